//! What the sound table looks at in a value: its variant's name and its
//! plain fields (numbers, text, unit variants) as text. The value is
//! written by the game's own JSON writer into a buffer kept between calls
//! (screens are asked every frame) and read back by its parser: serde's
//! serializer of this kind cost the page's wasm a copy of every audible
//! type's writer (issue 30).

use crate::json::{Node, ToJson, Value, Writer};
use std::cell::RefCell;

/// What was kept of a value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The variant's name (`hit`, `wall_prevents`).
    pub kind: Option<String>,
    /// Its plain fields, as text.
    pub fields: Vec<(String, String)>,
}

thread_local! {
    /// The text of the value being captured, kept between values.
    static TEXT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Keeps the variant and plain fields of `value`; `tag` is the field that
/// names the variant of an internally tagged enum, `None` for an
/// externally tagged one (`"idle"`, `{"moved":{…}}`, `{"saved":"x"}`).
pub fn capture<T: ToJson + ?Sized>(value: &T, tag: Option<&'static str>) -> Captured {
    let text = TEXT.with(|kept| {
        let mut w = Writer::compact_into(kept.take());
        value.to_json(&mut w);
        w.finish()
    });
    let captured = crate::json::parse(&text).map(|node| of(&node, tag)).unwrap_or_default();
    TEXT.with(|kept| {
        let mut text = text;
        text.clear();
        kept.replace(text);
    });
    captured
}

fn of(node: &Node, tag: Option<&'static str>) -> Captured {
    let mut captured = Captured::default();
    match (&node.value, tag) {
        // A unit variant.
        (Value::String(name), None) => captured.kind = Some(name.clone()),
        (Value::Object(members), Some(tag)) => {
            for member in members {
                let Some(text) = plain(&member.value) else { continue };
                if member.name == tag {
                    captured.kind = Some(text);
                } else {
                    captured.fields.push((member.name.clone(), text));
                }
            }
        }
        // Any other variant: its name, and a struct variant's fields.
        (Value::Object(members), None) => {
            if let [variant] = &members[..] {
                captured.kind = Some(variant.name.clone());
                if let Value::Object(fields) = &variant.value.value {
                    captured.fields = fields
                        .iter()
                        .filter_map(|f| plain(&f.value).map(|text| (f.name.clone(), text)))
                        .collect();
                }
            }
        }
        // Anything else (a list, a number) has no variant: nothing is kept.
        _ => {}
    }
    captured
}

/// A field's value as text, when it is plain: a number as written, text
/// (a unit variant's name too), `true`/`false`. Nothing for `null` (an
/// absent option), lists and maps.
fn plain(node: &Node) -> Option<String> {
    match &node.value {
        Value::Number(crate::json::Number::U64(n)) => Some(n.to_string()),
        Value::Number(crate::json::Number::I64(n)) => Some(n.to_string()),
        Value::Number(crate::json::Number::F64(f)) => Some(f.to_string()),
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Null | Value::Array(_) | Value::Object(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    #[derive(Serialize, crate::json::ToJson)]
    #[serde(tag = "says", rename_all = "snake_case")]
    enum Inner {
        Hit { damage: i32, target: Kind, at: (i32, i32), note: Option<String> },
        Quiet,
    }

    #[derive(Serialize, crate::json::ToJson)]
    #[serde(rename_all = "snake_case")]
    enum Outer {
        Moved { to: (i32, i32), steps: u8 },
        Saved(String),
        Idle,
    }

    #[derive(Serialize, crate::json::ToJson)]
    enum Kind {
        Robot,
    }

    fn fields(c: &Captured) -> Vec<(&str, &str)> {
        c.fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }

    #[test]
    fn an_internally_tagged_enum_gives_its_tag_and_plain_fields() {
        let hit = Inner::Hit { damage: 3, target: Kind::Robot, at: (1, 2), note: None };
        let captured = capture(&hit, Some("says"));
        assert_eq!(captured.kind.as_deref(), Some("hit"));
        assert_eq!(fields(&captured), [("damage", "3"), ("target", "Robot")]);
        assert_eq!(capture(&Inner::Quiet, Some("says")).kind.as_deref(), Some("quiet"));
    }

    #[test]
    fn an_externally_tagged_enum_gives_its_variant_whatever_it_holds() {
        let moved = capture(&Outer::Moved { to: (1, 2), steps: 4 }, None);
        assert_eq!((moved.kind.as_deref(), fields(&moved)), (Some("moved"), vec![("steps", "4")]));
        assert_eq!(capture(&Outer::Saved("x".into()), None).kind.as_deref(), Some("saved"));
        assert_eq!(capture(&Outer::Idle, None).kind.as_deref(), Some("idle"));
        assert_eq!(capture(&vec![1, 2], None), Captured::default());
    }
}
