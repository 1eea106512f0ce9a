//! What one key costs in a huge game (issue 29: "≤ 50 ms a key at 100,000
//! entities"): the page's app, driven natively as the page drives it (the
//! file picked, then a key and a frame at a time), on a valid dungeon of
//! about 100,000 entities and on a world file of 100,000 items on one cell;
//! and the tool's referee (`Dungeon::apply`, the response) on the same
//! dungeon. Prints the least and the median time of each over a few keys (the
//! machine is shared: the least is the one others' work slowed least).
//!
//! `cargo run --example key_cost` (the dev profile is optimised). The
//! figures in worlds/DUNGEONS.md, "Limits", are CPU time a key on the
//! project's shared machine: `perf stat -e task-clock` of `SCENE=dungeon`
//! (or `hoard`) with `KEYS=41` less `KEYS=1`, divided by 40.

use roguelike::core::{App, Event, Key, Modifiers};
use roguelike::dungeon::{parse_config, Action, Dungeon};
use roguelike::render::RecordingPainter;
use std::time::{Duration, Instant};

const KEYS: usize = 9;

fn key_count() -> usize {
    std::env::var("KEYS").ok().and_then(|k| k.parse().ok()).unwrap_or(KEYS)
}

/// A square dungeon of about `entities` entities: walls around and in
/// rows, treasure, wood and arrows on the floor between them, a few
/// switches and boulders, the player in the middle of an open row and the
/// exit at one end of it. The goal asks for the exit and treasure.
fn big_dungeon(entities: usize) -> String {
    let side = (entities as f64).sqrt().floor() as i32;
    let mut rows = vec![
        format!(r#"{{"type": "player", "x": {}, "y": {}}}"#, side / 2, side / 2),
        format!(r#"{{"type": "exit", "x": {}, "y": {}}}"#, side - 2, side / 2),
    ];
    let kinds = ["wall", "treasure", "wood", "arrow", "switch", "boulder"];
    for y in 0..side {
        for x in 0..side {
            if y == side / 2 && x > 0 && x < side - 1 {
                continue;
            }
            let border = x == 0 || y == 0 || x == side - 1 || y == side - 1;
            let kind = if border { "wall" } else { kinds[((x * 7 + y * 3) % 6) as usize] };
            rows.push(format!(r#"{{"type": "{kind}", "x": {x}, "y": {y}}}"#));
        }
    }
    format!(
        r#"{{"entities": [{}], "goal-condition": {{"goal": "AND", "subgoals": [{{"goal": "exit"}}, {{"goal": "treasure"}}]}}}}"#,
        rows.join(",")
    )
}

/// A world file of a corridor whose second cell holds `items` items.
fn hoard(items: usize) -> String {
    let mut text = String::from("7 3\nW W W W W W W\nW 1 2 . . . W\nW W W W W W W\n1. Player\n");
    text.push_str(&"2. Item Sword\n".repeat(items));
    text
}

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// The least and the median of `times`: the machine is shared, and the
/// least is the one the others' work slowed least.
fn spread(mut times: Vec<Duration>) -> String {
    times.sort();
    format!("least {:?}, median {:?}", times[0], times[times.len() / 2])
}

/// The page's app with `file` picked: the median time of a key and the
/// frame after it, over `keys`.
fn page(name: &str, file: &str, keys: &[Key]) -> String {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(
        Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    let bytes = file.as_bytes().to_vec();
    let size = bytes.len() as u64;
    let start = Instant::now();
    app.dispatch(Event::FileOpened { name: name.into(), bytes, size }, &mut p);
    let mut now = 16.0;
    for _ in 0..3 {
        p.reset();
        app.dispatch(Event::Tick { now_ms: now }, &mut p);
        now += 16.0;
    }
    if app.status()["screen"] != "playing" {
        app.dispatch(key(Key::Escape), &mut p);
    }
    println!("  {name}: opened in {:?}, screen {}", start.elapsed(), app.status()["screen"]);
    let times = keys
        .iter()
        .cycle()
        .take(key_count())
        .map(|&code| {
            let at = Instant::now();
            app.dispatch(key(code), &mut p);
            p.reset();
            app.dispatch(Event::Tick { now_ms: now }, &mut p);
            now += 16.0;
            at.elapsed()
        })
        .collect();
    spread(times)
}

/// `SCENE=dungeon`, `hoard` or `tool` runs that one alone (and `KEYS=N`
/// plays N keys): `perf stat -e instructions:u` of two counts of keys then
/// tells a key's work, which the machine's other work does not change.
fn main() {
    let scene = std::env::var("SCENE").unwrap_or_default();
    let dungeon = big_dungeon(100_000);
    if scene.is_empty() || scene == "dungeon" {
        println!("page, dungeon of ~100,000 entities:");
        let key_time = page("big.json", &dungeon, &[Key::D, Key::A]);
        println!("  a key and its frame: {key_time}");
    }
    if scene.is_empty() || scene == "hoard" {
        println!("page, world file of 100,000 items on one cell:");
        let key_time = page("hoard.txt", &hoard(100_000), &[Key::D, Key::A]);
        println!("  a key and its frame: {key_time}");
    }
    if !(scene.is_empty() || scene == "tool") {
        return;
    }

    let config = parse_config(include_str!("../worlds/dungeons/config.json")).expect("config");
    let mut referee = Dungeon::load(&dungeon, &config, 1).expect("the dungeon loads");
    println!("tool, dungeon of {} entities:", referee.state().entity_count());
    let walk = ["right", "left"];
    let (mut applies, mut responses) = (Vec::new(), Vec::new());
    for tick in 0..key_count() {
        let action: Action = walk[tick % 2].parse().expect("a move");
        let at = Instant::now();
        referee.apply(action).expect("a move is taken");
        applies.push(at.elapsed());
        let at = Instant::now();
        std::hint::black_box(referee.response());
        responses.push(at.elapsed());
    }
    println!("  apply: {}; response: {}", spread(applies), spread(responses));
}
