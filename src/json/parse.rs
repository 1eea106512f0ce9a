//! JSON text to a tree of [`Node`]s, each knowing where it stands. The
//! places are serde_json's: a line from 1 and a column counting the bytes
//! from the start of that line to where the reader stood, so that an error
//! read from the tree is placed where serde_json placed it.

use super::Error;

/// A place in the text: line from 1, and serde_json's column there (the
/// bytes before it on its line; the 1-based column of the byte before).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Line, from 1.
    pub line: u32,
    /// Bytes before this place on its line.
    pub column: u32,
}

impl Pos {
    /// The place one byte on (serde_json's place for an error found by
    /// looking at the next byte without taking it).
    pub fn next(self) -> Pos {
        Pos { line: self.line, column: self.column + 1 }
    }
}

/// A number as serde_json keeps one: unsigned when it is a non-negative
/// integer, signed when a negative one, otherwise (fractions, exponents,
/// integers too big) a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A non-negative integer.
    U64(u64),
    /// A negative integer.
    I64(i64),
    /// Anything else.
    F64(f64),
}

/// A JSON value; arrays and objects hold [`Node`]s.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Node>),
    /// An object's members, in the order written.
    Object(Vec<Member>),
}

/// A value and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The value.
    pub value: Value,
    /// Where it begins (at its first byte).
    pub start: Pos,
    /// Just after its last byte.
    pub end: Pos,
    /// Where serde_json stands when the array or object around the value
    /// places an error raised while reading it: past the white space after
    /// the value, and past the `]` or `}` that closes its container (past
    /// a `,` and the white space after it too, in an array).
    pub after: Pos,
}

/// One member of an object.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    /// Its name, unescaped.
    pub name: String,
    /// Where its name begins (its opening quote).
    pub name_at: Pos,
    /// Just after its name and the white space before the `:`.
    pub after_name: Pos,
    /// Its value.
    pub value: Node,
}

/// serde_json's limit on arrays and objects inside one another: deeper
/// text is refused rather than read on the stack.
const MAX_DEPTH: usize = 128;

/// Parses one JSON value filling the whole `text` (white space around it
/// aside), with serde_json's words for what is wrong and where.
pub fn parse(text: &str) -> Result<Node, Error> {
    Parser::new(text, false).whole()
}

/// What [`parse_unique`] refuses.
#[derive(Clone, Debug, PartialEq)]
pub enum UniqueError {
    /// The text is not JSON.
    NotJson(Error),
    /// A member name is written twice in one object (which serde_json
    /// takes silently, keeping the last: a file that says two things must
    /// say which it means): the second one's name, and where it begins.
    Duplicate {
        /// The name, unescaped.
        name: String,
        /// Its opening quote.
        at: Pos,
    },
}

