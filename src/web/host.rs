//! What the page does for the game: DOM listeners (keys, resize, focus, file
//! picking and dropping) and the requests handlers make (canvas size, file
//! picker, downloads, clipboard).

use super::keys::{key_event, should_prevent_default};
use super::listener::Listener;
use super::Runtime;
use crate::core::{Event, HostRequest};
use std::cell::RefCell;
use std::rc::Weak;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, DragEvent, HtmlCanvasElement, HtmlInputElement, KeyboardEvent, Window};

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
            rt.dispatch(event);
        }
    }
}

fn resize_event(weak: &Weak<RefCell<Runtime>>) -> Option<Event> {
    let rt = weak.upgrade()?;
    let rt = rt.try_borrow().ok()?;
    let (w, h, r) = super::css_size(&rt.window, &rt.canvas);
    Some(Event::Resize { css_width: w, css_height: h, device_pixel_ratio: r })
}

/// Reads the first file of `files` and sends it as a world file.
fn read_world_file(weak: Weak<RefCell<Runtime>>, file: web_sys::File) {
    let name = file.name();
    let on_text = Closure::once(move |text: JsValue| {
        let text = text.as_string().unwrap_or_default();
        send(&weak, Event::WorldFileLoaded { name, text });
    });
    // The closure frees itself after its one call.
    let _ = file.text().then(&on_text);
    on_text.forget();
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
    // Clicks anywhere give the keyboard back to the canvas.
    let c = canvas.clone();
    listeners.push(Listener::new(document, "click", move |_| {
        let _ = c.focus();
    })?);
    if let Some(input) = document.get_element_by_id("world-file") {
        let input: HtmlInputElement = input.dyn_into()?;
        let w = weak.clone();
        let i = input.clone();
        let c = canvas.clone();
        listeners.push(Listener::new(&input, "change", move |_| {
            if let Some(file) = i.files().and_then(|f| f.get(0)) {
                read_world_file(w.clone(), file);
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
            read_world_file(w.clone(), file);
        }
    })?);
    Ok(listeners)
}

/// Carries out one request from the game.
pub fn serve(rt: &mut Runtime, request: HostRequest) {
    match request {
        HostRequest::SetCanvasSize { width, height } => {
            let ratio = rt.window.device_pixel_ratio();
            rt.painter.set_size(width, height, ratio);
        }
        HostRequest::OpenWorldFile => {
            if let Some(input) =
                rt.window.document().and_then(|d| d.get_element_by_id("world-file"))
            {
                if let Some(input) = input.dyn_ref::<web_sys::HtmlElement>() {
                    input.click();
                }
            }
        }
        HostRequest::Download { file_name, mime, text } => {
            if let Err(e) = download(&rt.window, &file_name, &mime, &text) {
                web_sys::console::warn_2(&JsValue::from_str("download failed"), &e);
            }
        }
        HostRequest::CopyText(text) => {
            let _ = rt.window.navigator().clipboard().write_text(&text);
        }
    }
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
