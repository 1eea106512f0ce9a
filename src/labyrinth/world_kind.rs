//! Terra Incognita labyrinths as a world kind: a labyrinth file (its first
//! line a row of `#`), played blind from the entrance the game's seed picks.

use super::format::parse_labyrinth;
use super::referee::Labyrinth;
use crate::core::Key;
use crate::files::FileKind;
use crate::game::SourceRecord;
use crate::gen::Severity;
use crate::locale::Words;
use crate::modes::{Started, WorldFile, WorldKind};

/// The labyrinths' entry.
pub const WORLD_KIND: WorldKind = WorldKind {
    name: "labyrinth",
    help: "world_kind_help_labyrinth",
    reads: |kind| *kind == FileKind::Labyrinth,
    source: |file: WorldFile| SourceRecord::Labyrinth { name: file.name, text: file.text },
    owns: |source| matches!(source, SourceRecord::Labyrinth { .. }),
    page_seed: None,
    errors_title: "errors_labyrinth",
    warnings_title: "errors_warnings",
    start: |source, seed| {
        let SourceRecord::Labyrinth { name, text } = source else { return None };
        Some(start(name, text, seed))
    },
    // The page's keys in a labyrinth (README, "Labyrinths played blind"):
    // step, wait, the next fragment, the smart player.
    keys: &[
        ('w', Key::W),
        ('a', Key::A),
        ('s', Key::S),
        ('d', Key::D),
        ('.', Key::Period),
        ('f', Key::F),
        ('o', Key::O),
    ],
    key_list: "cli_key_list_labyrinth",
};

/// The game of labyrinth `text` (named `name`) on the entrance `seed`
/// picks, or its mistakes, each as `NAME:LINE:COL: error: MESSAGE`.
fn start(name: &str, text: &str, seed: u64) -> Result<Started, Vec<String>> {
    let error = Severity::Error.localized();
    let map = parse_labyrinth(text).map_err(|errors| {
        errors
            .iter()
            .map(|e| format!("{name}:{}:{}: {error}: {}", e.line, e.col, e.kind))
            .collect::<Vec<_>>()
    })?;
    let game = Labyrinth::new(map, seed).map_err(|e| vec![format!("{name}:1:1: {error}: {e}")])?;
    Ok(Started { game: game.into_engine(), warnings: Vec::new() })
}
