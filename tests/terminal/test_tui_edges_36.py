"""The terminal's small rough edges of issue 36 (item 25): the prompt's example move is one of the game
being played (White Snake has no ``@L``), and the match's result and final standings stay in the
terminal once the full screen is gone."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")

from test_tui_fullscreen import drive, settle
from textual.widgets import Input

from dominohall import new_match
from dominohall.i18n import Texts
from dominohall.tui import fullscreen
from dominohall.tui.fullscreen import DominoApp

T = Texts()


@pytest.mark.parametrize(
    ("variant", "players", "example"),
    [
        ("white-snake", 5, "3-5"),
        ("maltese-cross", 2, "3-5@N"),
        ("sausage", 3, "3-5@TL"),
        ("sausage-one-way", 3, "3-5@TR"),
        ("draw", 2, "3-5@L"),
    ],
)
def test_the_prompt_s_example_is_a_move_of_the_game(variant: str, players: int, example: str) -> None:
    async def run() -> None:
        app = DominoApp(new_match(variant, players, seed=3), ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            placeholder = app.table_screen.query_one("#command", Input).placeholder
            assert placeholder == T("a move ({example}) or a command (help)", example=example)

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_match_s_end_leaves_its_standings_in_the_terminal(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The match ends in the full screen (its summary closed with Enter); what the app leaves to print
    is the result and the standings by place, and ``play_full_screen`` prints it after the screen is
    gone (it cleared everything before)."""
    texts = Texts(lang)
    match = new_match("block", 2, seed=4, options={"target": 20})
    app = asyncio.run(drive(match, (80, 24), lang=lang))
    assert app.farewell[0] == texts("The match is over")
    result = match.result
    assert result is not None
    assert texts("final standings ({rule}):", rule=result.rule) in app.farewell
    assert sum(line.startswith("  1. ") for line in app.farewell) >= 1
    assert any(line.startswith("  2. ") or line.count("  1. ") for line in app.farewell)

    class Finished:
        farewell = app.farewell

        def __init__(self, *args: object, **kwargs: object) -> None:
            pass

        def run(self) -> int:
            return 0

    monkeypatch.setattr(fullscreen, "DominoApp", Finished)
    assert fullscreen.play_full_screen("block", 2, seed=4, lang=lang) == 0
    printed = capsys.readouterr().out
    assert texts("final standings ({rule}):", rule=result.rule) in printed
