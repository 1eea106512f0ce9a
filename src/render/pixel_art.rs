//! Pixel art kept as text: a [`Palette`] of one-character colour keys, square
//! character grids drawn with it, and a small hand-written PNG encoder, so the
//! game's textures live in the repository as reviewable text and are converted
//! without an image crate.
//!
//! ```text
//! # palette.txt            # heart.txt (first rows)
//! k #120e14                ................
//! R #e23c3c                ..kkk....kkk....
//! G #dceef4d0              .kRRRk..kRRRk...
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// A colour as straight (not premultiplied) red, green, blue, alpha.
pub type Rgba = [u8; 4];

/// The key that always means "no pixel"; a palette may not redefine it.
pub const TRANSPARENT_KEY: char = '.';

const TRANSPARENT: Rgba = [0, 0, 0, 0];

/// A parse error in a palette or a grid, with the 1-based line (and column,
/// counted in characters, when one character is to blame) where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PixelArtError {
    /// 1-based line number in the parsed text.
    pub line: usize,
    /// 1-based column in characters, when the error is at one place in the line.
    pub col: Option<usize>,
    /// What is wrong, for a person to read.
    pub message: String,
}

impl PixelArtError {
    fn at(line: usize, col: usize, message: impl Into<String>) -> Self {
        PixelArtError { line, col: Some(col), message: message.into() }
    }

    fn on_line(line: usize, message: impl Into<String>) -> Self {
        PixelArtError { line, col: None, message: message.into() }
    }
}

impl fmt::Display for PixelArtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.col {
            Some(col) => write!(f, "{}:{}: {}", self.line, col, self.message),
            None => write!(f, "{}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for PixelArtError {}

/// Whether a line is a comment: `#` at the very start followed by a space (or
/// nothing). Requiring the space keeps `#rrggbb`-looking typos from silently
/// disappearing as comments.
fn is_comment(line: &str) -> bool {
    line == "#" || line.starts_with("# ")
}

/// The colours a grid may use, each under a one-character key.
///
/// Text form, one entry a line: `X #rrggbb` or `X #rrggbbaa`. Blank lines and
/// lines starting with `# ` are ignored. `.` is always fully transparent and
/// cannot be redefined; `#` cannot be a key because it starts comments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Palette {
    colours: BTreeMap<char, Rgba>,
}

impl Palette {
    /// Parses the text form described on [`Palette`].
    pub fn parse(text: &str) -> Result<Palette, PixelArtError> {
        let mut colours = BTreeMap::new();
        let mut defined_on: BTreeMap<char, usize> = BTreeMap::new();
        for (index, raw) in text.lines().enumerate() {
            let line_number = index + 1;
            let line = raw.trim_end();
            if line.is_empty() || is_comment(line) {
                continue;
            }
            let (key, colour) = parse_palette_line(line_number, line)?;
            if let Some(first) = defined_on.insert(key, line_number) {
                return Err(PixelArtError::at(
                    line_number,
                    1,
                    format!("key '{key}' is already defined on line {first}"),
                ));
            }
            colours.insert(key, colour);
        }
        Ok(Palette { colours })
    }

    /// The colour drawn for `key`: transparent for `.`, `None` if undefined.
    pub fn colour(&self, key: char) -> Option<Rgba> {
        if key == TRANSPARENT_KEY {
            Some(TRANSPARENT)
        } else {
            self.colours.get(&key).copied()
        }
    }

    /// The number of defined colours, not counting the implicit `.`.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether no colour is defined (only `.` can be used).
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// The defined colours in key order, without the implicit `.`.
    pub fn iter(&self) -> impl Iterator<Item = (char, Rgba)> + '_ {
        self.colours.iter().map(|(&key, &colour)| (key, colour))
    }
}

impl FromStr for Palette {
    type Err = PixelArtError;

    fn from_str(text: &str) -> Result<Palette, PixelArtError> {
        Palette::parse(text)
    }
}

/// Writes the text form [`Palette::parse`] reads (without the comments).
impl fmt::Display for Palette {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (key, [r, g, b, a]) in self.iter() {
            if a == u8::MAX {
                writeln!(f, "{key} #{r:02x}{g:02x}{b:02x}")?;
            } else {
                writeln!(f, "{key} #{r:02x}{g:02x}{b:02x}{a:02x}")?;
            }
        }
        Ok(())
    }
}

