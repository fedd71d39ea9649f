"""Peer engines for the random-playout speed benchmark.

Two third-party pure-Python dominoes engines are driven here with uniformly
random legal play, so that their speed can be set against ``dominohall``'s.
Both are optional: they are imported lazily, and :func:`available` tells a
benchmark which of them can run (``pip install open-spiel dominoes==6.1.0``).

OpenSpiel ``python_block_dominoes`` (pip ``open-spiel`` 2.0.2, module
``open_spiel.python.games.block_dominoes``; importing that module registers
the game with ``pyspiel``):

* 2 players, double-six set (28 tiles), 7 tiles each. The deal is 14 explicit
  chance nodes (uniform over the undealt tiles): the first 7 go to player 0,
  the next 7 to player 1. The other 14 tiles stay out of play: no drawing.
* Player 0 always leads, with any tile of the hand (no 6-6 rule).
* Passes are not actions. After a move, if the opponent has no legal move the
  same player moves again; if neither can move the game is blocked and ends.
  A tile that fits both open ends gets two actions (one per end) unless both
  ends show the same number.
* The game is one deal. It ends when a player plays the last tile or when it
  is blocked. Returns: the player with the lower pip count in hand wins the
  opponent's pip count (``[+s, -s]``, zero-sum); equal counts give ``[0, 0]``,
  even when a player has gone out (possible only if the other holds [0|0]).
* 154 distinct actions (player, tile, end), max 28 actions a game (14 deal
  and at most 14 tile plays).

PyPI ``dominoes`` 6.1.0 (``dominoes.Game``):

* 4 players in two teams (0 and 2 against 1 and 3), double-six set, all 28
  tiles dealt, 7 each, by ``random.shuffle`` of the global ``random`` module.
* ``Game.new()`` lets ``starting_player`` (default 0) lead with any tile.
  ``Game.new(starting_domino=Domino(6, 6))`` makes the holder of that tile
  lead and plays it at once; only ``dominoes.Series`` uses that for its first
  game (later games of a series are led by the winner or by a rule on ties).
* Play goes 0, 1, 2, 3. Passing is automatic: ``make_move`` moves the turn on
  to the next player with a valid move, recording each pass as ``None`` in
  ``game.moves``. If none of the four can move (the mover included), the game
  is stuck.
* The game is one deal. If a player goes out, ``result.points`` is the sum of
  the pips left in all hands (partner's included), positive for team 0 and
  negative for team 1. If stuck, the team with the lower total scores both
  teams' totals; equal totals score 0. ``result.player`` is the last mover.

dominohall's own Block through OpenSpiel (``python_dominohall_block`` of
:mod:`dominohall.openspiel`, issue #42), played the same way as OpenSpiel's:
the deal as chance nodes (one a tile, the whole shuffle: dominohall's Block
deals 7 each and leaves 14 in the boneyard), a uniformly random legal action
at each player node. It is what a researcher's loop over the OpenSpiel game
costs, beside OpenSpiel's own Python block game (OpenSpiel 2.0.2's pip build
has no C++ dominoes game to set beside them).

The playout functions count tile plays only (no deals, no passes), so a
2-player OpenSpiel game makes at most 14 and a ``dominoes`` game at most 28.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from importlib import metadata
from typing import Any

OPENSPIEL = "openspiel_block"
DOMINOES = "dominoes"
DOMINOHALL_OPENSPIEL = "dominohall_openspiel_block"
OPENSPIEL_GAME = "python_block_dominoes"
DOMINOHALL_OPENSPIEL_GAME = "python_dominohall_block"


def _import_openspiel() -> Any:
    """Import ``pyspiel`` and register ``python_block_dominoes``."""
    import pyspiel
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers)

    return pyspiel


def _import_dominohall_openspiel() -> Any:
    """Import ``pyspiel`` with dominohall's games registered (:mod:`dominohall.openspiel`)."""
    import pyspiel

    import dominohall.openspiel  # noqa: F401  (registers)

    return pyspiel


def _import_dominoes() -> Any:
    import dominoes

    return dominoes


def _import_error(importer: Callable[[], Any]) -> str | None:
    try:
        importer()
    except ImportError as exc:  # also raised for a broken binary extension
        return f"{type(exc).__name__}: {exc}"
    return None


