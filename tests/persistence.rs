//! Saves, links and replays through the app, as the browser drives them.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::save_store::{startup_event, MemoryBackend, SaveBackend};
use roguelike::core::{App, Event, HostRequest, Key, Modifiers, WorldSource};
use roguelike::render::RecordingPainter;
use serde_json::Value;

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

fn playing(seed: u64) -> (App, RecordingPainter) {
    let mut app = App::new(seed);
    let p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::Random { seed }, seed).expect("random world");
    (app, p)
}

/// Applies the app's store writes to `storage`, as the page does; whether
/// there were any.
fn store(app: &mut App, storage: &mut MemoryBackend) -> bool {
    let mut wrote = false;
    for request in app.take_requests() {
        if let HostRequest::StoreGame { writes } = request {
            storage.apply_all(&writes).expect("storage takes it");
            wrote = true;
        }
    }
    wrote
}

/// What a page reloaded over `storage` sends at start.
fn reload(storage: &MemoryBackend) -> Event {
    startup_event(&mut storage.clone()).expect("a stored game")
}

/// The export (X) of the current game.
fn export(app: &App) -> String {
    app.state().session.as_ref().expect("a game").save_text()
}

fn game_part(snapshot: &Value) -> Value {
    let mut s = snapshot.clone();
    for k in ["screen", "notice", "debug_overlay", "confirm", "options", "audio"] {
        s.as_object_mut().expect("object").remove(k);
    }
    s
}

#[test]
fn every_turn_is_autosaved_and_a_reload_continues_the_exact_game() {
    let (mut app, mut p) = playing(31);
    for k in [Key::D, Key::S, Key::D, Key::Period, Key::W] {
        app.dispatch(key(k), &mut p);
    }
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let mut storage = MemoryBackend::default();
    assert!(store(&mut app, &mut storage), "an autosave after the turns");
    let before = app.snapshot();

    let mut reloaded = App::new(999);
    reloaded.dispatch(reload(&storage), &mut p);
    assert_eq!(reloaded.snapshot()["screen"], "main_menu");
    p.reset();
    reloaded.dispatch(Event::Tick { now_ms: 1.0 }, &mut p);
    assert!(p.texts().contains(&"Continue"));
    reloaded.dispatch(key(Key::Enter), &mut p);
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&before));
    // And the two go on identically.
    for k in [Key::A, Key::A, Key::S, Key::D, Key::D, Key::W] {
        app.dispatch(key(k), &mut p);
        reloaded.dispatch(key(k), &mut p);
        assert_eq!(game_part(&reloaded.snapshot()), game_part(&app.snapshot()));
    }
}

