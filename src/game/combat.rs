//! The automatic fight between the player and a mob (the seed's "Бой"): the
//! code every mob fights through.

use super::event::GameEvent;
use super::kind::MobKind;
use super::message::Message;
use super::message_log::MessageLog;
use super::player::Player;

/// What the fight needs to know of a mob.
pub trait Combatant {
    /// Which kind of creature (messages name it).
    fn mob_kind(&self) -> MobKind;
    /// Current health.
    fn health(&self) -> i32;
    /// Sets current health.
    fn set_health(&mut self, health: i32);
    /// Attack.
    fn attack(&self) -> i32;
    /// Armor.
    fn armor(&self) -> i32;
    /// Experience the player gains for the kill.
    fn experience(&self) -> i32;
}

/// The outcome of one fight.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FightReport {
    /// Damage the player dealt.
    pub dealt: i32,
    /// Damage the player took.
    pub taken: i32,
    /// The mob died (and did not strike back).
    pub mob_died: bool,
    /// The player died.
    pub player_died: bool,
    /// Events to send: level-ups and death.
    pub events: Vec<GameEvent>,
}

impl FightReport {
    /// Nobody died: the mob will be confused.
    pub fn both_survived(&self) -> bool {
        !self.mob_died && !self.player_died
    }
}

/// Damage of one strike: attack minus armor, never negative.
pub fn damage(attack: i32, armor: i32) -> i32 {
    attack.saturating_sub(armor).max(0)
}

/// One exchange: the player strikes first; a mob killed by the strike gives
/// its experience and does not strike back; otherwise it strikes back, and
/// health at or below zero kills the player.
pub fn fight(
    player: &mut Player,
    mob: &mut dyn Combatant,
    turn: u64,
    log: &mut MessageLog,
) -> FightReport {
    let kind = mob.mob_kind();
    let report = strike(player, mob, player.attack(), turn, log, |damage| Message::Hit {
        target: kind,
        damage,
    });
    if report.mob_died {
        return report;
    }
    strike_back(player, mob, report, turn, log)
}

/// A shot from afar (an arrow, seed 000's turn): the player's strike at
/// `attack` with its own message, and no blow back.
pub fn shoot(
    player: &mut Player,
    mob: &mut dyn Combatant,
    attack: i32,
    turn: u64,
    log: &mut MessageLog,
) -> FightReport {
    let kind = mob.mob_kind();
    strike(player, mob, attack, turn, log, |damage| Message::ArrowHit { target: kind, damage })
}

/// The player's strike at `attack`, said by `said`; a mob it kills gives its
/// experience.
fn strike(
    player: &mut Player,
    mob: &mut dyn Combatant,
    attack: i32,
    turn: u64,
    log: &mut MessageLog,
    said: impl FnOnce(i32) -> Message,
) -> FightReport {
    let mut report = FightReport { dealt: damage(attack, mob.armor()), ..Default::default() };
    let kind = mob.mob_kind();
    mob.set_health(mob.health().saturating_sub(report.dealt));
    log.push(turn, said(report.dealt));
    if mob.health() <= 0 {
        report.mob_died = true;
        report.events.push(GameEvent::MobDefeated { kind });
        let experience = mob.experience();
        log.push(turn, Message::Defeated { target: kind, experience });
        if let Some(level_up) = player.gain_experience(experience) {
            if let GameEvent::LevelUp { level, .. } = level_up {
                log.push(turn, Message::LevelReached { level });
            }
            report.events.push(level_up);
        }
    }
    report
}

