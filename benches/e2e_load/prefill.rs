//! `--prefill`: live games written into the database before the bot starts, and what the
//! database weighs afterwards.

use super::*;

/// Writes `count` live games into a new database at `path`: one real game through the service
/// (a 3-day clock, four moves), then copies of its row and history between fresh pairs of
/// players, each in a channel of its own, deadlines one to three days from now.
pub(crate) fn prefill(path: &Path, count: usize) {
    use tabula::service::{
        Caller, ChallengeOptions, Challenged, ClockChoice, First, Service, User,
    };
    let person = |i: u64| User {
        id: format!("discord:{}", 700_000_000_000_000_000 + i),
        name: format!("resident{i}"),
        mention: format!("<@{}>", 700_000_000_000_000_000 + i),
    };
    let caller = |user: User| Caller {
        user,
        channel: "1299999999999999999".into(),
        guild: Some(GUILD_ID.to_string()),
        lang: tabula::i18n::Lang::En,
        interaction: None,
    };
    let template = {
        let svc = Service::open(path).expect("the database opens");
        let (a, b) = (person(u64::MAX / 2), person(u64::MAX / 2 + 1));
        svc.challenge(
            &caller(a.clone()),
            Challenged::Player(&b),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        )
        .expect("the template challenge");
        let id: i64 = svc
            .store()
            .unfinished_games()
            .expect("games")
            .last()
            .expect("the template")
            .id;
        svc.accept(&caller(b.clone()), Some(id))
            .expect("the template starts");
        for i in 0..4 {
            let (_, state) = svc.store().load(id).unwrap().unwrap();
            let mv = state.legal_move_texts()[0].clone();
            let who = if i % 2 == 0 { &a } else { &b };
            svc.play(&caller(who.clone()), &mv, Some(id))
                .expect("a move");
        }
        id
    };
    let mut conn = Connection::open(path).unwrap();
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('games') WHERE name <> 'id'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let select: Vec<String> = columns
        .iter()
        .map(|c| match c.as_str() {
            "challenger" | "first_player" => "?2".to_string(),
            "second_player" => "?3".to_string(),
            "channel" => "?4".to_string(),
            "deadline" => "?5".to_string(),
            "remind_at" => "?6".to_string(),
            other => other.to_string(),
        })
        .collect();
    let copy_game = format!(
        "INSERT INTO games ({}) SELECT {} FROM games WHERE id = ?1 RETURNING id",
        columns.join(", "),
        select.join(", ")
    );
    let (first, second): (i64, i64) = conn
        .query_row(
            "SELECT first_player, second_player FROM games WHERE id = ?1",
            [template],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let now = tabula::store::now();
    let tx = conn.transaction().unwrap();
    {
        let mut player = tx
            .prepare(
                "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?4) RETURNING id",
            )
            .unwrap();
        let mut game = tx.prepare(&copy_game).unwrap();
        let mut actions = tx
            .prepare(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                 SELECT ?1, seq, CASE actor WHEN ?2 THEN ?4 WHEN ?3 THEN ?5 END, kind, text, \
                 created_at FROM actions WHERE game_id = ?6",
            )
            .unwrap();
        for i in 0..count as u64 {
            let ids: Vec<i64> = [2 * i, 2 * i + 1]
                .iter()
                .map(|&k| {
                    let p = person(k);
                    player
                        .query_row(rusqlite::params![p.id, p.name, p.mention, now], |r| {
                            r.get(0)
                        })
                        .unwrap()
                })
                .collect();
            let deadline = now + 86_400 + (i as i64 * 7_919) % (2 * 86_400);
            let channel = (1_250_000_000_000_000_000 + i).to_string();
            let id: i64 = game
                .query_row(
                    rusqlite::params![
                        template,
                        ids[0],
                        ids[1],
                        channel,
                        deadline,
                        deadline - 18 * 3_600
                    ],
                    |r| r.get(0),
                )
                .unwrap();
            actions
                .execute(rusqlite::params![
                    id, first, second, ids[0], ids[1], template
                ])
                .unwrap();
        }
    }
    tx.commit().unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
}

/// Bytes of the database file and of its write-ahead log; PostgreSQL's database's size (its
/// write-ahead log is the server's, shared by its databases: 0 here).
pub(crate) fn database_size(location: &Location) -> (u64, u64) {
    let database = match location {
        Location::Sqlite(path) => path,
        Location::Postgres(server) => {
            return (
                tokio::task::block_in_place(|| server.database_size()).unwrap_or(0),
                0,
            )
        }
    };
    sqlite_sizes(database)
}
