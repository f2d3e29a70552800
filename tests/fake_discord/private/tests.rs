// Compiled but not run in the load bench (harness = false).
#[allow(unused_imports)]
use super::*;

fn group_dm(state: &mut State, alice: &TestUser, bob: &TestUser) -> u64 {
    let id = state.next_id();
    let members = vec![alice.clone(), bob.clone()];
    state.private_channels.insert(
        id,
        PrivateChannel {
            kind: GROUP_DM,
            members,
        },
    );
    id
}

/// An interaction in a group DM is what Discord sends there: no guild, the user, the channel's
/// type, the private context, the user install as the authorizer, a private channel's
/// permissions; a button pressed by someone without the app is authorized by the one who has it.
#[test]
fn an_interaction_in_a_group_dm_says_where_it_comes_from() {
    let alice = TestUser::new(11, "alice", "en-US");
    let bob = TestUser::new(12, "bob", "en-US");
    let mut state = State::default();
    let channel = group_dm(&mut state, &alice, &bob);
    state.user_installs.insert(alice.id);
    let mut payload = model::interaction(1, COMMAND, "t", &alice, channel, GUILD_ID, json!({}));
    shape_interaction(&state, &mut payload, channel, &alice, true);
    assert!(payload.get("guild_id").is_none() && payload.get("member").is_none());
    assert_eq!(payload["user"]["id"], alice.id.to_string());
    assert_eq!(payload["channel"]["type"], GROUP_DM);
    assert_eq!(payload["context"], CONTEXT_PRIVATE);
    assert_eq!(
        payload["authorizing_integration_owners"],
        json!({"1": "11"})
    );
    assert_eq!(
        payload["app_permissions"],
        PRIVATE_APP_PERMISSIONS.to_string()
    );
    let mut press = model::interaction(2, COMPONENT, "u", &bob, channel, GUILD_ID, json!({}));
    shape_interaction(&state, &mut press, channel, &bob, false);
    assert_eq!(press["user"]["id"], bob.id.to_string());
    assert_eq!(press["authorizing_integration_owners"], json!({"1": "11"}));
    // In a server, nothing changes.
    let mut in_guild = model::interaction(3, COMMAND, "v", &bob, CHANNEL_ID, GUILD_ID, json!({}));
    shape_interaction(&state, &mut in_guild, CHANNEL_ID, &bob, true);
    assert_eq!(in_guild["context"], CONTEXT_GUILD);
}

/// Bob has not added the app: Discord does not show him its commands in a group DM.
#[test]
#[should_panic(expected = "the app is not on their account")]
fn a_command_from_someone_without_the_app_cannot_be_sent() {
    let alice = TestUser::new(11, "alice", "en-US");
    let bob = TestUser::new(12, "bob", "en-US");
    let mut state = State::default();
    let channel = group_dm(&mut state, &alice, &bob);
    state.user_installs.insert(alice.id);
    let mut payload = model::interaction(1, COMMAND, "t", &bob, channel, GUILD_ID, json!({}));
    shape_interaction(&state, &mut payload, channel, &bob, true);
}

/// A post in a private channel is refused, and so is a token past 15 minutes, both recorded.
#[test]
fn posts_where_the_bot_is_not_and_old_tokens_are_refused() {
    let alice = TestUser::new(11, "alice", "en-US");
    let bob = TestUser::new(12, "bob", "en-US");
    let mut state = State::default();
    let channel = group_dm(&mut state, &alice, &bob);
    assert!(!refused_post(&mut state, CHANNEL_ID, "a post"));
    assert!(refused_post(&mut state, channel, "a post"));
    assert_eq!(state.problems.len(), 1, "{:?}", state.problems);
    state.interactions.insert(
        7,
        Interaction {
            id: 7,
            token: "t".into(),
            kind: COMMAND,
            user: alice.clone(),
            channel,
            source_message: None,
            sent_at: Instant::now(),
            answer: None,
            original: None,
            attachment_size_limit: 0,
            payload: json!({}),
            guild: 0,
            shard: 0,
            shard_token: String::new(),
        },
    );
    assert!(!state.expired(7, "a follow-up"));
    state.clock_offset = TOKEN_LIFE - Duration::from_secs(60);
    assert!(!state.expired(7, "a follow-up"));
    state.clock_offset = TOKEN_LIFE + Duration::from_secs(1);
    assert!(state.expired(7, "a follow-up"));
    assert_eq!(state.problems.len(), 2, "{:?}", state.problems);
}
