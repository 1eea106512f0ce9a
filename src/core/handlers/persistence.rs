//! Persistence: autosaves after every turn, restores the saved game at start
//! (the menu then offers Continue), imports and exports saves, opens shared
//! links, records each finished run in the high-score table (stored under
//! its own key, read back at start), keeps the Build Your Own World save
//! found in storage for its `L`, continues a Dungeon Mania game an older
//! version kept under a key of its own (a dungeon is now the app's game,
//! stored like any), and tells the player when storage fails — the game goes on. A stored game whose source is read
//! asynchronously (from IndexedDB) is announced as being restored, and
//! nothing is saved until it arrives, so it is never overwritten unread.

use crate::core::app_state::{AppState, HostRequest, WorldSource};
use crate::core::bus::Outbox;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::high_scores::HighScores;
use crate::core::options::Options;
use crate::core::run_summary::RunSummary;
use crate::core::save_store::{RunRestore, StoreError, StoreWriter, StoredGame, StoredLayout};
use crate::core::screens::{restore_or_slice, restore_run_or_slice, Restoring};
use crate::core::state::State;
use crate::core::worlds;
use crate::dungeon::begin_save;
use crate::game::{parse_save, GameEvent};
use crate::locale::{self, phrase, phrase_with};

/// Saving, loading, links and the high-score table.
#[derive(Debug, Default)]
pub struct Persistence {
    /// The session whose run was last recorded, so a run is recorded once.
    recorded: Option<u64>,
    /// What the autosave's store holds, and what a turn adds to it.
    writer: StoreWriter,
    /// The id and chunk count of the stored game being restored, while its
    /// source is read.
    restoring: Option<(u64, usize)>,
}

impl EventHandler for Persistence {
    fn name(&self) -> &'static str {
        "Persistence"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let app = &mut *ctx.app;
        match event {
            Event::Tick { .. } => {
                self.autosave(app);
            }
            Event::StoredDungeonSaveFound { text } => return self.resume_dungeon(app, text),
            Event::StoredGameRestoring { log } => {
                self.restoring = Some((log.id(), log.chunks()));
                self.writer.found_source(log.source_hash(), log.source_in());
                app.notify(phrase("notice_restoring", &[]));
            }
            Event::StoredGameFound { read } => {
                if let Some((id, chunks)) = self.restoring.take() {
                    if app.session.is_some() {
                        // The player started a game while the source was
                        // read: theirs is the game now.
                        self.writer.forget(id, chunks);
                        app.notify(phrase("notice_restore_superseded", &[]));
                        return None;
                    }
                }
                return self.resume_stored(app, ctx.outbox, read);
            }
            Event::StoredGameSettled { layout, continued, adopted } => {
                self.settled(app, layout, *continued, *adopted);
            }
            Event::StoredSaveFound { text } => match restore(app, text, false) {
                Ok(()) => {
                    // The old single-key save moves into the store; it
                    // cannot be rebuilt from its source (it may have been
                    // recorded by older rules), so it keeps its record.
                    self.base_for_session(app);
                    self.writer.found_legacy();
                    app.notify(phrase("notice_welcome_back", &[]));
                }
                Err(reason) => {
                    app.unreadable_save = Some(text.clone());
                    app.notify(phrase("notice_save_unreadable", &[("reason", &reason)]));
                }
            },
            Event::StorageFailed { reason } => {
                self.writer.failed(app.session.as_ref());
                if app.storage_problem.is_none() {
                    app.notify(phrase("notice_cannot_save", &[("reason", reason)]));
                }
                app.storage_problem = Some(reason.clone());
            }
            Event::StorageWorks if app.storage_problem.take().is_some() => {
                app.notify(phrase("notice_saving_works", &[]));
            }
            Event::SaveFileLoaded { name, text } => {
                return match restore(app, text, true) {
                    Ok(()) => {
                        self.base_for_session(app);
                        app.notify(phrase("notice_save_loaded", &[("name", name)]));
                        // A game that had already ended opens on its end.
                        Some(State::continue_game(app))
                    }
                    Err(reason) => {
                        app.notify(phrase(
                            "notice_file_error",
                            &[("name", name), ("reason", &reason)],
                        ));
                        None
                    }
                };
            }
            Event::LinkOpened { query } => return open_link(app, query),
            Event::Game(GameEvent::PlayerDie | GameEvent::Won) => self.record_run(app),
            Event::StoredHighScoresFound { text } => read_high_scores(app, text),
            Event::OptionsFound { text, prefers_reduced_motion } => {
                read_options(app, text.as_deref(), *prefers_reduced_motion);
            }
            Event::StoredByowSaveFound { text } => app.byow_save = Some(text.clone()),
            _ => {}
        }
        None
    }
}

