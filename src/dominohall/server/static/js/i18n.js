// Interface texts: the catalog of the page's language from /api/texts/{lang}, made from the same
// gettext catalogs (dominohall/locale/<lang>.po) as the terminal's. The code says each text in
// English, which is its message id: t("Pass"), pgettext("you", "{name}: played {move}") where the
// same English needs another translation, ngettext("{n} tile", "{n} tiles", n) for a count, whose
// form the language's CLDR plural rules pick (Intl.PluralRules). `python -m dominohall.catalogs
// update` reads these calls (and N_("…"), which only marks a text translated later). The language
// picker is remembered in localStorage. A game's events come worded by the server (phrases made in
// dominohall.presentation): the browser only says them (sayEvent).

import { gamesBadge } from "./mygames.js";

const KEY = "dominohall.lang";
const SOURCE = "en"; // the language the texts are written in: it needs no catalog
const CODE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/;

/** Marks a text for the catalogs where it is only translated later (t(TABLE[key])). */
export const N_ = (text) => text;

/** The page's language: the link's ?lang=, else the one chosen before, else the browser's. The
 * server says which exist (a language it lacks falls back to English in loadTexts). */
export function currentLang() {
  const url = new URLSearchParams(location.search).get("lang");
  if (url && CODE.test(url)) {
    rememberLang(url); // a link's language carries on to the pages opened from it
    return url;
  }
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && CODE.test(saved)) return saved;
  } catch (_) {
    /* storage may be off */
  }
  const nav = (navigator.language || SOURCE).slice(0, 2).toLowerCase();
  return CODE.test(nav) ? nav : SOURCE;
}

export function rememberLang(lang) {
  try {
    localStorage.setItem(KEY, lang);
  } catch (_) {
    /* storage may be off */
  }
}

/** Python's str.format fields: "{name}: {n} tiles". */
export function format(text, fields = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in fields ? String(fields[key]) : whole));
}

export class Texts {
  /** `catalog`: the answer of /api/texts/{lang} ({lang, plural, messages, rules, variants, languages}). */
  constructor(lang, catalog = {}) {
    this.lang = lang;
    this.messages = catalog.messages || {};
    this.plural = catalog.plural || { one: 0, other: 1 };
    this.rules = catalog.rules || {};
    this.variants = catalog.variants || {};
    this.languages = catalog.languages || { [SOURCE]: "English" };
    let rules = null;
    try {
      rules = new Intl.PluralRules(lang);
    } catch (_) {
      rules = new Intl.PluralRules(SOURCE);
    }
    this.pluralRules = rules;
  }

  lookup(key, fallback) {
    const text = this.messages[key];
    return typeof text === "string" && text ? text : fallback;
  }

  /** The form count `n` takes: the catalog's form for its CLDR category (the English ones, else). */
  form(key, singular, plural, n) {
    const forms = this.messages[key];
    const index = this.plural[this.pluralRules.select(n)];
    if (Array.isArray(forms) && index !== undefined && forms[index]) return forms[index];
    return n === 1 ? singular : plural;
  }

  /** The text of English `text` in this language, with its fields filled in. */
  t(text, fields = {}) {
    return format(this.lookup(text, text), fields);
  }

  /** `text` in `context`: where the same English needs another translation. */
  pgettext(context, text, fields = {}) {
    return format(this.lookup(`${context}\u0004${text}`, text), fields);
  }

  /** The form count `n` takes (the field `n` is `n` unless given). */
  ngettext(singular, plural, n, fields = {}) {
    return format(this.form(singular, singular, plural, n), { n, ...fields });
  }

  npgettext(context, singular, plural, n, fields = {}) {
    return format(this.form(`${context}\u0004${singular}`, singular, plural, n), { n, ...fields });
  }

