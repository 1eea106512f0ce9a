//! The shortest winning route with the map known: breadth-first search over
//! (cell, treasure carried) with wormhole jumps. The yardstick for players.

use super::map::{Cell, LabyrinthMap};
use crate::game::Coordinates;
use std::collections::{HashMap, VecDeque};

/// The fewest moves from `start` to an exit with a treasure, or `None` when no
/// route exists.
pub fn shortest_route(map: &LabyrinthMap, start: Coordinates) -> Option<u32> {
    let jumps: HashMap<Coordinates, Coordinates> = map.wormhole_exits().into_iter().collect();
    let width = map.width();
    let index = |pos: Coordinates, carried: bool| {
        (pos.y as usize * width + pos.x as usize) * 2 + usize::from(carried)
    };
    let mut distance = vec![u32::MAX; width * map.height() * 2];
    let mut queue = VecDeque::new();
    if !map.contains(start) {
        return None;
    }
    distance[index(start, false)] = 0;
    queue.push_back((start, false));
    while let Some((pos, carried)) = queue.pop_front() {
        let here = distance[index(pos, carried)];
        for (next, next_carried, wins) in successors(map, &jumps, pos, carried) {
            if wins {
                return Some(here + 1);
            }
            let slot = &mut distance[index(next, next_carried)];
            if *slot == u32::MAX {
                *slot = here + 1;
                queue.push_back((next, next_carried));
            }
        }
    }
    None
}

/// The moves of the game with the map known: from (cell, treasure carried) to
/// the states one move away, each with whether that move wins.
fn successors(
    map: &LabyrinthMap,
    jumps: &HashMap<Coordinates, Coordinates>,
    pos: Coordinates,
    carried: bool,
) -> Vec<(Coordinates, bool, bool)> {
    [
        Coordinates::new(0, -1),
        Coordinates::new(1, 0),
        Coordinates::new(0, 1),
        Coordinates::new(-1, 0),
    ]
    .into_iter()
    .filter_map(|step| {
        let target = pos + step;
        match map.get(target) {
            Cell::Wall => None,
            Cell::Exit if carried => Some((target, carried, true)),
            Cell::Treasure => Some((target, true, false)),
            Cell::Wormhole(_) => {
                Some((jumps.get(&target).copied().unwrap_or(target), carried, false))
            }
            _ => Some((target, carried, false)),
        }
    })
    .collect()
}

/// Whether no sequence of moves from `start` can leave the player where it can
/// no longer win: a wormhole into a walled-in hole, a pocket whose only way
/// out leads back into it, a treasure beyond a one-way fall. Such traps look
/// like anything else until the player is in one, so no player can be sure to
/// avoid them; the generator leaves them out.
pub fn is_trap_free(map: &LabyrinthMap, start: Coordinates) -> bool {
    let jumps: HashMap<Coordinates, Coordinates> = map.wormhole_exits().into_iter().collect();
    let mut reached: HashMap<(Coordinates, bool), Vec<(Coordinates, bool)>> = HashMap::new();
    let mut winning: Vec<(Coordinates, bool)> = Vec::new();
    let mut queue = VecDeque::from([(start, false)]);
    reached.insert((start, false), Vec::new());
    while let Some((pos, carried)) = queue.pop_front() {
        for (next, next_carried, wins) in successors(map, &jumps, pos, carried) {
            if wins {
                winning.push((pos, carried));
                continue;
            }
            let state = (next, next_carried);
            let predecessors = reached.entry(state).or_insert_with(|| {
                queue.push_back(state);
                Vec::new()
            });
            predecessors.push((pos, carried));
        }
    }
    let mut can_win: std::collections::HashSet<(Coordinates, bool)> =
        winning.iter().copied().collect();
    let mut queue: VecDeque<(Coordinates, bool)> = winning.into_iter().collect();
    while let Some(state) = queue.pop_front() {
        for &before in reached.get(&state).map_or(&[][..], Vec::as_slice) {
            if can_win.insert(before) {
                queue.push_back(before);
            }
        }
    }
    reached.keys().all(|state| can_win.contains(state))
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
