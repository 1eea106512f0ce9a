//! The checked-in textures against their source: every PNG in `assets/textures/`
//! is exactly what `paint-textures` makes from `assets/art/`, every texture the
//! game draws (each content row's look, the HUD's icons) exists and has its
//! place in the atlas the page loads, and the art
//! keeps the rules that make it read on screen.

#![cfg(not(target_arch = "wasm32"))]

use roguelike::content::Content;
use roguelike::render::pixel_art::{encode_png, parse_grid, Image, Palette, Rgba};
use roguelike::render::{AtlasManifest, Texture};
use std::fs;
use std::path::{Path, PathBuf};

/// Every texture the game draws: each content row's look (its texture and
/// second texture) and the HUD's icons, named by their art.
fn expected() -> Vec<&'static str> {
    let mut names: Vec<&str> = Content::get()
        .looks()
        .into_iter()
        .flat_map(|(_, look)| look.textures())
        // The bands of depths' floors, walls and doors.
        .chain(Content::get().tilesets.iter().flat_map(|band| band.textures().collect::<Vec<_>>()))
        .chain(Texture::ICONS)
        .map(Texture::file_stem)
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// Map tiles: drawn under everything else, so they must cover their cell.
const TILES: [&str; 10] = [
    "floor",
    "floor_alt",
    "wall",
    "wall_face",
    "locked_door",
    "door",
    "door_open",
    "swamp_tile",
    "switch_door",
    "switch_door_open",
];

/// Every map tile: [`TILES`] and the bands of depths' floors, walls and
/// doors.
fn tiles() -> Vec<&'static str> {
    let bands = Content::get().tilesets.iter().flat_map(|band| band.textures().collect::<Vec<_>>());
    TILES.into_iter().chain(bands.map(Texture::file_stem)).collect()
}

/// The palette key of the dark outline around sprites and icons.
const OUTLINE_KEY: char = 'k';

const REGENERATE: &str = "run `cargo run --bin paint-textures` to regenerate assets/textures/";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn art_path(name: &str) -> PathBuf {
    root().join("assets/art").join(format!("{name}.txt"))
}

fn png_path(name: &str) -> PathBuf {
    root().join("assets/textures").join(format!("{name}.png"))
}

