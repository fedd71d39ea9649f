"""Rule scenarios for the common rules C-1 … C-9, the move notation N, options and setups."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import attributes, deal_of, expect, legal, match_of, play_all, setup_of

from dominohall import (
    PASS,
    VARIANTS,
    DealSetup,
    Ending,
    IllegalMoveError,
    Match,
    MatchState,
    Move,
    NotationError,
    OptionError,
    SetupError,
    View,
    new_deal,
    new_match,
    parse_tile,
    rules_for,
    tile_name,
)
from dominohall.events import HIDDEN, Dealt, Drew, Led
from dominohall.tiles import FULL_SET, mask_of, pips

# ============================================================================================ C-1


def test_c1_tile_notation_and_pips() -> None:
    assert tile_name(parse_tile("5-2")) == "2-5"
    assert tile_name(parse_tile("0-0")) == "0-0"
    assert tile_name(parse_tile("12-10")) == "10-12"
    assert pips(parse_tile("0-0")) == 0
    assert pips(parse_tile("1-5")) == 6
    assert pips(parse_tile("10-12")) == 22
    assert len({parse_tile(f"{a}-{b}") for a in range(13) for b in range(13)}) == 91
    for bad in ("7", "1-13", "a-b", "1-2-3", ""):
        with pytest.raises(ValueError, match=r"C-1: a tile is written a-b"):
            parse_tile(bad)


@pytest.mark.parametrize(("top", "size"), [(6, 28), (9, 55), (12, 91)])
def test_c1_sets_in_twins(top: int, size: int) -> None:
    rules = rules_for("twins", 2, {"set": top})
    assert rules.full_set == FULL_SET[top] and rules.full_set.bit_count() == size
    m = new_match("twins", 2, seed=21, options={"set": top})
    assert m.deal.stock_left() == size - 14
    # every move is printed in the notation and parses back to itself, two-digit numbers included
    for move in m.legal_moves():
        assert Move.from_str(str(move)) == move


def test_c1_only_twins_takes_another_set() -> None:
    for variant in ("block", "draw", "maltese-cross"):
        with pytest.raises(OptionError, match=r"has no option 'set'"):
            rules_for(variant, 2, {"set": 9})


def test_c1_a_tile_from_another_set_is_refused() -> None:
    hands = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "6-7"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]
    with pytest.raises(SetupError, match=r"C-1: tile 6-7 is not in the set"):
        new_deal("block", hands, set_aside=[])


# ============================================================================================ C-2


def test_c2_play_passes_to_the_left() -> None:
    m = new_match("block", 3, seed=5, state=MatchState(leader=2))
    assert m.turn == 2 and m.history[-1] == Led(2)
    seats = []
    for _ in range(6):
        seats.append(m.turn)
        m.play(m.legal_moves()[0])
    assert seats == [2, 0, 1, 2, 0, 1]
    with pytest.raises(SetupError, match=r"C-2: leader must be a seat 0 to 2, not 3"):
        new_match("block", 3, state=MatchState(leader=3))


def test_c2_only_the_seat_to_move_plays() -> None:
    m = new_match("block", 2, seed=5)
    with pytest.raises(IllegalMoveError) as err:
        m.play(m.legal_moves()[0], seat=1)
    assert err.value.rule == "C-2"
    assert len(m.history) == 2


# ============================================================================================ C-3

CONFIGS = [
    ("white-snake", 5, {}),
    ("white-snake", 6, {}),
    ("sausage", 3, {}),
    ("twins", 3, {"set": 9}),
    ("maltese-cross", 4, {}),
    ("block", 2, {}),
    ("draw", 3, {}),
]


def replay(variant: str, players: int, options: dict[str, object], seed: int, moves: int) -> Match:
    m = new_match(variant, players, seed=seed, options=options)
    for _ in range(moves):
        if m.is_over:
            break
        m.play(m.legal_moves()[0])
    return m


@pytest.mark.parametrize(("variant", "players", "options"), CONFIGS)
def test_c3_same_variant_options_and_seed_give_the_same_deals(
    variant: str, players: int, options: dict[str, object]
) -> None:
    a = replay(variant, players, options, 1234, 60)
    b = replay(variant, players, options, 1234, 60)
    assert a.history == b.history
    assert [e.setup for e in a.history if isinstance(e, Dealt)] == [e.setup for e in b.history if isinstance(e, Dealt)]
    c = new_match(variant, players, seed=1235, options=options)
    assert expect(c.history[0], Dealt).setup != expect(a.history[0], Dealt).setup


def test_c3_a_deal_can_be_set_up_explicitly() -> None:
    setup = setup_of(
        "block", [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]
    )
    m = match_of("block", [setup], seed=99)
    assert m.deal.setup == setup
    assert m.history[0] == Dealt(count=1, number=1, source="given", setup=setup)


# ============================================================================================ C-4


def ints_in(value: Any) -> Iterator[int]:
    """Every int anywhere inside a view (dataclasses, tuples, named tuples, dicts)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from ints_in(getattr(value, f.name))
    elif isinstance(value, dict):
        for v in value.values():
            yield from ints_in(v)
    elif isinstance(value, tuple | list):
        for v in value:
            yield from ints_in(v)


