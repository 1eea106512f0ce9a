//! The Terra Incognita labyrinth file format, read exactly as the original
//! reader does (border unchecked, short lines padded, the blank-last-line
//! quirk), with every problem reported at its line and column, a writer, and a
//! cheap content sniff.

use super::map::{Cell, LabyrinthMap, MAX_WORMHOLES};
use crate::game::Coordinates;
use crate::locale::{Arg, Locale, Words};
use std::fmt;

/// Narrowest and widest labyrinth, in cells without the border.
pub const WIDTHS: std::ops::RangeInclusive<usize> = 2..=40;
/// Lowest and tallest labyrinth, in cells without the border.
pub const HEIGHTS: std::ops::RangeInclusive<usize> = 2..=25;

/// One problem of a labyrinth file, at a 1-based line and column (columns count
/// characters, not bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub col: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.kind)
    }
}

impl std::error::Error for ParseError {}

/// Every problem the reader reports; each variant says where it is reported.
/// The tables word them (`lab_error_*`); `Display` is the current language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// At the character: inside the border, something other than
    /// `#`, space, `S`, `E`, `T` or a digit.
    UnknownSymbol(char),
    /// At column 1 of the longest line (1:1 for an empty file): the width
    /// (longest line − 2) is outside 2–40.
    Width(i64),
    /// At column 1 of the last line (1:1 for an empty file): the height
    /// (lines − 2) is outside 2–25.
    Height(i64),
    /// At 1:1: no `S`, `E` or `T` inside the border (the cell says which).
    Missing(Cell),
    /// At the later occurrence: a wormhole number used twice.
    DuplicateWormhole {
        /// The number.
        number: u8,
        /// Line of the first occurrence.
        first_line: usize,
        /// Column of the first occurrence.
        first_col: usize,
    },
    /// At the lowest-numbered wormhole above the gap: wormhole numbers must run
    /// from 0 without gaps.
    WormholeGap {
        /// The number that is missing.
        missing: u8,
        /// The number present above it.
        present: u8,
    },
}

impl Words for ParseErrorKind {
    fn words(&self, locale: &Locale) -> String {
        let range = |r: &std::ops::RangeInclusive<usize>| -> [(&'static str, Arg<'static>); 2] {
            [("min", (*r.start()).into()), ("max", (*r.end()).into())]
        };
        match self {
            ParseErrorKind::UnknownSymbol(c) => {
                locale.phrase("lab_error_unknown_symbol", &[("symbol", &format!("{c:?}"))])
            }
            ParseErrorKind::Width(w) => {
                let mut args = vec![("width", Arg::Number(*w))];
                args.extend(range(&WIDTHS));
                locale.phrase_with("lab_error_width", &args)
            }
            ParseErrorKind::Height(h) => {
                let mut args = vec![("height", Arg::Number(*h))];
                args.extend(range(&HEIGHTS));
                locale.phrase_with("lab_error_height", &args)
            }
            ParseErrorKind::Missing(cell) => locale.phrase(
                match cell {
                    Cell::Entrance => "lab_error_no_entrance",
                    Cell::Exit => "lab_error_no_exit",
                    _ => "lab_error_no_treasure",
                },
                &[],
            ),
            ParseErrorKind::DuplicateWormhole { number, first_line, first_col } => locale
                .phrase_with(
                    "lab_error_duplicate_wormhole",
                    &[
                        ("number", (*number).into()),
                        ("first_line", (*first_line).into()),
                        ("first_col", (*first_col).into()),
                    ],
                ),
            ParseErrorKind::WormholeGap { missing, present } => locale.phrase_with(
                "lab_error_wormhole_gap",
                &[("missing", (*missing).into()), ("present", (*present).into())],
            ),
        }
    }
}

/// The message in the current language.
impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl Words for ParseError {
    fn words(&self, locale: &Locale) -> String {
        format!("{}:{}: {}", self.line, self.col, self.kind.words(locale))
    }
}

/// The file line and column of the map cell at `pos` (the border is line 1 and
/// column 1).
pub fn file_location(pos: Coordinates) -> (usize, usize) {
    (pos.y as usize + 2, pos.x as usize + 2)
}

/// Splits like the original's line reader: `\n`, `\r\n` and a lone `\r` end a
/// line, and a terminator at the very end does not start another line, so a
/// file ending in a blank line has one more (empty) line.
fn lines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\n', '\r']) {
            Some(end) => {
                lines.push(&rest[..end]);
                let terminator = if rest[end..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[end + terminator..];
            }
            None => {
                lines.push(rest);
                rest = "";
            }
        }
    }
    lines
}

