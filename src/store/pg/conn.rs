//! One connection to PostgreSQL, with its prepared statements, that sends a transaction's
//! statements in as few round trips as their results allow.
//!
//! A round trip to the server costs more than most of the store's statements (each is a wait
//! on the network and two context switches, and on a busy machine a wait for a core on each
//! side), so a move of a game that goes on is written in one, not six:
//!
//! - a transaction's `BEGIN` is not sent on its own: it goes with the transaction's first
//!   statement (and a transaction that ran no statement sends neither it nor its end);
//! - a statement whose result the store does not read before the commit (an action appended
//!   to a history: [`Db::execute_later`](crate::store::sql::Db::execute_later)) is queued and
//!   sent with the next statement or with the `COMMIT`;
//! - so is a statement that must change a row, whose only result is whether it did (the
//!   interaction's claim, the move's `UPDATE` with the version check:
//!   [`Db::execute_later_changing`](crate::store::sql::Db::execute_later_changing)): the
//!   server checks the count itself, and changing nothing is an error that rolls the
//!   transaction back, mapped here to the caller's (a replayed interaction, a conflict).
//!
//! Statements are still executed in the order they were written, one after the other, in the
//! same transaction: only the waiting between them is saved (PostgreSQL's pipelining, which
//! `tokio-postgres` does when requests are sent before their answers are awaited). An error in
//! a queued statement is the transaction's error: the server rolls the transaction back (its
//! `COMMIT` ends as a `ROLLBACK`) and the call fails with that error.
//!
//! The client is `tokio-postgres`, driven on a runtime of this connection's own on the calling
//! thread, as the blocking `postgres` crate drives it (which cannot send two requests at once).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::task::Poll;

use postgres::types::ToSql;
use postgres::Statement;
use tokio::runtime::Runtime;

use crate::store::sql::{postgres_sql, Cell, MustChange, CHANGED_NOTHING};
use crate::store::StoreError;

/// Prepared statements kept per connection; past this the cache starts again (the store has
/// about 150 distinct statements).
const STATEMENTS: usize = 512;

/// A connection to PostgreSQL (see the module's text).
pub struct PgConn {
    client: tokio_postgres::Client,
    /// Drives the connection while a call waits for its answers; dropped after the client.
    runtime: Runtime,
    /// Prepared statements, by the store's SQL (before translation).
    statements: HashMap<String, Statement>,
    /// The open transaction's `BEGIN`, until it is sent with its first statement.
    begin: Option<String>,
    /// Whether a transaction is open (its `BEGIN` sent or not).
    in_transaction: bool,
    /// Statements queued until the next one or the commit, each with what its failure means
    /// when it must change a row.
    later: Vec<(Statement, Vec<Cell>, Option<MustChange>)>,
}

