//! Input goes to the active screen only, and each screen owns its data: a
//! key acts once, on the screen the player was looking at.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::screens::{menu_items, MenuItem};
use roguelike::core::{App, Event, Key, Modifiers, State, WorldSource};
use roguelike::render::RecordingPainter;
use serde_json::Value;

const ROOM: &str =
    "7 5\nW W W W W W W\nW 1 . . . . W\nW . . W . . W\nW . . . . . W\nW W W W W W W\n1. Player\n";

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// Every key a screen might act on, but Escape (which leaves most screens).
const KEYS: [Key; 20] = [
    Key::W,
    Key::A,
    Key::S,
    Key::D,
    Key::E,
    Key::Q,
    Key::N,
    Key::M,
    Key::X,
    Key::C,
    Key::R,
    Key::Up,
    Key::Down,
    Key::Left,
    Key::Right,
    Key::Enter,
    Key::Backspace,
    Key::Space,
    Key::Period,
    Key::Digit(2),
];

/// Playing the room, one step taken (turn 1, the player at x 2).
fn playing() -> (App, RecordingPainter) {
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "room.txt".into(), text: ROOM.into() }, 5).expect("room");
    app.dispatch(key(Key::D), &mut p);
    app.take_requests();
    (app, p)
}

/// The game part of the snapshot: what a key reaching the game would change.
fn game(app: &App) -> Value {
    let mut s = app.snapshot();
    for k in [
        "screen",
        "notice",
        "debug_overlay",
        "menu",
        "audio",
        "confirm",
        "world_errors",
        "world_errors_shown",
        "replay",
    ] {
        s.as_object_mut().expect("object").remove(k);
    }
    s
}

fn press_all(app: &mut App, p: &mut RecordingPainter, keys: &[Key]) {
    for &k in keys {
        app.dispatch(key(k), p);
    }
}

#[test]
fn a_key_on_the_world_error_screen_never_reaches_the_game() {
    let (mut app, mut p) = playing();
    let before = game(&app);
    app.dispatch(
        Event::WorldFileLoaded { name: "bad.txt".into(), text: "2 1\nW X\n".into() },
        &mut p,
    );
    assert_eq!(app.snapshot()["screen"], "world_errors");
    press_all(&mut app, &mut p, &KEYS);
    assert_eq!(app.snapshot()["screen"], "world_errors", "only Escape leaves");
    assert_eq!(game(&app), before, "no move, no item, no new game");
    assert_eq!(app.take_requests(), [], "X and C did not export or copy");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(game(&app), before);
}

#[test]
fn the_error_screens_lines_leave_with_it() {
    let (mut app, mut p) = playing();
    app.dispatch(
        Event::WorldFileLoaded { name: "bad.txt".into(), text: "2 1\nW X\n".into() },
        &mut p,
    );
    assert!(app.snapshot()["world_errors"].is_array());
    app.dispatch(key(Key::Escape), &mut p);
    assert!(app.snapshot()["world_errors"].is_null());
}

#[test]
fn keys_on_the_menu_never_reach_the_paused_game() {
    let (mut app, mut p) = playing();
    let before = game(&app);
    app.dispatch(key(Key::Escape), &mut p);
    // Down and Up move the cursor, not the player; Enter on Continue returns.
    press_all(&mut app, &mut p, &[Key::S, Key::S, Key::W, Key::W, Key::Down, Key::Up]);
    assert_eq!(game(&app), before);
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(game(&app), before);
}

#[test]
fn the_confirmation_owns_the_world_it_asks_about() {
    let (mut app, mut p) = playing();
    let before = game(&app);
    app.dispatch(Event::WorldFileLoaded { name: "next.txt".into(), text: ROOM.into() }, &mut p);
    let State::Confirm(question) = app.screen() else { panic!("asks first: {:?}", app.screen()) };
    assert_eq!(
        question.source(),
        &WorldSource::File { name: "next.txt".into(), text: ROOM.into() }
    );
    assert_eq!(app.snapshot()["screen"], "main_menu");
    assert_eq!(app.snapshot()["confirm"], "replace your game with file next.txt");
    // Keys other than the answers do nothing, to the question or the game.
    press_all(&mut app, &mut p, &[Key::D, Key::S, Key::Digit(1), Key::Space]);
    assert!(matches!(app.screen(), State::Confirm(_)));
    assert_eq!(game(&app), before);
    // No: the question and its world are gone with it.
    app.dispatch(key(Key::N), &mut p);
    assert!(matches!(app.screen(), State::MainMenu(_)));
    assert!(app.snapshot()["confirm"].is_null());
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(game(&app), before, "Continue, not the file");
}

