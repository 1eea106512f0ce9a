//! `UsageError`: a command line of the `roguelike` tool that cannot be run,
//! typed, and worded by the locale tables (`usage_*` phrases), so every
//! command (`roguelike`, `labyrinth`, `byow`, `dungeon`) says what is wrong
//! in the player's language; and [`Args`], the line read word by word, that
//! every command's parser loops over.

mod args;

pub use args::{Arg, Args, LongOption};

use crate::locale::{self, Locale, Words};
use std::fmt;

/// What is wrong with a command line. Options, commands and arguments are
/// kept as written; the words come from the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UsageError {
    /// An argument is not UTF-8 (`arg`: it as Rust's `Debug` shows it).
    NotUtf8 {
        /// The argument, quoted and escaped.
        arg: String,
    },
    /// `--lang` names no built-in language.
    NoSuchLanguage {
        /// The code asked for.
        code: String,
        /// The codes built in.
        known: Vec<String>,
    },
    /// No command at all.
    NoCommand,
    /// A command that is none of the tool's.
    UnknownCommand {
        /// The word given.
        name: String,
    },
    /// A command that wants one FILE or more got none.
    NeedsFiles {
        /// The command (`check`, `labyrinth`).
        command: &'static str,
    },
    /// A command that takes a FILE or a seed's run got both (`render`).
    FileOrSeed {
        /// The command.
        command: &'static str,
    },
    /// A command that wants exactly one FILE got another number.
    OneFile {
        /// The command (`render`, `replay`).
        command: &'static str,
    },
    /// An option at the end of the line, without its value.
    NeedsValue {
        /// The option.
        option: String,
    },
    /// An option that wants a FILE got none (`--save-file`).
    NeedsFile {
        /// The option.
        option: String,
    },
    /// `check --config` without its CONFIG file.
    ConfigNeedsFile,
    /// An option that wants a range `A..B` got none (`--seeds`).
    NeedsRange {
        /// The option.
        option: String,
    },
    /// A command run without an option it cannot do without.
    NeedsOption {
        /// The command.
        command: &'static str,
        /// The option, with what it takes (`--seed N`).
        option: &'static str,
    },
    /// An option the command does not know; `command` names the command
    /// when the message should.
    UnknownOption {
        /// The option as written.
        option: String,
        /// The command, when named.
        command: Option<&'static str>,
    },
    /// A word the command has no place for; `command` names the command
    /// when the message should.
    UnexpectedArgument {
        /// The word as written.
        arg: String,
        /// The command, when named.
        command: Option<&'static str>,
    },
    /// `dungeon` given a second DUNGEON file.
    OneDungeon {
        /// The second file.
        arg: String,
    },
    /// `dungeon` given no DUNGEON file.
    NeedsDungeon,
    /// `byow` given no INPUT.
    NeedsByowInput,
    /// An option given twice.
    GivenTwice {
        /// The option.
        option: String,
    },
    /// An option that wants a whole number got something else.
    NotANumber {
        /// The option.
        option: String,
        /// What it got.
        got: String,
    },
    /// An option that wants `A..B` got something else.
    NotARange {
        /// The option.
        option: String,
        /// What it got.
        got: String,
    },
    /// A range with its first number past its last.
    EmptyRange {
        /// The option.
        option: String,
        /// The first number.
        first: u64,
        /// The last number.
        last: u64,
    },
    /// An option that wants `WIDTHxHEIGHT` got something else.
    NotASize {
        /// The option.
        option: String,
        /// What it got.
        got: String,
    },
    /// `play` given both `--keys` and `--interactive`.
    KeysAndInteractive,
    /// `play --interactive` given `-` (standard input) as its FILE.
    InteractiveFromStandardInput,
    /// `tui` given `-` (standard input) as its FILE.
    TuiFromStandardInput,
    /// `--keys` holding a character that is no key.
    UnknownKey {
        /// The character.
        key: char,
        /// The phrase key that lists the keys there are (`cli_key_list`,
        /// or a world kind's own).
        keys: &'static str,
    },
    /// `labyrinth --player` naming no player.
    UnknownPlayer {
        /// The name given.
        name: String,
        /// The players there are.
        players: Vec<&'static str>,
    },
    /// An option that wants four whole numbers `XS,YS,XE,YE` got something else.
    NotCorners {
        /// The option.
        option: String,
        /// What it got.
        got: String,
    },
    /// `dungeon` given both a DUNGEON file and `--generate`.
    DungeonAndGenerate,
}

