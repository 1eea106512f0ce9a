//! `NativeDebug`: `fmt::Debug` as a supertrait of the game's object-safe
//! traits in native builds only. A supertrait puts the concrete type's
//! derived `Debug` into every trait object's vtable, so the page's wasm
//! carried the `Debug` of every screen, handler, object, item and
//! behaviour though nothing there prints them (issue 30). Every type keeps
//! its `#[derive(Debug)]`; in the wasm a trait object shows as its trait's
//! name (`debug_as_trait_name!`), which is all a panic message there needs.

use std::fmt;

/// `fmt::Debug`, as a supertrait for the native builds (tests, tools).
#[cfg(not(target_arch = "wasm32"))]
pub trait NativeDebug: fmt::Debug {}

#[cfg(not(target_arch = "wasm32"))]
impl<T: fmt::Debug + ?Sized> NativeDebug for T {}

/// Nothing in the page's wasm: its trait objects carry no `Debug`.
#[cfg(target_arch = "wasm32")]
pub trait NativeDebug {}

#[cfg(target_arch = "wasm32")]
impl<T: ?Sized> NativeDebug for T {}

/// The name a trait object shows in the page's wasm, where its concrete
/// type's `Debug` is not in its vtable.
#[cfg(target_arch = "wasm32")]
pub fn trait_name(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    f.write_str("dyn ")?;
    f.write_str(name)
}

/// Gives `dyn Trait` a `Debug` in the page's wasm (natively it has its
/// concrete type's through the supertrait), so the records holding trait
/// objects keep their derived `Debug` there too.
#[macro_export]
macro_rules! debug_as_trait_name {
    ($($name:ident),* $(,)?) => {$(
        #[cfg(target_arch = "wasm32")]
        impl ::std::fmt::Debug for dyn $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                $crate::native_debug::trait_name(f, stringify!($name))
            }
        }
    )*};
}

#[cfg(test)]
mod tests {
    use crate::game::{new_item, ItemKind};

    /// Natively a trait object still shows its concrete type's derived
    /// `Debug` (what a failing test prints); the page's wasm shows the
    /// trait's name (tests/web.rs).
    #[test]
    fn a_trait_object_shows_its_types_debug_natively() {
        let key = new_item(ItemKind::Key);
        assert_eq!(format!("{key:?}"), "DoorKey { kind: Key }");
    }
}
