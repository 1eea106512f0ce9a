//! `Creature`: the game's mobs — Ghost, Mimic, Robot, Wizard and any kind the
//! content table adds. One type for all: each kind's numbers, behaviour model
//! and abilities (passing walls, splitting when hurt, disguise) are data in
//! `assets/content.json`.

use super::appearance::{Appearance, Figure, Layer};
use super::behaviour::{self, Action, BehaviourModel, Senses};
use super::combat::{fight, shoot, Combatant, FightReport};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::kind::{ItemKind, MobKind};
use super::limits;
use super::message::Message;
use super::mob::Mob;
use super::object::{
    ActionContext, Actor, Blocking, Effect, GameObject, Spawn, TouchOutcome, Trigger, TurnInput,
};
use super::record::{KindMut, KindRef, ObjectRecord};
use super::rng::GameRng;
use crate::content::{Content, MobStats};
use serde::{Serialize, Serializer};

/// A hostile creature.
#[derive(Debug, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Creature {
    kind: MobKind,
    at: Coordinates,
    health: i32,
    /// The item it pretends to be until it is hit (creatures with the
    /// disguise ability).
    #[serde(default)]
    disguise: Option<ItemKind>,
    /// Its behaviour model, saved as a [`BehaviourRecord`].
    #[serde(serialize_with = "save_model")]
    #[to_json(write = "write_model")]
    #[json(read = "read_model")]
    behaviour: Box<dyn BehaviourModel>,
    /// Turns left before it may heal again: each blow of the player's starts
    /// them anew, so a creature being fought never out-heals the player.
    #[serde(default, skip_serializing_if = "is_zero")]
    respite: u32,
    /// It healed on its last turn (the player is told once when it starts).
    #[serde(default, skip_serializing_if = "is_false")]
    healing: bool,
    /// A copy made by splitting: killing it gives no experience, so a
    /// splitting creature is no well of free experience.
    #[serde(default, skip_serializing_if = "is_false")]
    copy: bool,
    /// The player was told their blows cannot hurt it (said once).
    #[serde(default, skip_serializing_if = "is_false")]
    told_too_strong: bool,
    /// Bribed onto the player's side (a descent Mercenary): it follows the
    /// player and strikes the creatures beside it instead of hunting
    /// (saved only when true, so every earlier save reads as it was).
    #[serde(default, skip_serializing_if = "is_false")]
    ally: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

// serde hands `serialize_with` a reference to the field, here a box.
#[allow(clippy::borrowed_box)]
fn save_model<S: Serializer>(
    model: &Box<dyn BehaviourModel>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    model.to_record().serialize(serializer)
}

// The same for our own writer.
#[allow(clippy::borrowed_box)]
fn write_model(model: &Box<dyn BehaviourModel>, w: &mut crate::json::Writer) {
    crate::json::ToJson::to_json(&model.to_record(), w);
}

fn read_model(node: &crate::json::Node) -> Result<Box<dyn BehaviourModel>, crate::json::Error> {
    crate::json::FromJson::from_json(node).map(|record| behaviour::from_record(&record))
}

impl Clone for Creature {
    fn clone(&self) -> Self {
        Creature {
            kind: self.kind,
            at: self.at,
            health: self.health,
            disguise: self.disguise,
            behaviour: self.behaviour.clone_model(),
            respite: self.respite,
            healing: self.healing,
            copy: self.copy,
            told_too_strong: self.told_too_strong,
            ally: self.ally,
        }
    }
}

impl PartialEq for Creature {
    fn eq(&self, other: &Self) -> bool {
        (self.kind, self.at, self.health, self.disguise)
            == (other.kind, other.at, other.health, other.disguise)
            && (self.respite, self.healing, self.copy, self.told_too_strong, self.ally)
                == (other.respite, other.healing, other.copy, other.told_too_strong, other.ally)
            && self.behaviour.to_record() == other.behaviour.to_record()
    }
}

impl Creature {
    /// A new creature of `kind` at `at`, with its kind's behaviour. One with
    /// the disguise ability looks like `disguise` (a Golden Apple if none is
    /// given) until it is hit.
    pub fn new(kind: MobKind, at: Coordinates, disguise: Option<ItemKind>) -> Creature {
        let stats = Content::get().mob(kind);
        let disguise = stats.abilities.disguise.then(|| disguise.unwrap_or(ItemKind::GoldenApple));
        Creature {
            kind,
            at,
            health: stats.health,
            disguise,
            behaviour: behaviour::for_temperament(stats.temperament),
            respite: 0,
            healing: false,
            copy: false,
            told_too_strong: false,
            ally: false,
        }
    }

