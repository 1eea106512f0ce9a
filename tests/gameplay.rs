//! Items, fights and mobs played through real worlds (written in the world
//! file format), checking every rule's effect on the game.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, App, Event, Key, Modifiers, WorldSource};
use roguelike::game::{Command, Coordinates, Direction, Game, GameEvent, GameRng, ItemKind};
use roguelike::render::RecordingPainter;
use serde_json::Value;

fn game(text: &str, seed: u64) -> Game {
    build_game(&WorldSource::File { name: "test.txt".into(), text: text.into() }, seed)
        .unwrap_or_else(|e| panic!("test world parses: {e:?}"))
}

fn go(game: &mut Game, d: Direction) -> Vec<GameEvent> {
    game.apply(Command::Move(d)).events
}

fn objects(game: &Game) -> Vec<Value> {
    game.snapshot()["objects"].as_array().expect("objects").clone()
}

fn messages(game: &Game) -> Vec<String> {
    game.log.all().iter().map(|m| roguelike::locale::english(&m.message)).collect()
}

/// A corridor: the player at 1, things at 2, 3, 4 …
fn corridor(fillers: &str) -> String {
    format!("9 3\nW W W W W W W W W\nW 1 2 3 4 5 6 7 W\nW W W W W W W W W\n1. Player\n{fillers}")
}

#[test]
fn stepping_on_an_item_picks_it_up() {
    let mut g = game(&corridor("2. Item Sword\n"), 1);
    go(&mut g, Direction::Right);
    assert_eq!(g.player.inventory.kinds()[0], Some(ItemKind::Sword));
    assert!(objects(&g).is_empty(), "the sword left the floor");
    assert_eq!(messages(&g), ["You picked up a Sword."]);
}

#[test]
fn a_full_inventory_leaves_the_item_on_the_floor() {
    let apples: String = (0..9).map(|_| "2. Item GoldenApple\n").collect();
    let mut g = game(&corridor(&format!("{apples}3. Item Sword\n")), 1);
    go(&mut g, Direction::Right);
    assert!(g.player.inventory.is_full());
    go(&mut g, Direction::Right);
    assert_eq!(objects(&g)[0]["kind"], "Sword");
    assert_eq!(
        messages(&g).last().map(String::as_str),
        Some("Your pack is full; the Sword stays on the floor.")
    );
}

#[test]
fn dropping_puts_the_item_on_the_players_cell_and_it_can_be_taken_again() {
    let mut g = game(&corridor("2. Item Shield\n"), 1);
    go(&mut g, Direction::Right);
    assert!(g.apply(Command::DropSelected).took_turn);
    assert_eq!(objects(&g)[0]["kind"], "Shield");
    assert_eq!((objects(&g)[0]["x"].as_i64(), objects(&g)[0]["y"].as_i64()), (Some(2), Some(1)));
    go(&mut g, Direction::Right);
    go(&mut g, Direction::Left);
    assert_eq!(g.player.inventory.kinds()[0], Some(ItemKind::Shield));
    assert!(!g.apply(Command::Select(4)).took_turn, "selecting takes no turn");
    assert!(!g.apply(Command::DropSelected).took_turn, "an empty slot drops nothing");
}

#[test]
fn stepping_onto_a_mob_fights_instead_of_moving() {
    // Player attack 1 against the Mimic's armor 1: no damage; its attack 2
    // against the player's armor 1: one damage.
    let mut g = game(&corridor("2. Mob Mimic Sword\n"), 1);
    go(&mut g, Direction::Right);
    assert_eq!(g.player.coordinates, Coordinates::new(1, 1), "a fight is not a move");
    assert_eq!(g.player.health, 9);
    assert_eq!(
        messages(&g),
        [
            "The Sword was a Mimic!",
            "You hit the Mimic for 0.",
            "The Mimic hits you for 1.",
            "Your blows cannot hurt the Mimic: its armor 1 is as strong as your attack 1. \
             It is too strong for you."
        ]
    );
    // Confused for one turn, it has already spent that turn moving at random.
    let mimic = &objects(&g)[0];
    assert_eq!((mimic["hp"].as_i64(), mimic["state"].as_str()), (Some(5), Some("passive")));
}

#[test]
fn killing_a_mob_gives_experience_and_levels_with_an_event() {
    // A sword makes attack 6: the Mimic (5 health, armor 1) dies at the first
    // strike, deals nothing, and gives 1 experience: level 2.
    let mut g = game(&corridor("1. Item Sword\n3. Mob Mimic\n"), 1);
    go(&mut g, Direction::Right);
    go(&mut g, Direction::Left);
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected);
    assert_eq!(g.player.attack(), 6);
    go(&mut g, Direction::Right);
    let events = go(&mut g, Direction::Right);
    assert!(objects(&g).is_empty(), "the mimic was killed: {:?}", messages(&g));
    assert_eq!((g.player.level, g.player.experience), (2, 0));
    assert!(events.iter().any(|e| matches!(e, GameEvent::LevelUp { level: 2, .. })));
    assert_eq!(g.player.health, 10, "a mob killed by the first strike deals no damage");
    assert!(messages(&g).contains(&"You defeat the Mimic. (+1 XP)".to_owned()));
}

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

