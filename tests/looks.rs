//! Every kind is shown one way: `roguelike render`, the terminal, the
//! canvas's textures and its high-contrast badges all read the kind's row in
//! the content table, and the READMEs that list the glyphs say what the
//! rows say.

#![cfg(not(target_arch = "wasm32"))]

use roguelike::content::{Content, TileKind};
use roguelike::game::{Appearance, Coordinates, Figure, ItemKind, Layer, Leads, MobKind};
use roguelike::gen::{figure, symbol, Thing};
use roguelike::render::{draw_appearance, DrawCall, RecordingPainter, Rect, WorldView};
use roguelike::tui::figure_glyph;

/// What the canvas draws for `figure` with the high-contrast badges on: its
/// texture and the badge's letter.
fn drawn(figure: Figure) -> (Vec<String>, Vec<String>) {
    let view = WorldView {
        area: Rect::new(0.0, 0.0, 64.0, 64.0),
        center: (0.0, 0.0),
        tile: 32.0,
        now_ms: 0.0,
        darkness_radius: 8.0,
        high_contrast: true,
        reduced_motion: true,
        tileset: None,
    };
    let mut painter = RecordingPainter::new(64.0, 64.0);
    let thing = Appearance::new(figure, Layer::Creature);
    let cell = Rect::new(0.0, 0.0, 32.0, 32.0);
    draw_appearance(&mut painter, &thing, Coordinates::ZERO, cell, &view);
    let textures = painter
        .calls
        .iter()
        .filter_map(|call| match call {
            DrawCall::Texture(texture, _) => Some(texture.file_stem().to_owned()),
            _ => None,
        })
        .collect();
    (textures, painter.texts().into_iter().map(str::to_owned).collect())
}

fn things() -> Vec<Thing> {
    let mut things: Vec<Thing> = ItemKind::ALL.into_iter().map(Thing::Item).collect();
    things.extend(MobKind::ALL.into_iter().map(Thing::mob));
    things.extend([Thing::Stairs(Leads::Down), Thing::Stairs(Leads::Up), Thing::Exit]);
    things.extend([Thing::Door { open: false }, Thing::Door { open: true }]);
    things.extend([Thing::Boulder, Thing::Switch, Thing::SwitchDoor { open: false }]);
    things.extend([Thing::SwitchDoor { open: true }, Thing::Portal { colour: "blue".into() }]);
    things.push(Thing::Spawner);
    things
}

/// The Wizard was `W` in `render` and `z` in the terminal and on its badge;
/// now every front end shows every kind by its row.
#[test]
fn render_the_terminal_the_canvas_and_the_badges_show_a_kind_by_its_row() {
    let content = Content::get();
    for thing in things() {
        let figure = figure(&thing);
        let look = content.look(figure);
        assert_eq!(symbol(&thing), look.glyph, "render: {thing:?}");
        assert_eq!(figure_glyph(figure), (look.glyph, look.color), "terminal: {thing:?}");
        let (textures, badge) = drawn(figure);
        assert_eq!(textures, [look.texture.file_stem()], "canvas: {thing:?}");
        let has_badge = matches!(figure, Figure::Item(_) | Figure::Mob(_));
        let letter = has_badge.then(|| look.glyph.to_string());
        assert_eq!(badge, letter.into_iter().collect::<Vec<_>>(), "badge: {thing:?}");
    }
}

/// A document's text, its lines joined, so a phrase broken over two lines
/// is found.
fn doc(path: &str) -> String {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `text` says `` `glyph` name `` (the README's form) or
/// `` name as `glyph` `` (worlds/README's), the name in any case (or its
/// plural).
fn names(text: &str, glyph: char, name: &str) -> bool {
    let name = name.to_lowercase();
    let lower = text.to_lowercase();
    let mark = format!("`{glyph}`");
    text.match_indices(&mark).any(|(at, _)| {
        let after = lower[at + mark.len()..].trim_start();
        let before = lower[..at].trim_end();
        let plural = format!("{name}s");
        after.starts_with(&name)
            || before
                .strip_suffix(" as")
                .is_some_and(|b| b.ends_with(&name) || b.ends_with(&plural))
    })
}

/// The terminal's glyphs in README.md and `render`'s in worlds/README.md are
/// hand-written lists: they name each kind's glyph as its row does.
#[test]
fn the_readmes_list_each_kinds_glyph_as_its_row_does() {
    let content = Content::get();
    let mut kinds: Vec<(Figure, String)> =
        ItemKind::ALL.map(|k| (Figure::Item(k), k.display_name().to_owned())).into();
    kinds.extend(MobKind::ALL.map(|k| (Figure::Mob(k), k.name().to_owned())));
    let floor = content.tile(TileKind::Floor).glyph;
    let wall = content.tile(TileKind::Wall).glyph;
    for path in ["README.md", "worlds/README.md"] {
        let text = doc(path);
        for (figure, name) in &kinds {
            let glyph = content.look(*figure).glyph;
            assert!(names(&text, glyph, name), "{path} does not say `{glyph}` {name}");
        }
        assert!(names(&text, floor, "floor"), "{path}: `{floor}` floor");
        assert!(names(&text, wall, "wall"), "{path}: `{wall}` wall");
    }
}

/// A dungeon where a door wants key 3 (held by a key beside it) and two
/// red portals pair up, all in the player's view.
fn door_key_and_portals() -> roguelike::dungeon::Dungeon {
    let text = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "key", "x": 1, "y": 0, "key": 3}, {"type": "door", "x": 2, "y": 0, "key": 3},
        {"type": "portal", "x": 0, "y": 1, "colour": "RED"},
        {"type": "portal", "x": 1, "y": 1, "colour": "RED"}],
        "goal-condition": {"goal": "exit"}}"#;
    let config = roguelike::dungeon::Config::default_config();
    roguelike::dungeon::Dungeon::load(text, &config, 1).expect("the dungeon loads")
}

