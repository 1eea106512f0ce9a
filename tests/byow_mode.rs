//! Build Your Own World as a mode of the page, driven natively through the
//! app as the browser drives it: the keys typed become the input string, and
//! the world shown is the one `interact_with_input_string` (the tool) makes
//! of that string; `:Q` stores the tool's save text, `L` reads it back after a
//! reload, and a missing or broken save is explained with nothing lost. Also
//! the golden file the end-to-end test plays in the browser.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::byow::{
    generate_world, interact_with_input_string, MemorySaveSlot, Session, Tile, WorldSize,
};
use roguelike::core::screens::{menu_items, MenuItem};
use roguelike::core::{App, Event, HostRequest, Key, Modifiers};
use roguelike::game::{Coordinates, Direction, GameRng};
use roguelike::render::{draw_world, DrawCall, RecordingPainter, Rect, Texture, WorldView};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::PathBuf;

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// The key that types `c` in the page.
fn key_of(c: char) -> Key {
    match c.to_ascii_uppercase() {
        'W' => Key::W,
        'A' => Key::A,
        'S' => Key::S,
        'D' => Key::D,
        'E' => Key::E,
        'Q' => Key::Q,
        'N' => Key::N,
        'L' => Key::L,
        ':' => Key::Colon,
        d @ '0'..='9' => Key::Digit(d as u8 - b'0'),
        c @ 'A'..='Z' => Key::Letter(c as u8),
        other => panic!("no key types {other:?}"),
    }
}

/// A fresh page (storage holding `stored`, if given) at the main menu.
fn page(stored: Option<&str>) -> (App, RecordingPainter) {
    let mut app = App::new(7);
    let mut p = RecordingPainter::new(1366.0, 768.0);
    app.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    if let Some(text) = stored {
        app.dispatch(Event::StoredByowSaveFound { text: text.to_owned() }, &mut p);
    }
    app.take_requests();
    (app, p)
}

/// Chooses "Build Your Own World" in the main menu by its digit.
fn open_byow(app: &mut App, p: &mut RecordingPainter) {
    let item = menu_items(app.state())
        .into_iter()
        .find(|item| *item == MenuItem::BuildYourOwnWorld)
        .expect("the menu offers Build Your Own World");
    let digit = item.shortcut().expect("it has a digit shortcut");
    app.dispatch(key(Key::Digit(digit)), p);
    assert_eq!(app.snapshot()["screen"], "byow");
}

fn type_keys(app: &mut App, p: &mut RecordingPainter, keys: &str) {
    for c in keys.chars() {
        app.dispatch(key(key_of(c)), p);
    }
}

fn byow(app: &App) -> Value {
    app.snapshot()["byow"].clone()
}

/// The world rows the tool prints for `input` played on `slot`.
fn tool_rows(input: &str, slot: &mut MemorySaveSlot) -> Vec<String> {
    let world = interact_with_input_string(input, slot).expect("the input gives a world");
    world.render().lines().map(str::to_owned).collect()
}

fn rows(value: &Value) -> Vec<String> {
    serde_json::from_value(value["world"].clone()).expect("world rows")
}

/// The texts of storage requests for the BYOW save.
fn stored_saves(app: &mut App) -> Vec<String> {
    app.take_requests()
        .into_iter()
        .filter_map(|r| match r {
            HostRequest::StoreByowSave { text } => Some(text),
            _ => None,
        })
        .collect()
}

#[test]
fn the_menu_opens_the_welcome_screen_and_q_or_escape_come_back() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    let snap = byow(&app);
    assert_eq!(snap["screen"], "welcome");
    assert_eq!(snap["world"], Value::Null);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"BUILD YOUR OWN WORLD"));
    assert!(p.texts().contains(&"N — new world"));
    app.dispatch(key(Key::Q), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    open_byow(&mut app, &mut p);
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
}

