// Words a player understands: why a move was refused or a tile is not lit, in plain words first (the
// rule comes after, from the rule book); the copy button of a link; the optional sounds.

import { htmlEl, layoutTiles, moveTile, parseTile } from "./render.js";
import { icon } from "./icons.js";
import { END_NAMES, N_ } from "./i18n.js";

const END_WORDS = { TL: N_("top left"), TR: N_("top right"), BL: N_("bottom left"), BR: N_("bottom right"), N: N_("north"), E: N_("east"), S: N_("south"), W: N_("west") };

/** An end of the layout in words, as in "the 3 at the left end" (and in the list of open ends). */
export function endWord(texts, end) {
  if (end === "L") return texts.pgettext("end", "left");
  if (end === "R") return texts.pgettext("end", "right");
  if (end in END_WORDS) return texts.t(END_WORDS[end]);
  return end || texts.t("free");
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
  if (rule === "C-8") return texts.t("The deal is over.");
  if (rule === "SA-4") return texts.t("That row already sticks out on this side: extend the other row first.");
  if (rule === "MC-3") return texts.t("{tile}: for now tiles go only on an empty side of the first double.", { tile });
  if (rule === "MC-4") return texts.t("{tile}: for now only doubles go on, on the arms that have none yet.", { tile });
  if (v && !layoutTiles(v.layout).length && rule !== "C-2" && rule !== "C-7") {
    const can = leaders(ui);
    return can ? texts.t("{tile} cannot lead this deal; it is led with {tiles}.", { tile, tiles: can }) : texts.t("{tile} cannot lead this deal.", { tile });
  }
  return null;
}

/** Why the move `move` (notation) was refused, from the refusal and the view it was made on, in
 * plain words (the same reasons as the terminal's dominohall.tui.session.plain_reason). */
export function explainRefusal(texts, msg, move, ui, label, facts = {}) {
  const v = ui.view;
  if ((msg.code === "not_your_turn" || msg.rule === "C-2") && v) return texts.t("It is not your turn: {name} is to move.", { name: label(v.turn) });
  if (!v || !move) return texts.t("That move is not allowed now.");
  if (msg.rule === "C-8" || v.match_over) return texts.t("The deal is over.");
  if (move === "pass") {
    if (msg.rule === "C-7" || (v.legal || []).some((m) => m.kind !== "pass")) return texts.t("One of your tiles fits, so you may not pass.");
    return texts.t("That move is not allowed now.");
  }
  const known = ((facts[v.variant] || {}).places || []).filter(Boolean);
  const named = /^\d+-\d+@(.+)$/.exec(move);
  // a tile written right with a place this game does not have: say which places it has
  if (msg.rule === "N" && named && known.length && !named[1].startsWith("cut") && !known.includes(named[1])) {
    return texts.t("{move} names no place of this game (here: {places}).", { move, places: known.join(", ") });
  }
  if (msg.rule === "N" || (msg.code === "bad_message" && !move.startsWith("steal:") && !/^\d+-\d+/.test(move))) return texts.t("\"{move}\" is not a move: write it as 3-5@L, 2-6@TR, 1-6@cut:1:L or pass.", { move });
  const tile = moveTile(move);
  if (!move.startsWith("steal:") && !(v.hand || []).includes(tile)) return texts.t("You do not hold {tile}.", { tile });
  if (msg.rule === "C-7") return texts.t("None of your tiles can be played: pass.");
  const place = move.includes("@") ? move.split("@")[1] : "";
  const places = ((facts[v.variant] || {}).places || []).filter(Boolean);
  if (place && !place.startsWith("cut") && places.length && !places.includes(place)) {
    return texts.t("{move} names no place of this game (here: {places}).", { move, places: places.join(", ") });
  }
  if (place.startsWith("cut") && msg.rule === "SA-6" && place.split(":").length < 3) return texts.t("Say which part the next player takes: {move}:L or {move}:R.", { move });
  if (place && !place.startsWith("cut") && layoutTiles(v.layout).length) {
    // first the numbers: a tile that does not match the end it names, whatever else the rule says
    const ends = v.ends || {};
    if (!(place in ends)) return texts.t("There is no open end {end} now.", { end: endWord(texts, place) });
    const value = ends[place];
    const [a, b] = parseTile(tile);
    if (a !== value && b !== value) return texts.t("{tile} does not match the {value} at the {end} end.", { tile, value, end: endWord(texts, place) });
    if (msg.rule === "TW-4") return texts.t("{tile} may go on {value} only once {value}-{value} is on the table.", { tile, value });
  }
  return ruleReason(texts, msg.rule, tile, ui) || texts.t("That move is not allowed now.");
}

