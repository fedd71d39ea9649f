"""The browser says the catalogs' texts as the terminal does: in headless Chromium, the page's
``Texts`` (``static/js/i18n.js``, loaded with the catalog that ``GET /api/texts/{lang}`` serves)
picks through ``Intl.PluralRules`` the same plural form as Python's gettext reads from the
catalog's Plural-Forms (CLDR's rules, written by Babel) for every n in 0…1000, and says a phrase
(message id, fields, count; what the server will send) in the same words as ``Texts.say``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
import test_browser as tb
from scoring_toy import registered

from dominohall import Match, new_match
from dominohall.bots import make_bot
from dominohall.events import EVENT_KINDS, public_event
from dominohall.i18n import LANGUAGES, Phrase, Texts, tiles
from dominohall.server.wire import public_event_json
from dominohall.variants import VARIANTS

browser = tb.browser
pages = tb.pages

if TYPE_CHECKING:
    from server_helpers import ServerProcess

COUNTS = list(range(1001))

FORMS_JS = """async ([lang, counts, phrases]) => {
  const { Texts } = await import("/static/js/i18n.js");
  const catalog = await (await fetch(`/api/texts/${lang}`)).json();
  const texts = new Texts(lang, catalog);
  const rules = new Intl.PluralRules(lang);
  return {
    forms: counts.map((n) => catalog.plural[rules.select(n)]),
    tiles: counts.map((n) => texts.ngettext("{n} tile", "{n} tiles", n)),
    object: counts.map((n) => texts.npgettext("object", "{n} tile", "{n} tiles", n)),
    said: phrases.map((p) => texts.say(p)),
  };
}"""


def test_the_browser_picks_the_same_plural_and_words_as_python(server: ServerProcess, pages: tb.Pages) -> None:
    page = pages.new()
    page.goto(f"{server.url}/")
    page.wait_for_selector("body[data-ready]")
    phrases = [
        Phrase.pgettext("you", "{name}: drew {n}", name="X", n=tiles(22, object_case=True)),
        Phrase.gettext("deal over ({rule}, {ending})", rule="SA-9", ending=Phrase.gettext("block")),
        tiles(5),
        Phrase.gettext("Pass"),
        Phrase.pgettext("end", "left"),
    ]
    for lang in LANGUAGES:
        texts = Texts(lang)
        plural = getattr(texts.catalog, "plural", lambda n: int(n != 1))  # English: gettext's own rule
        got: dict[str, Any] = page.evaluate(FORMS_JS, [lang, COUNTS, [p.json() for p in phrases]])
        assert got["forms"] == [plural(n) for n in COUNTS], lang
        assert got["tiles"] == [texts.count(n) for n in COUNTS], lang
        assert got["object"] == [texts.count(n, object_case=True) for n in COUNTS], lang
        assert got["said"] == [texts.say(p) for p in phrases], lang
    assert got["said"][0] == "X: берёте из базара 22 костяшки" and got["tiles"][21] == "21 костяшка"


# ---- #24 item 2: the events, worded once in Python, said alike by the browser ------------------------
EVENTS_JS = """async ([langs, matches]) => {
  const { Texts, sayEvent } = await import("/static/js/i18n.js");
  const out = {};
  for (const lang of langs) {
    const texts = new Texts(lang, await (await fetch(`/api/texts/${lang}`)).json());
    out[lang] = matches.map((m) => m.events.map((ev) => sayEvent(texts, ev, (s) => m.labels[s], m.me)));
  }
  return out;
}"""


def _played(variant: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Match:
    """A match played to its end by greedy bots."""
    match = new_match(variant, players, seed=seed, options=options)
    bots = [make_bot("greedy", seed=s) for s in range(players)]
    while not match.is_over:
        seat = match.turn
        match.play(bots[seat].choose(match.view(seat)), seat=seat)
    return match


def shown(phrase: dict[str, Any], event: dict[str, Any], texts: Texts) -> dict[str, Any]:
    """A play's phrase with its move as the board writes it in ``texts``' language (issue 36 item 3:
    "3-6@TL" is "3-6@ВЛ" in Russian, a cut's side too), as the browser says it (``shownMove``)."""
    fields = phrase.get("fields") or {}
    if event.get("event") != "play" or fields.get("move") != event.get("move") or "@" not in event["move"]:
        return phrase
    tile, place = event["move"].split("@")
    parts = place.split(":")
    if parts[0] == "cut":
        if len(parts) > 2:
            parts[2] = texts.pgettext("board", parts[2])
    else:
        parts = [texts.pgettext("board", place)]
    return {**phrase, "fields": {**fields, "move": f"{tile}@{':'.join(parts)}"}}


def test_the_browser_says_every_event_as_python(server: ServerProcess, pages: tb.Pages) -> None:
    """Every variant's events (a short match of each; White Snake's whole match of seed 4: a redeal,
    WS-3, a void deal, WS-5, tokens and a steal, WS-6/WS-7; the one-way sausage's lead by a seat
    without a double, SA-11) as the server sends them, said by the page's i18n.js to seat 0 (its
    own events in the second person) and in a replay (everyone in the third person, every drawn tile
    shown), read as ``Texts.say`` says the same phrases, in every language."""
    games: list[tuple[str, int, int, dict[str, Any] | None]]
    games = [(name, cls.default_players, 1, dict(cls.short_match)) for name, cls in VARIANTS.items()]
    games += [("white-snake", 6, 4, None), ("sausage-one-way", 3, 1, None)]
    games += [("toy-fives", 2, 1, {"target": 20})]  # a game that scores during play: the "score" event
    matches: list[dict[str, Any]] = []
    python: dict[str, list[list[list[str]]]] = {lang: [] for lang in LANGUAGES}
    kinds: set[str] = set()
    with registered():
        for variant, players, seed, options in games:
            match = _played(variant, players, seed, options)
            labels = ["you", *(f"P{s}" for s in range(1, players))]
            for me in (0, None):
                events = [public_event(e, 0) if me == 0 else e for e in match.history]
                said = [public_event_json(e, variant) for e in events]
                kinds |= {e["event"] for e in said}
                matches.append({"events": said, "labels": labels, "me": me})
                for lang in LANGUAGES:
                    texts = Texts(lang)
                    python[lang].append([[texts.say(shown(p, e, texts), labels, me) for p in e["say"]] for e in said])
    assert kinds == set(EVENT_KINDS)
    page = pages.new()
    page.goto(f"{server.url}/")
    page.wait_for_selector("body[data-ready]")
    got = page.evaluate(EVENTS_JS, [list(LANGUAGES), matches])
    for lang in LANGUAGES:
        assert got[lang] == python[lang], lang
    polish = [line for m in python["pl"] for e in m for line in e]
    assert any(line.startswith("you: kładziesz") for line in polish) and any(" kładzie " in line for line in polish)


LABELS_JS = """async () => {
  const { seatLabel } = await import("/static/js/i18n.js");
  const u = window.dominohall;
  return Array.from({ length: u.view.players }, (_, s) => seatLabel(u.texts, s, u.me, u.meta));
}"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_and_the_deal_end_window_read_as_python(server: ServerProcess, pages: tb.Pages, lang: str) -> None:
    """A White Snake match against bots: each line of the page's log, and the deal-end window's
    result, is the server's phrase said by Python's ``Texts.say`` with the page's labels."""
    texts = Texts(lang)
    table = tb.seeded_table(server, "white-snake", 5, options={"max_deals": 1})
    page = pages.new(lang=lang)
    tb.open_table(page, table["seats"][0]["link"])
    windows = 0

    def at_reveal(over: bool) -> None:
        nonlocal windows
        windows += 1
        labels = page.evaluate(LABELS_JS)
        reveal = page.evaluate("() => window.dominohall.reveal.at(-1).result")
        shown = page.locator("#overlay-body p.deal-result").inner_text()
        assert shown == texts.say(reveal["say"][0], labels, 0)

    for now in tb.my_turns(page, at_reveal=at_reveal):
        tb.play_turn(page)
        tb.wait_change(page, now["seq"])
    labels = page.evaluate(LABELS_JS)
    log = page.evaluate("() => window.dominohall.view.log")
    shown = page.locator("#log li").all_inner_texts()
    assert windows and shown == [texts.say(p, labels, 0) for e in log for p in e["say"]]
    assert any(e["event"] == "deal_end" for e in log) and any(e["event"] == "token" for e in log)
