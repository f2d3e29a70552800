//! The Dockerfile's build stage, run without Docker.
//!
//! `docker build` fails when a COPY line forgets a file the build needs, or when the dependency
//! step's stubs miss a target of `Cargo.toml` (cargo refuses a manifest naming a file that is not
//! there). Neither shows in `cargo test`, which sees the whole repository. So this test reads the
//! Dockerfile, copies into a scratch directory exactly what the build stage's COPY lines name,
//! less what `.dockerignore` leaves out of the build context (keeping the files' modification
//! times, as Docker does), and runs its RUN lines there with a
//! POSIX shell, in order, with `cargo check --offline` in place of `cargo build --release` (same
//! manifest, sources, lock file and embedded files; no code generation, so seconds instead of a
//! release build). It then checks that the last cargo command really compiled the copied sources
//! (not the stubs' leftovers) and that the runtime stage copies the binary that was built.
//! A second test reads `.dockerignore` as Docker does: it leaves out no file a COPY names, and
//! it does leave out the target directory, `.git`, local databases, backups and editor files.
//!
//! What it does not prove: that the base images exist and their toolchain is new enough, that the
//! release profile links, that `apt-get` works in the runtime stage. See docs/reliability.md.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One instruction of a Dockerfile: keyword (upper case) and the rest of its (joined) line.
#[derive(Debug)]
struct Instruction {
    keyword: String,
    args: String,
}

/// The instructions of each stage, in order (`FROM` starts a stage).
fn stages(dockerfile: &str) -> Vec<Vec<Instruction>> {
    // Backslash-newline continues a line; comment lines inside a continuation are dropped, as
    // Docker does.
    let mut logical = Vec::new();
    let mut current = String::new();
    for line in dockerfile.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') || (current.is_empty() && trimmed.is_empty()) {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(head) => current.push_str(head),
            None => {
                current.push_str(line);
                logical.push(std::mem::take(&mut current));
            }
        }
    }
    assert!(
        current.is_empty(),
        "the Dockerfile ends inside a continued line"
    );
    let mut stages: Vec<Vec<Instruction>> = Vec::new();
    for line in logical {
        let line = line.trim();
        let (keyword, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let instruction = Instruction {
            keyword: keyword.to_ascii_uppercase(),
            args: args.trim().to_string(),
        };
        if instruction.keyword == "FROM" {
            stages.push(Vec::new());
        }
        stages
            .last_mut()
            .expect("the Dockerfile starts with FROM")
            .push(instruction);
    }
    stages
}

/// Copies a file or a directory tree, keeping modification times, less the files `ignore`
/// leaves out of the build context (`relative`: `from`'s path in the context).
fn copy_into(from: &Path, to: &Path, relative: &str, ignore: &DockerIgnore) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            copy_into(
                &entry.path(),
                &to.join(&name),
                &format!("{relative}/{name}"),
                ignore,
            );
        }
    } else if !ignore.excludes(relative) {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent).unwrap();
        }
        fs::copy(from, to).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
        let modified = fs::metadata(from).unwrap().modified().unwrap();
        fs::File::options()
            .write(true)
            .open(to)
            .unwrap()
            .set_modified(modified)
            .unwrap();
    }
}

/// The files under `source` (a file or a folder of the context), as paths in the context: those
/// git tracks, or every file where git cannot say (no checkout, nothing tracked there). Untracked
/// files, an editor's swap file or a local database, are what `.dockerignore` is for.
fn files_under(repo: &Path, source: &str) -> Vec<String> {
    let tracked = Command::new("git")
        .arg("-C")
        .arg(repo)
        .args(["ls-files", "-z", "--", source])
        .output();
    if let Ok(out) = tracked {
        if out.status.success() && !out.stdout.is_empty() {
            return String::from_utf8_lossy(&out.stdout)
                .split('\0')
                .filter(|f| !f.is_empty())
                .map(String::from)
                .collect();
        }
    }
    walk(repo, source)
}

/// Every file under `source`, as paths in the context.
fn walk(repo: &Path, source: &str) -> Vec<String> {
    let path = repo.join(source);
    if !path.is_dir() {
        return vec![source.to_string()];
    }
    let mut files = Vec::new();
    for entry in fs::read_dir(&path).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        files.extend(walk(repo, &format!("{source}/{name}")));
    }
    files
}

/// `.dockerignore` as Docker reads it: one pattern a line (`#` starts a comment), matched
/// against paths from the context's root, `*` and `?` within a path segment, `**` for any
/// number of segments; a pattern that matches a folder leaves out everything in it; `!`
/// takes back what earlier lines left out, and the last line that matches decides.
struct DockerIgnore {
    /// Each pattern's segments, and whether it is an exception (`!`).
    rules: Vec<(Vec<String>, bool)>,
}

