"""Rule scenarios for Twins (RULES.md, section TW): explicit hands, the stock in draw order."""

from __future__ import annotations

import pytest
from helpers import deal_of, expect, legal, match_of, play_all, rest_of

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
from dominohall.events import HIDDEN, Drew, Led, Played, Redealt
from dominohall.tiles import BIT, FULL_SET, mask_of, parse_tile
from dominohall.variants.line import LineLayout, Placed

TW = "twins"


def bits(*tiles: str) -> int:
    return mask_of(parse_tile(t) for t in tiles)


def tiles(*names: str) -> tuple[int, ...]:
    return tuple(parse_tile(t) for t in names)


def unchanged_after_illegal(d: Deal, move: str, rule: str) -> None:
    """``move`` is refused citing ``rule``, and nothing changes."""
    before = (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos)
    with pytest.raises(IllegalMoveError) as err:
        d.play(move)
    assert err.value.rule == rule, str(err.value)
    assert (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos) == before


# ============================================================================================ TW-1


@pytest.mark.parametrize(("players", "hand"), [(2, 7), (3, 7), (4, 7), (5, 5), (6, 4), (7, 4)])
def test_tw1_hand_size_by_players(players: int, hand: int) -> None:
    m = new_match(TW, players, seed=4)
    assert m.deal.hand_counts() == (hand,) * players
    assert m.deal.stock_left() == 28 - players * hand
    assert m.deal.set_aside == 0


def test_tw1_hand_size_option_overrides() -> None:
    m = new_match(TW, 2, seed=4, options={"hand_size": 10})
    assert m.deal.hand_counts() == (10, 10) and m.deal.stock_left() == 8


def test_tw1_more_players_need_an_explicit_hand_size_and_a_big_enough_set() -> None:
    with pytest.raises(OptionError, match=r"TW-1: with 8 players the option 'hand_size' must be given"):
        rules_for(TW, 8)
    with pytest.raises(OptionError, match=r"TW-1: 5 hands of 6 need 30 tiles; the double-6 set has 28"):
        rules_for(TW, 5, {"hand_size": 6})
    with pytest.raises(OptionError, match=r"TW-1: 10 hands of 6 need 60 tiles; the double-9 set has 55"):
        rules_for(TW, 10, {"set": 9, "hand_size": 6})
    m = new_match(TW, 8, seed=2, options={"set": 9, "hand_size": 6})
    assert m.deal.hand_counts() == (6,) * 8 and m.deal.stock_left() == 55 - 48
    # exactly the whole set is allowed: no stock
    m = new_match(TW, 4, seed=2, options={"hand_size": 7})
    assert m.deal.stock_left() == 0


@pytest.mark.parametrize(("top", "size"), [(9, 55), (12, 91)])
def test_tw1_c1_bigger_sets(top: int, size: int) -> None:
    m = new_match(TW, 3, seed=8, options={"set": top})
    d = m.deal
    assert d.rules.full_set == FULL_SET[top] and FULL_SET[top].bit_count() == size
    assert d.hand_counts() == (7, 7, 7) and d.stock_left() == size - 21
    everything = mask_of(d.stock)
    for h in d.hands:
        everything |= h
    assert everything == FULL_SET[top]
    # TW-2 in a bigger set: the highest double held leads, e.g. 12-12 or 9-9 when dealt
    lead = legal(m)
    assert len(lead) == 1
    a, b = lead[0].split("-")
    assert a == b
    held_doubles = [v for v in range(top + 1) if any(h & BIT[parse_tile(f"{v}-{v}")] for h in d.hands)]
    assert int(a) == max(held_doubles)


def test_tw1_set_option_is_checked() -> None:
    with pytest.raises(OptionError, match=r"TW-1: option 'set' of twins must be one of 6, 9, 12, not 7"):
        rules_for(TW, 2, {"set": 7})


