//! What a player needs to know, driven natively through the app as the
//! browser drives it: the look cursor, the guide in the help, the end
//! screens with their run summary, the high-score table, the message
//! history and how long messages stay, and a debug overlay that keeps
//! hidden things hidden unless it says it cheats.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::content::Content;
use roguelike::core::{App, Event, HighScores, HostRequest, Key, Modifiers, WorldSource};
use roguelike::game::{
    ActionContext, Appearance, Coordinates, DroppedItem, Effect, Ending, Figure, Game, GameObject,
    GameWorld, ItemKind, Layer, Level, MobKind, ObjectRecord, Player, Rules, TouchOutcome, Trigger,
    Wall,
};
use roguelike::render::{theme, DrawCall, RecordingPainter};
use serde_json::{json, Value};

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

fn shifted(code: Key) -> Event {
    Event::KeyDown {
        code,
        repeat: false,
        modifiers: Modifiers { shift: true, ..Modifiers::default() },
        typed: None,
    }
}

fn press(app: &mut App, p: &mut RecordingPainter, keys: &[Key]) {
    for &k in keys {
        app.dispatch(key(k), p);
    }
}

/// The app playing `text` as the world file `name`.
fn playing(name: &str, text: &str) -> (App, RecordingPainter) {
    let mut app = App::new(9);
    let mut p = RecordingPainter::new(1366.0, 768.0);
    app.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    app.start(WorldSource::File { name: name.into(), text: text.into() }, 9).expect("world");
    app.take_requests();
    (app, p)
}

/// A corridor: the player, a Mimic dressed as a Sword, a real Sword, a Robot.
const GALLERY: &str = "\
10 3
W W W W W W W W W W
W 1 2 3 . 4 . . . W
W W W W W W W W W W
1. Player
2. Mob Mimic Sword
3. Item Sword
4. Mob Robot
";

/// The game's part of the snapshot: what a key reaching the game changes.
fn game(app: &App) -> Value {
    let mut s = app.snapshot();
    for k in
        ["screen", "look", "history", "help", "notice", "debug_overlay", "debug_cheat", "audio"]
    {
        s.as_object_mut().expect("object").remove(k);
    }
    s
}

#[test]
fn look_names_what_the_player_knows_and_never_unmasks_a_mimic() {
    let (mut app, mut p) = playing("gallery.txt", GALLERY);
    let before = game(&app);
    app.dispatch(key(Key::L), &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "look");
    assert_eq!((snap["look"]["x"].clone(), snap["look"]["y"].clone()), (json!(1), json!(1)));
    assert_eq!(snap["look"]["lines"], json!(["You are here."]));

    app.dispatch(key(Key::D), &mut p);
    let mimic = app.snapshot()["look"].clone();
    app.dispatch(key(Key::Right), &mut p);
    let sword = app.snapshot()["look"].clone();
    assert_eq!(mimic["lines"], json!(["A Sword lies here."]));
    assert_eq!(mimic["lines"], sword["lines"], "the Mimic reads exactly as the Sword");
    assert_eq!(mimic["description"]["things"], sword["description"]["things"]);

    press(&mut app, &mut p, &[Key::D, Key::D]);
    let robot = app.snapshot()["look"].clone();
    assert_eq!((robot["x"].clone(), robot["y"].clone()), (json!(5), json!(1)));
    let stats = Content::get().mob(MobKind::Robot);
    assert_eq!(
        robot["lines"],
        json!([
            format!(
                "A Robot: health {0} / {0}, attack {1}, armor {2}.",
                stats.health, stats.attack, stats.armor
            ),
            // Attack 1 against armor 2; 4 a blow against 10 health.
            "Your blows cannot hurt it. It kills you in 3 blows.",
            "Left alone it heals 2 a turn, but not while you keep hitting it or chase it."
        ])
    );
    assert_eq!(
        robot["description"]["things"][0],
        json!({"type": "creature", "kind": "Robot", "health": 10, "max_health": 10,
               "attack": 5, "armor": 2, "blows_to_kill": null, "blows_to_die": 3,
               "regeneration": 2, "fleeing": false, "healing": false, "copy": false})
    );

    // The cursor is drawn in gold on the cell it names.
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p
        .calls
        .iter()
        .any(|c| matches!(c, DrawCall::StrokeRect(_, color, _) if *color == theme::GOLD)));
    assert!(p.texts().contains(&"Your blows cannot hurt it. It kills you in 3 blows."));

    // The corridor's wall the player has not seen yet, then one seen.
    app.dispatch(key(Key::W), &mut p);
    assert_eq!(app.snapshot()["look"]["lines"], json!(["You have never seen this place."]));
    assert_eq!(app.snapshot()["look"]["description"], Value::Null);
    press(&mut app, &mut p, &[Key::A, Key::A]);
    assert_eq!(app.snapshot()["look"]["lines"], json!(["A wall."]));

    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(game(&app), before, "looking took no turn and moved nothing");
}

