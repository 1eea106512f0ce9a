//! A 64-bit checksum of a dungeon's state, for replays to notice drift: FNV-1a
//! over the state's canonical JSON (fixed field order, sorted maps, exact
//! integers for health), the same on every platform.

use super::state::Dungeon;

impl Dungeon {
    /// The state as canonical JSON text.
    pub fn canonical_json(&self) -> String {
        serde_json::to_string(&self.state).expect("the dungeon state has only string map keys")
    }

    /// FNV-1a of [`Self::canonical_json`].
    pub fn checksum(&self) -> u64 {
        Dungeon::checksum_of(&self.canonical_json())
    }

    /// FNV-1a of a state's canonical JSON, when the caller has it already.
    pub fn checksum_of(canonical_json: &str) -> u64 {
        canonical_json.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    }
}
