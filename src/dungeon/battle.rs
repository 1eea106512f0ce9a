//! Battles (spec §3.6, §3.6.1, §3.3.1): rounds in which the player loses the
//! enemy's attack (less defence) over 10 and the enemy loses the player's
//! attack over 5, until one of them is dead. Additive bonuses (sword, allies,
//! midnight armour) come before the bow's doubling; the shield, allies and
//! midnight armour reduce the enemy's attack. A hydra's health may grow
//! instead of falling at each blow, by a draw from the game's random stream
//! (none when the config's chance is 0 or 1, so those battles are certain).
//! Each battle goes into the game's log as a [`Battle`] (every battle so far
//! is part of the response).

use super::potion::Potion;
use super::state::EntityId;
use super::tick::Tick;
use super::time::unharmed_by_older_self;
use crate::game::{
    Battle, Foe, GameRng, GearUsed, ItemKind, KindMut, KindRef, Message, Points, Round,
};

/// The most rounds a battle lasts: one in which neither side can be hurt would
/// never end, so it stops here with both alive.
pub const MAX_ROUNDS: usize = 10_000;

/// A hydra's heads growing back: the chance that a blow heals it instead,
/// and by how much.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Regrowth {
    /// The chance, from 0 to 1 (`hydra_health_increase_rate`).
    pub rate: f64,
    /// The health a blow gives instead (`hydra_health_increase_amount`).
    pub amount: Points,
}

impl Regrowth {
    /// Whether this blow heals ([`happens`] at the rate).
    pub fn grows(&self, rng: &mut GameRng) -> bool {
        happens(self.rate, rng)
    }
}

/// Whether a thing of chance `rate` (a config's chance, from 0 to 1)
/// happens: certain at 1 or more, never at 0 or less, otherwise a draw from
/// `rng` — only then, so a config of certain chances leaves the stream as it
/// was and plays as it would without them.
pub fn happens(rate: f64, rng: &mut GameRng) -> bool {
    if rate <= 0.0 {
        false
    } else if rate >= 1.0 {
        true
    } else {
        rng.chance(rate)
    }
}

/// The numbers a battle is fought with, bonuses included.
#[derive(Clone, Copy, Debug, PartialEq)]
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
    /// The enemy is a hydra: its heads may grow back.
    pub regrowth: Option<Regrowth>,
}

/// The (player, enemy) health changes of each round. Defence greater than the
/// enemy's attack makes its attacks harmless, never healing. A hydra's blows
/// that heal it are drawn from `rng`; an invincible player's one blow kills
/// even a hydra (the potion's battle ends at once, won).
pub fn fight(f: &Fighters, rng: &mut GameRng) -> Vec<(Points, Points)> {
    if f.invincible {
        return vec![(Points::ZERO, -f.enemy_health.at_least_zero())];
    }
    let to_player = (f.enemy_attack - f.player_defence).at_least_zero().divided_by(10);
    let to_enemy = f.player_attack.divided_by(5);
    // A hydra whose every blow heals cannot lose: like a battle where no
    // one is hurt, one round says so and it ends with both alive.
    let unbeatable = f.regrowth.is_some_and(|r| r.rate >= 1.0) || to_enemy == Points::ZERO;
    let (mut player, mut enemy) = (f.player_health, f.enemy_health);
    let mut rounds = Vec::new();
    loop {
        let blow = match f.regrowth {
            Some(regrowth) if regrowth.grows(rng) => regrowth.amount,
            _ => -to_enemy,
        };
        rounds.push((-to_player, blow));
        player = player - to_player;
        enemy = enemy + blow;
        let harmless = to_player == Points::ZERO && unbeatable;
        if player.is_spent() || enemy.is_spent() || harmless || rounds.len() >= MAX_ROUNDS {
            return rounds;
        }
    }
}

/// The foe a hostile creature is, and its health; `None` for allies and
/// everything else.
pub fn as_enemy(kind: KindRef<'_>) -> Option<(Foe, Points)> {
    match kind {
        KindRef::Spider(spider) => Some((Foe::Spider, spider.health())),
        KindRef::ZombieToast(zombie) => Some((Foe::ZombieToast, zombie.health())),
        KindRef::Mercenary(m) if !m.is_ally() && m.is_assassin() => {
            Some((Foe::Assassin, m.health()))
        }
        KindRef::Mercenary(m) if !m.is_ally() => Some((Foe::Mercenary, m.health())),
        KindRef::Hydra(hydra) => Some((Foe::Hydra, hydra.health())),
        KindRef::OlderPlayer(older) => Some((Foe::OlderPlayer, older.health())),
        _ => None,
    }
}

