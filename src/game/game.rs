//! `Game`: a world being played — the turn counter, the message log, the
//! random generator — and the turn itself: the player's command, the triggers
//! it sets off, the mobs' replies, and the objects added and removed during
//! the turn, applied after it.

use super::arena::ObjectId;
use super::behaviour::{Action, Senses, FLEE_LOOKAHEAD};
use super::combat::Combatant;
use super::coordinates::{Coordinates, Direction};
use super::dropped_item::DroppedItem;
use super::event::GameEvent;
use super::map::GridMap;
use super::memory::SeenCells;
use super::message_log::MessageLog;
use super::mob::Mob;
use super::object::{GameObject, Spawn, TouchContext, TouchOutcome};
use super::pathing::DistanceField;
use super::rng::GameRng;
use super::sight::{field_of_view, line_of_sight, FieldOfView};
use super::world::GameWorld;
use crate::content::{Content, WorldTuning};

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Step (or attack) one cell.
    Move(Direction),
    /// Let a turn pass.
    Wait,
    /// Select an inventory slot, from 0.
    Select(usize),
    /// Move the selection by this many slots.
    Cycle(i32),
    /// Use or equip the selected item.
    UseSelected,
    /// Drop the selected item on the player's cell.
    DropSelected,
}

/// What a command did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnReport {
    /// The command took a turn (the world moved on).
    pub took_turn: bool,
    /// Events to send through the bus.
    pub events: Vec<GameEvent>,
}

/// Changes asked for during a turn, applied after it.
#[derive(Debug, Default)]
pub(crate) struct CommandBuffer {
    pub(crate) removals: Vec<ObjectId>,
    pub(crate) spawns: Vec<Spawn>,
}

/// A game in progress.
#[derive(Debug)]
pub struct Game {
    /// The world.
    pub world: GameWorld,
    /// Everything that was said.
    pub log: MessageLog,
    /// Turns taken so far.
    pub turn: u64,
    /// The seed the game started from.
    pub seed: u64,
    pub(crate) rng: GameRng,
    pub(crate) tuning: WorldTuning,
    pub(crate) buffer: CommandBuffer,
    /// Objects that acted during the last turn (for the debug overlay).
    pub acted: Vec<ObjectId>,
    /// What the player sees now.
    pub(crate) view: FieldOfView,
    /// Every cell the player has seen.
    pub(crate) seen: SeenCells,
}

impl Game {
    /// A game in `world`, its randomness from `seed`.
    pub fn new(world: GameWorld, seed: u64) -> Game {
        let tuning = Content::get().world;
        let view = field_of_view(&world, world.player.coordinates, tuning.sight_radius);
        let mut game = Game {
            world,
            log: MessageLog::default(),
            turn: 0,
            seed,
            rng: GameRng::new(seed, 2),
            tuning,
            buffer: CommandBuffer::default(),
            acted: Vec::new(),
            view,
            seen: SeenCells::default(),
        };
        game.look_around();
        game
    }

    /// Changes how far from the player objects act (benchmarks, tests).
    pub fn set_update_radius(&mut self, radius: i32) {
        self.tuning.update_radius = radius.max(0);
    }

    /// Recomputes what the player sees and remembers it.
    pub(crate) fn look_around(&mut self) {
        self.view =
            field_of_view(&self.world, self.world.player.coordinates, self.tuning.sight_radius);
        for cell in self.view.iter() {
            self.seen.insert(cell);
        }
    }

    /// Whether `cell` is in view (`Some(true)`), remembered (`Some(false)`),
    /// or unknown (`None`).
    pub fn visibility(&self, cell: Coordinates) -> Option<bool> {
        if self.view.contains(cell) {
            Some(true)
        } else if self.seen.contains(cell) {
            Some(false)
        } else {
            None
        }
    }

    /// True once the player has died; commands then do nothing.
    pub fn is_over(&self) -> bool {
        self.world.player.is_dead()
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) -> TurnReport {
        if self.is_over() {
            return TurnReport::default();
        }
        let mut report = TurnReport::default();
        report.took_turn = match command {
            Command::Move(direction) => self.player_step(direction, &mut report.events),
            Command::Wait => true,
            Command::Select(slot) => {
                self.world.player.inventory.select(slot);
                false
            }
            Command::Cycle(delta) => {
                self.world.player.inventory.cycle(delta);
                false
            }
            Command::UseSelected => {
                let r = self.world.player.use_selected();
                self.log.push(self.turn + 1, r.message);
                r.took_turn
            }
            Command::DropSelected => self.drop_selected(),
        };
        if report.took_turn {
            self.turn += 1;
            if !self.is_over() {
                self.mobs_act(&mut report.events);
            }
            self.apply_buffer();
            self.look_around();
        }
        report
    }

    /// The player's step: refused by walls (no turn), a fight when a mob stands
    /// there, otherwise a move that sets off the triggers on the new cell.
    fn player_step(&mut self, direction: Direction, events: &mut Vec<GameEvent>) -> bool {
        let target = self.world.player.coordinates.step(direction);
        if self.world.is_wall(target) {
            return false;
        }
        let mob = self
            .world
            .ids_at(target)
            .iter()
            .copied()
            .find(|&id| self.world.get(id).is_some_and(|o| o.as_mob().is_some()));
        match mob {
            Some(id) => self.touch(id, events),
            None => {
                self.world.player.coordinates = target;
                let here: Vec<ObjectId> = self.world.ids_at(target).to_vec();
                for id in here {
                    self.touch(id, events);
                }
            }
        }
        true
    }

