//! Translating DOM keyboard events into the game's `Event`s: one place, by
//! the layout-independent `KeyboardEvent.code`.

use crate::core::{Event, Key, Modifiers};
use web_sys::KeyboardEvent;

/// The game event for a DOM `keydown`, or `None` for keys the game does not
/// bind (which then stay the browser's).
pub fn key_event(e: &KeyboardEvent) -> Option<Event> {
    // `:` is the one key bound by what it types, not where it sits: BYOW's
    // `:Q` must work on layouts where `:` is not on `Semicolon` (AZERTY).
    let code =
        if e.key() == ":" { Key::Colon } else { Key::from_code_shifted(&e.code(), e.shift_key())? };
    let modifiers = Modifiers {
        shift: e.shift_key(),
        ctrl: e.ctrl_key(),
        alt: e.alt_key(),
        meta: e.meta_key(),
    };
    Some(Event::KeyDown { code, repeat: e.repeat(), modifiers })
}

/// Whether the page should stop the browser's default action for this
/// event: only for keys the game binds, and never for shortcuts such as
/// Ctrl+W or Ctrl+T.
pub fn should_prevent_default(event: &Event) -> bool {
    matches!(event, Event::KeyDown { modifiers, .. } if !modifiers.is_shortcut())
}
