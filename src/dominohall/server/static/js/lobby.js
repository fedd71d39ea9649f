// The lobby: create a table (your name, the game, players, who sits where, and under "More
// options" the house rules, a turn timer, a name and whether strangers may take a free seat), then
// go straight to your seat: the table page hands out your friends' links. Also: your tables, and the
// open tables with their free seats (taken from here when the table allows it).

import { htmlEl } from "./render.js";
import { BOTS, N_, botChoice, botLevel, countTiles, invitesOf, mySeats, refusalText, rememberInvites, rememberSeat, retryText, saveName, savedName, setUpPage, statusText, withLang } from "./i18n.js";
import { deleteJson, getJson, postJson } from "./net.js";
import { icon } from "./icons.js";
import { OPTION_NAMES, fillOptions, readOptions, sayRange, setSize } from "./options.js";
import { copyText } from "./words.js";
import { accountBox, whoami } from "./account.js";

const $ = (id) => document.getElementById(id);

let texts = null;
let variants = [];
const t = (key, fields) => texts.t(key, fields);

function current() {
  return variants.find((v) => v.variant === $("variant").value) || variants[0];
}

const MAX_PLAYERS = 10; // the server seats at most ten at a table
const option = (name) => $("options").querySelector(`[data-option="${name}"]`);

/** The player counts that work with the variant and the options chosen now: teams are four; a hand
 * size (Twins, TW-1) allows as many players as the set has tiles for, without it only the counts
 * the rules give a hand size for. */
function validCounts(v) {
  let counts = (v.players || []).filter((n) => n <= MAX_PLAYERS);
  const teams = option("teams");
  if (teams && teams.checked) counts = counts.filter((n) => n === 4);
  const hand = option("hand_size");
  if (hand && hand.value !== "" && Number(hand.value) > 0) {
    const size = setSize(option("set") ? Number(option("set").value) : 6);
    counts = [];
    for (let n = v.min_players || 2; n <= MAX_PLAYERS; n++) if (n * Number(hand.value) <= size) counts.push(n);
  }
  return counts.length ? counts : v.players || [v.min_players];
}

/** Limits that follow from other choices: a leading double within the set, a hand the set can fill. */
function fitLimits() {
  const set = option("set");
  const top = set ? Number(set.value) : null;
  const lead = option("lead_double");
  if (lead && top !== null) lead.max = String(top);
  const hand = option("hand_size");
  if (hand && top !== null) hand.max = String(Math.floor(setSize(top) / (current().min_players || 2)));
}

/** The player counts of the variant and options chosen; `keep`: the count chosen before stays if it
 * still works (else the nearest below it), as when an option changes; a new game starts at its default. */
function fillPlayers(keep = true) {
  const v = current();
  fitLimits();
  const select = $("players");
  const before = keep === true ? Number(select.value) || null : null;
  const counts = validCounts(v);
  select.replaceChildren(...counts.map((n) => htmlEl("option", { value: n, text: String(n) })));
  // the count chosen before if it still works, else the nearest one below it, else the default
  const below = before ? counts.filter((n) => n <= before).pop() : undefined;
  select.value = String(before && counts.includes(before) ? before : below !== undefined ? below : counts.includes(v.default_players) ? v.default_players : counts[0]);
  $("players-note").textContent = counts.length === 1 && (v.players || []).length > 1 ? t("only {n} players with these rules", { n: counts[0] }) : "";
  fillSeats();
  showUsualLength();
}

/** Where a match runs long (White Snake: tokens change hands at every 0-0 deal), how many deals it
 * usually takes with this many players, from the simulator, and the way to end it sooner (the
 * number of deals to play, WS-8). */
function showUsualLength() {
  const v = current();
  const n = Number($("players").value);
  const lengths = (v.match_lengths || {})[String(n)];
  const box = $("usual-length");
  box.classList.toggle("hidden", !lengths);
  if (!lengths) return;
  const [low, median, high] = lengths;
  const said = [t("A {n}-player match usually takes about {median} deals (one in ten fewer than {low}, one in ten more than {high}), as the simulator plays it.", { n, low, median, high })];
  const limit = option("max_deals");
  if (limit) said.push(t("To end it sooner, set a number of deals to play."));
  box.querySelector("span").textContent = said.join(" ");
  $("set-max-deals").classList.toggle("hidden", !limit);
}

let lessons = {};

