//! Scenarios of games with a friend on another device: two pages stand for the two
//! devices, and every move travels between them as a link.

use super::*;
use crate::app::friend::{FriendInput, Send};
use crate::app::new_game::Colour;
use crate::app::{Clip, CopyRefused};

impl Page {
    /// The friend game's link as it is now.
    pub(super) fn link(&self) -> String {
        self.state.friend_link().expect("a friend game")
    }

    /// Sends the link by copying it (the player's Copy link, the clipboard taking it);
    /// returns it.
    pub(super) fn send_link(&mut self) -> String {
        let link = self.link();
        self.send(Command::Friend(FriendInput::Send(Send::Copy)))
            .unwrap();
        self.send(Command::Copied(Clip::FriendLink, Ok(())))
            .unwrap();
        link
    }

    /// Opens `link` as the address's fragment would.
    pub(super) fn open(&mut self, link: &str) {
        let fragment = link.split_once('#').map_or(link, |(_, f)| f);
        self.send(Command::OpenFragment(format!("#{fragment}")))
            .unwrap();
    }

    fn moves(&self) -> Vec<Move> {
        self.state.board().game().move_list()
    }
}

/// A link made by hand (not by a page): game `id` with `moves`, sent by `by`.
fn link_of(id: String, by: Color, moves: &[&str]) -> String {
    let mut game = crate::game::Game::default();
    for m in moves {
        game.play(mv(m)).unwrap();
    }
    crate::ui::friend::link::write(&crate::ui::friend::link::Link {
        id,
        by,
        names: [None, None],
        game,
        offer: None,
    })
}

/// A (Ann) invites as White and plays a6-a7, not yet sent.
fn invited_and_moved() -> Page {
    let mut a = Page::new();
    a.send(Command::Friend(FriendInput::Start(
        Colour::White,
        "Ann".into(),
    )))
    .unwrap();
    a.click("a6", "a7");
    a
}

/// A invites as White and moves; B opens the invitation.
pub(super) fn started() -> (Page, Page) {
    let mut a = invited_and_moved();
    let first = a.send_link();
    let mut b = Page::new();
    b.open(&first);
    (a, b)
}

#[test]
fn two_devices_play_by_links() {
    let (mut a, mut b) = started();
    assert_eq!(b.moves(), a.moves());
    let f = b.state.board().friend().unwrap().clone();
    assert_eq!(f.you, Color::Black);
    assert_eq!(b.state.board().seat(Color::White), Seat::Friend);
    assert_eq!(b.state.board().player_name(Color::White), Some("Ann"));
    assert!(b.status().contains("Ann"), "{}", b.status());
    // Ten plies, each sent back and forth; the same position on both sides throughout.
    let replies = [
        ("a5", "b4"),
        ("a7", "b7"),
        ("h5", "g4"),
        ("h6", "h7"),
        ("a3", "b2"),
        ("a4", "b3"),
        ("h3", "g2"),
        ("h4", "g3"),
        ("b4", "c3"),
    ];
    for (i, (from, to)) in replies.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (&mut b, &mut a)
        } else {
            (&mut a, &mut b)
        };
        mover.click(from, to);
        let link = mover.send_link();
        other.open(&link);
        assert_eq!(other.moves(), mover.moves(), "ply {}", i + 2);
        assert_eq!(
            other.state.board().game().position(),
            mover.state.board().game().position()
        );
    }
    assert_eq!(a.moves().len(), 10);
    // Ann's name reached B; B's (none) did not invent one.
    assert_eq!(a.state.board().player_name(Color::Black), None);
}

#[test]
fn links_that_do_not_continue_change_nothing() {
    let (mut a, mut b) = started();
    b.click("a5", "b4");
    let reply = b.send_link();
    a.open(&reply);
    assert_eq!(a.moves().len(), 2);
    let before = a.state.board().record("x");
    let check = |a: &Page, said: &str| {
        assert_eq!(a.state.board().record("x"), before, "{said}");
        assert!(a.status().contains(said), "{} / {said}", a.status());
    };
    // The same link again: nothing new.
    a.open(&reply);
    check(&a, "older than your game");
    // A's own link.
    let own = a.link();
    a.open(&own);
    check(&a, "your own move");
    // Cut short, changed, too long, another version.
    a.open(&reply[..reply.len() - 12]);
    check(&a, "cut short");
    a.open(&reply.replace("&m=", "&m=B"));
    check(&a, "changed or cut short");
    let long = format!("{reply}{}", "A".repeat(5000));
    a.open(&long);
    check(&a, "too long");
    a.open(&reply.replace("friend=1", "friend=9"));
    check(&a, "another version");
}

