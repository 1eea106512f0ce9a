//! The envelope shared by the game's JSON files (saves and replays): a
//! `format` name and a `version` number, checked before the contents are read
//! so that each way a file can be wrong gets its own message.

use crate::json::{Number, Value};
use crate::locale::{Arg, Locale};

/// One kind of the game's JSON files: what messages call it, the `format` it
/// names and the version this game reads.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FileKind {
    /// The word messages use: "save", "replay"; the tables word it as the
    /// name `noun_NOUN` (spaces as `_`).
    pub noun: &'static str,
    /// The `format` the file names.
    pub format: &'static str,
    /// The version this game writes.
    pub version: u32,
    /// The oldest version it still reads (and migrates).
    pub oldest: u32,
}

/// What is wrong with a file's envelope, before its contents are looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// Nothing but white space.
    Empty,
    /// Not JSON at all; where the JSON went wrong.
    NotJson {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// What the JSON reader expected.
        message: String,
    },
    /// JSON that stops in the middle: the file was cut off.
    Truncated,
    /// JSON, but its `format` is missing (`None`) or another one.
    Foreign {
        /// The format the file names.
        found: Option<String>,
    },
    /// Our format, but a version this game does not read.
    Version {
        /// The file's version, as written (a negative or huge number too).
        found: String,
    },
    /// A member name written twice in one object: the file says two things.
    DuplicateMember {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// The name.
        name: String,
    },
    /// Our format without a version number.
    NoVersion,
}

impl EnvelopeError {
    /// The message for a file of `kind`, in `locale`'s words
    /// (`envelope_*` phrases; the noun is the name `noun_NOUN`, whose
    /// forms and gender the Russian sentences take).
    pub(crate) fn words(&self, locale: &Locale, kind: &FileKind) -> String {
        let FileKind { noun, format, version, oldest } = *kind;
        let noun_key = format!("noun_{}", noun.replace(' ', "_"));
        let noun = ("noun", Arg::Name(&noun_key));
        match self {
            EnvelopeError::Empty => locale.phrase_with("envelope_empty", &[noun]),
            EnvelopeError::NotJson { line, column, message } => locale.phrase_with(
                "envelope_not_json",
                &[
                    ("line", (*line).into()),
                    ("column", (*column).into()),
                    noun,
                    ("message", message.into()),
                ],
            ),
            EnvelopeError::Truncated => locale.phrase("envelope_truncated", &[]),
            EnvelopeError::Foreign { found: None } => {
                locale.phrase_with("envelope_no_format", &[noun, ("format", format.into())])
            }
            EnvelopeError::Foreign { found: Some(found) } => {
                locale.phrase_with("envelope_foreign", &[noun, ("found", found.into())])
            }
            EnvelopeError::DuplicateMember { line, column, name } => locale.phrase_with(
                "envelope_duplicate_member",
                &[
                    noun,
                    ("line", (*line).into()),
                    ("column", (*column).into()),
                    ("name", name.into()),
                ],
            ),
            EnvelopeError::Version { found } => locale.phrase_with(
                if oldest == version { "envelope_version" } else { "envelope_versions" },
                &[
                    noun,
                    ("found", found.into()),
                    ("oldest", oldest.into()),
                    ("version", version.into()),
                ],
            ),
            EnvelopeError::NoVersion => locale.phrase_with("envelope_no_version", &[noun]),
        }
    }
}

/// Checks that `text` is a JSON object of `kind`'s format at a version this
/// game reads, and gives that version.
pub(crate) fn check(text: &str, kind: &FileKind) -> Result<u32, EnvelopeError> {
    if text.trim().is_empty() {
        return Err(EnvelopeError::Empty);
    }
    // One parse answers whether it is JSON, what it names at its top and
    // whether it says something twice (issue 29).
    let document = crate::json::parse_document(text).map_err(|e| {
        if e.is_eof() {
            EnvelopeError::Truncated
        } else {
            EnvelopeError::NotJson {
                line: e.line(),
                column: e.column(),
                message: e.message().to_owned(),
            }
        }
    })?;
    let top = document.root.as_object();
    let member = |name: &str| top.and_then(|members| members.get(name)).map(|node| &node.value);
    match member("format") {
        Some(Value::String(f)) if f == kind.format => {}
        Some(Value::String(f)) => return Err(EnvelopeError::Foreign { found: Some(f.clone()) }),
        _ => return Err(EnvelopeError::Foreign { found: None }),
    }
    let version = match member("version") {
        Some(Value::Number(number)) => *number,
        _ => return Err(EnvelopeError::NoVersion),
    };
    let readable = u64::from(kind.oldest)..=u64::from(kind.version);
    let version = match version {
        Number::U64(v) if readable.contains(&v) => v as u32,
        _ => return Err(EnvelopeError::Version { found: version.to_string() }),
    };
    if let Some((name, at)) = document.duplicate {
        let (line, column) = crate::json::Lines::new(text).place(at);
        return Err(EnvelopeError::DuplicateMember { line, column, name });
    }
    Ok(version)
}