function onVariant() {
  const v = current();
  $("leaderboard-link").setAttribute("href", withLang(`/leaderboard/${encodeURIComponent(v.variant)}`, texts.lang));
  $("variant-rules").textContent = texts.rule(v.first_rule) || "";
  // a newcomer learns the game before sitting down: its lesson (/learn/VARIANT), with its length
  const minutes = (lessons[v.variant] || {}).minutes || 3;
  $("learn-link").textContent = texts.ngettext("New to {variant}? Learn it in {n} minute", "New to {variant}? Learn it in {n} minutes", minutes, { variant: texts.variant(v.variant) });
  $("learn-link").href = withLang(`/learn/${encodeURIComponent(v.variant)}`, texts.lang);
  fillOptions(texts, $("options"), v, () => fillPlayers());
  fillPlayers(false);
}


function fillSeats() {
  const n = Number($("players").value);
  const box = $("seat-kinds");
  const before = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  for (let s = 0; s < n; s++) {
    const select = htmlEl("select", { id: `seat-${s}`, "data-seat": s, "aria-label": t("Seat {seat}", { seat: s }) });
    select.appendChild(htmlEl("option", { value: "human", text: s === 0 ? t("you") : t("a friend (gets a link)") }));
    // a rated table seats only the bots whose ratings are measured (the variant's anchors)
    const bots = $("rated").checked ? Object.keys(current().rating_anchors || {}) : BOTS;
    for (const spec of bots) select.appendChild(htmlEl("option", { value: `bot:${spec}`, text: botChoice(texts, spec, current()) }));
    const wanted = before[s] || (s === 0 ? "human" : "bot:greedy");
    select.value = [...select.options].some((o) => o.value === wanted) ? wanted : "bot:greedy";
    box.appendChild(htmlEl("label", { class: "field" }, [htmlEl("span", { text: t("Seat {seat}", { seat: s }) }), select]));
  }
}

function request() {
  const options = readOptions($("options"));
  const seats = [...$("seat-kinds").querySelectorAll("select")].map((s) =>
    s.value === "human" ? { kind: "human" } : { kind: "bot", bot: s.value.slice(4) },
  );
  const paced = $("pace").value !== "";
  const timer = paced || $("timer").value === "" ? null : Number($("timer").value);
  // a live unrated table may give the seats nobody took to bots after a wait (bots_after)
  const botsAfter = paced || $("rated").checked || $("bots-after").value === "" ? null : Number($("bots-after").value);
  return {
    variant: current().variant,
    players: Number($("players").value),
    options,
    seats,
    timer,
    name: $("name").value.trim(),
    open_seats: $("open-seats").checked,
    rated: $("rated").checked,
    // a turn-based table's clock is its hours a move (no turn timer besides)
    ...(paced ? { pace: { kind: "turn-based", hours: Number($("pace").value) } } : {}),
    ...(botsAfter ? { bots_after: botsAfter } : {}),
    // the creator refuses outside bots: no bot account is ever seated here (docs/protocol.md)
    ...($("no-outside-bots").checked ? { outside_bots: false } : {}),
  };
}

