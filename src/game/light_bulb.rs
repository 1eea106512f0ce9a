//! `LightBulb`: a lamp on a post (Dungeon Mania §3.13), created off and lit
//! while its rule holds over the conductors beside it. It cannot be
//! collected and nothing walks through its post but a spider, which climbs
//! over it as over a wall.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::{Blocking, GameObject};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A light bulb.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct LightBulb {
    at: Coordinates,
    /// Its rule as its file gave it; without one it lights as `or` does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
    lit: bool,
}

impl LightBulb {
    /// An unlit bulb at `at`.
    pub fn new(at: Coordinates, logic: Option<Logic>) -> LightBulb {
        LightBulb { at, logic, lit: false }
    }

    /// The rule its file gave it.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }

    /// Whether it is lit.
    pub fn is_lit(&self) -> bool {
        self.lit
    }

    /// Lights it or puts it out.
    pub fn set_lit(&mut self, lit: bool) {
        self.lit = lit;
    }
}

impl GameObject for LightBulb {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn blocking(&self) -> Blocking {
        Blocking { sight: false, movement: true, occupant: false }
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::LightBulb { lit: self.lit }, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::LightBulb(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::LightBulb(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_light_bulb_off"), self.at)
    }
}