/// Checks that `text` holds no member that `read` (what a reader made of
/// it) does not write back: the members our own files hold below their
/// top level are those their records write, and serde passes any other
/// where a record has a flattened or internally tagged part. The first is
/// an error at its line and column, in serde's words.
pub(crate) fn check_members<T>(text: &str, read: &T) -> Result<(), super::Damage>
where
    T: crate::json::ToJson + crate::json::FromJson,
{
    match crate::files::unknown_member_of(text, read) {
        None => Ok(()),
        Some(member) => Err(super::Damage::Json {
            line: member.line,
            col: member.column,
            detail: format!("unknown field `{}`", member.name),
        }),
    }
}

/// A serde_json error's message without the " at line L column C" it ends
/// with, for messages that give the position their own way.
pub(crate) fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&suffix).map_or_else(|| text.clone(), str::to_owned)
}

/// `value` as pretty JSON (two-space indents, `"key": value`), as saves and
/// replays are written: byte for byte what `serde_json::to_string_pretty`
/// writes, by the game's own writer (issue 30).
pub(crate) fn to_pretty_json<T: crate::json::ToJson + ?Sized>(value: &T) -> String {
    crate::json::to_string_pretty(value)
}

#[cfg(test)]
mod tests {
    use super::to_pretty_json;

    /// Our pretty text is serde_json's pretty text, byte for byte:
    /// nesting, empty maps and lists, and strings holding the characters
    /// that could steer an indenting.
    #[test]
    fn pretty_json_is_serde_jsons_pretty_json() {
        let value = crate::json_value!({
            "format": "roguelike-save",
            "empty": {},
            "none": [],
            "nested": [[], {"a": [1, -2.5, null, true]}, [{"b": {}}]],
            "tricky": "a \\\"quoted\\\" {brace}, [bracket]: colon \\\\ \u{e9} \n ё \" ] }",
            "number": 12_345_678_901_234_u64,
        });
        assert_eq!(to_pretty_json(&value), serde_json::to_string_pretty(&value).expect("writes"));
        assert_eq!(to_pretty_json(&crate::json_value!([])), "[]");
        assert_eq!(to_pretty_json("x"), "\"x\"");
    }
}

#[cfg(test)]
mod envelope_tests {
    use super::*;

    const KIND: FileKind = FileKind { noun: "save", format: "f", version: 4, oldest: 1 };

    /// Issue 29: a save version of -1 or 2^64 said "it has no version number".
    #[test]
    fn a_version_out_of_range_says_so() {
        for (text, found) in [
            (r#"{"format": "f", "version": -1}"#, "-1"),
            (r#"{"format": "f", "version": 18446744073709551616}"#, "1.8446744073709552e+19"),
            (r#"{"format": "f", "version": 5}"#, "5"),
        ] {
            assert_eq!(check(text, &KIND), Err(EnvelopeError::Version { found: found.into() }));
        }
        assert_eq!(check(r#"{"format": "f"}"#, &KIND), Err(EnvelopeError::NoVersion));
        assert_eq!(check(r#"{"format": "f", "version": 4}"#, &KIND), Ok(4));
    }

    /// Issue 29: duplicate JSON members passed without a word.
    #[test]
    fn a_member_written_twice_is_an_error_at_its_place() {
        let text = "{\"format\": \"f\", \"version\": 4,\n \"version\": 1}";
        assert_eq!(
            check(text, &KIND),
            Err(EnvelopeError::DuplicateMember { line: 2, column: 2, name: "version".into() })
        );
    }
}
