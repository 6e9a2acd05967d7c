//! Scenarios of the study tools: a review run to its end and its annotated record exported,
//! the analysis showing its evaluation, its lines and the board's best move, and its lines
//! shared among the workers the machine's cores allow.

use super::*;

#[test]
fn a_review_runs_to_its_end_and_its_annotated_record_is_exported() {
    use crate::app::study::Effect as StudyEffect;
    let mut p = Page::new();
    p.click("a6", "a7");
    p.send(Command::StartReview).unwrap();
    assert_eq!(p.status(), words::say::REVIEW_STARTED.english());
    let reply = |m: &str| {
        Answer::Lines(vec![
            "info depth 5 score cp 10".into(),
            format!("bestmove {m}"),
        ])
    };
    // Each position in turn: the start, then after a6-a7.
    for m in ["a6-a7", "a5-b4"] {
        let serial = p
            .take()
            .iter()
            .find_map(|e| match e {
                Effect::Review(StudyEffect::Ask { serial, .. }) => Some(*serial),
                _ => None,
            })
            .expect("the next position asked");
        p.send(Command::Reviewed(serial, reply(m))).unwrap();
        // The progress bar, while it runs: its value a fraction of one.
        let progress = p
            .state
            .view()
            .get(crate::app::ids::REVIEW_PROGRESS)
            .cloned();
        let progress = progress.expect("always written");
        let value = progress.attrs.iter().find(|(n, _)| *n == "value");
        match m {
            "a6-a7" => assert!(
                progress.hidden == Some(false)
                    && value.is_some_and(|(_, v)| v
                        .as_deref()
                        .is_some_and(|v| v.starts_with("0.") && v.len() == 5)),
                "{progress:?}"
            ),
            _ => assert_eq!((progress.hidden, value), (Some(true), None)),
        }
    }
    assert_eq!(p.status(), words::say::REVIEW_DONE.english());
    let v = p.state.view();
    assert_eq!(
        v.get(crate::app::ids::REVIEW_EXPORT)
            .and_then(|n| n.unavailable),
        Some(false)
    );
    assert!(v.graph.is_some_and(|g| g.total == 1));
    p.send(Command::ExportReview).unwrap();
    p.take();
    assert!(
        p.state.overlays().menu,
        "the save panel is shown, in the menu"
    );
    assert_eq!(p.status(), words::say::REVIEW_EXPORTED.english());
    // The annotated record stands in the save panel's box until the game changes.
    assert_eq!(p.state.exported(), p.state.annotated_record().as_deref());
    p.click("a5", "b4");
    assert_eq!(p.state.exported(), None);
}

#[test]
fn the_analysis_shows_its_evaluation_and_the_board_its_best_move() {
    use crate::app::study::Effect as StudyEffect;
    let mut p = Page::new();
    p.send(Command::SetAnalysis(true)).unwrap();
    let serial = p
        .take()
        .iter()
        .find_map(|e| match e {
            Effect::Analysis(StudyEffect::Ask { serial, .. }) => Some(*serial),
            _ => None,
        })
        .expect("the position on show is searched");
    p.send(Command::AnalysisInfo(
        serial,
        "info depth 7 score cp 120 pv a6-a7 a5-b4".into(),
    ))
    .unwrap();
    let v = p.state.view();
    assert_eq!(
        v.get(crate::app::ids::ANALYSIS_BOX).and_then(|n| n.hidden),
        Some(false)
    );
    let lines = v.lines.as_deref().unwrap_or_default();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].moves, ["a6-a7", "a5-b4"]);
    let bar = v.get(crate::app::ids::EVAL_BAR).map(|n| &n.style[..]);
    assert_eq!(bar, Some(&[("--white", Some("78.2%".into()))][..]));
    assert_eq!(p.state.scene(0.0).best, Some(mv("a6-a7")));
    // A second line: listed second, its first move a thinner arrow.
    p.send(Command::AnalysisInfo(
        serial,
        "info depth 7 multipv 2 score cp 80 pv h1-h2".into(),
    ))
    .unwrap();
    let v = p.state.view();
    let lines = v.lines.as_deref().unwrap_or_default();
    assert_eq!(
        lines.iter().map(|l| l.moves.len()).collect::<Vec<_>>(),
        [2, 1]
    );
    assert_eq!(p.state.scene(0.0).others, [mv("h1-h2")]);
    // Previewing a line's move shows its position until the next action.
    p.send(Command::PreviewLine(1, 0)).unwrap();
    assert_eq!(p.state.preview().map(|(_, m)| *m), Some(mv("h1-h2")));
    p.send(Command::Escape).unwrap();
    assert!(p.state.preview().is_none());
    // Another count of lines: refused out of 1 to 5, asked again within.
    assert!(p.send(Command::SetAnalysisLines(0)).is_err());
    p.send(Command::SetAnalysisLines(2)).unwrap();
    assert!(p.take().iter().any(|e| matches!(e,
        Effect::Analysis(StudyEffect::Ask { commands, .. })
            if commands.iter().any(|c| c.to_string() == "setoption name multipv value 2"))));
    // Its lines are not heard yet: nothing to preview.
    p.send(Command::PreviewLine(0, 0)).unwrap();
    assert!(p.state.preview().is_none());
    p.send(Command::SetAnalysis(false)).unwrap();
    assert!(p.take().contains(&Effect::Analysis(StudyEffect::Cancel)));
}