/// Parses one non-blank, non-comment palette line: `X #rrggbb[aa]`.
fn parse_palette_line(line_number: usize, line: &str) -> Result<(char, Rgba), PixelArtError> {
    let mut chars = line.chars();
    let key =
        chars.next().ok_or_else(|| PixelArtError::on_line(line_number, "empty palette line"))?;
    if key.is_whitespace() {
        return Err(PixelArtError::at(
            line_number,
            1,
            "a palette line must start with its one-character key",
        ));
    }
    if key == TRANSPARENT_KEY {
        return Err(PixelArtError::at(
            line_number,
            1,
            "'.' is always transparent and cannot be redefined",
        ));
    }
    if key == '#' {
        return Err(PixelArtError::at(
            line_number,
            1,
            "'#' cannot be a key; a comment is '#' followed by a space",
        ));
    }
    let rest = chars.as_str();
    if !rest.starts_with(char::is_whitespace) {
        return Err(PixelArtError::at(
            line_number,
            2,
            format!("expected a space between the key '{key}' and its colour"),
        ));
    }
    let colour_text = rest.trim_start();
    let colour_col = line.chars().count() - colour_text.chars().count() + 1;
    let colour = parse_hex_colour(colour_text)
        .map_err(|message| PixelArtError::at(line_number, colour_col, message))?;
    Ok((key, colour))
}

/// Parses `#rrggbb` or `#rrggbbaa`; the error is a message for the caller to place.
fn parse_hex_colour(text: &str) -> Result<Rgba, String> {
    let Some(hex) = text.strip_prefix('#') else {
        return Err(format!("expected a colour like #rrggbb, found '{text}'"));
    };
    if let Some((colour, _)) = text.split_once(char::is_whitespace) {
        return Err(format!(
            "unexpected text after the colour '{colour}' (comments go on their own line)"
        ));
    }
    if let Some(bad) = hex.chars().find(|c| !c.is_ascii_hexdigit()) {
        return Err(format!("'{bad}' in colour '{text}' is not a hex digit"));
    }
    // Every char is an ASCII hex digit here, so byte offsets are char offsets.
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("checked hex digits");
    match hex.len() {
        6 => Ok([channel(0), channel(2), channel(4), u8::MAX]),
        8 => Ok([channel(0), channel(2), channel(4), channel(6)]),
        n => Err(format!(
            "colour '{text}' has {n} hex digits; expected 6 (#rrggbb) or 8 (#rrggbbaa)"
        )),
    }
}

/// An RGBA8 image, rows top to bottom, 4 bytes a pixel.
#[derive(Clone, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height × 4` bytes: red, green, blue, alpha, row by row.
    pub rgba: Vec<u8>,
}

impl Image {
    /// A fully transparent image.
    pub fn new(width: u32, height: u32) -> Image {
        Image { width, height, rgba: vec![0; width as usize * height as usize * 4] }
    }

    /// The colour at (`x`, `y`), or `None` outside the image.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Rgba> {
        let start = self.offset(x, y)?;
        let bytes = self.rgba.get(start..start + 4)?;
        Some([bytes[0], bytes[1], bytes[2], bytes[3]])
    }

    /// Sets the colour at (`x`, `y`); points outside the image are ignored, so
    /// callers can draw shapes that run over the edge.
    pub fn set_pixel(&mut self, x: u32, y: u32, colour: Rgba) {
        if let Some(bytes) = self.offset(x, y).and_then(|start| self.rgba.get_mut(start..start + 4))
        {
            bytes.copy_from_slice(&colour);
        }
    }

    fn offset(&self, x: u32, y: u32) -> Option<usize> {
        (x < self.width && y < self.height)
            .then(|| (y as usize * self.width as usize + x as usize) * 4)
    }
}

/// Pixels are left out: a 16×16 image is a kilobyte of numbers nobody reads.
impl fmt::Debug for Image {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Image")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("rgba_len", &self.rgba.len())
            .finish()
    }
}

