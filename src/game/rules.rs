//! `Rules`: what a world plays by — how a fight works, what the player sees,
//! and what limits apply. A world carries its rules (saved with its level),
//! so other rule sets join without touching seed 000's.

use super::goal::Goal;
use super::invalid::{Field, Invalid};
use super::limits::{self, MAX_SIGHT_RADIUS};
use super::rule_set::RuleSetRef;
use crate::content::Content;
use serde::Serialize;

/// How a fight between the player and a creature goes.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum FightModel {
    /// Seed 000: stepping into a creature is one exchange — the player
    /// strikes, a survivor strikes back; damage is attack minus armor.
    Exchange,
    /// Dungeon Mania: meeting a creature is a battle of rounds to the death,
    /// in exact fractional health (a [`Battle`](super::Battle) in the log).
    Rounds,
}

/// What the player sees.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(tag = "model", rename_all = "snake_case")]
pub enum SightModel {
    /// A field of view of `radius` cells; seen cells are remembered.
    FieldOfView {
        /// How far the player sees.
        radius: i32,
    },
    /// In the dark: only the cell the player stands on, remembered once
    /// stood on.
    Blind,
    /// Lit and mapped: every cell the player knows is in view (Build Your
    /// Own World shows its whole map, without fog). The level reveals what
    /// the player knows when it is made ([`Level::reveal`](super::Level::reveal));
    /// besides, the player learns the cells they stand on.
    Lit,
}

/// A world's rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Rules {
    /// How fights work.
    pub fight: FightModel,
    /// What the player sees.
    pub sight: SightModel,
    /// The level ends, lost, after this many turns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_limit: Option<u64>,
    /// The level ends, lost, after this many steps in a row that went
    /// nowhere (into walls); a step that goes somewhere or a wait starts
    /// the count again. None for seed 000, whose bumps cost nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_steps_limit: Option<u32>,
    /// What wins the game here; none plays on until death.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<Goal>,
    /// How a turn is played: seed 000's (saved as nothing, so older saves
    /// read the same) or an outside system's own.
    #[serde(default, skip_serializing_if = "RuleSetRef::is_classic")]
    pub set: RuleSetRef,
    /// Fights as they were before they were made fair and readable (issue
    /// 27): creatures heal every turn, a split copy is worth experience, and
    /// nothing is said of fleeing, healing, blows that cannot hurt or where
    /// the Amulet must be carried. Only
    /// replays recorded before then (version 3 and older) play by these, so
    /// their checksums still hold.
    #[serde(default, skip_serializing_if = "is_false")]
    pub legacy_fights: bool,
    /// Pieces of one kind picked up on one turn (a pile on one cell) are
    /// said in one line with their count. Set for the descent's runs from
    /// edition 4 on: a run of an earlier edition, and any other world,
    /// says a line a piece, so its replays' logs and checksums still hold.
    #[serde(default, skip_serializing_if = "is_false")]
    pub one_line_piles: bool,
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

impl Rules {
    /// Seed 000's rules: exchanges, a field of view of the content table's
    /// radius, no limit.
    pub fn classic() -> Rules {
        Rules {
            fight: FightModel::Exchange,
            sight: SightModel::FieldOfView { radius: Content::get().world.sight_radius },
            move_limit: None,
            failed_steps_limit: None,
            goal: None,
            set: RuleSetRef::classic(),
            legacy_fights: false,
            one_line_piles: false,
        }
    }

    /// How far the player sees under these rules (0 when blind).
    pub fn sight_radius(&self) -> i32 {
        match self.sight {
            SightModel::FieldOfView { radius } => radius,
            SightModel::Blind | SightModel::Lit => 0,
        }
    }

