#![cfg(not(target_arch = "wasm32"))]
//! Runs the built `roguelike` binary on temporary files and checks exit codes and
//! exact output lines.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

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
        format!("{file}:5:9: error: unknown item kind `Axe`: expected Sword, GoldenApple or Shield"),
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
        lines[2].starts_with(&format!("{missing}: error: cannot read the file: ")),
        "{}",
        lines[2]
    );
}

#[test]
fn check_reports_text_that_is_not_utf8() {
    let file = temp_file("latin1.txt", b"2 1\n. \xe9\n");
    let run = roguelike(&["check", &file]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, format!("{file}:2:3: error: the file is not UTF-8 text\n"));
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
.#G

Legend:
  #  wall (2)
  .  floor
  @  player, at (2, 0)
  )  Sword (1)
  G  Ghost (1)
";
    assert_eq!(run.stdout, expected);
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
