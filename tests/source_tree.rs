//! The source tree has no import cycle between files: in each crate built from `src/` (the
//! library, the command line, the page and the engine's worker: the `path`s of
//! Cargo.toml and web/Cargo.toml), the files and what each one uses of the others form a
//! graph without a cycle, so that each file can be read knowing only the files below it.
//! `cargo test --test source_tree dump_edges -- --ignored --nocapture` lists the edges.
//!
//! The test reads the sources as tokens (comments and string literals dropped) and
//! follows their module declarations (`mod x;`, `#[path = "…"]`, inline `mod x { … }`).
//! An edge goes from a file to the file that defines what it names: every `use` and
//! every path written in the code (`crate::…`, `super::…`, `self::…`, a child module's
//! name, a name a `use` brought in), followed through re-exports (`pub use`, globs
//! included) to the module that defines the item. Declaring a module is no edge, nor is
//! a re-export the module's own code does not use. A file's use of what a module
//! enclosing it defines (`super::…`: its folder's `mod.rs`, the crate root) is the
//! module's own interface, as Rust's modules intend, and not counted; every other pair of
//! files that use each other, directly or through others, is a cycle (`game.rs` and
//! `replay.rs` were one: `Game::from_moves` now lives with the replay it follows).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Str(String),
    PathSep,
    Punct(char),
}

