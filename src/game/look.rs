//! Looking at a cell: what the player knows of it, as data, for the look
//! command, the tools and the bots. It is built from [`Game::cell_view`]
//! alone, so it never tells more than the screen shows: a disguised Mimic is
//! its item, a remembered cell has no creatures. Only a creature the player
//! sees as one is read from the live object, for its numbers.

use super::appearance::{Figure, Leads, Visibility};
use super::arena::ObjectId;
use super::combat::damage;
use super::coordinates::Coordinates;
use super::game::Game;
use super::kind::{ItemKind, MobKind};
use serde::Serialize;

/// What the player knows of one cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
pub struct Description {
    /// The cell.
    pub cell: Coordinates,
    /// In view now (false: remembered from before).
    pub in_view: bool,
    /// A wall stands here.
    pub wall: bool,
    /// The player stands here.
    pub player: bool,
    /// What stands or lies here, bottom layer first.
    pub things: Vec<SeenThing>,
}

/// One thing the player sees on a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SeenThing {
    /// An item (or something that looks exactly like one).
    Item {
        /// What it looks like.
        kind: ItemKind,
    },
    /// A staircase.
    Stairs {
        /// Which way it leads.
        leads: Leads,
    },
    /// A creature in view, with its numbers.
    Creature(CreatureFacts),
    /// The way out.
    Exit,
    /// A locked door (Build Your Own World's way out).
    LockedDoor,
    /// A spirit barring the cell.
    Spirit,
    /// An entrance.
    Entrance,
    /// A wormhole.
    Wormhole,
    /// Anything else a rule set places (Dungeon Mania's boulders, switches,
    /// doors, portals, spawners, bombs and creatures), by its name there
    /// (`boulder`, `door_open`, `mercenary` …).
    Fixture {
        /// Its name.
        name: &'static str,
    },
    /// A potion at work on the player standing here, and its turns left.
    Effect {
        /// The potion.
        potion: ItemKind,
        /// Turns it has left.
        turns: u32,
    },
}

/// A creature's numbers as the player can read them, and how a fight with
/// it would go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
pub struct CreatureFacts {
    /// Which kind.
    pub kind: MobKind,
    /// Health now.
    pub health: i32,
    /// Maximum health.
    pub max_health: i32,
    /// Attack.
    pub attack: i32,
    /// Armor.
    pub armor: i32,
    /// Blows the player needs to kill it; `None` when the player's blows do
    /// no damage.
    pub blows_to_kill: Option<u32>,
    /// Blows it needs to kill the player; `None` when its blows do no damage.
    pub blows_to_die: Option<u32>,
    /// Health it regains a turn when left alone (0: it never heals).
    pub regeneration: i32,
    /// It is running for its life (and heals nothing while it sees the player).
    pub fleeing: bool,
    /// It healed on its last turn.
    pub healing: bool,
    /// A copy made by splitting, worth no experience.
    pub copy: bool,
    /// On the player's side (bribed): it follows and fights for them.
    #[serde(skip_serializing_if = "is_false")]
    pub ally: bool,
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

/// How many blows of `attack` against `armor` take `health` to zero:
/// `ceil(health / (attack − armor))`, `None` when a blow does no damage.
pub fn blows_needed(health: i32, attack: i32, armor: i32) -> Option<u32> {
    let per_blow = damage(attack, armor);
    if per_blow <= 0 {
        return None;
    }
    let health = health.max(0);
    u32::try_from((health + per_blow - 1) / per_blow).ok()
}

/// The name of a rule set's fixture or creature (Dungeon Mania's type
/// names), which the locale words as `dungeon_NAME`.
fn fixture_name(figure: Figure) -> Option<&'static str> {
    Some(match figure {
        Figure::Boulder => "boulder",
        Figure::Switch { .. } => "switch",
        Figure::Door { open: false } => "door",
        Figure::Door { open: true } => "door_open",
        Figure::Portal => "portal",
        Figure::Spawner => "zombie_toast_spawner",
        Figure::LitBomb => "bomb",
        Figure::Spider => "spider",
        Figure::ZombieToast => "zombie_toast",
        Figure::Mercenary { .. } => "mercenary",
        Figure::Swamp => "swamp_tile",
        Figure::Assassin { .. } => "assassin",
        Figure::Hydra => "hydra",
        Figure::Wire { .. } => "wire",
        Figure::LightBulb { lit: false } => "light_bulb_off",
        Figure::LightBulb { lit: true } => "light_bulb_on",
        Figure::SwitchDoor { open: false } => "switch_door",
        Figure::SwitchDoor { open: true } => "switch_door_open",
        Figure::TimePortal => "time_travelling_portal",
        Figure::OlderPlayer => "older_player",
        _ => return None,
    })
}

