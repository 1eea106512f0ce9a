//! Halls: the Build Your Own World floor (binary space partitioning, rooms
//! shrunk unaligned, straight or Z-shaped hallways; `src/byow`) as a world of
//! the engine. Each room gets items and creatures as a boxed room does (up to
//! so many each), the player stands in the middle of a random room. The
//! descent builds some of its levels this way (the content table's `layout`).
//! The floor is taken as laid, row 0 at the top (Build Your Own World turns
//! its own the other way up, as its seed draws them).

use super::generator::Generator;
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::byow::{lay_floor, BspConfig, Tile, WorldSize};
use crate::game::{Coordinates, GameRng, ItemKind};

/// Makes halls worlds of one size, filled by an item and a creature generator.
#[derive(Clone, Debug)]
pub struct HallsWorldGenerator<I, M> {
    size: WorldSize,
    max_items: u32,
    max_mobs: u32,
    items: I,
    mobs: M,
}

impl<I, M> HallsWorldGenerator<I, M> {
    /// Halls of `size`, each room with up to `max_items` items and
    /// `max_mobs` creatures.
    pub fn new(size: WorldSize, max_items: u32, max_mobs: u32, items: I, mobs: M) -> Self {
        HallsWorldGenerator { size, max_items, max_mobs, items, mobs }
    }
}

impl<I: Generator<ItemKind>, M: Generator<Thing>> Generator<WorldPlan>
    for HallsWorldGenerator<I, M>
{
    fn generate(&self, rng: &mut GameRng) -> WorldPlan {
        let floor = lay_floor(self.size, &BspConfig::DEFAULT, rng);
        let grid = &floor.grid;
        let walls =
            WallMatrix::from_cells(Coordinates::ZERO, grid.width(), grid.height(), grid.rock())
                .expect("one cell per tile of the grid");
        let rooms: Vec<Vec<Coordinates>> = floor
            .rooms
            .iter()
            .map(|room| room.cells().filter(|&p| grid.get(p) == Tile::Floor).collect())
            .filter(|cells: &Vec<Coordinates>| !cells.is_empty())
            .collect();
        let start = rng.below(rooms.len().max(1) as u32) as usize;
        let player = rooms.get(start).map_or(Coordinates::ZERO, |cells| {
            // The cell nearest the room's middle.
            let sum = cells.iter().fold((0, 0), |(x, y), c| (x + c.x, y + c.y));
            let n = cells.len() as i32;
            let middle = Coordinates::new(sum.0 / n, sum.1 / n);
            *cells.iter().min_by_key(|c| (c.manhattan(middle), c.y, c.x)).expect("not empty")
        });
        let mut things = Vec::new();
        for cells in &rooms {
            let free: Vec<Coordinates> = cells.iter().copied().filter(|&c| c != player).collect();
            let item_count = rng.range_inclusive(0, self.max_items as i32) as usize;
            let items: Vec<Thing> =
                (0..item_count).map(|_| Thing::Item(self.items.generate(rng))).collect();
            let mob_count = rng.range_inclusive(0, self.max_mobs as i32) as usize;
            let mobs: Vec<Thing> = (0..mob_count).map(|_| self.mobs.generate(rng)).collect();
            let contents = items.into_iter().chain(mobs);
            let count = (item_count + mob_count).min(free.len());
            for (cell, thing) in rng.sample(&free, count).into_iter().zip(contents) {
                things.push(Placement { at: cell, thing });
            }
        }
        WorldPlan { walls, player, things }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MobKind;
    use std::collections::HashSet;

    struct Swords;
    impl Generator<ItemKind> for Swords {
        fn generate(&self, _: &mut GameRng) -> ItemKind {
            ItemKind::Sword
        }
    }
    struct Robots;
    impl Generator<Thing> for Robots {
        fn generate(&self, _: &mut GameRng) -> Thing {
            Thing::mob(MobKind::Robot)
        }
    }

    #[test]
    fn halls_are_connected_closed_and_hold_their_things_apart() {
        let size = WorldSize::new(50, 24).expect("a size");
        let generator = HallsWorldGenerator::new(size, 2, 1, Swords, Robots);
        for seed in 0..200 {
            let plan = generator.generate(&mut GameRng::new(seed, 3));
            assert!(!plan.walls.get(plan.player), "seed {seed}: the player in a wall");
            let mut seen = HashSet::from([plan.player]);
            let mut stack = vec![plan.player];
            while let Some(cell) = stack.pop() {
                for next in cell.neighbours() {
                    assert!(plan.walls.contains(next), "seed {seed}: floor on the edge");
                    if !plan.walls.get(next) && seen.insert(next) {
                        stack.push(next);
                    }
                }
            }
            let floor = (plan.walls.width * plan.walls.height) as usize - plan.walls.wall_count();
            assert_eq!(seen.len(), floor, "seed {seed}: every floor cell is reachable");
            let mut taken = HashSet::from([plan.player]);
            for thing in &plan.things {
                assert!(seen.contains(&thing.at), "seed {seed}: {thing:?} on floor");
                assert!(taken.insert(thing.at), "seed {seed}: {thing:?} shares a cell");
            }
            assert!(plan.things.iter().any(|t| t.thing.is_mob()), "seed {seed}: creatures");
        }
    }
}
