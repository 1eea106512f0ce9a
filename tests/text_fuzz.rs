//! Fuzzing every text loader with a mutation fuzzer: world files, Terra
//! Incognita labyrinths, Dungeon Mania dungeons and configs, Build Your Own
//! World saves and input strings, Dungeon Mania saves and replays, and the
//! byte decoding and telling apart
//! that comes first (`roguelike::files`). Each case starts from a file of the
//! seed corpus (our own worlds and, when `../shared/peers` is there, the other
//! systems' files), mutates its bytes (flips, cuts, repeats, splices with
//! another file, tokens that parsers find hard), and must be read or refused
//! with a message — no panic, no case over a second, none over 100 MB.
//!
//! `cargo test` runs a bounded number of cases per loader (over 100,000 in
//! all); `make fuzz` runs them for a set time (`FUZZ_SECONDS`, per loader).
#![cfg(not(target_arch = "wasm32"))]

#[allow(dead_code)]
#[path = "fuzz/meter.rs"]
mod meter;

use roguelike::byow::{interact_with_input_string, parse_save as parse_byow_save, MemorySaveSlot};
use roguelike::dungeon::{open_replay, open_save, parse_config, Action, Config, Dungeon, Opened};
use roguelike::files::FileKind;
use roguelike::files::{classify, decode_text};
use roguelike::game::{write_replay, write_save, DungeonSource, FileText};
use roguelike::game::{Command, Direction, GameRng};
use roguelike::gen::{build_levels, parse_world, player_of};
use roguelike::labyrinth::{parse_labyrinth, play, Labyrinth, SmartPlayer};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

#[global_allocator]
static METER: meter::Meter = meter::Meter;

/// The most one case may take: a guard against a loader that hangs (a real
/// case takes milliseconds), not a speed target, so loose enough for a
/// machine busy with other builds.
const SLOWEST: Duration = Duration::from_secs(20);
/// The most one case may allocate above what it started with.
const MOST_BYTES: i64 = 100 << 20;

/// Tokens that parsers find hard: numbers at and past their limits, signs,
/// non-ASCII text, JSON punctuation, our own keywords.
const TOKENS: &[&str] = &[
    "0",
    "-1",
    "4294967295",
    "4294967296",
    "99999999999999999999",
    "100000",
    "1e309",
    "NaN",
    "é",
    "\u{1f600}",
    "\u{feff}",
    "\r\n",
    "\t",
    " ",
    "\n\n",
    "{",
    "}",
    "[",
    "]",
    "\"",
    ":",
    ",",
    "null",
    "true",
    "W",
    ".",
    "#",
    "S",
    "E",
    "T",
    "9",
    "Player",
    "Mob",
    "Item",
    "Stairs",
    "Level",
    "Goal:",
    "hp=",
    "mind=",
    "clever:calm(",
    "hunter:visible@",
    "confused:",
    "temporal:",
    "avoid-walls(",
    "AND",
    "OR",
    "(",
    ")",
    "entities",
    "goal-condition",
    "type",
    "x",
    "y",
    "boulder",
    "switch",
    "portal",
    "colour",
    "key",
    "door",
    "zombie_toast_spawner",
    "N",
    ":Q",
    "L",
    "\\u0000",
    "\0",
];

/// Issue 29's far-apart dungeon: a player and an exit 10,000 cells apart.
const FAR_APART: &str = r#"{"entities":[{"type":"player","x":0,"y":0},{"type":"exit","x":10000,"y":10000}],"goal-condition":{"goal":"exit"}}"#;

/// A dungeon that grows as it plays: a player walled off in a corridor and
/// sixteen zombie spawners in the open.
fn grown_dungeon() -> String {
    let mut entities = vec![serde_json::json!({"type": "player", "x": 0, "y": 0})];
    for x in -1..=3 {
        entities.push(serde_json::json!({"type": "wall", "x": x, "y": -1}));
        entities.push(serde_json::json!({"type": "wall", "x": x, "y": 1}));
    }
    entities.push(serde_json::json!({"type": "wall", "x": -1, "y": 0}));
    entities.push(serde_json::json!({"type": "wall", "x": 3, "y": 0}));
    for i in 0..16 {
        entities.push(serde_json::json!({"type": "zombie_toast_spawner", "x": 10 + i % 4 * 3, "y": 10 + i / 4 * 3}));
    }
    serde_json::json!({"entities": entities, "goal-condition": {"goal": "exit"}}).to_string()
}

/// A file of the corpus.
struct Seed {
    name: String,
    bytes: Vec<u8>,
}

