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
  for (const lang of LANGUAGES) {
    const option = document.createElement("option");
    option.value = lang;
    option.textContent = { en: "English", pl: "Polski", ru: "Русский" }[lang];
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

/** One event (wire JSON, record event or replay action) in words, as lines. `me` is the seat whose
 * own events are said in the second person ("you draw", "dobierasz", "берёте"); "all" (a replay,
 * every hand known) shows every drawn tile, in the third person. */
export function describeEvent(texts, event, label, me = null) {
  if (!event) return [];
  const seat = event.seat !== undefined && event.seat !== null ? event.seat : null;
  const name = seat !== null ? label(seat) : "";
  const own = typeof me === "number" && seat === me;
  // the person's own events have a key of their own (".you"), in the second person
  const say = (key, fields = {}) => texts.t(own && texts.has(`${key}.you`) ? `${key}.you` : key, { name, ...fields });
  switch (event.event) {
    case "deal":
      return [texts.t("ev.deal", { n: event.deal })];
    case "redeal":
      return [texts.t("ev.redeal", { n: event.deal, rule: event.rule || "" })];
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
    case "deal_end": {
      const out = [texts.t("ev.deal_end", { rule: event.rule, ending: texts.t(`ending.${event.ending}`) })];
      if (event.ending === "void") out.push(texts.t("ev.void"));
      else {
        out.push(texts.t("ev.winners", { names: names(texts, event.winners, label) }));
        if (event.losers && event.losers.length) out.push(texts.t("ev.losers", { names: names(texts, event.losers, label) }));
      }
      if (event.pips) out.push(texts.t("ev.pips", { pips: event.pips.map((p, s) => `${label(s)} ${p}`).join(", ") }));
      if (event.points && event.points.some((p) => p)) {
        out.push(texts.t("ev.scored", { points: event.points.map((p, s) => (p ? `${label(s)} ${p}` : "")).filter(Boolean).join(", ") }));
      }
      return out;
    }
    case "match_end":
      return [
        texts.t("ev.match_end", { rule: event.rule }),
        texts.t("ev.match_winners", { names: names(texts, event.winners, label) }),
        texts.t("ev.ranking", { names: names(texts, event.ranking, label) }),
      ];
    default:
      return [event.event || ""];
  }
}
