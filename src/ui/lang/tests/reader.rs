//! The catalogue reader and formatter on a sample with every construct it takes: messages,
//! terms, attributes, references, plurals, variants, bad entries and escapes, and the same
//! text as `fluent-bundle` makes of it.

use super::*;

/// A catalogue with every construct the reader takes.
const SAMPLE: &str = r#"
### The sample's resource comment.

## A group comment.

# A message comment.
-brand = Three Crowns
hello = Welcome to { -brand }!
captured = { $name } has captured { $count ->
        [0] no piece
        [one] one piece
        [few] { $count } pieces (few)
       *[other] { $count } pieces
    }.
color-named = { $color ->
        [white] White
       *[black] Black
    } to move
multiline =
    First line,
      indented line,

    after a blank line.
inline-then-block = Inline
    and a second line
button =
    .label = New game
    .title = Start a new game of { -brand }
with-value = Resign
    .title = Give up this game
reference = { hello } { button.label }
literals = { "{" }braces{ "}" } and { 42 } and { "\u00e9" }
missing-variable = Hello { $nobody }
-scoped = term sees { $count }
scopes = { -scoped }, message sees { captured }
"#;

fn english() -> Catalogue {
    let (c, errors) = Catalogue::parse(SAMPLE, Rule::OneIsOne, LANGUAGES[0].digits);
    assert_eq!(errors, []);
    c
}

fn polish(source: &str) -> Catalogue {
    let pl = language("pl").unwrap();
    let (c, errors) = Catalogue::parse(source, pl.rule, pl.digits);
    assert_eq!(errors, []);
    c
}

#[test]
fn messages_terms_attributes_and_references_are_formatted() {
    let c = english();
    assert_eq!(
        c.format("hello", &[]).as_deref(),
        Some("Welcome to Three Crowns!")
    );
    assert_eq!(c.format("button.label", &[]).as_deref(), Some("New game"));
    assert_eq!(
        c.format("button.title", &[]).as_deref(),
        Some("Start a new game of Three Crowns")
    );
    assert_eq!(
        c.format("button", &[]),
        None,
        "a message of attributes only has no value"
    );
    assert_eq!(c.format("with-value", &[]).as_deref(), Some("Resign"));
    assert_eq!(
        c.format("with-value.title", &[]).as_deref(),
        Some("Give up this game")
    );
    assert_eq!(
        c.format("reference", &[]).as_deref(),
        Some("Welcome to Three Crowns! New game")
    );
    assert_eq!(
        c.format("literals", &[]).as_deref(),
        Some("{braces} and 42 and é")
    );
    assert_eq!(c.format("-brand", &[]).as_deref(), Some("Three Crowns"));
    assert_eq!(c.format("nothing", &[]), None);
    assert_eq!(c.format("button.nothing", &[]), None);
}

#[test]
fn patterns_over_several_lines_lose_their_common_indent() {
    let c = english();
    assert_eq!(
        c.format("multiline", &[]).as_deref(),
        Some("First line,\n  indented line,\n\nafter a blank line.")
    );
    assert_eq!(
        c.format("inline-then-block", &[]).as_deref(),
        Some("Inline\nand a second line")
    );
}

#[test]
fn a_count_chooses_its_exact_number_then_its_plural_form() {
    let c = english();
    let captured = |n: i64| {
        c.format(
            "captured",
            &[("name", "White".into()), ("count", Arg::Count(n))],
        )
        .unwrap()
    };
    assert_eq!(captured(0), "White has captured no piece.");
    assert_eq!(captured(1), "White has captured one piece.");
    assert_eq!(
        captured(3),
        "White has captured 3 pieces.",
        "English has no 'few'"
    );
    assert_eq!(captured(1234), "White has captured 1,234 pieces.");
    let c =
        polish("n = { $n ->\n [one] { $n } bicie\n [few] { $n } bicia\n*[many] { $n } bić\n}\n");
    let n = |k: i64| c.format("n", &[("n", Arg::Count(k))]).unwrap();
    assert_eq!(
        [n(1), n(2), n(5), n(22), n(12)],
        ["1 bicie", "2 bicia", "5 bić", "22 bicia", "12 bić"]
    );
    assert_eq!(
        n(10_000),
        "10\u{a0}000 bić",
        "Polish groups five digits with a no-break space"
    );
}

#[test]
fn a_text_chooses_its_variant_by_name_or_the_default() {
    let c = english();
    let named = |s: &str| c.format("color-named", &[("color", s.into())]).unwrap();
    assert_eq!(named("white"), "White to move");
    assert_eq!(named("black"), "Black to move");
    assert_eq!(named("green"), "Black to move");
    assert_eq!(c.format("color-named", &[]).unwrap(), "Black to move");
}

