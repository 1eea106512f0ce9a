//! Restoring a stored game: its start rebuilt from the source (or its base
//! snapshot), then the log replayed, every step checked against the
//! checksum it was recorded with. A log that drifts (a game recorded by
//! another version of the rules) is kept up to its last matching step, so
//! the player loses those turns, not the game.
//!
//! A log may hold up to [`MAX_CHUNKS`](super::MAX_CHUNKS) ×
//! [`CHUNK_STEPS`](super::CHUNK_STEPS) steps, far more than a frame can
//! play again, so [`RunRestore`] plays it a slice at a time (the page's
//! restoring screen calls [`RunRestore::advance`] once a frame), the slice
//! bounded by work counted, not by time, as the dungeon restore's
//! ([`crate::dungeon::Restore`]) is; the tools and tests play it whole
//! ([`restore_stored_game`]) through the same steps.

use super::{StoredGame, StoredLayout};
use crate::core::worlds::build_game;
use crate::game::{write_replay, Game, GameRecord, Replay, SourceRecord};

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

/// What one step weighs when slicing, besides one for each object of the
/// level it is played on (as a dungeon action weighs): a fixed part for
/// the turn — the player's sight, the creatures' moves, the checksum —
/// which costs the run's game about ten times a dungeon action's fixed
/// part (measured: 36 µs a step natively on the first level of seed 3, of
/// about 25 objects), so that one slice budget
/// ([`crate::dungeon::SLICE_WORK`]) is about 115 steps, 4 ms natively and
/// under a frame's 16 ms in the page.
pub const STEP_BASE_WORK: u64 = 80;

/// A stored game being played back, a slice at a time.
#[derive(Debug)]
pub struct RunRestore {
    replay: Replay,
    base: Option<(usize, GameRecord)>,
    layout: StoredLayout,
    /// The step the game starts after (the base's, else 0).
    from: usize,
    /// The game after the steps played so far.
    game: Game,
    /// The next step to play (from 0).
    next: usize,
    /// The step to stop before: the log's end, or, once it drifted, the
    /// drifted step (the game is then played again from its start to it,
    /// so no drifted step counts).
    end: usize,
    /// Why the log is cut short, once it drifted.
    cut: Option<String>,
}

impl RunRestore {
    /// A play back of `stored` from its start (rebuilt, or its base); why
    /// the start cannot be had.
    pub fn new(stored: StoredGame) -> Result<RunRestore, String> {
        let layout = stored.layout();
        let StoredGame { replay, base, .. } = stored;
        let from = base.as_ref().map_or(0, |(step, _)| *step);
        let game = start(&replay, &base)?;
        let end = replay.steps.len();
        Ok(RunRestore { replay, base, layout, from, game, next: from, end, cut: None })
    }

    /// Where the game's keys are in the store.
    pub fn layout(&self) -> &StoredLayout {
        &self.layout
    }

    /// The world the game is played in.
    pub fn source(&self) -> &SourceRecord {
        &self.replay.source
    }

    /// Steps the log holds (cut to the drifted one once it drifted).
    pub fn total(&self) -> usize {
        self.end
    }

    /// Steps played so far.
    pub fn played(&self) -> usize {
        self.next
    }

    /// True once every step to play is played.
    pub fn is_finished(&self) -> bool {
        self.next >= self.end
    }

    /// The stored game as a replay file (its world and every command it
    /// holds): what is kept aside when it cannot be restored in time, a
    /// file the player can open.
    pub fn replay_text(&self) -> String {
        write_replay(&self.replay)
    }

    /// Plays steps until `budget` work is spent (at least one step) or the
    /// log ends; a step that drifts starts the game over from its start, to
    /// be played to the step before.
    pub fn advance(&mut self, budget: u64) -> Result<(), String> {
        let mut spent: u64 = 0;
        while !self.is_finished() && spent < budget {
            let objects = self.game.world().len() as u64;
            spent = spent.saturating_add(STEP_BASE_WORK + objects);
            self.play_next()?;
        }
        Ok(())
    }

    /// Plays what is left and gives the game the log arrives at.
    pub fn finish(mut self) -> Result<Restored, String> {
        self.advance(u64::MAX)?;
        let RunRestore { game, mut replay, cut, end, .. } = self;
        if cut.is_some() {
            replay.steps.truncate(end);
            replay.clamp_versions();
        }
        Ok(Restored { game, replay, cut })
    }

