//! What a file is: its bytes decoded as text (`decode_text`), and the text
//! told apart by content (`classify`) as a world, a Terra Incognita
//! labyrinth, a Build Your Own World save, a save, a replay or some other
//! JSON. The page and the `roguelike` tool share both, so a file means
//! the same thing wherever it is opened.

use crate::byow::SAVE_MAGIC as BYOW_SAVE_MAGIC;
use crate::dungeon::{DUNGEON_REPLAY_FORMAT, DUNGEON_SAVE_FORMAT};
use crate::game::{REPLAY_FORMAT, SAVE_FORMAT};
use crate::locale::{Locale, Words};
use std::fmt;

/// The largest file the game or the tool reads: far more than any world,
/// save or replay needs (a 40×25 labyrinth is 1 KB, a 1,000 × 1,000 world
/// 2 MB), and little enough that a browser tab reads it at once.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why some bytes are not text the game reads, and where (1-based line and
/// column, counted in characters of the text decoded before the problem;
/// 1:1 for problems of the whole file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: DecodeErrorKind,
}

/// Every way bytes can fail to be text. The words (`decode_*` phrases, in
/// the current language for `Display`) are the message without a position;
/// [`DecodeError`]'s own words put the position in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeErrorKind {
    /// At 1:1: a binary format known by its first bytes; what it is, such as
    /// "a PNG image".
    KnownBinary {
        /// The format's id (`png`, `zip` …); the tables word it as
        /// `binary_ID`.
        what: &'static str,
    },
    /// At 1:1: NUL bytes at every other byte, the mark of UTF-16 text saved
    /// without a byte-order mark.
    Utf16WithoutBom,
    /// At the byte: a NUL byte, which text never holds.
    Nul,
    /// At the byte: a byte that does not fit UTF-8.
    NotUtf8 {
        /// The byte.
        byte: u8,
    },
    /// At the end: UTF-16 text (with its byte-order mark) whose length is odd.
    Utf16OddLength,
    /// At the unit: UTF-16 text (with its byte-order mark) holding half of a
    /// surrogate pair.
    Utf16UnpairedSurrogate {
        /// The 16-bit unit.
        unit: u16,
    },
}

impl DecodeErrorKind {
    /// The message in `locale`'s words, with `at` (" at line 3, column 7",
    /// or nothing) where the position belongs in it.
    fn words_at(&self, locale: &Locale, at: &str) -> String {
        match self {
            DecodeErrorKind::KnownBinary { what } => {
                let what = locale.phrase(&format!("binary_{what}"), &[]);
                locale.phrase("decode_known_binary", &[("what", &what)])
            }
            DecodeErrorKind::Utf16WithoutBom => locale.phrase("decode_utf16_without_bom", &[]),
            DecodeErrorKind::Nul => locale.phrase("decode_nul", &[("at", at)]),
            DecodeErrorKind::NotUtf8 { byte } => {
                locale.phrase("decode_not_utf8", &[("byte", &format!("{byte:02X}")), ("at", at)])
            }
            DecodeErrorKind::Utf16OddLength => {
                locale.phrase("decode_utf16_odd_length", &[("at", at)])
            }
            DecodeErrorKind::Utf16UnpairedSurrogate { unit } => locale.phrase(
                "decode_utf16_unpaired_surrogate",
                &[("unit", &format!("{unit:04X}")), ("at", at)],
            ),
        }
    }
}

impl Words for DecodeErrorKind {
    fn words(&self, locale: &Locale) -> String {
        self.words_at(locale, "")
    }
}

/// The message in the current language.
impl fmt::Display for DecodeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// The message with its position, for hosts that show no `LINE:COL:` prefix.
impl Words for DecodeError {
    fn words(&self, locale: &Locale) -> String {
        match self.kind {
            DecodeErrorKind::KnownBinary { .. } | DecodeErrorKind::Utf16WithoutBom => {
                self.kind.words_at(locale, "")
            }
            _ => {
                let (line, column) = (self.line.into(), self.column.into());
                let at = locale.phrase_with("decode_at", &[("line", line), ("column", column)]);
                self.kind.words_at(locale, &at)
            }
        }
    }
}

/// The message with its position in the current language.
impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for DecodeError {}

/// Binary formats a player might pick by mistake, by their first bytes, and
/// the id the tables name them by (`binary_ID`).
const SIGNATURES: &[(&[u8], &str)] = &[
    (b"\x89PNG\r\n\x1a\n", "png"),
    (b"\xff\xd8\xff", "jpeg"),
    (b"GIF87a", "gif"),
    (b"GIF89a", "gif"),
    (b"%PDF-", "pdf"),
    (b"PK\x03\x04", "zip"),
    (b"\x1f\x8b", "gzip"),
    (b"\0asm", "wasm"),
    (b"\x7fELF", "elf"),
];

/// Why a file's bytes are not text the game reads: too big (said with the
/// file's true size), or not text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// More bytes than [`MAX_FILE_BYTES`].
    TooBig {
        /// The whole file's size, in bytes.
        size: u64,
    },
    /// Not text: why and where.
    Decode(DecodeError),
}

impl ReadError {
    /// Where it goes wrong (1:1 for the whole file).
    pub fn position(&self) -> (usize, usize) {
        match self {
            ReadError::TooBig { .. } => (1, 1),
            ReadError::Decode(error) => (error.line, error.column),
        }
    }

    /// The message without the position, in the current language (a tool
    /// puts the position before it).
    pub fn message(&self) -> String {
        self.localized()
    }
}

