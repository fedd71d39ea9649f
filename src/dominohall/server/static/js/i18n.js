// Interface texts: loaded from /api/texts/{lang} (dominohall.i18n MESSAGES and RULES merged with the
// browser's own strings, dominohall/server/texts.py). The language picker is remembered in
// localStorage. Also the words for a game event (the same as the terminal prints).

export const LANGUAGES = ["en", "pl", "ru"];
const KEY = "dominohall.lang";
const RULE_ID = /^(C|WS|SA|TW|MC|R)-\d+$|^N$/;

export function currentLang() {
  const url = new URLSearchParams(location.search).get("lang");
  if (url && LANGUAGES.includes(url)) {
    rememberLang(url); // a link's language carries on to the pages opened from it
    return url;
  }
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && LANGUAGES.includes(saved)) return saved;
  } catch (_) {
    /* storage may be off */
  }
  const nav = (navigator.language || "en").slice(0, 2).toLowerCase();
  return LANGUAGES.includes(nav) ? nav : "en";
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
  constructor(lang, messages = {}, rules = {}) {
    this.lang = lang;
    this.messages = messages;
    this.rules = rules;
  }

  /** The text of `key` with its fields filled in; the key itself when unknown. */
  t(key, fields = {}) {
    const text = this.messages[key];
    return format(text === undefined ? key : text, fields);
  }

  has(key) {
    return key in this.messages;
  }

  /** What rule `id` of RULES.md requires, in one sentence (null when unknown). */
  rule(id) {
    return this.rules[id] || this.messages[`rule.${id}`] || null;
  }
}

/** Reads the answer of /api/texts/{lang} in whichever shape it comes: {messages, rules, web} or flat. */
export function textsFrom(lang, data) {
  let messages = {};
  let rules = {};
  if (data && typeof data === "object") {
    if (data.messages && typeof data.messages === "object") {
      messages = { ...data.messages, ...(data.web || {}) };
      rules = { ...(data.rules || {}) };
    } else {
      for (const [key, value] of Object.entries(data)) {
        if (key === "rules" && value && typeof value === "object") Object.assign(rules, value);
        else if (typeof value === "string" && RULE_ID.test(key)) rules[key] = value;
        else if (typeof value === "string") messages[key] = value;
      }
    }
  }
  return new Texts(lang, messages, rules);
}

export async function loadTexts(lang = currentLang()) {
  try {
    const answer = await fetch(`/api/texts/${lang}`);
    if (!answer.ok) throw new Error(String(answer.status));
    return textsFrom(lang, await answer.json());
  } catch (err) {
    console.warn("texts not loaded", err);
    return new Texts(lang);
  }
}

/** Fills in [data-i18n] (text) and [data-i18n-aria] (aria-label) under `root`. */
export function translatePage(texts, root = document) {
  document.documentElement.lang = texts.lang;
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = texts.t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-aria]")) node.setAttribute("aria-label", texts.t(node.dataset.i18nAria));
  for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.setAttribute("placeholder", texts.t(node.dataset.i18nPlaceholder));
}

