//! Build Your Own World (seed 001) from the outside: the generator's
//! properties over 10,000 seeds, the input-string game's save/load
//! equivalences (the four of the assignment and 1,000 random ones), case and
//! stray `:` insensitivity, hostile saves, a golden world and the command line.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::byow::{
    generate_world, interact_with_input_string, neighbours8, parse_save, run_cli, ByowEvent,
    ByowGame, GeneratedWorld, MemorySaveSlot, Rect, Tile, TileGrid, World, WorldSize,
};
use roguelike::game::{Coordinates, Direction, GameRng};
use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

// ---------------------------------------------------------------------------
// Generator properties

/// Everything wrong with one generated world, checked from its tiles (the
/// room list is used only to tell rooms from hallways). Written as plain loops
/// over the grid: it runs ten thousand times in a debug build.
fn problems(g: &GeneratedWorld) -> Vec<String> {
    let tiles = &g.world.tiles;
    let mut out = Vec::new();
    let hallway = hallway_mask(g);
    let is_hallway = |p: Coordinates| tiles.index(p).is_some_and(|i| hallway[i]);
    let reached = tiles.flood(&[g.world.avatar], Tile::is_ground);
    let outside = tiles.flood(&tiles.edge(), |t| t == Tile::Nothing);
    let mut doors = Vec::new();
    let mut unreached = 0;

    for y in 0..tiles.height() {
        for x in 0..tiles.width() {
            let p = Coordinates::new(x, y);
            let t = tiles.get(p);
            if t == Tile::Nothing {
                continue;
            }
            let around = neighbours8(p).map(|n| tiles.get(n));
            if tiles.is_edge(p) {
                out.push(format!("{t:?} on the edge at {p}"));
            }
            match t {
                Tile::Floor | Tile::Encounter => {
                    if around.contains(&Tile::Nothing) {
                        out.push(format!("ground at {p} has nothing next to it"));
                    }
                    if !reached[tiles.index(p).expect("inside")] {
                        unreached += 1;
                    }
                }
                Tile::Wall if !around.iter().any(|n| n.is_ground()) => {
                    out.push(format!("a wall at {p} touches no floor"));
                }
                Tile::LockedDoor => doors.push(p),
                _ => {}
            }
            if t == Tile::Encounter && around.contains(&Tile::Encounter) {
                out.push(format!("an encounter at {p} touches another"));
            }
            // A hallway 3 wide both ways would fill this 3x3 block.
            if is_hallway(p)
                && (0..3).all(|dy| (0..3).all(|dx| is_hallway(Coordinates::new(x + dx, y + dy))))
            {
                out.push(format!("a hallway 3 wide at {p}"));
            }
        }
    }
    if tiles.get(g.world.avatar) != Tile::Floor {
        out.push(format!("the avatar starts on {:?}", tiles.get(g.world.avatar)));
    }
    if unreached > 0 {
        out.push(format!("{unreached} floor cells cannot be reached"));
    }

    // The door: exactly one, with reachable floor on one side and the outside
    // (nothing connected to the edge) straight across.
    let seen = |mask: &[bool], p: Coordinates| tiles.index(p).is_some_and(|i| mask[i]);
    match doors.as_slice() {
        [door] => {
            let joins = Direction::ALL
                .into_iter()
                .any(|d| seen(&reached, door.step(d)) && seen(&outside, door.step(d.opposite())));
            if !joins {
                out.push(format!(
                    "the door at {door} does not join reachable floor to the outside"
                ));
            }
        }
        _ => out.push(format!("{} doors", doors.len())),
    }

    // Rooms: rectangles of floor; more than one has walls on all four sides.
    let walled = g.rooms.iter().filter(|room| has_four_walls(tiles, room)).count();
    if walled < 2 {
        out.push(format!("only {walled} rooms with four walls"));
    }
    for room in &g.rooms {
        if !room.cells().all(|p| tiles.get(p).is_ground()) {
            out.push(format!("room {room:?} is not all floor"));
        }
    }
    out
}

