// The bot accounts (/bots): each one's name (a link to its player's page), who runs it, and its
// rating in each game it played rated (GET /api/bots; docs/protocol.md "Programs at the table").

import { ratingText } from "./account.js";
import { htmlEl } from "./render.js";
import { setUpPage, withLang } from "./i18n.js";

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  document.title = `${t("Bot accounts")} · dominohall`;
  const box = document.getElementById("bots");
  let data = null;
  try {
    const answer = await fetch("/api/bots");
    if (answer.ok) data = await answer.json();
  } catch (_) {
    data = null;
  }
  if (!data) box.replaceChildren(htmlEl("p", { class: "error", text: t("The list could not be loaded: try again in a minute.") }));
  else if (!data.bots.length) box.replaceChildren(htmlEl("p", { class: "muted", id: "bots-none", text: t("No bot accounts yet.") }));
  else {
    const head = htmlEl("tr", {}, [htmlEl("th", { text: t("Player") }), htmlEl("th", { text: t("Run by") }), htmlEl("th", { text: t("Ratings") })]);
    const rows = data.bots.map((b) => {
      const ratings = Object.entries(b.ratings).map(([v, r]) => `${texts.variant(v)} ${ratingText(r.rating, r.provisional)}`).join(", ");
      const owner = b.owner ? htmlEl("a", { href: withLang(`/players/${encodeURIComponent(b.owner)}`, texts.lang), text: b.owner }) : "—";
      return htmlEl("tr", { "data-bot": b.name }, [
        htmlEl("td", {}, [htmlEl("a", { href: withLang(`/players/${encodeURIComponent(b.name)}`, texts.lang), text: b.name }), htmlEl("span", { class: "bot-tag", text: t("bot account") })]),
        htmlEl("td", {}, [owner]),
        htmlEl("td", { text: ratings || t("No rated matches yet.") }),
      ]);
    });
    box.replaceChildren(htmlEl("table", { class: "numbers bots-table" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, rows)]));
  }
  document.body.dataset.ready = "1";
}

main();
