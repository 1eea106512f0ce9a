//! A world plan drawn as text for people, in each kind's glyph from its row
//! in the content table (the terminal's and the high-contrast badges' too):
//! `#` walls, `.` floor, `@` the player, `>` and `<` stairs, a sign per item
//! and a letter per creature — followed by a legend; a dungeon level by level.
//! A game of any kind (a Dungeon Mania dungeon, a labyrinth) is drawn the
//! same way from its objects' appearances ([`render_game`]).

use super::dungeon_plan::DungeonPlan;
use super::plan::{Thing, WorldPlan};
use crate::content::{Content, TileKind};
use crate::game::{Coordinates, Figure, Game, GameWorld, Leads, MobKind};
use crate::locale::{self, Arg};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

/// The figure a thing is drawn as. A Mimic is drawn as itself, not as what
/// it pretends to be: the drawing is for the world's designer, who should
/// see through the disguise.
pub const fn figure(thing: &Thing) -> Figure {
    match thing {
        Thing::Item(kind) => Figure::Item(*kind),
        Thing::Mob { kind, .. } => Figure::Mob(*kind),
        Thing::Stairs(leads) => Figure::Stairs(*leads),
        Thing::Exit => Figure::Exit,
        Thing::Door { open } => Figure::Door { open: *open },
        Thing::Boulder => Figure::Boulder,
        Thing::Switch => Figure::Switch { pressed: false },
        Thing::SwitchDoor { open } => Figure::SwitchDoor { open: *open },
        Thing::Portal { .. } => Figure::Portal,
        Thing::Spawner => Figure::Spawner,
    }
}

/// The symbol of a thing: its kind's glyph.
pub fn symbol(thing: &Thing) -> char {
    Content::get().look(figure(thing)).glyph
}

