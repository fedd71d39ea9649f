// Words a player understands: why a move was refused or a tile is not lit, in plain words first (the
// rule comes after, from the rule book); the copy button of a link; the optional sounds.

import { htmlEl, layoutTiles, moveTile, parseTile } from "./render.js";
import { icon } from "./icons.js";

function endName(texts, end) {
  return texts.has(`web.end.${end}`) ? texts.t(`web.end.${end}`) : end || texts.t("web.end.free");
}

/** The tiles that may lead now (the legal plays when the table is empty), as "6-6" or "6-6, 5-5". */
function leaders(ui) {
  const tiles = [...new Set((ui.view.legal || []).filter((m) => m.kind === "play").map((m) => m.tile))];
  return tiles.join(", ");
}

/** The plain reason of a rule that speaks of the whole position rather than of the tile's numbers
 * (null when the rule is not one of these). */
function ruleReason(texts, rule, tile, ui) {
  const v = ui.view;
  if (rule === "C-8") return texts.t("web.why.over");
  if (rule === "SA-4") return texts.t("web.why.uneven");
  if (rule === "MC-3") return texts.t("web.why.phase1", { tile });
  if (rule === "MC-4") return texts.t("web.why.phase2", { tile });
  if (v && !layoutTiles(v.layout).length && rule !== "C-2" && rule !== "C-7") {
    const can = leaders(ui);
    return can ? texts.t("web.why.lead_with", { tile, tiles: can }) : texts.t("web.why.lead", { tile });
  }
  return null;
}

/** Why the move `move` (notation) was refused, from the refusal and the view it was made on, in
 * plain words (the same reasons as the terminal's dominohall.tui.session.plain_reason). */
export function explainRefusal(texts, msg, move, ui, label, facts = {}) {
  const v = ui.view;
  if ((msg.code === "not_your_turn" || msg.rule === "C-2") && v) return texts.t("web.why.not_turn", { name: label(v.turn) });
  if (!v || !move) return texts.t("web.why.other");
  if (msg.rule === "C-8" || v.match_over) return texts.t("web.why.over");
  if (move === "pass") return texts.t(msg.rule === "C-7" || (v.legal || []).some((m) => m.kind !== "pass") ? "web.why.must_play" : "web.why.other");
  const places = ((facts[v.variant] || {}).places || []).filter(Boolean);
  const named = /^\d+-\d+@(.+)$/.exec(move);
  // a tile written right with a place this game does not have: say which places it has
  if (msg.rule === "N" && named && places.length && !named[1].startsWith("cut") && !places.includes(named[1])) return texts.t("web.why.no_place", { move, places: places.join(", ") });
  if (msg.rule === "N" || (msg.code === "bad_message" && !move.startsWith("steal:") && !/^\d+-\d+/.test(move))) return texts.t("web.why.not_a_move", { move });
  const tile = moveTile(move);
  if (!move.startsWith("steal:") && !(v.hand || []).includes(tile)) return texts.t("web.why.not_held", { tile });
  if (msg.rule === "C-7") return texts.t("web.why.must_pass");
  const place = move.includes("@") ? move.split("@")[1] : "";
  if (place && !place.startsWith("cut") && places.length && !places.includes(place)) {
    return texts.t("web.why.no_place", { move, places: places.join(", ") });
  }
  if (place.startsWith("cut") && msg.rule === "SA-6" && place.split(":").length < 3) return texts.t("web.why.side", { move });
  if (place && !place.startsWith("cut") && layoutTiles(v.layout).length) {
    // first the numbers: a tile that does not match the end it names, whatever else the rule says
    const ends = v.ends || {};
    if (!(place in ends)) return texts.t("web.why.no_end", { end: endName(texts, place) });
    const value = ends[place];
    const [a, b] = parseTile(tile);
    if (a !== value && b !== value) return texts.t("web.why.no_match", { tile, value, end: endName(texts, place) });
    if (msg.rule === "TW-4") return texts.t("web.why.locked", { tile, value });
  }
  return ruleReason(texts, msg.rule, tile, ui) || texts.t("web.why.other");
}

