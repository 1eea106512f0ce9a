//! Errors of the save parser: where (1-based line and column, in characters)
//! and what (a documented [`SaveErrorKind`]), shown as `LINE:COL: message`.

use super::encounter::{MAX_HEALTH, MAX_SPIRIT_STRENGTH};
use super::position::Position;
use super::tile::Tile;
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

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Version => f.write_str("the version must be a whole number"),
            Field::Seed => write!(f, "the seed must be a whole number from 0 to {}", u64::MAX),
            Field::X => f.write_str("x must be a whole number from 0 to 255"),
            Field::Y => f.write_str("y must be a whole number from 0 to 255"),
            Field::Health => write!(f, "the health must be a whole number from 1 to {MAX_HEALTH}"),
            Field::SpiritHealth => write!(
                f,
                "the spirit's strength must be a whole number from 0 to {MAX_SPIRIT_STRENGTH}"
            ),
        }
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
        at: Position,
    },
    /// At `X`: the avatar on a tile it cannot stand on.
    AvatarBlocked {
        /// Where.
        at: Position,
        /// What is there.
        tile: Tile,
    },
    /// At `X`: a cleared cell that is no encounter in the seed's world.
    NotAnEncounter {
        /// Where.
        at: Position,
        /// What is there.
        tile: Tile,
    },
    /// At `X`: the same encounter cleared twice.
    ClearedTwice {
        /// Where.
        at: Position,
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
        at: Position,
    },
    /// At the number: an encounter's spirit with more strength left than it has.
    SpiritTooStrong {
        /// What was written.
        found: u8,
        /// The spirit's full strength.
        strength: u8,
    },
}

impl fmt::Display for SaveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SaveErrorKind as K;
        match self {
            K::TooLarge { bytes, limit } => {
                write!(f, "the save is {bytes} bytes long; a save is at most {limit}")
            }
            K::MissingHeader => f.write_str("expected `byow-save 1` on the first line"),
            K::NotASave { found } => {
                write!(f, "this is not a BYOW save: it starts with `{found}`, not `byow-save`")
            }
            K::UnsupportedVersion { found } => {
                write!(f, "save version {found} is not supported; this game reads version 1")
            }
            K::UnknownKey { found } => write!(
                f,
                "unknown line `{found}`; expected seed, avatar, health, screen or cleared"
            ),
            K::DuplicateKey { key, first_line } => {
                write!(f, "`{key}` is given again (first on line {first_line})")
            }
            K::MissingKey { key } => write!(f, "the save has no `{key}` line"),
            K::WrongValueCount { key, expected, found } => {
                write!(f, "`{key}` takes `{expected}`, found {found} value")?;
                f.write_str(if *found == 1 { "" } else { "s" })
            }
            K::BadNumber { field, found } => write!(f, "{field}, found `{found}`"),
            K::UnknownScreen { found } => {
                write!(f, "unknown screen `{found}`; expected exploring, encounter or won")
            }
            K::AvatarOutside { at } => write!(f, "the avatar at {at} is outside the world"),
            K::AvatarBlocked { at, tile } => {
                write!(f, "the avatar at {at} stands on {}", tile.name())
            }
            K::NotAnEncounter { at, tile } => {
                write!(f, "{at} is no encounter of this seed's world but {}", tile.name())
            }
            K::ClearedTwice { at, first_line } => {
                write!(f, "{at} is cleared again (first on line {first_line})")
            }
            K::WonAwayFromDoor => {
                f.write_str("the screen is `won` but the avatar is not on the door")
            }
            K::DoorNotWon => {
                f.write_str("the avatar is on the locked door, so the screen is `won`")
            }
            K::NoSpiritHere { at } => write!(f, "there is no such spirit at {at}"),
            K::SpiritTooStrong { found, strength } => {
                write!(f, "this spirit has strength {strength}, not {found}")
            }
        }
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

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.kind)
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
impl fmt::Display for SaveErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, error) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
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
