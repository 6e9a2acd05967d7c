//! The page's lists as element trees ([`El`]): the move list, the lesson list, the
//! analysis's best line and the seat drop-downs' options. The shell writes each into its
//! container with one generic writer that keeps what is unchanged in place (so a move
//! costs the same in a game of any length and a focused button keeps its focus).

use crate::ui::computer::{all_seats, seat_value};
use crate::ui::lessons::LESSONS;
use crate::ui::words;

pub use super::model::El;
use super::{LessonList, MoveList, PvLine, View, SEAT_CONTROLS};

impl MoveList {
    /// The move list's rows: each move a button (its ply in `data-ply`) with glyphs for
    /// what it did beside it and the review's mark, if any; the current move marked;
    /// under a finished game its result, then the review's offer (hidden unless
    /// `review_offer`).
    #[must_use]
    pub fn items(&self, review_offer: bool) -> Vec<El> {
        let mut rows: Vec<El> = Vec::new();
        for c in &self.cells {
            let starts = c.row.or(rows.is_empty().then_some((1, false)));
            if let Some((number, black_first)) = starts {
                let mut row =
                    El::new("li", "").child(El::new("span", "num").text(format!("{number}.")));
                if black_first {
                    // A game set up with Black to move: White's cell of this row is empty.
                    row = row.child(El::new("span", "cell").text("…"));
                }
                rows.push(row);
            }
            let mark = self.marks.iter().find(|(ply, ..)| *ply == c.ply);
            let mut label = c.label.clone();
            if let Some((_, glyph, title)) = mark {
                label = format!("{label} {glyph} {title}");
            }
            let mut button = El::button("move")
                .text(c.played.mv.to_string())
                .attr("data-ply", c.ply.to_string())
                .attr("aria-label", label);
            if c.ply == self.current {
                button = button.attr("aria-current", "true");
            }
            let mut cell = El::new("span", "cell").child(button);
            if let Some((ply, glyph, title)) = mark {
                cell = cell.child(
                    El::new("span", "review-mark")
                        .text(glyph.clone())
                        .attr("title", title.clone())
                        .attr("aria-hidden", "true")
                        .attr("data-ply", ply.to_string()),
                );
            }
            let marks = words::move_effects(c.played.effects);
            if !marks.is_empty() {
                let mut g = El::new("span", "glyph")
                    .attr("aria-hidden", "true")
                    .attr("title", c.marks_title.clone());
                for m in marks {
                    g = g.child(match m.glyph() {
                        Some(ch) => El::new(El::TEXT, "").text(ch.to_string()),
                        None => El::new("span", "crown-mark"),
                    });
                }
                cell = cell.child(g);
            }
            if let Some(row) = rows.last_mut() {
                row.children.push(cell);
            }
        }
        if let Some(score) = self.result {
            rows.push(El::new("li", "result").text(score));
            let mut offer = El::new("li", "review-offer-row").child(
                El::button(super::super::ids::REVIEW_OFFER)
                    .attr("id", super::super::ids::REVIEW_OFFER)
                    .text(self.review_offer.clone()),
            );
            if !review_offer {
                offer = offer.attr("hidden", "");
            }
            rows.push(offer);
        }
        rows
    }
}

impl LessonList {
    /// A button per lesson (`data-lesson` its id): its number, title and done tick.
    #[must_use]
    pub fn items(&self) -> Vec<El> {
        LESSONS
            .iter()
            .zip(&self.items)
            .enumerate()
            .map(|(i, (l, (label, title, done)))| {
                let mut b = El::button("lesson-item")
                    .attr("data-lesson", l.id)
                    .attr("data-done", if *done { "true" } else { "false" })
                    .attr("aria-label", label.clone());
                if i == self.current {
                    b = b.attr("aria-current", "true");
                }
                let b = b
                    .child(El::new("span", "lesson-num").text(format!("{}.", i + 1)))
                    .child(El::new("span", "lesson-name").text(title.clone()))
                    .child(
                        El::new("span", "lesson-tick")
                            .text("✓")
                            .attr("aria-hidden", "true"),
                    );
                El::new("li", "").child(b)
            })
            .collect()
    }
}

