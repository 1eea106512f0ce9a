//! Tests of the world file parser and writer: one small input per rule, with the
//! exact position and message expected.

use super::*;
use crate::game::GameRng;
use crate::gen::boxed::{BoxedParams, BoxedWorldGenerator};
use crate::gen::generator::Generator;

fn at(x: i32, y: i32) -> Coordinates {
    Coordinates::new(x, y)
}

/// A file of one level read without errors.
#[derive(Debug)]
struct OneLevel {
    plan: WorldPlan,
    warnings: Vec<Diagnostic>,
}

/// Parses a file that must have no errors.
fn ok_dungeon(text: &str) -> Parsed {
    match parse_world(text) {
        Ok(parsed) => parsed,
        Err(diagnostics) => panic!("expected no errors in\n{text}\ngot:\n{}", lines(&diagnostics)),
    }
}

/// Parses a file of one level that must have no errors.
fn ok(text: &str) -> OneLevel {
    let parsed = ok_dungeon(text);
    assert_eq!(parsed.dungeon.levels().len(), 1, "one level in\n{text}");
    let plan = parsed.dungeon.start_level().clone();
    OneLevel { plan, warnings: parsed.warnings }
}

fn lines(diagnostics: &[Diagnostic]) -> String {
    diagnostics.iter().map(|d| format!("{d}\n")).collect()
}

/// Compares diagnostics with the expected `LINE:COL: severity: message` lines,
/// showing both lists on failure.
fn assert_diagnostics(actual: &[Diagnostic], expected: &[&str]) {
    let actual: Vec<String> = actual.iter().map(ToString::to_string).collect();
    if actual != expected {
        panic!(
            "diagnostics differ\n--- expected\n{}\n--- actual\n{}",
            expected.join("\n"),
            actual.join("\n")
        );
    }
}

/// Parses a file that must fail, and checks every diagnostic.
fn fails(text: &str, expected: &[&str]) {
    match parse_world(text) {
        Ok(parsed) => panic!("expected errors in\n{text}\nbut it parsed: {parsed:?}"),
        Err(diagnostics) => assert_diagnostics(&diagnostics, expected),
    }
}

fn placement(x: i32, y: i32, thing: Thing) -> Placement {
    Placement { at: at(x, y), thing }
}

#[test]
fn a_small_world_reads_into_walls_player_and_things() {
    let parsed = ok("3 2\nW . 1\n. W 2\n1. Player\n2. Item Sword\n2. Mob Ghost\n");
    assert!(parsed.warnings.is_empty());
    let plan = parsed.plan;
    assert_eq!((plan.walls.width, plan.walls.height), (3, 2));
    assert_eq!(plan.walls.iter_walls().collect::<Vec<_>>(), vec![at(0, 0), at(1, 1)]);
    assert_eq!(plan.player, at(2, 0));
    assert_eq!(
        plan.things,
        vec![
            placement(2, 1, Thing::Item(ItemKind::Sword)),
            placement(2, 1, Thing::mob(MobKind::Ghost)),
        ]
    );
}

#[test]
fn a_world_in_the_style_of_the_original_example() {
    let text = "\
12 7
W W W W W W W W W W W W
W 1 . . W . . . . . 3 W
W . . . W . W W W W . W
W . . . . . W 4 . . . W
W . . 2 W . W W W W . W
W . . . W . . . . . 5 W
W W W W W W W W W W W W
1. Player
2. Item Sword
3. Item GoldenApple
4. Item GoldenApple
5. Item Sword
";
    let plan = ok(text).plan;
    assert_eq!((plan.walls.width, plan.walls.height), (12, 7));
    assert_eq!(plan.player, at(1, 1));
    assert_eq!(plan.walls.wall_count(), 12 + 3 + 7 + 3 + 7 + 3 + 12);
    assert!(!plan.walls.get(at(4, 3)), "the doorway between the two halls");
    assert_eq!(
        plan.things,
        vec![
            placement(3, 4, Thing::Item(ItemKind::Sword)),
            placement(10, 1, Thing::Item(ItemKind::GoldenApple)),
            placement(7, 3, Thing::Item(ItemKind::GoldenApple)),
            placement(10, 5, Thing::Item(ItemKind::Sword)),
        ]
    );
}

#[test]
fn crlf_trailing_spaces_tabs_blank_lines_and_no_final_newline_are_accepted() {
    let plain = ok("3 2\nW . 1\n. W .\n1. Player\n1. Item Shield\n").plan;
    for text in [
        "3 2\r\nW . 1\r\n. W .\r\n1. Player\r\n1. Item Shield\r\n",
        "3 2  \nW . 1   \n. W . \n1. Player  \n1. Item Shield\t\n",
        "3 2\nW   .\t1\n.  W  .\n\n\n1. Player\n\n1. Item Shield\n\n",
        "3 2\nW . 1\n. W .\n1. Player\n1. Item Shield",
        "\u{feff}3 2\nW . 1\n. W .\n  1.Player\n1.   Item   Shield",
    ] {
        let parsed = ok(text);
        assert_eq!(parsed.plan, plain, "{text:?}");
        assert!(parsed.warnings.is_empty(), "{text:?}: {:?}", parsed.warnings);
    }
}

