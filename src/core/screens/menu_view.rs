//! Drawing the main menu on the canvas.

use super::menu::{label, MenuItem};
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

/// Draws the menu: title, lines (the selected one highlighted) and hints.
pub fn draw(items: &[MenuItem], selected: usize, seed_entry: Option<&str>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    draw_backdrop(p, Color::rgb(40, 30, 52));
    let title = TextStyle::new(l.u(76.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text("ROGUELIKE", w / 2.0, h * 0.12, &title);
    let sub = TextStyle::new(l.u(18.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    p.draw_text(&phrase("menu_subtitle", &[]), w / 2.0, h * 0.12 + l.u(92.0), &sub);
    let top = h * 0.3;
    let line_h = l.u(40.0).min((h * 0.62 / items.len() as f64).floor());
    // A long menu (a game under way, the labyrinths) has shorter lines: the
    // text shrinks with them, so the cursor's bar still holds its line.
    let font = l.u(22.0).min((line_h * 0.75).floor());
    let style = TextStyle::new(font, theme::TEXT);
    let labels: Vec<String> =
        items.iter().enumerate().map(|(i, item)| label(item, i == selected, seed_entry)).collect();
    let widest = labels.iter().map(|s| p.measure_text(s, &style)).fold(0.0, f64::max);
    let bar_w = (widest + l.u(80.0)).max(l.u(420.0)).min(w - l.u(32.0));
    let left = ((w - bar_w) / 2.0).round();
    for (i, label) in labels.iter().enumerate() {
        let selected = i == selected;
        let y = top + line_h * i as f64;
        if selected {
            let pad = ((line_h - font) / 2.0).round();
            let bar = Rect::new(left, y - pad, bar_w, line_h - l.u(2.0));
            p.fill_rect(bar, &Fill::Solid(Color::rgba(236, 184, 72, 40)));
            p.stroke_rect(bar, theme::GOLD, l.u(2.0).max(1.0));
        }
        let color = if selected { theme::GOLD } else { theme::TEXT };
        let number = if i < 9 { format!("{}", i + 1) } else { " ".into() };
        p.draw_text(&number, left + l.u(16.0), y, &TextStyle::new(font, theme::MUTED).mono());
        p.draw_text(label, left + l.u(56.0), y, &TextStyle { color, ..style });
    }
    let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    p.draw_text(&phrase("menu_hint", &[]), w / 2.0, h - l.u(48.0), &hint);
}
