//! The bow under seed 000's turn (the descent, issue 27): `fire` shoots one
//! arrow from the player's cell in one of the eight directions. It flies
//! cell by cell, up to the bow's `range` (the content table's Bow row),
//! and stops at the first wall, at anything solid (a closed door, a
//! boulder, a spawner) or at the first creature, which it hits for the
//! bow's `shot`, less the creature's armor (as a blow is). A diagonal arrow does not slip between
//! two walls that touch at a corner, as a diagonal step does not. The
//! creature hit reacts as to a blow in a fight — a Mimic is found out, it
//! is confused, does not heal for a while, may split or flee, and the first
//! harmless hit says it is too strong — but it strikes nothing back. The
//! arrow is spent, hit or miss, and the turn passes. With no bow carried
//! (in the pack or in the hand) or no arrow, nothing is spent and no turn
//! passes: the log says what is missing.
//!
//! Dungeon Mania's own bow doubles a battle's blows and never shoots; its
//! rule set keeps that. A shot leaves its path in [`Game::last_shot`] for
//! the front ends to draw for a moment; it is not saved.

use super::coordinates::{Coordinates, Step};
use super::game::Game;
use super::kind::ItemKind;
use super::message::Message;
use super::object::{ActionContext, Effect, TouchOutcome};
use super::player::Player;
use super::record::KindMut;
use crate::content::{Content, EquipmentSlot};

/// The path of the last arrow shot: from the player's cell to where it
/// stopped (the creature's or the blocking cell, or the last cell of its
/// range), and the turn it flew on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shot {
    /// Where it was shot from.
    pub from: Coordinates,
    /// Where it stopped.
    pub to: Coordinates,
    /// The turn it flew on (the game's turn after the shot).
    pub turn: u64,
}

/// Whether `player` carries a bow, in the pack or in the hand.
pub fn has_bow(player: &Player) -> bool {
    player.inventory.count_of(ItemKind::Bow) > 0
        || player.equipped(EquipmentSlot::Weapon).is_some_and(|w| w.kind() == ItemKind::Bow)
}

/// Why `player` cannot shoot now, if they cannot: no bow, or no arrow.
pub fn cannot_fire(player: &Player) -> Option<Message> {
    if !has_bow(player) {
        Some(Message::NoBow)
    } else if player.inventory.count_of(ItemKind::Arrow) == 0 {
        Some(Message::NoArrows)
    } else {
        None
    }
}

/// The attack of a shot: the bow's `shot`, whatever the player's level or
/// weapon (an arrow strikes as hard from a newcomer's bow as from a
/// veteran's: a tool for the first depths, which deep armor shrugs off).
pub fn shot_attack(_player: &Player) -> i32 {
    Content::get().item(ItemKind::Bow).shot.unwrap_or(0)
}

/// How far an arrow flies.
fn range() -> u32 {
    Content::get().item(ItemKind::Bow).range.unwrap_or(1)
}

/// What stopped an arrow.
enum Stop {
    /// A creature, by its object id.
    Creature(super::arena::ObjectId),
    /// A wall (or a corner of walls, or the world's edge).
    Wall,
    /// Something else solid.
    Solid,
    /// Nothing: it flew its whole range.
    Spent,
}

impl Game {
    /// Where an arrow the player shot `step`-wards now would stop: the
    /// creature's or the solid thing's cell, the wall's, or the end of its
    /// range (the bots aim with it at creatures they see).
    pub fn arrow_stop(&self, step: Step) -> Coordinates {
        self.flight(self.player.coordinates, step).0
    }

    /// Shoots an arrow `step`-wards (see the module's words); whether the
    /// turn passes.
    pub(crate) fn fire(&mut self, step: Step, effects: &mut Vec<Effect>) -> bool {
        if let Some(why) = cannot_fire(&self.player) {
            self.log.push(self.turn, why);
            return false;
        }
        self.player.inventory.take_kind(ItemKind::Arrow);
        let from = self.player.coordinates;
        let (to, stop) = self.flight(from, step);
        let turn = self.turn.saturating_add(1);
        self.last_shot = Some(Shot { from, to, turn });
        match stop {
            Stop::Creature(id) => self.arrow_hits(id, effects),
            Stop::Wall => self.log.push(turn, Message::ArrowHitsWall),
            Stop::Solid => self.log.push(turn, Message::ArrowThuds),
            Stop::Spent => self.log.push(turn, Message::ArrowFalls),
        }
        true
    }

    /// Where an arrow from `from` flying `step`-wards stops, and why.
    fn flight(&self, from: Coordinates, step: Step) -> (Coordinates, Stop) {
        let world = self.world();
        let mut at = from;
        for _ in 0..range() {
            let corner = match step {
                Step::Diagonal(diagonal) => world.cuts_corner(at, diagonal),
                Step::Straight(_) => false,
            };
            let next = at + step.delta();
            if corner {
                return (at, Stop::Wall);
            }
            if world.is_wall(next) || !super::limits::in_world(next) {
                return (next, Stop::Wall);
            }
            let ids = world.ids_at(next);
            let creature = ids.iter().copied().find(|&id| {
                world.get(id).is_some_and(|o| o.blocking().occupant && o.as_mob().is_some())
            });
            if let Some(id) = creature {
                return (next, Stop::Creature(id));
            }
            if world.blocks_walking(next) || world.is_occupied(next) {
                return (next, Stop::Solid);
            }
            at = next;
        }
        (at, Stop::Spent)
    }

    /// The arrow hits the creature `id`: a seed 000 creature is shot; any
    /// other kind (a world file's Dungeon Mania creature) only stops it.
    fn arrow_hits(&mut self, id: super::arena::ObjectId, effects: &mut Vec<Effect>) {
        let turn = self.turn.saturating_add(1);
        let attack = shot_attack(&self.player);
        let (legacy_fights, one_line_piles) =
            (self.rules().legacy_fights, self.rules().one_line_piles);
        let world = &mut self.levels[self.depth].world;
        let Some(object) = world.get_mut(id) else { return };
        let before = object.blocking();
        let Some(KindMut::Mob(creature)) = object.kind_mut() else {
            self.log.push(turn, Message::ArrowThuds);
            return;
        };
        let mut ctx = ActionContext {
            player: &mut self.player,
            rng: &mut self.rng,
            log: &mut self.log,
            turn,
            effects,
            legacy_fights,
            one_line_piles,
        };
        if creature.shot(&mut ctx, attack) == TouchOutcome::Remove {
            self.buffer.removals.push(id);
        }
        world.refresh_blocking(id, before);
    }
}
