"""Property tests over random playouts of every variant, every legal player count and a few house rules.

Each example draws ``(variant, players, options)`` and a seed, starts ``new_match(..., seed=seed)`` and
plays uniformly random legal moves chosen by ``random.Random(seed)`` through the whole match (White
Snake mostly with ``max_deals`` so that matches stay short; Sausage mostly with ``losses=2``). The
properties, one test each:

* tiles are conserved after every move (hands, layout, undrawn stock, set-aside tiles and tokens make
  up the set, with no tile twice);
* every listed legal move is accepted by ``play`` (and undone by ``pop``), every other candidate
  (every tile on every end and with no end, cuts, passes, steals) is refused with
  :class:`~dominohall.IllegalMoveError` naming a rule of RULES.md, and a refusal changes nothing;
* in both Sausages the layout's cuts are the junctions whose tile is off the table (SA-5), and the
  cuts among the legal moves are those of them whose tile the seat to move holds;
* matches end, within a bounded number of moves, with a result consistent with the match kind and
  with the deal results in the history;
* the same seed and the same moves give the same game;
* ``push``/``pop`` excursions leave the match exactly as it was (and the game then goes on exactly as
  an undisturbed one);
* records round-trip (``loads(dumps(m))``), mid-match too, and a read-back match plays on identically;
* the engine's fast ``Deal.playout`` makes the same legal moves as the checked loop;
* views leak nothing: a view names no hidden tile, and it does not change when hidden tiles change
  places (in the deal's state, or in a replayed world with another deal consistent with the same
  public history).

The last tests aim at engine bugs these properties found (each with a property that finds it and a
small fixed example): the view's public skeleton of the deal named the lead double before the lead;
``sample_world`` dealt worlds in which the leader could not lead; a draw that empties the stock
told everyone at once whether the last tile drawn fits.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from helpers import attributes, deal_of, deal_state, expect, match_of, setup_of
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dominohall import VARIANTS, Deal, DealSetup, IllegalMoveError, Match, Move, SetupError, View, new_match
from dominohall.deal import player_counts
from dominohall.events import (
    HIDDEN,
    DealEnded,
    DealResult,
    Dealt,
    Drew,
    Ending,
    Event,
    MatchEnded,
    Passed,
    Played,
    Scored,
    Stole,
    TokenTaken,
    Took,
    public_event,
)
from dominohall.moves import ENDS, PASS
from dominohall.options import OptionValue
from dominohall.record import dumps, loads
from dominohall.rulebook import rules_text
from dominohall.sampling import sample_world
from dominohall.tiles import BIT, N_TILES, Tile, TileSet, iter_tiles, mask_of, names, tile_index
from dominohall.variants.line import Placed
from dominohall.variants.sausage import SausageLayout

Options = dict[str, OptionValue]
Config = tuple[str, int, Options]


def _configs() -> list[Config]:
    configs: list[Config] = []
    for n in (5, 6):
        configs += [("white-snake", n, {"max_deals": 3}), ("white-snake", n, {"max_deals": 1})]
        configs += [("white-snake", n, {})]  # a full match, to four tokens (WS-8), with 0-0 steals
    for variant in ("sausage", "sausage-one-way"):
        for n in (2, 3, 4):
            configs += [(variant, n, {"losses": 2}), (variant, n, {"losses": 2, "take_ends_turn": True})]
        configs += [(variant, 3, {}), (variant, 4, {"take_ends_turn": True})]
    configs += [("twins", n, {}) for n in range(2, 8)]
    configs += [
        ("twins", 3, {"set": 9}),
        ("twins", 8, {"set": 9, "hand_size": 6}),
        ("twins", 2, {"set": 9, "lead_double": 0, "target": 50}),
        ("twins", 4, {"set": 12}),
        ("twins", 12, {"set": 12, "hand_size": 7}),
        ("twins", 2, {"lead_double": 6, "target": 50}),
        ("twins", 3, {"hand_size": 3, "target": 30}),
    ]
    for variant in ("maltese-cross", "block", "draw"):
        configs += [(variant, n, {}) for n in (2, 3, 4)]
        configs += [(variant, 2, {"target": 30})]
    configs += [("block", 4, {"teams": True}), ("draw", 4, {"teams": True})]
    # A game without chosen cases above (one added later) is checked at each count it is played
    # by, with a short match (its class's short_match), without a line here.
    chosen = {variant for variant, _, _ in configs}
    for name, cls in VARIANTS.items():
        if name not in chosen:
            configs += [(name, n, dict(cls.short_match)) for n in player_counts(cls, 6)]
    return configs


CONFIGS = _configs()
SHORT_CONFIGS = [c for c in CONFIGS if not (c[0].startswith("white-snake") and "max_deals" not in c[2])]
"""Without the full White Snake matches (for the costlier properties)."""

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS: dict[str, Any] = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

MAX_MATCH_MOVES = 20_000
MAX_DEAL_MOVES = 2_000
RULE_IDS = frozenset(re.findall(r"\*\*([A-Z]+-\d+)\b", rules_text())) | {"N"}


# ---- playing ------------------------------------------------------------------------------------
def start(config: Config, seed: int) -> Match:
    variant, players, options = config
    return new_match(variant, players, seed=seed, options=options)


def playout(m: Match, rng: random.Random) -> Iterator[Move]:
    """Play random legal moves to the end of the match, yielding each move once it is made.
    Fails if the match (or a deal) goes on for longer than any real one can."""
    moves = deal_moves = 0
    deal = m.deal
    while not m.is_over:
        legal = m.legal_moves()
        assert legal, f"the match is not over but seat {m.turn} has no legal move"
        move = legal[rng.randrange(len(legal))]
        m.push(move)
        moves += 1
        deal_moves = 0 if m.deal is not deal else deal_moves + 1
        deal = m.deal
        assert moves <= MAX_MATCH_MOVES, "the match does not end"
        assert deal_moves <= MAX_DEAL_MOVES, "the deal does not end"
        yield move


def fingerprint(m: Match) -> tuple[object, ...]:
    """A cheap summary of a match's state (see also ``dumps``)."""
    d = m.deal
    return (
        id(d),
        len(m.history),
        m.history[-1],
        m.turn,
        tuple(d.hands),
        d.stock_pos,
        d.layout_tiles(),
        tuple(m.scores),
        tuple(m.marks),
        tuple(m.tokens),
        m.result,
    )


