//! What the page does for the game: DOM listeners (keys, resize, focus, file
//! picking and dropping) and the requests handlers make (canvas size, file
//! picker, downloads, clipboard).

use super::keys::{key_event, should_prevent_default};
use super::listener::Listener;
use super::Runtime;
use crate::core::options::OPTIONS_STORAGE_KEY;
use crate::core::{Event, HostRequest};
use std::cell::RefCell;
use std::rc::Weak;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, DragEvent, HtmlCanvasElement, HtmlInputElement, KeyboardEvent, MouseEvent,
    WheelEvent, Window,
};

/// Seed entropy for random worlds, from the browser's secure generator.
pub fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::getrandom(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        // Without a generator the worlds are still playable, just predictable.
        Err(_) => js_sys::Date::now() as u64,
    }
}

/// Sends `event` to the runtime if it is still alive and not busy. A DOM
/// event raised synchronously by our own DOM calls (a focus change while a
/// request is served) finds the runtime busy and is dropped: those are never
/// game input.
fn send(weak: &Weak<RefCell<Runtime>>, event: Event) {
    if let Some(rt) = weak.upgrade() {
        if let Ok(mut rt) = rt.try_borrow_mut() {
            rt.receive(event);
        }
    }
}

fn resize_event(weak: &Weak<RefCell<Runtime>>) -> Option<Event> {
    let rt = weak.upgrade()?;
    let rt = rt.try_borrow().ok()?;
    let (w, h, r) = super::css_size(&rt.window, &rt.canvas);
    Some(Event::Resize { css_width: w, css_height: h, device_pixel_ratio: r })
}

/// Reads a picked or dropped file's bytes (no more than one past the most
/// a file may have) and sends them to the game, which tells by content what
/// the file is.
fn read_file(weak: Weak<RefCell<Runtime>>, file: web_sys::File) {
    let name = file.name();
    let size = file.size() as u64;
    let limit = (crate::files::MAX_FILE_BYTES + 1) as f64;
    let blob = match file.slice_with_f64_and_f64(0.0, limit) {
        Ok(blob) => blob,
        Err(_) => file.into(),
    };
    let on_bytes = Closure::once(move |buffer: JsValue| {
        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
        send(&weak, Event::FileOpened { name, bytes, size });
    });
    // The closure frees itself after its one call.
    let _ = blob.array_buffer().then(&on_bytes);
    on_bytes.forget();
}

