"""Rule scenarios for Sausage (``sausage``, SA-1 … SA-10) and one-way sausage (``sausage-one-way``, SA-11).

Every test names the rule it checks. Deals are set up explicitly (hands in the notation), moves are
played from the notation, and the tests assert exact legal move lists, layouts (column numbers and
tiles as they lie), open ends, hands, events and results.

Layout shorthand used below: ``lies("6|3")`` is a lengthwise tile as it lies, left half 6, right half
3; ``cross("6/1")`` is a crosswise column, top half 6 (in the top row), bottom half 1.

The long move lists (a player going out, blocks) were found by random play-outs and are replayed here;
what each test asserts about them was worked out by hand from RULES.md.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from helpers import deal_of, expect, legal, match_of, play_all, rest_of, setup_of
from hypothesis import given, settings
from hypothesis import strategies as st

from dominohall import (
    Deal,
    Ending,
    Event,
    IllegalMoveError,
    Match,
    MatchResult,
    MatchState,
    Move,
    OptionError,
    SetupError,
    View,
    new_match,
)
from dominohall.events import DealResult, Led, Passed, Played, Took
from dominohall.sampling import sample_world
from dominohall.tiles import FULL_SET, mask_of, names, parse_tile, tile_index
from dominohall.variants.line import Placed
from dominohall.variants.sausage import Column, SausageLayout

# ---- helpers ------------------------------------------------------------------------------------


def tiles(*items: str) -> int:
    """A set of tiles (bitmask) from the notation."""
    return mask_of(parse_tile(t) for t in items)


def lies(text: str) -> Placed:
    """A lengthwise tile as it lies: ``"6|3"`` shows 6 on its left half and 3 on its right."""
    a, b = (int(v) for v in text.split("|"))
    return Placed(tile_index(a, b), a, b)


def cross(text: str) -> Column:
    """A crosswise column: ``"6/1"`` shows 6 in the top row and 1 in the bottom row."""
    top, bottom = (int(v) for v in text.split("/"))
    return Column(cross=Placed(tile_index(top, bottom), top, bottom))


def pair(top: str | None, bottom: str | None) -> Column:
    """A column of lengthwise tiles (one row may be empty at an end of the layout)."""
    return Column(top=lies(top) if top else None, bottom=lies(bottom) if bottom else None)


def layout(d: Deal) -> SausageLayout:
    lay = d.layout()
    assert isinstance(lay, SausageLayout)
    return lay


def columns(d: Deal) -> list[tuple[int, Column]]:
    return list(layout(d).columns)


def tile_list(mask: int) -> list[str]:
    """The tiles of a set in the notation, sorted as text."""
    return sorted(names(mask))


def summary(e: Event) -> tuple[str, int, str, list[str]]:
    """An event as ``(kind, seat, move, tiles)``, tiles sorted as text."""
    move = getattr(e, "move", None)
    return (
        e.kind,
        getattr(e, "seat", -1),
        str(move) if move is not None else "",
        tile_list(mask_of(getattr(e, "tiles", ()))),
    )


def tail(d: Deal | Match, k: int) -> list[tuple[str, int, str, list[str]]]:
    events = d.history if isinstance(d, Match) else d.events
    return [summary(e) for e in events[-k:]]


def snapshot(d: Deal) -> tuple[Any, ...]:
    """Everything a move may change."""
    return (
        legal(d),
        tuple(d.hands),
        columns(d),
        d.open_ends(),
        list(d.events),
        d.turn,
        d.passes,
        d.out,
        tuple(d.known_held),
        tuple(d.known_absent),
        d.layout_tiles(),
        d.result,
    )


def assert_illegal(d: Deal, move: str, rule: str) -> None:
    """``move`` is refused naming ``rule``, and the deal is unchanged."""
    before = snapshot(d)
    with pytest.raises(IllegalMoveError) as err:
        d.play(move)
    assert err.value.rule == rule, str(err.value)
    assert str(err.value).startswith(f"{rule}: ")
    assert snapshot(d) == before


# ---- scenario A: two players, both sides, two cuts --------------------------------------------------
#
# Seat 0 leads 2-3 crosswise (2 on top). The moves below build, in this order:
#   2-6@TR (top sticks out right), 1-3@BR (even), 3-6@BL (bottom sticks out left), 2-2@TL (even),
#   6-6@TR, 1-4@BR; then column 1 ends in 6 (top) and 1 (bottom), and so does column 2 begin:
#
#   column   -1      0      1      2
#   top     [2|2]  (2)   [2|6]  [6|6]
#   bottom  [6|3]  (3)   [3|1]  [1|4]
#
# so the junction 1/2 may be cut with 1-6, lying 6 on top and 1 below.

A0 = ["2-3", "1-3", "2-2", "1-4", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2", "1-5"]
A1 = ["2-6", "3-6", "6-6", "1-6", "2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "4-6", "5-5", "5-6"]
A_MOVES = "2-3 2-6@TR 1-3@BR 3-6@BL 2-2@TL 6-6@TR 1-4@BR"
A_LAYOUT = [
    (-1, pair("2|2", "6|3")),
    (0, cross("2/3")),
    (1, pair("2|6", "3|1")),
    (2, pair("6|6", "1|4")),
]


def scenario_a(moves: str = A_MOVES, **options: object) -> Deal:
    d = deal_of("sausage", [A0, A1], leader=0, options=options or None)
    play_all(d, moves)
    return d


def test_scenario_a_hands_are_the_whole_set() -> None:
    assert sorted(A1) == sorted(rest_of(A0))


# ---- SA-1 -------------------------------------------------------------------------------------------


def test_sa1_two_players_share_the_whole_set() -> None:
    d = deal_of("sausage", [A0, A1], leader=0)
    assert d.hand_counts() == (14, 14)
    assert d.stock_left() == 0 and d.set_aside == 0
    with pytest.raises(SetupError, match=r"^SA-1: hands\[0\] holds 13 tiles; each hand holds 14"):
        deal_of("sausage", [A0[1:], [*A1, A0[0]]], leader=0)


def test_sa1_three_players_get_nine_and_one_tile_is_set_aside() -> None:
    m = new_match("sausage", 3, seed=11)
    d = m.deal
    assert d.hand_counts() == (9, 9, 9)
    assert d.stock_left() == 0
    assert d.set_aside.bit_count() == 1
    assert d.hands[0] | d.hands[1] | d.hands[2] | d.set_aside == FULL_SET[6]
    view = View.of(m, 0)
    assert view.set_aside_count == 1 and view.stock_count == 0
    assert view.hidden == d.hands[1] | d.hands[2] | d.set_aside  # C-4: the set-aside tile is not shown
    # An explicit deal: a tenth tile in a hand is refused.
    hands = [BLOCK3[0], BLOCK3[1], [*BLOCK3[2], "0-6"]]
    with pytest.raises(SetupError, match=r"^SA-1: hands\[2\] holds 10 tiles; each hand holds 9"):
        deal_of("sausage", hands, set_aside=[], leader=0)


def test_sa1_four_players_get_seven_and_other_counts_are_refused() -> None:
    m = new_match("sausage-one-way", 4, seed=3)
    assert m.deal.hand_counts() == (7, 7, 7, 7) and m.deal.set_aside == 0
    for players in (1, 5):
        with pytest.raises(OptionError, match=rf"^SA-1: sausage is played by 2 to 4 players, not {players}"):
            new_match("sausage", players, seed=0)


# ---- SA-2 -------------------------------------------------------------------------------------------


def test_sa2_lead_any_tile_crosswise_with_lower_half_on_top() -> None:
    d = scenario_a("")
    assert legal(d) == sorted(A0)  # any tile may lead
    assert layout(d) == SausageLayout((), {}, ())
    assert_illegal(d, "2-3@TL", "N")  # the lead is written without an end
    d.play("2-3")
    assert columns(d) == [(0, Column(cross=Placed(parse_tile("2-3"), 2, 3)))]
    # SA-4: a lone crosswise lead leaves all four ends open: 2 in the top row, 3 in the bottom row.
    assert d.open_ends() == {"TL": 2, "TR": 2, "BL": 3, "BR": 3}
    assert layout(d).cuts == ()


def test_sa2_first_leader_of_a_match_is_drawn_with_the_seed() -> None:
    leaders = {new_match("sausage", 3, seed=s).deal.leader for s in range(40)}
    assert leaders == {0, 1, 2}
    for s in range(5):
        m1, m2 = new_match("sausage", 3, seed=s), new_match("sausage", 3, seed=s)
        assert m1.deal.leader == m2.deal.leader == m1.turn
        lead = [e for e in m1.history if e.kind == "lead"]
        assert lead == [Led(m1.deal.leader)]


# ---- SA-3 -------------------------------------------------------------------------------------------


def test_sa3_each_row_is_its_own_chain() -> None:
    d = scenario_a("2-3")
    # Top row shows 2 on both sides, bottom row 3: seat 1's 2s go on top, its 3s below.
    assert legal(d) == [
        "2-4@TL", "2-4@TR", "2-5@TL", "2-5@TR", "2-6@TL", "2-6@TR",
        "3-3@BL", "3-3@BR", "3-4@BL", "3-4@BR", "3-5@BL", "3-5@BR", "3-6@BL", "3-6@BR",
    ]  # fmt: skip
    assert_illegal(d, "4-4@TR", "SA-3")
    d.play("2-6@TR")
    assert_illegal(d, "0-4@BR", "SA-3")
    assert_illegal(d, "1-2@BL", "SA-3")
    d.play("1-3@BR")
    # Column 1 holds 2|6 over 3|1: the rows need not match each other.
    assert columns(d) == [(0, cross("2/3")), (1, pair("2|6", "3|1"))]
    d.play("3-6@BL")  # a tile on the left lies with its matching half on the right
    assert columns(d)[0] == (-1, pair(None, "6|3"))


# ---- SA-4 -------------------------------------------------------------------------------------------


def test_sa4_top_row_sticks_out_right_only_bottom_end_open() -> None:
    d = scenario_a("2-3 2-6@TR")
    assert d.open_ends() == {"TL": 2, "BL": 3, "BR": 3}
    # Seat 0 holds 0-6, which would match TR (6): that end is closed.
    assert legal(d) == ["0-2@TL", "0-3@BL", "0-3@BR", "1-2@TL", "1-3@BL", "1-3@BR", "2-2@TL"]
    assert_illegal(d, "0-6@TR", "SA-4")
    d.play("1-3@BR")
    assert d.open_ends() == {"TL": 2, "TR": 6, "BL": 3, "BR": 1}


def test_sa4_bottom_row_sticks_out_left_only_top_end_open() -> None:
    d = scenario_a("2-3 2-6@TR 1-3@BR 3-6@BL")
    assert d.open_ends() == {"TL": 2, "TR": 6, "BR": 1}
    assert legal(d) == [
        "0-1@BR", "0-2@TL", "0-6@TR", "1-1@BR", "1-2@BR", "1-2@TL", "1-4@BR", "1-5@BR", "2-2@TL",
    ]  # fmt: skip
    assert_illegal(d, "0-6@BL", "SA-4")  # BL shows 6 but the bottom row already sticks out
    d.play("2-2@TL")
    assert d.open_ends() == {"TL": 2, "TR": 6, "BL": 6, "BR": 1}


def test_sa4_bottom_sticks_out_right_and_top_sticks_out_left() -> None:
    d = scenario_a("2-3 3-4@BR")
    assert d.open_ends() == {"TL": 2, "TR": 2, "BL": 3}
    assert legal(d) == ["0-2@TL", "0-2@TR", "0-3@BL", "1-2@TL", "1-2@TR", "1-3@BL", "2-2@TL", "2-2@TR"]
    assert_illegal(d, "1-4@BR", "SA-4")
    d.play("2-2@TL")
    assert columns(d) == [(-1, pair("2|2", None)), (0, cross("2/3")), (1, pair(None, "3|4"))]
    assert d.open_ends() == {"TR": 2, "BL": 3}
    assert legal(d) == ["2-4@TR", "2-5@TR", "2-6@TR", "3-3@BL", "3-5@BL", "3-6@BL"]
    assert_illegal(d, "2-5@TL", "SA-4")
    assert_illegal(d, "4-4@BR", "SA-4")


def test_sa4_cut_tile_at_an_end_leaves_both_row_ends_open() -> None:
    d = scenario_a(A_MOVES + " 1-6@cut:1:L")
    assert columns(d) == [(1, cross("6/1")), (2, pair("6|6", "1|4"))]
    assert d.open_ends() == {"TL": 6, "TR": 6, "BL": 1, "BR": 4}
    # Evenness is counted beyond the crosswise cut tile: one tile on top closes TL.
    d.play("0-6@TL")
    assert columns(d) == [(0, pair("0|6", None)), (1, cross("6/1")), (2, pair("6|6", "1|4"))]
    assert d.open_ends() == {"TR": 6, "BL": 1, "BR": 4}
    assert_illegal(d, "4-6@TL", "SA-4")
    right = scenario_a(A_MOVES + " 1-6@cut:1:R")
    assert right.open_ends() == {"TL": 2, "TR": 6, "BL": 6, "BR": 1}


# ---- SA-5 -------------------------------------------------------------------------------------------


def test_sa5_junction_beside_the_lead_is_never_cut() -> None:
    d = scenario_a("2-3 2-6@TR 1-3@BR 3-6@BL 2-2@TL")
    assert columns(d) == A_LAYOUT[:3]
    # Both junctions next to the lead would need a second 2-3.
    assert layout(d).cuts == ()
    assert legal(d) == [
        "1-6@BL", "1-6@BR", "1-6@TR", "2-4@TL", "2-5@TL",
        "4-6@BL", "4-6@TR", "5-6@BL", "5-6@TR", "6-6@BL", "6-6@TR",
    ]  # fmt: skip
    assert_illegal(d, "2-4@cut:-1:L", "SA-5")
    assert_illegal(d, "2-4@cut:0:R", "SA-5")


def test_sa5_cut_tile_must_match_top_and_bottom() -> None:
    d = scenario_a()
    assert columns(d) == A_LAYOUT
    assert layout(d).cuts == ((1, parse_tile("1-6")),)
    assert d.open_ends() == {"TL": 2, "TR": 6, "BL": 6, "BR": 4}
    assert legal(d) == [
        "1-6@BL", "1-6@TR", "1-6@cut:1:L", "1-6@cut:1:R",
        "2-4@BR", "2-4@TL", "2-5@TL", "3-4@BR", "4-4@BR", "4-5@BR",
        "4-6@BL", "4-6@BR", "4-6@TR", "5-6@BL", "5-6@TR",
    ]  # fmt: skip
    assert_illegal(d, "4-6@cut:1:L", "SA-5")  # shows 6 on top but 4, not 1, below
    assert_illegal(d, "1-6@cut:0:R", "SA-5")  # beside the lead
    assert_illegal(d, "1-6@cut:2:L", "SA-5")  # no column 3
    assert_illegal(d, "1-6@cut:-2:L", "SA-5")
    assert_illegal(d, "1-6@cut:1", "SA-6")  # the basic game names a side
    d.play("1-6@cut:1:R")
    # Oriented by the rows, not by its numbers: 6 on top, 1 below.
    assert columns(d)[-1] == (2, Column(cross=Placed(parse_tile("1-6"), 6, 1)))


# Two players (the deal of ``new_match("sausage", 2, seed=1)``, issue #18). After these moves the
# columns are -4 (2|1 over 5|5), -3 (1|1 over 5|6), -2 (1|5 over 6|3), the cut tile 3-5 crosswise in
# -1, and 3|3 alone below in column 0. Junction -4|-3 needs 1-5 (1 on top, 5 below), which lies in
# column -2; junction -3|-2 needs 1-6, in seat 0's hand.
ON_TABLE_HANDS = [
    ["0-1", "1-1", "2-2", "1-3", "2-3", "2-4", "4-4", "3-5", "4-5", "5-5", "0-6", "1-6", "3-6", "6-6"],
    ["0-0", "0-2", "1-2", "0-3", "3-3", "0-4", "1-4", "3-4", "0-5", "1-5", "2-5", "2-6", "4-6", "5-6"],
]
ON_TABLE_MOVES = "2-2 2-5@TL 2-3@BL 1-5@TL 3-6@BL 5-6@BL 3-5@cut:-2:R 3-3@BR 1-1@TL 1-2@TL 5-5@BL"


def test_sa5_a_junction_whose_tile_is_on_the_table_is_not_listed_as_a_cut() -> None:
    d = deal_of("sausage", ON_TABLE_HANDS, leader=0)
    play_all(d, ON_TABLE_MOVES)
    assert [n for n, _ in columns(d)] == [-4, -3, -2, -1, 0]
    assert [c.is_full_pair for _, c in columns(d)[:3]] == [True, True, True]
    assert d.layout_tiles() & tiles("1-5")
    # SA-5: 1-5 is the one tile that fits -4|-3, and it is on the table: nobody can cut there.
    assert layout(d).cuts == ((-3, parse_tile("1-6")),)
    assert all(View.of(d, seat).layout == layout(d) for seat in range(2))
    assert_illegal(d, "1-5@cut:-4:L", "C-4")  # the moves were right before: nobody holds 1-5
    d.play("0-5@TR")
    assert legal(d) == ["0-1@TR", "0-6@TR", "1-3@BR", "1-6@cut:-3:L", "1-6@cut:-3:R", "2-4@TL", "4-5@BL"]
    # SA-6: the cut takes 1-5 back into seat 1's hand, so -4|-3 can be cut now, and is listed.
    d.play("1-6@cut:-3:R")
    assert d.hands[1] & tiles("1-5")
    assert layout(d).cuts == ((-4, parse_tile("1-5")),)
    assert "1-5@cut:-4:L" in legal(d) and "1-5@cut:-4:R" in legal(d)


# ---- SA-6 -------------------------------------------------------------------------------------------

A0_LEFT = tiles("0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2", "1-5")
"""Seat 0's hand after the seven moves of scenario A."""


