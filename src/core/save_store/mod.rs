//! The autosave's store: the game kept in a key-value storage (the page's
//! `localStorage`) so that a turn writes only what it changed. The world's
//! source is stored once, under a key named by its hash; the commands
//! played are a log cut into chunks of [`CHUNK_STEPS`], of which a turn
//! rewrites only the newest; a small head names the source and counts the
//! chunks; a base snapshot (a whole game record) is kept only for games
//! whose start cannot be rebuilt from their source (saves imported or
//! migrated from the old single-key autosave). A stored game is restored by
//! rebuilding its start (or the base) and replaying the log, each step
//! checked against its checksum. The logic is plain Rust over
//! [`SaveBackend`]; the page implements it over `localStorage`, tests over
//! [`MemoryBackend`].
//!
//! A source over [`DATABASE_SOURCE_BYTES`] is kept in the page's IndexedDB
//! instead ([`StorePlace::Database`]), and the head says so: such a source
//! is read back asynchronously ([`StoredLog::with_source`]), so the page
//! starts at once and the game is restored when the read arrives.

mod reader;
mod restore;
mod writer;

pub use reader::{
    read_stored_game, read_stored_log, StoreError, StoreProblem, StoredGame, StoredLayout,
    StoredLog, MAX_CHUNKS, MAX_SOURCE_BYTES,
};
pub use restore::{restore_stored_game, Restored, RunRestore, STEP_BASE_WORK};
pub use writer::{StoreWriter, RETRY_STEPS};

use crate::game::{GameRecord, ReplayStep};
use serde::Serialize;
use std::collections::BTreeMap;

/// The key of the old autosave (the whole save file under one key), read
/// once at start and moved into the store.
pub const LEGACY_SAVE_KEY: &str = "roguelike.save";

/// The key of the head: the game's id, seed, source key and chunk count.
pub const HEAD_KEY: &str = "roguelike.game";

/// The key of the base snapshot, when the game has one.
pub const BASE_KEY: &str = "roguelike.game.base";

/// Every key of the store starts so (the legacy key aside).
pub const KEY_PREFIX: &str = "roguelike.game";

/// Commands per chunk of the log: a turn rewrites at most this many.
pub const CHUNK_STEPS: usize = 100;

/// The `format` the head names.
pub const STORE_FORMAT: &str = "roguelike-store";

/// The store layout this game writes and reads.
pub const STORE_VERSION: u32 = 1;

/// The key of chunk `index` of the log (from 0).
pub fn chunk_key(index: usize) -> String {
    format!("{KEY_PREFIX}.log.{index}")
}

/// The key of a world source whose JSON hashes to `hash`.
pub fn source_key(hash: &str) -> String {
    format!("{KEY_PREFIX}.source.{hash}")
}

/// Sources whose JSON is longer than this many bytes are kept in the
/// database (IndexedDB), the rest in the key-value storage.
///
/// `localStorage` holds about five million characters per origin, shared by
/// every key of the page (the log, the high scores, the options, the
/// dungeon and BYOW saves): a source of a million takes a fifth of it, and
/// a bigger one would be refused outright or leave the other keys no room.
/// IndexedDB holds hundreds of megabytes, but is read asynchronously, so
/// the everyday worlds (built-in ones are a few kilobytes, a 20,000-object
/// file world about 900 KB) keep the synchronous start.
pub const DATABASE_SOURCE_BYTES: usize = 1_000_000;

/// Where a value of the store lives.
#[derive(
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
)]
pub enum StorePlace {
    /// The key-value storage (`localStorage`), read synchronously.
    #[default]
    #[serde(rename = "localStorage")]
    Local,
    /// The database (IndexedDB), read asynchronously.
    #[serde(rename = "indexedDB")]
    Database,
}

impl StorePlace {
    /// The place for a source whose JSON has `bytes` bytes.
    pub fn for_source(bytes: usize) -> StorePlace {
        if bytes > DATABASE_SOURCE_BYTES {
            StorePlace::Database
        } else {
            StorePlace::Local
        }
    }

    /// Its name in the page: `localStorage` or `indexedDB`, as the browser
    /// names it (and the head writes it).
    pub fn name(&self) -> &'static str {
        match self {
            StorePlace::Local => "localStorage",
            StorePlace::Database => "indexedDB",
        }
    }

    fn is_local(&self) -> bool {
        *self == StorePlace::Local
    }
}

/// One change to storage: set `key` to `value`, or remove it (`None`), in
/// the key-value storage or the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreWrite {
    /// The key.
    pub key: String,
    /// The new value, or `None` to remove the key.
    pub value: Option<String>,
    /// Where the key lives.
    pub place: StorePlace,
}

impl StoreWrite {
    /// Sets `key` to `value` in the key-value storage.
    pub fn set(key: impl Into<String>, value: String) -> StoreWrite {
        StoreWrite { key: key.into(), value: Some(value), place: StorePlace::Local }
    }

    /// Removes `key` from the key-value storage.
    pub fn remove(key: impl Into<String>) -> StoreWrite {
        StoreWrite { key: key.into(), value: None, place: StorePlace::Local }
    }

    /// The same write, to `place`.
    pub fn in_place(self, place: StorePlace) -> StoreWrite {
        StoreWrite { place, ..self }
    }
}