/// Attaches every listener the game needs; the runtime owns them.
pub fn attach_listeners(
    window: &Window,
    document: &Document,
    canvas: &HtmlCanvasElement,
    weak: &Weak<RefCell<Runtime>>,
) -> Result<Vec<Listener>, JsValue> {
    let mut listeners = Vec::new();
    let w = weak.clone();
    listeners.push(Listener::new(window, "keydown", move |e| {
        let Some(e) = e.dyn_ref::<KeyboardEvent>() else { return };
        let Some(event) = key_event(e) else { return };
        if should_prevent_default(&event) {
            e.prevent_default();
        }
        send(&w, event);
    })?);
    let w = weak.clone();
    listeners.push(Listener::new(window, "resize", move |_| {
        if let Some(event) = resize_event(&w) {
            send(&w, event);
        }
    })?);
    let w = weak.clone();
    listeners.push(Listener::new(window, "blur", move |_| send(&w, Event::FocusLost))?);
    let w = weak.clone();
    let doc = document.clone();
    listeners.push(Listener::new(document, "visibilitychange", move |_| {
        if doc.hidden() {
            send(&w, Event::FocusLost);
        }
    })?);
    // Clicks anywhere give the keyboard back to the canvas, and let the
    // page sound (the browser allows it after a click or a key).
    let c = canvas.clone();
    let w = weak.clone();
    listeners.push(Listener::new(document, "click", move |_| {
        let _ = c.focus();
        if let Some(rt) = w.upgrade() {
            if let Ok(mut rt) = rt.try_borrow_mut() {
                let rt = &mut *rt;
                rt.audio.unlock();
                rt.app.play_audio(&mut rt.audio);
            }
        }
    })?);
    // The mouse, over the canvas: where it points, a press of the main
    // button, leaving, the wheel. Points are CSS pixels from the canvas's
    // corner; the app turns them into cells where it drew the world.
    let w = weak.clone();
    listeners.push(Listener::new(canvas, "mousemove", move |e| {
        let Some(e) = e.dyn_ref::<MouseEvent>() else { return };
        let (css_x, css_y) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
        send(&w, Event::PointerMoved { css_x, css_y });
    })?);
    let w = weak.clone();
    listeners.push(Listener::new(canvas, "mousedown", move |e| {
        let Some(e) = e.dyn_ref::<MouseEvent>() else { return };
        if e.button() != 0 {
            return;
        }
        let (css_x, css_y) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
        send(&w, Event::PointerPressed { css_x, css_y });
    })?);
    let w = weak.clone();
    listeners.push(Listener::new(canvas, "mouseleave", move |_| send(&w, Event::PointerLeft))?);
    let w = weak.clone();
    listeners.push(Listener::new(canvas, "wheel", move |e| {
        let Some(e) = e.dyn_ref::<WheelEvent>() else { return };
        if let Some(lines) = wheel_lines(e.delta_y(), e.delta_mode()) {
            e.prevent_default();
            send(&w, Event::Wheel { lines });
        }
    })?);
    // Every picker takes any file: its content says what it is.
    for id in ["world-file", "save-file", "replay-file"] {
        let Some(input) = document.get_element_by_id(id) else { continue };
        let input: HtmlInputElement = input.dyn_into()?;
        let w = weak.clone();
        let i = input.clone();
        let c = canvas.clone();
        listeners.push(Listener::new(&input, "change", move |_| {
            if let Some(file) = i.files().and_then(|f| f.get(0)) {
                read_file(w.clone(), file);
            }
            // Picking the same file again must fire `change` again.
            i.set_value("");
            let _ = c.focus();
        })?);
    }
    listeners.push(Listener::new(document, "dragover", |e| e.prevent_default())?);
    let w = weak.clone();
    listeners.push(Listener::new(document, "drop", move |e| {
        e.prevent_default();
        let Some(e) = e.dyn_ref::<DragEvent>() else { return };
        if let Some(file) = e.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            read_file(w.clone(), file);
        }
    })?);
    Ok(listeners)
}

/// Lines a wheel event turned (positive: down), however the device counts
/// (pixels, lines or pages); `None` for a sideways turn.
fn wheel_lines(delta_y: f64, mode: u32) -> Option<i32> {
    let lines = match mode {
        WheelEvent::DOM_DELTA_LINE => delta_y,
        WheelEvent::DOM_DELTA_PAGE => delta_y * 10.0,
        // Pixels: about forty to a line, as browsers scroll.
        _ => delta_y / 40.0,
    };
    if lines == 0.0 || !lines.is_finite() {
        return None;
    }
    // At least a line each way, at most a page.
    Some((lines.abs().ceil().min(20.0) as i32) * lines.signum() as i32)
}

