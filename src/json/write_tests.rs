//! The writer against serde_json: the same values give the same bytes,
//! compact and pretty, for numbers, strings and every serde attribute our
//! records carry for writing.

use super::{to_string, to_string_pretty, ToJson, Writer};
use serde::{Serialize, Serializer};
use std::collections::{BTreeMap, HashMap};

/// Our compact and pretty bytes are serde_json's for `value`.
#[track_caller]
fn same<T: Serialize + ToJson + ?Sized>(value: &T) {
    let theirs = serde_json::to_string(value).expect("serde_json writes it");
    assert_eq!(to_string(value), theirs);
    let theirs = serde_json::to_string_pretty(value).expect("serde_json writes it");
    assert_eq!(to_string_pretty(value), theirs);
}

/// A small generator, so the numbers tried are the same on every run.
struct Bits(u64);

impl Bits {
    fn next(&mut self) -> u64 {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let x = self.0;
        x ^ (x >> 29)
    }
}

#[test]
fn doubles_are_written_in_serde_jsons_shortest_form() {
    let edges = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        0.5,
        1.5,
        100.0,
        1e15,
        1e16,
        1e17,
        1.5e16,
        1.5e17,
        1e21,
        1e22,
        1e-5,
        1e-6,
        1e-7,
        0.0001,
        0.00001234,
        0.000001234,
        123456789.125,
        f64::MAX,
        f64::MIN,
        f64::MIN_POSITIVE,
        f64::EPSILON,
        5e-324,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ];
    for f in edges {
        same(&f);
    }
    let mut bits = Bits(7);
    for _ in 0..100_000 {
        same(&f64::from_bits(bits.next()));
        // Numbers a game writes: small, with few decimals.
        let small = (bits.next() % 2_000_001) as f64 / 1000.0 - 1000.0;
        same(&small);
    }
}

#[test]
fn singles_are_written_in_serde_jsons_shortest_form() {
    for f in [0.0f32, -0.0, 1.0, 0.1, 1e7, 1e12, 1e13, 1e14, 1e-6, 1e-5, 1e-7, f32::MAX, f32::NAN] {
        same(&f);
    }
    let mut bits = Bits(11);
    for _ in 0..100_000 {
        same(&f32::from_bits(bits.next() as u32));
    }
}

#[test]
fn integers_and_plain_values_are_written_as_serde_json_writes_them() {
    same(&u64::MAX);
    same(&i64::MIN);
    same(&0u8);
    same(&-7i32);
    same(&u128::MAX);
    same(&true);
    same(&());
    same(&'é');
    same(&Some(3u8));
    same(&None::<u8>);
    same(&(1u8, "two", 3.0f64));
    same(&[1u32, 2, 3]);
    same(&Vec::<u8>::new());
    same(&vec![Vec::<u8>::new(), vec![1]]);
    same(&Box::new(5u16));
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let mut every: String = (0u8..0x80).map(char::from).collect();
    every.push_str("é/ж\u{2028}\u{7f}😀\"\\");
    same(&every);
    for c in (0u32..0x300).filter_map(char::from_u32) {
        same(&c.to_string());
    }
    same(&"");
}

