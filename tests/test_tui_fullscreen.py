"""The full-screen game (``dominohall.tui.fullscreen``) driven by Textual's pilot, as a person would
with the keyboard: whole matches of every game at 80×24 and 120×40, moves chosen with the arrow keys
and Enter, and after each move what is on the screen is checked (whose turn it is, every seat's tile
count, every legal move offered in the hand bar). A few screens are saved as SVG and text under
``tests/artifacts/`` (not committed) to look at."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")

from dominohall import Match, Move, new_match
from dominohall.i18n import Texts
from dominohall.tui.fullscreen import DominoApp, TextScreen, screen_text

ARTIFACTS = Path(__file__).parent / "artifacts"
MAX_STEPS = 3000


async def settle(app: DominoApp, pilot: object) -> None:
    """Let the app run until it waits for the person, shows a summary, or the match is over.
    (``pilot.pause()`` without a delay waits for the process to look idle, 20 ms at a time.)"""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    for _ in range(2000):
        if not app.is_running:
            return
        await pilot.pause(0)  # the messages handled, and the screen laid out anew
        if app.waiting or isinstance(app.screen, TextScreen):
            await pilot.pause(0)
            return
        await asyncio.sleep(0.002)
    pytest.fail("the app never came back to the person")


def check_screen(app: DominoApp, text: str, texts: Texts) -> None:
    """What the person needs is on the screen: the turn, every seat's count, every legal move."""
    view = app.view()
    assert texts("turn", name=texts("you")) in text, text
    for s, n in enumerate(view.hand_counts):
        if not view.out[s]:
            assert texts("tiles", name=app.labels[s], count=texts.count(n)) in text, (s, text)
    offered = {m for c in app.entries(view) for m in c.moves}
    assert offered == set(view.legal_moves)
    for c in app.entries(view):
        if c.moves:
            assert c.label in text, (c.label, text)


async def press(app: DominoApp, pilot: object, *keys: str) -> None:
    """Press keys as the terminal sends them, waiting after each until the app has handled it.

    ``Pilot.press`` also waits for the whole process to look idle after every key (sleeping 20 ms at
    a time until it does), which makes a whole match take minutes; the key events are the same."""
    from textual import events
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot) and app._driver is not None
    for key in keys:
        char = {"enter": "\r", "escape": "\x1b"}.get(key, key if len(key) == 1 else None)
        app._driver.send_message(events.Key(key, char))
        await pilot._wait_for_screen()


async def choose(app: DominoApp, pilot: object, move: Move) -> None:
    """Play ``move`` with the keys: arrows to its tile (or the pass, a steal), Enter, then arrows to
    its place and Enter if the tile has several."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    entries = app.entries(app.view())
    playable = [i for i, c in enumerate(entries) if c.moves]
    target = next(i for i, c in enumerate(entries) if move in c.moves)
    steps = (playable.index(target) - playable.index(app.cursor)) % len(playable)
    keys = ["right"] * steps if steps <= len(playable) // 2 else ["left"] * (len(playable) - steps)
    await press(app, pilot, *keys, "enter")
    if len(entries[target].moves) > 1:
        assert app.placing is not None
        await press(app, pilot, *(["right"] * entries[target].moves.index(move)), "enter")


def save(app: DominoApp, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{name}.svg").write_text(app.export_screenshot(), encoding="utf-8")
    (ARTIFACTS / f"{name}.txt").write_text(screen_text(app), encoding="utf-8")


async def drive(
    match: Match,
    size: tuple[int, int],
    *,
    lang: str = "en",
    seed: int = 0,
    bots: tuple[str, ...] = ("random",),
    ascii_only: bool = True,
    snapshot: str | None = None,
) -> DominoApp:
    """A whole match played with the keys, the screen checked before every move of the person's."""
    texts = Texts(lang)
    rng = random.Random(seed)
    app = DominoApp(match, list(bots), lang=lang, ascii_only=ascii_only, pace=0, seed=seed)
    summaries = 0
    async with app.run_test(size=size) as pilot:
        for step in range(MAX_STEPS):
            await settle(app, pilot)
            if not app.is_running:
                break
            if isinstance(app.screen, TextScreen):
                summaries += 1
                if snapshot and summaries == 1:
                    save(app, f"{snapshot}-deal-end")
                await press(app, pilot, "enter")
                continue
            text = screen_text(app)
            check_screen(app, text, texts)
            if snapshot and step == 2:
                save(app, snapshot)
            legal = app.view().legal_moves
            await choose(app, pilot, legal[rng.randrange(len(legal))])
        else:  # pragma: no cover - a match that never ends is a failure
            pytest.fail("the match did not end")
    assert match.is_over and summaries >= 1
    return app


