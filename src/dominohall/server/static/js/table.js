// The table page's controller: the server's state -> render.js drawings; clicks -> moves over net.js.
//
// Playing: click a lit tile of your hand; if it fits only one place it is played at once, otherwise
// the places it fits are lit on the layout (ends, or a sausage junction's L/R side) and a click on one
// plays it. Pass, undo, quick chat, a seat's takeover, the turn timer, the score sheet, the log, the
// end-of-deal reveal and the explanation of a refused move are all here.

import { connect, deleteJson, getJson, loadVariants, parseFragment, postJson, tableFromPath } from "./net.js";
import { chatLine } from "./state.js";
import { backs, boardRoom, drawHand, drawLayout, htmlEl, lastPlays, layoutTiles, moveTile, revealUnit, tileRow, unitFor } from "./render.js";
import { END_NAMES, N_, boardEnd, countTiles, invitesOf, mySeats, refusalText, rememberInvites, rememberSeat, retryText, saveName, savedName, sayEvent, seatLabel, shownMove, setUpPage, withLang } from "./i18n.js";
import { icon } from "./icons.js";
import { copyText, explainRefusal, explainTile, moveWords, sound } from "./words.js";
import { changeText, ratingText, whoami } from "./account.js";
import { TurnAlert } from "./turnalert.js";
import { myGames } from "./mygames.js";

/** The quick-chat phrases (the server's dominohall.server.protocol PHRASES), in words. */
const PHRASES = { hello: N_("Hello!"), good_luck: N_("Good luck!"), well_played: N_("Well played!"), thanks: N_("Thanks!"), oops: N_("Oops!"), hurry: N_("Your move, please"), bye: N_("Bye!") };
const $ = (id) => document.getElementById(id);

const ui = {
  texts: null,
  net: null,
  table: tableFromPath(),
  me: null, // our seat, null when watching
  token: null,
  meta: null,
  seq: null,
  view: null,
  reveal: [],
  sheet: [],
  timer: null,
  chat: [],
  signedIn: false, // a session's account (free-text chat, reports): /api/session
  serverMuted: new Set(), // the seats whose accounts this person's account mutes (server/chat.py: not sent their free text)
  selected: null,
  pending: false,
  revealSeen: null, // how many finished deals were already shown
  rulesOpen: new Set(), // the log's rule lines opened by a click (by the event's place in the match)
  matchShown: false, // the match's end was shown (it may come after the last deal's window: a steal)
  revealAfter: "", // the words of what followed the deal in the open window (a token, a steal)
  prevLayout: new Set(),
  prevHand: new Set(),
  prevEvents: null,
  prevDeal: null,
  status: "connecting",
  restarting: false, // the server closed the connection to restart: the status says so until back
  refusal: null,
  badges: [],
  rematch: null, // {table, seat, token} once a rematch is ready
  sentSeq: null, // the seq our last move was sent on (a move of ours we did not send: the timer's)
  note: null, // a line for the status: undo, the timer's move, a lost connection
  leaving: null, // "abort" or "resign" while its confirmation is asked
};
window.dominohall = ui; // for tests and the curious: the page's state and its connection

const t = (key, fields) => ui.texts.t(key, fields);
const label = (seat) => seatLabel(ui.texts, seat, ui.me, ui.meta);
const named = (seat) => !!(ui.meta && ui.meta.seats && ui.meta.seats[seat] && ui.meta.seats[seat].name);
/** A seat's name in a few letters: the nickname, "you", or "seat 2". */
function shortLabel(seat) {
  if (named(seat)) return ui.meta.seats[seat].name;
  return seat === ui.me ? t("you") : t("seat {seat}", { seat });
}

// ---- incoming --------------------------------------------------------------------------------------
function onMessage(msg) {
  switch (msg.type) {
    case "welcome":
      ui.me = msg.seat === undefined ? null : msg.seat;
      ui.meta = msg.table || ui.meta;
      if (ui.me !== null && ui.token) rememberSeat({ table: ui.table, seat: ui.me, link: `${location.origin}/t/${ui.table}#seat=${ui.me}&token=${ui.token}`, variant: ui.meta && ui.meta.variant });
      break;
    case "state":
      onState(msg);
      break;
    case "presence":
      // someone came or went (docs/protocol.md): only the seat's badge changes
      if (msg.seat !== null && ui.meta && ui.meta.seats && ui.meta.seats[msg.seat]) {
        ui.meta.seats[msg.seat].connected = msg.connected;
        ui.meta.seats[msg.seat].away_since = msg.away_since;
        if (ui.view) keepFocus(renderSeats);
      }
      break;
    case "chat":
      ui.chat.push(chatLine(msg));
      ui.chat = ui.chat.slice(-20);
      renderChat();
      if (!muted().has(msg.seat)) bubble(msg.seat, shortened(chatWords(msg)), "chat");
      break;
    case "error":
      onError(msg);
      break;
    case "rematch":
      onRematch(msg);
      break;
    default:
      break;
  }
}

function onState(msg) {
  keepFocus(() => applyState(msg));
  ui.turnBegan = false;
  document.body.dataset.seq = String(ui.seq);
}

function applyState(msg) {
  const first = ui.view === null;
  const view = msg.view;
  // a turn of this seat begins (anything happened since its last state: a bot may have answered
  // this seat's move in the same state): the hand's tab stop goes to its first playable tile
  ui.turnBegan = view.turn === ui.me && !view.match_over && (first || view.events !== ui.view.events || view.deal !== ui.view.deal);
  const newEvents = ui.prevEvents === null || view.deal !== ui.prevDeal ? [] : newLogEntries(view);
  noteChanges(msg, view, newEvents);
  ui.seq = msg.seq;
  ui.meta = msg.table || ui.meta;
  ui.view = view;
  ui.reveal = msg.reveal || [];
  ui.sheet = msg.sheet || [];
  ui.timer = msg.timer || null;
  ui.deadline = ui.timer && typeof ui.timer.remaining === "number" ? Date.now() + ui.timer.remaining * 1000 : deadlineOf(ui.timer);
  if (first) {
    ui.chat = msg.chat || [];
    // deals finished before we came are in the sheet; show only the last one if the match is over
    ui.revealSeen = view.match_over ? Math.max(ui.reveal.length - 1, 0) : ui.reveal.length;
  } else if (msg.chat) ui.chat = msg.chat;
  ui.revealSeen = Math.min(ui.revealSeen, ui.reveal.length); // an undo can take a finished deal back
  ui.pending = false;
  if (ui.selected && !playableTiles().has(ui.selected)) ui.selected = null;
  const tiles = new Set(layoutTiles(view.layout));
  const fresh = new Set([...tiles].filter((x) => !ui.prevLayout.has(x)));
  const shrunk = [...ui.prevLayout].some((x) => !tiles.has(x));
  const handNow = new Set(view.hand);
  const drawn = first ? new Set() : new Set(view.hand.filter((x) => !ui.prevHand.has(x)));
  render({ fresh: first ? new Set() : fresh, drawn, cutTaken: !first && shrunk && view.layout.kind === "sausage" && view.deal === ui.prevDeal });
  for (const ev of newEvents) animateEvent(ev);
  ui.prevLayout = tiles;
  ui.prevHand = handNow;
  ui.prevEvents = view.events;
  ui.prevDeal = view.deal;
  if (ui.reveal.length > ui.revealSeen) showReveal(ui.reveal.length - 1);
  else if (view.match_over && !ui.matchShown) showReveal(ui.reveal.length - 1); // it ended after the deal (WS-7)
  else if (!$("overlay").classList.contains("hidden") && Number($("overlay").dataset.index) === ui.reveal.length - 1 && afterDeal().join("\n") !== ui.revealAfter) {
    showReveal(ui.reveal.length - 1); // the open window says what followed its deal: a token taken, a steal
  }
  if (view.match_over && ui.meta && ui.meta.rated && !ui.ratingChanges) loadRatingChanges();
  autoPass();
  announceEvents(first ? [] : newEvents, view, first);
}

/** A rated match's end: what it did to each account's rating ("+12"), in the standings and the
 * status line (stored with the match's end, so it is there once the last state is). */
async function loadRatingChanges() {
  ui.ratingChanges = {};
  try {
    const answer = await fetch(`/api/tables/${encodeURIComponent(ui.table)}/ratings`);
    const data = answer.ok ? await answer.json() : { changes: [] };
    for (const c of data.changes || []) ui.ratingChanges[c.seat] = c;
  } catch (_) {
    return;
  }
  showRatingChanges();
}

function showRatingChanges() {
  for (const cell of document.querySelectorAll(".rating-change[data-seat]")) {
    const c = (ui.ratingChanges || {})[Number(cell.dataset.seat)];
    cell.textContent = c ? `${c.after} (${changeText(c.change)})` : "";
  }
  const mine = ui.me !== null && ui.ratingChanges ? ui.ratingChanges[ui.me] : null;
  const node = $("rating-change");
  if (node && mine) {
    const why = ratingWhy(mine);
    node.textContent = why
      ? t("Your rating: {rating} ({change}: {why})", { rating: mine.after, change: changeText(mine.change), why })
      : t("Your rating: {rating} ({change})", { rating: mine.after, change: changeText(mine.change) });
    node.classList.remove("hidden");
  }
}

/** Why a rating moved as it did, in a few words: the result against the table's ratings as the match
 * began (the badges' ratings: each account's as it sat down, each bot's fixed one), and a provisional
 * rating's bigger steps. A result the ratings expected moves a rating little; an upset, much. */
function ratingWhy(mine) {
  const seats = (ui.meta && ui.meta.seats) || [];
  const others = seats.filter((x, s) => s !== ui.me && x && typeof x.rating === "number").map((x) => x.rating);
  if (!others.length || typeof mine.before !== "number") return "";
  const table = others.reduce((a, b) => a + b, 0) / others.length;
  const near = Math.abs(table - mine.before) < 25;
  let why;
  if (mine.change > 0) why = near ? t("you beat a table rated about as you") : table > mine.before ? t("you beat a higher-rated table") : t("you beat a lower-rated table, as expected");
  else if (mine.change < 0) why = near ? t("you lost to a table rated about as you") : table < mine.before ? t("you lost to a lower-rated table") : t("you lost to a higher-rated table, as expected");
  else why = t("the result the ratings expected");
  const me = seats[ui.me];
  return me && me.provisional ? `${why}; ${t("a provisional rating moves in bigger steps")}` : why;
}

/** Says in the status what the log alone would not: moves taken back, a move the timer made for us. */
function noteChanges(msg, view, newEvents) {
  if (ui.view === null) return;
  if (msg.seq > ui.seq && view.events < ui.prevEvents && view.deal === ui.prevDeal) {
    // moves taken back: say which (the plays and passes that left the log)
    const gone = ui.view.log.slice(Math.max(0, ui.view.log.length - (ui.prevEvents - view.events)));
    const moves = gone.filter((e) => e.event === "play" || e.event === "pass").map((e) => e.move || t("pass"));
    ui.note = moves.length ? t("taken back: {moves}", { moves: moves.join(", ") }) : t("Moves taken back.");
  }
  const mine = newEvents.find((e) => e.event === "play" || e.event === "pass");
  const ours = newEvents.filter((e) => (e.event === "play" || e.event === "pass") && e.seat === ui.me);
  if (ours.length && ui.sentSeq === null && ui.meta && ui.meta.timer) ui.note = t("Your time ran out: the timer played {move} for you.", { move: ours[ours.length - 1].move || "pass" });
  if (ours.length) ui.sentSeq = null;
  if (mine && ui.sounds) sound("play");
  if (ui.sounds && view.turn === ui.me && ui.view.turn !== ui.me && !view.match_over) sound("mine");
  if (ui.alert && ui.me !== null && msg.table) {
    // the tab's title and icon (and, if asked for, a notification) when it becomes our turn unseen
    const became = view.turn === ui.me && ui.view.turn !== ui.me && !view.match_over && msg.table.status === "playing";
    ui.alert.turn(became, isTurnBased(msg.table), ui.texts.variant(view.variant), ui.table);
  }
}

