//! `roguelike labyrinth FILE… [--limit N] [--player NAME] [--seed N] [--json]
//! [--all-entrances] [--all-orders]`: plays labyrinth files and prints one
//! result line per file. The binary only reads files and prints.

use super::format::{parse_labyrinth, ParseError};
use super::map::{wormhole_cycle_count, wormhole_cycles, LabyrinthMap};
use super::player::Player;
use super::referee::{play, GameResult, Labyrinth, LossReason, Outcome};
use super::route::shortest_route;
use super::rules::DEFAULT_MOVE_LIMIT;
use super::samples::{AlwaysNorth, ForgetfulSearch, Turner};
use super::smart::SmartPlayer;
use crate::game::GameRng;
use crate::locale::Words;
use crate::usage::{number, number_at_most, Arg, Args, UsageError};
use std::fmt::Write as _;

/// The players `--player` knows, the default first.
pub const PLAYER_NAMES: [&str; 5] = ["smart", "north", "right", "left", "dfs"];

/// `--all-orders` plays every cyclic order when there are at most this many
/// (up to 8 wormholes), else this many seeded random ones — fewer when the
/// games would pass [`MAX_GAMES`].
pub const MAX_ORDERS: usize = 5040;

/// The most games one file's `--all-orders` (times `--all-entrances`) plays:
/// a 40×25 labyrinth the smart player loses costs it up to a second a game,
/// so 5040 orders of ten wormholes kept the command busy for minutes. Past
/// it the orders are a seeded sample, and standard error says so.
pub const MAX_GAMES: usize = 240;

/// The most moves (games × `--limit`) one file's `--all-orders` may ask
/// for: at the default limit of 500, 48 games.
pub const MAX_MOVES_PLAYED: u64 = 24_000;

/// The `GameRng` stream that samples wormhole orders.
const ORDER_STREAM: u64 = 0x1ab_0bde;

/// The usage text of the command, in the current language.
pub fn usage() -> String {
    crate::locale::phrase("cli_help_labyrinth", &[])
}

/// A new player by its `--player` name.
pub fn player_by_name(name: &str) -> Option<Box<dyn Player>> {
    Some(match name {
        "smart" => Box::new(SmartPlayer::new()),
        "north" => Box::new(AlwaysNorth),
        "right" => Box::new(Turner::right()),
        "left" => Box::new(Turner::left()),
        "dfs" => Box::new(ForgetfulSearch::default()),
        _ => return None,
    })
}

/// The largest `--limit`: every player stops by then (the wall followers and
/// the depth-first player only stop at the limit on a labyrinth they cannot
/// win, and a limit of four billion kept them walking, their memory growing).
pub const MAX_MOVE_LIMIT: u64 = 100_000;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    files: Vec<String>,
    limit: u32,
    player: String,
    seed: u64,
    json: bool,
    all_entrances: bool,
    all_orders: bool,
}

fn parse_options(args: &[String]) -> Result<Options, UsageError> {
    let mut options = Options {
        files: Vec::new(),
        limit: DEFAULT_MOVE_LIMIT,
        player: PLAYER_NAMES[0].to_owned(),
        seed: 0,
        json: false,
        all_entrances: false,
        all_orders: false,
    };
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let option = match arg {
            Arg::Word(file) => {
                options.files.push(file);
                continue;
            }
            Arg::Option(option) => option,
        };
        match option.name.as_str() {
            "--limit" => {
                let limit = number_at_most(&option.name, &args.value(&option)?, MAX_MOVE_LIMIT)?;
                options.limit = u32::try_from(limit).expect("MAX_MOVE_LIMIT fits a u32");
            }
            "--seed" => options.seed = number(&option.name, &args.value(&option)?)?,
            "--player" => {
                let player = args.value(&option)?;
                if player_by_name(&player).is_none() {
                    return Err(UsageError::UnknownPlayer {
                        name: player,
                        players: PLAYER_NAMES.to_vec(),
                    });
                }
                options.player = player;
            }
            "--json" if option.is_flag() => options.json = true,
            "--all-entrances" if option.is_flag() => options.all_entrances = true,
            "--all-orders" if option.is_flag() => options.all_orders = true,
            _ => return Err(UsageError::UnknownOption { option: option.written(), command: None }),
        }
    }
    if options.files.is_empty() {
        return Err(UsageError::NeedsFiles { command: "labyrinth" });
    }
    Ok(options)
}

