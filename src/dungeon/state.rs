//! `DungeonState`: what Dungeon Mania keeps beside the level's objects from
//! tick to tick — every entity's id in the spec's numbering (the order they
//! were made in, which is also the order creatures move in), the player's
//! exact health and items, the potions drunk, the box spiders appear in and
//! the creatures a swamp holds.
//! The objects themselves are the engine's; the tick is `Game::turn`, kills
//! and treasure are `RunStats`, battles are in the message log, the random
//! stream is the game's.

use super::happening::Tally;
use super::potion::{Potion, PotionQueue};
use super::time::TimeLine;
use crate::game::{
    Appearance, Coordinates, FastMap, GameObject, GameWorld, ItemKind, KeyId, Logic, ObjectId,
    Points, Progress, RuleState, MAX_MOVEMENT_FACTOR,
};
use serde::Serialize;
use serde_json::Value;
use std::any::Any;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;

/// An entity's id: given in order of creation and never reused. Responses show
/// it as a string.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(transparent)]
pub struct EntityId(pub u64);

impl crate::json::ToJsonKey for EntityId {
    fn json_key(&self, out: &mut String) {
        self.0.json_key(out);
    }
}

impl crate::json::FromJsonKey for EntityId {
    fn from_key(name: &str, at: crate::json::Pos) -> Result<EntityId, crate::json::Error> {
        u64::from_key(name, at).map(EntityId)
    }
}

impl fmt::Display for EntityId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A rectangle of cells, corners included.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Area {
    /// Top-left corner.
    pub min: Coordinates,
    /// Bottom-right corner.
    pub max: Coordinates,
}

impl Area {
    /// The smallest area holding every point (a single cell at the origin if none).
    pub fn around(points: impl IntoIterator<Item = Coordinates>) -> Area {
        let mut points = points.into_iter();
        let first = points.next().unwrap_or(Coordinates::ZERO);
        points.fold(Area { min: first, max: first }, |area, p| Area {
            min: Coordinates::new(area.min.x.min(p.x), area.min.y.min(p.y)),
            max: Coordinates::new(area.max.x.max(p.x), area.max.y.max(p.y)),
        })
    }
}

/// An item the player holds, with the id it shows in responses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct HeldItem {
    /// Its id (the id it had on the map, or a new one when built).
    pub id: EntityId,
    /// Its kind.
    pub kind: ItemKind,
    /// The door a key opens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<KeyId>,
    /// Battles left, for weapons and shields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub durability: Option<u32>,
    /// The rule a logical bomb goes off by once set down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logic: Option<Logic>,
}

