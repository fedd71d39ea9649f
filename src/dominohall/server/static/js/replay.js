// The replay of a finished table: step through every frame (the whole state after each action) with
// every hand and the stock face up; download the engine's JSON record.

import { tableFromPath } from "./net.js";
import { drawLayout, htmlEl, lastPlays, layoutTiles, moveTile, revealUnit, tileRow } from "./render.js";
import { boardEnd, countTiles, sayEvent, seatLabel, setUpPage, withLang } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const state = { texts: null, meta: null, frames: [], index: 0, auto: null };
window.dominohallReplay = state;

function show(index) {
  const { texts, meta, frames } = state;
  const t = (key, fields) => texts.t(key, fields);
  const label = (s) => seatLabel(texts, s, null, meta);
  if (!frames.length) return;
  const before = state.index;
  state.index = Math.max(0, Math.min(index, frames.length - 1));
  const frame = frames[state.index];
  const previous = frames[before] && before === state.index - 1 ? frames[before] : null;
  $("title").textContent = t("{variant}, deal {deal}", { variant: texts.variant(meta.variant), deal: frame.deal_shown ?? "" }) + (meta.name ? ` · ${meta.name}` : "");
  $("slider").max = String(frames.length - 1);
  $("slider").value = String(state.index);
  $("position").textContent = t("step {i} of {n}", { i: state.index, n: frames.length - 1 });
  $("position").dataset.index = String(state.index);
  // every hand known: every drawn tile shown, every event in the third person
  const words = frame.action ? sayEvent(texts, frame.action, label) : [t("The start")];
  for (const ev of frame.events || []) words.push(...sayEvent(texts, ev, label));
  $("action").textContent = words.join(" · ");
  $("action").dataset.event = frame.action ? frame.action.event : "";
  const info = [htmlEl("span", { text: t("stock: {n}", { n: (frame.stock || []).length }) })];
  if (frame.turn !== null && frame.turn !== undefined && frame.turn >= 0) info.push(htmlEl("span", { text: t("to move: {name}", { name: label(frame.turn) }) }));
  $("info").replaceChildren(...info);
  const last = frame.action && frame.action.event === "play" ? moveTile(frame.action.move) : null;
  const fresh = previous ? new Set(layoutTiles(frame.layout).filter((x) => !new Set(layoutTiles(previous.layout)).has(x))) : new Set();
  // each seat's last play of this deal, from the frames up to this one
  const seats = lastPlays(frames.slice(0, state.index + 1).map((f) => (f.action && f.action.event === "deal" ? { event: "deal" } : f.action)));
  // a decision chosen in the Analysis tab: its better move drawn where it would lie (a ghost), the
  // move made marked in the seat's hand (and on the board too when it went elsewhere)
  const ghost = state.ghost && state.ghost.frame === state.index ? state.ghost : null;
  const board = drawLayout(frame.layout, {
    width: $("board").clientWidth || 360,
    last,
    fresh,
    seats,
    seatName: label,
    ghost: ghost && ghost.best ? { move: ghost.best } : null,
    played: ghost && ghost.played ? { move: ghost.played } : null,
    emptyText: t("(the table is empty)"),
    endName: (end) => boardEnd(texts, end),
  });
  $("board").replaceChildren(board);
  $("board").dataset.ghost = ghost ? String(ghost.frame) : "";
  const hands = (frame.hands || []).map((tiles, s) => {
    const standing = frame.standing ? texts.say(frame.standing[s]) : "";
    return htmlEl("li", { class: frame.turn === s ? "turn" : "", "data-seat": s }, [
      htmlEl("div", {}, [htmlEl("span", { class: "who", text: `${label(s)}: ` }), htmlEl("span", { class: "muted", text: `${countTiles(texts, tiles.length)} · ${standing}` })]),
      tiles.length ? markHand(tileRow(tiles, revealUnit()), ghost, s) : htmlEl("span", { class: "muted", text: t("none") }),
    ]);
  });
  hands.push(htmlEl("li", { "data-stock": "" }, [htmlEl("div", { class: "who", text: `${t("stock")}:` }), (frame.stock || []).length ? tileRow(frame.stock, revealUnit()) : htmlEl("span", { class: "muted", text: t("none") })]));
  $("hands").replaceChildren(...hands);
  $("prev").disabled = state.index === 0;
  $("first").disabled = state.index === 0;
  $("next").disabled = state.index === frames.length - 1;
  $("last").disabled = state.index === frames.length - 1;
}

