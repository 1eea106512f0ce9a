//! The check every test of worded errors makes: a text a table worded shows
//! no phrase key (a missing phrase shows its key), no unfilled field and no
//! bare plural or select template, and Russian text is Russian.

/// Whether `text` holds Russian letters.
pub fn is_russian(text: &str) -> bool {
    text.chars().any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
}

/// Asserts that `text`, worded in the language `code`, is whole: not
/// empty, no key with one of `prefixes` left showing, no `{field}` or
/// template left unfilled, and in Russian, Russian.
pub fn check_worded(text: &str, code: &str, prefixes: &[&str]) {
    assert!(!text.trim().is_empty(), "{code}: empty words");
    for prefix in prefixes {
        assert!(!text.contains(prefix), "{code}: a phrase is missing in {text:?}");
    }
    assert!(!text.contains(", plural,") && !text.contains(", select,"), "{code}: {text:?}");
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        let field = rest.split('}').next().unwrap_or_default();
        assert!(
            !field.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{code}: unfilled `{{{field}}}` in {text:?}"
        );
    }
    if code == "ru" {
        assert!(is_russian(text), "not Russian: {text:?}");
    }
}
