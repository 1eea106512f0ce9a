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
use crate::content::{Content, DepthTable, LevelLayout, Temperament};
use crate::game::{parse_goal, Coordinates, Direction, GameRng, ItemKind, Leads};
use crate::game::{FastMap, FastSet};
use std::collections::{BTreeMap, VecDeque};

/// The first random stream of the descent's levels (level k uses this + k),
/// apart from every other use of the seed.
pub const DESCENT_STREAM: u64 = 1_000;

/// The first random stream of the vaults (level k uses this + k).
pub const VAULT_STREAM: u64 = 2_000;

/// The first edition whose player stacks items of a kind in one slot.
pub const STACKING_EDITION: u32 = 2;
/// The first random stream of the puzzles (level k uses this + k).
pub const PUZZLE_STREAM: u64 = 3_000;

/// The first random stream of the portals (level k uses this + k).
pub const PORTAL_STREAM: u64 = 4_000;

/// The first random stream of the zombie spawners (level k uses this + k).
pub const SPAWNER_STREAM: u64 = 5_000;

/// The first random stream of the supplies: wood, arrows, bombs (level k
/// uses this + k).
pub const SUPPLY_STREAM: u64 = 6_000;
/// The first random stream of the gold lying about (level k uses this + k).
pub const TREASURE_STREAM: u64 = 7_000;

/// The random stream that lays a level's `spares` (edition 4 on; level `k`
/// draws from stream 8000 + k).
pub const SPARE_STREAM: u64 = 8_000;

/// The first edition that lays each row's `spares` (a bow deeper for one
/// who missed depth 1's wood and arrows).
pub const SPARES_EDITION: u32 = 4;

/// The first edition whose runs say a pile picked up in one line
/// ([`Rules::one_line_piles`](crate::game::Rules)).
pub const ONE_LINE_PILES_EDITION: u32 = 4;

/// How many places for a boulder, or for a pair of portals, are tried
/// before a level goes without.
const TRIES: usize = 40;

