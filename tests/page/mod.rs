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
