//! `OlderPlayer`: the player's older self after a time travel (Dungeon
//! Mania, spec §3.11.3). It walks the cells the player walked after the
//! moment it was left at, one a tick, and leaves the map with its last one
//! (the time portal, or where the player stood when they rewound). It keeps
//! the exact health the player had at that moment, for a battle with its
//! current self. It takes nothing and opens nothing: it is the record of a
//! path, not a second player (worlds/DUNGEONS.md).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;
use std::collections::VecDeque;

/// The player's older self.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct OlderPlayer {
    at: Coordinates,
    health: Points,
    /// The cells still to walk, the next first.
    path: VecDeque<Coordinates>,
}

impl OlderPlayer {
    /// An older self at `at` with `health`, to walk `path`.
    pub fn new(at: Coordinates, health: Points, path: Vec<Coordinates>) -> OlderPlayer {
        OlderPlayer { at, health, path: path.into() }
    }

    /// Health left.
    pub fn health(&self) -> Points {
        self.health
    }

    /// Sets the health left.
    pub fn set_health(&mut self, health: Points) {
        self.health = health;
    }

    /// The cells still to walk, the next first.
    pub fn path(&self) -> impl Iterator<Item = Coordinates> + '_ {
        self.path.iter().copied()
    }

    /// Takes the next cell of the path off it: where the older self steps
    /// this tick.
    pub fn take_step(&mut self) -> Option<Coordinates> {
        self.path.pop_front()
    }

    /// Whether the path is walked: it has reached the moment it travelled.
    pub fn is_done(&self) -> bool {
        self.path.is_empty()
    }
}

impl GameObject for OlderPlayer {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn blocking(&self) -> Blocking {
        Blocking::CREATURE
    }

    fn appearance(&self) -> Appearance {
        // A ghost of the player: drawn faint, as an invisible player is.
        Appearance {
            transient: true,
            translucent: true,
            ..Appearance::new(Figure::OlderPlayer, Layer::Creature)
        }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::OlderPlayer(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::OlderPlayer(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = "dungeon_older_player";
        limits::check_cell(Thing::Named(name), self.at)?;
        for &cell in &self.path {
            limits::check_cell(Thing::Named(name), cell)?;
        }
        limits::check_exact_health(name, self.health)
    }
}