#[test]
fn a_divergent_link_is_refused_naming_its_ply() {
    let (mut a, mut b) = started();
    // B replies; A never sees it, and a doctored game of the same id arrives with
    // another second move: it differs at ply 2 once A has B's real reply.
    b.click("a5", "b4");
    let real = b.send_link();
    a.open(&real);
    let id = a.state.board().friend().unwrap().id.clone();
    let doctored = link_of(id, Color::Black, &["a6-a7", "h5-g4"]);
    let before = a.state.board().record("x");
    a.open(&doctored);
    assert_eq!(a.state.board().record("x"), before);
    assert!(a.status().contains("at ply 2"), "{}", a.status());
}

#[test]
fn a_sent_move_stays_and_an_unsent_one_may_be_taken_back() {
    let (mut a, mut b) = started();
    // A's first move was sent: it stays.
    a.send(Command::Undo).unwrap();
    assert_eq!(a.moves().len(), 1);
    assert_eq!(a.status(), words::FRIEND_MOVE_SENT.english());
    // B moves. White (the friend) is to move: White's pieces do not move here, from
    // any source but a link.
    b.click("a5", "b4");
    assert_eq!(b.moves().len(), 2);
    b.click("a7", "b7");
    assert!(b
        .send(Command::PlayText("a7-b7".into(), MoveSource::Api))
        .is_err());
    assert_eq!(b.moves().len(), 2);
    // B's move, not sent yet, is taken back.
    b.send(Command::Undo).unwrap();
    assert_eq!(b.moves().len(), 1);
    // No seat changes, nor the repetition rule.
    b.send(Command::SetRepetition(false)).unwrap();
    assert!(b.state.board().game().repetition_rule());
    assert_eq!(b.status(), words::FRIEND_RULE_FIXED.english());
    assert!(b
        .send(Command::SetSeat(Color::White, Seat::Computer { level: 2 }))
        .is_err());
    assert_eq!(b.state.board().seat(Color::White), Seat::Friend);
    assert_eq!(b.status(), words::FRIEND_SEATS_FIXED.english());
}

#[test]
fn draws_and_resignations_travel() {
    let (mut a, mut b) = started();
    b.send(Command::Friend(FriendInput::OfferDraw)).unwrap();
    let offer = b.send_link();
    a.open(&offer);
    assert_eq!(a.state.board().friend().unwrap().offer, Some(Color::Black));
    a.send(Command::Friend(FriendInput::AcceptDraw)).unwrap();
    assert!(a.state.board().game().outcome().is_some());
    let accepted = a.send_link();
    b.open(&accepted);
    assert_eq!(
        b.state.board().game().outcome(),
        a.state.board().game().outcome()
    );
    // A resignation.
    let (mut a, mut b) = started();
    b.send(Command::Resign).unwrap();
    let resigned = b.send_link();
    a.open(&resigned);
    let o = a.state.board().game().outcome().unwrap();
    assert_eq!(o.winner(), Some(Color::White));
    assert!(a.state.board().record("x").contains("1-0"));
}

