"""Every text a browser page can show is in the catalogs (tests/engine/test_catalogs.py checks them
complete in every language): the pages say their texts in English (``t("Pass")``, ``data-i18n``),
which the extraction reads. Where the JavaScript picks a text by an identifier at run time (an
option, a chat phrase, an end, a refusal's code, a verdict) it looks it up in a table of texts
written out (``N_("…")``), and every member of each family has its entry there.

The JavaScript is read as text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dominohall.analysis import VERDICTS
from dominohall.events import Ending
from dominohall.presentation import notes
from dominohall.server.protocol import PHRASES
from dominohall.variants import INFO
from dominohall.variants.maltese_cross import PHASES

STATIC = Path(__file__).resolve().parents[2] / "src" / "dominohall" / "server" / "static"
JS = {path.name: path.read_text(encoding="utf-8") for path in sorted((STATIC / "js").glob("*.js"))}

OPTIONS = sorted({o.name for info in INFO.values() for o in info.options})
PLACES = sorted({p for info in INFO.values() for p in info.places if p})


def table(name: str, source: str) -> set[str]:
    """The keys of ``const NAME = {key: N_("…"), …}`` in ``source``."""
    found = re.search(r"const " + name + r" = \{(.*?)\};", source, re.DOTALL)
    assert found is not None, f"no table {name}"
    keys = re.findall(r"""(?:^|[{,\s])["']?([\w:=]+)["']?:\s*N_\(""", found.group(1))
    assert len(keys) == found.group(1).count("N_("), name
    return set(keys)


def test_every_member_of_a_family_has_its_text() -> None:
    assert table("OPTION_NAMES", JS["options.js"]) == set(OPTIONS)
    assert table("OPTION_HELP", JS["options.js"]) == set(OPTIONS)
    assert table("PHRASES", JS["table.js"]) == set(PHRASES) and len(PHRASES) == 7
    assert table("END_NAMES", JS["i18n.js"]) == set(PLACES) and "TL" in PLACES
    # the cross's phases and the ends in a sentence are worded by the server now (the info line's
    # notes and the refusals: dominohall.presentation.notes; the phases are the game's own words,
    # dominohall.variants.maltese_cross), each family whole there
    assert set(PHASES) == {1, 2, 3} and set(notes.END_WORDS) | {"L", "R"} == set(PLACES)
    assert set(notes.END_NAMES) == set(PLACES)
    assert table("ENDINGS", JS["i18n.js"]) == {e.value for e in Ending}
    assert table("VERDICTS", JS["analysis.js"]) == {*VERDICTS, "forced", "steal"}
    # the bots are named by their level of play (#36 item 9): every level has its words
    assert table("LEVELS", JS["i18n.js"]) == {"beginner", "casual", "learner", "quick", "club", "expert"}


def test_no_text_is_put_together_at_run_time() -> None:
    """A message id is English written out, never a key made from parts (``t(`web.${…}`)``): the
    extraction could not see it, and no catalog would have it."""
    for name, text in JS.items():
        assert not re.search(r"""\b(?:t|pgettext|ngettext|N_)\(\s*`""", text), name
        assert not re.search(r"""\bt\(\s*["'](?:web|ev|why|an|end|count|variant)\.""", text), name


@pytest.mark.parametrize(
    "code",
    [
        *("stale", "no_undo", "not_away", "forbidden", "taken", "expired", "busy", "internal", "match_over"),
        *("taken_over", "moved", "draining", "on_vacation"),
    ],
)
def test_every_refusal_code_of_the_server_has_words(code: str) -> None:
    """A refusal without a rule is said by its code (``refusalText`` in i18n.js), never as the bare code."""
    body = JS["i18n.js"].split("export function refusalText", 1)[1].split("\n}\n", 1)[0]
    assert re.search(rf'case "{code}":\s*return texts\.(?:t|pgettext)\(', body), code


def test_the_tile_counts_are_the_catalog_s_plural() -> None:
    """The browser's countTiles asks the catalog for the plural (Intl.PluralRules picks the form:
    tests/browser/test_catalog_in_the_browser.py), as the terminal's Texts.count does."""
    body = JS["i18n.js"].split("export function countTiles", 1)[1].split("\n}\n", 1)[0]
    assert 'texts.ngettext("{n} tile", "{n} tiles", n)' in body
    assert 'texts.npgettext("object", "{n} tile", "{n} tiles", n)' in body
