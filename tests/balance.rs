//! Balance, measured: the careful and the naive bot's figures on seeds
//! 1..=200 stay inside the targets (a content change that breaks balance
//! fails here), every kind the content rows place turns up in enough runs,
//! and over 2,000 seeds (`make fuzz`: 20,000) every level's stairs and the
//! exit are reachable and no creature starts near the player.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::bot::{in_parallel, play_runs, play_runs_as, BotReport, Persona, RunOutcome};
use roguelike::content::Content;
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{Coordinates, FastMap, Game, GameWorld, GridMap, ItemKind, ObjectRecord};
use roguelike::gen::{descent, Thing};
use std::collections::VecDeque;

fn run(seed: u64) -> Game {
    build_game(&WorldSource::descent(seed), seed).expect("every seed builds")
}

/// Walking steps from `from` to every cell of `world` the player can reach
/// in at most `most` steps (walls stop them; creatures and items do not).
fn reach(world: &GameWorld, from: Coordinates, most: i32) -> FastMap<Coordinates, i32> {
    let mut steps = FastMap::default();
    steps.insert(from, 0);
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        let here = steps[&cell];
        for next in cell.neighbours() {
            if !world.is_opaque(next) && !steps.contains_key(&next) && here < most {
                steps.insert(next, here + 1);
                queue.push_back(next);
            }
        }
    }
    steps
}

/// No one kind of creature ends more than 40% of the runs lost.
fn no_creature_ends_too_many_lost_runs(report: &BotReport, who: &str) {
    let lost = report.runs.len() - report.won();
    let table = report.to_table();
    for (cause, count) in report.causes_of_death() {
        assert!(
            count * 100 <= 40 * lost.max(1),
            "{who}: {cause} ends {count} of {lost} lost runs:\n{table}"
        );
    }
}

#[test]
fn the_naive_player_reaches_depth_4_in_half_its_runs_and_dies_all_over() {
    let report = play_runs_as(Persona::Naive, 1..=200, |seed| Some(run(seed)));
    let runs = report.runs.len();
    assert_eq!(runs, 200);
    let table = report.to_table();
    assert!(report.early_deaths() * 100 <= 2 * runs, "deaths before turn 30:\n{table}");
    let deep = report.runs.iter().filter(|r| r.depth >= 4).count();
    assert!(deep * 2 >= runs, "the naive player reaches depth 4 in half its runs:\n{table}");
    // Where the runs lost end (their deepest level): spread over the depths.
    for depth in 1..=8 {
        let ended =
            report.runs.iter().filter(|r| r.outcome != RunOutcome::Won && r.depth == depth).count();
        assert!(ended * 100 <= 35 * runs, "depth {depth} ends {ended} runs:\n{table}");
    }
    no_creature_ends_too_many_lost_runs(&report, "naive");
}

#[test]
fn every_kind_the_rows_place_turns_up_in_one_run_in_twenty() {
    let content = Content::get();
    let mut kinds: Vec<Thing> = Vec::new();
    for row in &content.descent.depths {
        let items = row.items.keys().chain(row.vault.keys()).map(|&k| Thing::Item(k));
        kinds.extend(items.chain(row.mobs.keys().map(|&k| Thing::mob(k))));
    }
    kinds.extend([Thing::Item(ItemKind::Key), Thing::Door { open: false }]);
    kinds.sort();
    kinds.dedup();
    let plans: Vec<_> = (1..=200).map(descent).collect();
    for kind in kinds {
        let same = |thing: &Thing| match (thing, &kind) {
            (Thing::Mob { kind: a, .. }, Thing::Mob { kind: b, .. }) => a == b,
            (a, b) => a == b,
        };
        let runs = plans
            .iter()
            .filter(|d| d.levels().iter().any(|l| l.things.iter().any(|p| same(&p.thing))))
            .count();
        assert!(runs * 20 >= plans.len(), "{kind} turns up in only {runs} of 200 runs");
    }
}

