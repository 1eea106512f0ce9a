#![cfg(not(target_arch = "wasm32"))]
//! Goldens of `roguelike dungeon`: every course dungeon and every one of ours,
//! with every course config, ours and none, plays two fixed action lists (one
//! of moves and item uses, one that also builds and interacts). The output of
//! the command after every fifth action is pinned by its FNV-1a hash, and the
//! last one in full, in `tests/dungeon_golden/`. They were taken before the
//! Dungeon Mania rules moved onto the engine, so the move must not change a
//! byte. `UPDATE_GOLDENS=1` writes them anew (only on purpose: say why in the
//! commit).

use crate::dungeon_peers;

use dungeon_peers::{files, peers};
use roguelike::dungeon::run_cli;
use roguelike::game::GameRng;
use std::path::{Path, PathBuf};

/// How many actions each list holds.
const ACTIONS: usize = 60;
/// The output is pinned after every this many actions.
const EVERY: usize = 5;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dungeon_golden")
}

fn fnv(text: &str) -> u64 {
    text.bytes()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// The files a run may read: the dungeon and the config, by name.
struct Files {
    dungeon: (String, String),
    config: Option<(String, String)>,
}

impl Files {
    fn run(&self, actions: &[String]) -> (String, String, u8) {
        let mut args = vec![self.dungeon.0.clone()];
        if let Some((name, _)) = &self.config {
            args.push("--config".into());
            args.push(name.clone());
        }
        args.push("--actions".into());
        args.push(actions.join(","));
        run_cli(&args, |name| {
            if name == self.dungeon.0 {
                return Ok(self.dungeon.1.clone());
            }
            match &self.config {
                Some((n, text)) if n == name => Ok(text.clone()),
                _ => Err("No such file or directory".into()),
            }
        })
    }
}

/// A random action of the list's family, near the player of `output`.
fn random_action(rng: &mut GameRng, everything: bool, output: &str) -> String {
    const MOVES: [&str; 4] = ["up", "down", "left", "right"];
    const USES: [&str; 3] = ["use:bomb", "use:invincibility_potion", "use:invisibility_potion"];
    const BUILDS: [&str; 2] = ["build:bow", "build:shield"];
    let roll = rng.below(20) as usize;
    if roll < 13 || (!everything && roll < 17) {
        return MOVES[roll % 4].to_owned();
    }
    if roll < 17 || !everything {
        return USES[rng.below(3) as usize].to_owned();
    }
    if roll < 18 {
        return BUILDS[rng.below(2) as usize].to_owned();
    }
    let (x, y) = player_cell(output).unwrap_or((0, 0));
    let (dx, dy) = (rng.range_inclusive(-2, 2), rng.range_inclusive(-2, 2));
    format!("interact:{},{}", x + i64::from(dx), y + i64::from(dy))
}

fn player_cell(output: &str) -> Option<(i64, i64)> {
    let value: serde_json::Value = serde_json::from_str(output).ok()?;
    let player = value["entities"].as_array()?.iter().find(|e| e["type"] == "player")?;
    Some((player["x"].as_i64()?, player["y"].as_i64()?))
}

/// Builds a list of accepted actions by playing: a refused one (exit 3) is
/// dropped and another drawn, so every prefix of the list plays.
fn make_list(files: &Files, seed: u64, everything: bool) -> Vec<String> {
    let mut rng = GameRng::new(seed, if everything { 2 } else { 1 });
    let mut actions: Vec<String> = Vec::new();
    let (mut output, _, code) = files.run(&actions);
    if code != 0 {
        return actions;
    }
    let mut tries = 0;
    while actions.len() < ACTIONS && tries < ACTIONS * 20 {
        tries += 1;
        let action = random_action(&mut rng, everything, &output);
        actions.push(action);
        let (out, _, code) = files.run(&actions);
        match code {
            0 => output = out,
            _ => {
                actions.pop();
            }
        }
        if player_cell(&output).is_none() {
            break;
        }
    }
    actions
}

/// The golden text of one list: its actions, the hash of every fifth
/// output and the last output.
fn golden_text(files: &Files, actions: &[String]) -> String {
    let mut text = format!("actions {}\n", actions.join(","));
    let mut last = String::new();
    for n in (0..=actions.len()).filter(|n| n % EVERY == 0 || *n == actions.len()) {
        let (out, err, code) = files.run(&actions[..n]);
        text.push_str(&format!("after {n}: exit {code} fnv {:016x}\n", fnv(&(out.clone() + &err))));
        last = out + &err;
    }
    text.push_str("last\n");
    text.push_str(&last);
    text
}

fn seed_of(name: &str) -> u64 {
    fnv(name) % 1_000_000
}

/// Every (dungeon, config) pair: the course's dungeons and ours, with the
/// course's configs, ours and none.
fn pairs(peers: Option<&Path>) -> Vec<(String, Files)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ours = files(&root.join("worlds/dungeons"));
    let (our_configs, our_dungeons): (Vec<_>, Vec<_>) =
        ours.into_iter().partition(|(name, _)| name == "config.json");
    let mut configs: Vec<Option<(String, String)>> = vec![None];
    configs.extend(our_configs.into_iter().map(|(n, t)| Some((format!("ours-{n}"), t))));
    let mut dungeons: Vec<(String, String)> =
        our_dungeons.into_iter().map(|(n, t)| (format!("ours-{n}"), t)).collect();
    if let Some(peers) = peers {
        configs.extend(files(&peers.join("configs")).into_iter().map(Some));
        dungeons.extend(files(&peers.join("dungeons_staff")));
    }
    let mut pairs = Vec::new();
    for dungeon in &dungeons {
        for config in &configs {
            let config_name = config.as_ref().map_or("none".to_owned(), |(n, _)| n.clone());
            let key = format!(
                "{}__{}",
                dungeon.0.trim_end_matches(".json"),
                config_name.trim_end_matches(".json")
            );
            pairs.push((key, Files { dungeon: dungeon.clone(), config: config.clone() }));
        }
    }
    pairs
}

