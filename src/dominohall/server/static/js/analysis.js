// The Analysis tab of a finished game's replay: where the game was won or lost (dominohall.analysis).
// Asks GET /api/tables/{id}/analysis (202 while the server works on it, with the deals done so far,
// shown as they come; 200 with every figure), draws each player's chance of the shown deal as SVG
// under the board in the seats' own colours, and lists the decisions that cost the most and, for the
// deal shown, each decision with the hands open (the solver's exact values); a click on one jumps the
// replay to the position the decision was made in and draws the better move there. The lists are the
// people's decisions where bots played too ("Show the bots' decisions too" adds theirs).

import { loadVariants, tableFromPath } from "./net.js";
import { htmlEl, svgEl, tileIcon, moveTile } from "./render.js";
import { N_, loadTexts, mySeats, seatLabel } from "./i18n.js";
import { whoami } from "./account.js";
import { moveWords } from "./words.js";

const $ = (id) => document.getElementById(id);
const DECISIONS = new Set(["play", "pass", "steal"]);
const MARKS = { inaccuracy: "?", mistake: "!" }; // as the legend (and the terminal's curve) says
// `only`: the one seat whose decisions the lists show (null: as `all` says); `mine`: the seats this
// browser or the signed-in account played at this table, named "(you)" in the filter
const state = { texts: null, analysis: null, deal: null, chosen: null, partial: false, facts: {}, all: false, only: null, mine: [] };
window.dominohallAnalysis = state;
state.render = () => render(); // drawn again after a change of state (a test, the console)

const pct = (x) => `${Math.round(100 * x)}%`;

/** The frame index of each decision (its `step`), from the replay's frames: the k-th frame whose
 * action is a play, a pass or a steal is the position after decision k. */
function decisionFrames() {
  const frames = (window.dominohallReplay || {}).frames || [];
  const out = [];
  frames.forEach((f, i) => {
    if (f.action && DECISIONS.has(f.action.event)) out.push(i);
  });
  return out;
}

/** The replay's step a decision was made at (the position before its move): the number the slider
 * shows once the decision is chosen, so that the list and the slider say the same. */
function stepOf(decision) {
  const frame = decisionFrames()[decision.step];
  return frame === undefined ? decision.step : Math.max(0, frame - 1);
}

/** Show the position `decision` was made in, with `best` (the fair estimate's better move unless
 * given: the open-hand list gives the solver's) drawn there. */
function jump(decision, best = decision.best) {
  const frame = decisionFrames()[decision.step];
  if (frame === undefined) return;
  state.chosen = decision;
  const slider = $("slider");
  const at = Math.max(0, frame - 1); // the position the decision was made in
  // the replay draws the better move there as a ghost tile, and marks the move made
  (window.dominohallReplay || {}).ghost = { frame: at, seat: decision.seat, best, played: decision.move };
  slider.value = String(at);
  slider.dispatchEvent(new Event("input"));
  render();
}

function label(seat) {
  const replay = window.dominohallReplay || {};
  return seatLabel(state.texts, seat, state.mine.includes(seat) ? seat : null, replay.meta);
}

/** The seats this visitor played here: a seat link this browser keeps, or the signed-in account's seat. */
async function mySeatsHere(id) {
  const table = decodeURIComponent(id);
  const held = mySeats().filter((e) => e.table === table).map((e) => e.seat);
  const name = await whoami();
  const seats = ((window.dominohallReplay || {}).meta || {}).seats || [];
  seats.forEach((x, s) => {
    if (name && x && x.account === name) held.push(s);
  });
  return [...new Set(held)].filter((s) => Number.isInteger(s)).sort((p, q) => p - q);
}

/** Where the replay's step is on a deal's curve: after how many of the deal's decisions (0: its start). */
function cursorAt(deal) {
  const replay = window.dominohallReplay || {};
  const index = replay.index || 0;
  const frames = decisionFrames();
  return deal.decisions.filter((d) => frames[d.step] !== undefined && frames[d.step] <= index).length;
}

/** What a decision was (dominohall.cli VERDICTS), in one word. */
const VERDICTS = { fine: N_("fine"), inaccuracy: N_("inaccuracy"), mistake: N_("mistake"), forced: N_("forced"), steal: N_("between deals") };

