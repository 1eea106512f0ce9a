//! Browser tests of the web glue (run by `make test-wasm`: wasm-bindgen-test-runner in headless Chromium):
//! the canvas painter really draws, and DOM key events become game events.
#![cfg(target_arch = "wasm32")]

use roguelike::core::{Event, Key, Modifiers};
use roguelike::render::{Color, Fill, Painter, Rect, TextStyle, Texture};
use roguelike::web::{key_event, should_prevent_default, CanvasPainter};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn canvas(w: u32, h: u32) -> HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: HtmlCanvasElement = document.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_width(w);
    canvas.set_height(h);
    canvas
}

fn pixel(canvas: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 4] {
    let ctx: CanvasRenderingContext2d =
        canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let data = ctx.get_image_data(x, y, 1.0, 1.0).unwrap().data();
    [data[0], data[1], data[2], data[3]]
}

#[wasm_bindgen_test]
fn painter_fills_clears_and_blends() {
    let c = canvas(40, 20);
    let mut p = CanvasPainter::new(c.clone(), "missing/atlas.png").unwrap();
    p.clear(Color::rgb(0, 0, 255));
    p.fill_rect(Rect::new(0.0, 0.0, 10.0, 10.0), &Fill::Solid(Color::rgb(255, 0, 0)));
    assert_eq!(pixel(&c, 5.0, 5.0), [0, 0, 0, 0], "a frame is drawn when presented");
    assert!(p.present());
    assert_eq!(pixel(&c, 5.0, 5.0), [255, 0, 0, 255]);
    assert_eq!(pixel(&c, 30.0, 15.0), [0, 0, 255, 255]);
    p.set_alpha(0.5);
    p.fill_rect(Rect::new(20.0, 0.0, 10.0, 10.0), &Fill::Solid(Color::rgb(255, 255, 255)));
    p.present();
    let [r, g, b, _] = pixel(&c, 25.0, 5.0);
    assert!((120..=136).contains(&r) && (120..=136).contains(&g) && b == 255, "{r} {g} {b}");
}

#[wasm_bindgen_test]
fn painter_draws_gradients_and_text() {
    let c = canvas(100, 40);
    let mut p = CanvasPainter::new(c.clone(), "missing/atlas.png").unwrap();
    p.clear(Color::rgb(0, 0, 0));
    let stops = vec![(0.0, Color::rgb(0, 0, 0)), (1.0, Color::rgb(255, 255, 255))];
    p.fill_rect(
        Rect::new(0.0, 0.0, 100.0, 10.0),
        &Fill::Linear { from: (0.0, 0.0), to: (100.0, 0.0), stops },
    );
    p.present();
    assert!(pixel(&c, 90.0, 5.0)[0] > pixel(&c, 10.0, 5.0)[0] + 100);
    p.draw_text("MMMM", 2.0, 14.0, &TextStyle::new(20.0, Color::rgb(255, 255, 0)).bold());
    p.present();
    let mut lit = 0;
    for x in 0..60 {
        for y in 14..34 {
            if pixel(&c, f64::from(x), f64::from(y))[0] > 128 {
                lit += 1;
            }
        }
    }
    assert!(lit > 40, "text drew {lit} pixels");
    assert!(p.measure_text("MMMM", &TextStyle::new(20.0, Color::rgb(0, 0, 0))) > 20.0);
}

#[wasm_bindgen_test]
fn a_missing_texture_draws_a_visible_placeholder() {
    let c = canvas(32, 32);
    let mut p = CanvasPainter::new(c.clone(), "no-such-folder/atlas.png").unwrap();
    p.clear(Color::rgb(0, 0, 0));
    p.draw_texture(Texture::Floor, Rect::new(0.0, 0.0, 32.0, 32.0));
    p.present();
    assert_eq!(pixel(&c, 4.0, 4.0), [255, 0, 255, 255]);
    assert_eq!(pixel(&c, 20.0, 4.0), [0, 0, 0, 255]);
}

