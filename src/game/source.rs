//! `SourceRecord`: where a saved or replayed game's world came from, as plain
//! data. It lives in the game layer so saves and replays can hold it; the app
//! uses it as is, under the name `WorldSource`.

use super::damage::{Damage, SourceKind};
use super::limits::MAX_NAME;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The origin of a game's world, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SourceRecord {
    /// The random run of a seed: the descent of levels to the Amulet and
    /// back (what `?seed=N` and "New random world" start).
    Descent {
        /// The run's seed.
        seed: u64,
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
}

impl SourceRecord {
    /// The seed a `?seed=N` link names, for sources a seed rebuilds.
    pub fn seed(&self) -> Option<u64> {
        match self {
            SourceRecord::Descent { seed } | SourceRecord::Random { seed } => Some(*seed),
            SourceRecord::Builtin { .. } | SourceRecord::File { .. } => None,
        }
    }

    /// Checks a source read from a file; what is wrong, if anything. A
    /// world's name prefixes every message about it, so a long one would be
    /// copied into each.
    pub fn validate(&self) -> Result<(), Damage> {
        let (kind, name) = match self {
            SourceRecord::Random { .. } | SourceRecord::Descent { .. } => return Ok(()),
            SourceRecord::Builtin { name } => (SourceKind::Builtin, name),
            SourceRecord::File { name, .. } => (SourceKind::File, name),
        };
        if name.len() > MAX_NAME {
            return Err(Damage::NameTooLong { kind, bytes: name.len() });
        }
        Ok(())
    }
}

impl fmt::Display for SourceRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceRecord::Descent { seed } | SourceRecord::Random { seed } => {
                write!(f, "seed {seed}")
            }
            SourceRecord::Builtin { name } => write!(f, "world {name}"),
            SourceRecord::File { name, .. } => write!(f, "file {name}"),
        }
    }
}
