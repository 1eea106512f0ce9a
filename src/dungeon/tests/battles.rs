//! §3.6 battles: when they happen, the round formulas, the order of bonuses,
//! weapons wearing out, allies' bonuses, and death.

use super::support::*;
use crate::dungeon::ActionErrorKind;
use crate::game::Foe;

/// §3.6.1: the spec's worked example, played: bow, sword and shield against
/// an enemy of health 10 and attack 5; after round 1 the enemy has 7.6 and
/// the player 9.7.
#[test]
fn the_spec_battle_with_bow_sword_and_shield() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 1, "y": 0},
            {"type": "wood", "x": 2, "y": 0}, {"type": "wood", "x": 3, "y": 0},
            {"type": "arrow", "x": 4, "y": 0}, {"type": "arrow", "x": 5, "y": 0},
            {"type": "arrow", "x": 6, "y": 0}, {"type": "treasure", "x": 7, "y": 0},
            {"type": "sword", "x": 8, "y": 0}, {"type": "mercenary", "x": 30, "y": 0}]"#,
    );
    play(&mut d, &["right"; 8].join(","));
    play(&mut d, "build:bow, build:shield");
    assert_eq!(inventory(&d), ["sword", "bow", "shield"]);
    // Building took two ticks, in which the mercenary came two cells closer.
    play(&mut d, &["right"; 5].join(","));
    assert!(battles(&d).is_empty());
    play(&mut d, "right");
    let battle = d.battles()[0].clone();
    assert_eq!(battle.enemy, Foe::Mercenary);
    let first = &battle.rounds[0];
    let enemy = battle.initial_enemy_health + first.delta_enemy_health;
    let player = battle.initial_player_health + first.delta_player_health;
    assert_eq!((enemy.to_string(), player.to_string()), ("7.6".into(), "9.7".into()));
    let second = battle.rounds[1].delta_enemy_health + enemy;
    assert_eq!(second.to_string(), "5.2");
    let shown = &battles(&d)[0];
    assert_eq!(shown["rounds"][0]["delta_enemy_health"], -2.4);
    assert_eq!(shown["rounds"][0]["delta_player_health"], -0.3);
    let weapons: Vec<&str> = shown["rounds"][0]["weapons"]
        .as_array()
        .map(|w| w.iter().filter_map(|g| g["type"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(weapons, ["sword", "bow", "shield"]);
    assert_eq!(battle.rounds.len(), 5);
    assert_eq!(d.response()["player"]["health"], 8.5);
    assert!(cells_of(&d, "mercenary").is_empty());
}

/// §3.6: a battle starts just as well when the player walks onto an enemy.
#[test]
fn walking_onto_an_enemy_starts_a_battle() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": -3}, {"type": "spider", "x": 0, "y": 0},
            {"type": "boulder", "x": 1, "y": -1}, {"type": "boulder", "x": -1, "y": -1}]"#,
    );
    play(&mut d, "down");
    assert!(battles(&d).is_empty());
    play(&mut d, "down");
    let battles = battles(&d);
    assert_eq!(battles.len(), 1);
    assert_eq!(battles[0]["enemy"], "spider");
    assert_eq!(battles[0]["rounds"][0]["delta_player_health"], -0.5);
    assert_eq!(battles[0]["rounds"][0]["delta_enemy_health"], -1);
}

/// §3.6, §3.8: a player whose health reaches 0 dies, leaves the map, and the
/// game is over.
#[test]
fn the_player_dies_at_zero_health_and_the_game_is_over() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "mercenary", "x": 2, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("mercenary_attack", 50.0), ("player_health", 1.0)]),
    );
    play(&mut d, "right");
    assert_eq!(d.response()["player"], serde_json::Value::Null);
    assert!(cells_of(&d, "player").is_empty());
    assert_eq!(cells_of(&d, "mercenary"), [(1, 0)], "the enemy survives");
    assert_eq!(refused(&mut d, "up").kind, ActionErrorKind::InvalidAction);
}

/// §3.4 swords and §5 durability: a sword adds its attack and is gone after
/// `sword_durability` battles.
#[test]
fn a_sword_adds_attack_until_it_wears_out() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sword", "x": 1, "y": 0},
            {"type": "mercenary", "x": 3, "y": 0}, {"type": "mercenary", "x": 9, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("sword_durability", 1.0)]),
    );
    play(&mut d, "right, right");
    let first = &battles(&d)[0]["rounds"][0];
    assert_eq!(first["delta_enemy_health"], -1.2, "(5 + 1) / 5");
    assert_eq!(first["weapons"][0]["type"], "sword");
    assert!(inventory(&d).is_empty(), "the sword is worn out");
    play(&mut d, "right, right, right");
    let second = &battles(&d)[1]["rounds"][0];
    assert_eq!(second["delta_enemy_health"], -1);
    assert_eq!(second["weapons"].as_array().map(Vec::len), Some(0));
}

/// §3.6: each ally adds `ally_attack` before the bow doubles, and
/// `ally_defence` against the enemy's attack.
#[test]
fn allies_add_attack_and_defence() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "mercenary", "x": 3, "y": 0},
            {"type": "mercenary", "x": 1, "y": 6}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("bribe_radius", 10.0)]),
    );
    play(&mut d, "right, interact:2;0");
    // The bribe took a tick, in which the other mercenary came a cell closer.
    play(&mut d, &["up"; 3].join(","));
    assert!(battles(&d).is_empty());
    play(&mut d, "up");
    let battles = battles(&d);
    assert_eq!(battles.len(), 1);
    assert_eq!(battles[0]["rounds"][0]["delta_enemy_health"], -1.6, "(5 + 3) / 5");
    assert_eq!(battles[0]["rounds"][0]["delta_player_health"], -0.2, "(5 - 3) / 10");
    assert_eq!(battles[0]["rounds"].as_array().map(Vec::len), Some(7));
}

/// §3.6 rounds repeat until someone dies; a battle in which nobody can be
/// hurt stops after one round, both alive.
#[test]
fn a_harmless_battle_stops_with_both_alive() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "mercenary", "x": 2, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("mercenary_attack", 0.0), ("player_attack", 0.0)]),
    );
    play(&mut d, "right");
    let battles = battles(&d);
    assert_eq!(battles[0]["rounds"].as_array().map(Vec::len), Some(1));
    assert_eq!(cells_of(&d, "mercenary"), [(1, 0)]);
    assert_eq!(d.response()["player"]["health"], 10);
}
