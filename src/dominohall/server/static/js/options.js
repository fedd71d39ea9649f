// A game's options ("house rules") on a create form, shared by the lobby's table form and the
// tournaments' form: one input per option GET /api/variants describes (its kind, choices, range,
// default and rule), and the options chosen read back for the request. The page computes no rule:
// the server checks what is sent and names the option it refuses (tests/browser/test_no_rules_in_js.py).

import { htmlEl } from "./render.js";
import { N_, countTiles } from "./i18n.js";

/** How many tiles the set up to double-`top` holds (double-6: 28). */
export const setSize = (top) => ((top + 1) * (top + 2)) / 2;

export const OPTION_NAMES = { max_deals: N_("Deals to play"), losses: N_("Losses that end the match"), take_ends_turn: N_("Taking a cut uses up the turn"), set: N_("Set of tiles"), hand_size: N_("Tiles in each hand"), lead_double: N_("Double that leads"), target: N_("Points to win"), teams: N_("Teams of two") };
const OPTION_HELP = {
  max_deals: N_("end the match after this many decided deals"),
  losses: N_("loss marks that lose the match"),
  take_ends_turn: N_("taking the cut tiles uses up the taker's turn"),
  set: N_("the set: double-6, double-9 or double-12"),
  hand_size: N_("tiles in each hand (empty: by the number of players)"),
  lead_double: N_("this double must lead"),
  target: N_("points that win the match"),
  teams: N_("4 players: seats 0 and 2 against 1 and 3, scores pooled"),
};

function optionLabel(texts, o) {
  const t = (key, fields) => texts.t(key, fields);
  return o.name in OPTION_NAMES ? t(OPTION_NAMES[o.name]) : o.name;
}

/** Fill `box` with an input for each option of `variant`; `onChange` hears any change. */
export function fillOptions(texts, box, variant, onChange) {
  const t = (key, fields) => texts.t(key, fields);
  box.replaceChildren();
  for (const o of variant.options || []) {
    const id = `opt-${o.name}`;
    const help = o.name in OPTION_HELP ? t(OPTION_HELP[o.name]) : o.help;
    const name = htmlEl("strong", { text: optionLabel(texts, o) });
    const rule = htmlEl("span", { class: "rule-ref", text: o.rule });
    let input;
    if (o.kind === "bool") {
      input = htmlEl("input", { type: "checkbox", id, "data-option": o.name, "data-kind": "bool" });
      if (o.default) input.checked = true;
      input.addEventListener("change", onChange);
      box.appendChild(htmlEl("label", { class: "check option" }, [input, htmlEl("span", {}, [name, " ", rule, htmlEl("br"), htmlEl("small", { class: "muted", text: help })])]));
      continue;
    }
    if (o.kind === "choice") {
      input = htmlEl("select", { id, "data-option": o.name, "data-kind": "choice" });
      for (const c of o.choices || []) {
        const text = o.name === "set" ? t("double-{n} ({count})", { n: c, count: countTiles(texts, setSize(c)) }) : String(c);
        input.appendChild(htmlEl("option", { value: c, text, selected: c === o.default ? "" : null }));
      }
      input.addEventListener("change", onChange);
    } else {
      input = htmlEl("input", {
        type: "number",
        id,
        min: o.minimum ?? null,
        max: o.maximum ?? null,
        inputmode: "numeric",
        placeholder: o.default === null ? "" : String(o.default),
        "data-option": o.name,
        "data-kind": o.kind,
      });
      input.addEventListener("input", onChange);
      sayRange(texts, input);
    }
    const hint = o.default === null ? help : `${help}; ${t("default: {value}", { value: o.name === "set" ? t("double-{n} ({count})", { n: o.default, count: countTiles(texts, setSize(o.default)) }) : o.default })}`;
    box.appendChild(htmlEl("label", { class: "field option" }, [htmlEl("span", {}, [name, " ", rule, htmlEl("br"), htmlEl("small", { text: hint })]), input]));
  }
}

/** A number out of its range is refused by the browser before sending: in the page's language. */
export function sayRange(texts, input) {
  const t = (key, fields) => texts.t(key, fields);
  input.addEventListener("invalid", () => {
    const min = input.min === "" ? "…" : input.min;
    const max = input.max === "" ? "…" : input.max;
    input.setCustomValidity(t("Enter a whole number from {min} to {max}.", { min, max }));
  });
  input.addEventListener("input", () => input.setCustomValidity(""));
}

/** The options chosen in `box` as the request's `options` (an empty number: the default). */
export function readOptions(box) {
  const options = {};
  for (const input of box.querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    if (input.dataset.kind === "bool") options[name] = input.checked;
    else if (input.dataset.kind === "choice") options[name] = Number.isNaN(Number(input.value)) ? input.value : Number(input.value);
    else if (input.value !== "") options[name] = Number(input.value);
  }
  return options;
}

/** The options of `chosen` that differ from `variant`'s defaults, in words ("Points to win: 50"):
 * what a tournament or table plays besides the game's usual rules; "" when none do. */
export function optionsText(texts, variant, chosen) {
  const said = [];
  for (const o of (variant && variant.options) || []) {
    if (!(o.name in chosen) || chosen[o.name] === o.default || chosen[o.name] === null) continue;
    const label = optionLabel(texts, o);
    if (o.kind === "bool") said.push(chosen[o.name] ? label : texts.t("{option}: off", { option: label }));
    else said.push(`${label}: ${chosen[o.name]}`);
  }
  return said.join(", ");
}
