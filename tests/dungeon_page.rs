//! The page's Dungeon Mania mode, driven natively through the app: a picked
//! dungeon is told apart by its content and played by its own rules with
//! the template's numbers (or a config picked before), its mistakes are
//! listed with their JSON path, keys are the spec's actions, a battle opens
//! its summary, `snapshot().dungeon` is the CLI's response, and every one of
//! our own dungeons is won by a fixed list of actions, in the page as from
//! the command line.
#![cfg(not(target_arch = "wasm32"))]

use crate::page;

use page::{load, press};
use roguelike::core::screens::{dungeon_action_of, menu_items, MenuItem};
use roguelike::core::{App, Bindings, Event, Key, DUNGEONS, DUNGEON_CONFIG, DUNGEON_SEED};
use roguelike::dungeon::{parse_config, run_cli, Action, Config, Dungeon};
use roguelike::render::RecordingPainter;
use serde_json::Value;

/// The actions that win each of our dungeons, in the order of [`DUNGEONS`].
const SOLUTIONS: [(&str, &str); 12] = [
    (
        "courtyard",
        "right,right,down,left,up,left,down,down,up,right,right,right,right,right,up,right,down,\
         up,right,right",
    ),
    ("vault", "down,right,right,right,right,up,down,right,right,right,right,up,down,right,up"),
    ("mirrors", "right,right,right,down,down,up,up,right,right"),
    (
        "toaster",
        "right,down,down,down,right,right,interact:5,4,up,right,right,right,right,up,down,down",
    ),
    (
        "hirelings",
        "right,right,interact:5,1,right,down,interact:5,2,down,down,left,left,left,up,up,right,\
         right,right,right,right,right,right,right,right,right,up",
    ),
    (
        "workshop",
        "right,right,right,down,left,build:bow,left,left,down,right,down,left,down,right,right,\
         build:shield,up,right,up,right,down,right,right,right,up,use:bomb,right,right,right",
    ),
    (
        "hourglass",
        "right,right,right,right,right,right,right,down,left,left,left,left,left,up,right,right,\
         right,right,right,right,right",
    ),
    ("marsh", "right,right,right,right,right,right,right,right,right,right,right"),
    (
        "lair",
        "right,right,right,right,right,right,interact:5,3,interact:5,2,right,right,right,right,\
         down,down,down,down",
    ),
    (
        "forge",
        "right,right,right,right,build:sceptre,interact:8,3,right,right,build:midnight_armour,\
         right,right,right,right,right",
    ),
    (
        "powerhouse",
        "left,left,down,up,right,right,right,right,down,left,left,down,down,down,down,down",
    ),
    ("mire", "right,right,right,right,right,right,right,right,right,right,right,right"),
];

/// A dungeon of two rooms: a key, its door, the exit beyond.
const DOORS: &str = r#"{"entities": [
  {"type": "player", "x": 1, "y": 1}, {"type": "key", "x": 2, "y": 1, "key": 1},
  {"type": "door", "x": 3, "y": 1, "key": 1}, {"type": "exit", "x": 4, "y": 1},
  {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 5, "y": 1}
], "goal-condition": {"goal": "exit"}}"#;

/// A zombie toast next to the player, a sword between.
const FIGHT: &str = r#"{"entities": [
  {"type": "player", "x": 0, "y": 0}, {"type": "sword", "x": 1, "y": 0},
  {"type": "zombie_toast", "x": 3, "y": 0}, {"type": "exit", "x": 5, "y": 0},
  {"type": "wall", "x": 2, "y": 1}, {"type": "wall", "x": 3, "y": 1}, {"type": "wall", "x": 4, "y": 1},
  {"type": "wall", "x": 2, "y": -1}, {"type": "wall", "x": 3, "y": -1}, {"type": "wall", "x": 4, "y": -1},
  {"type": "wall", "x": 6, "y": 0}
], "goal-condition": {"goal": "AND", "subgoals": [{"goal": "exit"}, {"goal": "enemies"}]}}"#;

fn dungeon(app: &App) -> Value {
    app.snapshot()["dungeon"].clone()
}

fn play_info(app: &App) -> Value {
    app.snapshot()["dungeon_play"].clone()
}

