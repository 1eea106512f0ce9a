//! Helpers the tests of the page's modes share: keys as the page sends
//! them, and files as the page opens them.

use roguelike::core::{App, Event, Key, Modifiers};
use roguelike::render::RecordingPainter;

/// A key press without modifiers.
pub fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// Presses `keys` one after another.
pub fn press(app: &mut App, p: &mut RecordingPainter, keys: &[Key]) {
    for &code in keys {
        app.dispatch(key(code), p);
    }
}

/// Opens the file `name` holding `text`, as the picker does.
pub fn load(app: &mut App, p: &mut RecordingPainter, name: &str, text: &str) {
    app.dispatch(Event::WorldFileLoaded { name: name.into(), text: text.into() }, p);
}

/// The app playing `g` (as the random run of seed 3) on a 1366×768 canvas,
/// drawn once.
pub fn app_playing(g: roguelike::game::Game) -> (App, RecordingPainter) {
    let mut app = App::new(1);
    let mut painter = RecordingPainter::new(1366.0, 768.0);
    app.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut painter,
    );
    app.play(g, roguelike::core::WorldSource::Random { seed: 3 });
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut painter);
    (app, painter)
}
