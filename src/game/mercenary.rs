//! `Mercenary`: a creature that hunts the player along a shortest path
//! (through portals), until it is bribed: an ally then walks up to the
//! player and follows in its steps, and its attack and defence join the
//! player's in battle. Its health is exact ([`Points`]). An assassin
//! (Dungeon Mania's boss) is a mercenary of another rank: it moves and
//! follows as one, so every rule of mercenaries' movement holds for it too;
//! only its numbers, its bribe and its sight differ, which the rules read
//! off [`Mercenary::is_assassin`]. A sceptre makes either an ally for a
//! number of ticks ([`Mercenary::mind_control_left`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A mercenary.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Mercenary {
    at: Coordinates,
    health: Points,
    /// Bribed onto the player's side.
    ally: bool,
    /// An ally that has reached the player and now steps where it stepped.
    following: bool,
    /// An assassin, not a plain mercenary (saved only when true, so a
    /// mercenary's record is what it was before assassins).
    #[serde(default, skip_serializing_if = "is_false")]
    assassin: bool,
    /// Ticks of mind control left: an ally by a sceptre, hostile again when
    /// they run out (0: not mind-controlled; saved only when not 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    mind_control: u32,
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn is_zero(value: &u32) -> bool {
    *value == 0
}

impl Mercenary {
    /// A hostile mercenary at `at` with `health`.
    pub fn new(at: Coordinates, health: Points) -> Mercenary {
        Mercenary { at, health, ally: false, following: false, assassin: false, mind_control: 0 }
    }

    /// A hostile assassin at `at` with `health`.
    pub fn assassin(at: Coordinates, health: Points) -> Mercenary {
        Mercenary { assassin: true, ..Mercenary::new(at, health) }
    }

    /// Whether it is an assassin.
    pub fn is_assassin(&self) -> bool {
        self.assassin
    }

    /// Ticks of mind control left (0: none; a bribed ally is one for good).
    pub fn mind_control_left(&self) -> u32 {
        self.mind_control
    }

    /// Takes its mind for `ticks` ticks: an ally until they run out (for no
    /// ticks, not at all).
    pub fn control_mind(&mut self, ticks: u32) {
        if ticks == 0 {
            return;
        }
        self.befriend();
        self.mind_control = ticks;
    }

    /// One tick of mind control passes; when the last one does, it is
    /// hostile again. Whether it just turned.
    pub fn wear_mind_control(&mut self) -> bool {
        if self.mind_control == 0 {
            return false;
        }
        self.mind_control -= 1;
        if self.mind_control == 0 {
            self.ally = false;
            self.following = false;
            return true;
        }
        false
    }

    /// Health left.
    pub fn health(&self) -> Points {
        self.health
    }

    /// Sets the health left.
    pub fn set_health(&mut self, health: Points) {
        self.health = health;
    }

    /// Whether it has been bribed.
    pub fn is_ally(&self) -> bool {
        self.ally
    }

    /// Whether it follows in the player's steps.
    pub fn is_following(&self) -> bool {
        self.following
    }

    /// Takes the player's side (a bribe: for good, ending any mind
    /// control); it walks up before it follows.
    pub fn befriend(&mut self) {
        self.ally = true;
        self.following = false;
        self.mind_control = 0;
    }

    /// Sets whether it follows in the player's steps.
    pub fn set_following(&mut self, following: bool) {
        self.following = following;
    }
}

impl GameObject for Mercenary {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn blocking(&self) -> Blocking {
        Blocking::CREATURE
    }

    fn appearance(&self) -> Appearance {
        let figure = if self.assassin {
            Figure::Assassin { ally: self.ally }
        } else {
            Figure::Mercenary { ally: self.ally }
        };
        Appearance { transient: true, ally: self.ally, ..Appearance::new(figure, Layer::Creature) }
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    /// It acts under rules that move it (Dungeon Mania's); the classic turn
    /// finds no actor in it and passes it by.
    fn is_actor(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Mercenary(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Mercenary(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = if self.assassin { "dungeon_assassin" } else { "dungeon_mercenary" };
        limits::check_cell(Thing::Named(name), self.at)?;
        limits::check_exact_health(name, self.health)
    }
}