#[test]
fn typed_keys_are_the_input_string_and_give_the_tools_world() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "n12");
    assert_eq!(byow(&app)["seed_entry"], "12", "the seed is echoed as typed");
    type_keys(&mut app, &mut p, "x3s");
    type_keys(&mut app, &mut p, "ddwwaSD");
    let snap = byow(&app);
    assert_eq!(snap["input"], "N12X3SDDWWASSD".replace("SS", "S"));
    assert_eq!(snap["screen"], "play");
    assert_eq!(snap["seed"], 123);
    let input = snap["input"].as_str().expect("input").to_owned();
    assert_eq!(rows(&snap), tool_rows(&input, &mut MemorySaveSlot::new()));
    assert_eq!(rows(&snap), tool_rows("N123SDDWWASD", &mut MemorySaveSlot::new()));
    let avatar = interact_with_input_string(&input, &mut MemorySaveSlot::new()).expect("world");
    // The snapshot counts rows from the bottom, as BYOW does.
    let at = WorldSize::DEFAULT.flip(avatar.avatar);
    assert_eq!(snap["avatar"], json!({ "x": at.x, "y": at.y }));
}

#[test]
fn arrows_walk_as_w_a_s_d_but_only_in_play() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    app.dispatch(key(Key::N), &mut p);
    app.dispatch(key(Key::Digit(5)), &mut p);
    app.dispatch(key(Key::Down), &mut p); // not an S: the seed is still being typed
    assert_eq!(byow(&app)["seed_entry"], "5");
    app.dispatch(key(Key::S), &mut p);
    for k in [Key::Right, Key::Up, Key::Left, Key::Down] {
        app.dispatch(key(k), &mut p);
    }
    let snap = byow(&app);
    assert_eq!(snap["input"], "N5SDWAS");
    assert_eq!(rows(&snap), tool_rows("N5SDWAS", &mut MemorySaveSlot::new()));
    assert_eq!(snap["facing"], "down", "the way last walked");
}

#[test]
fn the_hud_names_the_tile_ahead_and_the_world_is_drawn_with_textures() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "N123S");
    let session = Session::new(123);
    let world = session.world();
    // Face every way in turn; walking into a wall turns without moving.
    for (c, d) in [('W', Direction::Up), ('A', Direction::Left), ('S', Direction::Down)] {
        type_keys(&mut app, &mut p, &c.to_string());
        let snap = byow(&app);
        let at = WorldSize::DEFAULT.flip(Coordinates::new(
            snap["avatar"]["x"].as_i64().expect("x") as i32,
            snap["avatar"]["y"].as_i64().expect("y") as i32,
        ));
        let expected = world.tiles.get(at.step(d)).name();
        assert_eq!(snap["ahead"], expected, "after {c}");
    }
    p.reset();
    app.dispatch(Event::Tick { now_ms: 100.0 }, &mut p);
    let drawn: Vec<Texture> = p
        .calls
        .iter()
        .filter_map(|c| match c {
            DrawCall::Texture(t, _) => Some(*t),
            _ => None,
        })
        .collect();
    for t in [Texture::Floor, Texture::WallFace, Texture::Player] {
        assert!(drawn.contains(&t), "{t:?} drawn");
    }
    let texts = p.texts();
    assert!(texts.contains(&"Seed 123"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("Ahead (down): ")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains(":Q save and leave")), "{texts:?}");
}