#[test]
fn holes_take_zero_one_or_several_fillers() {
    let plan = ok("4 1\n1 2 3 4\n2. Player\n3. Item Sword\n3. Item Sword\n3. Mob Robot\n").plan;
    assert_eq!(plan.player, at(1, 0));
    assert_eq!(plan.things.iter().filter(|p| p.at == at(2, 0)).count(), 3);
    assert!(plan.things.iter().all(|p| p.at == at(2, 0)), "holes 1 and 4 stay empty");
}

#[test]
fn every_item_and_mob_kind_and_mimic_looks() {
    let text = "3 3\n1 2 3\n4 5 6\n7 8 9\n\
        1. Item Sword\n2. Item GoldenApple\n3. Item Shield\n\
        4. Mob Ghost\n5. Mob Robot\n6. Mob Wizard\n\
        7. Mob Mimic\n8. Mob Mimic Sword\n9. Mob Mimic Shield\n";
    let things: Vec<Thing> = ok(text).plan.things.into_iter().map(|p| p.thing).collect();
    assert_eq!(
        things,
        vec![
            Thing::Item(ItemKind::Sword),
            Thing::Item(ItemKind::GoldenApple),
            Thing::Item(ItemKind::Shield),
            Thing::mob(MobKind::Ghost),
            Thing::mob(MobKind::Robot),
            Thing::mob(MobKind::Wizard),
            Thing::mimic(DEFAULT_MIMIC_DISGUISE),
            Thing::mimic(ItemKind::Sword),
            Thing::mimic(ItemKind::Shield),
        ]
    );
}

#[test]
fn without_a_player_filler_the_player_starts_at_the_origin() {
    let plan = ok("2 2\n. W\nW 1\n1. Item Sword\n").plan;
    assert_eq!(plan.player, Coordinates::ZERO);
    let plan = ok("2 1\n7 .\n7. Item Sword\n").plan;
    assert_eq!(plan.player, Coordinates::ZERO);
}

#[test]
fn no_player_and_a_wall_at_the_origin_is_an_error() {
    fails(
        "2 2\n  W .\n. .\n",
        &["2:3: error: without a `Player` filler the player starts in the top-left cell, \
           which is a wall; add a filler such as `1. Player`"],
    );
}

#[test]
fn the_last_player_filler_wins_with_a_warning() {
    let parsed = ok("3 1\n1 2 3\n1. Player\n3. Player\n2. Player\n");
    assert_eq!(parsed.plan.player, at(1, 0));
    assert_diagnostics(
        &parsed.warnings,
        &[
            "3:1: warning: the player is placed again on line 4; only the last `Player` filler counts",
            "4:1: warning: the player is placed again on line 5; only the last `Player` filler counts",
        ],
    );
}

#[test]
fn a_hole_number_used_twice_counts_the_last_time_with_a_warning() {
    let parsed = ok("3 2\n1 . 2\n. 1 .\n1. Item Sword\n");
    assert_eq!(parsed.plan.things, vec![placement(1, 1, Thing::Item(ItemKind::Sword))]);
    assert_diagnostics(
        &parsed.warnings,
        &["3:3: warning: hole 1 is already on the field at 2:1; only this last one counts"],
    );
}

#[test]
fn a_blank_line_inside_the_field_is_skipped_with_a_warning() {
    let parsed = ok("2 2\n. .\n\nW W\n");
    assert_eq!(parsed.plan.walls.wall_count(), 2);
    assert_diagnostics(&parsed.warnings, &["3:1: warning: blank line inside the field is skipped"]);
}

#[test]
fn header_problems() {
    fails(
        "",
        &["1:1: error: expected the world size `WIDTH HEIGHT` on the first line, such as `40 20`"],
    );
    fails(
        "40x20\n",
        &[
            "1:1: error: the world width must be a whole number, found `40x20` \
           (separate the width and height with a space, such as `40 20`)",
            "1:6: error: expected the world height after the width",
        ],
    );
    fails("3 two\n. . .\n", &["1:3: error: the world height must be a whole number, found `two`"]);
    fails("3\n. . .\n", &["1:2: error: expected the world height after the width"]);
    fails("3 1 9\n. . .\n", &["1:5: error: unexpected `9` after the world size `WIDTH HEIGHT`"]);
    fails("0 1\n\n", &["1:1: error: the world width must be at least 1"]);
    fails("3 100001\n", &["1:3: error: the world height 100001 is larger than the limit 100000"]);
}