def test_sa6_cut_left_takes_the_left_part_lead_included() -> None:
    d = scenario_a()
    d.play("1-6@cut:1:L")
    # The cut tile takes number 1, the number of the removed column it borders; column 2 keeps its.
    assert columns(d) == [(1, cross("6/1")), (2, pair("6|6", "1|4"))]
    taken = tiles("2-2", "3-6", "2-3", "2-6", "1-3")  # columns -1, 0 (the crosswise lead) and 1
    assert tail(d, 2) == [
        ("play", 1, "1-6@cut:1:L", []),
        ("take", 0, "", tile_list(taken)),
    ]
    assert d.hands[0] == A0_LEFT | taken
    assert d.hand_counts() == (15, 10)
    assert d.layout_tiles() == tiles("1-6", "6-6", "1-4")
    assert d.turn == 0
    assert legal(d) == [
        "0-1@BL", "0-4@BR", "0-6@TL", "0-6@TR", "1-1@BL", "1-2@BL",
        "1-3@BL", "1-5@BL", "2-6@TL", "2-6@TR", "3-6@TL", "3-6@TR",
    ]  # fmt: skip


def test_sa6_cut_right_takes_the_right_part() -> None:
    d = scenario_a()
    d.play("1-6@cut:1:R")
    # The cut tile takes number 2 (C+1); columns -1 … 1 keep theirs.
    assert columns(d) == [*A_LAYOUT[:3], (2, cross("6/1"))]
    assert tail(d, 2) == [("play", 1, "1-6@cut:1:R", []), ("take", 0, "", ["1-4", "6-6"])]
    assert d.hands[0] == A0_LEFT | tiles("6-6", "1-4")
    assert d.turn == 0
    assert legal(d) == [
        "0-1@BR", "0-2@TL", "0-6@BL", "0-6@TR", "1-1@BR", "1-2@BR",
        "1-2@TL", "1-4@BR", "1-5@BR", "6-6@BL", "6-6@TR",
    ]  # fmt: skip


