//! Between the plain plans and the live game: building a world from a
//! `WorldPlan` (file or generator) and the levels of a game from a
//! `DungeonPlan`, and describing a game's levels as a plan again, so they can
//! be written back as a world file.

use super::dungeon_plan::DungeonPlan;
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::game::{
    Coordinates, Creature, DroppedItem, Game, GameObject, GameWorld, Leads, Level, ObjectRecord,
    Rules, Stairs, Wall,
};

/// The world a plan describes: one `Wall` for the whole wall matrix, an item
/// on the floor or a creature for every placement. The player stands at
/// `plan.player`. Stairs are left out: a lone level has nowhere for them to
/// lead (build a [`DungeonPlan`] with [`build_levels`]).
pub fn build_world(plan: &WorldPlan) -> GameWorld {
    build_level(plan, |_| None)
}

/// The levels a dungeon describes, each under seed 000's rules, with every
/// staircase leading where [`DungeonPlan::destination`] says. Stairs that lead
/// past the first or last level are left out. The player belongs on level
/// `dungeon.start()`, at `dungeon.player()`.
pub fn build_levels(dungeon: &DungeonPlan) -> Vec<Level> {
    dungeon
        .levels()
        .iter()
        .enumerate()
        .map(|(index, plan)| {
            let world = build_level(plan, |leads| dungeon.destination(index, leads));
            Level::new(world, Rules::classic())
        })
        .collect()
}

/// A world of `plan`, its stairs leading where `destination` says (level and
/// arrival cell), or left out where it says nothing.
fn build_level(
    plan: &WorldPlan,
    destination: impl Fn(Leads) -> Option<(usize, Coordinates)>,
) -> GameWorld {
    let mut world = GameWorld::new();
    let walls = &plan.walls;
    if walls.wall_count() > 0 {
        let cells: Vec<bool> =
            (0..walls.height).flat_map(|y| walls.row(y).iter().copied()).collect();
        // One matrix never overlaps itself, so the only error cannot happen.
        let _ = world.add(Box::new(Wall::new(walls.origin, walls.width, walls.height, cells)));
    }
    for placement in &plan.things {
        let at = placement.at;
        let object: Box<dyn GameObject> = match placement.thing {
            Thing::Item(kind) => Box::new(DroppedItem::new(at, kind)),
            Thing::Mob { kind, disguise } => Box::new(Creature::new(kind, at, disguise)),
            Thing::Stairs(leads) => {
                let Some((level, arrival)) = destination(leads) else { continue };
                let level = u32::try_from(level).unwrap_or(u32::MAX);
                Box::new(Stairs::new(at, leads, level, arrival))
            }
        };
        // Only walls can fail to place.
        let _ = world.add(object);
    }
    world
}

/// Every level of `game` as a plan, the player starting on the current level
/// where they stand now. Each level is translated on its own so its bounding
/// box starts at (0, 0) (the world file format has no negative coordinates).
/// Each object is described from its record; creatures keep their kind and a
/// disguise while they still wear one, stairs their direction (where they
/// lead follows from the levels around them).
pub fn plan_of(game: &Game) -> DungeonPlan {
    let levels = game
        .levels()
        .iter()
        .enumerate()
        .map(|(index, level)| {
            let player = (index == game.depth()).then_some(game.player.coordinates);
            level_plan_of(&level.world, player)
        })
        .collect();
    DungeonPlan::new(levels, game.depth())
        .expect("a game has a level, and the player stands on one of them")
        .canonical()
}

/// One world as a plan, with the player at `player` if they are on it (else
/// the plan's player cell is a placeholder at the origin).
fn level_plan_of(world: &GameWorld, player: Option<Coordinates>) -> WorldPlan {
    let mut bounds: Option<(Coordinates, Coordinates)> = None;
    let mut grow = |c: Coordinates| {
        let (lo, hi) = bounds.get_or_insert((c, c));
        *lo = Coordinates::new(lo.x.min(c.x), lo.y.min(c.y));
        *hi = Coordinates::new(hi.x.max(c.x), hi.y.max(c.y));
    };
    if let Some(player) = player {
        grow(player);
    }
    let mut things = Vec::new();
    let mut wall_cells = Vec::new();
    for (_, object) in world.objects() {
        let at = object.coordinates();
        let thing = match object.record() {
            ObjectRecord::Wall(wall) => {
                for cell in wall.cells() {
                    grow(cell);
                    wall_cells.push(cell);
                }
                continue;
            }
            ObjectRecord::Item(item) => Thing::Item(item.kind()),
            ObjectRecord::Mob(creature) => {
                Thing::Mob { kind: creature.kind(), disguise: creature.disguise() }
            }
            ObjectRecord::Stairs(stairs) => Thing::Stairs(stairs.leads()),
        };
        grow(at);
        things.push(Placement { at, thing });
    }
    let (lo, hi) = bounds.unwrap_or((Coordinates::ZERO, Coordinates::ZERO));
    let mut matrix = WallMatrix::new(lo, hi.x - lo.x + 1, hi.y - lo.y + 1);
    for cell in wall_cells {
        matrix.set(cell, true);
    }
    let mut plan = WorldPlan { walls: matrix, player: player.unwrap_or(lo), things };
    plan.translate(-lo);
    plan.canonical()
}
