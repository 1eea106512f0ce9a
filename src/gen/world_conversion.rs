//! Between the plain `WorldPlan` and the live `GameWorld`: building a world
//! from a plan (file or generator), and describing any world as a plan, so it
//! can be written back as a world file.

use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::game::{Coordinates, Creature, DroppedItem, GameWorld, ObjectRecord, Wall};

/// The world a plan describes: one `Wall` for the whole wall matrix, an item
/// on the floor or a creature for every placement. The player stands at
/// `plan.player`.
pub fn build_world(plan: &WorldPlan) -> GameWorld {
    let mut world = GameWorld::new();
    let walls = &plan.walls;
    if walls.wall_count() > 0 {
        let cells: Vec<bool> =
            (0..walls.height).flat_map(|y| walls.row(y).iter().copied()).collect();
        // One matrix never overlaps itself, so the only error cannot happen.
        let _ = world.add(Box::new(Wall::new(walls.origin, walls.width, walls.height, cells)));
    }
    for placement in &plan.things {
        let _ = world.add(match placement.thing {
            Thing::Item(kind) => Box::new(DroppedItem::new(placement.at, kind)),
            Thing::Mob { kind, disguise } => Box::new(Creature::new(kind, placement.at, disguise)),
        });
    }
    world
}

/// A world with the player at `player` as a plan, translated so its bounding
/// box starts at (0, 0) (the world file format has no negative coordinates).
/// Each object is described from its record; creatures keep their kind and a
/// disguise while they still wear one.
pub fn plan_of(world: &GameWorld, player: Coordinates) -> WorldPlan {
    let mut lo = player;
    let mut hi = lo;
    let mut grow = |c: Coordinates| {
        lo = Coordinates::new(lo.x.min(c.x), lo.y.min(c.y));
        hi = Coordinates::new(hi.x.max(c.x), hi.y.max(c.y));
    };
    let mut things = Vec::new();
    let mut wall_cells = Vec::new();
    for (_, object) in world.objects() {
        let at = object.coordinates();
        match object.record() {
            ObjectRecord::Wall(wall) => {
                for cell in wall.cells() {
                    grow(cell);
                    wall_cells.push(cell);
                }
            }
            ObjectRecord::Item(item) => {
                grow(at);
                things.push(Placement { at, thing: Thing::Item(item.kind()) });
            }
            ObjectRecord::Mob(creature) => {
                grow(at);
                let thing = Thing::Mob { kind: creature.kind(), disguise: creature.disguise() };
                things.push(Placement { at, thing });
            }
            // The world file format has no levels, so no stairs.
            ObjectRecord::Stairs(_) => {}
        }
    }
    let mut matrix = WallMatrix::new(lo, hi.x - lo.x + 1, hi.y - lo.y + 1);
    for cell in wall_cells {
        matrix.set(cell, true);
    }
    let mut plan = WorldPlan { walls: matrix, player, things };
    plan.translate(-lo);
    plan.canonical()
}
