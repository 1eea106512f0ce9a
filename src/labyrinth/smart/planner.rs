//! Choosing the smart player's next move: a breadth-first [`Search`] over
//! everything it believes (every region's known free cells, and the
//! wormholes whose landing is known as steps to it), to the nearest exit once
//! it carries the treasure, or else to the cheapest thing left to explore.

use super::belief::Belief;
use super::region::{Known, Region};
use crate::game::{Coordinates, Edge, FastMap, GridMap, Search};
use crate::labyrinth::player::Move;

/// Score units per move; the rest of a score breaks ties.
const SCALE: u32 = 16;
/// The most a tie-breaker takes off a score: two units per known neighbour of
/// the cell, or the most for a probe of a likely wall next to the player.
const MAX_BONUS: u32 = 10;

/// What a step costs that, last time in just this situation, fell into a
/// wormhole (and so probably would again, repeating a loop).
const STALE: u32 = 40 * SCALE;

/// Columns between two regions laid side by side: wider than a region's
/// grid (twice the widest labyrinth, and one) with a cell beyond each side.
const STRIDE: i32 = 128;

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

/// The cell of the search standing for cell `pos` of region `root`.
fn cell_of(root: usize, pos: Coordinates) -> Coordinates {
    Coordinates::new(root as i32 * STRIDE + pos.x, pos.y)
}

/// The region and its cell a cell of the search stands for.
fn split(cell: Coordinates) -> (usize, Coordinates) {
    let root = (cell.x + STRIDE / 2).div_euclid(STRIDE);
    (root as usize, Coordinates::new(cell.x - root * STRIDE, cell.y))
}

/// What the player believes, as a map: the regions side by side, their known
/// free cells open, a step onto a wormhole whose landing is known leading
/// there, in the original's order of steps.
struct Believed<'a> {
    belief: &'a Belief,
    jumps: &'a FastMap<(usize, Coordinates), (usize, Coordinates)>,
}

impl GridMap for Believed<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        let (root, pos) = split(cell);
        self.belief.region(root).get(pos) == Some(Known::Wall)
    }

    fn is_occupied(&self, _: Coordinates) -> bool {
        false
    }

    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        let (root, pos) = split(cell);
        let region = self.belief.region(root);
        for mv in Move::STEPS {
            let Some(direction) = mv.direction() else { continue };
            let target = pos + mv.delta();
            let to = match region.get(target) {
                None | Some(Known::Wall) => continue,
                Some(Known::Hole) => match self.jumps.get(&(root, target)) {
                    Some(&(landing_root, landing)) => cell_of(landing_root, landing),
                    None => continue,
                },
                Some(_) => cell_of(root, target),
            };
            out.push(Edge { direction, to, cost: 1 });
        }
    }
}

/// The first move towards the best goal from cell `pos` of `frame`, or
/// `None` when nothing reachable is left to explore (and, carrying the
/// treasure, no exit is known).
pub(super) fn choose(
    belief: &Belief,
    frame: usize,
    pos: Coordinates,
    carrying: bool,
    weights: Weights,
) -> Option<Move> {
    let jumps = belief.jumps();
    let (root, at) = belief.locate(frame, pos);
    let scorer = Scorer { belief, jumps: &jumps, stale: belief.stale_moves(frame), weights };
    let mut best: Option<(u32, Move)> = None;
    scorer.consider(root, at, 0, None, &mut best);
    let map = Believed { belief, jumps: &jumps };
    let search =
        Search::breadth_first_with(&map, cell_of(root, at), belief.cells(), |search, cell| {
            let (root, pos) = split(cell);
            let dist = search.cost(cell).unwrap_or_default();
            if carrying {
                if belief.region(root).get(pos) == Some(Known::Exit) {
                    return true;
                }
            } else if best.is_some_and(|(top, _)| (dist + 1) * SCALE >= top + MAX_BONUS) {
                // Every score from here on is at least as high: stop looking.
                return true;
            }
            scorer.consider(root, pos, dist, search.first_step(cell).map(Move::of), &mut best);
            false
        });
    match search.found {
        // Carrying the treasure, the search stops only on an exit, which
        // wins over anything left to explore.
        Some(exit) if carrying => search.first_step(exit).map(Move::of),
        _ => best.map(|(_, first)| first),
    }
}

/// Scores what is left to explore around a cell reached.
struct Scorer<'a> {
    belief: &'a Belief,
    jumps: &'a FastMap<(usize, Coordinates), (usize, Coordinates)>,
    stale: Vec<Move>,
    weights: Weights,
}

impl Scorer<'_> {
    /// Weighs the unknown neighbours of cell `pos` of region `root`, `dist`
    /// moves away (reached first by `first`; none for the player's own
    /// cell), and the wormholes next to it not tried yet, keeping the
    /// cheapest in `best` (the first found of equal ones).
    fn consider(
        &self,
        root: usize,
        pos: Coordinates,
        dist: u32,
        first: Option<Move>,
        best: &mut Option<(u32, Move)>,
    ) {
        let (belief, weights) = (self.belief, self.weights);
        let region = belief.region(root);
        for mv in Move::STEPS {
            let first = first.unwrap_or(mv);
            let target = pos + mv.delta();
            let repeat = if dist == 0 && self.stale.contains(&mv) { STALE } else { 0 };
            let score = match region.get(target) {
                Some(Known::Hole) if !self.jumps.contains_key(&(root, target)) => {
                    (dist + 1 + weights.fall_penalty) * SCALE + repeat
                }
                Some(_) => continue,
                None if !region.could_be_free(target) => continue,
                None => {
                    let seen = match belief.share_new(root, target) {
                        Some((new, all)) if all > 0 => {
                            (weights.seen_penalty * SCALE * (all - new) as u32) / all as u32
                        }
                        _ => 0,
                    };
                    let hinted = dist == 0 && belief.wall_hints().contains(&mv.delta());
                    let bonus = if hinted { MAX_BONUS } else { 2 * known_around(region, target) };
                    (dist + 1) * SCALE + repeat + seen - bonus
                }
            };
            if best.map_or(true, |(top, _)| score < top) {
                *best = Some((score, first));
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_lie_side_by_side_without_sharing_a_cell() {
        for root in [0, 1, 7, 300] {
            for pos in [Coordinates::new(-41, 3), Coordinates::new(41, -26), Coordinates::ZERO] {
                assert_eq!(split(cell_of(root, pos)), (root, pos));
            }
        }
    }
}
