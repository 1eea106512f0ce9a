//! `LogCursor`: how far a handler has followed the current game's messages,
//! so each is taken once however many events and frames show it (the
//! announcer says them, the soundtrack sounds them). The log forgets its
//! oldest messages when full, so the cursor counts by turn, not by index.

use crate::game::Entry;

/// The messages taken so far: the session they belong to, the newest turn
/// taken and how many of that turn's messages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LogCursor {
    generation: u64,
    turn: u64,
    seen_in_turn: usize,
}

impl LogCursor {
    /// The session and turn the cursor is at.
    pub fn position(&self) -> (u64, u64) {
        (self.generation, self.turn)
    }

    /// The messages of `log` (the session `generation`'s) not taken yet,
    /// oldest first, and takes them. Another session's past is not news:
    /// only its latest turn is.
    pub fn fresh<'a>(&mut self, generation: u64, log: &'a [Entry]) -> &'a [Entry] {
        if generation != self.generation {
            self.generation = generation;
            self.turn = log.last().map_or(0, |e| e.turn);
            self.seen_in_turn = 0;
        }
        // Nothing new: the log ends with exactly the turn's messages taken.
        // Told in three looks, not a walk back over the turn, which may hold
        // 100,000 messages (a full pack onto a pile: issue 29) and is asked
        // every frame by every handler that follows the log.
        let k = self.seen_in_turn;
        if k > 0 && k <= log.len() {
            let (before, taken) = log.split_at(log.len() - k);
            let turn = self.turn;
            if taken.first().is_some_and(|e| e.turn == turn)
                && taken.last().is_some_and(|e| e.turn == turn)
                && before.last().map_or(true, |e| e.turn < turn)
            {
                return &[];
            }
        }
        let start = log.iter().rposition(|e| e.turn < self.turn).map_or(0, |i| i + 1);
        let in_turn = log[start..].iter().take_while(|e| e.turn == self.turn).count();
        let fresh = &log[start + in_turn.min(self.seen_in_turn)..];
        if let Some(last) = fresh.last() {
            if last.turn == self.turn {
                self.seen_in_turn += fresh.len();
            } else {
                self.turn = last.turn;
                self.seen_in_turn = fresh.iter().rev().take_while(|e| e.turn == last.turn).count();
            }
        }
        fresh
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Message;

    fn entry(turn: u64) -> Entry {
        Entry { message: Message::NoPassage, turn }
    }

    #[test]
    fn each_message_is_taken_once_across_turns_and_sessions() {
        let mut cursor = LogCursor::default();
        let mut log = vec![entry(1), entry(1)];
        assert_eq!(cursor.fresh(1, &log).len(), 2, "a new session's latest turn");
        assert!(cursor.fresh(1, &log).is_empty());
        log.push(entry(1));
        log.extend([entry(2), entry(2)]);
        assert_eq!(cursor.fresh(1, &log), &log[2..]);
        assert_eq!(cursor.position(), (1, 2));
        log.push(entry(2));
        assert_eq!(cursor.fresh(1, &log).len(), 1);
        let other = vec![entry(7), entry(9)];
        assert_eq!(cursor.fresh(2, &other), &other[1..], "only the latest turn of another game");
    }

    #[test]
    fn a_log_that_forgot_its_oldest_messages_is_followed_by_turn() {
        let mut cursor = LogCursor::default();
        let log = vec![entry(4), entry(5), entry(5)];
        cursor.fresh(1, &log);
        let shorter = vec![entry(5), entry(5), entry(6)];
        assert_eq!(cursor.fresh(1, &shorter), &shorter[2..]);
    }
}
