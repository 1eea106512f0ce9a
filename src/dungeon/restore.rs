//! `Restore`: a dungeon save or replay played back a slice at a time. A
//! file of 100,000 actions takes longer than a frame to play again, so the
//! page plays it in slices between frames (with its progress on screen, and
//! Escape to give up), where the tool and the tests play it whole — through
//! the same steps, so both read a file alike. A slice is bounded by work (the
//! actions played, each weighed by the entities it moves among), not by
//! time: the same file is sliced the same way on every machine.

use super::action::Action;
use super::config::Config;
use super::file_error::{DungeonFile, DungeonFileError};
use super::saves::Opened;
use super::work::WorkMeter;
use crate::game::{GameRecord, Replay};

/// The work of one slice (each action weighs 8 plus the entities it may touch): about 1,000 actions of a
/// small dungeon, a few milliseconds of the page's time, so a frame keeps
/// room to draw the progress.
pub const SLICE_WORK: u64 = 12_000;

/// What one action weighs when slicing: a fixed part (the step, its
/// checksum) and one for each entity the dungeon holds then.
const ACTION_BASE_WORK: u64 = 8;

/// The weight of the next action played on a dungeon of `entities`.
fn action_work(entities: usize) -> u64 {
    ACTION_BASE_WORK + entities as u64
}

/// How each action is checked as it is played.
#[derive(Debug)]
pub(super) enum Checks {
    /// An older file: the state after action `n` (from 0, the start) must
    /// hash to `sums[n]` where the file recorded one, the state written in
    /// its old canonical JSON with the numbers as they were then.
    Older { actions: Vec<Action>, sums: Vec<Option<u64>>, then: Config, hashed: u64 },
    /// The engine's file: every step's checksum, and for a save the game it
    /// must arrive at.
    Engine { replay: Replay, game: Option<GameRecord> },
}

/// A file being played back.
#[derive(Debug)]
pub struct Restore {
    file: DungeonFile,
    opened: Opened,
    checks: Checks,
    /// The next action to play (from 0).
    next: usize,
    work: WorkMeter,
}

impl Restore {
    /// A play back of `checks` from `opened` (the file's start, the state
    /// at action 0 already checked).
    pub(super) fn new(file: DungeonFile, opened: Opened, checks: Checks) -> Restore {
        Restore { file, opened, checks, next: 0, work: WorkMeter::new() }
    }

    /// The dungeon's name, as the file gives it.
    pub fn name(&self) -> &str {
        &self.opened.source().name
    }

    /// Which of the two files this is.
    pub fn file(&self) -> DungeonFile {
        self.file
    }

    /// The actions the file holds.
    pub fn total(&self) -> usize {
        match &self.checks {
            Checks::Older { actions, .. } => actions.len(),
            Checks::Engine { replay, .. } => replay.steps.len(),
        }
    }

    /// The actions played so far.
    pub fn played(&self) -> usize {
        self.next
    }

    /// True once every action is played.
    pub fn is_finished(&self) -> bool {
        self.next >= self.total()
    }

    /// Plays actions until `budget` work is spent (at least one action) or
    /// the file ends; the first that is refused or leads elsewhere is the
    /// error, and playing stops there.
    pub fn advance(&mut self, budget: u64) -> Result<(), DungeonFileError> {
        let mut spent: u64 = 0;
        while !self.is_finished() && spent < budget {
            spent = spent.saturating_add(action_work(self.opened.dungeon.state().entity_count()));
            self.play_next()?;
        }
        Ok(())
    }

    /// Plays what is left and gives the game the file arrives at.
    pub fn finish(mut self) -> Result<Opened, DungeonFileError> {
        self.advance(u64::MAX)?;
        if let Checks::Engine { game: Some(game), .. } = &self.checks {
            if self.opened.dungeon.game().to_record() != *game {
                return Err(DungeonFileError::GameDiffers);
            }
        }
        Ok(self.opened)
    }

    /// Plays action `next` and checks where it led.
    fn play_next(&mut self) -> Result<(), DungeonFileError> {
        let (file, index) = (self.file, self.next);
        let action = match &self.checks {
            Checks::Older { actions, .. } => actions[index],
            Checks::Engine { replay, .. } => {
                let command = replay.steps[index].command.into();
                Action::of_command(command).ok_or_else(|| DungeonFileError::Refused {
                    file,
                    step: index + 1,
                    action: format!("{command:?}"),
                    reason: String::new(),
                })?
            }
        };
        self.opened.play(action).map_err(|e| DungeonFileError::Refused {
            file,
            step: index + 1,
            action: action.to_string(),
            reason: e.to_string(),
        })?;
        self.work
            .count(index + 1, &self.opened.dungeon)
            .map_err(|o| DungeonFileError::Overwork(file, o))?;
        let dungeon = &self.opened.dungeon;
        let checked = match &mut self.checks {
            Checks::Older { sums, then, hashed, .. } => {
                super::legacy::verify(file, index + 1, sums[index + 1], dungeon, then, hashed)
            }
            Checks::Engine { replay, .. } => {
                let actual = replay.checksum_for(index, dungeon.game());
                let expected = replay.steps[index].checksum;
                if actual != expected {
                    return Err(DungeonFileError::Diverged {
                        file,
                        step: index + 1,
                        tick: dungeon.tick(),
                        expected,
                        actual,
                    });
                }
                Ok(())
            }
        };
        // Counted as played once it is known to lead where it led.
        checked.map(|()| self.next = index + 1)
    }
}