/// The message without the position.
impl Words for ReadError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            ReadError::TooBig { size } => locale.phrase_with(
                "cli_file_too_big",
                &[("size", size.to_string().into()), ("limit", MAX_FILE_BYTES.into())],
            ),
            ReadError::Decode(error) => error.kind.words(locale),
        }
    }
}

/// Reads a file's bytes as text, the one way the page and every command of
/// the tool do: at most [`MAX_FILE_BYTES`] (`size` is the whole file's,
/// which the bytes of a file too big stop short of), decoded by
/// [`decode_text`].
pub fn read_file_text(bytes: &[u8], size: u64) -> Result<String, ReadError> {
    let size = size.max(bytes.len() as u64);
    if size > MAX_FILE_BYTES {
        return Err(ReadError::TooBig { size });
    }
    decode_text(bytes).map_err(ReadError::Decode)
}

/// A member name written twice in one JSON object, where the second one is
/// (1-based line and column, in characters, of its opening quote).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateMember {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// The name, decoded.
    pub name: String,
}

/// The first member name that appears twice in one object of the JSON
/// `text` (which serde_json takes silently, keeping the last: a file that
/// says two things must say which it means), as the game's JSON parser
/// finds it. Text that is no JSON before its first duplicate finds nothing
/// here (its reader says what is wrong).
pub fn duplicate_member(text: &str) -> Option<DuplicateMember> {
    match crate::json::parse_unique(text) {
        Err(crate::json::UniqueError::Duplicate { name, at }) => {
            let (line, column) = crate::json::Lines::new(text).place(at);
            Some(DuplicateMember { line, column, name })
        }
        Ok(_) | Err(crate::json::UniqueError::NotJson(_)) => None,
    }
}

/// A member of a JSON object in a file that its reader does not know (its
/// name's 1-based line and column, in characters, of its opening quote).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMember {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// The name, decoded.
    pub name: String,
}

/// The most members a file may hold that its record does not write back
/// but may know (a member at its default, which the record skips when it
/// writes): each is told apart by reading the file again, so a crafted
/// file of many costs at most this many readings; past them such members
/// are taken as known.
const MAX_MEMBER_PROBES: usize = 16;

/// The first member of the JSON `text` that `read` (what a reader made of
/// it) does not know, found by writing `read` back: one of our own files
/// holds only what its records write, so a member they do not write back
/// is unknown to them — unless the record skips it at its default, which
/// is told by reading the file again with that member's value one that no
/// record takes (an error: the record knows it). serde ignores unknown
/// members where a record cannot deny them (one with a flattened or
/// internally tagged part); this finds them wherever they nest.
pub fn unknown_member_of<T>(text: &str, read: &T) -> Option<UnknownMember>
where
    T: crate::json::ToJson + crate::json::FromJson,
{
    let written = crate::json::to_value(read);
    let mut input: Option<serde_json::Value> = None;
    let mut probes = 0;
    unknown_member(text, &written, &mut |path| {
        probes += 1;
        if probes > MAX_MEMBER_PROBES {
            return true;
        }
        let input =
            input.get_or_insert_with(|| crate::json::value_from_str(text).unwrap_or_default());
        let mut probe = input.clone();
        let pointer: String = path
            .iter()
            .map(|step| format!("/{}", step.replace('~', "~0").replace('/', "~1")))
            .collect();
        let Some(slot) = probe.pointer_mut(&pointer) else { return true };
        *slot = crate::json_value!({"\u{0}": [[null]]});
        crate::json::from_str::<T>(&crate::json::to_string(&probe)).is_err()
    })
}

/// The first member of the JSON `text` that is not in `written` (a record
/// written back as JSON) and that `known` (given the member's path: names
/// and list places) does not know. Objects are matched by member name,
/// lists by place, walking the tree the game's JSON parser makes of the
/// text in the order it is written; text that is no JSON finds nothing
/// here.
pub fn unknown_member(
    text: &str,
    written: &serde_json::Value,
    known: &mut dyn FnMut(&[String]) -> bool,
) -> Option<UnknownMember> {
    let tree = crate::json::parse(text).ok()?;
    let mut path = Vec::new();
    let at = unknown_in(&tree, written, &mut path, known)?;
    let (line, column) = crate::json::Lines::new(text).place(at);
    Some(UnknownMember { line, column, name: path.pop().unwrap_or_default() })
}

/// Where the first member of `node` (and below) stands that `written`, its
/// counterpart, lacks and `known` does not know; `path` then ends with it.
/// A value the record kept whole (not an object of its own) is not looked
/// into.
fn unknown_in(
    node: &crate::json::Node,
    written: &serde_json::Value,
    path: &mut Vec<String>,
    known: &mut dyn FnMut(&[String]) -> bool,
) -> Option<crate::json::Pos> {
    use crate::json::Value;
    match (&node.value, written) {
        (Value::Object(members), serde_json::Value::Object(counterpart)) => {
            for member in members {
                path.push(member.name.clone());
                match counterpart.get(&member.name) {
                    Some(value) => {
                        if let Some(at) = unknown_in(&member.value, value, path, known) {
                            return Some(at);
                        }
                    }
                    None if !known(path) => return Some(member.name_at),
                    None => {}
                }
                path.pop();
            }
        }
        (Value::Array(items), serde_json::Value::Array(counterpart)) => {
            for (index, (item, value)) in items.iter().zip(counterpart).enumerate() {
                path.push(index.to_string());
                if let Some(at) = unknown_in(item, value, path, known) {
                    return Some(at);
                }
                path.pop();
            }
        }
        _ => {}
    }
    None
}

