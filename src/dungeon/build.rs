//! Building (spec §3.5): a bow from 1 wood and 3 arrows; a shield from 2 wood
//! and 1 treasure or, without treasure, 1 key. Materials are used up.

use super::action_error::ActionError;
use super::item::{InventoryItem, Item, ItemType};
use super::state::Dungeon;

impl Dungeon {
    /// What the player could build now, in the order bow, shield.
    pub fn buildables(&self) -> Vec<ItemType> {
        [ItemType::Bow, ItemType::Shield]
            .into_iter()
            .filter(|&t| self.recipe(t).is_some())
            .collect()
    }

    /// The materials building `item` would use now, if the player has them.
    fn recipe(&self, item: ItemType) -> Option<Vec<(ItemType, usize)>> {
        let has = |t: ItemType, n: usize| self.count(t) >= n;
        match item {
            ItemType::Bow if has(ItemType::Wood, 1) && has(ItemType::Arrow, 3) => {
                Some(vec![(ItemType::Wood, 1), (ItemType::Arrow, 3)])
            }
            ItemType::Shield if has(ItemType::Wood, 2) && has(ItemType::Treasure, 1) => {
                Some(vec![(ItemType::Wood, 2), (ItemType::Treasure, 1)])
            }
            ItemType::Shield if has(ItemType::Wood, 2) && has(ItemType::Key, 1) => {
                Some(vec![(ItemType::Wood, 2), (ItemType::Key, 1)])
            }
            _ => None,
        }
    }

    /// Builds `item` into the inventory (not a tick).
    pub(super) fn build(&mut self, item: ItemType) -> Result<(), ActionError> {
        let built = match item {
            ItemType::Bow => Item::Bow { durability: self.state.config.bow_durability },
            ItemType::Shield => Item::Shield { durability: self.state.config.shield_durability },
            other => {
                return Err(ActionError::illegal(crate::locale::phrase(
                    "dungeon_refused_not_buildable",
                    &[("item", &other.to_string())],
                )))
            }
        };
        let Some(materials) = self.recipe(item) else {
            return Err(ActionError::invalid(crate::locale::phrase(
                match item {
                    ItemType::Bow => "dungeon_refused_bow_materials",
                    _ => "dungeon_refused_shield_materials",
                },
                &[],
            )));
        };
        for (material, count) in materials {
            self.take_many(material, count);
        }
        let id = self.new_id();
        self.state.inventory.push(InventoryItem { id, item: built });
        Ok(())
    }
}
