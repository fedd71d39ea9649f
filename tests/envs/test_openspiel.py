"""The OpenSpiel games (:mod:`dominohall.openspiel`): OpenSpiel's own API test on every variant and
player count, information states that never depend on hidden tiles, and OpenSpiel's ISMCTS bot
playing whole games through them."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")

from dominohall.events import Event, public_event  # noqa: E402
from dominohall.openspiel import DominoState, game_name  # noqa: E402
from dominohall.variants import INFO, VARIANTS  # noqa: E402

pytestmark = pytest.mark.envs

SRC = Path(__file__).parents[2] / "src"

COUNTS = [(variant, n) for variant, info in INFO.items() for n in info.hand_shapes]
"""Every variant with every player count it is played by without options."""


def short_match(variant: str) -> dict[str, Any]:
    """The parameters of a whole short match (the variant's ``short_match`` options)."""
    return {"match": True, **VARIANTS[variant].short_match}


@pytest.mark.parametrize(("variant", "players"), COUNTS)
def test_random_simulation_of_a_deal(variant: str, players: int) -> None:
    game = pyspiel.load_game(game_name(variant), {"players": players})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(("top", "tiles"), [(9, 55), (12, 91)])
def test_random_simulation_of_twins_with_a_larger_set(top: int, tiles: int) -> None:
    game = pyspiel.load_game(game_name("twins"), {"players": 3, "set": top})
    assert game.max_chance_outcomes() == tiles
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", list(INFO))
def test_random_simulation_of_a_short_match(variant: str) -> None:
    game = pyspiel.load_game(game_name(variant), short_match(variant))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def deal_in_order(game: Any, order: list[int]) -> DominoState | None:
    """A state whose first deal is dealt from ``order`` (chance outcomes, tile by tile; the first
    leader's draw, if any, is seat 0), or ``None`` if the rules deal that shuffle again."""
    state: DominoState = game.new_initial_state()
    tiles = iter(order)
    if state.first_due is None:
        state.apply_action(0)
    while state.is_chance_node() and not state.redealt:
        state.apply_action(next(tiles))
    return None if state.redealt else state


def perceptions(state: DominoState, seat: int) -> tuple[str, str, list[float], list[float]]:
    return (
        state.information_state_string(seat),
        state.observation_string(seat),
        state.information_state_tensor(seat),
        state.observation_tensor(seat),
    )


def hiding_players(variant: str) -> int:
    """The fewest players for which a seat cannot work out the others' hands (in two-player
    Sausage every tile is in the two hands, so it can)."""
    return next(n for n, (_, stock) in INFO[variant].hand_shapes.items() if n > 2 or stock)


def public(state: DominoState) -> tuple[Event, ...]:
    """The history as everyone may see it (a spectator's)."""
    assert state.match is not None
    return tuple(public_event(e, -1) for e in state.match.history)


@pytest.mark.parametrize("variant", list(INFO))
def test_what_a_seat_perceives_never_depends_on_tiles_it_cannot_see(variant: str) -> None:
    """Two deals that differ only in a tile of seat 1 swapped with one seat 0 cannot see (another
    hand, the stock or the tiles set aside), played with the same moves for as long as both allow
    them and what is told in public stays the same: seat 0's strings and tensors stay the same, while
    seat 1's differ."""
    n = hiding_players(variant)
    hand_size = INFO[variant].hand_shapes[n][0]
    game = pyspiel.load_game(game_name(variant), {"players": n})
    rng = random.Random(variant)
    compared = 0
    for _ in range(40):
        order = list(range(game.max_chance_outcomes()))
        rng.shuffle(order)
        swapped = order[:]
        a, b = rng.randrange(hand_size, 2 * hand_size), rng.randrange(2 * hand_size, len(order))
        swapped[a], swapped[b] = swapped[b], swapped[a]
        first, second = deal_in_order(game, order), deal_in_order(game, swapped)
        if first is None or second is None:
            continue
        assert perceptions(first, 1) != perceptions(second, 1)
        while not first.is_terminal() and not second.is_terminal() and not first.is_chance_node():
            if public(first) != public(second) or first.match.deal.hands[0] != second.match.deal.hands[0]:  # type: ignore[union-attr]
                break  # the tiles told in public (who leads, draws, …), or seat 0's own draws, differ
            assert perceptions(first, 0) == perceptions(second, 0)
            compared += 1
            common = sorted(set(first.legal_actions()) & set(second.legal_actions()))
            if not common:
                break
            action = rng.choice(common)
            first.apply_action(action)
            second.apply_action(action)
    assert compared >= 40


@pytest.mark.parametrize("variant", list(INFO))
def test_a_resampled_state_is_one_the_seat_cannot_tell_apart(variant: str) -> None:
    """``resample_from_infostate`` (what OpenSpiel's ISMCTS searches): the seat to move has the same
    information state, observation and legal actions, and the tiles it cannot see are dealt anew."""
    game = pyspiel.load_game(game_name(variant), {"players": hiding_players(variant)})
    rng = random.Random(variant)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    differed = 0
    for _ in range(20):
        state = game.new_initial_state()
        moves = rng.randrange(8)
        while not state.is_terminal() and (state.is_chance_node() or moves):
            if state.is_chance_node():
                state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                moves -= 1
        if state.is_terminal():
            continue
        seat = state.current_player()
        world = state.resample_from_infostate(seat, sampler)
        assert perceptions(world, seat) == perceptions(state, seat)
        assert world.legal_actions() == state.legal_actions()
        differed += str(world) != str(state)
    assert differed > 0


def play(game: Any, bots: list[Any], rng: np.random.RandomState) -> list[float]:
    """Play one game with one bot per seat; chance by ``rng``."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probabilities)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return list(state.returns())


@pytest.mark.parametrize("variant", ["block", "twins", "sausage"])
def test_openspiel_ismcts_and_a_random_bot_play_whole_games(variant: str) -> None:
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
    from open_spiel.python.bots.uniform_random import UniformRandomBot

    game = pyspiel.load_game(game_name(variant), {"players": 2})
    rng = np.random.RandomState(7)
    evaluator = RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    search = ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=rng)
    for seats in ([search, UniformRandomBot(1, rng)], [UniformRandomBot(0, rng), search]):
        returns = play(game, seats, rng)
        assert len(returns) == 2 and all(-1.0 <= r <= 1.0 for r in returns)


def test_the_example_in_docs_envs_md_runs() -> None:
    """The OpenSpiel example of docs/envs.md: Q-learning on Twins through ``rl_environment``."""
    page = (Path(__file__).parents[2] / "docs" / "envs.md").read_text()
    section = page[page.index("## OpenSpiel") :]
    code = section[section.index("```python\n") + len("```python\n") :]
    code = code[: code.index("```")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(SRC), os.environ.get("PYTHONPATH")) if p)}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    assert "won" in result.stdout