function isTurnBased(meta) {
  return !!(meta && meta.pace && meta.pace.kind === "turn-based");
}

/** The log entries that are new since the last state (the log holds the latest entries). */
function newLogEntries(view) {
  const count = view.events - ui.prevEvents;
  if (count <= 0) return [];
  return view.log.slice(-Math.min(count, view.log.length));
}

function onError(msg) {
  ui.pending = false;
  if ((msg.code === "forbidden" || msg.code === "not_found") && ui.view === null) {
    ui.status = "forbidden";
    renderConn();
    noTable(msg.code);
    return;
  }
  // once the match is over, what this seat asks is a rematch: its refusal is the rematch's
  const forRematch = ui.askedRematch && ui.view !== null && ui.view.match_over;
  if (forRematch || msg.code === "match_not_over" || msg.code === "too_many" || msg.code === "rate_limited") ui.askedRematch = false;
  const box = htmlEl("div", { class: "refusal", role: "alert", "data-code": msg.code });
  if (msg.rule && ["illegal_move", "bad_message", "not_your_turn"].includes(msg.code)) {
    const sentence = ui.texts.rule(msg.rule) || "";
    box.dataset.rule = msg.rule;
    // first what is wrong with this move in plain words, then the rule it breaks
    box.appendChild(htmlEl("div", { class: "plain", text: explainRefusal(ui.texts, msg, label) }));
    // the rule after it, unless the sentence says all of it (the server says which: quote_rule)
    if (msg.quote_rule !== false) box.appendChild(htmlEl("div", { class: "explanation", text: t("not allowed: {rule}: {sentence}", { rule: msg.rule, sentence }) }));
  } else {
    const takenOver = msg.code === "forbidden" && ui.view && ui.me !== null && ui.meta && ui.meta.seats[ui.me].kind === "bot";
    const said = (msg.field === "text" && chatRefusal(msg.code)) || refusalText(ui.texts, takenOver ? "taken_over" : msg.code);
    box.appendChild(htmlEl("div", { class: "explanation", text: said || t("Refused: {code}", { code: msg.code }) }));
  }
  // the engine's own detail is English: shown to English readers only (the words above say it all)
  if (msg.message && ui.texts.lang === "en") box.appendChild(htmlEl("div", { class: "detail", text: t("  detail: {detail}", { detail: msg.message }).trim() }));
  if (msg.message) box.dataset.detail = msg.message;
  const retry = retryText(ui.texts, msg.retry_after);
  if (retry) box.appendChild(htmlEl("div", { class: "retry", text: retry }));
  ui.refusal = box;
  $("message").replaceChildren(box);
  const slot = $("overlay-rematch");
  if (forRematch && slot && !$("overlay").classList.contains("hidden")) {
    // told beside the Rematch button, where the person is looking, not under the dialog
    const copy = box.cloneNode(true);
    copy.removeAttribute("id");
    slot.querySelectorAll(".refusal").forEach((old) => old.remove());
    slot.appendChild(copy);
  }
  if (ui.view) keepFocus(renderHand);
}

// ---- outgoing --------------------------------------------------------------------------------------
function sendMove(move) {
  if (!ui.net || ui.pending) return;
  ui.lastSent = move;
  ui.selected = null;
  clearMessage();
  if (ui.status !== "open") {
    showReason(t("The connection is lost: wait until it is back."));
    return;
  }
  if (ui.net.send({ type: "move", move, seq: ui.seq })) {
    ui.sentSeq = ui.seq;
    ui.note = null;
    ui.pending = true;
    keepFocus(() => {
      renderHand();
      renderBoard({});
    });
  }
}

/** A link that opens no table (none by that name) or no seat at it: said in place of an empty table,
 * with the way on (the lobby; a table that exists can still be watched). */
function noTable(code) {
  const table = $("table");
  const missing = code === "not_found";
  const text = missing ? t("There is no such table (any more): the link may be mistyped or the table long gone.") : t("This link opens no seat at this table. You can still watch it.");
  const links = [htmlEl("a", { class: "button primary", href: withLang("/", ui.texts.lang), text: t("To the lobby") })];
  if (!missing) links.push(htmlEl("a", { class: "button", href: withLang(`/t/${encodeURIComponent(ui.table || "")}`, ui.texts.lang), text: t("Watch") }));
  // the title line stays (with the connection's word); the empty table under it goes
  for (const child of [...table.children].slice(1)) if (child.id !== "no-table") child.classList.add("hidden");
  $("title").textContent = refusalText(ui.texts, code) || "";
  let box = $("no-table");
  if (!box) {
    box = htmlEl("section", { id: "no-table", class: "card no-table", role: "alert", "data-code": code });
    table.appendChild(box);
  }
  box.replaceChildren(htmlEl("p", { class: "no-table-text", text }), htmlEl("div", { class: "row" }, links));
  document.title = `${refusalText(ui.texts, "not_found")} · dominohall`;
}

function clearMessage() {
  ui.refusal = null;
  $("message").replaceChildren();
}

function legal() {
  return ui.view ? ui.view.legal || [] : [];
}

/** Whether this page may play now: seated, the table playing, connected, the seat not a bot's. */
function canPlay() {
  const v = ui.view;
  if (!v || ui.me === null || v.match_over || ui.status !== "open") return false;
  if (!ui.meta || ui.meta.status !== "playing") return false;
  return ui.meta.seats[ui.me] && ui.meta.seats[ui.me].kind === "human";
}

function playableTiles() {
  if (!canPlay()) return new Set();
  return new Set(legal().filter((m) => m.kind === "play" || m.kind === "cut").map((m) => m.tile));
}

function showReason(text) {
  clearMessage();
  $("message").appendChild(htmlEl("div", { class: "refusal hint-refusal", role: "alert" }, [htmlEl("div", { class: "plain", text })]));
}

function onTileClick(tile) {
  if (ui.pending) return;
  if (!playableTiles().has(tile)) {
    // a tile that is not lit says why it is not
    showReason(explainTile(ui.texts, tile, ui, canPlay(), label));
    return;
  }
  if (ui.selected === tile) {
    ui.selected = null;
  } else {
    const moves = legal().filter((m) => m.tile === tile && (m.kind === "play" || m.kind === "cut"));
    if (moves.length === 1 || (moves.length && equivalentPlaces(moves))) {
      sendMove(moves[0].move);
      return;
    }
    if (!moves.length) return;
    ui.selected = tile;
    clearMessage();
    $("message").appendChild(htmlEl("div", { class: "hint", text: t("Choose where {tile} goes: the lit places on the table", { tile }) }));
  }
  keepFocus(() => {
    renderHand();
    renderBoard({});
  });
  const firstTarget = document.querySelector("#board .target");
  if (firstTarget && firstTarget.scrollIntoView) firstTarget.scrollIntoView({ block: "nearest", inline: "center" });
  showTargets();
  // the places are offered as the hand is: the first has the focus, the arrows move, Escape goes back
  if (firstTarget && ui.selected) firstTarget.focus({ preventScroll: true });
}

/** The lit places of a chosen tile brought into view between the sticky head and the hand's dock: all
 * of them where they fit (a phone's head is about 190 px, and a sausage's ◀L places sit above its rows,
 * where scrolling the first place into view left them under the head), else from the topmost down. */
function showTargets() {
  const rects = [...document.querySelectorAll("#board .target")].map((el) => el.getBoundingClientRect());
  if (!rects.length) return;
  const head = document.querySelector(".table-head");
  const dock = $("hand-dock");
  const top = (head ? head.getBoundingClientRect().bottom : 0) + 8;
  const bottom = (dock && !dock.classList.contains("hidden") ? Math.min(dock.getBoundingClientRect().top, window.innerHeight) : window.innerHeight) - 8;
  const first = Math.min(...rects.map((r) => r.top));
  const last = Math.max(...rects.map((r) => r.bottom));
  if (first >= top && last <= bottom) return;
  const room = bottom - top;
  const dy = last - first <= room ? first - top - (room - (last - first)) / 2 : first - top;
  window.scrollBy({ top: dy, left: 0, behavior: "instant" });
}

/** Every place gives the same game, so that asking where would be a needless second click: the
 * first tile of a deal (no layout yet); a line (Block, Draw, Twins) whose two ends show the same
 * number (the two tables are mirror images: play depends only on the numbers at the ends); the
 * first tile after a Sausage's lead, on either end of one row (mirror images too); or a cross whose
 * arms are all empty and show the same number. */
function equivalentPlaces(moves) {
  const layout = ui.view.layout;
  if (moves.some((m) => m.kind !== "play")) return false;
  const tiles = layoutTiles(layout);
  if (!tiles.length) return true;
  const ends = ui.view.ends || {};
  const same = moves.every((m) => m.end in ends && ends[m.end] === ends[moves[0].end]);
  if (!same) return false;
  if (layout.kind === "line") return true;
  if (layout.kind === "sausage" && tiles.length === 1) {
    const rows = new Set(moves.map((m) => (m.end || "").charAt(0)));
    return rows.size === 1; // TL and TR, or BL and BR: the same row, left or right of the lead
  }
  if (layout.kind === "cross") {
    const arms = layout.arms || {};
    return moves.every((m) => m.end && (arms[m.end] || []).length === 0);
  }
  return false;
}

// ---- the keyboard and the focus (issue 27) ---------------------------------------------------------
// Every redraw replaces the hand, the board and the buttons under them: the control that had the
// focus is found again in the new page (the same tile, place, button), else the focus goes where the
// game is played (homeControl), so that a keyboard or screen-reader player never starts a turn on
// the page's body.

/** What has the focus, said so that it can be found in the redrawn page. */
function focusMark() {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  if (el.closest("#hand") && el.dataset.tile) return '#hand button[tabindex="0"]'; // the tab stop: the same tile, or the first lit one at a turn's start
  if (el.closest("#board") && el.dataset.move) return `#board .target[data-move="${el.dataset.move}"]`;
  if (el.closest("#actions") && el.dataset.move) return `#actions [data-move="${el.dataset.move}"]`;
  if (el.id) return `#${CSS.escape(el.id)}`;
  if (el.closest("#sheet") && el.dataset.rule) return `#sheet button[data-rule="${el.dataset.rule}"]`;
  if (el.closest("#log") && el.dataset.at) return `#log li[data-at="${el.dataset.at}"]`;
  return null;
}

/** Whether `el` can take the focus now: in the page, shown, not disabled. */
function focusable(el) {
  return !!el && el.isConnected && !el.disabled && !el.closest(".hidden") && el.getClientRects().length > 0;
}

/** Runs `redraw`, then gives the focus back to the control that had it (or its like in the new
 * page), or to the control the game goes on with when it is gone. A focus elsewhere (the notation
 * box, the chat, the window at a deal's end) is left alone. */
