//! The inventory: slots of items and the selected slot. A stacking
//! inventory (the descent's since edition 2) keeps every item of a
//! stackable kind — apples, potions, arrows, bombs, wood, treasure, keys —
//! in one slot with a count, so eight Golden Apples take one slot; a
//! non-stacking one (older saves and replays, worlds from files) holds one
//! item a slot, as it always did, so their pick-ups succeed or fail as
//! they did when they were played.

use super::item::Item;
use super::kind::ItemKind;
use crate::content::Content;

/// The most items one slot holds; one more goes to a free slot.
pub const MAX_STACK: u32 = 99;

/// Items of one kind in one slot.
#[derive(Debug)]
struct Stack {
    item: Box<dyn Item>,
    count: u32,
}

impl Clone for Stack {
    fn clone(&self) -> Self {
        Stack { item: self.item.clone_item(), count: self.count }
    }
}

/// Slots of items and the selected slot.
#[derive(Debug, Clone)]
pub struct Inventory {
    slots: Vec<Option<Stack>>,
    selected: usize,
    stacking: bool,
}

/// True when items of `kind` share a slot in a stacking inventory (the
/// content table's `stacks`).
pub fn stacks(kind: ItemKind) -> bool {
    Content::get().item(kind).stacks
}

impl Inventory {
    /// An empty inventory of `size` slots (at least one), one item a slot.
    pub fn new(size: usize) -> Inventory {
        Inventory { slots: (0..size.max(1)).map(|_| None).collect(), selected: 0, stacking: false }
    }

    /// An empty inventory of `size` slots whose stackable kinds share a slot.
    pub fn stacking(size: usize) -> Inventory {
        Inventory { stacking: true, ..Inventory::new(size) }
    }