#[test]
fn the_analysis_shares_its_lines_among_the_cores_offered() {
    use crate::app::study::Effect as StudyEffect;
    use crate::engine::Command as EngineCommand;
    // Each question asked: its number, its worker, its lines, its root moves and its go.
    let asks = |effects: &[Effect]| -> Vec<(u64, usize, String, usize, String)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Analysis(StudyEffect::Ask {
                    serial,
                    worker,
                    commands,
                }) => {
                    let text: Vec<String> = commands.iter().map(EngineCommand::to_string).collect();
                    let lines = text.iter().find(|c| c.contains("multipv"))?.clone();
                    let go = commands.iter().find_map(|c| match c {
                        EngineCommand::Go(go) => Some(go.clone()),
                        _ => None,
                    })?;
                    let text = go.to_string();
                    Some((*serial, *worker, lines, go.searchmoves.len(), text))
                }
                _ => None,
            })
            .collect()
    };
    let info =
        |serial: u64, text: &str| Command::AnalysisInfo(serial, format!("info depth 6 {text}"));
    let all = crate::position::Position::start().legal_moves().len();
    let firsts = |p: &Page| -> Vec<Move> {
        p.state
            .study
            .analysis_lines(p.state.board())
            .iter()
            .filter_map(|e| e.best())
            .collect()
    };
    let mut p = Page::new();
    p.state.shared.page.cores = 4;
    p.send(Command::SetAnalysis(true)).unwrap();
    // Four cores: three workers, one left to the page, a line each; the first at once,
    // over every root move.
    assert_eq!(p.state.study.analysis.workers(), 3);
    let first = asks(&p.take());
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].1, 0);
    assert!(first[0].2.ends_with("multipv value 1"));
    assert_eq!(first[0].3, 0, "every move");
    // Its line asks the second worker, leaving its first move out.
    p.send(info(first[0].0, "score cp 50 pv a6-a7 a5-b4"))
        .unwrap();
    let second = asks(&p.take());
    assert_eq!(second.len(), 1);
    assert_eq!((second[0].1, second[0].3), (1, all - 1));
    p.send(info(second[0].0, "score cp 30 pv h6-h7")).unwrap();
    let third = asks(&p.take());
    assert_eq!((third[0].1, third[0].3), (2, all - 2));
    p.send(info(third[0].0, "score cp 40 pv b8-b7")).unwrap();
    assert!(asks(&p.take()).is_empty());
    let lines = firsts(&p);
    assert_eq!(
        lines,
        [mv("a6-a7"), mv("b8-b7"), mv("h6-h7")],
        "merged best first"
    );
    // The later workers search one depth at a time: each answer asks one ply deeper,
    // leaving out the first moves of the lines before as they are then, without
    // stopping anyone.
    let answer = |lines: &[&str]| Answer::Lines(lines.iter().map(|l| l.to_string()).collect());
    assert!(second[0].2.contains("multipv value 1"));
    p.send(info(first[0].0, "score cp 60 pv b8-b7")).unwrap();
    assert!(
        asks(&p.take()).is_empty(),
        "the second worker is not stopped"
    );
    p.send(Command::AnalysisAnswered(
        second[0].0,
        answer(&["bestmove h6-h7"]),
    ))
    .unwrap();
    let again = asks(&p.take());
    assert_eq!(
        again.iter().map(|a| (a.1, a.3)).collect::<Vec<_>>(),
        [(1, all - 1)]
    );
    p.send(Command::AnalysisInfo(
        again[0].0,
        "info depth 1 score cp 70 pv a6-a7".into(),
    ))
    .unwrap();
    assert!(
        !firsts(&p).contains(&mv("a6-a7")),
        "a depth-1 line of a depth-2 search is not shown"
    );
    let go = &again[0].4;
    assert!(go.starts_with("go depth 2 searchmoves "), "{go}");
    assert!(
        !go.contains("b8-b7"),
        "b8-b7 is the first worker's now: {go}"
    );
    assert!(first[0].4 == "go infinite" && third[0].4.starts_with("go depth 1 "));
    // A line of the old question is not heard any more; b8-b7 counts once.
    assert!(p.send(info(second[0].0, "score cp 99 pv g8-g7")).is_ok());
    let lines = firsts(&p);
    assert_eq!(
        lines,
        [mv("b8-b7"), mv("h6-h7")],
        "b8-b7 once, as the first worker says"
    );
    // A worker that fails every try stops the others and switches the analysis off.
    p.send(Command::AnalysisAnswered(
        again[0].0,
        Answer::Failed(EngineError::Crashed("gone".into())),
    ))
    .unwrap();
    assert!(p.take().contains(&Effect::Analysis(StudyEffect::Cancel)));
    assert_eq!(p.state.study.analysis.workers(), 0);
    // The player's cap: one worker, all three lines its own, stored with the settings.
    p.send(Command::SetAnalysis(true)).unwrap();
    p.take();
    assert!(p.send(Command::SetAnalysisWorkers(9)).is_err());
    p.send(Command::SetAnalysisWorkers(1)).unwrap();
    let one = asks(&p.take());
    assert_eq!(one.len(), 1);
    assert!(one[0].2.ends_with("multipv value 3"));
    assert_eq!(p.state.study.analysis.workers(), 1);
    assert_eq!(p.state.settings().analysis_workers, 1);
    // Two at most: the first worker one line, the second two.
    p.send(Command::SetAnalysisWorkers(2)).unwrap();
    let two = asks(&p.take());
    p.send(info(two[0].0, "score cp 50 pv a6-a7")).unwrap();
    let next = asks(&p.take());
    assert!(next[0].2.ends_with("multipv value 2"), "{next:?}");
    // One core: one worker, whatever the setting.
    p.state.shared.page.cores = 1;
    p.send(Command::Escape).unwrap();
    assert_eq!(p.state.study.analysis.workers(), 1);
}
