//! A world plan drawn as text for people — `#` walls, `.` floor, `@` the player,
//! a symbol per item, a letter per mob, `>` and `<` stairs — followed by a
//! legend; a dungeon level by level.

use super::dungeon_plan::DungeonPlan;
use super::plan::{Thing, WorldPlan};
use crate::game::{Coordinates, ItemKind, Leads, MobKind};
use crate::locale::{self, Arg};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// The symbol of a wall.
pub const WALL_SYMBOL: char = '#';
/// The symbol of an empty floor cell.
pub const FLOOR_SYMBOL: char = '.';
/// The symbol of the player.
pub const PLAYER_SYMBOL: char = '@';

/// The symbol of a thing: items use the classic roguelike signs (`)` weapon,
/// `%` food, `[` armour), mobs their initial, stairs `>` (down) and `<` (up). A
/// Mimic shows as `M`: the drawing is for the world's designer, who should see
/// through the disguise.
pub const fn symbol(thing: &Thing) -> char {
    match thing {
        Thing::Item(ItemKind::Sword) => ')',
        Thing::Item(ItemKind::GoldenApple) => '%',
        Thing::Item(ItemKind::Shield) => '[',
        Thing::Item(ItemKind::Amulet) => '"',
        Thing::Item(ItemKind::Treasure) => '$',
        Thing::Item(ItemKind::Key) => 'k',
        Thing::Item(ItemKind::Wood) => '-',
        Thing::Item(ItemKind::Arrow) => '|',
        Thing::Item(ItemKind::Bomb) => 'b',
        Thing::Item(ItemKind::InvincibilityPotion) => '!',
        Thing::Item(ItemKind::InvisibilityPotion) => '?',
        Thing::Item(ItemKind::Bow) => '}',
        Thing::Mob { kind: MobKind::Ghost, .. } => 'G',
        Thing::Mob { kind: MobKind::Mimic, .. } => 'M',
        Thing::Mob { kind: MobKind::Robot, .. } => 'R',
        Thing::Mob { kind: MobKind::Wizard, .. } => 'W',
        Thing::Mob { kind: MobKind::Troll, .. } => 'T',
        Thing::Mob { kind: MobKind::Wraith, .. } => 'V',
        Thing::Stairs(Leads::Down) => '>',
        Thing::Stairs(Leads::Up) => '<',
        Thing::Exit => '=',
    }
}

/// Which of several things on a cell shows: a mob over an item over stairs.
const fn precedence(thing: &Thing) -> u8 {
    match thing {
        Thing::Stairs(_) | Thing::Exit => 0,
        Thing::Item(_) => 1,
        Thing::Mob { .. } => 2,
    }
}

/// The legend's words for a thing, in the current language.
fn describe(thing: &Thing) -> String {
    match thing {
        Thing::Item(kind) => locale::name(kind.name()),
        Thing::Mob { kind: MobKind::Mimic, disguise: Some(look), .. } => {
            locale::phrase_with("render_mimic", &[("look", Arg::Name(look.name()))])
        }
        Thing::Mob { kind, .. } => locale::name(kind.name()),
        Thing::Stairs(Leads::Down) => locale::phrase("render_stairs_down", &[]),
        Thing::Stairs(Leads::Up) => locale::phrase("render_stairs_up", &[]),
        Thing::Exit => locale::phrase("render_exit", &[]),
    }
}

/// Draws the plan's bounding box (see [`WorldPlan::bounds`]) row by row, then a
/// legend of every symbol used, with counts. Where several things share a cell,
/// the player shows, else a mob, else the first item, else stairs.
pub fn render_text(plan: &WorldPlan) -> String {
    render_level(plan, true)
}

/// Draws a dungeon: a dungeon of one level as [`render_text`] does; several
/// levels each under a `Level N` heading, with their own legend, the player
/// on the starting level only.
pub fn render_dungeon(dungeon: &DungeonPlan) -> String {
    let [level] = dungeon.levels() else {
        let mut out = String::new();
        for (index, plan) in dungeon.levels().iter().enumerate() {
            if index > 0 {
                out.push('\n');
            }
            let heading = locale::phrase_with("render_level", &[("level", (index + 1).into())]);
            let _ = writeln!(out, "{heading}\n");
            out.push_str(&render_level(plan, index == dungeon.start()));
        }
        return out;
    };
    render_text(level)
}