#[test]
fn a_missing_variable_is_written_as_fluent_writes_it() {
    let c = english();
    assert_eq!(
        c.format("missing-variable", &[]).unwrap(),
        "Hello {$nobody}"
    );
    let args = [("count", Arg::Count(2)), ("name", "Ann".into())];
    assert_eq!(
        c.format("scopes", &args).unwrap(),
        "term sees {$count}, message sees Ann has captured 2 pieces.",
        "a term sees none of the message's variables, a referenced message all of them"
    );
}

#[test]
fn ids_and_variables_are_listed_for_the_completeness_checks() {
    let c = english();
    assert_eq!(
        c.ids(),
        [
            "-brand",
            "-scoped",
            "button.label",
            "button.title",
            "captured",
            "color-named",
            "hello",
            "inline-then-block",
            "literals",
            "missing-variable",
            "multiline",
            "reference",
            "scopes",
            "with-value",
            "with-value.title"
        ]
    );
    assert_eq!(c.variables("captured"), ["count", "name"]);
    assert_eq!(
        c.variables("scopes"),
        ["count", "name"],
        "a term sees no variables"
    );
    assert_eq!(c.variables("hello"), Vec::<String>::new());
    assert_eq!(c.variables("nothing"), Vec::<String>::new());
}

#[test]
fn bad_entries_are_reported_by_line_and_the_good_ones_kept() {
    let source = "ok = Fine\n\
                  bad = { $n\n\
                  two = {\n\
                  = no name\n\
                  fn = { NUMBER($n) }\n\
                  sel = { $n ->\n  [one] one\n}\n\
                  ok = Again\n\
                  -term =\n\
                  stray = }\n\
                  last = { $n ->\n  [one] one\n *[other] many\n}\n";
    let (c, errors) = Catalogue::parse(source, Rule::OneIsOne, LANGUAGES[0].digits);
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    // Line 4 is skipped with the junk of line 3, up to the next line that starts an entry.
    assert_eq!(lines, [2, 3, 5, 8, 9, 10, 11], "{errors:#?}");
    assert!(errors[2].message.contains("functions"), "{errors:#?}");
    assert!(errors[3].message.contains("default variant"), "{errors:#?}");
    assert!(errors[4].message.contains("twice"), "{errors:#?}");
    assert_eq!(c.format("ok", &[]).as_deref(), Some("Fine"));
    assert_eq!(
        c.format("last", &[("n", Arg::Count(1))]).as_deref(),
        Some("one")
    );
    assert_eq!(c.ids(), ["last", "ok"]);
}

#[test]
fn references_that_go_round_in_a_cycle_end() {
    let (c, errors) = Catalogue::parse(
        "a = { b }\nb = { a }\n",
        Rule::OneIsOne,
        LANGUAGES[0].digits,
    );
    assert_eq!(errors, []);
    let a = c.format("a", &[]).unwrap();
    assert!(a == "{a}" || a == "{b}", "{a}");
}

#[test]
fn messages_read_as_fluent_bundle_reads_them() {
    let mut arg_sets = Vec::new();
    for n in [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 112, 999] {
        for color in ["white", "black"] {
            arg_sets.push(vec![
                ("count", Arg::Count(n)),
                ("name", "Ann".into()),
                ("color", color.into()),
            ]);
            arg_sets.push(vec![
                ("count", Arg::Count(n)),
                ("name", Arg::Name("\u{202e}Ann".into())),
                ("color", color.into()),
            ]);
        }
    }
    for tag in ["en", "pl", "fr", "ja"] {
        same_as_fluent_bundle(SAMPLE, tag, &arg_sets);
    }
}

#[test]
fn line_ends_escapes_and_numbers_are_read_by_hand() {
    let en = &LANGUAGES[0];
    let source = "crlf = one\r\n    two\r\nesc = { \"\\u00e9\\U01F451\" }\nbig = { 99999999999999999999 }\nbad = { \"\\u00zz\" }\nneg = { -12 }\n";
    let (c, errors) = Catalogue::parse(source, en.rule, en.digits);
    assert_eq!(c.format("crlf", &[]).as_deref(), Some("one\ntwo"));
    assert_eq!(c.format("esc", &[]).as_deref(), Some("é👑"));
    assert_eq!(c.format("neg", &[]).as_deref(), Some("-12"));
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [4, 5], "{errors:#?}");
    assert!(errors[0].message.contains("too large"), "{errors:#?}");
    assert!(errors[1].message.contains("not a character"), "{errors:#?}");
}
