//! Dungeon Mania games in the engine's save and replay files: a save is a
//! `game::SaveFile` whose source is the dungeon ([`DungeonSource`]: its and
//! its config's whole texts), a replay a `game::Replay` of the commands the
//! actions became. Opening either plays the replay again from the source —
//! so a file can only hold a game the rules reach — naming the first action
//! that is refused or leads elsewhere; a save's game must then be the one
//! reached. Files in the older dungeon formats are read too ([`legacy`]).
//! [`MAX_ACTIONS`] and [`MAX_RESTORE_WORK`] bound the work before anything
//! is played, a [`WorkMeter`](super::WorkMeter) what the dungeon grows to while it is
//! ([`Restore`] plays a file, whole or in slices).
//!
//! [`legacy`]: super::legacy

use super::action::Action;
use super::config::Config;
use super::config_parse::read_config;
use super::file_error::{DungeonFile, DungeonFileError, MAX_ACTIONS, MAX_RESTORE_WORK};
use super::legacy;
use super::referee::Dungeon;
use super::restore::{Checks, Restore};
use super::rules::DungeonMania;
use crate::game::{
    parse_replay, parse_save, Damage, DungeonSource, GameRecord, Replay, SaveFile, SourceRecord,
};

/// A game opened from a file: where its actions led, and the replay to go on
/// recording in.
#[derive(Debug)]
pub struct Opened {
    /// The game at its last action.
    pub dungeon: Dungeon,
    /// Its start and every action so far, with their checksums (its source
    /// is [`Opened::source`]).
    pub replay: Replay,
    /// Where it began.
    source: DungeonSource,
}

impl Opened {
    /// A game of `source` at its start, its replay empty.
    pub(super) fn new(dungeon: Dungeon, source: DungeonSource, seed: u64) -> Opened {
        let replay = Replay::new(SourceRecord::Dungeon(source.clone()), seed);
        Opened { dungeon, replay, source }
    }

    /// A new game of `source` with an empty replay to record it in; or
    /// every mistake of its two files, each as `NAME:LINE:COL: error: …`.
    pub fn start(source: DungeonSource, seed: u64) -> Result<Opened, Vec<String>> {
        let dungeon = start(&source, seed)?;
        Ok(Opened::new(dungeon, source, seed))
    }

    /// Where the game began.
    pub fn source(&self) -> &DungeonSource {
        &self.source
    }

    /// Plays `action`, recording it in the replay when it is accepted.
    pub fn play(&mut self, action: Action) -> Result<(), super::ActionError> {
        self.dungeon.apply(action)?;
        self.replay.record(action.into(), self.dungeon.game());
        Ok(())
    }

    /// The game as a save file.
    pub fn save(&self) -> SaveFile {
        SaveFile::new(self.replay.source.clone(), self.dungeon.game(), self.replay.clone())
    }
}

/// The config `source` is played with (the default one when it has none),
/// or each mistake as `NAME:LINE:COL: error: …` (the keyword in the current
/// language).
pub fn config_of(source: &DungeonSource) -> Result<Config, Vec<String>> {
    match &source.config {
        None => Ok(Config::default_config()),
        Some(file) => read_config(&file.text)
            .map(|read| read.config)
            .map_err(|errors| errors.iter().map(|e| e.shown(&file.name)).collect()),
    }
}

/// What the config of `source` leaves out, each as `NAME:LINE:COL: warning:
/// …` (the keyword in the current language): those numbers are the
/// template's. None for a config with mistakes (they are its errors).
pub fn config_warnings(source: &DungeonSource) -> Vec<String> {
    let Some(file) = &source.config else { return Vec::new() };
    read_config(&file.text)
        .map(|read| read.warnings.iter().map(|w| w.shown_warning(&file.name)).collect())
        .unwrap_or_default()
}

/// The game `source` starts with `seed`, or every mistake of its two files,
/// each as `NAME:LINE:COL: error: …`.
pub fn start(source: &DungeonSource, seed: u64) -> Result<Dungeon, Vec<String>> {
    let config = config_of(source)?;
    let rules = DungeonMania { config, untimed_build: source.untimed_build };
    Dungeon::load_with(&source.text, &rules, seed)
        .map_err(|errors| errors.iter().map(|e| e.shown(&source.name)).collect())
}

/// Reads a dungeon save, in the engine's format or the older one, and plays
/// it again from its start.
pub fn open_save(text: &str) -> Result<Opened, DungeonFileError> {
    begin_save(text)?.finish()
}

/// Reads a dungeon replay, in the engine's format or the older one, and
/// plays it, checking every step.
pub fn open_replay(text: &str) -> Result<Opened, DungeonFileError> {
    begin_replay(text)?.finish()
}

/// Reads a dungeon save, in the engine's format or the older one, ready to
/// be played again from its start (whole, or in slices between frames).
pub fn begin_save(text: &str) -> Result<Restore, DungeonFileError> {
    if is_older(text, legacy::DUNGEON_SAVE_FORMAT) {
        return legacy::begin_save(text);
    }
    let save = parse_save(text).map_err(DungeonFileError::Save)?;
    begin(DungeonFile::Save, save.replay, Some(save.game))
}

/// Reads a dungeon replay, in the engine's format or the older one, ready to
/// be played from its start, checking every step.
pub fn begin_replay(text: &str) -> Result<Restore, DungeonFileError> {
    if is_older(text, legacy::DUNGEON_REPLAY_FORMAT) {
        return legacy::begin_replay(text);
    }
    let replay = parse_replay(text).map_err(DungeonFileError::Replay)?;
    begin(DungeonFile::Replay, replay, None)
}

/// Whether `text` names the older `format`.
fn is_older(text: &str, format: &str) -> bool {
    crate::files::json_format(text).as_deref() == Some(format)
}

/// Plays `replay` from its start, checking that every action is accepted and
/// leads where it led.
pub fn play_back(file: DungeonFile, replay: &Replay) -> Result<Opened, DungeonFileError> {
    begin(file, replay.clone(), None)?.finish()
}

/// The start of playing `replay` back; a save's `game` is where it must
/// arrive.
fn begin(
    file: DungeonFile,
    replay: Replay,
    game: Option<GameRecord>,
) -> Result<Restore, DungeonFileError> {
    let SourceRecord::Dungeon(source) = &replay.source else {
        return Err(DungeonFileError::NotDungeon(file));
    };
    if replay.steps.len() > MAX_ACTIONS {
        let what = Damage::TooManyActions { actions: replay.steps.len(), max: MAX_ACTIONS };
        return Err(DungeonFileError::Damaged(file, what));
    }
    let dungeon =
        start(source, replay.seed).map_err(|lines| DungeonFileError::Start(file, lines))?;
    check_work(file, replay.steps.len(), &dungeon)?;
    let opened = Opened::new(dungeon, source.clone(), replay.seed);
    Ok(Restore::new(file, opened, Checks::Engine { replay, game }))
}

/// Refuses files whose playing back would cost more than [`MAX_RESTORE_WORK`].
pub(super) fn check_work(
    file: DungeonFile,
    actions: usize,
    dungeon: &Dungeon,
) -> Result<(), DungeonFileError> {
    let entities = dungeon.state().entity_count() as u64 + 1;
    let work = (actions as u64).saturating_mul(entities);
    if work > MAX_RESTORE_WORK {
        let what = Damage::TooMuchWork { actions, entities, max: MAX_RESTORE_WORK };
        return Err(DungeonFileError::Damaged(file, what));
    }
    Ok(())
}