impl Tick<'_> {
    /// Fights every enemy on the player's cell, in order of creation.
    pub(super) fn battles_on_player_cell(&mut self) {
        let Some(pos) = self.player_pos() else {
            return;
        };
        let enemies: Vec<EntityId> = self
            .scene()
            .at(pos)
            .into_iter()
            .filter(|&(_, kind)| as_enemy(kind).is_some())
            .map(|(id, _)| id)
            .collect();
        for id in enemies {
            self.battle_if_met(id);
        }
    }

    /// Fights `id` if it is an enemy on the player's cell and the player is visible.
    pub(super) fn battle_if_met(&mut self, id: EntityId) {
        if self.state.effects.is_active(Potion::Invisibility) {
            return;
        }
        let scene = self.scene();
        let (Some(pos), Some(kind)) = (scene.pos(id), scene.kind(id)) else {
            return;
        };
        // Meeting one's older self is no fight for who cannot be seen or
        // carries what wards it off (spec §3.11.3).
        if matches!(kind, KindRef::OlderPlayer(_)) && unharmed_by_older_self(self.state) {
            return;
        }
        if Some(pos) == self.player_pos() && as_enemy(kind).is_some() {
            self.battle(id);
        }
    }

    /// Fights the enemy `enemy_id` (which shares the player's cell) to the end.
    fn battle(&mut self, enemy_id: EntityId) {
        let Some((enemy, enemy_health)) = self.scene().kind(enemy_id).and_then(as_enemy) else {
            return;
        };
        let Some(player_health) = self.state.health else {
            return;
        };
        let config = self.config;
        let enemy_attack = match enemy {
            Foe::Spider => config.spider_attack,
            Foe::ZombieToast => config.zombie_attack,
            Foe::Mercenary => config.mercenary_attack,
            Foe::Assassin => config.assassin_attack,
            Foe::Hydra => config.hydra_attack,
            // The older self fights as the player does, bare-handed.
            Foe::OlderPlayer => config.player_attack,
        };
        let allies = self.ally_count();
        let sword = self.state.usable_gear(ItemKind::Sword);
        let bow = self.state.usable_gear(ItemKind::Bow);
        let shield = self.state.usable_gear(ItemKind::Shield);
        let armour = self.state.inventory.iter().position(|i| i.kind == ItemKind::MidnightArmour);
        let mut attack = config.player_attack + config.ally_attack.times(allies);
        if sword.is_some() {
            attack = attack + config.sword_attack;
        }
        if armour.is_some() {
            attack = attack + config.midnight_armour_attack;
        }
        if bow.is_some() {
            attack = attack.times(2);
        }
        let mut defence = config.ally_defence.times(allies);
        if shield.is_some() {
            defence = defence + config.shield_defence;
        }
        if armour.is_some() {
            defence = defence + config.midnight_armour_defence;
        }
        let regrowth = (enemy == Foe::Hydra).then_some(Regrowth {
            rate: config.hydra_health_increase_rate,
            amount: config.hydra_health_increase_amount,
        });
        let fighters = Fighters {
            player_health,
            player_attack: attack,
            player_defence: defence,
            enemy_health,
            enemy_attack,
            invincible: self.state.effects.is_active(Potion::Invincibility),
            regrowth,
        };
        // Midnight armour is worn in every battle and shows among the gear
        // used, but has no durability to lose ([`Self::wear_out`]).
        let mut gear: Vec<usize> = [sword, bow, shield, armour].into_iter().flatten().collect();
        crate::order::sort(&mut gear);
        let weapons: Vec<GearUsed> = gear
            .iter()
            .map(|&at| &self.state.inventory[at])
            .map(|i| GearUsed { id: i.id.0, item: i.kind })
            .collect();
        let rounds: Vec<Round> = fight(&fighters, self.rng)
            .into_iter()
            .map(|(to_player, to_enemy)| Round {
                delta_player_health: to_player,
                delta_enemy_health: to_enemy,
                weapons: weapons.clone(),
            })
            .collect();
        let battle = Battle {
            enemy,
            initial_player_health: player_health,
            initial_enemy_health: enemy_health,
            rounds,
        };
        let (player_after, enemy_after) = battle.outcome();
        self.log.push(*self.turn, Message::Battle(Box::new(battle)));
        self.wear_out(&weapons);
        self.settle(enemy_id, enemy_after, player_after);
    }

    /// Allied mercenaries on the map.
    fn ally_count(&self) -> i64 {
        let world = &*self.world;
        let allies = world.all_actors().filter(|&object| {
            matches!(world.get(object).and_then(|o| o.kind()), Some(KindRef::Mercenary(m)) if m.is_ally())
        });
        allies.count() as i64
    }

    /// Takes a battle off each used item; items with none left are gone.
    fn wear_out(&mut self, used: &[GearUsed]) {
        let was_used = |id: EntityId| used.iter().any(|u| u.id == id.0);
        for item in self.state.inventory.iter_mut().filter(|i| was_used(i.id)) {
            if let Some(durability) = item.durability.as_mut() {
                *durability = durability.saturating_sub(1);
            }
        }
        self.state.inventory.retain(|i| i.durability != Some(0) || !was_used(i.id));
    }

    /// Applies the outcome: the dead leave the map.
    fn settle(&mut self, enemy_id: EntityId, enemy_health: Points, player_health: Points) {
        if enemy_health.is_spent() {
            let older = matches!(self.scene().kind(enemy_id), Some(KindRef::OlderPlayer(_)));
            self.state.remove(self.world, enemy_id);
            // One's older self is no enemy the goal counts.
            if older {
                self.state.older_selves.retain(|&id| id != enemy_id);
            } else {
                self.run.kills = self.run.kills.saturating_add(1);
            }
        } else {
            match self.kind_mut(enemy_id) {
                Some(KindMut::Spider(spider)) => spider.set_health(enemy_health),
                Some(KindMut::ZombieToast(zombie)) => zombie.set_health(enemy_health),
                Some(KindMut::Mercenary(m)) => m.set_health(enemy_health),
                Some(KindMut::Hydra(hydra)) => hydra.set_health(enemy_health),
                Some(KindMut::OlderPlayer(older)) => older.set_health(enemy_health),
                _ => {}
            }
        }
        self.state.health = (!player_health.is_spent()).then_some(player_health);
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
            regrowth: None,
        };
        let rounds = fight(&f, &mut GameRng::new(1, 1));
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

    /// A hydra every blow heals, fought by a player it cannot hurt, would
    /// never die nor win: one round says so, as a harmless battle does.
    #[test]
    fn a_hydra_that_cannot_lose_or_hurt_ends_its_battle_in_one_round() {
        let regrowth = Some(Regrowth { rate: 1.0, amount: Points::whole(3) });
        let f = Fighters {
            player_health: Points::whole(10),
            player_attack: Points::whole(10),
            player_defence: Points::whole(5),
            enemy_health: Points::whole(4),
            enemy_attack: Points::whole(1),
            invincible: false,
            regrowth,
        };
        assert_eq!(fight(&f, &mut GameRng::new(1, 1)), [(Points::ZERO, Points::whole(3))]);
        let hurt = Fighters { player_defence: Points::ZERO, ..f };
        let rounds = fight(&hurt, &mut GameRng::new(1, 1));
        assert_eq!(rounds.len(), 100, "0.1 a round takes the player's 10");
        assert!(rounds.iter().all(|&(_, enemy)| enemy == Points::whole(3)));
        let potion = Fighters { invincible: true, ..f };
        assert_eq!(fight(&potion, &mut GameRng::new(1, 1)), [(Points::ZERO, -Points::whole(4))]);
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
            regrowth: None,
        };
        assert_eq!(fight(&f, &mut GameRng::new(1, 1)), [(Points::ZERO, Points::ZERO)]);
        f.invincible = true;
        assert_eq!(fight(&f, &mut GameRng::new(1, 1)), [(Points::ZERO, -Points::whole(10))]);
    }
}
