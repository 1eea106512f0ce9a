//! `Spirit`: a spirit barring one of Build Your Own World's encounter tiles.
//! Stepping onto its tile opens a fight there ([`Encounter`]): each strike
//! takes 1 from the spirit, and a spirit still standing strikes back for 1.
//! A spirit brought to 0 is beaten for good (it no longer shows, and the
//! player regains 1 health); a player brought to 0 faints, waking with full
//! health where the spirit says, and the spirit recovers. Backing off
//! closes the fight; a spirit left standing recovers its full strength.
//! There is no chance in it: the outcome follows from the strength and the
//! commands alone.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Field, Invalid, Thing};
use super::limits;
use super::object::{ActionContext, Effect, Encounter, GameObject, TouchOutcome, Trigger};
use super::record::ObjectRecord;
use serde::Serialize;

/// A spirit and the fight with it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Spirit {
    at: Coordinates,
    /// Its full strength.
    strength: u8,
    /// Its strength left in the open fight (0 once beaten, until the player
    /// backs off); absent while no fight is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    left: Option<u8>,
    /// The turn it was beaten on; absent while it stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    beaten_on: Option<u64>,
    /// Where a player who faints in the fight wakes.
    wake_at: Coordinates,
}

impl Spirit {
    /// A spirit of `strength` at `at`, no fight open; a player fainting
    /// before it wakes at `wake_at`.
    pub fn new(at: Coordinates, strength: u8, wake_at: Coordinates) -> Spirit {
        Spirit { at, strength, left: None, beaten_on: None, wake_at }
    }

    /// This spirit beaten on `turn` (a restored game).
    pub fn beaten(self, turn: u64) -> Spirit {
        Spirit { beaten_on: Some(turn), ..self }
    }

    /// This spirit in an open fight with `left` strength left: 0 for one
    /// beaten whose fight is still open (a restored game).
    pub fn fighting(self, left: u8) -> Spirit {
        Spirit { left: Some(left), ..self }
    }

    /// Its full strength.
    pub fn strength(&self) -> u8 {
        self.strength
    }

    /// Its strength left in the open fight, if one is open.
    pub fn left(&self) -> Option<u8> {
        self.left
    }

    /// The turn it was beaten on, once it is.
    pub fn beaten_on(&self) -> Option<u64> {
        self.beaten_on
    }
}

impl Trigger for Spirit {
    /// The player stepped onto its tile: a spirit still standing opens the
    /// fight at its full strength.
    fn on_touch(&mut self, _ctx: &mut ActionContext<'_>) -> TouchOutcome {
        if self.beaten_on.is_none() {
            self.left = Some(self.strength);
        }
        TouchOutcome::Stay
    }
}

impl Encounter for Spirit {
    fn is_open(&self) -> bool {
        self.left.is_some()
    }

    fn strike(&mut self, ctx: &mut ActionContext<'_>) -> bool {
        let Some(left) = self.left.filter(|&left| left > 0) else { return false };
        let left = left - 1;
        self.left = Some(left);
        let player = &mut *ctx.player;
        if left == 0 {
            self.beaten_on = Some(ctx.turn);
            player.health = player.health.saturating_add(1).min(player.max_health);
        } else {
            player.health = player.health.saturating_sub(1);
            if player.health <= 0 {
                player.health = player.max_health;
                self.left = None;
                ctx.effect(Effect::Teleport(self.wake_at));
            }
        }
        true
    }

    fn back_off(&mut self, _ctx: &mut ActionContext<'_>) -> bool {
        self.left.take().is_some()
    }
}

