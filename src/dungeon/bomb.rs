//! Bombs (spec §3.4): a used bomb is set down on the player's cell for good;
//! it goes off at once if a cardinal neighbour is an active switch, or as soon
//! as one becomes active, destroying everything in its square blast radius but
//! the player. Enemies it destroys count as killed. A logical bomb (one with a
//! `logic` rule) instead goes off when its circuit says so (`circuit.rs`).

use super::battle::as_enemy;
use super::state::EntityId;
use super::tick::Tick;
use crate::game::{Coordinates, ItemKind, KindRef, LitBomb};

impl Tick<'_> {
    /// Sets the player's first bomb down on its cell (the caller has checked
    /// there is one), and sets it off if an active switch is next to it.
    pub(super) fn place_bomb(&mut self) {
        let Some(pos) = self.player_pos() else {
            return;
        };
        let Some(bomb) = self.state.take_first(ItemKind::Bomb) else {
            return;
        };
        self.state.insert(self.world, bomb.id, Box::new(LitBomb::with_logic(pos, bomb.logic)));
        if bomb.logic.is_some() {
            return;
        }
        if pos.neighbours().into_iter().any(|n| self.scene().is_active_switch(n)) {
            self.explode(bomb.id);
        }
    }

    /// A boulder has just been pushed onto the switch on `cell`: bombs
    /// without logic set down next to it explode.
    pub(super) fn switch_activated(&mut self, cell: Coordinates) {
        let scene = self.scene();
        let bombs: Vec<EntityId> = cell
            .neighbours()
            .into_iter()
            .flat_map(|n| scene.at(n))
            .filter(|(_, kind)| matches!(kind, KindRef::LitBomb(b) if b.logic().is_none()))
            .map(|(id, _)| id)
            .collect();
        for bomb in bombs {
            self.explode(bomb);
        }
    }

    /// Destroys everything within the blast radius of `bomb`, itself included,
    /// except the player. Bombs caught in the blast are destroyed, not set off.
    pub(super) fn explode(&mut self, bomb: EntityId) {
        let Some(centre) = self.scene().pos(bomb) else {
            return;
        };
        for id in self.in_square(centre, self.config.bomb_radius) {
            let enemy = self.scene().kind(id).and_then(as_enemy).is_some();
            if self.state.remove(self.world, id).is_some() && enemy {
                self.run.kills = self.run.kills.saturating_add(1);
            }
        }
    }

    /// The entities within Chebyshev `radius` of `centre`: found cell by cell
    /// when the square is smaller than the map's entities, else among them, so
    /// a huge radius costs no more than the entities there are.
    fn in_square(&self, centre: Coordinates, radius: u32) -> Vec<EntityId> {
        let r = i64::from(radius);
        let side = 2 * r + 1;
        if side.saturating_mul(side) <= self.state.entity_count() as i64 {
            let r = r as i32;
            let scene = self.scene();
            return (centre.y - r..=centre.y + r)
                .flat_map(|y| (centre.x - r..=centre.x + r).map(move |x| Coordinates::new(x, y)))
                .flat_map(|cell| scene.state.at(scene.world, cell))
                .collect();
        }
        let scene = self.scene();
        self.state
            .entities()
            .filter(|&(id, _)| {
                scene.pos(id).is_some_and(|pos| i64::from(pos.chebyshev(centre)) <= r)
            })
            .map(|(id, _)| id)
            .collect()
    }
}