#[test]
fn the_look_cursor_stays_within_the_light() {
    let (mut app, mut p) = playing("gallery.txt", GALLERY);
    app.dispatch(key(Key::L), &mut p);
    for _ in 0..40 {
        app.dispatch(key(Key::A), &mut p);
    }
    let reach = i64::from(Content::get().world.darkness_radius);
    assert_eq!(app.snapshot()["look"]["x"], json!(1 - reach));
}

#[test]
fn the_help_has_a_guide_written_from_the_content_table() {
    let (mut app, mut p) = playing("gallery.txt", GALLERY);
    app.dispatch(shifted(Key::Slash), &mut p);
    let help = app.snapshot()["help"].clone();
    let keys: Vec<&str> =
        help["keys"].as_array().expect("keys").iter().filter_map(|k| k[0].as_str()).collect();
    for k in ["L", "H", "F3", "F"] {
        assert!(keys.contains(&k), "{k} in {keys:?}");
    }
    // F also fires the bow in the descent: the labyrinth's row says whose it is.
    let labyrinth = help["keys"]
        .as_array()
        .expect("keys")
        .iter()
        .find(|k| k[0] == "F" && k[1].as_str().is_some_and(|t| t.starts_with("labyrinth")));
    assert_eq!(
        labyrinth.expect("the labyrinth's keys")[1],
        "labyrinth: the next fragment of your map"
    );
    let guide = help["guide"].as_array().expect("a guide");
    let content = Content::get();
    // Every creature, and the items a seed-000 world holds: those the
    // generators place and the Amulet (Dungeon Mania's are a dungeon's).
    let items = content
        .items
        .iter()
        .filter(|(kind, stats)| stats.weight > 0 || **kind == roguelike::game::ItemKind::Amulet);
    assert_eq!(guide.len(), content.mobs.len() + items.count());
    for (kind, stats) in &content.mobs {
        let title = format!(
            "{}: health {}, attack {}, armor {}, regenerates {} a turn, {} XP",
            kind, stats.health, stats.attack, stats.armor, stats.regeneration, stats.experience
        );
        assert!(guide.iter().any(|e| e["title"] == title.as_str()), "{title} in {guide:?}");
    }
    let wizard =
        guide.iter().find(|e| e["title"].as_str().is_some_and(|t| t.starts_with("Wizard")));
    assert_eq!(
        wizard.expect("the Wizard")["detail"],
        "chases you on sight; flees when one more blow would kill it; may split in two when hurt"
    );
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts = p.texts();
    assert!(texts.contains(&"Guide") && texts.contains(&"Keys"), "{texts:?}");
    assert!(texts.contains(&"Shield: armor, +2 armor while equipped"), "{texts:?}");
}

/// The player picks up a Shield, then fights a Robot it cannot hurt.
const ARENA: &str = "\
6 3
W W W W W W
W 1 2 3 . W
W W W W W W
1. Player
2. Item Shield
3. Mob Robot
";

