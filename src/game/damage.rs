//! `Damage`: what is wrong inside a save or a replay whose envelope was
//! fine, as data; the tables word it (`damage_*` phrases), so "the save is
//! damaged: …" reads in the player's language down to its details.

use super::invalid::Invalid;
use super::limits::{MAX_LEVELS, MAX_NAME};
use crate::locale::{Locale, Words};
use std::fmt;

/// Which kind of world (or Dungeon Mania file) a source names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SourceKind {
    /// One of the worlds built into the game.
    Builtin,
    /// A world file the player loaded.
    File,
    /// The dungeon file a Dungeon Mania save or replay started from.
    Dungeon,
    /// The config file a Dungeon Mania save or replay started with.
    DungeonConfig,
}

/// What is wrong with the contents of a save or a replay.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Damage {
    /// The JSON is not shaped as the file's contents: serde's own words,
    /// at a 1-based line and column.
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        col: usize,
        /// serde's description, without its position.
        detail: String,
    },
    /// At a 1-based line and column: a name (a kind, a direction …) was
    /// wanted in quotes, and a number, a list or null stands there.
    NameExpected {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        col: usize,
    },
    /// A world's name longer than [`MAX_NAME`] bytes (it would be copied
    /// into every message about the world).
    NameTooLong {
        /// A built-in world or a world file.
        kind: SourceKind,
        /// Its length in bytes.
        bytes: usize,
    },
    /// In the replay a save carries.
    InReplay(Box<Damage>),
    /// A Dungeon Mania save or replay of more actions than a file may hold.
    TooManyActions {
        /// The actions it holds.
        actions: usize,
        /// The most a file may hold.
        max: usize,
    },
    /// A Dungeon Mania save or replay whose playing back would cost too
    /// much: actions × entities over the bound.
    TooMuchWork {
        /// The actions it holds.
        actions: usize,
        /// The entities of its dungeon, the player included.
        entities: u64,
        /// The most actions × entities.
        max: u64,
    },
    /// A Dungeon Mania replay whose checksums, up to an action, would hash
    /// more bytes of state than are checked.
    ChecksumWork {
        /// The action (from 1).
        action: usize,
        /// The most bytes hashed.
        max: u64,
    },
    /// A game of no level or of more than [`MAX_LEVELS`].
    LevelCount {
        /// How many levels the save has.
        count: usize,
    },
    /// The player on a level the game does not have.
    DepthOutside {
        /// The level (from 1).
        level: u64,
        /// How many levels there are.
        count: usize,
    },
    /// On one level of the game.
    OnLevel {
        /// The level (from 1).
        level: usize,
        /// What is wrong there.
        damage: Box<Damage>,
    },
    /// More creatures listed as having acted than a level has slots.
    ActedTooLong,
    /// More messages than the log keeps.
    LogTooLong {
        /// The most the log keeps.
        max: usize,
    },
    /// A message longer than a message may be.
    MessageTooLong {
        /// The most bytes a message may have.
        max: usize,
    },
    /// An inventory of no slot or of too many.
    InventorySize {
        /// Its slots.
        slots: usize,
        /// The most it may have.
        max: usize,
    },
    /// An inventory slot's count does not fit its item (a stack of a kind
    /// that does not stack, more than a stack holds, a count for an empty
    /// slot, or counts for another number of slots).
    StackCount {
        /// The slot, from 0.
        slot: usize,
        /// The count saved for it.
        count: u32,
    },
    /// The selected slot is not in the inventory.
    SelectedOutside {
        /// The selected slot (from 0).
        selected: usize,
        /// The inventory's slots.
        slots: usize,
    },
    /// What a check of the game's records (the numbers and cells of objects
    /// and of the player) found wrong.
    Record(Invalid),
}

impl Damage {
    /// The damage serde_json found: a name wanted where another kind of
    /// value stands, or serde's own words, at their line and column.
    pub fn from_json(e: &crate::json::Error) -> Damage {
        let detail = shortened(e.message().to_owned());
        let (line, col) = (e.line(), e.column());
        // The contents are read after the envelope check found the text to
        // be JSON, so this is never a syntax error: serde_json says it when
        // a name is a number, a list or null instead.
        if detail == "expected value" {
            Damage::NameExpected { line, col }
        } else {
            Damage::Json { line, col, detail }
        }
    }

