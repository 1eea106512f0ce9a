//! What the death and win screens share: their keys (a new game, the replay,
//! the message history, the main menu) and their look — a title, why the
//! run ended, and its summary — drawn over the world it ended in.

use super::{MessageHistory, ReplayViewer};
use crate::core::app_state::{AppState, WorldSource};
use crate::core::key::Key;
use crate::core::options::{Action, Bindings};
use crate::core::run_summary::RunSummary;
use crate::core::screen::KeyPress;
use crate::core::speech::News;
use crate::core::state::State;
use crate::core::worlds;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::{json, Value};

/// The keys of an end screen (by the player's bindings): N or Enter a new
/// game (another random world, or the same world again), R the replay, H
/// the message history, M or Escape the main menu.
pub fn handle_key(press: KeyPress, app: &mut AppState) -> Option<State> {
    match (press.code, press.action) {
        (Key::Enter, _) | (_, Some(Action::NewGame)) => {
            let source = match app.session.as_ref().map(|s| s.source.clone()) {
                Some(WorldSource::Random { .. } | WorldSource::Descent { .. }) | None => {
                    WorldSource::descent(app.next_seed())
                }
                Some(other) => other,
            };
            Some(worlds::start_or_report(app, source, &State::main_menu()))
        }
        (Key::Escape, _) | (_, Some(Action::MainMenu)) => Some(State::main_menu()),
        (_, Some(Action::WatchReplay)) => ReplayViewer::of_current_game(app),
        (_, Some(Action::History)) => MessageHistory::open(app),
        _ => None,
    }
}

/// The keys an end screen offers, as drawn under the run, by the player's
/// bindings.
fn keys_line(bindings: &Bindings) -> String {
    crate::locale::phrase(
        "end_keys",
        &[
            ("new", &bindings.label(Action::NewGame)),
            ("replay", &bindings.label(Action::WatchReplay)),
            ("history", &bindings.label(Action::History)),
            ("menu", &bindings.label(Action::MainMenu)),
        ],
    )
}

/// What a screen reader hears of an end screen: the title, the run's
/// lines and the keys; a death interrupts.
pub fn news(run: &RunSummary, own: &[String], urgent: bool, bindings: &Bindings) -> News {
    let mut lines = vec![run.title()];
    lines.extend(own.iter().cloned());
    lines.extend(run.lines());
    lines.push(keys_line(bindings));
    News { key: 0, lines, urgent }
}

/// An end screen's part of `snapshot()`: the run.
pub fn describe(run: &RunSummary, snapshot: &mut Value) {
    snapshot["run"] = json!(run);
}

/// Draws an end screen: `tint` over the world, the title in `accent`, then
/// the mode's own lines (`own`), the run's and the keys.
pub fn draw(
    run: &RunSummary,
    own: &[String],
    tint: Color,
    accent: Color,
    bindings: &Bindings,
    p: &mut dyn Painter,
) {
    if !own.is_empty() {
        draw_compact(run, own, accent, bindings, p);
        return;
    }
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(tint));
    let top = h * 0.24;
    let title = TextStyle::new(l.u(64.0), accent).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text(&run.title(), w / 2.0, top, &title);
    let lines = run.lines();
    let panel_h = l.u(34.0) * lines.len() as f64 + l.u(24.0);
    let panel = Rect::new(w / 2.0 - l.u(330.0), top + l.u(90.0), l.u(660.0), panel_h);
    p.fill_rect(panel, &Fill::Solid(theme::PANEL));
    p.stroke_rect(panel, theme::PANEL_EDGE, l.u(2.0).max(1.0));
    for (i, line) in lines.iter().enumerate() {
        // The reason stands out; the numbers are the summary under it.
        let (size, color) = if i == 0 { (22.0, accent) } else { (19.0, theme::TEXT) };
        let style = TextStyle::new(l.u(size), color).aligned(Align::Center, Baseline::Top);
        p.draw_text(line, w / 2.0, panel.y + l.u(14.0) + l.u(34.0) * i as f64, &style);
    }
    let keys = TextStyle::new(l.u(19.0), theme::GOLD).aligned(Align::Center, Baseline::Top);
    p.draw_text(&keys_line(bindings), w / 2.0, panel.y + panel.h + l.u(24.0), &keys);
}

/// An end screen of a mode with lines of its own (a labyrinth's): a band at
/// the bottom with the title, those lines and the keys, so the world the
/// mode shows at the end (the whole labyrinth) and its HUD stay in view.
fn draw_compact(
    run: &RunSummary,
    own: &[String],
    accent: Color,
    bindings: &Bindings,
    p: &mut dyn Painter,
) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let row = l.u(30.0);
    let rows = own.len() as f64 + 2.0;
    let band_w = (w - l.u(24.0)).min(l.u(900.0));
    let band = Rect::new(
        ((w - band_w) / 2.0).round(),
        h - row * rows - l.u(40.0),
        band_w,
        row * rows + l.u(28.0),
    );
    p.fill_rect(band, &Fill::Solid(Color::rgba(10, 8, 14, 235)));
    p.stroke_rect(band, accent, l.u(3.0).max(1.0));
    let centre =
        |size: f64, color| TextStyle::new(l.u(size), color).aligned(Align::Center, Baseline::Top);
    let mut y = band.y + l.u(12.0);
    p.draw_text(&run.title(), w / 2.0, y, &centre(24.0, accent).bold());
    for line in own {
        y += row;
        let style = p.fitted(line, &centre(19.0, theme::TEXT), band.w - l.u(16.0));
        p.draw_text(line, w / 2.0, y, &style);
    }
    y += row;
    let keys = keys_line(bindings);
    let style = p.fitted(&keys, &centre(17.0, theme::GOLD), band.w - l.u(16.0));
    p.draw_text(&keys, w / 2.0, y, &style);
}
