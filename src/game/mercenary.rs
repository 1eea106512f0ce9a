//! `Mercenary`: a creature that hunts the player along a shortest path
//! (through portals), until it is bribed: an ally then walks up to the
//! player and follows in its steps, and its attack and defence join the
//! player's in battle. Its health is exact ([`Points`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::{Deserialize, Serialize};

/// A mercenary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mercenary {
    at: Coordinates,
    health: Points,
    /// Bribed onto the player's side.
    ally: bool,
    /// An ally that has reached the player and now steps where it stepped.
    following: bool,
}

impl Mercenary {
    /// A hostile mercenary at `at` with `health`.
    pub fn new(at: Coordinates, health: Points) -> Mercenary {
        Mercenary { at, health, ally: false, following: false }
    }

    /// Health left.
    pub fn health(&self) -> Points {
        self.health
    }

    /// Sets the health left.
    pub fn set_health(&mut self, health: Points) {
        self.health = health;
    }

    /// Whether it has been bribed.
    pub fn is_ally(&self) -> bool {
        self.ally
    }

    /// Whether it follows in the player's steps.
    pub fn is_following(&self) -> bool {
        self.following
    }

    /// Takes the player's side (a bribe); it walks up before it follows.
    pub fn befriend(&mut self) {
        self.ally = true;
        self.following = false;
    }

    /// Sets whether it follows in the player's steps.
    pub fn set_following(&mut self, following: bool) {
        self.following = following;
    }
}

impl GameObject for Mercenary {
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
        let figure = Figure::Mercenary { ally: self.ally };
        Appearance { transient: true, ally: self.ally, ..Appearance::new(figure, Layer::Creature) }
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    /// It acts under rules that move it (Dungeon Mania's); the classic turn
    /// finds no actor in it and passes it by.
    fn is_actor(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Mercenary(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Mercenary(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = "dungeon_mercenary";
        limits::check_cell(Thing::Named(name), self.at)?;
        limits::check_exact_health(name, self.health)
    }
}
