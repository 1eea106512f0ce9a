//! `LockedDoor`: Build Your Own World's way out, set in an outer wall.
//! Stepping onto it counts for an `exit` goal, as an [`Exit`](super::Exit)
//! does; it looks like a locked door.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::ObjectRecord;
use serde::Serialize;

/// A locked door.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct LockedDoor {
    at: Coordinates,
}

impl LockedDoor {
    /// A locked door at `at`.
    pub fn new(at: Coordinates) -> LockedDoor {
        LockedDoor { at }
    }
}

impl GameObject for LockedDoor {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::LockedDoor, Layer::Fixture)
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

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::LockedDoor, self.at)
    }
}
