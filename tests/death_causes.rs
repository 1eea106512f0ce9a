//! Every death names its cause (issue 27): each way the engine has to kill
//! the player under seed 000's turn — a blow of each creature kind, a
//! zombie its spawner made, the player's own bomb — is recorded in the run
//! and named by the death screen, the run summary, the high-score table
//! and the balance bot's tables, in English and Russian; an ally never
//! kills the player.
#![cfg(not(target_arch = "wasm32"))]

use crate::page::{app_playing, key};
use roguelike::bot::{BotReport, RunRecord};
use roguelike::core::{build_game, Key, RunSummary, WorldSource};
use roguelike::game::{
    new_item, Command, Direction, Ending, Game, Hazard, Inventory, ItemKind, Killer, Message,
    MobKind,
};

/// A game of the world file `text`.
fn world(text: &str) -> Game {
    build_game(&WorldSource::File { name: "deaths.txt".into(), text: text.into() }, 1)
        .expect("the test world parses")
}

/// A player with 1 health and neither attack nor armor, so that any blow
/// kills and none of theirs does.
fn frail(g: &mut Game) {
    (g.player.health, g.player.base_attack, g.player.base_armor) = (1, 0, 0);
}

/// The summary the end screens show of `g`, ended.
fn summary(g: Game) -> RunSummary {
    let (app, _) = app_playing(g);
    RunSummary::of(app.state().session.as_ref().expect("a game"))
}

/// The bot's table of one run that ended as `g` did, in `language`.
fn bot_causes(g: &Game, language: &str) -> String {
    let record = RunRecord {
        seed: 1,
        outcome: roguelike::bot::outcome(g),
        turns: g.turn,
        depth: 1,
        levels_on_arrival: vec![1],
        armor_on_arrival: vec![0],
    };
    assert!(roguelike::locale::set_language(language));
    let table = BotReport { runs: vec![record] }.to_table();
    roguelike::locale::set_language("en");
    table.lines().find(|l| l.contains("causes") || l.contains("причины")).unwrap_or("").to_owned()
}

/// What the summary's reason and the high-score row's outcome read in
/// `language`.
fn words(run: &RunSummary, language: &str) -> String {
    assert!(roguelike::locale::set_language(language));
    let said = run.reason();
    roguelike::locale::set_language("en");
    said
}

#[test]
fn each_creature_kind_that_kills_is_named_as_the_cause() {
    for kind in MobKind::ALL {
        let text =
            format!("5 3\nW W W W W\nW 1 2 . W\nW W W W W\n1. Player\n2. Mob {}\n", kind.name());
        let mut g = world(&text);
        frail(&mut g);
        g.apply(Command::Move(Direction::Right));
        assert_eq!(g.ending(), Some(Ending::Died), "{kind:?}");
        assert_eq!(g.run.killer(), Some(Killer::Creature(kind)));
        let run = summary(g);
        let english = roguelike::locale::name(kind.name());
        assert_eq!(run.reason(), format!("Killed by a {english}."));
        assert!(!words(&run, "ru").is_empty());
    }
}

#[test]
fn a_zombie_its_spawner_made_is_named_as_the_cause() {
    // The spawner alone beside the player: whatever kills is its zombie.
    let mut g = world("5 3\nW W W W W\nW 1 . 2 W\nW W W W W\n1. Player\n2. Spawner\n");
    frail(&mut g);
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        g.apply(Command::Wait);
    }
    assert_eq!(g.ending(), Some(Ending::Died), "a zombie came and struck");
    assert_eq!(g.run.killer(), Some(Killer::Creature(MobKind::Zombie)));
    assert!(g
        .log
        .all()
        .iter()
        .any(|m| m.message == Message::KilledBy { attacker: MobKind::Zombie }));
}

