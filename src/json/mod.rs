//! The game's own JSON reader (issue 30): one parser into a tree of values
//! that knows where each value stands in the text, and [`FromJson`], which
//! reads our records from that tree. serde's derived readers were a third of
//! the page's wasm (each type carried its own visitor machinery for every
//! way it could be driven); these readers are straight-line code, one copy
//! per type. [`ToJson`] and [`Writer`] write them back, byte for byte as
//! serde_json did.
//!
//! Errors keep serde_json's words and positions ("missing field `x` at line
//! 3 column 7"), so every message built from them reads as before.

mod lines;
mod parse;
mod read;
mod write;

pub use lines::Lines;
#[cfg(test)]
pub use parse::parses_on_this_thread;
pub use parse::{
    parse, parse_document, parse_shallow, parse_unique, Document, Member, Members, Node, Number,
    Pos, Step, UniqueError, Value,
};
pub use read::{
    duplicate_field, exactly, expecting_one_of, external, invalid_length, invalid_type,
    invalid_value, key_index, lone_member, member_lost, members, missing_field, no_more, placed,
    read_members, rest, tag, unknown_field, unknown_variant, variant_of, without, Content, Fields,
    Form, FromJson, FromJsonKey, Variant,
};
pub use roguelike_json_derive::FromJson;
pub use roguelike_json_derive::ToJson;
pub use write::{to_string, to_string_pretty, to_value, value_of, ToJson, ToJsonKey, Writer};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod write_tests;

use std::fmt;

/// Why a text could not be read: serde_json's words, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
    at: Option<Pos>,
}

impl Error {
    /// `message` at `at`.
    pub fn at(at: Pos, message: impl Into<String>) -> Error {
        Error { message: message.into(), at: Some(at) }
    }

    /// `message`, its place left to whoever reads the value around it (as
    /// serde_json places an error a reader raises without one).
    pub fn custom(message: impl fmt::Display) -> Error {
        Error { message: message.to_string(), at: None }
    }

    /// The error placed at `at` if it has no place yet.
    pub fn or_at(mut self, at: Pos) -> Error {
        if self.at.is_none() {
            self.at = Some(at);
        }
        self
    }

    /// The error without its place: serde reads a flattened member or an
    /// internally tagged enum from a copy of the text's values that knows no
    /// places, so its errors take the place of the object around them.
    pub fn unplaced(mut self) -> Error {
        self.at = None;
        self
    }

    /// What is wrong, without where.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Line, from 1 (0 when the error has no place).
    pub fn line(&self) -> usize {
        self.at.map_or(0, |at| at.line as usize)
    }

    /// Column, from 1 (0 when the error has no place); serde_json's
    /// column: bytes from the start of the line to where the reader stood.
    pub fn column(&self) -> usize {
        self.at.map_or(0, |at| at.column as usize)
    }

    /// True for an error in the text's syntax where the text stops early.
    pub fn is_eof(&self) -> bool {
        self.message.starts_with("EOF while parsing")
    }
}

/// serde_json's form: the message, then " at line L column C" when placed.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "{} at line {} column {}", self.message, at.line, at.column),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

/// Reads a `T` from JSON `text`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, Error> {
    let node = parse(text)?;
    T::from_json(&node)
}

/// serde_json's tree of JSON `text`, parsed by our parser: the readers
/// that walk a `serde_json::Value` by hand (dungeon files, the sound
/// tables, a file's envelope) so carry no serde_json deserializer in the
/// page's wasm. Duplicate members: the last one stands, as serde_json has it.
pub fn value_from_str(text: &str) -> Result<serde_json::Value, Error> {
    parse(text).map(|node| value_of(&node))
}

/// `T` read from a part of a file already parsed by serde_json (a rule
/// set's numbers, a level's state), with serde's words but no place: the
/// caller says where the part is.
pub fn from_value<T: FromJson>(value: &serde_json::Value) -> Result<T, String> {
    T::from_json(&node_of(value)).map_err(|e| e.message().to_owned())
}

/// Our tree of a serde_json value, placed nowhere: a value built in code
/// (a test's goal tree deeper than a text may nest) read as a file's.
pub(crate) fn node_of(value: &serde_json::Value) -> Node {
    let value = match value {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => Value::Number(match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Number::U64(u),
            (None, Some(i)) => Number::I64(i),
            _ => Number::F64(n.as_f64().unwrap_or(f64::NAN)),
        }),
        serde_json::Value::String(s) => Value::String(s.clone()),
        serde_json::Value::Array(items) => Value::Array(items.iter().map(node_of).collect()),
        serde_json::Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(name, value)| Member {
                    name: name.clone(),
                    name_at: NOWHERE,
                    after_name: NOWHERE,
                    value: node_of(value),
                })
                .collect(),
        ),
    };
    Node { value, start: NOWHERE, end: NOWHERE, after: NOWHERE }
}

/// The place of a value that has none in a text.
const NOWHERE: Pos = Pos { line: 0, column: 0 };
