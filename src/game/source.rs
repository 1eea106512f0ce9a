//! `SourceRecord`: where a saved or replayed game's world came from, as plain
//! data. It lives in the game layer so saves and replays can hold it; the app
//! uses it as is, under the name `WorldSource`.

use super::damage::{Damage, SourceKind};
use super::limits::MAX_NAME;
use serde::Serialize;
use std::fmt;

/// The origin of a game's world, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SourceRecord {
    /// The random run of a seed: the descent of levels to the Amulet and
    /// back (what `?seed=N` and "New random world" start).
    Descent {
        /// The run's seed.
        seed: u64,
        /// The edition of the run's content rows it was drawn by (0, left
        /// out: before vaults); see [`SourceRecord::descent`].
        #[serde(default, skip_serializing_if = "is_zero")]
        edition: u32,
    },
    /// A single boxed-room world generated from a seed (the first version's
    /// random world; its saves and replays still load).
    Random {
        /// The world's seed.
        seed: u64,
    },
    /// One of the worlds built into the game.
    Builtin {
        /// Its name.
        name: String,
    },
    /// A world file the player loaded; its whole text, so the save does not
    /// depend on the file still being around.
    File {
        /// The file's name.
        name: String,
        /// The file's text.
        text: String,
    },
    /// A Dungeon Mania dungeon (seed 004) and the config it is played with.
    Dungeon(DungeonSource),
    /// A Terra Incognita labyrinth (seed 002), played blind from the
    /// entrance the game's seed picks; its whole text, as for a world file.
    Labyrinth {
        /// The file's name.
        name: String,
        /// The file's text.
        text: String,
    },
    /// A Build Your Own World save (seed 001): the world of its seed,
    /// generated again, as the save left it; its whole text, as for a
    /// world file.
    Byow {
        /// The file's name.
        name: String,
        /// The save's text.
        text: String,
    },
}

/// Where a Dungeon Mania game began: the dungeon file's and the config
/// file's whole texts, so rebuilding the game runs every check a freshly
/// opened file gets and does not depend on the files still being around.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct DungeonSource {
    /// The dungeon file's name.
    pub name: String,
    /// The dungeon file's text.
    pub text: String,
    /// The config file; `None` for the default config written here
    /// (`worlds/DUNGEONS.md`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<FileText>,
    /// Building and interacting take no tick, as this game played them
    /// before they became ticks: only games migrated from older dungeon
    /// saves play so.
    #[serde(default, skip_serializing_if = "is_false")]
    pub untimed_build: bool,
}

/// A file a save keeps whole: its name and its text (nothing else: a
/// member it does not have is an error).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct FileText {
    /// The file's name.
    pub name: String,
    /// The file's text.
    pub text: String,
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn is_zero(value: &u32) -> bool {
    *value == 0
}

impl SourceRecord {
    /// The random run of `seed` in today's edition of the content table's
    /// rows (what a new game starts).
    pub fn descent(seed: u64) -> SourceRecord {
        SourceRecord::Descent { seed, edition: crate::content::Content::get().descent.edition() }
    }

    /// The seed a `?seed=N` link names, for sources a seed rebuilds.
    pub fn seed(&self) -> Option<u64> {
        match self {
            SourceRecord::Descent { seed, .. } | SourceRecord::Random { seed } => Some(*seed),
            SourceRecord::Builtin { .. }
            | SourceRecord::File { .. }
            | SourceRecord::Dungeon(_)
            | SourceRecord::Labyrinth { .. }
            | SourceRecord::Byow { .. } => None,
        }
    }

    /// Checks a source read from a file; what is wrong, if anything. A
    /// world's name prefixes every message about it, so a long one would be
    /// copied into each.
    pub fn validate(&self) -> Result<(), Damage> {
        let (kind, name) = match self {
            SourceRecord::Random { .. } | SourceRecord::Descent { .. } => return Ok(()),
            SourceRecord::Builtin { name } => (SourceKind::Builtin, name),
            SourceRecord::File { name, .. }
            | SourceRecord::Labyrinth { name, .. }
            | SourceRecord::Byow { name, .. } => (SourceKind::File, name),
            SourceRecord::Dungeon(dungeon) => return dungeon.validate(),
        };
        if name.len() > MAX_NAME {
            return Err(Damage::NameTooLong { kind, bytes: name.len() });
        }
        Ok(())
    }
}

impl DungeonSource {
    /// Checks the names read from a file: each prefixes every message about
    /// its file, so a long one would be copied into each.
    pub fn validate(&self) -> Result<(), Damage> {
        let config = self.config.as_ref().map(|c| (SourceKind::DungeonConfig, &c.name));
        for (kind, name) in std::iter::once((SourceKind::Dungeon, &self.name)).chain(config) {
            if name.len() > MAX_NAME {
                return Err(Damage::NameTooLong { kind, bytes: name.len() });
            }
        }
        Ok(())
    }
}

impl fmt::Display for SourceRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceRecord::Descent { seed, .. } | SourceRecord::Random { seed } => {
                write!(f, "seed {seed}")
            }
            SourceRecord::Builtin { name } => write!(f, "world {name}"),
            SourceRecord::File { name, .. } => write!(f, "file {name}"),
            SourceRecord::Dungeon(dungeon) => write!(f, "dungeon {}", dungeon.name),
            SourceRecord::Labyrinth { name, .. } => write!(f, "labyrinth {name}"),
            SourceRecord::Byow { name, .. } => write!(f, "BYOW save {name}"),
        }
    }
}
