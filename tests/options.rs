//! The options: rebinding by the character a key types (an AZERTY-like
//! keyboard included), conflicts refused with the action named, a reset,
//! the stored options read back (and hostile ones refused), the terminal's
//! config file, scale and zoom, reduced motion.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::options::{
    key_name, Action, BindError, Bindings, Mode, Options, OPTIONS_FORMAT,
};
use roguelike::core::screens::{menu_items, option_lines, MenuItem, OptionLine};
use roguelike::core::{App, Event, HostRequest, Key, MessageSpeed, Modifiers, WorldSource};
use roguelike::render::{DrawCall, RecordingPainter};
use roguelike::tui::{DataFolder, TuiHost};
use serde_json::Value;

const ROOM: &str =
    "7 5\nW W W W W W W\nW 1 . . . . W\nW . . W . . W\nW . . . . . W\nW W W W W W W\n1. Player\n";

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// A key press as a browser reports it: `code` from `KeyboardEvent.code`,
/// `typed` from `KeyboardEvent.key`.
fn typed(code: Key, typed: char, shift: bool) -> Event {
    let modifiers = Modifiers { shift, ..Modifiers::default() };
    Event::KeyDown { code, repeat: false, modifiers, typed: Some(typed) }
}

fn send(app: &mut App, p: &mut RecordingPainter, events: impl IntoIterator<Item = Event>) {
    for e in events {
        app.dispatch(e, p);
    }
}

fn playing() -> (App, RecordingPainter) {
    let mut app = App::new(5);
    let p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "room.txt".into(), text: ROOM.into() }, 5).expect("room");
    (app, p)
}

fn player_x(app: &App) -> i64 {
    app.snapshot()["player"]["x"].as_i64().expect("a player")
}

/// From wherever the main menu is, to the options screen's line `line`.
fn open_options_at(app: &mut App, p: &mut RecordingPainter, line: OptionLine) {
    if app.screen().screen_name() != "main_menu" {
        send(app, p, [key(Key::Escape)]);
    }
    let at = menu_items(app.state()).iter().position(|i| *i == MenuItem::Options).expect("offered");
    let selected = app.snapshot()["menu"]["selected"].as_u64().unwrap_or(0) as usize;
    let len = menu_items(app.state()).len();
    let down = (at + len - selected) % len;
    send(app, p, std::iter::repeat(key(Key::Down)).take(down));
    send(app, p, [key(Key::Enter)]);
    assert_eq!(app.screen().screen_name(), "options");
    let to = option_lines().iter().position(|l| *l == line).expect("a line");
    send(app, p, std::iter::repeat(key(Key::Down)).take(to));
    assert_eq!(app.snapshot()["menu"]["selected"], to);
}

/// Back from the options to the paused game (Escape twice: options, menu).
fn back_to_game(app: &mut App, p: &mut RecordingPainter) {
    send(app, p, [key(Key::Escape), key(Key::Escape)]);
    assert_eq!(app.screen().screen_name(), "playing");
}

fn stored_options(app: &mut App) -> Option<String> {
    app.take_requests().into_iter().rev().find_map(|r| match r {
        HostRequest::StoreOptions { text } => Some(text),
        _ => None,
    })
}

#[test]
fn a_rebound_key_moves_the_player_and_the_old_one_does_not() {
    let (mut app, mut p) = playing();
    open_options_at(&mut app, &mut p, OptionLine::Bind(Action::MoveRight));
    send(&mut app, &mut p, [key(Key::Enter)]);
    assert_eq!(app.snapshot()["options_capture"], "move_right");
    // Bound by what the key types (`l` on a key US boards call `KeyP`,
    // say), but `l` is Look's: refused, the table unchanged…
    send(&mut app, &mut p, [typed(Key::Letter(b'P'), 'l', false)]);
    assert_eq!(app.state().options.bindings.keys(Action::MoveRight), ["d", "Numpad6"]);
    assert_eq!(app.state().options.bindings.action_of(Mode::Game, "l"), Some(Action::Look));
    assert!(stored_options(&mut app).is_none(), "nothing changed, nothing stored");
    // …and the screen says why, naming the action that has the key.
    let said = app.snapshot()["options_said"].as_str().unwrap_or_default().to_owned();
    assert!(said.contains("Look"), "{said}");
    // A free key is taken, and stored at once.
    send(&mut app, &mut p, [key(Key::Enter), typed(Key::Letter(b'K'), 'k', false)]);
    assert_eq!(app.state().options.bindings.keys(Action::MoveRight), ["k"]);
    assert!(stored_options(&mut app).is_some(), "a change is stored at once");
    back_to_game(&mut app, &mut p);
    let x = player_x(&app);
    send(&mut app, &mut p, [typed(Key::D, 'd', false)]);
    assert_eq!(player_x(&app), x, "d no longer moves");
    send(&mut app, &mut p, [typed(Key::Letter(b'K'), 'k', false)]);
    assert_eq!(player_x(&app), x + 1, "k moves right");
}

