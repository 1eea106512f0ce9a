//! Plural categories (CLDR's `one`, `few`, `many`, `other`) for whole
//! numbers, by rule family. A table names its family (`"plurals"`), so a
//! new language with a family below needs no code.

/// How a language picks the plural form of a whole number (CLDR's cardinal
/// rules, integers only: the game counts nothing fractional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, crate::json::FromJson)]
#[json(rename_all = "snake_case")]
pub enum PluralRule {
    /// One form for every number (Japanese, Chinese, Korean).
    Other,
    /// `one` for 1, `other` else (English, German, Dutch, Italian, Swedish…).
    #[default]
    OneOther,
    /// `one` for 0 and 1, `other` else (French, Portuguese).
    ZeroOneOther,
    /// Russian, Ukrainian, Belarusian: `one` for 1, 21, 31… (not 11);
    /// `few` for 2–4, 22–24… (not 12–14); `many` for the rest.
    EastSlavic,
    /// Czech and Slovak: `one` for 1, `few` for 2–4, `other` else.
    CzechSlovak,
    /// Polish: `one` for 1; `few` for 2–4, 22–24… (not 12–14); `many` else.
    Polish,
}

/// A plural category, named as CLDR names it (the keys of a template's
/// `plural` branches).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralCategory {
    /// `one`.
    One,
    /// `few`.
    Few,
    /// `many`.
    Many,
    /// `other`.
    Other,
}

impl PluralCategory {
    /// The category's name in a template.
    pub fn key(self) -> &'static str {
        match self {
            PluralCategory::One => "one",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }
}

impl PluralRule {
    /// The category of `n` (a negative number takes its magnitude's).
    pub fn category(self, n: i64) -> PluralCategory {
        use PluralCategory::{Few, Many, One, Other};
        let n = n.unsigned_abs();
        let (ten, hundred) = (n % 10, n % 100);
        match self {
            PluralRule::Other => Other,
            PluralRule::OneOther => {
                if n == 1 {
                    One
                } else {
                    Other
                }
            }
            PluralRule::ZeroOneOther => {
                if n <= 1 {
                    One
                } else {
                    Other
                }
            }
            PluralRule::EastSlavic => match (ten, hundred) {
                (1, h) if h != 11 => One,
                (2..=4, h) if !(12..=14).contains(&h) => Few,
                _ => Many,
            },
            PluralRule::CzechSlovak => match n {
                1 => One,
                2..=4 => Few,
                _ => Other,
            },
            PluralRule::Polish => match (n, ten, hundred) {
                (1, _, _) => One,
                (_, 2..=4, h) if !(12..=14).contains(&h) => Few,
                _ => Many,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(rule: PluralRule, numbers: &[i64]) -> Vec<&'static str> {
        numbers.iter().map(|n| rule.category(*n).key()).collect()
    }

    #[test]
    fn russian_counts_pick_cldr_categories() {
        let numbers = [0, 1, 2, 4, 5, 11, 12, 14, 20, 21, 22, 25, 101, 111, 112, 122];
        let expected = [
            "many", "one", "few", "few", "many", "many", "many", "many", "many", "one", "few",
            "many", "one", "many", "many", "few",
        ];
        assert_eq!(keys(PluralRule::EastSlavic, &numbers), expected);
    }

    #[test]
    fn english_has_one_and_other() {
        assert_eq!(
            keys(PluralRule::OneOther, &[0, 1, 2, 11, 21]),
            ["other", "one", "other", "other", "other"]
        );
        assert_eq!(keys(PluralRule::ZeroOneOther, &[0, 1, 2]), ["one", "one", "other"]);
        assert_eq!(
            keys(PluralRule::Polish, &[1, 3, 5, 13, 22]),
            ["one", "few", "many", "many", "few"]
        );
    }
}
