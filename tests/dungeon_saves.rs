#![cfg(not(target_arch = "wasm32"))]
//! Dungeon Mania saves and replays: every dungeon (ours always, the course's
//! from `../shared/peers/dungeon-mania` when it is there) with every config
//! plays 200 seeded random actions and comes back the same through a save
//! file and a replay file; hostile files are refused with their reason; the
//! page keeps a dungeon as its game, continues it after a reload, and opens
//! exported files.

use crate::dungeon_peers;
use crate::page;

use dungeon_peers::{files, peers, random_action};
use page::{load, press};
use roguelike::core::save_store::{startup_event, MemoryBackend, SaveBackend};
use roguelike::core::{App, Event, HostRequest, Key, DUNGEONS, DUNGEON_CONFIG};
use roguelike::dungeon::{open_replay, open_save, Action, DungeonFileError, Opened, MAX_ACTIONS};
use roguelike::files::{classify, FileKind};
use roguelike::game::{
    parse_save, write_replay, write_save, DungeonSource, FileText, GameRng, SaveError, SaveFile,
};
use roguelike::render::RecordingPainter;
use std::path::PathBuf;

/// A dungeon of our own or the course's, with a config.
fn source(name: &str, text: &str, config: Option<FileText>) -> DungeonSource {
    DungeonSource { name: name.into(), text: text.into(), config, untimed_build: false }
}

/// Plays 200 random actions from `source` (keeping those the rules accept),
/// then checks that the save file and the replay file made of them each
/// give back the same game, checksum and response. The save's size.
fn round_trip(source: DungeonSource, seed: u64) -> usize {
    let label = format!("{} with {:?}", source.name, source.config.as_ref().map(|c| &c.name));
    let mut game = Opened::start(source, seed).unwrap_or_else(|e| panic!("{label}: {e:?}"));
    let mut rng = GameRng::new(seed, 77);
    for _ in 0..200 {
        let action = random_action(&mut rng, &game.dungeon);
        let _ = game.play(action);
    }
    let save = game.save();
    let text = write_save(&save);
    assert_eq!(classify(&text), FileKind::DungeonSave, "{label}");
    let read = parse_save(&text).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert_eq!(read, save, "{label}: the save file reads back");
    let restored = open_save(&text).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(restored.dungeon == game.dungeon, "{label}: the restored game differs");
    assert_eq!(restored.dungeon.checksum(), game.dungeon.checksum(), "{label}");
    assert_eq!(restored.dungeon.response(), game.dungeon.response(), "{label}");

    let replay_text = write_replay(&game.replay);
    assert_eq!(classify(&replay_text), FileKind::DungeonReplay, "{label}");
    let replayed = open_replay(&replay_text).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(replayed.dungeon == game.dungeon, "{label}: the replayed game differs");
    let last = replayed.replay.steps.last().map(|s| s.checksum);
    assert_eq!(last, Some(game.dungeon.checksum()), "{label}");
    assert_eq!(replayed.replay, save.replay, "{label}");
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
            let config = FileText { name: config_name.clone(), text: config_text.clone() };
            round_trip(source(name, text, Some(config)), seed as u64);
        }
    }
}

#[test]
fn every_dungeon_of_ours_round_trips_through_save_and_replay() {
    let ours = FileText { name: "config.json".into(), text: DUNGEON_CONFIG.into() };
    for (seed, (name, text, _)) in DUNGEONS.iter().enumerate() {
        for config in [Some(ours.clone()), None] {
            let size = round_trip(source(name, text, config), seed as u64);
            println!("{name}: a save after 200 random actions is {size} bytes");
        }
    }
}

/// Our first dungeon after a few moves, in a save, and the save as JSON to
/// tamper with.
fn valid_save() -> (Opened, SaveFile, serde_json::Value) {
    let (name, text, _) = DUNGEONS[0];
    let config = Some(FileText { name: "config.json".into(), text: DUNGEON_CONFIG.into() });
    let mut game = Opened::start(source(name, text, config), 5).expect("ours load");
    for action in ["right", "down", "left"] {
        game.play(action.parse::<Action>().expect("valid")).expect("accepted");
    }
    let save = game.save();
    let value = serde_json::from_str(&write_save(&save)).expect("JSON");
    (game, save, value)
}

