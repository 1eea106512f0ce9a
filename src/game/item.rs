//! Items: the `Item` and `Equipment` traits and the item kinds of the game.
//! Their numbers come from the content table. Using an item acts through an
//! [`ActionContext`], so an item may change the player and the world.

use super::kind::ItemKind;
use super::lit_bomb::LitBomb;
use super::message::Message;
use super::object::{ActionContext, Effect, Spawn};
use crate::content::{Content, EquipmentSlot};

/// What using an item did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UseOutcome {
    /// The item was used up; the message says what it did.
    Consumed(Message),
    /// The item had no effect and stays in the inventory; the message says why.
    Kept(Message),
}

/// Something the player can carry.
pub trait Item: crate::native_debug::NativeDebug {
    /// Which kind of item this is.
    fn kind(&self) -> ItemKind;
    /// Uses the item. Equipment is not "used": it is equipped, see
    /// [`Item::as_equipment`].
    fn use_item(&self, ctx: &mut ActionContext<'_>) -> UseOutcome;
    /// The item as equipment, if it can be worn.
    fn as_equipment(&self) -> Option<&dyn Equipment> {
        None
    }
    /// A copy of the item.
    fn clone_item(&self) -> Box<dyn Item>;
}

crate::debug_as_trait_name!(Item);

/// An item that is equipped instead of used.
pub trait Equipment: Item {
    /// The slot it takes.
    fn equipment_type(&self) -> EquipmentSlot;
    /// What it adds to that slot's statistic.
    fn equipment_bonus(&self) -> i32;
    /// What it adds to (negative: takes from) the other statistic: armor
    /// for a weapon, attack for armour.
    fn other_bonus(&self) -> i32 {
        0
    }
}

/// Heals a fraction of maximum health; kept when health is already full.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Food {
    kind: ItemKind,
    heal_fraction: f64,
}

impl Item for Food {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn use_item(&self, ctx: &mut ActionContext<'_>) -> UseOutcome {
        let player = &mut *ctx.player;
        if player.health >= player.max_health {
            return UseOutcome::Kept(Message::AlreadyHealthy);
        }
        let amount = (self.heal_fraction * f64::from(player.max_health)).round() as i32;
        let before = player.health;
        player.health = player.health.saturating_add(amount).min(player.max_health);
        UseOutcome::Consumed(Message::Ate { item: self.kind, healed: player.health - before })
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

/// A potion, drunk under seed 000's turn: a healing one heals a share of
/// maximum health (kept when health is full); an invisibility or
/// invincibility one gives the player its turns of effect (drinking another
/// while one works sets the turns left to a full draught, never less).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Potion {
    kind: ItemKind,
    heal_fraction: f64,
    turns: u32,
}

impl Item for Potion {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn use_item(&self, ctx: &mut ActionContext<'_>) -> UseOutcome {
        let player = &mut *ctx.player;
        let lasting = match self.kind {
            ItemKind::InvisibilityPotion => Some(&mut player.invisible),
            ItemKind::InvincibilityPotion => Some(&mut player.invincible),
            _ => None,
        };
        if let Some(left) = lasting {
            *left = (*left).max(self.turns);
            return UseOutcome::Consumed(Message::Drank { item: self.kind, turns: self.turns });
        }
        if player.health >= player.max_health {
            return UseOutcome::Kept(Message::AlreadyHealthy);
        }
        let amount = (self.heal_fraction * f64::from(player.max_health)).round() as i32;
        let before = player.health;
        player.health = player.health.saturating_add(amount.max(1)).min(player.max_health);
        UseOutcome::Consumed(Message::DrankHealing {
            item: self.kind,
            healed: player.health - before,
        })
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

/// Equipment whose slot and bonus come from the content table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gear {
    kind: ItemKind,
    slot: EquipmentSlot,
    bonus: i32,
    other: i32,
}

impl Item for Gear {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn use_item(&self, _ctx: &mut ActionContext<'_>) -> UseOutcome {
        UseOutcome::Kept(Message::MustEquip { item: self.kind })
    }

