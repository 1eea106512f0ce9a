//! Restoring: a dungeon save or replay too long to play back within a
//! frame is played a slice each frame ([`crate::dungeon::Restore`]), its
//! progress on screen, so the page keeps answering. Escape gives up: the
//! game that was under way is kept. A save found in storage at start that
//! is not restored within [`STORED_RESTORE_MS`] is set aside under a key of
//! its own (the page starts on the menu, with a notice naming the key),
//! so a save that cannot be restored in time never stops the page from
//! starting.
//!
//! The run's own save (the autosave's store, [`crate::core::save_store`])
//! is played back on the same screen when its log is longer than a slice
//! ([`RunRestore`]): Escape gives it up (it stays stored, the menu shows),
//! and one not restored within [`STORED_RESTORE_MS`] is kept aside, as a
//! replay file, under [`RUN_SAVE_ASIDE`], its keys in the store removed.
//! What becomes of the store is the autosave's business: the screen tells
//! it with [`Event::StoredGameSettled`].

use crate::core::app_state::{AppState, HostRequest};
use crate::core::bus::Outbox;
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::save_store::{
    chunk_key, source_key, Restored, RunRestore, StorePlace, StoreWrite, StoredLayout, BASE_KEY,
    HEAD_KEY,
};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::{ReturnTo, State};
use crate::dungeon::{DungeonFileError, Opened, Restore, SLICE_WORK};
use crate::locale::{phrase, phrase_with};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// How long a save found in storage may take to restore before it is set
/// aside, in milliseconds of the app's clock.
pub const STORED_RESTORE_MS: f64 = 2_000.0;

/// The key (the page's storage) or file name (the terminal's folder) a
/// stored dungeon save is set aside under when it cannot be restored in
/// time: named in the notice, so the player can find it.
pub const DUNGEON_SAVE_ASIDE: &str = "roguelike.dungeon-save.aside";

/// The key (the page's storage) the run's stored game is set aside under,
/// as a replay file, when it cannot be restored in time. Not under the
/// store's own prefix, so nothing the store writes or clears touches it.
pub const RUN_SAVE_ASIDE: &str = "roguelike.run-save.aside";

/// Where the file being restored came from.
#[derive(Debug)]
enum Origin {
    /// Picked or dropped by the player: `replay` for a replay file.
    Picked { name: String, replay: bool },
    /// Found in storage at start (the older dungeon key): its text, kept to
    /// be set aside, and when the restore began.
    Stored { text: String, since_ms: Option<f64> },
    /// The run's game, found in the autosave's store at start: when the
    /// restore began.
    StoredRun { since_ms: Option<f64> },
}

/// What is played back.
#[derive(Debug)]
enum Playback {
    /// A Dungeon Mania save or replay.
    Dungeon(Box<Restore>),
    /// The run's stored game.
    Run(Box<RunRestore>),
}

/// A file being played back, a slice a frame.
#[derive(Debug)]
pub struct Restoring {
    /// The play back; taken when it ends, as the screen gives way.
    playback: Option<Playback>,
    /// Actions played, of `total`.
    played: usize,
    total: usize,
    /// The dungeon's name, as the file gives it.
    dungeon: String,
    origin: Origin,
    back: ReturnTo,
}

impl Restoring {
    /// Restores a file the player picked (`name`), then plays it; `back` is
    /// where Escape or a failure returns.
    pub fn picked(restore: Restore, name: &str, replay: bool, back: ReturnTo) -> Restoring {
        Restoring::new(restore, Origin::Picked { name: name.to_owned(), replay }, back)
    }

    fn new(restore: Restore, origin: Origin, back: ReturnTo) -> Restoring {
        let (total, dungeon) = (restore.total(), restore.name().to_owned());
        let playback = Some(Playback::Dungeon(Box::new(restore)));
        Restoring { playback, played: 0, total, dungeon, origin, back }
    }

