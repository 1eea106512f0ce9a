//! `SwampTile`: a fixed patch of swamp (Dungeon Mania's §3.9). It stops
//! nothing, but every creature that steps onto it is held there for its
//! `movement_factor` ticks before it may move on; the player wades through
//! at full speed. The rule set keeps who is held and for how long
//! (`DungeonState::held`); path searches weigh a step onto it by the same
//! factor, so creatures go round a swamp when that is quicker.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Field, Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// The largest movement factor a swamp may have: a creature held longer
/// than a game could last is a wall in all but name, and the bound keeps
/// every path cost well inside `u32`.
pub const MAX_MOVEMENT_FACTOR: u32 = 1_000_000;

/// A swamp tile.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct SwampTile {
    at: Coordinates,
    movement_factor: u32,
}

impl SwampTile {
    /// A swamp at `at` that holds a creature for `movement_factor` ticks.
    pub fn new(at: Coordinates, movement_factor: u32) -> SwampTile {
        SwampTile { at, movement_factor }
    }

    /// How many ticks a creature that steps onto it stays there.
    pub fn movement_factor(&self) -> u32 {
        self.movement_factor
    }
}

impl GameObject for SwampTile {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Swamp, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Swamp(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Swamp(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_swamp_tile"), self.at)?;
        let factor = i64::from(self.movement_factor);
        limits::check_range(Field::MovementFactor, factor, 0..=i64::from(MAX_MOVEMENT_FACTOR))
    }
}
