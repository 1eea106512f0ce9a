//! Text in lines of a given number of characters, for painters of
//! character cells (the terminal), whose letters cannot be made smaller:
//! sentences break at spaces, lines of keys between keys.

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
