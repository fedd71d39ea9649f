"""No rule of the games is worked out again in the browser's JavaScript (#24 item 2): the reasons,
the notes and the facts of a variant come from the server (dominohall.presentation, the layout's own
facts), so no script compares a rule ID or a variant's name. A text is not logic: a rule ID inside
a message (``"… (MC-3)"``) is allowed, a comparison with one is not.

Not a Playwright test: it reads the scripts (it lives with the browser's tests as their part)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dominohall.variants import VARIANTS

JS = Path(__file__).resolve().parents[2] / "src" / "dominohall" / "server" / "static" / "js"
RULE = r"\"(?:C|WS|SA|TW|MC|R)-\d+\""
COMPARED = re.compile(rf"[=!]==?\s*{RULE}|{RULE}\s*[=!]==?|\brule\s*[=!]==?\s*\"|rule_prefix")
NAMED_OTHERWISE = {"line", "snake", "cross", "sausage", "draw", "block"}
"""Words the wire uses for other things (dominohall.server.wire, record.event_json): the kinds of
layout a drawing dispatches on, the event "draw", the ending "block"; a variant named like one is
not looked for (its rules come by its facts all the same)."""
OWNED = ("words.js", "table.js", "render.js", "learn.js", "replay.js")
"""The scripts of the refusals, the tiles' reasons and the layout's notes (i18n.js's event lines are
the other half of the item, worded in Python separately)."""


@pytest.mark.parametrize("name", OWNED)
def test_no_script_decides_by_a_rule_id_or_a_variants_name(name: str) -> None:
    source = (JS / name).read_text(encoding="utf-8")
    assert not COMPARED.findall(source), COMPARED.findall(source)
    for variant in set(VARIANTS) - NAMED_OTHERWISE:
        assert f'"{variant}"' not in source, variant
    for word in ("TW-4", "explainRefusal(ui.texts, msg, move", "cutSizes", "leaders("):
        assert word not in source, word
