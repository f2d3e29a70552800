//! The fake gateway: HELLO, IDENTIFY -> READY + a GUILD_CREATE per guild of the shard identified
//! (one connection per shard), heartbeats acknowledged, RESUME of a shard's current session (the events it missed are sent again, then RESUMED; an unknown session
//! gets INVALID_SESSION), and INTERACTION_CREATE pushed by the test. The faults a test arms
//! (see [`super::faults`]) are applied here: the socket closed, RECONNECT (op 7), INVALID_SESSION
//! (op 9), IDENTIFY refused with 4004, connections dropped while the gateway is down.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

use super::{model, Shared};

/// What the fake sends on a gateway connection.
#[derive(Clone, Debug)]
pub enum Frame {
    /// A JSON payload.
    Text(String),
    /// Close the socket: with this close code, or (None) without a close frame at all, as a
    /// dropped connection does.
    Close(Option<u16>),
}

/// The session a bot identified: its id and every dispatch sent in it, for RESUME.
#[derive(Default)]
pub struct Session {
    pub id: String,
    /// (seq, payload) of every dispatch of the session.
    pub events: Vec<(u64, String)>,
}

/// One shard as the bot identified it: its session (kept across disconnections, for RESUME) and
/// its connection while connected.
pub struct ShardLink {
    /// The shard count the bot identified with.
    pub count: u32,
    /// The token it identified with (`Bot <token>`).
    pub token: String,
    pub session: Session,
    pub(super) seq: u64,
    pub(super) gateway: Option<(u64, mpsc::UnboundedSender<Frame>)>,
}

impl ShardLink {
    pub fn connected(&self) -> bool {
        self.gateway.is_some()
    }

    /// Sends a frame on the shard's connection, if connected.
    pub(super) fn send(&self, frame: Frame) {
        if let Some((_, tx)) = self.gateway.as_ref() {
            let _ = tx.send(frame);
        }
    }
}

/// Accepts gateway connections until the fake is dropped.
pub(super) async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    while let Ok((tcp, _)) = listener.accept().await {
        if shared.lock().gateway_down {
            // Down: the connection is dropped before the WebSocket handshake.
            drop(tcp);
            shared.lock().refused_connections += 1;
            shared.changed();
            continue;
        }
        tokio::spawn(connection(tcp, Arc::clone(&shared)));
    }
}

