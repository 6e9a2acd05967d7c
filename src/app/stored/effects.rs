//! The storage effects carried out by the core through the page's stores: the shell
//! hands each effect to [`carry_out`] with its local and session [`Store`]s (`None`: the
//! page may not use that storage), and sends the command that comes back.

use super::{
    forget_kept, keep_previous, save, save_board_size, store_synced, Store, CHOICES, DRILL, EDITOR,
    LESSONS, LIVE, PUZZLES, SETTINGS, WELCOME,
};
use crate::app::{Command, Effect};
use crate::ui::error::SaveError;

/// Carries out `effect` if it is storage's, through `local` and `session`: `Ok` with the
/// command that reports how it went (if one does), or the effect back when it is not
/// storage's. A value that several tabs share is reported merged even where storage
/// cannot be used (it is then kept in memory only).
pub fn carry_out<L: Store, S: Store>(
    effect: Effect,
    local: Option<&mut L>,
    session: Option<&mut S>,
) -> Result<Option<Command>, Effect> {
    let Some(local) = local else {
        return match effect {
            Effect::SaveGame { .. } => Ok(Some(Command::Saved(Err(SaveError::Unavailable)))),
            Effect::KeepPrevious(_) => Ok(Some(Command::PreviousNotStored(SaveError::Unavailable))),
            Effect::StoreSettings(merged) => Ok(Some(Command::SettingsStored(merged))),
            Effect::ForgetKept(_)
            | Effect::StoreChoices(_)
            | Effect::StoreBoardSize(_)
            | Effect::StoreWelcome(_) => Ok(None),
            effect @ (Effect::StorePuzzleProgress(_)
            | Effect::StoreLessonProgress(_)
            | Effect::StoreDrill(_)
            | Effect::StoreLive(_)
            | Effect::SaveEditorDraft(_)) => seldom::<L, S>(effect, None, session),
            effect => Err(effect),
        };
    };
    match effect {
        Effect::SaveGame {
            record,
            protect_unreadable,
        } => Ok(Some(Command::Saved(save(
            local,
            &record,
            protect_unreadable,
        )))),
        Effect::StoreSettings(mut merged) => {
            let _ = store_synced(local, SETTINGS, &mut merged);
            Ok(Some(Command::SettingsStored(merged)))
        }
        Effect::KeepPrevious(record) => Ok(keep_previous(local, &record)
            .err()
            .map(Command::PreviousNotStored)),
        Effect::ForgetKept(record) => {
            let _ = forget_kept(local, &record);
            Ok(None)
        }
        Effect::StoreChoices(text) => {
            let _ = local.set(CHOICES, &text);
            Ok(None)
        }
        Effect::StoreBoardSize(size) => {
            let _ = save_board_size(local, size);
            Ok(None)
        }
        Effect::StoreWelcome(what) => {
            let _ = local.set(WELCOME, what);
            Ok(None)
        }
        effect @ (Effect::StorePuzzleProgress(_)
        | Effect::StoreLessonProgress(_)
        | Effect::StoreDrill(_)
        | Effect::StoreLive(_)
        | Effect::SaveEditorDraft(_)) => seldom(effect, Some(local), session),
        effect => Err(effect),
    }
}