fn read_text(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn palette() -> Palette {
    let path = root().join("assets/art/palette.txt");
    Palette::parse(&read_text(&path)).unwrap_or_else(|e| panic!("{}:{e}", path.display()))
}

fn texture(palette: &Palette, name: &str) -> Image {
    let path = art_path(name);
    parse_grid(palette, &read_text(&path)).unwrap_or_else(|e| panic!("{}:{e}", path.display()))
}

/// Names of every texture drawn in `assets/art/`, the palette aside.
fn art_names() -> Vec<String> {
    let dir = root().join("assets/art");
    let entries =
        fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    let mut names: Vec<String> = entries
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .filter_map(|path| path.file_stem()?.to_str().map(str::to_owned))
        .filter(|name| name != "palette")
        .collect();
    names.sort();
    names
}

/// How two byte strings differ, in a line: enough to tell a stale PNG from a
/// truncated or foreign one.
fn describe_difference(actual: &[u8], expected: &[u8]) -> String {
    let first = actual
        .iter()
        .zip(expected)
        .position(|(a, e)| a != e)
        .unwrap_or(actual.len().min(expected.len()));
    format!(
        "checked in {} bytes, art makes {} bytes, first difference at byte {first}",
        actual.len(),
        expected.len()
    )
}

#[test]
fn every_checked_in_png_is_what_its_art_makes() {
    let palette = palette();
    let names = art_names();
    assert!(!names.is_empty(), "no art found in assets/art/");
    let mut stale = Vec::new();
    for name in &names {
        let expected = encode_png(&texture(&palette, name));
        match fs::read(png_path(name)) {
            Ok(actual) if actual == expected => {}
            Ok(actual) => stale.push(format!(
                "  {name}.png differs from {name}.txt: {}",
                describe_difference(&actual, &expected)
            )),
            Err(e) => stale.push(format!("  {name}.png cannot be read: {e}")),
        }
    }
    assert!(
        stale.is_empty(),
        "textures out of date with their art:\n{}\n{REGENERATE}",
        stale.join("\n")
    );
}

#[test]
fn every_expected_texture_exists_as_art_and_png() {
    let names = art_names();
    let expected = expected();
    assert_eq!(expected.len(), Texture::ALL.len(), "every texture is drawn");
    let missing: Vec<String> = expected
        .iter()
        .flat_map(|name| {
            let art =
                (!names.iter().any(|n| n == name)).then(|| format!("  assets/art/{name}.txt"));
            let png = (!png_path(name).is_file()).then(|| format!("  assets/textures/{name}.png"));
            art.into_iter().chain(png)
        })
        .collect();
    assert!(
        missing.is_empty(),
        "missing textures:\n{}\ndraw the art, then {REGENERATE}",
        missing.join("\n")
    );
}

#[test]
fn every_texture_is_a_sixteen_pixel_tile() {
    let palette = palette();
    for name in art_names() {
        let image = texture(&palette, &name);
        assert_eq!((image.width, image.height), (16, 16), "{name}");
    }
}

#[test]
fn map_tiles_are_fully_opaque() {
    let palette = palette();
    for name in tiles() {
        let image = texture(&palette, name);
        let see_through = image.rgba.chunks_exact(4).filter(|p| p[3] != u8::MAX).count();
        assert_eq!(see_through, 0, "{name} has {see_through} non-opaque pixels");
    }
}

/// Items, creatures and icons sit on floor tiles: their background must be
/// transparent and their silhouette ringed by the dark outline so they read on
/// any tile.
#[test]
fn sprites_have_transparent_corners_and_a_dark_outline() {
    let palette = palette();
    let outline: Rgba =
        palette.colour(OUTLINE_KEY).expect("the palette defines the outline colour");
    let is_clear = |image: &Image, x: i64, y: i64| match (u32::try_from(x), u32::try_from(y)) {
        (Ok(x), Ok(y)) => image.pixel(x, y).map_or(true, |p| p[3] == 0),
        _ => true,
    };
    let mut faults = Vec::new();
    let tiles = tiles();
    for name in expected().iter().filter(|name| !tiles.contains(name)) {
        let image = texture(&palette, name);
        for (x, y) in [(0, 0), (15, 0), (0, 15), (15, 15)] {
            if !is_clear(&image, x, y) {
                faults.push(format!("{name}: corner ({x}, {y}) is not transparent"));
            }
        }
        for y in 0..16i64 {
            for x in 0..16i64 {
                if is_clear(&image, x, y) {
                    continue;
                }
                let on_edge = [(-1, 0), (1, 0), (0, -1), (0, 1)]
                    .iter()
                    .any(|(dx, dy)| is_clear(&image, x + dx, y + dy));
                if on_edge && image.pixel(x as u32, y as u32) != Some(outline) {
                    faults.push(format!(
                        "{name}: pixel ({x}, {y}) borders the background but is not the outline"
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The page draws every texture from the atlas: the checked-in atlas and
/// manifest are what packing the art makes, and the manifest has a
/// rectangle for every texture the content rows' looks and the HUD name
/// (and every texture the renderer knows).
#[test]
fn the_atlas_is_the_packed_art_and_covers_every_texture_the_game_draws() {
    let palette = palette();
    let names = art_names();
    let images: Vec<Image> = names.iter().map(|name| texture(&palette, name)).collect();
    let named: Vec<(&str, &Image)> = names.iter().map(String::as_str).zip(&images).collect();
    let (manifest, atlas) = AtlasManifest::pack(&named);
    let atlas_png = root().join("assets/textures/atlas.png");
    let json_path = root().join("assets/textures/atlas.json");
    let checked_in = fs::read(&atlas_png).unwrap_or_else(|e| panic!("atlas.png: {e}"));
    let packed = encode_png(&atlas);
    assert!(
        checked_in == packed,
        "atlas.png: {}\n{REGENERATE}",
        describe_difference(&checked_in, &packed)
    );
    assert_eq!(read_text(&json_path), manifest.to_json(), "atlas.json is stale: {REGENERATE}");
    let embedded = AtlasManifest::embedded();
    assert_eq!(embedded, &manifest, "the build embeds the checked-in manifest");
    let uncovered: Vec<&str> = expected()
        .into_iter()
        .chain(Texture::ALL.map(Texture::file_stem))
        .filter(|name| embedded.rect(name).is_none())
        .collect();
    assert!(uncovered.is_empty(), "textures the atlas lacks: {uncovered:?}\n{REGENERATE}");
    for (name, image) in &named {
        let [x, y, w, h] = embedded.rect(name).expect("every art file is packed");
        assert_eq!((w, h), (image.width, image.height), "{name}");
        for dy in 0..h {
            for dx in 0..w {
                assert_eq!(atlas.pixel(x + dx, y + dy), image.pixel(dx, dy), "{name} at {dx},{dy}");
            }
        }
    }
}
