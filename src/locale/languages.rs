//! The languages built in (one JSON table each, embedded), the one this
//! thread shows text in, and how a front end picks it from a link, the
//! remembered choice and the system's preferences.

use super::Locale;
use std::cell::RefCell;
use std::sync::OnceLock;

/// Every table, by language code. A new language is its table here and
/// the file beside the others.
const TABLES: [(&str, &str); 2] = [
    ("en", include_str!("../../assets/locale/en.json")),
    ("ru", include_str!("../../assets/locale/ru.json")),
];

/// Where front ends remember the player's language (the page's
/// `localStorage` key).
pub const STORAGE_KEY: &str = "roguelike.lang";

/// A language on offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its code (`en`, `ru`), as in `?lang=CODE` and `--lang CODE`.
    pub code: &'static str,
    /// Its own name for itself ("Русский").
    pub name: &'static str,
}

/// The table at `index` in [`TABLES`], parsed the first time it is asked
/// for: a page in English never parses the other languages' tables.
fn table(index: usize) -> Option<&'static Locale> {
    static PARSED: [OnceLock<Locale>; TABLES.len()] = [const { OnceLock::new() }; TABLES.len()];
    let (_, text) = TABLES.get(index)?;
    Some(PARSED[index].get_or_init(|| {
        Locale::from_json(text).expect("assets/locale/*.json are checked by tests")
    }))
}

/// The built-in table of `code`.
pub fn builtin(code: &str) -> Option<&'static Locale> {
    table(TABLES.iter().position(|(c, _)| *c == code)?)
}

/// Every language built in, English first.
pub fn languages() -> Vec<Language> {
    (0..TABLES.len())
        .filter_map(|index| {
            let table = table(index)?;
            Some(Language { code: TABLES[index].0, name: table.language.as_str() })
        })
        .collect()
}

/// The language of this thread's text: a built-in one, or a table a test
/// handed in.
struct Current {
    code: &'static str,
    custom: Option<Box<Locale>>,
}

thread_local! {
    static CURRENT: RefCell<Current> = const { RefCell::new(Current { code: "en", custom: None }) };
}

/// Shows this thread's text in the language `code` from now on; `false`
/// (and nothing changes) when no such language is built in.
pub fn set_language(code: &str) -> bool {
    let Some(&(code, _)) = TABLES.iter().find(|(c, _)| *c == code) else { return false };
    CURRENT.with(|current| *current.borrow_mut() = Current { code, custom: None });
    true
}

/// The code of this thread's language.
pub fn current_language() -> &'static str {
    CURRENT.with(|current| current.borrow().code)
}

/// Runs `f` with this thread's table; with English if the table is being
/// replaced right now (only a panic hook can ask then, and it must not
/// panic in turn).
pub(super) fn with_current<R>(f: impl FnOnce(&Locale) -> R) -> R {
    CURRENT.with(|current| {
        let Ok(current) = current.try_borrow() else { return f(Locale::english()) };
        match &current.custom {
            Some(custom) => f(custom),
            None => f(builtin(current.code).unwrap_or_else(Locale::english)),
        }
    })
}

/// Replaces (or, with `None`, stops replacing) this thread's table.
pub(super) fn use_custom(locale: Option<Locale>) {
    CURRENT.with(|current| current.borrow_mut().custom = locale.map(Box::new));
}

/// What a front end decided about the language at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanguageChoice {
    /// The language to show.
    pub code: &'static str,
    /// Remember it (it came from a link or, at first start, the system).
    pub remember: bool,
    /// A code asked for that no table has (the player is told).
    pub unknown: Option<String>,
    /// A remembered value that names no table (spoilt storage): the player
    /// is told, and the language chosen instead is remembered in its place.
    pub spoilt: Option<String>,
}

/// The built-in code a preference names (`ru-RU`, `RU`, `ru_UA` → `ru`).
fn known(preference: &str) -> Option<&'static str> {
    let primary = preference.trim().split(['-', '_']).next().unwrap_or_default();
    TABLES.iter().map(|(code, _)| *code).find(|code| code.eq_ignore_ascii_case(primary))
}

