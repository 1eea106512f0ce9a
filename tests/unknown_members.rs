//! Issue 29: "an extra field in a dungeon save passes without a word". A
//! member our own saves do not have is an error at its line and column at
//! every depth, not only at the top: in the run's save and replay files
//! (whose steps and objects have flattened and tagged parts serde cannot
//! deny unknown members in), in the autosave's store, and in the older
//! dungeon saves and replays. A member written at its default (which the
//! game skips when it writes) still reads, and so do the old saves.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::save_store::{
    chunk_key, startup_event, MemoryBackend, SaveBackend, StoreProblem, StoreWriter, BASE_KEY,
};
use roguelike::core::{Event, Session, WorldSource};
use roguelike::dungeon::{begin_replay, begin_save, DungeonFileError};
use roguelike::game::{
    parse_replay, parse_save, write_replay, Command, Direction, Replay, ReplayError, SaveError,
};
use serde_json::Value;

/// The random run of seed 9 after a few turns.
fn session() -> Session {
    let source = WorldSource::descent(9);
    let game = roguelike::core::build_game(&source, 9).expect("the world builds");
    let replay = Replay::new(source.clone(), 9);
    let mode_state = Default::default();
    let mut session = Session { game, source, replay, unsaved: true, generation: 1, mode_state };
    for direction in [Direction::Right, Direction::Down, Direction::Left, Direction::Up] {
        session.apply(Command::Move(direction));
    }
    session.apply(Command::Wait);
    session
}

/// `text` (JSON) with `member` added at `pointer`, written as the game
/// writes (pretty); and the line and column of the added member's name.
fn with_member(text: &str, pointer: &str, member: &str, value: Value) -> (String, (usize, usize)) {
    let mut json: Value = serde_json::from_str(text).expect("JSON");
    let object = json.pointer_mut(pointer).and_then(Value::as_object_mut).expect("an object");
    object.insert(member.to_owned(), value);
    let written = serde_json::to_string_pretty(&json).expect("writes");
    let quoted = format!("\"{member}\"");
    let (index, line) =
        written.lines().enumerate().find(|(_, l)| l.contains(&quoted)).expect("the member");
    let column = line.find(&quoted).expect("on its line") + 1;
    (written, (index + 1, column))
}

#[test]
fn an_extra_member_in_a_save_s_replay_step_or_object_is_an_error_at_its_place() {
    let text = session().save_text();
    assert!(parse_save(&text).is_ok(), "the save itself reads");
    for pointer in ["/replay/steps/2", "/game/player", "/game/levels/0", "/source"] {
        let (bad, at) = with_member(&text, pointer, "extra", Value::from(1));
        match parse_save(&bad) {
            Err(SaveError::Inconsistent(damage)) => {
                assert_eq!(damage.position(), Some(at), "{pointer}: {damage:?}");
                assert!(format!("{damage:?}").contains("unknown field `extra`"), "{damage:?}");
            }
            other => panic!("{pointer}: {other:?}"),
        }
    }
    // An object of the level: its record is flattened beside its id.
    let json: Value = serde_json::from_str(&text).expect("JSON");
    let objects = json.pointer("/game/levels/0/objects").and_then(Value::as_array);
    if objects.is_some_and(|o| !o.is_empty()) {
        let (bad, at) = with_member(&text, "/game/levels/0/objects/0", "extra", Value::Null);
        let err = parse_save(&bad).expect_err("an extra member in an object");
        let SaveError::Inconsistent(damage) = err else { panic!("{err:?}") };
        assert_eq!(damage.position(), Some(at));
    }
}

#[test]
fn a_member_written_at_its_default_still_reads() {
    let text = session().save_text();
    let json: Value = serde_json::from_str(&text).expect("JSON");
    assert!(json.pointer("/game/player/invisible").is_none(), "skipped at its default");
    let (with_default, _) = with_member(&text, "/game/player", "invisible", Value::from(0));
    let read = parse_save(&with_default).expect("a member at its default is known");
    assert_eq!(read.game.player.invisible, 0);
}

#[test]
fn an_extra_member_in_a_replay_step_is_an_error_at_its_place() {
    let text = write_replay(&session().replay);
    assert!(parse_replay(&text).is_ok());
    let (bad, at) = with_member(&text, "/steps/4", "extra", Value::from("x"));
    match parse_replay(&bad) {
        Err(ReplayError::Inconsistent(damage)) => assert_eq!(damage.position(), Some(at)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_extra_member_in_a_stored_chunk_names_the_key_and_its_place() {
    let session = session();
    let mut storage = MemoryBackend::default();
    storage.apply_all(&StoreWriter::default().writes(&session)).expect("stored");
    assert!(!storage.entries.contains_key(BASE_KEY));
    let key = chunk_key(0);
    let chunk = storage.entries[&key].clone();
    let (bad, at) = with_member(&chunk, "/steps/1", "extra", Value::from(true));
    storage.entries.insert(key.clone(), bad);
    match startup_event(&mut storage) {
        Some(Event::StoredGameFound { read: Err(error) }) => {
            assert_eq!(error.key, key);
            match &error.what {
                StoreProblem::Json { line, col, detail } => {
                    assert_eq!((*line, *col), at);
                    assert_eq!(detail, "unknown field `extra`");
                }
                other => panic!("{other:?}"),
            }
        }
        other => panic!("{other:?}"),
    }
}

/// The older dungeon formats: a member their start or steps do not have.
#[test]
fn an_extra_member_below_the_top_of_an_older_dungeon_save_or_replay_is_an_error() {
    let dungeon = r#"{"entities": [{"type": "player", "x": 1, "y": 1},
        {"type": "exit", "x": 3, "y": 1}], "goal-condition": {"goal": "exit"}}"#;
    let save = serde_json::json!({
        "format": "roguelike-dungeon-save", "version": 1,
        "start": {"name": "d.json", "dungeon": dungeon, "config": null, "seed": 1, "extra": 1},
        "actions": [], "tick": 0, "checksum": "0123456789abcdef",
    });
    let text = serde_json::to_string_pretty(&save).expect("writes");
    match begin_save(&text) {
        Err(DungeonFileError::Damaged(_, damage)) => {
            assert!(format!("{damage:?}").contains("unknown field `extra`"), "{damage:?}");
            assert!(damage.position().is_some());
        }
        other => panic!("{other:?}"),
    }
    let replay = serde_json::json!({
        "format": "roguelike-dungeon-replay", "version": 1,
        "start": {"name": "d.json", "dungeon": dungeon, "config": null, "seed": 1},
        "steps": [{"action": "right", "checksum": "0123456789abcdef", "extra": 2}],
    });
    let text = serde_json::to_string_pretty(&replay).expect("writes");
    match begin_replay(&text) {
        Err(DungeonFileError::Damaged(_, damage)) => {
            assert!(format!("{damage:?}").contains("unknown field `extra`"), "{damage:?}");
        }
        other => panic!("{other:?}"),
    }
}
