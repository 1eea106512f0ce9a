//! `DroppedItem`: an item lying in the world, picked up when the player steps
//! onto it.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::item::new_item;
use super::kind::ItemKind;
use super::limits;
use super::message::Message;
use super::object::{ActionContext, GameObject, TouchOutcome, Trigger};
use super::record::ObjectRecord;
use serde::{Deserialize, Serialize};

/// An item on the floor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DroppedItem {
    at: Coordinates,
    kind: ItemKind,
}

impl DroppedItem {
    /// An item of `kind` lying at `at`.
    pub fn new(at: Coordinates, kind: ItemKind) -> DroppedItem {
        DroppedItem { at, kind }
    }

    /// Which item.
    pub fn kind(&self) -> ItemKind {
        self.kind
    }
}

impl Trigger for DroppedItem {
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        let item = self.kind;
        match ctx.player.inventory.add(new_item(item)) {
            Ok(_) => {
                ctx.log.push(ctx.turn, Message::PickedUp { item });
                TouchOutcome::Remove
            }
            Err(_) => {
                ctx.log.push(ctx.turn, Message::PackFull { item });
                TouchOutcome::Stay
            }
        }
    }
}

impl GameObject for DroppedItem {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Item(self.kind), Layer::Item)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Item, self.at)
    }
}
