// The lessons: /learn (every game, with the steps done kept in this browser's localStorage) and
// /learn/VARIANT (one lesson: its steps, then a practice deal against a gentle bot with hints).
//
// A step is the server's (dominohall.lessons): its words as phrases said in the page's language, its
// rules, its position as the table's wire view, and what to highlight. The board and the hand are
// drawn by render.js, as on the table; a tried move goes to the server, which judges it with the
// engine (accepted, missed, refused, or which place), and a refusal is worded as at the table
// (the server words it, words.js explainRefusal says it). The practice deal is replayed by the server from its seed and the
// moves sent: nothing is kept there for this page.

import { drawHand, drawLayout, htmlEl, layoutTiles, lastPlays, moveTile, unitFor } from "./render.js";
import { END_NAMES, boardEnd, countTiles, refusalText, retryText, sayEvent, setUpPage, withLang } from "./i18n.js";
import { getJson } from "./net.js";
import { explainRefusal, moveWords } from "./words.js";

const $ = (id) => document.getElementById(id);
const PROGRESS = "dominohall.learn";

const ui = {
  texts: null,
  lessons: [],
  lesson: null, // the lesson's JSON
  index: 0, // the step shown; lesson.steps.length: the practice deal
  solved: null, // the view after the step's accepted move
  selected: null, // a tile whose places are lit
  choices: null, // the moves a tile written alone may make (the server's "choose")
  busy: false,
  practice: null, // {seed, moves, state, hint, hints, shown}
};
window.dominohall = ui; // for tests and the curious

const t = (key, fields) => ui.texts.t(key, fields);
const say = (phrase) => (phrase ? ui.texts.say(phrase) : "");
const label = (seat) => (seat === 0 ? t("you") : t("seat {seat}", { seat }));

// ---- progress, kept in this browser ------------------------------------------------------------------
export function progress() {
  try {
    const data = JSON.parse(localStorage.getItem(PROGRESS) || "{}");
    return data && typeof data === "object" ? data : {};
  } catch (_) {
    return {};
  }
}

function remember(variant, change) {
  const all = progress();
  const mine = all[variant] && typeof all[variant] === "object" ? all[variant] : {};
  const steps = new Set(Array.isArray(mine.steps) ? mine.steps : []);
  if (change.step) steps.add(change.step);
  all[variant] = { steps: [...steps].slice(0, 50), practice: !!(mine.practice || change.practice) };
  try {
    localStorage.setItem(PROGRESS, JSON.stringify(all));
  } catch (_) {
    /* storage may be off: the lesson still works */
  }
}

function doneSteps(variant) {
  const mine = progress()[variant];
  return new Set(mine && Array.isArray(mine.steps) ? mine.steps : []);
}

// ---- talking to the server -----------------------------------------------------------------------------
function api(path) {
  return `/api/lessons/${encodeURIComponent(ui.lesson.variant)}${path}`;
}

// ---- the list of lessons ----------------------------------------------------------------------------------
function renderIndex() {
  document.title = `${t("Learn the games")} · dominohall`;
  const list = $("lessons");
  list.replaceChildren(
    ...ui.lessons.map((les) => {
      const done = doneSteps(les.variant);
      const count = les.keys.filter((k) => done.has(k)).length;
      const mine = progress()[les.variant] || {};
      const state = mine.practice ? t("done: every step and the practice deal") : t("steps done: {n} of {k}", { n: count, k: les.steps });
      const action = mine.practice ? t("Review") : count ? t("Continue") : t("Start");
      const name = ui.texts.variant(les.variant);
      return htmlEl("li", { class: `card lesson-card${mine.practice ? " complete" : ""}`, "data-variant": les.variant }, [
        htmlEl("h2", { text: name }),
        htmlEl("p", { text: say(les.intro) }),
        htmlEl("p", { class: "muted", text: `${ui.texts.ngettext("{n} step, then a practice deal", "{n} steps, then a practice deal", les.steps)} · ${ui.texts.ngettext("about {n} minute", "about {n} minutes", les.minutes)}` }),
        htmlEl("p", { class: "lesson-state", text: state }),
        htmlEl("a", { class: "button primary", href: withLang(`/learn/${encodeURIComponent(les.variant)}`, ui.texts.lang), "aria-label": `${action}: ${name}`, text: action }),
      ]);
    }),
  );
  $("index").classList.remove("hidden");
  document.body.dataset.ready = "1";
}

