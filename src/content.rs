//! The content table: statistics of every item and mob, generator weights and
//! tuning constants, read from `assets/content.json`, which is embedded in the build.
//! Each kind's row holds how it looks as well as its numbers ([`Look`]).

mod look;
mod tileset;

pub use look::{look_alikes, Look, LookRow, TileKind};
pub use tileset::{Light, Tileset};

use crate::game::{ItemKind, MobKind};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The player's starting numbers.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct PlayerStats {
    /// Starting and maximum health.
    pub health: i32,
    /// Base attack, multiplied by the level.
    pub attack: i32,
    /// Base armor, multiplied by the level.
    pub armor: i32,
    /// Experience cost factor: level `n` needs `level_cost × n²` to advance.
    pub level_cost: i32,
    /// Number of inventory slots.
    pub inventory_slots: usize,
    /// How the numbers grow with each level; without it, seed 000's rule
    /// (attack and armor are the base times the level, health stays).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth: Option<Growth>,
}

/// What each level after the first adds.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(deny_unknown_fields)]
pub struct Growth {
    /// Attack per level.
    pub attack: i32,
    /// Armor per level.
    pub armor: i32,
    /// Maximum health per level (health rises with it).
    pub health: i32,
    /// The player heals one point every this many turns (0: never).
    #[serde(default)]
    pub regeneration_turns: u32,
}

/// The equipment slot an item occupies.
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
#[serde(rename_all = "lowercase")]
pub enum EquipmentSlot {
    /// Adds to attack.
    Weapon,
    /// Adds to armor.
    Armor,
}

impl EquipmentSlot {
    /// The name used in snapshots and on screen.
    pub const fn name(self) -> &'static str {
        match self {
            EquipmentSlot::Weapon => "weapon",
            EquipmentSlot::Armor => "armor",
        }
    }
}

/// How an item equips.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct EquipmentSpec {
    /// Which slot it takes.
    pub slot: EquipmentSlot,
    /// What it adds to the slot's statistic.
    pub bonus: i32,
    /// What it adds to (negative: takes from) the other statistic, armor
    /// for a weapon and attack for armour: the dagger parries (+1), the
    /// maul leaves you open (−2), chain mail slows your blows (−1). Most
    /// gear leaves it at 0, and then the row does not say it.
    #[serde(default, skip_serializing_if = "is_zero_i32")]
    pub other: i32,
}

fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}

/// One item kind's numbers.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct ItemStats {
    /// Relative weight in the random item generator.
    pub weight: u32,
    /// Present for equipment.
    #[serde(default)]
    pub equipment: Option<EquipmentSpec>,
    /// Present for food: the fraction of maximum health it heals.
    #[serde(default)]
    pub heal_fraction: Option<f64>,
    /// Treasure: it counts for `treasure` goals and does nothing when used.
    #[serde(default)]
    pub treasure: bool,
    /// Items of this kind share one inventory slot, with a count, in an
    /// inventory that stacks (the descent's since edition 2).
    #[serde(default)]
    pub stacks: bool,
    /// For a potion whose effect lasts: how many turns it lasts under seed
    /// 000's turn (Dungeon Mania's config sets its own).
    #[serde(default)]
    pub effect_turns: Option<u32>,
    /// For a bow: the attack of a shot under seed 000's turn (levels add
    /// theirs).
    #[serde(default)]
    pub shot: Option<i32>,
    /// For a bow: how many cells an arrow flies under seed 000's turn.
    #[serde(default)]
    pub range: Option<u32>,
    /// For a bomb: the turns it burns, set down, before it goes off under
    /// seed 000's turn.
    #[serde(default)]
    pub fuse: Option<u32>,
    /// For a bomb: the damage it does to everyone within a cell of it under
    /// seed 000's turn.
    #[serde(default)]
    pub blast: Option<i32>,
    /// A short line for the inventory and help.
    pub description: String,
    /// How it looks.
    pub look: Look,
}

/// How a kind of creature behaves: which behaviour model drives it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Temperament {
    /// Flees the player, and wanders out of a wall it finds itself inside.
    Skittish,
    /// Stands still (waiting to be mistaken for an item).
    Lurking,
    /// Hunts by sight and hearing; flees when the next strike would kill it.
    Hunter,
    /// Chases the player on sight; flees when the next strike would kill it.
    Chaser,
}

/// What a kind of creature can do beyond walking and fighting.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(deny_unknown_fields)]
pub struct Abilities {
    /// Walks through walls (and is seen through them).
    #[serde(default)]
    pub passes_walls: bool,
    /// After a fight both survive, splits in two with probability
    /// 1 − health / max health.
    #[serde(default)]
    pub splits_when_hurt: bool,
    /// Looks like an item until it is hit.
    #[serde(default)]
    pub disguise: bool,
}