const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";
const UTF16_LE_BOM: &[u8] = b"\xff\xfe";
const UTF16_BE_BOM: &[u8] = b"\xfe\xff";

/// Decodes a file's bytes as text: UTF-8 with or without a byte-order mark,
/// or UTF-16 (little or big endian) with one. The mark is dropped, and a lone
/// carriage return (old Mac line ends) becomes a new line, so every reader
/// sees lines the same way (`\r\n` is left for the readers, which take it). Anything
/// else (an image, NUL bytes, bytes that are not UTF-8) is an error that says
/// what the file looks like and where it stops being text.
pub fn decode_text(bytes: &[u8]) -> Result<String, DecodeError> {
    if let Some((_, what)) = SIGNATURES.iter().find(|(magic, _)| bytes.starts_with(magic)) {
        return Err(DecodeError {
            line: 1,
            column: 1,
            kind: DecodeErrorKind::KnownBinary { what },
        });
    }
    let text = if let Some(rest) = bytes.strip_prefix(UTF16_LE_BOM) {
        decode_utf16(rest, u16::from_le_bytes)?
    } else if let Some(rest) = bytes.strip_prefix(UTF16_BE_BOM) {
        decode_utf16(rest, u16::from_be_bytes)?
    } else {
        let bytes = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
        decode_utf8(bytes)?
    };
    match text.find('\0') {
        Some(nul) => Err(at(&text[..nul], DecodeErrorKind::Nul)),
        None => Ok(lone_returns_as_new_lines(text)),
    }
}

/// `text` with every `\r` not followed by `\n` made a `\n`.
fn lone_returns_as_new_lines(text: String) -> String {
    if !text.contains('\r') {
        return text;
    }
    let mut lines = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' if chars.peek() != Some(&'\n') => lines.push('\n'),
            c => lines.push(c),
        }
    }
    lines
}

fn decode_utf8(bytes: &[u8]) -> Result<String, DecodeError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            if text.contains('\0') && looks_like_utf16(bytes) {
                return Err(DecodeError {
                    line: 1,
                    column: 1,
                    kind: DecodeErrorKind::Utf16WithoutBom,
                });
            }
            Ok(text.to_owned())
        }
        Err(error) => {
            let valid = &bytes[..error.valid_up_to()];
            let valid = std::str::from_utf8(valid).expect("valid_up_to ends the valid prefix");
            if let Some(nul) = valid.find('\0') {
                return Err(at(&valid[..nul], DecodeErrorKind::Nul));
            }
            let byte = bytes[error.valid_up_to()];
            Err(at(valid, DecodeErrorKind::NotUtf8 { byte }))
        }
    }
}

/// ASCII text saved as UTF-16 without a mark: in the first pairs of bytes
/// (two at least), one byte of each is NUL, always the same one.
fn looks_like_utf16(bytes: &[u8]) -> bool {
    let pairs: Vec<&[u8]> = bytes.chunks_exact(2).take(32).collect();
    let all = |zero: usize| pairs.iter().all(|p| p[zero] == 0 && p[1 - zero] != 0);
    pairs.len() >= 2 && (all(0) || all(1))
}

fn decode_utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> Result<String, DecodeError> {
    let units = bytes.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
    let mut text = String::with_capacity(bytes.len() / 2);
    for decoded in char::decode_utf16(units) {
        match decoded {
            Ok(c) => text.push(c),
            Err(e) => {
                let kind = DecodeErrorKind::Utf16UnpairedSurrogate { unit: e.unpaired_surrogate() };
                return Err(at(&text, kind));
            }
        }
    }
    if bytes.len() % 2 == 1 {
        return Err(at(&text, DecodeErrorKind::Utf16OddLength));
    }
    Ok(text)
}

/// An error just after `before`, the text decoded so far.
fn at(before: &str, kind: DecodeErrorKind) -> DecodeError {
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    DecodeError {
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
        kind,
    }
}

/// The kinds of file the game tells apart. Matches on it are exhaustive on
/// purpose: a kind added here shows every place that must learn it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A world in the text format of `worlds/README.md`: any text that is not
    /// JSON nor a labyrinth.
    World,
    /// A Terra Incognita labyrinth (`worlds/LABYRINTHS.md`): its first line
    /// is a row of `#`, which no world's size line is.
    Labyrinth,
    /// A Build Your Own World save (`worlds/BYOW.md`, the text `:Q` writes):
    /// its first line starts with the word `byow-save`, which no world's
    /// size line does.
    ByowSave,
    /// A saved game: JSON naming `"format": "roguelike-save"`.
    Save,
    /// A replay: JSON naming `"format": "roguelike-replay"`.
    Replay,
    /// A Dungeon Mania game saved: a save whose source is a dungeon, or JSON
    /// naming the older `"format": "roguelike-dungeon-save"`.
    DungeonSave,
    /// A Dungeon Mania game's replay: a replay whose source is a dungeon, or
    /// JSON naming the older `"format": "roguelike-dungeon-replay"`.
    DungeonReplay,
    /// A Dungeon Mania dungeon (`worlds/DUNGEONS.md`): a JSON object with
    /// `entities` and `goal-condition` and no `format`.
    Dungeon,
    /// A Dungeon Mania config: a JSON object with `player_health` and no
    /// `entities` nor `format`.
    DungeonConfig,
    /// JSON of none of the kinds above.
    OtherJson {
        /// The `format` it names, when it names one as a string.
        format: Option<String>,
    },
}

