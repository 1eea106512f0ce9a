//! `Grid`: a screen of character cells, each a glyph with its colours. The
//! terminal front end draws into one and copies it to the terminal; tests
//! read it back as text.

use crate::render::{theme, Color};

/// One character cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The character shown.
    pub glyph: char,
    /// Its colour.
    pub fg: Color,
    /// The cell's background.
    pub bg: Color,
    /// Bold text.
    pub bold: bool,
}

impl Cell {
    /// An empty cell on the game's background.
    pub const BLANK: Cell =
        Cell { glyph: ' ', fg: theme::TEXT, bg: theme::BACKGROUND, bold: false };
}

/// A rectangle of cells, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    width: u16,
    height: u16,
    cells: Vec<Cell>,
}

impl Grid {
    /// A blank grid of `width × height` cells.
    pub fn new(width: u16, height: u16) -> Grid {
        Grid { width, height, cells: vec![Cell::BLANK; usize::from(width) * usize::from(height)] }
    }

    /// Columns.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u16 {
        self.height
    }

    /// Blanks every cell.
    pub fn clear(&mut self) {
        self.cells.fill(Cell::BLANK);
    }

    /// The cell at column `x`, row `y`, if it is on the grid.
    pub fn get(&self, x: i32, y: i32) -> Option<&Cell> {
        self.index(x, y).map(|i| &self.cells[i])
    }

    /// The cell at column `x`, row `y`, to change it; `None` off the grid.
    pub fn get_mut(&mut self, x: i32, y: i32) -> Option<&mut Cell> {
        self.index(x, y).map(|i| &mut self.cells[i])
    }

    /// Sets a glyph and its colour, keeping the background.
    pub fn put(&mut self, x: i32, y: i32, glyph: char, fg: Color) {
        if let Some(cell) = self.get_mut(x, y) {
            cell.glyph = glyph;
            cell.fg = fg;
            cell.bold = false;
        }
    }

    /// Writes `text` from column `x` of row `y`, clipped to the grid and to
    /// `max` characters; returns the column after it.
    pub fn text(&mut self, x: i32, y: i32, text: &str, fg: Color, max: usize) -> i32 {
        let mut col = x;
        for c in text.chars().take(max) {
            self.put(col, y, printable(c), fg);
            col += 1;
        }
        col
    }

    /// Fills a rectangle of cells with blanks on `bg`.
    pub fn fill(&mut self, x: i32, y: i32, w: i32, h: i32, bg: Color) {
        for row in y..y + h {
            for col in x..x + w {
                if let Some(cell) = self.get_mut(col, row) {
                    *cell = Cell { bg, ..Cell::BLANK };
                }
            }
        }
    }

    /// Draws a box-drawing frame on the outermost cells of a rectangle.
    pub fn frame(&mut self, x: i32, y: i32, w: i32, h: i32, fg: Color) {
        if w < 2 || h < 2 {
            return;
        }
        let (right, bottom) = (x + w - 1, y + h - 1);
        for col in x + 1..right {
            self.put(col, y, '─', fg);
            self.put(col, bottom, '─', fg);
        }
        for row in y + 1..bottom {
            self.put(x, row, '│', fg);
            self.put(right, row, '│', fg);
        }
        self.put(x, y, '┌', fg);
        self.put(right, y, '┐', fg);
        self.put(x, bottom, '└', fg);
        self.put(right, bottom, '┘', fg);
    }

    /// The grid as text, a line per row with trailing spaces trimmed: what
    /// golden tests compare.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for row in self.cells.chunks(usize::from(self.width.max(1))) {
            let line: String = row.iter().map(|c| c.glyph).collect();
            text.push_str(line.trim_end());
            text.push('\n');
        }
        text
    }

    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let (x, y) = (usize::try_from(x).ok()?, usize::try_from(y).ok()?);
        (x < usize::from(self.width) && y < usize::from(self.height))
            .then(|| y * usize::from(self.width) + x)
    }
}

/// A character safe to put on a terminal: control characters (from a world
/// file's name, say) become `?`, so nothing drawn can drive the terminal.
pub fn printable(c: char) -> char {
    if c.is_control()
        || ('\u{200b}'..='\u{200f}').contains(&c)
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
    {
        '?'
    } else {
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_clipped_and_escaped() {
        let mut grid = Grid::new(6, 2);
        grid.text(3, 0, "a\u{1b}bcd", theme::TEXT, 10);
        grid.frame(0, 0, 3, 2, theme::GOLD);
        assert_eq!(grid.to_text(), "┌─┐a?b\n└─┘\n");
        assert_eq!(grid.get(6, 0), None);
        assert_eq!(grid.get(-1, 0), None);
    }
}
