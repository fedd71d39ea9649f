"""Adding a language is one catalog and one line: a pseudo-language made here from the template
(every text wrapped in ⟦…⟧, its fields kept; Irish, "ga", for its five plural forms), compiled, and
named in ``LANGUAGES``, is what the terminal draws and what ``GET /api/texts/ga`` serves; nothing
else changes."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="a new catalog is made with Babel (the test extra)")

from server_helpers import ServerProcess

from dominohall import catalogs, i18n, new_match
from dominohall.tui.render import Style, event_lines, screen
from dominohall.views import View

LANG = "ga"
SITE = """
from pathlib import Path
import dominohall.i18n as i18n
i18n.LANGUAGES = (*i18n.LANGUAGES, {lang!r})  # the one line
i18n.LOCALE = Path({locale!r})
"""
"""What the server's Python does at start in the test: the line of ``dominohall/i18n.py`` and the
catalogs' folder, as a ``sitecustomize`` module."""


@pytest.fixture
def pseudo_locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE, locale)
    catalogs.pseudo(locale, LANG)  # the one catalog (a translator's would be made by `init ga`)
    monkeypatch.setattr(i18n, "LANGUAGES", (*i18n.LANGUAGES, LANG))  # the one line
    monkeypatch.setattr(i18n, "LOCALE", locale)
    assert catalogs.compile_all(locale) == [locale / "ga.mo", locale / "ga.json"]
    assert catalogs.problems(locale) == []  # complete, as a real catalog must be
    return locale


def wrapped(line: str) -> bool:
    """Whether every word of a line is in the pseudo-language (inside ⟦…⟧); outside are only data:
    numbers, tiles, rule IDs."""
    depth, outside = 0, []
    for c in line:
        depth += (c == "⟦") - (c == "⟧")
        outside.append(c if depth == 0 else " ")
    return "⟦" in line and not re.search(r"[a-z]{2,}", "".join(outside))


def test_the_terminal_speaks_a_new_language(pseudo_locale: Path) -> None:
    texts = i18n.Texts(LANG)
    match = new_match("sausage", players=3, seed=4)
    labels = [
        texts("you"),
        texts("seat {seat} ({bot})", seat=1, bot="greedy"),
        texts("seat {seat} ({bot})", seat=2, bot="greedy"),
    ]
    lines = screen(View.of(match.deal, 0), labels, Style(False, 80), texts).splitlines()
    shown = [line for line in lines if line.strip() and any(c.isalpha() for c in line)]
    assert shown and all(wrapped(line) for line in shown), [line for line in shown if not wrapped(line)]
    assert texts.variant("sausage") == "⟦Sausage⟧" and texts.rule("SA-4").startswith("⟦The sausage")  # type: ignore[union-attr]
    assert [texts.count(n) for n in (1, 2, 3, 7, 11)] == [
        "⟦1 tile⟧",
        "⟦2 tiles⟧",
        "⟦3 tiles⟧",
        "⟦7 tiles⟧",
        "⟦11 tiles⟧",
    ]
    events = [line for e in match.history for line in event_lines(e, 0, labels, texts)]
    assert events and all("⟦" in line for line in events), events
    assert texts.command("help") == "help" and texts.is_yes("y")  # the English words still work


def test_the_server_serves_a_new_language(
    pseudo_locale: Path, tmp_path: Path, start_server: Callable[..., ServerProcess]
) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITE.format(lang=LANG, locale=str(pseudo_locale)), encoding="utf-8")
    import os

    path = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH", "")) if p)
    server = start_server(env={"PYTHONPATH": path})
    served = server.get(f"/api/texts/{LANG}")
    assert served["lang"] == LANG and served["plural"] == {"one": 0, "two": 1, "few": 2, "many": 3, "other": 4}
    assert served["messages"]["Pass"] == "⟦Pass⟧" and served["messages"]["{n} tile"][2] == "⟦{n} tiles⟧"
    assert served["variants"]["twins"] == "⟦Twins⟧" and served["rules"]["C-5"].startswith("⟦A player who")
    assert served["languages"][LANG] == "⟦English⟧"
    assert set(server.get("/api/texts/pl")["languages"]) == {"en", "pl", "ru", LANG}
