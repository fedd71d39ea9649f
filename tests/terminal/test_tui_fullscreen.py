"""The full-screen game (``dominohall.tui.fullscreen``) driven by Textual's pilot, as a person would
with the keyboard: whole matches of every game at 80×24 and 120×40, moves chosen with the arrow keys
and Enter, and after each move what is on the screen is checked (whose turn it is, every seat's tile
count, every legal move offered in the hand bar). Late in long deals of every game at 80×24 the
board needs no scrolling (a tall Maltese Cross is drawn compactly with every arm's end), the keys at
the foot are never cut (60 columns too), and a move typed quickly is played as typed. A few screens
are saved as SVG and text under ``tests/artifacts/`` (not committed) to look at."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Mapping
from pathlib import Path

import pytest

pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")

from textual.widgets import RichLog

from dominohall import VARIANTS, Match, Move, View, new_match
from dominohall.events import Played, public_event
from dominohall.i18n import Texts
from dominohall.tui.fullscreen import KEY_LABELS, DominoApp, TextScreen, screen_text
from dominohall.tui.render import event_lines, layout_notes
from dominohall.variants.maltese_cross import CrossLayout
from dominohall.variants.white_snake import SnakeLayout

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
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
    assert texts("to move: {name}", name=texts("you")) in text, text
    for s, n in enumerate(view.hand_counts):
        if not view.out[s]:
            assert texts("{name}: {count}", name=app.labels[s], count=texts.count(n)) in text, (s, text)
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
        # A key goes from the app to the command line and back up (Enter comes back as the line's
        # Submitted message): wait until no widget of the screen has a message left.
        for _ in range(50):
            await pilot._wait_for_screen()
            if not any(w._message_queue.qsize() for w in [app, *app.screen.walk_children(with_self=True)]):
                break


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


PLAYERS = {"sausage-one-way": 3, "twins": 3, "draw": 3}
"""Games played by three rather than by their default count, so that a table of three is seen too."""
GAMES = {name: (PLAYERS.get(name, cls.default_players), dict(cls.short_match)) for name, cls in VARIANTS.items()}
"""Every registered game: players, and the options of a short match (``short_match``)."""


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
            log = app.table_screen.query_one("#log", RichLog)
            logged = [line.text for line in log.lines]
            await choose(app, pilot, view.legal_moves[0])
            await settle(app, pilot)
            assert len(match.history) > before
            assert [line.text for line in log.lines] != logged
            await pilot.press(*"undo", "enter")
            await settle(app, pilot)
            assert len(match.history) == before and "taken back:" in screen_text(app)
            assert [line.text for line in log.lines] == logged  # the moves taken back are gone from the log

    asyncio.run(run())


def snake(view: View) -> SnakeLayout:
    assert isinstance(view.layout, SnakeLayout)
    return view.layout


def test_the_board_is_drawn_anew_when_the_terminal_is_resized() -> None:
    async def run() -> None:
        match = new_match("white-snake", 5, seed=3, options={"max_deals": 1})
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            while len(snake(app.view()).tiles) < 14 and app.waiting:  # a snake long enough to wind
                await choose(app, pilot, app.view().legal_moves[0])
                await settle(app, pilot)
            assert len(snake(app.view()).tiles) >= 14
            for width, height in ((60, 20), (80, 24), (120, 40)):
                await pilot.resize_terminal(width, height)
                await settle(app, pilot)
                text = screen_text(app)
                assert all(len(line.rstrip()) <= width for line in text.splitlines())
                assert Texts()("to move: {name}", name="you") in text
                box = app.table_screen.query_one("#board-box")
                board = str(app.table_screen.query_one("#board").render())
                assert all(len(line) <= box.size.width for line in board.splitlines()), (width, board)
                # The log's lines are broken at its width now: none is cut, none needs scrolling sideways.
                log = app.table_screen.query_one("#log", RichLog)
                assert log.lines and log.virtual_size.width <= log.scrollable_content_region.width, (width, log)

    asyncio.run(run())


# ---- late in a deal: nothing the person needs scrolls away --------------------------------------------
def late_in_deal(variant: str, n: int, options: Mapping[str, object], seed: int) -> Match:
    """A match at the person's last choice of its last deal: random bots (seeded) play every seat
    to the match's end, then the moves are taken back to the last position where seat 0 had more
    than one legal move (so the standings are under way too)."""
    from dominohall.bots import make_bot

    match = new_match(variant, n, seed=seed, options=options)
    bots = [make_bot("random", seed + s) for s in range(n)]
    choices: list[int] = []  # moves made before each of seat 0's real choices
    made = 0
    while not match.is_over:
        if match.turn == 0 and len(match.legal_moves()) > 1:
            choices.append(made)
        match.play(bots[match.turn].choose(match.view(match.turn)))
        made += 1
    for _ in range(made - choices[-1]):
        match.pop()
    return match


LATE: dict[str, tuple[int, dict[str, object], int]] = {  # variant: (players, options, seed), for long layouts
    "maltese-cross": (2, {}, 4),  # arms N 8, E 5, S 7, W 2: too tall for 24 lines as it lies
    "white-snake": (6, {}, 5),
    "twins": (2, {"set": 12}, 4),  # 74 tiles down, 15 in the hand
    "sausage": (2, {}, 4),
    "sausage-one-way": (3, {}, 3),
    "block": (2, {}, 2),
    "draw": (4, {}, 1),
}


def cross_ends(view: View, uni: bool) -> dict[str, str]:
    """How the spinner and each arm's outer tile of a Maltese Cross are drawn (one glyph each with
    Unicode faces), so that a screen can be searched for them."""
    from dominohall.tui.render import horizontal, vertical_glyph

    layout = view.layout
    assert isinstance(layout, CrossLayout) and layout.spinner is not None
    s = layout.spinner.first
    out = {"spinner": vertical_glyph(s, s).strip() if uni else f"{{{s}|{s}}}"}
    for arm, tiles in layout.arms.items():
        if not tiles:
            continue
        p = tiles[-1]
        a, b = (p.second, p.first) if arm in ("N", "W") else (p.first, p.second)
        if p.is_double:
            face = horizontal(a, a, uni) if arm in ("N", "S") else (vertical_glyph(a, a) if uni else f"[{a}/{a}]")
        elif arm in ("N", "S"):
            face = vertical_glyph(a, b) if uni else f"[{a}/{b}]"  # ASCII: standing, on one line, top over bottom
        else:
            face = horizontal(a, b, uni)
        out[arm] = face.strip()
    return out


@pytest.mark.parametrize(
    ("lang", "uni"),
    [("en", False), ("en", True), ("pl", False), ("ru", True)],
    ids=["en-ascii", "en", "pl-ascii", "ru"],
)
@pytest.mark.parametrize("variant", list(LATE))
def test_late_in_a_deal_everything_is_on_the_screen(variant: str, lang: str, uni: bool) -> None:
    """At 80×24, at the person's last choice of a long deal: the board does not scroll (its drawing
    fits the region it has), the turn, every seat's count and every legal move are on the screen,
    and so are the last plays and every key. In the Maltese Cross the spinner and each arm's outer
    tile are drawn, whatever the arms' length."""
    n, options, seed = LATE[variant]

    async def run() -> None:
        match = late_in_deal(variant, n, options, seed)
        app = DominoApp(match, ["random"], lang=lang, pace=0, ascii_only=not uni, seed=seed)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            assert app.waiting
            text = screen_text(app)
            save(app, f"late-{variant}-{lang}-{'unicode' if uni else 'ascii'}")
            box = app.table_screen.query_one("#board-box")
            assert box.virtual_size.height <= box.size.height, (box.virtual_size, box.size, text)
            assert box.virtual_size.width <= box.size.width, (box.virtual_size, box.size, text)
            texts = Texts(lang)
            check_screen(app, text, texts)
            for note in layout_notes(app.view(), texts, compact=True):
                assert note.split(":")[0] in text, (note, text)
            last = event_lines(public_event(match.history[-1], 0), 0, app.labels, texts)[0]
            assert last in text, (last, text)
            assert all(key in text for key in KEY_LABELS[lang]), text
            view = app.view()
            if variant == "maltese-cross":
                layout = view.layout
                assert isinstance(layout, CrossLayout)
                assert len(layout.arms["N"]) + len(layout.arms["S"]) >= 12  # too tall to draw as it lies
                board = str(app.table_screen.query_one("#board").render())
                for arm, face in cross_ends(view, uni).items():
                    assert face in board, (arm, face, board)
                for arm, value in view.open_ends.items():
                    assert f"{arm} {value}" in text

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("width", [60, 80])
def test_the_keys_are_never_cut(lang: str, width: int) -> None:
    """The keys at the foot of the screen, each with its word, all on the screen (on a narrow
    terminal in two lines rather than cut); at 80 columns on one line."""

    async def run() -> None:
        match = new_match("block", 2, seed=3)
        app = DominoApp(match, ["random"], lang=lang, pace=0, ascii_only=True, auto=False)
        async with app.run_test(size=(width, 20 if width == 60 else 24)) as pilot:
            await settle(app, pilot)
            for auto in (False, True):
                if auto:
                    await press(app, pilot, "f6")
                    await settle(app, pilot)
                text = screen_text(app)
                if auto:
                    save(app, f"keys-{lang}-{width}")
                keys = app.table_screen.query_one("#keys")
                shown = str(keys.render())
                for word in KEY_LABELS[lang]:
                    key, label = word.split(" ", 1)
                    assert (f"{key} [{label}]" if auto and key == "F6" else word) in shown, (word, shown)
                    assert key in text
                assert all(len(line.rstrip()) <= width for line in text.splitlines())
                if width == 80:
                    assert keys.size.height == 1, shown

    asyncio.run(run())


