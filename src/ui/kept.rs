//! The games a new game, an import, a link or another tab's game replaced, kept in the
//! browser newest first (up to [`MAX_KEPT`]), so that none is lost when several replace
//! one another, in one tab or in several. Stored as the games' `.tcg` records one after
//! the other (`record::split_records` reads them back); a single record, as older
//! versions stored the one previous game, reads as a list of one.

use crate::record::{split_records, Record};
use crate::types::Color;
use crate::ui::archive::{Entry, Kind, ResultFilter, SITE};
use crate::ui::session::Session;

/// How many replaced games are kept (the archive will keep every one; until then two
/// hundred, the oldest leaving first).
pub const MAX_KEPT: usize = 200;

/// The kept games' text after `record` is kept: it goes first (an equal record kept
/// before moves up rather than twice), the oldest beyond [`MAX_KEPT`] go.
#[must_use]
pub fn keep(stored: Option<&str>, record: &str) -> String {
    keep_list(&records(stored), record).join("\n")
}

/// The kept games' records in the stored text, newest first, each ending in one newline.
#[must_use]
pub fn records(stored: Option<&str>) -> Vec<String> {
    stored
        .map(split_records)
        .unwrap_or_default()
        .iter()
        .map(|g| with_end(g))
        .collect()
}

/// The kept games after `record` is kept, as [`keep`] but on a list of records (a tab's
/// copy).
#[must_use]
pub fn keep_list(list: &[String], record: &str) -> Vec<String> {
    let record = with_end(record);
    std::iter::once(record.clone())
        .chain(list.iter().map(|g| with_end(g)).filter(|g| *g != record))
        .take(MAX_KEPT)
        .collect()
}

/// The kept games' text without `record` (reopened: it is the game in progress again).
#[must_use]
pub fn forget(stored: Option<&str>, record: &str) -> String {
    let record = with_end(record);
    let mut games = records(stored);
    games.retain(|g| *g != record);
    games.join("\n")
}

/// `record` with its trailing blank lines made one newline.
#[must_use]
pub fn with_end(record: &str) -> String {
    format!("{}\n", record.trim_end())
}

/// One kept game, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// Names the game in the list: a hash of its record.
    pub id: String,
    /// White's name in its record.
    pub white: String,
    /// Black's name in its record.
    pub black: String,
    /// Its result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// How it ended (the engine protocol's reason word: `troika`, `capture`,
    /// `resignation`, …), or empty while it goes on.
    pub reason: String,
    /// Whom it was played against.
    pub kind: crate::ui::archive::Kind,
    /// Its moves.
    pub plies: usize,
    /// Its date (`YYYY.MM.DD`).
    pub date: String,
    /// Its time control, as players name it, if it had a clock.
    pub clock: Option<String>,
    /// What a friend game shows in the lists, if it is one.
    pub friend: Option<FriendGame>,
    /// The person's game against a level of the computer that counts for their rating,
    /// if it is one ([`Rated::of`]).
    pub rated: Option<Rated>,
    /// Its kept review summed up (each side's accuracy, the person's, the person's
    /// marked moves), if it has one that can be read (`ui::review_kept`).
    pub review: Option<crate::ui::review_kept::mine::Reviewed>,
}

/// A game that counts for the person's rating (`ui::standing`): played on this site
/// from the standard start, one seat a person's and the other the computer's at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The computer's level (1–8).
    pub level: u8,
    /// The person's side.
    pub person: Color,
}

impl Rated {
    /// The rated game `rec` is, if it is one: played here (its `Site`), not a friend
    /// game, from the standard start, a person against a level.
    #[must_use]
    pub fn of(rec: &Record) -> Option<Rated> {
        use crate::ui::session::Seat;
        let here = rec.tag("Site") == Some(SITE) && rec.tag("FriendGame").is_none();
        if !here || *rec.game.start() != crate::position::Position::start() {
            return None;
        }
        let seat = |tag| rec.tag(tag).map(crate::ui::computer::seat_from_tag);
        match (seat("White")?, seat("Black")?) {
            (Seat::Person, Seat::Computer { level }) => Some(Rated {
                level,
                person: Color::White,
            }),
            (Seat::Computer { level }, Seat::Person) => Some(Rated {
                level,
                person: Color::Black,
            }),
            _ => None,
        }
    }
}

