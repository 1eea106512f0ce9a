//! Battles (spec §3.6, §3.6.1): rounds in which the player loses the enemy's
//! attack (less defence) over 10 and the enemy loses the player's attack over
//! 5, until one of them is dead. Additive bonuses (sword, allies) come before
//! the bow's doubling; the shield and allies reduce the enemy's attack.

use super::entity::{EnemyType, EntityId, EntityKind};
use super::item::{InventoryItem, ItemType};
use super::potion::Potion;
use super::state::Dungeon;
use crate::game::Points;
use serde::{Deserialize, Serialize};

/// The most rounds a battle lasts: one in which neither side can be hurt would
/// never end, so it stops here with both alive.
pub const MAX_ROUNDS: usize = 10_000;

/// An item used in a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GearUsed {
    /// The item's id.
    pub id: EntityId,
    /// Its type.
    pub item: ItemType,
}

/// One round: how each side's health changed (negative: lost).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Change of the player's health.
    pub delta_player_health: Points,
    /// Change of the enemy's health.
    pub delta_enemy_health: Points,
    /// The weapons and shield used.
    pub weapons: Vec<GearUsed>,
}

/// A battle, as the response shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The enemy's type.
    pub enemy: EnemyType,
    /// The player's health before the first round.
    pub initial_player_health: Points,
    /// The enemy's health before the first round.
    pub initial_enemy_health: Points,
    /// Every round, in order.
    pub rounds: Vec<Round>,
}

/// The numbers a battle is fought with, bonuses included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fighters {
    /// The player's health.
    pub player_health: Points,
    /// The player's attack after every bonus.
    pub player_attack: Points,
    /// What is taken off the enemy's attack.
    pub player_defence: Points,
    /// The enemy's health.
    pub enemy_health: Points,
    /// The enemy's attack.
    pub enemy_attack: Points,
    /// The player is invincible: one round, won.
    pub invincible: bool,
}

/// The (player, enemy) health changes of each round. Defence greater than the
/// enemy's attack makes its attacks harmless, never healing.
pub fn fight(f: &Fighters) -> Vec<(Points, Points)> {
    if f.invincible {
        return vec![(Points::ZERO, -f.enemy_health.at_least_zero())];
    }
    let to_player = (f.enemy_attack - f.player_defence).at_least_zero().divided_by(10);
    let to_enemy = f.player_attack.divided_by(5);
    let (mut player, mut enemy) = (f.player_health, f.enemy_health);
    let mut rounds = Vec::new();
    loop {
        rounds.push((-to_player, -to_enemy));
        player = player - to_player;
        enemy = enemy - to_enemy;
        let harmless = to_player == Points::ZERO && to_enemy == Points::ZERO;
        if player.is_spent() || enemy.is_spent() || harmless || rounds.len() >= MAX_ROUNDS {
            return rounds;
        }
    }
}

impl Dungeon {
    /// Fights the enemy `enemy_id` (which shares the player's cell) to the end.
    pub(super) fn battle(&mut self, enemy_id: EntityId) {
        let Some((enemy, enemy_health)) = self.entity(enemy_id).and_then(|e| e.kind.as_enemy())
        else {
            return;
        };
        let Some(player_health) = self.state.player.as_ref().map(|p| p.health) else {
            return;
        };
        let config = &self.state.config;
        let enemy_attack = match enemy {
            EnemyType::Spider => config.spider_attack,
            EnemyType::ZombieToast => config.zombie_attack,
            EnemyType::Mercenary => config.mercenary_attack,
        };
        let allies = self.ally_count();
        let sword = self.usable_gear(ItemType::Sword);
        let bow = self.usable_gear(ItemType::Bow);
        let shield = self.usable_gear(ItemType::Shield);
        let mut attack = config.player_attack + config.ally_attack.times(allies);
        if sword.is_some() {
            attack = attack + config.sword_attack;
        }
        if bow.is_some() {
            attack = attack.times(2);
        }
        let mut defence = config.ally_defence.times(allies);
        if shield.is_some() {
            defence = defence + config.shield_defence;
        }
        let fighters = Fighters {
            player_health,
            player_attack: attack,
            player_defence: defence,
            enemy_health,
            enemy_attack,
            invincible: self.state.effects.is_active(Potion::Invincibility),
        };
        let mut gear: Vec<usize> = [sword, bow, shield].into_iter().flatten().collect();
        gear.sort_unstable();
        let weapons: Vec<GearUsed> = gear
            .iter()
            .map(|&at| &self.state.inventory[at])
            .map(|i| GearUsed { id: i.id, item: i.item.item_type() })
            .collect();
        let deltas = fight(&fighters);
        let (mut player_after, mut enemy_after) = (player_health, enemy_health);
        let rounds = deltas
            .into_iter()
            .map(|(to_player, to_enemy)| {
                player_after = player_after + to_player;
                enemy_after = enemy_after + to_enemy;
                Round {
                    delta_player_health: to_player,
                    delta_enemy_health: to_enemy,
                    weapons: weapons.clone(),
                }
            })
            .collect();
        self.state.battles.push(Battle {
            enemy,
            initial_player_health: player_health,
            initial_enemy_health: enemy_health,
            rounds,
        });
        self.wear_out(&weapons);
        self.settle(enemy_id, enemy_after, player_after);
    }

