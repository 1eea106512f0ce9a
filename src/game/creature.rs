//! `Creature`: the game's mobs — Ghost, Mimic, Robot, Wizard and any kind the
//! content table adds. One type for all: each kind's numbers, behaviour model
//! and abilities (passing walls, splitting when hurt, disguise) are data in
//! `assets/content.json`.

use super::appearance::{Appearance, Figure, Layer};
use super::behaviour::{self, Action, BehaviourModel, BehaviourRecord, Senses};
use super::combat::{fight, Combatant};
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
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A hostile creature.
#[derive(Debug, Serialize, Deserialize)]
pub struct Creature {
    kind: MobKind,
    at: Coordinates,
    health: i32,
    /// The item it pretends to be until it is hit (creatures with the
    /// disguise ability).
    #[serde(default)]
    disguise: Option<ItemKind>,
    /// Its behaviour model, saved as a [`BehaviourRecord`].
    #[serde(serialize_with = "save_model", deserialize_with = "load_model")]
    behaviour: Box<dyn BehaviourModel>,
}

// serde hands `serialize_with` a reference to the field, here a box.
#[allow(clippy::borrowed_box)]
fn save_model<S: Serializer>(
    model: &Box<dyn BehaviourModel>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    model.to_record().serialize(serializer)
}

fn load_model<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Box<dyn BehaviourModel>, D::Error> {
    BehaviourRecord::deserialize(deserializer).map(|record| behaviour::from_record(&record))
}

impl Clone for Creature {
    fn clone(&self) -> Self {
        Creature {
            kind: self.kind,
            at: self.at,
            health: self.health,
            disguise: self.disguise,
            behaviour: self.behaviour.clone_model(),
        }
    }
}

impl PartialEq for Creature {
    fn eq(&self, other: &Self) -> bool {
        (self.kind, self.at, self.health, self.disguise)
            == (other.kind, other.at, other.health, other.disguise)
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
        self.stats().experience
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
        for event in &report.events {
            ctx.effect(Effect::Event(event.clone()));
        }
        if report.mob_died {
            return TouchOutcome::Remove;
        }
        if report.both_survived() {
            self.confuse(Content::get().world.confusion_turns);
            let stats = self.stats();
            if stats.abilities.splits_when_hurt {
                let p = 1.0 - f64::from(self.health) / f64::from(stats.health);
                if ctx.rng.chance(p) {
                    ctx.log.push(ctx.turn, Message::Split { mob: self.kind });
                    let copy = Box::new(self.clone());
                    ctx.effect(Effect::Spawn(Spawn { object: copy, near: self.at, exact: false }));
                }
            }
        }
        TouchOutcome::Stay
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
}

impl Actor for Creature {
    fn passes_walls(&self) -> bool {
        self.stats().abilities.passes_walls
    }

    fn act(&mut self, input: &TurnInput<'_>, rng: &mut GameRng) -> Action {
        self.regenerate();
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
        behaviour::validate_record(&self.behaviour.to_record())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{MessageLog, Player};

    fn touch(creature: &mut Creature, player: &mut Player, rng: &mut GameRng) -> TouchOutcome {
        let (mut log, mut effects) = (MessageLog::default(), Vec::new());
        let mut ctx = ActionContext { player, rng, log: &mut log, turn: 1, effects: &mut effects };
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
