//! The pictures' part of the state (`app::export` for their data): a PNG of the board or
//! of an archived game's end asked of the shell, a GIF made under a ticket (its worker's
//! stale news dropped), its progress, Cancel, and where each goes.

use crate::record::parse_record;
use crate::ui::error::PageError;
use crate::ui::movie::{self, Heard, Job};
use crate::ui::scene::trace_of;
use crate::ui::words;

use super::effect::Effect;
use super::export::{
    Deliver, ExportInput, Format, Making, Picture, PictureEffect, GIF_WIDTH, MAX_WIDTH, MIN_WIDTH,
};
use super::State;

impl State {
    /// The GIF being made, if any.
    #[must_use]
    pub fn making(&self) -> Option<&Making> {
        self.export.making.as_ref()
    }

    #[inline(never)]
    pub(super) fn export_input(&mut self, input: ExportInput) -> Result<(), PageError> {
        match input {
            ExportInput::Start {
                format,
                game,
                width,
                deliver,
            } => self.start_export(format, game.as_deref(), width, deliver),
            ExportInput::Heard(ticket, heard) => {
                self.export_heard(ticket, heard);
                Ok(())
            }
            ExportInput::Cancel => {
                if let Some(m) = self.export.making.take() {
                    self.emit(Effect::Picture(PictureEffect::Cancel));
                    if let Deliver::Api(n) = m.deliver {
                        let why = words::GIF_CANCELLED.said(&self.shared.speaker);
                        self.emit(Effect::Picture(PictureEffect::Refused(n, why)));
                    }
                    self.set_status(words::GIF_CANCELLED);
                    self.render();
                }
                Ok(())
            }
            ExportInput::Delivered(Ok(said)) => {
                self.set_status(said);
                Ok(())
            }
            ExportInput::Delivered(Err(why)) => {
                self.set_status(words::picture_failed(&self.shared.speaker, &why));
                Ok(())
            }
        }
    }

    fn start_export(
        &mut self,
        format: Format,
        game: Option<&str>,
        width: Option<u32>,
        deliver: Deliver,
    ) -> Result<(), PageError> {
        if let Some(w) = width.filter(|w| !(MIN_WIDTH..=MAX_WIDTH).contains(w)) {
            return self.refuse_export(deliver, PageError::PictureWidth(w));
        }
        let record = match game {
            Some(id) => match self.record_of(Some(id)).or_else(|| self.board_record(id)) {
                Some(r) => r,
                None => return self.refuse_export(deliver, PageError::KeptGame(id.into())),
            },
            None => self.real_game().record(&self.shared.world.today),
        };
        match format {
            Format::Png => {
                let picture = match game {
                    None if !self.game_aside() => self.board_picture(),
                    _ => self.record_picture(&record),
                };
                let Some(picture) = picture else {
                    let e = PageError::KeptGame(game.unwrap_or_default().into());
                    return self.refuse_export(deliver, e);
                };
                self.emit(Effect::Picture(PictureEffect::Png {
                    picture: Box::new(picture),
                    width,
                    deliver,
                }));
            }
            Format::Gif => {
                if self.export.making.is_some() {
                    return self.refuse_export(deliver, PageError::GifUnderWay);
                }
                let Some(job) = self.gif_job(record, width.unwrap_or(GIF_WIDTH)) else {
                    let e = PageError::KeptGame(game.unwrap_or_default().into());
                    return self.refuse_export(deliver, e);
                };
                self.export.ticket += 1;
                let ticket = self.export.ticket;
                self.export.making = Some(Making {
                    ticket,
                    done: 0,
                    total: 0,
                    deliver,
                });
                self.emit(Effect::Picture(PictureEffect::Gif {
                    ticket,
                    job: Box::new(job),
                }));
                self.set_status(words::GIF_STARTED);
                self.render();
            }
        }
        Ok(())
    }

    /// The record of the game on the board, if `id` names it.
    fn board_record(&self, id: &str) -> Option<String> {
        (self.real_game().origin().id.as_deref() == Some(id))
            .then(|| self.real_game().record(&self.shared.world.today))
    }

