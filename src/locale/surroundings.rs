//! The words for the player's [`Surroundings`], read aloud by a screen
//! reader on a key: underfoot, health, what is in view and where, the walls
//! next to the player, the goal. Numbers are arguments of the phrases, so
//! each language words and orders them its own way.

use super::{name, phrase};
use crate::game::{Direction, Leads, Nearby, SeenThing, Surroundings};

/// The surroundings as one text of short sentences.
pub fn read_surroundings(s: &Surroundings) -> String {
    let mut sentences = Vec::new();
    let underfoot: Vec<String> = s
        .here
        .iter()
        .flat_map(|d| d.things.iter())
        .filter(|thing| !matches!(thing, SeenThing::Creature(_) | SeenThing::Effect { .. }))
        .map(thing_name)
        .collect();
    sentences.push(if underfoot.is_empty() {
        phrase("around_underfoot_floor", &[])
    } else {
        phrase("around_underfoot", &[("things", &underfoot.join(", "))])
    });
    sentences.push(phrase(
        "around_health",
        &[("health", &s.health.to_string()), ("max_health", &s.max_health.to_string())],
    ));
    if s.nearby.is_empty() {
        sentences.push(phrase("around_nothing_in_view", &[]));
    } else {
        let list: Vec<String> = s.nearby.iter().map(nearby).collect();
        sentences.push(phrase("around_in_view", &[("list", &list.join("; "))]));
    }
    if s.more > 0 {
        sentences.push(phrase("around_more", &[("n", &s.more.to_string())]));
    }
    if !s.walls.is_empty() {
        let walls: Vec<String> = s.walls.iter().map(|&d| direction(d)).collect();
        sentences.push(phrase("around_walls", &[("directions", &walls.join(", "))]));
    }
    match &s.goal {
        Some((goal, true, _)) => sentences.push(phrase("around_goal_met", &[("goal", goal)])),
        Some((goal, false, left)) => {
            sentences.push(phrase("around_goal", &[("goal", goal), ("left", left)]));
        }
        None => {}
    }
    sentences.join(" ")
}

/// One thing in view: what it is, where, and a creature's health.
fn nearby(n: &Nearby) -> String {
    let place = place(n.dx, n.dy);
    match &n.thing {
        SeenThing::Creature(facts) => phrase(
            "around_creature",
            &[
                ("creature", &name(facts.kind.name())),
                ("place", &place),
                ("health", &facts.health.to_string()),
                ("max_health", &facts.max_health.to_string()),
            ],
        ),
        thing => phrase("around_thing", &[("thing", &thing_name(thing)), ("place", &place)]),
    }
}

/// A thing's name in a list ("Sword", "stairs down").
fn thing_name(thing: &SeenThing) -> String {
    match thing {
        SeenThing::Item { kind } => name(kind.name()),
        SeenThing::Creature(facts) => name(facts.kind.name()),
        SeenThing::Stairs { leads: Leads::Down } => phrase("thing_stairs_down", &[]),
        SeenThing::Stairs { leads: Leads::Up } => phrase("thing_stairs_up", &[]),
        SeenThing::Exit => phrase("thing_exit", &[]),
        SeenThing::LockedDoor => phrase("thing_locked_door", &[]),
        SeenThing::Spirit => phrase("thing_spirit", &[]),
        SeenThing::Entrance => phrase("thing_entrance", &[]),
        SeenThing::Wormhole => phrase("thing_wormhole", &[]),
        SeenThing::Fixture { name: fixture } => name(&format!("dungeon_{fixture}")),
        SeenThing::Effect { potion, turns } => super::look::effect(*potion, *turns),
    }
}

/// Where an offset is: "2 cells east", "1 cell north and 3 cells west".
fn place(dx: i32, dy: i32) -> String {
    let across = (dx != 0)
        .then(|| steps(dx.unsigned_abs(), if dx > 0 { Direction::Right } else { Direction::Left }));
    let along = (dy != 0)
        .then(|| steps(dy.unsigned_abs(), if dy > 0 { Direction::Down } else { Direction::Up }));
    match (along, across) {
        (Some(first), Some(second)) => {
            phrase("place_both", &[("first", &first), ("second", &second)])
        }
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => phrase("place_here", &[]),
    }
}

fn steps(n: u32, d: Direction) -> String {
    let key = if n == 1 { "place_cells_one" } else { "place_cells_many" };
    phrase(key, &[("n", &n.to_string()), ("direction", &direction(d))])
}

/// A compass word: north is up the screen.
fn direction(d: Direction) -> String {
    phrase(
        match d {
            Direction::Up => "direction_north",
            Direction::Down => "direction_south",
            Direction::Left => "direction_west",
            Direction::Right => "direction_east",
        },
        &[],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{
        Coordinates, Creature, Description, DroppedItem, Game, GameWorld, ItemKind, MobKind,
        Player, Wall,
    };

    #[test]
    fn a_room_reads_underfoot_then_what_is_in_view_then_the_walls() {
        let mut world = GameWorld::new();
        let rows = ["#######", "#.....#", "#.....#", "#######"];
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).expect("walls");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 2), ItemKind::Sword)))
            .expect("sword");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 1), ItemKind::Shield)))
            .expect("shield");
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(3, 1), None)))
            .expect("robot");
        world
            .add(Box::new(Creature::new(MobKind::Ghost, Coordinates::new(5, 2), None)))
            .expect("ghost");
        let game = Game::new(world, Player::new(Coordinates::new(1, 1)), 3);
        assert_eq!(
            read_surroundings(&game.surroundings()),
            "You stand on: Shield. Your health: 10 of 10. In view: Robot 2 cells east, \
             10 of 10 health; Ghost 1 cell south and 4 cells east, 3 of 3 health; \
             Sword 1 cell south. Wall north, west."
        );
    }

    #[test]
    fn nothing_in_view_stairs_underfoot_and_more_than_the_list_holds() {
        let s = Surroundings {
            here: Some(Description {
                cell: Coordinates::ZERO,
                in_view: true,
                wall: false,
                player: true,
                things: vec![SeenThing::Stairs { leads: Leads::Down }],
            }),
            health: 3,
            max_health: 12,
            nearby: vec![],
            more: 0,
            walls: vec![],
            goal: Some(("treasure AND exit".into(), false, "find the treasure".into())),
        };
        assert_eq!(
            read_surroundings(&s),
            "You stand on: stairs down. Your health: 3 of 12. Nothing else in view. \
             Goal: treasure AND exit; find the treasure."
        );
        let crowded = Surroundings {
            here: None,
            nearby: vec![Nearby { dx: -1, dy: -2, thing: SeenThing::Exit }],
            more: 4,
            goal: Some(("exit".into(), true, String::new())),
            ..s
        };
        assert_eq!(
            read_surroundings(&crowded),
            "You stand on bare floor. Your health: 3 of 12. In view: the way out 2 cells \
             north and 1 cell west. 4 more further away. Goal met: exit."
        );
    }
}