function keepFocus(redraw) {
  const mark = focusMark();
  const before = document.activeElement;
  const played = !!(before && before.closest && before.closest("#hand, #actions, #board")); // asked before it leaves the page
  redraw();
  const now = document.activeElement;
  // still on its control (one the redraw left in place), or moved on purpose (the window's button)
  if (now && now !== document.body && now.isConnected) return;
  if (!$("overlay").classList.contains("hidden")) {
    if (!$("overlay").contains(now)) $("overlay-close").focus({ preventScroll: true });
    return;
  }
  const again = mark ? document.querySelector(mark) : null;
  // a turn of this seat begins with the focus in the hand: on its first playable tile, or on Pass
  if (focusable(again) && !(ui.turnBegan && played)) again.focus({ preventScroll: true });
  else focusHome();
}

/** The control the game goes on with: the places of a chosen tile, the Pass or steal buttons when
 * no tile can be played, else the hand's tab stop; a spectator's page: the log of moves. */
function homeControl() {
  if (ui.me === null || !ui.view) return $("log");
  const target = document.querySelector("#board .target");
  if (ui.selected && focusable(target)) return target;
  const tiles = playableTiles();
  if (ui.view.turn === ui.me && !ui.pending && !tiles.size) {
    const button = document.querySelector("#actions #pass, #actions button.steal");
    if (focusable(button)) return button;
  }
  const stop = document.querySelector('#hand button[tabindex="0"]');
  if (focusable(stop)) return stop;
  const action = document.querySelector("#actions button");
  if (focusable(action)) return action;
  return $("log");
}

function focusHome() {
  const el = homeControl();
  if (el) el.focus({ preventScroll: true });
}

/** The hand's tab stop: a chosen tile; the tile last focused while it is held (at the start of
 * this seat's turn, only if it is playable); else the first playable tile, else the first. */
function handStop(hand, playable) {
  if (ui.selected && hand.includes(ui.selected)) return ui.selected;
  const lit = hand.find((x) => playable.has(x));
  if (ui.handFocus && hand.includes(ui.handFocus) && !(ui.turnBegan && lit && !playable.has(ui.handFocus))) return ui.handFocus;
  return lit || hand[0];
}

/** Moves the focus along `items` from `current` by `key` (arrows, Home, End): true when it did. */
function rove(items, current, key) {
  const i = items.indexOf(current);
  let j = null;
  if (key === "ArrowRight" || key === "ArrowDown") j = Math.min(items.length - 1, i + 1);
  else if (key === "ArrowLeft" || key === "ArrowUp") j = Math.max(0, i - 1);
  else if (key === "Home") j = 0;
  else if (key === "End") j = items.length - 1;
  if (j === null || !items.length) return false;
  for (const item of items) item.setAttribute("tabindex", item === items[j] ? "0" : "-1");
  items[j].focus();
  return true;
}

function onHandKey(e) {
  const button = e.target.closest && e.target.closest("button.hand-tile");
  if (!button || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "Escape" && ui.selected) {
    e.preventDefault();
    cancelChoice();
    return;
  }
  if (rove([...$("hand").querySelectorAll("button.hand-tile")], button, e.key)) e.preventDefault();
}

function onBoardKey(e) {
  const place = e.target.closest && e.target.closest(".target");
  if (!place || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "Escape") {
    e.preventDefault();
    cancelChoice();
    return;
  }
  if (rove([...$("board").querySelectorAll(".target")], place, e.key)) e.preventDefault();
}

/** Puts a chosen tile back (Cancel, Escape): the focus returns to it in the hand. */
function cancelChoice() {
  const tile = ui.selected;
  ui.selected = null;
  clearMessage();
  if (tile) ui.handFocus = tile;
  renderHand();
  renderBoard({});
  const button = document.querySelector(`#hand button[data-tile="${tile}"]`);
  if (focusable(button)) button.focus({ preventScroll: true });
  else focusHome();
}

/** The end-of-deal window keeps the focus while it is open (aria-modal): Tab goes round in it. */
function trapInDialog(e) {
  if (e.key !== "Tab") return;
  const items = [...$("overlay").querySelectorAll("button, a[href], summary, input, [tabindex='0']")].filter(focusable);
  if (!items.length) return;
  const first = items[0], last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** The page's keys: Alt+Shift with a letter (by its place on the keyboard, so that a Polish or
 * Russian layout has the same keys), never a lone printable key, which a screen reader reads with. */
const SHORTCUTS = {
  KeyH: () => focusHome(),
  KeyT: () => toggleTextView(),
  KeyM: () => {
    $("notation-box").open = true;
    $("notation-input").focus();
  },
};

function onShortcut(e) {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return;
  const act = SHORTCUTS[e.code];
  if (!act || !ui.view) return;
  e.preventDefault();
  act();
}

// ---- the screen reader: announcements, the table in words, the notation box's commands ------------
/** Lines waiting to be said: gathered for a moment, so that a bot's quick moves are said together
 * and a redraw says nothing by itself. Each is `{text, must}`: a line that must be said (a deal's
 * end and the move that ended it) is never left to the log. */
const spoken = { lines: [], timer: null };
const SAY_AT_ONCE = 6; // the most lines said at a time, beside the ones that must be: the rest is in the log

function announce(lines, soon = 250, must = () => false, plays = () => false) {
  lines.forEach((text, i) => text && spoken.lines.push({ text, must: must(i), play: plays(i) }));
  clearTimeout(spoken.timer);
  spoken.timer = setTimeout(() => {
    const lines = spoken.lines.splice(0);
    if (!lines.length) return;
    // the earliest lines that need not be said go to the log; a deal's end (often more than six lines
    // with its standings) used to push out the move that won it (issue 36 item 19)
    let left = lines.filter((x) => !x.must).length - Math.max(0, SAY_AT_ONCE - lines.filter((x) => x.must).length);
    const said = [];
    if (left > 0) said.push(ui.texts.ngettext("({n} earlier line is in the log)", "({n} earlier lines are in the log)", left));
    for (const x of lines) {
      if (!x.must && left > 0) left -= 1;
      else said.push(x.text);
    }
    $("announce").textContent = said.join(". ").replace(/\.\./g, ".");
  }, soon);
}

/** What the new events say to someone who cannot see the table: every move by others, every draw
 * and cut taken, the deal's and the match's end (the seat's own plays and passes it made itself),
 * and that the seat is to move. A deal's end is said whole, with the move that ended it. */
function announceEvents(events, view, first) {
  const lines = [];
  const plays = new Set(); // which lines say a play
  const end = events.findIndex((ev) => ev.event === "deal_end");
  let mustFrom = Infinity;
  events.forEach((ev, i) => {
    if (i === end) {
      mustFrom = lines.length;
      // the last play said before the deal's end (in this batch or one still waiting) ended it
      const last = Math.max(...plays, -1);
      if (last >= 0) mustFrom = last;
      else {
        const waiting = spoken.lines.findLast((x) => x.play);
        if (waiting) waiting.must = true;
      }
    }
    if ((ev.event === "play" || ev.event === "pass") && ev.seat === ui.me) return;
    const words = eventWords(ev);
    if (ev.event === "play") words.forEach((_, k) => plays.add(lines.length + k));
    lines.push(...words);
  });
  const mine = canPlay() && view.turn === ui.me && !view.match_over;
  if (mine && (first || lines.length || ui.turnBegan)) lines.push($("status").textContent);
  if (lines.length) announce(lines, 250, (i) => i >= mustFrom, (i) => plays.has(i));
}

/** An event as it is said: the log's line with the move in words ("3-5 on the left end") and
 * without the log's dashes round a new deal. */
function eventWords(ev) {
  const words = (phrase) => ({ ...phrase, fields: { ...phrase.fields, move: moveWords(ui.texts, ev.move) } });
  const said = ev.event === "play" ? { ...ev, say: (ev.say || []).map(words) } : ev;
  return sayEvent(ui.texts, said, label, ui.me).map((x) => x.replace(/^-+\s*|\s*-+$/g, ""));
}

/** The position in words: the open ends, the rows or arms with their tiles, each seat's count and
 * standing with the numbers it is known to lack, and whose move it is. */
function positionWords() {
  const v = ui.view;
  const out = { ends: endsLine(), notes: otherNotes(), stock: stockWords(), layout: layoutLines(v.layout), seats: [] };
  for (let s = 0; s < v.players; s++) {
    const parts = [label(s) + (s === v.turn && !v.match_over ? ` (${t("to move")})` : "")];
    parts.push(v.out[s] ? t("out") : countTiles(ui.texts, v.hand_counts[s]));
    parts.push(standingText(s));
    const lacks = (v.void_numbers || [])[s] || [];
    if (lacks.length) parts.push(t("known to have no {numbers}", { numbers: lacks.join(", ") }));
    out.seats.push(parts.join(", "));
  }
  return out;
}

/** The open ends, as the info line's note the server worded says them (dominohall.presentation.notes). */
function endsLine() {
  const v = ui.view;
  if (!layoutTiles(v.layout).length) return t("(the table is empty)");
  const note = (v.notes || []).find((n) => n.kind === "ends");
  return note ? ui.texts.say(note.text) : t("open ends: {ends}", { ends: t("none") });
}

/** The info line's other notes, as the server worded them: the Maltese Cross's phase, the cuts the
 * sausage offers with what each side hands over, what the cut chosen would hand over, Twins' unlocked
 * numbers (issue 36 item 17: the table in words had only the open ends). */
function otherNotes(kinds = null) {
  return (ui.view.notes || []).filter((n) => n.kind !== "ends" && (!kinds || kinds.includes(n.kind))).map((n) => ui.texts.say(n.text));
}

/** The stock's count, in a game that draws (none in Block or Sausage, whose spare tiles are set aside). */
function stockWords() {
  const v = ui.view;
  return v.stock || (variantFacts[v.variant] || {}).draws ? t("stock: {n}", { n: v.stock }) : "";
}

/** A chain of placed tiles as it reads along the table: "3-5 5-5 5-1". */
function chainWords(tiles) {
  return (tiles || []).filter(Boolean).map((p) => `${p.first}-${p.second}`).join(" ") || t("none");
}

function layoutLines(layout) {
  const said = (p) => (p ? `${p.first}-${p.second}` : null);
  if (!layoutTiles(layout).length) return [];
  if (layout.kind === "line") return [t("the line, left to right: {tiles}", { tiles: chainWords(layout.tiles) })];
  if (layout.kind === "snake") return [t("the snake, from its head: {tiles}", { tiles: chainWords(layout.tiles) })];
  if (layout.kind === "cross") {
    const lines = [t("spinner: {tile}", { tile: said(layout.spinner) || t("none") })];
    for (const [arm, tiles] of Object.entries(layout.arms || {})) lines.push(`${t(END_NAMES[arm] || arm)}: ${chainWords(tiles)}`);
    return lines;
  }
  // a sausage: its columns, each with the tile across both rows or the top and bottom ones
  return (layout.columns || []).map((c) => {
    const parts = c.cross ? [t("across: {tile}", { tile: said(c.cross) })] : [t("top: {tile}", { tile: said(c.top) || "—" }), t("bottom: {tile}", { tile: said(c.bottom) || "—" })];
    return `${t("column {n}", { n: c.column })}: ${parts.join(", ")}`;
  });
}

