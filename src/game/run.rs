//! `RunStats`: what a run amounts to so far — creatures killed, what killed
//! the player, how deep they went — for the death and win screens, the
//! high-score table and the balance bot.

use super::kind::MobKind;
use serde::Serialize;

/// A run's tally.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct RunStats {
    /// Creatures killed.
    pub kills: u32,
    /// What killed the player, once a creature has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killed_by: Option<MobKind>,
    /// What killed the player, once something that is no creature has (a
    /// save without it reads as before: a creature or nothing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub died_of: Option<Hazard>,
    /// The deepest level reached, from 1.
    pub deepest: u32,
    /// Treasure picked up so far, whether still carried or spent (Dungeon
    /// Mania's `treasure` goal counts it).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub treasure: u32,
}

impl RunStats {
    /// What killed the player, if anything has: a creature or a hazard.
    pub fn killer(&self) -> Option<Killer> {
        killer(self.killed_by, self.died_of)
    }
}

/// What killed the player when no creature did. The descent's only one so
/// far is the player's own bomb (a blast is the one harm under seed 000's
/// turn that is no creature's blow); every other death is a creature's,
/// named by [`RunStats::killed_by`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Hazard {
    /// A bomb the player set down went off beside or under them.
    OwnBomb,
}

impl Hazard {
    /// Every hazard, in a fixed order.
    pub const ALL: [Hazard; 1] = [Hazard::OwnBomb];

    /// The hazard's name in saves, snapshots and the bot's JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Hazard::OwnBomb => "own_bomb",
        }
    }
}

/// What killed the player: a creature's blow or a hazard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Killer {
    /// A creature of this kind.
    Creature(MobKind),
    /// Something that is no creature.
    Hazard(Hazard),
}

/// The killer named by a creature kind or a hazard (a creature first: a
/// run only ever records one of them).
pub fn killer(creature: Option<MobKind>, hazard: Option<Hazard>) -> Option<Killer> {
    creature.map(Killer::Creature).or(hazard.map(Killer::Hazard))
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
