//! Allies under seed 000's turn: a creature whose row names a `bribe` (the
//! descent's Mercenary) is bought by *using* gold within its radius, and
//! then fights beside the player. Dungeon Mania's `interact` on a mercenary
//! within `bribe_radius`, fitted to the classic turn:
//!
//! - using a piece of gold (`Treasure`) near such a creature offers its
//!   price; too little gold says how much it wants and takes no turn; far
//!   from every such creature, gold is only treasure, as before;
//! - an ally strikes one hostile creature beside it (straight, as
//!   creatures strike) each turn, for its attack less the target's armor;
//!   otherwise it walks towards the player along the shortest way;
//! - creatures ignore allies (they hunt the player), and a kill by an ally
//!   gives the player no experience: it is the ally's;
//! - walking into an ally swaps places with it, so it never blocks a
//!   corridor;
//! - an ally beside the player when they take the stairs comes along,
//!   arriving on the first free cell around them.

use super::appearance::Figure;
use super::arena::ObjectId;
use super::combat::Combatant;
use super::coordinates::{Coordinates, Diagonal, Direction};
use super::game::Game;
use super::kind::{ItemKind, MobKind};
use super::limits;
use super::message::Message;
use super::object::GameObject;
use super::pathing::DistanceField;
use super::record::{KindMut, KindRef};
use crate::content::Content;

impl Game {
    /// Whether object `id` of the current level is a creature on the
    /// player's side.
    pub fn is_ally(&self, id: ObjectId) -> bool {
        is_ally(self, id)
    }

    /// The nearest hostile creature that takes a bribe and stands within
    /// its radius of the player: its id, kind and price.
    pub fn bribe_offer(&self) -> Option<(ObjectId, MobKind, u32)> {
        let me = self.player.coordinates;
        let world = self.world();
        let content = Content::get();
        world
            .ids_to_update(me, self.tuning.update_radius)
            .into_iter()
            .filter_map(|id| {
                let Some(KindRef::Mob(creature)) = world.get(id).and_then(|o| o.kind()) else {
                    return None;
                };
                let bribe = content.mob(creature.kind()).bribe?;
                let at = creature.coordinates();
                let distance = me.chebyshev(at);
                let hostile = !creature.is_ally() && creature.disguise().is_none();
                (hostile && distance <= bribe.radius).then_some((
                    distance,
                    at.y,
                    at.x,
                    id,
                    creature.kind(),
                    bribe.price,
                ))
            })
            .min_by_key(|&(distance, y, x, ..)| (distance, y, x))
            .map(|(.., id, kind, price)| (id, kind, price))
    }

    /// Gold used: offers it to the nearest creature within its bribe radius.
    /// `None` when no such creature is near (the gold is only treasure);
    /// otherwise whether a turn passed (the price paid, or too little gold:
    /// said, and no turn).
    pub(crate) fn offer_bribe(&mut self, turn: u64, refused: u64) -> Option<bool> {
        let (id, mob, price) = self.bribe_offer()?;
        let have = self.player.inventory.count_of(ItemKind::Treasure);
        if have < price {
            self.log.push(refused, Message::BribeShort { mob, price, have });
            return Some(false);
        }
        for _ in 0..price {
            self.player.inventory.take_kind(ItemKind::Treasure);
        }
        let world = &mut self.levels[self.depth].world;
        if let Some(KindMut::Mob(creature)) = world.get_mut(id).and_then(|o| o.kind_mut()) {
            creature.befriend();
        }
        self.log.push(turn, Message::Bribed { mob, price });
        Some(true)
    }

