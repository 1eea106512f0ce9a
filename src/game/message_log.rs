//! The message log: what happened, in words, with the turn it happened on.

use serde::{Deserialize, Serialize};

/// One message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// The text, a whole sentence.
    pub text: String,
    /// The turn it was written on.
    pub turn: u64,
}

/// Every message of a game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageLog {
    messages: Vec<Message>,
}

impl MessageLog {
    /// Adds a message.
    pub fn push(&mut self, turn: u64, text: impl Into<String>) {
        self.messages.push(Message { text: text.into(), turn });
    }

    /// Every message, oldest first.
    pub fn all(&self) -> &[Message] {
        &self.messages
    }

    /// The last `n` messages, oldest first.
    pub fn last(&self, n: usize) -> &[Message] {
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
}