#[test]
fn a_key_on_another_action_is_refused_naming_it() {
    let mut bindings = Bindings::default();
    let refused = bindings.rebind(Action::MoveUp, "d");
    assert_eq!(refused, Err(BindError::Taken { key: "d".into(), by: Action::MoveRight }));
    let text = refused.expect_err("refused").to_string();
    assert!(text.contains("Move right") && text.contains('D'), "{text}");
    assert_eq!(bindings, Bindings::default(), "nothing changed");
    let reserved = bindings.rebind(Action::Look, "Escape").expect_err("Escape stays");
    assert!(matches!(reserved, BindError::Reserved { .. }));
    // An action's own key again is fine, and keeps just that key.
    bindings.rebind(Action::Use, "e").expect("its own key");
    assert_eq!(bindings.keys(Action::Use), ["e"]);
}

#[test]
fn reset_brings_every_key_back() {
    let (mut app, mut p) = playing();
    open_options_at(&mut app, &mut p, OptionLine::Bind(Action::MoveUp));
    send(&mut app, &mut p, [key(Key::Enter), typed(Key::W, 'j', false)]);
    assert_eq!(app.state().options.bindings.keys(Action::MoveUp), ["j"]);
    let down = option_lines().iter().position(|l| *l == OptionLine::ResetKeys).expect("reset")
        - option_lines().iter().position(|l| *l == OptionLine::Bind(Action::MoveUp)).expect("up");
    send(&mut app, &mut p, std::iter::repeat(key(Key::Down)).take(down));
    send(&mut app, &mut p, [key(Key::Enter)]);
    assert_eq!(app.state().options.bindings, Bindings::default());
}

#[test]
fn an_azerty_keyboard_reaches_help_wait_and_the_slots() {
    let (mut app, mut p) = playing();
    // AZERTY: `?` is Shift on the key US boards call `KeyM`; `.` is Shift
    // on `Comma` (which the code alone reads as `<`, stairs up); the digit
    // row types `&é"'…` unshifted.
    send(&mut app, &mut p, [typed(Key::Letter(b'M'), '?', true)]);
    assert!(app.snapshot().get("help").is_some(), "? opens the help");
    send(&mut app, &mut p, [key(Key::Escape)]);
    let turn = app.snapshot()["turn"].as_u64();
    send(&mut app, &mut p, [typed(Key::Less, '.', true)]);
    assert_eq!(app.snapshot()["turn"].as_u64(), turn.map(|t| t + 1), ". waits a turn");
    send(&mut app, &mut p, [typed(Key::Digit(3), '"', false)]);
    assert_eq!(app.snapshot()["inventory"]["selected"], 2, "the 3 key selects slot 3");
    // ZQSD, once bound, move as WASD did: AZERTY's Q sits where US
    // boards have A (`KeyA`), and types `q`.
    let mut options = app.state().options.clone();
    options.bindings.rebind(Action::MoveLeft, "q").expect_err("q is Drop's");
    options.bindings.rebind(Action::Drop, "Backspace").expect("its own");
    options.bindings.rebind(Action::MoveLeft, "q").expect("now free");
    app.state_mut().options = options;
    let x = player_x(&app);
    send(&mut app, &mut p, [typed(Key::D, 'd', false)]);
    assert_eq!(player_x(&app), x + 1);
    send(&mut app, &mut p, [typed(Key::A, 'q', false)]);
    assert_eq!(player_x(&app), x, "q moves left");
    assert_eq!(key_name(Key::A, Modifiers::default(), Some('q')), "q");
}

