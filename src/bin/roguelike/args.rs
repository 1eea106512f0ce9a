//! The `roguelike` tool's command line: the global `--lang`, then one parser
//! per command, each a loop over the library's [`Args`] (lexopt; its module
//! says why lexopt rather than clap) that turns the words into a [`Command`]
//! or refuses them with a [`UsageError`]. `dungeon`, `labyrinth` and `byow`
//! parse their own words in the library (`run_cli`), so tests call them
//! without a process.

use roguelike::bot::Persona;
use roguelike::gen::{RandomWorldBuilder, WorldBuilder};
use roguelike::usage::{number, Arg, Args, LongOption, UsageError};
use std::ffi::OsString;
use std::ops::RangeInclusive;

/// What the command line asks for. New commands join here, in
/// `parse_command` and in `run`.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Check {
        files: Vec<String>,
        configs: Vec<String>,
    },
    Render {
        file: String,
        config: Option<String>,
    },
    /// `render --seed N [--depth D]`: level D (from 1) of the run of seed N.
    RenderRun {
        seed: u64,
        depth: u32,
    },
    Generate(RandomWorldBuilder),
    Play {
        file: Option<String>,
        seed: u64,
        keys: KeySource,
        config: Option<String>,
    },
    Replay(String),
    Byow(Vec<String>),
    Dungeon(Vec<String>),
    Bot {
        seeds: RangeInclusive<u64>,
        json: bool,
        persona: Persona,
    },
    Labyrinth(Vec<String>),
    Tui {
        file: Option<String>,
        seed: Option<u64>,
        config: Option<String>,
    },
}

/// Where `play` gets its keys.
#[derive(Debug, PartialEq, Eq)]
pub enum KeySource {
    /// `--keys KEYS` (or none): all at once, then the final snapshot. They
    /// are read once the file says which keys its kind takes.
    Given(String),
    /// `--interactive`: standard input, a snapshot after each key.
    Interactive,
}

/// The command of the process's arguments (its name left out).
pub fn parse(args: Vec<OsString>) -> Result<Command, UsageError> {
    let args = take_language(args)?
        .into_iter()
        .map(|arg| arg.into_string().map_err(|arg| UsageError::NotUtf8 { arg: format!("{arg:?}") }))
        .collect::<Result<Vec<String>, _>>()?;
    parse_command(&args)
}

/// Takes the global `--lang CODE` (or `--lang=CODE`) out of `args` wherever
/// it stands, before or after the command, and shows the tool's words in
/// that language from then on, so even the usage errors of the rest of the
/// line are in it. A search rather than a parser: it runs before any
/// command's parser, which would need to know every other command's options
/// to tell where `--lang` stands.
fn take_language(mut args: Vec<OsString>) -> Result<Vec<OsString>, UsageError> {
    let is_language = |arg: &OsString| {
        arg == "--lang" || arg.to_str().is_some_and(|arg| arg.starts_with("--lang="))
    };
    while let Some(at) = args.iter().position(is_language) {
        let option = args.remove(at);
        let code = match option.to_str().and_then(|option| option.strip_prefix("--lang=")) {
            Some(code) => code.to_owned(),
            None if at < args.len() => args
                .remove(at)
                .into_string()
                .map_err(|code| UsageError::NotUtf8 { arg: format!("{code:?}") })?,
            None => return Err(UsageError::NeedsValue { option: "--lang".into() }),
        };
        if !roguelike::locale::set_language(&code) {
            let known = roguelike::locale::languages().iter().map(|l| l.code.to_owned()).collect();
            return Err(UsageError::NoSuchLanguage { code, known });
        }
    }
    Ok(args)
}

fn parse_command(args: &[String]) -> Result<Command, UsageError> {
    let Some((name, rest)) = args.split_first() else {
        return Err(UsageError::NoCommand);
    };
    let words = Args::new(rest);
    match name.as_str() {
        // Whatever follows `help` is read by no one.
        "help" | "--help" | "-h" => Ok(Command::Help),
        "check" => parse_check(words),
        "render" => parse_render(words),
        "replay" => parse_one_file("replay", words).map(Command::Replay),
        "generate" => parse_generate(words).map(Command::Generate),
        "play" => parse_play(words),
        "bot" => parse_bot(words),
        "tui" => parse_tui(words),
        // These parse their own words (`run_cli`).
        "labyrinth" => Ok(Command::Labyrinth(rest.to_vec())),
        "byow" => Ok(Command::Byow(rest.to_vec())),
        "dungeon" => Ok(Command::Dungeon(rest.to_vec())),
        other => Err(UsageError::UnknownCommand { name: other.to_owned() }),
    }
}

