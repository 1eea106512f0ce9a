//! Building, the bow and bombs under seed 000's turn (issue 27, item 1):
//! Dungeon Mania's recipes build a bow and a shield from what the pack
//! holds; `fire` shoots an arrow along one of the eight directions to the
//! first creature, wall or solid thing; each rule is checked here on small
//! world files.
#![cfg(not(target_arch = "wasm32"))]

use crate::page::app_playing;
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    new_item, Command, Coordinates, Diagonal, Direction, Game, Inventory, ItemKind, Message,
    MobKind, Step,
};

/// A game of the world file `text`, the player's pack a stacking one
/// holding `items`.
fn world(text: &str, items: &[(ItemKind, u32)]) -> Game {
    let mut g = build_game(&WorldSource::File { name: "bow.txt".into(), text: text.into() }, 1)
        .expect("the test world parses");
    g.player.inventory = Inventory::stacking(9);
    for &(kind, n) in items {
        for _ in 0..n {
            g.player.inventory.add(new_item(kind)).expect("room in the pack");
        }
    }
    g
}

/// What the log says, as messages.
fn said(game: &Game) -> Vec<Message> {
    game.log.all().iter().map(|m| m.message.clone()).collect()
}

/// A room with nothing else in it.
const ROOM: &str = "5 3\nW W W W W\nW 1 . . W\nW W W W W\n1. Player\n";

#[test]
fn a_bow_is_built_from_one_wood_and_three_arrows_which_are_used_up() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 2), (ItemKind::Arrow, 5)]);
    let report = g.apply(Command::Build(ItemKind::Bow));
    assert!(report.took_turn, "building takes the turn");
    let inv = &g.player.inventory;
    assert_eq!(inv.count_of(ItemKind::Bow), 1);
    assert_eq!((inv.count_of(ItemKind::Wood), inv.count_of(ItemKind::Arrow)), (1, 2));
    assert_eq!(said(&g).last(), Some(&Message::BuiltBow { wood: 1, arrows: 3 }));
    assert_eq!(
        roguelike::locale::english(&Message::BuiltBow { wood: 1, arrows: 3 }),
        "You build a Bow from 1 Wood and 3 Arrows."
    );
}

#[test]
fn a_shield_takes_two_wood_and_treasure_before_a_key() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 2), (ItemKind::Key, 1), (ItemKind::Treasure, 1)]);
    assert!(g.apply(Command::Build(ItemKind::Shield)).took_turn);
    let inv = &g.player.inventory;
    assert_eq!(inv.count_of(ItemKind::Shield), 1);
    assert_eq!(inv.count_of(ItemKind::Wood), 0);
    assert_eq!((inv.count_of(ItemKind::Treasure), inv.count_of(ItemKind::Key)), (0, 1));
    let built = Message::BuiltShield { wood: 2, paid: ItemKind::Treasure };
    assert_eq!(said(&g).last(), Some(&built));
    assert_eq!(
        roguelike::locale::english(&built),
        "You build a Shield from 2 Wood and some Treasure."
    );
    // The shield built is the run's Shield: armor +2 once equipped.
    let slot = g.player.inventory.kinds().iter().position(|k| *k == Some(ItemKind::Shield));
    g.apply(Command::Select(slot.expect("in the pack")));
    let armor = g.player.armor();
    assert!(g.apply(Command::UseSelected).took_turn);
    assert_eq!(g.player.armor(), armor + 2);
}

#[test]
fn without_the_materials_nothing_is_used_and_no_turn_passes() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 1), (ItemKind::Arrow, 2), (ItemKind::Amulet, 1)]);
    for item in [ItemKind::Bow, ItemKind::Shield, ItemKind::Sword] {
        let report = g.apply(Command::Build(item));
        assert!(!report.took_turn, "{item:?}");
        assert_eq!(said(&g).last(), Some(&Message::CannotBuild { item }));
    }
    assert_eq!(g.turn, 0);
    let inv = &g.player.inventory;
    assert_eq!((inv.count_of(ItemKind::Wood), inv.count_of(ItemKind::Arrow)), (1, 2));
    assert_eq!(inv.count_of(ItemKind::Amulet), 1, "the Amulet is never a material");
    assert!(roguelike::locale::english(&Message::CannotBuild { item: ItemKind::Bow })
        .contains("1 Wood and 3 Arrows"));
}

