#![cfg(not(target_arch = "wasm32"))]
//! The terminal front end against an in-memory terminal: the menu and a
//! seeded world drawn into a grid and compared with golden text
//! (`BLESS=1` rewrites the goldens), keys reaching the game, the save
//! written to the data folder and read back, and the grid reaching a
//! ratatui buffer.

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use roguelike::core::{Key, Modifiers, DUNGEONS};
use roguelike::tui::{blit, DataFolder, TuiHost, SAVE_FILE};
use std::path::PathBuf;

fn folder(name: &str) -> DataFolder {
    let dir = std::env::temp_dir().join(format!("roguelike-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    DataFolder::at(dir)
}

fn press(host: &mut TuiHost, keys: &str) {
    for c in keys.chars() {
        let (code, shift) = roguelike::tui::char_key(c).expect("a key");
        host.key(code, Modifiers { shift, ..Modifiers::default() }, false);
    }
}

/// Compares with `tests/tui/NAME.txt`, showing both sides when they differ.
fn golden(name: &str, actual: &str) {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/tui").join(format!("{name}.txt"));
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, actual).expect("golden written");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == actual,
        "{name} differs from its golden (BLESS=1 to accept)\n--- expected\n{expected}--- actual\n{actual}"
    );
}

#[test]
fn the_menu_is_drawn_in_rows() {
    let mut host = TuiHost::new(1, 80, 24, None);
    golden("menu", &host.frame(0.0).to_text());
}

#[test]
fn a_seeded_world_is_drawn_with_its_hud() {
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_seed(3);
    press(&mut host, "dd");
    let text = host.frame(0.0).to_text();
    golden("world_seed_3", &text);
    assert!(text.contains('@') && text.contains("Depth 1/8"), "{text}");
}

/// The help overlay in cells: each key on its own row with its words on
/// the same row, cut with `…` where the terminal is narrow, and nothing
/// written past the panel's frame, in English and in (longer) Russian.
#[test]
fn the_help_fits_its_panel_row_by_row() {
    for (lang, width, height) in [("en", 80, 24), ("ru", 120, 30)] {
        assert!(roguelike::locale::set_language(lang));
        let mut host = TuiHost::new(1, width, height, None);
        host.open_seed(3);
        press(&mut host, "?");
        let text = host.frame(0.0).to_text();
        assert!(roguelike::locale::set_language("en"));
        golden(&format!("help_{lang}_{width}x{height}"), &text);
        let moves = text.lines().find(|line| line.contains("W A S D")).expect("the move keys");
        let words = if lang == "en" { "move, diagonally" } else { "ходьба, и по" };
        assert!(moves.contains(words), "the keys and their words share a row: {moves}");
        for line in text.lines() {
            let inside = line.trim_start().trim_start_matches(['│', '┌', '└']);
            assert!(!inside.contains("──F──") && !inside.contains("──?──"), "{text}");
        }
    }
}

/// A labyrinth in an 80-column terminal, in Russian: the HUD's parts sit
/// side by side without running into each other, over the felt map.
#[test]
fn a_labyrinth_in_russian_fits_eighty_columns() {
    assert!(roguelike::locale::set_language("ru"));
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_file("corridor.txt", "#######\n#S   T#\n#E    #\n#######\n".into());
    press(&mut host, "d");
    let text = host.frame(0.0).to_text();
    assert!(roguelike::locale::set_language("en"));
    let hud = text.lines().find(|line| line.contains("Ходы: 1 из 500")).expect("the moves");
    assert!(hud.contains("Сокровище: ещё нет  Пустая комната"), "{hud}");
    assert!(text.lines().any(|row| row.contains("<@")), "the entrance, then you:\n{text}");
}

/// A labyrinth lost in a walled-in wormhole, in a terminal: the end shows
/// the whole labyrinth with the wormholes' own digits, the player on the
/// hole that held it, and the route the map would have allowed.
#[test]
fn a_lost_labyrinth_shows_the_whole_map_in_cells() {
    let mut host = TuiHost::new(1, 80, 24, None);
    let trap = "#########\n#S0 #1#T#\n#E  ### #\n#       #\n#########\n";
    host.open_file("trap.txt", trap.into());
    // Into wormhole 0, onto 1, walled in: a hundred steps fail.
    press(&mut host, &"d".repeat(101));
    let text = host.frame(0.0).to_text();
    golden("labyrinth_trapped", &text);
    assert!(text.contains("the whole labyrinth"), "{text}");
    assert!(text.contains("With the map known, 19 moves would have won."), "{text}");
    let map: Vec<&str> = text.lines().filter(|line| line.contains('#')).collect();
    assert!(map.iter().any(|row| row.contains('0')), "wormhole 0 by its digit:\n{text}");
    assert!(map.iter().any(|row| row.contains('@')), "the player, on wormhole 1:\n{text}");
}

