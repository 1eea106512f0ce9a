//! §3.1 the player and §3.2 the static entities: walls, exits, boulders,
//! switches and doors. (Portals and spawners have their own file.)

use super::support::*;

/// §3.1: the player moves to the four cardinal neighbours; walls stop it, and
/// a blocked move still takes a tick.
#[test]
fn the_player_moves_in_four_directions_and_walls_stop_it() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 1, "y": 1}, {"type": "wall", "x": 2, "y": 1}]"#);
    play(&mut d, "right");
    assert_eq!((player_at(&d), d.tick()), ((1, 1), 1));
    play(&mut d, "down");
    assert_eq!(player_at(&d), (1, 2));
    play(&mut d, "left");
    assert_eq!(player_at(&d), (0, 2));
    play(&mut d, "up");
    assert_eq!(player_at(&d), (0, 1));
}

/// §3.2 boulders: the player pushes one boulder into the next cell and takes
/// its place; boulders go onto collectables; two in a row do not move.
#[test]
fn boulders_are_pushed_one_at_a_time() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "boulder", "x": 1, "y": 0},
            {"type": "treasure", "x": 2, "y": 0}, {"type": "boulder", "x": 0, "y": 1},
            {"type": "boulder", "x": 0, "y": 2}]"#,
    );
    play(&mut d, "down");
    assert_eq!(player_at(&d), (0, 0), "two boulders in a row stay");
    assert_eq!(cells_of(&d, "boulder"), [(1, 0), (0, 1), (0, 2)]);
    play(&mut d, "right");
    assert_eq!(player_at(&d), (1, 0));
    assert_eq!(types_at(&d, 2, 0), ["boulder", "treasure"], "pushed onto the treasure");
    play(&mut d, "right");
    assert_eq!(player_at(&d), (2, 0));
    assert_eq!(inventory(&d), ["treasure"]);
    assert_eq!(cells_of(&d, "boulder")[0], (3, 0));
}

/// §3.2 walls also stop boulders.
#[test]
fn walls_stop_boulders() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "boulder", "x": 1, "y": 0},
            {"type": "wall", "x": 2, "y": 0}]"#,
    );
    play(&mut d, "right");
    assert_eq!(player_at(&d), (0, 0));
    assert_eq!(cells_of(&d, "boulder"), [(1, 0)]);
}

/// §3.2 switches: a boulder pushed on triggers one, pushed off untriggers it
/// (seen through the boulders goal).
#[test]
fn switches_trigger_under_a_boulder_and_untrigger_when_it_leaves() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "boulder", "x": 1, "y": 0},
            {"type": "switch", "x": 2, "y": 0}]"#,
        r#"{"goal": "boulders"}"#,
        &config(&[]),
    );
    play(&mut d, "right");
    assert_eq!(d.goals_text(), "");
    assert!(d.is_won());
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":boulders");
    assert!(!d.is_won());
}

/// §3.2 doors and §3.4 keys: only the matching key opens a door, the key is
/// used up, the door stays open, and the player carries one key at a time.
#[test]
fn doors_open_with_their_own_key_and_stay_open() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0},
            {"type": "key", "x": 1, "y": 0, "key": 1}, {"type": "key", "x": 1, "y": 1, "key": 2},
            {"type": "door", "x": 2, "y": 0, "key": 2}, {"type": "door", "x": 0, "y": 1, "key": 1}]"#,
    );
    play(&mut d, "right, right");
    assert_eq!(player_at(&d), (1, 0), "key 1 does not open door 2");
    play(&mut d, "down");
    assert_eq!(inventory(&d), ["key"], "a second key stays on the map");
    assert_eq!(types_at(&d, 1, 1), ["player", "key"]);
    play(&mut d, "up, left, down");
    assert_eq!(player_at(&d), (0, 1));
    assert_eq!(types_at(&d, 0, 1), ["player", "door_open"]);
    assert!(inventory(&d).is_empty(), "the key is used up");
    play(&mut d, "up, right, down, up, right");
    assert_eq!(player_at(&d), (2, 0), "key 2 opened door 2");
    play(&mut d, "left, down, left, up, down");
    assert_eq!(player_at(&d), (0, 1), "an open door stays open without a key");
}

/// §3.4 keys: a key used to build a shield before its door is opened leaves
/// that door locked for good.
#[test]
fn a_key_used_for_a_shield_leaves_its_door_locked() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 1, "y": 0},
            {"type": "wood", "x": 2, "y": 0}, {"type": "key", "x": 3, "y": 0, "key": "gate"},
            {"type": "door", "x": 4, "y": 0, "key": "gate"}]"#,
    );
    play(&mut d, "right, right, right, build:shield, right");
    assert_eq!(player_at(&d), (3, 0));
    assert_eq!(inventory(&d), ["shield"]);
}

/// §3.2 exits: standing on one meets the exit goal; leaving unmeets it.
#[test]
fn standing_on_the_exit_completes_the_puzzle() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "exit", "x": 1, "y": 0}]"#);
    assert_eq!(d.goals_text(), ":exit");
    play(&mut d, "right");
    assert_eq!(d.goals_text(), "");
    play(&mut d, "left");
    assert_eq!(d.goals_text(), ":exit");
}
