// Finished games: each with its players, result, a replay link and the record to download.

import { htmlEl } from "./render.js";
import { botLevel, mySeats, setUpPage } from "./i18n.js";
import { whoami } from "./account.js";
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
      return htmlEl("tr", { "data-table": meta.id, "data-variant": meta.variant }, [
        htmlEl("td", {}, [htmlEl("strong", { class: "game-name", text: meta.name || game }), meta.name ? htmlEl("br") : null, meta.name ? htmlEl("small", { class: "muted", text: game }) : null]),
        htmlEl("td", { text: t("players: {n}", { n: meta.players }) }),
        htmlEl("td", {}, [seats]),
        htmlEl("td", { class: "muted", text: when }),
        htmlEl("td", {}, [
          htmlEl("a", { class: "button primary", href: `/replay/${id}`, text: t("Replay") }),
          " ",
          // the analysis is the replay page's Analysis section (made on the first visit, then kept)
          htmlEl("a", { class: "button", "data-testid": "analysis-link", href: `/replay/${id}#analysis`, text: t("Analysis") }),
          " ",
          htmlEl("a", { class: "button", href: `/api/tables/${id}/record`, download: `dominohall-${meta.id}.json`, text: "JSON" }),
        ]),
      ]);
    });
    const me = await whoami();
    box.replaceChildren(filters(texts, list, rows, me), htmlEl("table", { class: "list" }, [htmlEl("tbody", {}, rows)]));
  }
  document.body.dataset.ready = "1";
}

/** The filters over the list: the game played (the games the list has) and a player's name (part of it,
 * any case); a row hidden by either is out of the table, and a line says when none is left. */
/** The seats of a finished game that were this visitor's: a seat link this browser keeps, or the
 * signed-in account's seat. */
function seatsOf(meta, me) {
  const held = mySeats().filter((e) => e.table === meta.id).map((e) => e.seat);
  for (const s of meta.seats || []) if (me && s.account === me) held.push(s.seat);
  return held;
}

function filters(texts, list, rows, me) {
  const t = (key, fields) => texts.t(key, fields);
  const variants = [...new Set(list.map((m) => m.variant))];
  const game = htmlEl("select", { id: "filter-game" }, [
    htmlEl("option", { value: "", text: t("All games") }),
    ...variants.map((v) => htmlEl("option", { value: v, text: texts.variant(v) })),
  ]);
  const who = htmlEl("input", { id: "filter-player", type: "search", autocomplete: "off" });
  // your own games, and among them the ones you won or did not (a game you played at any seat)
  const mine = list.map((meta) => seatsOf(meta, me));
  const result = htmlEl("select", { id: "filter-result" }, [
    htmlEl("option", { value: "", text: t("Every game") }),
    htmlEl("option", { value: "mine", text: t("Your games") }),
    htmlEl("option", { value: "won", text: t("Your games: won") }),
    htmlEl("option", { value: "lost", text: t("Your games: not won") }),
  ]);
  const none = htmlEl("p", { class: "muted hidden", id: "filter-none", text: t("No finished game fits these filters.") });
  const apply = () => {
    const name = who.value.trim().toLowerCase();
    let shown = 0;
    list.forEach((meta, i) => {
      const names = (meta.seats || []).map((s) => (s.name || "").toLowerCase());
      const winners = (meta.result && meta.result.winners) || [];
      const played = mine[i].length > 0, won = mine[i].some((s) => winners.includes(s));
      const kept = !result.value || (played && (result.value === "mine" || (result.value === "won") === won));
      const fits = kept && (!game.value || meta.variant === game.value) && (!name || names.some((n) => n.includes(name)));
      rows[i].classList.toggle("hidden", !fits);
      shown += fits ? 1 : 0;
    });
    none.classList.toggle("hidden", shown > 0);
  };
  game.addEventListener("change", apply);
  who.addEventListener("input", apply);
  result.addEventListener("change", apply);
  return htmlEl("div", { class: "history-filters" }, [
    htmlEl("div", { class: "row" }, [
      htmlEl("label", { for: "filter-game", text: t("Game") }),
      game,
      htmlEl("label", { for: "filter-player", text: t("Player") }),
      who,
      htmlEl("label", { for: "filter-result", text: t("Result") }),
      result,
    ]),
    none,
  ]);
}

main();
