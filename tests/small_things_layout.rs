//! The small things of issue 27 (item 7) that are about where things are
//! drawn: the main menu in groups on one screen with shortcuts that stay,
//! and panels that do not cover one another. Each test is named after the
//! thing a player ran into.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::screens::{menu_items, MenuItem};
use roguelike::core::{App, Event, Key, Modifiers, WorldSource};
use roguelike::locale;
use roguelike::render::{Align, Baseline, DrawCall, RecordingPainter, TextStyle};

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// A fresh app at the main menu; with `playing`, a run started and left
/// for the menu (so Continue is offered).
fn app_at_menu(playing: bool, p: &mut RecordingPainter) -> App {
    let mut app = App::new(7);
    if playing {
        app.start(WorldSource::descent(7), 7).expect("the run starts");
        app.dispatch(key(Key::Escape), p);
        assert_eq!(app.screen().screen_name(), "main_menu");
    }
    app
}

/// Left, top, right and bottom of a box, device pixels.
type Box4 = (f64, f64, f64, f64);

/// The box a recorded text takes, as the recording painter measures it
/// (0.6 × size a character): left, top, right, bottom.
fn text_box(x: f64, y: f64, text: &str, style: &TextStyle) -> Box4 {
    let w = 0.6 * style.size * text.chars().count() as f64;
    let (left, right) = match style.align {
        Align::Left => (x, x + w),
        Align::Center => (x - w / 2.0, x + w / 2.0),
        Align::Right => (x - w, x),
    };
    let (top, bottom) = match style.baseline {
        Baseline::Top => (y, y + style.size),
        Baseline::Middle => (y - style.size / 2.0, y + style.size / 2.0),
        Baseline::Alphabetic => (y - style.size * 0.8, y + style.size * 0.2),
    };
    (left, top, right, bottom)
}

/// Every text drawn, with its box.
fn text_boxes(p: &RecordingPainter) -> Vec<(String, Box4, f64)> {
    p.calls
        .iter()
        .filter_map(|call| match call {
            DrawCall::Text { text, x, y, style } => {
                Some((text.clone(), text_box(*x, *y, text, style), style.size))
            }
            _ => None,
        })
        .collect()
}