/// Parses a square grid of palette keys, one row a line.
///
/// Blank lines and `# ` comment lines are skipped (line numbers in errors still
/// count them); trailing whitespace is ignored. Every row must be as long as the
/// first and there must be as many rows as columns.
pub fn parse_grid(palette: &Palette, text: &str) -> Result<Image, PixelArtError> {
    let mut width = 0;
    let mut rows = 0;
    let mut last_line = 0;
    let mut rgba = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line_number = index + 1;
        last_line = line_number;
        let line = raw.trim_end();
        if line.is_empty() || is_comment(line) {
            continue;
        }
        let length = line.chars().count();
        if rows == 0 {
            width = length;
        }
        if rows == width {
            return Err(PixelArtError::on_line(
                line_number,
                format!(
                    "too many rows: the grid is {width} pixels wide, so it must have {width} rows"
                ),
            ));
        }
        for (col_index, key) in line.chars().enumerate() {
            if col_index == width {
                break;
            }
            let colour = palette.colour(key).ok_or_else(|| {
                PixelArtError::at(
                    line_number,
                    col_index + 1,
                    format!("unknown colour key '{key}' (not in the palette)"),
                )
            })?;
            rgba.extend_from_slice(&colour);
        }
        if length != width {
            return Err(PixelArtError::at(
                line_number,
                length.min(width) + 1,
                format!("row is {length} pixels wide, but the first row is {width}"),
            ));
        }
        rows += 1;
    }
    if rows == 0 {
        return Err(PixelArtError::on_line(last_line.max(1), "the grid is empty"));
    }
    if rows != width {
        return Err(PixelArtError::on_line(
            last_line + 1,
            format!("too few rows: the grid is {width} pixels wide but has only {rows} rows"),
        ));
    }
    let side = u32::try_from(width).map_err(|_| {
        PixelArtError::on_line(1, format!("a grid {width} pixels wide is too large"))
    })?;
    Ok(Image { width: side, height: side, rgba })
}

/// The eight bytes every PNG file starts with.
pub const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// The most a stored deflate block can hold: its length field is 16 bits.
const MAX_STORED_BLOCK: usize = u16::MAX as usize;

/// IDAT data is split into chunks of at most this many bytes, far below the
/// 2³¹ − 1 the format allows, so chunk lengths always fit.
const MAX_IDAT_CHUNK: usize = 1 << 20;

/// Encodes an RGBA8, non-interlaced PNG with uncompressed (stored) deflate
/// blocks. Textures are a kilobyte each, so compression is not worth an
/// encoder; in exchange the output is byte-for-byte deterministic and simple
/// enough to check by hand.
///
/// # Panics
///
/// If the image is empty (PNG requires at least 1×1) or `rgba` is not
/// `width × height × 4` bytes long: both are bugs in the caller.
pub fn encode_png(image: &Image) -> Vec<u8> {
    assert!(
        image.width > 0 && image.height > 0,
        "a PNG must be at least 1×1, got {}×{}",
        image.width,
        image.height
    );
    let row_bytes = image.width as usize * 4;
    assert_eq!(
        image.rgba.len(),
        row_bytes * image.height as usize,
        "rgba must hold width × height × 4 bytes"
    );

    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&image.width.to_be_bytes());
    header.extend_from_slice(&image.height.to_be_bytes());
    // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
    header.extend_from_slice(&[8, 6, 0, 0, 0]);

    // Each scanline is preceded by its filter type; 0 ("None") keeps the bytes raw.
    let mut scanlines = Vec::with_capacity((row_bytes + 1) * image.height as usize);
    for row in image.rgba.chunks_exact(row_bytes) {
        scanlines.push(0);
        scanlines.extend_from_slice(row);
    }

    let mut png = PNG_SIGNATURE.to_vec();
    write_chunk(&mut png, b"IHDR", &header);
    for part in zlib_stored(&scanlines).chunks(MAX_IDAT_CHUNK) {
        write_chunk(&mut png, b"IDAT", part);
    }
    write_chunk(&mut png, b"IEND", &[]);
    png
}

/// Appends a chunk: big-endian length, type, data, CRC-32 of type and data.
fn write_chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    let length = u32::try_from(data.len()).expect("chunks are capped at MAX_IDAT_CHUNK bytes");
    png.extend_from_slice(&length.to_be_bytes());
    let crc_start = png.len();
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let crc = crc32(&png[crc_start..]);
    png.extend_from_slice(&crc.to_be_bytes());
}

