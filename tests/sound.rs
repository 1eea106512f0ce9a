//! What the player hears, driven natively through the app with a recording
//! player in the page's place: a fight's blows, steps and bumps, menus,
//! each mode's own happenings, the music each screen names, and mute (its
//! key on every screen, remembered like every option; reduced motion does
//! not silence).
#![cfg(not(target_arch = "wasm32"))]

use crate::page;

use page::{key, load, press};
use roguelike::audio::{Music, RecordingPlayer, Sound};
use roguelike::core::{App, Event, HostRequest, Key, Modifiers, Options, WorldSource};
use roguelike::render::RecordingPainter;
use serde_json::Value;

/// A Robot next to the player, in a corridor.
const DUEL: &str = "6 3\nW W W W W W\nW 1 2 . . W\nW W W W W W\n1. Player\n2. Mob Robot\n";

/// The player in a corridor with a wall above.
const CORRIDOR: &str = "6 3\nW W W W W W\nW 1 . . . W\nW W W W W W\n1. Player\n";

/// Two rooms joined by a pair of wormholes; the treasure beyond the wall.
const HOLES: &str = "#######\n#S0#1T#\n#E #  #\n#######\n";

/// A key, its door, the exit beyond.
const DOORS: &str = r#"{"entities": [
  {"type": "player", "x": 1, "y": 1}, {"type": "key", "x": 2, "y": 1, "key": 1},
  {"type": "door", "x": 3, "y": 1, "key": 1}, {"type": "exit", "x": 4, "y": 1},
  {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 5, "y": 1}
], "goal-condition": {"goal": "exit"}}"#;

/// The mute key as the page sends it (`-` has no game key of its own).
fn minus() -> Event {
    Event::KeyDown {
        code: Key::Typed,
        repeat: false,
        modifiers: Modifiers::default(),
        typed: Some('-'),
    }
}

/// Runs `event` and returns the sounds it made, as the player got them.
fn hear(app: &mut App, p: &mut RecordingPainter, event: Event) -> Vec<Sound> {
    app.dispatch(event, p);
    let mut player = RecordingPlayer::default();
    app.play_audio(&mut player);
    player.sounds()
}

/// Walks the cursor of the menu on show to the line starting with `label`
/// (or holding it) and presses Enter.
fn choose(app: &mut App, p: &mut RecordingPainter, label: &str) {
    let items = app.snapshot()["menu"]["items"].clone();
    let items = items.as_array().expect("a menu");
    let at = items
        .iter()
        .position(|t| t.as_str().is_some_and(|t| t.starts_with(label) || t.contains(label)))
        .unwrap_or_else(|| panic!("no line {label} among {items:?}"));
    let selected = app.snapshot()["menu"]["selected"].as_u64().expect("selected") as usize;
    let steps = (at + items.len() - selected) % items.len();
    for _ in 0..steps {
        press(app, p, &[Key::Down]);
    }
    press(app, p, &[Key::Enter]);
}

fn audio(app: &App) -> Value {
    app.snapshot()["audio"].clone()
}

fn page() -> (App, RecordingPainter) {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    (app, p)
}

fn playing(text: &str) -> (App, RecordingPainter) {
    let (mut app, mut p) = page();
    app.start(WorldSource::File { name: "w.txt".into(), text: text.into() }, 3).expect("world");
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    (app, p)
}

#[test]
fn a_fights_blows_are_heard_one_after_another_and_listed() {
    let (mut app, mut p) = playing(DUEL);
    let blows = [Sound::Hit, Sound::Miss, Sound::Hurt, Sound::Block, Sound::Kill, Sound::LevelUp];
    let heard = hear(&mut app, &mut p, key(Key::D));
    assert!(!heard.is_empty() && heard.iter().all(|s| blows.contains(s)), "{heard:?}");
    assert!(heard.contains(&Sound::Hit) || heard.contains(&Sound::Miss), "{heard:?}");
    let played: Vec<String> = audio(&app)["played"]
        .as_array()
        .expect("played")
        .iter()
        .map(|s| s.as_str().unwrap_or_default().to_owned())
        .collect();
    let names: Vec<&str> = heard.iter().map(|s| s.name()).collect();
    assert!(played.ends_with(&names.iter().map(|s| s.to_string()).collect::<Vec<_>>()));
    let quiet = hear(&mut app, &mut p, Event::Tick { now_ms: 48.0 });
    assert_eq!(quiet, [], "a frame hears nothing new");
}

#[test]
fn the_mute_key_silences_everything_and_is_remembered() {
    let (mut app, mut p) = playing(DUEL);
    app.take_requests();
    assert_eq!(hear(&mut app, &mut p, minus()), [], "muting makes no sound");
    assert_eq!(audio(&app)["muted"], true);
    assert!(app.snapshot()["notice"].as_str().is_some_and(|n| n.starts_with("Sound off")));
    let stored = app.take_requests().into_iter().find_map(|r| match r {
        HostRequest::StoreOptions { text } => Some(text),
        _ => None,
    });
    let stored = stored.expect("the choice is stored");
    assert!(Options::parse(&stored, &Options::default()).is_ok_and(|o| o.sound.muted));
    let played = audio(&app)["played"].clone();
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [], "a blow is not heard");
    assert_eq!(audio(&app)["played"], played);

    // A new page reads the stored choice.
    let (mut again, mut q) = page();
    again.dispatch(
        Event::OptionsFound { text: Some(stored), prefers_reduced_motion: false },
        &mut q,
    );
    assert_eq!(audio(&again)["muted"], true);

    assert_eq!(hear(&mut app, &mut p, minus()), [Sound::Notice], "back on, with its notice");
    assert_eq!(audio(&app)["muted"], false);
}

