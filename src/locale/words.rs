//! `Words`: a typed value a player reads (an error, a label) worded by a
//! table. The value keeps its data; the table keeps the wording, so English
//! and Russian come from `en.json` and `ru.json` alike and a type's
//! `Display` is its words in this thread's current language.

use super::{languages, Locale};

/// A typed value that a table words.
pub trait Words {
    /// This value in the words of `locale`.
    fn words(&self, locale: &Locale) -> String;

    /// In this thread's current language.
    fn localized(&self) -> String {
        languages::with_current(|locale| self.words(locale))
    }

    /// In English, for output that must read the same in every language
    /// (machine-readable JSON).
    fn english(&self) -> String {
        self.words(Locale::english())
    }
}

/// `A, B or C` in `locale`'s words (the items shown as they are).
pub fn list_or(locale: &Locale, items: &[&str]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            locale.phrase("list_or", &[("rest", &rest.join(", ")), ("last", last)])
        }
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}
