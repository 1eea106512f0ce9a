//! `DungeonFileError`: why a dungeon save or replay could not be read or
//! played back, with the action and tick where it went wrong. The game on
//! screen is never touched by a file that fails.

use super::work::Overwork;
use crate::game::envelope::FileKind;
use crate::game::{Damage, EnvelopeError, ReplayError, SaveError};
use crate::locale::{Arg, Locale, Words};
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
    /// A file in the older dungeon formats that this game does not read:
    /// empty, not JSON, cut off, another format or version.
    File(DungeonFile, EnvelopeError),
    /// A save in the engine's format that cannot be read.
    Save(SaveError),
    /// A replay in the engine's format that cannot be read.
    Replay(ReplayError),
    /// A save or replay of a game that is not Dungeon Mania's.
    NotDungeon(DungeonFile),
    /// A save whose game is not the one its actions lead to.
    GameDiffers,
    /// Contents that do not fit together, and what is wrong (a JSON error
    /// at its line and column).
    Damaged(DungeonFile, Damage),
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
    /// Playing back grew the dungeon past what one restore may cost.
    Overwork(DungeonFile, Overwork),
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
                format: super::legacy::DUNGEON_SAVE_FORMAT,
                version: super::legacy::LEGACY_VERSION,
                oldest: 1,
            },
            DungeonFile::Replay => FileKind {
                noun: "dungeon replay",
                format: super::legacy::DUNGEON_REPLAY_FORMAT,
                version: super::legacy::LEGACY_VERSION,
                oldest: 1,
            },
        }
    }
}

/// Each failure worded by the `dungeon_file_*` phrases (the envelope's by
/// `envelope_*`); the file's noun is the name `noun_dungeon_save` or
/// `noun_dungeon_replay`, whose forms the Russian sentences take.
impl Words for DungeonFileError {
    fn words(&self, locale: &Locale) -> String {
        let noun_of = |file: &DungeonFile| match file {
            DungeonFile::Save => "noun_dungeon_save",
            DungeonFile::Replay => "noun_dungeon_replay",
        };
        match self {
            DungeonFileError::File(file, e) => e.words(locale, &file.kind()),
            DungeonFileError::Save(e) => e.words(locale),
            DungeonFileError::Replay(e) => e.words(locale),
            DungeonFileError::NotDungeon(file) => locale
                .phrase_with("dungeon_file_not_dungeon", &[("noun", Arg::Name(noun_of(file)))]),
            DungeonFileError::GameDiffers => locale.phrase("dungeon_file_game_differs", &[]),
            DungeonFileError::Damaged(file, what) => locale.phrase_with(
                "dungeon_file_damaged",
                &[("noun", Arg::Name(noun_of(file))), ("what", what.words(locale).into())],
            ),
            DungeonFileError::Start(file, lines) => locale.phrase_with(
                "dungeon_file_start",
                &[("noun", Arg::Name(noun_of(file))), ("lines", lines.join("; ").into())],
            ),
            DungeonFileError::Refused { file, step, action, reason } => locale.phrase_with(
                "dungeon_file_refused",
                &[
                    ("noun", Arg::Name(noun_of(file))),
                    ("step", (*step).into()),
                    ("action", action.into()),
                    ("reason", reason.into()),
                ],
            ),
            DungeonFileError::Overwork(file, overwork) => locale.phrase_with(
                "dungeon_file_overwork",
                &[("noun", Arg::Name(noun_of(file))), ("what", overwork.words(locale).into())],
            ),
            DungeonFileError::Diverged { file, step, tick, expected, actual } => locale
                .phrase_with(
                    "dungeon_file_diverged",
                    &[
                        ("noun", Arg::Name(noun_of(file))),
                        ("step", (*step).into()),
                        ("tick", tick.to_string().into()),
                        ("expected", format!("{expected:016x}").into()),
                        ("actual", format!("{actual:016x}").into()),
                    ],
                ),
        }
    }
}

/// The message in the current language.
impl fmt::Display for DungeonFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for DungeonFileError {}
