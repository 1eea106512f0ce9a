//! `Dungeon`: the referee of a Dungeon Mania game — the engine's [`Game`]
//! seen through the spec's interface. Actions go in as engine commands
//! (refused, with the spec's reason and nothing changed, when the rules
//! refuse them); the game comes out as the spec's response, its goal string
//! and the entities by id.

use super::action::Action;
use super::action_error::ActionError;
use super::build::buildables;
use super::config::Config;
use super::interact::is_interactable;
use super::load::load_game;
use super::load_error::LoadError;
use super::map::Scene;
use super::response;
use super::rules::{check, rules_of, state_of, DungeonMania};
use super::state::{DungeonState, EntityId, HeldItem};
use crate::game::{Battle, Coordinates, Direction, Game, ItemKind, KindRef, Points};
use serde_json::Value;
use std::borrow::Borrow;

/// The farthest a mercenary is looked for when the page's player interacts:
/// bribe radii are small, and this bounds the cells visited per key.
pub const INTERACT_SEARCH_RADIUS: i32 = 12;

/// A game of Dungeon Mania: the referee owns it (`Dungeon`), or reads one
/// another owner keeps (`Dungeon<&Game>`, [`Dungeon::view`]: the page's
/// session, which applies the commands itself after [`Dungeon::check`]).
#[derive(Debug)]
pub struct Dungeon<G: Borrow<Game> = Game> {
    game: G,
    rules: DungeonMania,
}

impl PartialEq for Dungeon {
    /// Two games are equal when everything a save keeps is.
    fn eq(&self, other: &Dungeon) -> bool {
        self.game.to_record() == other.game.to_record()
    }
}

impl Dungeon {
    /// A new game of the dungeon in `text`, played with `config` (building
    /// and interacting take a tick); `seed` drives every random choice.
    pub fn load(text: &str, config: &Config, seed: u64) -> Result<Dungeon, Vec<LoadError>> {
        let rules = DungeonMania { config: config.clone(), untimed_build: false };
        Dungeon::load_with(text, &rules, seed)
    }

    /// A new game of the dungeon in `text` played by `rules`.
    pub fn load_with(
        text: &str,
        rules: &DungeonMania,
        seed: u64,
    ) -> Result<Dungeon, Vec<LoadError>> {
        Ok(Dungeon { game: load_game(text, rules, seed)?, rules: rules.clone() })
    }

    /// [`Dungeon::load`] of `text` already parsed into `document`: a file
    /// told apart by [`crate::files::classify_document`] is read from that
    /// one tree (issue 29).
    pub fn load_from(
        text: &str,
        document: &crate::json::Document,
        config: &Config,
        seed: u64,
    ) -> Result<Dungeon, Vec<LoadError>> {
        let rules = DungeonMania { config: config.clone(), untimed_build: false };
        let game = super::load::load_game_from(text, document, &rules, seed)?;
        Ok(Dungeon { game, rules })
    }

    /// The referee of `game`, if its level plays Dungeon Mania (a restored
    /// save's game).
    pub fn of_game(game: Game) -> Option<Dungeon> {
        state_of(&game)?;
        let rules = rules_of(&game)?;
        Some(Dungeon { game, rules })
    }

    /// The engine's game, taken out.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// Plays one action, or refuses it and leaves the game as it was.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        check(&self.game, &self.rules.config, action)?;
        let before = self.game.turn;
        self.game.apply(action.into());
        // A rewind always changes the tick; one that did not found a
        // history that no longer plays back, and changed nothing.
        if matches!(action, Action::Rewind(_)) && self.game.turn == before {
            return Err(ActionError::invalid(crate::locale::phrase(
                "dungeon_refused_history",
                &[("why", &format!("tick {before}"))],
            )));
        }
        Ok(())
    }
}

impl<'a> Dungeon<&'a Game> {
    /// The referee's reading of `game`, if its level plays Dungeon Mania.
    pub fn view(game: &'a Game) -> Option<Dungeon<&'a Game>> {
        state_of(game)?;
        let rules = rules_of(game)?;
        Some(Dungeon { game, rules })
    }
}

impl<G: Borrow<Game>> Dungeon<G> {
    /// The engine's game.
    pub fn game(&self) -> &Game {
        self.game.borrow()
    }

    /// The rules the game is played by.
    pub fn rules(&self) -> &DungeonMania {
        &self.rules
    }

