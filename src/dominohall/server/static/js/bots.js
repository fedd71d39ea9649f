// The bots (/bots): the house bots' levels — what each does and its rating in each game where it is
// measured (the variants' rating_anchors, docs/ratings.md) — then the bot accounts: each one's name
// (a link to its player's page), who runs it, and its rating in each game it played rated (GET
// /api/bots; docs/protocol.md "Programs at the table").

import { ratingText } from "./account.js";
import { htmlEl } from "./render.js";
import { LEVELS, N_, levelOf, setUpPage, withLang } from "./i18n.js";
import { loadVariants } from "./net.js";

/** What each level does, in a player's words (the programs: docs/bots.md). */
const PLAYS = {
  beginner: N_("Plays any legal tile, at random."),
  casual: N_("Plays at once the heaviest tile it can, doubles first: no look ahead, no counting."),
  learner: N_("Tries a few lines of play in deals it imagines: misses plain plays."),
  quick: N_("Plays out many imagined deals before each move: a quick club player."),
  club: N_("Plays out thousands of imagined deals before each move (the default level)."),
  expert: N_("Counts the tiles: deals the unseen tiles every way your passes and draws allow, solves each deal exactly, and plays the move that wins in most of them."),
};

/** The levels, weakest first, each with its rating in every game that measured it. */
async function levelsTable(texts) {
  const t = (key, fields) => texts.t(key, fields);
  const variants = Object.values(await loadVariants());
  const rows = [];
  for (const level of Object.keys(LEVELS)) {
    const ratings = [];
    for (const v of variants) {
      const measured = Object.entries(v.rating_anchors || {}).filter(([s]) => levelOf(s) === level).map(([, r]) => r);
      if (measured.length) ratings.push(`${texts.variant(v.variant)} ${Math.max(...measured)}`);
    }
    rows.push(
      htmlEl("tr", { "data-level": level }, [
        htmlEl("th", { scope: "row", text: t(LEVELS[level]) }),
        htmlEl("td", { text: t(PLAYS[level]) }),
        htmlEl("td", { text: ratings.length ? ratings.join(", ") : t("not measured yet") }),
      ]),
    );
  }
  const head = htmlEl("tr", {}, [htmlEl("th", { text: t("Level") }), htmlEl("th", { text: t("How it plays") }), htmlEl("th", { text: t("Ratings") })]);
  return htmlEl("table", { class: "numbers levels-table" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, rows)]);
}

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  document.title = `${t("Bot accounts")} · dominohall`;
  document.getElementById("levels").replaceChildren(await levelsTable(texts));
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
