//! How creatures choose a step: along a shortest path (through portals, for
//! those that use them), greedily closer, farther away, or at random. A search
//! visits at most [`MAX_SEARCH_CELLS`] cells, and all the searches of one tick
//! at most [`MAX_SEARCH_CELLS_PER_TICK`], so neither an open map nor a horde of
//! mercenaries makes a tick slow; a search cut short falls back on the greedy step.

use super::movement::{Mover, CLOCKWISE};
use super::state::Dungeon;
use crate::game::{Coordinates, Direction};
use std::collections::{HashSet, VecDeque};

/// The most cells one path search visits.
pub const MAX_SEARCH_CELLS: usize = 10_000;

/// The most cells all the path searches of one tick visit together.
pub const MAX_SEARCH_CELLS_PER_TICK: usize = 100_000;

impl Dungeon {
    /// The first step of a shortest path for `mover` from `from` to `target`;
    /// among equal paths the first step earliest in [`CLOCKWISE`] wins. Spends
    /// the tick's search budget.
    pub(super) fn path_step(
        &mut self,
        from: Coordinates,
        target: Coordinates,
        mover: Mover,
    ) -> Option<Direction> {
        let limit = self.search_budget.min(MAX_SEARCH_CELLS);
        let (step, visited) = self.search(from, target, mover, limit);
        self.search_budget = self.search_budget.saturating_sub(visited);
        step
    }

    /// Breadth-first search visiting at most `limit` cells: the first step and
    /// the number of cells visited.
    fn search(
        &self,
        from: Coordinates,
        target: Coordinates,
        mover: Mover,
        limit: usize,
    ) -> (Option<Direction>, usize) {
        let mut seen: HashSet<Coordinates> = HashSet::from([from]);
        let mut queue: VecDeque<(Coordinates, Direction)> = VecDeque::new();
        for direction in CLOCKWISE {
            if let Some(next) = self.landing(from, direction, mover) {
                if next == target {
                    return (Some(direction), seen.len());
                }
                if seen.insert(next) {
                    queue.push_back((next, direction));
                }
            }
        }
        while let Some((cell, first)) = queue.pop_front() {
            if seen.len() > limit {
                return (None, seen.len());
            }
            for direction in CLOCKWISE {
                if let Some(next) = self.landing(cell, direction, mover) {
                    if next == target {
                        return (Some(first), seen.len());
                    }
                    if seen.insert(next) {
                        queue.push_back((next, first));
                    }
                }
            }
        }
        (None, seen.len())
    }

    /// The step for `mover` whose landing cell is nearest `target` (Manhattan),
    /// if it is strictly nearer than `from`.
    pub(super) fn greedy_step(
        &self,
        from: Coordinates,
        target: Coordinates,
        mover: Mover,
    ) -> Option<Direction> {
        let here = from.manhattan(target);
        CLOCKWISE
            .into_iter()
            .filter_map(|d| self.landing(from, d, mover).map(|to| (to.manhattan(target), d)))
            .filter(|&(distance, _)| distance < here)
            .min_by_key(|&(distance, _)| distance)
            .map(|(_, d)| d)
    }

    /// The step for `mover` whose landing cell is farthest from `threat`, if it
    /// is strictly farther than `from`.
    pub(super) fn flee_step(
        &self,
        from: Coordinates,
        threat: Coordinates,
        mover: Mover,
    ) -> Option<Direction> {
        let here = from.manhattan(threat);
        let mut best: Option<(i32, Direction)> = None;
        for d in CLOCKWISE {
            if let Some(to) = self.landing(from, d, mover) {
                let distance = to.manhattan(threat);
                if distance > here && best.map_or(true, |(b, _)| distance > b) {
                    best = Some((distance, d));
                }
            }
        }
        best.map(|(_, d)| d)
    }

    /// A step for `mover` chosen at random among those it can take.
    pub(super) fn random_step(&mut self, from: Coordinates, mover: Mover) -> Option<Direction> {
        let open: Vec<Direction> =
            CLOCKWISE.into_iter().filter(|&d| self.landing(from, d, mover).is_some()).collect();
        self.state.rng.choose(&open).copied()
    }
}
