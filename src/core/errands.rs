//! The steppers a player starts beside auto-explore: rest (Z) and travel
//! (`>` `<` off the stairs, a click on a known cell). Each plays the
//! engine's errand ([`Rester`], [`Traveller`]) a step at a time on the play
//! screen, and says in the player's words why it stopped.

use super::app_state::Session;
use super::play_mode::Stepper;
use crate::game::{
    Command, Destination, Game, Interruption, Leads, RestStop, Rester, TravelStop, Traveller,
};
use crate::locale::{self, Arg};

/// Waits a turn at a time until healed or woken.
#[derive(Debug)]
struct Resting(Rester);

/// Rest starts with so many waits a frame: a long rest (a point every 20
/// turns) passes in a second or two instead of minutes, and a key still
/// stops it between frames.
const RESTS_PER_FRAME: u32 = 10;

impl Stepper for Resting {
    fn next(&mut self, game: &Game) -> Result<Command, Option<String>> {
        self.0.next(game).map_err(rest_stop_words)
    }

    fn interval_ms(&self) -> f64 {
        0.0
    }

    fn steps_per_frame(&self) -> u32 {
        RESTS_PER_FRAME
    }
}

/// Walks a step at a time to where the journey goes.
#[derive(Debug)]
struct Travelling(Traveller);

impl Stepper for Travelling {
    fn next(&mut self, game: &Game) -> Result<Command, Option<String>> {
        self.0.next(game).map_err(travel_stop_words)
    }

    fn interval_ms(&self) -> f64 {
        45.0
    }
}

/// Z: a rest from now, or why there is none (in the player's words).
pub fn rest(session: &Session) -> Result<Box<dyn Stepper>, Option<String>> {
    match Rester::new(&session.game) {
        Ok(rester) => Ok(Box::new(Resting(rester))),
        // At full health, say so rather than why a rest would stop.
        Err(RestStop::Healed) => Err(Some(locale::phrase("rest_full", &[]))),
        Err(stop) => Err(rest_stop_words(stop)),
    }
}

/// A journey to `destination`, or why there is none (in the player's words;
/// none when the player already stands there).
pub fn travel(
    session: &Session,
    destination: Destination,
) -> Result<Box<dyn Stepper>, Option<String>> {
    Traveller::new(&session.game, destination)
        .map(|traveller| Box::new(Travelling(traveller)) as Box<dyn Stepper>)
        .map_err(travel_stop_words)
}

/// Why something woke or stopped the player, in their words.
fn interruption_words(interruption: Interruption) -> Option<String> {
    let (key, name) = match interruption {
        Interruption::Creature(kind) => ("errand_creature", Some(kind.name())),
        Interruption::Item(kind) => ("errand_item", Some(kind.name())),
        Interruption::Hurt => ("errand_hurt", None),
        // The message itself is on screen: it says why.
        Interruption::Message => return None,
    };
    let name = name.map_or(Arg::from(""), Arg::Name);
    Some(locale::phrase_with(key, &[("name", name)]))
}

fn rest_stop_words(stop: RestStop) -> Option<String> {
    match stop {
        RestStop::Healed => Some(locale::phrase("rest_healed", &[])),
        RestStop::Interrupted(interruption) => interruption_words(interruption),
        RestStop::NoHealing => Some(locale::phrase("rest_no_healing", &[])),
        RestStop::Over => None,
    }
}

fn travel_stop_words(stop: TravelStop) -> Option<String> {
    match stop {
        // The player sees they arrived.
        TravelStop::Arrived | TravelStop::Over => None,
        TravelStop::Interrupted(interruption) => interruption_words(interruption),
        TravelStop::NothingKnown(Leads::Down) => Some(locale::phrase("travel_no_stairs_down", &[])),
        TravelStop::NothingKnown(Leads::Up) => Some(locale::phrase("travel_no_stairs_up", &[])),
        TravelStop::NoWay => Some(locale::phrase("travel_no_way", &[])),
    }
}
