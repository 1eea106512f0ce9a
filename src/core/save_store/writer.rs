//! `StoreWriter`: what a turn writes to the store. It remembers what
//! storage holds for the current session, so after the first write of a
//! game (source, base, every chunk, head) a turn rewrites only the newest
//! chunk of the log, and the head when a chunk is added. A big source goes
//! to the database ([`StorePlace::for_source`]) and the head names it there.

use super::StoredLayout;
use super::{
    chunk_key, hash_hex, source_key, Base, Chunk, Head, StorePlace, StoreWrite, BASE_KEY,
    CHUNK_STEPS, HEAD_KEY, LEGACY_SAVE_KEY, STORE_FORMAT, STORE_VERSION,
};
use crate::core::app_state::Session;

/// After storage refused, how many more commands are played before the
/// whole game is written again (not every turn: a world too large for
/// storage would cost its whole write on each).
pub const RETRY_STEPS: usize = 50;

/// What storage holds of the current session.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Stored {
    generation: u64,
    id: u64,
    steps: usize,
    chunks: usize,
    source: String,
    source_in: StorePlace,
    base: bool,
}

/// Turns sessions into writes to the store.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreWriter {
    stored: Option<Stored>,
    /// The id of the last game written or read.
    last_id: u64,
    /// The hash and place of the last source known to be in storage, to
    /// remove it when another game's replaces it.
    last_source: Option<(String, StorePlace)>,
    /// Chunk keys from 0 up to this may hold another game's chunks.
    garbage_chunks: usize,
    /// The session generation that needs a base snapshot.
    base_for: Option<u64>,
    /// Storage still holds the old single-key save.
    legacy: bool,
    /// After a refusal: the session and step count from which to try again.
    retry: Option<(u64, usize)>,
}

impl StoreWriter {
    /// Storage holds `stored`'s game, now the session `generation`: later
    /// turns append to it.
    pub fn adopt(&mut self, generation: u64, stored: &StoredLayout) {
        self.last_id = self.last_id.max(stored.id);
        self.last_source = Some((stored.source_hash.clone(), stored.source_in));
        self.garbage_chunks = self.garbage_chunks.max(stored.chunks);
        self.stored = Some(Stored {
            generation,
            id: stored.id,
            steps: stored.steps,
            chunks: stored.chunks,
            source: stored.source_hash.clone(),
            source_in: stored.source_in,
            base: stored.base,
        });
    }

    /// Storage holds a game this writer cannot continue (unreadable, or
    /// cut short on restore): its id and chunks are to be replaced.
    pub fn forget(&mut self, id: u64, chunks: usize) {
        self.last_id = self.last_id.max(id);
        self.garbage_chunks = self.garbage_chunks.max(chunks);
        self.stored = None;
    }

    /// Storage holds a source under `hash` in `place` that no game written
    /// by this writer has named yet (a game being restored): the next game
    /// written removes it unless it names it too.
    pub fn found_source(&mut self, hash: &str, place: StorePlace) {
        if self.last_source.is_none() {
            self.last_source = Some((hash.to_owned(), place));
        }
    }

    /// The session `generation` cannot be rebuilt from its source (an
    /// imported or migrated save): its first write includes a base snapshot.
    pub fn needs_base(&mut self, generation: u64) {
        self.base_for = Some(generation);
    }

    /// Storage still holds the old single-key save: it is removed once the
    /// store holds the game.
    pub fn found_legacy(&mut self) {
        self.legacy = true;
    }

    /// Storage refused a write: the next write is a whole one, tried again
    /// after [`RETRY_STEPS`] more commands (or for another session).
    pub fn failed(&mut self, session: Option<&Session>) {
        if let Some(stored) = self.stored.take() {
            self.garbage_chunks = self.garbage_chunks.max(stored.chunks);
        }
        self.retry = session.map(|s| (s.generation, s.replay.steps.len() + RETRY_STEPS));
    }

