//! The page's blind labyrinths, driven natively through the app: a picked
//! labyrinth is told from a world by its content and played blind as the
//! app's game on the common play screen (asking first when it would replace
//! a game under way), its mistakes are listed, the menu offers our own
//! labyrinths, the smart player plays on a step per interval (O), and L, H,
//! T, Escape and Continue work as in every game.
#![cfg(not(target_arch = "wasm32"))]

use crate::page;

use page::{load, press};
use roguelike::core::options::Action;
use roguelike::core::screens::{menu_items, LabyrinthPanels, MenuItem, WATCH_STEP_MS};
use roguelike::core::PlayMode;
use roguelike::core::{App, Event, Key, Modifiers, WorldSource, LABYRINTHS};
use roguelike::labyrinth::{parse_labyrinth, shortest_route};
use roguelike::render::RecordingPainter;
use serde_json::Value;

const ROOM: &str =
    "7 5\nW W W W W W W\nW 1 . . . . W\nW . . W . . W\nW . . . . . W\nW W W W W W W\n1. Player\n";

/// Two rooms joined by a pair of wormholes; the treasure beyond the wall.
const HOLES: &str = "#######\n#S0#1T#\n#E #  #\n#######\n";

fn labyrinth(app: &App) -> Value {
    app.snapshot()["labyrinth"].clone()
}

#[test]
fn a_picked_labyrinth_is_played_blind_and_the_snapshot_says_how_it_goes() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "holes.txt", HOLES);
    assert_eq!(app.snapshot()["screen"], "playing");
    let l = labyrinth(&app);
    assert_eq!((l["moves"].as_u64(), l["limit"].as_u64()), (Some(0), Some(500)));
    assert_eq!((l["fragment"].as_u64(), l["fragments"].as_u64()), (Some(1), Some(1)));
    assert_eq!(l["status"], Value::Null);
    assert_eq!(l["outcome"], Value::Null);

    press(&mut app, &mut p, &[Key::Up]);
    let l = labyrinth(&app);
    assert_eq!(
        (l["status"].as_str(), l["moves"].as_u64()),
        (Some("Wall prevents from moving"), Some(0))
    );
    press(&mut app, &mut p, &[Key::D]);
    let l = labyrinth(&app);
    assert_eq!(l["status"], "Fall into wormhole!");
    assert_eq!((l["fragment"].as_u64(), l["fragments"].as_u64()), (Some(2), Some(2)));
    assert_eq!(l["cells"].as_u64(), Some(1), "a new fragment knows only the landing");
    press(&mut app, &mut p, &[Key::F]);
    let l = labyrinth(&app);
    assert_eq!((l["fragment"].as_u64(), l["player_fragment"].as_u64()), (Some(1), Some(2)));
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.contains("fragment 1 of 2")), "{:?}", p.texts());
    assert!(p.texts().iter().any(|t| t.contains("Fall into wormhole!")));
    assert!(p.texts().iter().any(|t| t.contains("Moves 1 of 500")));
}

#[test]
fn x_lets_the_smart_player_win_one_step_per_interval() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "holes.txt", HOLES);
    press(&mut app, &mut p, &[Key::O]);
    assert_eq!(labyrinth(&app)["watching"], true);
    let mut now = 0.0;
    let mut steps = 0;
    while labyrinth(&app)["outcome"].is_null() {
        let before = labyrinth(&app)["moves"].as_u64();
        app.dispatch(Event::Tick { now_ms: now }, &mut p);
        app.dispatch(Event::Tick { now_ms: now + WATCH_STEP_MS / 2.0 }, &mut p);
        let after = labyrinth(&app)["moves"].as_u64();
        assert!(after <= before.map(|m| m + 1), "one step per interval");
        now += WATCH_STEP_MS;
        steps += 1;
        assert!(steps < 600, "the smart player finishes");
    }
    let l = labyrinth(&app);
    assert_eq!(l["outcome"], "won");
    assert_eq!(l["status"], "Exit reached, you won");
    assert_eq!(l["watching"], false);
    let moves = l["moves"].as_u64().expect("moves");
    assert_eq!(l["ending"], format!("won in {moves} moves"));
    app.dispatch(Event::Tick { now_ms: now }, &mut p);
    assert!(p.texts().iter().any(|t| t == &format!("The smart player won in {moves} moves.")));
    assert_eq!(app.snapshot()["screen"], "won");
    // N plays the same labyrinth again.
    press(&mut app, &mut p, &[Key::N]);
    assert_eq!(app.snapshot()["screen"], "playing");
    let l = labyrinth(&app);
    assert_eq!((l["moves"].as_u64(), l["outcome"].clone()), (Some(0), Value::Null));
}