/** What a move comes to with the hands open and best play after it (dominohall.cli open_outcome). */
function outcome(value, margin) {
  const texts = state.texts;
  if (value > 0) return margin == null || margin <= 0 ? texts.t("wins") : texts.ngettext("wins by {n} pip", "wins by {n} pips", margin);
  if (value < 0) return margin == null || margin >= 0 ? texts.t("loses") : texts.ngettext("loses by {n} pip", "loses by {n} pips", -margin);
  return texts.t("draws");
}

/** Why a decision has no open-hand values (dominohall.analysis OpenHand.status; dominohall.cli OPEN_WHY). */
const OPEN_WHY = {
  too_large: N_("too large for the solver in the time a decision is given"),
  no_time: N_("the solver's time for this match ran out"),
  not_exact: N_("no exact value: a line of play can come back to a position (SA-6)"),
};

/** A decision with the hands open: the solver's best move and the move played, each with what it comes
 * to ("with the hands open, 4-6 wins by 12 pips; played 4-4: loses by 3 pips"), or why there is none. */
function openLine(d) {
  const t = (k, f) => state.texts.t(k, f);
  const hand = d.open;
  const fields = { deal: d.deal, step: stepOf(d), name: label(d.seat) }; // the slider's step, as the list above says it
  if (hand.status !== "solved") return t("deal {deal}, step {step}, {name}: with the hands open: {why}", { ...fields, why: t(OPEN_WHY[hand.status] || hand.status) });
  const best = hand.moves.find((m) => m.move === hand.best) || hand.moves[0];
  const played = hand.moves.find((m) => m.move === d.move) || best;
  return t("deal {deal}, step {step}, {name}: with the hands open, {best} {best_outcome}; played {move}: {outcome}", {
    ...fields,
    best: moveWords(state.texts, hand.best),
    best_outcome: outcome(best.value, best.margin),
    move: moveWords(state.texts, d.move),
    outcome: outcome(played.value, played.margin),
  });
}

/** The seats whose decisions are listed: the people's (the bots' are not what a player came to read),
 * or every seat where all are people or all bots, or when asked (state.all). */
function shownSeat(seat) {
  if (state.only !== null) return seat === state.only;
  const seats = ((window.dominohallReplay || {}).meta || {}).seats || [];
  const people = seats.map((x, s) => (x && x.kind !== "bot" ? s : -1)).filter((s) => s >= 0);
  if (state.all || !people.length || people.length === seats.length) return true;
  return people.includes(seat);
}

function mixed() {
  const seats = ((window.dominohallReplay || {}).meta || {}).seats || [];
  const bots = seats.filter((x) => x && x.kind === "bot").length;
  return bots > 0 && bots < seats.length;
}

function describe(d) {
  const t = (k, f) => state.texts.t(k, f);
  return t("deal {deal}, step {step}: {name} played {move} — {verdict}, win chance given away: {loss} ± {se}; better: {best}", {
    deal: d.deal,
    step: stepOf(d),
    name: label(d.seat),
    move: moveWords(state.texts, d.move),
    verdict: t(VERDICTS[d.verdict] || d.verdict),
    loss: pct(d.loss),
    se: pct(d.loss_se),
    best: moveWords(state.texts, d.best),
  });
}

/** The curve of each seat: its chance to win the deal (an analysis made before chances were
 * recorded has only its values), from the start to the result. */
function curvesOf(deal) {
  return deal.chance && deal.chance.length ? deal.chance : deal.curve;
}

