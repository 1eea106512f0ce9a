//! The referee's answer: the DungeonResponse of spec §6.1 as JSON (the tick,
//! entities, inventory, buildables, every battle so far, the goal left and the
//! player's health), read off the engine's game; and the goal as the spec
//! writes it (`:exit AND (:treasure OR :enemies)`). The goal is the engine's
//! [`Goal`]; only its words are Dungeon Mania's: an exit in a conjunction
//! shows until the rest is met, since it has to be reached last.

use super::build::buildables;
use super::goal_condition::leaf_name;
use super::interact::is_interactable;
use super::map::Scene;
use super::names::item_name;
use super::state::{DungeonState, EntityId, ProgressKey};
use crate::game::{
    Battle, Coordinates, Game, GearUsed, Goal, KindRef, Message, ObjectId, Progress,
};
use serde_json::Value;

/// The type an entity shows in responses (`door_open` for an opened door).
pub fn type_name(kind: KindRef<'_>) -> &'static str {
    match kind {
        KindRef::Wall(_) => "wall",
        KindRef::Exit(_) => "exit",
        KindRef::Boulder(_) => "boulder",
        KindRef::Switch(_) => "switch",
        KindRef::Door(door) if door.is_open() => "door_open",
        KindRef::Door(_) => "door",
        KindRef::Portal(_) => "portal",
        KindRef::Spawner(_) => "zombie_toast_spawner",
        KindRef::Spider(_) => "spider",
        KindRef::ZombieToast(_) => "zombie_toast",
        KindRef::Mercenary(m) if m.is_assassin() => "assassin",
        KindRef::Mercenary(_) => "mercenary",
        KindRef::Hydra(_) => "hydra",
        KindRef::Item(item) => item_name(item.item_kind()),
        KindRef::LitBomb(_) => "bomb",
        KindRef::Wire(_) => "wire",
        KindRef::LightBulb(bulb) if bulb.is_lit() => "light_bulb_on",
        KindRef::LightBulb(_) => "light_bulb_off",
        KindRef::SwitchDoor(door) if door.is_open() => "switch_door_open",
        KindRef::SwitchDoor(_) => "switch_door",
        KindRef::TimeTravellingPortal(_) => "time_travelling_portal",
        KindRef::OlderPlayer(_) => "older_player",
        // Not kinds a dungeon file places.
        KindRef::Mob(_) => "mob",
        KindRef::Stairs(_) => "stairs",
        KindRef::Entrance(_) => "entrance",
        KindRef::Wormhole(_) => "wormhole",
        KindRef::LockedDoor(_) => "locked_door",
        KindRef::Spirit(_) => "spirit",
        KindRef::Swamp(_) => "swamp_tile",
    }
}

/// What the goal is judged on now, by the spec's rules: standing on an exit,
/// enemies killed and spawners left, treasure ever collected, switches
/// without a boulder.
pub fn progress(game: &Game, state: &DungeonState) -> Progress {
    // Kept between asks: a key and its frame ask half a dozen times.
    state.progress(progress_key(game, state), || progress_now(game, state))
}

/// What [`progress`] is worked out from.
pub fn progress_key(game: &Game, state: &DungeonState) -> ProgressKey {
    ProgressKey {
        revision: game.world().revision(),
        player: game.player.coordinates,
        alive: state.is_alive(),
        kills: game.run.kills,
        treasure: game.run.treasure,
    }
}

/// [`progress`], worked out afresh.
fn progress_now(game: &Game, state: &DungeonState) -> Progress {
    let scene = Scene { world: game.world(), state };
    let on_exit = state.is_alive()
        && scene.any_at(game.player.coordinates, |k| matches!(k, KindRef::Exit(_)));
    let spawners_left = state
        .actors(game.world())
        .into_iter()
        .filter(|&id| matches!(scene.kind(id), Some(KindRef::Spawner(_))))
        .count();
    // The state keeps its switches and their objects apart: this runs once
    // a change. A switch is on its own cell, so only a boulder there is
    // asked for, among the cell's objects (a boulder is never its wall): a
    // dungeon of 100,000 entities has 16,000 switches (issue 29).
    let world = game.world();
    let boulder = |object: &ObjectId| {
        matches!(world.get(*object).and_then(|o| o.kind()), Some(KindRef::Boulder(_)))
    };
    let switches_open = state
        .switch_objects()
        .filter(|&switch| {
            !world.get(switch).is_some_and(|s| world.ids_at(s.coordinates()).iter().any(boulder))
        })
        .count();
    Progress {
        on_exit,
        kills: game.run.kills,
        creatures_left: 0,
        spawners_left: u32::try_from(spawners_left).unwrap_or(u32::MAX),
        treasure: game.run.treasure,
        switches_open: u32::try_from(switches_open).unwrap_or(u32::MAX),
    }
}

/// The whole goal as the spec writes it (before the first tick, when no part
/// of it counts as met).
pub fn goal_text(goal: &Goal) -> String {
    unmet(goal, &|_| false, true).map(|(text, _)| text).unwrap_or_default()
}

/// What is left of the goal, as the spec writes it; empty when it is met.
pub fn goal_left(goal: &Goal, progress: &Progress) -> String {
    unmet(goal, &|leaf| leaf.is_met(progress), true).map(|(text, _)| text).unwrap_or_default()
}

/// Which basic goals are met.
type Met<'a> = dyn Fn(&Goal) -> bool + 'a;

/// Whether the goal holds, where an exit counts only if `exit_counts`.
fn holds(goal: &Goal, met: &Met<'_>, exit_counts: bool) -> bool {
    match goal {
        Goal::Exit => met(goal) && exit_counts,
        Goal::And(a, b) => {
            holds(a, met, exit_counts && holds_but_exit(b, met))
                && holds(b, met, exit_counts && holds_but_exit(a, met))
        }
        Goal::Or(a, b) => holds(a, met, exit_counts) || holds(b, met, exit_counts),
        leaf => met(leaf),
    }
}

/// Whether the goal holds if every exit were reached: the test of "the rest
/// of the conjunction is done".
fn holds_but_exit(goal: &Goal, met: &Met<'_>) -> bool {
    match goal {
        Goal::Exit => true,
        Goal::And(a, b) => holds_but_exit(a, met) && holds_but_exit(b, met),
        Goal::Or(a, b) => holds_but_exit(a, met) || holds_but_exit(b, met),
        leaf => met(leaf),
    }
}

/// The unmet part as text, and whether that text is compound (so needs
/// brackets inside another compound).
fn unmet(goal: &Goal, met: &Met<'_>, exit_counts: bool) -> Option<(String, bool)> {
    if holds(goal, met, exit_counts) {
        return None;
    }
    let (a, b, word, a_counts, b_counts) = match goal {
        Goal::And(a, b) => (
            a,
            b,
            "AND",
            exit_counts && holds_but_exit(b, met),
            exit_counts && holds_but_exit(a, met),
        ),
        Goal::Or(a, b) => (a, b, "OR", exit_counts, exit_counts),
        leaf => return Some((format!(":{}", leaf_name(leaf).unwrap_or_default()), false)),
    };
    match (unmet(a, met, a_counts), unmet(b, met, b_counts)) {
        (Some(left), Some(right)) => {
            Some((format!("{} {word} {}", bracketed(left), bracketed(right)), true))
        }
        (Some(one), None) | (None, Some(one)) => Some(one),
        (None, None) => None,
    }
}

fn bracketed((text, compound): (String, bool)) -> String {
    if compound {
        format!("({text})")
    } else {
        text
    }
}

/// Every battle so far, oldest first: the log's.
pub fn battles(game: &Game) -> impl Iterator<Item = &Battle> {
    game.log.all().iter().filter_map(|entry| match &entry.message {
        Message::Battle(battle) => Some(battle.as_ref()),
        _ => None,
    })
}

/// The response after the latest action.
pub fn response(game: &Game, state: &DungeonState) -> Value {
    let scene = Scene { world: game.world(), state };
    let row = |id: EntityId, type_name: &str, pos: Coordinates, interactable: bool| {
        crate::json_value!({"id": id.to_string(), "type": type_name, "x": pos.x, "y": pos.y,
               "interactable": interactable})
    };
    let mut rows: Vec<(EntityId, Value)> = state
        .entities()
        .filter_map(|(id, _)| {
            let (kind, pos) = (scene.kind(id)?, scene.pos(id)?);
            Some((id, row(id, type_name(kind), pos, is_interactable(kind))))
        })
        .collect();
    if state.is_alive() {
        let player = state.player_id;
        rows.push((player, row(player, "player", game.player.coordinates, false)));
    }
    crate::order::sort_by_key(&mut rows, |(id, _)| *id);
    let entities: Vec<Value> = rows.into_iter().map(|(_, row)| row).collect();
    let inventory: Vec<Value> = state
        .inventory
        .iter()
        .map(|i| crate::json_value!({"id": i.id.to_string(), "type": item_name(i.kind)}))
        .collect();
    let buildables: Vec<&str> = buildables(&scene).into_iter().map(item_name).collect();
    let battles: Vec<Value> = battles(game).map(battle_json).collect();
    crate::json_value!({
        "tick": game.turn,
        "entities": entities,
        "inventory": inventory,
        "buildables": buildables,
        "battles": battles,
        "goals": goals_text(game, state),
        "player": state.health.map(|h| crate::json_value!({"health": h.to_json()})),
    })
}

/// What is left of the goal, as the spec writes it; the whole goal at tick 0.
pub fn goals_text(game: &Game, state: &DungeonState) -> String {
    let Some(goal) = game.rules().goal.as_ref() else { return String::new() };
    if game.turn == 0 {
        goal_text(goal)
    } else {
        goal_left(goal, &progress(game, state))
    }
}

/// Whether the game is won now (never before the first tick).
pub fn is_won(game: &Game, state: &DungeonState) -> bool {
    game.turn > 0 && game.rules().goal.as_ref().is_some_and(|g| g.is_met(&progress(game, state)))
}

fn battle_json(battle: &Battle) -> Value {
    let gear =
        |g: &GearUsed| crate::json_value!({"id": g.id.to_string(), "type": item_name(g.item)});
    let rounds: Vec<Value> = battle
        .rounds
        .iter()
        .map(|r| {
            crate::json_value!({
                "delta_player_health": r.delta_player_health.to_json(),
                "delta_enemy_health": r.delta_enemy_health.to_json(),
                "weapons": r.weapons.iter().map(gear).collect::<Vec<_>>(),
            })
        })
        .collect();
    crate::json_value!({
        "enemy": battle.enemy.name(),
        "initial_player_health": battle.initial_player_health.to_json(),
        "initial_enemy_health": battle.initial_enemy_health.to_json(),
        "rounds": rounds,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn and(a: Goal, b: Goal) -> Goal {
        Goal::And(Box::new(a), Box::new(b))
    }

    fn or(a: Goal, b: Goal) -> Goal {
        Goal::Or(Box::new(a), Box::new(b))
    }

    #[test]
    fn goals_print_as_the_spec_writes_them() {
        let goal = and(Goal::Exit, or(Goal::Treasure(0), Goal::Enemies(Some(0))));
        assert_eq!(goal_text(&goal), ":exit AND (:treasure OR :enemies)", "nothing counts yet");
        let four =
            and(and(Goal::Exit, Goal::Treasure(1)), and(Goal::Boulders, Goal::Enemies(Some(2))));
        assert_eq!(goal_text(&four), "(:exit AND :treasure) AND (:boulders AND :enemies)");
    }

    #[test]
    fn met_parts_drop_out_and_an_exit_in_a_conjunction_waits_for_the_rest() {
        let goal = and(Goal::Exit, or(Goal::Treasure(1), Goal::Enemies(Some(1))));
        let none = Progress { spawners_left: 0, ..Progress::default() };
        let on_exit = Progress { on_exit: true, ..none };
        assert_eq!(goal_left(&goal, &on_exit), ":exit AND (:treasure OR :enemies)");
        assert!(!goal.is_met(&on_exit));
        let treasure = Progress { treasure: 1, ..none };
        assert_eq!(goal_left(&goal, &treasure), ":exit");
        let both = Progress { treasure: 1, on_exit: true, ..none };
        assert_eq!(goal_left(&goal, &both), "");
        assert!(goal.is_met(&both));
    }

    #[test]
    fn an_exit_on_its_own_or_in_a_disjunction_counts_at_once() {
        let on_exit = Progress { on_exit: true, ..Progress::default() };
        assert!(Goal::Exit.is_met(&on_exit));
        assert!(or(Goal::Exit, Goal::Boulders).is_met(&on_exit));
    }
}
