//! Path searches over any [`GridMap`]: the one breadth-first search and the
//! one cheapest-path (Dijkstra) search every mode uses. Both follow the map's
//! [`GridMap::neighbours`], so passages (portals, wormholes) are edges like
//! any step, and both are bounded by a number of cells, never by the area
//! between far-apart places.

use super::coordinates::{Coordinates, Direction};
use super::fast_hash::FastMap;
use super::map::{Edge, GridMap};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// How a cell was first reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reached {
    /// The cost from the start.
    cost: u32,
    /// The cell it was reached from; `None` for the start.
    parent: Option<Coordinates>,
    /// The first step of the path from the start; `None` for the start.
    first: Option<Direction>,
}

/// What a search found: every cell it reached, how, and whether it stopped
/// on a goal.
#[derive(Clone, Debug)]
pub struct Search {
    start: Coordinates,
    reached: FastMap<Coordinates, Reached>,
    /// The goal cell the search stopped on, if it did.
    pub found: Option<Coordinates>,
    /// The search stopped because it reached its cell limit.
    pub cut_short: bool,
}

impl Search {
    /// Breadth-first from `start`: cells are reached in order of steps
    /// (passages count one step), each through the first neighbour that
    /// reaches it in the map's order of neighbours. Stops as soon as a cell
    /// for which `goal` holds is reached (the start is never a goal), or
    /// once `max_cells` cells are reached. Edge costs are ignored.
    pub fn breadth_first(
        map: &dyn GridMap,
        start: Coordinates,
        max_cells: usize,
        mut goal: impl FnMut(Coordinates) -> bool,
    ) -> Search {
        Search::breadth_first_with(map, start, max_cells, |_, cell| goal(cell))
    }

    /// [`Search::breadth_first`], whose `stop` is shown each cell as it is
    /// reached together with the search so far, so it can weigh the cell by
    /// its steps and first step (a search that scores what it finds, and
    /// stops once nothing nearer can score better). The search stops on the
    /// first cell for which `stop` holds, and names it in `found`.
    pub fn breadth_first_with(
        map: &dyn GridMap,
        start: Coordinates,
        max_cells: usize,
        mut stop: impl FnMut(&Search, Coordinates) -> bool,
    ) -> Search {
        let mut search = Search::new(start);
        let mut queue = VecDeque::from([start]);
        let mut edges = Vec::with_capacity(8);
        while let Some(cell) = queue.pop_front() {
            let here = search.reached[&cell];
            edges.clear();
            map.neighbours(cell, &mut edges);
            for edge in &edges {
                if search.reached.contains_key(&edge.to) {
                    continue;
                }
                search.reach(cell, here, edge, here.cost.saturating_add(1));
                if stop(&search, edge.to) {
                    search.found = Some(edge.to);
                    return search;
                }
                if search.reached.len() >= max_cells {
                    search.cut_short = true;
                    return search;
                }
                queue.push_back(edge.to);
            }
        }
        search
    }

    /// Cheapest paths from `start` by the edges' costs (Dijkstra); among
    /// equal costs, cells are settled in the order they were reached, so with
    /// every cost 1 this settles cells as [`Search::breadth_first`] reaches
    /// them. Stops once a cell for which `goal` holds is settled (its cost is
    /// then the least), or once `max_cells` cells are reached.
    pub fn cheapest(
        map: &dyn GridMap,
        start: Coordinates,
        max_cells: usize,
        mut goal: impl FnMut(Coordinates) -> bool,
    ) -> Search {
        let mut search = Search::new(start);
        let mut order = 0u64;
        let mut heap = BinaryHeap::from([Reverse((0u32, order, start))]);
        let mut settled: FastMap<Coordinates, ()> = FastMap::default();
        let mut edges = Vec::with_capacity(8);
        while let Some(Reverse((cost, _, cell))) = heap.pop() {
            if settled.insert(cell, ()).is_some() || search.reached[&cell].cost < cost {
                continue;
            }
            if cell != start && goal(cell) {
                search.found = Some(cell);
                return search;
            }
            let here = search.reached[&cell];
            edges.clear();
            map.neighbours(cell, &mut edges);
            for edge in &edges {
                let cost = cost.saturating_add(edge.cost.max(1));
                let better = search.reached.get(&edge.to).map_or(true, |r| cost < r.cost);
                if !better || settled.contains_key(&edge.to) {
                    continue;
                }
                if !search.reached.contains_key(&edge.to) && search.reached.len() >= max_cells {
                    search.cut_short = true;
                    continue;
                }
                search.reach(cell, here, edge, cost);
                order += 1;
                heap.push(Reverse((cost, order, edge.to)));
            }
        }
        search
    }

