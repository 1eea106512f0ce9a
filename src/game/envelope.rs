//! The envelope shared by the game's JSON files (saves and replays): a
//! `format` name and a `version` number, checked before the contents are read
//! so that each way a file can be wrong gets its own message.

use serde_json::Value;

/// What is wrong with a file's envelope, before its contents are looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum EnvelopeError {
    /// Nothing but white space.
    Empty,
    /// Not JSON at all.
    NotJson { line: usize, column: usize, message: String },
    /// JSON that stops in the middle.
    Truncated,
    /// JSON, but its `format` is missing or another one.
    Foreign { found: Option<String> },
    /// Our format, but a version this game does not read.
    Version { found: u64 },
    /// Our format without a version number.
    NoVersion,
}

/// Checks that `text` is a JSON object of `format` at `version`.
pub(crate) fn check(text: &str, format: &str, version: u32) -> Result<(), EnvelopeError> {
    if text.trim().is_empty() {
        return Err(EnvelopeError::Empty);
    }
    let value: Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            EnvelopeError::Truncated
        } else {
            EnvelopeError::NotJson {
                line: e.line(),
                column: e.column(),
                message: without_position(&e),
            }
        }
    })?;
    match value.get("format") {
        Some(Value::String(f)) if f == format => {}
        Some(Value::String(f)) => return Err(EnvelopeError::Foreign { found: Some(f.clone()) }),
        _ => return Err(EnvelopeError::Foreign { found: None }),
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(v) if v == u64::from(version) => Ok(()),
        Some(found) => Err(EnvelopeError::Version { found }),
        None => Err(EnvelopeError::NoVersion),
    }
}

/// A serde_json error's message without the " at line L column C" it ends
/// with, for messages that give the position their own way.
pub(crate) fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&suffix).map_or_else(|| text.clone(), str::to_owned)
}

/// A serde_json error found while reading the contents, with where it is.
pub(crate) fn describe(e: &serde_json::Error) -> String {
    format!("{}:{}: {}", e.line(), e.column(), without_position(e))
}
