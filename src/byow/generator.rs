//! The whole world from a seed: the floor, then walls around it, one locked
//! door in an outer wall, encounters, and the avatar's starting cell. All
//! randomness comes from one [`GameRng`] seeded with the world's seed.
//!
//! The world is made in the seed's own frame, row 0 at the bottom: the
//! order cells are drawn in follows it, so every seed keeps its world. The
//! finished world is turned the engine's way up (row 0 at the top).

use super::config::{BspConfig, WorldSize};
use super::floor::lay_floor;
use super::grid::{neighbours8, touches, TileGrid};
use super::hallway::Hallway;
use super::rect::{Axis, Rect};
use super::tile::Tile;
use super::world::World;
use crate::game::GameRng;
use crate::game::{Coordinates, Direction};

/// The stream of [`GameRng`] the world generator draws from.
const WORLD_STREAM: u64 = 0xB70_0001;
/// The fewest encounters a world asks for (small worlds may get fewer).
const MIN_ENCOUNTERS: u32 = 3;
/// The most encounters a world has.
const MAX_ENCOUNTERS: u32 = 5;
/// Random floor cells tried per wanted encounter before giving up on it.
const ENCOUNTER_TRIES: u32 = 16;
/// Random floor cells the avatar's start is chosen from (the farthest from the door).
const START_CANDIDATES: usize = 3;

/// A generated world and the parts it was made of (for tests and tools), in
/// the engine's frame (row 0 at the top).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedWorld {
    /// The tiles and the avatar at its start.
    pub world: World,
    /// The rooms, each a rectangle of floor.
    pub rooms: Vec<Rect>,
    /// The hallways, as dug.
    pub hallways: Vec<Hallway>,
    /// The locked door.
    pub door: Coordinates,
    /// The encounter tiles.
    pub encounters: Vec<Coordinates>,
}

/// The world of `seed`: the same seed and size give the same world everywhere.
pub fn generate_world(seed: u64, size: WorldSize) -> GeneratedWorld {
    let mut rng = GameRng::new(seed, WORLD_STREAM);
    let floor = lay_floor(size, &BspConfig::DEFAULT, &mut rng);
    let mut tiles = floor.grid;
    let floor_cells = tiles.positions_of(Tile::Floor);
    raise_walls(&mut tiles, &floor_cells);
    let door = place_door(&mut tiles, &floor_cells, &mut rng);
    let encounters = place_encounters(&mut tiles, &floor_cells, &mut rng);
    let avatar = choose_start(&tiles, &floor_cells, door, &mut rng);
    let flip = |c| size.flip(c);
    let flip_rect = |r: Rect| {
        let (low, high) = r.span(Axis::Y);
        r.with_span(Axis::Y, size.height() - 1 - high, size.height() - 1 - low)
    };
    GeneratedWorld {
        world: World { tiles: tiles.flipped(), avatar: flip(avatar) },
        rooms: floor.rooms.into_iter().map(flip_rect).collect(),
        hallways: floor
            .hallways
            .into_iter()
            .map(|h| Hallway {
                pivot: flip(h.pivot),
                cells: h.cells.into_iter().map(flip).collect(),
            })
            .collect(),
        door: flip(door),
        encounters: encounters.into_iter().map(flip).collect(),
    }
}

/// Every `Nothing` among the 8 neighbours of a floor becomes `Wall`.
fn raise_walls(tiles: &mut TileGrid, floor: &[Coordinates]) {
    for p in floor {
        for n in neighbours8(*p) {
            if tiles.get(n) == Tile::Nothing {
                tiles.set(n, Tile::Wall);
            }
        }
    }
}

/// Turns one random wall into the locked door: a wall with a floor on one side
/// and, straight across, open outside: nothing all the way to the world's edge.
fn place_door(tiles: &mut TileGrid, floor: &[Coordinates], rng: &mut GameRng) -> Coordinates {
    let clear = Direction::ALL.map(|d| clear_to_edge(tiles, d));
    let mut candidates = Vec::new();
    for &f in floor {
        for (d, clear) in Direction::ALL.into_iter().zip(&clear) {
            let wall = f.step(d);
            let beyond = wall.step(d);
            let open = tiles.index(beyond).map_or(true, |i| clear[i]);
            if tiles.get(wall) == Tile::Wall && open {
                candidates.push(wall);
            }
        }
    }
    // A wall at a corner can face two floors; each wall counts once.
    crate::order::sort(&mut candidates);
    candidates.dedup();
    // The wall left of the leftmost floor always qualifies: nothing further
    // left is floor or wall.
    let door = *rng.choose(&candidates).expect("the wall left of the leftmost floor is a door");
    tiles.set(door, Tile::LockedDoor);
    door
}

