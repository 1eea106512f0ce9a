//! `Battle`: a fight fought in rounds ([`FightModel::Rounds`](super::FightModel)),
//! as the message log keeps it: who was fought, both healths before it, and
//! each round's changes with the gear used, in exact [`Points`]. The rules
//! that fight it are the level's (Dungeon Mania's, `src/dungeon`); the record
//! is the engine's, so every front end can show a battle.

use super::kind::ItemKind;
use super::points::Points;
use serde::Serialize;

/// The creatures that fight in rounds.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Foe {
    /// A [`Spider`](super::Spider).
    Spider,
    /// A [`ZombieToast`](super::ZombieToast).
    ZombieToast,
    /// A [`Mercenary`](super::Mercenary).
    Mercenary,
    /// A [`Mercenary`](super::Mercenary) that is an assassin.
    Assassin,
    /// A [`Hydra`](super::Hydra).
    Hydra,
    /// The player's older self ([`OlderPlayer`](super::OlderPlayer)).
    OlderPlayer,
}

impl Foe {
    /// Its name in Dungeon Mania's files and responses, and in the tables.
    pub fn name(self) -> &'static str {
        match self {
            Foe::Spider => "spider",
            Foe::ZombieToast => "zombie_toast",
            Foe::Mercenary => "mercenary",
            Foe::Assassin => "assassin",
            Foe::Hydra => "hydra",
            Foe::OlderPlayer => "older_player",
        }
    }
}

/// An item used in a battle.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct GearUsed {
    /// The item's id in its rules' own numbering (Dungeon Mania's entity ids).
    pub id: u64,
    /// Its kind.
    pub item: ItemKind,
}

/// One round: how each side's health changed (negative: lost).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Round {
    /// Change of the player's health.
    pub delta_player_health: Points,
    /// Change of the enemy's health.
    pub delta_enemy_health: Points,
    /// The weapons and shield used.
    pub weapons: Vec<GearUsed>,
}

/// A battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Battle {
    /// Who was fought.
    pub enemy: Foe,
    /// The player's health before the first round.
    pub initial_player_health: Points,
    /// The enemy's health before the first round.
    pub initial_enemy_health: Points,
    /// Every round, in order.
    pub rounds: Vec<Round>,
}

impl Battle {
    /// Both healths after the last round: (player, enemy).
    pub fn outcome(&self) -> (Points, Points) {
        self.rounds
            .iter()
            .fold((self.initial_player_health, self.initial_enemy_health), |(player, enemy), r| {
                (player + r.delta_player_health, enemy + r.delta_enemy_health)
            })
    }
}