/// Carries out one request from the game.
pub fn serve(rt: &mut Runtime, request: HostRequest) {
    match request {
        HostRequest::SetCanvasSize { width, height } => {
            let ratio = rt.window.device_pixel_ratio();
            rt.painter.set_size(width, height, ratio);
        }
        HostRequest::OpenWorldFile => click(&rt.window, "world-file"),
        HostRequest::OpenSaveFile => click(&rt.window, "save-file"),
        HostRequest::OpenReplayFile => click(&rt.window, "replay-file"),
        HostRequest::StoreGame { writes } => {
            rt.database.queued.extend(writes);
            pump_store(rt);
        }
        HostRequest::StoreByowSave { text } => store_reporting(rt, BYOW_SAVE_KEY, &text),
        HostRequest::ForgetDungeonSave => {
            if let Ok(storage) = storage(&rt.window) {
                let _ = storage.remove_item(DUNGEON_SAVE_KEY);
            }
        }
        HostRequest::SetDungeonSaveAside { text } => {
            store_reporting(rt, crate::core::screens::DUNGEON_SAVE_ASIDE, &text);
        }
        HostRequest::StoreHighScores { text } => store_reporting(rt, HIGH_SCORES_KEY, &text),
        HostRequest::StoreOptions { text } => store_reporting(rt, OPTIONS_STORAGE_KEY, &text),
        HostRequest::Download { file_name, mime, text } => {
            if let Err(e) = download(&rt.window, &file_name, &mime, &text) {
                web_sys::console::warn_2(&JsValue::from_str("download failed"), &e);
            }
        }
        HostRequest::StoreLanguage { code } => {
            // Not remembering a language is no loss worth a notice.
            let _ = store(&rt.window, crate::locale::STORAGE_KEY, &code);
        }
        HostRequest::CopyText(text) => {
            let _ = rt.window.navigator().clipboard().write_text(&text);
        }
    }
}

/// Stores `text` under `key`; a failure, and the first success after one,
/// become events for the game to tell the player.
fn store_reporting(rt: &mut Runtime, key: &str, text: &str) {
    report(rt, store(&rt.window, key, text));
}

/// Applies the store's queued writes in order: those to `localStorage` at
/// once, one to the database started and the rest left queued behind it
/// (the loop calls this again when it is done). The first refusal drops
/// the rest and is reported.
pub(super) fn pump_store(rt: &mut Runtime) {
    use crate::core::save_store::{SaveBackend, StorePlace};
    if rt.database.writing() {
        return;
    }
    let mut writes = std::mem::take(&mut rt.database.queued).into_iter();
    let mut backend = match super::store::LocalStorage::open(&rt.window) {
        Ok(backend) => backend,
        Err(reason) => return report(rt, Err(reason)),
    };
    while let Some(write) = writes.next() {
        if write.place == StorePlace::Database {
            rt.database.queued = writes.collect();
            rt.database.write(&rt.window, write);
            return;
        }
        if let Err(reason) = backend.apply(&write) {
            return report(rt, Err(reason));
        }
    }
    report(rt, Ok(()));
}

/// A failed store, and the first that works after one, become events.
pub(super) fn report(rt: &mut Runtime, stored: Result<(), String>) {
    match stored {
        Err(reason) => {
            rt.storage_failing = true;
            rt.pending.push(Event::StorageFailed { reason });
        }
        Ok(()) if rt.storage_failing => {
            rt.storage_failing = false;
            rt.pending.push(Event::StorageWorks);
        }
        Ok(()) => {}
    }
}

/// The storage key of the high-score table, apart from the save so neither
/// can spoil the other.
pub const HIGH_SCORES_KEY: &str = "roguelike.high-scores";

/// The storage key of the Build Your Own World save (`:Q` / `L`): the same
/// text the command-line tool keeps in `byow-save.txt`.
pub const BYOW_SAVE_KEY: &str = "roguelike.byow-save";

/// The storage key of the Dungeon Mania game on screen, apart from the main
/// game's save so neither can spoil the other.
pub const DUNGEON_SAVE_KEY: &str = "roguelike.dungeon-save";

fn click(window: &Window, id: &str) {
    if let Some(input) = window.document().and_then(|d| d.get_element_by_id(id)) {
        if let Some(input) = input.dyn_ref::<web_sys::HtmlElement>() {
            input.click();
        }
    }
}

/// The browser's storage, or why there is none (private windows may refuse it).
pub(super) fn storage(window: &Window) -> Result<web_sys::Storage, String> {
    match window.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err(crate::locale::phrase("storage_none", &[])),
        Err(e) => Err(describe(&e)),
    }
}

