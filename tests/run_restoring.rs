//! Issue 29: the run's own save (the autosave's store) restores in slices
//! between frames, as a long dungeon save does: a log longer than a slice
//! is played on the restoring screen with its progress, Escape gives it up
//! (it stays stored, the menu shows), and one not restored within two
//! seconds of the app's clock is kept aside, as a replay file, under a
//! named key, its keys in the store removed, and the menu shows with a
//! notice naming the key. The tests count steps a frame, never time.
#![cfg(not(target_arch = "wasm32"))]

use crate::page::key;
use roguelike::core::save_store::{
    chunk_key, startup_event, MemoryBackend, SaveBackend, StoreWriter, StoredGame, BASE_KEY,
    CHUNK_STEPS, HEAD_KEY, STEP_BASE_WORK,
};
use roguelike::core::screens::{RUN_SAVE_ASIDE, STORED_RESTORE_MS};
use roguelike::core::{App, Event, HostRequest, Key, Session, WorldSource};
use roguelike::dungeon::SLICE_WORK;
use roguelike::game::{parse_replay, Command, Direction, Replay};
use roguelike::render::RecordingPainter;

/// The store of the random run of seed 3 after `steps` commands (right,
/// left, wait, in turn), as the autosave writes it; and the game's turn.
fn long_store(steps: usize) -> (MemoryBackend, u64) {
    let source = WorldSource::descent(3);
    let game = roguelike::core::build_game(&source, 3).expect("the world builds");
    let replay = Replay::new(source.clone(), 3);
    let mode_state = Default::default();
    let mut session = Session { game, source, replay, unsaved: true, generation: 1, mode_state };
    for i in 0..steps {
        let command = match i % 3 {
            0 => Command::Move(Direction::Right),
            1 => Command::Move(Direction::Left),
            _ => Command::Wait,
        };
        session.apply(command);
    }
    let mut backend = MemoryBackend::default();
    backend.apply_all(&StoreWriter::default().writes(&session)).expect("stored");
    (backend, session.game.turn)
}

/// A page started over `storage`: the app, its storage (the store's
/// writes applied as the page's host applies them) and the clock.
struct Page {
    app: App,
    painter: RecordingPainter,
    storage: MemoryBackend,
    now_ms: f64,
}

impl Page {
    fn start(storage: MemoryBackend) -> Page {
        let mut app = App::new(5);
        let mut painter = RecordingPainter::new(1280.0, 720.0);
        let load = Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 };
        app.dispatch(load, &mut painter);
        let mut page = Page { app, painter, storage, now_ms: 0.0 };
        // The menu's first frame is drawn before the store is read.
        page.frame(16.0);
        assert_eq!(page.screen(), "main_menu");
        if let Some(event) = startup_event(&mut page.storage) {
            page.dispatch(event);
        }
        page
    }

    fn dispatch(&mut self, event: Event) {
        self.app.dispatch(event, &mut self.painter);
        for request in self.app.take_requests() {
            if let HostRequest::StoreGame { writes } = request {
                self.storage.apply_all(&writes).expect("storage takes the writes");
            }
        }
    }

    /// A frame `ms` after the last.
    fn frame(&mut self, ms: f64) {
        self.now_ms += ms;
        self.dispatch(Event::Tick { now_ms: self.now_ms });
    }

    fn screen(&self) -> String {
        self.app.snapshot()["screen"].as_str().unwrap_or_default().to_owned()
    }

    fn notice(&self) -> String {
        self.app.snapshot()["notice"].as_str().unwrap_or_default().to_owned()
    }

    /// Steps played, of the log's, on the restoring screen.
    fn progress(&self) -> (u64, u64) {
        let restoring = &self.app.snapshot()["restoring"];
        (restoring["played"].as_u64().unwrap_or(0), restoring["total"].as_u64().unwrap_or(0))
    }
}

/// The most steps a frame may play: each weighs at least its base.
const MOST_PER_FRAME: u64 = SLICE_WORK / STEP_BASE_WORK + 1;

