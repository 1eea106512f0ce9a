//! Screen layout: tile size (an integer multiple of the 16-pixel art, so
//! pixels stay square and crisp), UI scale, and the shared colours.

use super::painter::{Color, Painter};

/// Size of the pixel art, in texels.
pub const TEXEL_GRID: f64 = 16.0;

/// A cell's side at 100% zoom, CSS pixels.
pub const TILE_CSS: f64 = 48.0;
/// UI units per CSS pixel at 100% zoom.
pub const UI_PER_CSS_PIXEL: f64 = 0.9;

/// How the screen is divided, for one canvas size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Canvas width, device pixels.
    pub width: f64,
    /// Canvas height, device pixels.
    pub height: f64,
    /// Side of one cell, device pixels: 16 × an integer.
    pub tile: f64,
    /// UI scale: 1 at about 820 device pixels of height.
    pub ui: f64,
}

impl Layout {
    /// The layout for a canvas of `width × height` device pixels: about fifteen
    /// rows of cells whatever the screen, in whole-texel scales.
    pub fn new(width: f64, height: f64) -> Layout {
        let scale = (height / (TEXEL_GRID * 15.0)).round().max(2.0);
        Layout { width, height, tile: scale * TEXEL_GRID, ui: (height / 820.0).max(0.85) }
    }

    /// The layout of a canvas of `width × height` device pixels at `zoom`
    /// device pixels per CSS pixel (the device pixel ratio, which browser
    /// zoom changes, times the player's scale): tiles of 48 CSS pixels and
    /// text of fixed CSS size, so at 200% zoom both are twice as large on
    /// screen, as in any web page. Tiles stay whole multiples of the art.
    pub fn zoomed(width: f64, height: f64, zoom: f64) -> Layout {
        let zoom = if zoom.is_finite() && zoom > 0.0 { zoom.min(16.0) } else { 1.0 };
        let texels = (zoom * TILE_CSS / TEXEL_GRID).round().max(1.0);
        Layout { width, height, tile: texels * TEXEL_GRID, ui: UI_PER_CSS_PIXEL * zoom }
    }

    /// The layout a painter's surface asks for (see [`Painter::layout`]).
    pub fn of(p: &dyn Painter) -> Layout {
        p.layout()
    }

    /// A length in UI units (CSS-pixel-like at a 820-pixel-high screen).
    pub fn u(&self, v: f64) -> f64 {
        (v * self.ui).round()
    }
}

/// The colours of the interface, matched to the texture palette.
pub mod theme {
    use super::Color;

    /// Behind everything: the unknown dark.
    pub const BACKGROUND: Color = Color::rgb(10, 9, 14);
    /// Panels.
    pub const PANEL: Color = Color::rgba(18, 16, 24, 220);
    /// Panel borders.
    pub const PANEL_EDGE: Color = Color::rgb(74, 64, 88);
    /// Body text.
    pub const TEXT: Color = Color::rgb(234, 224, 200);
    /// Secondary text.
    pub const MUTED: Color = Color::rgb(150, 140, 128);
    /// Highlights and titles.
    pub const GOLD: Color = Color::rgb(236, 184, 72);
    /// Health, always red (a requirement of the original).
    pub const HEALTH: Color = Color::rgb(232, 58, 58);
    /// Experience.
    pub const XP: Color = Color::rgb(96, 200, 232);
    /// Good news.
    pub const GOOD: Color = Color::rgb(120, 212, 120);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_whole_texel_multiples_at_common_sizes() {
        for (w, h) in [(1366.0, 768.0), (1920.0, 1080.0), (3840.0, 2160.0), (800.0, 300.0)] {
            let l = Layout::new(w, h);
            assert_eq!(l.tile % TEXEL_GRID, 0.0, "{w}x{h}");
            let rows = h / l.tile;
            assert!((9.0..=24.0).contains(&rows) || h < 500.0, "{rows} rows at {w}x{h}");
        }
        assert_eq!(Layout::new(1366.0, 768.0).tile, 48.0);
        assert_eq!(Layout::new(3840.0, 2160.0).tile, 144.0);
    }

    #[test]
    fn zoom_doubles_tiles_and_text() {
        let normal = Layout::zoomed(1280.0, 720.0, 1.0);
        let double = Layout::zoomed(1280.0, 720.0, 2.0);
        assert_eq!(normal.tile, 48.0);
        assert_eq!(double.tile, 96.0);
        assert_eq!(double.u(20.0), 2.0 * normal.u(20.0));
        assert_eq!(Layout::zoomed(800.0, 600.0, 0.1).tile, TEXEL_GRID, "never below the art");
        assert_eq!(Layout::zoomed(800.0, 600.0, f64::NAN).tile, 48.0);
    }
}
