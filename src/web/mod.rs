//! The browser glue (wasm32 only): the entry point, DOM listeners, the
//! animation loop, the canvas painter, the sound player, file loading and
//! `window.roguelike`.

mod audio;
#[cfg(feature = "bench-web")]
mod bench;
mod canvas_painter;
mod database;
mod host;
mod keys;
mod listener;
mod live_region;
mod store;

pub use audio::WebAudio;
pub use canvas_painter::{CanvasPainter, TextureState};
pub use keys::{key_event, should_prevent_default};
pub use listener::Listener;
pub use live_region::LiveRegions;

use crate::core::save_store::StoredLog;
use crate::core::{App, Event};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Window};

/// Shortest time between two ticks: at most 60 a second, whatever the display.
const TICK_MS: f64 = 1000.0 / 60.0;

/// How long the first frame waits for textures, ms since the page started.
const TEXTURE_WAIT_MS: f64 = 3000.0;
/// Frames in a row the same as the one on the canvas after which the loop
/// sleeps: it stops asking the browser for a frame sixty times a second
/// (which kept a fifth of a core busy on a page left alone) and ticks every
/// [`SLEEPING_TICK_MS`] instead, until a frame changes or input comes.
const FRAMES_BEFORE_SLEEP: u32 = 60;
/// How often a sleeping loop still ticks: what changes without input (a
/// notice running out, a fetch or a store finishing) shows this late at most.
const SLEEPING_TICK_MS: i32 = 100;

/// The atlas when the page does not name one (a page built by hand from
/// `www/` and `assets/`); `make build` names its content-hashed copy on the
/// canvas's `data-atlas`.
const DEFAULT_ATLAS: &str = "assets/textures/atlas.png";

/// Everything running on the page.
#[derive(Debug)]
struct Runtime {
    app: App,
    painter: CanvasPainter,
    window: Window,
    canvas: HtmlCanvasElement,
    next_tick_ms: f64,
    ratio: f64,
    listeners: Vec<Listener>,
    frame: Option<Closure<dyn FnMut(f64)>>,
    /// The sleeping loop's tick (see [`FRAMES_BEFORE_SLEEP`]).
    sleeping_tick: Option<Closure<dyn FnMut()>>,
    /// While the loop sleeps, its timer.
    sleeping: Option<i32>,
    /// Frames in a row that drew nothing new.
    unchanged: u32,
    /// Events raised while serving requests, run after the current dispatch.
    pending: Vec<Event>,
    /// The last store failed: the next one that works says so.
    storage_failing: bool,
    /// Where announcements for a screen reader go.
    live: LiveRegions,
    /// The autosave's IndexedDB, and the store's writes waiting for it.
    database: database::Database,
    /// The page's link (`?seed=` …), held while the saved game is restored
    /// from the database, so it asks before replacing that game.
    held_link: Option<String>,
    /// Plays the app's sounds and music (once a key or click allows it).
    audio: WebAudio,
    /// With a game in storage, its reading is put off until the first menu
    /// frame is on screen (saying the game is being restored).
    startup: Option<PutOff>,
    /// Input that came before the put-off reading, handled after it (a key
    /// must not start a game the restore would then replace).
    held_input: Vec<Event>,
    /// The first frame has been drawn.
    drawn: bool,
    /// The language whose table is being fetched (chosen in the options).
    language_fetching: Option<&'static str>,
    /// The languages whose tables could not be fetched: not asked for again
    /// while the page lives (a reload tries again).
    language_failed: Vec<&'static str>,
    /// Where that fetch leaves the table (or what went wrong).
    language_fetch: Rc<RefCell<Option<FetchedTable>>>,
}