SECOND = A_MOVES + " 1-6@cut:1:L 3-6@TR 4-5@BR 0-1@BL"


def test_sa6_second_cut_left_takes_the_first_cut_tile_too() -> None:
    d = scenario_a(SECOND)
    assert columns(d) == [
        (0, pair(None, "0|1")),
        (1, cross("6/1")),
        (2, pair("6|6", "1|4")),
        (3, pair("6|3", "4|5")),
    ]
    assert d.open_ends() == {"TL": 6, "TR": 3, "BR": 5}
    assert layout(d).cuts == ((2, parse_tile("4-6")),)  # 1/2 is beside the first cut tile
    assert legal(d) == [
        "2-5@BR", "3-3@TR", "3-4@TR", "3-5@BR", "3-5@TR", "4-6@TL",
        "4-6@cut:2:L", "4-6@cut:2:R", "5-5@BR", "5-6@BR", "5-6@TL",
    ]  # fmt: skip
    before = d.hands[0]
    d.play("4-6@cut:2:L")
    assert columns(d) == [(2, cross("6/4")), (3, pair("6|3", "4|5"))]
    taken = tiles("0-1", "1-6", "6-6", "1-4")
    assert tail(d, 2) == [("play", 1, "4-6@cut:2:L", []), ("take", 0, "", tile_list(taken))]
    assert d.hands[0] == before | taken
    assert d.open_ends() == {"TL": 6, "TR": 3, "BL": 4, "BR": 5}


def test_sa6_second_cut_right_leaves_two_crosswise_tiles() -> None:
    d = scenario_a(SECOND)
    d.play("4-6@cut:2:R")
    assert columns(d) == [
        (0, pair(None, "0|1")),
        (1, cross("6/1")),
        (2, pair("6|6", "1|4")),
        (3, cross("6/4")),
    ]
    assert tail(d, 1) == [("take", 0, "", ["3-6", "4-5"])]
    assert d.open_ends() == {"TL": 6, "TR": 6, "BR": 4}
    assert layout(d).cuts == ()


# ---- SA-7 -------------------------------------------------------------------------------------------


def test_sa7_taking_is_not_a_turn() -> None:
    d = scenario_a(A_MOVES + " 1-6@cut:1:L")
    assert d.turn == 0  # the taker plays at once
    assert [e.kind for e in d.events[-2:]] == ["play", "take"]
    d.play("2-6@TL")  # a taken tile
    assert d.turn == 1


