//! `Happening`: what one action did that a player notices (a step, a door
//! opened, a battle …), told by comparing a [`Tally`] of the dungeon before
//! the action with the dungeon after it. The spec's response carries no
//! events, and the rules stay as they are: this looks from outside, so the
//! page can make each happening heard (`crate::audio`).

use super::action::Action;
use super::names::ITEMS;
use super::referee::Dungeon;
use super::response::{progress, progress_key};
use super::state::TallyKey;
use crate::game::{Coordinates, Foe, Game, ItemKind, KindRef, Points};
use serde::Serialize;
use std::borrow::Borrow;

/// One thing an action did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(tag = "happened", rename_all = "snake_case")]
pub enum Happening {
    /// The player moved one cell.
    Stepped,
    /// The player tried to move and stayed (a wall, a locked door).
    Blocked,
    /// A boulder moved.
    PushedBoulder,
    /// An item went into the inventory from the floor.
    PickedUp {
        /// Its type.
        item: ItemKind,
    },
    /// A door opened.
    OpenedDoor,
    /// A boulder came onto a switch.
    SwitchOn,
    /// A boulder left a switch.
    SwitchOff,
    /// The player went through a portal.
    Teleported,
    /// The player set a bomb.
    BombSet,
    /// A bomb went off.
    BombExploded,
    /// The player drank a potion.
    Drank {
        /// Which.
        potion: ItemKind,
    },
    /// The player built an item.
    Built {
        /// What.
        item: ItemKind,
    },
    /// A mercenary was bribed into an ally.
    Bribed,
    /// A bribe was paid and failed (an assassin's chance): the treasure is
    /// spent, the assassin stays hostile.
    BribeFailed,
    /// A sceptre took a mercenary's or an assassin's mind.
    MindTaken,
    /// A zombie toast spawner was destroyed.
    SpawnerDestroyed,
    /// A battle was fought.
    Battle {
        /// Against whom.
        enemy: Foe,
        /// How many rounds it lasted.
        rounds: usize,
    },
    /// An enemy died (in a battle or by a bomb).
    Killed,
    /// The goal was met: the game is won.
    Won,
    /// The player died.
    Died,
    /// The action was refused (the spec's error), nothing changed.
    Refused,
    /// The player travelled back in time (a rewind, a time portal).
    TimeTravelled,
}

/// What is counted of a dungeon to tell what an action did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    player: Option<Coordinates>,
    inventory: Vec<ItemKind>,
    open_doors: usize,
    boulders: Vec<Coordinates>,
    switches_on: usize,
    bombs: usize,
    spawners: usize,
    allies: usize,
    minds_taken: usize,
    battles: usize,
    kills: u64,
    won: bool,
    tick: u64,
}

impl Tally {
    /// The counts of `dungeon` now (kept by its state until it changes).
    pub fn of<G: Borrow<Game>>(dungeon: &Dungeon<G>) -> Tally {
        let (game, state) = (dungeon.game(), dungeon.state());
        let key = TallyKey {
            progress: progress_key(game, state),
            tick: game.turn,
            held: state.inventory.len(),
            next_id: state.next_id,
            messages: game.log.all().len(),
        };
        state.tally(key, || Tally::now(dungeon))
    }

    /// [`Tally::of`], counted afresh.
    fn now<G: Borrow<Game>>(dungeon: &Dungeon<G>) -> Tally {
        let progress = progress(dungeon.game(), dungeon.state());
        let switches_open = usize::try_from(progress.switches_open).unwrap_or(usize::MAX);
        let mut tally = Tally {
            player: dungeon.player_pos(),
            inventory: dungeon.inventory().iter().map(|held| held.kind).collect(),
            battles: dungeon.battles().len(),
            kills: u64::from(dungeon.game().run.kills),
            won: dungeon.is_won(),
            tick: dungeon.tick(),
            // The goal counts the switches without a boulder, once a change.
            switches_on: dungeon.state().switch_count().saturating_sub(switches_open),
            ..Tally::default()
        };
        let world = dungeon.game().world();
        // In the order of their ids, which a push keeps: a list that
        // differs is a boulder moved. Only the kinds counted here, which
        // the state keeps apart: the page tallies before and after every
        // key, and a dungeon of 100,000 walls has none of them.
        for (_, object) in dungeon.state().tallied() {
            let Some(thing) = world.get(object) else { continue };
            let (Some(kind), cell) = (thing.kind(), thing.coordinates()) else { continue };
            match kind {
                KindRef::Door(door) if door.is_open() => tally.open_doors += 1,
                KindRef::SwitchDoor(door) if door.is_open() => tally.open_doors += 1,
                KindRef::Boulder(_) => tally.boulders.push(cell),
                KindRef::LitBomb(_) => tally.bombs += 1,
                KindRef::Spawner(_) => tally.spawners += 1,
                // A mind taken is an ally for a while: counted apart.
                KindRef::Mercenary(mercenary) if mercenary.mind_control_left() > 0 => {
                    tally.minds_taken += 1;
                }
                KindRef::Mercenary(mercenary) if mercenary.is_ally() => tally.allies += 1,
                _ => {}
            }
        }
        tally
    }

    /// How many items of `item` it holds.
    fn count(&self, item: ItemKind) -> usize {
        self.inventory.iter().filter(|&&i| i == item).count()
    }
}

