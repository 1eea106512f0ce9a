//! `paint-textures`: turns the text pixel art in `assets/art/` into the PNG
//! textures in `assets/textures/`, packs them into the one atlas the page
//! loads (`atlas.png`, with its manifest `atlas.json`: name → rectangle),
//! and checks the art against what names it: every texture a row of
//! `assets/content.json` (a kind's look) or the HUD's icons name must have
//! art, and art that nothing names is reported, since the game never draws it.
//!
//! ```text
//! cargo run --bin paint-textures                 # regenerate changed PNGs
//! cargo run --bin paint-textures -- --check      # CI: exit 1 if any PNG is stale
//! cargo run --bin paint-textures -- --sheet /tmp/sheet.png   # also a contact sheet
//! ```
//!
//! Exit status: 0 success, 1 `--check` found stale or missing PNGs, 2 any error
//! (bad arguments, unreadable files, art that does not parse, a texture a
//! content row names without art).

#![forbid(unsafe_code)]

use roguelike::content::Content;
use roguelike::render::pixel_art::{contact_sheet, encode_png, parse_grid, Image, Palette};
use roguelike::render::AtlasManifest;
use roguelike::render::Texture as Art;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Game textures are 16×16 tiles; the parser accepts any square, so the size
/// the game needs is enforced here.
const TILE_SIZE: u32 = 16;
/// Contact sheets are enlarged enough to count pixels on a normal screen.
const SHEET_SCALE: u32 = 8;
const PALETTE_FILE: &str = "palette.txt";
const ART_DIR: &str = "assets/art";
const TEXTURE_DIR: &str = "assets/textures";
/// The atlas's file stem: no art may take it.
const ATLAS: &str = "atlas";
const CONTENT_FILE: &str = "assets/content.json";
const REGENERATE_HINT: &str = "run `cargo run --bin paint-textures` to regenerate them";

const USAGE: &str = "\
usage: paint-textures [--check] [--sheet PATH]

