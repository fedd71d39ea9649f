"""Rule scenarios for the reference games Block (R-1) and Draw (R-2)."""

from __future__ import annotations

import pytest
from helpers import deal_of, legal, match_of, play_all, setup_of

from dominohall import (
    Deal,
    Ending,
    IllegalMoveError,
    MatchState,
    OptionError,
    View,
    new_match,
    rules_for,
)
from dominohall.events import Drew, Led
from dominohall.tiles import mask_of, parse_tile

# ============================================================================================ R-1


def bits(*tiles: str) -> int:
    return mask_of(parse_tile(t) for t in tiles)


def refused(d: Deal, move: str, rule: str) -> None:
    before = (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos)
    with pytest.raises(IllegalMoveError) as err:
        d.play(move)
    assert err.value.rule == rule, str(err.value)
    assert (d.hands[:], len(d.events), d.turn, d.layout(), d.stock_pos) == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_seven_each_rest_set_aside_seat_0_leads(players: int) -> None:
    m = new_match("block", players, seed=9)
    d = m.deal
    assert d.hand_counts() == (7,) * players
    assert d.stock_left() == 0 and d.set_aside.bit_count() == 28 - 7 * players
    assert m.turn == 0 and m.history[-1] == Led(0)
    v = View.of(m, 1)
    assert v.set_aside_count == 28 - 7 * players and v.stock_count == 0


@pytest.mark.parametrize("players", [1, 5])
def test_r1_two_to_four_players(players: int) -> None:
    with pytest.raises(OptionError, match=r"R-1: block is played by 2 to 4 players"):
        rules_for("block", players)
    with pytest.raises(OptionError, match=r"R-1: draw is played by 2 to 4 players"):
        rules_for("draw", players)


# Seat 0 leads 2-5; nobody holds another 2 or 5 (they are set aside): both pass, a block.
WIN_HANDS = [
    ["2-5", "0-0", "0-1", "1-1", "1-3", "3-3", "0-3"],  # 16 pips after the lead
    ["0-4", "1-4", "4-4", "4-6", "6-6", "0-6", "1-6"],  # 52
]
LOSE_HANDS = [
    ["2-5", "0-4", "1-4", "4-4", "4-6", "6-6", "0-6"],  # 45 after the lead
    ["0-0", "0-1", "1-1", "1-3", "3-3", "0-3", "1-6"],  # 23
]
TIE_HANDS = [
    ["2-5", "0-0", "0-1", "0-3", "4-4", "4-6", "6-6"],  # 34 after the lead
    ["1-1", "1-3", "3-3", "0-4", "1-4", "3-4", "0-6"],  # 34
]


def test_r1_any_tile_may_lead() -> None:
    d = deal_of("block", WIN_HANDS)
    assert legal(d) == sorted(WIN_HANDS[0])
    refused(d, "0-4", "C-4")  # seat 1's tile
    refused(d, "2-5@L", "N")  # the lead is written without an end
    d.play("2-5")
    assert d.open_ends() == {"L": 2, "R": 5}


def test_r1_given_leader_leads() -> None:
    d = deal_of("block", WIN_HANDS, leader=1)
    assert d.turn == 1 and legal(d) == sorted(WIN_HANDS[1])


def test_r1_pass_when_stuck_block_fewest_pips_score_the_opponents_pips() -> None:
    d = deal_of("block", WIN_HANDS)
    d.play("2-5")
    assert legal(d) == ["pass"]
    d.play("pass")
    assert legal(d) == ["pass"] and d.result is None
    d.play("pass")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (0,), (1,), "R-1")
    assert r.pips == (16, 52) and r.points == (52, 0)


def test_r1_block_tie_scores_nothing() -> None:
    d = deal_of("block", TIE_HANDS)
    play_all(d, "2-5 pass pass")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers) == (Ending.BLOCK, (), ())
    assert r.pips == (34, 34) and r.points == (0, 0)


def test_r1_winner_leads_the_next_deal() -> None:
    m = match_of("block", [setup_of("block", LOSE_HANDS), setup_of("block", WIN_HANDS)])
    play_all(m, "2-5 pass pass")
    assert m.scores == [0, 45]
    assert m.history[-1] == Led(1)
    assert m.turn == 1 and legal(m) == sorted(WIN_HANDS[1])


def test_r1_after_a_tied_deal_the_next_seat_leads() -> None:
    # [decision, match.py] a tied deal has no winner: the lead moves on to the left.
    m = match_of("block", [setup_of("block", TIE_HANDS), setup_of("block", WIN_HANDS)])
    play_all(m, "2-5 pass pass")
    assert m.scores == [0, 0]
    assert m.history[-1] == Led(1)