async fn connection(tcp: TcpStream, shared: Arc<Shared>) {
    // Events go out at once (no Nagle delay behind an unacknowledged frame).
    let _ = tcp.set_nodelay(true);
    let Ok(ws) = tokio_tungstenite::accept_async(tcp).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Frame>();
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            match frame {
                Frame::Text(text) => {
                    if sink.send(WsMessage::Text(text)).await.is_err() {
                        break;
                    }
                }
                Frame::Close(Some(code)) => {
                    let _ = sink
                        .send(WsMessage::Close(Some(CloseFrame {
                            code: CloseCode::from(code),
                            reason: "fake discord".into(),
                        })))
                        .await;
                    break;
                }
                // Dropped without a close frame.
                Frame::Close(None) => return,
            }
        }
        let _ = sink.close().await;
    });
    let connection = {
        let mut state = shared.lock();
        state.connection += 1;
        state.connection
    };
    let _ = tx.send(Frame::Text(model::hello().to_string()));

    loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            // The writer ended (a close the test asked for): so does the connection.
            () = tx.closed() => break,
        };
        let Some(Ok(frame)) = frame else { break };
        if writer.is_finished() {
            break;
        }
        let text = match frame {
            WsMessage::Text(text) => text,
            WsMessage::Close(_) => break,
            _ => continue,
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            shared.lock().problems.push(format!(
                "gateway: the bot sent something that is not JSON: {text}"
            ));
            continue;
        };
        match payload["op"].as_u64() {
            // Heartbeat: acknowledge, or serenity reconnects.
            Some(1) => {
                let _ = tx.send(Frame::Text(json!({"op": 11}).to_string()));
            }
            // Identify: this connection becomes the session of the shard it names.
            Some(2) => {
                let mut state = shared.lock();
                state.identifies.push(payload["d"].clone());
                if let Some(code) = state.refuse_identify {
                    // A refused token: Discord closes with 4004 (Authentication failed).
                    let _ = tx.send(Frame::Close(Some(code)));
                    drop(state);
                    shared.changed();
                    continue;
                }
                let shard = &payload["d"]["shard"];
                let (id, count) = (
                    shard[0].as_u64().unwrap_or(0) as u32,
                    shard[1].as_u64().unwrap_or(1) as u32,
                );
                if count == 0 || id >= count {
                    // Discord: 4010, Invalid shard.
                    state.problems.push(format!("IDENTIFY with shard {shard}"));
                    let _ = tx.send(Frame::Close(Some(4010)));
                    drop(state);
                    shared.changed();
                    continue;
                }
                let session_id = format!("session-{connection}");
                let link = ShardLink {
                    count,
                    token: payload["d"]["token"].as_str().unwrap_or("").to_string(),
                    session: Session {
                        id: session_id.clone(),
                        events: Vec::new(),
                    },
                    seq: 0,
                    gateway: Some((connection, tx.clone())),
                };
                // A shard identified again (a restart) replaces its old session.
                if let Some(old) = state.shards.insert(id, link) {
                    if old.gateway.as_ref().is_some_and(|(c, _)| *c != connection) {
                        old.send(Frame::Close(Some(4000)));
                    }
                }
                state.connected = true;
                let guilds: Vec<(u64, u64)> = state
                    .guilds
                    .iter()
                    .filter(|(g, _)| super::shard_of(*g, count) == id)
                    .copied()
                    .collect();
                let ids: Vec<u64> = guilds.iter().map(|(g, _)| *g).collect();
                super::send_dispatch(
                    &mut state,
                    id,
                    "READY",
                    model::ready(&session_id, &shared.gateway_url, [id, count], &ids),
                );
                for (guild, channel) in guilds {
                    super::send_dispatch(
                        &mut state,
                        id,
                        "GUILD_CREATE",
                        model::guild_create(guild, channel),
                    );
                }
                drop(state);
                shared.changed();
            }
            // Resume: the current session picks up where the bot's last sequence number was.
            Some(6) => {
                let mut state = shared.lock();
                let wanted = payload["d"]["session_id"]
                    .as_str()
                    .unwrap_or("")
                    .to_string();
                let after = payload["d"]["seq"].as_u64().unwrap_or(0);
                let shard = state
                    .shards
                    .iter()
                    .find(|(_, link)| link.session.id == wanted)
                    .map(|(id, _)| *id)
                    .filter(|_| !state.refuse_resume);
                let Some(shard) = shard else {
                    let _ = tx.send(Frame::Text(json!({"op": 9, "d": false}).to_string()));
                    continue;
                };
                state.resumes.push(wanted);
                let link = state.shards.get_mut(&shard).expect("found");
                let missed: Vec<String> = link
                    .session
                    .events
                    .iter()
                    .filter(|(seq, _)| *seq > after)
                    .map(|(_, e)| e.clone())
                    .collect();
                for event in missed {
                    let _ = tx.send(Frame::Text(event));
                }
                link.gateway = Some((connection, tx.clone()));
                state.connected = true;
                super::send_dispatch(&mut state, shard, "RESUMED", json!({}));
                drop(state);
                shared.changed();
            }
            // Presence updates, voice, member requests: nothing to do.
            _ => {}
        }
    }

    {
        let mut state = shared.lock();
        for link in state.shards.values_mut() {
            if link.gateway.as_ref().is_some_and(|(c, _)| *c == connection) {
                link.gateway = None;
            }
        }
        state.connected = state.shards.values().any(ShardLink::connected);
    }
    shared.changed();
    drop(tx);
    let _ = writer.await;
}
