//! `roguelike`: the command-line tool for world designers and tests. It checks
//! and renders world files and generates boxed worlds; see `USAGE` and
//! `worlds/README.md`.
//!
//! Exit codes: 0 success, 1 a world (or file) has problems, 2 wrong usage.

use roguelike::core::{build_game, App, Event, Key, Modifiers, WorldSource};
use roguelike::game::{parse_replay, ReplayPlayer};
use roguelike::gen::{
    parse_world, render_text, write_world, Diagnostic, Parsed, RandomWorldBuilder, WorldBuilder,
    WorldPlan,
};
use roguelike::render::RecordingPainter;
use std::ffi::OsString;
use std::fmt;
use std::io::{self, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
Usage:
  roguelike check FILE...      check world files; one summary line per valid world,
                               a FILE:LINE:COL: error: MESSAGE line per problem
  roguelike render FILE        draw a world as text, with a legend
  roguelike generate --seed N [--depth D] [--room WxH] [--items N] [--mobs N] [--rooms N]
                               print a generated boxed world in the world file format
  roguelike play FILE --seed N --keys KEYS
                               play KEYS in the world (W A S D move, 1-9 select a slot,
                               E use, Q drop, `.` wait; any case) and print the final
                               snapshot as JSON, the same as the browser's
  roguelike replay FILE        play a replay file, checking every turn, and print the
                               final snapshot as JSON
  roguelike labyrinth FILE... [--limit N] [--player NAME] [--seed N] [--json]
                              [--all-entrances] [--all-orders]
                               play Terra Incognita labyrinths; `labyrinth --help`
                               and worlds/LABYRINTHS.md tell more
  roguelike help               show this text

FILE may be `-` for standard input.
generate: --depth is the depth of the room walk (0 = one room), --room the room size
walls included, --items / --mobs the most per room, --rooms the most rooms in all;
the defaults come from the content table (6x5 rooms, depth 5, 3 items, 2 mobs).

Exit status: 0 success, 1 a world has problems, 2 wrong usage.";

/// A command line that cannot be run, with what is wrong with it.
#[derive(Debug, PartialEq, Eq)]
struct UsageError(String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What the command line asks for. New commands (`play`, `replay`) join here, in
/// `parse_command` and in `run`.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Help,
    Check(Vec<String>),
    Render(String),
    Generate(RandomWorldBuilder),
    Play { file: String, seed: u64, keys: String },
    Replay(String),
    Labyrinth(Vec<String>),
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let command = args
        .into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|arg| UsageError(format!("argument {arg:?} is not UTF-8 text")))
        })
        .collect::<Result<Vec<String>, _>>()
        .and_then(|args| parse_command(&args));
    match command {
        Ok(command) => run(command),
        Err(error) => {
            eprintln!("roguelike: {error}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn parse_command(args: &[String]) -> Result<Command, UsageError> {
    let Some((name, rest)) = args.split_first() else {
        return Err(UsageError("a command is needed".into()));
    };
    match name.as_str() {
        "help" | "--help" | "-h" => Ok(Command::Help),
        "check" if rest.is_empty() => Err(UsageError("check needs at least one FILE".into())),
        "check" => Ok(Command::Check(rest.to_vec())),
        "render" => match rest {
            [file] => Ok(Command::Render(file.clone())),
            _ => Err(UsageError("render takes exactly one FILE".into())),
        },
        "generate" => parse_generate(rest).map(Command::Generate),
        "play" => parse_play(rest),
        "labyrinth" => Ok(Command::Labyrinth(rest.to_vec())),
        "replay" => match rest {
            [file] => Ok(Command::Replay(file.clone())),
            _ => Err(UsageError("replay takes exactly one FILE".into())),
        },
        other => Err(UsageError(format!("unknown command `{other}`"))),
    }
}

/// `--name value` or `--name=value` pairs of `generate`.
fn parse_generate(args: &[String]) -> Result<RandomWorldBuilder, UsageError> {
    let mut builder = WorldBuilder::random();
    let mut seed = None;
    let mut seen: Vec<String> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (name, value) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, value.to_owned()),
            _ if arg.starts_with("--") => {
                let value =
                    args.next().ok_or_else(|| UsageError(format!("{arg} needs a value")))?.clone();
                (arg.as_str(), value)
            }
            _ => return Err(UsageError(format!("unexpected argument `{arg}`"))),
        };
        if seen.iter().any(|s| s == name) {
            return Err(UsageError(format!("{name} is given twice")));
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
                    UsageError(format!("--room wants WIDTHxHEIGHT, got `{value}`"))
                })?;
                builder.room_size(number(name, width)?, number(name, height)?)
            }
            _ => return Err(UsageError(format!("unknown option `{name}` for generate"))),
        };
    }
    let seed = seed.ok_or_else(|| UsageError("generate needs --seed N".into()))?;
    Ok(builder.seed(seed))
}

