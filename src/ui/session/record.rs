//! The session's game record: its tags (the players, the clocks, the archive id, a friend
//! game's), the clock times and the comments kept with the game.

use crate::record::write_record_with_comments;
use crate::types::Color;
use crate::ui::clock;

use super::{Seat, Session};

impl Session {
    /// The game record, tagged with today's `date` (`YYYY.MM.DD`), with the comments kept
    /// with the game.
    /// Its finished review kept too (its `Review` tag, `ui::review_kept`).
    pub fn record(&self, date: &str) -> String {
        self.write(date, &[], true)
    }

    /// [`Session::record`] with `extra` comments too (the review's annotations), after the
    /// game's own at the same ply; without the kept review's tag (the annotations say it
    /// in words).
    pub fn record_with_notes(&self, date: &str, extra: &[(usize, String)]) -> String {
        self.write(date, extra, false)
    }

    /// The record, with `extra` comments, with the kept review's tag or not.
    fn write(&self, date: &str, extra: &[(usize, String)], review: bool) -> String {
        let clocks: Vec<(usize, String)> = self
            .clock
            .iter()
            .flat_map(|c| {
                let times = c.move_times(self.game.ply());
                times
                    .iter()
                    .enumerate()
                    .map(|(p, ms)| (p + 1, clock::clk_comment(*ms)))
            })
            .collect();
        let mut notes: Vec<(usize, String)> = clocks
            .into_iter()
            .chain(self.notes.iter().chain(extra).cloned())
            .collect();
        crate::sort::sort_by_key(&mut notes, |(p, _)| *p);
        let [white, black] = [Color::White, Color::Black].map(|side| self.record_name(side));
        let (event, site) = self
            .origin
            .imported
            .clone()
            .unwrap_or_else(|| ("Casual game".into(), crate::ui::archive::SITE.into()));
        let date = self.origin.date.as_deref().unwrap_or(date);
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", event),
            ("Site", site),
            ("Date", date.into()),
            ("White", white),
            ("Black", black),
        ];
        if let Some(c) = &self.clock {
            tags.push(("TimeControl", c.control().tag()));
            let [w, b] = c.left_synced();
            tags.push(("WhiteClock", clock::record_time(w)));
            tags.push(("BlackClock", clock::record_time(b)));
        }
        if let Some(id) = &self.origin.id {
            tags.push((crate::ui::archive::ID_TAG, id.clone()));
        }
        if let Some(f) = &self.friend {
            tags.extend(f.tags());
        }
        if let Some(r) = self.origin.review.as_ref().filter(|_| review) {
            tags.push((crate::ui::review_kept::tag::TAG, r.clone()));
        }
        let tags: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (*k, v.as_str())).collect();
        write_record_with_comments(&self.game, &tags, &notes)
    }

    /// The name a record gives `side`: the computer's seat, else the player's name, else
    /// `Person`.
    fn record_name(&self, side: Color) -> String {
        match (self.seat(side), self.player_name(side)) {
            (Seat::Person | Seat::Friend, Some(name)) => name.to_string(),
            (seat, _) => seat.name(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    #[test]
    fn a_records_comments_are_kept_while_their_moves_stand() {
        let text = "[Result \"*\"]\n\n{opening} 1. a6-a7 {?? better h6-g7; White 30%} a5-b4 2. a7-b7 {}\n*";
        let rec = crate::record::parse_record(text).unwrap();
        assert_eq!(
            rec.comments,
            vec![
                (0, "opening".to_string()),
                (1, "?? better h6-g7; White 30%".to_string())
            ]
        );
        let mut s = Session::new(rec.game);
        s.set_notes(rec.comments.clone());
        let written = s.record("2026.11.30");
        assert!(
            written.contains("{opening} 1. a6-a7 {?? better h6-g7; White 30%} 1... a5-b4 2. a7-b7"),
            "{written}"
        );
        // Read back: the same game and the same comments.
        let again = crate::record::parse_record(&written).unwrap();
        assert_eq!(again.comments, rec.comments);
        assert_eq!(again.game.move_list(), s.game().move_list());
        // Extra notes (the review's) go after the game's own; a `}` cannot end one early.
        let extra = s.record_with_notes("2026.11.30", &[(3, "a } b".to_string())]);
        assert!(extra.contains("2. a7-b7 {a ) b}"), "{extra}");
        // Taking back the commented move drops its comment.
        s.undo();
        s.undo();
        assert_eq!(s.notes().len(), 2);
        s.undo();
        assert_eq!(s.notes(), &[(0, "opening".to_string())]);
        s.load(Game::default());
        assert!(s.notes().is_empty());
    }
}
