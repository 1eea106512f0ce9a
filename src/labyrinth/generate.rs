//! Random solvable labyrinths from a seed: a corridor maze (with some loops),
//! or a field with scattered walls, sometimes cut into compartments joined only
//! by wormholes; entrances, treasures, exits and up to ten wormholes placed at
//! random until the labyrinth can be won from every entrance and has no trap
//! (no place a player can reach but not win from).

use super::format::{HEIGHTS, WIDTHS};
use super::map::{Cell, LabyrinthMap, MAX_WORMHOLES};
use super::route::winnable_from_every_entrance;
use crate::game::{Coordinates, GameRng, GridMap, Search};

/// The `GameRng` stream of the labyrinth generator.
pub const GENERATOR_STREAM: u64 = 0x1ab_6e4e;

/// Limits of what the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Widest labyrinth (2–40).
    pub max_width: usize,
    /// Tallest labyrinth (2–25).
    pub max_height: usize,
    /// Most wormholes (0–10).
    pub max_wormholes: usize,
    /// The wall layout, or `None` for a random one.
    pub layout: Option<Layout>,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            max_width: *WIDTHS.end(),
            max_height: *HEIGHTS.end(),
            max_wormholes: MAX_WORMHOLES,
            layout: None,
        }
    }
}

/// How the walls are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Corridors one cell wide on a lattice, with some walls knocked out
    /// (like the original `maze`).
    Maze,
    /// Rooms of a few cells each, with doors between neighbours (like `lab2`
    /// to `lab6`).
    Rooms,
    /// A cave: walls scattered thickly over a field (like `cave` and `sharp`).
    Cave,
}

impl Layout {
    /// Every layout.
    pub const ALL: [Layout; 3] = [Layout::Maze, Layout::Rooms, Layout::Cave];
}

/// A random labyrinth that can be won from every entrance, the same for the
/// same seed and options.
pub fn generate_labyrinth(seed: u64, options: &GenerateOptions) -> LabyrinthMap {
    let mut rng = GameRng::new(seed, GENERATOR_STREAM);
    let max_width = options.max_width.clamp(*WIDTHS.start(), *WIDTHS.end()) as i32;
    let max_height = options.max_height.clamp(*HEIGHTS.start(), *HEIGHTS.end()) as i32;
    let max_wormholes = options.max_wormholes.min(MAX_WORMHOLES) as i32;
    loop {
        let width = rng.range_inclusive(2, max_width);
        let height = rng.range_inclusive(2, max_height);
        let layout = options.layout.unwrap_or_else(|| {
            let roll = rng.unit();
            if roll < 0.5 {
                Layout::Maze
            } else if roll < 0.8 {
                Layout::Rooms
            } else {
                Layout::Cave
            }
        });
        let mut map = match layout {
            Layout::Maze => maze(&mut rng, width, height),
            Layout::Rooms => rooms(&mut rng, width, height),
            Layout::Cave => cave(&mut rng, width, height),
        };
        if rng.chance(0.3) {
            cut_into_compartments(&mut rng, &mut map);
        }
        if place_things(&mut rng, &mut map, max_wormholes) && winnable_from_every_entrance(&map) {
            return map;
        }
    }
}

/// A maze carved depth first on the even lattice, then a few more walls
/// between corridors knocked out to make loops.
fn maze(rng: &mut GameRng, width: i32, height: i32) -> LabyrinthMap {
    let mut map = LabyrinthMap::new(width as usize, height as usize);
    for pos in map.positions().collect::<Vec<_>>() {
        map.set(pos, Cell::Wall);
    }
    let start = Coordinates::new(0, 0);
    map.set(start, Cell::Empty);
    let mut stack = vec![start];
    while let Some(&here) = stack.last() {
        let mut options: Vec<Coordinates> = [
            Coordinates::new(2, 0),
            Coordinates::new(-2, 0),
            Coordinates::new(0, 2),
            Coordinates::new(0, -2),
        ]
        .into_iter()
        .map(|step| here + step)
        .filter(|&next| map.contains(next) && map.get(next) == Cell::Wall)
        .collect();
        rng.shuffle(&mut options);
        match options.first() {
            Some(&next) => {
                map.set(
                    Coordinates::new((here.x + next.x) / 2, (here.y + next.y) / 2),
                    Cell::Empty,
                );
                map.set(next, Cell::Empty);
                stack.push(next);
            }
            None => {
                stack.pop();
            }
        }
    }
    let loops = rng.unit() * 0.25;
    for pos in map.positions().collect::<Vec<_>>() {
        let between_rows = pos.x % 2 == 0 && pos.y % 2 == 1;
        let between_columns = pos.x % 2 == 1 && pos.y % 2 == 0;
        if (between_rows || between_columns) && map.get(pos) == Cell::Wall && rng.chance(loops) {
            map.set(pos, Cell::Empty);
        }
    }
    map
}