/// A corridor: the player at its left end, a creature `mob` four cells to
/// the right, a wall beyond.
fn corridor(mob: &str) -> Game {
    let text = format!(
        "9 3\nW W W W W W W W W\nW 1 . . . 2 . . W\nW W W W W W W W W\n1. Player\n2. Mob {mob}\n"
    );
    world(&text, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 3)])
}

fn creature(game: &Game, kind: MobKind) -> Option<(Coordinates, i64)> {
    let snap = game.snapshot();
    let name = serde_json::to_value(kind).expect("a kind").as_str().expect("a name").to_owned();
    let found = snap["objects"].as_array()?.iter().find(|o| o["kind"] == name.as_str())?.clone();
    let at = Coordinates::new(
        found["x"].as_i64().expect("x") as i32,
        found["y"].as_i64().expect("y") as i32,
    );
    Some((at, found["hp"].as_i64().unwrap_or(-1)))
}

#[test]
fn fire_hits_the_first_creature_in_line_and_spends_an_arrow() {
    let mut g = corridor("Troll");
    let (at, health) = creature(&g, MobKind::Troll).expect("a troll");
    let report = g.apply(Command::Fire(Step::Straight(Direction::Right)));
    assert!(report.took_turn);
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 2, "one arrow spent");
    assert_eq!(g.player.inventory.count_of(ItemKind::Bow), 1, "the bow is kept");
    let armor = roguelike::content::Content::get().mob(MobKind::Troll).armor;
    let damage = (4 - armor).max(0);
    let hit = Message::ArrowHit { target: MobKind::Troll, damage };
    assert!(said(&g).contains(&hit), "{:?}", said(&g));
    let shot = g.last_shot.expect("the path is kept for drawing");
    assert_eq!((shot.from, shot.to), (Coordinates::new(1, 1), at));
    let (_, after) = creature(&g, MobKind::Troll).expect("the troll lives");
    // It may heal no turn after a blow (its respite), so the loss is whole.
    assert_eq!(after, health - i64::from(damage));
    assert_eq!(g.player.health, g.player.max_health, "a shot is never struck back");
}

#[test]
fn a_shot_kills_and_gives_experience_as_a_blow_does() {
    let mut g = corridor("Ghost");
    let ghost = roguelike::content::Content::get().mob(MobKind::Ghost);
    assert!(ghost.health <= 4 - ghost.armor, "the ghost dies of one arrow");
    g.apply(Command::Fire(Step::Straight(Direction::Right)));
    assert!(creature(&g, MobKind::Ghost).is_none(), "{:?}", said(&g));
    assert!(said(&g)
        .contains(&Message::Defeated { target: MobKind::Ghost, experience: ghost.experience }));
    assert_eq!(g.run.kills, 1);
}

#[test]
fn an_arrow_stops_at_a_wall_and_at_a_closed_door() {
    let mut g = corridor("Troll");
    assert!(g.apply(Command::Fire(Step::Straight(Direction::Left))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::ArrowHitsWall));
    assert_eq!(g.last_shot.map(|s| s.to), Some(Coordinates::new(0, 1)));
    let door =
        "7 3\nW W W W W W W\nW 1 . 2 . 3 W\nW W W W W W W\n1. Player\n2. Door\n3. Mob Troll\n";
    let mut g = world(door, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 1)]);
    let (_, health) = creature(&g, MobKind::Troll).expect("a troll");
    assert!(g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::ArrowThuds));
    assert_eq!(creature(&g, MobKind::Troll).map(|t| t.1), Some(health), "behind the door");
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 0, "spent all the same");
}

#[test]
fn no_arrow_or_no_bow_says_so_and_takes_no_turn() {
    let mut g = world(ROOM, &[(ItemKind::Arrow, 2)]);
    assert!(!g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::NoBow));
    let mut g = world(ROOM, &[(ItemKind::Bow, 1)]);
    assert!(!g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::NoArrows));
    assert_eq!((g.turn, g.last_shot), (0, None));
}