#[test]
fn dying_shows_the_death_screen_and_n_starts_again() {
    // A Robot (attack 5, armor 2) against a fresh player (attack 1, armor 1):
    // four damage a round, so the third exchange kills the player.
    let world = "4 3\nW W W W\nW 1 2 W\nW W W W\n1. Player\n2. Mob Robot\n";
    let mut app = App::new(9);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(WorldSource::File { name: "robot.txt".into(), text: world.into() }, 9)
        .expect("world");
    for _ in 0..3 {
        app.dispatch(key(Key::D), &mut p);
    }
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "dead", "{}", snap["messages"]);
    assert!(snap["player"]["hp"].as_i64() <= Some(0));
    p.reset();
    app.dispatch(Event::Tick { now_ms: 5.0 }, &mut p);
    assert!(p.texts().contains(&"You died"));
    app.dispatch(key(Key::D), &mut p);
    assert_eq!(app.snapshot()["screen"], "dead", "the dead do not walk");
    app.dispatch(key(Key::N), &mut p);
    assert_eq!(app.snapshot()["screen"], "playing");
    assert_eq!(app.snapshot()["player"]["hp"], 10);
}

#[test]
fn a_level_up_shows_its_banner() {
    let mut app = App::new(1);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.start(
        WorldSource::File { name: "g.txt".into(), text: corridor("1. Item Sword\n3. Mob Mimic\n") },
        1,
    )
    .expect("world");
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(key(Key::A), &mut p);
    app.dispatch(key(Key::Digit(1)), &mut p);
    app.dispatch(key(Key::E), &mut p);
    app.dispatch(key(Key::D), &mut p);
    app.dispatch(key(Key::D), &mut p);
    p.reset();
    app.dispatch(Event::Tick { now_ms: 100.0 }, &mut p);
    assert!(p.texts().iter().any(|t| t.starts_with("Level ")), "{:?}", p.texts());
    assert!(p.texts().iter().any(|t| t.contains("Attack 6 → 7")));
}

#[test]
fn a_mimic_stays_still() {
    let mut g = game(&corridor("5. Mob Mimic\n"), 4);
    for _ in 0..20 {
        g.apply(Command::Wait);
    }
    assert_eq!(objects(&g)[0]["x"], 5);
}

#[test]
fn a_robot_comes_for_the_player_and_strikes() {
    let mut g = game(&corridor("6. Mob Robot\n"), 2);
    for _ in 0..6 {
        g.apply(Command::Wait);
    }
    assert!(g.player.health < 10, "the robot reached and hit the player: {:?}", messages(&g));
}

#[test]
fn a_wizard_clones_with_probability_one_minus_health_fraction_never_onto_a_creature() {
    // With a sword (attack 6) each exchange takes the Wizard (10 health,
    // armor 1) to 5: it clones with probability 1 - 5/10 = 1/2. Its only free
    // neighbour is the cell behind it; a Mimic blocks the other.
    let world = "6 4\nW W W W W W\nW 1 2 3 W W\nW W 4 W W W\nW W W W W W\n1. Player\n1. Item Sword\n2. Mob Wizard\n4. Mob Mimic\n";
    let trials = 400;
    let mut clones = 0;
    for seed in 0..trials {
        let mut g = game(world, seed);
        g.apply(Command::Select(0));
        g.player.inventory.select(0);
        // The sword starts under the player: the world put it there, not the
        // pack. Step off and back is not possible (the wizard blocks), so
        // equip it by hand.
        let sword = roguelike::game::new_item(ItemKind::Sword);
        let _ = g.player.equip(sword);
        go(&mut g, Direction::Right);
        let wizards: Vec<Value> =
            objects(&g).into_iter().filter(|o| o["kind"] == "Wizard").collect();
        for w in &wizards {
            assert_ne!(
                (w["x"].as_i64(), w["y"].as_i64()),
                (Some(2), Some(2)),
                "never onto the mimic"
            );
        }
        // Counted by what is said: a dazed Wizard that steps into the player
        // meets a second blow, and with no healing after the first (issue 27)
        // that blow kills it, so its copy may stand alone.
        if messages(&g).iter().any(|m| m.starts_with("The Wizard splits in two")) {
            clones += 1;
        }
    }
    // Binomial(400, 1/2): mean 200, σ = 10; five σ either way.
    assert!((150..=250).contains(&clones), "{clones} clones in {trials}");
}

#[test]
fn same_seed_and_keys_give_the_same_game_after_1000_turns() {
    let run = |seed: u64| {
        let mut g = build_game(&WorldSource::Random { seed }, seed).expect("random world");
        let mut keys = GameRng::new(seed, 99);
        for _ in 0..1000 {
            let d = [Direction::Up, Direction::Down, Direction::Left, Direction::Right]
                [keys.below(4) as usize];
            g.apply(Command::Move(d));
        }
        g.snapshot()
    };
    for seed in [1, 2, 3] {
        assert_eq!(run(seed), run(seed));
    }
}

#[test]
fn mobs_never_share_a_cell_or_stand_in_walls_except_ghosts() {
    for seed in 0..30 {
        let mut g = build_game(&WorldSource::Random { seed }, seed).expect("random world");
        let mut keys = GameRng::new(seed, 5);
        for _ in 0..200 {
            let d = [Direction::Up, Direction::Down, Direction::Left, Direction::Right]
                [keys.below(4) as usize];
            g.apply(Command::Move(d));
            let mut cells = std::collections::HashSet::new();
            for o in objects(&g).iter().filter(|o| o["type"] == "mob") {
                let c = Coordinates::new(
                    o["x"].as_i64().unwrap_or(0) as i32,
                    o["y"].as_i64().unwrap_or(0) as i32,
                );
                assert!(cells.insert(c), "two mobs on {c} (seed {seed})");
                assert!(o["kind"] == "Ghost" || !g.world().is_wall(c), "{} in a wall", o["kind"]);
                assert_ne!(c, g.player.coordinates, "a mob on the player");
            }
            if g.is_over() {
                break;
            }
        }
    }
}