/// A language's table as fetched: its code, and its text or what went wrong.
type FetchedTable = (&'static str, Result<String, String>);

/// What the start leaves for the frame after the first, when a game is
/// stored.
#[derive(Debug)]
struct PutOff {
    /// The page's query, opened after the stored game is read.
    query: String,
    /// The notice that no table has the language the link asked for: shown
    /// after the store's notices, as when nothing is put off.
    language_notice: Option<String>,
}

/// The handle the page keeps as `window.roguelike`; dropping it (`free()`)
/// stops the game and detaches every listener.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Roguelike {
    runtime: Rc<RefCell<Runtime>>,
}

#[wasm_bindgen]
impl Roguelike {
    /// A plain JSON object describing the app and the game.
    pub fn snapshot(&self) -> JsValue {
        let rt = self.runtime.borrow();
        // Only the page knows whether the browser lets it sound yet.
        let context = rt.audio.state();
        let text = rt.app.snapshot_text(|snapshot| {
            snapshot["audio"]["context"] = crate::json_value!(context);
        });
        js_sys::JSON::parse(&text).unwrap_or(JsValue::NULL)
    }

    /// Renders every sound effect and every piece of music once, as the
    /// player does when each is first needed, and returns the
    /// milliseconds taken: `{"effects": ms, "music": {"menu": ms, …}}`.
    #[wasm_bindgen(js_name = timeSoundRender)]
    pub fn time_sound_render(&self) -> JsValue {
        let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
            return JsValue::NULL;
        };
        let start = performance.now();
        for sound in crate::audio::Sound::ALL {
            crate::audio::Effects::get().render(sound);
        }
        let effects = performance.now() - start;
        let mut music = serde_json::Map::new();
        for piece in crate::audio::Music::ALL {
            let start = performance.now();
            crate::audio::Pieces::get().render(piece);
            music.insert(piece.name().into(), crate::json_value!(performance.now() - start));
        }
        let json =
            crate::json::to_string(&crate::json_value!({ "effects": effects, "music": music }));
        js_sys::JSON::parse(&json).unwrap_or(JsValue::NULL)
    }

    /// The main menu's lines, as shown (for tests and accessibility tools).
    /// Where the camera looked in the last frame, `[x, y]` in cells, or
    /// `null` when no game is on screen.
    pub fn camera(&self) -> JsValue {
        match self.runtime.borrow().app.camera() {
            Some((x, y)) => js_sys::Array::of2(&JsValue::from_f64(x), &JsValue::from_f64(y)).into(),
            None => JsValue::NULL,
        }
    }

    /// Where the centre of cell (`x`, `y`) was drawn in the last frame,
    /// `[x, y]` in CSS pixels of the canvas (where to point the mouse), or
    /// `null` when no game is on screen.
    #[wasm_bindgen(js_name = cellPoint)]
    pub fn cell_point(&self, x: i32, y: i32) -> JsValue {
        let cell = crate::game::Coordinates::new(x, y);
        match self.runtime.borrow().app.cell_point(cell) {
            Some((x, y)) => js_sys::Array::of2(&JsValue::from_f64(x), &JsValue::from_f64(y)).into(),
            None => JsValue::NULL,
        }
    }

    #[wasm_bindgen(js_name = menuItems)]
    pub fn menu_items(&self) -> Vec<String> {
        let rt = self.runtime.borrow();
        crate::core::screens::menu_labels(rt.app.state())
    }

    /// Parses `text` as a world file `runs` times and returns the median
    /// time in milliseconds (a browser figure for the parser benchmark), or
    /// a negative number if the text has errors.
    #[wasm_bindgen(js_name = timeWorldParse)]
    pub fn time_world_parse(&self, text: &str, runs: u32) -> f64 {
        let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
            return -1.0;
        };
        let mut times = Vec::new();
        for _ in 0..runs.max(1) {
            let start = performance.now();
            if crate::gen::parse_world(text).is_err() {
                return -1.0;
            }
            times.push(performance.now() - start);
        }
        crate::order::sort_by(&mut times, f64::total_cmp);
        times[times.len() / 2]
    }

    /// True once every texture has loaded or failed.
    #[wasm_bindgen(js_name = texturesReady)]
    pub fn textures_ready(&self) -> bool {
        self.runtime.borrow().painter.textures_settled()
    }
}

