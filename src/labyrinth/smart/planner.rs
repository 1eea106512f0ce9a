//! Choosing the smart player's next move: breadth first over everything it
//! believes, through wormholes whose landing is known, to the nearest exit once
//! it carries the treasure, or else to the cheapest thing left to explore.

use super::belief::Belief;
use super::region::{Known, Region};
use crate::game::Coordinates;
use crate::labyrinth::player::Move;
use std::collections::VecDeque;

/// Score units per move; the rest of a score breaks ties.
const SCALE: u32 = 16;
/// The most a tie-breaker takes off a score: two units per known neighbour of
/// the cell, or the most for a probe of a likely wall next to the player.
const MAX_BONUS: u32 = 10;

/// What a step costs that, last time in just this situation, fell into a
/// wormhole (and so probably would again, repeating a loop).
const STALE: u32 = 40 * SCALE;

/// How the planner weighs its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Weights {
    /// Extra moves a fall into an unexplored wormhole is reckoned to cost, for
    /// the frontier it leaves behind.
    pub(super) fall_penalty: u32,
    /// Extra moves an unknown cell is reckoned to cost when every place its
    /// region can still lie on the map lays it on ground already explored
    /// (a share of it when some placements do).
    pub(super) seen_penalty: u32,
}

#[derive(Clone, Copy, Debug)]
struct Node {
    root: usize,
    pos: Coordinates,
    dist: u32,
    first: Move,
}

/// Reusable search state (marks per region, the queue).
#[derive(Debug, Default)]
pub(super) struct Planner {
    stamp: u32,
    marks: Vec<Vec<u32>>,
    queue: VecDeque<Node>,
}

impl Planner {
    /// Marks cell `pos` of region `root` as reached; false if it already was.
    fn mark(&mut self, region: &Region, root: usize, pos: Coordinates) -> bool {
        let Some(i) = region.index(pos) else { return false };
        let marks = &mut self.marks[root];
        if marks.len() <= i {
            marks.resize(region.grid_len(), 0);
        }
        std::mem::replace(&mut marks[i], self.stamp) != self.stamp
    }

    /// The first move towards the best goal from cell `pos` of `frame`, or
    /// `None` when nothing reachable is left to explore (and, carrying the
    /// treasure, no exit is known).
    pub(super) fn choose(
        &mut self,
        belief: &Belief,
        frame: usize,
        pos: Coordinates,
        carrying: bool,
        weights: Weights,
    ) -> Option<Move> {
        let stale = belief.stale_moves(frame);
        self.stamp = self.stamp.wrapping_add(1);
        if self.marks.len() < belief.frames() {
            self.marks.resize(belief.frames(), Vec::new());
        }
        let jumps = belief.jumps();
        let (root, at) = belief.locate(frame, pos);
        self.queue.clear();
        self.mark(belief.region(root), root, at);
        self.queue.push_back(Node { root, pos: at, dist: 0, first: Move::Wait });
        let mut best: Option<(u32, Move)> = None;
        let consider = |best: &mut Option<(u32, Move)>, score: u32, first: Move| {
            if best.map_or(true, |(top, _)| score < top) {
                *best = Some((score, first));
            }
        };
        while let Some(node) = self.queue.pop_front() {
            if !carrying
                && node.dist > 0
                && best.is_some_and(|(top, _)| (node.dist + 1) * SCALE >= top + MAX_BONUS)
            {
                break;
            }
            let region = belief.region(node.root);
            for mv in Move::STEPS {
                let first = if node.dist == 0 { mv } else { node.first };
                let target = node.pos + mv.delta();
                let (next_root, next_pos) = match region.get(target) {
                    Some(Known::Wall) => continue,
                    Some(Known::Exit) if carrying => return Some(first),
                    Some(Known::Hole) => match jumps.get(&(node.root, target)) {
                        Some(&landing) => landing,
                        None => {
                            let repeat =
                                if node.dist == 0 && stale.contains(&mv) { STALE } else { 0 };
                            let score = (node.dist + 1 + weights.fall_penalty) * SCALE + repeat;
                            consider(&mut best, score, first);
                            continue;
                        }
                    },
                    Some(_) => (node.root, target),
                    None if !region.could_be_free(target) => continue,
                    None => {
                        let seen = match belief.share_new(node.root, target) {
                            Some((new, all)) if all > 0 => {
                                (weights.seen_penalty * SCALE * (all - new) as u32) / all as u32
                            }
                            _ => 0,
                        };
                        let hinted = node.dist == 0 && belief.wall_hints().contains(&mv.delta());
                        let bonus =
                            if hinted { MAX_BONUS } else { 2 * known_around(region, target) };
                        let repeat = if node.dist == 0 && stale.contains(&mv) { STALE } else { 0 };
                        let score = (node.dist + 1) * SCALE + repeat + seen - bonus;
                        consider(&mut best, score, first);
                        continue;
                    }
                };
                if self.mark(belief.region(next_root), next_root, next_pos) {
                    let dist = node.dist + 1;
                    self.queue.push_back(Node { root: next_root, pos: next_pos, dist, first });
                }
            }
        }
        best.map(|(_, first)| first)
    }
}

/// How many of the four neighbours of an unknown cell are known (or must be
/// wall): exploring a cell closed in on most sides now saves coming back.
fn known_around(region: &Region, pos: Coordinates) -> u32 {
    Move::STEPS
        .iter()
        .map(|m| pos + m.delta())
        .filter(|&n| region.get(n).is_some() || !region.could_be_free(n))
        .count() as u32
}
