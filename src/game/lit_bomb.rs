//! `LitBomb`: a bomb the player has set down. It can no longer be picked up;
//! it goes off beside a pressed floor switch and clears the square around it
//! (by the rules of its level).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::{Deserialize, Serialize};

/// A bomb set down, waiting to go off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LitBomb {
    at: Coordinates,
}

impl LitBomb {
    /// A bomb set down at `at`.
    pub fn new(at: Coordinates) -> LitBomb {
        LitBomb { at }
    }
}

impl GameObject for LitBomb {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::LitBomb, Layer::Item)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::LitBomb(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::LitBomb(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_bomb"), self.at)
    }
}
