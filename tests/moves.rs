//! Diagonal steps (and the wall corners they may not cut), rest and travel,
//! played through real worlds written in the world file format.
#![cfg(not(target_arch = "wasm32"))]

use crate::page::app_playing;
use roguelike::content::Growth;
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_replay, write_replay, Command, Coordinates, Creature, Destination, Diagonal, Direction,
    Game, GameRng, Interruption, Leads, MobKind, Replay, ReplayPlayer, RestStop, Rester,
    TravelStop, Traveller,
};

fn game(text: &str) -> Game {
    build_game(&WorldSource::File { name: "moves.txt".into(), text: text.into() }, 3)
        .unwrap_or_else(|e| panic!("test world parses: {e:?}"))
}

/// A world drawn as rows of characters: `#` wall, `@` the player, `>` stairs
/// down, `<` stairs up, `E` the exit, `R` a Robot, `G` a Ghost, `s` a
/// Sword; anything else floor.
fn drawn(rows: &[&str]) -> Game {
    let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    let mut cells = String::new();
    let mut fillers = String::new();
    let mut next = 1;
    for row in rows {
        let mut line = Vec::new();
        for c in row.chars().chain(std::iter::repeat(' ')).take(width) {
            let filler = match c {
                '@' => Some("Player"),
                '>' => Some("Stairs Down"),
                '<' => Some("Stairs Up"),
                'E' => Some("Exit"),
                'R' => Some("Mob Robot"),
                'G' => Some("Mob Ghost"),
                's' => Some("Item Sword"),
                _ => None,
            };
            line.push(match (c, filler) {
                ('#', _) => "W".to_owned(),
                (_, Some(filler)) => {
                    fillers.push_str(&format!("{next}. {filler}\n"));
                    next += 1;
                    (next - 1).to_string()
                }
                _ => ".".to_owned(),
            });
        }
        cells.push_str(&line.join(" "));
        cells.push('\n');
    }
    // Stairs down lead to a second level, a room with the stairs up.
    let below = if rows.iter().any(|r| r.contains('>')) {
        "\nLevel\n3 3\nW W W\nW 1 W\nW W W\n1. Stairs Up\n"
    } else {
        ""
    };
    game(&format!("{width} {}\n{cells}{fillers}{below}", rows.len()))
}

fn at(game: &Game) -> (i32, i32) {
    (game.player.coordinates.x, game.player.coordinates.y)
}

#[test]
fn a_diagonal_step_moves_one_cell_each_way_and_takes_a_turn() {
    let mut g = drawn(&["#####", "#   #", "# @ #", "#   #", "#####"]);
    let start = at(&g);
    for (diagonal, (dx, dy)) in [
        (Diagonal::UpLeft, (-1, -1)),
        (Diagonal::DownRight, (1, 1)),
        (Diagonal::UpRight, (1, -1)),
        (Diagonal::DownLeft, (-1, 1)),
    ] {
        let turn = g.turn;
        assert!(g.apply(Command::Diagonal(diagonal)).took_turn, "{diagonal:?}");
        assert_eq!(at(&g), (start.0 + dx, start.1 + dy), "{diagonal:?}");
        assert_eq!(g.turn, turn + 1);
        assert!(g.apply(Command::Diagonal(opposite(diagonal))).took_turn);
        assert_eq!(at(&g), start);
    }
}

fn opposite(d: Diagonal) -> Diagonal {
    match d {
        Diagonal::UpLeft => Diagonal::DownRight,
        Diagonal::DownRight => Diagonal::UpLeft,
        Diagonal::UpRight => Diagonal::DownLeft,
        Diagonal::DownLeft => Diagonal::UpRight,
    }
}

#[test]
fn a_diagonal_step_never_cuts_a_wall_corner() {
    // The player stands below a wall's corner: up-right would pass between
    // the wall above and the open cell beside it.
    let mut g = drawn(&["#####", "# ###", "#@  #", "#   #", "#####"]);
    let start = at(&g);
    let report = g.apply(Command::Diagonal(Diagonal::UpRight));
    assert!(!report.took_turn, "the wall's corner stops it, as a wall does");
    assert_eq!((at(&g), g.turn), (start, 0));
    // With a wall on the other side only, it is still a corner.
    let mut g = drawn(&["#####", "#   #", "##@ #", "#   #", "#####"]);
    assert!(!g.apply(Command::Diagonal(Diagonal::DownLeft)).took_turn);
    assert!(!g.apply(Command::Diagonal(Diagonal::UpLeft)).took_turn);
    assert!(g.apply(Command::Diagonal(Diagonal::UpRight)).took_turn, "open on both sides");
    // Into a wall itself: no turn either.
    let mut g = drawn(&["###", "#@#", "###"]);
    for d in Diagonal::ALL {
        assert!(!g.apply(Command::Diagonal(d)).took_turn);
    }
}

