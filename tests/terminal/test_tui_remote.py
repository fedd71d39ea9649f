"""``dominohall play --server URL --table ID --token T`` (issue #41): the full-screen terminal game
playing one seat of a server's table, in a real pseudo-terminal (tmux, 80×24), while the other
seat is played at the WebSocket (the harness) or by clicking in Chromium. The person at the
terminal chooses each move with the keys, the screen follows the other seat's moves as the stream
tells them, and the match ends with the same summary as a local game's, for both seats."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import subprocess
import sys
import time
import uuid
from typing import Any

import pytest

pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")
pytest.importorskip("websockets", reason="the server extra is not installed")
if shutil.which("tmux") is None:
    pytest.skip("tmux is not installed", allow_module_level=True)

for _folder in ("server", "browser"):
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", _folder))

from server_helpers import autoplay  # noqa: E402 (tests/server, on the path above)
from test_server_abuse import hall  # noqa: E402 (tests/server, on the path above)
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh  # noqa: E402 (tests/server, on the path above)
from test_server_botapi import TWO, bearer, make_token  # noqa: E402 (tests/server, on the path above)


class Pane:
    """A tmux session of 80×24 running one command: its screen as text, keys sent to it."""

    def __init__(self, command: list[str], width: int = 80, height: int = 24) -> None:
        self.name = f"dh-{uuid.uuid4().hex[:8]}"
        env = dict(os.environ, TERM="xterm-256color", PYTHONIOENCODING="utf-8")
        subprocess.run(
            ["tmux", "new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height), *command],
            check=True,
            env=env,
        )
        subprocess.run(["tmux", "set-option", "-t", self.name, "remain-on-exit", "on"], check=True)

    def text(self) -> str:
        return subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", self.name], capture_output=True, text=True, check=True
        ).stdout

    def keys(self, *keys: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, *keys], check=True)

    def dead(self) -> bool:
        out = subprocess.run(
            ["tmux", "display-message", "-p", "-t", self.name, "#{pane_dead} #{pane_dead_status}"],
            capture_output=True,
            text=True,
        ).stdout.split()
        return bool(out) and out[0] == "1"

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


def challenged_block(start_server: Any, ann_at: str, ben_at: str) -> tuple[Any, Person, str, str, str]:
    """Ann (from ``ann_at``) challenges the bot account Ben (``ben_at``) to a 2-player Block, which Ben
    accepts with a ``play`` token: the server, Ann, Ben's token, the table and Ann's seat link."""
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, ann_at).sign_up(fresh("Ann"))
    ben_name = fresh("Ben")
    ben = Person(server, ben_at).sign_up(ben_name)
    token = make_token(ben, "play")
    status, sent = ann.request("POST", "/api/challenges", {"to": ben_name, "table": {"variant": "block", "seats": TWO}})
    assert status == 201, sent
    status, accepted = bearer(server, "POST", f"/api/challenges/{sent['id']}/accept", token)
    assert status == 201, accepted
    table = accepted["table"]
    link = {c["id"]: c for c in ann.request("GET", "/api/challenges")[1]["outgoing"]}[sent["id"]]["link"]
    return server, ann, token, table, link


def test_the_terminal_plays_a_seat_of_a_server_table(start_server: Any) -> None:
    server, ann, token, table, link = challenged_block(start_server, "198.51.100.95", "198.51.100.96")
    screens: list[str] = []

    async def run() -> dict[str, Any]:
        ws = await ann.client(table).connect(link.split("token=")[1])
        command = [sys.executable, "-m", "dominohall", "play", "--server", server.url, "--table", table]
        pane = Pane([*command, "--token", token, "--ascii"])
        try:
            hers = asyncio.ensure_future(autoplay(ws, random.Random(4), timeout=240))
            moved = 0
            deadline = time.monotonic() + 240  # a loaded machine: the match takes under a minute alone
            while time.monotonic() < deadline and not pane.dead():
                screen = pane.text()
                if ("The match is over" in screen and "Enter or Esc: close" in screen) or "Enter: go on" in screen:
                    screens.append(screen)
                    pane.keys("Enter")
                elif "to move: you" in screen:
                    screens.append(screen)
                    pane.keys("Enter")  # the tile under the cursor (the first playable)
                    await asyncio.sleep(0.3)
                    if "choose where" in pane.text():
                        pane.keys("Enter")  # the first of its places
                    moved += 1
                await asyncio.sleep(0.3)
            last = pane.text()
            screens.append(last)
            mine: dict[str, Any] = await asyncio.wait_for(hers, 120)
            assert pane.dead(), last
            assert moved > 0, screens
            return mine
        finally:
            pane.close()
            await ws.close()

    hers = asyncio.run(run())
    assert hers["view"]["match_over"], hers
    shown = "\n---\n".join(screens)
    assert "The match is over" in shown, shown[-3000:]
    # the other seat's moves were shown as the stream told them, and the terminal's own; the last
    # deal's end is summed up under the match's, as at a local game
    assert "seat 0: played" in shown and "you: played" in shown, shown[-3000:]
    assert "deal over (" in shown and "the deal: " in shown, shown[-3000:]


def test_the_terminal_plays_a_seat_while_the_other_is_played_in_chromium(start_server: Any) -> None:
    """The same, with the other seat played by clicking in Chromium (the browser's own page)."""
    pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    import test_browser as tb
    from playwright.sync_api import sync_playwright

    server, _ann, token, table, link = challenged_block(start_server, "198.51.100.93", "198.51.100.94")
    command = [sys.executable, "-m", "dominohall", "play", "--server", server.url, "--table", table]
    pane = Pane([*command, "--token", token, "--ascii"])
    screens: list[str] = []
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(tb.CHROMIUM), args=tb.ARGS)
        try:
            page = chromium.new_page()
            page.set_default_timeout(30_000)
            tb.open_table(page, link if link.startswith("http") else server.url + link)
            page_over = False
            deadline = time.monotonic() + 240
            while time.monotonic() < deadline and not (page_over and pane.dead()):
                screen = pane.text()
                if ("The match is over" in screen and "Enter or Esc: close" in screen) or "Enter: go on" in screen:
                    screens.append(screen)
                    pane.keys("Enter")
                elif "to move: you" in screen:
                    screens.append(screen)
                    pane.keys("Enter")
                    page.wait_for_timeout(300)
                    if "choose where" in pane.text():
                        pane.keys("Enter")
                if page.locator("#overlay:not(.hidden)").count():
                    page_over = tb.state(page)["over"]
                    if not page_over:
                        page.click("#overlay-close")
                else:
                    now = tb.state(page)
                    if now["mine"]:
                        tb.play_turn(page)
                        tb.wait_change(page, now["seq"])
                page.wait_for_timeout(200)
            screens.append(pane.text())
            final = tb.state(page)
        finally:
            chromium.close()
            pane.close()
    shown = "\n---\n".join(screens)
    assert final["over"] and page_over, shown[-3000:]
    assert "The match is over" in shown and "seat 0: played" in shown and "you: played" in shown, shown[-3000:]


