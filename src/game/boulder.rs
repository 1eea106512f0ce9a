//! `Boulder`: a rock that fills its cell. Nothing walks into it; the player
//! pushes it one cell on (by the rules of the level: Dungeon Mania's pushes,
//! the descent's to come), and it presses a floor switch it rests on.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A boulder.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Boulder {
    at: Coordinates,
}

impl Boulder {
    /// A boulder at `at`.
    pub fn new(at: Coordinates) -> Boulder {
        Boulder { at }
    }
}

impl GameObject for Boulder {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn blocking(&self) -> Blocking {
        Blocking { sight: true, movement: true, occupant: false }
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Boulder, Layer::Creature)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Boulder(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Boulder(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_boulder"), self.at)
    }
}
