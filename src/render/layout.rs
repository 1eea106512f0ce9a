//! Screen layout: tile size (an integer multiple of the 16-pixel art, so
//! pixels stay square and crisp), UI scale, and the shared colours.

use super::painter::Color;

/// Size of the pixel art, in texels.
pub const TEXEL_GRID: f64 = 16.0;

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
}
