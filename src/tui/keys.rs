//! Terminal key presses to the game's keys: the terminal's counterpart of
//! `src/web/keys.rs`, in one place. A terminal reports characters, not
//! physical keys, so letters map by what they type (W A S D are letters
//! here, as in `roguelike play`).

use crate::core::{Key, Modifiers};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What a terminal key press means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key for the game.
    Key {
        /// Which key.
        code: Key,
        /// Modifiers held (Shift for `?`).
        modifiers: Modifiers,
        /// True for the terminal's auto-repeat.
        repeat: bool,
        /// The character typed, for the player's bindings.
        typed: Option<char>,
    },
    /// Ctrl+C or Ctrl+D: leave the terminal front end (the game is saved).
    Quit,
}

/// The input for a terminal key event, `None` for keys the game ignores
/// and for releases.
pub fn input(event: &KeyEvent) -> Option<Input> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c' | 'C' | 'd' | 'D')) {
        return Some(Input::Quit);
    }
    let mut modifiers = Modifiers {
        shift: event.modifiers.contains(KeyModifiers::SHIFT),
        ctrl,
        alt: event.modifiers.contains(KeyModifiers::ALT),
        meta: event.modifiers.contains(KeyModifiers::SUPER)
            || event.modifiers.contains(KeyModifiers::META),
    };
    let mut typed = None;
    let code = match event.code {
        KeyCode::Char(c) => {
            typed = Some(c);
            // A character the game has no key for (`ù`, `!`) still reaches
            // the bindings, which go by what was typed.
            let (code, shift) = char_key(c).unwrap_or((Key::Typed, false));
            modifiers.shift |= shift;
            code
        }
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Escape,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::F(3) => Key::F3,
        KeyCode::F(4) => Key::F4,
        _ => return None,
    };
    Some(Input::Key { code, modifiers, repeat: event.kind == KeyEventKind::Repeat, typed })
}

/// The key a typed character stands for, and whether it needs Shift held
/// (`?` is Shift + Slash for the game, whatever the layout).
pub fn char_key(c: char) -> Option<(Key, bool)> {
    let key = match c {
        ' ' => Key::Space,
        '.' => Key::Period,
        '>' => Key::Greater,
        '<' | ',' => Key::Less,
        '/' => Key::Slash,
        '?' => return Some((Key::Slash, true)),
        ':' | ';' => Key::Colon,
        c if c.is_ascii_alphabetic() => Key::from_code(&format!("Key{}", c.to_ascii_uppercase()))?,
        c if c.is_ascii_digit() => Key::Digit(c as u8 - b'0'),
        _ => return None,
    };
    Some((key, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Option<Input> {
        input(&KeyEvent::new(code, modifiers))
    }

    #[test]
    fn keys_map_as_the_page_maps_them() {
        let key = |code, typed| {
            Some(Input::Key { code, modifiers: Modifiers::default(), repeat: false, typed })
        };
        assert_eq!(press(KeyCode::Char('w'), KeyModifiers::NONE), key(Key::W, Some('w')));
        assert_eq!(
            press(KeyCode::Char('b'), KeyModifiers::NONE),
            key(Key::Letter(b'B'), Some('b'))
        );
        assert_eq!(press(KeyCode::Char('7'), KeyModifiers::NONE), key(Key::Digit(7), Some('7')));
        assert_eq!(press(KeyCode::Char('>'), KeyModifiers::NONE), key(Key::Greater, Some('>')));
        assert_eq!(press(KeyCode::Char('ù'), KeyModifiers::NONE), key(Key::Typed, Some('ù')));
        assert_eq!(press(KeyCode::Esc, KeyModifiers::NONE), key(Key::Escape, None));
        assert_eq!(press(KeyCode::F(3), KeyModifiers::NONE), key(Key::F3, None));
        assert_eq!(press(KeyCode::F(5), KeyModifiers::NONE), None);
        let help = press(KeyCode::Char('?'), KeyModifiers::NONE);
        assert!(
            matches!(help, Some(Input::Key { code: Key::Slash, modifiers, .. }) if modifiers.shift)
        );
        assert_eq!(press(KeyCode::Char('c'), KeyModifiers::CONTROL), Some(Input::Quit));
    }
}