#[test]
fn a_bad_header_still_checks_cells_and_fillers() {
    fails(
        "wide 2\n. x\n. .\n1. Player\n",
        &[
            "1:1: error: the world width must be a whole number, found `wide`",
            "2:3: error: unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number",
            "4:1: error: hole 1 is not on the field",
        ],
    );
}

#[test]
fn row_count_problems() {
    fails("2 3\n. .\n. .\n", &["4:1: error: too few rows: the size line says 3, the field has 2"]);
    fails(
        "2 3\n. .\n1 .\n1. Player\n",
        &["4:1: error: too few rows: the size line says 3, the field has 2"],
    );
    fails(
        "2 2\n1. Player\n",
        &[
            "2:1: error: too few rows: the size line says 2, the field has 0",
            "2:1: error: hole 1 is not on the field",
        ],
    );
    fails(
        "2 1\n. .\nW W\nW W\n",
        &["3:1: error: too many rows: the size line says 1, the field has 3"],
    );
}

#[test]
fn cell_count_problems() {
    fails(
        "3 2\n. .\n. . . W W\n",
        &[
            "2:4: error: too few cells in row 1: the size line says 3, the row has 2",
            "3:7: error: too many cells in row 2: the size line says 3, the row has 5",
        ],
    );
}

#[test]
fn unknown_cells_are_each_reported() {
    fails(
        "4 1\n# w . 1a\n",
        &[
            "2:1: error: unknown cell `#`: expected `W` (wall), `.` (floor) or a hole number",
            "2:3: error: unknown cell `w`: expected `W` (wall), `.` (floor) or a hole number \
             (walls are a capital `W`)",
            "2:7: error: unknown cell `1a`: expected `W` (wall), `.` (floor) or a hole number",
        ],
    );
    fails(
        "1 1\n99999999999\n",
        &["2:1: error: hole number 99999999999 is too large (at most 4294967295)"],
    );
}

#[test]
fn columns_count_characters_not_bytes() {
    fails(
        "3 1\n. é x\n",
        &[
            "2:3: error: unknown cell `é`: expected `W` (wall), `.` (floor) or a hole number",
            "2:5: error: unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number",
        ],
    );
}

#[test]
fn filler_problems() {
    let field = "3 1\n1 2 .\n";
    let case = |fillers: &str, expected: &[&str]| fails(&format!("{field}{fillers}"), expected);
    case("7. Item Sword\n", &["3:1: error: hole 7 is not on the field"]);
    case(
        "1. Chest\n",
        &["3:4: error: unknown filler `Chest`: expected `Player`, `Item`, `Mob` or `Stairs`"],
    );
    case(
        "1. player\n",
        &["3:4: error: unknown filler `player`: expected `Player`, `Item`, `Mob` or `Stairs` \
           (did you mean `Player`?)"],
    );
    case(
        "1.\n",
        &["3:3: error: expected `Player`, `Item`, `Mob` or `Stairs` after the hole number"],
    );
    case(
        "1. Item\n",
        &["3:8: error: `Item` needs an item kind: Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail"],
    );
    case(
        "1. Item Axe\n",
        &["3:9: error: unknown item kind `Axe`: expected Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail"],
    );
    case(
        "1. Mob\n",
        &["3:7: error: `Mob` needs a mob kind: Ghost, Mimic, Robot, Wizard, Troll, Wraith, Spider, Zombie or Mercenary"],
    );
    case(
        "1. Mob ghost\n",
        &["3:8: error: unknown mob kind `ghost`: expected Ghost, Mimic, Robot, Wizard, Troll, Wraith, Spider, Zombie or Mercenary \
           (did you mean `Ghost`?)"],
    );
    case(
        "1. Mob Robot Sword\n",
        &["3:14: error: only a Mimic can look like an item; a Robot takes only `hp=N` and `mind=…` after its kind"],
    );
    case(
        "1. Mob Mimic Apple\n",
        &["3:14: error: unknown item kind `Apple`: expected Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail"],
    );
    case("1. Player now\n", &["3:11: error: unexpected `now` after a complete filler"]);
    case("1. Item Sword Shield\n", &["3:15: error: unexpected `Shield` after a complete filler"]);
    case("1. Mob Mimic Sword x\n", &["3:20: error: unexpected `x` after a complete filler"]);
    case(
        "1 Player\n",
        &["3:1: error: expected a filler such as `1. Player`, `2. Item Sword` or `3. Mob Ghost`, \
           found `1 Player`"],
    );
    // `Player:` starts the player's state (not a filler without its number).
    case(
        "  Player: 1\n",
        &["3:11: error: the player's state is wrong: invalid type: integer `1`, expected struct \
           PlayerState"],
    );
}

