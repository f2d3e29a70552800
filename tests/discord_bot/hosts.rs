//! Several hosts on PostgreSQL: two bot processes, each in a network namespace of its own with
//! its own address (`ip netns`, a veth pair each, a bridge the test makes), one shard each,
//! sharing a PostgreSQL server and the fake Discord, both reached over the bridge. Games are
//! played under load on both; then one host is cut off from the database for a few seconds (its
//! commands get the "try again" reply, nothing is half-written, and it recovers by itself), and
//! the other host is killed with SIGKILL mid-load (no acknowledged move lost or doubled, the
//! survivor's games go on, and the bot's duties move to it: it registers the commands).
//!
//! Where namespaces cannot be made (not root, no `ip`), the two processes run on loopback and
//! the cut is left out, said on standard error.

use std::process::Command;

use tabula::service::{ClockChoice, Service};

use super::shards::{moves_in_db, new_game, places, Place};
use super::*;

/// The test's network: a bridge with the address of Discord (`.1`) and of PostgreSQL (`.254`),
/// and one namespace per host on it (`.2`, `.3`). Removed when dropped.
struct Net {
    bridge: String,
    namespaces: [String; 2],
    subnet: String,
}

impl Net {
    /// Makes the network, or `None` (with the reason) where this process cannot.
    fn make() -> Result<Net, String> {
        let pid = std::process::id();
        let subnet = format!("10.{}.{}", 100 + pid % 100, (pid / 100) % 250);
        let net = Net {
            bridge: format!("tbr{pid}"),
            namespaces: [format!("tabula{pid}a"), format!("tabula{pid}b")],
            subnet: subnet.clone(),
        };
        ip(&["link", "add", &net.bridge, "type", "bridge"])?;
        ip(&["addr", "add", &format!("{subnet}.1/24"), "dev", &net.bridge])?;
        ip(&[
            "addr",
            "add",
            &format!("{subnet}.254/24"),
            "dev",
            &net.bridge,
        ])?;
        ip(&["link", "set", &net.bridge, "up"])?;
        for (host, ns) in net.namespaces.iter().enumerate() {
            let (outside, inside) = (format!("tv{pid}{host}"), format!("tp{pid}{host}"));
            ip(&["netns", "add", ns])?;
            ip(&[
                "link", "add", &outside, "type", "veth", "peer", "name", &inside,
            ])?;
            ip(&["link", "set", &inside, "netns", ns])?;
            ip(&["link", "set", &outside, "master", &net.bridge, "up"])?;
            let address = format!("{subnet}.{}/24", host + 2);
            ip(&["-n", ns, "addr", "add", &address, "dev", &inside])?;
            ip(&["-n", ns, "link", "set", &inside, "up"])?;
            ip(&["-n", ns, "link", "set", "lo", "up"])?;
        }
        Ok(net)
    }

    fn discord(&self) -> String {
        format!("{}.1", self.subnet)
    }

    fn database(&self) -> String {
        format!("{}.254", self.subnet)
    }

    /// Cuts host `host` off from the database (`true`) or gives the link back: packets to the
    /// database's address are dropped in its namespace, as on a broken link (no reset, no
    /// refusal: the host finds out by its time-outs).
    fn cut(&self, host: usize, cut: bool) {
        let verb = if cut { "add" } else { "del" };
        let route = format!("{}/32", self.database());
        ip(&[
            "-n",
            &self.namespaces[host],
            "route",
            verb,
            "blackhole",
            &route,
        ])
        .unwrap();
    }
}

impl Drop for Net {
    fn drop(&mut self) {
        for ns in &self.namespaces {
            let _ = ip(&["netns", "del", ns]);
        }
        let _ = ip(&["link", "del", &self.bridge]);
    }
}

