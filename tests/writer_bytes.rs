//! The game's own JSON writer (src/json/write.rs, issue 30) against
//! serde_json, family by family, over generated games and the recorded
//! fixtures: the same records give the same bytes, compact and pretty —
//! the save and its game record, the replay, the page's snapshot, a
//! dungeon's save, replay and response. serde still derives the writers
//! natively, for this comparison only; the page's wasm holds ours.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{write_replay, Command, Direction, GameRng, Replay, SaveFile};
use serde::Serialize;
use std::path::PathBuf;

/// Our bytes are serde_json's for `value`, compact and pretty.
#[track_caller]
fn same<T: Serialize + roguelike::json::ToJson + ?Sized>(what: &str, value: &T) {
    let theirs = serde_json::to_string(value).expect("serde_json writes it");
    assert_eq!(roguelike::json::to_string(value), theirs, "{what}, compact");
    let theirs = serde_json::to_string_pretty(value).expect("serde_json writes it");
    assert_eq!(roguelike::json::to_string_pretty(value), theirs, "{what}, pretty");
}

fn sources() -> Vec<WorldSource> {
    let mut sources: Vec<WorldSource> = (1..=12).map(|seed| WorldSource::Random { seed }).collect();
    for name in ["menagerie", "labyrinth"] {
        sources.push(WorldSource::Builtin { name: name.into() });
    }
    sources
}

/// Generated games, written at several points of their play: the game's
/// record, its save file, its replay and its snapshot.
#[test]
fn the_save_family_writes_serde_jsons_bytes() {
    let mut compared = 0;
    for (index, source) in sources().into_iter().enumerate() {
        let seed = 100 + index as u64;
        let mut game = build_game(&source, seed).expect("the world builds");
        let mut replay = Replay::new(source.clone(), seed);
        let mut keys = GameRng::new(seed, 77);
        for turn in 0..240 {
            let command = match keys.below(12) {
                0..=8 => Command::Move(Direction::ALL[keys.below(4) as usize]),
                9 => Command::Select(keys.below(9) as usize),
                10 => Command::UseSelected,
                _ => Command::Wait,
            };
            game.apply(command);
            replay.record(command, &game);
            if turn % 60 == 0 || game.is_over() {
                let what = format!("{source:?} seed {seed} turn {turn}");
                same(&format!("{what}: record"), &game.to_record());
                same(&format!("{what}: snapshot"), &game.snapshot());
                let save = SaveFile::new(replay.source.clone(), &game, replay.clone());
                same(&format!("{what}: save"), &save);
                same(&format!("{what}: replay"), &replay);
                let written = write_replay(&replay);
                assert!(written.starts_with('{'), "{what}: a replay file");
                compared += 1;
            }
            if game.is_over() {
                break;
            }
        }
    }
    assert!(compared >= 14 * 2, "only {compared} points compared");
}

fn old_saves() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("old_saves")
}

/// The dungeons saved before the engine change, opened and played on:
/// their saves, replays, records and responses.
#[test]
fn the_dungeon_family_writes_serde_jsons_bytes() {
    let mut opened_any = false;
    for name in ["dungeon-hirelings", "dungeon-vault", "dungeon-workshop"] {
        let path = old_saves().join(format!("{name}.save.json"));
        let text = std::fs::read_to_string(&path).expect("the fixture is there");
        let mut opened = roguelike::dungeon::open_save(&text).expect("the old save opens");
        opened_any = true;
        for step in 0..40 {
            let what = format!("{name} step {step}");
            if step % 10 == 0 {
                same(&format!("{what}: save"), &opened.save());
                same(&format!("{what}: replay"), &opened.replay);
                same(&format!("{what}: record"), &opened.dungeon.game().to_record());
                same(&format!("{what}: response"), &opened.dungeon.response());
            }
            let direction = Direction::ALL[step % 4];
            if opened.play(roguelike::dungeon::Action::Move(direction)).is_err() {
                break;
            }
        }
    }
    assert!(opened_any);
}

/// The page's snapshot text (objects written straight into it) says what
/// the app's snapshot tree says, for games with creatures and items, a
/// dungeon, and the menu with no game.
#[test]
fn the_pages_snapshot_text_is_the_snapshot() {
    use roguelike::core::{App, Event, Key, Modifiers};
    use roguelike::render::RecordingPainter;
    let check = |app: &App, what: &str| {
        let text = app.snapshot_text(|s| s["audio"]["context"] = serde_json::json!("running"));
        let parsed: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let mut wanted = app.snapshot();
        wanted["audio"]["context"] = serde_json::json!("running");
        assert_eq!(parsed, wanted, "{what}");
    };
    let mut app = App::new(4);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    check(&app, "the menu");
    for source in sources() {
        let game = build_game(&source, 11).expect("our worlds build");
        app.play(game, source.clone());
        let key = |code| Event::KeyDown {
            code,
            repeat: false,
            modifiers: Modifiers::default(),
            typed: None,
        };
        for code in [Key::D, Key::S, Key::D, Key::S] {
            app.dispatch(key(code), &mut p);
        }
        app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
        let objects = app.snapshot()["objects"].as_array().map_or(0, Vec::len);
        assert!(objects > 0, "{source}: objects to write");
        check(&app, &source.to_string());
    }
}
