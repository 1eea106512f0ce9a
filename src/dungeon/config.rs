//! `Config`: the numbers of a Dungeon Mania game (spec §5), with the course
//! template's values for keys a file leaves out, Milestone 3 keys optional
//! (§5.1.2), and the default config a dungeon without one is played with.

use crate::game::Points;
use serde::Serialize;

/// Every config key of spec §5 and §5.1.1. Health, attack and defence are exact
/// [`Points`]; counts, radii, durations and rates of spawning are whole numbers;
/// the two chances are fractions from 0 to 1.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Config {
    /// Attack bonus each ally gives the player.
    pub ally_attack: Points,
    /// Defence bonus each ally gives the player.
    pub ally_defence: Points,
    /// Square radius within which a mercenary can be bribed.
    pub bribe_radius: u32,
    /// Treasure a bribe costs.
    pub bribe_amount: u32,
    /// Square radius of a bomb's blast.
    pub bomb_radius: u32,
    /// Battles a bow lasts.
    pub bow_durability: u32,
    /// The player's starting health.
    pub player_health: Points,
    /// The player's base attack.
    pub player_attack: Points,
    /// Enemies to kill for the enemies goal.
    pub enemy_goal: u32,
    /// Ticks an invincibility potion lasts.
    pub invincibility_potion_duration: u32,
    /// Ticks an invisibility potion lasts.
    pub invisibility_potion_duration: u32,
    /// A mercenary's attack.
    pub mercenary_attack: Points,
    /// A mercenary's health.
    pub mercenary_health: Points,
    /// A spider's attack.
    pub spider_attack: Points,
    /// A spider's health.
    pub spider_health: Points,
    /// A spider spawns every this many ticks (0: never).
    pub spider_spawn_rate: u32,
    /// Battles a shield lasts.
    pub shield_durability: u32,
    /// How much a shield reduces an enemy's attack.
    pub shield_defence: Points,
    /// Attack a sword adds.
    pub sword_attack: Points,
    /// Battles a sword lasts.
    pub sword_durability: u32,
    /// Treasure to collect for the treasure goal.
    pub treasure_goal: u32,
    /// A zombie toast's attack.
    pub zombie_attack: Points,
    /// A zombie toast's health.
    pub zombie_health: Points,
    /// Each spawner spawns a zombie every this many ticks (0: never).
    pub zombie_spawn_rate: u32,
    /// 💀 An assassin's attack.
    pub assassin_attack: Points,
    /// 💀 Treasure an attempt to bribe an assassin costs.
    pub assassin_bribe_amount: u32,
    /// 💀 Chance that bribing an assassin fails.
    pub assassin_bribe_fail_rate: f64,
    /// 💀 An assassin's health.
    pub assassin_health: Points,
    /// 💀 Radius within which an assassin sees an invisible player.
    pub assassin_recon_radius: u32,
    /// 💀 A hydra spawns every this many ticks (0: never).
    pub hydra_spawn_rate: u32,
    /// 💀 A hydra's attack.
    pub hydra_attack: Points,
    /// 💀 A hydra's health.
    pub hydra_health: Points,
    /// 💀 Chance that an attack heals a hydra instead.
    pub hydra_health_increase_rate: f64,
    /// 💀 How much such an attack heals it.
    pub hydra_health_increase_amount: Points,
    /// 💀 Ticks mind control by a sceptre lasts.
    pub mind_control_duration: u32,
    /// 💀 Attack midnight armour adds.
    pub midnight_armour_attack: Points,
    /// 💀 Defence midnight armour adds.
    pub midnight_armour_defence: Points,
}

/// The kind of value a config key takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// An exact amount with at most three decimals.
    Amount,
    /// A whole number.
    Whole,
    /// A chance from 0 to 1.
    Chance,
}