/// The entry point: builds the app, chooses the language (waiting for
/// English's table and its own, which the wasm does not carry), attaches
/// listeners, starts the loop and publishes `window.roguelike`. Not an entry point in the benchmark build,
/// which runs in node, without a page.
#[cfg_attr(not(feature = "bench-web"), wasm_bindgen(start))]
pub fn start() -> Result<(), JsValue> {
    mark("wasm-start");
    install_panic_hook();
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let canvas = document
        .get_element_by_id("game")
        .ok_or("the page has no <canvas id=\"game\">")?
        .dyn_into::<HtmlCanvasElement>()?;
    let atlas = canvas.get_attribute("data-atlas").unwrap_or_else(|| DEFAULT_ATLAS.to_owned());
    let painter = CanvasPainter::new(canvas.clone(), &atlas)?;
    let app = App::new(host::entropy());
    let runtime = Rc::new(RefCell::new(Runtime {
        app,
        painter,
        window: window.clone(),
        canvas: canvas.clone(),
        next_tick_ms: 0.0,
        ratio: window.device_pixel_ratio(),
        listeners: Vec::new(),
        frame: None,
        sleeping_tick: None,
        sleeping: None,
        unchanged: 0,
        pending: Vec::new(),
        storage_failing: false,
        live: LiveRegions::find(&document),
        database: database::Database::default(),
        held_link: None,
        audio: WebAudio::default(),
        startup: None,
        held_input: Vec::new(),
        drawn: false,
        language_fetching: None,
        language_failed: Vec::new(),
        language_fetch: Rc::default(),
    }));
    mark("painter-and-app");
    let query = window.location().search().unwrap_or_default().trim_start_matches('?').to_owned();
    let choice = choose_language(&window, &query);
    let missing = crate::locale::missing_tables();
    if missing.is_empty() {
        return finish_start(runtime, query, language_notice(&choice));
    }
    // The tables are files of their own: English (preloaded from the head
    // beside the wasm) and the chosen language's, asked for at once. The
    // menu waits for them, so its first frame is already in its language,
    // and the notice about the choice is worded once they are in.
    let requests: Vec<_> = missing
        .into_iter()
        .map(|code| {
            let url = language_url(&canvas, code);
            let request = early_read(&window, &url).unwrap_or_else(|| window.fetch_with_str(&url));
            (code, url, request)
        })
        .collect();
    wasm_bindgen_futures::spawn_local(async move {
        for (code, url, request) in requests {
            let fetched = fetch_text(request, &url).await;
            runtime.borrow_mut().take_language(code, fetched);
        }
        if let Err(error) = finish_start(runtime, query, language_notice(&choice)) {
            web_sys::console::error_1(&error);
        }
    });
    Ok(())
}

