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
    assert!(registers_commands(&low));
    assert!(!registers_commands(&high));
    assert!(registers_commands(&choose(None, 4)));
    assert_eq!(choose(None, 4), ShardRange::all(4));
    assert_eq!(choose(Some(high), 4), high);
    for guild in [(10u64 << 22) | 5, (11u64 << 22) | 5] {
        let text = guild.to_string();
        // Exactly one of the two processes owns each guild's games.
        assert_ne!(
            owns_game(&low, Some(&text)),
            owns_game(&high, Some(&text)),
            "{guild}"
        );
    }
    assert!(owns_game(&low, Some(&((10u64 << 22).to_string()))));
    assert!(owns_game(&low, None) && !owns_game(&high, None));
    assert!(owns_game(&low, Some("console")) && !owns_game(&high, Some("console")));
}
