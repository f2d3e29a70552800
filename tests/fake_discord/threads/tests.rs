// Compiled but not run in the load bench (harness = false).
#[allow(unused_imports)]
use super::*;

fn state() -> State {
    State {
        guilds: vec![(GUILD_ID, CHANNEL_ID)],
        next_id: 1_400_000_000_000_000_000,
        ..State::default()
    }
}

fn call(path: String, body: Value) -> Call {
    Call {
        method: "POST".into(),
        path,
        query: None,
        json: Some(body),
        files: Vec::new(),
        at: Instant::now(),
        auth: None,
    }
}

/// A message of the bot in the default channel.
fn message(state: &mut State) -> u64 {
    super::super::rest::new_message(
        state,
        0,
        CHANNEL_ID,
        false,
        &json!({"content": "a challenge"}),
        &[],
    )
}

fn from_message(state: &mut State, message: u64, name: &str) -> Response {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/{message}/threads");
    start_from_message(
        state,
        &CHANNEL_ID.to_string(),
        &message.to_string(),
        &call(path, json!({"name": name})),
    )
}

#[test]
fn a_thread_from_a_message_is_public_takes_the_messages_id_and_only_one_per_message() {
    let mut state = state();
    let m = message(&mut state);
    let response = from_message(&mut state, m, "alice – bob · Ergo");
    assert_eq!(response.status(), StatusCode::CREATED);
    let thread = &state.threads[&m];
    assert_eq!(
        (thread.parent, thread.kind, thread.name.as_str()),
        (CHANNEL_ID, PUBLIC_THREAD, "alice – bob · Ergo")
    );
    assert_eq!(state.guild_of(m), GUILD_ID);
    let again = from_message(&mut state, m, "again");
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    let unknown = from_message(&mut state, m + 1000, "x");
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert_eq!(state.threads.len(), 1);
}

#[test]
fn a_thread_name_over_100_characters_or_empty_is_refused() {
    let mut state = state();
    let m = message(&mut state);
    assert_eq!(
        from_message(&mut state, m, &"é".repeat(101)).status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        from_message(&mut state, m, "").status(),
        StatusCode::BAD_REQUEST
    );
    assert!(state.threads.is_empty());
    assert_eq!(state.problems.len(), 2, "{:?}", state.problems);
    assert_eq!(
        from_message(&mut state, m, &"é".repeat(100)).status(),
        StatusCode::CREATED
    );
}

#[test]
fn a_thread_without_a_message_is_private_unless_its_type_says_public() {
    let mut state = state();
    let path = format!("/api/v10/channels/{CHANNEL_ID}/threads");
    let channel = CHANNEL_ID.to_string();
    let private = start_without_message(
        &mut state,
        &channel,
        &call(path.clone(), json!({"name": "a"})),
    );
    assert_eq!(private.status(), StatusCode::CREATED);
    let public = start_without_message(
        &mut state,
        &channel,
        &call(path, json!({"name": "b", "type": 11})),
    );
    assert_eq!(public.status(), StatusCode::CREATED);
    let kinds: Vec<u64> = state.threads.values().map(|t| t.kind).collect();
    assert_eq!(kinds, [PRIVATE_THREAD, PUBLIC_THREAD]);
    // No thread in a thread.
    let inner = state.threads.keys().next().copied().unwrap();
    let refused = start_without_message(
        &mut state,
        &inner.to_string(),
        &call(
            format!("/api/v10/channels/{inner}/threads"),
            json!({"name": "c", "type": 11}),
        ),
    );
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
}

#[test]
fn where_threads_are_forbidden_discord_answers_403_missing_permissions() {
    let mut state = state();
    state.no_threads.insert(CHANNEL_ID);
    let m = message(&mut state);
    assert_eq!(
        from_message(&mut state, m, "x").status(),
        StatusCode::FORBIDDEN
    );
    assert!(state.threads.is_empty());
}

#[test]
fn a_message_to_an_archived_thread_unarchives_it_unless_it_is_locked() {
    let mut state = state();
    let m = message(&mut state);
    from_message(&mut state, m, "x");
    state.threads.get_mut(&m).unwrap().archived = true;
    assert!(before_message(&mut state, m).is_none());
    assert!(!state.threads[&m].archived);
    assert_eq!(state.threads[&m].unarchived, 1);
    let thread = state.threads.get_mut(&m).unwrap();
    thread.archived = true;
    thread.locked = true;
    let refused = before_message(&mut state, m).expect("refused");
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert!(state.threads[&m].archived);
}
