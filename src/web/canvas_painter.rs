//! `CanvasPainter`: the `Painter` on a CanvasRenderingContext2D, drawing
//! every texture from one atlas image (one request, one decode) at the
//! rectangle its embedded manifest gives. A texture the atlas lacks, or an
//! atlas that fails to load, is drawn as a magenta checkerboard and
//! reported once on the console.
//!
//! A frame's calls are kept, not drawn, until [`CanvasPainter::present`]:
//! a frame the same as the one on the canvas is not drawn again. The game
//! redraws every screen sixty times a second, and a browser paints a
//! canvas drawn over with the same picture as if it had changed: a page
//! left on the menu kept most of a core busy (issue 30).

use crate::render::{
    Align, AtlasManifest, Baseline, Color, DrawCall, Fill, Painter, Rect, TextStyle, Texture,
};
use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement};

const UI_FONT: &str = "'Trebuchet MS', 'Segoe UI', 'DejaVu Sans', system-ui, sans-serif";
const MONO_FONT: &str = "'DejaVu Sans Mono', Consolas, 'Liberation Mono', monospace";

/// Load state of the atlas (and so of every texture in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureState {
    /// Still downloading.
    Loading,
    /// Ready to draw.
    Ready,
    /// Failed; drawn as a placeholder.
    Missing,
}

/// The atlas image and how far it has loaded.
#[derive(Debug)]
struct Atlas {
    image: HtmlImageElement,
    state: Rc<Cell<TextureState>>,
    _on_load: Closure<dyn FnMut()>,
    _on_error: Closure<dyn FnMut()>,
}

/// Draws on a canvas.
#[derive(Debug)]
pub struct CanvasPainter {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    ratio: f64,
    scale: f64,
    atlas: Atlas,
    /// Each texture's rectangle in the atlas, by [`Texture::index`]; `None`
    /// for one the manifest lacks.
    rects: Vec<Option<[f64; 4]>>,
    /// Set when a frame asked for a texture while the atlas was still
    /// loading (see [`CanvasPainter::take_unready_wanted`]).
    unready_wanted: bool,
    /// The calls of the frame being drawn.
    frame: Vec<DrawCall>,
    /// The calls of the frame on the canvas, and the atlas's state when it
    /// was drawn; `None` when the canvas no longer shows them (blanked,
    /// resized).
    shown: Option<(Vec<DrawCall>, TextureState)>,
    /// Widths measured, by font (size, monospace, bold) and text: a screen
    /// lays its text out again every frame, and each measure asks the
    /// browser to shape the text (the menu, a hundred a frame).
    /// It is emptied when it holds [`MEASURED_MAX`].
    measured: HashMap<(u32, bool, bool), HashMap<String, f64>>,
}

/// The most text widths kept: more than any screen shows at once.
const MEASURED_MAX: usize = 4096;

impl CanvasPainter {
    /// A painter for `canvas`, loading the texture atlas from `atlas_url`
    /// (the page names it, content-hashed, on the canvas's `data-atlas`).
    pub fn new(canvas: HtmlCanvasElement, atlas_url: &str) -> Result<CanvasPainter, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("this browser has no 2D canvas"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        let manifest = AtlasManifest::embedded();
        let rects = Texture::ALL
            .iter()
            .map(|t| manifest.rect(t.file_stem()).map(|r| r.map(f64::from)))
            .collect();
        let atlas = load_atlas(atlas_url)?;
        let painter = CanvasPainter {
            canvas,
            ctx,
            ratio: 1.0,
            scale: 1.0,
            atlas,
            rects,
            unready_wanted: false,
            frame: Vec::new(),
            shown: None,
            measured: HashMap::new(),
        };
        painter.reset_context();
        Ok(painter)
    }

    /// Resizes the backing store (which also resets the context's state).
    pub fn set_size(&mut self, width: u32, height: u32, ratio: f64) {
        if self.canvas.width() != width || self.canvas.height() != height {
            self.canvas.set_width(width);
            self.canvas.set_height(height);
        }
        self.ratio = ratio;
        self.reset_context();
        self.shown = None;
    }

