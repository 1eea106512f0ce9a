//! The native integration tests, one binary (issue 30): each file of
//! `tests/` is a module here, so the library's generic code is compiled and
//! linked once for all of them rather than once per file. Run one file's
//! tests with `cargo test --test suite NAME::`. Three stay binaries of their
//! own: `save_fuzz` and `text_fuzz` count allocations with their own global
//! allocator, and `web` runs in headless Chrome.
#![cfg(not(target_arch = "wasm32"))]

mod dungeon_peers;
mod page;
mod wording;

#[path = "accessibility.rs"]
mod accessibility;
#[path = "app.rs"]
mod app;
#[path = "arguments.rs"]
mod arguments;
#[path = "balance.rs"]
mod balance;
#[path = "bot_arms.rs"]
mod bot_arms;
#[path = "byow.rs"]
mod byow;
#[path = "byow_mode.rs"]
mod byow_mode;
#[path = "cli.rs"]
mod cli;
#[path = "death_causes.rs"]
mod death_causes;
#[path = "descent_allies.rs"]
mod descent_allies;
#[path = "descent_arms.rs"]
mod descent_arms;
#[path = "descent_bow.rs"]
mod descent_bow;
#[path = "descent_items.rs"]
mod descent_items;
#[path = "descent_things.rs"]
mod descent_things;
#[path = "dungeon.rs"]
mod dungeon;
#[path = "dungeon_golden.rs"]
mod dungeon_golden;
#[path = "dungeon_page.rs"]
mod dungeon_page;
#[path = "dungeon_saves.rs"]
mod dungeon_saves;
#[path = "dungeon_time.rs"]
mod dungeon_time;
#[path = "dungeon_words.rs"]
mod dungeon_words;
#[path = "fair_fights.rs"]
mod fair_fights;
#[path = "far_apart.rs"]
mod far_apart;
#[path = "gameplay.rs"]
mod gameplay;
#[path = "goals.rs"]
mod goals;
#[path = "guide.rs"]
mod guide;
#[path = "labyrinth.rs"]
mod labyrinth;
#[path = "labyrinth_page.rs"]
mod labyrinth_page;
#[path = "levels.rs"]
mod levels;
#[path = "locale.rs"]
mod locale;
#[path = "locale_errors.rs"]
mod locale_errors;
#[path = "locale_player_errors.rs"]
mod locale_player_errors;
#[path = "locale_record_problems.rs"]
mod locale_record_problems;
#[path = "looks.rs"]
mod looks;
#[path = "moves.rs"]
mod moves;
#[path = "opening.rs"]
mod opening;
#[path = "options.rs"]
mod options;
#[path = "persistence.rs"]
mod persistence;
#[path = "readme.rs"]
mod readme;
#[path = "records.rs"]
mod records;
#[path = "replays.rs"]
mod replays;
#[path = "restoring.rs"]
mod restoring;
#[path = "run_restoring.rs"]
mod run_restoring;
#[path = "save_store.rs"]
mod save_store;
#[path = "saves.rs"]
mod saves;
#[path = "screens.rs"]
mod screens;
#[path = "small_things.rs"]
mod small_things;
#[path = "small_things_layout.rs"]
mod small_things_layout;
#[path = "sound.rs"]
mod sound;
#[path = "textures.rs"]
mod textures;
#[path = "tool_formats.rs"]
mod tool_formats;
#[path = "tui.rs"]
mod tui;
#[path = "unknown_members.rs"]
mod unknown_members;
#[path = "world.rs"]
mod world;
#[path = "worlds.rs"]
mod worlds;
#[path = "writer_bytes.rs"]
mod writer_bytes;

/// Every file of `tests/` runs: it is a module of this suite or a test
/// binary of its own in Cargo.toml (`autotests` is off, so a file in
/// neither would be silently left out).
#[test]
fn every_test_file_is_in_the_suite_or_a_binary_of_its_own() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let suite = std::fs::read_to_string(root.join("tests/suite.rs")).expect("the suite");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("the manifest");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("tests")).expect("tests/") {
        let name = entry.expect("an entry").file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".rs") else { continue };
        let in_suite = suite.contains(&format!("#[path = \"{name}\"]\nmod {stem};"));
        let own = manifest.contains(&format!("path = \"tests/{name}\""));
        if !in_suite && !own {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "test files that never run: {missing:?}");
}