function handWords() {
  const v = ui.view;
  if (ui.me === null) return t("You are watching: you have no hand.");
  const lit = playableTiles();
  const mine = v.turn === ui.me && !v.match_over && !ended();
  const playable = v.hand.filter((x) => mine && lit.has(x));
  const line = `${t("your hand ({n}):", { n: v.hand.length })} ${v.hand.join(" ") || t("none")}`;
  return playable.length ? `${line}. ${t("playable: {tiles}", { tiles: playable.join(" ") })}` : line;
}

function lastWords() {
  const v = ui.view;
  const lines = (v.log || []).slice(-3).flatMap((ev) => eventWords(ev));
  return lines.join(". ") || t("Nothing has been played yet.");
}

function scoresWords() {
  const v = ui.view;
  return Array.from({ length: v.players }, (_, s) => `${label(s)}: ${standingText(s)}`).join(". ");
}

/** The notation box's commands, each by its English name and by its words in the page's language
 * (as the terminal's commands: several words may be given, separated by spaces). */
function commandWords() {
  // TRANSLATORS: the word a person types in the table's notation box to hear the position read out;
  // several words may be given, separated by spaces (the English one always works too)
  return {
    ends: ui.texts.pgettext("command", "ends"),
    hand: ui.texts.pgettext("command", "hand"),
    last: ui.texts.pgettext("command", "last"),
    scores: ui.texts.pgettext("command", "scores"),
    cuts: ui.texts.pgettext("command", "cuts"),
    stock: ui.texts.pgettext("command", "stock"),
  };
}

function commandAnswer(text) {
  const word = text.trim().toLowerCase();
  const answers = {
    ends: () => [endsLine(), ...otherNotes(), ...layoutLines(ui.view.layout)].join(". "),
    cuts: () => otherNotes(["cuts", "cut-preview"]).join(". ") || t("No cut can be made now."),
    stock: () => stockWords() || t("This game has no stock."),
    hand: handWords,
    last: lastWords,
    scores: () => positionWords().seats.join(". "),
  };
  for (const [name, words] of Object.entries(commandWords())) {
    if (word === name || words.toLowerCase().split(/\s+/).includes(word)) return answers[name]();
  }
  return null;
}

function commandNames() {
  return Object.values(commandWords())
    .map((words) => words.split(/\s+/)[0])
    .join(", ");
}

function renderTextView() {
  const box = $("text-view");
  if (box.classList.contains("hidden") || !ui.view) return;
  const words = positionWords();
  const list = (items) => htmlEl("ul", {}, items.map((text) => htmlEl("li", { text })));
  const parts = [
    htmlEl("p", { class: "tv-status", text: $("status").textContent }),
    htmlEl("h3", { text: t("Open ends") }),
    htmlEl("p", { class: "tv-ends", text: words.ends }),
    ...words.notes.map((text) => htmlEl("p", { class: "tv-note", text })),
    words.stock ? htmlEl("p", { class: "tv-stock", text: words.stock }) : null,
    htmlEl("h3", { text: t("On the table") }),
    list(words.layout.length ? words.layout : [t("(the table is empty)")]),
    htmlEl("h3", { text: t("Seats") }),
    list(words.seats),
    ui.me === null ? null : htmlEl("h3", { text: t("Your hand") }),
    ui.me === null ? null : htmlEl("p", { class: "tv-hand", text: handWords() }),
    htmlEl("h3", { text: t("Last moves") }),
    htmlEl("p", { class: "tv-last", text: lastWords() }),
  ];
  // (a spectator's view has no hand: its parts are null)
  box.querySelector("#text-view-body").replaceChildren(...parts.filter(Boolean));
}

/** Shows or hides the table in words; shown, it takes the focus (a screen reader reads it from its
 * heading); hidden, the focus goes back to the hand. */
function toggleTextView() {
  const box = $("text-view");
  const show = box.classList.contains("hidden");
  box.classList.toggle("hidden", !show);
  document.body.dataset.textView = show ? "1" : "";
  if (show) {
    renderTextView();
    box.focus();
  } else focusHome();
}

/** The keys of the page, said in the page's language (the box under the notation). */
function renderKeys() {
  const keys = [
    [t("Left, Right (or Up, Down) arrow"), t("move along your hand, or along the places of a chosen tile")],
    ["Home, End", t("the first or the last tile")],
    [t("Enter or Space"), t("play the tile (a tile that fits several places offers them: choose one the same way)")],
    ["Escape", t("put the chosen tile back; from the notation box, back to the hand")],
    ["Alt+Shift+H", t("go to your hand")],
    ["Alt+Shift+T", t("show or hide the table in words")],
    ["Alt+Shift+M", t("type a move or a command in the notation box")],
  ];
  $("keys-list").replaceChildren(...keys.flatMap(([key, what]) => [htmlEl("dt", {}, [htmlEl("kbd", { text: key })]), htmlEl("dd", { text: what })]));
  $("notation-commands").textContent = t("Commands that read the position out: {commands}.", { commands: commandNames() });
}

// ---- drawing ---------------------------------------------------------------------------------------
function render(anim = {}) {
  renderTitle();
  renderFriends();
  renderConn();
  renderStatus();
  renderSeats();
  renderInfo();
  renderBoard(anim);
  renderHand(anim);
  renderSheet();
  renderLog();
  renderChat();
  renderTimer();
  renderTextView();
}

function renderTitle() {
  const v = ui.view;
  const name = ui.texts.variant(v.variant);
  const seeded = ui.meta && ui.meta.seed !== null && ui.meta.seed !== undefined && !v.match_over;
  // the number people see (White Snake's: WS-2), "dealt again" once reshuffled (WS-3, WS-5): the server's
  $("title").textContent =
    t("{variant}, deal {deal}", { variant: name, deal: v.deal_shown }) +
    (v.dealt_again ? ` (${t("dealt again")})` : "") +
    (ui.meta && ui.meta.name ? ` · ${ui.meta.name}` : "") +
    (seeded ? ` · ${t("dealt from seed {seed} (known deals)", { seed: ui.meta.seed })}` : "");
  if (ui.alert) {
    ui.alert.title(`${name} · dominohall`, canPlay() && v.turn === ui.me && !v.match_over);
    ui.alert.showButton(ui.me !== null && isTurnBased(ui.meta) && !v.match_over);
  } else document.title = `${name} · dominohall`;
}

function renderConn() {
  const node = $("conn");
  const key =
    ui.restarting && ui.status !== "open" && ui.status !== "forbidden"
      ? N_("the server is restarting: reconnecting…")
      : { open: N_("connected"), connecting: N_("connecting…"), closed: N_("connection lost: reconnecting…"), forbidden: N_("This link is not valid for the table.") }[ui.status];
  node.textContent = t(key || N_("connecting…"));
  node.classList.toggle("down", ui.status !== "open");
  node.dataset.state = ui.status;
}

/** While the table waits for its people with ``bots_after``: the time until bots take the free
 * seats, as m:ss (null when they will not). */
function botsIn() {
  const at = ui.meta && ui.meta.status === "waiting" && ui.meta.bots_at ? Date.parse(ui.meta.bots_at) : NaN;
  if (Number.isNaN(at)) return null;
  const left = Math.max(0, Math.ceil((at - Date.now()) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

function waitingFor() {
  return ((ui.meta && ui.meta.seats) || []).filter((s) => s.kind === "human" && !s.claimed).map((s) => s.seat);
}

function renderStatus() {
  const v = ui.view;
  const node = $("status");
  let text;
  node.classList.remove("mine");
  if (v.match_over) {
    text = ui.texts.say(v.match_end);
  } else if (ui.status !== "open" && ui.view) {
    text = t("Connection lost: your tiles cannot be played until it is back.");
  } else if (ui.meta && ui.meta.status === "aborted") {
    text = t("The table was called off before anyone's second move: nothing counts.");
  } else if (ui.meta && ui.meta.status === "expired") {
    text = t("This table ended unfinished: nobody was there for too long.");
  } else if (ui.me !== null && ui.meta && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].timed_out) {
    text = t("Your time ran out three turns in a row: a bot plays your seat to the end.");
  } else if (ui.me !== null && ui.meta && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].resigned) {
    text = t("You resigned: a bot plays your seat to the end.");
  } else if (ui.me !== null && ui.meta && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].kind === "bot") {
    text = t("Your seat was handed to a bot while you were away.");
  } else if (ui.meta && ui.meta.status === "waiting") {
    text = t("Waiting for players to join: {seats}", { seats: waitingFor().map((s) => t("Seat {seat}", { seat: s })).join(", ") });
    const fill = botsIn();
    if (fill !== null) text += ` · ${t("bots take the free seats in {time}", { time: fill })}`;
  } else if (ui.me === null) {
    text = `${t("watching")} · ${t("to move: {name}", { name: label(v.turn) })}`;
  } else if (v.turn === ui.me) {
    const moves = legal();
    if (moves.length && moves.every((m) => m.kind === "steal")) text = t("Your turn: choose whose token to steal"); // WS-7: no tile, a token
    else text = moves.length === 1 && moves[0].kind === "pass" ? t("Your turn: no tile fits, so pass") : t("Your turn: choose a lit tile");
    node.classList.add("mine");
  } else {
    text = t("to move: {name}", { name: label(v.turn) });
  }
  const mine = ui.me !== null && ui.meta && ui.meta.seats[ui.me];
  const late = mine && mine.kind === "human" && mine.timeouts > 0 && !v.match_over ? mine.timeouts : 0;
  // a person back at a turn-based table (from a mail's link) is told that a bot moved for them
  if (late && !ui.note) {
    text += ` · ${ui.texts.ngettext("Your time ran out: a bot made your last move for you.", "Your time ran out {n} times in a row: a bot made those moves for you.", late)}`;
  }
  node.textContent = ui.note && !v.match_over ? `${text} · ${ui.note}` : text;
  node.dataset.timeouts = String(late);
  node.dataset.turn = String(v.turn);
  node.dataset.waiting = ui.meta && ui.meta.status === "waiting" ? "1" : "";
  const last = $("last-play");
  last.textContent = v.last_play ? t("last: {name} {move}", { name: label(v.last_play.seat), move: shownMove(ui.texts, v.last_play.move) }) : "";
}

// ---- friends: your name, the invitation links, a seat taken back, the rematch ----------------------
function renderFriends() {
  const box = $("friends");
  const parts = [];
  const meta = ui.meta;
  if (!meta || !ui.view) return;
  const seat = ui.me !== null ? meta.seats[ui.me] : null;
  if (seat && !seat.name && !ui.view.match_over) {
    // a name being typed survives the redraw (the focus comes back to the field: keepFocus)
    const typing = $("nick") ? $("nick").value : "";
    const input = htmlEl("input", { id: "nick", type: "text", maxlength: 24, value: typing || savedName(), "aria-label": t("Your name"), autocomplete: "nickname" });
    const form = htmlEl("form", { class: "name-form row", id: "name-form" }, [htmlEl("label", { for: "nick", text: t("Your name") }), input, htmlEl("button", { type: "submit", class: "primary", text: t("Save") })]);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      saveName(name);
      ui.net && ui.net.send({ type: "name", name });
    });
    parts.push(form);
  }
  const free = waitingFor().filter((s) => s !== ui.me);
  if (meta.status === "waiting" && free.length) {
    const links = invitesOf(ui.table);
    parts.push(htmlEl("p", { class: "invite-title", text: t("Invite your friends: send each one the link of their seat") }));
    for (const s of free) {
      const link = links[s];
      if (link) {
        const input = htmlEl("input", { type: "text", readonly: "", value: link, "aria-label": t("Seat {seat}", { seat: s }), "data-testid": `invite-${s}` });
        parts.push(htmlEl("div", { class: "link-box invite", "data-seat": s }, [htmlEl("strong", { text: t("Seat {seat}", { seat: s }) }), input, copyText(ui.texts, link, input)]));
      } else parts.push(htmlEl("div", { class: "link-box invite muted", "data-seat": s, text: `${t("Seat {seat}", { seat: s })}: ${t("the link of this seat is with whoever created the table")}` }));
    }
  }
  if (seat && seat.kind === "bot" && seat.taken_over && !seat.resigned && !ui.view.match_over && !ended()) {
    const b = htmlEl("button", { type: "button", id: "reclaim", class: "primary", text: t("Take my seat back") });
    b.addEventListener("click", () => ui.net && ui.net.send({ type: "reclaim" }));
    parts.push(htmlEl("div", { class: "row" }, [htmlEl("span", { text: t("Your seat was handed to a bot while you were away.") }), b]));
  }
  if (ui.view.match_over) parts.push(matchOverBar());
  box.replaceChildren(...parts);
  box.classList.toggle("hidden", !parts.length);
}

