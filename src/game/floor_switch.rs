//! `FloorSwitch`: a plate set into the floor, pressed while a boulder rests
//! on it (for `boulders` goals, and for bombs that go off beside a pressed
//! one). Whether it is pressed is read from its cell, never stored, so it
//! cannot disagree with the boulders. In a circuit it is also a source of
//! current, and remembers the tick it was pressed on (for `co_and`).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A floor switch.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct FloorSwitch {
    at: Coordinates,
    /// The rule its file gave it, kept so the dungeon writes back as read: a
    /// switch's only input is the boulder on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
    /// In a circuit, the tick the boulder on it arrived on; `None` while no
    /// boulder rests on it, and always outside circuits (kept only where a
    /// circuit reads it, so dungeons without one save as they did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pressed_since: Option<u64>,
}

impl FloorSwitch {
    /// A floor switch at `at`.
    pub fn new(at: Coordinates) -> FloorSwitch {
        FloorSwitch { at, logic: None, pressed_since: None }
    }

    /// A floor switch at `at` with a rule from its file.
    pub fn with_logic(at: Coordinates, logic: Option<Logic>) -> FloorSwitch {
        FloorSwitch { at, logic, pressed_since: None }
    }

    /// The rule its file gave it.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }

    /// In a circuit, the tick it was pressed on, while pressed.
    pub fn pressed_since(&self) -> Option<u64> {
        self.pressed_since
    }

    /// Records whether it is pressed as of `tick`, keeping the tick it was
    /// pressed on while it stays pressed.
    pub fn set_pressed(&mut self, pressed: bool, tick: u64) {
        self.pressed_since = if pressed { Some(self.pressed_since.unwrap_or(tick)) } else { None };
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

    /// Its checksum needs only its place until a circuit records when it
    /// was pressed (so dungeons without a circuit keep their checksums).
    fn is_static(&self) -> bool {
        self.pressed_since.is_none()
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
