use super::*;

#[test]
fn only_the_process_of_shard_zero_registers_and_guilds_go_to_their_owner() {
    let low = ShardRange {
        first: 0,
        last: 0,
        total: 2,
    };
    let high = ShardRange {
        first: 1,
        last: 1,
        total: 2,
    };
    assert!(Duties::of(&low, None).held());
    assert!(!Duties::of(&high, None).held());
    assert!(Duties::of(&choose(None, 4), None).held());
    assert_eq!(choose(None, 4), ShardRange::all(4));
    assert_eq!(choose(Some(high), 4), high);
    for guild in [(10u64 << 22) | 5, (11u64 << 22) | 5] {
        let text = guild.to_string();
        // Exactly one of the two processes owns each guild's games.
        assert_ne!(
            owns_game(&low, true, Some(&text)),
            owns_game(&high, false, Some(&text)),
            "{guild}"
        );
    }
    assert!(owns_game(&low, true, Some(&((10u64 << 22).to_string()))));
    assert!(owns_game(&low, true, None) && !owns_game(&high, false, None));
    assert!(owns_game(&low, true, Some("console")) && !owns_game(&high, false, Some("console")));
}

#[test]
fn on_postgresql_the_duties_follow_the_database_lock_whatever_the_shards() {
    let high = ShardRange {
        first: 1,
        last: 1,
        total: 2,
    };
    let (lock, held) = tokio::sync::watch::channel(false);
    let duties = Duties::of(&high, Some(held));
    assert!(!duties.held());
    lock.send_replace(true);
    assert!(duties.held(), "taken over by a process without shard 0");
    lock.send_replace(false);
    assert!(!duties.held());
    // On SQLite (no lock) the process of shard 0 has them.
    assert!(!Duties::of(&high, None).held());
}
