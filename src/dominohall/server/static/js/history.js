// Finished games: each with its players, result, a replay link and the record to download.

import { htmlEl } from "./render.js";
import { setUpPage } from "./i18n.js";

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  const box = document.getElementById("history");
  let list = [];
  try {
    const answer = await fetch("/api/history");
    list = answer.ok ? await answer.json() : [];
  } catch (_) {
    list = [];
  }
  if (!list.length) {
    box.replaceChildren(htmlEl("p", { class: "muted", text: t("web.no_history") }));
  } else {
    const rows = list.map((meta) => {
      const id = encodeURIComponent(meta.id);
      const when = meta.finished ? new Date(meta.finished).toLocaleString(texts.lang) : "";
      const seats = (meta.seats || []).map((s) => (s.kind === "bot" ? `${s.seat}: ${s.bot}` : `${s.seat}`)).join(" · ");
      return htmlEl("tr", { "data-table": meta.id }, [
        htmlEl("td", { text: meta.name || meta.id }),
        htmlEl("td", { text: t(`variant.${meta.variant}`) }),
        htmlEl("td", { text: t("web.players_n", { n: meta.players }) }),
        htmlEl("td", { class: "muted", text: seats }),
        htmlEl("td", { class: "muted", text: when }),
        htmlEl("td", {}, [
          htmlEl("a", { class: "button primary", href: `/replay/${id}`, text: t("web.replay") }),
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