#[test]
fn a_diagonal_step_into_a_creature_strikes_it() {
    let mut g = drawn(&["#####", "#  R#", "# @ #", "#   #", "#####"]);
    let report = g.apply(Command::Diagonal(Diagonal::UpRight));
    assert!(report.took_turn);
    assert_eq!(at(&g), (2, 2), "the player stays and fights");
    let said: Vec<String> =
        g.log.all().iter().map(|e| roguelike::locale::english(&e.message)).collect();
    assert!(said.iter().any(|m| m.contains("Robot")), "{said:?}");
}

#[test]
fn creatures_keep_to_the_four_directions() {
    // A Robot hunting the player from a diagonal steps straight: it never
    // lands diagonally next to where it was.
    let mut g = drawn(&["#######", "#     #", "#  @  #", "#     #", "#    R#", "#######"]);
    let robot = |g: &Game| {
        g.snapshot()["objects"]
            .as_array()
            .and_then(|objects| objects.iter().find(|o| o["kind"] == "Robot").cloned())
            .map(|o| {
                Coordinates::new(o["x"].as_i64().unwrap() as i32, o["y"].as_i64().unwrap() as i32)
            })
    };
    for _ in 0..4 {
        let before = robot(&g).expect("the robot lives");
        g.apply(Command::Wait);
        let after = robot(&g).expect("the robot lives");
        assert!(before.manhattan(after) <= 1, "{before} to {after}");
    }
}

fn hurt(g: &mut Game, by: i32) {
    g.player.growth = Some(Growth { attack: 1, armor: 0, health: 3, regeneration_turns: 5 });
    g.player.health -= by;
}

/// Plays a rest to its stop; the number of waits and why it stopped.
fn rest(g: &mut Game) -> (u32, RestStop) {
    let mut rester = match Rester::new(g) {
        Ok(rester) => rester,
        Err(stop) => return (0, stop),
    };
    let mut waits = 0;
    loop {
        match rester.next(g) {
            Ok(command) => {
                assert_eq!(command, Command::Wait);
                g.apply(command);
                waits += 1;
                assert!(waits < 10_000, "rests forever");
            }
            Err(stop) => return (waits, stop),
        }
    }
}

#[test]
fn rest_waits_until_healed() {
    let mut g = drawn(&["#####", "# @ #", "#####"]);
    hurt(&mut g, 3);
    let (waits, stop) = rest(&mut g);
    assert_eq!(stop, RestStop::Healed);
    assert_eq!(g.player.health, g.player.max_health);
    assert!((11..=15).contains(&waits), "three points at one per five turns: {waits}");
    assert_eq!(rest(&mut g), (0, RestStop::Healed), "nothing to heal");
}

#[test]
fn rest_stops_when_a_creature_comes_into_view() {
    let mut g = drawn(&["###########", "#@        #", "###########"]);
    hurt(&mut g, 5);
    let mut rester = Rester::new(&g).expect("nothing in view: it rests");
    for _ in 0..3 {
        let command = rester.next(&g).expect("still resting");
        g.apply(command);
    }
    g.world_mut()
        .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(8, 1), None)))
        .expect("a robot");
    g.apply(Command::Wait);
    assert_eq!(rester.next(&g), Err(RestStop::Interrupted(Interruption::Creature(MobKind::Robot))));
    assert!(g.player.health < g.player.max_health, "woken before healed");
    assert_eq!(
        Rester::new(&g).err(),
        Some(RestStop::Interrupted(Interruption::Creature(MobKind::Robot))),
        "no rest with a creature in view"
    );
}

