//! The inventory: nine slots of items and the selected slot.

use super::item::Item;
use super::kind::ItemKind;

/// Slots of items and the selected slot.
#[derive(Debug)]
pub struct Inventory {
    slots: Vec<Option<Box<dyn Item>>>,
    selected: usize,
}

impl Clone for Inventory {
    fn clone(&self) -> Self {
        Inventory {
            slots: self.slots.iter().map(|s| s.as_ref().map(|i| i.clone_item())).collect(),
            selected: self.selected,
        }
    }
}

impl Inventory {
    /// An empty inventory of `size` slots (at least one).
    pub fn new(size: usize) -> Inventory {
        Inventory { slots: (0..size.max(1)).map(|_| None).collect(), selected: 0 }
    }

    /// Number of slots.
    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// The selected slot, from 0.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects slot `index` (ignored when out of range).
    pub fn select(&mut self, index: usize) {
        if index < self.slots.len() {
            self.selected = index;
        }
    }

    /// Moves the selection by `delta` slots, wrapping around.
    pub fn cycle(&mut self, delta: i32) {
        // In i64: a replay may ask for a cycle of i32::MAX slots.
        let n = self.slots.len() as i64;
        self.selected = (self.selected as i64 + i64::from(delta)).rem_euclid(n) as usize;
    }

    /// The item in slot `index`.
    pub fn get(&self, index: usize) -> Option<&dyn Item> {
        self.slots.get(index)?.as_deref()
    }

    /// The kinds in every slot, for snapshots and saves.
    pub fn kinds(&self) -> Vec<Option<ItemKind>> {
        self.slots.iter().map(|s| s.as_ref().map(|i| i.kind())).collect()
    }

    /// Puts `item` into the first free slot; gives it back when all are full.
    pub fn add(&mut self, item: Box<dyn Item>) -> Result<usize, Box<dyn Item>> {
        match self.slots.iter().position(Option::is_none) {
            Some(i) => {
                self.slots[i] = Some(item);
                Ok(i)
            }
            None => Err(item),
        }
    }

    /// Takes the first item of `kind` out of its slot (a key spent on a
    /// door), leaving the selection where it is.
    pub fn take_kind(&mut self, kind: ItemKind) -> Option<Box<dyn Item>> {
        let slot = self.slots.iter().position(|s| s.as_ref().is_some_and(|i| i.kind() == kind))?;
        self.slots[slot].take()
    }

    /// True when no slot is free.
    pub fn is_full(&self) -> bool {
        self.slots.iter().all(Option::is_some)
    }

    /// Takes the selected item out of its slot.
    pub fn take_selected(&mut self) -> Option<Box<dyn Item>> {
        self.slots[self.selected].take()
    }

    /// Puts `item` into the selected slot, returning what was there.
    pub fn put_selected(&mut self, item: Box<dyn Item>) -> Option<Box<dyn Item>> {
        self.slots[self.selected].replace(item)
    }

    /// Puts `item` into slot `index` (restoring a saved game), returning what was there.
    pub fn put(&mut self, index: usize, item: Box<dyn Item>) -> Option<Box<dyn Item>> {
        self.slots.get_mut(index)?.replace(item)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::item::new_item;

    #[test]
    fn fills_first_free_slot_and_refuses_when_full() {
        let mut inv = Inventory::new(3);
        assert_eq!(inv.add(new_item(ItemKind::Sword)).ok(), Some(0));
        assert_eq!(inv.add(new_item(ItemKind::Shield)).ok(), Some(1));
        inv.select(0);
        assert!(inv.take_selected().is_some());
        assert_eq!(inv.add(new_item(ItemKind::GoldenApple)).ok(), Some(0));
        assert_eq!(inv.add(new_item(ItemKind::GoldenApple)).ok(), Some(2));
        assert!(inv.is_full());
        let back = inv.add(new_item(ItemKind::Sword)).expect_err("full");
        assert_eq!(back.kind(), ItemKind::Sword);
    }

    #[test]
    fn selection_cycles_and_ignores_out_of_range() {
        let mut inv = Inventory::new(9);
        inv.cycle(-1);
        assert_eq!(inv.selected(), 8);
        inv.cycle(1);
        assert_eq!(inv.selected(), 0);
        inv.select(4);
        inv.select(9);
        assert_eq!(inv.selected(), 4);
    }

    #[test]
    fn cycling_by_i32_extremes_wraps_without_overflow() {
        let mut inv = Inventory::new(9);
        inv.select(8);
        inv.cycle(i32::MAX);
        assert_eq!(inv.selected(), (8 + i64::from(i32::MAX)).rem_euclid(9) as usize);
        inv.cycle(i32::MIN);
        assert!(inv.selected() < 9);
    }
}
