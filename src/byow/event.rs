//! `ByowEvent`: what one key did, as data, for front ends to show in their own
//! words and for the input-string driver to act on (save, load, quit).

use super::tile::Tile;
use crate::game::Coordinates;
use serde::Serialize;

/// What one key did. Serde names each variant for the sound table
/// (`crate::audio`).
#[derive(
    Clone, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum ByowEvent {
    /// The key means nothing on this screen.
    Ignored,
    /// `:` was typed; a Q next saves, anything else forgets it.
    ColonTyped,
    /// N on the welcome screen: seed entry is open.
    SeedEntryOpened,
    /// A digit was added to the seed being typed.
    SeedTyped {
        /// The digits so far, to echo.
        digits: String,
    },
    /// S ended the seed entry: a new world is generated and play starts.
    WorldStarted {
        /// The seed.
        seed: u64,
    },
    /// The avatar stepped onto floor.
    Moved {
        /// Where it stands now.
        to: Coordinates,
    },
    /// A wall or nothing stopped the step.
    Bumped {
        /// What was in the way.
        into: Tile,
    },
    /// The avatar stepped onto an encounter: the fight is open.
    EncounterOpened {
        /// The spirit's strength.
        strength: u8,
    },
    /// F: both hit.
    Struck {
        /// The spirit's strength left.
        spirit_health: u8,
        /// The avatar's health left.
        health: u8,
    },
    /// F: the spirit is beaten and its tile is floor now.
    SpiritBeaten {
        /// The avatar's health, after the point regained.
        health: u8,
    },
    /// F: the avatar fainted and woke at its start with full health.
    Fainted {
        /// The start.
        woke_at: Coordinates,
    },
    /// B: back to exploring.
    EncounterLeft,
    /// The avatar stepped onto the locked door.
    Won,
    /// `:Q`: the game is back on the welcome screen and this save text is to be
    /// written to the save slot.
    SaveWanted(String),
    /// L on the welcome screen: the save slot is to be read and given to
    /// [`ByowGame::load`](super::ByowGame::load).
    LoadWanted,
    /// Q on the welcome or the won screen: the game is over; later keys do nothing.
    Quit,
}
