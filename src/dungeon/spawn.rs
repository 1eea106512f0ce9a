//! Spawning (spec §3.2, §3.3, §5): every `zombie_spawn_rate` ticks each spawner
//! puts a zombie toast on a random open cardinal neighbour (none if all are
//! closed); every `spider_spawn_rate` ticks a spider appears at a random cell
//! of the box around the dungeon as loaded. Counting starts at tick 1, so the
//! first spawn is on tick `rate`. Spawning pauses at [`MAX_SPAWNED_MAP`] entities.

use super::entity::{EntityId, EntityKind};
use super::movement::{Mover, CLOCKWISE};
use super::spider::SpiderPath;
use super::state::Dungeon;
use crate::game::Coordinates;

/// Tries to find a free cell for a spider before giving up for this tick.
const SPIDER_PLACE_TRIES: usize = 16;

/// Spawning pauses while the map holds this many entities, which bounds the
/// memory a dungeon of many spawners can take.
pub const MAX_SPAWNED_MAP: usize = 2 * super::load::MAX_ENTITIES;

impl Dungeon {
    /// Spawns what is due on the current tick.
    pub(super) fn spawn_creatures(&mut self) {
        let tick = self.state.tick;
        let due = |rate: u32| rate > 0 && tick % u64::from(rate) == 0;
        if due(self.state.config.zombie_spawn_rate) {
            for id in self.actor_ids() {
                if let Some(EntityKind::ZombieToastSpawner) = self.entity(id).map(|e| &e.kind) {
                    self.spawn_zombie_next_to(id);
                }
            }
        }
        if due(self.state.config.spider_spawn_rate) {
            self.spawn_spider();
        }
    }

    fn spawn_zombie_next_to(&mut self, spawner: EntityId) {
        let Some(pos) = self.entity(spawner).map(|e| e.pos) else {
            return;
        };
        if self.state.entities.len() >= MAX_SPAWNED_MAP {
            return;
        }
        let player = self.player_pos();
        let open: Vec<Coordinates> = CLOCKWISE
            .into_iter()
            .map(|d| pos.step(d))
            .filter(|&cell| !self.is_blocked(cell, Mover::ZombieToast) && Some(cell) != player)
            .collect();
        if let Some(&cell) = self.state.rng.choose(&open) {
            let health = self.state.config.zombie_health;
            self.add_entity(cell, EntityKind::ZombieToast { health });
        }
    }

    fn spawn_spider(&mut self) {
        if self.state.entities.len() >= MAX_SPAWNED_MAP {
            return;
        }
        let area = self.state.spawn_area;
        let player = self.player_pos();
        for _ in 0..SPIDER_PLACE_TRIES {
            let x = self.state.rng.range_inclusive(area.min.x, area.max.x);
            let y = self.state.rng.range_inclusive(area.min.y, area.max.y);
            let cell = Coordinates::new(x, y);
            if Some(cell) == player || self.is_blocked(cell, Mover::Spider) {
                continue;
            }
            let health = self.state.config.spider_health;
            self.add_entity(cell, EntityKind::Spider { health, path: SpiderPath::new(cell) });
            return;
        }
    }
}
