//! `GameWorld`: every object on the unbounded grid, the player, and the spatial
//! index and wall grid kept consistent with them.

use super::arena::{Arena, ObjectId};
use super::coordinates::{Coordinates, Diagonal, Direction};
use super::map::{set_bit, Edge, GridMap};
use super::object::{Blocking, GameObject};
use super::object_digest::{object_hash, ObjectDigest};
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

/// The world of one level: objects in an arena, indexed by cell (with what
/// blocks each cell) and actors by chunk; walls in a chunked grid.
#[derive(Debug, Default)]
pub struct GameWorld {
    objects: Arena<Box<dyn GameObject>>,
    index: SpatialIndex,
    walls: WallGrid,
    /// How many creatures (objects that fight) it holds.
    creatures: usize,
    /// The objects' share of the checksum, kept as they change.
    digest: ObjectDigest,
    /// Every cell an object has stood on or covered since the world was
    /// built lies in this box (it only grows): a path search between two
    /// cells never needs to leave it by more than a step, however far apart
    /// the level's things are and however much empty space lies around them.
    extent: Option<(Coordinates, Coordinates)>,
    /// A number no other world state has had: taken afresh whenever an
    /// object is added, removed or handed out mutably (0 before any), so
    /// what is worked out from the objects can be kept until it changes.
    revision: u64,
}

