//! `Hydra`: Dungeon Mania's other boss. It moves as a zombie toast does (a
//! random open step each turn, kept out by walls, shut doors, boulders and
//! spawners; it flees a player it cannot hurt), but it is its own kind: it is
//! no zombie (midnight armour can be built beside one), and a blow may make
//! its health grow instead of fall (the battle rules, `src/dungeon`). Its
//! health is exact ([`Points`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A hydra.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Hydra {
    at: Coordinates,
    health: Points,
}

impl Hydra {
    /// A hydra at `at` with `health`.
    pub fn new(at: Coordinates, health: Points) -> Hydra {
        Hydra { at, health }
    }

    /// Health left.
    pub fn health(&self) -> Points {
        self.health
    }

    /// Sets the health left.
    pub fn set_health(&mut self, health: Points) {
        self.health = health;
    }
}

impl GameObject for Hydra {
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
        Appearance { transient: true, ..Appearance::new(Figure::Hydra, Layer::Creature) }
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
        Some(KindRef::Hydra(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Hydra(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = "dungeon_hydra";
        limits::check_cell(Thing::Named(name), self.at)?;
        limits::check_exact_health(name, self.health)
    }
}
