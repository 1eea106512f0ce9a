//! `ObjectDigest`: a world's objects' share of [`Game::checksum`], kept as
//! they change so a turn's checksum costs what the turn changed, not what the
//! world holds. It is the wrapping sum of one hash per object (its id and
//! place when it never changes — walls, items — else its id and record), so
//! an object's term can be taken out and put back in any order; the world
//! marks the slots it hands out mutably, and only those are hashed again.
//!
//! [`Game::checksum`]: super::game::Game::checksum

use super::arena::ObjectId;
use super::checksum::Fnv64;
use super::object::GameObject;

/// The sum of the objects' hashes, with the slots changed since it was last
/// brought up to date.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ObjectDigest {
    /// Every slot's hash as last computed; 0 for a free slot.
    hashes: Vec<u64>,
    /// The wrapping sum of `hashes`.
    sum: u64,
    /// Slots whose object may have changed since its hash was computed.
    dirty: Vec<u32>,
    /// Whether each slot is listed in `dirty`.
    listed: Vec<bool>,
}

/// One object's hash: FNV-1a over its id and either its place (for objects
/// whose record cannot change while they stay) or its record, then mixed so
/// that sums of nearby values do not collide.
pub(crate) fn object_hash(id: ObjectId, object: &dyn GameObject) -> u64 {
    let mut h = Fnv64::default();
    feed_object(&mut h, id, object);
    mix(h.finish())
}

/// Feeds one object into `h`: its id, then its place when its record cannot
/// change while it stays, else its record (the version-2 checksum feeds
/// every object this way into one running hash).
pub(crate) fn feed_object(h: &mut Fnv64, id: ObjectId, object: &dyn GameObject) {
    h.u64(id.as_u64());
    if object.is_static() {
        let at = object.coordinates();
        h.i32(at.x);
        h.i32(at.y);
    } else {
        h.record(&object.record());
    }
}

/// The finaliser of SplitMix64: every input bit flips about half the output.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl ObjectDigest {
    /// Notes that the object in slot `index` was added or may have changed.
    pub(crate) fn mark(&mut self, index: u32) {
        let i = index as usize;
        if i >= self.listed.len() {
            self.listed.resize(i + 1, false);
            self.hashes.resize(i + 1, 0);
        }
        if !self.listed[i] {
            self.listed[i] = true;
            self.dirty.push(index);
        }
    }

    /// Takes the object in slot `index` out of the sum (it was removed).
    pub(crate) fn forget(&mut self, index: u32) {
        if let Some(h) = self.hashes.get_mut(index as usize) {
            self.sum = self.sum.wrapping_sub(std::mem::take(h));
        }
    }

    /// The sum as it would be with every changed slot hashed again, where
    /// `hash_of` gives a slot's hash now (0 when it is free).
    pub(crate) fn current(&self, hash_of: impl Fn(u32) -> u64) -> u64 {
        self.dirty.iter().fold(self.sum, |sum, &index| {
            sum.wrapping_sub(self.hashes[index as usize]).wrapping_add(hash_of(index))
        })
    }

    /// Hashes the changed slots again, so later sums start from here.
    pub(crate) fn settle(&mut self, hash_of: impl Fn(u32) -> u64) {
        for index in std::mem::take(&mut self.dirty) {
            let i = index as usize;
            let now = hash_of(index);
            self.sum = self.sum.wrapping_sub(self.hashes[i]).wrapping_add(now);
            self.hashes[i] = now;
            self.listed[i] = false;
        }
    }

    /// How many slots wait to be hashed again.
    #[cfg(test)]
    pub(crate) fn pending(&self) -> usize {
        self.dirty.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRng;

    /// A model: slots holding numbers whose "hash" is the number itself.
    #[test]
    fn the_kept_sum_always_equals_a_fresh_sum_of_the_live_slots() {
        let mut rng = GameRng::new(41, 2);
        let mut slots: Vec<Option<u64>> = Vec::new();
        let mut digest = ObjectDigest::default();
        for round in 0..5_000 {
            let i = rng.below(40) as usize;
            if i >= slots.len() {
                slots.resize(i + 1, None);
            }
            match rng.below(4) {
                0 => {
                    if slots[i].take().is_some() {
                        digest.forget(i as u32);
                    }
                }
                _ => {
                    slots[i] = Some(u64::from(rng.next_u32()) << 20);
                    digest.mark(i as u32);
                }
            }
            let hash_of = |index: u32| slots.get(index as usize).copied().flatten().unwrap_or(0);
            let fresh = slots.iter().flatten().fold(0u64, |s, &v| s.wrapping_add(v));
            assert_eq!(digest.current(hash_of), fresh, "round {round} before settling");
            if rng.below(3) == 0 {
                digest.settle(hash_of);
                assert_eq!(digest.pending(), 0);
                assert_eq!(digest.current(hash_of), fresh, "round {round} after settling");
            }
        }
    }
}