/// Ground outside every room, indexed like the tiles.
fn hallway_mask(g: &GeneratedWorld) -> Vec<bool> {
    let tiles = &g.world.tiles;
    let mut mask: Vec<bool> = tiles.cells().map(|(_, t)| t.is_ground()).collect();
    for p in g.rooms.iter().flat_map(|room| room.cells()) {
        if let Some(i) = tiles.index(p) {
            mask[i] = false;
        }
    }
    mask
}

/// Whether the hallways turn in the sense of the CS61B assignment ("hallways
/// that include turns, or equivalently, straight hallways that intersect"):
/// some hallway cell joins a horizontal run of hallway to a vertical one.
fn hallways_turn(g: &GeneratedWorld) -> bool {
    let tiles = &g.world.tiles;
    let hallway = hallway_mask(g);
    let is_hallway = |p: Coordinates| tiles.index(p).is_some_and(|i| hallway[i]);
    g.hallways.iter().flat_map(|h| &h.cells).any(|&p| {
        let run = |a: Direction, b: Direction| is_hallway(p.step(a)) || is_hallway(p.step(b));
        is_hallway(p)
            && run(Direction::Left, Direction::Right)
            && run(Direction::Up, Direction::Down)
    })
}

/// Each side of the ring around `room` has at least one wall.
fn has_four_walls(tiles: &TileGrid, room: &Rect) -> bool {
    let wall = |x: i32, y: i32| tiles.get(Coordinates::new(x, y)) == Tile::Wall;
    let (min, max) = (room.min, room.max);
    (min.x..=max.x).any(|x| wall(x, max.y + 1))
        && (min.x..=max.x).any(|x| wall(x, min.y - 1))
        && (min.y..=max.y).any(|y| wall(min.x - 1, y))
        && (min.y..=max.y).any(|y| wall(max.x + 1, y))
}

/// What checking a run of seeds found.
#[derive(Default)]
struct Tally {
    failures: Vec<String>,
    turning: usize,
    bent_at_pivot: usize,
}

fn check_seeds(seeds: std::ops::Range<u64>) -> Tally {
    let mut tally = Tally::default();
    for seed in seeds {
        let g = generate_world(seed, WorldSize::DEFAULT);
        tally.turning += usize::from(hallways_turn(&g));
        tally.bent_at_pivot += usize::from(g.hallways.iter().any(|h| h.turns()));
        let found = problems(&g);
        if !found.is_empty() && tally.failures.len() < 3 {
            tally.failures.push(format!("seed {seed}: {}\n{}", found.join("; "), g.world));
        }
    }
    tally
}

/// Every rule holds in every world. Turning hallways are counted: the seed's
/// algorithm bends a hallway at its pivot only when two siblings do not face
/// each other, which is rare, but its straight hallways meet and cross. The
/// seeds are checked on two threads, as the machine may have two cores.
#[test]
fn ten_thousand_default_worlds_keep_every_rule() {
    let started = Instant::now();
    let halves = std::thread::scope(|scope| {
        let first = scope.spawn(|| check_seeds(0..5_000));
        let second = scope.spawn(|| check_seeds(5_000..10_000));
        [first.join().expect("first half"), second.join().expect("second half")]
    });
    let failures: Vec<&String> = halves.iter().flat_map(|t| &t.failures).collect();
    assert!(
        failures.is_empty(),
        "{}",
        failures.iter().map(|f| f.as_str()).collect::<Vec<_>>().join("\n")
    );
    let turning: usize = halves.iter().map(|t| t.turning).sum();
    let bent_at_pivot: usize = halves.iter().map(|t| t.bent_at_pivot).sum();
    eprintln!(
        "10,000 worlds generated and checked in {:.2?}; hallways turn in {turning}, a \
         hallway bends at its pivot in {bent_at_pivot}",
        started.elapsed()
    );
    assert!(turning >= 9_990, "hallways turn in only {turning} of 10,000 worlds");
    assert!(bent_at_pivot >= 4_000, "a hallway bends at its pivot in only {bent_at_pivot}");
}