/// The revision the next change of any world takes: one count for every
/// world, so two worlds never share a revision.
static NEXT_REVISION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn next_revision() -> u64 {
    NEXT_REVISION.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl GameWorld {
    /// An empty world.
    pub fn new() -> GameWorld {
        GameWorld::default()
    }

    /// Rebuilds a saved world exactly: the arena from its slot generations,
    /// live objects at their ids and free list in reuse order (see
    /// [`Arena::from_parts`]), then the spatial index and wall grid from the
    /// objects, so ids handed out later are the same as in the saved game.
    pub fn from_parts(
        generations: Vec<u32>,
        objects: Vec<(ObjectId, Box<dyn GameObject>)>,
        free_slots: Vec<u32>,
    ) -> Result<GameWorld, WorldPartsError> {
        let objects =
            Arena::from_parts(generations, objects, free_slots).ok_or(WorldPartsError::Slots)?;
        let creatures = objects.iter().filter(|(_, o)| o.as_mob().is_some()).count();
        let mut world = GameWorld {
            objects,
            index: SpatialIndex::default(),
            walls: WallGrid::default(),
            creatures,
            digest: ObjectDigest::default(),
            extent: None,
            revision: next_revision(),
        };
        let ids: Vec<ObjectId> = world.objects.iter().map(|(id, _)| id).collect();
        for id in ids {
            world.digest.mark(id.index());
            let object = world.objects.get(id).expect("listed just now");
            match object.wall_cells() {
                Some(cells) => {
                    for c in cells {
                        world.extent = grown(world.extent, c);
                        if !world.walls.set(c, id.index()) {
                            return Err(WorldPartsError::WallOverlap(c));
                        }
                    }
                }
                None => {
                    world.extent = grown(world.extent, object.coordinates());
                    world.index.insert(
                        id,
                        object.coordinates(),
                        object.blocking(),
                        object.is_actor(),
                    )
                }
            }
        }
        Ok(world)
    }

    /// The arena's slot generations and free list, for saving (see
    /// [`GameWorld::from_parts`]).
    pub fn slot_parts(&self) -> (Vec<u32>, Vec<u32>) {
        (self.objects.generations(), self.objects.free_slots().to_vec())
    }

    /// Places an object. Walls are rasterised into the wall grid (and refused if
    /// they overlap another wall); everything else is indexed by its cell.
    pub fn add(&mut self, object: Box<dyn GameObject>) -> Result<ObjectId, PlaceError> {
        let cells: Option<Vec<Coordinates>> = object.wall_cells().map(Iterator::collect);
        if let Some(cells) = cells {
            // The first wall has nothing to overlap.
            let overlap = (self.walls.len() > 0)
                .then(|| cells.iter().find(|&&c| self.walls.is_wall(c)))
                .flatten();
            if let Some(&c) = overlap {
                return Err(PlaceError::WallOverlap(c));
            }
            let id = self.objects.insert(object);
            self.digest.mark(id.index());
            self.revision = next_revision();
            for c in cells {
                self.extent = grown(self.extent, c);
                self.walls.set(c, id.index());
            }
            return Ok(id);
        }
        let (at, blocking, actor) = (object.coordinates(), object.blocking(), object.is_actor());
        self.creatures += usize::from(object.as_mob().is_some());
        let id = self.objects.insert(object);
        self.digest.mark(id.index());
        self.revision = next_revision();
        self.extent = grown(self.extent, at);
        self.index.insert(id, at, blocking, actor);
        Ok(id)
    }

    /// Takes an object out of the world.
    pub fn remove(&mut self, id: ObjectId) -> Option<Box<dyn GameObject>> {
        let object = self.objects.remove(id)?;
        self.digest.forget(id.index());
        self.revision = next_revision();
        self.creatures -= usize::from(object.as_mob().is_some());
        match object.wall_cells() {
            Some(cells) => {
                for c in cells {
                    self.walls.clear(c, id.index());
                }
            }
            None => {
                self.index.remove(id, object.coordinates(), object.blocking());
            }
        }
        Some(object)
    }

    /// Moves a one-cell object to `to`, keeping the index in step. False for
    /// unknown ids and objects that cannot move.
    pub fn move_object(&mut self, id: ObjectId, to: Coordinates) -> bool {
        let Some(object) = self.objects.get_mut(id) else { return false };
        let (from, blocking, actor) = (object.coordinates(), object.blocking(), object.is_actor());
        if object.wall_cells().is_some() || !object.relocate(to) {
            return false;
        }
        self.digest.mark(id.index());
        self.revision = next_revision();
        self.index.remove(id, from, blocking);
        self.extent = grown(self.extent, to);
        self.index.insert(id, to, blocking, actor);
        true
    }

    /// Tells the index that object `id`, which blocked `before`, may block
    /// something else now (a door that opened).
    pub fn refresh_blocking(&mut self, id: ObjectId, before: Blocking) {
        let Some(object) = self.objects.get(id) else { return };
        let (at, now, actor) = (object.coordinates(), object.blocking(), object.is_actor());
        if now != before && object.wall_cells().is_none() {
            self.index.remove(id, at, before);
            self.index.insert(id, at, now, actor);
        }
    }

    /// The object with this id.
    pub fn get(&self, id: ObjectId) -> Option<&dyn GameObject> {
        self.objects.get(id).map(|b| b.as_ref())
    }

    /// The object with this id, mutably. Moving it must go through
    /// [`GameWorld::move_object`], and a change of what it blocks must be
    /// reported through [`GameWorld::refresh_blocking`].
    pub fn get_mut(&mut self, id: ObjectId) -> Option<&mut (dyn GameObject + 'static)> {
        let object = self.objects.get_mut(id)?;
        self.digest.mark(id.index());
        self.revision = next_revision();
        Some(object.as_mut())
    }

    /// Runs `f` on object `id` while the object is lifted out of the arena,
    /// so `f` may also read the rest of the world (a mob deciding its move
    /// looks at the map around it). Meanwhile the object's own cell reads as
    /// free. `None` for an unknown id or a wall. The object must not move
    /// inside `f`; [`GameWorld::move_object`] moves it afterwards.
    pub fn with_taken<R>(
        &mut self,
        id: ObjectId,
        f: impl FnOnce(&mut dyn GameObject, &GameWorld) -> R,
    ) -> Option<R> {
        let object = self.objects.get(id)?;
        if object.wall_cells().is_some() {
            return None;
        }
        let (at, blocking, actor) = (object.coordinates(), object.blocking(), object.is_actor());
        let mut object = self.objects.take(id)?;
        self.digest.mark(id.index());
        self.revision = next_revision();
        self.index.remove(id, at, blocking);
        let result = f(object.as_mut(), self);
        let (at, blocking) = (object.coordinates(), object.blocking());
        self.objects.put_back(id, object);
        self.extent = grown(self.extent, at);
        self.index.insert(id, at, blocking, actor);
        Some(result)
    }

    /// Every object that takes turns, anywhere on the level, in no particular
    /// order: found through the actor index, never by visiting the rest.
    pub fn all_actors(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.index.all_actors()
    }

    /// A box holding every cell any object has stood on or covered since the
    /// world was built (`None` while it has held nothing): see the field.
    pub fn extent(&self) -> Option<(Coordinates, Coordinates)> {
        self.extent
    }

    /// The wall covering `cell`, if one does.
    pub fn wall_at(&self, cell: Coordinates) -> Option<ObjectId> {
        self.walls.owner(cell).and_then(|index| self.objects.id_at(index))
    }

    /// The objects standing on `cell` (walls excluded), by id.
    pub fn ids_at(&self, cell: Coordinates) -> &[ObjectId] {
        self.index.at(cell)
    }

    /// True when a wall covers `cell`.
    pub fn is_wall(&self, cell: Coordinates) -> bool {
        self.walls.is_wall(cell)
    }

    /// True when a diagonal step from `from` would cut a wall's corner: a wall
    /// stands on either cell beside the corner. Walls only: a creature, a
    /// boulder or a door beside it does not stop the step (a door stands in
    /// a gap of a wall, whose wall already does).
    pub fn cuts_corner(&self, from: Coordinates, diagonal: Diagonal) -> bool {
        let (vertical, horizontal) = diagonal.parts();
        self.is_wall(from.step(vertical)) || self.is_wall(from.step(horizontal))
    }

    /// True when a creature, or something nothing may pass, stands on `cell`.
    pub fn is_occupied(&self, cell: Coordinates) -> bool {
        self.index.is_occupied(cell)
    }

    /// Where stepping onto `cell` sends whoever steps in (a wormhole there),
    /// if anywhere.
    pub fn sends_to(&self, cell: Coordinates) -> Option<Coordinates> {
        self.ids_at(cell).iter().find_map(|&id| self.get(id)?.sends_to())
    }

    /// True when a wall or something solid stops anyone walking into `cell`.
    pub fn blocks_walking(&self, cell: Coordinates) -> bool {
        self.walls.is_wall(cell) || self.index.blocks_movement(cell)
    }

    /// Actors that should act this turn: within `radius` of `center`, found
    /// through the actor index (nothing that does not act is visited), in a
    /// deterministic order.
    pub fn ids_to_update(&self, center: Coordinates, radius: i32) -> Vec<ObjectId> {
        self.index
            .actors_near(center, radius)
            .filter(|&id| self.get(id).is_some_and(|o| o.need_update(center, radius)))
            .collect()
    }

    /// Every object (walls included), in slot order: for snapshots and saves,
    /// never for per-cell questions.
    pub fn objects(&self) -> impl Iterator<Item = (ObjectId, &dyn GameObject)> {
        self.objects.iter().map(|(id, o)| (id, o.as_ref()))
    }

    /// The objects' share of a checksum (see [`ObjectDigest`]): up to date,
    /// at the cost of hashing again only what changed since
    /// [`GameWorld::settle_digest`].
    pub(crate) fn object_digest(&self) -> u64 {
        self.digest.current(|index| self.slot_hash(index))
    }

    /// Brings the kept digest up to date (after every turn), so the next
    /// checksum hashes only what changes from here.
    pub(crate) fn settle_digest(&mut self) {
        let objects = &self.objects;
        self.digest.settle(|index| slot_hash(objects, index));
    }

    /// This state of the world's objects: another number after any object
    /// is added, removed or handed out mutably, and never one another world
    /// has had (0 for a world never changed). What is worked out from the
    /// objects alone may be kept under it.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn slot_hash(&self, index: u32) -> u64 {
        slot_hash(&self.objects, index)
    }

    /// Number of objects (walls included).
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    /// True when the world holds no objects.
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Number of creatures.
    pub fn creatures(&self) -> usize {
        self.creatures
    }

    /// Whether an exit stands on `cell`.
    pub fn has_exit(&self, cell: Coordinates) -> bool {
        self.ids_at(cell).iter().any(|&id| self.get(id).is_some_and(|o| o.is_exit()))
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
            if let Some(cells) = o.wall_cells() {
                for c in cells {
                    wall_cells += 1;
                    if self.walls.owner(c) != Some(id.index()) {
                        return false;
                    }
                }
            } else {
                fresh.insert(id, o.coordinates(), o.blocking(), o.is_actor());
            }
        }
        wall_cells == self.walls.len()
            && fresh.entries() == self.index.entries()
            && fresh.actor_entries() == self.index.actor_entries()
    }
}

