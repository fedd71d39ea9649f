// The signed-in person's running matches (GET /api/my/games, docs/protocol.md "Your games"): the
// count of those waiting for them in every page's header ("Games" with a badge), and the list the
// games page shows. Asked only once /api/session says someone is signed in: a visitor without an
// account asks nothing more (and is never answered 401). Imports nothing of the other modules:
// i18n.js calls it from setUpPage, and the texts are handed in.

let asked = null;

/** {signedIn, data} — data is the answer of /api/my/games (null when not signed in or refused). */
async function load() {
  try {
    const session = await fetch("/api/session", { cache: "no-store" });
    const name = session.ok ? (await session.json()).name : null;
    if (!name) return { signedIn: false, data: null };
    const answer = await fetch("/api/my/games", { cache: "no-store" });
    return { signedIn: true, data: answer.ok ? await answer.json() : null };
  } catch (_) {
    return { signedIn: false, data: null };
  }
}

/** The running matches (asked once per page unless `fresh`). */
export function myGames(fresh = false) {
  if (fresh || asked === null) asked = load();
  return asked;
}

/** The header's badge: how many games wait for the person (hidden at 0 and when not signed in). */
export function showCount(texts, data) {
  const badge = document.getElementById("games-badge");
  if (!badge) return;
  // the games waiting for the person, and the challenges sent to them (docs/protocol.md "Opponents")
  const n = (data && typeof data.waiting === "number" ? data.waiting : 0) + (data && typeof data.challenges === "number" ? data.challenges : 0);
  badge.textContent = n > 99 ? "99+" : String(n);
  badge.classList.toggle("hidden", n === 0);
  const link = document.getElementById("games-link");
  if (link) {
    const words = n ? texts.ngettext("Games: {n} waiting for you", "Games: {n} waiting for you", n) : texts.t("Your games");
    link.setAttribute("aria-label", words);
    link.title = words;
  }
  document.body.dataset.gamesWaiting = String(n);
}

/** Fills in the header's badge (every page: setUpPage calls it without waiting for it). */
export async function gamesBadge(texts) {
  if (!document.getElementById("games-badge")) return;
  const { data } = await myGames();
  showCount(texts, data);
}

/** Time left on a clock in words: days and hours, hours and minutes, or minutes. */
export function timeLeft(texts, seconds) {
  const left = Math.max(0, seconds);
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  if (days) return texts.t("{days} d {hours} h left", { days, hours });
  if (hours) return texts.t("{hours} h {minutes} min left", { hours, minutes });
  if (left >= 60) return texts.t("{minutes} min left", { minutes });
  return texts.t("{n} s left", { n: Math.ceil(left) });
}
