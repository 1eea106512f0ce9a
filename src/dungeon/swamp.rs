//! Swamps (spec §3.9): a creature that steps onto a swamp tile stays there
//! for the tile's `movement_factor` ticks, then moves on as usual; the
//! player is never held. With a factor of 2: tick 1 onto the swamp, ticks 2
//! and 3 held, tick 4 off it. Who is held and for how much longer is kept in
//! `DungeonState::held`, so a save, a reload and a replay carry it.
//!
//! Only a creature's own move onto a swamp holds it (its step, a portal's
//! landing, an ally stepping after the player); one spawned or pushed there
//! is not held, and boulders never are: a push is the player's move.

use super::map::Scene;
use super::state::EntityId;
use super::tick::Tick;
use crate::game::{Coordinates, KindRef};

impl Scene<'_> {
    /// How many ticks a swamp on `cell` holds a creature that steps onto it
    /// (the largest, should a file stack two there); 0 without one.
    pub fn swamp_factor(&self, cell: Coordinates) -> u32 {
        let world = self.world;
        world
            .ids_at(cell)
            .iter()
            .filter_map(|&object| match world.get(object)?.kind()? {
                KindRef::Swamp(swamp) => Some(swamp.movement_factor()),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }
}

impl Tick<'_> {
    /// Whether a swamp holds creature `id` this tick; if so, one tick of its
    /// hold is spent.
    pub(super) fn held_this_tick(&mut self, id: EntityId) -> bool {
        let Some(ticks) = self.state.held.get_mut(&id) else {
            return false;
        };
        *ticks = ticks.saturating_sub(1);
        if *ticks == 0 {
            self.state.held.remove(&id);
        }
        true
    }

    /// Holds creature `id`, which moved from `before`, if it has moved onto
    /// a swamp.
    pub(super) fn hold_if_swamped(&mut self, id: EntityId, before: Coordinates) {
        let scene = self.scene();
        let Some(now) = scene.pos(id).filter(|&now| now != before) else {
            return;
        };
        let factor = scene.swamp_factor(now);
        if factor > 0 {
            self.state.held.insert(id, factor);
        }
    }

    /// Forgets holds on creatures no longer on the map (killed, blown up),
    /// so the saved state names only entities that are there.
    pub(super) fn forget_gone_holds(&mut self) {
        let state = &mut *self.state;
        let gone: Vec<EntityId> =
            state.held.keys().copied().filter(|&id| state.object(id).is_none()).collect();
        for id in gone {
            state.held.remove(&id);
        }
    }
}
