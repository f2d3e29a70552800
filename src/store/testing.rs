//! Tests that run on both stores: [`both_stores!`] makes, of one test body taking a [`Store`],
//! a test `sqlite` (in memory) and a test `postgres` (a new database of the process's test
//! server, see `pg::cluster`), in a module named after the test. Where PostgreSQL is not
//! installed the `postgres` test passes without running (said once on standard error), unless
//! `TABULA_TEST_POSTGRES=require`. Without the `postgres` feature only the `sqlite` test is
//! made.

#[cfg(feature = "postgres")]
use super::pg::cluster::Cluster;
#[cfg(feature = "postgres")]
use super::Store;

/// A store on a new, migrated PostgreSQL database of the test server, or `None` where there is
/// no PostgreSQL.
#[cfg(feature = "postgres")]
pub(crate) fn postgres_store() -> Option<Store> {
    let cluster = Cluster::shared()?;
    let url = cluster.database();
    Some(Store::open_postgres(&url).unwrap_or_else(|e| panic!("{url}: {e}")))
}

/// One test, run on SQLite and on PostgreSQL: `both_stores! { fn name(store) { ... } }`.
macro_rules! both_stores {
    ($(#[$meta:meta])* fn $name:ident($store:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn body($store: $crate::store::Store) $body

            #[test]
            fn sqlite() {
                body($crate::store::Store::open_in_memory().expect("an in-memory store"));
            }

            #[cfg(feature = "postgres")]
            #[test]
            fn postgres() {
                if let Some(store) = $crate::store::testing::postgres_store() {
                    body(store);
                }
            }
        }
    };
}
pub(crate) use both_stores;