/// A record's id in the list: FNV-1a of its text, 16 hex digits.
#[must_use]
pub fn record_id(record: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in record.trim_end().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What the list shows of a kept record (`None`: one that cannot be read, which stays in
/// storage untouched).
#[must_use]
pub fn summary(record: &str) -> Option<KeptGame> {
    let rec = crate::record::parse_record(record).ok()?;
    let s = crate::ui::session::Session::from_record(rec.clone());
    let name = |tag: &str| rec.tag(tag).unwrap_or("?").to_string();
    Some(KeptGame {
        id: record_id(record),
        white: name("White"),
        black: name("Black"),
        result: rec
            .game
            .outcome()
            .map_or("*", |o| o.result_text())
            .to_string(),
        reason: rec
            .game
            .outcome()
            .map_or("", |o| o.reason_code())
            .to_string(),
        kind: kind_of(&rec),
        plies: rec.game.ply(),
        date: rec.tag("Date").unwrap_or("").to_string(),
        clock: s.clock().map(|c| c.control().label()),
        friend: FriendGame::of(&s, Some(record_id(record))),
        rated: Rated::of(&rec),
        // Only a game with a kept review reads it (a first visit has none: the reading
        // stays in the rest of the page's wasm).
        review: s
            .origin()
            .review
            .is_some()
            .then(|| crate::ui::review_kept::mine::reviewed(&s))
            .flatten(),
    })
}

/// A friend game as the lists and the script API show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendGame {
    /// The game's id.
    pub id: String,
    /// The friend's name, if known.
    pub opponent: Option<String>,
    /// The local player's colour.
    pub you: Color,
    /// The side to move is the local player's.
    pub your_turn: bool,
    /// Something to send: a move, an offer, an end.
    pub unsent: bool,
    /// The result, once over (`1-0`, `0-1`, `1/2-1/2`).
    pub result: Option<&'static str>,
    /// Its moves.
    pub ply: usize,
    /// When it last changed here.
    pub changed: String,
    /// The kept record's id (`None`: the game on the board).
    pub kept: Option<String>,
}

impl FriendGame {
    /// The friend game `session` holds, if any (`kept`: its kept record's id).
    #[must_use]
    pub fn of(session: &Session, kept: Option<String>) -> Option<FriendGame> {
        let f = session.friend()?;
        let game = session.game();
        Some(FriendGame {
            id: f.id.clone(),
            opponent: session.player_name(f.you.other()).map(str::to_string),
            you: f.you,
            your_turn: game.position().turn() == f.you,
            unsent: f.unsent(game),
            result: game.outcome().map(|o| o.result_text()),
            ply: game.ply(),
            changed: f.changed.clone(),
            kept,
        })
    }
}

// ----- the archive's list -----

/// A record's kind: a friend game by its friend tags, the computer's by a seat it held,
/// a game played here by its `Site`, anything else imported.
#[must_use]
pub fn kind_of(rec: &Record) -> Kind {
    let computer = ["White", "Black"].iter().any(|t| {
        rec.tag(t).is_some_and(|v| {
            crate::ui::computer::seat_from_tag(v) != crate::ui::session::Seat::Person
        })
    });
    if rec.tag("FriendGame").is_some() {
        Kind::Friend
    } else if computer {
        Kind::Computer
    } else if rec.tag("Site") == Some(SITE) {
        Kind::TwoPlayers
    } else {
        Kind::Imported
    }
}

/// Which games "Your games" lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Their result (`None`: any).
    pub result: Option<ResultFilter>,
    /// Their kind (`None`: any).
    pub kind: Option<Kind>,
    /// Words a player's name contains (any case; empty: any).
    pub search: String,
}

impl Filter {
    /// Whether `game` is listed.
    #[must_use]
    pub fn admits(&self, game: &KeptGame) -> bool {
        self.result.is_none_or(|r| r.admits(&game.result))
            && self.kind.is_none_or(|k| k == game.kind)
            && self.search.split_whitespace().all(|word| {
                contains_any_case(&game.white, word) || contains_any_case(&game.black, word)
            })
    }

    /// Whether it lists every game.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.result.is_none() && self.kind.is_none() && self.search.trim().is_empty()
    }
}

/// Whether `text` contains `word`, letters compared without case (ASCII letters fold; any
/// other character matches itself: no Unicode case tables in the page).
fn contains_any_case(text: &str, word: &str) -> bool {
    let (t, w) = (text.as_bytes(), word.as_bytes());
    w.is_empty() || t.windows(w.len()).any(|win| win.eq_ignore_ascii_case(w))
}

