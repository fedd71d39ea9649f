"""The presentation layer (``dominohall.presentation``): every refusal of tests/refusals.py worded in
Python, for the terminal and for the table page, in every language; why a tile is not lit; the notes
under the layout. The browser only says these phrases (tests/browser check it says exactly them)."""

from __future__ import annotations

import json

import pytest
from helpers import sausage_scenario_a
from refusals import REFUSALS, TWINS

from dominohall import IllegalMoveError, Move, View
from dominohall.errors import DominohallError
from dominohall.i18n import LANGUAGES, Phrase, Texts
from dominohall.presentation.notes import layout_notes, table_notes
from dominohall.presentation.refusals import quotes_rule, refusal_sentence, tile_reason, tile_reasons, why_refused
from dominohall.server.wire import view_json
from dominohall.tiles import parse_tile

FALLBACK = "That move is not allowed now."


def refused(case: str) -> tuple[View, Move, DominohallError]:
    refusal = REFUSALS[case]
    match = refusal.position.match()
    view = match.view(0)
    move = Move.from_str(refusal.move)
    with pytest.raises(IllegalMoveError) as caught:
        match.play(move, seat=0)
    return view, move, caught.value


def said_everywhere(phrase: Phrase) -> dict[str, str]:
    """The phrase in every language, through its JSON (as the server sends it): each filled in, and
    each but English translated (the catalogs hold every id the presentation uses)."""
    said = {lang: Texts(lang).say(json.loads(json.dumps(phrase.json()))) for lang in LANGUAGES}
    for lang, text in said.items():
        assert "{" not in text, (lang, text)
        if lang != "en":
            assert text != said["en"], (lang, text)
    return said


@pytest.mark.parametrize("case", list(REFUSALS))
def test_every_refusal_is_worded_in_python_for_both_interfaces(case: str) -> None:
    """The terminal's clause is the one tests/refusals.py gives; the table page's sentence is a
    sentence of its own for every kind of refusal (never the catch-all), in every language."""
    view, move, error = refused(case)
    clause = why_refused(view, move, error)
    if REFUSALS[case].plain is None:
        assert clause is None
    else:
        assert clause is not None and said_everywhere(clause)["en"] == REFUSALS[case].plain
    sentence = refusal_sentence(view, str(move), error.rule, "illegal_move")
    said = said_everywhere(sentence)
    assert said["en"] != FALLBACK and said["en"].endswith("."), said


def test_twins_refusal_under_tw4_and_its_unlit_tile() -> None:
    """TW-4: 0-5 on the 5 of R while 5-5 is not down is refused for the twins rule, in the same words
    as the tile's reason for not being lit; 2-3 (no 6) for not matching."""
    view, move, error = refused("twins-locked")
    sentence = refusal_sentence(view, str(move), error.rule, "illegal_move")
    assert said_everywhere(sentence)["en"] == "0-5 may go on 5 only once 5-5 is on the table."
    assert tile_reason(view, parse_tile("0-5")) == sentence
    pl = Texts("pl").say(sentence)
    assert "0-5" in pl and "5-5" in pl
    reasons = tile_reasons(view)
    assert "3-6" not in reasons  # lit: it goes on the 6 of L
    assert set(reasons) == {"2-3", "0-1", "0-5", "0-3", "4-4"} - {m.tile_name for m in view.legal_moves}
    assert Texts().say(reasons["2-3"]) == "2-3 fits no open end now."
    # the other seat's view, not on its turn: no tile's reason (the browser says whose turn it is)
    assert tile_reasons(TWINS.match().view(1)) == {}


def test_the_rule_of_a_refusal_is_quoted_unless_its_sentence_says_it_all() -> None:
    assert [quotes_rule(r) for r in ("C-4", "N", None, "TW-4", "C-7")] == [False, False, False, True, True]


def test_a_refusal_out_of_turn_names_the_seat_to_move_by_number() -> None:
    """The page names the seat as it shows it (a nickname, "you"): the phrase carries the seat."""
    view = TWINS.match().view(1)
    phrase = refusal_sentence(view, "2-2", "C-2", "not_your_turn")
    assert phrase.json() == {"id": "It is not your turn: {name} is to move.", "fields": {"seat": 0}}


def test_a_move_that_is_not_notation_is_told_how_to_write_one() -> None:
    view = TWINS.match().view(0)
    for text in ("xyz", "13-13"):
        phrase = refusal_sentence(view, text, "N", "bad_message")
        assert Texts().say(phrase) == f'"{text}" is not a move: write it as 3-5@L, 2-6@TR, 1-6@cut:1:L or pass.'
    assert Texts().say(refusal_sentence(view, "2-5@Q", "N", "bad_message")) == (
        "2-5@Q names no place of this game (here: L, R)."
    )


def sausage_cut_view(seat: int) -> View:
    return View.of(sausage_scenario_a(), seat)


