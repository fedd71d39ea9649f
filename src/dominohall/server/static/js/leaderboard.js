// A variant's leaderboard (/leaderboard/{variant}): rank, name (a link to the player's page),
// rating and rated matches; provisional players are left out; a page of 50 at a time.

import { htmlEl } from "./render.js";
import { setUpPage, withLang } from "./i18n.js";
import { loadVariants, tableFromPath } from "./net.js";

const PAGE = 50;

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  const variant = tableFromPath() || "block";
  const offset = Math.max(0, Number(new URLSearchParams(location.search).get("offset")) || 0);
  document.title = `${t("Leaderboard: {game}", { game: texts.variant(variant) })} · dominohall`;
  document.getElementById("board-title").textContent = t("Leaderboard: {game}", { game: texts.variant(variant) });
  const facts = await loadVariants();
  document.getElementById("board-variants").replaceChildren(
    ...Object.keys(facts).map((v) =>
      htmlEl("a", { href: withLang(`/leaderboard/${encodeURIComponent(v)}`, texts.lang), class: v === variant ? "chip current" : "chip", "aria-current": v === variant ? "page" : null, text: texts.variant(v) }),
    ),
  );
  const box = document.getElementById("board");
  let data = { players: [], total: 0 };
  try {
    const answer = await fetch(`/api/leaderboard/${encodeURIComponent(variant)}?offset=${offset}&limit=${PAGE}`);
    if (answer.ok) data = await answer.json();
  } catch (_) {
    /* shown as empty */
  }
  if (!data.players.length) {
    box.replaceChildren(htmlEl("p", { class: "muted", text: t("Nobody has a settled rating in this game yet.") }));
  } else {
    const head = htmlEl("tr", {}, [htmlEl("th", { text: "#" }), htmlEl("th", { text: t("Player") }), htmlEl("th", { class: "num", text: t("Rating") }), htmlEl("th", { class: "num", text: t("Rated matches") })]);
    const rows = data.players.map((p) =>
      htmlEl("tr", { "data-player": p.name }, [
        htmlEl("td", { text: String(p.rank) }),
        htmlEl("td", {}, [htmlEl("a", { href: withLang(`/players/${encodeURIComponent(p.name)}`, texts.lang), text: p.name }), p.bot ? htmlEl("span", { class: "bot-tag", text: t("bot account") }) : null]),
        htmlEl("td", { class: "num", text: String(p.rating) }),
        htmlEl("td", { class: "num", text: String(p.games) }),
      ]),
    );
    box.replaceChildren(htmlEl("table", { class: "numbers board-table" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, rows)]));
  }
  const page = (at) => withLang(`/leaderboard/${encodeURIComponent(variant)}?offset=${at}`, texts.lang);
  const prev = document.getElementById("board-prev");
  const next = document.getElementById("board-next");
  prev.classList.toggle("hidden", offset === 0);
  prev.setAttribute("href", page(Math.max(0, offset - PAGE)));
  next.classList.toggle("hidden", offset + PAGE >= data.total);
  next.setAttribute("href", page(offset + PAGE));
  document.body.dataset.ready = "1";
}

main();
