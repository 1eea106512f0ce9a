//! `GameObject` and its capabilities, as the seed defines them. Every object
//! has a place, says what it looks like ([`Appearance`]) and what it blocks
//! ([`Blocking`]), and is its own serde record ([`ObjectRecord`]). Some are
//! `Trigger`s (react when the player meets them), `Actor`s (act after the
//! player's turn), `Mob`s (fight), `Encounter`s (fought on their own cell),
//! or offer a `Passage` to another level.
//! The world asks for these capabilities; it never downcasts.

use super::appearance::{Appearance, Leads};
use super::behaviour::Action;
use super::coordinates::Coordinates;
use super::event::GameEvent;
use super::game::Ending;
use super::invalid::Invalid;
use super::map::GridMap;
use super::message::Message;
use super::message_log::MessageLog;
use super::mob::Mob;
use super::player::Player;
use super::record::{KindMut, KindRef, ObjectRecord};
use super::rng::GameRng;
use std::fmt;

/// What an object stops on its cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Blocking {
    /// Sight does not pass.
    pub sight: bool,
    /// Nothing may step in (a boulder, a closed door).
    pub movement: bool,
    /// A creature stands here: other creatures may not step in, and the
    /// player stepping in attacks it.
    pub occupant: bool,
}

impl Blocking {
    /// Blocks nothing (items, stairs).
    pub const NONE: Blocking = Blocking { sight: false, movement: false, occupant: false };
    /// A creature.
    pub const CREATURE: Blocking = Blocking { sight: false, movement: false, occupant: true };
}

/// A new object asked for during a turn, placed after it.
#[derive(Debug)]
pub struct Spawn {
    /// The object.
    pub object: Box<dyn GameObject>,
    /// Where it goes: on `near` itself when `exact`, else on a random free
    /// neighbour of it.
    pub near: Coordinates,
    /// Put it exactly on `near` (a dropped item), not beside it.
    pub exact: bool,
}

/// A way to another level (stairs; later portals and wormholes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passage {
    /// Which way it leads (the key that takes it: `>` down, `<` up).
    pub leads: Leads,
    /// The level it leads to, an index into the game's levels.
    pub level: usize,
    /// Where the player arrives there.
    pub arrival: Coordinates,
}

/// A change to the world that an item or a touched object asks for; the game
/// carries it out after the action.
#[derive(Debug)]
pub enum Effect {
    /// Place a new object.
    Spawn(Spawn),
    /// Send an event through the bus.
    Event(GameEvent),
    /// Move the player to another cell of this level.
    Teleport(Coordinates),
    /// Take the player through a passage.
    Travel(Passage),
    /// End the game (a goal met, a fatal trap).
    End(Ending),
}

/// What an action may touch: the player, the game's random stream, the log,
/// and the effects to apply after it.
#[derive(Debug)]
pub struct ActionContext<'a> {
    /// The player.
    pub player: &'a mut Player,
    /// The game's random generator.
    pub rng: &'a mut GameRng,
    /// The message log.
    pub log: &'a mut MessageLog,
    /// The turn being played (messages are stamped with it).
    pub turn: u64,
    /// Changes to apply after the action.
    pub effects: &'a mut Vec<Effect>,
    /// The level fights as before issue 27 ([`Rules::legacy_fights`](super::Rules)).
    pub legacy_fights: bool,
    /// A pile picked up is one line ([`Rules::one_line_piles`](super::Rules)).
    pub one_line_piles: bool,
}

impl ActionContext<'_> {
    /// Asks for `effect` after the action.
    pub fn effect(&mut self, effect: Effect) {
        self.effects.push(effect);
    }
}

/// What became of a trigger after the touch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TouchOutcome {
    /// It stays in the world.
    Stay,
    /// It leaves the world (picked up, killed).
    Remove,
}

/// An object that reacts when the player is on (or steps into) its cell.
pub trait Trigger {
    /// The player touched the object.
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome;
}