    /// Restores the run's game found in the autosave's store at start.
    pub fn stored_run(restore: RunRestore) -> Restoring {
        let (played, total) = (restore.played(), restore.total());
        let dungeon = crate::locale::source(restore.source());
        let playback = Some(Playback::Run(Box::new(restore)));
        let origin = Origin::StoredRun { since_ms: None };
        Restoring { playback, played, total, dungeon, origin, back: ReturnTo::MainMenu }
    }

    /// Restores the dungeon save storage kept (`text`), found at start.
    pub fn stored(restore: Restore, text: &str) -> Restoring {
        let origin = Origin::Stored { text: text.to_owned(), since_ms: None };
        Restoring::new(restore, origin, ReturnTo::MainMenu)
    }

    /// The name the player knows the file by.
    fn name(&self) -> &str {
        match &self.origin {
            Origin::Picked { name, .. } => name,
            Origin::Stored { .. } | Origin::StoredRun { .. } => &self.dungeon,
        }
    }

    /// The screen Escape or a failure leads to: the game under way, if
    /// the file was picked during one, else the menu.
    fn back(&self, app: &AppState) -> State {
        match self.back {
            ReturnTo::Game if app.session.is_some() => State::continue_game(app),
            _ => State::main_menu(),
        }
    }

    /// The progress line: how many of the file's actions are played.
    fn progress(&self) -> String {
        phrase_with(
            "restoring_progress",
            &[
                ("name", self.name().to_owned().into()),
                ("played", self.played.into()),
                ("total", self.total.into()),
            ],
        )
    }

    /// Sets a stored save aside under [`DUNGEON_SAVE_ASIDE`] and says so;
    /// the older key is forgotten (its text is under the new one).
    fn set_aside(&self, app: &mut AppState, text: &str) -> State {
        app.requests.push(HostRequest::SetDungeonSaveAside { text: text.to_owned() });
        app.requests.push(HostRequest::ForgetDungeonSave);
        let seconds = (STORED_RESTORE_MS / 1000.0).to_string();
        app.notify(phrase(
            "notice_dungeon_set_aside",
            &[("name", self.name()), ("seconds", &seconds), ("key", DUNGEON_SAVE_ASIDE)],
        ));
        State::main_menu()
    }

    /// The file played to its end (or to the action that failed): its game
    /// becomes the app's, or the reason is told and nothing changes.
    fn finished(&mut self, app: &mut AppState, played: Result<Opened, DungeonFileError>) -> State {
        if let Origin::Stored { .. } = self.origin {
            app.requests.push(HostRequest::ForgetDungeonSave);
        }
        match played {
            Ok(opened) => {
                let tick = opened.dungeon.tick().to_string();
                let name = self.name().to_owned();
                let key = match self.origin {
                    Origin::Picked { replay: true, .. } => "notice_dungeon_replay_opened",
                    Origin::Picked { replay: false, .. } => "notice_dungeon_save_opened",
                    Origin::Stored { .. } | Origin::StoredRun { .. } => {
                        "notice_dungeon_welcome_back"
                    }
                };
                let source = opened.replay.source.clone();
                app.resume_session(opened.dungeon.into_game(), source, opened.replay, true);
                app.notify(phrase(key, &[("name", &name), ("tick", &tick)]));
                State::continue_game(app)
            }
            Err(error) => {
                let reason = error.to_string();
                match &self.origin {
                    Origin::Picked { name, .. } => app.notify(format!("{name}: {reason}")),
                    Origin::Stored { .. } | Origin::StoredRun { .. } => {
                        app.notify(phrase("notice_dungeon_unreadable", &[("reason", &reason)]));
                    }
                }
                self.back(app)
            }
        }
    }
}

/// Opens `restoring` at once if one slice plays it whole (a short file
/// opens as before), else the screen that plays it a slice a frame.
pub fn restore_or_slice(mut restoring: Restoring, app: &mut AppState) -> State {
    // A dungeon's play back sends no events (only the run's tells the
    // autosave what became of its store).
    let mut out = Outbox::default();
    restoring.slice(app, &mut out).unwrap_or_else(|| State::Restoring(Box::new(restoring)))
}