    /// Where in the file the damage is, when it is known.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            Damage::Json { line, col, .. } | Damage::NameExpected { line, col } => {
                Some((*line, *col))
            }
            _ => None,
        }
    }
}

/// The most characters of serde's words a message repeats: they quote what
/// the file holds (an unknown tag), which a crafted file makes as long as it
/// likes.
const MAX_DETAIL: usize = 300;

/// `detail` cut to [`MAX_DETAIL`] characters, `…` marking the cut.
fn shortened(detail: String) -> String {
    match detail.char_indices().nth(MAX_DETAIL) {
        Some((cut, _)) => format!("{}…", &detail[..cut]),
        None => detail,
    }
}

impl From<Invalid> for Damage {
    fn from(problem: Invalid) -> Self {
        Damage::Record(problem)
    }
}

impl Words for Damage {
    fn words(&self, locale: &Locale) -> String {
        match self {
            Damage::Json { line, col, detail } => locale.phrase_with(
                "damage_json",
                &[("line", (*line).into()), ("col", (*col).into()), ("detail", detail.into())],
            ),
            Damage::NameExpected { line, col } => locale.phrase_with(
                "damage_name_expected",
                &[("line", (*line).into()), ("col", (*col).into())],
            ),
            Damage::NameTooLong { kind, bytes } => locale.phrase_with(
                match kind {
                    SourceKind::Builtin => "damage_builtin_name_too_long",
                    SourceKind::File => "damage_file_name_too_long",
                    SourceKind::Dungeon => "damage_dungeon_name_too_long",
                    SourceKind::DungeonConfig => "damage_config_name_too_long",
                },
                &[("bytes", (*bytes).into()), ("max", MAX_NAME.into())],
            ),
            Damage::InReplay(inner) => {
                locale.phrase("damage_in_replay", &[("what", &inner.words(locale))])
            }
            Damage::TooManyActions { actions, max } => locale.phrase_with(
                "damage_too_many_actions",
                &[("actions", (*actions).into()), ("max", (*max).into())],
            ),
            Damage::TooMuchWork { actions, entities, max } => locale.phrase_with(
                "damage_too_much_work",
                &[
                    ("actions", (*actions).into()),
                    ("entities", (*entities).into()),
                    ("max", (*max).into()),
                ],
            ),
            Damage::ChecksumWork { action, max } => locale.phrase_with(
                "damage_checksum_work",
                &[("action", (*action).into()), ("max", (*max).into())],
            ),
            Damage::LevelCount { count } => locale.phrase_with(
                "damage_level_count",
                &[("count", (*count).into()), ("max", MAX_LEVELS.into())],
            ),
            Damage::DepthOutside { level, count } => locale.phrase_with(
                "damage_depth_outside",
                &[("level", (*level).into()), ("count", (*count).into())],
            ),
            Damage::OnLevel { level, damage } => locale.phrase_with(
                "damage_on_level",
                &[("level", (*level).into()), ("what", damage.words(locale).into())],
            ),
            Damage::ActedTooLong => locale.phrase("damage_acted_too_long", &[]),
            Damage::LogTooLong { max } => {
                locale.phrase_with("damage_log_too_long", &[("max", (*max).into())])
            }
            Damage::MessageTooLong { max } => {
                locale.phrase_with("damage_message_too_long", &[("max", (*max).into())])
            }
            Damage::InventorySize { slots, max } => locale.phrase_with(
                "damage_inventory_size",
                &[("slots", (*slots).into()), ("max", (*max).into())],
            ),
            Damage::StackCount { slot, count } => locale.phrase_with(
                "damage_stack_count",
                &[("slot", (*slot + 1).into()), ("count", (*count).into())],
            ),
            Damage::SelectedOutside { selected, slots } => locale.phrase_with(
                "damage_selected_outside",
                &[("selected", (*selected).into()), ("slots", (*slots).into())],
            ),
            Damage::Record(problem) => problem.words(locale),
        }
    }
}

/// The damage in the current language.
impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}