#[test]
fn a_broken_labyrinth_lists_located_mistakes_and_the_game_waits() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "room.txt".into(), text: ROOM.into() }, 5).expect("room");
    press(&mut app, &mut p, &[Key::D]);
    load(&mut app, &mut p, "bad.txt", "######\n#S x #\n#  1E#\n######\n");
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "world_errors");
    assert_eq!(
        snap["world_errors"][1],
        "bad.txt:2:4: error: unknown symbol 'x': a labyrinth cell is `#`, space, `S`, `E`, `T` or a digit"
    );
    press(&mut app, &mut p, &[Key::Escape]);
    let snap = app.snapshot();
    assert_eq!((snap["screen"].as_str(), snap["turn"].as_u64()), (Some("playing"), Some(1)));
    // A good labyrinth would replace the game: the page asks first, and No
    // keeps the game, which Continue resumes.
    load(&mut app, &mut p, "holes.txt", HOLES);
    assert_eq!(app.snapshot()["confirm"], "replace your game with labyrinth holes.txt");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    press(&mut app, &mut p, &[Key::Enter]);
    let snap = app.snapshot();
    assert_eq!((snap["screen"].as_str(), snap["turn"].as_u64()), (Some("playing"), Some(1)));
    assert_eq!(snap["player"]["x"], 2);
    assert!(snap.get("labyrinth").is_none());
    // Yes plays it.
    load(&mut app, &mut p, "holes.txt", HOLES);
    press(&mut app, &mut p, &[Key::Enter]);
    let snap = app.snapshot();
    assert_eq!(
        (snap["screen"].as_str(), snap["labyrinth"]["moves"].as_u64()),
        (Some("playing"), Some(0))
    );
}

/// Issue 25: a labyrinth is played on the common play screen. L looks, H
/// lists the messages, T tells the surroundings, ? lists the labyrinth's
/// keys; Escape keeps the game, which Continue resumes at the same move; O
/// is the smart player, which any key stops.
#[test]
fn a_labyrinth_has_every_key_of_the_play_screen() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "holes.txt", HOLES);
    press(&mut app, &mut p, &[Key::Up, Key::Down]);
    let moves = labyrinth(&app)["moves"].clone();
    press(&mut app, &mut p, &[Key::L]);
    assert_eq!(app.snapshot()["screen"], "look");
    press(&mut app, &mut p, &[Key::Escape, Key::H]);
    assert_eq!(app.snapshot()["screen"], "messages");
    press(&mut app, &mut p, &[Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "playing");
    press(&mut app, &mut p, &[Key::Letter(b'T')]);
    let said = app.take_speech();
    assert!(!said.is_empty(), "T says something");
    app.dispatch(
        Event::KeyDown {
            code: Key::Slash,
            repeat: false,
            modifiers: Modifiers { shift: true, ..Modifiers::default() },
            typed: Some('?'),
        },
        &mut p,
    );
    let help = app.snapshot()["help"]["keys"].to_string();
    assert!(help.contains("next fragment"), "{help}");
    press(&mut app, &mut p, &[Key::Escape, Key::Escape]);
    assert_eq!(app.snapshot()["screen"], "main_menu");
    press(&mut app, &mut p, &[Key::Enter]);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing");
    assert_eq!(snap["labyrinth"]["moves"], moves, "Continue comes back at the same move");
    // O: the smart player steps on its own; a key hands the game back.
    press(&mut app, &mut p, &[Key::O]);
    assert_eq!(labyrinth(&app)["watching"], true);
    let before = labyrinth(&app)["moves"].as_u64().expect("moves");
    app.dispatch(Event::Tick { now_ms: 10_000.0 }, &mut p);
    app.dispatch(Event::Tick { now_ms: 10_000.0 + WATCH_STEP_MS }, &mut p);
    let l = labyrinth(&app);
    assert!(l["smart_moves"].as_u64() >= Some(1), "{l}");
    assert!(l["moves"].as_u64() > Some(before), "{l}");
    press(&mut app, &mut p, &[Key::Period]);
    let l = labyrinth(&app);
    assert_eq!(l["watching"], false, "a key hands the game back");
    let moves = l["moves"].clone();
    app.dispatch(Event::Tick { now_ms: 20_000.0 }, &mut p);
    assert_eq!(labyrinth(&app)["moves"], moves);
}

#[test]
fn our_world_files_stay_worlds_and_a_wait_key_waits() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    load(&mut app, &mut p, "room.txt", ROOM);
    assert_eq!(app.snapshot()["screen"], "playing");
    load(&mut app, &mut p, "holes.txt", HOLES);
    // The world is a game under way: yes, replace it.
    press(&mut app, &mut p, &[Key::Enter]);
    press(&mut app, &mut p, &[Key::Period, Key::Space]);
    let l = labyrinth(&app);
    assert_eq!((l["status"].as_str(), l["moves"].as_u64()), (Some("Nothing changes"), Some(2)));
}

