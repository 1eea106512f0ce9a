//! The kinds of things a world can hold, as enums: item kinds and mob kinds. Their
//! names are the ones world files and snapshots use.

use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// Every kind of item in the game.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
pub enum ItemKind {
    /// A weapon: adds to attack while equipped.
    Sword,
    /// Food: heals a fraction of maximum health.
    GoldenApple,
    /// Armour: adds to armor while equipped.
    Shield,
    /// Treasure: the Amulet at the bottom of the descent.
    Amulet,
    /// Treasure: gold to carry, spend on bribes or build into a shield.
    Treasure,
    /// Opens the door of the same identifier.
    Key,
    /// Material for bows and shields.
    Wood,
    /// Material for bows.
    Arrow,
    /// Set down, it goes off beside a pressed floor switch.
    Bomb,
    /// For a while, every fight is won in one blow and creatures flee.
    InvincibilityPotion,
    /// For a while, no fight happens and hunters lose track of the player.
    InvisibilityPotion,
    /// A weapon built from wood and arrows: doubles attack.
    Bow,
    /// Counts as treasure, opens any door and is kept (Dungeon Mania 💀).
    SunStone,
    /// Built from wood or arrows, a key or treasure and a sun stone: it
    /// takes a mercenary's mind for a while (Dungeon Mania 💀).
    Sceptre,
    /// Built from a sword and a sun stone: attack and defence that never
    /// wear out (Dungeon Mania 💀).
    MidnightArmour,
    /// Once carried, lets the player rewind time (Dungeon Mania).
    TimeTurner,
    /// Drunk, heals half of maximum health (the descent).
    HealingPotion,
    /// A light weapon of the descent: a little attack, and it parries
    /// (+1 armor while wielded).
    Dagger,
    /// A heavy weapon of the deep: the most attack, and it leaves you open
    /// (−2 armor while wielded).
    Maul,
    /// Light body armour of the first depths: a little armor, no hindrance.
    LeatherArmour,
    /// Heavy body armour of the deep: the most armor, and it slows your
    /// blows (−1 attack while worn).
    ChainMail,
}

impl ItemKind {
    /// Every item kind, in a fixed order.
    pub const ALL: [ItemKind; 21] = [
        ItemKind::Sword,
        ItemKind::GoldenApple,
        ItemKind::Shield,
        ItemKind::Amulet,
        ItemKind::Treasure,
        ItemKind::Key,
        ItemKind::Wood,
        ItemKind::Arrow,
        ItemKind::Bomb,
        ItemKind::InvincibilityPotion,
        ItemKind::InvisibilityPotion,
        ItemKind::Bow,
        ItemKind::SunStone,
        ItemKind::Sceptre,
        ItemKind::MidnightArmour,
        ItemKind::TimeTurner,
        ItemKind::HealingPotion,
        ItemKind::Dagger,
        ItemKind::Maul,
        ItemKind::LeatherArmour,
        ItemKind::ChainMail,
    ];

