// Tournaments (issue #39; docs/protocol.md "Tournaments"): /tournaments lists the running, upcoming
// and finished ones with a form to organise one (signed in); /tournaments/{id} shows one: its entrants,
// its rounds with their tables (each linked: a spectator's view, or the entrant's own seat), the
// standings with their tie-breaks and, at the end, the podium. The server pairs and scores; the page
// only shows what GET /api/tournaments/{id} says, asked again every few seconds while it runs.

import { htmlEl } from "./render.js";
import { setUpPage, withLang, refusalText } from "./i18n.js";
import { loadVariants, getJson, postJson, tableFromPath } from "./net.js";
import { fillOptions, optionsText, readOptions } from "./options.js";

const REFRESH_MS = 3000;

let texts = null;
const t = (key, fields) => texts.t(key, fields);

function systemName(system) {
  if (system === "swiss") return t("Swiss");
  if (system === "round-robin") return t("Round robin");
  return t("Arena");
}

function statusName(status) {
  if (status === "upcoming") return t("upcoming");
  if (status === "running") return t("running");
  if (status === "finished") return t("finished");
  return t("cancelled");
}

function when(iso) {
  if (!iso) return "";
  return new Date(iso).toLocaleString(texts.lang, { dateStyle: "medium", timeStyle: "short" });
}

let variants = {};

function facts(s) {
  // the list gives the rounds' number as rounds; one tournament's page as total_rounds (its rounds are the list)
  const count = typeof s.rounds === "number" ? s.rounds : s.total_rounds;
  const length = s.system === "arena" ? t("{n} min", { n: s.minutes }) : count ? texts.ngettext("{n} round", "{n} rounds", count) : "";
  const parts = [texts.variant(s.variant), optionsText(texts, variants[s.variant], s.options || {}), systemName(s.system), length, t("tables of {n}", { n: s.table_size }), s.rated ? t("rated") : t("unrated"), s.pace ? t("turn-based") : t("live")];
  return parts.filter(Boolean).join(" · ");
}

function refusal(data) {
  const words = refusalText(texts, data.code);
  return words || (data.field ? `${data.field}: ${data.message || ""}` : data.message || t("Something went wrong: try again."));
}

// ---- the list ------------------------------------------------------------------------------------
function listOf(items) {
  if (!items.length) return htmlEl("p", { class: "muted", text: t("None.") });
  return htmlEl(
    "ul",
    { class: "tournament-list" },
    items.map((s) =>
      htmlEl("li", { "data-tournament": s.id }, [
        htmlEl("a", { href: withLang(`/tournaments/${encodeURIComponent(s.id)}`, texts.lang), text: s.name || t("Tournament") }),
        htmlEl("span", { class: "muted", text: ` · ${facts(s)} · ${texts.ngettext("{n} entrant", "{n} entrants", s.entrants)} · ${when(s.starts)}` }),
        s.status === "cancelled" ? htmlEl("span", { class: "chip cancelled", text: t("cancelled") }) : null,
      ]),
    ),
  );
}

async function showList() {
  document.getElementById("list-slot").classList.remove("hidden");
  const { ok, data } = await getJson("/api/tournaments");
  for (const kind of ["running", "upcoming", "finished"]) document.getElementById(kind).replaceChildren(listOf(ok ? data[kind] : []));
  const session = await getJson("/api/session");
  if (session.ok && session.data.name) await showForm();
  document.body.dataset.ready = "1";
}

