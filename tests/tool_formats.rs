#![cfg(not(target_arch = "wasm32"))]
//! The `roguelike` tool takes every kind of world the registry knows, told
//! apart by content: `check`, `render`, `play --keys` / `--interactive`,
//! `replay` and (through the terminal host it runs) `tui` on a Dungeon
//! Mania dungeon of ours, a labyrinth of ours and a Build Your Own World
//! save written by `roguelike byow`'s own code, with the snapshot's shape
//! (`objects`, `player`, `map`, `goal`) and the mode's own field.

use roguelike::content::Content;
use roguelike::dungeon::{Action, Opened};
use roguelike::game::{write_replay, Direction, DungeonSource, Figure};
use roguelike::tui::TuiHost;
use serde_json::Value;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const DUNGEON: &str = "worlds/dungeons/courtyard.json";
const WORKSHOP: &str = "worlds/dungeons/workshop.json";
const CONFIG: &str = "worlds/dungeons/config.json";
const LABYRINTH: &str = "worlds/labyrinths/cellar.txt";
const RIFTS: &str = "worlds/labyrinths/rifts.txt";

/// Exit code, standard output, standard error.
fn roguelike(args: &[&str]) -> (i32, String, String) {
    roguelike_with_input(args, b"")
}

fn roguelike_with_input(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the roguelike binary runs");
    child.stdin.take().expect("piped stdin").write_all(input).expect("input is written");
    let output = child.wait_with_output().expect("the roguelike binary finishes");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
    (output.status.code().unwrap_or(-1), text(output.stdout), text(output.stderr))
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn temp_file(name: &str, content: &[u8]) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tool-formats");
    std::fs::create_dir_all(&dir).expect("the temporary folder can be made");
    let path = dir.join(name);
    std::fs::write(&path, content).expect("the temporary file can be written");
    path.to_str().expect("UTF-8 path").to_owned()
}

fn glyph(figure: Figure) -> char {
    Content::get().look(figure).glyph
}

/// The fields every snapshot has, whatever the world.
fn assert_engine_shape(snapshot: &Value) {
    for field in ["objects", "player", "map", "goal", "turn"] {
        assert!(snapshot.get(field).is_some(), "`{field}` in {snapshot:#}");
    }
}

#[test]
fn check_takes_a_dungeon_and_a_labyrinth_of_ours() {
    let (code, out, err) = roguelike(&["check", DUNGEON, LABYRINTH, "--config", CONFIG]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out,
        format!(
            "{DUNGEON}: ok, dungeon, 11x6, 42 entities, goal :boulders AND :exit\n\
             {LABYRINTH}: ok, labyrinth, 12x6, 1 entrance, 0 wormholes\n"
        )
    );
}

#[test]
fn render_draws_a_dungeon_through_its_kinds_looks() {
    let (code, out, err) = roguelike(&["render", DUNGEON]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("###########\n#@..#....=#\n"), "{out}");
    let boulder = glyph(Figure::Boulder);
    assert_eq!(out.lines().nth(2), Some(format!("#.{boulder}...{boulder}..##").as_str()), "{out}");
    assert!(out.contains(&format!("  {boulder}  boulder (2)\n")), "{out}");
    assert!(
        out.contains(&format!("  {}  switch (2)\n", glyph(Figure::Switch { pressed: false }))),
        "{out}"
    );
    assert!(out.contains("  @  player, at (1, 1)\n"), "{out}");
    // The legend says what a glyph cannot: which key opens which door,
    // which colours pair the portals.
    let (_, out, _) = roguelike(&["render", "worlds/dungeons/vault.json"]);
    assert!(out.contains("  +  door (2): 1, 2\n") && out.contains("Key (2): 1, 2\n"), "{out}");
    let (_, out, _) = roguelike(&["render", "worlds/dungeons/mirrors.json"]);
    assert!(out.contains("  O  portal (8): blue, green, red, yellow\n"), "{out}");
    // Items, creatures and the rest of Dungeon Mania's kinds by their rows.
    let (_, out, _) = roguelike(&["render", WORKSHOP, "--config", CONFIG]);
    let spider = glyph(Figure::Spider);
    assert!(out.contains(&format!("  {spider}  spider (1)\n")), "{out}");
    assert!(out.contains("  b  Bomb (1)\n") && out.contains("  $  Treasure (4)\n"), "{out}");
}