/** Once the match is over, on the page itself (the dialog may be closed): the final standings again,
 * the rematch (asked, or ready to join), the replay. */
function matchOverBar() {
  const again = htmlEl("button", { type: "button", id: "show-standings", text: t("Final standings") });
  again.addEventListener("click", () => showReveal(ui.reveal.length - 1));
  const items = [htmlEl("strong", { text: t("The match is over") }), again];
  if (ui.rematch) items.push(rematchBox("join-rematch-bar"));
  else if (ui.me !== null) {
    const b = htmlEl("button", { type: "button", id: "rematch-bar", class: "primary", text: t("Rematch") });
    b.addEventListener("click", askRematch);
    items.push(b);
  }
  items.push(htmlEl("a", { class: "button", href: withLang(`/replay/${encodeURIComponent(ui.table)}`, ui.texts.lang), text: t("Replay") }));
  return htmlEl("div", { class: "row match-over-bar" }, items);
}

function rematchLink(msg) {
  const base = `/t/${encodeURIComponent(msg.table)}`;
  const url = msg.token ? `${base}#seat=${msg.seat}&token=${msg.token}` : base;
  return withLang(url, ui.texts.lang);
}

function rematchBox(id = "join-rematch") {
  const msg = ui.rematch;
  return htmlEl("div", { class: "row rematch-ready" }, [
    htmlEl("strong", { text: t("The rematch is ready.") }),
    htmlEl("a", { class: "button primary join-rematch", id, href: rematchLink(msg), text: msg.token ? t("Join the rematch") : t("Watch the rematch") }),
  ]);
}

function onRematch(msg) {
  ui.rematch = msg;
  if (msg.token) rememberSeat({ table: msg.table, seat: msg.seat, link: `${location.origin}/t/${msg.table}#seat=${msg.seat}&token=${msg.token}`, variant: ui.meta && ui.meta.variant });
  if (msg.invites) {
    // who made the rematch sends the others their links: the new table's page shows them
    const links = Object.fromEntries(Object.entries(msg.invites).map(([seat, token]) => [seat, `${location.origin}/t/${msg.table}#seat=${seat}&token=${token}`]));
    rememberInvites(msg.table, links);
  }
  if (ui.askedRematch && msg.token) {
    location.assign(rematchLink(msg)); // the person who asked goes at once; the others are shown the way
    return;
  }
  renderFriends();
  const slot = $("overlay-rematch");
  if (slot) slot.replaceChildren(rematchBox());
}

/** An end as the board labels it, in the page's language (the notation typed keeps L, R, TL, N …). */
function endName(end) {
  return boardEnd(ui.texts, end);
}

let variantFacts = {};
function matchKind(variant) {
  return (variantFacts[variant] || {}).match_kind || "points";
}

/** A seat's standing in the match, as the server words it (tokens, losses or points). */
function standingText(seat) {
  return ui.texts.say(ui.view.standing[seat]);
}

function renderSeats() {
  const v = ui.view;
  const box = $("seats");
  if (ui.badges.length !== v.players) {
    ui.badges = [];
    box.replaceChildren();
    for (let s = 0; s < v.players; s++) {
      const badge = htmlEl("div", { class: "seat-badge", "data-seat": s }, [
        htmlEl("div", { class: "who" }),
        htmlEl("div", { class: "count-line" }),
        htmlEl("div", { class: "standing" }),
        htmlEl("div", { class: "extra" }),
      ]);
      box.appendChild(badge);
      ui.badges.push(badge);
    }
  }
  const now = Date.now();
  for (let s = 0; s < v.players; s++) {
    const badge = ui.badges[s];
    const info = ui.meta && ui.meta.seats ? ui.meta.seats[s] : null;
    const onVacation = !!(info && info.kind === "human" && info.vacation_until && Date.parse(info.vacation_until) > now);
    // a seat on vacation is not handed to a bot: its person's clock stands still (server/vacation.py)
    // since when the seat has been away (an ISO time), or null: a seat on vacation is never away
    const away = info && info.kind === "human" && !onVacation ? info.away_since : null;
    badge.classList.toggle("me", s === ui.me);
    badge.classList.toggle("turn", s === v.turn && !v.match_over);
    badge.classList.toggle("out", !!v.out[s]);
    badge.classList.toggle("away", !!away);
    const who = badge.querySelector(".who");
    who.textContent = label(s);
    if (info && info.account) {
      // the account behind the seat, linked to its page (the nickname alone named no one to look up)
      const page = htmlEl("a", { class: "account-link", "data-testid": `account-${s}`, href: withLang(`/players/${encodeURIComponent(info.account)}`, ui.texts.lang), target: "_blank", rel: "noopener", title: t("{name}'s games and ratings", { name: info.account }), text: info.account });
      if (info.name !== info.account) who.append(" · ", page);
      else {
        who.replaceChildren(page); // the nickname is the account's name: the name itself is the link
        if (s === ui.me) who.append(` · ${t("you")}`);
      }
    }
    if (ui.meta && ui.meta.rated && info && info.rating !== null && info.rating !== undefined) {
      // a rated table: each account's rating as it sat down, each bot's fixed one
      who.appendChild(htmlEl("span", { class: "rating-tag", "data-testid": `rating-${s}`, title: t("rating"), text: ratingText(info.rating, info.provisional) }));
    }
    if (info && info.bot_account) who.appendChild(htmlEl("span", { class: "bot-tag", "data-testid": `bot-${s}`, text: t("bot account") }));
    if (s === v.leader) who.appendChild(htmlEl("span", { class: "lead-tag", text: t("lead") }));
    const line = badge.querySelector(".count-line");
    const old = line.dataset.n;
    const count = htmlEl("span", { class: "count", text: String(v.hand_counts[s]), "aria-label": countTiles(ui.texts, v.hand_counts[s]) });
    // the others' tiles lie face down in front of them, as many as they hold
    line.replaceChildren(v.out[s] ? document.createTextNode(t("out")) : htmlEl("span", { class: "hand-backs" }, [s === ui.me ? null : backs(Math.min(v.hand_counts[s], 14), 7), count]));
    if (old !== undefined && Number(old) < v.hand_counts[s]) line.firstChild.classList && line.firstChild.classList.add("bump");
    line.dataset.n = String(v.hand_counts[s]);
    badge.querySelector(".standing").textContent = standingText(s);
    const extra = badge.querySelector(".extra");
    extra.replaceChildren();
    if (info && info.kind === "human" && !info.claimed) extra.appendChild(htmlEl("span", { class: "muted", text: t("waiting for players") }));
    else if (onVacation) {
      // a turn-based seat whose person is on vacation: their clock stands still until then
      const when = new Date(info.vacation_until).toLocaleString(ui.texts.lang, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
      extra.appendChild(htmlEl("span", { class: "muted vacation-note", "data-seat": s }, [icon("pause"), t("on vacation until {date}", { date: when })]));
    } else if (info && info.kind === "human" && !info.connected && s !== ui.me) extra.appendChild(htmlEl("span", { class: "muted away-note" }, [icon("pause"), t("away")]));
    // the server says how long a seat must be away when it can (meta.away_seconds); without it the
    // button shows at once and an early click is refused with the reason (not_away)
    const wait = ui.meta && typeof ui.meta.away_seconds === "number" ? ui.meta.away_seconds : 0;
    if (away && !info.connected && s !== ui.me && ui.me !== null && !v.match_over) {
      const left = Math.ceil(wait - (now - Date.parse(away)) / 1000);
      if (left > 0) extra.appendChild(htmlEl("span", { class: "muted takeover-in", "data-seat": s, text: t("a bot may take over in {n} s", { n: left }) }));
      else {
        const button = htmlEl("button", { type: "button", class: "takeover", "data-seat": s, text: t("Hand the seat to a bot") });
        button.addEventListener("click", () => ui.net && ui.net.send({ type: "takeover", seat: s }));
        extra.appendChild(button);
      }
    }
  }
}

function renderInfo() {
  const v = ui.view;
  const parts = [];
  if (v.set_aside) parts.push(htmlEl("span", { class: "muted", text: t("set aside: {n}", { n: v.set_aside }) }));
  // what the drawing leaves implicit, as the server worded it (dominohall.presentation.notes); a
  // cut's preview only while this page may make it
  for (const note of v.notes || []) {
    if (note.kind === "cut-preview" && !canPlay()) continue;
    const attrs = { class: note.kind === "phase" || note.kind === "ends" ? null : note.kind, text: ui.texts.say(note.text) };
    if (note.column !== undefined) attrs["data-column"] = note.column;
    parts.push(htmlEl("span", attrs));
  }
  $("info").replaceChildren(...parts);
  // the stock stays in view with the turn and the seats (the sticky head)
  const stock = $("stock");
  // a game without drawing (Block, Sausage) has no stock to show: its spare tiles are set aside
  stock.classList.toggle("hidden", !v.stock && !(variantFacts[v.variant] || {}).draws);
  const before = stock.dataset.n;
  stock.replaceChildren(backs(Math.min(v.stock, 6), 7), document.createTextNode(` ${t("stock: {n}", { n: v.stock })}`));
  stock.dataset.n = String(v.stock);
  stock.classList.remove("bump");
  if (before !== undefined && Number(before) !== v.stock) {
    void stock.offsetWidth; // restart the animation
    stock.classList.add("bump");
  }
}

function targetsFor(tile) {
  if (!tile) return [];
  return legal()
    .filter((m) => m.tile === tile && (m.kind === "play" || m.kind === "cut"))
    .map((m) => {
      const place = m.end ? (m.end in END_NAMES ? t(END_NAMES[m.end]) : m.end) : t(layoutTiles(ui.view.layout).length ? N_("the snake's free end") : N_("lead it"));
      let aria = t("{tile}: {end}", { tile: m.tile, end: place });
      // a cut's place says what it hands over (SA-6), as the info line does beside each junction
      const junction = m.kind === "cut" ? (ui.view.layout.cuts || []).find((c) => c.column === m.column) : null;
      const [left, right] = junction ? [junction.left, junction.right] : [0, 0];
      const cut = { tile: m.tile, left: m.column, right: m.column + 1, l: countTiles(ui.texts, left), r: countTiles(ui.texts, right) };
      if (m.kind === "cut" && m.side === "L") aria = t("cut {tile} between columns {left} and {right}: the next player takes the left part, {l}", cut);
      else if (m.kind === "cut" && m.side === "R") aria = t("cut {tile} between columns {left} and {right}: the next player takes the right part, {r}", cut);
      else if (m.kind === "cut") aria = t("cut {tile} between columns {left} and {right}, handing over {l}", cut);
      return { ...m, aria };
    });
}

/** Where each tile of a cross or a sausage lies, in words: its arm ("north arm"), or its column and row
 * ("column 2, top row"; a tile across both rows: "column 0, across"); the spinner and a line's or a
 * snake's tiles need none (their order says it). */
function tilePlaces(layout) {
  const out = new Map();
  const name = (p) => (p ? `${Math.min(p.first, p.second)}-${Math.max(p.first, p.second)}` : null); // as the tile is named
  if (layout.kind === "cross") {
    if (layout.spinner) out.set(name(layout.spinner), t("spinner"));
    for (const [arm, tiles] of Object.entries(layout.arms || {})) for (const p of tiles || []) if (p) out.set(name(p), t(END_NAMES[arm] || arm));
  }
  if (layout.kind === "sausage") {
    for (const c of layout.columns || []) {
      if (c.cross) out.set(name(c.cross), t("column {n}, across both rows", { n: c.column }));
      if (c.top) out.set(name(c.top), t("column {n}, top row", { n: c.column }));
      if (c.bottom) out.set(name(c.bottom), t("column {n}, bottom row", { n: c.column }));
    }
  }
  return out;
}

function renderBoard(anim = {}) {
  const v = ui.view;
  const board = $("board");
  const width = board.clientWidth || 360;
  const lastTile = v.last_play ? moveTile(v.last_play.move) : null;
  const svg = drawLayout(v.layout, {
    width,
    targets: targetsFor(ui.selected),
    last: lastTile,
    fresh: anim.fresh,
    seats: lastPlays(v.log), // each seat's last play marked with its number
    seatName: label,
    endName,
    height: boardRoom(board), // a tall cross scales down: the board and the hand on one screen
    emptyText: t("(the table is empty)"),
    aria: ui.texts.variant(v.variant),
    lastWord: t("last play"),
    where: tilePlaces(v.layout),
  });
  if (anim.cutTaken) svg.classList.add("cut-taken");
  for (const node of svg.querySelectorAll(".target")) {
    const go = () => sendMove(node.dataset.move);
    node.addEventListener("click", go);
    node.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && go());
  }
  board.replaceChildren(svg);
}

