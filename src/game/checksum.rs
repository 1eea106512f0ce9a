//! `Game::checksum`: a 64-bit digest of everything that decides how a game
//! goes on, for replays to notice the moment they drift. It is derived from
//! the same records saves are written from — FNV-1a over their compact
//! JSON — so a field added to a record is covered without a line here, and
//! it is the same natively and on wasm32. Messages count as typed data, so
//! rewording one never changes a checksum. A turn's checksum costs what the
//! turn changed: the objects' share is kept up to date as they change.

use super::game::Game;
use crate::json::{ToJson, Writer};
use std::cell::RefCell;
use std::io;

thread_local! {
    /// The compact JSON of the record being hashed, kept between records
    /// so hashing one allocates nothing once the buffer has grown.
    static RECORD_TEXT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// FNV-1a, 64-bit: the one hash of every checksum and stored-source name.
#[derive(Clone, Copy, Debug)]
pub struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

/// FNV-1a of `bytes`, in one call.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h = Fnv64::default();
    h.bytes(bytes);
    h.finish()
}

impl Fnv64 {
    /// Hashes `bytes` in.
    pub fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    /// Hashes a number in (little-endian bytes).
    pub fn u64(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }

    /// Hashes a number in (little-endian bytes).
    pub fn i32(&mut self, v: i32) {
        self.bytes(&v.to_le_bytes());
    }

    /// Hashes a string in, length first, so adjacent strings cannot run
    /// into each other.
    pub fn str(&mut self, s: &str) {
        self.u64(s.len() as u64);
        self.bytes(s.as_bytes());
    }

    /// A record, by its compact JSON. Records hold only maps, strings and
    /// numbers, so writing never fails.
    ///
    /// The text is written by the game's own writer (the bytes of
    /// serde_json's `to_string`, which checksums were first taken over)
    /// into a reused buffer and hashed from there.
    pub fn record<T: ToJson + ?Sized>(&mut self, value: &T) {
        RECORD_TEXT.with(|text| match text.try_borrow_mut() {
            Ok(mut text) => self.record_via(&mut text, value),
            // Only a record whose own writer hashed a record could get
            // here; it gets a buffer of its own.
            Err(_) => self.record_via(&mut String::new(), value),
        });
        // A separator, so one record's end cannot run into the next.
        self.bytes(&[0]);
    }

    /// Hashes `value`'s compact JSON, written into `text` first.
    fn record_via<T: ToJson + ?Sized>(&mut self, text: &mut String, value: &T) {
        text.clear();
        let mut w = Writer::compact_into(std::mem::take(text));
        value.to_json(&mut w);
        *text = w.finish();
        self.bytes(text.as_bytes());
    }

    /// The hash.
    pub fn finish(self) -> u64 {
        self.0
    }
}

impl io::Write for Fnv64 {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.bytes(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Game {
    /// A digest begun with what every version hashes first: the turn, the
    /// seed and the generator's state.
    pub(crate) fn digest_start(&self) -> Fnv64 {
        let mut h = Fnv64::default();
        h.u64(self.turn);
        h.u64(self.seed);
        // Two draws from a copy stand for the generator's state: PCG's output
        // is a permutation of it, so different states give different draws.
        let mut probe = self.rng.clone();
        h.u64(u64::from(probe.next_u32()));
        h.u64(u64::from(probe.next_u32()));
        h
    }

    /// A digest of the game's state: turn, seed, the generator's state, the
    /// level the player is on, the player's record, every object of that
    /// level (through its world's kept digest of them,
    /// which hashes again only the objects that changed), what acted, what
    /// was seen and the last message. Objects whose record cannot change
    /// while they stay (walls, items, stairs) count by id and place only.
    /// Other levels do not change while the player is away, so they are
    /// covered when visited. Version 3 of the replay files; versions 1 and 2
    /// keep their own ([`Game::checksum_v1`], [`Game::checksum_v2`]).
    pub fn checksum(&self) -> u64 {
        let mut h = self.digest_start();
        h.u64(self.depth as u64);
        h.record(&self.player_record());
        h.record(&self.run);
        h.record(&self.ended);
        // Only rule sets that keep a state of their own add to the sum, so
        // seed 000's checksums are those of every earlier version 3 replay.
        if let Some(state) = &self.levels[self.depth].state {
            state.digest(&mut h);
        }
        h.u64(self.world().len() as u64);
        h.u64(self.world().object_digest());
        self.digest_end(h)
    }

    /// What every version since 2 hashes last: what acted, how much was seen
    /// (or felt, on a blind level, and the steps in a row that went nowhere
    /// where they are limited: both nothing elsewhere, and then not hashed,
    /// so older checksums stand) and the message log.
    pub(crate) fn digest_end(&self, mut h: Fnv64) -> u64 {
        for id in &self.acted {
            h.u64(id.as_u64());
        }
        h.u64(self.levels[self.depth].seen.len() as u64);
        let felt = self.fragments().touches();
        if felt > 0 || self.failed_steps > 0 {
            h.u64(felt as u64);
            h.u64(u64::from(self.failed_steps));
        }
        h.u64(self.log.len() as u64);
        if let Some(last) = self.log.all().last() {
            h.record(last);
        }
        h.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_matches_the_published_vectors() {
        let digest = |s: &str| {
            let mut h = Fnv64::default();
            h.bytes(s.as_bytes());
            h.finish()
        };
        assert_eq!(digest(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(digest("a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(digest("foobar"), 0x8594_4171_f739_67e8);
    }

    /// The kept digest against one summed afresh from every object, through
    /// random play on several seeds (fights, deaths, drops, level changes).
    #[test]
    fn the_kept_object_digest_equals_a_fresh_one_after_every_turn() {
        use crate::core::{build_game, WorldSource};
        use crate::game::object_digest::object_hash;
        use crate::game::{Command, Direction, GameRng};
        let fresh = |game: &Game| {
            game.world().objects().fold(0u64, |sum, (id, o)| sum.wrapping_add(object_hash(id, o)))
        };
        let mut changed = 0;
        let sources =
            [WorldSource::Random { seed: 1 }, WorldSource::descent(5), WorldSource::descent(12345)];
        for (seed, source) in (1..).zip(sources) {
            let mut game = build_game(&source, seed).expect("builds");
            let mut keys = GameRng::new(seed, 9);
            for turn in 0..400 {
                let command = match keys.below(10) {
                    0..=6 => Command::Move(Direction::ALL[keys.below(4) as usize]),
                    7 => Command::Select(keys.below(9) as usize),
                    8 => Command::DropSelected,
                    _ => Command::Wait,
                };
                let before = game.world().object_digest();
                game.apply(command);
                assert_eq!(game.world().object_digest(), fresh(&game), "seed {seed}, turn {turn}");
                changed += usize::from(game.world().object_digest() != before);
                if game.is_over() {
                    break;
                }
            }
        }
        assert!(changed > 20, "only {changed} turns changed an object");
    }
}