/// The refusal of an option `command` does not know.
fn unknown(option: &LongOption, command: &'static str) -> UsageError {
    UsageError::UnknownOption { option: option.written(), command: Some(command) }
}

/// `check FILE... [--config CONFIG.json]`: every `--config` is checked, and
/// the last that reads is the one dungeons are checked with.
fn parse_check(mut args: Args) -> Result<Command, UsageError> {
    let (mut files, mut configs) = (Vec::new(), Vec::new());
    while let Some(arg) = args.next() {
        match arg {
            Arg::Word(file) => files.push(file),
            Arg::Option(option) if option.name == "--config" => {
                configs.push(args.value_if_given(&option).ok_or(UsageError::ConfigNeedsFile)?)
            }
            Arg::Option(option) => return Err(unknown(&option, "check")),
        }
    }
    if files.is_empty() && configs.is_empty() {
        return Err(UsageError::NeedsFiles { command: "check" });
    }
    Ok(Command::Check { files, configs })
}

/// `--config CONFIG.json` of render, play and tui: the last counts.
fn config_value(args: &mut Args, option: &LongOption) -> Result<String, UsageError> {
    args.value_if_given(option).ok_or(UsageError::ConfigNeedsFile)
}

/// `render FILE [--config CONFIG.json]` or `render --seed N [--depth D]`.
fn parse_render(mut args: Args) -> Result<Command, UsageError> {
    let (mut file, mut config, mut seed, mut depth) = (None, None, None, None);
    while let Some(arg) = args.next() {
        match arg {
            Arg::Word(word) if file.is_none() => file = Some(word),
            Arg::Word(_) => return Err(UsageError::OneFile { command: "render" }),
            Arg::Option(option) if option.name == "--config" => {
                config = Some(config_value(&mut args, &option)?)
            }
            Arg::Option(option) if option.name == "--seed" => {
                seed = Some(number::<u64>(&option.name, &args.value(&option)?)?);
            }
            Arg::Option(option) if option.name == "--depth" => {
                depth = Some(number::<u32>(&option.name, &args.value(&option)?)?);
            }
            Arg::Option(option) => return Err(unknown(&option, "render")),
        }
    }
    match (file, seed) {
        (Some(_), Some(_)) => Err(UsageError::FileOrSeed { command: "render" }),
        (Some(_), None) if depth.is_some() => {
            Err(UsageError::NeedsOption { command: "render --depth", option: "--seed N" })
        }
        (Some(file), None) => Ok(Command::Render { file, config }),
        (None, Some(seed)) => Ok(Command::RenderRun { seed, depth: depth.unwrap_or(1) }),
        (None, None) => Err(UsageError::OneFile { command: "render" }),
    }
}

/// `replay FILE`.
fn parse_one_file(command: &'static str, args: Args) -> Result<String, UsageError> {
    let mut file = None;
    for arg in args {
        match arg {
            Arg::Word(word) if file.is_none() => file = Some(word),
            Arg::Word(_) => return Err(UsageError::OneFile { command }),
            Arg::Option(option) => return Err(unknown(&option, command)),
        }
    }
    file.ok_or(UsageError::OneFile { command })
}

/// `generate --seed N [--depth D] [--room WxH] [--items N] [--mobs N]
/// [--rooms N]`, each option once.
fn parse_generate(mut args: Args) -> Result<RandomWorldBuilder, UsageError> {
    let mut builder = WorldBuilder::random();
    let mut seed = None;
    let mut seen: Vec<String> = Vec::new();
    while let Some(arg) = args.next() {
        let option = match arg {
            Arg::Option(option) => option,
            Arg::Word(word) => {
                return Err(UsageError::UnexpectedArgument { arg: word, command: None })
            }
        };
        // Every option of generate takes a value, so a missing one is told
        // before anything else about it.
        let value = args.value(&option)?;
        let name = option.name.as_str();
        if seen.iter().any(|s| s == name) {
            return Err(UsageError::GivenTwice { option: option.name });
        }
        seen.push(name.to_owned());
        builder = match name {
            "--seed" => {
                seed = Some(number::<u64>(name, &value)?);
                builder
            }
            "--depth" => builder.depth(number(name, &value)?),
            "--items" => builder.max_items(number(name, &value)?),
            "--mobs" => builder.max_mobs(number(name, &value)?),
            "--rooms" => builder.max_rooms(number(name, &value)?),
            "--room" => {
                let (width, height) = value.split_once(['x', 'X']).ok_or_else(|| {
                    UsageError::NotASize { option: name.to_owned(), got: value.clone() }
                })?;
                builder.room_size(number(name, width)?, number(name, height)?)
            }
            _ => return Err(unknown(&option, "generate")),
        };
    }
    let seed = seed.ok_or(UsageError::NeedsOption { command: "generate", option: "--seed N" })?;
    Ok(builder.seed(seed))
}