/// The rest of the start, once the language's table is in: the listeners
/// (no input reaches the app before its menu), the menu, the storage (or,
/// with a game stored, the notice that it is being restored), the loop and
/// `window.roguelike`.
fn finish_start(
    runtime: Rc<RefCell<Runtime>>,
    query: String,
    language_notice: Option<String>,
) -> Result<(), JsValue> {
    {
        let (window, canvas) = {
            let rt = runtime.borrow();
            (rt.window.clone(), rt.canvas.clone())
        };
        let document = window.document().ok_or("no document")?;
        let listeners =
            host::attach_listeners(&window, &document, &canvas, &Rc::downgrade(&runtime))?;
        runtime.borrow_mut().listeners = listeners;
    }
    {
        let mut rt = runtime.borrow_mut();
        let location = rt.window.location();
        let (w, h, r) = css_size(&rt.window, &rt.canvas);
        rt.dispatch(Event::Load { css_width: w, css_height: h, device_pixel_ratio: r });
        let page = format!(
            "{}{}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_default()
        );
        rt.app.state_mut().page_url = page;
        host::ask_to_persist(&rt.window);
        mark("menu-ready");
        if host::game_is_stored(&rt.window) {
            // The menu is drawn with the player's options, saying the game
            // is being restored; the store is read on the next frame.
            let text = host::stored_options(&rt.window);
            let prefers_reduced_motion = host::prefers_reduced_motion(&rt.window);
            rt.dispatch(Event::OptionsFound { text, prefers_reduced_motion });
            rt.app.state_mut().notify(crate::locale::phrase("notice_restoring", &[]));
            rt.startup = Some(PutOff { query, language_notice });
        } else {
            rt.read_storage(query);
            rt.tell_language(language_notice);
            mark("storage-read");
        }
    }
    start_loop(&runtime)?;
    let rt = runtime.borrow();
    let _ = rt.canvas.focus();
    let window = rt.window.clone();
    drop(rt);
    let handle = Roguelike { runtime };
    js_sys::Reflect::set(&window, &JsValue::from_str("roguelike"), &JsValue::from(handle))?;
    Ok(())
}

/// Where the page keeps the table of `code`: the canvas's
/// `data-locale-CODE` (content-hashed by `make build`), or beside the
/// sources for a page built by hand.
fn language_url(canvas: &HtmlCanvasElement, code: &str) -> String {
    canvas
        .get_attribute(&format!("data-locale-{code}"))
        .unwrap_or_else(|| format!("assets/locale/{code}.json"))
}

/// The loader's read of `url`, when it started one (`www/main.js` reads
/// English's table while the wasm downloads and compiles, so the wasm finds
/// it read instead of waiting two trips through the network service after
/// it starts: issue 30).
fn early_read(window: &Window, url: &str) -> Option<js_sys::Promise> {
    let early = js_sys::Reflect::get(window, &JsValue::from_str("roguelikeEarly")).ok()?;
    js_sys::Reflect::get(&early, &JsValue::from_str(url)).ok()?.dyn_into().ok()
}

/// The text `request` (the fetch of `url`, or the loader's read of it)
/// brings, or what went wrong in words.
async fn fetch_text(request: js_sys::Promise, url: &str) -> Result<String, String> {
    use wasm_bindgen_futures::JsFuture;
    let describe = |error: JsValue| error.as_string().unwrap_or_else(|| format!("{error:?}"));
    let response = JsFuture::from(request).await.map_err(describe)?;
    if let Some(text) = response.as_string() {
        return Ok(text);
    }
    let response: web_sys::Response = response.dyn_into().map_err(describe)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(describe)?).await.map_err(describe)?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

/// Sets the language from the link's `?lang=`, the remembered choice or
/// the browser's languages, remembering it when it is new; the choice, for
/// [`language_notice`] once the tables are in.
fn choose_language(window: &Window, query: &str) -> crate::locale::LanguageChoice {
    let link = crate::core::link_language(query);
    let stored = host::stored_language(window);
    let choice = crate::locale::choose_language(
        link.as_deref(),
        stored.as_deref(),
        &host::system_languages(window),
    );
    crate::locale::set_language(choice.code);
    if choice.remember {
        host::store_language(window, choice.code);
    }
    choice
}

/// What the player is told about the language chosen, if anything: a link's
/// code no table has, or a remembered value that names none (shown cut short
/// and escaped, as storage may hold anything).
fn language_notice(choice: &crate::locale::LanguageChoice) -> Option<String> {
    use crate::locale::phrase;
    if let Some(code) = &choice.unknown {
        return Some(phrase("notice_unknown_language", &[("code", code)]));
    }
    let spoilt = choice.spoilt.as_deref()?;
    let shown: String = spoilt.chars().take(20).flat_map(char::escape_debug).collect();
    Some(phrase("notice_spoilt_language", &[("code", &shown)]))
}