/// Which of several things on a cell shows: a mob over an item over stairs.
const fn precedence(thing: &Thing) -> u8 {
    match thing {
        Thing::Stairs(_)
        | Thing::Exit
        | Thing::Door { .. }
        | Thing::Switch
        | Thing::SwitchDoor { .. }
        | Thing::Portal { .. }
        | Thing::Spawner => 0,
        Thing::Item(_) => 1,
        // A boulder fills its cell, as a creature does.
        Thing::Boulder => 2,
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
        Thing::Door { open: false } => locale::phrase("render_door", &[]),
        Thing::Door { open: true } => locale::phrase("render_door_open", &[]),
        Thing::Boulder => locale::phrase("render_boulder", &[]),
        Thing::Switch => locale::phrase("render_switch", &[]),
        Thing::SwitchDoor { open: false } => locale::phrase("render_switch_door", &[]),
        Thing::SwitchDoor { open: true } => locale::phrase("render_switch_door_open", &[]),
        Thing::Spawner => locale::phrase("render_spawner", &[]),
        Thing::Portal { colour } => {
            locale::phrase_with("render_portal", &[("colour", colour.as_str().into())])
        }
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
    let content = Content::get();
    let (wall, floor) = (content.tile(TileKind::Wall).glyph, content.tile(TileKind::Floor).glyph);
    let me = content.look(Figure::Player).glyph;
    let width = (high.x - low.x + 1) as usize;
    let mut out = String::with_capacity((width + 1) * (high.y - low.y + 1) as usize + 256);
    for y in low.y..=high.y {
        for x in low.x..=high.x {
            let cell = Coordinates::new(x, y);
            out.push(if player == Some(cell) {
                me
            } else if let Some(thing) = top.get(&cell) {
                symbol(thing)
            } else if plan.walls.get(cell) {
                wall
            } else {
                floor
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
    let _ = writeln!(out, "  {wall}  {walls}");
    let _ = writeln!(out, "  {floor}  {}", locale::phrase("render_floor", &[]));
    if let Some(player) = player {
        let at = (player - low).to_string();
        let _ = writeln!(out, "  {me}  {}", locale::phrase("render_player", &[("at", &at)]));
    }
    for (thing, count) in counts {
        let _ = writeln!(out, "  {}  {} ({count})", symbol(thing), describe(thing));
    }
    out
}

/// The current level of `game` as text, whatever the player knows of it:
/// every cell from the top-left of its things to the bottom-right, in the
/// glyph of the topmost thing's row (`Content::look` of its appearance), the
/// player above all; then a legend of every kind drawn, with counts, by the
/// names its records give.
pub fn render_game(game: &Game) -> String {
    render_world(game.world(), Some(game.player.coordinates))
}

/// Level `depth` (from 0) of `game` as [`render_game`] draws the current
/// one, the player on it only if they stand there: `roguelike render --seed
/// N --depth D` shows a level of a run to its designer. `None` past the last
/// level.
pub fn render_depth(game: &Game, depth: usize) -> Option<String> {
    let level = game.levels().get(depth)?;
    let player = (depth == game.depth()).then_some(game.player.coordinates);
    Some(render_world(&level.world, player))
}

/// `world` as text, with the player at `me` when they are on it.
fn render_world(world: &GameWorld, me: Option<Coordinates>) -> String {
    let mut cells: Vec<Coordinates> = me.into_iter().collect();
    for (_, object) in world.objects() {
        match object.wall_cells() {
            Some(walls) => cells.extend(walls),
            None => cells.push(object.coordinates()),
        }
    }
    let Some(&first) = cells.first() else { return String::new() };
    let low = cells.iter().fold(first, |a, c| Coordinates::new(a.x.min(c.x), a.y.min(c.y)));
    let high = cells.iter().fold(first, |a, c| Coordinates::new(a.x.max(c.x), a.y.max(c.y)));
    let content = Content::get();
    let (wall, floor) = (content.tile(TileKind::Wall).glyph, content.tile(TileKind::Floor).glyph);
    let player = content.look(Figure::Player).glyph;
    let width = (high.x - low.x + 1) as usize;
    let mut out = String::with_capacity((width + 1) * (high.y - low.y + 1) as usize + 256);
    for y in low.y..=high.y {
        for x in low.x..=high.x {
            let cell = Coordinates::new(x, y);
            let top = world
                .ids_at(cell)
                .iter()
                .filter_map(|&id| world.get(id))
                .filter(|o| o.wall_cells().is_none())
                .map(|o| o.appearance())
                .max_by_key(|a| a.layer);
            out.push(match top {
                _ if Some(cell) == me => player,
                Some(top) => content.look(top.figure).glyph,
                None if world.is_wall(cell) => wall,
                None => floor,
            });
        }
        out.push('\n');
    }
    // Each kind's count, and what tells its things apart (a door's key, a
    // portal's colour), which a glyph cannot show.
    let mut counts: BTreeMap<(String, char), (usize, BTreeSet<String>)> = BTreeMap::new();
    for (_, object) in world.objects().filter(|(_, o)| o.wall_cells().is_none()) {
        // A record names its kind (`Ghost`, `Amulet`), or its type alone
        // (`boulder`, `exit`): the legend words either.
        let record = object.record().to_json();
        let name = match (record["kind"].as_str(), record["type"].as_str()) {
            (Some(kind), _) => locale::name(kind),
            (None, Some(kind)) => crate::dungeon::display_name(kind),
            (None, None) => String::new(),
        };
        let look = object.appearance();
        let glyph = content.look(look.figure).glyph;
        let (count, marks) = counts.entry((name, glyph)).or_default();
        *count += 1;
        marks.extend(look.label.map(|label| label.to_string()));
        marks.extend(look.hue.and_then(|hue| hue.name()).map(str::to_owned));
    }
    let _ = writeln!(out, "\n{}", locale::phrase("render_legend", &[]));
    let walls = locale::phrase_with("render_walls", &[("count", world.wall_cells().into())]);
    let _ = writeln!(out, "  {wall}  {walls}");
    let _ = writeln!(out, "  {floor}  {}", locale::phrase("render_floor", &[]));
    if let Some(me) = me {
        let at = (me - low).to_string();
        let _ = writeln!(out, "  {player}  {}", locale::phrase("render_player", &[("at", &at)]));
    }
    for ((name, glyph), (count, marks)) in counts {
        let marks = marks.into_iter().collect::<Vec<_>>().join(", ");
        let marks = if marks.is_empty() { marks } else { format!(": {marks}") };
        let _ = writeln!(out, "  {glyph}  {name} ({count}){marks}");
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
#@m%#
#####

Legend:
  #  wall (12)
  .  floor
  @  player, at (1, 1)
  /  Sword (1)
  %  Golden Apple (2)
  m  Mimic, looking like a Sword (1)
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
#@/#
####

Legend:
  #  wall (10)
  .  floor
  @  player, at (1, 1)
  /  Sword (1)
  >  Stairs down (1)

Level 2

<g.

Legend:
  #  wall (0)
  .  floor
  g  Ghost (1)
  <  Stairs up (1)
";
        let actual = render_dungeon(&dungeon);
        assert_eq!(actual, expected, "\n--- expected\n{expected}\n--- actual\n{actual}");
    }

    /// `render` draws each kind as the terminal and the badges do: with its
    /// row's glyph (the Wizard was `W` here and `z` there).
    #[test]
    fn a_thing_is_drawn_in_its_rows_glyph() {
        use crate::game::ItemKind;
        let content = Content::get();
        let mut things: Vec<Thing> = ItemKind::ALL.into_iter().map(Thing::Item).collect();
        things.extend(MobKind::ALL.into_iter().map(Thing::mob));
        things.extend([Thing::Stairs(Leads::Down), Thing::Stairs(Leads::Up), Thing::Exit]);
        things.extend([Thing::Door { open: false }, Thing::Door { open: true }]);
        things.extend([Thing::Boulder, Thing::Switch, Thing::SwitchDoor { open: false }]);
        things.extend([Thing::SwitchDoor { open: true }, Thing::Portal { colour: "red".into() }]);
        things.push(Thing::Spawner);
        for thing in &things {
            assert_eq!(symbol(thing), content.look(figure(thing)).glyph, "{thing:?}");
        }
        assert_eq!(symbol(&Thing::mob(MobKind::Wizard)), 'z');
        assert_eq!(symbol(&Thing::mob(MobKind::Wraith)), 'W');
    }
}
