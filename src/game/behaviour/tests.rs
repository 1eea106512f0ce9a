//! Tests across all models: saved-game records, cloning, and determinism.

use super::test_support::{apply, senses};
use super::*;
use crate::game::{CharMap, Coordinates, GameRng};

/// A small arena: a room with a pillar, open ground around it.
const ARENA: &str = "\
##########
#........#
#..##....#
#..##....#
#........#
##########";

/// Every model kind, including decorators nested in each other, fresh.
fn fresh_models() -> Vec<Box<dyn BehaviourModel>> {
    vec![
        Box::new(Aggressive),
        Box::new(Chaotic),
        Box::new(Cowardly),
        Box::new(Passive),
        ghost_model(),
        mimic_model(),
        robot_model(),
        wizard_model(),
        confuse(robot_model(), 3),
        confuse(ghost_model(), 1),
        Box::new(Temporal::new(Box::new(Cowardly), 2, confuse(wizard_model(), 1))),
        Box::new(AvoidWalls::new(Box::new(EnhancedAggressive::unaware()))),
    ]
}

/// Models caught mid-state: after turns of contact, a trail, low health, or
/// part-way through a confusion.
fn mid_state_models() -> Vec<Box<dyn BehaviourModel>> {
    let map = CharMap::parse(ARENA);
    let mut rng = GameRng::new(77, 0);
    let me = Coordinates::new(6, 2);
    let player = Coordinates::new(7, 4);
    let seen = senses(&map, me, player, true);
    let dying = Senses { health: 1, player_attack: 5, ..seen };
    let lost = senses(&map, me, Coordinates::new(40, 40), false);

    let mut out = vec![];
    let mut hunter: Box<dyn BehaviourModel> = Box::new(EnhancedAggressive::unaware());
    take_turn(&mut hunter, &seen, &mut rng);
    out.push(hunter.clone());
    take_turn(&mut hunter, &lost, &mut rng);
    assert_eq!(hunter.state_name(), "hunter:was-visible");
    out.push(hunter);

    let mut robot = robot_model();
    take_turn(&mut robot, &seen, &mut rng);
    assert_eq!(robot.state_name(), "clever:calm/hunter:visible");
    out.push(robot.clone());
    take_turn(&mut robot, &dying, &mut rng);
    assert_eq!(robot.state_name(), "clever:fleeing");
    out.push(robot);

    let mut confused = confuse(robot_model(), 3);
    take_turn(&mut confused, &seen, &mut rng);
    let BehaviourRecord::Temporal { turns_left, .. } = confused.to_record() else {
        panic!("three turns of confusion are not over after one")
    };
    assert_eq!(turns_left, 2);
    out.push(confused);

    out.push(Box::new(EnhancedAggressive::in_state(HuntState::PlayerNearly, Some(player))));
    out
}

#[test]
fn every_record_round_trips_through_from_record_and_json() {
    for model in fresh_models().into_iter().chain(mid_state_models()) {
        let record = model.to_record();
        assert_eq!(from_record(&record).to_record(), record);
        let json = serde_json::to_string(&record).expect("records serialise");
        let back: BehaviourRecord = crate::json::from_str(&json).expect("and deserialise");
        assert_eq!(back, record, "{json}");
        assert_eq!(from_record(&back).state_name(), model.state_name());
    }
}

#[test]
fn a_record_reads_as_documented() {
    let json = r#"{"model":"clever","state":"fleeing","inner":
        {"model":"enhanced_aggressive","state":"player_was_visible","last_known":{"x":3,"y":-2}}}"#;
    let record: BehaviourRecord = crate::json::from_str(json).expect("a valid record");
    let model = from_record(&record);
    assert_eq!(model.state_name(), "clever:fleeing");
    let bad = r#"{"model":"clever","state":"sleepy","inner":{"model":"passive"}}"#;
    assert!(crate::json::from_str::<BehaviourRecord>(bad).is_err());
}

/// Plays `model` for `turns` turns in the arena against a player who walks in a
/// square, applying its actions as the world would; returns the actions.
fn play(mut model: Box<dyn BehaviourModel>, seed: u64, turns: usize) -> Vec<Action> {
    let map = CharMap::parse(ARENA);
    let mut rng = GameRng::new(seed, 9);
    let mut me = Coordinates::new(2, 1);
    let path = [(7, 1), (8, 1), (8, 2), (8, 3), (8, 4), (7, 4), (6, 4), (6, 3)];
    let mut actions = vec![];
    for turn in 0..turns {
        let (x, y) = path[turn % path.len()];
        let player = Coordinates::new(x, y);
        let sees = crate::game::line_of_sight(&map, me, player);
        let now = Senses {
            health: 3 + (turn % 5) as i32,
            player_attack: 5,
            ..senses(&map, me, player, sees)
        };
        let action = take_turn(&mut model, &now, &mut rng);
        me = apply(&now, action);
        actions.push(action);
    }
    actions
}

#[test]
fn same_seed_same_actions() {
    for make in [robot_model, ghost_model, wizard_model] {
        assert_eq!(play(make(), 5, 60), play(make(), 5, 60));
    }
    let confused = || confuse(Box::new(Chaotic), 100);
    let a = play(confused(), 5, 60);
    assert_eq!(a, play(confused(), 5, 60));
    assert_ne!(a, play(confused(), 6, 60), "the seed matters to a random walk");
}

#[test]
fn a_model_rebuilt_from_its_record_behaves_the_same() {
    for model in fresh_models().into_iter().chain(mid_state_models()) {
        let rebuilt = from_record(&model.to_record());
        assert_eq!(play(model, 21, 30), play(rebuilt, 21, 30));
    }
}

#[test]
fn clones_are_independent() {
    let map = CharMap::parse(ARENA);
    let mut rng = GameRng::new(1, 1);
    let original = robot_model();
    let mut copy = original.clone();
    let seen = senses(&map, Coordinates::new(2, 1), Coordinates::new(5, 1), true);
    take_turn(&mut copy, &seen, &mut rng);
    assert_eq!(copy.state_name(), "clever:calm/hunter:visible");
    assert_eq!(original.state_name(), "clever:calm/hunter:unaware");
}

#[test]
fn a_confused_robot_resumes_hunting_where_it_left_off() {
    let map = CharMap::parse(ARENA);
    let mut rng = GameRng::new(3, 1);
    let seen = senses(&map, Coordinates::new(2, 1), Coordinates::new(5, 1), true);
    let mut robot = robot_model();
    take_turn(&mut robot, &seen, &mut rng);
    let mut confused = confuse(robot, 1);
    assert_eq!(confused.state_name(), "confused");
    take_turn(&mut confused, &seen, &mut rng);
    assert_eq!(confused.state_name(), "clever:calm/hunter:visible");
}
