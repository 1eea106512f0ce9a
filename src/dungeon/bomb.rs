//! Bombs (spec §3.4): a used bomb is placed on the player's cell for good; it
//! explodes at once if a cardinal neighbour is an active switch, or as soon as
//! one becomes active, destroying everything in its square blast radius but
//! the player. Enemies it destroys count as killed.

use super::entity::{EntityId, EntityKind};
use super::item::ItemType;
use super::state::Dungeon;
use crate::game::Coordinates;

impl Dungeon {
    /// Whether `cell` holds a switch with a boulder on it.
    pub(super) fn is_active_switch(&self, cell: Coordinates) -> bool {
        self.find_at(cell, |k| *k == EntityKind::Switch).is_some()
            && self.find_at(cell, |k| *k == EntityKind::Boulder).is_some()
    }

    /// Places the player's first bomb on its cell (the caller has checked there
    /// is one), and sets it off if an active switch is next to it.
    pub(super) fn place_bomb(&mut self) {
        let Some(pos) = self.player_pos() else {
            return;
        };
        let Some(bomb) = self.take_first(ItemType::Bomb) else {
            return;
        };
        self.insert_entity(bomb.id, pos, EntityKind::PlacedBomb);
        if pos.neighbours().into_iter().any(|n| self.is_active_switch(n)) {
            self.explode(bomb.id);
        }
    }

    /// A boulder has just been pushed onto the switch on `cell`: placed bombs
    /// next to it explode.
    pub(super) fn switch_activated(&mut self, cell: Coordinates) {
        let bombs: Vec<EntityId> = cell
            .neighbours()
            .into_iter()
            .flat_map(|n| {
                self.at(n)
                    .filter(|(_, e)| e.kind == EntityKind::PlacedBomb)
                    .map(|(id, _)| id)
                    .collect::<Vec<_>>()
            })
            .collect();
        for bomb in bombs {
            self.explode(bomb);
        }
    }

    /// Destroys everything within the blast radius of `bomb`, itself included,
    /// except the player. Bombs caught in the blast are destroyed, not set off.
    fn explode(&mut self, bomb: EntityId) {
        let Some(centre) = self.entity(bomb).map(|e| e.pos) else {
            return;
        };
        for id in self.ids_in_square(centre, self.state.config.bomb_radius) {
            if let Some(entity) = self.remove_entity(id) {
                if entity.kind.as_enemy().is_some() {
                    self.state.kills += 1;
                }
            }
        }
    }
}
