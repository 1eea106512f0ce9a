//! Drawing: the canvas front end's half of the game — appearances to
//! textures (`world`), the `Painter` trait it draws through, a recording painter
//! for tests, the camera and screen layout, and the text-to-PNG pixel-art
//! pipeline that produces the game's textures and packs them into one atlas.

pub mod atlas;
mod camera;
mod hue;
mod layout;
mod painter;
pub mod pixel_art;
mod recording;
mod world;
mod wrap;

pub use atlas::AtlasManifest;
pub use camera::Camera;
pub use hue::hue_color;
pub use layout::{theme, Layout, TEXEL_GRID};
pub use painter::{Align, Baseline, Color, ColorStop, Fill, Painter, Rect, TextStyle, Texture};
pub use recording::{DrawCall, RecordingPainter};
pub use world::{
    draw_appearance, draw_cells, draw_debug, draw_world, item_texture, DrawnPiles, WorldView,
};
pub use wrap::{
    draw_fitted, draw_key_line, key_line_height, wrap, wrap_parts, wrap_to_width, KEY_GAP,
};
