"""The match-level **[decision]**s of RULES.md, one test each, named by the rule.

Every scenario is an explicit deal (hands in the notation, ``DealSetup.of``) played from the move
notation (N) through the public API only: ``new_match`` / ``new_deal``, ``play``, ``result``,
``scores``, ``marks``, ``tokens``, ``deal.leader``, ``deal.result``. The longer move lists were found
by random play-outs and are replayed here; what each test asserts was worked out from RULES.md.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from test_block_draw import TEAMS_BLOCK_HANDS, TEAMS_BLOCK_MOVES
from test_sausage import BLOCK3, BLOCK3_MOVES, TIE2, TIE2_MOVES, TIE3, TIE3_LEADER, TIE3_LEADER_MOVES, TIE3_MOVES
from test_white_snake import D5_HANDS, D5_STOCK

from dominohall import (
    Deal,
    DealSetup,
    Ending,
    Match,
    MatchResult,
    MatchState,
    OptionError,
    SetupError,
    new_deal,
    new_match,
    rules_for,
)

Hands = list[list[str]]

# ---- helpers -------------------------------------------------------------------------------------


def full_set(top: int = 6) -> list[str]:
    """Every tile of the double-``top`` set in the notation (C-1), ``0-0 0-1 … top-top``."""
    return [f"{a}-{b}" for a in range(top + 1) for b in range(a, top + 1)]


def rest(*groups: Sequence[str], top: int = 6) -> list[str]:
    """The tiles of the set named in none of ``groups``, in set order."""
    used = {t for group in groups for t in group}
    return [t for t in full_set(top) if t not in used]


def play_all(game: Match | Deal, moves: str) -> None:
    """Play moves written in the notation, separated by blanks."""
    for move in moves.split():
        game.play(move)


def last_result(m: Match) -> tuple[Ending, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The deal just ended in ``m``, as ``(ending, winners, losers, pips, points)``."""
    ends = [e.result for e in m.history if e.kind == "deal_end"]
    r = ends[-1]
    assert r is not None
    return r.ending, r.winners, r.losers, r.pips, r.points


def block_match(hands: Hands, leader: int, *, teams: bool = False, state: MatchState | None = None) -> Match:
    """A Block match whose first deal is ``hands`` led by ``leader``, the rest of the set aside."""
    setup = DealSetup.of(hands, (), rest(*hands), leader)
    options = {"teams": True} if teams else None
    return new_match("block", len(hands), seed=1, options=options, deals=[setup], state=state)


# ============================================================================================ R-1
#
# Three players; seat 1 leads 6-6 and every other 6 (with 5-5) is set aside: nobody can follow and
# the deal blocks at once, seats 0 and 1 tied on the fewest pips (27 each, seat 2 holds 41).

R1_TIE_HANDS: Hands = [
    ["0-1", "0-2", "0-3", "0-4", "0-5", "2-4", "3-3"],  # 27
    ["6-6", "1-2", "1-3", "2-2", "1-4", "2-3", "1-5"],  # 27 after the lead
    ["0-0", "1-1", "2-5", "3-4", "3-5", "4-4", "4-5"],  # 41
]


def test_r1_tied_block_passes_lead_to_seat_after_leader() -> None:
    """R-1 [decision]: "A deal without a winner (a tied block) passes the lead to the seat after its
    leader." """
    m = block_match(R1_TIE_HANDS, leader=1)
    assert m.deal.leader == 1
    first = m.deal
    play_all(m, "6-6 pass pass pass")
    assert first.result is not None
    assert (first.result.ending, first.result.winners, first.result.losers) == (Ending.BLOCK, (), ())
    assert first.result.pips == (27, 27, 41) and first.result.points == (0, 0, 0)
    assert m.scores == [0, 0, 0] and m.result is None
    # Not seat 0 (the first leader of a match), not a tied seat, not the leader again: the seat after it.
    assert m.deal is not first and m.deal.leader == 2 and m.turn == 2


# ---- teams (4 players: seats 0+2 against 1+3, pooled scores)

# Seat 3 leads 1-4; the block leaves 29, 34, 31, 26 pips: 60 against 60, although seat 3 alone holds
# the fewest.
TEAMS_TIE_HANDS: Hands = [
    ["1-2", "0-4", "3-4", "4-4", "0-5", "1-5", "4-5"],
    ["0-1", "0-3", "5-5", "0-6", "2-6", "4-6", "5-6"],
    ["0-0", "2-2", "1-3", "3-3", "1-6", "3-6", "6-6"],
    ["1-1", "0-2", "2-3", "1-4", "2-4", "2-5", "3-5"],
]
TEAMS_TIE_MOVES = "1-4 0-4@R 0-1@L 0-0@L 0-2@L 1-2@L 0-3@R 1-3@R 1-1@L 1-5@L 5-6@L 1-6@L pass pass pass pass"