fn seeds_in(dir: &Path, accept: impl Fn(&str) -> bool) -> Vec<Seed> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut seeds: Vec<Seed> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_str().is_some_and(&accept))
        .filter_map(|e| {
            let bytes = std::fs::read(e.path()).ok()?;
            Some(Seed { name: e.path().display().to_string(), bytes })
        })
        .collect();
    seeds.sort_by(|a, b| a.name.cmp(&b.name));
    seeds
}

fn peers(sub: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers").join(sub)
}

fn ours(sub: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(sub)
}

/// One mutation of `bytes`, with `other` for splices.
fn mutate(rng: &mut GameRng, bytes: &mut Vec<u8>, other: &[u8]) {
    let len = bytes.len();
    let at = |rng: &mut GameRng, n: usize| rng.below(n.max(1) as u32) as usize;
    match rng.below(9) {
        0 if len > 0 => {
            let i = at(rng, len);
            bytes[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = at(rng, len);
            let n = at(rng, 16).min(len - i);
            bytes.drain(i..i + n);
        }
        2 => {
            let token = TOKENS[at(rng, TOKENS.len())].as_bytes();
            let i = at(rng, len + 1);
            bytes.splice(i..i, token.iter().copied());
        }
        3 if len > 0 => {
            // Repeat a stretch, up to many times: long lines and many rows.
            let i = at(rng, len);
            let n = (at(rng, 64) + 1).min(len - i);
            let piece = bytes[i..i + n].to_vec();
            let times = [1, 2, 10, 1000][at(rng, 4)];
            let copies: Vec<u8> = piece.iter().copied().cycle().take(n * times).collect();
            bytes.splice(i..i, copies);
        }
        4 if !other.is_empty() => {
            // Splice: a head of this file, a tail of another.
            let i = at(rng, len + 1);
            let j = at(rng, other.len());
            bytes.truncate(i);
            bytes.extend_from_slice(&other[j..]);
        }
        5 if len > 0 => {
            let i = at(rng, len);
            bytes[i] = rng.below(256) as u8;
        }
        6 if len > 0 => {
            let i = at(rng, len);
            bytes.truncate(i);
        }
        7 if len > 1 => {
            // Swap two lines.
            let text = String::from_utf8_lossy(bytes).into_owned();
            let mut lines: Vec<&str> = text.split('\n').collect();
            let (a, b) = (at(rng, lines.len()), at(rng, lines.len()));
            lines.swap(a, b);
            *bytes = lines.join("\n").into_bytes();
        }
        _ => {
            let digit = b'0' + rng.below(10) as u8;
            let i = at(rng, len + 1);
            bytes.insert(i, digit);
        }
    }
}

/// How one loader fared.
#[derive(Debug, Default)]
struct Tally {
    cases: u64,
    accepted: u64,
    refused: u64,
    slowest: Duration,
    most_bytes: i64,
}

/// What a loader did with one input: read it, or refused it saying why.
type Outcome = Result<(), String>;

/// Runs `load` on mutants of `seeds`: `count` cases, or for `FUZZ_SECONDS`
/// when that is set. Fails on a panic, an empty refusal, a slow or greedy case.
fn fuzz(what: &str, seeds: &[Seed], count: u64, load: impl Fn(&[u8]) -> Outcome) -> Tally {
    assert!(!seeds.is_empty(), "{what}: a corpus");
    let seconds = std::env::var("FUZZ_SECONDS").ok().and_then(|s| s.parse::<u64>().ok());
    let until = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    let mut rng = GameRng::new(0x7e57, what.len() as u64);
    let mut tally = Tally::default();
    let started = Instant::now();
    while match until {
        Some(until) => Instant::now() < until,
        None => tally.cases < count,
    } {
        let seed = &seeds[rng.below(seeds.len() as u32) as usize];
        let other = &seeds[rng.below(seeds.len() as u32) as usize].bytes;
        let mut bytes = seed.bytes.clone();
        for _ in 0..=rng.below(4) {
            mutate(&mut rng, &mut bytes, other);
        }
        let case = tally.cases;
        let base = meter::start();
        let clock = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| load(&bytes)));
        let took = clock.elapsed();
        let held = meter::peak_above(base);
        let shown = || {
            let text = String::from_utf8_lossy(&bytes);
            let longest = text.lines().map(str::len).max().unwrap_or(0);
            let head: String = text.chars().take(300).collect();
            format!(
                "({} bytes, {} lines, longest {longest})\n{head}",
                bytes.len(),
                text.lines().count()
            )
        };
        match outcome {
            Err(_) => panic!("{what} #{case} from {} panicked on:\n{}", seed.name, shown()),
            Ok(Err(message)) if message.trim().is_empty() => {
                panic!("{what} #{case}: a refusal without a message:\n{}", shown())
            }
            Ok(Err(_)) => tally.refused += 1,
            Ok(Ok(())) => tally.accepted += 1,
        }
        assert!(took < SLOWEST, "{what} #{case} took {took:?}:\n{}", shown());
        assert!(held < MOST_BYTES, "{what} #{case} took {} MB:\n{}", held >> 20, shown());
        tally.slowest = tally.slowest.max(took);
        tally.most_bytes = tally.most_bytes.max(held);
        tally.cases += 1;
    }
    println!(
        "{what}: {} cases in {:.2?} ({} read, {} refused); slowest {:?}, most {} KB",
        tally.cases,
        started.elapsed(),
        tally.accepted,
        tally.refused,
        tally.slowest,
        tally.most_bytes >> 10
    );
    tally
}