def test_sa7_option_take_ends_turn_uses_up_the_takers_turn() -> None:
    d = scenario_a(A_MOVES + " 1-6@cut:1:L", take_ends_turn=True)
    assert tail(d, 2) == [("play", 1, "1-6@cut:1:L", []), ("take", 0, "", ["1-3", "2-2", "2-3", "2-6", "3-6"])]
    assert d.turn == 1  # two players: the cutter moves again
    assert d.passes == 0
    assert legal(d) == [
        "2-4@BR", "3-4@BR", "4-4@BR", "4-5@BR", "4-6@BR", "4-6@TL", "4-6@TR", "5-6@TL", "5-6@TR",
    ]  # fmt: skip


def test_sa7_take_ends_turn_uses_up_one_turn_only_also_on_the_fast_path() -> None:
    d = scenario_a(A_MOVES + " 1-6@cut:1:L", take_ends_turn=True)
    fast = d.copy()
    d.play("2-4@BR")
    assert d.turn == 0  # the taker's next turn is its own again
    # apply() is what search and playout() use: it must give the turn the same way.
    fast.apply(Move.from_str("2-4@BR"))
    assert fast.turn == 0 and legal(fast) == legal(d)


@pytest.mark.parametrize("variant", ["sausage", "sausage-one-way"])
@pytest.mark.parametrize("take_ends_turn", [False, True])
def test_sa7_fast_playouts_follow_the_rules(variant: str, take_ends_turn: bool) -> None:
    for seed in range(40):
        m = new_match(variant, 3, seed=seed, options={"take_ends_turn": take_ends_turn})
        trace: list[Move] = []
        result = m.deal.copy(events=False).playout(random.Random(seed), trace)
        d = m.deal.copy()
        for move in trace:
            d.play(move)  # raises if playout() made a move the rules do not allow
        assert d.result == result


# Three players: seat 1 cuts 2-5 (2 on top, 5 below) at junction -2/-1 in the eighth move; seat 2 takes.
THREE = [
    ["0-2", "1-2", "0-3", "1-4", "3-4", "4-5", "5-5", "1-6", "4-6"],
    ["0-0", "0-1", "1-1", "1-3", "3-3", "0-4", "4-4", "2-5", "0-6"],
    ["2-2", "2-3", "2-4", "0-5", "1-5", "3-5", "2-6", "5-6", "6-6"],
]
THREE_MOVES = "0-3 3-3@BR 3-5@BL 0-2@TL 0-6@TR 2-6@TL 5-5@BL 2-5@cut:-2:L"


def three(**options: object) -> Deal:
    d = deal_of("sausage", THREE, set_aside=["3-6"], leader=0, options=options or None)
    play_all(d, THREE_MOVES)
    return d


def test_sa7_three_players_taker_plays_or_is_skipped() -> None:
    d = three()
    assert columns(d) == [
        (-2, cross("2/5")),
        (-1, pair("2|0", "5|3")),
        (0, cross("0/3")),
        (1, pair("0|6", "3|3")),
    ]
    assert tail(d, 1) == [("take", 2, "", ["2-6", "5-5"])]
    assert d.open_ends() == {"TL": 2, "TR": 6, "BL": 5, "BR": 3}
    assert d.turn == 2
    assert legal(d) == [
        "0-5@BL", "1-5@BL", "2-2@TL", "2-3@BR", "2-3@TL", "2-4@TL",
        "2-6@TL", "2-6@TR", "5-5@BL", "5-6@BL", "5-6@TR", "6-6@TR",
    ]  # fmt: skip
    skipped = three(take_ends_turn=True)
    assert skipped.hands == d.hands
    assert skipped.turn == 0
    assert legal(skipped) == ["1-2@TL", "1-6@TR", "3-4@BR", "4-5@BL", "4-6@TR"]


# ---- SA-8 -------------------------------------------------------------------------------------------

# Three players; seat 1 goes out with the 25th move of the deal, seat 0 then cuts and seat 2 (not seat 1) takes.
SKIP = [
    ["1-1", "1-2", "2-2", "0-3", "3-4", "5-5", "0-6", "2-6", "4-6"],
    ["0-0", "0-1", "0-2", "1-3", "2-3", "0-4", "4-4", "1-5", "2-5"],
    ["3-3", "1-4", "0-5", "3-5", "4-5", "1-6", "3-6", "5-6", "6-6"],
]
SKIP_MOVES = (
    "0-0 0-5@BL 0-6@BR 0-1@TR 3-6@BR 1-2@TR 0-4@TL 1-6@cut:1:L 2-6@BL 2-3@BR 1-4@TL 4-6@TL 0-2@TR "
    "pass 0-4@TR 2-5@BR 5-6@BR 2-2@BL 4-4@TR 4-5@TR 0-6@BR 1-5@TR 6-6@TL 0-1@BR 1-3@BR"
)


def test_sa8_a_player_out_is_skipped_and_never_takes() -> None:
    d = deal_of("sausage", SKIP, set_aside=["2-4"], leader=1)
    play_all(d, SKIP_MOVES)
    assert tail(d, 2) == [("play", 1, "1-3@BR", []), ("out", 1, "", [])]
    assert d.result is None and d.out == 0b010 and d.hands[1] == 0
    assert d.turn == 2  # play continues among the others
    d.play("pass")
    assert d.turn == 0
    assert d.hands == [tiles("0-0", "1-1", "0-3", "3-4", "0-5", "5-5"), 0, tiles("3-3", "3-5")]
    assert d.open_ends() == {"TR": 1, "BL": 2}
    assert columns(d)[-3:] == [
        (6, pair("4|5", "6|0")),
        (7, pair("5|1", "0|1")),
        (8, pair(None, "1|3")),
    ]
    assert legal(d) == ["0-5@cut:6:L", "0-5@cut:6:R", "1-1@TR"]
    # Seat 2 passed on ends 1 and 2: it holds no tile with a 1, as far as anyone knows so far.
    assert d.known_absent[2] & tiles("0-1", "1-3", "1-5") == tiles("0-1", "1-3", "1-5")
    d.play("0-5@cut:6:R")
    assert tail(d, 2) == [("play", 0, "0-5@cut:6:R", []), ("take", 2, "", ["0-1", "1-3", "1-5"])]
    assert d.hands == [tiles("0-0", "1-1", "0-3", "3-4", "5-5"), 0, tiles("3-3", "3-5", "0-1", "1-3", "1-5")]
    assert columns(d)[-2:] == [(6, pair("4|5", "6|0")), (7, cross("5/0"))]
    assert d.turn == 2  # seat 1 is out
    # Now it does: what it took is known held, and no longer known absent.
    view = View.of(d, 0)
    # (Seat 0 still holds the lead, 0-0, which it took at the first cut.)
    assert view.known_held == (tiles("0-0"), 0, tiles("0-1", "1-3", "1-5"))
    assert view.known_absent[2] & d.hands[2] == 0
    assert d.result is None