// ---- a step ------------------------------------------------------------------------------------------------
function step() {
  return ui.lesson.steps[ui.index] || null;
}

function view() {
  if (ui.practice) return ui.practice.state ? ui.practice.state.view : null;
  return ui.solved || step().view;
}

function goTo(index, focus = true) {
  ui.index = Math.max(0, Math.min(index, ui.lesson.steps.length));
  ui.solved = null;
  ui.selected = null;
  ui.choices = null;
  ui.practice = null;
  history.replaceState(null, "", `${location.pathname}${location.search}#${ui.index < ui.lesson.steps.length ? `step-${ui.index + 1}` : "practice"}`);
  clearFeedback();
  if (ui.index >= ui.lesson.steps.length) startPractice();
  render();
  if (focus) {
    window.scrollTo(0, 0);
    $("step-title").focus({ preventScroll: true });
  }
}

function render() {
  renderSteps();
  const s = step();
  const name = ui.texts.variant(ui.lesson.variant);
  document.title = `${name}: ${s ? say(s.title) : t("Practice deal")} · dominohall`;
  $("step-count").textContent = `${name} · ${s ? t("step {n} of {k}", { n: ui.index + 1, k: ui.lesson.steps.length }) : t("Practice deal")}`;
  $("step-title").textContent = s ? say(s.title) : t("Practice deal");
  const first = ui.index === 0;
  $("intro").classList.toggle("hidden", !first);
  $("intro").textContent = first ? say(ui.lesson.intro) : "";
  renderRefers(first);
  $("step-text").textContent = s ? say(s.text) : t("A short deal against a gentle bot: the hint for each of your turns is shown.");
  renderRules(s);
  $("lesson").classList.remove("hidden"); // before the board is drawn: its width is the room it has
  $("task").replaceChildren(...(s ? [htmlEl("strong", { text: `${t("Task:")} ` }), say(s.task)] : []));
  $("task").classList.toggle("hidden", !s);
  $("look-at").textContent = s ? lookAt(s.highlight) : "";
  $("look-at").classList.toggle("hidden", !s || !$("look-at").textContent);
  renderPlay();
  $("prev").disabled = ui.index === 0;
  const last = ui.index >= ui.lesson.steps.length;
  $("next").classList.toggle("hidden", last);
  $("next").textContent = ui.index === ui.lesson.steps.length - 1 ? t("On to the practice deal") : t("Next step");
  $("next").classList.toggle("primary", !!ui.solved);
  $("lesson").classList.remove("hidden");
}

function renderSteps() {
  const done = doneSteps(ui.lesson.variant);
  const mine = progress()[ui.lesson.variant] || {};
  const items = ui.lesson.steps.map((s, i) => ({ title: say(s.title), done: done.has(s.key), href: `#step-${i + 1}`, i }));
  items.push({ title: t("Practice deal"), done: !!mine.practice, href: "#practice", i: ui.lesson.steps.length });
  $("steps").replaceChildren(
    ...items.map((item) => {
      const link = htmlEl("a", { href: item.href, "aria-current": item.i === ui.index ? "step" : null, "data-step": item.i }, [
        htmlEl("span", { class: "step-mark", "aria-hidden": "true", text: item.done ? "✓" : String(item.i + 1) }),
        htmlEl("span", { class: "step-name", text: item.title }),
        item.done ? htmlEl("span", { class: "visually-hidden", text: ` (${t("done")})` }) : null,
      ]);
      link.addEventListener("click", (e) => {
        e.preventDefault();
        goTo(item.i);
      });
      return htmlEl("li", { class: item.done ? "done" : "" }, [link]);
    }),
  );
}

