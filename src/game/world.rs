//! `GameWorld`: every object on the unbounded grid, the player, and the spatial
//! index and wall grid kept consistent with them.

use super::arena::{Arena, ObjectId};
use super::coordinates::Coordinates;
use super::map::GridMap;
use super::object::GameObject;
use super::player::Player;
use super::spatial::{SpatialIndex, WallGrid};
use std::fmt;

/// Why an object could not be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// A wall already covers this cell; walls may not overlap.
    WallOverlap(Coordinates),
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::WallOverlap(c) => write!(f, "a wall already stands at {c}"),
        }
    }
}

impl std::error::Error for PlaceError {}

/// Why a world could not be rebuilt from saved parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorldPartsError {
    /// The slot generations, live ids and free list disagree (an id past the
    /// slots, a generation mismatch, two objects in one slot, a slot both
    /// live and free, or a slot neither).
    Slots,
    /// Two walls cover this cell.
    WallOverlap(Coordinates),
}

impl fmt::Display for WorldPartsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorldPartsError::Slots => {
                f.write_str("the object ids do not fit the slot generations and free list")
            }
            WorldPartsError::WallOverlap(c) => write!(f, "two walls overlap at {c}"),
        }
    }
}

impl std::error::Error for WorldPartsError {}

/// The world: objects in an arena, indexed by cell; walls in a chunked grid.
#[derive(Debug)]
pub struct GameWorld {
    objects: Arena<Box<dyn GameObject>>,
    index: SpatialIndex,
    walls: WallGrid,
    /// The one player.
    pub player: Player,
}

impl GameWorld {
    /// An empty world with a new player at `player_at`.
    pub fn new(player_at: Coordinates) -> GameWorld {
        GameWorld::with_player(Player::new(player_at))
    }

    /// An empty world around `player`.
    pub fn with_player(player: Player) -> GameWorld {
        GameWorld {
            objects: Arena::new(),
            index: SpatialIndex::default(),
            walls: WallGrid::default(),
            player,
        }
    }

    /// Rebuilds a saved world exactly: the arena from its slot generations,
    /// live objects at their ids and free list in reuse order (see
    /// [`Arena::from_parts`]), then the spatial index and wall grid from the
    /// objects, so ids handed out later are the same as in the saved game.
    pub fn from_parts(
        player: Player,
        generations: Vec<u32>,
        objects: Vec<(ObjectId, Box<dyn GameObject>)>,
        free_slots: Vec<u32>,
    ) -> Result<GameWorld, WorldPartsError> {
        let objects =
            Arena::from_parts(generations, objects, free_slots).ok_or(WorldPartsError::Slots)?;
        let mut index = SpatialIndex::default();
        let mut walls = WallGrid::default();
        for (id, object) in objects.iter() {
            match object.as_wall() {
                Some(wall) => {
                    for c in wall.cells() {
                        if !walls.set(c, id.index()) {
                            return Err(WorldPartsError::WallOverlap(c));
                        }
                    }
                }
                None => index.insert(id, object.coordinates()),
            }
        }
        Ok(GameWorld { objects, index, walls, player })
    }

    /// The arena's slot generations and free list, for saving (see
    /// [`GameWorld::from_parts`]).
    pub fn slot_parts(&self) -> (Vec<u32>, Vec<u32>) {
        (self.objects.generations(), self.objects.free_slots().to_vec())
    }

    /// Places an object. Walls are rasterised into the wall grid (and refused if
    /// they overlap another wall); everything else is indexed by its cell.
    pub fn add(&mut self, object: Box<dyn GameObject>) -> Result<ObjectId, PlaceError> {
        if let Some(wall) = object.as_wall() {
            if let Some(c) = wall.cells().find(|&c| self.walls.is_wall(c)) {
                return Err(PlaceError::WallOverlap(c));
            }
            let cells: Vec<Coordinates> = wall.cells().collect();
            let id = self.objects.insert(object);
            for c in cells {
                self.walls.set(c, id.index());
            }
            return Ok(id);
        }
        let at = object.coordinates();
        let id = self.objects.insert(object);
        self.index.insert(id, at);
        Ok(id)
    }

    /// Takes an object out of the world.
    pub fn remove(&mut self, id: ObjectId) -> Option<Box<dyn GameObject>> {
        let object = self.objects.remove(id)?;
        if let Some(wall) = object.as_wall() {
            for c in wall.cells() {
                self.walls.clear(c, id.index());
            }
        } else {
            self.index.remove(id, object.coordinates());
        }
        Some(object)
    }