# Two players: seat 1's last tile is 2-2, and it cuts with it.
CUT_OUT = [
    ["0-0", "1-1", "1-2", "1-3", "3-3", "1-4", "2-4", "0-5", "1-5", "2-5", "0-6", "2-6", "3-6", "6-6"],
    ["0-1", "0-2", "2-2", "0-3", "2-3", "0-4", "3-4", "4-4", "3-5", "4-5", "5-5", "1-6", "4-6", "5-6"],
]
CUT_OUT_MOVES = (
    "5-6 3-6@BR 5-5@TL 0-5@TR 0-2@TR 3-3@BR 0-3@cut:1:R 3-3@BR 1-6@BL 1-5@TL 0-4@TR 1-3@BR 4-6@TR 1-1@BR "
    "3-4@cut:3:R 1-4@BL 4-4@BL 1-1@TL 4-5@BL 4-6@TR 0-1@TL 2-5@BL 3-5@BR 0-2@TL 2-3@TL 2-4@BL"
)


def cut_out() -> Deal:
    d = deal_of("sausage", CUT_OUT, leader=1)
    play_all(d, CUT_OUT_MOVES)
    return d


def test_sa8_cutter_going_out_with_the_cut_tile_does_not_take() -> None:
    d = cut_out()
    assert d.turn == 1 and d.hands[1] == tiles("2-2")
    assert columns(d)[:2] == [(-6, pair("3|2", "4|2")), (-5, pair("2|0", "2|5"))]
    assert legal(d) == ["2-2@cut:-6:L", "2-2@cut:-6:R"]
    d.play("2-2@cut:-6:L")
    # SA-6/SA-8: seat 0, the next player still holding tiles, takes; seat 1 is out; SA-9: seat 0 loses.
    assert tail(d, 4) == [
        ("play", 1, "2-2@cut:-6:L", []),
        ("take", 0, "", ["2-3", "2-4"]),
        ("out", 1, "", []),
        ("deal_end", -1, "", []),
    ]
    assert columns(d)[0] == (-6, cross("2/2"))
    assert d.hands == [tiles("0-0", "1-2", "1-3", "0-6", "2-6", "6-6", "2-3", "2-4"), 0]
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule, r.pips) == (Ending.DOMINO, (1,), (0,), "SA-9", (44, 0))
    assert legal(d) == []
    assert_illegal(d, "0-0@TL", "C-8")


# Three players: seat 1 is out; seat 0 cuts with its last tile, 1-4; seat 2 takes and is left alone.
SKIP_OUT = [
    ["1-3", "1-4", "4-4", "0-5", "3-5", "1-6", "3-6", "4-6", "5-6"],
    ["0-1", "1-2", "3-3", "0-4", "1-5", "2-5", "4-5", "2-6", "6-6"],
    ["0-0", "0-2", "2-2", "0-3", "2-3", "2-4", "3-4", "5-5", "0-6"],
]
SKIP_OUT_MOVES = (
    "2-5 2-3@TR 3-5@BR 2-6@TL 5-5@BL 5-6@BL 6-6@TL 0-3@TR 4-6@BL 3-3@BR 0-2@TR 3-6@BR 1-2@TR 0-6@BR "
    "0-5@BR 1-5@TR pass 1-6@TL 0-1@cut:4:R 1-5@TR 4-4@BL 0-4@BR 2-4@BR 1-3@TL 4-5@TR 2-2@BR"
)


def test_sa8_cutter_out_and_next_seat_out_last_holder_takes_and_loses() -> None:
    d = deal_of("sausage", SKIP_OUT, set_aside=["1-1"], leader=1)
    play_all(d, SKIP_OUT_MOVES)
    assert d.out == 0b010 and d.turn == 0
    assert d.hands[0] == tiles("1-4")
    assert legal(d) == ["1-4@BL", "1-4@TR", "1-4@cut:-4:L", "1-4@cut:-4:R"]
    on_table = d.layout_tiles()
    third = d.hands[2]
    d.play("1-4@cut:-4:R")
    assert columns(d) == [(-4, pair("3|1", "4|4")), (-3, cross("1/4"))]
    taken = on_table & ~tiles("1-3", "4-4")
    assert [e.kind for e in d.events[-4:]] == ["play", "take", "out", "deal_end"]
    assert summary(d.events[-3]) == ("take", 2, "", tile_list(taken))
    assert d.hands == [0, 0, third | taken]
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.DOMINO, (0, 1), (2,), "SA-9")


# ---- SA-9 -------------------------------------------------------------------------------------------

DOMINO3 = [
    ["2-4", "2-5", "4-5", "5-5", "0-6", "1-6", "2-6", "4-6", "6-6"],
    ["0-1", "0-2", "2-2", "1-3", "3-3", "0-4", "3-4", "4-4", "1-5"],
    ["0-0", "1-1", "0-3", "2-3", "1-4", "0-5", "3-5", "3-6", "5-6"],
]
DOMINO3_MOVES = (
    "3-6 6-6@BR 3-3@TL 3-5@TR 5-5@TR pass 5-6@BL 0-6@BR 3-4@TL 0-5@BL 4-6@TL 0-1@BL 0-3@BR 2-6@TL 1-3@BL "
    "2-3@BL 1-6@cut:-4:R 4-6@TR 1-1@BR 2-4@TR 0-2@TL 0-0@TL 2-5@BL 0-3@TL 1-4@BR"
)


def test_sa9_the_last_player_holding_tiles_loses() -> None:
    d = deal_of("sausage", DOMINO3, set_aside=["1-2"], leader=2)
    play_all(d, DOMINO3_MOVES)
    assert tail(d, 2) == [("play", 2, "1-4@BR", []), ("out", 2, "", [])]
    assert d.result is None  # two players still hold tiles
    assert d.turn == 0 and legal(d) == ["4-5@BL", "4-5@BR"]
    d.play("4-5@BR")
    assert [e.kind for e in d.events[-3:]] == ["play", "out", "deal_end"]
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule, r.pips) == (Ending.DOMINO, (0, 2), (1,), "SA-9", (0, 97, 0))


BLOCK2 = [
    ["1-3", "2-3", "3-3", "0-4", "2-4", "3-4", "4-4", "1-5", "3-5", "4-5", "5-5", "1-6", "3-6", "6-6"],
    ["0-0", "0-1", "1-1", "0-2", "1-2", "2-2", "0-3", "1-4", "0-5", "2-5", "0-6", "2-6", "4-6", "5-6"],
]
BLOCK2_MOVES = "0-4 0-3@TR 4-5@BL 0-1@TL 1-5@BL 1-4@BR 1-3@TR 1-2@TL 2-3@TL 1-1@BR 1-6@TR"


def test_sa9_block_most_pips_lose() -> None:
    d = deal_of("sausage", BLOCK2, leader=0)
    play_all(d, BLOCK2_MOVES)
    # Both rows stick out on both sides; the bottom row shows 1 at each end, and every 1 is down.
    assert d.open_ends() == {"BL": 1, "BR": 1}
    assert legal(d) == ["pass"]
    d.play("pass")
    assert d.result is None and legal(d) == ["pass"]
    d.play("pass")
    r = d.result
    assert r is not None
    # 3-3 2-4 3-4 4-4 3-5 5-5 3-6 6-6 = 66 pips against 53.
    assert (r.ending, r.winners, r.losers, r.rule, r.pips) == (Ending.BLOCK, (1,), (0,), "SA-9", (66, 53))
    assert [e.kind for e in d.events[-3:]] == ["pass", "pass", "deal_end"]


TIE2 = [
    ["1-1", "0-2", "2-2", "0-3", "1-3", "3-3", "0-4", "4-4", "2-5", "3-5", "4-5", "0-6", "1-6", "6-6"],
    ["0-0", "0-1", "1-2", "2-3", "1-4", "2-4", "3-4", "0-5", "1-5", "5-5", "2-6", "3-6", "4-6", "5-6"],
]
TIE2_MOVES = (
    "0-5 2-5@BR 0-0@TR 0-6@TL 2-3@BR 0-2@TR 2-4@TR 0-3@BR 1-4@TR 4-5@BL 4-6@TL 0-4@BR 3-4@BL 1-3@BL 1-2@TR "
    "4-4@TL 1-5@BL pass pass"
)


