//! Every declared column list (`sql::FromRow`) is read whole, on both databases: each list
//! selected from its `FROM` as it is written, each row read by its reader, which must read as
//! many columns as the list names (`Row::read` refuses a row it read more or less of).

use crate::games::{AnyGame, Variant};
use crate::store::daily::{DailyPost, DailySetting};
use crate::store::puzzle_candidates::{ClaimedCandidate, NewCandidate};
use crate::store::puzzles::{NewPuzzle, OpenAttempt, PuzzleRatingRow, PuzzleRecord, PuzzleSource};
use crate::store::ratings::{BestWin, RatingChangeRow, RatingRow};
use crate::store::rows::RawAction;
use crate::store::sql::{FromRow, Row};
use crate::store::testing::both_stores;
use crate::store::tournaments::events::EventRecord;
use crate::store::tournaments::{
    EntrantRecord, NewPairing, NewTournament, NewTournamentGame, PairingRecord, TournamentRow,
};
use crate::store::Origin;
use crate::store::{args, now, NewPlayer, PlayerRecord, Store};
use crate::store::{DigestDue, NoticeChoice, TurnDue, WaitingGame};
use crate::tournament::Format;

/// How many columns `columns` (a list after `SELECT`) names: its commas outside brackets, and
/// one.
fn column_count(columns: &str) -> usize {
    let mut depth = 0i32;
    let mut count = 1;
    for c in columns.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => count += 1,
            _ => {}
        }
    }
    count
}

/// Reads every row of `T`'s list from its `FROM`; how many there were.
fn read_whole<T: FromRow>(store: &Store) -> usize {
    let sql = format!("SELECT {} {}", T::COLUMNS, T::FROM);
    let rows = store
        .with_db(|db| {
            db.query(&sql, args![], |r: &Row| {
                assert_eq!(r.len(), column_count(T::COLUMNS), "{sql}");
                r.read::<T>()
            })
        })
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    rows.len()
}