/// A zlib stream (RFC 1950) whose deflate data (RFC 1951) is only stored blocks.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let blocks = data.len().div_ceil(MAX_STORED_BLOCK).max(1);
    let mut out = Vec::with_capacity(data.len() + blocks * 5 + 6);
    // CMF 0x78: deflate with a 32 KiB window. FLG 0x01: no preset dictionary,
    // "fastest" level, and check bits making 0x7801 a multiple of 31.
    out.extend_from_slice(&[0x78, 0x01]);
    if data.is_empty() {
        // Deflate needs at least one block, even for no data.
        out.extend_from_slice(&[1, 0x00, 0x00, 0xff, 0xff]);
    }
    let mut pieces = data.chunks(MAX_STORED_BLOCK).peekable();
    while let Some(piece) = pieces.next() {
        let is_final = pieces.peek().is_none();
        // Header bits: BFINAL, then BTYPE 00 (stored); the rest of the byte pads
        // to the byte boundary stored blocks require.
        out.push(u8::from(is_final));
        let length = u16::try_from(piece.len()).expect("pieces are at most MAX_STORED_BLOCK");
        out.extend_from_slice(&length.to_le_bytes());
        out.extend_from_slice(&(!length).to_le_bytes());
        out.extend_from_slice(piece);
    }
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// The CRC-32 lookup table for the reflected polynomial 0xEDB88320 (the one
/// PNG, zlib's crc32 and Ethernet use), built at compile time.
const CRC32_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut bit = 0;
        while bit < 8 {
            c = if c & 1 == 1 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            bit += 1;
        }
        table[n] = c;
        n += 1;
    }
    table
};

/// The CRC-32 PNG stores after every chunk.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = u32::MAX;
    for &byte in bytes {
        crc = CRC32_TABLE[((crc ^ u32::from(byte)) & 0xff) as usize] ^ (crc >> 8);
    }
    crc ^ u32::MAX
}

/// The Adler-32 checksum that ends a zlib stream.
fn adler32(bytes: &[u8]) -> u32 {
    const MODULUS: u32 = 65_521;
    // 5552 is the most bytes that can be summed before `b` could overflow u32,
    // so the modulo is only taken once per run.
    const RUN: usize = 5552;
    let (mut a, mut b) = (1u32, 0u32);
    for run in bytes.chunks(RUN) {
        for &byte in run {
            a += u32::from(byte);
            b += a;
        }
        a %= MODULUS;
        b %= MODULUS;
    }
    (b << 16) | a
}

/// Enlarges an image `factor` times with nearest-neighbour sampling, which
/// keeps pixel art crisp.
///
/// # Panics
///
/// If the enlarged size does not fit in `u32`.
pub fn scale(image: &Image, factor: u32) -> Image {
    let width = image.width.checked_mul(factor).expect("scaled width must fit in u32");
    let height = image.height.checked_mul(factor).expect("scaled height must fit in u32");
    let mut scaled = Image::new(width, height);
    for y in 0..height {
        for x in 0..width {
            if let Some(colour) = image.pixel(x / factor, y / factor) {
                scaled.set_pixel(x, y, colour);
            }
        }
    }
    scaled
}

/// Sheet colours: a near-black page, and two dark greys for the checkerboard
/// that shows through transparent pixels so they can be told from black ones.
const SHEET_BACKGROUND: Rgba = [18, 18, 22, 255];
const CHECKER_DARK: Rgba = [40, 40, 46, 255];
const CHECKER_LIGHT: Rgba = [54, 54, 62, 255];
const LABEL_COLOUR: Rgba = [200, 200, 190, 255];

/// Lays `images` out in a near-square grid, each enlarged `scale` times over a
/// checkerboard (one square per source pixel) and labelled with its name, so a
/// whole texture set can be looked at in one picture.
pub fn contact_sheet(images: &[(&str, &Image)], scale: u32) -> Image {
    let scale = scale.max(1);
    let count = u32::try_from(images.len()).unwrap_or(u32::MAX);
    // Near-square: the fewest columns whose square holds every image.
    let columns = (1u32..).find(|c| c.saturating_mul(*c) >= count).unwrap_or(1);
    let rows = count.div_ceil(columns).max(1);
    let cell_width = images.iter().map(|(_, i)| i.width).max().unwrap_or(0) * scale;
    let cell_height = images.iter().map(|(_, i)| i.height).max().unwrap_or(0) * scale;
    let gap = 2 * scale;
    let label_scale = (scale / 4).max(1);
    let label_height = GLYPH_HEIGHT * label_scale + gap / 2;

    let mut sheet = Image::new(
        columns * cell_width + (columns + 1) * gap,
        rows * (cell_height + label_height) + (rows + 1) * gap,
    );
    for chunk in sheet.rgba.chunks_exact_mut(4) {
        chunk.copy_from_slice(&SHEET_BACKGROUND);
    }
    for (index, (name, image)) in images.iter().enumerate() {
        let index = index as u32;
        let left = gap + (index % columns) * (cell_width + gap);
        let top = gap + (index / columns) * (cell_height + label_height + gap);
        for y in 0..image.height * scale {
            for x in 0..image.width * scale {
                let (source_x, source_y) = (x / scale, y / scale);
                let checker =
                    if (source_x + source_y) % 2 == 0 { CHECKER_DARK } else { CHECKER_LIGHT };
                let colour = image.pixel(source_x, source_y).unwrap_or(TRANSPARENT);
                sheet.set_pixel(left + x, top + y, blend_over(checker, colour));
            }
        }
        let label_top = top + cell_height + gap / 2;
        draw_label(&mut sheet, name, left, label_top, label_scale, left + cell_width);
    }
    sheet
}

