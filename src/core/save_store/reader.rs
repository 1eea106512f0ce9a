//! Reading the store back: the head, the base if any and every chunk of
//! the log (a [`StoredLog`]), then the source the head names, each checked
//! (sizes bounded before parsing, ids matching the head, chunks full but
//! the last) with errors that name the key and the place in it. The source
//! is read apart because one in the database arrives asynchronously.

use super::{
    chunk_key, source_key, Base, Chunk, Head, SaveBackend, StorePlace, BASE_KEY, CHUNK_STEPS,
    HEAD_KEY, STORE_FORMAT, STORE_VERSION,
};
use crate::files::MAX_FILE_BYTES;
use crate::game::{Damage, GameRecord, Replay, ReplayStep, SourceRecord};
use crate::locale::{Locale, Words};

use std::fmt;

/// The most bytes a head may have.
const MAX_HEAD_BYTES: usize = 1024;

/// The most bytes a chunk may have (a step is under a hundred).
const MAX_CHUNK_BYTES: usize = CHUNK_STEPS * 256;

/// The most chunks a log may have (ten million commands).
pub const MAX_CHUNKS: usize = 100_000;

/// The most bytes a stored source may have: a world file at its largest,
/// every byte escaped.
pub const MAX_SOURCE_BYTES: u64 = MAX_FILE_BYTES * 6 + 1024;

/// The most bytes a base snapshot may have.
const MAX_BASE_BYTES: usize = 512 * 1024 * 1024;

/// A game read from the store.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    /// Its id in the store.
    pub id: u64,
    /// The hash naming its source's key.
    pub source_hash: String,
    /// Where its source is.
    pub source_in: StorePlace,
    /// Chunks of its log.
    pub chunks: usize,
    /// Where its world came from, its seed and every command played.
    pub replay: Replay,
    /// The game after the first `.0` commands, when it cannot be rebuilt
    /// from its source.
    pub base: Option<(usize, GameRecord)>,
}

/// Where a stored game's keys are: what the writer needs to go on
/// appending to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredLayout {
    /// The game's id in the store.
    pub id: u64,
    /// The hash naming its source's key.
    pub source_hash: String,
    /// Where its source is.
    pub source_in: StorePlace,
    /// Chunks of its log.
    pub chunks: usize,
    /// Commands in its log.
    pub steps: usize,
    /// It has a base snapshot.
    pub base: bool,
}

impl StoredGame {
    /// Where its keys are.
    pub fn layout(&self) -> StoredLayout {
        StoredLayout {
            id: self.id,
            source_hash: self.source_hash.clone(),
            source_in: self.source_in,
            chunks: self.chunks,
            steps: self.replay.steps.len(),
            base: self.base.is_some(),
        }
    }
}

/// Why the store could not be read: the key, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    /// The key at fault.
    pub key: String,
    /// What is wrong with it.
    pub what: StoreProblem,
    /// The id and chunk count of the head, when it could be read (so the
    /// writer replaces that game's keys).
    pub head: Option<(u64, usize)>,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.what.localized())
    }
}

