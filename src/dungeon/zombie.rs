//! Zombie toasts (spec §3.3): a random step each tick, within the player's
//! movement constraints but untouched by portals; they flee an invincible player.

use super::entity::EntityId;
use super::movement::Mover;
use super::potion::Potion;
use super::state::Dungeon;

impl Dungeon {
    /// Moves the zombie `id` one step.
    pub(super) fn move_zombie(&mut self, id: EntityId) {
        let (Some(pos), Some(player)) = (self.entity(id).map(|e| e.pos), self.player_pos()) else {
            return;
        };
        let step = if self.state.effects.is_active(Potion::Invincibility) {
            self.flee_step(pos, player, Mover::ZombieToast)
        } else {
            self.random_step(pos, Mover::ZombieToast)
        };
        if let Some(to) = step.and_then(|d| self.landing(pos, d, Mover::ZombieToast)) {
            self.move_entity(id, to);
        }
    }
}
