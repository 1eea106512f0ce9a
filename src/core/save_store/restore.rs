//! Restoring a stored game: its start rebuilt from the source (or its base
//! snapshot), then the log replayed, every step checked against the
//! checksum it was recorded with. A log that drifts (a game recorded by
//! another version of the rules) is kept up to its last matching step, so
//! the player loses those turns, not the game.

use super::StoredGame;
use crate::core::worlds::build_game;
use crate::game::{Game, Replay};

/// A stored game, ready to continue.
#[derive(Debug)]
pub struct Restored {
    /// The game after the last replayed step.
    pub game: Game,
    /// The commands that led to it (cut at a divergence).
    pub replay: Replay,
    /// Why the log was cut short, if it was: the step where it drifted.
    pub cut: Option<String>,
}

/// Rebuilds `stored`, or says why it cannot be.
pub fn restore_stored_game(stored: StoredGame) -> Result<Restored, String> {
    let StoredGame { mut replay, base, .. } = stored;
    let from = base.as_ref().map_or(0, |(step, _)| *step);
    let start = || match &base {
        Some((_, record)) => Game::from_record(record).map_err(|e| e.to_string()),
        None => build_game(&replay.source, replay.seed).map_err(|lines| lines.join("; ")),
    };
    let mut game = start()?;
    for index in from..replay.steps.len() {
        let step = replay.steps[index];
        game.apply(step.command.into());
        let actual = replay.checksum_for(index, &game);
        if actual != step.checksum {
            let cut = format!(
                "step {} gave checksum {actual:016x}, not the recorded {:016x}",
                index + 1,
                step.checksum
            );
            // Played again to the step before, so no drifted step counts.
            let mut game = start()?;
            for step in &replay.steps[from..index] {
                game.apply(step.command.into());
            }
            replay.steps.truncate(index);
            replay.clamp_versions();
            return Ok(Restored { game, replay, cut: Some(cut) });
        }
    }
    Ok(Restored { game, replay, cut: None })
}