/// A frame the same as the one on the canvas is not drawn again; a frame
/// that differs in any call, or follows a resize, is.
#[wasm_bindgen_test]
fn a_frame_like_the_last_is_not_drawn_again() {
    let c = canvas(40, 20);
    let mut p = CanvasPainter::new(c.clone(), "missing/atlas.png").unwrap();
    let frame = |p: &mut CanvasPainter, text: &str| {
        p.clear(Color::rgb(0, 0, 255));
        p.draw_text(text, 2.0, 2.0, &TextStyle::new(10.0, Color::rgb(255, 255, 255)));
    };
    frame(&mut p, "a");
    assert!(p.present());
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    // Marked by hand where no call draws: only a frame drawn again covers it.
    let marked = || {
        ctx.set_fill_style_str("#00ff00");
        ctx.fill_rect(30.0, 10.0, 5.0, 5.0);
    };
    marked();
    frame(&mut p, "a");
    assert!(!p.present());
    assert_eq!(pixel(&c, 32.0, 12.0), [0, 255, 0, 255], "the same frame is not drawn");
    frame(&mut p, "b");
    assert!(p.present());
    assert_eq!(pixel(&c, 32.0, 12.0), [0, 0, 255, 255], "a new text is drawn");
    marked();
    p.set_size(40, 20, 1.0);
    frame(&mut p, "b");
    assert!(p.present(), "after a resize the same frame is drawn");
    assert_eq!(pixel(&c, 32.0, 12.0), [0, 0, 255, 255]);
}

fn keyboard(code: &str, repeat: bool, ctrl: bool) -> KeyboardEvent {
    let init = KeyboardEventInit::new();
    init.set_code(code);
    init.set_repeat(repeat);
    init.set_ctrl_key(ctrl);
    KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()
}

#[wasm_bindgen_test]
fn an_azerty_key_comes_with_the_character_it_types() {
    // AZERTY: Shift on the key US boards call `KeyM` types `?`; `ù` sits on
    // `Quote`, a key the game has no key of its own for.
    let event = |code: &str, key: &str, shift: bool| {
        let init = KeyboardEventInit::new();
        init.set_code(code);
        init.set_key(key);
        init.set_shift_key(shift);
        key_event(&KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap())
    };
    let Some(Event::KeyDown { typed, modifiers, .. }) = event("KeyM", "?", true) else {
        panic!("a key event")
    };
    assert_eq!((typed, modifiers.shift), (Some('?'), true));
    let Some(Event::KeyDown { code, typed, .. }) = event("Quote", "ù", false) else {
        panic!("a typed key still reaches the bindings")
    };
    assert_eq!((code, typed), (Key::Typed, Some('ù')));
    let Some(Event::KeyDown { typed, .. }) = event("ArrowUp", "ArrowUp", false) else {
        panic!("an arrow")
    };
    assert_eq!(typed, None, "named keys type nothing");
}

#[wasm_bindgen_test]
fn a_colon_is_a_colon_on_any_layout() {
    // AZERTY types `:` on the key US keyboards call `Period`.
    let init = KeyboardEventInit::new();
    init.set_code("Period");
    init.set_key(":");
    let azerty = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    let Some(Event::KeyDown { code, .. }) = key_event(&azerty) else { panic!("a key event") };
    assert_eq!(code, Key::Colon);
    let Some(Event::KeyDown { code, .. }) = key_event(&keyboard("Semicolon", false, false)) else {
        panic!("a key event")
    };
    assert_eq!(code, Key::Colon);
}

#[wasm_bindgen_test]
fn dom_keys_become_game_events() {
    let e = key_event(&keyboard("KeyW", true, false)).unwrap();
    assert_eq!(
        e,
        Event::KeyDown { code: Key::W, repeat: true, modifiers: Modifiers::default(), typed: None }
    );
    assert!(should_prevent_default(&e));
    let ctrl_w = key_event(&keyboard("KeyW", false, true)).unwrap();
    assert!(!should_prevent_default(&ctrl_w), "Ctrl+W belongs to the browser");
    assert_eq!(key_event(&keyboard("F5", false, false)), None);
    assert_eq!(
        key_event(&keyboard("Digit3", false, false)),
        Some(Event::KeyDown {
            code: Key::Digit(3),
            repeat: false,
            modifiers: Modifiers::default(),
            typed: None
        })
    );
}

