//! The template language of the tables, a small subset of ICU MessageFormat:
//!
//! - `{field}`: the argument (a name in its basic form);
//! - `{field:form}`: a name in one of its forms (`{target:acc}` → "Робота");
//!   a plain string ignores the form;
//! - `{field, plural, one {# blow} other {# blows}}`: the branch of the
//!   number's plural category in the table's language, `=N` for an exact
//!   number, `#` standing for the number, `other` when no branch matches;
//! - `{field, select, f {…} n {…} other {…}}`: the branch named by a name's
//!   gender (or by a plain argument's text).
//!
//! Branches nest. A `{` without its `}` stays as written, and so does an
//! unknown field, so a gap in a table shows instead of hiding.

use super::plural::PluralRule;
use super::Name;
use std::borrow::Cow;
use std::collections::BTreeMap;

/// One argument of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Words shown as they are.
    Text(Cow<'a, str>),
    /// A whole number (its plural category picks `plural` branches).
    Number(i64),
    /// A kind or statistic, by its key in the table's `names`.
    Name(&'a str),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_args {
    (lossless: $($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::from(n))
            }
        }
    )*};
    (clamped: $($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(lossless: u8, u16, u32, i32);
number_args!(clamped: u64, usize);

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

/// What a template is filled from: the table's plural rule and names, and
/// the arguments by field.
pub struct Fill<'t, 'a> {
    /// The language's plural rule.
    pub plurals: PluralRule,
    /// The language's names.
    pub names: &'t BTreeMap<String, Name>,
    /// The arguments.
    pub args: &'t [(&'t str, Arg<'a>)],
}

impl Fill<'_, '_> {
    /// `template` with its fields filled.
    pub fn format(&self, template: &str) -> String {
        let mut out = String::with_capacity(template.len() + 16);
        self.write(template, None, &mut out);
        out
    }

    fn arg(&self, field: &str) -> Option<&Arg<'_>> {
        self.args.iter().find(|(name, _)| *name == field).map(|(_, arg)| arg)
    }

    /// Writes `template` to `out`; `hash` is the number `#` stands for in a
    /// plural branch.
    fn write(&self, template: &str, hash: Option<i64>, out: &mut String) {
        let mut rest = template;
        loop {
            let next = if hash.is_some() { rest.find(['{', '#']) } else { rest.find('{') };
            let Some(at) = next else { break };
            out.push_str(&rest[..at]);
            if &rest[at..=at] == "#" {
                out.push_str(&hash.unwrap_or_default().to_string());
                rest = &rest[at + 1..];
                continue;
            }
            match closing(&rest[at..]) {
                Some(end) => {
                    self.placeholder(&rest[at + 1..at + end], out);
                    rest = &rest[at + end + 1..];
                }
                None => {
                    out.push_str(&rest[at..]);
                    rest = "";
                }
            }
        }
        out.push_str(rest);
    }

    /// One `{…}` (without its braces).
    fn placeholder(&self, inner: &str, out: &mut String) {
        let head_end = inner.find('{').unwrap_or(inner.len());
        let mut head = inner[..head_end].splitn(3, ',').map(str::trim);
        let spec = head.next().unwrap_or_default();
        let kind = head.next();
        let (field, form) = spec.split_once(':').unwrap_or((spec, ""));
        let Some(arg) = self.arg(field) else {
            out.push('{');
            out.push_str(inner);
            out.push('}');
            return;
        };
        let Some(kind) = kind else {
            out.push_str(&self.show(arg, form));
            return;
        };
        let branches = branches(&inner[inner[..head_end].rfind(',').map_or(0, |i| i + 1)..]);
        let (key, hash) = match (kind, arg) {
            ("plural", Arg::Number(n)) => (self.plurals.category(*n).key().to_owned(), Some(*n)),
            ("plural", Arg::Text(t)) => match t.trim().parse::<i64>() {
                Ok(n) => (self.plurals.category(n).key().to_owned(), Some(n)),
                Err(_) => ("other".to_owned(), None),
            },
            (_, Arg::Name(name)) => {
                let gender = self.names.get(*name).and_then(Name::gender).unwrap_or("other");
                (gender.to_owned(), None)
            }
            (_, other) => (self.show(other, "").into_owned(), None),
        };
        let exact = hash.map(|n| format!("={n}"));
        let body = branches
            .iter()
            .find(|(k, _)| Some(*k) == exact.as_deref())
            .or_else(|| branches.iter().find(|(k, _)| *k == key))
            .or_else(|| branches.iter().find(|(k, _)| *k == "other"));
        if let Some((_, body)) = body {
            self.write(body, hash, out);
        }
    }

    fn show<'s>(&'s self, arg: &'s Arg<'_>, form: &str) -> Cow<'s, str> {
        match arg {
            Arg::Text(text) => Cow::Borrowed(text.as_ref()),
            Arg::Number(n) => Cow::Owned(n.to_string()),
            Arg::Name(name) => match self.names.get(*name) {
                Some(entry) => Cow::Borrowed(entry.form(form)),
                None => Cow::Borrowed(name),
            },
        }
    }
}

