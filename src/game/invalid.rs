//! `Invalid`: what a check of a restored record found wrong (a cell beyond
//! the world's edge, a number outside its range, a wall matrix of the wrong
//! shape …), as data; the tables word it (`invalid_*` phrases), so a damaged
//! save's details read in the player's language.

use super::arena::ObjectId;
use super::coordinates::Coordinates;
use super::kind::{ItemKind, MobKind};
use super::limits::MAX_COORDINATE;
use super::points::Points;
use crate::locale::{Locale, Words};
use std::fmt;

/// What stands at a cell that a check found beyond the world's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Thing {
    /// The player.
    Player,
    /// A creature of this kind.
    Creature(MobKind),
    /// An item lying on the floor.
    Item,
    /// An exit.
    Exit,
    /// A locked door.
    LockedDoor,
    /// A spirit.
    Spirit,
    /// Where a player who faints before a spirit wakes.
    WakingPlace,
    /// A staircase.
    Staircase,
    /// Where a staircase brings the player.
    Arrival,
    /// A wall's first corner.
    WallCorner,
    /// A wall's far corner.
    WallFarCorner,
    /// A place a creature remembers.
    RememberedPlace,
    /// A thing of a kind the tables name (`dungeon_boulder`: "a boulder").
    Named(&'static str),
    /// An entrance.
    Entrance,
    /// A wormhole.
    Wormhole,
    /// Where a wormhole throws the player.
    WormholeLanding,
    /// A cell a player felt in the dark.
    FeltCell,
}

impl Thing {
    fn words(self, locale: &Locale) -> String {
        match self {
            Thing::Creature(kind) => {
                locale.phrase("invalid_thing_creature", &[("name", locale.name(kind.name()))])
            }
            Thing::Player => locale.phrase("invalid_thing_player", &[]),
            Thing::Item => locale.phrase("invalid_thing_item", &[]),
            Thing::Exit => locale.phrase("invalid_thing_exit", &[]),
            Thing::LockedDoor => locale.phrase("invalid_thing_locked_door", &[]),
            Thing::Spirit => locale.phrase("invalid_thing_spirit", &[]),
            Thing::WakingPlace => locale.phrase("invalid_thing_waking_place", &[]),
            Thing::Staircase => locale.phrase("invalid_thing_staircase", &[]),
            Thing::Arrival => locale.phrase("invalid_thing_arrival", &[]),
            Thing::WallCorner => locale.phrase("invalid_thing_wall_corner", &[]),
            Thing::WallFarCorner => locale.phrase("invalid_thing_wall_far_corner", &[]),
            Thing::RememberedPlace => locale.phrase("invalid_thing_remembered_place", &[]),
            Thing::Named(key) => {
                locale.phrase("invalid_thing_creature", &[("name", locale.name(key))])
            }
            Thing::Entrance => locale.phrase("invalid_thing_entrance", &[]),
            Thing::Wormhole => locale.phrase("invalid_thing_wormhole", &[]),
            Thing::WormholeLanding => locale.phrase("invalid_thing_wormhole_landing", &[]),
            Thing::FeltCell => locale.phrase("invalid_thing_felt_cell", &[]),
        }
    }
}

/// A number a check found outside its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// A level's sight radius.
    SightRadius,
    /// The level a staircase leads to (from 0).
    StaircaseLevel,
    /// The player's maximum health.
    MaxHealth,
    /// The player's health.
    Health,
    /// The player's base attack.
    BaseAttack,
    /// The player's base armor.
    BaseArmor,
    /// The player's experience.
    Experience,
    /// The player's level.
    Level,
    /// The experience the player's next level costs.
    LevelCost,
    /// The player's attack growth per level.
    AttackGrowth,
    /// The player's armor growth per level.
    ArmorGrowth,
    /// The player's health growth per level.
    HealthGrowth,
    /// A spirit's full strength.
    SpiritStrength,
    /// A spirit's strength left in an open fight.
    SpiritLeft,
    /// A swamp's movement factor.
    MovementFactor,
    /// A lit bomb's turns left.
    Fuse,
}

impl Field {
    /// Every field, for tests that word them all.
    pub const ALL: [Field; 16] = [
        Field::SightRadius,
        Field::StaircaseLevel,
        Field::MaxHealth,
        Field::Health,
        Field::BaseAttack,
        Field::BaseArmor,
        Field::Experience,
        Field::Level,
        Field::LevelCost,
        Field::AttackGrowth,
        Field::ArmorGrowth,
        Field::HealthGrowth,
        Field::SpiritStrength,
        Field::SpiritLeft,
        Field::MovementFactor,
        Field::Fuse,
    ];

