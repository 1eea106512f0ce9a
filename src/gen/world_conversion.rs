//! Between the plain `WorldPlan` and the live `GameWorld`: building a world
//! from a plan (file or generator), and describing any world as a plan, so it
//! can be written back as a world file.

use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::game::{
    new_item, Coordinates, Creature, DroppedItem, GameWorld, ObjectKind, Player, Wall,
};

/// The world a plan describes: one `Wall` for the whole wall matrix, an item
/// on the floor or a creature for every placement, the player where planned.
pub fn build_world(plan: &WorldPlan) -> GameWorld {
    build_world_with_player(plan, Player::new(plan.player))
}

/// The same, around an existing player (restoring a saved game).
pub fn build_world_with_player(plan: &WorldPlan, player: Player) -> GameWorld {
    let mut world = GameWorld::with_player(player);
    let walls = &plan.walls;
    if walls.wall_count() > 0 {
        let cells: Vec<bool> =
            (0..walls.height).flat_map(|y| walls.row(y).iter().copied()).collect();
        // One matrix never overlaps itself, so the only error cannot happen.
        let _ = world.add(Box::new(Wall::new(walls.origin, walls.width, walls.height, cells)));
    }
    for placement in &plan.things {
        let _ = world.add(match placement.thing {
            Thing::Item(kind) => Box::new(DroppedItem::new(placement.at, new_item(kind))),
            Thing::Mob { kind, disguise } => Box::new(Creature::new(kind, placement.at, disguise)),
        });
    }
    world
}

/// Any world as a plan, translated so its bounding box starts at (0, 0) (the
/// world file format has no negative coordinates). Mobs keep their kind; a
/// Mimic keeps its disguise while it still has one.
pub fn plan_of(world: &GameWorld) -> WorldPlan {
    let mut lo = world.player.coordinates;
    let mut hi = lo;
    let mut grow = |c: Coordinates| {
        lo = Coordinates::new(lo.x.min(c.x), lo.y.min(c.y));
        hi = Coordinates::new(hi.x.max(c.x), hi.y.max(c.y));
    };
    let mut things = Vec::new();
    let mut walls = Vec::new();
    for (_, object) in world.objects() {
        match object.kind() {
            ObjectKind::Wall => {
                if let Some(wall) = object.as_wall() {
                    let (w, h) = object.footprint();
                    grow(object.coordinates());
                    grow(object.coordinates() + Coordinates::new(w - 1, h - 1));
                    walls.push(wall);
                }
            }
            ObjectKind::Item(kind) => {
                grow(object.coordinates());
                things.push(Placement { at: object.coordinates(), thing: Thing::Item(kind) });
            }
            ObjectKind::Mob(kind) => {
                grow(object.coordinates());
                let disguise =
                    object.as_mob().and_then(|m| m.as_creature()).and_then(Creature::disguise);
                things.push(Placement {
                    at: object.coordinates(),
                    thing: Thing::Mob { kind, disguise },
                });
            }
        }
    }
    let mut matrix = WallMatrix::new(lo, hi.x - lo.x + 1, hi.y - lo.y + 1);
    for wall in walls {
        for cell in wall.cells() {
            matrix.set(cell, true);
        }
    }
    let mut plan = WorldPlan { walls: matrix, player: world.player.coordinates, things };
    plan.translate(-lo);
    plan.canonical()
}