def match_state(m: Match) -> tuple[object, ...]:
    return (
        dumps(m),
        m.turn,
        tuple(m.legal_moves()),
        tuple(m.tokens),
        tuple(m.scores),
        tuple(m.marks),
        m.deal_number,
        m.deals_played,
        m.result,
        deal_state(m.deal),
    )


def placed_in(obj: object) -> list[Tile]:
    """Every tile lying in a layout value (any nesting of dataclasses, tuples and dicts)."""
    if isinstance(obj, Placed):
        return [obj.tile]
    if is_dataclass(obj) and not isinstance(obj, type):
        return [t for f in fields(obj) for t in placed_in(getattr(obj, f.name))]
    if isinstance(obj, dict):
        return [t for v in obj.values() for t in placed_in(v)]
    if isinstance(obj, tuple | list):
        return [t for v in obj for t in placed_in(v)]
    return []


# ---- tile conservation --------------------------------------------------------------------------
def check_conservation(m: Match) -> None:
    d = m.deal
    undrawn = d.stock[d.stock_pos :]
    stock = mask_of(undrawn)
    assert stock.bit_count() == len(undrawn), "a tile is twice in the stock"
    parts = {f"hands[{s}]": h for s, h in enumerate(d.hands)}
    parts |= {"layout": d.layout_tiles(), "stock": stock, "set_aside": d.set_aside, "tokens": d.excluded}
    seen = 0
    for name, mask in parts.items():
        assert not seen & mask, f"tile(s) {names(seen & mask)} twice (again in {name})"
        seen |= mask
    full = m.rules.full_set
    assert seen == full, f"missing {names(full & ~seen)}, extra {names(seen & ~full)}"
    if m.standing.kind == "tokens":
        if not d.is_over:
            assert d.excluded == m.out_of_play
    else:
        assert d.excluded == 0 and m.out_of_play == 0
    on_layout = placed_in(d.layout())
    assert len(on_layout) == len(set(on_layout)) and mask_of(on_layout) == d.layout_tiles()


@settings(max_examples=250, **SETTINGS)
@given(config=st.sampled_from(CONFIGS), seed=SEEDS)
def test_tiles_are_conserved(config: Config, seed: int) -> None:
    m = start(config, seed)
    check_conservation(m)
    for _ in playout(m, random.Random(seed)):
        check_conservation(m)


# ---- legal and illegal moves --------------------------------------------------------------------
def candidates(m: Match, rng: random.Random) -> list[Move]:
    """Moves to try: every tile of the set with every end and with none, out-of-set tiles on a random
    end, cuts at columns -14..14 with every side for the tiles held and those that fit a cut (and a
    few others), the pass, and steals of every tile."""
    full = m.rules.full_set
    out = [PASS]
    for t in range(N_TILES):
        if full & BIT[t]:
            out += [Move.play(t), *(Move.play(t, end) for end in ENDS), Move.steal(t)]
        else:
            out += [Move.play(t, rng.choice(("", *ENDS))), Move.steal(t)]
    cut_tiles = m.deal.hands[m.turn] if m.turn >= 0 else 0
    cut_tiles |= mask_of(tile for _, tile in getattr(m.deal.layout(), "cuts", ()))
    cut_tiles |= mask_of(rng.randrange(N_TILES) for _ in range(3))
    for t in iter_tiles(cut_tiles):
        out += [Move.cut(t, c, side) for c in range(-14, 15) for side in ("", "L", "R")]
    return out


def check_refused(m: Match, move: Move | str, seat: int | None = None, rule: str | None = None) -> None:
    before = fingerprint(m)
    try:
        m.play(move, seat=seat)
    except IllegalMoveError as exc:
        assert str(exc).startswith(f"{exc.rule}: "), str(exc)
        assert exc.rule in RULE_IDS, f"{move}: {exc} names no rule of RULES.md"
        prefix = exc.rule.split("-")[0]
        own = m.variant.rule_prefix
        steal = isinstance(move, Move) and move.kind == "steal" and exc.rule == "WS-7"
        assert prefix in ("C", "N", own) or steal, f"{move} refused in {m.variant.name} with {exc}"
        if rule is not None:
            assert exc.rule == rule, f"{move}: {exc} (expected {rule})"
    else:
        m.pop()
        raise AssertionError(f"{move} was accepted; the legal moves are {[str(x) for x in m.legal_moves()]}")
    assert fingerprint(m) == before, f"the refusal of {move} changed the match"


def check_moves_here(m: Match, rng: random.Random, exhaustive: bool) -> None:
    legal = m.legal_moves()
    assert len(set(legal)) == len(legal), f"a move is listed twice: {legal}"
    before = fingerprint(m)
    turn = m.turn
    for move in legal:
        assert Move.from_str(str(move)) == move
        m.play(move if rng.random() < 0.5 else str(move), seat=turn)
        assert m.pop() == move
        assert fingerprint(m) == before, f"play/pop of {move} changed the match"
    if not exhaustive:
        return
    text = dumps(m)
    if legal:
        check_refused(m, legal[0], seat=(turn + 1) % m.n, rule="C-2")
    listed = set(legal)
    for move in candidates(m, rng):
        if move not in listed:
            check_refused(m, move)
    assert dumps(m) == text
    assert m.legal_moves() == legal


