//! The Dockerfile's build stage, run without Docker.
//!
//! `docker build` fails when a COPY line forgets a file the build needs, or when the dependency
//! step's stubs miss a target of `Cargo.toml` (cargo refuses a manifest naming a file that is not
//! there). Neither shows in `cargo test`, which sees the whole repository. So this test reads the
//! Dockerfile, copies into a scratch directory exactly what the build stage's COPY lines name
//! (keeping the files' modification times, as Docker does), and runs its RUN lines there with a
//! POSIX shell, in order, with `cargo check --offline` in place of `cargo build --release` (same
//! manifest, sources, lock file and embedded files; no code generation, so seconds instead of a
//! release build). It then checks that the last cargo command really compiled the copied sources
//! (not the stubs' leftovers) and that the runtime stage copies the binary that was built.
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

/// Copies a file or a directory tree, keeping modification times.
fn copy_into(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            copy_into(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
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

/// `COPY src... dest` from the repository into the scratch copy of WORKDIR, as Docker does it:
/// a directory's contents go into `dest`; several sources, or a `dest` ending in `/`, mean `dest`
/// is a directory.
fn copy(repo: &Path, work: &Path, args: &str) {
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
        copy_into(&from, &to);
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
            "COPY" => copy(repo, &work, &instruction.args),
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
