//! `TimePortal`: Dungeon Mania's time-travelling portal (spec §3.11.2). The
//! player who steps onto it leaves through the same portal 30 ticks earlier;
//! the rule set does the travelling (`dungeon::time`), the portal is only
//! where it happens. Nothing else uses it: creatures walk over it as floor,
//! and a boulder is stopped by it as by a portal.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A time-travelling portal.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct TimePortal {
    at: Coordinates,
}

impl TimePortal {
    /// A time-travelling portal at `at`.
    pub fn new(at: Coordinates) -> TimePortal {
        TimePortal { at }
    }
}

impl GameObject for TimePortal {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::TimePortal, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::TimeTravellingPortal(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::TimeTravellingPortal(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_time_travelling_portal"), self.at)
    }
}
