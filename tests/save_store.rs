//! The autosave's store (issue 17, "Autosave that scales"): a turn writes
//! only the newest chunk of the log, the world's source once; reloads
//! continue the same game; the old single-key save moves in once; damaged
//! stored keys are explained, never a panic; storage that refuses is said
//! once, and storage that works again is said too.
#![cfg(not(target_arch = "wasm32"))]

use crate::page;

use page::{key, load, press};
use roguelike::core::save_store::{
    chunk_key, read_stored_game, startup_event, MemoryBackend, SaveBackend, StorePlace, StoreWrite,
    StoredLog, BASE_KEY, CHUNK_STEPS, DATABASE_SOURCE_BYTES, HEAD_KEY, KEY_PREFIX, LEGACY_SAVE_KEY,
    RETRY_STEPS,
};
use roguelike::core::{App, Event, HostRequest, Key};
use roguelike::game::GameRng;
use roguelike::render::RecordingPainter;
use serde_json::Value;

/// A page: the app, its storage, and the host's report of failures.
struct Page {
    app: App,
    painter: RecordingPainter,
    storage: MemoryBackend,
    failing: bool,
    now_ms: f64,
    /// Every batch of writes a frame made.
    batches: Vec<Vec<StoreWrite>>,
    /// The stored game whose source is being read from the database.
    restoring: Option<StoredLog>,
}

impl Page {
    /// The page started over `storage`, its database read delivered.
    fn new(storage: MemoryBackend) -> Page {
        let mut page = Page::starting(storage);
        page.deliver();
        page
    }

    /// The page started over `storage`, before a source in the database
    /// has been read (as the browser's IndexedDB is, asynchronously).
    fn starting(storage: MemoryBackend) -> Page {
        let mut page = Page {
            app: App::new(7),
            painter: RecordingPainter::new(1280.0, 720.0),
            storage,
            failing: false,
            now_ms: 0.0,
            batches: Vec::new(),
            restoring: None,
        };
        match startup_event(&mut page.storage) {
            Some(Event::StoredGameRestoring { log }) => {
                page.restoring = Some(StoredLog::clone(&log));
                page.dispatch(Event::StoredGameRestoring { log });
            }
            Some(event) => page.dispatch(event),
            None => {}
        }
        page
    }

    /// The database's read arrives, as the page's loop delivers it.
    fn deliver(&mut self) {
        if let Some(log) = self.restoring.take() {
            let read = log.read_source(&self.storage).and_then(|text| log.with_source(text));
            self.dispatch(Event::StoredGameFound { read: read.map(Box::new) });
        }
    }

    fn dispatch(&mut self, event: Event) {
        self.app.dispatch(event, &mut self.painter);
        for request in self.app.take_requests() {
            let HostRequest::StoreGame { writes } = request else { continue };
            let stored = self.storage.apply_all(&writes);
            self.batches.push(writes);
            let event = match stored {
                Err(reason) => {
                    self.failing = true;
                    Event::StorageFailed { reason }
                }
                Ok(()) if self.failing => {
                    self.failing = false;
                    Event::StorageWorks
                }
                Ok(()) => continue,
            };
            self.app.dispatch(event, &mut self.painter);
        }
    }

    fn frame(&mut self) {
        self.now_ms += 16.0;
        self.dispatch(Event::Tick { now_ms: self.now_ms });
    }

    /// Presses `code` and runs a frame, as a player's turn does.
    fn turn(&mut self, code: Key) {
        self.dispatch(key(code));
        self.frame();
    }

    fn snapshot(&self) -> Value {
        self.app.snapshot()
    }

    fn notice(&self) -> String {
        self.snapshot()["notice"].as_str().unwrap_or_default().to_owned()
    }

    fn export(&self) -> String {
        self.app.state().session.as_ref().expect("a game").save_text()
    }

    /// The same page reloaded over the same storage, continued from the menu.
    fn reload(&self) -> Page {
        let mut page = Page::new(self.storage.clone());
        page.frame();
        // A log longer than a slice restores a slice a frame (issue 29).
        for _ in 0..1_000 {
            if page.snapshot()["screen"] != "restoring" {
                break;
            }
            page.frame();
        }
        if page.snapshot()["screen"] == "main_menu" && page.app.state().session.is_some() {
            page.dispatch(key(Key::Enter));
        }
        page
    }
}