/// Restores the run's stored game at once if one slice plays it whole (the
/// screen on show stays, as a short game always restored), else the
/// screen that plays it a slice a frame.
pub fn restore_run_or_slice(
    restore: RunRestore,
    app: &mut AppState,
    out: &mut Outbox,
) -> Option<State> {
    let mut restoring = Restoring::stored_run(restore);
    match restoring.slice(app, out) {
        Some(_) => None,
        None => Some(State::Restoring(Box::new(restoring))),
    }
}

impl Restoring {
    /// Plays one slice; the next state once the file is played to its end
    /// or to the action that fails.
    fn slice(&mut self, app: &mut AppState, out: &mut Outbox) -> Option<State> {
        match self.playback.as_mut()? {
            Playback::Dungeon(restore) => {
                let sliced = restore.advance(SLICE_WORK);
                self.played = restore.played();
                if sliced.is_ok() && !restore.is_finished() {
                    return None;
                }
                let Some(Playback::Dungeon(restore)) = self.playback.take() else { return None };
                let played = sliced.and_then(|()| restore.finish());
                Some(self.finished(app, played))
            }
            Playback::Run(restore) => {
                let sliced = restore.advance(SLICE_WORK);
                (self.played, self.total) = (restore.played(), restore.total());
                if sliced.is_ok() && !restore.is_finished() {
                    return None;
                }
                let Some(Playback::Run(restore)) = self.playback.take() else { return None };
                let layout = restore.layout().clone();
                let restored = sliced.and_then(|()| restore.finish());
                Some(run_finished(app, out, layout, restored))
            }
        }
    }

    /// The hint under the bar: what Escape does.
    fn escape_hint(&self) -> String {
        let key = match self.origin {
            Origin::StoredRun { .. } => "restoring_escape_stored",
            _ => "restoring_escape",
        };
        phrase(key, &[])
    }

    /// Gives up the run's stored game, `aside` (kept as a replay file under
    /// [`RUN_SAVE_ASIDE`], its keys in the store removed) or not (it stays
    /// stored, tried again at the next start unless a game played before
    /// replaces it); the menu shows.
    fn give_up_run(&mut self, app: &mut AppState, out: &mut Outbox, aside: bool) -> State {
        let Some(Playback::Run(restore)) = self.playback.take() else { return State::main_menu() };
        let layout = restore.layout().clone();
        if aside {
            // Kept aside before anything is removed: storage that refuses
            // the copy stops the writes there, and the game stays stored.
            // A long log's replay is megabytes, more than `localStorage`
            // has room for beside the store: it goes where a big source
            // goes, the database.
            let text = restore.replay_text();
            let place = StorePlace::for_source(text.len());
            let mut writes = vec![StoreWrite::set(RUN_SAVE_ASIDE, text).in_place(place)];
            writes.push(StoreWrite::remove(HEAD_KEY));
            writes.push(StoreWrite::remove(BASE_KEY));
            writes.extend((0..layout.chunks).map(|i| StoreWrite::remove(chunk_key(i))));
            let source = StoreWrite::remove(source_key(&layout.source_hash));
            writes.push(source.in_place(layout.source_in));
            app.requests.push(HostRequest::StoreGame { writes });
            let seconds = (STORED_RESTORE_MS / 1000.0).to_string();
            app.notify(phrase(
                "notice_run_set_aside",
                &[
                    ("name", self.name()),
                    ("seconds", &seconds),
                    ("key", RUN_SAVE_ASIDE),
                    ("place", place.name()),
                ],
            ));
        } else {
            app.notify(phrase("notice_run_restore_abandoned", &[("name", self.name())]));
        }
        out.send(Event::StoredGameSettled { layout, continued: false, adopted: false });
        State::main_menu()
    }
}

