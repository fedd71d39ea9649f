"""Every text a browser page can show exists in English, Polish and Russian: the keys the pages'
JavaScript and HTML ask for are looked up in the server's text tables (``dominohall.i18n.MESSAGES``,
``dominohall.server.texts.WEB_MESSAGES``), each with three non-empty texts that take the same fields.

The JavaScript is read as text: a key written out (``t("web.pass")``, ``"web.err.taken_over"``) must
exist; a key put together at run time (``t(`variant.${v.variant}`)``) must be one of the families
listed in :data:`FAMILIES`, and every member of the family (every variant, every option, every
chat phrase, …) must exist. A new family in the JavaScript fails here until it is listed."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from dominohall.analysis import VERDICTS
from dominohall.events import Ending
from dominohall.i18n import LANGUAGES, MESSAGES, RULES
from dominohall.server.texts import WEB_MESSAGES
from dominohall.variants import INFO

STATIC = Path(__file__).resolve().parents[2] / "src" / "dominohall" / "server" / "static"
JS = {path.name: path.read_text(encoding="utf-8") for path in sorted((STATIC / "js").glob("*.js"))}
HTML = {path.name: path.read_text(encoding="utf-8") for path in sorted(STATIC.glob("*.html"))}
ALL = {**MESSAGES, **WEB_MESSAGES}

PREFIXES = ("web", "ev", "an", "count", "end", "place", "why", "phase", "ending", "variant", "move", "side")
WRITTEN = re.compile(r"""["']((?:""" + "|".join(PREFIXES) + r""")\.[A-Za-z0-9_.]+)["']""")
"""A key written out as a string anywhere in the JavaScript."""
CALLED = re.compile(r"""\b(?:t|texts\.t|ui\.texts\.t|state\.texts\.t)\(\s*["']([A-Za-z0-9_.]+)["']""")
"""The first argument of a t(…) call: also the keys without a prefix ("stock", "turn", "you")."""
TEMPLATE = re.compile(r"""\b(?:t|has|rule)\(\s*`([^`]*)`""")
"""A key put together at run time: t(`variant.${…}`)."""
COMPOSED = re.compile(
    r"""\(\s*\w+\s*\?\s*"(\w+)"\s*:\s*"(\w+)"\s*\)\s*\+\s*\(\s*[\w.()\s]+\?\s*"(\w+)"\s*:\s*""\s*\)"""
)
"""A key chosen from parts: (oneWay ? "cut_size_one_way" : "cut_sizes") + (mine ? "_mine" : "")."""
PHRASES = re.search(r"const PHRASES = \[([^\]]*)\]", JS["table.js"])


def _phrases() -> list[str]:
    assert PHRASES is not None, "table.js lists its quick-chat phrases in const PHRASES"
    return re.findall(r'"(\w+)"', PHRASES.group(1))


OPTIONS = sorted({o.name for info in INFO.values() for o in info.options})
PLACES = sorted({p for info in INFO.values() for p in info.places if p})
FAMILIES: dict[str, list[str]] = {
    "variant.${}": [f"variant.{name}" for name in INFO],
    "ending.${}": [f"ending.{e.value}" for e in Ending],
    "web.sheet.${}": [f"web.sheet.{e.value}" for e in Ending] + ["web.sheet.domino_marks"],
    "web.end_short.${}": [f"web.end_short.{p}" for p in PLACES],
    "side.${}": ["side.L", "side.R"],
    "phase.${}": [f"phase.{n}" for n in (1, 2, 3)],
    "web.status.${}": [f"web.status.{s}" for s in ("waiting", "playing", "finished")],
    "web.option_name.${}": [f"web.option_name.{o}" for o in OPTIONS],
    "web.option.${}": [f"web.option.{o}" for o in OPTIONS],
    "web.chat.${}": [f"web.chat.{p}" for p in _phrases()],
    "end.${}": [f"end.{p}" for p in PLACES],
    "web.end.${}": [f"web.end.{p}" for p in PLACES],
    "an.verdict.${}": [f"an.verdict.{v}" for v in (*VERDICTS, "forced", "steal")],
    "count.${}${}": [f"count.{f}{acc}" for f in ("tile", "tiles", "tiles_many") for acc in ("", ".acc")],
    "${}.you": [],  # the person's own event, where the table has one (ev.play.you); else ev.play
}
"""Each key the JavaScript puts together at run time (``${…}`` written ``${}``), and its members."""


