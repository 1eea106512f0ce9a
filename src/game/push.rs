//! Boulders, switches, portals and zombie spawners under seed 000's turn
//! (the descent's puzzles and Dungeon Mania's things in it, issue 27). The push is Dungeon Mania's: walking straight into a
//! boulder moves it one cell on when that cell is free, and the player
//! follows; one boulder at a time, never into a wall, a creature or
//! anything solid. Unlike Dungeon Mania's, a boulder here rolls only onto
//! bare floor or a switch — never onto stairs, an exit, a portal or an
//! item — so no push can bury the way down. A boulder resting on a switch
//! opens every switch door of the level for good (a latch: pushing it off
//! again shuts nothing, so a player is never shut in a room whose switch
//! they cannot reach from inside). A portal puts the player on the first
//! free cell beside its partner, straight ahead first, then clockwise from
//! up, as Dungeon Mania's does; with none free the step is not taken.
//!
//! A zombie spawner stands like a wall. Every [`SPAWN_TURNS`] turns each
//! spawner of the player's level puts a Zombie on the first free cell beside
//! it (up, right, down, left), while the level holds fewer than
//! [`ZOMBIE_CAP`] Zombies. Walking into a spawner with a weapon equipped
//! destroys it (the turn passes); without one it says a weapon is needed
//! and takes no turn — Dungeon Mania's rule, with the bump for its
//! interact.

use super::appearance::Figure;
use super::arena::ObjectId;
use super::coordinates::{Coordinates, Direction};
use super::creature::Creature;
use super::game::Game;
use super::kind::MobKind;
use super::message::Message;
use super::record::{KindMut, KindRef};
use crate::content::EquipmentSlot;

/// A spawner makes a Zombie every this many turns.
pub const SPAWN_TURNS: u64 = 20;

/// No spawner makes a Zombie while its level holds this many.
pub const ZOMBIE_CAP: usize = 3;

/// What a step into a cell with a boulder or a portal came to.
pub(crate) enum Passage {
    /// Nothing of these here: the step goes on as usual.
    None,
    /// The step was taken (the boulder moved and the player with it, or the
    /// player came out beside a portal's partner).
    Taken,
    /// The step is refused (a boulder that cannot move, a portal with no
    /// free cell beside its partner); the turn is not spent.
    Refused,
    /// The player struck something in the cell and stays (a spawner).
    Struck,
}

impl Game {
    /// Pushes a boulder on `target` (the player moving `direction`, straight)
    /// or takes the player through a portal there.
    pub(crate) fn push_or_portal(
        &mut self,
        target: Coordinates,
        direction: Option<Direction>,
    ) -> Passage {
        let world = &self.levels[self.depth].world;
        let boulder =
            world.ids_at(target).iter().copied().find(|&id| {
                matches!(world.get(id).and_then(|o| o.kind()), Some(KindRef::Boulder(_)))
            });
        if let Some(id) = boulder {
            return self.push(id, target, direction);
        }
        let spawner =
            world.ids_at(target).iter().copied().find(|&id| {
                matches!(world.get(id).and_then(|o| o.kind()), Some(KindRef::Spawner(_)))
            });
        if let Some(id) = spawner {
            return self.strike_spawner(id);
        }
        let partner = world.ids_at(target).iter().find_map(|&id| match world.get(id)?.kind()? {
            KindRef::Portal(portal) => portal.partner(),
            _ => None,
        });
        match partner {
            Some(partner) => self.through_portal(partner, direction),
            None => Passage::None,
        }
    }

    fn push(&mut self, id: ObjectId, at: Coordinates, direction: Option<Direction>) -> Passage {
        // A diagonal push is no push: Dungeon Mania's boulders roll straight.
        let Some(direction) = direction else { return Passage::Refused };
        let beyond = at.step(direction);
        if !self.bare_or_switch(beyond) {
            self.log.push(self.turn.saturating_add(1), Message::BoulderStuck);
            return Passage::Refused;
        }
        let world = &mut self.levels[self.depth].world;
        world.move_object(id, beyond);
        self.player.coordinates = at;
        let pressed = world
            .ids_at(beyond)
            .iter()
            .any(|&s| matches!(world.get(s).and_then(|o| o.kind()), Some(KindRef::Switch(_))));
        if pressed {
            self.open_switch_doors();
        }
        Passage::Taken
    }