    /// The writes that bring storage up to `session`, if any.
    pub fn writes(&mut self, session: &Session) -> Vec<StoreWrite> {
        let steps = session.replay.steps.len();
        if let Some((generation, at)) = self.retry {
            if generation == session.generation && steps < at {
                return Vec::new();
            }
        }
        self.retry = None;
        match &self.stored {
            Some(stored) if stored.generation == session.generation && stored.steps <= steps => {
                self.append(session)
            }
            _ => self.whole(session),
        }
    }

    /// The chunks from the one holding the first unstored step, and the
    /// head when the count of chunks changed.
    fn append(&mut self, session: &Session) -> Vec<StoreWrite> {
        let stored = self.stored.as_mut().expect("append follows a whole write");
        let steps = session.replay.steps.len();
        if steps == stored.steps {
            return Vec::new();
        }
        let chunks = steps.div_ceil(CHUNK_STEPS);
        let mut writes: Vec<StoreWrite> = (stored.steps / CHUNK_STEPS..chunks)
            .map(|index| chunk_write(stored.id, session, index))
            .collect();
        if chunks != stored.chunks {
            let head =
                head(stored.id, (&stored.source, stored.source_in), session, chunks, stored.base);
            writes.push(StoreWrite::set(HEAD_KEY, head));
        }
        stored.steps = steps;
        stored.chunks = chunks;
        writes
    }

    /// Everything: source, base (or its removal), every chunk, the head,
    /// then the removal of what an earlier game left.
    fn whole(&mut self, session: &Session) -> Vec<StoreWrite> {
        self.last_id += 1;
        let id = self.last_id;
        if let Some(stored) = self.stored.take() {
            self.garbage_chunks = self.garbage_chunks.max(stored.chunks);
        }
        let source_json = crate::json::to_string(&session.source);
        let hash = hash_hex(&source_json);
        let source_in = StorePlace::for_source(source_json.len());
        let mut writes = vec![StoreWrite::set(source_key(&hash), source_json).in_place(source_in)];
        let base = self.base_for == Some(session.generation);
        if base {
            let record =
                Base { id, step: session.replay.steps.len(), game: session.game.to_record() };
            let text = crate::json::to_string(&record);
            writes.push(StoreWrite::set(BASE_KEY, text));
        } else {
            writes.push(StoreWrite::remove(BASE_KEY));
        }
        let steps = session.replay.steps.len();
        let chunks = steps.div_ceil(CHUNK_STEPS);
        writes.extend((0..chunks).map(|index| chunk_write(id, session, index)));
        writes.push(StoreWrite::set(HEAD_KEY, head(id, (&hash, source_in), session, chunks, base)));
        writes.extend(
            (chunks..self.garbage_chunks).map(|index| StoreWrite::remove(chunk_key(index))),
        );
        let last = (hash.clone(), source_in);
        if let Some((old, place)) = self.last_source.as_ref().filter(|old| **old != last) {
            writes.push(StoreWrite::remove(source_key(old)).in_place(*place));
        }
        if std::mem::take(&mut self.legacy) {
            writes.push(StoreWrite::remove(LEGACY_SAVE_KEY));
        }
        self.garbage_chunks = chunks;
        self.last_source = Some(last);
        self.stored = Some(Stored {
            generation: session.generation,
            id,
            steps,
            chunks,
            source: hash,
            source_in,
            base,
        });
        writes
    }
}

fn chunk_write(id: u64, session: &Session, index: usize) -> StoreWrite {
    let all = &session.replay.steps;
    let start = index * CHUNK_STEPS;
    let steps = all[start..all.len().min(start + CHUNK_STEPS)].to_vec();
    let text = crate::json::to_string(&Chunk { id, steps });
    StoreWrite::set(chunk_key(index), text)
}

fn head(
    id: u64,
    (source, source_in): (&str, StorePlace),
    session: &Session,
    chunks: usize,
    base: bool,
) -> String {
    let head = Head {
        format: STORE_FORMAT.to_owned(),
        version: STORE_VERSION,
        id,
        source: source.to_owned(),
        source_in,
        seed: session.replay.seed,
        chunks,
        legacy_checksums: session.replay.legacy_checksums,
        v2_checksums: session.replay.v2_checksums,
        base,
    };
    crate::json::to_string(&head)
}
