//! `Listener`: a DOM event listener whose closure is owned here and removed
//! from its target when dropped, instead of being leaked with `forget()`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::EventTarget;

/// An attached listener; detaches on drop.
#[derive(Debug)]
pub struct Listener {
    target: EventTarget,
    kind: &'static str,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Listener {
    /// Attaches `handler` to `kind` events on `target`.
    pub fn new(
        target: &EventTarget,
        kind: &'static str,
        handler: impl FnMut(web_sys::Event) + 'static,
    ) -> Result<Listener, JsValue> {
        let closure = Closure::<dyn FnMut(web_sys::Event)>::new(handler);
        target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())?;
        Ok(Listener { target: target.clone(), kind, closure })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.closure.as_ref().unchecked_ref());
    }
}