def sequences_in(value: Any) -> Iterator[tuple[Any, ...]]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from sequences_in(getattr(value, f.name))
    elif isinstance(value, dict):
        for v in value.values():
            yield from sequences_in(v)
    elif isinstance(value, tuple | list):
        yield tuple(value)
        for v in value:
            yield from sequences_in(v)


VIEW_FIELDS = {
    "variant", "players", "options", "seat", "deal_number", "deal_count", "hand", "hand_counts", "stock_count",
    "set_aside_count", "layout", "layout_tiles", "open_ends", "turn", "leader", "legal_moves", "out",
    "history", "known_absent", "known_held", "hidden", "tokens", "scores", "marks", "deal_over", "match_over",
    "public_deal",
}  # fmt: skip

C4_HANDS = [
    ["6-6", "0-6", "1-6", "2-6", "3-6", "0-0", "0-1"],
    ["1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3"],
    ["0-2", "0-3", "0-4", "0-5", "2-4", "2-5", "3-3"],
]
C4_STOCK = ["3-4", "3-5", "4-4", "4-5", "5-5", "5-6", "4-6"]


def test_c4_a_view_holds_no_other_hand_no_stock_order_no_drawn_faces() -> None:
    m = match_of("draw", [DealSetup.of(C4_HANDS, C4_STOCK)])
    m.play("6-6")
    # seat 1 holds no 6: it draws 3-4, 3-5, 4-4, 4-5, 5-5 (5-6 and 4-6 are never drawn, R-2)
    assert m.history[-1] == Drew(1, tuple(parse_tile(t) for t in C4_STOCK[:5]))
    d = m.deal
    assert {f.name for f in dataclasses.fields(View)} == VIEW_FIELDS
    for seat in range(3):
        v = View.of(m, seat)
        assert v.hand == d.hands[seat]
        assert v.hand_counts == (6, 12, 7) and v.stock_count == 2
        assert all(getattr(e, "setup", None) is None for e in v.history)
        draw = expect(v.history[-1], Drew)
        assert draw.tiles == (tuple(parse_tile(t) for t in C4_STOCK[:5]) if seat == 1 else (HIDDEN,) * 5)
        assert v.hidden == FULL_SET[6] & ~d.hands[seat] & ~d.layout_tiles()
        # the public skeleton of the deal (for sampling worlds) holds no hidden tile either
        public = v.public_deal
        assert public.hands == [d.hands[s] if s == seat else 0 for s in range(3)]
        assert (public.stock, public.set_aside, public.events) == ((), 0, [])
        assert public.setup.hands == (0, 0, 0)
        seen = set(ints_in(v)) | set(ints_in(attributes(public)))
        for other in range(3):
            if other != seat:
                assert d.hands[other] not in seen
        assert d.stock not in set(sequences_in(v)) | set(sequences_in(attributes(public)))
        assert mask_of(d.stock) not in seen
        assert v.legal_moves == (tuple(m.legal_moves()) if seat == 1 else ())


