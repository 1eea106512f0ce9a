//! Path finding for creatures: the first step of a shortest path towards a target,
//! and the first step of a safe escape from a threat. Both search a bounded square
//! around the mover, so a turn costs the same however large the world is.

use super::coordinates::{Coordinates, Direction};
use super::map::GridMap;
use std::collections::VecDeque;

/// The largest search radius either search accepts: a bound on the scratch arrays
/// (a (2·64 + 1)² square), far beyond what a turn's decision needs.
pub const MAX_SEARCH_RADIUS: i32 = 64;

/// A rectangle of cells with a dense row-major index, for the searches' scratch arrays.
#[derive(Clone, Copy, Debug)]
struct Window {
    min: Coordinates,
    width: i32,
    height: i32,
}

impl Window {
    /// The square of cells within Chebyshev `radius` of `centre`.
    fn around(centre: Coordinates, radius: i32) -> Window {
        let radius = radius.max(0);
        Window {
            min: Coordinates::new(centre.x - radius, centre.y - radius),
            width: 2 * radius + 1,
            height: 2 * radius + 1,
        }
    }

    /// The smallest rectangle holding both windows.
    fn union(self, other: Window) -> Window {
        let min = Coordinates::new(self.min.x.min(other.min.x), self.min.y.min(other.min.y));
        let max_x = (self.min.x + self.width).max(other.min.x + other.width);
        let max_y = (self.min.y + self.height).max(other.min.y + other.height);
        Window { min, width: max_x - min.x, height: max_y - min.y }
    }

    fn len(self) -> usize {
        (self.width as usize) * (self.height as usize)
    }

    fn index(self, cell: Coordinates) -> Option<usize> {
        let (x, y) = (cell.x - self.min.x, cell.y - self.min.y);
        if (0..self.width).contains(&x) && (0..self.height).contains(&y) {
            Some((y * self.width + x) as usize)
        } else {
            None
        }
    }
}

/// Whether a creature may step onto `cell`: wall-walkers (ghosts) are stopped only by
/// other creatures, everyone else by walls too.
pub(crate) fn enterable(map: &dyn GridMap, cell: Coordinates, passes_walls: bool) -> bool {
    if passes_walls {
        !map.is_occupied(cell)
    } else {
        !map.is_blocked(cell)
    }
}

/// The first step of a shortest 4-neighbour path from `from` to `target`, searching
/// only cells within Chebyshev `max_radius` of `from`. Cells are closed by
/// [`GridMap::is_blocked`], or only by [`GridMap::is_occupied`] when `passes_walls`;
/// `target` itself is always enterable, since it is the player's cell and stepping
/// onto it is an attack. Among several shortest paths the one whose first step comes
/// earliest in [`Direction::ALL`] wins, so the answer is deterministic.
///
/// `None` when `from == target` or no path exists inside the search square.
/// `max_radius` is capped at [`MAX_SEARCH_RADIUS`].
pub fn step_toward(
    map: &dyn GridMap,
    from: Coordinates,
    target: Coordinates,
    passes_walls: bool,
    max_radius: i32,
) -> Option<Direction> {
    let max_radius = max_radius.min(MAX_SEARCH_RADIUS);
    if from == target || from.chebyshev(target) > max_radius {
        return None;
    }
    let window = Window::around(from, max_radius);
    // Every cell remembers the first step of the path that reached it first. A
    // breadth-first queue expands cells in order of those first steps within each
    // distance, so the first path to arrive carries the earliest first step.
    let mut first_step: Vec<Option<Direction>> = vec![None; window.len()];
    let mut discovered = vec![false; window.len()];
    let start = window.index(from)?;
    discovered[start] = true;
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let cell_step = window.index(cell).and_then(|i| first_step[i]);
        for direction in Direction::ALL {
            let next = cell.step(direction);
            let Some(i) = window.index(next) else { continue };
            if discovered[i] {
                continue;
            }
            // A closed cell is closed from every side, so it is settled on first sight.
            discovered[i] = true;
            let step = cell_step.unwrap_or(direction);
            if next == target {
                return Some(step);
            }
            if enterable(map, next, passes_walls) {
                first_step[i] = Some(step);
                queue.push_back(next);
            }
        }
    }
    None
}

/// How much further than the mover's own search the threat's search reaches, so that
/// the threat's paths may bend around obstacles at the edge of the mover's area.
const THREAT_MARGIN: i32 = 3;

/// A threat further than this (Chebyshev) is not path-searched: straight-line
/// distance is good enough that far away, and it keeps the cost bounded.
const THREAT_SEARCH_RANGE: i32 = 32;