/// The fewest walking steps between the two portals of a pair (a shorter
/// way round would make the pair pointless).
const PORTAL_APART: i32 = 12;

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
            if edition >= 2 && !depth.puzzle.is_empty() {
                let mut rng = GameRng::new(seed, PUZZLE_STREAM + k as u64);
                add_puzzle(&mut plan, depth, &mut rng);
            }
            if edition >= 2 {
                let mut rng = GameRng::new(seed, PORTAL_STREAM + k as u64);
                for pair in 0..depth.portals {
                    add_portals(&mut plan, pair, &mut rng);
                }
                let mut rng = GameRng::new(seed, SPAWNER_STREAM + k as u64);
                for _ in 0..depth.spawners {
                    add_spawner(&mut plan, table.safe_steps as i32, &mut rng);
                }
                let mut rng = GameRng::new(seed, SUPPLY_STREAM + k as u64);
                add_supplies(&mut plan, &depth.supplies, &mut rng);
                let mut rng = GameRng::new(seed, TREASURE_STREAM + k as u64);
                add_treasure(&mut plan, depth.treasure, &mut rng);
            }
            if edition >= SPARES_EDITION {
                // After everything earlier editions lay, from a stream of
                // its own: the rest of the level is the one edition 3 drew.
                let mut rng = GameRng::new(seed, SPARE_STREAM + k as u64);
                add_supplies(&mut plan, &depth.spares, &mut rng);
                if depth.hunters_out_of_sight {
                    keep_hunters_away(&mut plan, Content::get().world.sight_radius);
                }
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

/// Every dead-end room of `plan` that a one-cell doorway could close: the
/// doorway (free floor between two walls) and the cells behind it, nearest
/// first. No room holds the stairs, the exit, the Amulet, a door or where
/// the player starts.
fn side_rooms(plan: &WorldPlan) -> Vec<(Coordinates, Vec<Coordinates>)> {
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
    for y in low.y..=high.y {
        for x in low.x..=high.x {
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
    choices
}

/// Closes a dead-end room of `plan` with a switch door, puts a prize from
/// the row's `puzzle` table inside, and a boulder and a switch outside on
/// one straight line, the boulder one or two pushes from the switch with
/// the cell behind it free for the player to push from. The doors of the
/// level (a vault's, this one's) count as walls while choosing, so the
/// puzzle is solved from the side the player arrives on, and neither the
/// boulder where it starts nor on the switch cuts that side in two. Leaves
/// the plan as it is when no room or no line fits.
fn add_puzzle(plan: &mut WorldPlan, depth: &DepthTable, rng: &mut GameRng) {
    let walled = doors_as_walls(plan);
    let reach = distances(&walled, plan.player);
    let choices: Vec<(Coordinates, Vec<Coordinates>)> = side_rooms(&walled)
        .into_iter()
        .filter(|(door, _)| reach.contains_key(door))
        .filter(|(_, room)| {
            !plan
                .things
                .iter()
                .any(|p| room.contains(&p.at) && p.thing == Thing::Item(ItemKind::Key))
        })
        .collect();
    let Some((door, room)) = rng.choose(&choices).cloned() else { return };
    let Ok(prizes) = UniformItemGenerator::new(&depth.puzzle) else { return };
    let prize = prizes.generate(rng);
    let taken = |c: Coordinates| plan.things.iter().any(|p| p.at == c);
    let Some(back) = room.iter().rev().copied().find(|&c| !taken(c)) else { return };
    let mut shut = walled.clone();
    shut.walls.set(door, true);
    let outside = distances(&shut, plan.player);
    let free = |c: Coordinates| outside.contains_key(&c) && !taken(c) && c != plan.player;
    let mut lines: Vec<(Coordinates, Coordinates)> = Vec::new();
    let mut cells: Vec<Coordinates> = outside.keys().copied().collect();
    crate::order::sort_by_key(&mut cells, |c| (c.y, c.x));
    for &boulder in &cells {
        for direction in Direction::ALL {
            let behind = boulder.step(direction.opposite());
            for pushes in 1..=2 {
                let path: Vec<Coordinates> =
                    (0..=pushes).map(|k| boulder + direction.delta() * k).chain([behind]).collect();
                if path.iter().all(|&c| free(c)) {
                    lines.push((boulder, boulder + direction.delta() * pushes));
                }
            }
        }
    }
    for _ in 0..TRIES {
        let Some(&(boulder, switch)) = rng.choose(&lines) else { return };
        lines.retain(|&l| l != (boulder, switch));
        if !splits(&shut, plan.player, &outside, boulder)
            && !splits(&shut, plan.player, &outside, switch)
        {
            plan.things.push(Placement { at: door, thing: Thing::SwitchDoor { open: false } });
            plan.things.push(Placement { at: back, thing: Thing::Item(prize) });
            plan.things.push(Placement { at: boulder, thing: Thing::Boulder });
            plan.things.push(Placement { at: switch, thing: Thing::Switch });
            return;
        }
    }
}

/// Puts pair number `pair` of portals on two free cells the player reaches
/// (doors counting as walls) at least [`PORTAL_APART`] steps apart, neither
/// cutting the level in two (a portal takes whoever steps in, so no one
/// walks across its cell).
fn add_portals(plan: &mut WorldPlan, pair: u32, rng: &mut GameRng) {
    // A boulder (where it starts or on its switch) is a wall too: the
    // portals and the puzzle together must not cut the level either.
    let mut walled = doors_as_walls(plan);
    for p in &plan.things {
        if matches!(p.thing, Thing::Boulder | Thing::Switch | Thing::Portal { .. }) {
            walled.walls.set(p.at, true);
        }
    }
    let reach = distances(&walled, plan.player);
    let taken = |c: Coordinates| plan.things.iter().any(|p| p.at == c);
    let mut cells: Vec<Coordinates> =
        reach.keys().copied().filter(|&c| !taken(c) && c != plan.player).collect();
    crate::order::sort_by_key(&mut cells, |c| (c.y, c.x));
    for _ in 0..TRIES {
        let (Some(&a), Some(&b)) = (rng.choose(&cells), rng.choose(&cells)) else { return };
        let apart = distances(&walled, a).get(&b).is_some_and(|&d| d >= PORTAL_APART);
        if !apart || splits(&walled, plan.player, &reach, a) {
            continue;
        }
        let mut without_a = walled.clone();
        without_a.walls.set(a, true);
        let mut rest = reach.clone();
        rest.remove(&a);
        if splits(&without_a, plan.player, &rest, b) {
            continue;
        }
        let colour = PORTAL_COLOURS[pair as usize % PORTAL_COLOURS.len()].to_owned();
        plan.things.push(Placement { at: a, thing: Thing::Portal { colour: colour.clone() } });
        plan.things.push(Placement { at: b, thing: Thing::Portal { colour } });
        return;
    }
}

/// Puts a zombie spawner on a free cell the player reaches (doors, boulders,
/// switches and portals counting as walls) more than `safe` steps from
/// where the player arrives from above and from below, where it cuts the
/// level in two nowhere (it stands like a wall until smashed).
fn add_spawner(plan: &mut WorldPlan, safe: i32, rng: &mut GameRng) {
    let mut walled = doors_as_walls(plan);
    for p in &plan.things {
        if matches!(p.thing, Thing::Boulder | Thing::Switch | Thing::Portal { .. } | Thing::Spawner)
        {
            walled.walls.set(p.at, true);
        }
    }
    let reach = distances(&walled, plan.player);
    let arrivals: Vec<FastMap<Coordinates, i32>> = plan
        .things
        .iter()
        .filter(|p| matches!(p.thing, Thing::Stairs(_) | Thing::Exit))
        .map(|p| distances(&walled, p.at))
        .chain([reach.clone()])
        .collect();
    let taken = |c: Coordinates| plan.things.iter().any(|p| p.at == c);
    let mut cells: Vec<Coordinates> = reach
        .keys()
        .copied()
        .filter(|&c| !taken(c) && c != plan.player)
        .filter(|c| arrivals.iter().all(|d| d.get(c).is_some_and(|&steps| steps > safe)))
        .collect();
    crate::order::sort_by_key(&mut cells, |c| (c.y, c.x));
    for _ in 0..TRIES {
        let Some(&at) = rng.choose(&cells) else { return };
        if !splits(&walled, plan.player, &reach, at) {
            plan.things.push(Placement { at, thing: Thing::Spawner });
            return;
        }
    }
}

/// The free cells the player reaches from where they arrive with every shut
/// door, boulder, switch, portal and spawner a wall (so none lies in a vault
/// or a puzzle room, nor behind one of those), off any boulder's way to its
/// switch (a boulder rolls only onto bare floor, at most two pushes from the
/// cell behind it), in reading order.
fn free_cells_in_reach(plan: &WorldPlan) -> Vec<Coordinates> {
    let mut walled = doors_as_walls(plan);
    for p in &plan.things {
        if matches!(p.thing, Thing::Boulder | Thing::Switch | Thing::Portal { .. } | Thing::Spawner)
        {
            walled.walls.set(p.at, true);
        }
    }
    let reach = distances(&walled, plan.player);
    let taken: FastSet<Coordinates> = plan.things.iter().map(|p| p.at).collect();
    let boulders: Vec<Coordinates> =
        plan.things.iter().filter(|p| p.thing == Thing::Boulder).map(|p| p.at).collect();
    let mut cells: Vec<Coordinates> = reach
        .keys()
        .copied()
        .filter(|c| !taken.contains(c) && *c != plan.player)
        .filter(|c| boulders.iter().all(|b| b.chebyshev(*c) > 2))
        .collect();
    crate::order::sort_by_key(&mut cells, |c| (c.y, c.x));
    cells
}

/// Lays a row's `supplies` (or `spares`) on [`free_cells_in_reach`], one
/// piece a cell, in the row's order of kinds; a level with too few free
/// cells lays what fits.
fn add_supplies(plan: &mut WorldPlan, supplies: &BTreeMap<ItemKind, u32>, rng: &mut GameRng) {
    if supplies.is_empty() {
        return;
    }
    let mut cells = free_cells_in_reach(plan);
    for (&kind, &count) in supplies {
        for _ in 0..count {
            if cells.is_empty() {
                return;
            }
            let at = cells.swap_remove(rng.below(cells.len() as u32) as usize);
            plan.things.push(Placement { at, thing: Thing::Item(kind) });
        }
    }
}

/// Takes off `plan` every hunter (a Robot, a Troll, a Mercenary) that starts
/// within `steps` steps of where the player arrives from above (edition 4
/// on, on the rows marked `hunters_out_of_sight`: depths 1 and 2). The row's `safe_steps` keeps every creature out of reach of the
/// first blow, but a hunter a few steps further sees the player arrive and
/// closes in before a player who came down at once can do anything: the
/// naive player's deaths before turn 30 were all a Robot of depth 2 that
/// saw it arrive, when its attack could not yet dent a Robot's armor.
/// Nothing else moves: the level is otherwise the one edition 3 drew.
fn keep_hunters_away(plan: &mut WorldPlan, steps: i32) {
    let content = Content::get();
    let from_arrival = distances(plan, plan.player);
    plan.things.retain(|p| match p.thing {
        Thing::Mob { kind, .. } if content.mob(kind).temperament == Temperament::Hunter => {
            from_arrival.get(&p.at).map_or(true, |&d| d > steps)
        }
        _ => true,
    });
}

/// Lays `count` pieces of gold on [`free_cells_in_reach`] away from where
/// the player arrives (they would stand on it).
fn add_treasure(plan: &mut WorldPlan, count: u32, rng: &mut GameRng) {
    if count == 0 {
        return;
    }
    let arrivals: Vec<Coordinates> = plan
        .things
        .iter()
        .filter(|p| matches!(p.thing, Thing::Stairs(_) | Thing::Exit))
        .map(|p| p.at)
        .chain([plan.player])
        .collect();
    let mut cells = free_cells_in_reach(plan);
    cells.retain(|c| arrivals.iter().all(|a| a.chebyshev(*c) > 1));
    for _ in 0..count {
        let Some(&at) = rng.choose(&cells) else { return };
        cells.retain(|&c| c != at);
        plan.things.push(Placement { at, thing: Thing::Item(ItemKind::Treasure) });
    }
}

/// The colours of a level's portal pairs, in order.
const PORTAL_COLOURS: [&str; 4] = ["blue", "red", "green", "yellow"];

/// `plan` with every shut door (a vault's, a switch door) a wall.
fn doors_as_walls(plan: &WorldPlan) -> WorldPlan {
    let mut walled = plan.clone();
    for p in &plan.things {
        if matches!(p.thing, Thing::Door { open: false } | Thing::SwitchDoor { open: false }) {
            walled.walls.set(p.at, true);
        }
    }
    walled
}

/// Whether walling `cell` off leaves some of `reach` (the cells reached
/// from `from` in `plan`) out of reach, or is where the walk starts.
fn splits(
    plan: &WorldPlan,
    from: Coordinates,
    reach: &FastMap<Coordinates, i32>,
    cell: Coordinates,
) -> bool {
    if cell == from {
        return true;
    }
    let mut without = plan.clone();
    without.walls.set(cell, true);
    distances(&without, from).len() + 1 < reach.len()
}

/// Closes a dead-end room of `plan` with a locked door, puts a prize from
/// the row's `vault` table inside and the key on the cells the player
/// reaches from where they arrive; leaves the plan as it is when no doorway
/// cuts off a room without stairs, the exit or the Amulet.
fn add_vault(plan: &mut WorldPlan, depth: &DepthTable, rng: &mut GameRng) {
    let taken = |c: Coordinates| plan.things.iter().any(|p| p.at == c);
    let choices = side_rooms(plan);
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
    let mut seen: FastSet<Coordinates> = [door, side].into_iter().collect();
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
fn distances(plan: &WorldPlan, from: Coordinates) -> FastMap<Coordinates, i32> {
    let (low, high) = plan.bounds();
    let inside = |c: Coordinates| c.x >= low.x && c.y >= low.y && c.x <= high.x && c.y <= high.y;
    let mut seen: FastMap<Coordinates, i32> = [(from, 0)].into_iter().collect();
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
fn farthest(plan: &WorldPlan, steps: &FastMap<Coordinates, i32>) -> Coordinates {
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
    fn reach_without_doors(level: &WorldPlan) -> FastMap<Coordinates, i32> {
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
            for (k, today) in descent_of_edition(seed, 1).levels().iter().enumerate() {
                let rows = table.rows(1);
                let depth = &rows[k.min(rows.len() - 1)];
                let drawn = level(seed, k, 8, depth, table.safe_steps as i32);
                let added: Vec<&Placement> =
                    today.things.iter().filter(|p| !drawn.things.contains(p)).collect();
                assert!(added.len() == 3 || added.is_empty(), "seed {seed}: {added:?}");
                assert!(drawn.things.iter().all(|p| today.things.contains(p)), "seed {seed}");
                assert_eq!(drawn.walls, today.walls);
            }
        }
    }
    /// Whether a player arriving on `level` can push its boulder onto its
    /// switch, by the push rules of `game::push`: a search over where the
    /// player and the boulder stand, shut doors and walls stopping both,
    /// the boulder rolling only onto bare floor or the switch.
    fn solvable(level: &WorldPlan, boulder: Coordinates, switch: Coordinates) -> bool {
        let walled = super::doors_as_walls(level);
        let (low, high) = walled.bounds();
        let inside =
            |c: Coordinates| c.x >= low.x && c.y >= low.y && c.x <= high.x && c.y <= high.y;
        let open = |c: Coordinates| inside(c) && !walled.walls.get(c);
        let bare = |c: Coordinates| {
            open(c) && level.things.iter().filter(|p| p.at == c).all(|p| p.thing == Thing::Switch)
        };
        let start = (level.player, boulder);
        let mut seen: FastSet<_> = [start].into_iter().collect();
        let mut queue = VecDeque::from([start]);
        while let Some((me, rock)) = queue.pop_front() {
            if rock == switch {
                return true;
            }
            for d in Direction::ALL {
                let to = me.step(d);
                let next = if to == rock {
                    let beyond = rock.step(d);
                    if !bare(beyond) {
                        continue;
                    }
                    (to, beyond)
                } else if open(to) {
                    (to, rock)
                } else {
                    continue;
                };
                if seen.insert(next) {
                    queue.push_back(next);
                }
            }
        }
        false
    }

    #[test]
    fn every_puzzle_is_solvable_and_the_level_needs_none_of_it() {
        let mut puzzles = 0;
        let mut portals = 0;
        for seed in 1..=40 {
            for (k, level) in descent(seed).levels().iter().enumerate() {
                let at = |thing: Thing| -> Vec<Coordinates> {
                    level.things.iter().filter(|p| p.thing == thing).map(|p| p.at).collect()
                };
                let doors = at(Thing::SwitchDoor { open: false });
                let (boulders, switches) = (at(Thing::Boulder), at(Thing::Switch));
                assert!(doors.len() <= 1, "seed {seed} level {k}: one puzzle a level at most");
                assert_eq!(boulders.len(), doors.len(), "seed {seed} level {k}: a boulder a door");
                assert_eq!(switches.len(), doors.len(), "seed {seed} level {k}: a switch a door");
                for colour in PORTAL_COLOURS {
                    let pair = at(Thing::Portal { colour: colour.into() });
                    assert!(pair.is_empty() || pair.len() == 2, "seed {seed} level {k}: {pair:?}");
                    portals += pair.len() / 2;
                }
                // With every door shut, every boulder, switch and portal a
                // wall, the stairs, exit and Amulet are still reached.
                let mut walled = super::doors_as_walls(level);
                for p in &level.things {
                    if matches!(
                        p.thing,
                        Thing::Boulder | Thing::Switch | Thing::Portal { .. } | Thing::Spawner
                    ) {
                        walled.walls.set(p.at, true);
                    }
                }
                let reach = distances(&walled, level.player);
                for p in &level.things {
                    if matches!(p.thing, Thing::Stairs(_) | Thing::Exit)
                        || p.thing == Thing::Item(ItemKind::Amulet)
                    {
                        assert!(reach.contains_key(&p.at), "seed {seed} level {k}: {p:?} cut off");
                    }
                }
                let Some(&door) = doors.first() else { continue };
                puzzles += 1;
                assert!(solvable(level, boulders[0], switches[0]), "seed {seed} level {k}");
                // The boulder resting on its switch cuts nothing off either.
                let mut solved = super::doors_as_walls(level);
                solved.walls.set(switches[0], true);
                let after = distances(&solved, level.player);
                let everything = distances(&super::doors_as_walls(level), level.player);
                assert_eq!(after.len() + 1, everything.len(), "seed {seed} level {k}");
                // Behind the switch door: a prize, and nothing the run needs.
                let mut opened = level.clone();
                opened.things.retain(|p| p.at != door);
                let open = distances(&super::doors_as_walls(&opened), level.player);
                let behind: Vec<&Placement> = level
                    .things
                    .iter()
                    .filter(|p| open.contains_key(&p.at) && !everything.contains_key(&p.at))
                    .filter(|p| p.at != door)
                    .collect();
                assert!(behind.iter().any(|p| p.thing.is_item()), "seed {seed}: no prize");
                assert!(
                    behind.iter().all(|p| matches!(p.thing, Thing::Item(_) | Thing::Mob { .. })
                        && p.thing != Thing::Item(ItemKind::Amulet)),
                    "seed {seed} level {k}: {behind:?}"
                );
            }
        }
        assert!(puzzles >= 80, "only {puzzles} puzzles on 320 levels");
        assert!(portals >= 80, "only {portals} portal pairs on 320 levels");
    }

    #[test]
    fn editions_before_2_place_no_puzzle_or_portal() {
        for seed in [5, 23] {
            for edition in [0, 1] {
                let old = descent_of_edition(seed, edition);
                assert!(old.levels().iter().all(|l| !l.things.iter().any(|p| matches!(
                    p.thing,
                    Thing::Boulder
                        | Thing::Switch
                        | Thing::SwitchDoor { .. }
                        | Thing::Portal { .. }
                ))));
            }
        }
    }

    #[test]
    fn edition_4_lays_a_bow_deeper_keeps_hunters_out_of_sight_and_leaves_the_rest_be() {
        let rows = &Content::get().descent.depths;
        let before = Content::get().descent.rows(3);
        for seed in 1..=40 {
            let old = descent_of_edition(seed, 3);
            let new = descent_of_edition(seed, 4);
            let sight = Content::get().world.sight_radius;
            for (k, (was, now)) in old.levels().iter().zip(new.levels()).enumerate() {
                // A depth whose creatures were reweighed (depth 7: one more
                // Mercenary, so Trolls end fewer of the careful bot's lost
                // runs) draws other creatures in other places.
                if before[k].mobs != rows[k].mobs {
                    continue;
                }
                let mut added: Vec<Thing> = now.things.iter().map(|p| p.thing.clone()).collect();
                let from_arrival = distances(was, was.player);
                for p in &was.things {
                    if !now.things.contains(p) {
                        // Only a hunter that would see the player arrive is gone.
                        let Thing::Mob { kind, .. } = p.thing else { panic!("{p:?} is gone") };
                        let hunter = Content::get().mob(kind).temperament == Temperament::Hunter;
                        let near = from_arrival[&p.at] <= sight;
                        assert!(hunter && near && rows[k].hunters_out_of_sight, "{seed}: {p:?}");
                        continue;
                    }
                    let i = added.iter().position(|t| *t == p.thing);
                    added.swap_remove(i.unwrap_or_else(|| panic!("{seed}: {p:?} twice")));
                }
                added.sort();
                let mut spares: Vec<Thing> = rows[k]
                    .spares
                    .iter()
                    .flat_map(|(&kind, &n)| std::iter::repeat(Thing::Item(kind)).take(n as usize))
                    .collect();
                spares.sort();
                assert_eq!(added, spares, "seed {seed} depth {}", k + 1);
            }
            // The bow lies where the player reaches it from where they arrive.
            let k = 2;
            let level = &new.levels()[k];
            let reach = distances(&super::doors_as_walls(level), level.player);
            let bow = level.things.iter().find(|p| p.thing == Thing::Item(ItemKind::Bow));
            assert!(bow.is_some_and(|p| reach.contains_key(&p.at)), "seed {seed} depth {}", k + 1);
        }
    }
}
