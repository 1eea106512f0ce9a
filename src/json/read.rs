//! [`FromJson`]: a value read from a [`Node`], with serde's words for what
//! does not fit ("invalid type: string \"a\", expected u32") placed where
//! serde_json placed them. The impls for the standard types live here; our
//! records derive theirs (`roguelike_json_derive`).

use super::{Error, Member, Node, Number, Pos, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fmt::Write as _;
use std::hash::Hash;

/// A type read from a JSON tree.
pub trait FromJson: Sized {
    /// Reads the value `node` holds.
    fn from_json(node: &Node) -> Result<Self, Error>;

    /// The value of a struct's member of this type when the object leaves
    /// it out and the member has no default: `None` (it is missing) but for
    /// an `Option`, which is then `None`, as serde has it.
    fn when_missing() -> Option<Self> {
        None
    }
}

/// A type read from an object's member name (a map's key).
pub trait FromJsonKey: Sized {
    /// Reads the key `name`, whose place is `at` (past the name).
    fn from_key(name: &str, at: Pos) -> Result<Self, Error>;
}

/// What serde_json calls a value it did not expect.
fn unexpected(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(Number::U64(n)) => format!("integer `{n}`"),
        Value::Number(Number::I64(n)) => format!("integer `{n}`"),
        Value::Number(Number::F64(f)) => {
            format!("floating point `{}`", super::to_string(f))
        }
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "sequence".into(),
        Value::Object(_) => "map".into(),
    }
}

/// "invalid type: …, expected `expected`", where serde_json says it: past
/// a scalar (which it has read), at an array or object (which it has not).
pub fn invalid_type(node: &Node, expected: &str) -> Error {
    let at = match node.value {
        Value::Array(_) | Value::Object(_) => node.start,
        _ => node.end,
    };
    Error::at(at, format!("invalid type: {}, expected {expected}", unexpected(&node.value)))
}

/// "invalid value: …, expected `expected`", past the value.
pub fn invalid_value(node: &Node, expected: &str) -> Error {
    Error::at(node.end, format!("invalid value: {}, expected {expected}", unexpected(&node.value)))
}

/// "invalid length N, expected …", placed by the reader around it.
pub fn invalid_length(length: usize, expected: &str) -> Error {
    Error::custom(format!("invalid length {length}, expected {expected}"))
}

/// serde's list of what was expected: "`a`", "`a` or `b`", "one of `a`,
/// `b`, `c`".
pub fn expecting_one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => format!("`{one}`"),
        [one, two] => format!("`{one}` or `{two}`"),
        _ => {
            let mut list = String::from("one of ");
            for (i, name) in names.iter().enumerate() {
                if i > 0 {
                    list.push_str(", ");
                }
                let _ = write!(list, "`{name}`");
            }
            list
        }
    }
}

/// "unknown field `x`, expected …", past the member's name.
pub fn unknown_field(member: &Member, fields: &[&str]) -> Error {
    let name = &member.name;
    Error::at(
        member.after_name,
        if fields.is_empty() {
            format!("unknown field `{name}`, there are no fields")
        } else {
            format!("unknown field `{name}`, expected {}", expecting_one_of(fields))
        },
    )
}

/// "duplicate field `x`", past the member's name.
pub fn duplicate_field(member: &Member) -> Error {
    Error::at(member.after_name, format!("duplicate field `{}`", member.name))
}

/// "unknown variant `x`, expected …", unplaced (each reader places it).
pub fn unknown_variant(name: &str, variants: &[&str]) -> Error {
    Error::custom(if variants.is_empty() {
        format!("unknown variant `{name}`, there are no variants")
    } else {
        format!("unknown variant `{name}`, expected {}", expecting_one_of(variants))
    })
}

/// "missing field `name`", past the object.
pub fn missing_field(object: &Node, name: &str) -> Error {
    Error::at(object.end, format!("missing field `{name}`"))
}

