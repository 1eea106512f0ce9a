//! `ZombieToast`: a creature that wanders a random open step each turn, kept
//! out by walls, shut doors, boulders and spawners, and flees a player it
//! cannot hurt. Its health is exact ([`Points`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A zombie toast.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct ZombieToast {
    at: Coordinates,
    health: Points,
}

impl ZombieToast {
    /// A zombie toast at `at` with `health`.
    pub fn new(at: Coordinates, health: Points) -> ZombieToast {
        ZombieToast { at, health }
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

impl GameObject for ZombieToast {
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
        Appearance { transient: true, ..Appearance::new(Figure::ZombieToast, Layer::Creature) }
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
        Some(KindRef::ZombieToast(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::ZombieToast(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = "dungeon_zombie_toast";
        limits::check_cell(Thing::Named(name), self.at)?;
        limits::check_exact_health(name, self.health)
    }
}
