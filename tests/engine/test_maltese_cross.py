"""Rule scenarios for Maltese Cross (RULES.md, section MC): explicit hands, the stock in draw order."""

from __future__ import annotations

import pytest
from helpers import deal_of, legal, match_of, play_all, rest_of

from dominohall import (
    Deal,
    DealSetup,
    Ending,
    IllegalMoveError,
    Match,
    MatchState,
    OptionError,
    SetupError,
    View,
    new_deal,
    new_match,
    rules_for,
)
from dominohall.events import Drew, Redealt
from dominohall.tiles import parse_tile
from dominohall.variants.line import Placed
from dominohall.variants.maltese_cross import CrossLayout


def cross(d: Deal) -> CrossLayout:
    """The layout of a Maltese Cross deal, as its kind."""
    layout = d.layout()
    assert isinstance(layout, CrossLayout)
    return layout


MC = "maltese-cross"


def tiles(*names: str) -> tuple[int, ...]:
    return tuple(parse_tile(t) for t in names)


def placed(name: str, first: int, second: int) -> Placed:
    return Placed(parse_tile(name), first, second)


def refused(d: Deal, move: str, rule: str) -> None:
    """``move`` is refused citing ``rule``, and nothing changes."""
    before = (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos)
    with pytest.raises(IllegalMoveError) as err:
        d.play(move)
    assert err.value.rule == rule, str(err.value)
    assert (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos) == before


# ============================================================================================ MC-1


@pytest.mark.parametrize(("players", "hand"), [(2, 7), (3, 5), (4, 5)])
def test_mc1_hand_sizes_rest_is_the_stock(players: int, hand: int) -> None:
    m = new_match(MC, players, seed=6)
    assert m.deal.hand_counts() == (hand,) * players
    assert m.deal.stock_left() == 28 - players * hand
    assert View.of(m, 0).stock_count == 28 - players * hand


@pytest.mark.parametrize("players", [1, 5])
def test_mc1_two_to_four_players(players: int) -> None:
    with pytest.raises(OptionError, match=r"MC-1: maltese-cross is played by 2 to 4 players, not"):
        rules_for(MC, players)


# ============================================================================================ MC-2


def test_mc2_holder_of_the_highest_double_leads_it_as_the_spinner() -> None:
    # 6-6 lies in the stock; seat 1 holds 4-4, the highest double dealt
    hands = [
        ["0-0", "1-1", "0-1", "0-2", "0-3", "0-4", "0-5"],
        ["4-4", "1-2", "1-3", "1-4", "1-5", "2-3", "2-4"],
    ]
    d = deal_of(MC, hands)
    assert d.turn == 1 and legal(d) == ["4-4"]
    refused(d, "1-2", "MC-2")
    refused(d, "4-4@N", "N")
    d.play("4-4")
    lay = cross(d)
    assert lay.spinner == placed("4-4", 4, 4)
    assert lay.phase == 1
    assert d.open_ends() == {"N": 4, "E": 4, "S": 4, "W": 4}


def test_mc2_nobody_holds_a_double_deal_again() -> None:
    none = [
        ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"],
        ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"],
    ]
    ok = [["6-6", *none[0][1:]], none[1]]
    m = match_of(MC, [DealSetup.of(none, rest_of(*none)), DealSetup.of(ok, rest_of(*ok))])
    assert [e.kind for e in m.history] == ["deal", "redeal", "deal", "lead"]
    assert m.history[1] == Redealt(count=1, number=1, rule="MC-2")
    assert m.turn == 0 and legal(m) == ["6-6"]
    with pytest.raises(SetupError, match=r"MC-2"):
        new_deal(MC, none, stock=rest_of(*none))


# ============================================================================================ MC-3 … MC-6

# Three players, 5 tiles each. Spinner 5-5 (6-6 is in the stock). Arms: E 2-5, S 4-5 (drawn),
# N 1-5, W 0-5; doubles 4-4, 2-2 (drawn), 1-1, 0-0; then free play, where seat 1 draws again.
CROSS_HANDS = [
    ["5-5", "1-5", "3-5", "0-1", "1-2"],
    ["2-5", "0-5", "1-1", "3-3", "3-6"],
    ["4-4", "0-0", "2-4", "0-4", "1-4"],
]
CROSS_STOCK = ["2-3", "4-5", "1-3", "2-2", "6-6", "5-6", "2-6", "0-2", "0-3", "0-6", "1-6", "3-4", "4-6"]


def cross_deal() -> Deal:
    return deal_of(MC, CROSS_HANDS, stock=CROSS_STOCK)


