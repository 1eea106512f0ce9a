//! The lean reader against serde_json: types that derive both readers read
//! the same texts to the same values, and refuse the same texts with the
//! same words at the same places.

use super::{from_str, parse, FromJson};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, PartialEq, Deserialize, FromJson)]
#[serde(deny_unknown_fields)]
struct Top {
    count: u32,
    name: String,
    #[serde(default)]
    tally: i64,
    maybe: Option<u8>,
    list: Vec<Inner>,
    #[serde(default)]
    kinds: Vec<Kind>,
    #[serde(default)]
    said: Option<Said>,
    #[serde(default)]
    map: BTreeMap<String, f64>,
    #[serde(default)]
    pair: Option<(u16, bool)>,
    #[serde(default)]
    entries: Vec<Entry>,
    #[serde(default)]
    id: Option<Id>,
    #[serde(default)]
    even: Option<Even>,
}

#[derive(Debug, PartialEq, Deserialize, FromJson)]
struct Inner {
    #[serde(rename = "x-at")]
    x: i32,
    #[serde(default)]
    y: i32,
    #[serde(skip)]
    cache: u8,
}

#[derive(Debug, PartialEq, Deserialize, FromJson)]
#[serde(rename_all = "snake_case")]
enum Kind {
    RedDragon,
    Bat,
    Named(String),
    Placed { at: (i32, i32) },
}

#[derive(Debug, PartialEq, Deserialize, FromJson)]
#[serde(tag = "says", rename_all = "snake_case")]
enum Said {
    Hello,
    Hit {
        damage: u32,
        #[serde(default)]
        critical: bool,
    },
    Quote(Inner),
}

#[derive(Debug, PartialEq, Deserialize, FromJson)]
struct Entry {
    #[serde(flatten)]
    said: Said,
    turn: u64,
}

#[derive(Debug, PartialEq, Deserialize, FromJson)]
#[serde(transparent)]
struct Id(u64);

#[derive(Debug, PartialEq, Deserialize, FromJson)]
#[serde(try_from = "u32")]
struct Even(u32);

impl TryFrom<u32> for Even {
    type Error = String;
    fn try_from(n: u32) -> Result<Even, String> {
        if n % 2 == 0 {
            Ok(Even(n))
        } else {
            Err(format!("{n} is odd"))
        }
    }
}

const GOOD: &str = r#"{
  "count": 3, "name": "a\"b\u00e9", "maybe": null,
  "list": [{"x-at": -4}, {"x-at": 5, "y": 6, "z": [1, {"q": 2}]}],
  "kinds": ["red_dragon", "bat", {"named": "Ann"}, {"placed": {"at": [1, -2]}}],
  "said": {"says": "hit", "damage": 7},
  "map": {"b": 1.5, "a": -2, "c": 1e3},
  "pair": [9, true],
  "entries": [{"says": "hello", "turn": 1}, {"turn": 2, "says": "quote", "x-at": 3}],
  "id": 77,
  "even": 4
}"#;

/// Both readers' verdicts on `text`, with serde_json's whole message.
fn both<T: FromJson + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug>(text: &str) {
    let theirs = serde_json::from_str::<T>(text).map_err(|e| e.to_string());
    let ours = from_str::<T>(text).map_err(|e| e.to_string());
    assert_eq!(ours, theirs, "reading {text}");
}

#[test]
fn a_good_text_reads_the_same() {
    let top = from_str::<Top>(GOOD).expect("reads");
    assert_eq!(top.kinds.len(), 4);
    both::<Top>(GOOD);
}

