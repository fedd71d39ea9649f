"""``greedy``: a one-move lookahead with a documented heuristic per variant.

Each legal move is tried on one world sampled from the view (the other hands imagined consistently
with what is known) and scored; the best score wins, ties broken at random. The score is a sum of:

- **going out**: +100 for playing the last tile (a steal: see :func:`~dominohall.bots.base.choose_steal`);
- **points scored**: +2 for each point the move scores, in a game whose plays score
  (:attr:`Deal.scores_plays <dominohall.deal.Deal.scores_plays>`: what the game rewards);
- **shed heavy tiles**: + the tile's pips (they count against you on a block);
- **doubles first**: +3 for a double in the games whose class says ``greedy_doubles_first`` (the line
  and snake games: a double fits only one number);
- **keep numbers varied**: +2 for each different number left in hand;
- **keep moving**: +1.5 for each tile in hand that fits an open end after the move;
- **stop the next player**: +4 if the next player is known to hold no number the open ends show;
- **starve the next player**: −10 for each tile the next player may hold (hidden, not known absent)
  that would fit after the move, times the share of those tiles its hand is (in White Snake every
  opponent, as each faces the same end in turn).

And per variant, each class's own ``greedy_bonus`` (:meth:`Deal.greedy_bonus <dominohall.deal.Deal.greedy_bonus>`):

- **Sausage**: a cut scores +3 for each tile the next player must take, and the side is the larger
  one (SA-6); playing to an end that leaves the next player a cut costs nothing (it cannot be known).
- **Twins**: laying a double ``v-v`` unlocks ``v`` for everyone (TW-4): +2 for each tile with ``v``
  left in hand, −1 for each hidden tile with ``v`` per opponent.
- **Maltese Cross**: an arm tile whose far number's double is in hand scores +3 (MC-4 needs it).
- **White Snake**: steal from the player nearest to four tokens (WS-7).
"""

from __future__ import annotations

from dominohall.bots.base import Bot
from dominohall.deal import Deal
from dominohall.events import Took
from dominohall.moves import Move
from dominohall.sampling import sample_world
from dominohall.tiles import IS_DOUBLE, PIP_MASK, TILE_PIPS
from dominohall.views import View

PIPS = 1.0
DOUBLES = 3.0
VARIETY = 2.0
MOBILITY = 1.5
STOP = 4.0
STARVE = 10.0
POINTS = 2.0
"""The weights of the features above (STARVE: each tile the next player may hold that fits after
the move, weighted by the share of the hidden tiles its hand is; POINTS: each point the move scores)."""


class GreedyBot(Bot):
    """One-move lookahead with the heuristic described in this module."""

    name = "greedy"

    def decide(self, view: View) -> Move:
        moves = view.legal_moves
        world = sample_world(view, self.rng)
        best: list[Move] = []
        best_score = float("-inf")
        for move in moves:
            score = self.score(view, world, move)
            if score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def score(self, view: View, world: Deal, move: Move) -> float:
        """The heuristic value of ``move`` for the seat of ``view`` (higher is better)."""
        seat = view.seat
        if move.kind == "pass":
            return 0.0
        n_events = len(world.events)
        before = world.scored[seat]
        world.push(move)
        try:
            hand = world.hands[seat]
            taken = sum(len(e.tiles) for e in world.events[n_events:] if isinstance(e, Took))
            points = POINTS * (world.scored[seat] - before)
            if not hand:
                return 100.0 + TILE_PIPS[move.tile] + points
            score = PIPS * TILE_PIPS[move.tile] + points
            if IS_DOUBLE[move.tile] and world.greedy_doubles_first:
                score += DOUBLES
            score += VARIETY * sum(1 for v in range(13) if hand & PIP_MASK[v])
            if world.result is None:
                playable = world.playable_tiles()
                score += MOBILITY * (hand & playable).bit_count()
                ends = set(world.open_ends().values())
                nxt = world.turn
                if nxt != seat:
                    if ends and ends <= set(view.void_numbers(nxt)):
                        score += STOP
                    # Starve the next player: the tiles it may hold that would fit, weighted by the
                    # share of the hidden tiles that its hand is.
                    # With one open end (White Snake) every opponent in turn faces the same number.
                    one_end = not world.end_names
                    facing = [s for s in range(view.players) if s != seat] if one_end else [nxt]
                    for other in facing:
                        maybe = view.hidden & ~view.known_absent[other]
                        if maybe:
                            share = view.hand_counts[other] / maybe.bit_count()
                            score -= STARVE * share * (maybe & playable).bit_count()
            return score + world.greedy_bonus(view, move, taken)
        finally:
            world.pop()