fn person(name: &'static str) -> NewPlayer<'static> {
    NewPlayer {
        external_id: name,
        name,
        mention: name,
    }
}

both_stores! {
    fn every_declared_column_list_is_read_whole(store) {
        // A tournament of two with a game, and a rating and a rated win by hand.
        let t = store
            .create_tournament(Origin::Console, &NewTournament {
                guild: Some("guild"),
                channel: "chan",
                variant: Variant::LatrunculiPiso,
                format: Format::Swiss,
                rounds: Some(1),
                clock: 86_400,
                rated: true,
                creator: person("alice"),
                starts_at: Some(now() + 3_600),
                lang: "en",
            })
            .unwrap();
        for (v, name) in ["bob", "carol"].into_iter().enumerate() {
            store.join_tournament(Origin::Console, t.id, v as i64, &person(name), 1).unwrap();
        }
        let ids: Vec<_> = store.entrants(t.id).unwrap().iter().map(|e| e.player.id).collect();
        let t = store.tournament(t.id).unwrap().unwrap();
        let pairing = NewPairing {
            board: 1,
            first: ids[0],
            second: Some(ids[1]),
            result: None,
            forfeit: false,
            game: Some(NewTournamentGame {
                state: AnyGame::new(Variant::LatrunculiPiso),
                actions: Vec::new(),
                deadline: now() + 86_400,
                remind_at: now() + 60_000,
            }),
        };
        let game = store.start_round(&t, 1, 1, &[pairing]).unwrap()[0].unwrap();
        store
            .write(|db| {
                db.execute(
                    "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, \
                     games, wins, draws, losses, rated_at, established_until) \
                     VALUES (?1, ?2, 1600.0, 200.0, 0.06, 1, 1, 0, 0, 0, 0)",
                    args![ids[0], Variant::LatrunculiPiso.id()],
                )?;
                for (player, opponent, score) in [(ids[0], ids[1], 1.0), (ids[1], ids[0], 0.0)] {
                    db.execute(
                        "INSERT INTO rating_changes (game_id, player_id, opponent_id, variant, \
                         score, rating_before, rating_after, deviation_before, deviation_after, \
                         created_at) VALUES (?1, ?2, ?3, ?4, ?5, 1500.0, 1500.0, 350.0, 350.0, 0)",
                        args![game, player, opponent, Variant::LatrunculiPiso.id(), score],
                    )?;
                }
                db.execute(
                    "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                     VALUES (?1, 1, NULL, 'chance', 'roll:3', 0)",
                    args![game],
                )?;
                Ok(())
            })
            .unwrap();

        let puzzle = NewPuzzle {
            variant: Variant::Ergo,
            position: "p".into(),
            line: vec!["c2".into()],
            theme: "five-in-a-row".into(),
            rating: 1200.0,
            source: PuzzleSource::Game(game),
            note: None,
        };
        store.add_puzzles(&[puzzle], 1).unwrap();
        store.start_puzzle(Origin::Console, &person("alice"), None, 2).unwrap();

        assert_eq!(read_whole::<PuzzleRecord>(&store), 1);
        let candidate = NewCandidate {
            ply: 3,
            position: "q".into(),
        };
        store
            .queue_puzzle_candidates(game, Variant::Ergo, &[candidate], 400, 1)
            .unwrap();
        assert_eq!(read_whole::<ClaimedCandidate>(&store), 1);
        store
            .write(|db| {
                db.execute(
                    "INSERT INTO puzzle_ratings (player_id, variant, rating, deviation, \
                     volatility, attempts, solved, rated_at) \
                     VALUES (?1, ?2, 1500.0, 300.0, 0.06, 1, 1, 0)",
                    args![ids[0], Variant::Ergo.id()],
                )
            })
            .unwrap();
        assert_eq!(read_whole::<PuzzleRatingRow>(&store), 1);
        assert_eq!(read_whole::<OpenAttempt>(&store), 1);
        assert_eq!(read_whole::<PlayerRecord>(&store), 3);
        assert_eq!(read_whole::<TournamentRow>(&store), 1);
        assert_eq!(read_whole::<EventRecord>(&store), 1);
        assert_eq!(read_whole::<EntrantRecord>(&store), 2);
        assert_eq!(read_whole::<PairingRecord>(&store), 1);
        assert_eq!(read_whole::<RatingRow>(&store), 1);
        assert_eq!(read_whole::<BestWin>(&store), 2);
        assert_eq!(read_whole::<RatingChangeRow>(&store), 2);
        assert_eq!(read_whole::<RawAction>(&store), 1);
        store
            .set_notices(&person("bob"), NoticeChoice::Digest(3), "en", Some(0), 0)
            .unwrap();
        assert_eq!(read_whole::<DigestDue>(&store), 1);
        assert_eq!(read_whole::<WaitingGame>(&store), 1);
        read_whole::<TurnDue>(&store);
        store
            .set_daily("guild", "daily", 0, &person("bob"), "en", 100, 0)
            .unwrap();
        assert!(store.claim_daily("guild", 100, 86_500, 0, 100).unwrap().is_some());
        assert_eq!(read_whole::<DailySetting>(&store), 1);
        assert_eq!(read_whole::<DailyPost>(&store), 1);
    }
}

#[test]
fn a_row_read_by_a_reader_of_fewer_or_more_columns_is_refused() {
    let store = Store::open_in_memory().unwrap();
    store.with_db(|db| {
        db.execute(
            "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
             VALUES ('x', 'x', 'x', 0, 0)",
            args![],
        )
        .unwrap();
        let mut read = |sql: &str| db_read(db, sql);
        assert!(read("SELECT p.id, p.external_id, p.name, p.mention FROM players p").is_ok());
        let more = read("SELECT p.id, p.external_id, p.name, p.mention, p.id FROM players p");
        assert!(
            more.as_ref()
                .is_err_and(|e| e.to_string().contains("4 columns read of a row of 5")),
            "{more:?}"
        );
        assert!(read("SELECT p.id, p.external_id, p.name FROM players p").is_err());
    });
}

fn db_read(
    db: &mut crate::store::Db<'_>,
    sql: &str,
) -> Result<Vec<PlayerRecord>, crate::store::StoreError> {
    db.query(sql, args![], Row::read)
}
