//! The domain: the game world, its objects, the player, items, mobs, behaviour
//! models, combat, sight.

mod arena;
mod combat;
mod coordinates;
mod draw;
mod dropped_item;
mod event;
mod fast_hash;
mod game;
mod inventory;
mod item;
mod kind;
mod map;
mod message_log;
mod mob;
mod object;
mod player;
mod rng;
mod snapshot;
mod spatial;
mod wall;
mod world;

pub use arena::{Arena, ObjectId};
pub use combat::{damage, fight, Combatant, FightReport};
pub use coordinates::{Coordinates, Direction};
pub use draw::WorldView;
pub use dropped_item::DroppedItem;
pub use event::GameEvent;
pub use fast_hash::FastMap;
pub use game::{Command, Game, TurnReport};
pub use inventory::Inventory;
pub use item::{new_item, Equipment, Gear, GoldenApple, Item, UseOutcome};
pub use kind::{ItemKind, MobKind, UnknownKind};
pub use map::{CharMap, GridMap};
pub use message_log::{Message, MessageLog};
pub use mob::Mob;
pub use object::{
    Cloneable, Collider, Drawable, GameObject, Look, ObjectKind, Spawn, TouchContext, TouchOutcome,
    Trigger,
};
pub use player::{ActionReport, Player};
pub use rng::GameRng;
pub use spatial::CHUNK;
pub use wall::Wall;
pub use world::{GameWorld, PlaceError};
