//! Issue 29: the page's cost follows what is on the map and on screen, not
//! the empty space between far-apart things. Driven natively as the page
//! drives the app (file picked, frames, keys), bounding the work done —
//! draw calls — never the time.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{App, Event, Key, Modifiers};
use roguelike::render::RecordingPainter;

/// The issue's dungeon: a player and an exit 10,000 cells apart each way.
const FAR_APART: &str = r#"{"entities":[{"type":"player","x":0,"y":0},{"type":"exit","x":10000,"y":10000}],"goal-condition":{"goal":"exit"}}"#;

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// The picked far-apart dungeon froze the tab for over 40 s. Opening it,
/// moving and drawing frames now draws what a screen holds.
#[test]
fn the_far_apart_dungeon_costs_what_the_screen_holds() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(
        Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    let bytes = FAR_APART.as_bytes().to_vec();
    let size = bytes.len() as u64;
    app.dispatch(Event::FileOpened { name: "far.json".into(), bytes, size }, &mut p);
    let mut now = 16.0;
    app.dispatch(Event::Tick { now_ms: now }, &mut p);
    if app.snapshot()["screen"] != "playing" {
        // A warnings screen before play.
        app.dispatch(key(Key::Escape), &mut p);
    }
    assert_eq!(app.snapshot()["screen"], "playing", "{}", app.snapshot()["notice"]);
    // M opens and closes the overview of the level as remembered.
    for code in [Key::D, Key::S, Key::D, Key::M, Key::M] {
        app.dispatch(key(code), &mut p);
        for _ in 0..3 {
            p.reset();
            app.dispatch(Event::Tick { now_ms: now }, &mut p);
            now += 16.0;
            // A 1280×720 screen of 48-pixel cells holds under 500 cells, a
            // few draw calls each, and the panels.
            assert!(p.calls.len() < 5_000, "{} draw calls in a frame", p.calls.len());
        }
    }
    assert_eq!(app.snapshot()["screen"], "playing", "{}", app.snapshot()["notice"]);
}
