//! The world file format of the seed (`WIDTH HEIGHT`, a field of `W` / `.` / hole
//! numbers, then fillers such as `1. Player`) with our extensions: its parser,
//! which reports every problem at once, and its writer. `worlds/README.md`
//! describes the format for designers.

use super::diagnostic::{Diagnostic, DiagnosticKind, Dimension};
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::game::{Coordinates, ItemKind, MobKind};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The largest width or height a world file may declare.
pub const MAX_SIDE: usize = 100_000;

/// What a bare `N. Mob Mimic` looks like: a golden apple, the item a hurt player
/// is most eager to pick up.
pub const DEFAULT_MIMIC_DISGUISE: ItemKind = ItemKind::GoldenApple;

/// A world read without errors, and the warnings found on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The world, at the origin; things in the order their fillers appear.
    pub plan: WorldPlan,
    /// Problems that do not stop the world from being used.
    pub warnings: Vec<Diagnostic>,
}

/// Reads a world file. On success, the world and its warnings; otherwise every
/// error and warning found, sorted by position.
pub fn parse_world(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split('\n').map(|line| line.trim_end_matches([' ', '\t', '\r']));
    let mut parser = Parser::default();
    parser.size = parser.header(lines.next().unwrap_or_default());
    for (index, line) in lines.enumerate() {
        parser.line(index + 2, line);
    }
    parser.finish()
}

/// Where a hole number was seen on the field.
#[derive(Clone, Copy, Debug)]
struct HoleSite {
    at: Coordinates,
    line: usize,
    col: usize,
}

/// What a well-formed filler puts into its hole.
#[derive(Clone, Copy, Debug)]
enum Filler {
    Player,
    Thing(Thing),
}

/// The parser's state between lines. Lines come one by one; the field ends when
/// it has as many rows as the size line says, or at the first filler.
#[derive(Debug, Default)]
struct Parser {
    diagnostics: Vec<Diagnostic>,
    /// `(width, height)`, if the size line is usable.
    size: Option<(usize, usize)>,
    /// Row-major walls of the rows read so far (only with a usable size).
    cells: Vec<bool>,
    holes: HashMap<u32, HoleSite>,
    rows: usize,
    last_row_line: usize,
    /// Position of the top-left cell, for `PlayerInWall`.
    first_cell: Option<(usize, usize)>,
    field_done: bool,
    /// A blank line seen while the field was still open.
    pending_blank: Option<usize>,
    /// First line and count of rows beyond the height.
    extra_rows: Option<(usize, usize, usize)>,
    /// The `Player` filler that counts so far: cell, line, column.
    player: Option<(Coordinates, usize, usize)>,
    things: Vec<Placement>,
}

impl Parser {
    fn error(&mut self, line: usize, col: usize, kind: DiagnosticKind) {
        self.diagnostics.push(Diagnostic::error(line, col, kind));
    }

    fn warning(&mut self, line: usize, col: usize, kind: DiagnosticKind) {
        self.diagnostics.push(Diagnostic::warning(line, col, kind));
    }

    /// The size line; `None` if it is not usable (its problems are reported).
    fn header(&mut self, line: &str) -> Option<(usize, usize)> {
        let mut tokens = Tokens::new(line, 0);
        let Some((width_at, width_text)) = tokens.next() else {
            self.error(1, 1, DiagnosticKind::MissingHeader);
            return None;
        };
        let width = self.side(line, width_at, width_text, Dimension::Width);
        let Some((height_at, height_text)) = tokens.next() else {
            self.error(1, column(line, line.len()), DiagnosticKind::MissingHeight);
            return None;
        };
        let height = self.side(line, height_at, height_text, Dimension::Height);
        if let Some((at, found)) = tokens.next() {
            let kind = DiagnosticKind::ExtraHeaderText { found: found.to_owned() };
            self.error(1, column(line, at), kind);
        }
        Some((width?, height?))
    }

    fn side(&mut self, line: &str, at: usize, text: &str, dimension: Dimension) -> Option<usize> {
        let col = column(line, at);
        if !is_number(text) {
            let kind = DiagnosticKind::HeaderNotANumber { dimension, found: text.to_owned() };
            self.error(1, col, kind);
            return None;
        }
        match text.parse::<usize>() {
            Ok(0) => self.error(1, col, DiagnosticKind::ZeroSize { dimension }),
            Ok(value) if value <= MAX_SIDE => return Some(value),
            _ => self.error(1, col, DiagnosticKind::SizeTooLarge { dimension, found: text.into() }),
        }
        None
    }