/// Short names, for messages such as "this is a save, not a world file"
/// (`file_kind_*` phrases).
impl Words for FileKind {
    fn words(&self, locale: &Locale) -> String {
        let key = match self {
            FileKind::World => "file_kind_world",
            FileKind::Labyrinth => "file_kind_labyrinth",
            FileKind::ByowSave => "file_kind_byow_save",
            FileKind::Save => "file_kind_save",
            FileKind::Replay => "file_kind_replay",
            FileKind::DungeonSave => "file_kind_dungeon_save",
            FileKind::DungeonReplay => "file_kind_dungeon_replay",
            FileKind::Dungeon => "file_kind_dungeon",
            FileKind::DungeonConfig => "file_kind_dungeon_config",
            FileKind::OtherJson { format: Some(format) } => {
                return locale.phrase("file_kind_json_of_format", &[("format", format)]);
            }
            FileKind::OtherJson { format: None } => "file_kind_json",
        };
        locale.phrase(key, &[])
    }
}

/// The short name in the current language.
impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// Tells what `text` (as [`decode_text`] gives it) is by its content, never
/// by a file name. Only the kind is found here; reading the file reports what
/// is wrong with it. JSON is read for its top-level members only: what lies
/// deeper is checked and dropped as it is read (issue 29), so telling a
/// file costs no tree of it.
pub fn classify(text: &str) -> FileKind {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if looks_like_json(text) {
        let top = crate::json::parse_shallow(text, KIND_DEPTH);
        classify_json(text, top.as_ref().ok())
    } else {
        classify_text(text)
    }
}

/// [`classify`], and for JSON the whole of `text` parsed for its reader
/// (`Err` with where it stops being JSON), so that a file is parsed once on
/// its way in (issue 29): the tool tells a file and reads it from the one
/// tree. `None` for text that is not JSON (or starts with a byte-order
/// mark, which its reader sees).
pub fn classify_document(
    text: &str,
) -> (FileKind, Option<Result<crate::json::Document, crate::json::Error>>) {
    if !looks_like_json(text) {
        return (classify(text), None);
    }
    let document = crate::json::parse_document(text);
    let kind = classify_json(text, document.as_ref().ok().map(|d| &d.root));
    (kind, Some(document))
}

/// A world starts with its size, a number: `{` or `[` first is JSON.
fn looks_like_json(text: &str) -> bool {
    text.trim_start().starts_with(['{', '['])
}

/// How deep [`classify`] reads a JSON file: its top-level members, and the
/// members of a save's `source` (whose `kind` tells a dungeon's save).
const KIND_DEPTH: usize = 2;

/// JSON kinds, by the `format` they name; without one, Dungeon Mania's
/// dungeons and configs by their top-level keys. `top` is the text's tree,
/// at least [`KIND_DEPTH`] deep (`None` when the text is not JSON).
fn classify_json(text: &str, top: Option<&crate::json::Node>) -> FileKind {
    let format = json_format_of(text, top);
    match format.as_deref() {
        Some(SAVE_FORMAT) if holds_dungeon(top) => FileKind::DungeonSave,
        Some(REPLAY_FORMAT) if holds_dungeon(top) => FileKind::DungeonReplay,
        Some(SAVE_FORMAT) => FileKind::Save,
        Some(REPLAY_FORMAT) => FileKind::Replay,
        Some(DUNGEON_SAVE_FORMAT) => FileKind::DungeonSave,
        Some(DUNGEON_REPLAY_FORMAT) => FileKind::DungeonReplay,
        Some(_) => FileKind::OtherJson { format },
        None => classify_formatless(text, top),
    }
}

/// JSON without a `format`: a dungeon has `entities` and `goal-condition`, a
/// config `player_health`. A file too damaged to read as JSON counts as a
/// dungeon when its text names both keys, so its mistakes are located.
fn classify_formatless(text: &str, top: Option<&crate::json::Node>) -> FileKind {
    let keys: Option<Vec<&String>> =
        top.and_then(crate::json::Node::as_object).map(|o| o.keys().collect());
    let has = |key: &str| match &keys {
        Some(keys) => keys.iter().any(|k| *k == key),
        None => text.contains(&format!("\"{key}\"")),
    };
    // A config is told by any of its keys, so one that lacks a key (even
    // `player_health`) is read as a config and the missing key named.
    let config_key = |keys: &Vec<&String>| {
        keys.iter().any(|k| {
            crate::dungeon::REQUIRED_KEYS.contains(&k.as_str())
                || crate::dungeon::OPTIONAL_KEYS.contains(&k.as_str())
        })
    };
    if has("entities") && has("goal-condition") {
        FileKind::Dungeon
    } else if !has("entities") && (has("player_health") || keys.as_ref().is_some_and(config_key)) {
        FileKind::DungeonConfig
    } else {
        FileKind::OtherJson { format: None }
    }
}

/// What JSON of no kind the game reads looks most like, and why it is not
/// that: the kind and the top-level key it lacks (a dungeon with
/// `entities` but no `goal-condition`, or the other way round). `None` when
/// it looks like nothing of ours.
pub fn closest_kind(text: &str) -> Option<(FileKind, &'static str)> {
    closest_kind_of(&crate::json::parse_shallow(text, 1).ok()?)
}

