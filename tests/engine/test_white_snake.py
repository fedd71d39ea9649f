"""Rule scenarios for White Snake (RULES.md, section WS).

Every deal here is explicit: hands in the notation, the stock (never drawn in White Snake) as given.
Most scenarios have six players (4 tiles each, 4 in the stock) and end in a block a few plays after
the lead: the snake comes back to the head's number once every other tile of that number is in the
stock, and nobody can follow.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from helpers import deal_of, expect, legal, match_of, play_all

from dominohall import (
    DealSetup,
    Ending,
    Event,
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
from dominohall.events import DealEnded, Dealt, Led, Passed, Played, Redealt, Stole, TokenTaken
from dominohall.tiles import BIT, DOUBLE, mask_of, names, parse_tile
from dominohall.variants.line import Placed
from dominohall.variants.white_snake import SnakeLayout, head_of

WS = "white-snake"
Hands = list[list[str]]


def bits(*tiles: str) -> int:
    return mask_of(parse_tile(t) for t in tiles)


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def passes(n: int) -> str:
    return " ".join(["pass"] * n)


# ---- deal 1 (head 1-1), six players: 1-1 1-2 2-3 1-3 brings the snake back to 1, whose other four
# tiles lie in the stock: a block. Seat 0 is left with 0-0 0-2 0-3 (5 pips), the fewest.
A_HANDS: Hands = [
    ["1-1", "0-0", "0-2", "0-3"],
    ["1-2", "0-4", "0-5", "0-6"],
    ["2-3", "2-2", "2-4", "2-5"],
    ["1-3", "2-6", "3-3", "3-4"],
    ["3-5", "3-6", "4-4", "4-5"],
    ["4-6", "5-5", "5-6", "6-6"],
]
A_STOCK = ["0-1", "1-4", "1-5", "1-6"]
A_MOVES = "1-1 1-2 2-3 1-3 " + passes(6)


def a_setup() -> DealSetup:
    return DealSetup.of(A_HANDS, A_STOCK)


def block_hands(s0: list[str], s1: list[str], s2: list[str], s3: list[str], s4: list[str], s5: list[str]) -> Hands:
    """Deal-1 hands for the chain 1-1 1-2 2-3 1-3 with the stock A_STOCK: ``s0`` … ``s5`` are
    what the seats hold besides their chain tile (seats 4 and 5 play none)."""
    return [["1-1", *s0], ["1-2", *s1], ["2-3", *s2], ["1-3", *s3], s4, s5]


# ---- deal 7 (head 0-0) with every token 1-1 … 6-6 out of play: 22 tiles, six players hold 3 each.
# 0-0 0-1 1-2 0-2 comes back to 0; 0-3 … 0-6 are in the stock. Seat 0 keeps 1-3 1-4 (9 pips).
S7_HANDS: Hands = [
    ["0-0", "1-3", "1-4"],
    ["0-1", "1-5", "1-6"],
    ["1-2", "2-3", "2-4"],
    ["0-2", "2-5", "2-6"],
    ["3-4", "3-5", "3-6"],
    ["4-5", "4-6", "5-6"],
]
S7_STOCK = ["0-3", "0-4", "0-5", "0-6"]
S7_MOVES = "0-0 0-1 1-2 0-2 " + passes(6)
ALL_TOKENS = ["1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]


def s7_match(tokens: tuple[tuple[str, ...], ...], **options: object) -> Match:
    return match_of(
        WS, [DealSetup.of(S7_HANDS, S7_STOCK)], state=MatchState(deal_number=7, tokens=tokens), options=options
    )


# ---- deal 7 with only 1-1 out of play: 27 tiles, six players hold 4 each, 3 in the stock. The snake
# passes 0 twice (0-0 0-2 2-3 0-3 0-4 4-5 0-5) and stops at 0 with 0-1 and 0-6 in the stock.
# Seat 0 keeps 1-2 1-3 (7 pips), the fewest.
ONE_TOKEN_HANDS: Hands = [
    ["0-0", "0-5", "1-2", "1-3"],
    ["0-2", "1-4", "1-5", "1-6"],
    ["2-3", "2-2", "2-4", "2-5"],
    ["0-3", "2-6", "3-3", "3-4"],
    ["0-4", "3-5", "3-6", "4-4"],
    ["4-5", "4-6", "5-5", "5-6"],
]
ONE_TOKEN_STOCK = ["0-1", "0-6", "6-6"]
ONE_TOKEN_MOVES = "0-0 0-2 2-3 0-3 0-4 4-5 0-5 " + passes(6)

# ---- deal 5 (head 5-5), five players, 1-1 … 4-4 out of play: 24 tiles, 4 each, 4 in the stock.
# 5-5 5-6 0-6 0-5 comes back to 5; seat 0 keeps 0-0 0-1 0-2 (3 pips).
D5_HANDS: Hands = [
    ["5-5", "0-0", "0-1", "0-2"],
    ["5-6", "0-3", "0-4", "1-2"],
    ["0-6", "1-3", "1-4", "1-6"],
    ["0-5", "2-3", "2-4", "2-6"],
    ["3-4", "3-6", "4-6", "6-6"],
]
D5_STOCK = ["1-5", "2-5", "3-5", "4-5"]
D5_MOVES = "5-5 5-6 0-6 0-5 " + passes(5)


def d5_match(tokens: tuple[tuple[str, ...], ...], **options: object) -> Match:
    return match_of(
        WS, [DealSetup.of(D5_HANDS, D5_STOCK)], state=MatchState(deal_number=5, tokens=tokens), options=options
    )


# ============================================================================================ WS-1


@pytest.mark.parametrize(
    ("players", "tokens", "hand", "stock"),
    [
        (5, 0, 5, 3),  # 28 tiles
        (6, 0, 4, 4),
        (5, 2, 5, 1),  # 26 tiles in play
        (6, 2, 4, 2),
        (5, 6, 4, 2),  # 22 tiles in play
        (6, 6, 3, 4),
    ],
)
def test_ws1_hand_size_is_tiles_in_play_divided_by_players(players: int, tokens: int, hand: int, stock: int) -> None:
    held: list[tuple[str, ...]] = [() for _ in range(players)]
    for i, token in enumerate(ALL_TOKENS[:tokens]):
        held[i % players] += (token,)
    m = new_match(WS, players, seed=11, state=MatchState(deal_number=tokens + 1, tokens=tuple(held)))
    d = m.deal
    assert d.hand_counts() == (hand,) * players
    assert d.stock_left() == stock
    assert d.set_aside == 0
    assert View.of(m, 0).stock_count == stock
    # WS-6: a token is out of play: in no hand and not in the stock.
    dealt = mask_of(d.stock)
    for h in d.hands:
        dealt |= h
    assert dealt & bits(*ALL_TOKENS[:tokens]) == 0
    assert dealt.bit_count() == 28 - tokens


@pytest.mark.parametrize("players", [4, 7, 2])
def test_ws1_five_or_six_players(players: int) -> None:
    with pytest.raises(OptionError, match=r"WS-1: white-snake is played by 5 to 6 players"):
        rules_for(WS, players)


def test_ws1_no_drawing_a_stuck_player_passes_with_tiles_in_the_stock() -> None:
    d = deal_of(WS, A_HANDS, stock=A_STOCK)
    play_all(d, "1-1 1-2 2-3 1-3")
    assert d.turn == 4
    assert legal(d) == ["pass"]
    d.play("pass")
    assert d.stock_left() == 4
    assert "draw" not in kinds(d.events)
    assert d.hand_counts() == (3, 3, 3, 3, 4, 4)


def test_ws1_setup_must_have_floor_tiles_per_hand_and_rest_in_stock() -> None:
    with pytest.raises(SetupError, match=r"WS-1: the stock holds 4 tiles, 3 were given"):
        new_deal(WS, A_HANDS, stock=A_STOCK[:3], set_aside=A_STOCK[3:])
    short = [h[:] for h in A_HANDS]
    short[5] = short[5][:3]
    with pytest.raises(SetupError, match=r"WS-1: hands\[5\] holds 3 tiles; each hand holds 4"):
        new_deal(WS, short, stock=[*A_STOCK, "6-6"])


def test_ws1_a_token_cannot_be_dealt() -> None:
    # 1-1 is a token (out of play), so a setup that deals it is refused.
    with pytest.raises(SetupError, match=r"C-1: tile 1-1 is a token out of play"):
        new_deal(WS, A_HANDS, stock=A_STOCK[1:], number=2, tokens=["1-1"])


# ============================================================================================ WS-2


@pytest.mark.parametrize(
    ("k", "head"), [(1, "1-1"), (2, "2-2"), (3, "3-3"), (6, "6-6"), (7, "0-0"), (8, "0-0"), (12, "0-0")]
)
def test_ws2_head_of_deal_k(k: int, head: str) -> None:
    assert names(BIT[head_of(k)]) == [head]
    held: list[tuple[str, ...]] = [() for _ in range(5)]
    for i, token in enumerate(ALL_TOKENS[: min(k - 1, 6)]):
        held[i % 5] += (token,)
    m = new_match(WS, 5, seed=k, state=MatchState(deal_number=k, tokens=tuple(held)))
    assert m.deal.number == k
    deal_events = [e for e in m.history if e.kind == "deal"]
    assert {e.number for e in deal_events} == {k}
    leader = m.turn
    assert m.deal.hands[leader] & BIT[parse_tile(head)]
    assert m.history[-1] == Led(leader)
    assert legal(m) == [head]


def test_ws2_next_deal_is_led_by_the_next_head() -> None:
    m = match_of(WS, [a_setup()], seed=3)
    play_all(m, A_MOVES)
    assert m.deal_number == 2
    assert m.deal.number == 2
    assert legal(m) == ["2-2"]


def test_ws2_deal_number_counts_from_one() -> None:
    with pytest.raises(SetupError, match=r"WS-2: deal_number counts from 1"):
        new_match(WS, 5, seed=1, state=MatchState(deal_number=0))


@pytest.mark.parametrize("token", ["2-2", "3-3", "6-6"])
def test_ws2_a_head_still_to_come_cannot_be_a_token(token: str) -> None:
    # Deal 2 is next: only 1-1 can have been won. With 2-2 (or a later head) out of play, that deal
    # could never be led and would be dealt again for ever.
    with pytest.raises(SetupError, match=rf"WS-2: {token} leads a deal still to come \(deal 2 is next\)"):
        new_match(WS, 5, seed=1, state=MatchState(deal_number=2, tokens=((token,), (), (), (), ())))
    assert new_match(WS, 5, seed=1, state=MatchState(deal_number=2, tokens=(("1-1",), (), (), (), ()))).deal_number == 2


# ============================================================================================ WS-3


def test_ws3_holder_of_the_head_must_lead_it() -> None:
    d = deal_of(WS, A_HANDS, stock=A_STOCK)
    assert d.turn == 0
    assert legal(d) == ["1-1"]
    with pytest.raises(IllegalMoveError) as err:
        d.play("0-2")
    assert err.value.rule == "WS-3"
    assert d.events == [] and d.hands[0] == bits(*A_HANDS[0]) and d.turn == 0


def test_ws3_the_head_decides_who_leads_not_the_seat() -> None:
    hands = [A_HANDS[3], A_HANDS[1], A_HANDS[2], A_HANDS[0], A_HANDS[4], A_HANDS[5]]
    m = match_of(WS, [DealSetup.of(hands, A_STOCK)])
    assert m.history[-1] == Led(3)
    assert m.turn == 3
    assert legal(m) == ["1-1"]


def test_ws3_head_in_the_stock_is_dealt_again_and_recorded() -> None:
    # 1-1 lies in the stock: nobody can lead deal 1, so it is dealt again (the next given setup).
    no_head = [h[:] for h in A_HANDS]
    no_head[0][0] = "0-1"
    stock = ["1-1", "1-4", "1-5", "1-6"]
    first = DealSetup.of(no_head, stock)
    m = match_of(WS, [first, a_setup()])
    assert kinds(m.history) == ["deal", "redeal", "deal", "lead"]
    dealt = expect(m.history[0], Dealt)
    assert dealt.setup == first and dealt.source == "given"
    assert m.history[1] == Redealt(count=1, number=1, rule="WS-3")
    dealt = expect(m.history[2], Dealt)
    assert dealt.number == 1 and dealt.setup == a_setup()
    assert m.deal.setup == a_setup()
    assert m.deal_number == 1 and m.deals_played == 0
    assert legal(m) == ["1-1"]
    # A lone deal cannot be dealt again: the setup is refused.
    with pytest.raises(SetupError, match=r"WS-3"):
        new_deal(WS, no_head, stock=stock)


def test_ws3_seeded_redeal_uses_a_new_shuffle() -> None:
    # Find a seed whose first shuffle leaves 1-1 in the stock (deterministic, C-3).
    seed = next(s for s in range(500) if kinds(new_match(WS, 5, seed=s).history)[:2] == ["deal", "redeal"])
    m = new_match(WS, 5, seed=seed)
    first, second = expect(m.history[0], Dealt).setup, expect(m.history[2], Dealt).setup
    assert first is not None and second is not None
    assert BIT[DOUBLE[1]] & mask_of(first.stock)
    assert first != second
    assert m.deal.hands[m.turn] & BIT[DOUBLE[1]]


# ============================================================================================ WS-4

# Seat 2 holds 1-3, which would fit the head's far side in a two-ended game, but the snake has one end.
B_HANDS: Hands = [
    ["1-1", "0-0", "0-2", "0-3"],
    ["1-2", "0-4", "0-5", "0-6"],
    ["2-3", "1-3", "4-4", "4-5"],
    ["3-3", "3-4", "3-5", "3-6"],
    ["2-2", "2-4", "2-5", "2-6"],
    ["4-6", "5-5", "5-6", "6-6"],
]


def test_ws4_one_open_end_each_tile_joins_the_last() -> None:
    d = deal_of(WS, B_HANDS, stock=A_STOCK)
    play_all(d, "1-1 1-2")
    assert d.open_ends() == {"": 2}
    assert d.turn == 2
    assert legal(d) == ["2-3"]  # not 1-3: the head's other side is no end
    before = (d.hands[:], len(d.events), d.turn, d.layout())
    for bad in ("1-3", "1-3@L", "2-3@R"):
        with pytest.raises(IllegalMoveError) as err:
            d.play(bad)
        assert err.value.rule == "WS-4"
        assert (d.hands[:], len(d.events), d.turn, d.layout()) == before
    d.play("2-3")
    assert d.open_ends() == {"": 3}
    lay = d.layout()
    assert isinstance(lay, SnakeLayout)
    assert lay.tiles == (
        Placed(parse_tile("1-1"), 1, 1),
        Placed(parse_tile("1-2"), 1, 2),
        Placed(parse_tile("2-3"), 2, 3),
    )
    assert legal(d) == ["3-3", "3-4", "3-5", "3-6"]
    d.play("3-4")  # joined at 3, the free end shows 4
    lay = d.layout()
    assert isinstance(lay, SnakeLayout) and lay.tiles[-1] == Placed(parse_tile("3-4"), 3, 4)
    assert d.open_ends() == {"": 4}


def test_ws4_play_goes_left_from_the_leader() -> None:
    hands = [B_HANDS[5], B_HANDS[1], B_HANDS[2], B_HANDS[3], B_HANDS[4], B_HANDS[0]]
    d = deal_of(WS, hands, stock=A_STOCK)
    assert d.turn == 5
    d.play("1-1")
    assert d.turn == 0
    assert legal(d) == ["pass"]
    d.play("pass")
    assert d.turn == 1
    assert [e.kind for e in d.events] == ["play", "pass"]
    assert [e.seat for e in d.events if isinstance(e, Played | Passed)] == [5, 0]


# ============================================================================================ WS-5


def test_ws5_block_fewest_pips_win() -> None:
    d = deal_of(WS, A_HANDS, stock=A_STOCK)
    play_all(d, A_MOVES)
    r = d.result
    assert r is not None
    assert r.ending is Ending.BLOCK
    assert r.winners == (0,)
    assert r.losers == (1, 2, 3, 4, 5)
    assert r.rule == "WS-5"
    assert r.pips == (5, 15, 17, 21, 34, 43)
    assert r.points == (0,) * 6
    assert kinds(d.events)[-7:] == ["pass"] * 6 + ["deal_end"]


@pytest.mark.parametrize(
    ("s0", "s4", "winner"),
    [
        # fewest pips win even with more tiles: seat 4 keeps 11 pips in 4 tiles, seat 0 13 in 3
        (["0-4", "0-5", "2-2"], ["0-0", "0-2", "0-3", "0-6"], 4),
        # 12 pips each: fewer tiles win (seat 0 keeps 3, seat 4 holds 4)
        (["0-3", "0-4", "0-5"], ["0-0", "0-2", "0-6", "2-2"], 0),
    ],
)
def test_ws5_tie_on_pips_is_broken_by_fewer_tiles(s0: list[str], s4: list[str], winner: int) -> None:
    hands = block_hands(
        s0, ["2-4", "2-5", "2-6"], ["3-3", "3-4", "3-5"], ["3-6", "4-4", "4-5"], s4, ["4-6", "5-5", "5-6", "6-6"]
    )
    d = deal_of(WS, hands, stock=A_STOCK)
    play_all(d, A_MOVES)
    assert d.result is not None
    assert d.result.ending is Ending.BLOCK
    assert d.result.winners == (winner,)
    assert d.result.rule == "WS-5"


VOID_HANDS = block_hands(
    ["0-3", "0-4", "0-5"],  # 12 pips, 3 tiles
    ["0-0", "0-6", "2-4"],  # 12 pips, 3 tiles
    ["0-2", "2-2", "2-5"],
    ["3-3", "3-4", "2-6"],
    ["3-5", "4-4", "3-6", "4-5"],
    ["4-6", "5-5", "5-6", "6-6"],
)


def test_ws5_tie_on_pips_and_tiles_is_a_void_deal() -> None:
    d = deal_of(WS, VOID_HANDS, stock=A_STOCK)
    play_all(d, A_MOVES)
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.VOID, (), (), "WS-5")
    assert r.pips[:2] == (12, 12)


def test_ws5_void_deal_gives_no_token_and_is_replayed_with_the_same_head() -> None:
    void = DealSetup.of(VOID_HANDS, A_STOCK)
    m = match_of(WS, [void, a_setup()])
    play_all(m, A_MOVES)
    assert m.tokens == [0] * 6
    assert m.deal_number == 1 and m.deals_played == 0
    tail = m.history[-4:]
    assert kinds(tail) == ["pass", "deal_end", "deal", "lead"]
    assert expect(tail[1], DealEnded).result.ending is Ending.VOID
    dealt = expect(tail[2], Dealt)
    assert dealt.number == 1 and dealt.setup == a_setup()
    assert "token" not in kinds(m.history)
    assert legal(m) == ["1-1"]
    # the replay is decided as usual and its winner takes 1-1
    play_all(m, A_MOVES)
    assert m.tokens[0] == BIT[DOUBLE[1]]
    assert m.deal_number == 2


# Deal 7, tokens out: seat 0 plays out its last tile on the 13th play (no passes).
DOMINO_HANDS: Hands = [
    ["0-0", "0-5", "1-6"],
    ["0-1", "0-2", "1-5"],
    ["1-2", "2-4", "2-5"],
    ["2-3", "4-6", "2-6"],
    ["3-4", "3-6", "3-5"],
    ["4-5", "1-3", "5-6"],
]
DOMINO_STOCK = ["0-3", "0-4", "0-6", "1-4"]
DOMINO_MOVES = "0-0 0-1 1-2 2-3 3-4 4-5 0-5 0-2 2-4 4-6 3-6 1-3 1-6"


def test_ws5_playing_out_the_last_tile_wins() -> None:
    d = deal_of(WS, DOMINO_HANDS, stock=DOMINO_STOCK, number=7, tokens=ALL_TOKENS)
    play_all(d, DOMINO_MOVES[:-4])
    assert d.result is None and d.hand_counts() == (1, 1, 1, 1, 1, 1)
    d.play("1-6")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.losers, r.rule) == (Ending.DOMINO, (0,), (1, 2, 3, 4, 5), "WS-5")
    assert r.pips == (0, 6, 7, 8, 8, 11)
    assert d.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        d.play("1-5")
    assert err.value.rule == "C-8"


# ============================================================================================ WS-6


def test_ws6_winner_takes_the_head_as_a_token_out_of_play_later() -> None:
    m = match_of(WS, [a_setup()], seed=5)
    play_all(m, A_MOVES)
    i = kinds(m.history).index("deal_end")
    assert m.history[i + 1] == TokenTaken(0, DOUBLE[1])
    assert m.tokens == [BIT[DOUBLE[1]], 0, 0, 0, 0, 0]
    assert m.deals_played == 1
    # deal 2: 27 tiles in play, 4 each and 3 in the stock; 1-1 is nowhere
    d = m.deal
    assert d.excluded == BIT[DOUBLE[1]]
    assert d.hand_counts() == (4,) * 6 and d.stock_left() == 3
    dealt = mask_of(d.stock)
    for h in d.hands:
        dealt |= h
    assert not dealt & BIT[DOUBLE[1]]
    assert View.of(m, 3).tokens == (BIT[DOUBLE[1]], 0, 0, 0, 0, 0)


def test_ws6_tokens_are_checked_in_a_match_state() -> None:
    with pytest.raises(SetupError, match=r"WS-6: a token is held twice"):
        new_match(WS, 5, state=MatchState(deal_number=3, tokens=(("1-1",), ("1-1",), (), (), ())))
    with pytest.raises(SetupError, match=r"WS-7: tokens are the doubles 1-1 to 6-6"):
        new_match(WS, 5, state=MatchState(deal_number=7, tokens=(("0-0",), (), (), (), ())))
    with pytest.raises(SetupError, match=r"WS-7"):
        new_match(WS, 5, state=MatchState(deal_number=7, tokens=(("2-3",), (), (), (), ())))


# ============================================================================================ WS-7

SIX_HELD_BY_OTHERS = ((), ("1-1", "2-2"), ("3-3",), ("4-4", "5-5"), ("6-6",), ())


def test_ws7_winner_of_a_0_0_deal_chooses_a_token_to_steal() -> None:
    m = s7_match(SIX_HELD_BY_OTHERS)
    assert legal(m) == ["0-0"]
    play_all(m, S7_MOVES)
    assert m.deal.result is not None and m.deal.result.winners == (0,)
    assert "token" not in kinds(m.history)  # 0-0 is never a token
    assert m.turn == 0
    assert legal(m) == [f"steal:{t}" for t in ALL_TOKENS]
    assert View.of(m, 0).legal_moves == tuple(m.legal_moves())
    assert View.of(m, 1).legal_moves == ()
    before = (m.tokens[:], len(m.history))
    for bad, text in (("steal:0-0", "not a token"), ("1-3", "must steal"), ("pass", "must steal")):
        with pytest.raises(IllegalMoveError, match=text) as err:
            m.play(bad)
        assert err.value.rule == "WS-7"
        assert (m.tokens[:], len(m.history)) == before
    m.play("steal:4-4")
    steal = next(e for e in m.history if e.kind == "steal")
    assert steal.seat == 0 and steal.victim == 3 and str(steal.move) == "steal:4-4"
    assert m.tokens[0] == bits("4-4") and m.tokens[3] == bits("5-5")
    # then deal 8, again led by 0-0
    assert m.deal_number == 8 and m.result is None
    expect(m.history[-1], Led)
    assert legal(m) == ["0-0"]
    # undo puts the decision back
    while m.history[-1].kind != "deal_end":
        m.pop()
    assert m.stealer == 0 and m.tokens[3] == bits("4-4", "5-5")


def test_ws7_a_steal_is_no_move_outside_a_0_0_win() -> None:
    m = match_of(WS, [a_setup()])
    with pytest.raises(IllegalMoveError) as err:
        m.play("steal:1-1")
    assert err.value.rule == "WS-7"


def test_ws7_steal_is_automatic_when_exactly_one_token_is_stealable() -> None:
    tokens: tuple[tuple[str, ...], ...] = ((), (), (), ("1-1",), (), ())
    m = match_of(WS, [DealSetup.of(ONE_TOKEN_HANDS, ONE_TOKEN_STOCK)], state=MatchState(deal_number=7, tokens=tokens))
    play_all(m, ONE_TOKEN_MOVES)
    assert m.stealer == -1
    i = kinds(m.history).index("deal_end")
    assert kinds(m.history)[i + 1 : i + 3] == ["steal", "deal"]
    steal = expect(m.history[i + 1], Stole)
    assert (steal.seat, steal.victim, str(steal.move)) == (0, 3, "steal:1-1")
    assert m.tokens == [bits("1-1"), 0, 0, 0, 0, 0]
    assert m.deal_number == 8 and legal(m) == ["0-0"]


def test_ws7_nothing_is_stolen_when_no_other_player_holds_a_token() -> None:
    tokens: tuple[tuple[str, ...], ...] = (("1-1",), (), (), (), (), ())  # the winner's own token
    m = match_of(WS, [DealSetup.of(ONE_TOKEN_HANDS, ONE_TOKEN_STOCK)], state=MatchState(deal_number=7, tokens=tokens))
    play_all(m, ONE_TOKEN_MOVES)
    i = kinds(m.history).index("deal_end")
    assert kinds(m.history)[i + 1] == "deal"
    assert "steal" not in kinds(m.history) and "token" not in kinds(m.history)
    assert m.tokens == [bits("1-1"), 0, 0, 0, 0, 0]
    assert m.stealer == -1 and m.deal_number == 8


def test_ws7_winner_by_domino_steals_too() -> None:
    m = match_of(
        WS,
        [DealSetup.of(DOMINO_HANDS, DOMINO_STOCK)],
        state=MatchState(deal_number=7, tokens=SIX_HELD_BY_OTHERS),
    )
    play_all(m, DOMINO_MOVES)
    assert m.deal.result is not None and m.deal.result.ending is Ending.DOMINO
    assert m.turn == 0 and len(m.legal_moves()) == 6


# ============================================================================================ WS-8


def test_ws8_four_tokens_win_after_a_take() -> None:
    m = d5_match((("1-1", "2-2", "3-3"), ("4-4",), (), (), ()))
    play_all(m, D5_MOVES)
    assert kinds(m.history)[-3:] == ["deal_end", "token", "match_end"]
    assert m.history[-2] == TokenTaken(0, DOUBLE[5])
    r = m.result
    assert r is not None
    assert (r.winners, r.losers, r.rule) == ((0,), (1, 2, 3, 4), "WS-8")
    assert r.ranking[:2] == (0, 1)
    assert m.turn == -1 and m.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        m.play("pass")
    assert err.value.rule == "C-8"
    assert View.of(m, 2).match_over


def test_ws8_three_tokens_do_not_win() -> None:
    m = d5_match((("1-1", "2-2"), ("3-3", "4-4"), (), (), ()))
    play_all(m, D5_MOVES)
    assert m.result is None
    assert [t.bit_count() for t in m.tokens] == [3, 2, 0, 0, 0]
    assert m.deal_number == 6 and legal(m) == ["6-6"]


def test_ws8_four_tokens_win_after_a_steal() -> None:
    m = s7_match((("1-1", "2-2", "3-3"), ("4-4", "5-5"), ("6-6",), (), (), ()))
    play_all(m, S7_MOVES)
    assert m.result is None and legal(m) == ["steal:4-4", "steal:5-5", "steal:6-6"]
    m.play("steal:6-6")
    assert kinds(m.history)[-2:] == ["steal", "match_end"]
    assert m.result is not None and m.result.winners == (0,) and m.result.rule == "WS-8"
    assert m.tokens[0] == bits("1-1", "2-2", "3-3", "6-6")


def test_ws8_max_deals_ends_the_match_most_tokens_win() -> None:
    m = match_of(WS, [a_setup()], options={"max_deals": 1})
    play_all(m, A_MOVES)
    assert m.result is not None
    assert (m.result.winners, m.result.rule) == ((0,), "WS-8")
    assert kinds(m.history)[-3:] == ["deal_end", "token", "match_end"]


def test_ws8_max_deals_tie_is_a_shared_win() -> None:
    # deals 1-4 counted from the state; deal 5 is the fifth decided deal
    m = d5_match((("1-1",), ("2-2", "3-3"), ("4-4",), (), ()), max_deals=5)
    play_all(m, D5_MOVES)
    assert m.result is not None
    assert (m.result.winners, m.result.losers) == ((0, 1), (2, 3, 4))
    # without the option the match goes on
    m = d5_match((("1-1",), ("2-2", "3-3"), ("4-4",), (), ()))
    play_all(m, D5_MOVES)
    assert m.result is None and m.deal_number == 6


def test_ws8_void_deals_do_not_count_towards_max_deals() -> None:
    m = match_of(WS, [DealSetup.of(VOID_HANDS, A_STOCK), a_setup()], options={"max_deals": 1})
    play_all(m, A_MOVES)
    assert m.result is None
    play_all(m, A_MOVES)
    assert m.result is not None and m.result.winners == (0,)


def test_ws8_max_deals_option_is_checked() -> None:
    with pytest.raises(OptionError, match=r"WS-8: option 'max_deals' of white-snake must be a whole number >= 1"):
        rules_for(WS, 5, {"max_deals": 0})


# ============================================================================================ C-4


def test_ws_view_hides_other_hands_and_the_stock() -> None:
    m = match_of(WS, [a_setup()])
    v = View.of(m, 2)
    assert v.hand == bits(*A_HANDS[2])
    assert v.hand_counts == (4,) * 6 and v.stock_count == 4
    assert all(getattr(e, "setup", None) is None for e in v.history)
    assert v.hidden == m.rules.full_set & ~v.hand
