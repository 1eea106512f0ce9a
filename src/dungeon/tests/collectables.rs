//! §3.4 collectable entities: collecting, potions and their queue, bombs.

use super::support::*;
use crate::dungeon::{ActionErrorKind, Potion};

/// §3.4: walking onto collectables puts them in the inventory, with their ids.
#[test]
fn walking_onto_items_collects_them() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "wood", "x": 2, "y": 0}, {"type": "arrow", "x": 3, "y": 0},
            {"type": "sword", "x": 4, "y": 0}, {"type": "bomb", "x": 4, "y": 0},
            {"type": "invincibility_potion", "x": 5, "y": 0}, {"type": "invisibility_potion", "x": 6, "y": 0},
            {"type": "key", "x": 7, "y": 0, "key": 3}]"#,
    );
    play(&mut d, &["right"; 7].join(","));
    let expected = [
        "treasure",
        "wood",
        "arrow",
        "sword",
        "bomb",
        "invincibility_potion",
        "invisibility_potion",
        "key",
    ];
    assert_eq!(inventory(&d), expected);
    let ids: Vec<String> = d.response()["inventory"]
        .as_array()
        .map(|items| items.iter().map(|i| i["id"].as_str().unwrap_or("?").to_owned()).collect())
        .unwrap_or_default();
    assert_eq!(ids, ["1", "2", "3", "4", "5", "6", "7", "8"]);
    assert_eq!(cells_of(&d, "player"), [(7, 0)]);
    assert_eq!(d.response()["entities"].as_array().map(Vec::len), Some(1));
}

/// The spider of these tests spawns on the player's first cell and reaches
/// (1, 0) on tick 3, where the player waits (the wall below blocks `down`).
const SPIDER_VISIT: &str = r#"{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": 1, "y": 1},
    {"type": "spider", "x": 0, "y": 0}"#;

/// §3.4 invincibility: a battle ends after one round, won, with no health lost.
#[test]
fn an_invincible_player_wins_in_one_round() {
    let mut d = dungeon(&format!(
        r#"[{SPIDER_VISIT}, {{"type": "invincibility_potion", "x": 1, "y": 0}}]"#
    ));
    play(&mut d, "right, use:invincibility_potion, down");
    let battles = battles(&d);
    assert_eq!(battles.len(), 1);
    let rounds = &battles[0]["rounds"];
    assert_eq!(rounds.as_array().map(Vec::len), Some(1));
    assert_eq!(rounds[0]["delta_player_health"], 0);
    assert_eq!(rounds[0]["delta_enemy_health"], -10);
    assert!(cells_of(&d, "spider").is_empty());
    assert_eq!(d.response()["player"]["health"], 10);
}

/// §3.4 invisibility: no battle while it lasts, even on a shared cell; battles
/// come back when it wears off.
#[test]
fn an_invisible_player_has_no_battles() {
    let mut d =
        dungeon(&format!(r#"[{SPIDER_VISIT}, {{"type": "invisibility_potion", "x": 1, "y": 0}}]"#));
    play(&mut d, "right, use:invisibility_potion, down");
    assert_eq!(cells_of(&d, "spider"), [(1, 0)]);
    assert!(battles(&d).is_empty());
    play(&mut d, &["down"; 7].join(","));
    assert!(battles(&d).is_empty());
    play(&mut d, "down");
    assert_eq!(battles(&d).len(), 1, "the spider is back on tick 11, and seen");
}

/// §3.4 invincibility: mercenaries (and zombies) run away while it lasts.
#[test]
fn mercenaries_flee_an_invincible_player() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "invincibility_potion", "x": 1, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "mercenary", "x": 6, "y": 0}]"#,
    );
    let mut cells = Vec::new();
    for action in ["right", "use:invincibility_potion", "up", "up", "up"] {
        play(&mut d, action);
        cells.push(cells_of(&d, "mercenary")[0]);
    }
    assert_eq!(cells, [(5, 0), (5, -1), (5, -2), (5, -3), (5, -2)], "ties go clockwise from up");
}

/// §3.4 invincibility: a zombie's distance to the player only grows.
#[test]
fn zombies_flee_an_invincible_player() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "invincibility_potion", "x": 1, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "zombie_toast", "x": 4, "y": 0}]"#,
    );
    play(&mut d, "right");
    let distance = |d: &crate::dungeon::Dungeon| {
        let (x, y) = cells_of(d, "zombie_toast")[0];
        (x - 1).abs() + y.abs()
    };
    let mut last = distance(&d);
    for action in ["use:invincibility_potion", "up", "up"] {
        play(&mut d, action);
        assert_eq!(distance(&d), last + 1);
        last = distance(&d);
    }
}

