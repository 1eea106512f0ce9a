//! The seed-000 worlds as a world kind: the random run of a seed (and the
//! first version's boxed world), the built-in worlds and world files in the
//! text format of `worlds/README.md` — every text file that is no other
//! kind's.

use super::world_kind::{Started, WorldFile, WorldKind};
use crate::content::Content;
use crate::core::{builtin_text, Key};
use crate::files::FileKind;
use crate::game::{Game, Inventory, Player, SourceRecord};
use crate::gen::{
    build_levels, descent_of_edition, parse_world, player_of, Diagnostic, DungeonPlan,
    WorldBuilder, ONE_LINE_PILES_EDITION, STACKING_EDITION,
};
use crate::locale::phrase;

/// The seed-000 worlds' entry.
pub const WORLD_KIND: WorldKind = WorldKind {
    name: "world",
    help: "world_kind_help_world",
    reads: |kind| *kind == FileKind::World,
    source: |file: WorldFile| SourceRecord::File { name: file.name, text: file.text },
    owns: |source| {
        matches!(
            source,
            SourceRecord::Descent { .. }
                | SourceRecord::Random { .. }
                | SourceRecord::Builtin { .. }
                | SourceRecord::File { .. }
        )
    },
    page_seed: None,
    errors_title: "errors_world",
    warnings_title: "errors_warnings",
    start,
    keys: &[
        ('w', Key::W),
        ('a', Key::A),
        ('s', Key::S),
        ('d', Key::D),
        ('e', Key::E),
        ('q', Key::Q),
        ('o', Key::O),
        ('.', Key::Period),
        ('>', Key::Greater),
        ('<', Key::Less),
        ('0', Key::Digit(0)),
        ('1', Key::Digit(1)),
        ('2', Key::Digit(2)),
        ('3', Key::Digit(3)),
        ('4', Key::Digit(4)),
        ('5', Key::Digit(5)),
        ('6', Key::Digit(6)),
        ('7', Key::Digit(7)),
        ('8', Key::Digit(8)),
        ('9', Key::Digit(9)),
    ],
    key_list: "cli_key_list",
};

/// Builds every level of a world; the player on the level its `Player`
/// filler is on. `seed` drives the game's randomness; a random world is
/// generated from the seed in its source instead, so one number names the
/// whole game.
fn start(source: &SourceRecord, seed: u64) -> Option<Result<Started, Vec<String>>> {
    let started = |dungeon: DungeonPlan, seed, warnings| {
        let player = player_of(&dungeon);
        let game = Game::with_levels(build_levels(&dungeon), dungeon.start(), player, seed);
        Ok(Started { game, warnings })
    };
    Some(match source {
        SourceRecord::Descent { seed, edition } => {
            let stats = &Content::get().descent.player;
            let dungeon = descent_of_edition(*seed, *edition);
            let mut player = Player::with_stats(dungeon.player(), stats);
            // Items stack since edition 2; a run of an earlier edition keeps
            // an item a slot, so its pick-ups and slot numbers (and replays)
            // stay as they were played.
            if *edition >= STACKING_EDITION {
                player.inventory = Inventory::stacking(player.inventory.size());
            }
            let mut game =
                Game::with_levels(build_levels(&dungeon), dungeon.start(), player, *seed);
            if *edition >= ONE_LINE_PILES_EDITION {
                game.say_piles_in_one_line();
            }
            Ok(Started { game, warnings: Vec::new() })
        }
        SourceRecord::Random { seed } => match WorldBuilder::random().seed(*seed).build() {
            Ok(plan) => started(DungeonPlan::from(plan), *seed, Vec::new()),
            Err(e) => Err(vec![e.to_string()]),
        },
        SourceRecord::Builtin { name } => match builtin_text(name) {
            Some(text) => match parse_world(text) {
                Ok(parsed) => started(parsed.dungeon, seed, Vec::new()),
                Err(ds) => Err(located(&format!("worlds/{name}.txt"), &ds)),
            },
            None => Err(vec![phrase("world_no_builtin", &[("name", name)])]),
        },
        SourceRecord::File { name, text } => match parse_world(text) {
            Ok(parsed) => started(parsed.dungeon, seed, located(name, &parsed.warnings)),
            Err(ds) => Err(located(name, &ds)),
        },
        SourceRecord::Dungeon(_) | SourceRecord::Labyrinth { .. } | SourceRecord::Byow { .. } => {
            return None
        }
    })
}

/// A world file's problems as the error screen lists them:
/// `NAME:LINE:COL: ошибка: …`, in the player's language throughout.
fn located(name: &str, diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().map(|d| format!("{name}:{}", d.localized_line())).collect()
}
