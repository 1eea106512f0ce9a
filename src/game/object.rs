//! `GameObject` and its capability traits, as the seed defines them: every
//! object is `Drawable` and a `Collider`; some are `Trigger`s (react when the
//! player steps onto them), `Movable` (act right after the player's turn),
//! `Mob`s (hostile, fight the player) or `Cloneable`.

use super::coordinates::Coordinates;
use super::event::GameEvent;
use super::kind::{ItemKind, MobKind};
use super::message_log::MessageLog;
use super::player::Player;
use super::rng::GameRng;
use crate::render::{Painter, Rect};
use std::fmt;

/// How an object should look this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    /// Milliseconds since the page started, for animation.
    pub now_ms: f64,
    /// The cell is remembered, not in view: draw it dimmed.
    pub remembered: bool,
    /// For walls: the cell below is open, so the wall shows its front face.
    pub wall_face: bool,
    /// The cell is inside a wall (a ghost there is drawn translucent).
    pub in_wall: bool,
}

/// Something that draws itself.
pub trait Drawable {
    /// Draws the part of the object on `cell` into `dest` (device pixels).
    fn draw(&self, painter: &mut dyn Painter, cell: Coordinates, dest: Rect, look: &Look);
}

/// Something that occupies cells.
pub trait Collider {
    /// True when the object covers `point`.
    fn collides(&self, point: Coordinates) -> bool;
}

/// What kind of object this is, for snapshots, saves and drawing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectKind {
    /// A block of wall.
    Wall,
    /// An item lying on the floor.
    Item(ItemKind),
    /// A hostile creature.
    Mob(MobKind),
}

/// A new object asked for during a turn, placed after it on a free cell next
/// to `near`.
#[derive(Debug)]
pub struct Spawn {
    /// The object.
    pub object: Box<dyn GameObject>,
    /// It goes on a free neighbour of this cell.
    pub near: Coordinates,
}

/// What a trigger may touch when the player meets it.
#[derive(Debug)]
pub struct TouchContext<'a> {
    /// The player.
    pub player: &'a mut Player,
    /// The game's random generator.
    pub rng: &'a mut GameRng,
    /// The message log.
    pub log: &'a mut MessageLog,
    /// The current turn.
    pub turn: u64,
    /// Events to send after the turn.
    pub events: &'a mut Vec<GameEvent>,
    /// Objects to place after the turn.
    pub spawns: &'a mut Vec<Spawn>,
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
    fn on_touch(&mut self, ctx: &mut TouchContext<'_>) -> TouchOutcome;
}

/// An object that can make a copy of itself.
pub trait Cloneable {
    /// A copy (at the same coordinates; the world places it).
    fn clone_object(&self) -> Box<dyn GameObject>;
}

/// Every object in the world.
pub trait GameObject: Drawable + Collider + fmt::Debug {
    /// Where the object is (its top-left corner).
    fn coordinates(&self) -> Coordinates;
    /// Width and height in cells.
    fn footprint(&self) -> (i32, i32) {
        (1, 1)
    }
    /// Whether other objects may pass through it.
    fn is_passable(&self) -> bool;
    /// Whether the object should act this turn: only objects within `radius`
    /// of the player do (the seed's `needUpdate`).
    fn need_update(&self, player: Coordinates, radius: i32) -> bool {
        self.coordinates().chebyshev(player) <= radius
    }
    /// What kind of object this is.
    fn kind(&self) -> ObjectKind;
    /// Moves a one-cell object; objects that cannot move return false.
    fn relocate(&mut self, _to: Coordinates) -> bool {
        false
    }
    /// The object as a trigger.
    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        None
    }
    /// The object as a mob.
    fn as_mob(&self) -> Option<&dyn super::mob::Mob> {
        None
    }
    /// The object as a mob, mutably.
    fn as_mob_mut(&mut self) -> Option<&mut dyn super::mob::Mob> {
        None
    }
    /// The object as one of the game's creatures, mutably (for its turn).
    fn as_creature_mut(&mut self) -> Option<&mut super::creature::Creature> {
        None
    }
    /// The object as a wall.
    fn as_wall(&self) -> Option<&super::wall::Wall> {
        None
    }
    /// The object as an item on the floor.
    fn as_dropped_item(&self) -> Option<&super::dropped_item::DroppedItem> {
        None
    }
}