/// A mutable view of one config field, for the reader.
#[derive(Debug)]
pub enum Slot<'a> {
    /// An amount field.
    Amount(&'a mut Points),
    /// A whole-number field.
    Whole(&'a mut u32),
    /// A chance field.
    Chance(&'a mut f64),
}

impl Slot<'_> {
    /// The kind of value the field takes.
    pub fn kind(&self) -> ValueKind {
        match self {
            Slot::Amount(_) => ValueKind::Amount,
            Slot::Whole(_) => ValueKind::Whole,
            Slot::Chance(_) => ValueKind::Chance,
        }
    }
}

/// Keys every config must have (Milestone 2).
pub const REQUIRED_KEYS: [&str; 24] = [
    "ally_attack",
    "ally_defence",
    "bribe_radius",
    "bribe_amount",
    "bomb_radius",
    "bow_durability",
    "player_health",
    "player_attack",
    "enemy_goal",
    "invincibility_potion_duration",
    "invisibility_potion_duration",
    "mercenary_attack",
    "mercenary_health",
    "spider_attack",
    "spider_health",
    "spider_spawn_rate",
    "shield_durability",
    "shield_defence",
    "sword_attack",
    "sword_durability",
    "treasure_goal",
    "zombie_attack",
    "zombie_health",
    "zombie_spawn_rate",
];

/// The values a config that leaves out a Milestone 3 key plays with
/// (§5.1.2: Milestone 2 configs lack them all): bosses that are worth their
/// name beside the template's mercenary, a bribe of an assassin that fails
/// three times in ten, a hydra whose blows heal it half the time, no hydras
/// spawning (only the config can ask for them), three ticks of mind
/// control, and armour worth a little on both sides. `worlds/DUNGEONS.md`
/// ("The config file") gives the reasons.
pub const MILESTONE_3_DEFAULTS: [(&str, f64); 13] = [
    ("assassin_attack", 10.0),
    ("assassin_bribe_amount", 1.0),
    ("assassin_bribe_fail_rate", 0.3),
    ("assassin_health", 10.0),
    ("assassin_recon_radius", 5.0),
    ("hydra_spawn_rate", 0.0),
    ("hydra_attack", 10.0),
    ("hydra_health", 10.0),
    ("hydra_health_increase_rate", 0.5),
    ("hydra_health_increase_amount", 1.0),
    ("mind_control_duration", 3.0),
    ("midnight_armour_attack", 2.0),
    ("midnight_armour_defence", 2.0),
];

/// Keys Milestone 3 added: a config without them plays with
/// `MILESTONE_3_DEFAULTS` (§5.1.2).
pub const OPTIONAL_KEYS: [&str; 13] = [
    "assassin_attack",
    "assassin_bribe_amount",
    "assassin_bribe_fail_rate",
    "assassin_health",
    "assassin_recon_radius",
    "hydra_spawn_rate",
    "hydra_attack",
    "hydra_health",
    "hydra_health_increase_rate",
    "hydra_health_increase_amount",
    "mind_control_duration",
    "midnight_armour_attack",
    "midnight_armour_defence",
];

impl Config {
    /// The course's `config_template.json`: every value is 0. The Milestone 3
    /// keys, which the template lacks, are 0 here as well; a config file read
    /// without them gets `MILESTONE_3_DEFAULTS` instead.
    pub const TEMPLATE: Config = Config {
        ally_attack: Points::ZERO,
        ally_defence: Points::ZERO,
        bribe_radius: 0,
        bribe_amount: 0,
        bomb_radius: 0,
        bow_durability: 0,
        player_health: Points::ZERO,
        player_attack: Points::ZERO,
        enemy_goal: 0,
        invincibility_potion_duration: 0,
        invisibility_potion_duration: 0,
        mercenary_attack: Points::ZERO,
        mercenary_health: Points::ZERO,
        spider_attack: Points::ZERO,
        spider_health: Points::ZERO,
        spider_spawn_rate: 0,
        shield_durability: 0,
        shield_defence: Points::ZERO,
        sword_attack: Points::ZERO,
        sword_durability: 0,
        treasure_goal: 0,
        zombie_attack: Points::ZERO,
        zombie_health: Points::ZERO,
        zombie_spawn_rate: 0,
        assassin_attack: Points::ZERO,
        assassin_bribe_amount: 0,
        assassin_bribe_fail_rate: 0.0,
        assassin_health: Points::ZERO,
        assassin_recon_radius: 0,
        hydra_spawn_rate: 0,
        hydra_attack: Points::ZERO,
        hydra_health: Points::ZERO,
        hydra_health_increase_rate: 0.0,
        hydra_health_increase_amount: Points::ZERO,
        mind_control_duration: 0,
        midnight_armour_attack: Points::ZERO,
        midnight_armour_defence: Points::ZERO,
    };

    /// The field named `key`, or `None` for a key the game does not know.
    pub fn slot(&mut self, key: &str) -> Option<Slot<'_>> {
        use Slot::{Amount, Chance, Whole};
        Some(match key {
            "ally_attack" => Amount(&mut self.ally_attack),
            "ally_defence" => Amount(&mut self.ally_defence),
            "bribe_radius" => Whole(&mut self.bribe_radius),
            "bribe_amount" => Whole(&mut self.bribe_amount),
            "bomb_radius" => Whole(&mut self.bomb_radius),
            "bow_durability" => Whole(&mut self.bow_durability),
            "player_health" => Amount(&mut self.player_health),
            "player_attack" => Amount(&mut self.player_attack),
            "enemy_goal" => Whole(&mut self.enemy_goal),
            "invincibility_potion_duration" => Whole(&mut self.invincibility_potion_duration),
            "invisibility_potion_duration" => Whole(&mut self.invisibility_potion_duration),
            "mercenary_attack" => Amount(&mut self.mercenary_attack),
            "mercenary_health" => Amount(&mut self.mercenary_health),
            "spider_attack" => Amount(&mut self.spider_attack),
            "spider_health" => Amount(&mut self.spider_health),
            "spider_spawn_rate" => Whole(&mut self.spider_spawn_rate),
            "shield_durability" => Whole(&mut self.shield_durability),
            "shield_defence" => Amount(&mut self.shield_defence),
            "sword_attack" => Amount(&mut self.sword_attack),
            "sword_durability" => Whole(&mut self.sword_durability),
            "treasure_goal" => Whole(&mut self.treasure_goal),
            "zombie_attack" => Amount(&mut self.zombie_attack),
            "zombie_health" => Amount(&mut self.zombie_health),
            "zombie_spawn_rate" => Whole(&mut self.zombie_spawn_rate),
            "assassin_attack" => Amount(&mut self.assassin_attack),
            "assassin_bribe_amount" => Whole(&mut self.assassin_bribe_amount),
            "assassin_bribe_fail_rate" => Chance(&mut self.assassin_bribe_fail_rate),
            "assassin_health" => Amount(&mut self.assassin_health),
            "assassin_recon_radius" => Whole(&mut self.assassin_recon_radius),
            "hydra_spawn_rate" => Whole(&mut self.hydra_spawn_rate),
            "hydra_attack" => Amount(&mut self.hydra_attack),
            "hydra_health" => Amount(&mut self.hydra_health),
            "hydra_health_increase_rate" => Chance(&mut self.hydra_health_increase_rate),
            "hydra_health_increase_amount" => Amount(&mut self.hydra_health_increase_amount),
            "mind_control_duration" => Whole(&mut self.mind_control_duration),
            "midnight_armour_attack" => Amount(&mut self.midnight_armour_attack),
            "midnight_armour_defence" => Amount(&mut self.midnight_armour_defence),
            _ => return None,
        })
    }
}

