//! CLDR's cardinal plural rules for the page's languages, for whole numbers (the page
//! counts captures, moves, plies, games and seconds, never fractions), and the numbers
//! written as each language groups their digits.
//!
//! From the Unicode CLDR's `plurals.xml` and `numbers` data (version 46): for a whole
//! number the operands `v`, `w`, `f` and `t` are 0 and `i` = `n`, so each rule below is its
//! CLDR rule with those terms dropped.

/// A CLDR plural category: the keys a Fluent select expression on a number chooses
/// between (`[one]`, `[few]`, `*[other]`…).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// `zero`
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
    /// `few`
    Few,
    /// `many`
    Many,
    /// `other`, which every language has.
    Other,
}

impl Plural {
    /// The category's CLDR keyword, as a Fluent variant key spells it.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            Plural::Zero => "zero",
            Plural::One => "one",
            Plural::Two => "two",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }
}

/// How a language sorts whole numbers into plural categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// `one`: 1 (English, German, Dutch, Swedish…).
    OneIsOne,
    /// `one`: 1; `many`: a non-zero multiple of a million (Spanish, Italian).
    OneAndMillions,
    /// `one`: 0 and 1; `many`: a non-zero multiple of a million (French, Portuguese).
    ZeroOneAndMillions,
    /// `one`: 1; `few`: ending in 2–4 but not 12–14; `many`: the rest (Polish).
    Polish,
    /// `one`: ending in 1 but not 11; `few`: ending in 2–4 but not 12–14; `many`: the
    /// rest (Russian, Ukrainian).
    EastSlavic,
    /// `other` only (Japanese, Chinese, Korean).
    OtherOnly,
}

impl Rule {
    /// The category of the whole number `n` (its sign does not count, as in CLDR).
    #[must_use]
    pub fn category(self, n: i64) -> Plural {
        let i = n.unsigned_abs();
        let (last, last_two) = (i % 10, i % 100);
        let millions = i != 0 && i.is_multiple_of(1_000_000);
        match self {
            Rule::OneIsOne if i == 1 => Plural::One,
            Rule::OneAndMillions if i == 1 => Plural::One,
            Rule::ZeroOneAndMillions if i <= 1 => Plural::One,
            Rule::OneAndMillions | Rule::ZeroOneAndMillions if millions => Plural::Many,
            Rule::Polish if i == 1 => Plural::One,
            Rule::EastSlavic if last == 1 && last_two != 11 => Plural::One,
            Rule::Polish | Rule::EastSlavic
                if (2..=4).contains(&last) && !(12..=14).contains(&last_two) =>
            {
                Plural::Few
            }
            Rule::Polish | Rule::EastSlavic => Plural::Many,
            _ => Plural::Other,
        }
    }

    /// The categories the rule can give, in CLDR's order: a catalogue's select
    /// expression on a count needs a variant for each (or its default covers them).
    #[must_use]
    pub fn categories(self) -> &'static [Plural] {
        match self {
            Rule::OneIsOne => &[Plural::One, Plural::Other],
            Rule::OneAndMillions | Rule::ZeroOneAndMillions => {
                &[Plural::One, Plural::Many, Plural::Other]
            }
            Rule::Polish | Rule::EastSlavic => &[Plural::One, Plural::Few, Plural::Many],
            Rule::OtherOnly => &[Plural::Other],
        }
    }
}

/// How a language writes a whole number's digits: the separator between groups of
/// three, and the fewest digits before the first separator that make it worth writing
/// (CLDR's `minimumGroupingDigits`: Spanish and Polish write 1000 but 10 000).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digits {
    /// Between groups of three digits: ",", ".", a no-break space…
    pub group: &'static str,
    /// 1, or 2 where a four-digit number is written without a separator.
    pub minimum_grouping: u8,
}

impl Digits {
    /// `n` written with the language's group separators: `12345` is "12,345" in
    /// English, "12.345" in German, "12 345" in French (a narrow no-break space).
    #[must_use]
    pub fn write(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let sign = if n < 0 { "-" } else { "" };
        let grouped = digits.len() > 3 && digits.len() >= 3 + usize::from(self.minimum_grouping);
        if !grouped {
            return format!("{sign}{digits}");
        }
        let mut out = String::from(sign);
        for (k, c) in digits.chars().enumerate() {
            if k > 0 && (digits.len() - k).is_multiple_of(3) {
                out.push_str(self.group);
            }
            out.push(c);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn categories(rule: Rule, ns: &[i64]) -> Vec<&'static str> {
        ns.iter().map(|&n| rule.category(n).keyword()).collect()
    }

    #[test]
    fn polish_counts_one_few_and_many_as_cldr_does() {
        let ns = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112, 1_000_000];
        assert_eq!(
            categories(Rule::Polish, &ns),
            [
                "many", "one", "few", "few", "many", "many", "many", "many", "many", "few", "many",
                "few", "many", "many"
            ]
        );
    }

    #[test]
    fn the_other_rules_follow_cldr() {
        let ns = [0, 1, 2, 5, 11, 21, 1_000_000];
        let expected = [
            (
                Rule::OneIsOne,
                ["other", "one", "other", "other", "other", "other", "other"],
            ),
            (
                Rule::OneAndMillions,
                ["other", "one", "other", "other", "other", "other", "many"],
            ),
            (
                Rule::ZeroOneAndMillions,
                ["one", "one", "other", "other", "other", "other", "many"],
            ),
            (
                Rule::EastSlavic,
                ["many", "one", "few", "many", "many", "one", "many"],
            ),
        ];
        for (rule, want) in expected {
            assert_eq!(categories(rule, &ns), want, "{rule:?}");
        }
        assert_eq!(categories(Rule::OtherOnly, &ns), ["other"; 7]);
        assert_eq!(
            Rule::Polish.category(-2),
            Plural::Few,
            "the sign does not count"
        );
    }

    #[test]
    fn every_category_a_rule_gives_is_among_its_categories() {
        for rule in [
            Rule::OneIsOne,
            Rule::OneAndMillions,
            Rule::ZeroOneAndMillions,
            Rule::Polish,
            Rule::EastSlavic,
            Rule::OtherOnly,
        ] {
            for n in 0..2_000_100 {
                if n > 2_000 && n % 999_999 > 100 {
                    continue;
                }
                let c = rule.category(n);
                assert!(rule.categories().contains(&c), "{rule:?} {n} gives {c:?}");
            }
        }
    }

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        let comma = Digits {
            group: ",",
            minimum_grouping: 1,
        };
        let spanish = Digits {
            group: ".",
            minimum_grouping: 2,
        };
        let french = Digits {
            group: "\u{202f}",
            minimum_grouping: 1,
        };
        assert_eq!(comma.write(0), "0");
        assert_eq!(comma.write(999), "999");
        assert_eq!(comma.write(1000), "1,000");
        assert_eq!(comma.write(1_234_567), "1,234,567");
        assert_eq!(comma.write(-12_345), "-12,345");
        assert_eq!(spanish.write(1000), "1000");
        assert_eq!(spanish.write(10_000), "10.000");
        assert_eq!(spanish.write(1_234_567), "1.234.567");
        assert_eq!(french.write(12_345), "12\u{202f}345");
    }
}