/// The world drawn through the engine's appearances shows, cell by cell,
/// what the tool prints: nothing where it prints a space, a wall, floor, a
/// spirit over floor, the locked door, the avatar.
#[test]
fn the_world_drawn_is_the_world_printed() {
    for input in ["N123S", "N999SDDDWWWDDD", "N7SSSSAAAWWW"] {
        let mut slot = MemorySaveSlot::new();
        let rows = tool_rows(input, &mut slot);
        let mut game = roguelike::byow::ByowGame::new();
        for key in input.chars() {
            game.press(key);
        }
        let session = game.session().expect("in a world");
        // One 8-pixel tile a cell, the whole world on the canvas.
        let view = WorldView {
            area: Rect::new(0.0, 0.0, 640.0, 240.0),
            center: (39.5, 14.5),
            tile: 8.0,
            now_ms: 0.0,
            darkness_radius: 0.0,
            high_contrast: false,
            reduced_motion: true,
            tileset: None,
        };
        let mut p = RecordingPainter::new(640.0, 240.0);
        draw_world(session.game(), &mut p, &view, &mut Default::default());
        let mut drawn: HashMap<(i32, i32), Vec<Texture>> = HashMap::new();
        for call in &p.calls {
            match call {
                DrawCall::Texture(texture, rect) => {
                    let cell = ((rect.x / 8.0).floor() as i32, (rect.y / 8.0).floor() as i32);
                    drawn.entry(cell).or_default().push(*texture);
                }
                other => panic!("{input}: only textures are drawn, not {other:?}"),
            }
        }
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                let textures = drawn.remove(&(x as i32, y as i32)).unwrap_or_default();
                let ground = |t: &Texture| matches!(t, Texture::Floor | Texture::FloorAlt);
                let fits = match (c, textures.as_slice()) {
                    (' ', []) => true,
                    ('#', [Texture::Wall | Texture::WallFace]) => true,
                    ('.', [floor]) => ground(floor),
                    ('E', [floor, Texture::Spirit]) => ground(floor),
                    ('D', [floor, Texture::LockedDoor]) => ground(floor),
                    ('@', [floor, Texture::Player]) => ground(floor),
                    ('@', [floor, Texture::LockedDoor, Texture::Player]) => ground(floor),
                    _ => false,
                };
                assert!(fits, "{input}: ({x}, {y}) is `{c}` but drew {textures:?}");
            }
        }
        assert!(drawn.is_empty(), "{input}: drawn outside the world: {drawn:?}");
    }
}

#[test]
fn colon_q_stores_the_tools_save_and_l_after_a_reload_continues() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "N123SDDWW:Q");
    let mut slot = MemorySaveSlot::new();
    let after_save = tool_rows("N123SDDWW:Q", &mut slot);
    let saves = stored_saves(&mut app);
    assert_eq!(saves, [slot.text.clone().expect("the tool saved")], "the very same text");
    let snap = byow(&app);
    assert_eq!(snap["screen"], "welcome");
    assert_eq!(rows(&snap), after_save, "the world as it was left");
    assert!(snap["message"].as_str().is_some_and(|m| m.starts_with("Saved the world of seed 123")));

    // A reload: a new page finds the save in storage.
    let (mut app, mut p) = page(Some(&saves[0]));
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "LAA");
    let snap = byow(&app);
    assert_eq!(snap["input"], "LAA");
    assert_eq!(snap["screen"], "play");
    assert_eq!(snap["seed"], 123);
    assert_eq!(rows(&snap), tool_rows("LAA", &mut slot));
    assert_eq!(rows(&snap), tool_rows("N123SDDWWAA", &mut MemorySaveSlot::new()));
}

#[test]
fn l_without_a_save_or_with_a_broken_one_explains_and_loses_nothing() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "L");
    let snap = byow(&app);
    assert_eq!(snap["screen"], "welcome");
    assert_eq!(snap["message"], "There is no saved world yet: N starts a new one.");

    let (mut app, mut p) = page(Some("byow-save 1\nseed 999\navatar 0 0\nhealth 9\n"));
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "N42SD:Q");
    let good = stored_saves(&mut app);
    let (mut app, mut p) = page(Some("byow-save 1\nseed 999\navatar 0 0\nhealth 9\n"));
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "L");
    let snap = byow(&app);
    assert_eq!(snap["screen"], "welcome", "nothing loaded");
    let message = snap["message"].as_str().expect("a message").to_owned();
    assert!(message.starts_with("The saved world cannot be used"), "{message}");
    assert!(message.contains("4:8: the health must be"), "says where: {message}");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("The saved world cannot be used")));
    // The page keeps working: a new world, and a save that replaces the broken one.
    type_keys(&mut app, &mut p, "N42SD:Q");
    assert_eq!(stored_saves(&mut app), good);
    type_keys(&mut app, &mut p, "L");
    assert_eq!(byow(&app)["screen"], "play");
}

