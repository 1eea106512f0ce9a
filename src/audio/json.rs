//! Reading the sound tables' JSON by hand, a field at a time: a default
//! when a field is left out, a problem written down (saying where) when it
//! is wrong. Serde's derive reads the same, at several times the size in
//! the page's wasm; the tables are ours and small, so this is enough.

use serde_json::{Map, Value};

/// The problems met while reading, each `FILE: PLACE: what`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems(pub Vec<String>);

impl Problems {
    /// Writes down a problem.
    pub fn add(&mut self, problem: String) {
        self.0.push(problem);
    }

    /// `value` as an object, or a problem.
    pub fn object<'v>(&mut self, value: &'v Value, at: &str) -> Option<&'v Map<String, Value>> {
        let object = value.as_object();
        if object.is_none() {
            self.add(format!("{at}: not an object"));
        }
        object
    }

    /// The number `name` of `fields`: `default` when left out (a problem
    /// when there is none), a problem when not a number.
    pub fn number(
        &mut self,
        fields: &Map<String, Value>,
        at: &str,
        name: &str,
        default: Option<f64>,
    ) -> f64 {
        match (fields.get(name), default) {
            (Some(value), _) => value.as_f64().unwrap_or_else(|| {
                self.add(format!("{at}.{name}: {} is not a number", crate::json::to_string(value)));
                0.0
            }),
            (None, Some(default)) => default,
            (None, None) => {
                self.add(format!("{at}.{name}: missing"));
                0.0
            }
        }
    }

    /// The text `name` of `fields`, or a problem.
    pub fn text<'v>(&mut self, fields: &'v Map<String, Value>, at: &str, name: &str) -> &'v str {
        let text = fields.get(name).and_then(Value::as_str);
        if text.is_none() {
            self.add(format!("{at}.{name}: missing, or not text"));
        }
        text.unwrap_or_default()
    }

    /// A problem for each field of `fields` not in `known` (a typo).
    pub fn only(&mut self, fields: &Map<String, Value>, at: &str, known: &[&str]) {
        for name in fields.keys().filter(|k| !known.contains(&k.as_str())) {
            self.add(format!("{at}: unknown field `{name}`"));
        }
    }
}

/// A decimal written in note data (`2`, `0.5`, `1.25`): digits, at most
/// one point. Read here rather than by `str::parse`, whose general float
/// reader is large in wasm.
pub fn decimal(text: &str) -> Option<f64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit()) && s.len() <= 6;
    if whole.is_empty() || !digits(whole) || !digits(fraction) || text.ends_with('.') {
        return None;
    }
    let mut value = whole.bytes().fold(0.0, |v, b| v * 10.0 + f64::from(b - b'0'));
    let mut scale = 1.0;
    for b in fraction.bytes() {
        scale /= 10.0;
        value += f64::from(b - b'0') * scale;
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_read_with_defaults_and_problems_say_where() {
        let value = crate::json_value!({"attack": 0.5, "freq": "high", "wave": "sine", "typo": 1});
        let mut problems = Problems::default();
        let fields = problems.object(&value, "hit").expect("an object");
        assert_eq!(problems.number(fields, "hit", "attack", None), 0.5);
        assert_eq!(problems.number(fields, "hit", "decay", Some(0.1)), 0.1);
        assert_eq!(problems.number(fields, "hit", "freq", None), 0.0);
        assert_eq!(problems.number(fields, "hit", "sustain", None), 0.0);
        assert_eq!(problems.text(fields, "hit", "wave"), "sine");
        problems.only(fields, "hit", &["attack", "freq", "wave"]);
        assert_eq!(problems.object(&crate::json_value!(3), "miss"), None);
        assert_eq!(
            problems.0,
            [
                "hit.freq: \"high\" is not a number",
                "hit.sustain: missing",
                "hit: unknown field `typo`",
                "miss: not an object",
            ]
        );
    }

    #[test]
    fn decimals_are_digits_with_one_point() {
        assert_eq!(decimal("2"), Some(2.0));
        assert_eq!(decimal("0.5"), Some(0.5));
        assert_eq!(decimal("1.25"), Some(1.25));
        for bad in ["", ".5", "1.", "1.2.3", "-1", "1e3", "x", "1234567"] {
            assert_eq!(decimal(bad), None, "{bad}");
        }
    }
}
