//! The app driven natively through its event bus: states, menu, movement,
//! the HUD, exactly as the browser drives it.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{App, Event, HostRequest, Key, Modifiers, WorldSource};
use roguelike::game::{Coordinates, Game, GameWorld, Player, Wall};
use roguelike::render::{theme, DrawCall, RecordingPainter, Texture};

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

fn held(code: Key) -> Event {
    Event::KeyDown { code, repeat: true, modifiers: Modifiers::default(), typed: None }
}

/// A 7×5 room with a pillar, the player at (1, 1).
fn room_app() -> (App, RecordingPainter) {
    let mut app = App::new(1);
    let mut painter = RecordingPainter::new(1366.0, 768.0);
    app.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut painter,
    );
    let mut world = GameWorld::new();
    world
        .add(Box::new(Wall::from_rows(
            Coordinates::ZERO,
            &["#######", "#.....#", "#..#..#", "#.....#", "#######"],
        )))
        .expect("one wall");
    app.play(
        Game::new(world, Player::new(Coordinates::new(1, 1)), 7),
        WorldSource::Random { seed: 7 },
    );
    (app, painter)
}

fn player_x(app: &App) -> i64 {
    app.snapshot()["player"]["x"].as_i64().expect("player x")
}

#[test]
fn handlers_are_called_in_the_seeds_order() {
    let app = App::new(0);
    assert_eq!(
        app.handler_names(),
        [
            "CanvasClear",
            "Init",
            "GameWorld",
            "GameInterface",
            "LevelUp",
            "ActiveScreen",
            "Files",
            "Persistence",
            "Notices",
            "Announcer",
            "Soundtrack",
            "DebugInfo",
            "ChangePreviousUpdateTime"
        ]
    );
}

#[test]
fn load_sizes_the_canvas_to_css_times_pixel_ratio() {
    let mut app = App::new(0);
    let mut p = RecordingPainter::new(1.0, 1.0);
    app.dispatch(
        Event::Load { css_width: 1000.0, css_height: 500.5, device_pixel_ratio: 2.0 },
        &mut p,
    );
    assert_eq!(app.take_requests(), vec![HostRequest::SetCanvasSize { width: 2000, height: 1001 }]);
    app.dispatch(
        Event::Resize { css_width: 800.0, css_height: 600.0, device_pixel_ratio: 1.25 },
        &mut p,
    );
    assert_eq!(app.take_requests(), vec![HostRequest::SetCanvasSize { width: 1000, height: 750 }]);
}

#[test]
fn the_main_menu_is_drawn_with_title_and_items() {
    let mut app = App::new(0);
    let mut p = RecordingPainter::new(1366.0, 768.0);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts = p.texts();
    assert!(texts.contains(&"ROGUELIKE"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("New random world")));
    assert!(texts.contains(&"Load world from file…"));
    // The built-in worlds under their heading, each by its name and blurb.
    assert!(texts.contains(&"Worlds"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("demo — ")), "built-in worlds listed");
    assert!(matches!(p.calls[0], DrawCall::Clear(c) if c == theme::BACKGROUND));
    assert_eq!(app.snapshot()["screen"], "main_menu");
}

#[test]
fn load_world_from_file_asks_the_page_for_the_picker() {
    let mut app = App::new(0);
    let mut p = RecordingPainter::new(800.0, 600.0);
    app.dispatch(key(Key::Down), &mut p);
    app.dispatch(key(Key::Down), &mut p);
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.take_requests(), vec![HostRequest::OpenWorldFile]);
    assert_eq!(app.snapshot()["screen"], "main_menu");
}

#[test]
fn a_typed_seed_starts_that_world() {
    let mut app = App::new(0);
    let mut p = RecordingPainter::new(800.0, 600.0);
    app.dispatch(key(Key::Digit(2)), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 1.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("Seed: _")), "the seed field opened");
    for d in [4, 2] {
        app.dispatch(key(Key::Digit(d)), &mut p);
    }
    app.dispatch(key(Key::Enter), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing");
    assert_eq!(snap["seed"], 42);
}

#[test]
fn d_moves_right_and_a_wall_refuses_without_a_turn() {
    let (mut app, mut p) = room_app();
    app.dispatch(key(Key::D), &mut p);
    assert_eq!(player_x(&app), 2);
    assert_eq!(app.snapshot()["turn"], 1);
    app.dispatch(key(Key::W), &mut p);
    assert_eq!(app.snapshot()["player"]["y"], 1, "wall above");
    assert_eq!(app.snapshot()["turn"], 1, "a refused move takes no turn");
    app.dispatch(key(Key::S), &mut p);
    app.dispatch(key(Key::D), &mut p);
    assert_eq!((player_x(&app), app.snapshot()["player"]["y"].as_i64()), (2, Some(2)), "pillar");
}