/// What is wrong at a key of the store, worded by the tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreProblem {
    /// The browser would not give the value (its own words).
    Unreadable(String),
    /// Longer than a value there may be.
    TooLong {
        /// Its length.
        bytes: u64,
        /// The most it may be.
        max: u64,
    },
    /// Not the store's format or version.
    WrongFormat {
        /// The format it names.
        format: String,
        /// The version it names.
        version: u32,
    },
    /// More chunks than a game may have.
    TooManyChunks(usize),
    /// The head's source hash is not 16 hexadecimal digits.
    BadHash,
    /// The world's source is not stored.
    SourceMissing {
        /// It was to be in IndexedDB.
        in_database: bool,
    },
    /// IndexedDB would not give the source (its own words).
    DatabaseUnreadable(String),
    /// The stored source is not a string (`valid: false`), or a string that
    /// is not valid text (`valid: true`).
    SourceNotText {
        /// It is a string, but not valid UTF-16.
        valid: bool,
    },
    /// The world's source names a world that cannot be.
    BadSource(Damage),
    /// The head says there is a base snapshot and there is none.
    BaseMissing,
    /// A value of another game.
    OtherGame {
        /// The game it belongs to.
        found: u64,
        /// The game of the head.
        expected: u64,
    },
    /// A chunk of the log is not stored.
    ChunkMissing {
        /// Which, from 1.
        number: usize,
        /// Of how many.
        of: usize,
    },
    /// A chunk of the wrong length.
    ChunkLength(usize),
    /// The base snapshot is of a step the log has not reached.
    BasePastLog {
        /// Its step.
        step: usize,
        /// The steps of the log.
        steps: usize,
    },
    /// Not the JSON it should be, at its line and column (serde's words).
    Json {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        col: usize,
        /// serde_json's own words.
        detail: String,
    },
}

impl Words for StoreProblem {
    fn words(&self, locale: &Locale) -> String {
        use StoreProblem::*;
        match self {
            Unreadable(why) => locale.phrase("store_unreadable", &[("error", why)]),
            TooLong { bytes, max } => locale.phrase_with(
                "store_too_long",
                &[("bytes", (*bytes).into()), ("max", (*max).into())],
            ),
            WrongFormat { format, version } => locale.phrase_with(
                "store_wrong_format",
                &[
                    ("format", format.as_str().into()),
                    ("version", (*version).into()),
                    ("ours", STORE_FORMAT.into()),
                    ("our_version", STORE_VERSION.into()),
                ],
            ),
            TooManyChunks(n) => locale.phrase_with(
                "store_too_many_chunks",
                &[("n", (*n).into()), ("max", MAX_CHUNKS.into())],
            ),
            BadHash => locale.phrase("store_bad_hash", &[]),
            SourceMissing { in_database: false } => locale.phrase("store_source_missing", &[]),
            SourceMissing { in_database: true } => {
                locale.phrase("store_source_missing_database", &[])
            }
            DatabaseUnreadable(why) => {
                locale.phrase("store_database_unreadable", &[("error", why)])
            }
            SourceNotText { valid: false } => locale.phrase("store_source_not_text", &[]),
            SourceNotText { valid: true } => locale.phrase("store_source_not_valid_text", &[]),
            BadSource(damage) => damage.words(locale),
            BaseMissing => locale.phrase("store_base_missing", &[]),
            OtherGame { found, expected } => locale.phrase_with(
                "store_other_game",
                &[("found", (*found).into()), ("expected", (*expected).into())],
            ),
            ChunkMissing { number, of } => locale.phrase_with(
                "store_chunk_missing",
                &[("number", (*number).into()), ("of", (*of).into())],
            ),
            ChunkLength(n) => locale.phrase_with(
                "store_chunk_length",
                &[("n", (*n).into()), ("size", CHUNK_STEPS.into())],
            ),
            BasePastLog { step, steps } => locale.phrase_with(
                "store_base_past_log",
                &[("step", (*step).into()), ("steps", (*steps).into())],
            ),
            Json { line, col, detail } => locale.phrase_with(
                "store_json",
                &[
                    ("line", (*line).into()),
                    ("col", (*col).into()),
                    ("detail", detail.as_str().into()),
                ],
            ),
        }
    }
}

impl std::error::Error for StoreError {}

/// A stored game without its source: the head, the base if any and every
/// command of the log, all checked. [`StoredLog::with_source`] completes it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredLog {
    id: u64,
    source_hash: String,
    source_in: StorePlace,
    chunks: usize,
    seed: u64,
    steps: Vec<ReplayStep>,
    legacy_checksums: usize,
    v2_checksums: usize,
    base: Option<(usize, GameRecord)>,
}