@settings(max_examples=80, **SETTINGS)
@given(config=st.sampled_from(CONFIGS), seed=SEEDS)
def test_listed_moves_are_accepted_and_others_refused(config: Config, seed: int) -> None:
    m = start(config, seed)
    rng = random.Random(seed)
    check_moves_here(m, rng, exhaustive=True)
    deal = m.deal
    for _ in playout(m, rng):
        if m.is_over:
            break
        new_deal = m.deal is not deal
        deal = m.deal
        check_moves_here(m, rng, exhaustive=(new_deal and rng.random() < 0.3) or rng.random() < 0.02)
    for move in candidates(m, rng)[::37]:
        check_refused(m, move, rule="C-8")


# ---- Sausage cuts (SA-5) ----------------------------------------------------------------------------
SAUSAGE_CONFIGS = [c for c in CONFIGS if c[0] in ("sausage", "sausage-one-way")]


def junctions(layout: SausageLayout) -> list[tuple[int, Tile]]:
    """Every junction between two columns of two lengthwise tiles, with the one tile that fits it
    (SA-5: its top half the top row's number there, its bottom half the bottom row's)."""
    return [
        (c, tile_index(a.top.second, a.bottom.second))
        for (c, a), (_, b) in itertools.pairwise(layout.columns)
        if a.top is not None and a.bottom is not None and b.is_full_pair
    ]


def check_cuts(m: Match) -> bool:
    """The layout's cuts are exactly the junctions whose tile is off the table; the cuts among the
    legal moves are exactly those of them whose tile the seat to move holds. Whether a junction was
    left out (its tile on the table) is returned."""
    d = m.deal
    layout = d.layout()
    assert isinstance(layout, SausageLayout)
    table = d.layout_tiles()
    assert all(not table & BIT[t] for _, t in layout.cuts), f"a listed cut's tile is on the table: {layout.cuts}"
    every = junctions(layout)
    assert list(layout.cuts) == [(c, t) for c, t in every if not table & BIT[t]]
    cut_moves = {(move.column, move.tile) for move in m.legal_moves() if move.kind == "cut"}
    assert cut_moves <= set(layout.cuts), f"a legal cut is at no listed junction: {cut_moves}, {layout.cuts}"
    if not d.is_over and m.turn >= 0:
        assert cut_moves == {(c, t) for c, t in layout.cuts if d.hands[m.turn] & BIT[t]}
    return len(every) > len(layout.cuts)


@settings(max_examples=60, **SETTINGS)
@given(config=st.sampled_from(SAUSAGE_CONFIGS), seed=SEEDS)
def test_sausage_cuts_list_only_junctions_whose_tile_is_off_the_table(config: Config, seed: int) -> None:
    """SA-5 (issue #18): ``SausageLayout.cuts``, which the interfaces show as "cuts possible", lists
    only junctions whose tile is not on the table, and every cut among the legal moves is at one of
    them, in both Sausages, after every move of whole matches."""
    m = start(config, seed)
    left_out = check_cuts(m)
    for _ in playout(m, random.Random(seed)):
        left_out |= check_cuts(m)
    event(f"a junction whose tile is on the table: {'seen' if left_out else 'not seen'}")


# ---- the end of a match ---------------------------------------------------------------------------
def check_deal_result(m: Match, r: DealResult) -> None:
    n = m.n
    seats = set(range(n))
    winners, losers = set(r.winners), set(r.losers)
    assert winners <= seats and losers <= seats and not winners & losers
    assert len(r.pips) == n == len(r.points) and min(r.pips) >= 0
    kind = m.standing.kind
    # the rules that settle a deal and a match are the game's own (its class), whatever its kind
    assert r.rule == m.variant.score_rule
    if kind == "tokens":
        assert not any(r.points)
        low = min(r.pips)
        if r.ending is Ending.VOID:
            assert not r.winners and not r.losers and r.pips.count(low) > 1
        else:
            assert len(r.winners) == 1 and (not losers or losers == seats - winners)
            assert r.pips[r.winners[0]] == low
            if r.ending is Ending.DOMINO:
                assert low == 0
    elif kind == "marks":
        assert r.ending is not Ending.VOID and not any(r.points)
        assert losers and winners | losers == seats
        if r.ending is Ending.DOMINO:
            assert len(losers) == 1
            assert all(r.pips[s] == 0 for s in winners)
        else:
            most = max(r.pips)
            assert losers == {s for s in seats if r.pips[s] == most}
    else:
        assert r.ending is not Ending.VOID
        assert winners | losers == seats or (not winners and not losers)
        teams = bool(m.rules.options.get("teams"))
        if teams and winners:
            assert winners in ({0, 2}, {1, 3})
        elif winners:
            assert len(winners) == 1
        if r.ending is Ending.DOMINO:
            assert winners and any(r.pips[s] == 0 for s in winners)
        else:
            side_pips = [r.pips[s] + r.pips[s + 2] for s in (0, 1)] if teams else list(r.pips)
            low = min(side_pips)
            if winners:
                assert side_pips.count(low) == 1 and side_pips[min(winners)] == low
            else:
                assert side_pips.count(low) > 1
        # The winners score the others' pips (R-1, TW-6, MC-7), and a game whose plays score (its
        # class's scores_plays) adds what each seat's plays scored in the deal.
        pot = sum(r.pips[s] for s in seats - winners)
        plays = scored_in(m, r)
        assert r.points == tuple((pot if s in winners else 0) + plays[s] for s in range(n))


def scored_in(m: Match, r: DealResult) -> list[int]:
    """The points each seat's plays scored in the deal that ended with ``r`` (its Scored events)."""
    scored = [0] * m.n
    if not m.variant.scores_plays:
        return scored
    history = list(m.history)
    end = next(i for i, e in enumerate(history) if isinstance(e, DealEnded) and e.result is r)
    for e in reversed(history[:end]):
        if isinstance(e, Dealt):
            break
        if isinstance(e, Scored):
            scored[e.seat] += e.points
    return scored


