//! The enemies' phase of a tick (spec §3.3, §3.6): every creature moves in
//! order of creation, and one that ends on the player's cell fights it. Also
//! the battles the player's own move starts.

use super::entity::{EntityId, EntityKind};
use super::potion::Potion;
use super::state::Dungeon;
use crate::game::Coordinates;

impl Dungeon {
    /// Moves every creature once; `player_before` is where the player stood
    /// before its move this tick (allies step there).
    pub(super) fn move_creatures(&mut self, player_before: Coordinates) {
        for id in self.actor_ids() {
            if self.state.player.is_none() {
                return;
            }
            match self.entity(id).map(|e| &e.kind) {
                Some(EntityKind::Spider { .. }) => self.move_spider(id),
                Some(EntityKind::ZombieToast { .. }) => self.move_zombie(id),
                Some(EntityKind::Mercenary { ally: false, .. }) => self.move_mercenary(id),
                Some(EntityKind::Mercenary { ally: true, .. }) => self.move_ally(id, player_before),
                _ => continue,
            }
            self.battle_if_met(id);
        }
    }

    /// Fights every enemy on the player's cell, in order of creation.
    pub(super) fn battles_on_player_cell(&mut self) {
        let Some(pos) = self.player_pos() else {
            return;
        };
        let enemies: Vec<EntityId> =
            self.at(pos).filter(|(_, e)| e.kind.as_enemy().is_some()).map(|(id, _)| id).collect();
        for id in enemies {
            self.battle_if_met(id);
        }
    }

    /// Fights `id` if it is an enemy on the player's cell and the player is visible.
    fn battle_if_met(&mut self, id: EntityId) {
        if self.state.effects.is_active(Potion::Invisibility) {
            return;
        }
        let Some(entity) = self.entity(id) else {
            return;
        };
        if Some(entity.pos) == self.player_pos() && entity.kind.as_enemy().is_some() {
            self.battle(id);
        }
    }
}
