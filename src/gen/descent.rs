//! The descent: the random run of seed N. Eight levels (the content table's
//! `descent`) of boxed rooms or of halls (rooms and hallways, as Build Your
//! Own World lays them), each from its own stream of the seed, deeper
//! ones bigger and more dangerous; stairs down far from where the player
//! arrives, stairs up (or, on the first level, the exit) where they arrive;
//! the Amulet at the far end of the last level. The goal: carry the Amulet
//! out through the exit. No creature starts within a few steps of any place
//! the player arrives.

use super::boxed::BoxedParams;
use super::dungeon_plan::DungeonPlan;
use super::generator::{Generator, UniformItemGenerator, UniformMobGenerator};
use super::halls::HallsWorldGenerator;
use super::plan::{Placement, Thing, WorldPlan};
use super::BoxedWorldGenerator;
use crate::byow::WorldSize;
use crate::content::{Content, DepthTable, LevelLayout};
use crate::game::{parse_goal, Coordinates, GameRng, ItemKind, Leads};
use std::collections::{HashMap, VecDeque};

/// The first random stream of the descent's levels (level k uses this + k),
/// apart from every other use of the seed.
pub const DESCENT_STREAM: u64 = 1_000;

/// How many times a level is drawn again when its rooms are too few to put
/// the stairs apart (the boxed walk can stop at one room).
const REDRAWS: u32 = 16;

/// The descent of `seed`, as the world file format would describe it.
pub fn descent(seed: u64) -> DungeonPlan {
    let table = &Content::get().descent;
    let count = table.levels.max(1) as usize;
    let levels = (0..count)
        .map(|k| {
            let depth = &table.depths[k.min(table.depths.len() - 1)];
            level(seed, k, count, depth, table.safe_steps as i32)
        })
        .collect();
    let mut dungeon = DungeonPlan::new(levels, 0)
        .expect("the descent has at least one level, starting on the first");
    dungeon.goal = parse_goal(&table.goal).ok();
    dungeon.canonical()
}

/// Level `k` of `count`.
fn level(seed: u64, k: usize, count: usize, depth: &DepthTable, safe: i32) -> WorldPlan {
    let mut rng = GameRng::new(seed, DESCENT_STREAM + k as u64);
    let mut plan = draw(depth, &mut rng);
    for _ in 0..REDRAWS {
        if floor_cells(&plan) >= 3 * (depth.room_width * depth.room_height) as usize {
            break;
        }
        plan = draw(depth, &mut rng);
    }
    let arrival = plan.player;
    let from_arrival = distances(&plan, arrival);
    let far = farthest(&plan, &from_arrival);
    let last = k + 1 == count;
    // Where the player arrives from above (or starts) and from below.
    let mut safe_from = vec![(arrival, from_arrival)];
    if !last {
        safe_from.push((far, distances(&plan, far)));
    }
    plan.things.retain(|p| {
        !p.thing.is_mob()
            || safe_from.iter().all(|(_, d)| d.get(&p.at).map_or(true, |&steps| steps > safe))
    });
    plan.things.retain(|p| p.at != far && p.at != arrival);
    plan.things.push(Placement {
        at: arrival,
        thing: if k == 0 { Thing::Exit } else { Thing::Stairs(Leads::Up) },
    });
    plan.things.push(Placement {
        at: far,
        thing: if last { Thing::Item(ItemKind::Amulet) } else { Thing::Stairs(Leads::Down) },
    });
    plan
}

fn draw(depth: &DepthTable, rng: &mut GameRng) -> WorldPlan {
    let params = BoxedParams {
        room_width: depth.room_width,
        room_height: depth.room_height,
        max_depth: depth.max_depth,
        max_items: depth.max_items,
        max_mobs: depth.max_mobs,
        max_rooms: Some(depth.max_rooms),
    };
    let items = UniformItemGenerator::new(&depth.items)
        .expect("the content test checks every depth's item weights");
    let mobs = UniformMobGenerator::new(&depth.mobs, items.clone())
        .expect("the content test checks every depth's creature weights");
    match depth.layout {
        LevelLayout::Boxed => BoxedWorldGenerator::with_generators(params, items, mobs)
            .expect("the content test checks every depth's room shape")
            .generate(rng),
        LevelLayout::Halls { width, height, max_items, max_mobs } => {
            let size = WorldSize::new(width, height)
                .expect("the descent's tests build every level of the content table");
            HallsWorldGenerator::new(size, max_items, max_mobs, items, mobs).generate(rng)
        }
    }
}

fn floor_cells(plan: &WorldPlan) -> usize {
    let (low, high) = plan.bounds();
    (low.y..=high.y)
        .flat_map(|y| (low.x..=high.x).map(move |x| Coordinates::new(x, y)))
        .filter(|&c| !plan.walls.get(c))
        .count()
}

/// Walking steps from `from` to every floor cell it reaches.
fn distances(plan: &WorldPlan, from: Coordinates) -> HashMap<Coordinates, i32> {
    let (low, high) = plan.bounds();
    let inside = |c: Coordinates| c.x >= low.x && c.y >= low.y && c.x <= high.x && c.y <= high.y;
    let mut seen = HashMap::from([(from, 0)]);
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let steps = seen[&cell];
        for next in cell.neighbours() {
            if inside(next) && !plan.walls.get(next) && !seen.contains_key(&next) {
                seen.insert(next, steps + 1);
                queue.push_back(next);
            }
        }
    }
    seen
}

/// The reachable cell farthest from where `steps` were measured; ties go to
/// the first in reading order.
fn farthest(plan: &WorldPlan, steps: &HashMap<Coordinates, i32>) -> Coordinates {
    steps.iter().max_by_key(|(c, &d)| (d, -c.y, -c.x)).map_or(plan.player, |(&c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_fixes_every_level() {
        assert_eq!(descent(7), descent(7));
        assert_ne!(descent(7), descent(8));
        let d = descent(7);
        assert_eq!(d.levels().len(), 8);
        assert_eq!(d.goal.as_ref().map(ToString::to_string).as_deref(), Some("treasure AND exit"));
    }

    #[test]
    fn stairs_exit_and_amulet_are_where_they_belong() {
        let d = descent(42);
        let count = |level: &WorldPlan, thing: Thing| {
            level.things.iter().filter(|p| p.thing == thing).count()
        };
        for (k, level) in d.levels().iter().enumerate() {
            let last = k + 1 == d.levels().len();
            assert_eq!(count(level, Thing::Exit), usize::from(k == 0), "level {k}");
            assert_eq!(count(level, Thing::Stairs(Leads::Up)), usize::from(k > 0), "level {k}");
            assert_eq!(count(level, Thing::Stairs(Leads::Down)), usize::from(!last), "level {k}");
            assert_eq!(count(level, Thing::Item(ItemKind::Amulet)), usize::from(last), "level {k}");
        }
    }
}
