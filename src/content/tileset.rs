//! How the random run's depths look: a tileset (floor, walls, doors) and a
//! light for each band of depths, as rows of the content table
//! (`tilesets`), so the descent changes as it goes down. Only seed 000's
//! game takes them; Dungeon Mania's dungeons, the labyrinths and Build Your
//! Own World keep their kinds' own looks.

use super::look::write_color;
use super::{Content, Look};
use crate::game::Figure;
use crate::render::{Color, Texture};
use serde::Serialize;

/// One band of depths: what its floor, walls and doors look like, and its
/// light.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct Tileset {
    /// Its name, for designers and tests (`mines`).
    pub name: String,
    /// The first and last depth (from 1) it covers.
    pub depths: [usize; 2],
    /// Open ground (its `variant` scattered among it).
    pub floor: Look,
    /// Walls (their `variant` is the face above open ground).
    pub wall: Look,
    /// A shut door.
    pub door: Look,
    /// An open door.
    pub door_open: Look,
    /// How light falls there.
    pub light: Light,
}

/// How light falls at a band of depths: how far the player's light reaches,
/// the colour of the dark beyond it and of what is only remembered, and the
/// colour of the light itself near the player.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(deny_unknown_fields)]
pub struct Light {
    /// Radius of the darkness vignette, in cells.
    pub radius: f64,
    /// The colour of the dark, `#rrggbb`.
    #[serde(serialize_with = "write_color")]
    #[to_json(write = "super::look::write_color_json")]
    #[json(read = "super::look::read_color_json")]
    pub ambient: Color,
    /// The colour of the light near the player, `#rrggbb`.
    #[serde(serialize_with = "write_color")]
    #[to_json(write = "super::look::write_color_json")]
    #[json(read = "super::look::read_color_json")]
    pub glow: Color,
    /// How strongly the light colours what is near the player, 0 (not at
    /// all) to 0.5.
    pub glow_strength: f64,
}

impl Tileset {
    /// How this band draws `figure`, when it draws it its own way (walls and
    /// doors); `None` for everything else, which keeps its row's look.
    pub fn look(&self, figure: Figure) -> Option<&Look> {
        match figure {
            Figure::Wall => Some(&self.wall),
            Figure::Door { open: false } => Some(&self.door),
            Figure::Door { open: true } => Some(&self.door_open),
            _ => None,
        }
    }

    /// Every look of the band.
    pub fn looks(&self) -> [&Look; 4] {
        [&self.floor, &self.wall, &self.door, &self.door_open]
    }

    /// Every texture the band draws with.
    pub fn textures(&self) -> impl Iterator<Item = Texture> + '_ {
        self.looks().into_iter().flat_map(Look::textures)
    }
}

impl Content {
    /// The band of `depth` (from 1): the one whose depths hold it; a depth
    /// past the last band looks like the last one, so a deeper world file
    /// stays in the deep.
    pub fn tileset(&self, depth: usize) -> &Tileset {
        let last = self.tilesets.last().expect("the content test checks there are tilesets");
        self.tilesets
            .iter()
            .find(|band| band.depths[0] <= depth && depth <= band.depths[1])
            .unwrap_or(if depth < last.depths[0] { &self.tilesets[0] } else { last })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::TileKind;
    use std::collections::BTreeSet;

    #[test]
    fn each_band_has_its_own_textures() {
        let content = Content::get();
        assert!(content.tilesets.len() >= 4, "at least four bands of depths");
        let mut seen = BTreeSet::new();
        for band in &content.tilesets {
            let own: BTreeSet<Texture> = band.textures().collect();
            assert_eq!(own.len(), 6, "{}: floor, its variant, wall, face and two doors", band.name);
            for texture in own {
                assert!(seen.insert(texture), "{} shares {}", band.name, texture.file_stem());
            }
        }
    }

    #[test]
    fn the_bands_cover_the_descent_in_order() {
        let content = Content::get();
        let mut next = 1;
        for band in &content.tilesets {
            assert_eq!(band.depths[0], next, "{} starts where the band above ends", band.name);
            assert!(band.depths[1] >= band.depths[0], "{} covers a depth", band.name);
            next = band.depths[1] + 1;
        }
        let levels = usize::try_from(content.descent.levels).expect("a few levels");
        assert!(next > levels, "every depth of the run has a band");
        assert_eq!(content.tileset(1).name, content.tilesets[0].name);
        assert_eq!(
            content.tileset(0).name,
            content.tilesets[0].name,
            "before the first: the first"
        );
        let last = content.tilesets.last().map(|band| band.name.clone());
        assert_eq!(Some(content.tileset(99).name.clone()), last, "past the last: the last");
    }

    #[test]
    fn the_first_band_is_the_default_look() {
        let content = Content::get();
        let first = &content.tilesets[0];
        assert_eq!(&first.floor, content.tile(TileKind::Floor));
        assert_eq!(&first.wall, content.tile(TileKind::Wall));
        assert_eq!(Some(&first.door), content.dungeon_mania("door"));
        assert_eq!(Some(&first.door_open), content.dungeon_mania("door_open"));
        assert_eq!(first.light.radius, f64::from(content.world.darkness_radius));
    }

    #[test]
    fn the_light_closes_in_and_changes_colour_with_depth() {
        let bands = &Content::get().tilesets;
        for pair in bands.windows(2) {
            let (upper, lower) = (&pair[0], &pair[1]);
            assert!(lower.light.radius < upper.light.radius, "{} is darker", lower.name);
            assert!(lower.light.radius >= 5.0, "{} still shows the next cells", lower.name);
            assert_ne!(lower.light.ambient, upper.light.ambient, "{}'s dark", lower.name);
            assert!((0.0..=0.5).contains(&lower.light.glow_strength));
        }
    }

    #[test]
    fn each_band_has_its_own_terminal_colours() {
        let bands = &Content::get().tilesets;
        for (i, upper) in bands.iter().enumerate() {
            for lower in &bands[i + 1..] {
                for (a, b) in upper.looks().into_iter().zip(lower.looks()) {
                    assert_eq!(a.glyph, b.glyph, "a wall is # at every depth");
                    assert_ne!(a.color, b.color, "{} and {}: {}", upper.name, lower.name, a.glyph);
                }
            }
        }
    }

    #[test]
    fn a_band_draws_walls_and_doors_its_own_way_and_nothing_else() {
        let deep = Content::get().tileset(8);
        assert_eq!(deep.look(Figure::Wall), Some(&deep.wall));
        assert_eq!(deep.look(Figure::Door { open: true }), Some(&deep.door_open));
        assert_eq!(deep.look(Figure::Player), None);
        assert_eq!(deep.look(Figure::Exit), None);
    }
}