function curveSvg(deal) {
  const width = Math.max(280, ($("board") && $("board").clientWidth) || 360);
  const height = 176, pad = 18, bottom = 40, left = pad + 18;
  const curves = curvesOf(deal);
  const points = curves[0].length;
  const x = (i) => left + ((width - pad - left) * i) / Math.max(1, points - 1);
  const y = (v) => height - bottom - (height - pad - bottom) * v;
  const text = (attrs, words) => svgEl("text", attrs, [document.createTextNode(words)]);
  const kids = [
    // the axes: the chance up the left (0%, 50%, 100%), the replay's steps along the bottom
    svgEl("line", { x1: left, x2: left, y1: y(1), y2: y(0), class: "an-axis-line" }),
    svgEl("line", { x1: left, x2: width - pad, y1: y(0), y2: y(0), class: "an-axis-line" }),
    svgEl("line", { x1: left, x2: width - pad, y1: y(0.5), y2: y(0.5), class: "an-half" }),
    text({ x: left - 4, y: y(1) + 4, class: "an-axis", "text-anchor": "end" }, "100%"),
    text({ x: left - 4, y: y(0.5) + 4, class: "an-axis", "text-anchor": "end" }, "50%"),
    text({ x: left - 4, y: y(0) + 4, class: "an-axis", "text-anchor": "end" }, "0%"),
  ];
  // a tick under the deal's start and every few decisions, each with the replay's step it is after
  const every = Math.max(1, Math.ceil(points / Math.max(2, Math.floor((width - left - pad) / 44))));
  const frames = decisionFrames();
  for (let i = 0; i < points; i += every) {
    const d = i ? deal.decisions[i - 1] : deal.decisions[0];
    const frame = d ? frames[d.step] : undefined;
    if (frame === undefined) continue;
    const step = i ? frame : Math.max(0, frame - 1); // the start: the step before the deal's first decision
    kids.push(svgEl("line", { x1: x(i), x2: x(i), y1: y(0), y2: y(0) + 4, class: "an-axis-line" }));
    kids.push(text({ x: x(i), y: y(0) + 15, class: "an-axis an-tick", "text-anchor": "middle" }, String(step)));
  }
  kids.push(text({ x: (left + width - pad) / 2, y: height - 4, class: "an-axis an-axis-title", "text-anchor": "middle" }, state.texts.t("replay step")));
  // the replay's step: a line the marks and curves are drawn over, moved as the replay moves (moveCursor)
  const at = cursorAt(deal);
  kids.push(svgEl("line", { x1: x(at), x2: x(at), y1: y(1) - 4, y2: y(0), class: "an-cursor", "data-at": at, "data-x0": left, "data-step-width": (width - pad - left) / Math.max(1, points - 1) }));
  curves.forEach((curve, seat) => {
    const path = curve.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    kids.push(svgEl("path", { d: path, class: `an-line seat-${seat % 6}`, "data-seat": seat }));
    // the result, where the curve ends
    kids.push(svgEl("circle", { cx: x(curve.length - 1), cy: y(curve[curve.length - 1]), r: 3.5, class: `an-end seat-${seat % 6}` }));
  });
  deal.decisions.forEach((d, i) => {
    if (!MARKS[d.verdict] || !shownSeat(d.seat)) return;
    const v = curves[d.seat][i + 1];
    const mark = svgEl("g", { class: `an-mark an-${d.verdict} seat-${d.seat % 6}`, "data-step": d.step, tabindex: 0, role: "button", "aria-label": describe(d), transform: `translate(${x(i + 1)} ${y(v)})` }, [
      svgEl("circle", { r: 8 }),
      svgEl("text", { "text-anchor": "middle", "dominant-baseline": "central", y: 0.5 }, [document.createTextNode(MARKS[d.verdict])]),
    ]);
    const title = svgEl("title");
    title.textContent = describe(d);
    mark.appendChild(title);
    mark.addEventListener("click", () => jump(d));
    mark.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && jump(d));
    kids.push(mark);
  });
  // a group, not an image: its marks are buttons, and an image's children are not read (axe: nested-interactive)
  return svgEl("svg", { width, height, viewBox: `0 0 ${width} ${height}`, class: "an-curve", role: "group", "aria-label": state.texts.t("Analysis") }, kids);
}

/** The replay moved within the deal on the board: its cursor follows, nothing else is drawn again. */
function moveCursor() {
  const line = document.querySelector("#analysis-body .an-cursor");
  const a = state.analysis;
  if (!line || !a) return;
  const deal = a.deals.find((d) => d.deal === state.deal) || a.deals[0];
  if (!deal) return;
  const at = cursorAt(deal);
  const x = Number(line.dataset.x0) + Number(line.dataset.stepWidth) * at;
  line.setAttribute("x1", x.toFixed(1));
  line.setAttribute("x2", x.toFixed(1));
  line.dataset.at = String(at);
}