/// The key that plays `action` in the page; interacting aims by itself.
fn key_of(action: &str) -> Key {
    let candidates = [
        Key::Up,
        Key::Down,
        Key::Left,
        Key::Right,
        Key::Letter(b'B'),
        Key::Letter(b'P'),
        Key::Letter(b'V'),
        Key::Digit(1),
        Key::Digit(2),
        Key::Digit(3),
        Key::Digit(4),
    ];
    if action.starts_with("interact:") {
        return Key::E;
    }
    let wanted: Action = action.parse().expect("the solutions are valid actions");
    candidates
        .into_iter()
        .find(|&k| dungeon_action_of(&Bindings::default(), k) == Some(wanted))
        .unwrap_or_else(|| panic!("no key plays {action}"))
}

fn split(actions: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for piece in actions.split(',') {
        match out.last_mut() {
            Some(last) if last.starts_with("interact:") && !last.contains(',') => {
                last.push(',');
                last.push_str(piece);
            }
            _ => out.push(piece.to_owned()),
        }
    }
    out
}

fn menu_line(app: &App, index: usize) -> usize {
    let items = menu_items(app.state());
    items
        .iter()
        .position(|item| *item == MenuItem::Dungeon(index))
        .expect("every dungeon of ours is in the menu")
}

/// Opens our dungeon `index` from the main menu, walking the cursor there.
fn open_from_menu(app: &mut App, p: &mut RecordingPainter, index: usize) {
    let line = menu_line(app, index);
    for _ in 0..line {
        press(app, p, &[Key::Down]);
    }
    press(app, p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
}

#[test]
fn the_solutions_name_our_dungeons_in_menu_order() {
    let names: Vec<&str> = DUNGEONS.iter().map(|d| d.0).collect();
    let solved: Vec<&str> = SOLUTIONS.iter().map(|s| s.0).collect();
    assert_eq!(names, solved);
}

#[test]
fn every_dungeon_of_ours_is_won_by_its_actions_from_the_command_line() {
    let config = parse_config(DUNGEON_CONFIG).expect("our config is valid");
    for ((name, text, _), (_, actions)) in DUNGEONS.iter().zip(SOLUTIONS) {
        let mut game = Dungeon::load(text, &config, DUNGEON_SEED).expect("our dungeons load");
        for action in split(actions) {
            game.apply(action.parse().expect("valid")).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        assert!(game.is_won(), "{name} is not won: goals left `{}`", game.goals_text());
        assert_eq!(game.goals_text(), "", "{name}");
        // The default config (a dungeon dropped without one) asks for less:
        // ours are won by the same actions with it.
        let mut default = Dungeon::load(text, &Config::default_config(), DUNGEON_SEED)
            .expect("our dungeons load");
        for action in split(actions) {
            default.apply(action.parse().expect("valid")).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        let left = default.goals_text();
        assert!(default.is_won(), "{name} with the default config: `{left}` left");
        let args: Vec<String> =
            ["d.json", "--config", "c.json", "--actions", actions].map(str::to_owned).to_vec();
        let (out, err, code) = run_cli(&args, |file| {
            Ok(if file == "c.json" { DUNGEON_CONFIG } else { text }.to_owned())
        });
        assert_eq!((code, err.as_str()), (0, ""), "{name}");
        let printed: Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(printed, game.response(), "{name}: the CLI plays the same game");
    }
}

#[test]
fn every_dungeon_of_ours_is_won_in_the_page_by_keys_and_says_so() {
    for (index, (name, actions)) in SOLUTIONS.iter().enumerate() {
        let mut app = App::new(5);
        let mut p = RecordingPainter::new(1280.0, 720.0);
        open_from_menu(&mut app, &mut p, index);
        assert_eq!(play_info(&app)["name"], *name);
        for action in split(actions) {
            press(&mut app, &mut p, &[key_of(&action)]);
            if app.snapshot()["card_open"] == true {
                // A battle's summary is closed by a key that does nothing else.
                let tick = dungeon(&app)["tick"].clone();
                press(&mut app, &mut p, &[Key::Space]);
                assert_eq!(dungeon(&app)["tick"], tick);
            }
            assert_eq!(app.snapshot()["refused"], Value::Null, "{name}: {action}");
        }
        let info = play_info(&app);
        assert_eq!(info["outcome"], "won", "{name}: {}", dungeon(&app)["goals"]);
        assert_eq!(dungeon(&app)["goals"], "");
        assert!(
            info["ending"].as_str().is_some_and(|e| e.starts_with("every goal met in")),
            "{info}"
        );
        // The common win screen sums the run up.
        assert_eq!(app.snapshot()["screen"], "won", "{name}");
        app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
        // The end screen says why in the dungeon's words.
        assert!(
            p.texts().iter().any(|t| t.starts_with("every goal met in")),
            "{name}: {:?}",
            p.texts()
        );
        press(&mut app, &mut p, &[Key::Enter]);
        assert_eq!(dungeon(&app)["tick"], 0, "Enter plays it again");
    }
}

#[test]
fn a_picked_dungeon_plays_with_the_default_config_and_the_snapshot_is_the_cli_response() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "doors.json", DOORS);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(play_info(&app)["config"], Value::Null, "the default config");
    assert_eq!(dungeon(&app)["goals"], ":exit");
    press(&mut app, &mut p, &[Key::D, Key::D]);
    assert_eq!(dungeon(&app)["inventory"], serde_json::json!([]), "the key opened its door");
    let args: Vec<String> = ["d.json", "--actions", "right,right"].map(str::to_owned).to_vec();
    let (out, _, code) = run_cli(&args, |_| Ok(DOORS.to_owned()));
    assert_eq!(code, 0);
    let printed: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(dungeon(&app), printed);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts = p.texts();
    assert!(texts.contains(&":exit"), "the goal as the spec writes it: {texts:?}");
    assert!(texts.contains(&"10 / 10"), "health of the default config's 10: {texts:?}");
    assert!(
        texts
            .iter()
            .any(|t| t.contains("config: the default (worlds/dungeon-default-config.json)")),
        "the HUD says which config is in force: {texts:?}"
    );
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(play_info(&app)["outcome"], "won");
    assert_eq!(app.snapshot()["screen"], "won");
}

/// Issue 25: a config that leaves keys out is taken, with a warning for each
/// (the template's 0 is used); Escape goes on to the dungeon it restarts.
#[test]
fn a_config_that_leaves_keys_out_is_taken_with_its_warnings() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "doors.json", DOORS);
    let short = DUNGEON_CONFIG.replace("\"spider_health\": 3,", "");
    load(&mut app, &mut p, "short.json", &short);
    assert_eq!(app.snapshot()["screen"], "world_errors");
    let lines = app.snapshot()["world_errors"].clone();
    assert_eq!(
        lines,
        serde_json::json!([
            "short.json:1:1: warning: `spider_health` is missing: the template's 0 is used"
        ])
    );
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(play_info(&app)["config"], "short.json");
    assert_eq!(dungeon(&app)["tick"], 0, "the dungeon starts again with the numbers");
}