    /// The name used in world files, snapshots and messages.
    pub const fn name(self) -> &'static str {
        match self {
            ItemKind::Sword => "Sword",
            ItemKind::GoldenApple => "GoldenApple",
            ItemKind::Shield => "Shield",
            ItemKind::Amulet => "Amulet",
            ItemKind::Treasure => "Treasure",
            ItemKind::Key => "Key",
            ItemKind::Wood => "Wood",
            ItemKind::Arrow => "Arrow",
            ItemKind::Bomb => "Bomb",
            ItemKind::InvincibilityPotion => "InvincibilityPotion",
            ItemKind::InvisibilityPotion => "InvisibilityPotion",
            ItemKind::Bow => "Bow",
            ItemKind::SunStone => "SunStone",
            ItemKind::Sceptre => "Sceptre",
            ItemKind::MidnightArmour => "MidnightArmour",
            ItemKind::TimeTurner => "TimeTurner",
            ItemKind::HealingPotion => "HealingPotion",
            ItemKind::Dagger => "Dagger",
            ItemKind::Maul => "Maul",
            ItemKind::LeatherArmour => "LeatherArmour",
            ItemKind::ChainMail => "ChainMail",
        }
    }

    /// The name as a player reads it in messages ("Golden Apple").
    pub const fn display_name(self) -> &'static str {
        match self {
            ItemKind::Sword => "Sword",
            ItemKind::GoldenApple => "Golden Apple",
            ItemKind::Shield => "Shield",
            ItemKind::Amulet => "Amulet",
            ItemKind::Treasure => "Treasure",
            ItemKind::Key => "Key",
            ItemKind::Wood => "Wood",
            ItemKind::Arrow => "Arrow",
            ItemKind::Bomb => "Bomb",
            ItemKind::InvincibilityPotion => "Invincibility Potion",
            ItemKind::InvisibilityPotion => "Invisibility Potion",
            ItemKind::Bow => "Bow",
            ItemKind::SunStone => "Sun Stone",
            ItemKind::Sceptre => "Sceptre",
            ItemKind::MidnightArmour => "Midnight Armour",
            ItemKind::TimeTurner => "Time Turner",
            ItemKind::HealingPotion => "Healing Potion",
            ItemKind::Dagger => "Dagger",
            ItemKind::Maul => "Maul",
            ItemKind::LeatherArmour => "Leather Armour",
            ItemKind::ChainMail => "Chain Mail",
        }
    }
}

/// Every kind of hostile creature.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
pub enum MobKind {
    /// Passes through walls and flees the player.
    Ghost,
    /// Looks like an item until it is hit; stays put.
    Mimic,
    /// Hunts the player by sight and hearing; flees when about to die.
    Robot,
    /// Chases the player on sight and may clone itself after a fight.
    Wizard,
    /// A slow-healing brute of the deep that hunts by sight and hearing.
    Troll,
    /// A shade of the deep that chases the player on sight.
    Wraith,
    /// Dungeon Mania's spider in the descent: weak and quick to find you.
    Spider,
    /// Dungeon Mania's zombie toast in the descent: a slow-witted chaser
    /// that its spawner keeps making.
    Zombie,
    /// Dungeon Mania's mercenary in the descent: a hunter that treasure can
    /// buy (then it fights beside you).
    Mercenary,
}

impl MobKind {
    /// Every mob kind, in a fixed order.
    pub const ALL: [MobKind; 9] = [
        MobKind::Ghost,
        MobKind::Mimic,
        MobKind::Robot,
        MobKind::Wizard,
        MobKind::Troll,
        MobKind::Wraith,
        MobKind::Spider,
        MobKind::Zombie,
        MobKind::Mercenary,
    ];

    /// The name used in world files, snapshots and messages.
    pub const fn name(self) -> &'static str {
        match self {
            MobKind::Ghost => "Ghost",
            MobKind::Mimic => "Mimic",
            MobKind::Robot => "Robot",
            MobKind::Wizard => "Wizard",
            MobKind::Troll => "Troll",
            MobKind::Wraith => "Wraith",
            MobKind::Spider => "Spider",
            MobKind::Zombie => "Zombie",
            MobKind::Mercenary => "Mercenary",
        }
    }
}

/// A name that is not a known kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKind(pub String);

impl fmt::Display for UnknownKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown kind `{}`", self.0)
    }
}

impl std::error::Error for UnknownKind {}

impl FromStr for ItemKind {
    type Err = UnknownKind;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ItemKind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| UnknownKind(s.to_owned()))
    }
}

impl FromStr for MobKind {
    type Err = UnknownKind;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        MobKind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| UnknownKind(s.to_owned()))
    }
}

impl fmt::Display for ItemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for MobKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for k in ItemKind::ALL {
            assert_eq!(k.name().parse::<ItemKind>(), Ok(k));
        }
        for k in MobKind::ALL {
            assert_eq!(k.name().parse::<MobKind>(), Ok(k));
        }
        assert_eq!("sword".parse::<ItemKind>(), Err(UnknownKind("sword".into())));
    }
}
