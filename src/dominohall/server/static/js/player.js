// A player's page (/players/{name}): their rating in each game they played rated, the decision
// accuracy the post-game analyses measured, and their recent games with results, rating changes,
// replays and analyses.

import { htmlEl, svgEl } from "./render.js";
import { setUpPage, withLang } from "./i18n.js";
import { tableFromPath } from "./net.js";
import { changeText, ratingText, whoami } from "./account.js";
import { opponentSection, playingSection } from "./opponents.js";

const percent = (x) => `${Math.round(x * 100)}%`;

/** The rating after each rated match, a line per game (the API's latest changes, oldest first), with
 * the rating up the left and the matches along the bottom, as a Lichess profile draws it. */
function historySvg(texts, history) {
  const games = Object.keys(history || {}).filter((v) => history[v].length);
  if (!games.length) return null;
  const width = 560, height = 190, left = 46, right = 12, top = 12, bottom = 34;
  const values = games.flatMap((v) => history[v].map((p) => p[1]));
  let low = Math.min(...values), high = Math.max(...values);
  if (high - low < 40) {
    const mid = (high + low) / 2;
    low = mid - 20;
    high = mid + 20;
  }
  const most = Math.max(...games.map((v) => history[v].length));
  const x = (i) => left + ((width - left - right) * i) / Math.max(1, most - 1);
  const y = (r) => height - bottom - ((height - top - bottom) * (r - low)) / (high - low);
  const text = (attrs, words) => svgEl("text", attrs, [document.createTextNode(words)]);
  const kids = [
    svgEl("line", { x1: left, x2: left, y1: top, y2: height - bottom, class: "rh-axis" }),
    svgEl("line", { x1: left, x2: width - right, y1: height - bottom, y2: height - bottom, class: "rh-axis" }),
    text({ x: left - 4, y: y(high) + 4, "text-anchor": "end", class: "rh-label" }, String(Math.round(high))),
    text({ x: left - 4, y: y(low) + 4, "text-anchor": "end", class: "rh-label" }, String(Math.round(low))),
    text({ x: left, y: height - bottom + 14, "text-anchor": "middle", class: "rh-label" }, "1"),
    text({ x: x(most - 1), y: height - bottom + 14, "text-anchor": "middle", class: "rh-label" }, String(most)),
    text({ x: (left + width - right) / 2, y: height - 4, "text-anchor": "middle", class: "rh-label" }, texts.t("rated matches")),
  ];
  games.forEach((v, k) => {
    const points = history[v];
    const d = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[1]).toFixed(1)}`).join(" ");
    kids.push(svgEl("path", { d, class: `rh-line seat-${k % 6}`, "data-variant": v }));
    const [_at, last] = points[points.length - 1];
    kids.push(svgEl("circle", { cx: x(points.length - 1), cy: y(last), r: 3, class: `rh-end seat-${k % 6}` }));
  });
  const label = texts.t("Rating history: {games}", { games: games.map((v) => `${texts.variant(v)} ${history[v][history[v].length - 1][1]}`).join(", ") });
  const svg = svgEl("svg", { viewBox: `0 0 ${width} ${height}`, class: "rating-history", role: "img", "aria-label": label, "data-testid": "rating-history" }, kids);
  const legend = htmlEl("ul", { class: "an-legend" }, games.map((v, k) => htmlEl("li", {}, [htmlEl("span", { class: `an-swatch seat-${k % 6}` }), ` ${texts.variant(v)}`])));
  return htmlEl("figure", { class: "rating-history-box" }, [htmlEl("h3", { text: texts.t("Rating history") }), svg, legend]);
}

/** Won and lost by game over the latest finished games (the API counts its last `of`), as a Lichess
 * profile lists them. */
function recordTable(texts, record, of) {
  const t = (key, fields) => texts.t(key, fields);
  const games = Object.keys(record || {});
  if (!games.length) return null;
  const head = htmlEl("tr", {}, [htmlEl("th", { text: t("Game") }), htmlEl("th", { class: "num", text: t("won") }), htmlEl("th", { class: "num", text: t("lost") }), htmlEl("th", { class: "num", text: t("ended unfinished") })]);
  const rows = games.map((v) => htmlEl("tr", { "data-variant": v }, [
    htmlEl("td", { text: texts.variant(v) }),
    htmlEl("td", { class: "num won", text: String(record[v].won) }),
    htmlEl("td", { class: "num lost", text: String(record[v].lost) }),
    htmlEl("td", { class: "num", text: String(record[v].unfinished) }),
  ]));
  return htmlEl("figure", { class: "record-box", "data-testid": "record" }, [
    htmlEl("h3", { text: texts.ngettext("Won and lost in the last {n} game", "Won and lost in the last {n} games", of) }),
    htmlEl("table", { class: "numbers record-table" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, rows)]),
  ]);
}

/** The others at a finished game: each account linked to its page, a bot named as one. */
function opponentsCell(texts, g) {
  const out = [];
  for (const o of g.opponents || []) {
    if (out.length) out.push(", ");
    if (o.account) out.push(htmlEl("a", { href: withLang(`/players/${encodeURIComponent(o.account)}`, texts.lang), text: o.account }));
    else if (o.bot) out.push(o.name ? texts.t("{name} (bot: {bot})", { name: o.name, bot: o.bot }) : texts.t("bot: {bot}", { bot: o.bot }));
    else out.push(o.name || texts.t("seat {seat}", { seat: o.seat }));
  }
  return out;
}

/** The match's final count, this player's first: points, else losses, else tokens ("61 : 40"). */
function scoreText(texts, g) {
  const score = g.score || {};
  const order = [g.seat, ...(g.opponents || []).map((o) => o.seat)];
  const line = (list) => order.map((s) => list[s]).join(" : ");
  if ((score.scores || []).some((n) => n)) return texts.t("points {score}", { score: line(score.scores) });
  if ((score.marks || []).some((n) => n)) return texts.t("losses {score}", { score: line(score.marks) });
  if ((score.tokens || []).some((n) => n && n.length)) return texts.t("tokens {score}", { score: line(score.tokens.map((n) => n.length)) });
  return "";
}

async function main() {
  const texts = await setUpPage();
  const t = (key, fields) => texts.t(key, fields);
  const name = tableFromPath() || "";
  document.title = `${name} · dominohall`;
  const title = document.getElementById("player-name");
  let data = null;
  try {
    const answer = await fetch(`/api/players/${encodeURIComponent(name)}`);
    data = answer.ok ? await answer.json() : null;
  } catch (_) {
    data = null;
  }
  if (!data) {
    // no such player: no empty "Recent games" under the sentence, and a way on
    title.textContent = t("There is no player of that name.");
    document.getElementById("games-card").classList.add("hidden");
    const board = htmlEl("a", { href: withLang("/leaderboard/block", texts.lang), text: t("Leaderboards") });
    document.getElementById("ratings").replaceChildren(htmlEl("p", {}, [t("Check the name's spelling, or look for the player on the leaderboards:"), " ", board]));
    document.body.dataset.ready = "1";
    document.body.dataset.found = "0";
    return;
  }
  title.textContent = data.name;
  // a bot account (docs/protocol.md "Programs at the table"): a program plays as this name
  if (data.bot) title.appendChild(htmlEl("span", { class: "bot-tag", "data-testid": "bot-tag", text: t("bot account") }));
  let followers = typeof data.followers === "number" ? data.followers : null;
  const showFollowers = () => {
    if (followers !== null) document.getElementById("followers").textContent = texts.ngettext("{n} follower", "{n} followers", followers);
  };
  showFollowers();
  const playing = playingSection(texts, data);
  if (playing) {
    const card = document.getElementById("playing-card");
    card.replaceChildren(playing);
    card.classList.remove("hidden");
  }
  // signed in: challenge, follow or block this player, or on your own page whom you follow and block
  const opponent = await opponentSection(texts, data.name, await whoami(), data.following, (change) => {
    if (followers !== null) followers = Math.max(0, followers + change);
    showFollowers();
  });
  if (opponent) {
    const card = document.getElementById("opponent-card");
    card.replaceChildren(opponent);
    card.classList.remove("hidden");
  }
  document.getElementById("accuracy").textContent =
    data.accuracy === null ? t("No analysed games yet.") : t("Decision accuracy in analysed games: {accuracy} of {n} choices", { accuracy: percent(data.accuracy), n: data.judged });
  const variants = Object.keys(data.ratings);
  const ratings = document.getElementById("ratings");
  if (!variants.length) ratings.replaceChildren(htmlEl("p", { class: "muted", text: t("No rated matches yet.") }));
  else {
    const head = htmlEl("tr", {}, [htmlEl("th", { text: t("Game") }), htmlEl("th", { class: "num", text: t("Rating") }), htmlEl("th", { class: "num", text: t("Rated matches") }), htmlEl("th")]);
    const rows = variants.map((v) => {
      const r = data.ratings[v];
      return htmlEl("tr", { "data-variant": v }, [
        htmlEl("td", {}, [htmlEl("a", { href: withLang(`/leaderboard/${encodeURIComponent(v)}`, texts.lang), text: texts.variant(v) })]),
        htmlEl("td", { class: "num", text: ratingText(r.rating, r.provisional) }),
        htmlEl("td", { class: "num", text: String(r.games) }),
        htmlEl("td", { class: "muted", text: r.provisional ? t("provisional: a few more rated matches settle it") : "" }),
      ]);
    });
    ratings.replaceChildren(htmlEl("table", { class: "numbers ratings-table" }, [htmlEl("thead", {}, [head]), htmlEl("tbody", {}, rows)]));
    const graph = historySvg(texts, data.history);
    if (graph) ratings.appendChild(graph);
  }
  const record = recordTable(texts, data.record, data.record_of);
  if (record) ratings.appendChild(record);
  const games = document.getElementById("games");
  const gameRow = (g) => {
    const when = g.finished ? new Date(g.finished).toLocaleString(texts.lang) : "";
    let result = "";
    if (g.status === "expired") result = t("ended unfinished");
    else if (g.status === "aborted") result = texts.pgettext("table status", "aborted");
    else if (g.won) result = t("won");
    else if (g.place && g.players === 2) result = t("lost");
    else if (g.place) result = t("place {place} of {players}", { place: g.place, players: g.players });
    const links = [htmlEl("a", { class: "button", href: withLang(g.replay, texts.lang), text: t("Replay") })];
    // the analysis is the replay page's Analysis section (made on the first visit, then kept)
    if (g.status !== "expired" && g.status !== "aborted") links.push(htmlEl("a", { class: "button", "data-testid": "analysis-link", href: `${withLang(g.replay, texts.lang)}#analysis`, text: t("Analysis") }));
    if (g.accuracy !== null) links.push(htmlEl("span", { class: "muted", text: t("accuracy {accuracy}", { accuracy: percent(g.accuracy) }) }));
    return htmlEl("tr", { "data-table": g.table }, [
      htmlEl("td", {}, [htmlEl("strong", { text: texts.variant(g.variant) }), htmlEl("br"), htmlEl("small", { class: "muted", text: when })]),
      htmlEl("td", {}, [result, htmlEl("br"), htmlEl("small", { class: "muted score", text: scoreText(texts, g) })]),
      htmlEl("td", { class: "opponents" }, [htmlEl("small", { class: "muted", text: `${t("against")} ` }), ...opponentsCell(texts, g)]),
      htmlEl("td", { class: "num", text: g.change === null ? (g.rated ? "" : t("unrated")) : changeText(g.change) }),
      htmlEl("td", { class: "actions-cell" }, links),
    ]);
  };
  if (!data.games.length) games.replaceChildren(htmlEl("p", { class: "muted", text: t("No finished games yet.") }));
  else {
    const body = htmlEl("tbody", {}, data.games.map(gameRow));
    const older = htmlEl("button", { type: "button", id: "older-games", text: t("Older games") });
    const note = htmlEl("p", { class: "muted", role: "status" });
    let next = data.next;
    older.hidden = !next;
    // The page shows the latest games; older ones come a page at a time (the API's "before").
    older.addEventListener("click", async () => {
      older.disabled = true;
      note.textContent = "";
      try {
        const answer = await fetch(`/api/players/${encodeURIComponent(name)}?before=${encodeURIComponent(next)}`);
        const page = answer.ok ? await answer.json() : null;
        if (!page) throw new Error(String(answer.status));
        body.append(...page.games.map(gameRow));
        next = page.next;
        older.hidden = !next;
      } catch (_) {
        note.textContent = t("The older games could not be loaded: try again in a moment.");
      }
      older.disabled = false;
    });
    games.replaceChildren(htmlEl("table", { class: "list games-table" }, [body]), older, note);
  }
  document.body.dataset.ready = "1";
}

main();