def test_tw1_setup_from_another_set_is_refused() -> None:
    hands = [["6-6", "0-1", "0-2", "0-3", "0-4", "0-5", "1-2"], ["1-1", "1-3", "1-4", "1-5", "2-2", "2-3", "7-7"]]
    with pytest.raises(SetupError, match=r"C-1: tile 7-7 is not in the set"):
        new_deal(TW, hands, stock=rest_of(*hands)[:14])


# ============================================================================================ TW-2

LEAD_HANDS = [
    ["0-0", "1-1", "0-1", "0-2", "0-3", "0-4", "0-5"],
    ["5-5", "1-2", "1-3", "1-4", "1-5", "2-3", "2-4"],
]


def test_tw2_holder_of_the_highest_double_leads_it() -> None:
    # 6-6 lies in the stock: 5-5 is the highest double held
    d = deal_of(TW, LEAD_HANDS)
    assert d.turn == 1 and d.leader == 1
    assert legal(d) == ["5-5"]
    unchanged_after_illegal(d, "1-2", "TW-2")
    d.play("5-5")
    assert d.open_ends() == {"L": 5, "R": 5}


def test_tw2_lead_double_option_names_the_lead() -> None:
    d = deal_of(TW, LEAD_HANDS, options={"lead_double": 1})
    assert d.turn == 0
    assert legal(d) == ["1-1"]
    unchanged_after_illegal(d, "0-0", "TW-2")


NO_DOUBLES = [
    ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"],
    ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"],
]


def test_tw2_nobody_holds_a_double_deal_again() -> None:
    first = DealSetup.of(NO_DOUBLES, rest_of(*NO_DOUBLES))
    second = DealSetup.of(LEAD_HANDS, rest_of(*LEAD_HANDS))
    m = match_of(TW, [first, second])
    assert [e.kind for e in m.history] == ["deal", "redeal", "deal", "lead"]
    assert m.history[1] == Redealt(count=1, number=1, rule="TW-2")
    assert m.deal.setup == second
    assert m.history[-1] == Led(1)
    with pytest.raises(SetupError, match=r"TW-2"):
        new_deal(TW, NO_DOUBLES, stock=rest_of(*NO_DOUBLES))


def test_tw2_lead_double_not_dealt_deal_again() -> None:
    # 6-6 lies in the stock of the first deal
    first = DealSetup.of(LEAD_HANDS, rest_of(*LEAD_HANDS))
    hands = [["6-6", *LEAD_HANDS[0][1:]], LEAD_HANDS[1]]
    second = DealSetup.of(hands, rest_of(*hands))
    m = match_of(TW, [first, second], options={"lead_double": 6})
    assert [e.kind for e in m.history] == ["deal", "redeal", "deal", "lead"]
    assert legal(m) == ["6-6"] and m.turn == 0
    with pytest.raises(OptionError, match=r"TW-2: option 'lead_double' must be 0 to 6, not 7"):
        rules_for(TW, 2, {"lead_double": 7})
    assert rules_for(TW, 2, {"set": 9, "lead_double": 9}).options["lead_double"] == 9


def test_tw2_leader_is_not_given() -> None:
    with pytest.raises(SetupError, match=r"the tiles decide who leads"):
        new_deal(TW, LEAD_HANDS, stock=rest_of(*LEAD_HANDS), leader=0)


# ============================================================================================ TW-3/4

TW4_HANDS = [
    ["6-6", "3-6", "3-4", "2-5", "0-1", "0-5", "1-5"],
    ["2-6", "3-3", "3-5", "2-2", "0-0", "1-1", "5-5"],
]


def test_tw3_a_line_with_the_lead_double_in_the_middle() -> None:
    d = deal_of(TW, TW4_HANDS)
    play_all(d, "6-6 2-6@R 3-6@L 3-3@L")
    lay = d.layout()
    assert isinstance(lay, LineLayout)
    assert lay.tiles == (
        Placed(parse_tile("3-3"), 3, 3),
        Placed(parse_tile("3-6"), 3, 6),
        Placed(parse_tile("6-6"), 6, 6),
        Placed(parse_tile("2-6"), 6, 2),
    )
    assert lay.lead == 2
    assert d.open_ends() == {"L": 3, "R": 2} == lay.ends
    unchanged_after_illegal(d, "3-4@N", "N")  # no branches: only L and R


