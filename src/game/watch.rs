//! `Watch`: what makes a player stop doing something that takes many turns
//! (resting, travelling): a creature coming into view, an item seen for the
//! first time, a blow taken, and for resting any message at all. It is
//! worked out from what the player is shown, as auto-explore's stops are.

use super::appearance::{Figure, Visibility};
use super::coordinates::Coordinates;
use super::game::Game;
use super::kind::{ItemKind, MobKind};
use std::collections::HashSet;

/// Why a long errand stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interruption {
    /// A creature came into view (more of its kind are in view than a
    /// step before: creatures carry no name the player could tell apart).
    Creature(MobKind),
    /// An item came into view that this errand had not seen.
    Item(ItemKind),
    /// The player lost health.
    Hurt,
    /// Something was said (resting only: while walking, picking things up
    /// is no reason to stop).
    Message,
}

/// What the player saw when the errand last looked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watch {
    depth: usize,
    creatures: Vec<MobKind>,
    items_seen: HashSet<(usize, Coordinates)>,
    health: i32,
    turn: u64,
    messages: bool,
}

impl Watch {
    /// A watch from now: what is in view now does not stop it. With
    /// `messages`, anything said from now on stops it.
    pub fn new(game: &Game, messages: bool) -> Watch {
        let depth = game.depth();
        Watch {
            depth,
            creatures: game.creature_kinds_in_view(),
            items_seen: game.items_in_view().into_iter().map(|(c, _)| (depth, c)).collect(),
            health: game.player.health,
            turn: game.turn,
            messages,
        }
    }

    /// Looks again: why to stop, if anything changed that a player would
    /// stop for. What it sees becomes what the next look compares with.
    pub fn look(&mut self, game: &Game) -> Result<(), Interruption> {
        let depth = game.depth();
        let creatures = game.creature_kinds_in_view();
        let arrived = creatures.iter().copied().find(|kind| {
            let count = |list: &[MobKind]| list.iter().filter(|k| *k == kind).count();
            count(&creatures) > count(&self.creatures) || depth != self.depth
        });
        self.creatures = creatures;
        self.depth = depth;
        let hurt = game.player.health < self.health;
        self.health = game.player.health;
        let said = self.messages && game.log.all().last().is_some_and(|e| e.turn > self.turn);
        self.turn = game.turn;
        if let Some(kind) = arrived {
            return Err(Interruption::Creature(kind));
        }
        for (cell, kind) in game.items_in_view() {
            if self.items_seen.insert((depth, cell)) {
                return Err(Interruption::Item(kind));
            }
        }
        if hurt {
            return Err(Interruption::Hurt);
        }
        if said {
            return Err(Interruption::Message);
        }
        Ok(())
    }
}

impl Game {
    /// The kinds of the creatures in view, one entry per creature.
    pub fn creature_kinds_in_view(&self) -> Vec<MobKind> {
        let mut kinds: Vec<MobKind> = self
            .view
            .iter()
            .filter_map(|cell| self.cell_view(cell))
            .filter(|view| view.visibility == Visibility::InView)
            .flat_map(|view| view.things)
            // An ally is company: rest and the watch do not stop for it.
            .filter(|thing| !thing.ally)
            .filter_map(|thing| match thing.figure {
                Figure::Mob(kind) => Some(kind),
                _ => None,
            })
            .collect();
        crate::order::sort(&mut kinds);
        kinds
    }
}