# TEAMS_BLOCK_HANDS (test_block_draw): seat 0 leads 2-2; the block leaves 14, 20, 27, 17 pips: seat 0
# alone holds the fewest, but seats 1+3 pool 37 against 41.

# Seat 0 leads 0-5; the block leaves 19, 17, 25, 17 pips: seats 1+3 win 34 against 44, and the two
# partners hold 17 pips each.
TEAMS_PARTNERS_TIE_HANDS: Hands = [
    ["0-2", "1-2", "1-3", "2-4", "4-4", "0-5", "3-6"],
    ["0-0", "3-3", "0-4", "3-4", "1-5", "2-5", "0-6"],
    ["2-2", "0-3", "2-3", "3-5", "5-5", "1-6", "5-6"],
    ["0-1", "1-1", "1-4", "4-5", "2-6", "4-6", "6-6"],
]
TEAMS_PARTNERS_TIE_MOVES = "0-5 0-6@L 5-6@R 6-6@R 3-6@R 3-4@R 1-6@L 4-6@R 1-3@L 3-3@L 2-3@L 2-6@L pass pass pass pass"

# Seat 3 leads 3-5 and goes out with 2-5; seat 1 (its partner) keeps 6 pips, seats 0 and 2 keep 6 and 2.
TEAMS_DOMINO_HANDS: Hands = [
    ["0-1", "2-2", "0-3", "2-4", "1-6", "3-6", "4-6"],
    ["0-2", "3-3", "0-4", "3-4", "4-4", "2-6", "6-6"],
    ["0-0", "1-1", "2-3", "1-5", "5-5", "0-6", "5-6"],
    ["1-2", "1-3", "1-4", "0-5", "2-5", "3-5", "4-5"],
]
TEAMS_DOMINO_MOVES = (
    "3-5 0-3@L 0-2@L 1-5@R 1-4@R 2-2@L 3-4@R 2-3@L 1-3@R 0-1@R 0-4@R pass 4-5@R 3-6@L 2-6@L 5-6@R "
    "1-2@L 1-6@L 6-6@L 0-6@R 0-5@R 4-6@L 4-4@L 5-5@R 2-5@R"
)

# Seat 3 leads 1-5 and goes out with 2-3; seat 1 (its partner) is left holding only 0-0, 0 pips too.
TEAMS_DOMINO_ZERO_HANDS: Hands = [
    ["0-1", "1-1", "0-5", "2-5", "4-5", "2-6", "6-6"],
    ["0-0", "0-2", "1-2", "4-4", "3-5", "1-6", "4-6"],
    ["2-2", "1-3", "3-3", "1-4", "2-4", "3-4", "5-5"],
    ["0-3", "2-3", "0-4", "1-5", "0-6", "3-6", "5-6"],
]
TEAMS_DOMINO_ZERO_MOVES = (
    "1-5 4-5@R 1-6@L 1-4@R 3-6@L 0-1@R 3-5@L 5-5@L 5-6@L 6-6@L 0-2@R 2-4@R 0-6@L 0-5@L 4-4@R 3-4@R "
    "0-3@R 2-5@L 1-2@L 1-3@L 0-4@R pass 4-6@R 3-3@L 2-3@L"
)


def test_r1_teams_blocked_deal_goes_to_the_team_with_fewer_pooled_pips() -> None:
    """R-1 [decision] (option ``teams``): "a blocked deal goes to the team with fewer pooled pips" """
    m = block_match(TEAMS_BLOCK_HANDS, leader=0, teams=True)
    play_all(m, TEAMS_BLOCK_MOVES)
    ending, winners, losers, pips, points = last_result(m)
    assert ending is Ending.BLOCK and pips == (14, 20, 27, 17)
    assert set(winners) == {1, 3} and losers == (0, 2)  # 20 + 17 = 37 < 14 + 27 = 41
    assert points == (0, 41, 0, 41) and m.scores == [0, 41, 0, 41]
    # Without teams the same deal goes to seat 0, the single fewest.
    m = block_match(TEAMS_BLOCK_HANDS, leader=0)
    play_all(m, TEAMS_BLOCK_MOVES)
    assert last_result(m)[1] == (0,) and m.scores == [20 + 27 + 17, 0, 0, 0]