    /// The kind's numbers (not saved: they come from the content table).
    fn stats(&self) -> MobStats {
        Content::get().mob(self.kind)
    }

    /// The same creature found out: it no longer looks like an item (a world
    /// file's `Mob Mimic Revealed`).
    pub fn revealed(self) -> Creature {
        Creature { disguise: None, ..self }
    }

    /// The same creature with `health` left (a world file's `hp=`).
    pub fn with_health(self, health: i32) -> Creature {
        Creature { health, ..self }
    }

    /// The same creature minding `behaviour` (a world file's `mind=`).
    pub fn with_behaviour(self, behaviour: Box<dyn BehaviourModel>) -> Creature {
        Creature { behaviour, ..self }
    }

    /// What creature it is.
    pub fn kind(&self) -> MobKind {
        self.kind
    }

    /// Whether it was bribed onto the player's side.
    pub fn is_ally(&self) -> bool {
        self.ally
    }

    /// Takes the player's side for good (a bribe paid).
    pub fn befriend(&mut self) {
        self.ally = true;
    }

    /// The same creature on the player's side (a world file's `ally`).
    pub fn allied(self) -> Creature {
        Creature { ally: true, ..self }
    }

    /// Its health now.
    pub fn health_now(&self) -> i32 {
        self.health
    }

    /// The item it still pretends to be; `None` once it was hit.
    pub fn disguise(&self) -> Option<ItemKind> {
        self.disguise
    }

    /// The behaviour model (for the debug overlay).
    pub fn behaviour(&self) -> &dyn BehaviourModel {
        self.behaviour.as_ref()
    }

    /// Whether it is running for its life.
    pub fn is_fleeing(&self) -> bool {
        self.behaviour.is_fleeing()
    }

    /// Whether it is a copy made by splitting (worth no experience).
    pub fn is_copy(&self) -> bool {
        self.copy
    }

    /// Turns left before it may heal again.
    pub fn respite(&self) -> u32 {
        self.respite
    }

    /// Heals a turn's worth when it is left alone: not within the respite
    /// after a blow, and not while it flees from a player it sees (a player
    /// who keeps after it wins). Counts the respite down.
    fn rest(&mut self, sees_player: bool) {
        let left_alone = self.respite == 0 && !(self.is_fleeing() && sees_player);
        self.respite = self.respite.saturating_sub(1);
        let before = self.health;
        if left_alone {
            self.regenerate();
        }
        self.healing = self.health > before;
    }

    /// Hurt by a bomb's blast for `damage`, whatever its armor: found out if
    /// disguised, and resting no more for a while, as after a blow. The
    /// experience its death gives.
    pub(crate) fn blast(&mut self, damage: i32) -> i32 {
        self.disguise = None;
        self.health = self.health.saturating_sub(damage);
        self.respite = Content::get().world.respite_turns;
        self.experience()
    }

    /// Regains health, up to the maximum.
    pub fn regenerate(&mut self) {
        let stats = self.stats();
        self.health = self.health.saturating_add(stats.regeneration).min(stats.health);
    }

    /// Wraps the behaviour in a temporal chaotic model for `turns` turns.
    pub fn confuse(&mut self, turns: u32) {
        let current = std::mem::replace(&mut self.behaviour, behaviour::mimic_model());
        self.behaviour = behaviour::confuse(current, turns);
    }
}

impl Combatant for Creature {
    fn mob_kind(&self) -> MobKind {
        self.kind
    }

    fn health(&self) -> i32 {
        self.health
    }

    fn set_health(&mut self, health: i32) {
        self.health = health;
    }

    fn attack(&self) -> i32 {
        self.stats().attack
    }

    fn armor(&self) -> i32 {
        self.stats().armor
    }

    fn experience(&self) -> i32 {
        if self.copy {
            0
        } else {
            self.stats().experience
        }
    }
}

impl Trigger for Creature {
    /// The fight, by the combat rules; afterwards a surviving mob is confused,
    /// a disguised one is unmasked, and one that splits when hurt may split.
    fn on_touch(&mut self, ctx: &mut ActionContext<'_>) -> TouchOutcome {
        if let Some(item) = self.disguise.take() {
            ctx.log.push(ctx.turn, Message::MimicRevealed { disguise: item });
        }
        let report = fight(ctx.player, self, ctx.turn, ctx.log);
        let attack = ctx.player.attack();
        self.after_blow(ctx, report, attack)
    }
}

