//! `/leaderboard` on a large store, and a replay GIF of a 100-action game.
//!
//! The store holds 100,000 players and 1,000,000 finished rated games (with their 2,000,000
//! rating changes and real Glicko-2 ratings, computed in game order with the bot's own
//! parameters). Players live on 200 servers, one of which ("big") holds a fifth of them; most
//! games are between players of the same server. Building it takes a while, so it is kept in
//! `target/bench-ratings.sqlite` and reused for 12 hours. Targets: at most 20 ms a leaderboard
//! query, at most 60 ms a 100-action replay GIF. Run with `cargo bench --bench ratings`.

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rusqlite::{params, Connection};
use tabula::games::{AnyGame, Variant};
use tabula::i18n::Lang;
use tabula::render::replay::replay_gif;
use tabula::render::RenderInfo;
use tabula::service::ratings::BoardScope;
use tabula::service::{Caller, Service, User};
use tabula::store::ratings::{established_until, rate, START};
use tabula::store::{now, Store};

const PLAYERS: usize = 100_000;
const GAMES: usize = 1_000_000;
const GUILDS: usize = 200;
const VARIANT: &str = "latrunculi-piso";

fn guild_of(player: usize) -> String {
    if player % 5 == 0 {
        "big".to_string()
    } else {
        format!("g{}", player % (GUILDS - 1))
    }
}

fn db_path() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("bench-ratings.sqlite")
}

/// Whether the cached store is complete and recent enough (idle growth counts from its build).
fn fresh(path: &Path) -> bool {
    let Ok(conn) = Connection::open(path) else {
        return false;
    };
    conn.query_row("SELECT built_at FROM bench_meta", [], |r| {
        r.get::<_, i64>(0)
    })
    .map(|t| now() - t < 12 * 3600)
    .unwrap_or(false)
}

