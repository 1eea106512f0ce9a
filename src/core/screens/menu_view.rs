//! Drawing a menu on the canvas: the main menu and the options share it.

use super::menu::{short_label, MenuGroup, MenuItem};
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
    /// Each line's digit shortcut, shown before it (empty: none).
    pub digits: &'a [Option<u8>],
    /// The keys, at the bottom.
    pub hint: &'a str,
}

/// Draws the main menu: title, its groups of lines under their headings in
/// three columns (the selected line highlighted, each line's fixed digit
/// before it) and hints naming the player's movement keys. Every line is
/// on screen at once: rows close up and a long line shrinks to its column
/// on a small screen instead of the menu scrolling. The title starts below
/// `notice_bottom` (where a notice shown over the top ends, else 0).
pub fn draw(
    items: &[MenuItem],
    selected: usize,
    seed_entry: Option<&str>,
    bindings: &Bindings,
    notice_bottom: f64,
    p: &mut dyn Painter,
) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let (subtitle, hint) = menu_texts(bindings);
    let top = draw_title("ROGUELIKE", &subtitle, notice_bottom, p);
    let columns = column_rows(items);
    let most = columns.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let room = (h - l.u(56.0) - top).max(l.u(26.0));
    let row_h = l.u(34.0).min((room / most as f64).floor());
    let mut font = l.u(19.0).min((row_h * 0.72).floor());
    let margin = l.u(16.0);
    let gap = l.u(28.0);
    // Each column as wide as its widest line; when the three do not fit
    // side by side, the text shrinks for all of them alike.
    let text = |row: &Row| match *row {
        Row::Heading(group) => group.heading(),
        Row::Line(i) => short_label(&items[i], i == selected, seed_entry),
    };
    let widest = |p: &mut dyn Painter, rows: &[Row], font: f64| {
        let style = TextStyle::new(font, theme::TEXT).bold();
        rows.iter().map(|row| p.measure_text(&text(row), &style)).fold(0.0, f64::max)
    };
    let digit_w = |font: f64| (font * 1.3).round();
    let needed: f64 = columns.iter().map(|rows| widest(p, rows, font) + digit_w(font)).sum();
    let room_w = w - margin * 2.0 - gap * 2.0;
    if needed > room_w {
        font = (font * room_w / needed).floor().max(1.0);
    }
    let widths: Vec<f64> =
        columns.iter().map(|rows| (widest(p, rows, font) + digit_w(font)).ceil()).collect();
    let total: f64 = widths.iter().sum::<f64>() + gap * 2.0;
    let mut x = ((w - total) / 2.0).max(margin).round();
    let digit_w = digit_w(font);
    for (rows, column_w) in columns.iter().zip(widths) {
        for (r, row) in rows.iter().enumerate() {
            let y = top + row_h * r as f64;
            match *row {
                Row::Heading(group) => {
                    let style = TextStyle::new(font, theme::GOLD).bold();
                    let heading = group.heading();
                    let style = p.fitted(&heading, &style, column_w + l.u(6.0));
                    p.draw_text(&heading, x, y + (row_h - font) / 2.0, &style);
                }
                Row::Line(i) => {
                    let item = &items[i];
                    let chosen = i == selected;
                    if chosen {
                        let bar = Rect::new(
                            x - l.u(6.0),
                            y + l.u(1.0),
                            column_w + l.u(6.0),
                            row_h - l.u(2.0),
                        );
                        p.fill_rect(bar, &Fill::Solid(Color::rgba(236, 184, 72, 40)));
                        p.stroke_rect(bar, theme::GOLD, l.u(2.0).max(1.0));
                    }
                    let text_y = y + (row_h - font) / 2.0;
                    if let Some(d) = item.shortcut() {
                        let digit = TextStyle::new(font, theme::MUTED).mono();
                        p.draw_text(&d.to_string(), x, text_y, &digit);
                    }
                    let text = short_label(item, chosen, seed_entry);
                    let color = if chosen { theme::GOLD } else { theme::TEXT };
                    let style = p.fitted(
                        &text,
                        &TextStyle::new(font, color),
                        column_w - digit_w - l.u(4.0),
                    );
                    p.draw_text(&text, x + digit_w, text_y, &style);
                }
            }
        }
        x += column_w + gap;
    }
    let hint_style = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    let hint_style = p.fitted(&hint, &hint_style, w - l.u(24.0));
    p.draw_text(&hint, w / 2.0, h - l.u(40.0), &hint_style);
}

/// One row of a column of the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    /// A group's heading.
    Heading(MenuGroup),
    /// The line `items[i]`.
    Line(usize),
}

/// The rows of each of the three columns: a heading before each group,
/// then its lines.
fn column_rows(items: &[MenuItem]) -> [Vec<Row>; 3] {
    let mut columns: [Vec<Row>; 3] = Default::default();
    let mut last = None;
    for (i, item) in items.iter().enumerate() {
        let group = item.group();
        let column = &mut columns[group.column().min(2)];
        if last != Some(group) {
            column.push(Row::Heading(group));
            last = Some(group);
        }
        column.push(Row::Line(i));
    }
    columns
}

/// The title and subtitle of a title screen, below `above` (the bottom of
/// what is drawn over the top); where the lines below may start.
fn draw_title(title: &str, subtitle: &str, above: f64, p: &mut dyn Painter) -> f64 {
    let (w, h) = p.size();
    let l = Layout::of(p);
    draw_backdrop(p, Color::rgb(40, 30, 52));
    let size = l.u(76.0);
    let title_y = (h * 0.06).max(l.u(12.0)).max(above + l.u(6.0));
    let style = TextStyle::new(size, theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text(title, w / 2.0, title_y, &style);
    let sub = TextStyle::new(l.u(17.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    let sub = p.fitted(subtitle, &sub, w - l.u(24.0));
    let sub_y = title_y + size * 1.2;
    p.draw_text(subtitle, w / 2.0, sub_y, &sub);
    sub_y + l.u(17.0) + l.u(22.0)
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
        if let Some(Some(digit)) = page.digits.get(i) {
            let number = digit.to_string();
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