    /// One line after the size line, already stripped of trailing white space.
    fn line(&mut self, number: usize, line: &str) {
        if line.trim_start_matches([' ', '\t']).is_empty() {
            if !self.field_done && self.pending_blank.is_none() {
                self.pending_blank = Some(number);
            }
        } else if is_filler(line) {
            self.end_field();
            self.filler(number, line);
        } else if !self.field_done {
            if let Some(blank) = self.pending_blank.take() {
                self.warning(blank, 1, DiagnosticKind::BlankLineInField);
            }
            self.row(number, line);
            if self.size.is_some_and(|(_, height)| self.rows == height) {
                self.end_field();
            }
        } else if is_row(line) {
            let extra = self.extra_rows.get_or_insert((number, indent(line), 0));
            extra.2 += 1;
        } else {
            let col = indent(line);
            let found = line.trim_start_matches([' ', '\t']).to_owned();
            self.error(number, col, DiagnosticKind::MalformedFiller { found });
        }
    }

    fn end_field(&mut self) {
        if self.field_done {
            return;
        }
        self.field_done = true;
        self.pending_blank = None;
        if let Some((_, height)) = self.size {
            if self.rows < height {
                let line = if self.rows == 0 { 2 } else { self.last_row_line + 1 };
                let kind = DiagnosticKind::TooFewRows { expected: height, found: self.rows };
                self.error(line, 1, kind);
            }
        }
    }

    fn row(&mut self, number: usize, line: &str) {
        let y = self.rows;
        self.rows += 1;
        self.last_row_line = number;
        let ascii = line.is_ascii();
        let col = |at: usize| if ascii { at + 1 } else { column(line, at) };
        let width = self.size.map(|(width, _)| width);
        let mut count = 0;
        let mut first_extra = None;
        for (at, token) in Tokens::new(line, 0) {
            let x = count;
            count += 1;
            if y == 0 && x == 0 {
                self.first_cell = Some((number, col(at)));
            }
            let wall = match token {
                "W" => true,
                "." => false,
                _ if is_number(token) => {
                    self.hole(token, Coordinates::new(x as i32, y as i32), number, col(at));
                    false
                }
                _ => {
                    self.error(
                        number,
                        col(at),
                        DiagnosticKind::UnknownCell { found: token.into() },
                    );
                    false
                }
            };
            match width {
                Some(width) if x < width => self.cells.push(wall),
                Some(width) if x == width => first_extra = Some(col(at)),
                _ => {}
            }
        }
        let Some(width) = width else { return };
        let row = y + 1;
        if count < width {
            // Not padded: the row is an error, so the cells are never used,
            // and padding would allocate what the size line claims, not what
            // the text holds (a row of one cell under a width of 100 000).
            let kind = DiagnosticKind::TooFewCells { row, expected: width, found: count };
            self.error(number, col(line.len()), kind);
        } else if let Some(extra) = first_extra {
            let kind = DiagnosticKind::TooManyCells { row, expected: width, found: count };
            self.error(number, extra, kind);
        }
    }

    fn hole(&mut self, token: &str, at: Coordinates, line: usize, col: usize) {
        let Ok(number) = token.parse::<u32>() else {
            self.error(line, col, DiagnosticKind::HoleNumberTooLarge { found: token.into() });
            return;
        };
        if let Some(first) = self.holes.insert(number, HoleSite { at, line, col }) {
            let kind = DiagnosticKind::DuplicateHole {
                number,
                first_line: first.line,
                first_col: first.col,
            };
            self.warning(line, col, kind);
        }
    }

