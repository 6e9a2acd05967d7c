//! The page's languages and catalogues: the browser's preferred language, every label and
//! word function's message in English's catalogue, every other catalogue with English's
//! messages and no other, each read as `fluent-bundle` reads it, and English's two parts.

use super::*;

#[test]
fn the_browsers_preferred_languages_choose_the_first_the_page_has() {
    assert_eq!(preferred(["fr-CA", "en-US"]).tag, "fr");
    assert_eq!(preferred(["xx", "de-AT", "en"]).tag, "de");
    assert_eq!(
        preferred(["pt-BR"]).tag,
        "en",
        "a language the page lacks falls back to English"
    );
    assert_eq!(preferred([]).tag, "en");
    assert_eq!(language("PL").map(|l| l.name), Some("Polski"));
    assert_eq!(language(""), None);
    let mut tags: Vec<&str> = LANGUAGES.iter().map(|l| l.tag).collect();
    tags.dedup();
    assert_eq!(tags.len(), LANGUAGES.len());
}

/// The string literals that look like message ids (`"mistake-prompt"`) in the page's word
/// functions that speak through a `Speaker`, with the file they are in.
fn ids_in_words() -> Vec<(String, String)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(format!("{root}/src/ui/words"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    // The strips' words live with the strips.
    paths.push(format!("{root}/src/ui/layout.rs").into());
    let mut found = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        // The words, without their tests.
        let text = text.split("#[cfg(test)]").next().unwrap();
        if !text.contains("Speaker") && !text.contains("Fixed(") {
            continue;
        }
        let pieces: Vec<&str> = text.split('"').collect();
        for (k, literal) in pieces.iter().enumerate().skip(1).step_by(2) {
            // A match arm's pattern (a puzzle theme's tag) is not a message.
            if pieces
                .get(k + 1)
                .is_some_and(|after| after.starts_with(" =>"))
            {
                continue;
            }
            let before = pieces[k - 1].trim_end();
            let called = before.ends_with("Fixed(") || before.ends_with("say(");
            // Outside `ui::words`, only what is said is a message.
            let words = path.parent().is_some_and(|p| p.ends_with("words"));
            let kebab = ((literal.contains('-') && words) || called)
                && literal
                    .bytes()
                    .next()
                    .is_some_and(|b| b.is_ascii_lowercase())
                && literal.split('-').all(|w| {
                    !w.is_empty()
                        && w.bytes()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                });
            if kebab {
                found.push(((*literal).to_owned(), path.display().to_string()));
            }
        }
    }
    found
}

/// `index.html`'s fixed labels: each message id its elements name in `data-t` (with the
/// element's English text) or in `data-t-<attribute>` (with the attribute's).
fn ids_in_page() -> Vec<(String, String)> {
    let page = include_str!("../../../../index.html");
    let mut found = Vec::new();
    for (i, _) in page.match_indices(" data-t") {
        let rest = &page[i + " data-t".len()..];
        let Some((attr, rest)) = rest.split_once("=\"") else {
            continue;
        };
        if !["", "-title", "-aria-label", "-placeholder", "-data-empty"].contains(&attr) {
            continue;
        }
        let id = rest.split('"').next().unwrap();
        let tag_start = page[..i].rfind('<').unwrap();
        let tag_end = i + page[i..].find('>').unwrap();
        let english = if attr.is_empty() {
            page[tag_end + 1..].split('<').next().unwrap().to_owned()
        } else {
            let name = attr.trim_start_matches('-');
            let tag = &page[tag_start..tag_end];
            let key = format!(" {name}=");
            let at = tag.find(&key).unwrap_or_else(|| panic!("{id}: no {name}")) + key.len();
            let quote = &tag[at..=at];
            tag[at + 1..].split(quote).next().unwrap().to_owned()
        };
        let english = english.split_whitespace().collect::<Vec<_>>().join(" ");
        found.push((
            id.to_owned(),
            english.replace("&amp;", "&").replace("&#39;", "'"),
        ));
    }
    found
}

#[test]
fn the_page_labels_are_the_english_catalogue_messages() {
    let en = &LANGUAGES[0];
    let (english, _) = Catalogue::parse(&english_source(), en.rule, en.digits);
    let labels = ids_in_page();
    assert!(labels.len() > 150, "{}", labels.len());
    for (id, text) in labels {
        assert_eq!(
            english.format(&id, &[]).as_deref(),
            Some(text.as_str()),
            "{id}"
        );
    }
    // The language menu lists every language, in its own name.
    let page = include_str!("../../../../index.html");
    for l in LANGUAGES {
        let option = format!(
            "<option value=\"{0}\" lang=\"{0}\">{1}</option>",
            l.tag, l.name
        );
        assert!(page.contains(&option), "{option}");
    }
}

#[test]
fn the_lessons_in_english_are_the_course_as_written() {
    let t = Speaker::english();
    for l in &crate::ui::lessons::LESSONS {
        assert_eq!(crate::ui::words::lesson_title(&t, l), l.title, "{}", l.id);
        assert_eq!(
            crate::ui::words::lesson_instruction(&t, l),
            l.instruction,
            "{}",
            l.id
        );
    }
}