fn game_part(snapshot: &Value) -> Value {
    let mut s = snapshot.clone();
    for k in ["screen", "notice", "debug_overlay", "confirm", "options", "audio"] {
        s.as_object_mut().expect("object").remove(k);
    }
    s
}

const ROOM: &str =
    "6 4\nW W W W W W\nW 1 . . 2 W\nW . . . . W\nW W W W W W\n1. Player\n2. Mob Robot\n";

fn started(source: &str) -> Page {
    let mut page = Page::new(MemoryBackend::default());
    page.dispatch(Event::LinkOpened { query: source.into() });
    page.frame();
    page
}

#[test]
fn a_turn_rewrites_only_the_newest_chunk_and_the_source_is_written_once() {
    let mut page = started("seed=5");
    let first = page.batches.last().expect("the new game is stored").clone();
    assert!(first.iter().any(|w| w.key.starts_with(&format!("{KEY_PREFIX}.source."))));
    assert!(first.iter().any(|w| w.key == HEAD_KEY));
    for n in 1..=2 * CHUNK_STEPS + 3 {
        page.batches.clear();
        page.turn(Key::Period);
        let [writes] = page.batches.as_slice() else { panic!("one batch a turn") };
        let keys: Vec<&str> = writes.iter().map(|w| w.key.as_str()).collect();
        let chunk = chunk_key((n - 1) / CHUNK_STEPS);
        if (n - 1) % CHUNK_STEPS == 0 {
            assert_eq!(keys, [chunk.as_str(), HEAD_KEY], "turn {n}: a new chunk, and the head");
        } else {
            assert_eq!(keys, [chunk.as_str()], "turn {n}: only the newest chunk");
        }
        let bytes = writes.iter().map(|w| w.value.as_ref().map_or(0, String::len)).sum::<usize>();
        assert!(bytes <= CHUNK_STEPS * 100 + 400, "turn {n} wrote {bytes} bytes");
    }
    page.batches.clear();
    page.frame();
    assert!(page.batches.is_empty(), "a frame without a turn writes nothing");
}

#[test]
fn a_reload_continues_the_same_game_at_the_same_turn_and_exports_the_same_save() {
    let mut page = started("seed=31");
    let mut rng = GameRng::new(4, 0);
    let keys = [Key::W, Key::A, Key::S, Key::D, Key::Period, Key::Digit(1), Key::E];
    for _ in 0..250 {
        page.turn(keys[rng.below(keys.len() as u32) as usize]);
    }
    let mut reloaded = page.reload();
    assert_eq!(reloaded.snapshot()["screen"], page.snapshot()["screen"]);
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
    assert_eq!(reloaded.export(), page.export(), "the export assembles the same save file");
    for _ in 0..30 {
        let code = keys[rng.below(keys.len() as u32) as usize];
        page.turn(code);
        reloaded.turn(code);
    }
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
    // The reloaded page appended to the same store: a second reload agrees.
    assert_eq!(game_part(&reloaded.reload().snapshot()), game_part(&page.snapshot()));
}

#[test]
fn a_file_world_is_stored_once_and_its_game_reloads() {
    let mut page = Page::new(MemoryBackend::default());
    load(&mut page.app, &mut page.painter, "room.txt", ROOM);
    page.frame();
    for code in [Key::D, Key::D, Key::S, Key::Period, Key::A] {
        page.turn(code);
    }
    let sources = page.storage.entries.keys().filter(|k| k.contains(".source.")).count();
    assert_eq!(sources, 1);
    let reloaded = page.reload();
    assert_eq!(reloaded.snapshot()["world"], "file room.txt");
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
}

#[test]
fn an_old_single_key_save_moves_into_the_store_once_and_keeps_its_game() {
    let mut old = started("seed=8");
    for code in [Key::D, Key::S, Key::Period, Key::Period] {
        old.turn(code);
    }
    let mut storage = MemoryBackend::default();
    storage.entries.insert(LEGACY_SAVE_KEY.into(), old.export());
    let mut page = Page::new(storage);
    page.frame();
    assert_eq!(page.notice(), "Welcome back: Continue picks up your game.");
    assert!(!page.storage.entries.contains_key(LEGACY_SAVE_KEY), "moved, not copied");
    assert!(page.storage.entries.contains_key(BASE_KEY), "with its record as the base");
    let reloaded = page.reload();
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&old.snapshot()));
    assert_eq!(reloaded.export(), old.export());
}