fn in_range(value: i64, range: &std::ops::RangeInclusive<usize>) -> bool {
    usize::try_from(value).is_ok_and(|v| range.contains(&v))
}

/// The most problems one file reports: the first ones, which are enough to
/// mend it.
pub const MAX_ERRORS: usize = 1_000;

/// Reads a labyrinth file. The first and last line and the first and last
/// character of every line are the border and are not checked; height = lines
/// − 2, width = longest line − 2 (in characters); short lines are padded with
/// empty cells. A leading byte-order mark is ignored (the original would count
/// it as a character of the first line). On failure, every problem found (the first
/// 1,000).
pub fn parse_labyrinth(text: &str) -> Result<LabyrinthMap, Vec<ParseError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines = lines(text);
    let mut errors = Vec::new();
    let height = lines.len() as i64 - 2;
    let longest = lines.iter().enumerate().max_by_key(|(i, l)| (l.chars().count(), usize::MAX - i));
    let width = longest.map_or(-2, |(_, l)| l.chars().count() as i64 - 2);
    if !in_range(width, &WIDTHS) {
        let line = longest.map_or(1, |(i, _)| i + 1);
        errors.push(ParseError { line, col: 1, kind: ParseErrorKind::Width(width) });
    }
    if !in_range(height, &HEIGHTS) {
        let line = lines.len().max(1);
        errors.push(ParseError { line, col: 1, kind: ParseErrorKind::Height(height) });
    }
    let sized = errors.is_empty();
    // The map is made only for a size in range: a file's size says nothing
    // about its length (3,000 lines of 19,000 characters are 100 KB, and
    // would be a map of 57 million cells).
    let mut map = sized.then(|| LabyrinthMap::new(width.max(0) as usize, height.max(0) as usize));
    'rows: for (y, line) in lines.iter().enumerate().skip(1).take(height.max(0) as usize) {
        let count = line.chars().count();
        for (x, symbol) in line.chars().enumerate().skip(1).take(count.saturating_sub(2)) {
            match Cell::from_symbol(symbol) {
                Some(cell) => {
                    if let Some(map) = map.as_mut() {
                        map.set(Coordinates::new(x as i32 - 1, y as i32 - 1), cell);
                    }
                }
                None if errors.len() >= MAX_ERRORS => break 'rows,
                None => errors.push(ParseError {
                    line: y + 1,
                    col: x + 1,
                    kind: ParseErrorKind::UnknownSymbol(symbol),
                }),
            }
        }
    }
    let Some(map) = map else { return Err(errors) };
    errors.extend(validate(&map));
    crate::order::sort_by_key(&mut errors, |e| (e.line, e.col));
    if errors.is_empty() {
        Ok(map)
    } else {
        Err(errors)
    }
}

/// The problems `map` would have as a file, at the lines and columns
/// [`write_labyrinth`] would put them: size, missing `S`/`E`/`T`, wormhole
/// numbers used twice or with gaps. Empty for a playable labyrinth.
pub fn validate(map: &LabyrinthMap) -> Vec<ParseError> {
    let mut errors = Vec::new();
    if !WIDTHS.contains(&map.width()) {
        errors.push(ParseError {
            line: 1,
            col: 1,
            kind: ParseErrorKind::Width(map.width() as i64),
        });
    }
    if !HEIGHTS.contains(&map.height()) {
        let kind = ParseErrorKind::Height(map.height() as i64);
        errors.push(ParseError { line: map.height() + 2, col: 1, kind });
    }
    for cell in [Cell::Entrance, Cell::Exit, Cell::Treasure] {
        if map.find(cell).is_empty() {
            errors.push(ParseError { line: 1, col: 1, kind: ParseErrorKind::Missing(cell) });
        }
    }
    let mut first: [Option<Coordinates>; MAX_WORMHOLES] = [None; MAX_WORMHOLES];
    for pos in map.positions() {
        if let Cell::Wormhole(number) = map.get(pos) {
            let slot = &mut first[usize::from(number).min(MAX_WORMHOLES - 1)];
            match *slot {
                None => *slot = Some(pos),
                Some(earlier) => {
                    let (first_line, first_col) = file_location(earlier);
                    let (line, col) = file_location(pos);
                    let kind = ParseErrorKind::DuplicateWormhole { number, first_line, first_col };
                    errors.push(ParseError { line, col, kind });
                }
            }
        }
    }
    for missing in 0..MAX_WORMHOLES {
        if first[missing].is_some() {
            continue;
        }
        if let Some((present, pos)) =
            first.iter().enumerate().skip(missing + 1).find_map(|(n, p)| p.map(|p| (n, p)))
        {
            let (line, col) = file_location(pos);
            let kind =
                ParseErrorKind::WormholeGap { missing: missing as u8, present: present as u8 };
            errors.push(ParseError { line, col, kind });
        }
    }
    errors
}

