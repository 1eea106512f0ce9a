//! A serde serializer that keeps only what the sound table looks at: a
//! value's variant name and its plain fields (numbers, text, unit
//! variants) as text. Serialising to JSON would do too, but builds a tree
//! for every cue (screens are asked every frame) and costs the page's wasm
//! a JSON writer for every audible type.

use serde::ser::{self, Impossible, Serialize, SerializeStruct, SerializeStructVariant};
use std::fmt;

/// What was kept of a value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The variant's name (`hit`, `wall_prevents`).
    pub kind: Option<String>,
    /// Its plain fields, as text.
    pub fields: Vec<(&'static str, String)>,
}

/// Keeps the variant and plain fields of `value`; `tag` is the field that
/// names the variant of an internally tagged enum.
pub fn capture<T: Serialize + ?Sized>(value: &T, tag: Option<&'static str>) -> Captured {
    let mut captured = Captured::default();
    // Anything else (a list, a map) has no variant: nothing is kept.
    let _ = value.serialize(Top { out: &mut captured, tag });
    captured
}

/// What cannot be kept: ends the serialisation of that part.
#[derive(Debug)]
pub struct Skip;

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not kept")
    }
}

impl std::error::Error for Skip {}

impl ser::Error for Skip {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Skip
    }
}

/// The value itself: an enum's variant, a struct's fields.
struct Top<'a> {
    out: &'a mut Captured,
    tag: Option<&'static str>,
}

/// A struct's (or struct variant's) fields.
struct Fields<'a> {
    out: &'a mut Captured,
    tag: Option<&'static str>,
}

/// A field's value, as text when it is plain.
struct Plain;

/// Methods of a serializer that keep nothing.
macro_rules! skip {
    ($($method:ident($($arg:ty),*)),* $(,)?) => {$(
        fn $method(self, $(_: $arg),*) -> Result<Self::Ok, Skip> {
            Err(Skip)
        }
    )*};
}

impl<'a> ser::Serializer for Top<'a> {
    type Ok = ();
    type Error = Skip;
    type SerializeSeq = Impossible<(), Skip>;
    type SerializeTuple = Impossible<(), Skip>;
    type SerializeTupleStruct = Impossible<(), Skip>;
    type SerializeTupleVariant = Impossible<(), Skip>;
    type SerializeMap = Impossible<(), Skip>;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Fields<'a>;

    skip!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
    );

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Skip> {
        self.out.kind = Some(variant.to_owned());
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Skip> {
        value.serialize(self)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Skip> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: &T,
    ) -> Result<(), Skip> {
        self.out.kind = Some(variant.to_owned());
        Ok(())
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Skip> {
        Err(Skip)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Skip> {
        Err(Skip)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Skip> {
        Err(Skip)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Skip> {
        self.out.kind = Some(variant.to_owned());
        Err(Skip)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Skip> {
        Err(Skip)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Skip> {
        Ok(Fields { out: self.out, tag: self.tag })
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Skip> {
        self.out.kind = Some(variant.to_owned());
        Ok(Fields { out: self.out, tag: None })
    }
}

impl Fields<'_> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) {
        let Ok(Some(text)) = value.serialize(Plain) else { return };
        if Some(key) == self.tag {
            self.out.kind = Some(text);
        } else {
            self.out.fields.push((key, text));
        }
    }
}

impl SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Skip;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Skip> {
        self.field(key, value);
        Ok(())
    }

    fn end(self) -> Result<(), Skip> {
        Ok(())
    }
}

impl SerializeStructVariant for Fields<'_> {
    type Ok = ();
    type Error = Skip;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Skip> {
        self.field(key, value);
        Ok(())
    }

    fn end(self) -> Result<(), Skip> {
        Ok(())
    }
}

/// Methods of [`Plain`] that write a value as its text.
macro_rules! plain {
    ($($method:ident($t:ty)),* $(,)?) => {$(
        fn $method(self, value: $t) -> Result<Self::Ok, Skip> {
            Ok(Some(value.to_string()))
        }
    )*};
}

impl ser::Serializer for Plain {
    type Ok = Option<String>;
    type Error = Skip;
    type SerializeSeq = Impossible<Option<String>, Skip>;
    type SerializeTuple = Impossible<Option<String>, Skip>;
    type SerializeTupleStruct = Impossible<Option<String>, Skip>;
    type SerializeTupleVariant = Impossible<Option<String>, Skip>;
    type SerializeMap = Impossible<Option<String>, Skip>;
    type SerializeStruct = Impossible<Option<String>, Skip>;
    type SerializeStructVariant = Impossible<Option<String>, Skip>;

    plain!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
    );
    skip!(serialize_bytes(&[u8]), serialize_unit(), serialize_unit_struct(&'static str));

    fn serialize_none(self) -> Result<Option<String>, Skip> {
        Ok(None)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Option<String>, Skip> {
        value.serialize(self)
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<Option<String>, Skip> {
        Ok(Some(variant.to_owned()))
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<Option<String>, Skip> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Option<String>, Skip> {
        Err(Skip)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Skip> {
        Err(Skip)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Skip> {
        Err(Skip)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Skip> {
        Err(Skip)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Skip> {
        Err(Skip)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Skip> {
        Err(Skip)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Skip> {
        Err(Skip)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Skip> {
        Err(Skip)
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
        c.fields.iter().map(|(k, v)| (*k, v.as_str())).collect()
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
