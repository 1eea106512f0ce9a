//! The message log: every typed message of a game with the turn it was said
//! on. Words come later, from the locale.

use super::kind::ItemKind;
use super::limits::MAX_MESSAGES;
use super::message::{Entry, Message};
use serde::Serialize;

/// Every message of a game, oldest first.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
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

    /// Says the player picked up `item` on `turn`: a piece of the same kind
    /// picked up earlier in the same turn (a pile on one cell: one step is
    /// one turn) is counted into that line instead of a line a piece.
    pub fn picked_up(&mut self, turn: u64, item: ItemKind) {
        if let Some(last) = self.messages.last_mut().filter(|last| last.turn == turn) {
            let count = match last.message {
                Message::PickedUp { item: before } if before == item => Some(2),
                Message::PickedUpPile { item: before, count } if before == item => {
                    Some(count.saturating_add(1))
                }
                _ => None,
            };
            if let Some(count) = count {
                last.message = Message::PickedUpPile { item, count };
                return;
            }
        }
        self.push(turn, Message::PickedUp { item });
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

    #[test]
    fn pieces_of_one_kind_picked_up_in_one_turn_are_one_line_with_their_count() {
        let mut log = MessageLog::default();
        log.picked_up(1, ItemKind::Treasure);
        for _ in 0..4 {
            log.picked_up(2, ItemKind::Treasure);
        }
        log.picked_up(2, ItemKind::Arrow);
        log.picked_up(2, ItemKind::Treasure);
        let said: Vec<&Message> = log.all().iter().map(|e| &e.message).collect();
        assert_eq!(
            said,
            [
                &Message::PickedUp { item: ItemKind::Treasure },
                &Message::PickedUpPile { item: ItemKind::Treasure, count: 4 },
                &Message::PickedUp { item: ItemKind::Arrow },
                &Message::PickedUp { item: ItemKind::Treasure },
            ]
        );
    }
}