#[test]
fn worlds_of_other_sizes_keep_the_rules_that_do_not_need_room() {
    let mut rng = GameRng::new(61, 0);
    for seed in 0..500 {
        let width = rng.range_inclusive(WorldSize::MIN_SIDE, 120);
        let height = rng.range_inclusive(WorldSize::MIN_SIDE, 60);
        let size = WorldSize::new(width, height).expect("in range");
        let g = generate_world(seed, size);
        let found: Vec<String> = problems(&g)
            .into_iter()
            // A world too small to be cut has one room and no hallway.
            .filter(|p| !p.starts_with("only "))
            .collect();
        assert!(found.is_empty(), "seed {seed}, {width}x{height}: {found:?}\n{}", g.world);
    }
}

#[test]
fn different_seeds_give_different_worlds() {
    let worlds: HashSet<String> =
        (0..1_000).map(|seed| generate_world(seed, WorldSize::DEFAULT).world.render()).collect();
    assert_eq!(worlds.len(), 1_000);
}

#[test]
fn the_world_of_seed_999_is_the_golden_one() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/byow_golden/seed_999.txt");
    let expected = std::fs::read_to_string(&path).expect("the golden file exists");
    let actual = play("N999S");
    if actual.render() != expected {
        let side_by_side: Vec<String> = expected
            .lines()
            .zip(actual.render().lines())
            .map(|(e, a)| format!("{e} | {a}{}", if e == a { "" } else { "  <-" }))
            .collect();
        panic!("expected | actual\n{}", side_by_side.join("\n"));
    }
}

// ---------------------------------------------------------------------------
// Input strings, saves and loads

fn play(input: &str) -> World {
    interact_with_input_string(input, &mut MemorySaveSlot::new()).expect("the input gives a world")
}

/// Plays `parts` one after the other on one save slot; the last part's world.
fn play_parts(parts: &[&str]) -> World {
    let mut slot = MemorySaveSlot::new();
    let mut last = None;
    for part in parts {
        last = Some(interact_with_input_string(part, &mut slot).expect(part));
    }
    last.expect("at least one part")
}

#[test]
fn the_four_equivalences_of_the_assignment_hold() {
    let whole = play("N999SDDDWWWDDD");
    assert_eq!(play_parts(&["N999SDDD:Q", "LWWWDDD"]), whole);
    assert_eq!(play_parts(&["N999SDDD:Q", "LWWW:Q", "LDDD:Q"]), whole);
    assert_eq!(play_parts(&["N999SDDD:Q", "L:Q", "L:Q", "LWWWDDD"]), whole);
    // And in one string: `:Q` returns to the welcome screen, where L loads.
    assert_eq!(play("N999SDDD:QLWWW:QLDDD"), whole);
    assert_ne!(whole, play("N999S"), "the moves moved the avatar");
}

/// The keys of a shortest walk over plain floor from `from` to `to` (which
/// may be any tile), or none when there is no such walk.
fn walk_keys(tiles: &TileGrid, from: Coordinates, to: Coordinates) -> Vec<char> {
    let steps = tiles.path(from, to, |tile| tile == Tile::Floor, Direction::ALL);
    steps
        .into_iter()
        .map(|d| match d {
            Direction::Up => 'w',
            Direction::Down => 's',
            Direction::Left => 'a',
            Direction::Right => 'd',
        })
        .collect()
}

