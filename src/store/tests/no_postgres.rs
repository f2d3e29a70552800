//! A build without the `postgres` feature: a PostgreSQL URL is refused in one line, not opened as
//! a file's path (run by `cargo test --no-default-features`).

use super::*;

#[test]
fn a_postgresql_url_is_refused_in_one_line_rather_than_opened_as_a_file() {
    for url in [
        "postgres://bot:s3cret@127.0.0.1/tabula",
        "postgresql://bot@db.example/tabula",
        "host=127.0.0.1 user=bot password=s3cret dbname=tabula",
    ] {
        let error = match Store::open_location(url, Some(20)) {
            Ok(_) => panic!("{url} opened"),
            Err(e) => e,
        };
        assert!(matches!(error, StoreError::Connect(_)), "{url}: {error:?}");
        assert_eq!(error.to_string(), NO_POSTGRES, "{url}");
        assert!(!error.to_string().contains('\n'));
        assert!(!std::path::Path::new(url).exists(), "{url} was created");
    }
    // A file's path still opens.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let store = Store::open_location(path.to_str().unwrap(), None).unwrap();
    assert!(!store.is_postgres());
}