/// How many steps someone walking around walls (not through them) needs from
/// `origin` to each cell of a window: the player's reach, for creatures that
/// flee it. The world computes one per turn and shares it through
/// [`GridMap::distance_field_from`]; otherwise [`step_away`] computes its own.
#[derive(Clone, Debug)]
pub struct DistanceField {
    origin: Coordinates,
    window: Window,
    steps: Vec<i32>,
}

impl DistanceField {
    /// Walking distances from `origin` within Chebyshev `radius` of it.
    pub fn walking(map: &dyn GridMap, origin: Coordinates, radius: i32) -> DistanceField {
        DistanceField::search(
            map,
            origin,
            Window::around(origin, radius.clamp(0, MAX_SEARCH_RADIUS * 2)),
        )
    }

    fn search(map: &dyn GridMap, origin: Coordinates, window: Window) -> DistanceField {
        let mut steps = vec![-1; window.len()];
        let mut queue = VecDeque::new();
        if let Some(i) = window.index(origin) {
            steps[i] = 0;
            queue.push_back(origin);
        }
        while let Some(cell) = queue.pop_front() {
            let here = window.index(cell).map_or(0, |i| steps[i]);
            for next in cell.neighbours() {
                let Some(i) = window.index(next) else { continue };
                if steps[i] < 0 && !map.is_opaque(next) {
                    steps[i] = here + 1;
                    queue.push_back(next);
                }
            }
        }
        DistanceField { origin, window, steps }
    }

    /// Where the distances are measured from.
    pub fn origin(&self) -> Coordinates {
        self.origin
    }

    /// True when the field covers every cell of `window`.
    fn covers(&self, window: Window) -> bool {
        window.width > 0
            && self.window.index(window.min).is_some()
            && self
                .window
                .index(window.min + Coordinates::new(window.width - 1, window.height - 1))
                .is_some()
    }

    /// Steps from the origin to `cell`; where it cannot be walked to (a wall,
    /// or a detour outside the searched area) the Manhattan distance stands in,
    /// which never overestimates, so an unreachable cell is never mistaken for
    /// a far-away one.
    pub fn get(&self, cell: Coordinates) -> i32 {
        match self.window.index(cell).map(|i| self.steps[i]) {
            Some(steps) if steps >= 0 => steps,
            _ => cell.manhattan(self.origin),
        }
    }
}

/// The threat's walking distances over the mover's `reach` around `from`,
/// widened by [`THREAT_MARGIN`] and stretched to include the threat; taken from
/// the map's shared field when it covers that area.
fn threat_distances<'m>(
    map: &'m dyn GridMap,
    from: Coordinates,
    reach: i32,
    threat: Coordinates,
) -> std::borrow::Cow<'m, DistanceField> {
    use std::borrow::Cow;
    if from.chebyshev(threat) > THREAT_SEARCH_RANGE {
        let nowhere = Window { min: threat, width: 0, height: 0 };
        return Cow::Owned(DistanceField { origin: threat, window: nowhere, steps: Vec::new() });
    }
    let window =
        Window::around(from, reach + THREAT_MARGIN).union(Window::around(threat, THREAT_MARGIN));
    match map.distance_field_from(threat) {
        Some(shared) if shared.covers(window) => Cow::Borrowed(shared),
        _ => Cow::Owned(DistanceField::search(map, threat, window)),
    }
}

/// Neighbours (all eight) a creature could step to or squeeze past; few means a
/// corner or a dead end, where a pursued creature gets trapped.
fn openness(map: &dyn GridMap, cell: Coordinates, passes_walls: bool) -> i32 {
    let mut open = 0;
    for dy in -1..=1 {
        for dx in -1..=1 {
            if (dx, dy) != (0, 0) && enterable(map, cell + Coordinates::new(dx, dy), passes_walls) {
                open += 1;
            }
        }
    }
    open
}

/// How good a place `cell` is to be when fleeing: mostly far (in the threat's own
/// walking steps) from the threat, then roomy. Distance counts double so that
/// openness only settles near-ties — a dead end two steps further away still loses to
/// an open room, but the far side of a room beats its middle.
fn safety(
    map: &dyn GridMap,
    threats: &DistanceField,
    cell: Coordinates,
    passes_walls: bool,
) -> i32 {
    2 * threats.get(cell) + openness(map, cell, passes_walls)
}