/// The recorded replays under `tests/replays/`, replayed in the browser, reach
/// the same final snapshots as natively (`tests/replays.rs`, `tests/levels.rs`).
#[wasm_bindgen_test]
fn recorded_replays_match_the_native_final_snapshots() {
    use roguelike::core::build_game;
    use roguelike::game::{parse_replay, ReplayPlayer};
    let cases = [
        (
            include_str!("replays/random-7.replay.json"),
            include_str!("replays/random-7.expected.json"),
        ),
        (
            include_str!("replays/menagerie.replay.json"),
            include_str!("replays/menagerie.expected.json"),
        ),
        (
            include_str!("replays/labyrinth.replay.json"),
            include_str!("replays/labyrinth.expected.json"),
        ),
        (
            include_str!("replays/random-2024.replay.json"),
            include_str!("replays/random-2024.expected.json"),
        ),
        (
            include_str!("replays/descent.replay.json"),
            include_str!("replays/descent.expected.json"),
        ),
    ];
    // The snapshots word the log in English, whose table the page fetches.
    hand_in_english();
    for (replay, expected) in cases {
        let replay = parse_replay(replay).unwrap();
        let mut player =
            ReplayPlayer::new(replay, |s, seed| build_game(s, seed).map_err(|e| e.join("; ")))
                .unwrap();
        player.play_to_end().unwrap();
        let expected: serde_json::Value = serde_json::from_str(expected).unwrap();
        assert_eq!(player.game().snapshot(), expected);
    }
}

/// Hands in English's table, as the page does once it has fetched it (the
/// wasm carries no table: issue 30); a table in already stays.
fn hand_in_english() {
    roguelike::locale::provide("en", include_str!("../assets/locale/en.json"))
        .expect("English's table is English's");
}

/// The page's wasm words its phrases from the English table handed in, and
/// refuses a table handed in for the wrong language.
#[wasm_bindgen_test]
fn the_wasm_words_phrases_from_the_english_table_handed_in() {
    use roguelike::locale::{phrase, provide, table_is_in, ProvideError};
    hand_in_english();
    assert!(table_is_in("en"));
    assert_eq!(phrase("menu_continue", &[]), "Continue");
    assert_eq!(
        provide("ru", include_str!("../assets/locale/en.json")),
        Err(ProvideError::OtherLanguage { code: "ru".into(), names: "English".into() })
    );
    assert!(!table_is_in("ru"), "Russian's table is not carried and was not handed in");
}

/// Issue 17: after a crash the panel showed the follow-on "already mutably
/// borrowed" panic instead of the cause. The first message stays.
#[wasm_bindgen_test]
fn the_panic_panel_keeps_the_first_message() {
    let document = web_sys::window().and_then(|w| w.document()).expect("a document");
    let panel = document.create_element("div").expect("a div");
    panel.set_id("panic");
    document.body().expect("a body").append_child(&panel).expect("appended");
    roguelike::web::show_panic("first: the cause");
    roguelike::web::show_panic("second: RefCell already mutably borrowed");
    assert_eq!(panel.text_content().as_deref(), Some("first: the cause"));
    assert_eq!(panel.get_attribute("class").as_deref(), Some("shown"));
    panel.remove();
}

#[wasm_bindgen_test]
fn the_page_renders_the_very_samples_the_native_tests_checked() {
    assert_eq!(roguelike::audio::effects_digest(), roguelike::audio::EFFECTS_DIGEST);
}

#[wasm_bindgen_test]
fn the_player_waits_for_a_gesture_then_plays_sounds_and_music() {
    use roguelike::audio::{Music, MusicPlayer, Sound, SoundPlayer};
    let mut player = roguelike::web::WebAudio::default();
    SoundPlayer::play(&mut player, Sound::Hit, 0.5, 0.0);
    MusicPlayer::play(&mut player, Music::Menu, 0.3);
    assert_eq!(player.state(), "none", "nothing before a key or a click");
    player.unlock();
    assert_ne!(player.state(), "none");
    SoundPlayer::play(&mut player, Sound::Hit, 0.5, 0.1);
    MusicPlayer::play(&mut player, Music::Shallows, 0.3);
    MusicPlayer::stop(&mut player);
}

/// The page's wasm keeps no concrete type's `Debug` in a trait object's
/// vtable (issue 30: src/native_debug.rs); a trait object shows its
/// trait's name, a record holding one still has its derived `Debug`.
#[wasm_bindgen_test]
fn a_trait_object_shows_its_traits_name_in_the_wasm() {
    let key = roguelike::game::new_item(roguelike::game::ItemKind::Key);
    assert_eq!(format!("{key:?}"), "dyn Item");
    assert_eq!(format!("{:?}", Some(key)), "Some(dyn Item)");
}