/// `play FILE --seed N --keys KEYS`.
fn parse_play(args: &[String]) -> Result<Command, UsageError> {
    let (mut file, mut seed, mut keys) = (None, None, None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seed" | "--keys" => {
                let value =
                    args.next().ok_or_else(|| UsageError(format!("{arg} needs a value")))?;
                if arg == "--seed" {
                    seed = Some(number::<u64>(arg, value)?);
                } else {
                    keys = Some(value.clone());
                }
            }
            _ if arg.starts_with("--") && arg != "-" => {
                return Err(UsageError(format!("unknown option `{arg}` for play")))
            }
            _ if file.is_none() => file = Some(arg.clone()),
            _ => return Err(UsageError(format!("unexpected argument `{arg}`"))),
        }
    }
    let file = file.ok_or_else(|| UsageError("play needs a FILE".into()))?;
    if let Some(bad) =
        keys.as_deref().unwrap_or("").chars().find(|&c| Key::from_letter(c).is_none())
    {
        return Err(UsageError(format!(
            "--keys takes W A S D, 1-9, E, Q and `.`; `{bad}` is none of them"
        )));
    }
    Ok(Command::Play { file, seed: seed.unwrap_or(0), keys: keys.unwrap_or_default() })
}

fn number<T: std::str::FromStr>(option: &str, text: &str) -> Result<T, UsageError> {
    text.parse().map_err(|_| UsageError(format!("{option} wants a whole number, got `{text}`")))
}

fn run(command: Command) -> ExitCode {
    match command {
        Command::Help => emit(&format!("{USAGE}\n"), ExitCode::SUCCESS),
        Command::Check(files) => check(&files),
        Command::Render(file) => render(&file),
        Command::Play { file, seed, keys } => play(&file, seed, &keys),
        Command::Replay(file) => replay(&file),
        Command::Labyrinth(args) => {
            let read = |file: &str| read_text(file).map_err(|lines| lines.join("\n"));
            let (out, err, code) = roguelike::labyrinth::run_cli(&args, read);
            eprint!("{err}");
            emit(&out, ExitCode::from(code))
        }
        Command::Generate(builder) => match builder.build() {
            Ok(plan) => emit(&write_world(&plan), ExitCode::SUCCESS),
            Err(error) => {
                eprintln!("roguelike: {error}\n\n{USAGE}");
                ExitCode::from(2)
            }
        },
    }
}

/// Writes to standard output; a closed pipe (`| head`) is not an error.
fn emit(text: &str, code: ExitCode) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => code,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => code,
        Err(error) => {
            eprintln!("roguelike: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Reads and parses one world file. `Err` holds the lines to show, each starting
/// with the file name.
fn load(file: &str) -> Result<Parsed, Vec<String>> {
    let text = read_text(file)?;
    parse_world(&text).map_err(|diagnostics| located(file, &diagnostics))
}

/// Reads a UTF-8 text file (`-` for standard input).
fn read_text(file: &str) -> Result<String, Vec<String>> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        io::stdin().read_to_end(&mut bytes).map(drop)
    } else {
        std::fs::read(file).map(|content| bytes = content)
    };
    if let Err(error) = read {
        return Err(vec![format!("{file}: error: cannot read the file: {error}")]);
    }
    let text = String::from_utf8(bytes).map_err(|error| {
        let good = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let col = String::from_utf8_lossy(&good[line_start..]).chars().count() + 1;
        vec![format!("{file}:{line}:{col}: error: the file is not UTF-8 text")]
    })?;
    Ok(text)
}