/// The world around the player drawn on a canvas, a cell 32 pixels wide.
fn canvas(game: &roguelike::game::Game, high_contrast: bool) -> RecordingPainter {
    let view = WorldView {
        area: Rect::new(0.0, 0.0, 320.0, 320.0),
        center: (0.0, 0.0),
        tile: 32.0,
        now_ms: 0.0,
        darkness_radius: 0.0,
        high_contrast,
        reduced_motion: true,
        tileset: None,
    };
    let mut painter = RecordingPainter::new(320.0, 320.0);
    roguelike::render::draw_world(game, &mut painter, &view, &mut Default::default());
    painter
}

/// What tells one door, key or portal from another of its kind reaches every
/// front end from the engine's appearance: the key's number on the door and
/// the key in the canvas (in either palette) and on the door in the
/// terminal; the portals' colour in the canvas's rings and as the
/// terminal's glyph colour.
#[test]
fn a_doors_key_number_and_a_portals_colour_reach_the_canvas_and_the_terminal() {
    use roguelike::render::{hue_color, Fill};
    use roguelike::tui::cell_glyph;
    let dungeon = door_key_and_portals();
    let game = dungeon.game();
    let red = hue_color(roguelike::game::Hue::Red);
    for high_contrast in [false, true] {
        let painter = canvas(game, high_contrast);
        let threes = painter.texts().into_iter().filter(|t| *t == "3").count();
        assert_eq!(threes, 2, "the door and its key, high contrast {high_contrast}");
        let rings = painter
            .calls
            .iter()
            .filter(|call| matches!(call, DrawCall::FillRect(_, Fill::Solid(c)) if *c == red))
            .count();
        assert_eq!(rings, 2, "both portals show red");
    }
    let at = |x, y| {
        let view = game.cell_view(Coordinates::new(x, y)).expect("in view");
        cell_glyph(&view, &game.player_appearance())
    };
    let door = at(2, 0);
    assert_eq!((door.glyph, door.reverse), ('3', true), "the door shows its key's number");
    assert_eq!((at(0, 1).fg, at(1, 1).fg), (red, red), "the portals show their colour");
    let key = at(1, 0);
    assert_eq!(key.glyph, Content::get().look(Figure::Item(ItemKind::Key)).glyph);
}

/// A boulder home on a switch shows it: on the canvas the pressed plate
/// round a smaller boulder, in the terminal the boulder in the plate's
/// colour.
#[test]
fn a_boulder_on_a_switch_shows_the_pressed_plate() {
    use roguelike::game::{Boulder, FloorSwitch, Game, GameWorld, Player};
    use roguelike::render::Texture;
    let mut world = GameWorld::new();
    let home = Coordinates::new(1, 0);
    world.add(Box::new(FloorSwitch::new(home))).expect("switch");
    world.add(Box::new(Boulder::new(home))).expect("boulder");
    let game = Game::new(world, Player::new(Coordinates::ZERO), 1);
    let painter = canvas(&game, false);
    let drawn = |wanted: Texture| {
        painter.calls.iter().find_map(|call| match call {
            DrawCall::Texture(texture, at) if *texture == wanted => Some(*at),
            _ => None,
        })
    };
    let plate = drawn(Texture::SwitchOn).expect("the pressed plate");
    let boulder = drawn(Texture::Boulder).expect("the boulder");
    assert!(boulder.w < plate.w && boulder.x > plate.x, "{boulder:?} inside {plate:?}");
    let view = game.cell_view(home).expect("in view");
    let shown = roguelike::tui::cell_glyph(&view, &game.player_appearance());
    let look = |figure| Content::get().look(figure);
    assert_eq!(shown.glyph, look(Figure::Boulder).glyph);
    assert_eq!(shown.fg, look(Figure::Switch { pressed: true }).color);
}