/// Parses like [`parse`], and a member name written twice in one object is
/// an error too, at the second one; whichever comes first in the text is
/// the one told.
pub fn parse_unique(text: &str) -> Result<Node, UniqueError> {
    let mut parser = Parser::new(text, true);
    parser.whole().map_err(|e| match parser.duplicate.take() {
        Some((name, at)) => UniqueError::Duplicate { name, at },
        None => UniqueError::NotJson(e),
    })
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: u32,
    line_start: usize,
    depth: usize,
    /// Whether a name written twice in one object stops the parse.
    unique: bool,
    /// The name written twice that stopped it, and where it begins.
    duplicate: Option<(String, Pos)>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, unique: bool) -> Self {
        let bytes = text.as_bytes();
        Parser { text, bytes, at: 0, line: 1, line_start: 0, depth: 0, unique, duplicate: None }
    }

    /// The one value filling the whole text.
    fn whole(&mut self) -> Result<Node, Error> {
        let mut node = self.value()?;
        node.after = node.end;
        self.skip_space();
        if self.at < self.bytes.len() {
            return Err(self.peek_error("trailing characters"));
        }
        Ok(node)
    }

    fn pos(&self) -> Pos {
        Pos { line: self.line, column: (self.at - self.line_start) as u32 }
    }

    fn error(&self, message: &str) -> Error {
        Error::at(self.pos(), message)
    }

    fn peek_error(&self, message: &str) -> Error {
        let pos = self.pos();
        Error::at(if self.at < self.bytes.len() { pos.next() } else { pos }, message)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(byte) = self.peek() {
            match byte {
                b' ' | b'\t' | b'\r' => self.at += 1,
                b'\n' => {
                    self.at += 1;
                    self.line += 1;
                    self.line_start = self.at;
                }
                _ => break,
            }
        }
    }

    fn node(&self, value: Value, start: Pos) -> Node {
        let end = self.pos();
        Node { value, start, end, after: end }
    }

    fn value(&mut self) -> Result<Node, Error> {
        self.skip_space();
        let start = self.pos();
        let value = match self.peek() {
            None => return Err(self.peek_error("EOF while parsing a value")),
            Some(b'n') => self.word(b"null", Value::Null)?,
            Some(b't') => self.word(b"true", Value::Bool(true))?,
            Some(b'f') => self.word(b"false", Value::Bool(false))?,
            Some(b'"') => Value::String(self.string()?),
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(b'[') => return self.array(start),
            Some(b'{') => return self.object(start),
            Some(_) => return Err(self.peek_error("expected value")),
        };
        Ok(self.node(value, start))
    }

    fn word(&mut self, word: &[u8], value: Value) -> Result<Value, Error> {
        for &expected in word {
            match self.peek() {
                None => return Err(self.error("EOF while parsing a value")),
                Some(byte) => {
                    self.at += 1;
                    if byte != expected {
                        return Err(self.error("expected ident"));
                    }
                }
            }
        }
        Ok(value)
    }

    /// A string from its opening quote. One without escapes is sliced from
    /// the text; one with escapes is handed to serde_json's own unescaping,
    /// so `\u` pairs and their errors are exactly its.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let first = self.at;
        let mut escaped = false;
        loop {
            match self.peek() {
                None => return Err(self.error("EOF while parsing a string")),
                Some(b'"') => break,
                Some(b'\\') => {
                    escaped = true;
                    self.at += 2;
                    if self.at > self.bytes.len() {
                        self.at = self.bytes.len();
                    }
                }
                Some(byte) if byte < 0x20 => {
                    self.at += 1;
                    return Err(self.error(
                        "control character (\\u0000-\\u001F) found while parsing a string",
                    ));
                }
                Some(_) => self.at += 1,
            }
        }
        let inside = &self.text[first..self.at];
        self.at += 1;
        if !escaped {
            return Ok(inside.to_owned());
        }
        serde_json::from_str::<String>(&self.text[first - 1..self.at]).map_err(|e| {
            let message = crate::game::envelope::without_position(&e);
            Error::at(
                Pos { line: self.line, column: (first - 1 - self.line_start + e.column()) as u32 },
                message,
            )
        })
    }

    fn digits(&mut self) -> usize {
        let from = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - from
    }

    /// A number, kept as serde_json keeps it; a float is read by serde_json
    /// itself, so its value is the very one serde_json gave.
    fn number(&mut self) -> Result<Number, Error> {
        let first = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => {
                self.at += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.peek_error("invalid number"));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            None => return Err(self.error("EOF while parsing a value")),
            _ => return Err(self.peek_error("invalid number")),
        }
        let mut float = false;
        if self.peek() == Some(b'.') {
            float = true;
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.peek_error("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            float = true;
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.peek_error("invalid number"));
            }
        }
        let literal = &self.text[first..self.at];
        if !float {
            if negative {
                if let Ok(n @ ..=-1) = literal.parse::<i64>() {
                    return Ok(Number::I64(n));
                }
            } else if let Ok(n) = literal.parse::<u64>() {
                return Ok(Number::U64(n));
            }
        }
        serde_json::from_str::<f64>(literal)
            .map(Number::F64)
            .map_err(|_| self.error("number out of range"))
    }

    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth >= MAX_DEPTH {
            return Err(self.peek_error("recursion limit exceeded"));
        }
        self.at += 1;
        Ok(())
    }

    fn array(&mut self, start: Pos) -> Result<Node, Error> {
        self.enter()?;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
        } else {
            loop {
                let mut item = self.value()?;
                self.skip_space();
                match self.peek() {
                    Some(b',') => {
                        self.at += 1;
                        self.skip_space();
                        item.after = self.pos();
                        items.push(item);
                        if self.peek() == Some(b']') {
                            return Err(self.peek_error("trailing comma"));
                        }
                    }
                    Some(b']') => {
                        self.at += 1;
                        item.after = self.pos();
                        items.push(item);
                        break;
                    }
                    None => return Err(self.peek_error("EOF while parsing a list")),
                    Some(_) => return Err(self.peek_error("expected `,` or `]`")),
                }
            }
        }
        self.depth -= 1;
        Ok(self.node(Value::Array(items), start))
    }

    fn object(&mut self, start: Pos) -> Result<Node, Error> {
        self.enter()?;
        let mut members = Vec::new();
        // The names so far, when a name written twice stops the parse.
        let mut names: crate::game::FastSet<String> = Default::default();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
        } else {
            loop {
                self.skip_space();
                match self.peek() {
                    Some(b'"') => {}
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("key must be a string")),
                }
                let name_at = self.pos();
                let name = self.string()?;
                if self.unique && !names.insert(name.clone()) {
                    self.duplicate = Some((name, name_at));
                    return Err(Error::at(name_at, "a member name is written twice"));
                }
                self.skip_space();
                let after_name = self.pos();
                match self.peek() {
                    Some(b':') => self.at += 1,
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("expected `:`")),
                }
                let mut value = self.value()?;
                self.skip_space();
                value.after = self.pos();
                match self.peek() {
                    Some(b',') => {
                        members.push(Member { name, name_at, after_name, value });
                        self.at += 1;
                        self.skip_space();
                        if self.peek() == Some(b'}') {
                            return Err(self.peek_error("trailing comma"));
                        }
                    }
                    Some(b'}') => {
                        self.at += 1;
                        value.after = self.pos();
                        members.push(Member { name, name_at, after_name, value });
                        break;
                    }
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("expected `,` or `}`")),
                }
            }
        }
        self.depth -= 1;
        Ok(self.node(Value::Object(members), start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_knows_where_its_name_begins() {
        let node = parse("{\"a\": 1,\n  \"bb\" : {\"c\": []}}").expect("JSON");
        let Value::Object(members) = &node.value else { panic!("an object") };
        assert_eq!(members[0].name_at, Pos { line: 1, column: 1 });
        assert_eq!(members[1].name_at, Pos { line: 2, column: 2 });
        assert_eq!(members[1].after_name, Pos { line: 2, column: 7 });
    }

    #[test]
    fn a_name_written_twice_in_one_object_stops_a_unique_parse_there() {
        let text = "{\"a\": {\"a\": 1}, \"b\": [{\"b\": 1}, {\"b\": 2}],\n \"a\": 2, \"a\": 3}";
        // The plain parse keeps both, as serde_json's reader would see them.
        assert!(parse(text).is_ok());
        assert_eq!(
            parse_unique(text),
            Err(UniqueError::Duplicate { name: "a".to_owned(), at: Pos { line: 2, column: 1 } })
        );
        assert!(parse_unique("{\"a\": 1, \"b\": {\"a\": 2}}").is_ok());
        let broken = parse_unique("{\"a\": 1, \"a\" 2}");
        assert_eq!(
            broken,
            Err(UniqueError::Duplicate { name: "a".to_owned(), at: Pos { line: 1, column: 9 } })
        );
        assert!(matches!(parse_unique("{\"a\" 1, \"a\": 2}"), Err(UniqueError::NotJson(_))));
    }
}