/// Every item and creature kind today's rows place (their `items`, `vault`,
/// `puzzle`, `supplies`, `spares` and `mobs` tables, read from the content table so a kind added
/// later is checked too), and the things placed by a row's `vault`,
/// `puzzle`, `portals`, `spawners` and `treasure`, lies on at least one level in twenty
/// of seeds 1..200 as the generator draws them. A level with a spawner
/// counts as one with Zombies (the spawner makes them as you play).
#[test]
fn every_kind_the_rows_place_turns_up_on_one_level_in_twenty() {
    let content = Content::get();
    let rows = &content.descent.depths;
    let mut kinds: Vec<Thing> = Vec::new();
    for row in rows {
        let items = row.items.keys().chain(row.vault.keys()).chain(row.puzzle.keys());
        let laid = row.supplies.keys().chain(row.spares.keys());
        kinds.extend(items.chain(laid).map(|&k| Thing::Item(k)));
        kinds.extend(row.mobs.keys().map(|&k| Thing::mob(k)));
    }
    if rows.iter().any(|r| !r.vault.is_empty()) {
        kinds.extend([Thing::Item(ItemKind::Key), Thing::Door { open: false }]);
    }
    if rows.iter().any(|r| !r.puzzle.is_empty()) {
        kinds.extend([Thing::Boulder, Thing::Switch, Thing::SwitchDoor { open: false }]);
    }
    if rows.iter().any(|r| r.portals > 0) {
        kinds.push(Thing::Portal { colour: "blue".into() });
    }
    if rows.iter().any(|r| r.spawners > 0) {
        kinds.extend([Thing::Spawner, Thing::mob(roguelike::game::MobKind::Zombie)]);
    }
    if rows.iter().any(|r| r.treasure > 0) {
        kinds.push(Thing::Item(ItemKind::Treasure));
    }
    kinds.sort();
    kinds.dedup();
    let plans: Vec<_> = (1..=200).map(descent).collect();
    let levels: Vec<_> = plans.iter().flat_map(|d| d.levels()).collect();
    for kind in kinds {
        let same = |thing: &Thing| match (thing, &kind) {
            (Thing::Mob { kind: a, .. }, Thing::Mob { kind: b, .. }) => a == b,
            (Thing::Portal { .. }, Thing::Portal { .. }) => true,
            (Thing::Spawner, Thing::Mob { kind: roguelike::game::MobKind::Zombie, .. }) => true,
            (a, b) => a == b,
        };
        let count = levels.iter().filter(|l| l.things.iter().any(|p| same(&p.thing))).count();
        assert!(
            count * 20 >= levels.len(),
            "{kind} lies on only {count} of {} levels",
            levels.len()
        );
    }
}

#[test]
fn the_bot_on_200_seeds_stays_inside_the_targets() {
    let report = play_runs(1..=200, |seed| Some(run(seed)));
    let runs = report.runs.len();
    assert_eq!(runs, 200);
    let table = report.to_table();
    assert!(report.early_deaths() * 100 <= 2 * runs, "deaths before turn 30:\n{table}");
    let won = report.won() * 100;
    assert!((20 * runs..=70 * runs).contains(&won), "the bot wins 20–70% of runs:\n{table}");
    // The careful bot loses only on depths 6 to 8, to Trolls and Wraiths:
    // two kinds share its losses, so the 40% target is the naive player's
    // here (the README's balance section gives both figures).
    // No snowball: at every depth most creatures there (by weight) can still
    // hurt the player as the bot usually arrives there (its median level and
    // armor on arrival).
    let content = Content::get();
    let armor_by_depth = report.armor_by_depth();
    for (depth, level) in report.level_by_depth() {
        let last = content.descent.depths.len() - 1;
        let table = &content.descent.depths[(depth as usize - 1).min(last)];
        let armor = armor_by_depth[&depth];
        let total: u32 = table.mobs.values().sum();
        let hurting: u32 = table
            .mobs
            .iter()
            .filter(|(kind, _)| content.mob(**kind).attack > armor)
            .map(|(_, weight)| weight)
            .sum();
        assert!(
            hurting * 2 >= total,
            "depth {depth}: at level {level} (armor {armor}) too few creatures can hurt the player"
        );
    }
}

#[test]
fn every_level_is_connected_and_every_arrival_is_safe() {
    // 2,000 seeds take about 20 s of one core in `make test`; `make fuzz`
    // walks 20,000 (issue 30: this one test was half the native layer).
    let cases: u64 =
        std::env::var("BALANCE_SEEDS").ok().and_then(|n| n.parse().ok()).unwrap_or(2_000);
    let safe = Content::get().descent.safe_steps as i32;
    let check = |seed: u64| {
        let game = run(seed);
        let levels = game.levels();
        for (depth, level) in levels.iter().enumerate() {
            let world = &level.world;
            // Where the player comes into this level: the start, or the
            // stairs of the levels around it.
            let mut arrivals: Vec<Coordinates> =
                if depth == 0 { vec![game.player.coordinates] } else { vec![] };
            for other in levels {
                for (_, o) in other.world.objects() {
                    if let Some(p) = o.passage().filter(|p| p.level == depth) {
                        arrivals.push(p.arrival);
                    }
                }
            }
            assert!(!arrivals.is_empty(), "seed {seed} level {}: no way in", depth + 1);
            let steps = reach(world, arrivals[0], 400);
            let mut ways = 0;
            for (_, object) in world.objects() {
                let at = object.coordinates();
                let amulet = matches!(object.record(), ObjectRecord::Item(i) if i.item_kind() == ItemKind::Amulet);
                if object.passage().is_some() || object.is_exit() || amulet {
                    assert!(
                        steps.contains_key(&at),
                        "seed {seed} level {}: {at} unreachable",
                        depth + 1
                    );
                    ways += 1;
                }
            }
            assert!(ways >= 2, "seed {seed} level {}: a way in and a way on", depth + 1);
            for &arrival in &arrivals {
                // Only the first `safe` steps matter here.
                let near = reach(world, arrival, safe);
                for (_, object) in world.objects() {
                    let at = object.coordinates();
                    if object.as_mob().is_some() {
                        let close = near.get(&at).is_some_and(|&s| s <= safe);
                        assert!(
                            !close,
                            "seed {seed} level {}: a creature at {at} by {arrival}",
                            depth + 1
                        );
                    }
                }
            }
        }
    };
    // The seeds are shared among the cores, as the bot's runs are.
    in_parallel(&(0..cases).collect::<Vec<u64>>(), check);
}
