//! `RecordingPainter`: a `Painter` that remembers every call, for native tests of
//! what the game draws.

use super::painter::{Color, Fill, Painter, Rect, TextStyle, Texture};

/// One painter call, as the recording painter keeps it, and the canvas
/// keeps a frame's calls until it draws them (`src/web/canvas_painter.rs`).
#[derive(Clone, Debug, PartialEq)]
pub enum DrawCall {
    /// `set_alpha`.
    Alpha(f64),
    /// `clear`.
    Clear(Color),
    /// `fill_rect`.
    FillRect(Rect, Fill),
    /// `stroke_rect`.
    StrokeRect(Rect, Color, f64),
    /// `draw_texture`.
    Texture(Texture, Rect),
    /// `draw_text`, with the alpha in force.
    Text {
        /// The text.
        text: String,
        /// Anchor x.
        x: f64,
        /// Anchor y.
        y: f64,
        /// Style.
        style: TextStyle,
    },
}

/// Records calls; text is measured as `0.6 × size` per character.
#[derive(Clone, Debug)]
pub struct RecordingPainter {
    width: f64,
    height: f64,
    ratio: f64,
    scale: f64,
    /// Every call so far, in order.
    pub calls: Vec<DrawCall>,
}

impl RecordingPainter {
    /// A surface of `width × height` device pixels at pixel ratio 1.
    pub fn new(width: f64, height: f64) -> RecordingPainter {
        RecordingPainter { width, height, ratio: 1.0, scale: 1.0, calls: Vec::new() }
    }

    /// The same, at another pixel ratio.
    pub fn with_ratio(mut self, ratio: f64) -> RecordingPainter {
        self.ratio = ratio;
        self
    }

    /// Every text drawn, in order.
    pub fn texts(&self) -> Vec<&str> {
        self.calls
            .iter()
            .filter_map(|c| match c {
                DrawCall::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The recorded text calls, with their styles.
    pub fn text_calls(&self) -> impl Iterator<Item = (&str, &TextStyle)> {
        self.calls.iter().filter_map(|c| match c {
            DrawCall::Text { text, style, .. } => Some((text.as_str(), style)),
            _ => None,
        })
    }

    /// How many textures were drawn, of any kind.
    pub fn texture_count(&self) -> usize {
        self.calls.iter().filter(|c| matches!(c, DrawCall::Texture(..))).count()
    }

    /// How many times `texture` was drawn.
    pub fn count_texture(&self, texture: Texture) -> usize {
        self.calls.iter().filter(|c| matches!(c, DrawCall::Texture(t, _) if *t == texture)).count()
    }

    /// Forgets the calls so far.
    pub fn reset(&mut self) {
        self.calls.clear();
    }
}

impl Painter for RecordingPainter {
    fn size(&self) -> (f64, f64) {
        (self.width, self.height)
    }

    fn pixel_ratio(&self) -> f64 {
        self.ratio
    }

    fn ui_scale(&self) -> f64 {
        self.scale
    }

    fn set_ui_scale(&mut self, scale: f64) {
        self.scale = scale;
    }

    fn set_alpha(&mut self, alpha: f64) {
        self.calls.push(DrawCall::Alpha(alpha));
    }

    fn clear(&mut self, color: Color) {
        self.calls.push(DrawCall::Clear(color));
    }

    fn fill_rect(&mut self, rect: Rect, fill: &Fill) {
        self.calls.push(DrawCall::FillRect(rect, fill.clone()));
    }

    fn stroke_rect(&mut self, rect: Rect, color: Color, width: f64) {
        self.calls.push(DrawCall::StrokeRect(rect, color, width));
    }

    fn draw_texture(&mut self, texture: Texture, dest: Rect) {
        self.calls.push(DrawCall::Texture(texture, dest));
    }

    fn draw_text(&mut self, text: &str, x: f64, y: f64, style: &TextStyle) {
        self.calls.push(DrawCall::Text { text: text.to_owned(), x, y, style: *style });
    }

    fn measure_text(&mut self, text: &str, style: &TextStyle) -> f64 {
        text.chars().count() as f64 * style.size * 0.6
    }
}