#[test]
fn the_help_and_the_hud_show_the_bound_keys() {
    let (mut app, mut p) = playing();
    app.state_mut().options.bindings.rebind(Action::Use, "g").expect("free");
    send(&mut app, &mut p, [typed(Key::Slash, '?', true)]);
    let keys = app.snapshot()["help"]["keys"].clone();
    assert!(keys.as_array().is_some_and(|k| k.iter().any(|row| row[0] == "G")), "{keys}");
    send(&mut app, &mut p, [key(Key::Escape)]);
    let mut frame = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut frame);
    assert!(frame.texts().iter().any(|t| t.contains("G use/equip")), "{:?}", frame.texts());
}

#[test]
fn options_survive_storage_and_hostile_text_gives_the_defaults() {
    let (mut app, mut p) = playing();
    open_options_at(&mut app, &mut p, OptionLine::Palette);
    send(&mut app, &mut p, [key(Key::Enter)]);
    send(&mut app, &mut p, [key(Key::Up), key(Key::Right)]);
    let text = stored_options(&mut app).expect("stored");
    let wanted = app.state().options.clone();
    assert!(wanted.high_contrast);
    assert_eq!(wanted.scale, 125);
    let mut again = App::new(6);
    let found = Event::OptionsFound { text: Some(text), prefers_reduced_motion: false };
    again.dispatch(found, &mut p);
    assert_eq!(again.state().options, wanted);
    assert_eq!(again.snapshot()["options"]["scale"], 125);

    let long = "x".repeat(100_000);
    let hostile = [
        "",
        "not json",
        "null",
        "[]",
        r#"{"format":"roguelike-options","version":99}"#,
        r#"{"format":"other","version":1}"#,
        r#"{"format":"roguelike-options","version":1,"scale":1000000}"#,
        r#"{"format":"roguelike-options","version":1,"bindings":{"move_up":["d"]}}"#,
        r#"{"format":"roguelike-options","version":1,"bindings":{"teleport":["t"]}}"#,
        r#"{"format":"roguelike-options","version":1,"bindings":{"look":["Escape"]}}"#,
        r#"{"format":"roguelike-options","version":1,"bindings":{"look":[""]}}"#,
        r#"{"format":"roguelike-options","version":1,"bindings":{"look":["a\u0000"]}}"#,
        r#"{"format":"roguelike-options","version":1,"message_speed":"instant"}"#,
        r#"{"format":"roguelike-options","version":1,"evil":true}"#,
        long.as_str(),
    ];
    for text in hostile {
        let mut fresh = App::new(7);
        let found =
            Event::OptionsFound { text: Some(text.to_owned()), prefers_reduced_motion: true };
        fresh.dispatch(found, &mut p);
        assert_eq!(
            fresh.state().options,
            Options::defaults(true),
            "{}",
            &text[..text.len().min(80)]
        );
        let notice = fresh.snapshot()["notice"].as_str().unwrap_or_default().to_owned();
        assert!(notice.contains("could not be read"), "{notice}");
        assert!(notice.len() < 400, "a notice stays short: {notice}");
        fresh.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
        assert_eq!(fresh.screen().screen_name(), "main_menu");
    }
    // Nothing stored: this machine's defaults, silently.
    let mut fresh = App::new(8);
    fresh.dispatch(Event::OptionsFound { text: None, prefers_reduced_motion: true }, &mut p);
    assert!(fresh.state().options.reduced_motion);
    assert!(fresh.snapshot().get("notice").is_none());
    assert_eq!(
        serde_json::from_str::<Value>(&wanted.to_text()).expect("json")["format"],
        OPTIONS_FORMAT
    );
}

#[test]
fn message_speed_stretches_notices() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(800.0, 600.0);
    app.state_mut().options.message_speed = MessageSpeed::Slow;
    app.state_mut().notify("hello");
    app.dispatch(Event::Tick { now_ms: 5000.0 }, &mut p);
    assert_eq!(app.snapshot()["notice"], "hello", "3.5 s doubled is 7 s");
    app.dispatch(Event::Tick { now_ms: 7100.0 }, &mut p);
    assert!(app.snapshot().get("notice").is_none());
}

#[test]
fn a_long_notice_stays_long_enough_to_read() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(800.0, 600.0);
    // Thirty words: 9 s at 300 ms a word, where a short one stays 3.5 s.
    let long = ["word"; 30].join(" ");
    app.state_mut().notify(long.clone());
    app.dispatch(Event::Tick { now_ms: 8900.0 }, &mut p);
    assert_eq!(app.snapshot()["notice"], long.as_str(), "still up at 8.9 s");
    app.dispatch(Event::Tick { now_ms: 9100.0 }, &mut p);
    assert!(app.snapshot().get("notice").is_none(), "gone after 9 s");
    // The message speed stretches it too.
    app.state_mut().options.message_speed = MessageSpeed::Slow;
    app.state_mut().notify(long.clone());
    app.dispatch(Event::Tick { now_ms: 9100.0 + 17_000.0 }, &mut p);
    assert_eq!(app.snapshot()["notice"], long.as_str(), "18 s when slow");
}