/// [`closest_kind`] of a text's tree (its top level is enough).
fn closest_kind_of(top: &crate::json::Node) -> Option<(FileKind, &'static str)> {
    let object = top.as_object()?;
    if object.contains_key("format") {
        return None;
    }
    match (object.contains_key("entities"), object.contains_key("goal-condition")) {
        (true, false) => Some((FileKind::Dungeon, "goal-condition")),
        (false, true) => Some((FileKind::Dungeon, "entities")),
        _ => None,
    }
}

/// Why JSON of no kind the game reads is not one, in `locale`'s words:
/// where it stops being JSON, or what it looks most like and what it lacks,
/// or (nothing to go on) just what it is.
pub fn why_not_ours(text: &str, kind: &FileKind, locale: &Locale) -> String {
    let top = match crate::json::parse_shallow(text, 1) {
        Ok(top) => top,
        Err(error) => {
            return locale.phrase_with(
                "why_not_json",
                &[
                    ("line", error.line().into()),
                    ("column", error.column().into()),
                    ("error", error.message().into()),
                ],
            );
        }
    };
    match closest_kind_of(&top) {
        Some((near, key)) => locale.phrase(
            "why_near_kind",
            &[("kind", &kind.words(locale)), ("near", &near.words(locale)), ("key", key)],
        ),
        None => locale.phrase("why_other_json", &[("kind", &kind.words(locale))]),
    }
}

/// Text kinds that are not JSON. A world starts with its size (digits); a
/// Terra Incognita labyrinth with its top border, a row of `#` (the border is
/// not checked, but every labyrinth we know of writes `#`), so a labyrinth
/// with mistakes is still read as one and its mistakes located. A Build
/// Your Own World save starts with the word `byow-save` (then its version):
/// told by the word alone, so a save of another version is read as one and
/// its version refused at its place.
fn classify_text(text: &str) -> FileKind {
    let first = text.lines().next().unwrap_or("").trim_end_matches('\r');
    if first.len() >= 2 && first.bytes().all(|b| b == b'#') {
        FileKind::Labyrinth
    } else if first.split([' ', '\t']).next() == Some(BYOW_SAVE_MAGIC) {
        FileKind::ByowSave
    } else {
        FileKind::World
    }
}

/// Whether a save or replay holds a Dungeon Mania game (its top-level
/// `source` names the kind `dungeon`); a file too damaged to tell is not.
fn holds_dungeon(top: Option<&crate::json::Node>) -> bool {
    let source = top.and_then(|top| once(top.as_object()?, "source")?.as_object());
    source.and_then(|source| once(source, "kind")?.as_str()) == Some("dungeon")
}

/// The member `name`, unless it is written twice (which a record's reader
/// refuses: the file is then told as its damaged text is).
fn once<'a>(members: crate::json::Members<'a>, name: &str) -> Option<&'a crate::json::Node> {
    let mut named = members.iter().filter(|(key, _)| *key == name);
    let first = named.next()?.1;
    named.next().is_none().then_some(first)
}

/// The `format` a JSON file names. A file too damaged to read as JSON (cut
/// off, mistyped) still counts as its kind when its text names the format,
/// so reading it as that kind can say what is wrong and where.
pub(crate) fn json_format(text: &str) -> Option<String> {
    json_format_of(text, crate::json::parse_shallow(text, 1).ok().as_ref())
}

/// [`json_format`] of a text whose tree (its top level at least) is `top`,
/// `None` when the text is not JSON.
fn json_format_of(text: &str, top: Option<&crate::json::Node>) -> Option<String> {
    let Some(top) = top else { return format_in_damaged_json(text) };
    let members = top.as_object()?;
    if members.keys().filter(|key| *key == "format").count() > 1 {
        // A record's reader refuses a member written twice: such a file is
        // told as damaged text is.
        return format_in_damaged_json(text);
    }
    members.get("format")?.as_str().map(str::to_owned)
}

/// The first `"format": "…"` in text that is not valid JSON; our files write
/// it before anything else, so this is their top-level one.
fn format_in_damaged_json(text: &str) -> Option<String> {
    let after_key = &text[text.find("\"format\"")? + "\"format\"".len()..];
    let after_colon = after_key.trim_start().strip_prefix(':')?.trim_start();
    let value = after_colon.strip_prefix('"')?;
    let end = value.find(['"', '\\', '\n'])?;
    (value.as_bytes()[end] == b'"').then(|| value[..end].to_owned())
}