#[test]
fn an_encounter_opens_its_screen_and_its_result_is_the_tools() {
    // The first seed whose start has a clear way to an encounter.
    let (seed, path) = (1..)
        .find_map(|seed| {
            let generated = generate_world(seed, WorldSize::DEFAULT);
            let path = path_to(seed, generated.encounters[0], false)?;
            Some((seed, path))
        })
        .expect("some world has a clear way to an encounter");
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    let walk = format!("N{seed}S{path}");
    type_keys(&mut app, &mut p, &walk);
    let snap = byow(&app);
    assert_eq!(snap["screen"], "encounter");
    let strength = snap["spirit"]["strength"].as_u64().expect("a spirit");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("F strikes: you hit for 1")));
    type_keys(&mut app, &mut p, &"F".repeat(strength as usize));
    assert_eq!(byow(&app)["spirit"]["health"], 0);
    type_keys(&mut app, &mut p, "B");
    let snap = byow(&app);
    assert_eq!(snap["screen"], "play");
    let input = format!("{walk}{}B", "F".repeat(strength as usize));
    assert_eq!(snap["input"], input.as_str());
    let rows = rows(&snap);
    assert_eq!(rows, tool_rows(&input, &mut MemorySaveSlot::new()));
    assert_eq!(rows.iter().map(|r| r.matches('E').count()).sum::<usize>() + 1, {
        let g = generate_world(seed, WorldSize::DEFAULT);
        g.encounters.len()
    });
}

#[test]
fn random_keys_in_the_page_give_the_tools_world() {
    let mut rng = GameRng::new(2026, 15);
    let alphabet: Vec<char> = "WASDWASDWASDFFB:QLN0123456789SqwasdxE".chars().collect();
    let mut compared = 0;
    for _ in 0..60 {
        let seed = rng.below(100_000);
        let mut input = format!("N{seed}S");
        for _ in 0..rng.below(60) {
            input.push(alphabet[rng.below(alphabet.len() as u32) as usize]);
        }
        let (mut app, mut p) = page(None);
        open_byow(&mut app, &mut p);
        let mut typed = String::new();
        // BYOW's welcome screen, then the world on the play screen.
        let in_byow = |app: &App| {
            let snap = app.snapshot();
            snap["screen"] == "byow" || (snap["screen"] == "playing" && snap["byow"].is_object())
        };
        for c in input.chars() {
            if !in_byow(&app) {
                break;
            }
            typed.push(c);
            app.dispatch(key(key_of(c)), &mut p);
        }
        if !in_byow(&app) {
            continue;
        }
        let snap = app.snapshot();
        let Ok(world) = interact_with_input_string(&typed, &mut MemorySaveSlot::new()) else {
            continue; // an L before any save: the tool stops, the page says so and goes on
        };
        let expected: Vec<String> = world.render().lines().map(str::to_owned).collect();
        assert_eq!(rows(&snap["byow"]), expected, "{typed}");
        compared += 1;
    }
    assert!(compared > 20, "only {compared} compared");
}

/// The keys from the start of the world of `seed` to `to` along a shortest
/// way over floor (and over encounters when `through_spirits`), if any.
fn path_to(seed: u64, to: Coordinates, through_spirits: bool) -> Option<String> {
    let world = generate_world(seed, WorldSize::DEFAULT).world;
    let open = |tile| tile == Tile::Floor || (through_spirits && tile == Tile::Encounter);
    let order = [Direction::Up, Direction::Left, Direction::Down, Direction::Right];
    let steps = world.tiles.path(world.avatar, to, open, order);
    let keys: String = steps
        .into_iter()
        .map(|d| match d {
            Direction::Up => 'W',
            Direction::Left => 'A',
            Direction::Down => 'S',
            Direction::Right => 'D',
        })
        .collect();
    (!keys.is_empty()).then_some(keys)
}

// ---------------------------------------------------------------------------
// The golden file of the end-to-end test