function renderHand(anim = {}) {
  const v = ui.view;
  const area = $("hand-area");
  if (ui.me === null) {
    area.classList.add("hidden");
    return;
  }
  area.classList.remove("hidden");
  const mine = v.turn === ui.me && !v.match_over;
  const playable = mine && !ui.pending ? playableTiles() : new Set();
  const hand = drawHand(v.hand, {
    playable,
    explain: true,
    selected: ui.selected,
    fresh: anim.drawn,
    unit: unitFor($("board").clientWidth || 360) >= 30 ? 28 : 22,
    aria: t("your hand ({n}):", { n: v.hand.length }),
    focus: handStop(v.hand, playable),
    // a playable tile says so (the lit border is not all a player sees); a chosen one is pressed
    label: (tile, lit) => (lit ? t("{tile}, playable", { tile }) : tile),
  });
  for (const button of hand.querySelectorAll("button")) {
    button.addEventListener("click", () => onTileClick(button.dataset.tile));
    button.addEventListener("focus", () => (ui.handFocus = button.dataset.tile));
  }
  $("hand").replaceChildren(hand);
  const title = $("hand-title");
  title.textContent = t("your hand ({n}):", { n: v.hand.length });
  title.classList.remove("hidden");
  renderActions(mine);
}

function renderActions(mine) {
  const buttons = [];
  const moves = legal();
  if (mine && !ui.pending) {
    const pass = moves.find((m) => m.kind === "pass");
    if (pass) {
      const b = htmlEl("button", { type: "button", class: "pass-button", id: "pass", text: t("Pass") });
      b.addEventListener("click", () => sendMove("pass"));
      buttons.push(b);
    }
    buttons.push(...stealButtons());
  }
  if (ui.selected) {
    const b = htmlEl("button", { type: "button", id: "cancel", text: t("Cancel") });
    b.addEventListener("click", cancelChoice);
    buttons.push(b);
  }
  // not for a seat a bot now plays (taken over, resigned): its person has no move to take back
  if (ui.meta && ui.meta.undo && ui.me !== null && ui.meta.seats[ui.me].kind === "human" && !ui.view.match_over && !ended()) {
    const b = htmlEl("button", { type: "button", id: "undo", text: t("Undo") });
    b.addEventListener("click", () => {
      clearMessage();
      ui.net && ui.net.send({ type: "undo", seq: ui.seq });
    });
    buttons.push(b);
  }
  if (ui.me !== null && !ui.view.match_over && (buttons.some((b) => b.id === "pass") || ui.autoPass)) {
    // a pass that is the one legal move (C-7) made by itself, as the terminal's F6 does: remembered;
    // offered beside the Pass button (and shown while it is on, to turn it off)
    const box = htmlEl("input", { type: "checkbox", id: "auto-pass", checked: ui.autoPass ? "" : null });
    box.addEventListener("change", () => {
      ui.autoPass = box.checked;
      try {
        localStorage.setItem("dominohall.autopass", ui.autoPass ? "1" : "0");
      } catch (_) {
        /* storage may be off */
      }
      autoPass();
    });
    buttons.push(htmlEl("label", { class: "check auto-pass", for: "auto-pass" }, [box, htmlEl("span", { text: t("Pass by itself when no tile fits") })]));
  }
  buttons.push(...leaveButtons());
  $("actions").replaceChildren(...buttons);
}

/** The table ended without a result: called off, or nobody stayed. */
function ended() {
  return !!ui.meta && (ui.meta.status === "aborted" || ui.meta.status === "expired");
}

/** Leaving a match properly: Abort before anyone's second move (nothing counts), else Resign (a bot
 * plays the seat out; last place at a rated table). Each asks once more before it is sent: a stray
 * click must not end a match. */
function leaveButtons() {
  const meta = ui.meta;
  const seat = meta && ui.me !== null ? meta.seats[ui.me] : null;
  if (!seat || ui.view.match_over || ended() || seat.resigned) return [];
  const made = meta.abortable ? "abort" : meta.status === "playing" && (seat.kind === "human" || seat.taken_over) ? "resign" : null;
  if (made === null) return [];
  const words = made === "abort"
    ? { ask: t("Abort"), sure: t("Call the table off? Nothing counts."), yes: t("Yes, abort") }
    : { ask: t("Resign"), sure: meta.rated ? t("Resign? A bot plays your seat out and you place last.") : t("Resign? A bot plays your seat out."), yes: t("Yes, resign") };
  if (ui.leaving !== made) {
    const b = htmlEl("button", { type: "button", id: made, class: "leave", text: words.ask });
    b.addEventListener("click", () => {
      ui.leaving = made;
      keepFocus(renderHand);
      const yes = $(`${made}-yes`);
      if (yes) yes.focus();
    });
    return [b];
  }
  const yes = htmlEl("button", { type: "button", id: `${made}-yes`, class: "danger", text: words.yes });
  yes.addEventListener("click", () => {
    ui.leaving = null;
    clearMessage();
    ui.net && ui.net.send({ type: made });
  });
  const no = htmlEl("button", { type: "button", id: `${made}-no`, text: t("No, play on") });
  no.addEventListener("click", () => {
    ui.leaving = null;
    keepFocus(renderHand);
  });
  return [htmlEl("span", { class: "leave-ask", role: "group", "aria-label": words.sure }, [htmlEl("span", { text: words.sure }), yes, no])];
}

/** A button for each token this seat may steal (WS-7), saying whose it takes. */
function stealButtons(onClick = () => {}) {
  return legal()
    .filter((m) => m.kind === "steal")
    .map((m) => {
      const victim = (ui.view.tokens || []).findIndex((tokens) => (tokens || []).includes(m.tile));
      const text = victim >= 0 ? t("Take {tile} from {name}", { tile: m.tile, name: label(victim) }) : t("Take the token {tile}", { tile: m.tile });
      const b = htmlEl("button", { type: "button", class: "steal", "data-move": m.move, "data-victim": victim, text });
      b.addEventListener("click", () => {
        onClick();
        sendMove(m.move);
      });
      return b;
    });
}

/** With "pass by itself" on, a turn whose one legal move is a pass is passed after a moment (long
 * enough to see that nothing fits), and the status says so. */
function autoPass() {
  const moves = legal();
  if (!ui.autoPass || !canPlay() || ui.pending || ui.view.turn !== ui.me || moves.length !== 1 || moves[0].kind !== "pass") return;
  const seq = ui.seq;
  if (ui.autoPassAt === seq) return; // already on its way for this state
  ui.autoPassAt = seq;
  setTimeout(() => {
    const now = legal();
    if (ui.seq !== seq || !ui.autoPass || ui.pending || now.length !== 1 || now[0].kind !== "pass" || ui.view.turn !== ui.me) return;
    sendMove("pass");
    ui.note = t("passed by itself");
  }, 700);
}

function renderSheet() {
  const v = ui.view;
  const kind = matchKind(v.variant);
  // five or six columns of seats and the "how it ended" column need the panels' whole row
  $("sheet").closest(".panel").classList.toggle("wide-panel", v.players > 4);
  // the columns are headed by short names (the whole label, with a bot's level, is the tooltip),
  // so that five or six seats fit a phone's width
  const head = htmlEl("tr", {}, [
    htmlEl("th", { text: "#", title: t("deal") }),
    ...Array.from({ length: v.players }, (_, s) => htmlEl("th", { class: named(s) ? "named" : "", text: shortLabel(s), title: label(s), "data-seat": s })),
    htmlEl("th", { text: "" }),
  ]);
  const rows = ui.sheet.map((row) => {
    const number = htmlEl("td", { text: String(row.deal_shown) });
    if (row.redeal) {
      // a deal nobody could lead, dealt again (WS-3, TW-2, MC-2, SA-11): its number is not skipped
      return htmlEl("tr", { class: "redeal", "data-deal": row.deal }, [number, htmlEl("td", { colspan: v.players, class: "muted", text: "—" }), ruleCell(t("dealt again"), row.redeal, ui.texts.say(row.why))]);
    }
    const cells = Array.from({ length: v.players }, (_, s) => {
      const pips = row.pips ? ` (${row.pips[s]})` : "";
      if (kind === "marks" && (row.losers || []).includes(s)) return htmlEl("td", { class: "mark" }, [icon("cross", { label: "✗" }), pips]);
      if (kind === "tokens" && (row.winners || []).includes(s)) return htmlEl("td", { class: "star" }, [icon("star", { label: "★" }), pips]);
      const text = kind === "points" && row.points && row.points[s] ? `+${row.points[s]}` : "·";
      return htmlEl("td", { text: text + pips });
    });
    return htmlEl("tr", { "data-deal": row.deal }, [number, ...cells, ruleCell(ui.texts.say(row.ending_say), row.rule)]);
  });
  const total = htmlEl("tr", { class: "total" }, [
    htmlEl("th", { text: "Σ", title: t("total") }),
    ...Array.from({ length: v.players }, (_, s) => htmlEl("th", { text: kind === "points" ? String(v.scores[s]) : kind === "marks" ? String(v.marks[s]) : (v.tokens[s] || []).join(" ") || "0" })),
    htmlEl("th", { text: "" }),
  ]);
  const shown = $("sheet").querySelector(".rule-note");
  $("sheet").replaceChildren(htmlEl("table", { class: "score-sheet" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, [...rows, total])]), shown || htmlEl("p", { class: "rule-note hidden", role: "status" }));
}