def test_the_terminal_sums_up_every_deal_of_a_server_match(start_server: Any) -> None:
    """Each deal's end is summed up at the terminal as at a local game, from the deal's end in the
    history the stream carries: the server deals the next deal at once, so the state "deal over" has
    passed by the time the stream sends it, and the first deal's summary must appear all the same."""
    server, ann, token, table, link = challenged_block(start_server, "198.51.100.91", "198.51.100.92")
    summaries: list[str] = []
    screens: list[str] = []

    async def run() -> dict[str, Any]:
        ws = await ann.client(table).connect(link.split("token=")[1])
        command = [sys.executable, "-m", "dominohall", "play", "--server", server.url, "--table", table]
        pane = Pane([*command, "--token", token, "--ascii"])
        try:
            hers = asyncio.ensure_future(autoplay(ws, random.Random(7), timeout=240))
            deadline = time.monotonic() + 240
            while time.monotonic() < deadline and not pane.dead():
                screen = pane.text()
                if "Enter: go on" in screen:
                    summaries.append(screen)
                    pane.keys("Enter")  # the person goes on, as at a local game
                elif "The match is over" in screen and "Enter or Esc: close" in screen:
                    screens.append(screen)
                    pane.keys("Enter")
                elif "to move: you" in screen:
                    pane.keys("Enter")
                    await asyncio.sleep(0.3)
                    if "choose where" in pane.text():
                        pane.keys("Enter")
                await asyncio.sleep(0.3)
            screens.append(pane.text())
            mine: dict[str, Any] = await asyncio.wait_for(hers, 120)
            assert pane.dead(), screens[-1]
            return mine
        finally:
            pane.close()
            await ws.close()

    hers = asyncio.run(run())
    assert hers["view"]["match_over"], hers
    deals = hers["view"]["deal"]  # the last deal's count: every deal dealt in the match
    assert deals >= 2, f"the match took {deals} deal(s): the test needs at least two"
    shown = "\n---\n".join(summaries)
    first = next((s for s in summaries if "Deal 1 is over" in s), None)
    assert first is not None, shown[-3000:] or screens[-1]
    # the summary says who won the deal and every seat's pips and standing (R-1: points)
    assert "pips left" in first and "you: " in first and "seat 0" in first, first
    # every deal but the last (shown under the match's summary) was summed up at its end
    missing = [k for k in range(1, deals) if f"Deal {k} is over" not in shown]
    assert not missing, (missing, shown[-3000:])


def test_every_deal_end_in_the_streams_history_is_found() -> None:
    """:func:`deal_ends` finds each deal's end in the history (not in the state, which has passed):
    numbered as people see them, the seat's view only with the deal whose end it shows."""
    from dataclasses import replace

    from dominohall import View, new_match
    from dominohall.events import DealEnded
    from dominohall.tui.remote import deal_ends

    match = new_match("block", 2, seed=5)
    while sum(isinstance(e, DealEnded) for e in match.history) < 2:
        match.play(match.legal_moves()[0])
    over = View.of(match, 1)
    ends = deal_ends(over.history, 0, over, numbered=False)
    assert [e.number for e in ends] == [1, 2]
    assert [over.history[e.end].kind for e in ends] == ["deal_end", "deal_end"]
    # the next deal was dealt after each: the seat's view now is not the layout at either's end
    assert ends[0].view is None and ends[1].view is None
    # a state sent at deal 2's end itself (nothing dealt after it) goes with that deal's summary
    at_end = replace(over, history=over.history[: ends[1].end + 1], deal_over=True)
    assert [e.view for e in deal_ends(at_end.history, 0, at_end, numbered=False)] == [None, at_end]
    # only what came after ``start`` (a stream opened again retells the whole history)
    assert [e.number for e in deal_ends(over.history, ends[0].end + 1, over, numbered=False)] == [2]