/// The run's stored game played to its end (or to the step that drifted):
/// it becomes the app's game, the menu offering to continue it; or why it
/// cannot be is told. The autosave hears whether the store still holds it.
fn run_finished(
    app: &mut AppState,
    out: &mut Outbox,
    layout: StoredLayout,
    restored: Result<Restored, String>,
) -> State {
    match restored {
        Ok(restored) => {
            let source = restored.replay.source.clone();
            let turn = restored.game.turn;
            app.resume_session(restored.game, source, restored.replay, false);
            let adopted = restored.cut.is_none();
            match restored.cut {
                None => app.notify(phrase("notice_welcome_back", &[])),
                Some(reason) => app.notify(phrase_with(
                    "notice_save_cut",
                    &[("turn", turn.into()), ("reason", reason.into())],
                )),
            }
            out.send(Event::StoredGameSettled { layout, continued: true, adopted });
        }
        Err(reason) => {
            app.notify(phrase("notice_store_unreadable", &[("reason", &reason)]));
            out.send(Event::StoredGameSettled { layout, continued: false, adopted: false });
        }
    }
    State::main_menu()
}

impl Screen for Restoring {
    fn name(&self) -> &'static str {
        "restoring"
    }

    fn handle_key(
        &mut self,
        press: KeyPress,
        app: &mut AppState,
        out: &mut Outbox,
    ) -> Option<State> {
        if press.code != Key::Escape {
            return None;
        }
        if let Origin::StoredRun { .. } = self.origin {
            return Some(self.give_up_run(app, out, false));
        }
        if let Origin::Stored { text, .. } = &self.origin {
            let text = text.clone();
            return Some(self.set_aside(app, &text));
        }
        app.notify(phrase("notice_restore_abandoned", &[("name", self.name())]));
        Some(self.back(app))
    }

    fn update(&mut self, app: &mut AppState, out: &mut Outbox) -> Option<State> {
        match &mut self.origin {
            Origin::Stored { text, since_ms } => {
                let since = *since_ms.get_or_insert(app.clock.now_ms);
                if app.clock.now_ms - since > STORED_RESTORE_MS {
                    let text = text.clone();
                    return Some(self.set_aside(app, &text));
                }
            }
            Origin::StoredRun { since_ms } => {
                let since = *since_ms.get_or_insert(app.clock.now_ms);
                if app.clock.now_ms - since > STORED_RESTORE_MS {
                    return Some(self.give_up_run(app, out, true));
                }
            }
            Origin::Picked { .. } => {}
        }
        self.slice(app, out)
    }

    fn tick(&mut self, _app: &AppState, p: &mut dyn Painter) {
        let (w, h) = p.size();
        let l = Layout::of(p);
        p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgb(6, 5, 12)));
        let panel = Rect::new(w / 2.0 - l.u(400.0), h / 2.0 - l.u(80.0), l.u(800.0), l.u(160.0));
        p.fill_rect(panel, &Fill::Solid(theme::PANEL));
        p.stroke_rect(panel, theme::GOLD, l.u(2.0).max(1.0));
        let title =
            TextStyle::new(l.u(24.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
        let line = self.progress();
        let title = p.fitted(&line, &title, panel.w - l.u(40.0));
        p.draw_text(&line, w / 2.0, panel.y + l.u(22.0), &title);
        // The bar: the share of the actions played.
        let bar =
            Rect::new(panel.x + l.u(40.0), panel.y + l.u(70.0), panel.w - l.u(80.0), l.u(16.0));
        p.fill_rect(bar, &Fill::Solid(Color::rgba(255, 255, 255, 40)));
        let share = self.played as f64 / self.total.max(1) as f64;
        let done = Rect::new(bar.x, bar.y, (bar.w * share).round(), bar.h);
        p.fill_rect(done, &Fill::Solid(theme::GOLD));
        let body = TextStyle::new(l.u(17.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
        let hint = self.escape_hint();
        let style = p.fitted(&hint, &body, panel.w - l.u(40.0));
        p.draw_text(&hint, w / 2.0, panel.y + l.u(110.0), &style);
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["restoring"] = crate::json_value!({
            "name": self.name(),
            "played": self.played,
            "total": self.total,
        });
    }

    fn news(&self, _app: &AppState) -> News {
        // The count changes every frame: the reader hears what is going on
        // once, not each number.
        let title = phrase("restoring_title", &[("name", self.name())]);
        News { key: 0, lines: vec![title, self.escape_hint()], urgent: false }
    }
}
