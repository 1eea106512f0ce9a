//! The player's step (spec §3.1–§3.2, §3.4): doors open with their key, one
//! boulder is pushed ahead, portals carry the player on, and items on the cell
//! it ends on are collected.

use super::entity::EntityKind;
use super::item::{InventoryItem, Item};
use super::movement::Mover;
use super::state::Dungeon;
use crate::game::{Coordinates, Direction};

impl Dungeon {
    /// Moves the player one step, if it can go; a blocked step still takes the tick.
    pub(super) fn move_player(&mut self, direction: Direction) {
        let Some(from) = self.player_pos() else {
            return;
        };
        let target = from.step(direction);
        if !self.unlock_door(target) {
            return;
        }
        let boulders = self.at(target).filter(|(_, e)| e.kind == EntityKind::Boulder).count();
        if boulders > 1 || (boulders == 1 && !self.push_boulder(target, direction)) {
            return;
        }
        let Some(landing) = self.landing(from, direction, Mover::Player) else {
            return;
        };
        if let Some(player) = self.state.player.as_mut() {
            player.pos = landing;
        }
        self.collect_items(landing);
    }

    /// Opens a closed door on `cell` if the player holds its key (which is used
    /// up). False if a door there stays closed.
    fn unlock_door(&mut self, cell: Coordinates) -> bool {
        let door = self.at(cell).find_map(|(id, e)| match &e.kind {
            EntityKind::Door { key, open: false } => Some((id, key.clone())),
            _ => None,
        });
        let Some((id, key)) = door else {
            return true;
        };
        if !self.take_key(&key) {
            return false;
        }
        if let Some(EntityKind::Door { open, .. }) = self.kind_mut(id) {
            *open = true;
        }
        true
    }

    /// Pushes the boulder on `cell` one step on; false if something stops it.
    fn push_boulder(&mut self, cell: Coordinates, direction: Direction) -> bool {
        let Some((id, _)) = self.find_at(cell, |k| *k == EntityKind::Boulder) else {
            return false;
        };
        let beyond = cell.step(direction);
        if self.is_blocked(beyond, Mover::Boulder) {
            return false;
        }
        self.move_entity(id, beyond);
        if self.find_at(beyond, |k| *k == EntityKind::Switch).is_some() {
            self.switch_activated(beyond);
        }
        true
    }

    /// Moves every collectable on `cell` into the inventory, except a second key.
    fn collect_items(&mut self, cell: Coordinates) {
        let items: Vec<_> = self
            .at(cell)
            .filter(|(_, e)| matches!(e.kind, EntityKind::Collectable { .. }))
            .map(|(id, _)| id)
            .collect();
        for id in items {
            let is_key = matches!(
                self.entity(id).map(|e| &e.kind),
                Some(EntityKind::Collectable { item: Item::Key { .. } })
            );
            if is_key && self.holds_key() {
                continue;
            }
            if let Some(EntityKind::Collectable { item }) = self.remove_entity(id).map(|e| e.kind) {
                if item == Item::Treasure {
                    self.state.treasure_collected += 1;
                }
                self.state.inventory.push(InventoryItem { id, item });
            }
        }
    }
}
