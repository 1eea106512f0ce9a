//! Building (spec §3.5, §3.5.1): a bow from 1 wood and 3 arrows; a shield
//! from 2 wood and 1 treasure or, without treasure, 1 key; a sceptre from 1
//! wood or 2 arrows, 1 treasure or 1 key, and 1 sun stone; midnight armour
//! from a sword and a sun stone, only while no zombie toast is on the map.
//! Materials are used up, except a sun stone that stands in for the
//! treasure or key of a recipe: it is kept, as it is when it opens a door
//! (the spec: "when used in place of a key, it is retained"). Treasure or a
//! key is used before a sun stone stands in; wood before arrows.

use super::action_error::ActionError;
use super::map::Scene;
use super::names::item_name;
use super::state::HeldItem;
use super::tick::Tick;
use crate::game::{ItemKind, KindRef};

/// Everything that can be built, in the order the buildables list shows.
pub const BUILDABLE: [ItemKind; 4] =
    [ItemKind::Bow, ItemKind::Shield, ItemKind::Sceptre, ItemKind::MidnightArmour];

/// What the player could build now, in the order of [`BUILDABLE`].
pub fn buildables(scene: &Scene<'_>) -> Vec<ItemKind> {
    BUILDABLE.into_iter().filter(|&t| recipe(scene, t).is_some()).collect()
}

/// Whether a zombie toast is on the map (midnight armour cannot be built then).
fn zombies_present(scene: &Scene<'_>) -> bool {
    let actors = scene.state.actors(scene.world);
    actors.into_iter().any(|id| matches!(scene.kind(id), Some(KindRef::ZombieToast(_))))
}

/// The materials building `item` would use up now, if the player has them.
fn recipe(scene: &Scene<'_>, item: ItemKind) -> Option<Vec<(ItemKind, usize)>> {
    let state = scene.state;
    let has = |t: ItemKind, n: usize| state.count(t) >= n;
    // Treasure, else a key, is used up; else a sun stone beyond the
    // `stones_used` the recipe uses up stands in and is kept (no material).
    let payment = |stones_used: usize| -> Option<Option<(ItemKind, usize)>> {
        if has(ItemKind::Treasure, 1) {
            Some(Some((ItemKind::Treasure, 1)))
        } else if has(ItemKind::Key, 1) {
            Some(Some((ItemKind::Key, 1)))
        } else if has(ItemKind::SunStone, stones_used + 1) {
            Some(None)
        } else {
            None
        }
    };
    let mut materials = Vec::new();
    match item {
        ItemKind::Bow if has(ItemKind::Wood, 1) && has(ItemKind::Arrow, 3) => {
            materials.extend([(ItemKind::Wood, 1), (ItemKind::Arrow, 3)]);
        }
        ItemKind::Shield if has(ItemKind::Wood, 2) => {
            materials.push((ItemKind::Wood, 2));
            materials.extend(payment(0)?);
        }
        ItemKind::Sceptre if has(ItemKind::SunStone, 1) => {
            if has(ItemKind::Wood, 1) {
                materials.push((ItemKind::Wood, 1));
            } else if has(ItemKind::Arrow, 2) {
                materials.push((ItemKind::Arrow, 2));
            } else {
                return None;
            }
            materials.extend(payment(1)?);
            materials.push((ItemKind::SunStone, 1));
        }
        ItemKind::MidnightArmour
            if has(ItemKind::Sword, 1) && has(ItemKind::SunStone, 1) && !zombies_present(scene) =>
        {
            materials.extend([(ItemKind::Sword, 1), (ItemKind::SunStone, 1)]);
        }
        _ => return None,
    }
    Some(materials)
}

/// Refuses building `item` if it is not buildable or the materials are missing.
pub fn check_build(scene: &Scene<'_>, item: ItemKind) -> Result<(), ActionError> {
    if !BUILDABLE.contains(&item) {
        return Err(ActionError::illegal(crate::locale::phrase(
            "dungeon_refused_not_buildable",
            &[("item", item_name(item))],
        )));
    }
    if recipe(scene, item).is_none() {
        let why = match item {
            ItemKind::Bow => "dungeon_refused_bow_materials",
            ItemKind::Shield => "dungeon_refused_shield_materials",
            ItemKind::Sceptre => "dungeon_refused_sceptre_materials",
            _ if zombies_present(scene) => "dungeon_refused_armour_zombies",
            _ => "dungeon_refused_armour_materials",
        };
        return Err(ActionError::invalid(crate::locale::phrase(why, &[])));
    }
    Ok(())
}

impl Tick<'_> {
    /// Builds `item` into the inventory (already checked by [`check_build`]).
    /// Bows and shields wear out; a sceptre and midnight armour never do.
    pub(super) fn build(&mut self, item: ItemKind) {
        let durability = match item {
            ItemKind::Bow => Some(self.config.bow_durability),
            ItemKind::Shield => Some(self.config.shield_durability),
            ItemKind::Sceptre | ItemKind::MidnightArmour => None,
            _ => return,
        };
        let Some(materials) = recipe(&self.scene(), item) else {
            return;
        };
        for (material, count) in materials {
            self.state.take_many(material, count);
        }
        let id = self.state.new_id();
        let built = HeldItem { id, kind: item, key: None, durability, logic: None };
        self.state.inventory.push(built);
    }
}