impl DockerIgnore {
    fn parse(text: &str) -> DockerIgnore {
        let mut rules = Vec::new();
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (pattern, exception) = match line.strip_prefix('!') {
                Some(rest) => (rest.trim(), true),
                None => (line, false),
            };
            assert!(
                !pattern.contains(['[', '\\']),
                "the test does not know .dockerignore's {pattern:?}: teach it"
            );
            let segments = pattern
                .split('/')
                .filter(|s| !s.is_empty() && *s != ".")
                .map(String::from)
                .collect();
            rules.push((segments, exception));
        }
        DockerIgnore { rules }
    }

    /// The repository's `.dockerignore` (none: nothing is left out).
    fn of_repository() -> DockerIgnore {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(".dockerignore");
        DockerIgnore::parse(&fs::read_to_string(path).unwrap_or_default())
    }

    /// Whether the file at `path` (from the context's root, `/`-separated) is left out.
    fn excludes(&self, path: &str) -> bool {
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let mut excluded = false;
        for (pattern, exception) in &self.rules {
            // The path itself or a folder it is in.
            if (1..=segments.len()).any(|n| matches_path(pattern, &segments[..n])) {
                excluded = !exception;
            }
        }
        excluded
    }
}

/// Whether `pattern`'s segments match all of `path`'s (`**`: any number of segments).
fn matches_path(pattern: &[String], path: &[&str]) -> bool {
    match pattern.split_first() {
        None => path.is_empty(),
        Some((first, rest)) if first == "**" => {
            (0..=path.len()).any(|skip| matches_path(rest, &path[skip..]))
        }
        Some((first, rest)) => {
            !path.is_empty() && matches_segment(first, path[0]) && matches_path(rest, &path[1..])
        }
    }
}

/// Whether one segment matches a pattern of `*` (any characters) and `?` (one character).
fn matches_segment(pattern: &str, name: &str) -> bool {
    let pattern: Vec<char> = pattern.chars().collect();
    let name: Vec<char> = name.chars().collect();
    fn go(p: &[char], n: &[char]) -> bool {
        match p.split_first() {
            None => n.is_empty(),
            Some(('*', rest)) => (0..=n.len()).any(|skip| go(rest, &n[skip..])),
            Some(('?', rest)) => !n.is_empty() && go(rest, &n[1..]),
            Some((c, rest)) => n.first() == Some(c) && go(rest, &n[1..]),
        }
    }
    go(&pattern, &name)
}

/// The files of the context that a COPY of the build stage names but `ignore` leaves out.
fn copied_but_ignored(dockerfile: &str, ignore: &DockerIgnore) -> Vec<String> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let build = stages(dockerfile)
        .into_iter()
        .next()
        .expect("a build stage");
    let mut left_out = Vec::new();
    for copy in build.iter().filter(|i| i.keyword == "COPY") {
        let parts: Vec<&str> = copy.args.split_whitespace().collect();
        let (_, sources) = parts.split_last().unwrap();
        for source in sources {
            let source = source.trim_start_matches("./").trim_end_matches('/');
            left_out.extend(
                files_under(repo, source)
                    .into_iter()
                    .filter(|f| ignore.excludes(f)),
            );
        }
    }
    left_out
}

/// `COPY src... dest` from the repository into the scratch copy of WORKDIR, as Docker does it:
/// a directory's contents go into `dest`; several sources, or a `dest` ending in `/`, mean `dest`
/// is a directory.
fn copy(repo: &Path, work: &Path, args: &str, ignore: &DockerIgnore) {
    let parts: Vec<&str> = args.split_whitespace().collect();
    assert!(
        parts.len() >= 2 && !parts[0].starts_with('[') && !parts[0].starts_with("--"),
        "unsupported COPY form: {args}"
    );
    let (dest, sources) = parts.split_last().unwrap();
    let into_dir = sources.len() > 1 || dest.ends_with('/') || *dest == ".";
    let dest = work.join(dest);
    for source in sources {
        assert!(
            !source.contains(['*', '?', '[']) && !source.contains(".."),
            "unsupported COPY source: {source}"
        );
        let from = repo.join(source);
        assert!(
            from.exists(),
            "the Dockerfile copies {source}, which does not exist"
        );
        let to = if from.is_dir() {
            dest.clone()
        } else if into_dir {
            dest.join(from.file_name().unwrap())
        } else {
            dest.clone()
        };
        let relative = source.trim_start_matches("./").trim_end_matches('/');
        copy_into(&from, &to, relative, ignore);
    }
}

/// What running the build stage did.
struct Outcome {
    /// Whether every RUN succeeded.
    ok: bool,
    /// What the last RUN printed on stderr (cargo's progress and errors).
    last_stderr: String,
    /// Everything printed, for messages.
    log: String,
    /// `--bin` names of the last cargo command.
    bins: Vec<String>,
}