#[test]
fn an_arrow_flies_diagonally_but_not_between_walls_touching_at_a_corner() {
    let open =
        "6 6\nW W W W W W\nW 1 . . . W\nW . . . . W\nW . . . . W\nW . . . 2 W\nW W W W W W\n\
        1. Player\n2. Mob Troll\n";
    let mut g = world(open, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 2)]);
    let (_, health) = creature(&g, MobKind::Troll).expect("a troll");
    g.apply(Command::Fire(Step::Diagonal(Diagonal::DownRight)));
    let (_, after) = creature(&g, MobKind::Troll).expect("alive");
    assert!(after < health, "hit diagonally: {:?}", said(&g));
    let corner =
        "5 5\nW W W W W\nW 1 W . W\nW W . . W\nW . . 2 W\nW W W W W\n1. Player\n2. Mob Troll\n";
    let mut g = world(corner, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 2)]);
    g.apply(Command::Fire(Step::Diagonal(Diagonal::DownRight)));
    assert_eq!(said(&g).last(), Some(&Message::ArrowHitsWall));
    assert_eq!(g.last_shot.map(|s| s.to), Some(Coordinates::new(1, 1)));
}

/// A hall: the player at the left, a bomb in the pack, a creature `mob`
/// two cells to the right and a zombie spawner below it.
fn hall(mob: &str) -> Game {
    let text = format!(
        "8 5\nW W W W W W W W\nW . . . . . . W\nW 1 . 2 . . . W\nW . . 3 . . . W\nW W W W W W W W\n\
         1. Player\n2. Mob {mob}\n3. Spawner\n"
    );
    world(&text, &[(ItemKind::Bomb, 2)])
}

fn bombs(game: &Game) -> Vec<serde_json::Value> {
    let snap = game.snapshot();
    let all = snap["objects"].as_array().cloned().unwrap_or_default();
    all.into_iter().filter(|o| o["type"] == "lit_bomb").collect()
}

/// Sets a bomb down from the first slot.
fn set_bomb(game: &mut Game) {
    game.apply(Command::Select(0));
    assert!(game.apply(Command::UseSelected).took_turn, "{:?}", said(game));
}

#[test]
fn a_bomb_burns_three_turns_shown_on_its_cell_then_hurts_all_within_a_cell() {
    let mut g = hall("Mimic");
    // Health enough to live through the blast it stands in.
    (g.player.max_health, g.player.health) = (30, 30);
    g.apply(Command::Move(Direction::Right));
    assert_eq!(g.player.coordinates, Coordinates::new(2, 2), "beside the mimic");
    set_bomb(&mut g);
    assert_eq!(said(&g).last(), Some(&Message::BombSet { turns: 3 }));
    assert_eq!(bombs(&g).len(), 1);
    assert_eq!(bombs(&g)[0]["fuse"], 3);
    let label = |g: &Game| {
        g.cell_view(Coordinates::new(2, 2))
            .and_then(|v| v.things.iter().find_map(|a| a.label.map(|l| l.as_str().to_owned())))
    };
    assert_eq!(label(&g).as_deref(), Some("3"), "the count shows on the cell");
    assert_eq!(g.player.inventory.count_of(ItemKind::Bomb), 1);
    // The player stays on it: it goes off at the end of the third turn.
    g.apply(Command::Wait);
    g.apply(Command::Wait);
    assert_eq!(bombs(&g)[0]["fuse"], 1);
    assert_eq!(label(&g).as_deref(), Some("1"));
    assert!(!said(&g).contains(&Message::BombExplodes));
    g.apply(Command::Wait);
    assert!(bombs(&g).is_empty(), "gone off");
    let told = said(&g);
    assert!(told.contains(&Message::BombExplodes));
    assert!(told.contains(&Message::BlastHits { target: MobKind::Mimic, damage: 10 }), "{told:?}");
    let mimic = roguelike::content::Content::get().mob(MobKind::Mimic);
    let kill = Message::Defeated { target: MobKind::Mimic, experience: mimic.experience };
    assert!(told.contains(&kill), "killed for its experience");
    assert_eq!(g.run.kills, 1);
    assert!(told.contains(&Message::BlastHitsYou { damage: 10 }), "the player too: {told:?}");
    assert_eq!(g.player.health, 20);
    assert!(told.contains(&Message::BlastDestroysSpawner));
    let spawners = g.snapshot()["objects"]
        .as_array()
        .map_or(0, |all| all.iter().filter(|o| o["type"] == "spawner").count());
    assert_eq!(spawners, 0, "the spawner is destroyed");
}

