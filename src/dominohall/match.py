"""A match: deals until a winner — tokens (White Snake), marks (Sausage) or points (the rest).

Chance is explicit (C-3): every deal's tiles come either from a list of given setups or from the
match seed; deal ``i`` of a seeded match (redeals included) is shuffled by ``random.Random(f"{seed}:{i}")``,
so the same variant, options and seed give the same deals everywhere, and undo never needs to rewind
a generator.

>>> from dominohall import new_match
>>> m = new_match("block", players=2, seed=3)
>>> m.turn, len(m.legal_moves())
(0, 7)
>>> m.play(m.legal_moves()[0]).kind
'play'
>>> _ = m.pop(); len(m.history)
2
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dominohall.deal import Deal, DealSetup, Rules
from dominohall.errors import IllegalMoveError, SetupError
from dominohall.events import DealResult, Ending, Event, MatchResult, public_event
from dominohall.moves import Move, parse_move
from dominohall.tiles import BIT, DOUBLE, TileSet, iter_tiles, mask_of, names, parse_tile
from dominohall.variants.white_snake import TOKENS_TO_WIN, head_of


@dataclass(frozen=True, slots=True)
class MatchState:
    """Where a match stands before a deal, to start a match part-way through.

    ``deal_number`` is White Snake's deal number (WS-2: decided deals plus one); ``tokens`` the
    doubles each seat holds (WS-6), ``scores`` the points (TW-7, MC-8, R-1), ``marks`` the losses
    (SA-10); ``leader`` the seat due to lead the next deal where the rules leave it to the match.
    """

    deal_number: int = 1
    tokens: tuple[tuple[str, ...], ...] | None = None
    scores: tuple[int, ...] | None = None
    marks: tuple[int, ...] | None = None
    leader: int | None = None


class Match:
    """A whole match of one variant. Use :func:`dominohall.new_match` to make one."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        deals: Sequence[DealSetup] = (),
        state: MatchState | None = None,
    ) -> None:
        self.rules = rules
        self.start_state = state
        """The match state this match started from, if not the beginning."""
        self.variant: type[Deal] = rules.deal_class
        self.seed = secrets.randbelow(2**63) if seed is None else seed
        n = self.n = rules.players
        self.history: list[Event] = []
        self._public: list[list[Event]] = [[] for _ in range(n)]
        """Per seat, the history as that seat may see it, as far as it has been asked for (views
        are made after every move: this keeps each event's public form from being made again)."""
        self.tokens: list[TileSet] = [0] * n
        self.scores: list[int] = [0] * n
        self.marks: list[int] = [0] * n
        self.deal_number = 1
        self.deals_played = 0
        """Deals decided so far (void deals do not count)."""
        self.stealer = -1
        """White Snake: the seat that must choose a token to steal (WS-7), or -1."""
        self.result: MatchResult | None = None
        self._scripted = list(deals)
        self._scripted_pos = 0
        self._serial = 0
        self._stack: list[tuple[bool, tuple[Any, ...]]] = []
        if self.variant.first_leader_drawn:
            # SA-2: the first leader is chosen by the seeded draw.
            self.due = random.Random(f"{self.seed}:lead").randrange(n)
        else:
            self.due = 0  # seat 0 leads the first deal
        if state is not None:
            self._apply_state(state)
        self.deal: Deal = self._start_deal()

    def _apply_state(self, state: MatchState) -> None:
        n = self.n
        if state.deal_number < 1:
            raise SetupError(f"WS-2: deal_number counts from 1, not {state.deal_number}")
        self.deal_number = state.deal_number
        self.deals_played = state.deal_number - 1
        for field, values in (("scores", state.scores), ("marks", state.marks)):
            if values is None:
                continue
            if len(values) != n or any(not isinstance(v, int) or v < 0 for v in values):
                raise SetupError(f"{field}: {n} whole numbers >= 0 are needed, not {list(values)!r}")
            setattr(self, field, list(values))
        if state.tokens is not None:
            if len(state.tokens) != n:
                raise SetupError(f"tokens: one list per seat ({n}) is needed")
            seen = 0
            for seat, held in enumerate(state.tokens):
                try:
                    mask = mask_of(parse_tile(t) for t in held)
                except ValueError as exc:
                    raise SetupError(f"tokens[{seat}]: {exc}") from None
                if mask & seen or len(held) != mask.bit_count():
                    raise SetupError(f"WS-6: a token is held twice (tokens[{seat}])")
                if mask & (BIT[DOUBLE[0]] | ~(sum(BIT[DOUBLE[v]] for v in range(1, 7)))):
                    raise SetupError(f"WS-7: tokens are the doubles 1-1 to 6-6 (tokens[{seat}])")
                seen |= mask
                self.tokens[seat] = mask
            # WS-2/WS-6: only the heads of deals already decided can be tokens. A later head out of
            # play could never be dealt, and its deal would be dealt again for ever (WS-3).
            to_come = mask_of(DOUBLE[v] for v in range(state.deal_number, 7))
            if self.variant.match_kind == "tokens" and seen & to_come:
                raise SetupError(
                    f"WS-2: {names(seen & to_come)[0]} leads a deal still to come (deal {state.deal_number} is next)"
                    " and cannot be a token yet"
                )
        if state.leader is not None:
            if not 0 <= state.leader < n:
                raise SetupError(f"C-2: leader must be a seat 0 to {n - 1}, not {state.leader}")
            self.due = state.leader
        self._refuse_decided_state()

    def _refuse_decided_state(self) -> None:
        """A match state in which the match is already won cannot be played on."""
        rule = self.variant.match_rule
        kind = self.variant.match_kind
        if kind == "tokens" and max(t.bit_count() for t in self.tokens) >= TOKENS_TO_WIN:
            raise SetupError(f"{rule}: a seat already holds {TOKENS_TO_WIN} tokens: the match is over")
        if kind == "points" and max(self.scores) >= self.rules.option("target"):
            raise SetupError(f"{rule}: a score already reaches the target: the match is over")
        if kind == "marks" and max(self.marks) >= self.rules.option("losses"):
            raise SetupError(f"{rule}: a seat already has {self.rules.option('losses')} loss marks: the match is over")

    # ---- dealing ------------------------------------------------------------------------------
    @property
    def out_of_play(self) -> TileSet:
        """Tiles out of play for the whole match so far: White Snake's tokens (WS-6)."""
        held = 0
        for t in self.tokens:
            held |= t
        return held

    def _start_deal(self) -> Deal:
        cls = self.variant
        excluded = self.out_of_play
        while True:
            if self._scripted_pos < len(self._scripted):
                setup = self._scripted[self._scripted_pos]
                self._scripted_pos += 1
                source = "given"
                try:
                    cls.check_setup(self.rules, setup, excluded)
                except SetupError as exc:
                    raise SetupError(f"deals[{self._scripted_pos - 1}]: {exc}") from None
            else:
                rng = random.Random(f"{self.seed}:{self._serial}")
                setup = cls.shuffled_setup(self.rules, rng, self.due, excluded)
                source = "seed"
            self._serial += 1
            due = setup.leader if setup.leader is not None else self.due
            self.history.append(Event("deal", number=self.deal_number, rule=source, setup=setup))
            leader = cls.find_leader(self.rules, setup, due, self.deal_number)
            if leader is not None:
                break
            self.history.append(Event("redeal", number=self.deal_number, rule=cls.redeal_rule))
        passed = cls.leader_given and leader != due
        deal = cls(
            self.rules,
            setup,
            leader,
            number=self.deal_number,
            excluded=excluded,
            events=self.history,
            due=due if passed else None,
        )
        self.history.append(Event("lead", leader, other=due if passed else -1))
        return deal

    # ---- queries ------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def turn(self) -> int:
        """The seat to move (-1 once the match is over)."""
        if self.result is not None:
            return -1
        if self.stealer >= 0:
            return self.stealer
        return self.deal.turn

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        if self.stealer >= 0:
            return [Move.steal(t) for t in iter_tiles(self._stealable())]
        return self.deal.legal_moves()

    def _stealable(self) -> TileSet:
        return self.out_of_play & ~self.tokens[self.stealer]

    def copy(self) -> Match:
        """An independent copy of the match as it stands (the undo stack is not copied)."""
        clone = object.__new__(Match)
        clone.__dict__.update(self.__dict__)
        clone.history = self.history[:]
        clone._public = [seen[:] for seen in self._public]
        clone.tokens = self.tokens[:]
        clone.scores = self.scores[:]
        clone.marks = self.marks[:]
        clone._scripted = self._scripted[:]
        clone._stack = []
        clone.deal = self.deal.copy(events=False)
        clone.deal.events = clone.history
        return clone

    def public_history(self, seat: int) -> tuple[Event, ...]:
        """Every event of the match so far as ``seat`` may see it (:func:`~dominohall.events.public_event`)."""
        seen = self._public[seat]
        history = self.history
        if len(seen) < len(history):
            seen.extend(public_event(e, seat) for e in history[len(seen) :])
        return tuple(seen)

    def view(self, seat: int) -> Any:
        """What ``seat`` may see (C-4): see :class:`dominohall.views.View`."""
        from dominohall.views import View

        return View.of(self, seat)

    # ---- moves --------------------------------------------------------------------------------
    def play(self, move: Move | str, seat: int | None = None) -> Move:
        """Make a move (a :class:`Move` or its notation), checked; ``seat``, if given, must be the
        seat to move. Raises :class:`IllegalMoveError` naming the rule, and changes nothing."""
        m = parse_move(move)
        if self.result is not None:
            raise IllegalMoveError("C-8", "the match is over")
        if seat is not None and seat != self.turn:
            raise IllegalMoveError("C-2", f"it is seat {self.turn}'s turn, not seat {seat}'s")
        if m not in self.legal_moves():
            if self.stealer >= 0:
                if m.kind != "steal":
                    raise IllegalMoveError("WS-7", f"seat {self.stealer} won a 0-0 deal and must steal a token")
                raise IllegalMoveError("WS-7", f"{m.tile_name} is not a token another player holds")
            rule, reason = self.deal.why_illegal(m)
            raise IllegalMoveError(rule, reason)
        self.push(m)
        return m

    def push(self, move: Move) -> None:
        """Make a legal move without checking it (for search); undo with :meth:`pop`."""
        saved = (
            self.deal,
            self.tokens[:],
            self.scores[:],
            self.marks[:],
            self.deal_number,
            self.deals_played,
            self.stealer,
            self.result,
            len(self.history),
            self._serial,
            self._scripted_pos,
            self.due,
        )
        if self.stealer >= 0:
            self._steal(move)
            self._stack.append((False, saved))
            return
        self.deal.push(move)
        self._stack.append((True, saved))
        if self.deal.result is not None:
            self._after_deal(self.deal.result)

    def pop(self) -> Move:
        """Undo the last :meth:`push` (or :meth:`play`) and return its move."""
        deal_move, saved = self._stack.pop()
        (
            self.deal,
            self.tokens,
            self.scores,
            self.marks,
            self.deal_number,
            self.deals_played,
            stealer,
            self.result,
            n_events,
            self._serial,
            self._scripted_pos,
            self.due,
        ) = saved
        move: Move | None = self.history[n_events].move
        if deal_move:
            move = self.deal.pop()
        self.stealer = stealer
        del self.history[n_events:]
        for seen in self._public:
            del seen[n_events:]
        assert move is not None
        return move

    # ---- between deals ------------------------------------------------------------------------
    def _after_deal(self, result: DealResult) -> None:
        kind = self.variant.match_kind
        if result.ending is Ending.VOID:
            self._next_deal()  # WS-5: replayed with the same head
            return
        self.deals_played += 1
        if kind == "tokens":
            self._after_snake_deal(result)
            return
        if kind == "marks":
            for s in result.losers:
                self.marks[s] += 1
            self.due = self._sausage_leader(result)
            losses: int = self.rules.option("losses")
            if max(self.marks) >= losses:
                losers = tuple(s for s in range(self.n) if self.marks[s] >= losses)
                ranking = tuple(sorted(range(self.n), key=lambda s: (self.marks[s], s)))
                fewest = self.marks[ranking[0]]
                winners = tuple(s for s in ranking if self.marks[s] == fewest and s not in losers)
                self._end_match(MatchResult(winners, losers, ranking, "SA-10"))
                return
        else:
            for s in range(self.n):
                self.scores[s] += result.points[s]
            if result.winners:
                self.due = result.winners[0]  # the winner leads the next deal
            else:
                # [decision] a tied deal has no winner: the lead moves on to the next seat.
                self.due = (self.deal.leader + 1) % self.n
            target: int = self.rules.option("target")
            if max(self.scores) >= target:
                top = max(self.scores)
                winners = tuple(s for s in range(self.n) if self.scores[s] == top)
                self._end_match(self._ranked(winners, self.scores, self.variant.match_rule))
                return
        self._next_deal()

    def _ranked(self, winners: tuple[int, ...], values: list[int], rule: str) -> MatchResult:
        ranking = tuple(sorted(range(self.n), key=lambda s: (-values[s], s)))
        losers = tuple(s for s in range(self.n) if s not in winners)
        return MatchResult(winners, losers, ranking, rule)

    def _sausage_leader(self, result: DealResult) -> int:
        # SA-2: the loser leads the next deal; of tied losers, the first to the left of the leader.
        previous = self.deal.leader
        for k in range(1, self.n + 1):
            seat = (previous + k) % self.n
            if seat in result.losers:
                return seat
        return previous  # pragma: no cover - a decided Sausage deal always has a loser

    def _after_snake_deal(self, result: DealResult) -> None:
        winner = result.winners[0]
        head = head_of(self.deal_number)
        self.deal_number += 1
        if head != DOUBLE[0]:
            self.tokens[winner] |= BIT[head]
            self.history.append(Event("token", winner, tiles=(head,)))
        else:
            self.stealer = winner
            stealable = self._stealable()
            if stealable.bit_count() == 1:
                self._steal(Move.steal(stealable.bit_length() - 1))
                return
            if stealable:
                return  # WS-7: the winner chooses (a move)
            self.stealer = -1
        self._check_tokens()

    def _steal(self, move: Move) -> None:
        tile = move.tile
        victim = next(s for s in range(self.n) if self.tokens[s] & BIT[tile])
        self.tokens[victim] &= ~BIT[tile]
        self.tokens[self.stealer] |= BIT[tile]
        self.history.append(Event("steal", self.stealer, move, other=victim))
        self.stealer = -1
        self._check_tokens()

    def _check_tokens(self) -> None:
        """WS-8: four tokens win, checked after every take and steal; ``max_deals`` may end it."""
        counts = [t.bit_count() for t in self.tokens]
        best = max(counts)
        if best >= TOKENS_TO_WIN:
            winners = tuple(s for s in range(self.n) if counts[s] == best)
            self._end_match(self._ranked(winners, counts, "WS-8"))
            return
        limit: int | None = self.rules.option("max_deals")
        if limit is not None and self.deals_played >= limit:
            winners = tuple(s for s in range(self.n) if counts[s] == best)
            self._end_match(self._ranked(winners, counts, "WS-8"))
            return
        self._next_deal()

    def _next_deal(self) -> None:
        self.deal = self._start_deal()

    def _end_match(self, result: MatchResult) -> None:
        self.result = result
        self.history.append(Event("match_end", match_result=result))

    def __repr__(self) -> str:
        state = "over" if self.result else f"seat {self.turn} to move"
        return f"<Match {self.variant.name} {self.n} players, deal {self.deals_played + 1}, {state}>"
