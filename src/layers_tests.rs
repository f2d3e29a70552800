//! No import circle among the files of a folder of `src/`: [`import_circle`] reads each file's
//! `use` declarations, follows each imported name to the file that defines it (through the
//! `use`s of a module file that re-exports it), and looks for a circle in what that gives.
//!
//! A file and the module files above it (its parent's `mod.rs`, or `pg.rs` for `pg/conn.rs`)
//! are not counted against each other: a parent declares its children and shares its own items
//! with them, which Rust's nesting means, not a layer pointing up. A glob (`use super::*`) counts
//! as importing every name the module has, its re-exports included. Test files (`tests.rs`,
//! `tests/`) are left out: a test may use anything it tests.
//!
//! `import_circles_are_absent` checks the folders that must stay without one; another folder is
//! one more name in its list.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A file of the folder as its module path (`["store", "pg", "conn"]`).
type Module = Vec<String>;

/// What one file imports: each name it brings in (its last segment, or its alias) and the
/// absolute path it names, and the modules it globs.
#[derive(Default)]
struct Imports {
    names: BTreeMap<String, Vec<String>>,
    paths: Vec<Vec<String>>,
    globs: Vec<Vec<String>>,
}

/// The module path of `file` under `src`.
fn module_of(src: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(src).unwrap_or(file);
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.pop() {
        let stem = last.trim_end_matches(".rs");
        if stem != "mod" {
            parts.push(stem.to_string());
        }
    }
    parts
}

/// Every `.rs` file under `dir`, tests left out.
fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                files_under(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// `text` without its comments and the insides of its string literals.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => while chars.next_if(|&c| c != '\n').is_some() {},
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push('"');
            }
            // A character literal ('"', '{'), not a lifetime ('a).
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with('\\') || rest.chars().nth(1) == Some('\'') {
                    while let Some(c) = chars.next() {
                        if c == '\\' {
                            chars.next();
                        } else if c == '\'' {
                            break;
                        }
                    }
                } else {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The `use` declarations of `code`, each the text between `use` and its `;`.
fn use_declarations(code: &str) -> Vec<String> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = code[at..].find("use ") {
        let start = at + found;
        at = start + 4;
        let before = start.checked_sub(1).map(|i| bytes[i]);
        if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
            continue;
        }
        if let Some(end) = code[at..].find(';') {
            out.push(
                code[at..at + end]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            at += end;
        }
    }
    out
}

/// The paths a use tree names (`a::{b, c::d as e, self, *}`), each with the name it brings in
/// (`None` for a glob, which ends its path with `*`).
fn expand(tree: &str) -> Vec<(Vec<String>, Option<String>)> {
    fn split_top(list: &str) -> Vec<&str> {
        let mut parts = Vec::new();
        let (mut depth, mut from) = (0, 0);
        for (i, c) in list.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&list[from..i]);
                    from = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&list[from..]);
        parts.into_iter().filter(|p| !p.is_empty()).collect()
    }
    let tree = tree.trim().trim_start_matches("::");
    if let Some(open) = tree.find('{') {
        let prefix: Vec<String> = tree[..open]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        let inner = tree[open + 1..].trim_end().trim_end_matches('}');
        let mut out = Vec::new();
        for part in split_top(inner) {
            for (path, name) in expand(part) {
                let mut full = prefix.clone();
                if path != ["self"] {
                    full.extend(path);
                }
                let name = if name.as_deref() == Some("self") {
                    full.last().cloned()
                } else {
                    name
                };
                out.push((full, name));
            }
        }
        return out;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((path, alias)) => (path, Some(alias.trim().to_string())),
        None => (tree, None),
    };
    let path: Vec<String> = path.split("::").map(|s| s.trim().to_string()).collect();
    let name = match path.last().map(String::as_str) {
        Some("*") => None,
        last => alias.or(last.map(str::to_string)),
    };
    vec![(path, name)]
}

