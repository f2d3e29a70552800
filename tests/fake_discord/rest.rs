//! The fake's REST API: every request the bot makes lands in [`rest_call`], is recorded, checked
//! against Discord's rules (each broken rule a problem) and answered as Discord would.

use super::*;

/// A Discord-style JSON error.
pub(super) fn discord_error(status: StatusCode, code: u64, message: &str) -> Response {
    (
        status,
        axum::Json(json!({"message": message, "code": code})),
    )
        .into_response()
}

/// Every REST request lands here: read it, record it, answer like Discord.
pub(super) async fn rest_call(
    AxumState(shared): AxumState<Arc<Shared>>,
    request: Request,
) -> Response {
    let at = Instant::now();
    let method = request.method().to_string();
    let path = request.uri().path().to_string();
    let query = request.uri().query().map(str::to_string);
    let auth = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let keep_files = shared.lock().keep_files;
    let mut problems = Vec::new();
    let mut json_body = None;
    let mut files = Vec::new();
    if multipart {
        match axum::extract::Multipart::from_request(request, &()).await {
            Ok(mut form) => loop {
                match form.next_field().await {
                    Ok(Some(field)) => {
                        let name = field.name().unwrap_or("").to_string();
                        let filename = field.file_name().map(str::to_string);
                        let content_type = field.content_type().map(str::to_string);
                        let bytes = field.bytes().await.unwrap_or_default();
                        if name == "payload_json" {
                            match serde_json::from_slice(&bytes) {
                                Ok(v) => json_body = Some(v),
                                Err(e) => {
                                    problems.push(format!("{method} {path}: bad payload_json: {e}"))
                                }
                            }
                        } else {
                            files.push(FilePart {
                                field: name,
                                filename: filename.unwrap_or_default(),
                                content_type,
                                size: bytes.len(),
                                bytes: if keep_files {
                                    bytes.to_vec()
                                } else {
                                    Vec::new()
                                },
                                id: 0,
                                description: String::new(),
                            });
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        problems.push(format!("{method} {path}: bad multipart body: {e}"));
                        break;
                    }
                }
            },
            Err(e) => problems.push(format!("{method} {path}: bad multipart body: {e}")),
        }
    } else {
        let bytes = axum::body::to_bytes(request.into_body(), usize::MAX)
            .await
            .unwrap_or_default();
        if !bytes.is_empty() {
            match serde_json::from_slice(&bytes) {
                Ok(v) => json_body = Some(v),
                Err(e) => problems.push(format!("{method} {path}: body is not JSON: {e}")),
            }
        }
    }
    if !files.is_empty() {
        let what = format!("{method} {path}");
        check_descriptions(&mut problems, &what, json_body.as_ref(), &mut files);
    }
    let call = Call {
        method,
        path,
        query,
        json: json_body,
        files,
        at,
        auth,
    };
    let (response, delay) = {
        let mut state = shared.lock();
        state.problems.extend(problems);
        let injected = super::faults::before(&mut state, &call);
        let answered = match injected {
            super::faults::Injected::Answer(response) => (response, None),
            super::faults::Injected::Delay(delay) => {
                (route(&shared, &mut state, &call), Some(delay))
            }
            super::faults::Injected::None => (route(&shared, &mut state, &call), None),
        };
        state.calls.push(call);
        answered
    };
    shared.changed();
    if let Some(delay) = delay {
        // The fault itself: the response is held back (the request was processed).
        tokio::time::sleep(delay).await;
        shared.lock().held_back_sent += 1;
        shared.changed();
    }
    response
}

pub(super) fn route(shared: &Shared, state: &mut State, call: &Call) -> Response {
    let Some(rest) = call.path.strip_prefix("/api/v10/") else {
        state.problems.push(format!(
            "{} {}: not an API v10 route",
            call.method, call.path
        ));
        return discord_error(StatusCode::NOT_FOUND, 0, "404: Not Found");
    };
    let segments: Vec<&str> = rest.split('/').collect();
    let app = APP_ID.to_string();
    let body = call.json.clone().unwrap_or(Value::Null);
    match (call.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => axum::Json(json!({"url": shared.gateway_url})).into_response(),
        ("GET", ["gateway", "bot"]) => axum::Json(json!({
            "url": shared.gateway_url,
            "shards": state.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }))
        .into_response(),
        ("PUT", ["applications", a, "commands"]) if *a == app => register(state, body, None),
        ("PUT", ["applications", a, "guilds", g, "commands"])
            if *a == app && state.guilds.iter().any(|(id, _)| id.to_string() == *g) =>
        {
            let guild = g.parse().expect("a known guild");
            register(state, body, Some(guild))
        }
        ("POST" | "PATCH" | "GET" | "DELETE", ["webhooks", a, token, ..])
            if *a == app && expired(state, token, call) =>
        {
            discord_error(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token")
        }
        ("POST", ["channels", channel, ..])
            if super::private::refused_post(state, channel.parse().unwrap_or(0), "a post") =>
        {
            discord_error(StatusCode::FORBIDDEN, 50001, "Missing Access")
        }
        ("POST", ["interactions", id, token, "callback"]) => callback(state, id, token, call),
        ("POST", ["webhooks", a, token]) if *a == app => followup(state, token, call),
        ("POST", ["channels", channel, "messages"]) => channel_message(state, channel, call),
        ("POST", ["users", "@me", "channels"]) => super::dms::create_dm(state, call),
        ("POST", ["guilds", guild, "scheduled-events"]) => super::events::create(state, guild, call),
        ("PATCH", ["guilds", guild, "scheduled-events", event]) => {
            super::events::modify(state, guild, event, call)
        }
        ("GET", ["guilds", guild, "scheduled-events", event, "users"]) => {
            super::events::users(state, guild, event, call)
        }
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            super::threads::start_from_message(state, channel, message, call)
        }
        ("POST", ["channels", channel, "threads"]) => {
            super::threads::start_without_message(state, channel, call)
        }
        ("PATCH", ["webhooks", a, token, "messages", which]) if *a == app => {
            edit_message(state, token, which, call)
        }
        ("GET", ["webhooks", a, token, "messages", which]) if *a == app => {
            match webhook_message(state, token, which) {
                Some(id) => message_response(state, &state.messages[&id]),
                None => discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["webhooks", a, token, "messages", which]) if *a == app => {
            match webhook_message(state, token, which) {
                Some(id) => {
                    state.messages.get_mut(&id).expect("known").deleted = true;
                    StatusCode::NO_CONTENT.into_response()
                }
                None => discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        _ => {
            state
                .problems
                .push(format!("unexpected request {} {}", call.method, call.path));
            discord_error(StatusCode::NOT_FOUND, 0, "404: Not Found")
        }
    }
}

/// Whether `token` is an interaction's that has expired by the fake's clock (a problem then).
fn expired(state: &mut State, token: &str, call: &Call) -> bool {
    let Some(id) = state.by_token.get(token).copied() else {
        return false;
    };
    let what = format!("{} {}", call.method, call.path);
    state.expired(id, &what)
}

/// `PUT .../commands`: replaces the command list, echoing it back with ids.
pub(super) fn register(state: &mut State, body: Value, guild: Option<u64>) -> Response {
    let Some(list) = body.as_array() else {
        state
            .problems
            .push("command registration without a list".into());
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    };
    // Discord refuses a bound of an INTEGER option that is not an integer (`1.0`): "Value
    // \"1.0\" is not int." (NUMBER_TYPE_COERCE), the whole registration with it.
    let mut errors = Vec::new();
    for (n, command) in list.iter().enumerate() {
        not_integer_bounds(command, &n.to_string(), &mut errors);
    }
    if !errors.is_empty() {
        state.problems.push(format!(
            "command registration refused: bounds of INTEGER options that are not integers: {}",
            errors.join(", ")
        ));
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    let mut echoed = Vec::new();
    for command in list {
        let mut c = command.clone();
        let id = state.next_id();
        c["id"] = json!(id.to_string());
        c["application_id"] = json!(APP_ID.to_string());
        c["version"] = json!(id.to_string());
        if c.get("type").is_none_or(Value::is_null) {
            c["type"] = json!(1);
        }
        if let Some(g) = guild {
            c["guild_id"] = json!(g.to_string());
        }
        if c.get("default_member_permissions").is_none() {
            c["default_member_permissions"] = Value::Null;
        }
        echoed.push(c);
    }
    state.commands = echoed.clone();
    state.registered_in = Some(guild);
    state.registrations += 1;
    axum::Json(Value::Array(echoed)).into_response()
}

/// Discord's type of an INTEGER option.
const INTEGER_OPTION: u64 = 4;

/// The paths (`0.options.2.min_value`) of the `min_value`/`max_value` of INTEGER options under
/// `node` that are not integers: Discord documents them as integers for INTEGER options (doubles
/// only for NUMBER options) and refuses `1.0`.
fn not_integer_bounds(node: &Value, path: &str, errors: &mut Vec<String>) {
    let Some(options) = node["options"].as_array() else {
        return;
    };
    for (n, option) in options.iter().enumerate() {
        let here = format!("{path}.options.{n}");
        if option["type"].as_u64() == Some(INTEGER_OPTION) {
            for bound in ["min_value", "max_value"] {
                match option.get(bound) {
                    None | Some(Value::Null) => {}
                    Some(Value::Number(x)) if x.is_i64() || x.is_u64() => {}
                    Some(other) => errors.push(format!("{here}.{bound} = {other}")),
                }
            }
        }
        not_integer_bounds(option, &here, errors);
    }
}

/// Checks the payload of a message the bot sends or edits.
pub(super) fn check_message(problems: &mut Vec<String>, what: &str, data: &Value) {
    match data.get("allowed_mentions") {
        None | Some(Value::Null) => problems.push(format!(
            "{what}: no allowed_mentions, so it could ping @everyone: {data}"
        )),
        Some(allowed) => {
            let parse: Vec<&str> = allowed["parse"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            if parse.contains(&"everyone") || parse.contains(&"roles") {
                problems.push(format!("{what}: allowed_mentions permit {parse:?}"));
            }
            if allowed["roles"].as_array().is_some_and(|r| !r.is_empty()) {
                problems.push(format!(
                    "{what}: allowed_mentions permit roles {}",
                    allowed["roles"]
                ));
            }
        }
    }
    if let Some(content) = data["content"].as_str() {
        if content.chars().count() > 2000 {
            problems.push(format!("{what}: content longer than 2000 characters"));
        }
    }
}

/// Checks an autocomplete answer against Discord's limits.
pub(super) fn check_choices(problems: &mut Vec<String>, what: &str, data: &Value) {
    let Some(choices) = data["choices"].as_array() else {
        problems.push(format!("{what}: autocomplete answer without choices"));
        return;
    };
    if choices.len() > MAX_CHOICES {
        problems.push(format!(
            "{what}: {} autocomplete choices (max {MAX_CHOICES})",
            choices.len()
        ));
    }
    for c in choices {
        let name = c["name"].as_str().unwrap_or("");
        if name.is_empty() || name.chars().count() > MAX_CHOICE_LEN {
            problems.push(format!("{what}: bad choice name {name:?}"));
        }
        if let Some(v) = c["value"].as_str() {
            if v.chars().count() > MAX_CHOICE_LEN {
                problems.push(format!("{what}: choice value longer than {MAX_CHOICE_LEN}"));
            }
        }
    }
}

/// Discord's limit on an attachment's `description` (its alt text), in characters.
pub(super) const MAX_DESCRIPTION: usize = 1024;

/// Checks that every uploaded file has alt text: an entry of the payload's `attachments` list
/// with the upload's index (`files[n]` is id n) and a `description` of 1 to 1,024 characters.
/// Discord accepts a file without one, but then a screen reader has nothing to read: this
/// project requires it of every picture and file the bot sends.
pub(super) fn check_descriptions(
    problems: &mut Vec<String>,
    what: &str,
    json: Option<&Value>,
    files: &mut [FilePart],
) {
    for file in files {
        let description = description_of(json, &file.field).unwrap_or_default();
        let length = description.chars().count();
        if description.trim().is_empty() {
            problems.push(format!(
                "{what}: {} ({}) has no alt text (attachment description)",
                file.filename, file.field
            ));
        } else if length > MAX_DESCRIPTION {
            problems.push(format!(
                "{what}: {}'s description is {length} characters, over {MAX_DESCRIPTION}",
                file.filename
            ));
        }
        file.description = description;
    }
}

/// The `description` the payload's `attachments` list (its `data`'s, for an interaction's
/// callback) gives the upload of form field `field` (`files[n]` is the entry with id n).
fn description_of(json: Option<&Value>, field: &str) -> Option<String> {
    let index = field
        .strip_prefix("files[")
        .and_then(|f| f.strip_suffix(']'))
        .and_then(|n| n.parse::<u64>().ok())?;
    let json = json?;
    // An interaction's callback wraps the message in `data`.
    let message = json.get("data").filter(|d| d.is_object()).unwrap_or(json);
    message
        .get("attachments")?
        .as_array()?
        .iter()
        .find(|a| {
            let id = match &a["id"] {
                Value::String(s) => s.parse().ok(),
                other => other.as_u64(),
            };
            id == Some(index)
        })
        .and_then(|a| a["description"].as_str())
        .map(str::to_string)
}

/// Checks the files of an answer against the interaction's `attachment_size_limit` (Discord
/// refuses a larger one: 40005, "Request entity too large").
pub(super) fn check_files(problems: &mut Vec<String>, what: &str, files: &[FilePart], limit: u64) {
    for file in files {
        if file.size as u64 > limit {
            problems.push(format!(
                "{what}: {} is {} bytes, over the {limit}-byte attachment limit",
                file.filename, file.size
            ));
        }
    }
}

/// How a payload's files meet the message's: a new message takes them; an update or edit keeps
/// the existing attachments its `attachments` list names (all of them without the field), then
/// adds the uploads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Files {
    New,
    Edit,
}

/// The attachment ids an `attachments` list names (existing ones by snowflake, new ones by the
/// index of their `files[n]`), or `None` without the field.
fn listed_attachments(data: &Value) -> Option<Vec<u64>> {
    let list = data.get("attachments").filter(|a| !a.is_null())?;
    Some(
        list.as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| match &a["id"] {
                Value::String(s) => s.parse().ok(),
                other => other.as_u64(),
            })
            .collect(),
    )
}

/// Applies a message payload (content, components, files) to a message. `uploads` are the
/// request's files, each with its new attachment id. Returns the problems: an `attachments`
/// entry that is neither an attachment of the message nor an upload of the request.
pub(super) fn apply(
    message: &mut Message,
    data: &Value,
    uploads: &[FilePart],
    files: Files,
) -> Vec<String> {
    let mut problems = Vec::new();
    if let Some(content) = data["content"].as_str() {
        message.content = content.to_string();
    }
    if data.get("components").is_some_and(|c| !c.is_null()) {
        message.components = data["components"].clone();
    }
    let kept: Vec<FilePart> = match (files, listed_attachments(data)) {
        (Files::New, _) => Vec::new(),
        (Files::Edit, None) => message.files.clone(),
        (Files::Edit, Some(listed)) => {
            for id in &listed {
                let known =
                    message.files.iter().any(|f| f.id == *id) || (*id as usize) < uploads.len();
                if !known {
                    problems.push(format!(
                        "message {}: the attachments list names {id}, which it does not have",
                        message.id
                    ));
                }
            }
            message
                .files
                .iter()
                .filter(|f| listed.contains(&f.id))
                .cloned()
                .collect()
        }
    };
    message.files = kept.into_iter().chain(uploads.iter().cloned()).collect();
    if data.get("allowed_mentions").is_some() {
        message.pings = pings(data);
    }
    problems
}

/// The request's files with a new attachment id each.
pub(super) fn uploads(state: &mut State, files: &[FilePart]) -> Vec<FilePart> {
    files
        .iter()
        .map(|f| FilePart {
            id: state.next_id(),
            ..f.clone()
        })
        .collect()
}

/// The users a created message notifies: those its content mentions (`<@id>`, `<@!id>`) that
/// its `allowed_mentions` allows (all mentioned users without the field, as Discord's default),
/// none if it is ephemeral or sent with SUPPRESS_NOTIFICATIONS.
pub(super) fn notifies(data: &Value) -> Vec<u64> {
    const SUPPRESS_NOTIFICATIONS: u64 = 1 << 12;
    let flags = data["flags"].as_u64().unwrap_or(0);
    if flags & (EPHEMERAL | SUPPRESS_NOTIFICATIONS) != 0 {
        return Vec::new();
    }
    let content = data["content"].as_str().unwrap_or("");
    let mut mentioned = Vec::new();
    for part in content.split("<@").skip(1) {
        let part = part.strip_prefix('!').unwrap_or(part);
        let Some((id, _)) = part.split_once('>') else {
            continue;
        };
        if let Ok(id) = id.parse::<u64>() {
            if !mentioned.contains(&id) {
                mentioned.push(id);
            }
        }
    }
    let Some(allowed) = data.get("allowed_mentions").filter(|a| !a.is_null()) else {
        return mentioned;
    };
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|v| v == "users"));
    if parse_users {
        return mentioned;
    }
    let users = pings(data);
    mentioned.retain(|id| users.contains(id));
    mentioned
}

/// Records who a created message notified.
fn notify(state: &mut State, message: u64, data: &Value) {
    for user in notifies(data) {
        state.notified.entry(user).or_default().push(message);
    }
}

pub(super) fn new_message(
    state: &mut State,
    interaction: u64,
    channel: u64,
    original: bool,
    data: &Value,
    files: &[FilePart],
) -> u64 {
    let id = state.next_id();
    let uploads = uploads(state, files);
    let mut message = Message {
        id,
        channel,
        content: String::new(),
        components: json!([]),
        files: Vec::new(),
        flags: data["flags"].as_u64().unwrap_or(0),
        interaction,
        original,
        placeholder: false,
        deleted: false,
        edits: 0,
        pings: Vec::new(),
    };
    apply(&mut message, data, &uploads, Files::New);
    state.messages.insert(id, message);
    id
}

/// A message created and shown: recorded, and its mentions notified.
pub(super) fn created_message(
    state: &mut State,
    interaction: u64,
    channel: u64,
    original: bool,
    data: &Value,
    files: &[FilePart],
) -> u64 {
    if interaction != 0 {
        // An answer to an interaction from an archived thread unarchives it, as a message does.
        let _ = super::threads::before_message(state, channel);
    }
    let id = new_message(state, interaction, channel, original, data, files);
    notify(state, id, data);
    id
}

/// Applies an update or edit to message `id`; its problems go to the state's.
fn edit(state: &mut State, id: u64, data: &Value, files: &[FilePart]) {
    let uploads = uploads(state, files);
    let Some(m) = state.messages.get_mut(&id) else {
        return;
    };
    let problems = apply(m, data, &uploads, Files::Edit);
    m.edits += 1;
    state.problems.extend(problems);
}

/// `POST /interactions/{id}/{token}/callback`.
pub(super) fn callback(state: &mut State, id: &str, token: &str, call: &Call) -> Response {
    let known = id
        .parse::<u64>()
        .ok()
        .filter(|id| state.interactions.get(id).is_some_and(|i| i.token == token));
    let Some(id) = known else {
        state
            .problems
            .push(format!("callback for unknown interaction {id}"));
        return discord_error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
    };
    let interaction = state.interactions[&id].clone();
    if interaction.answer.is_some() {
        state
            .problems
            .push(format!("interaction {id} answered twice"));
        return discord_error(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        );
    }
    let latency = call.at.duration_since(interaction.sent_at);
    let what = format!("answer to interaction {id}");
    if latency > ANSWER_WITHIN {
        state.problems.push(format!(
            "{what} came after {latency:?} (Discord allows {ANSWER_WITHIN:?})"
        ));
    }
    let body = call.json.clone().unwrap_or(Value::Null);
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body["data"].clone();
    let allowed = match interaction.kind {
        AUTOCOMPLETE => kind == 8,
        COMPONENT => matches!(kind, 4 | 5 | 6 | 7 | 9),
        _ => matches!(kind, 4 | 5 | 9),
    };
    if !allowed {
        state.problems.push(format!(
            "{what}: callback type {kind} is invalid for interaction type {}",
            interaction.kind
        ));
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    let mut problems = Vec::new();
    check_files(
        &mut problems,
        &what,
        &call.files,
        interaction.attachment_size_limit,
    );
    let original = match kind {
        4 => {
            check_message(&mut problems, &what, &data);
            Some(created_message(
                state,
                id,
                interaction.channel,
                true,
                &data,
                &call.files,
            ))
        }
        5 => {
            let m = new_message(state, id, interaction.channel, true, &data, &[]);
            state.messages.get_mut(&m).expect("new").placeholder = true;
            Some(m)
        }
        6 => interaction.source_message,
        7 => {
            check_message(&mut problems, &what, &data);
            // A message's ephemeral state is set when it is created: an update whose `flags`
            // would change it is refused (Discord: 400, Invalid Form Body).
            let source_flags = interaction
                .source_message
                .and_then(|m| state.messages.get(&m))
                .map(|m| m.flags);
            if let (Some(flags), Some(source)) = (data.get("flags"), source_flags) {
                let asked = flags.as_u64().unwrap_or(0) & EPHEMERAL;
                if asked != source & EPHEMERAL {
                    state.problems.push(format!(
                        "{what}: an update (type 7) with flags {flags} would change the \
                         ephemeral state of a message with flags {source}"
                    ));
                    return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
                }
            }
            if let Some(source) = interaction.source_message {
                edit(state, source, &data, &call.files);
            }
            interaction.source_message
        }
        8 => {
            check_choices(&mut problems, &what, &data);
            None
        }
        _ => None,
    };
    state.problems.extend(problems);
    let answer = Answer {
        kind,
        data,
        files: call.files.clone(),
        latency,
        auth: call.auth.clone(),
    };
    let record = state.interactions.get_mut(&id).expect("known");
    record.answer = Some(answer);
    record.original = original;
    StatusCode::NO_CONTENT.into_response()
}

/// The acknowledged interaction a webhook token belongs to.
pub(super) fn acknowledged(state: &mut State, token: &str, what: &str) -> Option<u64> {
    let id = state.by_token.get(token).copied();
    match id {
        Some(id) if state.interactions[&id].answer.is_some() => Some(id),
        Some(id) => {
            state
                .problems
                .push(format!("{what} for interaction {id} before any callback"));
            None
        }
        None => {
            state.problems.push(format!("{what} with an unknown token"));
            None
        }
    }
}

/// `POST /webhooks/{app}/{token}`: a follow-up message.
pub(super) fn followup(state: &mut State, token: &str, call: &Call) -> Response {
    let Some(id) = acknowledged(state, token, "follow-up") else {
        return discord_error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
    };
    let data = call.json.clone().unwrap_or(Value::Null);
    let mut problems = Vec::new();
    let what = format!("follow-up of interaction {id}");
    check_message(&mut problems, &what, &data);
    let limit = state.interactions[&id].attachment_size_limit;
    check_files(&mut problems, &what, &call.files, limit);
    state.problems.extend(problems);
    // The first follow-up after a deferred response takes the place of its "thinking" message:
    // it is the edit of the original (and, as an edit, notifies nobody).
    let pending = state.interactions[&id].original.filter(|m| {
        state
            .messages
            .get(m)
            .is_some_and(|m| m.placeholder && !m.deleted)
    });
    if let Some(original) = pending {
        edit(state, original, &data, &call.files);
        state
            .messages
            .get_mut(&original)
            .expect("known")
            .placeholder = false;
        return message_response(state, &state.messages[&original]);
    }
    let channel = state.interactions[&id].channel;
    let m = created_message(state, id, channel, false, &data, &call.files);
    message_response(state, &state.messages[&m])
}

/// `POST /channels/{id}/messages`: a message the bot posts on its own (not an interaction's
/// answer); its `interaction` is 0.
pub(super) fn channel_message(state: &mut State, channel: &str, call: &Call) -> Response {
    let Ok(channel) = channel.parse::<u64>() else {
        return discord_error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
    };
    if let Some(refused) = super::threads::before_message(state, channel) {
        return refused;
    }
    if let Some(refused) = super::dms::before_message(state, channel) {
        return refused;
    }
    let data = call.json.clone().unwrap_or(Value::Null);
    let mut problems = Vec::new();
    let what = format!("message posted in channel {channel}");
    check_message(&mut problems, &what, &data);
    check_files(
        &mut problems,
        &what,
        &call.files,
        super::model::ATTACHMENT_SIZE_LIMIT,
    );
    state.problems.extend(problems);
    let m = created_message(state, 0, channel, false, &data, &call.files);
    message_response(state, &state.messages[&m])
}

/// The message `which` (`@original` or an id) of the interaction with this token.
pub(super) fn webhook_message(state: &mut State, token: &str, which: &str) -> Option<u64> {
    let id = acknowledged(state, token, "message request")?;
    if which == "@original" {
        return state.interactions[&id].original;
    }
    let wanted: u64 = which.parse().ok()?;
    state
        .messages
        .get(&wanted)
        .filter(|m| m.interaction == id)
        .map(|m| m.id)
}

/// `PATCH /webhooks/{app}/{token}/messages/{which}`.
pub(super) fn edit_message(state: &mut State, token: &str, which: &str, call: &Call) -> Response {
    let Some(message) = webhook_message(state, token, which) else {
        return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    };
    let data = call.json.clone().unwrap_or(Value::Null);
    let mut problems = Vec::new();
    let what = format!("edit of message {message}");
    check_message(&mut problems, &what, &data);
    let interaction = state.messages[&message].interaction;
    let limit = state.interactions[&interaction].attachment_size_limit;
    check_files(&mut problems, &what, &call.files, limit);
    state.problems.extend(problems);
    edit(state, message, &data, &call.files);
    state.messages.get_mut(&message).expect("known").placeholder = false;
    message_response(state, &state.messages[&message])
}

pub(super) fn message_response(state: &State, m: &Message) -> Response {
    let mut message = model::message(
        m.id,
        m.channel,
        state.guild_of(m.channel),
        &m.content,
        &m.components,
        &attachment_list(&m.files),
        m.flags,
    );
    if state.is_private(m.channel) {
        message
            .as_object_mut()
            .expect("an object")
            .remove("guild_id");
    }
    axum::Json(message).into_response()
}

#[cfg(test)]
mod tests;