impl Persistence {
    /// Brings the store up to the current game (at most once a frame): a
    /// turn's writes are the newest chunk of its log, not the whole game.
    fn autosave(&mut self, app: &mut AppState) {
        if self.restoring.is_some() {
            return;
        }
        let Some(session) = app.session.as_mut() else { return };
        session.unsaved = false;
        let writes = self.writer.writes(session);
        if !writes.is_empty() {
            app.requests.push(HostRequest::StoreGame { writes });
        }
    }

    /// The current session is stored with its record as a base snapshot.
    fn base_for_session(&mut self, app: &AppState) {
        if let Some(session) = &app.session {
            self.writer.needs_base(session.generation);
        }
    }

    /// Continues the game read from the store. One that cannot be read is
    /// explained (the page starts at the menu) and replaced by the next game
    /// played; one whose log drifted continues from its last good step. A
    /// log longer than a slice is played on the restoring screen, a slice a
    /// frame, so the page keeps answering.
    fn resume_stored(
        &mut self,
        app: &mut AppState,
        out: &mut Outbox,
        read: &Result<Box<StoredGame>, StoreError>,
    ) -> Option<State> {
        let stored = match read {
            Ok(stored) => stored,
            Err(error) => {
                if let Some((id, chunks)) = error.head {
                    self.writer.forget(id, chunks);
                }
                app.notify(phrase("notice_store_unreadable", &[("reason", &error.to_string())]));
                return None;
            }
        };
        let layout = stored.layout();
        match RunRestore::new(StoredGame::clone(stored)) {
            Ok(restore) => restore_run_or_slice(restore, app, out),
            Err(reason) => {
                self.writer.forget(layout.id, layout.chunks);
                app.notify(phrase("notice_store_unreadable", &[("reason", &reason)]));
                None
            }
        }
    }

    /// The stored game's play back is over: the store is the game's to go
    /// on appending to when it holds it as it is, else it is replaced by
    /// the next game written.
    fn settled(&mut self, app: &AppState, layout: &StoredLayout, continued: bool, adopted: bool) {
        let generation = app.session.as_ref().map_or(0, |s| s.generation);
        if continued && layout.base {
            self.writer.needs_base(generation);
        }
        if adopted {
            self.writer.adopt(generation, layout);
        } else {
            self.writer.forget(layout.id, layout.chunks);
        }
    }

    /// Continues the dungeon an older version kept under its own key (the
    /// game on screen then, the main game waiting behind it), when no game
    /// was stored or is being restored: it becomes the app's game, stored
    /// like any from now on. The old key is forgotten either way.
    fn resume_dungeon(&mut self, app: &mut AppState, text: &str) -> Option<State> {
        if app.session.is_some() || self.restoring.is_some() {
            app.requests.push(HostRequest::ForgetDungeonSave);
            return None;
        }
        // A save the older dungeon format wrote (before the engine's) is
        // read and played into the engine's, a slice a frame if it is long;
        // its key is forgotten once it is played, or kept aside if that
        // takes too long.
        match begin_save(text) {
            Ok(restore) => Some(restore_or_slice(Restoring::stored(restore, text), app)),
            Err(reason) => {
                app.requests.push(HostRequest::ForgetDungeonSave);
                app.notify(phrase("notice_dungeon_unreadable", &[("reason", &reason.to_string())]));
                None
            }
        }
    }

    /// Adds the session's finished run to the table and stores the table.
    fn record_run(&mut self, app: &mut AppState) {
        let Some(session) = &app.session else { return };
        if !session.is_over() || self.recorded == Some(session.generation) {
            return;
        }
        self.recorded = Some(session.generation);
        app.high_scores.record(RunSummary::of(session));
        app.requests.push(HostRequest::StoreHighScores { text: app.high_scores.to_text() });
    }
}

