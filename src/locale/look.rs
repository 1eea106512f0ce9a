//! The words for a looked-at cell: a [`Description`] as lines of text.

use super::{phrase, phrase_with, Arg};
use crate::game::{CreatureFacts, Description, ItemKind, Leads, SeenThing};

/// What the player knows of a cell, in lines: each thing on it (for a
/// creature its numbers and how many blows each side needs), the player,
/// the ground when nothing else is there, and a note when the cell is only
/// remembered. `None` (a cell never seen) is one line saying so.
pub fn describe(description: Option<&Description>) -> Vec<String> {
    let Some(d) = description else { return vec![phrase("look_unknown", &[])] };
    let mut lines = Vec::new();
    for thing in &d.things {
        match thing {
            SeenThing::Item { kind } => {
                lines.push(phrase_with("look_item", &[("item", Arg::Name(kind.name()))]));
            }
            SeenThing::Stairs { leads: Leads::Down } => lines.push(phrase("look_stairs_down", &[])),
            SeenThing::Stairs { leads: Leads::Up } => lines.push(phrase("look_stairs_up", &[])),
            SeenThing::Exit => lines.push(phrase("look_exit", &[])),
            SeenThing::LockedDoor => lines.push(phrase("look_locked_door", &[])),
            SeenThing::Spirit => lines.push(phrase("look_spirit", &[])),
            SeenThing::Entrance => lines.push(phrase("look_entrance", &[])),
            SeenThing::Wormhole => lines.push(phrase("look_wormhole", &[])),
            SeenThing::Creature(facts) => lines.extend(creature(facts)),
            SeenThing::Fixture { name } => {
                let key = format!("dungeon_{name}");
                lines.push(phrase_with("look_fixture", &[("thing", Arg::Name(&key))]));
            }
            SeenThing::Effect { .. } => {}
        }
    }
    if d.player {
        lines.push(phrase("look_you", &[]));
    }
    // What works on the player, after the player.
    for thing in &d.things {
        if let SeenThing::Effect { potion, turns } = thing {
            lines.push(effect(*potion, *turns));
        }
    }
    if lines.is_empty() {
        lines.push(phrase(if d.wall { "look_wall" } else { "look_floor" }, &[]));
    }
    if !d.in_view {
        lines.push(phrase("look_remembered", &[]));
    }
    lines
}

/// A potion at work on the player and its turns left.
pub fn effect(potion: ItemKind, turns: u32) -> String {
    let key = match potion {
        ItemKind::InvincibilityPotion => "look_invincible",
        _ => "look_invisible",
    };
    phrase_with(key, &[("turns", turns.into())])
}

/// A creature's numbers, the fight, and what it is up to: fleeing,
/// healing (or how it heals), a copy worth nothing.
fn creature(facts: &CreatureFacts) -> Vec<String> {
    let numbers = phrase_with(
        "look_creature",
        &[
            ("creature", Arg::Name(facts.kind.name())),
            ("health", facts.health.into()),
            ("max_health", facts.max_health.into()),
            ("attack", facts.attack.into()),
            ("armor", facts.armor.into()),
        ],
    );
    if facts.ally {
        return vec![numbers, phrase("look_ally", &[])];
    }
    let mine = match facts.blows_to_kill {
        Some(n) => phrase("look_you_kill", &[("blows", &blows(n))]),
        None => phrase("look_you_never", &[]),
    };
    let theirs = match facts.blows_to_die {
        Some(n) => phrase("look_it_kills", &[("blows", &blows(n))]),
        None => phrase("look_it_never", &[]),
    };
    let mut lines = vec![numbers, format!("{mine} {theirs}")];
    let regeneration = [("n", facts.regeneration.into())];
    if facts.fleeing {
        lines.push(phrase("look_fleeing", &[]));
    } else if facts.healing {
        lines.push(phrase_with("look_healing", &regeneration));
    } else if facts.regeneration > 0 {
        lines.push(phrase_with("look_heals_when_left", &regeneration));
    }
    if facts.copy {
        lines.push(phrase("look_copy", &[]));
    }
    lines
}

fn blows(n: u32) -> String {
    phrase_with("blows", &[("n", n.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Coordinates, ItemKind, MobKind};

    #[test]
    fn a_creature_reads_with_its_numbers_and_blows() {
        let d = Description {
            cell: Coordinates::ZERO,
            in_view: true,
            wall: false,
            player: false,
            things: vec![
                SeenThing::Item { kind: ItemKind::GoldenApple },
                SeenThing::Creature(CreatureFacts {
                    kind: MobKind::Robot,
                    health: 7,
                    max_health: 10,
                    attack: 5,
                    armor: 2,
                    blows_to_kill: Some(1),
                    blows_to_die: None,
                    regeneration: 0,
                    fleeing: false,
                    healing: false,
                    copy: false,
                    ally: false,
                }),
            ],
        };
        assert_eq!(
            describe(Some(&d)),
            [
                "A Golden Apple lies here.",
                "A Robot: health 7 / 10, attack 5, armor 2.",
                "You kill it in 1 blow. Its blows cannot hurt you.",
            ]
        );
        assert_eq!(describe(None), ["You have never seen this place."]);
        let remembered = Description { in_view: false, wall: true, things: vec![], ..d };
        assert_eq!(
            describe(Some(&remembered)),
            ["A wall.", "Remembered from before: creatures may have moved."]
        );
    }
}
