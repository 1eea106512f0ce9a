//! The save format: a few lines of text that, with the world regenerated from
//! its seed, rebuild a game exactly. [`write_save`] writes it and [`parse_save`]
//! reads it back, reporting every problem as `LINE:COL: message`.
//!
//! ```text
//! byow-save 1
//! seed 999
//! avatar 12 7
//! health 5
//! screen exploring
//! cleared 30 4
//! ```
//!
//! The first line names the format and its version. Then `seed`, `avatar X Y`,
//! `health N` and `screen` (`exploring`, `encounter N` with N the open fight's
//! spirit strength left, or `won`) once each, in any order, and one `cleared X Y`
//! per encounter whose spirit is beaten. Blank lines are skipped; `\r\n` line
//! ends are accepted. A save is at most [`MAX_SAVE_BYTES`] long.

use super::encounter::{MAX_HEALTH, MAX_SPIRIT_STRENGTH};
use super::save_error::{shortened, Field, SaveError, SaveErrorKind, SaveErrors, SaveKey};
use crate::game::Coordinates;

/// The first word of every save.
pub const SAVE_MAGIC: &str = "byow-save";
/// The version [`write_save`] writes and [`parse_save`] reads.
pub const SAVE_VERSION: u64 = 1;
/// The longest save read, in bytes; a real one is under 200.
pub const MAX_SAVE_BYTES: usize = 4096;

/// Everything a save holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SaveState {
    /// The world's seed; the world is generated again from it.
    pub seed: u64,
    /// Where the avatar stands.
    pub avatar: Coordinates,
    /// The avatar's health, 1 to [`MAX_HEALTH`].
    pub health: u8,
    /// What the game was showing.
    pub screen: SavedScreen,
    /// The encounters whose spirits are beaten (now floor), in the order written.
    pub cleared: Vec<Coordinates>,
}

/// The in-world screen a save returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SavedScreen {
    /// Walking about.
    Exploring,
    /// In a fight on the avatar's tile.
    Encounter {
        /// The spirit's strength left; 0 when it is beaten and the screen still open.
        spirit_health: u8,
    },
    /// On the locked door.
    Won,
}

/// Where the values of a parsed save were, for errors found later (such as an
/// avatar inside a wall, which only the regenerated world can tell).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SaveSpans {
    /// Line and column of the avatar's `X`.
    pub avatar: (usize, usize),
    /// Line and column of the screen's name.
    pub screen: (usize, usize),
    /// Line and column of each `cleared` line's `X`, in order.
    pub cleared: Vec<(usize, usize)>,
}

/// The save text of `state`; [`parse_save`] gives `state` back.
pub fn write_save(state: &SaveState) -> String {
    let screen = match state.screen {
        SavedScreen::Exploring => "exploring".to_owned(),
        SavedScreen::Encounter { spirit_health } => format!("encounter {spirit_health}"),
        SavedScreen::Won => "won".to_owned(),
    };
    let mut text = format!(
        "{SAVE_MAGIC} {SAVE_VERSION}\nseed {}\navatar {} {}\nhealth {}\nscreen {screen}\n",
        state.seed, state.avatar.x, state.avatar.y, state.health
    );
    for p in &state.cleared {
        text.push_str(&format!("cleared {} {}\n", p.x, p.y));
    }
    text
}

/// Reads a save, checking its syntax and ranges (whether it fits its world is
/// checked on loading). Never panics; reports every problem up to
/// [`SaveErrors::MAX_REPORTED`].
pub fn parse_save(text: &str) -> Result<SaveState, SaveErrors> {
    parse_with_spans(text).map(|(state, _)| state)
}

pub(crate) fn parse_with_spans(text: &str) -> Result<(SaveState, SaveSpans), SaveErrors> {
    if text.len() > MAX_SAVE_BYTES {
        let kind = SaveErrorKind::TooLarge { bytes: text.len(), limit: MAX_SAVE_BYTES };
        return Err(SaveErrors::one(1, 1, kind));
    }
    let mut lines = text.lines();
    let mut reader = Reader::default();
    reader.header(lines.next().unwrap_or(""))?;
    let mut last_line = 1;
    for (index, line) in lines.enumerate() {
        last_line = index + 2;
        reader.line(last_line, line);
    }
    reader.finish(last_line + 1)
}