/// `play [FILE] [--seed N] [--config CONFIG.json] (--keys KEYS |
/// --interactive)`; the last of a repeated option counts.
fn parse_play(mut args: Args) -> Result<Command, UsageError> {
    let (mut file, mut seed, mut keys, mut interactive) = (None, None, None, false);
    let mut config = None;
    while let Some(arg) = args.next() {
        match arg {
            Arg::Option(option) => match option.name.as_str() {
                "--seed" => seed = Some(number::<u64>(&option.name, &args.value(&option)?)?),
                "--keys" => keys = Some(args.value(&option)?),
                "--interactive" if option.is_flag() => interactive = true,
                "--config" => config = Some(config_value(&mut args, &option)?),
                _ => return Err(unknown(&option, "play")),
            },
            Arg::Word(word) if file.is_none() => file = Some(word),
            Arg::Word(word) => {
                return Err(UsageError::UnexpectedArgument { arg: word, command: None })
            }
        }
    }
    let keys = match (keys, interactive) {
        (Some(_), true) => return Err(UsageError::KeysAndInteractive),
        (_, true) if file.as_deref() == Some("-") => {
            return Err(UsageError::InteractiveFromStandardInput)
        }
        (_, true) => KeySource::Interactive,
        (keys, false) => KeySource::Given(keys.unwrap_or_default()),
    };
    Ok(Command::Play { file, seed: seed.unwrap_or(0), keys, config })
}

/// `bot --seeds A..B [--persona careful|naive] [--json]`; the last
/// `--seeds` and `--persona` count.
fn parse_bot(mut args: Args) -> Result<Command, UsageError> {
    let (mut seeds, mut json, mut persona) = (None, false, Persona::Careful);
    while let Some(arg) = args.next() {
        match arg {
            Arg::Option(option) if option.name == "--json" && option.is_flag() => json = true,
            Arg::Option(option) if option.name == "--persona" => {
                let name = args
                    .value_if_given(&option)
                    .ok_or_else(|| UsageError::NeedsValue { option: option.name.clone() })?;
                persona = Persona::from_name(&name).ok_or_else(|| UsageError::UnknownPlayer {
                    name,
                    players: Persona::ALL.iter().map(|p| p.name()).collect(),
                })?;
            }
            Arg::Option(option) if option.name == "--seeds" => {
                let range = args
                    .value_if_given(&option)
                    .ok_or_else(|| UsageError::NeedsRange { option: option.name.clone() })?;
                seeds = Some(seed_range(&option.name, &range)?);
            }
            // The balance bot has always called every stray word, option or
            // not, an unexpected argument.
            Arg::Option(option) => {
                let arg = option.written();
                return Err(UsageError::UnexpectedArgument { arg, command: Some("bot") });
            }
            Arg::Word(arg) => {
                return Err(UsageError::UnexpectedArgument { arg, command: Some("bot") })
            }
        }
    }
    let seeds = seeds.ok_or(UsageError::NeedsOption { command: "bot", option: "--seeds A..B" })?;
    Ok(Command::Bot { seeds, json, persona })
}

/// `A..B`, A at most B.
fn seed_range(option: &str, text: &str) -> Result<RangeInclusive<u64>, UsageError> {
    let (first, last) = text
        .split_once("..")
        .ok_or_else(|| UsageError::NotARange { option: option.to_owned(), got: text.to_owned() })?;
    let (first, last) = (number::<u64>(option, first)?, number::<u64>(option, last)?);
    if first > last {
        return Err(UsageError::EmptyRange { option: option.to_owned(), first, last });
    }
    Ok(first..=last)
}