#[test]
fn the_dungeon_command_prints_what_it_printed_before_the_engine_move() {
    let peers = peers();
    let update = std::env::var_os("UPDATE_GOLDENS").is_some();
    let dir = golden_dir();
    if update {
        std::fs::create_dir_all(&dir).expect("the golden folder can be made");
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for (key, files) in pairs(peers.as_deref()) {
        for (family, everything) in [("moves", false), ("all", true)] {
            let path = dir.join(format!("{key}__{family}.txt"));
            let expected = std::fs::read_to_string(&path).ok();
            let actions: Vec<String> = match (&expected, update) {
                (Some(text), false) => text
                    .lines()
                    .next()
                    .and_then(|l| l.strip_prefix("actions "))
                    .map(split_actions)
                    .unwrap_or_default(),
                _ => make_list(&files, seed_of(&key), everything),
            };
            let actual = golden_text(&files, &actions);
            if update {
                std::fs::write(&path, &actual).expect("the golden can be written");
                continue;
            }
            let Some(expected) = expected else {
                failures
                    .push(format!("{}: no golden (UPDATE_GOLDENS=1 writes it)", path.display()));
                continue;
            };
            checked += 1;
            if expected != actual {
                let first =
                    expected.lines().zip(actual.lines()).position(|(e, a)| e != a).unwrap_or(0);
                let e: Vec<&str> = expected.lines().skip(first).take(6).collect();
                let a: Vec<&str> = actual.lines().skip(first).take(6).collect();
                failures.push(format!(
                    "{}: differs from line {}\n  expected: {}\n  actual:   {}",
                    path.display(),
                    first + 1,
                    e.join("\n            "),
                    a.join("\n            ")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} goldens differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    if !update {
        assert!(checked >= 14, "our own dungeons alone give 14 goldens, checked {checked}");
    }
}

/// Splits `A,B,…` back into actions; `interact:X,Y` keeps its comma.
fn split_actions(list: &str) -> Vec<String> {
    let mut actions: Vec<String> = Vec::new();
    for piece in list.split(',') {
        match actions.last_mut() {
            Some(last) if last.starts_with("interact:") && !last.contains(',') => {
                last.push(',');
                last.push_str(piece);
            }
            _ if piece.is_empty() => {}
            _ => actions.push(piece.to_owned()),
        }
    }
    actions
}