macro_rules! integers {
    ($($t:ty => $name:literal),* $(,)?) => {$(
        impl FromJson for $t {
            // Kept out of line: inlined, each struct member of the type
            // would carry its own copy (issue 30).
            #[inline(never)]
            fn from_json(node: &Node) -> Result<$t, Error> {
                match node.value {
                    Value::Number(Number::U64(n)) => {
                        <$t>::try_from(n).map_err(|_| invalid_value(node, $name))
                    }
                    Value::Number(Number::I64(n)) => {
                        <$t>::try_from(n).map_err(|_| invalid_value(node, $name))
                    }
                    _ => Err(invalid_type(node, $name)),
                }
            }
        }

        impl FromJsonKey for $t {
            fn from_key(name: &str, at: Pos) -> Result<$t, Error> {
                name.parse().map_err(|_| {
                    Error::at(at, format!("invalid type: string {name:?}, expected {}", $name))
                })
            }
        }
    )*};
}

integers!(u8 => "u8", u16 => "u16", u32 => "u32", u64 => "u64", usize => "usize",
    i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64");

impl FromJson for f64 {
    #[inline(never)]
    fn from_json(node: &Node) -> Result<f64, Error> {
        match node.value {
            Value::Number(Number::U64(n)) => Ok(n as f64),
            Value::Number(Number::I64(n)) => Ok(n as f64),
            Value::Number(Number::F64(f)) => Ok(f),
            _ => Err(invalid_type(node, "f64")),
        }
    }
}

impl FromJson for f32 {
    #[inline(never)]
    fn from_json(node: &Node) -> Result<f32, Error> {
        match node.value {
            Value::Number(Number::U64(n)) => Ok(n as f32),
            Value::Number(Number::I64(n)) => Ok(n as f32),
            Value::Number(Number::F64(f)) => Ok(f as f32),
            _ => Err(invalid_type(node, "f32")),
        }
    }
}

impl FromJson for bool {
    #[inline(never)]
    fn from_json(node: &Node) -> Result<bool, Error> {
        match node.value {
            Value::Bool(b) => Ok(b),
            _ => Err(invalid_type(node, "a boolean")),
        }
    }
}

impl FromJson for String {
    #[inline(never)]
    fn from_json(node: &Node) -> Result<String, Error> {
        match &node.value {
            Value::String(s) => Ok(s.clone()),
            _ => Err(invalid_type(node, "a string")),
        }
    }
}

impl FromJsonKey for String {
    fn from_key(name: &str, _at: Pos) -> Result<String, Error> {
        Ok(name.to_owned())
    }
}

impl FromJson for char {
    #[inline(never)]
    fn from_json(node: &Node) -> Result<char, Error> {
        match &node.value {
            Value::String(s) => {
                let mut chars = s.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Ok(c),
                    _ => Err(invalid_value(node, "a character")),
                }
            }
            _ => Err(invalid_type(node, "a character")),
        }
    }
}

impl FromJson for () {
    fn from_json(node: &Node) -> Result<(), Error> {
        match node.value {
            Value::Null => Ok(()),
            _ => Err(invalid_type(node, "unit")),
        }
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(node: &Node) -> Result<Option<T>, Error> {
        match node.value {
            Value::Null => Ok(None),
            _ => T::from_json(node).map(Some),
        }
    }

    fn when_missing() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(node: &Node) -> Result<Box<T>, Error> {
        T::from_json(node).map(Box::new)
    }
}

/// The items of an array, or serde's "invalid type" for anything else.
fn items<'a>(node: &'a Node, expected: &str) -> Result<&'a [Node], Error> {
    match &node.value {
        Value::Array(items) => Ok(items),
        _ => Err(invalid_type(node, expected)),
    }
}

