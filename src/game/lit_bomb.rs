//! `LitBomb`: a bomb the player has set down. It can no longer be picked up;
//! it goes off beside a pressed floor switch and clears the square around it
//! (by the rules of its level). A logical bomb goes off instead when its
//! rule holds over the conductors beside it. Under seed 000's turn a bomb
//! set down from the pack burns a fuse instead: its turns left show on its
//! cell, and at none it goes off ([`Game::bombs_burn`](super::Game)).

use super::appearance::{Appearance, Figure, Label, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Field, Invalid, Thing};
use super::limits;
use super::logic::Logic;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// The longest fuse a restored bomb may have.
pub const MAX_FUSE: u32 = 99;

/// A bomb set down, waiting to go off.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct LitBomb {
    at: Coordinates,
    /// Its rule, if its file gave it one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    logic: Option<Logic>,
    /// Turns left before it goes off under seed 000's turn; none for
    /// Dungeon Mania's bombs (and so for every save written before fuses:
    /// they read and write as they did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fuse: Option<u32>,
}

impl LitBomb {
    /// A bomb set down at `at`.
    pub fn new(at: Coordinates) -> LitBomb {
        LitBomb { at, logic: None, fuse: None }
    }

    /// A bomb set down at `at` under seed 000's turn, going off in `turns`.
    pub fn fused(at: Coordinates, turns: u32) -> LitBomb {
        LitBomb { at, logic: None, fuse: Some(turns) }
    }

    /// Turns left on its fuse, if it burns one.
    pub fn fuse(&self) -> Option<u32> {
        self.fuse
    }

    /// Burns a turn of its fuse; whether it is to go off now.
    pub(crate) fn burn(&mut self) -> bool {
        match &mut self.fuse {
            Some(turns) => {
                *turns = turns.saturating_sub(1);
                *turns == 0
            }
            None => false,
        }
    }

    /// A bomb set down at `at` that goes off by `logic` (or, without one, as
    /// [`LitBomb::new`]'s does).
    pub fn with_logic(at: Coordinates, logic: Option<Logic>) -> LitBomb {
        LitBomb { at, logic, fuse: None }
    }

    /// Its rule, if it is logical.
    pub fn logic(&self) -> Option<Logic> {
        self.logic
    }
}

impl GameObject for LitBomb {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        let mut look = Appearance::new(Figure::LitBomb, Layer::Item);
        look.label = self.fuse.map(|turns| Label::new(&turns.to_string()));
        look
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::LitBomb(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::LitBomb(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_bomb"), self.at)?;
        if let Some(turns) = self.fuse {
            limits::check_range(Field::Fuse, i64::from(turns), 1..=i64::from(MAX_FUSE))?;
        }
        Ok(())
    }
}