#[test]
fn rest_stops_when_a_message_arrives() {
    // A Robot out of sight behind the wall hears the player resting and
    // comes round: the first message (its blow, or the player seeing it)
    // ends the rest, whichever comes first.
    let mut g = drawn(&["#######", "#@ #  #", "#  # R#", "#     #", "#######"]);
    hurt(&mut g, 8);
    let (_, stop) = rest(&mut g);
    assert!(
        matches!(
            stop,
            RestStop::Interrupted(
                Interruption::Creature(MobKind::Robot) | Interruption::Message | Interruption::Hurt
            )
        ),
        "{stop:?}"
    );
    assert!(g.player.health < g.player.max_health);
}

/// Plays a journey to its stop; the steps taken and why it stopped.
fn travel(g: &mut Game, to: Destination) -> (u32, TravelStop) {
    let mut traveller = match Traveller::new(g, to) {
        Ok(traveller) => traveller,
        Err(stop) => return (0, stop),
    };
    let mut steps = 0;
    loop {
        match traveller.next(g) {
            Ok(command) => {
                assert!(g.apply(command).took_turn, "{command:?} went nowhere");
                steps += 1;
                assert!(steps < 1_000, "travels forever");
            }
            Err(stop) => return (steps, stop),
        }
    }
}

#[test]
fn travel_reaches_the_stairs_by_the_shortest_way_with_diagonals() {
    let mut g = drawn(&[
        "##########",
        "#@       #",
        "#        #",
        "#        #",
        "#       >#",
        "##########",
    ]);
    let (steps, stop) = travel(&mut g, Destination::Stairs(Leads::Down));
    assert_eq!(stop, TravelStop::Arrived);
    assert_eq!(at(&g), (8, 4));
    assert_eq!(steps, 7, "three diagonals and four straight steps");
    assert!(g.apply(Command::Travel(Leads::Down)).took_turn, "standing on them, > takes them");
}

#[test]
fn travel_goes_round_wall_corners_it_may_not_cut() {
    // The stairs lie two diagonal steps away, the second past a wall's end:
    // that diagonal would cut its corner, so the way goes round it.
    let mut g = drawn(&["######", "#  @ #", "##   #", "#>   #", "######"]);
    let (steps, stop) = travel(&mut g, Destination::Stairs(Leads::Down));
    assert_eq!(stop, TravelStop::Arrived);
    assert_eq!((at(&g), steps), ((1, 3), 3));
}

#[test]
fn travel_knows_only_what_the_player_has_seen() {
    // Stairs round a corner, never seen.
    let mut g = drawn(&[
        "###########",
        "#@        #",
        "######### #",
        "######### #",
        "#>        #",
        "###########",
    ]);
    assert_eq!(
        travel(&mut g, Destination::Stairs(Leads::Down)),
        (0, TravelStop::NothingKnown(Leads::Down))
    );
    assert_eq!(
        travel(&mut g, Destination::Cell(Coordinates::new(1, 4))),
        (0, TravelStop::NoWay),
        "an unknown cell is no destination"
    );
}

#[test]
fn travel_up_from_the_first_level_goes_to_the_exit() {
    let mut g = drawn(&["#######", "#E    #", "#    @#", "#######"]);
    let (steps, stop) = travel(&mut g, Destination::Stairs(Leads::Up));
    assert_eq!(stop, TravelStop::Arrived);
    assert_eq!((at(&g), steps), ((1, 1), 4));
}

#[test]
fn travel_stops_when_a_creature_comes_into_view() {
    let mut g = drawn(&["##############", "#@           #", "##############"]);
    let mut traveller =
        Traveller::new(&g, Destination::Cell(Coordinates::new(10, 1))).expect("a way");
    g.apply(traveller.next(&g).expect("a step"));
    g.world_mut()
        .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(9, 1), None)))
        .expect("a robot");
    g.apply(Command::Wait);
    assert_eq!(
        traveller.next(&g),
        Err(TravelStop::Interrupted(Interruption::Creature(MobKind::Robot)))
    );
}

#[test]
fn travel_passes_items_it_saw_setting_off_and_never_walks_into_a_creature() {
    let mut g = drawn(&["##########", "#@   s   #", "##########"]);
    // The sword was in view when it set off: no stop for it.
    let (_, stop) = travel(&mut g, Destination::Cell(Coordinates::new(8, 1)));
    assert_eq!(stop, TravelStop::Arrived);
    let mut g = drawn(&["#####", "#@R #", "#####"]);
    assert_eq!(travel(&mut g, Destination::Cell(Coordinates::new(3, 1))), (0, TravelStop::NoWay));
}