#[test]
fn an_old_save_that_does_not_fit_stays_where_it_is() {
    let mut old = started("seed=8");
    old.turn(Key::D);
    let text = old.export();
    let mut storage = MemoryBackend::default();
    storage.entries.insert(LEGACY_SAVE_KEY.into(), text.clone());
    storage.quota = Some(storage.bytes() + 100);
    let mut page = Page::new(storage);
    page.frame();
    assert!(page.notice().starts_with("Cannot save (QuotaExceededError"), "{}", page.notice());
    assert_eq!(page.storage.entries.get(LEGACY_SAVE_KEY), Some(&text), "never lost");
    let again = Page::new(page.storage.clone());
    assert_eq!(again.notice(), "Welcome back: Continue picks up your game.");
}

#[test]
fn an_imported_save_is_stored_with_its_record_and_reloads() {
    let mut old = started("seed=9");
    for code in [Key::D, Key::D, Key::Period] {
        old.turn(code);
    }
    let mut page = started("seed=10");
    page.dispatch(Event::SaveFileLoaded { name: "mine.json".into(), text: old.export() });
    page.frame();
    page.turn(Key::S);
    old.turn(Key::S);
    assert!(page.storage.entries.contains_key(BASE_KEY));
    let reloaded = page.reload();
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&old.snapshot()));
}

#[test]
fn a_new_game_removes_what_the_last_one_left() {
    let mut page = started("seed=11");
    for _ in 0..CHUNK_STEPS * 2 + 5 {
        page.turn(Key::Period);
    }
    press(&mut page.app, &mut page.painter, &[Key::Escape]);
    page.dispatch(Event::LinkOpened { query: "world=demo".into() });
    page.dispatch(key(Key::Enter));
    page.frame();
    assert_eq!(page.snapshot()["world"], "world demo", "{}", page.notice());
    page.turn(Key::D);
    let keys: Vec<&String> = page.storage.entries.keys().collect();
    assert_eq!(keys.len(), 3, "head, one source, one chunk: {keys:?}");
    let reloaded = page.reload();
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
}

#[test]
fn storage_that_refuses_is_said_once_retried_later_and_its_return_is_said() {
    let mut page = started("seed=12");
    page.storage.entries.clear();
    page.storage.quota = Some(200);
    page.turn(Key::Period);
    let said = page.notice();
    assert!(said.starts_with("Cannot save (QuotaExceededError"), "{said}");
    page.batches.clear();
    for _ in 0..RETRY_STEPS - 1 {
        page.turn(Key::Period);
    }
    assert!(page.batches.is_empty(), "no whole write is tried every turn: {}", page.batches.len());
    page.storage.quota = None;
    page.turn(Key::Period);
    assert_eq!(page.notice(), "Saving works again: your game is stored.");
    let reloaded = page.reload();
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
}

/// A change made to stored keys.
type Damage = Box<dyn FnOnce(&mut MemoryBackend)>;

fn damaged(change: impl FnOnce(&mut MemoryBackend)) -> Page {
    let mut page = started("seed=13");
    for _ in 0..CHUNK_STEPS + 10 {
        page.turn(Key::Period);
    }
    let mut storage = page.storage.clone();
    change(&mut storage);
    let mut reloaded = Page::new(storage);
    reloaded.frame();
    reloaded
}