def check_match_result(m: Match) -> None:
    r = m.result
    assert r is not None and m.is_over and m.turn == -1 and m.legal_moves() == []
    n = m.n
    seats = set(range(n))
    assert m.history[-1] == MatchEnded(r)
    assert sorted(r.ranking) == list(range(n)) and set(r.winners) <= seats and set(r.losers) <= seats
    assert not set(r.winners) & set(r.losers)
    results = [e.result for e in m.history if isinstance(e, DealEnded)]
    for dr in results:
        check_deal_result(m, dr)
    decided = [dr for dr in results if dr.ending is not Ending.VOID]
    assert m.deals_played == len(decided) >= 1
    kind = m.standing.kind
    if kind == "tokens":
        tokens = [0] * n
        for e in m.history:
            if isinstance(e, TokenTaken):
                tokens[e.seat] |= BIT[e.tile]
            elif isinstance(e, Stole):
                assert tokens[e.victim] & BIT[e.move.tile]
                tokens[e.victim] ^= BIT[e.move.tile]
                tokens[e.seat] |= BIT[e.move.tile]
        assert tokens == m.tokens
        counts = [t.bit_count() for t in tokens]
        best = max(counts)
        limit = m.rules.options["max_deals"]
        assert best >= 4 or (isinstance(limit, int) and m.deals_played == limit)
        if best >= 4:
            assert counts.count(best) == 1
        assert r.rule == m.variant.match_rule and set(r.winners) == {s for s in seats if counts[s] == best}
        assert set(r.losers) == seats - set(r.winners)
        assert list(r.ranking) == sorted(range(n), key=lambda s: (-counts[s], s))
    elif kind == "marks":
        marks = [sum(1 for dr in decided if s in dr.losers) for s in range(n)]
        assert marks == m.marks
        losses = m.rules.options["losses"]
        assert isinstance(losses, int)
        assert r.rule == m.variant.match_rule and set(r.losers) == {s for s in seats if marks[s] >= losses} != set()
        rest = seats - set(r.losers)
        assert set(r.winners) == {s for s in rest if marks[s] == min(marks[x] for x in rest)}
        assert list(r.ranking) == sorted(range(n), key=lambda s: (marks[s], s))
    else:
        scores = [sum(dr.points[s] for dr in decided) for s in range(n)]
        assert scores == m.scores
        target = m.rules.options["target"]
        assert isinstance(target, int)
        top = max(scores)
        assert r.rule == m.variant.match_rule and top >= target
        assert set(r.winners) == {s for s in seats if scores[s] == top}
        assert set(r.losers) == seats - set(r.winners)
        if m.rules.options.get("teams"):
            assert scores[0] == scores[2] and scores[1] == scores[3]
    # the match ended at the first deal that decided it
    assert m.history[-2].kind in ("deal_end", "token", "steal")


@settings(max_examples=60, **SETTINGS)
@given(seed=SEEDS)
def test_a_game_whose_plays_score_ends_with_a_consistent_result(seed: int) -> None:
    """The checks read the game's rules and scoring from its class, so a game registered later (the
    toy of tests/scoring_toy.py, whose plays score) passes them with no line here: its deals' points
    are the pot and what its plays scored."""
    from scoring_toy import registered

    with registered() as toy:
        m = new_match(toy.name, 2, seed=seed, options={"target": 40})
        for _ in playout(m, random.Random(seed)):
            pass
        check_match_result(m)


@settings(max_examples=600, **SETTINGS)
@given(config=st.sampled_from(CONFIGS), seed=SEEDS)
def test_matches_end_with_a_consistent_result(config: Config, seed: int) -> None:
    m = start(config, seed)
    for _ in playout(m, random.Random(seed)):
        pass
    check_match_result(m)
    for move in ("pass", "0-0", "steal:1-1"):
        check_refused(m, move, rule="C-8")


# ---- determinism ----------------------------------------------------------------------------------
@settings(max_examples=150, **SETTINGS)
@given(config=st.sampled_from(CONFIGS), seed=SEEDS)
def test_the_same_seed_gives_the_same_game(config: Config, seed: int) -> None:
    first, second = start(config, seed), start(config, seed)
    assert first.seed == second.seed == seed
    moves = list(playout(first, random.Random(seed)))
    again = list(playout(second, random.Random(seed)))
    assert moves == again
    assert first.history == second.history
    assert dumps(first) == dumps(second)


# ---- push and pop -------------------------------------------------------------------------------
def excursion(m: Match, rng: random.Random, k: int) -> None:
    """Push up to ``k`` random moves, pop them all, and check that nothing changed."""
    before = match_state(m)
    pushed: list[Move] = []
    while len(pushed) < k and not m.is_over:
        legal = m.legal_moves()
        move = legal[rng.randrange(len(legal))]
        m.push(move)
        pushed.append(move)
    popped = [m.pop() for _ in pushed]
    assert popped == pushed[::-1]
    assert match_state(m) == before


def deal_excursion(m: Match, rng: random.Random, k: int) -> None:
    """The same on a copy of the current deal, which must not touch the match's deal."""
    original = deal_state(m.deal)
    d = m.deal.copy()
    before = deal_state(d)
    assert before == original
    pushed: list[Move] = []
    while len(pushed) < k and not d.is_over:
        legal = d.legal_moves()
        move = legal[rng.randrange(len(legal))]
        d.push(move)
        pushed.append(move)
    assert deal_state(m.deal) == original, "pushing on a copy changed the original deal"
    popped = [d.pop() for _ in pushed]
    assert popped == pushed[::-1]
    assert deal_state(d) == before