def test_sa9_block_tie_on_most_pips_every_tied_player_loses() -> None:
    d = deal_of("sausage", TIE2, leader=1)
    play_all(d, TIE2_MOVES)
    assert d.hands == [tiles("1-1", "2-2", "3-3", "3-5", "1-6", "6-6"), tiles("0-1", "5-5", "2-6", "3-6", "5-6")]
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule, r.pips) == (Ending.BLOCK, (), (0, 1), "SA-9", (39, 39))


# Three players, 0-2 set aside; seat 1 leads; the block leaves 21, 10 and 21 pips.
TIE3 = [
    ["0-0", "1-1", "1-2", "0-3", "3-3", "2-4", "2-6", "3-6", "6-6"],
    ["0-1", "2-2", "2-3", "1-4", "3-4", "4-4", "3-5", "0-6", "1-6"],
    ["1-3", "0-4", "0-5", "1-5", "2-5", "4-5", "5-5", "4-6", "5-6"],
]
TIE3_MOVES = (
    "3-5 2-5@BL 0-3@TL 2-3@BL 0-5@BR 0-0@TL 0-1@TL 1-3@BL 3-3@TR 3-4@TR 0-4@BR 1-1@TL 4-4@TR 1-5@BL "
    "1-2@TL 1-4@BR 4-5@BL 2-4@TL 1-6@BR 4-6@BL 2-6@BL pass pass pass"
)


def test_sa9_block_tie_among_three_players() -> None:
    d = deal_of("sausage", TIE3, set_aside=["0-2"], leader=1)
    play_all(d, TIE3_MOVES)
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule, r.pips) == (Ending.BLOCK, (1,), (0, 2), "SA-9", (21, 10, 21))


# ---- SA-10 and SA-2 (the next leader) ---------------------------------------------------------------

BLOCK3 = [
    ["1-1", "2-2", "2-3", "4-4", "1-5", "5-5", "1-6", "2-6", "4-6"],
    ["0-1", "0-2", "1-3", "2-4", "3-4", "0-5", "3-5", "5-6", "6-6"],
    ["0-0", "1-2", "0-3", "3-3", "0-4", "1-4", "2-5", "4-5", "3-6"],
]
BLOCK3_MOVES = "1-4 1-6@TR 1-3@TL 4-5@BR 4-6@BL 5-6@BR 3-6@TL 2-6@BL 6-6@TR 2-5@BL pass pass pass"
"""Seat 2 leads; 0-6 is set aside; the block leaves 35, 29 and 16 pips: seat 0 loses."""


def block3_match(marks: tuple[int, int, int], **options: object) -> Match:
    setup = setup_of("sausage", BLOCK3, leader=2)
    assert names(setup.set_aside) == ["0-6"]
    m = match_of("sausage", [setup], seed=4, state=MatchState(marks=marks), options=options or None)
    play_all(m, BLOCK3_MOVES[: -len(" pass")])
    assert m.deal.number == 1 and m.deal.result is None
    return m


def test_sa10_a_loss_is_a_mark_and_sa2_the_loser_leads_the_next_deal() -> None:
    m = block3_match((3, 0, 0))
    first = m.deal
    m.play("pass")
    assert first.result is not None and first.result.losers == (0,)
    assert m.marks == [4, 0, 0]
    assert m.result is None
    assert m.deal is not first and m.deal.leader == 0 and m.turn == 0
    assert tail(m, 1) == [("lead", 0, "", [])]
    assert expect(m.history[-1], Led).due is None


def test_sa10_reaching_losses_marks_loses_the_match() -> None:
    m = block3_match((4, 0, 0))
    m.play("pass")
    assert m.marks == [5, 0, 0]
    assert m.result == MatchResult(winners=(1, 2), losers=(0,), ranking=(1, 2, 0), rule="SA-10")
    assert m.history[-1].kind == "match_end"
    assert m.legal_moves() == [] and m.turn == -1
    # Undo goes back into the deal, marks and all.
    m.pop()
    assert m.marks == [4, 0, 0] and m.result is None and m.deal.result is None
    assert m.turn == 2 and legal(m) == ["pass"]


def test_sa10_option_losses() -> None:
    m = block3_match((1, 0, 0), losses=2)
    m.play("pass")
    assert m.marks == [2, 0, 0]
    assert m.result == MatchResult(winners=(1, 2), losers=(0,), ranking=(1, 2, 0), rule="SA-10")


def test_sa10_tied_losers_all_get_a_mark_and_sa2_first_to_the_left_of_the_leader_leads() -> None:
    setup = setup_of("sausage", TIE3, leader=1)
    m = match_of("sausage", [setup], seed=9, state=MatchState(marks=(0, 0, 0)))
    play_all(m, TIE3_MOVES)
    assert m.marks == [1, 0, 1]
    # Losers 0 and 2; the previous leader was 1; to its left comes 2 first, then 0.
    assert m.deal.leader == 2 and m.turn == 2
    assert tail(m, 1) == [("lead", 2, "", [])]


# Three players, 0-3 set aside; seat 1 leads; the block leaves 18, 18 and 14 pips: seats 0 and 1 lose.
TIE3_LEADER = [
    ["0-1", "1-1", "3-3", "0-4", "3-4", "4-4", "3-5", "5-5", "0-6"],
    ["0-2", "1-2", "2-2", "1-4", "2-4", "1-5", "2-6", "3-6", "4-6"],
    ["0-0", "1-3", "2-3", "0-5", "2-5", "4-5", "1-6", "5-6", "6-6"],
]
TIE3_LEADER_MOVES = (
    "4-6 6-6@BL 0-4@TR 3-6@BR 2-3@BR 0-6@TR 2-6@TR 4-5@TL 3-5@TL 2-4@BR 5-6@BL 3-4@BR 0-2@TR 0-5@BL "
    "3-3@BR pass 1-3@TL 1-1@TL pass 0-0@TR 0-1@TR pass pass pass"
)


def test_sa2_previous_leader_among_tied_losers_comes_last() -> None:
    setup = setup_of("sausage", TIE3_LEADER, leader=1)
    assert names(setup.set_aside) == ["0-3"]
    m = match_of("sausage", [setup], seed=2)
    first = m.deal
    play_all(m, TIE3_LEADER_MOVES)
    r = first.result
    assert r is not None and (r.losers, r.pips) == ((0, 1), (18, 18, 14))
    assert m.marks == [1, 1, 0]
    # Going left from seat 1 (the previous leader): seat 2 did not lose, seat 0 did.
    assert m.deal.leader == 0
    assert tail(m, 1) == [("lead", 0, "", [])]


def test_sa10_tied_losers_reaching_losses_both_lose_the_match() -> None:
    setup = setup_of("sausage", TIE3, leader=1)
    m = match_of("sausage", [setup], seed=9, state=MatchState(marks=(4, 0, 4)))
    play_all(m, TIE3_MOVES)
    assert m.result == MatchResult(winners=(1,), losers=(0, 2), ranking=(1, 0, 2), rule="SA-10")


