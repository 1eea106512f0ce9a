//! Appearance to glyph and colour: the terminal's counterpart of the
//! canvas's appearance-to-texture table (`render::world`). Every creature
//! and item has its own letter or sign as well as its own colour, so they
//! are told apart without colour too.

use crate::game::{Figure, ItemKind, Leads, MobKind};
use crate::render::{theme, Color, Texture};

/// Walls.
pub const WALL: Color = Color::rgb(168, 156, 140);
/// Floor in view.
pub const FLOOR: Color = Color::rgb(88, 80, 100);
/// Wormholes.
const WORMHOLE: Color = Color::rgb(120, 200, 255);

/// The glyph of a figure, and its colour in view.
pub fn figure_glyph(figure: Figure) -> (char, Color) {
    match figure {
        Figure::Wall => ('#', WALL),
        Figure::Player => ('@', Color::rgb(255, 236, 160)),
        Figure::Exit => ('=', theme::GOOD),
        // Drawn with the stairs-up texture on a canvas: the same sign here.
        Figure::Entrance => ('<', theme::GOLD),
        Figure::Wormhole => ('O', WORMHOLE),
        Figure::Stairs(Leads::Down) => ('>', theme::GOLD),
        Figure::Stairs(Leads::Up) => ('<', theme::GOLD),
        Figure::Item(kind) => item_glyph(kind),
        Figure::Mob(kind) => mob_glyph(kind),
    }
}

/// An item's glyph and colour.
pub fn item_glyph(kind: ItemKind) -> (char, Color) {
    match kind {
        ItemKind::Sword => ('/', Color::rgb(150, 220, 240)),
        ItemKind::Shield => ('[', Color::rgb(120, 160, 240)),
        ItemKind::GoldenApple => ('%', Color::rgb(250, 210, 60)),
        ItemKind::Amulet => ('"', Color::rgb(240, 120, 240)),
    }
}

/// A creature's glyph and colour.
pub fn mob_glyph(kind: MobKind) -> (char, Color) {
    match kind {
        MobKind::Ghost => ('g', Color::rgb(200, 220, 255)),
        MobKind::Mimic => ('m', Color::rgb(200, 140, 80)),
        MobKind::Robot => ('r', Color::rgb(190, 190, 200)),
        MobKind::Wizard => ('z', Color::rgb(190, 110, 250)),
        MobKind::Troll => ('T', Color::rgb(110, 200, 90)),
        MobKind::Wraith => ('W', Color::rgb(160, 110, 210)),
    }
}

/// A texture's glyph and colour, for screens the app draws in textures
/// (the replay viewer, labyrinths, Build Your Own World, HUD icons).
pub fn texture_glyph(texture: Texture) -> (char, Color) {
    match texture {
        Texture::Floor | Texture::FloorAlt => ('·', FLOOR),
        Texture::Wall | Texture::WallFace => ('#', WALL),
        Texture::Player => figure_glyph(Figure::Player),
        Texture::Sword => item_glyph(ItemKind::Sword),
        Texture::Shield => item_glyph(ItemKind::Shield),
        Texture::GoldenApple => item_glyph(ItemKind::GoldenApple),
        Texture::Amulet => item_glyph(ItemKind::Amulet),
        Texture::Ghost => mob_glyph(MobKind::Ghost),
        Texture::Mimic => mob_glyph(MobKind::Mimic),
        Texture::Robot => mob_glyph(MobKind::Robot),
        Texture::Wizard => mob_glyph(MobKind::Wizard),
        Texture::Troll => mob_glyph(MobKind::Troll),
        Texture::Wraith => mob_glyph(MobKind::Wraith),
        Texture::StairsDown => figure_glyph(Figure::Stairs(Leads::Down)),
        Texture::StairsUp => figure_glyph(Figure::Stairs(Leads::Up)),
        Texture::Exit => figure_glyph(Figure::Exit),
        Texture::Heart => ('♥', theme::HEALTH),
        Texture::Attack => ('†', theme::TEXT),
        Texture::Armor => ('◊', theme::TEXT),
        Texture::Xp => ('*', theme::XP),
        Texture::Wormhole => figure_glyph(Figure::Wormhole),
        Texture::LockedDoor => ('+', theme::GOLD),
        Texture::Spirit => ('s', Color::rgb(200, 220, 255)),
        // Dungeon Mania, in the letters of its own terminal renderings.
        Texture::Boulder => ('0', Color::rgb(170, 160, 150)),
        Texture::SwitchOff => ('_', Color::rgb(150, 150, 160)),
        Texture::SwitchOn => ('=', Color::rgb(120, 220, 120)),
        Texture::Door => ('+', Color::rgb(170, 120, 70)),
        Texture::DoorOpen => ('\'', Color::rgb(170, 120, 70)),
        Texture::Key => ('k', theme::GOLD),
        Texture::Portal => ('O', Color::rgb(230, 120, 230)),
        Texture::ZombieToastSpawner => ('Z', Color::rgb(200, 90, 60)),
        Texture::Spider => ('x', Color::rgb(200, 200, 200)),
        Texture::ZombieToast => ('z', Color::rgb(130, 200, 90)),
        Texture::Mercenary => ('M', Color::rgb(220, 180, 120)),
        Texture::Treasure => ('$', theme::GOLD),
        Texture::InvincibilityPotion => ('!', Color::rgb(250, 120, 120)),
        Texture::InvisibilityPotion => ('!', Color::rgb(150, 170, 250)),
        Texture::Bomb => ('b', Color::rgb(200, 200, 210)),
        Texture::Bow => (')', Color::rgb(190, 150, 90)),
        Texture::Wood => ('-', Color::rgb(160, 120, 70)),
        Texture::Arrow => ('/', Color::rgb(210, 210, 210)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_creature_and_item_has_its_own_glyph() {
        let mut glyphs: Vec<char> = MobKind::ALL.iter().map(|&k| mob_glyph(k).0).collect();
        glyphs.extend(ItemKind::ALL.iter().map(|&k| item_glyph(k).0));
        glyphs.extend(['#', '@', '=', '>', '<']);
        let count = glyphs.len();
        glyphs.sort_unstable();
        glyphs.dedup();
        assert_eq!(glyphs.len(), count, "{glyphs:?}");
    }
}
