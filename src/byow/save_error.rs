//! Errors of the save parser: where (1-based line and column, in characters)
//! and what (a documented [`SaveErrorKind`]), shown as `LINE:COL: message`
//! with the message worded by the locale tables (`byow_save_*` phrases).

use super::encounter::{MAX_HEALTH, MAX_SPIRIT_STRENGTH};
use super::tile::Tile;
use crate::game::Coordinates;
use crate::locale::{Arg, Locale, Words};
use std::fmt;

/// A line of a save, by its first word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveKey {
    /// `seed N`: the world's seed.
    Seed,
    /// `avatar X Y`: where the avatar stands.
    Avatar,
    /// `health N`: the avatar's health.
    Health,
    /// `screen exploring`, `screen encounter N` or `screen won`.
    Screen,
    /// `cleared X Y`: an encounter whose spirit is beaten (any number of lines).
    Cleared,
}

impl SaveKey {
    /// Every key, in the order the writer puts them.
    pub const ALL: [SaveKey; 5] =
        [SaveKey::Seed, SaveKey::Avatar, SaveKey::Health, SaveKey::Screen, SaveKey::Cleared];

    /// The word that starts the line.
    pub const fn word(self) -> &'static str {
        match self {
            SaveKey::Seed => "seed",
            SaveKey::Avatar => "avatar",
            SaveKey::Health => "health",
            SaveKey::Screen => "screen",
            SaveKey::Cleared => "cleared",
        }
    }

    /// The key whose word is `word` (exact, lowercase).
    pub fn from_word(word: &str) -> Option<SaveKey> {
        SaveKey::ALL.into_iter().find(|k| k.word() == word)
    }
}

/// A number of a save, with the range it must be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The format version on the first line.
    Version,
    /// The seed: 0 to 18446744073709551615.
    Seed,
    /// A column: 0 to 255.
    X,
    /// A row: 0 to 255.
    Y,
    /// The avatar's health: 1 to [`MAX_HEALTH`].
    Health,
    /// The spirit's strength left in an open encounter: 0 to [`MAX_SPIRIT_STRENGTH`].
    SpiritHealth,
}

impl Words for Field {
    fn words(&self, locale: &Locale) -> String {
        let (key, max) = match self {
            Field::Version => ("byow_field_version", String::new()),
            Field::Seed => ("byow_field_seed", u64::MAX.to_string()),
            Field::X => ("byow_field_x", "255".to_owned()),
            Field::Y => ("byow_field_y", "255".to_owned()),
            Field::Health => ("byow_field_health", MAX_HEALTH.to_string()),
            Field::SpiritHealth => ("byow_field_spirit", MAX_SPIRIT_STRENGTH.to_string()),
        };
        locale.phrase(key, &[("max", &max)])
    }
}

/// The rule the number breaks, in the current language.
impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// Every problem a save can have. The position of each is on the variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SaveErrorKind {
    /// At 1:1: the text is longer than the limit; nothing else is read.
    TooLarge {
        /// Its length in bytes.
        bytes: usize,
        /// The limit.
        limit: usize,
    },
    /// At 1:1: the text is empty or its first line blank.
    MissingHeader,
    /// At 1:1: the first word is not `byow-save`; nothing else is read.
    NotASave {
        /// The first word, shortened.
        found: String,
    },
    /// At the version: a version this game cannot read.
    UnsupportedVersion {
        /// What was written.
        found: u64,
    },
    /// At the word: a line whose first word is no key.
    UnknownKey {
        /// The word, shortened.
        found: String,
    },
    /// At the word: a key other than `cleared` given again.
    DuplicateKey {
        /// The key.
        key: &'static str,
        /// The line where it was first given.
        first_line: usize,
    },
    /// On the line after the last, at column 1: a key that must be given is not.
    MissingKey {
        /// The key.
        key: &'static str,
    },
    /// At the first extra word, or just after the line when words are missing.
    WrongValueCount {
        /// The key (or `byow-save`).
        key: &'static str,
        /// What it takes, such as `X Y`.
        expected: &'static str,
        /// How many values were given.
        found: usize,
    },
    /// At the value: not a whole number in the field's range.
    BadNumber {
        /// Which number.
        field: Field,
        /// What was written, shortened.
        found: String,
    },
    /// At the value: a screen other than `exploring`, `encounter` or `won`.
    UnknownScreen {
        /// What was written, shortened.
        found: String,
    },
    /// At `X`: the avatar outside the world.
    AvatarOutside {
        /// Where.
        at: Coordinates,
    },
    /// At `X`: the avatar on a tile it cannot stand on.
    AvatarBlocked {
        /// Where.
        at: Coordinates,
        /// What is there.
        tile: Tile,
    },
    /// At `X`: a cleared cell that is no encounter in the seed's world.
    NotAnEncounter {
        /// Where.
        at: Coordinates,
        /// What is there.
        tile: Tile,
    },
    /// At `X`: the same encounter cleared twice.
    ClearedTwice {
        /// Where.
        at: Coordinates,
        /// The line of the first.
        first_line: usize,
    },
    /// At the screen: `won` with the avatar away from the locked door.
    WonAwayFromDoor,
    /// At the screen: the avatar on the locked door but the screen not `won`.
    DoorNotWon,
    /// At the screen: `encounter N` with no spirit where the avatar stands
    /// (an uncleared encounter for N > 0, a cleared one for N = 0).
    NoSpiritHere {
        /// Where the avatar stands.
        at: Coordinates,
    },
    /// At the number: an encounter's spirit with more strength left than it has.
    SpiritTooStrong {
        /// What was written.
        found: u8,
        /// The spirit's full strength.
        strength: u8,
    },
}

