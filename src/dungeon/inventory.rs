//! The player's inventory: counting, finding and taking items by type.

use super::item::{InventoryItem, Item, ItemType, KeyId};
use super::state::Dungeon;

impl Dungeon {
    /// The player's items, in the order collected.
    pub fn inventory(&self) -> &[InventoryItem] {
        &self.state.inventory
    }

    /// How many items of `item_type` the player holds.
    pub fn count(&self, item_type: ItemType) -> usize {
        self.state.inventory.iter().filter(|i| i.item.item_type() == item_type).count()
    }

    /// Whether the player holds a key (it can carry only one).
    pub(super) fn holds_key(&self) -> bool {
        self.count(ItemType::Key) > 0
    }

    /// Takes the first item of `item_type` out of the inventory.
    pub(super) fn take_first(&mut self, item_type: ItemType) -> Option<InventoryItem> {
        let at = self.state.inventory.iter().position(|i| i.item.item_type() == item_type)?;
        Some(self.state.inventory.remove(at))
    }

    /// Takes `count` items of `item_type`; the caller has checked there are enough.
    pub(super) fn take_many(&mut self, item_type: ItemType, count: usize) {
        for _ in 0..count {
            self.take_first(item_type);
        }
    }

    /// Takes the key `key` if the player holds it; whether it did.
    pub(super) fn take_key(&mut self, key: &KeyId) -> bool {
        let found = self
            .state
            .inventory
            .iter()
            .position(|i| matches!(&i.item, Item::Key { key: held } if held == key));
        found.map(|at| self.state.inventory.remove(at)).is_some()
    }

    /// The first item of `item_type` that still has battles left, as an index.
    pub(super) fn usable_gear(&self, item_type: ItemType) -> Option<usize> {
        self.state
            .inventory
            .iter()
            .position(|i| i.item.item_type() == item_type && i.item.durability() > Some(0))
    }

    /// Whether the player holds a weapon with battles left (to destroy a spawner).
    pub(super) fn has_weapon(&self) -> bool {
        self.usable_gear(ItemType::Sword).is_some() || self.usable_gear(ItemType::Bow).is_some()
    }
}
