//! The domain: the game world, its objects, the player, items, mobs, behaviour
//! models, combat, sight.

mod coordinates;
mod kind;
mod map;
mod rng;

pub use coordinates::{Coordinates, Direction};
pub use kind::{ItemKind, MobKind, UnknownKind};
pub use map::{CharMap, GridMap};
pub use rng::GameRng;
