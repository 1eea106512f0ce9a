//! What a screen reader is told: announcements queued during a dispatch and
//! taken by the host (the page's live regions), and the views of a screen
//! they are made from — its menu and its news.

use crate::locale::phrase;
use serde_json::Value;

/// How urgently an announcement interrupts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Urgency {
    /// Waits until the reader is done (each turn's messages, notices).
    Polite,
    /// Interrupts (death, errors that stop a world loading).
    Assertive,
    /// The menu's current line: replaces the one before it, so arrowing fast
    /// through a menu reads where the cursor stops, not every line passed.
    Menu,
}

/// One thing to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    /// The words.
    pub text: String,
    /// How urgently.
    pub urgency: Urgency,
}

/// The announcements made since the host last took them. Bounded: a host
/// that never takes them (the command-line tool) keeps only the newest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Speech {
    pending: Vec<Announcement>,
}

/// At most this many announcements wait for the host.
pub const MAX_PENDING: usize = 64;

impl Speech {
    /// Queues `text` (nothing for empty text).
    pub fn say(&mut self, text: impl Into<String>, urgency: Urgency) {
        let text = text.into();
        if text.trim().is_empty() {
            return;
        }
        if self.pending.len() >= MAX_PENDING {
            self.pending.remove(0);
        }
        self.pending.push(Announcement { text, urgency });
    }

    /// Takes what was said.
    pub fn take(&mut self) -> Vec<Announcement> {
        std::mem::take(&mut self.pending)
    }

    /// What waits to be taken.
    pub fn pending(&self) -> &[Announcement] {
        &self.pending
    }
}

/// A menu as displayed: its lines' text and the selected line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuView {
    /// Each line as the player reads it.
    pub items: Vec<String>,
    /// The selected line.
    pub selected: usize,
    /// Each line's digit shortcut, where the menu has fixed ones (the main
    /// menu's); empty otherwise.
    pub shortcuts: Vec<Option<u8>>,
}

impl MenuView {
    /// `snapshot().menu`; `shortcuts` only for a menu that has them.
    pub fn to_json(&self) -> Value {
        let mut json = crate::json_value!({ "items": self.items, "selected": self.selected });
        if !self.shortcuts.is_empty() {
            json["shortcuts"] = crate::json_value!(self.shortcuts);
        }
        json
    }

    /// The selected line and where it is: "New random world, 2 of 24".
    pub fn announcement(&self) -> String {
        let Some(item) = self.items.get(self.selected) else { return String::new() };
        phrase(
            "menu_position",
            &[
                ("item", item),
                ("position", &(self.selected + 1).to_string()),
                ("count", &self.items.len().to_string()),
            ],
        )
    }
}

/// What a screen has to tell beyond its menu: lines of news, announced
/// once each while the same `key` holds (a turn, a move count), again when
/// they come back under a new key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct News {
    /// Changes when the same words would be new again (the turn).
    pub key: u64,
    /// The lines on screen now.
    pub lines: Vec<String>,
    /// True when they must interrupt (death).
    pub urgent: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_queue_is_bounded_and_skips_silence() {
        let mut speech = Speech::default();
        speech.say("  ", Urgency::Polite);
        for i in 0..MAX_PENDING + 5 {
            speech.say(format!("line {i}"), Urgency::Polite);
        }
        let said = speech.take();
        assert_eq!(said.len(), MAX_PENDING);
        assert_eq!(said[0].text, "line 5");
        assert!(speech.pending().is_empty());
    }

    #[test]
    fn a_menu_line_says_where_it_is() {
        let menu = MenuView {
            items: vec!["Continue".into(), "New random world".into()],
            selected: 1,
            shortcuts: Vec::new(),
        };
        assert_eq!(menu.announcement(), "New random world, 2 of 2");
        assert_eq!(
            menu.to_json(),
            crate::json_value!({"items": ["Continue", "New random world"], "selected": 1})
        );
    }
}