/** Why a tile of the hand is not lit now. */
export function explainTile(texts, tile, ui, canPlay, label, facts = {}) {
  const v = ui.view;
  if (ui.status !== "open") return texts.t("The connection is lost: wait until it is back.");
  if (v.match_over) return texts.t("The deal is over.");
  if (ui.meta && ui.meta.status === "waiting") return texts.t("The game starts once everyone has joined.");
  if (ui.me !== null && ui.meta && ui.meta.seats && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].kind === "bot") return texts.t("Your seat was handed to a bot while you were away.");
  if (!canPlay || v.turn !== ui.me) return texts.t("It is not your turn: {name} is to move.", { name: label(v.turn) });
  if (ui.pending) return texts.t("Your move is on its way: a moment.");
  const legal = v.legal || [];
  if (!layoutTiles(v.layout).length) {
    const can = leaders(ui);
    return can ? texts.t("{tile} cannot lead this deal; it is led with {tiles}.", { tile, tiles: can }) : texts.t("{tile} cannot lead this deal.", { tile });
  }
  const [a, b] = parseTile(tile);
  const matching = Object.entries(v.ends || {}).filter(([, value]) => a === value || b === value);
  const prefix = (facts[v.variant] || {}).rule_prefix;
  if (prefix === "TW" && matching.length) {
    // TW-4: a number takes other tiles only once its double is down
    return texts.t("{tile} may go on {value} only once {value}-{value} is on the table.", { tile, value: matching[0][1] });
  }
  if (v.layout.kind === "cross" && v.layout.phase === 1 && matching.length) return texts.t("{tile}: for now tiles go only on an empty side of the first double.", { tile });
  if (v.layout.kind === "cross" && v.layout.phase === 2 && a !== b) return texts.t("{tile}: for now only doubles go on, on the arms that have none yet.", { tile });
  if (v.layout.kind === "sausage" && matching.length) return texts.t("That row already sticks out on this side: extend the other row first.");
  if (legal.length && legal.every((m) => m.kind === "pass")) return texts.t("None of your tiles can be played now: press Pass.");
  return texts.t("{tile} fits no open end now.", { tile });
}

/** A move in words, for people (the analysis' better move): "3-5 on the left end", "1-6 cutting
 * 1|2, the next player taking the left part", "pass", "taking the token 3-3"; the lead and White
 * Snake's plays (no end) are the tile alone. The notation is the title of what shows it. */
export function moveWords(texts, move) {
  if (!move) return "";
  if (move === "pass") return texts.t("pass");
  if (move.startsWith("steal:")) return texts.t("taking the token {tile}", { tile: move.slice(6) });
  const [tile, place = ""] = move.split("@");
  if (!place) return tile;
  if (place.startsWith("cut:")) {
    const [, column, side] = place.split(":");
    const c = Number(column);
    if (!side) return texts.t("{tile} cutting {left}|{right}", { tile, left: c, right: c + 1 });
    const part = side === "L" ? texts.pgettext("side", "left") : texts.pgettext("side", "right");
    return texts.t("{tile} cutting {left}|{right}, the next player taking the {side} part", { tile, left: c, right: c + 1, side: part });
  }
  return END_NAMES[place] ? texts.t("{tile} on the {end}", { tile, end: texts.t(END_NAMES[place]) }) : move;
}

/** A button that copies `url` (selecting `input` where the clipboard is not allowed). */
export function copyText(texts, url, input) {
  const copy = htmlEl("button", { type: "button", class: "copy", "aria-label": texts.t("Copy") }, [icon("copy"), htmlEl("span", { text: texts.t("Copy") })]);
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (_) {
      if (input) input.select();
      document.execCommand && document.execCommand("copy");
    }
    copy.lastChild.textContent = texts.t("Copied");
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
