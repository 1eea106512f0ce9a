//! Translating DOM keyboard events into the game's `Event`s: one place. The
//! game key comes from the layout-independent `KeyboardEvent.code` (menus,
//! text entry); the character typed (`KeyboardEvent.key`) comes along, and
//! the player's bindings go by it, so they follow the keyboard's layout.

use crate::core::{Event, Key, Modifiers};
use web_sys::KeyboardEvent;

/// The game event for a DOM `keydown`, or `None` for keys the game does not
/// bind (which then stay the browser's).
pub fn key_event(e: &KeyboardEvent) -> Option<Event> {
    let typed = typed_char(&e.key());
    // `:` is bound by what it types, not where it sits: BYOW's `:Q` must
    // work on layouts where `:` is not on `Semicolon` (AZERTY).
    let code = if typed == Some(':') {
        Key::Colon
    } else {
        match Key::from_code_shifted(&e.code(), e.shift_key()) {
            Some(code) => code,
            // A key with no game key of its own (`ù`, `!`) may still be one
            // the player bound.
            None if typed.is_some_and(|c| !c.is_whitespace()) => Key::Typed,
            None => return None,
        }
    };
    let modifiers = Modifiers {
        shift: e.shift_key(),
        ctrl: e.ctrl_key(),
        alt: e.alt_key(),
        meta: e.meta_key(),
    };
    Some(Event::KeyDown { code, repeat: e.repeat(), modifiers, typed })
}

/// The character a `KeyboardEvent.key` stands for: itself when it is one
/// character (`"z"`, `"?"`, `" "`); named keys (`"Enter"`, `"ArrowUp"`,
/// `"Dead"`) type none.
pub fn typed_char(key: &str) -> Option<char> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if !c.is_control() => Some(c),
        _ => None,
    }
}

/// Whether the page should stop the browser's default action for this
/// event: only for keys the game binds, and never for shortcuts such as
/// Ctrl+W or Ctrl+T.
pub fn should_prevent_default(event: &Event) -> bool {
    matches!(event, Event::KeyDown { modifiers, .. } if !modifiers.is_shortcut())
}