    /// Ally `id`'s turn: it strikes a hostile creature beside it, or walks
    /// towards the player.
    pub(crate) fn ally_turn(&mut self, id: ObjectId) {
        let turn = self.turn;
        let Some((me, ally, attack)) = self.world().get(id).and_then(|o| match o.kind()? {
            KindRef::Mob(c) => Some((c.coordinates(), c.kind(), c.attack())),
            _ => None,
        }) else {
            return;
        };
        if let Some(foe) = self.foe_beside(me) {
            let world = &mut self.levels[self.depth].world;
            let Some(KindMut::Mob(target)) = world.get_mut(foe).and_then(|o| o.kind_mut()) else {
                return;
            };
            let damage = (attack - target.armor()).max(0);
            let left = target.health().saturating_sub(damage);
            target.set_health(left);
            let kind = target.kind();
            if left <= 0 {
                self.buffer.removals.push(foe);
                self.log.push(turn, Message::AllyKills { ally, target: kind });
            } else {
                self.log.push(turn, Message::AllyStrikes { ally, target: kind, damage });
            }
            return;
        }
        let player = self.player.coordinates;
        if me.chebyshev(player) <= 1 {
            return;
        }
        let world = &self.levels[self.depth].world;
        let radius = self.tuning.update_radius.saturating_mul(2);
        let way = DistanceField::walking(world, player, radius);
        let here = way.get(me);
        let step = Direction::ALL
            .into_iter()
            .map(|d| me.step(d))
            .filter(|&c| c != player && free(self, c))
            .map(|c| (way.get(c), c))
            .filter(|&(steps, _)| steps < here)
            .min_by_key(|&(steps, _)| steps);
        if let Some((_, to)) = step {
            self.levels[self.depth].world.move_object(id, to);
        }
    }

    /// A hostile creature straight beside `cell` (the first in the engine's
    /// order of directions), one that shows itself as one.
    fn foe_beside(&self, cell: Coordinates) -> Option<ObjectId> {
        let world = self.world();
        Direction::ALL.into_iter().find_map(|d| {
            world.ids_at(cell.step(d)).iter().copied().find(|&id| {
                !self.buffer.removals.contains(&id)
                    && world.get(id).is_some_and(|o| {
                        o.as_mob().is_some_and(|m| !m.is_ally())
                            && matches!(o.appearance().figure, Figure::Mob(_))
                    })
            })
        })
    }

    /// Walking into ally `id` on `target`: the two swap places.
    pub(crate) fn swap_with_ally(&mut self, id: ObjectId, target: Coordinates) {
        let from = self.player.coordinates;
        self.levels[self.depth].world.move_object(id, from);
        self.player.coordinates = target;
    }

    /// The allies beside the player, taken off the current level to come
    /// along through the passage being taken.
    pub(crate) fn allies_coming_along(&mut self) -> Vec<Box<dyn GameObject>> {
        let me = self.player.coordinates;
        let world = self.world();
        let near: Vec<ObjectId> = me
            .neighbours8()
            .into_iter()
            .flat_map(|c| world.ids_at(c).to_vec())
            .filter(|&id| is_ally(self, id) && !self.buffer.removals.contains(&id))
            .collect();
        let world = &mut self.levels[self.depth].world;
        near.into_iter().filter_map(|id| world.remove(id)).collect()
    }

    /// Puts allies that came along on free cells around the player (the
    /// first in the engine's order, straight then diagonal); one with no
    /// room stays behind on no level (the stairs were crowded).
    pub(crate) fn allies_arrive(&mut self, allies: Vec<Box<dyn GameObject>>) {
        for mut ally in allies {
            let me = self.player.coordinates;
            let Some(cell) = me.neighbours8().into_iter().find(|&c| free(self, c)) else {
                continue;
            };
            ally.relocate(cell);
            let _ = self.levels[self.depth].world.add(ally);
        }
    }
}

/// Whether `cell` of the current level is free for a walker: no wall, no
/// creature, nothing solid, inside the world, not the player.
fn free(game: &Game, cell: Coordinates) -> bool {
    let world = game.world();
    !world.is_wall(cell)
        && !world.is_occupied(cell)
        && !world.blocks_walking(cell)
        && cell != game.player.coordinates
        && limits::in_world(cell)
}

fn is_ally(game: &Game, id: ObjectId) -> bool {
    game.world().get(id).and_then(|o| o.as_mob()).is_some_and(|m| m.is_ally())
}

impl Coordinates {
    /// The eight cells around this one: straight first (the engine's
    /// order), then diagonal.
    pub(crate) fn neighbours8(self) -> [Coordinates; 8] {
        let [a, b, c, d] = self.neighbours();
        let corner = |i: usize| self + Diagonal::ALL[i].delta();
        [a, b, c, d, corner(0), corner(1), corner(2), corner(3)]
    }
}