/// The analysis's best line: a button per move (`data-index` its place), to preview it.
#[must_use]
pub fn line_items(lines: &[PvLine]) -> Vec<El> {
    lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let mut li = El::new("li", "pv")
                .attr("data-rank", (k + 1).to_string())
                .child(El::new("span", "pv-eval").text(line.eval.clone()))
                .child(El::new("span", "pv-depth").text(line.depth.clone()));
            for (i, m) in line.moves.iter().enumerate() {
                li = li.child(
                    El::button("line-move")
                        .text(m.clone())
                        .attr("data-index", format!("{k}:{i}"))
                        .attr("title", line.preview_title.clone()),
                );
            }
            li
        })
        .collect()
}

/// A seat drop-down's options: every seat, from the levels the computer knows.
#[must_use]
pub fn seat_items(t: &crate::ui::lang::Speaker) -> Vec<El> {
    all_seats()
        .map(|seat| {
            El::new("option", "")
                .text(words::seat_option(t, seat))
                .attr("value", seat_value(seat))
        })
        .collect()
}

impl View {
    /// Every list the view gives, with its container's id: the seat drop-downs' options,
    /// the move list, the lesson list and the best line while they are on show, the
    /// strips' slots and counts. The options come first: a drop-down's value is set once
    /// they are there.
    #[must_use]
    pub fn all_lists(&self) -> Vec<(&'static str, Vec<El>)> {
        // A friend game gives its own seat options (`view::friend`).
        let mut out: Vec<(&'static str, Vec<El>)> = SEAT_CONTROLS
            .iter()
            .filter(|(_, id)| !self.lists.iter().any(|(l, _)| l == id))
            .map(|(_, id)| (*id, self.seats.clone()))
            .collect();
        out.push((
            super::super::ids::MOVES,
            self.moves.items(self.review_offer),
        ));
        if let Some(lessons) = &self.lessons {
            out.push((super::super::ids::LESSON_LIST, lessons.items()));
        }
        if let Some(lines) = &self.lines {
            out.push((super::super::ids::ANALYSIS_LINE, line_items(lines)));
        }
        out.extend(self.lists.iter().cloned());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::view::MoveCell;
    use crate::game::Game;

    fn list(moves: &[&str], current: usize) -> MoveList {
        let mut game = Game::new(crate::position::Position::start());
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
        let cells = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, played)| MoveCell {
                played: *played,
                ply: i + 1,
                row: (i % 2 == 0).then_some(((i / 2 + 1) as u32, false)),
                label: format!("Move {}: {}", i + 1, played.mv),
                marks_title: String::new(),
            })
            .collect();
        MoveList {
            loads: 1,
            cells,
            current,
            result: None,
            marks: vec![(2, "?".into(), "A mistake".into())],
            review_offer: "Review game".into(),
        }
    }

    fn buttons(rows: &[El]) -> Vec<&El> {
        rows.iter()
            .flat_map(|r| &r.children)
            .flat_map(|c| &c.children)
            .filter(|b| b.class == "move")
            .collect()
    }

    #[test]
    fn the_move_list_marks_the_current_move_and_the_reviews_marks() {
        let rows = list(&["a6-a7", "a5-b4", "a7-b7"], 2).items(true);
        assert_eq!(rows.len(), 2, "two numbered rows");
        assert_eq!(rows[0].children[0].text, "1.");
        let b = buttons(&rows);
        assert_eq!(b.len(), 3);
        let current: Vec<_> = b
            .iter()
            .filter(|b| b.attrs.contains(&("aria-current", "true".into())))
            .map(|b| b.text.as_str())
            .collect();
        assert_eq!(current, ["a5-b4"]);
        let marked = &rows[0].children[2];
        assert_eq!(marked.children[1].class, "review-mark");
        let label = &b[1]
            .attrs
            .iter()
            .find(|(n, _)| *n == "aria-label")
            .unwrap()
            .1;
        assert!(label.ends_with("? A mistake"), "{label}");
    }

    #[test]
    fn a_finished_game_lists_its_result_then_the_review_offer() {
        let mut l = list(&["a6-a7"], 1);
        l.result = Some("1-0");
        let rows = l.items(false);
        let n = rows.len();
        assert_eq!(rows[n - 2].class, "result");
        assert_eq!(rows[n - 2].text, "1-0");
        let offer = &rows[n - 1];
        assert!(
            offer.attrs.iter().any(|(n, _)| *n == "hidden"),
            "hidden while reviewing"
        );
        assert!(!l.items(true)[n - 1]
            .attrs
            .iter()
            .any(|(n, _)| *n == "hidden"));
    }
}