#[test]
fn a_bomb_spares_who_stands_two_cells_away_and_can_kill_the_player() {
    let mut g = hall("Mimic");
    set_bomb(&mut g);
    // The player walks two cells off; the mimic two cells from the bomb is
    // spared, and so is the spawner (diagonally two away).
    for step in [Direction::Up, Direction::Right, Direction::Right] {
        g.apply(Command::Move(step));
    }
    assert_eq!(g.player.coordinates, Coordinates::new(3, 1));
    let told = said(&g);
    assert!(told.contains(&Message::BombExplodes), "{told:?}");
    assert!(!told.iter().any(|m| matches!(
        m,
        Message::BlastHitsYou { .. } | Message::BlastHits { .. } | Message::BlastDestroysSpawner
    )));
    // Standing on it with 10 health: the blast kills.
    let mut g = hall("Mimic");
    set_bomb(&mut g);
    for _ in 0..3 {
        g.apply(Command::Wait);
    }
    assert!(said(&g).contains(&Message::KilledByBlast));
    assert!(g.is_over());
}

#[test]
fn a_lit_bomb_survives_save_and_load() {
    let mut g = hall("Troll");
    set_bomb(&mut g);
    g.apply(Command::Wait);
    let record = g.to_record();
    let text = serde_json::to_string(&record).expect("a record writes");
    assert!(text.contains("\"fuse\":2"), "the fuse is saved");
    let mut restored = Game::from_record(&record).expect("the save loads");
    assert_eq!(restored.checksum(), g.checksum());
    assert_eq!(bombs(&restored)[0]["fuse"], 2);
    restored.apply(Command::Wait);
    restored.apply(Command::Wait);
    assert!(said(&restored).contains(&Message::BombExplodes));
    // A game without fuses writes as before: no word of them.
    let plain = serde_json::to_string(&hall("Troll").to_record()).expect("writes");
    assert!(!plain.contains("fuse"));
}

#[test]
fn shots_and_bombs_are_recorded_and_replayed_to_the_same_game() {
    use roguelike::game::{parse_replay, write_replay, Replay, ReplayPlayer};
    let text = "8 5\nW W W W W W W W\nW . . . . . . W\nW 1 . . 2 . . W\nW . . 3 . . . W\n\
        W W W W W W W W\nPlayer: {\"health\":10,\"max_health\":10,\"base_attack\":1,\
        \"base_armor\":1,\"experience\":0,\"level\":1,\"level_cost\":2,\
        \"inventory\":[\"Bow\",\"Arrow\",\"Bomb\",\"Wood\",null,null,null,null,null],\
        \"stacks\":[1,6,1,2,0,0,0,0,0],\"selected\":0,\"equipment\":[]}\n\
        1. Player\n2. Mob Troll\n3. Spawner\n";
    let source = WorldSource::File { name: "bow.txt".into(), text: text.into() };
    let mut g = build_game(&source, 5).expect("the world parses");
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 6, "{:?}", g.player.inventory.kinds());
    let mut replay = Replay::new(source, 5);
    let commands = [
        Command::Fire(Step::Straight(Direction::Right)),
        Command::Fire(Step::Diagonal(Diagonal::DownRight)),
        Command::Select(2),
        Command::UseSelected,
        Command::Move(Direction::Up),
        Command::Move(Direction::Up),
        Command::Wait,
        Command::Fire(Step::Straight(Direction::Right)),
    ];
    for command in commands {
        g.apply(command);
        replay.record(command, &g);
    }
    assert!(said(&g).contains(&Message::BombExplodes), "{:?}", said(&g));
    let written = write_replay(&replay);
    assert!(written.contains("fire_diagonal"), "diagonal shots are written as such");
    let mut player =
        ReplayPlayer::new(parse_replay(&written).expect("it reads back"), |s, seed| {
            build_game(s, seed).map_err(|e| e.join("; "))
        })
        .expect("it starts");
    player.play_to_end().expect("every checksum matches");
    assert_eq!(player.game().snapshot(), g.snapshot());
}