Converts assets/art/*.txt (drawn with assets/art/palette.txt) into
assets/textures/*.png, and packs them into assets/textures/atlas.png with
its manifest assets/textures/atlas.json (what the page loads). Every
texture a row of assets/content.json names (a kind's look) must have art;
art nothing names is reported.

  --check        write no textures; exit 1 listing any PNG (or the atlas)
                 that is missing or differs from its art
  --sheet PATH   also write a contact sheet of every texture at 8x to PATH
  -h, --help     show this help
";

/// What the command line asks for.
#[derive(Debug, Default, PartialEq)]
struct Options {
    check: bool,
    sheet: Option<PathBuf>,
    help: bool,
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" => options.check = true,
            "--sheet" => {
                let path = args.next().ok_or("--sheet needs a PATH")?;
                options.sheet = Some(PathBuf::from(path));
            }
            "-h" | "--help" => options.help = true,
            other => match other.strip_prefix("--sheet=") {
                Some(path) => options.sheet = Some(PathBuf::from(path)),
                None => return Err(format!("unknown argument '{other}'")),
            },
        }
    }
    Ok(options)
}

/// One converted texture.
#[derive(Debug)]
struct Texture {
    name: String,
    image: Image,
    png: Vec<u8>,
}

/// A file the tool writes: its name in the texture folder, its bytes, and
/// what it is made from (for `--check`'s report).
#[derive(Debug)]
struct Output {
    file: String,
    bytes: Vec<u8>,
    from: String,
}

/// Every file the tool writes: each texture, then the atlas and its manifest.
fn outputs(textures: &[Texture]) -> Vec<Output> {
    let mut outputs: Vec<Output> = textures
        .iter()
        .map(|t| Output {
            file: format!("{}.png", t.name),
            bytes: t.png.clone(),
            from: format!("{ART_DIR}/{}.txt", t.name),
        })
        .collect();
    let named: Vec<(&str, &Image)> = textures.iter().map(|t| (t.name.as_str(), &t.image)).collect();
    let (manifest, atlas) = AtlasManifest::pack(&named);
    let from = format!("the textures in {ART_DIR}/");
    outputs.push(Output {
        file: format!("{ATLAS}.png"),
        bytes: encode_png(&atlas),
        from: from.clone(),
    });
    outputs.push(Output {
        file: format!("{ATLAS}.json"),
        bytes: manifest.to_json().into_bytes(),
        from,
    });
    outputs
}

/// Where a PNG stands against the art it is made from.
#[derive(Debug, PartialEq)]
enum Freshness {
    UpToDate,
    Missing,
    Differs,
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("paint-textures: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    // The crate root rather than the working directory, so the tool does the
    // same thing from any folder inside the repository.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match run(root, &options) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("paint-textures: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(root: &Path, options: &Options) -> Result<ExitCode, String> {
    let textures = load_textures(&root.join(ART_DIR))?;
    let named = named_textures(root)?;
    let drawn: Vec<&str> = textures.iter().map(|t| t.name.as_str()).collect();
    let missing = missing_art(&named, &drawn);
    if !missing.is_empty() {
        return Err(format!("textures without art:\n{}", missing.join("\n")));
    }
    for name in unnamed_art(&named, &drawn) {
        eprintln!(
            "warning: {ART_DIR}/{name}.txt is named by no row of {CONTENT_FILE} and no HUD \
             icon: the game never draws it"
        );
    }
    let texture_dir = root.join(TEXTURE_DIR);
    warn_about_orphans(&texture_dir, &textures);

    let outputs = outputs(&textures);
    let code = if options.check {
        check(&texture_dir, &outputs)?
    } else {
        write_outputs(&texture_dir, &outputs)?;
        ExitCode::SUCCESS
    };

    // Honoured even with --check: the sheet is written outside the texture
    // folder, only where the caller explicitly asked.
    if let Some(path) = &options.sheet {
        let named: Vec<(&str, &Image)> =
            textures.iter().map(|t| (t.name.as_str(), &t.image)).collect();
        let sheet = encode_png(&contact_sheet(&named, SHEET_SCALE));
        fs::write(path, sheet).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("wrote contact sheet {}", path.display());
    }
    Ok(code)
}

/// Every texture the game draws, with what names it: each row of the
/// repository's content table (`mobs.Ghost`, its look's texture and second
/// texture) and the HUD's icons.
fn named_textures(root: &Path) -> Result<Vec<(String, String)>, String> {
    let path = root.join(CONTENT_FILE);
    let content: Content = roguelike::json::from_str(&read_text(&path)?)
        .map_err(|e| format!("{}: {e}", display_path(&path)))?;
    let mut named = Vec::new();
    for (row, look) in content.looks() {
        named.extend(look.textures().map(|t| (row.clone(), t.file_stem().to_owned())));
    }
    for band in &content.tilesets {
        let row = format!("tilesets.{}", band.name);
        named.extend(band.textures().map(|t| (row.clone(), t.file_stem().to_owned())));
    }
    named.extend(Art::ICONS.map(|t| ("the HUD's icons".to_owned(), t.file_stem().to_owned())));
    Ok(named)
}

/// The textures `named` names that no art in `drawn` makes, one line each.
fn missing_art(named: &[(String, String)], drawn: &[&str]) -> Vec<String> {
    named
        .iter()
        .filter(|(_, stem)| !drawn.contains(&stem.as_str()))
        .map(|(row, stem)| format!("  {row} names `{stem}`: draw {ART_DIR}/{stem}.txt"))
        .collect()
}

/// The art in `drawn` that nothing in `named` names.
fn unnamed_art<'a>(named: &[(String, String)], drawn: &[&'a str]) -> Vec<&'a str> {
    drawn.iter().copied().filter(|name| !named.iter().any(|(_, stem)| stem == name)).collect()
}

/// Parses the palette and every grid, reporting every bad file at once rather
/// than one per run.
fn load_textures(art_dir: &Path) -> Result<Vec<Texture>, String> {
    let palette_path = art_dir.join(PALETTE_FILE);
    let palette_text = read_text(&palette_path)?;
    let palette = Palette::parse(&palette_text)
        .map_err(|e| format!("{}:{e}", display_path(&palette_path)))?;

    let mut errors = String::new();
    let mut textures = Vec::new();
    for path in art_files(art_dir)? {
        match load_texture(&palette, &path) {
            Ok(texture) => textures.push(texture),
            Err(message) => {
                let _ = writeln!(errors, "{message}");
            }
        }
    }
    if !errors.is_empty() {
        return Err(format!("the art has errors:\n{}", errors.trim_end()));
    }
    if textures.is_empty() {
        return Err(format!("no textures found in {}", display_path(art_dir)));
    }
    Ok(textures)
}

fn load_texture(palette: &Palette, path: &Path) -> Result<Texture, String> {
    let shown = display_path(path);
    let name = texture_name(path).ok_or_else(|| {
        format!(
            "{shown}: texture names may only use a-z, 0-9 and _ (they become file names), \
             and `{ATLAS}` is the atlas's"
        )
    })?;
    let image = parse_grid(palette, &read_text(path)?).map_err(|e| format!("{shown}:{e}"))?;
    if (image.width, image.height) != (TILE_SIZE, TILE_SIZE) {
        return Err(format!(
            "{shown}: is {}×{} pixels; game textures are {TILE_SIZE}×{TILE_SIZE}",
            image.width, image.height
        ));
    }
    let png = encode_png(&image);
    Ok(Texture { name, image, png })
}

/// Every `*.txt` in the art folder except the palette, sorted so output and
/// contact sheets are stable.
fn art_files(art_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        fs::read_dir(art_dir).map_err(|e| format!("cannot list {}: {e}", display_path(art_dir)))?;
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("cannot list {}: {e}", display_path(art_dir)))?.path();
        let is_art = path.extension().is_some_and(|ext| ext == "txt")
            && path.file_name().is_some_and(|name| name != PALETTE_FILE);
        if is_art {
            paths.push(path);
        }
    }
    paths.sort();
    Ok(paths)
}

fn texture_name(path: &Path) -> Option<String> {
    let stem = path.file_stem()?.to_str()?;
    let valid = !stem.is_empty()
        && stem != ATLAS
        && stem.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    valid.then(|| stem.to_owned())
}

fn freshness(texture_dir: &Path, output: &Output) -> Result<Freshness, String> {
    let path = texture_dir.join(&output.file);
    match fs::read(&path) {
        Ok(bytes) if bytes == output.bytes => Ok(Freshness::UpToDate),
        Ok(_) => Ok(Freshness::Differs),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Freshness::Missing),
        Err(e) => Err(format!("cannot read {}: {e}", display_path(&path))),
    }
}

fn check(texture_dir: &Path, outputs: &[Output]) -> Result<ExitCode, String> {
    let mut stale = 0;
    for output in outputs {
        let shown = display_path(&texture_dir.join(&output.file));
        match freshness(texture_dir, output)? {
            Freshness::UpToDate => {}
            Freshness::Missing => {
                stale += 1;
                println!("missing: {shown}");
            }
            Freshness::Differs => {
                stale += 1;
                println!("differs from {}: {shown}", output.from);
            }
        }
    }
    if stale == 0 {
        println!("{} textures and the atlas up to date", outputs.len() - 2);
        Ok(ExitCode::SUCCESS)
    } else {
        println!("{stale} of {} files are stale; {REGENERATE_HINT}", outputs.len());
        Ok(ExitCode::from(1))
    }
}

/// Writes only the files whose bytes change, so an unchanged texture keeps its
/// timestamp and the output lists exactly what changed.
fn write_outputs(texture_dir: &Path, outputs: &[Output]) -> Result<(), String> {
    fs::create_dir_all(texture_dir)
        .map_err(|e| format!("cannot create {}: {e}", display_path(texture_dir)))?;
    let mut written = 0;
    for output in outputs {
        if freshness(texture_dir, output)? == Freshness::UpToDate {
            continue;
        }
        let path = texture_dir.join(&output.file);
        fs::write(&path, &output.bytes)
            .map_err(|e| format!("cannot write {}: {e}", display_path(&path)))?;
        println!("wrote {}", display_path(&path));
        written += 1;
    }
    println!("{} textures and the atlas, {written} files written", outputs.len() - 2);
    Ok(())
}

/// PNGs with no art left behind would be shipped but never regenerated; they are
/// reported, not deleted, since someone may have put them there on purpose.
fn warn_about_orphans(texture_dir: &Path, textures: &[Texture]) {
    let Ok(entries) = fs::read_dir(texture_dir) else {
        return;
    };
    let mut orphans: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "png"))
        .filter(|path| {
            let stem = path.file_stem().and_then(|s| s.to_str());
            stem != Some(ATLAS) && !textures.iter().any(|t| Some(t.name.as_str()) == stem)
        })
        .collect();
    orphans.sort();
    for path in orphans {
        eprintln!(
            "warning: {} has no art in {ART_DIR}/ and will not be regenerated",
            display_path(&path)
        );
    }
}

fn read_text(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", display_path(path)))
}

/// Paths are shown relative to the crate root, as a person would type them.
fn display_path(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments_parse() {
        assert_eq!(parse_args(args(&[])), Ok(Options::default()));
        let options = parse_args(args(&["--check", "--sheet", "/tmp/s.png"])).expect("valid");
        assert!(options.check);
        assert_eq!(options.sheet, Some(PathBuf::from("/tmp/s.png")));
        let options = parse_args(args(&["--sheet=/tmp/s.png"])).expect("valid");
        assert_eq!(options.sheet, Some(PathBuf::from("/tmp/s.png")));
        assert!(parse_args(args(&["--sheet"])).is_err());
        assert!(parse_args(args(&["--chek"])).is_err());
    }

    #[test]
    fn art_is_checked_against_what_names_it() {
        let named: Vec<(String, String)> = [("mobs.Ghost", "ghost"), ("tiles.Wall", "wall_face")]
            .map(|(row, stem)| (row.to_owned(), stem.to_owned()))
            .into();
        assert_eq!(
            missing_art(&named, &["ghost", "heart"]),
            ["  tiles.Wall names `wall_face`: draw assets/art/wall_face.txt"]
        );
        assert_eq!(unnamed_art(&named, &["ghost", "heart", "wall_face"]), ["heart"]);
    }

    /// The repository's own table and art agree: nothing named lacks art,
    /// and every piece of art is drawn.
    #[test]
    fn the_repositorys_rows_and_art_agree() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let named = named_textures(root).expect("the content table reads");
        let art = art_files(&root.join(ART_DIR)).expect("the art folder lists");
        let drawn: Vec<String> = art.iter().filter_map(|p| texture_name(p)).collect();
        let drawn: Vec<&str> = drawn.iter().map(String::as_str).collect();
        assert_eq!(missing_art(&named, &drawn), Vec::<String>::new());
        assert_eq!(unnamed_art(&named, &drawn), Vec::<&str>::new());
    }

    #[test]
    fn texture_names_must_be_safe_file_names() {
        assert_eq!(texture_name(Path::new("a/floor_alt.txt")), Some("floor_alt".into()));
        assert_eq!(texture_name(Path::new("a/Floor.txt")), None);
        assert_eq!(texture_name(Path::new("a/my tile.txt")), None);
        assert_eq!(texture_name(Path::new("a/atlas.txt")), None);
    }
}
