//! The checksum of version-2 replays, kept so replay files and saves recorded
//! before the objects' share was kept incrementally still verify: it walked
//! every object of the level in slot order, every turn.

use super::game::Game;

impl Game {
    /// The digest version-2 replays recorded (see the module docs): the same
    /// fields as [`Game::checksum`], with each object hashed in slot order.
    pub fn checksum_v2(&self) -> u64 {
        let mut h = self.digest_start();
        h.u64(self.depth as u64);
        h.record(&self.player_record());
        h.record(&self.run);
        h.record(&self.ended);
        for (id, object) in self.world().objects() {
            super::object_digest::feed_object(&mut h, id, object);
        }
        self.digest_end(h)
    }
}