#[test]
fn the_menu_offers_our_labyrinths_last_and_each_can_be_won() {
    let app = App::new(3);
    let items = menu_items(app.state());
    let first = items.iter().position(|i| matches!(i, MenuItem::Labyrinth(_))).expect("offered");
    // After every other line but our Dungeon Mania dungeons and the
    // dungeon builder's line, which follow.
    let dungeons = items.iter().filter(|i| matches!(i, MenuItem::Dungeon(_))).count();
    assert_eq!(items.len() - dungeons - 1 - first, LABYRINTHS.len(), "after every other line");
    let after = &items[first + LABYRINTHS.len()..];
    assert!(after[..dungeons].iter().all(|i| matches!(i, MenuItem::Dungeon(_))));
    assert_eq!(after.last(), Some(&MenuItem::GenerateDungeon));
    for (name, text, _) in LABYRINTHS {
        let map = parse_labyrinth(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        for entrance in map.entrances() {
            assert!(shortest_route(&map, entrance).is_some(), "{name} can be won");
        }
    }
    let mut app = app;
    let mut p = RecordingPainter::new(1280.0, 720.0);
    for _ in 0..first {
        press(&mut app, &mut p, &[Key::Down]);
    }
    press(&mut app, &mut p, &[Key::Enter]);
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "playing", "{snap}");
    assert_eq!(snap["labyrinth"]["name"], LABYRINTHS[0].0);
}

#[test]
fn lab4_from_the_peers_played_blind_then_by_the_smart_player() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/peers/terra-incognita/lab4.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipping: {} is absent", path.display());
        return;
    };
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1366.0, 768.0);
    load(&mut app, &mut p, "lab4.txt", &text);
    // Up from the entrance, then right twice: into wormhole 0.
    press(&mut app, &mut p, &[Key::A, Key::W, Key::D, Key::D]);
    let l = labyrinth(&app);
    assert_eq!(l["status"], "Fall into wormhole!");
    assert_eq!((l["fragments"].as_u64(), l["cells"].as_u64()), (Some(2), Some(1)));
    press(&mut app, &mut p, &[Key::O]);
    let mut now = 0.0;
    while labyrinth(&app)["outcome"].is_null() && now < 1000.0 * WATCH_STEP_MS {
        app.dispatch(Event::Tick { now_ms: now }, &mut p);
        now += WATCH_STEP_MS;
    }
    let l = labyrinth(&app);
    assert_eq!(l["outcome"], "won", "{l}");
}

/// A few random steps of one's own, then the smart player: it still wins
/// every generated labyrinth, from whatever the player had seen.
#[test]
fn the_smart_player_takes_over_any_game_and_wins() {
    use roguelike::game::GameRng;
    use roguelike::labyrinth::{generate_labyrinth, GenerateOptions, Move, Player, SmartPlayer};
    use roguelike::labyrinth::{Labyrinth, Outcome, Start, Turn};
    let options = GenerateOptions { max_width: 16, max_height: 10, max_wormholes: 4, layout: None };
    for seed in 0..40 {
        let map = generate_labyrinth(seed, &options);
        let mut game = Labyrinth::new(map, seed).expect("an entrance");
        let (width, height) = game.size();
        let mut smart = SmartPlayer::new();
        smart.start(&Start { width, height, at: game.position() });
        let mut rng = GameRng::new(seed, 7);
        for _ in 0..rng.below(30) {
            let mv =
                [Move::Up, Move::Down, Move::Left, Move::Right, Move::Wait][rng.below(5) as usize];
            let Ok(result) = game.step(mv) else { break };
            smart.take_over_move(mv, &result);
        }
        while game.outcome().is_none() {
            match smart.next_turn() {
                Turn::Play(mv) => {
                    if let Ok(result) = game.step(mv) {
                        smart.observe(&result);
                    }
                }
                Turn::GiveUp => game.give_up(),
            }
        }
        assert_eq!(game.outcome(), Some(Outcome::Won), "seed {seed}: {}x{height}", width);
    }
}

/// Issue 16: the labyrinth kept W A S D. A move rebound in Options moves
/// there too, the old key does not, and the help line names the new key.
#[test]
fn a_rebound_move_key_steps_in_a_labyrinth() {
    let mut app = App::new(3);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.state_mut().options.bindings.rebind(Action::MoveRight, "k").expect("k is free");
    load(&mut app, &mut p, "holes.txt", HOLES);
    let typed = |code, c| Event::KeyDown {
        code,
        repeat: false,
        modifiers: Modifiers::default(),
        typed: Some(c),
    };
    app.dispatch(typed(Key::D, 'd'), &mut p);
    assert_eq!(labyrinth(&app)["moves"], 0, "d no longer steps");
    app.dispatch(typed(Key::Letter(b'K'), 'k'), &mut p);
    assert_eq!(labyrinth(&app)["moves"], 1, "k steps right");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut p);
    let help = LabyrinthPanels.help_keys(&app.state().options.bindings);
    assert!(help[0].0.starts_with("W A S K"), "{help:?}");
}