/// `path` as written in `module`'s file, made absolute (`None`: outside the crate).
fn absolute(module: &Module, path: &[String], modules: &BTreeSet<Module>) -> Option<Vec<String>> {
    let first = path.first()?;
    let mut base: Vec<String> = match first.as_str() {
        "crate" => return Some(path[1..].to_vec()),
        "self" => module.clone(),
        "super" => {
            // `super` of `store/x.rs` (module store::x) is `store`; of `store/pg/mod.rs`
            // (store::pg) also `store`.
            let mut base = module.clone();
            base.pop();
            base
        }
        _ => {
            // A path from the module itself: one of its child modules.
            let mut child = module.clone();
            child.push(first.clone());
            if !modules.contains(&child) {
                return None;
            }
            let mut full = child;
            full.extend(path[1..].iter().cloned());
            return Some(full);
        }
    };
    let mut rest = &path[1..];
    while rest.first().is_some_and(|s| s == "super") {
        base.pop();
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The files an absolute path depends on, following re-exports: the module that defines what
/// it names, or, for a glob, that module and whatever it re-exports.
fn targets(
    path: &[String],
    modules: &BTreeSet<Module>,
    imports: &BTreeMap<Module, Imports>,
    depth: usize,
    out: &mut BTreeSet<Module>,
) {
    // The longest prefix of `path` that is a file of the folder.
    let Some(module) = (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| modules.contains(m))
    else {
        return;
    };
    let rest = &path[module.len()..];
    match rest.first().map(String::as_str) {
        None => {
            out.insert(module);
        }
        Some("*") => {
            out.insert(module.clone());
            if depth < 8 {
                if let Some(found) = imports.get(&module) {
                    for target in found.paths.iter().chain(&found.globs) {
                        targets(target, modules, imports, depth + 1, out);
                    }
                }
            }
        }
        Some(name) => match imports.get(&module).and_then(|i| i.names.get(name)) {
            Some(target) if depth < 8 => {
                let mut target = target.clone();
                target.extend(rest[1..].iter().cloned());
                targets(&target, modules, imports, depth + 1, out);
            }
            _ => {
                out.insert(module);
            }
        },
    }
}

/// A circle of imports among the files of `src/<folder>` (their paths under `src/`), if there
/// is one.
pub(crate) fn import_circle(folder: &str) -> Option<Vec<String>> {
    import_circle_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), folder)
}

/// [`import_circle`] in the crate whose sources are under `src`.
fn import_circle_in(src: &Path, folder: &str) -> Option<Vec<String>> {
    let mut files = Vec::new();
    files_under(&src.join(folder), &mut files);
    let folder_file = src.join(format!("{folder}.rs"));
    if folder_file.exists() {
        files.push(folder_file);
    }
    assert!(!files.is_empty(), "no file under src/{folder}");
    let file_of: BTreeMap<Module, String> = files
        .iter()
        .map(|f| {
            let shown = f
                .strip_prefix(src)
                .unwrap_or(f)
                .to_string_lossy()
                .into_owned();
            (module_of(src, f), shown)
        })
        .collect();
    let modules: BTreeSet<Module> = file_of.keys().cloned().collect();
    let mut imports: BTreeMap<Module, Imports> = BTreeMap::new();
    for file in &files {
        let module = module_of(src, file);
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        let mut found = Imports::default();
        for declaration in use_declarations(&code) {
            for (path, name) in expand(&declaration) {
                let Some(full) = absolute(&module, &path, &modules) else {
                    continue;
                };
                match name {
                    Some(name) => {
                        found.names.insert(name, full.clone());
                        found.paths.push(full);
                    }
                    None => found.globs.push(full),
                }
            }
        }
        imports.insert(module, found);
    }
    // Edges between files not nested in each other.
    let nested = |a: &Module, b: &Module| a.starts_with(b) || b.starts_with(a);
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, found) in &imports {
        let mut to = BTreeSet::new();
        for path in found.paths.iter().chain(&found.globs) {
            targets(path, &modules, &imports, 0, &mut to);
        }
        to.retain(|t| !nested(module, t));
        edges.insert(module.clone(), to);
    }
    // Depth-first search for a back edge.
    fn visit(
        at: &Module,
        edges: &BTreeMap<Module, BTreeSet<Module>>,
        state: &mut BTreeMap<Module, bool>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        state.insert(at.clone(), false);
        stack.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            match state.get(next) {
                Some(false) => {
                    let from = stack.iter().position(|m| m == next).unwrap_or(0);
                    let mut circle = stack[from..].to_vec();
                    circle.push(next.clone());
                    return Some(circle);
                }
                Some(true) => {}
                None => {
                    if let Some(circle) = visit(next, edges, state, stack) {
                        return Some(circle);
                    }
                }
            }
        }
        stack.pop();
        state.insert(at.clone(), true);
        None
    }
    let mut state = BTreeMap::new();
    for module in edges.keys() {
        if state.contains_key(module) {
            continue;
        }
        if let Some(circle) = visit(module, &edges, &mut state, &mut Vec::new()) {
            return Some(circle.iter().map(|m| file_of[m].clone()).collect());
        }
    }
    None
}

