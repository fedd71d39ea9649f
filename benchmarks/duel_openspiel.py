"""A duel on 2-player Block: dominohall's ``ismcts`` bot against OpenSpiel's Python ISMCTS bot.

Both engines play every game in lockstep on the same deal: dominohall's ``block`` deal is built from
explicit hands (seat 0 leads, as OpenSpiel's player 0 always does) and OpenSpiel's
``python_block_dominoes`` state from the 14 matching chance actions (``peers.py`` describes that
game). Each move, made by whichever bot is to move, is applied to both engines, and after every
move the script asserts that they agree on whose turn it is (OpenSpiel skips a stuck player by
itself; dominohall plays ``pass``, which is applied to dominohall only), on the open end numbers,
on both hands, and on the set of legal moves (dominohall's ``a-b@L`` and ``a-b@R`` are one
OpenSpiel action when both ends show the same number).

The players:

* dominohall: ``make_bot("ismcts", seed=...)``, its default level (``BlockDeal.search_iterations``,
  2200 iterations a move, its own move chosen by sequential halving), or ``ismcts:iterations=N``
  with ``--iterations N``; it sees only ``View.of(deal, seat)``.
* OpenSpiel: ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with ``uct_c=2.0`` (the Python bot
  has no default; 2 is the default of OpenSpiel's ``python/examples/mcts.py``; note that the
  returns it is set against are pip margins up to 69, not 0/1), ``max_simulations=1000``
  (``--os-simulations``), a ``RandomRolloutEvaluator(n_rollouts=1)``, its defaults otherwise (final
  policy: most visits, ties at random; unlimited world samples), and a resampler that deals the
  opponent a random hand of the right size from every tile the bot has not seen (neither in its
  hand nor played). It ignores what passes imply, as OpenSpiel's game has no resampler of its own.
  Note that it maximises OpenSpiel's returns, the pip margin, while dominohall's bot maximises the
  chance of winning the deal.

Every deal is played twice, dominohall in seat 0 (leading) and then in seat 1. A game is scored by
dominohall's ``DealResult`` (R-1: the player out wins, else fewest pips; equal pips: no winner);
OpenSpiel's returns are recorded beside it and any disagreement is counted (OpenSpiel calls a game
a tie when the player out leaves the other holding only ``0-0``). Times are wall seconds a move,
only for decisions with more than one legal move (in the deciding bot's own engine), the view or
the resampling included.

    python benchmarks/duel_openspiel.py --deals 50 --seed 1 [--jobs 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

import dominohall
from dominohall.bots import make_bot
from dominohall.deal import Deal
from dominohall.moves import PASS, Move
from dominohall.sim.stats import wilson
from dominohall.tiles import FULL_SET, TILE_HIGH, TILE_LOW, TILE_NAMES, Tile, TileSet, iter_tiles
from dominohall.variants import BlockDeal

OPENSPIEL_GAME = "python_block_dominoes"
UCT_C = 2.0
DEFAULT_OS_SIMULATIONS = 1000

OsTile = tuple[float, float]


def import_openspiel() -> tuple[Any, Any, Any, Any, Any]:
    """``pyspiel``, the block dominoes module (imported, so the game is registered), OpenSpiel's
    ``ISMCTSBot`` and ``RandomRolloutEvaluator``, and ``numpy.random.RandomState``; raises
    ``ImportError`` if OpenSpiel (or numpy, which it needs) is missing."""
    import pyspiel
    from numpy.random import RandomState
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
    from open_spiel.python.games import block_dominoes

    return pyspiel, block_dominoes, ISMCTSBot, RandomRolloutEvaluator, RandomState


@dataclass
class GameRecord:
    """One game of the duel, as seen by both engines."""

    deal: int
    dh_seat: int
    winners: tuple[int, ...]
    """dominohall's winners (empty on a tie)."""
    ending: str
    points: tuple[int, ...]
    """dominohall's points per seat."""
    pips: tuple[int, ...]
    """Pips left in each hand at the end."""
    os_returns: tuple[float, float]
    plays: int
    passes: int
    checks: int
    """Lockstep checks passed (one after every play and every pass)."""
    dh_times: list[float] = field(default_factory=list)
    os_times: list[float] = field(default_factory=list)
    """Wall seconds of each decision with more than one legal move."""
    dh_cpu: list[float] = field(default_factory=list)
    os_cpu: list[float] = field(default_factory=list)
    """The same decisions' CPU seconds (this process), steadier on a busy machine."""

    @property
    def os_seat(self) -> int:
        return 1 - self.dh_seat

    @property
    def os_winner(self) -> int | None:
        """The winner by OpenSpiel's returns (``None``: a tie)."""
        r0, r1 = self.os_returns
        return None if r0 == r1 else (0 if r0 > r1 else 1)

    @property
    def agrees(self) -> bool:
        """Whether OpenSpiel's returns name the same winner and the same margin as dominohall."""
        dh_winner = self.winners[0] if self.winners else None
        margin = self.points[0] - self.points[1]
        return dh_winner == self.os_winner and margin == self.os_returns[0]


