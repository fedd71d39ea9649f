"""The terminal's small rough edges of issue 36 (item 25): the prompt's example move is one of the game
being played (White Snake has no ``@L``), and the match's result and final standings stay in the
terminal once the full screen is gone."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

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


def test_ctrl_q_right_after_a_save_quits_without_asking(tmp_path: Path) -> None:
    """Saved, and nothing played since: Ctrl+Q quits at once (nothing would be thrown away); once a move
    was played after the save, it asks first."""
    from test_tui_fullscreen import choose, press

    from dominohall.tui.fullscreen import ConfirmScreen

    async def run() -> None:
        app = DominoApp(new_match("block", 2, seed=3), ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            app.save(str(tmp_path / "a.json"))
            await choose(app, pilot, app.view().legal_moves[0])
            await settle(app, pilot)
            await press(app, pilot, "ctrl+q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)  # a move since the save: asked
            await press(app, pilot, "n")
            await pilot.pause()
            app.save(str(tmp_path / "b.json"))
            await press(app, pilot, "ctrl+q")
            await pilot.pause()
            assert not isinstance(app.screen, ConfirmScreen)
        assert app.return_code == 0

    asyncio.run(run())


def test_random_game_has_a_default_player_count(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``random-game`` needs no ``--players``: the fewest the game allows, as ``play``."""
    from dominohall.cli import main

    out = tmp_path / "game.json"
    assert main(["random-game", "white-snake", "--seed", "1", "--out", str(out)]) == 0
    assert "white-snake, 5 players" in capsys.readouterr().out
    assert out.exists()


def test_a_note_of_a_deal_does_not_stay_into_the_next() -> None:
    """The line under the hand ("played for you: pass", "saved to …") belongs to its deal: once the deal's
    summary is closed, the next deal starts without it."""
    import random

    from test_tui_fullscreen import choose, press

    from dominohall.tui.fullscreen import TextScreen

    async def run() -> None:
        match = new_match("block", 2, seed=4, options={"target": 200})
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        rng = random.Random(1)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(400):
                await settle(app, pilot)
                if isinstance(app.screen, TextScreen):
                    assert app.message  # the note is still there under the summary
                    await press(app, pilot, "enter")
                    await settle(app, pilot)
                    assert app.message == [] and match.deals_dealt == 2
                    return
                legal = app.view().legal_moves
                await choose(app, pilot, legal[rng.randrange(len(legal))])
                app.message = [app.texts("played for you: {move}", move="pass")]
            pytest.fail("no deal ended")

    asyncio.run(run())