/// Runs `roguelike labyrinth` with `args` (the words after `labyrinth`),
/// reading files through `read_file` (whose error message is printed as is,
/// so it should name the file). Returns standard output, standard error and
/// the exit status: 0 when every game was won, 1 otherwise, 2 for wrong usage.
/// `--json` prints one JSON object per file and line (JSON Lines): `file`,
/// `player`, `won`, `moves` and `reason` of the worst game, `games`, `lost`,
/// and `shortest` (the shortest route of that game with the map known), or
/// `file` and `errors` for a file that cannot be played.
pub fn run_cli(
    args: &[String],
    read_file: impl Fn(&str) -> Result<String, String>,
) -> (String, String, u8) {
    if matches!(args, [arg] if arg == "--help" || arg == "-h") {
        return (format!("{}\n", usage()), String::new(), 0);
    }
    let options = match parse_options(args) {
        Ok(options) => options,
        Err(error) => {
            let error = error.localized();
            return (String::new(), format!("roguelike labyrinth: {error}\n\n{}\n", usage()), 2);
        }
    };
    let (mut out, mut err, mut all_won) = (String::new(), String::new(), true);
    for file in &options.files {
        // Standard error speaks the chosen language; the JSON stays English
        // so what reads it need not know the language.
        let map = match read_file(file) {
            Ok(text) => parse_labyrinth(&text).map_err(|errors| {
                let located = |words: fn(&ParseError) -> String| -> Vec<String> {
                    errors.iter().map(|e| format!("{file}:{}", words(e))).collect()
                };
                (located(ParseError::localized), located(ParseError::english))
            }),
            Err(message) => Err((vec![message.clone()], vec![message])),
        };
        let map = match map {
            Ok(map) => map,
            Err((lines, english)) => {
                all_won = false;
                for line in &lines {
                    let _ = writeln!(err, "{line}");
                }
                if options.json {
                    let _ = writeln!(
                        out,
                        "{}",
                        crate::json_value!({ "file": file, "errors": english })
                    );
                }
                continue;
            }
        };
        if let (budget, Some(total)) = order_budget(&map, &options) {
            let args: [(&str, crate::locale::Arg<'_>); 3] = [
                ("file", file.into()),
                ("orders", total.to_string().into()),
                ("sample", budget.min(MAX_ORDERS).into()),
            ];
            let _ =
                writeln!(err, "{}", crate::locale::phrase_with("lab_cli_orders_sampled", &args));
        }
        let summary = play_file(&map, &options);
        all_won &= summary.lost == 0;
        let _ = writeln!(out, "{}", summary.line(file, &options));
    }
    (out, err, if all_won { 0 } else { 1 })
}

/// The games of one file and the worst of them.
#[derive(Debug)]
struct Summary {
    worst: GameResult,
    shortest: Option<u32>,
    games: usize,
    lost: usize,
}

impl Summary {
    fn line(&self, file: &str, options: &Options) -> String {
        let (moves, games) = (self.worst.moves, self.games);
        let reason = match self.worst.outcome {
            Outcome::Won => None,
            Outcome::Lost(reason) => Some(reason),
        };
        if options.json {
            return crate::json_value!({
                "file": file,
                "player": options.player,
                "won": reason.is_none(),
                "moves": moves,
                "reason": reason.map(|r| r.to_string()),
                "games": games,
                "lost": self.lost,
                "shortest": self.shortest,
            })
            .to_string();
        }
        let mut line = match reason {
            None => crate::locale::phrase_with(
                "lab_cli_won",
                &[("file", file.into()), ("moves", moves.into())],
            ),
            Some(reason) => crate::locale::phrase_with(
                "lab_cli_lost",
                &[
                    ("file", file.into()),
                    ("moves", moves.into()),
                    ("reason", reason.localized().into()),
                ],
            ),
        };
        if games > 1 {
            line += &match reason {
                None => crate::locale::phrase_with("lab_cli_worst_of", &[("games", games.into())]),
                Some(_) => crate::locale::phrase_with(
                    "lab_cli_lost_of",
                    &[("lost", self.lost.into()), ("games", games.into())],
                ),
            };
        }
        line
    }
}

/// The wormhole orders to play: the file's own, or every cycle (or a sample
/// of `budget`, at most [`MAX_ORDERS`]).
fn orders(map: &LabyrinthMap, options: &Options, budget: usize) -> Vec<Vec<u8>> {
    let count = map.wormholes().len();
    if !options.all_orders {
        return vec![(0..count as u8).collect()];
    }
    let budget = budget.min(MAX_ORDERS);
    if wormhole_cycle_count(count) <= budget as u64 {
        return wormhole_cycles(count).collect();
    }
    let mut rng = GameRng::new(options.seed, ORDER_STREAM);
    (0..budget)
        .map(|_| {
            let mut order: Vec<u8> = (0..count as u8).collect();
            rng.shuffle(&mut order[1..]);
            order
        })
        .collect()
}

/// How many orders of `map` `--all-orders` may play within [`MAX_GAMES`]
/// (at least one), and, when that is fewer than there are, how many there are.
fn order_budget(map: &LabyrinthMap, options: &Options) -> (usize, Option<u64>) {
    let starts = if options.all_entrances { map.entrances().len().max(1) } else { 1 };
    let games = (MAX_MOVES_PLAYED / u64::from(options.limit.max(1))) as usize;
    let budget = (games.min(MAX_GAMES) / starts).max(1);
    let total = wormhole_cycle_count(map.wormholes().len());
    let sampled = options.all_orders && total > budget.min(MAX_ORDERS) as u64;
    (budget, sampled.then_some(total))
}

fn play_file(map: &LabyrinthMap, options: &Options) -> Summary {
    let (budget, _) = order_budget(map, options);
    let entrances = map.entrances().len();
    let mut summary = Summary {
        worst: GameResult { moves: 0, outcome: Outcome::Won },
        shortest: None,
        games: 0,
        lost: 0,
    };
    for order in orders(map, options, budget) {
        let map = map.with_wormhole_order(&order).unwrap_or_else(|| map.clone());
        let starts: Vec<Option<usize>> =
            if options.all_entrances { (0..entrances).map(Some).collect() } else { vec![None] };
        for start in starts {
            let game = match start {
                Some(index) => Labyrinth::from_entrance(map.clone(), index),
                None => Labyrinth::new(map.clone(), options.seed),
            };
            let Ok(game) = game else { continue };
            let game = game.with_move_limit(options.limit);
            let shortest = shortest_route(&map, game.position());
            let mut player =
                player_by_name(&options.player).unwrap_or_else(|| Box::new(SmartPlayer::new()));
            let result = play(game, player.as_mut());
            summary.games += 1;
            let lost = !result.won();
            summary.lost += usize::from(lost);
            let worse = match (summary.worst.outcome, lost) {
                (_, _) if summary.games == 1 => true,
                (Outcome::Won, true) => true,
                (Outcome::Won, false) => result.moves > summary.worst.moves,
                (Outcome::Lost(_), true) => result.moves > summary.worst.moves,
                (Outcome::Lost(_), false) => false,
            };
            if worse {
                summary.worst = result;
                summary.shortest = shortest;
            }
        }
    }
    if summary.games == 0 {
        summary.worst = GameResult { moves: 0, outcome: Outcome::Lost(LossReason::GaveUp) };
        summary.lost = 1;
    }
    summary
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAB1: &str = "#####\n#T E#\n# # #\n#S  #\n#####\n";
    const WALLED: &str = "######\n#S#T #\n#E#  #\n######\n";

    fn run(line: &str) -> (String, String, u8) {
        let args: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
        run_cli(&args, |file| match file {
            "lab1.txt" => Ok(LAB1.to_owned()),
            "walled.txt" => Ok(WALLED.to_owned()),
            "mixed.txt" => Ok("#######\n#S#TE #\n#E#S  #\n#######\n".to_owned()),
            "bad.txt" => Ok("#####\n#x E#\n#S T#\n#####".to_owned()),
            _ => Err(format!("{file}: error: cannot read the file")),
        })
    }

    #[test]
    fn one_line_per_file_and_exit_status() {
        let (out, err, code) = run("lab1.txt");
        assert_eq!((out.as_str(), err.as_str(), code), ("lab1.txt: won in 4 moves\n", "", 0));
        let (out, _, code) = run("lab1.txt walled.txt");
        assert_eq!(
            out,
            "lab1.txt: won in 4 moves\nwalled.txt: lost after 2 moves: gave up: nothing left to explore\n"
        );
        assert_eq!(code, 1);
    }

    #[test]
    fn result_lines_speak_the_chosen_language() {
        // Thread-local language: the other tests of this thread stay English.
        assert!(crate::locale::set_language("ru"));
        let (out, _, code) = run("lab1.txt walled.txt");
        let (many, _, _) = run("mixed.txt --all-entrances");
        let limit = LossReason::MoveLimit(21);
        let words = limit.localized();
        assert!(crate::locale::set_language("en"));
        assert_eq!(
            out,
            "lab1.txt: победа за 4 хода\nwalled.txt: поражение после 2 ходов: сдался: \
             исследовать больше нечего\n"
        );
        assert_eq!(code, 1);
        assert!(
            many.starts_with("mixed.txt: поражение после ")
                && many.ends_with(": сдался: исследовать больше нечего (проиграно 1 из 2 игр)\n"),
            "{many}"
        );
        assert_eq!(words, "исчерпан предел в 21 ход");
        assert_eq!(limit.to_string(), "move limit of 21 reached");
    }

    #[test]
    fn bad_files_are_reported_on_standard_error() {
        let (out, err, code) = run("bad.txt missing.txt lab1.txt");
        assert_eq!(out, "lab1.txt: won in 4 moves\n");
        assert_eq!(
            err,
            "bad.txt:2:2: unknown symbol 'x': a labyrinth cell is `#`, space, `S`, `E`, `T` \
             or a digit\nmissing.txt: error: cannot read the file\n"
        );
        assert_eq!(code, 1);
    }

    #[test]
    fn usage_errors_exit_with_2() {
        for line in
            ["", "lab1.txt --limit", "lab1.txt --limit x", "lab1.txt --player bob", "--frob a"]
        {
            let (out, err, code) = run(line);
            assert_eq!((out.as_str(), code), ("", 2), "{line}");
            assert!(err.starts_with("roguelike labyrinth: "), "{line}: {err}");
        }
        assert_eq!(run("--help").2, 0);
    }

    #[test]
    fn options_are_read_with_or_without_equals() {
        let args: Vec<String> =
            ["a", "--limit=7", "--player", "dfs", "--seed", "3", "--json", "--all-orders", "b"]
                .map(str::to_owned)
                .to_vec();
        let options = parse_options(&args).expect("valid");
        assert_eq!(options.files, ["a", "b"]);
        assert_eq!((options.limit, options.player.as_str(), options.seed), (7, "dfs", 3));
        assert!(options.json && options.all_orders && !options.all_entrances);
    }

    /// Issue 29: `--limit 4294967295` was taken, and the wall followers and
    /// the depth-first player then never stopped; a limit past the cap is
    /// refused with the cap, and one too large for any number says "too
    /// large", not "not a whole number".
    #[test]
    fn a_limit_past_100000_is_refused_with_the_cap() {
        let (out, err, code) = run("lab1.txt --limit 100001");
        assert_eq!((out.as_str(), code), ("", 2));
        assert!(err.contains("--limit takes at most 100000, got `100001`"), "{err}");
        let (_, err, _) = run("lab1.txt --limit 9223372036854775808");
        assert!(err.contains("--limit takes at most 100000"), "{err}");
        assert_eq!(run("lab1.txt --limit 100000").2, 0);
    }

    /// Issue 29: `--all-orders` on a valid labyrinth with 10 wormholes (9!
    /// orders) did not finish. It plays at most [`MAX_GAMES`] games a file,
    /// a seeded sample past that, and says so on standard error.
    #[test]
    fn all_orders_of_ten_wormholes_play_a_sample_and_say_so() {
        let ten = "##############\n#S0123456789T#\n#           E#\n##############\n";
        let args: Vec<String> = ["ten.txt", "--all-orders", "--json", "--limit", "40"]
            .into_iter()
            .map(String::from)
            .collect();
        let (out, err, _) = run_cli(&args, |_| Ok(ten.to_owned()));
        assert!(err.contains("362880 wormhole orders") && err.contains("240"), "{err}");
        let line: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON line");
        assert_eq!(line["games"], MAX_GAMES);
        // Few orders are all played, without a word.
        let (out, err, _) = run("lab1.txt --all-orders --json");
        assert_eq!(err, "");
        assert!(out.contains("\"games\":1"), "{out}");
    }

    #[test]
    fn the_limit_and_the_player_apply() {
        assert_eq!(
            run("lab1.txt --limit 3").0,
            "lab1.txt: lost after 3 moves: move limit of 3 reached\n"
        );
        assert_eq!(
            run("lab1.txt --player north").0,
            "lab1.txt: lost after 2 moves: 100 failed steps in a row\n"
        );
    }

    #[test]
    fn json_lines_carry_the_worst_game() {
        let (out, _, _) = run("lab1.txt --json --all-entrances --all-orders");
        let value: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
        assert_eq!(value["file"], "lab1.txt");
        assert_eq!(value["won"], true);
        assert_eq!(value["moves"], 4);
        assert_eq!(value["games"], 1);
        assert_eq!(value["shortest"], 4);
        let (out, _, _) = run("bad.txt --json");
        let value: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
        assert_eq!(value["errors"][0], "bad.txt:2:2: unknown symbol 'x': a labyrinth cell is `#`, space, `S`, `E`, `T` or a digit");
    }

    #[test]
    fn every_entrance_and_order_counts_as_a_game() {
        let (out, _, code) = run("many.txt");
        assert_eq!(code, 1, "{out}");
        let args: Vec<String> =
            ["x.txt", "--all-entrances", "--all-orders"].map(str::to_owned).to_vec();
        let text = "#######\n#S0 1T#\n#E  2S#\n#######\n";
        let (out, _, code) = run_cli(&args, |_| Ok(text.to_owned()));
        assert_eq!(code, 0, "{out}");
        assert!(
            out.starts_with("x.txt: won in ") && out.ends_with("(worst of 4 games)\n"),
            "{out}"
        );
    }
}
