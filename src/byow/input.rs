//! The input-string game, as CS61B grades it: [`interact_with_input_string`]
//! plays a whole string of keys and returns the final world. Saves go through a
//! [`SaveSlot`], so tests keep them in memory and the command line in a file.

use super::cli::SaveFileError;
use super::event::ByowEvent;
use super::game::ByowGame;
use super::save_error::SaveErrors;
use super::world::World;
use crate::files::DecodeError;
use crate::locale::{Locale, Words};
use std::fmt;
use std::io;

/// Where `:Q` writes the save text and `L` reads it.
pub trait SaveSlot {
    /// The saved text, or `None` when nothing was saved yet.
    fn read(&mut self) -> io::Result<Option<String>>;
    /// Replaces the saved text.
    fn write(&mut self, text: &str) -> io::Result<()>;
}

/// A save slot in memory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemorySaveSlot {
    /// The saved text, if any.
    pub text: Option<String>,
}

impl MemorySaveSlot {
    /// An empty slot.
    pub fn new() -> Self {
        MemorySaveSlot::default()
    }
}

impl SaveSlot for MemorySaveSlot {
    fn read(&mut self) -> io::Result<Option<String>> {
        Ok(self.text.clone())
    }

    fn write(&mut self, text: &str) -> io::Result<()> {
        self.text = Some(text.to_owned());
        Ok(())
    }
}

/// Why an input string gave no world.
#[derive(Debug)]
pub enum Error {
    /// The string never started or loaded a world (such as `""` or `N12`).
    NoWorld,
    /// `L` with nothing saved.
    NothingToLoad,
    /// `L` found a save it cannot use.
    BadSave(SaveErrors),
    /// The save slot could not be read.
    Read(io::Error),
    /// The save slot could not be written.
    Write(io::Error),
}

impl Words for Error {
    fn words(&self, locale: &Locale) -> String {
        match self {
            Error::NoWorld => locale.phrase("byow_error_no_world", &[]),
            Error::NothingToLoad => locale.phrase("byow_error_nothing_to_load", &[]),
            Error::BadSave(errors) => {
                locale.phrase("byow_error_bad_save", &[("errors", &errors.words(locale))])
            }
            Error::Read(error) => {
                locale.phrase("byow_error_read", &[("error", &io_words(error, locale))])
            }
            Error::Write(error) => {
                locale.phrase("byow_error_write", &[("error", &io_words(error, locale))])
            }
        }
    }
}

/// A slot's error: ours in `locale`'s words, the system's as it says it.
fn io_words(error: &io::Error, locale: &Locale) -> String {
    let inner = error.get_ref();
    if let Some(ours) = inner.and_then(|inner| inner.downcast_ref::<SaveFileError>()) {
        ours.words(locale)
    } else if let Some(decoding) = inner.and_then(|inner| inner.downcast_ref::<DecodeError>()) {
        decoding.words(locale)
    } else {
        error.to_string()
    }
}

/// The reason in the current language.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::BadSave(errors) => Some(errors),
            Error::Read(error) | Error::Write(error) => Some(error),
            Error::NoWorld | Error::NothingToLoad => None,
        }
    }
}

/// Plays `input` from the welcome screen, key by key, and returns the world as
/// it is at the end: the world in play, or after `:Q` (or Q on the won screen)
/// the world as it was left. Keys after a quit are ignored. `:Q` writes the
/// save slot; `L` reads it, and a missing or bad save stops with an error.
pub fn interact_with_input_string(input: &str, save: &mut dyn SaveSlot) -> Result<World, Error> {
    let mut game = ByowGame::new();
    for key in input.chars() {
        if play_key(&mut game, key, save)? == ByowEvent::Quit {
            break;
        }
    }
    game.into_world().ok_or(Error::NoWorld)
}

/// One key of the input-string game with its save or load carried out
/// through `save`: the step [`interact_with_input_string`] repeats, and the
/// one the page takes for each key typed, so both play the same game. On an
/// error the game is as it was before the key (a failed load changes nothing).
pub fn play_key(
    game: &mut ByowGame,
    key: char,
    save: &mut dyn SaveSlot,
) -> Result<ByowEvent, Error> {
    let event = game.press(key);
    match &event {
        ByowEvent::SaveWanted(text) => save.write(text).map_err(Error::Write)?,
        ByowEvent::LoadWanted => {
            let text = save.read().map_err(Error::Read)?.ok_or(Error::NothingToLoad)?;
            game.load(&text).map_err(Error::BadSave)?;
        }
        _ => {}
    }
    Ok(event)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_string_without_a_world_is_an_error() {
        let mut slot = MemorySaveSlot::new();
        for input in ["", "N12", "Q", "xyz", "N:Q"] {
            assert!(matches!(interact_with_input_string(input, &mut slot), Err(Error::NoWorld)));
        }
        assert!(matches!(interact_with_input_string("L", &mut slot), Err(Error::NothingToLoad)));
        slot.text = Some("garbage".into());
        let error = interact_with_input_string("L", &mut slot).expect_err("a bad save");
        assert_eq!(
            error.to_string(),
            "L: the saved game cannot be used:\n\
             1:1: this is not a BYOW save: it starts with `garbage`, not `byow-save`"
        );
    }

    #[test]
    fn the_world_after_colon_q_is_the_world_saved() {
        let mut slot = MemorySaveSlot::new();
        let saved = interact_with_input_string("N999SDDD:Q", &mut slot).expect("a world");
        let played =
            interact_with_input_string("N999SDDD", &mut MemorySaveSlot::new()).expect("a world");
        assert_eq!(saved, played);
        assert!(slot.text.is_some());
    }
}