#[test]
fn a_config_picked_first_sets_the_numbers_and_restarts_a_dungeon_on_screen() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "doors.json", DOORS);
    press(&mut app, &mut p, &[Key::D]);
    load(&mut app, &mut p, "ours.json", DUNGEON_CONFIG);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(play_info(&app)["config"], "ours.json");
    assert_eq!(dungeon(&app)["tick"], 0, "the dungeon starts again with the numbers");
    assert_eq!(dungeon(&app)["player"]["health"], 10);
    press(&mut app, &mut p, &[Key::Escape]);
    load(&mut app, &mut p, "fight.json", FIGHT);
    // The dungeon under way is replaced only after a yes.
    assert_eq!(app.snapshot()["confirm"], "replace your game with dungeon fight.json");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(play_info(&app)["config"], "ours.json", "kept for the next dungeon");
}

#[test]
fn a_battle_opens_its_summary_and_the_next_key_only_closes_it() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "ours.json", DUNGEON_CONFIG);
    load(&mut app, &mut p, "fight.json", FIGHT);
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(dungeon(&app)["inventory"][0]["type"], "sword");
    let mut guard = 0;
    while dungeon(&app)["battles"].as_array().map_or(0, Vec::len) == 0 && guard < 4 {
        press(&mut app, &mut p, &[Key::D]);
        guard += 1;
    }
    assert_eq!(app.snapshot()["card_open"], true);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts = p.texts();
    assert!(texts.contains(&"Battle!"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("round 1: you -0.3, zombie toast -2")), "{texts:?}");
    let tick = dungeon(&app)["tick"].clone();
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(
        (app.snapshot()["card_open"].clone(), dungeon(&app)["tick"].clone()),
        (Value::Null, tick)
    );
}

