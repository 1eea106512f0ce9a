//! Game events: what the game logic announces through the event bus.

use super::kind::MobKind;
use serde::Serialize;

/// Something that happened in the game, sent as a follow-up event. Serde
/// names each variant for the sound table (`crate::audio`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum GameEvent {
    /// The player's health reached zero (or the level's moves ran out): the
    /// run is lost.
    PlayerDie,
    /// The run's goal was met: the run is won.
    Won,
    /// The player killed a creature.
    MobDefeated {
        /// Which kind.
        kind: MobKind,
    },
    /// A creature killed the player (sent before `PlayerDie`).
    KilledBy {
        /// Which kind.
        kind: MobKind,
    },
    /// The player gained one or more levels.
    LevelUp {
        /// Level before.
        previous_level: i32,
        /// Level now.
        level: i32,
        /// Attack before.
        previous_attack: i32,
        /// Attack now.
        attack: i32,
        /// Armor before.
        previous_armor: i32,
        /// Armor now.
        armor: i32,
    },
}
