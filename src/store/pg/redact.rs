//! A PostgreSQL connection string without its password, for every message and log line.
//!
//! A connection string takes two forms (both read by `tokio_postgres::Config`, as by libpq): a
//! URL (`postgres://user:password@host:port/db?password=…&…`) and `key=value` pairs
//! (`host=db user=bot password='x y'`). The password may hold any character: raw or
//! percent-encoded in a URL (the client takes everything up to the first `@` as the user and
//! password, so a raw `/`, `?` or `:` stays in the password), quoted with `\` escapes or
//! escaped in `key=value`. Redaction never fails to hide: where the text could be read two ways
//! it hides what either way would call the password (up to the *last* `@` of a URL, a
//! `key=value` password up to the next pair that looks like one), and it never parses to
//! decide what to show, so a string the client would refuse is hidden as well.
//!
//! [`Secrets`] hides the same parts, raw and decoded, wherever they appear in another text (an
//! error of the client or the server that echoed a piece of the string).

/// Whether `location` names a PostgreSQL database rather than a SQLite file: a `postgres://`
/// (or `postgresql://`) URL, or `key=value` pairs starting with one of libpq's keys
/// (`host=db dbname=tabula …`).
pub fn is_url(location: &str) -> bool {
    if location.starts_with("postgres://") || location.starts_with("postgresql://") {
        return true;
    }
    let text = location.trim_start();
    let key_end = text
        .find(|c: char| c.is_whitespace() || c == '=')
        .unwrap_or(text.len());
    let key = &text[..key_end];
    KEYS.contains(&key) && text[key_end..].trim_start().starts_with('=')
}

/// The keys of libpq's `key=value` form that `tokio_postgres` reads.
const KEYS: &[&str] = &[
    "host",
    "hostaddr",
    "port",
    "dbname",
    "user",
    "password",
    "options",
    "application_name",
    "sslmode",
    "sslnegotiation",
    "connect_timeout",
    "tcp_user_timeout",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_retries",
    "target_session_attrs",
    "channel_binding",
    "load_balance_hosts",
];

/// `location` with every password it holds replaced by `***` (see the module's text); text
/// that is not a connection string comes back as it is, unless it holds `password=`.
pub fn redact(location: &str) -> String {
    render(location, &hidden(location))
}

/// The parts of a connection string that are secret, to hide them in other texts too.
#[derive(Clone, Default)]
pub struct Secrets(Vec<String>);

/// Never the secrets themselves.
impl std::fmt::Debug for Secrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Secrets({} hidden)", self.0.len())
    }
}

/// Parts shorter than this are not looked for in other texts (they would hide every `a` of a
/// message); the string itself is always shown redacted.
const SHORTEST_HIDDEN: usize = 3;

impl Secrets {
    /// What [`redact`] hides in `location`, as written and decoded (percent-encoding, `\`
    /// escapes), and the password as the client reads it.
    pub fn of(location: &str) -> Secrets {
        let mut parts = Vec::new();
        for (start, end) in hidden(location) {
            let raw = &location[start..end];
            parts.push(raw.to_string());
            parts.push(percent_decoded(raw));
            parts.push(unescaped(raw));
            // Each piece of a span that also covers separators (a URL hidden up to its last `@`).
            parts.extend(
                raw.split(['@', '/', ':', '?', '&', '=', ',', ' ', '\''])
                    .map(str::to_string),
            );
        }
        // The password as the client reads it (its own escapes), with the client.
        #[cfg(feature = "postgres")]
        if let Ok(config) = location.parse::<tokio_postgres::Config>() {
            if let Some(password) = config.get_password() {
                parts.push(String::from_utf8_lossy(password).into_owned());
            }
        }
        parts.retain(|p| p.chars().count() >= SHORTEST_HIDDEN);
        // The longest first, so that a part of a longer one does not leave its rest.
        parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
        parts.dedup();
        Secrets(parts)
    }

    /// `text` with each secret part replaced by `***`.
    pub fn hide(&self, text: &str) -> String {
        let mut out = text.to_string();
        for part in &self.0 {
            if out.contains(part.as_str()) {
                out = out.replace(part.as_str(), "***");
            }
        }
        out
    }
}

/// The byte ranges of `location` to hide, sorted and merged.
fn hidden(location: &str) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    let scheme_end = url_scheme_end(location);
    match scheme_end {
        Some(start) => {
            url_user_info(location, start, &mut ranges);
            query_passwords(location, start, &mut ranges);
        }
        None => pair_passwords(location, &mut ranges),
    }
    ranges.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for (start, end) in ranges {
        match merged.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    merged
}

/// Where a URL's scheme ends (after `://`), for `postgres://` and `postgresql://` and for what
/// was meant as one (any case, `:/` or `:`: the text is shown wherever it is named, even when it
/// is then taken for a SQLite file's path).
fn url_scheme_end(location: &str) -> Option<usize> {
    let lower = location.to_ascii_lowercase();
    let name = ["postgresql", "postgres"]
        .iter()
        .find(|p| lower.starts_with(**p))?
        .len();
    let colon = name + usize::from(lower[name..].starts_with(':'));
    if colon == name {
        return None;
    }
    let slashes = lower[colon..].len() - lower[colon..].trim_start_matches('/').len();
    Some(colon + slashes)
}