/// `tui [FILE] [--seed N] [--config CONFIG.json]` (`--lang` is
/// everyone's); the last of a repeated option counts.
fn parse_tui(mut args: Args) -> Result<Command, UsageError> {
    let (mut file, mut seed, mut config) = (None, None, None);
    while let Some(arg) = args.next() {
        match arg {
            Arg::Option(option) if option.name == "--config" => {
                config = Some(config_value(&mut args, &option)?);
            }
            Arg::Option(option) if option.name == "--seed" => {
                seed = Some(number::<u64>(&option.name, &args.value(&option)?)?);
            }
            Arg::Option(option) => return Err(unknown(&option, "tui")),
            Arg::Word(word) if file.is_none() => file = Some(word),
            Arg::Word(word) => {
                return Err(UsageError::UnexpectedArgument { arg: word, command: None })
            }
        }
    }
    if file.as_deref() == Some("-") {
        return Err(UsageError::TuiFromStandardInput);
    }
    Ok(Command::Tui { file, seed, config })
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguelike::locale::Words;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    fn os_args(line: &str) -> Vec<OsString> {
        args(line).into_iter().map(OsString::from).collect()
    }

    #[test]
    fn commands_parse() {
        assert_eq!(parse_command(&args("help")), Ok(Command::Help));
        assert_eq!(
            parse_command(&args("check a.txt b.txt")),
            Ok(Command::Check { files: vec!["a.txt".into(), "b.txt".into()], configs: vec![] })
        );
        assert_eq!(
            parse_command(&args("check --config c.json a.txt --config=d.json")),
            Ok(Command::Check {
                files: vec!["a.txt".into()],
                configs: vec!["c.json".into(), "d.json".into()]
            })
        );
        assert_eq!(
            parse_command(&args("render a.txt")),
            Ok(Command::Render { file: "a.txt".into(), config: None })
        );
        assert_eq!(
            parse_command(&args("render --config c.json d.json")),
            Ok(Command::Render { file: "d.json".into(), config: Some("c.json".into()) })
        );
        assert_eq!(
            parse_command(&args("render --seed 42 --depth 3")),
            Ok(Command::RenderRun { seed: 42, depth: 3 })
        );
        assert_eq!(
            parse_command(&args("render --seed=42")),
            Ok(Command::RenderRun { seed: 42, depth: 1 })
        );
        assert_eq!(parse_command(&args("replay -")), Ok(Command::Replay("-".into())));
        let expected = WorldBuilder::random()
            .seed(7)
            .depth(2)
            .room_size(8, 6)
            .max_items(1)
            .max_mobs(0)
            .max_rooms(30);
        assert_eq!(
            parse_command(&args(
                "generate --seed 7 --depth=2 --room 8x6 --items 1 --mobs 0 --rooms 30"
            )),
            Ok(Command::Generate(expected))
        );
        assert_eq!(
            parse_command(&args("bot --seeds=3..5 --json")),
            Ok(Command::Bot { seeds: 3..=5, json: true, persona: Persona::Careful })
        );
        assert_eq!(
            parse_command(&args("bot --persona naive --seeds 1..2")),
            Ok(Command::Bot { seeds: 1..=2, json: false, persona: Persona::Naive })
        );
        assert_eq!(
            parse_command(&args("bot --seeds 1..2 --persona=reckless")),
            Err(UsageError::UnknownPlayer {
                name: "reckless".into(),
                players: vec!["careful", "naive"]
            })
        );
        assert_eq!(
            parse_command(&args("tui --seed=4 w.txt")),
            Ok(Command::Tui { file: Some("w.txt".into()), seed: Some(4), config: None })
        );
        assert_eq!(
            parse_command(&args("tui d.json --config=c.json")),
            Ok(Command::Tui {
                file: Some("d.json".into()),
                seed: None,
                config: Some("c.json".into())
            })
        );
        assert_eq!(
            parse_command(&args("dungeon d.json --actions up")),
            Ok(Command::Dungeon(args("d.json --actions up")))
        );
    }

    #[test]
    fn play_parses_with_and_without_a_file() {
        assert_eq!(
            parse_command(&args("play w.txt --seed 3 --keys dS>")),
            Ok(Command::Play {
                file: Some("w.txt".into()),
                seed: 3,
                keys: KeySource::Given("dS>".into()),
                config: None,
            })
        );
        assert_eq!(
            parse_command(&args("play --interactive --seed=9")),
            Ok(Command::Play { file: None, seed: 9, keys: KeySource::Interactive, config: None })
        );
        assert_eq!(
            parse_command(&args("play")),
            Ok(Command::Play {
                file: None,
                seed: 0,
                keys: KeySource::Given("".into()),
                config: None
            })
        );
        assert_eq!(
            parse_command(&args("play -- --w.txt")),
            Ok(Command::Play {
                file: Some("--w.txt".into()),
                seed: 0,
                keys: KeySource::Given("".into()),
                config: None,
            })
        );
        assert_eq!(
            parse_command(&args("play d.json --config c.json --keys bd")),
            Ok(Command::Play {
                file: Some("d.json".into()),
                seed: 0,
                keys: KeySource::Given("bd".into()),
                config: Some("c.json".into()),
            })
        );
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let error = |line: &str| parse_command(&args(line)).expect_err(line).english();
        assert_eq!(error(""), "a command is needed");
        assert_eq!(error("check"), "check needs at least one FILE");
        assert_eq!(error("check --"), "check needs at least one FILE");
        assert_eq!(error("check a --config"), "--config needs a CONFIG file");
        assert_eq!(error("check --json a"), "unknown option `--json` for check");
        assert_eq!(error("render a b"), "render takes exactly one FILE");
        assert_eq!(error("render a.txt --seed 3"), "render takes FILE or --seed N, not both");
        assert_eq!(error("render a.txt --depth 3"), "render --depth needs --seed N");
        assert_eq!(error("render --seed x"), "--seed wants a whole number, got `x`");
        assert_eq!(error("replay --fast"), "unknown option `--fast` for replay");
        assert_eq!(error("fly"), "unknown command `fly`");
        assert_eq!(error("generate"), "generate needs --seed N");
        assert_eq!(error("generate --seed"), "--seed needs a value");
        assert_eq!(error("generate --seed x"), "--seed wants a whole number, got `x`");
        assert_eq!(error("generate --seed 1 --seed 2"), "--seed is given twice");
        assert_eq!(error("generate --seed 1 --room 6"), "--room wants WIDTHxHEIGHT, got `6`");
        assert_eq!(
            error("generate --seed 1 --colour red"),
            "unknown option `--colour` for generate"
        );
        assert_eq!(error("generate 5"), "unexpected argument `5`");
        assert_eq!(
            error("play --keys d --interactive"),
            "play takes --keys or --interactive, not both"
        );
        assert_eq!(
            error("play - --interactive"),
            "--interactive reads keys from standard input, so FILE cannot be `-`"
        );
        assert_eq!(error("play a b"), "unexpected argument `b`");
        assert_eq!(error("play --fast"), "unknown option `--fast` for play");
        assert_eq!(error("play --interactive=yes"), "unknown option `--interactive=yes` for play");
        assert_eq!(error("render --config"), "--config needs a CONFIG file");
        assert_eq!(error("play d.json --config"), "--config needs a CONFIG file");
        assert_eq!(error("bot --seeds=4..1"), "--seeds 4..1 is empty");
        assert_eq!(error("tui --seed=x"), "--seed wants a whole number, got `x`");
    }

    #[test]
    fn lang_ru_anywhere_shows_the_russian_help() {
        for line in ["--lang ru help", "help --lang ru", "--help --lang ru", "--lang=ru -h"] {
            let command = parse(os_args(line));
            let help = super::super::usage();
            assert!(roguelike::locale::set_language("en"));
            assert_eq!(command, Ok(Command::Help), "{line}");
            assert!(help.starts_with("Использование:\n  roguelike check FILE..."), "{help}");
        }
    }

    #[test]
    fn lang_needs_a_known_value() {
        let lang = |line: &str| {
            let rest = take_language(os_args(line)).map(|rest| rest.len()).map_err(|e| e.english());
            assert!(roguelike::locale::set_language("en"));
            rest
        };
        assert_eq!(lang("check a --lang"), Err("--lang needs a value".into()));
        assert_eq!(
            lang("check a --lang xx"),
            Err("--lang xx: no such language; there are en, ru".into())
        );
        assert_eq!(
            lang("check a --lang="),
            Err("--lang : no such language; there are en, ru".into())
        );
        assert_eq!(lang("check --lang en a --lang en"), Ok(2));
        assert_eq!(lang("--lang=ru check a --lang en"), Ok(2));
    }
}