/// Rooms on a grid, 2 to 5 cells a side, walled apart, each with a door to
/// some neighbours (a spanning tree, plus a few more).
fn rooms(rng: &mut GameRng, width: i32, height: i32) -> LabyrinthMap {
    let mut map = LabyrinthMap::new(width as usize, height as usize);
    let room_width = rng.range_inclusive(2, 5);
    let room_height = rng.range_inclusive(2, 4);
    // Walls every room_width + 1 columns and room_height + 1 rows.
    for pos in map.positions().collect::<Vec<_>>() {
        if (pos.x + 1) % (room_width + 1) == 0 || (pos.y + 1) % (room_height + 1) == 0 {
            map.set(pos, Cell::Wall);
        }
    }
    let columns = (width + 1 + room_width) / (room_width + 1);
    let rows = (height + 1 + room_height) / (room_height + 1);
    let mut joined = vec![false; (columns * rows) as usize];
    let mut stack = vec![(0, 0)];
    joined[0] = true;
    let extra = rng.unit() * 0.3;
    while let Some(&(cx, cy)) = stack.last() {
        let mut options: Vec<(i32, i32)> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .map(|(dx, dy)| (cx + dx, cy + dy))
            .filter(|&(nx, ny)| nx >= 0 && ny >= 0 && nx < columns && ny < rows)
            .collect();
        rng.shuffle(&mut options);
        let fresh = options.iter().copied().find(|&(nx, ny)| !joined[(ny * columns + nx) as usize]);
        match fresh {
            Some((nx, ny)) => {
                joined[(ny * columns + nx) as usize] = true;
                door(rng, &mut map, (cx, cy), (nx, ny), room_width, room_height);
                stack.push((nx, ny));
            }
            None => {
                if let Some(&other) = options.first() {
                    if rng.chance(extra) {
                        door(rng, &mut map, (cx, cy), other, room_width, room_height);
                    }
                }
                stack.pop();
            }
        }
    }
    map
}

/// Opens a door in the wall between rooms `a` and `b` (grid neighbours).
fn door(
    rng: &mut GameRng,
    map: &mut LabyrinthMap,
    a: (i32, i32),
    b: (i32, i32),
    room_width: i32,
    room_height: i32,
) {
    let (low, high) = if (a.0, a.1) < (b.0, b.1) { (a, b) } else { (b, a) };
    let pos = if low.0 != high.0 {
        let x = high.0 * (room_width + 1) - 1;
        let y = low.1 * (room_height + 1) + rng.range_inclusive(0, room_height - 1);
        Coordinates::new(x, y)
    } else {
        let y = high.1 * (room_height + 1) - 1;
        let x = low.0 * (room_width + 1) + rng.range_inclusive(0, room_width - 1);
        Coordinates::new(x, y)
    };
    map.set(pos, Cell::Empty);
}

/// A field with a thick random share of walls.
fn cave(rng: &mut GameRng, width: i32, height: i32) -> LabyrinthMap {
    let mut map = LabyrinthMap::new(width as usize, height as usize);
    let density = 0.25 + rng.unit() * 0.15;
    for pos in map.positions().collect::<Vec<_>>() {
        if rng.chance(density) {
            map.set(pos, Cell::Wall);
        }
    }
    map
}