/// One mob kind's numbers (the original game's), behaviour and abilities.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct MobStats {
    /// Starting and maximum health.
    pub health: i32,
    /// Health regained each turn, up to the maximum.
    pub regeneration: i32,
    /// Attack.
    pub attack: i32,
    /// Armor.
    pub armor: i32,
    /// Experience the player gains for a kill.
    pub experience: i32,
    /// Its behaviour model.
    pub temperament: Temperament,
    /// What else it can do.
    #[serde(default)]
    pub abilities: Abilities,
    /// How it looks.
    pub look: Look,
    /// Whether and how gold buys it under seed 000's turn (the descent's
    /// Mercenary): then it fights beside the player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bribe: Option<Bribe>,
}

/// The price of a creature's loyalty, after Dungeon Mania's `bribe_amount`
/// and `bribe_radius`: the player *uses* their gold within `radius` cells
/// (Chebyshev distance: diagonals count as one) and spends `price` pieces.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(deny_unknown_fields)]
pub struct Bribe {
    /// Pieces of gold (`Treasure`) it costs.
    pub price: u32,
    /// How near the player must stand, in cells.
    pub radius: i32,
}

/// Relative weights of the random generators.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct GeneratorWeights {
    /// Item kinds.
    pub items: BTreeMap<ItemKind, u32>,
    /// The magical mob theme.
    pub magical_mobs: BTreeMap<MobKind, u32>,
    /// The techno mob theme.
    pub techno_mobs: BTreeMap<MobKind, u32>,
    /// The themes against each other (`magical`, `techno`).
    pub mob_themes: BTreeMap<String, u32>,
}

/// World tuning.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct WorldTuning {
    /// Objects further than this (Chebyshev) from the player do not act.
    pub update_radius: i32,
    /// How far the player and mobs see.
    pub sight_radius: i32,
    /// Radius of the darkness vignette, in cells.
    pub darkness_radius: i32,
    /// How near an unseen player is "heard".
    pub hearing_radius: i32,
    /// Turns a mob stays confused after a fight.
    pub confusion_turns: u32,
    /// Turns after the player's last blow in which a mob does not heal: a
    /// creature that is being fought cannot out-heal the player hitting it.
    pub respite_turns: u32,
}

/// Defaults for the boxed-room generator.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct BoxedDefaults {
    /// Room width in cells, walls included.
    pub room_width: i32,
    /// Room height in cells, walls included.
    pub room_height: i32,
    /// Maximum depth of the breadth-first walk.
    pub max_depth: u32,
    /// Maximum items per room.
    pub max_items: u32,
    /// Maximum mobs per room.
    pub max_mobs: u32,
}

/// One depth of the descent: the shape of its boxed world and what lives
/// there.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct DepthTable {
    /// Room pitch along x, walls included.
    pub room_width: i32,
    /// Room pitch along y, walls included.
    pub room_height: i32,
    /// Depth of the room walk.
    pub max_depth: u32,
    /// At most this many rooms.
    pub max_rooms: u32,
    /// Items per room, at most.
    pub max_items: u32,
    /// Creatures per room, at most.
    pub max_mobs: u32,
    /// Item kinds and their weights here.
    pub items: BTreeMap<ItemKind, u32>,
    /// Creature kinds and their weights here.
    pub mobs: BTreeMap<MobKind, u32>,
    /// How the level is laid out: boxed rooms (the default) or halls.
    #[serde(default)]
    pub layout: LevelLayout,
    /// What a vault here may hold, by weight: a room closed by a locked door
    /// whose key lies elsewhere on the level. Empty (the default): no vault.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub vault: BTreeMap<ItemKind, u32>,
    /// What a puzzle room here may hold, by weight (edition 2 on): a room
    /// closed by a switch door that a boulder pushed onto the level's
    /// switch opens. Empty (the default): no puzzle.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzle: BTreeMap<ItemKind, u32>,
    /// Pairs of portals on the level (edition 2 on), each of its own colour.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub portals: u32,
    /// Zombie spawners on the level (edition 2 on).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spawners: u32,
    /// Supplies lying about the level besides its `items` (edition 3 on):
    /// how many of each kind — wood and arrows to build a bow and shoot it,
    /// bombs — each on a free cell the player can reach from where they
    /// arrive, drawn from their own random stream.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub supplies: BTreeMap<ItemKind, u32>,
    /// Pieces of gold (`Treasure`) lying on the level where the player can
    /// reach them (edition 3 on, from its own random stream).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub treasure: u32,
    /// What a player who missed an earlier depth's finds meets again
    /// (edition 4 on: a ready bow and arrows for one who missed depth 1's
    /// wood and arrows), laid as `supplies` are, from a random stream of
    /// their own.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub spares: BTreeMap<ItemKind, u32>,
    /// No hunter starts within sight, in steps, of where the player
    /// arrives from above (edition 4 on): the first depths, where a player
    /// who came down at once cannot yet dent a Robot's armor.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hunters_out_of_sight: bool,
}

