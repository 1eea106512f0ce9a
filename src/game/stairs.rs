//! `Stairs`: a staircase to another level. Standing on it, the player takes
//! it with `>` (down) or `<` (up) and arrives on the matching staircase there.

use super::appearance::{Appearance, Figure, Layer, Leads};
use super::coordinates::Coordinates;
use super::invalid::{Field, Invalid, Thing};
use super::limits;
use super::object::{GameObject, Passage};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A staircase.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Stairs {
    at: Coordinates,
    leads: Leads,
    /// The level it leads to, counted from 0.
    level: u32,
    /// Where the player arrives there.
    arrival: Coordinates,
}

impl Stairs {
    /// Stairs at `at` leading `leads` to `level` (from 0), arriving at `arrival`.
    pub fn new(at: Coordinates, leads: Leads, level: u32, arrival: Coordinates) -> Stairs {
        Stairs { at, leads, level, arrival }
    }

    /// Which way it leads.
    pub fn leads(&self) -> Leads {
        self.leads
    }
}

impl GameObject for Stairs {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Stairs(self.leads), Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn passage(&self) -> Option<Passage> {
        Some(Passage { leads: self.leads, level: self.level as usize, arrival: self.arrival })
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Stairs(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Stairs(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Staircase, self.at)?;
        limits::check_cell(Thing::Arrival, self.arrival)?;
        limits::check_range(
            Field::StaircaseLevel,
            i64::from(self.level),
            0..=limits::MAX_LEVELS as i64 - 1,
        )
    }
}