impl Words for UsageError {
    fn words(&self, locale: &Locale) -> String {
        let text = |key: &str, args: &[(&str, &str)]| locale.phrase(key, args);
        match self {
            UsageError::NotUtf8 { arg } => text("usage_not_utf8", &[("arg", arg)]),
            UsageError::NoSuchLanguage { code, known } => {
                text("usage_no_such_language", &[("code", code), ("known", &known.join(", "))])
            }
            UsageError::NoCommand => text("usage_no_command", &[]),
            UsageError::UnknownCommand { name } => text("usage_unknown_command", &[("name", name)]),
            UsageError::NeedsFiles { command } => {
                text("usage_needs_files", &[("command", command)])
            }
            UsageError::OneFile { command } => text("usage_one_file", &[("command", command)]),
            UsageError::FileOrSeed { command } => {
                text("usage_file_or_seed", &[("command", command)])
            }
            UsageError::NeedsValue { option } => text("usage_needs_value", &[("option", option)]),
            UsageError::NeedsFile { option } => text("usage_needs_file", &[("option", option)]),
            UsageError::ConfigNeedsFile => text("usage_config_needs_file", &[]),
            UsageError::NeedsRange { option } => text("usage_needs_range", &[("option", option)]),
            UsageError::NeedsOption { command, option } => {
                text("usage_needs_option", &[("command", command), ("option", option)])
            }
            UsageError::UnknownOption { option, command: None } => {
                text("usage_unknown_option", &[("option", option)])
            }
            UsageError::UnknownOption { option, command: Some(command) } => {
                text("usage_unknown_option_for", &[("option", option), ("command", command)])
            }
            UsageError::UnexpectedArgument { arg, command: None } => {
                text("usage_unexpected_argument", &[("arg", arg)])
            }
            UsageError::UnexpectedArgument { arg, command: Some(command) } => {
                text("usage_unexpected_argument_for", &[("arg", arg), ("command", command)])
            }
            UsageError::OneDungeon { arg } => text("usage_one_dungeon", &[("arg", arg)]),
            UsageError::NeedsDungeon => text("usage_needs_dungeon", &[]),
            UsageError::NeedsByowInput => text("usage_needs_byow_input", &[]),
            UsageError::GivenTwice { option } => text("usage_given_twice", &[("option", option)]),
            UsageError::NotANumber { option, got } => {
                text("usage_not_a_number", &[("option", option), ("got", got)])
            }
            UsageError::NotARange { option, got } => {
                text("usage_not_a_range", &[("option", option), ("got", got)])
            }
            UsageError::EmptyRange { option, first, last } => locale.phrase_with(
                "usage_empty_range",
                &[
                    ("option", locale::Arg::from(option)),
                    ("first", (*first).into()),
                    ("last", (*last).into()),
                ],
            ),
            UsageError::NotASize { option, got } => {
                text("usage_not_a_size", &[("option", option), ("got", got)])
            }
            UsageError::KeysAndInteractive => text("usage_keys_and_interactive", &[]),
            UsageError::InteractiveFromStandardInput => {
                text("usage_interactive_from_standard_input", &[])
            }
            UsageError::TuiFromStandardInput => text("usage_tui_from_standard_input", &[]),
            UsageError::UnknownKey { key, keys } => text(
                "usage_unknown_key",
                &[("keys", &locale.phrase(keys, &[])), ("key", &key.to_string())],
            ),
            UsageError::UnknownPlayer { name, players } => {
                text("usage_unknown_player", &[("name", name), ("players", &players.join(", "))])
            }
            UsageError::NotCorners { option, got } => {
                text("usage_not_corners", &[("option", option), ("got", got)])
            }
            UsageError::DungeonAndGenerate => text("usage_dungeon_and_generate", &[]),
        }
    }
}

/// The words in the current language.
impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for UsageError {}

