//! `DroppedItem`: an item lying in the world, picked up when the player steps
//! onto it. A key carries the identifier of the door it opens; a Dungeon
//! Mania bomb may carry the logic rule it goes off by once set down.

use super::appearance::{Appearance, Figure, Label, Layer};
use super::coordinates::Coordinates;
use super::door::KeyId;
use super::invalid::{Invalid, Thing};
use super::item::new_item;
use super::kind::ItemKind;
use super::limits;
use super::logic::Logic;
use super::message::Message;
use super::object::{ActionContext, GameObject, TouchOutcome, Trigger};
use super::player::Player;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// An item on the floor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct DroppedItem {
    at: Coordinates,
    kind: ItemKind,
    /// The door a key opens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<KeyId>,
    /// The rule a logical bomb goes off by.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
}

impl DroppedItem {
    /// An item of `kind` lying at `at`.
    pub fn new(at: Coordinates, kind: ItemKind) -> DroppedItem {
        DroppedItem { at, kind, key: None, logic: None }
    }

    /// A key lying at `at` that opens the door `key` names.
    pub fn key(at: Coordinates, key: KeyId) -> DroppedItem {
        DroppedItem { at, kind: ItemKind::Key, key: Some(key), logic: None }
    }

    /// An item of `kind` lying at `at` that carries a logic rule (a bomb).
    pub fn logical(at: Coordinates, kind: ItemKind, logic: Logic) -> DroppedItem {
        DroppedItem { at, kind, key: None, logic: Some(logic) }
    }

    /// The rule it carries, for a logical bomb.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }

    /// Which item.
    pub fn item_kind(&self) -> ItemKind {
        self.kind
    }

    /// The door it opens, for a key.
    pub fn key_id(&self) -> Option<&KeyId> {
        self.key.as_ref()
    }
}

impl Trigger for DroppedItem {
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        let item = self.kind;
        // Asked first, so a full pack costs no item built and thrown away
        // (a pile of 100,000 is touched whole at each step: issue 29).
        if let Some(said) = self.touch_changes_nothing(ctx.player) {
            ctx.log.push(ctx.turn, said);
            return TouchOutcome::Stay;
        }
        match ctx.player.inventory.add(new_item(item)) {
            Ok(_) => {
                if ctx.one_line_piles {
                    ctx.log.picked_up(ctx.turn, item);
                } else {
                    // Runs of before edition 4 and other worlds heard a
                    // line a piece, and their replays' checksums read it.
                    ctx.log.push(ctx.turn, Message::PickedUp { item });
                }
                // The Amulet wins nothing in the pack: say where it must go
                // (replays of before issue 27 did not hear it).
                if item == ItemKind::Amulet && !ctx.legacy_fights {
                    ctx.log.push(ctx.turn, Message::CarryOut { item });
                }
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
        let item = Appearance::new(Figure::Item(self.kind), Layer::Item);
        // A key shows the door it opens.
        Appearance { label: self.key.as_ref().map(|key| Label::new(&key.0)), ..item }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn touch_changes_nothing(&self, player: &Player) -> Option<Message> {
        let item = self.kind;
        (!player.inventory.has_room_for(item)).then_some(Message::PackFull { item })
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Item(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Item(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Item, self.at)?;
        self.key.as_ref().map_or(Ok(()), |key| limits::check_text(&key.0))
    }
}