    fn filler(&mut self, number: usize, line: &str) {
        let start = line.len() - line.trim_start_matches([' ', '\t']).len();
        let digits_end = start + line[start..].bytes().take_while(u8::is_ascii_digit).count();
        let hole_text = &line[start..digits_end];
        // `is_filler` checked that a dot follows the digits.
        let mut tokens = Tokens::new(line, digits_end + 1);
        let hole = hole_text.parse::<u32>().ok().and_then(|n| self.holes.get(&n)).map(|h| h.at);
        if hole.is_none() {
            let kind = DiagnosticKind::HoleNotOnField { number: hole_text.to_owned() };
            self.error(number, column(line, start), kind);
        }
        let end = column(line, line.len());
        let filler = match tokens.next() {
            None => {
                self.error(number, column(line, digits_end + 1), DiagnosticKind::MissingFillerName);
                None
            }
            Some((_, "Player")) => Some(Filler::Player),
            Some((_, "Item")) => match tokens.next() {
                None => {
                    self.error(number, end, DiagnosticKind::MissingItemKind);
                    None
                }
                Some((at, kind)) => self.item_kind(number, column(line, at), kind),
            },
            Some((_, "Mob")) => self.mob(number, line, &mut tokens),
            Some((at, found)) => {
                let kind = DiagnosticKind::UnknownFiller { found: found.into() };
                self.error(number, column(line, at), kind);
                None
            }
        };
        let Some(filler) = filler else { return };
        if let Some((at, found)) = tokens.next() {
            let kind = DiagnosticKind::UnexpectedFillerText { found: found.into() };
            self.error(number, column(line, at), kind);
            return;
        }
        let Some(at) = hole else { return };
        match filler {
            Filler::Player => {
                if let Some((_, previous_line, previous_col)) = self.player {
                    let kind = DiagnosticKind::PlayerPlacedAgain { last_line: number };
                    self.warning(previous_line, previous_col, kind);
                }
                self.player = Some((at, number, column(line, start)));
            }
            Filler::Thing(thing) => self.things.push(Placement { at, thing }),
        }
    }

    fn item_kind(&mut self, line: usize, col: usize, text: &str) -> Option<Filler> {
        self.parse_item(line, col, text).map(|kind| Filler::Thing(Thing::Item(kind)))
    }

    fn parse_item(&mut self, line: usize, col: usize, text: &str) -> Option<ItemKind> {
        match text.parse::<ItemKind>() {
            Ok(kind) => Some(kind),
            Err(_) => {
                self.error(line, col, DiagnosticKind::UnknownItemKind { found: text.into() });
                None
            }
        }
    }

    /// The rest of a `Mob` filler: the kind and, for a Mimic, its optional look.
    fn mob(&mut self, number: usize, line: &str, tokens: &mut Tokens<'_>) -> Option<Filler> {
        let Some((at, text)) = tokens.next() else {
            self.error(number, column(line, line.len()), DiagnosticKind::MissingMobKind);
            return None;
        };
        let Ok(kind) = text.parse::<MobKind>() else {
            self.error(
                number,
                column(line, at),
                DiagnosticKind::UnknownMobKind { found: text.into() },
            );
            return None;
        };
        if kind != MobKind::Mimic {
            if let Some((at, _)) = tokens.next() {
                self.error(
                    number,
                    column(line, at),
                    DiagnosticKind::DisguiseNotMimic { mob: kind },
                );
                return None;
            }
            return Some(Filler::Thing(Thing::mob(kind)));
        }
        let disguise = match tokens.next() {
            None => DEFAULT_MIMIC_DISGUISE,
            Some((at, text)) => self.parse_item(number, column(line, at), text)?,
        };
        Some(Filler::Thing(Thing::mimic(disguise)))
    }

    fn finish(mut self) -> Result<Parsed, Vec<Diagnostic>> {
        self.end_field();
        if let (Some((first, col, count)), Some((_, height))) = (self.extra_rows, self.size) {
            let kind = DiagnosticKind::TooManyRows { expected: height, found: height + count };
            self.error(first, col, kind);
        }
        let size = self.size;
        if let (None, Some((_, height))) = (self.player, size) {
            let (line, col) = self.first_cell.unwrap_or((2, 1));
            // Every row read (the first cell is the top-left one, whatever
            // the rows' lengths).
            if self.rows == height && self.cells.first() == Some(&true) {
                self.error(line, col, DiagnosticKind::PlayerInWall);
            }
        }
        let mut diagnostics = self.diagnostics;
        diagnostics.sort_by_key(|d| (d.line, d.col));
        let (Some((width, height)), false) = (size, diagnostics.iter().any(Diagnostic::is_error))
        else {
            return Err(diagnostics);
        };
        let walls =
            WallMatrix::from_cells(Coordinates::ZERO, width as i32, height as i32, self.cells)
                .expect("without errors every row was read with exactly `width` cells");
        let player = self.player.map_or(Coordinates::ZERO, |(at, _, _)| at);
        Ok(Parsed { plan: WorldPlan { walls, player, things: self.things }, warnings: diagnostics })
    }
}