def test_r1_teams_tied_pooled_pips_score_nothing() -> None:
    """R-1 [decision] (option ``teams``): "a blocked deal goes to the team with fewer pooled pips
    (a tie scores nothing)"; and, as for any deal without a winner, "A deal without a winner (a tied
    block) passes the lead to the seat after its leader." """
    m = block_match(TEAMS_TIE_HANDS, leader=3, teams=True)
    first = m.deal
    play_all(m, TEAMS_TIE_MOVES)
    assert first.result is not None
    r = first.result
    assert (r.ending, r.winners, r.losers) == (Ending.BLOCK, (), ())
    assert r.pips == (29, 34, 31, 26) and r.points == (0, 0, 0, 0)  # 29 + 31 = 34 + 26
    assert m.scores == [0, 0, 0, 0] and m.result is None
    assert m.deal.leader == 0  # the seat after seat 3, the leader
    # Without teams seat 3, the single fewest, wins the same deal.
    m = block_match(TEAMS_TIE_HANDS, leader=3)
    play_all(m, TEAMS_TIE_MOVES)
    assert last_result(m)[1] == (3,) and m.scores == [0, 0, 0, 29 + 34 + 31]


def test_r1_teams_winning_team_scores_the_other_teams_pips_in_a_domino_too() -> None:
    """R-1 [decision] (option ``teams``): "the winning team scores the other team's pips (in a domino
    too)" """
    m = block_match(TEAMS_DOMINO_HANDS, leader=3, teams=True)
    play_all(m, TEAMS_DOMINO_MOVES)
    ending, winners, losers, pips, points = last_result(m)
    assert ending is Ending.DOMINO and set(winners) == {1, 3} and losers == (0, 2)
    assert pips == (6, 6, 2, 0)
    # 6 + 2 from seats 0 and 2; the partner's own 6 pips score nothing for anyone.
    assert points == (0, 8, 0, 8) and m.scores == [0, 8, 0, 8]
    # Both teams' pooled scores carry on to the target.
    m = block_match(TEAMS_DOMINO_HANDS, leader=3, teams=True, state=MatchState(scores=(95, 92, 95, 92)))
    play_all(m, TEAMS_DOMINO_MOVES)
    assert m.scores == [95, 100, 95, 100]
    assert m.result is not None and (set(m.result.winners), m.result.losers) == ({1, 3}, (0, 2))


def test_r1_teams_next_deal_led_by_the_player_who_went_out() -> None:
    """R-1 [decision] (option ``teams``): "the next deal is led by the player who went out" """
    m = block_match(TEAMS_DOMINO_HANDS, leader=3, teams=True)
    first = m.deal
    play_all(m, TEAMS_DOMINO_MOVES)
    assert m.deal is not first and m.deal.leader == 3 and m.turn == 3
    # Even when the partner holds 0 pips as well (seat 1 keeps 0-0), the one who went out leads,
    # not the lower seat.
    m = block_match(TEAMS_DOMINO_ZERO_HANDS, leader=3, teams=True)
    first = m.deal
    play_all(m, TEAMS_DOMINO_ZERO_MOVES)
    assert first.result is not None
    assert first.result.ending is Ending.DOMINO and first.result.pips == (10, 0, 4, 0)
    assert first.result.points == (0, 14, 0, 14)
    assert m.deal.leader == 3 and m.turn == 3


def test_r1_teams_after_a_block_the_winning_member_with_fewer_pips_leads_lower_seat_on_tie() -> None:
    """R-1 [decision] (option ``teams``): "the next deal is led ... after a block by the winning team's
    member with fewer pips (the lower seat on a tie)." """
    # Seats 1+3 win; seat 3 holds 17 pips against seat 1's 20: seat 3 leads.
    m = block_match(TEAMS_BLOCK_HANDS, leader=0, teams=True)
    play_all(m, TEAMS_BLOCK_MOVES)
    assert m.deal.leader == 3 and m.turn == 3
    # Seats 1+3 win with 17 pips each: the lower seat, 1, leads.
    m = block_match(TEAMS_PARTNERS_TIE_HANDS, leader=0, teams=True)
    first = m.deal
    play_all(m, TEAMS_PARTNERS_TIE_MOVES)
    assert first.result is not None
    assert first.result.ending is Ending.BLOCK and first.result.pips == (19, 17, 25, 17)
    assert set(first.result.winners) == {1, 3} and first.result.points == (0, 44, 0, 44)
    assert m.deal.leader == 1 and m.turn == 1