/// An item of an array, an error it raises without a place placed as
/// serde_json's reader of the array places it.
fn item<T: FromJson>(item: &Node) -> Result<T, Error> {
    T::from_json(item).map_err(|e| e.or_at(item.after))
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(node: &Node) -> Result<Vec<T>, Error> {
        items(node, "a sequence")?.iter().map(item).collect()
    }
}

impl<T: FromJson> FromJson for VecDeque<T> {
    fn from_json(node: &Node) -> Result<VecDeque<T>, Error> {
        items(node, "a sequence")?.iter().map(item).collect()
    }
}

/// Built by insertion: `collect` into a B-tree sorts first, with its own
/// copy of the standard sort per element type (issue 30).
impl<T: FromJson + Ord> FromJson for BTreeSet<T> {
    fn from_json(node: &Node) -> Result<BTreeSet<T>, Error> {
        let mut set = BTreeSet::new();
        for node in items(node, "a sequence")? {
            set.insert(item(node)?);
        }
        Ok(set)
    }
}

/// The items of an array of exactly `length`; serde's words for one too
/// short (placed past the array) or too long (at the first item too many).
pub fn exactly<'a>(node: &'a Node, length: usize, expected: &str) -> Result<&'a [Node], Error> {
    let all = items(node, expected)?;
    if all.len() < length {
        return Err(invalid_length(all.len(), expected).or_at(node.end));
    }
    if all.len() > length {
        return Err(Error::at(all[length - 1].after.next(), "trailing characters"));
    }
    Ok(all)
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(node: &Node) -> Result<[T; N], Error> {
        let expected = format!("an array of length {N}");
        let all = exactly(node, N, &expected)?;
        let read: Vec<T> = all.iter().map(item).collect::<Result<_, _>>()?;
        read.try_into().map_err(|_| invalid_length(0, &expected).or_at(node.end))
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(node: &Node) -> Result<(A, B), Error> {
        let all = exactly(node, 2, "a tuple of size 2")?;
        Ok((item(&all[0])?, item(&all[1])?))
    }
}

impl<A: FromJson, B: FromJson, C: FromJson> FromJson for (A, B, C) {
    fn from_json(node: &Node) -> Result<(A, B, C), Error> {
        let all = exactly(node, 3, "a tuple of size 3")?;
        Ok((item(&all[0])?, item(&all[1])?, item(&all[2])?))
    }
}

/// The members of an object, or serde's "invalid type" for anything else.
pub fn members<'a>(node: &'a Node, expected: &str) -> Result<&'a [Member], Error> {
    match &node.value {
        Value::Object(members) => Ok(members),
        _ => Err(invalid_type(node, expected)),
    }
}

/// A member's key and value, errors placed as serde_json places them.
fn entry<K: FromJsonKey, V: FromJson>(member: &Member) -> Result<(K, V), Error> {
    let key = K::from_key(&member.name, member.after_name)?;
    let value = V::from_json(&member.value).map_err(|e| e.or_at(member.value.after))?;
    Ok((key, value))
}

/// Built by insertion, the last value of a key kept (as serde's reader
/// keeps it), for the reason the set is.
impl<K: FromJsonKey + Ord, V: FromJson> FromJson for BTreeMap<K, V> {
    fn from_json(node: &Node) -> Result<BTreeMap<K, V>, Error> {
        let mut map = BTreeMap::new();
        for member in members(node, "a map")? {
            let (key, value) = entry(member)?;
            map.insert(key, value);
        }
        Ok(map)
    }
}

impl<K: FromJsonKey + Eq + Hash, V: FromJson> FromJson for HashMap<K, V> {
    fn from_json(node: &Node) -> Result<HashMap<K, V>, Error> {
        members(node, "a map")?.iter().map(entry).collect()
    }
}

/// serde_json's own tree, for the records that keep a part of a file as
/// it was written (a rule set's numbers, a level's state).
impl FromJson for serde_json::Value {
    fn from_json(node: &Node) -> Result<serde_json::Value, Error> {
        Ok(super::value_of(node))
    }
}

