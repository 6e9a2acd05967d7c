//! Issue 44's names and words: a player's name isolated wherever it is shown, the strips
//! of puzzles and lessons, a friend game's panel before the first move and without a
//! Share button, the result card and the pictures of a game, the words of Learn from
//! your mistakes and of a lesson, and the board and its ring once a game is over.

use super::*;
use crate::app::export::{Deliver, ExportInput, Format, PictureEffect};
use crate::app::friend::{FriendInput, Send};
use crate::app::ids;
use crate::app::new_game::{Colour, Setup};
use crate::ui::lang::without_isolates;

/// A name that turns what follows it around unless it is isolated.
const EVIL: &str = "\u{202e}Ann";
/// [`EVIL`] as every sentence and list must hold it.
const ISOLATED: &str = "\u{2068}\u{202e}Ann\u{2069}";

fn text(p: &Page, id: &str) -> String {
    p.state
        .view()
        .get(id)
        .and_then(|n| n.text.clone())
        .unwrap_or_default()
}

fn hidden(p: &Page, id: &str) -> Option<bool> {
    p.state.view().get(id).and_then(|n| n.hidden)
}

/// Every text of the list `id` in the view (its elements and their children).
fn list_texts(p: &Page, id: &str) -> Vec<String> {
    fn walk(el: &super::super::view::list::El, out: &mut Vec<String>) {
        out.push(el.text.clone());
        for c in &el.children {
            walk(c, out);
        }
    }
    let mut out = Vec::new();
    for (i, els) in p.state.view().all_lists() {
        if i == id {
            for el in &els {
                walk(el, &mut out);
            }
        }
    }
    out
}

/// `said` holds [`EVIL`] only isolated.
fn isolated(said: &str) -> bool {
    said.contains(ISOLATED) && !said.replace(ISOLATED, "").contains('\u{202e}')
}

/// The GIF's caption and orientation of the game on the board.
fn gif(p: &mut Page) -> (String, bool) {
    p.take();
    p.send(Command::Export(ExportInput::Start {
        format: Format::Gif,
        game: None,
        width: None,
        deliver: Deliver::Download,
    }))
    .unwrap();
    let job = p
        .take()
        .into_iter()
        .find_map(|e| match e {
            Effect::Picture(PictureEffect::Gif { job, .. }) => Some(job),
            _ => None,
        })
        .expect("a GIF is made");
    p.send(Command::Export(ExportInput::Cancel)).unwrap();
    (job.caption, job.flipped)
}

/// Whether the PNG of the board on show is drawn from Black's side.
fn png_flipped(p: &mut Page) -> bool {
    p.take();
    p.send(Command::Export(ExportInput::Start {
        format: Format::Png,
        game: None,
        width: None,
        deliver: Deliver::Download,
    }))
    .unwrap();
    p.take()
        .into_iter()
        .find_map(|e| match e {
            Effect::Picture(PictureEffect::Png { picture, .. }) => {
                Some(picture.orientation.flipped)
            }
            _ => None,
        })
        .expect("a PNG is drawn")
}

/// Issue 44, item 8: a friend's name holding U+202E is isolated in the strips, the
/// panel, the status line, the lists and the GIF's caption, in every language.
#[test]
fn a_friends_name_is_isolated_wherever_it_is_shown() {
    let mut a = Page::new();
    a.send(Command::Friend(FriendInput::Start(
        Colour::White,
        EVIL.into(),
    )))
    .unwrap();
    a.click("a6", "a7");
    let link = a.state.friend_link().unwrap();
    a.send(Command::Friend(FriendInput::Send(Send::Copy)))
        .unwrap();
    for tag in ["en", "de", "ja", "pl"] {
        let mut b = Page::new();
        if tag != "en" {
            b.send(Command::SetLanguage(tag.into())).unwrap();
            let source = crate::ui::lang::catalogue_source(tag);
            b.send(Command::CatalogueFetched(tag, Ok(source))).unwrap();
            assert_eq!(b.state.language().tag, tag);
        }
        let fragment = link.split_once('#').unwrap().1;
        b.send(Command::OpenFragment(format!("#{fragment}")))
            .unwrap();
        assert_eq!(b.state.board().player_name(Color::White), Some(EVIL));
        assert!(isolated(b.status()), "{tag} status: {:?}", b.status());
        assert!(
            isolated(&text(&b, ids::NAME_WHITE)),
            "{tag} strip: {:?}",
            text(&b, ids::NAME_WHITE)
        );
        assert!(
            isolated(&text(&b, ids::FRIEND_TEXT)),
            "{tag} panel: {:?}",
            text(&b, ids::FRIEND_TEXT)
        );
        b.send(Command::Games(true)).unwrap();
        let items = list_texts(&b, ids::FRIEND_LIST);
        assert!(items.iter().any(|t| isolated(t)), "{tag} list: {items:?}");
        let (caption, _) = gif(&mut b);
        assert!(isolated(&caption), "{tag} caption: {caption:?}");
    }
}