/// Fights until the death screen (the Robot wins), returning what was stored.
fn die(app: &mut App, p: &mut RecordingPainter) -> Vec<HostRequest> {
    let mut requests = Vec::new();
    for _ in 0..20 {
        app.dispatch(key(Key::D), p);
        requests.extend(app.take_requests());
        if app.snapshot()["screen"] != "playing" {
            break;
        }
    }
    requests
}

fn stored_tables(requests: &[HostRequest]) -> Vec<String> {
    requests
        .iter()
        .filter_map(|r| match r {
            HostRequest::StoreHighScores { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_death_screen_says_what_killed_you_and_sums_the_run_up() {
    let (mut app, mut p) = playing("arena.txt", ARENA);
    die(&mut app, &mut p);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "dead");
    let turns = snap["turn"].clone();
    assert_eq!(
        snap["run"],
        json!({"won": false, "ending": "died", "depth": 1, "turns": turns, "kills": 0,
               "killed_by": "Robot", "level": 1, "seed": null, "world": "file arena.txt",
               "carried": ["Shield"]})
    );
    assert_eq!(snap["depth"], 1);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts = p.texts();
    assert!(texts.contains(&"You died"), "{texts:?}");
    assert!(texts.contains(&"Killed by a Robot."), "{texts:?}");
    assert!(texts.contains(&format!("Depth 1 · {turns} turns · 0 kills · level 1").as_str()));
    assert!(texts.contains(&"file arena.txt"), "{texts:?}");
    assert!(texts.contains(&"Carried: Shield"), "{texts:?}");
}

#[test]
fn a_random_worlds_run_names_its_seed() {
    let mut app = App::new(1);
    app.start(WorldSource::Random { seed: 42 }, 42).expect("seed 42");
    let session = app.state().session.as_ref().expect("a game");
    let run = roguelike::core::RunSummary::of(session);
    assert_eq!((run.seed, run.world.to_string().as_str()), (Some(42), "seed 42"));
    assert_eq!(run.origin(), "Seed 42");
}

/// Ends the run, won, when the player steps on it: a stand-in for the goals
/// the engine grows (a test needs only the effect).
#[derive(Debug)]
struct Goal(Coordinates);

impl Trigger for Goal {
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        ctx.effect(Effect::End(Ending::Won));
        TouchOutcome::Stay
    }
}

impl GameObject for Goal {
    fn coordinates(&self) -> Coordinates {
        self.0
    }
    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Item(ItemKind::GoldenApple), Layer::Item)
    }
    fn record(&self) -> ObjectRecord {
        DroppedItem::new(self.0, ItemKind::GoldenApple).into()
    }
    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }
}

fn room(extra: Vec<Box<dyn GameObject>>, rules: Rules) -> Game {
    let mut world = GameWorld::new();
    world
        .add(Box::new(Wall::from_rows(Coordinates::ZERO, &["#######", "#.....#", "#######"])))
        .expect("walls");
    for object in extra {
        world.add(object).expect("placed");
    }
    Game::with_levels(vec![Level::new(world, rules)], 0, Player::new(Coordinates::new(1, 1)), 3)
}

fn app_with(game: Game) -> (App, RecordingPainter) {
    let mut app = App::new(4);
    let p = RecordingPainter::new(1366.0, 768.0);
    app.play(game, WorldSource::Builtin { name: "demo".into() });
    app.take_requests();
    (app, p)
}