/// What Dungeon Mania keeps beside the objects.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct DungeonState {
    /// Every entity on the map but the player, by id: its object.
    #[serde(with = "entity_list")]
    #[to_json(write = "entity_list::to_json")]
    #[json(read = "entity_list::from_json")]
    entities: BTreeMap<EntityId, ObjectId>,
    /// The same, the other way round (rebuilt on load, not saved).
    #[serde(skip)]
    ids: FastMap<ObjectId, EntityId>,
    /// The switches among them (rebuilt on load, not saved): the goal's
    /// progress counts the open ones every frame, which a scan of every
    /// entity made cost as much as the dungeon is big.
    #[serde(skip)]
    switches: BTreeMap<EntityId, ObjectId>,
    /// The entities a [`Tally`](super::Tally) counts — doors, boulders,
    /// switches, lit bombs, spawners, mercenaries — (rebuilt on load, not
    /// saved): the page tallies them before and after every key, which a
    /// scan of every entity made cost as much as the dungeon is big.
    #[serde(skip)]
    tallied: BTreeMap<EntityId, ObjectId>,
    /// The compact JSON of `entities`, kept while they do not change (not
    /// saved): every tick's checksum hashes it, and writing 100,000 of them
    /// afresh each tick cost more than the tick.
    #[serde(skip)]
    entity_text: Kept<Vec<u8>>,
    /// The goal's progress, kept under what it was worked out from (not
    /// saved): a key and the frame after it asked for it half a dozen
    /// times, each counting every switch.
    #[serde(skip)]
    kept_progress: Kept<(ProgressKey, Progress)>,
    /// The last tally, kept under what it was worked out from (not saved).
    #[serde(skip)]
    kept_tally: Kept<(TallyKey, Tally)>,
    /// The id the next new entity or item gets.
    pub next_id: u64,
    /// The player's id.
    pub player_id: EntityId,
    /// The player's exact health; `None` once dead.
    pub health: Option<Points>,
    /// The player's items, in the order collected or built.
    pub inventory: Vec<HeldItem>,
    /// Potions drunk and not yet worn off, the active one first.
    pub effects: PotionQueue,
    /// Where spiders spawn: the box around the dungeon as loaded.
    pub spawn_area: Area,
    /// The player's older selves on the map, by arrival (none before a
    /// time travel, and then not saved, so older games' checksums stand).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub older_selves: Vec<EntityId>,
    /// The level's history since its start, kept only by a dungeon that
    /// can travel in time (a time turner or a time-travelling portal in
    /// it). Saved under `time` by [`RuleState::record`] and hashed as a
    /// running sum, not as part of the state's own record: see `time.rs`.
    #[serde(skip)]
    pub time: Option<Box<TimeLine>>,
    /// Creatures a swamp holds, by id: the ticks they must still stay put
    /// (saved only when some are held, so games without swamps keep their
    /// records and checksums).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub held: BTreeMap<EntityId, u32>,
    /// The dungeon has a circuit (wires, bulbs, switch doors or logical
    /// entities), which each tick then evaluates; a dungeon without one
    /// saves and plays as before circuits were.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub circuit: bool,
}

/// Something worked out from the state and kept until what it was worked
/// out from changes (the entity list's text, the goal's progress). Only a cache: two states are equal,
/// and a copy starts empty, whatever they keep.
struct Kept<T>(RefCell<Option<T>>);

impl<T> Default for Kept<T> {
    fn default() -> Self {
        Kept(RefCell::new(None))
    }
}

impl<T> Kept<T> {
    /// Forgets what is kept: what it was worked out from changed.
    fn forget(&self) {
        self.0.borrow_mut().take();
    }
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Self {
        Kept::default()
    }
}

impl<T> PartialEq for Kept<T> {
    fn eq(&self, _: &Kept<T>) -> bool {
        true
    }
}

impl<T> fmt::Debug for Kept<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.borrow().is_some() { "Kept(..)" } else { "Kept(None)" })
    }
}

/// What the goal's progress is worked out from: the world's objects (by
/// their revision), where the player stands and whether they live, the
/// kills and the treasure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgressKey {
    /// [`GameWorld::revision`].
    pub revision: u64,
    /// The player's cell.
    pub player: Coordinates,
    /// Whether the player lives.
    pub alive: bool,
    /// Enemies killed.
    pub kills: u32,
    /// Treasure collected.
    pub treasure: u32,
}

/// What a [`Tally`] is worked out from: what the progress is, and the tick,
/// the player's items, the ids given out and the messages (battles among
/// them). Every accepted action moves the tick on or changes the objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TallyKey {
    /// What the progress is worked out from.
    pub progress: ProgressKey,
    /// The tick.
    pub tick: u64,
    /// How many items the player holds.
    pub held: usize,
    /// The next id to be given out.
    pub next_id: u64,
    /// How many messages the log holds.
    pub messages: usize,
}

/// The entities saved as `[[id, object], …]`, in id order.
mod entity_list {
    use super::{EntityId, ObjectId};
    use serde::Serializer;
    use std::cell::Cell;
    use std::collections::BTreeMap;

    thread_local! {
        /// Set while the rest of a state is written for its digest, whose
        /// entity list is hashed from the kept text instead.
        static LEFT_OUT: Cell<bool> = const { Cell::new(false) };
    }

