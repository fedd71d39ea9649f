// Accounts in the pages (docs/accounts.md): who is signed in, the sign-in and sign-up form of the
// lobby, signing out, and the seats this browser played before signing in, claimed with their
// tokens. The session is an HttpOnly cookie: no script here ever sees it.

import { htmlEl } from "./render.js";
import { mySeats, withLang } from "./i18n.js";
import { parseFragment, postJson } from "./net.js";

/** The name of the account this browser is signed in to, or null. */
export async function whoami() {
  try {
    const answer = await fetch("/api/session", { cache: "no-store" });
    return answer.ok ? (await answer.json()).name : null;
  } catch (_) {
    return null;
  }
}

/** The seats this browser holds (their tokens are in the links' fragments) become the account's. */
export async function claimSeats() {
  const seats = [];
  for (const entry of mySeats()) {
    const { token } = parseFragment(new URL(entry.link, location.origin).hash);
    if (token && entry.table) seats.push({ table: entry.table, token });
  }
  if (seats.length) await postJson("/api/account/seats", { seats: seats.slice(0, 30) });
}

/** A refusal of the account API in words. */
function refusal(t, data, status) {
  switch (data.code) {
    case "bad_name":
      return t("A name is 3 to 24 letters, digits, spaces and - _ . '");
    case "bad_password":
      return t("A password is 8 to 200 characters.");
    case "name_taken":
    case "similar_name": // a look-alike of a name that is taken (docs/accounts.md, Names)
      return t("That name is taken.");
    case "busy": // the password hashes queue is full: data.retry_after is a second or two
      return t("The server is full right now: try again in a minute.");
    case "bad_login":
      return t("The name or the password is wrong.");
    case "rate_limited":
      return t("Too many tries: wait {seconds} s.", { seconds: data.retry_after || 60 });
    default:
      return t("Refused: {code}", { code: data.code || status });
  }
}

/** Wrong passwords given for the account since its last sign-in, as the sign-in answered: told
 * once in the signed-in card (docs/accounts.md, Guessing passwords). */
let failedSignIns = 0;

/** The account card of the lobby: the form when signed out, the name and its links when signed in.
 * `changed(name)` is called after signing in, up or out. */
export function accountBox(texts, box, name, changed) {
  const t = (key, fields) => texts.t(key, fields);
  if (name) {
    const failed = failedSignIns;
    failedSignIns = 0;
    const out = htmlEl("button", { type: "button", id: "sign-out", text: t("Sign out") });
    out.addEventListener("click", async () => {
      await fetch("/api/session", { method: "DELETE" });
      changed(null);
    });
    box.replaceChildren(
      htmlEl("p", { class: "signed-in", "data-testid": "signed-in" }, [
        t("Signed in as {name}", { name }),
        " · ",
        htmlEl("a", { href: withLang(`/players/${encodeURIComponent(name)}`, texts.lang), id: "my-page", text: t("Your games and ratings") }),
      ]),
      htmlEl("div", { class: "row" }, [out]),
    );
    if (failed > 0) {
      const text = texts.ngettext(
        "{n} wrong password was given for your account since you last signed in.",
        "{n} wrong passwords were given for your account since you last signed in.",
        failed,
      );
      box.prepend(htmlEl("p", { class: "error", id: "failed-sign-ins", role: "status", text }));
    }
    return;
  }
  const user = htmlEl("input", { type: "text", id: "account-name", maxlength: "24", autocomplete: "username", required: "" });
  const pass = htmlEl("input", { type: "password", id: "account-password", maxlength: "200", autocomplete: "current-password", required: "" });
  const error = htmlEl("p", { class: "error", id: "account-error", role: "alert" });
  const signIn = htmlEl("button", { type: "submit", class: "primary", id: "sign-in", text: t("Sign in") });
  const signUp = htmlEl("button", { type: "button", id: "sign-up", text: t("Create an account") });
  const form = htmlEl("form", { id: "account-form" }, [
    htmlEl("p", { class: "muted", text: t("Optional: an account keeps your games and your rating. Anyone can play with a link.") }),
    htmlEl("div", { class: "form-grid" }, [
      htmlEl("label", { class: "field" }, [htmlEl("span", { text: t("Account name") }), user]),
      htmlEl("label", { class: "field" }, [htmlEl("span", { text: t("Password") }), pass]),
    ]),
    htmlEl("div", { class: "row" }, [signIn, signUp]),
    error,
  ]);
  async function send(path) {
    error.textContent = "";
    if (!form.reportValidity()) return;
    signIn.disabled = signUp.disabled = true;
    try {
      const { ok, status, data } = await postJson(path, { name: user.value, password: pass.value });
      if (!ok) {
        error.textContent = refusal(t, data, status);
        return;
      }
      await claimSeats();
      failedSignIns = data.failed_sign_ins || 0;
      changed(data.name);
    } finally {
      signIn.disabled = signUp.disabled = false;
    }
  }
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    send("/api/session");
  });
  signUp.addEventListener("click", () => {
    pass.autocomplete = "new-password";
    send("/api/accounts");
  });
  box.replaceChildren(form);
}

/** A rating as shown next to a name: "1520", "1500?" while provisional. */
export function ratingText(rating, provisional) {
  if (rating === null || rating === undefined) return "";
  return provisional ? `${rating}?` : String(rating);
}

/** "+12", "−7", "±0". */
export function changeText(change) {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return "±0";
}