#[test]
fn every_problem_is_reported_at_once_in_file_order() {
    let text = "\
4 3
W W W W
W 1 x
W W W W W
W W W W
1. Player
2. Item Sword
1. Mob Dragon
garbage here
";
    fails(
        text,
        &[
            "3:5: error: unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number",
            "3:6: error: too few cells in row 2: the size line says 4, the row has 3",
            "4:9: error: too many cells in row 3: the size line says 4, the row has 5",
            "5:1: error: too many rows: the size line says 3, the field has 4",
            "7:1: error: hole 2 is not on the field",
            "8:8: error: unknown mob kind `Dragon`: expected Ghost, Mimic, Robot, Wizard, Troll, Wraith, Spider, Zombie or Mercenary",
            "9:1: error: expected a filler such as `1. Player`, `2. Item Sword` or `3. Mob Ghost`, \
             found `garbage here`",
        ],
    );
}

#[test]
fn errors_come_with_the_warnings() {
    fails(
        "2 1\n1 1\n1. Item Axe\n",
        &[
            "2:3: warning: hole 1 is already on the field at 2:1; only this last one counts",
            "3:9: error: unknown item kind `Axe`: expected Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail",
        ],
    );
}

#[test]
fn the_writer_numbers_holes_in_reading_order_and_aligns_columns() {
    let mut walls = WallMatrix::new(Coordinates::ZERO, 4, 3);
    for x in 0..4 {
        walls.set(at(x, 0), true);
    }
    let plan = WorldPlan {
        walls,
        player: at(1, 1),
        things: vec![
            placement(3, 2, Thing::mimic(ItemKind::Sword)),
            placement(0, 2, Thing::mob(MobKind::Wizard)),
            placement(0, 2, Thing::Item(ItemKind::Shield)),
        ],
    };
    assert_eq!(
        write_world(&plan),
        "4 3\nW W W W\n. 1 . .\n2 . . 3\n1. Player\n2. Item Shield\n2. Mob Wizard\n3. Mob Mimic Sword\n"
    );
    assert_eq!(ok(&write_world(&plan)).plan, plan.clone().canonical());
}

#[test]
fn the_writer_pads_cells_when_hole_numbers_grow() {
    let walls = WallMatrix::new(Coordinates::ZERO, 11, 1);
    let things = (1..11).map(|x| placement(x, 0, Thing::Item(ItemKind::Sword))).collect();
    let plan = WorldPlan { walls, player: Coordinates::ZERO, things };
    let text = write_world(&plan);
    assert_eq!(text.lines().nth(1), Some("1  2  3  4  5  6  7  8  9  10 11"));
    assert_eq!(ok(&text).plan, plan);
}

#[test]
fn the_writer_covers_things_outside_the_matrix_and_shifts_negative_plans() {
    let plan = WorldPlan {
        walls: WallMatrix::new(at(1, 1), 1, 1),
        player: at(-1, 0),
        things: vec![placement(2, 1, Thing::Item(ItemKind::Sword))],
    };
    assert_eq!(write_world(&plan), "4 2\n1 . . .\n. . . 2\n1. Player\n2. Item Sword\n");
}

#[test]
fn generated_worlds_round_trip_through_the_file_format() {
    let params = BoxedParams { max_depth: 4, ..BoxedParams::default() };
    let generator = BoxedWorldGenerator::new(params).expect("valid parameters");
    for seed in 0..200 {
        let plan = generator.generate(&mut GameRng::new(seed, 0));
        let text = write_world(&plan);
        let parsed = ok(&text);
        assert!(parsed.warnings.is_empty(), "seed {seed}: {:?}", parsed.warnings);
        assert_eq!(parsed.plan, plan.clone().canonical(), "seed {seed}");
        assert_eq!(write_world(&parsed.plan), text, "seed {seed}: writing is stable");
    }
}

/// Two rooms of three cells: the first with the player and stairs down, the
/// second with stairs up and a ghost.
const TWO_LEVELS: &str = "\
3 1
1 . 2
1. Player
2. Stairs Down

Level
3 2
W W W
1 2 .
1. Mob Ghost
2. Stairs Up
";