/// Runs the build stage of `dockerfile` in `scratch` (emptied first), in this build's own target
/// directory (see [`target_dir`]).
fn run_build_stage(dockerfile: &str, scratch: &Path) -> Outcome {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let build = stages(dockerfile)
        .into_iter()
        .next()
        .expect("a build stage");
    assert!(build[0].args.ends_with("AS build"), "{:?}", build[0]);
    let _ = fs::remove_dir_all(scratch);
    let mut work = scratch.to_path_buf();
    fs::create_dir_all(&work).unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let ignore = DockerIgnore::of_repository();
    let mut log = String::new();
    let mut last_stderr = String::new();
    let mut bins = Vec::new();
    let mut cargo_runs = 0;
    for instruction in &build[1..] {
        match instruction.keyword.as_str() {
            "WORKDIR" => {
                work = scratch.join(instruction.args.trim_start_matches('/'));
                fs::create_dir_all(&work).unwrap();
            }
            "COPY" => copy(repo, &work, &instruction.args, &ignore),
            "ENV" | "ARG" | "LABEL" => {}
            "RUN" => {
                let script = &instruction.args;
                let mut words = script.split_whitespace().peekable();
                while let Some(word) = words.next() {
                    if word == "--bin" {
                        bins = words
                            .peek()
                            .map(|b| vec![b.to_string()])
                            .unwrap_or_default();
                    }
                }
                let checked = script.replace("cargo build", "cargo check --offline");
                let checked = checked.replace(" --release", "");
                cargo_runs += usize::from(checked != *script);
                let mut sh = Command::new("sh");
                for (name, _) in std::env::vars_os() {
                    if set_by_cargo_for_tests(&name.to_string_lossy()) {
                        sh.env_remove(name);
                    }
                }
                let out = sh
                    .arg("-c")
                    .arg(&checked)
                    .current_dir(&work)
                    .env("PATH", path_with_cargo(&cargo))
                    .env("CARGO_TARGET_DIR", target_dir())
                    .env("CARGO_TERM_COLOR", "never")
                    .output()
                    .expect("sh runs");
                last_stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                log.push_str(&format!(
                    "$ {checked}\n{}{last_stderr}\n",
                    String::from_utf8_lossy(&out.stdout)
                ));
                if !out.status.success() {
                    return Outcome {
                        ok: false,
                        last_stderr,
                        log,
                        bins,
                    };
                }
            }
            other => panic!("the test does not know the build stage's {other}: teach it"),
        }
    }
    assert!(cargo_runs >= 2, "expected a dependency build and a build");
    Outcome {
        ok: true,
        last_stderr,
        log,
        bins,
    }
}

/// PATH with the directory of the cargo running this test first.
fn path_with_cargo(cargo: &str) -> String {
    let mut dirs: Vec<PathBuf> = Path::new(cargo)
        .parent()
        .map(Path::to_path_buf)
        .into_iter()
        .collect();
    dirs.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(dirs).unwrap().into_string().unwrap()
}

/// Where the check's scratch copy lives: `dockerfile-check/` in this build's target directory
/// (the test binary is `<target>/debug/deps/e2e-<hash>`), kept between runs.
fn check_dir() -> PathBuf {
    target_dir().join("debug").join("dockerfile-check")
}

/// The target directory of this build, which the check shares: the dependencies it checks are
/// those `cargo clippy` (run before the tests in `.ci/run`) has already checked there, so on a
/// clean CI machine they are not checked a second time (that took about three minutes on two
/// cores). For the fingerprints to match, the check runs without the variables cargo sets for a
/// test (see [`set_by_cargo_for_tests`]).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.ancestors()
        .nth(3)
        .expect("the test binary lives in <target>/<profile>/deps")
        .to_path_buf()
}

/// Variables cargo adds to a test's environment (the package's name and version, its manifest,
/// the binaries' paths, the dynamic library path, to which it adds its own directories). A cargo
/// started with them would see a different environment from the build that checked the
/// dependencies and check them again.
fn set_by_cargo_for_tests(name: &str) -> bool {
    const PREFIXES: [&str; 4] = [
        "CARGO_PKG_",
        "CARGO_MANIFEST_",
        "CARGO_BIN_",
        "CARGO_CRATE_",
    ];
    PREFIXES.iter().any(|p| name.starts_with(p))
        || matches!(
            name,
            "CARGO"
                | "CARGO_PRIMARY_PACKAGE"
                | "CARGO_TARGET_TMPDIR"
                | "CARGO_RUSTC_CURRENT_DIR"
                | "OUT_DIR"
                | "LD_LIBRARY_PATH"
        )
}

/// Always the same path: cargo's fingerprints of the copied crate are kept between runs.
fn scratch() -> PathBuf {
    check_dir().join("context")
}