#[test]
fn maps_write_their_keys_as_strings() {
    let numbers: BTreeMap<u32, Vec<i8>> = [(1, vec![-1]), (20, vec![]), (3, vec![1, 2])].into();
    same(&numbers);
    let names: BTreeMap<String, f64> = [("b".into(), 0.5), ("a\n".into(), 2.0)].into();
    same(&names);
    let kinds: BTreeMap<Kind, bool> = [(Kind::FirstOne, true), (Kind::Second, false)].into();
    same(&kinds);
    let chars: BTreeMap<char, u8> = [('x', 1), ('"', 2)].into();
    same(&chars);
    let hashed: HashMap<i64, u8> = (0..40).map(|i| (i * 7 - 100, i as u8)).collect();
    same(&hashed);
    same(&BTreeMap::<String, u8>::new());
    let value: serde_json::Value =
        serde_json::from_str(r#"{"z":[1,-2,3.5,null,true,{}],"a":{"b":"c","d":[]},"n":1e300}"#)
            .expect("json");
    same(&value);
}

#[derive(Serialize, super::ToJson, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
enum Kind {
    FirstOne,
    #[serde(rename = "2nd")]
    Second,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn write_hex<S: Serializer>(n: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{n:x}"))
}

fn write_hex_json(n: &u64, w: &mut Writer) {
    w.str(&format!("{n:x}"));
}

#[derive(Serialize, super::ToJson)]
struct Everything {
    plain: u32,
    #[serde(rename = "x-at")]
    renamed: i32,
    #[serde(skip)]
    #[allow(dead_code)]
    skipped: u8,
    #[serde(skip_serializing)]
    #[allow(dead_code)]
    not_written: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    zero_left_out: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    maybe: Option<String>,
    #[serde(serialize_with = "write_hex")]
    #[to_json(write = "write_hex_json")]
    hex: u64,
    #[serde(flatten)]
    inner: Inner,
    #[serde(flatten)]
    extra: BTreeMap<String, u8>,
    #[serde(flatten)]
    optional: Option<Inner>,
    said: Vec<Said>,
    adjacent: Vec<Adjacent>,
    loose: Vec<Loose>,
    outer: Vec<Outer>,
    kinds: Vec<Kind>,
    id: Id,
    pair: Pair,
    unit: Unit,
    wrapped: Wrapped<Inner>,
    walls: Walls,
    #[serde(flatten)]
    flat_walls: FlatWalls,
    empty: BTreeMap<u8, u8>,
    nested: Vec<Vec<Option<u8>>>,
}

#[derive(Serialize, super::ToJson, Clone)]
#[serde(rename_all = "camelCase")]
struct Inner {
    first_name: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    some_list: Vec<u8>,
}

/// Internally tagged, with every kind of variant it may hold.
#[derive(Serialize, super::ToJson)]
#[serde(tag = "says", rename_all = "snake_case")]
enum Said {
    Nothing,
    Hello {
        to: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        loud: Option<bool>,
    },
    Carries(Inner),
    Nested(Outer),
    Mapped(BTreeMap<String, u8>),
}

#[derive(Serialize, super::ToJson)]
#[serde(tag = "kind", content = "with")]
enum Adjacent {
    Bare,
    One(u8),
    Two(u8, String),
    Named { a: u8 },
}

#[derive(Serialize, super::ToJson)]
#[serde(untagged)]
enum Loose {
    Number(u32),
    Text(String),
    Pair(u8, u8),
    Named { a: u8 },
    Nothing,
}

/// Externally tagged.
#[derive(Serialize, super::ToJson)]
enum Outer {
    Unit,
    #[serde(rename = "new")]
    Newtype(i8),
    Tuple(u8, bool),
    Struct {
        #[serde(rename = "A")]
        a: u8,
        b: Vec<Kind>,
    },
}

#[derive(Serialize, super::ToJson)]
#[serde(transparent)]
struct Id(u64);

#[derive(Serialize, super::ToJson)]
struct Pair(u8, String);

#[derive(Serialize, super::ToJson)]
struct Unit;

#[derive(Serialize, super::ToJson)]
struct Wrapped<T> {
    value: T,
    many: Vec<T>,
}

/// Written through another type, as a wall is.
#[derive(Serialize, super::ToJson, Clone)]
#[serde(into = "Vec<String>")]
struct Walls {
    rows: Vec<String>,
}

impl From<Walls> for Vec<String> {
    fn from(walls: Walls) -> Vec<String> {
        walls.rows.into_iter().map(|row| row.replace('.', " ")).collect()
    }
}

/// Written through a struct, and flattened where it is held.
#[derive(Serialize, super::ToJson, Clone)]
#[serde(into = "Inner")]
struct FlatWalls {
    rows: Vec<String>,
}

impl From<FlatWalls> for Inner {
    fn from(walls: FlatWalls) -> Inner {
        inner(&walls.rows.join("/"), vec![7])
    }
}

fn inner(name: &str, list: Vec<u8>) -> Inner {
    Inner { first_name: name.into(), some_list: list }
}

fn everything(n: u32) -> Everything {
    Everything {
        plain: n,
        renamed: -(n as i32),
        skipped: 1,
        not_written: 2,
        zero_left_out: n % 2,
        maybe: (n % 3 == 0).then(|| format!("m{n}")),
        hex: u64::from(n) * 0x1234_5678,
        inner: inner("in\tside", vec![n as u8]),
        extra: if n % 2 == 0 { [("e".to_string(), 1)].into() } else { BTreeMap::new() },
        optional: (n % 4 == 1).then(|| inner("opt", Vec::new())),
        said: vec![
            Said::Nothing,
            Said::Hello { to: "you".into(), loud: (n % 2 == 0).then_some(true) },
            Said::Carries(inner("c", vec![1, 2])),
            Said::Nested(Outer::Struct { a: 1, b: vec![Kind::Second] }),
            Said::Mapped([("k".to_string(), 9)].into()),
        ],
        adjacent: vec![
            Adjacent::Bare,
            Adjacent::One(3),
            Adjacent::Two(4, "four".into()),
            Adjacent::Named { a: 5 },
        ],
        loose: vec![
            Loose::Number(n),
            Loose::Text("t".into()),
            Loose::Pair(1, 2),
            Loose::Named { a: 6 },
            Loose::Nothing,
        ],
        outer: vec![
            Outer::Unit,
            Outer::Newtype(-3),
            Outer::Tuple(7, false),
            Outer::Struct { a: 8, b: Vec::new() },
        ],
        kinds: vec![Kind::FirstOne, Kind::Second],
        id: Id(u64::from(n) << 40),
        pair: Pair(9, "nine".into()),
        unit: Unit,
        wrapped: Wrapped { value: inner("w", Vec::new()), many: vec![inner("x", vec![0])] },
        walls: Walls { rows: vec!["#..#".into(), "####".into()] },
        flat_walls: FlatWalls { rows: vec![n.to_string()] },
        empty: BTreeMap::new(),
        nested: vec![vec![], vec![None, Some(n as u8)]],
    }
}

#[test]
fn every_attribute_writes_serde_jsons_bytes() {
    for n in 0..8 {
        same(&everything(n));
    }
}

#[test]
fn a_reused_buffer_is_appended_to() {
    let mut w = Writer::compact_into("x".to_string());
    w.begin_array();
    w.element();
    w.u64(1);
    w.end_array();
    assert_eq!(w.finish(), "x[1]");
}