fn text(bytes: &[u8]) -> Result<String, String> {
    decode_text(bytes).map_err(|e| e.to_string())
}

#[test]
fn world_files() {
    let mut seeds = seeds_in(&ours("worlds"), |n| n.ends_with(".txt"));
    seeds.extend(seeds_in(&ours("tests/worlds"), |n| n.ends_with(".txt")));
    let tally = fuzz("world files", &seeds, 40_000, |bytes| {
        let text = text(bytes)?;
        let _ = classify(&text);
        let parsed = parse_world(&text)
            .map_err(|ds| ds.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))?;
        // What is read must also play.
        let levels = build_levels(&parsed.dungeon);
        let player = player_of(&parsed.dungeon);
        let mut game =
            roguelike::game::Game::with_levels(levels, parsed.dungeon.start(), player, 1);
        for direction in Direction::ALL {
            game.apply(Command::Move(direction));
        }
        let _ = game.snapshot();
        Ok(())
    });
    assert!(tally.accepted > tally.cases / 100, "enough mutants stay worlds: {tally:?}");
}

#[test]
fn labyrinths() {
    let mut seeds = seeds_in(&ours("worlds/labyrinths"), |n| n.ends_with(".txt"));
    seeds.extend(seeds_in(&peers("terra-incognita"), |n| n.ends_with(".txt")));
    let tally = fuzz("labyrinths", &seeds, 30_000, |bytes| {
        let text = text(bytes)?;
        let map = parse_labyrinth(&text).map_err(|errors| {
            errors.iter().map(|e| format!("{}:{}: {}", e.line, e.col, e.kind)).collect::<String>()
        })?;
        let game = Labyrinth::new(map, 1).map_err(|e| e.to_string())?;
        let _ = play(game.with_move_limit(60), &mut SmartPlayer::new());
        Ok(())
    });
    assert!(tally.accepted > 0, "{tally:?}");
}

#[test]
fn dungeons_and_configs() {
    let mut seeds = seeds_in(&ours("worlds/dungeons"), |n| n.ends_with(".json"));
    seeds.extend(seeds_in(&peers("dungeon-mania/dungeons_staff"), |n| n.ends_with(".json")));
    seeds.extend(seeds_in(&peers("dungeon-mania/configs"), |n| n.ends_with(".json")));
    if seeds.is_empty() {
        println!("dungeons: no corpus (no worlds/dungeons, no ../shared/peers): skipped");
        return;
    }
    // Issue 29's shapes, written here: two entities 10,000 cells apart
    // (searches bounded by the level, not the space between), and many
    // spawners (a dungeon that grows as it plays).
    seeds.push(Seed { name: "far apart".into(), bytes: FAR_APART.into() });
    seeds.push(Seed { name: "grown".into(), bytes: grown_dungeon().into() });
    let config = Config::default();
    fuzz("dungeons and configs", &seeds, 20_000, |bytes| {
        let text = text(bytes)?;
        if text.contains("entities") {
            let mut dungeon = Dungeon::load(&text, &config, 1).map_err(|errors| {
                errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
            })?;
            for action in ["up", "right", "down", "left", "use:bomb", "build:bow"] {
                let _ = dungeon.apply(action.parse::<Action>().map_err(|e| e.to_string())?);
            }
        } else {
            parse_config(&text).map_err(|errors| {
                errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
            })?;
        }
        Ok(())
    });
}