def test_c4_a_views_history_follows_undo_and_copies() -> None:
    """Views keep each seat's public history as the match goes on: it must follow pop() (undo) and
    a copy, and always equal the whole history made public afresh."""
    import random

    from dominohall.events import public_event

    m = new_match("draw", players=3, seed=11, options={"target": 30})
    rng = random.Random(5)

    def check(match: Any) -> None:
        for seat in range(3):
            assert match.view(seat).history == tuple(public_event(e, seat) for e in match.history)

    for step in range(400):
        if m.is_over:
            break
        check(m)
        if step % 7 == 6:
            undone = [m.pop() for _ in range(3)]
            check(m)
            assert undone
        copy = m.copy()
        m.play(rng.choice(m.legal_moves()))
        check(m)
        check(copy)  # the copy's history is one event shorter than the match's now
    check(m)
    assert any(e.kind == "draw" for e in m.history)


def test_c4_a_view_never_shows_the_tiles_set_aside() -> None:
    m = new_match("block", 2, seed=17)
    v = View.of(m, 0)
    assert v.set_aside_count == 14
    assert m.deal.set_aside not in set(ints_in(v))
    assert v.hidden & m.deal.set_aside == m.deal.set_aside
    with pytest.raises(ValueError, match=r"C-2: seat must be 0 to 1"):
        View.of(m, 2)


def test_c4_known_voids_after_a_pass() -> None:
    hands = [
        ["2-5", "0-0", "0-1", "1-1", "1-3", "3-3", "0-3"],
        ["0-4", "1-4", "4-4", "4-6", "6-6", "0-6", "1-6"],
    ]
    d = deal_of("block", hands)
    d.play("2-5")
    assert View.of(d, 0).void_numbers(1) == []  # 2s and 5s are hidden: seat 1 might hold one
    d.play("pass")
    assert View.of(d, 0).void_numbers(1) == [2, 5]
    assert View.of(d, 1).void_numbers(1) == [2, 3, 5]  # its own hand


# ============================================================================================ C-5/C-7


def test_c5_c7_no_voluntary_pass_and_no_voluntary_draw() -> None:
    m = match_of("block", [setup_of("block", C8_HANDS)])
    play_all(m, "6-6 pass")
    assert legal(m) == ["5-6@L", "5-6@R"]
    before = (len(m.history), m.turn, m.deal.hands[:])
    with pytest.raises(IllegalMoveError, match=r"no voluntary pass") as err:
        m.play("pass")
    assert err.value.rule == "C-7"
    assert (len(m.history), m.turn, m.deal.hands[:]) == before
    with pytest.raises(NotationError):
        m.play("draw")  # drawing is no move at all
    assert (len(m.history), m.turn, m.deal.hands[:]) == before


def test_c7_pass_is_the_only_move_when_stuck() -> None:
    d = deal_of("block", C8_HANDS)
    d.play("6-6")
    assert d.legal_moves() == [PASS]
    with pytest.raises(IllegalMoveError, match=r"must pass") as err:
        d.play("0-3")  # held, but nothing fits
    assert err.value.rule == "C-7"
    with pytest.raises(IllegalMoveError) as err:
        d.play("0-3@L")
    assert err.value.rule == "C-7"


# ============================================================================================ C-6


C6_HANDS = [
    ["6-6", "0-6", "1-6", "2-6", "3-6", "0-0", "0-1"],
    ["4-6", "1-1", "1-2", "1-3", "1-4", "1-5", "2-2"],
    ["0-2", "0-3", "0-5", "2-3", "2-5", "3-3", "3-5"],
]
C6_STOCK = ["5-5", "0-4", "2-4", "3-4", "4-4", "4-5", "5-6"]


