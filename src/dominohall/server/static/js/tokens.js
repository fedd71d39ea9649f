// API tokens, the networking and the card of the games page (docs/protocol.md "Programs at the
// table"): the signed-in person's tokens listed (never their secret), a new one made with its
// scopes (its secret shown this once), and one revoked. Every call answers {ok, status, data}.

import { deleteJson, getJson, postJson } from "./net.js";
import { htmlEl } from "./render.js";

const SCOPES = ["play", "bot:play", "read"];

export const myTokens = () => getJson("/api/account/tokens");
export const makeToken = (name, scopes) => postJson("/api/account/tokens", { name, scopes });
export const revokeToken = (id) => deleteJson(`/api/account/tokens/${encodeURIComponent(id)}`);

function scopeText(texts, scope) {
  if (scope === "play") return texts.t("play your games");
  if (scope === "bot:play") return texts.t("play as a bot account");
  return texts.t("read");
}

/** The tokens card's contents, or null when nobody is signed in. `changed` redraws it. */
export async function tokensSection(texts, changed, made = null) {
  const t = (key, fields) => texts.t(key, fields);
  const { ok, data } = await myTokens();
  if (!ok) return null;
  const note = htmlEl("p", { class: "error hidden", id: "tokens-error", role: "alert" });
  const refused = (answer) => {
    const code = answer.data && answer.data.code;
    if (code === "too_many") note.textContent = t("You have as many tokens as you may: revoke one first.");
    else if (answer.data && answer.data.field === "scopes") note.textContent = t("Choose at least one scope.");
    else if (answer.data && answer.data.field === "name") note.textContent = t("Give the token a name.");
    else note.textContent = t("That did not work: try again in a minute.");
    note.classList.remove("hidden");
  };
  const parts = [htmlEl("h2", { text: t("API tokens") })];
  parts.push(htmlEl("p", { class: "muted", text: t("A token lets a program play or read as you (Authorization: Bearer). Keep it secret.") }));
  if (made) {
    parts.push(
      htmlEl("div", { class: "token-made", id: "token-made", role: "status" }, [
        htmlEl("p", { text: t("Your new token, shown only this once:") }),
        htmlEl("code", { id: "token-secret", text: made }),
      ]),
    );
  }
  const rows = data.tokens.map((tok) => {
    const revoke = htmlEl("button", { type: "button", class: "token-revoke", text: t("Revoke") });
    revoke.addEventListener("click", async () => {
      revoke.disabled = true;
      const answer = await revokeToken(tok.id);
      if (answer.ok) changed(null);
      else {
        revoke.disabled = false;
        refused(answer);
      }
    });
    const scopes = tok.scopes.map((s) => scopeText(texts, s)).join(", ");
    const used = tok.last_used ? t("last used {date}", { date: new Date(tok.last_used * 1000).toLocaleDateString(texts.lang) }) : t("never used");
    return htmlEl("li", { class: "token-row" }, [htmlEl("strong", { text: tok.name }), htmlEl("span", { class: "muted", text: ` · ${scopes} · ${used} ` }), revoke]);
  });
  parts.push(rows.length ? htmlEl("ul", { class: "tokens-list", id: "tokens-list" }, rows) : htmlEl("p", { class: "muted", id: "tokens-none", text: t("You have no tokens.") }));
  const name = htmlEl("input", { type: "text", id: "token-name", maxlength: "40", required: "" });
  const boxes = SCOPES.map((scope) => {
    const box = htmlEl("input", { type: "checkbox", id: `token-scope-${scope.replace(":", "-")}`, value: scope });
    return htmlEl("label", { class: "token-scope" }, [box, ` ${scopeText(texts, scope)}`]);
  });
  const go = htmlEl("button", { type: "submit", class: "primary", id: "token-make", text: t("Make a token") });
  const form = htmlEl("form", { class: "token-form" }, [htmlEl("label", { for: "token-name", text: t("Name") }), name, ...boxes, go]);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const scopes = boxes.map((l) => l.querySelector("input")).filter((b) => b.checked).map((b) => b.value);
    go.disabled = true;
    const answer = await makeToken(name.value, scopes);
    if (answer.ok) changed(answer.data.token);
    else {
      go.disabled = false;
      refused(answer);
    }
  });
  parts.push(form, note);
  return parts;
}
