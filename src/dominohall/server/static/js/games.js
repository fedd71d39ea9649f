// The games page (/games): the signed-in person's running matches from /api/my/games, those
// waiting for them first with the time left on their clock in days and hours, each linking to its
// table (the seat's own link where this browser holds it). Read again every minute.

import { htmlEl } from "./render.js";
import { botLevel, mySeats, setUpPage, statusText, withLang } from "./i18n.js";
import { icon } from "./icons.js";
import { myGames, showCount, timeLeft } from "./mygames.js";
import { challengesSection, opponentsRefusal } from "./opponents.js";
import { tokensSection } from "./tokens.js";
import { comeBack, goAway, myVacation } from "./vacation.js";
import { chooseMode, forgetAddress, giveAddress, myMail } from "./mail.js";

const EVERY = 60000;

/** A seat's name as the list shows it: its account's or nickname, a bot's level, else "seat N". */
function who(texts, p) {
  if (p.kind === "bot") return p.name ? texts.t("{name} (bot: {bot})", { name: p.name, bot: botLevel(texts, p.bot) }) : botLevel(texts, p.bot);
  if (p.bot_account) return texts.t("{name} (bot account)", { name: p.name });
  return p.name || texts.t("seat {seat}", { seat: p.seat });
}

/** "on vacation until …" for a seat whose person is away (a date in the page's language), else null. */
export function vacationText(texts, until) {
  if (!until || Date.parse(until) <= Date.now()) return null;
  const when = new Date(until).toLocaleString(texts.lang, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  return texts.t("on vacation until {date}", { date: when });
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
  const named = (p) => {
    const away = vacationText(texts, p.vacation_until);
    return away ? `${who(texts, p)} (${away})` : who(texts, p);
  };
  const players = g.players.map((p) => (p.seat === g.seat ? t("{name} (you)", { name: named(p) }) : named(p))).join(", ");
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

/** The vacation card: away until when with Come back, or the days left with Go on vacation. */
async function vacationSection(texts, changed) {
  const t = (key, fields) => texts.t(key, fields);
  const { ok, data } = await myVacation();
  if (!ok) return null;
  const note = htmlEl("p", { class: "error hidden", id: "vacation-error", role: "alert" });
  const refused = (answer) => {
    const code = answer.data && answer.data.code;
    if (code === "too_long") note.textContent = t("You have fewer vacation days left this year.");
    else if (code === "on_vacation") note.textContent = t("You are on vacation already.");
    else if (code === "too_many") note.textContent = t("No vacation is left this year.");
    else note.textContent = opponentsRefusal(texts, answer.data);
    note.classList.remove("hidden");
  };
  const parts = [htmlEl("h2", { text: t("Vacation") })];
  parts.push(htmlEl("p", { class: "muted", text: t("While you are on vacation the clocks of your turn-based games stop.") }));
  if (data.until) {
    parts.push(htmlEl("p", { id: "vacation-until", text: vacationText(texts, data.until) || "" }));
    const back = htmlEl("button", { type: "button", id: "vacation-back", text: t("Come back") });
    back.addEventListener("click", async () => {
      back.disabled = true;
      const answer = await comeBack();
      if (answer.ok) changed();
      else {
        back.disabled = false;
        refused(answer);
      }
    });
    parts.push(back);
  } else {
    parts.push(htmlEl("p", { id: "vacation-left", text: texts.ngettext("{n} vacation day left this year", "{n} vacation days left this year", data.days_left) }));
    if (data.days_left > 0 && data.vacations_left > 0) {
      const days = htmlEl("input", { type: "number", id: "vacation-days", min: "1", max: String(data.days_left), step: "1", value: String(Math.min(7, data.days_left)), inputmode: "numeric" });
      const go = htmlEl("button", { type: "submit", class: "primary", id: "vacation-go", text: t("Go on vacation") });
      const form = htmlEl("form", { class: "vacation-form" }, [htmlEl("label", { for: "vacation-days", text: t("Days") }), days, go]);
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        go.disabled = true;
        const answer = await goAway(Number(days.value));
        if (answer.ok) changed();
        else {
          go.disabled = false;
          refused(answer);
        }
      });
      parts.push(form);
    }
  }
  parts.push(note);
  return parts;
}