#[test]
fn broken_dungeons_list_their_mistakes_with_path_and_position_and_keep_the_game() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    let turn = app.snapshot()["turn"].clone();
    let broken = "{\"entities\": [\n  {\"type\": \"player\", \"x\": 0, \"y\": 0},\n  {\"type\": \"lava\", \"x\": 1, \"y\": 0}\n], \"goal-condition\": {\"goal\": \"exit\"}}";
    load(&mut app, &mut p, "broken.json", broken);
    assert_eq!(app.snapshot()["screen"], "world_errors");
    let lines = app.snapshot()["world_errors"].clone();
    assert_eq!(lines[0], "broken.json:3:12: error: entities[1].type: unknown entity `lava`");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "playing", "back to the game, untouched");
    assert_eq!(app.snapshot()["turn"], turn);
}

#[test]
fn refused_actions_say_why_and_change_nothing() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "doors.json", DOORS);
    press(&mut app, &mut p, &[Key::Letter(b'B')]);
    let refused = app.snapshot()["refused"].clone();
    assert!(refused.as_str().is_some_and(|r| r.starts_with("use:bomb")), "{refused}");
    let said: Vec<String> = app.take_speech().into_iter().map(|a| a.text).collect();
    assert!(said.iter().any(|t| Some(t.as_str()) == refused.as_str()), "read aloud: {said:?}");
    assert_eq!(dungeon(&app)["tick"], 0);
    press(&mut app, &mut p, &[Key::E]);
    assert!(app.snapshot()["refused"].as_str().is_some_and(|r| r.starts_with("interact")));
    press(&mut app, &mut p, &[Key::Digit(1)]);
    assert!(app.snapshot()["refused"].as_str().is_some_and(|r| r.starts_with("build:bow")));
    press(&mut app, &mut p, &[Key::D]);
    assert_eq!(app.snapshot()["refused"], Value::Null);
}

#[test]
fn our_dungeons_come_after_every_other_menu_line() {
    let app = App::new(1);
    let items = menu_items(app.state());
    let first = menu_line(&app, 0);
    assert!(first >= 9, "the digit shortcuts keep their lines");
    assert_eq!(items.len(), first + DUNGEONS.len() + 1, "and the builder's line last");
    assert_eq!(items.last(), Some(&MenuItem::GenerateDungeon));
    assert!(matches!(items[first - 1], MenuItem::Labyrinth(_)));
}

/// Every line of text drawn lies inside the surface, as the recording
/// painter measures it (0.6 × size a character).
fn assert_all_text_inside(p: &RecordingPainter, width: f64, what: &str) {
    use roguelike::render::Align;
    for (text, style) in p.text_calls() {
        let (x, _) = p
            .calls
            .iter()
            .find_map(|c| match c {
                roguelike::render::DrawCall::Text { text: t, x, y, style: s }
                    if t == text && s == style =>
                {
                    Some((*x, *y))
                }
                _ => None,
            })
            .expect("the call is recorded");
        let w = 0.6 * style.size * text.chars().count() as f64;
        let (left, right) = match style.align {
            Align::Left => (x, x + w),
            Align::Center => (x - w / 2.0, x + w / 2.0),
            Align::Right => (x - w, x),
        };
        assert!(
            left >= -0.5 && right <= width + 0.5,
            "{what}: `{text}` spans {left:.0}..{right:.0}"
        );
    }
}

/// A line longer in Russian (the dungeon's help line is about half as long
/// again) is drawn smaller rather than cut off at both edges.
#[test]
fn the_russian_dungeon_screen_keeps_every_line_on_screen() {
    assert!(roguelike::locale::set_language("ru"));
    for (index, (name, _, _)) in DUNGEONS.iter().enumerate() {
        let mut app = App::new(3);
        let mut p = RecordingPainter::new(1280.0, 720.0);
        open_from_menu(&mut app, &mut p, index);
        p.reset();
        app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
        assert!(
            p.texts().iter().any(|t| t.contains("Подземелье") || t.contains(name)),
            "the HUD is drawn: {:?}",
            p.texts()
        );
        assert_all_text_inside(&p, 1280.0, name);
    }
    roguelike::locale::set_language("en");
}

