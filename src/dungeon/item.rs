//! Items: what lies on the map to be collected, and what the inventory holds
//! (collected or built). Weapons and the shield carry their durability.

use super::entity::EntityId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The identifier on a key and on the door it opens (`"key": 1` in the file).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct KeyId(pub String);

impl fmt::Display for KeyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An item, with what distinguishes one of its type from another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum Item {
    /// Treasure: counts towards the treasure goal, bribes, builds shields.
    Treasure,
    /// A key that opens the door with the same identifier.
    Key {
        /// Which door it opens.
        key: KeyId,
    },
    /// Makes battles end in one round, won.
    InvincibilityPotion,
    /// Prevents battles; enemies lose track of the player.
    InvisibilityPotion,
    /// Material for bows and shields.
    Wood,
    /// Material for bows.
    Arrow,
    /// Placed on the map when used; explodes next to an active switch.
    Bomb,
    /// Adds attack in battles.
    Sword {
        /// Battles left.
        durability: u32,
    },
    /// Doubles attack in battles.
    Bow {
        /// Battles left.
        durability: u32,
    },
    /// Reduces enemies' attack in battles.
    Shield {
        /// Battles left.
        durability: u32,
    },
}

/// The type of an item, without its data: what `use:`, `build:` and recipes name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ItemType {
    /// [`Item::Treasure`].
    Treasure,
    /// [`Item::Key`].
    Key,
    /// [`Item::InvincibilityPotion`].
    InvincibilityPotion,
    /// [`Item::InvisibilityPotion`].
    InvisibilityPotion,
    /// [`Item::Wood`].
    Wood,
    /// [`Item::Arrow`].
    Arrow,
    /// [`Item::Bomb`].
    Bomb,
    /// [`Item::Sword`].
    Sword,
    /// [`Item::Bow`].
    Bow,
    /// [`Item::Shield`].
    Shield,
}

impl ItemType {
    /// Every item type.
    pub const ALL: [ItemType; 10] = [
        ItemType::Treasure,
        ItemType::Key,
        ItemType::InvincibilityPotion,
        ItemType::InvisibilityPotion,
        ItemType::Wood,
        ItemType::Arrow,
        ItemType::Bomb,
        ItemType::Sword,
        ItemType::Bow,
        ItemType::Shield,
    ];

    /// The name in files and responses (`invincibility_potion`).
    pub fn name(self) -> &'static str {
        match self {
            ItemType::Treasure => "treasure",
            ItemType::Key => "key",
            ItemType::InvincibilityPotion => "invincibility_potion",
            ItemType::InvisibilityPotion => "invisibility_potion",
            ItemType::Wood => "wood",
            ItemType::Arrow => "arrow",
            ItemType::Bomb => "bomb",
            ItemType::Sword => "sword",
            ItemType::Bow => "bow",
            ItemType::Shield => "shield",
        }
    }

    /// The type with this name.
    pub fn from_name(name: &str) -> Option<ItemType> {
        ItemType::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for ItemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Item {
    /// The item's type.
    pub fn item_type(&self) -> ItemType {
        match self {
            Item::Treasure => ItemType::Treasure,
            Item::Key { .. } => ItemType::Key,
            Item::InvincibilityPotion => ItemType::InvincibilityPotion,
            Item::InvisibilityPotion => ItemType::InvisibilityPotion,
            Item::Wood => ItemType::Wood,
            Item::Arrow => ItemType::Arrow,
            Item::Bomb => ItemType::Bomb,
            Item::Sword { .. } => ItemType::Sword,
            Item::Bow { .. } => ItemType::Bow,
            Item::Shield { .. } => ItemType::Shield,
        }
    }

    /// Battles left, for the items that wear out.
    pub fn durability(&self) -> Option<u32> {
        match self {
            Item::Sword { durability } | Item::Bow { durability } | Item::Shield { durability } => {
                Some(*durability)
            }
            _ => None,
        }
    }

    /// Battles left, to change.
    pub fn durability_mut(&mut self) -> Option<&mut u32> {
        match self {
            Item::Sword { durability } | Item::Bow { durability } | Item::Shield { durability } => {
                Some(durability)
            }
            _ => None,
        }
    }
}

/// An item in the player's inventory, with the id it shows in responses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InventoryItem {
    /// Its id (the id it had on the map, or a new one when built).
    pub id: EntityId,
    /// The item.
    pub item: Item,
}