/// An archived game as the list shows it: its summary, with its id and kind.
#[must_use]
pub fn listed(entry: &Entry) -> Option<KeptGame> {
    let mut k = summary(&entry.record)?;
    k.id.clone_from(&entry.id);
    Some(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(n: usize) -> String {
        format!("[Event \"Casual game\"]\n[Round \"{n}\"]\n[Result \"*\"]\n\n1. a6-a7 *\n")
    }

    #[test]
    fn every_replaced_game_is_kept_newest_first() {
        let mut stored: Option<String> = None;
        for n in 0..3 {
            stored = Some(keep(stored.as_deref(), &game(n)));
        }
        let games = split_records(stored.as_deref().unwrap());
        assert_eq!(games.len(), 3);
        assert!(games[0].contains("Round \"2\""));
        assert!(games[2].contains("Round \"0\""));
        assert_eq!(records(stored.as_deref()).first(), Some(&game(2)));
    }

    #[test]
    fn a_tabs_list_keeps_as_storage_does_and_a_reopened_game_leaves_it() {
        let mut list: Vec<String> = Vec::new();
        let mut stored: Option<String> = None;
        for n in 0..MAX_KEPT + 2 {
            list = keep_list(&list, &game(n));
            stored = Some(keep(stored.as_deref(), &game(n)));
        }
        assert_eq!(list, records(stored.as_deref()));
        let left = forget(stored.as_deref(), &game(MAX_KEPT + 1));
        let games = split_records(&left);
        assert_eq!(games.len(), MAX_KEPT - 1);
        assert!(games[0].contains(&format!("Round \"{}\"", MAX_KEPT)));
    }

    #[test]
    fn an_equal_game_moves_up_and_the_oldest_go_past_the_limit() {
        let mut stored: Option<String> = None;
        for n in 0..MAX_KEPT + 5 {
            stored = Some(keep(stored.as_deref(), &game(n)));
        }
        let games = split_records(stored.as_deref().unwrap());
        assert_eq!(games.len(), MAX_KEPT);
        let again = keep(stored.as_deref(), &game(10));
        let games = split_records(&again);
        assert_eq!(games.len(), MAX_KEPT);
        assert!(games[0].contains("Round \"10\""));
        assert_eq!(
            games.iter().filter(|g| g.contains("Round \"10\"")).count(),
            1
        );
    }

    #[test]
    fn the_single_previous_game_of_older_versions_reads_as_one() {
        let old = game(7);
        assert_eq!(records(Some(&old)), vec![game(7)]);
        let stored = keep(Some(&old), &game(8));
        assert_eq!(split_records(&stored).len(), 2);
        assert!(records(None).is_empty());
    }

    #[test]
    fn a_kept_record_is_summed_up_for_the_list() {
        let rec = "[Date \"2026.12.02\"]\n[White \"Ann\"]\n[Black \"Computer (level 3)\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n1. a6-a7 {[%clk 0:03:01]} a5-b4 *\n";
        let k = summary(rec).unwrap();
        assert_eq!(k.white, "Ann");
        assert_eq!(k.black, "Computer (level 3)");
        assert_eq!(k.plies, 2);
        assert_eq!(k.result, "*");
        assert_eq!(k.date, "2026.12.02");
        assert_eq!(k.clock.as_deref(), Some("3+2"));
        assert_eq!(k.id, record_id(rec));
        assert_eq!(record_id(rec), record_id(&format!("{rec}\n\n")));
        assert_ne!(record_id(rec), record_id("[Result \"*\"]\n\n*"));
        assert!(summary("not a record {").is_none());
    }

    const PLAYED: &str = "[Event \"Casual game\"]\n[Site \"Three Crowns for the web\"]\n[Date \"2026.12.02\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. a6-a7 a5-b4 *\n";

    fn rec(text: &str) -> Record {
        crate::record::parse_record(text).unwrap()
    }

    #[test]
    fn a_records_kind_comes_from_its_tags() {
        assert_eq!(kind_of(&rec(PLAYED)), Kind::TwoPlayers);
        let computer = PLAYED.replace("\"Bob\"", "\"Computer (level 3)\"");
        assert_eq!(kind_of(&rec(&computer)), Kind::Computer);
        let elsewhere = PLAYED.replace("Three Crowns for the web", "Zillions");
        assert_eq!(kind_of(&rec(&elsewhere)), Kind::Imported);
        assert_eq!(kind_of(&rec("[Result \"*\"]\n\n*\n")), Kind::Imported);
        for k in Kind::ALL {
            assert_eq!(Kind::from_word(k.as_str()), Some(k));
        }
        assert_eq!(Kind::from_word("people"), None);
    }

    fn listed_game(white: &str, black: &str, result: &str, kind: Kind) -> KeptGame {
        KeptGame {
            id: "x".into(),
            white: white.into(),
            black: black.into(),
            result: result.into(),
            reason: String::new(),
            kind,
            plies: 3,
            date: String::new(),
            clock: None,
            friend: None,
            rated: None,
            review: None,
        }
    }

    #[test]
    fn filters_narrow_by_result_kind_and_name() {
        let g = listed_game("Ann Lee", "Computer (level 3)", "1-0", Kind::Computer);
        assert!(Filter::default().admits(&g));
        assert!(Filter::default().is_open());
        let f = |result, kind, search: &str| Filter {
            result,
            kind,
            search: search.into(),
        };
        assert!(f(Some(ResultFilter::WhiteWon), None, "").admits(&g));
        assert!(!f(Some(ResultFilter::BlackWon), None, "").admits(&g));
        assert!(!f(Some(ResultFilter::Unfinished), None, "").admits(&g));
        assert!(f(None, Some(Kind::Computer), "").admits(&g));
        assert!(!f(None, Some(Kind::Friend), "").admits(&g));
        assert!(f(None, None, "ann").admits(&g));
        assert!(f(None, None, " LEE  ann ").admits(&g));
        assert!(f(None, None, "level").admits(&g));
        assert!(!f(None, None, "bob").admits(&g));
        assert!(!f(None, None, "ann bob").admits(&g));
        let cjk = listed_game("王小明", "Bob", "*", Kind::Friend);
        assert!(f(Some(ResultFilter::Unfinished), Some(Kind::Friend), "小明").admits(&cjk));
        for r in ResultFilter::ALL {
            assert_eq!(ResultFilter::from_word(r.as_str()), Some(r));
        }
    }
}
