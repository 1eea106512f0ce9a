//! The bots use what a newcomer is told to use (issue 27): shields built
//! from wood and gold, bombs set down where they pay and walked away from.
//! Each decision is checked on a small hand-built world.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::bot::{BotPlayer, Persona};
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{new_item, Command, Game, Inventory, ItemKind, Message};

/// A game of the world file `text`, the player's pack a stacking one
/// holding `items`.
fn world(text: &str, items: &[(ItemKind, u32)]) -> Game {
    let mut g = build_game(&WorldSource::File { name: "arms.txt".into(), text: text.into() }, 1)
        .expect("the test world parses");
    g.player.inventory = Inventory::stacking(9);
    // Health to live through a blast: the careful bot bombs only with it.
    (g.player.max_health, g.player.health) = (20, 20);
    for &(kind, n) in items {
        for _ in 0..n {
            g.player.inventory.add(new_item(kind)).expect("room in the pack");
        }
    }
    g
}

fn said(game: &Game) -> Vec<Message> {
    game.log.all().iter().map(|m| m.message.clone()).collect()
}

/// Plays `turns` of the bot's commands; the commands given.
fn play(g: &mut Game, persona: Persona, commands: usize) -> Vec<Command> {
    let mut bot = BotPlayer::with_persona(persona);
    let mut given = Vec::new();
    for _ in 0..commands {
        let Some(command) = bot.next_command(g) else { break };
        given.push(command);
        g.apply(command);
    }
    given
}

/// A room with nothing in it but the player.
const ROOM: &str =
    "7 5\nW W W W W W W\nW . . . . . W\nW . 1 . . . W\nW . . . . . W\nW W W W W W W\n\
    1. Player\n";

#[test]
fn both_bots_build_a_shield_from_two_wood_and_gold_and_wear_it() {
    for persona in Persona::ALL {
        let mut g = world(ROOM, &[(ItemKind::Wood, 2), (ItemKind::Treasure, 1)]);
        let given = play(&mut g, persona, 3);
        assert_eq!(given[0], Command::Build(ItemKind::Shield), "{persona:?}");
        assert!(said(&g).iter().any(|m| matches!(m, Message::BuiltShield { .. })), "{persona:?}");
        let worn = g.player.equipment().map(|(_, item)| item.kind()).collect::<Vec<_>>();
        assert!(worn.contains(&ItemKind::Shield), "{persona:?} wears it: {given:?}");
    }
}

/// A game of `ROOM` whose player wears chain mail (armour worth 3, more
/// than a shield's 2) and carries 2 wood and a piece of gold.
fn in_chain_mail() -> Game {
    let items = [(ItemKind::ChainMail, 1), (ItemKind::Wood, 2), (ItemKind::Treasure, 1)];
    let mut g = world(ROOM, &items);
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected);
    let worn = g.player.equipment().map(|(_, item)| item.kind()).collect::<Vec<_>>();
    assert_eq!(worn, [ItemKind::ChainMail]);
    g
}

#[test]
fn the_careful_bot_keeps_its_materials_when_it_wears_better_armour() {
    let mut g = in_chain_mail();
    let given = play(&mut g, Persona::Careful, 4);
    assert!(!given.contains(&Command::Build(ItemKind::Shield)), "{given:?}");
    assert_eq!(g.player.inventory.count_of(ItemKind::Wood), 2);
    // The naive one builds it anyway, as the help tells it, and keeps what
    // it wears.
    let mut g = in_chain_mail();
    let given = play(&mut g, Persona::Naive, 4);
    assert!(given.contains(&Command::Build(ItemKind::Shield)), "{given:?}");
}

/// A room: the player, a zombie spawner beside it (diagonally), and room to
/// walk off.
const SPAWNER: &str = "8 5\nW W W W W W W W\nW . . . . . . W\nW . 1 . . . . W\nW 2 . . . . . W\n\
    W W W W W W W W\n1. Player\n2. Spawner\n";

#[test]
fn a_bot_without_a_weapon_bombs_a_spawner_and_walks_out_of_the_blast() {
    for persona in Persona::ALL {
        let mut g = world(SPAWNER, &[(ItemKind::Bomb, 1)]);
        let health = g.player.health;
        let given = play(&mut g, persona, 6);
        assert_eq!(&given[..2], [Command::Select(0), Command::UseSelected], "{persona:?}");
        let told = said(&g);
        assert!(told.contains(&Message::BombExplodes), "{persona:?}: {given:?}");
        assert!(told.contains(&Message::BlastDestroysSpawner), "{persona:?}");
        assert!(!told.iter().any(|m| matches!(m, Message::BlastHitsYou { .. })), "{persona:?}");
        assert_eq!(g.player.health, health, "{persona:?} is unhurt");
    }
}

#[test]
fn the_careful_bot_sets_no_bomb_it_cannot_walk_away_from() {
    // A dead end: the spawner beside the player and no cell two away.
    let text = "4 3\nW W W W\nW 1 2 W\nW W W W\n1. Player\n2. Spawner\n";
    let mut g = world(text, &[(ItemKind::Bomb, 1)]);
    let given = play(&mut g, Persona::Careful, 3);
    assert!(!given.contains(&Command::UseSelected), "{given:?}");
    assert_eq!(g.player.inventory.count_of(ItemKind::Bomb), 1);
}

#[test]
fn the_careful_bot_bombs_two_creatures_beside_it_and_not_one() {
    let two = "8 5\nW W W W W W W W\nW . . 2 . . . W\nW . 3 1 . . . W\nW . . . . . . W\n\
        W W W W W W W W\n1. Player\n2. Mob Zombie\n3. Mob Zombie\n";
    let mut g = world(two, &[(ItemKind::Bomb, 1)]);
    let given = play(&mut g, Persona::Careful, 2);
    assert_eq!(given, [Command::Select(0), Command::UseSelected]);
    // Not with health the blast would take should a Zombie bar the way.
    let mut g = world(two, &[(ItemKind::Bomb, 1)]);
    g.player.health = 10;
    let given = play(&mut g, Persona::Careful, 2);
    assert!(!given.contains(&Command::UseSelected), "{given:?}");
    let one = "8 5\nW W W W W W W W\nW . . 2 . . . W\nW . . 1 . . . W\nW . . . . . . W\n\
        W W W W W W W W\n1. Player\n2. Mob Zombie\n";
    let mut g = world(one, &[(ItemKind::Bomb, 1)]);
    let given = play(&mut g, Persona::Careful, 2);
    assert!(!given.contains(&Command::UseSelected), "{given:?}");
}

#[test]
fn a_careful_bot_with_a_weapon_smashes_a_spawner_instead_of_bombing_it() {
    let text = "8 5\nW W W W W W W W\nW . . . . . . W\nW . 1 2 . . . W\nW . . . . . . W\n\
        W W W W W W W W\n1. Player\n2. Spawner\n";
    let mut g = world(text, &[(ItemKind::Bomb, 1), (ItemKind::Sword, 1)]);
    let given = play(&mut g, Persona::Careful, 4);
    assert!(said(&g).contains(&Message::SpawnerDestroyed), "{given:?}");
    assert_eq!(g.player.inventory.count_of(ItemKind::Bomb), 1, "the bomb is kept: {given:?}");
}