fn build(path: &Path) {
    let _ = std::fs::remove_file(path);
    drop(Store::open(path).expect("schema"));
    let mut conn = Connection::open(path).unwrap();
    conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
        .unwrap();
    let t = now();
    let tx = conn.transaction().unwrap();
    {
        let mut insert = tx
            .prepare("INSERT INTO players (id, external_id, name, mention, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)")
            .unwrap();
        for p in 0..PLAYERS {
            insert
                .execute(params![
                    p as i64 + 1,
                    format!("bench:{p}"),
                    format!("Player {p}"),
                    format!("<@{p}>"),
                    t
                ])
                .unwrap();
        }
    }
    let mut rng = SmallRng::seed_from_u64(1);
    let mut ratings = vec![START; PLAYERS];
    let mut counts = vec![[0i64; 4]; PLAYERS]; // games, wins, draws, losses
    let mut boards = std::collections::HashSet::new();
    {
        let mut game = tx
            .prepare("INSERT INTO games (id, variant, guild, channel, challenger, first_player, second_player, status, to_act, winner, end_reason, state, version, created_at, updated_at, rated) VALUES (?1, ?2, ?3, 'c', ?4, ?4, ?5, 'finished', 'none', ?6, 'resignation', '{}', 3, ?7, ?7, 1)")
            .unwrap();
        let mut change = tx
            .prepare("INSERT INTO rating_changes (game_id, player_id, opponent_id, variant, score, rating_before, rating_after, deviation_before, deviation_after, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
            .unwrap();
        for g in 0..GAMES {
            let a = rng.random_range(0..PLAYERS);
            let b = loop {
                let b = if rng.random_bool(0.9) {
                    // Someone of the same server (same residue, or the big one).
                    if a % 5 == 0 {
                        rng.random_range(0..PLAYERS / 5) * 5
                    } else {
                        let k = rng.random_range(0..PLAYERS / GUILDS);
                        (k * (GUILDS - 1) + a % (GUILDS - 1)) % PLAYERS
                    }
                } else {
                    rng.random_range(0..PLAYERS)
                };
                if b != a {
                    break b;
                }
            };
            let guild = guild_of(a);
            let a_wins = rng.random_bool(0.5);
            let (score, winner) = if a_wins {
                (1.0, "first")
            } else {
                (0.0, "second")
            };
            let at = t - (GAMES - g) as i64; // one a second, oldest first
            let [na, nb] = rate(&ratings[a], &ratings[b], score);
            game.execute(params![
                g as i64 + 1,
                VARIANT,
                guild,
                a as i64 + 1,
                b as i64 + 1,
                winner,
                at
            ])
            .unwrap();
            for (p, o, s, before, after) in [
                (a, b, score, ratings[a], na),
                (b, a, 1.0 - score, ratings[b], nb),
            ] {
                change
                    .execute(params![
                        g as i64 + 1,
                        p as i64 + 1,
                        o as i64 + 1,
                        VARIANT,
                        s,
                        before.rating,
                        after.rating,
                        before.deviation,
                        after.deviation,
                        at
                    ])
                    .unwrap();
                let c = &mut counts[p];
                c[0] += 1;
                if s > 0.5 {
                    c[1] += 1
                } else {
                    c[3] += 1
                }
            }
            ratings[a] = na;
            ratings[b] = nb;
            boards.insert((guild.clone(), a));
            boards.insert((guild, b));
        }
    }
    {
        let mut insert = tx
            .prepare("INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, wins, draws, losses, rated_at, established_until) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)")
            .unwrap();
        for (p, r) in ratings.iter().enumerate() {
            let c = counts[p];
            if c[0] == 0 {
                continue;
            }
            insert
                .execute(params![
                    p as i64 + 1,
                    VARIANT,
                    r.rating,
                    r.deviation,
                    r.volatility,
                    c[0],
                    c[1],
                    c[2],
                    c[3],
                    t,
                    established_until(*r, t)
                ])
                .unwrap();
        }
        let mut entry = tx
            .prepare("INSERT INTO board_entries (guild, variant, player_id, rating, established_until) VALUES (?1, ?2, ?3, ?4, ?5)")
            .unwrap();
        for (guild, p) in &boards {
            let r = ratings[*p];
            entry
                .execute(params![
                    guild,
                    VARIANT,
                    *p as i64 + 1,
                    r.rating,
                    established_until(r, t)
                ])
                .unwrap();
        }
    }
    tx.execute_batch("CREATE TABLE bench_meta (built_at INTEGER); ANALYZE;")
        .unwrap();
    tx.execute("INSERT INTO bench_meta VALUES (?1)", [t])
        .unwrap();
    tx.commit().unwrap();
}

fn caller(guild: &str) -> Caller {
    Caller {
        user: User {
            id: "bench:0".into(),
            name: "Player 0".into(),
            mention: "<@0>".into(),
        },
        channel: "c".into(),
        guild: Some(guild.into()),
        lang: Lang::En,
        interaction: None,
    }
}

fn leaderboard(c: &mut Criterion) {
    let path = db_path();
    if !fresh(&path) {
        let started = std::time::Instant::now();
        build(&path);
        println!("built {} in {:.1?}", path.display(), started.elapsed());
    }
    let svc = Service::open(&path).expect("the bench store");
    let variant = Variant::LatrunculiPiso;
    let cases: [(&str, &str, BoardScope, i64, bool); 6] = [
        (
            "leaderboard server big p1",
            "big",
            BoardScope::Server,
            1,
            false,
        ),
        (
            "leaderboard server small p1",
            "g7",
            BoardScope::Server,
            1,
            false,
        ),
        ("leaderboard global p1", "g7", BoardScope::Global, 1, false),
        (
            "leaderboard global p50",
            "g7",
            BoardScope::Global,
            50,
            false,
        ),
        (
            "leaderboard global p100 (the last page)",
            "g7",
            BoardScope::Global,
            100,
            false,
        ),
        (
            "leaderboard server big p1 with provisional",
            "big",
            BoardScope::Server,
            1,
            true,
        ),
    ];
    for (label, guild, scope, page, provisional) in cases {
        let who = caller(guild);
        let reply = svc
            .leaderboard(&who, variant, scope, Some(page), provisional)
            .expect("a page");
        if page == 1 && !provisional {
            println!("{label}:\n{}", reply.text);
        }
        c.bench_function(label, |b| {
            b.iter(|| svc.leaderboard(black_box(&who), variant, scope, Some(page), provisional))
        });
    }
    let who = caller("big");
    c.bench_function("rating of a player (rank on a 20k-player server)", |b| {
        b.iter(|| svc.rating(black_box(&who), None))
    });
}

fn replay(c: &mut Criterion) {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let mut positions = vec![game.clone()];
    while positions.len() < 101 {
        let moves = game.legal_move_texts();
        assert!(
            !moves.is_empty(),
            "the seeded game ended before 100 actions"
        );
        game.play_text(&moves[rng.random_range(0..moves.len())])
            .unwrap();
        positions.push(game.clone());
    }
    let info = RenderInfo {
        names: ["Marcus Tullius Cicero", "Titus Pomponius Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: tabula::render::StatusExtra::None,
    };
    let gif = replay_gif(&positions, &info);
    println!("replay GIF of 100 actions: {} KiB", gif.len() / 1024);
    {
        let mut decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
        let area = decoder.width() as usize * decoder.height() as usize;
        let mut rects = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            rects.push(frame.width as usize * frame.height as usize);
        }
        let mean = rects[1..].iter().sum::<usize>() / (rects.len() - 1);
        println!(
            "frames: {}, picture {area} px, mean changed rectangle {mean} px",
            rects.len()
        );
    }
    c.bench_function("replay frames drawn only (101)", |b| {
        let mut canvas = tabula::render::canvas::Canvas::new(0, 0, 0);
        b.iter(|| {
            for p in &positions {
                tabula::render::draw(&mut canvas, black_box(p), &info);
            }
        })
    });
    c.bench_function("replay gif 100 actions", |b| {
        b.iter(|| replay_gif(black_box(&positions), black_box(&info)))
    });
}

criterion_group!(benches, replay, leaderboard);
criterion_main!(benches);