impl StoredLog {
    /// Its id in the store.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Chunks of its log.
    pub fn chunks(&self) -> usize {
        self.chunks
    }

    /// Commands in its log.
    pub fn steps(&self) -> usize {
        self.steps.len()
    }

    /// The hash naming its source's key.
    pub fn source_hash(&self) -> &str {
        &self.source_hash
    }

    /// Where its source is.
    pub fn source_in(&self) -> StorePlace {
        self.source_in
    }

    /// The key of its source (in [`StoredLog::source_in`]).
    pub fn source_key(&self) -> String {
        source_key(&self.source_hash)
    }

    /// Its source's text as `backend` holds it in its place (`None` when
    /// missing), refused when too long.
    pub fn read_source(&self, backend: &dyn SaveBackend) -> Result<Option<String>, StoreError> {
        let key = self.source_key();
        let text = match self.source_in {
            StorePlace::Local => backend.get(&key),
            StorePlace::Database => backend.get_from_database(&key),
        }
        .map_err(|e| self.fail(&key, StoreProblem::Unreadable(e.to_string())))?;
        self.check_source_length(text.as_ref().map_or(0, String::len) as u64)?;
        Ok(text)
    }

    /// Refuses a source of `length` bytes (or UTF-16 units) when it is more
    /// than a source may be: a host checks this before copying a value out.
    pub fn check_source_length(&self, length: u64) -> Result<(), StoreError> {
        if length > MAX_SOURCE_BYTES {
            let what = StoreProblem::TooLong { bytes: length, max: MAX_SOURCE_BYTES };
            return Err(self.fail(&self.source_key(), what));
        }
        Ok(())
    }

    /// The game, given its source's text as read (`None` when missing).
    pub fn with_source(self, text: Option<String>) -> Result<StoredGame, StoreError> {
        let key = self.source_key();
        let text = text.ok_or_else(|| {
            let in_database = self.source_in == StorePlace::Database;
            self.fail(&key, StoreProblem::SourceMissing { in_database })
        })?;
        self.check_source_length(text.len() as u64)?;
        let known = Some((self.id, self.chunks));
        let source: SourceRecord = parse(&key, &text, known)?;
        source.validate().map_err(|what| self.fail(&key, StoreProblem::BadSource(what)))?;
        let mut replay = Replay::new(source, self.seed);
        replay.steps = self.steps;
        replay.legacy_checksums = self.legacy_checksums;
        replay.v2_checksums = self.v2_checksums;
        replay.clamp_versions();
        Ok(StoredGame {
            id: self.id,
            source_hash: self.source_hash,
            source_in: self.source_in,
            chunks: self.chunks,
            replay,
            base: self.base,
        })
    }

    /// An error at `key` of this game.
    pub fn fail(&self, key: &str, what: StoreProblem) -> StoreError {
        StoreError { key: key.to_owned(), what, head: Some((self.id, self.chunks)) }
    }
}

/// The game in the store, `None` when it holds none, or what is wrong: its
/// log and its source, wherever that is.
pub fn read_stored_game(backend: &dyn SaveBackend) -> Result<Option<StoredGame>, StoreError> {
    let Some(log) = read_stored_log(backend)? else { return Ok(None) };
    let text = log.read_source(backend)?;
    log.with_source(text).map(Some)
}

