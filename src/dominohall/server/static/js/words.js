// Words a player understands: why a move was refused or a tile is not lit, in plain words first (the
// rule comes after, from the rule book); the copy button of a link; the optional sounds.

import { htmlEl, moveTile, parseTile } from "./render.js";
import { icon } from "./icons.js";

function endName(texts, end) {
  return texts.has(`web.end.${end}`) ? texts.t(`web.end.${end}`) : end || texts.t("web.end.free");
}

/** Why the move `move` (notation) was refused, from the refusal and the view it was made on. */
export function explainRefusal(texts, msg, move, ui, label) {
  const v = ui.view;
  if (msg.code === "not_your_turn" && v) return texts.t("web.why.not_turn", { name: label(v.turn) });
  if (!v || !move) return texts.t("web.why.other");
  if (move === "pass") return texts.t("web.why.must_play");
  const tile = moveTile(move);
  if (!move.startsWith("steal:") && !(v.hand || []).includes(tile)) return texts.t("web.why.not_held", { tile });
  const place = move.includes("@") ? move.split("@")[1] : "";
  if (place && !place.startsWith("cut")) {
    const ends = v.ends || {};
    if (!(place in ends)) return texts.t("web.why.no_end", { end: place });
    const value = ends[place];
    const [a, b] = parseTile(tile);
    if (a !== value && b !== value) return texts.t("web.why.no_match", { tile, value, end: endName(texts, place) });
    if (msg.rule === "TW-4") return texts.t("web.why.locked", { tile, value });
  }
  return texts.t("web.why.other");
}

/** Why a tile of the hand is not lit now. */
export function explainTile(texts, tile, ui, canPlay, label, facts = {}) {
  const v = ui.view;
  if (ui.status !== "open") return texts.t("web.why.offline");
  if (ui.meta && ui.meta.status === "waiting") return texts.t("web.why.waiting");
  if (!canPlay || v.turn !== ui.me) return texts.t("web.why.not_turn", { name: label(v.turn) });
  const [a, b] = parseTile(tile);
  if ((facts[v.variant] || {}).rule_prefix === "TW") {
    for (const value of Object.values(v.ends || {})) {
      if (a === value || b === value) return texts.t("web.why.locked", { tile, value });
    }
  }
  return texts.t("web.why.not_lit", { tile });
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
