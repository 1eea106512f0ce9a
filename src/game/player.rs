//! The player: health, base statistics, experience and level, inventory and
//! equipment, and the rules that combine them.

use super::coordinates::Coordinates;
use super::event::GameEvent;
use super::inventory::Inventory;
use super::item::Item;
use super::kind::ItemKind;
use super::limits::{MAX_LEVEL, MAX_STAT};
use super::message::Message;
use crate::content::{Content, EquipmentSlot, Growth, PlayerStats};
use std::collections::BTreeMap;

/// The one character the player controls.
#[derive(Debug, Clone)]
pub struct Player {
    /// Where the player stands.
    pub coordinates: Coordinates,
    /// Current health; at 0 or below the player is dead.
    pub health: i32,
    /// Maximum health.
    pub max_health: i32,
    /// Attack per level, before equipment.
    pub base_attack: i32,
    /// Armor per level, before equipment.
    pub base_armor: i32,
    /// Experience towards the next level.
    pub experience: i32,
    /// Level, from 1.
    pub level: i32,
    /// Experience cost factor (`level_cost × level²` per level).
    pub level_cost: i32,
    /// What each level adds; `None` is seed 000's rule (attack and armor are
    /// the base times the level).
    pub growth: Option<Growth>,
    /// Carried items.
    pub inventory: Inventory,
    /// Turns left of an Invisibility Potion: creatures neither see nor hear
    /// the player.
    pub invisible: u32,
    /// Turns left of an Invincibility Potion: blows against the player do
    /// nothing, and creatures that flee a deadly blow flee.
    pub invincible: u32,
    equipment: BTreeMap<EquipmentSlot, EquippedItem>,
}

/// An equipped item. A wrapper so `Player` can be cloned.
#[derive(Debug)]
struct EquippedItem(Box<dyn Item>);

impl Clone for EquippedItem {
    fn clone(&self) -> Self {
        EquippedItem(self.0.clone_item())
    }
}

impl Player {
    /// A new level-1 player at `coordinates` with the content table's numbers.
    pub fn new(coordinates: Coordinates) -> Player {
        Player::with_stats(coordinates, &Content::get().player.stats)
    }

    /// A new level-1 player with the given numbers.
    pub fn with_stats(coordinates: Coordinates, stats: &PlayerStats) -> Player {
        Player {
            coordinates,
            health: stats.health,
            max_health: stats.health,
            base_attack: stats.attack,
            base_armor: stats.armor,
            experience: 0,
            level: 1,
            level_cost: stats.level_cost,
            growth: stats.growth,
            inventory: Inventory::new(stats.inventory_slots),
            invisible: 0,
            invincible: 0,
            equipment: BTreeMap::new(),
        }
    }

    /// What each level adds: the growth, or seed 000's (the base again).
    fn per_level(&self) -> Growth {
        self.growth.unwrap_or(Growth {
            attack: self.base_attack,
            armor: self.base_armor,
            health: 0,
            regeneration_turns: 0,
        })
    }

    /// Base attack, grown with the level, + the weapon's bonus (seed 000:
    /// base attack × level + bonus) + what the armour adds to attack (chain
    /// mail takes 1). Never below 0.
    pub fn attack(&self) -> i32 {
        let grown = self.per_level().attack.saturating_mul(self.level - 1);
        self.base_attack
            .saturating_add(grown)
            .saturating_add(self.bonus(EquipmentSlot::Weapon))
            .max(0)
    }

    /// Base armor, grown with the level, + the armour's bonus (seed 000: base
    /// armor × level + bonus) + what the weapon adds to armor (the dagger
    /// parries, the maul leaves you open). Never below 0.
    pub fn armor(&self) -> i32 {
        let grown = self.per_level().armor.saturating_mul(self.level - 1);
        self.base_armor
            .saturating_add(grown)
            .saturating_add(self.bonus(EquipmentSlot::Armor))
            .max(0)
    }

    /// What the equipment adds to `slot`'s statistic: the bonus of what is
    /// worn in that slot and the other bonus of what is worn in the other.
    fn bonus(&self, slot: EquipmentSlot) -> i32 {
        self.equipment.iter().fold(0i32, |sum, (&worn, e)| {
            let Some(eq) = e.0.as_equipment() else { return sum };
            let part = if worn == slot { eq.equipment_bonus() } else { eq.other_bonus() };
            sum.saturating_add(part)
        })
    }