def test_mc3_only_tiles_matching_the_spinner_on_empty_sides() -> None:
    d = cross_deal()
    d.play("5-5")
    assert legal(d) == ["0-5@E", "0-5@N", "0-5@S", "0-5@W", "2-5@E", "2-5@N", "2-5@S", "2-5@W"]
    d.play("2-5@E")
    # seat 2 holds no 5: it draws 2-3 (no) and 4-5 (yes) (MC-6, phase 1)
    assert d.events[-1] == Drew(2, tiles("2-3", "4-5"))
    assert legal(d) == ["4-5@N", "4-5@S", "4-5@W"]
    # E holds a tile now: nothing more goes there until every side has one, not even 2-3 on its 2
    refused(d, "4-5@E", "MC-3")
    refused(d, "2-3@E", "MC-3")
    refused(d, "2-4@N", "MC-3")
    d.play("4-5@S")
    assert d.open_ends() == {"N": 5, "W": 5}
    assert legal(d) == ["1-5@N", "1-5@W", "3-5@N", "3-5@W"]
    refused(d, "1-2@E", "MC-3")
    d.play("1-5@N")
    assert legal(d) == ["0-5@W"]
    d.play("0-5@W")
    assert cross(d).phase == 2


def test_mc4_then_only_the_matching_double_on_each_arm() -> None:
    d = cross_deal()
    play_all(d, "5-5 2-5@E 4-5@S 1-5@N 0-5@W")
    assert d.open_ends() == {"N": 1, "E": 2, "S": 4, "W": 0}
    # seat 2 holds 4-4 and 0-0; 2-4, 0-4 and 1-4 match arm ends but are no doubles
    assert legal(d) == ["0-0@W", "4-4@S"]
    refused(d, "2-4@E", "MC-4")
    refused(d, "1-4@N", "MC-4")
    refused(d, "0-0@S", "MC-4")
    d.play("4-4@S")
    assert d.open_ends() == {"N": 1, "E": 2, "W": 0}
    # seat 0 holds no needed double (0-0, 1-1, 2-2): it draws 1-3, which matches the N arm but is
    # no double, and then 2-2 (MC-6, phase 2)
    assert d.events[-1] == Drew(0, tiles("1-3", "2-2"))
    assert legal(d) == ["2-2@E"]
    refused(d, "1-3@N", "MC-4")
    d.play("2-2@E")
    assert legal(d) == ["1-1@N"]  # 3-3 matches no arm
    d.play("1-1@N")
    assert legal(d) == ["0-0@W"]
    refused(d, "0-4@S", "MC-4")  # S already ends in a double; the others come first
    d.play("0-0@W")
    lay = cross(d)
    assert lay.phase == 3
    assert lay.spinner == placed("5-5", 5, 5)
    assert lay.arms == {
        "N": (placed("1-5", 5, 1), placed("1-1", 1, 1)),
        "E": (placed("2-5", 5, 2), placed("2-2", 2, 2)),
        "S": (placed("4-5", 5, 4), placed("4-4", 4, 4)),
        "W": (placed("0-5", 5, 0), placed("0-0", 0, 0)),
    }
    assert d.open_ends() == {"N": 1, "E": 2, "S": 4, "W": 0}


def test_mc5_free_play_on_the_four_arms() -> None:
    d = cross_deal()
    play_all(d, "5-5 2-5@E 4-5@S 1-5@N 0-5@W 4-4@S 2-2@E 1-1@N 0-0@W")
    # seat 0: 0-1 fits N (1) and W (0), 1-2 fits N and E, 1-3 fits N; 3-5 fits nothing (the spinner
    # is closed)
    assert legal(d) == ["0-1@N", "0-1@W", "1-2@E", "1-2@N", "1-3@N"]
    refused(d, "3-5@E", "MC-5")
    d.play("0-1@W")
    assert d.open_ends() == {"N": 1, "E": 2, "S": 4, "W": 1}
    # seat 1 holds 3-3 and 3-6, neither playable: it draws 6-6 and 5-6 (no) and 2-6 (MC-6, phase 3)
    assert d.events[-1] == Drew(1, tiles("6-6", "5-6", "2-6"))
    assert legal(d) == ["2-6@E"]
    d.play("2-6@E")
    assert cross(d).arms["E"][-1] == placed("2-6", 2, 6)
    assert legal(d) == ["0-4@S", "1-4@N", "1-4@S", "1-4@W", "2-4@S"]
    d.play("1-4@W")
    assert d.open_ends() == {"N": 1, "E": 6, "S": 4, "W": 4}


def test_mc6_empty_stock_means_pass() -> None:
    # A needed double (3-3) is in seat 0's hand: seat 1 draws the whole stock, then passes.
    d = deal_of(MC, DOMINO_HANDS, stock=DOMINO_STOCK)
    play_all(d, "6-6 4-6@S 3-6@E 0-6@W 2-6@N 2-2@N 4-4@S 0-0@W")
    assert d.events[-1] == Drew(1, tiles(*DOMINO_STOCK[6:]))
    assert d.stock_left() == 0
    assert legal(d) == ["pass"]
    refused(d, "2-3@E", "C-7")
    d.play("pass")
    assert legal(d) == ["3-3@E"]


# ============================================================================================ MC-7