def test_c6_drawing_is_automatic_and_only_when_stuck() -> None:
    m = match_of("draw", [DealSetup.of(C6_HANDS, C6_STOCK)])
    m.play("6-6")
    # seat 1 can play: it does not draw, though the stock is full
    # (``last``, not ``m.history[-1]``: the type checker would keep that narrowed past the next move)
    last = m.history[-1]
    assert last.kind == "play" and m.deal.stock_left() == 7
    assert legal(m) == ["4-6@L", "4-6@R"]
    m.play("4-6@R")
    # seat 2 holds no 6 and no 4: at the start of its turn it draws 5-5, then 0-4, and stops
    assert m.history[-1] == Drew(2, (parse_tile("5-5"), parse_tile("0-4")))
    assert m.turn == 2 and m.deal.stock_left() == 5
    assert legal(m) == ["0-4@R"]
    assert View.of(m, 0).history[-1] == Drew(2, (HIDDEN, HIDDEN))


# ============================================================================================ C-8

C8_HANDS = [
    ["6-6", "5-6", "0-0", "0-1", "0-2", "1-1", "1-2"],  # 8 pips after 6-6 and 5-6
    ["0-3", "0-4", "1-3", "1-4", "2-2", "2-3", "2-4"],  # 31
]


def test_c8_block_only_when_every_player_passes_in_succession() -> None:
    d = deal_of("block", C8_HANDS)
    play_all(d, "6-6 pass 5-6@R pass")
    assert d.result is None and d.passes == 1  # a play came between the two passes
    d.play("pass")
    r = d.result
    assert r is not None
    assert (r.ending, r.winners, r.points) == (Ending.BLOCK, (0,), (31, 0))
    assert [e.kind for e in d.events] == ["play", "pass", "play", "pass", "pass", "deal_end"]


# ============================================================================================ C-9


def test_c9_one_tile_per_turn() -> None:
    m = match_of("block", [setup_of("block", C8_HANDS)])
    m.play("6-6", seat=0)
    assert m.turn == 1 and m.deal.hand_counts() == (6, 7)
    with pytest.raises(IllegalMoveError) as err:
        m.play("5-6@R", seat=0)
    assert err.value.rule == "C-2"
    with pytest.raises(IllegalMoveError) as err:
        m.play("5-6@R")  # seat 1 is to move and does not hold it
    assert err.value.rule == "C-4"
    assert m.deal.hand_counts() == (6, 7) and m.turn == 1


# ============================================================================================ N

