//! The descent: the random run of seed N. Eight levels (the content table's
//! `descent`) of boxed rooms or of halls (rooms and hallways, as Build Your
//! Own World lays them), each from its own stream of the seed, deeper
//! ones bigger and more dangerous; stairs down far from where the player
//! arrives, stairs up (or, on the first level, the exit) where they arrive;
//! the Amulet at the far end of the last level. The goal: carry the Amulet
//! out through the exit. No creature starts within a few steps of any place
//! the player arrives.
//!
//! Since edition 1 a level whose row names a `vault` may close a dead-end
//! room behind a locked door, with a prize from the row inside and the key
//! elsewhere on the level, on the side the player arrives on. The vault is
//! drawn from its own random stream, so the rest of the level is the one
//! edition 0 drew (whose replays still rebuild it: see
//! [`DescentTable::earlier`](crate::content::DescentTable)).

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

/// The first random stream of the vaults (level k uses this + k).
pub const VAULT_STREAM: u64 = 2_000;

/// The fewest cells a vault holds.
const VAULT_MIN_CELLS: usize = 4;

/// How many times a level is drawn again when its rooms are too few to put
/// the stairs apart (the boxed walk can stop at one room).
const REDRAWS: u32 = 16;

/// The descent of `seed` in today's edition, as the world file format would
/// describe it.
pub fn descent(seed: u64) -> DungeonPlan {
    descent_of_edition(seed, Content::get().descent.edition())
}