/// Issue 44, item 9: a puzzle's and a lesson's strips name the solver and the puzzle or
/// the lesson, never the computer seat that plays their moves, also once the solution is
/// shown.
#[test]
fn puzzles_and_lessons_name_the_solver_not_the_computer() {
    let mut p = Page::new();
    p.send(Command::OpenPuzzle(Wanted::Id("44a0079c".into()), 1))
        .unwrap();
    p.send(Command::PuzzlesLoaded(Ok(PUZZLES.into()))).unwrap();
    assert!(p.state.modes.in_puzzle());
    let strips = |p: &Page| [text(p, ids::NAME_WHITE), text(p, ids::NAME_BLACK)];
    assert_eq!(strips(&p), ["You", "Puzzle"]);
    p.send(Command::PuzzleShowSolution).unwrap();
    for _ in 0..8 {
        let due = p.take().into_iter().find_map(|e| match e {
            Effect::Timer {
                timer: t @ Timer::PuzzleDue(_),
                ..
            } => Some(t),
            _ => None,
        });
        let Some(t) = due else { break };
        p.send(Command::Timer(t)).unwrap();
    }
    assert_eq!(strips(&p), ["You", "Puzzle"]);
    assert!(!strips(&p).iter().any(|s| s.contains("Computer")));

    let mut p = Page::new();
    p.send(Command::Learn).unwrap();
    assert!(p.state.modes.in_lesson());
    let learner = p.state.board().game().position().turn();
    let [mine, theirs] = [learner, learner.other()].map(|c| {
        text(
            &p,
            if c == Color::White {
                ids::NAME_WHITE
            } else {
                ids::NAME_BLACK
            },
        )
    });
    assert_eq!((mine.as_str(), theirs.as_str()), ("You", "Lesson"));
}

/// Issue 44, item 10: the friend who opens an invitation sent before the first move
/// waits for the first move (nothing was sent from there); without a Share button the
/// words offer only Copy link and the QR code.
#[test]
fn an_early_invitation_awaits_the_first_move_and_the_words_follow_the_buttons() {
    let mut a = Page::new();
    a.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    // The tests' browser has no Share button: neither the status line nor the panel
    // names one.
    assert_eq!(hidden(&a, ids::FRIEND_SHARE), Some(true));
    assert!(!a.status().contains("Share"), "{}", a.status());
    assert!(
        a.status().contains("Copy link or the QR code"),
        "{}",
        a.status()
    );
    let link = a.state.friend_link().unwrap();
    a.send(Command::Friend(FriendInput::Send(Send::Copy)))
        .unwrap();
    let mut b = Page::new();
    let fragment = link.split_once('#').unwrap().1;
    b.send(Command::OpenFragment(format!("#{fragment}")))
        .unwrap();
    let said = without_isolates(&text(&b, ids::FRIEND_TEXT));
    assert!(!said.contains("Sent."), "{said}");
    assert!(said.contains("Waiting for Ann's first move"), "{said}");
    // A moves: the words ask to send it, by the ways the page offers.
    a.click("a6", "a7");
    let said = text(&a, ids::FRIEND_TEXT);
    assert!(!said.contains("Share"), "{said}");
    assert!(said.contains("Copy link or the QR code"), "{said}");
}

fn against_level_4_as_black() -> Page {
    let mut p = Page::new();
    p.send(Command::StartGame(Box::new(Setup {
        seats: [Seat::Computer { level: 4 }, Seat::Person],
        names: [None, Some("Ann".into())],
        clock: None,
    })))
    .unwrap();
    p
}