function renderRefers(first) {
  const box = $("refers");
  const refers = ui.lesson.refers || [];
  box.classList.toggle("hidden", !first || !refers.length);
  if (!first || !refers.length) return;
  const links = refers.map((name) => htmlEl("a", { class: "button", href: withLang(`/learn/${encodeURIComponent(name)}`, ui.texts.lang), text: ui.texts.variant(name) }));
  const parts = [`${t("This lesson builds on:")} `];
  links.forEach((a, i) => parts.push(...(i ? [" ", a] : [a])));
  box.replaceChildren(...parts);
}

function renderRules(s) {
  const rules = s ? s.rules : [];
  $("rules-box").classList.toggle("hidden", !rules.length);
  $("step-rules").replaceChildren(...rules.map((r) => htmlEl("li", {}, [htmlEl("strong", { text: `${r}: ` }), ui.texts.rule(r) || ""])));
}

function endWords(end) {
  return end ? (end in END_NAMES ? t(END_NAMES[end]) : end) : t("the snake's free end");
}

/** What the step's highlight points at, in words (the board shows it too). */
function lookAt(light) {
  if (!light || ui.solved) return "";
  const parts = (light.ends || []).map(endWords);
  for (const c of light.junctions || []) parts.push(t("the junction between columns {left} and {right}", { left: c, right: c + 1 }));
  for (const tile of light.tiles || []) parts.push(t("the tile {tile}", { tile }));
  if ((light.hand || []).length) parts.push(t("in your hand: {tiles}", { tiles: light.hand.join(" ") }));
  return parts.length ? t("Look at: {things}", { things: parts.join("; ") }) : "";
}

// ---- the table: seats, board, hand -----------------------------------------------------------------------
function legal() {
  const v = view();
  if (!v || ui.solved || v.turn !== 0 || (ui.practice && (!ui.practice.state || ui.practice.state.over))) return [];
  return v.legal || [];
}

function renderPlay() {
  const v = view();
  if (!v) {
    $("board").replaceChildren();
    $("hand").replaceChildren();
    return;
  }
  renderSeats(v);
  renderBoard(v);
  renderHand(v);
  const line = hintLine();
  $("hint-line").textContent = line;
  $("hint-line").title = line && ui.practice && ui.practice.hint ? ui.practice.hint.move : "";
  $("hint-line").classList.toggle("hidden", !line);
}

function renderSeats(v) {
  const parts = v.hand_counts.map((n, s) => `${label(s)}: ${v.out[s] ? t("out") : countTiles(ui.texts, n)}`);
  if (v.stock) parts.push(t("stock: {n}", { n: v.stock }));
  const standing = (v.standings || []).map((phrase) => ui.texts.say(phrase, label));
  $("seats").replaceChildren(htmlEl("span", { text: parts.join(" · ") }), htmlEl("br"), htmlEl("span", { class: "muted-on-felt", text: standing.join(" · ") }));
}

function targetsFor(tile) {
  const moves = ui.choices || legal().filter((m) => m.tile === tile && (m.kind === "play" || m.kind === "cut"));
  return moves.map((m) => {
    const cut = { tile: m.tile, left: m.column, right: m.column + 1 };
    let aria = t("{tile}: {end}", { tile: m.tile, end: m.end ? endWords(m.end) : t("the snake's free end") });
    if (m.kind === "cut" && m.side === "L") aria = t("cut {tile} between columns {left} and {right}: the next player takes the left part", cut);
    else if (m.kind === "cut" && m.side === "R") aria = t("cut {tile} between columns {left} and {right}: the next player takes the right part", cut);
    else if (m.kind === "cut") aria = t("cut {tile} between columns {left} and {right}", cut);
    return { ...m, aria };
  });
}