/// What `tests/e2e/byow.test.mjs` types in the browser and what the tool
/// prints for it: world 123 walked, saved, reloaded, loaded and walked on,
/// walked to a spirit, and walked to its locked door.
fn page_golden() -> Value {
    let seed = 123;
    let door = generate_world(seed, WorldSize::DEFAULT).door;
    let path = path_to(seed, door, false).expect("world 123 has a clear way to its door");
    let (first, rest) = path.split_at(path.len().min(6));
    let (second, _) = rest.split_at(rest.len().min(4));
    let before = format!("N{seed}S{first}:Q");
    let after = format!("L{second}");
    let mut slot = MemorySaveSlot::new();
    let saved = tool_rows(&before, &mut slot);
    let loaded = tool_rows(&after, &mut slot);
    let win = format!("N{seed}S{path}");
    let spirit = generate_world(seed, WorldSize::DEFAULT)
        .encounters
        .into_iter()
        .filter_map(|at| path_to(seed, at, false))
        .min_by_key(String::len)
        .expect("world 123 has a clear way to a spirit");
    let encounter = format!("N{seed}S{spirit}");
    json!({
        "about": "Written by `BLESS=1 cargo test --test suite byow_mode::`: the keys the \
                  end-to-end test types and the worlds `roguelike byow` prints for them.",
        "save": { "input": before, "world": saved, "save_text": slot.text.clone() },
        "load": { "input": after, "same_as": format!("N{seed}S{first}{second}"), "world": loaded },
        "encounter": { "input": encounter },
        "win": { "input": win, "world": tool_rows(&win, &mut MemorySaveSlot::new()) },
    })
}

#[test]
fn the_golden_file_of_the_end_to_end_test_is_what_the_tool_prints() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/byow_golden/page.json");
    let actual = page_golden();
    let text = serde_json::to_string_pretty(&actual).expect("json") + "\n";
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &text).expect("write the golden file");
    }
    let expected = std::fs::read_to_string(&path).expect("the golden file exists (BLESS=1)");
    if expected != text {
        let side_by_side: Vec<String> = expected
            .lines()
            .zip(text.lines())
            .map(|(e, a)| format!("{e} | {a}{}", if e == a { "" } else { "  <-" }))
            .collect();
        panic!("expected | actual (BLESS=1 rewrites it)\n{}", side_by_side.join("\n"));
    }
    // The two halves played apart give the world of the whole walk.
    assert_eq!(
        actual["load"]["world"],
        json!(tool_rows(
            actual["load"]["same_as"].as_str().expect("str"),
            &mut MemorySaveSlot::new()
        ))
    );
    assert!(actual["win"]["world"].as_array().is_some_and(|r| !r.is_empty()));
}

#[test]
fn question_mark_lists_the_keys_and_escape_in_a_world_keeps_it() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "N9S");
    let shift = Modifiers { shift: true, ..Modifiers::default() };
    app.dispatch(
        Event::KeyDown { code: Key::Slash, repeat: false, modifiers: shift, typed: None },
        &mut p,
    );
    let keys = app.snapshot()["help"]["keys"].clone();
    assert!(keys.as_array().is_some_and(|k| k.iter().any(|k| k[0] == ":Q")), "{keys}");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.contains("BYOW")), "the save's key in the help");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["help"], Value::Null, "Escape closes the help");
    // Escape opens the menu and keeps the world, which Continue resumes.
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    // Continue is the first line, where the cursor stands.
    app.dispatch(key(Key::Enter), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing", "Continue");
    assert_eq!(snap["byow"]["input"], "N9S", "Escape typed nothing");
}

#[test]
fn held_keys_walk_at_most_once_a_frame_and_type_nothing_else() {
    let (mut app, mut p) = page(None);
    open_byow(&mut app, &mut p);
    type_keys(&mut app, &mut p, "N9S");
    let held =
        |code| Event::KeyDown { code, repeat: true, modifiers: Modifiers::default(), typed: None };
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(held(Key::D), &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    app.dispatch(held(Key::D), &mut p);
    app.dispatch(held(Key::Colon), &mut p);
    assert_eq!(byow(&app)["input"], "N9SDD");
}