/// A word of a line and its 1-based column in characters.
#[derive(Clone, Copy, Debug)]
struct Word<'a> {
    text: &'a str,
    col: usize,
}

fn words(line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut col = 0;
    for (byte, c) in line.char_indices() {
        col += 1;
        let blank = c == ' ' || c == '\t';
        match (start, blank) {
            (None, false) => start = Some((byte, col)),
            (Some((from, from_col)), true) => {
                out.push(Word { text: &line[from..byte], col: from_col });
                start = None;
            }
            _ => {}
        }
    }
    if let Some((from, from_col)) = start {
        out.push(Word { text: &line[from..], col: from_col });
    }
    out
}

/// The values read so far, each with the line it came from.
#[derive(Debug, Default)]
struct Reader {
    errors: Vec<SaveError>,
    /// The line each key was first given on, valid or not, by `SaveKey as usize`.
    first_given: [Option<usize>; SaveKey::ALL.len()],
    seed: Option<u64>,
    avatar: Option<(Coordinates, usize, usize)>,
    health: Option<u8>,
    screen: Option<(SavedScreen, usize, usize)>,
    cleared: Vec<(Coordinates, usize, usize)>,
}

impl Reader {
    fn error(&mut self, line: usize, col: usize, kind: SaveErrorKind) {
        if self.errors.len() < SaveErrors::MAX_REPORTED {
            self.errors.push(SaveError { line, col, kind });
        }
    }

    /// The first line; a wrong one stops the reading.
    fn header(&mut self, line: &str) -> Result<(), SaveErrors> {
        let words = words(line);
        let Some(magic) = words.first() else {
            return Err(SaveErrors::one(1, 1, SaveErrorKind::MissingHeader));
        };
        if magic.text != SAVE_MAGIC {
            let kind = SaveErrorKind::NotASave { found: shortened(magic.text) };
            return Err(SaveErrors::one(1, 1, kind));
        }
        if let Some(values) = self.values(1, line, &words, SAVE_MAGIC, "VERSION", 1) {
            if let Some(version) = self.number::<u64>(1, values[0], Field::Version) {
                if version != SAVE_VERSION {
                    let kind = SaveErrorKind::UnsupportedVersion { found: version };
                    return Err(SaveErrors::one(1, values[0].col, kind));
                }
            }
        }
        Ok(())
    }

    fn line(&mut self, n: usize, line: &str) {
        let words = words(line);
        let Some(key_word) = words.first() else { return };
        let Some(key) = SaveKey::from_word(key_word.text) else {
            let kind = SaveErrorKind::UnknownKey { found: shortened(key_word.text) };
            self.error(n, key_word.col, kind);
            return;
        };
        match self.first_given[key as usize] {
            Some(first_line) if key != SaveKey::Cleared => {
                let kind = SaveErrorKind::DuplicateKey { key: key.word(), first_line };
                self.error(n, key_word.col, kind);
                return;
            }
            Some(_) => {}
            None => self.first_given[key as usize] = Some(n),
        }
        match key {
            SaveKey::Seed => {
                let Some(v) = self.values(n, line, &words, key.word(), "N", 1) else { return };
                self.seed = self.number::<u64>(n, v[0], Field::Seed);
            }
            SaveKey::Avatar => {
                if let Some(p) = self.position(n, line, &words, key.word()) {
                    self.avatar = Some((p, n, words[1].col));
                }
            }
            SaveKey::Health => {
                let Some(v) = self.values(n, line, &words, key.word(), "N", 1) else { return };
                match self.number::<u8>(n, v[0], Field::Health) {
                    Some(h) if (1..=MAX_HEALTH).contains(&h) => self.health = Some(h),
                    Some(_) => self.bad_number(n, v[0], Field::Health),
                    None => {}
                }
            }
            SaveKey::Screen => self.screen_line(n, line, &words),
            SaveKey::Cleared => {
                if let Some(p) = self.position(n, line, &words, key.word()) {
                    self.cleared.push((p, n, words[1].col));
                }
            }
        }
    }