#[test]
fn a_file_of_two_levels_reads_into_a_dungeon() {
    let parsed = ok_dungeon(TWO_LEVELS);
    assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
    let dungeon = parsed.dungeon;
    assert_eq!(dungeon.levels().len(), 2);
    assert_eq!(dungeon.start(), 0);
    assert_eq!(dungeon.player(), at(0, 0));
    let [top, bottom] = dungeon.levels() else { panic!("two levels") };
    assert_eq!(top.things, vec![placement(2, 0, Thing::Stairs(Leads::Down))]);
    assert_eq!((bottom.walls.width, bottom.walls.height), (3, 2));
    assert_eq!(bottom.walls.wall_count(), 3);
    assert_eq!(
        bottom.things,
        vec![
            placement(0, 1, Thing::mob(MobKind::Ghost)),
            placement(1, 1, Thing::Stairs(Leads::Up))
        ]
    );
    assert_eq!(bottom.player, at(1, 1), "a lower level is entered by its stairs up");
    assert_eq!(dungeon.destination(0, Leads::Down), Some((1, at(1, 1))));
    assert_eq!(dungeon.destination(1, Leads::Up), Some((0, at(2, 0))));
}

#[test]
fn a_middle_level_has_stairs_both_ways_and_blank_lines_may_surround_level_lines() {
    let text = "1 1\n1\n1. Stairs Down\n\n\n  Level\n\n2 1\n1 2\n1. Stairs Up\n2. Stairs Down\n\
        Level\n1 1\n1\n1. Stairs Up\n";
    let dungeon = ok_dungeon(text).dungeon;
    assert_eq!(dungeon.levels().len(), 3);
    assert_eq!(dungeon.player(), at(0, 0), "no `Player`: the top-left cell of the first level");
    assert_eq!(dungeon.destination(1, Leads::Down), Some((2, at(0, 0))));
    assert_eq!(dungeon.destination(1, Leads::Up), Some((0, at(0, 0))));
    assert_eq!(dungeon.destination(2, Leads::Up), Some((1, at(1, 0))));
}

#[test]
fn a_player_on_a_lower_level_starts_the_game_there() {
    let text = "2 1\n1 2\n1. Player\n2. Stairs Down\nLevel\n3 1\n1 . 2\n1. Stairs Up\n2. Player\n";
    let parsed = ok_dungeon(text);
    assert_diagnostics(
        &parsed.warnings,
        &["3:1: warning: the player is placed again on line 9; only the last `Player` filler counts"],
    );
    let dungeon = parsed.dungeon;
    assert_eq!(dungeon.start(), 1);
    assert_eq!(dungeon.player(), at(2, 0));
    assert_eq!(dungeon.levels()[0].player, at(1, 0), "entered by its stairs down");
    // The first level's top-left wall does not matter: nobody starts there.
    ok_dungeon("2 1\nW 1\n1. Stairs Down\nLevel\n1 1\n1\n1. Stairs Up\n1. Player\n");
}

#[test]
fn stairs_problems() {
    fails(
        "2 1\n1 2\n1. Player\n2. Stairs Down\n",
        &["4:1: error: stairs down on the last level lead nowhere; \
           start the next level with a `Level` line after this one"],
    );
    fails(
        "2 1\n1 2\n1. Player\n2. Stairs Up\n",
        &["4:1: error: stairs up on the first level lead nowhere: no level is above it"],
    );
    fails(
        "2 1\n1 2\n1. Stairs Down\n  2. Stairs Down\n1. Player\nLevel\n1 1\n1\n1. Stairs Up\n",
        &["4:3: error: this level already has stairs down on line 3; \
           a level has at most one of each"],
    );
    let field = "2 1\n1 2\n";
    let case = |fillers: &str, expected: &[&str]| fails(&format!("{field}{fillers}"), expected);
    case("1. Stairs\n", &["3:10: error: `Stairs` needs a direction: Down or Up"]);
    case(
        "1. Stairs down\n",
        &["3:11: error: unknown stairs direction `down`: expected Down or Up \
           (did you mean `Down`?)"],
    );
    case(
        "1. Stairs Sideways\n",
        &["3:11: error: unknown stairs direction `Sideways`: expected Down or Up"],
    );
    case("1. Stairs Up now\n", &["3:14: error: unexpected `now` after a complete filler"]);
}

#[test]
fn every_level_after_the_first_is_reached_by_stairs() {
    // Level 1 has stairs down; level 2 has nowhere for them to arrive.
    fails(
        "1 1\n1\n1. Stairs Down\nLevel\n1 1\n.\n",
        &["4:1: error: level 2 has no stairs up for the stairs down of level 1 to arrive on; \
           add a filler such as `1. Stairs Up`"],
    );
    // Level 2 has stairs up; level 1 has none down to it.
    fails(
        "1 1\n.\nLevel\n1 1\n1\n1. Stairs Up\n",
        &["3:1: error: level 1 has no stairs down to this level; \
           add a filler such as `1. Stairs Down` to it"],
    );
    // Neither: both are said, at the `Level` line.
    fails(
        "1 1\n.\n\n Level\n1 1\n.\n",
        &[
            "4:2: error: level 1 has no stairs down to this level; \
             add a filler such as `1. Stairs Down` to it",
            "4:2: error: level 2 has no stairs up for the stairs down of level 1 to arrive on; \
             add a filler such as `1. Stairs Up`",
        ],
    );
}