#[test]
fn reduced_motion_does_not_silence() {
    let (mut app, mut p) = page();
    let text = r#"{"format": "roguelike-options", "version": 1}"#.to_owned();
    app.dispatch(Event::OptionsFound { text: Some(text), prefers_reduced_motion: true }, &mut p);
    assert_eq!(app.snapshot()["options"]["reduced_motion"], true);
    assert_eq!(hear(&mut app, &mut p, key(Key::Down)), [Sound::MenuMove]);
}

#[test]
fn the_menu_ticks_as_its_cursor_moves_and_the_music_follows_the_screens() {
    let (mut app, mut p) = page();
    assert_eq!(audio(&app)["music"], "menu");
    assert_eq!(hear(&mut app, &mut p, key(Key::Down)), [Sound::MenuMove]);
    assert_eq!(hear(&mut app, &mut p, key(Key::Up)), [Sound::MenuMove]);
    let chosen = hear(&mut app, &mut p, key(Key::Enter));
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(chosen, [Sound::MenuSelect]);
    assert_eq!(audio(&app)["music"], "shallows", "the first depths' piece");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(audio(&app)["music"], "menu");

    let mut player = RecordingPlayer::default();
    app.play_audio(&mut player);
    assert_eq!(player.music(), Some(Music::Menu));
    app.dispatch(Event::Tick { now_ms: 64.0 }, &mut p);
    app.play_audio(&mut player);
    assert_eq!(player.log.len(), 1, "the music is told once");
}

#[test]
fn a_wall_bumps_and_steps_are_heard_only_with_footsteps_on() {
    let (mut app, mut p) = playing(CORRIDOR);
    assert_eq!(hear(&mut app, &mut p, key(Key::W)), [Sound::Bump]);
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [], "footsteps are off by default");
    app.state_mut().options.sound.footsteps = true;
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [Sound::Step]);
}

#[test]
fn a_labyrinth_bumps_falls_and_plays_its_own_music() {
    let (mut app, mut p) = page();
    load(&mut app, &mut p, "holes.txt", HOLES);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(audio(&app)["music"], "labyrinth");
    assert_eq!(hear(&mut app, &mut p, key(Key::Up)), [Sound::Bump]);
    // A bump counts no move, yet the second is heard as well.
    assert_eq!(hear(&mut app, &mut p, key(Key::Up)), [Sound::Bump]);
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [Sound::Wormhole]);
}

#[test]
fn a_dungeon_picks_up_opens_refuses_and_plays_its_own_music() {
    let (mut app, mut p) = page();
    load(&mut app, &mut p, "doors.json", DOORS);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(audio(&app)["music"], "dungeon");
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [Sound::Pickup]);
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [Sound::Door]);
    assert_eq!(hear(&mut app, &mut p, key(Key::Digit(1))), [Sound::Error], "no bow to build");
    assert_eq!(hear(&mut app, &mut p, key(Key::D)), [Sound::Win]);
}

#[test]
fn build_your_own_world_is_heard_and_the_mute_key_types_nothing_there() {
    let (mut app, mut p) = page();
    choose(&mut app, &mut p, "Build Your Own World");
    assert_eq!(app.snapshot()["screen"], "byow");
    assert_eq!(audio(&app)["music"], "byow");
    assert_eq!(hear(&mut app, &mut p, key(Key::N)), [Sound::MenuSelect]);
    assert_eq!(hear(&mut app, &mut p, key(Key::Digit(4))), [Sound::MenuMove]);
    assert_eq!(hear(&mut app, &mut p, minus()), [], "muted");
    assert_eq!(app.snapshot()["byow"]["input"], "N4", "the mute key typed nothing");
    assert_eq!(audio(&app)["muted"], true);
}

#[test]
fn a_key_being_bound_is_not_the_mute_key() {
    let (mut app, mut p) = page();
    choose(&mut app, &mut p, "Options");
    assert_eq!(app.snapshot()["screen"], "options");
    choose(&mut app, &mut p, "Wait");
    assert_eq!(app.snapshot()["options_capture"], "wait");
    app.dispatch(minus(), &mut p);
    assert_eq!(audio(&app)["muted"], false);
    assert!(app.snapshot()["options_capture"].is_null());
}

#[test]
fn a_restored_games_past_is_not_heard_again() {
    let (mut app, mut p) = playing(DUEL);
    app.dispatch(key(Key::D), &mut p);
    let save = app.state().session.as_ref().expect("a game").save_text();
    let (mut again, mut q) = page();
    let heard = hear(&mut again, &mut q, Event::StoredSaveFound { text: save });
    assert!(heard.iter().all(|s| *s == Sound::Notice), "only its notice: {heard:?}");
}
