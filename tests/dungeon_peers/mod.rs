//! What the Dungeon Mania tests share: the course's own files (read from
//! `../shared/peers`, skipped with a message when absent) and a seeded
//! random action to play them with.

use roguelike::dungeon::{Action, Dungeon};
use roguelike::game::GameRng;
use std::path::{Path, PathBuf};

/// The course's folder, or `None` (said) when it is not beside the checkout.
pub fn peers() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers/dungeon-mania");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("skipped: {} is absent", dir.display());
        None
    }
}

/// The JSON files of a folder, sorted, with their text.
pub fn files(dir: &Path) -> Vec<(String, String)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "json"));
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("the files are readable");
            (p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), text)
        })
        .collect()
}

/// A random action: mostly moves, sometimes items, building or interacting
/// near the player. (The goldens, which share this module, draw their own.)
#[allow(dead_code)]
pub fn random_action(rng: &mut GameRng, dungeon: &Dungeon) -> Action {
    const OTHERS: [&str; 7] = [
        "use:bomb",
        "use:invincibility_potion",
        "use:invisibility_potion",
        "build:bow",
        "build:shield",
        "build:sceptre",
        "build:midnight_armour",
    ];
    let roll = rng.below(20) as usize;
    if roll < 12 {
        return ["up", "down", "left", "right"][roll % 4].parse().expect("moves parse");
    }
    if roll < 17 {
        return OTHERS[rng.below(OTHERS.len() as u32) as usize].parse().expect("items parse");
    }
    let (x, y) = dungeon.player_pos().map_or((0, 0), |p| (p.x, p.y));
    let (dx, dy) = (rng.range_inclusive(-2, 2), rng.range_inclusive(-2, 2));
    format!("interact:{},{}", x + dx, y + dy).parse().expect("interact parses")
}
