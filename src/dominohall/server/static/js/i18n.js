// Interface texts: the catalog of the page's language from /api/texts/{lang}, made from the same
// gettext catalogs (dominohall/locale/<lang>.po) as the terminal's. The code says each text in
// English, which is its message id: t("Pass"), pgettext("you", "{name}: played {move}") where the
// same English needs another translation, ngettext("{n} tile", "{n} tiles", n) for a count, whose
// form the language's CLDR plural rules pick (Intl.PluralRules). `python -m dominohall.catalogs
// update` reads these calls (and N_("…"), which only marks a text translated later). The language
// picker is remembered in localStorage. Also the words for a game event (the same as the terminal's).

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

  /** A phrase as the server sends it (dominohall.i18n.Phrase.json): {id, fields, context, plural, n};
   * a field that is a phrase is said in the same language, a list item by item. */
  say(phrase) {
    const fields = {};
    // a list (of phrases or values) is said item by item, joined by ", " (as Texts.say does)
    const field = (value) => (Array.isArray(value) ? value.map(field).join(", ") : value && typeof value === "object" ? this.say(value) : value);
    for (const [key, value] of Object.entries(phrase.fields || {})) fields[key] = field(value);
    const key = phrase.context ? `${phrase.context}\u0004${phrase.id}` : phrase.id;
    if (phrase.plural === undefined || phrase.plural === null) return format(this.lookup(key, phrase.id), fields);
    return format(this.form(key, phrase.id, phrase.plural, phrase.n), { n: phrase.n, ...fields });
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
  return texts;
}

// ---- the words for seats and events -----------------------------------------------------------------
/** A link on this server in the page's language (`?lang=` before the `#` fragment). */
export function withLang(url, lang) {
  const u = new URL(url, location.origin);
  if (lang) u.searchParams.set("lang", lang);
  return u.href;
}

const BOT_LEVELS = { random: N_("bot: random"), greedy: N_("bot: greedy"), "ismcts:iterations=300": N_("bot: ismcts, quick"), ismcts: N_("bot: ismcts, strong") };

/** A bot's level in words ("bot: greedy"), or its spec as given. */
export function botLevel(texts, spec) {
  const key = BOT_LEVELS[spec || "greedy"];
  if (key) return texts.t(key);
  const iterations = /^ismcts:iterations=(\d+)$/.exec(spec); // the levels of rated tables (their anchors)
  return iterations ? texts.t("bot: ismcts, {n} iterations", { n: Number(iterations[1]) }) : texts.t("bot: {bot}", { bot: spec });
}

/** A seat's name as `me` sees it: "Ala (you)", "you", "Ola", "Ola (bot: greedy)" once handed to a
 * bot, "seat 2 · bot: greedy", "seat 1" for a person without a nickname. */