#[test]
fn dungeon_saves_and_replays() {
    let config = FileText {
        name: "config.json".into(),
        text: std::fs::read_to_string(ours("worlds/dungeons/config.json")).expect("ours"),
    };
    let mut seeds = Vec::new();
    for name in ["courtyard", "toaster"] {
        let file = ours("worlds/dungeons").join(format!("{name}.json"));
        let text = std::fs::read_to_string(file).expect("ours");
        let source = DungeonSource {
            name: name.into(),
            text,
            config: Some(config.clone()),
            untimed_build: false,
        };
        let mut game = Opened::start(source, 3).expect("ours load");
        for action in ["right", "down", "right", "up", "left", "build:bow"] {
            let _ = game.play(action.parse::<Action>().expect("well formed"));
        }
        let save = write_save(&game.save());
        seeds.push(Seed { name: format!("{name} save"), bytes: save.into() });
        let replay = write_replay(&game.replay);
        seeds.push(Seed { name: format!("{name} replay"), bytes: replay.into() });
    }
    // Issue 29's shapes as saves: a dungeon grown by a spawner spawning
    // every tick, and one whose two entities are 10,000 cells apart.
    let mut every_tick: serde_json::Value = serde_json::from_str(&config.text).expect("ours");
    every_tick["zombie_spawn_rate"] = 1.into();
    let every_tick = FileText { name: "every-tick.json".into(), text: every_tick.to_string() };
    for (name, text, config, moves) in [
        ("grown", grown_dungeon(), every_tick, 60),
        ("far apart", FAR_APART.to_owned(), config.clone(), 20),
    ] {
        let source =
            DungeonSource { name: name.into(), text, config: Some(config), untimed_build: false };
        let mut game = Opened::start(source, 5).expect("the shape loads");
        for step in 0..moves {
            let _ = game.play(if step % 2 == 0 { "right" } else { "left" }.parse().expect("ok"));
        }
        seeds.push(Seed { name: format!("{name} save"), bytes: write_save(&game.save()).into() });
    }
    // The saves and replays of the older dungeon format, which are migrated.
    for name in ["dungeon-vault.save.json", "dungeon-workshop.replay.json"] {
        let text = std::fs::read_to_string(ours("tests/old_saves").join(name)).expect("ours");
        seeds.push(Seed { name: name.into(), bytes: text.into() });
    }
    let tally = fuzz("dungeon saves and replays", &seeds, 5_000, |bytes| {
        let text = text(bytes)?;
        if classify(&text) == FileKind::DungeonReplay {
            open_replay(&text).map_err(|e| e.to_string())?;
        } else {
            open_save(&text).map_err(|e| e.to_string())?;
        }
        Ok(())
    });
    assert!(tally.accepted > 0, "{tally:?}");
}

#[test]
fn byow_saves_and_input_strings() {
    let mut slot = MemorySaveSlot::default();
    let _ = interact_with_input_string("N4242SDDWWA:Q", &mut slot);
    let save = slot.text.clone().expect("a save");
    let seeds = vec![
        Seed { name: "save of N4242S".into(), bytes: save.into_bytes() },
        Seed { name: "input".into(), bytes: b"N123SDDDWWWDDD:QLWWWAA".to_vec() },
        Seed { name: "input with encounters".into(), bytes: b"n98sddssaawwfbddd:q".to_vec() },
    ];
    fuzz("BYOW saves and inputs", &seeds, 10_000, |bytes| {
        let text = text(bytes)?;
        if text.starts_with("N") || text.starts_with("n") || text.len() < 40 {
            let mut slot = MemorySaveSlot::default();
            interact_with_input_string(&text, &mut slot).map_err(|e| e.to_string())?;
        } else {
            parse_byow_save(&text).map_err(|e| e.to_string())?;
        }
        Ok(())
    });
}

#[test]
fn decoding_and_telling_apart() {
    let mut seeds = seeds_in(&ours("worlds"), |n| n.ends_with(".txt"));
    seeds.extend(seeds_in(&ours("tests/replays"), |n| n.ends_with(".json")));
    seeds.push(Seed { name: "png".into(), bytes: b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec() });
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend("3 1\n. . .\n".encode_utf16().flat_map(u16::to_le_bytes));
    seeds.push(Seed { name: "utf-16".into(), bytes: utf16 });
    fuzz("decoding", &seeds, 15_000, |bytes| {
        let text = text(bytes)?;
        let _ = classify(&text);
        Ok(())
    });
}

/// Issue 17: `100000 100000` over 99,999 rows of one cell made `check` use
/// 9.8 GB and 33 s, and panicked the page ("capacity overflow"): every short
/// row was padded to the full width. Memory now follows the text, not the
/// header.
#[test]
fn a_huge_header_over_short_rows_takes_memory_for_its_text_not_its_size() {
    let text = format!("100000 100000\n{}", ".\n".repeat(99_999));
    let base = meter::start();
    let clock = Instant::now();
    let errors = parse_world(&text).expect_err("short rows");
    let (took, held) = (clock.elapsed(), meter::peak_above(base));
    assert!(errors.len() <= 1_001, "the first thousand listed: {}", errors.len());
    assert!(errors[0].to_string().contains("too few cells in row 1"), "{}", errors[0]);
    assert!(took < SLOWEST, "{took:?}");
    assert!(held < 32 << 20, "{} MB for a 200 KB file", held >> 20);
}