function renderBoard(v) {
  const board = $("board");
  const s = step();
  const light = s && !ui.solved ? s.highlight : null;
  const targets = ui.selected ? targetsFor(ui.selected) : [];
  const lit = new Set(targets.map((x) => x.end));
  const marks = light ? (light.ends || []).filter((end) => !lit.has(end)).map((end) => ({ move: "", kind: "mark", end, cls: "lesson-end" })) : [];
  for (const x of targets) if (light && (light.ends || []).includes(x.end)) x.cls = "lesson-end";
  const hint = ui.practice && ui.practice.hint && !ui.practice.state.over ? ui.practice.hint.move : null;
  const svg = drawLayout(v.layout, {
    width: board.clientWidth || 360,
    variant: v.variant,
    targets: [...marks, ...targets],
    last: v.last_play ? moveTile(v.last_play.move) : null,
    seats: lastPlays(v.log),
    seatName: label,
    height: Math.max(240, Math.round(window.innerHeight * 0.55)),
    ghost: hint && !ui.selected ? { move: hint } : null,
    emptyText: t("(the table is empty)"),
    aria: ui.texts.variant(v.variant),
    // the ends named as the table's board names them: the page's letters ("P", "ВЛ"), #36 item 3
    endName: (end) => boardEnd(ui.texts, end),
  });
  // the highlight is drawn, and said in words above the board (#look-at): here it is decoration
  for (const node of svg.querySelectorAll(".target")) {
    if (!node.dataset.move) {
      node.removeAttribute("role");
      node.removeAttribute("tabindex");
      node.setAttribute("aria-hidden", "true");
      continue;
    }
    const go = () => tryMove(node.dataset.move);
    node.addEventListener("click", go);
    node.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        go();
      }
    });
  }
  if (light) {
    for (const tile of light.tiles || []) svg.querySelectorAll(`g.tile[data-tile="${tile}"]`).forEach((g) => g.classList.add("lesson-mark"));
    for (const c of light.junctions || []) svg.querySelectorAll(`.cut-mark[data-cut="${c}"]`).forEach((line) => line.classList.add("lesson-mark"));
  }
  board.replaceChildren(svg);
}

function renderHand(v) {
  const moves = legal();
  const playable = new Set(moves.filter((m) => m.kind === "play" || m.kind === "cut").map((m) => m.tile));
  const s = step();
  const marked = new Set(s && !ui.solved ? (s.highlight.hand || []) : []);
  const hintTile = ui.practice && ui.practice.hint ? moveTile(ui.practice.hint.move) : null;
  const hand = drawHand(v.hand, {
    playable,
    explain: moves.length > 0,
    disabled: moves.length === 0,
    selected: ui.selected,
    unit: unitFor($("board").clientWidth || 360) >= 30 ? 28 : 22,
    aria: t("your hand ({n}):", { n: v.hand.length }),
  });
  for (const button of hand.querySelectorAll("button")) {
    if (marked.has(button.dataset.tile)) button.classList.add("lesson-mark");
    if (hintTile === button.dataset.tile) button.classList.add("hint-tile");
    button.addEventListener("click", () => onTile(button.dataset.tile));
  }
  $("hand").replaceChildren(hand);
  $("hand-title").textContent = t("your hand ({n}):", { n: v.hand.length });
  renderActions(moves);
}

function renderActions(moves) {
  const buttons = [];
  const mine = moves.length > 0;
  const stealing = moves.some((m) => m.kind === "steal");
  if (mine && !stealing) {
    // the pass is offered at every turn of a lesson: a pass that is not allowed is explained
    const b = htmlEl("button", { type: "button", class: moves.some((m) => m.kind === "pass") ? "pass-button" : "", id: "pass", text: t("Pass") });
    b.addEventListener("click", () => tryMove("pass"));
    buttons.push(b);
  }
  if (mine) {
    const tokens = view().tokens || [];
    for (const m of moves.filter((x) => x.kind === "steal")) {
      const holder = tokens.findIndex((held) => (held || []).includes(m.tile));
      const steal = htmlEl("button", { type: "button", class: "steal", "data-move": m.move, text: t("steal {tile} from {victim}", { tile: m.tile, victim: holder >= 0 ? label(holder) : "?" }) });
      steal.addEventListener("click", () => tryMove(m.move));
      buttons.push(steal);
    }
  }
  if (ui.selected) {
    const cancel = htmlEl("button", { type: "button", id: "cancel", text: t("Cancel") });
    cancel.addEventListener("click", () => {
      ui.selected = null;
      ui.choices = null;
      renderPlay();
    });
    buttons.push(cancel);
  }
  if (ui.practice) buttons.push(...practiceButtons());
  $("actions").replaceChildren(...buttons);
  $("notation-box").classList.toggle("hidden", !mine);
}