def test_a_line_typed_quickly_is_played_as_typed() -> None:
    """A move typed and Enter pressed at once (as a paste, or a quick typist) is that move: Enter
    waits for the characters before it, and is not taken for a choice on the hand bar."""

    async def run() -> None:
        from textual import events

        match = new_match("block", 2, seed=3)
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            view = app.view()
            cursor_moves = app.entries(view)[app.cursor].moves
            move = next(m for m in view.legal_moves if m not in cursor_moves)
            before = len(match.history)
            assert app._driver is not None
            for ch in str(move):
                app._driver.send_message(events.Key(ch, ch))
            app._driver.send_message(events.Key("enter", "\r"))
            await settle(app, pilot)
            played = [e for e in match.history[before:] if isinstance(e, Played)]
            assert played and played[0].seat == 0 and played[0].move == move, match.history[before:]

    asyncio.run(run())


def test_the_log_is_broken_at_its_width_and_anew_on_resize() -> None:
    """Long lines of the log (a Twins hand drawing 21 tiles of the double-twelve set) are broken at
    the log's width beside the board (not cut at it), and broken anew when the terminal is resized."""

    async def run() -> None:
        match = late_in_deal("twins", 2, {"set": 12}, 4)
        app = DominoApp(match, ["random"], lang="pl", pace=0, ascii_only=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            log = app.table_screen.query_one("#log", RichLog)
            drawn = [line for line in log.lines if "dobierasz" in line.text]
            assert drawn, [line.text for line in log.lines]
            for width, height in ((120, 40), (60, 20), (80, 24), (120, 40)):
                await pilot.resize_terminal(width, height)
                await settle(app, pilot)
                region = log.scrollable_content_region.width
                assert log.virtual_size.width <= region, (width, log.virtual_size, region)
                assert all(line.cell_length <= region for line in log.lines), (width, region)
                text = " ".join(line.text.strip() for line in log.lines)
                assert "ty: dobierasz (21 kamieni): 1-11 0-9 2-2 3-11 10-12 8-11 4-7 3-6 7-7 2-4 1-6" in text

    asyncio.run(run())
