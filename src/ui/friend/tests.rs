use super::link::{self, Link};
use super::*;
use crate::record::parse_record;
use crate::types::Move;

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn game(moves: &[&str]) -> Game {
    let mut g = Game::default();
    for m in moves {
        g.play(mv(m)).unwrap();
    }
    g
}

fn white() -> Friend {
    Friend {
        id: "abcdefgh".into(),
        you: Color::White,
        offer: None,
        shared: None,
        changed: String::new(),
    }
}

fn from_black(moves: &[&str]) -> Link {
    Link {
        id: "abcdefgh".into(),
        by: Color::Black,
        names: [None, Some("Bob".into())],
        game: game(moves),
        offer: None,
    }
}

#[test]
fn arrivals() {
    let f = white();
    let ours = game(&["a6-a7"]);
    assert!(f.unsent(&ours) && f.may_take_back(&ours));
    let mine = f.link(&ours, [None, None]);
    assert_eq!(f.arrival(&ours, &mine), Arrival::Own);
    assert_eq!(
        f.arrival(&ours, &from_black(&["a6-a7", "a5-b4"])),
        Arrival::Continues(1)
    );
    assert_eq!(f.arrival(&ours, &from_black(&["a6-a7"])), Arrival::Stale);
    assert_eq!(f.arrival(&ours, &from_black(&[])), Arrival::Stale);
    assert_eq!(
        f.arrival(&ours, &from_black(&["a4-b5", "a5-b4"])),
        Arrival::Differs(1)
    );
    // The same moves with a draw offered, or a resignation: new.
    let mut offer = from_black(&["a6-a7"]);
    offer.offer = Some(Color::Black);
    assert_eq!(f.arrival(&ours, &offer), Arrival::Continues(1));
    let mut resigned = from_black(&["a6-a7"]);
    resigned.game.resign(Color::Black).unwrap();
    assert_eq!(f.arrival(&ours, &resigned), Arrival::Continues(1));
    // Our game ended here (we resigned) while theirs went on: they have not seen it.
    let mut ended = ours.clone();
    ended.resign(Color::White).unwrap();
    assert_eq!(
        f.arrival(&ended, &from_black(&["a6-a7", "a5-b4"])),
        Arrival::EndedHere
    );
    // They resigned before our move reached them: the game ends at their ply.
    let ahead = game(&["a6-a7", "a5-b4", "a7-b7"]);
    let mut resigned_before = from_black(&["a6-a7", "a5-b4"]);
    resigned_before.game.resign(Color::Black).unwrap();
    assert_eq!(f.arrival(&ahead, &resigned_before), Arrival::EndsAt(2));
    // A link that brings a move of ours is refused.
    assert_eq!(
        f.arrival(&ours, &from_black(&["a6-a7", "a5-b4", "a7-b7", "h5-g4"])),
        Arrival::NotTheirs(3)
    );
    // Both offered a draw on the same position: the offers meet.
    let mut offering = white();
    offering.offer = Some(Color::White);
    let mut theirs = from_black(&["a6-a7"]);
    theirs.offer = Some(Color::Black);
    assert_eq!(offering.arrival(&ours, &theirs), Arrival::Continues(1));
    // Another start.
    let mut other = from_black(&[]);
    other.game.set_repetition_rule(false);
    assert_eq!(f.arrival(&Game::default(), &other), Arrival::Differs(0));
}

#[test]
fn sent_moves_stay() {
    let mut f = white();
    let g = game(&["a6-a7"]);
    f.shared = Some(f.now(&g));
    assert!(!f.unsent(&g) && !f.may_take_back(&g));
    f.offer = Some(Color::White);
    assert!(f.unsent(&g));
    assert_eq!(f.now(&g), (1, Stage::Offer));
}

#[test]
fn a_friend_game_survives_its_record() {
    let mut f = white();
    f.offer = Some(Color::Black);
    f.shared = Some((1, Stage::Offer));
    f.changed = "2026.12.02 10:15".into();
    let tags = f.tags();
    let mut text = String::new();
    for (k, v) in &tags {
        text.push_str(&format!("[{k} \"{v}\"]\n"));
    }
    text.push_str("\n1. a6-a7 *\n");
    let rec = parse_record(&text).unwrap();
    assert_eq!(Friend::from_record(&rec), Some(f));
    // Not a friend game, or a broken id: none.
    let rec = parse_record("[Event \"x\"]\n\n1. a6-a7 *\n").unwrap();
    assert_eq!(Friend::from_record(&rec), None);
    let rec = parse_record("[FriendGame \"a\"]\n[FriendYou \"White\"]\n\n*\n").unwrap();
    assert_eq!(Friend::from_record(&rec), None);
    let _ = link::VERSION;
}
