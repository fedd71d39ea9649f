"""The open-hand solver (:mod:`dominohall.solver`): exact against a brute-force search of the whole tree
(no pruning, no table) on positions with few tiles left, in every variant and kind of seating."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominohall import new_match
from dominohall.deal import Deal
from dominohall.solver import Solution, SolverBudgetExceeded, sides_of, solve, terminal_values

SEATINGS: list[tuple[str, int, dict[str, object]]] = [
    ("block", 2, {}),
    ("block", 3, {}),
    ("block", 4, {"teams": True}),
    ("draw", 2, {}),
    ("draw", 3, {}),
    ("draw", 4, {"teams": True}),
    ("twins", 2, {}),
    ("twins", 3, {}),
    ("maltese-cross", 2, {}),
    ("maltese-cross", 3, {}),
    ("sausage", 2, {}),
    ("sausage", 3, {}),
    ("sausage-one-way", 3, {}),
    ("white-snake", 5, {}),
]
"""Every variant, with two players, three or more each for themselves, and teams where a variant has them."""

BRUTE_LIMIT = 20_000
"""Positions a brute-force search may visit before a test gives the position up as too big."""


class TooBig(Exception):
    pass


def brute_force(deal: Deal, budget: list[int]) -> tuple[float, ...]:
    """Each seat's value with best play, by walking the whole tree: with two sides each side takes the
    move best for itself (the values are opposite), with more each seat takes the first of its best moves
    in the engine's order (the solver's tie rule)."""
    budget[0] -= 1
    if budget[0] < 0 or len(deal.events) > 400:  # too many positions, or an endless line (SA-6)
        raise TooBig
    if deal.result is not None:
        return terminal_values(deal)
    seat = deal.turn
    best: tuple[float, ...] | None = None
    for move in deal.legal_moves():
        deal.push(move)
        try:
            values = brute_force(deal, budget)
        finally:
            deal.pop()
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    return best


def brute_move_values(deal: Deal) -> dict[str, float]:
    budget = [BRUTE_LIMIT]
    out: dict[str, float] = {}
    seat = deal.turn
    for move in deal.legal_moves():
        deal.push(move)
        try:
            out[str(move)] = brute_force(deal, budget)[seat]
        finally:
            deal.pop()
    return out


def position(variant: str, players: int, options: dict[str, object], seed: int, tiles_left: int) -> Deal:
    """A position of a deal played at random until at most ``tiles_left`` tiles are in the hands and the
    stock together (or one move before its end)."""
    match = new_match(variant, players=players, seed=seed, options=options)
    deal = match.deal.copy()
    rng = random.Random(seed)
    while True:
        moves = deal.legal_moves()
        deal.push(rng.choice(moves))
        if deal.result is not None:
            deal.pop()
            return deal
        if sum(deal.hand_counts()) + deal.stock_left() <= tiles_left:
            return deal


def check_exact(deal: Deal) -> Solution | None:
    """Solve ``deal`` and compare with brute force (None if the position is too big to brute-force)."""
    try:
        expected = brute_move_values(deal)
    except TooBig:
        return None
    before = (deal.turn, tuple(deal.hands), deal.played, deal.stock_pos, len(deal.events))
    solution = solve(deal)
    assert (deal.turn, tuple(deal.hands), deal.played, deal.stock_pos, len(deal.events)) == before
    assert {str(m): v for m, v in solution.move_values.items()} == pytest.approx(expected)
    assert solution.value == pytest.approx(max(expected.values()))
    assert [str(m) for m in solution.best_moves] == [m for m, v in expected.items() if v == max(expected.values())]
    return solution


@pytest.mark.parametrize(("variant", "players", "options"), SEATINGS)
def test_exact_against_brute_force(variant: str, players: int, options: dict[str, object]) -> None:
    checked = choices = 0
    # White Snake's choices come early (most of its moves are forced): bigger positions there.
    sizes = (13, 18, 22) if variant == "white-snake" else (5, 9, 13)
    for seed in range(30):
        for tiles_left in sizes:
            solution = check_exact(position(variant, players, options, seed, tiles_left))
            if solution is not None:
                checked += 1
                choices += len(solution.move_values) > 1
    assert checked >= 30, f"only {checked} positions small enough to brute-force"
    assert choices >= 3, f"only {choices} of them with a choice to make"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seating=st.sampled_from(SEATINGS),
    seed=st.integers(0, 10**6),
    tiles_left=st.integers(2, 9),
)
def test_exact_on_random_positions(seating: tuple[str, int, dict[str, object]], seed: int, tiles_left: int) -> None:
    variant, players, options = seating
    check_exact(position(variant, players, options, seed, tiles_left))


def test_two_sides_and_teams() -> None:
    assert sides_of(new_match("block", players=2, seed=1).deal) == (0, 1)
    assert sides_of(new_match("block", players=4, seed=1, options={"teams": True}).deal) == (0, 1, 0, 1)
    assert sides_of(new_match("block", players=3, seed=1).deal) is None


def test_value_is_the_returns_of_the_deal_played_out() -> None:
    """Following the best moves to the end reaches a deal worth the solved value to the first mover."""
    for seed in range(10):
        deal = position("block", 2, {}, seed, 8)
        seat = deal.turn
        value = solve(deal).value
        while deal.result is None:
            deal.push(solve(deal).best_moves[0])
        assert deal.ended().returns[seat] == value


def test_a_whole_two_player_block_deal_is_solved() -> None:
    deal = new_match("block", players=2, seed=11).deal
    solution = solve(deal, node_limit=2_000_000)
    assert solution.value in (-1.0, 0.0, 1.0)
    assert not deal.played


def test_budget() -> None:
    deal = new_match("block", players=2, seed=11).deal
    hands = tuple(deal.hands)
    with pytest.raises(SolverBudgetExceeded) as caught:
        solve(deal, node_limit=10)
    assert caught.value.nodes == 11
    assert not deal.played and tuple(deal.hands) == hands and not deal.events
    with pytest.raises(ValueError, match="over"):
        finished = deal.copy()
        while finished.result is None:
            finished.push(finished.legal_moves()[0])
        solve(finished)
