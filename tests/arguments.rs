#![cfg(not(target_arch = "wasm32"))]
//! Every command line of the `roguelike` tool and of its sub-commands
//! (`dungeon`, `labyrinth`, `byow`) that parses or is refused, pinned byte for
//! byte: the words of each usage error, the usage text after it, the stream
//! and the exit status. Taken from the hand-written parsers before they moved
//! onto lexopt, so the move is proven to change nothing but what its commit
//! lists.

use roguelike::locale::phrase;
use std::ffi::OsStr;
use std::process::Command;

/// The binary's output, as text.
#[derive(Debug, PartialEq, Eq)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn tool_os(args: &[&OsStr]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the roguelike binary runs");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

fn tool(args: &[&str]) -> Run {
    tool_os(&args.iter().map(OsStr::new).collect::<Vec<_>>())
}

fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_owned).collect()
}

/// What the tool prints for a usage error: the message, a blank line and the
/// help, on standard error, with exit status 2.
fn usage_failure(message: &str) -> Run {
    Run {
        code: Some(2),
        stdout: String::new(),
        stderr: format!("roguelike: {message}\n\n{}\n", phrase("cli_help", &[])),
    }
}

/// `run` is `expected`; a failure shows the first lines of both before the
/// whole, so a changed message is not lost in the help that follows it.
fn assert_run(run: &Run, expected: &Run, line: &str) {
    let first = |text: &str| text.lines().next().unwrap_or_default().to_owned();
    assert_eq!(
        (run.code, first(&run.stdout), first(&run.stderr)),
        (expected.code, first(&expected.stdout), first(&expected.stderr)),
        "{line}"
    );
    assert_eq!(run, expected, "{line}");
}

#[test]
fn help_is_printed_for_help_and_its_spellings() {
    let help =
        Run { code: Some(0), stdout: format!("{}\n", phrase("cli_help", &[])), stderr: "".into() };
    for line in ["help", "--help", "-h", "help with words after it", "help --fly"] {
        assert_run(&tool(&line.split(' ').collect::<Vec<_>>()), &help, line);
    }
}

