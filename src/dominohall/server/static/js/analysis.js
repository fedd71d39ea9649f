// The Analysis tab of a finished game's replay: where the game was won or lost (dominohall.analysis).
// Asks GET /api/tables/{id}/analysis (202 while the server works on it, 200 with every figure), draws
// each seat's win-chance curve of the shown deal as SVG under the board, and lists the decisions that
// cost the most; a click on one jumps the replay to the position before it and names the better move.

import { tableFromPath } from "./net.js";
import { htmlEl, svgEl, tileIcon, moveTile } from "./render.js";
import { N_, loadTexts, seatLabel } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"];
const DECISIONS = new Set(["play", "pass", "steal"]);
const state = { texts: null, analysis: null, deal: null, chosen: null };
window.dominohallAnalysis = state;

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

function jump(decision) {
  const frame = decisionFrames()[decision.step];
  if (frame === undefined) return;
  state.chosen = decision;
  const slider = $("slider");
  const at = Math.max(0, frame - 1); // the position the decision was made in
  // the replay draws the better move there as a ghost tile, and marks the move made
  (window.dominohallReplay || {}).ghost = { frame: at, seat: decision.seat, best: decision.best, played: decision.move };
  slider.value = String(at);
  slider.dispatchEvent(new Event("input"));
  render();
}

function label(seat) {
  const replay = window.dominohallReplay || {};
  return seatLabel(state.texts, seat, null, replay.meta);
}

/** What a decision was (dominohall.cli VERDICTS), in one word. */
const VERDICTS = { fine: N_("fine"), inaccuracy: N_("inaccuracy"), mistake: N_("mistake"), forced: N_("forced"), steal: N_("between deals") };

function describe(d) {
  const t = (k, f) => state.texts.t(k, f);
  return t("deal {deal}, move {step}, {name}: played {move} — {verdict}, win chance given away: {loss} ± {se}; better: {best}", {
    deal: d.deal,
    step: d.step + 1,
    name: label(d.seat),
    move: d.move,
    verdict: t(VERDICTS[d.verdict] || d.verdict),
    loss: pct(d.loss),
    se: pct(d.loss_se),
    best: d.best,
  });
}

function curveSvg(deal) {
  const width = Math.max(280, ($("board") && $("board").clientWidth) || 360);
  const height = 140, pad = 18;
  const points = deal.curve[0].length;
  const x = (i) => pad + ((width - 2 * pad) * i) / Math.max(1, points - 1);
  const y = (v) => height - pad - (height - 2 * pad) * v;
  const kids = [
    svgEl("line", { x1: pad, x2: width - pad, y1: y(0.5), y2: y(0.5), stroke: "#bbb", "stroke-dasharray": "4 4" }),
    svgEl("text", { x: 2, y: y(1) + 4, "font-size": 10 }, []),
  ];
  kids[1].textContent = "100%";
  deal.curve.forEach((curve, seat) => {
    const path = curve.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    kids.push(svgEl("path", { d: path, fill: "none", stroke: COLOURS[seat % COLOURS.length], "stroke-width": 2, "data-seat": seat }));
  });
  deal.decisions.forEach((d, i) => {
    if (d.verdict !== "mistake" && d.verdict !== "inaccuracy") return;
    const v = deal.curve[d.seat][i + 1];
    const dot = svgEl("circle", {
      cx: x(i + 1), cy: y(v), r: d.verdict === "mistake" ? 6 : 4,
      fill: d.verdict === "mistake" ? "#d62728" : "#ff9f1c", class: "an-mark", "data-step": d.step, tabindex: 0, role: "button",
    });
    const title = svgEl("title");
    title.textContent = describe(d);
    dot.appendChild(title);
    dot.addEventListener("click", () => jump(d));
    kids.push(dot);
  });
  return svgEl("svg", { width, height, viewBox: `0 0 ${width} ${height}`, class: "an-curve", role: "img" }, kids);
}

function render() {
  const box = $("analysis-body");
  if (!box || !state.analysis) return;
  const t = (k, f) => state.texts.t(k, f);
  const replay = window.dominohallReplay || {};
  const frame = (replay.frames || [])[replay.index || 0] || {};
  const deal = state.analysis.deals.find((d) => d.deal === frame.deal) || state.analysis.deals[0];
  const parts = [];
  if (deal) {
    parts.push(htmlEl("h3", { text: t("Deal {deal}", { deal: deal.deal }) }));
    parts.push(htmlEl("p", { class: "muted", text: t("win chance of the deal after each decision (▁ 0% … █ 100%; ? inaccuracy, ! mistake)") }));
    parts.push(curveSvg(deal));
    parts.push(htmlEl("ul", { class: "an-legend" }, deal.curve.map((_, s) =>
      htmlEl("li", { style: `color:${COLOURS[s % COLOURS.length]}`, text: `— ${label(s)}` }))));
  }
  if (state.chosen) {
    const d = state.chosen;
    const better = moveTile(d.best || "");
    parts.push(htmlEl("div", { class: "an-chosen", "data-step": d.step }, [
      htmlEl("strong", { text: describe(d) }),
      ...(better ? [htmlEl("span", { text: " " }), tileIcon(better, 18, false, "an-better")] : []),
    ]));
  }
  const costly = [];
  for (let s = 0; s < state.analysis.players; s++) {
    const mine = state.analysis.deals.flatMap((x) => x.decisions)
      .filter((d) => d.seat === s && (d.verdict === "mistake" || d.verdict === "inaccuracy"))
      .sort((a, b) => b.loss - a.loss).slice(0, 3);
    costly.push(...mine);
  }
  costly.sort((a, b) => b.loss - a.loss);
  parts.push(htmlEl("h3", { text: t("The decisions that cost the most") }));
  if (!costly.length) parts.push(htmlEl("p", { class: "muted", text: t("no decision was shown to cost win chance") }));
  parts.push(htmlEl("ol", { class: "an-costly" }, costly.map((d) =>
    htmlEl("li", {}, [htmlEl("button", { type: "button", class: "link an-jump", "data-step": d.step, text: describe(d) })]))));
  box.replaceChildren(...parts);
  box.querySelectorAll(".an-jump").forEach((button) => {
    const d = costly.find((x) => String(x.step) === button.dataset.step);
    button.addEventListener("click", () => jump(d));
  });
}

async function fetchAnalysis(id) {
  const answer = await fetch(`/api/tables/${id}/analysis`);
  if (answer.status === 202) return null;
  if (!answer.ok) throw new Error(String(answer.status));
  return answer.json();
}

async function main() {
  state.texts = await loadTexts();
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
  for (let wait = 1000; ; wait = Math.min(wait * 1.5, 5000)) {
    try {
      const data = await fetchAnalysis(id);
      if (data) {
        state.analysis = data;
        break;
      }
    } catch (_) {
      body.replaceChildren(htmlEl("p", { class: "muted", text: t("the analysis could not be made") }));
      return;
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  render();
  // Follow the replay: the curve is of the deal on the board.
  const position = $("position");
  if (position) new MutationObserver(() => {
    const frame = ((window.dominohallReplay || {}).frames || [])[(window.dominohallReplay || {}).index || 0] || {};
    if (frame.deal !== state.deal) {
      state.deal = frame.deal;
      render();
    }
  }).observe(position, { attributes: true, childList: true });
  section.dataset.ready = "1";
}

main();