function onTile(tile) {
  if (ui.busy) return;
  const moves = legal().filter((m) => m.tile === tile && (m.kind === "play" || m.kind === "cut"));
  if (!moves.length) {
    // a tile that cannot go: the server says why, as the engine refuses it where it shows a number
    tryMove(tile);
    return;
  }
  if (ui.selected === tile) {
    ui.selected = null;
    ui.choices = null;
    renderPlay();
    return;
  }
  if (moves.length === 1) {
    tryMove(moves[0].move);
    return;
  }
  ui.selected = tile;
  ui.choices = null;
  showFeedback("hint", [t("Choose where {tile} goes: the lit places on the table", { tile })]);
  renderPlay();
  const first = document.querySelector("#board .target[data-move]");
  if (first && first.scrollIntoView) first.scrollIntoView({ block: "nearest", inline: "center" });
}

// ---- feedback ------------------------------------------------------------------------------------------------
function clearFeedback() {
  $("feedback").replaceChildren();
}

function showFeedback(kind, lines, role = null) {
  const box = htmlEl("div", { class: `feedback-box ${kind}`, role, "data-kind": kind }, lines.map((line, i) => htmlEl(i ? "div" : "p", { class: i ? "more" : "said", text: line })));
  $("feedback").replaceChildren(box);
}

function showRefusal(error, move) {
  if (!error || !error.code) {
    showFeedback("refusal", [refusalText(ui.texts, (error && error.code) || "internal") || t("That move is not allowed now.")], "alert");
    return;
  }
  const lines = [explainRefusal(ui.texts, error, label)];
  const sentence = error.rule ? ui.texts.rule(error.rule) : null;
  if (sentence) lines.push(t("not allowed: {rule}: {sentence}", { rule: error.rule, sentence }));
  if (error.message && ui.texts.lang === "en") lines.push(t("  detail: {detail}", { detail: error.message }).trim());
  showFeedback("refusal", lines, "alert");
  const box = document.querySelector("#feedback .feedback-box");
  if (box && error.rule) box.dataset.rule = error.rule;
}

/** Whether an answer is the server's own trouble, not a verdict on the move: too many requests (429),
 * the server busy or failing (5xx), or no answer at all (0). */
function troubled(status) {
  return status === 0 || status === 429 || status >= 500;
}

/** What went wrong on the server's side, in words, with when to try again ("The server is full right now:
 * try again in a minute. Try again in 5 seconds."). */
function troubleText(data) {
  const said = refusalText(ui.texts, (data && data.code) || "internal") || refusalText(ui.texts, "internal");
  const retry = retryText(ui.texts, data && data.retry_after);
  return retry ? `${said} ${retry}` : said;
}

/** The server's trouble said where the feedback goes, with a button that sends the same request again
 * (never "That move is not allowed now.": the move was not judged). */
function showTrouble(data, again) {
  const button = htmlEl("button", { type: "button", id: "retry", text: t("Send again") });
  button.addEventListener("click", () => again());
  const box = htmlEl("div", { class: "feedback-box trouble", role: "alert", "data-kind": "trouble" }, [htmlEl("p", { class: "said", text: troubleText(data) }), button]);
  $("feedback").replaceChildren(box);
}