    /// Checks restored rules; what is wrong, if anything.
    pub fn validate(&self) -> Result<(), Invalid> {
        if let SightModel::FieldOfView { radius } = self.sight {
            limits::check_range(
                Field::SightRadius,
                i64::from(radius),
                0..=i64::from(MAX_SIGHT_RADIUS),
            )?;
        }
        Ok(())
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::classic()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{
        Command, Coordinates, Direction, Ending, Game, GameEvent, GameWorld, Level, Message, Player,
    };

    fn open_game(rules: Rules) -> Game {
        let level = Level::new(GameWorld::new(), rules);
        Game::with_levels(vec![level], 0, Player::new(Coordinates::ZERO), 1)
    }

    #[test]
    fn blind_players_see_only_where_they_stood() {
        let mut game = open_game(Rules { sight: SightModel::Blind, ..Rules::classic() });
        assert_eq!(game.visibility(Coordinates::ZERO), Some(true));
        assert_eq!(game.visibility(Coordinates::new(1, 0)), None, "nothing beyond the feet");
        game.apply(Command::Move(Direction::Right));
        assert_eq!(game.visibility(Coordinates::new(1, 0)), Some(true));
        assert_eq!(game.visibility(Coordinates::ZERO), Some(false), "remembered, not seen");
        let mut classic = open_game(Rules::classic());
        classic.apply(Command::Wait);
        assert_eq!(classic.visibility(Coordinates::new(5, 0)), Some(true));
    }

    #[test]
    fn a_lit_level_shows_what_it_reveals_and_nothing_else() {
        let lit = Rules { sight: SightModel::Lit, ..Rules::classic() };
        let mut level = Level::new(GameWorld::new(), lit);
        level.reveal([Coordinates::new(5, 0), Coordinates::new(0, 9)]);
        let mut game = Game::with_levels(vec![level], 0, Player::new(Coordinates::ZERO), 1);
        assert_eq!(game.visibility(Coordinates::new(0, 9)), Some(true), "far, but in view");
        assert_eq!(game.visibility(Coordinates::new(1, 0)), None, "never revealed");
        game.apply(Command::Move(Direction::Right));
        assert_eq!(game.visibility(Coordinates::new(1, 0)), Some(true), "stood on");
        assert_eq!(game.visibility(Coordinates::ZERO), Some(true), "still in view");
        assert_eq!(game.visibility(Coordinates::new(2, 0)), None);
    }

    #[test]
    fn the_move_limit_ends_the_game_and_says_why() {
        let mut game = open_game(Rules { move_limit: Some(3), ..Rules::classic() });
        for _ in 0..2 {
            assert!(game.apply(Command::Wait).events.is_empty());
        }
        let last = game.apply(Command::Wait);
        assert_eq!(last.events, vec![GameEvent::PlayerDie]);
        assert_eq!(game.ending(), Some(Ending::OutOfMoves));
        assert_eq!(
            game.log.all().last().map(|e| &e.message),
            Some(&Message::OutOfMoves { limit: 3 })
        );
        assert!(!game.apply(Command::Wait).took_turn, "nothing more happens");
        assert_eq!(game.turn, 3);
    }

    #[test]
    fn the_failed_steps_limit_ends_the_game_and_a_turn_taken_starts_the_count_again() {
        let mut world = GameWorld::new();
        let wall = crate::game::Wall::from_rows(Coordinates::new(0, -1), &["#"]);
        world.add(Box::new(wall)).expect("a wall");
        let level = Level::new(world, Rules { failed_steps_limit: Some(3), ..Rules::classic() });
        let mut game = Game::with_levels(vec![level], 0, Player::new(Coordinates::ZERO), 1);
        let bump = Command::Move(Direction::Up);
        for _ in 0..2 {
            assert!(!game.apply(bump).took_turn);
        }
        assert_eq!(game.failed_steps(), 2);
        game.apply(Command::Wait);
        assert_eq!(game.failed_steps(), 0, "a wait is a move that counts");
        game.apply(bump);
        game.apply(Command::Select(1));
        assert_eq!(game.failed_steps(), 1, "choosing a slot is no step");
        game.apply(bump);
        assert_eq!(game.apply(bump).events, vec![GameEvent::PlayerDie]);
        assert_eq!(game.ending(), Some(Ending::Stuck));
        assert_eq!(game.log.all().last().map(|e| &e.message), Some(&Message::Stuck { count: 3 }));
        assert_eq!(game.turn, 1, "bumps take no turn");
        let restored = Game::from_record(&game.to_record()).expect("a save");
        assert_eq!(restored.ending(), Some(Ending::Stuck), "the count is saved");
        let mut classic = open_game(Rules::classic());
        classic
            .world_mut()
            .add(Box::new(crate::game::Wall::from_rows(Coordinates::new(0, -1), &["#"])))
            .expect("a wall");
        for _ in 0..200 {
            classic.apply(bump);
        }
        assert_eq!(
            (classic.failed_steps(), classic.ending()),
            (0, None),
            "seed 000 does not count"
        );
    }

    #[test]
    fn a_goal_met_on_the_last_move_allowed_wins() {
        let mut world = GameWorld::new();
        world.add(Box::new(crate::game::Exit::new(Coordinates::new(1, 0)))).expect("an exit");
        let rules = Rules {
            move_limit: Some(1),
            goal: crate::game::parse_goal("exit").ok(),
            ..Rules::classic()
        };
        let level = Level::new(world, rules);
        let mut game = Game::with_levels(vec![level], 0, Player::new(Coordinates::ZERO), 1);
        game.apply(Command::Move(Direction::Right));
        assert_eq!(game.ending(), Some(Ending::Won));
    }

    #[test]
    fn rules_out_of_bounds_are_refused() {
        let wide = Rules { sight: SightModel::FieldOfView { radius: 65 }, ..Rules::classic() };
        assert!(wide.validate().is_err());
        assert!(Rules::classic().validate().is_ok());
        assert!(Rules { sight: SightModel::Blind, ..Rules::classic() }.validate().is_ok());
    }
}
