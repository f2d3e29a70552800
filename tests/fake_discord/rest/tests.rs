// Compiled but not run in the load bench (harness = false).
#[allow(unused_imports)]
use super::*;

#[test]
fn a_message_that_could_ping_everyone_or_roles_is_a_problem() {
    let mut problems = Vec::new();
    check_message(&mut problems, "none", &json!({"content": "hi"}));
    check_message(
        &mut problems,
        "everyone",
        &json!({"allowed_mentions": {"parse": ["everyone"]}}),
    );
    check_message(
        &mut problems,
        "roles",
        &json!({"allowed_mentions": {"parse": ["roles"]}}),
    );
    check_message(
        &mut problems,
        "a role",
        &json!({"allowed_mentions": {"parse": [], "roles": ["1"]}}),
    );
    assert_eq!(problems.len(), 4, "{problems:?}");
    problems.clear();
    let fine =
        json!({"content": "<@1>", "allowed_mentions": {"parse": [], "users": ["1"], "roles": []}});
    check_message(&mut problems, "fine", &fine);
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn a_file_over_the_attachment_limit_is_a_problem() {
    let file = |size: usize| FilePart {
        field: "files[0]".into(),
        filename: "game-1.gif".into(),
        content_type: None,
        size,
        bytes: Vec::new(),
        id: 0,
        description: String::new(),
    };
    let mut problems = Vec::new();
    check_files(&mut problems, "fits", &[file(1000)], 1000);
    assert!(problems.is_empty(), "{problems:?}");
    check_files(&mut problems, "too big", &[file(10), file(1001)], 1000);
    assert_eq!(problems.len(), 1, "{problems:?}");
}

/// Every upload needs alt text: a `description` in its entry of the `attachments` list (id n
/// for `files[n]`), of at most 1,024 characters; the fake records it on the file.
#[test]
fn a_file_without_alt_text_is_a_problem() {
    let upload = |n: u64| FilePart {
        field: format!("files[{n}]"),
        ..part("board.png", 0)
    };
    let mut problems = Vec::new();
    let mut files = [upload(0), upload(1)];
    let payload = json!({"attachments": [
        {"id": 0, "filename": "board.png", "description": "White to play"},
        {"id": 1, "filename": "game-1.gif", "description": "x".repeat(MAX_DESCRIPTION)},
    ]});
    check_descriptions(&mut problems, "fine", Some(&payload), &mut files);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(files[0].description, "White to play");
    // An interaction's callback: the message is its `data`.
    let callback = json!({"type": 4, "data": {"attachments": [{"id": 0, "description": "Board"}]}});
    let mut files = [upload(0)];
    check_descriptions(&mut problems, "callback", Some(&callback), &mut files);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(files[0].description, "Board");
    for payload in [
        json!({"attachments": [{"id": 0, "filename": "board.png"}]}),
        json!({"attachments": [{"id": 1, "filename": "board.png", "description": "other"}]}),
        json!({"attachments": [{"id": 0, "description": "  "}]}),
        json!({"attachments": [{"id": 0, "description": "x".repeat(MAX_DESCRIPTION + 1)}]}),
        json!({}),
    ] {
        let mut problems = Vec::new();
        check_descriptions(&mut problems, "bad", Some(&payload), &mut [upload(0)]);
        assert_eq!(problems.len(), 1, "{payload}: {problems:?}");
    }
}

fn part(name: &str, id: u64) -> FilePart {
    FilePart {
        field: "files[0]".into(),
        filename: name.into(),
        content_type: None,
        size: 10,
        bytes: Vec::new(),
        id,
        description: String::new(),
    }
}

fn message_with(files: Vec<FilePart>) -> Message {
    Message {
        id: 1,
        channel: 2,
        content: "game over".into(),
        components: json!([]),
        files,
        flags: 0,
        interaction: 3,
        original: true,
        placeholder: false,
        deleted: false,
        edits: 0,
        pings: Vec::new(),
    }
}

fn names(m: &Message) -> Vec<&str> {
    m.files.iter().map(|f| f.filename.as_str()).collect()
}

#[test]
fn an_update_keeps_only_the_attachments_it_lists_and_all_of_them_without_the_field() {
    let board = || message_with(vec![part("board.png", 77), part("game.gif", 78)]);
    // serenity's update: `"attachments": []` drops every picture.
    let mut m = board();
    let problems = apply(
        &mut m,
        &json!({"components": [], "attachments": []}),
        &[],
        Files::Edit,
    );
    assert!(problems.is_empty(), "{problems:?}");
    assert!(m.files.is_empty(), "{:?}", names(&m));
    // Listed by id (as a string, as Discord's ids are), kept; the others go.
    let mut m = board();
    apply(
        &mut m,
        &json!({"attachments": [{"id": "77"}]}),
        &[],
        Files::Edit,
    );
    assert_eq!(names(&m), ["board.png"]);
    // No field: all kept, and an upload is added.
    let mut m = board();
    apply(
        &mut m,
        &json!({"content": "x"}),
        &[part("new.png", 90)],
        Files::Edit,
    );
    assert_eq!(names(&m), ["board.png", "game.gif", "new.png"]);
    // A new file listed by its upload index (serenity's way) replaces the old ones.
    let mut m = board();
    let data = json!({"attachments": [{"id": 0, "filename": "new.png"}]});
    let problems = apply(&mut m, &data, &[part("new.png", 90)], Files::Edit);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(names(&m), ["new.png"]);
    // An id the message does not have is a problem.
    let mut m = board();
    let problems = apply(
        &mut m,
        &json!({"attachments": [{"id": "5"}]}),
        &[],
        Files::Edit,
    );
    assert_eq!(problems.len(), 1, "{problems:?}");
}

#[test]
fn only_mentions_that_allowed_mentions_allow_notify_and_never_in_a_private_message() {
    let allowed = |users: &[&str]| json!({"parse": [], "users": users, "roles": []});
    let data = json!({"content": "<@1>, <@!2> and <@3>: your turn", "allowed_mentions": allowed(&["1", "2"])});
    assert_eq!(notifies(&data), vec![1, 2]);
    let none = json!({"content": "<@1>", "allowed_mentions": allowed(&[])});
    assert!(notifies(&none).is_empty());
    let not_in_text = json!({"content": "your turn", "allowed_mentions": allowed(&["1"])});
    assert!(notifies(&not_in_text).is_empty());
    let parse_users = json!({"content": "<@4>", "allowed_mentions": {"parse": ["users"]}});
    assert_eq!(notifies(&parse_users), vec![4]);
    let ephemeral = json!({"content": "<@1>", "flags": 64, "allowed_mentions": allowed(&["1"])});
    assert!(notifies(&ephemeral).is_empty());
    let silent = json!({"content": "<@1>", "flags": 4096, "allowed_mentions": allowed(&["1"])});
    assert!(notifies(&silent).is_empty());
}

#[test]
fn more_than_25_choices_or_long_ones_are_a_problem() {
    let choice = |name: String| json!({"name": name, "value": name});
    let mut problems = Vec::new();
    let many: Vec<Value> = (0..26).map(|i| choice(format!("m{i}"))).collect();
    check_choices(&mut problems, "many", &json!({"choices": many}));
    check_choices(
        &mut problems,
        "long",
        &json!({"choices": [choice("x".repeat(101))]}),
    );
    assert_eq!(problems.len(), 3, "{problems:?}");
    problems.clear();
    let enough: Vec<Value> = (0..25).map(|i| choice(format!("m{i}"))).collect();
    check_choices(&mut problems, "fine", &json!({"choices": enough}));
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn a_registration_whose_integer_bounds_are_floats_is_refused() {
    let command = |min: Value, max: Value| {
        json!([{
            "name": "move",
            "options": [
                {"type": 3, "name": "move"},
                {"type": 1, "name": "sub", "options": [
                    {"type": 4, "name": "game", "min_value": min, "max_value": max},
                ]},
                {"type": 10, "name": "ratio", "min_value": 0.5, "max_value": 1.5},
            ],
        }])
    };
    let mut state = State::default();
    let refused = register(
        &mut state,
        command(json!(1.0), json!(9007199254740991.0)),
        None,
    );
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(state.problems.len(), 1, "{:?}", state.problems);
    assert!(
        state.problems[0].contains("0.options.1.options.0.min_value = 1.0")
            && state.problems[0].contains("max_value = 9007199254740991.0"),
        "{:?}",
        state.problems
    );
    assert_eq!(state.registrations, 0, "nothing registered");
    let mut state = State::default();
    let taken = register(
        &mut state,
        command(json!(1), json!(9007199254740991_i64)),
        None,
    );
    assert_eq!(taken.status(), StatusCode::OK);
    assert!(state.problems.is_empty(), "{:?}", state.problems);
    assert_eq!(state.commands.len(), 1);
}
