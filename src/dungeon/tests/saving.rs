//! The state as data: a played game survives a round trip through JSON and
//! goes on exactly as the original; its checksum follows the state.

use super::support::*;
use crate::dungeon::Dungeon;
use crate::game::{Game, GameRecord};

/// The game through its saved record and back.
fn round_trip(d: &Dungeon) -> Dungeon {
    let json = serde_json::to_string(&d.game().to_record()).expect("the record serialises");
    let record: GameRecord = crate::json::from_str(&json).expect("the record deserialises");
    let game = Game::from_record(&record).expect("the record restores");
    Dungeon::of_game(game).expect("a Dungeon Mania game")
}

const ZOO: &str = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "zombie_toast_spawner", "x": 4, "y": 4},
    {"type": "mercenary", "x": 8, "y": 0}, {"type": "spider", "x": -3, "y": 2},
    {"type": "invisibility_potion", "x": 1, "y": 0}, {"type": "wall", "x": 0, "y": 1},
    {"type": "portal", "x": -2, "y": 0, "colour": "RED"}, {"type": "portal", "x": 6, "y": 6, "colour": "RED"}]"#;

#[test]
fn a_saved_game_goes_on_like_the_original() {
    let rates = [("zombie_spawn_rate", 2.0), ("spider_spawn_rate", 3.0), ("player_health", 100.0)];
    let mut d = dungeon_with(ZOO, r#"{"goal": "enemies"}"#, &config(&rates));
    play(&mut d, "right, use:invisibility_potion, down, left, left");
    let mut back = round_trip(&d);
    assert_eq!(back, d);
    assert_eq!(back.checksum(), d.checksum());
    for action in ["up", "up", "left", "left", "down", "right", "right", "up"] {
        play(&mut d, action);
        play(&mut back, action);
        assert_eq!(back.response(), d.response());
    }
    assert_eq!(back, d);
}

#[test]
fn the_checksum_is_deterministic_and_follows_the_state() {
    let play_zoo = |actions: &str| {
        let mut d =
            dungeon_with(ZOO, r#"{"goal": "exit"}"#, &config(&[("zombie_spawn_rate", 1.0)]));
        play(&mut d, actions);
        d.checksum()
    };
    assert_eq!(play_zoo("up, up, left"), play_zoo("up, up, left"));
    assert_ne!(play_zoo("up, up, left"), play_zoo("up, up, up"));
}

/// The house rule: a world written in its own format reads back equal.
#[test]
fn a_loaded_dungeon_writes_back_to_an_equal_one() {
    let text = r#"{"entities": [{"type": "wall", "x": 0, "y": 0}, {"type": "player", "x": 1, "y": 0},
        {"type": "door", "x": 2, "y": 0, "key": 4}, {"type": "key", "x": 3, "y": 0, "key": "4"},
        {"type": "portal", "x": 4, "y": 0, "colour": "RED"}, {"type": "portal", "x": 5, "y": 0, "colour": "RED"},
        {"type": "spider", "x": 6, "y": 0}, {"type": "sword", "x": 7, "y": 0}],
        "goal-condition": {"goal": "AND", "subgoals": [{"goal": "exit"},
            {"goal": "OR", "subgoals": [{"goal": "treasure"}, {"goal": "boulders"}]}]}}"#;
    let config = config(&[]);
    let dungeon = Dungeon::load(text, &config, 9).expect("valid dungeon");
    let written = dungeon.to_dungeon_json().to_string();
    let again = Dungeon::load(&written, &config, 9).expect("the written dungeon loads");
    assert_eq!(again, dungeon);
}
