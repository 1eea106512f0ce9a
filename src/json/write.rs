//! The game's own JSON writer (issue 30): [`Writer`], one non-generic
//! string builder, and [`ToJson`], which writes our records through it.
//! serde's derived writers and serde_json's `Value` serializer cost the
//! page's wasm about 170 KB; these writers are straight-line code, one
//! call per member, all funnelled through the same few writer methods.
//!
//! The bytes are serde_json's, exactly: `to_string`'s compact form and
//! `to_string_pretty`'s two-space form, the same string escapes, integers
//! and floats (the shortest digits that read back, laid out as
//! serde_json's float writer, zmij, lays them out: `1.0`, `0.001`, `1e+16`), map keys quoted, and
//! `null` for a float that is not finite. Saves, replays and the checksums
//! computed over their bytes depend on that.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fmt::Write as _;

/// Builds JSON text, compact or pretty. Values are written in order;
/// inside an object each value follows [`Writer::member`], inside an array
/// [`Writer::element`].
#[derive(Debug)]
pub struct Writer {
    out: String,
    pretty: bool,
    depth: usize,
    /// No member or element written yet in the innermost open object or
    /// array (whether its close goes on a line of its own).
    first: bool,
}

impl Writer {
    /// A writer of serde_json's `to_string` form.
    pub fn compact() -> Writer {
        Writer { out: String::new(), pretty: false, depth: 0, first: true }
    }

    /// A writer of serde_json's `to_string_pretty` form.
    pub fn pretty() -> Writer {
        Writer { pretty: true, ..Writer::compact() }
    }

    /// A compact writer appending to `out` (a reused buffer).
    pub fn compact_into(out: String) -> Writer {
        Writer { out, ..Writer::compact() }
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    /// `null`.
    pub fn null(&mut self) {
        self.out.push_str("null");
    }

    /// `true` or `false`.
    pub fn bool(&mut self, b: bool) {
        self.out.push_str(if b { "true" } else { "false" });
    }

    /// An unsigned integer.
    pub fn u64(&mut self, n: u64) {
        let _ = write!(self.out, "{n}");
    }

    /// A signed integer.
    pub fn i64(&mut self, n: i64) {
        let _ = write!(self.out, "{n}");
    }

    /// An unsigned 128-bit integer, as serde_json writes one.
    pub fn u128(&mut self, n: u128) {
        let _ = write!(self.out, "{n}");
    }

    /// A double: its shortest digits, `null` when not finite.
    pub fn f64(&mut self, f: f64) {
        if f.is_finite() {
            // `{:e}` gives the shortest digits that read back as `f`, as
            // serde_json's writer does; its layout of them is applied here.
            let text = format!("{f:e}");
            let text = tie_to_even(text, |t| t.parse() == Ok(f), || format!("{f:.800e}"));
            lay_out_float(&mut self.out, &text, 16, -5);
        } else {
            self.null();
        }
    }

    /// A single: its shortest digits as an `f32`, `null` when not finite.
    pub fn f32(&mut self, f: f32) {
        if f.is_finite() {
            let text = format!("{f:e}");
            let text = tie_to_even(text, |t| t.parse() == Ok(f), || format!("{f:.200e}"));
            lay_out_float(&mut self.out, &text, 13, -6);
        } else {
            self.null();
        }
    }

    /// A string, escaped as serde_json escapes one.
    pub fn str(&mut self, s: &str) {
        escape_into(&mut self.out, s);
    }

    /// Opens an object.
    pub fn begin_object(&mut self) {
        self.out.push('{');
        self.open();
    }

    /// Names the next member of the open object; its value follows.
    pub fn member(&mut self, name: &str) {
        self.separate();
        escape_into(&mut self.out, name);
        self.out.push_str(if self.pretty { ": " } else { ":" });
    }

    /// Closes the open object.
    pub fn end_object(&mut self) {
        self.close();
        self.out.push('}');
    }

    /// Opens an array.
    pub fn begin_array(&mut self) {
        self.out.push('[');
        self.open();
    }

    /// Starts the next element of the open array; its value follows.
    pub fn element(&mut self) {
        self.separate();
    }

    /// Closes the open array.
    pub fn end_array(&mut self) {
        self.close();
        self.out.push(']');
    }

    /// Writes `text` as it stands: JSON text another writer made.
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    fn open(&mut self) {
        self.depth += 1;
        self.first = true;
    }

    fn separate(&mut self) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        if self.pretty {
            self.newline();
        }
    }

    fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        // An empty object or array closes on its own line only if it held
        // something: serde_json writes `[]` and `{}`.
        if self.pretty && !self.first {
            self.newline();
        }
        // The parent holds this value, so it is no longer empty.
        self.first = false;
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
    }
}

/// Rust's shortest digits, with zmij's choice where two as short read
/// back and the value stands exactly halfway between them: Rust rounds the
/// half up (`197158.63` for 197158.625f32), zmij to the even digit
/// (`197158.62`). `reads_back` says whether a text reads as the value;
/// `exact` gives the value's exact digits (`{:.800e}` holds all of a
/// double's), asked for only when the other candidate reads back.
fn tie_to_even(
    scientific: String,
    reads_back: impl Fn(&str) -> bool,
    exact: impl FnOnce() -> String,
) -> String {
    let (sign, rest) = match scientific.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", scientific.as_str()),
    };
    let Some((mantissa, exponent)) = rest.split_once('e') else { return scientific };
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let Ok(shortest) = digits.parse::<u64>() else { return scientific };
    let width = digits.len();
    let text_of = |candidate: u64| -> Option<String> {
        let candidate = format!("{candidate:0width$}");
        // A candidate ending in 0 or of another length is not one of two
        // equally short readings.
        if candidate.len() != width || candidate.ends_with('0') {
            return None;
        }
        let (first, others) = candidate.split_at(1);
        let point = if others.is_empty() { "" } else { "." };
        Some(format!("{sign}{first}{point}{others}e{exponent}"))
    };
    let other = [shortest.wrapping_sub(1), shortest + 1]
        .into_iter()
        .filter(|c| c % 2 == 0 && shortest % 2 == 1)
        .filter_map(text_of)
        .find(|text| reads_back(text));
    let Some(other) = other else { return scientific };
    // Exactly halfway: the exact digits past the shortest are 5, then 0s.
    let exact = exact();
    let exact = exact.trim_start_matches('-');
    let Some((exact_mantissa, exact_exponent)) = exact.split_once('e') else { return scientific };
    if exact_exponent != exponent {
        return scientific;
    }
    let exact_digits: String = exact_mantissa.chars().filter(char::is_ascii_digit).collect();
    let tail = exact_digits.get(width..).unwrap_or("");
    let halfway = tail.starts_with('5') && tail[1..].bytes().all(|d| d == b'0');
    if halfway {
        other
    } else {
        scientific
    }
}