impl Runtime {
    /// Hands in the table of `code` the page fetched; when it could not be
    /// had, the game goes on in English (not remembered: the next visit
    /// tries again) and the player is told why. Without English's own table
    /// the page still starts, its phrases showing as their keys, and says so
    /// in every language (no table can word it).
    fn take_language(&mut self, code: &'static str, fetched: Result<String, String>) {
        mark("language");
        let problem = match fetched {
            Ok(text) => crate::locale::provide(code, &text).err().map(|e| e.to_string()),
            Err(error) => Some(error),
        };
        let Some(detail) = problem else { return };
        web_sys::console::warn_1(&JsValue::from_str(&detail));
        self.language_failed.push(code);
        let notice = if crate::locale::table_is_in("en") {
            crate::locale::set_language("en");
            crate::locale::phrase(
                "notice_language_unavailable",
                &[("code", code), ("detail", &detail)],
            )
        } else {
            crate::locale::table_unavailable(code, &detail)
        };
        self.app.state_mut().notify(notice);
    }

    /// Fetches the table of a language chosen in the options whose table
    /// is not in yet (text shows in English meanwhile), and hands it in
    /// once it has come.
    fn serve_language(&mut self) {
        let arrived = self.language_fetch.borrow_mut().take();
        if let Some((code, fetched)) = arrived {
            self.language_fetching = None;
            self.take_language(code, fetched);
            return;
        }
        let Some(code) = crate::locale::missing_table() else { return };
        if self.language_fetching == Some(code) || self.language_failed.contains(&code) {
            return;
        }
        self.language_fetching = Some(code);
        let url = language_url(&self.canvas, code);
        let request = self.window.fetch_with_str(&url);
        let mailbox = Rc::clone(&self.language_fetch);
        wasm_bindgen_futures::spawn_local(async move {
            let fetched = fetch_text(request, &url).await;
            *mailbox.borrow_mut() = Some((code, fetched));
        });
    }

    /// Reads what storage keeps (the saved game, high scores, the other
    /// modes' saves, options) and then opens the page's link, held while a
    /// game is restored from the database.
    fn read_storage(&mut self, query: String) {
        match host::stored_game_event(&self.window) {
            Some(Event::StoredGameRestoring { log }) => {
                // The source is read asynchronously: the menu shows
                // meanwhile, and the game arrives through the loop.
                let window = self.window.clone();
                self.database.read(&window, StoredLog::clone(&log));
                self.held_link = Some(String::new());
                self.dispatch(Event::StoredGameRestoring { log });
            }
            Some(event) => self.dispatch(event),
            None => {}
        }
        // After the save, so a notice about a spoilt table is the one shown.
        if let Some(text) = host::stored_high_scores(&self.window) {
            self.dispatch(Event::StoredHighScoresFound { text });
        }
        if let Some(text) = host::stored_byow_save(&self.window) {
            self.dispatch(Event::StoredByowSaveFound { text });
        }
        // After the saves: a notice about spoilt options is the
        // one the player sees, since it changes how the page behaves.
        let text = host::stored_options(&self.window);
        let prefers_reduced_motion = host::prefers_reduced_motion(&self.window);
        self.dispatch(Event::OptionsFound { text, prefers_reduced_motion });
        // Last: the dungeon that was on screen opens over the menu.
        if let Some(text) = host::stored_dungeon_save(&self.window) {
            self.dispatch(Event::StoredDungeonSaveFound { text });
        }
        if self.held_link.is_some() {
            self.held_link = Some(query);
        } else {
            self.open_link(query);
        }
    }

    /// Says that no table has the language the link asked for, if so.
    fn tell_language(&mut self, notice: Option<String>) {
        if let Some(notice) = notice {
            self.app.state_mut().notify(notice);
        }
    }

