//! `ObjectRecord`: the one list of object kinds. Each kind is one type that
//! is its own serde record; this enum names them, and saves, checksums,
//! snapshots and world files all derive from it. Adding a kind adds one line
//! to `object_kinds!` below. The same list gives [`KindRef`] and
//! [`KindMut`]: an object seen as its kind, for rules that act on one kind's
//! own state (a door's lock, a spider's round) without downcasting.

use super::arena::ObjectId;
use super::boulder::Boulder;
use super::creature::Creature;
use super::door::Door;
use super::dropped_item::DroppedItem;
use super::entrance::Entrance;
use super::exit::Exit;
use super::floor_switch::FloorSwitch;
use super::hydra::Hydra;
use super::light_bulb::LightBulb;
use super::lit_bomb::LitBomb;
use super::locked_door::LockedDoor;
use super::mercenary::Mercenary;
use super::object::GameObject;
use super::older_player::OlderPlayer;
use super::portal::Portal;
use super::spawner::Spawner;
use super::spider::Spider;
use super::spirit::Spirit;
use super::stairs::Stairs;
use super::swamp_tile::SwampTile;
use super::switch_door::SwitchDoor;
use super::time_portal::TimePortal;
use super::wall::Wall;
use super::wire::Wire;
use super::wormhole::Wormhole;
use super::zombie_toast::ZombieToast;
use serde::Serialize;
use serde_json::Value;

macro_rules! object_kinds {
    ($( $(#[$doc:meta])* $variant:ident($kind:ty) ),* $(,)?) => {
        /// One object as plain data, tagged with its kind (`"type": "mob"`).
        #[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
        #[serde(tag = "type", rename_all = "snake_case")]
        pub enum ObjectRecord {
            $( $(#[$doc])* $variant($kind), )*
        }

        impl ObjectRecord {
            /// The live object this record describes.
            pub fn into_object(self) -> Box<dyn GameObject> {
                match self {
                    $( ObjectRecord::$variant(object) => Box::new(object), )*
                }
            }
        }

        /// An object seen as its kind ([`GameObject::kind`]).
        #[derive(Clone, Copy, Debug)]
        pub enum KindRef<'a> {
            $( $(#[$doc])* $variant(&'a $kind), )*
        }

        /// An object seen as its kind, to change its own state
        /// ([`GameObject::kind_mut`]); moving it and what it blocks still go
        /// through the world.
        #[derive(Debug)]
        pub enum KindMut<'a> {
            $( $(#[$doc])* $variant(&'a mut $kind), )*
        }

        $(
            impl From<$kind> for ObjectRecord {
                fn from(object: $kind) -> ObjectRecord {
                    ObjectRecord::$variant(object)
                }
            }
        )*
    };
}

object_kinds! {
    /// A block of wall ([`Wall`]).
    Wall(Wall),
    /// An item lying on the floor ([`DroppedItem`]).
    Item(DroppedItem),
    /// A creature ([`Creature`]).
    Mob(Creature),
    /// A staircase ([`Stairs`]).
    Stairs(Stairs),
    /// The way out ([`Exit`]).
    Exit(Exit),
    /// Build Your Own World's way out ([`LockedDoor`]).
    LockedDoor(LockedDoor),
    /// A spirit barring an encounter tile ([`Spirit`]).
    Spirit(Spirit),
    /// A boulder ([`Boulder`]).
    Boulder(Boulder),
    /// A floor switch ([`FloorSwitch`]).
    Switch(FloorSwitch),
    /// A locked door ([`Door`]).
    Door(Door),
    /// A portal ([`Portal`]).
    Portal(Portal),
    /// A zombie toast spawner ([`Spawner`]).
    Spawner(Spawner),
    /// A bomb set down ([`LitBomb`]).
    LitBomb(LitBomb),
    /// A spider ([`Spider`]).
    Spider(Spider),
    /// A zombie toast ([`ZombieToast`]).
    ZombieToast(ZombieToast),
    /// A mercenary ([`Mercenary`]).
    Mercenary(Mercenary),
    /// Where a game may begin ([`Entrance`]).
    Entrance(Entrance),
    /// A hole onto another one ([`Wormhole`]).
    Wormhole(Wormhole),
    /// Dungeon Mania's time-travelling portal ([`TimePortal`]).
    TimeTravellingPortal(TimePortal),
    /// The player's older self after a time travel ([`OlderPlayer`]).
    OlderPlayer(OlderPlayer),
    /// A swamp that holds creatures ([`SwampTile`]).
    Swamp(SwampTile),
    /// A hydra ([`Hydra`]).
    Hydra(Hydra),
    /// A wire of a circuit ([`Wire`]).
    Wire(Wire),
    /// A light bulb ([`LightBulb`]).
    LightBulb(LightBulb),
    /// A door worked by a circuit ([`SwitchDoor`]).
    SwitchDoor(SwitchDoor),
}

impl ObjectRecord {
    /// The record as a JSON object (`type` and every field), for snapshots.
    pub fn to_json(&self) -> Value {
        crate::json::to_value(self)
    }
}

/// An object as saved: its id beside its record's fields.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct SavedObject {
    /// Its id.
    pub id: ObjectId,
    /// The object.
    #[serde(flatten)]
    pub record: ObjectRecord,
}
