//! After the copy, the bot on PostgreSQL: the same lists and boards as on SQLite, its games go
//! on, and new ones get fresh ids.

use std::sync::Arc;

use super::fixture::{self, CHANNEL, GUILD, NOW};
use super::*;
use crate::games::{ToAct, Variant};
use crate::i18n::Lang;
use crate::service::ratings::BoardScope;
use crate::service::time::FakeClock;
use crate::service::{Caller, ChallengeOptions, Challenged, Service};

fn caller(name: &str) -> Caller {
    Caller {
        user: fixture::user(name),
        channel: CHANNEL.to_string(),
        guild: Some(GUILD.to_string()),
        lang: Lang::En,
        interaction: None,
    }
}

/// The fixture copied to a fresh PostgreSQL database: the services on the SQLite source and on
/// the copy, on one clock a little after the fixture's.
fn copied(dir: &Path) -> Option<(Service, Service)> {
    let (_, url) = database()?;
    let path = source(dir);
    sqlite_to_postgres(&path, &url).unwrap();
    let clock = Arc::new(FakeClock::at(NOW + 3_600));
    let sqlite = Service::new(Store::open(&path).unwrap()).with_clock(clock.clone());
    let postgres = Service::new(Store::open_postgres(&url).unwrap()).with_clock(clock);
    Some((sqlite, postgres))
}

#[test]
fn the_game_lists_and_the_leaderboards_read_the_same_through_the_service_on_both() {
    let dir = tempfile::tempdir().unwrap();
    let Some((sqlite, postgres)) = copied(dir.path()) else {
        return;
    };
    for name in ["alice", "bruno", "carla", "dario", "erika"] {
        let on_sqlite = sqlite.games(&caller(name)).unwrap();
        assert!(
            on_sqlite.text.contains('#'),
            "{name} has games: {}",
            on_sqlite.text
        );
        assert_eq!(
            postgres.games(&caller(name)).unwrap(),
            on_sqlite,
            "{name}'s games"
        );
    }
    for &variant in Variant::ALL {
        for scope in [BoardScope::Server, BoardScope::Global] {
            let board = |svc: &Service| {
                svc.leaderboard(&caller("alice"), variant, scope, None, true)
                    .unwrap()
            };
            assert_eq!(board(&postgres), board(&sqlite), "{variant} {scope:?}");
        }
    }
}

#[test]
fn a_move_in_an_active_game_after_the_copy_is_played_on_postgresql() {
    let dir = tempfile::tempdir().unwrap();
    let Some((sqlite, postgres)) = copied(dir.path()) else {
        return;
    };
    let store = postgres.store();
    // Every active game of the fixture goes on: the side to act plays its first legal action.
    let mut played = 0;
    for id in 1..=sqlite_max_game(&sqlite) {
        let Some((record, game)) = store.load(id).unwrap() else {
            continue;
        };
        if record.status != crate::store::Status::Active {
            continue;
        }
        let ToAct::Side(side) = game.to_act() else {
            continue;
        };
        let before = store.actions(id).unwrap().len();
        let mv = game.legal_move_texts()[0].clone();
        let name = record.player(side).name.clone();
        postgres
            .play(&caller_in(&name, &record.channel), &mv, Some(id))
            .unwrap_or_else(|e| panic!("#{id} {mv}: {e:?}"));
        let after = store.actions(id).unwrap();
        assert!(after.len() > before, "#{id}: nothing recorded");
        assert_eq!(after[before].text, mv, "#{id}");
        played += 1;
    }
    assert!(played >= Variant::ALL.len(), "{played} active games played");
}

fn caller_in(name: &str, channel: &str) -> Caller {
    Caller {
        channel: channel.to_string(),
        ..caller(name)
    }
}

fn sqlite_max_game(svc: &Service) -> i64 {
    svc.store().with_db(|db| {
        db.query_one("SELECT COALESCE(MAX(id), 0) FROM games", &[], |r| r.get(0))
            .unwrap()
    })
}

#[test]
fn a_game_made_after_the_copy_gets_a_fresh_id() {
    let dir = tempfile::tempdir().unwrap();
    let Some((sqlite, postgres)) = copied(dir.path()) else {
        return;
    };
    let last = sqlite_max_game(&sqlite);
    assert!(last > 10);
    let reply = postgres
        .challenge(
            &caller("fabio"),
            Challenged::Player(&fixture::user("gaia")),
            Variant::Ergo,
            ChallengeOptions::default(),
        )
        .unwrap();
    let id = reply
        .buttons
        .iter()
        .find_map(|b| match b.id {
            crate::service::ButtonId::Accept(id) => Some(id),
            _ => None,
        })
        .expect("an Accept button");
    assert_eq!(id, last + 1, "the new game's id");
    // The new players too: past every player copied.
    let players: i64 = sqlite.store().with_db(|db| {
        db.query_one("SELECT MAX(id) FROM players", &[], |r| r.get(0))
            .unwrap()
    });
    let record = postgres.store().record(id).unwrap().unwrap();
    for player in &record.players {
        assert!(player.id > players, "{player:?} reuses a copied id");
    }
}
