// Telling a person at a table that it has become their turn while they look elsewhere: the tab's
// title ("● Your turn — …") and its icon are marked while the tab is hidden, and cleared when it
// is seen again; at a turn-based table, the browser's notification too, once the person asked for
// it with the bell button (the browser's permission is asked then, never unprompted).

import { icon } from "./icons.js";

const MARKED_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect x='2' y='8' width='24' height='16' rx='3' fill='#fbf8ef' stroke='#3a3a3a' stroke-width='2'/><line x1='14' y1='10' x2='14' y2='22' stroke='#3a3a3a' stroke-width='1.5'/><circle cx='24' cy='9' r='7' fill='#b3261e' stroke='#fff' stroke-width='1.5'/></svg>",
)}`;
const PLAIN_ICON = "data:,";
const WANTED = "dominohall.turn-notifications";

function canNotify() {
  return typeof window.Notification === "function";
}

export class TurnAlert {
  constructor(texts) {
    this.texts = texts;
    this.marked = false;
    this.mine = false;
    this.base = document.title;
    this.button = null;
    const seen = () => {
      if (!document.hidden) this.clear();
    };
    document.addEventListener("visibilitychange", seen);
    window.addEventListener("focus", seen);
  }

  /** The tab's title as the page words it (`base`), marked while a turn waits unseen; while it is this
   * seat's turn (`mine`) the title says so in any case ("Your turn · Block · dominohall"), for a tab seen
   * among others or a window behind another, which is not hidden. */
  title(base, mine = this.mine) {
    this.base = base;
    this.mine = !!mine;
    const turn = this.texts.t("Your turn");
    document.title = this.marked ? `● ${turn} — ${base}` : this.mine ? `${turn} · ${base}` : base;
  }

  icon(href) {
    let link = document.querySelector("link[rel='icon']");
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.appendChild(link);
    }
    link.href = href;
  }

  /** A new state came: it has just become this seat's turn (`became`); `game` names the table. */
  turn(became, turnBased, game, table) {
    if (!became || !document.hidden) return;
    this.marked = true;
    this.title(this.base);
    this.icon(MARKED_ICON);
    document.body.dataset.turnMarked = "1";
    if (turnBased && this.wanted()) this.notify(game, table);
  }

  clear() {
    if (!this.marked) return;
    this.marked = false;
    this.title(this.base);
    this.icon(PLAIN_ICON);
    delete document.body.dataset.turnMarked;
  }

  /** The person asked to be told (here, in this browser) and the browser lets the page. */
  wanted() {
    let asked = false;
    try {
      asked = localStorage.getItem(WANTED) === "1";
    } catch (_) {
      asked = false;
    }
    return asked && canNotify() && Notification.permission === "granted";
  }

  notify(game, table) {
    try {
      const note = new Notification(this.texts.t("Your turn"), {
        body: this.texts.t("{game}: it is your move.", { game }),
        tag: `dominohall-${table}`,
        icon: MARKED_ICON,
      });
      note.onclick = () => {
        window.focus();
        note.close();
      };
    } catch (_) {
      /* a browser that notifies only through a service worker (Android): the title says it */
    }
  }

  /** The bell button (shown at a turn-based table, for a seated person, where the browser can notify). */
  makeButton() {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "turn-notify";
    button.className = "turn-alert hidden";
    button.appendChild(icon("bell"));
    button.addEventListener("click", async () => {
      if (!canNotify()) return;
      if (Notification.permission === "default") {
        let answer = "default";
        try {
          answer = await Notification.requestPermission();
        } catch (_) {
          answer = "default";
        }
        this.remember(answer === "granted");
      } else if (Notification.permission === "granted") this.remember(!this.wanted());
      this.showButton();
    });
    this.button = button;
    return button;
  }

  remember(on) {
    try {
      localStorage.setItem(WANTED, on ? "1" : "0");
    } catch (_) {
      /* storage may be off */
    }
  }

  /** Shows the button where it applies, saying whether notifications are on. */
  showButton(applies = this.applies) {
    this.applies = !!applies;
    const button = this.button;
    if (!button) return;
    button.classList.toggle("hidden", !this.applies || !canNotify());
    if (!canNotify()) return;
    const on = this.wanted();
    const blocked = Notification.permission === "denied";
    const words = blocked
      ? this.texts.t("Notifications are blocked for this site in the browser's settings.")
      : on
        ? this.texts.t("You will be notified when it is your turn (click to stop)")
        : this.texts.t("Notify me when it is my turn");
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.setAttribute("aria-label", words);
    button.title = words;
    button.disabled = blocked;
  }
}