    fn as_equipment(&self) -> Option<&dyn Equipment> {
        Some(self)
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

impl Equipment for Gear {
    fn equipment_type(&self) -> EquipmentSlot {
        self.slot
    }

    fn equipment_bonus(&self) -> i32 {
        self.bonus
    }

    fn other_bonus(&self) -> i32 {
        self.other
    }
}

/// Treasure: carried for a goal; using it does nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Treasure {
    kind: ItemKind,
}

impl Item for Treasure {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn use_item(&self, _ctx: &mut ActionContext<'_>) -> UseOutcome {
        UseOutcome::Kept(Message::IsTreasure { item: self.kind })
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

/// A key: carried until the player walks into a locked door, which spends
/// it ([`Door`](super::Door)); using it only says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoorKey {
    kind: ItemKind,
}

impl Item for DoorKey {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn use_item(&self, _ctx: &mut ActionContext<'_>) -> UseOutcome {
        UseOutcome::Kept(Message::OpensDoors { item: self.kind })
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

/// A bomb: used under seed 000's turn, it is set down lit on the player's
/// cell, its fuse burning the content table's turns ([`LitBomb::fused`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bomb {
    fuse: u32,
}

impl Item for Bomb {
    fn kind(&self) -> ItemKind {
        ItemKind::Bomb
    }

    fn use_item(&self, ctx: &mut ActionContext<'_>) -> UseOutcome {
        let at = ctx.player.coordinates;
        let object = Box::new(LitBomb::fused(at, self.fuse));
        ctx.effect(Effect::Spawn(Spawn { object, near: at, exact: true }));
        UseOutcome::Consumed(Message::BombSet { turns: self.fuse })
    }

    fn clone_item(&self) -> Box<dyn Item> {
        Box::new(*self)
    }
}

/// A new item of `kind`, as the content table describes it: equipment when
/// it has an `equipment` entry, treasure when it says so, a key for the
/// key, food otherwise.
pub fn new_item(kind: ItemKind) -> Box<dyn Item> {
    let stats = Content::get().item(kind);
    match stats.equipment {
        Some(spec) => {
            Box::new(Gear { kind, slot: spec.slot, bonus: spec.bonus, other: spec.other })
        }
        None if stats.treasure => Box::new(Treasure { kind }),
        None if kind == ItemKind::Key => Box::new(DoorKey { kind }),
        None if kind == ItemKind::Bomb => {
            Box::new(Bomb { fuse: stats.fuse.unwrap_or(1).clamp(1, super::lit_bomb::MAX_FUSE) })
        }
        None if matches!(
            kind,
            ItemKind::HealingPotion | ItemKind::InvisibilityPotion | ItemKind::InvincibilityPotion
        ) =>
        {
            Box::new(Potion {
                kind,
                heal_fraction: stats.heal_fraction.unwrap_or(0.0),
                turns: stats.effect_turns.unwrap_or(0),
            })
        }
        None => Box::new(Food { kind, heal_fraction: stats.heal_fraction.unwrap_or(0.0) }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Coordinates, GameRng, MessageLog, Player};

    fn use_on(item: &dyn Item, player: &mut Player) -> UseOutcome {
        let (mut rng, mut log, mut effects) = (GameRng::new(1, 1), MessageLog::default(), vec![]);
        let mut ctx = ActionContext {
            player,
            rng: &mut rng,
            log: &mut log,
            turn: 1,
            effects: &mut effects,
            legacy_fights: false,
            one_line_piles: false,
        };
        item.use_item(&mut ctx)
    }

    #[test]
    fn sword_is_a_weapon_with_five_and_shield_armor_with_two() {
        let sword = new_item(ItemKind::Sword);
        let eq = sword.as_equipment().expect("sword equips");
        assert_eq!((eq.equipment_type(), eq.equipment_bonus()), (EquipmentSlot::Weapon, 5));
        let shield = new_item(ItemKind::Shield);
        let eq = shield.as_equipment().expect("shield equips");
        assert_eq!((eq.equipment_type(), eq.equipment_bonus()), (EquipmentSlot::Armor, 2));
        assert!(new_item(ItemKind::GoldenApple).as_equipment().is_none());
    }

    #[test]
    fn a_key_is_kept_when_used_and_says_it_opens_doors() {
        let key = new_item(ItemKind::Key);
        let mut p = Player::new(Coordinates::ZERO);
        p.health = 3;
        let said = Message::OpensDoors { item: ItemKind::Key };
        assert_eq!(use_on(key.as_ref(), &mut p), UseOutcome::Kept(said));
        assert_eq!(p.health, 3, "a key is not eaten");
    }

    #[test]
    fn apple_heals_a_fifth_capped_and_is_kept_at_full_health() {
        let apple = new_item(ItemKind::GoldenApple);
        let mut p = Player::new(Coordinates::ZERO);
        assert_eq!(use_on(apple.as_ref(), &mut p), UseOutcome::Kept(Message::AlreadyHealthy));
        p.health = 5;
        assert!(matches!(use_on(apple.as_ref(), &mut p), UseOutcome::Consumed(_)));
        assert_eq!(p.health, 7);
        p.health = 9;
        use_on(apple.as_ref(), &mut p);
        assert_eq!(p.health, 10, "capped at max");
    }
}
