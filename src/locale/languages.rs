//! The languages on offer (one JSON table each), the one this thread shows
//! text in, and how a front end picks it from a link, the remembered choice
//! and the system's preferences.
//!
//! Native builds carry every table. The page's wasm carries none: each is a
//! file beside it (`tools/build-site.mjs`), handed in through [`provide`]
//! once fetched — English at every start (it words whatever another table
//! lacks; the page preloads it beside the wasm), another language when it
//! is chosen (issue 30). Until a chosen language's table is in, text is
//! shown in English; until English is in, a phrase shows as its key.

use super::Locale;
use std::cell::RefCell;
use std::sync::OnceLock;

/// A language on offer: its code, its own name for itself, its table's
/// text when this build carries it, and its words for a table the page
/// could not fetch (see [`table_unavailable`]).
struct Table {
    code: &'static str,
    name: &'static str,
    text: Option<&'static str>,
    unavailable: &'static str,
}

/// A table the page's wasm leaves out (the page fetches English's at start,
/// another when it is shown); native builds carry it.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! fetched_by_the_page {
    ($path:literal) => {
        Some(include_str!($path))
    };
}

#[cfg(target_arch = "wasm32")]
macro_rules! fetched_by_the_page {
    ($path:literal) => {
        None
    };
}

/// Every table, by language code. A new language is its line here and the
/// file beside the others (the page fetches it: its build writes every
/// table as its own file).
const TABLES: [Table; 2] = [
    Table {
        code: "en",
        name: "English",
        text: fetched_by_the_page!("../../assets/locale/en.json"),
        unavailable: "The text of the language `{code}` could not be loaded ({detail}); \
                      reloading the page tries again.",
    },
    Table {
        code: "ru",
        name: "Русский",
        text: fetched_by_the_page!("../../assets/locale/ru.json"),
        unavailable: "Не удалось загрузить текст языка `{code}` ({detail}); \
                      перезагрузите страницу, чтобы попробовать снова.",
    },
];

/// The tables parsed so far, by index in [`TABLES`].
static PARSED: [OnceLock<Locale>; TABLES.len()] = [const { OnceLock::new() }; TABLES.len()];

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

/// The table in `slot`, parsed from `text` the first time it is asked for
/// (a page in English never parses the other tables); `None` while a table
/// this build does not carry has not been handed in.
fn parsed(slot: &'static OnceLock<Locale>, text: Option<&'static str>) -> Option<&'static Locale> {
    if let Some(table) = slot.get() {
        return Some(table);
    }
    let text = text?;
    Some(slot.get_or_init(|| {
        Locale::from_json(text).expect("assets/locale/*.json are checked by tests")
    }))
}

/// The table at `index` in [`TABLES`], if it is in.
fn table(index: usize) -> Option<&'static Locale> {
    parsed(PARSED.get(index)?, TABLES.get(index)?.text)
}

/// The table of `code`, if this build carries it or it has been handed in.
pub fn builtin(code: &str) -> Option<&'static Locale> {
    table(TABLES.iter().position(|t| t.code == code)?)
}

/// Every language on offer, English first (whether or not its table is in).
pub fn languages() -> Vec<Language> {
    TABLES.iter().map(|t| Language { code: t.code, name: t.name }).collect()
}

/// Why a table handed in was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProvideError {
    /// No language on offer has this code.
    Unknown(String),
    /// The text is not a table (serde's words).
    Malformed(String),
    /// The table names another language than the one it was handed in for.
    OtherLanguage {
        /// The language it was handed in for.
        code: String,
        /// The name the table gives itself.
        names: String,
    },
}

impl std::fmt::Display for ProvideError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProvideError::Unknown(code) => write!(f, "no language `{code}` is on offer"),
            ProvideError::Malformed(detail) => write!(f, "not a language table: {detail}"),
            ProvideError::OtherLanguage { code, names } => {
                write!(f, "the table for `{code}` is the table of {names}")
            }
        }
    }
}

/// Hands in the table of `code` (the page fetched it): from now on text in
/// that language is shown in it. A table already in stays as it is.
pub fn provide(code: &str, text: &str) -> Result<(), ProvideError> {
    let index = TABLES
        .iter()
        .position(|t| t.code == code)
        .ok_or_else(|| ProvideError::Unknown(code.to_owned()))?;
    let locale = Locale::from_json(text).map_err(|e| ProvideError::Malformed(e.to_string()))?;
    if locale.language != TABLES[index].name {
        return Err(ProvideError::OtherLanguage { code: code.to_owned(), names: locale.language });
    }
    let _ = PARSED[index].set(locale);
    Ok(())
}

/// Whether the table of `code` is in (carried, or fetched and handed in).
pub fn table_is_in(code: &str) -> bool {
    builtin(code).is_some()
}