/** The name on the form of a field the server names ("options.hand_size", "players", "seats[1]"). */
function fieldLabel(field) {
  const name = String(field || "").replace(/^options\./, "");
  if (name in OPTION_NAMES) return t(OPTION_NAMES[name]);
  const base = name.split(/[.[]/)[0];
  const known = { bots_after: N_("Seats nobody has taken"), pace: N_("Pace"), players: N_("Players"), timer: N_("Turn timer, seconds (empty: off)"), name: N_("Table name (optional)"), seats: N_("Seats"), variant: N_("Game") };
  return known[base] ? t(known[base]) : name;
}

/** A refusal of the server in the page's language: which choice, and the rule it breaks in words;
 * the server's own sentence (English) only for English readers. */
function errorText(data, status) {
  const retry = retryText(texts, data.retry_after);
  if (retry) {
    // a limit met: what it is, and when to try again
    const what = data.code === "rate_limited" ? t("Many tables were made from here in a short time.") : refusalText(texts, data.code) || data.error || "";
    return [what, retry].join(" ").trim();
  }
  const said = data.code ? refusalText(texts, data.code) : null;
  if (said && !data.field) return said;
  const message = data.error || data.message || "";
  const rule = (message.match(/^((?:[A-Z]+-\d+)|N):/) || [])[1];
  const parts = [];
  if (data.field) parts.push(t("This choice does not work with the others: {field}.", { field: fieldLabel(data.field) }));
  const sentence = rule ? texts.rule(rule) : null;
  if (sentence) parts.push(`${rule}: ${sentence}`);
  if (message && (texts.lang === "en" || !parts.length)) parts.push(texts.lang === "en" ? message : t("Refused: {code}", { code: data.code || status }));
  return parts.join(" ") || t("Refused: {code}", { code: data.code || status });
}

async function create(event) {
  event.preventDefault();
  $("create-error").textContent = "";
  saveName($("nick").value);
  const button = $("create-button");
  button.disabled = true;
  try {
    const { ok, status, data } = await postJson("/api/tables", request());
    if (!ok) {
      $("create-error").textContent = t("Not created: {error}", { error: errorText(data, status) });
      return;
    }
    const links = Object.fromEntries((data.seats || []).map((s) => [s.seat, new URL(s.link, location.origin).href]));
    rememberInvites(data.table, links);
    const mine = (data.seats || [])[0];
    if (mine) {
      // the creator sits at the first person's seat; the table page shows the others' links
      rememberSeat({ table: data.table, seat: mine.seat, link: links[mine.seat], variant: data.meta.variant });
      location.assign(withLang(links[mine.seat], texts.lang));
      return;
    }
    showLinks(data); // bots only: there is nothing to play, only to watch
    loadTables();
  } catch (err) {
    $("create-error").textContent = t("Not created: {error}", { error: String(err) });
  } finally {
    button.disabled = false;
  }
}

function linkBox(labelText, url, testid, playHere) {
  const input = htmlEl("input", { type: "text", readonly: "", value: url, "aria-label": labelText, "data-testid": testid });
  const parts = [htmlEl("strong", { text: labelText }), input, copyText(texts, url, input)];
  if (playHere) parts.push(htmlEl("a", { class: "button primary", href: withLang(url, texts.lang), "data-testid": `${testid}-open`, text: playHere }));
  return htmlEl("div", { class: "link-box" }, parts);
}

function showLinks(data) {
  const box = $("links");
  box.replaceChildren();
  for (const seat of data.seats || []) {
    const url = new URL(seat.link, location.origin).href;
    box.appendChild(linkBox(t("Seat {seat}", { seat: seat.seat }), url, `seat-link-${seat.seat}`, t("Play this seat here")));
  }
  if (data.spectator) box.appendChild(linkBox(t("Spectators"), new URL(data.spectator, location.origin).href, "spectator-link", t("Watch")));
  $("created").classList.remove("hidden");
  $("created").dataset.table = data.table;
  $("created").scrollIntoView({ block: "nearest" });
}

function seatChips(meta) {
  return htmlEl(
    "span",
    { class: "seat-chips" },
    (meta.seats || []).map((s) => {
      const waiting = s.kind === "human" && !s.claimed;
      const free = waiting && !s.reserved; // a seat kept for its person waits too, but is not offered
      const text = s.kind === "bot" ? (s.name ? `${s.name} · ${botLevel(texts, s.bot)}` : botLevel(texts, s.bot)) : waiting ? t("Seat {seat}", { seat: s.seat }) + " · " + t("waiting for players") : s.name || t("seat {seat}", { seat: s.seat });
      return htmlEl("span", { class: `chip ${free ? "free" : s.kind}`, "data-seat": s.seat }, [icon(s.kind === "bot" ? "bot" : "person"), htmlEl("span", { text })]);
    }),
  );
}

async function takeSeat(meta, seat) {
  const name = $("nick").value.trim() || savedName();
  saveName(name);
  const { ok, status, data } = await postJson(`/api/tables/${encodeURIComponent(meta.id)}/seats/${seat}`, { name: name || null });
  if (!ok) {
    $("create-error").textContent = errorText(data, status);
    loadTables();
    return;
  }
  const link = new URL(data.link, location.origin).href;
  rememberSeat({ table: meta.id, seat, link, variant: meta.variant });
  location.assign(withLang(link, texts.lang));
}

let lastList = [];
async function loadTables() {
  const box = $("tables");
  let list = [];
  try {
    const answer = await fetch("/api/tables");
    list = answer.ok ? await answer.json() : [];
  } catch (_) {
    list = [];
  }
  lastList = list;
  renderMine(list);
  if (!list.length) {
    box.replaceChildren(htmlEl("p", { class: "muted", text: t("No open tables yet.") }));
    return;
  }
  const held = new Map(mySeats().map((e) => [e.table, e]));
  const rows = list.map((meta) => {
    const actions = [];
    const mine = held.get(meta.id);
    if (mine) actions.push(htmlEl("a", { class: "button primary", href: withLang(mine.link, texts.lang), text: t("Back to the table") }));
    else if (meta.open_seats && meta.status === "waiting") {
      // a seat kept for the person it was given to (the creator's own, a rematch's) is not offered
      for (const s of meta.seats.filter((x) => x.kind === "human" && !x.claimed && !x.reserved)) {
        const b = htmlEl("button", { type: "button", class: "primary take-seat", "data-seat": s.seat, text: t("Take seat {seat}", { seat: s.seat }) });
        b.addEventListener("click", () => takeSeat(meta, s.seat));
        actions.push(b);
      }
    }
    actions.push(htmlEl("a", { class: "button", href: withLang(`/t/${encodeURIComponent(meta.id)}`, texts.lang), text: t("Watch") }));
    const about = [texts.variant(meta.variant), statusText(texts, meta.status)];
    if (meta.status === "waiting" && meta.bots_at) {
      // a table that gives the seats nobody took to bots (bots_after): when, in this browser's time
      const time = new Date(meta.bots_at).toLocaleTimeString(texts.lang, { hour: "2-digit", minute: "2-digit" });
      about.push(t("bots take the free seats at {time}", { time }));
    }
    return htmlEl("tr", { "data-table": meta.id }, [
      htmlEl("td", {}, [htmlEl("strong", { text: meta.name || texts.variant(meta.variant) }), htmlEl("br"), htmlEl("small", { class: "muted", text: about.join(" · ") })]),
      htmlEl("td", {}, [seatChips(meta)]),
      htmlEl("td", { class: "actions-cell" }, actions),
    ]);
  });
  box.replaceChildren(htmlEl("table", { class: "list" }, [htmlEl("tbody", {}, rows)]));
}

/** Tables where this browser holds a seat and that are still open: the way back after "Back". */
function renderMine(list) {
  const open = new Map(list.map((m) => [m.id, m]));
  const mine = mySeats().filter((e) => open.has(e.table));
  $("mine").classList.toggle("hidden", !mine.length);
  $("my-tables").replaceChildren(
    ...mine.map((e) => {
      const meta = open.get(e.table);
      const free = meta.seats.filter((s) => s.kind === "human" && !s.claimed).length;
      const invites = Object.keys(invitesOf(e.table)).length;
      return htmlEl("div", { class: "link-box", "data-table": e.table }, [
        htmlEl("strong", { text: meta.name || texts.variant(meta.variant) }),
        htmlEl("span", { class: "muted", text: `${statusText(texts, meta.status)}${free && invites ? " · " + t("free seats: {seats}", { seats: free }) : ""}` }),
        htmlEl("a", { class: "button primary", href: withLang(e.link, texts.lang), text: t("Back to the table") }),
      ]);
    }),
  );
}

// ---- seeks (server/seeks.py): a table waiting in the lobby for people to accept it ---------------
async function postSeek() {
  $("create-error").textContent = "";
  const range = $("rating-range").value;
  const body = { table: request(), ...($("rated").checked && range ? { rating_range: Number(range) } : {}) };
  const { ok, status, data } = await postJson("/api/seeks", body);
  if (!ok) {
    $("create-error").textContent = t("Not sought: {error}", { error: errorText(data, status) });
    return;
  }
  await loadSeeks();
  $("seeks-card").scrollIntoView({ block: "nearest" });
}

async function seekAction(seek, accept) {
  $("seek-error").textContent = "";
  const path = `/api/seeks/${encodeURIComponent(seek.id)}`;
  const { ok, status, data } = accept ? await postJson(`${path}/accept`, {}) : await deleteJson(path);
  if (!ok) {
    const why = data.field === "rating_range" ? t("Your rating is outside this seek's range.") : errorText({ ...data, field: null }, status);
    $("seek-error").textContent = why;
    return;
  }
  if (data.link) {
    rememberSeat({ table: data.table, seat: data.seat, link: data.link, variant: seek.variant });
    location.assign(withLang(data.link, texts.lang));
    return;
  }
  await loadSeeks();
}

function seekWords(s) {
  const pace = s.pace === null ? t("live") : t("{hours} h a move", { hours: s.pace });
  const parts = [texts.variant(s.variant), t("for {n}", { n: s.players }), pace, s.rated ? t("rated") : t("unrated")];
  if (s.rating_low !== null) parts.push(t("rating {low}–{high}", { low: s.rating_low, high: s.rating_high }));
  parts.push(t("{people} of {wanted} people", { people: s.people, wanted: s.wanted }));
  if (s.bots_in !== null) parts.push(t("bots in {seconds} s", { seconds: s.bots_in }));
  return `${s.by}: ${parts.join(", ")}`;
}

async function loadSeeks() {
  const answer = await getJson("/api/seeks");
  if (!answer.ok) return;
  // a made seek's link is given once (the browser keeps it with its seats): it stays on this page
  for (const m of answer.data.made) {
    rememberSeat({ table: m.table, seat: m.seat, link: m.link });
    $("seek-made").appendChild(htmlEl("p", {}, [t("A seek of yours became a table:") + " ", htmlEl("a", { class: "button primary", href: withLang(m.link, texts.lang), text: t("Play") })]));
  }
  const rows = answer.data.seeks.map((s) => {
    const li = htmlEl("li", { "data-seek": s.id }, [htmlEl("span", { text: seekWords(s) }), " "]);
    if (s.mine || s.accepted) {
      const b = htmlEl("button", { type: "button", text: s.mine ? t("Withdraw") : t("Leave") });
      b.addEventListener("click", () => seekAction(s, false));
      li.appendChild(b);
    } else {
      const b = htmlEl("button", { type: "button", class: "primary", text: t("Accept") });
      b.addEventListener("click", () => seekAction(s, true));
      li.appendChild(b);
    }
    return li;
  });
  $("seeks").replaceChildren(rows.length ? htmlEl("ul", { class: "seek-list" }, rows) : htmlEl("p", { class: "muted", text: t("No seeks now.") }));
}

async function main() {
  texts = await setUpPage();
  try {
    variants = await (await fetch("/api/variants")).json();
  } catch (_) {
    variants = [];
  }
  try {
    const answer = await fetch("/api/lessons");
    lessons = answer.ok ? Object.fromEntries((await answer.json()).map((l) => [l.variant, l])) : {};
  } catch (_) {
    lessons = {};
  }
  $("nick").value = savedName();
  // a short placeholder that fits the field in every language; the whole hint is its tooltip
  $("nick").placeholder = t("shown to everyone");
  $("nick").title = t("shown to everyone at the table; this browser remembers it");
  const select = $("variant");
  for (const v of variants) select.appendChild(htmlEl("option", { value: v.variant, text: texts.variant(v.variant) }));
  select.addEventListener("change", onVariant);
  $("players").addEventListener("change", () => {
    fillSeats();
    showUsualLength();
  });
  $("create").addEventListener("submit", create);
  $("pace").addEventListener("change", () => {
    const paced = $("pace").value !== "";
    $("pace-note").classList.toggle("hidden", !paced);
    $("timer").disabled = paced; // the pace is the clock
    $("bots-after").disabled = paced || $("rated").checked; // a turn-based table waits days for its people
  });
  $("rated").addEventListener("change", () => {
    if ($("rated").checked) $("open-seats").checked = false; // a rated table's seats go by link
    $("bots-after").disabled = $("pace").value !== "" || $("rated").checked; // no bot in a person's place
    $("rating-range-field").classList.toggle("hidden", !$("rated").checked); // a rated seek's range
    fillSeats();
  });
  const showAccount = (name) => accountBox(texts, $("account"), name, showAccount);
  showAccount(await whoami());
  sayRange(texts, $("timer"));
  $("refresh").addEventListener("click", loadTables);
  $("set-max-deals").textContent = t("Set the number of deals");
  $("set-max-deals").addEventListener("click", () => {
    $("more").open = true;
    const limit = option("max_deals");
    if (limit) {
      limit.scrollIntoView({ block: "center" });
      limit.focus();
    }
  });
  $("nick").addEventListener("change", () => saveName($("nick").value));
  if (variants.length) onVariant();
  $("seek-button").addEventListener("click", postSeek);
  await Promise.all([loadTables(), loadSeeks()]);
  setInterval(() => (loadTables(), loadSeeks()), 10000);
  document.body.dataset.ready = "1";
}

main();