/// Issue 44, item 11: the result card names the players; the pictures and the GIF are
/// drawn from the person's side, not the side the board is turned to; the GIF's caption
/// is in the player's words.
#[test]
fn the_result_card_names_the_players_and_pictures_face_the_person() {
    let mut p = against_level_4_as_black();
    p.send(Command::Resign).unwrap();
    assert_eq!(hidden(&p, ids::RESULT_CARD), Some(false));
    assert_eq!(hidden(&p, ids::RESULT_PLAYERS), Some(false));
    assert_eq!(
        without_isolates(&text(&p, ids::RESULT_PLAYERS)),
        "Computer · level 4 – Ann"
    );
    let (caption, flipped) = gif(&mut p);
    assert_eq!(
        without_isolates(&caption),
        "Computer · level 4 – Ann · 1-0 · Black resigned"
    );
    assert!(flipped, "the GIF from Ann's side");
    // The board turned to White's side: the pictures still face Ann.
    p.send(Command::Flip).unwrap();
    assert!(!p.state.flipped());
    assert!(png_flipped(&mut p));
    assert!(gif(&mut p).1);

    // Two people: the pictures are of the game (White's side), whichever side is to move.
    let mut p = Page::new();
    p.click("a6", "a7");
    assert!(p.state.flipped(), "the board turned to Black, to move");
    assert!(!png_flipped(&mut p));
    assert!(!gif(&mut p).1);
}

/// Issue 44, item 12: once a better move is found, the mode stops asking for one; a
/// piece selected in a lesson is said in the status line, as in a game.
#[test]
fn a_found_move_is_not_asked_again_and_a_lesson_says_the_selection() {
    let mut p = super::mistakes::reviewed();
    p.send(Command::Mistakes(crate::app::mistakes::Step::Start))
        .unwrap();
    assert!(text(&p, ids::MISTAKES_TEXT).contains("Find a better move"));
    p.click("h6", "g7");
    let said = text(&p, ids::MISTAKES_TEXT);
    assert!(said.contains("White played a6-a7, a blunder"), "{said}");
    assert!(!said.contains("Find a better move"), "{said}");

    let mut p = Page::new();
    p.send(Command::Learn).unwrap();
    let lesson = &LESSONS[0];
    let from = lesson.solution[0].split(['-', 'x']).next().unwrap();
    p.send(Command::Click(sq(from), MoveSource::Click)).unwrap();
    assert!(p.state.selected().is_some());
    assert!(
        p.status().contains(&format!("{from} selected")),
        "{:?}",
        p.status()
    );
}

/// Issue 44, item 19: the second-turn ring goes once the game is over; the board does
/// not turn to the loser when a two-person game ends; a friend game is named alike in
/// both lists.
#[test]
fn a_finished_game_keeps_its_side_and_loses_its_ring_and_a_friend_is_named_alike() {
    let mut p = Page::new();
    p.click("a6", "a7");
    p.click("a5", "b4");
    assert!(p.state.scene(0.0).bound.is_some(), "White is bound");
    assert!(!p.state.flipped(), "White to move, at the bottom");
    p.send(Command::Resign).unwrap();
    assert!(p.state.board().game().outcome().is_some());
    assert_eq!(p.state.scene(0.0).bound, None, "no ring on a finished game");
    assert!(!p.state.flipped());

    // A move that ends the game (a2-a3 g1-f1 b7-a6 f1-e1 a6-a5 makes a Crowned Troika):
    // the board stays with the side that was to move, not turned to the loser.
    let mut p = Page::new();
    let record = "[TCN \"b5wb/1w2B1b1/3bB1w1/8/wW6/1bW3bw/w2b1ww1/6b1 w - 14\"]\n\n\
                  14. a2-a3 g1-f1 15. b7-a6 f1-e1 *\n";
    p.send(Command::Import(record.into())).unwrap();
    assert_eq!(p.ply(), 4);
    assert!(!p.state.flipped(), "White to move, at the bottom");
    p.click("a6", "a5");
    assert!(p.state.board().game().outcome().is_some());
    assert!(!p.state.flipped(), "the winner's side stays at the bottom");
    // Nor when the board's turning is switched on over the finished game.
    p.send(Command::SetAutoFlip(false)).unwrap();
    p.send(Command::SetAutoFlip(true)).unwrap();
    assert!(!p.state.flipped(), "still the winner's side");

    // A friend game: the friend named as the strips name them, in both lists.
    let (mut a, _) = super::friend::started();
    a.db = Some(Vec::new());
    a.send(Command::Archive(crate::app::archive::ArchiveInput::Loaded(
        Ok(Vec::new()),
    )))
    .unwrap();
    a.send(Command::Games(true)).unwrap();
    let strip = text(&a, ids::NAME_BLACK);
    assert_eq!(strip, "Friend");
    let friends = list_texts(&a, ids::FRIEND_LIST);
    assert!(
        friends
            .iter()
            .any(|t| t.starts_with("\u{2068}Friend\u{2069} · ")),
        "{friends:?}"
    );
    let games = list_texts(&a, ids::GAMES_LIST);
    let game = games.iter().find(|t| t.contains('–')).expect("listed");
    assert!(
        without_isolates(game).starts_with("Ann – Friend · "),
        "{games:?}"
    );
}