/// A Dungeon Mania dungeon in an 80-column terminal, in Russian, is played
/// on the common screen: its map in glyphs, the panel with its goal, the
/// messages' frame (issue 25).
#[test]
fn a_dungeon_in_russian_fits_eighty_columns() {
    let dungeon = std::fs::read_to_string("worlds/dungeons/courtyard.json").expect("built in");
    assert!(roguelike::locale::set_language("ru"));
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_file("courtyard.json", dungeon);
    let text = host.frame(0.0).to_text();
    assert!(roguelike::locale::set_language("en"));
    assert_eq!(host.app().snapshot()["screen"], "playing");
    let rows: Vec<&str> = text.lines().collect();
    assert!(rows.iter().any(|r| r.contains("Цель: валуны И выход")), "{text}");
    assert!(rows.iter().any(|r| r.contains("#@")), "the map, the player in it: {text}");
    assert!(rows.iter().all(|r| r.chars().count() <= 80), "{text}");
}

#[test]
fn keys_reach_the_game_and_every_screen() {
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_seed(3);
    press(&mut host, "dd");
    assert_eq!(host.app().snapshot()["turn"], 2);
    press(&mut host, "?");
    assert!(host.frame(0.0).to_text().contains("close this help"), "help is drawn");
    press(&mut host, "?l");
    assert_eq!(host.app().snapshot()["screen"], "look");
    assert!(host.frame(0.0).to_text().contains("Look"));
    host.key(Key::Escape, Modifiers::default(), false);
    host.key(Key::Escape, Modifiers::default(), false);
    assert_eq!(host.app().snapshot()["screen"], "main_menu");
    assert!(host.frame(0.0).to_text().contains("Continue"));
}

#[test]
fn the_save_is_a_file_and_is_read_back() {
    let folder = folder("save");
    let mut host = TuiHost::new(1, 80, 24, Some(folder.clone()));
    host.open_seed(5);
    press(&mut host, "dds");
    host.frame(0.0);
    let turn = host.app().snapshot()["turn"].clone();
    let text = folder.read(SAVE_FILE).expect("readable").expect("the game was saved");
    assert!(text.contains("\"seed\""), "the page's save format: {text:.80}");
    let mut again = TuiHost::new(2, 80, 24, Some(folder.clone()));
    assert!(again.frame(0.0).to_text().contains("Continue"), "the menu offers the saved game");
    again.key(Key::Enter, Modifiers::default(), false);
    assert_eq!(again.app().snapshot()["turn"], turn);
    assert_eq!(again.app().snapshot()["screen"], "playing");
    // X exports the world next to the save.
    press(&mut again, "x");
    let exports = std::fs::read_dir(folder.path("exports")).expect("exports").count();
    assert_eq!(exports, 1);
    let _ = std::fs::remove_dir_all(folder.dir());
}

#[test]
fn resizing_redraws_at_the_new_size() {
    let mut host = TuiHost::new(1, 80, 24, None);
    host.open_seed(3);
    host.resize(100, 30);
    let grid = host.frame(0.0);
    assert_eq!((grid.width(), grid.height()), (100, 30));
    assert!(grid.to_text().contains('@'));
}

#[test]
fn the_grid_reaches_a_terminal_buffer() {
    let mut host = TuiHost::new(1, 80, 24, None);
    let grid = host.frame(0.0).clone();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test terminal");
    terminal.draw(|frame| blit(&grid, frame.buffer_mut())).expect("drawn");
    let buffer = terminal.backend().buffer();
    let row: String = (0..80).map(|x| buffer[(x, 0)].symbol().to_owned()).collect();
    assert!(row.contains("R O G U E L I K E"), "{row}");
}

/// The Enter that starts a game from the menu does nothing in the game.
#[test]
fn the_enter_that_starts_a_game_does_not_act_in_it() {
    let mut host = TuiHost::new(1, 80, 24, None);
    host.frame(0.0);
    host.key(Key::Enter, Modifiers::default(), false);
    let text = host.frame(16.0).to_text();
    assert!(!text.contains("That slot is empty"), "{text}");
}

/// A menu longer than the terminal shows a window around the selection.
#[test]
fn a_long_menu_scrolls_with_the_selection() {
    let mut host = TuiHost::new(1, 80, 24, None);
    let (last_dungeon, _, _) = DUNGEONS.last().expect("dungeons of our own");
    let first = host.frame(0.0).to_text();
    assert!(first.contains("↓ more") && !first.contains(last_dungeon), "{first}");
    host.key(Key::Up, Modifiers::default(), false); // round to the last line
    let last = host.frame(16.0).to_text();
    let builder = "▸   Dungeon Mania: generate a dungeon from a seed";
    assert!(last.contains("↑ more") && last.contains(builder), "{last}");
    assert!(last.contains("R O G U E L I K E"), "the title stays");
}