/// A surviving mob's blow back.
fn strike_back(
    player: &mut Player,
    mob: &mut dyn Combatant,
    mut report: FightReport,
    turn: u64,
    log: &mut MessageLog,
) -> FightReport {
    let kind = mob.mob_kind();
    if player.invincible > 0 {
        log.push(turn, Message::BlowHarmless { attacker: kind });
        return report;
    }
    report.taken = damage(mob.attack(), player.armor());
    player.health = player.health.saturating_sub(report.taken);
    log.push(turn, Message::HitBy { attacker: kind, damage: report.taken });
    if player.is_dead() {
        report.player_died = true;
        log.push(turn, Message::KilledBy { attacker: kind });
        report.events.push(GameEvent::KilledBy { kind });
        report.events.push(GameEvent::PlayerDie);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Coordinates;

    #[derive(Debug)]
    struct Dummy {
        health: i32,
        attack: i32,
        armor: i32,
        xp: i32,
    }

    impl Combatant for Dummy {
        fn mob_kind(&self) -> MobKind {
            MobKind::Robot
        }
        fn health(&self) -> i32 {
            self.health
        }
        fn set_health(&mut self, health: i32) {
            self.health = health;
        }
        fn attack(&self) -> i32 {
            self.attack
        }
        fn armor(&self) -> i32 {
            self.armor
        }
        fn experience(&self) -> i32 {
            self.xp
        }
    }

    fn player_with(attack: i32, armor: i32) -> Player {
        let mut p = Player::new(Coordinates::ZERO);
        p.base_attack = attack;
        p.base_armor = armor;
        p
    }

    #[test]
    fn numbers_worked_out_by_hand() {
        // Player attack 6 against armor 1: 5 damage. Mob attack 5 against armor 2: 3.
        let mut p = player_with(6, 2);
        let mut m = Dummy { health: 10, attack: 5, armor: 1, xp: 3 };
        let mut log = MessageLog::default();
        let r = fight(&mut p, &mut m, 1, &mut log);
        assert_eq!((r.dealt, r.taken, m.health, p.health), (5, 3, 5, 7));
        assert!(r.both_survived());
        assert_eq!(log.all()[0].message, Message::Hit { target: MobKind::Robot, damage: 5 });
        assert_eq!(log.all()[1].message, Message::HitBy { attacker: MobKind::Robot, damage: 3 });
    }

    #[test]
    fn armor_above_attack_deals_nothing_not_negative() {
        let mut p = player_with(1, 9);
        let mut m = Dummy { health: 3, attack: 2, armor: 4, xp: 1 };
        let r = fight(&mut p, &mut m, 0, &mut MessageLog::default());
        assert_eq!((r.dealt, r.taken, m.health, p.health), (0, 0, 3, 10));
    }

    #[test]
    fn a_mob_killed_by_the_first_strike_deals_no_damage() {
        let mut p = player_with(6, 0);
        let mut m = Dummy { health: 3, attack: 50, armor: 0, xp: 10 };
        let r = fight(&mut p, &mut m, 0, &mut MessageLog::default());
        assert!(r.mob_died);
        assert_eq!((r.taken, p.health), (0, 10));
        // 10 XP from level 1: levels 2 (1) and 3 (4), 5 left.
        assert_eq!((p.level, p.experience), (3, 5));
        assert!(matches!(
            r.events[..],
            [GameEvent::MobDefeated { kind: MobKind::Robot }, GameEvent::LevelUp { level: 3, .. }]
        ));
    }

    #[test]
    fn death_at_exactly_zero_health() {
        let mut p = player_with(1, 0);
        p.health = 4;
        let mut m = Dummy { health: 10, attack: 4, armor: 0, xp: 1 };
        let r = fight(&mut p, &mut m, 0, &mut MessageLog::default());
        assert_eq!(p.health, 0);
        assert!(r.player_died);
        assert_eq!(
            r.events,
            vec![GameEvent::KilledBy { kind: MobKind::Robot }, GameEvent::PlayerDie]
        );
    }

    #[test]
    fn one_health_left_is_alive() {
        let mut p = player_with(1, 0);
        p.health = 5;
        let mut m = Dummy { health: 10, attack: 4, armor: 0, xp: 1 };
        let r = fight(&mut p, &mut m, 0, &mut MessageLog::default());
        assert_eq!(p.health, 1);
        assert!(!r.player_died && r.both_survived());
    }
}
