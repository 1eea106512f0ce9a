//! `PlayerState`: what a world file's `Player:` line says about the player
//! beyond where they stand — health, attack, armor, experience, level and its
//! growth, the inventory, the selected slot and the equipment — so an
//! exported world keeps the player as they were.

use crate::content::Growth;
use crate::game::{Coordinates, Damage, ItemKind, Player, PlayerRecord};
use serde::Serialize;

/// The player's numbers and belongings, as a `Player:` line holds them (a JSON
/// object of these fields, written on one line).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct PlayerState {
    /// Current health.
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
    /// Experience cost factor.
    pub level_cost: i32,
    /// What each level adds; absent for seed 000's rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth: Option<Growth>,
    /// Every inventory slot: the kind of item in it, or `null`.
    pub inventory: Vec<Option<ItemKind>>,
    /// The selected slot, from 0.
    pub selected: u32,
    /// The equipped items.
    pub equipment: Vec<ItemKind>,
    /// How many items each slot holds, when the inventory stacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacks: Option<Vec<u32>>,
    /// Turns left of an Invisibility Potion.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub invisible: u32,
    /// Turns left of an Invincibility Potion.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub invincible: u32,
}

fn is_zero(turns: &u32) -> bool {
    *turns == 0
}

impl PlayerState {
    /// The state of the player a record describes (its cell left out).
    pub fn of(record: &PlayerRecord) -> PlayerState {
        PlayerState {
            health: record.health,
            max_health: record.max_health,
            base_attack: record.base_attack,
            base_armor: record.base_armor,
            experience: record.experience,
            level: record.level,
            level_cost: record.level_cost,
            growth: record.growth,
            inventory: record.inventory.clone(),
            selected: record.selected,
            equipment: record.equipment.clone(),
            stacks: record.stacks.clone(),
            invisible: record.invisible,
            invincible: record.invincible,
        }
    }

    /// The player in this state, standing at `at`, or what does not fit
    /// (health over the maximum, an unknown slot selected …).
    pub fn player_at(&self, at: Coordinates) -> Result<Player, Damage> {
        Player::from_record(&PlayerRecord {
            at,
            health: self.health,
            max_health: self.max_health,
            base_attack: self.base_attack,
            base_armor: self.base_armor,
            experience: self.experience,
            level: self.level,
            level_cost: self.level_cost,
            growth: self.growth,
            inventory: self.inventory.clone(),
            selected: self.selected,
            equipment: self.equipment.clone(),
            stacks: self.stacks.clone(),
            invisible: self.invisible,
            invincible: self.invincible,
        })
    }
}
