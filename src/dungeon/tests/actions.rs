//! §6.5: refused actions are typed errors and change nothing.

use super::support::*;
use crate::dungeon::ActionErrorKind;

/// Using what cannot be used is an illegal argument; using what is not held is
/// an invalid action.
#[test]
fn using_refusals() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sword", "x": 1, "y": 0}]"#);
    play(&mut d, "right");
    let error = refused(&mut d, "use:sword");
    assert_eq!(error.kind, ActionErrorKind::IllegalArgument);
    let error = refused(&mut d, "use:invisibility_potion");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction);
    assert_eq!(error.message, "there is no invisibility potion in the inventory");
}

/// Malformed actions and interacting with an empty cell are illegal arguments.
#[test]
fn malformed_actions_and_empty_cells() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": 1, "y": 0}]"#);
    for text in ["jump", "use:", "interact:1", "interact:1,0"] {
        assert_eq!(refused(&mut d, text).kind, ActionErrorKind::IllegalArgument, "{text}");
    }
    assert_eq!(d.tick(), 0);
}
