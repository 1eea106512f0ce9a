//! `CellPainter`: the canvas's drawing calls rasterised into character
//! cells, so every screen the app draws (menus, overlays, end screens, the
//! replay viewer, labyrinths, Build Your Own World) appears in a terminal
//! without a second copy of its layout. The app lays out in pixels; each
//! cell stands for `CELL_W × CELL_H` of them. Texts go to the cell under
//! their middle, one character a cell; panels become backgrounds; outlines
//! become box-drawing frames; textures become glyphs.

use super::glyphs::texture_glyph;
use super::grid::{printable, Cell, Grid};
use crate::render::{
    theme, Align, Baseline, Color, ColorStop, Fill, Layout, Painter, Rect, TextStyle, Texture,
};
use crate::render::{wrap_parts, KEY_GAP};

/// Pixels a cell stands for, across: one character of any text.
pub const CELL_W: f64 = 10.0;
/// Pixels a cell stands for, down: a line of text of the usual sizes.
pub const CELL_H: f64 = 20.0;

/// A painter that draws into a [`Grid`], leaving out the layers (handlers)
/// listed in `skip`.
#[derive(Debug)]
pub struct CellPainter<'a> {
    grid: &'a mut Grid,
    skip: &'a [&'static str],
    skipping: bool,
    alpha: f64,
}

