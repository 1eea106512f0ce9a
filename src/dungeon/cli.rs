//! `roguelike dungeon`: loads a dungeon (and a config), plays a list of actions
//! and prints the final response; or, with `--generate`, builds a dungeon
//! (spec §3.12) and prints it, or plays it. A library function, so tests run
//! it without a process and the binary stays a thin wrapper.

use super::action::Action;
use super::builder::Maze;
use super::config::Config;
use super::config_parse::read_config;
use super::referee::Dungeon;
use super::work::WorkMeter;
use crate::game::Coordinates;
use crate::locale::Words;
use crate::usage::{number, Arg, Args, UsageError};

/// The command's usage (after a usage error), in the current language.
pub fn usage() -> String {
    crate::locale::phrase("cli_help_dungeon", &[])
}

/// The dungeon a run plays.
#[derive(Debug, PartialEq, Eq)]
enum Source {
    /// A dungeon file, by name.
    File(String),
    /// A dungeon built between a start and an end (`--generate`).
    Generate(Coordinates, Coordinates),
}

/// The name a built dungeon goes by in messages.
const GENERATED: &str = "generated";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    dungeon: Source,
    config: Option<String>,
    seed: u64,
    actions: Vec<String>,
}

/// Runs `roguelike dungeon` with the arguments that follow `dungeon`; files are
/// read through `read_file`. Returns standard output, standard error and the
/// exit code: 0 played, 1 a file has problems, 2 wrong usage, 3 an action was
/// refused (nothing is printed on standard output then).
pub fn run_cli(
    args: &[String],
    read_file: impl Fn(&str) -> Result<String, String>,
) -> (String, String, u8) {
    let request = match parse_args(args) {
        Ok(request) => request,
        Err(message) => {
            return (
                String::new(),
                format!("roguelike dungeon: {}\n\n{}\n", message.localized(), usage()),
                2,
            )
        }
    };
    let mut problems = Vec::new();
    // Keys a config leaves out are warned of on standard error; the game is
    // played with the template's values for them.
    let mut warnings = String::new();
    let config = match &request.config {
        None => Some(Config::default_config()),
        Some(file) => read_file(file)
            .map_err(|e| vec![cannot_read(file, &e)])
            .and_then(|text| read_config(&text).map_err(|errors| located(file, errors)))
            .map(|read| {
                warnings = lines(
                    &read.warnings.iter().map(|w| w.located_warning(file)).collect::<Vec<_>>(),
                );
                read.config
            })
            .map_err(|lines| problems.extend(lines))
            .ok(),
    };
    let (file, text) = match &request.dungeon {
        Source::File(file) => {
            (file.as_str(), read_file(file).map_err(|e| problems.push(cannot_read(file, &e))).ok())
        }
        Source::Generate(start, end) => match Maze::build(*start, *end, request.seed) {
            Ok(maze) => (GENERATED, Some(maze.to_dungeon_text())),
            Err(error) => {
                return (String::new(), format!("roguelike dungeon: {error}\n"), 2);
            }
        },
    };
    // A built dungeon without actions is printed as a file, once its config
    // is known to be good (it would be played with it).
    if matches!(request.dungeon, Source::Generate(..)) && request.actions.is_empty() {
        return match (problems.is_empty(), text) {
            (true, Some(text)) => (text, warnings, 0),
            _ => (String::new(), lines(&problems), 1),
        };
    }
    // A bad config still lets the dungeon be checked (its problems do not
    // depend on the numbers), so one run reports both files.
    let dungeon = text.and_then(|text| {
        Dungeon::load(&text, config.as_ref().unwrap_or(&Config::TEMPLATE), request.seed)
            .map_err(|errors| problems.extend(located(file, errors)))
            .ok()
    });
    let Some(mut dungeon) = dungeon.filter(|_| problems.is_empty()) else {
        return (String::new(), lines(&problems), 1);
    };
    let mut work = WorkMeter::new();
    for (number, text) in request.actions.iter().enumerate() {
        let result = text.parse::<Action>().and_then(|action| dungeon.apply(action));
        if let Err(overwork) = work.count(number + 1, &dungeon) {
            return (String::new(), format!("{warnings}{overwork}\n"), 3);
        }
        if let Err(error) = result {
            let line = crate::locale::phrase(
                "dungeon_cli_refused",
                &[
                    ("number", &(number + 1).to_string()),
                    ("text", text),
                    ("error", &error.to_string()),
                ],
            );
            return (String::new(), format!("{warnings}{line}\n"), 3);
        }
    }
    (format!("{}\n", crate::json::to_string_pretty(&dungeon.response())), warnings, 0)
}

/// `FILE: error: cannot read the file: WHY`, in the current language.
fn cannot_read(file: &str, why: &str) -> String {
    let message = crate::locale::phrase("cli_cannot_read_file", &[("error", why)]);
    format!("{file}: error: {message}")
}

fn located(file: &str, errors: Vec<super::load_error::LoadError>) -> Vec<String> {
    errors.iter().map(|e| e.located(file)).collect()
}