#[test]
fn meeting_the_goal_opens_the_win_screen_with_the_death_screens_keys() {
    let goal = Box::new(Goal(Coordinates::new(3, 1)));
    let (mut app, mut p) = app_with(room(vec![goal], Rules::classic()));
    press(&mut app, &mut p, &[Key::D, Key::D]);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "won");
    assert_eq!(snap["run"]["won"], true);
    assert_eq!(snap["run"]["ending"], "won");
    assert_eq!(snap["run"]["turns"], 2);
    assert_eq!(snap["run"]["killed_by"], Value::Null);
    assert_eq!(snap["run"]["world"], "world demo");
    let tables = stored_tables(&app.take_requests());
    assert_eq!(tables.len(), 1, "the won run is recorded");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"You won!"));
    // H and back returns to the win screen; M goes to the menu.
    app.dispatch(key(Key::H), &mut p);
    assert_eq!(app.snapshot()["screen"], "messages");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "won");
    app.dispatch(key(Key::M), &mut p);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "won", "Continue returns to the end of a won game");
    assert!(stored_tables(&app.take_requests()).is_empty(), "recorded once");
}

#[test]
fn running_out_of_moves_says_so() {
    let rules = Rules { move_limit: Some(2), ..Rules::classic() };
    let (mut app, mut p) = app_with(room(vec![], rules));
    press(&mut app, &mut p, &[Key::Period, Key::Period]);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "dead");
    assert_eq!(snap["run"]["ending"], "out_of_moves");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"Out of moves"), "{:?}", p.texts());
    assert!(p.texts().contains(&"The moves of this level ran out."));
}

fn open_high_scores(app: &mut App, p: &mut RecordingPainter) -> Value {
    let items = roguelike::core::screens::menu_items(app.state());
    let line = items
        .iter()
        .position(|i| *i == roguelike::core::screens::MenuItem::HighScores)
        .expect("the menu offers the table");
    let selected = app.snapshot()["menu"]["selected"].as_u64().unwrap_or(0) as usize;
    for _ in 0..(line + items.len() - selected) % items.len() {
        app.dispatch(key(Key::Down), p);
    }
    app.dispatch(key(Key::Enter), p);
    assert_eq!(app.snapshot()["screen"], "high_scores");
    app.snapshot()["high_scores"].clone()
}

#[test]
fn a_finished_run_is_stored_and_a_reloaded_page_lists_it() {
    let (mut app, mut p) = playing("arena.txt", ARENA);
    let tables = stored_tables(&die(&mut app, &mut p));
    let [table] = &tables[..] else { panic!("one table stored, got {tables:?}") };
    let run = app.snapshot()["run"].clone();

    let mut reloaded = App::new(77);
    reloaded.dispatch(Event::StoredHighScoresFound { text: table.clone() }, &mut p);
    let listed = open_high_scores(&mut reloaded, &mut p);
    assert_eq!(listed, json!([run]));
    p.reset();
    reloaded.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"High scores"));
    assert!(p.texts().contains(&"killed by Robot"), "{:?}", p.texts());
    reloaded.dispatch(key(Key::Escape), &mut p);
    assert_eq!(reloaded.snapshot()["screen"], "main_menu");

    // The next death on the reloaded page joins the table read back.
    let mut again = reloaded;
    again
        .start(WorldSource::File { name: "arena.txt".into(), text: ARENA.into() }, 9)
        .expect("arena");
    let tables = stored_tables(&die(&mut again, &mut p));
    let read = HighScores::parse(tables.last().expect("stored")).expect("readable");
    assert_eq!(read.table.runs().len(), 2);
}

#[test]
fn an_empty_table_says_so() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1366.0, 768.0);
    assert_eq!(open_high_scores(&mut app, &mut p), json!([]));
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("No finished runs yet")));
}