#[test]
fn a_game_started_elsewhere_drops_the_question() {
    // Regression guard: the pending world used to outlive its question in the
    // shared state, and came back the next time the menu opened.
    let (mut app, mut p) = playing();
    app.dispatch(Event::WorldFileLoaded { name: "next.txt".into(), text: ROOM.into() }, &mut p);
    assert!(app.snapshot()["confirm"].is_string());
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let autosaved = app
        .take_requests()
        .into_iter()
        .any(|r| matches!(r, roguelike::core::HostRequest::StoreGame { .. }));
    assert!(autosaved, "the game was autosaved");
    let save = app.state().session.as_ref().expect("a game").save_text();
    app.dispatch(Event::SaveFileLoaded { name: "mine.json".into(), text: save }, &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    app.dispatch(key(Key::Escape), &mut p);
    assert!(app.snapshot()["confirm"].is_null(), "the menu does not ask again");
}

#[test]
fn answering_no_returns_to_the_menu_line_it_was_asked_from() {
    let (mut app, mut p) = playing();
    app.dispatch(key(Key::Escape), &mut p);
    let items = menu_items(app.state());
    let demo = items.iter().position(|i| *i == MenuItem::Builtin(0)).expect("the demo world");
    for _ in 0..demo {
        app.dispatch(key(Key::Down), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    assert!(matches!(app.screen(), State::Confirm(_)));
    app.dispatch(key(Key::Escape), &mut p);
    // The cursor is still on the demo: Enter asks about it again, and yes starts it.
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["confirm"], "replace your game with world demo");
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["world"], "world demo");
    assert_eq!(app.snapshot()["screen"], "playing");
}

#[test]
fn keys_in_the_replay_viewer_never_reach_the_game() {
    let (mut app, mut p) = playing();
    let before = game(&app);
    app.dispatch(key(Key::Escape), &mut p);
    let items = menu_items(app.state());
    let watch = items.iter().position(|i| *i == MenuItem::WatchReplay).expect("a replay");
    // Watch the replay has no digit: the cursor walks to it from the top.
    assert_eq!(app.snapshot()["menu"]["selected"], 0);
    for _ in 0..watch {
        app.dispatch(key(Key::Down), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["screen"], "replay");
    press_all(&mut app, &mut p, &KEYS);
    assert_eq!(app.snapshot()["screen"], "replay");
    assert_eq!(app.snapshot()["replay"]["step"], 1, "the replay's own game stepped");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(game(&app), before, "the game behind it did not");
}

#[test]
fn the_help_overlay_belongs_to_the_game_screen() {
    let (mut app, mut p) = playing();
    let shift = Modifiers { shift: true, ..Modifiers::default() };
    app.dispatch(
        Event::KeyDown { code: Key::Slash, repeat: false, modifiers: shift, typed: None },
        &mut p,
    );
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"Keys"), "help shown");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing", "the first Escape closes the help");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    app.dispatch(key(Key::Enter), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    assert!(!p.texts().contains(&"Keys"), "closed help stays closed");
}

#[test]
fn browser_shortcuts_reach_no_screen() {
    let (mut app, mut p) = playing();
    let before = game(&app);
    let ctrl = Modifiers { ctrl: true, ..Modifiers::default() };
    for code in [Key::D, Key::Escape, Key::Digit(1), Key::X] {
        app.dispatch(Event::KeyDown { code, repeat: false, modifiers: ctrl, typed: None }, &mut p);
    }
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(game(&app), before);
    assert_eq!(app.take_requests(), []);
}