impl<'a> CellPainter<'a> {
    /// A painter over `grid` that ignores what the handlers named in `skip` draw.
    pub fn new(grid: &'a mut Grid, skip: &'a [&'static str]) -> CellPainter<'a> {
        CellPainter { grid, skip, skipping: false, alpha: 1.0 }
    }

    /// The cells whose centres lie in `rect`, as column and row ranges; a
    /// rectangle thinner than a cell still covers the cell under its middle.
    fn cells(&self, rect: Rect) -> (std::ops::Range<i32>, std::ops::Range<i32>) {
        let span = |start: f64, len: f64, size: f64| {
            let first = (start / size - 0.5).ceil() as i32;
            let end = ((start + len) / size - 0.5).ceil() as i32;
            if end > first || len <= 0.0 {
                first..end
            } else {
                let middle = ((start + len / 2.0) / size).floor() as i32;
                middle..middle + 1
            }
        };
        (span(rect.x, rect.w, CELL_W), span(rect.y, rect.h, CELL_H))
    }

    fn opacity(&self, color: Color) -> f64 {
        f64::from(color.a) / 255.0 * self.alpha
    }
}

/// `a` over `b` at opacity `t`.
fn blend(b: Color, a: Color, t: f64) -> Color {
    let mix = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as u8;
    Color::rgb(mix(b.r, a.r), mix(b.g, a.g), mix(b.b, a.b))
}

/// The colour of a gradient at `t` in `[0, 1]`.
fn gradient_at(stops: &[ColorStop], t: f64) -> Color {
    let t = t.clamp(0.0, 1.0);
    let Some(&(_, first)) = stops.first() else { return theme::BACKGROUND };
    let mut previous = (0.0, first);
    for &(offset, color) in stops {
        if t <= offset {
            let span = offset - previous.0;
            let u = if span > 0.0 { (t - previous.0) / span } else { 1.0 };
            let mix = blend(previous.1, color, u);
            let alpha =
                f64::from(previous.1.a) + (f64::from(color.a) - f64::from(previous.1.a)) * u;
            return Color { a: alpha.round() as u8, ..mix };
        }
        previous = (offset, color);
    }
    previous.1
}

impl Painter for CellPainter<'_> {
    fn size(&self) -> (f64, f64) {
        (f64::from(self.grid.width()) * CELL_W, f64::from(self.grid.height()) * CELL_H)
    }

    fn pixel_ratio(&self) -> f64 {
        1.0
    }

    fn ui_scale(&self) -> f64 {
        1.0
    }

    /// A terminal's cells do not scale: its font is the terminal's.
    fn set_ui_scale(&mut self, _scale: f64) {}

    /// Screens fit the terminal's cells, whatever its size.
    fn layout(&self) -> Layout {
        let (w, h) = self.size();
        Layout::new(w, h)
    }

    fn set_alpha(&mut self, alpha: f64) {
        if !self.skipping {
            self.alpha = alpha.clamp(0.0, 1.0);
        }
    }

    fn clear(&mut self, _color: Color) {
        if !self.skipping {
            self.grid.clear();
        }
    }

    fn fill_rect(&mut self, rect: Rect, fill: &Fill) {
        if self.skipping {
            return;
        }
        let (cols, rows) = self.cells(rect);
        for row in rows {
            for col in cols.clone() {
                let centre = ((f64::from(col) + 0.5) * CELL_W, (f64::from(row) + 0.5) * CELL_H);
                let (color, solid) = match fill {
                    Fill::Solid(color) => (*color, true),
                    Fill::Linear { from, to, stops } => {
                        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
                        let length = dx * dx + dy * dy;
                        let t = if length > 0.0 {
                            ((centre.0 - from.0) * dx + (centre.1 - from.1) * dy) / length
                        } else {
                            0.0
                        };
                        (gradient_at(stops, t), false)
                    }
                    Fill::Radial { center, inner, outer, stops } => {
                        let d = (centre.0 - center.0).hypot(centre.1 - center.1);
                        let span = (outer - inner).max(f64::EPSILON);
                        (gradient_at(stops, (d - inner) / span), false)
                    }
                };
                let t = self.opacity(color);
                if let Some(cell) = self.grid.get_mut(col, row) {
                    cell.bg = blend(cell.bg, color, t);
                    // A panel hides what is under it; a tint or a shade
                    // (gradients, faint washes) leaves it readable.
                    if solid && t >= 0.5 {
                        *cell = Cell { bg: cell.bg, ..Cell::BLANK };
                    }
                }
            }
        }
    }

    fn stroke_rect(&mut self, rect: Rect, color: Color, _width: f64) {
        if self.skipping || self.opacity(color) < 0.3 {
            return;
        }
        let (cols, rows) = self.cells(rect);
        let (w, h) = (cols.end - cols.start, rows.end - rows.start);
        if w >= 2 && h >= 2 {
            self.grid.frame(cols.start, rows.start, w, h, color);
        } else {
            // Too small for a frame (a cursor on one cell): mark the cell.
            for row in rows {
                for col in cols.clone() {
                    if let Some(cell) = self.grid.get_mut(col, row) {
                        cell.bg = blend(cell.bg, color, 0.6);
                    }
                }
            }
        }
    }

    fn draw_texture(&mut self, texture: Texture, dest: Rect) {
        if self.skipping {
            return;
        }
        let (glyph, color) = texture_glyph(texture);
        let color = blend(theme::BACKGROUND, color, self.alpha);
        let (cols, rows) = self.cells(dest);
        // Ground fills its whole tile, so a map drawn in big tiles stays a
        // map; anything standing on it is one glyph in the middle.
        if matches!(texture, Texture::Floor | Texture::FloorAlt | Texture::Wall | Texture::WallFace)
        {
            for row in rows {
                for col in cols.clone() {
                    self.grid.put(col, row, glyph, color);
                }
            }
        } else {
            let col = (cols.start + cols.end - 1).div_euclid(2);
            let row = (rows.start + rows.end - 1).div_euclid(2);
            self.grid.put(col, row, glyph, color);
        }
    }

    fn draw_text(&mut self, text: &str, x: f64, y: f64, style: &TextStyle) {
        if self.skipping || self.alpha < 0.05 {
            return;
        }
        let cols = usize::from(self.grid.width());
        if style.align == Align::Center && text.chars().count() > cols && cols > 0 {
            // A centred line wider than the terminal (a line of keys, a
            // longer language) breaks between its parts onto more rows:
            // upwards from a line in the lower half, so it stays on screen.
            let separator = [KEY_GAP, " · "].into_iter().find(|s| text.contains(s)).unwrap_or(" ");
            let lines = wrap_parts(text, separator, cols);
            let last = lines.len().saturating_sub(1) as f64;
            let upwards = y > self.size().1 / 2.0;
            for (k, line) in lines.iter().enumerate() {
                let shift = if upwards { k as f64 - last } else { k as f64 };
                self.draw_text(line, x, y + shift * CELL_H, style);
            }
            return;
        }
        let width = self.measure_text(text, style);
        let left = match style.align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        let top = match style.baseline {
            Baseline::Top => y,
            Baseline::Middle => y - style.size / 2.0,
            Baseline::Alphabetic => y - style.size * 0.8,
        };
        let row = ((top + style.size / 2.0) / CELL_H).floor() as i32;
        let first = (left / CELL_W).round() as i32;
        let opacity = self.opacity(style.color);
        for (col, c) in (first..).zip(text.chars()) {
            if let Some(cell) = self.grid.get_mut(col, row) {
                let fg = blend(cell.bg, style.color, opacity);
                *cell = Cell { glyph: printable(c), fg, bg: cell.bg, bold: style.bold };
            }
        }
    }

    fn measure_text(&mut self, text: &str, _style: &TextStyle) -> f64 {
        text.chars().count() as f64 * CELL_W
    }

    fn char_cell(&self) -> Option<(f64, f64)> {
        Some((CELL_W, CELL_H))
    }

    /// A terminal's letters keep their size: a smaller style would only move
    /// the line to another row.
    fn fitted(&mut self, _text: &str, style: &TextStyle, _width: f64) -> TextStyle {
        *style
    }

    fn begin_layer(&mut self, handler: &'static str) {
        self.skipping = self.skip.contains(&handler);
        self.alpha = 1.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_lands_on_the_cell_under_it_and_panels_frame() {
        let mut grid = Grid::new(20, 4);
        let mut p = CellPainter::new(&mut grid, &[]);
        p.fill_rect(Rect::new(0.0, 0.0, 100.0, 60.0), &Fill::Solid(theme::PANEL));
        p.stroke_rect(Rect::new(0.0, 0.0, 100.0, 60.0), theme::GOLD, 2.0);
        let style = TextStyle::new(16.0, theme::TEXT).aligned(Align::Center, Baseline::Middle);
        p.draw_text("hi", 50.0, 30.0, &style);
        assert_eq!(grid.to_text(), "┌────────┐\n│   hi   │\n└────────┘\n\n");
    }

    #[test]
    fn a_centred_line_wider_than_the_terminal_breaks_between_parts() {
        let mut grid = Grid::new(12, 4);
        let mut p = CellPainter::new(&mut grid, &[]);
        let style = TextStyle::new(16.0, theme::TEXT).aligned(Align::Center, Baseline::Middle);
        p.draw_text("A: up · B: down · C: quit", 60.0, 70.0, &style);
        assert_eq!(grid.to_text(), "\n    A: up\n   B: down\n   C: quit\n");
        let mut grid = Grid::new(12, 4);
        let mut p = CellPainter::new(&mut grid, &[]);
        p.draw_text("A: up   B: down", 60.0, 10.0, &style);
        assert_eq!(grid.to_text(), "    A: up\n   B: down\n\n\n");
    }

    #[test]
    fn skipped_layers_draw_nothing() {
        let mut grid = Grid::new(4, 1);
        let skip = ["GameWorld"];
        let mut p = CellPainter::new(&mut grid, &skip);
        p.begin_layer("GameWorld");
        p.draw_text("no", 0.0, 0.0, &TextStyle::new(16.0, theme::TEXT));
        p.begin_layer("Notices");
        p.draw_text("ok", 20.0, 0.0, &TextStyle::new(16.0, theme::TEXT));
        assert_eq!(grid.to_text(), "  ok\n");
    }
}
