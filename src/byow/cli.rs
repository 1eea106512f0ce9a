//! `roguelike byow INPUT [--save-file FILE]`: plays an input string and prints
//! the final world as text. The one part of the module that touches files: the
//! save slot is a file (by default `byow-save.txt` in the current folder).

use super::input::{interact_with_input_string, Error, SaveSlot};
use super::save::MAX_SAVE_BYTES;
use crate::files::decode_text;
use crate::locale::{Locale, Words};
use crate::usage::{Arg, Args, UsageError};
use std::fmt;
use std::io::{self, Read};
use std::path::PathBuf;

/// The save file when `--save-file` is not given.
pub const DEFAULT_SAVE_FILE: &str = "byow-save.txt";

/// The usage text of the command, in the current language.
pub fn usage() -> String {
    crate::locale::phrase("cli_help_byow", &[])
}

/// A save slot in a file. A missing file is an empty slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileSaveSlot {
    /// The file.
    pub path: PathBuf,
}

impl SaveSlot for FileSaveSlot {
    fn read(&mut self) -> io::Result<Option<String>> {
        let file = match std::fs::File::open(&self.path) {
            Ok(file) => file,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error),
        };
        let mut bytes = Vec::new();
        file.take(MAX_SAVE_BYTES as u64 + 1).read_to_end(&mut bytes)?;
        if bytes.len() > MAX_SAVE_BYTES {
            return Err(io::Error::new(io::ErrorKind::InvalidData, SaveFileError::TooLong));
        }
        // Decoded as every file the game reads is: UTF-8 or UTF-16 with a
        // byte-order mark, and a located reason when it is not text.
        decode_text(&bytes)
            .map(Some)
            .map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error))
    }

    /// Writes a file beside the save, then renames it over the save, so a
    /// failed write never leaves half a save behind.
    fn write(&mut self, text: &str) -> io::Result<()> {
        let mut partial = self.path.clone().into_os_string();
        partial.push(".partial");
        std::fs::write(&partial, text)?;
        std::fs::rename(&partial, &self.path)
    }
}

/// Why a save file's bytes are no save text besides not being text (a
/// [`DecodeError`](crate::files::DecodeError) says that): carried inside the
/// [`io::Error`] of [`FileSaveSlot::read`], worded when it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveFileError {
    /// Longer than [`MAX_SAVE_BYTES`].
    TooLong,
}

impl Words for SaveFileError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            SaveFileError::TooLong => {
                locale.phrase_with("byow_file_too_long", &[("max", MAX_SAVE_BYTES.into())])
            }
        }
    }
}

/// The reason in the current language.
impl fmt::Display for SaveFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for SaveFileError {}

/// Runs `roguelike byow` with `args` (the words after `byow`) and returns
/// standard output, standard error and the exit code: 0 with the world on
/// standard output, 1 when the input or the save fails, 2 for wrong usage.
pub fn run_cli(args: &[String]) -> (String, String, u8) {
    let (input, save_file) = match parse_args(args) {
        Ok(Some(parsed)) => parsed,
        Ok(None) => return (format!("{}\n", usage()), String::new(), 0),
        Err(message) => {
            let message = message.localized();
            return (String::new(), format!("roguelike byow: {message}\n\n{}\n", usage()), 2);
        }
    };
    let mut slot = FileSaveSlot { path: PathBuf::from(&save_file) };
    match interact_with_input_string(&input, &mut slot) {
        Ok(world) => (world.render(), String::new(), 0),
        Err(Error::BadSave(errors)) => {
            let lines: String = errors
                .0
                .iter()
                .map(|e| format!("{save_file}:{}:{}: error: {}\n", e.line, e.col, e.kind))
                .collect();
            (String::new(), lines, 1)
        }
        Err(error @ (Error::Read(_) | Error::Write(_))) => {
            (String::new(), format!("{save_file}: error: {error}\n"), 1)
        }
        Err(error) => (String::new(), format!("roguelike byow: {error}\n"), 1),
    }
}

fn needs_file() -> UsageError {
    UsageError::NeedsFile { option: "--save-file".into() }
}

/// `(input, save file)`, or `None` for `--help`.
fn parse_args(args: &[String]) -> Result<Option<(String, String)>, UsageError> {
    let mut input = None;
    let mut save_file = None;
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        match arg {
            Arg::Word(word) if word == "-h" => return Ok(None),
            Arg::Option(option) if option.name == "--help" && option.is_flag() => return Ok(None),
            Arg::Option(option) if option.name == "--save-file" => {
                let file = args.value_if_given(&option).ok_or_else(needs_file)?;
                if save_file.is_some() {
                    return Err(UsageError::GivenTwice { option: option.name });
                }
                if file.is_empty() {
                    return Err(needs_file());
                }
                save_file = Some(file);
            }
            Arg::Option(option) => {
                return Err(UsageError::UnknownOption {
                    option: option.written(),
                    command: Some("byow"),
                })
            }
            Arg::Word(word) if input.is_some() => {
                return Err(UsageError::UnexpectedArgument { arg: word, command: None })
            }
            Arg::Word(word) => input = Some(word),
        }
    }
    let input = input.ok_or(UsageError::NeedsByowInput)?;
    Ok(Some((input, save_file.unwrap_or_else(|| DEFAULT_SAVE_FILE.to_owned()))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn arguments_parse() {
        assert_eq!(
            parse_args(&args("N1S --save-file a.txt")),
            Ok(Some(("N1S".into(), "a.txt".into())))
        );
        assert_eq!(
            parse_args(&args("--save-file=b.txt L")),
            Ok(Some(("L".into(), "b.txt".into())))
        );
        assert_eq!(parse_args(&args("N1S")), Ok(Some(("N1S".into(), DEFAULT_SAVE_FILE.into()))));
        assert_eq!(parse_args(&args("--help")), Ok(None));
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let error = |line: &str| parse_args(&args(line)).expect_err(line).english();
        assert_eq!(error(""), "byow needs an INPUT, such as N123SDDWW");
        assert_eq!(error("N1S --save-file"), "--save-file needs a FILE");
        assert_eq!(error("N1S --save-file=a --save-file b"), "--save-file is given twice");
        assert_eq!(error("N1S --colour red"), "unknown option `--colour` for byow");
        assert_eq!(error("N1S N2S"), "unexpected argument `N2S`");
        let (out, err, code) = run_cli(&args("N1S N2S"));
        assert_eq!((out.as_str(), code), ("", 2));
        assert!(err.starts_with("roguelike byow: unexpected argument `N2S`\n\nUsage:"));
    }
}