#[test]
fn level_line_problems() {
    fails(
        "1 1\n1\n1. Stairs Down\nLevel\n",
        &["4:6: error: expected the size `WIDTH HEIGHT` of level 2 after `Level`, such as `40 20`"],
    );
    fails(
        "1 1\n1\n1. Stairs Down\nLevel\n\nLevel\n1 1\n1\n1. Stairs Up\n",
        &["4:6: error: expected the size `WIDTH HEIGHT` of level 2 after `Level`, such as `40 20`"],
    );
    fails(
        "1 1\n1\n1. Player\nlevel\n",
        &["4:1: error: expected a filler such as `1. Player`, `2. Item Sword` or `3. Mob Ghost`, \
           found `level` (a new level starts with a line of its own: `Level`)"],
    );
    fails(
        "1 1\n1\n1. Player\nLevel 2\n",
        &["4:1: error: expected a filler such as `1. Player`, `2. Item Sword` or `3. Mob Ghost`, \
           found `Level 2` (a new level starts with a line of its own: `Level`)"],
    );
}

#[test]
fn each_level_is_checked_at_its_own_lines_and_holes_belong_to_their_level() {
    let text = "\
2 2
1 .
1. Player
1. Stairs Down
Level

3 two
. . x
1. Stairs Up
";
    fails(
        text,
        &[
            "3:1: error: too few rows: the size line says 2, the field has 1",
            "7:3: error: the world height must be a whole number, found `two`",
            "8:5: error: unknown cell `x`: expected `W` (wall), `.` (floor) or a hole number",
            "9:1: error: hole 1 is not on the field",
        ],
    );
    fails(
        "1 1\n1\n1. Stairs Down\nLevel\n\n2 2\n1. Stairs Up\n",
        &[
            "7:1: error: too few rows: the size line says 2, the field has 0",
            "7:1: error: hole 1 is not on the field",
        ],
    );
}

/// A file of `count` one-cell levels joined by stairs.
fn tower(count: usize) -> String {
    let mut text = String::from("1 1\n1\n1. Stairs Down\n");
    for index in 1..count {
        text.push_str("Level\n1 1\n1\n1. Stairs Up\n");
        if index + 1 < count {
            text.push_str("1. Stairs Down\n");
        }
    }
    text
}

#[test]
fn a_world_has_at_most_max_levels_levels() {
    assert_eq!(ok_dungeon(&tower(MAX_LEVELS)).dungeon.levels().len(), MAX_LEVELS);
    // Level 65 starts on line 3 + 63 × 5 + 1.
    let line = 3 + (MAX_LEVELS - 1) * 5 + 1;
    fails(
        &tower(MAX_LEVELS + 2),
        &[&format!("{line}:1: error: too many levels: a world has at most {MAX_LEVELS}")],
    );
}

#[test]
fn the_writer_writes_every_level_and_the_player_on_its_own() {
    let dungeon = ok_dungeon(TWO_LEVELS).dungeon;
    assert_eq!(
        write_dungeon(&dungeon),
        "3 1\n1 . 2\n1. Player\n2. Stairs Down\n\nLevel\n3 2\nW W W\n1 2 .\n1. Mob Ghost\n\
         2. Stairs Up\n"
    );
    let single = ok("3 2\nW . 1\n. W 2\n1. Player\n2. Item Sword\n").plan;
    assert_eq!(write_dungeon(&DungeonPlan::from(single.clone())), write_world(&single));
}

/// `count` boxed levels joined by stairs on random floor cells, the player
/// starting on a random one.
fn random_dungeon(seed: u64, count: usize) -> DungeonPlan {
    let params = BoxedParams { max_depth: 2, ..BoxedParams::default() };
    let generator = BoxedWorldGenerator::new(params).expect("valid parameters");
    let mut rng = GameRng::new(seed, 9);
    let levels = (0..count)
        .map(|index| {
            let mut plan = generator.generate(&mut rng);
            let floor: Vec<Coordinates> = (0..plan.walls.height)
                .flat_map(|y| (0..plan.walls.width).map(move |x| at(x, y)))
                .filter(|&c| !plan.walls.get(c))
                .collect();
            let ways = [(index + 1 < count, Leads::Down), (index > 0, Leads::Up)];
            for (wanted, leads) in ways {
                if wanted {
                    let cell = *rng.choose(&floor).expect("a boxed world has floor");
                    plan.things.push(Placement { at: cell, thing: Thing::Stairs(leads) });
                }
            }
            plan
        })
        .collect();
    let start = rng.below(count as u32) as usize;
    DungeonPlan::new(levels, start).expect("at least one level, the start among them")
}

