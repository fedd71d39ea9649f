"""The terminal's screens as a person meets them (issue 23, the terminal's items): deal numbers that
never skip unexplained, summaries that show every seat on a small screen, White Snake's steal told
once and plainly, a log that can be read back, the end of a deal one is out of played at once, the
last play marked on the board, the board in the middle of a big screen, and the match's end by place.

The full screen is driven by Textual's pilot (as tests/terminal/test_tui_fullscreen.py does); the
words shared with the line mode are checked on views of explicit matches."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence

import pytest
from helpers import match_of, play_all, rest_of, setup_of
from refusals import WS_STEAL

from dominohall import DealSetup, Match, MatchState, Move, View, new_match
from dominohall.events import DealEnded, Dealt, Ending, Redealt
from dominohall.i18n import Texts
from dominohall.tui.render import deal_title, event_lines, places, seat_lines, standing_parts
from dominohall.tui.session import Table

pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")

from test_tui_fullscreen import choose, press, save, settle
from textual.widgets import Input, RichLog, Static

from dominohall.bots.base import Bot
from dominohall.tui.fullscreen import DominoApp, TextScreen, screen_text

T = Texts()


# ---- item 4: deal numbers --------------------------------------------------------------------------
def test_ws2_a_white_snake_deal_dealt_again_keeps_its_number_and_says_so() -> None:
    """Seed 7: the head 1-1 of deal 1 lay in the stock (WS-3): the tiles were dealt again. People see
    deal 1 (the number WS-2 ties the head to), dealt again, never "deal 2" opened by 1-1."""
    match = new_match("white-snake", 6, seed=7)
    assert [type(e) for e in match.history[:3]] == [Dealt, Redealt, Dealt]
    view = match.view(0)
    assert (view.deal_number, view.deal_count) == (1, 2)
    assert deal_title(view, T) == "White Snake, deal 1, dealt again (WS-3)"
    told = [line for e in match.history[:3] for line in event_lines(e, 0, ["you"] * 6, T, numbered=True)]
    assert told == ["--- deal 1 is dealt ---", "nobody can lead deal 1: dealt again (WS-3)", "--- deal 1 is dealt ---"]


VOID_DEAL = (
    "1-1 0-1 pass pass 0-4 2-4 pass pass 2-2 2-6 pass 3-6 1-3 1-5 3-5 3-3 pass pass pass 2-3 1-2 pass 1-4 4-5"
    " pass pass 0-5 pass pass pass pass 0-0 pass pass pass pass pass"
)


def test_ws5_a_void_deal_is_replayed_with_its_number() -> None:
    """Seed 63: deal 1 ends in a block tied on pips and tiles, void (WS-5): it is played again as deal 1."""
    match = new_match("white-snake", 5, seed=63)
    play_all(match, VOID_DEAL)
    ended = [e for e in match.history if isinstance(e, DealEnded)]
    assert ended[-1].result.ending is Ending.VOID
    view = match.view(0)
    assert (view.deal_number, view.deal_count) == (1, 2)
    assert deal_title(view, T) == "White Snake, deal 1, dealt again (WS-5)"


def test_mc2_a_skipped_deal_number_is_explained() -> None:
    """Maltese Cross counts every deal dealt: a deal nobody could lead (MC-2: no double) is dealt
    again, and the next deal's title says what became of the number it skips."""
    hands = [["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"], ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"]]
    no_double = DealSetup.of(hands, stock=rest_of(*hands))
    good = setup_of(
        "maltese-cross",
        [["6-6", "2-6", "4-6", "2-2", "4-4", "0-0", "0-5"], ["1-6", "3-6", "1-1", "3-3", "1-5", "0-1", "0-2"]],
    )
    match = match_of("maltese-cross", [no_double, good])
    view = match.view(0)
    assert view.deal_count == 2
    assert deal_title(view, T) == "Maltese Cross, deal 2 (deal 1: nobody could lead, dealt again, MC-2)"
    assert deal_title(view, Texts("pl")).startswith("Krzyż maltański, rozdanie 2 (rozdanie 1:")


def test_the_full_screen_names_a_white_snake_deal_by_its_number() -> None:
    async def run() -> None:
        app = DominoApp(new_match("white-snake", 6, seed=7), ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            text = screen_text(app)
            assert "White Snake, deal 1, dealt again (WS-3)" in text, text
            assert "nobody can lead deal 1: dealt again (WS-3)" in text, text

    asyncio.run(run())


# ---- item 11: every seat on a small screen ------------------------------------------------------------
def seat_rows_shown(app: DominoApp, text: str) -> list[str]:
    """The seats whose line of a summary is missing from the screen."""
    view = app.match.view(0)
    if app.match.is_over:
        parts = standing_parts(view, app.labels, app.texts)
        want = [f"{place}. {parts[s]}" for place, seats in places(view) for s in seats]
    else:
        want = [f"{label}: pips left" for label in app.labels]
    return [w for w in want if w not in text]


@pytest.mark.parametrize(
    ("variant", "n", "options"),
    [("white-snake", 6, {"max_deals": 3}), ("draw", 4, {"target": 40}), ("sausage", 4, {"losses": 2})],
)
def test_every_seat_is_in_every_summary_on_a_small_screen(variant: str, n: int, options: dict[str, object]) -> None:
    """Issue 23: at 60×20 a 6-player White Snake's summary lost seat 5 below its fold (and a Draw its
    leader). Every deal's summary and the match's end show every seat's line, and the table every
    seat's count, at 60×20."""

    async def run() -> None:
        match = new_match(variant, n, seed=5, options=options)
        app = DominoApp(match, ["random"], pace=0, ascii_only=True, seed=3)
        rng = random.Random(3)
        summaries = 0
        async with app.run_test(size=(60, 20)) as pilot:
            for _ in range(3000):
                await settle(app, pilot)
                if not app.is_running:
                    break
                text = screen_text(app)
                if isinstance(app.screen, TextScreen):
                    summaries += 1
                    assert not seat_rows_shown(app, text), (seat_rows_shown(app, text), text)
                    if summaries == 1:
                        save(app, f"small-{variant}-summary")
                    await press(app, pilot, "enter")
                    continue
                view = app.view()
                for s in range(n):
                    if not view.out[s]:
                        assert (
                            app.texts("{name}: {count}", name=app.labels[s], count=app.texts.count(view.hand_counts[s]))
                            in text
                        )
                await choose(app, pilot, view.legal_moves[rng.randrange(len(view.legal_moves))])
        assert match.is_over and summaries >= 2

    asyncio.run(run())


# ---- item 13: White Snake's steal ------------------------------------------------------------------
class Scripted(Bot):
    """A bot that plays the moves it is given, in order (its seat's share of a scripted deal)."""

    def __init__(self, moves: Sequence[str]) -> None:
        super().__init__()
        self.moves = [Move.from_str(m) for m in moves]

    def choose(self, view: View) -> Move:
        return self.moves.pop(0)

    def decide(self, view: View) -> Move:  # pragma: no cover - choose() is all this bot does
        return self.moves.pop(0)


def summaries_of(app: DominoApp) -> list[str]:
    return [screen_text(app)] if isinstance(app.screen, TextScreen) else []


def test_a_bot_steal_is_summed_up_once_saying_what_was_stolen() -> None:
    """Deal 7 (0-0) is won by seat 1, a bot, which steals 3-3 from seat 3 (WS-7). Issue 23: the summary
    came twice, first with the standings from before the steal, and never said what was stolen."""
    hands = [
        ["0-3", "2-5", "2-6", "5-6"],
        ["0-2", "0-5", "5-5", "3-6"],
        ["1-4", "2-4", "1-6", "4-6"],
        ["1-3", "0-4", "0-6", "6-6"],
        ["0-0", "1-2", "1-5", "4-5"],
    ]
    tokens = ("4-4", "1-1", "2-2", "3-3")
    state = MatchState(deal_number=7, tokens=(("4-4",), (), ("1-1", "2-2"), ("3-3",), ()))
    match = match_of("white-snake", [setup_of("white-snake", hands, tokens=tokens, number=7)], state=state)
    play_all(match, "0-0")
    # after the person's 0-3: 3-6 1-6 1-3 (seats 1-3), then every seat passes; seat 1 has the fewest pips
    script = {1: ["3-6", "pass", "steal:3-3"], 2: ["1-6", "pass"], 3: ["1-3", "pass"], 4: ["pass"]}

    async def run() -> None:
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        for seat, moves in script.items():
            app.table.bots[seat] = Scripted(moves)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await choose(app, pilot, Move.from_str("0-3"))
            await settle(app, pilot)
            assert app.waiting and app.view().legal_moves == (Move.from_str("pass"),)  # 2-5 2-6 5-6 on 1
            await choose(app, pilot, Move.from_str("pass"))
            await settle(app, pilot)
            assert isinstance(app.screen, TextScreen)
            text = screen_text(app)
            save(app, "steal-by-a-bot")
            assert "Deal 7 is over" in text
            assert "seat 1 (Beginner): stole 3-3 from seat 3 (Beginner)" in text, text
            assert "seat 1 (Beginner): pips left 17 · tokens 3-3" in text, text  # the standing after the steal
            assert "seat 3 (Beginner): pips left" in text and "tokens none" in text
            await press(app, pilot, "enter")
            await settle(app, pilot)
            assert not isinstance(app.screen, TextScreen)  # no second summary of deal 7
            assert app.waiting and app.view().deal_number == 8

    asyncio.run(run())


def test_the_person_steals_from_a_list_that_says_whose_token_each_is() -> None:
    """The person wins deal 7 (0-0): the summary says so and asks for a steal; the hand bar asks whose
    token to take and lists each steal apart (issue 23: "choose a tile" over run-together options);
    after the steal no second summary comes."""
    match = match_of(
        "white-snake",
        [setup_of("white-snake", WS_STEAL.hands, tokens=WS_STEAL.tokens, number=7)],
        state=WS_STEAL.state,
    )
    moves = WS_STEAL.moves.split()
    play_all(match, " ".join(moves[:-1]))

    async def run() -> None:
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        app.table.bots[1] = Scripted(moves[-1:])
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            assert isinstance(app.screen, TextScreen)
            text = screen_text(app)
            assert (
                "won the deal: you" in text and T("You won a 0-0 deal: choose whose token to steal (WS-7).") in text
            ), text
            await press(app, pilot, "enter")
            await settle(app, pilot)
            assert app.waiting
            text = screen_text(app)
            save(app, "steal-by-the-person")
            assert T("choose whose token to steal (←/→, Enter)") in text and T("choose a tile (←/→, Enter)") not in text
            shown = [
                T("steal {tile} from {victim}", tile=t, victim=v)
                for t, v in [("1-1", "seat 1 (Beginner)"), ("2-2", "seat 1 (Beginner)")]
            ]
            assert "   ".join(shown) in text, text  # set apart from each other
            assert [c.tile for c in app.entries(app.view())] == [-1, -1, -1]  # no tiles of the deal just over
            await choose(app, pilot, Move.from_str("steal:3-3"))
            await settle(app, pilot)
            assert not isinstance(app.screen, TextScreen)
            assert "you: stole 3-3 from seat 2 (Beginner)" in screen_text(app)
            assert app.view().tokens[0] != 0 and app.view().deal_number == 8

    asyncio.run(run())


# ---- item 12: the log ------------------------------------------------------------------------------------
def test_the_log_shows_the_last_round_and_reads_back_with_page_up() -> None:
    """At 80×24 with 6 players, every move since the person's last one is in the log when the person
    is to move (issue 23: a bot's reply scrolled out of a 4-line log); PgUp scrolls it back, PgDn on."""

    async def run() -> None:
        match = new_match("white-snake", 6, seed=5, options={"max_deals": 2})
        app = DominoApp(match, ["random"], pace=0, ascii_only=True, seed=2)
        async with app.run_test(size=(80, 24)) as pilot:
            turns = 0
            last_mine = 0
            while turns < 6 and app.is_running:
                await settle(app, pilot)
                if isinstance(app.screen, TextScreen):
                    await press(app, pilot, "enter")
                    continue
                history = match.history
                text = screen_text(app)
                labels = app.labels
                for event in history[last_mine:]:
                    if isinstance(event, DealEnded | Dealt):
                        last_mine = history.index(event)
                for event in history[last_mine + 1 :]:
                    for line in event_lines(event, 0, labels, app.texts, numbered=True):
                        assert line.strip() in text, (line, text)
                last_mine = len(history)
                turns += 1
                await choose(app, pilot, app.view().legal_moves[0])
            # The bots answer the last move too: the log is read once they have, at the person's turn.
            await settle(app, pilot)
            while app.is_running and isinstance(app.screen, TextScreen):
                await press(app, pilot, "enter")
                await settle(app, pilot)
            log = app.table_screen.query_one("#log")
            assert log.max_scroll_y > 0
            bottom = log.scroll_y
            await press(app, pilot, "pageup")
            assert log.scroll_y < bottom
            await press(app, pilot, "pagedown")
            assert log.scroll_y == bottom

    asyncio.run(run())


def test_a_long_line_of_the_log_goes_on_indented() -> None:
    """A wrapped event (a Twins hand drawing many tiles) goes on under its start, indented."""
    from test_tui_fullscreen import late_in_deal

    async def run() -> None:
        app = DominoApp(late_in_deal("twins", 2, {"set": 12}, 4), ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            lines = [line.text for line in app.table_screen.query_one("#log", RichLog).lines]
            first = next(i for i, line in enumerate(lines) if "you: drew 21" in line)
            assert lines[first + 1].startswith("  ") and lines[first + 1].strip(), lines[first : first + 3]

    asyncio.run(run())


# ---- item 14: the end of a deal one is out of ------------------------------------------------------
def before_going_out(seed: int) -> Match | None:
    """A 3-player Sausage match of random moves at the person's last play of a deal that goes on
    without them (SA-8), or ``None`` if the seed gives none."""
    from dominohall.bots import make_bot

    match = new_match("sausage", 3, seed=seed, options={"losses": 1})
    bots = [make_bot("random", seed + s) for s in range(3)]
    while not match.is_over:
        deal = match.deal
        moves = match.legal_moves()
        if match.turn == 0 and deal.hands[0].bit_count() == 1 and moves[0].kind != "pass":
            match.play(moves[0])  # every legal move plays the last tile
            if deal.result is None:
                match.pop()
                return match
            continue
        match.play(bots[match.turn].choose(match.view(match.turn)))
    return None


def test_out_of_a_sausage_deal_its_end_is_played_at_once() -> None:
    """Issue 23: after going out one watched the bots for ~24 s with no way to skip. With the bots
    pausing 1000 s between moves, Enter plays the deal's end at once."""
    match = next(m for m in (before_going_out(seed) for seed in range(40)) if m is not None)

    async def run() -> None:
        app = DominoApp(match, ["random"], pace=1000, ascii_only=True, seed=1)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await choose(app, pilot, app.view().legal_moves[0])
            await pilot.pause(0.1)
            assert app.out_of_deal and T("you are out of this deal · Enter: play its end at once") in screen_text(app)
            await press(app, pilot, "enter")
            await settle(app, pilot)
            assert isinstance(app.screen, TextScreen) and "is over" in screen_text(app)

    asyncio.run(run())


# ---- item 16 --------------------------------------------------------------------------------------------
def test_wait_for_your_turn_goes_when_the_turn_comes() -> None:
    async def run() -> None:
        match = new_match("block", 3, seed=2)
        app = DominoApp(match, ["random"], pace=1000, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await choose(app, pilot, app.view().legal_moves[0])
            await pilot.pause(0.1)
            assert app.busy
            await press(app, pilot, *"0-0", "enter")
            await pilot.pause()
            assert T("wait for your turn") in screen_text(app)
            app.hurried.set()  # the bots move on at once (as after Enter out of a deal)
            await settle(app, pilot)
            assert app.waiting and T("wait for your turn") not in screen_text(app)

    asyncio.run(run())


def test_the_last_play_is_marked_and_the_prompt_offers_no_numbers() -> None:
    async def run() -> None:
        match = new_match("block", 2, seed=3)
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await choose(app, pilot, app.view().legal_moves[0])
            await settle(app, pilot)
            last = [e for e in match.history if e.kind == "play"][-1]
            content = str(app.table_screen.query_one("#board", Static).content)
            marked = content.split("[reverse]")[1].split("[/]")[0].replace("\\[", "[")
            assert set(marked.strip("[]{}").split("|")) == set(last.move.tile_name.split("-")), (marked, last)
            placeholder = app.table_screen.query_one("#command", Input).placeholder
            assert placeholder == T("a move ({example}) or a command (help)", example="3-5@L")
            assert "number" not in placeholder

    asyncio.run(run())


def test_the_board_is_in_the_middle_of_a_big_screen() -> None:
    """Issue 23: at 200×50 the board was a small cluster in a corner."""

    async def run() -> None:
        match = new_match("twins", 2, seed=3)
        app = DominoApp(match, ["random"], pace=0, ascii_only=True)
        async with app.run_test(size=(200, 50)) as pilot:
            await settle(app, pilot)
            await choose(app, pilot, app.view().legal_moves[0])
            await settle(app, pilot)
            box = app.table_screen.query_one("#board-box").region
            board = app.table_screen.query_one("#board").region
            left, right = board.x - box.x, box.right - board.right
            top, bottom = board.y - box.y, box.bottom - board.bottom
            assert left > 20 and abs(left - right) <= 3, (box, board)
            assert top > 5 and abs(top - bottom) <= 2, (box, board)
            save(app, "board-200x50")

    asyncio.run(run())


def test_no_stock_is_shown_where_there_is_none() -> None:
    """Sausage and Block have no stock: ``stock: 0`` said nothing (issue 23); Draw's stock is shown."""
    labels = ["you", "seat 1 (Beginner)", "seat 2 (Beginner)"]
    for variant, shown in [("sausage", False), ("block", False), ("draw", True), ("white-snake", True)]:
        n = 5 if variant == "white-snake" else 3
        view = new_match(variant, n, seed=1).view(0)
        text = " ".join(seat_lines(view, [*labels, "s3", "s4"][:n], T))
        assert ("stock:" in text) == shown, (variant, text)


def test_tied_players_share_a_place() -> None:
    """Issue 23: tied players were ranked by seat. Seats 1 and 3 tie on 40 points: both are 2nd, and the
    person, last, is 4th of 4."""
    match = new_match("block", 4, seed=1)
    match.scores = [10, 40, 60, 40]
    view = match.view(0)
    assert places(view) == [(1, (2,)), (2, (1, 3)), (4, (0,))]
    from dominohall.events import MatchResult

    match.result = MatchResult((2,), (0, 1, 3), (2, 1, 3, 0), "R-1")
    assert Table(match, ["random"]).end_message() == "You lost the match: place 4 of 4."
    match.scores = [40, 40, 60, 10]
    match.result = MatchResult((2,), (0, 1, 3), (2, 0, 1, 3), "R-1")
    assert Table(match, ["random"], lang="ru").end_message() == "Матч проигран: место 2 из 4."
