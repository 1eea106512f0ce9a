//! What a Dungeon Mania rewind costs in a 1,000-tick game (worlds/DUNGEONS.md,
//! "Time travel"): a walled room of 30 × 30 with items, a zombie spawner
//! and a time turner, played 1,000 ticks; then a rewind of 1, of 5 and a
//! portal's 30 ticks are timed, each on a fresh copy of the game, beside the
//! cost of one ordinary tick and the size of the save with its history.
//!
//! `cargo run --example rewind_cost` (the dev profile is optimised; the
//! figures in DUNGEONS.md are its medians on the project's machine).

use roguelike::dungeon::{parse_config, Action, Dungeon};
use roguelike::game::{Game, KindRef};
use std::time::{Duration, Instant};

const SIDE: i32 = 30;
const TICKS: usize = 1_000;
const RUNS: usize = 9;

fn room() -> String {
    let mut entities = vec![
        r#"{"type": "player", "x": 1, "y": 1}"#.to_owned(),
        r#"{"type": "time_turner", "x": 2, "y": 1}"#.to_owned(),
        r#"{"type": "zombie_toast_spawner", "x": 15, "y": 15}"#.to_owned(),
    ];
    for i in 0..SIDE {
        for (x, y) in [(i, 0), (i, SIDE - 1), (0, i), (SIDE - 1, i)] {
            if (x, y) != (0, 0) || i == 0 {
                entities.push(format!(r#"{{"type": "wall", "x": {x}, "y": {y}}}"#));
            }
        }
    }
    for n in 0..20 {
        let (x, y) = (3 + (n * 7) % 24, 3 + (n * 11) % 24);
        entities.push(format!(r#"{{"type": "treasure", "x": {x}, "y": {y}}}"#));
    }
    entities.sort();
    entities.dedup();
    format!(r#"{{"entities": [{}], "goal-condition": {{"goal": "exit"}}}}"#, entities.join(","))
}

fn config() -> roguelike::dungeon::Config {
    let text = include_str!("../worlds/dungeon-default-config.json");
    let mut value: serde_json::Value = serde_json::from_str(text).expect("the default config");
    value["player_health"] = 100_000.into();
    value["zombie_spawn_rate"] = 40.into();
    value["zombie_attack"] = 1.into();
    parse_config(&value.to_string()).expect("a valid config")
}

fn copy(dungeon: &Dungeon) -> Dungeon {
    let game = Game::from_record(&dungeon.game().to_record()).expect("the game restores");
    Dungeon::of_game(game).expect("a dungeon")
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let mut dungeon = Dungeon::load(&room(), &config(), 1).expect("the room loads");
    let walk = ["right", "down", "right", "down", "left", "up", "left", "up"];
    let start = Instant::now();
    for tick in 0..TICKS {
        let action: Action = walk[tick % walk.len()].parse().expect("a move");
        dungeon.apply(action).expect("a move is always taken");
    }
    let per_tick = start.elapsed() / TICKS as u32;
    println!(
        "{} entities, tick {}, {} zombies; one tick {:?} on average",
        dungeon.state().entity_count(),
        dungeon.tick(),
        dungeon.entities().iter().filter(|(_, k)| matches!(k, KindRef::ZombieToast(_))).count(),
        per_tick
    );
    for ticks in [1, 5, 30] {
        let times: Vec<Duration> = (0..RUNS)
            .map(|_| {
                let mut game = copy(&dungeon);
                let at = Instant::now();
                game.apply(Action::Rewind(ticks)).expect("the rewind is taken");
                at.elapsed()
            })
            .collect();
        println!("rewind of {ticks}: median {:?} of {RUNS}", median(times));
    }
    let record = dungeon.game().to_record();
    let whole = serde_json::to_string(&record).expect("a record").len();
    let history = record.levels[0].state["time"].to_string().len();
    println!("the game's record: {whole} bytes, of which the history {history}");
}
