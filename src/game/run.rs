//! `RunStats`: what a run amounts to so far — creatures killed, what killed
//! the player, how deep they went — for the death and win screens, the
//! high-score table and the balance bot.

use super::kind::MobKind;
use serde::Serialize;

/// A run's tally.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::FromJson)]
pub struct RunStats {
    /// Creatures killed.
    pub kills: u32,
    /// What killed the player, once something has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killed_by: Option<MobKind>,
    /// The deepest level reached, from 1.
    pub deepest: u32,
    /// Treasure picked up so far, whether still carried or spent (Dungeon
    /// Mania's `treasure` goal counts it).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub treasure: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