impl PgConn {
    /// Connects with `config`.
    pub fn connect(config: &tokio_postgres::Config) -> Result<PgConn, StoreError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StoreError::Unavailable(format!("no runtime for a connection: {e}")))?;
        let (client, connection) = runtime.block_on(config.connect(tokio_postgres::NoTls))?;
        runtime.spawn(async move {
            // Ends when the connection closes; its error is the next call's.
            let _ = connection.await;
        });
        Ok(PgConn {
            client,
            runtime,
            statements: HashMap::new(),
            begin: None,
            in_transaction: false,
            later: Vec::new(),
        })
    }

    /// Whether the connection is closed (the server went away, the link broke).
    pub fn is_closed(&self) -> bool {
        self.client.is_closed()
    }

    /// The prepared statement for the store's `sql` (prepared on first use).
    pub fn statement(&mut self, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.send(|client| async move {
            client.prepare(&postgres_sql(sql)).await.map_err(Into::into)
        })?;
        if self.statements.len() >= STATEMENTS {
            self.statements.clear();
        }
        self.statements.insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    /// Runs a prepared statement; how many rows it changed.
    pub fn execute(&mut self, statement: &Statement, args: &[Cell]) -> Result<u64, StoreError> {
        self.send(|client| async move { Ok(client.execute(statement, &params(args)).await?) })
    }

    /// Runs a prepared statement; its rows.
    pub fn query(
        &mut self,
        statement: &Statement,
        args: &[Cell],
    ) -> Result<Vec<tokio_postgres::Row>, StoreError> {
        self.send(|client| async move { Ok(client.query(statement, &params(args)).await?) })
    }

    /// Queues a statement until the next one or the commit, inside a transaction; outside one,
    /// runs it now.
    pub fn execute_later(&mut self, statement: Statement, args: &[Cell]) -> Result<(), StoreError> {
        self.later_or_now(statement, args, None)
    }

    /// Queues, as [`PgConn::execute_later`], a statement wrapped by
    /// [`must_change_sql`](crate::store::sql::must_change_sql): when it changes no row, the
    /// transaction's error is `unless.none`; when a constraint refuses it, `unless.refused`.
    pub fn execute_later_changing(
        &mut self,
        statement: Statement,
        args: &[Cell],
        unless: MustChange,
    ) -> Result<(), StoreError> {
        self.later_or_now(statement, args, Some(unless))
    }

    fn later_or_now(
        &mut self,
        statement: Statement,
        args: &[Cell],
        unless: Option<MustChange>,
    ) -> Result<(), StoreError> {
        if self.in_transaction {
            self.later.push((statement, args.to_vec(), unless));
            return Ok(());
        }
        match self.execute(&statement, args) {
            Ok(_) => Ok(()),
            Err(e) => Err(must_change_error(e, unless)),
        }
    }

    /// Runs statements without parameters (the simple protocol).
    pub fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.send(|client| async move { Ok(client.batch_execute(sql).await?) })
    }

    /// An empty query: whether the server answers.
    pub fn ping(&mut self) -> Result<(), StoreError> {
        self.batch("")
    }

    /// Opens a transaction with `begin` (`BEGIN`, with its options), sent with its first
    /// statement.
    pub fn begin(&mut self, begin: &str) {
        self.begin = Some(begin.to_string());
        self.in_transaction = true;
        self.later.clear();
    }

    /// Commits the open transaction, sent with the statements still queued (a queued statement's
    /// error is the commit's: the server then rolls back). A transaction that sent nothing ends
    /// without a round trip.
    pub fn commit(&mut self) -> Result<(), StoreError> {
        self.end("COMMIT")
    }

    /// Rolls the open transaction back; the statements still queued are dropped. A transaction
    /// that sent nothing ends without a round trip.
    pub fn rollback(&mut self) -> Result<(), StoreError> {
        self.later.clear();
        self.end("ROLLBACK")
    }

    fn end(&mut self, end: &str) -> Result<(), StoreError> {
        self.in_transaction = false;
        if self.begin.is_some() && self.later.is_empty() {
            self.begin = None;
            return Ok(());
        }
        self.batch(end)
    }

    /// Sends what is pending (the transaction's `BEGIN`, the queued statements), then the
    /// request `f` makes, without waiting in between; then waits for every answer. The first
    /// error, in the order they were sent, is the call's.
    fn send<'a, T, F, Fut>(&'a mut self, f: F) -> Result<T, StoreError>
    where
        F: FnOnce(&'a tokio_postgres::Client) -> Fut,
        Fut: Future<Output = Result<T, StoreError>> + 'a,
    {
        let begin = self.begin.take();
        let later = std::mem::take(&mut self.later);
        let this: &'a PgConn = self;
        let client = &this.client;
        this.runtime.block_on(async move {
            // `join!` polls its futures in order, and each sends its request when first polled:
            // the requests leave in this order, before any answer is awaited.
            let begun = async {
                match &begin {
                    Some(begin) => client.batch_execute(begin).await,
                    None => Ok(()),
                }
            };
            let queued = all_in_order(later.iter().map(|(statement, args, _)| {
                client.execute_raw(statement, args.iter().map(|a| a as &dyn ToSql))
            }));
            let (begun, queued, out) = tokio::join!(begun, queued, f(client));
            begun?;
            for (done, (_, _, unless)) in queued.into_iter().zip(later) {
                if let Err(e) = done {
                    return Err(must_change_error(StoreError::from(e), unless));
                }
            }
            out
        })
    }
}

/// Every future's output, each polled first in the order given (so each sends its request in
/// that order), all awaited together.
async fn all_in_order<F: Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut futures: Vec<Pin<Box<F>>> = futures.map(Box::pin).collect();
    let mut outs: Vec<Option<F::Output>> = futures.iter().map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (future, out) in futures.iter_mut().zip(outs.iter_mut()) {
            if out.is_none() {
                match future.as_mut().poll(cx) {
                    Poll::Ready(done) => *out = Some(done),
                    Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            Poll::Pending
        } else {
            Poll::Ready(())
        }
    })
    .await;
    outs.into_iter().flatten().collect()
}

/// A queued statement's error as the call's: for a statement that must change a row, the
/// server's "changed nothing" (see `must_change_sql`) or a refusing constraint become what the
/// caller asked for.
fn must_change_error(e: StoreError, unless: Option<MustChange>) -> StoreError {
    let Some(unless) = unless else { return e };
    let changed_nothing = matches!(&e, StoreError::Postgres(pg)
        if pg.code().is_some_and(|c| c.code() == CHANGED_NOTHING));
    if changed_nothing {
        unless.none
    } else {
        unless.refused(e)
    }
}

fn params(args: &[Cell]) -> Vec<&(dyn ToSql + Sync)> {
    args.iter().map(|a| a as &(dyn ToSql + Sync)).collect()
}