fn is_false(flag: &bool) -> bool {
    !flag
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// How a level of the descent is laid out.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum LevelLayout {
    /// Boxed rooms on a grid, by the depth's room numbers.
    #[default]
    Boxed,
    /// Build Your Own World's rooms and hallways (binary space partitioning)
    /// in a `width` × `height` world, each room with up to `max_items` items
    /// and `max_mobs` creatures.
    Halls {
        /// World width, cells.
        width: i32,
        /// World height, cells.
        height: i32,
        /// Items per room, at most.
        max_items: u32,
        /// Creatures per room, at most.
        max_mobs: u32,
    },
}

/// The random run: a descent of levels to the treasure at the bottom and
/// back out.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct DescentTable {
    /// How many levels.
    pub levels: u32,
    /// The run's goal, in the goal grammar.
    pub goal: String,
    /// No creature starts within this many steps of where the player arrives.
    pub safe_steps: u32,
    /// The player's starting numbers in a run.
    pub player: PlayerStats,
    /// Level by level from the top; the last entry serves every deeper level.
    pub depths: Vec<DepthTable>,
    /// The rows of the run's earlier editions, oldest first: a save or
    /// replay of edition `k` (before vaults: 0) is rebuilt from `earlier[k]`,
    /// so it meets the levels it was played on. Today's edition is
    /// `earlier.len()` and reads `depths`.
    #[serde(default)]
    pub earlier: Vec<Vec<DepthTable>>,
}

impl DescentTable {
    /// The edition new runs are played in.
    pub fn edition(&self) -> u32 {
        u32::try_from(self.earlier.len()).unwrap_or(u32::MAX)
    }

    /// The rows of `edition`; today's for an edition not yet written (a
    /// file from a newer game).
    pub fn rows(&self, edition: u32) -> &[DepthTable] {
        self.earlier.get(edition as usize).map_or(&self.depths, Vec::as_slice)
    }
}

/// The player's row: its starting numbers and how it looks.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct PlayerRow {
    /// Its starting numbers.
    #[serde(flatten)]
    pub stats: PlayerStats,
    /// How it looks.
    pub look: Look,
}

/// The whole content table.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Content {
    /// The player's starting numbers and look.
    pub player: PlayerRow,
    /// Every item kind's numbers.
    pub items: BTreeMap<ItemKind, ItemStats>,
    /// Every mob kind's numbers.
    pub mobs: BTreeMap<MobKind, MobStats>,
    /// Generator weights.
    pub generators: GeneratorWeights,
    /// World tuning.
    pub world: WorldTuning,
    /// Boxed generator defaults.
    pub boxed: BoxedDefaults,
    /// The random run.
    pub descent: DescentTable,
    /// Every tile kind's look, in every mode.
    pub tiles: BTreeMap<TileKind, LookRow>,
    /// How Dungeon Mania's kinds look (boulders, switches, doors, portals,
    /// spawners and its creatures), by their type names (see
    /// [`Content::dungeon_mania`]).
    pub dungeon_mania: BTreeMap<String, LookRow>,
    /// How the random run's depths look, band by band from the top (see
    /// [`Content::tileset`]).
    pub tilesets: Vec<Tileset>,
}

const EMBEDDED: &str = include_str!("../assets/content.json");

impl Content {
    /// The embedded table, parsed once.
    pub fn get() -> &'static Content {
        static CONTENT: OnceLock<Content> = OnceLock::new();
        CONTENT.get_or_init(|| {
            let content: Content =
                crate::json::from_str(EMBEDDED).expect("assets/content.json is checked by tests");
            content
        })
    }

    /// One item kind's numbers.
    pub fn item(&self, kind: ItemKind) -> &ItemStats {
        self.items.get(&kind).expect("the content test checks every item kind has stats")
    }

    /// One mob kind's numbers.
    pub fn mob(&self, kind: MobKind) -> MobStats {
        *self.mobs.get(&kind).expect("the content test checks every mob kind has stats")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_table_covers_every_kind() {
        let c: Content = crate::json::from_str(EMBEDDED).expect("content.json parses");
        for k in ItemKind::ALL {
            assert!(c.items.contains_key(&k), "{k} has stats");
            assert!(c.generators.items.contains_key(&k), "{k} has a weight");
        }
        for k in MobKind::ALL {
            assert!(c.mobs.contains_key(&k), "{k} has stats");
        }
    }

    #[test]
    fn original_numbers() {
        let c = Content::get();
        assert_eq!(
            c.mob(MobKind::Robot),
            MobStats {
                health: 10,
                regeneration: 2,
                attack: 5,
                armor: 2,
                experience: 10,
                temperament: Temperament::Hunter,
                abilities: Abilities::default(),
                look: *c.look(crate::game::Figure::Mob(MobKind::Robot)),
                bribe: None,
            }
        );
        let bribe = c.mob(MobKind::Mercenary).bribe;
        assert_eq!(bribe, Some(Bribe { price: 6, radius: 2 }));
        assert_eq!(c.item(ItemKind::Sword).equipment.map(|e| e.bonus), Some(5));
        assert_eq!(c.player.stats.health, 10);
    }
}