def available() -> dict[str, str | None]:
    """Map each peer to ``None`` if it imports, else to the import error text."""
    return {
        OPENSPIEL: _import_error(_import_openspiel),
        DOMINOES: _import_error(_import_dominoes),
        DOMINOHALL_OPENSPIEL: _import_error(_import_dominohall_openspiel),
    }


def versions() -> dict[str, str | None]:
    """Installed distribution version of each peer, or ``None`` if absent."""
    found: dict[str, str | None] = {}
    for peer, dist in ((OPENSPIEL, "open-spiel"), (DOMINOES, "dominoes"), (DOMINOHALL_OPENSPIEL, "open-spiel")):
        try:
            found[peer] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            found[peer] = None
    return found


def openspiel_block_playouts(n_games: int, seed: int) -> int:
    """Play ``n_games`` uniformly random games of OpenSpiel's block dominoes.

    Chance nodes (the deal) are sampled from ``state.chance_outcomes()`` and
    player nodes uniformly from ``state.legal_actions()``, all with one
    ``random.Random(seed)``. Returns the number of player actions applied
    (tile plays); the 14 deal actions of each game are not counted.
    """
    return _pyspiel_playouts(_import_openspiel().load_game(OPENSPIEL_GAME), n_games, seed)


def dominohall_openspiel_block_playouts(n_games: int, seed: int) -> int:
    """:func:`openspiel_block_playouts` through dominohall's Block as an OpenSpiel game (one deal,
    2 players); the plays counted likewise (passes are actions there, and are counted too)."""
    pyspiel = _import_dominohall_openspiel()
    return _pyspiel_playouts(pyspiel.load_game(DOMINOHALL_OPENSPIEL_GAME, {"players": 2}), n_games, seed)


def _pyspiel_playouts(game: Any, n_games: int, seed: int) -> int:
    rng = random.Random(seed)
    moves = 0
    for _ in range(n_games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                action = rng.choices(actions, weights=probs)[0]
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
                moves += 1
            state.apply_action(action)
    return moves


def dominoes_block_playouts(n_games: int, seed: int) -> int:
    """Play ``n_games`` uniformly random 4-player games of PyPI ``dominoes``.

    Each game is ``dominoes.Game.new()`` (player 0 leads with any tile),
    played with a uniformly random entry of ``game.valid_moves`` until
    ``game.result`` is set. The package deals with the global ``random``
    module, so that is seeded with ``seed`` (and restored afterwards); the
    moves are drawn from it too. Returns the number of tiles played (passes,
    which the package makes by itself, are not counted).
    """
    dominoes = _import_dominoes()
    saved = random.getstate()
    random.seed(seed)
    moves = 0
    try:
        for _ in range(n_games):
            game = dominoes.Game.new()
            while game.result is None:
                valid = game.valid_moves
                game.make_move(*valid[random.randrange(len(valid))])
                moves += 1
    finally:
        random.setstate(saved)
    return moves


PLAYOUTS: dict[str, Callable[[int, int], int]] = {
    OPENSPIEL: openspiel_block_playouts,
    DOMINOES: dominoes_block_playouts,
    DOMINOHALL_OPENSPIEL: dominohall_openspiel_block_playouts,
}


def main(argv: list[str] | None = None) -> None:
    """Time each available peer and print games per second."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    installed = versions()
    rates: dict[str, float] = {}
    for peer, error in available().items():
        if error is not None:
            print(f"{peer}: skipped ({error})")
            continue
        start = time.perf_counter()
        moves = PLAYOUTS[peer](args.games, args.seed)
        elapsed = time.perf_counter() - start
        rates[peer] = args.games / elapsed
        print(
            f"{peer} {installed[peer]}: {args.games} games in {elapsed:.2f} s"
            f" = {rates[peer]:.0f} games/s,"
            f" {moves / args.games:.2f} tile plays/game"
        )
    if OPENSPIEL in rates and DOMINOHALL_OPENSPIEL in rates:
        # the same loop over both OpenSpiel games: what the wrapper costs a researcher
        ratio = rates[DOMINOHALL_OPENSPIEL] / rates[OPENSPIEL]
        print(f"dominohall's Block through OpenSpiel / OpenSpiel's python_block_dominoes: {ratio:.2f}x games/s")


if __name__ == "__main__":
    main()