#[test]
fn random_dungeons_round_trip_through_the_file_format() {
    for seed in 0..60 {
        let dungeon = random_dungeon(seed, 1 + seed as usize % 4);
        let text = write_dungeon(&dungeon);
        let parsed = ok_dungeon(&text);
        assert!(parsed.warnings.is_empty(), "seed {seed}: {:?}", parsed.warnings);
        assert_eq!(parsed.dungeon, dungeon.clone().canonical(), "seed {seed}");
        assert_eq!(write_dungeon(&parsed.dungeon), text, "seed {seed}: writing is stable");
    }
}

#[test]
fn short_rows_under_a_huge_size_are_reported_without_padding_them() {
    // Three one-cell rows under a width of 100 000: each row is reported,
    // and the top-left wall still is (every row was read).
    fails(
        "100000 3\nW\nW\nW\n",
        &[
            "2:1: error: without a `Player` filler the player starts in the top-left cell, \
             which is a wall; add a filler such as `1. Player`",
            "2:2: error: too few cells in row 1: the size line says 100000, the row has 1",
            "3:2: error: too few cells in row 2: the size line says 100000, the row has 1",
            "4:2: error: too few cells in row 3: the size line says 100000, the row has 1",
        ],
    );
}

/// Issue 17: one 600 KB line of `"é "` froze the page for seconds: each of
/// its 300,000 errors counted its column from the start of the line, and all
/// of them were listed. Columns are now counted along the line, and a check
/// lists the first thousand problems and counts the rest.
#[test]
fn a_long_line_of_non_ascii_cells_is_counted_once_and_its_problems_capped() {
    let text = format!("3 1\n{}\n", "é ".repeat(300_000));
    let errors = parse_world(&text).expect_err("unknown cells");
    assert_eq!(errors.len(), MAX_DIAGNOSTICS + 1);
    assert_eq!(
        errors[1].to_string(),
        "2:3: error: unknown cell `é`: expected `W` (wall), `.` (floor) or a hole number"
    );
    assert_eq!(errors[999].col, 1999, "columns count characters, not bytes");
    assert_eq!(
        errors[MAX_DIAGNOSTICS].to_string(),
        "2:7: error: 299001 more problems are not listed; mend the ones above and check again"
    );
}

#[test]
fn columns_count_characters_whatever_the_order_they_are_asked_in() {
    let mut columns = Columns::new("é é x");
    assert_eq!(columns.at(3), 3);
    assert_eq!(columns.at(2), 2);
    assert_eq!(columns.at(6), 5);
    assert_eq!(columns.at(0), 1);
}

/// Issue 17: what play changes is written and read back — a hurt creature's
/// `hp=`, a found-out Mimic, the player's `Player:` line — and its mistakes
/// are located.
#[test]
fn hurt_creatures_and_the_players_state_read_back_and_their_mistakes_are_located() {
    let text = include_str!("../../../tests/worlds/played.txt");
    let parsed = ok_dungeon(text);
    let plan = &parsed.dungeon;
    let things: Vec<Thing> = plan.levels()[0].things.iter().map(|p| p.thing.clone()).collect();
    assert!(things.contains(&Thing::mob(MobKind::Robot).with_health(Some(2))));
    assert!(things.contains(&Thing::mob(MobKind::Mimic).with_health(Some(3))));
    assert!(things.contains(&Thing::mimic(ItemKind::Sword).with_health(Some(1))));
    let state = plan.player_state.as_ref().expect("a Player: line");
    assert_eq!((state.health, state.level, state.selected), (7, 2, 2));
    assert_eq!(state.equipment, [ItemKind::Sword]);
    assert_eq!(
        parse_world(&write_dungeon(plan)).expect("reads back").dungeon,
        plan.clone().canonical()
    );

    let field = "3 1\n1 2 .\n1. Player\n";
    let fails_after = |extra: &str, expected: &[&str]| fails(&format!("{field}{extra}"), expected);
    fails_after(
        "2. Mob Robot hp=0\n",
        &["4:17: error: a creature's health must be a whole number from 1 to 1000000, found `0`"],
    );
    fails_after(
        "2. Mob Robot hp=x hp=2\n",
        &["4:17: error: a creature's health must be a whole number from 1 to 1000000, found `x`"],
    );
    fails_after(
        "2. Mob Robot hp=2 now\n",
        &["4:19: error: unexpected `now` after a complete filler"],
    );
    fails_after(
        "2. Mob Mimic Sword now\n",
        &["4:20: error: unexpected `now` after a complete filler"],
    );
    fails_after(
        "Player: {\"health\": 3}\n",
        &["4:21: error: the player's state is wrong: missing field `max_health`"],
    );
    fails_after(
        "Player: {\"hp\": 3}\n",
        &["4:13: error: the player's state is wrong: unknown field `hp`, expected one of `health`, \
           `max_health`, `base_attack`, `base_armor`, `experience`, `level`, `level_cost`, \
           `growth`, `inventory`, `selected`, `equipment`, `stacks`, `invisible`, `invincible`"],
    );
    let state = r#"{"health":12,"max_health":10,"base_attack":1,"base_armor":1,"experience":0,"level":1,"level_cost":2,"inventory":[null],"selected":0,"equipment":[]}"#;
    fails_after(
        &format!("Player:  {state}\n"),
        &["4:10: error: the player's state is wrong: the player's health is 12, outside -1073741824..=10"],
    );
    let good = state.replace("\"health\":12", "\"health\":9");
    fails_after(
        &format!("Player: {good}\nPlayer: {good}\n"),
        &["5:1: error: the player's state was already given on line 4; a world has one"],
    );
}

