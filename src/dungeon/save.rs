//! Dungeon saves: a Dungeon Mania game kept as its start (the dungeon and
//! config files' texts, the seed) and the actions played, with the checksum
//! of the state they lead to. Restoring plays the actions again through the
//! rules, so a save can only ever hold a state the rules reach, and a crafted
//! one cannot put the game into a shape the rules never make; the checksum
//! then proves the game is the one saved. Versioned JSON in the envelope of
//! the game's other files, checked against [`MAX_ACTIONS`] and
//! [`MAX_RESTORE_WORK`] before anything is played.

use super::action::Action;
use super::referee::Dungeon;
use super::file_error::{DungeonFile, DungeonFileError, MAX_ACTIONS, MAX_RESTORE_WORK};
use super::start::DungeonStart;
use crate::game::{envelope, Damage};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The `format` every dungeon save names.
pub const DUNGEON_SAVE_FORMAT: &str = "roguelike-dungeon-save";

/// The dungeon save version this game writes.
pub const DUNGEON_SAVE_VERSION: u32 = 1;

/// A dungeon save file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonSave {
    /// Always [`DUNGEON_SAVE_FORMAT`].
    pub format: String,
    /// Always [`DUNGEON_SAVE_VERSION`] when written by this game.
    pub version: u32,
    /// Where the game began.
    pub start: DungeonStart,
    /// Every action played and accepted, in order.
    pub actions: Vec<Action>,
    /// The tick the actions lead to (for people reading the file).
    pub tick: u64,
    /// [`Dungeon::checksum`] of the state the actions lead to.
    #[serde(serialize_with = "write_hex", deserialize_with = "read_hex")]
    pub checksum: u64,
}

impl DungeonSave {
    /// A save of `dungeon`, reached from `start` by `actions`.
    pub fn new(start: DungeonStart, actions: Vec<Action>, dungeon: &Dungeon) -> DungeonSave {
        DungeonSave {
            format: DUNGEON_SAVE_FORMAT.to_owned(),
            version: DUNGEON_SAVE_VERSION,
            start,
            actions,
            tick: dungeon.tick(),
            checksum: dungeon.checksum(),
        }
    }

    /// The saved game, played again from its start and checked against the
    /// saved checksum.
    pub fn restore(&self) -> Result<Dungeon, DungeonFileError> {
        let file = DungeonFile::Save;
        let mut dungeon =
            self.start.build().map_err(|lines| DungeonFileError::Start(file, lines))?;
        check_work(file, self.actions.len(), &dungeon)?;
        for (index, &action) in self.actions.iter().enumerate() {
            play(file, &mut dungeon, index, action)?;
        }
        let actual = dungeon.checksum();
        if actual != self.checksum {
            return Err(DungeonFileError::Diverged {
                file,
                step: self.actions.len(),
                tick: dungeon.tick(),
                expected: self.checksum,
                actual,
            });
        }
        Ok(dungeon)
    }
}

/// Reads a dungeon save file and checks its size; [`DungeonSave::restore`]
/// plays it.
pub fn parse_dungeon_save(text: &str) -> Result<DungeonSave, DungeonFileError> {
    let file = DungeonFile::Save;
    envelope::check(text, &file.kind()).map_err(|e| DungeonFileError::File(file, e))?;
    let save: DungeonSave = serde_json::from_str(text)
        .map_err(|e| DungeonFileError::Damaged(file, Damage::from_json(&e)))?;
    save.start.validate().map_err(|e| DungeonFileError::Damaged(file, e))?;
    check_count(file, save.actions.len())?;
    Ok(save)
}

/// Writes a dungeon save as JSON, one action per line.
pub fn write_dungeon_save(save: &DungeonSave) -> String {
    serde_json::to_string_pretty(save).expect("a dungeon save holds only strings and numbers")
}

/// Refuses more actions than a file may hold.
pub(super) fn check_count(file: DungeonFile, actions: usize) -> Result<(), DungeonFileError> {
    if actions > MAX_ACTIONS {
        let what = Damage::TooManyActions { actions, max: MAX_ACTIONS };
        return Err(DungeonFileError::Damaged(file, what));
    }
    Ok(())
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

/// Plays action number `index` (from 0) of a file, which must be accepted.
pub(super) fn play(
    file: DungeonFile,
    dungeon: &mut Dungeon,
    index: usize,
    action: Action,
) -> Result<(), DungeonFileError> {
    dungeon.apply(action).map_err(|e| DungeonFileError::Refused {
        file,
        step: index + 1,
        action: action.to_string(),
        reason: e.to_string(),
    })
}

/// Writes a checksum as 16 hexadecimal digits.
pub(super) fn write_hex<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format!("{value:016x}"))
}

/// Reads a checksum written by [`write_hex`].
pub(super) fn read_hex<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    let text = String::deserialize(deserializer)?;
    if text.len() != 16 {
        return Err(serde::de::Error::custom("a checksum is 16 hexadecimal digits"));
    }
    u64::from_str_radix(&text, 16).map_err(|_| {
        serde::de::Error::custom(format!("checksum `{text}` is not 16 hexadecimal digits"))
    })
}