    /// The config the game plays by.
    pub fn config(&self) -> &Config {
        &self.rules.config
    }

    /// Ids, health, items and potions.
    pub fn state(&self) -> &DungeonState {
        state_of(self.game()).expect("a Dungeon is made only of a Dungeon Mania game")
    }

    /// The world and the rule state, to read.
    pub fn scene(&self) -> Scene<'_> {
        Scene { world: self.game().world(), state: self.state() }
    }

    /// Whether the rules would take `action` now, or why not (the spec's
    /// reason); nothing changes.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        check(self.game(), &self.rules.config, action)
    }

    /// The creatures on the map (everything that moves on its own each tick).
    pub fn creature_count(&self) -> usize {
        self.game().world().all_actors().count()
    }

    /// Ticks played.
    pub fn tick(&self) -> u64 {
        self.game().turn
    }

    /// The player's cell, while it lives.
    pub fn player_pos(&self) -> Option<Coordinates> {
        self.state().is_alive().then_some(self.game().player.coordinates)
    }

    /// The player's exact health, while it lives.
    pub fn health(&self) -> Option<Points> {
        self.state().health
    }

    /// The player's items, in the order collected.
    pub fn inventory(&self) -> &[HeldItem] {
        &self.state().inventory
    }

    /// How many items of `kind` the player holds.
    pub fn count(&self, kind: ItemKind) -> usize {
        self.state().count(kind)
    }

    /// What the player could build now, in the order bow, shield.
    pub fn buildables(&self) -> Vec<ItemKind> {
        buildables(&self.scene())
    }

    /// Every battle so far, oldest first.
    pub fn battles(&self) -> Vec<&Battle> {
        response::battles(self.game()).collect()
    }

    /// The entities on `cell`, in order of creation, with their kinds.
    pub fn at(&self, cell: Coordinates) -> Vec<(EntityId, KindRef<'_>)> {
        self.scene().at(cell)
    }

    /// Every entity on the map but the player, in order of creation.
    pub fn entities(&self) -> Vec<(EntityId, KindRef<'_>)> {
        let scene = self.scene();
        self.state().entities().filter_map(|(id, _)| Some((id, scene.kind(id)?))).collect()
    }

    /// The response after the latest action.
    pub fn response(&self) -> Value {
        response::response(self.game(), self.state())
    }

    /// What is left of the goal, as the spec writes it; empty once won.
    pub fn goals_text(&self) -> String {
        response::goals_text(self.game(), self.state())
    }

    /// Whether the game is won now.
    pub fn is_won(&self) -> bool {
        response::is_won(self.game(), self.state())
    }

    /// The cell the page's interact key aims at: a spawner or hostile
    /// mercenary next to the player (up, right, down, left), else the nearest
    /// hostile mercenary within the bribe radius (at most
    /// [`INTERACT_SEARCH_RADIUS`] away).
    pub fn interact_target(&self) -> Option<Coordinates> {
        let player = self.player_pos()?;
        let scene = self.scene();
        let interactable = |pos: Coordinates| scene.find_at(pos, is_interactable).is_some();
        let beside =
            Direction::CLOCKWISE.into_iter().map(|d| player.step(d)).find(|&pos| interactable(pos));
        if beside.is_some() {
            return beside;
        }
        // A sceptre reaches a mercenary at any distance; a bribe, within its radius.
        let reach = if self.state().count(ItemKind::Sceptre) > 0 {
            INTERACT_SEARCH_RADIUS
        } else {
            i32::try_from(self.config().bribe_radius).unwrap_or(INTERACT_SEARCH_RADIUS)
        };
        let radius = reach.min(INTERACT_SEARCH_RADIUS);
        let mut best: Option<(i32, Coordinates)> = None;
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let pos = Coordinates::new(player.x + dx, player.y + dy);
                let mercenary =
                    scene.find_at(pos, |k| matches!(k, KindRef::Mercenary(m) if !m.is_ally()));
                let distance = dx.abs() + dy.abs();
                if mercenary.is_some() && best.map_or(true, |(d, _)| distance < d) {
                    best = Some((distance, pos));
                }
            }
        }
        best.map(|(_, pos)| pos)
    }

    /// The engine's checksum of the whole game.
    pub fn checksum(&self) -> u64 {
        self.game().checksum()
    }
}