class Duel:
    """Builds both engines' games and plays them in lockstep (one per process)."""

    def __init__(self, iterations: int | None, os_simulations: int) -> None:
        pyspiel, block_dominoes, self.ISMCTSBot, self.RandomRolloutEvaluator, self.RandomState = import_openspiel()
        self.bd = block_dominoes
        self.game = pyspiel.load_game(OPENSPIEL_GAME)
        self.bot_spec = "ismcts" if iterations is None else f"ismcts:iterations={iterations}"
        self.os_simulations = os_simulations
        self.deck_index: dict[OsTile, int] = {tile: i for i, tile in enumerate(block_dominoes._DECK)}
        self.action_index: dict[tuple[int, OsTile, float | None], int] = {
            (a.player, a.tile, a.edge): i for i, a in enumerate(block_dominoes._ACTIONS)
        }

    # ---- tiles and moves between the engines ------------------------------------------------
    @staticmethod
    def os_tile(t: Tile) -> OsTile:
        return float(TILE_LOW[t]), float(TILE_HIGH[t])

    @staticmethod
    def dh_tile(tile: OsTile) -> Tile:
        return dominohall.parse_tile(f"{int(tile[0])}-{int(tile[1])}")

    def to_openspiel(self, deal: Deal, move: Move, seat: int) -> int:
        """The OpenSpiel action of dominohall ``move`` (before it is made)."""
        edge = float(deal.open_ends()[move.end]) if move.end else None
        return self.action_index[(seat, self.os_tile(move.tile), edge)]

    def to_dominohall(self, deal: Deal, action: int) -> Move:
        """The dominohall move of OpenSpiel ``action``: the end showing its pip (L if both do)."""
        a = self.bd._ACTIONS[action]
        t = self.dh_tile(a.tile)
        if a.edge is None:
            return Move.play(t)
        ends = deal.open_ends()
        end = "L" if ends["L"] == int(a.edge) else "R"
        assert ends[end] == int(a.edge), f"no end shows {a.edge}: {ends}"
        return Move.play(t, end)

    # ---- the lockstep checks ---------------------------------------------------------------
    def check(self, deal: Deal, state: Any) -> None:
        """Assert that both engines are in the same position."""
        for seat in (0, 1):
            os_hand = sorted(self.dh_tile(t) for t in state.hands[seat])
            assert os_hand == sorted(iter_tiles(deal.hands[seat])), f"hands of seat {seat} differ"
        assert sorted(deal.open_ends().values()) == sorted(int(e) for e in state.open_edges), (
            f"open ends differ: {deal.open_ends()} against {state.open_edges}"
        )
        if state.is_terminal():
            # OpenSpiel ends a blocked game at once; dominohall lets each seat pass first.
            assert deal.is_over or deal.legal_moves() == [PASS], "OpenSpiel is over, dominohall is not"
            return
        assert not deal.is_over, "dominohall is over, OpenSpiel is not"
        legal = deal.legal_moves()
        if legal == [PASS]:
            assert state.current_player() == 1 - deal.turn, "OpenSpiel did not skip the stuck player"
            return
        assert state.current_player() == deal.turn, "the engines disagree on whose turn it is"
        mapped = {self.to_openspiel(deal, m, deal.turn) for m in legal}
        assert mapped == set(state.legal_actions()), "the engines disagree on the legal moves"

    # ---- one game --------------------------------------------------------------------------
    def openspiel_bot(self, seed: int) -> Any:
        bot_rng = random.Random(seed)
        deck = self.bd._DECK

        def resample(state: Any, player: int) -> Any:
            """A world consistent with ``player``'s hand, the tiles played and the hand sizes only."""
            world = state.clone()
            opponent = 1 - player
            seen = set(world.hands[player]) | {a.tile for a in world.actions_history}
            unseen = [t for t in deck if t not in seen]
            bot_rng.shuffle(unseen)
            k = len(world.hands[opponent])
            world.hands[opponent] = sorted(unseen[:k])
            world.deck = sorted(unseen[k:])
            return world

        evaluator = self.RandomRolloutEvaluator(n_rollouts=1, random_state=self.RandomState(seed ^ 0x5A5A))
        bot = self.ISMCTSBot(
            self.game,
            evaluator,
            uct_c=UCT_C,
            max_simulations=self.os_simulations,
            random_state=self.RandomState(seed),
        )
        bot.set_resampler(resample)
        return bot

    def play(
        self, run_seed: int, deal_number: int, hands: Sequence[Sequence[Tile]], rest: TileSet, dh_seat: int
    ) -> GameRecord:
        """One game on the deal of ``hands`` (seat 0 leads), dominohall's bot in ``dh_seat``. Both bots'
        seeds come from the run's seed, the deal number and the seat."""
        seed = zlib.crc32(f"duel:{run_seed}:{deal_number}:{dh_seat}".encode())
        deal = dominohall.new_deal(
            "block",
            [[TILE_NAMES[t] for t in h] for h in hands],
            set_aside=[TILE_NAMES[t] for t in iter_tiles(rest)],
            leader=0,
        )
        state = self.game.new_initial_state()
        for h in hands:
            for t in h:
                state.apply_action(self.deck_index[self.os_tile(t)])
        dh_bot = make_bot(self.bot_spec, seed=seed)
        os_bot = self.openspiel_bot(seed)
        record = GameRecord(deal_number, dh_seat, (), "", (), (), (0.0, 0.0), 0, 0, 0)
        self.check(deal, state)
        while not deal.is_over:
            seat = deal.turn
            legal = deal.legal_moves()
            if legal == [PASS]:
                deal.play(PASS)
                record.passes += 1
            else:
                if seat == dh_seat:
                    start, cpu = time.perf_counter(), time.process_time()
                    move = dh_bot.choose(dominohall.View.of(deal, seat))
                    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
                    action = self.to_openspiel(deal, move, seat)
                    if len(legal) > 1:
                        record.dh_times.append(elapsed)
                        record.dh_cpu.append(cpu)
                else:
                    n_actions = len(state.legal_actions())
                    start, cpu = time.perf_counter(), time.process_time()
                    action = int(os_bot.step(state))
                    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
                    move = self.to_dominohall(deal, action)
                    if n_actions > 1:
                        record.os_times.append(elapsed)
                        record.os_cpu.append(cpu)
                deal.play(move)
                state.apply_action(action)
                record.plays += 1
            self.check(deal, state)
            record.checks += 1
        assert state.is_terminal(), "dominohall is over, OpenSpiel is not"
        result = deal.result
        assert result is not None
        record.winners = result.winners
        record.ending = result.ending.value
        record.points = result.points
        record.pips = result.pips
        r0, r1 = state.returns()
        record.os_returns = (float(r0), float(r1))
        return record