    /// `write` run with the entity list written as `[]`.
    pub fn left_out<T>(write: impl FnOnce() -> T) -> T {
        LEFT_OUT.with(|left_out| {
            let before = left_out.replace(true);
            let written = write();
            left_out.set(before);
            written
        })
    }

    pub fn serialize<S: Serializer>(
        entities: &BTreeMap<EntityId, ObjectId>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        if LEFT_OUT.with(Cell::get) {
            return serializer.collect_seq(std::iter::empty::<(EntityId, ObjectId)>());
        }
        serializer.collect_seq(entities.iter().map(|(&e, &o)| (e, o)))
    }

    pub fn to_json(entities: &BTreeMap<EntityId, ObjectId>, w: &mut crate::json::Writer) {
        w.begin_array();
        if !LEFT_OUT.with(Cell::get) {
            for pair in entities {
                w.element();
                crate::json::ToJson::to_json(&pair, w);
            }
        }
        w.end_array();
    }

    pub fn from_json(
        node: &crate::json::Node,
    ) -> Result<BTreeMap<EntityId, ObjectId>, crate::json::Error> {
        let pairs: Vec<(EntityId, ObjectId)> = crate::json::FromJson::from_json(node)?;
        Ok(crate::order::map_of(pairs))
    }
}

impl DungeonState {
    /// A state of no entities yet: the player `player_id` with `health`.
    pub fn new(player_id: EntityId, health: Points, spawn_area: Area, next_id: u64) -> Self {
        DungeonState {
            entities: BTreeMap::new(),
            ids: FastMap::default(),
            switches: BTreeMap::new(),
            tallied: BTreeMap::new(),
            entity_text: Kept::default(),
            kept_progress: Kept::default(),
            kept_tally: Kept::default(),
            next_id,
            player_id,
            health: Some(health),
            inventory: Vec::new(),
            effects: PotionQueue::default(),
            spawn_area,
            older_selves: Vec::new(),
            time: None,
            held: BTreeMap::new(),
            circuit: false,
        }
    }

    /// A restored state, checked against the world it belongs to.
    pub fn restore(record: &Value, world: &GameWorld) -> Result<DungeonState, String> {
        let mut state: DungeonState = crate::json::from_value(record)?;
        for (&entity, &object) in &state.entities {
            let Some(thing) = world.get(object) else {
                return Err(format!("entity {entity} is object {object}, which is not there"));
            };
            if is_switch(thing) {
                state.switches.insert(entity, object);
            }
            if is_tallied(thing) {
                state.tallied.insert(entity, object);
            }
            if entity.0 >= state.next_id || state.ids.insert(object, entity).is_some() {
                return Err(format!("entity {entity} does not fit the ids given out"));
            }
        }
        if world.len() != state.entities.len() {
            return Err("the level holds objects that are no entity".to_owned());
        }
        if let Some(older) = state.older_selves.iter().find(|&&id| state.object(id).is_none()) {
            return Err(format!("older self {older} is not on the map"));
        }
        if let Some(time) = record.get("time") {
            state.time = Some(Box::new(TimeLine::restore(time)?));
        }
        for (&entity, &ticks) in &state.held {
            if !state.entities.contains_key(&entity) || ticks > MAX_MOVEMENT_FACTOR {
                return Err(format!("entity {entity} is held by a swamp it cannot be on"));
            }
        }
        Ok(state)
    }

    /// A fresh id for an entity or item.
    pub fn new_id(&mut self) -> EntityId {
        let id = EntityId(self.next_id);
        self.next_id = self.next_id.saturating_add(1);
        id
    }

    /// Whether the player lives.
    pub fn is_alive(&self) -> bool {
        self.health.is_some()
    }

    /// The object of an entity on the map.
    pub fn object(&self, id: EntityId) -> Option<ObjectId> {
        self.entities.get(&id).copied()
    }

    /// The entity an object is.
    pub fn entity(&self, object: ObjectId) -> Option<EntityId> {
        self.ids.get(&object).copied()
    }