#[test]
fn diagonal_steps_are_recorded_and_replayed() {
    let source = WorldSource::descent(7);
    let mut g = build_game(&source, 7).expect("the run builds");
    let mut replay = Replay::new(source, 7);
    let mut keys = GameRng::new(7, 78);
    let mut diagonals = 0;
    for _ in 0..300 {
        let command = match keys.below(3) {
            0 => Command::Move(Direction::ALL[keys.below(4) as usize]),
            _ => Command::Diagonal(Diagonal::ALL[keys.below(4) as usize]),
        };
        let took_turn = g.apply(command).took_turn;
        diagonals += u32::from(took_turn && matches!(command, Command::Diagonal(_)));
        replay.record(command, &g);
        if g.is_over() {
            break;
        }
    }
    assert!(diagonals > 20, "{diagonals} diagonal steps taken");
    let text = write_replay(&replay);
    assert!(text.contains("\"diagonal\""), "diagonals are written as such");
    let mut player = ReplayPlayer::new(parse_replay(&text).expect("it reads back"), |s, seed| {
        build_game(s, seed).map_err(|e| e.join("; "))
    })
    .expect("it starts");
    player.play_to_end().expect("every checksum matches");
    assert_eq!(player.game().snapshot(), g.snapshot());
}

#[test]
fn hover_names_a_cell_and_a_click_travels_there_step_by_step() {
    use roguelike::core::Event;
    let g = drawn(&["##########", "#@       #", "#        #", "#    s   #", "##########"]);
    let (mut app, mut painter) = app_playing(g);
    let (x, y) = app.cell_point(Coordinates::new(5, 3)).expect("the world is drawn");
    app.dispatch(Event::PointerMoved { css_x: x, css_y: y }, &mut painter);
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut painter);
    let hover = app.snapshot()["hover"].as_str().unwrap_or_default().to_owned();
    assert!(hover.contains("Sword"), "{hover}");
    app.dispatch(Event::PointerLeft, &mut painter);
    app.dispatch(Event::Tick { now_ms: 48.0 }, &mut painter);
    assert!(app.snapshot().get("hover").is_none(), "nothing named once the mouse left");

    let (x, y) = app.cell_point(Coordinates::new(8, 3)).expect("drawn");
    app.dispatch(Event::PointerPressed { css_x: x, css_y: y }, &mut painter);
    assert_eq!(app.snapshot()["exploring"], true, "the click started a journey");
    let mut now = 48.0;
    while app.snapshot()["exploring"] == true && now < 10_000.0 {
        now += 16.0;
        app.dispatch(Event::Tick { now_ms: now }, &mut painter);
    }
    let s = app.snapshot();
    assert_eq!((s["player"]["x"].as_i64(), s["player"]["y"].as_i64()), (Some(8), Some(3)));
    assert_eq!(s["turn"], 7, "a step a turn, by the shortest way");
    assert!(now > 48.0 + 16.0 * 6.0, "step by step, not at once");

    // The wheel turned up opens the messages; turned down there, it scrolls.
    app.dispatch(Event::Wheel { lines: -1 }, &mut painter);
    assert_eq!(app.snapshot()["screen"], "messages");
}

#[test]
fn rest_plays_many_waits_a_frame_and_a_key_stops_it() {
    use roguelike::core::{Event, Key, Modifiers};
    let mut g = drawn(&["#####", "# @ #", "#####"]);
    hurt(&mut g, 4);
    let (mut app, mut painter) = app_playing(g);
    let z = Event::KeyDown {
        code: Key::Letter(b'Z'),
        repeat: false,
        modifiers: Modifiers::default(),
        typed: Some('z'),
    };
    app.dispatch(z.clone(), &mut painter);
    assert_eq!(app.snapshot()["exploring"], true);
    app.dispatch(Event::Tick { now_ms: 32.0 }, &mut painter);
    let turn = app.snapshot()["turn"].as_u64().expect("a turn");
    assert!(turn >= 5, "several waits in one frame: {turn}");
    let dot = Event::KeyDown {
        code: Key::Period,
        repeat: false,
        modifiers: Modifiers::default(),
        typed: Some('.'),
    };
    app.dispatch(dot, &mut painter);
    let s = app.snapshot();
    assert!(s.get("exploring").is_none(), "the key stopped it");
    assert_eq!(s["turn"].as_u64(), Some(turn), "and did nothing else");
}
