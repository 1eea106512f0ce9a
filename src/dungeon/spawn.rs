//! Spawning (spec §3.2, §3.3, §5): every `zombie_spawn_rate` ticks each spawner
//! puts a zombie toast on a random open cardinal neighbour (none if all are
//! closed); every `spider_spawn_rate` ticks a spider appears at a random cell
//! of the box around the dungeon as loaded; every `hydra_spawn_rate` ticks a
//! hydra appears at a random cell of that box where a zombie toast could
//! stand (the spec says how often, not where: `worlds/DUNGEONS.md`). Counting
//! starts at tick 1, so the first spawn is on tick `rate`. Spawning pauses at
//! [`MAX_SPAWNED_MAP`] entities and at [`MAX_SPAWNED_CREATURES`] creatures
//! (the spec sets no bound; this one bounds the moves of every later tick).

use super::config::Config;
use super::map::Mover;
use super::tick::Tick;
use super::work::MAX_SPAWNED_CREATURES;
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
        let rates = [
            self.config.zombie_spawn_rate,
            self.config.spider_spawn_rate,
            self.config.hydra_spawn_rate,
        ];
        if !rates.into_iter().any(due) {
            return;
        }
        // Counted once a tick, then kept by hand: many spawners may not take
        // a crowded map past the bound in one tick.
        let mut room =
            MAX_SPAWNED_CREATURES - self.world.all_actors().take(MAX_SPAWNED_CREATURES).count();
        if due(self.config.zombie_spawn_rate) {
            for id in self.state.actors(self.world) {
                if room == 0 {
                    return;
                }
                if let Some(KindRef::Spawner(_)) = self.scene().kind(id) {
                    if let Some(pos) = self.scene().pos(id) {
                        room -= usize::from(self.spawn_zombie_next_to(pos));
                    }
                }
            }
        }
        if due(self.config.spider_spawn_rate) && room > 0 {
            room -= usize::from(self.spawn_in_area(Mover::Spider, |cell, config| {
                Box::new(Spider::new(cell, config.spider_health))
            }));
        }
        if due(self.config.hydra_spawn_rate) && room > 0 {
            self.spawn_in_area(Mover::ZombieToast, |cell, config| {
                Box::new(Hydra::new(cell, config.hydra_health))
            });
        }
    }

    /// Puts a zombie toast next to the spawner at `pos`; whether it did.
    fn spawn_zombie_next_to(&mut self, pos: Coordinates) -> bool {
        if self.state.entity_count() >= MAX_SPAWNED_MAP {
            return false;
        }
        let player = self.player_pos();
        let scene = self.scene();
        let open: Vec<Coordinates> = Direction::CLOCKWISE
            .into_iter()
            .map(|d| pos.step(d))
            .filter(|&cell| !scene.is_blocked(cell, Mover::ZombieToast) && Some(cell) != player)
            .collect();
        let Some(&cell) = self.rng.choose(&open) else { return false };
        let zombie = ZombieToast::new(cell, self.config.zombie_health);
        self.state.add(self.world, Box::new(zombie));
        true
    }

    /// Puts what `make` makes on a random cell of the spawn box that `mover`
    /// may stand on, away from the player (a few tries, then not this
    /// tick); whether it did.
    fn spawn_in_area(
        &mut self,
        mover: Mover,
        make: impl Fn(Coordinates, &Config) -> Box<dyn GameObject>,
    ) -> bool {
        if self.state.entity_count() >= MAX_SPAWNED_MAP {
            return false;
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
            return true;
        }
        false
    }
}