/// A foe the player meets by stepping onto its cell and fights there, blow
/// by blow, until it is beaten or the player backs off (Build Your Own
/// World's spirits). Stepping on opens the fight (it is a [`Trigger`] too);
/// while it is open the player cannot walk away.
pub trait Encounter {
    /// Whether a fight with it is open.
    fn is_open(&self) -> bool;
    /// The player strikes ([`Command::Strike`](super::Command::Strike)):
    /// one exchange of blows. False when there was nothing to strike.
    fn strike(&mut self, ctx: &mut ActionContext<'_>) -> bool;
    /// The player backs off ([`Command::BackOff`](super::Command::BackOff)):
    /// the fight closes. False when none was open.
    fn back_off(&mut self, ctx: &mut ActionContext<'_>) -> bool;
}

/// What an actor knows when it takes its turn.
#[derive(Clone, Copy)]
pub struct TurnInput<'a> {
    /// The level's map (walls, blockers, the shared walking distances).
    pub map: &'a dyn GridMap,
    /// Where the player stands.
    pub player: Coordinates,
    /// Whether the actor sees the player (within the sight radius, a clear line).
    pub sees_player: bool,
    /// The player's attack.
    pub player_attack: i32,
    /// How near an unseen player is heard.
    pub hearing_radius: i32,
    /// The level fights as before issue 27 ([`Rules::legacy_fights`](super::Rules)).
    pub legacy_fights: bool,
}

impl fmt::Debug for TurnInput<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TurnInput")
            .field("player", &self.player)
            .field("sees_player", &self.sees_player)
            .finish_non_exhaustive()
    }
}

/// An object that acts after the player's turn.
pub trait Actor {
    /// Whether it walks through walls.
    fn passes_walls(&self) -> bool;
    /// Takes its turn: regenerates, decides, and answers what it does.
    fn act(&mut self, input: &TurnInput<'_>, rng: &mut GameRng) -> Action;
}

/// Every object in the world.
pub trait GameObject: crate::native_debug::NativeDebug {
    /// Where the object is (its top-left corner).
    fn coordinates(&self) -> Coordinates;
    /// Moves a one-cell object; objects that cannot move return false.
    fn relocate(&mut self, _to: Coordinates) -> bool {
        false
    }
    /// The cells it covers when it is part of the wall grid (walls); `None`
    /// for objects standing on one cell.
    fn wall_cells(&self) -> Option<Box<dyn Iterator<Item = Coordinates> + '_>> {
        None
    }
    /// What it stops on its cell.
    fn blocking(&self) -> Blocking {
        Blocking::NONE
    }
    /// What it looks like now.
    fn appearance(&self) -> Appearance;
    /// Its record: the one description that saves, checksums, snapshots and
    /// world files derive from.
    fn record(&self) -> ObjectRecord;
    /// Its record never changes while it stays (walls, items): checksums
    /// need only its id and place.
    fn is_static(&self) -> bool {
        false
    }
    /// Whether the object should act this turn: only objects within `radius`
    /// of the player do (the seed's `needUpdate`).
    fn need_update(&self, player: Coordinates, radius: i32) -> bool {
        self.coordinates().chebyshev(player) <= radius
    }
    /// The object as a trigger.
    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        None
    }
    /// What touching this trigger says when the touch would leave it as it
    /// is (an item meeting a full pack): the player hears it and the object
    /// is not handed out mutably, so a pile of 100,000 a full pack walks onto
    /// is not 100,000 objects to hash again (issue 29). `None`: touch it.
    fn touch_changes_nothing(&self, _player: &Player) -> Option<Message> {
        None
    }
    /// The object as an actor (it takes turns).
    fn as_actor_mut(&mut self) -> Option<&mut dyn Actor> {
        None
    }
    /// Whether it takes turns; fixed for the object's life.
    fn is_actor(&self) -> bool {
        false
    }
    /// The object as a mob (it fights).
    fn as_mob(&self) -> Option<&dyn Mob> {
        None
    }
    /// The object as an encounter (a fight on its cell).
    fn as_encounter(&self) -> Option<&dyn Encounter> {
        None
    }
    /// The object as an encounter, to fight it.
    fn as_encounter_mut(&mut self) -> Option<&mut dyn Encounter> {
        None
    }
    /// Nothing of it shows (a beaten spirit: its record stays, as Build Your
    /// Own World's save lists the beaten in the order they fell).
    fn is_hidden(&self) -> bool {
        false
    }
    /// The passage it offers, if any.
    fn passage(&self) -> Option<Passage> {
        None
    }
    /// Where stepping onto it sends whoever steps in, on this level (a
    /// wormhole): path searches take it as one step to there.
    fn sends_to(&self) -> Option<Coordinates> {
        None
    }
    /// Whether it is a way out (for `exit` goals).
    fn is_exit(&self) -> bool {
        false
    }
    /// The object as its kind, for rules that read one kind's own state (a
    /// door's key, a spider's round); `None` for objects outside the kinds
    /// list (a test's stand-in).
    fn kind(&self) -> Option<KindRef<'_>> {
        None
    }
    /// The object as its kind, to change its own state (a door opened, a
    /// creature hurt); moves and changes of blocking go through the world.
    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        None
    }
    /// Checks a restored object's numbers; what is wrong, if anything.
    fn validate(&self) -> Result<(), Invalid> {
        Ok(())
    }
}

crate::debug_as_trait_name!(GameObject);