/// Issue 25: a dungeon is played through the common play screen: L looks,
/// H lists the messages, T reads the surroundings aloud (no tick), O
/// explores, ? shows the dungeon's keys, F3 the debug overlay, and Escape
/// opens the menu with the game kept, which Continue resumes at the same
/// tick.
#[test]
fn a_dungeon_has_every_feature_of_the_play_screen() {
    use roguelike::core::Urgency;
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    open_from_menu(&mut app, &mut p, 0);
    press(&mut app, &mut p, &[Key::D]);
    let tick = dungeon(&app)["tick"].clone();
    press(&mut app, &mut p, &[Key::L]);
    assert_eq!(app.snapshot()["screen"], "look");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "playing");
    press(&mut app, &mut p, &[Key::H]);
    assert_eq!(app.snapshot()["screen"], "messages");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "playing");
    app.take_speech();
    press(&mut app, &mut p, &[Key::Letter(b'T')]);
    let said: Vec<String> = app
        .take_speech()
        .into_iter()
        .filter(|a| a.urgency == Urgency::Polite)
        .map(|a| a.text)
        .collect();
    assert!(said.iter().any(|t| t.contains("Your health")), "{said:?}");
    assert_eq!(dungeon(&app)["tick"], tick, "telling takes no tick");
    press(&mut app, &mut p, &[Key::O]);
    let explored = app.snapshot();
    assert!(
        explored["exploring"] == true || explored["notice"].is_string(),
        "O explores, or says why not: {explored}"
    );
    press(&mut app, &mut p, &[Key::Space]);
    let shift = roguelike::core::Modifiers { shift: true, ..Default::default() };
    app.dispatch(
        Event::KeyDown { code: Key::Slash, repeat: false, modifiers: shift, typed: Some('?') },
        &mut p,
    );
    let help = app.snapshot()["help"]["keys"].to_string();
    assert!(help.contains("place a bomb") && help.contains("look"), "{help}");
    press(&mut app, &mut p, &[Key::Escape, Key::F3]);
    assert_eq!(app.snapshot()["debug_overlay"], true);
    press(&mut app, &mut p, &[Key::F3]);
    let tick = dungeon(&app)["tick"].clone();
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    assert_eq!(app.snapshot()["menu"]["items"][0], "Continue");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(dungeon(&app)["tick"], tick, "the same game at the same tick");
}

/// "Generate a dungeon from a seed…", the menu's last line, asks for a seed
/// and plays the maze the tool prints for it (spec §3.12): the same seed
/// builds the same dungeon, in the page and from the command line.
#[test]
fn the_menu_builds_a_dungeon_from_a_typed_seed() {
    let mut app = App::new(2);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    press(&mut app, &mut p, &[Key::Up]);
    assert_eq!(menu_items(app.state()).last(), Some(&MenuItem::GenerateDungeon));
    press(&mut app, &mut p, &[Key::Enter, Key::Digit(4), Key::Digit(2)]);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.contains("42")), "the seed field shows the digits");
    press(&mut app, &mut p, &[Key::Enter]);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(play_info(&app)["name"], "generated-42.json");
    assert_eq!(dungeon(&app)["goals"], ":exit");
    let cli = |seed: &str| {
        let args: Vec<String> =
            ["--generate", "1,1,21,13", "--seed", seed].map(str::to_owned).to_vec();
        let (out, err, code) = run_cli(&args, |_| Err("no files".into()));
        assert_eq!((code, err.as_str()), (0, ""));
        Dungeon::load(&out, &Config::default_config(), DUNGEON_SEED).expect("it loads")
    };
    assert_eq!(dungeon(&app)["entities"], cli("42").response()["entities"]);
    assert_ne!(dungeon(&app)["entities"], cli("43").response()["entities"]);
}

/// Walks `steps` steps right through our dungeon `name` with dry ground
/// (every movement factor 0): the player dies before the end.
fn dies_on_dry_ground(name: &str, steps: usize) {
    let (_, text, _) = DUNGEONS.iter().find(|d| d.0 == name).expect("one of ours");
    let config = parse_config(DUNGEON_CONFIG).expect("our config is valid");
    let dry = text.replace("\"movement_factor\": 6", "\"movement_factor\": 0");
    assert_ne!(&dry, text);
    let mut game = Dungeon::load(&dry, &config, DUNGEON_SEED).expect("the dry dungeon loads");
    let refused =
        (0..steps).find_map(|_| game.apply(Action::Move(roguelike::game::Direction::Right)).err());
    assert!(refused.is_some() && game.health().is_none(), "{name}: on dry ground it kills");
}

