//! `Wire`: a length of wire set into the floor (Dungeon Mania §3.13). It
//! carries current from a pressed floor switch to every wire joined to it
//! and to the logical entities beside them; anything may stand on it. It
//! remembers the tick it became live on, which a `co_and` entity reads.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A wire.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Wire {
    at: Coordinates,
    /// The rule its file gave it, kept so the dungeon writes back as read: a
    /// wire conducts whenever it is joined to a pressed switch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
    /// The tick it became live on; `None` while it carries no current.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    live_since: Option<u64>,
}

impl Wire {
    /// A dead wire at `at`.
    pub fn new(at: Coordinates, logic: Option<Logic>) -> Wire {
        Wire { at, logic, live_since: None }
    }

    /// The rule its file gave it.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }

    /// The tick it became live on, while it carries current.
    pub fn live_since(&self) -> Option<u64> {
        self.live_since
    }

    /// Carries current from now on (`tick`), or keeps the tick it already
    /// carried it since; `live` false cuts it.
    pub fn set_live(&mut self, live: bool, tick: u64) {
        self.live_since = if live { Some(self.live_since.unwrap_or(tick)) } else { None };
    }
}

impl GameObject for Wire {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Wire { live: self.live_since.is_some() }, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Wire(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Wire(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_wire"), self.at)
    }
}