/// The default config: the one a dungeon dropped without a config is played
/// with, in the page and by `roguelike dungeon` without `--config` (so both
/// give the same game). Its numbers make ours and the course's dungeons
/// winnable (`worlds/DUNGEONS.md`): our dungeons' config, asking for one
/// treasure and one kill, as the course's dungeons hold no more.
pub const DEFAULT_CONFIG: &str = include_str!("../../worlds/dungeon-default-config.json");

/// The default config's name, as the screen shows it.
pub const DEFAULT_CONFIG_NAME: &str = "worlds/dungeon-default-config.json";

impl Config {
    /// The default config's numbers ([`DEFAULT_CONFIG`]).
    pub fn default_config() -> Config {
        super::config_parse::parse_config(DEFAULT_CONFIG).unwrap_or(Config::TEMPLATE)
    }
}

impl Default for Config {
    fn default() -> Self {
        Config::TEMPLATE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_config_reads_whole() {
        let read = super::super::config_parse::read_config(DEFAULT_CONFIG).expect("it reads");
        assert!(read.warnings.is_empty(), "it names every key");
        assert_eq!(Config::default_config(), read.config);
        assert_ne!(read.config, Config::TEMPLATE, "it is not the template's zeros");
    }

    #[test]
    fn every_milestone_3_key_has_a_default_of_its_kind() {
        let mut config = Config::TEMPLATE;
        let keys: Vec<&str> = MILESTONE_3_DEFAULTS.iter().map(|(key, _)| *key).collect();
        assert_eq!(keys, OPTIONAL_KEYS, "one default per key, in the list's order");
        for (key, value) in MILESTONE_3_DEFAULTS {
            match config.slot(key) {
                Some(Slot::Chance(_)) => assert!((0.0..=1.0).contains(&value), "{key}"),
                Some(Slot::Whole(_)) => assert_eq!(value.fract(), 0.0, "{key}"),
                Some(Slot::Amount(_)) => assert!(Points::from_config(value).is_some(), "{key}"),
                None => panic!("{key} has no field"),
            }
        }
    }

    #[test]
    fn every_listed_key_has_a_field_and_no_other_does() {
        let mut config = Config::TEMPLATE;
        for key in REQUIRED_KEYS.iter().chain(OPTIONAL_KEYS.iter()) {
            assert!(config.slot(key).is_some(), "{key}");
        }
        assert!(config.slot("lava_damage").is_none());
    }
}