// ---- a tried move ------------------------------------------------------------------------------------------
async function tryMove(move) {
  if (ui.busy) return;
  if (ui.practice) {
    practiceMove(move);
    return;
  }
  ui.busy = true;
  const index = ui.index;
  const { ok, status, data } = await getJson(api(`/steps/${index}?move=${encodeURIComponent(move)}`));
  ui.busy = false;
  if (index !== ui.index || ui.practice) return; // the person went elsewhere meanwhile
  if (!ok && troubled(status)) {
    showTrouble(data, () => tryMove(move));
    return;
  }
  if (!ok) {
    showRefusal({ code: data.code }, move);
    return;
  }
  ui.selected = null;
  ui.choices = null;
  if (data.verdict === "accepted") {
    ui.solved = data.view;
    remember(ui.lesson.variant, { step: step().key });
    showFeedback("done", [`✓ ${say(data.say)}`]);
    render();
    $("next").focus({ preventScroll: true });
  } else if (data.verdict === "missed") {
    showFeedback("missed", [say(data.say), t("Try again.")]);
    renderPlay();
  } else if (data.verdict === "choose") {
    ui.selected = moveTile(move);
    ui.choices = data.moves || [];
    showFeedback("hint", [t("Choose where {tile} goes: the lit places on the table", { tile: ui.selected })]);
    renderPlay();
  } else {
    showRefusal(data.error, data.move || move);
    renderPlay();
  }
  document.body.dataset.tries = String(Number(document.body.dataset.tries || 0) + 1);
}

// ---- the practice deal ------------------------------------------------------------------------------------
function startPractice(seed) {
  ui.practice = { seed: seed === undefined ? ui.lesson.practice.seed : seed, moves: [], state: null, hint: null, hints: true, shown: null };
  loadPractice([]);
}

function practiceUrl(path, moves) {
  const p = ui.practice;
  return api(`/practice${path}?seed=${p.seed}&moves=${encodeURIComponent(moves.join(","))}`);
}

async function loadPractice(moves, move = null) {
  const p = ui.practice;
  ui.busy = true;
  const { ok, status, data } = await getJson(practiceUrl("", moves));
  ui.busy = false;
  if (p !== ui.practice) return;
  if (!ok && troubled(status)) {
    showTrouble(data, () => loadPractice(moves, move));
    return;
  }
  if (!ok) {
    if (move !== null && data.index === p.moves.length) showRefusal({ code: data.code, rule: data.rule, message: data.error, why: data.why }, move);
    else showRefusal({ code: data.code }, move || "");
    renderPlay();
    return;
  }
  const before = p.state ? p.state.view.events : null;
  p.moves = moves;
  p.state = data;
  p.hint = null;
  p.hintTrouble = null;
  ui.selected = null;
  ui.choices = null;
  const log = data.view.log || [];
  const fresh = before === null ? [] : log.slice(Math.max(0, log.length - (data.view.events - before)));
  // the learner's own plays are not retold, but what the learner took from a cut is (SA-6: it was
  // never announced, issue 36 item 15)
  const lines = fresh.filter((e) => e.seat !== 0 || e.event === "deal_end" || e.event === "take").flatMap((e) => sayEvent(ui.texts, e, label, 0));
  if (data.over) {
    remember(ui.lesson.variant, { practice: true });
    const result = sayEvent(ui.texts, data.result, label, 0);
    // "well done" only for a deal the learner (seat 0) won; a lost one says so and offers another
    const won = data.result && (data.result.winners || []).includes(0) && !(data.result.losers || []).includes(0);
    const headline = won ? t("The lesson is over: well done!") : t("The lesson is over. This deal went to the bot: Another deal tries again.");
    showFeedback("done", [headline, ...result]);
    document.body.dataset.practiceWon = won ? "1" : "0";
    renderSteps();
  } else if (lines.length) showFeedback("news", lines);
  else clearFeedback();
  render();
  document.body.dataset.practice = data.over ? "over" : String(moves.length);
  if (!data.over && p.hints) loadHint();
}

