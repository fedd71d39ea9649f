"""``copy.deepcopy`` of a match (OpenSpiel clones a state so, :mod:`dominohall.openspiel`): an
independent match at the same point, whose undo stack takes back the same moves, in the plain and
in the compiled build (a compiled match is made only through its constructor)."""

from __future__ import annotations

import copy
import pickle

import pytest

from dominohall import new_match
from dominohall.bots import make_bot
from dominohall.moves import Move

GAMES = [("block", 2), ("draw", 3), ("white-snake", 5), ("sausage", 3), ("twins", 3), ("maltese-cross", 2)]


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_a_deep_copy_plays_and_undoes_as_the_match_does(variant: str, players: int) -> None:
    match = new_match(variant, players, seed=4)
    bot = make_bot("greedy", seed=1)
    for _ in range(80):  # across a deal's end in most games
        if match.is_over:
            break
        match.push(bot.choose(match.view(match.turn)))
    clone = copy.deepcopy(match)
    assert (clone.history, clone.turn, clone.legal_moves()) == (match.history, match.turn, match.legal_moves())
    if not clone.is_over:
        clone.push(clone.legal_moves()[0])  # the copy moves on alone
        assert len(clone.history) > len(match.history)
        clone.pop()
    undone: list[list[Move]] = [[], []]
    for game, moves in zip((match, clone), undone):
        while True:
            try:
                moves.append(game.pop())
            except (IndexError, ValueError):
                break
    assert undone[0] == undone[1] and len(undone[0]) > 0
    assert clone.history == match.history


@pytest.mark.parametrize(("variant", "players"), GAMES)
def test_a_pickled_match_plays_on_as_the_match_does(variant: str, players: int) -> None:
    """Pickled (an OpenSpiel state's serialisation), a match comes back at the same point and plays
    on the same moves."""
    match = new_match(variant, players, seed=6)
    bot = make_bot("greedy", seed=2)
    for _ in range(50):
        if match.is_over:
            break
        match.play(bot.choose(match.view(match.turn)))
    back = pickle.loads(pickle.dumps(match))
    for _ in range(50):
        if match.is_over:
            break
        assert back.legal_moves() == match.legal_moves()
        move = bot.choose(match.view(match.turn))
        match.play(move)
        back.play(move)
    assert back.history == match.history