# ============================================================================================ SA-2

# TIE3 (test_sausage): three players, 0-2 set aside; seat 1 leads; the block leaves 21, 10 and 21 pips:
# seats 0 and 2 lose. TIE3_LEADER: 0-3 set aside; seat 1 leads; 18, 18 and 14 pips: seats 0 and 1 lose.

# One-way sausage, two players: seat 0 is due to lead but holds no double, so seat 1 leads 5-5 (SA-11).
# The block leaves 56 pips each: both lose.
ONE_WAY_HANDS: Hands = [
    ["0-2", "0-3", "1-3", "2-3", "2-4", "3-4", "1-5", "2-5", "3-5", "4-5", "0-6", "1-6", "2-6", "5-6"],
    ["0-0", "0-1", "1-1", "1-2", "2-2", "3-3", "0-4", "1-4", "4-4", "0-5", "5-5", "3-6", "4-6", "6-6"],
]
ONE_WAY_MOVES = "5-5 3-5@TR 0-5@BR 0-3@TR 0-0@BR 0-2@BR 0-1@TR 2-4@BR 1-2@TR 2-6@TR 0-4@BR 0-6@TR pass pass"


def sausage_match(variant: str, hands: Hands, leader: int, marks: tuple[int, ...] | None = None) -> Match:
    """A Sausage match: ``hands`` (the tile left over, with 3 players, set aside) led by ``leader``,
    then a second deal given without a leader, in which every seat holds a double: the match alone
    says who leads it."""
    first = DealSetup.of(hands, (), rest(*hands), leader)
    per_hand = 28 // len(hands)
    tiles = full_set()
    second = [tiles[i * per_hand : (i + 1) * per_hand] for i in range(len(hands))]
    second_setup = DealSetup.of(second, (), tiles[per_hand * len(hands) :], None)
    state = MatchState(marks=marks) if marks is not None else None
    return new_match(variant, len(hands), seed=3, deals=[first, second_setup], state=state)


def test_sa2_tied_losers_first_going_round_from_seat_after_previous_leader_previous_leader_last() -> None:
    """SA-2 [decision]: every later deal is led "by the loser of the previous one (of several tied
    losers, the first of them to the left of the previous leader; going round from the seat after
    the previous leader, the previous leader counted last ...)" """
    # Losers 0 and 2, previous leader 1: going round from seat 2, seat 2 comes first.
    m = sausage_match("sausage", TIE3, leader=1)
    play_all(m, TIE3_MOVES)
    assert last_result(m)[:4] == (Ending.BLOCK, (1,), (0, 2), (21, 10, 21))
    assert m.marks == [1, 0, 1]
    assert m.deal.leader == 2 and m.turn == 2
    # Losers 0 and 1, previous leader 1: going round 2, 0, 1, seat 0 comes before the previous leader.
    m = sausage_match("sausage", TIE3_LEADER, leader=1)
    play_all(m, TIE3_LEADER_MOVES)
    assert last_result(m)[2:4] == ((0, 1), (18, 18, 14))
    assert m.marks == [1, 1, 0]
    assert m.deal.leader == 0 and m.turn == 0


def test_sa2_one_way_previous_leader_is_the_seat_that_actually_led() -> None:
    """SA-2 [decision]: "in one-way sausage the previous leader is the seat that actually led" """
    m = sausage_match("sausage-one-way", ONE_WAY_HANDS, leader=0)
    # Seat 0 was due, but holds no double: seat 1 actually leads (SA-11).
    assert m.deal.leader == 1 and m.turn == 1
    play_all(m, ONE_WAY_MOVES)
    ending, winners, losers, pips, _ = last_result(m)
    assert (ending, winners, losers, pips) == (Ending.BLOCK, (), (0, 1), (56, 56))
    assert m.marks == [1, 1]
    # Going round from the seat after seat 1 (who led), seat 0 comes first. Counting from seat 0
    # (who was due) would have made seat 1 lead again.
    assert m.deal.leader == 0 and m.turn == 0


# ============================================================================================ SA-10

# BLOCK3 (test_sausage): three players, 0-6 set aside; seat 2 leads; the block leaves 35, 29 and 16
# pips: seat 0 loses.


