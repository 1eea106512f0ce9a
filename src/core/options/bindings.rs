//! `Bindings`: which typed keys stand for which [`Action`]. Keys are named by
//! the character they type (`KeyboardEvent.key`, a terminal's character), so
//! a player on any layout binds what is printed on the keycap: `?` is `?`
//! whether it sits on Shift+Slash (QWERTY) or Shift+Comma (AZERTY). Keys that
//! type nothing (arrows, Enter) go by their names. Plain data, shared by the
//! page and the terminal; `roguelike play --keys` never reads it.

use super::action::{Action, Mode};
use crate::core::key::{Key, Modifiers};
use crate::locale::{phrase, phrase_with};
use std::collections::BTreeMap;
use std::fmt;

/// Keys no action may take: Escape always leads out of a screen (so a
/// player can never lock themselves in), F3 and F4 are the debug overlay's.
pub const RESERVED_KEYS: &[&str] = &["Escape", "F3", "F4"];

/// The most keys one action holds (its defaults have at most two).
pub const MAX_KEYS_PER_ACTION: usize = 4;

/// The longest key name kept (the longest real one is `ArrowRight`).
pub const MAX_KEY_NAME: usize = 16;

/// The name of a key press for binding: the character it typed (`typed`,
/// letters in lower case, so Shift+W is still `w`), or, when the host does
/// not know it, the name of the game key (`code`) and Shift.
pub fn key_name(code: Key, modifiers: Modifiers, typed: Option<char>) -> String {
    // The keypad goes by its place: with Num Lock on it types digits, with
    // it off "Home", "PageUp" …, and either way it walks.
    if let Key::Numpad(d) = code {
        return format!("Numpad{d}");
    }
    if let Some(c) = typed.filter(|c| !c.is_control()) {
        return match c {
            ' ' => "Space".into(),
            c => c.to_lowercase().collect(),
        };
    }
    let letter = |c: u8| char::from(c).to_ascii_lowercase().to_string();
    match code {
        Key::W => "w".into(),
        Key::A => "a".into(),
        Key::S => "s".into(),
        Key::D => "d".into(),
        Key::E => "e".into(),
        Key::Q => "q".into(),
        Key::N => "n".into(),
        Key::M => "m".into(),
        Key::X => "x".into(),
        Key::C => "c".into(),
        Key::R => "r".into(),
        Key::L => "l".into(),
        Key::H => "h".into(),
        Key::O => "o".into(),
        Key::F => "f".into(),
        Key::Letter(c) => letter(c),
        Key::Digit(d) => d.to_string(),
        Key::Period => ".".into(),
        Key::Greater => ">".into(),
        Key::Less => "<".into(),
        Key::Slash if modifiers.shift => "?".into(),
        Key::Slash => "/".into(),
        Key::Colon => ":".into(),
        Key::Space => "Space".into(),
        Key::Up => "ArrowUp".into(),
        Key::Down => "ArrowDown".into(),
        Key::Left => "ArrowLeft".into(),
        Key::Right => "ArrowRight".into(),
        Key::Typed => "Unidentified".into(),
        other => format!("{other:?}"),
    }
}

/// How a key name is shown to the player: letters in capitals, arrows as
/// arrows.
pub fn key_label(name: &str) -> String {
    match name {
        "ArrowUp" => "↑".into(),
        "ArrowDown" => "↓".into(),
        "ArrowLeft" => "←".into(),
        "ArrowRight" => "→".into(),
        "Backspace" => "⌫".into(),
        numpad if numpad.starts_with("Numpad") => format!("Num{}", &numpad[6..]),
        other => {
            let mut chars = other.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => c.to_uppercase().collect(),
                _ => other.to_owned(),
            }
        }
    }
}

/// Why a key could not be bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindError {
    /// Another action already has the key.
    Taken {
        /// The key, by name.
        key: String,
        /// The action that has it.
        by: Action,
    },
    /// The key is kept for the interface (Escape, F3, F4).
    Reserved {
        /// The key, by name.
        key: String,
    },
}

