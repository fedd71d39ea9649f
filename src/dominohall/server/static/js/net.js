// The table's WebSocket (docs/protocol.md): hello with the seat's token, automatic reconnect with
// backoff, send and receive. No DOM: the controller hands in callbacks. It asks for deltas and
// applies them (state.js), so the controller always receives whole states.

import { applyChat, applyDelta } from "./state.js";

/** The seat and token from the URL fragment "#seat=N&token=T" (the token never reaches the server's logs). */
export function parseFragment(hash = location.hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ""));
  const seat = params.get("seat");
  const token = params.get("token");
  return { seat: seat === null || seat === "" ? null : Number(seat), token: token || null };
}

/** The table id of a page at /t/{table} or /replay/{table}. */
export function tableFromPath(path = location.pathname) {
  const parts = path.split("/").filter(Boolean);
  return parts.length >= 2 ? decodeURIComponent(parts[parts.length - 1]) : null;
}

export function socketUrl(table, loc = location) {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}/ws/${encodeURIComponent(table)}`;
}

/**
 * A connection that keeps itself open. handlers: onMessage(msg), onStatus("connecting" | "open" |
 * "closed" | "forbidden", attempt, restarting), name() -> the nickname said with the hello (optional). Returns {send(obj) -> bool, close(), drop(), connected}.
 * restarting: the server closed the connection because it is restarting (code 1012), and the page
 * has not been welcomed back yet (docs/protocol.md).
 */
export function connect(table, token, handlers = {}) {
  const onMessage = handlers.onMessage || (() => {});
  const onStatus = handlers.onStatus || (() => {});
  const WebSocketClass = handlers.WebSocket || WebSocket;
  let socket = null;
  let attempt = 0;
  let timer = null;
  let ping = null;
  let stopped = false;
  let forbidden = false; // refused at hello (a bad token, no such table): trying again cannot help
  let restarting = false; // closed with 1012 (the server is restarting), until welcomed back

  function schedule() {
    if (stopped || forbidden) return;
    const delay = Math.min(10000, 400 * 2 ** Math.min(attempt, 5)) * (0.8 + Math.random() * 0.4);
    attempt += 1;
    onStatus("closed", attempt, restarting);
    timer = setTimeout(open, delay);
  }

  function open() {
    timer = null;
    if (stopped) return;
    onStatus("connecting", attempt, restarting);
    let ws;
    try {
      ws = new WebSocketClass(socketUrl(table));
    } catch (_) {
      schedule();
      return;
    }
    socket = ws;
    let welcomed = false;
    let state = null; // the last whole state, the base of the next delta
    ws.onopen = () => {
      const hello = { type: "hello", token: token || null, delta: true };
      const name = token && handlers.name ? handlers.name() : null; // the nickname goes with a seat only
      if (name) hello.name = name;
      ws.send(JSON.stringify(hello));
      clearInterval(ping);
      ping = setInterval(() => send({ type: "ping" }), 25000);
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (_) {
        return;
      }
      if (msg.type === "delta") {
        msg = applyDelta(state, msg);
        if (msg === null) {
          // A gap (never expected: messages arrive in order): a new connection gets a whole state.
          ws.close();
          return;
        }
        msg.type = "state";
      }
      if (msg.type === "state") state = msg;
      if (msg.type === "chat") state = applyChat(state, msg);
      if (msg.type === "welcome") {
        welcomed = true;
        attempt = 0;
        restarting = false;
        onStatus("open", 0, false);
      }
      if (msg.type === "error" && (msg.code === "forbidden" || !welcomed)) {
        forbidden = true;
        onStatus("forbidden", 0);
      }
      if (msg.type !== "pong") onMessage(msg);
    };
    ws.onclose = (event) => {
      clearInterval(ping);
      if (event && event.code === 1012) restarting = true;
      if (socket === ws) socket = null;
      schedule();
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  function send(obj) {
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(obj));
    return true;
  }

  open();
  return {
    send,
    close() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ping);
      if (socket) socket.close();
    },
    /** Drops the socket as a lost connection would (for tests and for "reconnect now"). */
    drop() {
      if (socket) socket.close();
    },
    get connected() {
      return !!socket && socket.readyState === 1;
    },
  };
}

// The facts of every variant (rule prefix, player counts, ends, match kind, names, options), as the
// server's registry has them: the browser keeps no copy of its own.
let variantsPromise = null;
export function loadVariants() {
  if (!variantsPromise) {
    variantsPromise = fetch("/api/variants")
      .then((answer) => (answer.ok ? answer.json() : []))
      .then((list) => Object.fromEntries(list.map((v) => [v.variant, v])))
      .catch(() => ({}));
  }
  return variantsPromise;
}

/** POST JSON to the server; {ok, status, data}. */
export async function postJson(path, body) {
  return answered(await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
}

/** PATCH JSON on the server; {ok, status, data} ({code: "internal"} when the server cannot be reached). */
export async function patchJson(path, body) {
  return reached(path, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** GET JSON from the server; {ok, status, data} ({code: "internal"} when the server cannot be reached). */
export async function getJson(path) {
  return reached(path, {});
}

/** DELETE on the server; {ok, status, data} ({code: "internal"} when the server cannot be reached). */
export async function deleteJson(path) {
  return reached(path, { method: "DELETE" });
}

async function reached(path, init) {
  let answer;
  try {
    answer = await fetch(path, init);
  } catch (_) {
    return { ok: false, status: 0, data: { code: "internal" } };
  }
  return answered(answer);
}

async function answered(answer) {
  let data = {};
  try {
    data = await answer.json();
  } catch (_) {
    data = {};
  }
  return { ok: answer.ok, status: answer.status, data };
}