fn refusal(value: &serde_json::Value) -> String {
    let text = value.to_string();
    match open_save(&text) {
        Ok(_) => panic!("accepted: {}", &text[..text.len().min(200)]),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_cut_dungeon_save_is_refused_at_every_length() {
    let (_, save, _) = valid_save();
    let text = write_save(&save);
    for cut in (1..text.len()).step_by(7) {
        let Some(piece) = text.get(..cut) else { continue };
        let error = open_save(piece).expect_err("a cut save is refused");
        assert!(matches!(error, DungeonFileError::Save(SaveError::File(..))), "{cut}: {error}");
    }
    assert_eq!(
        open_save(&text[..text.len() / 2]).expect_err("cut").to_string(),
        "the file is cut off (truncated)"
    );
}

#[test]
fn hostile_dungeon_saves_are_refused_with_their_reason() {
    let (_, _, good) = valid_save();
    let with = |path: &str, value: serde_json::Value| {
        let mut bad = good.clone();
        *bad.pointer_mut(path).expect("the field exists") = value;
        refusal(&bad)
    };
    let e = with("/version", 7.into());
    assert!(e.starts_with("this save is from version 7"), "{e}");
    let huge: serde_json::Value = serde_json::from_str("1e300").expect("a number");
    assert!(with("/replay/seed", huge).contains("the save is damaged: "), "huge seed");
    let e = with("/replay/seed", serde_json::json!(u64::MAX));
    assert!(e.contains("diverged at action 1"), "another seed plays another game: {e}");
    let e = with("/replay/steps/2/checksum", "0000000000000001".into());
    assert!(e.contains("diverged at action 3 (tick 3)"), "{e}");
    let e = with("/replay/steps/2/checksum", "zz".into());
    assert!(e.contains("16 hexadecimal digits"), "{e}");
    let e = with("/replay/steps/1/command", "jump".into());
    assert!(e.contains("unknown variant `jump`"), "{e}");
    assert!(e.starts_with("the save is damaged: "), "{e}");
    let e = with("/replay/steps/1/command", "x".repeat(100_000).into());
    assert!(e.starts_with("the save is damaged: ") && e.len() < 1_000, "{}", &e[..200]);
    let far = serde_json::json!({"command": "interact", "at": {"x": 99_999_999_999i64, "y": 0}, "checksum": "0000000000000000"});
    let e = with("/replay/steps/0", far);
    assert!(e.contains("99999999999"), "{e}");
    let bomb =
        serde_json::json!({"command": "use", "item": "Bomb", "checksum": "0000000000000000"});
    let e = with("/replay/steps/0", bomb);
    assert!(e.contains("action 1 `use:bomb` is refused"), "{e}");
    let e = with("/replay/source/text", "{\"entities\": [".into());
    assert!(e.contains("dungeon cannot be played: courtyard:1:14: error:"), "{e}");
    let e = with("/replay/source/config/text", "{\"player_health\": -1}".into());
    assert!(e.contains("config.json:1:19: error: player_health: expected"), "{e}");
    // A config that leaves keys out is read (the template's 0 for each), so
    // an empty one is another game's numbers, not a damaged file.
    let e = with("/replay/source/config/text", "{}".into());
    assert!(e.contains("diverged at action 1"), "{e}");
    let e = with("/replay/source/name", "n".repeat(300).into());
    assert!(e.contains("the dungeon file's name is 300 bytes long (at most 255)"), "{e}");
    let e = with("/format", "roguelike-replay".into());
    assert!(e.contains("its format is \"roguelike-replay\""), "{e}");
    let e = with("/game/turn", 99.into());
    assert_eq!(e, "the dungeon save's game is not the one its actions lead to");
}

/// One action over the limit is enough to be refused (the issue's case was a
/// million; its 70 MB of text took most of this test's time).
#[test]
fn a_save_of_more_actions_than_the_limit_is_refused_before_anything_is_played() {
    let over = MAX_ACTIONS + 1;
    let (_, _, good) = valid_save();
    let step =
        serde_json::json!({"command": "move", "direction": "Up", "checksum": "0000000000000000"});
    let mut bad = good.clone();
    bad["replay"]["steps"] = serde_json::Value::Array(vec![step; over]);
    let text = bad.to_string();
    let e = open_save(&text).expect_err("too long").to_string();
    assert_eq!(
        e,
        format!("the dungeon save is damaged: it holds {over} actions (at most {MAX_ACTIONS})")
    );
    let replay = serde_json::json!({
        "format": "roguelike-replay", "version": 3, "source": good["replay"]["source"],
        "seed": 5, "steps": bad["replay"]["steps"],
    });
    let e = open_replay(&replay.to_string()).expect_err("too long").to_string();
    assert!(e.contains(&format!("it holds {over} actions")), "{e}");
}

#[test]
fn a_huge_dungeon_gets_fewer_actions_than_a_small_one() {
    let walls: Vec<String> =
        (0..25_000).map(|x| format!(r#"{{"type": "wall", "x": {x}, "y": 1}}"#)).collect();
    let dungeon = format!(
        r#"{{"entities": [{{"type": "player", "x": 0, "y": 0}}, {}], "goal-condition": {{"goal": "exit"}}}}"#,
        walls.join(",")
    );
    let (_, _, mut bad) = valid_save();
    bad["replay"]["source"]["text"] = dungeon.into();
    let step =
        serde_json::json!({"command": "move", "direction": "Left", "checksum": "0000000000000000"});
    bad["replay"]["steps"] = serde_json::Value::Array(vec![step; 1_000]);
    let e = refusal(&bad);
    assert!(e.contains("1000 actions in a dungeon of 25001 entities are too many"), "{e}");
}

#[test]
fn a_replay_that_drifts_names_the_action_and_tick() {
    let (game, _, _) = valid_save();
    let mut replay = game.replay.clone();
    replay.steps[1].checksum ^= 1;
    let e = open_replay(&write_replay(&replay)).expect_err("drifts");
    assert!(
        matches!(e, DungeonFileError::Diverged { step: 2, tick: 2, .. }),
        "the second action, at tick 2: {e}"
    );
    assert!(e.to_string().starts_with("the dungeon replay diverged at action 2 (tick 2)"), "{e}");
}

/// The saves and replays written before Dungeon Mania moved onto the engine
/// (`tests/old_saves`, each with the response its game ended on) still
/// open: played again under the rules they were played by, every checksum
/// they carry verified, they end on the same response and go on in the
/// engine's files.
#[test]
fn saves_and_replays_of_the_older_dungeon_format_still_open_and_verify() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/old_saves");
    for name in ["hirelings", "vault", "workshop"] {
        let read = |kind: &str| {
            std::fs::read_to_string(dir.join(format!("dungeon-{name}.{kind}.json")))
                .expect("the fixture is there")
        };
        let expected: serde_json::Value =
            serde_json::from_str(&read("expected")).expect("the final response");
        let (save, replay) = (read("save"), read("replay"));
        assert_eq!(classify(&save), FileKind::DungeonSave, "{name}");
        assert_eq!(classify(&replay), FileKind::DungeonReplay, "{name}");
        let from_save = open_save(&save).unwrap_or_else(|e| panic!("{name} save: {e}"));
        let from_replay = open_replay(&replay).unwrap_or_else(|e| panic!("{name} replay: {e}"));
        for opened in [&from_save, &from_replay] {
            assert_eq!(opened.dungeon.response(), expected, "{name}");
            assert!(opened.source().untimed_build, "{name}: played by the rules it was played by");
        }
        // A changed checksum is caught: the old sums are really checked.
        let tampered = replay.replacen(
            &replay[replay.find("\"checksum\": \"").expect("a checksum") + 13..][..16],
            "0123456789abcdef",
            1,
        );
        let e = open_replay(&tampered).expect_err("a wrong checksum");
        assert!(matches!(e, DungeonFileError::Diverged { step: 1, .. }), "{name}: {e}");
        // Migrated, the game goes on in the engine's save and replay.
        let mut game = from_save;
        let _ = game.play("up".parse::<Action>().expect("an action"));
        let again = open_save(&write_save(&game.save())).expect("the engine's save opens");
        assert!(again.dungeon == game.dungeon, "{name}: continued in the engine's save");
        assert_eq!(again.replay.steps.len(), game.replay.steps.len());
    }
}

fn frame(app: &mut App, p: &mut RecordingPainter, now_ms: f64) {
    app.dispatch(Event::Tick { now_ms }, p);
}

/// Hands the app's storage requests to `storage`; whether the older
/// dungeon key was asked to be forgotten.
fn store(app: &mut App, storage: &mut MemoryBackend) -> bool {
    let mut forgot = false;
    for request in app.take_requests() {
        match request {
            HostRequest::StoreGame { writes } => {
                storage.apply_all(&writes).expect("storage takes it");
            }
            HostRequest::ForgetDungeonSave => forgot = true,
            _ => {}
        }
    }
    forgot
}

/// Issue 25: a dungeon is the app's game, stored like any; a reload
/// continues it at the same tick, and Escape then Continue comes back to it.
#[test]
fn a_reloaded_page_continues_the_dungeon_as_the_game() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    // A main game first: the dungeon asks before it replaces it.
    app.dispatch(Event::LinkOpened { query: "seed=12".into() }, &mut p);
    press(&mut app, &mut p, &[Key::Period, Key::Period]);
    press(&mut app, &mut p, &[Key::Escape]);
    load(&mut app, &mut p, "courtyard.json", DUNGEONS[0].1);
    assert_eq!(app.snapshot()["confirm"], "replace your game with dungeon courtyard.json");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    press(&mut app, &mut p, &[Key::D, Key::D, Key::S]);
    frame(&mut app, &mut p, 32.0);
    let mut storage = MemoryBackend::default();
    store(&mut app, &mut storage);
    let before = app.snapshot()["dungeon"].clone();
    assert_eq!(before["tick"], 3);

    // Reload: storage hands the dungeon back.
    let mut app = App::new(4);
    app.dispatch(startup_event(&mut storage).expect("the dungeon is stored"), &mut p);
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing", "Continue");
    assert_eq!(app.snapshot()["dungeon"], before, "the same dungeon at the same tick");
    assert_eq!(app.snapshot()["dungeon_play"]["actions"], 3);
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(app.snapshot()["dungeon"]["tick"], 4, "and it plays on");
    // Escape keeps it; Continue resumes it.
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(app.snapshot()["dungeon"]["tick"], 4, "the dungeon waited untouched");
}

/// A dungeon an older version kept under its own key continues as the game
/// when no other was stored, and the key is forgotten.
#[test]
fn a_dungeon_stored_by_an_older_version_continues_as_the_game() {
    let (_, save, _) = valid_save();
    let mut app = App::new(4);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::StoredDungeonSaveFound { text: write_save(&save) }, &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(app.snapshot()["dungeon"]["tick"], 3);
    assert!(store(&mut app, &mut MemoryBackend::default()), "the old key is forgotten");
    // Behind a stored game, it is only forgotten.
    let mut app = App::new(4);
    app.dispatch(Event::LinkOpened { query: "seed=12".into() }, &mut p);
    app.dispatch(Event::StoredDungeonSaveFound { text: write_save(&save) }, &mut p);
    assert_eq!(app.snapshot()["world"], "seed 12");
    assert!(store(&mut app, &mut MemoryBackend::default()));
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
        assert_eq!(other.snapshot()["screen"], "playing", "{name}");
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
    let (game, save, _) = valid_save();
    let dir = std::env::temp_dir().join(format!("roguelike-dungeon-saves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let save_file = dir.join("s.json");
    let replay_file = dir.join("r.json");
    let bad_file = dir.join("bad.json");
    std::fs::write(&save_file, write_save(&save)).expect("written");
    std::fs::write(&replay_file, write_replay(&game.replay)).expect("written");
    let text = write_save(&save).replacen("\"command\": \"move\"", "\"command\": \"jump\"", 1);
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
    assert_eq!(
        printed["dungeon"],
        game.dungeon.response(),
        "the final response, as `roguelike dungeon` prints it, beside the game's snapshot"
    );
    assert!(printed["objects"].is_array() && printed["player"].is_object(), "{printed:#}");
    let (out, _, code) = roguelike(&["check", &bad_path]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with(&format!("{bad_path}:"))
            && out.contains(": error: the save is damaged: unknown variant `jump`"),
        "{out}"
    );
    let located = out.split(':').nth(1).and_then(|l| l.parse::<usize>().ok());
    assert!(located.is_some_and(|line| line > 1), "located at its line: {out}");
    std::fs::remove_dir_all(&dir).ok();
}

/// The boss dungeon and the forge, at every step of the actions that win
/// them (a failed bribe, an assassin bribed, a hydra fought; a sceptre built,
/// a mind taken and still held, midnight armour worn): the save and the
/// replay of the game so far give it back with its checksum and response.
#[test]
fn lair_and_forge_round_trip_at_every_step_of_their_winning_actions() {
    let solutions = [
        (
            "lair",
            "right right right right right right interact:5,3 interact:5,2 right right right \
             right down down down down",
        ),
        (
            "forge",
            "right right right right build:sceptre interact:8,3 right right \
             build:midnight_armour right right right right right",
        ),
    ];
    for (name, actions) in solutions {
        let text = DUNGEONS.iter().find(|d| d.0 == name).map(|d| d.1).expect("one of ours");
        let config = Some(FileText { name: "config.json".into(), text: DUNGEON_CONFIG.into() });
        let mut game = Opened::start(source(name, text, config), 0).expect("ours load");
        for action in actions.split_whitespace() {
            game.play(action.parse::<Action>().expect("valid")).expect("accepted");
            let restored = open_save(&write_save(&game.save())).expect("the save opens");
            assert!(restored.dungeon == game.dungeon, "{name} after {action}");
            assert_eq!(restored.dungeon.checksum(), game.dungeon.checksum(), "{name}");
            let replayed = open_replay(&write_replay(&game.replay)).expect("the replay opens");
            assert_eq!(replayed.dungeon.response(), game.dungeon.response(), "{name}");
        }
        assert!(game.dungeon.is_won(), "{name} is won");
    }
}