    fn screen_line(&mut self, n: usize, line: &str, words: &[Word<'_>]) {
        let key = SaveKey::Screen.word();
        let Some(name) = words.get(1).copied() else {
            self.values(n, line, words, key, "exploring|encounter N|won", 1);
            return;
        };
        let screen = match name.text {
            "exploring" => {
                self.values(n, line, words, key, "exploring", 1).map(|_| SavedScreen::Exploring)
            }
            "won" => self.values(n, line, words, key, "won", 1).map(|_| SavedScreen::Won),
            "encounter" => self
                .values(n, line, words, key, "encounter N", 2)
                .and_then(|v| self.spirit_health(n, v[1])),
            other => {
                self.error(n, name.col, SaveErrorKind::UnknownScreen { found: shortened(other) });
                None
            }
        };
        if let Some(screen) = screen {
            self.screen = Some((screen, n, name.col));
        }
    }

    fn spirit_health(&mut self, n: usize, word: Word<'_>) -> Option<SavedScreen> {
        match self.number::<u8>(n, word, Field::SpiritHealth) {
            Some(h) if h <= MAX_SPIRIT_STRENGTH => {
                Some(SavedScreen::Encounter { spirit_health: h })
            }
            Some(_) => {
                self.bad_number(n, word, Field::SpiritHealth);
                None
            }
            None => None,
        }
    }

    /// The `count` values after the first word, or `None` (and an error) when
    /// there are more or fewer.
    fn values<'a>(
        &mut self,
        n: usize,
        line: &str,
        words: &[Word<'a>],
        key: &'static str,
        expected: &'static str,
        count: usize,
    ) -> Option<Vec<Word<'a>>> {
        let values = &words[1..];
        if values.len() == count {
            return Some(values.to_vec());
        }
        let col = match values.get(count) {
            Some(extra) => extra.col,
            None => line.chars().count() + 1,
        };
        self.error(n, col, SaveErrorKind::WrongValueCount { key, expected, found: values.len() });
        None
    }

