//! What the map allows, for the generator and as the yardstick of players:
//! the fewest moves that win with the map known, and whether any move can
//! leave the player where it can no longer win. Both search the labyrinth's
//! engine level through [`Search`], over a small map of the game's states
//! (a cell, and whether the treasure is carried): the level's own
//! neighbours, wormholes included.

use super::map::LabyrinthMap;
use super::rules::labyrinth_world;
use crate::game::{Coordinates, Edge, FastMap, Felt, GameWorld, GridMap, Search};

/// How far down the states with the treasure carried lie from their cells
/// (a labyrinth with its border spans at most 27 rows).
const CARRIED: i32 = 1 << 16;
/// The state after the winning move.
const WON: Coordinates = Coordinates::new(i32::MIN, i32::MIN);

/// The game with the map known as a grid of states: a cell of the level
/// while the treasure is not carried, the same cell [`CARRIED`] rows down
/// once it is, and [`WON`] after a step onto an exit with it.
struct States<'a> {
    world: &'a GameWorld,
}

impl States<'_> {
    /// The cell of the level a state stands on, and whether the treasure is
    /// carried there.
    fn split(cell: Coordinates) -> (Coordinates, bool) {
        if cell.y >= CARRIED / 2 {
            (Coordinates::new(cell.x, cell.y - CARRIED), true)
        } else {
            (cell, false)
        }
    }

    fn carrying(cell: Coordinates) -> Coordinates {
        Coordinates::new(cell.x, cell.y + CARRIED)
    }

    /// States a search may reach: every cell of the map and its ring, both
    /// ways, and the won one.
    fn count(map: &LabyrinthMap) -> usize {
        2 * (map.width() + 2) * (map.height() + 2) + 1
    }
}

impl GridMap for States<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.world.is_opaque(States::split(cell).0)
    }

    fn is_occupied(&self, _: Coordinates) -> bool {
        false
    }

    /// The level's moves from the state's cell: a step onto a treasure
    /// carries it from then on, and a step onto an exit with it wins.
    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        if cell == WON {
            return;
        }
        let (at, carried) = States::split(cell);
        let mut steps = Vec::with_capacity(4);
        self.world.neighbours(at, &mut steps);
        for edge in steps {
            let to = match self.world.felt(at.step(edge.direction)) {
                Felt::Exit if carried => WON,
                Felt::Treasure => States::carrying(edge.to),
                _ if carried => States::carrying(edge.to),
                _ => edge.to,
            };
            out.push(Edge { to, ..edge });
        }
    }
}

/// The steps that lead into each state, as a map to search backwards.
#[derive(Default)]
struct Backwards {
    before: FastMap<Coordinates, Vec<Edge>>,
}

impl GridMap for Backwards {
    fn is_opaque(&self, _: Coordinates) -> bool {
        false
    }

    fn is_occupied(&self, _: Coordinates) -> bool {
        false
    }

    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        out.extend(self.before.get(&cell).into_iter().flatten());
    }
}

/// The fewest moves from `start` to an exit with a treasure, or `None` when no
/// route exists.
pub fn shortest_route(map: &LabyrinthMap, start: Coordinates) -> Option<u32> {
    map.contains(start).then(|| route_in(&labyrinth_world(map), map, start)).flatten()
}

fn route_in(world: &GameWorld, map: &LabyrinthMap, start: Coordinates) -> Option<u32> {
    let states = States { world };
    Search::breadth_first(&states, start, States::count(map), |cell| cell == WON).cost(WON)
}

/// Whether no sequence of moves from `start` can leave the player where it can
/// no longer win: a wormhole into a walled-in hole, a pocket whose only way
/// out leads back into it, a treasure beyond a one-way fall. Such traps look
/// like anything else until the player is in one, so no player can be sure to
/// avoid them; the generator leaves them out.
pub fn is_trap_free(map: &LabyrinthMap, start: Coordinates) -> bool {
    trap_free_in(&labyrinth_world(map), map, start)
}

fn trap_free_in(world: &GameWorld, map: &LabyrinthMap, start: Coordinates) -> bool {
    let states = States { world };
    let count = States::count(map);
    let reached = Search::breadth_first(&states, start, count, |_| false);
    let mut backwards = Backwards::default();
    let mut edges = Vec::with_capacity(4);
    for (state, _) in reached.costs() {
        edges.clear();
        states.neighbours(state, &mut edges);
        for edge in &edges {
            backwards.before.entry(edge.to).or_default().push(Edge { to: state, ..*edge });
        }
    }
    let can_win = Search::breadth_first(&backwards, WON, count, |_| false);
    let free = reached.costs().all(|(state, _)| can_win.cost(state).is_some());
    free
}

/// Whether the labyrinth can be won from every entrance, and no move can
/// lead anywhere it could no longer be won from.
pub(super) fn winnable_from_every_entrance(map: &LabyrinthMap) -> bool {
    let world = labyrinth_world(map);
    map.entrances()
        .into_iter()
        .all(|start| route_in(&world, map, start).is_some() && trap_free_in(&world, map, start))
}

#[cfg(test)]
mod tests {
    use super::super::format::parse_labyrinth;
    use super::*;

    fn route(text: &str) -> Option<u32> {
        let map = parse_labyrinth(text).expect("valid");
        shortest_route(&map, map.entrances()[0])
    }

    #[test]
    fn plain_route_goes_by_the_treasure() {
        assert_eq!(route("#####\n#T E#\n# # #\n#S  #\n#####"), Some(4));
    }

    #[test]
    fn wormholes_lead_both_ways_when_there_are_two() {
        assert_eq!(route("#########\n#  T#  E#\n#  0#   #\n#S  #1  #\n#########"), Some(9));
        // Through 0 to the treasure beside 1, back through 1 to 0, then down to E.
        assert_eq!(route("#######\n#S0#1T#\n#E #  #\n#######"), Some(5));
    }

    #[test]
    fn traps_are_found() {
        let trap_free = |text: &str| {
            let map = parse_labyrinth(text).expect("valid");
            is_trap_free(&map, map.entrances()[0])
        };
        assert!(trap_free("#####\n#T E#\n# # #\n#S  #\n#####"));
        assert!(trap_free("#########\n#  T#  E#\n#  0#   #\n#S  #1  #\n#########"));
        // Hole 0 throws into hole 1, walled in.
        assert!(!trap_free("#######\n#S0#1##\n#T ####\n#  E  #\n#######"));
        // Hole 0 throws to 1 in a pocket whose only way out is 1 itself... which
        // leads back to 0: not a trap.
        assert!(trap_free("#######\n#S0#1 #\n#T E###\n#######"));
    }

    #[test]
    fn unreachable_treasure_means_no_route() {
        assert_eq!(route("######\n#S#T #\n#E#  #\n######"), None);
    }
}