    /// An event from a listener: input waits while the store's reading is
    /// put off; everything else is handled now.
    fn receive(&mut self, event: Event) {
        self.wake();
        // A key is the gesture the browser waits for before sound: the
        // context is made while the listener runs, even if the key waits.
        if matches!(event, Event::KeyDown { .. }) {
            self.audio.unlock();
        }
        let input = matches!(event, Event::KeyDown { .. } | Event::FileOpened { .. });
        if input && self.startup.is_some() {
            self.held_input.push(event);
        } else {
            self.dispatch(event);
        }
    }

    /// Opens the page's link, if any, and drops it from the address.
    fn open_link(&mut self, query: String) {
        if !query.is_empty() {
            self.dispatch(Event::LinkOpened { query: query.clone() });
            host::forget_link(&self.window, &query);
        }
    }

    /// Takes what the database's finished operations left: the next queued
    /// writes once one is stored, a failure reported, the restored game
    /// (then the link held for it).
    fn serve_database(&mut self) {
        for reply in self.database.take_replies() {
            match reply {
                database::Reply::Wrote(Ok(())) => host::pump_store(self),
                database::Reply::Wrote(Err(reason)) => {
                    self.database.queued.clear();
                    host::report(self, Err(reason));
                }
                database::Reply::Found(event) => {
                    self.dispatch(event);
                    if let Some(query) = self.held_link.take() {
                        self.open_link(query);
                    }
                }
            }
        }
        for event in std::mem::take(&mut self.pending) {
            self.dispatch(event);
        }
    }

    /// Runs an event through the app and serves the requests it makes.
    fn dispatch(&mut self, event: Event) {
        let mut queue = vec![event];
        while !queue.is_empty() {
            for event in std::mem::take(&mut queue) {
                self.app.dispatch(event, &mut self.painter);
                self.app.play_audio(&mut self.audio);
                for request in self.app.take_requests() {
                    host::serve(self, request);
                }
            }
            queue = std::mem::take(&mut self.pending);
        }
        let said = self.app.take_speech();
        if !said.is_empty() {
            self.live.announce(&said);
        }
    }

    /// One animation frame: a tick when one is due, and a resize when the
    /// pixel ratio changed (zoom, or a move to another screen).
    fn frame(&mut self, now_ms: f64) {
        if self.drawn {
            if let Some(PutOff { query, language_notice }) = self.startup.take() {
                self.read_storage(query);
                self.tell_language(language_notice);
                mark("storage-read");
                for event in std::mem::take(&mut self.held_input) {
                    self.dispatch(event);
                }
            }
        }
        self.serve_database();
        self.serve_language();
        let ratio = self.window.device_pixel_ratio();
        if ratio != self.ratio {
            self.ratio = ratio;
            let (w, h, r) = css_size(&self.window, &self.canvas);
            self.dispatch(Event::Resize { css_width: w, css_height: h, device_pixel_ratio: r });
        }
        // A frame that shows a texture waits for the atlas: it is drawn, and
        // blanked again when it asked for art still loading. A load that
        // hangs gives way after three seconds (placeholders show what is
        // missing). A frame of text alone, the menu's, is shown at once.
        let atlas_pending = !self.painter.textures_settled() && now_ms < TEXTURE_WAIT_MS;
        // A millisecond of slack absorbs frame-time jitter on 60 Hz screens.
        if now_ms + 1.0 < self.next_tick_ms {
            return;
        }
        self.next_tick_ms = if now_ms - self.next_tick_ms > TICK_MS {
            now_ms + TICK_MS
        } else {
            self.next_tick_ms + TICK_MS
        };
        self.dispatch(Event::Tick { now_ms });
        if atlas_pending && self.painter.take_unready_wanted() {
            self.painter.blank();
            self.unchanged = 0;
            return;
        }
        self.unchanged = if self.painter.present() { 0 } else { self.unchanged.saturating_add(1) };
        if !self.drawn {
            self.drawn = true;
            mark("first-frame");
        }
    }
}