function render() {
  const box = $("analysis-body");
  if (!box || !state.analysis) return;
  const t = (k, f) => state.texts.t(k, f);
  const a = state.analysis;
  const replay = window.dominohallReplay || {};
  const frame = (replay.frames || [])[replay.index || 0] || {};
  const deal = a.deals.find((d) => d.deal === frame.deal) || a.deals[0];
  const parts = [];
  const total = a.deals_total || a.deals.length;
  if (state.partial) parts.push(htmlEl("p", { class: "an-note", role: "status", text: t("Analysing… deals done so far: {done} of {total}.", { done: a.deals.length, total }) }));
  else if (a.complete === false) parts.push(htmlEl("p", { class: "an-note", text: t("A long match: there was time to analyse its first deals only ({done} of {total}).", { done: a.deals.length, total }) }));
  if (deal) {
    // a loss-marks game (Sausage) is about not losing the deal: its curve is that chance
    const marks = (state.facts[a.variant] || {}).match_kind === "marks";
    parts.push(htmlEl("h3", { text: t("Deal {deal}", { deal: deal.deal }) }));
    const said = marks
      ? t("Each player's chance not to lose this deal, as that player could see it, after every move; it ends at the result (100%: not lost, 0%: lost).")
      : t("Each player's chance to win this deal, as that player could see it, after every move; it ends at the result (100%: won, 0%: lost).");
    parts.push(htmlEl("p", { class: "muted", text: said }));
    parts.push(curveSvg(deal));
    // the legend: each player in the colour of their line (the seats' colours on the table)
    parts.push(htmlEl("ul", { class: "an-legend" }, curvesOf(deal).map((_, s) =>
      htmlEl("li", { "data-seat": s }, [htmlEl("span", { class: `an-swatch seat-${s % 6}` }), ` ${label(s)}`]))));
    parts.push(htmlEl("p", { class: "muted an-marks-legend", text: t("? an inaccuracy, ! a mistake: click one to see the position and the better move.") }));
  }
  if (state.chosen) {
    const d = state.chosen;
    const better = moveTile(d.best || "");
    parts.push(htmlEl("div", { class: "an-chosen", "data-step": d.step, title: `${d.move} → ${d.best}` }, [
      htmlEl("strong", { text: describe(d) }),
      ...(better ? [htmlEl("span", { text: " " }), tileIcon(better, 18, false, "an-better")] : []),
      ...(d.open ? [htmlEl("div", { class: "an-chosen-open", text: openLine(d) })] : []),
    ]));
  }
  const costly = [];
  for (let s = 0; s < a.players; s++) {
    const mine = a.deals.flatMap((x) => x.decisions)
      .filter((d) => d.seat === s && shownSeat(s) && (d.verdict === "mistake" || d.verdict === "inaccuracy"))
      .sort((p, q) => q.loss - p.loss).slice(0, 3);
    costly.push(...mine);
  }
  costly.sort((p, q) => q.loss - p.loss);
  const filterAt = parts.length; // the filter of whose decisions goes above the lists
  parts.push(htmlEl("h3", { text: t("The decisions that cost the most") }));
  if (!costly.length) parts.push(htmlEl("p", { class: "muted", text: t("no decision was shown to cost win chance") }));
  parts.push(htmlEl("ol", { class: "an-costly" }, costly.map((d) =>
    htmlEl("li", {}, [htmlEl("button", { type: "button", class: "link an-jump", "data-step": d.step, title: `${d.move} → ${d.best}`, text: describe(d) })]))));
  // with the hands open: a line per decision of the deal on the board (the solver's exact hindsight)
  const opened = deal ? deal.decisions.filter((d) => d.open && shownSeat(d.seat)) : [];
  if (opened.length) {
    parts.push(htmlEl("h3", { text: t("With the hands open (every hand and the stock known, best play after each move)") }));
    const why = [...new Set(opened.map((d) => d.open.status))];
    if (why.length === 1 && why[0] !== "solved") {
      // one reason for every decision (Sausage's: no exact value exists): said once, not a line a move
      parts.push(htmlEl("p", { class: "muted an-open-none", "data-status": why[0], text: t("for every decision: {why}", { why: t(OPEN_WHY[why[0]] || why[0]) }) }));
    } else {
      parts.push(htmlEl("ol", { class: "an-open" }, opened.map((d) =>
        htmlEl("li", { "data-step": d.step, "data-seat": d.seat, "data-status": d.open.status }, [htmlEl("button", { type: "button", class: "link an-open-jump", "data-step": d.step, text: openLine(d) })]))));
    }
  }
  // whose decisions the lists show: one player's (yours, say), or as the checkbox below says
  const players = Array.from({ length: a.players }, (_, s) => s);
  const only = htmlEl("select", { id: "analysis-only" }, [
    htmlEl("option", { value: "", text: t("every player") }),
    ...players.map((s) => htmlEl("option", { value: String(s), text: label(s) })),
  ]);
  only.value = state.only === null ? "" : String(state.only);
  only.addEventListener("change", () => {
    state.only = only.value === "" ? null : Number(only.value);
    render();
    const again = $("analysis-only");
    if (again) again.focus();
  });
  parts.splice(filterAt, 0,
    htmlEl("p", { class: "muted an-only" }, [htmlEl("label", { for: "analysis-only" }, [t("Decisions of:"), " "]), only]));
  if (mixed() && state.only === null) {
    const all = htmlEl("input", { type: "checkbox", id: "analysis-all" });
    all.checked = state.all;
    all.addEventListener("change", () => {
      state.all = all.checked;
      render();
    });
    parts.push(htmlEl("p", { class: "muted an-all" }, [htmlEl("label", {}, [all, " ", t("Show the bots' decisions too")])]));
  }
  box.replaceChildren(...parts);
  box.querySelectorAll(".an-jump").forEach((button) => {
    const d = costly.find((x) => String(x.step) === button.dataset.step);
    button.addEventListener("click", () => jump(d));
  });
  box.querySelectorAll(".an-open-jump").forEach((button) => {
    const d = opened.find((x) => String(x.step) === button.dataset.step);
    button.addEventListener("click", () => jump(d, d.open.best || d.best));
  });
}

