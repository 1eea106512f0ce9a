//! The enemies' phase of a tick (spec §3.3, §3.6): every creature moves once
//! in order of creation, and one that ends on the player's cell fights it
//! there. Spiders go round; zombie toasts wander; hostile mercenaries take a
//! quickest path to the player (Dijkstra through portals and round swamps,
//! by `game::Search`; they stay when there is none), flee an
//! invincible player and wander while it is invisible; allies walk up to the
//! player, then step into the cell it has just left. Assassins move as
//! mercenaries, except that within `assassin_recon_radius` (a square, as the
//! bribe's) they still hunt an invisible player; hydras move as zombie toasts.

use super::map::Mover;
use super::potion::Potion;
use super::state::EntityId;
use super::tick::{Tick, MAX_SEARCH_CELLS};
use crate::game::{Coordinates, Direction, KindMut, KindRef, Search};

impl Tick<'_> {
    /// Moves every creature once; `player_before` is where the player stood
    /// before its move this tick (allies step there).
    pub(super) fn move_creatures(&mut self, player_before: Coordinates) {
        for id in self.state.actors(self.world) {
            if !self.state.is_alive() {
                return;
            }
            let Some(before) = self.scene().pos(id) else { continue };
            if self.held_this_tick(id) {
                continue;
            }
            match self.scene().kind(id) {
                Some(KindRef::Spider(_)) => self.move_spider(id),
                Some(KindRef::ZombieToast(_)) | Some(KindRef::Hydra(_)) => self.move_zombie(id),
                Some(KindRef::Mercenary(m)) if !m.is_ally() => self.move_mercenary(id),
                Some(KindRef::Mercenary(_)) => self.move_ally(id, player_before),
                _ => continue,
            }
            self.hold_if_swamped(id, before);
            self.battle_if_met(id);
        }
    }

    /// Moves the spider `id` one step along its round.
    fn move_spider(&mut self, id: EntityId) {
        let Some(KindRef::Spider(spider)) = self.scene().kind(id) else {
            return;
        };
        let (next, after) = spider.path().step(|cell| self.scene().has_boulder(cell));
        if let Some(KindMut::Spider(spider)) = self.kind_mut(id) {
            spider.set_path(after);
        }
        if let Some(next) = next {
            self.move_entity(id, next);
        }
    }

    /// Moves the zombie `id` one step: at random, or away from an invincible player.
    fn move_zombie(&mut self, id: EntityId) {
        let (Some(pos), Some(player)) = (self.scene().pos(id), self.player_pos()) else {
            return;
        };
        let step = if self.state.effects.is_active(Potion::Invincibility) {
            self.flee_step(pos, player, Mover::ZombieToast)
        } else {
            self.random_step(pos, Mover::ZombieToast)
        };
        self.step_to(id, pos, step, Mover::ZombieToast);
    }

    /// Moves the hostile mercenary `id` one step.
    fn move_mercenary(&mut self, id: EntityId) {
        let (Some(pos), Some(player)) = (self.scene().pos(id), self.player_pos()) else {
            return;
        };
        let effects = &self.state.effects;
        let assassin =
            matches!(self.scene().kind(id), Some(KindRef::Mercenary(m)) if m.is_assassin());
        let recon = self.config.assassin_recon_radius;
        let sees_unseen = assassin && pos.chebyshev(player) as u32 <= recon;
        let step = if effects.is_active(Potion::Invisibility) && !sees_unseen {
            self.random_step(pos, Mover::Mercenary)
        } else if effects.is_active(Potion::Invincibility) {
            self.flee_step(pos, player, Mover::Mercenary)
        } else {
            self.chase_step(pos, player, Mover::Mercenary)
        };
        self.step_to(id, pos, step, Mover::Mercenary);
    }

    /// Moves the allied mercenary `id`: towards the player until next to it,
    /// then into the cell the player left this tick.
    fn move_ally(&mut self, id: EntityId, player_before: Coordinates) {
        let Some(player) = self.player_pos() else {
            return;
        };
        let (Some(pos), Some(KindRef::Mercenary(ally))) =
            (self.scene().pos(id), self.scene().kind(id))
        else {
            return;
        };
        let following = ally.is_following();
        let adjacent = |cell: Coordinates| cell.manhattan(player) <= 1;
        let to = if following && player_before != player {
            Some(player_before)
        } else if following || adjacent(pos) {
            None
        } else {
            self.chase_step(pos, player, Mover::Mercenary)
                .and_then(|d| self.scene().landing(pos, d, Mover::Mercenary))
        };
        let now = to.unwrap_or(pos);
        if let Some(to) = to {
            self.move_entity(id, to);
        }
        if let Some(KindMut::Mercenary(m)) = self.kind_mut(id) {
            m.set_following(adjacent(now));
        }
    }

    /// Moves `id` from `pos` by `step`, to where that step lands.
    fn step_to(&mut self, id: EntityId, pos: Coordinates, step: Option<Direction>, mover: Mover) {
        if let Some(to) = step.and_then(|d| self.scene().landing(pos, d, mover)) {
            self.move_entity(id, to);
        }
    }

    /// The first step of a quickest path for `mover` from `from` to
    /// `target` (spec §3.9: Dijkstra, through portals, a step onto a swamp
    /// costing the ticks it holds the mover); among equal paths the first
    /// step earliest clockwise from up wins. `None` when no path exists:
    /// the mover stays. Mercenaries, allies walking up and assassins all
    /// chase by it. A search visits at most [`MAX_SEARCH_CELLS`] cells and
    /// spends the tick's budget; one cut short finds nothing.
    pub(super) fn chase_step(
        &mut self,
        from: Coordinates,
        target: Coordinates,
        mover: Mover,
    ) -> Option<Direction> {
        let limit = self.budget.min(MAX_SEARCH_CELLS);
        let search = Search::cheapest(&self.scene().walker(mover), from, limit, |c| c == target);
        self.budget = self.budget.saturating_sub(search.visited());
        search.found.and_then(|found| search.first_step(found))
    }

    /// The step for `mover` whose landing cell is farthest from `threat`, if it
    /// is strictly farther than `from`.
    fn flee_step(&self, from: Coordinates, threat: Coordinates, mover: Mover) -> Option<Direction> {
        let here = from.manhattan(threat);
        let mut best: Option<(i32, Direction)> = None;
        for d in Direction::CLOCKWISE {
            if let Some(to) = self.scene().landing(from, d, mover) {
                let distance = to.manhattan(threat);
                if distance > here && best.map_or(true, |(b, _)| distance > b) {
                    best = Some((distance, d));
                }
            }
        }
        best.map(|(_, d)| d)
    }

    /// A step for `mover` chosen at random among those it can take.
    fn random_step(&mut self, from: Coordinates, mover: Mover) -> Option<Direction> {
        let open: Vec<Direction> = Direction::CLOCKWISE
            .into_iter()
            .filter(|&d| self.scene().landing(from, d, mover).is_some())
            .collect();
        self.rng.choose(&open).copied()
    }
}