#[test]
fn a_spoilt_stored_table_is_ignored_with_a_notice_and_the_page_goes_on() {
    let mut p = RecordingPainter::new(800.0, 600.0);
    for (text, says) in [
        ("{\"format\": \"roguelike-high-scores\", \"ver", "The stored high scores were ignored"),
        ("[1, 2, 3]", "The stored high scores were ignored"),
        ("\u{0}\u{1}binary", "The stored high scores were ignored"),
    ] {
        let mut app = App::new(1);
        app.dispatch(Event::StoredHighScoresFound { text: text.into() }, &mut p);
        let notice = app.snapshot()["notice"].as_str().unwrap_or_default().to_owned();
        assert!(notice.starts_with(says), "{text:?}: {notice}");
        assert_eq!(app.snapshot()["screen"], "main_menu");
        assert_eq!(open_high_scores(&mut app, &mut p), json!([]));
    }
    let mut app = App::new(1);
    let huge = format!(
        "{{\"format\":\"roguelike-high-scores\",\"version\":1,\"runs\":[{}]}}",
        "0,".repeat(40_000)
    );
    app.dispatch(Event::StoredHighScoresFound { text: huge }, &mut p);
    let notice = app.snapshot()["notice"].as_str().unwrap_or_default().to_owned();
    assert!(notice.contains("more than the 65536 a table can be"), "{notice}");
}

/// E on an empty slot says so without taking a turn: many messages, no fight.
fn chatter(app: &mut App, p: &mut RecordingPainter, n: usize) {
    for _ in 0..n {
        app.dispatch(key(Key::E), p);
    }
}

#[test]
fn the_message_history_scrolls_through_the_whole_run() {
    let (mut app, mut p) = playing("gallery.txt", GALLERY);
    chatter(&mut app, &mut p, 100);
    let before = game(&app);
    app.dispatch(key(Key::H), &mut p);
    assert_eq!(app.snapshot()["screen"], "messages");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let history = app.snapshot()["history"].clone();
    let rows = history["rows"].as_u64().expect("rows") as usize;
    assert!(rows > 3 && rows < 50, "{history}");
    assert_eq!((history["count"].clone(), history["last"].clone()), (json!(100), json!(100)));
    assert!(p.texts().contains(&"That slot is empty."));
    // No turn passed: what was said belongs to turn 0, never a turn to come.
    assert!(p.texts().contains(&"T0"), "turn numbers beside the messages");
    assert!(!p.texts().contains(&"T1"), "no message from a turn still to come");

    let shown = |app: &App| {
        let h = &app.snapshot()["history"];
        (h["first"].as_u64().unwrap_or(99) as usize, h["last"].as_u64().unwrap_or(99) as usize)
    };
    app.dispatch(key(Key::Up), &mut p);
    assert_eq!(shown(&app), (99 - rows, 99));
    app.dispatch(key(Key::PageUp), &mut p);
    assert_eq!(shown(&app), (100 - 2 * rows, 100 - rows), "a page keeps one line in view");
    app.dispatch(key(Key::Home), &mut p);
    assert_eq!(shown(&app), (0, rows));
    app.dispatch(key(Key::Up), &mut p);
    assert_eq!(shown(&app), (0, rows), "nothing above the first");
    app.dispatch(key(Key::PageDown), &mut p);
    assert_eq!(shown(&app), (rows - 1, 2 * rows - 1));
    app.dispatch(key(Key::End), &mut p);
    assert_eq!(shown(&app), (100 - rows, 100));
    app.dispatch(key(Key::Down), &mut p);
    assert_eq!(shown(&app), (100 - rows, 100), "nothing below the last");
    // Keys here never reach the game.
    press(&mut app, &mut p, &[Key::D, Key::A, Key::E, Key::Q, Key::Period, Key::Digit(3)]);
    app.dispatch(key(Key::Escape), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(game(&app), before);
}

#[test]
fn the_death_screen_opens_the_history_and_comes_back() {
    let (mut app, mut p) = playing("arena.txt", ARENA);
    die(&mut app, &mut p);
    app.dispatch(key(Key::H), &mut p);
    assert_eq!(app.snapshot()["screen"], "messages");
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().contains(&"The Robot kills you."));
    app.dispatch(key(Key::H), &mut p);
    assert_eq!(app.snapshot()["screen"], "dead");
}

