//! The autosave's store over the page's `localStorage`: the backend the
//! store's logic ([`crate::core::save_store`]) reads and writes.

use crate::core::save_store::{SaveBackend, StoreWrite};
use web_sys::Storage;

/// `localStorage` as a [`SaveBackend`].
#[derive(Debug)]
pub struct LocalStorage {
    storage: Storage,
}

impl LocalStorage {
    /// The window's `localStorage`, or why there is none.
    pub fn open(window: &web_sys::Window) -> Result<LocalStorage, String> {
        super::host::storage(window).map(|storage| LocalStorage { storage })
    }
}

impl SaveBackend for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        self.storage.get_item(key).map_err(|e| super::host::describe(&e))
    }

    fn apply(&mut self, write: &StoreWrite) -> Result<(), String> {
        match &write.value {
            Some(value) => self.storage.set_item(&write.key, value),
            None => self.storage.remove_item(&write.key),
        }
        .map_err(|e| super::host::describe(&e))
    }
}
