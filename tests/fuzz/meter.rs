//! A counting global allocator: the bytes a thread holds and their peak, so a
//! case measured on its worker thread is not disturbed by the tests running
//! beside it on other threads.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting.
#[derive(Debug)]
pub struct Meter;

thread_local! {
    // Const-initialised and without destructors: reading them never
    // allocates, which an allocator must not do.
    static LIVE: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

fn grew(bytes: usize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get().saturating_add(bytes as i64);
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

fn shrank(bytes: usize) {
    // Memory allocated on another thread and freed here makes this thread's
    // count go down, even below zero; only rises during a case matter.
    let _ = LIVE.try_with(|live| live.set(live.get().saturating_sub(bytes as i64)));
}

// The one unsafe item of the test suite: a global allocator is an unsafe
// trait. Every call goes straight to `System`, with the same arguments.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Meter {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            // Both blocks may exist for a moment while the old one is copied.
            grew(new_size);
            shrank(layout.size());
        }
        p
    }
}

/// Starts measuring on this thread: the peak is reset to what is held now,
/// which is returned.
pub fn start() -> i64 {
    let live = LIVE.with(Cell::get);
    PEAK.with(|peak| peak.set(live));
    live
}

/// How far above `start` this thread's holdings rose since [`start`].
pub fn peak_above(start: i64) -> i64 {
    PEAK.with(Cell::get) - start
}