    /// Draws the frame's calls, unless the canvas already shows the same
    /// calls drawn with the atlas in the same state; then starts the next
    /// frame. True when it drew.
    pub fn present(&mut self) -> bool {
        let state = self.atlas.state.get();
        let frame = std::mem::take(&mut self.frame);
        let same = matches!(&self.shown, Some((shown, was)) if *was == state && *shown == frame);
        if !same {
            for call in &frame {
                self.replay(call);
            }
        }
        // The old frame's buffer is reused for the next.
        let mut next = self.shown.replace((frame, state)).map(|(old, _)| old).unwrap_or_default();
        next.clear();
        self.frame = next;
        !same
    }

    fn replay(&self, call: &DrawCall) {
        match call {
            DrawCall::Alpha(alpha) => self.ctx.set_global_alpha(*alpha),
            DrawCall::Clear(color) => {
                let alpha = self.ctx.global_alpha();
                self.ctx.set_global_alpha(1.0);
                self.ctx.set_fill_style_str(&color.to_string());
                let (w, h) = self.size();
                self.ctx.fill_rect(0.0, 0.0, w, h);
                self.ctx.set_global_alpha(alpha);
            }
            DrawCall::FillRect(rect, fill) => {
                self.set_fill(fill);
                self.ctx.fill_rect(rect.x, rect.y, rect.w, rect.h);
            }
            DrawCall::StrokeRect(rect, color, width) => {
                self.ctx.set_stroke_style_str(&color.to_string());
                self.ctx.set_line_width(*width);
                // Strokes straddle the path; inset by half a line so the
                // outline stays inside the rectangle and lands on whole
                // pixels for even widths.
                let h = width / 2.0;
                self.ctx.stroke_rect(
                    rect.x + h,
                    rect.y + h,
                    (rect.w - width).max(0.0),
                    (rect.h - width).max(0.0),
                );
            }
            DrawCall::Texture(texture, dest) => self.replay_texture(*texture, *dest),
            DrawCall::Text { text, x, y, style } => {
                self.apply_font(style);
                self.ctx.set_fill_style_str(&style.color.to_string());
                let _ = self.ctx.fill_text(text, *x, *y);
            }
        }
    }

    fn replay_texture(&self, texture: Texture, dest: Rect) {
        match (self.atlas.state.get(), self.rects[texture.index()]) {
            (TextureState::Ready, Some([x, y, w, h])) => {
                let _ = self
                    .ctx
                    .draw_image_with_html_image_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                        &self.atlas.image,
                        x,
                        y,
                        w,
                        h,
                        dest.x,
                        dest.y,
                        dest.w,
                        dest.h,
                    );
            }
            _ => self.draw_placeholder(dest),
        }
    }

    /// True once the atlas has loaded or failed.
    pub fn textures_settled(&self) -> bool {
        self.atlas.state.get() != TextureState::Loading
    }

    /// True when a texture was asked for while the atlas was still loading
    /// since the last call: that frame showed a placeholder, not the art.
    /// A screen of text alone (the menu) never asks, so its first frame need
    /// not wait for the atlas (issue 30: the first menu frame).
    pub fn take_unready_wanted(&mut self) -> bool {
        std::mem::take(&mut self.unready_wanted)
    }

    /// Drops the frame being drawn and clears the whole canvas to
    /// transparent: the page's background, as before the first frame.
    pub fn blank(&mut self) {
        self.frame.clear();
        self.shown = None;
        self.ctx.clear_rect(
            0.0,
            0.0,
            f64::from(self.canvas.width()),
            f64::from(self.canvas.height()),
        );
    }

    /// The load state of one texture: the atlas's, or `Missing` for a
    /// texture the atlas lacks.
    pub fn texture_state(&self, texture: Texture) -> TextureState {
        match self.rects[texture.index()] {
            Some(_) => self.atlas.state.get(),
            None => TextureState::Missing,
        }
    }

    fn reset_context(&self) {
        // Pixel art is scaled by whole numbers; smoothing would blur it.
        self.ctx.set_image_smoothing_enabled(false);
        self.ctx.set_global_alpha(1.0);
    }

    fn set_fill(&self, fill: &Fill) {
        match fill {
            Fill::Solid(c) => self.ctx.set_fill_style_str(&c.to_string()),
            Fill::Linear { from, to, stops } => {
                let g = self.ctx.create_linear_gradient(from.0, from.1, to.0, to.1);
                for (offset, color) in stops {
                    // Offsets come from our own code, clamped to the legal range.
                    let _ = g.add_color_stop(offset.clamp(0.0, 1.0) as f32, &color.to_string());
                }
                self.ctx.set_fill_style_canvas_gradient(&g);
            }
            Fill::Radial { center, inner, outer, stops } => {
                match self.ctx.create_radial_gradient(
                    center.0,
                    center.1,
                    inner.max(0.0),
                    center.0,
                    center.1,
                    outer.max(0.0),
                ) {
                    Ok(g) => {
                        for (offset, color) in stops {
                            let _ =
                                g.add_color_stop(offset.clamp(0.0, 1.0) as f32, &color.to_string());
                        }
                        self.ctx.set_fill_style_canvas_gradient(&g);
                    }
                    Err(_) => {
                        let last = stops.last().map_or(Color::rgba(0, 0, 0, 0), |s| s.1);
                        self.ctx.set_fill_style_str(&last.to_string());
                    }
                }
            }
        }
    }

    fn draw_placeholder(&self, dest: Rect) {
        let half = (dest.w / 2.0).floor();
        for (i, color) in ["#ff00ff", "#000000", "#000000", "#ff00ff"].iter().enumerate() {
            let (dx, dy) = ((i % 2) as f64 * half, (i / 2) as f64 * half);
            self.ctx.set_fill_style_str(color);
            self.ctx.fill_rect(dest.x + dx, dest.y + dy, half, half);
        }
    }
}