# Two players; found by a random playout and checked by hand. Seat 1 leads 6-6.
DOMINO_HANDS = [
    ["0-0", "2-2", "0-3", "3-3", "0-5", "0-6", "4-6"],
    ["1-1", "2-3", "1-4", "3-4", "3-5", "3-6", "6-6"],
]
DOMINO_STOCK = ["0-1", "2-6", "0-2", "1-2", "1-5", "4-4", "5-5", "4-5", "1-6", "2-4", "1-3", "5-6", "2-5", "0-4"]
DOMINO_MOVES = "6-6 4-6@S 3-6@E 0-6@W 2-6@N 2-2@N 4-4@S 0-0@W pass 3-3@E 2-3@E 0-5@W 2-5@W pass 0-4@S 0-3@S"


def test_mc7_first_out_wins_and_scores_the_opponents_pips() -> None:
    d = deal_of(MC, DOMINO_HANDS, stock=DOMINO_STOCK)
    play_all(d, DOMINO_MOVES)
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.DOMINO, (0,), (1,), "MC-7")
    assert d.hand_counts() == (0, 14)
    assert r.pips == (0, 81) and r.points == (81, 0)


# Four players; both found by random playouts. Block: every arm is dead.
BLOCK_HANDS = [
    ["0-0", "3-3", "1-5", "0-6", "4-6"],
    ["0-2", "2-3", "0-4", "1-6", "6-6"],
    ["0-1", "2-2", "0-3", "2-5", "4-5"],
    ["2-4", "3-4", "0-5", "5-5", "5-6"],
]
BLOCK_STOCK = ["1-1", "3-5", "4-4", "2-6", "3-6", "1-3", "1-2", "1-4"]
BLOCK_MOVES = (
    "6-6 2-6@E 5-6@N 0-6@S 1-6@W 1-1@W 5-5@N 0-0@S pass 2-2@E 0-5@S 1-5@W 0-2@E 2-5@W 2-4@W 4-6@W "
    "0-4@E 4-5@E pass pass 3-6@W 3-5@W pass pass pass pass"
)


def test_mc7_block_fewest_pips_win_and_score() -> None:
    d = deal_of(MC, BLOCK_HANDS, stock=BLOCK_STOCK)
    play_all(d, BLOCK_MOVES)
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (0,), (1, 2, 3), "MC-7")
    assert r.pips == (6, 17, 12, 7)
    assert r.points == (17 + 12 + 7, 0, 0, 0)
    assert [e.kind for e in d.events[-5:]] == ["pass"] * 4 + ["deal_end"]


TIE_HANDS = [
    ["2-2", "0-5", "4-5", "0-6", "1-6"],
    ["1-3", "2-3", "1-4", "2-6", "5-6"],
    ["0-1", "3-3", "2-4", "1-5", "6-6"],
    ["1-1", "1-2", "0-3", "3-5", "3-6"],
]
TIE_STOCK = ["3-4", "4-6", "0-4", "5-5", "0-2", "4-4", "0-0", "2-5"]
TIE_MOVES = (
    "6-6 3-6@N 0-6@S 5-6@E 4-6@W 5-5@E 4-4@W 0-0@S 3-3@N 0-3@N 0-5@E 1-4@W 0-1@S 1-2@W 1-6@S 2-3@W "
    "3-4@W 0-4@N 0-2@E 2-6@S 2-4@E 2-5@S 4-5@S pass pass pass pass"
)


def test_mc7_block_tie_on_fewest_pips_scores_nothing() -> None:
    m = match_of(MC, [DealSetup.of(TIE_HANDS, TIE_STOCK)], seed=2)
    play_all(m, TIE_MOVES)
    r = next(e.result for e in m.history if e.kind == "deal_end")
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (), (), "MC-7")
    assert r.pips == (4, 4, 6, 10) and r.points == (0, 0, 0, 0)
    assert m.scores == [0, 0, 0, 0] and m.result is None


# ============================================================================================ MC-8


def domino_match(scores: tuple[int, int], **options: object) -> Match:
    return match_of(MC, [DealSetup.of(DOMINO_HANDS, DOMINO_STOCK)], options=options, state=MatchState(scores=scores))


@pytest.mark.parametrize(
    ("options", "before", "over"),
    [({}, 18, False), ({}, 19, True), ({"target": 150}, 60, False), ({"target": 150}, 69, True)],
)
def test_mc8_match_to_target(options: dict[str, object], before: int, over: bool) -> None:
    m = domino_match((before, 90), **options)
    play_all(m, DOMINO_MOVES)
    assert m.scores == [before + 81, 90]
    assert (m.result is not None) == over
    if m.result is not None:
        assert (m.result.winners, m.result.losers, m.result.rule) == ((0,), (1,), "MC-8")
        assert m.history[-1].kind == "match_end"
    else:
        assert m.history[-1].kind == "lead"


def test_mc8_target_option_is_checked() -> None:
    with pytest.raises(OptionError, match=r"MC-8: option 'target' of maltese-cross must be a whole number >= 1"):
        rules_for(MC, 2, {"target": -5})
    with pytest.raises(OptionError, match=r"maltese-cross has no option 'set' \(its options: target\)"):
        rules_for(MC, 2, {"set": 9})
