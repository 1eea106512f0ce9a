//! Build Your Own World saves as a world kind: the text `:Q` writes (its
//! first line `byow-save 1`), whose world is generated again from its seed
//! and played on from where the save left it, by BYOW's rules.

use super::save_error::SaveErrors;
use super::session::Session;
use crate::core::Key;
use crate::files::FileKind;
use crate::game::SourceRecord;
use crate::gen::Severity;
use crate::locale::Words;
use crate::modes::{Started, WorldFile, WorldKind};

/// BYOW's entry.
pub const WORLD_KIND: WorldKind = WorldKind {
    name: "byow",
    help: "world_kind_help_byow",
    reads: |kind| *kind == FileKind::ByowSave,
    source: |file: WorldFile| SourceRecord::Byow { name: file.name, text: file.text },
    owns: |source| matches!(source, SourceRecord::Byow { .. }),
    page_seed: None,
    errors_title: "errors_byow",
    warnings_title: "errors_warnings",
    start: |source, _seed| {
        // The save's own seed makes its world and its spirits: the game's
        // seed has nothing left to pick.
        let SourceRecord::Byow { name, text } = source else { return None };
        Some(
            open_save(name, text)
                .map(|session| Started { game: session.into_game(), warnings: Vec::new() }),
        )
    },
    // The page's keys on BYOW's screen (README, "Build Your Own World"),
    // each a character of the input string: walk, strike and back off in
    // an encounter, `:` then Q to save, L to load, N digits S for a new
    // world, Q to quit the won screen.
    keys: &[
        ('w', Key::W),
        ('a', Key::A),
        ('s', Key::S),
        ('d', Key::D),
        ('f', Key::F),
        ('b', Key::Letter(b'B')),
        (':', Key::Colon),
        ('q', Key::Q),
        ('l', Key::L),
        ('n', Key::N),
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
    key_list: "cli_key_list_byow",
};

/// The session a save file (named `name`) holds, checked against the
/// world of its seed; or its mistakes, each as `NAME:LINE:COL: error:
/// MESSAGE` in the player's language.
pub fn open_save(name: &str, text: &str) -> Result<Session, Vec<String>> {
    // A byte-order mark is no part of the save (the page's reader drops it;
    // a text handed in whole may still hold it).
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    Session::from_save_text(text).map_err(|errors| located(name, &errors))
}

/// Every mistake of a save, as `NAME:LINE:COL: error: MESSAGE`.
pub fn located(name: &str, errors: &SaveErrors) -> Vec<String> {
    let error = Severity::Error.localized();
    errors
        .0
        .iter()
        .map(|e| format!("{name}:{}:{}: {error}: {}", e.line, e.col, e.kind.localized()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::{interact_with_input_string, MemorySaveSlot};
    use crate::modes::{start_world, world_kind_of};

    fn saved(input: &str) -> String {
        let mut slot = MemorySaveSlot::new();
        interact_with_input_string(input, &mut slot).expect("a world");
        slot.text.expect("`:Q` saved")
    }

    #[test]
    fn a_save_starts_the_game_it_left() {
        let text = saved("N123SDDD:Q");
        let kind = world_kind_of(&crate::files::classify(&text)).expect("a world");
        assert_eq!(kind.name, "byow");
        let file = WorldFile { name: "b.txt".into(), text: text.clone(), config: None };
        let game = start_world(&(kind.source)(file), 9).expect("it starts").game;
        let session = Session::from_save_text(&text).expect("own save");
        assert_eq!(game.player.coordinates, session.avatar());
        assert_eq!(game.player.health, i32::from(session.health()));
        let with_bom = format!("\u{feff}{text}");
        assert!(open_save("b.txt", &with_bom).is_ok(), "a byte-order mark is dropped");
    }

    #[test]
    fn a_broken_save_says_where() {
        let lines = open_save("b.txt", "byow-save 1\nseed 5\nhealth nine\n").expect_err("broken");
        assert!(lines[0].starts_with("b.txt:3:8: error: "), "{lines:?}");
        let lines = open_save("b.txt", "byow-save 7\n").expect_err("another version");
        assert!(lines[0].starts_with("b.txt:1:"), "{lines:?}");
    }

    #[test]
    fn its_keys_are_the_input_strings() {
        for c in "wasdfb:qln0123456789".chars() {
            let key = WORLD_KIND.key(c).expect("a key");
            assert_eq!(
                crate::core::screens::typed_char(key, crate::byow::ScreenKind::Exploring)
                    .map(|t| t.to_ascii_lowercase()),
                Some(c),
                "{c}"
            );
        }
        assert_eq!(WORLD_KIND.key('e'), None, "no E in BYOW");
    }
}
