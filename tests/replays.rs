//! Recorded replay files under `tests/replays/` replay to their recorded final
//! snapshots (the browser suite replays the same files: same code, two
//! platforms). `ROGUELIKE_RECORD_REPLAYS=1 cargo test --test suite replays::` records
//! them anew. `tests/replays/v1/` holds replays recorded by version 1 (before
//! messages became data), kept as they were: they must still verify;
//! `tests/replays/v2/` those of version 2 (before the objects' share of the
//! checksum was kept incrementally), likewise.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_replay, write_replay, Command, Direction, GameRng, Replay, ReplayPlayer,
};
use roguelike::locale::{self, Locale};
use serde_json::Value;
use std::path::PathBuf;

/// The recorded games: a source and a seed for the keys.
fn cases() -> Vec<(&'static str, WorldSource, u64, usize)> {
    vec![
        ("random-7", WorldSource::Random { seed: 7 }, 7, 300),
        ("menagerie", WorldSource::Builtin { name: "menagerie".into() }, 11, 200),
        ("labyrinth", WorldSource::Builtin { name: "labyrinth".into() }, 3, 250),
        ("random-2024", WorldSource::Random { seed: 2024 }, 2024, 400),
    ]
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("replays")
}

fn record(source: WorldSource, seed: u64, turns: usize) -> (Replay, Value) {
    let mut game = build_game(&source, seed).expect("world builds");
    let mut replay = Replay::new(source, seed);
    let mut keys = GameRng::new(seed, 77);
    for _ in 0..turns {
        let command = match keys.below(12) {
            0..=8 => Command::Move(Direction::ALL[keys.below(4) as usize]),
            9 => Command::Select(keys.below(9) as usize),
            10 => Command::UseSelected,
            _ => Command::Wait,
        };
        game.apply(command);
        replay.record(command, &game);
        if game.is_over() {
            break;
        }
    }
    (replay, game.snapshot())
}

/// Plays the replay file `path` to its end, checking every step.
fn replay_file(path: &PathBuf) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).expect("replay file exists");
    let replay = parse_replay(&text).map_err(|e| e.to_string())?;
    let mut player =
        ReplayPlayer::new(replay, |s, seed| build_game(s, seed).map_err(|e| e.join("; ")))
            .map_err(|e| e.to_string())?;
    player.play_to_end().map_err(|e| e.to_string())?;
    Ok(player.game().snapshot())
}

fn read_json(path: &PathBuf) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).expect("expected file"))
        .expect("expected parses")
}

/// Every field of `old` is in `new` with the same value (objects compared
/// field by field, arrays element by element): a snapshot may gain fields,
/// never lose or change one.
fn keeps_every_field(old: &Value, new: &Value, at: &str) -> Result<(), String> {
    match (old, new) {
        (Value::Object(o), Value::Object(n)) => o.iter().try_for_each(|(k, v)| {
            let there = n.get(k).ok_or_else(|| format!("{at}.{k} is gone"))?;
            keeps_every_field(v, there, &format!("{at}.{k}"))
        }),
        (Value::Array(o), Value::Array(n)) if o.len() == n.len() => o
            .iter()
            .zip(n)
            .enumerate()
            .try_for_each(|(i, (a, b))| keeps_every_field(a, b, &format!("{at}[{i}]"))),
        _ if old == new => Ok(()),
        _ => Err(format!("{at} was {old}, is {new}")),
    }
}

#[test]
fn recorded_replays_reach_their_recorded_final_snapshots() {
    let write = std::env::var_os("ROGUELIKE_RECORD_REPLAYS").is_some();
    for (name, source, seed, turns) in cases() {
        let replay_path = dir().join(format!("{name}.replay.json"));
        let expected_path = dir().join(format!("{name}.expected.json"));
        if write {
            let (replay, snapshot) = record(source, seed, turns);
            std::fs::write(&replay_path, write_replay(&replay)).expect("write replay");
            std::fs::write(&expected_path, format!("{snapshot:#}\n")).expect("write snapshot");
        }
        let snapshot = replay_file(&replay_path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(snapshot, read_json(&expected_path), "{name}");
    }
}

#[test]
fn version_1_replays_still_verify_and_keep_every_snapshot_field() {
    for (name, ..) in cases() {
        let replay_path = dir().join("v1").join(format!("{name}.replay.json"));
        let expected_path = dir().join("v1").join(format!("{name}.expected.json"));
        let text = std::fs::read_to_string(&replay_path).expect("v1 replay");
        assert!(text.contains("\"version\": 1"), "{name} is a version-1 file");
        let snapshot = replay_file(&replay_path).unwrap_or_else(|e| panic!("{name}: {e}"));
        keeps_every_field(&read_json(&expected_path), &snapshot, name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn version_2_replays_still_verify_to_the_same_snapshots() {
    let names = cases().into_iter().map(|(name, ..)| name).chain(["descent"]);
    for name in names {
        let replay_path = dir().join("v2").join(format!("{name}.replay.json"));
        let expected_path = dir().join("v2").join(format!("{name}.expected.json"));
        let text = std::fs::read_to_string(&replay_path).expect("v2 replay");
        assert!(text.contains("\"version\": 2"), "{name} is a version-2 file");
        let snapshot = replay_file(&replay_path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(snapshot, read_json(&expected_path), "{name}");
    }
}

#[test]
fn a_version_2_replay_continued_now_checks_each_step_by_its_own_version() {
    let path = dir().join("v2").join("random-7.replay.json");
    let replay = parse_replay(&std::fs::read_to_string(&path).expect("v2 replay")).expect("reads");
    let recorded = replay.steps.len();
    assert_eq!(replay.v2_checksums, recorded, "every step of a version-2 file is of version 2");
    let mut player =
        ReplayPlayer::new(replay, |s, seed| build_game(s, seed).map_err(|e| e.join("; ")))
            .expect("builds");
    player.play_to_end().expect("the old steps verify");
    let mut replay = player.replay().clone();
    let mut game = player.into_game();
    for command in [Command::Wait, Command::Move(Direction::Up), Command::Wait] {
        game.apply(command);
        replay.record(command, &game);
    }
    let text = write_replay(&replay);
    assert!(text.contains("\"v2_checksums\""), "the count is written");
    let continued = dir().join("continued-v2.replay.json");
    std::fs::write(&continued, &text).expect("write");
    let result = replay_file(&continued);
    std::fs::remove_file(&continued).ok();
    let snapshot = result.expect("old and new steps verify, each by its version");
    assert_eq!(snapshot, game.snapshot());
    // A new step checked as version 2 would not match: the versions differ.
    assert_ne!(game.checksum(), game.checksum_v2());
    assert!(recorded > 0);
}

#[test]
fn rewording_every_message_changes_no_checksum() {
    // Every English sentence, reworded.
    let mut reworded: Locale = Locale::english().clone();
    for template in reworded.messages.values_mut() {
        *template = format!("[reworded] {template}");
    }
    locale::use_locale(Some(reworded));
    let result = std::panic::catch_unwind(|| {
        for (name, ..) in cases() {
            for path in [
                dir().join(format!("{name}.replay.json")),
                dir().join("v1").join(format!("{name}.replay.json")),
            ] {
                let snapshot = replay_file(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
                let messages = snapshot["messages"].as_array().expect("messages");
                assert!(!messages.is_empty(), "{name} says something");
                assert!(
                    messages
                        .iter()
                        .all(|m| m.as_str().is_some_and(|m| m.starts_with("[reworded]"))),
                    "{name}: every message is shown in the new words"
                );
            }
        }
    });
    locale::use_locale(None);
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}