impl Creature {
    /// Shot from afar at `attack` (an arrow under seed 000's turn): found
    /// out if disguised, hurt, and then it reacts as to a blow in a fight
    /// (the same messages, respite, confusion and split), but strikes
    /// nothing back.
    pub(crate) fn shot(&mut self, ctx: &mut ActionContext<'_>, attack: i32) -> TouchOutcome {
        if let Some(item) = self.disguise.take() {
            ctx.log.push(ctx.turn, Message::MimicRevealed { disguise: item });
        }
        let report = shoot(ctx.player, self, attack, ctx.turn, ctx.log);
        self.after_blow(ctx, report, attack)
    }

    /// What follows the player's blow: the fight's events, then a killed
    /// creature leaves, a surviving one is confused, rests no more for a
    /// while, may split, and is said to be too strong the first time a blow
    /// does nothing (against `attack`, the blow's).
    fn after_blow(
        &mut self,
        ctx: &mut ActionContext<'_>,
        report: FightReport,
        attack: i32,
    ) -> TouchOutcome {
        for event in &report.events {
            ctx.effect(Effect::Event(event.clone()));
        }
        if report.mob_died {
            return TouchOutcome::Remove;
        }
        if ctx.legacy_fights {
            // Before issue 27: nothing said, no respite, copies worth as much.
            if report.both_survived() {
                self.confuse(Content::get().world.confusion_turns);
                self.split_maybe(ctx, false);
            }
            return TouchOutcome::Stay;
        }
        if report.dealt == 0 && !self.told_too_strong {
            self.told_too_strong = true;
            let armor = self.armor();
            ctx.log.push(ctx.turn, Message::TooStrong { target: self.kind, armor, attack });
        }
        if report.both_survived() {
            let world = Content::get().world;
            self.confuse(world.confusion_turns);
            self.respite = world.respite_turns;
            self.split_maybe(ctx, true);
        }
        TouchOutcome::Stay
    }
}

impl Creature {
    /// A creature that splits when hurt splits with the chance of how hurt
    /// it is; the copy is marked as one (worth no experience) when `mark`.
    fn split_maybe(&mut self, ctx: &mut ActionContext<'_>, mark: bool) {
        let stats = self.stats();
        if !stats.abilities.splits_when_hurt {
            return;
        }
        let p = 1.0 - f64::from(self.health) / f64::from(stats.health);
        if ctx.rng.chance(p) {
            ctx.log.push(ctx.turn, Message::Split { mob: self.kind });
            let copy = Box::new(Creature { copy: mark || self.copy, ..self.clone() });
            ctx.effect(Effect::Spawn(Spawn { object: copy, near: self.at, exact: false }));
        }
    }
}

impl Mob for Creature {
    fn max_health(&self) -> i32 {
        self.stats().health
    }

    fn regeneration(&self) -> i32 {
        self.stats().regeneration
    }

    fn behaviour_state(&self) -> String {
        self.behaviour.state_name()
    }

    fn is_ally(&self) -> bool {
        self.ally
    }

    fn is_fleeing(&self) -> bool {
        self.behaviour.is_fleeing()
    }

    fn is_healing(&self) -> bool {
        self.healing
    }

    fn is_copy(&self) -> bool {
        self.copy
    }
}

impl Actor for Creature {
    fn passes_walls(&self) -> bool {
        self.stats().abilities.passes_walls
    }

    fn act(&mut self, input: &TurnInput<'_>, rng: &mut GameRng) -> Action {
        if input.legacy_fights {
            self.regenerate();
        } else {
            self.rest(input.sees_player);
        }
        let stats = self.stats();
        let senses = Senses {
            map: input.map,
            me: self.at,
            player: input.player,
            sees_player: input.sees_player,
            passes_walls: stats.abilities.passes_walls,
            health: self.health,
            max_health: stats.health,
            armor: stats.armor,
            player_attack: input.player_attack,
            hearing_radius: input.hearing_radius,
        };
        behaviour::take_turn(&mut self.behaviour, &senses, rng)
    }
}

impl GameObject for Creature {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn blocking(&self) -> Blocking {
        Blocking::CREATURE
    }

