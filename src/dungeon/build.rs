//! Building (spec §3.5): a bow from 1 wood and 3 arrows; a shield from 2 wood
//! and 1 treasure or, without treasure, 1 key. Materials are used up.

use super::action_error::ActionError;
use super::names::item_name;
use super::state::{DungeonState, HeldItem};
use super::tick::Tick;
use crate::game::ItemKind;

/// What the player could build now, in the order bow, shield.
pub fn buildables(state: &DungeonState) -> Vec<ItemKind> {
    [ItemKind::Bow, ItemKind::Shield].into_iter().filter(|&t| recipe(state, t).is_some()).collect()
}

/// The materials building `item` would use now, if the player has them.
fn recipe(state: &DungeonState, item: ItemKind) -> Option<Vec<(ItemKind, usize)>> {
    let has = |t: ItemKind, n: usize| state.count(t) >= n;
    match item {
        ItemKind::Bow if has(ItemKind::Wood, 1) && has(ItemKind::Arrow, 3) => {
            Some(vec![(ItemKind::Wood, 1), (ItemKind::Arrow, 3)])
        }
        ItemKind::Shield if has(ItemKind::Wood, 2) && has(ItemKind::Treasure, 1) => {
            Some(vec![(ItemKind::Wood, 2), (ItemKind::Treasure, 1)])
        }
        ItemKind::Shield if has(ItemKind::Wood, 2) && has(ItemKind::Key, 1) => {
            Some(vec![(ItemKind::Wood, 2), (ItemKind::Key, 1)])
        }
        _ => None,
    }
}

/// Refuses building `item` if it is not buildable or the materials are missing.
pub fn check_build(state: &DungeonState, item: ItemKind) -> Result<(), ActionError> {
    if !matches!(item, ItemKind::Bow | ItemKind::Shield) {
        return Err(ActionError::illegal(crate::locale::phrase(
            "dungeon_refused_not_buildable",
            &[("item", item_name(item))],
        )));
    }
    if recipe(state, item).is_none() {
        return Err(ActionError::invalid(crate::locale::phrase(
            match item {
                ItemKind::Bow => "dungeon_refused_bow_materials",
                _ => "dungeon_refused_shield_materials",
            },
            &[],
        )));
    }
    Ok(())
}

impl Tick<'_> {
    /// Builds `item` into the inventory (already checked by [`check_build`]).
    pub(super) fn build(&mut self, item: ItemKind) {
        let durability = match item {
            ItemKind::Bow => self.config.bow_durability,
            ItemKind::Shield => self.config.shield_durability,
            _ => return,
        };
        let Some(materials) = recipe(self.state, item) else {
            return;
        };
        for (material, count) in materials {
            self.state.take_many(material, count);
        }
        let id = self.state.new_id();
        let built =
            HeldItem { id, kind: item, key: None, durability: Some(durability), logic: None };
        self.state.inventory.push(built);
    }
}
