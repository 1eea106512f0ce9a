//! `Key`: the keys the game understands, from the layout-independent
//! `KeyboardEvent.code`, and the modifier state that came with them. What a
//! key does while playing goes by the character it types, through the
//! player's bindings (`super::options`); these keys are the fixed ones
//! (menus, text entry, `roguelike play --keys`).

/// A physical key the game binds. W A S D are positions, not letters: on an
/// AZERTY keyboard `KeyW` is the key labelled Z, which is what players expect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// `KeyW`: move up.
    W,
    /// `KeyA`: move left.
    A,
    /// `KeyS`: move down.
    S,
    /// `KeyD`: move right.
    D,
    /// `KeyE`: use or equip.
    E,
    /// `KeyQ`: drop.
    Q,
    /// `KeyN`: new game (death screen).
    N,
    /// `KeyM`: main menu (death screen).
    M,
    /// `KeyX`: export the current world as a file.
    X,
    /// `KeyC`: copy a link to this seed.
    C,
    /// `KeyR`: watch the replay.
    R,
    /// `KeyL`: look at a cell (the look cursor).
    L,
    /// `KeyH`: the message history.
    H,
    /// `KeyO`: auto-explore (in a labyrinth, the smart player plays).
    O,
    /// `KeyF`: in a labyrinth, show the next fragment of the map.
    F,
    /// `ArrowUp`.
    Up,
    /// `ArrowDown`.
    Down,
    /// `ArrowLeft`: previous inventory slot.
    Left,
    /// `ArrowRight`: next inventory slot.
    Right,
    /// `Enter` or `NumpadEnter`.
    Enter,
    /// `Escape`.
    Escape,
    /// `Backspace`.
    Backspace,
    /// `Space`.
    Space,
    /// `Period` or `NumpadDecimal`: wait a turn.
    Period,
    /// Shift + `Period` (`>` on most layouts): take the stairs down.
    Greater,
    /// Shift + `Comma` (`<` on most layouts): take the stairs up.
    Less,
    /// `Slash`: with Shift it is `?`, the help overlay.
    Slash,
    /// `F3`: debug overlay.
    F3,
    /// `F4`: while the debug overlay is on, show hidden things (cheat).
    F4,
    /// `PageUp`.
    PageUp,
    /// `PageDown`.
    PageDown,
    /// `Home`.
    Home,
    /// `End`.
    End,
    /// `Digit0`–`Digit9`.
    Digit(u8),
    /// `Numpad0`–`Numpad9`: bound by their place (`Numpad7`), not the digit
    /// they type, so the keypad walks (7 9 1 3 diagonally) while the digit
    /// row selects slots; menus and text entry read them as digits.
    Numpad(u8),
    /// Any other letter key (`KeyB`, `KeyF` …), as its uppercase ASCII letter:
    /// the main game binds none of them, Build Your Own World types them.
    Letter(u8),
    /// `:` (`Semicolon` with or without Shift, or whatever key types `:` on
    /// the player's layout): Build Your Own World's `:Q`.
    Colon,
    /// A key the game knows only by the character it types (`ù`, `!` …):
    /// nothing but a player's own binding gives it a meaning.
    Typed,
}

impl Key {
    /// Maps a `KeyboardEvent.code` to a key, `None` for keys the game ignores
    /// (which the browser then keeps: F5, Tab …).
    pub fn from_code(code: &str) -> Option<Key> {
        Key::from_code_shifted(code, false)
    }

    /// The key for a `KeyboardEvent.code` pressed with or without Shift:
    /// Shift turns `Period` into `>` (stairs down); `Comma` is `<` (stairs
    /// up) either way.
    pub fn from_code_shifted(code: &str, shift: bool) -> Option<Key> {
        if shift && code == "Period" {
            return Some(Key::Greater);
        }
        let key = match code {
            "KeyW" => Key::W,
            "KeyA" => Key::A,
            "KeyS" => Key::S,
            "KeyD" => Key::D,
            "KeyE" => Key::E,
            "KeyQ" => Key::Q,
            "KeyN" => Key::N,
            "KeyM" => Key::M,
            "KeyX" => Key::X,
            "KeyC" => Key::C,
            "KeyR" => Key::R,
            "KeyL" => Key::L,
            "KeyH" => Key::H,
            "KeyO" => Key::O,
            "KeyF" => Key::F,
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "Enter" | "NumpadEnter" => Key::Enter,
            "Escape" => Key::Escape,
            "Backspace" => Key::Backspace,
            "Space" => Key::Space,
            "Period" | "NumpadDecimal" => Key::Period,
            "Comma" => Key::Less,
            "Slash" | "NumpadDivide" => Key::Slash,
            "F3" => Key::F3,
            "F4" => Key::F4,
            "PageUp" => Key::PageUp,
            "PageDown" => Key::PageDown,
            "Home" => Key::Home,
            "End" => Key::End,
            "Semicolon" => Key::Colon,
            _ => {
                if let Some(letter) = code.strip_prefix("Key") {
                    return match letter.as_bytes() {
                        &[c @ b'A'..=b'Z'] => Some(Key::Letter(c)),
                        _ => None,
                    };
                }
                let (digits, keypad) = match code.strip_prefix("Numpad") {
                    Some(digits) => (digits, true),
                    None => (code.strip_prefix("Digit")?, false),
                };
                let mut chars = digits.chars();
                match (chars.next(), chars.next()) {
                    (Some(c @ '0'..='9'), None) if keypad => Key::Numpad(c as u8 - b'0'),
                    (Some(c @ '0'..='9'), None) => Key::Digit(c as u8 - b'0'),
                    _ => return None,
                }
            }
        };
        Some(key)
    }

