//! The smart player's proof that it is caught in a loop of dead ends: more
//! landings in a row on a hole walled in but for one hole next to it than
//! the labyrinth can have wormholes. Guesses cannot show it (each new landing
//! may be a new place, so a guess that it is an old one is dropped once the
//! planner finds nothing new), and playing on costs more with every fall.

use super::belief::ORIGIN;
use crate::game::{Coordinates, Felt, Touch};
use crate::labyrinth::MAX_WORMHOLES;

/// Dead ends fallen out of in a row, and how many different ones there can
/// be at most.
///
/// A dead end is a landing (on a hole) whose four neighbours are walls but
/// one, a hole, that the player fell into without leaving the landing. Out
/// of a dead end there is one way, so where the player lands next depends on
/// the dead end alone. Every landing is a wormhole, and a labyrinth has at
/// most [`MAX_WORMHOLES`] of them (and no more than its cells): more dead
/// ends in a row than that must repeat one, and from then on the landings
/// go round a cycle. Every place the player can still reach is a dead end
/// of that cycle, walls and two holes all known: nothing is left to find,
/// the treasure and the exits included, so the player gives up (the same
/// game would otherwise fall round the loop until the move limit, each
/// fall costing more than the last).
#[derive(Clone, Copy, Debug)]
pub(super) struct DeadEnds {
    in_a_row: usize,
    /// The most wormholes the labyrinth can have.
    holes: usize,
}

impl DeadEnds {
    /// No dead end yet, in a labyrinth of `width` × `height` cells.
    pub(super) fn new(width: usize, height: usize) -> Self {
        DeadEnds::at_most(width.saturating_mul(height).min(MAX_WORMHOLES))
    }

    /// No dead end yet, in a labyrinth of at most `holes` wormholes.
    pub(super) fn at_most(holes: usize) -> Self {
        DeadEnds { in_a_row: 0, holes }
    }

    /// Notes a frame the player just fell out of, given its touches (its
    /// landing first, the fall last).
    pub(super) fn fell_out_of(&mut self, touches: &[Touch]) {
        if is_dead_end(touches) {
            self.in_a_row += 1;
        } else {
            self.in_a_row = 0;
        }
    }

    /// Whether the dead ends in a row prove that a loop of them is all the
    /// player can still reach.
    pub(super) fn prove_a_loop(&self) -> bool {
        self.in_a_row > self.holes
    }
}

/// Whether a frame's touches are those of a dead end: it landed on a hole,
/// felt three walls around it (or waited there) and fell into the fourth
/// neighbour.
fn is_dead_end(touches: &[Touch]) -> bool {
    let Some((landing, moves)) = touches.split_first() else { return false };
    let Some((fall, probes)) = moves.split_last() else { return false };
    if landing.at != ORIGIN || landing.felt != Felt::Wormhole || fall.felt != Felt::Wormhole {
        return false;
    }
    let Some(way_out) = neighbour(fall.at) else { return false };
    let mut walls = [false; 4];
    for probe in probes {
        match (probe.felt, neighbour(probe.at)) {
            (Felt::Wall, Some(side)) if side != way_out => walls[side] = true,
            // A wait on the landing.
            (Felt::Wormhole, None) if probe.at == ORIGIN => {}
            _ => return false,
        }
    }
    walls.iter().filter(|&&wall| wall).count() == 3
}

/// Which of the origin's four neighbours `at` is, if it is one.
fn neighbour(at: Coordinates) -> Option<usize> {
    [
        Coordinates::new(0, -1),
        Coordinates::new(1, 0),
        Coordinates::new(0, 1),
        Coordinates::new(-1, 0),
    ]
    .iter()
    .position(|&side| side == at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(x: i32, y: i32, felt: Felt) -> Touch {
        Touch { at: Coordinates::new(x, y), felt }
    }

    /// A dead end whose way out is to the left: three walls probed, then
    /// the fall.
    fn dead_end() -> Vec<Touch> {
        vec![
            touch(0, 0, Felt::Wormhole),
            touch(0, -1, Felt::Wall),
            touch(1, 0, Felt::Wall),
            touch(0, 1, Felt::Wall),
            touch(-1, 0, Felt::Wormhole),
        ]
    }

    #[test]
    fn a_landing_walled_in_but_for_the_hole_fallen_into_is_a_dead_end() {
        assert!(is_dead_end(&dead_end()));
        let mut waited = dead_end();
        waited.insert(2, touch(0, 0, Felt::Wormhole));
        assert!(is_dead_end(&waited), "a wait on the landing changes nothing");
    }

    #[test]
    fn a_landing_with_another_way_out_or_a_side_unknown_is_no_dead_end() {
        // A side not probed may be open.
        let mut unknown = dead_end();
        unknown.remove(2);
        assert!(!is_dead_end(&unknown));
        // The player stepped off the landing: it has more than one way out.
        let mut stepped = dead_end();
        stepped[2] = touch(1, 0, Felt::Floor);
        assert!(!is_dead_end(&stepped));
        // The start is no landing.
        let mut start = dead_end();
        start[0] = touch(0, 0, Felt::Entrance);
        assert!(!is_dead_end(&start));
        // A frame left without a fall (the one the player is in) proves nothing.
        assert!(!is_dead_end(&dead_end()[..4]));
    }

    /// Pigeonholes: a labyrinth has at most ten wormholes, so eleven dead
    /// ends in a row repeat one, and ten need not (ten holes can each throw
    /// onto the next).
    #[test]
    fn more_dead_ends_in_a_row_than_wormholes_prove_a_loop_and_no_fewer() {
        let mut dead_ends = DeadEnds::new(40, 25);
        for _ in 0..MAX_WORMHOLES {
            dead_ends.fell_out_of(&dead_end());
        }
        assert!(!dead_ends.prove_a_loop());
        dead_ends.fell_out_of(&dead_end());
        assert!(dead_ends.prove_a_loop());
    }

    /// A 2 × 3 labyrinth has room for six wormholes only, so seven dead ends
    /// in a row prove a loop; any other frame breaks the row.
    #[test]
    fn more_dead_ends_in_a_row_than_cells_prove_a_loop_and_no_fewer() {
        let mut dead_ends = DeadEnds::new(2, 3);
        for _ in 0..6 {
            dead_ends.fell_out_of(&dead_end());
        }
        assert!(!dead_ends.prove_a_loop());
        dead_ends.fell_out_of(&dead_end());
        assert!(dead_ends.prove_a_loop());
        let mut other = dead_end();
        other.remove(1);
        dead_ends.fell_out_of(&other);
        assert!(!dead_ends.prove_a_loop());
        for _ in 0..6 {
            dead_ends.fell_out_of(&dead_end());
        }
        assert!(!dead_ends.prove_a_loop(), "the row began again");
    }
}
