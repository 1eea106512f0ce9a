//! Mercenaries (spec §3.3): a hostile one takes a shortest path towards the
//! player (around walls, through portals), or the step that brings it closer
//! when no path is found; it flees an invincible player and wanders like a
//! zombie while the player is invisible. An ally walks up to the player, then
//! steps into the cell the player has just left.

use super::entity::{EntityId, EntityKind};
use super::movement::Mover;
use super::potion::Potion;
use super::state::Dungeon;
use crate::game::Coordinates;

impl Dungeon {
    /// Moves the hostile mercenary `id` one step.
    pub(super) fn move_mercenary(&mut self, id: EntityId) {
        let (Some(pos), Some(player)) = (self.entity(id).map(|e| e.pos), self.player_pos()) else {
            return;
        };
        let effects = &self.state.effects;
        let step = if effects.is_active(Potion::Invisibility) {
            self.random_step(pos, Mover::Mercenary)
        } else if effects.is_active(Potion::Invincibility) {
            self.flee_step(pos, player, Mover::Mercenary)
        } else {
            self.path_step(pos, player, Mover::Mercenary)
                .or_else(|| self.greedy_step(pos, player, Mover::Mercenary))
        };
        if let Some(to) = step.and_then(|d| self.landing(pos, d, Mover::Mercenary)) {
            self.move_entity(id, to);
        }
    }

    /// Moves the allied mercenary `id`: towards the player until next to it,
    /// then into the cell the player left this tick.
    pub(super) fn move_ally(&mut self, id: EntityId, player_before: Coordinates) {
        let Some(player) = self.player_pos() else {
            return;
        };
        let Some((pos, following)) = self.entity(id).and_then(|e| match e.kind {
            EntityKind::Mercenary { following, .. } => Some((e.pos, following)),
            _ => None,
        }) else {
            return;
        };
        let adjacent = |cell: Coordinates| cell.manhattan(player) <= 1;
        let to = if following && player_before != player {
            Some(player_before)
        } else if following || adjacent(pos) {
            None
        } else {
            self.path_step(pos, player, Mover::Mercenary)
                .or_else(|| self.greedy_step(pos, player, Mover::Mercenary))
                .and_then(|d| self.landing(pos, d, Mover::Mercenary))
        };
        let now = to.unwrap_or(pos);
        if let Some(to) = to {
            self.move_entity(id, to);
        }
        if let Some(EntityKind::Mercenary { following, .. }) = self.kind_mut(id) {
            *following = adjacent(now);
        }
    }
}