def test_sa10_every_player_reaching_losses_in_the_same_deal_loses_and_fewest_marks_win() -> None:
    """SA-10 [decision]: "Every player who reaches `losses` in the same deal loses the match; the
    players with the fewest marks win it (a shared win on a tie)." """
    # Seats 0 and 2 lose the deal together and both reach 5 marks: both lose the match.
    m = sausage_match("sausage", TIE3, leader=1, marks=(4, 1, 4))
    play_all(m, TIE3_MOVES)
    assert m.marks == [5, 1, 5]
    assert m.result == MatchResult(winners=(1,), losers=(0, 2), ranking=(1, 0, 2), rule="SA-10")
    # Seats 1 and 2 share the fewest marks: a shared win.
    m = sausage_match("sausage", BLOCK3, leader=2, marks=(4, 2, 2))
    play_all(m, BLOCK3_MOVES)
    assert m.marks == [5, 2, 2]
    assert m.result == MatchResult(winners=(1, 2), losers=(0,), ranking=(1, 2, 0), rule="SA-10")
    # Only the fewest win: seat 2 (3 marks) neither wins nor, short of 5 marks, loses.
    m = sausage_match("sausage", BLOCK3, leader=2, marks=(4, 1, 3))
    play_all(m, BLOCK3_MOVES)
    assert m.result == MatchResult(winners=(1,), losers=(0,), ranking=(1, 2, 0), rule="SA-10")


# ============================================================================================ TW-1


@pytest.mark.parametrize("top", [6, 9, 12])
@pytest.mark.parametrize(("players", "hand"), [(5, 5), (6, 4), (7, 4)])
def test_tw1_five_tiles_for_5_players_and_four_for_6_to_7_players_with_every_set(
    top: int, players: int, hand: int
) -> None:
    """TW-1 [decision]: "Hand size: 7 for 2–4 players; 5 for 5 players and 4 for 6–7 players (with
    every set); option `hand_size` overrides, and more players need an explicit hand size" """
    tiles = full_set(top)
    hands = [tiles[i * hand : (i + 1) * hand] for i in range(players)]
    stock = tiles[players * hand :]
    d = new_deal("twins", hands, stock=stock, options={"set": top})
    assert d.hand_counts() == (hand,) * players and d.stock_left() == len(tiles) - players * hand
    # A hand of another size is refused with the bigger sets too.
    bigger = [tiles[i * (hand + 1) : (i + 1) * (hand + 1)] for i in range(players)]
    with pytest.raises(SetupError, match=rf"TW-1: hands\[0\] holds {hand + 1} tiles; each hand holds {hand}"):
        new_deal("twins", bigger, stock=tiles[players * (hand + 1) :], options={"set": top})
    # A seeded match deals the same sizes.
    m = new_match("twins", players, seed=7, options={"set": top})
    assert m.deal.hand_counts() == (hand,) * players
    # More players need an explicit hand size, whatever the set.
    with pytest.raises(OptionError, match=r"TW-1: with 8 players the option 'hand_size' must be given"):
        rules_for("twins", 8, {"set": top})


# ============================================================================================ TW-7

# Three players, hands of 2: seat 0 leads 6-6, seat 1 draws 0-1 4-6 and plays 4-6, seat 2 draws 2-5
# 4-4 and plays 4-4, and seat 0 goes out with 5-6: 1 + 3 + 7 and 2 + 4 + 7 = 24 points.
TW_HANDS: Hands = [["6-6", "5-6"], ["1-2", "3-4"], ["0-2", "1-3"]]
TW_STOCK_HEAD = ["0-1", "4-6", "2-5", "4-4"]
TW_MOVES = "6-6 4-6@L 4-4@L 5-6@R"


@pytest.mark.parametrize(
    ("target", "before", "over"),
    [(1, 0, True), (24, 0, True), (25, 0, False), (37, 13, True), (37, 12, False), (1000, 975, False)],
)
def test_tw7_target_any_whole_number_at_least_1(target: int, before: int, over: bool) -> None:
    """TW-7 [decision]: "To 100 points (option `target`: 50, 101, 150, 200 or any whole number ≥ 1).
    Reaching the target wins" """
    setup = DealSetup.of(TW_HANDS, [*TW_STOCK_HEAD, *rest(*TW_HANDS, TW_STOCK_HEAD)])
    m = new_match(
        "twins",
        3,
        seed=2,
        options={"hand_size": 2, "target": target},
        deals=[setup],
        state=MatchState(scores=(before, 0, 0)),
    )
    play_all(m, TW_MOVES)
    assert m.scores == [before + 24, 0, 0]
    assert (m.result is not None) == over
    if m.result is not None:
        assert (m.result.winners, m.result.losers, m.result.rule) == ((0,), (1, 2), "TW-7")