/// The index of the `}` closing the `{` that `text` starts with.
fn closing(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `key {body} key {body}…` as pairs; stops at anything else.
fn branches(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while let Some(open) = rest.find('{') {
        let key = rest[..open].trim();
        let Some(end) = closing(&rest[open..]) else { break };
        if key.is_empty() || key.contains(char::is_whitespace) {
            break;
        }
        out.push((key, &rest[open + 1..open + end]));
        rest = rest[open + end + 1..].trim_start();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> BTreeMap<String, Name> {
        crate::json::from_str(
            r#"{"Robot": {"nom": "Робот", "acc": "Робота", "gen_pl": "Роботов", "gender": "m"},
                "GoldenApple": {"nom": "Золотое яблоко", "gender": "n"},
                "Sword": "Sword"}"#,
        )
        .expect("test names")
    }

    fn run(rule: PluralRule, template: &str, args: &[(&str, Arg<'_>)]) -> String {
        Fill { plurals: rule, names: &names(), args }.format(template)
    }

    #[test]
    fn names_take_their_forms_and_plain_strings_ignore_them() {
        let t = "Вы бьёте {t:acc}; {t} бьёт вас; {s:acc}";
        let args = [("t", Arg::Name("Robot")), ("s", Arg::Name("Sword"))];
        assert_eq!(run(PluralRule::EastSlavic, t, &args), "Вы бьёте Робота; Робот бьёт вас; Sword");
    }

    #[test]
    fn plural_branches_follow_the_rule_and_exact_numbers() {
        let t = "{n, plural, =0 {нет} one {# удар} few {# удара} many {# ударов} other {# удара}}";
        let got: Vec<String> = [0, 1, 2, 5, 21, 11, 12, 111]
            .iter()
            .map(|n| run(PluralRule::EastSlavic, t, &[("n", Arg::Number(*n))]))
            .collect();
        assert_eq!(
            got,
            [
                "нет",
                "1 удар",
                "2 удара",
                "5 ударов",
                "21 удар",
                "11 ударов",
                "12 ударов",
                "111 ударов"
            ]
        );
        let en = "{n, plural, one {# blow} other {# blows}}";
        assert_eq!(run(PluralRule::OneOther, en, &[("n", "1".into())]), "1 blow");
        assert_eq!(run(PluralRule::OneOther, en, &[("n", 3u32.into())]), "3 blows");
    }

    #[test]
    fn select_reads_a_names_gender_and_branches_nest() {
        let t = "{x} оказал{x, select, f {ась} n {ось} other {ся}} Мимиком";
        assert_eq!(
            run(PluralRule::EastSlavic, t, &[("x", Arg::Name("GoldenApple"))]),
            "Золотое яблоко оказалось Мимиком"
        );
        assert_eq!(
            run(PluralRule::EastSlavic, t, &[("x", Arg::Name("Robot"))]),
            "Робот оказался Мимиком"
        );
        let t = "{n, plural, one {{k}} other {# {k:gen_pl}}}";
        let args = [("n", Arg::Number(5)), ("k", Arg::Name("Robot"))];
        assert_eq!(run(PluralRule::EastSlavic, t, &args), "5 Роботов");
    }

    #[test]
    fn unknown_fields_and_unclosed_braces_stay_as_written() {
        assert_eq!(run(PluralRule::OneOther, "a {x} b {y", &[]), "a {x} b {y");
        assert_eq!(run(PluralRule::OneOther, "# {x}", &[("x", "#".into())]), "# #");
    }
}
