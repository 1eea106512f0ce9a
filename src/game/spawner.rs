//! `Spawner`: a zombie toast spawner. It stands like a wall (only spiders
//! pass it) and, by the rules of its level, puts a zombie toast beside
//! itself every so many turns until the player destroys it with a weapon.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A zombie toast spawner.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Spawner {
    at: Coordinates,
}

impl Spawner {
    /// A spawner at `at`.
    pub fn new(at: Coordinates) -> Spawner {
        Spawner { at }
    }
}

impl GameObject for Spawner {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn blocking(&self) -> Blocking {
        Blocking { sight: false, movement: true, occupant: false }
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Spawner, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    /// It acts under the rules that spawn (Dungeon Mania's); the classic
    /// turn finds no actor in it and passes it by.
    fn is_actor(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Spawner(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Spawner(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_zombie_toast_spawner"), self.at)
    }
}