/// An object of the members `rest` of `node` (what a flattened member
/// reads), placed where `node` is.
pub fn rest(node: &Node, rest: Vec<&Member>) -> Node {
    let members = rest.into_iter().cloned().collect();
    Node { value: Value::Object(members), start: node.start, end: node.end, after: node.after }
}

/// `node`'s object without its member `name` (an internally tagged enum's
/// tag, which is no member of the variant's value).
pub fn without(node: &Node, name: &str) -> Node {
    let kept = match &node.value {
        Value::Object(members) => members.iter().filter(|m| m.name != name).cloned().collect(),
        _ => Vec::new(),
    };
    Node { value: Value::Object(kept), start: node.start, end: node.end, after: node.after }
}

/// An internally tagged enum's variant, named by its tag: the member
/// `name` of an object, or the first item of an array (serde takes both).
/// serde's words for a tag missing, written twice, unknown or not a
/// string; inside serde's copy of the values a number picks a variant by
/// its index, as serde has it. The variant's index in `variants`.
pub fn tag(node: &Node, name: &str, variants: &[&str], expecting: &str) -> Result<usize, Error> {
    let mut found = None;
    let tags: Vec<&Node> = match &node.value {
        Value::Object(members) => {
            let mut tags = Vec::new();
            for member in members.iter().filter(|m| m.name == name) {
                if !tags.is_empty() {
                    return Err(duplicate_field(member));
                }
                tags.push(&member.value);
            }
            tags
        }
        Value::Array(items) => items.iter().take(1).collect(),
        _ => return Err(invalid_type(node, expecting)),
    };
    for tag in tags {
        let variant = match &tag.value {
            Value::String(variant) => variant.as_str(),
            Value::Number(Number::U64(index)) if Content::inside() => {
                match usize::try_from(*index).ok().and_then(|i| variants.get(i)) {
                    Some(variant) => variant,
                    None => {
                        return Err(invalid_value(
                            tag,
                            &format!("variant index 0 <= i < {}", variants.len()),
                        ))
                    }
                }
            }
            _ => return Err(invalid_type(tag, "variant identifier")),
        };
        match position(variants, variant) {
            Some(index) => found = Some(index),
            None => return Err(unknown_variant(variant, variants).or_at(tag.end)),
        }
    }
    match (found, &node.value) {
        (None, _) => Err(missing_field(node, name)),
        // Its other items would be the variant's members in order, which
        // none of our files writes.
        (Some(_), Value::Array(_)) => Err(invalid_type(node, expecting)),
        (Some(variant), _) => Ok(variant),
    }
}

/// serde_json's "expected value" for an enum written as an object of more
/// than one member, found once the first member's variant is read.
pub fn lone_member(node: &Node) -> Result<(), Error> {
    match &node.value {
        Value::Object(members) if members.len() > 1 && !Content::inside() => {
            Err(Error::at(members[0].value.after, "expected value"))
        }
        _ => Ok(()),
    }
}

