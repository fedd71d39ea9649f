// The lobby: create a table (variant, players, house rules, which seats are bots and at what level,
// a turn timer, a name), hand out a link per seat and a spectator link; list the open tables.

import { htmlEl } from "./render.js";
import { setUpPage } from "./i18n.js";

const $ = (id) => document.getElementById(id);
export const BOTS = [
  ["random", "web.bot_level.random"],
  ["greedy", "web.bot_level.greedy"],
  ["ismcts:iterations=300", "web.bot_level.quick"],
  ["ismcts", "web.bot_level.ismcts"],
];

let texts = null;
let variants = [];
const t = (key, fields) => texts.t(key, fields);

function current() {
  return variants.find((v) => v.variant === $("variant").value) || variants[0];
}

function fillPlayers() {
  const v = current();
  const select = $("players");
  const before = Number(select.value) || null;
  const most = Math.min(v.max_players ?? 10, 10); // twins has no limit of its own; a table has at most 10
  select.replaceChildren();
  for (let n = v.min_players; n <= most; n++) select.appendChild(htmlEl("option", { value: n, text: String(n) }));
  select.value = String(before && before >= v.min_players && before <= most ? before : v.min_players);
  $("variant-rules").textContent = texts.rule(v.first_rule) || "";
  fillOptions();
  fillSeats();
}

function fillOptions() {
  const box = $("options");
  box.replaceChildren();
  for (const o of current().options || []) {
    const id = `opt-${o.name}`;
    const help = texts.has(`web.option.${o.name}`) ? t(`web.option.${o.name}`) : o.help;
    const title = `${o.name} (${o.rule})`;
    let input;
    if (o.kind === "bool") {
      input = htmlEl("input", { type: "checkbox", id, "data-option": o.name, "data-kind": "bool" });
      if (o.default) input.checked = true;
      box.appendChild(htmlEl("label", { class: "check" }, [input, htmlEl("span", { text: `${title}: ${help}` })]));
      continue;
    }
    if (o.kind === "choice") {
      input = htmlEl("select", { id, "data-option": o.name, "data-kind": "choice" });
      for (const c of o.choices || []) input.appendChild(htmlEl("option", { value: c, text: String(c), selected: c === o.default ? "" : null }));
    } else {
      input = htmlEl("input", {
        type: "number",
        id,
        min: o.minimum ?? null,
        inputmode: "numeric",
        placeholder: o.default === null ? "" : String(o.default),
        "data-option": o.name,
        "data-kind": o.kind,
      });
    }
    const hint = `${help}; ${t("web.default", { value: o.default === null ? "—" : o.default })}`;
    box.appendChild(htmlEl("label", { class: "field" }, [htmlEl("span", { text: `${title}: ${hint}` }), input]));
  }
}

function fillSeats() {
  const n = Number($("players").value);
  const box = $("seat-kinds");
  const before = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  for (let s = 0; s < n; s++) {
    const select = htmlEl("select", { id: `seat-${s}`, "data-seat": s, "aria-label": t("web.seat_link", { seat: s }) });
    select.appendChild(htmlEl("option", { value: "human", text: t("web.person") }));
    for (const [spec, key] of BOTS) select.appendChild(htmlEl("option", { value: `bot:${spec}`, text: t(key) }));
    select.value = before[s] || (s === 0 ? "human" : "bot:greedy");
    box.appendChild(htmlEl("label", { class: "field" }, [htmlEl("span", { text: t("web.seat_link", { seat: s }) }), select]));
  }
}

function request() {
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    if (input.dataset.kind === "bool") options[name] = input.checked;
    else if (input.dataset.kind === "choice") options[name] = Number.isNaN(Number(input.value)) ? input.value : Number(input.value);
    else if (input.value !== "") options[name] = Number(input.value);
  }
  const seats = [...$("seat-kinds").querySelectorAll("select")].map((s) =>
    s.value === "human" ? { kind: "human" } : { kind: "bot", bot: s.value.slice(4) },
  );
  const timer = $("timer").value === "" ? null : Number($("timer").value);
  return { variant: current().variant, players: Number($("players").value), options, seats, timer, name: $("name").value.trim() };
}

