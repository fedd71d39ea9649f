// Finding opponents, the rendering (docs/protocol.md "Opponents"): on a player's page, challenge,
// follow or block them, and on your own the players you follow and block; on the games page, your
// challenges, those sent to you with Accept and Decline. The requests are social.js's.

import { htmlEl } from "./render.js";
import { botLevel, mySeats, rememberSeat, retryText, withLang } from "./i18n.js";
import { loadVariants } from "./net.js";
import { accept, block, challenge, challengeTable, decline, follow, myBlocks, myChallenges, myFollows, unblock, unfollow } from "./social.js";

/** Hours a move offered for a challenge (0: live). */
const PACES = [0, 24, 72];

/** A refusal of the opponents' API in words, with when to try again if it says. */
export function opponentsRefusal(texts, data) {
  const t = (key, fields) => texts.t(key, fields);
  let said;
  switch (data && data.code) {
    case "blocked":
      said = t("You cannot play with this player.");
      break;
    case "not_found":
      said = t("There is no such player or challenge (any more).");
      break;
    case "too_many":
      said = t("Too many open challenges or blocks: wait for an answer, or undo one first.");
      break;
    case "rate_limited":
      said = t("Too many changes in a short time.");
      break;
    case "sign_in":
      said = t("Sign in (in the lobby) first.");
      break;
    case "busy":
      said = t("The server is full right now: try again in a minute.");
      break;
    default:
      said = t("The server did not accept that: {reason}", { reason: (data && data.error) || "?" });
  }
  const retry = retryText(texts, data && data.retry_after);
  return retry ? `${said} ${retry}` : said;
}

export function paceWords(texts, hours) {
  if (!hours) return texts.t("live");
  if (hours % 24 === 0) return texts.ngettext("{n} day a move", "{n} days a move", hours / 24);
  return texts.ngettext("{n} hour a move", "{n} hours a move", hours);
}

/** Time until a challenge expires, in words. */
function expiresIn(texts, seconds) {
  const hours = seconds >= 3600 ? Math.ceil(seconds / 3600) : 0;
  if (hours) return texts.ngettext("expires in {n} hour", "expires in {n} hours", hours);
  return texts.ngettext("expires in {n} minute", "expires in {n} minutes", Math.max(1, Math.ceil(seconds / 60)));
}

function statusWords(texts, status) {
  if (status === "open") return texts.t("waiting for an answer");
  if (status === "accepted") return texts.t("accepted");
  if (status === "declined") return texts.t("declined");
  return texts.t("withdrawn");
}

/** What a challenge asks, in words: the game, the players, the pace, rated or not. */
function asked(texts, c) {
  const parts = [texts.variant(c.variant), texts.ngettext("{n} player", "{n} players", c.players || 2), paceWords(texts, c.pace)];
  if (c.rated) parts.push(texts.t("rated"));
  return parts.join(" · ");
}

function button(text, attrs, onClick) {
  const b = htmlEl("button", { type: "button", ...attrs, text });
  b.addEventListener("click", async () => {
    b.disabled = true;
    try {
      await onClick();
    } finally {
      b.disabled = false;
    }
  });
  return b;
}

/** The games page's challenges: those sent to you (Accept, Decline) and those you sent (their
 * status; Withdraw while open; the table once accepted). `changed` is called after an answer. */