#[test]
fn usage_errors_of_the_tool_read_exactly_so() {
    let cases: &[(&str, &str)] = &[
        ("", "a command is needed"),
        ("fly", "unknown command `fly`"),
        ("--check", "unknown command `--check`"),
        ("-- check", "unknown command `--`"),
        ("check", "check needs at least one FILE"),
        ("render", "render takes exactly one FILE"),
        ("render a b", "render takes exactly one FILE"),
        ("replay", "replay takes exactly one FILE"),
        ("replay a b", "replay takes exactly one FILE"),
        ("generate", "generate needs --seed N"),
        ("generate --depth 2", "generate needs --seed N"),
        ("generate --seed", "--seed needs a value"),
        ("generate --seed x", "--seed wants a whole number, got `x`"),
        ("generate --seed=x", "--seed wants a whole number, got `x`"),
        ("generate --seed 1 --seed 2", "--seed is given twice"),
        ("generate --seed 1 --seed=2", "--seed is given twice"),
        ("generate --seed 1 --depth=-1", "--depth takes 0 or more, got `-1`"),
        ("generate --seed 1 --items x", "--items wants a whole number, got `x`"),
        ("generate --seed 1 --mobs x", "--mobs wants a whole number, got `x`"),
        ("generate --seed 1 --rooms x", "--rooms wants a whole number, got `x`"),
        ("generate --seed 1 --room 6", "--room wants WIDTHxHEIGHT, got `6`"),
        ("generate --seed 1 --room=axb", "--room wants a whole number, got `a`"),
        ("generate --seed 1 --colour red", "unknown option `--colour` for generate"),
        ("generate --seed 1 --colour=red", "unknown option `--colour=red` for generate"),
        // Every option of generate takes a value, so a missing one is told first.
        ("generate --seed 1 --colour", "--colour needs a value"),
        ("generate 5", "unexpected argument `5`"),
        ("generate --", "generate needs --seed N"),
        ("generate --seed 1 -- --depth", "unexpected argument `--depth`"),
        ("play a b", "unexpected argument `b`"),
        ("play --fast", "unknown option `--fast` for play"),
        ("play --seed", "--seed needs a value"),
        ("play --keys", "--keys needs a value"),
        ("play --seed x", "--seed wants a whole number, got `x`"),
        ("play --seed=x", "--seed wants a whole number, got `x`"),
        ("play --interactive=1", "unknown option `--interactive=1` for play"),
        ("play -- a b", "unexpected argument `b`"),
        ("play --keys d --interactive", "play takes --keys or --interactive, not both"),
        ("play --interactive --keys d", "play takes --keys or --interactive, not both"),
        (
            "play - --interactive",
            "--interactive reads keys from standard input, so FILE cannot be `-`",
        ),
        (
            "play --keys dx",
            "--keys takes W A S D, 1-9, E, Q, `.`, `>`, `<` and O; `x` is none of them",
        ),
        ("tui -", "tui reads keys from the terminal, so FILE cannot be `-`"),
        ("tui --fast", "unknown option `--fast` for tui"),
        ("tui a b", "unexpected argument `b`"),
        ("tui --seed", "--seed needs a value"),
        ("tui --seed x", "--seed wants a whole number, got `x`"),
        ("tui --seed=", "--seed wants a whole number, got ``"),
        ("bot", "bot needs --seeds A..B"),
        ("bot --json", "bot needs --seeds A..B"),
        ("bot --seeds", "--seeds needs A..B"),
        ("bot --seeds 5", "--seeds wants A..B, got `5`"),
        ("bot --seeds 5..3", "--seeds 5..3 is empty"),
        ("bot --seeds x..3", "--seeds wants a whole number, got `x`"),
        ("bot --seeds 1..y", "--seeds wants a whole number, got `y`"),
        ("bot --seeds 1..2 extra", "unexpected argument `extra` for bot"),
        ("bot --fast", "unexpected argument `--fast` for bot"),
        ("bot --json=1", "unexpected argument `--json=1` for bot"),
        ("bot --seeds=1..", "--seeds wants a whole number, got ``"),
        ("bot -- --json", "unexpected argument `--json` for bot"),
        ("check a --lang", "--lang needs a value"),
        ("--lang", "--lang needs a value"),
        ("--lang xx check", "--lang xx: no such language; there are en, ru"),
        ("check a --lang en --lang", "--lang needs a value"),
        ("check a --lang=", "--lang : no such language; there are en, ru"),
        ("check", "check needs at least one FILE"),
        ("check --", "check needs at least one FILE"),
        ("check --config", "--config needs a CONFIG file"),
        ("check worlds/demo.txt --config a --config", "--config needs a CONFIG file"),
        ("check worlds/demo.txt --foo", "unknown option `--foo` for check"),
        ("render --foo", "unknown option `--foo` for render"),
        ("replay a --foo=1", "unknown option `--foo=1` for replay"),
    ];
    for (line, message) in cases {
        assert_run(
            &tool(&line.split_whitespace().collect::<Vec<_>>()),
            &usage_failure(message),
            line,
        );
    }
}

#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"a\xff");
    for args in [&[OsStr::new("check"), bad][..], &[bad][..], &[OsStr::new("--lang"), bad][..]] {
        let expected = usage_failure("argument \"a\\xFF\" is not UTF-8 text");
        assert_run(&tool_os(args), &expected, &format!("{args:?}"));
    }
}

#[test]
fn usage_errors_speak_the_language_of_lang_wherever_it_stands() {
    assert!(roguelike::locale::set_language("ru"));
    let help = phrase("cli_help", &[]);
    assert!(roguelike::locale::set_language("en"));
    for line in ["--lang ru fly", "fly --lang ru", "fly --lang=ru"] {
        let run = tool(&line.split(' ').collect::<Vec<_>>());
        assert_eq!(
            run.stderr,
            format!("roguelike: неизвестная команда `fly`\n\n{help}\n"),
            "{line}"
        );
        assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    }
    let run = tool(&["--lang", "ru"]);
    assert_eq!(run.stderr, format!("roguelike: нужна команда\n\n{help}\n"));
    for line in ["help --lang ru", "--lang=ru help"] {
        let run = tool(&line.split(' ').collect::<Vec<_>>());
        assert_eq!(run.stdout, format!("{help}\n"), "{line}");
    }
}