/// `source` drawn over an opaque `backdrop` ("source over" compositing).
fn blend_over(backdrop: Rgba, source: Rgba) -> Rgba {
    let alpha = u32::from(source[3]);
    let mix = |s: u8, d: u8| {
        let value = (u32::from(s) * alpha + u32::from(d) * (255 - alpha) + 127) / 255;
        u8::try_from(value).expect("a weighted mean of bytes is a byte")
    };
    [mix(source[0], backdrop[0]), mix(source[1], backdrop[1]), mix(source[2], backdrop[2]), u8::MAX]
}

const GLYPH_WIDTH: u32 = 3;
const GLYPH_HEIGHT: u32 = 5;

/// Writes `text` in the tiny built-in font, clipped at `right`.
fn draw_label(sheet: &mut Image, text: &str, left: u32, top: u32, size: u32, right: u32) {
    let advance = (GLYPH_WIDTH + 1) * size;
    for (index, ch) in text.chars().enumerate() {
        let glyph_left = left + index as u32 * advance;
        for (row, bits) in glyph(ch).iter().enumerate() {
            for column in 0..GLYPH_WIDTH {
                if bits & (0b100 >> column) == 0 {
                    continue;
                }
                for dy in 0..size {
                    for dx in 0..size {
                        let x = glyph_left + column * size + dx;
                        if x < right {
                            sheet.set_pixel(x, top + row as u32 * size + dy, LABEL_COLOUR);
                        }
                    }
                }
            }
        }
    }
}

