//! Items: the `Item` and `Equipment` traits and the item kinds of the game.
//! Their numbers come from the content table.

use super::kind::ItemKind;
use super::player::Player;
use crate::content::{Content, EquipmentSlot};
use crate::render::{Painter, Rect, Texture};
use std::fmt;

/// What using an item did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UseOutcome {
    /// The item was used up; the message says what it did.
    Consumed(String),
    /// The item had no effect and stays in the inventory; the message says why.
    Kept(String),
}

/// Something the player can carry.
pub trait Item: fmt::Debug {
    /// Which kind of item this is.
    fn kind(&self) -> ItemKind;
    /// The texture it is drawn with.
    fn texture(&self) -> Texture;
    /// Draws the item into `dest` (the seed's `Drawable`, used by the inventory
    /// and by items lying in the world alike).
    fn draw(&self, painter: &mut dyn Painter, dest: Rect) {
        painter.draw_texture(self.texture(), dest);
    }
    /// Uses the item on the player. Equipment is not "used": it is equipped,
    /// see [`Item::as_equipment`].
    fn use_item(&self, player: &mut Player) -> UseOutcome;
    /// The item as equipment, if it can be worn.
    fn as_equipment(&self) -> Option<&dyn Equipment> {
        None
    }
    /// A copy of the item.
    fn clone_item(&self) -> Box<dyn Item>;
}

/// An item that is equipped instead of used.
pub trait Equipment: Item {
    /// The slot it takes.
    fn equipment_type(&self) -> EquipmentSlot;
    /// What it adds to that slot's statistic.
    fn equipment_bonus(&self) -> i32;
}

/// Heals a fraction of maximum health; kept when health is already full.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoldenApple;

impl Item for GoldenApple {
    fn kind(&self) -> ItemKind {
        ItemKind::GoldenApple
    }

    fn texture(&self) -> Texture {
        Texture::GoldenApple
    }

    fn use_item(&self, player: &mut Player) -> UseOutcome {
        if player.health >= player.max_health {
            return UseOutcome::Kept("You are already at full health.".into());
        }
        let fraction = Content::get().item(ItemKind::GoldenApple).heal_fraction.unwrap_or(0.0);
        let amount = (fraction * f64::from(player.max_health)).round() as i32;
        let before = player.health;
        player.health = (player.health + amount).min(player.max_health);
        UseOutcome::Consumed(format!(
            "You eat the Golden Apple and heal {}.",
            player.health - before
        ))
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
}

impl Gear {
    /// The gear of `kind`, if the content table says it is equipment.
    pub fn of(kind: ItemKind) -> Option<Gear> {
        let spec = Content::get().item(kind).equipment?;
        Some(Gear { kind, slot: spec.slot, bonus: spec.bonus })
    }
}

impl Item for Gear {
    fn kind(&self) -> ItemKind {
        self.kind
    }

    fn texture(&self) -> Texture {
        match self.kind {
            ItemKind::Sword => Texture::Sword,
            ItemKind::Shield => Texture::Shield,
            ItemKind::GoldenApple => Texture::GoldenApple,
        }
    }

    fn use_item(&self, _player: &mut Player) -> UseOutcome {
        UseOutcome::Kept(format!("The {} must be equipped.", self.kind.display_name()))
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
}

/// A new item of `kind`: the Sword is a weapon, the Shield armour, both
/// through [`Gear`]; the Golden Apple is food.
pub fn new_item(kind: ItemKind) -> Box<dyn Item> {
    match Gear::of(kind) {
        Some(gear) => Box::new(gear),
        None => Box::new(GoldenApple),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn apple_heals_a_fifth_capped_and_is_kept_at_full_health() {
        let mut p = Player::new(Default::default());
        assert!(matches!(GoldenApple.use_item(&mut p), UseOutcome::Kept(_)));
        p.health = 5;
        assert!(matches!(GoldenApple.use_item(&mut p), UseOutcome::Consumed(_)));
        assert_eq!(p.health, 7);
        p.health = 9;
        GoldenApple.use_item(&mut p);
        assert_eq!(p.health, 10, "capped at max");
    }
}