#[test]
fn import_circles_are_absent() {
    for folder in ["store", "discord", "jobs", "console"] {
        if let Some(circle) = import_circle(folder) {
            panic!("an import circle in src/{folder}/: {}", circle.join(" -> "));
        }
    }
}

#[test]
fn the_jobs_import_no_adapter() {
    let mut files = Vec::new();
    files_under(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/jobs"),
        &mut files,
    );
    assert!(files.len() > 5, "too few files read: {files:?}");
    for path in files {
        let text = code_of(&std::fs::read_to_string(&path).unwrap());
        for adapter in ["crate::discord", "crate::console", "poise", "serenity"] {
            assert!(
                !text.contains(adapter),
                "{} uses `{adapter}`: the jobs talk to the adapters through `jobs::Outbox` only",
                path.display()
            );
        }
    }
}

/// Writes `files` (path under `src`, text) into a fresh folder; the folder.
fn crate_of(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

#[test]
fn a_circle_is_found_through_a_re_export() {
    // The store before issue 49: sql.rs imported `super::pg::PgConn`, which pg.rs re-exports
    // from pg/conn.rs, which imported `crate::store::sql::{…}`.
    let mut files = vec![
        (
            "t/mod.rs",
            "mod pg;\nmod sql;\npub use sql::Db;\npub struct Store;\n",
        ),
        (
            "t/sql.rs",
            "use super::pg::PgConn;\nuse super::Store;\npub struct Db;\n",
        ),
        ("t/pg.rs", "mod conn;\npub use conn::PgConn;\n"),
        (
            "t/pg/conn.rs",
            "// use crate::t::pg; in a comment\nuse crate::t::sql::{\n    Db as D,\n};\n\
             pub struct PgConn; const S: &str = \"use super::sql;\";\n",
        ),
    ];
    let found = import_circle_in(crate_of(&files).path(), "t");
    assert_eq!(
        found,
        Some(vec![
            "t/pg/conn.rs".into(),
            "t/sql.rs".into(),
            "t/pg/conn.rs".into()
        ])
    );
    // Without conn.rs's import, the parent's and children's imports make no circle.
    files[3].1 = "use super::super::Store;\npub struct PgConn;\n";
    assert_eq!(import_circle_in(crate_of(&files).path(), "t"), None);
}

#[test]
fn a_glob_imports_what_its_module_re_exports() {
    let files = [
        ("t/mod.rs", "mod a;\nmod b;\nuse b::B;\n"),
        ("t/a.rs", "use super::*;\npub struct A;\n"),
        ("t/b.rs", "use super::a::A;\npub struct B;\n"),
    ];
    let found = import_circle_in(crate_of(&files).path(), "t");
    assert_eq!(
        found,
        Some(vec!["t/a.rs".into(), "t/b.rs".into(), "t/a.rs".into()])
    );
}

#[test]
fn use_trees_are_expanded_name_by_name() {
    assert_eq!(
        expand("super::{a, b::{c as d, self}, e::*}"),
        [
            (vec!["super".into(), "a".into()], Some("a".into())),
            (
                vec!["super".into(), "b".into(), "c".into()],
                Some("d".into())
            ),
            (vec!["super".into(), "b".into()], Some("b".into())),
            (vec!["super".into(), "e".into(), "*".into()], None),
        ]
    );
}