GAMES = {
    "sausage": (2, {"losses": 1}),
    "sausage-one-way": (3, {"losses": 1}),
    "white-snake": (5, {"max_deals": 1}),
    "twins": (3, {"target": 20}),
    "maltese-cross": (2, {"target": 20}),
    "block": (2, {"target": 20}),
    "draw": (3, {"target": 20}),
}


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("variant", list(GAMES))
def test_whole_match_with_the_keys(variant: str, size: tuple[int, int]) -> None:
    n, options = GAMES[variant]
    match = new_match(variant, n, seed=7, options=options)
    snapshot = f"{variant}-{size[0]}x{size[1]}" if variant in ("sausage", "white-snake", "maltese-cross") else None
    asyncio.run(drive(match, size, seed=1, snapshot=snapshot))


@pytest.mark.parametrize(("lang", "variant"), [("pl", "sausage"), ("ru", "white-snake"), ("en", "twins")])
def test_languages_and_unicode_faces(lang: str, variant: str) -> None:
    n, options = GAMES[variant]
    match = new_match(variant, n, seed=11, options=options)
    asyncio.run(
        drive(match, (80, 24), lang=lang, seed=2, ascii_only=False, bots=("greedy",), snapshot=f"{variant}-{lang}")
    )


def test_refusal_in_plain_words_and_commands() -> None:
    """A typed move that is refused is explained in plain words first; help and rules open as
    overlays and close with Esc; undo takes back the person's move and the bots' replies."""

    async def run() -> None:
        match = new_match("block", 2, seed=3)
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            view = app.view()
            held = {c.label for c in app.entries(view)}
            absent = next(t for t in ("0-0", "6-6", "3-3", "1-1") if f"[{t[0]}|{t[2]}]" not in held)
            await pilot.press(*absent, "enter")
            await pilot.pause()
            text = screen_text(app)
            assert f"not allowed: you do not hold {absent}" in text
            await pilot.press(*"pass", "enter")
            await pilot.pause()
            assert "not allowed: you have a tile to play, so you may not pass (C-7)" in screen_text(app)
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, TextScreen) and "F2 rules" in screen_text(app)
            await pilot.press("escape", "f2")
            await pilot.pause(0.3)  # the Markdown widget lays its blocks out in the background
            rules = screen_text(app)
            assert isinstance(app.screen, TextScreen) and "C-1 Sets." in rules and "**" not in rules
            await pilot.press("escape")
            await pilot.pause()
            before = len(match.history)
            await choose(app, pilot, view.legal_moves[0])
            await settle(app, pilot)
            assert len(match.history) > before
            await pilot.press(*"undo", "enter")
            await settle(app, pilot)
            assert len(match.history) == before and "taken back:" in screen_text(app)

    asyncio.run(run())


def test_the_board_is_drawn_anew_when_the_terminal_is_resized() -> None:
    async def run() -> None:
        match = new_match("white-snake", 5, seed=3, options={"max_deals": 1})
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            while len(app.view().layout.tiles) < 14 and app.waiting:  # a snake long enough to wind
                await choose(app, pilot, app.view().legal_moves[0])
                await settle(app, pilot)
            assert len(app.view().layout.tiles) >= 14
            for width, height in ((60, 20), (80, 24), (120, 40)):
                await pilot.resize_terminal(width, height)
                await settle(app, pilot)
                text = screen_text(app)
                assert all(len(line.rstrip()) <= width for line in text.splitlines())
                assert Texts()("turn", name="you") in text
                box = app.table_screen.query_one("#board-box")
                board = str(app.table_screen.query_one("#board").render())
                assert all(len(line) <= box.size.width for line in board.splitlines()), (width, board)

    asyncio.run(run())