def test_tw4_number_locked_until_its_double_is_down_on_both_ends() -> None:
    d = deal_of(TW, TW4_HANDS)
    d.play("6-6")
    # 6-6 is down: any 6 on either end (two moves, N)
    assert legal(d) == ["2-6@L", "2-6@R"]
    d.play("2-6@R")
    # R shows 2 and 2-2 is not down: 2-5 may not go there
    assert d.open_ends() == {"L": 6, "R": 2}
    assert legal(d) == ["3-6@L"]
    unchanged_after_illegal(d, "2-5@R", "TW-4")
    d.play("3-6@L")
    # L shows 3, R shows 2, neither double is down: only 3-3 on L and 2-2 on R
    assert legal(d) == ["2-2@R", "3-3@L"]
    unchanged_after_illegal(d, "3-5@L", "TW-4")
    # 5-5 does not match the 3 at L at all: the line's rule, not the twins rule (issue 23)
    unchanged_after_illegal(d, "5-5@L", "TW-3")
    d.play("3-3@L")
    # 3-3 unlocks 3 on L; 2 is still locked on R
    assert legal(d) == ["3-4@L"]
    unchanged_after_illegal(d, "2-5@R", "TW-4")
    d.play("3-4@L")
    assert legal(d) == ["2-2@R"]  # the double itself may always be played on its number
    d.play("2-2@R")
    assert legal(d) == ["2-5@R"]  # 2-2 unlocks 2 on R
    d.play("2-5@R")
    assert d.open_ends() == {"L": 4, "R": 5}


def test_tw4_a_double_unlocks_its_number_on_the_other_end_too() -> None:
    # 3-3 lies on L; later R shows 3, and 3-5 may go there
    hands = [
        ["6-6", "3-3", "1-6", "1-3", "0-2", "0-5", "2-5"],
        ["3-6", "3-4", "1-1", "3-5", "0-0", "2-2", "5-5"],
    ]
    d = deal_of(TW, hands)
    play_all(d, "6-6 3-6@L 3-3@L")
    assert legal(d) == ["3-4@L", "3-5@L"]
    play_all(d, "3-4@L 1-6@R")
    assert legal(d) == ["1-1@R"]
    play_all(d, "1-1@R 1-3@R")
    assert d.open_ends() == {"L": 4, "R": 3}
    assert legal(d) == ["3-5@R"]


# ============================================================================================ TW-5

DRAW_HANDS = [
    ["6-6", "0-1", "0-2", "0-3", "0-4", "0-5", "1-2"],
    ["1-1", "1-3", "1-4", "1-5", "2-2", "2-3", "2-4"],
]
DRAW_STOCK = ["3-3", "4-5", "0-6", "5-5", "0-0", "1-6", "2-5", "2-6", "3-4", "3-5", "3-6", "4-4", "4-6", "5-6"]


def test_tw5_c6_draw_until_a_playable_tile() -> None:
    d = deal_of(TW, DRAW_HANDS, stock=DRAW_STOCK)
    d.play("6-6")
    # seat 1 holds no 6: it draws 3-3 and 4-5 (unplayable) and 0-6, and stops
    assert d.events[-1] == Drew(1, tiles("3-3", "4-5", "0-6"))
    assert d.turn == 1 and d.stock_left() == 11
    assert d.hand_counts() == (6, 10)
    assert legal(d) == ["0-6@L", "0-6@R"]
    d.play("0-6@R")
    # seat 0 holds five tiles showing 0, but 0-0 is not down (TW-4): they are not playable, so
    # seat 0 draws, past 5-5, until 0-0
    assert d.events[-1] == Drew(0, tiles("5-5", "0-0"))
    assert legal(d) == ["0-0@R"]
    d.play("0-0@R")
    # seat 1 holds neither 0 nor 6: it draws 1-6, playable at once
    assert d.events[-1] == Drew(1, tiles("1-6"))
    assert legal(d) == ["1-6@L"]
    # drawing is never a move
    assert all(m.kind in ("play", "pass") for m in d.legal_moves())