    fn key(self) -> &'static str {
        match self {
            Field::SightRadius => "invalid_field_sight_radius",
            Field::StaircaseLevel => "invalid_field_staircase_level",
            Field::MaxHealth => "invalid_field_max_health",
            Field::Health => "invalid_field_health",
            Field::BaseAttack => "invalid_field_base_attack",
            Field::BaseArmor => "invalid_field_base_armor",
            Field::Experience => "invalid_field_experience",
            Field::Level => "invalid_field_level",
            Field::LevelCost => "invalid_field_level_cost",
            Field::AttackGrowth => "invalid_field_attack_growth",
            Field::ArmorGrowth => "invalid_field_armor_growth",
            Field::HealthGrowth => "invalid_field_health_growth",
            Field::SpiritStrength => "invalid_field_spirit_strength",
            Field::SpiritLeft => "invalid_field_spirit_left",
            Field::MovementFactor => "invalid_field_movement_factor",
            Field::Fuse => "invalid_field_fuse",
        }
    }
}

/// What is wrong with a restored record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Invalid {
    /// Something beyond the world's edge.
    OutsideWorld {
        /// What stands there.
        thing: Thing,
        /// Its cell.
        at: Coordinates,
    },
    /// A number outside its range.
    OutOfRange {
        /// Which number.
        field: Field,
        /// Its value.
        value: i64,
        /// The least it may be.
        low: i64,
        /// The most it may be.
        high: i64,
    },
    /// A creature with no health or more than its kind has.
    CreatureHealth {
        /// Its kind.
        kind: MobKind,
        /// Its health.
        health: i32,
        /// The most its kind has.
        max: i32,
    },
    /// A creature in a disguise its kind cannot wear.
    Disguise {
        /// Its kind.
        kind: MobKind,
    },
    /// A temporary behaviour lasting longer than any may.
    TemporaryTurns {
        /// Its turns left.
        turns: u32,
        /// The most it may last.
        max: u32,
    },
    /// A wall matrix of no cell.
    WallEmpty {
        /// Its claimed width.
        width: i32,
        /// Its rows.
        height: usize,
    },
    /// A wall matrix of more cells than a wall may have.
    WallTooLarge {
        /// Its claimed width.
        width: i32,
        /// Its rows.
        height: usize,
    },
    /// A wall matrix's row holding a character other than `#` and `.`.
    WallCell {
        /// The row (from 0).
        row: usize,
        /// The column (from 0).
        col: usize,
        /// The character.
        found: char,
    },
    /// A wall matrix's row of the wrong width.
    WallRowWidth {
        /// The row (from 0).
        row: usize,
        /// Its cells.
        len: usize,
        /// The matrix's width.
        width: i32,
    },
    /// More object slots than a level has.
    TooManySlots {
        /// The most a level has.
        max: usize,
    },
    /// More chunks of seen cells than a level keeps.
    TooManySeenChunks,
    /// Two objects with one id.
    SharedId {
        /// The id.
        id: ObjectId,
    },
    /// What is wrong with one object.
    InObject {
        /// The object's id.
        id: ObjectId,
        /// What is wrong with it.
        problem: Box<Invalid>,
    },
    /// Stairs to a level the game does not have.
    StairsBeyond {
        /// The level (from 1).
        level: usize,
        /// How many levels there are.
        count: usize,
    },
    /// The object ids disagree with the slot generations and free list.
    Slots,
    /// Two walls cover one cell.
    WallOverlap {
        /// The cell.
        at: Coordinates,
    },
    /// A chunk of seen cells no one could have seen.
    ChunkOutside {
        /// The chunk's column.
        x: i32,
        /// The chunk's row.
        y: i32,
        /// The farthest a chunk may be.
        far: i32,
    },
    /// A chunk of seen cells of the wrong number of rows.
    ChunkRows {
        /// The chunk's column.
        x: i32,
        /// The chunk's row.
        y: i32,
        /// Its rows.
        rows: usize,
        /// The rows a chunk has.
        want: usize,
    },
    /// Two items equipped in one slot.
    TwoEquipped {
        /// The second item's kind.
        kind: ItemKind,
    },
    /// An item that cannot be equipped listed as equipped.
    CannotEquip {
        /// Its kind.
        kind: ItemKind,
    },
    /// A creature of exact health with none left, or more than any may have.
    ExactHealth {
        /// The tables' name of its kind.
        name: &'static str,
        /// Its health.
        health: Points,
    },
    /// A text (a key's name, a portal's colour) longer than any file gives.
    TextTooLong {
        /// Its length in bytes.
        bytes: usize,
        /// The most it may have.
        max: usize,
    },
    /// What a rule set keeps beside the objects does not fit; what is wrong.
    RuleState {
        /// The rule set's own words.
        problem: String,
    },
    /// A fragment of cells felt in the dark that does not begin on its own
    /// first cell.
    FragmentStart {
        /// The fragment, from 1.
        fragment: usize,
    },
}