export function seatLabel(texts, seat, me, meta) {
  const info = meta && meta.seats ? meta.seats[seat] : null;
  const name = info && info.name ? info.name : null;
  if (seat === me) return name ? texts.t("{name} (you)", { name }) : texts.t("you");
  if (info && info.kind === "bot") {
    if (name) return texts.t("{name} (bot: {bot})", { name, bot: info.bot || "greedy" });
    return `${texts.t("seat {seat}", { seat })} · ${botLevel(texts, info.bot)}`;
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
    case "sign_in":
      return texts.t("This is a rated table: sign in (in the lobby) to sit here.");
    case "same_account":
      return texts.t("Your account already holds another seat at this table.");
    case "same_address":
      return texts.t("Another seat of this rated table was taken from your address: one address, one seat.");
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

/** A table's state in the lobby and the history. */
export function statusText(texts, status) {
  if (status === "waiting") return texts.t("waiting for players");
  if (status === "playing") return texts.t("playing");
  if (status === "finished") return texts.pgettext("table status", "finished");
  return status;
}

function names(texts, seats, label) {
  return seats && seats.length ? seats.map(label).join(", ") : texts.t("none");
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

/** WS-2: a game whose deals have a number of their own (White Snake: decided deals plus one, which
 * picks the head) shows that number; every other game counts the deals dealt. */
export function numberedDeals(game) {
  return !!game && !!game.numbered_deals;
}

/** The number people see for a deal (a `deal` or `redeal` event, a reveal, a sheet row, a view). */
export function dealNumber(item, game) {
  if (!item) return "";
  const number = item.deal_number !== undefined ? item.deal_number : item.number;
  return numberedDeals(game) && number !== undefined ? number : item.deal;
}

/** Why a deal was dealt again, in words (WS-3: its head lay in the stock; else nobody could lead). */
export function redealWhy(texts, rule, number) {
  if (rule === "WS-3") {
    const k = number >= 1 && number <= 6 ? number : 0;
    return texts.t("its head {tile} lay in the stock", { tile: `${k}-${k}` });
  }
  return texts.t("nobody held a double to lead");
}

/** How a deal ended, as a person says it: the headline (who won or lost, and how), then the pips
 * left and the points scored. `game` is the variant's facts (a loss-marks game speaks of losers). */
export function dealResultLines(texts, event, label, me = null, game = {}) {
  const own = (seat) => typeof me === "number" && seat === me;
  const winners = event.winners || [];
  const losers = event.losers || [];
  const out = [];
  if (event.ending === "void") out.push(texts.t("Nobody can play, and the fewest pips and tiles are tied: the deal does not count and is dealt again."));
  else if (game && game.match_kind === "marks") {
    if (event.ending === "domino" && losers.length === 1) {
      const loser = losers[0];
      out.push(own(loser) ? texts.t("You are left holding tiles and lose the deal.") : texts.t("{name} is left holding tiles and loses the deal.", { name: label(loser) }));
    } else out.push(texts.t("Nobody can play: the most pips lose the deal: {names}.", { names: names(texts, losers, label) }));
  } else if (!winners.length) out.push(texts.t("Nobody can play, and the fewest pips are tied: nobody scores."));
  else if (winners.length > 1) out.push(texts.t("The deal goes to {names}.", { names: names(texts, winners, label) }));
  else if (event.ending === "block") {
    const w = winners[0];
    out.push(own(w) ? texts.t("Nobody can play: you win the deal with the fewest pips.") : texts.t("Nobody can play: {name} wins the deal with the fewest pips.", { name: label(w) }));
  } else {
    const w = winners[0];
    out.push(own(w) ? texts.t("You played out your last tile and win the deal.") : texts.t("{name} played out the last tile and wins the deal.", { name: label(w) }));
  }
  if (event.pips) out.push(texts.t("Pips left in the hands: {pips}", { pips: event.pips.map((p, s) => `${label(s)} ${p}`).join(", ") }));
  (event.points || []).forEach((p, s) => {
    if (p) out.push(own(s) ? texts.t("You score {n}.", { n: p }) : texts.t("{name} scores {n}.", { name: label(s), n: p }));
  });
  return out;
}

/** How the match ended: who won it (or, in a loss-marks game, who lost it). */
export function matchResultLines(texts, event, label, game = {}) {
  const out = [texts.t("The match is over.")];
  if (game && game.match_kind === "marks" && (event.losers || []).length) {
    out.push(texts.t("The limit of losses is reached: the match is lost by {names}.", { names: names(texts, event.losers, label) }));
  }
  out.push(texts.t("The match goes to {names}.", { names: names(texts, event.winners, label) }));
  if (event.ranking) out.push(texts.t("ranking: {names}", { names: names(texts, event.ranking, label) }));
  return out;
}

/** One event (wire JSON, record event or replay action) in words, as lines. `me` is the seat whose
 * own events are said in the second person ("you draw", "dobierasz", "берёте"); "all" (a replay,
 * every hand known) shows every drawn tile, in the third person. `game` is the variant's facts
 * (/api/variants): White Snake numbers its deals (WS-2), a loss-marks game speaks of losers. */
export function describeEvent(texts, event, label, me = null, game = {}) {
  if (!event) return [];
  const seat = event.seat !== undefined && event.seat !== null ? event.seat : null;
  const name = seat !== null ? label(seat) : "";
  const own = typeof me === "number" && seat === me;
  // `second` is the person's own event: the same English in the context "you" (or its own English),
  // which Polish and Russian say in the second person ("kładziesz", "кладёте")
  const say = (third, second, fields = {}) => format(own ? second : third, { name, ...fields });
  switch (event.event) {
    case "deal":
      return [texts.t("--- deal {n} is dealt ---", { n: dealNumber(event, game) })];
    case "redeal":
      return [texts.t("Deal {deal} is dealt again: {why}.", { deal: dealNumber(event, game), why: redealWhy(texts, event.rule, event.number) })];
    case "lead":
      if (event.due !== undefined && event.due !== null) {
        return [say(texts.t("{name}: leads ({due} holds no double, SA-11)"), texts.t("{name}: leading ({due} holds no double, SA-11)"), { due: label(event.due) })];
      }
      return [say(texts.t("{name}: leads"), texts.t("{name}: leading"))];
    case "play":
      return [say(texts.t("{name}: played {move}"), texts.pgettext("you", "{name}: played {move}"), { move: event.move })];
    case "pass":
      return [texts.t("{name}: passed", { name })];
    case "draw": {
      const tiles = event.tiles || [];
      const n = countTiles(texts, tiles.length, true);
      if ((own || me === "all") && tiles.length && tiles.every((x) => x !== "?")) {
        return [say(texts.t("{name}: drew {n}: {tiles}"), texts.pgettext("you", "{name}: drew {n}: {tiles}"), { n, tiles: tiles.join(" ") })];
      }
      return [say(texts.t("{name}: drew {n}"), texts.pgettext("you", "{name}: drew {n}"), { n })];
    }
    case "take": {
      const fields = { n: countTiles(texts, (event.tiles || []).length, true), tiles: (event.tiles || []).join(" ") };
      return [say(texts.t("{name}: took from the cut ({n}): {tiles}"), texts.pgettext("you", "{name}: took from the cut ({n}): {tiles}"), fields)];
    }
    case "out":
      return [say(texts.t("{name}: no tiles left"), texts.pgettext("you", "{name}: no tiles left"))];
    case "token": {
      const tile = (event.tiles && event.tiles[0]) || event.tile || "";
      return [say(texts.t("{name}: took the token {tile}"), texts.pgettext("you", "{name}: took the token {tile}"), { tile })];
    }
    case "steal": {
      const fields = { tile: String(event.move || "").replace("steal:", ""), victim: event.from !== undefined ? label(event.from) : "?" };
      return [say(texts.t("{name}: stole {tile} from {victim}"), texts.pgettext("you", "{name}: stole {tile} from {victim}"), fields)];
    }
    case "deal_end":
      return dealResultLines(texts, event, label, typeof me === "number" ? me : null, game);
    case "match_end":
      return matchResultLines(texts, event, label, game);
    default:
      return [event.event || ""];
  }
}
