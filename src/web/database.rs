//! The autosave's database: the page's IndexedDB, which keeps the world
//! sources too big for `localStorage` ([`crate::core::save_store`] decides
//! which). Every operation is asynchronous: it opens the database, runs one
//! transaction on its one object store and leaves its reply in an inbox
//! that the animation loop empties ([`Database::take_replies`]). The store's
//! other writes wait behind a database write in [`Database::queued`], so
//! they reach storage in the order the game made them.

use crate::core::save_store::{StoreProblem, StoreWrite, StoredLog};
use crate::core::Event;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{IdbDatabase, IdbObjectStore, IdbOpenDbRequest, IdbRequest, IdbTransactionMode};

/// The database's name.
pub const DATABASE_NAME: &str = "roguelike";

/// The database's version: version 1 has the one object store.
const DATABASE_VERSION: u32 = 1;

/// The object store of world sources, keyed by the store's source keys.
pub const SOURCES_STORE: &str = "sources";

/// What a finished operation left for the page.
#[derive(Debug)]
pub enum Reply {
    /// A write finished, or why it failed.
    Wrote(Result<(), String>),
    /// A read of a stored game's source finished: the event for the game.
    Found(Event),
}

/// The DOM handlers of the operations under way, kept alive until every
/// operation has replied.
type Handlers = Rc<RefCell<Vec<Closure<dyn FnMut(web_sys::Event)>>>>;

/// What an operation does in its transaction: the request it makes.
type Act = Box<dyn FnOnce(&IdbObjectStore) -> Result<IdbRequest, JsValue>>;

/// Called once with an operation's outcome: its request's result, or why
/// it failed.
type Finish = Rc<dyn Fn(Result<JsValue, String>)>;

/// The page's IndexedDB and the store's writes waiting behind it.
#[derive(Debug, Default)]
pub struct Database {
    inbox: Rc<RefCell<Vec<Reply>>>,
    handlers: Handlers,
    /// Operations started and not yet replied.
    in_flight: usize,
    /// A write is under way.
    writing: bool,
    /// The store's writes that wait for the database write under way.
    pub queued: Vec<StoreWrite>,
}

impl Database {
    /// True while a write is under way (later writes must wait for it).
    pub fn writing(&self) -> bool {
        self.writing
    }

    /// Starts `write` (a set or a removal in the database); its reply is a
    /// [`Reply::Wrote`].
    pub fn write(&mut self, window: &web_sys::Window, write: StoreWrite) {
        self.writing = true;
        let inbox = self.inbox.clone();
        let finish = once(move |result: Result<JsValue, String>| {
            inbox.borrow_mut().push(Reply::Wrote(result.map(|_| ())));
        });
        let StoreWrite { key, value, .. } = write;
        let act = move |store: &IdbObjectStore| match &value {
            Some(value) => store.put_with_key(&JsValue::from_str(value), &JsValue::from_str(&key)),
            None => store.delete(&JsValue::from_str(&key)),
        };
        self.start(window, IdbTransactionMode::Readwrite, Box::new(act), finish);
    }

    /// Starts reading `log`'s source; its reply is a [`Reply::Found`] with
    /// the stored game, or what is wrong (a missing record, a value that is
    /// not text or is too long, a database that cannot be opened).
    pub fn read(&mut self, window: &web_sys::Window, log: StoredLog) {
        let inbox = self.inbox.clone();
        let key = log.source_key();
        let finish = once(move |result: Result<JsValue, String>| {
            let read = source_read(log, &result);
            inbox.borrow_mut().push(Reply::Found(Event::StoredGameFound { read }));
        });
        let act = move |store: &IdbObjectStore| store.get(&JsValue::from_str(&key));
        self.start(window, IdbTransactionMode::Readonly, Box::new(act), finish);
    }

    /// The replies of the operations finished since the last call. Once
    /// none is under way, their handlers are dropped.
    pub fn take_replies(&mut self) -> Vec<Reply> {
        let replies = std::mem::take(&mut *self.inbox.borrow_mut());
        self.in_flight = self.in_flight.saturating_sub(replies.len());
        if replies.iter().any(|reply| matches!(reply, Reply::Wrote(_))) {
            self.writing = false;
        }
        if self.in_flight == 0 {
            self.handlers.borrow_mut().clear();
        }
        replies
    }