/// The first step towards the safest cell within `lookahead` steps of `from`, fleeing
/// `threat`; `None` when staying put is at least as safe. Walls close cells unless
/// `passes_walls`, as in [`step_toward`]; `lookahead` is capped at
/// [`MAX_SEARCH_RADIUS`].
///
/// Only cells the mover reaches strictly before the threat could (counting the
/// threat's steps around walls) are considered, so the route never runs past the
/// threat. Each candidate scores twice the threat's walking distance to it plus the
/// number of enterable cells among its eight neighbours, so a creature prefers an
/// open room to a dead-end corridor. Ties go to the nearer cell, then to the earlier
/// first step in [`Direction::ALL`].
pub fn step_away(
    map: &dyn GridMap,
    from: Coordinates,
    threat: Coordinates,
    passes_walls: bool,
    lookahead: i32,
) -> Option<Direction> {
    if lookahead < 1 {
        return None;
    }
    let lookahead = lookahead.min(MAX_SEARCH_RADIUS);
    let area = Window::around(from, lookahead);
    let threats = threat_distances(map, from, lookahead, threat);
    let mut steps = vec![-1; area.len()];
    let mut first_step: Vec<Option<Direction>> = vec![None; area.len()];
    let start = area.index(from)?;
    steps[start] = 0;
    let mut best_score = safety(map, &threats, from, passes_walls);
    let mut best_step = None;
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let Some(here) = area.index(cell) else { continue };
        let (cell_steps, cell_step) = (steps[here], first_step[here]);
        if cell_steps >= lookahead {
            continue;
        }
        for direction in Direction::ALL {
            let next = cell.step(direction);
            let Some(i) = area.index(next) else { continue };
            if steps[i] != -1 {
                continue;
            }
            let arrival = cell_steps + 1;
            // Breadth-first order means this is the earliest arrival, so a cell unsafe
            // now is unsafe by any route: close it for good (-2).
            if next == threat || !enterable(map, next, passes_walls) || arrival >= threats.get(next)
            {
                steps[i] = -2;
                continue;
            }
            steps[i] = arrival;
            let step = cell_step.unwrap_or(direction);
            first_step[i] = Some(step);
            queue.push_back(next);
            // Strictly better only: breadth-first order already hands ties to the
            // nearer cell and the earlier first step.
            let score = safety(map, &threats, next, passes_walls);
            if score > best_score {
                best_score = score;
                best_step = Some(step);
            }
        }
    }
    best_step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::CharMap;

    fn marks(map: &CharMap) -> (Coordinates, Coordinates) {
        (map.find('g').expect("test map marks the mover"), map.find('@').expect("and the player"))
    }

    /// Follows `step_toward` until the target; returns the number of steps taken.
    fn walk_toward(map: &CharMap, from: Coordinates, target: Coordinates, ghost: bool) -> usize {
        let mut at = from;
        let mut taken = 0;
        while at != target {
            let d = step_toward(map, at, target, ghost, 12).expect("target stays reachable");
            at = at.step(d);
            assert!(at == target || ghost || !map.is_blocked(at), "walked into {at}");
            taken += 1;
            assert!(taken < 100, "no progress");
        }
        taken
    }

    #[test]
    fn toward_goes_around_a_wall_not_into_it() {
        let map = CharMap::parse(
            "\
.#...
.#...
g#.@.
.....",
        );
        let (mover, player) = marks(&map);
        // Up is first in the tie order but leads the long way round the top.
        assert_eq!(step_toward(&map, mover, player, false, 12), Some(Direction::Down));
        assert_eq!(walk_toward(&map, mover, player, false), 5);
        // A ghost goes straight through.
        assert_eq!(step_toward(&map, mover, player, true, 12), Some(Direction::Right));
        assert_eq!(walk_toward(&map, mover, player, true), 3);
    }

    #[test]
    fn toward_breaks_ties_in_direction_order() {
        let map = CharMap::default();
        let from = Coordinates::new(0, 0);
        // Up-left: both Up and Left start a shortest path; Up comes first.
        assert_eq!(
            step_toward(&map, from, Coordinates::new(-3, -2), false, 12),
            Some(Direction::Up)
        );
        // Down-right: Down before Right.
        assert_eq!(
            step_toward(&map, from, Coordinates::new(2, 2), false, 12),
            Some(Direction::Down)
        );
        assert_eq!(
            step_toward(&map, from, Coordinates::new(4, 0), false, 12),
            Some(Direction::Right)
        );
    }

    #[test]
    fn toward_an_unreachable_or_reached_target_is_none() {
        let map = CharMap::parse(
            "\
g....
..###
..#@#
..###",
        );
        let (mover, player) = marks(&map);
        assert_eq!(step_toward(&map, mover, player, false, 12), None);
        assert_eq!(step_toward(&map, mover, mover, false, 12), None);
        // Out of the search square.
        let open = CharMap::default();
        assert_eq!(step_toward(&open, mover, Coordinates::new(40, 0), false, 12), None);
        // Other creatures block too, even a ghost.
        let crowd = CharMap::parse(".m.\nmgm\n.m.\n@..");
        let (mover, player) = marks(&crowd);
        assert_eq!(step_toward(&crowd, mover, player, true, 12), None);
    }

    #[test]
    fn toward_attacks_an_adjacent_target() {
        let map = CharMap::parse("g@");
        let (mover, player) = marks(&map);
        assert_eq!(step_toward(&map, mover, player, false, 12), Some(Direction::Right));
    }

    #[test]
    fn away_increases_distance_in_the_open() {
        let map = CharMap::default();
        let threat = Coordinates::new(0, 0);
        for from in [Coordinates::new(2, 1), Coordinates::new(-1, 0), Coordinates::new(0, 3)] {
            let d = step_away(&map, from, threat, false, 6).expect("open ground is escapable");
            assert!(from.step(d).manhattan(threat) > from.manhattan(threat), "from {from}");
        }
    }

    #[test]
    fn away_turns_aside_at_a_wall_and_still_gains_distance() {
        let map = CharMap::parse(
            "\
.......
.@.g#..
.......",
        );
        let (mover, player) = marks(&map);
        let d = step_away(&map, mover, player, false, 6).expect("can go round the wall");
        assert!(matches!(d, Direction::Up | Direction::Down), "went {d:?}");
        assert!(mover.step(d).manhattan(player) > mover.manhattan(player));
    }

    const DEAD_END_OR_ROOM: &str = "\
###################
#.....#############
#.....#############
#..........g......#
#.....#####.#######
#.....#####@#######
###################";

    fn mirrored(drawing: &str) -> String {
        drawing.lines().map(|l| l.chars().rev().collect::<String>()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn away_prefers_the_open_room_to_the_dead_end() {
        let map = CharMap::parse(DEAD_END_OR_ROOM);
        let (mover, player) = marks(&map);
        for lookahead in [6, 10] {
            assert_eq!(step_away(&map, mover, player, false, lookahead), Some(Direction::Left));
        }
        // The same layout flipped: the choice follows the room, not the tie order.
        let flipped = CharMap::parse(&mirrored(DEAD_END_OR_ROOM));
        let (mover, player) = marks(&flipped);
        assert_eq!(step_away(&flipped, mover, player, false, 6), Some(Direction::Right));
    }

    #[test]
    fn away_stays_when_cornered() {
        let map = CharMap::parse(
            "\
#####
#g.@#
#####",
        );
        let (mover, player) = marks(&map);
        assert_eq!(step_away(&map, mover, player, false, 6), None);
        assert_eq!(step_away(&map, mover, player, false, 0), None);
    }

    #[test]
    fn away_never_runs_past_the_threat() {
        // The only open ground is behind the player; going there means passing it.
        let map = CharMap::parse(
            "\
#######
#g.@...
#######",
        );
        let (mover, player) = marks(&map);
        assert_eq!(step_away(&map, mover, player, false, 8), None);
    }

    #[test]
    fn a_ghost_flees_into_a_wall() {
        let map = CharMap::parse(
            "\
#####
#@g##
#####",
        );
        let (mover, player) = marks(&map);
        assert_eq!(step_away(&map, mover, player, false, 6), None);
        let d = step_away(&map, mover, player, true, 6).expect("a ghost can leave");
        assert!(map.is_opaque(mover.step(d)), "every way out is through a wall");
        assert_ne!(d, Direction::Left);
    }

    #[test]
    fn a_far_threat_still_gives_a_sensible_answer() {
        let map = CharMap::default();
        let from = Coordinates::new(0, 0);
        let threat = Coordinates::new(500, 0);
        let d = step_away(&map, from, threat, false, 6).expect("open ground");
        assert!(from.step(d).manhattan(threat) > from.manhattan(threat));
    }

    #[test]
    fn absurd_radii_are_capped_not_fatal() {
        let map = CharMap::default();
        let from = Coordinates::new(0, 0);
        assert_eq!(
            step_toward(&map, from, Coordinates::new(3, 0), false, i32::MAX),
            Some(Direction::Right)
        );
        assert_eq!(step_toward(&map, from, Coordinates::new(65, 0), false, i32::MAX), None);
        assert_eq!(step_toward(&map, from, Coordinates::new(3, 0), false, -5), None);
        let d = step_away(&map, from, Coordinates::new(1, 0), false, i32::MAX).expect("open");
        assert_ne!(d, Direction::Right);
    }
}
