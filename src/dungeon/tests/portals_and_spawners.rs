//! §3.2 portals and zombie toast spawners.

use super::support::*;
use crate::dungeon::ActionErrorKind;

const PORTALS: &str = r#"{"type": "player", "x": 3, "y": 0},
    {"type": "portal", "x": 1, "y": 0, "colour": "BLUE"}, {"type": "portal", "x": 1, "y": 2, "colour": "BLUE"},
    {"type": "portal", "x": 3, "y": 3, "colour": "RED"}, {"type": "portal", "x": 4, "y": 0, "colour": "RED"}"#;

/// §3.2 portals: the player comes out next to the portal of the same colour,
/// straight ahead when that cell is free.
#[test]
fn a_portal_puts_the_player_next_to_its_partner() {
    let mut d = dungeon(&format!("[{PORTALS}]"));
    play(&mut d, "right");
    assert_eq!(player_at(&d), (4, 3));
}

/// §3.2 portals: a blocked cell ahead sends the player to another free
/// neighbour (clockwise from up); with all four walled, it stays.
#[test]
fn a_portal_avoids_walls_and_a_walled_in_partner_keeps_the_player() {
    let wall = |x: i32, y: i32| format!(r#"{{"type": "wall", "x": {x}, "y": {y}}}"#);
    let mut d = dungeon(&format!("[{PORTALS}, {}]", wall(4, 3)));
    play(&mut d, "right");
    assert_eq!(player_at(&d), (3, 2));
    let walls = [wall(4, 3), wall(3, 2), wall(3, 4), wall(2, 3)].join(", ");
    let mut d = dungeon(&format!("[{PORTALS}, {walls}]"));
    play(&mut d, "right");
    assert_eq!(player_at(&d), (3, 0));
}

/// §3.2 portals: a portal next to the partner carries the player on (the
/// course's portals_advanced dungeon relies on it).
#[test]
fn portals_chain() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 3, "y": 0},
            {"type": "portal", "x": 3, "y": 3, "colour": "RED"}, {"type": "portal", "x": 4, "y": 0, "colour": "RED"},
            {"type": "portal", "x": 5, "y": 1, "colour": "GREY"}, {"type": "portal", "x": 4, "y": 3, "colour": "GREY"}]"#,
    );
    play(&mut d, "right");
    assert_eq!(player_at(&d), (6, 1));
}

/// §3.3 mercenaries are bound by the player's movement rules, portals included.
#[test]
fn mercenaries_travel_through_portals() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 10, "y": 0}, {"type": "wall", "x": 11, "y": 0},
            {"type": "mercenary", "x": 0, "y": 0}, {"type": "wall", "x": -1, "y": 0},
            {"type": "wall", "x": 0, "y": -1}, {"type": "wall", "x": 0, "y": 1},
            {"type": "portal", "x": 1, "y": 0, "colour": "RED"}, {"type": "portal", "x": 8, "y": 0, "colour": "RED"}]"#,
    );
    play(&mut d, "right");
    assert_eq!(cells_of(&d, "mercenary"), [(9, 0)]);
}

/// §3.2 spawners and §5 `zombie_spawn_rate`: a zombie every x ticks from tick x,
/// on an open cardinal neighbour.
#[test]
fn spawners_spawn_every_x_ticks_on_an_open_neighbour() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": 0, "y": -1},
            {"type": "zombie_toast_spawner", "x": 5, "y": 5}, {"type": "wall", "x": 5, "y": 4},
            {"type": "wall", "x": 6, "y": 5}, {"type": "wall", "x": 4, "y": 5}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("zombie_spawn_rate", 2.0)]),
    );
    play(&mut d, "up");
    assert!(cells_of(&d, "zombie_toast").is_empty());
    play(&mut d, "up");
    assert_eq!(cells_of(&d, "zombie_toast"), [(5, 6)]);
    play(&mut d, "up, up");
    assert_eq!(cells_of(&d, "zombie_toast").len(), 2);
}

/// §3.2 spawners: one walled in on all four sides spawns nothing.
#[test]
fn a_walled_in_spawner_spawns_nothing() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0},
            {"type": "zombie_toast_spawner", "x": 5, "y": 5}, {"type": "wall", "x": 5, "y": 4},
            {"type": "wall", "x": 6, "y": 5}, {"type": "wall", "x": 4, "y": 5}, {"type": "wall", "x": 5, "y": 6}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("zombie_spawn_rate", 1.0)]),
    );
    play(&mut d, "up, up, up");
    assert!(cells_of(&d, "zombie_toast").is_empty());
}

/// §3.2 spawners: destroyed by interacting from a cardinally adjacent cell
/// while holding a weapon; otherwise refused.
#[test]
fn a_spawner_is_destroyed_next_to_it_with_a_weapon() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sword", "x": 1, "y": 0},
            {"type": "zombie_toast_spawner", "x": 3, "y": 0}]"#,
    );
    assert_eq!(refused(&mut d, "interact:9,9").kind, ActionErrorKind::IllegalArgument);
    assert_eq!(refused(&mut d, "interact:3,0").kind, ActionErrorKind::InvalidAction);
    play(&mut d, "right");
    assert_eq!(refused(&mut d, "interact:3,0").kind, ActionErrorKind::InvalidAction);
    play(&mut d, "right, interact:3;0");
    assert!(cells_of(&d, "zombie_toast_spawner").is_empty());
    assert_eq!(d.tick(), 3, "interacting takes a tick, as in the course's own game");
}

/// §3.2 spawners: next to one without a weapon, destroying it is refused.
#[test]
fn a_spawner_cannot_be_destroyed_without_a_weapon() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "zombie_toast_spawner", "x": 1, "y": 0}]"#,
    );
    let error = refused(&mut d, "interact:1,0");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction);
    assert_eq!(error.message, "destroying a spawner needs a sword or a bow");
}