    fn new(start: Coordinates) -> Search {
        let mut reached = FastMap::default();
        reached.insert(start, Reached { cost: 0, parent: None, first: None });
        Search { start, reached, found: None, cut_short: false }
    }

    fn reach(&mut self, from: Coordinates, here: Reached, edge: &Edge, cost: u32) {
        let first = here.first.or(Some(edge.direction));
        self.reached.insert(edge.to, Reached { cost, parent: Some(from), first });
    }

    /// Where the search began.
    pub fn start(&self) -> Coordinates {
        self.start
    }

    /// How many cells it reached (the start included).
    pub fn visited(&self) -> usize {
        self.reached.len()
    }

    /// The cost of the path found to `cell`, if the search reached it.
    pub fn cost(&self, cell: Coordinates) -> Option<u32> {
        self.reached.get(&cell).map(|r| r.cost)
    }

    /// The first step of the path found to `cell`; `None` for the start or a
    /// cell not reached.
    pub fn first_step(&self, cell: Coordinates) -> Option<Direction> {
        self.reached.get(&cell).and_then(|r| r.first)
    }

    /// The path found to `cell`, from the first cell after the start to
    /// `cell` itself; empty for the start or a cell not reached.
    pub fn path_to(&self, cell: Coordinates) -> Vec<Coordinates> {
        let mut path = Vec::new();
        let mut at = cell;
        while let Some(reached) = self.reached.get(&at) {
            let Some(parent) = reached.parent else { break };
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// Every cell reached, with its cost, in no particular order.
    pub fn costs(&self) -> impl Iterator<Item = (Coordinates, u32)> + '_ {
        self.reached.iter().map(|(&c, r)| (c, r.cost))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::CharMap;

    /// A map with a passage from `p` to `q`, and swamp cells `~` that cost 3.
    struct Portals {
        map: CharMap,
        from: Coordinates,
        to: Coordinates,
        swamp: Vec<Coordinates>,
    }

    impl GridMap for Portals {
        fn is_opaque(&self, cell: Coordinates) -> bool {
            self.map.is_opaque(cell)
        }
        fn is_occupied(&self, cell: Coordinates) -> bool {
            self.map.is_occupied(cell)
        }
        fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
            for direction in Direction::CLOCKWISE {
                let mut to = cell.step(direction);
                if self.is_blocked(to) {
                    continue;
                }
                if to == self.from {
                    to = self.to;
                }
                let cost = if self.swamp.contains(&to) { 3 } else { 1 };
                out.push(Edge { direction, to, cost });
            }
        }
    }

    fn portals(drawing: &str) -> Portals {
        let map = CharMap::parse(drawing);
        let swamp = drawing
            .lines()
            .enumerate()
            .flat_map(|(y, l)| {
                l.chars()
                    .enumerate()
                    .filter(|&(_, c)| c == '~')
                    .map(move |(x, _)| Coordinates::new(x as i32, y as i32))
            })
            .collect();
        let (from, to) = (map.find('p').expect("p"), map.find('q').expect("q"));
        Portals { map, from, to, swamp }
    }

    #[test]
    fn breadth_first_finds_the_shortest_path_and_its_first_step() {
        let map = CharMap::parse("@..#\n.#.#\n...g");
        let start = map.find('@').expect("start");
        let goal = map.find('g').expect("goal");
        let search = Search::breadth_first(&map, start, 100, |c| c == goal);
        assert_eq!(search.found, Some(goal));
        assert_eq!(search.cost(goal), Some(5));
        assert_eq!(search.path_to(goal).len(), 5);
        assert_eq!(search.path_to(goal).last(), Some(&goal));
        assert!(search.first_step(goal).is_some());
        assert_eq!(search.first_step(start), None);
    }

    #[test]
    fn a_passage_is_one_step_of_a_path() {
        let map = portals("@p.#....\n####....\nq....g..");
        let start = map.map.find('@').expect("start");
        let goal = map.map.find('g').expect("goal");
        let search = Search::breadth_first(&map, start, 100, |c| c == goal);
        assert_eq!(search.cost(goal), Some(1 + 5), "into the portal, then five steps");
        assert_eq!(search.first_step(goal), Some(Direction::Right));
    }

    #[test]
    fn the_cheapest_path_goes_around_a_swamp() {
        let map = portals("p.....\n@~~~g.\n......\nq#####");
        let start = map.map.find('@').expect("start");
        let goal = map.map.find('g').expect("goal");
        let search = Search::cheapest(&map, start, 100, |c| c == goal);
        assert_eq!(search.found, Some(goal));
        assert_eq!(search.cost(goal), Some(6), "around the swamp, not through it (10)");
        let through = Search::breadth_first(&map, start, 100, |c| c == goal);
        assert_eq!(through.cost(goal), Some(4), "breadth-first counts steps, not costs");
    }

    #[test]
    fn with_unit_costs_both_searches_agree() {
        let map = CharMap::parse("@....\n.###.\n.#g#.\n.#.#.\n.....");
        let start = map.find('@').expect("start");
        let goal = map.find('g').expect("goal");
        let bfs = Search::breadth_first(&map, start, 100, |c| c == goal);
        let dijkstra = Search::cheapest(&map, start, 100, |c| c == goal);
        assert_eq!(bfs.cost(goal), dijkstra.cost(goal));
        assert_eq!(bfs.first_step(goal), dijkstra.first_step(goal));
        assert_eq!(bfs.path_to(goal), dijkstra.path_to(goal));
    }

    #[test]
    fn a_search_shows_each_cell_reached_with_its_steps_and_first_step() {
        let map = CharMap::parse("@...\n.##.\n....");
        let start = map.find('@').expect("start");
        let mut seen = Vec::new();
        let search = Search::breadth_first_with(&map, start, 100, |search, cell| {
            seen.push((cell, search.cost(cell), search.first_step(cell)));
            search.cost(cell) == Some(3)
        });
        let (found, steps, _) = *seen.last().expect("cells were reached");
        assert_eq!((search.found, steps), (Some(found), Some(3)), "it stops on the first at 3");
        let costs: Vec<u32> = seen.iter().filter_map(|s| s.1).collect();
        assert!(costs.windows(2).all(|w| w[0] <= w[1]), "cells come nearest first: {costs:?}");
        assert!(seen.iter().all(|s| s.2.is_some()), "every cell but the start has a first step");
    }

    #[test]
    fn a_world_offers_its_wormholes_to_searches_as_one_step() {
        use crate::game::{GameWorld, Wall, Wormhole};
        let mut world = GameWorld::new();
        let rows = ["#####", "#.#.#", "#.###", "#####"];
        world.add(Box::new(Wall::from_rows(Coordinates::new(-1, -1), &rows))).expect("walls");
        let (hole, landing) = (Coordinates::new(0, 0), Coordinates::new(2, 0));
        world.add(Box::new(Wormhole::new(hole, 0, landing))).expect("a hole");
        let mut edges = Vec::new();
        world.neighbours(Coordinates::new(0, 1), &mut edges);
        assert_eq!(edges, [Edge { direction: Direction::Up, to: landing, cost: 1 }]);
        let search = Search::breadth_first(&world, Coordinates::new(0, 1), 10, |c| c == landing);
        assert_eq!(search.cost(landing), Some(1), "through the hole, over the wall");
    }

    #[test]
    fn a_search_stops_at_its_cell_limit_whatever_the_distance() {
        let map = CharMap::parse("@");
        let far = Coordinates::new(10_000, 10_000);
        let search = Search::breadth_first(&map, Coordinates::ZERO, 500, |c| c == far);
        assert!(search.cut_short);
        assert_eq!(search.found, None);
        assert!(search.visited() <= 500);
        let search = Search::cheapest(&map, Coordinates::ZERO, 500, |c| c == far);
        assert!(search.cut_short && search.visited() <= 500);
    }
}