thread_local! {
    static CONTENT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// While a flattened member or an internally tagged enum's variant is
/// read: serde reads those from its own copy of the values (`Content`),
/// whose words for an enum that is neither a name nor an object differ
/// from serde_json's, and which places nothing.
#[derive(Debug)]
pub struct Content(());

impl Content {
    /// Marks the reading as inside serde's copy until the guard is dropped.
    pub fn enter() -> Content {
        CONTENT.with(|depth| depth.set(depth.get() + 1));
        Content(())
    }

    fn inside() -> bool {
        CONTENT.with(|depth| depth.get() > 0)
    }
}

impl Drop for Content {
    fn drop(&mut self) {
        CONTENT.with(|depth| depth.set(depth.get().saturating_sub(1)));
    }
}

/// How an externally tagged enum's value names its variant.
#[derive(Debug)]
pub enum Variant<'a> {
    /// `"name"`: a variant without data.
    Name(&'a str),
    /// `{"name": value}`.
    Member(&'a Member),
}

/// The variant an externally tagged enum's value names, or serde's words
/// for a value that names none.
pub fn variant_of(node: &Node) -> Result<Variant<'_>, Error> {
    match &node.value {
        Value::String(name) => Ok(Variant::Name(name)),
        Value::Object(members) if Content::inside() => match members.as_slice() {
            [one] => Ok(Variant::Member(one)),
            _ => Err(Error::custom("invalid value: map, expected map with a single key")),
        },
        Value::Object(members) => match members.first() {
            Some(first) => Ok(Variant::Member(first)),
            None => Err(Error::at(node.end, "expected value")),
        },
        _ if Content::inside() => Err(Error::custom(format!(
            "invalid type: {}, expected string or map",
            unexpected(&node.value)
        ))),
        _ => Err(Error::at(node.start.next(), "expected value")),
    }
}

/// Refuses items past the `count` a struct read from an array has.
pub fn no_more(all: &[Node], count: usize) -> Result<(), Error> {
    if all.len() <= count {
        return Ok(());
    }
    if Content::inside() {
        return Err(Error::custom(format!(
            "invalid length {}, expected {count} elements in sequence",
            all.len()
        )));
    }
    let at = match count {
        0 => all[0].start.next(),
        _ => all[count - 1].after.next(),
    };
    Err(Error::at(at, "trailing characters"))
}

/// A struct's members as its derived reader knows them: one static table
/// a type (issue 30: the derive used to write each member's read twice,
/// by name and by position, inline in every struct's reader).
#[derive(Debug)]
pub struct Fields {
    /// The members' names as the text writes them (renamed), in the
    /// order of the struct and of its array form; skipped and flattened
    /// members are not among them.
    pub names: &'static [&'static str],
    /// What serde calls the struct when the value is no object ("struct
    /// Config").
    pub expecting: &'static str,
    /// What serde calls it when an array holds too few members ("struct
    /// Config with 3 elements").
    pub in_order: &'static str,
    /// A member not in `names` is an error (`deny_unknown_fields`).
    pub deny_unknown: bool,
    /// An internally tagged enum's tag, a member of the object that is no
    /// member of the variant.
    pub tag: Option<&'static str>,
    /// The struct may be written as an array of its members in order, as
    /// serde reads one (not with a tag or a flattened member).
    pub array: bool,
    /// For each member of `names`: it has no default, so leaving it out is
    /// an error (in an object, unless its type has a value when missing).
    pub required: &'static [bool],
}

/// How a struct's value was written: as an object, or as an array of its
/// members in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `{"name": value, …}`.
    Object,
    /// `[value, …]`.
    Array,
}

/// The index of `name` in `names`.
fn position(names: &[&str], name: &str) -> Option<usize> {
    names.iter().position(|n| *n == name)
}