    /// Experience needed to advance from the current level.
    pub fn next_level_experience(&self) -> i32 {
        self.level_cost.saturating_mul(self.level).saturating_mul(self.level)
    }

    /// True once health is at or below zero.
    pub fn is_dead(&self) -> bool {
        self.health <= 0
    }

    /// The equipped item in `slot`.
    pub fn equipped(&self, slot: EquipmentSlot) -> Option<&dyn Item> {
        self.equipment.get(&slot).map(|e| e.0.as_ref())
    }

    /// Heals a point when `turn` is one of the turns the growth's
    /// regeneration falls on (seed 000's player never regenerates).
    pub fn regenerate(&mut self, turn: u64) {
        let every = self.growth.map_or(0, |g| g.regeneration_turns);
        if every > 0 && turn % u64::from(every) == 0 && !self.is_dead() {
            self.health = self.health.saturating_add(1).min(self.max_health);
        }
    }

    /// One turn of the potions' effects passes; the potions whose effect
    /// ended with it.
    pub fn effects_pass(&mut self) -> Vec<ItemKind> {
        let mut ended = Vec::new();
        for (turns, potion) in [
            (&mut self.invisible, ItemKind::InvisibilityPotion),
            (&mut self.invincible, ItemKind::InvincibilityPotion),
        ] {
            if *turns > 0 {
                *turns -= 1;
                if *turns == 0 {
                    ended.push(potion);
                }
            }
        }
        ended
    }

    /// Equipped items by slot, in slot order.
    pub fn equipment(&self) -> impl Iterator<Item = (EquipmentSlot, &dyn Item)> {
        self.equipment.iter().map(|(&s, e)| (s, e.0.as_ref()))
    }

    /// Equips `item` (restoring a saved game), returning what was in its slot.
    pub fn equip(&mut self, item: Box<dyn Item>) -> Result<Option<Box<dyn Item>>, Box<dyn Item>> {
        let Some(slot) = item.as_equipment().map(|e| e.equipment_type()) else {
            return Err(item);
        };
        Ok(self.equipment.insert(slot, EquippedItem(item)).map(|e| e.0))
    }

    /// Adds experience and raises as many levels as it pays for, keeping the
    /// remainder. Returns the level-up event, if any level was gained.
    pub fn gain_experience(&mut self, amount: i32) -> Option<GameEvent> {
        let (previous_level, previous_attack, previous_armor) =
            (self.level, self.attack(), self.armor());
        // Experience and level stop at the limits a save may hold, so a game
        // at the limits still saves as a game the next load accepts.
        self.experience = self.experience.saturating_add(amount.max(0)).min(MAX_STAT);
        // A cost of at least 1 that grows with the level ends the loop; a
        // restored save is checked to have one.
        let health_gain = self.per_level().health;
        while self.level < MAX_LEVEL
            && self.next_level_experience() > 0
            && self.experience >= self.next_level_experience()
        {
            self.experience -= self.next_level_experience();
            self.level += 1;
            self.max_health = self.max_health.saturating_add(health_gain).min(MAX_STAT);
            self.health = self.health.saturating_add(health_gain).min(self.max_health);
        }
        (self.level > previous_level).then(|| GameEvent::LevelUp {
            previous_level,
            level: self.level,
            previous_attack,
            attack: self.attack(),
            previous_armor,
            armor: self.armor(),
        })
    }

    /// Equips `item` from the selected slot, putting what it replaces back
    /// into that slot; the message says what happened. `item` must be
    /// equipment.
    pub fn equip_selected(&mut self, item: Box<dyn Item>) -> Message {
        let kind = item.kind();
        let Some((slot, bonus)) =
            item.as_equipment().map(|eq| (eq.equipment_type(), eq.equipment_bonus()))
        else {
            self.inventory.put_selected(item);
            return Message::MustEquip { item: kind };
        };
        let old = self.equipment.insert(slot, EquippedItem(item));
        let swapped = old.map(|EquippedItem(old)| {
            let old_kind = old.kind();
            self.inventory.put_selected(old);
            old_kind
        });
        Message::Equipped { item: kind, bonus, slot, swapped }
    }