export async function challengesSection(texts, changed) {
  const t = (key, fields) => texts.t(key, fields);
  const got = await myChallenges();
  if (!got.ok) return null;
  const note = htmlEl("p", { class: "error", role: "alert" });
  const say = (data) => {
    note.textContent = opponentsRefusal(texts, data);
  };
  const { incoming, outgoing } = got.data;
  // an accepted challenge's seat link is shown once: this browser keeps it with its seats
  for (const c of outgoing) {
    if (c.status === "accepted" && c.link && c.link.includes("token=")) rememberSeat({ table: c.table_id, seat: c.seat, link: c.link, variant: c.variant });
  }
  const seatLink = (c) => {
    const held = mySeats().find((e) => e.table === c.table_id && e.link);
    return held ? held.link : withLang(`/t/${c.table_id}`, texts.lang);
  };
  const inRow = (c) =>
    htmlEl("li", { class: "game challenge", "data-challenge": c.id }, [
      htmlEl("div", { class: "game-link" }, [
        htmlEl("span", { class: "game-head" }, [htmlEl("strong", { text: t("{name} challenges you", { name: c.from }) }), c.from_bot ? htmlEl("span", { class: "bot-tag", text: t("bot account") }) : null, htmlEl("span", { class: "chip", text: expiresIn(texts, c.seconds_left) })]),
        htmlEl("small", { class: "muted", text: asked(texts, c) }),
        htmlEl("span", { class: "row" }, [
          button(t("Accept"), { class: "primary", "data-testid": "accept-challenge" }, async () => {
            const answer = await accept(c.id);
            if (!answer.ok) return say(answer.data);
            rememberSeat({ table: answer.data.table, seat: answer.data.seat, link: answer.data.link, variant: c.variant });
            location.assign(answer.data.link);
          }),
          button(t("Decline"), { "data-testid": "decline-challenge" }, async () => {
            const answer = await decline(c.id);
            if (!answer.ok) return say(answer.data);
            changed();
          }),
        ]),
      ]),
    ]);
  const outRow = (c) => {
    const actions = [];
    if (c.status === "open") {
      actions.push(
        button(t("Withdraw"), { "data-testid": "withdraw-challenge" }, async () => {
          const answer = await decline(c.id);
          if (!answer.ok) return say(answer.data);
          changed();
        }),
      );
    }
    if (c.status === "accepted" && c.table_id) actions.push(htmlEl("a", { class: "button primary", href: seatLink(c), "data-testid": "challenge-table", text: t("Go to the table") }));
    return htmlEl("li", { class: "game challenge", "data-challenge": c.id, "data-status": c.status }, [
      htmlEl("div", { class: "game-link" }, [
        htmlEl("span", { class: "game-head" }, [htmlEl("strong", { text: t("You challenged {name}", { name: c.to }) }), c.to_bot ? htmlEl("span", { class: "bot-tag", text: t("bot account") }) : null, htmlEl("span", { class: "chip", text: statusWords(texts, c.status) })]),
        htmlEl("small", { class: "muted", text: c.status === "open" ? `${asked(texts, c)} · ${expiresIn(texts, c.seconds_left)}` : asked(texts, c) }),
        actions.length ? htmlEl("span", { class: "row" }, actions) : null,
      ]),
    ]);
  };
  if (!incoming.length && !outgoing.length) return null;
  const parts = [htmlEl("h2", { text: t("Challenges") })];
  if (incoming.length) parts.push(htmlEl("ul", { class: "games-list", id: "challenges-in" }, incoming.map(inRow)));
  if (outgoing.length) parts.push(htmlEl("ul", { class: "games-list", id: "challenges-out" }, outgoing.map(outRow)));
  parts.push(note);
  return htmlEl("div", { id: "challenges" }, parts);
}

/** Your own page: the players you follow, each a link to their page, with Unfollow. */
async function followsSection(texts) {
  const t = (key, fields) => texts.t(key, fields);
  const box = htmlEl("div", { id: "follows" });
  const note = htmlEl("p", { class: "error", role: "alert" });
  const show = async () => {
    const got = await myFollows();
    if (!got.ok) {
      box.replaceChildren(htmlEl("p", { class: "error", text: opponentsRefusal(texts, got.data) }));
      return;
    }
    const rows = got.data.follows.map((f) =>
      htmlEl("li", { class: "row", "data-followed": f.name }, [
        htmlEl("a", { href: withLang(`/players/${encodeURIComponent(f.name)}`, texts.lang), text: f.name }),
        button(t("Unfollow"), { "data-testid": "unfollow" }, async () => {
          const answer = await unfollow(f.name);
          if (!answer.ok) note.textContent = opponentsRefusal(texts, answer.data);
          else await show();
        }),
      ]),
    );
    box.replaceChildren(
      htmlEl("h2", { text: t("Players you follow") }),
      rows.length ? htmlEl("ul", { class: "plain-list" }, rows) : htmlEl("p", { class: "muted", text: t("You follow nobody yet: follow players from their pages.") }),
      note,
    );
  };
  await show();
  return box;
}

/** Your own page: the players you block, each with Unblock. */
async function blocksSection(texts) {
  const t = (key, fields) => texts.t(key, fields);
  const box = htmlEl("div", { id: "blocks" });
  const note = htmlEl("p", { class: "error", role: "alert" });
  const show = async () => {
    const got = await myBlocks();
    if (!got.ok) {
      box.replaceChildren(htmlEl("p", { class: "error", text: opponentsRefusal(texts, got.data) }));
      return;
    }
    const rows = got.data.blocks.map((b) =>
      htmlEl("li", { class: "row", "data-blocked": b.name }, [
        htmlEl("span", { text: b.name }),
        button(t("Unblock"), { "data-testid": "unblock" }, async () => {
          const answer = await unblock(b.name);
          if (!answer.ok) note.textContent = opponentsRefusal(texts, answer.data);
          else await show();
        }),
      ]),
    );
    box.replaceChildren(
      htmlEl("h2", { text: t("Blocked players") }),
      htmlEl("p", { class: "muted", text: t("You are never seated with them, and no challenge goes between you.") }),
      rows.length ? htmlEl("ul", { class: "plain-list" }, rows) : htmlEl("p", { class: "muted", text: t("You block nobody.") }),
      note,
    );
  };
  await show();
  return box;
}