#[test]
fn render_draws_a_labyrinth_with_its_wormholes() {
    let (code, out, err) = roguelike(&["render", RIFTS]);
    assert_eq!(code, 0, "{err}");
    let wormhole = glyph(Figure::Wormhole);
    assert_eq!(out.matches(wormhole).count(), 4 + 1, "four on the map, one in the legend: {out}");
    assert!(out.contains(&format!("  {wormhole}  wormhole (4)\n")), "{out}");
    assert!(out.starts_with("####################\n#@"), "{out}");
}

#[test]
fn play_keys_in_a_dungeon_are_the_pages_and_answer_with_its_response() {
    // Right twice pushes nothing; the response is `roguelike dungeon`'s.
    let (code, out, err) = roguelike(&["play", DUNGEON, "--keys", "dd"]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    assert_engine_shape(&snapshot);
    // A dungeon is played on the common play screen.
    assert_eq!(snapshot["screen"], "playing");
    let (_, response, _) = roguelike(&["dungeon", DUNGEON, "--actions", "right,right"]);
    assert_eq!(snapshot["dungeon"], json(&response), "the response as `dungeon` prints it");
    assert_eq!(snapshot["dungeon_play"]["config"], Value::Null, "the default config");
    assert_eq!(
        (snapshot["player"]["x"].as_i64(), snapshot["player"]["y"].as_i64()),
        (Some(3), Some(1))
    );

    // With our config (the one our dungeons are played with in the page):
    // walk onto the bomb and place it (B), drink the potion (P).
    let keys = "dddsssbP";
    let (code, out, err) = roguelike(&["play", WORKSHOP, "--config", CONFIG, "--keys", keys]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    let actions = "right,right,right,down,down,down,use:bomb,use:invincibility_potion";
    let (_, response, _) =
        roguelike(&["dungeon", WORKSHOP, "--config", CONFIG, "--actions", actions]);
    assert_eq!(snapshot["dungeon"], json(&response));
    assert_eq!(snapshot["dungeon_play"]["actions"], 8, "every key an action");
    let placed =
        snapshot["objects"].as_array().expect("objects").iter().any(|o| {
            o["type"] == "lit_bomb" || (o["type"] == "bomb" && o["x"] == 4 && o["y"] == 4)
        });
    assert!(placed, "{:#}", snapshot["objects"]);
    assert_eq!(snapshot["dungeon_play"]["config"], CONFIG);
}

#[test]
fn a_dungeon_takes_its_own_keys_and_refuses_the_others() {
    let (code, out, err) = roguelike(&["play", DUNGEON, "--keys", "d>"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with(
            "roguelike: --keys takes W A S D, E, B, P, V, 1 and 2; `>` is none of them\n"
        ),
        "{err}"
    );
    // A key the spec refuses (a bomb not held) is refused in the game, not
    // by the tool: the snapshot says why.
    let (code, out, err) = roguelike(&["play", DUNGEON, "--keys", "b"]);
    assert_eq!(code, 0, "{err}");
    assert!(json(&out)["refused"].as_str().is_some_and(|r| r.contains("no bomb")), "{out}");
}

#[test]
fn play_interactively_in_a_dungeon_answers_each_key() {
    let (code, out, err) = roguelike_with_input(&["play", DUNGEON, "--interactive"], b"d\nx s\n");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<Value> = out.lines().map(json).collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0]["dungeon"]["entities"][0]["x"], 1 + 1, "one step right");
    assert!(lines[1]["error"].as_str().is_some_and(|e| e.contains("W A S D, E, B, P, V, 1 and 2")));
    assert_engine_shape(&lines[2]);
    assert!(err.contains("unknown key `x`"), "{err}");
}

#[test]
fn play_keys_in_a_labyrinth_are_the_pages_and_o_lets_the_smart_player_win() {
    let (code, out, err) = roguelike(&["play", LABYRINTH, "--keys", "dd"]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    assert_engine_shape(&snapshot);
    assert_eq!(snapshot["screen"], "playing");
    assert_eq!(snapshot["labyrinth"]["moves"], snapshot["turn"]);
    assert_eq!(snapshot["labyrinth"]["name"], LABYRINTH);
    let (code, out, err) = roguelike(&["play", LABYRINTH, "--keys", "o"]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    assert_eq!(snapshot["labyrinth"]["outcome"], "won", "{:#}", snapshot["labyrinth"]);
    assert_eq!(snapshot["screen"], "won");
    assert_eq!(snapshot["goal"]["done"], true);
    let (code, _, err) = roguelike(&["play", LABYRINTH, "--keys", "e"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("roguelike: --keys takes W A S D, `.`, F and O;"), "{err}");
}

#[test]
fn a_wrong_config_is_refused_with_its_place() {
    let bad = temp_file("bad-numbers.json", b"{\"player_health\": -10}");
    for command in ["render", "play"] {
        let (code, out, err) = roguelike(&[command, DUNGEON, "--config", &bad]);
        assert_eq!((code, out.as_str()), (1, ""), "{command}");
        assert!(err.starts_with(&format!("{bad}:1:19: error: ")), "{command}: {err}");
    }
    let (code, _, err) = roguelike(&["render", DUNGEON, "--config", "no-such-config.json"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("no-such-config.json:1:1: error: "), "{err}");
}

#[test]
fn saves_and_configs_are_still_no_worlds_to_render() {
    let (code, _, err) = roguelike(&["render", CONFIG]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("{CONFIG}:1:1: error: this is a Dungeon Mania config, not a world file\n")
    );
}

#[test]
fn replay_of_a_dungeon_replay_has_the_snapshots_shape_and_the_response() {
    let source = DungeonSource {
        name: "courtyard".into(),
        text: std::fs::read_to_string(DUNGEON).expect("ours"),
        config: None,
        untimed_build: false,
    };
    let mut game = Opened::start(source, 0).expect("it starts");
    for direction in [Direction::Right, Direction::Down, Direction::Down] {
        game.play(Action::Move(direction)).expect("a move");
    }
    let file = temp_file("courtyard.replay.json", write_replay(&game.replay).as_bytes());
    let (code, out, err) = roguelike(&["replay", &file]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    assert_engine_shape(&snapshot);
    assert_eq!(snapshot["dungeon"], game.dungeon.response());
    assert_eq!(snapshot["turn"], 3);
}

#[test]
fn the_terminal_starts_on_a_dungeon_with_the_config_given_first() {
    // `roguelike tui DUNGEON --config C` needs a terminal; what it does is
    // this host's: the config opened first, then the dungeon.
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_file(CONFIG, std::fs::read_to_string(CONFIG).expect("ours"));
    host.open_file(DUNGEON, std::fs::read_to_string(DUNGEON).expect("ours"));
    let snapshot = host.app().snapshot();
    // A dungeon is played on the common play screen.
    assert_eq!(snapshot["screen"], "playing");
    assert_eq!(snapshot["dungeon_play"]["config"], CONFIG);
}

/// The save `roguelike byow INPUT` writes for `input` (which ends `:Q`).
fn byow_save(input: &str) -> String {
    let mut slot = roguelike::byow::MemorySaveSlot::new();
    roguelike::byow::interact_with_input_string(input, &mut slot).expect("a world");
    slot.text.expect("`:Q` saved")
}

/// The world `roguelike byow INPUT` prints, one row a line.
fn byow_world(input: &str) -> Vec<String> {
    let mut slot = roguelike::byow::MemorySaveSlot::new();
    let world = roguelike::byow::interact_with_input_string(input, &mut slot).expect("a world");
    world.render().lines().map(str::to_owned).collect()
}

#[test]
fn check_takes_a_byow_save_with_or_without_a_byte_order_mark() {
    let save = byow_save("N123SDDD:Q");
    let file = temp_file("walked.byow.txt", save.as_bytes());
    let marked = temp_file("marked.byow.txt", format!("\u{feff}{save}").as_bytes());
    let (code, out, err) = roguelike(&["check", &file, &marked]);
    assert_eq!(code, 0, "{out}{err}");
    let summary = "ok, BYOW save, seed 123, avatar at (21, 2), health 5, screen exploring, \
                   0 spirits beaten";
    assert_eq!(out, format!("{file}: {summary}\n{marked}: {summary}\n"));
}

/// Issue 29: `byow L` read a save after a byte-order mark as one that
/// "starts with `byow-save`, not `byow-save`"; it loads the saved world.
#[test]
fn byow_l_reads_a_save_after_a_byte_order_mark() {
    let save = byow_save("N123SDDD:Q");
    let marked = temp_file("bom-l.byow.txt", format!("\u{feff}{save}").as_bytes());
    let (code, out, err) = roguelike(&["byow", "L", "--save-file", &marked]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert_eq!(out.lines().collect::<Vec<_>>(), byow_world("N123SDDD:Q"));
}

/// Issue 29: `byow L` printed a save's escape sequences and bidirectional
/// controls raw to the terminal (`check` escaped them); its error escapes
/// them too, so a save cannot retitle or clear the terminal.
#[test]
fn byow_l_escapes_control_characters_of_its_save() {
    let save = "byow-save 1\nseed 1\n\u{1b}]0;pwned\u{7}\u{202e} 1\n";
    let file = temp_file("escape-l.byow.txt", save.as_bytes());
    let (code, out, err) = roguelike(&["byow", "L", "--save-file", &file]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(!err.contains(['\u{1b}', '\u{7}', '\u{202e}']), "{err:?}");
    assert!(err.contains(&format!("{file}:3:1: ")), "{err}");
    assert!(err.contains("`\\x1b]0;pwned\\x07\\u{202e}`"), "{err}");
}

#[test]
fn a_broken_byow_save_is_located_by_every_command() {
    let save = byow_save("N123SDDD:Q").replace("health 5", "health nine");
    let file = temp_file("broken.byow.txt", save.as_bytes());
    let located = format!("{file}:4:8: error: ");
    // `check` lists a file's problems on standard output, as every check.
    let (code, out, _) = roguelike(&["check", &file]);
    assert_eq!(code, 1);
    assert!(out.starts_with(&located) && out.lines().count() == 1, "{out}");
    for args in [vec!["render", &file], vec!["play", &file, "--keys", "d"]] {
        let (code, out, err) = roguelike(&args);
        assert_eq!((code, out.as_str()), (1, ""), "{args:?}");
        assert!(err.starts_with(&located) && err.lines().count() == 1, "{args:?}: {err}");
    }
    // Read, then checked against the world of its seed: an avatar outside
    // every room.
    let inside = byow_save("N123SDDD:Q").replace("avatar 21 2", "avatar 0 0");
    let file = temp_file("walled.byow.txt", inside.as_bytes());
    let (code, out, _) = roguelike(&["check", &file]);
    assert_eq!(code, 1);
    assert_eq!(out, format!("{file}:3:8: error: the avatar at (0, 0) stands on nothing\n"));
}

#[test]
fn render_draws_a_byow_save_through_its_kinds_looks() {
    let file = temp_file("render.byow.txt", byow_save("N123SDDD:Q").as_bytes());
    let (code, out, err) = roguelike(&["render", &file]);
    assert_eq!((code, err.as_str()), (0, ""));
    let spirit = glyph(Figure::Spirit);
    let door = glyph(Figure::LockedDoor);
    // The world of seed 123 has five encounters and one door.
    assert!(out.contains(&format!("  {spirit}  spirit (5)\n")), "{out}");
    assert!(out.contains(&format!("  {door}  locked door (1)\n")), "{out}");
    // Drawn in the engine's frame, rows counted from the top: BYOW's row 2
    // (from the bottom) of 30 is row 27.
    assert!(out.contains("  @  player, at (21, 27)\n"), "{out}");
    let map: Vec<&str> = out.lines().take_while(|line| !line.is_empty()).collect();
    assert_eq!(map.len(), 30, "the whole world");
    // Every floor cell of BYOW's own drawing is floor (or the player) here.
    let own = byow_world("N123SDDD:Q");
    for (row, own_row) in map.iter().zip(&own) {
        for (c, own_c) in row.chars().zip(own_row.chars()) {
            if own_c == '.' {
                assert!(c == '.' || c == '@', "{row}\n{own_row}");
            }
        }
    }
}

#[test]
fn play_keys_on_a_byow_save_are_its_screens_and_answer_with_its_snapshot() {
    let file = temp_file("play.byow.txt", byow_save("N123SDDD:Q").as_bytes());
    let (code, out, err) = roguelike(&["play", &file, "--keys", "dd"]);
    assert_eq!(code, 0, "{err}");
    let snapshot = json(&out);
    assert_engine_shape(&snapshot);
    assert_eq!(snapshot["screen"], "playing");
    let byow = &snapshot["byow"];
    // The save is played on the common play screen; the keys typed are the
    // input string from it.
    assert_eq!(byow["input"], "DD");
    assert_eq!(byow["screen"], "play");
    assert_eq!(byow["seed"], 123);
    assert_eq!(byow["avatar"], serde_json::json!({ "x": 23, "y": 2 }));
    // The same keys after the same save give `roguelike byow`'s world.
    let world: Vec<String> =
        serde_json::from_value(byow["world"].clone()).expect("the world's rows");
    assert_eq!(world, byow_world("N123SDDD:QLDD"));
    // The engine's fields are the same game's, in the engine's frame.
    assert_eq!(
        (snapshot["player"]["x"].as_i64(), snapshot["player"]["y"].as_i64()),
        (Some(23), Some(27))
    );
    assert_eq!(snapshot["player"]["hp"], byow["health"]);
    assert_eq!(snapshot["goal"]["text"], "exit");

    // `:Q` saves and leaves for the welcome screen; L loads it again.
    let (_, out, _) = roguelike(&["play", &file, "--keys", "d:q"]);
    let byow = &json(&out)["byow"];
    assert_eq!((byow["screen"].as_str(), byow["input"].as_str()), (Some("welcome"), Some("D:Q")));
    let (_, out, _) = roguelike(&["play", &file, "--keys", "d:ql"]);
    let byow = &json(&out)["byow"];
    assert_eq!((byow["screen"].as_str(), byow["input"].as_str()), (Some("play"), Some("D:QL")));
    assert_eq!(byow["avatar"], serde_json::json!({ "x": 22, "y": 2 }));

    let (code, out, err) = roguelike(&["play", &file, "--keys", "de"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with(
            "roguelike: --keys takes W A S D, F, B, `:`, Q, L, N and 0-9; `e` is none of them\n"
        ),
        "{err}"
    );
}

#[test]
fn play_interactively_on_a_byow_save_answers_each_key() {
    let file = temp_file("interactive.byow.txt", byow_save("N123SDDD:Q").as_bytes());
    let (code, out, err) = roguelike_with_input(&["play", &file, "--interactive"], b"d\n> a\n");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<Value> = out.lines().map(json).collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0]["byow"]["avatar"]["x"], 22);
    assert!(lines[1]["error"].as_str().is_some_and(|e| e.contains("W A S D, F, B")), "{out}");
    assert_eq!(lines[2]["byow"]["avatar"]["x"], 21);
    assert_engine_shape(&lines[2]);
}

#[test]
fn replay_of_a_byow_save_says_why_there_is_none() {
    let file = temp_file("replay.byow.txt", byow_save("N123SDDD:Q").as_bytes());
    let (code, out, err) = roguelike(&["replay", &file]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.starts_with(&format!(
            "{file}:1:1: error: this is a Build Your Own World save, not a replay: \
             a BYOW game keeps no replay"
        )),
        "{err}"
    );
}

#[test]
fn the_terminal_opens_a_byow_save_on_the_play_screen() {
    // `roguelike tui SAVE` needs a terminal; what it does is this host's.
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_file("walked.txt", byow_save("N123SDDD:Q"));
    let snapshot = host.app().snapshot();
    assert_eq!(snapshot["screen"], "playing");
    assert_eq!(snapshot["byow"]["screen"], "play");
    assert_eq!(snapshot["byow"]["avatar"], serde_json::json!({ "x": 21, "y": 2 }));
    // A broken one lists its mistakes, and the BYOW save kept is not replaced.
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_file("broken.txt", "byow-save 1\nseed x\n".to_owned());
    let snapshot = host.app().snapshot();
    assert_eq!(snapshot["screen"], "world_errors", "{snapshot:#}");
    assert!(host.app().state().byow_save.is_none());
}
