//! Dungeon replays: a Dungeon Mania game's start and every action with the
//! checksum of the state right after it, so a game can be played again and
//! the first action whose result differs is named with its tick. Made from a
//! save by playing its actions again; versioned JSON like the other files.

use super::action::Action;
use super::referee::Dungeon;
use super::file_error::{DungeonFile, DungeonFileError, MAX_CHECKSUM_BYTES};
use super::save::{check_count, check_work, play, read_hex, write_hex, DungeonSave};
use super::start::DungeonStart;
use crate::game::{envelope, Damage};
use serde::{Deserialize, Serialize};

/// The `format` every dungeon replay names.
pub const DUNGEON_REPLAY_FORMAT: &str = "roguelike-dungeon-replay";

/// The dungeon replay version this game writes.
pub const DUNGEON_REPLAY_VERSION: u32 = 1;

/// One action and what it led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonStep {
    /// The action.
    pub action: Action,
    /// The tick after it (for people reading the file).
    pub tick: u64,
    /// [`Dungeon::checksum`] right after it.
    #[serde(serialize_with = "write_hex", deserialize_with = "read_hex")]
    pub checksum: u64,
}

/// A dungeon replay file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonReplay {
    /// Always [`DUNGEON_REPLAY_FORMAT`].
    pub format: String,
    /// Always [`DUNGEON_REPLAY_VERSION`] when written by this game.
    pub version: u32,
    /// Where the game began.
    pub start: DungeonStart,
    /// Every action, in order.
    pub steps: Vec<DungeonStep>,
}

impl DungeonReplay {
    /// The replay of a save: its actions played again, each checksum taken.
    pub fn of_save(save: &DungeonSave) -> Result<DungeonReplay, DungeonFileError> {
        let file = DungeonFile::Save;
        let mut dungeon =
            save.start.build().map_err(|lines| DungeonFileError::Start(file, lines))?;
        check_work(file, save.actions.len(), &dungeon)?;
        let mut steps = Vec::with_capacity(save.actions.len());
        for (index, &action) in save.actions.iter().enumerate() {
            play(file, &mut dungeon, index, action)?;
            steps.push(DungeonStep { action, tick: dungeon.tick(), checksum: dungeon.checksum() });
        }
        Ok(DungeonReplay {
            format: DUNGEON_REPLAY_FORMAT.to_owned(),
            version: DUNGEON_REPLAY_VERSION,
            start: save.start.clone(),
            steps,
        })
    }

    /// Plays every action again, checking each checksum; the final game, or
    /// the first action that is refused or leads elsewhere.
    pub fn verify(&self) -> Result<Dungeon, DungeonFileError> {
        let file = DungeonFile::Replay;
        let mut dungeon =
            self.start.build().map_err(|lines| DungeonFileError::Start(file, lines))?;
        check_work(file, self.steps.len(), &dungeon)?;
        let mut hashed: u64 = 0;
        for (index, step) in self.steps.iter().enumerate() {
            play(file, &mut dungeon, index, step.action)?;
            let state = dungeon.game().to_record();
            let bytes = serde_json::to_string(&state).map_or(0, |text| text.len());
            hashed = hashed.saturating_add(bytes as u64);
            if hashed > MAX_CHECKSUM_BYTES {
                let what = Damage::ChecksumWork { action: index + 1, max: MAX_CHECKSUM_BYTES };
                return Err(DungeonFileError::Damaged(file, what));
            }
            let actual = dungeon.checksum();
            if actual != step.checksum {
                return Err(DungeonFileError::Diverged {
                    file,
                    step: index + 1,
                    tick: dungeon.tick(),
                    expected: step.checksum,
                    actual,
                });
            }
        }
        Ok(dungeon)
    }

    /// The actions, as a save holds them.
    pub fn actions(&self) -> Vec<Action> {
        self.steps.iter().map(|s| s.action).collect()
    }
}

/// Reads a dungeon replay file and checks its size; [`DungeonReplay::verify`]
/// plays it.
pub fn parse_dungeon_replay(text: &str) -> Result<DungeonReplay, DungeonFileError> {
    let file = DungeonFile::Replay;
    envelope::check(text, &file.kind()).map_err(|e| DungeonFileError::File(file, e))?;
    let replay: DungeonReplay = serde_json::from_str(text)
        .map_err(|e| DungeonFileError::Damaged(file, Damage::from_json(&e)))?;
    replay.start.validate().map_err(|e| DungeonFileError::Damaged(file, e))?;
    check_count(file, replay.steps.len())?;
    Ok(replay)
}

/// Writes a dungeon replay as JSON.
pub fn write_dungeon_replay(replay: &DungeonReplay) -> String {
    serde_json::to_string_pretty(replay).expect("a dungeon replay holds only strings and numbers")
}
