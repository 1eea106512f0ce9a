//! §3.5 buildable entities: recipes, what they use up, and refusals.

use super::support::*;
use crate::dungeon::ActionErrorKind;

/// §3.5: a bow takes 1 wood and 3 arrows, which are used up; building takes a
/// tick, as in the course's own game.
#[test]
fn a_bow_is_built_from_one_wood_and_three_arrows() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 1, "y": 1}, {"type": "wood", "x": 2, "y": 1},
            {"type": "arrow", "x": 3, "y": 1}, {"type": "arrow", "x": 4, "y": 1},
            {"type": "arrow", "x": 5, "y": 1}, {"type": "wood", "x": 6, "y": 1}]"#,
    );
    play(&mut d, "right, right, right");
    assert_eq!(d.response()["buildables"], crate::json_value!([]));
    play(&mut d, "right");
    assert_eq!(d.response()["buildables"], crate::json_value!(["bow"]));
    play(&mut d, "build:bow");
    assert_eq!(inventory(&d), ["bow"]);
    assert_eq!(d.tick(), 5);
}

/// §3.5: a shield takes 2 wood and a treasure, or a key when there is no treasure.
#[test]
fn a_shield_is_built_from_two_wood_and_treasure_or_a_key() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 1, "y": 0},
            {"type": "wood", "x": 2, "y": 0}, {"type": "key", "x": 3, "y": 0, "key": 1},
            {"type": "treasure", "x": 4, "y": 0}, {"type": "wood", "x": 5, "y": 0},
            {"type": "wood", "x": 6, "y": 0}]"#,
    );
    play(&mut d, "right, right, right, right, build:shield");
    assert_eq!(inventory(&d), ["key", "shield"], "treasure goes first");
    play(&mut d, "right, right, build:shield");
    assert_eq!(inventory(&d), ["shield", "shield"]);
}

/// §6.5: building what is not buildable is an illegal argument; without the
/// materials it is an invalid action; neither changes anything.
#[test]
fn building_refusals() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 1, "y": 0}]"#);
    play(&mut d, "right");
    assert_eq!(refused(&mut d, "build:sword").kind, ActionErrorKind::IllegalArgument);
    assert_eq!(refused(&mut d, "build:lava").kind, ActionErrorKind::IllegalArgument);
    let error = refused(&mut d, "build:bow");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction);
    assert_eq!(error.to_string(), "invalid action: a bow needs 1 wood and 3 arrows");
    assert_eq!(refused(&mut d, "build:shield").kind, ActionErrorKind::InvalidAction);
}
