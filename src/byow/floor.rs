//! The floor of a world: the seed's four steps (partition, shrink, connect,
//! rasterise) in order, giving rooms and hallways as `Floor` tiles.

use super::bsp::{partition, shrink_rooms};
use super::config::{BspConfig, WorldSize};
use super::grid::TileGrid;
use super::hallway::{dig, plan_hallways, Hallway};
use super::rect::Rect;
use super::tile::Tile;
use crate::game::GameRng;

/// The floor and how it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloorPlan {
    /// `Floor` on rooms and hallways, `Nothing` elsewhere.
    pub grid: TileGrid,
    /// Every room (a BSP leaf), in tree order.
    pub rooms: Vec<Rect>,
    /// Every hallway, children's before their parent's.
    pub hallways: Vec<Hallway>,
}

/// Lays the floor of a `size` world inside a frame of `config.border` cells.
pub fn lay_floor(size: WorldSize, config: &BspConfig, rng: &mut GameRng) -> FloorPlan {
    let border = config.border;
    let zone = Rect::new(border, border, size.width() - 1 - border, size.height() - 1 - border);
    let mut tree = partition(zone, config, rng);
    shrink_rooms(&mut tree, config, rng);
    let plans = plan_hallways(&tree, rng);
    let mut grid = TileGrid::new(size.width(), size.height());
    let rooms = tree.leaves();
    for room in &rooms {
        for p in room.cells() {
            grid.set(p, Tile::Floor);
        }
    }
    let hallways = plans.iter().map(|plan| dig(&mut grid, plan)).collect();
    FloorPlan { grid, rooms, hallways }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_floor_is_one_piece() {
        for seed in 0..100 {
            let plan =
                lay_floor(WorldSize::DEFAULT, &BspConfig::DEFAULT, &mut GameRng::new(seed, 0));
            let floor = plan.grid.positions_of(Tile::Floor);
            let seen = plan.grid.flood(&floor[..1], |t| t == Tile::Floor);
            assert_eq!(seen.iter().filter(|&&s| s).count(), floor.len(), "seed {seed}");
            assert_eq!(plan.hallways.len(), plan.rooms.len() - 1);
        }
    }
}