#[test]
fn other_games_are_kept_and_friend_games_come_back() {
    let mut a = Page::new();
    a.click("a6", "a7");
    a.click("a5", "b4");
    let two_people = a.state.board().record("2026.12.01");
    a.send(Command::Friend(FriendInput::Start(
        Colour::Black,
        "Ann".into(),
    )))
    .unwrap();
    // The two-person game is kept, unasked.
    assert!(a.state.kept_records().iter().any(|r| *r == two_people));
    let invitation = a.send_link();
    let mut b = Page::new();
    b.open(&invitation);
    assert_eq!(b.state.board().friend().unwrap().you, Color::White);
    b.click("a6", "a7");
    let first = b.send_link();
    // A went back to the two-person game meanwhile; B's move brings the friend game
    // back, and the two-person game is kept again, unchanged.
    let id = a
        .state
        .kept_games()
        .iter()
        .find(|k| k.friend.is_none())
        .unwrap()
        .id
        .clone();
    a.send(Command::OpenKept(id)).unwrap();
    assert_eq!(a.moves().len(), 2);
    a.open(&first);
    assert_eq!(a.moves(), b.moves());
    assert!(a.state.board().friend().is_some());
    assert!(a.state.kept_records().iter().any(|r| *r == two_people));
    assert_eq!(a.state.friend_games().len(), 1);
    // A reload: the friend game comes back from its record, as it was.
    let record = a.state.board().record("x");
    let back =
        crate::ui::session::Session::from_record(crate::record::parse_record(&record).unwrap());
    assert_eq!(back.friend(), a.state.board().friend());
    assert_eq!(back.seat(Color::White), Seat::Friend);
}

#[test]
fn an_end_that_crossed_a_move_and_a_link_with_our_move() {
    let (mut a, mut b) = started();
    b.click("a5", "b4");
    let reply = b.send_link();
    a.open(&reply);
    // A moves and sends; meanwhile B resigns after ply 2 and sends that.
    a.click("a7", "b7");
    let third = a.send_link();
    b.send(Command::Resign).unwrap();
    let resigned = b.send_link();
    // A's third move never reached B: the game ends at ply 2, the move taken back.
    a.open(&resigned);
    assert_eq!(a.moves().len(), 2);
    let o = a.state.board().game().outcome().expect("over");
    assert_eq!(o.winner(), Some(Color::White));
    assert!(
        a.status().contains("ended the game at ply 2"),
        "{}",
        a.status()
    );
    // B, who resigned, is told to send the end again when A's move arrives.
    let before = b.state.board().record("x");
    b.open(&third);
    assert_eq!(b.state.board().record("x"), before);
    assert_eq!(b.status(), words::FRIEND_ENDED_HERE.english());
    // A link that plays a move of B's is refused on B's side.
    let (mut a, mut b) = started();
    let id = b.state.board().friend().unwrap().id.clone();
    let forged = link_of(id, Color::White, &["a6-a7", "a5-b4", "a7-b7"]);
    b.open(&forged);
    assert_eq!(b.moves().len(), 1);
    assert!(
        b.status().contains("plays your move at ply 2"),
        "{}",
        b.status()
    );
    let _ = &mut a;
}

/// Copy link where the page has no clipboard (a page not served over https): said, the
/// link's box selected to be copied by hand, and the move not marked sent, so Undo
/// still takes it back.
#[test]
fn a_link_the_clipboard_did_not_take_is_not_sent() {
    let mut a = invited_and_moved();
    a.take();
    a.send(Command::Friend(FriendInput::Send(Send::Copy)))
        .unwrap();
    let asked = a.take();
    assert!(
        asked.iter().any(|e| matches!(
            e,
            Effect::Copy {
                what: Clip::FriendLink,
                ..
            }
        )),
        "the link is handed to the clipboard"
    );
    for why in [CopyRefused::NoClipboard, CopyRefused::Refused] {
        a.send(Command::Copied(Clip::FriendLink, Err(why))).unwrap();
        let said = match why {
            CopyRefused::NoClipboard => words::say::NO_CLIPBOARD,
            CopyRefused::Refused => words::say::CLIPBOARD_REFUSED,
        };
        assert_eq!(a.status(), said.english());
        assert!(
            a.take().iter().any(|e| matches!(
                e,
                Effect::Focus {
                    id: crate::app::ids::FRIEND_LINK,
                    select: true
                }
            )),
            "the link's box is selected, to be copied by hand"
        );
    }
    assert_eq!(a.moves().len(), 1);
    a.send(Command::Undo).unwrap();
    assert_eq!(a.moves().len(), 0, "a move never sent is taken back");
}