    /// Lets the trigger `id` react to the player.
    pub(crate) fn touch(&mut self, id: ObjectId, events: &mut Vec<GameEvent>) {
        if self.buffer.removals.contains(&id) {
            return;
        }
        let turn = self.turn + 1;
        let Some((object, player)) = self.world.object_and_player_mut(id) else { return };
        let mut ctx = TouchContext {
            player,
            rng: &mut self.rng,
            log: &mut self.log,
            turn,
            events,
            spawns: &mut self.buffer.spawns,
        };
        let outcome = match object.as_trigger_mut() {
            Some(trigger) => trigger.on_touch(&mut ctx),
            None => TouchOutcome::Stay,
        };
        if outcome == TouchOutcome::Remove {
            self.buffer.removals.push(id);
        }
    }

    fn drop_selected(&mut self) -> bool {
        let Some(item) = self.world.player.take_selected_for_drop() else {
            self.log.push(self.turn, "There is nothing to drop in that slot.");
            return false;
        };
        let at = self.world.player.coordinates;
        self.log.push(self.turn + 1, format!("You drop the {}.", item.kind().display_name()));
        self.buffer.spawns.push(Spawn { object: Box::new(DroppedItem::new(at, item)), near: at });
        true
    }

    /// The mobs near the player take their turns, right after the player's:
    /// each regenerates, looks, decides by its behaviour model, and steps —
    /// onto the player meaning a fight, into walls only if it is a ghost, and
    /// never onto another creature.
    fn mobs_act(&mut self, events: &mut Vec<GameEvent>) {
        self.acted.clear();
        let WorldTuning { update_radius, sight_radius, hearing_radius, .. } = self.tuning;
        // The player's walking reach, shared by every creature fleeing it: it
        // depends on walls and the player only, neither of which move now.
        // Built when the first creature acts.
        let mut reach: Option<DistanceField> = None;
        for id in self.world.ids_to_update(update_radius) {
            if self.is_over() {
                break;
            }
            if self.buffer.removals.contains(&id) {
                continue;
            }
            if !self.world.get(id).is_some_and(|o| o.as_mob().is_some()) {
                continue;
            }
            let player = self.world.player.coordinates;
            let reach = &*reach.get_or_insert_with(|| {
                DistanceField::walking(&self.world, player, update_radius + FLEE_LOOKAHEAD + 4)
            });
            let player_attack = self.world.player.attack();
            let rng = &mut self.rng;
            let decided = self.world.with_taken(id, |object, world| {
                let creature = object.as_creature_mut()?;
                creature.regenerate();
                let me = creature.coordinates();
                let sees_player =
                    me.chebyshev(player) <= sight_radius && line_of_sight(world, me, player);
                let passes_walls = creature.passes_walls();
                let map = TurnMap { world, reach };
                let senses = Senses {
                    map: &map,
                    me,
                    player,
                    sees_player,
                    passes_walls,
                    health: creature.health(),
                    max_health: creature.max_health(),
                    armor: creature.armor(),
                    player_attack,
                    hearing_radius,
                };
                Some((me, passes_walls, creature.decide(&senses, rng)))
            });
            let Some(Some((me, passes_walls, action))) = decided else { continue };
            self.acted.push(id);
            let Action::Step(direction) = action else { continue };
            let target = me.step(direction);
            if target == player {
                self.touch(id, events);
            } else if (passes_walls || !self.world.is_wall(target))
                && !self.world.is_occupied(target)
            {
                self.world.move_object(id, target);
            }
        }
    }

    /// Applies the removals and spawns asked for during the turn.
    fn apply_buffer(&mut self) {
        for id in std::mem::take(&mut self.buffer.removals) {
            self.world.remove(id);
        }
        for spawn in std::mem::take(&mut self.buffer.spawns) {
            let mut object = spawn.object;
            if object.coordinates() == spawn.near && object.as_dropped_item().is_some() {
                // Dropped items land where they were dropped.
            } else if let Some(cell) = self.free_neighbour(spawn.near) {
                object.relocate(cell);
            } else {
                continue;
            }
            // Only walls can fail to place, and spawns are never walls.
            let _ = self.world.add(object);
        }
    }

    /// A random free neighbour of `cell`: no wall, no creature, not the player.
    fn free_neighbour(&mut self, cell: Coordinates) -> Option<Coordinates> {
        let free: Vec<Coordinates> = cell
            .neighbours()
            .into_iter()
            .filter(|&c| {
                !self.world.is_wall(c)
                    && !self.world.is_occupied(c)
                    && c != self.world.player.coordinates
            })
            .collect();
        self.rng.choose(&free).copied()
    }
}

/// The world as mobs see it during their turns, with the shared distance
/// field of the player's reach.
struct TurnMap<'a> {
    world: &'a GameWorld,
    reach: &'a DistanceField,
}

impl GridMap for TurnMap<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.world.is_wall(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        self.world.is_occupied(cell)
    }

    fn distance_field_from(&self, origin: Coordinates) -> Option<&DistanceField> {
        (self.reach.origin() == origin).then_some(self.reach)
    }
}