/// Draws a frame at `now_ms` and says whether `text` was drawn at full strength.
fn drawn_fully(app: &mut App, p: &mut RecordingPainter, now_ms: f64, text: &str) -> Option<f64> {
    p.reset();
    app.dispatch(Event::Tick { now_ms }, p);
    let mut alpha = 1.0;
    for call in &p.calls {
        match call {
            DrawCall::Alpha(a) => alpha = *a,
            DrawCall::Text { text: t, .. } if t == text => return Some(alpha),
            _ => {}
        }
    }
    None
}

/// Room to step back from a Mimic.
const FIGHT: &str = "\
7 3
W W W W W W W
W . 1 2 . . W
W W W W W W W
1. Player
2. Mob Mimic Sword
";

#[test]
fn fight_messages_stay_until_the_player_moves_on_then_fade() {
    let (mut app, mut p) = playing("fight.txt", FIGHT);
    app.dispatch(key(Key::D), &mut p); // strikes the Mimic
    let hit = "The Sword was a Mimic!";
    assert_eq!(drawn_fully(&mut app, &mut p, 10.0, hit), Some(1.0));
    // A minute later, no turn taken: still fully there (it used to fade
    // four seconds after it appeared).
    assert_eq!(drawn_fully(&mut app, &mut p, 60_000.0, hit), Some(1.0));
    // Two more turns: still among the latest three turns.
    press(&mut app, &mut p, &[Key::A, Key::Period]);
    assert_eq!(drawn_fully(&mut app, &mut p, 90_000.0, hit), Some(1.0));
    // A third: no longer recent, yet it stays a while before it fades.
    app.dispatch(key(Key::Period), &mut p);
    assert_eq!(drawn_fully(&mut app, &mut p, 90_016.0, hit), Some(1.0));
    let fading = drawn_fully(&mut app, &mut p, 90_016.0 + 7_000.0, hit).expect("fading");
    assert!(fading > 0.0 && fading < 1.0, "{fading}");
    assert_eq!(drawn_fully(&mut app, &mut p, 90_016.0 + 10_001.0, hit), None);
}

/// A disguised Mimic beside the player and a Robot in view.
const HIDDEN: &str = "\
9 3
W W W W W W W W W
W 1 2 . . 3 . . W
W W W W W W W W W
1. Player
2. Mob Mimic GoldenApple
3. Mob Robot
";

#[test]
fn the_debug_overlay_keeps_a_disguised_mimic_hidden_unless_it_says_it_cheats() {
    let (mut app, mut p) = playing("hidden.txt", HIDDEN);
    app.dispatch(key(Key::F3), &mut p);
    app.dispatch(key(Key::Period), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let texts: Vec<String> = p.texts().iter().map(|t| t.to_string()).collect();
    assert!(texts.iter().any(|t| t.starts_with("clever:")), "the Robot is labelled: {texts:?}");
    assert!(!texts.iter().any(|t| t.contains("passive") || t.contains("Mimic")), "{texts:?}");
    assert!(texts.contains(&"acted last turn: 1".to_owned()), "{texts:?}");
    assert!(!texts.iter().any(|t| t.starts_with("CHEAT")));
    assert_eq!(app.snapshot().get("debug_cheat"), None);

    app.dispatch(key(Key::F4), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut p);
    let texts: Vec<String> = p.texts().iter().map(|t| t.to_string()).collect();
    assert!(texts.iter().any(|t| t.starts_with("CHEAT: showing hidden things")), "{texts:?}");
    assert!(texts.contains(&"hidden Mimic: passive".to_owned()), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("Mimic") && t.contains("passive hp 5")), "{texts:?}");
    assert_eq!(app.snapshot()["debug_cheat"], true);

    // Closing the overlay ends the cheat; F4 alone does nothing.
    press(&mut app, &mut p, &[Key::F3, Key::F4, Key::F3]);
    assert_eq!(app.snapshot()["debug_overlay"], true);
    assert_eq!(app.snapshot().get("debug_cheat"), None);
    // And the game never noticed.
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(app.snapshot()["turn"], 1);
}