    /// The key a command-line key letter stands for (`W A S D`, `1`–`9`, `E`, `Q`,
    /// `.`), in any case.
    pub fn from_letter(letter: char) -> Option<Key> {
        Some(match letter.to_ascii_uppercase() {
            'W' => Key::W,
            'A' => Key::A,
            'S' => Key::S,
            'D' => Key::D,
            'E' => Key::E,
            'Q' => Key::Q,
            'O' => Key::O,
            '.' => Key::Period,
            '>' => Key::Greater,
            '<' => Key::Less,
            c @ '0'..='9' => Key::Digit(c as u8 - b'0'),
            _ => return None,
        })
    }

    /// The digit a digit-row or keypad key types, for menus and text entry.
    pub fn digit(self) -> Option<u8> {
        match self {
            Key::Digit(d) | Key::Numpad(d) => Some(d),
            _ => None,
        }
    }

    /// A short human name, for the debug overlay.
    pub fn label(self) -> String {
        match self {
            Key::Digit(d) => d.to_string(),
            Key::Numpad(d) => format!("Numpad{d}"),
            Key::Letter(c) => char::from(c).to_string(),
            other => format!("{other:?}"),
        }
    }
}

/// Modifier keys held during a key press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Modifiers {
    /// Shift.
    pub shift: bool,
    /// Control.
    pub ctrl: bool,
    /// Alt / Option.
    pub alt: bool,
    /// Meta / Command.
    pub meta: bool,
}

impl Modifiers {
    /// True when a browser shortcut modifier (Ctrl, Alt, Meta) is held: such
    /// presses belong to the browser (Ctrl+W, Ctrl+T …), never to the game.
    pub fn is_shortcut(self) -> bool {
        self.ctrl || self.alt || self.meta
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_codes() {
        assert_eq!(Key::from_code("KeyW"), Some(Key::W));
        assert_eq!(Key::from_code("KeyD"), Some(Key::D));
        assert_eq!(Key::from_code("ArrowLeft"), Some(Key::Left));
        assert_eq!(Key::from_code("Digit7"), Some(Key::Digit(7)));
        assert_eq!(Key::from_code("Numpad3"), Some(Key::Numpad(3)));
        assert_eq!(Key::Numpad(3).digit(), Key::Digit(3).digit());
        assert_eq!(Key::from_code("NumpadEnter"), Some(Key::Enter));
        assert_eq!(Key::from_code("F3"), Some(Key::F3));
        assert_eq!(Key::from_code("F4"), Some(Key::F4));
        assert_eq!(Key::from_code("KeyL"), Some(Key::L));
        assert_eq!(Key::from_code("PageDown"), Some(Key::PageDown));
        assert_eq!(Key::from_code("F5"), None);
        assert_eq!(Key::from_code("Digit10"), None);
        assert_eq!(Key::from_code("NumpadAdd"), None);
        assert_eq!(Key::from_code("Tab"), None);
        assert_eq!(Key::from_code("KeyF"), Some(Key::F));
        assert_eq!(Key::from_code("KeyZ"), Some(Key::Letter(b'Z')));
        assert_eq!(Key::from_code("KeyW"), Some(Key::W), "named letters keep their variant");
        assert_eq!(Key::from_code("KeyFoo"), None);
        assert_eq!(Key::from_code("Semicolon"), Some(Key::Colon));
    }

    #[test]
    fn maps_letters() {
        assert_eq!(Key::from_letter('w'), Some(Key::W));
        assert_eq!(Key::from_letter('D'), Some(Key::D));
        assert_eq!(Key::from_letter('.'), Some(Key::Period));
        assert_eq!(Key::from_letter('9'), Some(Key::Digit(9)));
        assert_eq!(Key::from_letter('z'), None);
    }

    #[test]
    fn shortcuts_are_the_browsers() {
        assert!(Modifiers { ctrl: true, ..Modifiers::default() }.is_shortcut());
        assert!(!Modifiers { shift: true, ..Modifiers::default() }.is_shortcut());
    }
}