fn tallest_text(p: &RecordingPainter) -> f64 {
    p.calls
        .iter()
        .filter_map(|c| match c {
            DrawCall::Text { style, .. } => Some(style.size),
            _ => None,
        })
        .fold(0.0, f64::max)
}

#[test]
fn zoom_and_scale_grow_text_and_tiles() {
    // Browser zoom 200%: half the CSS pixels, twice the device pixel ratio;
    // the backing store keeps the device pixels.
    let mut normal = App::new(1);
    let mut at_100 = RecordingPainter::new(1280.0, 720.0);
    normal.dispatch(Event::Tick { now_ms: 16.0 }, &mut at_100);
    let mut at_200 = RecordingPainter::new(1280.0, 720.0).with_ratio(2.0);
    normal.dispatch(Event::Tick { now_ms: 32.0 }, &mut at_200);
    let doubled = tallest_text(&at_200) / tallest_text(&at_100);
    assert!((doubled - 2.0).abs() < 0.02, "{doubled}");
    normal.state_mut().options.scale = 150;
    let mut scaled = RecordingPainter::new(1280.0, 720.0);
    normal.dispatch(Event::Tick { now_ms: 48.0 }, &mut scaled);
    assert!((tallest_text(&scaled) / tallest_text(&at_100) - 1.5).abs() < 0.02);
}

#[test]
fn reduced_motion_makes_the_camera_jump() {
    for (reduced, jumps) in [(false, false), (true, true)] {
        let (mut app, mut p) = playing();
        app.state_mut().options.reduced_motion = reduced;
        app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
        send(&mut app, &mut p, [key(Key::D)]);
        app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
        let camera = app.camera().expect("drawn");
        let x = player_x(&app) as f64;
        assert_eq!(camera.0 == x, jumps, "reduced motion {reduced}: {camera:?}");
    }
}