#[test]
fn held_keys_move_at_most_once_per_frame() {
    let (mut app, mut p) = room_app();
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(held(Key::D), &mut p);
    app.dispatch(held(Key::D), &mut p);
    assert_eq!(player_x(&app), 2, "repeats wait for the next frame");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    app.dispatch(held(Key::D), &mut p);
    assert_eq!(player_x(&app), 3);
}

#[test]
fn escape_keeps_the_game_and_the_menu_offers_continue() {
    let (mut app, mut p) = room_app();
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"Continue"));
    app.dispatch(key(Key::Enter), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(player_x(&app), 2);
}

#[test]
fn the_hud_shows_the_numbers_with_health_in_red() {
    let (mut app, mut p) = room_app();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let health = p.text_calls().find(|(t, _)| *t == "10 / 10").expect("health shown");
    assert_eq!(health.1.color, theme::HEALTH);
    let texts = p.texts();
    assert!(texts.contains(&"Lv 1  0 / 1 XP"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("Turn 0")));
    assert!(p.count_texture(Texture::Player) == 1);
    assert!(p.count_texture(Texture::Wall) + p.count_texture(Texture::WallFace) > 0);
    assert!(p.count_texture(Texture::Floor) + p.count_texture(Texture::FloorAlt) > 0);
}

#[test]
fn f3_toggles_the_debug_overlay() {
    let (mut app, mut p) = room_app();
    app.dispatch(key(Key::F3), &mut p);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("FPS")));
    assert!(p.texts().contains(&"last key F3"));
    app.dispatch(key(Key::F3), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    assert!(!p.texts().iter().any(|t| t.starts_with("FPS")));
}

#[test]
fn a_menu_shortcut_does_not_also_act_in_the_game_it_starts() {
    // Regression: the `5` that started a world also selected inventory slot 5.
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(800.0, 600.0);
    let builtin = roguelike::core::screens::menu_items(app.state())
        .iter()
        .position(|i| matches!(i, roguelike::core::screens::MenuItem::Builtin(_)))
        .expect("a built-in world") as u8;
    app.dispatch(key(Key::Digit(builtin + 1)), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing");
    assert_eq!(snap["inventory"]["selected"], 0);
}

#[test]
fn escape_from_the_world_error_screen_returns_to_the_game() {
    let (mut app, mut p) = room_app();
    app.dispatch(
        Event::WorldFileLoaded { name: "bad.txt".into(), text: "3 1\nW X W\n".into() },
        &mut p,
    );
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "world_errors");
    assert_eq!(
        snap["world_errors"],
        serde_json::json!([
            "bad.txt:2:1: error: without a `Player` filler the player starts in the top-left \
             cell, which is a wall; add a filler such as `1. Player`",
            "bad.txt:2:3: error: unknown cell `X`: expected `W` (wall), `.` (floor) or a hole number"
        ])
    );
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing", "back to the unharmed game");
    assert_eq!(player_x(&app), 1);
}

#[test]
fn x_exports_the_world_as_a_world_file() {
    let (mut app, mut p) = room_app();
    app.take_requests();
    app.dispatch(key(Key::X), &mut p);
    let requests = app.take_requests();
    let [HostRequest::Download { file_name, text, .. }] = &requests[..] else {
        panic!("one download, got {requests:?}")
    };
    assert_eq!(file_name, "world-7-turn-0.txt");
    let parsed = roguelike::gen::parse_world(text).expect("the export parses");
    assert_eq!(parsed.dungeon.player(), Coordinates::new(1, 1));
    assert_eq!(parsed.dungeon.start_level().walls.wall_count(), 21);
    app.dispatch(Event::Tick { now_ms: 10.0 }, &mut p);
    assert!(p.texts().contains(&"World exported as world-7-turn-0.txt"));
}

/// Issue 29: a driver checks the screen between keys through `status`, which
/// lists neither the game's objects nor its messages (a full snapshot after
/// every key was quadratic with 100,000 items on one cell).
#[test]
fn status_holds_the_screen_without_objects_or_messages() {
    let (mut app, mut painter) = room_app();
    app.dispatch(key(Key::D), &mut painter);
    let status = app.status();
    assert_eq!(status["screen"], "playing");
    assert!(app.snapshot().get("messages").is_some());
    assert_eq!((status.get("messages"), status.get("objects")), (None, None), "{status}");
}
