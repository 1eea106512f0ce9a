//! §4 reading dungeons: entities with their extra fields, goals, and errors
//! that name the JSON path and the line and column.

use super::support::config;
use crate::dungeon::{Dungeon, LoadErrorKind};
use crate::game::KindRef;

fn errors(text: &str) -> Vec<String> {
    match Dungeon::load(text, &config(&[]), 0) {
        Ok(_) => Vec::new(),
        Err(errors) => errors.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn unknown_entities_name_their_path_line_and_column() {
    let text = "{\"entities\": [\n  {\"type\": \"player\", \"x\": 0, \"y\": 0},\n  {\"type\": \"lava\", \"x\": 1, \"y\": 0}\n],\n\"goal-condition\": {\"goal\": \"exit\"}}";
    assert_eq!(errors(text), ["3:12: entities[1].type: unknown entity `lava`"]);
}

#[test]
fn an_older_self_placed_in_a_file_is_refused_and_fields_out_of_place_are_unknown() {
    let text = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "older_player", "x": 1, "y": 0},
        {"type": "wall", "x": 2, "y": 0, "movement_factor": 2}],
        "goal-condition": {"goal": "exit"}}"#;
    assert_eq!(
        errors(text),
        [
            "2:18: entities[1].type: `older_player` cannot be placed in a dungeon: it appears when the player travels in time",
            "3:61: entities[2].movement_factor: unknown field",
        ]
    );
}

#[test]
fn every_problem_is_reported_in_file_order() {
    let text = r#"{"entities": [
  {"type": "bow", "x": 0, "y": 0},
  {"type": "portal", "x": 1, "y": 0, "colour": "RED"},
  {"type": "wall", "x": 1e12, "y": 0.5},
  {"type": "door", "x": 3, "y": 0},
  {"type": "wall", "x": 4, "y": 0, "colr": 1}
], "goal-condition": {"goal": "AND", "subgoals": [{"goal": "exit"}]}, "extra": 1}"#;
    assert_eq!(
        errors(text),
        [
            "1:14: entities: the dungeon has no player",
            "2:12: entities[0].type: `bow` cannot be placed in a dungeon: the player builds it",
            "3:48: entities[1].colour: portal colour `RED` has 1 portal(s); portals come in pairs",
            "4:25: entities[2].x: must be from -100000000 to 100000000",
            "4:36: entities[2].y: expected a whole number",
            "5:3: entities[3]: `key` is missing",
            "6:44: entities[4].colr: unknown field",
            "7:50: goal-condition.subgoals: a compound goal has exactly 2 subgoals, not 1",
            "7:80: extra: unknown field",
        ]
    );
}

#[test]
fn two_players_and_missing_parts() {
    let text =
        r#"{"entities": [{"type": "player", "x": 0, "y": 0}, {"type": "player", "x": 1, "y": 0}]}"#;
    assert_eq!(
        errors(text),
        [
            "1:1: `goal-condition` is missing",
            "1:60: entities[1].type: the dungeon has 2 players; it needs exactly one",
        ]
    );
    assert_eq!(errors("[1, 2]"), ["1:1: expected a dungeon object"]);
    assert_eq!(errors("{\"entities\": [}"), ["1:15: not valid JSON: expected value"]);
}

#[test]
fn doors_keys_and_portals_keep_their_extra_fields() {
    let text = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "door", "x": 1, "y": 0, "key": 7}, {"type": "key", "x": 2, "y": 0, "key": "7"},
        {"type": "portal", "x": 3, "y": 0, "colour": "BLUE"}, {"type": "portal", "x": 4, "y": 0, "colour": "BLUE"}],
        "goal-condition": {"goal": "exit"}}"#;
    let d = Dungeon::load(text, &config(&[]), 0).expect("valid");
    let kinds: Vec<String> = d
        .entities()
        .into_iter()
        .map(|(_, kind)| match kind {
            KindRef::Door(door) => format!("door {} open {}", door.key(), door.is_open()),
            KindRef::Item(item) => format!("{:?} {:?}", item.item_kind(), item.key_id()),
            KindRef::Portal(portal) => {
                format!("{} portal to {:?}", portal.colour(), portal.partner())
            }
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            r#"door 7 open false"#,
            r#"Key Some(KeyId("7"))"#,
            r#"BLUE portal to Some(Coordinates { x: 4, y: 0 })"#,
            r#"BLUE portal to Some(Coordinates { x: 3, y: 0 })"#,
        ]
    );
}

#[test]
fn a_fresh_response_shows_tick_0_and_the_player() {
    let text = r#"{"entities": [{"type": "wall", "x": 0, "y": 0}, {"type": "player", "x": 1, "y": 0},
        {"type": "mercenary", "x": 2, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
    let d = Dungeon::load(text, &config(&[]), 0).expect("valid");
    let expected = crate::json_value!({
        "tick": 0,
        "entities": [
            {"id": "0", "type": "wall", "x": 0, "y": 0, "interactable": false},
            {"id": "1", "type": "player", "x": 1, "y": 0, "interactable": false},
            {"id": "2", "type": "mercenary", "x": 2, "y": 0, "interactable": true},
        ],
        "inventory": [],
        "buildables": [],
        "battles": [],
        "goals": ":exit",
        "player": {"health": 10},
    });
    assert_eq!(d.response(), expected);
}

#[test]
fn hostile_files_fail_cleanly() {
    let many: Vec<String> =
        (0..100_001).map(|i| format!(r#"{{"type": "wall", "x": {i}, "y": 0}}"#)).collect();
    let text =
        format!(r#"{{"entities": [{}], "goal-condition": {{"goal": "exit"}}}}"#, many.join(","));
    let errors = Dungeon::load(&text, &config(&[]), 0).expect_err("too many");
    assert_eq!(errors[0].kind, LoadErrorKind::TooManyEntities(100_000));
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    let errors = Dungeon::load(&deep, &config(&[]), 0).expect_err("too deep");
    assert!(matches!(errors[0].kind, LoadErrorKind::Syntax(_)));
}