/// `text` parsed as the whole number `option` wants.
pub fn number<T: std::str::FromStr>(option: &str, text: &str) -> Result<T, UsageError> {
    text.parse()
        .map_err(|_| UsageError::NotANumber { option: option.to_owned(), got: text.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every variant.
    fn every_variant() -> Vec<UsageError> {
        let s = |text: &str| text.to_owned();
        vec![
            UsageError::NotUtf8 { arg: s("\"a\\xFF\"") },
            UsageError::NoSuchLanguage { code: s("xx"), known: vec![s("en"), s("ru")] },
            UsageError::NoCommand,
            UsageError::UnknownCommand { name: s("fly") },
            UsageError::NeedsFiles { command: "check" },
            UsageError::OneFile { command: "render" },
            UsageError::NeedsValue { option: s("--lang") },
            UsageError::NeedsFile { option: s("--save-file") },
            UsageError::ConfigNeedsFile,
            UsageError::NeedsRange { option: s("--seeds") },
            UsageError::NeedsOption { command: "generate", option: "--seed N" },
            UsageError::UnknownOption { option: s("--fly"), command: None },
            UsageError::UnknownOption { option: s("--fast"), command: Some("play") },
            UsageError::UnexpectedArgument { arg: s("b"), command: None },
            UsageError::UnexpectedArgument { arg: s("x"), command: Some("bot") },
            UsageError::OneDungeon { arg: s("b") },
            UsageError::NeedsDungeon,
            UsageError::NeedsByowInput,
            UsageError::GivenTwice { option: s("--seed") },
            UsageError::NotANumber { option: s("--seed"), got: s("x") },
            UsageError::NotARange { option: s("--seeds"), got: s("5") },
            UsageError::EmptyRange { option: s("--seeds"), first: 5, last: 3 },
            UsageError::NotASize { option: s("--room"), got: s("6") },
            UsageError::KeysAndInteractive,
            UsageError::InteractiveFromStandardInput,
            UsageError::TuiFromStandardInput,
            UsageError::UnknownKey { key: 'x', keys: "cli_key_list" },
            UsageError::UnknownPlayer { name: s("bob"), players: vec!["smart", "dfs"] },
            UsageError::NotCorners { option: s("--generate"), got: s("1,2") },
            UsageError::DungeonAndGenerate,
        ]
    }

    #[test]
    fn every_usage_error_reads_as_the_tool_always_wrote_it_in_english() {
        let english: Vec<String> = every_variant().iter().map(Words::english).collect();
        assert_eq!(
            english,
            [
                "argument \"a\\xFF\" is not UTF-8 text",
                "--lang xx: no such language; there are en, ru",
                "a command is needed",
                "unknown command `fly`",
                "check needs at least one FILE",
                "render takes exactly one FILE",
                "--lang needs a value",
                "--save-file needs a FILE",
                "--config needs a CONFIG file",
                "--seeds needs A..B",
                "generate needs --seed N",
                "unknown option `--fly`",
                "unknown option `--fast` for play",
                "unexpected argument `b`",
                "unexpected argument `x` for bot",
                "unexpected argument `b`: one DUNGEON file only",
                "a DUNGEON file is needed",
                "byow needs an INPUT, such as N123SDDWW",
                "--seed is given twice",
                "--seed wants a whole number, got `x`",
                "--seeds wants A..B, got `5`",
                "--seeds 5..3 is empty",
                "--room wants WIDTHxHEIGHT, got `6`",
                "play takes --keys or --interactive, not both",
                "--interactive reads keys from standard input, so FILE cannot be `-`",
                "tui reads keys from the terminal, so FILE cannot be `-`",
                "--keys takes W A S D, 1-9, E, Q, `.`, `>`, `<` and O; `x` is none of them",
                "unknown player `bob`; players: smart, dfs",
                "--generate wants XS,YS,XE,YE (four whole numbers), got `1,2`",
                "give a DUNGEON file or --generate, not both",
            ]
        );
    }

    #[test]
    fn every_usage_error_is_worded_in_russian() {
        assert!(crate::locale::set_language("ru"), "Russian is built in");
        let russian: Vec<String> = every_variant().iter().map(Words::localized).collect();
        assert!(crate::locale::set_language("en"));
        assert_eq!(
            russian,
            [
                "аргумент \"a\\xFF\" — не текст в UTF-8",
                "--lang xx: такого языка нет; есть en, ru",
                "нужна команда",
                "неизвестная команда `fly`",
                "команде check нужен хотя бы один FILE",
                "команде render нужен ровно один FILE",
                "после --lang нужно значение",
                "после --save-file нужен FILE",
                "после --config нужен файл CONFIG",
                "после --seeds нужен диапазон A..B",
                "команде generate нужен --seed N",
                "неизвестный параметр `--fly`",
                "у команды play нет параметра `--fast`",
                "лишний аргумент `b`",
                "лишний аргумент `x` для команды bot",
                "лишний аргумент `b`: файл DUNGEON нужен только один",
                "нужен файл DUNGEON",
                "команде byow нужна строка INPUT, например N123SDDWW",
                "--seed указан дважды",
                "--seed ждёт целое число, а не `x`",
                "--seeds ждёт диапазон A..B, а не `5`",
                "диапазон --seeds 5..3 пуст",
                "--room ждёт размер WIDTHxHEIGHT, а не `6`",
                "play принимает либо --keys, либо --interactive, но не оба сразу",
                "--interactive читает клавиши со стандартного ввода, поэтому FILE не может быть `-`",
                "tui читает клавиши с терминала, поэтому FILE не может быть `-`",
                "--keys принимает W A S D, 1-9, E, Q, `.`, `>`, `<` и O; `x` среди них нет",
                "неизвестный игрок `bob`; игроки: smart, dfs",
                "--generate ждёт XS,YS,XE,YE (четыре целых числа), а не `1,2`",
                "нужен либо файл DUNGEON, либо --generate, но не оба",
            ]
        );
    }
}
