//! `Sound`: every sound effect the game makes, by name (the article's
//! enumeration of sounds). What each sounds like is data
//! (`assets/sound/effects.json`); which happening makes which is data too
//! (`assets/sound/cues.json`).

use serde::Serialize;
use std::fmt;

/// One sound effect.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Sound {
    /// A step onto free ground: a soft scuff (quiet; off unless the player
    /// turns footsteps on).
    Step,
    /// Walking into a wall: a dull low thud.
    Bump,
    /// Pushing a boulder: a grinding scrape.
    Push,
    /// The player's blow lands: a sharp crack with a falling edge.
    Hit,
    /// The player's blow does nothing: an airy whoosh.
    Miss,
    /// A creature's blow does nothing: a metallic clink.
    Block,
    /// The player is hurt: a low buzzing drop.
    Hurt,
    /// A creature dies: a burst and a falling squeal.
    Kill,
    /// The player dies: a long, slow minor fall.
    Death,
    /// A new level: a rising major arpeggio.
    LevelUp,
    /// An item picked up: a quick two-note rise.
    Pickup,
    /// Treasure: a bright sparkle of high notes.
    Treasure,
    /// An item dropped: a short soft fall.
    Drop,
    /// Equipping a weapon or armour: a ringing "shing".
    Equip,
    /// Eating or drinking: a wobbling gulp.
    Gulp,
    /// Stairs down: four falling steps.
    StairsDown,
    /// Stairs up: four rising steps.
    StairsUp,
    /// A door opens: a creaking rise.
    Door,
    /// A switch or pressure plate: a double click.
    Switch,
    /// Through a portal: a warbling rise.
    Portal,
    /// Falling into a wormhole: a long sinking swirl.
    Wormhole,
    /// A bomb set: a fizzing fuse.
    Fuse,
    /// A bomb goes off: a deep rumbling blast.
    Bomb,
    /// A battle's rounds: a flurry of clashes.
    Battle,
    /// Building an item: two wooden knocks.
    Craft,
    /// A bribe paid: jingling coins.
    Coins,
    /// A surprise (a Mimic, an encounter): a sharp rising alarm.
    Alarm,
    /// A creature splits: a bubbling wobble.
    Split,
    /// Part of a goal done (treasure found): a two-note chime.
    Goal,
    /// The run won: a fanfare.
    Win,
    /// A menu's cursor moved: a tiny tick.
    MenuMove,
    /// A menu line chosen or a setting changed: a short confirming blip.
    MenuSelect,
    /// Something refused or went wrong: a low double buzz.
    Error,
    /// A notice: a soft single chime.
    Notice,
}

impl Sound {
    /// Every sound, in the order above.
    pub const ALL: [Sound; 34] = [
        Sound::Step,
        Sound::Bump,
        Sound::Push,
        Sound::Hit,
        Sound::Miss,
        Sound::Block,
        Sound::Hurt,
        Sound::Kill,
        Sound::Death,
        Sound::LevelUp,
        Sound::Pickup,
        Sound::Treasure,
        Sound::Drop,
        Sound::Equip,
        Sound::Gulp,
        Sound::StairsDown,
        Sound::StairsUp,
        Sound::Door,
        Sound::Switch,
        Sound::Portal,
        Sound::Wormhole,
        Sound::Fuse,
        Sound::Bomb,
        Sound::Battle,
        Sound::Craft,
        Sound::Coins,
        Sound::Alarm,
        Sound::Split,
        Sound::Goal,
        Sound::Win,
        Sound::MenuMove,
        Sound::MenuSelect,
        Sound::Error,
        Sound::Notice,
    ];

    /// Its name in the tables and in `snapshot().audio.played`.
    pub fn name(self) -> &'static str {
        match self {
            Sound::Step => "step",
            Sound::Bump => "bump",
            Sound::Push => "push",
            Sound::Hit => "hit",
            Sound::Miss => "miss",
            Sound::Block => "block",
            Sound::Hurt => "hurt",
            Sound::Kill => "kill",
            Sound::Death => "death",
            Sound::LevelUp => "level_up",
            Sound::Pickup => "pickup",
            Sound::Treasure => "treasure",
            Sound::Drop => "drop",
            Sound::Equip => "equip",
            Sound::Gulp => "gulp",
            Sound::StairsDown => "stairs_down",
            Sound::StairsUp => "stairs_up",
            Sound::Door => "door",
            Sound::Switch => "switch",
            Sound::Portal => "portal",
            Sound::Wormhole => "wormhole",
            Sound::Fuse => "fuse",
            Sound::Bomb => "bomb",
            Sound::Battle => "battle",
            Sound::Craft => "craft",
            Sound::Coins => "coins",
            Sound::Alarm => "alarm",
            Sound::Split => "split",
            Sound::Goal => "goal",
            Sound::Win => "win",
            Sound::MenuMove => "menu_move",
            Sound::MenuSelect => "menu_select",
            Sound::Error => "error",
            Sound::Notice => "notice",
        }
    }

    /// The sound named `name`, if any.
    pub fn from_name(name: &str) -> Option<Sound> {
        Sound::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl fmt::Display for Sound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_listed_once_under_its_serde_name() {
        for (i, sound) in Sound::ALL.iter().enumerate() {
            assert_eq!(Sound::ALL.iter().position(|s| s == sound), Some(i), "{sound} twice");
            assert_eq!(*sound as usize, i, "ALL is in the order of the variants");
            let json = serde_json::to_value(sound).expect("a name");
            assert_eq!(json.as_str(), Some(sound.name()));
            assert_eq!(Sound::from_name(sound.name()), Some(*sound));
        }
        assert_eq!(
            crate::audio::variants::<Sound>(None).len(),
            Sound::ALL.len(),
            "ALL has them all"
        );
    }
}