    /// Whether a boulder may roll onto `cell`: floor with nothing on it, or
    /// a switch and nothing else.
    fn bare_or_switch(&self, cell: Coordinates) -> bool {
        let world = &self.levels[self.depth].world;
        !world.is_wall(cell)
            && super::limits::in_world(cell)
            && world
                .ids_at(cell)
                .iter()
                .all(|&id| matches!(world.get(id).and_then(|o| o.kind()), Some(KindRef::Switch(_))))
    }

    /// Opens every shut switch door of the level for good, saying so once.
    fn open_switch_doors(&mut self) {
        let world = &mut self.levels[self.depth].world;
        let doors: Vec<ObjectId> = world
            .objects()
            .filter(|(_, o)| matches!(o.kind(), Some(KindRef::SwitchDoor(door)) if !door.is_open()))
            .map(|(id, _)| id)
            .collect();
        for &id in &doors {
            let Some(object) = world.get_mut(id) else { continue };
            let before = object.blocking();
            if let Some(KindMut::SwitchDoor(door)) = object.kind_mut() {
                door.unlock();
            }
            world.refresh_blocking(id, before);
        }
        if !doors.is_empty() {
            self.log.push(self.turn.saturating_add(1), Message::SwitchOpensDoor);
        }
    }

    fn through_portal(&mut self, partner: Coordinates, direction: Option<Direction>) -> Passage {
        let world = &self.levels[self.depth].world;
        let order = direction
            .into_iter()
            .chain(Direction::CLOCKWISE.into_iter().filter(|&d| Some(d) != direction));
        let free = |cell: Coordinates| {
            !world.blocks_walking(cell)
                && !world.is_occupied(cell)
                && super::limits::in_world(cell)
                && !world.ids_at(cell).iter().any(|&id| {
                    matches!(world.get(id).and_then(|o| o.kind()), Some(KindRef::Portal(_)))
                })
        };
        let Some(exit) = order.map(|d| partner.step(d)).find(|&c| free(c)) else {
            return Passage::Refused;
        };
        self.player.coordinates = exit;
        self.log.push(self.turn.saturating_add(1), Message::ThroughPortal);
        Passage::Taken
    }

    /// Destroys the spawner `id` when the player has a weapon equipped.
    fn strike_spawner(&mut self, id: ObjectId) -> Passage {
        let turn = self.turn.saturating_add(1);
        if self.player.equipped(EquipmentSlot::Weapon).is_none() {
            self.log.push(turn, Message::SpawnerNeedsWeapon);
            return Passage::Refused;
        }
        self.levels[self.depth].world.remove(id);
        self.log.push(turn, Message::SpawnerDestroyed);
        Passage::Struck
    }

    /// Lets every spawner of the player's level make a Zombie, on the turns
    /// it does (see the module's words).
    pub(crate) fn spawners_spawn(&mut self) {
        if self.turn % SPAWN_TURNS != 0 {
            return;
        }
        let player = self.player.coordinates;
        let world = &mut self.levels[self.depth].world;
        let spawners: Vec<Coordinates> = world
            .objects()
            .filter(|(_, o)| matches!(o.kind(), Some(KindRef::Spawner(_))))
            .map(|(_, o)| o.coordinates())
            .collect();
        if spawners.is_empty() {
            return;
        }
        // Counted once: each Zombie made below adds one to it.
        let mut zombies = world
            .objects()
            .filter(|(_, o)| o.appearance().figure == Figure::Mob(MobKind::Zombie))
            .count();
        for at in spawners {
            if zombies >= ZOMBIE_CAP {
                return;
            }
            let free = Direction::CLOCKWISE.into_iter().map(|d| at.step(d)).find(|&cell| {
                cell != player
                    && super::limits::in_world(cell)
                    && !world.blocks_walking(cell)
                    && !world.is_occupied(cell)
            });
            if let Some(cell) = free {
                let zombie = Creature::new(MobKind::Zombie, cell, None).revealed();
                if world.add(Box::new(zombie)).is_ok() {
                    zombies += 1;
                }
            }
        }
    }
}
