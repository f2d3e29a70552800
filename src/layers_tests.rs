//! The layers' rules that the compiler does not keep, checked on the source text: no import
//! circle among the files of a layer's folder, and no import of a layer above.
//!
//! An import of a file is any path to a sibling module in its code (not its comments):
//! `use super::x`, `use super::{x, y::z}`, `super::x::f()`, `crate::<layer>::x`. The folder's
//! `mod.rs` (the layer's root, which every file may use and which declares them all) and the
//! files in subfolders (a file's own children, such as its tests) are not nodes.
//!
//! [`imports_in`] and [`find_circle`] are for any folder: add a test naming it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The source folder of the crate.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The code of a file without its comments (doc links name modules without importing them).
fn code(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segment of each path a `prefix` starts in `code` (`super::{a, b::c}` gives `a`
/// and `b`).
fn first_segments(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // The items of the group, at its top level.
            let mut depth = 0;
            let mut item = String::new();
            let mut items = Vec::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => items.push(std::mem::take(&mut item)),
                    _ => {}
                }
                if depth == 0 && c != ',' && c != '}' {
                    item.push(c);
                }
            }
            items.push(item);
            for item in items {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    found.insert(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                found.insert(name);
            }
        }
    }
    found
}

/// For each file `x.rs` of `src/<layer>/` (not `mod.rs`), the sibling files it imports.
pub(crate) fn imports_in(layer: &str) -> BTreeMap<String, BTreeSet<String>> {
    let folder = src().join(layer);
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(&folder).expect("the layer's folder") {
        let path = entry.expect("a folder entry").path();
        let Some(name) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "rs") && name != "mod" {
            let text = std::fs::read_to_string(&path).expect("a source file");
            files.insert(name.to_string(), code(&text));
        }
    }
    let siblings: BTreeSet<String> = files.keys().cloned().collect();
    files
        .iter()
        .map(|(name, code)| {
            let mut used = first_segments(code, "super::");
            used.extend(first_segments(code, &format!("crate::{layer}::")));
            let used = used
                .into_iter()
                .filter(|u| siblings.contains(u) && u != name)
                .collect();
            (name.clone(), used)
        })
        .collect()
}

/// A circle of imports in `graph` (its files in order, the first again at the end), if any.
pub(crate) fn find_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth-first search; a file met again while on the path closes a circle.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut circle = path[at..].to_vec();
            circle.push(node.to_string());
            return Some(circle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

/// Every `.rs` file under `folder`, subfolders too.
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(folder).expect("a folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn no_import_circle_among_the_files_of_discord_jobs_or_console() {
    for layer in ["discord", "jobs", "console"] {
        let graph = imports_in(layer);
        assert!(graph.len() > 3, "{layer}: too few files read: {graph:?}");
        if let Some(circle) = find_circle(&graph) {
            panic!("an import circle in src/{layer}/: {}", circle.join(" -> "));
        }
    }
}

#[test]
fn the_jobs_import_no_adapter() {
    let files = rust_files(&src().join("jobs"));
    assert!(files.len() > 5, "too few files read: {files:?}");
    for path in files {
        let text = code(&std::fs::read_to_string(&path).unwrap());
        for adapter in ["crate::discord", "crate::console", "poise", "serenity"] {
            assert!(
                !text.contains(adapter),
                "{} uses `{adapter}`: the jobs talk to the adapters through `jobs::Outbox` only",
                path.display()
            );
        }
    }
}

#[test]
fn the_checker_reads_every_form_of_import_and_finds_a_circle() {
    let text = "use super::{a, b::{C, d}, E};\nuse super::f::G;\nlet x = super::g::h();\n\
                // use super::commented;\nuse crate::layer::i;";
    let code = code(text);
    let found = first_segments(&code, "super::");
    let want: BTreeSet<String> = ["a", "b", "E", "f", "g"].map(String::from).into();
    assert_eq!(found, want);
    assert_eq!(
        first_segments(&code, "crate::layer::"),
        BTreeSet::from(["i".to_string()])
    );
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
            graph.entry(to.to_string()).or_default();
        }
        graph
    };
    let circle = find_circle(&graph(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")]));
    assert_eq!(
        circle,
        Some(["a", "b", "c", "a"].map(String::from).to_vec())
    );
    assert_eq!(
        find_circle(&graph(&[("a", "b"), ("b", "c"), ("a", "c")])),
        None
    );
}