fn load_atlas(url: &str) -> Result<Atlas, JsValue> {
    let image = HtmlImageElement::new()?;
    let state = Rc::new(Cell::new(TextureState::Loading));
    let loaded = state.clone();
    let on_load = Closure::<dyn FnMut()>::new(move || loaded.set(TextureState::Ready));
    let failed = state.clone();
    let shown = url.to_owned();
    let on_error = Closure::<dyn FnMut()>::new(move || {
        failed.set(TextureState::Missing);
        web_sys::console::warn_1(&JsValue::from_str(&format!(
            "the texture atlas `{shown}` could not be loaded; drawing placeholders"
        )));
    });
    image.set_onload(Some(on_load.as_ref().unchecked_ref()));
    image.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    image.set_src(url);
    Ok(Atlas { image, state, _on_load: on_load, _on_error: on_error })
}

impl Painter for CanvasPainter {
    fn size(&self) -> (f64, f64) {
        (f64::from(self.canvas.width()), f64::from(self.canvas.height()))
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
        self.frame.push(DrawCall::Alpha(alpha.clamp(0.0, 1.0)));
    }

    fn clear(&mut self, color: Color) {
        self.frame.push(DrawCall::Clear(color));
    }

    fn fill_rect(&mut self, rect: Rect, fill: &Fill) {
        self.frame.push(DrawCall::FillRect(rect, fill.clone()));
    }

    fn stroke_rect(&mut self, rect: Rect, color: Color, width: f64) {
        self.frame.push(DrawCall::StrokeRect(rect, color, width));
    }

    fn draw_texture(&mut self, texture: Texture, dest: Rect) {
        self.unready_wanted |= self.atlas.state.get() == TextureState::Loading;
        self.frame.push(DrawCall::Texture(texture, dest));
    }

    fn draw_text(&mut self, text: &str, x: f64, y: f64, style: &TextStyle) {
        self.frame.push(DrawCall::Text { text: text.to_owned(), x, y, style: *style });
    }

    fn measure_text(&mut self, text: &str, style: &TextStyle) -> f64 {
        let font = (style.size.round().max(1.0) as u32, style.monospace, style.bold);
        if let Some(width) = self.measured.get(&font).and_then(|texts| texts.get(text)) {
            return *width;
        }
        self.apply_font(style);
        let width = self.ctx.measure_text(text).map(|m| m.width()).unwrap_or(0.0);
        if self.measured.values().map(HashMap::len).sum::<usize>() >= MEASURED_MAX {
            self.measured.clear();
        }
        self.measured.entry(font).or_default().insert(text.to_owned(), width);
        width
    }
}

impl CanvasPainter {
    fn apply_font(&self, style: &TextStyle) {
        let family = if style.monospace { MONO_FONT } else { UI_FONT };
        let weight = if style.bold { "bold " } else { "" };
        self.ctx.set_font(&format!("{weight}{}px {family}", style.size.round().max(1.0)));
        self.ctx.set_text_align(match style.align {
            Align::Left => "left",
            Align::Center => "center",
            Align::Right => "right",
        });
        self.ctx.set_text_baseline(match style.baseline {
            Baseline::Top => "top",
            Baseline::Middle => "middle",
            Baseline::Alphabetic => "alphabetic",
        });
    }
}
