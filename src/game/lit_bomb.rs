//! `LitBomb`: a bomb the player has set down. It can no longer be picked up;
//! it goes off beside a pressed floor switch and clears the square around it
//! (by the rules of its level). A logical bomb goes off instead when its
//! rule holds over the conductors beside it.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::{Deserialize, Serialize};

/// A bomb set down, waiting to go off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LitBomb {
    at: Coordinates,
    /// Its rule, if its file gave it one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
}

impl LitBomb {
    /// A bomb set down at `at`.
    pub fn new(at: Coordinates) -> LitBomb {
        LitBomb { at, logic: None }
    }

    /// A bomb set down at `at` that goes off by `logic` (or, without one, as
    /// [`LitBomb::new`]'s does).
    pub fn with_logic(at: Coordinates, logic: Option<Logic>) -> LitBomb {
        LitBomb { at, logic }
    }

    /// Its rule, if it is logical.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
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