/** The language picker (a <select>): on change it remembers the choice and reloads the page. */
export function languagePicker(texts) {
  const select = document.createElement("select");
  select.className = "lang-picker";
  select.id = "lang";
  select.setAttribute("aria-label", texts.t("web.language"));
  // on a phone the picker shows the language's code (EN, PL, RU), so that it fits the top bar's row
  const short = window.matchMedia && window.matchMedia("(max-width: 480px)").matches;
  for (const lang of LANGUAGES) {
    const option = document.createElement("option");
    option.value = lang;
    const name = { en: "English", pl: "Polski", ru: "Русский" }[lang];
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

const BOT_LEVELS = { random: "web.bot_level.random", greedy: "web.bot_level.greedy", "ismcts:iterations=300": "web.bot_level.quick", ismcts: "web.bot_level.ismcts" };

/** A bot's level in words ("bot: greedy"), or its spec as given. */
export function botLevel(texts, spec) {
  const key = BOT_LEVELS[spec || "greedy"];
  return key ? texts.t(key) : texts.t("web.bot_label", { bot: spec });
}

/** A seat's name as `me` sees it: "Ala (you)", "you", "Ola", "Ola (bot: greedy)" once handed to a
 * bot, "seat 2 · bot: greedy", "seat 1" for a person without a nickname. */
export function seatLabel(texts, seat, me, meta) {
  const info = meta && meta.seats ? meta.seats[seat] : null;
  const name = info && info.name ? info.name : null;
  if (seat === me) return name ? texts.t("web.you_named", { name }) : texts.t("you");
  if (info && info.kind === "bot") {
    if (name) return texts.t("web.bot_named", { name, bot: info.bot || "greedy" });
    return `${texts.t("web.seat_person", { seat })} · ${botLevel(texts, info.bot)}`;
  }
  return name || texts.t("web.seat_person", { seat });
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

function names(texts, seats, label) {
  return seats && seats.length ? seats.map(label).join(", ") : texts.t("none");
}

/** `n` tiles in the form that number takes: 1 tile / 2 tiles; 1 kamień / 2 kamienie / 5 kamieni;
 * 1 костяшка / 2 костяшки / 5 костяшек / 21 костяшка (dominohall.i18n.Texts.count). With `object`
 * the form a verb's object takes ("берёт 1 костяшку"). */
export function countTiles(texts, n, object = false) {
  const lang = texts.lang;
  let form;
  if (lang === "en" || !LANGUAGES.includes(lang)) form = n === 1 ? "tile" : "tiles";
  else if (n === 1) form = "tile";
  else if ([2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)) form = "tiles";
  else if (lang === "ru" && n % 10 === 1 && n % 100 !== 11) form = "tile";
  else form = "tiles_many";
  return texts.t(`count.${form}${object ? ".acc" : ""}`, { n });
}

/** WS-2: a game whose deals have a number of their own (White Snake: decided deals plus one, which
 * picks the head) shows that number; every other game counts the deals dealt. */
export function numberedDeals(game) {
  return !!game && game.match_kind === "tokens";
}

/** The number people see for a deal (a `deal` or `redeal` event, a reveal, a sheet row). */
export function dealNumber(item, game) {
  if (!item) return "";
  const number = item.deal_number !== undefined ? item.deal_number : item.number;
  return numberedDeals(game) && number !== undefined ? number : item.deal;
}

/** Why a deal was dealt again, in words (WS-3: its head lay in the stock; else nobody could lead). */
export function redealWhy(texts, rule, number) {
  if (rule === "WS-3") {
    const k = number >= 1 && number <= 6 ? number : 0;
    return texts.t("web.redeal_why.head", { tile: `${k}-${k}` });
  }
  return texts.t("web.redeal_why.double");
}

/** How a deal ended, as a person says it: the headline (who won or lost, and how), then the pips
 * left and the points scored. `game` is the variant's facts (a loss-marks game speaks of losers). */
export function dealResultLines(texts, event, label, me = null, game = {}) {
  const own = (seat) => typeof me === "number" && seat === me;
  const say = (key, seat, fields = {}) => texts.t(own(seat) && texts.has(`${key}.you`) ? `${key}.you` : key, { name: label(seat), ...fields });
  const winners = event.winners || [];
  const losers = event.losers || [];
  const out = [];
  if (event.ending === "void") out.push(texts.t("web.res.void"));
  else if (game && game.match_kind === "marks") {
    if (event.ending === "domino" && losers.length === 1) out.push(say("web.res.last_with_tiles", losers[0]));
    else out.push(texts.t("web.res.most_pips", { names: names(texts, losers, label) }));
  } else if (!winners.length) out.push(texts.t("web.res.tie"));
  else if (winners.length > 1) out.push(texts.t("web.res.won_by", { names: names(texts, winners, label) }));
  else out.push(say(event.ending === "block" ? "web.res.block" : "web.res.domino", winners[0]));
  if (event.pips) out.push(texts.t("web.res.pips", { pips: event.pips.map((p, s) => `${label(s)} ${p}`).join(", ") }));
  (event.points || []).forEach((p, s) => p && out.push(say("web.res.scored", s, { n: p })));
  return out;
}

/** How the match ended: who won it (or, in a loss-marks game, who lost it). */
export function matchResultLines(texts, event, label, game = {}) {
  const out = [texts.t("web.res.match_over")];
  if (game && game.match_kind === "marks" && (event.losers || []).length) out.push(texts.t("web.res.match_lost", { names: names(texts, event.losers, label) }));
  out.push(texts.t("web.res.match_won", { names: names(texts, event.winners, label) }));
  if (event.ranking) out.push(texts.t("ev.ranking", { names: names(texts, event.ranking, label) }));
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
  // the person's own events have a key of their own (".you"), in the second person
  const say = (key, fields = {}) => texts.t(own && texts.has(`${key}.you`) ? `${key}.you` : key, { name, ...fields });
  switch (event.event) {
    case "deal":
      return [texts.t("ev.deal", { n: dealNumber(event, game) })];
    case "redeal":
      return [texts.t("web.res.redeal", { deal: dealNumber(event, game), why: redealWhy(texts, event.rule, event.number) })];
    case "lead":
      if (event.due !== undefined && event.due !== null) return [say("ev.lead_due", { due: label(event.due) })];
      return [say("ev.lead")];
    case "play":
      return [say("ev.play", { move: event.move })];
    case "pass":
      return [say("ev.pass")];
    case "draw": {
      const tiles = event.tiles || [];
      const n = countTiles(texts, tiles.length, true);
      if ((own || me === "all") && tiles.length && tiles.every((x) => x !== "?")) return [say("ev.draw_own", { n, tiles: tiles.join(" ") })];
      return [say("ev.draw", { n })];
    }
    case "take":
      return [say("ev.take", { n: countTiles(texts, (event.tiles || []).length, true), tiles: (event.tiles || []).join(" ") })];
    case "out":
      return [say("ev.out")];
    case "token":
      return [say("ev.token", { tile: (event.tiles && event.tiles[0]) || event.tile || "" })];
    case "steal":
      return [say("ev.steal", { tile: String(event.move || "").replace("steal:", ""), victim: event.from !== undefined ? label(event.from) : "?" })];
    case "deal_end":
      return dealResultLines(texts, event, label, typeof me === "number" ? me : null, game);
    case "match_end":
      return matchResultLines(texts, event, label, game);
    default:
      return [event.event || ""];
  }
}
