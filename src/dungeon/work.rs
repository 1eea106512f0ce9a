//! What playing many actions in one go may cost: a dungeon can grow while it
//! is played (spawners, spiders, hydras), so the work of a restore or of the
//! `dungeon` command is counted as it happens — the creatures that move on
//! each tick — and stops at [`MAX_CREATURE_MOVES`], naming the action where
//! the limit was passed. The count before playing ([`super::MAX_RESTORE_WORK`],
//! actions × entities at load) cannot see growth; this meter can.

use super::referee::Dungeon;
use crate::locale::{Locale, Words};
use std::fmt;

/// The most creature moves (creatures alive summed over the ticks played)
/// one restore or one run of the `dungeon` command may cost: a few seconds of
/// the slowest machine's time, whatever the dungeon grows to.
pub const MAX_CREATURE_MOVES: u64 = 1_000_000;

/// The creatures a dungeon's spawners and spawning rates may bring it to:
/// spawning pauses there, so one tick of a dungeon that spawns every tick
/// costs at most this many moves, however long it is played.
pub const MAX_SPAWNED_CREATURES: usize = 5_000;

/// Counts the creature moves of the actions played so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WorkMeter {
    spent: u64,
}

/// Playing went past [`MAX_CREATURE_MOVES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overwork {
    /// The action (from 1) that passed the limit.
    pub action: usize,
    /// The tick it was played on.
    pub tick: u64,
    /// The creatures the dungeon had grown to.
    pub creatures: u64,
    /// The limit.
    pub max: u64,
}

impl WorkMeter {
    /// A meter at nothing spent.
    pub fn new() -> WorkMeter {
        WorkMeter::default()
    }

    /// The creature moves counted so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// Counts action `action` (from 1) just played on `dungeon`: the creatures
    /// now alive each move once a tick. An error once the total passes the limit.
    pub fn count(&mut self, action: usize, dungeon: &Dungeon) -> Result<(), Overwork> {
        let creatures = dungeon.creature_count() as u64;
        self.spent = self.spent.saturating_add(creatures);
        if self.spent > MAX_CREATURE_MOVES {
            return Err(Overwork {
                action,
                tick: dungeon.tick(),
                creatures,
                max: MAX_CREATURE_MOVES,
            });
        }
        Ok(())
    }
}

impl Words for Overwork {
    fn words(&self, locale: &Locale) -> String {
        locale.phrase_with(
            "dungeon_overwork",
            &[
                ("action", self.action.into()),
                ("tick", self.tick.to_string().into()),
                ("creatures", self.creatures.into()),
                ("max", self.max.into()),
            ],
        )
    }
}

/// The message in the current language.
impl fmt::Display for Overwork {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}