def test_notes_of_a_sausage_for_the_seat_and_for_a_spectator() -> None:
    """The cuts with what each side hands over (SA-6), the cutter's own tile marked; a spectator (given
    a seat's view) is never told which cut tiles that seat holds, nor shown its previews."""
    view = sausage_cut_view(1)
    texts = Texts("pl")
    assert texts.say(layout_notes(view)[-1]) == (
        "możliwe cięcia: 1|2 kamieniem 1-6, twoim (do zabrania: z lewej 5 kamieni, z prawej 2 kamienie)"
    )
    notes = {n.kind: n for n in table_notes(view)}
    assert set(notes) == {"ends", "cuts", "cut-preview"} and notes["cut-preview"].column == 1
    assert Texts().say(notes["cut-preview"].text) == (
        "Cut 1|2 with 1-6: L gives the next player the part left of the cut (5 tiles), R the part right of it (2 tiles)"
    )
    watched = {n.kind: Texts().say(n.text) for n in table_notes(view, spectator=True)}
    assert set(watched) == {"ends", "cuts"} and "yours" not in watched["cuts"]
    spectator = view_json(view, spectator=True)
    assert spectator["why_not"] == {} and [n["kind"] for n in spectator["notes"]] == ["ends", "cuts"]


def test_twins_notes_say_the_numbers_unlocked() -> None:
    view = TWINS.match().view(0)
    kinds = {n.kind: Texts().say(n.text) for n in table_notes(view)}
    assert kinds["unlocked"] == "numbers unlocked (their double is on the table): 6"
    assert kinds["ends"] == "open ends: left 6, right 5"
    sent = view_json(view)
    assert sent["why_not"]["0-5"] == tile_reason(view, parse_tile("0-5")).json()  # type: ignore[union-attr]


# ---- no presentation module knows a particular game (issue 37, item 5) -----------------------------
def _game_specific(source: str, prefixes: set[str]) -> list[str]:
    """What in ``source`` (a module's text) names a particular game: a rule ID of a game's section of
    RULES.md in a string the code uses (docstrings and comments may cite them), a phase of a game (an
    attribute ``phase``: the cross's), a game's module or deal class, or the words of a game's phases."""
    import ast
    import re

    from dominohall.variants import VARIANTS
    from dominohall.variants.maltese_cross import PHASES

    rule_id = re.compile(r"\b(?:" + "|".join(sorted(prefixes)) + r")-\d+")
    classes = {cls.__name__ for cls in VARIANTS.values()}
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    # an attribute's docstring: a string expression just after an assignment
    docstrings |= {
        id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    found: list[str] = []
    for node in ast.walk(tree):
        match node:
            case ast.Constant(value=str(text)) if id(node) not in docstrings:
                if rule_id.search(text) or text in PHASES.values():
                    found.append(f"line {node.lineno}: {text!r}")
            case ast.Attribute(attr="phase"):
                found.append(f"line {node.lineno}: .phase")
            case ast.Name(id=name) | ast.Attribute(attr=name) if name in classes:
                found.append(f"line {node.lineno}: {name}")
            case ast.ImportFrom(module=str(module)) if module.startswith("dominohall.variants."):
                found.append(f"line {node.lineno}: imports {module}")
            case ast.ImportFrom(names=names) if any(alias.name in classes for alias in names):
                found.append(f"line {node.lineno}: imports a game's class")
    return found


def test_no_presentation_module_names_a_games_rule_or_phase() -> None:
    """A game says what only its rules explain in its own words (``Deal.words``, dominohall.wording):
    refusals, events and notes branched on ``MC-4``, ``SA-11``, ``WS-7`` … and on the cross's phase,
    so a new game's refusals fell back to English. The rule prefixes come from the registry."""
    from pathlib import Path

    import dominohall.presentation
    from dominohall.variants import VARIANTS

    prefixes = {cls.rule_prefix for cls in VARIANTS.values()}
    assert {"WS", "SA", "TW", "MC", "R"} <= prefixes
    # the check itself finds what it must (else the test below passes on anything)
    assert _game_specific('if rule == "MC-4":\n    pass\n', prefixes)
    assert _game_specific("if layout.phase == 2:\n    pass\n", prefixes)
    assert _game_specific("from dominohall.variants.twins import TwinsDeal\n", prefixes)
    assert _game_specific('x = _("phase: free play (MC-5)")\n', prefixes)
    assert not _game_specific('"""Cites SA-6 in a docstring."""\n# and WS-7 in a comment\n', prefixes)
    package = Path(dominohall.presentation.__file__).parent
    modules = sorted(package.glob("*.py"))
    assert {p.name for p in modules} >= {"events.py", "refusals.py", "notes.py", "standing.py"}
    named = {p.name: _game_specific(p.read_text(encoding="utf-8"), prefixes) for p in modules}
    assert not any(named.values()), {name: found for name, found in named.items() if found}


def test_each_game_says_its_own_refusals_through_its_words() -> None:
    """The words moved with their games (their class's ``words``); a game with no rule of its own to
    explain keeps the shared ones (tests/test_add_a_game.py registers a game that brings its own)."""
    from dominohall.variants import VARIANTS
    from dominohall.wording import Wording

    own = {name: type(cls.words) for name, cls in VARIANTS.items()}
    assert own["block"] is own["draw"] is Wording  # Block and Draw have no rule of their own to explain
    assert own["sausage"] is own["sausage-one-way"]
    assert all(own[name] is not Wording for name in ("white-snake", "sausage", "twins", "maltese-cross"))
    view, move, error = refused("cross-double-first")
    clause = why_refused(view, move, error)
    assert clause == VARIANTS["maltese-cross"].words.place(view, move, "MC-4", clause.fields["place"], 2)  # type: ignore[arg-type,union-attr]