#[test]
fn check_reads_words_after_double_dash_as_files() {
    for word in ["--foo", "-x"] {
        let run = tool(&["check", "--", word]);
        assert_eq!(run.code, Some(1), "{word}");
        assert!(
            run.stdout.starts_with(&format!("{word}:1:1: error: cannot read the file: ")),
            "{word}: {}",
            run.stdout
        );
    }
}

#[test]
fn check_takes_its_config_before_or_after_the_files() {
    let dungeon = "worlds/dungeons/courtyard.json";
    let config = "worlds/dungeons/config.json";
    let after = tool(&["check", dungeon, "--config", config]);
    assert_eq!(after.code, Some(0), "{}", after.stdout);
    assert!(after.stdout.starts_with(&format!("{dungeon}: ok, dungeon, ")), "{}", after.stdout);
    assert_eq!(tool(&["check", "--config", config, dungeon]), after);
    assert_eq!(tool(&["check", &format!("--config={config}"), dungeon]), after);
    // The config alone is checked and prints nothing.
    assert_eq!(
        tool(&["check", "--config", config]),
        Run { code: Some(0), stdout: "".into(), stderr: "".into() }
    );
    let run = tool(&["check", "--config", "worlds/demo.txt", dungeon]);
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with("worlds/demo.txt:1:4: error: not valid JSON"), "{}", run.stdout);
}