/// `T` read from a JSON value that is already parsed, through the text
/// reader every file uses. serde_json's reader of a `Value` is a second
/// deserializer, and each type read through it would carry a second copy
/// of its derived reading code in the page's wasm (issue 30); the value is
/// small wherever this is called (a record's part, a table's row). The
/// error's " at line 1 column N" (of the value's own text) is left off.
pub fn from_json_value<T: crate::json::FromJson>(value: &serde_json::Value) -> Result<T, String> {
    crate::json::from_value(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(bytes: &[u8]) -> DecodeError {
        decode_text(bytes).expect_err("not text")
    }

    /// Issue 29: duplicate JSON members passed without a word.
    /// Issue 29: a config lacking `player_health` and a dungeon lacking its
    /// goal got "this is a JSON file, not a file this game reads", with no
    /// place and no reason.
    /// Issue 29: a dungeon near the size cap was parsed five times on its
    /// way in (telling its kind twice, its reading, its duplicate names,
    /// the places of its mistakes). Told apart and read, with its mistakes
    /// located, it is parsed once.
    #[test]
    fn a_dungeon_is_told_apart_and_read_with_its_mistakes_from_one_parse() {
        let config = crate::dungeon::Config::default_config();
        let good = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
            {"type": "exit", "x": 1, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
        let bad = "{\"entities\": [{\"type\": \"player\", \"x\": 0, \"y\": 0},\n  \
                   {\"type\": \"lava\", \"x\": 1.5, \"y\": 0}], \"goal-condition\": {\"goal\": \"gold\"}}";
        let twice = r#"{"entities": [], "goal-condition": {"goal": "exit", "goal": "exit"}}"#;
        for (text, answer) in [
            (good, Ok(())),
            (
                bad,
                Err(vec![
                    "2:12: entities[1].type: unknown entity `lava`",
                    "2:25: entities[1].x: expected a whole number",
                    "2:67: goal-condition.goal: unknown goal `gold` (expected exit, enemies, \
                     treasure, boulders, AND or OR)",
                ]),
            ),
            (twice, Err(vec!["1:53: member `goal` is written twice in one object"])),
        ] {
            let before = crate::json::parses_on_this_thread();
            let (kind, document) = classify_document(text);
            assert_eq!(kind, FileKind::Dungeon);
            let document = document.expect("JSON").expect("parsed");
            let read = crate::dungeon::Dungeon::load_from(text, &document, &config, 0)
                .map(drop)
                .map_err(|errors| errors.iter().map(ToString::to_string).collect::<Vec<_>>());
            assert_eq!(read, answer.map_err(|e| e.into_iter().map(str::to_owned).collect()));
            assert_eq!(crate::json::parses_on_this_thread() - before, 1, "{text}");
        }
        // Read on its own (the `dungeon` command, the page), once too.
        let before = crate::json::parses_on_this_thread();
        assert!(crate::dungeon::Dungeon::load(bad, &config, 0).is_err());
        assert_eq!(crate::json::parses_on_this_thread() - before, 1);
    }

    #[test]
    fn json_of_no_kind_says_what_it_is_closest_to_and_why_not() {
        assert_eq!(classify(r#"{"zombie_attack": 1}"#), FileKind::DungeonConfig);
        let english = Locale::english();
        let no_goal = r#"{"entities": []}"#;
        assert_eq!(
            why_not_ours(no_goal, &classify(no_goal), english),
            "this is a JSON file: it looks most like a Dungeon Mania dungeon, but it has no \
             `goal-condition`"
        );
        let unclosed = "[".repeat(100);
        let why = why_not_ours(&unclosed, &classify(&unclosed), english);
        assert!(why.starts_with("not valid JSON at line 1, column "), "{why}");
        assert_eq!(why_not_ours("[1]", &classify("[1]"), english), "this is a JSON file");
    }

    #[test]
    fn a_member_written_twice_is_found_where_it_is_written_again() {
        let text = "{\"a\": 1,\n \"b\": {\"a\": [\"a\", {\"a\": 2}]},\n  \"\\u0061\": 3}";
        assert_eq!(
            duplicate_member(text),
            Some(DuplicateMember { line: 3, column: 3, name: "a".to_owned() })
        );
        assert_eq!(duplicate_member(r#"{"a": {"b": 1}, "b": {"b": "}\"b"}}"#), None);
        assert_eq!(duplicate_member(r#"[{"x": 1}, {"x": 2}]"#), None);
        assert_eq!(duplicate_member("not json {"), None);
        // Columns count characters, not bytes; the first duplicate in the
        // text is the one told, and a text broken before it tells none.
        assert_eq!(
            duplicate_member("{\"é\": {\"ж\": 1, \"ж\": 2}, \"é\": 3}"),
            Some(DuplicateMember { line: 1, column: 16, name: "ж".to_owned() })
        );
        assert_eq!(duplicate_member("{\"a\": tru, \"a\": 1}"), None);
    }

    /// Issue 29: an extra member below the top level of a save passed
    /// without a word; it is found at its line and column, however deep.
    #[test]
    fn a_member_the_reader_does_not_write_back_is_found_at_its_place() {
        let written = crate::json_value!({"a": {"b": [{"c": 1}, {"c": 2, "d": 3}]}, "e": "x"});
        let text = "{\n  \"a\": {\"b\": [{\"c\": 1}, {\"c\": 2, \"d\": 3}]},\n  \"e\": \"x\"}";
        assert_eq!(unknown_member(text, &written, &mut |_| false), None, "all known");
        let text = "{\n  \"a\": {\"b\": [{\"c\": 1}, {\"c\": 2, \"zz\": 3}]},\n  \"e\": \"x\"}";
        assert_eq!(
            unknown_member(text, &written, &mut |_| false),
            Some(UnknownMember { line: 2, column: 34, name: "zz".to_owned() })
        );
        // `d` is known in the second element only: places are matched.
        let text = r#"{"a": {"b": [{"c": 1, "d": 3}, {"c": 2, "d": 3}]}, "e": "x"}"#;
        assert_eq!(
            unknown_member(text, &written, &mut |_| false).map(|m| m.name),
            Some("d".to_owned())
        );
        // Names in strings and escaped quotes are no members.
        let written = crate::json_value!({"s": "{\"q\": 1}", "t": ["\\", {"u": 1}]});
        assert_eq!(unknown_member(&written.to_string(), &written, &mut |_| false), None);
        assert_eq!(
            unknown_member(r#"{"s": 1, "x": 2}"#, &crate::json_value!({"s": 1}), &mut |_| false)
                .map(|m| m.column),
            Some(10)
        );
    }

    /// A flattened record with a member skipped at its default: the member
    /// written at its default is known (the record reads it), one no
    /// record reads is not, wherever it nests.
    #[test]
    fn a_member_at_its_default_is_known_and_an_extra_one_below_a_flattened_part_is_not() {
        #[derive(serde::Serialize, crate::json::ToJson, crate::json::FromJson)]
        struct Inner {
            a: u32,
            #[serde(default, skip_serializing_if = "is_zero")]
            z: u32,
        }
        fn is_zero(n: &u32) -> bool {
            *n == 0
        }
        #[derive(serde::Serialize, crate::json::ToJson, crate::json::FromJson)]
        struct Outer {
            list: Vec<Step>,
        }
        #[derive(serde::Serialize, crate::json::ToJson, crate::json::FromJson)]
        struct Step {
            #[serde(flatten)]
            inner: Inner,
            b: u32,
        }
        let of = |text: &str| {
            let read: Outer = crate::json::from_str(text).expect("reads");
            unknown_member_of(text, &read).map(|m| (m.line, m.column, m.name))
        };
        assert_eq!(of(r#"{"list": [{"a": 1, "b": 2}, {"a": 1, "z": 0, "b": 2}]}"#), None);
        assert_eq!(
            of("{\"list\": [{\"a\": 1, \"b\": 2},\n {\"a\": 1, \"b\": 2, \"extra\": {}}]}"),
            Some((2, 19, "extra".to_owned()))
        );
    }

    /// Issue 29: lone carriage returns (documented as line ends of
    /// labyrinths) end lines for every reader; `\r\n` is kept.
    #[test]
    fn lone_carriage_returns_become_new_lines() {
        assert_eq!(decode_text(b"a\rb\r\nc\r"), Ok("a\nb\r\nc\n".to_owned()));
        assert_eq!(decode_text(b"\xff\xfea\x00\r\x00b\x00"), Ok("a\nb".to_owned()));
    }

    /// Issue 29: one size cap for every reader, said with the true size.
    #[test]
    fn a_file_too_big_is_told_by_its_true_size() {
        let max = MAX_FILE_BYTES;
        assert_eq!(read_file_text(b"abc", 3), Ok("abc".to_owned()));
        let cut = vec![b'.'; 10];
        assert_eq!(read_file_text(&cut, 37_000_000), Err(ReadError::TooBig { size: 37_000_000 }));
        assert_eq!(
            ReadError::TooBig { size: max + 5 }.english(),
            format!("the file is {} bytes, more than the {max} a file may have", max + 5)
        );
        assert_eq!(read_file_text(b"a\0", 2).map_err(|e| e.position()), Err((1, 2)));
    }

    #[test]
    fn utf8_with_and_without_a_byte_order_mark() {
        assert_eq!(decode_text(b"3 1\n. . .\n"), Ok("3 1\n. . .\n".to_owned()));
        assert_eq!(decode_text(b"\xef\xbb\xbf3 1\n"), Ok("3 1\n".to_owned()));
        assert_eq!(decode_text("\u{e9}t\u{e9}".as_bytes()), Ok("\u{e9}t\u{e9}".to_owned()));
        assert_eq!(decode_text(b""), Ok(String::new()));
    }

    #[test]
    fn utf16_with_a_byte_order_mark_either_way_round() {
        let text = "2 1\n\u{e9} \u{1f600}\n";
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(decode_text(&[UTF16_LE_BOM, &le].concat()), Ok(text.to_owned()));
        assert_eq!(decode_text(&[UTF16_BE_BOM, &be].concat()), Ok(text.to_owned()));
    }

    #[test]
    fn broken_utf16_says_where() {
        let lone = [UTF16_LE_BOM, b"a\0\n\0b\0\x00\xd8c\0"].concat();
        let e = error(&lone);
        assert_eq!((e.line, e.column), (2, 2));
        assert_eq!(
            e.to_string(),
            "not valid UTF-16 text (an unpaired surrogate 0xD800 at line 2, column 2)"
        );
        let odd = [UTF16_BE_BOM, b"\0a\0"].concat();
        assert_eq!(error(&odd).kind, DecodeErrorKind::Utf16OddLength);
    }

    #[test]
    fn images_and_archives_are_named() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        let e = error(png);
        assert_eq!((e.line, e.column), (1, 1));
        assert_eq!(e.to_string(), "this is a PNG image, not a text file");
        assert_eq!(
            error(b"PK\x03\x04rest").kind.to_string(),
            "this is a ZIP archive (or a document stored as one), not a text file"
        );
    }

    #[test]
    fn latin1_is_not_utf8_and_the_byte_is_located() {
        let e = error(b"3 1\n. . .\nW . caf\xe9\n");
        assert_eq!((e.line, e.column), (3, 8));
        assert_eq!(e.kind, DecodeErrorKind::NotUtf8 { byte: 0xE9 });
        assert_eq!(
            e.to_string(),
            "not UTF-8 text (byte 0xE9 at line 3, column 8); save the file as UTF-8"
        );
        assert_eq!(e.kind.to_string(), "not UTF-8 text (byte 0xE9); save the file as UTF-8");
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let e = error("\u{e9}\u{e9}".bytes().chain([0xff]).collect::<Vec<_>>().as_slice());
        assert_eq!((e.line, e.column), (1, 3));
    }

    #[test]
    fn nul_bytes_are_binary_wherever_they_come() {
        let e = error(b"3 1\n.\0.\n");
        assert_eq!((e.line, e.column, e.kind.clone()), (2, 2, DecodeErrorKind::Nul));
        assert_eq!(
            e.to_string(),
            "this is binary data, not a text file (a NUL byte at line 2, column 2)"
        );
        // Before an invalid byte, the NUL is the first problem.
        assert_eq!(error(b"a\0\xff").kind, DecodeErrorKind::Nul);
        let utf16 = [UTF16_LE_BOM, b"a\0\0\0"].concat();
        assert_eq!(error(&utf16).kind, DecodeErrorKind::Nul);
    }

    #[test]
    fn utf16_without_a_mark_is_recognised() {
        let le: Vec<u8> = "3 1\n. . .\n".encode_utf16().flat_map(u16::to_le_bytes).collect();
        assert_eq!(error(&le).kind, DecodeErrorKind::Utf16WithoutBom);
        let be: Vec<u8> = "3 1\n".encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(error(&be).kind, DecodeErrorKind::Utf16WithoutBom);
    }

    #[test]
    fn json_is_told_apart_by_its_format_not_its_name() {
        assert_eq!(classify("3 1\n. . .\n"), FileKind::World);
        assert_eq!(classify(""), FileKind::World);
        assert_eq!(classify("{\"format\": \"roguelike-save\", \"version\": 1}"), FileKind::Save);
        assert_eq!(
            classify("\n  {\"version\": 9, \"steps\": [], \"format\": \"roguelike-replay\"}"),
            FileKind::Replay
        );
        assert_eq!(
            classify("{\"format\": \"tiled-map\"}"),
            FileKind::OtherJson { format: Some("tiled-map".into()) }
        );
        assert_eq!(classify("{\"entities\": []}"), FileKind::OtherJson { format: None });
        let dungeon = "{\"entities\": [], \"goal-condition\": {\"goal\": \"exit\"}}";
        assert_eq!(classify(dungeon), FileKind::Dungeon);
        assert_eq!(
            classify("{\"entities\": [{\"type\": \"wall\",}], \"goal-condition\""),
            FileKind::Dungeon
        );
        assert_eq!(
            classify("{\"player_health\": 10, \"ally_attack\": 1}"),
            FileKind::DungeonConfig
        );
        let named = "{\"format\": \"x\", \"entities\": [], \"goal-condition\": {}}";
        assert_eq!(classify(named), FileKind::OtherJson { format: Some("x".into()) });
        assert_eq!(classify("{\"format\": 2}"), FileKind::OtherJson { format: None });
        assert_eq!(classify("[1, 2]"), FileKind::OtherJson { format: None });
        assert_eq!(classify("\u{feff}{\"format\": \"roguelike-save\"}"), FileKind::Save);
    }

    #[test]
    fn labyrinths_are_told_apart_from_worlds_by_their_border() {
        assert_eq!(classify("#####\n#T E#\n# # #\n#S  #\n#####\n"), FileKind::Labyrinth);
        assert_eq!(classify("\u{feff}####\r\n#SE#\r\n#T #\r\n####"), FileKind::Labyrinth);
        // Broken labyrinths stay labyrinths, so their mistakes are theirs.
        assert_eq!(classify("#####\n#x E#\n#####\n"), FileKind::Labyrinth);
        assert_eq!(classify("##\n"), FileKind::Labyrinth);
        assert_eq!(classify("5 3\nW W W W W\n"), FileKind::World);
        assert_eq!(classify("#"), FileKind::World);
    }

    #[test]
    fn byow_saves_are_told_apart_by_their_first_word() {
        let save = "byow-save 1\nseed 123\navatar 4 5\nhealth 5\nscreen exploring\n";
        assert_eq!(classify(save), FileKind::ByowSave);
        assert_eq!(classify(&format!("\u{feff}{save}")), FileKind::ByowSave);
        assert_eq!(classify("byow-save 1\r\nseed 1\r\n"), FileKind::ByowSave);
        // Another version, or a broken save, is still a save: its mistakes
        // are its own, located.
        assert_eq!(classify("byow-save 2\n"), FileKind::ByowSave);
        assert_eq!(classify("byow-save\n"), FileKind::ByowSave);
        assert_eq!(classify("byow-saved 1\n"), FileKind::World);
        assert_eq!(classify("seed 1\nbyow-save 1\n"), FileKind::World);
    }

    #[test]
    fn nested_formats_do_not_count() {
        let nested = "{\"meta\": {\"format\": \"roguelike-save\"}, \"format\": \"other\"}";
        assert_eq!(classify(nested), FileKind::OtherJson { format: Some("other".into()) });
        let inner_only = "{\"meta\": {\"format\": \"roguelike-save\"}}";
        assert_eq!(classify(inner_only), FileKind::OtherJson { format: None });
    }

    #[test]
    fn damaged_json_keeps_the_kind_its_text_names() {
        let cut = "{\n  \"format\": \"roguelike-save\",\n  \"version\": 1,\n  \"game\": {\"tu";
        assert_eq!(classify(cut), FileKind::Save);
        assert_eq!(classify("{\"format\" : \"roguelike-replay\", oops}"), FileKind::Replay);
        assert_eq!(classify("{oops"), FileKind::OtherJson { format: None });
    }
}