/// What `action`, accepted, did to the dungeon whose counts were `before`;
/// `after` is the dungeon now. In the order a player would hear them: the
/// action itself, what it touched, the battles, the end.
pub fn happenings<G: Borrow<Game>>(
    action: Action,
    before: &Tally,
    after: &Dungeon<G>,
) -> Vec<Happening> {
    let now = Tally::of(after);
    let mut said = Vec::new();
    match action {
        // A step whose tick is not past the one before went through time.
        Action::Rewind(_) => said.push(Happening::TimeTravelled),
        Action::Move(_) if now.tick <= before.tick => said.push(Happening::TimeTravelled),
        Action::Move(_) => match (before.player, now.player) {
            (Some(from), Some(to)) if from == to => said.push(Happening::Blocked),
            (Some(from), Some(to)) if from.manhattan(to) > 1 => {
                said.push(Happening::Teleported);
            }
            (Some(_), Some(_)) => said.push(Happening::Stepped),
            _ => {}
        },
        Action::Use(ItemKind::Bomb) => said.push(Happening::BombSet),
        Action::Use(potion) => said.push(Happening::Drank { potion }),
        Action::Build(item) => said.push(Happening::Built { item }),
        Action::Interact(_) => {
            if now.minds_taken > before.minds_taken {
                said.push(Happening::MindTaken);
            } else if now.allies > before.allies {
                said.push(Happening::Bribed);
            } else if now.count(ItemKind::Treasure) < before.count(ItemKind::Treasure) {
                // Treasure spent and no ally gained: the bribe failed.
                said.push(Happening::BribeFailed);
            }
            if now.spawners < before.spawners {
                said.push(Happening::SpawnerDestroyed);
            }
        }
    }
    if now.boulders != before.boulders {
        said.push(Happening::PushedBoulder);
    }
    if now.open_doors > before.open_doors {
        said.push(Happening::OpenedDoor);
    }
    if now.switches_on > before.switches_on {
        said.push(Happening::SwitchOn);
    } else if now.switches_on < before.switches_on {
        said.push(Happening::SwitchOff);
    }
    if let Action::Move(_) = action {
        for item in ITEMS {
            if now.count(item) > before.count(item) {
                said.push(Happening::PickedUp { item });
            }
        }
    }
    if now.bombs < before.bombs {
        said.push(Happening::BombExploded);
    }
    for battle in after.battles().into_iter().skip(before.battles) {
        said.push(Happening::Battle { enemy: battle.enemy, rounds: battle.rounds.len() });
        let (_, left) = battle.outcome();
        if left <= Points::ZERO {
            said.push(Happening::Killed);
        }
    }
    let killed_in_battle = said.iter().filter(|h| **h == Happening::Killed).count() as u64;
    if now.kills > before.kills + killed_in_battle {
        said.push(Happening::Killed);
    }
    if before.player.is_some() && now.player.is_none() {
        said.push(Happening::Died);
    } else if now.won && !before.won {
        said.push(Happening::Won);
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dungeon::{parse_config, Config};
    use crate::game::Direction;

    fn dungeon(entities: &str) -> Dungeon {
        let text = format!(r#"{{"entities": [{entities}], "goal-condition": {{"goal": "exit"}}}}"#);
        let config: Config = parse_config(include_str!("../../worlds/dungeons/config.json"))
            .expect("our dungeons' config");
        Dungeon::load(&text, &config, 1).expect("a valid dungeon")
    }

    fn act(d: &mut Dungeon, action: Action) -> Vec<Happening> {
        let before = Tally::of(d);
        d.apply(action).expect("accepted");
        happenings(action, &before, d)
    }

    const PLAYER: &str = r#"{"type": "player", "x": 1, "y": 1}"#;

    #[test]
    fn a_step_a_wall_a_pickup_and_a_door_are_told_apart() {
        let mut d = dungeon(&format!(
            r#"{PLAYER}, {{"type": "wall", "x": 1, "y": 0}}, {{"type": "key", "x": 2, "y": 1, "key": 1}},
               {{"type": "door", "x": 3, "y": 1, "key": 1}}, {{"type": "exit", "x": 9, "y": 9}}"#
        ));
        assert_eq!(act(&mut d, Action::Move(Direction::Up)), [Happening::Blocked]);
        assert_eq!(
            act(&mut d, Action::Move(Direction::Right)),
            [Happening::Stepped, Happening::PickedUp { item: ItemKind::Key }]
        );
        assert_eq!(
            act(&mut d, Action::Move(Direction::Right)),
            [Happening::Stepped, Happening::OpenedDoor]
        );
    }

    #[test]
    fn a_boulder_onto_a_switch_and_the_exit_win() {
        let mut d = dungeon(&format!(
            r#"{PLAYER}, {{"type": "boulder", "x": 2, "y": 1}}, {{"type": "switch", "x": 3, "y": 1}},
               {{"type": "exit", "x": 1, "y": 2}}"#
        ));
        assert_eq!(
            act(&mut d, Action::Move(Direction::Right)),
            [Happening::Stepped, Happening::PushedBoulder, Happening::SwitchOn]
        );
        let end = act(&mut d, Action::Move(Direction::Left));
        assert_eq!(end, [Happening::Stepped]);
        let end = act(&mut d, Action::Move(Direction::Down));
        assert_eq!(end, [Happening::Stepped, Happening::Won]);
    }

    #[test]
    fn a_battle_is_heard_with_its_rounds_and_its_end() {
        let mut d = dungeon(&format!(
            r#"{PLAYER}, {{"type": "zombie_toast", "x": 2, "y": 1}}, {{"type": "exit", "x": 9, "y": 9}}"#
        ));
        let heard = act(&mut d, Action::Move(Direction::Right));
        let battle = heard.iter().find(|h| matches!(h, Happening::Battle { .. }));
        assert!(
            matches!(battle, Some(Happening::Battle { enemy: Foe::ZombieToast, rounds }) if *rounds > 0),
            "{heard:?}"
        );
        assert!(
            heard.contains(&Happening::Killed) || heard.contains(&Happening::Died),
            "{heard:?}"
        );
    }
}