#[test]
fn damaged_stored_keys_are_explained_with_their_key_and_the_page_starts() {
    let source = |s: &MemoryBackend| {
        s.entries.keys().find(|k| k.contains(".source.")).expect("a source").clone()
    };
    let cases: Vec<(&str, Damage)> = vec![
        (
            "roguelike.game: 1:4: EOF while parsing a string",
            Box::new(|s| set(s, HEAD_KEY, "{\"fo")),
        ),
        (
            "roguelike.game: this is x version 1",
            Box::new(|s| edit(s, HEAD_KEY, "/format", "x".into())),
        ),
        (
            "roguelike.game: 999999999 chunks",
            Box::new(|s| edit(s, HEAD_KEY, "/chunks", 999_999_999.into())),
        ),
        ("roguelike.game.log.1: chunk 2 of 2 is missing", Box::new(|s| remove(s, &chunk_key(1)))),
        (
            "roguelike.game.log.0: it belongs to game 9",
            Box::new(|s| edit(s, &chunk_key(0), "/id", 9.into())),
        ),
        (
            "roguelike.game.log.0: it holds 1 commands",
            Box::new(|s| {
                let text = s.get(&chunk_key(1)).expect("read").expect("chunk 1");
                let mut chunk: Value = serde_json::from_str(&text).expect("json");
                chunk["steps"].as_array_mut().expect("steps").truncate(1);
                set(s, &chunk_key(0), &chunk.to_string());
            }),
        ),
        ("bytes (at most 25600)", Box::new(|s| set(s, &chunk_key(0), &" ".repeat(30_000)))),
        (
            "the world's source is missing",
            Box::new(move |s| {
                let k = source(s);
                remove(s, &k)
            }),
        ),
        ("the base snapshot is missing", Box::new(|s| edit(s, HEAD_KEY, "/base", true.into()))),
        (
            "roguelike.game: the source's hash",
            Box::new(|s| edit(s, HEAD_KEY, "/source", "../x".into())),
        ),
        (
            "unknown variant `jump`",
            Box::new(|s| edit(s, &chunk_key(0), "/steps/3/command", "jump".into())),
        ),
    ];
    for (said, change) in cases {
        let page = damaged(change);
        let notice = page.notice();
        assert!(
            notice.starts_with("Your saved game could not be read: roguelike.game"),
            "{notice}"
        );
        assert!(notice.ends_with("The next game you play replaces it."), "{notice}");
        assert!(notice.contains(said), "{said}: {notice}");
        assert_eq!(page.snapshot()["screen"], "main_menu");
    }
}

#[test]
fn a_new_game_over_a_damaged_store_replaces_it() {
    let mut page = damaged(|s| edit(s, &chunk_key(0), "/id", 9.into()));
    page.dispatch(Event::LinkOpened { query: "seed=3".into() });
    page.frame();
    page.turn(Key::D);
    let reloaded = page.reload();
    assert_eq!(reloaded.notice(), "Welcome back: Continue picks up your game.");
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&page.snapshot()));
    assert_eq!(page.storage.entries.keys().filter(|k| k.contains(".log.")).count(), 1);
}

#[test]
fn a_log_that_drifts_continues_from_its_last_good_step() {
    let page = damaged(|s| edit(s, &chunk_key(1), "/steps/2/checksum", "0000000000000000".into()));
    let notice = page.notice();
    assert!(notice.starts_with("Your saved game continues at turn 102:"), "{notice}");
    assert!(notice.contains("step 103 gave checksum"), "{notice}");
    assert_eq!(page.app.state().session.as_ref().expect("kept").replay.steps.len(), 102);
}

#[test]
fn mutated_stored_values_never_panic() {
    let mut page = started("seed=14");
    for _ in 0..CHUNK_STEPS + 10 {
        page.turn(Key::D);
        page.turn(Key::Period);
    }
    let mut rng = GameRng::new(99, 0);
    let keys: Vec<String> = page.storage.entries.keys().cloned().collect();
    for _ in 0..300 {
        let mut storage = page.storage.clone();
        let key = &keys[rng.below(keys.len() as u32) as usize];
        let mut bytes = storage.entries[key].clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len() as u32) as usize;
            bytes[at] = b"0123456789{}[]\",:-aefz "[rng.below(23) as usize];
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        storage.entries.insert(key.clone(), text);
        let _ = read_stored_game(&storage);
        let reloaded = Page::new(storage);
        assert!(reloaded.snapshot()["screen"].is_string());
    }
}

