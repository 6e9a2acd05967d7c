//! The tests of the page's languages, by topic: the reader and formatter of catalogues on a
//! sample (`reader`), and the page's own catalogues against its words and each other
//! (`catalogues`). Both compare ours with Project Fluent's own `fluent-bundle` here.

use super::*;

mod catalogues;
mod reader;

/// What Project Fluent's own `fluent-bundle` makes of `source`'s messages with each of
/// `arg_sets`, against ours: the same text, message by message.
fn same_as_fluent_bundle(source: &str, tag: &str, arg_sets: &[Vec<(&str, Arg)>]) {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
    let lang = language(tag).unwrap();
    let (ours, errors) = Catalogue::parse(source, lang.rule, lang.digits);
    assert_eq!(errors, []);
    let resource = FluentResource::try_new(source.to_owned()).expect("fluent-syntax reads it");
    let mut bundle = FluentBundle::new(vec![tag.parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    for id in ours.ids().iter().filter(|id| !id.starts_with('-')) {
        let (name, attribute) = id
            .split_once('.')
            .map_or((id.as_str(), None), |(a, b)| (a, Some(b)));
        let message = bundle.get_message(name).unwrap();
        let pattern = match attribute {
            None => message.value().unwrap(),
            Some(a) => message.get_attribute(a).unwrap().value(),
        };
        for args in arg_sets {
            let mut theirs_args = FluentArgs::new();
            for (k, v) in args {
                match v {
                    Arg::Text(t) => theirs_args.set(*k, FluentValue::from(t.as_str())),
                    // fluent-bundle's own isolating, for a name only.
                    Arg::Name(t) => theirs_args.set(*k, FluentValue::from(isolate(t))),
                    Arg::Count(n) => theirs_args.set(*k, FluentValue::from(*n)),
                }
            }
            let mut errs = vec![];
            let theirs = bundle.format_pattern(pattern, Some(&theirs_args), &mut errs);
            assert_eq!(
                ours.format(id, args).unwrap(),
                theirs,
                "{tag} {id} {args:?}"
            );
        }
    }
}