#[test]
fn the_english_catalogue_reads_cleanly_and_has_every_message_the_page_says() {
    let en = &LANGUAGES[0];
    let (english, errors) = Catalogue::parse(&english_source(), en.rule, en.digits);
    assert_eq!(errors, [], "en.ftl");
    let ids = english.ids();
    let mut used = ids_in_words();
    used.extend(
        ids_in_page()
            .into_iter()
            .map(|(id, _)| (id, "index.html".to_owned())),
    );
    for l in &crate::ui::lessons::LESSONS {
        for part in ["title", "instruction"] {
            used.push((format!("lesson-{}-{part}", l.id), "ui/lessons".to_owned()));
        }
    }
    for (id, file) in &used {
        assert!(ids.contains(id), "{file} says '{id}', which en.ftl lacks");
    }
    for id in ids.iter().filter(|id| !id.starts_with('-')) {
        assert!(
            used.iter().any(|(u, _)| u == id),
            "en.ftl has '{id}', which no word function says"
        );
    }
}

/// Arguments for every variable the catalogues use: counts 0, 1, 2, 5 and 22, and both
/// sides.
fn every_argument() -> Vec<Vec<(&'static str, Arg)>> {
    let mut arg_sets = Vec::new();
    for n in [0, 1, 2, 5, 22] {
        for side in ["white", "black"] {
            let texts = [
                "move", "played", "square", "why", "class", "glyph", "from", "to", "first",
                "second", "effects", "marks", "turn", "outcome", "score", "language", "themes",
                "rating",
            ];
            let mut args: Vec<(&str, Arg)> = texts
                .into_iter()
                .map(|k| (k, Arg::Text(format!("<{k}>"))))
                .collect();
            let counts = [
                "ply", "index", "total", "found", "shown", "skipped", "view", "done", "count",
            ];
            args.extend(counts.map(|k| (k, Arg::Count(n))));
            args.extend(["side", "owner", "winner", "loser"].map(|k| (k, side.into())));
            arg_sets.push(args);
        }
    }
    arg_sets
}

#[test]
fn the_english_catalogue_reads_as_fluent_bundle_reads_it() {
    same_as_fluent_bundle(&english_source(), "en", &every_argument());
}

/// Each language's catalogue, `www/lang/<tag>.ftl` (`catalogue_source`).
#[test]
fn every_catalogue_has_every_message_of_english_and_no_other() {
    let en = &LANGUAGES[0];
    let (english, _) = Catalogue::parse(&english_source(), en.rule, en.digits);
    let mut wanting = Vec::new();
    for l in &LANGUAGES[1..] {
        let (c, errors) = Catalogue::parse(&catalogue_source(l.tag), l.rule, l.digits);
        assert_eq!(errors, [], "www/lang/{}.ftl", l.tag);
        let ids = c.ids();
        for id in english.ids() {
            if !ids.contains(&id) {
                wanting.push(format!("{}.ftl lacks '{id}'", l.tag));
            }
        }
        for id in &ids {
            // A sentence: three words or more of letters (not "{ $clock } · Blitz", which
            // is the same in several languages).
            let said = c.format(id, &[]);
            let sentence = |t: &String| {
                // A variable left out is shown as `{$name}`: not a word of the message.
                let words: String = t
                    .split('{')
                    .map(|p| p.split_once('}').map_or(p, |(_, rest)| rest))
                    .collect();
                words
                    .split(|ch: char| !ch.is_alphabetic())
                    .filter(|w| w.len() > 1)
                    .count()
                    >= 3
            };
            if said.as_ref().is_some_and(sentence) && said == english.format(id, &[]) {
                wanting.push(format!("{}.ftl's '{id}' is the English sentence", l.tag));
            }
            let known = english.variables(id);
            if !english.ids().contains(id) {
                wanting.push(format!("{}.ftl has '{id}', which English lacks", l.tag));
            }
            for v in c.variables(id) {
                if !known.contains(&v) {
                    wanting.push(format!(
                        "{}.ftl's '{id}' uses ${v}, which English's does not",
                        l.tag
                    ));
                }
            }
        }
    }
    assert!(wanting.is_empty(), "{}", wanting.join("\n"));
}

#[test]
fn every_catalogue_reads_as_fluent_bundle_reads_it() {
    let args = every_argument();
    for l in &LANGUAGES[1..] {
        same_as_fluent_bundle(&catalogue_source(l.tag), l.tag, &args);
    }
}

/// English's catalogue comes in two parts (build.rs): the first visit's messages, listed in
/// `web/start-messages.txt`, and the rest. Together they are the whole source, each
/// message once, and the speaker says a message of either part.
#[test]
fn englishs_two_parts_make_the_whole_catalogue() {
    let en = &LANGUAGES[0];
    let (first, errors) = Catalogue::parse(ENGLISH, en.rule, en.digits);
    assert!(errors.is_empty(), "{errors:#?}");
    let (whole, errors) = Catalogue::parse(&english_source(), en.rule, en.digits);
    assert!(errors.is_empty(), "{errors:#?}");
    let source = std::fs::read_to_string("src/ui/lang/en.ftl").expect("en.ftl is read");
    let (from_source, _) = Catalogue::parse(&source, en.rule, en.digits);
    assert_eq!(
        whole.ids(),
        from_source.ids(),
        "both parts hold every message once"
    );
    let listed = std::fs::read_to_string("web/start-messages.txt").expect("the list is read");
    let listed: Vec<&str> = listed
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert!(!listed.is_empty());
    for id in &listed {
        assert!(first.format(id, &[]).is_some(), "{id} is in the first part");
    }
    let speaker = Speaker::english();
    let in_rest: Vec<String> = whole
        .ids()
        .into_iter()
        .filter(|id| !id.contains('.') && first.format(id, &[]).is_none())
        .collect();
    assert!(in_rest.len() > 100, "most messages come with the rest");
    for id in &in_rest {
        assert_eq!(
            speaker.say(id, &[]),
            whole.format(id, &[]).expect("in the whole"),
            "{id}, from the rest"
        );
    }
}