/// The storage effects a first visit never asks for, in a function of their own that
/// only they reach (the page's split keeps a function whole: these go with the rest of
/// its code).
#[inline(never)]
fn seldom<L: Store, S: Store>(
    effect: Effect,
    local: Option<&mut L>,
    session: Option<&mut S>,
) -> Result<Option<Command>, Effect> {
    match effect {
        Effect::StorePuzzleProgress(mut merged) => {
            if let Some(local) = local {
                let _ = store_synced(local, PUZZLES, &mut merged);
            }
            Ok(Some(Command::PuzzleProgressStored(merged)))
        }
        Effect::StoreLessonProgress(mut merged) => {
            if let Some(local) = local {
                let _ = store_synced(local, LESSONS, &mut merged);
            }
            Ok(Some(Command::LessonProgressStored(merged)))
        }
        Effect::StoreDrill(mut merged) => {
            if let Some(local) = local {
                let _ = store_synced(local, DRILL, &mut merged);
            }
            Ok(Some(Command::DrillStored(merged)))
        }
        Effect::StoreLive(text) => {
            match (local, text) {
                (Some(l), Some(text)) => drop(l.set(LIVE, &text)),
                (Some(l), None) => l.remove(LIVE),
                (None, _) => {}
            }
            Ok(None)
        }
        Effect::SaveEditorDraft(draft) => {
            match (session, draft) {
                (Some(s), Some(tcn)) => drop(s.set(EDITOR, &tcn)),
                (Some(s), None) => s.remove(EDITOR),
                (None, _) => {}
            }
            Ok(None)
        }
        effect => Err(effect),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::Memory;
    use super::super::{BOARD_SIZE, PREVIOUS, RECORD};
    use super::*;
    use crate::ui::settings::Settings;
    use crate::ui::synced::Synced;

    fn both(effect: Effect, local: &mut Memory, session: &mut Memory) -> Option<Command> {
        carry_out(effect, Some(local), Some(session)).ok().flatten()
    }

    #[test]
    fn the_game_is_saved_and_said_saved_or_why_not() {
        let (mut local, mut session) = (Memory::default(), Memory::default());
        let save = |protect_unreadable| Effect::SaveGame {
            record: "1. a6-a7 *".into(),
            protect_unreadable,
        };
        let said = both(save(false), &mut local, &mut session);
        assert!(matches!(said, Some(Command::Saved(Ok(())))));
        assert_eq!(
            local.map.get(RECORD).map(String::as_str),
            Some("1. a6-a7 *")
        );
        let said = both(save(true), &mut local, &mut session);
        assert!(matches!(
            said,
            Some(Command::Saved(Err(SaveError::ProtectingUnreadable)))
        ));
        // No storage at all: said unavailable.
        let said = carry_out::<Memory, Memory>(save(false), None, None);
        assert!(matches!(
            said,
            Ok(Some(Command::Saved(Err(SaveError::Unavailable))))
        ));
        let said = carry_out::<Memory, Memory>(Effect::KeepPrevious("x".into()), None, None);
        assert!(matches!(
            said,
            Ok(Some(Command::PreviousNotStored(SaveError::Unavailable)))
        ));
    }

    #[test]
    fn small_things_are_stored_where_they_belong() {
        let (mut local, mut session) = (Memory::default(), Memory::default());
        for effect in [
            Effect::StoreChoices("two".into()),
            Effect::StoreWelcome("dismissed"),
            Effect::StoreBoardSize(Some(480.0)),
            Effect::KeepPrevious("1. a6-a7 *".into()),
            Effect::SaveEditorDraft(Some("8/8 w".into())),
        ] {
            assert!(both(effect, &mut local, &mut session).is_none());
        }
        assert_eq!(local.map[CHOICES], "two");
        assert_eq!(local.map[WELCOME], "dismissed");
        assert!(local.map.contains_key(BOARD_SIZE));
        assert!(local.map[PREVIOUS].contains("a6-a7"));
        assert_eq!(session.map[EDITOR], "8/8 w");
        assert!(!local.map.contains_key(EDITOR));
        both(
            Effect::ForgetKept("1. a6-a7 *".into()),
            &mut local,
            &mut session,
        );
        both(Effect::SaveEditorDraft(None), &mut local, &mut session);
        both(Effect::StoreBoardSize(None), &mut local, &mut session);
        assert!(!local.map.contains_key(PREVIOUS));
        assert!(!local.map.contains_key(BOARD_SIZE));
        assert!(session.map.is_empty());
    }

    #[test]
    fn shared_values_are_stored_merged_and_said_either_way() {
        let (mut local, mut session) = (Memory::default(), Memory::default());
        let settings = || Effect::StoreSettings(Box::new(Synced::new(Settings::default())));
        let said = both(settings(), &mut local, &mut session);
        assert!(matches!(said, Some(Command::SettingsStored(_))));
        assert!(local.map.contains_key(SETTINGS));
        let said = carry_out::<Memory, Memory>(settings(), None, None);
        assert!(matches!(said, Ok(Some(Command::SettingsStored(_)))));
    }

    #[test]
    fn other_effects_come_back() {
        let (mut local, mut session) = (Memory::default(), Memory::default());
        let back = carry_out(Effect::Redraw, Some(&mut local), Some(&mut session));
        assert!(matches!(back, Err(Effect::Redraw)));
        let back = carry_out::<Memory, Memory>(Effect::Render, None, None);
        assert!(matches!(back, Err(Effect::Render)));
        assert!(local.map.is_empty() && session.map.is_empty());
    }
}