#[test]
fn an_unreadable_stored_save_is_kept_for_export_and_explained() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(800.0, 600.0);
    app.dispatch(
        Event::StoredSaveFound { text: "{\"format\": \"roguelike-save\", \"ver".into() },
        &mut p,
    );
    let notice = app.snapshot()["notice"].as_str().expect("a notice").to_owned();
    assert!(notice.contains("could not be read: the file is cut off (truncated)"), "{notice}");
    let items = roguelike::core::screens::menu_items(app.state());
    let export = items
        .iter()
        .position(|i| *i == roguelike::core::screens::MenuItem::ExportSave)
        .expect("the unreadable save can be exported");
    for _ in 0..export {
        app.dispatch(key(Key::Down), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    let downloads: Vec<String> = app
        .take_requests()
        .into_iter()
        .filter_map(|r| match r {
            HostRequest::Download { text, .. } => Some(text),
            _ => None,
        })
        .collect();
    assert_eq!(downloads, ["{\"format\": \"roguelike-save\", \"ver"]);
}

#[test]
fn failing_storage_is_said_once_and_the_game_goes_on() {
    let (mut app, mut p) = playing(5);
    app.dispatch(Event::StorageFailed { reason: "QuotaExceededError".into() }, &mut p);
    let notice = app.snapshot()["notice"].as_str().unwrap_or_default().to_owned();
    assert!(notice.starts_with("Cannot save (QuotaExceededError)"), "{notice}");
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(key(Key::S), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
}

#[test]
fn links_open_seeds_and_worlds_and_explain_bad_ones() {
    let mut p = RecordingPainter::new(800.0, 600.0);
    let mut app = App::new(1);
    app.dispatch(Event::LinkOpened { query: "seed=123".into() }, &mut p);
    assert_eq!(
        (app.snapshot()["screen"].clone(), app.snapshot()["seed"].clone()),
        ("playing".into(), 123.into())
    );

    let mut app = App::new(1);
    app.dispatch(Event::LinkOpened { query: "world=menagerie".into() }, &mut p);
    assert_eq!(app.snapshot()["world"], "world menagerie");

    let mut app = App::new(1);
    app.dispatch(Event::LinkOpened { query: "seed=12x".into() }, &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    assert_eq!(app.snapshot()["notice"], "The link's seed `12x` is not a whole number.");

    // Issue 29: `?seed=-1` was "not a whole number"; it is, but out of range.
    for seed in ["-1", "18446744073709551616"] {
        let mut app = App::new(1);
        app.dispatch(Event::LinkOpened { query: format!("seed={seed}") }, &mut p);
        assert_eq!(app.snapshot()["screen"], "main_menu");
        assert_eq!(
            app.snapshot()["notice"],
            format!(
                "The link's seed `{seed}` is out of range: seeds are whole numbers from 0 to 18446744073709551615."
            )
        );
    }

    let mut app = App::new(1);
    app.dispatch(Event::LinkOpened { query: "world=moon".into() }, &mut p);
    assert_eq!(
        app.snapshot()["notice"],
        "There is no built-in world `moon`; try demo, menagerie, labyrinth, descent."
    );
}

#[test]
fn a_new_game_asks_before_replacing_a_live_one() {
    let (mut app, mut p) = playing(8);
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(key(Key::Escape), &mut p);
    app.dispatch(key(Key::Down), &mut p); // New random world
    app.dispatch(key(Key::Enter), &mut p);
    assert!(app.snapshot()["confirm"].is_string(), "asks first");
    app.dispatch(key(Key::Escape), &mut p);
    assert!(app.snapshot()["confirm"].is_null());
    assert_eq!(app.snapshot()["seed"], 8, "kept");
    app.dispatch(key(Key::Enter), &mut p);
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_ne!(app.snapshot()["seed"], 8, "replaced after confirming");
}

#[test]
fn a_save_file_imports_and_a_bad_one_leaves_the_game_alone() {
    let (mut app, mut p) = playing(12);
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let text = export(&app);
    let saved = app.snapshot();
    app.dispatch(key(Key::S), &mut p);
    app.dispatch(Event::SaveFileLoaded { name: "bad.json".into(), text: "[1, 2".into() }, &mut p);
    assert_eq!(app.snapshot()["notice"], "bad.json: the file is cut off (truncated)");
    app.dispatch(Event::SaveFileLoaded { name: "good.json".into(), text }, &mut p);
    assert_eq!(game_part(&app.snapshot()), game_part(&saved));
}

#[test]
fn the_replay_of_a_game_plays_to_its_end_and_matches() {
    let (mut app, mut p) = playing(44);
    for k in [Key::D, Key::D, Key::S, Key::Digit(2), Key::A, Key::W, Key::Period] {
        app.dispatch(key(k), &mut p);
    }
    let game = game_part(&app.snapshot());
    app.dispatch(key(Key::Escape), &mut p);
    let items = roguelike::core::screens::menu_items(app.state());
    let watch = items
        .iter()
        .position(|i| *i == roguelike::core::screens::MenuItem::WatchReplay)
        .expect("watch replay offered");
    // Watch the replay has no digit: the cursor walks to it from the top.
    assert_eq!(app.snapshot()["menu"]["selected"], 0);
    for _ in 0..watch {
        app.dispatch(key(Key::Down), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["screen"], "replay");
    app.dispatch(key(Key::Space), &mut p); // pause, then step by hand
    for _ in 0..10 {
        app.dispatch(key(Key::Right), &mut p);
    }
    app.dispatch(Event::Tick { now_ms: 100.0 }, &mut p);
    let replay = app.snapshot()["replay"].clone();
    assert_eq!(replay["finished"], true, "{replay}");
    assert_eq!(replay["step"], 7);
    let mut replayed = replay["game"].clone();
    replayed.as_object_mut().expect("object").remove("screen");
    let mut expected = game;
    expected.as_object_mut().expect("object").remove("world");
    // The language is the page's, not the game's.
    expected.as_object_mut().expect("object").remove("lang");
    assert_eq!(replayed, expected);
}

#[test]
fn a_game_read_from_storage_is_not_written_back_until_it_changes() {
    // Regression: restoring marked the game unsaved, so the next frame wrote
    // it back even if storage had been cleared in the meantime.
    let (mut app, mut p) = playing(3);
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let mut storage = MemoryBackend::default();
    assert!(store(&mut app, &mut storage), "autosave");
    let mut reloaded = App::new(4);
    reloaded.dispatch(reload(&storage), &mut p);
    reloaded.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(!store(&mut reloaded, &mut storage));
    reloaded.dispatch(key(Key::Enter), &mut p);
    reloaded.dispatch(key(Key::S), &mut p);
    reloaded.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    assert!(store(&mut reloaded, &mut storage), "a turn saves again");
}

/// Issue 17: reloading `?seed=12345` after eight turns showed "Welcome back"
/// and "Replace your current game?" together, and Enter wiped the game. The
/// link of the saved game now continues it; another link asks, naming both.
#[test]
fn a_seed_link_over_its_own_save_continues_and_another_link_asks_first() {
    let mut p = RecordingPainter::new(1280.0, 720.0);
    let mut app = App::new(1);
    app.dispatch(Event::LinkOpened { query: "seed=12345".into() }, &mut p);
    for k in [Key::D, Key::S, Key::A, Key::W, Key::Period, Key::Period, Key::Period, Key::Period] {
        app.dispatch(key(k), &mut p);
    }
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let turn = app.snapshot()["turn"].clone();
    assert!(turn.as_u64() > Some(0));
    let mut storage = MemoryBackend::default();
    assert!(store(&mut app, &mut storage), "autosave");

    // The reload: the save, then the same link.
    let mut reloaded = App::new(2);
    reloaded.dispatch(reload(&storage), &mut p);
    reloaded.dispatch(Event::LinkOpened { query: "seed=12345".into() }, &mut p);
    let snap = reloaded.snapshot();
    assert_eq!((snap["screen"].clone(), snap["turn"].clone()), ("playing".into(), turn.clone()));
    assert_eq!(snap["notice"], format!("Welcome back to seed 12345, turn {turn}."));

    // Another link over the save asks, and Escape keeps the game.
    let mut other = App::new(3);
    other.dispatch(reload(&storage), &mut p);
    other.dispatch(Event::LinkOpened { query: "seed=99".into() }, &mut p);
    let snap = other.snapshot();
    assert_eq!(snap["confirm"], "replace your game with seed 99");
    assert_eq!(snap["notice"], "The link opens seed 99: keep your game, or replace it?");
    p.reset();
    other.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let question = format!("Replace your game (seed 12345, turn {turn}) with seed 99?");
    assert!(p.texts().contains(&question.as_str()), "{:?}", p.texts());
    other.dispatch(key(Key::Escape), &mut p);
    other.dispatch(key(Key::Enter), &mut p); // Continue
    assert_eq!(other.snapshot()["turn"], turn);
    assert_eq!(other.snapshot()["seed"], 12345);
}

#[test]
fn the_page_forgets_only_the_parameters_that_open_a_game() {
    use roguelike::core::handlers::query_without_link;
    assert_eq!(query_without_link("seed=5"), "");
    assert_eq!(query_without_link("lang=ru&seed=5"), "lang=ru");
    assert_eq!(query_without_link("world=demo&lang=en&x"), "lang=en&x");
    assert_eq!(query_without_link("seeds=1&&world"), "seeds=1");
}

/// Issue 17: storage that worked again resumed saving silently. The player
/// is told once that it failed, and once that it works again.
#[test]
fn the_player_is_told_when_saving_works_again() {
    let (mut app, mut p) = playing(3);
    app.dispatch(Event::StorageFailed { reason: "quota exceeded".into() }, &mut p);
    let failed = app.snapshot()["notice"].as_str().expect("a notice").to_owned();
    assert!(failed.starts_with("Cannot save (quota exceeded)"), "{failed}");
    app.dispatch(Event::StorageFailed { reason: "quota exceeded".into() }, &mut p);
    app.dispatch(Event::StorageWorks, &mut p);
    assert_eq!(app.snapshot()["notice"], "Saving works again: your game is stored.");
    app.dispatch(key(Key::C), &mut p); // another notice: the seed link is copied
    let other = app.snapshot()["notice"].clone();
    assert_ne!(other, "Saving works again: your game is stored.");
    app.dispatch(Event::StorageWorks, &mut p);
    assert_eq!(app.snapshot()["notice"], other, "said once");
}

/// Issue 17: after a death, reloading the page silently restarted the seed of
/// the old address. The address no longer holds the link once it is handled,
/// so a reload finds only the ended game's save and goes to the menu; only
/// the link opened again on purpose (a bookmark) starts its seed, as the game
/// it replaces had ended.
#[test]
fn reloading_after_a_death_does_not_restart_the_old_link() {
    let world = "4 3\nW W W W\nW 1 2 W\nW W W W\n1. Player\n2. Mob Robot\n";
    let mut p = RecordingPainter::new(1280.0, 720.0);
    let mut app = App::new(9);
    app.start(WorldSource::File { name: "robot.txt".into(), text: world.into() }, 9)
        .expect("world");
    for _ in 0..3 {
        app.dispatch(key(Key::D), &mut p);
    }
    assert_eq!(app.snapshot()["screen"], "dead");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let mut storage = MemoryBackend::default();
    assert!(store(&mut app, &mut storage), "the ended game is saved");

    let mut reloaded = App::new(10);
    reloaded.dispatch(reload(&storage), &mut p);
    assert_eq!(reloaded.snapshot()["screen"], "main_menu", "no game started by itself");

    let mut bookmarked = App::new(11);
    bookmarked.dispatch(reload(&storage), &mut p);
    bookmarked.dispatch(Event::LinkOpened { query: "seed=12345".into() }, &mut p);
    let snap = bookmarked.snapshot();
    assert_eq!((snap["screen"].clone(), snap["seed"].clone()), ("playing".into(), 12345.into()));
}