/// English's table, or (in the page, before it is fetched or when its
/// fetch failed) an empty one, whose phrases show as their keys.
pub(super) fn english() -> &'static Locale {
    static EMPTY: Locale = Locale {
        language: String::new(),
        plurals: super::PluralRule::OneOther,
        messages: std::collections::BTreeMap::new(),
        names: std::collections::BTreeMap::new(),
        phrases: std::collections::BTreeMap::new(),
    };
    builtin("en").unwrap_or(&EMPTY)
}

/// What the page says when the table of `code` could not be fetched
/// (`detail`: why), in every language on offer at once: a table cannot word
/// its own absence, and when English is the one missing no table can stand
/// in for it, so these words are the one text the wasm carries itself.
pub fn table_unavailable(code: &str, detail: &str) -> String {
    let fill = |t: &Table| t.unavailable.replace("{code}", code).replace("{detail}", detail);
    TABLES.iter().map(fill).collect::<Vec<_>>().join(" / ")
}

/// The tables the page fetches before its first frame: English's (when it
/// is not in) and this thread's language's (when that is another and not
/// in), English first.
pub fn missing_tables() -> Vec<&'static str> {
    let mut codes = Vec::new();
    if table(0).is_none() {
        codes.push(TABLES[0].code);
    }
    if let Some(code) = missing_table().filter(|code| *code != TABLES[0].code) {
        codes.push(code);
    }
    codes
}

/// The code of this thread's language when its table is not in yet (the
/// page fetches it), else `None`.
pub fn missing_table() -> Option<&'static str> {
    let code = CURRENT.with(|current| {
        let current = current.try_borrow().ok()?;
        current.custom.is_none().then_some(current.code)
    })?;
    let index = TABLES.iter().position(|t| t.code == code)?;
    table(index).is_none().then_some(code)
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
    let Some(code) = TABLES.iter().map(|t| t.code).find(|c| *c == code) else { return false };
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
    TABLES.iter().map(|t| t.code).find(|code| code.eq_ignore_ascii_case(primary))
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

    /// The page lists a language by the name on its line in [`TABLES`]
    /// before its table is fetched: the name must be the table's own.
    #[test]
    fn every_table_names_itself_as_its_line_in_tables_does() {
        for t in &TABLES {
            let text = t.text.expect("native builds carry every table");
            let table = Locale::from_json(text).expect("parses");
            assert_eq!(table.language, t.name, "{}", t.code);
        }
    }

    #[test]
    fn a_table_handed_in_must_be_a_table_of_that_language() {
        let russian = TABLES[1].text.expect("carried natively");
        let english = TABLES[0].text.expect("carried natively");
        assert_eq!(provide("xx", russian), Err(ProvideError::Unknown("xx".into())));
        assert!(matches!(provide("ru", "{\"language\": 3}"), Err(ProvideError::Malformed(_))));
        assert_eq!(
            provide("ru", english),
            Err(ProvideError::OtherLanguage { code: "ru".into(), names: "English".into() })
        );
        assert_eq!(provide("ru", russian), Ok(()));
        assert_eq!(builtin("ru").map(|t| t.language.as_str()), Some("Русский"));
    }

    /// A table the build does not carry is not there until it is handed
    /// in (the page's wasm and its fetched tables), then it is.
    #[test]
    fn a_table_not_carried_is_there_once_handed_in() {
        static SLOT: OnceLock<Locale> = OnceLock::new();
        assert!(parsed(&SLOT, None).is_none());
        let english = Locale::from_json(TABLES[0].text.expect("carried")).expect("parses");
        assert!(SLOT.set(english).is_ok());
        assert_eq!(parsed(&SLOT, None).map(|t| t.language.as_str()), Some("English"));
    }

    #[test]
    fn no_table_is_missing_where_every_one_is_carried() {
        assert!(set_language("ru"));
        assert_eq!(missing_table(), None);
        assert_eq!(missing_tables(), Vec::<&str>::new());
        assert!(table_is_in("en") && table_is_in("ru"));
        assert!(set_language("en"));
        assert_eq!(missing_table(), None);
    }

    /// No table can word its own absence: the page says it in every
    /// language on offer, with the code and the reason.
    #[test]
    fn a_table_that_cannot_be_fetched_is_told_in_every_language() {
        let told = table_unavailable("en", "locale/en.json: HTTP 404");
        assert_eq!(
            told,
            "The text of the language `en` could not be loaded (locale/en.json: HTTP 404); \
             reloading the page tries again. / Не удалось загрузить текст языка `en` \
             (locale/en.json: HTTP 404); перезагрузите страницу, чтобы попробовать снова."
        );
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