/// Writes `map` in the file format, border included, one `\n` after every
/// line (no blank last line, so reading it back gives the same map).
pub fn write_labyrinth(map: &LabyrinthMap) -> String {
    let border: String = "#".repeat(map.width() + 2);
    let mut text = String::with_capacity((map.width() + 3) * (map.height() + 2));
    text.push_str(&border);
    text.push('\n');
    for y in 0..map.height() as i32 {
        text.push('#');
        text.extend((0..map.width() as i32).map(|x| map.get(Coordinates::new(x, y)).symbol()));
        text.push_str("#\n");
    }
    text.push_str(&border);
    text.push('\n');
    text
}

/// A cheap guess whether `text` is a labyrinth file rather than some other
/// text (a world file, JSON): the first line is a row of at least three `#`,
/// every line uses only labyrinth symbols, and `S`, `E` and `T` all appear.
pub fn looks_like_labyrinth(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines = lines(text);
    let Some(first) = lines.first() else { return false };
    first.len() >= 3
        && first.bytes().all(|b| b == b'#')
        && lines.len() >= 3
        && lines.iter().all(|l| l.chars().all(|c| Cell::from_symbol(c).is_some()))
        && ['S', 'E', 'T'].iter().all(|&c| text.contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(usize, usize, ParseErrorKind)> {
        parse_labyrinth(text)
            .expect_err("the text has errors")
            .into_iter()
            .map(|e| (e.line, e.col, e.kind))
            .collect()
    }

    #[test]
    fn reads_the_smallest_labyrinth() {
        let map = parse_labyrinth("#####\n#T E#\n# # #\n#S  #\n#####\n").expect("valid");
        assert_eq!((map.width(), map.height()), (3, 3));
        assert_eq!(map.get(Coordinates::new(0, 0)), Cell::Treasure);
        assert_eq!(map.get(Coordinates::new(2, 0)), Cell::Exit);
        assert_eq!(map.get(Coordinates::new(1, 1)), Cell::Wall);
        assert_eq!(map.get(Coordinates::new(0, 2)), Cell::Entrance);
    }

    #[test]
    fn border_is_not_checked() {
        let map = parse_labyrinth("xyzw\n!TE?\n@S %\n----").expect("the border may hold anything");
        assert_eq!((map.width(), map.height()), (2, 2));
        assert_eq!(map.get(Coordinates::new(1, 1)), Cell::Empty);
    }

    #[test]
    fn short_lines_are_padded_with_empty_cells() {
        let map = parse_labyrinth("######\n#STE #\n#\n######").expect("valid");
        assert_eq!((map.width(), map.height()), (4, 2));
        for x in 0..4 {
            assert_eq!(map.get(Coordinates::new(x, 1)), Cell::Empty);
        }
        assert_eq!(map.get(Coordinates::new(3, 0)), Cell::Empty);
    }

    #[test]
    fn width_comes_from_the_longest_line_even_a_border_line() {
        let map = parse_labyrinth("########\n#STE#\n#   #\n####").expect("valid");
        assert_eq!(map.width(), 6);
        assert_eq!(map.get(Coordinates::new(3, 0)), Cell::Empty);
    }

    #[test]
    fn a_blank_last_line_adds_an_interior_row() {
        let plain = parse_labyrinth("#####\n#T E#\n#S  #\n#####\n").expect("valid");
        let quirk = parse_labyrinth("#####\n#T E#\n#S  #\n#####\n\n").expect("valid");
        assert_eq!(plain.height(), 2);
        assert_eq!(quirk.height(), 3);
        for x in 0..3 {
            assert_eq!(quirk.get(Coordinates::new(x, 2)), Cell::Wall);
        }
    }

    #[test]
    fn crlf_and_lone_cr_end_lines() {
        let unix = parse_labyrinth("#####\n#T E#\n#S  #\n#####\n").expect("valid");
        assert_eq!(parse_labyrinth("#####\r\n#T E#\r\n#S  #\r\n#####\r\n"), Ok(unix.clone()));
        assert_eq!(parse_labyrinth("#####\r#T E#\r#S  #\r#####"), Ok(unix.clone()));
        assert_eq!(parse_labyrinth("\u{feff}#####\n#T E#\n#S  #\n#####"), Ok(unix));
    }

    #[test]
    fn unknown_symbols_are_reported_each_at_its_character() {
        assert_eq!(
            kinds("#####\n#TxE#\n#S é#\n#####"),
            vec![
                (2, 3, ParseErrorKind::UnknownSymbol('x')),
                (3, 4, ParseErrorKind::UnknownSymbol('é')),
            ]
        );
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let errors = kinds("######\n#ééTx#\n#S  E#\n######");
        assert_eq!(errors[0], (2, 2, ParseErrorKind::UnknownSymbol('é')));
        assert_eq!(errors[2], (2, 5, ParseErrorKind::UnknownSymbol('x')));
    }

    #[test]
    fn width_and_height_must_be_in_range() {
        assert_eq!(kinds("###\n#S#\n#E#\n#T#\n###"), vec![(1, 1, ParseErrorKind::Width(1))]);
        assert_eq!(kinds("#####\n#STE#\n#####"), vec![(3, 1, ParseErrorKind::Height(1))]);
        let wide = format!("{}\n#STE{}#\n#  #\n##", "#".repeat(43), " ".repeat(37));
        assert_eq!(kinds(&wide), vec![(1, 1, ParseErrorKind::Width(41))]);
        let tall = format!("####\n#ST#\n{}####", "#E #\n".repeat(25));
        assert_eq!(kinds(&tall), vec![(28, 1, ParseErrorKind::Height(26))]);
        assert_eq!(
            kinds(""),
            vec![(1, 1, ParseErrorKind::Width(-2)), (1, 1, ParseErrorKind::Height(-2))]
        );
    }

    #[test]
    fn entrance_exit_and_treasure_are_required() {
        assert_eq!(
            kinds("####\n#  #\n#  #\n####"),
            vec![
                (1, 1, ParseErrorKind::Missing(Cell::Entrance)),
                (1, 1, ParseErrorKind::Missing(Cell::Exit)),
                (1, 1, ParseErrorKind::Missing(Cell::Treasure)),
            ]
        );
    }

    #[test]
    fn wormhole_numbers_are_unique_and_without_gaps() {
        let dup = ParseErrorKind::DuplicateWormhole { number: 0, first_line: 2, first_col: 4 };
        assert_eq!(kinds("######\n#ST00#\n#E 1 #\n######"), vec![(2, 5, dup)]);
        assert_eq!(
            kinds("######\n#ST13#\n#E   #\n######"),
            vec![
                (2, 4, ParseErrorKind::WormholeGap { missing: 0, present: 1 }),
                (2, 5, ParseErrorKind::WormholeGap { missing: 2, present: 3 }),
            ]
        );
    }

    #[test]
    fn every_error_is_reported_not_just_the_first() {
        let errors = parse_labyrinth("#####\n#?? #\n#11 #\n#####").expect_err("invalid");
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(shown.len(), 7, "{shown:#?}");
        assert_eq!(shown[0], "1:1: the labyrinth has no entrance `S`");
        assert!(shown.iter().any(|s| s.starts_with("2:2: unknown symbol '?'")));
        assert!(shown
            .iter()
            .any(|s| s.starts_with("3:3: wormhole 1 appears again (first at 3:2)")));
    }

    #[test]
    fn writing_and_reading_back_gives_the_same_map() {
        let text = "#########\n#  T#  E#\n#  0#   #\n#S  #1  #\n#########";
        let map = parse_labyrinth(text).expect("valid");
        let written = write_labyrinth(&map);
        assert_eq!(written, format!("{text}\n"));
        assert_eq!(parse_labyrinth(&written), Ok(map));
    }

    #[test]
    fn sniff_tells_labyrinths_from_other_text() {
        assert!(looks_like_labyrinth("#####\n#T E#\n# # #\n#S  #\n#####\n"));
        assert!(!looks_like_labyrinth("45 21\nW W W\nW . W\n"));
        assert!(!looks_like_labyrinth("{\"entities\": []}"));
        assert!(!looks_like_labyrinth("#####\n#   #\n#####"));
        assert!(!looks_like_labyrinth(""));
    }

    /// Found by the text fuzzer: 3,000 lines of 19,000 characters (100 KB)
    /// made a map of 57 million cells before the size was refused.
    #[test]
    fn a_labyrinth_too_big_is_refused_without_making_its_map() {
        let line = "#".repeat(19_000);
        let text = vec![line.as_str(); 3_000].join("\n");
        let errors = parse_labyrinth(&text).expect_err("too big");
        let kinds: Vec<&ParseErrorKind> = errors.iter().map(|e| &e.kind).collect();
        assert_eq!(kinds, [&ParseErrorKind::Width(18_998), &ParseErrorKind::Height(2_998)]);
        let text = vec!["x".repeat(3_000); 3_000].join("\n");
        assert_eq!(parse_labyrinth(&text).expect_err("bad").len(), MAX_ERRORS);
    }
}