#[test]
fn render_and_replay_read_a_word_after_double_dash_as_their_file() {
    for command in ["render", "replay"] {
        let run = tool(&[command, "--", "--foo"]);
        assert_eq!(run.code, Some(1), "{command}");
        assert!(
            run.stderr.starts_with("--foo:1:1: error: cannot read the file: "),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn options_take_their_values_with_or_without_equals() {
    let spaced = tool(&[
        "generate", "--seed", "7", "--depth", "1", "--room", "7x5", "--items", "1", "--mobs", "1",
        "--rooms", "4",
    ]);
    assert_eq!(spaced.code, Some(0), "{}", spaced.stderr);
    let joined = tool(&[
        "generate",
        "--seed=7",
        "--depth=1",
        "--room=7X5",
        "--items=1",
        "--mobs=1",
        "--rooms=4",
    ]);
    assert_eq!(joined, spaced);
    let play = ["play", "worlds/demo.txt", "--seed", "3", "--keys", "dd s"];
    let played = tool(&play);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // The last of a repeated play option counts.
    assert_eq!(
        tool(&[
            "play",
            "--seed",
            "9",
            "--keys",
            "a",
            "worlds/demo.txt",
            "--seed",
            "3",
            "--keys",
            "dd s"
        ]),
        played
    );
    assert_eq!(
        tool(&["--lang", "en", "play", "--keys", "dds", "--seed", "3", "worlds/demo.txt"]),
        played
    );
    assert_eq!(tool(&["play", "--keys=dd s", "--seed=3", "--", "worlds/demo.txt"]), played);
    let dungeon = [
        "dungeon",
        "worlds/dungeons/courtyard.json",
        "--config",
        "worlds/dungeons/config.json",
        "--seed",
        "2",
        "--actions",
        "up,left",
    ];
    let answered = tool(&dungeon);
    assert_eq!(answered.code, Some(0), "{}", answered.stderr);
    let joined = [
        "dungeon",
        "--actions=up,left",
        "--seed=2",
        "--config=worlds/dungeons/config.json",
        "worlds/dungeons/courtyard.json",
    ];
    assert_eq!(tool(&joined), answered);
    let labyrinth = tool(&[
        "labyrinth",
        "worlds/labyrinths/catacombs.txt",
        "--limit",
        "3",
        "--player",
        "right",
        "--seed",
        "2",
    ]);
    assert_eq!(
        tool(&[
            "labyrinth",
            "--limit=3",
            "--player=right",
            "--seed=2",
            "worlds/labyrinths/catacombs.txt"
        ]),
        labyrinth
    );
    assert!(
        labyrinth.stdout.starts_with("worlds/labyrinths/catacombs.txt: lost after 3 moves"),
        "{}",
        labyrinth.stdout
    );
}

#[test]
fn the_balance_bot_takes_a_range_of_seeds() {
    let run = tool(&["bot", "--json", "--seeds", "1..1"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let figures: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(figures["runs"], 1);
    let later = tool(&["bot", "--seeds", "2..2", "--seeds", "1..1", "--json"]);
    assert_eq!(later, run, "the last --seeds counts");
    assert_eq!(tool(&["bot", "--seeds=1..1", "--json"]), run);
    let table = tool(&["bot", "--seeds", "1..1"]);
    assert!(table.stdout.starts_with("runs                    1\n"), "{}", table.stdout);
}

#[test]
fn tui_parses_its_line_before_it_asks_for_a_terminal() {
    let no_terminal = |words: &str| Run {
        code: Some(2),
        stdout: String::new(),
        stderr: format!("roguelike: {}\n", phrase(words, &[])),
    };
    for line in
        ["tui", "tui --seed 3", "tui worlds/demo.txt --seed 1 --seed 2", "tui --seed=3 --lang en"]
    {
        assert_eq!(
            tool(&line.split(' ').collect::<Vec<_>>()),
            no_terminal("cli_tui_needs_terminal"),
            "{line}"
        );
    }
}

// ---------------------------------------------------------------------------
// The sub-commands, through their library entries.

fn dungeon(line: &str) -> (String, String, u8) {
    let tiny = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "exit", "x": 2, "y": 0}, {"type": "wall", "x": 1, "y": 1}],
        "goal-condition": {"goal": "exit"}}"#;
    roguelike::dungeon::run_cli(&words(line), |file| match file {
        "tiny.json" => Ok(tiny.to_owned()),
        "c.json" => Ok(include_str!("../worlds/dungeons/config.json").to_owned()),
        _ => Err("No such file or directory".to_owned()),
    })
}

#[test]
fn dungeon_usage_errors_read_exactly_so() {
    let usage = roguelike::dungeon::dungeon_usage();
    let cases: &[(&str, &str)] = &[
        ("", "a DUNGEON file is needed"),
        ("--actions up", "a DUNGEON file is needed"),
        ("a b", "unexpected argument `b`: one DUNGEON file only"),
        ("a --seed x", "--seed wants a whole number, got `x`"),
        ("a --seed=-1", "--seed takes 0 or more, got `-1`"),
        ("a --fly 1", "unknown option `--fly`"),
        ("a --fly=1", "unknown option `--fly=1`"),
        // The seed is read after the line, so an unknown option is told first.
        ("a --seed x --fly", "unknown option `--fly`"),
        ("a --seed=1 --seed 2", "--seed is given twice"),
        ("a --seed x --seed y", "--seed is given twice"),
        ("a --config c --config=d", "--config is given twice"),
        ("a --actions up --actions down", "--actions is given twice"),
        ("a --actions", "--actions needs a value"),
        ("a --config", "--config needs a value"),
        ("a --seed", "--seed needs a value"),
        ("a -- --fly", "unexpected argument `--fly`: one DUNGEON file only"),
    ];
    for (line, message) in cases {
        let expected = (String::new(), format!("roguelike dungeon: {message}\n\n{usage}\n"), 2);
        assert_eq!(dungeon(line), expected, "{line}");
    }
}

#[test]
fn dungeon_reads_options_in_any_order_and_keeps_interact_whole() {
    let (out, err, code) = dungeon("tiny.json --seed 3 --config c.json --actions right,right");
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        dungeon("--actions=right,right --config=c.json tiny.json --seed=3"),
        (out.clone(), err, code)
    );
    assert_eq!(dungeon("--actions right,right tiny.json --config c.json --seed 3").0, out);
    // `interact:X,Y` keeps its comma: the refusal quotes the whole action.
    let (out, err, code) = dungeon("tiny.json --actions right,interact:5,-4,up");
    assert_eq!((out.as_str(), code), ("", 3));
    assert!(err.starts_with("action 2 `interact:5,-4`: "), "{err}");
    // A word starting with one dash is a file.
    let (_, err, code) = dungeon("-h");
    assert_eq!(
        (err.as_str(), code),
        ("-h: error: cannot read the file: No such file or directory\n", 1)
    );
}

fn labyrinth(line: &str) -> (String, String, u8) {
    roguelike::labyrinth::run_cli(&words(line), |file| match file {
        "a" | "b" => Ok("#####\n#T E#\n# # #\n#S  #\n#####\n".to_owned()),
        _ => Err(format!("{file}: error: cannot read the file")),
    })
}

#[test]
fn labyrinth_usage_errors_read_exactly_so() {
    let usage = phrase("cli_help_labyrinth", &[]);
    let cases: &[(&str, &str)] = &[
        ("", "labyrinth needs at least one FILE"),
        ("--json", "labyrinth needs at least one FILE"),
        ("a --limit", "--limit needs a value"),
        ("a --seed", "--seed needs a value"),
        ("a --player", "--player needs a value"),
        ("a --limit x", "--limit wants a whole number, got `x`"),
        ("a --limit=x", "--limit wants a whole number, got `x`"),
        ("a --seed -1", "--seed takes 0 or more, got `-1`"),
        ("a --player bob", "unknown player `bob`; players: smart, north, right, left, dfs"),
        ("a --player=bob", "unknown player `bob`; players: smart, north, right, left, dfs"),
        ("--frob a", "unknown option `--frob`"),
        ("a --frob=1", "unknown option `--frob=1`"),
        ("a --json=no", "unknown option `--json=no`"),
        ("--", "labyrinth needs at least one FILE"),
        ("a --help", "unknown option `--help`"),
    ];
    for (line, message) in cases {
        let expected = (String::new(), format!("roguelike labyrinth: {message}\n\n{usage}\n"), 2);
        assert_eq!(labyrinth(line), expected, "{line}");
    }
    let help = (format!("{usage}\n"), String::new(), 0);
    assert_eq!(labyrinth("--help"), help);
    assert_eq!(labyrinth("-h"), help);
}

#[test]
fn labyrinth_reads_flags_and_files_anywhere() {
    let (out, err, code) = labyrinth("a --limit 3 b --player north --seed 1");
    assert_eq!((err.as_str(), code), ("", 1));
    assert_eq!(out, "a: lost after 2 moves: 100 failed steps in a row\nb: lost after 2 moves: 100 failed steps in a row\n");
    assert_eq!(labyrinth("--player=north --seed=1 a --limit=3 b"), (out, err, code));
    let json = labyrinth("a --json --all-entrances --all-orders");
    assert_eq!(json.2, 0);
    assert!(json.0.starts_with("{\"file\":\"a\","), "{}", json.0);
    // `-h` among other words is a file, and so is every word after `--`.
    assert_eq!(labyrinth("-h a").1, "-h: error: cannot read the file\n");
    assert_eq!(labyrinth("a -- --json").1, "--json: error: cannot read the file\n");
}

fn byow(line: &str) -> (String, String, u8) {
    roguelike::byow::run_cli(&words(line))
}

#[test]
fn byow_usage_errors_read_exactly_so() {
    let usage = roguelike::byow::usage();
    let cases: &[(&str, &str)] = &[
        ("", "byow needs an INPUT, such as N123SDDWW"),
        ("--save-file a", "byow needs an INPUT, such as N123SDDWW"),
        ("N1S --save-file", "--save-file needs a FILE"),
        ("N1S --save-file=", "--save-file needs a FILE"),
        ("N1S --save-file=a --save-file b", "--save-file is given twice"),
        ("N1S --save-file a --save-file=", "--save-file is given twice"),
        ("N1S --colour red", "unknown option `--colour` for byow"),
        ("N1S --colour=red", "unknown option `--colour=red` for byow"),
        ("--colour --help", "unknown option `--colour` for byow"),
        ("--help=x", "unknown option `--help=x` for byow"),
        ("N1S -- --colour", "unexpected argument `--colour`"),
        ("N1S N2S", "unexpected argument `N2S`"),
    ];
    for (line, message) in cases {
        let expected = (String::new(), format!("roguelike byow: {message}\n\n{usage}\n"), 2);
        assert_eq!(byow(line), expected, "{line}");
    }
    let help = (format!("{usage}\n"), String::new(), 0);
    for line in ["--help", "-h", "N1S --help", "--help --colour", "N1S -h N2S"] {
        assert_eq!(byow(line), help, "{line}");
    }
}