/** The e-mail card (only where the server sends mail): the address and whether it is confirmed,
 * a form to give one, and what is sent (a mail each turn, a daily digest, nothing). */
async function mailSection(texts, changed) {
  const t = (key, fields) => texts.t(key, fields);
  const { ok, data } = await myMail();
  if (!ok || !data.enabled) return null;
  const note = htmlEl("p", { class: "error hidden", id: "mail-error", role: "alert" });
  const refused = (answer) => {
    const code = answer.data && answer.data.code;
    if (code === "bad_message" && answer.data.field === "address") note.textContent = t("That is not an e-mail address: {reason}", { reason: answer.data.error || "?" });
    else if (code === "rate_limited" && answer.data.field === "address") note.textContent = t("Too many confirmation mails to this account or address: try again in an hour.");
    else note.textContent = opponentsRefusal(texts, answer.data);
    note.classList.remove("hidden");
  };
  const parts = [htmlEl("h2", { text: t("E-mail") })];
  parts.push(htmlEl("p", { class: "muted", text: t("Be told by mail when it is your turn at a turn-based table. Every mail has a link to stop them.") }));
  if (data.address) {
    const state = data.verified ? t("confirmed") : t("waiting for confirmation: open the link mailed to it");
    parts.push(htmlEl("p", { id: "mail-state" }, [htmlEl("strong", { text: data.address }), document.createTextNode(` (${state})`)]));
  }
  const input = htmlEl("input", { type: "email", id: "mail-address", autocomplete: "email", maxlength: "254", required: "", value: data.address || "" });
  const send = htmlEl("button", { type: "submit", class: data.address ? "" : "primary", id: "mail-send", text: t("Send the confirmation link") });
  const form = htmlEl("form", { class: "mail-form" }, [htmlEl("label", { for: "mail-address", text: t("Address") }), input, send]);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    send.disabled = true;
    const answer = await giveAddress(input.value, texts.lang);
    if (answer.ok) changed();
    else {
      send.disabled = false;
      refused(answer);
    }
  });
  parts.push(form);
  if (data.address) {
    const choices = [
      ["turn", t("A mail each time it is my turn")],
      ["digest", t("One digest a day")],
      ["none", t("No mail")],
    ];
    const radios = choices.map(([mode, label]) => {
      const radio = htmlEl("input", { type: "radio", name: "mail-mode", id: `mail-mode-${mode}`, value: mode });
      radio.checked = data.mode === mode;
      radio.addEventListener("change", async () => {
        const answer = await chooseMode(mode, texts.lang);
        if (answer.ok) changed();
        else refused(answer);
      });
      return htmlEl("label", { class: "mail-mode", for: `mail-mode-${mode}` }, [radio, document.createTextNode(label)]);
    });
    parts.push(htmlEl("fieldset", { class: "mail-modes", id: "mail-modes" }, [htmlEl("legend", { text: t("What is sent") }), ...radios]));
    const forget = htmlEl("button", { type: "button", id: "mail-forget", text: t("Remove the address") });
    forget.addEventListener("click", async () => {
      forget.disabled = true;
      const answer = await forgetAddress();
      if (answer.ok) changed();
      else {
        forget.disabled = false;
        refused(answer);
      }
    });
    parts.push(forget);
  }
  parts.push(note);
  return parts;
}

async function showMail(texts) {
  const slot = document.getElementById("mail-slot");
  const parts = await mailSection(texts, () => showMail(texts));
  slot.replaceChildren(...(parts || []));
  slot.classList.toggle("hidden", !parts);
}

async function showVacation(texts) {
  const slot = document.getElementById("vacation-slot");
  const parts = await vacationSection(texts, () => showVacation(texts).then(() => show(texts, true)));
  slot.replaceChildren(...(parts || []));
  slot.classList.toggle("hidden", !parts);
}

async function showTokens(texts, made = null) {
  const slot = document.getElementById("tokens-slot");
  const parts = await tokensSection(texts, (secret) => showTokens(texts, secret), made);
  slot.replaceChildren(...(parts || []));
  slot.classList.toggle("hidden", !parts);
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
  if (fresh === false) await Promise.all([showVacation(texts), showMail(texts), showTokens(texts)]);
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
