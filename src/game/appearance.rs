//! `Appearance`: what an object looks like, as data. The game says "a Robot,
//! hurt to 40%, translucent"; each front end decides how to show it (a
//! texture on the canvas, a glyph in a terminal or in the text render).

use super::kind::{ItemKind, MobKind};
use serde::Serialize;

/// Which way a staircase leads.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
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
    /// A floor switch.
    Switch {
        /// A boulder rests on it.
        pressed: bool,
    },
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
    /// A time-travelling portal.
    TimePortal,
    /// The player's older self, after a time travel.
    OlderPlayer,
    /// A swamp tile.
    Swamp,
    /// An assassin, hostile or on the player's side.
    Assassin {
        /// On the player's side.
        ally: bool,
    },
    /// A hydra.
    Hydra,
    /// A wire of a circuit.
    Wire {
        /// Carrying current.
        live: bool,
    },
    /// A light bulb.
    LightBulb {
        /// Lit.
        lit: bool,
    },
    /// A door worked by a circuit.
    SwitchDoor {
        /// Open (by its circuit or its key).
        open: bool,
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
    /// A few characters that tell it from others of its kind: the key a
    /// door wants, the door a key opens.
    pub label: Option<Label>,
    /// A colour that tells it from others of its kind: the colour that
    /// pairs a portal with its partner.
    pub hue: Option<Hue>,
    /// On the player's side (a bribed mercenary).
    pub ally: bool,
}

impl Appearance {
    /// A thing that looks like `figure` on `layer`, unhurt and opaque, with
    /// nothing to tell it from others of its kind.
    pub const fn new(figure: Figure, layer: Layer) -> Appearance {
        Appearance {
            figure,
            layer,
            translucent: false,
            hurt: None,
            transient: false,
            label: None,
            hue: None,
            ally: false,
        }
    }
}

/// A few characters shown on a thing, kept inline (an appearance is made
/// for every cell on screen every frame, and stays `Copy`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Label {
    bytes: [u8; Label::MAX],
    len: u8,
}

impl Label {
    /// The most bytes a label holds; a longer text is cut to the whole
    /// characters that fit (a key named `gate` keeps its name, a sentence
    /// does not: a cell has room for a few characters only).
    pub const MAX: usize = 8;

    /// `text`, cut to the whole characters that fit.
    pub fn new(text: &str) -> Label {
        let mut len = 0;
        for (at, c) in text.char_indices() {
            if at + c.len_utf8() > Label::MAX {
                break;
            }
            len = at + c.len_utf8();
        }
        let mut bytes = [0; Label::MAX];
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        Label { bytes, len: len as u8 }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // Cut at a character boundary by `new`, so always whole UTF-8.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl std::fmt::Debug for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A colour as a world names it (a Dungeon Mania portal's `"colour":
/// "RED"`): the game says which, each front end says how it looks
/// (`render::hue_color`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hue {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Orange.
    Orange,
    /// Purple (or violet).
    Purple,
    /// Pink.
    Pink,
    /// Grey.
    Grey,
    /// White.
    White,
    /// Black.
    Black,
    /// Cyan.
    Cyan,
    /// Brown.
    Brown,
    /// A colour of some other name, by a hash of the name: two portals of
    /// one unknown colour still look alike, and unlike the others.
    Other(u32),
}

impl Hue {
    /// The hue a world's colour name means, whatever its case.
    pub fn named(name: &str) -> Hue {
        match name.to_ascii_lowercase().as_str() {
            "red" => Hue::Red,
            "blue" => Hue::Blue,
            "green" => Hue::Green,
            "yellow" => Hue::Yellow,
            "orange" => Hue::Orange,
            "purple" | "violet" => Hue::Purple,
            "pink" => Hue::Pink,
            "grey" | "gray" => Hue::Grey,
            "white" => Hue::White,
            "black" => Hue::Black,
            "cyan" => Hue::Cyan,
            "brown" => Hue::Brown,
            other => Hue::Other(
                other.bytes().fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b))),
            ),
        }
    }

    /// Its name, lower case; `None` for a hue of another name.
    pub const fn name(self) -> Option<&'static str> {
        Some(match self {
            Hue::Red => "red",
            Hue::Blue => "blue",
            Hue::Green => "green",
            Hue::Yellow => "yellow",
            Hue::Orange => "orange",
            Hue::Purple => "purple",
            Hue::Pink => "pink",
            Hue::Grey => "grey",
            Hue::White => "white",
            Hue::Black => "black",
            Hue::Cyan => "cyan",
            Hue::Brown => "brown",
            Hue::Other(_) => return None,
        })
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
    /// The player is here (looking like [`Game::player_appearance`](super::Game::player_appearance)).
    pub player: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_keeps_the_whole_characters_that_fit() {
        assert_eq!(Label::new("7").as_str(), "7");
        assert_eq!(Label::new("gate").as_str(), "gate");
        assert_eq!(Label::new("a long name").as_str(), "a long n");
        assert_eq!(Label::new("ключ").as_str(), "ключ", "four two-byte letters fit");
        assert_eq!(Label::new("ключик").as_str(), "ключ", "cut between letters");
        assert_eq!(Label::new("").as_str(), "");
    }

    #[test]
    fn a_hue_is_named_in_any_case_and_an_unknown_name_is_a_hue_of_its_own() {
        assert_eq!(Hue::named("RED"), Hue::Red);
        assert_eq!(Hue::named("Gray"), Hue::Grey);
        assert_eq!(Hue::named("TEAL"), Hue::named("teal"));
        assert_ne!(Hue::named("teal"), Hue::named("mauve"));
        assert_eq!(
            (Hue::named("Violet").name(), Hue::named("teal").name()),
            (Some("purple"), None)
        );
    }
}