/// For each cell (indexed as the tiles), whether it and every cell beyond it
/// in `direction`, up to the edge, are nothing: one sweep from that edge.
fn clear_to_edge(tiles: &TileGrid, direction: Direction) -> Vec<bool> {
    let (width, height) = (tiles.width(), tiles.height());
    let mut clear = vec![false; (width.max(0) * height.max(0)) as usize];
    let along_x = matches!(direction, Direction::Left | Direction::Right);
    let towards_zero = matches!(direction, Direction::Left | Direction::Up);
    let (lines, len) = if along_x { (height, width) } else { (width, height) };
    for line in 0..lines {
        let mut open = true;
        for step in 0..len {
            let k = if towards_zero { step } else { len - 1 - step };
            let at = if along_x { Coordinates::new(k, line) } else { Coordinates::new(line, k) };
            open = open && tiles.get(at) == Tile::Nothing;
            if let Some(i) = tiles.index(at) {
                clear[i] = open;
            }
        }
    }
    clear
}

/// Turns a few random floor cells into encounters, no two touching (diagonals
/// included).
fn place_encounters(
    tiles: &mut TileGrid,
    floor: &[Coordinates],
    rng: &mut GameRng,
) -> Vec<Coordinates> {
    let wanted = MIN_ENCOUNTERS + rng.below(MAX_ENCOUNTERS - MIN_ENCOUNTERS + 1);
    let mut chosen: Vec<Coordinates> = Vec::new();
    for _ in 0..wanted * ENCOUNTER_TRIES {
        if chosen.len() == wanted as usize {
            break;
        }
        let Some(&p) = rng.choose(floor) else { break };
        if chosen.iter().all(|&c| c != p && !touches(c, p)) {
            chosen.push(p);
        }
    }
    for &p in &chosen {
        tiles.set(p, Tile::Encounter);
    }
    chosen
}

/// Of a few random plain floor cells, the farthest (Euclidean) from the door;
/// the first drawn wins a tie.
fn choose_start(
    tiles: &TileGrid,
    floor: &[Coordinates],
    door: Coordinates,
    rng: &mut GameRng,
) -> Coordinates {
    let plain: Vec<Coordinates> =
        floor.iter().copied().filter(|&p| tiles.get(p) == Tile::Floor).collect();
    let mut best: Option<Coordinates> = None;
    for _ in 0..START_CANDIDATES {
        // Rooms are at least 2x2 and no two encounters touch, so each room
        // keeps three plain floor cells at least.
        let p = *rng.choose(&plain).expect("every room keeps plain floor");
        best = match best {
            Some(b) if b.distance_squared(door) >= p.distance_squared(door) => Some(b),
            _ => Some(p),
        };
    }
    best.expect("START_CANDIDATES is not zero")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_world_and_a_golden_start() {
        let a = generate_world(42, WorldSize::DEFAULT);
        let b = generate_world(42, WorldSize::DEFAULT);
        assert_eq!(a, b);
        assert_eq!(a.world.tiles.get(a.door), Tile::LockedDoor);
        assert_eq!(a.world.tiles.get(a.world.avatar), Tile::Floor);
        for e in &a.encounters {
            assert_eq!(a.world.tiles.get(*e), Tile::Encounter);
        }
        for room in &a.rooms {
            assert!(room.cells().all(|c| a.world.tiles.get(c).is_ground()), "{room:?}");
        }
        assert!((1..=MAX_ENCOUNTERS as usize).contains(&a.encounters.len()));
    }

    #[test]
    fn the_smallest_world_still_has_a_door_and_a_start() {
        for seed in 0..200 {
            let g = generate_world(seed, WorldSize::new(8, 8).expect("8x8 is supported"));
            assert_eq!(g.world.tiles.positions_of(Tile::LockedDoor), vec![g.door]);
            assert_eq!(g.world.tiles.get(g.world.avatar), Tile::Floor);
        }
    }
}
