//! `Game::checksum`: a 64-bit digest of everything that decides how a game
//! goes on, for replays to notice the moment they drift. FNV-1a over bytes in
//! a fixed little-endian layout, so it is the same natively and on wasm32.

use super::behaviour::BehaviourRecord;
use super::game::Game;
use super::object::ObjectKind;

/// FNV-1a, 64-bit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv64 {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn u64(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }

    fn i32(&mut self, v: i32) {
        self.bytes(&v.to_le_bytes());
    }

    /// Length first, so adjacent strings cannot run into each other.
    fn str(&mut self, s: &str) {
        self.u64(s.len() as u64);
        self.bytes(s.as_bytes());
    }

    /// A behaviour model's record, walked by hand: this runs for every mob
    /// on every recorded step, too often for a round through JSON.
    fn behaviour(&mut self, record: &BehaviourRecord) {
        match record {
            BehaviourRecord::Aggressive => self.bytes(&[1]),
            BehaviourRecord::AvoidWalls { inner } => {
                self.bytes(&[2]);
                self.behaviour(inner);
            }
            BehaviourRecord::Chaotic => self.bytes(&[3]),
            BehaviourRecord::Cowardly => self.bytes(&[4]),
            BehaviourRecord::Passive => self.bytes(&[5]),
            BehaviourRecord::Temporal { temporary, turns_left, underlying } => {
                self.bytes(&[6]);
                self.u64(u64::from(*turns_left));
                self.behaviour(temporary);
                self.behaviour(underlying);
            }
            BehaviourRecord::Clever { state, inner } => {
                self.bytes(&[7, *state as u8]);
                self.behaviour(inner);
            }
            BehaviourRecord::EnhancedAggressive { state, last_known } => {
                self.bytes(&[8, *state as u8, u8::from(last_known.is_some())]);
                if let Some(c) = last_known {
                    self.i32(c.x);
                    self.i32(c.y);
                }
            }
        }
    }

    fn finish(self) -> u64 {
        self.0
    }
}

impl Game {
    /// A digest of the game's state: turn, seed, the generator's state, the
    /// player, inventory and equipment, every object with its id, position,
    /// health and behaviour, what was seen and said. Equal games have equal
    /// checksums on every platform; walls count by id and origin only, as
    /// they never change.
    pub fn checksum(&self) -> u64 {
        let mut h = Fnv64::default();
        h.u64(self.turn);
        h.u64(self.seed);
        // Two draws from a copy stand for the generator's state: PCG's output
        // is a permutation of it, so different states give different draws.
        let mut probe = self.rng.clone();
        h.u64(u64::from(probe.next_u32()));
        h.u64(u64::from(probe.next_u32()));
        let p = &self.world.player;
        for v in [
            p.coordinates.x,
            p.coordinates.y,
            p.health,
            p.max_health,
            p.base_attack,
            p.base_armor,
            p.experience,
            p.level,
            p.level_cost,
        ] {
            h.i32(v);
        }
        h.u64(p.inventory.selected() as u64);
        for kind in p.inventory.kinds() {
            h.str(kind.map_or("", |k| k.name()));
        }
        for (_, item) in p.equipment() {
            h.str(item.kind().name());
        }
        for (id, object) in self.world.objects() {
            h.u64(id.as_u64());
            let at = object.coordinates();
            h.i32(at.x);
            h.i32(at.y);
            match object.kind() {
                ObjectKind::Wall => h.str("wall"),
                ObjectKind::Item(kind) => h.str(kind.name()),
                ObjectKind::Mob(kind) => h.str(kind.name()),
            }
            if let Some(mob) = object.as_mob() {
                h.i32(mob.health());
                if let Some(creature) = mob.as_creature() {
                    h.str(creature.disguise().map_or("", |k| k.name()));
                    h.behaviour(&creature.behaviour().to_record());
                }
            }
        }
        for id in &self.acted {
            h.u64(id.as_u64());
        }
        h.u64(self.seen.len() as u64);
        h.u64(self.log.len() as u64);
        if let Some(last) = self.log.all().last() {
            h.u64(last.turn);
            h.str(&last.text);
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
}
