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

mod reader;
mod restore;
mod writer;

pub use reader::{read_stored_game, StoreError, StoredGame, StoredLayout, MAX_CHUNKS};
pub use restore::{restore_stored_game, Restored};
pub use writer::{StoreWriter, RETRY_STEPS};

use crate::game::{GameRecord, ReplayStep};
use serde::{Deserialize, Serialize};
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

/// One change to storage: set `key` to `value`, or remove it (`None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreWrite {
    /// The key.
    pub key: String,
    /// The new value, or `None` to remove the key.
    pub value: Option<String>,
}

impl StoreWrite {
    fn set(key: impl Into<String>, value: String) -> StoreWrite {
        StoreWrite { key: key.into(), value: Some(value) }
    }

    fn remove(key: impl Into<String>) -> StoreWrite {
        StoreWrite { key: key.into(), value: None }
    }
}

/// A key-value storage the game is kept in.
pub trait SaveBackend {
    /// The value under `key`, if any; why storage could not be read.
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    /// Sets or removes a key; why storage refused.
    fn apply(&mut self, write: &StoreWrite) -> Result<(), String>;

    /// Applies `writes` in order, stopping at the first refusal (so a later
    /// write never describes an earlier one that is missing).
    fn apply_all(&mut self, writes: &[StoreWrite]) -> Result<(), String> {
        writes.iter().try_for_each(|write| self.apply(write))
    }
}

/// Storage in memory, with an optional quota in bytes of keys and values
/// (as `localStorage` has): for tests and the command-line tools.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryBackend {
    /// Every key and its value.
    pub entries: BTreeMap<String, String>,
    /// The most bytes of keys and values it holds, if limited.
    pub quota: Option<usize>,
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

    fn apply(&mut self, write: &StoreWrite) -> Result<(), String> {
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
/// its last write) is removed.
pub fn startup_event(backend: &mut dyn SaveBackend) -> Option<crate::core::Event> {
    use crate::core::Event;
    match read_stored_game(backend) {
        Ok(None) => match backend.get(LEGACY_SAVE_KEY) {
            Ok(text) => text.map(|text| Event::StoredSaveFound { text }),
            Err(reason) => Some(Event::StorageFailed { reason }),
        },
        Ok(Some(stored)) => {
            let _ = backend.apply(&StoreWrite::remove(LEGACY_SAVE_KEY));
            Some(Event::StoredGameFound { read: Ok(Box::new(stored)) })
        }
        Err(error) => Some(Event::StoredGameFound { read: Err(error) }),
    }
}

/// The head: what the other keys hold.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
struct Head {
    format: String,
    version: u32,
    /// Names this game's chunks and base, so those of another game are
    /// never taken for its own.
    id: u64,
    /// The hash naming the source's key.
    source: String,
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
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
struct Chunk {
    id: u64,
    steps: Vec<ReplayStep>,
}

/// The base snapshot: the game after its first `step` commands.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
struct Base {
    id: u64,
    step: usize,
    game: GameRecord,
}

/// A stable 64-bit hash (FNV-1a) of a source's JSON, as 16 hex digits.
fn hash_hex(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}
