//! `Door`: a locked door and the key that fits it. Shut, it stops sight and
//! every walker; opened (by the player holding its key, which is used up) it
//! stays open and blocks nothing. [`KeyId`] is what a key and its door share.
//!
//! Under seed 000's turn (the descent's vaults) the player opens it by
//! walking into it with any key in the pack: the descent has one door and
//! one key a level, so which key fits never needs saying. Dungeon Mania's
//! rule set matches the key's number instead (src/dungeon/).

use super::appearance::{Appearance, Figure, Label, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::kind::ItemKind;
use super::limits;
use super::message::Message;
use super::object::{ActionContext, Blocking, GameObject, TouchOutcome, Trigger};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;
use std::fmt;

/// The identifier on a key and on the door it opens (a number or a name in
/// a Dungeon Mania file: `"key": 1`).
#[derive(
    Clone,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(transparent)]
pub struct KeyId(pub String);

impl fmt::Display for KeyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A door with a lock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Door {
    at: Coordinates,
    key: KeyId,
    open: bool,
}

impl Door {
    /// A shut door at `at` that `key` opens.
    pub fn new(at: Coordinates, key: KeyId) -> Door {
        Door { at, key, open: false }
    }

    /// The key that opens it.
    pub fn key(&self) -> &KeyId {
        &self.key
    }

    /// Whether it has been opened.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens it for good. The world must be told that what it blocks
    /// changed ([`GameWorld::refresh_blocking`](super::GameWorld::refresh_blocking)).
    pub fn open(&mut self) {
        self.open = true;
    }
}

impl Trigger for Door {
    /// Walked into under seed 000's turn: a key in the pack opens it for
    /// good and is used up; without one the player hears that it is locked.
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        if self.open {
            return TouchOutcome::Stay;
        }
        match ctx.player.inventory.take_kind(ItemKind::Key) {
            Some(key) => {
                self.open = true;
                ctx.log.push(ctx.turn, Message::Unlocked { item: key.kind() });
            }
            None => ctx.log.push(ctx.turn, Message::DoorLocked),
        }
        TouchOutcome::Stay
    }
}

impl GameObject for Door {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn blocking(&self) -> Blocking {
        if self.open {
            Blocking::NONE
        } else {
            Blocking { sight: true, movement: true, occupant: false }
        }
    }

    fn appearance(&self) -> Appearance {
        let door = Appearance::new(Figure::Door { open: self.open }, Layer::Fixture);
        // Shut, it shows which key opens it; open, that no longer matters.
        let label = (!self.open).then(|| Label::new(&self.key.0));
        Appearance { label, ..door }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Door(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Door(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_door"), self.at)?;
        limits::check_text(&self.key.0)
    }
}