impl Words for Invalid {
    fn words(&self, locale: &Locale) -> String {
        match self {
            Invalid::OutsideWorld { thing, at } => locale.phrase_with(
                "invalid_outside_world",
                &[
                    ("thing", thing.words(locale).into()),
                    ("at", at.to_string().into()),
                    ("max", MAX_COORDINATE.into()),
                ],
            ),
            Invalid::OutOfRange { field, value, low, high } => locale.phrase_with(
                "invalid_out_of_range",
                &[
                    ("field", locale.phrase(field.key(), &[]).into()),
                    ("value", (*value).into()),
                    ("low", (*low).into()),
                    ("high", (*high).into()),
                ],
            ),
            Invalid::CreatureHealth { kind, health, max } => locale.phrase_with(
                "invalid_creature_health",
                &[
                    ("name", locale.name(kind.name()).into()),
                    ("health", (*health).into()),
                    ("max", (*max).into()),
                ],
            ),
            Invalid::Disguise { kind } => {
                locale.phrase("invalid_disguise", &[("name", locale.name(kind.name()))])
            }
            Invalid::TemporaryTurns { turns, max } => locale.phrase_with(
                "invalid_temporary_turns",
                &[("turns", (*turns).into()), ("max", (*max).into())],
            ),
            Invalid::WallEmpty { width, height } => locale.phrase_with(
                "invalid_wall_empty",
                &[("width", (*width).into()), ("height", (*height).into())],
            ),
            Invalid::WallTooLarge { width, height } => locale.phrase_with(
                "invalid_wall_too_large",
                &[("width", (*width).into()), ("height", (*height).into())],
            ),
            Invalid::WallCell { row, col, found } => locale.phrase_with(
                "invalid_wall_cell",
                &[
                    ("row", (*row).into()),
                    ("col", (*col).into()),
                    ("found", found.to_string().into()),
                ],
            ),
            Invalid::WallRowWidth { row, len, width } => locale.phrase_with(
                "invalid_wall_row_width",
                &[("row", (*row).into()), ("len", (*len).into()), ("width", (*width).into())],
            ),
            Invalid::TooManySlots { max } => {
                locale.phrase_with("invalid_too_many_slots", &[("max", (*max).into())])
            }
            Invalid::TooManySeenChunks => locale.phrase("invalid_too_many_seen_chunks", &[]),
            Invalid::SharedId { id } => {
                locale.phrase("invalid_shared_id", &[("id", &id.to_string())])
            }
            Invalid::InObject { id, problem } => locale.phrase(
                "invalid_in_object",
                &[("id", &id.to_string()), ("what", &problem.words(locale))],
            ),
            Invalid::StairsBeyond { level, count } => locale.phrase_with(
                "invalid_stairs_beyond",
                &[("level", (*level).into()), ("count", (*count).into())],
            ),
            Invalid::Slots => locale.phrase("invalid_slots", &[]),
            Invalid::WallOverlap { at } => {
                locale.phrase("invalid_wall_overlap", &[("at", &at.to_string())])
            }
            Invalid::ChunkOutside { x, y, far } => locale.phrase_with(
                "invalid_chunk_outside",
                &[("x", (*x).into()), ("y", (*y).into()), ("far", (*far).into())],
            ),
            Invalid::ChunkRows { x, y, rows, want } => locale.phrase_with(
                "invalid_chunk_rows",
                &[
                    ("x", (*x).into()),
                    ("y", (*y).into()),
                    ("rows", (*rows).into()),
                    ("want", (*want).into()),
                ],
            ),
            Invalid::TwoEquipped { kind } => {
                locale.phrase("invalid_two_equipped", &[("name", locale.name(kind.name()))])
            }
            Invalid::CannotEquip { kind } => {
                locale.phrase("invalid_cannot_equip", &[("name", locale.name(kind.name()))])
            }
            Invalid::ExactHealth { name, health } => locale.phrase(
                "invalid_exact_health",
                &[("name", locale.name(name)), ("health", &health.to_string())],
            ),
            Invalid::TextTooLong { bytes, max } => locale.phrase_with(
                "invalid_text_too_long",
                &[("bytes", (*bytes).into()), ("max", (*max).into())],
            ),
            Invalid::RuleState { problem } => {
                locale.phrase("invalid_rule_state", &[("problem", problem)])
            }
            Invalid::FragmentStart { fragment } => {
                locale.phrase_with("invalid_fragment_start", &[("fragment", (*fragment).into())])
            }
        }
    }
}

/// The problem in the current language.
impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for Invalid {}
