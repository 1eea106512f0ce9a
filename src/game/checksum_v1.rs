//! The checksum of version-1 replays, kept so replay files recorded before
//! messages became data still verify. It walked fixed fields by hand and
//! hashed the last message's English sentence; the English locale still
//! words every message as version 1 did.

use super::behaviour::BehaviourRecord;
use super::checksum::Fnv64;
use super::game::Game;
use super::record::ObjectRecord;

impl Fnv64 {
    /// A behaviour model's record, walked as version 1 did.
    fn behaviour_v1(&mut self, record: &BehaviourRecord) {
        match record {
            BehaviourRecord::Aggressive => self.bytes(&[1]),
            BehaviourRecord::AvoidWalls { inner } => {
                self.bytes(&[2]);
                self.behaviour_v1(inner);
            }
            BehaviourRecord::Chaotic => self.bytes(&[3]),
            BehaviourRecord::Cowardly => self.bytes(&[4]),
            BehaviourRecord::Passive => self.bytes(&[5]),
            BehaviourRecord::Temporal { temporary, turns_left, underlying } => {
                self.bytes(&[6]);
                self.u64(u64::from(*turns_left));
                self.behaviour_v1(temporary);
                self.behaviour_v1(underlying);
            }
            BehaviourRecord::Clever { state, inner } => {
                self.bytes(&[7, *state as u8]);
                self.behaviour_v1(inner);
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
}

impl Game {
    /// The digest version-1 replays recorded (see the module docs).
    pub fn checksum_v1(&self) -> u64 {
        let mut h = self.digest_start();
        let p = &self.player;
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
        for (id, object) in self.world().objects() {
            h.u64(id.as_u64());
            let at = object.coordinates();
            h.i32(at.x);
            h.i32(at.y);
            match object.record() {
                ObjectRecord::Wall(_) => h.str("wall"),
                ObjectRecord::Item(item) => h.str(item.item_kind().name()),
                ObjectRecord::Stairs(stairs) => h.str(stairs.leads().name()),
                ObjectRecord::Exit(_) => h.str("exit"),
                // Kinds a version-1 replay never held: hashed by name only.
                ObjectRecord::LockedDoor(_) => h.str("locked_door"),
                ObjectRecord::Spirit(_) => h.str("spirit"),
                ObjectRecord::Entrance(_) => h.str("entrance"),
                ObjectRecord::Wormhole(_) => h.str("wormhole"),
                ObjectRecord::Mob(creature) => {
                    h.str(creature.kind().name());
                    h.i32(creature.health_now());
                    h.str(creature.disguise().map_or("", |k| k.name()));
                    h.behaviour_v1(&creature.behaviour().to_record());
                }
                // Version 1 knew only the kinds above; a game of newer kinds
                // is never checked by this version's sums.
                other => h.record(&other),
            }
        }
        for id in &self.acted {
            h.u64(id.as_u64());
        }
        h.u64(self.levels[self.depth].seen.len() as u64);
        h.u64(self.log.len() as u64);
        if let Some(last) = self.log.all().last() {
            h.u64(last.turn);
            h.str(&crate::locale::english(&last.message));
        }
        h.finish()
    }
}