  /** A phrase as the server sends it (dominohall.i18n.Phrase.json): {id, fields, context, plural, n},
   * as seat `me` is told it: a phrase about a seat's own doing ({seat, own}) is said to that seat
   * as `own`. A field that is a phrase is said in the same language; {seat: n} is `label(n)`, and
   * {seats: [...]} the labels ", "-separated ("none" for no seat), each with its `values` entry. */
  say(phrase, label = (s) => this.t("seat {seat}", { seat: s }), me = null) {
    if (phrase.own && typeof me === "number" && phrase.seat === me) {
      // the own phrase's id is the phrase's where it differs only by its context
      phrase = { id: phrase.id, ...phrase.own, fields: { ...(phrase.fields || {}), ...(phrase.own.fields || {}) } };
    }
    const fields = {};
    for (const [key, value] of Object.entries(phrase.fields || {})) fields[key] = this.field(value, label, me);
    const key = phrase.context ? `${phrase.context}\u0004${phrase.id}` : phrase.id;
    if (phrase.plural === undefined || phrase.plural === null) return format(this.lookup(key, phrase.id), fields);
    return format(this.form(key, phrase.id, phrase.plural, phrase.n), { n: phrase.n, ...fields });
  }

  /** A phrase's field value in words (Texts.say in dominohall/i18n.py does the same). */
  field(value, label, me) {
    // a list (of phrases or values) is said item by item, joined by ", " (as Texts.say does)
    if (Array.isArray(value)) return value.map((v) => this.field(v, label, me)).join(", ");
    if (!value || typeof value !== "object") return value;
    if ("id" in value) return this.say(value, label, me);
    if (Array.isArray(value.seats)) {
      if (Array.isArray(value.values)) return value.seats.map((s, i) => `${label(s)} ${value.values[i]}`).join(", ");
      return value.seats.map(label).join(", ") || this.t("none");
    }
    return label(value.seat);
  }

  /** What rule `id` of RULES.md requires, in one sentence (null when unknown). */
  rule(id) {
    return this.rules[id] || null;
  }

  /** The name people know variant `name` by. */
  variant(name) {
    return this.variants[name] || name;
  }
}

/** The texts of `lang` from the server (English when it has no catalog of `lang`). */
export async function loadTexts(lang = currentLang()) {
  for (const code of lang === SOURCE ? [lang] : [lang, SOURCE]) {
    try {
      const answer = await fetch(`/api/texts/${encodeURIComponent(code)}`);
      if (answer.ok) return new Texts(code, await answer.json());
    } catch (err) {
      console.warn("texts not loaded", err);
    }
  }
  return new Texts(SOURCE);
}

/** Fills in [data-i18n] (text) and [data-i18n-aria] (aria-label) under `root`: each holds the
 * English text, which is its message id. */
export function translatePage(texts, root = document) {
  document.documentElement.lang = texts.lang;
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = texts.t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-aria]")) node.setAttribute("aria-label", texts.t(node.dataset.i18nAria));
  for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.setAttribute("placeholder", texts.t(node.dataset.i18nPlaceholder));
}

/** The language picker (a <select> of the server's languages, each named in itself): on change it
 * remembers the choice and reloads the page. */
export function languagePicker(texts) {
  const select = document.createElement("select");
  select.className = "lang-picker";
  select.id = "lang";
  select.setAttribute("aria-label", texts.t("Language"));
  // on a phone the picker shows the language's code (EN, PL, RU), so that it fits the top bar's row
  const short = window.matchMedia && window.matchMedia("(max-width: 480px)").matches;
  for (const [lang, name] of Object.entries(texts.languages)) {
    const option = document.createElement("option");
    option.value = lang;
    option.textContent = short ? lang.toUpperCase() : name;
    option.title = name;
    if (lang === texts.lang) option.selected = true;
    select.appendChild(option);
  }
  select.addEventListener("change", () => {
    rememberLang(select.value);
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.delete("lang"); // the choice, not the link's language, from now on
      location.replace(url.href);
    } else location.reload();
  });
  return select;
}

/** Puts the picker into #lang-slot and translates the page; returns the texts. */
export async function setUpPage() {
  const texts = await loadTexts();
  translatePage(texts);
  const slot = document.getElementById("lang-slot");
  if (slot) slot.replaceChildren(languagePicker(texts));
  gamesBadge(texts); // the header's count of games waiting for the person (not waited for)
  return texts;
}