def test_r1_n_a_tile_fitting_both_ends_gives_two_moves() -> None:
    hands = [
        ["0-4", "0-6", "2-2", "2-3", "3-5", "5-5", "1-2"],
        ["4-6", "1-1", "1-3", "1-5", "3-3", "3-6", "5-6"],
    ]
    d = deal_of("block", hands)
    play_all(d, "0-4 4-6@R")
    assert d.open_ends() == {"L": 0, "R": 6}
    assert legal(d) == ["0-6@L", "0-6@R"]
    refused(d, "2-2@L", "R-1")  # a tile must match the end it goes on
    d.play("0-6@L")
    assert d.open_ends() == {"L": 6, "R": 6}
    d.pop()
    d.play("0-6@R")
    assert d.open_ends() == {"L": 0, "R": 0}
    # and where both ends show the same number
    d = deal_of(
        "block",
        [["3-3", "0-0", "0-1", "0-2", "1-1", "1-2", "2-2"], ["3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "0-4"]],
    )
    d.play("3-3")
    assert legal(d) == ["3-5@L", "3-5@R", "3-6@L", "3-6@R"]


def test_r1_target() -> None:
    m = match_of("block", [setup_of("block", WIN_HANDS)], state=MatchState(scores=(48, 0)))
    play_all(m, "2-5 pass pass")
    assert m.scores == [100, 0]
    assert m.result is not None and (m.result.winners, m.result.rule) == ((0,), "R-1")
    m = match_of("block", [setup_of("block", WIN_HANDS)], state=MatchState(scores=(48, 0)), options={"target": 101})
    play_all(m, "2-5 pass pass")
    assert m.result is None and m.deal.leader == 0


# ---- teams (4 players: seats 0+2 against 1+3, pooled); found by random playouts
TEAMS_DOMINO_HANDS = [
    ["0-0", "2-4", "4-5", "1-6", "3-6", "5-6", "6-6"],
    ["1-2", "2-2", "2-3", "3-4", "0-5", "1-5", "4-6"],
    ["1-1", "1-3", "0-4", "3-5", "5-5", "0-6", "2-6"],
    ["0-1", "0-2", "0-3", "3-3", "1-4", "4-4", "2-5"],
]
TEAMS_DOMINO_MOVES = (
    "1-6 1-5@L 2-6@R 2-5@R 4-5@L 0-5@R 0-6@R 1-4@L 6-6@R 4-6@R 1-1@L 0-1@L 2-4@R 2-3@R 3-5@R 0-2@L "
    "5-6@R 2-2@L pass pass 3-6@R 3-4@R 0-4@R 0-3@R pass 1-2@L"
)
TEAMS_BLOCK_HANDS = [
    ["0-2", "2-2", "1-3", "2-4", "0-5", "5-5", "4-6"],
    ["1-1", "1-2", "2-3", "3-3", "1-4", "3-6", "5-6"],
    ["0-1", "0-3", "3-4", "4-4", "0-6", "2-6", "6-6"],
    ["0-0", "0-4", "1-5", "2-5", "3-5", "4-5", "1-6"],
]
TEAMS_BLOCK_MOVES = (
    "2-2 2-3@R 0-3@R 0-4@R 2-4@R 1-2@L 0-1@L 0-0@L 0-2@R pass 0-6@L 1-6@L 0-5@R 1-1@L pass 1-5@L "
    "5-5@L 5-6@L 2-6@L 2-5@R pass pass pass pass"
)


def test_r1_teams_domino_partners_win_and_score_the_opponents_pips() -> None:
    d = deal_of("block", TEAMS_DOMINO_HANDS, options={"teams": True})
    play_all(d, TEAMS_DOMINO_MOVES)
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers) == (Ending.DOMINO, (1, 3), (0, 2))
    assert r.pips == (0, 0, 14, 14)
    assert r.points == (0, 14, 0, 14)  # seat 3's own 14 pips do not count


def test_r1_teams_block_pooled_pips() -> None:
    # seat 0 holds the fewest pips, but seats 1+3 hold 37 against 41
    d = deal_of("block", TEAMS_BLOCK_HANDS, options={"teams": True})
    play_all(d, TEAMS_BLOCK_MOVES)
    r = d.result
    assert r is not None
    # the partner with fewer pips (seat 3) comes first: it leads the next deal
    assert (r.ending, r.winners, r.losers) == (Ending.BLOCK, (3, 1), (0, 2))
    assert r.pips == (14, 20, 27, 17) and r.points == (0, 41, 0, 41)
    # without teams the same deal goes to seat 0
    d = deal_of("block", TEAMS_BLOCK_HANDS)
    play_all(d, TEAMS_BLOCK_MOVES)
    assert d.result is not None and d.result.winners == (0,) and d.result.points == (20 + 27 + 17, 0, 0, 0)


def test_r1_teams_reach_the_target_together() -> None:
    m = match_of(
        "block",
        [setup_of("block", TEAMS_DOMINO_HANDS, options={"teams": True})],
        options={"teams": True},
        state=MatchState(scores=(80, 90, 80, 90)),
    )
    play_all(m, TEAMS_DOMINO_MOVES)
    assert m.scores == [80, 104, 80, 104]
    assert m.result is not None and (m.result.winners, m.result.losers) == ((1, 3), (0, 2))


def test_r1_teams_options_are_checked() -> None:
    with pytest.raises(OptionError, match=r"R-1: option 'teams' needs 4 players, not 3"):
        rules_for("block", 3, {"teams": True})
    with pytest.raises(OptionError, match=r"R-1: option 'teams' of block must be true or false, not 'yes'"):
        rules_for("block", 4, {"teams": "yes"})
    with pytest.raises(OptionError, match=r"R-2: option 'target' of draw must be a whole number >= 1"):
        rules_for("draw", 2, {"target": 0})


# ============================================================================================ R-2

R2_HANDS = [
    ["6-6", "0-6", "1-6", "2-6", "3-6", "0-0", "0-1"],
    ["1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3"],
]
R2_STOCK = ["0-2", "0-3", "0-4", "0-5", "2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "5-5", "5-6", "4-6"]


def test_r2_stock_is_the_rest_and_its_last_two_tiles_are_never_drawn() -> None:
    d = deal_of("draw", R2_HANDS, stock=R2_STOCK)
    assert d.stock_left() == 14 and d.set_aside == 0
    d.play("6-6")
    # seat 1 has no 6: it draws the twelve drawable tiles, none a 6; 5-6 and 4-6 stay in the stock
    assert d.events[-1] == Drew(1, tuple(parse_tile(t) for t in R2_STOCK[:12]))
    assert d.stock_left() == 2
    assert legal(d) == ["pass"]
    d.play("pass")
    refused(d, "0-0@R", "R-2")
    play_all(d, "0-6@L")
    # seat 1 can play now; nothing more is drawn
    assert legal(d) == ["0-2@L", "0-3@L", "0-4@L", "0-5@L"]
    assert d.stock_left() == 2


def test_r2_drawing_is_part_of_the_turn() -> None:
    m = match_of("draw", [setup_of("draw", R2_HANDS, stock=R2_STOCK)])
    m.play("6-6", seat=0)
    assert m.turn == 1 and m.history[-1].kind == "draw"
    m.play("pass", seat=1)
    assert m.turn == 0


# 2 players, found by a random playout: the drawable stock runs out, every 1 is down, a block with
# 5-6 and 0-2 left in the stock.
R2_BLOCK_HANDS = [
    ["0-1", "1-1", "1-2", "2-2", "3-3", "2-5", "0-6"],
    ["1-3", "1-4", "2-4", "4-5", "5-5", "2-6", "6-6"],
]
R2_BLOCK_STOCK = ["0-3", "4-4", "1-5", "4-6", "1-6", "3-5", "2-3", "0-5", "3-4", "3-6", "0-0", "0-4", "5-6", "0-2"]
R2_BLOCK_MOVES = "2-5 4-5@R 2-2@L 1-4@R 0-1@R 2-6@L 0-6@R 6-6@L 4-6@R 2-4@R 1-2@R 1-3@R 0-3@R 1-6@L 1-1@L 0-5@R 1-5@R"


def test_r2_block_with_the_reserve_left_in_the_stock() -> None:
    d = deal_of("draw", R2_BLOCK_HANDS, stock=R2_BLOCK_STOCK)
    play_all(d, R2_BLOCK_MOVES)
    assert d.stock_left() == 2
    assert d.open_ends() == {"L": 1, "R": 1}
    assert legal(d) == ["pass"]
    play_all(d, "pass pass")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.BLOCK, (0,), (1,), "R-2")
    assert r.pips == (6 + 8, 43) and r.points == (43, 0)  # the two tiles in the stock count for nobody
