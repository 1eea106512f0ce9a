//! `ReplayWatch`: a recorded game being played back step by step at a chosen
//! speed, remembering where it ended or diverged.

use crate::game::{Replay, ReplayPlayer, StepOutcome};
use serde_json::Value;

/// Replay speeds offered, in steps per second.
pub const REPLAY_SPEEDS: [f64; 7] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0];

/// A replay being watched: the replayed game and the viewer's controls.
#[derive(Debug)]
pub struct ReplayWatch {
    /// The replayed game; `None` when its world could not be built.
    pub player: Option<ReplayPlayer>,
    /// The speed, an index into [`REPLAY_SPEEDS`].
    pub speed: usize,
    /// Stepping waits for the player.
    pub paused: bool,
    /// Every step has been played.
    pub finished: bool,
    /// Why watching stopped: a world that cannot be built, a divergence.
    pub error: Option<String>,
    /// When the last step was taken (or would have been, while paused).
    pub last_step_ms: f64,
}

impl ReplayWatch {
    /// Watching from the first step, at `now_ms`; `player` is the replayed
    /// game or why it could not be started.
    pub fn new(player: Result<ReplayPlayer, String>, now_ms: f64) -> ReplayWatch {
        let (player, error) = match player {
            Ok(player) => (Some(player), None),
            Err(error) => (None, Some(error)),
        };
        ReplayWatch {
            player,
            speed: 2,
            paused: false,
            finished: false,
            error,
            last_step_ms: now_ms,
        }
    }

    /// Plays one step; the end and any divergence are remembered, and
    /// watching stops there: no step is played past either.
    pub fn advance(&mut self) {
        if self.finished || self.error.is_some() {
            return;
        }
        let Some(player) = self.player.as_mut() else { return };
        match player.step() {
            Ok(StepOutcome::Applied { .. }) => {}
            Ok(StepOutcome::Finished) => self.finished = true,
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Goes one step back and pauses: the game is rebuilt with `restart`
    /// and replayed to the step before (a game cannot be undone, only
    /// played again). From a divergence it goes back to the step before
    /// it; at the first step nothing changes.
    pub fn back(&mut self, restart: impl FnOnce(Replay) -> Result<ReplayPlayer, String>) {
        self.paused = true;
        let Some(player) = self.player.as_ref() else { return };
        let Some(target) = player.position().checked_sub(1) else { return };
        match restart(player.replay().clone()) {
            Ok(player) => {
                self.player = Some(player);
                self.finished = false;
                self.error = None;
                for _ in 0..target {
                    self.advance();
                }
            }
            Err(error) => self.error = Some(error),
        }
    }

    /// Steps as often as the speed asks, at most once a frame; a late frame
    /// does not make up for lost steps.
    pub fn tick(&mut self, now_ms: f64) {
        let interval = 1000.0 / REPLAY_SPEEDS[self.speed];
        if self.paused || self.finished || self.error.is_some() {
            self.last_step_ms = now_ms;
        } else if now_ms - self.last_step_ms >= interval {
            self.last_step_ms += interval;
            if now_ms - self.last_step_ms > interval {
                self.last_step_ms = now_ms;
            }
            self.advance();
        }
    }

    /// The step reached and the number of steps.
    pub fn position(&self) -> (usize, usize) {
        self.player.as_ref().map_or((0, 0), |p| (p.position(), p.replay().steps.len()))
    }

    /// What `snapshot().replay` reports.
    pub fn status(&self) -> Value {
        let (step, steps) = self.position();
        let game = self.player.as_ref().map_or(Value::Null, |p| p.game().snapshot());
        crate::json_value!({ "step": step, "steps": steps, "finished": self.finished, "paused": self.paused,
                "speed": REPLAY_SPEEDS[self.speed], "error": self.error, "game": game })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::worlds::build_game;
    use crate::game::{Command, Direction, Replay, SourceRecord};

    /// Issue 17: stepping by hand went on past a divergence, and the step
    /// reported moved. Watching stops at the step that diverged.
    #[test]
    fn stepping_stops_at_a_divergence() {
        let source = SourceRecord::Builtin { name: "demo".into() };
        let mut game = build_game(&source, 3).expect("demo");
        let mut replay = Replay::new(source, 3);
        for direction in [Direction::Right, Direction::Down, Direction::Right, Direction::Down] {
            game.apply(Command::Move(direction));
            replay.record(Command::Move(direction), &game);
        }
        replay.steps[1].checksum ^= 1;
        let player = ReplayPlayer::new(replay, |source, seed| {
            build_game(source, seed).map_err(|lines| lines.join("; "))
        });
        let mut watch = ReplayWatch::new(player.map_err(|e| e.to_string()), 0.0);
        while watch.error.is_none() && !watch.finished {
            watch.advance();
        }
        assert!(watch.error.as_deref().is_some_and(|e| e.contains("step 2")), "{:?}", watch.error);
        let at = watch.position();
        watch.advance();
        watch.tick(10_000.0);
        assert_eq!(watch.position(), at, "no step past the divergence");
        let restart = |replay| {
            ReplayPlayer::new(replay, |source, seed| {
                build_game(source, seed).map_err(|lines| lines.join("; "))
            })
            .map_err(|e| e.to_string())
        };
        watch.back(restart);
        assert_eq!((watch.position().0, watch.error.as_deref()), (1, None), "back before it");
        assert!(watch.paused);
        watch.back(restart);
        watch.back(restart);
        assert_eq!(watch.position().0, 0, "the first step is as far back as it goes");
    }
}