/// The language to start in: a link's `?lang=` first (remembered; an
/// unknown code falls back to English and is reported), then the one
/// remembered, then the first of the system's preferences that is built in
/// (remembered, so it is the first start's choice), then English.
pub fn choose_language(
    link: Option<&str>,
    stored: Option<&str>,
    system: &[String],
) -> LanguageChoice {
    if let Some(asked) = link {
        return match known(asked) {
            Some(code) => LanguageChoice { code, remember: true, unknown: None, spoilt: None },
            None => LanguageChoice {
                code: "en",
                remember: false,
                unknown: Some(asked.to_owned()),
                spoilt: None,
            },
        };
    }
    if let Some(code) = stored.and_then(known) {
        return LanguageChoice { code, remember: false, unknown: None, spoilt: None };
    }
    // Past here the stored value is absent (a first start) or spoilt; either
    // way the choice made now is remembered, so a spoilt one is told once.
    let spoilt = stored.map(str::to_owned);
    let code = system.iter().find_map(|p| known(p));
    LanguageChoice {
        code: code.unwrap_or("en"),
        remember: code.is_some() || spoilt.is_some(),
        unknown: None,
        spoilt,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A panic hook may word its message while the table is being replaced:
    /// it gets English instead of a second panic that would hide the first.
    #[test]
    fn a_table_being_replaced_words_in_english_instead_of_panicking() {
        assert!(set_language("ru"));
        let russian = with_current(|l| l.phrase("panic_shown", &[("detail", "x")]));
        let held = CURRENT.with(|current| {
            let _replacing = current.borrow_mut();
            with_current(|l| l.phrase("panic_shown", &[("detail", "x")]))
        });
        set_language("en");
        assert_eq!(held, "The game hit a bug and stopped: x");
        assert_ne!(russian, held, "Russian when the table is free");
    }

    #[test]
    fn english_and_russian_are_built_in_with_their_own_names() {
        let names: Vec<(&str, &str)> = languages().iter().map(|l| (l.code, l.name)).collect();
        assert_eq!(names, [("en", "English"), ("ru", "Русский")]);
    }

    #[test]
    fn set_language_refuses_unknown_codes_and_keeps_the_current_one() {
        assert!(set_language("ru"));
        assert_eq!(current_language(), "ru");
        assert!(!set_language("xx"));
        assert_eq!(current_language(), "ru");
        assert!(set_language("en"));
        assert_eq!(current_language(), "en");
    }

    #[test]
    fn a_link_beats_the_remembered_choice_which_beats_the_system() {
        let system = vec!["ru-RU".to_owned(), "en".to_owned()];
        let choice = |link, stored| choose_language(link, stored, &system);
        assert_eq!(
            choice(Some("en"), Some("ru")),
            LanguageChoice { code: "en", remember: true, unknown: None, spoilt: None }
        );
        assert_eq!(
            choice(None, Some("en")),
            LanguageChoice { code: "en", remember: false, unknown: None, spoilt: None }
        );
        assert_eq!(
            choice(None, None),
            LanguageChoice { code: "ru", remember: true, unknown: None, spoilt: None }
        );
        assert_eq!(
            choice(Some("xx"), Some("ru")),
            LanguageChoice {
                code: "en",
                remember: false,
                unknown: Some("xx".into()),
                spoilt: None
            }
        );
        let german = choose_language(None, None, &["de-DE".into()]);
        assert_eq!((german.code, german.remember), ("en", false));
        // Issue 29: a spoilt remembered value was ignored without a word. It
        // is told, and the system's choice replaces it (so it is told once).
        assert_eq!(
            choice(None, Some("??")),
            LanguageChoice { code: "ru", remember: true, unknown: None, spoilt: Some("??".into()) }
        );
        let spoilt = choose_language(None, Some("\u{202e}zz"), &["de-DE".into()]);
        assert_eq!((spoilt.code, spoilt.remember), ("en", true));
    }
}