    /// True when stackable kinds share a slot.
    pub fn is_stacking(&self) -> bool {
        self.stacking
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

    /// The item in slot `index` (the top of its stack).
    pub fn get(&self, index: usize) -> Option<&dyn Item> {
        self.slots.get(index)?.as_ref().map(|s| s.item.as_ref())
    }

    /// How many items slot `index` holds (0 when empty or out of range).
    pub fn count(&self, index: usize) -> u32 {
        self.slots.get(index).and_then(Option::as_ref).map_or(0, |s| s.count)
    }

    /// How many items of `kind` the inventory holds, over every slot.
    pub fn count_of(&self, kind: ItemKind) -> u32 {
        self.slots.iter().flatten().filter(|s| s.item.kind() == kind).map(|s| s.count).sum()
    }

    /// The kinds in every slot, for snapshots and saves.
    pub fn kinds(&self) -> Vec<Option<ItemKind>> {
        self.slots.iter().map(|s| s.as_ref().map(|s| s.item.kind())).collect()
    }

    /// Every slot's count (0 when empty), for saves; `None` for an
    /// inventory that does not stack, whose saves read as they always did.
    pub fn counts(&self) -> Option<Vec<u32>> {
        self.stacking.then(|| (0..self.slots.len()).map(|i| self.count(i)).collect())
    }

    /// Every item carried, a kind once per item, in slot order: what the
    /// run summary lists.
    pub fn carried(&self) -> Vec<ItemKind> {
        self.slots
            .iter()
            .flatten()
            .flat_map(|s| std::iter::repeat(s.item.kind()).take(s.count as usize))
            .collect()
    }

    /// Puts `item` on a stack of its kind with room (a stacking inventory)
    /// or into the first free slot; gives it back when there is no room.
    pub fn add(&mut self, item: Box<dyn Item>) -> Result<usize, Box<dyn Item>> {
        if let Some(i) = self.stack_with_room(item.kind()) {
            if let Some(stack) = self.slots[i].as_mut() {
                stack.count += 1;
            }
            return Ok(i);
        }
        match self.slots.iter().position(Option::is_none) {
            Some(i) => {
                self.slots[i] = Some(Stack { item, count: 1 });
                Ok(i)
            }
            None => Err(item),
        }
    }

    /// True when `kind` would fit: a free slot, or a stack of it with room.
    pub fn has_room_for(&self, kind: ItemKind) -> bool {
        self.stack_with_room(kind).is_some() || self.slots.iter().any(Option::is_none)
    }

    fn stack_with_room(&self, kind: ItemKind) -> Option<usize> {
        if !self.stacking || !stacks(kind) {
            return None;
        }
        self.slots
            .iter()
            .position(|s| s.as_ref().is_some_and(|s| s.item.kind() == kind && s.count < MAX_STACK))
    }

    /// Takes one item of `kind` out of the first slot holding it (a key
    /// spent on a door), leaving the selection where it is.
    pub fn take_kind(&mut self, kind: ItemKind) -> Option<Box<dyn Item>> {
        let slot =
            self.slots.iter().position(|s| s.as_ref().is_some_and(|s| s.item.kind() == kind))?;
        self.take_one(slot)
    }

    /// True when no slot is free.
    pub fn is_full(&self) -> bool {
        self.slots.iter().all(Option::is_some)
    }

    /// Takes one item out of the selected slot (the slot empties with its
    /// last one).
    pub fn take_selected(&mut self) -> Option<Box<dyn Item>> {
        self.take_one(self.selected)
    }

    fn take_one(&mut self, slot: usize) -> Option<Box<dyn Item>> {
        let stack = self.slots.get_mut(slot)?.as_mut()?;
        if stack.count > 1 {
            stack.count -= 1;
            return Some(stack.item.clone_item());
        }
        self.slots[slot].take().map(|s| s.item)
    }

    /// Puts `item` back into the selected slot: onto its stack when the
    /// slot holds its kind, into it when empty; otherwise the slot takes
    /// `item` alone and what was there comes back (one item of it).
    pub fn put_selected(&mut self, item: Box<dyn Item>) -> Option<Box<dyn Item>> {
        let slot = &mut self.slots[self.selected];
        match slot {
            Some(stack) if stack.item.kind() == item.kind() && stack.count < MAX_STACK => {
                stack.count += 1;
                None
            }
            _ => slot.replace(Stack { item, count: 1 }).map(|s| s.item),
        }
    }

    /// Puts `count` items like `item` into slot `index` (restoring a saved
    /// game), returning what was there.
    pub fn put(&mut self, index: usize, item: Box<dyn Item>, count: u32) -> Option<Box<dyn Item>> {
        let count = count.clamp(1, MAX_STACK);
        self.slots.get_mut(index)?.replace(Stack { item, count }).map(|s| s.item)
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
    fn a_stacking_inventory_keeps_a_kind_in_one_slot_and_gear_apart() {
        let mut inv = Inventory::stacking(3);
        for _ in 0..8 {
            assert_eq!(inv.add(new_item(ItemKind::GoldenApple)).ok(), Some(0));
        }
        assert_eq!(inv.add(new_item(ItemKind::Sword)).ok(), Some(1));
        assert_eq!(inv.add(new_item(ItemKind::Sword)).ok(), Some(2), "swords do not stack");
        assert!(inv.is_full());
        assert_eq!(
            inv.add(new_item(ItemKind::GoldenApple)).ok(),
            Some(0),
            "a full pack takes an apple"
        );
        assert!(inv.add(new_item(ItemKind::Arrow)).is_err(), "no slot for a new kind");
        assert_eq!((inv.count(0), inv.count_of(ItemKind::GoldenApple)), (9, 9));
        assert_eq!(inv.counts(), Some(vec![9, 1, 1]));
        assert_eq!(inv.carried().len(), 11);
        inv.select(0);
        let apple = inv.take_selected().expect("an apple");
        assert_eq!((apple.kind(), inv.count(0)), (ItemKind::GoldenApple, 8));
        assert!(inv.put_selected(apple).is_none(), "put back on its stack");
        assert_eq!(inv.count(0), 9);
        for left in (0..9).rev() {
            assert!(inv.take_kind(ItemKind::GoldenApple).is_some());
            assert_eq!(inv.count(0), left);
        }
        assert_eq!(inv.get(0).map(|i| i.kind()), None, "the last one empties the slot");
    }

    #[test]
    fn a_stack_is_capped_and_one_more_goes_to_a_free_slot() {
        let mut inv = Inventory::stacking(2);
        for _ in 0..MAX_STACK {
            assert_eq!(inv.add(new_item(ItemKind::Arrow)).ok(), Some(0));
        }
        assert_eq!(inv.add(new_item(ItemKind::Arrow)).ok(), Some(1));
        assert_eq!(inv.count_of(ItemKind::Arrow), MAX_STACK + 1);
    }

    #[test]
    fn an_inventory_that_does_not_stack_holds_an_item_a_slot_as_before() {
        let mut inv = Inventory::new(2);
        assert_eq!(inv.add(new_item(ItemKind::GoldenApple)).ok(), Some(0));
        assert_eq!(inv.add(new_item(ItemKind::GoldenApple)).ok(), Some(1));
        assert!(
            inv.add(new_item(ItemKind::GoldenApple)).is_err(),
            "full, as saves of before had it"
        );
        assert_eq!(inv.counts(), None, "saved as it always was");
        assert!(!inv.has_room_for(ItemKind::GoldenApple));
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
