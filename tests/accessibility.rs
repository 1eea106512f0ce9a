//! What a screen reader hears and what `snapshot().menu` shows: each turn's
//! messages once, the menu's line as its cursor moves, a death at once, and
//! the surroundings in words on the T key.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::screens::menu_labels;
use roguelike::core::{Announcement, App, Event, Key, Modifiers, Urgency, WorldSource};
use roguelike::render::RecordingPainter;
use serde_json::json;

/// A Robot next to the player, in a corridor.
const DUEL: &str = "6 3\nW W W W W W\nW 1 2 . . W\nW W W W W W\n1. Player\n2. Mob Robot\n";

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

fn tick(now_ms: f64) -> Event {
    Event::Tick { now_ms }
}

fn texts(said: &[Announcement], urgency: Urgency) -> Vec<String> {
    said.iter().filter(|a| a.urgency == urgency).map(|a| a.text.clone()).collect()
}

fn duel() -> (App, RecordingPainter) {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "duel.txt".into(), text: DUEL.into() }, 3).expect("duel");
    app.dispatch(tick(16.0), &mut p);
    app.take_speech();
    (app, p)
}

#[test]
fn a_fights_messages_are_said_once_however_many_frames_show_them() {
    let (mut app, mut p) = duel();
    app.dispatch(key(Key::D), &mut p);
    let said = texts(&app.take_speech(), Urgency::Polite);
    let shown: Vec<String> = app.snapshot()["messages"]
        .as_array()
        .expect("messages")
        .iter()
        .map(|m| m.as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(said.iter().any(|t| t.contains("Robot")), "the fight is told: {said:?}");
    for text in &said {
        assert!(shown.contains(text), "{text:?} is among the messages shown {shown:?}");
    }
    for frame in 1..20 {
        app.dispatch(tick(16.0 + 16.0 * f64::from(frame)), &mut p);
    }
    assert_eq!(app.take_speech(), vec![], "frames say nothing new");
    app.dispatch(key(Key::D), &mut p);
    let again = texts(&app.take_speech(), Urgency::Polite);
    assert!(!again.is_empty(), "the next turn's blows are news again");
    let mut unique = again.clone();
    unique.dedup();
    assert_eq!(unique.len(), again.len(), "a text is said once a turn: {again:?}");
}

#[test]
fn death_interrupts() {
    let (mut app, mut p) = duel();
    let mut urgent = Vec::new();
    for turn in 0..60 {
        app.dispatch(key(Key::Period), &mut p);
        app.dispatch(tick(100.0 * f64::from(turn + 1)), &mut p);
        urgent.extend(texts(&app.take_speech(), Urgency::Assertive));
        if app.snapshot()["screen"] == "dead" {
            break;
        }
    }
    assert_eq!(app.snapshot()["screen"], "dead", "the Robot kills a player who only waits");
    assert_eq!(urgent.first().map(String::as_str), Some("You died"), "{urgent:?}");
    assert!(urgent.iter().any(|t| t.contains("Robot")), "what killed: {urgent:?}");
}

#[test]
fn the_menu_says_its_line_and_the_snapshot_shows_it() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(tick(16.0), &mut p);
    let labels = menu_labels(app.state());
    let shortcuts: Vec<Option<u8>> = roguelike::core::screens::menu_items(app.state())
        .iter()
        .map(roguelike::core::screens::MenuItem::shortcut)
        .collect();
    assert_eq!(
        app.snapshot()["menu"],
        json!({ "items": labels, "selected": 0, "shortcuts": shortcuts })
    );
    let opening = texts(&app.take_speech(), Urgency::Menu);
    assert_eq!(opening, [format!("{}, 1 of {}", labels[0], labels.len())]);
    app.dispatch(key(Key::Down), &mut p);
    assert_eq!(app.snapshot()["menu"]["selected"], 1);
    let moved = texts(&app.take_speech(), Urgency::Menu);
    assert_eq!(moved, [format!("{}, 2 of {}", labels[1], labels.len())]);
    app.dispatch(tick(32.0), &mut p);
    assert_eq!(app.take_speech(), vec![], "a frame repeats nothing");
    app.dispatch(key(Key::Up), &mut p);
    app.dispatch(key(Key::Up), &mut p);
    let last = labels.len() - 1;
    assert_eq!(app.snapshot()["menu"]["selected"], last, "the cursor wraps");
    let wrapped = texts(&app.take_speech(), Urgency::Menu);
    assert_eq!(
        wrapped.last(),
        Some(&format!("{}, {} of {}", labels[last], last + 1, labels.len()))
    );
}

