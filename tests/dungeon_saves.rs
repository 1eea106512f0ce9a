#![cfg(not(target_arch = "wasm32"))]
//! Dungeon Mania saves and replays: every dungeon (ours always, the course's
//! from `../shared/peers/dungeon-mania` when it is there) with every config
//! plays 200 seeded random actions and comes back the same through a save
//! file and a replay file; hostile files are refused with their reason; the
//! page keeps the dungeon on screen in storage of its own, continues it after
//! a reload with the main game still waiting, and opens exported files.

mod dungeon_peers;
mod page;

use dungeon_peers::{files, peers, random_action};
use page::{load, press};
use roguelike::core::save_store::{startup_event, MemoryBackend, SaveBackend};
use roguelike::core::{App, Event, HostRequest, Key, DUNGEONS, DUNGEON_CONFIG};
use roguelike::dungeon::{
    parse_dungeon_replay, parse_dungeon_save, write_dungeon_replay, write_dungeon_save, Action,
    ConfigFile, DungeonFileError, DungeonReplay, DungeonSave, DungeonStart, MAX_ACTIONS,
};
use roguelike::files::{classify, FileKind};
use roguelike::game::GameRng;
use roguelike::render::RecordingPainter;
use std::path::PathBuf;

/// Plays 200 random actions from `start` (keeping those the rules accept),
/// then checks that the save file and the replay file made of them each
/// give back the same game, checksum and response. The save's size.
fn round_trip(start: DungeonStart) -> usize {
    let label = format!("{} with {:?}", start.name, start.config.as_ref().map(|c| &c.name));
    let mut dungeon = start.build().unwrap_or_else(|e| panic!("{label}: {e:?}"));
    let mut rng = GameRng::new(start.seed, 77);
    let mut actions = Vec::new();
    for _ in 0..200 {
        let action = random_action(&mut rng, &dungeon);
        if dungeon.apply(action).is_ok() {
            actions.push(action);
        }
    }
    let save = DungeonSave::new(start, actions, &dungeon);
    let text = write_dungeon_save(&save);
    assert_eq!(classify(&text), FileKind::DungeonSave, "{label}");
    let read = parse_dungeon_save(&text).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert_eq!(read, save, "{label}: the save file reads back");
    let restored = read.restore().unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(restored == dungeon, "{label}: the restored game differs");
    assert_eq!(restored.checksum(), dungeon.checksum(), "{label}");
    assert_eq!(restored.response(), dungeon.response(), "{label}");

    let replay = DungeonReplay::of_save(&read).unwrap_or_else(|e| panic!("{label}: {e}"));
    let replay_text = write_dungeon_replay(&replay);
    assert_eq!(classify(&replay_text), FileKind::DungeonReplay, "{label}");
    let replay = parse_dungeon_replay(&replay_text).unwrap_or_else(|e| panic!("{label}: {e}"));
    let replayed = replay.verify().unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(replayed == dungeon, "{label}: the replayed game differs");
    assert_eq!(replay.steps.last().map(|s| s.checksum), Some(dungeon.checksum()), "{label}");
    assert_eq!(replay.actions(), save.actions, "{label}");
    text.len()
}

#[test]
fn every_staff_dungeon_with_every_config_round_trips_through_save_and_replay() {
    let Some(peers) = peers() else {
        return;
    };
    let configs = files(&peers.join("configs"));
    let dungeons = files(&peers.join("dungeons_staff"));
    assert!(configs.len() >= 4 && dungeons.len() >= 15);
    for (config_name, config_text) in &configs {
        for (seed, (name, text)) in dungeons.iter().enumerate() {
            let config = ConfigFile { name: config_name.clone(), text: config_text.clone() };
            round_trip(DungeonStart {
                name: name.clone(),
                dungeon: text.clone(),
                config: Some(config),
                seed: seed as u64,
            });
        }
    }
}

#[test]
fn every_dungeon_of_ours_round_trips_through_save_and_replay() {
    let ours = ConfigFile { name: "config.json".into(), text: DUNGEON_CONFIG.into() };
    for (seed, (name, text, _)) in DUNGEONS.iter().enumerate() {
        for config in [Some(ours.clone()), None] {
            let start = DungeonStart {
                name: (*name).into(),
                dungeon: (*text).into(),
                config,
                seed: seed as u64,
            };
            let size = round_trip(start);
            println!("{name}: a save after 200 random actions is {size} bytes");
        }
    }
}

