//! `WorldPlan`: the plain description of a world that generators and the world
//! file format produce and consume — a dense block of walls, the player's cell and
//! the things placed on cells. The live game world is built from it elsewhere.

use super::mind_text::MindText;
use crate::game::{BehaviourRecord, Coordinates, ItemKind, Leads, MobKind};
use crate::locale::{Locale, Words};
use serde::Serialize;
use std::fmt;

/// A dense rectangular block of wall cells (the seed's `Wall`: one boolean matrix,
/// not one object per cell). Cells outside the block are not walls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(try_from = "WallMatrixData")]
pub struct WallMatrix {
    /// World coordinates of the block's top-left cell.
    pub origin: Coordinates,
    /// Number of columns.
    pub width: i32,
    /// Number of rows.
    pub height: i32,
    /// Row-major, `width × height` entries; `true` is a wall.
    cells: Vec<bool>,
}

/// The serialised shape of a [`WallMatrix`], checked on the way in so a saved
/// matrix can never disagree with its own size.
#[derive(crate::json::FromJson)]
struct WallMatrixData {
    origin: Coordinates,
    width: i32,
    height: i32,
    cells: Vec<bool>,
}

/// Why a list of cells cannot form a [`WallMatrix`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixShapeError {
    /// The width asked for.
    pub width: i32,
    /// The height asked for.
    pub height: i32,
    /// How many cells were given.
    pub cells: usize,
}

impl Words for MatrixShapeError {
    fn words(&self, locale: &Locale) -> String {
        let needed = i64::from(self.width.max(0)) * i64::from(self.height.max(0));
        locale.phrase_with(
            "matrix_shape_error",
            &[
                ("width", self.width.into()),
                ("height", self.height.into()),
                ("needed", needed.into()),
                ("cells", self.cells.into()),
            ],
        )
    }
}

/// The reason in the current language.
impl fmt::Display for MatrixShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for MatrixShapeError {}

impl TryFrom<WallMatrixData> for WallMatrix {
    type Error = MatrixShapeError;
    fn try_from(data: WallMatrixData) -> Result<Self, Self::Error> {
        WallMatrix::from_cells(data.origin, data.width, data.height, data.cells)
    }
}

impl WallMatrix {
    /// A block of `width × height` cells at `origin`, without any wall. Negative
    /// sizes count as zero.
    pub fn new(origin: Coordinates, width: i32, height: i32) -> Self {
        let (width, height) = (width.max(0), height.max(0));
        WallMatrix { origin, width, height, cells: vec![false; width as usize * height as usize] }
    }

    /// A block from row-major cells (`true` is a wall); the count must be
    /// `width × height`.
    pub fn from_cells(
        origin: Coordinates,
        width: i32,
        height: i32,
        cells: Vec<bool>,
    ) -> Result<Self, MatrixShapeError> {
        let expected = i64::from(width) * i64::from(height);
        if width < 0 || height < 0 || expected != cells.len() as i64 {
            return Err(MatrixShapeError { width, height, cells: cells.len() });
        }
        Ok(WallMatrix { origin, width, height, cells })
    }

    /// Whether `at` lies inside the block.
    pub fn contains(&self, at: Coordinates) -> bool {
        self.index(at).is_some()
    }

    /// Whether `at` is a wall; cells outside the block are not.
    pub fn get(&self, at: Coordinates) -> bool {
        self.index(at).is_some_and(|i| self.cells[i])
    }

    /// Makes `at` a wall (or not).
    ///
    /// # Panics
    /// If `at` lies outside the block: like indexing a slice, that is a bug in the
    /// caller, which sized the block.
    pub fn set(&mut self, at: Coordinates, wall: bool) {
        let i = self.index(at).unwrap_or_else(|| {
            panic!(
                "{at} is outside the {}x{} wall matrix at {}",
                self.width, self.height, self.origin
            )
        });
        self.cells[i] = wall;
    }

    /// Every wall cell, in reading order (row by row, left to right).
    pub fn iter_walls(&self) -> impl Iterator<Item = Coordinates> + '_ {
        let width = self.width.max(1) as usize;
        self.cells.iter().enumerate().filter(|(_, &wall)| wall).map(move |(i, _)| {
            self.origin + Coordinates::new((i % width) as i32, (i / width) as i32)
        })
    }

    /// The number of wall cells.
    pub fn wall_count(&self) -> usize {
        self.cells.iter().filter(|&&wall| wall).count()
    }

    /// The cells of one row (`0..height`, relative to the origin), or an empty
    /// slice for a row outside the block.
    pub fn row(&self, row: i32) -> &[bool] {
        if row < 0 || row >= self.height {
            return &[];
        }
        let width = self.width as usize;
        let start = row as usize * width;
        &self.cells[start..start + width]
    }

    /// Moves the block by `offset`.
    pub fn translate(&mut self, offset: Coordinates) {
        self.origin += offset;
    }

    fn index(&self, at: Coordinates) -> Option<usize> {
        let local = at - self.origin;
        if local.x < 0 || local.y < 0 || local.x >= self.width || local.y >= self.height {
            return None;
        }
        Some(local.y as usize * self.width as usize + local.x as usize)
    }
}

