//! `DroppedItem`: an item lying in the world, picked up when the player steps
//! onto it.

use super::coordinates::Coordinates;
use super::item::Item;
use super::object::{
    Collider, Drawable, GameObject, Look, ObjectKind, TouchContext, TouchOutcome, Trigger,
};
use crate::render::{Painter, Rect};

/// An item on the floor.
#[derive(Debug)]
pub struct DroppedItem {
    at: Coordinates,
    item: Box<dyn Item>,
}

impl DroppedItem {
    /// `item` lying at `at`.
    pub fn new(at: Coordinates, item: Box<dyn Item>) -> DroppedItem {
        DroppedItem { at, item }
    }

    /// The item.
    pub fn item(&self) -> &dyn Item {
        self.item.as_ref()
    }
}

impl Collider for DroppedItem {
    fn collides(&self, point: Coordinates) -> bool {
        point == self.at
    }
}

impl Drawable for DroppedItem {
    fn draw(&self, painter: &mut dyn Painter, _cell: Coordinates, dest: Rect, look: &Look) {
        // Items bob gently so they read as things, not floor decoration.
        let phase = look.now_ms / 400.0 + f64::from(self.at.x + self.at.y);
        let bob = (phase.sin() * dest.h * 0.04).round();
        let dest = Rect::new(dest.x, dest.y + bob, dest.w, dest.h);
        self.item.draw(painter, dest.inset(dest.w * 0.1));
    }
}

impl Trigger for DroppedItem {
    fn on_touch(&mut self, ctx: &mut TouchContext<'_>) -> TouchOutcome {
        let name = self.item.kind().display_name();
        match ctx.player.inventory.add(self.item.clone_item()) {
            Ok(_) => {
                ctx.log.push(ctx.turn, format!("You picked up a {name}."));
                TouchOutcome::Remove
            }
            Err(_) => {
                ctx.log
                    .push(ctx.turn, format!("Your pack is full; the {name} stays on the floor."));
                TouchOutcome::Stay
            }
        }
    }
}

impl GameObject for DroppedItem {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn is_passable(&self) -> bool {
        true
    }

    fn kind(&self) -> ObjectKind {
        ObjectKind::Item(self.item.kind())
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn as_dropped_item(&self) -> Option<&DroppedItem> {
        Some(self)
    }
}