/// Our mire is won only because the swamp at its den's door holds the
/// assassin: on dry ground it catches the player in the corridor.
#[test]
fn the_mire_is_won_because_the_swamp_holds_the_assassin() {
    dies_on_dry_ground("mire", 12);
    let index = DUNGEONS.iter().position(|d| d.0 == "mire").expect("listed");
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    open_from_menu(&mut app, &mut p, index);
    press(&mut app, &mut p, &[Key::Right, Key::Right, Key::Right]);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let line = "a swamp holds the assassin for";
    assert!(p.texts().iter().any(|t| t.starts_with(line)), "{:?}", p.texts());
}

/// Our marsh is won only because its swamps hold the mercenaries: the same
/// walk through the same dungeon with dry ground (movement factor 0) meets
/// both and dies. In the page the HUD says which mercenary is stuck and for
/// how long, and the snapshot lists the holds.
#[test]
fn the_marsh_is_won_because_the_swamp_holds_the_mercenaries() {
    dies_on_dry_ground("marsh", 11);
    let index = DUNGEONS.iter().position(|d| d.0 == "marsh").expect("listed");
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    open_from_menu(&mut app, &mut p, index);
    press(&mut app, &mut p, &[Key::Right, Key::Right, Key::Right]);
    let held = play_info(&app)["held"].clone();
    assert_eq!(held.as_object().map(|h| h.len()), Some(1), "{held}");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let line = "a swamp holds the mercenary for 5 more ticks";
    assert!(p.texts().iter().any(|t| t.starts_with(line)), "{:?}", p.texts());
}

/// Every Milestone 3 dungeon of the student team (read from
/// `../shared/peers`, skipped when absent) opens in the page after its
/// config is picked, and plays: moves, a rewind key, and the response the
/// tool would give.
#[test]
fn the_student_milestone_3_dungeons_play_in_the_page() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers/dungeon-mania");
    if !dir.is_dir() {
        println!("skipped: {} is absent", dir.display());
        return;
    }
    let read = |path: &str| std::fs::read_to_string(dir.join(path)).expect("readable");
    let config = read("configs/M3_config.json");
    let mut names: Vec<String> = std::fs::read_dir(dir.join("dungeons_m3_student"))
        .expect("the student folder")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    assert!(names.len() >= 5, "{names:?}");
    for name in names {
        let text = read(&format!("dungeons_m3_student/{name}"));
        let mut app = App::new(5);
        let mut p = RecordingPainter::new(1280.0, 720.0);
        load(&mut app, &mut p, "M3_config.json", &config);
        load(&mut app, &mut p, &name, &text);
        assert_eq!(app.snapshot()["screen"], "playing", "{name}: {}", app.snapshot());
        assert_eq!(play_info(&app)["name"], name.as_str());
        press(&mut app, &mut p, &[Key::Right, Key::Down, Key::Left, Key::Up, Key::Letter(b'Y')]);
        let d = dungeon(&app);
        assert!(d["tick"].as_u64().is_some_and(|t| t >= 1), "{name}: nothing was played: {d}");
        let mut cli = Dungeon::load(&text, &parse_config(&config).expect("valid"), DUNGEON_SEED)
            .expect("the tool loads it too");
        for action in ["right", "down", "left", "up", "rewind:1"] {
            // A refusal (a rewind without a turner) is the page's too.
            let _ = cli.apply(action.parse().expect("well formed"));
        }
        assert_eq!(d["entities"], cli.response()["entities"], "{name}: the page and the tool");
        assert_eq!(d["tick"], cli.response()["tick"], "{name}");
    }
}

#[test]
fn the_panel_counts_down_a_mind_taken_by_the_sceptre() {
    let forge = SOLUTIONS.iter().position(|s| s.0 == "forge").expect("our forge");
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    open_from_menu(&mut app, &mut p, forge);
    let shown = |p: &RecordingPainter| {
        p.texts().into_iter().find(|t| t.starts_with("mind control:")).map(str::to_owned)
    };
    for action in split("right,right,right,right,build:sceptre") {
        press(&mut app, &mut p, &[key_of(&action)]);
    }
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert_eq!(shown(&p), None, "no mind taken yet");
    press(&mut app, &mut p, &[key_of("interact:8,3")]);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    let first = shown(&p).expect("the mercenary's mind is taken: the panel says for how long");
    press(&mut app, &mut p, &[key_of("right")]);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 48.0 }, &mut p);
    let next = shown(&p).expect("still held a tick later");
    assert_ne!(first, next, "the count goes down: {first} then {next}");
}