/// Walks a struct's value once, handing `each` the index (in
/// `fields.names`) and value of every member it finds, in the order the
/// text writes them, so errors come in serde_json's order. serde's words
/// for a value that is no object, a member written twice, one unknown
/// (with `deny_unknown`), array items past the last member, and then for
/// the first required member left out ("missing field" past an object,
/// "invalid length" past an array; `optional` marks the members whose type
/// has a value when missing, an `Option`'s `None`, which an object may
/// leave out). A member unknown to a struct with a flattened member goes
/// to `rest`. An error `each` raises without a place is placed past the
/// member's value.
///
/// Not generic, so every struct shares it: the per-type code is only each
/// member's own `FromJson` call, and a member left out is known to be
/// allowed once this returns.
pub fn read_members<'a>(
    node: &'a Node,
    fields: &Fields,
    optional: &[bool],
    mut rest: Option<&mut Vec<&'a Member>>,
    each: &mut dyn FnMut(usize, &'a Node) -> Result<(), Error>,
) -> Result<Form, Error> {
    let required = |index: usize| fields.required.get(index).copied().unwrap_or(false);
    if let (true, Value::Array(all)) = (fields.array, &node.value) {
        let count = fields.names.len();
        for (index, item) in all.iter().take(count).enumerate() {
            each(index, item).map_err(|e| e.or_at(item.after))?;
        }
        if let Some(index) = (all.len()..count).find(|&index| required(index)) {
            return Err(invalid_length(index, fields.in_order).or_at(node.end));
        }
        no_more(all, count)?;
        return Ok(Form::Array);
    }
    let mut seen = vec![false; fields.names.len()];
    for member in members(node, fields.expecting)? {
        if let Some(index) = position(fields.names, &member.name) {
            if std::mem::replace(&mut seen[index], true) {
                return Err(duplicate_field(member));
            }
            each(index, &member.value).map_err(|e| e.or_at(member.value.after))?;
        } else if fields.tag == Some(member.name.as_str()) {
            continue;
        } else if let Some(rest) = rest.as_deref_mut() {
            rest.push(member);
        } else if fields.deny_unknown {
            return Err(unknown_field(member, fields.names));
        }
    }
    let left_out = |index: usize| {
        !seen[index] && required(index) && !optional.get(index).copied().unwrap_or(false)
    };
    if let Some(index) = (0..seen.len()).find(|&index| left_out(index)) {
        return Err(missing_field(node, fields.names[index]));
    }
    Ok(Form::Object)
}

/// The error of a struct's reader that finds a required member missing
/// after [`read_members`] let the struct through, which it does not do:
/// said rather than assumed, as nothing here panics.
pub fn member_lost(node: &Node, fields: &Fields) -> Error {
    Error::at(node.end, format!("a member of {} was lost while reading it", fields.expecting))
}

/// An externally tagged enum's variant: its index in `names` and, for a
/// variant with data, the value that holds the data. `kinds` says what
/// serde calls each variant's data ("newtype variant", "struct variant";
/// empty for a variant without). serde's words for an unknown variant, a
/// variant with data written as a bare name and a variant without data
/// given a value other than `null`. The caller reads the data, then checks
/// [`lone_member`].
pub fn external<'a>(
    node: &'a Node,
    names: &[&str],
    kinds: &[&str],
) -> Result<(usize, Option<&'a Node>), Error> {
    let kind = |index: usize| kinds.get(index).copied().unwrap_or_default();
    match variant_of(node)? {
        Variant::Name(name) => {
            let index = position(names, name)
                .ok_or_else(|| unknown_variant(name, names).or_at(node.end))?;
            match kind(index) {
                "" => Ok((index, None)),
                data => Err(Error::custom(format!("invalid type: unit variant, expected {data}"))),
            }
        }
        Variant::Member(member) => {
            let index = position(names, &member.name)
                .ok_or_else(|| unknown_variant(&member.name, names).or_at(member.after_name))?;
            let value = &member.value;
            match kind(index) {
                "" => {
                    <()>::from_json(value).map_err(|e| e.or_at(value.after))?;
                    Ok((index, None))
                }
                _ => Ok((index, Some(value))),
            }
        }
    }
}

/// The index in `names` of a map's key naming an enum's variant, or
/// serde's "unknown variant" at `at`.
pub fn key_index(key: &str, at: Pos, names: &[&str]) -> Result<usize, Error> {
    position(names, key).ok_or_else(|| unknown_variant(key, names).or_at(at))
}

/// An item of a tuple struct or variant read as `T`, an error it raises
/// without a place placed past the item.
pub fn placed(error: Error, item: &Node) -> Error {
    error.or_at(item.after)
}

/// A part of a text kept as its tree, to be read later or by hand (a high
/// score table's runs, each read on its own so one spoilt run drops alone).
impl FromJson for Node {
    fn from_json(node: &Node) -> Result<Node, Error> {
        Ok(node.clone())
    }
}
