//! `Entrance`: a marked free cell where a game may begin (a Terra Incognita
//! labyrinth's `S`). It does nothing when stepped on; a player in the dark
//! feels it underfoot.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::ObjectRecord;
use serde::Serialize;

/// An entrance.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Entrance {
    at: Coordinates,
}

impl Entrance {
    /// An entrance at `at`.
    pub fn new(at: Coordinates) -> Entrance {
        Entrance { at }
    }
}

impl GameObject for Entrance {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Entrance, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Entrance, self.at)
    }
}