pub(super) fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "storage refused".into())
}

fn store(window: &Window, key: &str, text: &str) -> Result<(), String> {
    storage(window)?.set_item(key, text).map_err(|e| describe(&e))
}

/// The event for the saved game kept in storage, if any: the store's game
/// (or what is wrong with it), else the old single-key save (moved into the
/// store once restored), else why storage cannot be read.
pub fn stored_game_event(window: &Window) -> Option<Event> {
    match super::store::LocalStorage::open(window) {
        Ok(mut backend) => crate::core::save_store::startup_event(&mut backend),
        Err(reason) => Some(Event::StorageFailed { reason }),
    }
}

/// Whether storage holds a game to restore (the store's head, or the old
/// single-key save): one key read, for the menu to say it is restoring
/// before the game is read.
pub fn game_is_stored(window: &Window) -> bool {
    use crate::core::save_store::{HEAD_KEY, LEGACY_SAVE_KEY};
    storage(window).is_ok_and(|storage| {
        [HEAD_KEY, LEGACY_SAVE_KEY].iter().any(|key| storage.get_item(key).ok().flatten().is_some())
    })
}

/// The high-score table kept in storage, if any (its text is checked by the
/// app, not here); `None` too when storage is unavailable, which the save
/// has already reported.
pub fn stored_high_scores(window: &Window) -> Option<String> {
    storage(window).ok()?.get_item(HIGH_SCORES_KEY).ok().flatten()
}

/// The player's options kept in storage, if any (checked by the app); `None`
/// too when storage is unavailable, which the save has already reported.
pub fn stored_options(window: &Window) -> Option<String> {
    storage(window).ok()?.get_item(OPTIONS_STORAGE_KEY).ok().flatten()
}

/// Whether the system asks for reduced motion (`prefers-reduced-motion:
/// reduce`): the default of the option when none is stored.
pub fn prefers_reduced_motion(window: &Window) -> bool {
    window
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// The Build Your Own World save kept in storage, if any (checked when `L`
/// loads it); `None` too when storage is unavailable, which the save has
/// already reported.
pub fn stored_byow_save(window: &Window) -> Option<String> {
    storage(window).ok()?.get_item(BYOW_SAVE_KEY).ok().flatten()
}

/// The Dungeon Mania save kept in storage, if any (checked by the app);
/// `None` too when storage is unavailable, which the save has already
/// reported.
pub fn stored_dungeon_save(window: &Window) -> Option<String> {
    storage(window).ok()?.get_item(DUNGEON_SAVE_KEY).ok().flatten()
}

/// The language remembered in storage, if any.
pub fn stored_language(window: &Window) -> Option<String> {
    storage(window).ok()?.get_item(crate::locale::STORAGE_KEY).ok().flatten()
}

/// Remembers the player's language.
pub fn store_language(window: &Window, code: &str) {
    let _ = store(window, crate::locale::STORAGE_KEY, code);
}

/// The browser's languages in the user's order (`navigator.languages`,
/// else `navigator.language`).
pub fn system_languages(window: &Window) -> Vec<String> {
    let navigator = window.navigator();
    let listed: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if listed.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        listed
    }
}

/// Asks the browser to keep our storage when space runs low.
pub fn ask_to_persist(window: &Window) {
    // The answer changes nothing we do; the request itself is the point.
    let _ = window.navigator().storage().persist();
}

fn download(window: &Window, file_name: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = window.document().ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(file_name);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// Drops the parameters that open a game (`seed`, `world`) from the page's
/// address once they are handled, keeping any others: a reload then opens
/// the saved game, not the link again.
pub fn forget_link(window: &web_sys::Window, query: &str) {
    let kept = crate::core::handlers::query_without_link(query);
    let Ok(path) = window.location().pathname() else { return };
    let url = if kept.is_empty() { path } else { format!("{path}?{kept}") };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}