/// Walls off one to three full rows or columns, so parts of the labyrinth
/// can be reached only through wormholes.
fn cut_into_compartments(rng: &mut GameRng, map: &mut LabyrinthMap) {
    let (width, height) = (map.width() as i32, map.height() as i32);
    for _ in 0..rng.range_inclusive(1, 3) {
        if rng.chance(0.5) && width >= 3 {
            let x = rng.range_inclusive(1, width - 2);
            for y in 0..height {
                map.set(Coordinates::new(x, y), Cell::Wall);
            }
        } else if height >= 3 {
            let y = rng.range_inclusive(1, height - 2);
            for x in 0..width {
                map.set(Coordinates::new(x, y), Cell::Wall);
            }
        }
    }
}

/// Puts one or two entrances, treasures and exits and up to `max_wormholes`
/// wormholes on distinct free cells; false when there is not room. As a
/// designer would, it puts the treasures in the farther half of the
/// labyrinth from the first entrance, and the exits in the farther half from
/// the first treasure.
fn place_things(rng: &mut GameRng, map: &mut LabyrinthMap, max_wormholes: i32) -> bool {
    let mut free = map.find(Cell::Empty);
    rng.shuffle(&mut free);
    let counts: Vec<usize> = (0..3).map(|_| if rng.chance(0.15) { 2 } else { 1 }).collect();
    // Wormholes are rare features: at most one in six free cells.
    let holes = rng.range_inclusive(0, max_wormholes.min(free.len() as i32 / 6)) as usize;
    if counts.iter().sum::<usize>() + holes > free.len() {
        return false;
    }
    let entrances: Vec<Coordinates> = free.drain(..counts[0]).collect();
    let treasures = take_far(map, &mut free, entrances[0], counts[1]);
    let exits = take_far(map, &mut free, treasures[0], counts[2]);
    for (cell, places) in
        [(Cell::Entrance, &entrances), (Cell::Treasure, &treasures), (Cell::Exit, &exits)]
    {
        for &pos in places {
            map.set(pos, cell);
        }
    }
    for (n, pos) in free.into_iter().take(holes).enumerate() {
        map.set(pos, Cell::Wormhole(n as u8));
    }
    true
}

/// Takes `count` cells of `free` (which is shuffled) from the half farthest
/// from `from` on foot; cells that cannot be walked to count as farthest.
fn take_far(
    map: &LabyrinthMap,
    free: &mut Vec<Coordinates>,
    from: Coordinates,
    count: usize,
) -> Vec<Coordinates> {
    let cells = map.width() * map.height();
    let distance = Search::breadth_first(&OnFoot(map), from, cells, |_| false);
    let far = |p: &Coordinates| distance.cost(*p).unwrap_or(u32::MAX);
    let mut order: Vec<usize> = (0..free.len()).collect();
    crate::order::sort_by_key(&mut order, |&i| std::cmp::Reverse(far(&free[i])));
    let half = order.len().div_ceil(2).max(count);
    let mut picked: Vec<usize> = order[..half].to_vec();
    crate::order::sort(&mut picked);
    picked.truncate(count);
    let taken: Vec<Coordinates> = picked.iter().map(|&i| free[i]).collect();
    free.retain(|p| !taken.contains(p));
    taken
}

/// A labyrinth being made, walked on foot: its walls block (and outside
/// the map everything is wall); no wormhole is placed yet.
struct OnFoot<'a>(&'a LabyrinthMap);

impl GridMap for OnFoot<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.0.get(cell) == Cell::Wall
    }

    fn is_occupied(&self, _: Coordinates) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::super::format::{parse_labyrinth, validate, write_labyrinth};
    use super::*;

    #[test]
    fn generated_labyrinths_are_valid_winnable_and_repeatable() {
        let options = GenerateOptions::default();
        for seed in 0..60 {
            let map = generate_labyrinth(seed, &options);
            assert_eq!(validate(&map), vec![], "seed {seed}:\n{}", write_labyrinth(&map));
            assert!(winnable_from_every_entrance(&map), "seed {seed}");
            assert_eq!(generate_labyrinth(seed, &options), map);
            assert_eq!(parse_labyrinth(&write_labyrinth(&map)), Ok(map));
        }
    }

    #[test]
    fn options_bound_the_size_and_the_wormholes() {
        let options =
            GenerateOptions { max_width: 6, max_height: 4, max_wormholes: 2, layout: None };
        for seed in 0..40 {
            let map = generate_labyrinth(seed, &options);
            assert!(map.width() <= 6 && map.height() <= 4);
            assert!(map.wormholes().len() <= 2);
        }
    }
}