# ---- SA-11: one-way sausage -------------------------------------------------------------------------
#
# Seat 0 leads 3-3. 3-5@TR, 1-3@BR, 5-6@TR, 1-2@BR build
#
#   column    0      1      2
#   top      (3)   [3|5]  [5|6]
#   bottom   (3)   [3|1]  [1|2]
#
# and 1-5 may cut 1/2 (5 on top, 1 below).

B0 = ["3-3", "1-3", "1-2", "4-6", "2-6", "1-1", "5-5", "0-0", "0-1", "0-3", "0-4", "0-5", "0-6", "1-4"]
B1 = ["3-5", "5-6", "1-5", "0-2", "1-6", "2-2", "2-3", "2-4", "2-5", "3-4", "3-6", "4-4", "4-5", "6-6"]
B_MOVES = "3-3 3-5@TR 1-3@BR 5-6@TR 1-2@BR"


def scenario_b(moves: str = B_MOVES) -> Deal:
    d = deal_of("sausage-one-way", [B0, B1], leader=0)
    play_all(d, moves)
    return d


def test_scenario_b_hands_are_the_whole_set() -> None:
    assert sorted(B1) == sorted(rest_of(B0))


def test_sa11_lead_must_be_a_double() -> None:
    d = scenario_b("")
    assert legal(d) == ["0-0", "1-1", "3-3", "5-5"]
    assert_illegal(d, "1-2", "SA-11")
    assert_illegal(d, "6-6", "C-4")  # seat 1 holds it
    d.play("3-3")
    assert columns(d) == [(0, cross("3/3"))]


NO_DOUBLES = ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"]


def test_sa11_lead_passes_left_to_the_first_seat_holding_a_double() -> None:
    d = deal_of("sausage-one-way", [NO_DOUBLES, rest_of(NO_DOUBLES)], leader=0)
    assert d.leader == 1 and d.turn == 1
    assert legal(d) == ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
    # Three players: seat 0 holds no double, seats 1 and 2 do: seat 1, the first to the left, leads.
    hands = [
        ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2", "1-3", "1-4"],
        ["0-0", "1-5", "1-6", "2-3", "2-4", "2-5", "2-6", "3-4", "3-5"],
        ["1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "3-6", "4-5", "4-6"],
    ]
    assert [deal_of("sausage-one-way", hands, set_aside=["5-6"], leader=due).leader for due in (0, 1, 2)] == [1, 1, 2]
    # The basic game leads any tile: the seat due leads.
    assert deal_of("sausage", hands, set_aside=["5-6"], leader=0).leader == 0
    # In a match, the lead event names the seat that was due.
    m = match_of("sausage-one-way", [setup_of("sausage-one-way", hands, leader=0)], seed=1)
    assert tail(m, 1) == [("lead", 1, "", [])] and expect(m.history[-1], Led).due == 0
    assert m.turn == 1 and legal(m) == ["0-0"]
    m2 = match_of("sausage-one-way", [setup_of("sausage-one-way", hands, leader=2)], seed=1)
    assert m2.history[-1] == Led(2)


def test_sa11_rows_grow_to_the_right_only() -> None:
    d = scenario_b("3-3")
    assert d.open_ends() == {"TR": 3, "BR": 3}
    assert legal(d) == ["2-3@BR", "2-3@TR", "3-4@BR", "3-4@TR", "3-5@BR", "3-5@TR", "3-6@BR", "3-6@TR"]
    assert_illegal(d, "3-4@TL", "SA-11")
    assert_illegal(d, "3-4@BL", "SA-11")
    d.play("3-5@TR")
    # SA-4 still holds on the right.
    assert d.open_ends() == {"BR": 3}
    assert legal(d) == ["0-3@BR", "1-3@BR"]
    assert_illegal(d, "5-5@TR", "SA-4")
    assert_illegal(d, "0-3@TL", "SA-11")


def test_sa11_cut_takes_from_the_crosswise_tile_on_its_left_and_names_no_side() -> None:
    d = scenario_b()
    assert columns(d) == [(0, cross("3/3")), (1, pair("3|5", "3|1")), (2, pair("5|6", "1|2"))]
    assert layout(d).cuts == ((1, parse_tile("1-5")),)
    assert legal(d) == [
        "0-2@BR", "1-5@cut:1", "1-6@TR", "2-2@BR", "2-3@BR", "2-4@BR", "2-5@BR", "3-6@TR", "6-6@TR",
    ]  # fmt: skip
    assert_illegal(d, "1-5@cut:1:L", "SA-11")
    assert_illegal(d, "1-5@cut:1:R", "SA-11")
    assert_illegal(d, "1-5@cut:0", "SA-5")
    d.play("1-5@cut:1")
    assert columns(d) == [(1, cross("5/1")), (2, pair("5|6", "1|2"))]
    assert tail(d, 2) == [("play", 1, "1-5@cut:1", []), ("take", 0, "", ["1-3", "3-3", "3-5"])]
    # Still only the right-hand ends, though the cut tile is now at the left end.
    assert d.open_ends() == {"TR": 6, "BR": 2}
    assert d.turn == 0
    assert legal(d) == ["0-6@TR", "2-6@BR", "2-6@TR", "4-6@TR"]


def test_sa11_second_cut_takes_the_first_cut_tile_up_to_the_new_one() -> None:
    d = scenario_b(B_MOVES + " 1-5@cut:1 4-6@TR 0-2@BR")
    assert columns(d) == [(1, cross("5/1")), (2, pair("5|6", "1|2")), (3, pair("6|4", "2|0"))]
    assert legal(d) == [
        "0-0@BR", "0-1@BR", "0-3@BR", "0-4@BR", "0-4@TR", "0-5@BR", "0-6@BR", "1-4@TR", "2-6@cut:2",
    ]  # fmt: skip
    d.play("2-6@cut:2")
    assert columns(d) == [(2, cross("6/2")), (3, pair("6|4", "2|0"))]
    assert tail(d, 1) == [("take", 1, "", ["1-2", "1-5", "5-6"])]
    assert d.open_ends() == {"TR": 4, "BR": 0}
    assert d.turn == 1


# ---- views (C-4) and undo ---------------------------------------------------------------------------


def test_view_after_a_take_shows_the_taken_tiles_as_known_held() -> None:
    d = three()
    taken = tiles("2-6", "5-5")
    for seat in range(3):
        v = View.of(d, seat)
        assert v.hand == d.hands[seat]
        assert v.known_held == (0, 0, taken)
        assert v.hand_counts == (6, 6, 9)
        assert v.layout == layout(d)
        assert v.legal_moves == (tuple(d.legal_moves()) if seat == 2 else ())
        others = [d.hands[s] for s in range(3) if s != seat]
        assert v.hidden == others[0] | others[1] | tiles("3-6")
        assert summary(v.history[-1]) == ("take", 2, "", ["2-6", "5-5"])  # the cut's tiles are public
    assert {f.name for f in dataclasses.fields(View)}.isdisjoint({"hands", "set_aside", "setup"})
    # A bot imagining the hidden hands always gives seat 2 the tiles it took.
    for k in range(20):
        world = sample_world(View.of(d, 0), random.Random(k))
        assert world.hands[0] == d.hands[0]
        assert world.hands[2] & taken == taken and world.hand_counts() == (6, 6, 9)
        assert world.layout() == d.layout() and world.turn == 2
    skeleton = View.of(d, 0).public_deal
    assert skeleton.hands == [d.hands[0], 0, 0] and skeleton.set_aside == 0
    d.play("2-6@TL")
    assert View.of(d, 0).known_held == (0, 0, tiles("5-5"))
    # Two players: the taker's view and the cutter's view agree on what the taker holds for sure.
    a = scenario_a(A_MOVES + " 1-6@cut:1:L")
    assert View.of(a, 1).known_held == View.of(a, 0).known_held == (tiles("2-2", "3-6", "2-3", "2-6", "1-3"), 0)
    assert View.of(a, 1).hand == a.hands[1]


@pytest.mark.parametrize(
    ("make", "move"),
    [
        (scenario_a, "1-6@cut:1:L"),
        (scenario_a, "1-6@cut:1:R"),
        (lambda: scenario_a(SECOND), "4-6@cut:2:L"),
        (cut_out, "2-2@cut:-6:L"),
        (scenario_b, "1-5@cut:1"),
    ],
)
def test_push_pop_restores_exactly_after_a_cut(make: Any, move: str) -> None:
    d = make()
    before = snapshot(d)
    d.push(Move.from_str(move))
    assert snapshot(d) != before
    assert d.pop() == Move.from_str(move)
    assert snapshot(d) == before
    d.play(move)  # and the same move can be made again
    assert [e.kind for e in d.events].count("take") >= 1


# ---- properties over random play ---------------------------------------------------------------------


def check_layout(d: Deal) -> None:
    """Rows are chains; evenness holds on both sides; every tile is in one place."""
    cols = [c for _, c in layout(d).columns]
    nums = [n for n, _ in layout(d).columns]
    assert nums == list(range(nums[0], nums[0] + len(nums)))
    for row in ("top", "bottom"):
        prev: int | None = None
        for c in cols:
            if c.cross is not None:
                value = c.cross.first if row == "top" else c.cross.second
                assert prev is None or prev == value
                prev = value
                continue
            p = getattr(c, row)
            if p is None:
                prev = None
                continue
            assert prev is None or prev == p.first
            prev = p.second
    for i, c in enumerate(cols):
        if c.cross is None and not c.is_full_pair:
            assert i in (0, len(cols) - 1)  # a row sticks out only at an end …
    crossings = [i for i, c in enumerate(cols) if c.cross is not None]
    for beyond in (cols[: crossings[0]], cols[crossings[-1] + 1 :]):
        top = sum(c.top is not None for c in beyond)
        bottom = sum(c.bottom is not None for c in beyond)
        assert abs(top - bottom) <= 1  # … and by one tile at most
    on_table = 0
    for c in cols:
        for t in c.tiles():
            on_table |= 1 << t
    assert on_table == d.layout_tiles()
    total = on_table | d.set_aside
    for h in d.hands:
        assert not total & h
        total |= h
    assert total == FULL_SET[6]
    if d.name == "sausage-one-way":
        assert crossings == [0]


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(["sausage", "sausage-one-way"]),
    players=st.integers(2, 4),
    take_ends_turn=st.booleans(),
)
def test_random_deals_keep_the_layout_rules_and_undo_exactly(
    seed: int, variant: str, players: int, take_ends_turn: bool
) -> None:
    m = new_match(variant, players, seed=seed, options={"take_ends_turn": take_ends_turn})
    d = m.deal
    rng = random.Random(seed)
    while not d.is_over:
        before = snapshot(d)
        move = rng.choice(d.legal_moves())
        d.push(move)
        d.pop()
        assert snapshot(d) == before
        d.play(move)
        check_layout(d)
        for s in range(players):
            assert d.known_held[s] & ~d.hands[s] == 0
            assert d.known_absent[s] & d.hands[s] == 0
    r = d.result
    assert r is not None and r.rule == "SA-9"
    holders = [s for s in range(players) if d.hands[s]]
    if r.ending is Ending.DOMINO:
        assert r.losers == tuple(holders) and len(holders) == 1
    else:
        most = max(d.hand_pips(s) for s in holders)
        assert r.losers == tuple(s for s in holders if d.hand_pips(s) == most)