fn press(app: &mut roguelike::core::App, p: &mut roguelike::render::RecordingPainter, c: char) {
    use roguelike::core::{Event, Key, Modifiers};
    let code = match c {
        'f' => Key::F,
        'd' => Key::D,
        'n' => Key::N,
        'a'..='z' => Key::Letter(c.to_ascii_uppercase() as u8),
        '0'..='9' => Key::Digit(c as u8 - b'0'),
        _ => Key::Escape,
    };
    let typed = (c != '\u{1b}').then_some(c);
    app.dispatch(Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed }, p);
}

#[test]
fn f_asks_which_way_escape_cancels_and_a_direction_key_shoots() {
    let (mut app, mut p) = app_playing(corridor("Troll"));
    press(&mut app, &mut p, 'f');
    assert_eq!(app.snapshot()["asking"], "fire");
    press(&mut app, &mut p, '\u{1b}');
    let s = app.snapshot();
    assert_eq!((s["turn"].as_u64(), s.get("asking")), (Some(0), None), "cancelled, no turn");
    assert_eq!(s["screen"], "playing", "Escape closed the question, not the game");
    press(&mut app, &mut p, 'f');
    press(&mut app, &mut p, 'd');
    let s = app.snapshot();
    assert_eq!(s["turn"], 1);
    let said = s["messages"].as_array().expect("messages").iter().filter_map(|m| m.as_str());
    assert!(said.clone().any(|m| m.starts_with("The arrow hits the Troll for")), "{s}");
    // The path is drawn this turn: marks between the bow and the Troll.
    app.dispatch(roguelike::core::Event::Tick { now_ms: 32.0 }, &mut p);
    // With no bow, F says so and asks nothing.
    let (mut app, mut p) = app_playing(world(ROOM, &[(ItemKind::Arrow, 1)]));
    press(&mut app, &mut p, 'f');
    let s = app.snapshot();
    assert!(s.get("asking").is_none());
    assert!(s["refused"].as_str().is_some_and(|r| r.contains("no bow")), "{s}");
}

#[test]
fn i_builds_the_one_thing_possible_or_asks_which() {
    let (mut app, mut p) = app_playing(world(ROOM, &[(ItemKind::Wood, 1), (ItemKind::Arrow, 3)]));
    press(&mut app, &mut p, 'i');
    let s = app.snapshot();
    assert_eq!(s["turn"], 1, "the one thing possible is built at once");
    assert_eq!(s["inventory"]["slots"][0]["kind"], "Bow", "{s}");
    let both = [(ItemKind::Wood, 3), (ItemKind::Arrow, 3), (ItemKind::Key, 1)];
    let (mut app, mut p) = app_playing(world(ROOM, &both));
    press(&mut app, &mut p, 'i');
    let s = app.snapshot();
    assert_eq!(s["asking"], "build");
    assert_eq!(s["buildable"], serde_json::json!(["Bow", "Shield"]));
    press(&mut app, &mut p, '2');
    let s = app.snapshot();
    assert_eq!(s["turn"], 1);
    let said = s["messages"].as_array().expect("messages").iter().filter_map(|m| m.as_str());
    assert!(said.clone().any(|m| m == "You build a Shield from 2 Wood and a Key."), "{s}");
    let (mut app, mut p) = app_playing(world(ROOM, &[(ItemKind::Wood, 1)]));
    press(&mut app, &mut p, 'i');
    let s = app.snapshot();
    assert_eq!(s["turn"], 0);
    assert!(s["refused"].as_str().is_some_and(|r| r.starts_with("Nothing to build")), "{s}");
}
