"""dominohall's ``ismcts`` (or ``expert``, or any of its bots: ``--bot``) against OpenSpiel's Python
ISMCTS bot, on every variant, through the OpenSpiel games of :mod:`dominohall.openspiel`
(``benchmarks/duel_openspiel.py`` can only use OpenSpiel's own Block).

Each deal ``d`` of a variant is dealt by the same chance outcomes for every seating (drawn with
``numpy.random.RandomState(seed * 100003 + d)``), and played once with dominohall's bot in each seat,
OpenSpiel's bot in every other. Both bots play through the same game state:

* dominohall: ``make_bot("ismcts", seed=...)`` at its default level (the variant's
  ``search_iterations``) or ``--iterations N``, or the bot ``--bot SPEC`` names (``expert``,
  ``expert:worlds=24``, ...); it is given ``state.view(seat)`` only, and its move is turned into the
  game's action by the codec.
* OpenSpiel: ``ISMCTSBot`` with ``uct_c=2.0``, ``--os-simulations`` (default 200) simulations, a
  ``RandomRolloutEvaluator(n_rollouts=1)``, and the game's own ``resample_from_infostate`` (the
  tiles it cannot see dealt again by ``dominohall.sampling.sample_world``, which heeds what passes
  and draws tell). It maximises the same returns dominohall's bot does: the deal's outcome, +1 shared
  by the winners, −1 by the losers.

Printed per variant: games, dominohall's win share (a win shared by ``k`` winners counts ``1/k``)
with its 95% Wilson interval, beside the share a bot no better than the others would get
(``1/players``), and its mean return. No timing is asserted or printed; the tests run it with tiny
budgets as a smoke test.

    python benchmarks/duel_openspiel_games.py --deals 20 --seed 1 [--variants block twins] [--iterations 500]
    python benchmarks/duel_openspiel_games.py --deals 20 --seed 1 --bot expert --variants block twins
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass, field
from typing import Any

from dominohall.bots import make_bot
from dominohall.outcome import win_share
from dominohall.sim.stats import wilson
from dominohall.variants import INFO

UCT_C = 2.0
DEFAULT_OS_SIMULATIONS = 200


@dataclass
class Tally:
    """dominohall's results on one variant."""

    players: int
    returns: list[float] = field(default_factory=list)

    def line(self, variant: str) -> str:
        games = len(self.returns)
        share = sum(win_share(r) for r in self.returns)
        lo, hi = wilson(share, games)
        mean = statistics.fmean(self.returns) if self.returns else 0.0
        return (
            f"| {variant} | {self.players} | {games} | {share / games:.3f} ({lo:.3f}–{hi:.3f}) "
            f"| {1 / self.players:.3f} | {mean:+.3f} |"
        )


def play_deal(game: Any, variant: str, seat: int, deal_seed: int, args: argparse.Namespace) -> float:
    """One deal with dominohall's bot in ``seat``: its return."""
    import numpy as np
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator

    chance = np.random.RandomState(deal_seed)
    search = np.random.RandomState(deal_seed + 1 + seat)
    os_bot = ISMCTSBot(
        game,
        RandomRolloutEvaluator(n_rollouts=1, random_state=search),
        uct_c=UCT_C,
        max_simulations=args.os_simulations,
        random_state=search,
    )
    dh_bot = make_bot(bot_spec(args), seed=deal_seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(chance.choice(actions, p=probabilities)))
        elif state.current_player() == seat:
            view = state.view(seat)
            move = dh_bot.choose(view)
            action = next(a for a, m in state.legal_moves().items() if m == move)
            state.apply_action(action)
        else:
            state.apply_action(os_bot.step(state))
    return float(state.returns()[seat])


def bot_spec(args: argparse.Namespace) -> str:
    """dominohall's bot: ``--bot``, else ``ismcts`` at ``--iterations`` (its default level without)."""
    if args.bot:
        return str(args.bot)
    return "ismcts" if args.iterations is None else f"ismcts:iterations={args.iterations}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=20, help="deals a variant, each played once a seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", nargs="*", default=None, help="variants (default: every registered one)")
    parser.add_argument("--iterations", type=int, default=None, help="dominohall's ismcts iterations a move")
    parser.add_argument("--os-simulations", type=int, default=DEFAULT_OS_SIMULATIONS)
    parser.add_argument("--bot", default=None, help="dominohall's bot instead (e.g. expert, expert:worlds=24)")
    args = parser.parse_args(argv)
    if args.bot and args.iterations is not None:
        parser.error("--iterations is ismcts's level: give --bot ismcts:iterations=N instead")
    make_bot(bot_spec(args), seed=0)  # a bad spec is said before any game
    try:
        import pyspiel

        from dominohall.openspiel import game_name
    except ImportError as exc:
        print(f"OpenSpiel is not installed ({exc}); pip install -e '.[openspiel]'", file=sys.stderr)
        return 2
    variants = args.variants or list(INFO)
    spec = bot_spec(args)
    level = " (its default level)" if spec in ("ismcts", "expert") else ""
    print(f"dominohall {spec}{level} against OpenSpiel ISMCTS ({args.os_simulations} simulations)")
    print(f"{args.deals} deals a variant, seed {args.seed}, each played with dominohall in every seat")
    print()
    print("| variant | players | games | dominohall's win share (95%) | even share | mean return |")
    print("|---|---:|---:|---|---:|---:|")
    for variant in variants:
        players = INFO[variant].default_players
        game = pyspiel.load_game(game_name(variant), {"players": players})
        tally = Tally(players)
        for d in range(args.deals):
            deal_seed = args.seed * 100003 + d
            for seat in range(players):
                tally.returns.append(play_deal(game, variant, seat, deal_seed, args))
        print(tally.line(variant), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