/// A 3×5 glyph, one row a byte, the left pixel in bit 2. Only what texture
/// names need: letters (either case), digits, `_` and `-`; anything else is `?`.
fn glyph(ch: char) -> [u8; 5] {
    match ch.to_ascii_lowercase() {
        'a' => [0b010, 0b101, 0b111, 0b101, 0b101],
        'b' => [0b110, 0b101, 0b110, 0b101, 0b110],
        'c' => [0b011, 0b100, 0b100, 0b100, 0b011],
        'd' => [0b110, 0b101, 0b101, 0b101, 0b110],
        'e' => [0b111, 0b100, 0b110, 0b100, 0b111],
        'f' => [0b111, 0b100, 0b110, 0b100, 0b100],
        'g' => [0b011, 0b100, 0b101, 0b101, 0b011],
        'h' => [0b101, 0b101, 0b111, 0b101, 0b101],
        'i' => [0b111, 0b010, 0b010, 0b010, 0b111],
        'j' => [0b001, 0b001, 0b001, 0b101, 0b010],
        'k' => [0b101, 0b101, 0b110, 0b101, 0b101],
        'l' => [0b100, 0b100, 0b100, 0b100, 0b111],
        'm' => [0b101, 0b111, 0b111, 0b101, 0b101],
        'n' => [0b110, 0b101, 0b101, 0b101, 0b101],
        'o' => [0b010, 0b101, 0b101, 0b101, 0b010],
        'p' => [0b110, 0b101, 0b110, 0b100, 0b100],
        'q' => [0b010, 0b101, 0b101, 0b110, 0b011],
        'r' => [0b110, 0b101, 0b110, 0b101, 0b101],
        's' => [0b011, 0b100, 0b010, 0b001, 0b110],
        't' => [0b111, 0b010, 0b010, 0b010, 0b010],
        'u' => [0b101, 0b101, 0b101, 0b101, 0b111],
        'v' => [0b101, 0b101, 0b101, 0b101, 0b010],
        'w' => [0b101, 0b101, 0b111, 0b111, 0b101],
        'x' => [0b101, 0b101, 0b010, 0b101, 0b101],
        'y' => [0b101, 0b101, 0b010, 0b010, 0b010],
        'z' => [0b111, 0b001, 0b010, 0b100, 0b111],
        '0' => [0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b110, 0b001, 0b010, 0b100, 0b111],
        '3' => [0b110, 0b001, 0b010, 0b001, 0b110],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b110, 0b001, 0b110],
        '6' => [0b011, 0b100, 0b110, 0b101, 0b010],
        '7' => [0b111, 0b001, 0b010, 0b010, 0b010],
        '8' => [0b010, 0b101, 0b010, 0b101, 0b010],
        '9' => [0b010, 0b101, 0b011, 0b001, 0b110],
        '_' => [0b000, 0b000, 0b000, 0b000, 0b111],
        '-' => [0b000, 0b000, 0b111, 0b000, 0b000],
        ' ' => [0; 5],
        _ => [0b110, 0b001, 0b010, 0b000, 0b010],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PALETTE: &str = "\
# A test palette.
k #000000

r #ff0000
g #00ff0080
";

    fn palette() -> Palette {
        Palette::parse(PALETTE).expect("the test palette is valid")
    }

    fn error_of<T: fmt::Debug>(result: Result<T, PixelArtError>) -> PixelArtError {
        result.expect_err("the input is invalid")
    }

    #[test]
    fn palette_reads_opaque_and_alpha_colours_and_skips_comments() {
        let palette = palette();
        assert_eq!(palette.len(), 3);
        assert_eq!(palette.colour('k'), Some([0, 0, 0, 255]));
        assert_eq!(palette.colour('r'), Some([255, 0, 0, 255]));
        assert_eq!(palette.colour('g'), Some([0, 255, 0, 0x80]));
        assert_eq!(palette.colour('.'), Some([0, 0, 0, 0]));
        assert_eq!(palette.colour('x'), None);
    }

    #[test]
    fn palette_accepts_crlf_and_trailing_spaces() {
        let palette = Palette::parse("a #010203  \r\nb #AABBCCDD\r\n").expect("valid");
        assert_eq!(palette.colour('a'), Some([1, 2, 3, 255]));
        assert_eq!(palette.colour('b'), Some([0xaa, 0xbb, 0xcc, 0xdd]));
    }

    #[test]
    fn palette_written_as_text_parses_back_to_itself() {
        let palette = palette();
        let text = palette.to_string();
        assert_eq!(text, "g #00ff0080\nk #000000\nr #ff0000\n");
        assert_eq!(text.parse::<Palette>(), Ok(palette));
    }

    #[test]
    fn palette_errors_say_where() {
        let cases: [(&str, usize, Option<usize>, &str); 9] = [
            ("k #000000\nk #ffffff", 2, Some(1), "already defined on line 1"),
            (". #000000", 1, Some(1), "transparent"),
            ("#ff0000", 1, Some(1), "cannot be a key"),
            ("kk #000000", 1, Some(2), "expected a space"),
            ("  k #000000", 1, Some(1), "must start with its one-character key"),
            ("\n\nk 000000", 3, Some(3), "expected a colour"),
            ("k #00000", 1, Some(3), "has 5 hex digits"),
            ("k   #00g000", 1, Some(5), "'g' in colour"),
            ("k #000000 black", 1, Some(3), "unexpected text after the colour '#000000'"),
        ];
        for (text, line, col, fragment) in cases {
            let error = error_of(Palette::parse(text));
            assert_eq!((error.line, error.col), (line, col), "{text:?}: {error}");
            assert!(error.message.contains(fragment), "{text:?}: {error}");
        }
    }

    #[test]
    fn error_display_is_line_colon_col_colon_message() {
        assert_eq!(PixelArtError::at(3, 7, "bad").to_string(), "3:7: bad");
        assert_eq!(PixelArtError::on_line(2, "bad").to_string(), "2: bad");
    }

    #[test]
    fn grid_maps_keys_to_colours_row_by_row() {
        let image = parse_grid(&palette(), "# comment\nkr\n.g\n").expect("valid grid");
        assert_eq!((image.width, image.height), (2, 2));
        assert_eq!(image.pixel(0, 0), Some([0, 0, 0, 255]));
        assert_eq!(image.pixel(1, 0), Some([255, 0, 0, 255]));
        assert_eq!(image.pixel(0, 1), Some([0, 0, 0, 0]));
        assert_eq!(image.pixel(1, 1), Some([0, 255, 0, 0x80]));
        assert_eq!(image.pixel(2, 0), None);
    }

    #[test]
    fn grid_of_sixteen_rows_parses() {
        let row = "kr".repeat(8);
        let text = format!("{row}\n").repeat(16);
        let image = parse_grid(&palette(), &text).expect("valid grid");
        assert_eq!((image.width, image.height, image.rgba.len()), (16, 16, 1024));
    }

    #[test]
    fn grid_reports_unknown_key_at_its_line_and_column() {
        let error = error_of(parse_grid(&palette(), "# title\nkkk\nk.k\nkQk\n"));
        assert_eq!((error.line, error.col), (4, Some(2)));
        assert_eq!(error.to_string(), "4:2: unknown colour key 'Q' (not in the palette)");
    }

    #[test]
    fn grid_reports_a_space_inside_a_row_as_an_unknown_key() {
        let error = error_of(parse_grid(&palette(), "kkk\nk k\nkkk"));
        assert_eq!((error.line, error.col), (2, Some(2)));
    }

    #[test]
    fn grid_reports_short_and_long_rows_where_they_differ() {
        let short = error_of(parse_grid(&palette(), "kkk\nkk\nkkk"));
        assert_eq!((short.line, short.col), (2, Some(3)));
        assert!(short.message.contains("row is 2 pixels wide, but the first row is 3"));

        let long = error_of(parse_grid(&palette(), "kkk\nkkk\nkkkr"));
        assert_eq!((long.line, long.col), (3, Some(4)));
    }

    #[test]
    fn grid_must_be_square() {
        let too_few = error_of(parse_grid(&palette(), "kkk\nkkk\n"));
        assert_eq!((too_few.line, too_few.col), (3, None));
        assert!(too_few.message.contains("too few rows"));

        let too_many = error_of(parse_grid(&palette(), "kk\nkk\n\nkk\n"));
        assert_eq!((too_many.line, too_many.col), (4, None));
        assert!(too_many.message.contains("too many rows"));

        let empty = error_of(parse_grid(&palette(), "# nothing\n\n"));
        assert_eq!(empty.line, 2);
        assert!(empty.message.contains("empty"));
    }

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn adler32_matches_known_values() {
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
        assert_eq!(adler32(b""), 1);
        // Long enough to cross several deferred-modulo runs.
        let long = vec![0xffu8; 100_000];
        let (mut a, mut b) = (1u64, 0u64);
        for &byte in &long {
            a = (a + u64::from(byte)) % 65_521;
            b = (b + a) % 65_521;
        }
        assert_eq!(u64::from(adler32(&long)), (b << 16) | a);
    }

    #[test]
    fn png_starts_with_signature_and_ihdr() {
        let png = encode_png(&Image::new(16, 9));
        assert_eq!(png[..8], PNG_SIGNATURE);
        let ihdr = [
            0, 0, 0, 13, b'I', b'H', b'D', b'R', // length, type
            0, 0, 0, 16, 0, 0, 0, 9, // width, height
            8, 6, 0, 0, 0, // depth, RGBA, deflate, filter, no interlace
        ];
        assert_eq!(png[8..8 + ihdr.len()], ihdr);
        let crc = crc32(&png[12..29]);
        assert_eq!(png[29..33], crc.to_be_bytes());
        assert_eq!(
            png[png.len() - 12..],
            [0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]
        );
    }

    #[test]
    fn png_is_deterministic() {
        let image = parse_grid(&palette(), "kr\ng.").expect("valid grid");
        assert_eq!(encode_png(&image), encode_png(&image.clone()));
    }

    /// Reads the chunks back, checking every CRC, and inflates stored blocks:
    /// enough of a decoder to prove the encoder's output means what it should.
    fn decode_own_png(png: &[u8]) -> Image {
        assert_eq!(png[..8], PNG_SIGNATURE, "signature");
        let mut at = 8;
        let (mut width, mut height) = (0, 0);
        let mut zlib = Vec::new();
        while at < png.len() {
            let length = u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes")) as usize;
            let kind = &png[at + 4..at + 8];
            let data = &png[at + 8..at + 8 + length];
            let crc = u32::from_be_bytes(
                png[at + 8 + length..at + 12 + length].try_into().expect("4 bytes"),
            );
            assert_eq!(crc, crc32(&png[at + 4..at + 8 + length]), "CRC of {kind:?}");
            match kind {
                b"IHDR" => {
                    width = u32::from_be_bytes(data[0..4].try_into().expect("4 bytes"));
                    height = u32::from_be_bytes(data[4..8].try_into().expect("4 bytes"));
                    assert_eq!(data[8..], [8, 6, 0, 0, 0]);
                }
                b"IDAT" => zlib.extend_from_slice(data),
                b"IEND" => assert!(data.is_empty()),
                other => panic!("unexpected chunk {other:?}"),
            }
            at += 12 + length;
        }
        let scanlines = inflate_stored(&zlib);
        let row_bytes = width as usize * 4;
        let mut rgba = Vec::new();
        for line in scanlines.chunks(row_bytes + 1) {
            assert_eq!(line[0], 0, "filter type None");
            rgba.extend_from_slice(&line[1..]);
        }
        Image { width, height, rgba }
    }

    fn inflate_stored(zlib: &[u8]) -> Vec<u8> {
        assert_eq!(u16::from_be_bytes([zlib[0], zlib[1]]) % 31, 0, "zlib header check");
        assert_eq!(zlib[0] & 0x0f, 8, "deflate");
        let mut at = 2;
        let mut out = Vec::new();
        loop {
            let header = zlib[at];
            assert_eq!(header >> 1, 0, "stored block");
            let length = u16::from_le_bytes([zlib[at + 1], zlib[at + 2]]);
            let check = u16::from_le_bytes([zlib[at + 3], zlib[at + 4]]);
            assert_eq!(length, !check, "NLEN is the complement of LEN");
            let start = at + 5;
            out.extend_from_slice(&zlib[start..start + length as usize]);
            at = start + length as usize;
            if header & 1 == 1 {
                break;
            }
        }
        let adler = u32::from_be_bytes(zlib[at..at + 4].try_into().expect("4 bytes"));
        assert_eq!(adler, adler32(&out));
        assert_eq!(at + 4, zlib.len(), "nothing after the checksum");
        out
    }

    #[test]
    fn tiny_image_round_trips_through_png() {
        let image = parse_grid(&palette(), "kr.\ng.k\n.rg").expect("valid grid");
        assert_eq!(decode_own_png(&encode_png(&image)), image);
    }

    #[test]
    fn image_larger_than_one_stored_block_round_trips() {
        // 200 × 100 × 4 + 100 filter bytes = 80 100 bytes: two stored blocks.
        let mut image = Image::new(200, 100);
        for (i, byte) in image.rgba.iter_mut().enumerate() {
            *byte = (i * 7 % 251) as u8;
        }
        assert_eq!(decode_own_png(&encode_png(&image)), image);
    }

    #[test]
    fn empty_data_is_still_a_valid_zlib_stream() {
        assert_eq!(inflate_stored(&zlib_stored(&[])), Vec::<u8>::new());
    }

    #[test]
    fn scale_repeats_each_pixel_in_a_block() {
        let image = parse_grid(&palette(), "kr\ng.").expect("valid grid");
        let big = scale(&image, 3);
        assert_eq!((big.width, big.height), (6, 6));
        for y in 0..6 {
            for x in 0..6 {
                assert_eq!(big.pixel(x, y), image.pixel(x / 3, y / 3), "({x}, {y})");
            }
        }
    }

    #[test]
    fn contact_sheet_places_images_in_a_square_grid() {
        let red = parse_grid(&palette(), "rr\nrr").expect("valid grid");
        let clear = parse_grid(&palette(), "..\n..").expect("valid grid");
        let sheet = contact_sheet(&[("a", &red), ("b", &clear), ("c", &red)], 4);
        // Two columns of 8-pixel cells with 8-pixel gaps; two rows with labels.
        assert_eq!(sheet.width, 2 * 8 + 3 * 8);
        assert_eq!(sheet.pixel(0, 0), Some(SHEET_BACKGROUND));
        assert_eq!(sheet.pixel(8, 8), Some([255, 0, 0, 255]));
        // A transparent texture shows the checkerboard.
        assert_eq!(sheet.pixel(24, 8), Some(CHECKER_DARK));
        assert_eq!(sheet.pixel(28, 8), Some(CHECKER_LIGHT));
        assert!(sheet.rgba.chunks_exact(4).any(|p| p == LABEL_COLOUR));
    }

    #[test]
    fn contact_sheet_of_nothing_is_an_empty_page() {
        let sheet = contact_sheet(&[], 8);
        assert!(sheet.width > 0 && sheet.height > 0);
        assert!(sheet.rgba.chunks_exact(4).all(|p| p == SHEET_BACKGROUND));
    }

    #[test]
    fn blend_over_mixes_by_alpha() {
        assert_eq!(blend_over([0, 0, 0, 255], [255, 255, 255, 255]), [255, 255, 255, 255]);
        assert_eq!(blend_over([10, 20, 30, 255], [255, 255, 255, 0]), [10, 20, 30, 255]);
        assert_eq!(blend_over([0, 0, 0, 255], [255, 0, 0, 128]), [128, 0, 0, 255]);
    }
}