    /// Allied mercenaries on the map.
    fn ally_count(&self) -> i64 {
        let allies = self.actor_ids().into_iter().filter(|&id| {
            matches!(
                self.entity(id).map(|e| &e.kind),
                Some(EntityKind::Mercenary { ally: true, .. })
            )
        });
        allies.count() as i64
    }

    /// Takes a battle off each used item; items with none left are gone.
    fn wear_out(&mut self, used: &[GearUsed]) {
        for item in self.state.inventory.iter_mut().filter(|i| used.iter().any(|u| u.id == i.id)) {
            if let Some(durability) = item.item.durability_mut() {
                *durability = durability.saturating_sub(1);
            }
        }
        self.state.inventory.retain(|i: &InventoryItem| {
            i.item.durability() != Some(0) || !used.iter().any(|u| u.id == i.id)
        });
    }

    /// Applies the outcome: the dead leave the map.
    fn settle(&mut self, enemy_id: EntityId, enemy_health: Points, player_health: Points) {
        if enemy_health.is_spent() {
            self.remove_entity(enemy_id);
            self.state.kills += 1;
        } else if let Some(health) = self.kind_mut(enemy_id).and_then(EntityKind::health_mut) {
            *health = enemy_health;
        }
        if player_health.is_spent() {
            self.state.player = None;
        } else if let Some(player) = self.state.player.as_mut() {
            player.health = player_health;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of spec §3.6.1: bow, sword and shield.
    #[test]
    fn the_spec_example_with_bow_sword_and_shield() {
        let (base, sword, shield) = (Points::whole(5), Points::whole(1), Points::whole(2));
        let f = Fighters {
            player_health: Points::whole(10),
            player_attack: (base + sword).times(2),
            player_defence: shield,
            enemy_health: Points::whole(10),
            enemy_attack: Points::whole(5),
            invincible: false,
        };
        let rounds = fight(&f);
        let (mut player, mut enemy) = (f.player_health, f.enemy_health);
        let mut seen = Vec::new();
        for (to_player, to_enemy) in rounds.iter().take(2) {
            player = player + *to_player;
            enemy = enemy + *to_enemy;
            seen.push((enemy.to_string(), player.to_string()));
        }
        assert_eq!(seen, [("7.6".into(), "9.7".into()), ("5.2".into(), "9.4".into())]);
        assert_eq!(rounds.len(), 5, "10 / 2.4 rounds to kill the enemy");
    }

    #[test]
    fn harmless_battles_stop_after_a_round_and_invincibility_wins_in_one() {
        let mut f = Fighters {
            player_health: Points::whole(10),
            player_attack: Points::ZERO,
            player_defence: Points::whole(9),
            enemy_health: Points::whole(10),
            enemy_attack: Points::whole(5),
            invincible: false,
        };
        assert_eq!(fight(&f), [(Points::ZERO, Points::ZERO)]);
        f.invincible = true;
        assert_eq!(fight(&f), [(Points::ZERO, -Points::whole(10))]);
    }
}
