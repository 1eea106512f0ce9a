//! A text's line starts, to turn the parser's places ([`Pos`]: a line and
//! the bytes before the place on it) into the 1-based character columns
//! people are shown, for as many places as a file has mistakes without
//! reading the text once for each.

use super::Pos;

/// Where each line of a text begins.
#[derive(Clone, Debug)]
pub struct Lines<'a> {
    text: &'a str,
    /// The byte each line begins at, the first line's (0) first.
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    /// The lines of `text` (split at `\n`, as the parser counts them).
    pub fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(at, _)| at + 1))
            .collect();
        Lines { text, starts }
    }

    /// `at`'s line, from 1, and its column in characters, from 1. A place
    /// past the text's lines is on the first; one past its line's end, or
    /// inside a character, at the end of the line.
    pub fn place(&self, at: Pos) -> (usize, usize) {
        self.places(&[at])[0]
    }

    /// [`Lines::place`] of each of `ats`, counting the characters of each
    /// line once however many places it holds (a file of one long line and
    /// a hundred thousand mistakes is not counted through for each).
    pub fn places(&self, ats: &[Pos]) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = (0..ats.len()).collect();
        crate::order::sort_by_key(&mut order, |&i| (ats[i].line, ats[i].column));
        let mut places = vec![(1, 1); ats.len()];
        // The line last counted in: its number, and the bytes and the
        // characters counted so far.
        let mut counted = (0, 0, 0);
        for i in order {
            let at = ats[i];
            let line = self.line(at.line);
            let end = match line.get(..at.column as usize) {
                Some(before) => before.len(),
                None => line.len(),
            };
            let (from, chars) = match counted {
                (number, bytes, chars) if number == at.line && bytes <= end => (bytes, chars),
                _ => (0, 0),
            };
            let chars = chars + line[from..end].chars().count();
            counted = (at.line, end, chars);
            places[i] = (at.line as usize, chars + 1);
        }
        places
    }

    /// The text of line `number` (from 1), without its `\n`; the first
    /// line's for a number past the text's lines.
    fn line(&self, number: u32) -> &'a str {
        let index = (number as usize).saturating_sub(1);
        match (self.starts.get(index), self.starts.get(index + 1)) {
            (Some(&start), Some(&next)) => &self.text[start..next - 1],
            (Some(&start), None) => &self.text[start..],
            _ => self.line(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_and_lines_count_from_one() {
        let lines = Lines::new("{\"é\": 1,\n \"ж\": [2]}");
        assert_eq!(lines.place(Pos { line: 1, column: 0 }), (1, 1));
        // "é" is two bytes: the 1 after it stands 7 bytes but 6 characters in.
        assert_eq!(lines.place(Pos { line: 1, column: 7 }), (1, 7 - 1 + 1));
        assert_eq!(lines.place(Pos { line: 2, column: 1 }), (2, 2));
        assert_eq!(lines.place(Pos { line: 2, column: 99 }), (2, 11));
    }

    #[test]
    fn many_places_on_one_line_are_counted_in_one_pass() {
        let text = "[\"é\", 1, \"ж\", 2]\n3";
        let lines = Lines::new(text);
        let ats = [
            Pos { line: 1, column: 13 },
            Pos { line: 2, column: 0 },
            Pos { line: 1, column: 1 },
            Pos { line: 1, column: 3 },
        ];
        // Out of order, and one inside `é` (the whole line's end).
        assert_eq!(lines.places(&ats), vec![(1, 12), (2, 1), (1, 2), (1, 17)]);
    }
}