async function showForm() {
  document.getElementById("create-slot").classList.remove("hidden");
  const form = document.getElementById("create");
  form.variant.replaceChildren(...Object.keys(variants).map((v) => htmlEl("option", { value: v, text: texts.variant(v), selected: v === "twins" ? "selected" : null })));
  // the game's options, as the lobby's form offers them (static/js/options.js); the server checks them
  const rules = () => fillOptions(texts, document.getElementById("options"), variants[form.variant.value] || {}, () => {});
  form.variant.addEventListener("change", rules);
  rules();
  const system = () => {
    const arena = form.system.value === "arena";
    form.querySelector(".for-rounds").classList.toggle("hidden", arena);
    form.querySelector(".for-minutes").classList.toggle("hidden", !arena);
  };
  form.system.addEventListener("change", system);
  system();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const arena = form.system.value === "arena";
    const body = {
      name: form.name.value,
      variant: form.variant.value,
      options: readOptions(document.getElementById("options")),
      table_size: Number(form.table_size.value),
      system: form.system.value,
      rated: form.rated.checked,
      filler: form.filler.value || null,
    };
    if (arena) body.minutes = Number(form.minutes.value);
    else body.rounds = Number(form.rounds.value);
    if (form.pace.value) body.pace = { kind: "turn-based", hours: Number(form.pace.value) };
    if (form.starts.value) body.starts = new Date(form.starts.value).toISOString();
    else body.starts = new Date(Date.now() + 3600 * 1000).toISOString(); // an hour ahead: "start now" is the organiser's
    const { ok, data } = await postJson("/api/tournaments", body);
    if (ok) location.href = withLang(data.link, texts.lang);
    else document.getElementById("create-error").textContent = refusal(data);
  });
}

// ---- one tournament --------------------------------------------------------------------------------
function who(entrant) {
  if (!entrant) return htmlEl("span", { class: "chip", text: t("bot") });
  return htmlEl("a", { class: "chip", href: withLang(`/players/${encodeURIComponent(entrant.name)}`, texts.lang), text: entrant.name });
}

function points(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/0$/, "");
}

function standingsTable(rows, arena) {
  if (!rows.length) return htmlEl("p", { class: "muted", text: t("No games played yet.") });
  const head = [t("Place"), t("Player"), t("Points"), t("Opponents' points"), t("Rating"), t("Games"), t("Wins")];
  if (arena) head.push(t("Streak"));
  // on a phone the rating, games and wins give way to what orders the table (points, opponents' points)
  const cls = (i) => (i >= 4 ? "num wide-only" : i >= 2 ? "num" : null);
  return htmlEl("table", { class: "numbers standings" }, [
    htmlEl("thead", {}, [htmlEl("tr", {}, head.map((h, i) => htmlEl("th", { class: cls(i), text: h })))]),
    htmlEl(
      "tbody",
      {},
      rows.map((r) =>
        htmlEl("tr", { "data-player": r.entrant.name }, [
          htmlEl("td", { text: String(r.place) }),
          htmlEl("td", {}, [who(r.entrant)]),
          htmlEl("td", { class: "num", text: points(r.points) }),
          htmlEl("td", { class: "num", text: points(r.opponents) }),
          htmlEl("td", { class: cls(4), text: String(Math.round(r.rating)) }),
          htmlEl("td", { class: cls(5), text: String(r.games) }),
          htmlEl("td", { class: cls(6), text: String(r.wins) }),
          arena ? htmlEl("td", { class: cls(7), text: String(r.streak) }) : null,
        ]),
      ),
    ),
  ]);
}

function roundsList(rounds) {
  if (!rounds.length) return htmlEl("p", { class: "muted", text: t("Round 1 is paired at the start.") });
  return htmlEl(
    "div",
    {},
    rounds
      .slice()
      .reverse()
      .map((r) =>
        htmlEl("div", { class: "round", "data-round": String(r.round) }, [
          htmlEl("h3", { text: r.round ? t("Round {n}", { n: r.round }) : t("Games") }),
          htmlEl(
            "ul",
            {},
            r.tables.map((table) =>
              htmlEl("li", { "data-table": table.table || "" }, [
                table.link ? htmlEl("a", { class: "table-link", href: withLang(table.link, texts.lang), text: table.over ? t("Table (over)") : t("Table (watch)") }) : htmlEl("span", { class: "muted", text: t("Table being made") }),
                " ",
                ...table.seats.map((s, i) => htmlEl("span", {}, [who(s), table.places ? htmlEl("span", { class: "muted", text: ` ${table.places[i]}. ` }) : null])),
              ]),
            ),
          ),
          r.byes.length ? htmlEl("p", { class: "muted" }, [t("Sitting out (a bye): "), ...r.byes.map(who)]) : null,
        ]),
      ),
  );
}

