//! The pictures, a sub-model that never sees the root state ([`Export`]; `app::export`
//! for their data): a PNG of the board or of an archived game's end asked of the shell,
//! a GIF made under a ticket (its worker's stale news dropped), its progress, Cancel, and
//! where each goes. What it reads of the rest of the page (the game's record, the board
//! as drawn, the player's theme) comes as arguments.

use crate::record::parse_record;
use crate::ui::error::PageError;
use crate::ui::movie::{self, Heard, Job};
use crate::ui::scene::trace_of;
use crate::ui::theme::{Palette, Scheme};
use crate::ui::words;

use super::effect::Effect;
use super::export::{
    Deliver, Export, ExportInput, Format, Making, Picture, PictureEffect, GIF_WIDTH, MAX_WIDTH,
    MIN_WIDTH,
};
use super::shared::Shared;

/// The player's theme, as pictures are drawn in it.
#[derive(Clone, Copy)]
pub(super) struct Look {
    pub scheme: Scheme,
    pub palette: &'static Palette,
    pub coords: bool,
    pub colour_blind: bool,
}

/// A picture asked for, with what the root read for it.
pub(super) struct Asked {
    pub format: Format,
    /// The archived game's id (`None`: the game on the board).
    pub game: Option<String>,
    /// The game's record (`None`: no game has that id).
    pub record: Option<String>,
    /// The board as drawn now, for a PNG of the game on the board.
    pub board: Option<Picture>,
    pub width: Option<u32>,
    pub deliver: Deliver,
    pub look: Look,
}

impl Export {
    /// The GIF being made, if any.
    pub(super) fn making(&self) -> Option<&Making> {
        self.making.as_ref()
    }

    /// What the shell or the player did about a picture (a start is [`Export::start`]).
    #[inline(never)]
    pub(super) fn update(&mut self, shared: &mut Shared, input: ExportInput) {
        match input {
            ExportInput::Start { .. } => {}
            ExportInput::Heard(ticket, heard) => self.heard(shared, ticket, heard),
            ExportInput::WorkerFailed(why) => {
                if let Some(ticket) = self.making.as_ref().map(|m| m.ticket) {
                    self.heard(shared, ticket, Heard::Failed(why));
                }
            }
            ExportInput::Cancel => {
                if let Some(m) = self.making.take() {
                    shared.emit(Effect::Picture(PictureEffect::Cancel));
                    if let Deliver::Api(n) = m.deliver {
                        let why = words::GIF_CANCELLED.said(&shared.speaker);
                        shared.emit(Effect::Picture(PictureEffect::Answer(n, Err(why))));
                    }
                    shared.set_status(words::GIF_CANCELLED);
                    shared.render();
                }
            }
            ExportInput::Delivered(Ok(said)) => shared.set_status(said),
            ExportInput::Delivered(Err(why)) => {
                shared.set_status(words::picture_failed(&shared.speaker, &why));
            }
            ExportInput::Drawn(n, drawn) => {
                if let Err(why) = &drawn {
                    shared.set_status(words::picture_failed(&shared.speaker, why));
                }
                let answer = drawn.map(|base64| (Format::Png, base64));
                shared.emit(Effect::Picture(PictureEffect::Answer(n, answer)));
            }
        }
    }

