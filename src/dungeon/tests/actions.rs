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

/// Issue 25: building and interacting are ticks, as in the course's own
/// game: the enemies move after them. A game of the older rules (migrated
/// from a save made before) still builds and interacts without a tick.
#[test]
fn building_and_interacting_are_ticks_the_enemies_move_after() {
    let entities = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 1, "y": 0},
        {"type": "arrow", "x": 2, "y": 0}, {"type": "arrow", "x": 3, "y": 0},
        {"type": "arrow", "x": 4, "y": 0}, {"type": "treasure", "x": 5, "y": 0},
        {"type": "mercenary", "x": 5, "y": 8}, {"type": "zombie_toast_spawner", "x": 9, "y": 0}]"#;
    let text = format!("{{\"entities\": {entities}, \"goal-condition\": {{\"goal\": \"exit\"}}}}");
    let config = config(&[("bribe_radius", 10.0)]);
    let play_both = |untimed_build: bool| {
        let rules = crate::dungeon::DungeonMania { config: config.clone(), untimed_build };
        let mut d = crate::dungeon::Dungeon::load_with(&text, &rules, 1).expect("loads");
        play(&mut d, "right, right, right, right, right");
        let before = cells_of(&d, "mercenary");
        play(&mut d, "build:bow");
        let after_build = (d.tick(), cells_of(&d, "mercenary"));
        let (x, y) = after_build.1[0];
        play(&mut d, &format!("interact:{x};{y}"));
        (before, after_build, d.tick(), cells_of(&d, "mercenary"))
    };
    let (before, (tick, after_build), ticks, after_bribe) = play_both(false);
    assert_eq!((tick, ticks), (6, 7));
    assert_eq!(before, [(5, 3)]);
    assert_eq!(after_build, [(5, 2)], "the mercenary stepped after the build");
    assert_eq!(after_bribe, [(5, 1)], "the bribed mercenary walked up after the bribe");
    let (before, (tick, after_build), ticks, after_bribe) = play_both(true);
    assert_eq!((tick, ticks), (5, 5), "the older rules: no tick");
    assert_eq!((after_build, after_bribe), (before.clone(), before));
}