    fn position(
        &mut self,
        n: usize,
        line: &str,
        words: &[Word<'_>],
        key: &'static str,
    ) -> Option<Coordinates> {
        let v = self.values(n, line, words, key, "X Y", 2)?;
        let x = self.number::<u8>(n, v[0], Field::X);
        let y = self.number::<u8>(n, v[1], Field::Y);
        Some(Coordinates::new(i32::from(x?), i32::from(y?)))
    }

    /// A decimal number (digits only: no sign, no spaces).
    fn number<T: std::str::FromStr>(
        &mut self,
        n: usize,
        word: Word<'_>,
        field: Field,
    ) -> Option<T> {
        let parsed = if word.text.bytes().all(|b| b.is_ascii_digit()) {
            word.text.parse::<T>().ok()
        } else {
            None
        };
        if parsed.is_none() {
            self.bad_number(n, word, field);
        }
        parsed
    }

    fn bad_number(&mut self, n: usize, word: Word<'_>, field: Field) {
        self.error(n, word.col, SaveErrorKind::BadNumber { field, found: shortened(word.text) });
    }

    fn finish(mut self, end_line: usize) -> Result<(SaveState, SaveSpans), SaveErrors> {
        for key in [SaveKey::Seed, SaveKey::Avatar, SaveKey::Health, SaveKey::Screen] {
            if self.first_given[key as usize].is_none() {
                self.error(end_line, 1, SaveErrorKind::MissingKey { key: key.word() });
            }
        }
        match (self.seed, self.avatar, self.health, self.screen) {
            (Some(seed), Some((avatar, a_line, a_col)), Some(health), Some(screen))
                if self.errors.is_empty() =>
            {
                let (screen, s_line, s_col) = screen;
                let spans = SaveSpans {
                    avatar: (a_line, a_col),
                    screen: (s_line, s_col),
                    cleared: self.cleared.iter().map(|&(_, line, col)| (line, col)).collect(),
                };
                let cleared = self.cleared.iter().map(|&(p, _, _)| p).collect();
                Ok((SaveState { seed, avatar, health, screen, cleared }, spans))
            }
            _ => Err(SaveErrors(self.errors)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> SaveState {
        SaveState {
            seed: u64::MAX,
            avatar: Coordinates::new(12, 7),
            health: 3,
            screen: SavedScreen::Encounter { spirit_health: 2 },
            cleared: vec![Coordinates::new(30, 4), Coordinates::new(5, 20)],
        }
    }

    #[test]
    fn write_then_parse_gives_the_same_state() {
        let text = write_save(&state());
        assert_eq!(
            text,
            "byow-save 1\nseed 18446744073709551615\navatar 12 7\nhealth 3\n\
             screen encounter 2\ncleared 30 4\ncleared 5 20\n"
        );
        assert_eq!(parse_save(&text), Ok(state()));
        for screen in [SavedScreen::Exploring, SavedScreen::Won] {
            let s = SaveState { screen, cleared: vec![], ..state() };
            assert_eq!(parse_save(&write_save(&s)), Ok(s));
        }
    }

    #[test]
    fn order_blank_lines_and_crlf_do_not_matter() {
        let text = "byow-save 1\r\n\r\nscreen won\r\n  health   3\r\nseed 5\r\navatar 1 2";
        let s = parse_save(text).expect("a valid save");
        assert_eq!(
            (s.seed, s.avatar, s.health, s.screen),
            (5, Coordinates::new(1, 2), 3, SavedScreen::Won)
        );
    }

    fn errors(text: &str) -> Vec<String> {
        parse_save(text).expect_err(text).0.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn every_bad_line_is_reported_where_it_is() {
        let text =
            "byow-save 1\nseed -4\navatar 12\nhealth 9\nscreen dancing\ncolour red\nseed 5\n";
        assert_eq!(
            errors(text),
            [
                "2:6: the seed must be a whole number from 0 to 18446744073709551615, found `-4`",
                "3:10: `avatar` takes `X Y`, found 1 value",
                "4:8: the health must be a whole number from 1 to 5, found `9`",
                "5:8: unknown screen `dancing`; expected exploring, encounter or won",
                "6:1: unknown line `colour`; expected seed, avatar, health, screen or cleared",
                "7:1: `seed` is given again (first on line 2)",
            ]
        );
    }

    #[test]
    fn missing_lines_are_reported_after_the_last() {
        assert_eq!(
            errors("byow-save 1\nseed 1\n"),
            [
                "3:1: the save has no `avatar` line",
                "3:1: the save has no `health` line",
                "3:1: the save has no `screen` line",
            ]
        );
    }

    #[test]
    fn headers_are_checked_first() {
        assert_eq!(errors(""), ["1:1: expected `byow-save 1` on the first line"]);
        assert_eq!(
            errors("{\"seed\": 4}"),
            ["1:1: this is not a BYOW save: it starts with `{\"seed\":`, not `byow-save`"]
        );
        assert_eq!(
            errors("byow-save 2\nseed 1"),
            ["1:11: save version 2 is not supported; this game reads version 1"]
        );
        let long = "x".repeat(MAX_SAVE_BYTES + 1);
        assert_eq!(errors(&long), ["1:1: the save is 4097 bytes long; a save is at most 4096"]);
    }

    #[test]
    fn duplicates_and_extra_values_say_where() {
        let text = "byow-save 1\nseed 1\navatar 1 2 3\nhealth 5\nscreen won now\nseed 1\n";
        assert_eq!(
            errors(text),
            [
                "3:12: `avatar` takes `X Y`, found 3 values",
                "5:12: `screen` takes `won`, found 2 values",
                "6:1: `seed` is given again (first on line 2)",
            ]
        );
    }

    #[test]
    fn hostile_text_is_an_error_not_a_panic() {
        let samples = [
            "byow-save",
            "byow-save 1 1",
            "byow-save 99999999999999999999999",
            "byow-save 1\navatar 256 0",
            "byow-save 1\navatar é ü\nseed ０",
            "byow-save 1\nscreen encounter 4",
            "byow-save 1\nscreen encounter",
            "byow-save 1\nscreen",
            "byow-save 1\ncleared\u{0} 1 1",
            "\u{feff}byow-save 1",
        ];
        for text in samples {
            assert!(parse_save(text).is_err(), "{text:?}");
        }
        let many = format!("byow-save 1\n{}", "bad\n".repeat(500));
        assert_eq!(parse_save(&many).expect_err("bad lines").0.len(), SaveErrors::MAX_REPORTED);
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        assert_eq!(
            errors("byow-save 1\n\u{e9}\u{e9} seed")[0],
            "2:1: unknown line `\u{e9}\u{e9}`; expected seed, avatar, health, screen or cleared"
        );
        assert!(errors("byow-save 1\nseed \u{e9}")[0].starts_with("2:6: "));
    }
}