fn ip(args: &[&str]) -> Result<(), String> {
    let out = Command::new("ip")
        .args(args)
        .output()
        .map_err(|e| format!("ip: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "ip {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

/// A game of the load, with its position as the players know it.
struct Game {
    place: Place,
    id: i64,
    players: [TestUser; 2],
    state: AnyGame,
    /// Moves the bot acknowledged (a public answer).
    acknowledged: usize,
    /// A move sent and not acknowledged (its host died): the game is left alone after it.
    unanswered: bool,
}

/// What became of one `/move`.
#[derive(Debug, PartialEq)]
enum Outcome {
    /// Answered publicly: played.
    Played,
    /// Answered privately (deferred, then a private follow-up): the reply's text.
    Refused(String),
    /// No answer in time.
    Silent,
}

/// Sends game `g`'s next move and waits up to `within` for what the bot made of it.
async fn send_move(fake: &FakeDiscord, g: &Game, within: Duration) -> (Outcome, String) {
    let ToAct::Side(side) = g.state.to_act() else {
        panic!("game {}: nobody to act", g.id)
    };
    let text = g.state.legal_move_texts()[0].clone();
    let sent = fake.slash_in(
        g.place.channel,
        &g.players[side.index()],
        "move",
        vec![Opt::Str("move", text.clone()), Opt::Int("game", g.id)],
    );
    let outcome = fake
        .try_wait(within, |s| {
            let interaction = s.interactions.get(&sent.id)?;
            let answer = interaction.answer.as_ref()?;
            if answer.kind == 4 {
                return Some(if answer.ephemeral() {
                    Outcome::Refused(answer.content().to_string())
                } else {
                    Outcome::Played
                });
            }
            // Deferred: a private follow-up refuses; the "thinking" message edited plays.
            if let Some(private) = s.followups_of(sent.id).into_iter().find(|m| m.ephemeral()) {
                return Some(Outcome::Refused(private.content.clone()));
            }
            let original = s.messages.get(&interaction.original?)?;
            (!original.placeholder && !original.deleted && !original.content.is_empty())
                .then_some(Outcome::Played)
        })
        .await
        .unwrap_or(Outcome::Silent);
    (outcome, text)
}

/// Plays up to `moves` moves in each of `games` at once, one after the other in each game; a
/// game whose move goes unanswered is marked and left.
async fn play_all(fake: &FakeDiscord, games: &mut [Game], moves: usize, within: Duration) {
    let plays = games.iter_mut().map(|g| async move {
        for _ in 0..moves {
            if g.unanswered {
                return;
            }
            let (outcome, text) = send_move(fake, g, within).await;
            match outcome {
                Outcome::Played => {
                    g.state.play_text(&text).unwrap();
                    g.acknowledged += 1;
                }
                Outcome::Silent => g.unanswered = true,
                Outcome::Refused(reply) => panic!("game {}: {text} refused: {reply}", g.id),
            }
        }
    });
    futures_util::future::join_all(plays).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hosts_on_postgresql_survive_a_cut_link_and_a_killed_host() {
    const GAMES: usize = 4;
    let Some(bin) = tabula::store::pg::cluster::server_programs() else {
        assert!(
            std::env::var("TABULA_TEST_POSTGRES").map_or(true, |v| v != "require"),
            "TABULA_TEST_POSTGRES=require, but PostgreSQL is not installed"
        );
        eprintln!("two hosts on PostgreSQL: skipped (PostgreSQL is not installed)");
        return;
    };
    let net = match Net::make() {
        Ok(net) => Some(net),
        Err(why) => {
            eprintln!("two hosts: no network namespaces ({why}); both hosts on loopback, no cut");
            None
        }
    };
    let (discord_at, database_at) = net
        .as_ref()
        .map_or(("127.0.0.1".to_string(), "127.0.0.1".to_string()), |n| {
            (n.discord(), n.database())
        });
    let listen = format!("listen_addresses=127.0.0.1,{database_at}");
    let (cluster, url) = tokio::task::spawn_blocking({
        let subnet = net.as_ref().map(|n| format!("{}.0/24", n.subnet));
        move || {
            let cluster = tabula::store::pg::cluster::Cluster::start_with(
                &bin,
                "127.0.0.1",
                &[listen.as_str()],
            )
            .unwrap();
            if let Some(subnet) = subnet {
                cluster.allow(&subnet).unwrap();
            }
            let url = cluster.database();
            (cluster, url)
        }
    })
    .await
    .unwrap();
    let hosts_url = url.replace("127.0.0.1", &database_at);

    // The games, written before the hosts start: GAMES in a guild of each shard.
    let places = places(2);
    let mut games: Vec<Game> = tokio::task::spawn_blocking({
        let url = url.clone();
        let places = places.clone();
        move || {
            let service = Service::open_location(&url, None).unwrap();
            let mut games = Vec::new();
            for (at, place) in places.iter().enumerate() {
                for n in 0..GAMES {
                    let number = 1 + (at * GAMES + n) as u64;
                    let (id, players) = new_game(&service, *place, number, ClockChoice::Days3);
                    games.push(Game {
                        place: *place,
                        id,
                        players,
                        state: AnyGame::new(Variant::LatrunculiPiso),
                        acknowledged: 0,
                        unanswered: false,
                    });
                }
            }
            games
        }
    })
    .await
    .unwrap();

    let fake = FakeDiscord::start_on(&discord_at, true).await;
    fake.recommend_shards(2);
    for place in &places {
        fake.add_guild(place.guild, place.channel);
    }
    let tokens = ["token-a", "token-b"];
    let start = |host: usize| {
        let wrapper: Vec<&str> = match &net {
            Some(net) => vec!["ip", "netns", "exec", &net.namespaces[host]],
            None => vec![],
        };
        let range = format!("{host}-{host}");
        BotProcess::start_wrapped(
            &wrapper,
            bot_binary(),
            &fake.api_url(),
            Path::new(&hosts_url),
            None,
            true,
            &[("DISCORD_TOKEN", tokens[host].to_string())],
            &["--shards", &range, "--shard-count", "2"],
        )
    };
    // Host a first: it takes the bot's duties (the database's lock) and registers the commands.
    let mut a = start(0);
    fake.wait("host a registered the commands", START, |s| {
        (s.shard_connected(0) && s.registrations == 1).then_some(())
    })
    .await;
    let mut b = start(1);
    fake.wait("host b connected", START, |s| {
        s.shard_connected(1).then_some(())
    })
    .await;
    b.wait_log_lines("listening for the clock's wake-ups", 1, START)
        .await;
    {
        let state = fake.state();
        assert_eq!(
            state.registrations, 1,
            "only the holder of the duties registers"
        );
        let put = state
            .calls
            .iter()
            .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .unwrap();
        assert_eq!(put.auth.as_deref(), Some("Bot token-a"));
    }

    // Load on both hosts.
    play_all(&fake, &mut games, 4, STEP).await;
    assert!(games.iter().all(|g| g.acknowledged == 4 && !g.unanswered));

    // Host b cut off from the database: its commands say "try again", nothing is written.
    let on_b: Vec<usize> = (0..games.len())
        .filter(|&i| games[i].place.shard == 1)
        .collect();
    if let Some(net) = &net {
        net.cut(1, true);
        let g = &games[on_b[0]];
        let before = moves_in_db_async(&url, g.id).await;
        let (outcome, text) = send_move(&fake, g, Duration::from_secs(30)).await;
        match outcome {
            Outcome::Refused(reply) => assert!(
                reply.contains("cannot be reached") && reply.contains("Try again"),
                "game {}: {text}: {reply}",
                g.id
            ),
            other => panic!("game {}: {text} with the link cut: {other:?}", g.id),
        }
        net.cut(1, false);
        assert_eq!(
            moves_in_db_async(&url, g.id).await,
            before,
            "nothing written"
        );
        // Host b recovers by itself: the same move, sent again, is played (its pool opens new
        // connections; the first try may still meet one that broke).
        let mut recovered = false;
        for _ in 0..10 {
            let g = &games[on_b[0]];
            match send_move(&fake, g, Duration::from_secs(15)).await {
                (Outcome::Played, text) => {
                    let g = &mut games[on_b[0]];
                    g.state.play_text(&text).unwrap();
                    g.acknowledged += 1;
                    recovered = true;
                    break;
                }
                (Outcome::Refused(reply), _) if reply.contains("cannot be reached") => {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                (other, text) => panic!("game {}: {text} after the cut: {other:?}", g.id),
            }
        }
        assert!(recovered, "host b did not recover after the link came back");
    }

    // Host a killed mid-load: moves in flight on both hosts, then SIGKILL.
    let load = play_all(&fake, &mut games, 6, Duration::from_secs(8));
    let kill = async {
        tokio::time::sleep(Duration::from_millis(400)).await;
        a.kill9();
    };
    tokio::join!(load, kill);
    // The duties move to host b: it registers the commands.
    fake.wait("host b took over the duties", START, |s| {
        (s.registrations == 2).then_some(())
    })
    .await;
    let second = fake
        .state()
        .calls
        .iter()
        .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .nth(1)
        .and_then(|c| c.auth.clone());
    assert_eq!(second.as_deref(), Some("Bot token-b"));
    // Host b's games go on.
    let mut survivors: Vec<Game> = Vec::new();
    let mut rest: Vec<Game> = Vec::new();
    for g in games {
        if g.place.shard == 1 {
            survivors.push(g);
        } else {
            rest.push(g);
        }
    }
    assert!(
        survivors.iter().all(|g| !g.unanswered),
        "host b's games were answered"
    );
    play_all(&fake, &mut survivors, 2, STEP).await;
    assert!(survivors.iter().all(|g| !g.unanswered));
    let status = b.stop(STEP);
    assert!(status.success(), "host b stops cleanly: {status}");

    // Every acknowledged move is stored once; a move that went unanswered when host a died is
    // stored once or not at all; the database is whole.
    let ids: Vec<(i64, usize, bool)> = survivors
        .iter()
        .chain(&rest)
        .map(|g| (g.id, g.acknowledged, g.unanswered))
        .collect();
    tokio::task::spawn_blocking(move || {
        let service = Service::open_location(&url, None).unwrap();
        for (id, acknowledged, unanswered) in ids {
            let stored = moves_in_db(&service, id);
            if unanswered {
                assert!(
                    stored == acknowledged || stored == acknowledged + 1,
                    "game {id}: {stored} stored, {acknowledged} acknowledged"
                );
            } else {
                assert_eq!(stored, acknowledged, "game {id}");
            }
        }
        let report = service.store().doctor().unwrap();
        assert!(report.is_clean(), "{:?}", report.findings);
        drop(service);
        cluster.stop();
    })
    .await
    .unwrap();
    drop(net);
}

/// The moves stored for game `id` (read off the test's runtime: the client blocks).
async fn moves_in_db_async(url: &str, id: i64) -> usize {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || {
        let service = Service::open_location(&url, None).unwrap();
        moves_in_db(&service, id)
    })
    .await
    .unwrap()
}