def _written_keys() -> dict[str, set[str]]:
    keys: dict[str, set[str]] = {}
    for name, text in JS.items():
        found = set(WRITTEN.findall(text)) | set(CALLED.findall(text))
        for parts in COMPOSED.findall(text):
            first, second, suffix = parts
            found |= {first, second, first + suffix, second + suffix}
        keys[name] = {k for k in found if not k.endswith(".")}
    for name, text in HTML.items():
        keys[name] = set(re.findall(r'data-i18n(?:-aria|-placeholder)?="([^"]+)"', text))
    return keys


def test_every_text_has_three_languages_with_the_same_fields() -> None:
    fields = string.Formatter()
    for table in (MESSAGES, WEB_MESSAGES, RULES):
        for key, texts in table.items():
            assert len(texts) == len(LANGUAGES), key
            assert all(text.strip() for text in texts), f"{key}: an empty text"
            names = [{f for _, f, _, _ in fields.parse(text) if f} for text in texts]
            assert names[1] == names[0] and names[2] == names[0], f"{key}: fields {names}"


def test_every_key_the_pages_ask_for_exists() -> None:
    missing = {name: sorted(k for k in keys if k not in ALL) for name, keys in _written_keys().items()}
    missing = {name: keys for name, keys in missing.items() if keys}
    assert not missing, missing
    # the scan sees the pages' words: the refusal reasons, the plurals, the chat
    seen = set().union(*_written_keys().values())
    assert {"web.why.not_held", "web.why.no_match", "web.cut_preview", "web.err.taken_over"} <= seen
    assert {"cut_sizes_mine", "cut_size_one_way", "web.step", "web.notation"} <= seen


def test_every_key_put_together_at_run_time_exists() -> None:
    for name, text in JS.items():
        for template in TEMPLATE.findall(text):
            family = re.sub(r"\$\{[^}]*\}", "${}", template)
            assert family in FAMILIES, f"{name}: a new family of keys {template!r}: list it in FAMILIES"
    missing = sorted(key for members in FAMILIES.values() for key in members if key not in ALL)
    assert not missing, missing
    assert len(FAMILIES["web.chat.${}"]) == 7 and "hand_size" in OPTIONS and "TL" in PLACES


@pytest.mark.parametrize("code", ["stale", "no_undo", "not_away", "forbidden", "taken", "expired", "busy", "internal"])
def test_every_refusal_code_of_the_server_has_words(code: str) -> None:
    """A refusal without a rule is said by its code (``web.err.CODE``), never as the bare code."""
    assert f"web.err.{code}" in WEB_MESSAGES


def test_own_events_are_in_the_second_person_in_polish_and_russian() -> None:
    """The log says "kładziesz", "берёте" for the person's own moves: each ``ev.*.you`` differs from
    the third person in Polish and Russian where the verb changes with the person."""
    for key in ("ev.play", "ev.draw", "ev.draw_own", "ev.take", "ev.token", "ev.steal", "ev.lead"):
        own, other = MESSAGES[f"{key}.you"], MESSAGES[key]
        assert own[1] != other[1] and own[2] != other[2], key


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("en", {1: "1 tile", 2: "2 tiles", 5: "5 tiles"}),
        ("pl", {1: "1 kamień", 2: "2 kamienie", 5: "5 kamieni", 22: "22 kamienie", 12: "12 kamieni"}),
        ("ru", {1: "1 костяшка", 2: "2 костяшки", 5: "5 костяшек", 21: "21 костяшка", 11: "11 костяшек"}),
    ],
)
def test_tile_counts_take_the_plural_of_the_number(lang: str, forms: dict[int, str]) -> None:
    """The browser's countTiles (i18n.js) follows these rules, as dominohall.i18n.Texts.count does."""
    from dominohall.i18n import Texts

    texts = Texts(lang)
    assert {n: texts.count(n) for n in forms} == forms
    source = JS["i18n.js"]
    assert "export function countTiles" in source and "[12, 13, 14].includes(n % 100)" in source
