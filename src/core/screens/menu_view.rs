//! Drawing a menu on the canvas: the main menu and the options share it.

use super::menu::{label, MenuItem};
use crate::core::hud::move_keys;
use crate::core::options::{Action, Bindings};
use crate::locale::phrase;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};

/// Fills the whole canvas with the title screens' backdrop: a `glow` high in
/// the middle fading to the background.
pub fn draw_backdrop(p: &mut dyn Painter, glow: Color) {
    let (w, h) = p.size();
    p.fill_rect(
        Rect::new(0.0, 0.0, w, h),
        &Fill::Radial {
            center: (w / 2.0, h * 0.3),
            inner: 0.0,
            outer: h.max(w) * 0.8,
            stops: vec![(0.0, glow), (1.0, theme::BACKGROUND)],
        },
    );
}

/// What one menu page shows.
#[derive(Clone, Copy, Debug)]
pub struct MenuPage<'a> {
    /// The big title.
    pub title: &'a str,
    /// The line under it (may be empty).
    pub subtitle: &'a str,
    /// The lines to choose from.
    pub lines: &'a [String],
    /// Which is selected.
    pub selected: usize,
    /// Digits 1–9 before the first nine lines (shortcuts).
    pub numbered: bool,
    /// The keys, at the bottom.
    pub hint: &'a str,
}

/// Draws the main menu: title, lines (the selected one highlighted) and
/// hints, naming the player's movement keys.
pub fn draw(
    items: &[MenuItem],
    selected: usize,
    seed_entry: Option<&str>,
    bindings: &Bindings,
    p: &mut dyn Painter,
) {
    let labels: Vec<String> =
        items.iter().enumerate().map(|(i, item)| label(item, i == selected, seed_entry)).collect();
    let (subtitle, hint) = menu_texts(bindings);
    let page = MenuPage {
        title: "ROGUELIKE",
        subtitle: &subtitle,
        lines: &labels,
        selected,
        numbered: true,
        hint: &hint,
    };
    draw_page(&page, p);
}

/// The main menu's subtitle and hint, naming the player's movement keys
/// (the terminal's menu shows them too).
pub fn menu_texts(bindings: &Bindings) -> (String, String) {
    let subtitle = phrase("menu_subtitle", &[("keys", &move_keys(bindings))]);
    let hint = phrase(
        "menu_hint",
        &[("up", &bindings.label(Action::MoveUp)), ("down", &bindings.label(Action::MoveDown))],
    );
    (subtitle, hint)
}

/// Draws a menu page. A long page shows a window of lines around the
/// selection, so its text never shrinks below reading size.
pub fn draw_page(page: &MenuPage<'_>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    draw_backdrop(p, Color::rgb(40, 30, 52));
    let title = TextStyle::new(l.u(76.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text(page.title, w / 2.0, h * 0.12, &title);
    let sub = TextStyle::new(l.u(18.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    let sub_y = h * 0.12 + l.u(92.0);
    p.draw_text(page.subtitle, w / 2.0, sub_y, &sub);
    // Below the subtitle whatever the zoom, above the hint.
    let top = (h * 0.3).max(sub_y + l.u(44.0));
    let room = (h - l.u(64.0) - top).max(l.u(26.0));
    let count = page.lines.len().max(1);
    let smallest = l.u(26.0).max(1.0);
    let fits = ((room / smallest).floor() as usize).max(1);
    let shown = count.min(fits);
    let first = page.selected.saturating_sub(shown / 2).min(count - shown);
    let line_h = l.u(40.0).min((room / shown as f64).floor());
    // A long menu (a game under way, the labyrinths) has shorter lines: the
    // text shrinks with them, so the cursor's bar still holds its line.
    let font = l.u(22.0).min((line_h * 0.75).floor());
    let style = TextStyle::new(font, theme::TEXT);
    let window = &page.lines[first.min(page.lines.len())..(first + shown).min(page.lines.len())];
    let widest = window.iter().map(|s| p.measure_text(s, &style)).fold(0.0, f64::max);
    let bar_w = (widest + l.u(80.0)).max(l.u(420.0)).min(w - l.u(32.0));
    let left = ((w - bar_w) / 2.0).round();
    for (row, label) in window.iter().enumerate() {
        let i = first + row;
        let selected = i == page.selected;
        let y = top + line_h * row as f64;
        if selected {
            let pad = ((line_h - font) / 2.0).round();
            let bar = Rect::new(left, y - pad, bar_w, line_h - l.u(2.0));
            p.fill_rect(bar, &Fill::Solid(Color::rgba(236, 184, 72, 40)));
            p.stroke_rect(bar, theme::GOLD, l.u(2.0).max(1.0));
        }
        let color = if selected { theme::GOLD } else { theme::TEXT };
        if page.numbered {
            let number = if i < 9 { format!("{}", i + 1) } else { " ".into() };
            p.draw_text(&number, left + l.u(16.0), y, &TextStyle::new(font, theme::MUTED).mono());
        }
        p.draw_text(label, left + l.u(56.0), y, &TextStyle { color, ..style });
    }
    let more = TextStyle::new(font, theme::MUTED).aligned(Align::Right, Baseline::Top);
    if first > 0 {
        p.draw_text("↑", left + bar_w - l.u(16.0), top - line_h, &more);
    }
    if first + shown < count {
        p.draw_text("↓", left + bar_w - l.u(16.0), top + line_h * shown as f64, &more);
    }
    let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    p.draw_text(page.hint, w / 2.0, h - l.u(48.0), &hint);
}
