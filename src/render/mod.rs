//! Drawing: the `Painter` trait game code draws through, a recording painter
//! for tests, the camera and screen layout, and the text-to-PNG pixel-art
//! pipeline that produces the game's textures.

mod camera;
mod layout;
mod painter;
pub mod pixel_art;
mod recording;

pub use camera::Camera;
pub use layout::{theme, Layout, TEXEL_GRID};
pub use painter::{Align, Baseline, Color, ColorStop, Fill, Painter, Rect, TextStyle, Texture};
pub use recording::{DrawCall, RecordingPainter};