// ---- the words for seats and events -----------------------------------------------------------------
/** A link on this server in the page's language (`?lang=` before the `#` fragment). */
export function withLang(url, lang) {
  const u = new URL(url, location.origin);
  if (lang) u.searchParams.set("lang", lang);
  return u.href;
}

/** The levels of play as players read them (#36 item 9), not the programs behind them: `random` is a
 * beginner, `greedy` (the heaviest tile it can play, at once) a casual player, `ismcts` at a small
 * budget a learner and at a bigger one (`ismcts:iterations=300`, the rated tables' upper level) a
 * quick club player, at its own level a club player, and `expert` (docs/bots.md) an expert. */
export const LEVELS = { beginner: N_("Beginner"), casual: N_("Casual player"), learner: N_("Learner"), quick: N_("Club player, quick"), club: N_("Club player"), expert: N_("Expert") };
/** The bots an unrated table may seat, weakest first as named; a rated table seats only those whose
 * ratings are measured (the variant's `rating_anchors`). */
export const BOTS = ["random", "greedy", "ismcts:iterations=300", "ismcts", "expert"];
const LEARNER_ITERATIONS = 50; // below this many iterations a move, ismcts still misses plain plays

/** The level (a key of LEVELS) of a bot's spec, or null for a spec of no known bot. */
export function levelOf(spec) {
  const [name, ...rest] = (spec || "greedy").split(":");
  const params = rest.join(":");
  if (name === "random") return "beginner";
  if (name === "greedy") return "casual";
  if (name === "expert") return "expert";
  if (name !== "ismcts") return null;
  if (!params) return "club";
  const iterations = /(?:^|,)iterations=(\d+)/.exec(params);
  return iterations && Number(iterations[1]) < LEARNER_ITERATIONS ? "learner" : "quick";
}

/** A bot's level in words ("Casual player"), or its spec as given for a bot of no known level. */
export function botLevel(texts, spec) {
  const level = levelOf(spec);
  return level ? texts.t(LEVELS[level]) : texts.t("bot: {bot}", { bot: spec });
}

/** A bot as a choice of opponent: its level and, where measured (the variant's `rating_anchors`,
 * docs/ratings.md), its rating in the game: "Expert — about 1900 in Twins". */
export function botChoice(texts, spec, variant) {
  const level = botLevel(texts, spec);
  const rating = variant && variant.rating_anchors ? variant.rating_anchors[spec] : undefined;
  if (rating === undefined) return level;
  return texts.t("{level} — about {rating} in {game}", { level, rating, game: texts.variant(variant.variant) });
}

/** A seat's name as `me` sees it: "Ala (you)", "you", "Ola", "Ola (bot: Casual player)" once handed
 * to a bot, "seat 2 · bot: Casual player", "seat 1" for a person without a nickname. */
export function seatLabel(texts, seat, me, meta) {
  const info = meta && meta.seats ? meta.seats[seat] : null;
  // a bot account (docs/protocol.md "Programs at the table") goes by its account's name at any table
  const name = info && info.name ? info.name : info && info.bot_account && info.account ? info.account : null;
  if (seat === me) return name ? texts.t("{name} (you)", { name }) : texts.t("you");
  if (info && info.kind === "bot") {
    const bot = botLevel(texts, info.bot);
    if (name) return texts.t("{name} (bot: {bot})", { name, bot });
    return `${texts.t("seat {seat}", { seat })} · ${texts.t("bot: {bot}", { bot })}`;
  }
  return name || texts.t("seat {seat}", { seat });
}

const NICK = "dominohall.name";
/** The nickname this browser goes by ("" for none). */
export function savedName() {
  try {
    return localStorage.getItem(NICK) || "";
  } catch (_) {
    return "";
  }
}
export function saveName(name) {
  try {
    localStorage.setItem(NICK, String(name || "").trim().slice(0, 24));
  } catch (_) {
    /* storage may be off */
  }
}