/** In the hand of the seat whose decision is shown: the tile played marked, and the better one. */
function markHand(row, ghost, seat) {
  if (!ghost || ghost.seat !== seat) return row;
  const tileOf = (move) => (move && move !== "pass" && !move.startsWith("steal:") ? move.split("@")[0] : "");
  for (const icon of row.querySelectorAll("svg.tile-icon")) {
    const name = icon.getAttribute("aria-label");
    if (name === tileOf(ghost.played)) icon.classList.add("an-played");
    if (name === tileOf(ghost.best)) icon.classList.add("an-best");
  }
  return row;
}

function toggleAuto() {
  const t = (key) => state.texts.t(key);
  if (state.auto) {
    clearInterval(state.auto);
    state.auto = null;
    $("auto").textContent = t("Play");
    return;
  }
  $("auto").textContent = t("Pause");
  state.auto = setInterval(() => {
    if (state.index >= state.frames.length - 1) toggleAuto();
    else show(state.index + 1);
  }, 700);
}

async function main() {
  state.texts = await setUpPage();
  document.title = `${state.texts.t("Replay")} · dominohall`;
  const table = tableFromPath();
  const id = encodeURIComponent(table || "");
  $("download").setAttribute("href", `/api/tables/${id}/record`);
  $("download").setAttribute("download", `dominohall-${table}.json`);
  let status = 0;
  try {
    const answer = await fetch(`/api/tables/${id}/replay`);
    status = answer.status;
    if (!answer.ok) throw new Error(String(answer.status));
    const data = await answer.json();
    state.meta = data.table;
    state.frames = data.frames || [];
  } catch (_) {
    // a match still being played has no replay yet (it would show hands in play): it can be watched
    const texts = state.texts;
    const running = status === 409;
    const title = running ? texts.t("This match is still being played: its replay opens once it is over.") : texts.t("There is no such table (any more).");
    const way = running
      ? htmlEl("a", { class: "button primary", id: "watch-running", href: withLang(`/t/${id}`, texts.lang), text: texts.t("Watch it") })
      : htmlEl("a", { class: "button primary", href: withLang("/history", texts.lang), text: texts.t("Finished games") });
    document.querySelector("main").replaceChildren(htmlEl("h1", { id: "title", text: title }), htmlEl("div", { class: "row" }, [way]));
    document.body.dataset.ready = "1";
    document.body.dataset.missing = running ? "running" : "not_found";
    return;
  }
  $("first").addEventListener("click", () => show(0));
  $("prev").addEventListener("click", () => show(state.index - 1));
  $("next").addEventListener("click", () => show(state.index + 1));
  $("last").addEventListener("click", () => show(state.frames.length - 1));
  $("auto").addEventListener("click", toggleAuto);
  $("slider").addEventListener("input", () => show(Number($("slider").value)));
  document.addEventListener("keydown", (e) => {
    if (e.target && e.target.tagName === "INPUT" && e.target.type !== "range") return;
    if (e.key === "ArrowRight") show(state.index + 1);
    else if (e.key === "ArrowLeft") show(state.index - 1);
    else if (e.key === "Home") show(0);
    else if (e.key === "End") show(state.frames.length - 1);
  });
  window.addEventListener("resize", () => show(state.index));
  show(0);
  document.body.dataset.ready = "1";
}

main();
