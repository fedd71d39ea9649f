// Finished games: each with its players, result, a replay link and the record to download.

import { htmlEl } from "./render.js";
import { botLevel, setUpPage } from "./i18n.js";
import { icon } from "./icons.js";

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  document.title = `${t("Finished games")} · dominohall`;
  const box = document.getElementById("history");
  let list = [];
  try {
    const answer = await fetch("/api/history");
    list = answer.ok ? await answer.json() : [];
  } catch (_) {
    list = [];
  }
  if (!list.length) {
    box.replaceChildren(htmlEl("p", { class: "muted", text: t("No finished games yet.") }));
  } else {
    const rows = list.map((meta) => {
      const id = encodeURIComponent(meta.id);
      const when = meta.finished ? new Date(meta.finished).toLocaleString(texts.lang) : "";
      const winners = (meta.result && meta.result.winners) || [];
      // each seat with its name (a bot with its level), its final standing, and the winners marked
      const seats = htmlEl(
        "ul",
        { class: "final-seats" },
        (meta.seats || []).map((s) => {
          const who = s.name || (s.kind === "bot" ? botLevel(texts, s.bot) : t("seat {seat}", { seat: s.seat }));
          return htmlEl("li", { class: winners.includes(s.seat) ? "winner" : "", "data-seat": s.seat }, [
            winners.includes(s.seat) ? icon("trophy", { label: t("winner") }) : null,
            ` ${who}`,
            htmlEl("span", { class: "muted", text: meta.result && meta.result.standing ? ` · ${texts.say(meta.result.standing[s.seat])}` : "" }),
          ]);
        }),
      );
      // a game is named as people name it: its table's name, or the game played (the id is for links)
      const game = texts.variant(meta.variant);
      return htmlEl("tr", { "data-table": meta.id }, [
        htmlEl("td", {}, [htmlEl("strong", { class: "game-name", text: meta.name || game }), meta.name ? htmlEl("br") : null, meta.name ? htmlEl("small", { class: "muted", text: game }) : null]),
        htmlEl("td", { text: t("players: {n}", { n: meta.players }) }),
        htmlEl("td", {}, [seats]),
        htmlEl("td", { class: "muted", text: when }),
        htmlEl("td", {}, [
          htmlEl("a", { class: "button primary", href: `/replay/${id}`, text: t("Replay") }),
          " ",
          htmlEl("a", { class: "button", href: `/api/tables/${id}/record`, download: `dominohall-${meta.id}.json`, text: "JSON" }),
        ]),
      ]);
    });
    box.replaceChildren(htmlEl("table", { class: "list" }, [htmlEl("tbody", {}, rows)]));
  }
  document.body.dataset.ready = "1";
}

main();
