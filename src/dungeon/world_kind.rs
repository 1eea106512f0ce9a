//! Dungeon Mania dungeons as a world kind: a dungeon file (JSON with
//! `entities` and `goal-condition`) with the config given beside it, or the
//! default config without one.

use super::saves::{config_warnings, start};
use crate::core::Key;
use crate::files::FileKind;
use crate::game::{DungeonSource, SourceRecord};
use crate::modes::{Started, WorldFile, WorldKind};

/// The seed of every dungeon game in the page: the one `roguelike dungeon`
/// uses without `--seed`, so the same actions give the same game in both.
pub const PAGE_SEED: u64 = 0;

/// Dungeon Mania's entry.
pub const WORLD_KIND: WorldKind = WorldKind {
    name: "dungeon",
    help: "world_kind_help_dungeon",
    reads: |kind| *kind == FileKind::Dungeon,
    source: |file: WorldFile| {
        SourceRecord::Dungeon(DungeonSource {
            name: file.name,
            text: file.text,
            config: file.config,
            untimed_build: false,
        })
    },
    owns: |source| matches!(source, SourceRecord::Dungeon(_)),
    page_seed: Some(PAGE_SEED),
    errors_title: "errors_dungeon",
    // What a config leaves out.
    warnings_title: "errors_config_warnings",
    start: |source, seed| {
        let SourceRecord::Dungeon(source) = source else { return None };
        // What the config leaves out is said once, before play.
        let warnings = config_warnings(source);
        Some(start(source, seed).map(|dungeon| Started { game: dungeon.into_game(), warnings }))
    },
    // The page's keys in a dungeon (README, "Dungeon Mania"): move, interact,
    // bomb, the two potions, build a bow or a shield.
    keys: &[
        ('w', Key::W),
        ('a', Key::A),
        ('s', Key::S),
        ('d', Key::D),
        ('e', Key::E),
        ('b', Key::Letter(b'B')),
        ('p', Key::Letter(b'P')),
        ('v', Key::Letter(b'V')),
        ('1', Key::Digit(1)),
        ('2', Key::Digit(2)),
    ],
    key_list: "cli_key_list_dungeon",
};