    /// Starts the picture `asked`: a PNG is drawn by the shell; a GIF is made by the
    /// export's worker under a new ticket.
    #[inline(never)]
    pub(super) fn start(&mut self, shared: &mut Shared, asked: Asked) -> Result<(), PageError> {
        let Asked {
            format,
            game,
            record,
            board,
            width,
            deliver,
            look,
        } = asked;
        if let Some(w) = width.filter(|w| !(MIN_WIDTH..=MAX_WIDTH).contains(w)) {
            return refuse(shared, deliver, PageError::PictureWidth(w));
        }
        let unknown = || PageError::KeptGame(game.clone().unwrap_or_default());
        let Some(record) = record else {
            return refuse(shared, deliver, unknown());
        };
        match format {
            Format::Png => {
                let Some(picture) = board.or_else(|| record_picture(&record, look)) else {
                    return refuse(shared, deliver, unknown());
                };
                shared.emit(Effect::Picture(PictureEffect::Png {
                    picture: Box::new(picture),
                    width,
                    deliver,
                }));
            }
            Format::Gif => {
                if self.making.is_some() {
                    return refuse(shared, deliver, PageError::GifUnderWay);
                }
                let Some(job) = gif_job(shared, record, width.unwrap_or(GIF_WIDTH), look) else {
                    return refuse(shared, deliver, unknown());
                };
                self.ticket += 1;
                let ticket = self.ticket;
                self.making = Some(Making {
                    ticket,
                    done: 0,
                    total: 0,
                    deliver,
                });
                shared.emit(Effect::Picture(PictureEffect::Gif {
                    ticket,
                    job: Box::new(job),
                }));
                shared.set_status(words::GIF_STARTED);
                shared.render();
            }
        }
        Ok(())
    }

    /// What the GIF's worker said under `ticket` (a stale ticket's news is dropped).
    fn heard(&mut self, shared: &mut Shared, ticket: u64, heard: Heard) {
        let Some(m) = self.making.as_mut().filter(|m| m.ticket == ticket) else {
            return;
        };
        match heard {
            Heard::Progress { done, total } => {
                m.done = done;
                m.total = total;
                shared.render();
            }
            Heard::Done { bytes, base64 } => {
                let deliver = m.deliver;
                self.making = None;
                shared.emit(Effect::Picture(match deliver {
                    Deliver::Api(n) => PictureEffect::Answer(n, Ok((Format::Gif, base64))),
                    deliver => PictureEffect::File { bytes, deliver },
                }));
                shared.render();
            }
            Heard::Failed(why) => {
                let deliver = m.deliver;
                self.making = None;
                if let Deliver::Api(n) = deliver {
                    shared.emit(Effect::Picture(PictureEffect::Answer(n, Err(why.clone()))));
                }
                shared.set_status(words::picture_failed(&shared.speaker, &why));
                shared.render();
            }
        }
    }
}

/// Refuses a picture: said, and told to the script that asked.
fn refuse(shared: &mut Shared, deliver: Deliver, e: PageError) -> Result<(), PageError> {
    if let Deliver::Api(n) = deliver {
        shared.emit(Effect::Picture(PictureEffect::Answer(
            n,
            Err(e.to_string()),
        )));
    }
    shared.refuse(e)
}

/// The last position of the game `record`, in the player's theme, from the person's
/// side.
fn record_picture(record: &str, look: Look) -> Option<Picture> {
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
        coords: look.coords,
        palette: look.palette,
    })
}

/// The GIF's job for the game `record`, `width` pixels wide, in the player's theme,
/// from the person's side, with a caption in the player's words (the players as Your
/// games names them, the score, how it ended).
fn gif_job(shared: &Shared, record: String, width: u32, look: Look) -> Option<Job> {
    let k = crate::ui::kept::summary(&record)?;
    let rec = parse_record(&record).ok()?;
    let [white, black] = words::kept_players(&shared.speaker, &k);
    let outcome = rec.game.outcome();
    let result = outcome.map_or_else(
        || words::KEPT_UNFINISHED.said(&shared.speaker),
        |o| words::score(o).to_owned(),
    );
    let reason = outcome.map_or_else(String::new, |o| words::result_card(&shared.speaker, o).1);
    let caption = movie::caption(&white, &black, &result, &reason);
    Some(Job {
        flipped: picture_flipped(&rec),
        record,
        width,
        scheme: look.scheme,
        colour_blind: look.colour_blind,
        coords: look.coords,
        caption,
    })
}

/// Whether a picture of the game `rec` is drawn from Black's side: the person's side
/// (`Session::picture_side`).
fn picture_flipped(rec: &crate::record::Record) -> bool {
    let session = crate::ui::session::Session::from_record(rec.clone());
    session.picture_side() == crate::types::Color::Black
}