async function create(event) {
  event.preventDefault();
  $("create-error").textContent = "";
  const button = $("create-button");
  button.disabled = true;
  try {
    const answer = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request()) });
    const data = await answer.json();
    if (!answer.ok) {
      const error = data.field ? `${data.field}: ${data.error || data.message}` : data.error || data.message || answer.status;
      $("create-error").textContent = t("web.create_failed", { error });
      return;
    }
    showLinks(data);
    loadTables();
  } catch (err) {
    $("create-error").textContent = t("web.create_failed", { error: String(err) });
  } finally {
    button.disabled = false;
  }
}

function linkBox(labelText, url, testid, playHere) {
  const input = htmlEl("input", { type: "text", readonly: "", value: url, "aria-label": labelText, "data-testid": testid });
  const copy = htmlEl("button", { type: "button", text: t("web.copy") });
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (_) {
      input.select();
      document.execCommand && document.execCommand("copy");
    }
    copy.textContent = t("web.copied");
  });
  const parts = [htmlEl("strong", { text: labelText }), input, copy];
  if (playHere) parts.push(htmlEl("a", { class: "button primary", href: url, "data-testid": `${testid}-open`, text: playHere }));
  return htmlEl("div", { class: "link-box" }, parts);
}

function showLinks(data) {
  const box = $("links");
  box.replaceChildren();
  for (const seat of data.seats || []) {
    const url = new URL(seat.link, location.origin).href;
    box.appendChild(linkBox(t("web.seat_link", { seat: seat.seat }), url, `seat-link-${seat.seat}`, t("web.play_here")));
  }
  if (data.spectator) box.appendChild(linkBox(t("web.spectator_link"), new URL(data.spectator, location.origin).href, "spectator-link", t("web.watch")));
  $("created").classList.remove("hidden");
  $("created").dataset.table = data.table;
  $("created").scrollIntoView({ block: "nearest" });
}

function seatSummary(meta) {
  return (meta.seats || [])
    .map((s) => (s.kind === "bot" ? `${s.seat}: ${s.bot}` : `${s.seat}: ${s.claimed || s.connected ? "●" : "○"}`))
    .join(" · ");
}

async function loadTables() {
  const box = $("tables");
  let list = [];
  try {
    const answer = await fetch("/api/tables");
    list = answer.ok ? await answer.json() : [];
  } catch (_) {
    list = [];
  }
  if (!list.length) {
    box.replaceChildren(htmlEl("p", { class: "muted", text: t("web.no_tables") }));
    return;
  }
  const rows = list.map((meta) =>
    htmlEl("tr", { "data-table": meta.id }, [
      htmlEl("td", { text: meta.name || meta.id }),
      htmlEl("td", { text: t(`variant.${meta.variant}`) }),
      htmlEl("td", { text: t("web.players_n", { n: meta.players }) }),
      htmlEl("td", { text: t(`web.status.${meta.status}`) }),
      htmlEl("td", { class: "muted", text: seatSummary(meta) }),
      htmlEl("td", {}, [htmlEl("a", { class: "button", href: `/t/${encodeURIComponent(meta.id)}`, text: t("web.watch") })]),
    ]),
  );
  box.replaceChildren(htmlEl("table", { class: "list" }, [htmlEl("tbody", {}, rows)]));
}

async function main() {
  texts = await setUpPage();
  try {
    variants = await (await fetch("/api/variants")).json();
  } catch (_) {
    variants = [];
  }
  const select = $("variant");
  for (const v of variants) select.appendChild(htmlEl("option", { value: v.variant, text: texts.t(`variant.${v.variant}`) }));
  select.addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillSeats);
  $("create").addEventListener("submit", create);
  $("refresh").addEventListener("click", loadTables);
  if (variants.length) fillPlayers();
  await loadTables();
  setInterval(loadTables, 10000);
  document.body.dataset.ready = "1";
}

main();