/// Takes the table found in storage; one that cannot be read is ignored (the
/// next finished run replaces it) and the player is told why.
fn read_high_scores(app: &mut AppState, text: &str) {
    match HighScores::parse(text) {
        Ok(read) => {
            app.high_scores = read.table;
            if read.dropped > 0 {
                app.notify(phrase_with("notice_scores_dropped", &[("count", read.dropped.into())]));
            }
        }
        Err(reason) => {
            app.notify(phrase("notice_scores_ignored", &[("reason", &reason.to_string())]));
        }
    }
}

/// Takes the options found in storage over this machine's defaults; text
/// that cannot be read gives the defaults, and the player is told why (the
/// next change to an option replaces it).
fn read_options(app: &mut AppState, text: Option<&str>, prefers_reduced_motion: bool) {
    let defaults = Options::defaults(prefers_reduced_motion);
    app.options = match text.map(|text| Options::parse(text, &defaults)) {
        None => defaults,
        Some(Ok(options)) => options,
        Some(Err(reason)) => {
            app.notify(locale::phrase("options_unreadable", &[("reason", &reason)]));
            defaults
        }
    };
}

/// Makes the game in a save file the current one; the current game is kept
/// when the file is bad. `unsaved` when storage does not hold it yet.
fn restore(app: &mut AppState, text: &str, unsaved: bool) -> Result<(), String> {
    let save = parse_save(text).map_err(|e| e.to_string())?;
    let game = save.restore().map_err(|e| e.to_string())?;
    app.resume_session(game, save.source, save.replay, unsaved);
    Ok(())
}

/// The page's query without the parameters that open a game (`seed`,
/// `world`), which the page drops from its address once they are handled.
pub fn query_without_link(query: &str) -> String {
    query
        .split('&')
        .filter(|pair| {
            let key = pair.split_once('=').map_or(*pair, |(key, _)| key);
            !pair.is_empty() && key != "seed" && key != "world"
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// The language a link asks for (`?lang=CODE`), if any; the page keeps
/// this parameter in its address.
pub fn link_language(query: &str) -> Option<String> {
    query.split('&').find_map(|pair| match pair.split_once('=') {
        Some(("lang", code)) if !code.is_empty() => Some(code.chars().take(32).collect()),
        _ => None,
    })
}

/// `?seed=N` starts that random world, `?world=NAME` a built-in one; a bad
/// parameter is explained, never a blank page. A link never destroys a game:
/// the link of the saved game itself continues it, and another one asks
/// first (the page then drops the parameters from its address, so a reload
/// does not ask again).
fn open_link(app: &mut AppState, query: &str) -> Option<State> {
    let mut source = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "seed" => match value.parse::<u64>() {
                Ok(seed) => source = Some(WorldSource::descent(seed)),
                Err(_) => {
                    // A whole number that does not fit (below 0 or too big)
                    // is told its range, anything else that it is no number.
                    let digits = value.strip_prefix('-').unwrap_or(value);
                    let whole = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
                    let key = if whole { "notice_seed_range" } else { "notice_bad_seed" };
                    app.notify(phrase(key, &[("value", value)]));
                    return None;
                }
            },
            "world" if source.is_none() => {
                if worlds::builtin_text(value).is_some() {
                    source = Some(WorldSource::Builtin { name: value.to_owned() });
                } else {
                    let names: Vec<&str> = worlds::BUILTIN.iter().map(|w| w.0).collect();
                    let names = names.join(", ");
                    app.notify(phrase("notice_no_world", &[("value", value), ("names", &names)]));
                    return None;
                }
            }
            _ => {}
        }
    }
    let source = source?;
    if let Some(session) = app.session.as_ref().filter(|s| s.source == source) {
        // Reloading the page of a link: its game is the saved one.
        let turn = session.game.turn;
        app.notify(phrase_with(
            "notice_welcome_back_to",
            &[("source", locale::source(&source).into()), ("turn", turn.into())],
        ));
        return Some(State::continue_game(app));
    }
    let next = worlds::request_start(app, source.clone(), &State::main_menu());
    if matches!(next, State::Confirm(_)) {
        app.notify(phrase("notice_link_opens", &[("source", &locale::source(&source))]));
    }
    Some(next)
}