/// Every damage a hand can do to the good text, one at a time.
#[test]
fn each_damage_is_told_in_serde_jsons_words_at_its_place() {
    let damages = [
        (r#""count": 3"#, r#""count": "3""#),
        (r#""count": 3"#, r#""count": -3"#),
        (r#""count": 3"#, r#""count": 3.5"#),
        (r#""count": 3"#, r#""count": 99999999999"#),
        (r#""count": 3"#, r#""count": [3]"#),
        (r#""count": 3"#, r#""count": {"n": 3}"#),
        (r#""count": 3"#, r#""count": null"#),
        (r#""count": 3"#, r#""counts": 3"#),
        (r#""count": 3, "#, ""),
        (r#""name": "a\"b\u00e9""#, r#""name": 5"#),
        (r#""maybe": null"#, r#""maybe": 300"#),
        (r#""maybe": null"#, r#""maybe": true"#),
        (r#""maybe": null"#, r#""maybe": 1"#),
        (r#"{"x-at": -4}"#, r#"{"x": -4}"#),
        (r#"{"x-at": -4}"#, r#"{"x-at": -4, "cache": 1}"#),
        (r#"{"x-at": -4}"#, "7"),
        // A struct written as an array of its members, too short, too
        // long, empty, or with a member of the wrong type.
        (r#"{"x-at": -4}"#, "[-4]"),
        (r#"{"x-at": -4}"#, "[-4, 2]"),
        (r#"{"x-at": -4}"#, "[-4, 2, 3]"),
        (r#"{"x-at": -4}"#, "[]"),
        (r#"{"x-at": -4}"#, r#"[-4, "2"]"#),
        (r#"{"x-at": -4}"#, r#"{"x-at": -4, "x-at": 5}"#),
        (r#"{"x-at": -4}"#, r#"{"x-at": "a", "x-at": 5}"#),
        (r#"{"x-at": -4}"#, r#"{"y": 1, "y": "b", "x-at": 4}"#),
        (r#""count": 3"#, r#""count": 3, "count": 4"#),
        (r#""bat""#, r#""cat""#),
        (r#""bat""#, r#"{"bat": null}"#),
        (r#""bat""#, r#"{"bat": 1}"#),
        (r#""bat""#, r#""named""#),
        (r#""bat""#, r#"{}"#),
        (r#""bat""#, "12"),
        (r#"{"named": "Ann"}"#, r#"{"named": 1}"#),
        (r#"{"named": "Ann"}"#, r#"{"nameless": 1}"#),
        (r#"[1, -2]"#, r#"[1]"#),
        (r#"[1, -2]"#, r#"[1, -2, 3]"#),
        (r#"[1, -2]"#, r#"[1, "2"]"#),
        (r#""says": "hit""#, r#""says": "miss""#),
        (r#""says": "hit""#, r#""says": 3"#),
        (r#""says": "hit", "damage": 7"#, r#""damage": 7"#),
        (r#""damage": 7"#, r#""damage": "7""#),
        (r#""damage": 7"#, r#""damages": 7"#),
        (r#""damage": 7"#, r#""damage": 7, "damage": 8"#),
        (r#""says": "hit""#, r#""says": "hit", "says": "hello""#),
        (r#""b": 1.5"#, r#""b": "1.5""#),
        (r#"[9, true]"#, r#"[9, 1]"#),
        (r#""says": "hello", "turn": 1"#, r#""says": "howdy", "turn": 1"#),
        (r#""says": "hello", "turn": 1"#, r#""turn": 1"#),
        (r#""says": "hello", "turn": 1"#, r#""says": "hello""#),
        (r#""x-at": 3}"#, r#""x-at": "3"}"#),
        (r#""id": 77"#, r#""id": "77""#),
        (r#""even": 4"#, r#""even": 5"#),
        (r#""even": 4"#, r#""even": -4"#),
        ("\"even\": 4\n}", "\"even\": 4,\n\"odd\": 3\n}"),
    ];
    for (from, to) in damages {
        assert!(GOOD.contains(from), "{from}");
        both::<Top>(&GOOD.replacen(from, to, 1));
    }
}

#[test]
fn broken_text_is_refused_where_serde_json_refuses_it() {
    for text in
        ["", "{", "[1, 2", r#"{"a" 1}"#, r#"{"a": 1,}"#, "[1,]", "01", "1 2", "tru", "\"\\x\"", "-"]
    {
        let theirs = serde_json::from_str::<serde_json::Value>(text).map_err(|e| e.to_string());
        let ours = parse(text).map(|_| ()).map_err(|e| e.to_string());
        assert_eq!(ours.err(), theirs.err(), "{text:?}");
    }
    let deep = "[".repeat(200) + &"]".repeat(200);
    assert_eq!(
        parse(&deep).map(|_| ()).map_err(|e| e.to_string()),
        serde_json::from_str::<serde_json::Value>(&deep).map(|_| ()).map_err(|e| e.to_string())
    );
}

#[test]
fn numbers_and_strings_keep_serde_jsons_values() {
    let text = r#"[0, -0, 1.25, -7, 18446744073709551615, 18446744073709551616, -9223372036854775808,
        -9223372036854775809, 1e-7, 0.1, 123456789.123456789, "\ud83d\ude00 \n \/ é"]"#;
    let theirs: serde_json::Value = serde_json::from_str(text).expect("json");
    let ours = serde_json::Value::from_json(&parse(text).expect("json")).expect("a value");
    assert_eq!(ours, theirs);
    assert_eq!(ours.to_string(), theirs.to_string());
}

/// The tree the hand-walked readers (dungeon files, sound tables) take is
/// serde_json's own, duplicates and all.
#[test]
fn a_value_read_by_our_parser_is_serde_jsons_value() {
    let text = r#"{"a": 1, "b": [true, null, -2.5e3, "\u00e9"], "a": {"c": {}}, "d": []}"#;
    let theirs: serde_json::Value = serde_json::from_str(text).expect("json");
    assert_eq!(super::value_from_str(text).expect("json"), theirs);
    for broken in ["{\"a\": }", "[1, 2", "\"\\q\""] {
        let theirs = serde_json::from_str::<serde_json::Value>(broken).map_err(|e| e.to_string());
        let ours = super::value_from_str(broken).map_err(|e| e.to_string());
        assert_eq!(ours, theirs, "{broken}");
    }
}

/// Maps and sets are built by insertion (issue 30: `collect` brought a copy
/// of the standard sort per type); a key written twice keeps its last
/// value and the order is the keys', as serde's readers give them.
#[test]
fn a_map_or_set_read_by_insertion_matches_serdes() {
    let map = r#"{"b": 1, "a": 2, "b": 3, "c": 0}"#;
    let theirs: BTreeMap<String, u32> = serde_json::from_str(map).expect("json");
    let ours: BTreeMap<String, u32> = from_str(map).expect("json");
    assert_eq!(ours, theirs);
    assert_eq!(
        ours.into_iter().collect::<Vec<_>>(),
        [("a".into(), 2), ("b".into(), 3), ("c".into(), 0)]
    );
    let set = "[3, 1, 3, 2]";
    let theirs: std::collections::BTreeSet<u8> = serde_json::from_str(set).expect("json");
    let ours: std::collections::BTreeSet<u8> = from_str(set).expect("json");
    assert_eq!(ours, theirs);
    assert_eq!(ours.into_iter().collect::<Vec<_>>(), [1, 2, 3]);
    let broken = r#"{"a": 1, "b": "x"}"#;
    let theirs = serde_json::from_str::<BTreeMap<String, u32>>(broken).map_err(|e| e.to_string());
    let ours = from_str::<BTreeMap<String, u32>>(broken).map_err(|e| e.to_string());
    assert_eq!(ours, theirs);
}