/// A random input: `N`, a seed and `S`, then keys (never Q, which on the won
/// screen would quit). Half the inputs wander at random; the others walk to an
/// encounter and fight it (fleeing and coming back, which can end in a faint),
/// or walk to the door, with noise around.
fn random_input(rng: &mut GameRng) -> (String, Vec<char>) {
    let digits = 1 + rng.below(6) as usize;
    let seed: String = (0..digits).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
    let noise: Vec<char> = "wasdwasdwasdwasdWASDffffbbFB:xLn5".chars().collect();
    let random_keys = |rng: &mut GameRng, most: u32| -> Vec<char> {
        let length = rng.below(most) as usize;
        (0..length).map(|_| *rng.choose(&noise).expect("letters")).collect()
    };
    let mut keys = Vec::new();
    if rng.chance(0.5) {
        keys = random_keys(rng, 150);
    } else {
        let g = generate_world(seed.parse().expect("digits"), WorldSize::DEFAULT);
        let tiles = &g.world.tiles;
        let mut at = g.world.avatar;
        if let Some(&target) = rng.choose(&g.encounters).filter(|_| rng.chance(0.7)) {
            let path = walk_keys(tiles, at, target);
            if let Some(&last) = path.last() {
                let back = match last {
                    'w' => 's',
                    's' => 'w',
                    'a' => 'd',
                    _ => 'a',
                };
                keys.extend(path);
                for _ in 0..rng.below(5) {
                    keys.extend(["FF", "B"][..1 + rng.below(2) as usize].concat().chars());
                    keys.extend([back, last]);
                }
                keys.extend(random_keys(rng, 6));
                at = target;
            }
        }
        if rng.chance(0.6) {
            keys.extend(walk_keys(tiles, at, g.door));
        }
        keys.extend(random_keys(rng, 20));
    }
    (format!("N{seed}S"), keys)
}

/// Splits `keys` at random points into parts played one after the other with
/// `:Q` / `L` between them, and checks the last part's world and the final
/// save against the unsplit input's.
#[test]
fn a_thousand_random_inputs_split_by_saves_and_loads_give_the_same_world() {
    let mut rng = GameRng::new(2024, 1);
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for round in 0..1_000 {
        let (start, keys) = random_input(&mut rng);
        let whole: String = start.clone() + &keys.iter().collect::<String>();
        let mut game = ByowGame::new();
        for key in whole.chars() {
            let what = match game.press(key) {
                ByowEvent::EncounterOpened { .. } => "encounter",
                ByowEvent::SpiritBeaten { .. } => "beaten",
                ByowEvent::Fainted { .. } => "fainted",
                ByowEvent::Won => "won",
                _ => continue,
            };
            *seen.entry(what).or_default() += 1;
        }
        let mut cuts: Vec<usize> =
            (0..rng.below(5)).map(|_| rng.below(keys.len() as u32 + 1) as usize).collect();
        cuts.sort_unstable();
        let mut parts = Vec::new();
        let mut from = 0;
        for &cut in &cuts {
            let body: String = keys[from..cut].iter().collect();
            parts.push(if parts.is_empty() {
                format!("{start}{body}:Q")
            } else {
                format!("L{body}:Q")
            });
            from = cut;
        }
        let rest: String = keys[from..].iter().collect();
        parts.push(if parts.is_empty() { format!("{start}{rest}") } else { format!("L{rest}") });

        let mut whole_slot = MemorySaveSlot::new();
        let whole_world = interact_with_input_string(&format!("{whole}:Q"), &mut whole_slot);
        let mut split_slot = MemorySaveSlot::new();
        let mut split_world = None;
        for (i, part) in parts.iter().enumerate() {
            let last = i + 1 == parts.len();
            let part = if last { format!("{part}:Q") } else { part.clone() };
            split_world = Some(interact_with_input_string(&part, &mut split_slot));
        }
        let split_world = split_world.expect("one part at least");
        let context = format!("round {round}: {whole} vs {parts:?}");
        assert_eq!(
            whole_world.as_ref().expect(&context),
            split_world.as_ref().expect(&context),
            "{context}"
        );
        assert_eq!(whole_slot, split_slot, "{context}");
        // The same, all in one string.
        assert_eq!(play(&parts.concat()), *whole_world.as_ref().expect(&context), "{context}");
    }
    // The inputs reach every screen, so the splits cut through all of them.
    for (what, least) in [("encounter", 200), ("beaten", 100), ("won", 50), ("fainted", 5)] {
        assert!(seen.get(what).copied().unwrap_or(0) >= least, "{what}: {seen:?}");
    }
}