/// The hash of the object in slot `index`; 0 for a free slot.
fn slot_hash(objects: &Arena<Box<dyn GameObject>>, index: u32) -> u64 {
    objects
        .id_at(index)
        .and_then(|id| Some(object_hash(id, objects.get(id)?.as_ref())))
        .unwrap_or(0)
}

impl GridMap for GameWorld {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.walls.is_wall(cell) || self.index.blocks_sight(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        GameWorld::is_occupied(self, cell)
    }

    /// The four steps of [`Direction::ALL`] onto cells that are not blocked;
    /// a step onto a passage (a wormhole) lands where it sends.
    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        for direction in Direction::ALL {
            let to = cell.step(direction);
            if !self.is_blocked(to) {
                out.push(Edge { direction, to: self.sends_to(to).unwrap_or(to), cost: 1 });
            }
        }
    }

    fn opacity_bits(&self, min: Coordinates, side: i32, out: &mut [u64]) {
        self.walls.opacity_bits(min, side, out);
        if !self.index.has_sight_blockers() {
            return;
        }
        let mut i = 0usize;
        for y in min.y..min.y.saturating_add(side) {
            for x in min.x..min.x.saturating_add(side) {
                if self.index.blocks_sight(Coordinates::new(x, y)) {
                    set_bit(out, i);
                }
                i += 1;
            }
        }
    }
}

/// `extent` grown to hold `cell`.
fn grown(
    extent: Option<(Coordinates, Coordinates)>,
    cell: Coordinates,
) -> Option<(Coordinates, Coordinates)> {
    Some(match extent {
        None => (cell, cell),
        Some((min, max)) => (
            Coordinates::new(min.x.min(cell.x), min.y.min(cell.y)),
            Coordinates::new(max.x.max(cell.x), max.y.max(cell.y)),
        ),
    })
}