/// Tokens separated by spaces or tabs, with their byte offsets in the line.
#[derive(Debug)]
struct Tokens<'a> {
    line: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    fn new(line: &'a str, at: usize) -> Self {
        Tokens { line, at }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (usize, &'a str);
    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.line.as_bytes();
        let mut start = self.at;
        while start < bytes.len() && is_blank(bytes[start]) {
            start += 1;
        }
        if start >= bytes.len() {
            self.at = start;
            return None;
        }
        let mut end = start;
        while end < bytes.len() && !is_blank(bytes[end]) {
            end += 1;
        }
        self.at = end;
        Some((start, &self.line[start..end]))
    }
}

fn is_blank(byte: u8) -> bool {
    byte == b' ' || byte == b'\t'
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// `N.` at the start of the line (after any indentation): a filler, however
/// malformed the rest. A field row never starts so, as its cells are separated by
/// spaces and `3.` is no cell.
fn is_filler(line: &str) -> bool {
    let rest = line.trim_start_matches([' ', '\t']);
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && rest.as_bytes().get(digits) == Some(&b'.')
}

/// Every token is a cell: the line reads as a field row.
fn is_row(line: &str) -> bool {
    Tokens::new(line, 0).all(|(_, t)| t == "W" || t == "." || is_number(t))
}

/// The 1-based character column of byte offset `at`.
fn column(line: &str, at: usize) -> usize {
    line[..at].chars().count() + 1
}

/// The column of the line's first non-blank character.
fn indent(line: &str) -> usize {
    column(line, line.len() - line.trim_start_matches([' ', '\t']).len())
}

/// Writes `plan` in the world file format. The field covers the wall matrix, the
/// player and every thing; it starts at (0, 0), or further up and left if the plan
/// reaches into negative coordinates, in which case everything is shifted so that
/// the file starts at (0, 0). Every cell with the player or things becomes a hole,
/// numbered from 1 in reading order; cells are padded to the width of the widest so
/// that columns line up. A Mimic is written with its look (a bare `Mob Mimic` when
/// it has none, which reads back as [`DEFAULT_MIMIC_DISGUISE`]); a look on any other
/// mob is dropped, as the format has no place for it.
///
/// For a plan whose wall matrix starts at (0, 0) and holds the player and every
/// thing, and whose Mimics have a look, `parse_world(&write_world(p))` gives back
/// `p.canonical()`.
pub fn write_world(plan: &WorldPlan) -> String {
    let (low, high) = plan.bounds();
    let low = Coordinates::new(low.x.min(0), low.y.min(0));
    let (width, height) = (high.x - low.x + 1, high.y - low.y + 1);
    let mut things: Vec<Placement> = plan.things.clone();
    things.sort_by_key(|p| (p.at.y, p.at.x, p.thing));
    let mut holes: Vec<Coordinates> =
        things.iter().map(|p| p.at).chain(std::iter::once(plan.player)).collect();
    holes.sort_by_key(|c| (c.y, c.x));
    holes.dedup();
    let cell_width = holes.len().to_string().len();

    let mut out = String::with_capacity((width as usize * (cell_width + 1) + 1) * height as usize);
    let _ = writeln!(out, "{width} {height}");
    let mut next_hole = holes.iter().peekable();
    let mut hole_number = 0;
    for y in low.y..=high.y {
        let row_start = out.len();
        for x in low.x..=high.x {
            let cell = Coordinates::new(x, y);
            if next_hole.next_if_eq(&&cell).is_some() {
                hole_number += 1;
                let _ = write!(out, "{hole_number:<cell_width$} ");
            } else {
                out.push(if plan.walls.get(cell) { 'W' } else { '.' });
                out.extend(std::iter::repeat(' ').take(cell_width));
            }
        }
        let trimmed = out[row_start..].trim_end().len();
        out.truncate(row_start + trimmed);
        out.push('\n');
    }
    let mut things = things.iter().peekable();
    for (index, &hole) in holes.iter().enumerate() {
        let number = index + 1;
        if hole == plan.player {
            let _ = writeln!(out, "{number}. Player");
        }
        while let Some(placement) = things.next_if(|p| p.at == hole) {
            let _ = writeln!(out, "{number}. {}", placement.thing);
        }
    }
    out
}

#[cfg(test)]
mod tests;
