//! Building under seed 000's turn (the descent, issue 27): Dungeon Mania's
//! recipes (its spec, §3.5) for the two things a descent's player can make.
//! A **bow** takes 1 wood and 3 arrows; a **shield** takes 2 wood and 1
//! treasure or, with no treasure, 1 key — treasure first, as Dungeon Mania's
//! own rule set pays (`dungeon::build`), since a key may still open a vault.
//! Only Dungeon Mania's `Treasure` pays: the Amulet is the run's goal, never
//! a material. Materials are used up, the built thing goes into the pack and
//! the turn passes; without the materials, or without room for what would
//! be built, nothing is used and no turn passes. The bow built is the one
//! `fire` shoots ([`Game::fire`](super::Game)); the shield is the Shield
//! found in the run (armor +2).

use super::game::Game;
use super::inventory::Inventory;
use super::item::new_item;
use super::kind::ItemKind;
use super::message::Message;

/// What can be built under seed 000's turn, in the order a choice lists it.
pub const BUILDABLE: [ItemKind; 2] = [ItemKind::Bow, ItemKind::Shield];

/// The materials building `item` would use up from `inventory` now, if it
/// holds them; `None` when it does not, or when `item` is not built here.
pub fn materials(inventory: &Inventory, item: ItemKind) -> Option<Vec<(ItemKind, u32)>> {
    let has = |kind: ItemKind, n: u32| inventory.count_of(kind) >= n;
    match item {
        ItemKind::Bow if has(ItemKind::Wood, 1) && has(ItemKind::Arrow, 3) => {
            Some(vec![(ItemKind::Wood, 1), (ItemKind::Arrow, 3)])
        }
        ItemKind::Shield if has(ItemKind::Wood, 2) => {
            let paid = [ItemKind::Treasure, ItemKind::Key].into_iter().find(|&k| has(k, 1))?;
            Some(vec![(ItemKind::Wood, 2), (paid, 1)])
        }
        _ => None,
    }
}

/// What could be built from `inventory` now, in [`BUILDABLE`]'s order.
pub fn buildable(inventory: &Inventory) -> Vec<ItemKind> {
    BUILDABLE.into_iter().filter(|&item| materials(inventory, item).is_some()).collect()
}

/// Whether `item` can be built from `inventory` now: the materials are
/// there and what is built fits (a bot asks before it tries: a build that
/// does not fit takes no turn, and asking again would go on for ever).
pub fn can_build(inventory: &Inventory, item: ItemKind) -> bool {
    materials(inventory, item).is_some_and(|used| fits(inventory, item, &used))
}

/// Whether what is built fits once `used` is taken out: a free slot or a
/// stack with room, or a slot the materials empty (a non-stacking pack
/// frees a slot with every item taken; a stacking one when a material's
/// whole count is used).
fn fits(inventory: &Inventory, item: ItemKind, used: &[(ItemKind, u32)]) -> bool {
    inventory.has_room_for(item)
        || !inventory.is_stacking()
        || used.iter().any(|&(kind, n)| inventory.count_of(kind) == n)
}

impl Game {
    /// Builds `item` from the pack's materials (see the module's words);
    /// whether the turn passes.
    pub(crate) fn build(&mut self, item: ItemKind) -> bool {
        let inventory = &self.player.inventory;
        let Some(used) = materials(inventory, item) else {
            self.log.push(self.turn, Message::CannotBuild { item });
            return false;
        };
        if !fits(inventory, item, &used) {
            self.log.push(self.turn, Message::NoRoomToBuild { item });
            return false;
        }
        for &(kind, n) in &used {
            for _ in 0..n {
                self.player.inventory.take_kind(kind);
            }
        }
        // Cannot fail: `fits` made sure a slot is free now.
        let _ = self.player.inventory.add(new_item(item));
        let message = match (item, used.as_slice()) {
            (ItemKind::Shield, [(_, wood), (paid, _)]) => {
                Message::BuiltShield { wood: *wood, paid: *paid }
            }
            _ => Message::BuiltBow { wood: 1, arrows: 3 },
        };
        self.log.push(self.turn.saturating_add(1), message);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(items: &[(ItemKind, u32)]) -> Inventory {
        let mut inventory = Inventory::stacking(8);
        for &(kind, n) in items {
            for _ in 0..n {
                inventory.add(new_item(kind)).expect("room");
            }
        }
        inventory
    }

    #[test]
    fn a_bow_takes_one_wood_and_three_arrows() {
        let two_arrows = pack(&[(ItemKind::Wood, 1), (ItemKind::Arrow, 2)]);
        assert_eq!(materials(&two_arrows, ItemKind::Bow), None);
        let enough = pack(&[(ItemKind::Wood, 1), (ItemKind::Arrow, 5)]);
        assert_eq!(
            materials(&enough, ItemKind::Bow),
            Some(vec![(ItemKind::Wood, 1), (ItemKind::Arrow, 3)])
        );
        assert_eq!(buildable(&enough), vec![ItemKind::Bow]);
    }

    #[test]
    fn a_shield_pays_with_treasure_first_then_a_key_never_the_amulet() {
        let amulet = pack(&[(ItemKind::Wood, 2), (ItemKind::Amulet, 1)]);
        assert_eq!(materials(&amulet, ItemKind::Shield), None);
        let key = pack(&[(ItemKind::Wood, 2), (ItemKind::Key, 1)]);
        assert_eq!(
            materials(&key, ItemKind::Shield),
            Some(vec![(ItemKind::Wood, 2), (ItemKind::Key, 1)])
        );
        let both = pack(&[(ItemKind::Wood, 3), (ItemKind::Key, 1), (ItemKind::Treasure, 1)]);
        assert_eq!(
            materials(&both, ItemKind::Shield),
            Some(vec![(ItemKind::Wood, 2), (ItemKind::Treasure, 1)])
        );
        let one_wood = pack(&[(ItemKind::Wood, 1), (ItemKind::Treasure, 1)]);
        assert_eq!(buildable(&one_wood), Vec::<ItemKind>::new());
    }

    #[test]
    fn a_full_pack_builds_only_when_the_materials_free_a_slot() {
        let mut full = Inventory::stacking(2);
        for _ in 0..3 {
            full.add(new_item(ItemKind::Arrow)).expect("room");
        }
        full.add(new_item(ItemKind::Wood)).expect("room");
        let used = materials(&full, ItemKind::Bow).expect("a bow");
        assert!(fits(&full, ItemKind::Bow, &used), "the wood's slot empties");
        full.add(new_item(ItemKind::Arrow)).expect("stacks");
        full.add(new_item(ItemKind::Wood)).expect("stacks");
        let used = materials(&full, ItemKind::Bow).expect("a bow");
        assert!(!fits(&full, ItemKind::Bow, &used), "wood and arrows are left over");
    }
}
