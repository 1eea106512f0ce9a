//! Messages as data: what happened, typed, with the turn it happened on. The
//! words are chosen when a message is shown, through the locale
//! ([`crate::locale`]), so saves, checksums and replays never depend on
//! wording.

use super::battle::Battle;
use super::kind::{ItemKind, MobKind};
use crate::content::EquipmentSlot;
use serde::Serialize;

/// Something the game tells the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(tag = "says", rename_all = "snake_case")]
pub enum Message {
    /// The player struck a creature.
    Hit {
        /// Who was struck.
        target: MobKind,
        /// Damage dealt.
        damage: i32,
    },
    /// The player killed a creature.
    Defeated {
        /// Who died.
        target: MobKind,
        /// Experience gained.
        experience: i32,
    },
    /// The player reached a new level.
    LevelReached {
        /// The level now.
        level: i32,
    },
    /// A creature struck the player.
    HitBy {
        /// Who struck.
        attacker: MobKind,
        /// Damage taken.
        damage: i32,
    },
    /// A creature killed the player.
    KilledBy {
        /// Who killed.
        attacker: MobKind,
    },
    /// An item turned out to be a Mimic.
    MimicRevealed {
        /// What it looked like.
        disguise: ItemKind,
    },
    /// A creature split in two.
    Split {
        /// Which creature.
        mob: MobKind,
    },
    /// The player picked an item up.
    PickedUp {
        /// Which item.
        item: ItemKind,
    },
    /// The pack was full; the item stays where it lies.
    PackFull {
        /// Which item.
        item: ItemKind,
    },
    /// The player dropped an item.
    Dropped {
        /// Which item.
        item: ItemKind,
    },
    /// Drop was asked of an empty slot.
    NothingToDrop,
    /// Use was asked of an empty slot.
    EmptySlot,
    /// The player equipped an item, perhaps swapping another back.
    Equipped {
        /// The item equipped.
        item: ItemKind,
        /// What it adds.
        bonus: i32,
        /// To which statistic.
        slot: EquipmentSlot,
        /// The item that went back into the pack.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swapped: Option<ItemKind>,
    },
    /// Food was not eaten: health is full.
    AlreadyHealthy,
    /// The player ate and healed.
    Ate {
        /// What was eaten.
        item: ItemKind,
        /// Health regained.
        healed: i32,
    },
    /// Equipment cannot be "used".
    MustEquip {
        /// Which item.
        item: ItemKind,
    },
    /// The player went down the stairs.
    Descended {
        /// The depth now, from 1.
        depth: u32,
    },
    /// The player went up the stairs.
    Ascended {
        /// The depth now, from 1.
        depth: u32,
    },
    /// The passage key was pressed where there is no passage.
    NoPassage,
    /// Treasure was "used": it is for carrying.
    IsTreasure {
        /// Which item.
        item: ItemKind,
    },
    /// The goal was met: the run is won.
    GoalMet,
    /// The level's move limit was reached.
    OutOfMoves {
        /// The limit.
        limit: u64,
    },
    /// A battle in rounds was fought (Dungeon Mania's): the whole record.
    Battle(Box<Battle>),
    /// The player stepped into a wormhole and was thrown elsewhere.
    FellIntoWormhole,
    /// So many steps in a row failed that the game is lost.
    Stuck {
        /// The steps.
        count: u32,
    },
    /// A creature the player sees turned to run for its life: the next blow
    /// would kill it. It heals nothing while it flees in the player's sight.
    Flees {
        /// Which creature.
        mob: MobKind,
    },
    /// A creature the player sees stopped fleeing and comes back to fight.
    StopsFleeing {
        /// Which creature.
        mob: MobKind,
    },
    /// A creature the player sees began to heal (left alone long enough).
    Regenerates {
        /// Which creature.
        mob: MobKind,
    },
    /// The player's blow did nothing: the creature's armor is at least the
    /// player's attack (said the first time, for each creature).
    TooStrong {
        /// Who was struck.
        target: MobKind,
        /// Its armor.
        armor: i32,
        /// The player's attack.
        attack: i32,
    },
    /// The player picked up the treasure a goal asks to carry out: where it
    /// must go.
    CarryOut {
        /// Which item.
        item: ItemKind,
    },
    /// The player opened a locked door with a key, which is used up.
    Unlocked {
        /// What opened it.
        item: ItemKind,
    },
    /// The player walked into a locked door without a key.
    DoorLocked,
    /// A key was "used": it opens a locked door the player walks into.
    OpensDoors {
        /// Which item.
        item: ItemKind,
    },
    /// A boulder pushed onto a switch opened the level's switch doors.
    SwitchOpensDoor,
    /// The player walked into a boulder that cannot roll on.
    BoulderStuck,
    /// The player stepped into a portal and came out beside its partner.
    ThroughPortal,
    /// The player destroyed a zombie spawner with their weapon.
    SpawnerDestroyed,
    /// The player walked into a zombie spawner without a weapon.
    SpawnerNeedsWeapon,
    /// A message saved by an older version, in its words then.
    Text {
        /// The sentence.
        text: String,
    },
    /// The player drank a healing potion and healed.
    DrankHealing {
        /// Which potion.
        item: ItemKind,
        /// Health regained.
        healed: i32,
    },
    /// The player drank a potion whose effect lasts.
    Drank {
        /// Which potion.
        item: ItemKind,
        /// For how many turns it works.
        turns: u32,
    },
    /// A potion's effect has worn off.
    WoreOff {
        /// Which potion.
        item: ItemKind,
    },
    /// A blow against an invincible player did nothing.
    BlowHarmless {
        /// Who struck.
        attacker: MobKind,
    },
    /// The player built a bow (seed 000's turn: Dungeon Mania's recipe).
    BuiltBow {
        /// Wood used.
        wood: u32,
        /// Arrows used.
        arrows: u32,
    },
    /// The player built a shield.
    BuiltShield {
        /// Wood used.
        wood: u32,
        /// The treasure or key it took.
        paid: ItemKind,
    },
    /// The player lacks the materials to build this.
    CannotBuild {
        /// What they tried to build.
        item: ItemKind,
    },
    /// What would be built has no room in the pack.
    NoRoomToBuild {
        /// What they tried to build.
        item: ItemKind,
    },
    /// The player's arrow hit a creature.
    ArrowHit {
        /// Who was hit.
        target: MobKind,
        /// Damage dealt.
        damage: i32,
    },
    /// The player paid a creature's price in gold: it is an ally now.
    Bribed {
        /// Who was bought.
        mob: MobKind,
        /// Pieces of gold spent.
        price: u32,
    },
    /// The player offered gold within reach of a creature that takes it,
    /// but had too little (no turn passes).
    BribeShort {
        /// Who would take it.
        mob: MobKind,
        /// Its price.
        price: u32,
        /// Pieces of gold carried.
        have: u32,
    },
    /// An ally struck a creature beside it.
    AllyStrikes {
        /// The ally.
        ally: MobKind,
        /// Who it struck.
        target: MobKind,
        /// Damage dealt.
        damage: i32,
    },
    /// The player's arrow hit a wall.
    ArrowHitsWall,
    /// The player's arrow stopped at something solid (a door, a boulder).
    ArrowThuds,
    /// The player's arrow flew its whole range and fell.
    ArrowFalls,
    /// The player tried to shoot without a bow.
    NoBow,
    /// The player tried to shoot with no arrow.
    NoArrows,
    /// The player set a lit bomb down.
    BombSet {
        /// Turns before it goes off.
        turns: u32,
    },
    /// A bomb went off.
    BombExplodes,
    /// A bomb's blast hurt a creature.
    BlastHits {
        /// Who was hurt.
        target: MobKind,
        /// Damage done.
        damage: i32,
    },
    /// A bomb's blast hurt the player.
    BlastHitsYou {
        /// Damage taken.
        damage: i32,
    },
    /// A bomb's blast killed the player.
    KilledByBlast,
    /// A bomb's blast destroyed a zombie spawner.
    BlastDestroysSpawner,
    /// An ally killed a creature beside it.
    AllyKills {
        /// The ally.
        ally: MobKind,
        /// Who it killed.
        target: MobKind,
    },
    /// The player picked up a pile of several pieces of one kind lying on
    /// one cell (said once, not a line a piece).
    PickedUpPile {
        /// Which item.
        item: ItemKind,
        /// Pieces picked up.
        count: u32,
    },
}

/// One message and when it was said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Entry {
    /// What was said.
    #[serde(flatten)]
    pub message: Message,
    /// The turn it was said on.
    pub turn: u64,
}