/// Something placed on a cell when the world is created.
#[derive(
    Clone,
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
pub enum Thing {
    /// An item lying on the floor.
    Item(ItemKind),
    /// A hostile creature.
    Mob {
        /// What creature it is.
        kind: MobKind,
        /// The item a Mimic looks like until it is hit. Always `Some` for a Mimic
        /// made by the generators or read from a file; `None` for every other kind.
        disguise: Option<ItemKind>,
        /// Its health when it is not the kind's full health (a creature already
        /// hurt, as an exported world writes it: `hp=2`); `None` for full.
        health: Option<i32>,
        /// Its behaviour model and the model's state when they are not those
        /// of a fresh creature of its kind (a Robot on the hunt, a confused
        /// Mimic, as an exported world writes it: `mind=confused:1(passive)`);
        /// `None` for a fresh mind.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mind: Option<Box<BehaviourRecord>>,
        /// On the player's side from the start (`N. Mob Mercenary ally`):
        /// only a creature whose content row takes a bribe may be one.
        #[serde(default, skip_serializing_if = "is_false")]
        ally: bool,
    },
    /// A staircase to the next level (`Down`) or the one before (`Up`). Which
    /// level and cell it arrives on follows from the levels around it (see
    /// [`DungeonPlan`](super::DungeonPlan)).
    Stairs(Leads),
    /// The way out of the dungeon (for `exit` goals).
    Exit,
    /// A locked door (`Door`), or one opened already (`Door Open`): the
    /// descent's vaults. Walking into it with a key opens it.
    Door {
        /// It was opened.
        open: bool,
    },
    /// A boulder (`Boulder`): the player pushes it one cell on (the
    /// descent's puzzles, since edition 2).
    Boulder,
    /// A floor switch (`Switch`): a boulder pushed onto it opens the
    /// level's switch doors for good.
    Switch,
    /// A door worked by the level's switches (`SwitchDoor`, `SwitchDoor
    /// Open` once a boulder has pressed a switch).
    SwitchDoor {
        /// It was opened.
        open: bool,
    },
    /// One of a pair of portals (`Portal COLOUR`): stepping in puts the
    /// walker beside the other portal of its colour on the level.
    Portal {
        /// The colour that pairs it (one word).
        colour: String,
    },
    /// A zombie spawner (`Spawner`): it makes Zombies now and then until a
    /// player with a weapon walks into it.
    Spawner,
}

impl Thing {
    /// A mob; for a Mimic, one that has been found out (it shows itself).
    pub const fn mob(kind: MobKind) -> Thing {
        Thing::Mob { kind, disguise: None, health: None, mind: None, ally: false }
    }

    /// This thing with `health` (a mob's; other things have none).
    pub fn with_health(self, health: Option<i32>) -> Thing {
        match self {
            Thing::Mob { kind, disguise, mind, ally, .. } => {
                Thing::Mob { kind, disguise, health, mind, ally }
            }
            other => other,
        }
    }

    /// This thing with `mind` (a mob's; other things have none).
    pub fn with_mind(self, mind: Option<BehaviourRecord>) -> Thing {
        match self {
            Thing::Mob { kind, disguise, health, ally, .. } => {
                Thing::Mob { kind, disguise, health, mind: mind.map(Box::new), ally }
            }
            other => other,
        }
    }

    /// A Mimic looking like `disguise`.
    pub const fn mimic(disguise: ItemKind) -> Thing {
        Thing::Mob {
            kind: MobKind::Mimic,
            disguise: Some(disguise),
            health: None,
            mind: None,
            ally: false,
        }
    }

    /// This thing on the player's side (a mob's; other things have none).
    pub fn allied(self) -> Thing {
        match self {
            Thing::Mob { kind, disguise, health, mind, .. } => {
                Thing::Mob { kind, disguise, health, mind, ally: true }
            }
            other => other,
        }
    }

    /// Moves the places a mob's mind remembers by `offset`, as its world moves.
    pub fn translate(&mut self, offset: Coordinates) {
        if let Thing::Mob { mind: Some(mind), .. } = self {
            mind.translate(offset);
        }
    }