/** A rule with its sentence from the rule book: "rule WS-5: …". */
function ruleLine(rule) {
  return t("rule {rule}: {sentence}", { rule, sentence: ui.texts.rule(rule) || "" });
}

/** A cell that says how a deal ended in words; the rule behind it is one click away (shown under
 * the sheet), so the sheet reads as people speak. */
function ruleCell(words, rule, why = "") {
  const cell = htmlEl("td", { class: "muted ending" });
  const button = htmlEl("button", { type: "button", class: "link rule-link", "data-rule": rule, title: why || t("the rule behind it: click"), text: words });
  button.addEventListener("click", () => showRule($("sheet").querySelector(".rule-note"), rule));
  cell.appendChild(button);
  return cell;
}

/** Shows rule `rule` with its sentence in `note` (a second click on the same rule hides it). */
function showRule(note, rule) {
  if (!note) return;
  if (!note.classList.contains("hidden") && note.dataset.rule === rule) {
    note.classList.add("hidden");
    return;
  }
  note.dataset.rule = rule;
  note.textContent = ruleLine(rule);
  note.classList.remove("hidden");
}

function renderLog() {
  const v = ui.view;
  const list = $("log");
  const fresh = ui.prevEvents === null ? 0 : Math.max(0, v.events - ui.prevEvents);
  const items = [];
  v.log.forEach((ev, i) => {
    const lines = sayEvent(ui.texts, ev, label, ui.me);
    const isNew = i >= v.log.length - fresh;
    lines.forEach((line, j) => {
      const li = htmlEl("li", { class: isNew ? "new" : "", "data-event": ev.event, text: line });
      // how a deal or the match ended, or why a deal was dealt again: its rule one click away
      if (ev.rule && j === 0) {
        li.classList.add("has-rule");
        li.dataset.rule = ev.rule;
        li.title = t("the rule behind it: click");
        li.tabIndex = 0;
        const at = v.events - v.log.length + i; // the event's place in the match: stays open across moves
        li.dataset.at = String(at); // and the focus finds it again after a redraw
        const show = () => li.appendChild(htmlEl("span", { class: "rule-text", text: ruleLine(ev.rule) }));
        if (ui.rulesOpen.has(at)) show();
        const toggle = () => {
          const open = li.querySelector(".rule-text");
          if (open) {
            open.remove();
            ui.rulesOpen.delete(at);
          } else {
            show();
            ui.rulesOpen.add(at);
          }
        };
        li.addEventListener("click", toggle);
        li.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && toggle());
      }
      items.push(li);
    });
  });
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

/** A chat line's words: a quick phrase in the page's language, or a person's free text as written
 * (always put in the page as text, never as HTML). */
function chatWords(c) {
  if (c.text !== undefined) return c.text;
  return PHRASES[c.phrase] ? t(PHRASES[c.phrase]) : c.phrase;
}

/** A bubble's words: a free-text line's start (the chat panel has all of it). */
function shortened(words) {
  return words.length > BUBBLE_CHARS ? `${words.slice(0, BUBBLE_CHARS - 1)}…` : words;
}
const BUBBLE_CHARS = 24;

/** Why a free-text chat line was refused (server/chat.py), or null for the usual words of the code. */
function chatRefusal(code) {
  if (code === "sign_in") return t("Free text is for signed-in people at their own seats: use the quick phrases.");
  if (code === "blocked") return t("No free text at this table: two of its people have blocked one another.");
  if (code === "bad_message") return t("A chat line is 1 to 200 characters.");
  return null;
}

/** The seats muted at this table: those this browser muted (their lines hidden here, kept in
 * localStorage) and those whose accounts the person's account mutes (the server sends none of their
 * free text to any of the person's devices: server/chat.py). */
function muted() {
  let seats;
  try {
    seats = new Set(JSON.parse(localStorage.getItem(`dominohall.muted.${ui.table}`) || "[]"));
  } catch (_) {
    seats = new Set();
  }
  for (const seat of ui.serverMuted) seats.add(seat);
  return seats;
}

/** The account's mutes at this table, once the page knows the person is signed in. */
async function loadMuted() {
  const answer = await getJson(`/api/account/mutes?table=${encodeURIComponent(ui.table)}`);
  if (answer.ok && Array.isArray(answer.data.seats)) {
    ui.serverMuted = new Set(answer.data.seats);
    renderChat();
  }
}

/** Mute or unmute a seat: its account, on the server, when the person is signed in and the seat's
 * lines are an account's (free text: ``account``); in this browser in any case (the quick phrases too). */
async function setMuted(seat, on, account = false) {
  if (ui.signedIn && (on ? account : ui.serverMuted.has(seat))) {
    const path = "/api/account/mutes";
    const answer = on ? await postJson(path, { table: ui.table, seat }) : await deleteJson(`${path}?table=${encodeURIComponent(ui.table)}&seat=${seat}`);
    if (answer.ok && on) ui.serverMuted.add(seat);
    if (answer.ok && !on) ui.serverMuted.delete(seat);
  }
  const seats = new Set();
  try {
    for (const s of JSON.parse(localStorage.getItem(`dominohall.muted.${ui.table}`) || "[]")) seats.add(s);
  } catch (_) {
    /* nothing stored */
  }
  if (on) seats.add(seat);
  else seats.delete(seat);
  try {
    localStorage.setItem(`dominohall.muted.${ui.table}`, JSON.stringify([...seats]));
  } catch (_) {
    /* private browsing: muted for this page only */
  }
  renderChat();
}

async function reportLine(c, button) {
  button.disabled = true;
  const answer = await postJson(`/api/tables/${encodeURIComponent(ui.table)}/chat/${c.id}/report`, {});
  button.textContent = answer.ok ? t("Reported") : t("Not reported: {code}", { code: answer.data.code || answer.status });
}

