//! What a dungeon shows on the common play screen beyond each kind's look,
//! through the engine's appearances (as its own screen once drew it): a
//! shut door's key and a key's door, a portal's colour, a pressed switch, an
//! open door, an ally, a lit bomb and the player faded while invisible.

use super::support::*;
use crate::dungeon::Dungeon;
use crate::game::{Appearance, Coordinates, Figure, Hue, Layer};

/// The appearances on a cell, bottom first.
fn things(d: &Dungeon, x: i32, y: i32) -> Vec<Appearance> {
    d.game().cell_view(Coordinates::new(x, y)).map(|view| view.things).unwrap_or_default()
}

fn labels(d: &Dungeon, x: i32, y: i32) -> Vec<String> {
    things(d, x, y).iter().filter_map(|a| a.label).map(|l| l.to_string()).collect()
}

#[test]
fn doors_and_keys_show_their_number_and_portals_their_colour() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "key", "x": 1, "y": 0, "key": 2},
            {"type": "door", "x": 2, "y": 0, "key": 2}, {"type": "door", "x": 0, "y": 1, "key": 1},
            {"type": "portal", "x": 0, "y": -2, "colour": "RED"},
            {"type": "portal", "x": -2, "y": 0, "colour": "RED"},
            {"type": "portal", "x": 1, "y": -2, "colour": "blue"},
            {"type": "portal", "x": -2, "y": -1, "colour": "blue"}]"#,
    );
    assert_eq!(labels(&d, 1, 0), ["2"], "the key");
    assert_eq!(labels(&d, 2, 0), ["2"], "its door");
    assert_eq!(labels(&d, 0, 1), ["1"], "the other door");
    let hue = |x, y| things(&d, x, y).iter().find_map(|a| a.hue);
    assert_eq!((hue(0, -2), hue(-2, 0)), (Some(Hue::Red), Some(Hue::Red)), "a pair");
    assert_eq!(hue(1, -2), Some(Hue::Blue));
    play(&mut d, "right, right");
    let door = things(&d, 2, 0);
    assert_eq!(door[0].figure, Figure::Door { open: true });
    assert_eq!(door[0].label, None, "an open door no longer says which key");
}

#[test]
fn a_switch_under_a_boulder_shows_pressed() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "boulder", "x": 1, "y": 0},
            {"type": "switch", "x": 2, "y": 0}]"#,
    );
    // The boulder hides the switch from sight until it is pushed on.
    play(&mut d, "down, right, right");
    let switch = |d: &Dungeon| things(d, 2, 0)[0].figure;
    assert_eq!(switch(&d), Figure::Switch { pressed: false });
    play(&mut d, "left, left, up, right");
    assert_eq!(switch(&d), Figure::Switch { pressed: true });
}

#[test]
fn an_ally_a_lit_bomb_and_an_invisible_player_show_it() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "invisibility_potion", "x": 2, "y": 0}, {"type": "bomb", "x": 3, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "wall", "x": 2, "y": -1},
            {"type": "wall", "x": 3, "y": -1}, {"type": "mercenary", "x": 9, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("bribe_radius", 9.0)]),
    );
    // The mercenary's cell and how it looks there.
    let mercenary = |d: &Dungeon| {
        let world = d.game().world();
        let mut all = world.objects().map(|(_, o)| (o.coordinates(), o.appearance()));
        let at = all.find(|(_, a)| matches!(a.figure, Figure::Mercenary { .. })).map(|(at, _)| at);
        let at = at.expect("the mercenary");
        let seen = things(d, at.x, at.y).into_iter().find(|a| a.layer == Layer::Creature);
        (at, seen.expect("in view"))
    };
    assert!(!mercenary(&d).1.ally);
    play(&mut d, "right");
    let (at, _) = mercenary(&d);
    play(&mut d, &format!("interact:{};{}", at.x, at.y));
    assert!(mercenary(&d).1.ally, "bribed");
    assert!(!d.game().player_appearance().translucent);
    play(&mut d, "right, right, use:invisibility_potion");
    assert!(d.game().player_appearance().translucent, "faded while invisible");
    play(&mut d, "use:bomb");
    let bomb = d.game().player.coordinates;
    assert!(things(&d, bomb.x, bomb.y).iter().any(|a| a.figure == Figure::LitBomb));
}