    /// Whether this is a mob (as opposed to an item or stairs).
    pub const fn is_mob(&self) -> bool {
        matches!(self, Thing::Mob { .. })
    }

    /// Whether this is an item.
    pub const fn is_item(&self) -> bool {
        matches!(self, Thing::Item(_))
    }
}

/// The filler text of the world file format: `Item Sword`, `Mob Ghost`,
/// `Mob Mimic Sword`, `Mob Robot hp=3 mind=clever:calm(hunter:heard@4,2)`,
/// `Stairs Down`.
impl fmt::Display for Thing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Thing::Item(kind) => write!(f, "Item {kind}"),
            Thing::Mob { kind, disguise, health, mind, ally } => {
                write!(f, "Mob {kind}")?;
                match (kind, disguise) {
                    (MobKind::Mimic, Some(look)) => write!(f, " {look}")?,
                    (MobKind::Mimic, None) => write!(f, " {}", super::file_format::REVEALED)?,
                    _ => {}
                }
                if let Some(health) = health {
                    write!(f, " {}{health}", super::file_format::HEALTH)?;
                }
                if let Some(mind) = mind {
                    write!(f, " {}{}", super::file_format::MIND, MindText(mind))?;
                }
                if *ally {
                    write!(f, " {}", super::file_format::ALLY)?;
                }
                Ok(())
            }
            Thing::Stairs(leads) => write!(f, "Stairs {}", leads.name()),
            Thing::Exit => f.write_str("Exit"),
            Thing::Door { open: false } => f.write_str("Door"),
            Thing::Door { open: true } => f.write_str("Door Open"),
            Thing::Boulder => f.write_str("Boulder"),
            Thing::Switch => f.write_str("Switch"),
            Thing::SwitchDoor { open: false } => f.write_str("SwitchDoor"),
            Thing::SwitchDoor { open: true } => f.write_str("SwitchDoor Open"),
            Thing::Portal { colour } => write!(f, "Portal {colour}"),
            Thing::Spawner => f.write_str("Spawner"),
        }
    }
}

/// A thing on a cell.
#[derive(
    Clone,
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
pub struct Placement {
    /// The cell.
    pub at: Coordinates,
    /// What stands or lies there.
    pub thing: Thing,
}

/// A whole world, ready to be turned into a live game world.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct WorldPlan {
    /// Every wall.
    pub walls: WallMatrix,
    /// Where the player starts.
    pub player: Coordinates,
    /// Items, mobs and stairs, in no particular order (see
    /// [`WorldPlan::canonical`]).
    pub things: Vec<Placement>,
}

impl WorldPlan {
    /// The same plan with its things sorted by (y, x, thing), so that two plans
    /// that differ only in the order things were listed compare equal.
    pub fn canonical(mut self) -> WorldPlan {
        crate::order::sort_by(&mut self.things, |a, b| {
            (a.at.y, a.at.x, &a.thing).cmp(&(b.at.y, b.at.x, &b.thing))
        });
        self
    }

    /// Moves everything by `offset`.
    pub fn translate(&mut self, offset: Coordinates) {
        self.walls.translate(offset);
        self.player += offset;
        for placement in &mut self.things {
            placement.at += offset;
            placement.thing.translate(offset);
        }
    }

    /// The number of placed items.
    pub fn item_count(&self) -> usize {
        self.things.iter().filter(|p| p.thing.is_item()).count()
    }

    /// The number of placed mobs.
    pub fn mob_count(&self) -> usize {
        self.things.iter().filter(|p| p.thing.is_mob()).count()
    }

    /// The cell of the first stairs leading `leads`, in listing order.
    pub fn stairs(&self, leads: Leads) -> Option<Coordinates> {
        self.things.iter().find(|p| p.thing == Thing::Stairs(leads)).map(|p| p.at)
    }

    /// The smallest rectangle, as (top-left, bottom-right inclusive), holding the
    /// wall matrix, the player and every thing.
    pub fn bounds(&self) -> (Coordinates, Coordinates) {
        self.bounds_of(Some(self.player)).unwrap_or((self.player, self.player))
    }

    /// The smallest rectangle holding the wall matrix and every thing, leaving
    /// the player out (a level the player does not start on); `None` when
    /// there is neither.
    pub fn bounds_without_player(&self) -> Option<(Coordinates, Coordinates)> {
        self.bounds_of(None)
    }