def test_tw5_drawn_faces_are_private_counts_public() -> None:
    m = match_of(TW, [DealSetup.of(DRAW_HANDS, DRAW_STOCK)])
    m.play("6-6")
    drew = m.history[-1]
    assert drew.kind == "draw" and drew.seat == 1
    own, other = View.of(m, 1), View.of(m, 0)
    assert expect(own.history[-1], Drew).tiles == tiles("3-3", "4-5", "0-6")
    assert other.history[-1] == Drew(1, (HIDDEN,) * 3)
    assert other.hand_counts == own.hand_counts == (6, 10)
    assert other.stock_count == 11
    assert not other.hand & bits("3-3", "4-5", "0-6")
    assert other.hidden & bits("3-3", "4-5", "0-6") == bits("3-3", "4-5", "0-6")


PASS_HANDS = [
    ["6-6", "0-6", "1-6", "2-6", "3-6", "4-6", "5-6", "0-0", "0-1", "0-2", "0-3", "0-4"],
    ["0-5", "1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3", "2-4", "2-5", "3-3", "3-4"],
]
PASS_STOCK = ["3-5", "4-4", "4-5", "5-5"]


def test_tw5_c7_stock_runs_out_then_pass() -> None:
    d = deal_of(TW, PASS_HANDS, stock=PASS_STOCK, options={"hand_size": 12})
    d.play("6-6")
    assert d.events[-1] == Drew(1, tiles(*PASS_STOCK))
    assert d.stock_left() == 0
    assert legal(d) == ["pass"]
    unchanged_after_illegal(d, "3-5@L", "C-7")
    d.play("pass")
    d.play("0-6@L")
    # the stock is empty: seat 1 cannot play 0-5 (0-0 not down) and passes without drawing
    expect(d.events[-1], Played)
    assert legal(d) == ["pass"]


# ============================================================================================ TW-6


def domino_deal(**options: object) -> tuple[list[list[str]], list[str]]:
    hands = [["6-6", "5-6"], ["1-2", "3-4"], ["0-2", "1-3"]]
    head = ["0-1", "4-6", "2-5", "4-4"]
    return hands, [*head, *rest_of(*hands, head)]


def test_tw6_first_out_wins_and_scores_every_opponents_pips() -> None:
    hands, stock = domino_deal()
    d = deal_of(TW, hands, stock=stock, options={"hand_size": 2})
    d.play("6-6")
    assert d.events[-1] == Drew(1, tiles("0-1", "4-6"))
    d.play("4-6@L")
    assert d.events[-1] == Drew(2, tiles("2-5", "4-4"))
    assert legal(d) == ["4-4@L"]
    d.play("4-4@L")
    assert legal(d) == ["5-6@R"]
    d.play("5-6@R")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.DOMINO, (0,), (1, 2), "TW-6")
    assert r.pips == (0, 1 + 3 + 7, 2 + 4 + 7)
    assert r.points == (24, 0, 0)


# 2 players, no options; found by a random playout and checked by hand: both ends end on 3 with
# every 3 down. Seat 1 holds 6-6 and leads.
BLOCK_HANDS = [
    ["0-1", "1-1", "1-2", "2-2", "3-3", "2-5", "0-6"],
    ["1-3", "1-4", "2-4", "4-5", "5-5", "2-6", "6-6"],
]
BLOCK_STOCK = ["0-3", "4-4", "1-5", "4-6", "1-6", "3-5", "2-3", "0-5", "3-4", "3-6", "0-0", "0-4", "5-6", "0-2"]
BLOCK_MOVES = (
    "6-6 0-6@R 2-6@L 2-2@L 2-4@L 4-4@L 1-4@L 1-1@L 1-3@L 3-3@L 3-5@L 0-0@R 5-5@L 0-5@R 1-5@L 1-2@L "
    "4-5@R 3-4@R 0-2@L 3-6@R 5-6@R 0-3@L pass 2-5@R pass 2-3@R pass pass"
)


