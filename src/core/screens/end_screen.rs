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
use serde_json::Value;

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
    snapshot["run"] = crate::json_value!(run);
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
    // The panel is as wide as the screen allows, and a line longer than it
    // (what was carried, in Russian) wraps at spaces instead of running
    // past its edges.
    let panel_w = (w - l.u(24.0)).min(l.u(760.0));
    let inner = panel_w - l.u(32.0);
    let mut rows: Vec<(String, TextStyle)> = Vec::new();
    for (i, line) in run.lines().iter().enumerate() {
        // The reason stands out; the numbers are the summary under it.
        let (size, color) = if i == 0 { (22.0, accent) } else { (19.0, theme::TEXT) };
        let style = TextStyle::new(l.u(size), color).aligned(Align::Center, Baseline::Top);
        for part in crate::render::wrap_to_width(p, line, &style, inner) {
            let fitted = p.fitted(&part, &style, inner);
            rows.push((part, fitted));
        }
    }
    // Everything on one short screen: the title and the rows close up
    // before anything leaves it.
    let title_size = l.u(64.0).min((h * 0.1).floor());
    let keys_size = l.u(19.0);
    let fixed = title_size + l.u(26.0) + l.u(24.0) + l.u(24.0) + keys_size * 1.4;
    let pitch = l.u(34.0).min(((h - l.u(24.0) - fixed) / rows.len().max(1) as f64).floor());
    let total = fixed + pitch * rows.len() as f64;
    let top = ((h - total) / 2.0).clamp(l.u(12.0), h * 0.24).round();
    let title = TextStyle::new(title_size, accent).aligned(Align::Center, Baseline::Top).bold();
    let heading = run.title();
    let title = p.fitted(&heading, &title, w - l.u(24.0));
    p.draw_text(&heading, w / 2.0, top, &title);
    let panel_h = pitch * rows.len() as f64 + l.u(24.0);
    let panel =
        Rect::new(((w - panel_w) / 2.0).round(), top + title_size + l.u(26.0), panel_w, panel_h);
    p.fill_rect(panel, &Fill::Solid(theme::PANEL));
    p.stroke_rect(panel, theme::PANEL_EDGE, l.u(2.0).max(1.0));
    for (i, (line, style)) in rows.iter().enumerate() {
        let style = TextStyle { size: style.size.min((pitch * 0.8).floor()), ..*style };
        p.draw_text(line, w / 2.0, panel.y + l.u(12.0) + pitch * i as f64, &style);
    }
    let keys = TextStyle::new(keys_size, theme::GOLD).aligned(Align::Center, Baseline::Top);
    let words = keys_line(bindings);
    let keys = p.fitted(&words, &keys, w - l.u(24.0));
    p.draw_text(&words, w / 2.0, panel.y + panel.h + l.u(24.0), &keys);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::run_summary::WorldLabel;
    use crate::game::{Ending, ItemKind, MobKind};
    use crate::render::{DrawCall, RecordingPainter};

    #[test]
    fn the_run_summary_fits_its_panel_at_1024x600_in_russian() {
        assert!(crate::locale::set_language("ru"));
        let mut carried: Vec<ItemKind> = ItemKind::ALL.to_vec();
        carried.extend([ItemKind::GoldenApple; 8]);
        carried.extend([ItemKind::Treasure; 12]);
        let run = RunSummary {
            won: false,
            ending: Ending::Died,
            depth: 7,
            turns: 12_345,
            kills: 321,
            killed_by: Some(MobKind::Troll),
            died_of: None,
            level: 9,
            seed: Some(18_446_744_073_709_551_615),
            world: WorldLabel::Seed(18_446_744_073_709_551_615),
            carried,
            treasure: 12,
        };
        let mut p = RecordingPainter::new(1024.0, 600.0);
        let bindings = crate::core::options::Options::default().bindings;
        draw(&run, &[], theme::PANEL, theme::HEALTH, &bindings, &mut p);
        crate::locale::set_language("en");
        let panel = p
            .calls
            .iter()
            .find_map(|call| match call {
                DrawCall::StrokeRect(rect, ..) => Some(*rect),
                _ => None,
            })
            .expect("the panel is drawn");
        assert!(panel.x >= 0.0 && panel.x + panel.w <= 1024.0, "the panel is on screen");
        assert!(panel.y + panel.h <= 600.0, "the panel ends above the bottom: {panel:?}");
        let mut in_panel = 0;
        for call in &p.calls {
            let DrawCall::Text { text, x, y, style } = call else { continue };
            let half = 0.6 * style.size * text.chars().count() as f64 / 2.0;
            assert!(*x - half >= 0.0 && *x + half <= 1024.0, "`{text}` leaves the screen");
            assert!(*y >= 0.0 && *y + style.size <= 600.0, "`{text}` leaves the screen");
            assert!(style.size >= 11.0, "`{text}` is too small to read");
            if *y > panel.y && *y < panel.y + panel.h {
                in_panel += 1;
                assert!(
                    *x - half >= panel.x && *x + half <= panel.x + panel.w,
                    "`{text}` in the panel"
                );
                assert!(*y + style.size <= panel.y + panel.h, "`{text}` ends inside the panel");
            }
        }
        assert!(in_panel >= run.lines().len(), "every line is drawn in the panel");
    }
}