#[test]
fn a_long_game_stays_small_in_storage() {
    let mut page = started("seed=15");
    let base = page.storage.bytes();
    for _ in 0..1_000 {
        page.turn(Key::Period);
    }
    let per_turn = (page.storage.bytes() - base) / 1_000;
    // 10,000 turns at this rate stay far under 2 MB.
    assert!(per_turn < 100, "{per_turn} bytes a turn");
}

fn set(storage: &mut MemoryBackend, key: &str, value: &str) {
    storage.entries.insert(key.to_owned(), value.to_owned());
}

fn remove(storage: &mut MemoryBackend, key: &str) {
    storage.entries.remove(key);
}

fn edit(storage: &mut MemoryBackend, key: &str, pointer: &str, value: Value) {
    let text = storage.entries.get(key).expect("the key is stored");
    let mut json: Value = serde_json::from_str(text).expect("json");
    *json.pointer_mut(pointer).expect("the field") = value;
    set(storage, key, &json.to_string());
}

#[test]
fn the_memory_backend_keeps_its_quota() {
    let mut storage = MemoryBackend { quota: Some(10), ..MemoryBackend::default() };
    assert!(storage.apply(&StoreWrite::set("a", "123456789".into())).is_ok());
    assert!(storage.apply(&StoreWrite::set("b", "1".into())).is_err());
    assert!(storage.apply(&StoreWrite::set("a", "12".into())).is_ok());
    assert!(storage.apply(&StoreWrite::set("b", "1".into())).is_ok());
}

