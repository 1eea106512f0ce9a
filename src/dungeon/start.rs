//! `DungeonStart`: where a Dungeon Mania game begins, as plain data: the
//! dungeon file's and the config file's whole texts and the seed. Saves and
//! replays hold it once, so they do not depend on the files still being
//! around, and rebuilding the game from it runs every check a freshly opened
//! file gets.

use super::config::Config;
use super::config_parse::parse_config;
use super::referee::Dungeon;
use crate::game::limits::MAX_NAME;
use crate::game::{Damage, SourceKind};
use serde::{Deserialize, Serialize};

/// A config file as kept in a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfigFile {
    /// The file's name.
    pub name: String,
    /// The file's text.
    pub text: String,
}

/// The start of a dungeon game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DungeonStart {
    /// The dungeon file's name.
    pub name: String,
    /// The dungeon file's text.
    pub dungeon: String,
    /// The config file, or `None` for the course template's values.
    pub config: Option<ConfigFile>,
    /// The seed of every random choice.
    pub seed: u64,
}

impl DungeonStart {
    /// The config's numbers, or each mistake as `NAME:LINE:COL: error: …` (the
    /// keyword in the current language).
    pub fn config(&self) -> Result<Config, Vec<String>> {
        match &self.config {
            None => Ok(Config::TEMPLATE),
            Some(file) => parse_config(&file.text)
                .map_err(|errors| errors.iter().map(|e| e.shown(&file.name)).collect()),
        }
    }

    /// The game at tick 0, or every mistake of the two files, each as
    /// `NAME:LINE:COL: error: …` (the keyword in the current language).
    pub fn build(&self) -> Result<Dungeon, Vec<String>> {
        let config = self.config()?;
        Dungeon::load(&self.dungeon, &config, self.seed)
            .map_err(|errors| errors.iter().map(|e| e.shown(&self.name)).collect())
    }

    /// Checks the names read from a file: each prefixes every message about
    /// its file, so a long one would be copied into each.
    pub fn validate(&self) -> Result<(), Damage> {
        let names = std::iter::once((SourceKind::Dungeon, &self.name))
            .chain(self.config.as_ref().map(|c| (SourceKind::DungeonConfig, &c.name)));
        for (kind, name) in names {
            if name.len() > MAX_NAME {
                return Err(Damage::NameTooLong { kind, bytes: name.len() });
            }
        }
        Ok(())
    }
}
