//! Appearance to glyph and colour: the terminal's counterpart of the
//! canvas's appearance-to-texture, both read from each kind's row in the
//! content table ([`Look`]), where every creature and item has its own
//! letter or sign as well as its own colour, so they are told apart
//! without colour too.

use crate::content::{Content, Look, TileKind};
use crate::game::{Figure, ItemKind};
use crate::render::{theme, Color, Texture};

/// A look's glyph and colour.
pub const fn glyph(look: &Look) -> (char, Color) {
    (look.glyph, look.color)
}

/// The glyph of a figure, and its colour in view.
pub fn figure_glyph(figure: Figure) -> (char, Color) {
    glyph(Content::get().look(figure))
}

/// A tile's glyph and colour (floor, wall).
pub fn tile_glyph(kind: TileKind) -> (char, Color) {
    glyph(Content::get().tile(kind))
}

/// An item's glyph and colour.
pub fn item_glyph(kind: ItemKind) -> (char, Color) {
    figure_glyph(Figure::Item(kind))
}

/// A texture's glyph and colour, for screens the app draws in textures
/// (the replay viewer, labyrinths, Build Your Own World, Dungeon Mania, HUD
/// icons): the glyph of the row that draws with it, or for the HUD's icons,
/// which stand for no kind, their sign.
pub fn texture_glyph(texture: Texture) -> (char, Color) {
    match texture {
        Texture::Heart => ('♥', theme::HEALTH),
        Texture::Attack => ('†', theme::TEXT),
        Texture::Armor => ('◊', theme::TEXT),
        Texture::Xp => ('*', theme::XP),
        // Every other texture is a row's (the content tests hold the table
        // to that); a sign that something is missing otherwise.
        other => Content::get().look_of_texture(other).map_or(('?', theme::HEALTH), glyph),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Leads, MobKind};

    #[test]
    fn a_texture_shows_as_the_glyph_of_its_row() {
        assert_eq!(texture_glyph(Texture::Wraith), figure_glyph(Figure::Mob(MobKind::Wraith)));
        assert_eq!(texture_glyph(Texture::StairsUp), figure_glyph(Figure::Stairs(Leads::Up)));
        assert_eq!(texture_glyph(Texture::WallFace), tile_glyph(TileKind::Wall));
        assert_eq!(texture_glyph(Texture::FloorAlt), tile_glyph(TileKind::Floor));
        assert_eq!(texture_glyph(Texture::Heart).0, '♥');
        for texture in Texture::ALL {
            assert_ne!(texture_glyph(texture).0, '?', "{} has a glyph", texture.file_stem());
        }
    }
}