    /// Opens the database (creating its store the first time), runs `act`
    /// on the store in a transaction of `mode`, and calls `finish` with the
    /// request's result once the transaction is complete, or with why any
    /// step failed.
    fn start(
        &mut self,
        window: &web_sys::Window,
        mode: IdbTransactionMode,
        act: Act,
        finish: Finish,
    ) {
        self.in_flight += 1;
        let request = match window.indexed_db() {
            Ok(Some(factory)) => factory.open_with_u32(DATABASE_NAME, DATABASE_VERSION),
            Ok(None) => return finish(Err("this browser offers no IndexedDB".into())),
            Err(e) => Err(e),
        };
        let request = match request {
            Ok(request) => request,
            Err(e) => return finish(Err(super::host::describe(&e))),
        };
        let handlers = self.handlers.clone();
        let opened = request.clone();
        listen(&handlers, |f| request.set_onupgradeneeded(f), move |_| create_store(&opened));
        let (opened, done) = (request.clone(), finish.clone());
        listen(&handlers, |f| request.set_onerror(f), move |_| done(Err(request_error(&opened))));
        let (opened, kept) = (request.clone(), handlers.clone());
        let mut act = Some(act);
        listen(
            &handlers,
            |f| request.set_onsuccess(f),
            move |_| {
                let Some(act) = act.take() else { return };
                transact(&kept, &opened, mode, act, finish.clone());
            },
        );
    }
}

/// In the open database, runs `act` in a transaction and reports its end.
fn transact(
    handlers: &Handlers,
    opened: &IdbOpenDbRequest,
    mode: IdbTransactionMode,
    act: Act,
    finish: Finish,
) {
    let database = match opened.result().and_then(|db| db.dyn_into::<IdbDatabase>()) {
        Ok(database) => database,
        Err(e) => return finish(Err(super::host::describe(&e))),
    };
    let started = database.transaction_with_str_and_mode(SOURCES_STORE, mode).and_then(|tx| {
        let request = act(&tx.object_store(SOURCES_STORE)?)?;
        Ok((tx, request))
    });
    let (transaction, request) = match started {
        Ok(started) => started,
        Err(e) => {
            database.close();
            return finish(Err(super::host::describe(&e)));
        }
    };
    let (db, done) = (database.clone(), finish.clone());
    listen(
        handlers,
        |f| transaction.set_oncomplete(f),
        move |_| {
            db.close();
            done(Ok(request.result().unwrap_or(JsValue::UNDEFINED)));
        },
    );
    for abort in [true, false] {
        let (db, done, tx) = (database.clone(), finish.clone(), transaction.clone());
        let failed = move |_| {
            db.close();
            let reason =
                tx.error().map_or_else(|| "the transaction failed".into(), |e| e.message());
            done(Err(reason));
        };
        if abort {
            listen(handlers, |f| transaction.set_onabort(f), failed);
        } else {
            listen(handlers, |f| transaction.set_onerror(f), failed);
        }
    }
}

/// Creates the sources' store when the database is new.
fn create_store(opened: &IdbOpenDbRequest) {
    let Ok(database) = opened.result().and_then(|db| db.dyn_into::<IdbDatabase>()) else {
        return;
    };
    if !database.object_store_names().contains(SOURCES_STORE) {
        // A failure here fails the open, which reports it.
        let _ = database.create_object_store(SOURCES_STORE);
    }
}

/// The stored game from its source as the database returned it.
fn source_read(
    log: StoredLog,
    result: &Result<JsValue, String>,
) -> Result<Box<crate::core::save_store::StoredGame>, crate::core::save_store::StoreError> {
    let key = log.source_key();
    let value = match result {
        Ok(value) => value,
        Err(e) => return Err(log.fail(&key, StoreProblem::DatabaseUnreadable(e.clone()))),
    };
    if value.is_undefined() {
        return log.with_source(None).map(Box::new);
    }
    let Some(text) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(log.fail(&key, StoreProblem::SourceNotText { valid: false }));
    };
    // Checked before the copy out of JavaScript, so a huge value costs nothing.
    log.check_source_length(u64::from(text.length()))?;
    match text.as_string() {
        Some(text) => log.with_source(Some(text)).map(Box::new),
        None => Err(log.fail(&key, StoreProblem::SourceNotText { valid: true })),
    }
}

/// Why an open request failed.
fn request_error(request: &IdbOpenDbRequest) -> String {
    match request.error() {
        Ok(Some(error)) => error.message(),
        _ => "IndexedDB could not be opened".into(),
    }
}

/// A [`Finish`] that runs `f` the first time only.
fn once(f: impl FnOnce(Result<JsValue, String>) + 'static) -> Finish {
    let slot = RefCell::new(Some(f));
    Rc::new(move |result| {
        let f = slot.borrow_mut().take();
        if let Some(f) = f {
            f(result);
        }
    })
}

/// Sets a DOM handler through `set`, kept alive in `handlers`.
fn listen(
    handlers: &Handlers,
    set: impl FnOnce(Option<&js_sys::Function>),
    f: impl FnMut(web_sys::Event) + 'static,
) {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    set(Some(closure.as_ref().unchecked_ref()));
    handlers.borrow_mut().push(closure);
}
