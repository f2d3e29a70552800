//! The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats acknowledged, RESUME
//! refused (so a reconnecting bot identifies again), and INTERACTION_CREATE pushed by the test.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as WsMessage;

use super::{model, Shared};

/// Accepts gateway connections until the fake is dropped.
pub(super) async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    while let Ok((tcp, _)) = listener.accept().await {
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
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if sink.send(WsMessage::Text(text)).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let connection = {
        let mut state = shared.lock();
        state.connection += 1;
        state.connection
    };
    let _ = tx.send(model::hello().to_string());

    while let Some(Ok(frame)) = stream.next().await {
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
                let _ = tx.send(json!({"op": 11}).to_string());
            }
            // Identify: this connection becomes the bot's session.
            Some(2) => {
                let mut state = shared.lock();
                state.identifies.push(payload["d"].clone());
                state.gateway = Some((connection, tx.clone()));
                state.connected = true;
                state.seq = 1;
                let session = format!("session-{connection}");
                let _ = tx.send(
                    model::dispatch(1, "READY", model::ready(&session, &shared.gateway_url))
                        .to_string(),
                );
                state.seq = 2;
                let _ =
                    tx.send(model::dispatch(2, "GUILD_CREATE", model::guild_create()).to_string());
                drop(state);
                shared.changed();
            }
            // Resume: refuse, so the bot identifies again with a fresh session.
            Some(6) => {
                let _ = tx.send(json!({"op": 9, "d": false}).to_string());
            }
            // Presence updates, voice, member requests: nothing to do.
            _ => {}
        }
    }

    {
        let mut state = shared.lock();
        if state
            .gateway
            .as_ref()
            .is_some_and(|(c, _)| *c == connection)
        {
            state.gateway = None;
            state.connected = false;
        }
    }
    shared.changed();
    drop(tx);
    let _ = writer.await;
}