/// A performance mark `roguelike:NAME`, which tools/bench-start.mjs reports
/// (how long the start's steps take, in the page).
fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(&format!("roguelike:{name}"));
    }
}

fn css_size(window: &Window, canvas: &HtmlCanvasElement) -> (f64, f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    let (mut w, mut h) = (rect.width(), rect.height());
    if w <= 0.0 || h <= 0.0 {
        w = window.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(1280.0);
        h = window.inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(720.0);
    }
    (w, h, window.device_pixel_ratio())
}

fn start_loop(runtime: &Rc<RefCell<Runtime>>) -> Result<(), JsValue> {
    let weak: Weak<RefCell<Runtime>> = Rc::downgrade(runtime);
    let closure = Closure::<dyn FnMut(f64)>::new(move |now_ms: f64| turn(&weak, Some(now_ms)));
    let weak: Weak<RefCell<Runtime>> = Rc::downgrade(runtime);
    let sleeping_tick = Closure::<dyn FnMut()>::new(move || turn(&weak, None));
    let mut rt = runtime.borrow_mut();
    rt.window.request_animation_frame(closure.as_ref().unchecked_ref())?;
    rt.frame = Some(closure);
    rt.sleeping_tick = Some(sleeping_tick);
    Ok(())
}

/// One turn of the loop: a frame at `now_ms` (an animation frame's time; the
/// clock's for a sleeping tick), then the next turn asked for.
fn turn(weak: &Weak<RefCell<Runtime>>, now_ms: Option<f64>) {
    let Some(rt) = weak.upgrade() else { return };
    let mut rt = rt.borrow_mut();
    rt.sleeping = None;
    let now_ms = now_ms.unwrap_or_else(|| rt.window.performance().map_or(0.0, |p| p.now()));
    rt.frame(now_ms);
    rt.ask_for_frame();
}

impl Runtime {
    /// Asks for the next frame: an animation frame, or, after
    /// [`FRAMES_BEFORE_SLEEP`] frames that drew nothing new, a sleeping tick.
    fn ask_for_frame(&mut self) {
        if self.unchanged >= FRAMES_BEFORE_SLEEP {
            if let Some(tick) = &self.sleeping_tick {
                let asked = self.window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    tick.as_ref().unchecked_ref(),
                    SLEEPING_TICK_MS,
                );
                if let Ok(handle) = asked {
                    self.sleeping = Some(handle);
                    return;
                }
            }
        }
        self.ask_for_animation_frame();
    }

    fn ask_for_animation_frame(&self) {
        if let Some(frame) = &self.frame {
            let _ = self.window.request_animation_frame(frame.as_ref().unchecked_ref());
        }
    }

    /// Input came: the loop draws at the next animation frame, not the next
    /// sleeping tick.
    fn wake(&mut self) {
        self.unchanged = 0;
        if let Some(handle) = self.sleeping.take() {
            self.window.clear_timeout_with_handle(handle);
            self.ask_for_animation_frame();
        }
    }
}

/// Panics are shown on the page as well as on the console, so a player sees
/// that something broke instead of a frozen canvas.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let detail = info.to_string();
        // Before English's table is in, no table words it: the detail alone.
        let shown = crate::locale::phrase_if_known("panic_shown", &[("detail", &detail)]);
        show_panic(shown.as_deref().unwrap_or(&detail));
    }));
}

/// Shows `message` in the page's `#panic` panel, unless a panic is shown
/// already: the first is the cause, and a panic leaves borrows held, so
/// later callbacks panic in turn ("already borrowed") and would hide it.
pub fn show_panic(message: &str) {
    let Some(el) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("panic"))
    else {
        return;
    };
    if el.get_attribute("class").as_deref() == Some("shown") {
        return;
    }
    el.set_text_content(Some(message));
    let _ = el.set_attribute("class", "shown");
}
