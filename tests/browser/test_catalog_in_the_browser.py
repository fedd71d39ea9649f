"""The browser says the catalogs' texts as the terminal does: in headless Chromium, the page's
``Texts`` (``static/js/i18n.js``, loaded with the catalog that ``GET /api/texts/{lang}`` serves)
picks through ``Intl.PluralRules`` the same plural form as Python's gettext reads from the
catalog's Plural-Forms (CLDR's rules, written by Babel) for every n in 0…1000, and says a phrase
(message id, fields, count; what the server will send) in the same words as ``Texts.say``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import test_browser as tb

from dominohall.i18n import LANGUAGES, Phrase, Texts, tiles

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
