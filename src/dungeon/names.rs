//! What the player calls the dungeon's entities and items: the tables'
//! names `dungeon_TYPE` (`dungeon_zombie_toast` → "zombie toast", "зомби-тост").
//! The type strings of files and responses stay as they are; these are only
//! for the screen.

use crate::game::ItemKind;
use crate::locale::Locale;

/// The items of Dungeon Mania, in the order of the spec's list (the
/// inventory shows them grouped so).
pub const ITEMS: [ItemKind; 14] = [
    ItemKind::Treasure,
    ItemKind::Key,
    ItemKind::InvincibilityPotion,
    ItemKind::InvisibilityPotion,
    ItemKind::Wood,
    ItemKind::Arrow,
    ItemKind::Bomb,
    ItemKind::Sword,
    ItemKind::Bow,
    ItemKind::Shield,
    ItemKind::SunStone,
    ItemKind::Sceptre,
    ItemKind::MidnightArmour,
    ItemKind::TimeTurner,
];

/// An item's name in files, actions and responses (`invincibility_potion`);
/// the engine's items Dungeon Mania does not have go by their own names.
pub fn item_name(kind: ItemKind) -> &'static str {
    match kind {
        ItemKind::Treasure => "treasure",
        ItemKind::Key => "key",
        ItemKind::InvincibilityPotion => "invincibility_potion",
        ItemKind::InvisibilityPotion => "invisibility_potion",
        ItemKind::Wood => "wood",
        ItemKind::Arrow => "arrow",
        ItemKind::Bomb => "bomb",
        ItemKind::Sword => "sword",
        ItemKind::Bow => "bow",
        ItemKind::Shield => "shield",
        ItemKind::SunStone => "sun_stone",
        ItemKind::Sceptre => "sceptre",
        ItemKind::MidnightArmour => "midnight_armour",
        ItemKind::TimeTurner => "time_turner",
        ItemKind::GoldenApple | ItemKind::Amulet | ItemKind::HealingPotion => kind.name(),
        ItemKind::Dagger | ItemKind::Maul | ItemKind::LeatherArmour | ItemKind::ChainMail => {
            kind.name()
        }
    }
}

/// The Dungeon Mania item named `name`.
pub fn item_from_name(name: &str) -> Option<ItemKind> {
    ITEMS.into_iter().find(|&kind| item_name(kind) == name)
}

/// Every type whose name the player may read: the player, the map's
/// entities (an open door too) and every item.
pub const NAMED_TYPES: &[&str] = &[
    "player",
    "wall",
    "exit",
    "boulder",
    "switch",
    "door",
    "door_open",
    "portal",
    "zombie_toast_spawner",
    "spider",
    "zombie_toast",
    "mercenary",
    "treasure",
    "key",
    "invincibility_potion",
    "invisibility_potion",
    "wood",
    "arrow",
    "bomb",
    "sword",
    "bow",
    "shield",
    "time_turner",
    "time_travelling_portal",
    "older_player",
    "swamp_tile",
    "assassin",
    "hydra",
    "sun_stone",
    "sceptre",
    "midnight_armour",
    "wire",
    "light_bulb_off",
    "light_bulb_on",
    "switch_door",
    "switch_door_open",
];

/// The table name of a type (`spider` → `dungeon_spider`), for sentences
/// that take one of its forms (`{enemy:ins}`).
pub fn name_key(type_name: &str) -> String {
    format!("dungeon_{type_name}")
}

/// A type's name in `locale`.
pub fn display_name_in(locale: &Locale, type_name: &str) -> String {
    let key = name_key(type_name);
    match locale.names.get(&key) {
        Some(name) => name.form("").to_owned(),
        None => type_name.replace('_', " "),
    }
}

/// A type's name in the current language.
pub fn display_name(type_name: &str) -> String {
    crate::locale::with_current(|locale| display_name_in(locale, type_name))
}
