//! The crate's layout rules that the compiler does not check.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Unit tests live in files of their own (DEVELOPERS.md, "Tests"): module `m`'s are its child
/// `tests`, in `m/tests.rs` or `m/tests/mod.rs`, declared as `#[cfg(test)] mod tests;`. A test
/// module written inline (`#[cfg(test)] mod tests { … }`) or placed with `#[path]` fails here,
/// named with its line.
#[test]
fn test_modules_are_files_of_their_own() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files.sort();
    assert!(files.len() > 100, "the sources were found: {files:?}");
    let mut inline = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for (n, pair) in lines.windows(2).enumerate() {
            let test_only =
                pair[0].starts_with("#[cfg(test)]") || pair[0].starts_with("#[cfg(all(test");
            let opens = pair[1].starts_with("mod ") || pair[1].starts_with("pub mod ");
            if (test_only && opens && pair[1].ends_with('{')) || pair[0].starts_with("#[path") {
                inline.push(format!("{}:{}", file.display(), n + 2));
            }
        }
    }
    assert!(
        inline.is_empty(),
        "inline or #[path] test modules: {inline:?}"
    );
}