    /// Moves a one-cell object to `to`, keeping the index in step. False for
    /// unknown ids and objects that cannot move.
    pub fn move_object(&mut self, id: ObjectId, to: Coordinates) -> bool {
        let Some(object) = self.objects.get_mut(id) else { return false };
        let from = object.coordinates();
        if !object.relocate(to) {
            return false;
        }
        self.index.relocate(id, from, to);
        true
    }

    /// The object with this id.
    pub fn get(&self, id: ObjectId) -> Option<&dyn GameObject> {
        self.objects.get(id).map(|b| b.as_ref())
    }

    /// The object with this id, mutably. Moving it must go through
    /// [`GameWorld::move_object`].
    pub fn get_mut(&mut self, id: ObjectId) -> Option<&mut (dyn GameObject + 'static)> {
        self.objects.get_mut(id).map(|b| b.as_mut())
    }

    /// The object with this id and the player, both mutably (for a trigger's
    /// touch or a fight).
    pub fn object_and_player_mut(
        &mut self,
        id: ObjectId,
    ) -> Option<(&mut (dyn GameObject + 'static), &mut Player)> {
        let object = self.objects.get_mut(id)?;
        Some((object.as_mut(), &mut self.player))
    }

    /// Runs `f` on object `id` while the object is lifted out of the arena,
    /// so `f` may also read the rest of the world (a mob deciding its move
    /// looks at the map around it). Meanwhile the object's own cell reads as
    /// free. `None` for an unknown id.
    pub fn with_taken<R>(
        &mut self,
        id: ObjectId,
        f: impl FnOnce(&mut dyn GameObject, &GameWorld) -> R,
    ) -> Option<R> {
        let mut object = self.objects.take(id)?;
        let result = f(object.as_mut(), self);
        self.objects.put_back(id, object);
        Some(result)
    }

    /// The objects standing on `cell` (walls excluded), by id.
    pub fn ids_at(&self, cell: Coordinates) -> &[ObjectId] {
        self.index.at(cell)
    }

    /// True when a wall covers `cell`.
    pub fn is_wall(&self, cell: Coordinates) -> bool {
        self.walls.is_wall(cell)
    }

    /// The wall object covering `cell`.
    pub fn wall_at(&self, cell: Coordinates) -> Option<&dyn GameObject> {
        let index = self.walls.owner(cell)?;
        self.get(self.objects.id_at(index)?)
    }

    /// True when an impassable object other than a wall stands on `cell`.
    pub fn is_occupied(&self, cell: Coordinates) -> bool {
        self.index.at(cell).iter().any(|&id| self.get(id).is_some_and(|o| !o.is_passable()))
    }

    /// Objects that should act this turn: within `radius` of the player,
    /// found through the chunk index, in a deterministic order.
    pub fn ids_to_update(&self, radius: i32) -> Vec<ObjectId> {
        let center = self.player.coordinates;
        self.index
            .near(center, radius)
            .filter(|&id| self.get(id).is_some_and(|o| o.need_update(center, radius)))
            .collect()
    }

    /// Every object (walls included), in slot order: for snapshots and saves,
    /// never for per-cell questions.
    pub fn objects(&self) -> impl Iterator<Item = (ObjectId, &dyn GameObject)> {
        self.objects.iter().map(|(id, o)| (id, o.as_ref()))
    }

    /// Number of objects (walls included).
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    /// True when the world holds no objects.
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Number of wall cells.
    pub fn wall_cells(&self) -> usize {
        self.walls.len()
    }

    /// The index rebuilt from the objects themselves, compared with the live
    /// one: true when they agree (a test aid for the consistency property).
    pub fn index_is_consistent(&self) -> bool {
        let mut fresh = SpatialIndex::default();
        let mut wall_cells = 0;
        for (id, o) in self.objects.iter() {
            if let Some(w) = o.as_wall() {
                for c in w.cells() {
                    wall_cells += 1;
                    if self.walls.owner(c) != Some(id.index()) {
                        return false;
                    }
                }
            } else {
                fresh.insert(id, o.coordinates());
            }
        }
        wall_cells == self.walls.len()
            && fresh.entries() == self.index.entries()
            && self.index.chunks_consistent()
    }
}

impl GridMap for GameWorld {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.walls.is_wall(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        GameWorld::is_occupied(self, cell)
    }
}
