//! `Appearance`: what an object looks like, as data. The game says "a Robot,
//! hurt to 40%, translucent"; each front end decides how to show it (a
//! texture on the canvas, a glyph in a terminal or in the text render).

use super::kind::{ItemKind, MobKind};
use serde::{Deserialize, Serialize};

/// Which way a staircase leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Leads {
    /// Deeper, to the next level.
    Down,
    /// Back up, to the level above.
    Up,
}

impl Leads {
    /// The name used in world files and snapshots.
    pub const fn name(self) -> &'static str {
        match self {
            Leads::Down => "Down",
            Leads::Up => "Up",
        }
    }
}

/// The shape of a thing, before any state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Figure {
    /// A wall cell.
    Wall,
    /// An item (or something pretending to be one).
    Item(ItemKind),
    /// A creature.
    Mob(MobKind),
    /// A staircase.
    Stairs(Leads),
    /// The way out of the dungeon.
    Exit,
    /// Build Your Own World's locked door, its way out.
    LockedDoor,
    /// A spirit barring a Build Your Own World encounter tile.
    Spirit,
    /// A marked cell where a game may begin.
    Entrance,
    /// A hole that throws whoever steps in somewhere else on the level.
    Wormhole,
    /// The player.
    Player,
    /// A boulder.
    Boulder,
    /// A floor switch (pressed when a boulder shows on it too).
    Switch,
    /// A locked door, shut or opened.
    Door {
        /// Opened for good.
        open: bool,
    },
    /// A portal.
    Portal,
    /// A zombie toast spawner.
    Spawner,
    /// A bomb set down.
    LitBomb,
    /// A spider.
    Spider,
    /// A zombie toast.
    ZombieToast,
    /// A mercenary, hostile or bribed.
    Mercenary {
        /// On the player's side.
        ally: bool,
    },
}

/// Drawing order on a cell: floor fixtures, then items, then creatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Layer {
    /// Walls and things set into the floor (stairs).
    Fixture,
    /// Items lying about.
    Item,
    /// Creatures.
    Creature,
}

/// What an object looks like now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Appearance {
    /// Its shape.
    pub figure: Figure,
    /// Its drawing layer.
    pub layer: Layer,
    /// Seen through something (a ghost inside a wall).
    pub translucent: bool,
    /// Health left as a fraction of the maximum, when it is below the maximum.
    pub hurt: Option<f64>,
    /// Shown only while in view; not remembered (creatures move).
    pub transient: bool,
}

impl Appearance {
    /// A thing that looks like `figure` on `layer`, unhurt and opaque.
    pub const fn new(figure: Figure, layer: Layer) -> Appearance {
        Appearance { figure, layer, translucent: false, hurt: None, transient: false }
    }
}

/// Whether a cell is seen now or remembered from before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// In the player's view now.
    InView,
    /// Seen before; shown as it was, without creatures.
    Remembered,
}

/// Everything a front end needs to show one cell.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    /// Seen now or remembered.
    pub visibility: Visibility,
    /// A wall stands here.
    pub wall: bool,
    /// What stands or lies here, bottom layer first.
    pub things: Vec<Appearance>,
    /// The player is here.
    pub player: bool,
}