/// Plays `keys` in the world of `file` exactly as the browser would, and
/// prints the final snapshot.
fn play(file: &str, seed: u64, keys: &str) -> ExitCode {
    let text = match read_text(file) {
        Ok(text) => text,
        Err(lines) => return fail(&lines),
    };
    let mut app = App::new(seed);
    let source = WorldSource::File { name: file.to_owned(), text };
    if let Err(lines) = app.start(source, seed) {
        return fail(&lines);
    }
    let mut painter = RecordingPainter::new(1280.0, 720.0);
    for letter in keys.chars() {
        if let Some(code) = Key::from_letter(letter) {
            let event = Event::KeyDown { code, repeat: false, modifiers: Modifiers::default() };
            app.dispatch(event, &mut painter);
        }
    }
    emit(&format!("{:#}\n", app.snapshot()), ExitCode::SUCCESS)
}

/// Plays a replay file natively, checking every step's checksum, and prints
/// the final snapshot.
fn replay(file: &str) -> ExitCode {
    let text = match read_text(file) {
        Ok(text) => text,
        Err(lines) => return fail(&lines),
    };
    let replay = match parse_replay(&text) {
        Ok(replay) => replay,
        Err(error) => return fail(&[format!("{file}: error: {error}")]),
    };
    let player = ReplayPlayer::new(replay, |source, seed| {
        build_game(source, seed).map_err(|lines| lines.join("; "))
    });
    let mut player = match player {
        Ok(player) => player,
        Err(error) => return fail(&[format!("{file}: error: {error}")]),
    };
    if let Err(error) = player.play_to_end() {
        return fail(&[format!("{file}: error: {error}")]);
    }
    let game = player.game();
    let mut snapshot = game.snapshot();
    snapshot["screen"] = serde_json::json!(if game.is_over() { "dead" } else { "playing" });
    emit(&format!("{snapshot:#}\n"), ExitCode::SUCCESS)
}

fn fail(lines: &[String]) -> ExitCode {
    for line in lines {
        eprintln!("{line}");
    }
    ExitCode::FAILURE
}

fn located(file: &str, diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().map(|d| format!("{file}:{d}")).collect()
}

fn check(files: &[String]) -> ExitCode {
    let mut out = String::new();
    let mut failed = false;
    for file in files {
        match load(file) {
            Ok(parsed) => {
                for line in located(file, &parsed.warnings) {
                    out.push_str(&line);
                    out.push('\n');
                }
                out.push_str(&format!("{file}: ok, {}\n", summary(&parsed.plan)));
            }
            Err(lines) => {
                failed = true;
                for line in lines {
                    out.push_str(&line);
                    out.push('\n');
                }
            }
        }
    }
    emit(&out, if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// `40x20, 312 walls, 3 items, 2 mobs`.
fn summary(plan: &WorldPlan) -> String {
    format!(
        "{}x{}, {}, {}, {}",
        plan.walls.width,
        plan.walls.height,
        counted(plan.walls.wall_count(), "wall"),
        counted(plan.item_count(), "item"),
        counted(plan.mob_count(), "mob")
    )
}

fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

fn render(file: &str) -> ExitCode {
    match load(file) {
        Ok(parsed) => {
            for line in located(file, &parsed.warnings) {
                eprintln!("{line}");
            }
            emit(&render_text(&parsed.plan), ExitCode::SUCCESS)
        }
        Err(lines) => {
            for line in lines {
                eprintln!("{line}");
            }
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn commands_parse() {
        assert_eq!(parse_command(&args("help")), Ok(Command::Help));
        assert_eq!(
            parse_command(&args("check a.txt b.txt")),
            Ok(Command::Check(vec!["a.txt".into(), "b.txt".into()]))
        );
        assert_eq!(parse_command(&args("render a.txt")), Ok(Command::Render("a.txt".into())));
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
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let error = |line: &str| parse_command(&args(line)).expect_err(line).0;
        assert_eq!(error(""), "a command is needed");
        assert_eq!(error("check"), "check needs at least one FILE");
        assert_eq!(error("render a b"), "render takes exactly one FILE");
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
    }
}