impl fmt::Display for BindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            BindError::Taken { key, by } => crate::locale::phrase(
                "options_key_taken",
                &[("key", &key_label(key)), ("action", &by.label())],
            ),
            BindError::Reserved { key } => {
                crate::locale::phrase("options_key_reserved", &[("key", &key_label(key))])
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for BindError {}

/// The binding table: each action's keys, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bindings {
    keys: BTreeMap<Action, Vec<String>>,
}

impl Default for Bindings {
    fn default() -> Self {
        let keys = crate::order::map_of(
            Action::ALL
                .iter()
                .map(|&a| (a, a.default_keys().iter().map(|&k| k.to_owned()).collect())),
        );
        Bindings { keys }
    }
}

impl Bindings {
    /// The action of `mode` bound to the key named `name`, if any (one at
    /// most: no two actions of a mode share a key).
    pub fn action_of(&self, mode: Mode, name: &str) -> Option<Action> {
        self.keys
            .iter()
            .filter(|(a, _)| a.modes().contains(&mode))
            .find(|(_, keys)| keys.iter().any(|k| k == name))
            .map(|(&a, _)| a)
    }

    /// The action of `mode` a key press stands for: by the character it
    /// typed, and for the digit row also by its digit, so slots 1–9 work on
    /// layouts (AZERTY) where the digits need Shift.
    pub fn action_for(
        &self,
        mode: Mode,
        code: Key,
        modifiers: Modifiers,
        typed: Option<char>,
    ) -> Option<Action> {
        if let Some(action) = self.action_of(mode, &key_name(code, modifiers, typed)) {
            return Some(action);
        }
        match code {
            Key::Digit(_) => self.action_of(mode, &key_name(code, modifiers, None)),
            _ => None,
        }
    }

    /// An action that shares a mode with `action` and has the key `name`.
    fn rival(&self, action: Action, name: &str) -> Option<Action> {
        self.keys
            .iter()
            .find(|(&a, keys)| a != action && a.meets(action) && keys.iter().any(|k| k == name))
            .map(|(&a, _)| a)
    }

    /// The keys of `action`, by name (none if the player unbound it).
    pub fn keys(&self, action: Action) -> &[String] {
        self.keys.get(&action).map_or(&[], Vec::as_slice)
    }

    /// The first key of `action` as the player reads it (`W`, `?`, `←`), or
    /// `—` when it has none.
    pub fn label(&self, action: Action) -> String {
        self.keys(action).first().map_or_else(|| "—".to_owned(), |k| key_label(k))
    }

    /// Every key of `action` as the player reads them, joined by spaces.
    pub fn labels(&self, action: Action) -> String {
        let keys: Vec<String> = self.keys(action).iter().map(|k| key_label(k)).collect();
        if keys.is_empty() {
            "—".to_owned()
        } else {
            keys.join(" ")
        }
    }

    /// Makes the key named `name` the one key of `action`. Refused, with the
    /// table unchanged, when another action of one of its modes has it or
    /// it is reserved;
    /// binding an action's own key again keeps just that key.
    pub fn rebind(&mut self, action: Action, name: &str) -> Result<(), BindError> {
        if RESERVED_KEYS.contains(&name) {
            return Err(BindError::Reserved { key: name.to_owned() });
        }
        if let Some(by) = self.rival(action, name) {
            return Err(BindError::Taken { key: name.to_owned(), by });
        }
        self.keys.insert(action, vec![name.to_owned()]);
        Ok(())
    }

    /// Every action back to its default keys.
    pub fn reset(&mut self) {
        *self = Bindings::default();
    }

    /// The table as stored: action name → key names.
    pub fn to_map(&self) -> BTreeMap<String, Vec<String>> {
        crate::order::map_of(self.keys.iter().map(|(a, keys)| (a.id(), keys.clone())))
    }

