//! `Args`: a command line read word by word, for the `roguelike` tool and
//! the library's `run_cli` entries (`dungeon`, `labyrinth`, `byow`). Each
//! command keeps its own small loop over `Args` and decides every refusal
//! itself, as a [`UsageError`].
//!
//! Why lexopt and not clap: our usage errors and help texts are our own,
//! worded through the locale tables in English and Russian, and tests pin
//! them byte for byte. lexopt only splits the line into options and words
//! (`--name value`, `--name=value`, `--` ending the options) and leaves the
//! decisions to the command, so which mistake is told first and how stays
//! ours. clap writes its own errors and help, in English, checks in its own
//! order, and fights what the tool has always done (help as a command word,
//! the last `--seed` winning where another command refuses a repeat); wrapping
//! all that would cost more code than it saves. lexopt is also one file with
//! no dependencies, which a 2-core CI compiles in about a second; clap with
//! its derive macros compiles for tens of seconds.

use super::UsageError;

/// One word or option of a command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// `--NAME` or `--NAME=VALUE`.
    Option(LongOption),
    /// Anything else: a file, an INPUT, `-` (standard input), any word that
    /// starts with a single dash (`-h`; the tool has no short options), and
    /// every word after `--`.
    Word(String),
}

/// A long option as it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongOption {
    /// Its name with the dashes (`--seed`), as messages quote it.
    pub name: String,
    /// What followed `=`, when it was written `--NAME=VALUE`.
    attached: Option<String>,
}

impl LongOption {
    /// Whether it came without `=VALUE`, as an option that takes no value
    /// must (`--json`; `--json=1` is refused).
    pub fn is_flag(&self) -> bool {
        self.attached.is_none()
    }

    /// The option as it was written, `=VALUE` and all, for the message that
    /// refuses it.
    pub fn written(&self) -> String {
        match &self.attached {
            Some(value) => format!("{}={value}", self.name),
            None => self.name.clone(),
        }
    }
}

/// The words of a command line, read one option or word at a time.
#[derive(Debug)]
pub struct Args {
    parser: lexopt::Parser,
}

impl Args {
    /// The words after the command's name.
    pub fn new(args: &[String]) -> Args {
        Args { parser: lexopt::Parser::from_args(args) }
    }

    /// The value of `option`: what followed its `=`, else the next word
    /// whatever it looks like (`--seed -1`, `--keys --lang`); `None` at the
    /// end of the line.
    pub fn value_if_given(&mut self, option: &LongOption) -> Option<String> {
        match &option.attached {
            Some(value) => Some(value.clone()),
            None => self.parser.value().ok().map(|v| v.to_string_lossy().into_owned()),
        }
    }

    /// The value of `option`, or `NeedsValue` at the end of the line.
    pub fn value(&mut self, option: &LongOption) -> Result<String, UsageError> {
        self.value_if_given(option)
            .ok_or_else(|| UsageError::NeedsValue { option: option.name.clone() })
    }
}

impl Iterator for Args {
    type Item = Arg;

    /// The next option or word; `None` at the end of the line. (A loop
    /// over it is `while let`, not `for`, so an option can take its value
    /// from the words that follow it.)
    fn next(&mut self) -> Option<Arg> {
        // lexopt would split `-abc` into short options; the tool has none,
        // and its words (files, `-h` where a command reads it) may start with
        // a dash, so such a word is taken whole.
        if let Some(mut raw) = self.parser.try_raw_args() {
            let single_dash = |word: &std::ffi::OsStr| {
                let word = word.as_encoded_bytes();
                word.len() > 1 && word[0] == b'-' && word[1] != b'-'
            };
            if let Some(word) = raw.next_if(single_dash) {
                return Some(Arg::Word(word.to_string_lossy().into_owned()));
            }
        }
        let arg = self
            .parser
            .next()
            // lexopt fails only on an `=VALUE` left unread (taken below as
            // each option is read) or inside `-abc` (never entered, above).
            .expect("every attached value is read with its option");
        match arg? {
            lexopt::Arg::Long(name) => {
                let name = format!("--{name}");
                let attached =
                    self.parser.optional_value().map(|v| v.to_string_lossy().into_owned());
                Some(Arg::Option(LongOption { name, attached }))
            }
            lexopt::Arg::Value(word) => Some(Arg::Word(word.to_string_lossy().into_owned())),
            lexopt::Arg::Short(letter) => Some(Arg::Word(format!("-{letter}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Everything on the line: options with their values taken by `takes`.
    fn read(line: &[&str], takes: &[&str]) -> Vec<String> {
        let line: Vec<String> = line.iter().map(|w| (*w).to_owned()).collect();
        let mut args = Args::new(&line);
        let mut seen = Vec::new();
        while let Some(arg) = args.next() {
            seen.push(match arg {
                Arg::Word(word) => format!("word {word}"),
                Arg::Option(option) if takes.contains(&option.name.as_str()) => {
                    format!("{} = {:?}", option.name, args.value_if_given(&option))
                }
                Arg::Option(option) => format!("option {}", option.written()),
            });
        }
        seen
    }

    #[test]
    fn options_take_values_with_or_without_equals() {
        assert_eq!(
            read(&["--seed", "3", "--keys=dd", "--seed=", "--keys"], &["--seed", "--keys"]),
            [
                r#"--seed = Some("3")"#,
                r#"--keys = Some("dd")"#,
                r#"--seed = Some("")"#,
                "--keys = None"
            ]
        );
        assert_eq!(
            read(&["--a=b=c", "--seed", "-1", "--keys", "--lang"], &["--seed", "--keys", "--a"]),
            [r#"--a = Some("b=c")"#, r#"--seed = Some("-1")"#, r#"--keys = Some("--lang")"#]
        );
    }

    #[test]
    fn a_flag_keeps_an_attached_value_to_be_refused_with() {
        assert_eq!(
            read(&["--json", "--json=1", "--="], &[]),
            ["option --json", "option --json=1", "option --="]
        );
    }

    #[test]
    fn words_with_one_dash_stay_whole_and_double_dash_ends_the_options() {
        assert_eq!(
            read(&["-", "-h", "-abc", "-=x", "a=b", "", "--", "--seed", "-x", "--"], &["--seed"]),
            [
                "word -",
                "word -h",
                "word -abc",
                "word -=x",
                "word a=b",
                "word ",
                "word --seed",
                "word -x",
                "word --"
            ]
        );
        assert_eq!(read(&["---x"], &[]), ["option ---x"]);
    }

    #[test]
    fn a_missing_value_is_named_by_its_option() {
        let line = vec!["--limit".to_owned()];
        let mut args = Args::new(&line);
        let Some(Arg::Option(option)) = args.next() else { panic!("an option") };
        assert_eq!(args.value(&option), Err(UsageError::NeedsValue { option: "--limit".into() }));
        assert_eq!(args.next(), None);
    }
}