    /// Takes the selected item out to drop it.
    pub fn take_selected_for_drop(&mut self) -> Option<Box<dyn Item>> {
        self.inventory.take_selected()
    }

    /// Kinds of the equipped items, for snapshots.
    pub fn equipment_kinds(&self) -> Vec<(EquipmentSlot, ItemKind, i32)> {
        self.equipment()
            .filter_map(|(s, i)| i.as_equipment().map(|e| (s, i.kind(), e.equipment_bonus())))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::item::new_item;

    #[test]
    fn defaults_are_the_original_numbers() {
        let p = Player::new(Coordinates::ZERO);
        assert_eq!(
            (p.health, p.max_health, p.base_attack, p.base_armor, p.experience, p.level),
            (10, 10, 1, 1, 0, 1)
        );
        assert_eq!((p.attack(), p.armor(), p.next_level_experience()), (1, 1, 1));
    }

    #[test]
    fn stats_follow_level_and_equipment() {
        let mut p = Player::new(Coordinates::ZERO);
        p.level = 3;
        assert_eq!((p.attack(), p.armor()), (3, 3));
        p.inventory.add(new_item(ItemKind::Sword)).expect("room");
        p.inventory.select(0);
        let sword = p.inventory.take_selected().expect("sword");
        p.equip_selected(sword);
        assert_eq!(p.attack(), 3 + 5);
        assert_eq!(p.next_level_experience(), 9);
    }

    #[test]
    fn equipping_a_second_sword_swaps_the_first_back() {
        let mut p = Player::new(Coordinates::ZERO);
        p.inventory.add(new_item(ItemKind::Sword)).expect("room");
        p.inventory.add(new_item(ItemKind::Sword)).expect("room");
        p.inventory.add(new_item(ItemKind::Shield)).expect("room");
        p.inventory.select(0);
        let item = p.inventory.take_selected().expect("sword");
        p.equip_selected(item);
        assert_eq!(p.inventory.kinds()[0], None);
        p.inventory.select(1);
        let item = p.inventory.take_selected().expect("sword");
        let message = p.equip_selected(item);
        assert!(
            matches!(message, Message::Equipped { swapped: Some(ItemKind::Sword), .. }),
            "{message:?}"
        );
        assert_eq!(p.inventory.kinds()[1], Some(ItemKind::Sword), "old sword swapped back");
        assert_eq!(p.equipment_kinds(), vec![(EquipmentSlot::Weapon, ItemKind::Sword, 5)]);
        p.inventory.select(2);
        let item = p.inventory.take_selected().expect("shield");
        p.equip_selected(item);
        assert_eq!((p.attack(), p.armor()), (6, 3));
        assert_eq!(p.equipment_kinds().len(), 2);
    }

    #[test]
    fn multi_level_gain_keeps_the_remainder() {
        let mut p = Player::new(Coordinates::ZERO);
        // Level 1→2 costs 1, 2→3 costs 4, 3→4 costs 9: 10 experience gives
        // level 3 with 5 left over (5 < 9).
        let ev = p.gain_experience(10).expect("levelled");
        assert_eq!((p.level, p.experience), (3, 5));
        assert_eq!(
            ev,
            GameEvent::LevelUp {
                previous_level: 1,
                level: 3,
                previous_attack: 1,
                attack: 3,
                previous_armor: 1,
                armor: 3
            }
        );
        assert_eq!(p.gain_experience(3), None);
        assert_eq!(p.experience, 8);
    }

    #[test]
    fn experience_and_level_stop_at_the_limits_a_save_may_hold() {
        let mut p = Player::new(Coordinates::ZERO);
        (p.level, p.level_cost, p.experience) = (MAX_LEVEL, MAX_STAT, MAX_STAT);
        assert_eq!(p.gain_experience(10), None);
        assert_eq!((p.level, p.experience), (MAX_LEVEL, MAX_STAT));
        (p.level, p.level_cost, p.experience) = (1, 1, 0);
        assert!(p.gain_experience(i32::MAX).is_some());
        assert!(p.experience <= MAX_STAT && p.level < MAX_LEVEL, "{p:?}");
    }
}