/// §3.4 potions queue: a potion drunk while another lasts starts the tick
/// after that one wears off.
#[test]
fn a_second_potion_waits_for_the_first() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "invisibility_potion", "x": 0, "y": 0},
            {"type": "invincibility_potion", "x": 1, "y": 0}, {"type": "wall", "x": 1, "y": -1}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("invisibility_potion_duration", 5.0), ("invincibility_potion_duration", 2.0)]),
    );
    play(&mut d, "right");
    assert_eq!(inventory(&d), ["invincibility_potion"], "items under the start are not collected");
    play(&mut d, "left, use:invisibility_potion");
    let mut active = vec![d.state().effects.active()];
    for action in ["up", "right", "use:invincibility_potion", "up", "up", "up", "up"] {
        play(&mut d, action);
        active.push(d.state().effects.active());
    }
    use Potion::*;
    let expected = [
        Some(Invisibility),
        Some(Invisibility),
        Some(Invisibility),
        Some(Invisibility),
        Some(Invincibility),
        Some(Invincibility),
        None,
        None,
    ];
    assert_eq!(active, expected);
}

/// §3.4 bombs: a bomb placed next to an active switch explodes at once,
/// destroying everything in its square radius but the player.
#[test]
fn a_bomb_placed_next_to_an_active_switch_explodes() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "bomb", "x": 1, "y": 0},
            {"type": "switch", "x": 2, "y": 1}, {"type": "boulder", "x": 2, "y": 1},
            {"type": "wall", "x": 3, "y": -1}, {"type": "wall", "x": 4, "y": 0}]"#,
    );
    play(&mut d, "right, right, use:bomb");
    assert_eq!(cells_of(&d, "player"), [(2, 0)]);
    assert_eq!(cells_of(&d, "wall"), [(4, 0)], "only what is outside radius 1 is left");
    assert_eq!(d.response()["entities"].as_array().map(Vec::len), Some(2));
}

/// §3.4 bombs: a placed bomb explodes when a boulder is pushed onto a switch
/// next to it, on the same tick.
#[test]
fn a_bomb_explodes_when_its_switch_becomes_active() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "bomb", "x": 0, "y": 1},
            {"type": "boulder", "x": 1, "y": 0}, {"type": "switch", "x": 2, "y": 0},
            {"type": "wall", "x": 3, "y": 1}, {"type": "treasure", "x": 3, "y": 0},
            {"type": "exit", "x": 5, "y": 0}]"#,
    );
    play(&mut d, "down, right, right, use:bomb, left, left, up");
    assert_eq!(cells_of(&d, "bomb"), [(2, 1)], "placed, not exploded");
    play(&mut d, "right");
    assert_eq!(cells_of(&d, "player"), [(1, 0)]);
    let left: Vec<String> = d.response()["entities"]
        .as_array()
        .map(|all| all.iter().map(|e| e["type"].as_str().unwrap_or("?").to_owned()).collect())
        .unwrap_or_default();
    assert_eq!(left, ["player", "exit"]);
}

/// §3.4 bombs: with radius 2 everything in the 5×5 square goes, but the player.
#[test]
fn a_bomb_of_radius_2_removes_everything_but_the_player() {
    let mut entities = vec![
        r#"{"type": "player", "x": 0, "y": 0}"#.to_owned(),
        r#"{"type": "bomb", "x": 0, "y": -1}"#.to_owned(),
        r#"{"type": "switch", "x": 0, "y": 1}"#.to_owned(),
        r#"{"type": "boulder", "x": 0, "y": 1}"#.to_owned(),
        r#"{"type": "wall", "x": 3, "y": 0}"#.to_owned(),
    ];
    let kinds = ["wall", "exit", "treasure", "zombie_toast_spawner", "sword", "switch", "bomb"];
    let square = (-2i32..=2).flat_map(|y| (-2i32..=2).map(move |x| (x, y)));
    for (i, (x, y)) in square.filter(|&(x, y)| x != 0 || y.abs() > 1).enumerate() {
        entities.push(format!(r#"{{"type": "{}", "x": {x}, "y": {y}}}"#, kinds[i % kinds.len()]));
    }
    let mut d = dungeon_with(
        &format!("[{}]", entities.join(", ")),
        r#"{"goal": "exit"}"#,
        &config(&[("bomb_radius", 2.0)]),
    );
    assert_eq!(d.response()["entities"].as_array().map(Vec::len), Some(5 + 22));
    play(&mut d, "up, down, use:bomb");
    assert_eq!(cells_of(&d, "player"), [(0, 0)]);
    assert_eq!(cells_of(&d, "wall"), [(3, 0)]);
    let left = d.response()["entities"].clone();
    assert_eq!(left.as_array().map(Vec::len), Some(2), "{left}");
}

/// §3.4 bombs: a bomb once placed cannot be picked up again.
#[test]
fn a_placed_bomb_cannot_be_picked_up() {
    let mut d =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "bomb", "x": 1, "y": 0}]"#);
    play(&mut d, "right, use:bomb, right, left");
    assert!(inventory(&d).is_empty());
    assert_eq!(cells_of(&d, "bomb"), [(1, 0)]);
    assert_eq!(refused(&mut d, "use:bomb").kind, ActionErrorKind::InvalidAction);
}