#[test]
fn an_ally_never_kills_the_player() {
    // A Mercenary bought with gold stands beside a frail player for many
    // turns, is walked into and walked around: the player lives.
    let mut text = "7 3\nW W W W W W W\nW 1 2 3 . . W\nW W W W W W W\n1. Player\n".to_owned();
    text.push_str(&"2. Item Treasure\n".repeat(6));
    text.push_str("3. Mob Mercenary\n");
    let mut g = world(&text);
    g.player.inventory = Inventory::stacking(9);
    g.apply(Command::Move(Direction::Right));
    let gold = g.player.inventory.kinds().iter().position(|&k| k == Some(ItemKind::Treasure));
    g.apply(Command::Select(gold.expect("the gold is carried")));
    assert!(g.apply(Command::UseSelected).took_turn, "the price is paid");
    frail(&mut g);
    for turn in 0..40 {
        let step = if turn % 2 == 0 { Direction::Right } else { Direction::Left };
        g.apply(Command::Move(step));
    }
    assert_eq!(g.ending(), None, "{:?}", g.log.all().last());
    assert_eq!(g.run.killer(), None);
}

/// A room with a bomb in the player's pack.
fn bomb_room() -> Game {
    let mut g = world("5 3\nW W W W W\nW 1 . . W\nW W W W W\n1. Player\n");
    g.player.inventory = Inventory::stacking(9);
    g.player.inventory.add(new_item(ItemKind::Bomb)).expect("room in the pack");
    g
}

/// Sets the bomb down and waits on it until it goes off.
fn die_by_own_bomb(g: &mut Game) {
    g.apply(Command::Select(0));
    assert!(g.apply(Command::UseSelected).took_turn);
    for _ in 0..5 {
        g.apply(Command::Wait);
    }
}

#[test]
fn dying_to_your_own_bomb_is_named_as_such_everywhere() {
    let mut g = bomb_room();
    die_by_own_bomb(&mut g);
    assert_eq!(g.ending(), Some(Ending::Died));
    assert_eq!(g.run.killer(), Some(Killer::Hazard(Hazard::OwnBomb)));
    assert_eq!(g.run.killed_by, None, "no creature is blamed");
    assert!(g.log.all().iter().any(|m| m.message == Message::KilledByBlast));
    assert_eq!(
        roguelike::locale::english(&Message::KilledByBlast),
        "The blast of your own bomb kills you."
    );
    // The bot's table, in both languages (it said "unknown" before).
    assert!(bot_causes(&g, "en").ends_with("own bomb: 1"), "{}", bot_causes(&g, "en"));
    assert!(bot_causes(&g, "ru").ends_with("своя бомба: 1"), "{}", bot_causes(&g, "ru"));
    // The death screen and the run's summary, in both languages.
    let run = summary(g);
    assert_eq!(run.killer(), Some(Killer::Hazard(Hazard::OwnBomb)));
    assert_eq!(run.reason(), "Killed by your own bomb.");
    assert_eq!(words(&run, "ru"), "Вас убила ваша же бомба.");
    // Stored with the high scores and read back: the cause survives, and
    // an old score without it still reads.
    let json = serde_json::to_value(&run).expect("a summary writes");
    assert_eq!(json["died_of"], "own_bomb");
    let back: RunSummary = roguelike::json::from_value(&json).expect("and reads");
    assert_eq!(back, run);
}

#[test]
fn the_death_screen_names_your_own_bomb() {
    let mut g = bomb_room();
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected);
    let (mut app, mut p) = app_playing(g);
    for _ in 0..4 {
        app.dispatch(key(Key::Period), &mut p);
    }
    let snap = app.snapshot();
    assert_eq!(snap["screen"], "dead", "{snap}");
    assert_eq!(snap["run"]["died_of"], "own_bomb");
    assert_eq!(snap["run"]["killed_by"], serde_json::Value::Null);
    p.reset();
    app.dispatch(roguelike::core::Event::Tick { now_ms: 40.0 }, &mut p);
    assert!(p.texts().contains(&"Killed by your own bomb."), "{:?}", p.texts());
}