def _greedy_one_way_match_that_cycled() -> tuple[Match, list[Any]]:
    """Unit 38 of ``SimConfig("sausage-one-way", 3, ("greedy",), seed=23, matches=True)``: two
    ``greedy`` bots left in a deal cut the same tiles back and forth for ever (the match never
    ended before the repetition decision)."""
    from dominohall.bots import make_bot
    from dominohall.sim import SimConfig

    config = SimConfig("sausage-one-way", 3, ("greedy",), units=100, seed=23, matches=True)
    seed = config.unit_seed(38)
    bots = [make_bot(spec, seed=seed + s) for s, spec in enumerate(config.seating(38))]
    return new_match("sausage-one-way", 3, seed=seed), bots


def test_a_position_after_a_take_that_comes_a_third_time_ends_the_deal_as_a_block() -> None:
    """[decision] beside SA-9 (RULES.md does not settle endless cutting): the third time the same
    layout, hands and turn follow a take, the deal ends as a block — the most pips lose."""
    match, bots = _greedy_one_way_match_that_cycled()
    repeated: list[DealResult] = []
    for _ in range(5000):
        if match.is_over:
            break
        deal = match.deal
        match.play(bots[match.turn].choose(match.view(match.turn)))
        result = deal.result
        if (
            result is not None
            and result.ending is Ending.BLOCK
            and not any(isinstance(e, Passed) for e in deal.events[-3:])
        ):
            repeated.append(result)
            # Nobody passed: the deal ended on the cut whose take brought the position back.
            took = next(i for i in range(len(deal.events) - 1, -1, -1) if isinstance(deal.events[i], Took))
            cut = deal.events[took - 1]
            assert isinstance(cut, Played) and cut.move.kind == "cut"
            assert result.rule == "SA-9"
            holding = [s for s in range(3) if deal.in_deal(s)]
            most = max(deal.hand_pips(s) for s in holding)
            assert result.losers == tuple(s for s in holding if deal.hand_pips(s) == most)
    assert match.is_over, "the match must end"
    assert repeated, "the match ended on a repeated position"


def test_undoing_the_repetition_undoes_its_count() -> None:
    """The positions after takes are part of what :meth:`Deal.pop` restores: undo the take that
    ended the deal and the deal goes on; play it again and it ends again."""
    match, bots = _greedy_one_way_match_that_cycled()
    for _ in range(5000):
        deal = match.deal
        move = bots[match.turn].choose(match.view(match.turn))
        copy = deal.copy()
        copy.push(move)
        if (
            copy.result is not None
            and copy.result.ending is Ending.BLOCK
            and not any(isinstance(e, Passed) for e in copy.events[-3:])
        ):
            assert copy.pop() == move and copy.result is None
            copy.push(move)
            assert copy.result is not None and copy.result.ending is Ending.BLOCK
            return
        match.play(move)
        assert not match.is_over
    pytest.fail("no deal ended on a repeated position")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["sausage", "sausage-one-way"])
def test_every_cut_s_sizes_counted_once_agree_with_each_cut_counted_alone(players: int, variant: str) -> None:
    """SA-6: what each side of a cut would hand over, as the table page and its notes say it for
    every cut at every move (``every_cut_size``, the columns counted once: #43), is what counting the
    columns for that cut alone gives, over random playouts."""
    from dominohall.presentation.notes import cut_sizes, every_cut_size

    seen = 0
    for seed in range(8):
        match = new_match(variant, players, seed=seed)
        rng = random.Random(seed)
        while not match.is_over:
            layout = match.deal.layout()
            assert isinstance(layout, SausageLayout)
            assert every_cut_size(layout) == {column: cut_sizes(layout, column) for column, _ in layout.cuts}
            seen += len(layout.cuts)
            match.play(rng.choice(match.legal_moves()))
    assert seen > 100