@settings(max_examples=150, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_push_pop_restores_everything(config: Config, seed: int) -> None:
    m = start(config, seed)
    twin = start(config, seed)  # plays the same moves, undisturbed
    rng = random.Random(seed)
    excursion(m, rng, rng.randint(1, 400))  # across deals, often to the end of the match
    trips = deal_trips = 0
    for move in playout(m, rng):
        twin.play(move)
        if m.is_over:
            break
        if trips < 6 and rng.random() < 0.05:
            trips += 1
            excursion(m, rng, rng.choice((1, 2, 5, 30, 200)))
        if deal_trips < 4 and rng.random() < 0.04:
            deal_trips += 1
            deal_excursion(m, rng, rng.choice((1, 3, 50)))
        assert m.legal_moves() == twin.legal_moves()
    assert m.history == twin.history and m.result == twin.result
    excursion(m, rng, 5)  # nothing to push at the end


# ---- records --------------------------------------------------------------------------------------
def check_round_trip(m: Match) -> Match:
    text = dumps(m)
    again = loads(text)
    assert again.history == m.history
    assert dumps(again) == text
    assert match_state(again) == match_state(m)
    return again


@settings(max_examples=150, **SETTINGS)
@given(config=st.sampled_from(CONFIGS), seed=SEEDS)
def test_records_round_trip(config: Config, seed: int) -> None:
    m = start(config, seed)
    rng = random.Random(seed)
    check_round_trip(m)
    shadow: Match | None = None  # a match read back mid-way, played on in step with the original
    trips = 0
    for move in playout(m, rng):
        if shadow is not None:
            shadow.play(move)
        if trips < 3 and rng.random() < 0.02:
            trips += 1
            again = check_round_trip(m)
            shadow = shadow or again
    check_round_trip(m)
    if shadow is not None:
        assert shadow.history == m.history and dumps(shadow) == dumps(m)


# ---- fast playouts -------------------------------------------------------------------------------
@settings(max_examples=100, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_fast_playouts_agree_with_checked_play(config: Config, seed: int) -> None:
    """``Deal.playout`` (the engine's fast random playout, for bots) makes only legal moves, the very
    moves that the plain loop makes with the same generator (consulted only where there is a
    choice), and reaches the same result: from the start of deals and from random points."""
    m = start(config, seed)
    rng = random.Random(seed)
    checks = 0
    deal = None
    for _ in playout(m, rng):
        fresh = m.deal is not deal
        deal = m.deal
        if m.deal.is_over or checks >= 8 or not (fresh or rng.random() < 0.1):
            continue
        checks += 1
        k = rng.randrange(2**32)
        fast = m.deal.copy(events=False)
        trace: list[Move] = []
        result = fast.playout(random.Random(k), trace)
        slow = m.deal.copy(events=False)
        draw = random.Random(k).random
        moves: list[Move] = []
        while not slow.is_over:
            legal = slow.legal_moves()
            move = legal[int(draw() * len(legal))] if len(legal) > 1 else legal[0]
            slow.play(move)
            moves.append(move)
        assert [str(x) for x in trace] == [str(x) for x in moves]
        assert result == slow.result and fast.hands == slow.hands


# ---- views --------------------------------------------------------------------------------------
def walk(obj: object) -> Iterator[object]:
    """Every value inside a view: dataclass fields, tuples, lists, dicts, events."""
    yield obj
    if is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            yield from walk(getattr(obj, f.name))
    elif isinstance(obj, dict):
        for value in obj.values():
            yield from walk(value)
    elif isinstance(obj, tuple | list):
        for value in obj:
            yield from walk(value)


def current_deal_start(history: list[Event] | tuple[Event, ...]) -> int:
    return max(i for i, e in enumerate(history) if isinstance(e, Dealt))


def skeleton_state(d: Deal) -> dict[str, object]:
    """Every attribute of a deal but caches, undo information and the event list."""
    return {k: v for k, v in attributes(d).items() if k not in ("_ana", "_stack", "events")}


def view_difference(a: View, b: View, skeleton: bool = False) -> list[str]:
    """The fields in which two views differ; with ``skeleton``, the attributes of the public skeleton
    of the deal too (which ``View.__eq__`` leaves out)."""
    diff = [f.name for f in fields(a) if f.name != "public_deal" and getattr(a, f.name) != getattr(b, f.name)]
    if not skeleton:
        return diff
    sa, sb = skeleton_state(a.public_deal), skeleton_state(b.public_deal)
    diff += [f"public_deal.{k}" for k in sorted(sa.keys() | sb.keys()) if sa.get(k) != sb.get(k)]
    return diff


def check_view_leaks_nothing(m: Match, seat: int, view: View) -> None:
    d = m.deal
    n = d.n
    table = d.layout_tiles()
    in_play = m.rules.full_set & ~d.excluded
    secret = mask_of(d.stock[d.stock_pos :]) | d.set_aside
    for s in range(n):
        if s != seat:
            secret |= d.hands[s] & ~d.known_held[s]
    assert view.seat == seat and view.hand == d.hands[seat]
    assert view.layout_tiles == table and view.hidden == in_play & ~d.hands[seat] & ~table
    assert view.hand_counts == d.hand_counts() and view.stock_count == d.stock_left()
    assert view.set_aside_count == d.set_aside.bit_count()
    assert view.legal_moves == (tuple(m.legal_moves()) if m.turn == seat else ())
    for s in range(n):
        assert not view.known_held[s] & ~d.hands[s], f"seat {s} is said to hold what it does not"
        assert not view.known_absent[s] & d.hands[s], f"seat {s} is said to lack what it holds"
        assert not view.known_absent[s] & view.known_held[s]
    for f in fields(view):
        if f.name not in ("history", "public_deal"):
            for value in walk(getattr(view, f.name)):
                assert not isinstance(value, DealSetup | Deal | Match), f"the view of seat {seat} holds {value!r}"
    assert not mask_of(placed_in(view.layout)) & secret
    # The public skeleton of the deal: nothing of the others' hands, the stock or the set-aside tiles.
    public = view.public_deal
    assert public is not d and public.hands[seat] == d.hands[seat]
    assert all(h == 0 for s, h in enumerate(public.hands) if s != seat)
    assert public.stock_left() == 0 and public.set_aside == 0 and public.events == []
    assert not any(public.setup.hands) and not public.setup.stock and not public.setup.set_aside
    assert len(view.history) == len(m.history)
    begin = current_deal_start(view.history)
    for i, e in enumerate(view.history):
        assert getattr(e, "setup", None) is None, f"the view of seat {seat} shows a deal's hands"
        if isinstance(e, Drew) and e.seat != seat:
            assert set(e.tiles) == {HIDDEN}, f"the view of seat {seat} shows seat {e.seat}'s draw"
        if i > begin:
            for value in walk(e):
                assert not isinstance(value, DealSetup | Deal | Match), f"{e} holds {value!r}"
            move = getattr(e, "move", None)
            tiles: tuple[Tile, ...] = getattr(e, "tiles", ())
            shown = [t for t in tiles if t != HIDDEN] + ([move.tile] if move and move.tile >= 0 else [])
            assert not mask_of(shown) & secret, f"{e} shows hidden tiles to seat {seat}"


def _swap(t: Tile, a: Tile, b: Tile) -> Tile:
    return b if t == a else a if t == b else t


def _swap_mask(mask: TileSet, a: Tile, b: Tile) -> TileSet:
    return mask ^ BIT[a] ^ BIT[b] if bool(mask & BIT[a]) != bool(mask & BIT[b]) else mask


def _swap_setup(s: DealSetup, a: Tile, b: Tile) -> DealSetup:
    return DealSetup(
        tuple(_swap_mask(h, a, b) for h in s.hands),
        tuple(_swap(t, a, b) for t in s.stock),
        _swap_mask(s.set_aside, a, b),
        s.leader,
    )


def hidden_pair(m: Match, seat: int, rng: random.Random) -> tuple[Tile, Tile] | None:
    """Two tiles in two different places the viewer cannot see (another seat's hand, the stock, the
    tiles set aside), neither publicly known to be where it is, that could trade places."""
    d = m.deal
    places: list[tuple[int, TileSet]] = [
        (s, d.hands[s] & ~d.known_held[s]) for s in range(d.n) if s != seat and d.hands[s] & ~d.known_held[s]
    ]
    for where, mask in ((-1, mask_of(d.stock[d.stock_pos :])), (-2, d.set_aside)):
        if mask:
            places.append((where, mask))
    if len(places) < 2:
        return None
    (p, pm), (q, qm) = rng.sample(places, 2)
    a = rng.choice(list(iter_tiles(pm)))
    b = rng.choice(list(iter_tiles(qm)))
    if (q >= 0 and d.known_absent[q] & BIT[a]) or (p >= 0 and d.known_absent[p] & BIT[b]):
        return None  # the swap would contradict what the others know
    return a, b


def check_view_ignores_swap(m: Match, seat: int, view: View, a: Tile, b: Tile) -> None:
    """Trade tiles ``a`` and ``b`` everywhere in the hidden state of the deal (hands, stock, set-aside,
    the dealt setup, other seats' draws); the view of ``seat`` must not change."""
    d = m.deal
    hands, stock, aside, setup = d.hands[:], d.stock, d.set_aside, d.setup
    # The match keeps the events before the live deal's own, and the deal keeps its own.
    past, live = m._past[:], d.events[:]
    begin = current_deal_start(past)

    def swapped_event(e: Event) -> Event:
        if isinstance(e, Dealt) and e.setup is not None:
            return dataclasses.replace(e, setup=_swap_setup(e.setup, a, b))
        if isinstance(e, Drew) and e.seat != seat:
            return Drew(e.seat, tuple(_swap(t, a, b) for t in e.tiles))
        return e

    try:
        d.hands = [_swap_mask(h, a, b) for h in hands]
        d.stock = tuple(_swap(t, a, b) for t in stock)
        d.set_aside = _swap_mask(aside, a, b)
        d.setup = _swap_setup(setup, a, b)
        m._past[begin:] = [swapped_event(e) for e in past[begin:]]
        d.events[:] = [swapped_event(e) for e in live]
        swapped = names(BIT[a] | BIT[b])
        diff = view_difference(View.of(m, seat), view, skeleton=True)
        assert not diff, f"the view of seat {seat} changed when {swapped} swapped: {diff}"
    finally:
        d.hands, d.stock, d.set_aside, d.setup = hands, stock, aside, setup
        m._past[:] = past
        d.events[:] = live


def unseen(m: Match, seat: int) -> TileSet:
    """Tiles of the current deal's setup that ``seat`` has never seen: not in its own hand as dealt,
    not drawn by it, never played nor taken from a cut."""
    seen = m.deal.setup.hands[seat]
    for e in m.history[current_deal_start(m.history) :]:
        if isinstance(e, Played):
            seen |= BIT[e.move.tile]
        if isinstance(e, Took) or (isinstance(e, Drew) and e.seat == seat):
            seen |= mask_of(e.tiles)
    return m.rules.full_set & ~m.deal.excluded & ~seen


def replay_world(m: Match, seat: int, setup: DealSetup) -> tuple[Deal, Deal] | None:
    """Replay the moves of the current deal on lone deals from its real setup and from ``setup``;
    return both if the other world is legal and gives ``seat`` the same public history."""
    d = m.deal
    cls = m.variant
    original = cls.new(m.rules, d.setup, number=d.number, excluded=d.excluded)
    try:
        other = cls.new(m.rules, setup, number=d.number, excluded=d.excluded)
    except SetupError:  # nobody can lead the other deal: not a world of the same history
        return None
    if original.leader != other.leader:
        return None
    for e in m.history[current_deal_start(m.history) :]:
        if isinstance(e, Played | Passed):
            move = e.move
            original.push(move)
            if move not in other.legal_moves():
                return None
            other.push(move)
    mine, real = deal_state(original), deal_state(d)
    assert mine[:6] == real[:6] and mine[7:8] == real[7:8] and mine[9:] == real[9:], "the replay differs"
    # A lone deal from the same setup knows what the match deal knows.
    assert original.known_absent == d.known_absent
    if [public_event(e, seat) for e in original.events] != [public_event(e, seat) for e in other.events]:
        return None
    return original, other


def dry_drawer(d: Deal) -> int:
    """The seat to move if it has just drawn the last tile that may be drawn, else -1: whether that
    tile fits is its secret until it moves."""
    last = d.events[-1] if d.events else None
    if last is None or last.kind != "draw" or d.is_over or last.seat != d.turn:
        return -1
    return d.turn if d.stock_pos == len(d.stock) - d.stock_reserve else -1


def world_difference(original: Deal, other: Deal, seat: int, skeleton: bool) -> list[str]:
    return view_difference(View.of(other, seat), View.of(original, seat), skeleton)


def alternative_world(m: Match, seat: int, rng: random.Random, swaps: int, skeleton: bool = False) -> bool:
    """Replay the current deal from its setup with a few hidden tiles traded (tiles the viewer never
    saw), making the same moves. If the replay is legal and gives the same public history as the
    viewer sees it, the viewer cannot tell the two worlds apart: the two views must be equal.
    Returns whether such a world was found."""
    setup = m.deal.setup
    hidden = unseen(m, seat)
    places = [h & hidden for s, h in enumerate(setup.hands) if s != seat]
    places += [mask_of(setup.stock) & hidden, setup.set_aside & hidden]
    places = [p for p in places if p]
    if len(places) < 2:
        return False
    alt = setup
    for _ in range(swaps):
        p, q = rng.sample(places, 2)
        alt = _swap_setup(alt, rng.choice(list(iter_tiles(p))), rng.choice(list(iter_tiles(q))))
    worlds = replay_world(m, seat, alt)
    if worlds is None:
        return False
    diff = world_difference(*worlds, seat, skeleton)
    assert not diff, f"seat {seat} can tell apart two deals with the same public history by {diff}"
    return True


@settings(max_examples=80, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_views_leak_nothing(config: Config, seed: int) -> None:
    m = start(config, seed)
    rng = random.Random(seed)
    found = tried = checked = 0
    deal = None
    for _ in playout(m, rng):
        fresh = m.deal is not deal  # always look at the start of a deal (before the lead)
        deal = m.deal
        if not fresh and (rng.random() >= 0.1 or checked >= 12):
            continue
        checked += 1
        for seat in range(m.n):
            view = View.of(m, seat)
            assert m.view(seat) == view
            check_view_leaks_nothing(m, seat, view)
            if m.deal.is_over:
                continue
            pair = hidden_pair(m, seat, rng)
            if pair is not None:
                check_view_ignores_swap(m, seat, view, *pair)
            tried += 1
            found += alternative_world(m, seat, rng, rng.choice((1, 1, 2, 3)))
    event(f"alternative worlds found: {'none' if not found else 'some' if found < tried else 'all'}")


def check_sampled_world(m: Match, seat: int, view: View, rng: random.Random) -> None:
    """``sample_world`` must give a deal this seat cannot tell from the real one, that agrees
    with everything known, and that can be played on."""
    w = sample_world(view, rng)
    full = m.rules.full_set
    parts = [*w.hands, w.layout_tiles(), mask_of(w.stock[w.stock_pos :]), w.set_aside, w.excluded]
    seen = 0
    for mask in parts:
        assert not seen & mask, "a sampled world holds a tile twice"
        seen |= mask
    assert seen == full, "a sampled world lacks tiles"
    assert w.hands[seat] == view.hand and w.hand_counts() == view.hand_counts
    for s in range(w.n):
        assert view.known_held[s] & ~w.hands[s] == 0 and view.known_absent[s] & w.hands[s] == 0
    mine = View.of(w, seat)
    same = ["hand", "hand_counts", "stock_count", "set_aside_count", "layout", "layout_tiles", "open_ends", "turn"]
    same += ["leader", "legal_moves", "out", "known_absent", "known_held", "hidden"]
    diff = [name for name in same if getattr(mine, name) != getattr(view, name)]
    assert not diff, f"seat {seat} can tell a sampled world from the real one by {diff}"
    legal = w.legal_moves()
    assert legal, f"in a sampled world seat {w.turn} has no legal move (the real deal: {m.deal.legal_moves()})"
    moves = 0
    while not w.is_over:
        choice = w.legal_moves()
        assert choice, "a sampled world jams"
        w.push(choice[rng.randrange(len(choice))])
        moves += 1
        assert moves <= MAX_DEAL_MOVES


def deal_starts_and_random_points(m: Match, rng: random.Random) -> Iterator[bool]:
    """Play ``m`` out at random, stopping at the start of every deal (yielding ``True``) and at up
    to 8 random points within deals (yielding ``False``)."""
    deal = None
    checked = 0
    for _ in playout(m, rng):
        fresh = m.deal is not deal
        deal = m.deal
        if m.deal.is_over or not (fresh or (checked < 8 and rng.random() < 0.05)):
            continue
        checked += 1
        yield fresh


@settings(max_examples=40, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_view_skeletons_leak_nothing(config: Config, seed: int) -> None:
    """The public skeleton of the deal in a view (``View.public_deal``, which ``View.__eq__`` leaves
    out) must not change between worlds the seat cannot tell apart. Checked at the start of every
    deal (before the lead) and at random points."""
    m = start(config, seed)
    rng = random.Random(seed)
    for fresh in deal_starts_and_random_points(m, rng):
        for seat in range(m.n):
            for _ in range(12 if fresh else 1):
                alternative_world(m, seat, rng, rng.choice((1, 2)), skeleton=True)


@settings(max_examples=40, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_sampled_worlds_agree_with_the_view(config: Config, seed: int) -> None:
    """``sample_world`` deals worlds the seat cannot tell from the real one, that agree with all
    it knows and can be played on: at the start of every deal and at random points."""
    m = start(config, seed)
    rng = random.Random(seed)
    for _fresh in deal_starts_and_random_points(m, rng):
        for seat in range(m.n):
            check_sampled_world(m, seat, View.of(m, seat), rng)


@pytest.mark.parametrize("variant", ["twins", "maltese-cross"])
def test_the_lead_double_is_hidden_before_the_lead(variant: str) -> None:
    """Seat 0 holds 6-6 and 5-5 and must lead 6-6; in the other world 6-6 is in the stock and seat 0
    leads 5-5. Seat 1 sees the same in both: its own hand, seat 0 to lead, 7 tiles each."""
    seat1 = ["1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4"]
    first = ["6-6", "5-5", "0-1", "0-2", "0-3", "0-4", "0-5"]
    second = ["2-5", *first[1:]]
    worlds = [deal_of(variant, [hand, seat1]) for hand in (first, second)]
    assert [str(m) for d in worlds for m in d.legal_moves()] == ["6-6", "5-5"]
    views = [View.of(d, 1) for d in worlds]
    assert views[0] == views[1]
    assert view_difference(views[0], views[1], skeleton=True) == []


@pytest.mark.parametrize(("variant", "players"), [("white-snake", 5), ("twins", 3), ("maltese-cross", 2)])
def test_a_sampled_world_lets_the_leader_lead(variant: str, players: int) -> None:
    """Before the lead everyone knows the leader holds the tile it must lead (the White Snake head, or
    the highest double): a sampled world in which it does not has no legal move."""
    m = new_match(variant, players, seed=0)
    view = m.view((m.turn + 1) % players)
    jammed = [s for s in range(20) if not sample_world(view, random.Random(s)).legal_moves()]
    assert jammed == []


DRAW_CONFIGS = [c for c in SHORT_CONFIGS if VARIANTS[c[0]].draws]


@settings(max_examples=50, **SETTINGS)
@given(config=st.sampled_from(DRAW_CONFIGS), seed=SEEDS)
def test_a_draw_that_empties_the_stock_keeps_its_secret(config: Config, seed: int) -> None:
    """Right after a draw that takes the last tile that may be drawn, the others cannot know whether
    that tile fits (C-6: which tiles are drawn is private): a world where it does and one where it
    does not must look the same to them until the drawer moves."""
    m = start(config, seed)
    rng = random.Random(seed)
    for _ in playout(m, rng):
        d = m.deal
        drawer = dry_drawer(d)
        if drawer < 0:
            continue
        last = expect(d.events[-1], Drew).tiles[-1]
        playable = d.playable_tiles()
        fits = bool(playable & BIT[last])
        drawn = d.stock[: d.stock_pos]
        for seat in range(m.n):
            if seat == drawer:
                continue
            others = unseen(m, seat) & ~d.setup.hands[drawer] & ~mask_of(drawn)
            partners = others & ~playable if fits else others & playable
            for u in list(iter_tiles(partners))[:4]:
                worlds = replay_world(m, seat, _swap_setup(d.setup, last, u))
                if worlds is not None:
                    diff = world_difference(*worlds, seat, skeleton=False)
                    assert not diff, f"seat {seat} learns whether seat {drawer}'s last drawn tile fits: {diff}"


def test_a_draw_that_empties_the_stock_keeps_its_secret_example() -> None:
    """Draw (R-2), 3 players: seat 0 leads 6-6, seat 1 holds no 6 and draws the five tiles that may be
    drawn. In one world the fifth is 0-6 (it fits), in the other 2-5 (it does not; 0-6 is in seat 2's
    hand). Seat 0 has seen the same: its hand, 6-6 played, seat 1 drew 5 tiles."""
    seat0 = ["6-6", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5"]
    seat1 = ["1-1", "1-2", "1-3", "1-4", "1-5", "2-3", "2-4"]
    seat2 = ["2-5", "3-4", "3-5", "4-5", "1-6", "2-6", "3-6"]
    stock = ["2-2", "3-3", "4-4", "5-5", "0-6", "4-6", "5-6"]
    worlds = [
        deal_of("draw", [seat0, seat1, seat2], stock=stock),
        deal_of("draw", [seat0, seat1, ["0-6", *seat2[1:]]], stock=[*stock[:4], "2-5", *stock[5:]]),
    ]
    for d in worlds:
        d.play("6-6")
    views = [View.of(d, 0) for d in worlds]
    assert [e.tiles for v in views for e in v.history if isinstance(e, Drew)] == [(HIDDEN,) * 5] * 2
    assert [names(v.known_absent[1]) for v in views] == [[], []]


def test_a_lone_deal_knows_what_a_match_deal_knows() -> None:
    """One-way sausage, 2 players: seat 0 is due to lead but holds no double, so seat 1 leads."""
    seat0 = ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"]
    seat1 = ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "2-6", "3-4", "3-5", "3-6", "4-5", "4-6", "5-6"]
    lone = deal_of("sausage-one-way", [seat0, seat1], leader=0)
    m = match_of("sausage-one-way", [setup_of("sausage-one-way", [seat0, seat1], leader=0)])
    assert lone.leader == m.deal.leader == 1
    assert names(m.deal.known_absent[0]) == ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
    assert View.of(lone, 1).known_absent == m.view(1).known_absent


@settings(max_examples=30, **SETTINGS)
@given(config=st.sampled_from(SHORT_CONFIGS), seed=SEEDS)
def test_a_copied_match_plays_on_alone(config: Config, seed: int) -> None:
    """``Match.copy``: the copy plays on to the end while the original stays as it was."""
    m = start(config, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        if m.is_over:
            break
        m.play(rng.choice(m.legal_moves()))
    before = dumps(m)
    clone = m.copy()
    assert dumps(clone) == before
    while not clone.is_over:
        clone.play(rng.choice(clone.legal_moves()))
    assert dumps(m) == before
    assert loads(dumps(clone)).history == clone.history