    /// A table from stored names: the defaults, with each stored action's
    /// keys in place of its own. Every problem is an error (an unknown
    /// action, a reserved, empty or overlong key name, too many keys, a key
    /// on two actions), so a spoilt table is never half-used.
    pub fn from_map(map: &BTreeMap<String, Vec<String>>) -> Result<Bindings, String> {
        let mut bindings = Bindings::default();
        for (id, keys) in map {
            let action =
                crate::files::from_json_value::<Action>(&serde_json::Value::String(id.clone()))
                    .map_err(|_| {
                        phrase("options_stored_unknown_action", &[("id", &printable(id))])
                    })?;
            if keys.len() > MAX_KEYS_PER_ACTION {
                return Err(phrase_with(
                    "options_stored_too_many_keys",
                    &[
                        ("id", id.as_str().into()),
                        ("n", keys.len().into()),
                        ("max", MAX_KEYS_PER_ACTION.into()),
                    ],
                ));
            }
            for key in keys {
                let bad = key.is_empty()
                    || key.chars().count() > MAX_KEY_NAME
                    || key.chars().any(char::is_control);
                if bad {
                    let key = printable(key);
                    return Err(phrase("options_stored_not_a_key", &[("id", id), ("key", &key)]));
                }
                if RESERVED_KEYS.contains(&key.as_str()) {
                    return Err(phrase("options_stored_reserved", &[("id", id), ("key", key)]));
                }
            }
            bindings.keys.insert(action, keys.clone());
        }
        for (&action, keys) in &bindings.keys {
            for key in keys {
                if let Some(other) = bindings.rival(action, key) {
                    let (first, second) =
                        (other.id().min(action.id()), other.id().max(action.id()));
                    return Err(phrase(
                        "options_stored_twice",
                        &[("key", key), ("first", &first), ("second", &second)],
                    ));
                }
            }
        }
        Ok(bindings)
    }
}

/// At most 40 characters of stored text, control characters replaced, for
/// an error message.
fn printable(text: &str) -> String {
    text.chars().take(40).map(|c| if c.is_control() { '?' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_what_was_typed_first() {
        let none = Modifiers::default();
        let shift = Modifiers { shift: true, ..none };
        assert_eq!(key_name(Key::W, none, Some('z')), "z");
        assert_eq!(key_name(Key::W, shift, Some('W')), "w");
        assert_eq!(key_name(Key::Slash, shift, None), "?");
        assert_eq!(key_name(Key::Letter(b'M'), shift, Some('?')), "?", "AZERTY's ? key");
        assert_eq!(key_name(Key::Space, none, Some(' ')), "Space");
        assert_eq!(key_name(Key::Up, none, None), "ArrowUp");
        assert_eq!(key_label("ArrowLeft"), "←");
        assert_eq!(key_label("q"), "Q");
    }

    #[test]
    fn digits_reach_their_slots_on_any_layout() {
        let b = Bindings::default();
        // AZERTY's unshifted 1 key types `&`.
        assert_eq!(
            b.action_for(Mode::Game, Key::Digit(1), Modifiers::default(), Some('&')),
            Some(Action::Slot1)
        );
        assert_eq!(
            b.action_for(Mode::Dungeon, Key::Digit(1), Modifiers::default(), Some('&')),
            Some(Action::BuildBow)
        );
        assert_eq!(
            b.action_for(Mode::Game, Key::Letter(b'K'), Modifiers::default(), Some('k')),
            None
        );
    }

    #[test]
    fn the_defaults_share_no_key_within_a_mode() {
        let defaults = Bindings::default();
        assert_eq!(Bindings::from_map(&defaults.to_map()), Ok(defaults));
    }

    #[test]
    fn a_key_is_refused_only_where_its_modes_meet() {
        let mut b = Bindings::default();
        // The replay viewer's keys are its own: `w` there is faster.
        assert_eq!(b.action_of(Mode::Replay, "w"), Some(Action::ReplayFaster));
        assert_eq!(b.action_of(Mode::Game, "w"), Some(Action::MoveUp));
        assert_eq!(b.rebind(Action::ReplayStep, "e"), Ok(()), "Use never meets the viewer");
        assert_eq!(
            b.rebind(Action::ReplayStep, "w"),
            Err(BindError::Taken { key: "w".into(), by: Action::ReplayFaster })
        );
        assert_eq!(
            b.rebind(Action::UseBomb, "x"),
            Err(BindError::Taken { key: "x".into(), by: Action::ExportWorld })
        );
        assert_eq!(b.rebind(Action::UseBomb, "q"), Ok(()), "Drop is not a Dungeon Mania key");
        assert_eq!(b.action_of(Mode::Dungeon, "q"), Some(Action::UseBomb));
        assert_eq!(b.action_of(Mode::Game, "q"), Some(Action::Drop));
    }
}