    /// Plays step `next`, checking its checksum unless the game is being
    /// played again to a drifted step.
    fn play_next(&mut self) -> Result<(), String> {
        let index = self.next;
        let step = self.replay.steps[index];
        self.game.apply(step.command.into());
        self.next = index + 1;
        if self.cut.is_some() {
            return Ok(());
        }
        let actual = self.replay.checksum_for(index, &self.game);
        if actual != step.checksum {
            self.cut = Some(format!(
                "step {} gave checksum {actual:016x}, not the recorded {:016x}",
                index + 1,
                step.checksum
            ));
            self.game = start(&self.replay, &self.base)?;
            self.next = self.from;
            self.end = index;
        }
        Ok(())
    }
}

/// The game before the log's first step to play: the base, else the world
/// built from its source.
fn start(replay: &Replay, base: &Option<(usize, GameRecord)>) -> Result<Game, String> {
    match base {
        Some((_, record)) => Game::from_record(record).map_err(|e| e.to_string()),
        None => build_game(&replay.source, replay.seed).map_err(|lines| lines.join("; ")),
    }
}

/// Rebuilds `stored`, or says why it cannot be.
pub fn restore_stored_game(stored: StoredGame) -> Result<Restored, String> {
    RunRestore::new(stored)?.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::save_store::StorePlace;
    use crate::game::{Command, Direction, SourceRecord};

    /// A stored game of the random world 11 after `steps` commands (walks
    /// about, and waits), as the store gives it back.
    fn stored(steps: usize) -> (StoredGame, Game) {
        let source = SourceRecord::descent(11);
        let mut game = build_game(&source, 11).expect("the world builds");
        let mut replay = Replay::new(source, 11);
        let moves = [Direction::Right, Direction::Down, Direction::Left, Direction::Up];
        for i in 0..steps {
            let command =
                if i % 3 == 2 { Command::Wait } else { Command::Move(moves[(i / 7) % 4]) };
            game.apply(command);
            replay.record(command, &game);
        }
        let chunks = steps.div_ceil(crate::core::save_store::CHUNK_STEPS);
        let stored = StoredGame {
            id: 1,
            source_hash: "0".repeat(16),
            source_in: StorePlace::Local,
            chunks,
            replay,
            base: None,
        };
        (stored, game)
    }

    /// The most steps a slice of `budget` may play: each weighs at least
    /// its base, and the last may pass the budget.
    fn most_steps(budget: u64) -> usize {
        (budget / STEP_BASE_WORK) as usize + 1
    }

    #[test]
    fn a_stored_game_played_in_slices_arrives_where_played_whole_and_each_slice_is_bounded() {
        let (stored, game) = stored(400);
        let mut restore = RunRestore::new(stored.clone()).expect("starts");
        assert_eq!((restore.played(), restore.total()), (0, 400));
        let budget = 500;
        let mut slices = 0;
        while !restore.is_finished() {
            let before = restore.played();
            restore.advance(budget).expect("plays");
            let played = restore.played() - before;
            assert!(played >= 1, "a slice plays at least a step");
            assert!(played <= most_steps(budget), "slice {slices} played {played}");
            slices += 1;
        }
        // The level's objects weigh on each step: more slices than the
        // steps' base alone would need.
        assert!(slices > 400 / most_steps(budget), "{slices} slices");
        let sliced = restore.finish().expect("restores");
        assert_eq!(sliced.cut, None);
        assert_eq!(sliced.game.checksum(), game.checksum());
        let whole = restore_stored_game(stored).expect("restores");
        assert_eq!(whole.game.checksum(), sliced.game.checksum());
        assert_eq!(whole.replay, sliced.replay);
    }

    #[test]
    fn a_drifted_step_is_cut_and_the_game_is_played_again_to_the_step_before_in_slices() {
        let (mut stored, _) = stored(300);
        stored.replay.steps[199].checksum ^= 1;
        let (_, expected) = self::stored(199);
        let mut restore = RunRestore::new(stored).expect("starts");
        let budget = 300;
        while !restore.is_finished() {
            let before = restore.played();
            restore.advance(budget).expect("plays");
            // Played again from the start once it drifted: the count goes
            // back, never by more than a slice forward.
            assert!(restore.played() <= before + most_steps(budget));
        }
        assert_eq!(restore.total(), 199, "the drifted step and those after are cut");
        let restored = restore.finish().expect("restores");
        assert_eq!(restored.replay.steps.len(), 199);
        assert_eq!(restored.game.checksum(), expected.checksum());
        assert!(restored.cut.expect("cut").starts_with("step 200 gave checksum"));
    }

    #[test]
    fn the_replay_kept_aside_opens_as_a_replay_of_every_stored_step() {
        let (stored, _) = stored(120);
        let restore = RunRestore::new(stored.clone()).expect("starts");
        let read = crate::game::parse_replay(&restore.replay_text()).expect("a replay file");
        assert_eq!(read, stored.replay);
    }
}