/// A URL's password: everything after the user (up to its first `:` or `@`) to the last `@`
/// (the client reads up to the first one; a raw `@` in a password means the last).
fn url_user_info(url: &str, start: usize, ranges: &mut Vec<(usize, usize)>) {
    let rest = &url[start..];
    let Some(at) = rest.rfind('@') else {
        return;
    };
    let info = &rest[..at];
    if let Some(user_end) = info.find([':', '@']) {
        let from = if info.as_bytes()[user_end] == b':' {
            user_end + 1
        } else {
            user_end
        };
        ranges.push((start + from, start + at));
    }
}

/// Each `password=` value of a URL's query (`sslpassword` too), up to the next `&` that starts
/// another parameter (`&name=`), or the end.
fn query_passwords(url: &str, start: usize, ranges: &mut Vec<(usize, usize)>) {
    let lower = url.to_ascii_lowercase();
    let mut from = start;
    while let Some(found) = lower[from..].find("password") {
        let key_end = from + found + "password".len();
        from = key_end;
        let after = &url[key_end..];
        let spaces = after.len() - after.trim_start().len();
        if !after[spaces..].starts_with('=') {
            continue;
        }
        let value = key_end + spaces + 1;
        let mut end = url.len();
        let mut search = value;
        while let Some(amp) = url[search..].find('&') {
            let next = search + amp + 1;
            if starts_parameter(&url[next..]) {
                end = search + amp;
                break;
            }
            search = next;
        }
        ranges.push((value, end));
        from = end.max(from);
    }
}

/// Whether `text` starts with `name=` (a parameter's name: letters, digits, `_`).
fn starts_parameter(text: &str) -> bool {
    let name = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    name > 0 && text[name..].trim_start().starts_with('=')
}

/// Each value of a key ending in `password` (any case) of the `key=value` form: a quoted value
/// to its closing quote (or the end), a plain one to the next space not escaped, and then on
/// over the words that follow up to the next `key=` (a password with a space left unquoted).
fn pair_passwords(text: &str, ranges: &mut Vec<(usize, usize)>) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        // A keyword: up to a space or `=`.
        while at < bytes.len() && (bytes[at] as char).is_ascii_whitespace() {
            at += 1;
        }
        let key_start = at;
        while at < bytes.len() && !(bytes[at] as char).is_ascii_whitespace() && bytes[at] != b'=' {
            at += 1;
        }
        let key = text[key_start..at].to_ascii_lowercase();
        let mut eq = at;
        while eq < bytes.len() && (bytes[eq] as char).is_ascii_whitespace() {
            eq += 1;
        }
        if eq >= bytes.len() || bytes[eq] != b'=' {
            // Not a pair: go on with the next word (at least one byte on).
            at = at.max(key_start + 1);
            continue;
        }
        let mut value = eq + 1;
        while value < bytes.len() && (bytes[value] as char).is_ascii_whitespace() {
            value += 1;
        }
        let end = value_end(bytes, value);
        if key.ends_with("password") {
            // Words after it that are not pairs are taken as the password's too.
            let mut hidden_end = end;
            loop {
                let mut next = hidden_end;
                while next < bytes.len() && (bytes[next] as char).is_ascii_whitespace() {
                    next += 1;
                }
                if next >= bytes.len() || starts_pair(&text[next..]) {
                    break;
                }
                hidden_end = value_end(bytes, next);
            }
            ranges.push((value, hidden_end));
            at = hidden_end;
        } else {
            at = end;
        }
        at = at.max(key_start + 1);
    }
}

/// Where a `key=value` value starting at `start` ends: after its closing quote (the end if it
/// has none), or at the first space not escaped by `\`.
fn value_end(bytes: &[u8], start: usize) -> usize {
    let mut at = start;
    if bytes.get(at) == Some(&b'\'') {
        at += 1;
        while at < bytes.len() {
            match bytes[at] {
                b'\\' => at += 2,
                b'\'' => return at + 1,
                _ => at += 1,
            }
        }
        return bytes.len();
    }
    while at < bytes.len() && !(bytes[at] as char).is_ascii_whitespace() {
        at += if bytes[at] == b'\\' { 2 } else { 1 };
    }
    at.min(bytes.len())
}

/// Whether `text` starts with a `key=` pair (a word without spaces, then `=`).
fn starts_pair(text: &str) -> bool {
    let key = text
        .find(|c: char| c.is_whitespace() || c == '=')
        .unwrap_or(text.len());
    key > 0 && text[key..].trim_start().starts_with('=')
}

/// `text` with `ranges` each replaced by `***`. A range that does not fall on a character's
/// boundary is widened to one.
fn render(text: &str, ranges: &[(usize, usize)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for &(start, end) in ranges {
        let mut start = start.min(text.len());
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = end.min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        if start < at {
            start = at;
        }
        out.push_str(&text[at..start]);
        out.push_str("***");
        at = end.max(start);
    }
    out.push_str(&text[at..]);
    out
}

fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[at] == b'%' && at + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[at + 1]), hex(bytes[at + 2])) {
                out.push((h * 16 + l) as u8);
                at += 3;
                continue;
            }
        }
        out.push(bytes[at]);
        at += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `text` without its quotes and `\` escapes (a `key=value` value as the client reads it).
fn unescaped(text: &str) -> String {
    let inner = text.strip_prefix('\'').unwrap_or(text);
    let inner = inner.strip_suffix('\'').unwrap_or(inner);
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(next) = chars.next() {
                out.push(next);
            }
        } else {
            out.push(c);
        }
    }
    out
}
