// The games page (/games): the signed-in person's running matches from /api/my/games, those
// waiting for them first with the time left on their clock in days and hours, each linking to its
// table (the seat's own link where this browser holds it). Read again every minute.

import { htmlEl } from "./render.js";
import { botLevel, mySeats, setUpPage, statusText, withLang } from "./i18n.js";
import { icon } from "./icons.js";
import { myGames, showCount, timeLeft } from "./mygames.js";
import { challengesSection } from "./opponents.js";

const EVERY = 60000;

/** A seat's name as the list shows it: its account's or nickname, a bot's level, else "seat N". */
function who(texts, p) {
  if (p.kind === "bot") return p.name ? texts.t("{name} (bot: {bot})", { name: p.name, bot: p.bot || "greedy" }) : botLevel(texts, p.bot);
  return p.name || texts.t("seat {seat}", { seat: p.seat });
}

/** Where a game opens: this browser's link to the person's seat (its token), else the table. */
function linkOf(g, texts) {
  const held = mySeats().find((e) => e.table === g.table && e.seat === g.seat && e.link);
  return held ? held.link : withLang(g.link, texts.lang);
}

function paceText(texts, g) {
  if (g.pace === null || g.pace === undefined) return texts.t("live");
  if (g.pace % 24 === 0) return texts.ngettext("{n} day a move", "{n} days a move", g.pace / 24);
  return texts.ngettext("{n} hour a move", "{n} hours a move", g.pace);
}

function row(texts, g, at) {
  const t = (key, fields) => texts.t(key, fields);
  const game = texts.variant(g.variant);
  let turn;
  if (g.status === "waiting") turn = statusText(texts, "waiting");
  else if (g.your_turn) turn = t("Your turn");
  else if (g.turn !== null) turn = t("to move: {name}", { name: who(texts, g.players[g.turn] || { seat: g.turn }) });
  else turn = statusText(texts, g.status || "playing");
  const left = g.seconds_left === null ? null : Math.max(0, g.seconds_left - Math.round((Date.now() - at) / 1000));
  const players = g.players.map((p) => (p.seat === g.seat ? t("{name} (you)", { name: who(texts, p) }) : who(texts, p))).join(", ");
  return htmlEl("li", { class: g.your_turn ? "game mine" : "game", "data-table": g.table, "data-your-turn": g.your_turn ? "1" : "" }, [
    htmlEl("a", { class: "game-link", href: linkOf(g, texts) }, [
      htmlEl("span", { class: "game-head" }, [
        htmlEl("strong", { class: "game-name", text: g.name || game }),
        htmlEl("span", { class: "chip", text: paceText(texts, g) }),
      ]),
      htmlEl("span", { class: "game-turn" }, [
        htmlEl("span", { class: g.your_turn ? "turn-word mine" : "turn-word", text: turn }),
        left === null ? null : htmlEl("span", { class: "game-left" }, [icon("clock"), ` ${timeLeft(texts, left)}`]),
      ]),
      htmlEl("small", { class: "muted game-players", text: g.name ? `${game} · ${players}` : players }),
    ]),
  ]);
}

async function show(texts, fresh) {
  const t = (key, fields) => texts.t(key, fields);
  const box = document.getElementById("games");
  const { signedIn, data } = await myGames(fresh);
  showCount(texts, data);
  const lobby = withLang("/", texts.lang);
  if (!signedIn) {
    box.replaceChildren(
      htmlEl("div", { class: "empty", id: "games-empty" }, [htmlEl("p", { text: t("Sign in (in the lobby) to see your games here.") }), htmlEl("a", { class: "button primary", href: lobby, text: t("Go to the lobby") })]),
    );
    return;
  }
  if (!data) {
    box.replaceChildren(htmlEl("p", { class: "error", text: t("The list could not be loaded: try again in a minute.") }));
    return;
  }
  const at = Date.now();
  const challenges = await challengesSection(texts, () => show(texts, true));
  const slot = document.getElementById("challenges-slot");
  slot.replaceChildren(...(challenges ? [challenges] : []));
  slot.classList.toggle("hidden", !challenges);
  if (!data.games.length) {
    box.replaceChildren(
      htmlEl("div", { class: "empty", id: "games-empty" }, [htmlEl("p", { text: t("You have no running games. Start one, or take a free seat, in the lobby.") }), htmlEl("a", { class: "button primary", href: lobby, text: t("Go to the lobby") })]),
    );
    return;
  }
  const mine = data.games.filter((g) => g.your_turn);
  const others = data.games.filter((g) => !g.your_turn);
  const parts = [];
  if (mine.length) parts.push(htmlEl("h2", { text: t("Your turn") }), htmlEl("ul", { class: "games-list", id: "games-mine" }, mine.map((g) => row(texts, g, at))));
  if (others.length) parts.push(htmlEl("h2", { text: t("Waiting for others") }), htmlEl("ul", { class: "games-list", id: "games-others" }, others.map((g) => row(texts, g, at))));
  if (data.more) parts.push(htmlEl("p", { class: "muted", text: t("Only your {n} newest games are listed.", { n: data.limit }) }));
  box.replaceChildren(...parts);
}

async function main() {
  const texts = await setUpPage();
  document.title = `${texts.t("Your games")} · dominohall`;
  await show(texts, false);
  document.body.dataset.ready = "1";
  setInterval(() => {
    if (!document.hidden) show(texts, true);
  }, EVERY);
}

main();
