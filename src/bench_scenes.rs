//! The scenes the benchmarks measure, shared by the native criterion benches
//! and the wasm build `make bench-web` runs in node, so both time exactly the
//! same work: a random dense map for sight, and worlds of many items for a
//! turn. Nothing in the game uses them.

use crate::game::{
    Command, Coordinates, Direction, DroppedItem, Game, GameRng, GameWorld, GridMap, ItemKind,
    Player,
};

/// A square map stored as a dense grid of walls; everything outside it counts
/// as wall.
#[derive(Clone, Debug)]
pub struct DenseMap {
    size: i32,
    walls: Vec<bool>,
}

impl DenseMap {
    /// A `size`×`size` map whose cells are walls with chance `wall_chance`,
    /// drawn from `seed`.
    pub fn random(size: i32, wall_chance: f64, seed: u64) -> DenseMap {
        let size = size.max(0);
        let mut rng = GameRng::new(seed, 0);
        let walls = (0..size * size).map(|_| rng.chance(wall_chance)).collect();
        DenseMap { size, walls }
    }

    /// Side of the square.
    pub fn size(&self) -> i32 {
        self.size
    }

    /// The walls, row by row (1 for a wall), for other programs to rebuild
    /// the same map.
    pub fn wall_bytes(&self) -> Vec<u8> {
        self.walls.iter().map(|&w| u8::from(w)).collect()
    }
}

impl GridMap for DenseMap {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        if !(0..self.size).contains(&cell.x) || !(0..self.size).contains(&cell.y) {
            return true;
        }
        self.walls[(cell.y * self.size + cell.x) as usize]
    }

    fn is_occupied(&self, _cell: Coordinates) -> bool {
        false
    }
}

/// A game of `objects` items (at least one): up to 1,000 of them within the
/// update radius around the player, three to a cell, the rest far away in
/// a block of their own. The player stands at the origin with (1, 0) free to
/// step to and back.
pub fn items_world(objects: usize) -> Game {
    let near = objects.min(1_000);
    let mut world = GameWorld::new();
    let mut placed = 0;
    'near: for y in -10..=10 {
        for x in -10..=10 {
            for _ in 0..3 {
                if placed == near {
                    break 'near;
                }
                if (x, y) != (0, 0) && (x, y) != (1, 0) {
                    world
                        .add(Box::new(DroppedItem::new(Coordinates::new(x, y), ItemKind::Sword)))
                        .ok();
                    placed += 1;
                }
            }
        }
    }
    for i in 0..objects.saturating_sub(near) {
        let i = i32::try_from(i).unwrap_or(i32::MAX);
        let at = Coordinates::new(1_000 + i % 500, 1_000 + i / 500);
        world.add(Box::new(DroppedItem::new(at, ItemKind::GoldenApple))).ok();
    }
    Game::new(world, Player::new(Coordinates::ZERO), 1)
}

/// Steps the player of an [`items_world`] right on odd calls, left on even
/// ones, so every call is a turn between the same two cells.
#[derive(Debug)]
pub struct Shuttle {
    right: bool,
}

impl Default for Shuttle {
    fn default() -> Self {
        Shuttle { right: true }
    }
}

impl Shuttle {
    /// Plays one step; whether it took a turn.
    pub fn step(&mut self, game: &mut Game) -> bool {
        let direction = if self.right { Direction::Right } else { Direction::Left };
        self.right = !self.right;
        game.apply(Command::Move(direction)).took_turn
    }
}