/// The case: a stored run of 20,000 steps was played again whole
/// before the first frame after the menu. Now a slice a frame, with its
/// progress on screen; played to its end it is the game the menu offers to
/// continue, and the store is the game's own again (a turn appends to it).
#[test]
fn a_long_stored_run_restores_a_slice_a_frame_and_continues() {
    let (storage, turn) = long_store(20_000);
    let mut page = Page::start(storage);
    assert_eq!(page.screen(), "restoring", "{}", page.notice());
    let (first, total) = page.progress();
    assert_eq!(total, 20_000);
    assert!(first > 0 && first <= MOST_PER_FRAME, "the first slice played {first} steps");
    page.frame(1.0);
    assert!(page.painter.texts().iter().any(|t| t.contains("of 20000")), "the progress shows");
    let mut frames = 2u64;
    while page.screen() == "restoring" {
        let (played, _) = page.progress();
        // Frames a millisecond apart: the restore is never out of time.
        page.frame(1.0);
        frames += 1;
        let (next, _) = page.progress();
        if page.screen() == "restoring" {
            assert!(next > played && next - played <= MOST_PER_FRAME, "{played} then {next}");
        }
        assert!(frames <= 20_000, "the restore never ends");
    }
    assert!(frames >= 20_000 / MOST_PER_FRAME, "{frames} frames: slices too big");
    assert_eq!(page.screen(), "main_menu");
    assert!(page.notice().contains("Welcome back"), "{}", page.notice());
    let session = page.app.state().session.as_ref().expect("the game is restored");
    assert_eq!((session.game.turn, session.replay.steps.len()), (turn, 20_000));

    // Continued, a turn writes the newest chunk and the head, not the log.
    let before = page.storage.clone();
    page.dispatch(key(Key::Enter));
    assert_eq!(page.screen(), "playing");
    page.dispatch(key(Key::Space));
    page.frame(16.0);
    let changed: Vec<&String> = page
        .storage
        .entries
        .iter()
        .filter(|(k, v)| before.entries.get(*k) != Some(*v))
        .map(|(k, _)| k)
        .collect();
    assert!(!changed.is_empty() && changed.len() <= 2, "a turn rewrote {changed:?}");
    assert!(changed.iter().all(|k| **k == HEAD_KEY || **k == chunk_key(20_000 / CHUNK_STEPS)));
}

/// Escape on the restoring screen gives the stored run up for now: the
/// menu shows, no game is made of it, and the store still holds it (the
/// next start tries again).
#[test]
fn escape_while_the_stored_run_restores_keeps_it_stored_and_shows_the_menu() {
    let (storage, _) = long_store(5_000);
    let mut page = Page::start(storage.clone());
    assert_eq!(page.screen(), "restoring");
    page.frame(16.0);
    page.dispatch(key(Key::Escape));
    assert_eq!(page.screen(), "main_menu");
    assert!(page.notice().contains("stays stored"), "{}", page.notice());
    assert!(page.app.state().session.is_none(), "no game was made of it");
    page.frame(16.0);
    assert_eq!(page.storage, storage, "the store is as it was");
    let again = Page::start(page.storage.clone());
    assert_eq!(again.screen(), "restoring", "the next start tries again");
}

/// The case: a stored run that cannot be restored within two
/// seconds no longer holds the page. It is kept aside, whole, as a replay
/// file under the named key; the store's keys are removed; the menu shows
/// with a notice naming the key, and the next start is a plain one.
#[test]
fn a_stored_run_not_restored_within_two_seconds_is_kept_aside_and_the_menu_shows() {
    let (storage, _) = long_store(30_000);
    let stored: StoredGame =
        roguelike::core::save_store::read_stored_game(&storage).expect("readable").expect("a game");
    let mut page = Page::start(storage);
    assert_eq!(page.screen(), "restoring");
    page.frame(16.0);
    page.frame(STORED_RESTORE_MS / 2.0);
    assert_eq!(page.screen(), "restoring", "within the two seconds it goes on");
    page.frame(STORED_RESTORE_MS / 2.0 + 16.0);
    assert_eq!(page.screen(), "main_menu");
    let notice = page.notice();
    assert!(notice.contains(RUN_SAVE_ASIDE) && notice.contains("2 s"), "{notice}");
    assert!(page.app.state().session.is_none(), "no game was made of it");
    // Megabytes: kept in the database, where a big source goes.
    assert!(notice.contains("indexedDB"), "{notice}");
    let kept = page.storage.database.get(RUN_SAVE_ASIDE).expect("kept aside");
    assert_eq!(parse_replay(kept).expect("a replay file"), stored.replay);
    for gone in [HEAD_KEY.to_owned(), BASE_KEY.to_owned(), chunk_key(0), chunk_key(299)] {
        assert!(!page.storage.entries.contains_key(&gone), "{gone} is removed");
    }
    assert!(page.storage.entries.keys().all(|k| !k.starts_with("roguelike.game")));
    let next = Page::start(page.storage.clone());
    assert_eq!(next.screen(), "main_menu");
    assert!(next.app.state().session.is_none());
}

/// A short stored run restores at once, as it always did: one slice plays
/// it, the menu stays and offers to continue it.
#[test]
fn a_short_stored_run_restores_at_once() {
    let (storage, turn) = long_store(60);
    let page = Page::start(storage);
    assert_eq!(page.screen(), "main_menu");
    assert!(page.notice().contains("Welcome back"), "{}", page.notice());
    let session = page.app.state().session.as_ref().expect("restored");
    assert_eq!(session.game.turn, turn);
}