    fn refuse_export(&mut self, deliver: Deliver, e: PageError) -> Result<(), PageError> {
        if let Deliver::Api(n) = deliver {
            self.emit(Effect::Picture(PictureEffect::Refused(n, e.to_string())));
        }
        self.refuse(e)
    }

    /// The board as drawn now, without what only the player's hand puts there (the
    /// selection, the cursor, a dragged piece), from the person's side
    /// (`Session::picture_side`), not from the side to move the board may be turned to.
    fn board_picture(&self) -> Option<Picture> {
        let s = self.scene(f64::INFINITY);
        let facing = self.real_game().picture_side();
        Some(Picture {
            pos: *s.pos,
            last_move: s.last_move,
            trace: s.trace,
            winning: s.winning,
            hint: s.hint,
            best: s.best,
            others: s.others.clone(),
            better: s.better,
            orientation: crate::ui::geometry::Orientation {
                flipped: facing == crate::types::Color::Black,
            },
            coords: s.coords,
            palette: s.palette,
        })
    }

    /// The last position of the game `record`, in the player's theme, from the person's
    /// side.
    fn record_picture(&self, record: &str) -> Option<Picture> {
        let rec = parse_record(record).ok()?;
        let flipped = picture_flipped(&rec);
        let game = &rec.game;
        let pos = *game.position();
        let last = game.moves().last().copied();
        let before = game.ply().checked_sub(1).and_then(|p| game.position_at(p));
        Some(Picture {
            pos,
            last_move: last.map(|p| p.mv),
            trace: last.zip(before).and_then(|(p, b)| trace_of(b, p.effects)),
            winning: pos.winning_squares(),
            hint: None,
            best: None,
            others: Vec::new(),
            better: None,
            orientation: crate::ui::geometry::Orientation { flipped },
            coords: self.display().coords,
            palette: self.palette(),
        })
    }

    /// The GIF's job for the game `record`, `width` pixels wide, in the player's theme,
    /// from the person's side, with a caption in the player's words (the players as Your
    /// games names them, the score, how it ended).
    fn gif_job(&self, record: String, width: u32) -> Option<Job> {
        let k = crate::ui::kept::summary(&record)?;
        let rec = parse_record(&record).ok()?;
        let [white, black] = words::kept_players(&self.shared.speaker, &k);
        let outcome = rec.game.outcome();
        let result = outcome.map_or_else(
            || words::KEPT_UNFINISHED.said(&self.shared.speaker),
            |o| words::score(o).to_owned(),
        );
        let reason = outcome.map_or_else(String::new, |o| {
            words::result_card(&self.shared.speaker, o).1
        });
        let caption = movie::caption(&white, &black, &result, &reason);
        Some(Job {
            flipped: picture_flipped(&rec),
            record,
            width,
            scheme: self.scheme(),
            colour_blind: self.display().colour_blind,
            coords: self.display().coords,
            caption,
        })
    }

    /// What the GIF's worker said under `ticket` (a stale ticket's news is dropped).
    fn export_heard(&mut self, ticket: u64, heard: Heard) {
        let Some(m) = self.export.making.as_mut().filter(|m| m.ticket == ticket) else {
            return;
        };
        match heard {
            Heard::Progress { done, total } => {
                m.done = done;
                m.total = total;
                self.render();
            }
            Heard::Done { bytes, base64 } => {
                let deliver = m.deliver;
                self.export.making = None;
                self.emit(Effect::Picture(PictureEffect::File {
                    bytes,
                    base64,
                    deliver,
                }));
                self.render();
            }
            Heard::Failed(why) => {
                let deliver = m.deliver;
                self.export.making = None;
                if let Deliver::Api(n) = deliver {
                    self.emit(Effect::Picture(PictureEffect::Refused(n, why.clone())));
                }
                self.set_status(words::picture_failed(&self.shared.speaker, &why));
                self.render();
            }
        }
    }
}

/// Whether a picture of the game `rec` is drawn from Black's side: the person's side
/// (`Session::picture_side`).
fn picture_flipped(rec: &crate::record::Record) -> bool {
    let session = crate::ui::session::Session::from_record(rec.clone());
    session.picture_side() == crate::types::Color::Black
}
