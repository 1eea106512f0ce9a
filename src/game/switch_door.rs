//! `SwitchDoor`: a door worked by a circuit (Dungeon Mania §3.13). It stands
//! open while its rule holds over the conductors beside it and shuts when
//! the rule stops holding — but never on someone standing in the doorway: it
//! waits until the doorway is clear. Its key, if it has one, opens it for
//! good, as a locked door's does.

use super::appearance::{Appearance, Figure, Label, Layer};
use super::coordinates::Coordinates;
use super::door::KeyId;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::{Blocking, GameObject};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A switch door.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct SwitchDoor {
    at: Coordinates,
    /// The key that also opens it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<KeyId>,
    /// Its rule as its file gave it; without one it opens as `or` does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
    /// Held open by its circuit (or waiting for its doorway to clear).
    powered_open: bool,
    /// Opened for good with its key.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    unlocked: bool,
}

impl SwitchDoor {
    /// A shut switch door at `at`.
    pub fn new(at: Coordinates, key: Option<KeyId>, logic: Option<Logic>) -> SwitchDoor {
        SwitchDoor { at, key, logic, powered_open: false, unlocked: false }
    }

    /// The key that also opens it.
    pub fn key(&self) -> Option<&KeyId> {
        self.key.as_ref()
    }

    /// The rule its file gave it.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }

    /// Whether anything may walk through it now.
    pub fn is_open(&self) -> bool {
        self.powered_open || self.unlocked
    }

    /// Whether its circuit holds it open.
    pub fn is_powered_open(&self) -> bool {
        self.powered_open
    }

    /// Opens or shuts it by its circuit. The world must be told that what it
    /// blocks changed ([`GameWorld::refresh_blocking`](super::GameWorld::refresh_blocking)).
    pub fn set_powered_open(&mut self, open: bool) {
        self.powered_open = open;
    }

    /// Opens it for good with its key (refresh its blocking, as above).
    pub fn unlock(&mut self) {
        self.unlocked = true;
    }
}

impl GameObject for SwitchDoor {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn blocking(&self) -> Blocking {
        if self.is_open() {
            Blocking::NONE
        } else {
            Blocking { sight: true, movement: true, occupant: false }
        }
    }

    fn appearance(&self) -> Appearance {
        let open = self.is_open();
        let door = Appearance::new(Figure::SwitchDoor { open }, Layer::Fixture);
        // Shut, it shows the key that would open it, as a locked door does.
        let label = if open { None } else { self.key.as_ref().map(|key| Label::new(&key.0)) };
        Appearance { label, ..door }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::SwitchDoor(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::SwitchDoor(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_switch_door"), self.at)?;
        self.key.as_ref().map_or(Ok(()), |key| limits::check_text(&key.0))
    }
}
