//! `RunSummary`: a finished run in a few numbers — how it ended, how deep,
//! how long, what it killed and carried — for the death and win screens,
//! `snapshot().run` and the high-score table.

use super::app_state::{Session, WorldSource};
pub use super::world_label::{WorldLabel, MAX_WORLD_CHARS};
use crate::game::{killer, Ending, Hazard, ItemKind, Killer, MobKind};
use crate::locale::{name, phrase, phrase_with, Arg, Words};
use serde::Serialize;

/// A run as the end screens and the high-score table show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct RunSummary {
    /// The goal was met.
    pub won: bool,
    /// How it ended.
    pub ending: Ending,
    /// The deepest level reached, from 1.
    pub depth: u32,
    /// Turns taken.
    pub turns: u64,
    /// Creatures killed.
    pub kills: u32,
    /// What killed the player, if a creature did.
    pub killed_by: Option<MobKind>,
    /// What killed the player, if something that is no creature did (its
    /// own bomb); absent in scores kept before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub died_of: Option<Hazard>,
    /// The player's level at the end.
    pub level: i32,
    /// The seed of a random world (`None` for built-in worlds and files).
    pub seed: Option<u64>,
    /// Where the world came from: stored as `seed 42`, `world demo`, `file
    /// NAME` in every language, shown in the player's.
    pub world: WorldLabel,
    /// Equipped items, then the pack's, in slot order.
    pub carried: Vec<ItemKind>,
    /// Pieces of treasure (gold) carried at the end; absent in scores kept
    /// before treasure was counted, and left out when none was carried.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub treasure: u32,
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}

impl RunSummary {
    /// The summary of `session`'s game as it stands (an ended game, when
    /// the end screens ask; a game still going reads as lost).
    pub fn of(session: &Session) -> RunSummary {
        let game = &session.game;
        let ending = session.ending().unwrap_or(Ending::Died);
        let player = &game.player;
        let carried: Vec<ItemKind> = player
            .equipment()
            .map(|(_, item)| item.kind())
            .chain(player.inventory.carried())
            .collect();
        let treasure = carried.iter().filter(|&&kind| kind == ItemKind::Treasure).count();
        let seed = match session.source {
            WorldSource::Random { seed } => Some(seed),
            _ => None,
        };
        RunSummary {
            won: ending == Ending::Won,
            ending,
            depth: game.run.deepest.max(1),
            turns: game.turn,
            kills: game.run.kills,
            killed_by: game.run.killed_by,
            died_of: game.run.died_of,
            level: player.level,
            seed,
            world: WorldLabel::of(&session.source),
            carried,
            treasure: u32::try_from(treasure).unwrap_or(u32::MAX),
        }
    }

    /// The title of the end screen ("You died", "You won!").
    pub fn title(&self) -> String {
        phrase(
            match self.ending {
                Ending::Died => "ending_died",
                Ending::OutOfMoves => "ending_out_of_moves",
                Ending::Stuck => "ending_stuck",
                Ending::Won => "ending_won",
            },
            &[],
        )
    }

    /// What killed the player, if anything did.
    pub fn killer(&self) -> Option<Killer> {
        killer(self.killed_by, self.died_of)
    }

    /// Why the run ended: what killed the player, the move limit, the goal.
    pub fn reason(&self) -> String {
        match (self.ending, self.killer()) {
            (Ending::Won, _) => phrase("won_reason", &[]),
            (Ending::OutOfMoves, _) => phrase("out_of_moves_reason", &[]),
            (Ending::Stuck, _) => phrase("stuck_reason", &[]),
            (Ending::Died, Some(Killer::Creature(kind))) => {
                phrase_with("killed_by", &[("creature", Arg::Name(kind.name()))])
            }
            (Ending::Died, Some(Killer::Hazard(Hazard::OwnBomb))) => {
                phrase("killed_by_own_bomb", &[])
            }
            (Ending::Died, None) => phrase("killed_by_nothing", &[]),
        }
    }

    /// Depth, turns, kills and level in one line, and the treasure when
    /// some was carried.
    pub fn numbers(&self) -> String {
        let numbers = phrase_with(
            "run_numbers",
            &[
                ("depth", self.depth.into()),
                ("turns", self.turns.into()),
                ("kills", self.kills.into()),
                ("level", self.level.into()),
            ],
        );
        match self.treasure {
            0 => numbers,
            count => phrase_with(
                "run_numbers_treasure",
                &[("numbers", numbers.into()), ("count", count.into())],
            ),
        }
    }

    /// The seed of a random world, or the world's name.
    pub fn origin(&self) -> String {
        match self.seed {
            Some(seed) => phrase("run_seed", &[("seed", &seed.to_string())]),
            None => phrase("run_world", &[("world", &self.world.localized())]),
        }
    }

    /// What the player carried at the end.
    pub fn carried_line(&self) -> String {
        if self.carried.is_empty() {
            return phrase("run_carried_nothing", &[]);
        }
        // One entry a kind, in the order first carried, with its count:
        // eight Golden Apples read "Golden Apple ×8" and fit the panel.
        let mut kinds: Vec<(ItemKind, u32)> = Vec::new();
        for &kind in &self.carried {
            match kinds.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, count)) => *count += 1,
                None => kinds.push((kind, 1)),
            }
        }
        let items: Vec<String> = kinds
            .into_iter()
            .map(|(kind, count)| match count {
                1 => name(kind.name()),
                _ => phrase_with(
                    "run_carried_several",
                    &[("item", Arg::Name(kind.name())), ("count", count.into())],
                ),
            })
            .collect();
        phrase("run_carried", &[("items", &items.join(", "))])
    }

    /// The lines of the end screen under its title.
    pub fn lines(&self) -> Vec<String> {
        vec![self.reason(), self.numbers(), self.origin(), self.carried_line()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_summary_groups_what_you_carried() {
        crate::locale::set_language("en");
        let mut carried = vec![ItemKind::Sword, ItemKind::Shield];
        carried.extend([ItemKind::GoldenApple; 8]);
        carried.push(ItemKind::Amulet);
        let summary = RunSummary {
            won: false,
            ending: Ending::Died,
            depth: 2,
            turns: 300,
            kills: 4,
            killed_by: Some(MobKind::Robot),
            died_of: None,
            level: 3,
            seed: Some(5),
            world: WorldLabel::Seed(5),
            carried,
            treasure: 0,
        };
        assert_eq!(summary.carried_line(), "Carried: Sword, Shield, Golden Apple ×8, Amulet");
        assert!(!summary.numbers().contains("gold"), "no treasure, no word of it");
        let rich = RunSummary { treasure: 3, ..summary.clone() };
        assert!(rich.numbers().ends_with(" · 3 gold"), "{}", rich.numbers());
        assert!(crate::locale::set_language("ru"));
        let russian = summary.carried_line();
        crate::locale::set_language("en");
        assert!(russian.contains("×8") && russian.matches("×").count() == 1, "{russian}");
    }
}