    fn bounds_of(&self, player: Option<Coordinates>) -> Option<(Coordinates, Coordinates)> {
        let mut bounds: Option<(Coordinates, Coordinates)> = None;
        let mut take = |c: Coordinates| {
            let (low, high) = bounds.get_or_insert((c, c));
            *low = Coordinates::new(low.x.min(c.x), low.y.min(c.y));
            *high = Coordinates::new(high.x.max(c.x), high.y.max(c.y));
        };
        if let Some(player) = player {
            take(player);
        }
        if self.walls.width > 0 && self.walls.height > 0 {
            take(self.walls.origin);
            take(self.walls.origin + Coordinates::new(self.walls.width - 1, self.walls.height - 1));
        }
        for placement in &self.things {
            take(placement.at);
        }
        bounds
    }
}

/// Whether `flag` is off (a mob's `ally` is written only when on, so a plan
/// without allies reads and writes as before).
fn is_false(flag: &bool) -> bool {
    !flag
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_get_set_and_iterate_in_reading_order() {
        let mut m = WallMatrix::new(Coordinates::new(10, 20), 3, 2);
        assert!(!m.get(Coordinates::new(10, 20)));
        m.set(Coordinates::new(12, 20), true);
        m.set(Coordinates::new(10, 21), true);
        assert!(m.get(Coordinates::new(12, 20)));
        assert!(!m.get(Coordinates::new(0, 0)), "outside is never a wall");
        assert!(!m.contains(Coordinates::new(13, 20)));
        let walls: Vec<_> = m.iter_walls().collect();
        assert_eq!(walls, vec![Coordinates::new(12, 20), Coordinates::new(10, 21)]);
        assert_eq!(m.wall_count(), 2);
        assert_eq!(m.row(1), &[true, false, false]);
        assert_eq!(m.row(2), &[] as &[bool]);
    }

    #[test]
    #[should_panic(expected = "outside")]
    fn matrix_set_outside_panics() {
        WallMatrix::new(Coordinates::ZERO, 2, 2).set(Coordinates::new(2, 0), true);
    }

    #[test]
    fn matrix_deserialisation_checks_the_shape() {
        let good = r#"{"origin":{"x":0,"y":0},"width":2,"height":1,"cells":[true,false]}"#;
        let m: WallMatrix = crate::json::from_str(good).expect("a consistent matrix loads");
        assert!(m.get(Coordinates::ZERO));
        let bad = r#"{"origin":{"x":0,"y":0},"width":2,"height":2,"cells":[true,false]}"#;
        let err = crate::json::from_str::<WallMatrix>(bad).expect_err("3 cells short");
        assert!(err.to_string().contains("needs 4 cells"), "{err}");
    }

    #[test]
    fn canonical_ignores_listing_order() {
        let walls = WallMatrix::new(Coordinates::ZERO, 3, 3);
        let a = Placement { at: Coordinates::new(1, 1), thing: Thing::Item(ItemKind::Sword) };
        let b = Placement { at: Coordinates::new(0, 2), thing: Thing::mob(MobKind::Ghost) };
        let c = Placement { at: Coordinates::new(1, 1), thing: Thing::mimic(ItemKind::Shield) };
        let one = WorldPlan {
            walls: walls.clone(),
            player: Coordinates::ZERO,
            things: vec![a.clone(), b.clone(), c.clone()],
        };
        let two = WorldPlan { walls, player: Coordinates::ZERO, things: vec![c, b, a] };
        assert_ne!(one, two);
        assert_eq!(one.clone().canonical(), two.canonical());
        assert_eq!(one.item_count(), 1);
        assert_eq!(one.mob_count(), 2);
    }

    #[test]
    fn things_display_as_fillers() {
        assert_eq!(Thing::Item(ItemKind::GoldenApple).to_string(), "Item GoldenApple");
        assert_eq!(Thing::mob(MobKind::Robot).to_string(), "Mob Robot");
        assert_eq!(Thing::mimic(ItemKind::Sword).to_string(), "Mob Mimic Sword");
        assert_eq!(Thing::Stairs(Leads::Down).to_string(), "Stairs Down");
        assert_eq!(Thing::Stairs(Leads::Up).to_string(), "Stairs Up");
        assert_eq!(Thing::Door { open: false }.to_string(), "Door");
        assert_eq!(Thing::Door { open: true }.to_string(), "Door Open");
        assert_eq!(Thing::Boulder.to_string(), "Boulder");
        assert_eq!(Thing::Switch.to_string(), "Switch");
        assert_eq!(Thing::SwitchDoor { open: false }.to_string(), "SwitchDoor");
        assert_eq!(Thing::SwitchDoor { open: true }.to_string(), "SwitchDoor Open");
        assert_eq!(Thing::Portal { colour: "blue".into() }.to_string(), "Portal blue");
        assert_eq!(Thing::Spawner.to_string(), "Spawner");
    }
}