/** The analysis (200), or while the server works on it the deals done so far (202 with `partial`,
 * or null with none yet); {missing} for a match still played or no such table. */
async function fetchAnalysis(id) {
  const answer = await fetch(`/api/tables/${id}/analysis`);
  if (answer.status === 202) {
    const body = await answer.json().catch(() => ({}));
    return body && body.partial ? { partial: body.partial } : null;
  }
  if (answer.status === 409 || answer.status === 404) return { missing: true }; // still played, or no such table
  if (!answer.ok) throw new Error(String(answer.status));
  return { done: await answer.json() };
}

/** The replay's frames (the steps the list names are counted on them). */
async function replayReady() {
  for (let i = 0; i < 100 && !((window.dominohallReplay || {}).frames || []).length; i++) await new Promise((r) => setTimeout(r, 100));
}

async function main() {
  state.texts = await loadTexts();
  state.facts = await loadVariants();
  const t = (k, f) => state.texts.t(k, f);
  const section = $("analysis");
  if (!section) return;
  const body = htmlEl("div", { id: "analysis-body" }, [htmlEl("p", { class: "muted", text: `${t("analysing")}…` })]);
  const toggle = htmlEl("button", { type: "button", id: "analysis-tab", "aria-expanded": "true", text: t("Analysis") });
  toggle.addEventListener("click", () => {
    const open = body.hidden;
    body.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  });
  section.replaceChildren(htmlEl("h2", {}, [toggle]), body);
  const id = encodeURIComponent(tableFromPath() || "");
  let following = false;
  const follow = () => {
    // Follow the replay: the curve is of the deal on the board.
    const position = $("position");
    if (following || !position) return;
    following = true;
    new MutationObserver(() => {
      const frame = ((window.dominohallReplay || {}).frames || [])[(window.dominohallReplay || {}).index || 0] || {};
      if (frame.deal !== state.deal) {
        state.deal = frame.deal;
        render();
      } else moveCursor();
    }).observe(position, { attributes: true, childList: true });
  };
  for (let wait = 1000; ; wait = Math.min(wait * 1.5, 5000)) {
    try {
      const data = await fetchAnalysis(id);
      if (data && data.missing) {
        section.remove(); // the replay page says why there is nothing to show
        return;
      }
      if (data && (data.done || data.partial)) {
        await replayReady();
        if (!state.analysis) {
          state.mine = await mySeatsHere(id);
          // a player who came to read their own game reads their own decisions first
          if (state.mine.length === 1) state.only = state.mine[0];
        }
        state.analysis = data.done || data.partial;
        state.partial = !data.done;
        render();
        follow();
        section.dataset.partial = state.partial ? "1" : "";
        if (data.done) break;
      }
    } catch (_) {
      body.replaceChildren(htmlEl("p", { class: "muted", text: t("the analysis could not be made") }));
      return;
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  section.dataset.ready = "1";
}

main();