/** The seats this browser holds (its own links) and the links it may hand out, by table. */
const SEATS = "dominohall.seats";
export function mySeats() {
  try {
    const list = JSON.parse(localStorage.getItem(SEATS) || "[]");
    return Array.isArray(list) ? list : [];
  } catch (_) {
    return [];
  }
}
export function rememberSeat(entry) {
  const list = mySeats().filter((e) => !(e.table === entry.table && e.seat === entry.seat));
  list.unshift({ ...entry, at: Date.now() });
  try {
    localStorage.setItem(SEATS, JSON.stringify(list.slice(0, 30)));
  } catch (_) {
    /* storage may be off */
  }
}
export function rememberInvites(table, links) {
  try {
    localStorage.setItem(`dominohall.invites.${table}`, JSON.stringify(links));
  } catch (_) {
    /* storage may be off */
  }
}
export function invitesOf(table) {
  try {
    return JSON.parse(localStorage.getItem(`dominohall.invites.${table}`) || "{}") || {};
  } catch (_) {
    return {};
  }
}

/** A refusal of the server by its code, in words (null for a code without words of its own). */
export function refusalText(texts, code) {
  switch (code) {
    case "stale":
      return texts.t("The table changed before your move arrived: look again and repeat it.");
    case "not_your_turn":
      return texts.t("It is not your turn (C-5).");
    case "no_undo":
      return texts.t("Nothing to take back here.");
    case "not_away":
      return texts.t("That seat has not been away long enough to hand it to a bot.");
    case "on_vacation":
      return texts.t("That seat's person is on vacation: it is not handed to a bot meanwhile.");
    case "match_over":
      return texts.pgettext("refusal", "The match is over.");
    case "forbidden":
      return texts.t("This link is not valid for the table.");
    case "taken_over":
      return texts.t("This seat was handed to a bot while nobody was at it: you can watch from here.");
    case "rate_limited":
      return texts.t("Too many messages: wait a moment.");
    case "waiting":
      return texts.t("The match starts once every person has opened their link.");
    case "bad_message":
      return texts.t("The server did not understand that request.");
    case "bad_json":
      return texts.t("The server did not understand that request.");
    case "busy":
      return texts.t("The server is full right now: try again in a minute.");
    case "internal":
      return texts.t("Something went wrong on the server; nothing changed: try again.");
    case "moved":
      return texts.t("The server is restarting: you will be back at the table in a moment.");
    case "draining":
      return texts.t("The server is restarting: try again in a moment.");
    case "expired":
      return texts.t("This table ended unfinished: nobody was there for too long.");
    case "aborted":
      return texts.t("The table was called off before anyone's second move: nothing counts.");
    case "no_abort":
      return texts.t("Too late to abort: someone has made a second move. You can resign instead.");
    case "sign_in":
      return texts.t("This is a rated table: sign in (in the lobby) to sit here.");
    case "same_account":
      return texts.t("Your account already holds another seat at this table.");
    case "same_address":
      return texts.t("Another seat of this rated table was taken from your address: one address, one seat.");
    case "not_yours":
      return texts.t("This seat of a rated table belongs to another account: sign in to that account to play it.");
    case "blocked":
      return texts.t("You cannot sit at this table: you and one of its people have blocked the other.");
    case "not_found":
      return texts.t("There is no such table (any more).");
    case "not_loaded":
      return texts.t("The table could not be loaded: try again later.");
    case "too_large":
      return texts.t("That request is too large.");
    case "timeout":
      return texts.t("The request took too long: try again.");
    case "taken":
      return texts.t("That seat has just been taken.");
    case "match_not_over":
      return texts.t("A rematch can be asked once the match is over.");
    case "too_many":
      return texts.t("Too many open tables or connections: finish one first.");
    default:
      return null;
  }
}

/** When a refused request may be tried again (its `retry_after`, in seconds), in words; null
 * without one. A limit met is told with its end, never as a silent refusal. */
export function retryText(texts, seconds) {
  if (typeof seconds !== "number" || !(seconds > 0)) return null;
  if (seconds < 90) {
    const n = Math.ceil(seconds);
    return texts.ngettext("Try again in {n} second.", "Try again in {n} seconds.", n);
  }
  const n = Math.ceil(seconds / 60);
  return texts.ngettext("Try again in {n} minute.", "Try again in {n} minutes.", n);
}

