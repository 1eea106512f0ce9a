//! The autosave's store of a long run, for the end-to-end test of issue 29
//! ("a stored run save that cannot be restored within 2 s is kept aside"):
//! the random run of a seed played `STEPS` commands (walking back and
//! forth, waiting between), written as the page's autosave writes it, and
//! printed as one JSON object of `localStorage` keys and values for the
//! test to put in the page's storage. A log whose checksums are the game's
//! own can only be made by playing the game, hence a native tool.
//!
//! `cargo run --example long_run_store -- STEPS [SEED]` (seed 3 by
//! default). With `TIME=1` it also prints to standard error how long the
//! native restore of that store takes.

use roguelike::core::save_store::{
    read_stored_game, restore_stored_game, MemoryBackend, SaveBackend, StoreWriter,
};
use roguelike::core::{Session, WorldSource};
use roguelike::game::{Command, Direction, Replay};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let parse = |arg: Option<String>, default: u64| match arg {
        None => Ok(default),
        Some(text) => text.parse::<u64>().map_err(|_| format!("not a whole number: `{text}`")),
    };
    let (steps, seed) = match (parse(args.next(), 1_000), parse(args.next(), 3)) {
        (Ok(steps), Ok(seed)) => (steps, seed),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("long_run_store: {e}\nUsage: long_run_store [STEPS] [SEED]");
            std::process::exit(2);
        }
    };
    let backend = match long_run_store(seed, steps as usize) {
        Ok(backend) => backend,
        Err(e) => {
            eprintln!("long_run_store: {e}");
            std::process::exit(1);
        }
    };
    println!("{}", serde_json::to_string(&backend.entries).unwrap_or_default());
    if std::env::var_os("TIME").is_some() {
        let started = Instant::now();
        match read_stored_game(&backend).map_err(|e| e.to_string()) {
            Ok(Some(stored)) => match restore_stored_game(stored) {
                Ok(restored) => eprintln!(
                    "restored {} steps natively in {:.0} ms ({} objects on its level)",
                    restored.replay.steps.len(),
                    started.elapsed().as_secs_f64() * 1000.0,
                    restored.game.world().len()
                ),
                Err(e) => eprintln!("not restored: {e}"),
            },
            Ok(None) => eprintln!("no game stored"),
            Err(e) => eprintln!("not read: {e}"),
        }
    }
}

/// The store of the random run of `seed` after `steps` commands: right and
/// left in turn, a wait after every two.
fn long_run_store(seed: u64, steps: usize) -> Result<MemoryBackend, String> {
    let source = WorldSource::descent(seed);
    let game = roguelike::core::build_game(&source, seed).map_err(|lines| lines.join("; "))?;
    let replay = Replay::new(source.clone(), seed);
    let mode_state = Default::default();
    let mut session = Session { game, source, replay, unsaved: true, generation: 1, mode_state };
    for i in 0..steps {
        let command = match i % 3 {
            0 => Command::Move(Direction::Right),
            1 => Command::Move(Direction::Left),
            _ => Command::Wait,
        };
        session.apply(command);
    }
    let mut backend = MemoryBackend::default();
    backend.apply_all(&StoreWriter::default().writes(&session))?;
    Ok(backend)
}