    fn appearance(&self) -> Appearance {
        if let Some(item) = self.disguise {
            // Exactly what an item on the floor looks like.
            return Appearance::new(Figure::Item(item), Layer::Item);
        }
        let max = self.stats().health.max(1);
        let hurt = (self.health < max).then(|| f64::from(self.health.max(0)) / f64::from(max));
        Appearance {
            hurt,
            transient: true,
            ally: self.ally,
            ..Appearance::new(Figure::Mob(self.kind), Layer::Creature)
        }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn as_actor_mut(&mut self) -> Option<&mut dyn Actor> {
        Some(self)
    }

    fn is_actor(&self) -> bool {
        true
    }

    fn as_mob(&self) -> Option<&dyn Mob> {
        Some(self)
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Mob(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Mob(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let stats = self.stats();
        let kind = self.kind;
        limits::check_cell(Thing::Creature(kind), self.at)?;
        if !(1..=stats.health).contains(&self.health) {
            return Err(Invalid::CreatureHealth { kind, health: self.health, max: stats.health });
        }
        if self.disguise.is_some() && !stats.abilities.disguise {
            return Err(Invalid::Disguise { kind });
        }
        if self.respite > limits::MAX_TEMPORARY_TURNS {
            return Err(Invalid::TemporaryTurns {
                turns: self.respite,
                max: limits::MAX_TEMPORARY_TURNS,
            });
        }
        behaviour::validate_record(&self.behaviour.to_record())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{MessageLog, Player};

    fn touch(creature: &mut Creature, player: &mut Player, rng: &mut GameRng) -> TouchOutcome {
        let (mut log, mut effects) = (MessageLog::default(), Vec::new());
        let mut ctx = ActionContext {
            player,
            rng,
            log: &mut log,
            turn: 1,
            effects: &mut effects,
            legacy_fights: false,
            one_line_piles: false,
        };
        creature.on_touch(&mut ctx)
    }

    #[test]
    fn a_surviving_mob_is_confused_for_one_turn_then_resumes() {
        let mut mimic =
            Creature::new(MobKind::Mimic, Coordinates::new(1, 0), Some(ItemKind::Sword));
        let mut player = Player::new(Coordinates::ZERO);
        let mut rng = GameRng::new(1, 1);
        assert_eq!(touch(&mut mimic, &mut player, &mut rng), TouchOutcome::Stay);
        assert_eq!(mimic.behaviour_state(), "confused");
        assert_eq!(mimic.disguise(), None, "the mimic is unmasked");
        let map = crate::game::CharMap::parse("....");
        let input = TurnInput {
            map: &map,
            player: Coordinates::ZERO,
            sees_player: true,
            player_attack: 1,
            hearing_radius: 3,
            legacy_fights: false,
        };
        mimic.act(&input, &mut rng);
        assert_eq!(mimic.behaviour_state(), "passive");
    }

    #[test]
    fn regeneration_stops_at_the_maximum() {
        let mut robot = Creature::new(MobKind::Robot, Coordinates::ZERO, None);
        robot.set_health(7);
        robot.regenerate();
        assert_eq!(robot.health(), 9);
        robot.regenerate();
        assert_eq!(robot.health(), 10);
    }

    fn turn_input(map: &crate::game::CharMap, sees_player: bool) -> TurnInput<'_> {
        TurnInput {
            map,
            player: Coordinates::ZERO,
            sees_player,
            player_attack: 1,
            hearing_radius: 3,
            legacy_fights: false,
        }
    }

    #[test]
    fn a_struck_creature_does_not_heal_until_its_respite_is_over() {
        let map = crate::game::CharMap::parse("......");
        let mut robot = Creature::new(MobKind::Robot, Coordinates::new(1, 0), None);
        let mut player = Player::new(Coordinates::ZERO);
        player.base_attack = 4;
        let mut rng = GameRng::new(3, 3);
        touch(&mut robot, &mut player, &mut rng);
        assert_eq!(robot.health_now(), 8, "attack 4 against armor 2");
        let respite = Content::get().world.respite_turns;
        assert_eq!(robot.respite(), respite);
        for turn in 0..respite {
            robot.act(&turn_input(&map, true), &mut rng);
            assert_eq!(robot.health_now(), 8, "no healing on turn {turn} of the respite");
            assert!(!robot.is_healing());
        }
        robot.act(&turn_input(&map, true), &mut rng);
        assert_eq!(robot.health_now(), 10, "left alone, it heals 2");
        assert!(robot.is_healing());
    }

    #[test]
    fn a_fleeing_creature_heals_only_out_of_the_players_sight() {
        let map = crate::game::CharMap::parse("......");
        let fleeing = behaviour::Clever::wrapping_in_state(
            Box::new(behaviour::Aggressive),
            behaviour::CleverState::Fleeing,
        );
        let mut robot = Creature::new(MobKind::Robot, Coordinates::new(3, 0), None)
            .with_health(2)
            .with_behaviour(Box::new(fleeing));
        let mut rng = GameRng::new(3, 3);
        // Attack 1 against armor 2 is never deadly, so the robot calms down
        // when it decides; the healing is settled before that.
        assert!(robot.is_fleeing());
        robot.act(&turn_input(&map, true), &mut rng);
        assert_eq!(robot.health_now(), 2, "chased in sight, it heals nothing");
        let fleeing = behaviour::Clever::wrapping_in_state(
            Box::new(behaviour::Aggressive),
            behaviour::CleverState::Fleeing,
        );
        let mut robot = robot.with_behaviour(Box::new(fleeing));
        robot.act(&turn_input(&map, false), &mut rng);
        assert_eq!(robot.health_now(), 4, "out of sight, it heals");
    }

    #[test]
    fn a_split_copy_gives_no_experience() {
        let mut player = Player::new(Coordinates::ZERO);
        player.base_attack = 2;
        let mut found_copy = None;
        for seed in 0..50 {
            let mut wizard = Creature::new(MobKind::Wizard, Coordinates::new(1, 0), None);
            let (mut log, mut effects) = (MessageLog::default(), Vec::new());
            let mut rng = GameRng::new(seed, 1);
            let mut ctx = ActionContext {
                player: &mut player,
                rng: &mut rng,
                log: &mut log,
                turn: 1,
                effects: &mut effects,
                legacy_fights: false,
                one_line_piles: false,
            };
            wizard.on_touch(&mut ctx);
            assert_eq!(wizard.experience(), 3, "the original is worth its experience");
            found_copy = effects.into_iter().find_map(|effect| match effect {
                Effect::Spawn(spawn) => Some(spawn.object),
                _ => None,
            });
            if found_copy.is_some() {
                break;
            }
        }
        let copy = found_copy.expect("some seed splits the wizard");
        let mob = copy.as_mob().expect("the copy is a creature");
        assert!(mob.is_copy());
        assert_eq!(mob.experience(), 0);
    }

    #[test]
    fn the_player_is_told_once_that_a_creature_is_too_strong() {
        let mut robot = Creature::new(MobKind::Robot, Coordinates::new(1, 0), None);
        let mut player = Player::new(Coordinates::ZERO);
        player.base_attack = 2;
        player.health = 100;
        let mut rng = GameRng::new(1, 1);
        let mut log = MessageLog::default();
        for _ in 0..3 {
            let mut effects = Vec::new();
            let mut ctx = ActionContext {
                player: &mut player,
                rng: &mut rng,
                log: &mut log,
                turn: 1,
                effects: &mut effects,
                legacy_fights: false,
                one_line_piles: false,
            };
            robot.on_touch(&mut ctx);
        }
        let told: Vec<&Message> = log
            .all()
            .iter()
            .map(|entry| &entry.message)
            .filter(|m| matches!(m, Message::TooStrong { .. }))
            .collect();
        assert_eq!(told, [&Message::TooStrong { target: MobKind::Robot, armor: 2, attack: 2 }]);
    }

    #[test]
    fn an_unhit_mimic_looks_exactly_like_the_item() {
        let mimic = Creature::new(MobKind::Mimic, Coordinates::new(2, 3), Some(ItemKind::Sword));
        let item =
            super::super::dropped_item::DroppedItem::new(Coordinates::new(2, 3), ItemKind::Sword);
        assert_eq!(mimic.appearance(), item.appearance());
    }

    #[test]
    fn abilities_come_from_the_content_table() {
        let ghost = Creature::new(MobKind::Ghost, Coordinates::ZERO, None);
        assert!(ghost.passes_walls());
        let robot = Creature::new(MobKind::Robot, Coordinates::ZERO, Some(ItemKind::Sword));
        assert!(!robot.passes_walls());
        assert_eq!(robot.disguise(), None, "only creatures with the ability wear disguises");
    }

    #[test]
    fn a_hurt_creature_looks_hurt() {
        let mut robot = Creature::new(MobKind::Robot, Coordinates::ZERO, None);
        assert_eq!(robot.appearance().hurt, None);
        robot.set_health(4);
        assert_eq!(robot.appearance().hurt, Some(0.4));
    }
}
