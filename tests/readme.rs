//! `worlds/README.md` lists every message of the world file parser; this keeps
//! that list true as messages change or new ones are added.

#![cfg(not(target_arch = "wasm32"))]

use roguelike::game::{Field, Invalid, Leads, MobKind};
use roguelike::gen::{DiagnosticKind as K, Dimension, MindProblem};
use std::collections::BTreeSet;

/// A number per variant, with no wildcard arm: adding a variant breaks the build
/// here until it gets an example below (and so a line in the README).
fn variant(kind: &K) -> usize {
    match kind {
        K::MissingHeader => 0,
        K::HeaderNotANumber { .. } => 1,
        K::MissingHeight => 2,
        K::ExtraHeaderText { .. } => 3,
        K::ZeroSize { .. } => 4,
        K::SizeTooLarge { .. } => 5,
        K::TooFewRows { .. } => 6,
        K::TooManyRows { .. } => 7,
        K::TooFewCells { .. } => 8,
        K::TooManyCells { .. } => 9,
        K::UnknownCell { .. } => 10,
        K::HoleNumberTooLarge { .. } => 11,
        K::DuplicateHole { .. } => 12,
        K::BlankLineInField => 13,
        K::MalformedFiller { .. } => 14,
        K::MissingFillerName => 15,
        K::UnknownFiller { .. } => 16,
        K::MissingItemKind => 17,
        K::UnknownItemKind { .. } => 18,
        K::MissingMobKind => 19,
        K::UnknownMobKind { .. } => 20,
        K::DisguiseNotMimic { .. } => 21,
        K::UnexpectedFillerText { .. } => 22,
        K::HoleNotOnField { .. } => 23,
        K::PlayerPlacedAgain { .. } => 24,
        K::PlayerInWall => 25,
        K::MissingStairsDirection => 26,
        K::UnknownStairsDirection { .. } => 27,
        K::SeveralStairs { .. } => 28,
        K::StairsDownOnLastLevel => 29,
        K::StairsUpOnFirstLevel => 30,
        K::MissingStairsDown { .. } => 31,
        K::MissingStairsUp { .. } => 32,
        K::MissingLevelSize { .. } => 33,
        K::TooManyLevels { .. } => 34,
        K::BadGoal { .. } => 35,
        K::SecondGoal { .. } => 36,
        K::TooManyProblems { .. } => 37,
        K::BadHealth { .. } => 38,
        K::BadPlayerState { .. } => 39,
        K::SecondPlayerState { .. } => 40,
        K::BadMind { .. } => 41,
        K::MissingPortalColour => 42,
        K::AllyNotBribable { .. } => 43,
    }
}

const VARIANTS: usize = 44;

/// Each variant with the values the README's table uses.
fn examples() -> Vec<K> {
    vec![
        K::MissingHeader,
        K::HeaderNotANumber { dimension: Dimension::Width, found: "40x20".into() },
        K::HeaderNotANumber { dimension: Dimension::Height, found: "two".into() },
        K::MissingHeight,
        K::ExtraHeaderText { found: "9".into() },
        K::ZeroSize { dimension: Dimension::Width },
        K::SizeTooLarge { dimension: Dimension::Height, found: "100001".into() },
        K::TooFewRows { expected: 20, found: 19 },
        K::TooManyRows { expected: 20, found: 21 },
        K::TooFewCells { row: 3, expected: 40, found: 39 },
        K::TooManyCells { row: 3, expected: 40, found: 41 },
        K::UnknownCell { found: "#".into() },
        K::HoleNumberTooLarge { found: "99999999999".into() },
        K::DuplicateHole { number: 3, first_line: 2, first_col: 5 },
        K::BlankLineInField,
        K::MalformedFiller { found: "1 Player".into() },
        K::MissingFillerName,
        K::UnknownFiller { found: "Chest".into() },
        K::MissingItemKind,
        K::UnknownItemKind { found: "Axe".into() },
        K::MissingMobKind,
        K::UnknownMobKind { found: "Dragon".into() },
        K::DisguiseNotMimic { mob: MobKind::Robot },
        K::UnexpectedFillerText { found: "now".into() },
        K::HoleNotOnField { number: "7".into() },
        K::PlayerPlacedAgain { last_line: 14 },
        K::PlayerInWall,
        K::MissingStairsDirection,
        K::UnknownStairsDirection { found: "Sideways".into() },
        K::SeveralStairs { leads: Leads::Down, first_line: 9 },
        K::StairsDownOnLastLevel,
        K::StairsUpOnFirstLevel,
        K::MissingStairsDown { level: 1 },
        K::MissingStairsUp { level: 2 },
        K::MissingLevelSize { level: 2 },
        K::TooManyLevels { limit: roguelike::game::limits::MAX_LEVELS },
        K::BadGoal { message: "AND and OR together need parentheses: `a AND (b OR c)`".into() },
        K::SecondGoal { first_line: 12 },
        K::TooManyProblems { more: 299_001 },
        K::BadHealth { found: "0".into(), max: roguelike::game::limits::MAX_STAT },
        K::BadPlayerState {
            message: Invalid::OutOfRange {
                field: Field::Health,
                value: 12,
                low: -1_073_741_824,
                high: 10,
            }
            .into(),
        },
        K::SecondPlayerState { first_line: 13 },
        K::BadMind { message: MindProblem::Expected { wanted: ')', found: None } },
        K::MissingPortalColour,
        K::AllyNotBribable { mob: MobKind::Robot },
    ]
}

#[test]
fn the_readme_lists_every_message_as_the_parser_words_it() {
    let readme = include_str!("../worlds/README.md");
    let examples = examples();
    let covered: BTreeSet<usize> = examples.iter().map(variant).collect();
    assert_eq!(covered, (0..VARIANTS).collect(), "every variant has an example");
    let missing: Vec<String> =
        examples.iter().map(ToString::to_string).filter(|m| !readme.contains(m.as_str())).collect();
    assert!(missing.is_empty(), "worlds/README.md lacks these messages:\n{}", missing.join("\n"));
}
