//! Every lesson played in every language (issue 30): its title, instruction and side, the
//! reason a wrong move misses its goal, the opponent's scripted reply and the goal met are
//! each said from the language's own catalogue (`www/lang/<tag>.ftl`), never from
//! English's, with every variable filled in.

use super::*;
use crate::app::page::Fetch;
use crate::ui::lang::{catalogue_source, LANGUAGES};

impl Page {
    /// The page speaking `tag`, its catalogue read from `www/lang/`.
    fn speaking(tag: &'static str) -> Page {
        let mut p = Page::new();
        if tag != "en" {
            p.send(Command::SetLanguage(tag.into())).unwrap();
            let asked = p
                .take()
                .iter()
                .any(|e| matches!(e, Effect::Fetch(Fetch::Catalogue(t)) if *t == tag));
            assert!(asked, "{tag}: the catalogue is fetched");
            p.send(Command::CatalogueFetched(tag, Ok(catalogue_source(tag))))
                .unwrap();
        }
        assert_eq!(p.state.language().tag, tag);
        p
    }

    /// The text the view gives the element `id`.
    fn text_of(&self, id: &str) -> String {
        self.state
            .view()
            .nodes
            .iter()
            .rev()
            .find(|(i, n)| *i == id && n.text.is_some())
            .and_then(|(_, n)| n.text.clone())
            .unwrap_or_default()
    }

    /// What the lesson panel and the status line say now.
    fn lesson_words(&self) -> Vec<(&'static str, String)> {
        use super::super::ids;
        vec![
            ("title", self.text_of(ids::LESSON_TITLE)),
            ("instruction", self.text_of(ids::LESSON_INSTRUCTION)),
            ("side", self.text_of(ids::TURN)),
            ("next", self.text_of(ids::LESSON_NEXT)),
            ("count", self.text_of(ids::LESSON_COUNT)),
            ("status", self.status().to_owned()),
        ]
    }

    /// Plays `text` as the learner, then any scripted reply that comes due.
    fn lesson_play(&mut self, text: &str) {
        self.send(Command::PlayText(text.into(), MoveSource::Click))
            .unwrap();
        let due: Vec<Timer> = self
            .take()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Timer {
                    timer: t @ Timer::LessonReply(_),
                    ..
                } => Some(t),
                _ => None,
            })
            .collect();
        for t in due {
            self.send(Command::Timer(t)).unwrap();
        }
    }

    /// Lesson `index` played as a learner would: opened, a wrong move, Retry, then the
    /// solution (the scripted replies come between). The words said at each point.
    fn lesson_through(&mut self, index: usize) -> Vec<(String, String)> {
        let lesson = &LESSONS[index];
        let mut said = Vec::new();
        let mut look = |p: &Page, when: &str| {
            for (what, text) in p.lesson_words() {
                said.push((format!("{} {when} {what}", lesson.id), text));
            }
        };
        self.send(Command::OpenLessonAt(index)).unwrap();
        look(self, "opened");
        self.lesson_play(lesson.wrong);
        look(self, "missed");
        self.send(Command::LessonRetry).unwrap();
        for (k, m) in lesson.solution.iter().enumerate().step_by(2) {
            self.lesson_play(m);
            look(self, &format!("move {}", k / 2 + 1));
        }
        assert!(
            self.state.modes.lesson_progress().is_done(index),
            "{}: {}",
            lesson.id,
            self.status()
        );
        said
    }
}

#[test]
fn every_lesson_is_played_in_every_language_in_its_own_words() {
    let english: Vec<Vec<(String, String)>> = {
        let mut p = Page::speaking("en");
        (0..LESSONS.len()).map(|i| p.lesson_through(i)).collect()
    };
    for l in &LANGUAGES[1..] {
        let mut p = Page::speaking(l.tag);
        for (i, english) in english.iter().enumerate() {
            let said = p.lesson_through(i);
            let english_said = p.state.speaker().fell_back();
            assert_eq!(
                english_said,
                [] as [String; 0],
                "{} {}: said in English",
                l.tag,
                LESSONS[i].id
            );
            assert_eq!(said.len(), english.len(), "{} {}", l.tag, LESSONS[i].id);
            for ((what, text), (_, en)) in said.iter().zip(english) {
                let at = format!("{} {what}: {text:?}", l.tag);
                assert!(!text.trim().is_empty(), "{at} is empty");
                assert!(
                    !text.contains('{') && !text.contains("lesson-") && !text.contains("miss-"),
                    "{at} has a variable or an id left"
                );
                // The count ("3/9") is figures alone in some languages.
                if !what.ends_with("count") || text.chars().any(char::is_alphabetic) {
                    assert_ne!(text, en, "{at} is the English sentence");
                }
            }
        }
    }
}

#[test]
fn the_message_on_show_is_said_again_in_the_language_that_comes_after_it() {
    use super::super::state::Restored;
    use super::super::stored::tests::Memory;
    use super::super::stored::{restore, RECORD};
    // A saved game that cannot be read, in a browser that prefers Polish: the page starts
    // in English, says why, then Polish's catalogue comes and says it again in Polish.
    let mut store = Memory::default();
    store.map.insert(RECORD.into(), "[Result \"2-0\"]".into());
    let mut p = Page {
        state: State::new(false, 7),
        ..Page::new()
    };
    p.send(Command::Restore(Box::new(Restored {
        stored: restore(&mut store),
        editor_draft: None,
        browser_languages: vec!["pl-PL".into(), "en".into()],
        ..Restored::default()
    })))
    .unwrap();
    p.send(Command::Start).unwrap();
    let english = p.status().to_owned();
    assert!(
        english.starts_with("The saved game could not be restored (the result '2-0'"),
        "{english}"
    );
    assert!(p
        .take()
        .iter()
        .any(|e| matches!(e, Effect::Fetch(Fetch::Catalogue("pl")))));
    p.send(Command::CatalogueFetched("pl", Ok(catalogue_source("pl"))))
        .unwrap();
    let polish = p.status().to_owned();
    assert_ne!(polish, english);
    assert!(polish.contains("2-0") && polish.contains("„"), "{polish}");
    assert_eq!(p.state.speaker().fell_back(), [] as [String; 0]);

    // A refusal on show is said again too when another tab chooses a language.
    let r = p.send(Command::PlayText("z9-a1".into(), MoveSource::Click));
    assert!(r.is_err());
    let refused = p.status().to_owned();
    assert!(refused.contains("z9-a1"), "{refused}");
    let english_chosen = crate::ui::settings::Settings {
        language: Some("en"),
        ..Default::default()
    };
    p.send(Command::OtherTabSettings(english_chosen)).unwrap();
    assert_ne!(p.status(), refused, "said again in English");
    assert!(
        p.status()
            .starts_with("'z9-a1' is not a move: squares are a1 to h8"),
        "{}",
        p.status()
    );
}
