use super::*;

#[test]
fn names_sort_by_time_and_read_back() {
    let a = timestamped_name("tabula-", 1_795_000_000);
    let b = timestamped_name("tabula-", 1_795_000_001);
    assert_eq!(a, "tabula-20261118T110640Z.db");
    assert!(a < b);
    assert_eq!(parse_timestamped_name("tabula-", &a), Some(1_795_000_000));
    assert_eq!(parse_timestamped_name("tabula-", "tabula-x.db"), None);
    assert_eq!(parse_timestamped_name("tabula-", "other.db"), None);
}

#[test]
fn prune_keeps_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    for t in [3, 1, 2, 4] {
        std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
    }
    std::fs::write(dir.path().join("notes.txt"), b"x").unwrap();
    let removed = prune(dir.path(), "tabula-", 2, &[]).unwrap();
    assert_eq!(removed.len(), 2);
    let mut left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [
            "notes.txt".to_string(),
            timestamped_name("tabula-", 3),
            timestamped_name("tabula-", 4)
        ]
    );
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// A database made by the store, with one game, at `path`.
fn database(path: &Path) {
    drop(open_with_a_game(path));
}

/// The store open on `path`, where it wrote a game.
fn open_with_a_game(path: &Path) -> crate::store::Store {
    let store = crate::store::Store::open(path).unwrap();
    store
        .create_challenge(
            crate::store::Origin::Console,
            &crate::store::NewChallenge {
                variant: crate::games::Variant::LatrunculiPiso,
                guild: None,
                channel: "c",
                challenger: crate::store::NewPlayer {
                    external_id: "console:a",
                    name: "a",
                    mention: "a",
                },
                challenged: crate::store::NewPlayer {
                    external_id: "console:b",
                    name: "b",
                    mention: "b",
                },
                challenger_side: crate::games::Side::First,
                state: &crate::games::AnyGame::new(crate::games::Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            },
        )
        .unwrap();
    store
}

#[test]
fn prune_never_deletes_files_it_did_not_write() {
    let dir = tempfile::tempdir().unwrap();
    // The live database named like a backup, the README's manual copy, names the parser
    // would read but the scheduler never writes, a copy being written.
    let live = dir.path().join("tabula-1.db");
    std::fs::write(&live, b"live").unwrap();
    let others = [
        "tabula-manual.db",
        "tabula-2020111T000000Z.db",
        "tabula-+2020-01-01T000000Z.db",
        "tabula-20200101T000000Z.db.partial",
        "tabula-20200101T000000Z.db-wal",
    ];
    for name in others {
        std::fs::write(dir.path().join(name), b"x").unwrap();
    }
    for t in [1_700_000_000, 1_700_000_100] {
        std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
    }
    let removed = prune(dir.path(), "tabula-", 1, &[&live]).unwrap();
    assert_eq!(
        removed,
        [dir.path().join(timestamped_name("tabula-", 1_700_000_000))]
    );
    let left = names_in(dir.path());
    assert!(left.contains(&"tabula-1.db".to_string()), "{left:?}");
    for name in others {
        assert!(left.contains(&name.to_string()), "{name}: {left:?}");
    }
    assert_eq!(std::fs::read(&live).unwrap(), b"live");
}

#[test]
fn prune_never_deletes_the_database_or_the_new_copy_even_named_as_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    // The live database has a scheduled backup's name (the oldest), and is also reached by
    // a hard link elsewhere; the copy just written is older than others (the clock went
    // back).
    let live = dir.path().join(timestamped_name("tabula-", 1_600_000_000));
    std::fs::write(&live, b"live").unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let link = elsewhere.path().join("tabula.db");
    std::fs::hard_link(&live, &link).unwrap();
    let new = dir.path().join(timestamped_name("tabula-", 1_650_000_000));
    std::fs::write(&new, b"new").unwrap();
    for t in [1_700_000_000, 1_700_000_100] {
        std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
    }
    let removed = prune(dir.path(), "tabula-", 1, &[&link, &new]).unwrap();
    assert_eq!(
        removed,
        [dir.path().join(timestamped_name("tabula-", 1_700_000_000))]
    );
    assert_eq!(std::fs::read(&live).unwrap(), b"live");
    assert_eq!(std::fs::read(&new).unwrap(), b"new");
}