/** Another player's page: challenge them (game, pace, rated) and block or unblock them. */
async function playerSection(texts, name, following, onFollow) {
  const t = (key, fields) => texts.t(key, fields);
  const variants = await loadVariants();
  const got = await myBlocks();
  let blocked = got.ok && got.data.blocks.some((b) => b.name === name);
  const note = htmlEl("p", { role: "status" });
  const game = htmlEl(
    "select",
    { id: "challenge-variant" },
    Object.keys(variants).map((v) => htmlEl("option", { value: v, text: texts.variant(v) })),
  );
  const pace = htmlEl(
    "select",
    { id: "challenge-pace" },
    PACES.map((h) => htmlEl("option", { value: String(h), text: paceWords(texts, h) })),
  );
  const rated = htmlEl("input", { type: "checkbox", id: "challenge-rated" });
  const send = button(t("Challenge"), { class: "primary", id: "challenge-send" }, async () => {
    const table = challengeTable(game.value, variants[game.value], Number(pace.value), rated.checked);
    const answer = await challenge(name, table);
    note.className = answer.ok ? "" : "error";
    note.textContent = answer.ok ? t("Challenge sent: {name} sees it on their games page.", { name }) : opponentsRefusal(texts, answer.data);
  });
  const blockButton = button("", { id: "block-toggle" }, async () => {
    const answer = blocked ? await unblock(name) : await block(name);
    if (!answer.ok) {
      note.className = "error";
      note.textContent = opponentsRefusal(texts, answer.data);
      return;
    }
    blocked = !blocked;
    if (blocked && followed) {
      followed = false; // a block ends the follows between the two
      onFollow(-1);
    }
    showFollow();
    note.className = "";
    note.textContent = blocked ? t("Blocked: you are never seated together.") : t("Unblocked.");
    showBlock();
  });
  let followed = Boolean(following);
  const followButton = button("", { id: "follow-toggle" }, async () => {
    const answer = followed ? await unfollow(name) : await follow(name);
    if (!answer.ok) {
      note.className = "error";
      note.textContent = opponentsRefusal(texts, answer.data);
      return;
    }
    followed = !followed;
    onFollow(followed ? 1 : -1);
    note.className = "";
    note.textContent = followed ? t("You follow {name}: they are on your page.", { name }) : t("Unfollowed.");
    showFollow();
  });
  const showFollow = () => {
    followButton.textContent = followed ? t("Unfollow") : t("Follow");
    followButton.setAttribute("aria-pressed", followed ? "true" : "false");
  };
  showFollow();
  const form = htmlEl("div", { class: "challenge-form" }, [
    htmlEl("label", { for: "challenge-variant", text: t("Game") }),
    game,
    htmlEl("label", { for: "challenge-pace", text: t("Pace") }),
    pace,
    htmlEl("label", { class: "check" }, [rated, ` ${t("Rated")}`]),
    send,
  ]);
  const showBlock = () => {
    // TRANSLATORS: a button on a player's page: block this player (not the game Block)
    blockButton.textContent = blocked ? t("Unblock") : texts.pgettext("a player", "Block");
    form.classList.toggle("hidden", blocked);
    followButton.classList.toggle("hidden", blocked);
  };
  showBlock();
  return htmlEl("div", { id: "opponent" }, [htmlEl("h2", { text: t("Play with {name}", { name }) }), form, htmlEl("div", { class: "row" }, [followButton, blockButton]), note]);
}

/** The player page's part: yours (whom you follow and block) or another's (challenge, follow,
 * block); null when signed out. `following`: the page's answer's (whether you follow them);
 * `onFollow(change)` is told +1 or -1 when the person follows or stops. */
export async function opponentSection(texts, name, me, following, onFollow) {
  if (!me) return null;
  if (me === name) return htmlEl("div", {}, [await followsSection(texts), await blocksSection(texts)]);
  return playerSection(texts, name, following, onFollow);
}

/** A player's running matches, to everyone (each a link to watch it), or null when none. */
export function playingSection(texts, data) {
  const t = (key, fields) => texts.t(key, fields);
  if (!data.playing || !data.playing.length) return null;
  const rows = data.playing.map((g) => {
    const others = g.players.filter((p) => p.seat !== g.seat).map((p) => p.kind === "bot" ? botLevel(texts, p.bot) : p.name || t("seat {seat}", { seat: p.seat }));
    return htmlEl("li", { class: "game", "data-table": g.table }, [
      htmlEl("a", { class: "game-link", href: withLang(g.link, texts.lang) }, [
        htmlEl("span", { class: "game-head" }, [htmlEl("strong", { text: g.name || texts.variant(g.variant) }), htmlEl("span", { class: "chip", text: paceWords(texts, g.pace) })]),
        htmlEl("small", { class: "muted", text: t("with {names}", { names: others.join(", ") }) }),
      ]),
    ]);
  });
  const parts = [htmlEl("h2", { text: t("Playing now") }), htmlEl("ul", { class: "games-list", id: "playing" }, rows)];
  if (data.playing_total > data.playing.length) parts.push(htmlEl("p", { class: "muted", text: t("Only the {n} newest are listed.", { n: data.playing.length }) }));
  return htmlEl("div", {}, parts);
}