    /// Every entity on the map, in order of creation.
    pub fn entities(&self) -> impl Iterator<Item = (EntityId, ObjectId)> + '_ {
        self.entities.iter().map(|(&e, &o)| (e, o))
    }

    /// The switches on the map, by id.
    pub fn switches(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.switches.keys().copied()
    }

    /// The switches' objects, in the order of their ids (the goal counts
    /// them once a change without a lookup each: a dungeon of 100,000
    /// entities has 16,000 switches, issue 29).
    pub fn switch_objects(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.switches.values().copied()
    }

    /// The goal's progress when `key` holds: the one kept under it, else
    /// `work_out`'s (then kept). A world never changed has no revision to
    /// keep it under.
    pub fn progress(&self, key: ProgressKey, work_out: impl FnOnce() -> Progress) -> Progress {
        if key.revision == 0 {
            return work_out();
        }
        if let Some((kept_key, progress)) = *self.kept_progress.0.borrow() {
            if kept_key == key {
                return progress;
            }
        }
        let progress = work_out();
        *self.kept_progress.0.borrow_mut() = Some((key, progress));
        progress
    }

    /// The entities a [`Tally`](super::Tally) counts (doors, switch doors,
    /// boulders, switches, lit bombs, spawners, mercenaries), by id, with
    /// their objects.
    pub fn tallied(&self) -> impl Iterator<Item = (EntityId, ObjectId)> + '_ {
        self.tallied.iter().map(|(&e, &o)| (e, o))
    }

    /// How many switches are on the map.
    pub fn switch_count(&self) -> usize {
        self.switches.len()
    }

    /// The tally when `key` holds: the one kept under it, else
    /// `work_out`'s (then kept). The page tallies before and after each key:
    /// the tally before is the one after the key before.
    pub fn tally(&self, key: TallyKey, work_out: impl FnOnce() -> Tally) -> Tally {
        if key.progress.revision == 0 {
            return work_out();
        }
        if let Some((kept_key, tally)) = &*self.kept_tally.0.borrow() {
            if *kept_key == key {
                return tally.clone();
            }
        }
        let tally = work_out();
        *self.kept_tally.0.borrow_mut() = Some((key, tally.clone()));
        tally
    }

    /// How many entities are on the map (the player aside).
    pub fn entity_count(&self) -> usize {
        self.entities.len()
    }

    /// Puts `object` on the map as entity `id`.
    pub fn insert(&mut self, world: &mut GameWorld, id: EntityId, object: Box<dyn GameObject>) {
        // Only a wall over another wall fails to be placed: the loader
        // refuses a file with two walls on a cell, and play adds no walls.
        let switch = is_switch(object.as_ref());
        let tallied = is_tallied(object.as_ref());
        if let Ok(object) = world.add(object) {
            self.entities.insert(id, object);
            self.ids.insert(object, id);
            self.entity_text.forget();
            if switch {
                self.switches.insert(id, object);
            }
            if tallied {
                self.tallied.insert(id, object);
            }
        }
    }

    /// Puts a new entity on the map, with the next id.
    pub fn add(&mut self, world: &mut GameWorld, object: Box<dyn GameObject>) -> EntityId {
        let id = self.new_id();
        self.insert(world, id, object);
        id
    }

    /// Takes an entity off the map.
    pub fn remove(&mut self, world: &mut GameWorld, id: EntityId) -> Option<Box<dyn GameObject>> {
        let object = self.entities.remove(&id)?;
        self.ids.remove(&object);
        self.entity_text.forget();
        self.switches.remove(&id);
        self.tallied.remove(&id);
        world.remove(object)
    }

    /// The entities on `cell` (a wall there too), in order of creation.
    pub fn at(&self, world: &GameWorld, cell: Coordinates) -> Vec<EntityId> {
        let mut ids: Vec<EntityId> = world
            .ids_at(cell)
            .iter()
            .copied()
            .chain(world.wall_at(cell))
            .filter_map(|object| self.entity(object))
            .collect();
        crate::order::sort(&mut ids);
        ids
    }

    /// Creatures and spawners, in order of creation.
    pub fn actors(&self, world: &GameWorld) -> Vec<EntityId> {
        let mut ids: Vec<EntityId> =
            world.all_actors().filter_map(|object| self.entity(object)).collect();
        crate::order::sort(&mut ids);
        ids
    }

    /// How many items of `kind` the player holds.
    pub fn count(&self, kind: ItemKind) -> usize {
        self.inventory.iter().filter(|i| i.kind == kind).count()
    }

    /// Takes the first item of `kind` out of the inventory.
    pub fn take_first(&mut self, kind: ItemKind) -> Option<HeldItem> {
        let at = self.inventory.iter().position(|i| i.kind == kind)?;
        Some(self.inventory.remove(at))
    }

    /// Takes `count` items of `kind`; the caller has checked there are enough.
    pub fn take_many(&mut self, kind: ItemKind, count: usize) {
        for _ in 0..count {
            self.take_first(kind);
        }
    }

    /// Takes the key `key` if the player holds it; whether it did.
    pub fn take_key(&mut self, key: &KeyId) -> bool {
        let found = self.inventory.iter().position(|i| i.key.as_ref() == Some(key));
        found.map(|at| self.inventory.remove(at)).is_some()
    }

    /// The first item of `kind` that still has battles left, as an index.
    pub fn usable_gear(&self, kind: ItemKind) -> Option<usize> {
        self.inventory.iter().position(|i| i.kind == kind && i.durability > Some(0))
    }

    /// Whether the player holds a weapon with battles left (to destroy a spawner).
    pub fn has_weapon(&self) -> bool {
        self.usable_gear(ItemKind::Sword).is_some() || self.usable_gear(ItemKind::Bow).is_some()
    }
}

