//! Text in lines of a given number of characters, for painters of
//! character cells (the terminal), whose letters cannot be made smaller:
//! sentences break at spaces, lines of keys between keys; and text in
//! lines no wider than a width in pixels, for any painter.

use super::{Align, Baseline, Painter, TextStyle};

/// How a line of keys parts them (`W A S D: move   E: use`).
pub const KEY_GAP: &str = "   ";

/// `text` in lines of at most `width` characters, broken at spaces (a word
/// longer than a line is cut where the line ends): for sentences the panels
/// would otherwise clip.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        if len > 0 && len + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
            len = 0;
        }
        while len == 0 && word.len() > width {
            let rest = word.split_off(width);
            lines.push(word.into_iter().collect());
            word = rest;
        }
        if len > 0 {
            line.push(' ');
            len += 1;
        }
        len += word.len();
        line.extend(word);
    }
    if len > 0 || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` made of parts joined by `separator` (a line of keys:
/// `A · B · C`), in lines of at most `width` characters broken between
/// parts, so no key is parted from its words; a part too long for a line
/// is wrapped at spaces.
pub fn wrap_parts(text: &str, separator: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in text.split(separator) {
        let joined =
            if line.is_empty() { part.to_owned() } else { format!("{line}{separator}{part}") };
        if joined.chars().count() <= width {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        let mut pieces = wrap(part, width);
        line = pieces.pop().unwrap_or_default();
        lines.extend(pieces);
    }
    lines.push(line);
    lines
}

/// A line of keys (`W A S D: move   E: use   …`, parts three spaces
/// apart) drawn centred at the bottom of a screen `w` × `h`. On a canvas
/// it is one line at `canvas_y`, smaller if it would be wider than the
/// screen; in character cells it breaks between keys onto the bottom rows.
/// Returns the height it takes in cells (0 on a canvas), so the screen
/// can give that much up.
pub fn draw_key_line(p: &mut dyn Painter, words: &str, canvas_y: f64, style: &TextStyle) -> f64 {
    let (w, h) = p.size();
    let Some((cell_w, cell_h)) = p.char_cell() else {
        let fitted = p.fitted(words, style, w * 0.98);
        p.draw_text(words, w / 2.0, canvas_y, &fitted);
        return 0.0;
    };
    let lines = key_lines(words, w, cell_w);
    let style = style.aligned(Align::Center, Baseline::Middle);
    let rows = lines.len() as f64;
    for (k, line) in lines.iter().enumerate() {
        p.draw_text(line, w / 2.0, h - (rows - k as f64 - 0.5) * cell_h, &style);
    }
    rows * cell_h
}

/// The height [`draw_key_line`] will take: 0 on a canvas.
pub fn key_line_height(p: &dyn Painter, words: &str) -> f64 {
    p.char_cell()
        .map_or(0.0, |(cell_w, cell_h)| key_lines(words, p.size().0, cell_w).len() as f64 * cell_h)
}

/// `text` from (`x`, `y`) in at most `max_w` pixels: smaller on a canvas
/// if need be; in character cells wrapped at spaces onto the rows below.
pub fn draw_fitted(p: &mut dyn Painter, text: &str, x: f64, y: f64, max_w: f64, style: &TextStyle) {
    let Some((cell_w, cell_h)) = p.char_cell() else {
        let fitted = p.fitted(text, style, max_w);
        p.draw_text(text, x, y, &fitted);
        return;
    };
    for (k, line) in wrap(text, (max_w / cell_w).floor().max(1.0) as usize).iter().enumerate() {
        p.draw_text(line, x, y + cell_h * k as f64, style);
    }
}

fn key_lines(words: &str, w: f64, cell_w: f64) -> Vec<String> {
    wrap_parts(words, KEY_GAP, (w / cell_w).floor().max(1.0) as usize)
}

/// `text` in lines no wider than `max_w` in `style`, broken at spaces (a
/// word wider than a line stands alone, to be drawn smaller).
pub fn wrap_to_width(
    p: &mut dyn Painter,
    text: &str,
    style: &TextStyle,
    max_w: f64,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let longer = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
        if !line.is_empty() && p.measure_text(&longer, style) > max_w {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_wrap_at_spaces_and_long_words_are_cut() {
        assert_eq!(
            wrap("сокровища 0/1, затем дойдите до выхода", 16),
            ["сокровища 0/1,", "затем дойдите до", "выхода"]
        );
        assert_eq!(wrap("abcdefghij kl", 4), ["abcd", "efgh", "ij", "kl"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("a  b", 1), ["a", "b"]);
    }

    #[test]
    fn a_line_of_keys_breaks_between_keys() {
        let keys = "↑ ↓ — выбор · Enter — начать · Ctrl+C — выход";
        assert_eq!(wrap_parts(keys, " · ", 30), ["↑ ↓ — выбор · Enter — начать", "Ctrl+C — выход"]);
        assert_eq!(wrap_parts(keys, " · ", 80), [keys]);
        assert_eq!(wrap_parts("abc def · g", " · ", 4), ["abc", "def", "g"]);
    }
}