#[test]
fn the_seed_field_belongs_to_the_menu_it_was_opened_in() {
    let mut app = App::new(2);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(key(Key::Digit(2)), &mut p); // New world from a seed…
    app.dispatch(key(Key::Digit(7)), &mut p);
    app.dispatch(Event::WorldFileLoaded { name: "room.txt".into(), text: ROOM.into() }, &mut p);
    assert_eq!(app.snapshot()["screen"], "playing", "no live game: started at once");
    app.dispatch(key(Key::Digit(2)), &mut p);
    assert_eq!(app.snapshot()["inventory"]["selected"], 1, "the digit went to the game");
    app.dispatch(key(Key::Escape), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(!p.texts().iter().any(|t| t.starts_with("Seed:")), "a new menu, no seed field");
}

/// A long hall with a sword at the far end: O walks there a step per
/// interval, stops when the sword comes into view and says why; a key stops
/// it at once and acts no further.
#[test]
fn auto_explore_walks_until_something_is_seen_and_any_key_stops_it() {
    let hall = format!(
        "60 3\n{}\nW 1{} 2{} W\n{}\n1. Player\n2. Item Sword\n",
        vec!["W"; 60].join(" "),
        " .".repeat(25),
        " .".repeat(31),
        vec!["W"; 60].join(" ")
    );
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "hall.txt".into(), text: hall }, 5).expect("hall");
    let x = |app: &App| app.snapshot()["player"]["x"].as_i64().expect("x");
    let start = x(&app);
    app.dispatch(key(Key::O), &mut p);
    assert_eq!(app.snapshot()["exploring"], true);
    let mut now = 0.0;
    for _ in 0..200 {
        now += 16.0;
        app.dispatch(Event::Tick { now_ms: now }, &mut p);
    }
    assert_eq!(app.snapshot().get("exploring"), None, "stopped");
    assert!(x(&app) > start + 5, "walked: {} from {start}", x(&app));
    let notice = app.snapshot()["notice"].to_string();
    assert!(notice.contains("you see a Sword"), "{notice}");

    // Stopped by a key, which does nothing else.
    app.dispatch(key(Key::A), &mut p);
    app.dispatch(key(Key::O), &mut p);
    assert_eq!(app.snapshot()["exploring"], true, "the sword is known now: exploring goes on");
    let before = game(&app);
    app.dispatch(key(Key::D), &mut p);
    assert_eq!(app.snapshot().get("exploring"), None);
    assert_eq!(game(&app)["player"], before["player"], "the key only stopped it");
}

/// Issue 17: a list of 481 errors ended in "… and 454 more" with no way to
/// see them. The list scrolls, and the snapshot says which lines are shown.
#[test]
fn a_long_error_list_scrolls_to_its_end() {
    let rows: Vec<String> = (0..60).map(|_| "W x W".to_owned()).collect();
    let text = format!("3 60\n{}\n", rows.join("\n"));
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::WorldFileLoaded { name: "bad.txt".into(), text }, &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "world_errors");
    let total = snap["world_errors"].as_array().expect("lines").len();
    assert!(total >= 60, "{total}");
    let shown = |app: &App| {
        let s = app.snapshot()["world_errors_shown"].clone();
        (s[0].as_u64().expect("first"), s[1].as_u64().expect("last"))
    };
    let (first, last) = shown(&app);
    assert_eq!(first, 1);
    assert!(last < total as u64, "a page, not all: {last}");
    assert!(p.texts().iter().any(|t| t.starts_with(&format!("Lines 1–{last} of {total}"))));
    app.dispatch(key(Key::End), &mut p);
    assert_eq!(shown(&app).1, total as u64, "End shows the last line");
    app.dispatch(key(Key::Down), &mut p);
    assert_eq!(shown(&app).1, total as u64, "and no further");
    app.dispatch(key(Key::Up), &mut p);
    assert_eq!(shown(&app).1, total as u64 - 1);
    app.dispatch(key(Key::Home), &mut p);
    assert_eq!(shown(&app), (1, last));
    app.dispatch(key(Key::PageDown), &mut p);
    assert_eq!(shown(&app).0, last + 1);
}

/// Issue 17: a valid world's warnings were never shown. They are, once,
/// before play; Escape plays the world.
#[test]
fn a_valid_worlds_warnings_are_shown_before_play() {
    let text = "5 3\nW W W W W\nW 1 . 1 W\nW W W W W\n1. Player\n";
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::WorldFileLoaded { name: "twice.txt".into(), text: text.into() }, &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "world_errors");
    let lines = snap["world_errors"].to_string();
    assert!(lines.contains("twice.txt:3:7: warning:"), "{lines}");
    assert!(p.texts().contains(&"This world file has warnings"));
    assert!(p.texts().contains(&"Escape — play"));
    app.dispatch(key(Key::Escape), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing");
    assert_eq!(snap["world"], "file twice.txt");
}

/// Enter on the menu's "New random world" starts it and does nothing in it.
#[test]
fn the_enter_that_starts_a_game_does_not_act_in_it() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    app.dispatch(key(Key::Enter), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing");
    assert_eq!(snap["messages"], serde_json::json!([]), "{}", snap["messages"]);
}