fn dockerfile() -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Dockerfile")).unwrap()
}

/// The Dockerfile's build stage succeeds with exactly what it copies, its last cargo command
/// compiles the copied sources, and the runtime stage takes the binary it built. Then the same
/// check, on altered copies of the Dockerfile, fails without the COPY of `locales/` (embedded in
/// the binary) and sees the stale stubs' build without the `touch`, so it can fail. One test, so
/// the cargo commands run one after the other in one scratch directory.
#[test]
fn the_dockerfile_builds_from_what_it_copies() {
    let text = dockerfile();
    let outcome = run_build_stage(&text, &scratch());
    assert!(
        outcome.ok,
        "the Dockerfile's build stage fails:\n{}",
        outcome.log
    );
    assert!(
        outcome.last_stderr.contains("Checking tabula v"),
        "the last cargo command took the stubs' build for up to date (touch the copied \
         sources):\n{}",
        outcome.log
    );
    let runtime = stages(&text).pop().unwrap();
    let binary = runtime
        .iter()
        .filter(|i| i.keyword == "COPY" && i.args.starts_with("--from=build"))
        .find_map(|i| i.args.split_whitespace().nth(1))
        .expect("the runtime stage copies the binary from the build stage");
    let name = binary
        .strip_prefix("/src/target/release/")
        .expect("the binary comes from the release target directory");
    assert_eq!(outcome.bins, [name.to_string()], "{}", outcome.log);
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    assert!(manifest.contains(&format!("name = \"{name}\"")));

    // Without the COPY of locales/, the build fails, naming what is missing.
    let without_locales: String = text
        .lines()
        .filter(|l| !l.starts_with("COPY locales"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(without_locales, text, "the Dockerfile copies locales/");
    let outcome = run_build_stage(&without_locales, &scratch());
    assert!(!outcome.ok, "built without locales/:\n{}", outcome.log);
    assert!(outcome.last_stderr.contains("locales"), "{}", outcome.log);

    // Without the touch, cargo keeps the stubs' build: the first check above would fail.
    let without_touch = text.replace("find src -name '*.rs' -exec touch {} + && ", "");
    assert_ne!(
        without_touch, text,
        "the Dockerfile touches the copied sources"
    );
    let outcome = run_build_stage(&without_touch, &scratch());
    assert!(outcome.ok, "{}", outcome.log);
    assert!(
        !outcome.last_stderr.contains("Checking tabula v"),
        "without the touch cargo should have kept the stubs' build:\n{}",
        outcome.log
    );
}

/// `.dockerignore` keeps `docker build` from sending the target directory (gigabytes), `.git`,
/// local databases, backups and editor files, and leaves out nothing the Dockerfile copies (the
/// build check above would fail later, and less plainly). The check itself can fail: with
/// `locales/` or the migrations' SQL left out, it names them.
#[test]
fn the_dockerignore_leaves_out_local_state_and_nothing_the_dockerfile_copies() {
    let text = dockerfile();
    let ignore = DockerIgnore::of_repository();
    assert!(
        !ignore.rules.is_empty(),
        "the repository has a .dockerignore"
    );
    let left_out = copied_but_ignored(&text, &ignore);
    assert!(
        left_out.is_empty(),
        ".dockerignore leaves out files the Dockerfile copies: {left_out:?}"
    );
    for path in [
        "target/release/tabula",
        ".git/HEAD",
        "tabula.db",
        "tabula.db-wal",
        "data/tabula.db-shm",
        "tabula.sqlite",
        "backups/tabula-20260101T000000Z.db",
        "boards/12.png",
        "tabula.toml",
        "src/store/.mod.rs.swp",
        "src/store/mod.rs~",
        ".idea/workspace.xml",
        ".vscode/settings.json",
    ] {
        assert!(
            ignore.excludes(path),
            ".dockerignore should leave out {path}"
        );
    }
    for path in ["src/main.rs", "Cargo.lock", "locales/en/games.ftl"] {
        assert!(!ignore.excludes(path), ".dockerignore leaves out {path}");
    }

    for (extra, expected) in [
        ("locales", "locales/en/"),
        ("src/**/*.sql", "src/store/migrations/0001_init.sql"),
    ] {
        let mut rules = DockerIgnore::of_repository();
        rules.rules.extend(DockerIgnore::parse(extra).rules);
        let left_out = copied_but_ignored(&text, &rules);
        assert!(
            left_out.iter().any(|f| f.starts_with(expected)),
            "with {extra:?} ignored: {left_out:?}"
        );
    }
    // An exception takes back what an earlier line left out.
    let rules = DockerIgnore::parse("src\n!src/main.rs");
    assert!(rules.excludes("src/lib.rs") && !rules.excludes("src/main.rs"));
}