#[test]
fn case_does_not_matter() {
    let mut rng = GameRng::new(5, 5);
    for _ in 0..200 {
        let (start, keys) = random_input(&mut rng);
        let input = start + &keys.iter().collect::<String>();
        let mixed: String = input
            .chars()
            .map(|c| if rng.chance(0.5) { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() })
            .collect();
        assert_eq!(play(&input.to_ascii_lowercase()), play(&input.to_ascii_uppercase()), "{input}");
        assert_eq!(play(&input), play(&mixed), "{input} vs {mixed}");
    }
}

#[test]
fn a_colon_before_anything_but_q_does_nothing() {
    assert_eq!(play("N999S:DDD:W:"), play("N999SDDDW"));
    assert_eq!(play(":N9:9:9:SD::DD"), play("N999SDDD"));
    let mut rng = GameRng::new(8, 8);
    for _ in 0..200 {
        let (start, keys) = random_input(&mut rng);
        let input = start + &keys.iter().collect::<String>();
        let with_colons: String = input
            .chars()
            .flat_map(|c| if rng.chance(0.2) { vec![':', c] } else { vec![c] })
            .collect();
        assert_eq!(play(&input), play(&with_colons), "{input} vs {with_colons}");
    }
}

#[test]
fn keys_after_quitting_are_ignored() {
    let mut slot = MemorySaveSlot::new();
    let world = interact_with_input_string("N999SDD:QQN5SWW", &mut slot).expect("a world");
    assert_eq!(world, play("N999SDD"));
}

// ---------------------------------------------------------------------------
// Hostile saves

/// A few thousand mangled versions of a real save: each load either fails
/// with located errors or gives a game whose own save reads back the same.
#[test]
fn hostile_saves_give_errors_not_panics() {
    let mut slot = MemorySaveSlot::new();
    interact_with_input_string("N999SDDDWW:Q", &mut slot).expect("a world");
    let good = slot.text.clone().expect("saved");
    let pieces = [
        "0",
        "999",
        "-1",
        "255",
        "256",
        "99999999999999999999",
        " ",
        "\n",
        ":",
        "é",
        "\u{0}",
        "encounter",
        "won",
        "cleared 1 1",
        "seed",
        "byow-save 1",
        "\r",
        "\t",
    ];
    let mut rng = GameRng::new(77, 7);
    let mut failed = 0;
    for _ in 0..5_000 {
        let mut text: Vec<char> = good.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len() as u32 + 1) as usize;
            match rng.below(3) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 => {
                    let piece = rng.choose(&pieces).expect("pieces");
                    for (i, c) in piece.chars().enumerate() {
                        text.insert(at + i, c);
                    }
                }
                _ => {
                    let end = (at + rng.below(8) as usize).min(text.len());
                    text.drain(at..end);
                }
            }
        }
        let text: String = text.into_iter().collect();
        let mut game = ByowGame::new();
        match game.load(&text) {
            Ok(()) => {
                let mut again = MemorySaveSlot { text: Some(text.clone()) };
                let world = interact_with_input_string("L", &mut again).expect("it loaded once");
                assert_eq!(Some(world), game.world(), "{text:?}");
            }
            Err(errors) => {
                failed += 1;
                assert!(!errors.0.is_empty());
                for e in &errors.0 {
                    assert!(e.line >= 1 && e.col >= 1, "{e} in {text:?}");
                    assert!(e.line <= text.lines().count() + 1, "{e} in {text:?}");
                }
            }
        }
    }
    assert!(failed > 1_000, "most mangled saves are bad ({failed})");
}

#[test]
fn a_huge_or_binary_save_is_refused_quickly() {
    let huge = format!("byow-save 1\n{}", "cleared 1 1\n".repeat(1_000_000));
    let errors = parse_save(&huge).expect_err("too large");
    assert_eq!(errors.0.len(), 1, "refused as a whole, not line by line");
    let mut slot = MemorySaveSlot { text: Some("\u{0}\u{1}\u{2}".into()) };
    assert!(interact_with_input_string("L", &mut slot).is_err());
}