impl Game {
    /// What the player knows of `cell` on the current level; `None` when it
    /// was never seen.
    pub fn describe(&self, cell: Coordinates) -> Option<Description> {
        let view = self.cell_view(cell)?;
        let mut things: Vec<SeenThing> = view
            .things
            .iter()
            .filter_map(|appearance| match appearance.figure {
                Figure::Item(kind) => Some(SeenThing::Item { kind }),
                Figure::Stairs(leads) => Some(SeenThing::Stairs { leads }),
                Figure::Exit => Some(SeenThing::Exit),
                Figure::LockedDoor => Some(SeenThing::LockedDoor),
                Figure::Spirit => Some(SeenThing::Spirit),
                Figure::Entrance => Some(SeenThing::Entrance),
                Figure::Wormhole => Some(SeenThing::Wormhole),
                Figure::Mob(kind) => self.creature_facts(cell, kind).map(SeenThing::Creature),
                Figure::Wall | Figure::Player => None,
                figure => fixture_name(figure).map(|name| SeenThing::Fixture { name }),
            })
            .collect();
        if view.player {
            let player = &self.player;
            for (potion, turns) in [
                (ItemKind::InvisibilityPotion, player.invisible),
                (ItemKind::InvincibilityPotion, player.invincible),
            ] {
                if turns > 0 {
                    things.push(SeenThing::Effect { potion, turns });
                }
            }
        }
        Some(Description {
            cell,
            in_view: view.visibility == Visibility::InView,
            wall: view.wall,
            player: view.player,
            things,
        })
    }

    /// The numbers of the creature on `cell` that looks like a `kind`.
    fn creature_facts(&self, cell: Coordinates, kind: MobKind) -> Option<CreatureFacts> {
        let world = self.world();
        let mob = world.ids_at(cell).iter().find_map(|&id| {
            let object = world.get(id)?;
            (object.appearance().figure == Figure::Mob(kind)).then(|| object.as_mob())?
        })?;
        let player = &self.player;
        Some(CreatureFacts {
            kind,
            health: mob.health(),
            max_health: mob.max_health(),
            attack: mob.attack(),
            armor: mob.armor(),
            blows_to_kill: blows_needed(mob.health(), player.attack(), mob.armor()),
            // An invincible player cannot be hurt (for now).
            blows_to_die: match player.invincible {
                0 => blows_needed(player.health, mob.attack(), player.armor()),
                _ => None,
            },
            regeneration: mob.regeneration(),
            fleeing: mob.is_fleeing(),
            healing: mob.is_healing(),
            copy: mob.is_copy(),
            ally: mob.is_ally(),
        })
    }

    /// True when the player knows object `id` of the current level is a
    /// creature: it stands in view and looks like one (a disguised Mimic
    /// does not). The debug overlay labels only these unless it cheats.
    pub fn knows_creature(&self, id: ObjectId) -> bool {
        let Some(object) = self.world().get(id) else { return false };
        object.as_mob().is_some()
            && matches!(object.appearance().figure, Figure::Mob(_))
            && self.visibility(object.coordinates()) == Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Creature, DroppedItem, GameWorld, Player, Wall};

    fn gallery() -> Game {
        let mut world = GameWorld::new();
        world
            .add(Box::new(Wall::from_rows(
                Coordinates::ZERO,
                &["########", "#......#", "########"],
            )))
            .expect("walls");
        let mimic = Creature::new(MobKind::Mimic, Coordinates::new(2, 1), Some(ItemKind::Sword));
        world.add(Box::new(mimic)).expect("mimic");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(3, 1), ItemKind::Sword)))
            .expect("item");
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(5, 1), None)))
            .expect("robot");
        Game::new(world, Player::new(Coordinates::new(1, 1)), 3)
    }

    #[test]
    fn blows_round_up_and_zero_damage_is_never() {
        assert_eq!(blows_needed(10, 3, 1), Some(5));
        assert_eq!(blows_needed(10, 4, 1), Some(4));
        assert_eq!(blows_needed(1, 2, 1), Some(1));
        assert_eq!(blows_needed(5, 1, 1), None);
        assert_eq!(blows_needed(5, 0, 3), None);
    }

    #[test]
    fn a_disguised_mimic_is_described_exactly_as_its_item() {
        let game = gallery();
        let mimic = game.describe(Coordinates::new(2, 1)).expect("seen");
        let sword = game.describe(Coordinates::new(3, 1)).expect("seen");
        assert_eq!(mimic.things, vec![SeenThing::Item { kind: ItemKind::Sword }]);
        assert_eq!(mimic.things, sword.things);
        let id = game.world().ids_at(Coordinates::new(2, 1))[0];
        assert!(!game.knows_creature(id), "the overlay must not give it away");
    }

    #[test]
    fn a_creature_in_view_shows_its_numbers_and_the_fight() {
        let game = gallery();
        let robot = game.describe(Coordinates::new(5, 1)).expect("seen");
        // Player attack 1 against armor 2: never; Robot attack 5 against armor 1: 4 a blow.
        assert_eq!(
            robot.things,
            vec![SeenThing::Creature(CreatureFacts {
                kind: MobKind::Robot,
                health: 10,
                max_health: 10,
                attack: 5,
                armor: 2,
                blows_to_kill: None,
                blows_to_die: Some(3),
                regeneration: 2,
                fleeing: false,
                healing: false,
                copy: false,
                ally: false,
            })]
        );
        let id = game.world().ids_at(Coordinates::new(5, 1))[0];
        assert!(game.knows_creature(id));
    }

    #[test]
    fn unknown_cells_say_nothing_and_the_player_is_marked() {
        let game = gallery();
        assert_eq!(game.describe(Coordinates::new(40, 40)), None);
        let here = game.describe(Coordinates::new(1, 1)).expect("seen");
        assert!(here.player && here.in_view && !here.wall && here.things.is_empty());
        assert!(game.describe(Coordinates::new(0, 0)).expect("seen").wall);
    }
}
