//! The texture atlas: every texture in one image, so a page's first frame
//! makes one image request instead of one per texture. `paint-textures`
//! packs `assets/textures/atlas.png` and writes its manifest
//! (`assets/textures/atlas.json`, texture name → rectangle) beside it; the
//! manifest is embedded in the build and the canvas draws each texture
//! from its rectangle.

use crate::render::pixel_art::Image;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

/// Tiles across the atlas: 8 × 16 pixels keeps it a 128-pixel-wide image
/// that grows a row at a time as textures are added.
pub const ATLAS_COLUMNS: u32 = 8;

/// Where each texture sits in the atlas image, in its pixels.
#[derive(Clone, Debug, Default, PartialEq, Eq, crate::json::FromJson)]
#[json(deny_unknown_fields)]
pub struct AtlasManifest {
    /// The atlas image's width.
    pub width: u32,
    /// The atlas image's height.
    pub height: u32,
    /// Texture name (its file stem) → `[x, y, width, height]`.
    pub textures: BTreeMap<String, [u32; 4]>,
}

const EMBEDDED: &str = include_str!("../../assets/textures/atlas.json");

impl AtlasManifest {
    /// The manifest of the checked-in atlas, parsed once.
    pub fn embedded() -> &'static AtlasManifest {
        static MANIFEST: OnceLock<AtlasManifest> = OnceLock::new();
        MANIFEST.get_or_init(|| {
            AtlasManifest::parse(EMBEDDED).expect("assets/textures/atlas.json is checked by tests")
        })
    }

    /// Reads a manifest as [`AtlasManifest::to_json`] writes it.
    pub fn parse(text: &str) -> Result<AtlasManifest, String> {
        crate::json::from_str(text).map_err(|e| e.to_string())
    }

    /// Packs same-sized `textures` row by row, [`ATLAS_COLUMNS`] to a row,
    /// in the order given; the manifest and the atlas image.
    pub fn pack(textures: &[(&str, &Image)]) -> (AtlasManifest, Image) {
        let tile_w = textures.iter().map(|(_, i)| i.width).max().unwrap_or(0);
        let tile_h = textures.iter().map(|(_, i)| i.height).max().unwrap_or(0);
        let count = u32::try_from(textures.len()).unwrap_or(u32::MAX);
        let columns = ATLAS_COLUMNS.min(count).max(1);
        let rows = count.div_ceil(columns);
        let mut atlas = Image::new(columns * tile_w, rows * tile_h);
        let mut manifest =
            AtlasManifest { width: atlas.width, height: atlas.height, textures: BTreeMap::new() };
        for (index, (name, image)) in textures.iter().enumerate() {
            let index = index as u32;
            let (left, top) = ((index % columns) * tile_w, (index / columns) * tile_h);
            for y in 0..image.height {
                for x in 0..image.width {
                    if let Some(colour) = image.pixel(x, y) {
                        atlas.set_pixel(left + x, top + y, colour);
                    }
                }
            }
            manifest.textures.insert((*name).to_owned(), [left, top, image.width, image.height]);
        }
        (manifest, atlas)
    }

    /// The manifest as JSON, one texture a line, so a change reads well in a diff.
    pub fn to_json(&self) -> String {
        let mut out = format!("{{\n  \"width\": {},\n  \"height\": {},\n", self.width, self.height);
        out.push_str("  \"textures\": {\n");
        for (i, (name, [x, y, w, h])) in self.textures.iter().enumerate() {
            let comma = if i + 1 < self.textures.len() { "," } else { "" };
            let _ = writeln!(out, "    \"{name}\": [{x}, {y}, {w}, {h}]{comma}");
        }
        out.push_str("  }\n}\n");
        out
    }

    /// The rectangle of the texture `name`, if the atlas has it.
    pub fn rect(&self, name: &str) -> Option<[u32; 4]> {
        self.textures.get(name).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::pixel_art::Rgba;

    fn tile(colour: Rgba) -> Image {
        let mut image = Image::new(2, 2);
        for y in 0..2 {
            for x in 0..2 {
                image.set_pixel(x, y, colour);
            }
        }
        image
    }

    #[test]
    fn packing_places_tiles_row_by_row_and_the_manifest_reads_back() {
        let images: Vec<Image> = (0..10u8).map(|i| tile([i, 0, 0, 255])).collect();
        let names: Vec<String> = (0..10).map(|i| format!("t{i}")).collect();
        let named: Vec<(&str, &Image)> =
            names.iter().map(String::as_str).zip(images.iter()).collect();
        let (manifest, atlas) = AtlasManifest::pack(&named);
        assert_eq!((atlas.width, atlas.height), (16, 4));
        assert_eq!(manifest.rect("t0"), Some([0, 0, 2, 2]));
        assert_eq!(manifest.rect("t9"), Some([2, 2, 2, 2]));
        assert_eq!(atlas.pixel(3, 3), Some([9, 0, 0, 255]));
        assert_eq!(atlas.pixel(14, 1), Some([7, 0, 0, 255]));
        assert_eq!(AtlasManifest::parse(&manifest.to_json()), Ok(manifest));
    }
}
