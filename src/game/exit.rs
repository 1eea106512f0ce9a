//! `Exit`: the way out of the dungeon. Stepping onto it counts for an
//! `exit` goal (on that turn: see [`Goal`](super::Goal)).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// An exit.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Exit {
    at: Coordinates,
}

impl Exit {
    /// An exit at `at`.
    pub fn new(at: Coordinates) -> Exit {
        Exit { at }
    }
}

impl GameObject for Exit {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Exit, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn is_exit(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Exit(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Exit(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Exit, self.at)
    }
}