/// Lays out `scientific` (Rust's `{:e}`: `-1.234e-7`, `5e0`) as zmij (the
/// float writer of serde_json 1.0.154) does: plain decimals while the point
/// falls within `max_point` digits (with a `.0` for a whole number),
/// `0.00…` down to `min_point`, else `d.ddde+x` / `d.ddde-x`.
fn lay_out_float(out: &mut String, scientific: &str, max_point: i32, min_point: i32) {
    let (sign, rest) = match scientific.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", scientific),
    };
    out.push_str(sign);
    let (mantissa, exponent) = rest.split_once('e').unwrap_or((rest, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    if digits.bytes().all(|d| d == b'0') {
        out.push_str("0.0");
        return;
    }
    let length = digits.len() as i32;
    // The value is 0.digits × 10^point.
    let point = exponent + 1;
    let k = point - length;
    if 0 <= k && point <= max_point {
        out.push_str(&digits);
        for _ in 0..k {
            out.push('0');
        }
        out.push_str(".0");
    } else if 0 < point && point <= max_point {
        out.push_str(&digits[..point as usize]);
        out.push('.');
        out.push_str(&digits[point as usize..]);
    } else if min_point < point && point <= 0 {
        out.push_str("0.");
        for _ in point..0 {
            out.push('0');
        }
        out.push_str(&digits);
    } else {
        out.push_str(&digits[..1]);
        if length > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let exponent = point - 1;
        let sign = if exponent >= 0 { "+" } else { "" };
        let _ = write!(out, "e{sign}{exponent}");
    }
}

/// `s` in quotes with serde_json's escapes: `\"`, `\\`, the short forms
/// `\b \t \n \f \r`, `\u00xx` for the other control characters, and
/// nothing else (not `/`, not DEL, not anything past ASCII).
fn escape_into(out: &mut String, s: &str) {
    out.push('"');
    let mut start = 0;
    for (i, byte) in s.bytes().enumerate() {
        let escape = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\t' => "\\t",
            b'\r' => "\\r",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if escape.is_empty() {
            let _ = write!(out, "\\u{byte:04x}");
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// A type written as JSON.
pub trait ToJson {
    /// Writes the value.
    fn to_json(&self, w: &mut Writer);

    /// Writes the value's members into an object already open: what a
    /// flattened member or an internally tagged variant's content writes.
    /// Structs, maps and internally tagged enums have members; serde_json
    /// refuses to flatten anything else, and no record of ours asks it to,
    /// so the value is then written whole under an empty name, where a
    /// test comparing the bytes with serde_json's would show it.
    fn to_json_members(&self, w: &mut Writer) {
        w.member("");
        self.to_json(w);
    }
}

/// A type written as an object's member name (a map's key), as serde_json
/// writes keys: strings as they are, numbers and `true`/`false` as their
/// text, a unit variant by its name.
pub trait ToJsonKey {
    /// Appends the key's text (unescaped) to `out`.
    fn json_key(&self, out: &mut String);
}

/// `value` as compact JSON, byte for byte serde_json's `to_string`.
pub fn to_string<T: ToJson + ?Sized>(value: &T) -> String {
    let mut w = Writer::compact();
    value.to_json(&mut w);
    w.finish()
}

/// `value` as pretty JSON, byte for byte serde_json's `to_string_pretty`.
pub fn to_string_pretty<T: ToJson + ?Sized>(value: &T) -> String {
    let mut w = Writer::pretty();
    value.to_json(&mut w);
    w.finish()
}

/// Writes the entries of a map, member by member, into an open object.
fn entries<'a, K: ToJsonKey + 'a, V: ToJson + 'a>(
    w: &mut Writer,
    entries: impl Iterator<Item = (&'a K, &'a V)>,
) {
    let mut key = String::new();
    for (k, v) in entries {
        key.clear();
        k.json_key(&mut key);
        w.member(&key);
        v.to_json(w);
    }
}

/// Writes a sequence as an array.
fn sequence<'a, T: ToJson + 'a>(w: &mut Writer, items: impl Iterator<Item = &'a T>) {
    w.begin_array();
    for item in items {
        w.element();
        item.to_json(w);
    }
    w.end_array();
}

/// Integers, written through the widest of their sign (`u64`, `i64`).
macro_rules! integers {
    ($write:ident as $wide:ty: $($t:ty)*) => {$(
        impl ToJson for $t {
            fn to_json(&self, w: &mut Writer) {
                w.$write(*self as $wide);
            }
        }
        impl ToJsonKey for $t {
            fn json_key(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}
integers!(u64 as u64: u8 u16 u32 u64 usize);
integers!(i64 as i64: i8 i16 i32 i64 isize);

impl ToJson for u128 {
    fn to_json(&self, w: &mut Writer) {
        w.u128(*self);
    }
}

impl ToJson for f64 {
    fn to_json(&self, w: &mut Writer) {
        w.f64(*self);
    }
}

impl ToJson for f32 {
    fn to_json(&self, w: &mut Writer) {
        w.f32(*self);
    }
}

impl ToJson for bool {
    fn to_json(&self, w: &mut Writer) {
        w.bool(*self);
    }
}

impl ToJsonKey for bool {
    fn json_key(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl ToJson for char {
    fn to_json(&self, w: &mut Writer) {
        w.str(self.encode_utf8(&mut [0; 4]));
    }
}

impl ToJsonKey for char {
    fn json_key(&self, out: &mut String) {
        out.push(*self);
    }
}

impl ToJson for str {
    fn to_json(&self, w: &mut Writer) {
        w.str(self);
    }
}

impl ToJsonKey for str {
    fn json_key(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl ToJson for String {
    fn to_json(&self, w: &mut Writer) {
        w.str(self);
    }
}

impl ToJsonKey for String {
    fn json_key(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl ToJson for () {
    fn to_json(&self, w: &mut Writer) {
        w.null();
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn to_json(&self, w: &mut Writer) {
        (**self).to_json(w);
    }
    fn to_json_members(&self, w: &mut Writer) {
        (**self).to_json_members(w);
    }
}

impl<T: ToJsonKey + ?Sized> ToJsonKey for &T {
    fn json_key(&self, out: &mut String) {
        (**self).json_key(out);
    }
}

impl<T: ToJson + ?Sized> ToJson for Box<T> {
    fn to_json(&self, w: &mut Writer) {
        (**self).to_json(w);
    }
    fn to_json_members(&self, w: &mut Writer) {
        (**self).to_json_members(w);
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self, w: &mut Writer) {
        match self {
            Some(value) => value.to_json(w),
            None => w.null(),
        }
    }
    fn to_json_members(&self, w: &mut Writer) {
        if let Some(value) = self {
            value.to_json_members(w);
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self, w: &mut Writer) {
        sequence(w, self.iter());
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn to_json(&self, w: &mut Writer) {
        sequence(w, self.iter());
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self, w: &mut Writer) {
        sequence(w, self.iter());
    }
}

impl<T: ToJson> ToJson for VecDeque<T> {
    fn to_json(&self, w: &mut Writer) {
        sequence(w, self.iter());
    }
}

impl<T: ToJson> ToJson for BTreeSet<T> {
    fn to_json(&self, w: &mut Writer) {
        sequence(w, self.iter());
    }
}

impl<K: ToJsonKey, V: ToJson> ToJson for BTreeMap<K, V> {
    fn to_json(&self, w: &mut Writer) {
        w.begin_object();
        entries(w, self.iter());
        w.end_object();
    }
    fn to_json_members(&self, w: &mut Writer) {
        entries(w, self.iter());
    }
}

/// In the map's own order, as serde writes a `HashMap`.
impl<K: ToJsonKey, V: ToJson, S> ToJson for HashMap<K, V, S> {
    fn to_json(&self, w: &mut Writer) {
        w.begin_object();
        entries(w, self.iter());
        w.end_object();
    }
    fn to_json_members(&self, w: &mut Writer) {
        entries(w, self.iter());
    }
}

macro_rules! tuple {
    ($($name:ident)+) => {
        impl<$($name: ToJson),+> ToJson for ($($name,)+) {
            #[allow(non_snake_case)]
            fn to_json(&self, w: &mut Writer) {
                let ($($name,)+) = self;
                w.begin_array();
                $(
                    w.element();
                    $name.to_json(w);
                )+
                w.end_array();
            }
        }
    };
}
tuple!(A);
tuple!(A B);
tuple!(A B C);
tuple!(A B C D);

/// A serde_json object, in its map's order.
impl ToJson for serde_json::Map<String, serde_json::Value> {
    fn to_json(&self, w: &mut Writer) {
        w.begin_object();
        entries(w, self.iter());
        w.end_object();
    }
    fn to_json_members(&self, w: &mut Writer) {
        entries(w, self.iter());
    }
}

/// A parsed value of serde_json's, written as serde_json writes it (the
/// members of an object in their map's order).
impl ToJson for serde_json::Value {
    fn to_json(&self, w: &mut Writer) {
        use serde_json::Value;
        match self {
            Value::Null => w.null(),
            Value::Bool(b) => w.bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => w.u64(u),
                (None, Some(i), _) => w.i64(i),
                (None, None, Some(f)) => w.f64(f),
                // A number serde_json keeps as text (arbitrary precision).
                (None, None, None) => w.raw(&n.to_string()),
            },
            Value::String(s) => w.str(s),
            Value::Array(items) => sequence(w, items.iter()),
            Value::Object(members) => {
                w.begin_object();
                entries(w, members.iter());
                w.end_object();
            }
        }
    }
    fn to_json_members(&self, w: &mut Writer) {
        match self {
            serde_json::Value::Object(members) => entries(w, members.iter()),
            // serde_json flattens null as nothing.
            serde_json::Value::Null => {}
            other => {
                w.member("");
                other.to_json(w);
            }
        }
    }
}

/// `value` as a serde_json tree, as `serde_json::to_value` built it: its
/// compact text read back by our parser. A tree is a rare thing to build
/// (the page's snapshot, a rule set's numbers), and this way it costs no
/// serializer of its own.
pub fn to_value<T: ToJson + ?Sized>(value: &T) -> serde_json::Value {
    match super::parse(&to_string(value)) {
        Ok(node) => value_of(&node),
        // Our writer writes only what our parser reads.
        Err(_) => serde_json::Value::Null,
    }
}

/// A tree of ours as a serde_json tree. An object's map is built by
/// insertion: `collect` into its B-tree would sort first, with a copy of
/// the standard sort of its own (issue 30).
pub fn value_of(node: &super::Node) -> serde_json::Value {
    use super::{Number, Value};
    match &node.value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(Number::U64(n)) => serde_json::Value::from(*n),
        Value::Number(Number::I64(n)) => serde_json::Value::from(*n),
        Value::Number(Number::F64(f)) => serde_json::Value::from(*f),
        Value::String(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(value_of).collect()),
        Value::Object(members) => {
            let mut map = serde_json::Map::new();
            for member in members {
                map.insert(member.name.clone(), value_of(&member.value));
            }
            serde_json::Value::Object(map)
        }
    }
}

/// serde_json's `json!`, building the same tree, with interpolated values
/// written by [`ToJson`] (through [`to_value`]) rather than by serde:
/// `json_value!({"a": 1, "b": [x, null], "c": {"d": y.len()}})`. Keys are
/// string literals, variables or parenthesised expressions.
#[macro_export]
macro_rules! json_value {
    (null) => { ::serde_json::Value::Null };
    ([]) => { ::serde_json::Value::Array(::std::vec::Vec::new()) };
    ([ $($tt:tt)+ ]) => {
        ::serde_json::Value::Array($crate::json_value!(@array [] $($tt)+))
    };
    ({}) => { ::serde_json::Value::Object(::serde_json::Map::new()) };
    ({ $($tt:tt)+ }) => {
        ::serde_json::Value::Object({
            let mut members = ::serde_json::Map::new();
            $crate::json_value!(@object members $($tt)+);
            members
        })
    };
    ($value:expr) => { $crate::json::to_value(&$value) };

    (@array [$($done:expr,)*]) => { ::std::vec![$($done,)*] };
    (@array [$($done:expr,)*] , $($rest:tt)*) => {
        $crate::json_value!(@array [$($done,)*] $($rest)*)
    };
    (@array [$($done:expr,)*] null $($rest:tt)*) => {
        $crate::json_value!(@array [$($done,)* $crate::json_value!(null),] $($rest)*)
    };
    (@array [$($done:expr,)*] [$($inner:tt)*] $($rest:tt)*) => {
        $crate::json_value!(@array [$($done,)* $crate::json_value!([$($inner)*]),] $($rest)*)
    };
    (@array [$($done:expr,)*] {$($inner:tt)*} $($rest:tt)*) => {
        $crate::json_value!(@array [$($done,)* $crate::json_value!({$($inner)*}),] $($rest)*)
    };
    (@array [$($done:expr,)*] $next:expr , $($rest:tt)*) => {
        $crate::json_value!(@array [$($done,)* $crate::json_value!($next),] $($rest)*)
    };
    (@array [$($done:expr,)*] $last:expr) => {
        $crate::json_value!(@array [$($done,)* $crate::json_value!($last),])
    };

    (@object $map:ident) => {};
    (@object $map:ident , $($rest:tt)*) => { $crate::json_value!(@object $map $($rest)*) };
    (@object $map:ident $key:literal : $($rest:tt)*) => {
        $crate::json_value!(@member $map (::std::string::String::from($key)) $($rest)*)
    };
    (@object $map:ident $key:ident : $($rest:tt)*) => {
        $crate::json_value!(@member $map (::std::string::String::from($key)) $($rest)*)
    };
    (@object $map:ident ($key:expr) : $($rest:tt)*) => {
        $crate::json_value!(@member $map (::std::string::String::from($key)) $($rest)*)
    };
    (@member $map:ident ($key:expr) null $($rest:tt)*) => {
        $map.insert($key, $crate::json_value!(null));
        $crate::json_value!(@object $map $($rest)*);
    };
    (@member $map:ident ($key:expr) [$($inner:tt)*] $($rest:tt)*) => {
        $map.insert($key, $crate::json_value!([$($inner)*]));
        $crate::json_value!(@object $map $($rest)*);
    };
    (@member $map:ident ($key:expr) {$($inner:tt)*} $($rest:tt)*) => {
        $map.insert($key, $crate::json_value!({$($inner)*}));
        $crate::json_value!(@object $map $($rest)*);
    };
    (@member $map:ident ($key:expr) $value:expr , $($rest:tt)*) => {
        $map.insert($key, $crate::json_value!($value));
        $crate::json_value!(@object $map $($rest)*);
    };
    (@member $map:ident ($key:expr) $value:expr) => {
        $map.insert($key, $crate::json_value!($value));
    };
}