@pytest.mark.parametrize("target", [0, -5, 2.5, "100", True, None])
def test_tw7_target_that_is_no_whole_number_at_least_1_is_refused(target: object) -> None:
    """TW-7 [decision]: option `target` is "any whole number ≥ 1" — nothing else."""
    with pytest.raises(OptionError, match=r"TW-7: option 'target' of twins must be a whole number >= 1"):
        rules_for("twins", 2, {"target": target})


# ================================================================================ Match results

# D5_HANDS (test_white_snake): deal 5 (head 5-5), five players, 1-1 … 4-4 already won as tokens:
# 5-5 5-6 0-6 0-5 comes back to 5 and blocks; seat 0 keeps 0-0 0-1 0-2 (3 pips), the fewest, and takes 5-5.
D5_MOVES = "5-5 5-6 0-6 0-5 pass pass pass pass pass"


def test_match_results_in_general_non_winners_lose_and_standings_rank_then_seat() -> None:
    """[decision] Match results in general: "In points and token games every player who does not win
    the match loses it; standings rank by points (or tokens, most first; or marks, fewest first) and
    tied players by seat number." """
    # Points (Block, 4 players): seat 0 wins the block (64 points) and reaches 100. Everyone else
    # loses; 70 ranks before 50, and the two seats on 50 rank by seat.
    m = block_match(TEAMS_BLOCK_HANDS, leader=0, state=MatchState(scores=(40, 50, 70, 50)))
    play_all(m, TEAMS_BLOCK_MOVES)
    assert m.scores == [104, 50, 70, 50]
    assert m.result == MatchResult(winners=(0,), losers=(1, 2, 3), ranking=(0, 2, 1, 3), rule="R-1")
    # Points with teams: both partners win, both others lose; the tied partners rank by seat.
    m = block_match(TEAMS_DOMINO_HANDS, leader=3, teams=True, state=MatchState(scores=(95, 92, 95, 92)))
    play_all(m, TEAMS_DOMINO_MOVES)
    assert m.result is not None
    assert (m.result.losers, m.result.ranking) == ((0, 2), (1, 3, 0, 2))
    # Tokens (White Snake): seat 0 takes its fourth token; every other seat loses, seat 3 (one token)
    # ranks before the seats with none, which rank by seat.
    setup = DealSetup.of(D5_HANDS, D5_STOCK)
    state = MatchState(deal_number=5, tokens=(("1-1", "2-2", "3-3"), (), (), ("4-4",), ()))
    m = new_match("white-snake", 5, seed=1, deals=[setup], state=state)
    play_all(m, D5_MOVES)
    assert [t.bit_count() for t in m.tokens] == [4, 0, 0, 1, 0]
    assert m.result == MatchResult(winners=(0,), losers=(1, 2, 3, 4), ranking=(0, 3, 1, 2, 4), rule="WS-8")
    # Marks (Sausage): fewest first, tied seats by seat number (and only SA-10's losers lose).
    m = sausage_match("sausage", BLOCK3, leader=2, marks=(4, 3, 1))
    play_all(m, BLOCK3_MOVES)
    assert m.marks == [5, 3, 1]
    assert m.result == MatchResult(winners=(2,), losers=(0,), ranking=(2, 1, 0), rule="SA-10")
    m = sausage_match("sausage", BLOCK3, leader=2, marks=(4, 2, 2))
    play_all(m, BLOCK3_MOVES)
    assert m.result is not None and m.result.ranking == (1, 2, 0)


def test_sa10_every_player_reaching_losses_at_once_nobody_wins() -> None:
    """SA-10, a case the rule book leaves open, settled in ``Marks``: when every player reaches
    ``losses`` in the same deal (a block tied on the most pips, SA-9), nobody wins the match and
    every player loses it."""
    m = new_match("sausage", 2, seed=1, deals=[DealSetup.of(TIE2, leader=1)], state=MatchState(marks=(4, 4)))
    play_all(m, TIE2_MOVES)
    assert m.marks == [5, 5]
    assert m.result == MatchResult(winners=(), losers=(0, 1), ranking=(0, 1), rule="SA-10")
    assert m.returns == (-0.5, -0.5)
