// Words a player understands: why a move was refused or a tile is not lit, in plain words first (the
// rule comes after, from the rule book), as the server worded them from the position; the copy
// button of a link; the optional sounds.

import { htmlEl } from "./render.js";
import { icon } from "./icons.js";
import { END_NAMES } from "./i18n.js";

/** A phrase the server worded from the position (dominohall.presentation), in the page's language;
 * the seat of "{name} is to move" is named as this page names it (the seats' names are the page's). */
export function sayWhy(texts, phrase, label) {
  const fields = phrase.fields || {};
  if (fields.seat !== undefined && fields.name === undefined) return texts.say({ ...phrase, fields: { ...fields, name: label(fields.seat) } });
  return texts.say(phrase);
}

/** Why a move was refused: the sentence the server sent with the refusal (`why`, worked out from the
 * seat's view and the move, dominohall.presentation.refusals). */
export function explainRefusal(texts, msg, label) {
  return msg.why ? sayWhy(texts, msg.why, label) : texts.t("That move is not allowed now.");
}

/** Why a tile of the hand is not lit now: first what only this page knows (the connection, the
 * table waiting, the seat handed to a bot, whose turn it is, a move on its way), then the reason
 * the server sent with the view for that tile (`why_not`, dominohall.presentation.refusals). */
export function explainTile(texts, tile, ui, canPlay, label) {
  const v = ui.view;
  if (ui.status !== "open") return texts.t("The connection is lost: wait until it is back.");
  if (v.match_over) return texts.t("The deal is over.");
  if (ui.meta && ui.meta.status === "waiting") return texts.t("The game starts once everyone has joined.");
  if (ui.me !== null && ui.meta && ui.meta.seats && ui.meta.seats[ui.me] && ui.meta.seats[ui.me].kind === "bot") return texts.t("Your seat was handed to a bot while you were away.");
  if (!canPlay || v.turn !== ui.me) return texts.t("It is not your turn: {name} is to move.", { name: label(v.turn) });
  if (ui.pending) return texts.t("Your move is on its way: a moment.");
  const why = (v.why_not || {})[tile];
  return why ? sayWhy(texts, why, label) : texts.t("That move is not allowed now.");
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
