//! `WorldLabel`: where a finished run's world came from, as the high-score
//! table keeps it. Stored as the language-neutral text every version has
//! written (`seed 42`, `world demo`, `file cave.txt`) and read back into its
//! parts, so a run shows in the player's language whenever it was recorded.

use super::app_state::WorldSource;
use crate::locale::{Arg, Locale, Words};
use serde::{Serialize, Serializer};
use std::fmt;

/// The longest label kept (a world file's name is the player's to choose).
pub const MAX_WORLD_CHARS: usize = 80;

/// A run's world, as the table keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorldLabel {
    /// A random run of a seed.
    Seed(u64),
    /// A built-in world, by its id (`demo`).
    Builtin(String),
    /// A world file, by its name.
    File(String),
    /// A label of no shape this version knows, shown as stored.
    Other(String),
}

impl WorldLabel {
    /// The label of `source`, cut to [`MAX_WORLD_CHARS`].
    pub fn of(source: &WorldSource) -> WorldLabel {
        WorldLabel::parse(&source.to_string().chars().take(MAX_WORLD_CHARS).collect::<String>())
    }

    /// Reads a stored label.
    pub fn parse(label: &str) -> WorldLabel {
        let number = |rest: &str| rest.parse().ok().filter(|_| !rest.starts_with('+'));
        if let Some(seed) = label.strip_prefix("seed ").and_then(number) {
            WorldLabel::Seed(seed)
        } else if let Some(name) = label.strip_prefix("world ") {
            WorldLabel::Builtin(name.to_owned())
        } else if let Some(name) = label.strip_prefix("file ") {
            WorldLabel::File(name.to_owned())
        } else {
            WorldLabel::Other(label.to_owned())
        }
    }

    /// Characters of the stored label.
    pub fn chars(&self) -> usize {
        self.to_string().chars().count()
    }
}

/// The stored, language-neutral label.
impl fmt::Display for WorldLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorldLabel::Seed(seed) => write!(f, "seed {seed}"),
            WorldLabel::Builtin(name) => write!(f, "world {name}"),
            WorldLabel::File(name) => write!(f, "file {name}"),
            WorldLabel::Other(label) => f.write_str(label),
        }
    }
}

/// The label as a player reads it ("сид 42", "мир зверинец").
impl Words for WorldLabel {
    fn words(&self, locale: &Locale) -> String {
        match self {
            WorldLabel::Seed(seed) => {
                locale.phrase_with("source_seed", &[("seed", Arg::from(*seed))])
            }
            WorldLabel::Builtin(name) => {
                locale.phrase("source_world", &[("name", &locale.world_name(name))])
            }
            WorldLabel::File(name) => locale.phrase("source_file", &[("name", name)]),
            WorldLabel::Other(label) => label.clone(),
        }
    }
}

impl Serialize for WorldLabel {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl crate::json::ToJson for WorldLabel {
    fn to_json(&self, w: &mut crate::json::Writer) {
        w.str(&self.to_string());
    }
}

impl crate::json::FromJson for WorldLabel {
    fn from_json(node: &crate::json::Node) -> Result<Self, crate::json::Error> {
        String::from_json(node).map(|label| WorldLabel::parse(&label))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::set_language;

    #[test]
    fn labels_read_back_as_stored_and_show_in_the_language() {
        for label in ["seed 42", "world menagerie", "file cave.txt", "something else", "seed x"] {
            assert_eq!(WorldLabel::parse(label).to_string(), label);
        }
        let stored: WorldLabel = crate::json::from_str("\"world menagerie\"").expect("a string");
        assert_eq!(stored, WorldLabel::Builtin("menagerie".into()));
        assert_eq!(serde_json::to_string(&stored).expect("json"), "\"world menagerie\"");
        assert_eq!(stored.localized(), "world menagerie");
        set_language("ru");
        assert_eq!(stored.localized(), "мир зверинец");
        assert_eq!(WorldLabel::Seed(7).localized(), "сид 7");
        assert_eq!(WorldLabel::File("cave.txt".into()).localized(), "файл cave.txt");
        assert_eq!(WorldLabel::Other("old words".into()).localized(), "old words");
        set_language("en");
    }
}
