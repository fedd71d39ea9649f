"""The rule book shipped in the package (RULES.md), whole or a game's part of it: what ``dominohall
rules`` prints and the terminal game's rules screen shows.

>>> text = rules_text("twins")
>>> text.startswith("# "), "## C" in text, "`000_" in text
(True, True, False)
"""

from __future__ import annotations

import re
from importlib import resources

from dominohall.variants import variant_info


def rules_text(variant: str | None = None) -> str:
    """RULES.md, or for one variant its common rules (C), its own section and the notation (N)."""
    text = resources.files("dominohall").joinpath("RULES.md").read_text(encoding="utf-8")
    if variant is None:
        return text
    wanted = {"C", variant_info(variant).rule_prefix, "N"}
    parts = text.split("\n## ")
    kept = [parts[0].split("\n")[0]] + ["## " + p.rstrip() for p in parts[1:] if p.split(" ", 1)[0] in wanted]
    # a game's rules are read by players: without the names of the source files a section was read from,
    # the engine's seeded shuffle (C-3, how a program deals, not a rule a player follows) and the marks of
    # the rule book's decisions (issue 36 item 25); the whole rule book keeps them
    text = SOURCE_FILE.sub(lambda m: "" if m.group(0).startswith(" (") else ")", "\n\n".join(kept))
    text = FOR_DEVELOPERS.sub("", text).replace(" — the normative text", "", 1)
    return DECISION.sub("", text) + "\n"


FOR_DEVELOPERS = re.compile(r"^- \*\*C-3 .*?\n(?=- |\n|$)", re.S | re.M)
"""Rule C-3 (seeded dealing), one list item with its continuation lines: the engine's, not the players'."""
DECISION = re.compile(r" ?\*\*\[decision(?::[^\]]*)?\]\*\*|\[decision(?::[^\]]*)?\] ?")
"""The rule book's mark of a decision taken where the sources are silent: ``**[decision: …]**`` after a
rule, ``**[decision] Title.**`` before a paragraph's title."""


SOURCE_FILE = re.compile(r"(?: \(|; )`\d{3}_[0-9a-f]{16}\.txt`\)?")
"""A section heading's source file: ``White Snake (`000_2a55bd033729825d.txt`)``, ``(«Колбаса»; `001_….txt`)``."""