def test_tw6_c8_block_fewest_pips_win_and_score() -> None:
    d = deal_of(TW, BLOCK_HANDS, stock=BLOCK_STOCK)
    play_all(d, BLOCK_MOVES[: -len(" pass pass")])
    assert d.open_ends() == {"L": 3, "R": 3} and d.stock_left() == 0
    d.play("pass")
    assert d.result is None
    d.play("pass")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (0,), (1,), "TW-6")
    assert r.pips == (1, 4 + 7 + 10) and r.points == (21, 0)


TIE_HANDS = [
    ["0-1", "1-3", "1-4", "3-4", "0-6", "1-6", "6-6"],
    ["0-3", "2-3", "0-5", "1-5", "2-5", "5-5", "5-6"],
]
TIE_STOCK = ["4-6", "3-6", "0-2", "2-2", "4-4", "4-5", "3-5", "1-1", "2-4", "2-6", "0-0", "3-3", "1-2", "0-4"]
TIE_MOVES = (
    "6-6 5-6@L 1-6@R 5-5@L 4-5@L 1-1@R 4-4@L 1-5@R 1-4@L 3-5@R 0-1@L 0-0@L 0-2@L 3-3@R 3-6@R 2-6@R 2-2@R "
    "2-4@R 4-6@R 2-3@L 0-6@R 0-5@R 1-3@L 2-5@R 1-2@R pass pass"
)


def test_tw6_block_tie_on_fewest_pips_scores_nothing() -> None:
    m = match_of(TW, [DealSetup.of(TIE_HANDS, TIE_STOCK)], seed=1)
    play_all(m, TIE_MOVES)
    end = next(e for e in m.history if e.kind == "deal_end")
    r = end.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (), (), "TW-6")
    assert r.pips == (7, 7) and r.points == (0, 0)
    assert m.scores == [0, 0] and m.result is None


# ============================================================================================ TW-7


def domino_match(scores: tuple[int, ...], **options: object) -> Match:
    hands, stock = domino_deal()
    return match_of(
        TW,
        [DealSetup.of(hands, stock)],
        options={"hand_size": 2, **options},
        state=MatchState(scores=scores),
    )


@pytest.mark.parametrize(
    ("target", "before", "over"),
    [
        (None, 70, False),  # 94 < 100
        (None, 76, True),  # exactly 100 reaches the target
        (None, 80, True),
        (50, 30, True),
        (150, 100, False),
        (101, 76, False),
        (101, 77, True),
    ],
)
def test_tw7_match_to_target(target: int | None, before: int, over: bool) -> None:
    options = {} if target is None else {"target": target}
    m = domino_match((before, 10, 0), **options)
    play_all(m, "6-6 4-6@L 4-4@L 5-6@R")
    assert m.scores == [before + 24, 10, 0]
    assert (m.result is not None) == over
    if over:
        assert m.result is not None
        assert (m.result.winners, m.result.losers, m.result.rule) == ((0,), (1, 2), "TW-7")
        assert m.result.ranking == (0, 1, 2)
        assert [e.kind for e in m.history[-2:]] == ["deal_end", "match_end"]
    else:
        assert m.history[-1].kind == "lead"


def test_tw7_target_option_is_checked() -> None:
    with pytest.raises(OptionError, match=r"TW-7: option 'target' of twins must be a whole number >= 1, not 0"):
        rules_for(TW, 2, {"target": 0})
    with pytest.raises(OptionError, match=r"must be a whole number >= 1"):
        rules_for(TW, 2, {"target": "100"})


def test_tw7_scores_are_kept_between_deals() -> None:
    m = match_of(TW, [DealSetup.of(BLOCK_HANDS, BLOCK_STOCK)], seed=3)
    play_all(m, BLOCK_MOVES)
    assert m.scores == [21, 0]
    assert m.result is None and m.history[-1].kind == "lead"
    assert View.of(m, 1).scores == (21, 0)
