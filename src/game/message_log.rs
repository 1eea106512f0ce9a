//! The message log: every typed message of a game with the turn it was said
//! on. Words come later, from the locale.

use super::message::{Entry, Message};
use serde::{Deserialize, Serialize};

/// Every message of a game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageLog {
    messages: Vec<Entry>,
}

impl MessageLog {
    /// Adds a message.
    pub fn push(&mut self, turn: u64, message: Message) {
        self.messages.push(Entry { message, turn });
    }

    /// Every message, oldest first.
    pub fn all(&self) -> &[Entry] {
        &self.messages
    }

    /// The last `n` messages, oldest first.
    pub fn last(&self, n: usize) -> &[Entry] {
        &self.messages[self.messages.len().saturating_sub(n)..]
    }

    /// Number of messages.
    pub fn len(&self) -> usize {
        self.messages.len()
    }

    /// True when nothing was said yet.
    pub fn is_empty(&self) -> bool {
        self.messages.is_empty()
    }

    /// A log of entries read from a save.
    pub(crate) fn from_entries(messages: Vec<Entry>) -> MessageLog {
        MessageLog { messages }
    }
}
