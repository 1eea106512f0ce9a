//! The guide to every creature and item, written from the content table at
//! the moment it is shown, so its numbers are always the game's.

use super::{phrase, phrase_with, Arg};
use crate::content::{Abilities, Content, EquipmentSlot, ItemStats, MobStats};
use crate::game::ItemKind;
use serde::Serialize;

/// One entry of the guide: a kind and what to know about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
pub struct GuideEntry {
    /// Its numbers (a creature) or what it does (an item).
    pub title: String,
    /// How a creature behaves and what else it can do; empty for items.
    pub detail: String,
}

/// Every creature, then every item a seed-000 world holds, in the content
/// table's order. The items are those the generators place (a weight above
/// 0) and the Amulet the descent is won by: Dungeon Mania's items are rows of
/// the same table, but until the descent places them they are a dungeon's
/// alone, shown in its own panel, and would only puzzle a player here.
pub fn guide() -> Vec<GuideEntry> {
    let content = Content::get();
    let mobs = content.mobs.iter().map(|(kind, stats)| mob(kind.name(), stats));
    let items = content
        .items
        .iter()
        .filter(|(kind, stats)| stats.weight > 0 || **kind == ItemKind::Amulet)
        .map(|(kind, stats)| GuideEntry { title: item(kind.name(), stats), detail: String::new() });
    mobs.chain(items).collect()
}

/// A guide entry written as one line, `TITLE: DETAIL` (a mode's own
/// guide): the title before the first colon, with a capital, the detail
/// after it.
pub fn guide_line(line: &str) -> GuideEntry {
    let (title, detail) = line.split_once(": ").unwrap_or((line, ""));
    let mut chars = title.chars();
    let title = chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default();
    GuideEntry { title, detail: detail.to_owned() }
}

fn mob(name: &str, stats: &MobStats) -> GuideEntry {
    let title = phrase_with(
        "guide_mob",
        &[
            ("name", Arg::Name(name)),
            ("health", stats.health.into()),
            ("attack", stats.attack.into()),
            ("armor", stats.armor.into()),
            ("regeneration", stats.regeneration.into()),
            ("experience", stats.experience.into()),
        ],
    );
    let temperament =
        crate::json::to_value(&stats.temperament).as_str().map(str::to_owned).unwrap_or_default();
    let mut parts = vec![phrase(&format!("temperament_{temperament}"), &[])];
    parts.extend(abilities(stats.abilities).into_iter().map(|a| phrase(a, &[])));
    GuideEntry { title, detail: parts.join("; ") }
}

fn abilities(abilities: Abilities) -> Vec<&'static str> {
    let Abilities { passes_walls, splits_when_hurt, disguise } = abilities;
    [
        (passes_walls, "ability_passes_walls"),
        (splits_when_hurt, "ability_splits_when_hurt"),
        (disguise, "ability_disguise"),
    ]
    .into_iter()
    .filter_map(|(has, key)| has.then_some(key))
    .collect()
}

fn item(name: &str, stats: &ItemStats) -> String {
    if let Some(spec) = stats.equipment {
        let key = match spec.slot {
            EquipmentSlot::Weapon => "guide_weapon",
            EquipmentSlot::Armor => "guide_armor",
        };
        return phrase_with(key, &[("name", Arg::Name(name)), ("bonus", spec.bonus.into())]);
    }
    if stats.treasure {
        return phrase_with("guide_treasure", &[("name", Arg::Name(name))]);
    }
    match stats.heal_fraction {
        Some(fraction) => {
            let percent = format!("{}", (fraction * 100.0).round());
            phrase_with("guide_food", &[("name", Arg::Name(name)), ("percent", percent.into())])
        }
        None => phrase_with("guide_item", &[("name", Arg::Name(name))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MobKind;

    #[test]
    fn the_guide_covers_every_kind_with_the_tables_numbers() {
        let entries = guide();
        // Seed 000's items: the Sword, the Golden Apple, the Shield and the
        // Amulet; none of Dungeon Mania's until the descent places them.
        assert_eq!(entries.len(), MobKind::ALL.len() + 4);
        assert!(entries.iter().any(|e| e.title.starts_with("Amulet")));
        assert!(!entries.iter().any(|e| e.title.starts_with("Bomb")));
        let robot = Content::get().mob(MobKind::Robot);
        let line = entries.iter().find(|e| e.title.starts_with("Robot")).expect("the Robot");
        assert!(line.title.contains(&format!("attack {}", robot.attack)), "{line:?}");
        let mimic = entries.iter().find(|e| e.title.starts_with("Mimic")).expect("the Mimic");
        assert!(mimic.detail.contains("looks exactly like an item"), "{mimic:?}");
        let ghost = entries.iter().find(|e| e.title.starts_with("Ghost")).expect("the Ghost");
        assert_eq!(ghost.detail, "flees from you; walks through walls");
        assert!(entries.iter().any(|e| e.title == "Sword: weapon, +5 attack while equipped"));
        assert!(entries
            .iter()
            .any(|e| e.title == "Golden Apple: food, heals 20% of your maximum health"));
        assert!(entries.iter().all(|e| !e.title.contains('{') && !e.detail.contains('{')));
    }
}