/// A tile in `locale`'s words: `byow_save_on_*` where the avatar stands
/// on it, `byow_save_is_*` where a cell is it (languages word the two
/// differently, Russian by case).
fn tile_words(locale: &Locale, prefix: &str, tile: Tile) -> String {
    let name = match tile {
        Tile::Nothing => "nothing",
        Tile::Floor => "floor",
        Tile::Wall => "wall",
        Tile::LockedDoor => "door",
        Tile::Encounter => "encounter",
    };
    locale.phrase(&format!("{prefix}{name}"), &[])
}

impl Words for SaveErrorKind {
    fn words(&self, locale: &Locale) -> String {
        use SaveErrorKind as K;
        let text = |s: &str| Arg::from(s.to_owned());
        let (key, args): (&str, Vec<(&str, Arg<'_>)>) = match self {
            K::TooLarge { bytes, limit } => (
                "byow_save_too_large",
                vec![("bytes", (*bytes).into()), ("limit", (*limit).into())],
            ),
            K::MissingHeader => ("byow_save_missing_header", vec![]),
            K::NotASave { found } => ("byow_save_not_a_save", vec![("found", text(found))]),
            K::UnsupportedVersion { found } => {
                ("byow_save_unsupported_version", vec![("found", found.to_string().into())])
            }
            K::UnknownKey { found } => ("byow_save_unknown_key", vec![("found", text(found))]),
            K::DuplicateKey { key, first_line } => (
                "byow_save_duplicate_key",
                vec![("key", text(key)), ("first_line", (*first_line).into())],
            ),
            K::MissingKey { key } => ("byow_save_missing_key", vec![("key", text(key))]),
            K::WrongValueCount { key, expected, found } => (
                "byow_save_wrong_value_count",
                vec![("key", text(key)), ("expected", text(expected)), ("found", (*found).into())],
            ),
            K::BadNumber { field, found } => (
                "byow_save_bad_number",
                vec![("field", field.words(locale).into()), ("found", text(found))],
            ),
            K::UnknownScreen { found } => {
                ("byow_save_unknown_screen", vec![("found", text(found))])
            }
            K::AvatarOutside { at } => {
                ("byow_save_avatar_outside", vec![("at", at.to_string().into())])
            }
            K::AvatarBlocked { at, tile } => (
                "byow_save_avatar_blocked",
                vec![
                    ("at", at.to_string().into()),
                    ("tile", tile_words(locale, "byow_save_on_", *tile).into()),
                ],
            ),
            K::NotAnEncounter { at, tile } => (
                "byow_save_not_an_encounter",
                vec![
                    ("at", at.to_string().into()),
                    ("tile", tile_words(locale, "byow_save_is_", *tile).into()),
                ],
            ),
            K::ClearedTwice { at, first_line } => (
                "byow_save_cleared_twice",
                vec![("at", at.to_string().into()), ("first_line", (*first_line).into())],
            ),
            K::WonAwayFromDoor => ("byow_save_won_away_from_door", vec![]),
            K::DoorNotWon => ("byow_save_door_not_won", vec![]),
            K::NoSpiritHere { at } => {
                ("byow_save_no_spirit_here", vec![("at", at.to_string().into())])
            }
            K::SpiritTooStrong { found, strength } => (
                "byow_save_spirit_too_strong",
                vec![("found", (*found).into()), ("strength", (*strength).into())],
            ),
        };
        locale.phrase_with(key, &args)
    }
}

/// The problem in the current language.
impl fmt::Display for SaveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// One problem of a save, and where it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SaveError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub col: usize,
    /// What is wrong.
    pub kind: SaveErrorKind,
}

impl Words for SaveError {
    fn words(&self, locale: &Locale) -> String {
        format!("{}:{}: {}", self.line, self.col, self.kind.words(locale))
    }
}

/// `LINE:COL: message`, the message in the current language.
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for SaveError {}

/// Every problem found in a save (at most [`MAX_REPORTED`](SaveErrors::MAX_REPORTED)),
/// in line order; never empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SaveErrors(pub Vec<SaveError>);

impl SaveErrors {
    /// Reporting stops after this many problems.
    pub const MAX_REPORTED: usize = 20;

    /// A single problem.
    pub fn one(line: usize, col: usize, kind: SaveErrorKind) -> Self {
        SaveErrors(vec![SaveError { line, col, kind }])
    }
}

/// One problem a line.
impl Words for SaveErrors {
    fn words(&self, locale: &Locale) -> String {
        let lines: Vec<String> = self.0.iter().map(|error| error.words(locale)).collect();
        lines.join("\n")
    }
}

/// One problem a line, in the current language.
impl fmt::Display for SaveErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for SaveErrors {}

/// `text` cut to a few characters, for quoting in a message.
pub(crate) fn shortened(text: &str) -> String {
    const KEEP: usize = 24;
    if text.chars().count() <= KEEP {
        text.to_owned()
    } else {
        let mut out: String = text.chars().take(KEEP).collect();
        out.push('…');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_with_position() {
        let error = SaveError {
            line: 3,
            col: 8,
            kind: SaveErrorKind::BadNumber { field: Field::Health, found: "9".into() },
        };
        assert_eq!(
            error.to_string(),
            "3:8: the health must be a whole number from 1 to 5, found `9`"
        );
    }

    #[test]
    fn long_words_are_shortened() {
        assert_eq!(shortened("abc"), "abc");
        assert_eq!(shortened(&"x".repeat(100)).chars().count(), 25);
    }
}