/// Issue 17: what a creature has in mind is written after `mind=` and read
/// back — a Robot's hunt and the place it remembers, a fleeing Wizard, a
/// confusion's turns left, even confusions nested and other temporary
/// models — and its mistakes are located inside the word.
#[test]
fn creatures_minds_read_back_and_their_mistakes_are_located() {
    use crate::game::{BehaviourRecord as B, CleverState, HuntState};
    let text = include_str!("../../../tests/worlds/minds.txt");
    let plan = ok_dungeon(text).dungeon;
    let minds: Vec<Option<B>> = plan.levels()[0]
        .things
        .iter()
        .map(|p| match &p.thing {
            Thing::Mob { mind, .. } => mind.as_deref().cloned(),
            other => panic!("only creatures: {other:?}"),
        })
        .collect();
    let hunter = |state, place: Option<(i32, i32)>| B::EnhancedAggressive {
        state,
        last_known: place.map(|(x, y)| at(x, y)),
    };
    let calm = |inner: B| B::Clever { state: CleverState::Calm, inner: Box::new(inner) };
    let confused = |turns_left, underlying: B| B::Temporal {
        temporary: Box::new(B::Chaotic),
        turns_left,
        underlying: Box::new(underlying),
    };
    assert_eq!(minds[0], Some(calm(hunter(HuntState::PlayerWasVisible, Some((1, 1))))));
    let fleeing = B::Clever { state: CleverState::Fleeing, inner: Box::new(B::Aggressive) };
    assert_eq!(minds[1], Some(fleeing));
    assert_eq!(minds[2], Some(confused(1, B::Passive)));
    let ghost = B::AvoidWalls { inner: Box::new(B::Cowardly) };
    assert_eq!(minds[3], Some(confused(2, confused(1, ghost))));
    let other = B::Temporal {
        temporary: Box::new(hunter(HuntState::PlayerNearly, Some((-2, 40)))),
        turns_left: 3,
        underlying: Box::new(calm(hunter(HuntState::Unaware, None))),
    };
    assert_eq!(minds[4], Some(other));
    assert_eq!(write_dungeon(&plan), text, "written back word for word");

    let field = "3 1\n1 2 .\n1. Player\n";
    let fails_after = |extra: &str, expected: &[&str]| fails(&format!("{field}{extra}"), expected);
    fails_after(
        "2. Mob Robot mind=clever:calm(hunter:seen)\n",
        &["4:31: error: the creature's mind is wrong: unknown model `hunter:seen`: expected \
           aggressive, chaotic, cowardly, passive, avoid-walls(…), clever:calm(…), \
           clever:fleeing(…), hunter:unaware, hunter:visible, hunter:heard, hunter:was-visible, \
           confused:N(…) or temporal:N(…,…)"],
    );
    fails_after(
        "2. Mob Robot hp=3 mind=confused:2000000(passive)\n",
        &["4:33: error: the creature's mind is wrong: a temporary behaviour lasts 2000000 turns \
           (at most 1000000)"],
    );
    fails_after(
        "2. Mob Mimic Sword mind=hunter:heard@99999999,0 hp=2\n",
        &["4:38: error: the creature's mind is wrong: a remembered place at (99999999, 0) is \
           outside the world (at most ±16777216)"],
    );
    fails_after(
        "2. Mob Robot mind=passive mind=chaotic\n",
        &["4:27: error: unexpected `mind=chaotic` after a complete filler"],
    );
    fails_after(
        "2. Mob Wizard mind=avoid-walls(cowardly\n",
        &["4:40: error: the creature's mind is wrong: expected `)`, found the end"],
    );
    // Either order, and only what differs from a fresh creature is asked for.
    let either = ok_dungeon(&format!("{field}2. Mob Robot mind=passive hp=3\n")).dungeon;
    let robot = Thing::mob(MobKind::Robot).with_health(Some(3)).with_mind(Some(B::Passive));
    assert_eq!(either.levels()[0].things[0].thing, robot);
}