/// The game in the store without its source, `None` when the store holds
/// none, or what is wrong.
pub fn read_stored_log(backend: &dyn SaveBackend) -> Result<Option<StoredLog>, StoreError> {
    let Some(text) = get(backend, HEAD_KEY, MAX_HEAD_BYTES as u64, None)? else {
        return Ok(None);
    };
    let head: Head = parse(HEAD_KEY, &text, None)?;
    let known = Some((head.id, head.chunks.min(MAX_CHUNKS)));
    let fail =
        |key: &str, what: StoreProblem| StoreError { key: key.to_owned(), what, head: known };
    if head.format != STORE_FORMAT || head.version != STORE_VERSION {
        let what = StoreProblem::WrongFormat { format: head.format, version: head.version };
        return Err(fail(HEAD_KEY, what));
    }
    if head.chunks > MAX_CHUNKS {
        return Err(fail(HEAD_KEY, StoreProblem::TooManyChunks(head.chunks)));
    }
    if head.source.len() != 16 || !head.source.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(fail(HEAD_KEY, StoreProblem::BadHash));
    }
    let base = if head.base {
        let text = get(backend, BASE_KEY, MAX_BASE_BYTES as u64, known)?
            .ok_or_else(|| fail(BASE_KEY, StoreProblem::BaseMissing))?;
        let base: Base = parse(BASE_KEY, &text, known)?;
        if base.id != head.id {
            return Err(fail(
                BASE_KEY,
                StoreProblem::OtherGame { found: base.id, expected: head.id },
            ));
        }
        Some((base.step, base.game))
    } else {
        None
    };
    let mut steps = Vec::new();
    for index in 0..head.chunks {
        let key = chunk_key(index);
        let text = get(backend, &key, MAX_CHUNK_BYTES as u64, known)?.ok_or_else(|| {
            fail(&key, StoreProblem::ChunkMissing { number: index + 1, of: head.chunks })
        })?;
        let chunk: Chunk = parse(&key, &text, known)?;
        if chunk.id != head.id {
            return Err(fail(&key, StoreProblem::OtherGame { found: chunk.id, expected: head.id }));
        }
        let last = index + 1 == head.chunks;
        let fits = if last {
            (1..=CHUNK_STEPS).contains(&chunk.steps.len())
        } else {
            chunk.steps.len() == CHUNK_STEPS
        };
        if !fits {
            return Err(fail(&key, StoreProblem::ChunkLength(chunk.steps.len())));
        }
        steps.extend(chunk.steps);
    }
    if let Some((step, _)) = &base {
        if *step > steps.len() {
            let what = StoreProblem::BasePastLog { step: *step, steps: steps.len() };
            return Err(fail(BASE_KEY, what));
        }
    }
    Ok(Some(StoredLog {
        id: head.id,
        source_hash: head.source,
        source_in: head.source_in,
        chunks: head.chunks,
        seed: head.seed,
        steps,
        legacy_checksums: head.legacy_checksums,
        v2_checksums: head.v2_checksums,
        base,
    }))
}

/// The value under `key`, refused when longer than `limit` bytes.
fn get(
    backend: &dyn SaveBackend,
    key: &str,
    limit: u64,
    head: Option<(u64, usize)>,
) -> Result<Option<String>, StoreError> {
    let error = |what: StoreProblem| StoreError { key: key.to_owned(), what, head };
    let text = backend.get(key).map_err(|e| error(StoreProblem::Unreadable(e.to_string())))?;
    match text {
        Some(text) if text.len() as u64 > limit => {
            Err(error(StoreProblem::TooLong { bytes: text.len() as u64, max: limit }))
        }
        other => Ok(other),
    }
}

/// Reads one key's JSON as `T`; a member below its top level that `T`
/// does not write back (which a record with a flattened or internally
/// tagged part passes) is an error at its place, as any other.
fn parse<T: crate::json::FromJson + crate::json::ToJson>(
    key: &str,
    text: &str,
    head: Option<(u64, usize)>,
) -> Result<T, StoreError> {
    let error = |line, col, detail| StoreError {
        key: key.to_owned(),
        what: StoreProblem::Json { line, col, detail },
        head,
    };
    let read: T = crate::json::from_str(text)
        .map_err(|e| error(e.line(), e.column(), e.message().to_owned()))?;
    if let Some(member) = crate::files::unknown_member_of(text, &read) {
        let detail = format!("unknown field `{}`", member.name);
        return Err(error(member.line, member.column, detail));
    }
    Ok(read)
}