@pytest.mark.parametrize("variant", ["block", "twins", "maltese-cross", "sausage", "sausage-one-way", "white-snake"])
def test_an_ascii_layout_writes_each_tile_on_one_line(variant: str) -> None:
    """``--ascii`` and ``--plain``: a tile standing up, a crosswise double and a Sausage tile across both
    rows are written on one line (``[5/3]``, 5 over 3), not half a line each (``[5]`` over ``[3]``):
    every placed tile is one ``[a|b]`` or ``[a/b]`` of the drawing."""
    import random

    from dominohall.tui.render import Style, draw_layout

    players = {"white-snake": 5, "sausage": 3, "sausage-one-way": 3}.get(variant, 2)
    tile = re.compile(r"[\[{]\d+[|/]\d+[\]}]")
    seen_upright = False
    for seed in range(4):
        match = new_match(variant, players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over or match.deal.result is not None:
                break
            legal = match.legal_moves()
            match.play(legal[rng.randrange(len(legal))])
            if match.deal.result is not None:
                break
            view = match.view(0)
            lines = draw_layout(view, Style(unicode=False, width=400))
            text = "\n".join(lines)
            assert not re.search(r"(?<![\d|/])\[\d+\](?![|/])", text), text  # no half tile alone
            if not variant.startswith("sausage"):  # (a cut leaves the sausage: its tiles are then held)
                assert len(tile.findall(text)) == match.deal.played.bit_count(), text
            seen_upright = seen_upright or "/" in text
    assert seen_upright or variant == "white-snake"


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_full_screen_help_offers_no_move_numbers(lang: str) -> None:
    """F1 in the full screen: the help speaks of typing a move or a command, not of "a move's number from
    the list" (only the line mode numbers the moves), and keeps every command."""
    from test_tui_fullscreen import press

    from dominohall.tui.fullscreen import TextScreen, screen_text
    from dominohall.tui.render import HELP

    texts = Texts(lang)

    async def run() -> None:
        app = DominoApp(new_match("block", 2, seed=3), ["random"], lang=lang, pace=0, ascii_only=True)
        async with app.run_test(size=(120, 50)) as pilot:
            await settle(app, pilot)
            await press(app, pilot, "f1")
            await pilot.pause()
            assert isinstance(app.screen, TextScreen)
            text = " ".join(screen_text(app).split())
            numbered = texts(HELP, hint="ismcts").split("\n")[0]
            assert " ".join(numbered.split()[:4]) not in text
            typing = texts("Type a move in the notation (3-5@L, 2-6@TR, 1-6@cut:1:L, pass) or a command:")
            assert " ".join(typing.split()[:3]) in text
            commands = texts(HELP, hint="ismcts").split("\n")[1]
            assert " ".join(commands.split()[:2]) in text  # the commands follow

    asyncio.run(run())


@pytest.mark.parametrize("variant", ["white-snake", "sausage", "twins", "maltese-cross"])
def test_a_game_s_rules_name_no_source_file(variant: str) -> None:
    """F2, ``rules`` and ``dominohall rules VARIANT`` are read by players: a section heading names its
    game (and its Russian and Polish names) but not the hash-named source file it was read from."""
    from dominohall.rulebook import rules_text
    from dominohall.tui.app import rules_lines

    text = rules_text(variant)
    assert not re.search(r"\d{3}_[0-9a-f]{16}\.txt", text), text[:400]
    heading = next(line for line in text.splitlines() if line.startswith("## ") and " — " in line and "C —" not in line)
    assert heading.count("(") == heading.count(")"), heading
    assert not any(".txt" in line for line in rules_lines(variant, Texts("en"), 80))


SMALL_SCREENS = [  # (variant, players, size, lang, seed, moves of the person's to check)
    ("white-snake", 6, (60, 20), "en", 1, 20),  # six seats' lines and the match's length left the board one line
    ("sausage", 4, (60, 20), "en", 1, 12),  # a hand of three rows after a take: the free ends scrolled away
    ("maltese-cross", 4, (60, 20), "en", 2, 30),  # four arms and the phase under them
    ("sausage-one-way", 3, (64, 20), "ru", 2, 90),  # the cuts' line pushed the free ends out
]


@pytest.mark.parametrize(("variant", "players", "size", "lang", "seed", "moves"), SMALL_SCREENS)
def test_a_small_screen_keeps_the_free_ends_and_the_log_s_end(
    variant: str, players: int, size: tuple[int, int], lang: str, seed: int, moves: int
) -> None:
    """Issue 36 item 23: at 60×20 (64×20 in Russian) the board is drawn for the room it has once the
    bars above and below it got their new lines, the log under it giving up lines down to three, so
    that the board never scrolls (its last line is the free ends, the only place their numbers are),
    and the log shows its last lines. On a screen this short the match's usual length opens the log
    rather than taking the board's lines under the hand."""
    import random

    from test_tui_fullscreen import choose, press

    from dominohall.tui.fullscreen import EventLog, TextScreen, screen_text
    from dominohall.tui.render import length_lines

    texts = Texts(lang)

    async def run() -> None:
        match = new_match(variant, players, seed=seed)
        app = DominoApp(match, ["random"], lang=lang, ascii_only=False, pace=0, seed=seed)
        rng = random.Random(seed)
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            log = app.table_screen.query_one("#log", EventLog)
            first = length_lines(variant, players, match.rules.options, texts)[0]
            assert first not in str(app.table_screen.query_one("#message").render())
            assert first.split(":")[0] in "\n".join(str(line.text) for line in log.lines)
            checked = 0
            while checked < moves and app.is_running:
                await settle(app, pilot)
                if isinstance(app.screen, TextScreen):
                    await press(app, pilot, "enter")
                    continue
                if not app.is_running or match.stealer == 0:
                    break
                await pilot.pause()  # the screen as a person sees it: laid out, the redraws after it done
                text = screen_text(app)
                box = app.table_screen.query_one("#board-box")
                assert box.virtual_size.height <= box.size.height, (box.virtual_size, box.size, text)
                assert log.scroll_y == log.max_scroll_y, text
                for end, value in app.view().open_ends.items():
                    assert f"{end} {value}" in text or f": {value}" in text, (end, value, text)
                checked += 1
                legal = app.view().legal_moves
                await choose(app, pilot, legal[rng.randrange(len(legal))])

    asyncio.run(run())


@pytest.mark.parametrize("variant", ["sausage", "twins", "block"])
def test_a_game_s_rules_are_for_players(variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 36 item 25: F2, ``rules`` and ``dominohall rules VARIANT`` leave out the engine's seeded
    shuffle (C-3) and the rule book's ``[decision]`` marks, and the command writes one game's rules as
    text, not Markdown; the whole rule book (``dominohall rules``) keeps all of it, as written."""
    from dominohall.cli import main
    from dominohall.rulebook import rules_text
    from dominohall.tui.app import rules_lines

    for text in (rules_text(variant), "\n".join(rules_lines(variant, Texts("en"), 80))):
        assert "C-3" not in text and "seeded random generator" not in text and "[decision" not in text, text[:600]
        assert "C-4" in text and "C-2" in text  # the items around it stay
    assert main(["rules", variant]) == 0
    printed = capsys.readouterr().out
    assert "**" not in printed and "`" not in printed and "C-5 Must play." in printed
    assert "[decision" not in printed and "normative" not in printed
    assert main(["rules"]) == 0
    book = capsys.readouterr().out
    assert "**C-3 Chance.**" in book and "**[decision]**" in book


@pytest.mark.parametrize("seed", [3, 8])
def test_the_sausage_does_not_jump_sideways(seed: int) -> None:
    """Issue 36 item 25: the Sausage's lead keeps its place on the screen from move to move while the
    rows fit there (centred as a whole, the rows moved half a tile at every move on either side)."""
    import random

    from test_tui_fullscreen import choose, press

    from dominohall.layouts import SausageLayout
    from dominohall.tui.fullscreen import TextScreen, screen_text
    from dominohall.tui.render import vertical_glyph

    async def run() -> None:
        match = new_match("sausage", 2, seed=seed)
        app = DominoApp(match, ["random"], ascii_only=False, pace=0, seed=seed)
        rng = random.Random(seed)
        places: list[int] = []
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(8):
                await settle(app, pilot)
                if isinstance(app.screen, TextScreen) or not app.is_running:
                    break
                layout = app.view().layout
                assert isinstance(layout, SausageLayout)
                lead = dict(layout.columns).get(0)
                if lead is not None and lead.cross is not None:
                    face = vertical_glyph(lead.cross.first, lead.cross.second).strip()
                    rows = [line for line in screen_text(app).splitlines()[:12] if face in line]
                    assert len(rows) == 1, (face, screen_text(app))
                    places.append(rows[0].index(face))
                legal = app.view().legal_moves
                await choose(app, pilot, legal[rng.randrange(len(legal))])
            await press(app, pilot, "ctrl+q")
        assert len(places) >= 4 and len(set(places)) == 1, places

    asyncio.run(run())