#[test]
fn the_seed_field_shows_in_the_menu_as_typed() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(key(Key::Digit(2)), &mut p);
    app.dispatch(key(Key::Digit(4)), &mut p);
    let menu = app.snapshot()["menu"].clone();
    assert_eq!(menu["selected"], 1);
    assert_eq!(menu["items"][1], "Seed: 4_   (Enter starts, Escape cancels)");
    let said = texts(&app.take_speech(), Urgency::Menu);
    assert!(said.last().is_some_and(|t| t.starts_with("Seed: 4_")), "{said:?}");
}

#[test]
fn a_question_is_a_menu_of_its_two_answers() {
    let (mut app, mut p) = duel();
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    assert_eq!(app.snapshot()["menu"]["items"][0], "Continue");
    let opened = texts(&app.take_speech(), Urgency::Menu);
    assert_eq!(opened, [format!("Continue, 1 of {}", menu_labels(app.state()).len())]);
    // 1: a new random run, which would replace the game, so it asks.
    app.dispatch(key(Key::Digit(1)), &mut p);
    let snap = app.snapshot();
    assert!(snap["confirm"].is_string());
    assert_eq!(
        snap["menu"],
        json!({ "items": ["Enter — start the new game", "Escape — keep it"], "selected": 0 })
    );
    let said = app.take_speech();
    assert!(texts(&said, Urgency::Polite).iter().any(|t| t.starts_with("Replace your game")));
    assert_eq!(texts(&said, Urgency::Menu), ["Enter — start the new game, 1 of 2"]);
}

#[test]
fn t_tells_the_surroundings_and_takes_no_turn() {
    let (mut app, mut p) = duel();
    app.dispatch(key(Key::Letter(b'T')), &mut p);
    assert_eq!(app.snapshot()["turn"], 0);
    let said = texts(&app.take_speech(), Urgency::Polite);
    assert_eq!(
        said,
        ["You stand on bare floor. Your health: 10 of 10. In view: Robot 1 cell east, \
          10 of 10 health. Wall north, south, west."]
    );
}

#[test]
fn byow_s_welcome_is_a_menu_of_its_keys() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    let byow = menu_labels(app.state()).iter().position(|l| l == "Build Your Own World");
    let steps = byow.expect("a BYOW line");
    for _ in 0..steps {
        app.dispatch(key(Key::Down), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    let menu = app.snapshot()["menu"].clone();
    assert_eq!(menu["items"][0], "N — new world");
    assert_eq!(menu["items"].as_array().map(Vec::len), Some(3));
    app.take_speech();
    app.dispatch(key(Key::N), &mut p);
    assert!(app.snapshot()["menu"].is_null(), "the seed field is no menu");
    let said = texts(&app.take_speech(), Urgency::Polite);
    assert!(said.iter().any(|t| t.starts_with("Seed: ")), "{said:?}");
}

#[test]
fn the_look_cursor_says_each_cell_it_reaches() {
    let (mut app, mut p) = duel();
    app.dispatch(key(Key::L), &mut p);
    assert_eq!(texts(&app.take_speech(), Urgency::Polite), ["You are here."]);
    app.dispatch(key(Key::D), &mut p);
    let said = texts(&app.take_speech(), Urgency::Polite);
    assert_eq!(
        said.first().map(String::as_str),
        Some("A Robot: health 10 / 10, attack 5, armor 2.")
    );
    app.dispatch(tick(500.0), &mut p);
    assert_eq!(app.take_speech(), vec![], "said once");
}

#[test]
fn byow_says_a_thing_when_it_is_said_not_on_every_step() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    let steps = menu_labels(app.state()).iter().position(|l| l == "Build Your Own World");
    for _ in 0..steps.expect("a BYOW line") {
        app.dispatch(key(Key::Down), &mut p);
    }
    for code in [Key::Enter, Key::N, Key::Digit(4), Key::Digit(2), Key::S] {
        app.dispatch(key(code), &mut p);
    }
    let said = texts(&app.take_speech(), Urgency::Polite);
    let started = "The world of seed 42: find the locked door.";
    assert!(said.iter().any(|t| t == started), "{said:?}");
    for code in [Key::D, Key::A, Key::D, Key::A] {
        app.dispatch(key(code), &mut p);
    }
    let later = texts(&app.take_speech(), Urgency::Polite);
    assert!(!later.iter().any(|t| t == started), "not again: {later:?}");
}