#[test]
fn a_backup_is_refused_onto_the_database_a_folder_or_from_something_not_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    database(&db);
    let refused = |source: &Path, dest: &Path, why: &str| {
        let before = names_in(dir.path());
        let e = backup(source, dest).unwrap_err().to_string();
        assert!(e.contains(why), "{e}");
        assert_eq!(e.lines().count(), 1, "{e}");
        assert_eq!(names_in(dir.path()), before, "nothing created for {e}");
    };
    refused(&db, &db, "the database itself");
    refused(
        &db,
        &dir.path().join(".").join("t.db"),
        "the database itself",
    );
    let link = dir.path().join("link.db");
    std::fs::hard_link(&db, &link).unwrap();
    refused(&db, &link, "the database itself");
    std::fs::remove_file(&link).unwrap();
    refused(&db, dir.path(), "is a folder");
    let slash = PathBuf::from(format!("{}/", dir.path().join("d").display()));
    refused(&db, &slash, "is a folder");
    refused(
        &dir.path().join("none.db"),
        &dir.path().join("b.db"),
        "no database",
    );
    refused(dir.path(), &dir.path().join("b.db"), "not a regular file");
    // Its write-ahead log while the store has it open.
    let store = crate::store::Store::open(&db).unwrap();
    let mut wal = db.as_os_str().to_os_string();
    wal.push("-wal");
    refused(&db, Path::new(&wal), "-wal file");
    drop(store);
    assert_eq!(names_in(dir.path()), ["t.db"]);
    // The database really is untouched, and a copy elsewhere works.
    let copy = dir.path().join("copy.db");
    backup(&db, &copy).unwrap();
    let count = |path: &Path| -> i64 {
        Connection::open(path)
            .unwrap()
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!((count(&db), count(&copy)), (1, 1));
    assert_eq!(names_in(dir.path()), ["copy.db", "t.db"]);
}

#[test]
fn a_backup_onto_the_databases_log_or_lock_files_is_refused_even_before_they_exist() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("live.db");
    database(&db);
    for suffix in ["-wal", "-shm", "-journal"] {
        // By the same path, and by another spelling of it (a `.` in the folder, relative).
        let mut name = db.as_os_str().to_os_string();
        name.push(suffix);
        let other = dir.path().join(".").join(format!("live.db{suffix}"));
        for dest in [PathBuf::from(&name), other] {
            let before = names_in(dir.path());
            let e = backup(&db, &dest).unwrap_err().to_string();
            assert!(e.contains(&format!("{suffix} file")), "{e}");
            assert_eq!(e.lines().count(), 1, "{e}");
            assert_eq!(names_in(dir.path()), before, "nothing created for {e}");
        }
    }
    // A file of the same names beside another database is no database's log.
    let other = dir.path().join("other.db-wal");
    backup(&db, &other).unwrap();
}

#[cfg(unix)]
#[test]
fn a_backup_from_a_fifo_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.db");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let e = backup(&fifo, &dir.path().join("b.db")).unwrap_err();
    assert!(e.to_string().contains("not a regular file"), "{e}");
    assert_eq!(names_in(dir.path()), ["fifo.db"]);
}

#[cfg(unix)]
#[test]
fn databases_backups_and_the_backup_folder_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let store = open_with_a_game(&db);
    assert_eq!(mode(&db), 0o600);
    for suffix in ["-wal", "-shm"] {
        let mut name = db.as_os_str().to_os_string();
        name.push(suffix);
        assert_eq!(mode(Path::new(&name)), 0o600, "{suffix}");
    }
    drop(store);
    let folder = dir.path().join("backups").join("daily");
    create_private_dir(&folder).unwrap();
    assert_eq!(mode(&folder), 0o700);
    assert_eq!(mode(&dir.path().join("backups")), 0o700);
    let copy = folder.join("copy.db");
    backup(&db, &copy).unwrap();
    assert_eq!(mode(&copy), 0o600);
    // The copy keeps the source's permissions, whatever the umask.
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o640)).unwrap();
    backup(&db, &copy).unwrap();
    assert_eq!(mode(&copy), 0o640);
}