def deal_tiles(seed: int, number: int) -> tuple[list[Tile], list[Tile], TileSet]:
    """Deal ``number`` of the duel: two hands of 7 and the 14 tiles set aside."""
    tiles = list(iter_tiles(FULL_SET[6]))
    random.Random(f"duel:{seed}:{number}").shuffle(tiles)
    rest = 0
    for t in tiles[14:]:
        rest |= 1 << t
    return sorted(tiles[:7]), sorted(tiles[7:14]), rest


_DUEL: Duel | None = None


def _init_worker(iterations: int | None, os_simulations: int) -> None:
    global _DUEL
    _DUEL = Duel(iterations, os_simulations)


def play_deal(args: tuple[int, int]) -> list[GameRecord]:
    """Both games of one deal: dominohall in seat 0, then in seat 1."""
    seed, number = args
    assert _DUEL is not None
    hand0, hand1, rest = deal_tiles(seed, number)
    return [_DUEL.play(seed, number, (hand0, hand1), rest, dh_seat) for dh_seat in (0, 1)]


# ---- the report ---------------------------------------------------------------------------------
def _rate(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{wins / n:.3f} [{low:.3f}, {high:.3f}]" if n else "—"


def _times(times: list[float]) -> tuple[str, str]:
    if not times:
        return "—", "—"
    return f"{statistics.fmean(times):.3f}", f"{max(times):.3f}"


def report(records: Sequence[GameRecord], iterations: int | None, os_simulations: int, elapsed: float) -> str:
    n = len(records)
    ties = sum(1 for r in records if not r.winners)
    dh_level = iterations if iterations is not None else BlockDeal.search_iterations
    columns = {
        "dh": f"dominohall `ismcts` ({dh_level} iterations)",
        "os": f"OpenSpiel `ISMCTSBot` ({os_simulations} simulations, uct_c {UCT_C:g})",
    }

    def wins(rs: Sequence[GameRecord], who: str) -> int:
        return sum(1 for r in rs if r.winners == ((r.dh_seat,) if who == "dh" else (r.os_seat,)))

    def seat_of(r: GameRecord, who: str) -> int:
        return r.dh_seat if who == "dh" else r.os_seat

    def cells(who: str) -> list[str]:
        times = [t for r in records for t in (r.dh_times if who == "dh" else r.os_times)]
        cpu = [t for r in records for t in (r.dh_cpu if who == "dh" else r.os_cpu)]
        lead = [r for r in records if seat_of(r, who) == 0]
        second = [r for r in records if seat_of(r, who) == 1]
        margin = statistics.fmean(r.points[seat_of(r, who)] - r.points[1 - seat_of(r, who)] for r in records)
        mean, top = _times(times)
        return [
            f"{wins(records, who)} / {n}",
            _rate(wins(records, who), n),
            _rate(wins(lead, who), len(lead)),
            _rate(wins(second, who), len(second)),
            f"{margin:+.2f}",
            str(len(times)),
            mean,
            top,
            f"{statistics.fmean(cpu):.3f}" if cpu else "—",
        ]

    labels = [
        "games won",
        "win rate [95% interval]",
        "as seat 0 (leads)",
        "as seat 1",
        "mean points a game (own − other's)",
        "decisions timed (>1 legal move)",
        "mean s / move",
        "max s / move",
        "mean CPU s / move",
    ]
    dh, os_ = cells("dh"), cells("os")
    title = f"2-player `block`, {n} games ({n // 2} deals × both seats), {ties} tied"
    lines = [
        f"| {title} | {columns['dh']} | {columns['os']} |",
        "|---|---:|---:|",
        *(f"| {label} | {a} | {b} |" for label, a, b in zip(labels, dh, os_)),
    ]
    disagree = [r for r in records if not r.agrees]
    checks = sum(r.checks for r in records)
    plays = sum(r.plays for r in records)
    passes = sum(r.passes for r in records)
    endings: dict[str, int] = {}
    for r in records:
        endings[r.ending] = endings.get(r.ending, 0) + 1
    lines += [
        "",
        f"games: {n}",
        f"ties: {ties}",
        f"endings: {', '.join(f'{k} {v}' for k, v in sorted(endings.items()))}",
        f"lockstep: {checks} checks passed ({plays} plays, {passes} dominohall passes)",
        f"OpenSpiel returns disagreeing with dominohall's result: {len(disagree)}"
        + "".join(
            f"\n  deal {r.deal}, dominohall seat {r.dh_seat}: {r.ending}, pips {list(r.pips)},"
            f" dominohall winners {list(r.winners)} points {list(r.points)}, OpenSpiel returns {list(r.os_returns)}"
            for r in disagree
        ),
        f"total time: {elapsed:.1f} s",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=50, help="deals; each is played twice (default 50)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=f"dominohall ismcts iterations (default {BlockDeal.search_iterations})",
    )
    parser.add_argument(
        "--os-simulations",
        type=int,
        default=DEFAULT_OS_SIMULATIONS,
        help=f"OpenSpiel ISMCTS simulations a move (default {DEFAULT_OS_SIMULATIONS})",
    )
    args = parser.parse_args(argv)
    try:
        import_openspiel()
    except ImportError as exc:  # also raised for a broken binary extension
        print(f"duel_openspiel: skipped, OpenSpiel is not importable ({type(exc).__name__}: {exc});")
        print("install it with: pip install -e '.[bench]'")
        return 0
    tasks = [(args.seed, i) for i in range(args.deals)]
    start = time.perf_counter()
    records: list[GameRecord] = []
    if args.jobs > 1:
        with Pool(args.jobs, _init_worker, (args.iterations, args.os_simulations)) as pool:
            for pair in pool.imap(play_deal, tasks):
                records += pair
                print(f"deal {pair[0].deal}: done", file=sys.stderr, flush=True)
    else:
        _init_worker(args.iterations, args.os_simulations)
        for task in tasks:
            pair = play_deal(task)
            records += pair
            print(f"deal {pair[0].deal}: done", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(report(records, args.iterations, args.os_simulations, elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
