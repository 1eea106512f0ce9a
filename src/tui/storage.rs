//! `DataFolder`: where the terminal keeps what the page keeps in its
//! storage — the autosave, the high scores, the Build Your Own World save —
//! and where exports are written, each a file in the same format as the
//! page's exports, so a game moves between page and terminal.

use crate::locale::phrase;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The autosave: the page's exported save format.
pub const SAVE_FILE: &str = "save.json";
/// The high-score table.
pub const HIGH_SCORES_FILE: &str = "high-scores.json";
/// The Build Your Own World save (what `roguelike byow` writes to `byow-save.txt`).
pub const BYOW_SAVE_FILE: &str = "byow-save.txt";
/// The Dungeon Mania game on screen (the page's dungeon save format).
pub const DUNGEON_SAVE_FILE: &str = "dungeon-save.json";

/// The player's options, in the config folder
/// ([`DataFolder::config_from_env`]): the page's `roguelike.options`.
pub const OPTIONS_FILE: &str = "options.json";
/// Where exports (saves, replays, worlds) go, inside the folder.
pub const EXPORTS: &str = "exports";

/// The most of a stored file read; larger files are refused (the app limits
/// saves far below this).
const MAX_READ: u64 = 64 * 1024 * 1024;

/// The terminal's data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFolder {
    dir: PathBuf,
}

impl DataFolder {
    /// The folder at `dir` (tests use a temporary one).
    pub fn at(dir: impl Into<PathBuf>) -> DataFolder {
        DataFolder { dir: dir.into() }
    }

    /// `$XDG_DATA_HOME/roguelike`, else `$HOME/.local/share/roguelike`;
    /// `None` when neither variable is set to an absolute path.
    pub fn from_env() -> Option<DataFolder> {
        let absolute = |name: &str| {
            std::env::var_os(name).map(PathBuf::from).filter(|path| path.is_absolute())
        };
        let base = absolute("XDG_DATA_HOME")
            .or_else(|| absolute("HOME").map(|home| home.join(".local/share")))?;
        Some(DataFolder::at(base.join("roguelike")))
    }

    /// The config folder: `$XDG_CONFIG_HOME/roguelike`, else
    /// `$HOME/.config/roguelike`; `None` when neither is an absolute path.
    pub fn config_from_env() -> Option<DataFolder> {
        let absolute = |name: &str| {
            std::env::var_os(name).map(PathBuf::from).filter(|path| path.is_absolute())
        };
        let base = absolute("XDG_CONFIG_HOME")
            .or_else(|| absolute("HOME").map(|home| home.join(".config")))?;
        Some(DataFolder::at(base.join("roguelike")))
    }

    /// The folder itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of a file in the folder.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// A stored file's text; `Ok(None)` when there is none.
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        let path = self.path(name);
        let file = match fs::File::open(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(failure("tui_file_read", &path, &e)),
        };
        let mut bytes = Vec::new();
        file.take(MAX_READ + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| failure("tui_file_read", &path, &e))?;
        if bytes.len() as u64 > MAX_READ {
            return Err(phrase("tui_file_too_large", &[("path", &path.display().to_string())]));
        }
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| phrase("tui_file_not_utf8", &[("path", &path.display().to_string())]))
    }

    /// Writes a file in the folder (made if needed) whole or not at all:
    /// a crash mid-write leaves the previous file.
    pub fn write(&self, name: &str, text: &str) -> Result<PathBuf, String> {
        let path = self.path(name);
        let parent = path.parent().unwrap_or(&self.dir);
        fs::create_dir_all(parent).map_err(|e| failure("tui_file_create", parent, &e))?;
        let partial = path.with_extension("partial");
        fs::write(&partial, text)
            .and_then(|()| fs::rename(&partial, &path))
            .map_err(|e| failure("tui_file_write", &path, &e))?;
        Ok(path)
    }

    /// Removes a file of the folder; one already gone is no error.
    pub fn remove(&self, name: &str) -> Result<(), String> {
        let path = self.path(name);
        match fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(failure("tui_file_remove", &path, &e)),
        }
    }

    /// Writes an export under `exports/`, its suggested name reduced to
    /// letters, digits, `.`, `-` and `_` (a name cannot leave the folder).
    pub fn export(&self, file_name: &str, text: &str) -> Result<PathBuf, String> {
        let safe: String = file_name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '-' | '_') { c } else { '.' })
            .collect::<String>()
            .trim_start_matches('.')
            .to_owned();
        let safe = if safe.is_empty() { "export.txt".to_owned() } else { safe };
        self.write(&format!("{EXPORTS}/{safe}"), text)
    }
}

/// `key` worded for `path` and the system's own `error` text.
fn failure(key: &str, path: &Path, error: &std::io::Error) -> String {
    phrase(key, &[("path", &path.display().to_string()), ("error", &error.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn export_names_stay_in_the_folder() {
        let dir = std::env::temp_dir().join(format!("roguelike-export-{}", std::process::id()));
        let folder = DataFolder::at(&dir);
        let path = folder.export("../../etc/passwd", "x").expect("written");
        assert!(path.starts_with(dir.join(EXPORTS)), "{}", path.display());
        assert_eq!(folder.read("exports/etc.passwd").expect("read").as_deref(), Some("x"));
        assert_eq!(folder.read("missing.json"), Ok(None));
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn a_file_that_is_not_ours_is_named_in_the_players_language() {
        let dir = std::env::temp_dir().join(format!("roguelike-words-{}", std::process::id()));
        let folder = DataFolder::at(&dir);
        fs::create_dir_all(&dir).expect("made");
        fs::write(folder.path("save.json"), [0xff, 0xfe, 0x00]).expect("written");
        let english = folder.read("save.json").expect_err("not text");
        assert!(english.ends_with("save.json is not UTF-8 text"), "{english}");
        assert!(crate::locale::set_language("ru"));
        let russian = folder.read("save.json").expect_err("not text");
        crate::locale::set_language("en");
        assert!(russian.ends_with("save.json — не текст в UTF-8"), "{russian}");
        let _ = fs::remove_dir_all(dir);
    }
}
