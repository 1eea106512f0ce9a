//! The player's step (spec §3.1–§3.2, §3.4, §3.4.1): doors open with their
//! key (used up) or, without it, with a sun stone (kept), one boulder is
//! pushed ahead, portals carry the player on, and items on the cell it ends
//! on are collected; a sun stone counts as treasure collected. A switch
//! door's key opens it for good.

use super::map::Mover;
use super::state::HeldItem;
use super::tick::Tick;
use crate::game::{Coordinates, Direction, ItemKind, KindMut, KindRef};

impl Tick<'_> {
    /// Moves the player one step, if it can go; a blocked step still takes the tick.
    pub(super) fn move_player(&mut self, direction: Direction) {
        let Some(from) = self.player_pos() else {
            return;
        };
        let target = from.step(direction);
        if !self.unlock_door(target) {
            return;
        }
        let boulders = self
            .scene()
            .at(target)
            .into_iter()
            .filter(|(_, kind)| matches!(kind, KindRef::Boulder(_)))
            .count();
        if boulders > 1 || (boulders == 1 && !self.push_boulder(target, direction)) {
            return;
        }
        let Some(landing) = self.scene().landing(from, direction, Mover::Player) else {
            return;
        };
        self.player.coordinates = landing;
        self.collect_items(landing);
    }

    /// Opens the first closed door on `cell` (a switch door too) if the
    /// player holds its key (which is used up) or a sun stone (kept; the key
    /// is used first, so a key that fits frees the one key slot). False if a
    /// door there stays
    /// closed.
    fn unlock_door(&mut self, cell: Coordinates) -> bool {
        let door = self.scene().at(cell).into_iter().find_map(|(id, kind)| match kind {
            KindRef::Door(door) if !door.is_open() => Some((id, Some(door.key().clone()))),
            KindRef::SwitchDoor(door) if !door.is_open() => Some((id, door.key().cloned())),
            _ => None,
        });
        let Some((id, key)) = door else {
            return true;
        };
        if !key.is_some_and(|key| self.state.take_key(&key))
            && self.state.count(ItemKind::SunStone) == 0
        {
            return false;
        }
        let Some(object) = self.state.object(id) else { return true };
        let Some(before) = self.world.get(object).map(|o| o.blocking()) else { return true };
        match self.kind_mut(id) {
            Some(KindMut::Door(door)) => door.open(),
            Some(KindMut::SwitchDoor(door)) => door.unlock(),
            _ => {}
        }
        self.world.refresh_blocking(object, before);
        true
    }

    /// Pushes the first boulder on `cell` one step on; false if something stops it.
    fn push_boulder(&mut self, cell: Coordinates, direction: Direction) -> bool {
        let Some(id) = self.scene().find_at(cell, |k| matches!(k, KindRef::Boulder(_))) else {
            return false;
        };
        let beyond = cell.step(direction);
        if self.scene().is_blocked(beyond, Mover::Boulder) {
            return false;
        }
        self.move_entity(id, beyond);
        if self.scene().any_at(beyond, |k| matches!(k, KindRef::Switch(_))) {
            self.switch_activated(beyond);
        }
        true
    }

    /// Moves every item on `cell` into the inventory, except a second key.
    fn collect_items(&mut self, cell: Coordinates) {
        let items: Vec<_> = self
            .scene()
            .at(cell)
            .into_iter()
            .filter_map(|(id, kind)| match kind {
                KindRef::Item(item) => {
                    Some((id, item.item_kind(), item.key_id().cloned(), item.logic()))
                }
                _ => None,
            })
            .collect();
        for (id, kind, key, logic) in items {
            if kind == ItemKind::Key && self.state.count(ItemKind::Key) > 0 {
                continue;
            }
            self.state.remove(self.world, id);
            if matches!(kind, ItemKind::Treasure | ItemKind::SunStone) {
                self.run.treasure = self.run.treasure.saturating_add(1);
            }
            let durability = (kind == ItemKind::Sword).then_some(self.config.sword_durability);
            self.state.inventory.push(HeldItem { id, kind, key, durability, logic });
        }
    }
}