/// The tokens of Rust source `src` that matter here, comments dropped.
fn tokens(src: &str) -> Vec<Tok> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let ch = c[i];
        if ch.is_whitespace() {
            i += 1;
        } else if c[i..].starts_with(&['/', '/']) {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i..].starts_with(&['/', '*']) {
            let mut depth = 0;
            while i < c.len() {
                if c[i..].starts_with(&['/', '*']) {
                    depth += 1;
                    i += 2;
                } else if c[i..].starts_with(&['*', '/']) {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if (ch == 'r' || (ch == 'b' && c.get(i + 1) == Some(&'r')))
            && matches!(c.get(i + usize::from(ch == 'b') + 1), Some('"' | '#'))
            && {
                // A raw string: r"…", r#"…"#, br"…" (not an identifier such as `r#type`).
                let mut j = i + usize::from(ch == 'b') + 1;
                while c.get(j) == Some(&'#') {
                    j += 1;
                }
                c.get(j) == Some(&'"')
            }
        {
            let mut j = i + usize::from(ch == 'b') + 1;
            let mut hashes = 0;
            while c[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1;
            let start = j;
            loop {
                if c[j] == '"'
                    && c[j + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == '#')
                        .count()
                        == hashes
                {
                    break;
                }
                j += 1;
            }
            out.push(Tok::Str(c[start..j].iter().collect()));
            i = j + 1 + hashes;
        } else if ch == '"' || (ch == 'b' && c.get(i + 1) == Some(&'"')) {
            let mut j = i + usize::from(ch == 'b') + 1;
            let start = j;
            while c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            out.push(Tok::Str(c[start..j].iter().collect()));
            i = j + 1;
        } else if ch == '\'' {
            // A char literal ('a', '\n', '\'') or a lifetime ('a).
            if c.get(i + 1) == Some(&'\\') {
                let mut j = i + 2;
                while c[j] != '\'' || c[j - 1] == '\\' && j == i + 2 {
                    j += 1;
                }
                i = j + 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && ident(c[i]) {
                    i += 1;
                }
            }
        } else if ident(ch) {
            let start = i;
            while i < c.len() && ident(c[i]) {
                i += 1;
            }
            out.push(Tok::Ident(c[start..i].iter().collect()));
        } else if c[i..].starts_with(&[':', ':']) {
            out.push(Tok::PathSep);
            i += 2;
        } else {
            out.push(Tok::Punct(ch));
            i += 1;
        }
    }
    out
}

type ModPath = Vec<String>;

/// A module: the file it is written in, and what it says.
#[derive(Default)]
struct Module {
    file: PathBuf,
    /// The items it defines (functions, types, constants, modules…).
    defines: BTreeSet<String>,
    /// Its names brought in by `use` (re-exported or not): name → absolute path.
    imports: BTreeMap<String, ModPath>,
    /// Its glob imports (`use x::*`), absolute.
    globs: Vec<ModPath>,
    /// Its `use` declarations as written: the path, the name in scope (`None`: a glob)
    /// and whether it is re-exported (`pub use`), resolved once every module is read.
    written: Vec<(ModPath, Option<String>, bool)>,
    /// Every name its file's code mentions outside `use` declarations.
    mentioned: BTreeSet<String>,
}

/// A path named in a file: the module it was written in and the path as written there.
struct Use {
    file: PathBuf,
    at: ModPath,
    path: ModPath,
}

#[derive(Default)]
struct Crate {
    modules: BTreeMap<ModPath, Module>,
    uses: Vec<Use>,
}

fn ident(t: Option<&Tok>) -> Option<&str> {
    match t {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
}

/// A path written in module `at` made absolute: `crate::`, `super::`, `self::` or a name
/// `at` knows (a child module, or an import); `None` for another crate's.
fn absolute(krate: &Crate, at: &ModPath, path: &[String]) -> Option<ModPath> {
    let mut base = at.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some(first) => {
            let mut child = at.clone();
            child.push(first.to_string());
            if krate.modules.contains_key(&child) {
                // A child module, resolved from `at`.
            } else if let Some(target) = krate.modules.get(at).and_then(|m| m.imports.get(first)) {
                base = target.clone();
                rest = &rest[1..];
            } else {
                return None;
            }
        }
        None => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The file that defines what the absolute `path` names (following re-exports).
fn defining_file(krate: &Crate, path: &[String], depth: usize) -> Option<PathBuf> {
    let n = (0..=path.len())
        .rev()
        .find(|&n| krate.modules.contains_key(&path[..n]))?;
    let module = &krate.modules[&path[..n]];
    let Some(name) = path.get(n) else {
        return Some(module.file.clone());
    };
    if depth < 16 && !module.defines.contains(name) {
        if let Some(target) = module.imports.get(name) {
            let mut p = target.clone();
            p.extend(path[n + 1..].iter().cloned());
            return defining_file(krate, &p, depth + 1);
        }
        for glob in &module.globs {
            let m = krate.modules.get(glob);
            if m.is_some_and(|m| m.defines.contains(name) || m.imports.contains_key(name)) {
                let mut p = glob.clone();
                p.extend(path[n..].iter().cloned());
                return defining_file(krate, &p, depth + 1);
            }
        }
    }
    Some(module.file.clone())
}

/// The leaves of the use tree at `toks[*i..]` (up to its `;`), each path as written,
/// with its name in scope (`None` for a glob).
fn use_tree(
    toks: &[Tok],
    i: &mut usize,
    prefix: &[String],
    out: &mut Vec<(ModPath, Option<String>)>,
) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*i) {
            Some(Tok::Ident(s)) if s == "as" => {
                *i += 1;
                let alias = ident(toks.get(*i)).unwrap_or("_").to_string();
                *i += 1;
                out.push((path, Some(alias)));
                return;
            }
            Some(Tok::Ident(s)) => {
                path.push(s.clone());
                *i += 1;
            }
            Some(Tok::PathSep) => *i += 1,
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((path, None));
                return;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                while !matches!(toks.get(*i), Some(Tok::Punct('}')) | None) {
                    use_tree(toks, i, &path, out);
                    if toks.get(*i) == Some(&Tok::Punct(',')) {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            _ => {
                // `self` inside braces names the prefix itself.
                let name = match path.last().map(String::as_str) {
                    Some("self") => {
                        path.pop();
                        path.last().cloned()
                    }
                    last => last.map(str::to_string),
                };
                out.push((path, name));
                return;
            }
        }
    }
}

/// Reads `file`, module `at` of `krate`, and the files of the modules it declares.
fn read_module(
    krate: &mut Crate,
    file: &Path,
    at: ModPath,
    pending: &mut Vec<(PathBuf, ModPath, Vec<Tok>)>,
) {
    let src = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let toks = tokens(&src);
    // The folder of its child modules' files.
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let dir = if matches!(stem, "mod" | "lib" | "main") || at.is_empty() {
        file.parent().unwrap().to_path_buf()
    } else {
        file.parent().unwrap().join(stem)
    };
    // The inline modules open at each brace depth, and the tokens' depth.
    let mut stack: Vec<(ModPath, PathBuf, usize)> = vec![(at.clone(), dir, 0)];
    let mut depth = 0;
    let mut path_attr: Option<String> = None;
    krate.modules.entry(at.clone()).or_default().file = file.to_path_buf();
    let mut i = 0;
    while i < toks.len() {
        let (here, here_dir, base) = stack.last().cloned().unwrap();
        let top = depth == base;
        match &toks[i] {
            Tok::Punct('#')
                if matches!(
                    (toks.get(i + 1), toks.get(i + 2)),
                    (Some(Tok::Punct('[')), _) | (Some(Tok::Punct('!')), Some(Tok::Punct('[')))
                ) =>
            {
                // An attribute: `#[path = "…"]` is kept for the next `mod`.
                let mut j = i + 1;
                if toks.get(j) == Some(&Tok::Punct('!')) {
                    j += 1;
                }
                if ident(toks.get(j + 1)) == Some("path") {
                    if let Some(Tok::Str(p)) = toks.get(j + 3) {
                        path_attr = Some(p.clone());
                    }
                }
                let mut brackets = 0;
                while let Some(t) = toks.get(j) {
                    match t {
                        Tok::Punct('[') => brackets += 1,
                        Tok::Punct(']') => {
                            brackets -= 1;
                            if brackets == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth -= 1;
                if stack.len() > 1 && depth == stack.last().unwrap().2 - 1 {
                    stack.pop();
                }
            }
            Tok::Ident(kw) if kw == "mod" && top => {
                let name = ident(toks.get(i + 1)).unwrap().to_string();
                let mut child = here.clone();
                child.push(name.clone());
                krate
                    .modules
                    .get_mut(&here)
                    .unwrap()
                    .defines
                    .insert(name.clone());
                krate.modules.entry(child.clone()).or_default();
                if toks.get(i + 2) == Some(&Tok::Punct(';')) {
                    let child_file = match path_attr.take() {
                        Some(p) => here_dir.join(p),
                        None if here_dir.join(format!("{name}.rs")).exists() => {
                            here_dir.join(format!("{name}.rs"))
                        }
                        None => here_dir.join(&name).join("mod.rs"),
                    };
                    pending.push((child_file, child, Vec::new()));
                    i += 3;
                } else {
                    // An inline module, written in this file.
                    krate.modules.entry(child.clone()).or_default().file = file.to_path_buf();
                    depth += 1;
                    stack.push((child, here_dir.join(&name), depth));
                    i += 3;
                }
                continue;
            }
            Tok::Ident(kw)
                if top
                    && matches!(
                        kw.as_str(),
                        "fn" | "struct" | "enum" | "const" | "static" | "type" | "trait" | "union"
                    ) =>
            {
                if let Some(name) = ident(toks.get(i + 1)) {
                    krate
                        .modules
                        .get_mut(&here)
                        .unwrap()
                        .defines
                        .insert(name.to_string());
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                let public = i > 0
                    && (ident(toks.get(i - 1)) == Some("pub")
                        || toks.get(i - 1) == Some(&Tok::Punct(')')));
                i += 1;
                let mut leaves = Vec::new();
                use_tree(&toks, &mut i, &[], &mut leaves);
                for (path, name) in leaves {
                    if top {
                        let m = krate.modules.get_mut(&here).unwrap();
                        m.written.push((path, name, public));
                    } else {
                        // A `use` inside a function: a plain use of its path.
                        krate.uses.push(Use {
                            file: file.to_path_buf(),
                            at: here.clone(),
                            path,
                        });
                    }
                }
                continue;
            }
            Tok::Ident(name) if toks.get(i + 1) != Some(&Tok::PathSep) => {
                let m = krate.modules.get_mut(&here).unwrap();
                m.mentioned.insert(name.clone());
            }
            Tok::Ident(first)
                if toks.get(i + 1) == Some(&Tok::PathSep)
                    && (i == 0 || toks[i - 1] != Tok::PathSep) =>
            {
                let mut path = vec![first.clone()];
                let mut j = i + 1;
                while toks.get(j) == Some(&Tok::PathSep) {
                    match ident(toks.get(j + 1)) {
                        Some(s) => path.push(s.to_string()),
                        None => break,
                    }
                    j += 2;
                }
                krate.uses.push(Use {
                    file: file.to_path_buf(),
                    at: here.clone(),
                    path,
                });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// The crate whose root is `root`: its modules and the file edges, each edge with one
/// path that makes it.
fn read_crate(root: &Path) -> (Crate, BTreeMap<(PathBuf, PathBuf), String>) {
    let mut krate = Crate::default();
    let mut pending = vec![(root.to_path_buf(), Vec::new(), Vec::new())];
    while let Some((file, at, _)) = pending.pop() {
        read_module(&mut krate, &file, at, &mut pending);
    }
    // The `use` declarations, in order in each module (a later one may start with a name
    // an earlier one brought in); each is also a use of what it names.
    let paths: Vec<ModPath> = krate.modules.keys().cloned().collect();
    for at in paths {
        let written = std::mem::take(&mut krate.modules.get_mut(&at).unwrap().written);
        for (path, name, public) in written {
            let Some(abs) = absolute(&krate, &at, &path) else {
                continue;
            };
            let m = krate.modules.get_mut(&at).unwrap();
            // A re-export is an alias, no use, unless the module's own code uses the name.
            let used = !public || name.as_ref().is_some_and(|n| m.mentioned.contains(n));
            match name {
                None => m.globs.push(abs.clone()),
                Some(name) => {
                    m.imports.insert(name, abs.clone());
                }
            }
            if !used {
                continue;
            }
            let file = m.file.clone();
            let mut path = vec!["crate".to_string()];
            path.extend(abs);
            krate.uses.push(Use {
                file,
                at: Vec::new(),
                path,
            });
        }
    }
    let mut edges = BTreeMap::new();
    let uses = std::mem::take(&mut krate.uses);
    for u in &uses {
        let Some(abs) = absolute(&krate, &u.at, &u.path) else {
            continue;
        };
        let Some(to) = defining_file(&krate, &abs, 0) else {
            continue;
        };
        if to != u.file {
            edges
                .entry((u.file.clone(), to))
                .or_insert_with(|| format!("crate::{}", abs.join("::")));
        }
    }
    (krate, edges)
}

/// The crate roots built from `src/`: the `path`s of both Cargo.toml files.
fn roots(repo: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for manifest in ["Cargo.toml", "web/Cargo.toml"] {
        let text = fs::read_to_string(repo.join(manifest)).unwrap();
        let dir = repo.join(manifest).parent().unwrap().to_path_buf();
        for line in text.lines() {
            if let Some(p) = line
                .trim()
                .strip_prefix("path = \"")
                .and_then(|p| p.strip_suffix('"'))
            {
                if p.ends_with(".rs") {
                    out.push(dir.join(p).canonicalize().unwrap());
                }
            }
        }
    }
    out
}

/// The files of the modules that enclose `file`'s module (its parent's, up to the root).
fn enclosing_files(krate: &Crate, file: &Path) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for (path, m) in &krate.modules {
        if m.file == file {
            for n in 0..path.len() {
                if krate.modules[&path[..n]].file != file {
                    out.insert(krate.modules[&path[..n]].file.clone());
                }
            }
        }
    }
    out
}

/// The edges that count: a file's use of what a module enclosing it defines (`super::`,
/// its folder's `mod.rs`) is the module's own interface, no edge between files.
fn counted(
    krate: &Crate,
    edges: &BTreeMap<(PathBuf, PathBuf), String>,
) -> BTreeMap<(PathBuf, PathBuf), String> {
    edges
        .iter()
        .filter(|((from, to), _)| !enclosing_files(krate, from).contains(to))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// The cycles of the file graph (strongly connected sets of two files or more), each as
/// its edges.
fn cycles(edges: &BTreeMap<(PathBuf, PathBuf), String>) -> Vec<Vec<String>> {
    let mut graph: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (from, to) in edges.keys() {
        graph.entry(from.clone()).or_default().insert(to.clone());
        graph.entry(to.clone()).or_default();
    }
    // Tarjan's strongly connected components.
    struct State<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: HashMap<&'a PathBuf, usize>,
        low: HashMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        out: Vec<Vec<&'a PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a PathBuf) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in &s.graph[v] {
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                s.out.push(scc);
            }
        }
    }
    let mut s = State {
        graph: &graph,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out
        .iter()
        .map(|scc| {
            let files: BTreeSet<&PathBuf> = scc.iter().copied().collect();
            edges
                .iter()
                .filter(|((a, b), _)| files.contains(a) && files.contains(b))
                .map(|((a, b), why)| format!("{} -> {} ({why})", shown(a), shown(b)))
                .collect()
        })
        .collect()
}

#[test]
fn no_import_cycle_between_files() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .unwrap();
    let src = repo.join("src");
    let mut seen = BTreeSet::new();
    let mut found = Vec::new();
    let roots = roots(&repo);
    assert!(
        roots.len() >= 4,
        "the library, the command line, the page and the worker: {roots:?}"
    );
    for root in &roots {
        let (krate, edges) = read_crate(root);
        assert!(!edges.is_empty(), "{}: no edge read", root.display());
        seen.extend(krate.modules.values().map(|m| m.file.clone()));
        for cycle in cycles(&counted(&krate, &edges)) {
            found.push(format!("{}:\n  {}", shown(root), cycle.join("\n  ")));
        }
    }
    // Every source file is in some crate: the module declarations were all followed.
    let mut all = Vec::new();
    let mut dirs = vec![src];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                all.push(p.canonicalize().unwrap());
            }
        }
    }
    let missed: Vec<_> = all.iter().filter(|p| !seen.contains(*p)).collect();
    assert!(missed.is_empty(), "files no crate reaches: {missed:?}");
    assert!(
        found.is_empty(),
        "import cycles between files:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_reader_finds_a_cycle() {
    let dir = std::env::temp_dir().join(format!("three-crowns-cycle-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("lib.rs"), "mod a;\nmod b;\npub use a::A;\n").unwrap();
    fs::write(dir.join("a.rs"), "use crate::b::B;\npub struct A(B);\n").unwrap();
    fs::write(
        dir.join("b.rs"),
        "pub struct B;\nfn f() -> crate::A { todo!() }\n",
    )
    .unwrap();
    let (krate, edges) = read_crate(&dir.join("lib.rs"));
    let found = cycles(&counted(&krate, &edges));
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].len(), 2, "{found:?}");
}

/// `p` relative to the repository, when it is in it.
fn shown(p: &Path) -> String {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .unwrap();
    p.strip_prefix(&repo).unwrap_or(p).display().to_string()
}

#[test]
fn a_modules_files_may_use_what_it_defines() {
    let dir = std::env::temp_dir().join(format!("three-crowns-parent-{}", std::process::id()));
    fs::create_dir_all(dir.join("m")).unwrap();
    fs::write(dir.join("lib.rs"), "mod m;\n").unwrap();
    fs::write(
        dir.join("m/mod.rs"),
        "mod x;\npub struct T;\npub fn f() { x::g() }\n",
    )
    .unwrap();
    fs::write(dir.join("m/x.rs"), "use super::T;\npub fn g() -> T { T }\n").unwrap();
    let (krate, edges) = read_crate(&dir.join("lib.rs"));
    let found = cycles(&counted(&krate, &edges));
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(edges.len(), 2, "{edges:?}");
    assert!(found.is_empty(), "{found:?}");
}

/// Lists every edge of every crate (`--ignored --nocapture`), those to an enclosing
/// module marked.
#[test]
#[ignore]
fn dump_edges() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .unwrap();
    for root in roots(&repo) {
        let (krate, edges) = read_crate(&root);
        let counted = counted(&krate, &edges);
        println!(
            "{}: {} edges, {} counted",
            shown(&root),
            edges.len(),
            counted.len()
        );
        for ((a, b), why) in &edges {
            let enclosing = !counted.contains_key(&(a.clone(), b.clone()));
            let mark = if enclosing { " (enclosing)" } else { "" };
            println!("  {} -> {} {why}{mark}", shown(a), shown(b));
        }
    }
}
