//! Everything about turning the game into pixels; for now the text-to-PNG
//! pixel-art pipeline that produces the game's textures.

pub mod pixel_art;
