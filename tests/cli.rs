#![cfg(not(target_arch = "wasm32"))]
//! Runs the built `roguelike` binary on temporary files and checks exit codes and
//! exact output lines.

use roguelike::core::{App, Event, Key, Modifiers, WorldSource};
use roguelike::files::{decode_text, DecodeErrorKind};
use roguelike::game::{write_replay, write_save, Replay, SaveFile, SourceRecord};
use roguelike::render::RecordingPainter;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// The binary's output, as text.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn finish(output: Output) -> Run {
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

fn roguelike(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .output()
        .expect("the roguelike binary runs");
    finish(output)
}

fn roguelike_with_input(args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the roguelike binary runs");
    child.stdin.take().expect("piped stdin").write_all(input).expect("input is written");
    finish(child.wait_with_output().expect("the roguelike binary finishes"))
}

/// Writes `content` to a file unique to this test, and returns its path.
fn temp_file(name: &str, content: &[u8]) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-tests");
    std::fs::create_dir_all(&dir).expect("the temporary folder can be made");
    let path = dir.join(name);
    std::fs::write(&path, content).expect("the temporary file can be written");
    path.to_str().expect("temporary paths are UTF-8").to_owned()
}

const GOOD: &str = "3 2\nW . 1\n. W 2\n1. Player\n2. Item Sword\n2. Mob Ghost\n";

#[test]
fn check_accepts_a_good_world_with_a_summary() {
    let file = temp_file("good.txt", GOOD.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{file}: ok, 3x2, 2 walls, 1 item, 1 mob\n"));
}

#[test]
fn check_reports_every_problem_with_file_line_and_column() {
    let file = temp_file("bad.txt", b"3 2\nW . 1\n. # 2 W\n1. Player\n2. Item Axe\n5. Mob Ghost\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    let expected = [
        format!("{file}:3:3: error: unknown cell `#`: expected `W` (wall), `.` (floor) or a hole number"),
        format!("{file}:3:7: error: too many cells in row 2: the size line says 3, the row has 4"),
        format!("{file}:5:9: error: unknown item kind `Axe`: expected Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail"),
        format!("{file}:6:1: error: hole 5 is not on the field"),
    ];
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn check_prints_warnings_and_still_succeeds() {
    let file = temp_file("warn.txt", b"2 1\n1 1\n1. Player\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0));
    assert_eq!(
        run.stdout,
        format!(
            "{file}:2:3: warning: hole 1 is already on the field at 2:1; only this last one counts\n\
             {file}: ok, 2x1, 0 walls, 0 items, 0 mobs\n"
        )
    );
}

#[test]
fn check_tells_a_labyrinth_by_its_content_and_summarises_it() {
    let file = temp_file("lab.world", b"#######\n#S0 1T#\n#E    #\n#######\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{file}: ok, labyrinth, 5x2, 1 entrance, 2 wormholes\n"));
}

#[test]
fn check_locates_every_mistake_of_a_labyrinth() {
    let file = temp_file("broken-lab.txt", b"######\n#S x #\n#  1E#\n######\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    let expected = [
        format!("{file}:1:1: error: the labyrinth has no treasure `T`"),
        format!("{file}:2:4: error: unknown symbol 'x': a labyrinth cell is `#`, space, `S`, `E`, `T` or a digit"),
        format!("{file}:3:4: error: wormhole 1 but no wormhole 0: numbers must run from 0 without gaps"),
    ];
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected, "{}", run.stdout);
}

#[test]
fn check_goes_through_every_file_and_fails_if_one_fails() {
    let good = temp_file("several-good.txt", GOOD.as_bytes());
    let bad = temp_file("several-bad.txt", b"2 2\n. .\n");
    let missing = temp_file("several-missing.txt", b"");
    std::fs::remove_file(&missing).expect("the file is removed");
    let run = roguelike(&["check", &good, &bad, &missing]);
    assert_eq!(run.code, Some(1));
    let lines: Vec<_> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stdout);
    assert_eq!(lines[0], format!("{good}: ok, 3x2, 2 walls, 1 item, 1 mob"));
    assert_eq!(
        lines[1],
        format!("{bad}:3:1: error: too few rows: the size line says 2, the field has 1")
    );
    assert!(
        lines[2].starts_with(&format!("{missing}:1:1: error: cannot read the file: ")),
        "{}",
        lines[2]
    );
}

#[test]
fn check_reports_a_latin1_file_at_its_first_byte_that_is_not_utf8() {
    let file = temp_file("latin1.txt", b"2 1\n. \xe9\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!("{file}:2:3: error: not UTF-8 text (byte 0xE9); save the file as UTF-8\n")
    );
}

#[test]
fn check_names_a_png_image_instead_of_parsing_it_as_a_world() {
    let file = temp_file("picture.txt", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, format!("{file}:1:1: error: this is a PNG image, not a text file\n"));
}

#[test]
fn check_reads_utf16_with_a_byte_order_mark() {
    for (name, bytes) in [
        ("utf16le.txt", [&b"\xff\xfe"[..], &utf16(GOOD, u16::to_le_bytes)].concat()),
        ("utf16be.txt", [&b"\xfe\xff"[..], &utf16(GOOD, u16::to_be_bytes)].concat()),
    ] {
        let file = temp_file(name, &bytes);
        let run = roguelike(&["check", &file]);
        assert_eq!(run.code, Some(0), "{name}: {}", run.stdout);
        assert_eq!(run.stdout, format!("{file}: ok, 3x2, 2 walls, 1 item, 1 mob\n"));
    }
}

