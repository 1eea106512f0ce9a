//! Recorded replay files under `tests/replays/` replay to their recorded final
//! snapshots (the browser suite replays the same files: same code, two
//! platforms). `ROGUELIKE_RECORD_REPLAYS=1 cargo test --test replays` records
//! them anew.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_replay, write_replay, Command, Direction, GameRng, Replay, ReplayPlayer,
};
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

fn record(source: WorldSource, seed: u64, turns: usize) -> (Replay, serde_json::Value) {
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
        let text = std::fs::read_to_string(&replay_path).expect("replay file exists");
        let replay = parse_replay(&text).expect("replay parses");
        let mut player =
            ReplayPlayer::new(replay, |s, seed| build_game(s, seed).map_err(|e| e.join("; ")))
                .expect("replay starts");
        player.play_to_end().unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).expect("expected file"))
                .expect("expected parses");
        assert_eq!(player.game().snapshot(), expected, "{name}");
    }
}