fn overlaps(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

#[test]
fn the_main_menu_fits_one_screen_at_1024x600_in_both_languages() {
    for language in ["en", "ru"] {
        assert!(locale::set_language(language));
        for playing in [false, true] {
            let mut p = RecordingPainter::new(1024.0, 600.0);
            let mut app = app_at_menu(playing, &mut p);
            p.reset();
            app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
            let drawn = text_boxes(&p);
            let lines = menu_items(app.state());
            assert!(lines.len() >= 20, "{language}: the whole menu ({} lines)", lines.len());
            // Every line is drawn (no scrolling window), in its group.
            let shown = drawn.iter().filter(|(_, _, size)| *size >= 11.0).count();
            assert!(
                shown >= lines.len() + 5,
                "{language}, playing {playing}: {shown} readable texts for {} lines and their headings",
                lines.len()
            );
            for (text, (left, top, right, bottom), size) in &drawn {
                assert!(
                    *left >= -0.5 && *right <= 1024.5 && *top >= -0.5 && *bottom <= 600.5,
                    "{language}: `{text}` at {left:.0},{top:.0}..{right:.0},{bottom:.0} leaves the screen"
                );
                assert!(*size >= 11.0, "{language}: `{text}` is drawn too small to read ({size})");
            }
            for (i, (a, box_a, _)) in drawn.iter().enumerate() {
                for (b, box_b, _) in &drawn[i + 1..] {
                    assert!(!overlaps(*box_a, *box_b), "{language}: `{a}` overlaps `{b}`");
                }
            }
        }
    }
    locale::set_language("en");
}

#[test]
fn the_main_menus_digit_shortcuts_never_move_when_continue_appears() {
    let mut p = RecordingPainter::new(1024.0, 600.0);
    let digits = |app: &App| -> Vec<(u8, MenuItem)> {
        let mut digits: Vec<(u8, MenuItem)> = menu_items(app.state())
            .into_iter()
            .filter_map(|item| item.shortcut().map(|d| (d, item)))
            .filter(|(_, item)| *item != MenuItem::Continue)
            .collect();
        digits.sort_by_key(|(d, _)| *d);
        digits
    };
    let fresh = app_at_menu(false, &mut p);
    let mut playing = app_at_menu(true, &mut p);
    assert!(menu_items(playing.state()).contains(&MenuItem::Continue));
    assert_eq!(digits(&fresh), digits(&playing), "the same digit opens the same line");
    assert_eq!(digits(&fresh).len(), 10, "0–9 each open a line");
    assert!(digits(&fresh).contains(&(8, MenuItem::HighScores)));
    // 8 opened "World: descent" once Continue had pushed the lines down.
    playing.dispatch(key(Key::Digit(8)), &mut p);
    assert_eq!(playing.screen().screen_name(), "high_scores");
    let snapshot = playing.snapshot();
    assert_eq!(snapshot["screen"], "high_scores");
}

/// The index and box of the first text drawn that starts with `start`.
fn find_text(p: &RecordingPainter, start: &str) -> Option<(usize, (f64, f64, f64, f64))> {
    p.calls.iter().enumerate().find_map(|(i, call)| match call {
        DrawCall::Text { text, x, y, style } if text.starts_with(start) => {
            Some((i, text_box(*x, *y, text, style)))
        }
        _ => None,
    })
}

/// Whether an opaque fill drawn after call `after` covers `area`.
fn covered_after(p: &RecordingPainter, after: usize, area: (f64, f64, f64, f64)) -> bool {
    p.calls[after..].iter().any(|call| match call {
        DrawCall::FillRect(r, roguelike::render::Fill::Solid(c)) => {
            c.a == 255
                && r.x <= area.0
                && r.y <= area.1
                && r.x + r.w >= area.2
                && r.y + r.h >= area.3
        }
        _ => false,
    })
}

/// A run at `w × h` on the play screen, one frame drawn.
fn playing_at(w: f64, h: f64) -> (App, RecordingPainter) {
    let mut p = RecordingPainter::new(w, h);
    let mut app = App::new(7);
    app.start(WorldSource::descent(7), 7).expect("the run starts");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    (app, p)
}

#[test]
fn the_goal_box_does_not_cover_the_help_panel_at_1366x768() {
    let (mut app, mut p) = playing_at(1366.0, 768.0);
    let shift = Modifiers { shift: true, ..Modifiers::default() };
    app.dispatch(
        Event::KeyDown { code: Key::Slash, repeat: false, modifiers: shift, typed: Some('?') },
        &mut p,
    );
    p.reset();
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    let (goal_at, goal) = find_text(&p, "Goal:").expect("the goal box is drawn");
    let (keys_at, _) = find_text(&p, "Keys").expect("the help is open");
    assert!(goal_at < keys_at, "the help is drawn over the HUD");
    // Where the goal box lies under the help panel, the panel hides it.
    let panel = p.calls[goal_at..keys_at]
        .iter()
        .filter_map(|call| match call {
            DrawCall::FillRect(r, roguelike::render::Fill::Solid(c)) if c.a == 255 => Some(*r),
            _ => None,
        })
        .next_back()
        .expect("the help panel is opaque");
    let under = (
        goal.0.max(panel.x),
        goal.1.max(panel.y),
        goal.2.min(panel.x + panel.w),
        goal.3.min(panel.y + panel.h),
    );
    if under.0 < under.2 && under.1 < under.3 {
        assert!(covered_after(&p, goal_at, under), "the goal shows through the help");
    }
}

#[test]
fn the_status_line_does_not_overlap_the_inventory_bar() {
    for (w, h) in [(1024.0, 600.0), (1366.0, 768.0)] {
        let (mut app, mut p) = playing_at(w, h);
        // Hover the cell right of the player: the status line names it.
        let view = app.state().world_view.expect("the world is drawn");
        let me = app.state().session.as_ref().expect("a run").game.player.coordinates;
        let cell = view.cell_rect(roguelike::game::Coordinates::new(me.x + 1, me.y));
        let (x, y) = cell.center();
        app.dispatch(Event::PointerMoved { css_x: x, css_y: y }, &mut p);
        p.reset();
        app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
        let slots: Vec<(f64, f64, f64, f64)> = p
            .calls
            .iter()
            .filter_map(|call| match call {
                // The slots' numbers, in the bottom half (a stat may read 1).
                DrawCall::Text { text, x, y, style }
                    if (text == "1" || text == "9") && *y > h / 2.0 =>
                {
                    Some(text_box(*x, *y, text, style))
                }
                _ => None,
            })
            .collect();
        assert!(!slots.is_empty(), "the inventory bar is drawn");
        let bar_top = slots.iter().map(|b| b.1).fold(f64::MAX, f64::min) - 6.0;
        let status = app.snapshot()["hover"].as_str().map(str::to_owned);
        let line = status.expect("hovering names the cell");
        let (_, status_box) = find_text(&p, &line).expect("the status line is drawn");
        assert!(status_box.3 <= bar_top, "{w}×{h}: the status line ends above the inventory bar");
        for (text, other, _) in text_boxes(&p) {
            if text != line {
                assert!(!overlaps(status_box, other), "{w}×{h}: the status line overlaps `{text}`");
            }
        }
    }
}

#[test]
fn a_notice_does_not_cover_the_overview_maps_title() {
    for (w, h) in [(1024.0, 600.0), (1366.0, 768.0)] {
        let (mut app, mut p) = playing_at(w, h);
        app.dispatch(key(Key::M), &mut p);
        assert_eq!(app.snapshot()["overview"], true, "M opens the overview");
        app.state_mut().notify("A notice long enough to stretch across the middle of the screen");
        p.reset();
        app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
        let (_, title) = find_text(&p, "Depth 1 as you remember it").expect("the title");
        let (_, notice) = find_text(&p, "A notice long enough").expect("the notice");
        assert!(!overlaps(title, notice), "{w}×{h}: the notice covers the overview's title");
    }
}

/// Issue 29: the notice that a stored run was kept aside ran over the
/// title at 1366 × 768 (one long line at the top) and off both sides of a
/// smaller screen, and read "your saved game in seed 3 …" without saying
/// what the player could do. It is broken into lines that fit, the menu's
/// title starts below it, and it says where the run went and how to
/// watch it; the stored dungeon's notice likewise.
#[test]
fn the_kept_aside_notices_stay_clear_of_the_title_at_1366x768_and_1024x600_in_both_languages() {
    let notices = [
        (
            "notice_run_set_aside",
            vec![
                ("name", "seed 3"),
                ("seconds", "2"),
                ("key", "roguelike.run-save.aside"),
                ("place", "indexedDB"),
            ],
        ),
        (
            "notice_dungeon_set_aside",
            vec![("name", "long.json"), ("seconds", "2"), ("key", "roguelike.dungeon-save.aside")],
        ),
    ];
    for language in ["en", "ru"] {
        assert!(locale::set_language(language));
        for (key, args) in &notices {
            let text = locale::phrase(key, args);
            let what_to_do = if *key == "notice_run_set_aside" {
                locale::phrase("menu_import_replay", &[])
            } else {
                locale::phrase("menu_load_world", &[])
            };
            assert!(text.contains(what_to_do.trim_end_matches('…')), "{language}: {text}");
            for (w, h) in [(1366.0, 768.0), (1024.0, 600.0)] {
                let mut p = RecordingPainter::new(w, h);
                let mut app = app_at_menu(false, &mut p);
                app.state_mut().notify(text.clone());
                p.reset();
                app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
                let drawn = text_boxes(&p);
                let title = drawn.iter().find(|(t, _, _)| t == "ROGUELIKE").expect("the title").1;
                // The notice's lines are the texts centred on their middle.
                let lines: Vec<(String, Box4)> = p
                    .calls
                    .iter()
                    .filter_map(|call| match call {
                        DrawCall::Text { text, x, y, style }
                            if style.align == Align::Center
                                && style.baseline == Baseline::Middle =>
                        {
                            Some((text.clone(), text_box(*x, *y, text, style)))
                        }
                        _ => None,
                    })
                    .collect();
                let said: Vec<&str> = lines.iter().map(|(t, _)| t.as_str()).collect();
                assert_eq!(said.join(" "), text, "{language} {w}×{h}: the whole notice is drawn");
                assert!(lines.len() >= 2, "{language} {w}×{h}: a long notice takes lines");
                // Its panel, under its first line, ends above the title too.
                let (_, first) = &lines[0];
                let panel = p
                    .calls
                    .iter()
                    .find_map(|call| match call {
                        DrawCall::FillRect(r, _)
                            if r.x <= first.0
                                && r.y <= first.1
                                && r.y + r.h >= first.3
                                && r.w < w =>
                        {
                            Some(*r)
                        }
                        _ => None,
                    })
                    .expect("the notice's panel");
                assert!(
                    panel.y + panel.h < title.1,
                    "{language} {w}×{h}: {panel:?} above the title"
                );
                for (line, b) in &lines {
                    assert!(b.0 >= 0.0 && b.2 <= w, "{language} {w}×{h}: {line:?} fits across");
                    assert!(b.3 < title.1, "{language} {w}×{h}: {line:?} is above the title");
                }
            }
        }
    }
    assert!(locale::set_language("en"));
}