/// A world file whose source is over [`DATABASE_SOURCE_BYTES`]: a room of
/// `side` × `side` cells of floor, the player and a robot in far corners.
fn floor_world(side: usize) -> String {
    let mut text = format!("{side} {side}\n");
    for y in 0..side {
        let row: Vec<&str> = (0..side)
            .map(|x| match (x, y) {
                _ if x == 0 || y == 0 || x == side - 1 || y == side - 1 => "W",
                (1, 1) => "1",
                _ if x == side - 3 && y == side - 3 => "2",
                _ => ".",
            })
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text + "1. Player\n2. Mob Robot\n"
}

/// A page playing [`floor_world`] over a `localStorage` too small for its
/// source, after `turns` turns.
fn big_world_played(turns: usize) -> Page {
    let storage = MemoryBackend { quota: Some(200_000), ..MemoryBackend::default() };
    let mut page = Page::new(storage);
    load(&mut page.app, &mut page.painter, "big.txt", &floor_world(760));
    page.frame();
    for index in 0..turns {
        page.turn([Key::D, Key::Period, Key::A, Key::Period][index % 4]);
    }
    page
}

fn head_json(storage: &MemoryBackend) -> Value {
    serde_json::from_str(&storage.entries[HEAD_KEY]).expect("the head is JSON")
}

#[test]
fn a_source_too_big_for_local_storage_is_kept_in_the_database_and_its_game_reloads() {
    let page = big_world_played(CHUNK_STEPS + 5);
    assert_eq!(page.notice(), "", "saving works: {}", page.notice());
    let [(stored_key, source)] = page.storage.database.iter().collect::<Vec<_>>()[..] else {
        panic!("one source in the database: {:?}", page.storage.database.keys())
    };
    assert!(stored_key.starts_with(&format!("{KEY_PREFIX}.source.")), "{stored_key}");
    assert!(source.len() > DATABASE_SOURCE_BYTES);
    assert!(!page.storage.entries.keys().any(|k| k.contains(".source.")), "not in localStorage");
    assert!(page.storage.bytes() < 20_000, "the head and the log stay small");
    assert_eq!(head_json(&page.storage)["source_in"], "indexedDB");

    // The page starts at once, on the menu, saying the game is restoring.
    let mut starting = Page::starting(page.storage.clone());
    starting.frame();
    assert_eq!(starting.snapshot()["screen"], "main_menu");
    assert_eq!(starting.notice(), "Restoring your saved game…");
    assert!(starting.app.state().session.is_none());
    starting.batches.clear();
    starting.frame();
    assert!(starting.batches.is_empty(), "nothing is written before the game arrives");
    starting.deliver();
    assert_eq!(starting.notice(), "Welcome back: Continue picks up your game.");
    starting.dispatch(key(Key::Enter));
    assert_eq!(game_part(&starting.snapshot()), game_part(&page.snapshot()));
    assert_eq!(starting.snapshot()["turn"], CHUNK_STEPS as u64 + 5);

    // It goes on appending to the same store: one chunk a turn, the source
    // not written again.
    starting.batches.clear();
    starting.turn(Key::A);
    let writes = starting.batches.concat();
    let keys: Vec<&str> = writes.iter().map(|w| w.key.as_str()).collect();
    assert_eq!(keys, [chunk_key(1).as_str()]);
    assert_eq!(game_part(&starting.reload().snapshot()), game_part(&starting.snapshot()));
}

#[test]
fn a_small_source_stays_in_local_storage_and_its_head_has_no_place() {
    let page = started("seed=5");
    assert!(page.storage.database.is_empty());
    assert!(head_json(&page.storage).get("source_in").is_none(), "heads read by older pages");
    let mut storage = page.storage.clone();
    let mut head = head_json(&storage);
    head["source_in"] = "localStorage".into();
    set(&mut storage, HEAD_KEY, &head.to_string());
    let reloaded = Page::new(storage);
    assert_eq!(reloaded.notice(), "Welcome back: Continue picks up your game.");
    assert_eq!(StorePlace::for_source(DATABASE_SOURCE_BYTES), StorePlace::Local);
    assert_eq!(StorePlace::for_source(DATABASE_SOURCE_BYTES + 1), StorePlace::Database);
}

#[test]
fn a_bad_source_place_in_the_head_is_explained_and_the_page_starts() {
    let page = started("seed=6");
    let cases: [(Value, &str); 4] = [
        ("floppy".into(), "unknown variant `floppy`, expected `localStorage` or `indexedDB`"),
        (7.into(), "expected value"),
        (Value::Null, "expected value"),
        ("indexedDB".into(), "the world's source is missing from IndexedDB"),
    ];
    for (place, what) in cases {
        let mut storage = page.storage.clone();
        let mut head = head_json(&storage);
        head["source_in"] = place.clone();
        set(&mut storage, HEAD_KEY, &head.to_string());
        let mut reloaded = Page::new(storage);
        reloaded.frame();
        let notice = reloaded.notice();
        assert!(
            notice.starts_with("Your saved game could not be read: roguelike.game"),
            "{place}: {notice}"
        );
        assert!(notice.contains(what), "{place}: {notice}");
        assert_eq!(reloaded.snapshot()["screen"], "main_menu");
        assert!(reloaded.app.state().session.is_none());
    }
}

#[test]
fn a_missing_or_damaged_database_record_is_explained_and_the_menu_shows() {
    let page = big_world_played(4);
    let key = page.storage.database.keys().next().expect("a source").clone();
    let damages: Vec<(&str, Damage)> = vec![
        ("the world's source is missing from IndexedDB", Box::new(|s| s.database.clear())),
        (
            "1:1: expected value",
            Box::new(|s| s.database.values_mut().for_each(|v| *v = "x".into())),
        ),
        (
            "bytes (at most",
            Box::new(|s| s.database.values_mut().for_each(|v| *v = " ".repeat(100_700_000))),
        ),
    ];
    for (what, damage) in damages {
        let mut storage = page.storage.clone();
        damage(&mut storage);
        let mut reloaded = Page::new(storage);
        reloaded.frame();
        let notice = reloaded.notice();
        assert!(
            notice.starts_with(&format!("Your saved game could not be read: {key}: ")),
            "{notice}"
        );
        assert!(notice.contains(what), "{what}: {notice}");
        assert_eq!(reloaded.snapshot()["screen"], "main_menu");
        // The next game replaces the damaged one, its record included.
        reloaded.dispatch(Event::LinkOpened { query: "seed=3".into() });
        reloaded.frame();
        assert!(reloaded.storage.database.is_empty(), "{:?}", reloaded.storage.database.keys());
        assert_eq!(
            Page::new(reloaded.storage.clone()).notice(),
            "Welcome back: Continue picks up your game."
        );
    }
}

#[test]
fn a_game_started_while_the_saved_one_restores_is_kept_and_replaces_it() {
    let page = big_world_played(4);
    let mut starting = Page::starting(page.storage.clone());
    starting.dispatch(Event::LinkOpened { query: "seed=9".into() });
    starting.turn(Key::Period);
    starting.deliver();
    assert!(starting.notice().starts_with("A new game was started"), "{}", starting.notice());
    starting.frame();
    let session = starting.app.state().session.as_ref().expect("the new game");
    assert_eq!(session.game.turn, 1);
    assert!(starting.storage.database.is_empty(), "the old source is removed");
    let reloaded = starting.reload();
    assert_eq!(game_part(&reloaded.snapshot()), game_part(&starting.snapshot()));
}

/// Every problem of a stored key is worded in both languages, the Russian
/// with its plural forms; the English is what the store always said.
#[test]
fn store_problems_are_worded_in_english_and_in_russian() {
    use roguelike::core::save_store::StoreProblem as P;
    use roguelike::locale::{Locale, Words};
    let read = |code: &str| {
        let text = std::fs::read_to_string(format!("assets/locale/{code}.json")).expect("a table");
        Locale::from_json(&text).expect("it reads")
    };
    let (en, ru) = (&read("en"), &read("ru"));
    let cases: Vec<(P, &str, &str)> = vec![
        (
            P::Unreadable("denied".into()),
            "storage could not be read (denied)",
            "хранилище не удалось прочитать (denied)",
        ),
        (P::TooLong { bytes: 21, max: 20 }, "21 bytes (at most 20)", "21 байт (не больше 20)"),
        (
            P::WrongFormat { format: "x".into(), version: 2 },
            "this is x version 2, not roguelike-store version 1",
            "это x версии 2",
        ),
        (P::TooManyChunks(2), "2 chunks (at most", "2 части (не больше"),
        (
            P::BadHash,
            "the source's hash is not 16 hexadecimal digits",
            "не 16 шестнадцатеричных цифр",
        ),
        (
            P::SourceMissing { in_database: false },
            "the world's source is missing",
            "исходника мира нет",
        ),
        (
            P::SourceMissing { in_database: true },
            "the world's source is missing from IndexedDB",
            "нет в IndexedDB",
        ),
        (P::BaseMissing, "the base snapshot is missing", "нет базового снимка"),
        (
            P::DatabaseUnreadable("closed".into()),
            "IndexedDB could not be read (closed)",
            "IndexedDB не удалось прочитать (closed)",
        ),
        (
            P::SourceNotText { valid: false },
            "the stored source is not text",
            "сохранённый исходник — не текст",
        ),
        (
            P::SourceNotText { valid: true },
            "the stored source is not valid text",
            "испорченный текст",
        ),
        (
            P::OtherGame { found: 9, expected: 4 },
            "it belongs to game 9, not 4",
            "это запись игры 9, а не 4",
        ),
        (P::ChunkMissing { number: 2, of: 3 }, "chunk 2 of 3 is missing", "нет части 2 из 3"),
        (
            P::ChunkLength(5),
            "it holds 5 commands (a chunk holds 100, the last 1 to 100)",
            "в ней 5 команд (в части их 100",
        ),
        (
            P::BasePastLog { step: 7, steps: 3 },
            "it is of step 7, past the log's 3",
            "на шаге 7, а в журнале всего 3",
        ),
    ];
    for (problem, english, russian) in &cases {
        let (e, r) = (problem.words(en), problem.words(ru));
        assert!(e.starts_with(english), "{e}");
        assert!(r.starts_with(russian) || r.contains(russian), "{r}");
    }
    let commands = |n| P::ChunkLength(n).words(ru);
    assert!(
        commands(1).starts_with("в ней 1 команда ")
            && commands(21).starts_with("в ней 21 команда ")
    );
    assert!(
        commands(2).starts_with("в ней 2 команды ") && commands(5).starts_with("в ней 5 команд ")
    );
}

/// The notice of a damaged store reads in the player's language.
#[test]
fn a_damaged_store_is_explained_in_russian() {
    assert!(roguelike::locale::set_language("ru"));
    let page = damaged(|s| remove(s, &chunk_key(1)));
    let notice = page.notice();
    roguelike::locale::set_language("en");
    assert!(notice.contains("roguelike.game.log.1: нет части 2 из 2"), "{notice}");
}