function renderChat() {
  const buttons = $("chat-buttons");
  if (ui.me !== null && !buttons.childElementCount) {
    for (const [phrase, words] of Object.entries(PHRASES)) {
      const b = htmlEl("button", { type: "button", "data-phrase": phrase, text: t(words) });
      b.addEventListener("click", () => ui.net && ui.net.send({ type: "chat", phrase }));
      buttons.appendChild(b);
    }
  }
  // free text: for a signed-in person at their seat (the server checks it again: server/chat.py)
  $("chat-form").classList.toggle("hidden", !(ui.me !== null && ui.signedIn));
  const hidden = muted();
  const items = [];
  for (const seat of hidden) {
    const again = htmlEl("button", { type: "button", class: "chat-unmute", text: t("Unmute") });
    again.addEventListener("click", () => setMuted(seat, false));
    items.push(htmlEl("li", { class: "chat-muted" }, [t("{seat} is muted", { seat: label(seat) }), " ", again]));
  }
  for (const c of ui.chat) {
    if (hidden.has(c.seat)) continue;
    const li = htmlEl("li", { class: c.text === undefined ? "chat-phrase" : "chat-text" }, [htmlEl("span", { class: "chat-words", text: `${label(c.seat)}: ${chatWords(c)}` })]);
    if (c.seat !== ui.me) {
      const mute = htmlEl("button", { type: "button", class: "chat-mute", title: t("Hide this player's lines"), text: t("Mute") });
      mute.addEventListener("click", () => setMuted(c.seat, true, c.text !== undefined));
      li.appendChild(mute);
      if (c.text !== undefined && c.id !== undefined && ui.signedIn) {
        const report = htmlEl("button", { type: "button", class: "chat-report", title: t("Report this line to the operator"), text: t("Report") });
        report.addEventListener("click", () => reportLine(c, report));
        li.appendChild(report);
      }
    }
    items.push(li);
  }
  const list = $("chat");
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

function deadlineOf(timer) {
  if (!timer || timer.deadline === null || timer.deadline === undefined) return null;
  const d = timer.deadline;
  if (typeof d === "number") return d > 1e12 ? d : d * 1000;
  const parsed = Date.parse(d);
  return Number.isNaN(parsed) ? null : parsed;
}

function renderTimer() {
  const node = $("timer");
  const deadline = ui.timer ? ui.deadline : null;
  if (deadline === null || !ui.view || ui.view.match_over) {
    node.classList.add("hidden");
    return;
  }
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  node.classList.remove("hidden");
  node.classList.toggle("low", left <= 10);
  node.replaceChildren(icon("clock"), document.createTextNode(` ${left >= 3600 || (ui.meta && ui.meta.pace && ui.meta.pace.kind === "turn-based") ? longLeft(ui.timer.seat, left) : t("{name}: {n} s", { name: label(ui.timer.seat), n: left })}`));
}

/** A turn-based clock's time left: days and hours, or hours and minutes (seconds mean nothing there). */
function longLeft(seat, left) {
  const name = label(seat);
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  if (days) return t("{name}: {days} d {hours} h left", { name, days, hours });
  if (hours) return t("{name}: {hours} h {minutes} min left", { name, hours, minutes });
  return t("{name}: {minutes} min left", { name, minutes: Math.max(1, minutes) });
}

function bubble(seat, text, kind) {
  const badge = ui.badges[seat];
  if (!badge) return;
  const node = htmlEl("span", { class: `bubble ${kind}`, text });
  badge.appendChild(node);
  setTimeout(() => node.remove(), 2500);
}

function animateEvent(ev) {
  if (ev.event === "pass") bubble(ev.seat, t("pass"), "pass");
  else if (ev.event === "draw") bubble(ev.seat, t("drew {count}", { count: countTiles(ui.texts, (ev.tiles || []).length) }), "draw");
  else if (ev.event === "take") bubble(ev.seat, t("took {count}", { count: countTiles(ui.texts, (ev.tiles || []).length) }), "take");
}

// ---- the end of a deal: every hand face up -----------------------------------------------------------
/** What followed the last finished deal in the log, in words: the token taken (WS-6) and a steal
 * (WS-7), which may come after the deal's window was shown (and may end the match). */
function afterDeal() {
  const log = ui.view.log || [];
  let i = log.length - 1;
  while (i >= 0 && log[i].event !== "deal_end") i -= 1;
  if (i < 0) return [];
  const out = [];
  for (const ev of log.slice(i + 1)) {
    if (ev.event === "deal") break;
    if (ev.event === "token" || ev.event === "steal") out.push(...sayEvent(ui.texts, ev, label, ui.me));
  }
  return out;
}

/** The window at the end of a deal (every hand face up, the layout as it ended, the result), and at
 * the end of the match, whatever ended it, the final standings first with the rematch and the
 * replay. `index` is the finished deal shown (the last one at the end of the match). */
function showReveal(index) {
  const v = ui.view;
  const deal = ui.reveal[index];
  ui.revealSeen = ui.reveal.length;
  ui.matchShown = !!v.match_over;
  const body = [];
  const rules = [];
  if (v.match_over) {
    body.push(htmlEl("p", { class: "match-result", text: ui.texts.say(v.match_end) }));
    body.push(standings());
    const end = [...(v.log || [])].reverse().find((e) => e.event === "match_end");
    if (end && end.rule) rules.push(end.rule);
  }
  const board = htmlEl("div", { class: "board" });
  if (deal) {
    if (v.match_over) body.push(htmlEl("h3", { text: t("The last deal (deal {deal})", { deal: deal.deal_shown }) }));
    const result = deal.result || {};
    sayEvent(ui.texts, result, label, ui.me).forEach((line, i) => body.push(htmlEl("p", { class: i ? "" : "deal-result", text: line })));
    if (result.rule) rules.unshift(result.rule);
    const after = index === ui.reveal.length - 1 ? afterDeal() : [];
    ui.revealAfter = after.join("\n");
    for (const line of after) body.push(htmlEl("p", { class: "after-deal", text: line }));
    body.push(board);
    const hands = htmlEl("ul", { class: "reveal-hands" });
    deal.hands.forEach((tiles, s) => {
      hands.appendChild(htmlEl("li", { "data-seat": s }, [htmlEl("span", { class: "who", text: `${label(s)}:` }), tiles.length ? tileRow(tiles, 14) : htmlEl("span", { class: "muted", text: t("none") })]));
    });
    body.push(hands);
    body.push(htmlEl("p", {}, [htmlEl("span", { class: "who", text: `${t("stock")}: ` }), deal.stock.length ? tileRow(deal.stock, 14) : htmlEl("span", { text: t("none") })]));
    if (deal.set_aside && deal.set_aside.length) body.push(htmlEl("p", {}, [htmlEl("span", { class: "who", text: `${t("set aside")}: ` }), tileRow(deal.set_aside, 14)]));
  }
  const steal = canPlay() && v.turn === ui.me && legal().length && legal().every((m) => m.kind === "steal");
  if (steal && index === ui.reveal.length - 1) {
    // the winner of a 0-0 deal steals a token (WS-7): asked here, where the deal's result is read
    body.push(htmlEl("div", { class: "row steal-here" }, [htmlEl("strong", { text: t("Your turn: choose whose token to steal") }), ...stealButtons(closeOverlay)]));
  }
  if (rules.length) {
    // the rules that decided it, one click away: the words above say what happened
    const list = [...new Set(rules)].map((rule) => htmlEl("li", { "data-rule": rule, text: ruleLine(rule) }));
    body.push(htmlEl("details", { class: "rules-used" }, [htmlEl("summary", { text: t("The rules that decided it") }), htmlEl("ul", {}, list)]));
  }
  $("overlay-title").textContent = v.match_over ? t("The match is over") : t("How deal {deal} ended", { deal: deal ? deal.deal_shown : "" });
  // nothing goes on after the match: the button closes the dialog (the page keeps the way back to it)
  $("overlay-close").textContent = v.match_over ? t("Close") : t("Continue");
  $("overlay-body").replaceChildren(...body);
  const replay = $("overlay-replay");
  replay.classList.toggle("hidden", !v.match_over);
  const rematch = $("overlay-rematch");
  rematch.replaceChildren();
  if (v.match_over && ui.rematch) rematch.appendChild(rematchBox());
  else if (v.match_over && ui.me !== null) {
    const b = htmlEl("button", { type: "button", id: "rematch", class: "primary", text: t("Rematch") });
    b.addEventListener("click", askRematch);
    rematch.appendChild(b);
  }
  replay.setAttribute("href", `/replay/${encodeURIComponent(ui.table)}`);
  $("overlay").classList.remove("hidden");
  $("overlay").dataset.deal = deal ? String(deal.deal) : "";
  $("overlay").dataset.index = String(index);
  $("overlay").dataset.match = v.match_over ? "over" : "";
  // the board's width is known only once the dialog shows
  if (deal) board.appendChild(drawLayout(deal.layout, { width: Math.min(board.clientWidth || 320, 680), unit: revealUnit(), height: Math.round(window.innerHeight * 0.5), endName, where: tilePlaces(deal.layout) }));
  $("overlay-close").focus({ preventScroll: true }); // the dialog opens at its top, not scrolled to the button
  $("overlay").querySelector(".sheet").scrollTop = 0; // a dialog opens at its top
}

function askRematch() {
  ui.askedRematch = true;
  if (ui.rematch && ui.rematch.token) location.assign(rematchLink(ui.rematch));
  else ui.net && ui.net.send({ type: "rematch" });
}

/** The final standings: every seat from best to worst, the winners marked, with its points, loss
 * marks or tokens; tied seats share their place (the server's `places`). */
function standings() {
  const v = ui.view;
  const result = (ui.meta && ui.meta.result) || {};
  const end = [...(v.log || [])].reverse().find((e) => e.event === "match_end") || {};
  const ranking = result.ranking || end.ranking || Array.from({ length: v.players }, (_, s) => s);
  const winners = result.winners || end.winners || [];
  const rows = ranking.map((s, i) =>
    htmlEl("tr", { class: winners.includes(s) ? "winner" : "", "data-seat": s }, [
      htmlEl("td", { text: String(v.places ? v.places[s] : i + 1) }),
      htmlEl("td", {}, [winners.includes(s) ? icon("trophy", { label: t("winner") }) : null, ` ${label(s)}`]),
      htmlEl("td", { text: standingText(s) }),
      ui.meta && ui.meta.rated ? htmlEl("td", { class: "rating-change", "data-seat": s }) : null,
    ]),
  );
  setTimeout(showRatingChanges, 0); // the cells are in the page once this returns
  return htmlEl("div", { class: "standings" }, [
    htmlEl("h3", { text: t("Final standings") }),
    htmlEl("p", { class: "winners-line", text: winnersLine(winners) }),
    htmlEl("table", { class: "list standings-table" }, [htmlEl("tbody", {}, rows)]),
  ]);
}

/** Who won the match; in a team game (R-1 teams) the winning team, by the number its standing names. */
function winnersLine(winners) {
  const names = winners.map(label).join(", ");
  const said = winners.length && ui.view.standing ? ui.view.standing[winners[0]] : null;
  const team = said && said.fields ? said.fields.team : undefined;
  if (team !== undefined) return t("Winner: team {team} ({names})", { team, names });
  return t("Winner: {names}", { names: names || t("none") });
}

function closeOverlay() {
  const open = !$("overlay").classList.contains("hidden");
  const inside = $("overlay").contains(document.activeElement);
  $("overlay").classList.add("hidden");
  // back where the game is played. The dialog's button that had the focus is hidden now, but the
  // browser lets go of it only at its next style pass: keepFocus, asked at once, still found it focused
  // and left it, and the focus fell to <body> (issue 36 item 19).
  if (open && inside) focusHome();
  else if (open) keepFocus(() => {});
}

// ---- start -----------------------------------------------------------------------------------------
async function main() {
  ui.texts = await setUpPage();
  variantFacts = await loadVariants();
  let fragment = parseFragment();
  if (!fragment.token) {
    // the table's bare link (a mail's, the games page's on another tab): this browser's seat there, if it holds one
    const held = mySeats().find((e) => e.table === ui.table && e.link);
    if (held) {
      fragment = parseFragment(new URL(held.link).hash);
      if (fragment.token) history.replaceState(null, "", `${location.pathname}${location.search}${new URL(held.link).hash}`);
    }
  }
  if (!fragment.token) {
    // signed in on a device that holds no token here (the mail's link opened on a phone): the
    // account's own seat, with a token of its own (issue #35). Asked only for a match its games
    // list holds (the header's, asked once a page), so that watching someone else's table makes no
    // refused request (a console error).
    const { data } = await myGames();
    const listed = Boolean(data && (data.games || []).some((g) => g.table === ui.table));
    const taken = listed ? await postJson(`/api/tables/${encodeURIComponent(ui.table)}/seat`, {}).catch(() => null) : null;
    if (taken && taken.ok && typeof taken.data.token === "string") {
      const hash = `#seat=${taken.data.seat}&token=${taken.data.token}`;
      fragment = parseFragment(hash);
      history.replaceState(null, "", `${location.pathname}${location.search}${hash}`);
    }
  }
  ui.token = fragment.token;
  ui.me = fragment.token ? fragment.seat : null;
  $("overlay-close").addEventListener("click", closeOverlay);
  $("overlay").addEventListener("keydown", (e) => e.key === "Escape" && closeOverlay());
  $("overlay").addEventListener("click", (e) => e.target === $("overlay") && closeOverlay());
  $("notation").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("notation-input").value.trim();
    const answer = text && ui.view ? commandAnswer(text) : null;
    if (answer !== null) {
      // a command reads the position out: shown under the box and said at once
      $("notation-answer").textContent = answer;
      $("notation-input").value = "";
      announce([answer], 0);
      return;
    }
    // the pass as a person writes it in the page's language ("pas", "пас") is the notation's pass
    if (text && text.toLowerCase() === t("pass").toLowerCase()) sendMove("pass");
    else if (text) sendMove(text);
  });
  if (ui.me === null) $("notation-box").classList.add("hidden");
  $("chat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("chat-input").value.trim();
    if (text && ui.net) ui.net.send({ type: "chat", text });
    $("chat-input").value = "";
  });
  whoami().then((name) => {
    ui.signedIn = name !== null;
    renderChat();
    if (ui.signedIn && ui.me !== null) loadMuted();
  });
  renderKeys();
  let resizeTimer = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => ui.view && keepFocus(() => (renderBoard({}), renderHand())), 150);
  });
  setInterval(() => {
    if (!ui.view) return;
    renderTimer();
    if (botsIn() !== null) renderStatus(); // the countdown to the bots taking the free seats
    keepFocus(renderSeats); // a takeover button may come or go under the focus
  }, 1000);
  $("hand").addEventListener("keydown", onHandKey);
  $("board").addEventListener("keydown", onBoardKey);
  $("overlay").addEventListener("keydown", trapInDialog);
  document.addEventListener("keydown", onShortcut);
  $("notation-input").addEventListener("keydown", (e) => {
    if (e.key === "Escape") focusHome();
  });
  ui.sounds = localStorage.getItem("dominohall.sounds") === "1"; // off unless turned on
  ui.autoPass = localStorage.getItem("dominohall.autopass") === "1"; // off unless turned on
  const soundButton = $("sound");
  const showSound = () => {
    soundButton.replaceChildren(icon(ui.sounds ? "sound" : "mute"));
    soundButton.setAttribute("aria-pressed", ui.sounds ? "true" : "false");
    soundButton.setAttribute("aria-label", t("Sounds"));
    soundButton.title = t("Sounds");
  };
  soundButton.addEventListener("click", () => {
    ui.sounds = !ui.sounds;
    localStorage.setItem("dominohall.sounds", ui.sounds ? "1" : "0");
    showSound();
    if (ui.sounds) sound("play");
  });
  showSound();
  ui.alert = new TurnAlert(ui.texts);
  soundButton.after(ui.alert.makeButton());
  ui.net = connect(ui.table, ui.token, {
    name: savedName,
    onMessage,
    onStatus(status, _attempt, restarting) {
      ui.status = status;
      ui.restarting = !!restarting;
      if (ui.texts) renderConn();
      if (ui.view) {
        // a lost connection: no tile is lit until it is back, and the status says so
        renderStatus();
        keepFocus(renderHand);
      }
      if (status === "open") document.body.dataset.connected = "1";
      else delete document.body.dataset.connected;
    },
  });
}

main();