/// The descent of `seed` as edition `edition` of the run drew it (0: before
/// vaults).
pub fn descent_of_edition(seed: u64, edition: u32) -> DungeonPlan {
    let table = &Content::get().descent;
    let rows = table.rows(edition);
    let count = table.levels.max(1) as usize;
    let levels = (0..count)
        .map(|k| {
            let depth = &rows[k.min(rows.len() - 1)];
            let mut plan = level(seed, k, count, depth, table.safe_steps as i32);
            if edition >= 1 && !depth.vault.is_empty() {
                let mut rng = GameRng::new(seed, VAULT_STREAM + k as u64);
                add_vault(&mut plan, depth, &mut rng);
            }
            plan
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

/// Closes a dead-end room of `plan` with a locked door, puts a prize from
/// the row's `vault` table inside and the key on the cells the player
/// reaches from where they arrive; leaves the plan as it is when no doorway
/// cuts off a room without stairs, the exit or the Amulet.
fn add_vault(plan: &mut WorldPlan, depth: &DepthTable, rng: &mut GameRng) {
    let (low, high) = plan.bounds();
    let inside = |c: Coordinates| c.x >= low.x && c.y >= low.y && c.x <= high.x && c.y <= high.y;
    let floor = |c: Coordinates| inside(c) && !plan.walls.get(c);
    let total = floor_cells(plan);
    let fixed: Vec<Coordinates> = plan
        .things
        .iter()
        .filter(|p| {
            (!p.thing.is_mob() && !p.thing.is_item()) || p.thing == Thing::Item(ItemKind::Amulet)
        })
        .map(|p| p.at)
        .chain([plan.player])
        .collect();
    let taken = |c: Coordinates| plan.things.iter().any(|p| p.at == c);
    let mut choices: Vec<(Coordinates, Vec<Coordinates>)> = Vec::new();
    let (first, last) = (low, high);
    for y in first.y..=last.y {
        for x in first.x..=last.x {
            let door = Coordinates::new(x, y);
            if !floor(door) || taken(door) {
                continue;
            }
            let [up, down, left, right] = [
                Coordinates::new(x, y - 1),
                Coordinates::new(x, y + 1),
                Coordinates::new(x - 1, y),
                Coordinates::new(x + 1, y),
            ];
            let sides = match (floor(up), floor(down), floor(left), floor(right)) {
                (true, true, false, false) => [up, down],
                (false, false, true, true) => [left, right],
                _ => continue,
            };
            for side in sides {
                if let Some(room) = room_behind(door, side, total / 3, &floor) {
                    if room.len() >= VAULT_MIN_CELLS && !room.iter().any(|c| fixed.contains(c)) {
                        choices.push((door, room));
                    }
                }
            }
        }
    }
    let Some((door, room)) = rng.choose(&choices).cloned() else { return };
    let prize = match UniformItemGenerator::new(&depth.vault) {
        Ok(items) => items.generate(rng),
        Err(_) => return,
    };
    // The prize lies at the back of the vault, on a cell nothing else holds.
    let back = room.iter().rev().copied().find(|&c| !taken(c));
    // The key lies where the player can walk without the vault: any free
    // floor cell outside it, away from where the player arrives.
    let mut outside: Vec<Coordinates> = distances(plan, plan.player)
        .into_iter()
        .filter(|(c, steps)| *steps > 3 && *c != door && !room.contains(c) && !taken(*c))
        .map(|(c, _)| c)
        .collect();
    // In order, so the key's place follows from the seed alone (the cells
    // come out of a hash map once each).
    crate::order::sort(&mut outside);
    let (Some(back), Some(&key)) = (back, rng.choose(&outside)) else { return };
    plan.things.push(Placement { at: door, thing: Thing::Door { open: false } });
    plan.things.push(Placement { at: back, thing: Thing::Item(prize) });
    plan.things.push(Placement { at: key, thing: Thing::Item(ItemKind::Key) });
}

/// The floor cells reached from `side` without passing `door`, nearest
/// first; `None` when more than `most` are (it is no room but the level).
fn room_behind(
    door: Coordinates,
    side: Coordinates,
    most: usize,
    floor: &impl Fn(Coordinates) -> bool,
) -> Option<Vec<Coordinates>> {
    let mut room = vec![side];
    let mut seen = std::collections::HashSet::from([door, side]);
    let mut next = 0;
    while next < room.len() {
        let cell = room[next];
        next += 1;
        for n in cell.neighbours() {
            if floor(n) && seen.insert(n) {
                room.push(n);
                if room.len() > most {
                    return None;
                }
            }
        }
    }
    Some(room)
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

    /// Walking steps from the level's arrival to every cell, a shut door
    /// stopping them as a wall does.
    fn reach_without_doors(level: &WorldPlan) -> HashMap<Coordinates, i32> {
        let mut walled = level.clone();
        for p in &level.things {
            if p.thing == (Thing::Door { open: false }) {
                walled.walls.set(p.at, true);
            }
        }
        distances(&walled, level.player)
    }

    #[test]
    fn a_vault_is_shut_behind_its_door_and_its_key_lies_outside() {
        let mut vaults = 0;
        for seed in 1..=40 {
            for level in descent(seed).levels() {
                let doors: Vec<Coordinates> = level
                    .things
                    .iter()
                    .filter(|p| p.thing == Thing::Door { open: false })
                    .map(|p| p.at)
                    .collect();
                let keys = level.things.iter().filter(|p| p.thing == Thing::Item(ItemKind::Key));
                let keys: Vec<Coordinates> = keys.map(|p| p.at).collect();
                assert!(doors.len() <= 1, "seed {seed}: one vault a level at most");
                assert_eq!(doors.len(), keys.len(), "seed {seed}: a key for every door");
                let Some(&door) = doors.first() else { continue };
                vaults += 1;
                let open = distances(level, level.player);
                let shut = reach_without_doors(level);
                assert!(shut.contains_key(&keys[0]), "seed {seed}: the key lies outside");
                let behind: Vec<&Placement> = level
                    .things
                    .iter()
                    .filter(|p| open.contains_key(&p.at) && !shut.contains_key(&p.at))
                    .filter(|p| p.at != door)
                    .collect();
                assert!(
                    behind.iter().any(|p| p.thing.is_item()),
                    "seed {seed}: the vault holds a prize"
                );
                assert!(
                    behind.iter().all(|p| matches!(p.thing, Thing::Item(_) | Thing::Mob { .. })),
                    "seed {seed}: no stairs, exit or Amulet behind the door: {behind:?}"
                );
            }
        }
        assert!(vaults >= 100, "only {vaults} vaults on 320 levels");
    }

    #[test]
    fn edition_0_is_the_run_before_vaults_and_a_vault_leaves_its_level_as_drawn() {
        let table = &Content::get().descent;
        for seed in [3, 17, 99] {
            let old = descent_of_edition(seed, 0);
            assert!(old
                .levels()
                .iter()
                .all(|l| !l.things.iter().any(|p| matches!(p.thing, Thing::Door { .. }))));
            assert_ne!(old, descent(seed), "seed {seed}: today's rows draw other levels");
            for (k, today) in descent(seed).levels().iter().enumerate() {
                let depth = &table.depths[k.min(table.depths.len() - 1)];
                let drawn = level(seed, k, 8, depth, table.safe_steps as i32);
                let added: Vec<&Placement> =
                    today.things.iter().filter(|p| !drawn.things.contains(p)).collect();
                assert!(added.len() == 3 || added.is_empty(), "seed {seed}: {added:?}");
                assert!(drawn.things.iter().all(|p| today.things.contains(p)), "seed {seed}");
                assert_eq!(drawn.walls, today.walls);
            }
        }
    }
}
