//! `DungeonFileError`: why a dungeon save or replay could not be read or
//! played back, with the action and tick where it went wrong. The game on
//! screen is never touched by a file that fails.

use crate::game::envelope::FileKind;
use crate::game::EnvelopeError;
use std::fmt;

/// The most actions a dungeon save or replay may hold.
pub const MAX_ACTIONS: usize = 100_000;

/// The most entity-ticks restoring a file may cost (its actions times the
/// entities of its dungeon): a file with a huge dungeon gets fewer actions, so
/// no file keeps the page busy for more than a moment.
pub const MAX_RESTORE_WORK: u64 = 20_000_000;

/// The most bytes of state a replay's checksums may cover in all (each
/// checksum hashes the whole state, which grows with the battles fought).
pub const MAX_CHECKSUM_BYTES: u64 = 256 << 20;

/// Which of the two files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DungeonFile {
    /// A dungeon save (`roguelike-dungeon-save`).
    Save,
    /// A dungeon replay (`roguelike-dungeon-replay`).
    Replay,
}

/// Why a dungeon save or replay failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DungeonFileError {
    /// Not a file of this kind this game reads: empty, not JSON, cut off,
    /// another format or version.
    File(DungeonFile, EnvelopeError),
    /// Contents that do not fit together; what is wrong (a JSON error starts
    /// with its `LINE:COL: `).
    Damaged(DungeonFile, String),
    /// The dungeon or its config has mistakes, each `NAME:LINE:COL: error: …`.
    Start(DungeonFile, Vec<String>),
    /// An action was refused when played again.
    Refused {
        /// Which file.
        file: DungeonFile,
        /// The action's number, from 1.
        step: usize,
        /// The action.
        action: String,
        /// The refusal.
        reason: String,
    },
    /// Playing again led somewhere else than the recorded game went.
    Diverged {
        /// Which file.
        file: DungeonFile,
        /// The action whose result differs, from 1.
        step: usize,
        /// The tick after it.
        tick: u64,
        /// The recorded checksum.
        expected: u64,
        /// The checksum playing gave.
        actual: u64,
    },
}

impl DungeonFile {
    /// The format, the versions and the noun of the file.
    pub(crate) fn kind(self) -> FileKind {
        match self {
            DungeonFile::Save => FileKind {
                noun: "dungeon save",
                format: super::save::DUNGEON_SAVE_FORMAT,
                version: super::save::DUNGEON_SAVE_VERSION,
                oldest: 1,
            },
            DungeonFile::Replay => FileKind {
                noun: "dungeon replay",
                format: super::replay::DUNGEON_REPLAY_FORMAT,
                version: super::replay::DUNGEON_REPLAY_VERSION,
                oldest: 1,
            },
        }
    }
}

impl fmt::Display for DungeonFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DungeonFileError::File(file, e) => e.write(f, &file.kind()),
            DungeonFileError::Damaged(file, what) => {
                write!(f, "the {} is damaged: {what}", file.kind().noun)
            }
            DungeonFileError::Start(file, lines) => {
                write!(
                    f,
                    "the {}'s dungeon cannot be played: {}",
                    file.kind().noun,
                    lines.join("; ")
                )
            }
            DungeonFileError::Refused { file, step, action, reason } => write!(
                f,
                "the {} does not play back: action {step} `{action}` is refused ({reason})",
                file.kind().noun
            ),
            DungeonFileError::Diverged { file, step, tick, expected, actual } => write!(
                f,
                "the {} diverged at action {step} (tick {tick}): \
                 expected checksum {expected:016x}, got {actual:016x}",
                file.kind().noun
            ),
        }
    }
}

impl std::error::Error for DungeonFileError {}