ROUND_TRIP = [
    "0-0",
    "1-5",
    "10-12",
    "1-5@L",
    "1-5@R",
    "2-3@N",
    "2-3@E",
    "2-3@S",
    "2-3@W",
    "4-6@TL",
    "4-6@TR",
    "4-6@BL",
    "4-6@BR",
    "3-4@cut:2:L",
    "3-4@cut:-2:R",
    "3-4@cut:0:L",
    "6-6@cut:3",
    "6-6@cut:-1",
    "pass",
    "steal:4-4",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_n_every_move_form_round_trips(text: str) -> None:
    move = Move.from_str(text)
    assert str(move) == text
    assert Move.from_str(str(move)) == move
    assert Move.from_str(f"  {text} ") == move


def test_n_halves_in_either_order_print_low_first() -> None:
    assert str(Move.from_str("5-1@L")) == "1-5@L"
    assert str(Move.from_str("12-10")) == "10-12"
    assert str(Move.from_str("steal:6-6")) == "steal:6-6"
    assert Move.from_str("pass") is PASS


def test_n_moves_on_different_ends_differ() -> None:
    assert Move.from_str("3-5@L") != Move.from_str("3-5@R")
    assert Move.from_str("3-5") != Move.from_str("3-5@L")
    assert Move.from_str("3-4@cut:1:L") != Move.from_str("3-4@cut:1:R") != Move.from_str("3-4@cut:1")


MALFORMED = [
    "",
    "3",
    "3-",
    "-3",
    "3-5-6",
    "3-13",
    "13-3",
    "a-b",
    "3 - 5",
    "3-5@",
    "3-5@X",
    "3-5@l",
    "3-5@ L",
    "3-5@L@R",
    "3-5@cut",
    "3-5@cut:",
    "3-5@cut:x",
    "3-5@cut:1:X",
    "3-5@cut:1:l",
    "3-5@cut:1:L:R",
    "3-5@cut:--1",
    "steal:",
    "steal:3",
    "steal:3-5@L",
    "pass@L",
    "PASS",
    "passes",
    "draw",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_n_malformed_notation_raises(text: str) -> None:
    with pytest.raises(NotationError, match=r"^N: "):
        Move.from_str(text)


@pytest.mark.parametrize(
    "text",
    [
        "3-5@cut:1:",
        "\u0661-\u0662",
        "3-5@cut:\u0661:L",
    ],
)
def test_n_malformed_notation_raises_edge_cases(text: str) -> None:
    with pytest.raises(NotationError):
        Move.from_str(text)


def test_n_malformed_move_leaves_the_game_unchanged() -> None:
    m = new_match("block", 2, seed=8)
    before = len(m.history)
    with pytest.raises(NotationError):
        m.play("1-2@Q")
    with pytest.raises(NotationError):
        m.deal.play("1-2@Q")
    assert len(m.history) == before


def test_n_line_lead_shows_the_low_half_at_l() -> None:
    d = deal_of(
        "block", [["2-5", "0-0", "0-1", "1-1", "1-3", "3-3", "0-3"], ["0-4", "1-4", "4-4", "4-6", "6-6", "0-6", "1-6"]]
    )
    d.play("2-5")
    assert d.open_ends() == {"L": 2, "R": 5}


# ============================================================================================ options


def test_unknown_variant_lists_the_variants() -> None:
    with pytest.raises(OptionError, match=r"unknown variant 'chess'; the variants are white-snake, sausage") as err:
        new_match("chess", 2)
    for name in VARIANTS:
        assert name in str(err.value)
    assert rules_for("White_Snake", 5).variant == "white-snake"


@pytest.mark.parametrize(
    ("variant", "players", "allowed"),
    [
        ("white-snake", 4, "5 to 6"),
        ("sausage", 5, "2 to 4"),
        ("twins", 1, "2 or more"),
        ("maltese-cross", 5, "2 to 4"),
        ("block", 1, "2 to 4"),
        ("draw", 5, "2 to 4"),
    ],
)
def test_bad_player_count_says_what_is_allowed(variant: str, players: int, allowed: str) -> None:
    with pytest.raises(OptionError, match=rf"is played by {allowed} players, not {players}"):
        rules_for(variant, players)
    with pytest.raises(OptionError):
        rules_for(variant, True)


def test_unknown_option_lists_the_options() -> None:
    with pytest.raises(
        OptionError, match=r"twins has no option 'targett' \(its options: hand_size, lead_double, set, target\)"
    ):
        rules_for("twins", 2, {"targett": 50})
    with pytest.raises(OptionError, match=r"white-snake has no option 'target' \(its options: max_deals\)"):
        new_match("white-snake", 5, options={"target": 50})


@pytest.mark.parametrize(
    ("variant", "players", "options", "message"),
    [
        ("twins", 2, {"set": 8}, r"must be one of 6, 9, 12, not 8"),
        ("twins", 2, {"hand_size": 0}, r"must be a whole number >= 1 \(or none\), not 0"),
        ("twins", 2, {"lead_double": -1}, r"must be a whole number >= 0 \(or none\), not -1"),
        ("twins", 2, {"target": 2.5}, r"must be a whole number >= 1, not 2.5"),
        ("block", 2, {"target": True}, r"must be a whole number >= 1, not True"),
        ("block", 4, {"teams": 1}, r"must be true or false, not 1"),
        ("white-snake", 5, {"max_deals": "3"}, r"must be a whole number >= 1 \(or none\), not '3'"),
    ],
)
def test_bad_option_value_says_what_is_allowed(
    variant: str, players: int, options: dict[str, object], message: str
) -> None:
    with pytest.raises(OptionError, match=message):
        rules_for(variant, players, options)


# ============================================================================================ setups

GOOD = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]


def test_setup_tile_twice() -> None:
    with pytest.raises(SetupError, match=r"C-1: tile 0-1 is given twice \(in hands\[1\]\)"):
        DealSetup.of([GOOD[0], ["0-1", *GOOD[1][1:]]])
    with pytest.raises(SetupError, match=r"given twice"):
        new_deal("draw", GOOD, stock=["2-3", "2-3"])
    twice = DealSetup(hands=(mask_of(map(parse_tile, GOOD[0])), mask_of(map(parse_tile, ["0-1", *GOOD[1][1:]]))))
    with pytest.raises(SetupError, match=r"C-1: tile 0-1 is given twice"):
        VARIANTS["block"].check_setup(rules_for("block", 2), twice)


def test_setup_tile_missing() -> None:
    rest = [t for t in (tile_name(i) for i in range(28)) if t not in GOOD[0] + GOOD[1]]
    with pytest.raises(SetupError, match=r"C-1: tile 6-6 is missing from the setup"):
        new_deal("block", GOOD, set_aside=rest[:-1])


def test_setup_wrong_hand_size() -> None:
    with pytest.raises(SetupError, match=r"R-1: hands\[1\] holds 6 tiles; each hand holds 7"):
        new_deal("block", [GOOD[0], GOOD[1][:6]], set_aside=[])


def test_setup_wrong_stock_size() -> None:
    rest = [t for t in (tile_name(i) for i in range(28)) if t not in GOOD[0] + GOOD[1]]
    with pytest.raises(SetupError, match=r"R-2: the stock holds 14 tiles, 13 were given"):
        new_deal("draw", GOOD, stock=rest[:13], set_aside=rest[13:])
    with pytest.raises(SetupError, match=r"TW-1: the stock holds 14 tiles, 0 were given"):
        new_deal("twins", GOOD, set_aside=rest)


def test_setup_wrong_number_of_hands_in_a_match() -> None:
    setup = setup_of("block", GOOD)
    with pytest.raises(SetupError, match=r"R-1: 3 hands are needed, 2 were given"):
        new_match("block", 3, deals=[setup])


def test_setup_bad_leader() -> None:
    with pytest.raises(SetupError, match=r"C-2: leader must be a seat 0 to 1, not 2"):
        deal_of("block", GOOD, leader=2)
    with pytest.raises(SetupError, match=r"the tiles decide who leads; give no leader"):
        deal_of("maltese-cross", GOOD, leader=0)


@pytest.mark.parametrize(
    ("variant", "players", "state", "rule"),
    [
        ("white-snake", 5, MatchState(deal_number=5, tokens=(("1-1", "2-2", "3-3", "4-4"), (), (), (), ())), "WS-8"),
        ("twins", 2, MatchState(scores=(100, 0)), "TW-7"),
        ("block", 3, MatchState(scores=(0, 0, 150)), "R-1"),
        ("sausage", 2, MatchState(marks=(5, 0)), "SA-10"),
    ],
)
def test_a_match_state_already_decided_is_refused(variant: str, players: int, state: MatchState, rule: str) -> None:
    with pytest.raises(SetupError, match=f"^{rule}: .*the match is over"):
        new_match(variant, players, seed=1, state=state)


def test_a_match_that_waits_for_its_deals_is_given_each_deal() -> None:
    """``wait_for_deals``: between deals nobody moves until the next deal is given, and the deals
    given are the ones played (no shuffle by the seed)."""
    rules = rules_for("block", 2)
    first, second = (rules.deal_class.shuffled_setup(rules, f"given:{i}", 0) for i in range(2))
    match = Match(rules, 0, [first], wait_for_deals=True)
    assert tuple(match.deal.hands) == first.hands and not match.waiting
    while match.deal.result is None:
        match.push(match.legal_moves()[0])
    assert match.waiting and match.turn == -1 and match.legal_moves() == []
    with pytest.raises(IllegalMoveError):
        match.play("pass")
    assert match.copy().waiting
    match.give_deal(second)
    assert not match.waiting and tuple(match.deal.hands) == second.hands and match.turn >= 0