// ---------------------------------------------------------------------------
// The command line

fn temp_file(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("byow-test-{}-{name}.txt", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

fn cli(args: &[&str]) -> (String, String, u8) {
    run_cli(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
}

#[test]
fn the_command_line_saves_to_a_file_and_loads_from_it() {
    let file = temp_file("cli");
    let file_arg = file.to_str().expect("a UTF-8 temp path");
    let (out, err, code) = cli(&["N999SDDD:Q", "--save-file", file_arg]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, play("N999SDDD").render());
    let (out, err, code) = cli(&["LWWWDDD", &format!("--save-file={file_arg}")]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, play("N999SDDDWWWDDD").render());

    std::fs::write(&file, "byow-save 1\nseed x\n").expect("writable");
    let (out, err, code) = cli(&["L", "--save-file", file_arg]);
    assert_eq!((out.as_str(), code), ("", 1));
    assert_eq!(
        err,
        format!(
            "{file_arg}:2:6: error: the seed must be a whole number from 0 to {}, found `x`\n\
             {file_arg}:3:1: error: the save has no `avatar` line\n\
             {file_arg}:3:1: error: the save has no `health` line\n\
             {file_arg}:3:1: error: the save has no `screen` line\n",
            u64::MAX
        )
    );
    std::fs::write(&file, b"byow-save 1\nseed \xff").expect("writable");
    let (_, err, code) = cli(&["L", "--save-file", file_arg]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "{file_arg}: error: L: cannot read the saved game: not UTF-8 text (byte 0xFF at line \
             2, column 6); save the file as UTF-8\n"
        )
    );
    // A save kept as UTF-16 (with its byte-order mark) is read as any file is.
    let mut utf16 = vec![0xff, 0xfe];
    cli(&["N999SDDD:Q", "--save-file", file_arg]);
    let text = std::fs::read_to_string(&file).expect("saved");
    utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    std::fs::write(&file, utf16).expect("writable");
    let (out, err, code) = cli(&["LWWWDDD", "--save-file", file_arg]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, play("N999SDDDWWWDDD").render());
    let _ = std::fs::remove_file(&file);

    let (_, err, code) = cli(&["L", "--save-file", file_arg]);
    assert_eq!((err.as_str(), code), ("roguelike byow: L: there is no saved game to load\n", 1));
}

#[test]
fn the_roguelike_binary_has_a_byow_command() {
    let file = temp_file("bin");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(["byow", "n999sddd", "--save-file"])
        .arg(&file)
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stdout), play("N999SDDD").render());
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(["byow"])
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
}

// ---------------------------------------------------------------------------
// The designer's page

/// The fenced block of `worlds/BYOW.md` whose info string is `name`.
fn doc_block(name: &str) -> String {
    let doc = include_str!("../worlds/BYOW.md");
    let start =
        doc.find(&format!("```{name}\n")).expect("the block is in BYOW.md") + name.len() + 4;
    let length = doc[start..].find("```").expect("the block ends");
    doc[start..start + length].to_owned()
}

#[test]
fn the_save_examples_of_byow_md_are_what_the_game_writes_and_says() {
    let mut slot = MemorySaveSlot::new();
    interact_with_input_string("N999SDDDWW:Q", &mut slot).expect("a world");
    assert_eq!(slot.text.as_deref(), Some(doc_block("byow-save").as_str()));

    let errors = |text: &str| -> String {
        let mut game = ByowGame::new();
        let errors = game.load(text).expect_err("the example is bad");
        format!("{errors}\n")
    };
    let bad = doc_block("byow-bad-save");
    assert_eq!(errors(&bad), doc_block("byow-errors"));
    let text_fixed =
        bad.replace("health 9", "health 5").replace("screen sleeping", "screen exploring");
    assert_eq!(errors(&text_fixed), doc_block("byow-errors-2"));
}