/** Why a tile of the hand is not lit now. */
export function explainTile(texts, tile, ui, canPlay, label, facts = {}) {
  const v = ui.view;
  if (ui.status !== "open") return texts.t("web.why.offline");
  if (v.match_over) return texts.t("web.why.over");
  if (ui.meta && ui.meta.status === "waiting") return texts.t("web.why.waiting");
  if (ui.me !== null && ui.meta && ui.meta.seats && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].kind === "bot") return texts.t("web.taken_over_you");
  if (!canPlay || v.turn !== ui.me) return texts.t("web.why.not_turn", { name: label(v.turn) });
  if (ui.pending) return texts.t("web.why.pending");
  const legal = v.legal || [];
  if (!layoutTiles(v.layout).length) {
    const can = leaders(ui);
    return can ? texts.t("web.why.lead_with", { tile, tiles: can }) : texts.t("web.why.lead", { tile });
  }
  const [a, b] = parseTile(tile);
  const matching = Object.entries(v.ends || {}).filter(([, value]) => a === value || b === value);
  const prefix = (facts[v.variant] || {}).rule_prefix;
  if (prefix === "TW" && matching.length) {
    // TW-4: a number takes other tiles only once its double is down
    return texts.t("web.why.locked", { tile, value: matching[0][1] });
  }
  if (v.layout.kind === "cross" && v.layout.phase === 1 && matching.length) return texts.t("web.why.phase1", { tile });
  if (v.layout.kind === "cross" && v.layout.phase === 2 && a !== b) return texts.t("web.why.phase2", { tile });
  if (v.layout.kind === "sausage" && matching.length) return texts.t("web.why.uneven");
  if (legal.length && legal.every((m) => m.kind === "pass")) return texts.t("web.why.none_fits");
  return texts.t("web.why.not_lit", { tile });
}

/** A move in words, for people (the analysis' better move): "3-5 on the left end", "1-6 cutting
 * 1|2, the next player taking the left part", "pass", "taking the token 3-3"; the lead and White
 * Snake's plays (no end) are the tile alone. The notation is the title of what shows it. */
export function moveWords(texts, move) {
  if (!move) return "";
  if (move === "pass") return texts.t("move.pass");
  if (move.startsWith("steal:")) return texts.t("web.move_steal", { tile: move.slice(6) });
  const [tile, place = ""] = move.split("@");
  if (!place) return tile;
  if (place.startsWith("cut:")) {
    const [, column, side] = place.split(":");
    const c = Number(column);
    if (!side) return texts.t("web.move_cut_one_way", { tile, left: c, right: c + 1 });
    return texts.t("web.move_cut", { tile, left: c, right: c + 1, side: texts.t(`side.${side}`) });
  }
  return texts.has(`end.${place}`) ? texts.t("web.move_end", { tile, end: texts.t(`end.${place}`) }) : move;
}

/** A button that copies `url` (selecting `input` where the clipboard is not allowed). */
export function copyText(texts, url, input) {
  const copy = htmlEl("button", { type: "button", class: "copy", "aria-label": texts.t("web.copy") }, [icon("copy"), htmlEl("span", { text: texts.t("web.copy") })]);
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (_) {
      if (input) input.select();
      document.execCommand && document.execCommand("copy");
    }
    copy.lastChild.textContent = texts.t("web.copied");
  });
  return copy;
}

let audio = null;
/** A short sound: "mine" (your turn) or "play" (a tile laid). Only called once the player turned sounds on. */
export function sound(kind) {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = kind === "mine" ? 660 : 220;
    osc.type = kind === "mine" ? "sine" : "triangle";
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.15);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.16);
  } catch (_) {
    /* no audio here */
  }
}