fn render_level(plan: &WorldPlan, with_player: bool) -> String {
    let (low, high) = if with_player {
        plan.bounds()
    } else {
        plan.bounds_without_player().unwrap_or((Coordinates::ZERO, Coordinates::ZERO))
    };
    let player = with_player.then_some(plan.player);
    let mut top: HashMap<Coordinates, &Thing> = HashMap::new();
    for placement in &plan.things {
        top.entry(placement.at)
            .and_modify(|shown| {
                if precedence(&placement.thing) > precedence(shown) {
                    *shown = &placement.thing;
                }
            })
            .or_insert(&placement.thing);
    }
    let width = (high.x - low.x + 1) as usize;
    let mut out = String::with_capacity((width + 1) * (high.y - low.y + 1) as usize + 256);
    for y in low.y..=high.y {
        for x in low.x..=high.x {
            let cell = Coordinates::new(x, y);
            out.push(if player == Some(cell) {
                PLAYER_SYMBOL
            } else if let Some(thing) = top.get(&cell) {
                symbol(thing)
            } else if plan.walls.get(cell) {
                WALL_SYMBOL
            } else {
                FLOOR_SYMBOL
            });
        }
        out.push('\n');
    }

    let mut counts: BTreeMap<&Thing, usize> = BTreeMap::new();
    for placement in &plan.things {
        *counts.entry(&placement.thing).or_default() += 1;
    }
    let _ = writeln!(out, "\n{}", locale::phrase("render_legend", &[]));
    let walls = locale::phrase_with("render_walls", &[("count", plan.walls.wall_count().into())]);
    let _ = writeln!(out, "  {WALL_SYMBOL}  {walls}");
    let _ = writeln!(out, "  {FLOOR_SYMBOL}  {}", locale::phrase("render_floor", &[]));
    if let Some(player) = player {
        let at = (player - low).to_string();
        let _ =
            writeln!(out, "  {PLAYER_SYMBOL}  {}", locale::phrase("render_player", &[("at", &at)]));
    }
    for (thing, count) in counts {
        let _ = writeln!(out, "  {}  {} ({count})", symbol(thing), describe(thing));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::file_format::parse_world;

    #[test]
    fn draws_cells_and_a_legend() {
        let text = "5 3\nW W W W W\nW 1 2 3 W\nW W W W W\n\
            1. Player\n2. Item Sword\n2. Mob Mimic Sword\n3. Item GoldenApple\n3. Item GoldenApple\n";
        let dungeon = parse_world(text).expect("valid").dungeon;
        let [plan] = dungeon.levels() else { panic!("one level") };
        let expected = "\
#####
#@M%#
#####

Legend:
  #  wall (12)
  .  floor
  @  player, at (1, 1)
  )  Sword (1)
  %  Golden Apple (2)
  M  Mimic, looking like a Sword (1)
";
        let actual = render_text(plan);
        assert_eq!(actual, expected, "\n--- expected\n{expected}\n--- actual\n{actual}");
        assert_eq!(render_dungeon(&dungeon), actual, "one level draws as before");
    }

    #[test]
    fn draws_every_level_with_stairs_and_the_player_on_the_start() {
        let text = "4 3\nW W W W\nW 1 2 W\nW W W W\n1. Player\n2. Stairs Down\n2. Item Sword\n\
            \nLevel\n3 1\n1 2 .\n1. Stairs Up\n2. Mob Ghost\n";
        let dungeon = parse_world(text).expect("valid").dungeon;
        let expected = "\
Level 1

####
#@)#
####

Legend:
  #  wall (10)
  .  floor
  @  player, at (1, 1)
  )  Sword (1)
  >  Stairs down (1)

Level 2

<G.

Legend:
  #  wall (0)
  .  floor
  G  Ghost (1)
  <  Stairs up (1)
";
        let actual = render_dungeon(&dungeon);
        assert_eq!(actual, expected, "\n--- expected\n{expected}\n--- actual\n{actual}");
    }

    #[test]
    fn every_kind_has_its_own_symbol() {
        let mut things: Vec<Thing> = ItemKind::ALL.into_iter().map(Thing::Item).collect();
        things.extend(MobKind::ALL.into_iter().map(Thing::mob));
        things.extend([Thing::Stairs(Leads::Down), Thing::Stairs(Leads::Up)]);
        let mut symbols: Vec<char> = things.iter().map(symbol).collect();
        symbols.extend([WALL_SYMBOL, FLOOR_SYMBOL, PLAYER_SYMBOL]);
        let count = symbols.len();
        symbols.sort_unstable();
        symbols.dedup();
        assert_eq!(symbols.len(), count);
    }
}