// ---------------------------------------------------------------------------
// Goldens taken before the game moved onto the engine

/// The FNV-1a of `text`, as 16 hex digits.
fn hash(text: &str) -> String {
    format!("{:016x}", roguelike::game::fnv1a(text.as_bytes()))
}

/// One line of `tests/byow_golden/inputs.txt` for `input`: the input, the hash
/// of the world it gives (or of its error), and the hash of the save a `:Q`
/// after it writes.
fn golden_line(input: &str) -> String {
    let world = match interact_with_input_string(input, &mut MemorySaveSlot::new()) {
        Ok(world) => world.render(),
        Err(error) => format!("error: {error}"),
    };
    let mut slot = MemorySaveSlot::new();
    let _ = interact_with_input_string(&format!("{input}:Q"), &mut slot);
    let save = slot.text.unwrap_or_default();
    format!("{input}\t{}\t{}", hash(&world), hash(&save))
}

/// The inputs of the golden file: random walks, walks to spirits fought,
/// fled from and fainted at, and walks to the door, each split at random by
/// `:Q` and `L` (the generator of the split test above).
fn golden_inputs() -> Vec<String> {
    let mut rng = GameRng::new(1_001, 25);
    let mut inputs = Vec::new();
    for _ in 0..600 {
        let (start, keys) = random_input(&mut rng);
        let mut input = start;
        for key in keys {
            if rng.chance(0.02) {
                input.push_str(":QL");
            }
            input.push(key);
        }
        inputs.push(input);
    }
    // Spirits beaten one after another, in a random order: the save lists
    // them in the order they were beaten.
    for _ in 0..200 {
        let seed = rng.below(100_000);
        let g = generate_world(u64::from(seed), WorldSize::DEFAULT);
        let mut targets = g.encounters.clone();
        for i in (1..targets.len()).rev() {
            targets.swap(i, rng.below(i as u32 + 1) as usize);
        }
        let mut input = format!("N{seed}S");
        let mut at = g.world.avatar;
        for target in targets {
            let path = walk_keys(&g.world.tiles, at, target);
            if path.is_empty() {
                continue;
            }
            input.extend(path);
            input.push_str(&"F".repeat(1 + rng.below(4) as usize));
            if rng.chance(0.2) {
                input.push_str(":QL");
            }
            input.push('B');
            at = target;
        }
        if rng.chance(0.5) {
            input.extend(walk_keys(&g.world.tiles, at, g.door));
        }
        inputs.push(input);
    }
    inputs
}

/// Every world of 2,000 seeds as text, with the strengths of its spirits, in
/// one hash; then 800 played inputs, each with the hash of the world it ends
/// in and of the save it leaves. Written by `BLESS=1` before Build Your Own
/// World moved onto the engine, and never since: the move changed no world,
/// no fight and no save.
#[test]
fn worlds_fights_and_saves_are_those_of_before_the_engine() {
    let mut worlds = String::new();
    for seed in 0..2_000 {
        let g = generate_world(seed, WorldSize::DEFAULT);
        worlds.push_str(&g.world.render());
        for &at in &g.encounters {
            worlds.push_str(&format!(
                "{} ",
                roguelike::byow::spirit_strength(seed, WorldSize::DEFAULT, at)
            ));
        }
        worlds.push('\n');
    }
    let mut lines = vec![format!("worlds 0..2000\t{}", hash(&worlds))];
    lines.extend(golden_inputs().iter().map(|input| golden_line(input)));
    let text = lines.join("\n") + "\n";
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/byow_golden/inputs.txt");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &text).expect("write the golden file");
    }
    let expected = std::fs::read_to_string(&path).expect("the golden file exists");
    let differ: Vec<String> = expected
        .lines()
        .zip(text.lines())
        .filter(|(e, a)| e != a)
        .take(5)
        .map(|(e, a)| format!("expected {e}\n  actual {a}"))
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    assert_eq!(expected.lines().count(), text.lines().count());
}
