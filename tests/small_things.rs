//! The small things a new player stumbled on (issue 27, item 7), each
//! pinned by a test named after it.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{Command, Direction, Game, ItemKind, Message};
use roguelike::locale::{self, Arg, Locale};

fn game(text: &str, seed: u64) -> Game {
    build_game(&WorldSource::File { name: "test.txt".into(), text: text.into() }, seed)
        .unwrap_or_else(|e| panic!("test world parses: {e:?}"))
}

fn messages(game: &Game) -> Vec<String> {
    game.log.all().iter().map(|m| locale::english(&m.message)).collect()
}

#[test]
fn a_amulet_reads_an_amulet() {
    let english = Locale::english();
    assert_eq!(
        english.message(&Message::PickedUp { item: ItemKind::Amulet }),
        "You picked up an Amulet."
    );
    assert_eq!(
        english.message(&Message::PickedUp { item: ItemKind::Sword }),
        "You picked up a Sword."
    );
    // Every item names its article in English, so a new one cannot read "a Amulet".
    for kind in ItemKind::ALL {
        let with_article = english.fill("{item:a}", &[("item", Arg::Name(kind.name()))]);
        let name = english.name(kind.name());
        assert!(
            ["a ", "an ", "some "].iter().any(|a| with_article == format!("{a}{name}")),
            "{kind:?} reads {with_article:?}: give it an `a` form in assets/locale/en.json"
        );
        let capital = english.fill("{item:A}", &[("item", Arg::Name(kind.name()))]);
        assert_eq!(capital.to_lowercase(), with_article.to_lowercase(), "{kind:?}");
    }
}

#[test]
fn picking_up_the_amulet_says_it_must_be_carried_up() {
    let mut g = game("5 3\nW W W W W\nW 1 2 . W\nW W W W W\n1. Player\n2. Item Amulet\n", 1);
    g.apply(Command::Move(Direction::Right));
    assert_eq!(
        messages(&g),
        [
            "You picked up an Amulet.",
            "Carry the Amulet out through the exit to win: back up every stair you came down."
        ]
    );
}

#[test]
fn the_history_header_never_lists_a_turn_past_its_count() {
    // An empty slot used, a meal refused at full health: no turn passes, so
    // what they say belongs to the turn already played.
    let mut g = game("5 3\nW W W W W\nW 1 2 . W\nW W W W W\n1. Player\n2. Item GoldenApple\n", 1);
    g.apply(Command::Select(4));
    g.apply(Command::UseSelected);
    assert_eq!(g.turn, 0);
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected);
    for _ in 0..3 {
        g.apply(Command::Wait);
    }
    g.apply(Command::Select(4));
    g.apply(Command::UseSelected);
    let said: Vec<(u64, String)> =
        g.log.all().iter().map(|e| (e.turn, locale::english(&e.message))).collect();
    assert_eq!(
        said,
        [
            (0, "That slot is empty.".to_owned()),
            (1, "You picked up a Golden Apple.".to_owned()),
            (1, "You are already at full health.".to_owned()),
            (4, "That slot is empty.".to_owned()),
        ]
    );
    assert!(said.iter().all(|(turn, _)| *turn <= g.turn), "no message from a turn to come");
}
