// Deltas (docs/protocol.md, server/delta.py): a connection that says hello with "delta": true gets
// one full state, then only what changed. applyDelta gives the full state again, so the page draws
// from whole states as before. No DOM.

export const CHAT_KEPT = 20;

function patch(list, p) {
  return list.slice(p.from, p.to).concat(p.add);
}

function ends(list, p) {
  return list.slice(0, p.front).concat(p.mid, list.slice(list.length - p.back));
}

function layout(old, p) {
  if (p.set) return p.set;
  const out = { ...old };
  for (const [key, change] of Object.entries(p.fields)) {
    out[key] = change.ends ? ends(old[key], change.ends) : change.set;
  }
  return out;
}

/** The state after delta (a new object), or null when the delta does not follow this state (a gap:
 * the caller reconnects and gets a full state). */
export function applyDelta(state, delta) {
  if (!state || delta.base !== state.seq) return null;
  const view = { ...state.view, ...delta.view };
  if (delta.layout) view.layout = layout(state.view.layout, delta.layout);
  if (delta.log) view.log = patch(state.view.log, delta.log);
  const table = { ...state.table, ...delta.table };
  const out = { ...state, seq: delta.seq, table, timer: delta.timer, view };
  if (delta.reveal) out.reveal = patch(state.reveal, delta.reveal);
  if (delta.sheet) out.sheet = patch(state.sheet, delta.sheet);
  if (delta.chat) out.chat = delta.chat;
  return out;
}

/** A chat message as its chat line: a quick phrase {seat, phrase, at}, or a signed-in person's free
 * text {seat, text, at, id} (`id`: what a report names; server/chat.py). */
export function chatLine(msg) {
  return msg.text === undefined ? { seat: msg.seat, phrase: msg.phrase, at: msg.at } : { seat: msg.seat, text: msg.text, at: msg.at, id: msg.id };
}

/** The state with a chat message added to its chat (a delta carries the chat only when it differs
 * from what the seat was last sent). */
export function applyChat(state, msg) {
  if (!state) return state;
  return { ...state, chat: state.chat.concat([chatLine(msg)]).slice(-CHAT_KEPT) };
}
