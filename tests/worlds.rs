//! Every built-in world in `worlds/` parses without errors or warnings, has its
//! floor reachable from the player, and survives a write and re-read.

#![cfg(not(target_arch = "wasm32"))]

use roguelike::game::Coordinates;
use roguelike::game::MobKind;
use roguelike::gen::{parse_world, write_world, Thing, WorldPlan};
use std::collections::HashSet;
use std::path::PathBuf;

fn built_in_worlds() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("worlds");
    let mut worlds: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the worlds folder exists")
        .map(|entry| entry.expect("the worlds folder can be listed").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a built-in world is UTF-8 text");
            (path.file_name().expect("a file").to_string_lossy().into_owned(), text)
        })
        .collect();
    worlds.sort();
    worlds
}

fn parsed(name: &str, text: &str) -> WorldPlan {
    match parse_world(text) {
        Ok(parsed) => {
            assert!(parsed.warnings.is_empty(), "{name}: {:?}", parsed.warnings);
            parsed.plan
        }
        Err(diagnostics) => {
            let lines: Vec<String> = diagnostics.iter().map(|d| format!("{name}:{d}")).collect();
            panic!("{}", lines.join("\n"))
        }
    }
}

/// Non-wall cells a walker can reach from the player, without leaving the field.
fn reachable(plan: &WorldPlan) -> HashSet<Coordinates> {
    let mut seen = HashSet::from([plan.player]);
    let mut stack = vec![plan.player];
    while let Some(cell) = stack.pop() {
        for next in cell.neighbours() {
            if plan.walls.contains(next) && !plan.walls.get(next) && seen.insert(next) {
                stack.push(next);
            }
        }
    }
    seen
}

#[test]
fn every_built_in_world_is_valid_connected_and_round_trips() {
    let worlds = built_in_worlds();
    let names: Vec<&str> = worlds.iter().map(|(name, _)| name.as_str()).collect();
    for expected in ["demo.txt", "labyrinth.txt", "menagerie.txt"] {
        assert!(names.contains(&expected), "{expected} is missing from {names:?}");
    }
    for (name, text) in &worlds {
        let plan = parsed(name, text);
        let floor = (plan.walls.width * plan.walls.height) as usize - plan.walls.wall_count();
        assert_eq!(reachable(&plan).len(), floor, "{name}: some floor is out of reach");
        assert!(
            (30..=60).contains(&plan.walls.width),
            "{name}: {} wide, designed to be 30 to 60",
            plan.walls.width
        );
        assert_eq!(parsed(name, &write_world(&plan)), plan.clone().canonical(), "{name}");
    }
}

#[test]
fn the_menagerie_shows_every_mob_and_a_sword_beside_a_mimic_that_mimics_it() {
    let (_, text) = built_in_worlds()
        .into_iter()
        .find(|(name, _)| name == "menagerie.txt")
        .expect("the menagerie exists");
    let plan = parsed("menagerie.txt", &text);
    for kind in MobKind::ALL {
        let count = plan
            .things
            .iter()
            .filter(|p| matches!(p.thing, Thing::Mob { kind: k, .. } if k == kind))
            .count();
        assert_eq!(count, 1, "one {kind}");
    }
    let mimic = plan
        .things
        .iter()
        .find(|p| p.thing == Thing::mimic(roguelike::game::ItemKind::Sword))
        .expect("a mimic looking like a sword");
    let sword = Thing::Item(roguelike::game::ItemKind::Sword);
    assert!(
        plan.things.iter().any(|p| p.thing == sword && p.at.manhattan(mimic.at) == 1),
        "a real sword lies next to the mimic"
    );
}