fn lines(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

fn parse_args(args: &[String]) -> Result<Request, UsageError> {
    let (mut dungeon, mut config, mut seed, mut actions) = (None, None, None, None);
    let mut generate = None;
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let option = match arg {
            Arg::Word(file) if dungeon.is_some() => {
                return Err(UsageError::OneDungeon { arg: file })
            }
            Arg::Word(file) => {
                dungeon = Some(file);
                continue;
            }
            Arg::Option(option) => option,
        };
        let slot = match option.name.as_str() {
            "--config" => &mut config,
            "--seed" => &mut seed,
            "--actions" => &mut actions,
            "--generate" => &mut generate,
            _ => return Err(UsageError::UnknownOption { option: option.written(), command: None }),
        };
        if slot.replace(args.value(&option)?).is_some() {
            return Err(UsageError::GivenTwice { option: option.name });
        }
    }
    // Read after the line, so a mistake further on is told first.
    let seed = match seed {
        None => 0,
        Some(text) => number("--seed", &text)?,
    };
    let dungeon = match (dungeon, generate) {
        (Some(_), Some(_)) => return Err(UsageError::DungeonAndGenerate),
        (Some(file), None) => Source::File(file),
        (None, Some(corners)) => {
            let (start, end) = read_corners(&corners)?;
            Source::Generate(start, end)
        }
        (None, None) => return Err(UsageError::NeedsDungeon),
    };
    Ok(Request { dungeon, config, seed, actions: split_actions(actions.as_deref().unwrap_or("")) })
}

/// `XS,YS,XE,YE`: the start and the end of a dungeon to build.
fn read_corners(text: &str) -> Result<(Coordinates, Coordinates), UsageError> {
    let numbers: Vec<Option<i32>> = text.split(',').map(|n| n.trim().parse().ok()).collect();
    match numbers[..] {
        [Some(xs), Some(ys), Some(xe), Some(ye)] => {
            Ok((Coordinates::new(xs, ys), Coordinates::new(xe, ye)))
        }
        _ => Err(UsageError::NotCorners { option: "--generate".into(), got: text.to_owned() }),
    }
}

/// Splits `A,B,…` into actions; `interact:X,Y` keeps its comma.
fn split_actions(list: &str) -> Vec<String> {
    let mut actions: Vec<String> = Vec::new();
    for piece in list.split(',').map(str::trim) {
        match actions.last_mut() {
            Some(last) if last.starts_with("interact:") && !last.contains(',') => {
                last.push(',');
                last.push_str(piece);
            }
            _ if piece.is_empty() => {}
            _ => actions.push(piece.to_owned()),
        }
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn actions_split_on_commas_except_inside_interact() {
        assert_eq!(
            split_actions("up, interact:3,-4,use:bomb"),
            ["up", "interact:3,-4", "use:bomb"]
        );
        assert!(split_actions("").is_empty());
    }

    #[test]
    fn usage_errors() {
        let parse = |line: &str| parse_args(&args(line)).map_err(|e| e.english());
        assert_eq!(parse("--actions up"), Err("a DUNGEON file is needed".into()));
        assert_eq!(parse("a b"), Err("unexpected argument `b`: one DUNGEON file only".into()));
        assert_eq!(parse("a --seed x"), Err("--seed wants a whole number, got `x`".into()));
        assert_eq!(parse("a --fly 1"), Err("unknown option `--fly`".into()));
        assert_eq!(parse("a --seed=1 --seed 2"), Err("--seed is given twice".into()));
        let request = parse("d.json --config=c.json --seed 7 --actions up,down").expect("valid");
        assert_eq!(request.config.as_deref(), Some("c.json"));
        assert_eq!((request.seed, request.actions.len()), (7, 2));
        assert_eq!(
            parse("a --generate 1,1,5,5"),
            Err("give a DUNGEON file or --generate, not both".into())
        );
        let corners = "--generate wants XS,YS,XE,YE (four whole numbers), got `1,1,5`";
        assert_eq!(parse("--generate 1,1,5"), Err(corners.into()));
        let request = parse("--generate 1,-2,5,5 --seed 3").expect("valid");
        let (c, d) = (Coordinates::new(1, -2), Coordinates::new(5, 5));
        assert_eq!(request.dungeon, Source::Generate(c, d));
    }
}

#[cfg(test)]
mod generate_tests {
    use super::*;

    fn run(line: &str, config: Option<&str>) -> (String, String, u8) {
        let args: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        run_cli(&args, |name| match (name, config) {
            ("c.json", Some(text)) => Ok(text.to_owned()),
            _ => Err("No such file or directory".into()),
        })
    }

    /// The same corners and seed print the same dungeon, which loads; a
    /// different seed prints another.
    #[test]
    fn generate_prints_the_same_dungeon_for_the_same_seed() {
        let (first, errors, code) = run("--generate 1,1,15,9 --seed 5", None);
        assert_eq!((errors.as_str(), code), ("", 0));
        assert_eq!(run("--generate 1,1,15,9 --seed 5", None).0, first);
        assert_ne!(run("--generate 1,1,15,9 --seed 6", None).0, first);
        let config = Config::default_config();
        let dungeon = super::super::Dungeon::load(&first, &config, 0).expect("it loads");
        assert_eq!(dungeon.player_pos(), Some(Coordinates::new(1, 1)));
    }

    /// With actions the built dungeon is played and the response printed;
    /// corners that make no maze, and a bad config, are reported.
    #[test]
    fn generate_plays_actions_and_reports_what_is_wrong() {
        let (out, _, code) = run("--generate 1,1,9,9 --seed 2 --actions down,right", None);
        assert_eq!(code, 0);
        let response: serde_json::Value = serde_json::from_str(&out).expect("a response");
        assert_eq!(response["tick"], 2);
        assert_eq!(response["goals"], ":exit");
        let (_, errors, code) = run("--generate 1,1,1,1", None);
        assert_eq!(code, 2);
        assert!(errors.contains("the start and the end are one cell"), "{errors}");
        let (out, errors, code) = run("--generate 1,1,9,9 --config c.json", Some("[]"));
        assert_eq!((out.as_str(), code), ("", 1));
        assert!(errors.starts_with("c.json:"), "{errors}");
    }
}