/** A table's state in the lobby and the history. */
export function statusText(texts, status) {
  if (status === "waiting") return texts.t("waiting for players");
  if (status === "playing") return texts.t("playing");
  if (status === "finished") return texts.pgettext("table status", "finished");
  if (status === "expired") return texts.t("ended unfinished");
  if (status === "aborted") return texts.pgettext("table status", "aborted");
  return status;
}

/** `n` tiles in the form that number takes: 1 tile / 2 tiles; 1 kamień / 2 kamienie / 5 kamieni;
 * 1 костяшка / 2 костяшки / 5 костяшек / 21 костяшка (dominohall.i18n.tiles). With `object`
 * the form a verb's object takes ("берёт 1 костяшку"). */
export function countTiles(texts, n, object = false) {
  // TRANSLATORS: a count as the object of a verb ("takes 1 tile"): Russian "1 костяшку"
  if (object) return texts.npgettext("object", "{n} tile", "{n} tiles", n);
  return texts.ngettext("{n} tile", "{n} tiles", n);
}

/** How a deal ended, in one word. */
export const ENDINGS = { domino: N_("domino"), block: N_("block"), void: N_("void") };
/** Each end of the layouts (the notation's @E), in words. */
export const END_NAMES = {
  L: N_("left end"),
  R: N_("right end"),
  N: N_("north arm"),
  E: N_("east arm"),
  S: N_("south arm"),
  W: N_("west arm"),
  TL: N_("top row, left"),
  TR: N_("top row, right"),
  BL: N_("bottom row, left"),
  BR: N_("bottom row, right"),
};

/** An end as the board labels it, in a letter or two of the page's language ("P" for prawy); a move
 * typed keeps the notation's letters (L, R, TL, N …), the same in every language. */
export function boardEnd(texts, end) {
  // TRANSLATORS: the ends as the board labels them, a letter or two: L(eft), R(ight), T(op)/B(ottom) row, the cross's arms
  switch (end) {
    case "L":
      return texts.pgettext("board", "L");
    case "R":
      return texts.pgettext("board", "R");
    case "TL":
      return texts.pgettext("board", "TL");
    case "TR":
      return texts.pgettext("board", "TR");
    case "BL":
      return texts.pgettext("board", "BL");
    case "BR":
      return texts.pgettext("board", "BR");
    case "N":
      return texts.pgettext("board", "N");
    case "E":
      return texts.pgettext("board", "E");
    case "S":
      return texts.pgettext("board", "S");
    case "W":
      return texts.pgettext("board", "W");
    default:
      return end;
  }
}

/** A move of the notation as the board shows it: its end (or the side of a cut, SA-6) in the board's
 * letters of the page's language ("1-6@R" is "1-6@P" in Polish, "3-6@TL" is "3-6@ВЛ" in Russian);
 * the notation typed stays as the rule book writes it. */
export function shownMove(texts, move) {
  if (typeof move !== "string" || !move.includes("@")) return move;
  const [tile, place] = move.split("@");
  if (!place.startsWith("cut:")) return `${tile}@${boardEnd(texts, place)}`;
  const parts = place.split(":");
  if (parts[2]) parts[2] = boardEnd(texts, parts[2]);
  return `${tile}@${parts.join(":")}`;
}

/** An event (as the server sends it, with its phrases `say`: dominohall.presentation.events) in
 * words, as lines. `me` is the seat whose own events are said in the second person ("you draw",
 * "dobierasz", "берёте"); null (a spectator, a replay) says every event in the third person. A play's
 * move is written with the ends as the board names them (shownMove). */
export function sayEvent(texts, event, label, me = null) {
  if (!event || !event.say) return [];
  const shown = (phrase) =>
    event.event === "play" && phrase.fields && phrase.fields.move === event.move ? { ...phrase, fields: { ...phrase.fields, move: shownMove(texts, event.move) } } : phrase;
  return event.say.map((phrase) => texts.say(shown(phrase), label, me));
}