function button(id, text, onClick, cls = null) {
  const node = htmlEl("button", { type: "button", id, class: cls, text });
  node.addEventListener("click", onClick);
  return node;
}

async function act(id, action) {
  const { ok, data } = await postJson(`/api/tournaments/${encodeURIComponent(id)}/${action}`, {});
  document.getElementById("t-error").textContent = ok ? "" : refusal(data);
  await showOne(id);
}

async function showOne(id) {
  document.getElementById("one-slot").classList.remove("hidden");
  const { ok, data } = await getJson(`/api/tournaments/${encodeURIComponent(id)}`);
  if (!ok) {
    document.getElementById("t-title").textContent = t("There is no such tournament.");
    document.body.dataset.ready = "1";
    return null;
  }
  const name = data.name || t("Tournament");
  document.title = `${name} · dominohall`;
  document.getElementById("t-title").textContent = name;
  const round = data.round && data.total_rounds ? ` · ${t("round {n} of {total}", { n: data.round, total: data.total_rounds })}` : "";
  document.getElementById("t-facts").textContent = `${facts(data)} · ${statusName(data.status)}${round} · ${t("starts {when}", { when: when(data.starts) })} · ${t("organised by {name}", { name: data.organiser })}`;
  const buttons = [];
  const session = await getJson("/api/session");
  const signedIn = session.ok && session.data.name;
  if (data.status === "upcoming" && signedIn) {
    buttons.push(button(data.joined ? "leave" : "join", data.joined ? t("Leave") : t("Join"), () => act(id, data.joined ? "leave" : "join")));
  }
  if (data.organiser_is_you && data.status === "upcoming") buttons.push(button("start-now", t("Start now"), () => act(id, "start")));
  if (data.organiser_is_you && (data.status === "upcoming" || data.status === "running")) buttons.push(button("cancel", t("Cancel the tournament"), () => act(id, "cancel"), "secondary"));
  document.getElementById("t-actions").replaceChildren(...buttons);
  const yours = data.your_tables.map((m) => htmlEl("p", { class: "your-table" }, [htmlEl("a", { class: "button", href: withLang(m.link, texts.lang), text: t("Your table is ready: play") })]));
  if (data.status === "running" && data.next_round_in !== null) yours.push(htmlEl("p", { class: "muted", text: t("The next round starts in {n} s.", { n: data.next_round_in }) }));
  document.getElementById("t-yours").replaceChildren(...yours);
  const podium = data.podium.length
    ? [htmlEl("h2", { text: t("Podium") }), htmlEl("ol", { class: "podium" }, data.podium.map((r) => htmlEl("li", { "data-place": String(r.place) }, [who(r.entrant), htmlEl("span", { class: "muted", text: ` ${t("points: {points}", { points: points(r.points) })}` })])))]
    : [];
  document.getElementById("t-podium").replaceChildren(...podium);
  document.getElementById("t-standings").replaceChildren(standingsTable(data.standings, data.system === "arena"));
  document.getElementById("t-rounds").replaceChildren(roundsList(data.rounds));
  document.getElementById("t-entrants").replaceChildren(data.entrants_list.length ? htmlEl("p", {}, data.entrants_list.map((e) => who(e))) : htmlEl("p", { class: "muted", text: t("Nobody has joined yet.") }));
  document.body.dataset.status = data.status;
  document.body.dataset.ready = "1";
  return data;
}

async function main() {
  texts = await setUpPage();
  variants = await loadVariants();
  const id = location.pathname.replace(/\/+$/, "") === "/tournaments" ? null : tableFromPath();
  if (!id) {
    await showList();
    return;
  }
  const again = async () => {
    const data = await showOne(id);
    if (data && (data.status === "running" || data.status === "upcoming")) setTimeout(again, REFRESH_MS);
  };
  await again();
}

main();
