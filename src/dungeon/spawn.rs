//! Spawning (spec §3.2, §3.3, §5): every `zombie_spawn_rate` ticks each spawner
//! puts a zombie toast on a random open cardinal neighbour (none if all are
//! closed); every `spider_spawn_rate` ticks a spider appears at a random cell
//! of the box around the dungeon as loaded; every `hydra_spawn_rate` ticks a
//! hydra appears at a random cell of that box where a zombie toast could
//! stand (the spec says how often, not where: `worlds/DUNGEONS.md`). Counting
//! starts at tick 1, so the first spawn is on tick `rate`. Spawning pauses at
//! [`MAX_SPAWNED_MAP`] entities.

use super::config::Config;
use super::map::Mover;
use super::tick::Tick;
use crate::game::{Coordinates, Direction, GameObject, Hydra, KindRef, Spider, ZombieToast};

/// Tries to find a free cell for a spider before giving up for this tick.
const SPIDER_PLACE_TRIES: usize = 16;

/// Spawning pauses while the map holds this many entities, which bounds the
/// memory a dungeon of many spawners can take.
pub const MAX_SPAWNED_MAP: usize = 2 * super::load::MAX_ENTITIES;

impl Tick<'_> {
    /// Spawns what is due on the current tick.
    pub(super) fn spawn_creatures(&mut self) {
        let tick = *self.turn;
        let due = |rate: u32| rate > 0 && tick % u64::from(rate) == 0;
        if due(self.config.zombie_spawn_rate) {
            for id in self.state.actors(self.world) {
                if let Some(KindRef::Spawner(_)) = self.scene().kind(id) {
                    if let Some(pos) = self.scene().pos(id) {
                        self.spawn_zombie_next_to(pos);
                    }
                }
            }
        }
        if due(self.config.spider_spawn_rate) {
            self.spawn_in_area(Mover::Spider, |cell, config| {
                Box::new(Spider::new(cell, config.spider_health))
            });
        }
        if due(self.config.hydra_spawn_rate) {
            self.spawn_in_area(Mover::ZombieToast, |cell, config| {
                Box::new(Hydra::new(cell, config.hydra_health))
            });
        }
    }

    fn spawn_zombie_next_to(&mut self, pos: Coordinates) {
        if self.state.entity_count() >= MAX_SPAWNED_MAP {
            return;
        }
        let player = self.player_pos();
        let scene = self.scene();
        let open: Vec<Coordinates> = Direction::CLOCKWISE
            .into_iter()
            .map(|d| pos.step(d))
            .filter(|&cell| !scene.is_blocked(cell, Mover::ZombieToast) && Some(cell) != player)
            .collect();
        if let Some(&cell) = self.rng.choose(&open) {
            let zombie = ZombieToast::new(cell, self.config.zombie_health);
            self.state.add(self.world, Box::new(zombie));
        }
    }

    /// Puts what `make` makes on a random cell of the spawn box that `mover`
    /// may stand on, away from the player (a few tries, then not this tick).
    fn spawn_in_area(
        &mut self,
        mover: Mover,
        make: impl Fn(Coordinates, &Config) -> Box<dyn GameObject>,
    ) {
        if self.state.entity_count() >= MAX_SPAWNED_MAP {
            return;
        }
        let area = self.state.spawn_area;
        let player = self.player_pos();
        for _ in 0..SPIDER_PLACE_TRIES {
            let x = self.rng.range_inclusive(area.min.x, area.max.x);
            let y = self.rng.range_inclusive(area.min.y, area.max.y);
            let cell = Coordinates::new(x, y);
            if Some(cell) == player || self.scene().is_blocked(cell, mover) {
                continue;
            }
            let object = make(cell, self.config);
            self.state.add(self.world, object);
            return;
        }
    }
}