/// A key-value storage the game is kept in, and the database beside it
/// for values too big for it.
pub trait SaveBackend {
    /// The value under `key` in the key-value storage, if any; why storage
    /// could not be read.
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    /// The value under `key` in the database, if any; why it could not be
    /// read. A backend without a database has none to read.
    fn get_from_database(&self, key: &str) -> Result<Option<String>, String> {
        let _ = key;
        Err("this storage has no database".into())
    }
    /// Sets or removes a key in its place; why storage refused.
    fn apply(&mut self, write: &StoreWrite) -> Result<(), String>;

    /// Applies `writes` in order, stopping at the first refusal (so a later
    /// write never describes an earlier one that is missing).
    fn apply_all(&mut self, writes: &[StoreWrite]) -> Result<(), String> {
        writes.iter().try_for_each(|write| self.apply(write))
    }
}

/// Storage in memory, with an optional quota in bytes of keys and values
/// (as `localStorage` has), and a database without one: for tests and the
/// command-line tools.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryBackend {
    /// Every key and its value.
    pub entries: BTreeMap<String, String>,
    /// The most bytes of keys and values it holds, if limited.
    pub quota: Option<usize>,
    /// Every key of the database and its value.
    pub database: BTreeMap<String, String>,
}

impl MemoryBackend {
    /// Bytes of keys and values held.
    pub fn bytes(&self) -> usize {
        self.entries.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl SaveBackend for MemoryBackend {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.entries.get(key).cloned())
    }

    fn get_from_database(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.database.get(key).cloned())
    }

    fn apply(&mut self, write: &StoreWrite) -> Result<(), String> {
        if write.place == StorePlace::Database {
            match &write.value {
                None => self.database.remove(&write.key),
                Some(value) => self.database.insert(write.key.clone(), value.clone()),
            };
            return Ok(());
        }
        match &write.value {
            None => {
                self.entries.remove(&write.key);
            }
            Some(value) => {
                let old = self.entries.get(&write.key).map_or(0, |v| write.key.len() + v.len());
                let after = self.bytes() - old + write.key.len() + value.len();
                if self.quota.is_some_and(|quota| after > quota) {
                    return Err("QuotaExceededError: the storage is full".into());
                }
                self.entries.insert(write.key.clone(), value.clone());
            }
        }
        Ok(())
    }
}

/// The event a host sends at start for the saved game in `backend`: the
/// store's game (or what is wrong with it), else the old single-key save
/// (moved into the store once restored), else none; why storage cannot be
/// read. An old save left beside a stored game (a move that stopped before
/// its last write) is removed. A game whose source is in the database gives
/// [`crate::core::Event::StoredGameRestoring`]: the host then reads the
/// source and sends [`crate::core::Event::StoredGameFound`] with
/// [`StoredLog::with_source`].
pub fn startup_event(backend: &mut dyn SaveBackend) -> Option<crate::core::Event> {
    use crate::core::Event;
    let log = match read_stored_log(backend) {
        Ok(Some(log)) => log,
        Ok(None) => {
            return match backend.get(LEGACY_SAVE_KEY) {
                Ok(text) => text.map(|text| Event::StoredSaveFound { text }),
                Err(reason) => Some(Event::StorageFailed { reason }),
            }
        }
        Err(error) => return Some(Event::StoredGameFound { read: Err(error) }),
    };
    if log.source_in() == StorePlace::Database {
        let _ = backend.apply(&StoreWrite::remove(LEGACY_SAVE_KEY));
        return Some(Event::StoredGameRestoring { log: Box::new(log) });
    }
    match log.read_source(backend).and_then(|text| log.with_source(text)) {
        Ok(stored) => {
            let _ = backend.apply(&StoreWrite::remove(LEGACY_SAVE_KEY));
            Some(Event::StoredGameFound { read: Ok(Box::new(stored)) })
        }
        Err(error) => Some(Event::StoredGameFound { read: Err(error) }),
    }
}

/// The head: what the other keys hold.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
struct Head {
    format: String,
    version: u32,
    /// Names this game's chunks and base, so those of another game are
    /// never taken for its own.
    id: u64,
    /// The hash naming the source's key.
    source: String,
    /// Where the source is (written only when not in the key-value
    /// storage, so heads of other games read as before).
    #[serde(default, skip_serializing_if = "StorePlace::is_local")]
    source_in: StorePlace,
    seed: u64,
    /// Chunks of the log.
    chunks: usize,
    /// Steps of the log whose checksums are of version 1 and 2.
    #[serde(default)]
    legacy_checksums: usize,
    #[serde(default)]
    v2_checksums: usize,
    /// The game has a base snapshot.
    #[serde(default)]
    base: bool,
}

/// One chunk of the log.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
struct Chunk {
    id: u64,
    steps: Vec<ReplayStep>,
}

/// The base snapshot: the game after its first `step` commands.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
struct Base {
    id: u64,
    step: usize,
    game: GameRecord,
}

/// A stable 64-bit hash (FNV-1a) of a source's JSON, as 16 hex digits.
fn hash_hex(text: &str) -> String {
    let hash = crate::game::fnv1a(text.as_bytes());
    format!("{hash:016x}")
}
