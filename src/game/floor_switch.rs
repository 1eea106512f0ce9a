//! `FloorSwitch`: a plate set into the floor, pressed while a boulder rests
//! on it (for `boulders` goals, and for bombs that go off beside a pressed
//! one). Whether it is pressed is read from its cell, never stored, so it
//! cannot disagree with the boulders.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::{Deserialize, Serialize};

/// A floor switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloorSwitch {
    at: Coordinates,
}

impl FloorSwitch {
    /// A floor switch at `at`.
    pub fn new(at: Coordinates) -> FloorSwitch {
        FloorSwitch { at }
    }
}

impl GameObject for FloorSwitch {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        // Pressed or not is read from the cell: `Game::cell_view` shows it.
        Appearance::new(Figure::Switch { pressed: false }, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Switch(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Switch(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_switch"), self.at)
    }
}