impl GameObject for Spirit {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Spirit, Layer::Creature)
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn as_encounter(&self) -> Option<&dyn Encounter> {
        Some(self)
    }

    fn as_encounter_mut(&mut self) -> Option<&mut dyn Encounter> {
        Some(self)
    }

    fn is_hidden(&self) -> bool {
        self.beaten_on.is_some()
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Spirit, self.at)?;
        limits::check_cell(Thing::WakingPlace, self.wake_at)?;
        let strength = i64::from(self.strength);
        limits::check_range(Field::SpiritStrength, strength, 1..=i64::from(u8::MAX))?;
        if let Some(left) = self.left {
            // A beaten spirit's fight stays open at 0; a standing one's at 1 or more.
            let range = if self.beaten_on.is_some() { 0..=0 } else { 1..=strength };
            limits::check_range(Field::SpiritLeft, i64::from(left), range)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Game, GameWorld, Player};

    /// A game on an open floor: a spirit of `strength` one step right of
    /// the player, who has `health` of 5 and wakes at (-3, 0).
    fn scene(strength: u8, health: i32) -> Game {
        let mut world = GameWorld::new();
        let spirit = Spirit::new(Coordinates::new(1, 0), strength, Coordinates::new(-3, 0));
        world.add(Box::new(spirit)).expect("placed");
        let mut player = Player::new(Coordinates::ZERO);
        player.max_health = 5;
        player.health = health;
        Game::new(world, player, 1)
    }

    fn spirit(game: &Game) -> Spirit {
        match game.world().objects().next().map(|(_, o)| o.record()) {
            Some(ObjectRecord::Spirit(spirit)) => spirit,
            other => panic!("not a spirit: {other:?}"),
        }
    }

    #[test]
    fn stepping_on_opens_the_fight_and_the_player_cannot_walk_away() {
        let mut game = scene(2, 5);
        assert!(game.apply(Command::Move(crate::game::Direction::Right)).took_turn);
        assert_eq!(spirit(&game).left(), Some(2));
        let report = game.apply(Command::Move(crate::game::Direction::Right));
        assert!(!report.took_turn, "held in the fight");
        assert_eq!(game.player.coordinates, Coordinates::new(1, 0));
        assert!(game.apply(Command::BackOff).took_turn);
        assert_eq!(spirit(&game).left(), None, "recovered: no fight open");
        assert!(!game.apply(Command::BackOff).took_turn, "nothing to back off from");
        assert!(game.apply(Command::Move(crate::game::Direction::Right)).took_turn);
    }

    #[test]
    fn a_spirit_of_strength_three_costs_two_health_and_gives_one_back() {
        let mut game = scene(3, 5);
        game.apply(Command::Move(crate::game::Direction::Right));
        for (left, health) in [(2, 4), (1, 3)] {
            assert!(game.apply(Command::Strike).took_turn);
            assert_eq!((spirit(&game).left(), game.player.health), (Some(left), health));
        }
        assert!(game.apply(Command::Strike).took_turn);
        let beaten = spirit(&game);
        assert_eq!((beaten.left(), beaten.beaten_on(), game.player.health), (Some(0), Some(4), 4));
        assert!(game.cell_view(Coordinates::new(1, 0)).expect("seen").things.is_empty());
        assert!(!game.apply(Command::Strike).took_turn, "nothing left to strike");
        assert!(game.apply(Command::BackOff).took_turn);
        assert_eq!(spirit(&game).left(), None);
        assert!(game.apply(Command::Move(crate::game::Direction::Left)).took_turn);
        game.apply(Command::Move(crate::game::Direction::Right));
        assert_eq!(spirit(&game).left(), None, "a beaten spirit opens no fight");
    }

    #[test]
    fn the_last_health_lost_is_a_faint_and_the_spirit_recovers() {
        let mut game = scene(3, 1);
        game.apply(Command::Move(crate::game::Direction::Right));
        assert!(game.apply(Command::Strike).took_turn);
        assert_eq!(game.player.coordinates, Coordinates::new(-3, 0));
        assert_eq!(game.player.health, 5);
        assert_eq!(spirit(&game).left(), None);
        assert!(!game.is_over(), "fainting is not dying");
    }

    #[test]
    fn restored_spirits_are_checked() {
        let at = Coordinates::new(1, 0);
        let fresh = Spirit::new(at, 2, Coordinates::ZERO);
        assert!(fresh.validate().is_ok());
        assert!(fresh.fighting(2).validate().is_ok());
        assert!(fresh.fighting(3).validate().is_err(), "more left than its strength");
        assert!(fresh.fighting(0).validate().is_err(), "standing at 0");
        assert!(fresh.beaten(4).fighting(0).validate().is_ok());
        assert!(fresh.beaten(4).fighting(1).validate().is_err());
        assert!(Spirit::new(at, 0, Coordinates::ZERO).validate().is_err());
        let json = serde_json::to_string(&fresh.beaten(7)).expect("serialises");
        assert_eq!(
            json,
            r#"{"at":{"x":1,"y":0},"strength":2,"beaten_on":7,"wake_at":{"x":0,"y":0}}"#
        );
    }
}