async function loadHint() {
  const p = ui.practice;
  const at = p.moves.length;
  const { ok, status, data } = await getJson(practiceUrl("/hint", p.moves));
  if (p !== ui.practice || p.moves.length !== at || !p.hints) return;
  if (!ok) {
    // the hint is not lost without a word: what happened, and a new try once the server allows it
    p.hint = null;
    p.hintTrouble = troubled(status) ? troubleText(data) : null;
    renderPlay();
    if (p.hintTrouble) {
      const wait = Math.min(30, Math.max(2, Number(data && data.retry_after) || 3));
      setTimeout(() => {
        if (p === ui.practice && p.moves.length === at && p.hints && !p.hint && p.state && !p.state.over) loadHint();
      }, wait * 1000);
    }
    return;
  }
  p.hintTrouble = null;
  p.hint = data;
  renderPlay();
  document.body.dataset.hint = data.move;
}

function practiceMove(move) {
  const p = ui.practice;
  if (!p || !p.state || p.state.over || ui.busy) return;
  loadPractice([...p.moves, move], move);
}

function practiceButtons() {
  const p = ui.practice;
  const out = [];
  if (p.state && !p.state.over) {
    const toggle = htmlEl("button", { type: "button", id: "hints", "aria-pressed": p.hints ? "true" : "false", text: t("Hints") });
    toggle.addEventListener("click", () => {
      p.hints = !p.hints;
      p.hint = null;
      if (p.hints) loadHint();
      renderPlay();
    });
    out.push(toggle);
  }
  const again = htmlEl("button", { type: "button", id: "another", text: t("Another deal") });
  again.addEventListener("click", () => {
    startPractice(Math.floor(Math.random() * 1e9));
    render();
  });
  out.push(again);
  if (p.state && p.state.over) {
    out.push(htmlEl("a", { class: "button primary", id: "all-lessons", href: withLang("/learn", ui.texts.lang), text: t("All lessons") }));
    out.push(htmlEl("a", { class: "button", href: withLang("/", ui.texts.lang), text: t("Play a game") }));
  }
  return out;
}

function hintLine() {
  const p = ui.practice;
  if (p && !p.hint && p.hintTrouble && p.hints && p.state && !p.state.over) return t("The hint did not come: {why}", { why: p.hintTrouble });
  if (!p || !p.hint || !p.state || p.state.over) return "";
  // the move in words, as the server words it for the game (dominohall.presentation.notes.move_said:
  // "cut with 3-5 between columns -2 and -1, handing the left part to the next player"), not the
  // notation (issue 36 item 15); the notation is the line's title, for those who type
  const move = p.hint.words ? ui.texts.say(p.hint.words, label) : moveWords(ui.texts, p.hint.move);
  return p.hint.say ? t("hint: {move}: {why}", { move, why: say(p.hint.say) }) : t("hint: {move}", { move });
}

// ---- start ---------------------------------------------------------------------------------------------------
async function main() {
  ui.texts = await setUpPage();
  const parts = location.pathname.split("/").filter(Boolean);
  const { ok, data } = await getJson("/api/lessons");
  ui.lessons = ok ? data : [];
  if (parts.length < 2) {
    renderIndex();
    return;
  }
  const name = decodeURIComponent(parts[1]);
  const found = await getJson(`/api/lessons/${encodeURIComponent(name)}`);
  if (!found.ok) {
    $("missing").textContent = t("There is no lesson of that game.");
    $("missing").classList.remove("hidden");
    renderIndex();
    return;
  }
  ui.lesson = found.data;
  $("prev").addEventListener("click", () => goTo(ui.index - 1));
  $("next").addEventListener("click", () => goTo(ui.index + 1));
  $("notation").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("notation-input").value.trim();
    $("notation-input").value = "";
    if (text) tryMove(text);
  });
  let resizeTimer = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(renderPlay, 150);
  });
  const hash = location.hash.replace("#", "");
  const done = doneSteps(ui.lesson.variant);
  let index = ui.lesson.steps.findIndex((s) => !done.has(s.key));
  if (index < 0) index = ui.lesson.steps.length;
  if (hash === "practice") index = ui.lesson.steps.length;
  else if (/^step-\d+$/.test(hash)) index = Number(hash.slice(5)) - 1;
  goTo(index, false);
  document.body.dataset.ready = "1";
}

main();
