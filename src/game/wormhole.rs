//! `Wormhole`: a numbered hole that throws whoever steps in onto another
//! hole of the same level (a Terra Incognita labyrinth's `0`–`9`: hole N
//! onto hole N+1, the last onto 0). Landing throws nobody again. Path
//! searches take it as one step ([`GameObject::sends_to`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::message::Message;
use super::object::{ActionContext, Effect, GameObject, TouchOutcome, Trigger};
use super::record::ObjectRecord;
use serde::Serialize;

/// A wormhole.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Wormhole {
    at: Coordinates,
    /// Its number (a player is never told it).
    number: u32,
    /// The hole it throws the player onto.
    to: Coordinates,
}

impl Wormhole {
    /// Hole number `number` at `at`, throwing onto `to`.
    pub fn new(at: Coordinates, number: u32, to: Coordinates) -> Wormhole {
        Wormhole { at, number, to }
    }

    /// Its number.
    pub fn number(&self) -> u32 {
        self.number
    }
}

impl Trigger for Wormhole {
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        ctx.log.push(ctx.turn, Message::FellIntoWormhole);
        ctx.effect(Effect::Teleport(self.to));
        TouchOutcome::Stay
    }
}

impl GameObject for Wormhole {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Wormhole, Layer::Fixture)
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

    fn sends_to(&self) -> Option<Coordinates> {
        Some(self.to)
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Wormhole, self.at)?;
        limits::check_cell(Thing::WormholeLanding, self.to)
    }
}