fn temp(name: &str) -> DataFolder {
    let dir = std::env::temp_dir().join(format!("roguelike-options-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    DataFolder::at(dir)
}

#[test]
fn the_terminal_keeps_options_in_its_config_file_and_draws_the_screen() {
    let config = temp("config");
    let mut host = TuiHost::with_config(1, 80, 24, None, Some(config.clone()));
    let at = menu_items(host.app().state())
        .iter()
        .position(|i| *i == MenuItem::Options)
        .expect("offered");
    for _ in 0..at {
        host.key(Key::Down, Modifiers::default(), false);
    }
    host.key(Key::Enter, Modifiers::default(), false);
    let text = host.frame(0.0).to_text();
    assert!(text.contains("OPTIONS") && text.contains("Text and tile scale: 100%"), "{text}");
    // Down to Move up, rebind it to `j`.
    let to =
        option_lines().iter().position(|l| *l == OptionLine::Bind(Action::MoveUp)).expect("line");
    for _ in 0..to {
        host.key(Key::Down, Modifiers::default(), false);
    }
    host.key(Key::Enter, Modifiers::default(), false);
    assert!(host.frame(10.0).to_text().contains("press the new key"));
    host.typed_key(Key::Letter(b'J'), Modifiers::default(), false, Some('j'));
    let text = host.frame(20.0).to_text();
    assert!(text.contains("Move up: J"), "{text}");
    let stored = config.read("options.json").expect("readable").expect("written");
    assert!(stored.contains("\"j\""), "{stored}");
    let again = TuiHost::with_config(1, 80, 24, None, Some(config.clone()));
    assert_eq!(again.app().state().options.bindings.keys(Action::MoveUp), ["j"]);
    // A spoilt file: the defaults, and a notice.
    config.write("options.json", "{ spoilt").expect("written");
    let spoilt = TuiHost::with_config(1, 80, 24, None, Some(config.clone()));
    assert_eq!(spoilt.app().state().options, Options::default());
    assert!(spoilt.app().snapshot()["notice"].as_str().is_some_and(|n| n.contains("options")));
    let _ = std::fs::remove_dir_all(config.dir());
}

#[test]
fn the_language_line_switches_every_text_and_asks_to_remember_it() {
    let (mut app, mut p) = playing();
    open_options_at(&mut app, &mut p, OptionLine::Language);
    let before = app.snapshot()["menu"]["items"][0].as_str().unwrap_or_default().to_owned();
    assert_eq!(before, "Language: English");
    send(&mut app, &mut p, [key(Key::Right)]);
    let snapshot = app.snapshot();
    assert_eq!(snapshot["lang"], "ru");
    assert_eq!(snapshot["menu"]["items"][0], "Язык: Русский");
    assert!(
        snapshot["menu"]["items"][1].as_str().is_some_and(|s| s.starts_with("Масштаб")),
        "the other lines are reworded at once: {}",
        snapshot["menu"]["items"][1]
    );
    let stored = app
        .take_requests()
        .into_iter()
        .any(|r| matches!(r, HostRequest::StoreLanguage { ref code } if code == "ru"));
    assert!(stored, "the choice is remembered");
    send(&mut app, &mut p, [key(Key::Left)]);
    assert_eq!(app.snapshot()["lang"], "en");
}

/// Issue 16: the replay viewer kept fixed keys. Its step is rebound in
/// Options like any key, the old one stops stepping, the keys line names the
/// new one, and a key of the game (`e`, Use) is free there.
#[test]
fn a_rebound_replay_key_steps_the_viewer() {
    let (mut app, mut p) = playing();
    send(&mut app, &mut p, [typed(Key::D, 'd', false), typed(Key::S, 's', false)]);
    open_options_at(&mut app, &mut p, OptionLine::Bind(Action::ReplayStep));
    send(&mut app, &mut p, [key(Key::Enter), typed(Key::Letter(b'W'), 'w', false)]);
    let said = app.snapshot()["options_said"].as_str().unwrap_or_default().to_owned();
    assert!(said.contains("Faster"), "w is the viewer's own Faster: {said}");
    send(&mut app, &mut p, [key(Key::Enter), typed(Key::E, 'e', false)]);
    assert_eq!(app.state().options.bindings.keys(Action::ReplayStep), ["e"]);
    assert_eq!(app.state().options.bindings.action_of(Mode::Game, "e"), Some(Action::Use));
    send(&mut app, &mut p, [key(Key::Escape)]);
    assert_eq!(app.screen().screen_name(), "main_menu");
    let items = menu_items(app.state());
    let watch = items.iter().position(|i| *i == MenuItem::WatchReplay).expect("a replay");
    // Watch the replay has no digit: the cursor walks to it.
    let selected = app.snapshot()["menu"]["selected"].as_u64().unwrap_or(0) as usize;
    let down = (watch + items.len() - selected) % items.len();
    send(&mut app, &mut p, std::iter::repeat(key(Key::Down)).take(down));
    send(&mut app, &mut p, [key(Key::Enter), key(Key::Space)]);
    assert_eq!(app.snapshot()["screen"], "replay");
    assert_eq!(app.snapshot()["replay"]["paused"], true);
    let step = |app: &App| app.snapshot()["replay"]["step"].as_u64();
    send(&mut app, &mut p, [typed(Key::D, 'd', false)]);
    assert_eq!(step(&app), Some(0), "d no longer steps");
    send(&mut app, &mut p, [typed(Key::E, 'e', false), typed(Key::E, 'e', false)]);
    assert_eq!(step(&app), Some(2), "e steps");
    send(&mut app, &mut p, [typed(Key::A, 'a', false)]);
    assert_eq!(step(&app), Some(1), "a steps back");
    p.reset();
    send(&mut app, &mut p, [Event::Tick { now_ms: 16.0 }]);
    let texts = p.texts();
    assert!(texts.iter().any(|t| t.contains("E step") && t.contains("A back")), "{texts:?}");
}

#[test]
fn options_scale_200_does_not_wrap_to_75() {
    let (mut app, mut p) = playing();
    open_options_at(&mut app, &mut p, OptionLine::Scale);
    for _ in 0..8 {
        send(&mut app, &mut p, [key(Key::Right)]);
    }
    assert_eq!(app.state().options.scale, 200, "→ past the largest scale stays there");
    for _ in 0..8 {
        send(&mut app, &mut p, [key(Key::Left)]);
    }
    assert_eq!(app.state().options.scale, 75, "← past the smallest stays there");
}