/// A valid save of our first dungeon after a few moves, as JSON to tamper with.
fn valid_save() -> (DungeonSave, serde_json::Value) {
    let (name, text, _) = DUNGEONS[0];
    let config = Some(ConfigFile { name: "config.json".into(), text: DUNGEON_CONFIG.into() });
    let start = DungeonStart { name: name.into(), dungeon: text.into(), config, seed: 5 };
    let mut dungeon = start.build().expect("ours load");
    let actions: Vec<Action> =
        ["right", "down", "left"].map(|a| a.parse().expect("valid")).to_vec();
    for &action in &actions {
        dungeon.apply(action).expect("accepted");
    }
    let save = DungeonSave::new(start, actions, &dungeon);
    let value = serde_json::from_str(&write_dungeon_save(&save)).expect("JSON");
    (save, value)
}

fn refusal(value: &serde_json::Value) -> String {
    let text = value.to_string();
    match parse_dungeon_save(&text).and_then(|save| save.restore()) {
        Ok(_) => panic!("accepted: {}", &text[..text.len().min(200)]),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_cut_dungeon_save_is_refused_at_every_length() {
    let (save, _) = valid_save();
    let text = write_dungeon_save(&save);
    for cut in (1..text.len()).step_by(7) {
        let Some(piece) = text.get(..cut) else { continue };
        let error = parse_dungeon_save(piece).expect_err("a cut save is refused");
        assert!(matches!(error, DungeonFileError::File(..)), "{cut}: {error}");
    }
    assert_eq!(
        parse_dungeon_save(&text[..text.len() / 2]).expect_err("cut").to_string(),
        "the file is cut off (truncated)"
    );
}

#[test]
fn hostile_dungeon_saves_are_refused_with_their_reason() {
    let (_, good) = valid_save();
    let with = |path: &str, value: serde_json::Value| {
        let mut bad = good.clone();
        *bad.pointer_mut(path).expect("the field exists") = value;
        refusal(&bad)
    };
    assert_eq!(
        with("/version", 7.into()),
        "this dungeon save is from version 7; this game reads version 1"
    );
    let huge: serde_json::Value = serde_json::from_str("1e300").expect("a number");
    assert!(with("/start/seed", huge).contains("the dungeon save is damaged: "), "huge seed");
    let e = with("/start/seed", serde_json::json!(u64::MAX));
    assert!(e.contains("diverged at action 3"), "another seed plays another game: {e}");
    let e = with("/checksum", "0000000000000001".into());
    assert!(e.contains("diverged at action 3 (tick 3)"), "{e}");
    let e = with("/checksum", "zz".into());
    assert!(e.contains("16 hexadecimal digits"), "{e}");
    let e = with("/actions/1", "jump".into());
    assert!(e.contains("unknown action `jump`"), "{e}");
    assert!(e.starts_with("the dungeon save is damaged: "), "{e}");
    let e = with("/actions/1", "x".repeat(100_000).into());
    assert!(e.contains("an action of 100000 bytes (at most 40)"), "{e}");
    let e = with("/actions/0", "interact:99999999999,0".into());
    assert!(e.contains("interact"), "{e}");
    let e = with("/actions/0", "use:bomb".into());
    assert!(e.contains("action 1 `use:bomb` is refused"), "{e}");
    let e = with("/start/dungeon", "{\"entities\": [".into());
    assert!(e.contains("dungeon cannot be played: courtyard:1:14: error:"), "{e}");
    let e = with("/start/config/text", "{}".into());
    assert!(e.contains("config.json:1:1: error:"), "{e}");
    let e = with("/start/name", "n".repeat(300).into());
    assert!(e.contains("the dungeon file's name is 300 bytes long (at most 255)"), "{e}");
    let e = with("/format", "roguelike-save".into());
    assert!(e.contains("its format is \"roguelike-save\""), "{e}");
}

#[test]
fn a_save_of_a_million_actions_is_refused_before_anything_is_played() {
    let (_, good) = valid_save();
    let actions = format!("[{}\"up\"]", "\"up\",".repeat(999_999));
    let text = good.to_string().replacen(
        r#""actions":["right","down","left"]"#,
        &format!(r#""actions":{actions}"#),
        1,
    );
    let started = std::time::Instant::now();
    let e = parse_dungeon_save(&text).expect_err("too long").to_string();
    assert_eq!(
        e,
        format!("the dungeon save is damaged: it holds 1000000 actions (at most {MAX_ACTIONS})")
    );
    assert!(started.elapsed().as_secs() < 10, "refused quickly");
    let step = r#"{"action":"up","tick":1,"checksum":"0000000000000000"}"#;
    let steps = format!("[{}{step}]", format!("{step},").repeat(999_999));
    let replay = format!(
        r#"{{"format":"roguelike-dungeon-replay","version":1,"start":{},"steps":{steps}}}"#,
        good["start"]
    );
    let e = parse_dungeon_replay(&replay).expect_err("too long").to_string();
    assert!(e.contains("it holds 1000000 actions"), "{e}");
}

#[test]
fn a_huge_dungeon_gets_fewer_actions_than_a_small_one() {
    let walls: Vec<String> =
        (0..25_000).map(|x| format!(r#"{{"type": "wall", "x": {x}, "y": 1}}"#)).collect();
    let dungeon = format!(
        r#"{{"entities": [{{"type": "player", "x": 0, "y": 0}}, {}], "goal-condition": {{"goal": "exit"}}}}"#,
        walls.join(",")
    );
    let (_, mut bad) = valid_save();
    bad["start"]["dungeon"] = dungeon.into();
    bad["actions"] = serde_json::Value::Array(vec!["left".into(); 1_000]);
    let e = refusal(&bad);
    assert!(e.contains("1000 actions in a dungeon of 25001 entities are too many"), "{e}");
}

#[test]
fn a_replay_that_drifts_names_the_action_and_tick() {
    let (save, _) = valid_save();
    let mut replay = DungeonReplay::of_save(&save).expect("plays");
    replay.steps[1].checksum ^= 1;
    let text = write_dungeon_replay(&replay);
    let e = parse_dungeon_replay(&text).expect("reads").verify().expect_err("drifts");
    assert!(
        matches!(e, DungeonFileError::Diverged { step: 2, tick: 2, .. }),
        "the second action, at tick 2: {e}"
    );
    assert!(e.to_string().starts_with("the dungeon replay diverged at action 2 (tick 2)"), "{e}");
}

/// The dungeon save the page last asked storage to keep, if any.
fn stored_dungeon(app: &mut App) -> Option<Option<String>> {
    app.take_requests().into_iter().rev().find_map(|r| match r {
        HostRequest::StoreDungeonSave { text } => Some(text),
        _ => None,
    })
}

fn frame(app: &mut App, p: &mut RecordingPainter, now_ms: f64) {
    app.dispatch(Event::Tick { now_ms }, p);
}

#[test]
fn a_reloaded_page_continues_the_dungeon_with_the_main_game_waiting() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    // A main game first, saved under its own key.
    app.dispatch(Event::LinkOpened { query: "seed=12".into() }, &mut p);
    press(&mut app, &mut p, &[Key::Period, Key::Period]);
    frame(&mut app, &mut p, 16.0);
    let mut storage = MemoryBackend::default();
    for request in app.take_requests() {
        if let HostRequest::StoreGame { writes } = request {
            storage.apply_all(&writes).expect("storage takes it");
        }
    }
    // Then a dungeon from the menu, played a little.
    press(&mut app, &mut p, &[Key::Escape]);
    load(&mut app, &mut p, "courtyard.json", DUNGEONS[0].1);
    assert_eq!(app.snapshot()["screen"], "dungeon");
    press(&mut app, &mut p, &[Key::D, Key::D, Key::S]);
    frame(&mut app, &mut p, 32.0);
    let stored = stored_dungeon(&mut app).flatten().expect("the dungeon is stored");
    let before = app.snapshot()["dungeon"].clone();
    assert_eq!(before["tick"], 3);
    frame(&mut app, &mut p, 48.0);
    assert_eq!(stored_dungeon(&mut app), None, "nothing changed, nothing stored");

    // Reload: storage hands both saves back, the main game's first.
    let mut app = App::new(4);
    app.dispatch(startup_event(&mut storage).expect("the main game is stored"), &mut p);
    app.dispatch(Event::StoredDungeonSaveFound { text: stored }, &mut p);
    assert_eq!(app.snapshot()["screen"], "dungeon");
    assert_eq!(app.snapshot()["dungeon"], before, "the same dungeon at the same tick");
    assert_eq!(app.snapshot()["dungeon_play"]["actions"], 3);
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(app.snapshot()["dungeon"]["tick"], 4, "and it plays on");
    // Leaving the dungeon forgets it; the main game continues from the menu.
    press(&mut app, &mut p, &[Key::Escape]);
    frame(&mut app, &mut p, 16.0);
    assert_eq!(stored_dungeon(&mut app), Some(None), "the stored dungeon is removed");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(app.snapshot()["turn"], 2, "the main game waited untouched");
}

#[test]
fn exported_dungeon_saves_and_replays_open_by_their_content() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "courtyard.json", DUNGEONS[0].1);
    press(&mut app, &mut p, &[Key::D, Key::D, Key::S, Key::X, Key::R]);
    let downloads: Vec<(String, String)> = app
        .take_requests()
        .into_iter()
        .filter_map(|r| match r {
            HostRequest::Download { file_name, text, .. } => Some((file_name, text)),
            _ => None,
        })
        .collect();
    let names: Vec<&str> = downloads.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "roguelike-dungeon-save-courtyard-tick-3.json",
            "roguelike-dungeon-replay-courtyard-tick-3.json"
        ]
    );
    let at_export = app.snapshot()["dungeon"].clone();
    for (name, text) in downloads {
        let mut other = App::new(9);
        // Under a name that says nothing: the content tells.
        load(&mut other, &mut p, "game-42.txt", &text);
        assert_eq!(other.snapshot()["screen"], "dungeon", "{name}");
        assert_eq!(other.snapshot()["dungeon"], at_export, "{name}");
    }
    // A damaged one is explained and changes nothing.
    let mut other = App::new(9);
    load(&mut other, &mut p, "bad.json", r#"{"format": "roguelike-dungeon-replay", "version": 1}"#);
    assert_eq!(other.snapshot()["screen"], "main_menu");
    let notice = other.snapshot()["notice"].to_string();
    assert!(notice.contains("the dungeon replay is damaged"), "{notice}");
}

fn roguelike(args: &[&str]) -> (String, String, i32) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .output()
        .expect("the tool runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
    (text(output.stdout), text(output.stderr), output.status.code().unwrap_or(-1))
}

#[test]
fn the_tool_checks_dungeon_saves_and_replays_and_replays_print_the_response() {
    let (save, _) = valid_save();
    let dir = std::env::temp_dir().join(format!("roguelike-dungeon-saves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let save_file = dir.join("s.json");
    let replay_file = dir.join("r.json");
    let bad_file = dir.join("bad.json");
    std::fs::write(&save_file, write_dungeon_save(&save)).expect("written");
    let replay = DungeonReplay::of_save(&save).expect("plays");
    std::fs::write(&replay_file, write_dungeon_replay(&replay)).expect("written");
    let text = write_dungeon_save(&save).replacen("\"right\"", "\"jump\"", 1);
    std::fs::write(&bad_file, text).expect("written");
    let path = |p: &PathBuf| p.to_string_lossy().into_owned();
    let (save_path, replay_path, bad_path) =
        (path(&save_file), path(&replay_file), path(&bad_file));

    let (out, err, code) = roguelike(&["check", &save_path, &replay_path]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!(
            "{save_path}: ok, Dungeon Mania save of courtyard, 3 actions, tick 3\n\
             {replay_path}: ok, Dungeon Mania replay of courtyard, 3 actions, every checksum verified\n"
        )
    );
    let (out, err, code) = roguelike(&["replay", &replay_path]);
    assert_eq!(code, 0, "{err}");
    let printed: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let dungeon = save.restore().expect("restores");
    assert_eq!(printed, dungeon.response(), "the final response, as `roguelike dungeon` prints it");
    let (out, _, code) = roguelike(&["check", &bad_path]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with(&format!("{bad_path}:"))
            && out.contains(": error: the dungeon save is damaged: unknown action `jump`"),
        "{out}"
    );
    let located = out.split(':').nth(1).and_then(|l| l.parse::<usize>().ok());
    assert!(located.is_some_and(|line| line > 1), "located at its line: {out}");
    std::fs::remove_dir_all(&dir).ok();
}