impl RuleState for DungeonState {
    fn record(&self) -> Value {
        let mut record = crate::json::to_value(self);
        if let (Some(time), Value::Object(members)) = (&self.time, &mut record) {
            members.insert("time".to_owned(), time.record());
        }
        record
    }

    /// The bytes of `h.record(self)`, with the entity list hashed from its
    /// kept text: the rest of the state is small, and is written afresh.
    fn digest(&self, h: &mut crate::game::Fnv64) {
        const HEAD: &[u8] = br#"{"entities":"#;
        let mut kept = self.entity_text.0.borrow_mut();
        let list = kept.get_or_insert_with(|| {
            crate::json::to_string(&self.entities().collect::<Vec<_>>()).into_bytes()
        });
        h.bytes(HEAD);
        h.bytes(list);
        drop(kept);
        // `{"entities":[],…}`: what follows the empty list is the rest.
        let rest = entity_list::left_out(|| crate::json::to_string(self));
        h.bytes(rest.as_bytes().get(HEAD.len() + 2..).unwrap_or_default());
        h.bytes(&[0]);
        if let Some(time) = &self.time {
            time.digest(h);
        }
    }

    /// Invisible, the player is drawn faint (as the dungeon's own screen
    /// drew them).
    fn dress_player(&self, plain: Appearance) -> Appearance {
        let faint = self.effects.is_active(Potion::Invisibility);
        Appearance { translucent: plain.translucent || faint, ..plain }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// Whether `thing` is a floor switch (kept apart: see [`DungeonState::switches`]).
fn is_switch(thing: &dyn GameObject) -> bool {
    matches!(thing.kind(), Some(crate::game::KindRef::Switch(_)))
}

/// Whether `thing` is of a kind a tally counts (kept apart: see
/// [`DungeonState::tallied`]). An object's kind never changes: a door
/// that opens is still a door, a bomb lit is a new entity.
fn is_tallied(thing: &dyn GameObject) -> bool {
    use crate::game::KindRef;
    matches!(
        thing.kind(),
        Some(
            KindRef::Door(_)
                | KindRef::SwitchDoor(_)
                | KindRef::Boulder(_)
                | KindRef::Switch(_)
                | KindRef::LitBomb(_)
                | KindRef::Spawner(_)
                | KindRef::Mercenary(_)
        )
    )
}