#[test]
fn check_reads_utf8_with_a_byte_order_mark() {
    let file = temp_file("bom.txt", &[&b"\xef\xbb\xbf"[..], GOOD.as_bytes()].concat());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    assert_eq!(run.stdout, format!("{file}: ok, 3x2, 2 walls, 1 item, 1 mob\n"));
}

fn utf16(text: &str, bytes: fn(u16) -> [u8; 2]) -> Vec<u8> {
    text.encode_utf16().flat_map(bytes).collect()
}

#[test]
fn check_reads_standard_input() {
    let run = roguelike_with_input(&["check", "-"], GOOD.as_bytes());
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "-: ok, 3x2, 2 walls, 1 item, 1 mob\n");
}

#[test]
fn render_draws_the_world_and_a_legend() {
    let file = temp_file("render.txt", GOOD.as_bytes());
    let run = roguelike(&["render", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let expected = "\
#.@
.#g

Legend:
  #  wall (2)
  .  floor
  @  player, at (2, 0)
  /  Sword (1)
  g  Ghost (1)
";
    assert_eq!(run.stdout, expected);
}

#[test]
fn render_seed_and_depth_draws_that_level_of_the_run_with_a_legend() {
    use roguelike::core::build_game;
    let game = build_game(&WorldSource::descent(42), 42).expect("the run builds");
    let deepest = game.levels().len();
    let first = roguelike(&["render", "--seed", "42"]);
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert_eq!(first.stdout, roguelike::gen::render_game(&game), "depth 1 is where the run starts");
    assert!(first.stdout.contains("@  player"), "the player starts on depth 1");
    let third = roguelike(&["render", "--seed", "42", "--depth", "3"]);
    assert_eq!(third.code, Some(0), "{}", third.stderr);
    assert_eq!(Some(third.stdout.clone()), roguelike::gen::render_depth(&game, 2));
    assert!(!third.stdout.contains("@  player"), "nobody stands on depth 3 yet");
    assert!(third.stdout.contains("Legend:") && third.stdout.contains(">  "), "{}", third.stdout);
    let last = roguelike(&["render", "--seed", "42", "--depth", &deepest.to_string()]);
    assert!(last.stdout.contains("Amulet (1)"), "the deepest level holds the Amulet");
    let past = roguelike(&["render", "--seed", "42", "--depth", &(deepest + 1).to_string()]);
    assert_eq!(past.code, Some(2));
    assert!(past.stderr.contains(&format!("has {deepest} levels")), "{}", past.stderr);
    let zero = roguelike(&["render", "--seed", "42", "--depth", "0"]);
    assert_eq!(zero.code, Some(2), "depths count from 1");
}

#[test]
fn render_of_a_bad_world_fails_with_the_errors() {
    let file = temp_file("render-bad.txt", b"2 1\n. x\n");
    let run = roguelike(&["render", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        format!("{file}:2:3: error: unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number\n")
    );
}

#[test]
fn generate_is_deterministic_and_its_output_passes_check() {
    let args = ["generate", "--seed", "42", "--depth", "4", "--room", "7x5", "--items", "2"];
    let first = roguelike(&args);
    let second = roguelike(&args);
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert_eq!(first.stdout, second.stdout, "same seed, same bytes");
    let other = roguelike(&["generate", "--seed", "43", "--depth", "4", "--room", "7x5"]);
    assert_ne!(first.stdout, other.stdout);

    let file = temp_file("generated.txt", first.stdout.as_bytes());
    let check = roguelike(&["check", &file]);
    assert_eq!(check.code, Some(0), "{}", check.stdout);
    assert!(check.stdout.starts_with(&format!("{file}: ok, ")), "{}", check.stdout);
}

#[test]
fn generate_respects_depth_and_room_size() {
    let run =
        roguelike(&["generate", "--seed=1", "--depth=0", "--room=9x7", "--items=0", "--mobs=0"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let text = run.stdout;
    assert_eq!(text.lines().next(), Some("10 8"));
    assert_eq!(text.lines().last(), Some("1. Player"));
}

#[test]
fn usage_errors_exit_with_two_and_show_the_usage() {
    for args in [
        &[][..],
        &["fly"][..],
        &["check"][..],
        &["generate"][..],
        &["generate", "--seed", "1", "--room", "big"][..],
        &["generate", "--seed", "1", "--room", "1x1"][..],
        &["generate", "--seed", "1", "--depth", "100000"][..],
    ] {
        let run = roguelike(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.starts_with("roguelike: "), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("Usage:"), "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
    }
    let run = roguelike(&["generate", "--seed", "1", "--room", "1x1"]);
    assert!(run.stderr.starts_with(
        "roguelike: a 1x1 room is not allowed: each side must be 3 to 256 cells, walls included\n"
    ));
}

#[test]
fn help_prints_the_usage() {
    let run = roguelike(&["help"]);
    assert_eq!(run.code, Some(0));
    assert!(run.stdout.starts_with("Usage:\n  roguelike check FILE..."), "{}", run.stdout);
}

const ROOM: &str = "5 3\nW W W W W\nW 1 . . W\nW W W W W\n1. Player\n1. Item Sword\n";

fn snapshot_of(run: &Run) -> serde_json::Value {
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    serde_json::from_str(&run.stdout).expect("play prints JSON")
}

#[test]
fn play_moves_the_player_and_prints_the_snapshot() {
    let file = temp_file("play_room.txt", ROOM.as_bytes());
    let snap = snapshot_of(&roguelike(&["play", &file, "--seed", "3", "--keys", "dDd"]));
    assert_eq!(snap["screen"], "playing");
    assert_eq!((snap["player"]["x"].as_i64(), snap["player"]["y"].as_i64()), (Some(3), Some(1)));
    assert_eq!(snap["turn"], 2, "the third step hits the wall and takes no turn");
}

#[test]
fn play_uses_items_by_key() {
    // The sword lies under the player at the start: step away and back to
    // pick it up, then select slot 1 and equip it.
    let file = temp_file("play_sword.txt", ROOM.as_bytes());
    let snap = snapshot_of(&roguelike(&["play", &file, "--seed", "1", "--keys", "da1e"]));
    assert_eq!(snap["equipment"][0]["kind"], "Sword");
    assert_eq!(snap["player"]["attack"], 6);
}

#[test]
fn play_is_deterministic_for_the_same_seed_and_keys() {
    let file = temp_file("play_same.txt", include_bytes!("../worlds/menagerie.txt"));
    let keys = "ddddwwwwaaaassssdddd.....ddddddddssss";
    let a = roguelike(&["play", &file, "--seed", "77", "--keys", keys]);
    let b = roguelike(&["play", &file, "--seed", "77", "--keys", keys]);
    assert_eq!(a.code, Some(0));
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn play_refuses_unknown_keys_as_usage_errors() {
    let file = temp_file("play_keys.txt", ROOM.as_bytes());
    let run = roguelike(&["play", &file, "--keys", "dx"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("`x` is none of them"), "{}", run.stderr);
}

fn press(letter: char) -> Event {
    let code = Key::from_letter(letter).expect("a key letter");
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

#[test]
fn play_without_a_file_is_the_same_game_as_the_pages_seed_link() {
    let keys = "ddddssssaaaawwww1e.qdddsss";
    let tool = snapshot_of(&roguelike(&["play", "--seed", "42", "--keys", keys]));

    // The page: its own entropy, the canvas, then `?seed=42`.
    let mut page = App::new(0xdead_beef);
    let mut painter = RecordingPainter::new(1366.0, 768.0);
    page.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut painter,
    );
    page.dispatch(Event::LinkOpened { query: "seed=42".into() }, &mut painter);
    for letter in keys.chars() {
        page.dispatch(press(letter), &mut painter);
    }
    assert_eq!(tool["world"], "seed 42");
    assert!(tool["turn"].as_u64() > Some(3), "the keys played: {tool}");
    assert_eq!(tool, page.snapshot());
}

#[test]
fn stairs_keys_away_from_stairs_walk_to_the_known_stairs_or_say_none_are_known() {
    // No stairs down known yet: `>` says so and takes no turn.
    let down = snapshot_of(&roguelike(&["play", "--seed", "5", "--keys", "d>"]));
    let without = snapshot_of(&roguelike(&["play", "--seed", "5", "--keys", "d"]));
    assert_eq!(down["turn"], without["turn"]);
    assert_eq!(down["player"], without["player"]);
    assert_eq!(down["notice"], "You know of no stairs down on this level.");
    // `<` on the first level walks back to the exit the run began on.
    let start = snapshot_of(&roguelike(&["play", "--seed", "5", "--keys", "1"]));
    let back = snapshot_of(&roguelike(&["play", "--seed", "5", "--keys", "d<"]));
    assert_eq!(back["turn"], 2, "a step away and a step back");
    assert_eq!(
        (&back["player"]["x"], &back["player"]["y"]),
        (&start["player"]["x"], &start["player"]["y"])
    );
}

/// Runs `play --interactive` on `input` (several keys a line, one a line),
/// and checks that it prints one compact JSON line per key and ends at the
/// end of the input.
#[test]
fn interactive_play_prints_a_snapshot_line_per_key_until_the_input_ends() {
    let run = roguelike_with_input(&["play", "--seed", "4", "--interactive"], b"dd\ns\n\nW . \n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stderr, "");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", run.stdout);
    let snapshots: Vec<Value> =
        lines.iter().map(|l| serde_json::from_str(l).expect("each line is JSON")).collect();
    let whole = snapshot_of(&roguelike(&["play", "--seed", "4", "--keys", "ddsw."]));
    assert_eq!(snapshots[4], whole, "the last line is `play --keys`'s snapshot");
    let after_two = snapshot_of(&roguelike(&["play", "--seed", "4", "--keys", "dd"]));
    assert_eq!(snapshots[1], after_two);
}

#[test]
fn interactive_play_of_no_input_prints_nothing_and_succeeds() {
    let run = roguelike_with_input(&["play", "--seed", "4", "--interactive"], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(0), ""));
}

#[test]
fn interactive_play_answers_an_unknown_key_with_an_error_line_and_goes_on() {
    let run = roguelike_with_input(&["play", "--seed", "4", "--interactive"], b"d\ndxd\n");
    assert_eq!(run.code, Some(0));
    let lines: Vec<Value> =
        run.stdout.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    let message =
        "line 2, column 2: unknown key `x`; the keys are W A S D, 1-9, E, Q, `.`, `>`, `<` and O";
    assert_eq!(lines[2], serde_json::json!({ "error": message }));
    assert_eq!(run.stderr, format!("roguelike: {message}\n"));
    let whole = snapshot_of(&roguelike(&["play", "--seed", "4", "--keys", "ddd"]));
    assert_eq!(lines[3], whole);
}

/// A bot writes a line and waits for the answer before writing the next:
/// each answer must come at once, not when the input ends.
#[test]
fn interactive_play_answers_each_line_before_the_next_one_comes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(["play", "--seed", "4", "--interactive"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the roguelike binary runs");
    let mut input = child.stdin.take().expect("piped stdin");
    let output = child.stdout.take().expect("piped stdout");
    let (sender, answers) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            if sender.send(line.expect("stdout is UTF-8")).is_err() {
                break;
            }
        }
    });
    let mut last = String::new();
    for keys in ["d", "sD", "w"] {
        writeln!(input, "{keys}").expect("the tool reads its input");
        input.flush().expect("the input is sent");
        for _ in keys.chars() {
            last = answers
                .recv_timeout(Duration::from_secs(30))
                .expect("an answer per key while the input is still open");
        }
    }
    drop(input);
    assert!(child.wait().expect("the tool ends").success());
    assert!(answers.recv_timeout(Duration::from_secs(30)).is_err(), "nothing more after the end");
    let whole = snapshot_of(&roguelike(&["play", "--seed", "4", "--keys", "dsdw"]));
    assert_eq!(serde_json::from_str::<Value>(&last).expect("JSON"), whole);
}

/// A game of the random world of `seed` played with keys through the app, as
/// the page plays it.
struct Recorded {
    /// Its save file.
    save: String,
    /// Its replay file.
    replay: String,
    /// The turn it reached.
    turn: u64,
    /// The steps its replay holds (the keys played before any death).
    steps: usize,
    /// Whether the player died.
    over: bool,
}

fn recorded_game(seed: u64, keys: &str) -> Recorded {
    let mut app = App::new(seed);
    app.start(WorldSource::Random { seed }, seed).expect("random worlds build");
    let mut painter = RecordingPainter::new(800.0, 600.0);
    for letter in keys.chars() {
        app.dispatch(press(letter), &mut painter);
    }
    let session = app.state().session.as_ref().expect("a game is under way");
    Recorded {
        save: session.save_text(),
        replay: write_replay(&session.replay),
        turn: session.game.turn,
        steps: session.replay.steps.len(),
        over: session.game.is_over(),
    }
}

const RECORDED_KEYS: &str = "ddddssssaaaawwwwddss";

#[test]
fn check_accepts_a_save_and_says_what_it_is() {
    let Recorded { save, turn, .. } = recorded_game(3, RECORDED_KEYS);
    let file = temp_file("good.save.json", save.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    assert_eq!(run.stdout, format!("{file}: ok, save of seed 3, turn {turn}\n"));
}

/// The line and column of the end of `needle`'s first occurrence in `text`.
fn end_of_first(text: &str, needle: &str) -> (usize, usize) {
    let end = text.find(needle).expect("the needle is in the text") + needle.len();
    let before = &text[..end];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (before.matches('\n').count() + 1, before[line_start..].chars().count())
}

#[test]
fn check_locates_the_damage_in_a_save() {
    let Recorded { save, turn, .. } = recorded_game(3, RECORDED_KEYS);
    let damaged = save.replacen(&format!("\"turn\": {turn}"), "\"turn\": \"many\"", 1);
    assert_ne!(damaged, save, "the save has a turn to damage");
    let (line, column) = end_of_first(&damaged, "\"turn\": \"many\"");
    let file = temp_file("damaged.save.json", damaged.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!(
            "{file}:{line}:{column}: error: the save is damaged: \
             invalid type: string \"many\", expected u64\n"
        )
    );
}

#[test]
fn check_says_where_a_cut_off_save_ends() {
    let save = recorded_game(3, RECORDED_KEYS).save;
    let cut = &save[..save.len() / 2];
    let (line, column) = end_of_first(cut, cut);
    let file = temp_file("cut.save.json", cut.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!("{file}:{line}:{}: error: the file is cut off (truncated)\n", column + 1)
    );
}

#[test]
fn check_locates_broken_json_in_a_save() {
    let save = recorded_game(3, RECORDED_KEYS).save;
    let broken = save.replacen("\"version\": 4,", "\"version\": 4,,", 1);
    let (line, column) = end_of_first(&broken, "\"version\": 4,,");
    let file = temp_file("broken.save.json", broken.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    let expected = format!("{file}:{line}:{column}: error: this is not a save file (not JSON: ");
    assert!(run.stdout.starts_with(&expected), "{}\nwanted {expected}", run.stdout);
}

#[test]
fn check_verifies_a_replay() {
    let Recorded { replay, steps, .. } = recorded_game(3, RECORDED_KEYS);
    assert!(steps > 10, "a game worth replaying: {steps} steps");
    let file = temp_file("good.replay.json", replay.as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    assert_eq!(
        run.stdout,
        format!("{file}: ok, replay of seed 3, {steps} steps, every checksum verified\n")
    );
}

/// The replay with the checksum of its second step changed.
fn diverging_replay() -> String {
    let replay = recorded_game(3, RECORDED_KEYS).replay;
    let mut parts = replay.splitn(3, "\"checksum\": \"");
    let (head, first, rest) = (parts.next(), parts.next(), parts.next().expect("two steps"));
    let (_, after) = rest.split_once('"').expect("a quoted checksum");
    format!(
        "{}\"checksum\": \"{}\"checksum\": \"0123456789abcdef\"{after}",
        head.expect("text"),
        first.expect("a first step")
    )
}

#[test]
fn check_reports_the_step_where_a_replay_diverges() {
    let file = temp_file("diverging.replay.json", diverging_replay().as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    let prefix = format!("{file}:1:1: error: the replay diverged at step 2 (turn ");
    assert!(run.stdout.starts_with(&prefix), "{}", run.stdout);
    assert!(run.stdout.contains("): expected checksum 0123456789abcdef, got "), "{}", run.stdout);
    assert_eq!(run.stdout.lines().count(), 1);
}

#[test]
fn replay_prints_the_final_snapshot_or_where_it_diverged() {
    let Recorded { save, replay, turn, over, .. } = recorded_game(3, RECORDED_KEYS);
    let file = temp_file("watch.replay.json", replay.as_bytes());
    let snap = snapshot_of(&roguelike(&["replay", &file]));
    assert_eq!(snap["turn"], turn);
    assert_eq!(snap["screen"], if over { "dead" } else { "playing" });

    let file = temp_file("watch-diverging.replay.json", diverging_replay().as_bytes());
    let run = roguelike(&["replay", &file]);
    assert_eq!((run.code, run.stdout.as_str()), (Some(1), ""));
    assert!(run.stderr.starts_with(&format!("{file}:1:1: error: the replay diverged")));

    let file = temp_file("watch.save.json", save.as_bytes());
    let run = roguelike(&["replay", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr, format!("{file}:1:1: error: this is a save, not a replay\n"));
}

#[test]
fn check_reports_a_replay_whose_world_cannot_be_built() {
    let source = SourceRecord::File { name: "broken.txt".into(), text: "2 1\n. x\n".into() };
    let file =
        temp_file("unbuildable.replay.json", write_replay(&Replay::new(source, 1)).as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!(
            "{file}:1:1: error: the replay's world cannot be built: broken.txt:2:3: error: \
             unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number\n"
        )
    );
}

#[test]
fn check_names_json_that_is_no_world_save_or_replay() {
    let cases = [
        (
            "tiled.json",
            "{\"format\": \"tiled-map\", \"layers\": []}",
            "1:1: error: this is a JSON file of format \"tiled-map\", not a world, save or replay",
        ),
        (
            "half-a-dungeon.json",
            "{\"entities\": []}",
            "1:1: error: this is a JSON file, not a world, save or replay: it looks most like a \
             Dungeon Mania dungeon, but it has no `goal-condition`",
        ),
        (
            "other.json",
            "{\"name\": \"x\"}",
            "1:1: error: this is a JSON file, not a world, save or replay",
        ),
        (
            "broken.json",
            "{\n  \"a\": ]\n}",
            "2:8: error: this looks like JSON but is not: expected value",
        ),
    ];
    for (name, text, expected) in cases {
        let file = temp_file(name, text.as_bytes());
        let run = roguelike(&["check", &file]);
        assert_eq!(run.code, Some(1), "{name}");
        assert_eq!(run.stdout, format!("{file}:{expected}\n"), "{name}");
    }
}

#[test]
fn check_reads_dungeon_mania_dungeons_and_configs_by_their_content() {
    let dungeon = temp_file(
        "tiny-dungeon.json",
        br#"{"entities": [{"type": "player", "x": 0, "y": 0}, {"type": "exit", "x": 1, "y": 0}],
            "goal-condition": {"goal": "exit"}}"#,
    );
    let config = temp_file("numbers.json", b"{\"player_health\": 10}");
    let run = roguelike(&["check", &dungeon]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{dungeon}: ok, dungeon, 2x1, 2 entities, goal :exit\n"));
    // An incomplete config loads: each key it leaves out is a warning that
    // names it (the template's 0 is used); a config with a bad value fails.
    let run = roguelike(&["check", &dungeon, "--config", &config]);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    let warning =
        format!("{config}:1:1: warning: `ally_attack` is missing: the template's 0 is used\n");
    assert!(run.stdout.starts_with(&warning), "{}", run.stdout);
    assert!(run
        .stdout
        .ends_with(&format!("{dungeon}: ok, dungeon, 2x1, 2 entities, goal :exit\n")));
    let bad = temp_file("bad-numbers.json", b"{\"player_health\": -10}");
    let run = roguelike(&["check", &dungeon, "--config", &bad]);
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with(&format!("{bad}:1:19: error: ")), "{}", run.stdout);
    let broken = temp_file("empty-dungeon.json", b"{\"entities\": [], \"goal-condition\": {}}");
    let run = roguelike(&["check", &broken]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!(
            "{broken}:1:14: error: entities: the dungeon has no player\n\
             {broken}:1:36: error: goal-condition: `goal` is missing\n"
        )
    );
}

#[test]
fn render_and_play_refuse_saves_and_replays_by_their_content() {
    let Recorded { save, replay, .. } = recorded_game(3, "dd");
    let save = temp_file("world-looking.txt", save.as_bytes());
    let run = roguelike(&["render", &save]);
    assert_eq!((run.code, run.stdout.as_str()), (Some(1), ""));
    assert_eq!(run.stderr, format!("{save}:1:1: error: this is a save, not a world file\n"));
    let replay = temp_file("replay-as-world.txt", replay.as_bytes());
    let run = roguelike(&["play", &replay, "--keys", "d"]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr, format!("{replay}:1:1: error: this is a replay, not a world file\n"));
}

#[test]
fn a_save_with_a_byte_order_mark_is_still_a_save() {
    let Recorded { save, turn, .. } = recorded_game(3, "dd");
    let file = temp_file("bom.save.json", &[&b"\xef\xbb\xbf"[..], save.as_bytes()].concat());
    let run = roguelike(&["check", &file]);
    assert_eq!(run.stdout, format!("{file}: ok, save of seed 3, turn {turn}\n"));
}

#[test]
fn escape_sequences_in_a_world_cannot_clear_the_screen() {
    let file = temp_file("escape.txt", b"3 1\n\x1b[2J . .\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!(
            "{file}:2:1: error: unknown cell `\\x1b[2J`: \
             expected `W` (wall), `.` (floor) or a hole number\n"
        )
    );
    let run = roguelike(&["render", &file]);
    assert!(run.stderr.contains("`\\x1b[2J`") && !run.stderr.contains('\x1b'), "{}", run.stderr);
}

#[test]
fn escape_sequences_in_a_saved_file_name_cannot_retitle_the_terminal() {
    let save = recorded_game(3, "").save;
    let mut save: SaveFile = roguelike::json::from_str(&save).expect("the save is JSON");
    save.source =
        SourceRecord::File { name: "\x1b]0;pwned\x07\u{202e}.txt".into(), text: GOOD.into() };
    let file = temp_file("renamed.save.json", write_save(&save).as_bytes());
    let run = roguelike(&["check", &file]);
    assert_eq!(
        run.stdout,
        format!("{file}: ok, save of file \\x1b]0;pwned\\x07\\u{{202e}}.txt, turn 0\n")
    );
}

#[test]
fn escape_sequences_in_a_file_name_are_escaped_in_json_too() {
    let file = temp_file("name\u{9b}2J.txt", ROOM.as_bytes());
    let run = roguelike(&["play", &file, "--keys", "d"]);
    assert!(!run.stdout.contains('\u{9b}'), "{}", run.stdout);
    let snap = snapshot_of(&run);
    assert_eq!(snap["world"], format!("file {file}"), "the JSON still holds the real name");
}

/// A number per decoding problem, with no wildcard arm: a new kind breaks the
/// build here until it gets an example below, and so a line in the README.
fn decode_variant(kind: &DecodeErrorKind) -> usize {
    match kind {
        DecodeErrorKind::KnownBinary { .. } => 0,
        DecodeErrorKind::Utf16WithoutBom => 1,
        DecodeErrorKind::Nul => 2,
        DecodeErrorKind::NotUtf8 { .. } => 3,
        DecodeErrorKind::Utf16OddLength => 4,
        DecodeErrorKind::Utf16UnpairedSurrogate { .. } => 5,
    }
}

#[test]
fn worlds_readme_lists_every_message_about_files_that_are_not_text() {
    let examples = [
        b"\x89PNG\r\n\x1a\n".to_vec(),
        utf16("3 1\n", u16::to_le_bytes),
        b"3 1\n.\0.".to_vec(),
        b"\xe9".to_vec(),
        b"\xfe\xff\0".to_vec(),
        b"\xff\xfe\x00\xd8".to_vec(),
    ];
    let kinds: Vec<DecodeErrorKind> =
        examples.iter().map(|bytes| decode_text(bytes).expect_err("not text").kind).collect();
    let covered: std::collections::BTreeSet<usize> = kinds.iter().map(decode_variant).collect();
    assert_eq!(covered, (0..6).collect(), "every kind has an example");
    let readme = include_str!("../worlds/README.md");
    let missing: Vec<String> =
        kinds.iter().map(ToString::to_string).filter(|m| !readme.contains(m.as_str())).collect();
    assert!(missing.is_empty(), "worlds/README.md lacks these messages:\n{}", missing.join("\n"));
}

/// O explores as the page does, in one key: it walks until it has a reason
/// to stop, and the snapshot's notice gives the reason.
#[test]
fn play_explores_with_o_until_something_comes_into_view() {
    let still = snapshot_of(&roguelike(&["play", "--seed", "2", "--keys", ""]));
    let explored = snapshot_of(&roguelike(&["play", "--seed", "2", "--keys", "o"]));
    assert!(explored["turn"].as_u64() > still["turn"].as_u64(), "{explored}");
    assert_ne!(explored["player"], still["player"]);
    let notice = explored["notice"].as_str().expect("a notice");
    assert!(notice.starts_with("You stop exploring"), "{notice}");
    assert_eq!(explored.get("exploring"), None);
}

/// Issue 17: a file is read up to the limit and no further.
#[test]
fn check_refuses_a_file_past_the_size_limit_without_reading_it_all() {
    let limit = roguelike::files::MAX_FILE_BYTES as usize;
    let path = temp_file("huge.txt", &vec![b'.'; limit + 1]);
    let run = roguelike(&["check", &path]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stdout.contains(&format!(
            "huge.txt:1:1: error: the file is {} bytes, more than the {limit} a file may have",
            limit + 1
        )),
        "{}",
        run.stdout
    );
}

#[test]
fn lang_rewords_messages_and_keeps_the_json_the_same() {
    let args = ["play", "worlds/demo.txt", "--keys", "Q"];
    let en = roguelike(&args);
    let ru = roguelike(&[&args[..], &["--lang", "ru"]].concat());
    assert_eq!((en.code, ru.code), (Some(0), Some(0)), "{}{}", en.stderr, ru.stderr);
    let mut en: Value = serde_json::from_str(&en.stdout).expect("JSON");
    let mut ru: Value = serde_json::from_str(&ru.stdout).expect("JSON");
    let said = |v: &Value| v["messages"][0].as_str().unwrap_or_default().to_owned();
    let (en_said, ru_said) = (said(&en), said(&ru));
    assert!(en_said.is_ascii() && !en_said.is_empty(), "{en_said}");
    assert!(ru_said.chars().any(|c| ('а'..='я').contains(&c)), "{ru_said}");
    assert_eq!((&en["lang"], &ru["lang"]), (&json!("en"), &json!("ru")));
    for v in [&mut en, &mut ru] {
        for words in ["messages", "lang", "notice"] {
            v.as_object_mut().expect("object").remove(words);
        }
    }
    assert_eq!(en, ru, "only the words differ");

    let unknown = roguelike(&["check", "worlds/demo.txt", "--lang", "xx"]);
    assert_eq!(unknown.code, Some(2));
    assert!(
        unknown.stderr.contains("--lang xx: no such language; there are en, ru"),
        "{}",
        unknown.stderr
    );
}

#[test]
fn check_in_russian_words_the_problems_and_keeps_the_keyword() {
    let file = temp_file("ru-bad.txt", b"3 2\nW . W\nW .\n");
    let ru = roguelike(&["check", &file, "--lang", "ru"]);
    assert_eq!(ru.code, Some(1), "{}", ru.stdout);
    let expected = ": error: слишком мало клеток в строке поля 2: по размеру нужно 3 клетки, \
                    а в строке 2 клетки";
    assert!(ru.stdout.contains(expected), "{}", ru.stdout);
    let en = roguelike(&["check", &file]);
    assert!(
        en.stdout.contains(": error: too few cells in row 2: the size line says 3, the row has 2"),
        "{}",
        en.stdout
    );
}

/// Issue 16: `check`'s summary lines and `labyrinth`'s result lines speak
/// `--lang`, counts in their Russian plural forms; the `FILE: ok,` frame
/// stays as scripts read it.
#[test]
fn check_and_labyrinth_summaries_follow_lang() {
    let lab = temp_file("ru-lab.txt", b"#######\n#S 0 T#\n#E  1 #\n#######\n");
    let bad = temp_file("ru-bad-lab.txt", b"#####\n#x E#\n#S T#\n#####\n");
    let dungeon = "worlds/dungeons/courtyard.json";
    let ru = roguelike(&["check", "worlds/descent.txt", &lab, dungeon, "--lang", "ru"]);
    assert_eq!(ru.code, Some(0), "{}{}", ru.stdout, ru.stderr);
    let lines: Vec<&str> = ru.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "worlds/descent.txt: ok, 2 уровня: 40x13, 140 стен, 4 предмета, 2 существа; \
         40x13, 141 стена, 4 предмета, 3 существа"
    );
    assert_eq!(lines[1], format!("{lab}: ok, лабиринт, 5x2, 1 вход, 2 червоточины"));
    assert!(lines[2].starts_with(&format!("{dungeon}: ok, подземелье, ")), "{}", lines[2]);
    assert!(lines[2].contains(" сущност") && lines[2].contains(", цель "), "{}", lines[2]);
    let en = roguelike(&["check", &lab]);
    assert_eq!(en.stdout, format!("{lab}: ok, labyrinth, 5x2, 1 entrance, 2 wormholes\n"));

    let bad_ru = roguelike(&["check", &bad, "--lang", "ru"]);
    assert_eq!(bad_ru.code, Some(1));
    assert!(bad_ru.stdout.contains(":2:2: error: неизвестный символ"), "{}", bad_ru.stdout);

    let played = roguelike(&["labyrinth", &lab, "--lang", "ru"]);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert!(
        played.stdout.starts_with(&format!("{lab}: победа за ")) && played.stdout.ends_with("\n"),
        "{}",
        played.stdout
    );
}

/// Issue 16: `render`'s legend speaks `--lang`; the drawing is the same.
#[test]
fn render_legend_follows_lang() {
    let en = roguelike(&["render", "worlds/demo.txt"]);
    let ru = roguelike(&["render", "worlds/demo.txt", "--lang", "ru"]);
    assert_eq!((en.code, ru.code), (Some(0), Some(0)), "{}{}", en.stderr, ru.stderr);
    let (en_map, en_legend) = en.stdout.split_once("\nLegend:\n").expect("a legend");
    let (ru_map, ru_legend) = ru.stdout.split_once("\nУсловные обозначения:\n").expect("легенда");
    assert_eq!(en_map, ru_map, "the drawing is language-neutral");
    assert!(
        en_legend.contains("  .  floor\n  @  player, at (") && en_legend.contains("  /  Sword (2)")
    );
    assert!(
        ru_legend.contains("  .  пол\n  @  игрок, в клетке (")
            && ru_legend.contains("  /  Меч (2)")
    );
    assert!(ru_legend.contains("  #  стена (282)"), "{ru_legend}");
    let stairs = roguelike(&["render", "worlds/descent.txt", "--lang", "ru"]);
    assert!(stairs.stdout.starts_with("Уровень 1\n") && stairs.stdout.contains("Лестница вниз"));
}

/// Issue 16: a refused Dungeon Mania action is told in the player's
/// language; the response JSON of a played dungeon is the same in every
/// language (a contract).
#[test]
fn dungeon_refusals_follow_lang_and_the_response_does_not() {
    let args = ["dungeon", "worlds/dungeons/courtyard.json", "--actions", "up,build:bow"];
    let ru = roguelike(&[&args[..], &["--lang", "ru"]].concat());
    assert_eq!(ru.code, Some(3), "{}", ru.stderr);
    assert_eq!(
        ru.stderr,
        "действие 2 `build:bow`: недопустимое действие: для лука нужны 1 дерево и 3 стрелы\n"
    );
    let en = roguelike(&args);
    assert_eq!(
        en.stderr,
        "action 2 `build:bow`: invalid action: a bow needs 1 wood and 3 arrows\n"
    );
    // An item the player does not hold is named in the sentence's case;
    // one that cannot be used is quoted as typed, with what can be.
    for (action, russian, english) in [
        (
            "use:invincibility_potion",
            "недопустимое действие: в инвентаре нет зелья неуязвимости",
            "invalid action: there is no invincibility potion in the inventory",
        ),
        (
            "use:sword",
            "недопустимый аргумент: `sword` использовать нельзя: можно только бомбу (`bomb`) \
             и зелья (`invincibility_potion`, `invisibility_potion`)",
            "illegal argument: `sword` cannot be used (only bomb, invincibility_potion and \
             invisibility_potion)",
        ),
    ] {
        let args = ["dungeon", "worlds/dungeons/courtyard.json", "--actions", action];
        let ru = roguelike(&[&args[..], &["--lang", "ru"]].concat());
        assert_eq!(ru.stderr, format!("действие 1 `{action}`: {russian}\n"));
        let en = roguelike(&args);
        assert_eq!(en.stderr, format!("action 1 `{action}`: {english}\n"));
    }
    let played = ["dungeon", "worlds/dungeons/courtyard.json", "--actions", "up,left"];
    let en = roguelike(&played);
    let ru = roguelike(&[&played[..], &["--lang", "ru"]].concat());
    assert_eq!((en.code, ru.code), (Some(0), Some(0)), "{}{}", en.stderr, ru.stderr);
    assert_eq!(en.stdout, ru.stdout, "the response JSON is language-neutral");
}

// ---------------------------------------------------------------------------
// Issue 29: one reading rule set for every command, and file text escaped on
// a terminal.

const TWO_CELL_DUNGEON: &str = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
    {"type": "exit", "x": 1, "y": 0}], "goal-condition": {"goal": "exit"}}"#;

/// `dungeon` refused a dungeon with a byte-order mark ("1:1: not valid
/// JSON") or in UTF-16, which `check` and the page accept.
#[test]
fn dungeon_reads_a_dungeon_with_a_byte_order_mark_or_in_utf16() {
    let bom = [b"\xef\xbb\xbf".as_slice(), TWO_CELL_DUNGEON.as_bytes()].concat();
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend(TWO_CELL_DUNGEON.encode_utf16().flat_map(u16::to_le_bytes));
    for (name, bytes) in [("bom-dungeon.json", bom), ("utf16-dungeon.json", utf16)] {
        let file = temp_file(name, &bytes);
        let run = roguelike(&["dungeon", &file, "--actions", "right"]);
        assert_eq!(run.code, Some(0), "{name}: {}", run.stderr);
        let response: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
        assert_eq!(response["goals"], "", "{name}: the exit is reached");
    }
}

/// `dungeon` read a 37 MB file whole (822 MB of memory) where `check`
/// refused anything over 16 MiB; every command now refuses it, with its size.
#[test]
fn dungeon_refuses_a_file_past_the_size_limit_with_its_true_size() {
    let limit = roguelike::files::MAX_FILE_BYTES as usize;
    let file = temp_file("huge-dungeon.json", &vec![b' '; limit + 100]);
    let run = roguelike(&["dungeon", &file, "--actions", "up"]);
    assert_eq!(run.code, Some(1));
    let said = format!("the file is {} bytes, more than the {limit}", limit + 100);
    assert!(run.stderr.contains(&said), "{}", run.stderr);
}

/// `dungeon` printed a file's ESC, NUL and U+202E raw to the terminal.
#[test]
fn dungeon_escapes_control_characters_of_file_text() {
    let text = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "\u001b[2J\u202egnp.exe", "x": 1, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
    let file = temp_file("escape-dungeon.json", text.as_bytes());
    let run = roguelike(&["dungeon", &file, "--actions", "up"]);
    assert_eq!(run.code, Some(1));
    assert!(!run.stderr.contains(['\u{1b}', '\u{202e}']), "{:?}", run.stderr);
    assert!(run.stderr.contains("\\x1b[2J\\u{202e}gnp.exe"), "{}", run.stderr);
}

/// `check` read a labyrinth with lone-CR line ends (documented as valid) as
/// a broken world.
#[test]
fn check_reads_a_lone_cr_labyrinth_as_a_labyrinth() {
    let file = temp_file("lone-cr.txt", b"#####\r#T E#\r# # #\r#S  #\r#####\r");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains(": ok, labyrinth, 3x3"), "{}", run.stdout);
}

/// 100,000 items on one cell: the tool took a full snapshot (every message
/// so far) after each key to see whether a battle or a walk was open, so 4
/// moves took 28 s here, nearly all in snapshots. It now asks the screen
/// alone; the messages and objects are listed once, at the end.
#[test]
fn a_hundred_thousand_items_on_one_cell_play_without_a_snapshot_a_key() {
    let mut text = String::from("7 3\nW W W W W W W\nW 1 2 . . . W\nW W W W W W W\n1. Player\n");
    text.push_str(&"2. Item Sword\n".repeat(20_000));
    let file = temp_file("hoard.txt", text.as_bytes());
    let snap = snapshot_of(&roguelike(&["play", &file, "--keys", "dadd"]));
    assert_eq!(snap["turn"], 4);
    assert_eq!(snap["inventory"]["slots"].as_array().map(Vec::len), Some(9));
}
