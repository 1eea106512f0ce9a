//! The message log: every typed message of a game with the turn it was said
//! on. Words come later, from the locale.

use super::limits::MAX_MESSAGES;
use super::message::{Entry, Message};
use serde::Serialize;

/// Every message of a game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::FromJson)]
pub struct MessageLog {
    messages: Vec<Entry>,
}

impl MessageLog {
    /// Adds a message. A log at [`MAX_MESSAGES`] first forgets its oldest
    /// eighth, so a game never says more than its save may hold.
    pub fn push(&mut self, turn: u64, message: Message) {
        if self.messages.len() >= MAX_MESSAGES {
            self.messages.drain(..MAX_MESSAGES / 8);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_log_at_its_limit_forgets_its_oldest_messages_so_the_save_still_loads() {
        let full = vec![Entry { message: Message::NoPassage, turn: 1 }; MAX_MESSAGES];
        let mut log = MessageLog::from_entries(full);
        log.push(2, Message::EmptySlot);
        assert_eq!(log.len(), MAX_MESSAGES - MAX_MESSAGES / 8 + 1);
        assert_eq!(log.all().last().map(|e| e.turn), Some(2));
    }
}
