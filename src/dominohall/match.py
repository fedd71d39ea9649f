"""A match: deals until a winner. What wins it is the variant's :class:`~dominohall.standing.Standing`
(points, loss marks or tokens); the match itself only deals, plays and keeps the history.

Chance is explicit (C-3): every deal's tiles come either from a list of given setups or from the
match seed; deal ``i`` of a seeded match (redeals included) is shuffled by ``random.Random(f"{seed}:{i}")``,
so the same variant, options and seed give the same deals everywhere, and undo never needs to rewind
a generator.

>>> from dominohall import new_match
>>> m = new_match("block", players=2, seed=3)
>>> m.turn, len(m.legal_moves()), m.deals_dealt
(0, 7, 1)
>>> m.play(m.legal_moves()[0]).kind
'play'
>>> _ = m.pop(); len(m.history)
2
"""

from __future__ import annotations

import copy as copying
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from dominohall.deal import Deal
from dominohall.errors import IllegalMoveError, SetupError
from dominohall.events import (
    DealResult,
    Dealt,
    Ending,
    Event,
    Led,
    MatchEnded,
    MatchResult,
    Redealt,
    Stole,
    public_event,
)
from dominohall.moves import Move, parse_move
from dominohall.rules import Rules
from dominohall.setup import DealSetup
from dominohall.standing import Standing, check_counts
from dominohall.tiles import TileSet

if TYPE_CHECKING:
    from dominohall.views import View


# What a match is doing: playing a deal; between deals, the next not dealt yet; waiting for a
# decision between deals (WS-7); over; between deals, waiting for the caller to give the next deal's
# tiles (a match made with ``wait_for_deals``). (Final: the compiled build reads them as constants.)
PLAYING: Final = 0
DEAL_DUE: Final = 1
DECIDING: Final = 2
OVER: Final = 3
WAITING: Final = 4


@dataclass(frozen=True, slots=True)
class MatchState:
    """Where a match stands before a deal, to start a match part-way through.

    ``deal_number`` is White Snake's deal number (WS-2: decided deals plus one); ``tokens`` the
    doubles each seat holds (WS-6), ``scores`` the points (TW-7, MC-8, R-1), ``marks`` the losses
    (SA-10); ``leader`` the seat due to lead the next deal where the rules leave it to the match;
    ``deals_dealt`` how many deals were dealt before (by default ``deal_number - 1``).
    """

    deal_number: int = 1
    tokens: tuple[tuple[str, ...], ...] | None = None
    scores: tuple[int, ...] | None = None
    marks: tuple[int, ...] | None = None
    leader: int | None = None
    deals_dealt: int | None = None


class Match:
    """A whole match of one variant. Use :func:`dominohall.new_match` to make one."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        deals: Sequence[DealSetup] = (),
        state: MatchState | None = None,
        *,
        wait_for_deals: bool = False,
    ) -> None:
        self.rules = rules
        self.start_state = state
        self.wait_for_deals = wait_for_deals
        """Whether the match waits for each deal's setup (:meth:`give_deal`) once the given ones run
        out, instead of shuffling by the seed: a caller that makes the chance outcomes itself (the
        OpenSpiel games, :mod:`dominohall.openspiel`) sees the match between deals, not yet dealt."""
        """The match state this match started from, if not the beginning."""
        self.variant: type[Deal] = rules.deal_class
        self.seed = secrets.randbelow(2**63) if seed is None else seed
        n = self.n = rules.players
        self._past: list[Event] = []
        """Every event before the live deal's own (:attr:`Deal.events`), which join it when it ends."""
        self._public: list[list[Event]] = [[] for _ in range(n)]
        """Per seat, the history as that seat may see it, as far as it has been asked for (views
        are made after every move: this keeps each event's public form from being made again)."""
        self._public_made: list[tuple[Event, ...] | None] = [None] * n
        """Per seat, :meth:`public_history` as last returned, returned again while nothing happened."""
        # Each seat's standing, as the variant's standing counts it (only one of them is used).
        self.tokens: list[TileSet] = [0] * n
        self.scores: list[int] = [0] * n
        self.marks: list[int] = [0] * n
        self.deal_number = 1
        """The rules' deal number (WS-2: decided deals plus one); 1 where a variant has none."""
        self.deals_played = 0
        """Deals decided so far (void deals do not count)."""
        self._dealt = 0
        """Deals dealt so far (:attr:`deals_dealt`)."""
        self.result: MatchResult | None = None
        self._scripted = list(deals)
        self._scripted_pos = 0
        self._serial = 0
        self._stack: list[tuple[Any, ...] | None] = []
        """Undo: ``None`` for a move inside the live deal, else the match as it was before the move."""
        if self.variant.first_leader_drawn:
            # SA-2: the first leader is chosen by the seeded draw.
            self.due = random.Random(f"{self.seed}:lead").randrange(n)
        else:
            self.due = 0  # seat 0 leads the first deal
        self.pending = -1
        """The seat that must make a decision between deals (WS-7), or -1 (:attr:`Standing.pending`)."""
        if state is not None:
            self._apply_state(state)
        self._deal: Deal = self._start_deal()
        self._mode = PLAYING
        """:data:`PLAYING` while the live deal goes on (the hot path); otherwise :data:`DEAL_DUE`,
        :data:`DECIDING` or :data:`OVER`, which every query looks at first."""

    @property
    def standing(self) -> Standing:
        """The variant's standing of this match (:mod:`dominohall.standing`), made when asked for: it
        keeps its state here, and the match keeps no reference to it (see :class:`Standing`)."""
        return self.variant.standing(self)

    def _apply_state(self, state: MatchState) -> None:
        n = self.n
        self.standing.start(state)
        if isinstance(state.deal_number, bool) or not isinstance(state.deal_number, int) or state.deal_number < 1:
            raise SetupError(f"deal_number counts from 1, not {state.deal_number!r}", field="deal_number")
        self.deal_number = state.deal_number
        self.deals_played = state.deal_number - 1
        dealt = state.deals_dealt if state.deals_dealt is not None else state.deal_number - 1
        if isinstance(dealt, bool) or not isinstance(dealt, int) or dealt < 0:
            raise SetupError(f"a whole number >= 0 is needed, not {dealt!r}", field="deals_dealt")
        self._dealt = dealt
        scores = check_counts("scores", state.scores, n)
        if scores is not None:
            self.scores = scores
        marks = check_counts("marks", state.marks, n)
        if marks is not None:
            self.marks = marks
        if state.leader is not None:
            if not 0 <= state.leader < n:
                raise SetupError(f"leader must be a seat 0 to {n - 1}, not {state.leader}", rule="C-2", field="leader")
            self.due = state.leader
        self.standing.refuse_decided()

    # ---- dealing ------------------------------------------------------------------------------
    @property
    def out_of_play(self) -> TileSet:
        """Tiles out of play for the whole match so far (White Snake's tokens, WS-6)."""
        return self.standing.out_of_play()

    def _start_deal(self) -> Deal:
        cls = self.variant
        excluded = self.out_of_play
        while True:
            if self._scripted_pos < len(self._scripted):
                setup = self._scripted[self._scripted_pos]
                self._scripted_pos += 1
                try:
                    cls.check_setup(self.rules, setup, excluded)
                except SetupError as exc:
                    raise exc.within("deals", self._scripted_pos - 1) from None
                source: Any = "given"
            elif self.wait_for_deals:
                raise SetupError(f"deal {self._dealt + 1} is not given (a match that waits for its deals)", rule="C-3")
            else:
                setup = cls.shuffled_setup(self.rules, f"{self.seed}:{self._serial}", self.due, excluded)
                source = "seed"
            self._serial += 1
            self._dealt += 1
            due = setup.leader if setup.leader is not None else self.due
            self._past.append(Dealt(self._dealt, self.deal_number, source, setup))
            leader = cls.find_leader(self.rules, setup, due, self.deal_number)
            if leader is not None:
                break
            self._past.append(Redealt(self._dealt, self.deal_number, cls.redeal_rule))
        passed = cls.leader_given and leader != due
        # number, count, excluded, due: positional, which a compiled constructor parses faster.
        deal = cls(self.rules, setup, leader, self.deal_number, self._dealt, excluded, due if passed else None)
        self._past.append(Led(leader, due if passed else None))
        return deal

    @property
    def deal(self) -> Deal:
        """The deal being played (or the one just finished, while a decision between deals is due or
        once the match is over). The next deal is dealt when it is first needed: a program that plays
        one deal of a match and moves on never pays for the next."""
        if self._mode == DEAL_DUE:
            self._mode = PLAYING
            self._deal = self._start_deal()
        return self._deal

    # ---- queries ------------------------------------------------------------------------------
    @property
    def deals_dealt(self) -> int:
        """Deals dealt so far, the live one included: every shuffle, redeals and void deals too."""
        if self._mode == DEAL_DUE:
            self._deal = self.deal
        return self._dealt

    @property
    def history(self) -> list[Event]:
        """Every event of the match so far, in order (a new list)."""
        deal = self.deal
        if deal.result is None:
            return self._past + deal.events
        return self._past[:]

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def stealer(self) -> int:
        """The seat that must make a decision between deals (White Snake's steal, WS-7), or -1."""
        return self.pending

    @property
    def turn(self) -> int:
        """The seat to move (-1 once the match is over)."""
        if not self._mode:  # PLAYING
            return self._deal.turn
        if self._mode == OVER or self._mode == WAITING:
            return -1
        if self._mode == DECIDING:
            return self.pending
        return self.deal.turn

    def legal_moves(self) -> list[Move]:
        if not self._mode:  # PLAYING: the hot path
            return self._deal.legal_moves()
        if self._mode == OVER or self._mode == WAITING:
            return []
        if self._mode == DECIDING:
            return self.standing.moves()
        return self.deal.legal_moves()

    @property
    def live_scores(self) -> tuple[int, ...]:
        """Each seat's points as they stand now: :attr:`scores` (the decided deals') and the points the
        live deal's plays have scored so far (:attr:`Deal.scored <dominohall.deal.Deal.scored>`, a
        game whose plays score), which the deal's result counts when it is settled. What views,
        replays and the standing show in the middle of a deal."""
        deal = self._deal
        if deal.result is not None or not deal.scores_plays:
            return tuple(self.scores)
        return tuple([self.scores[s] + deal.scored[s] for s in range(self.n)])

    @property
    def returns(self) -> tuple[float, ...]:
        """What the match is worth to each seat once it is over (:mod:`dominohall.outcome`); zeros before."""
        if self.result is None:
            return (0.0,) * self.n
        return self.result.returns

    def copy(self) -> Match:
        """An independent copy of the match as it stands (the undo stack is not copied)."""
        # A match made afresh, then given this one's state attribute by attribute (a compiled match has
        # no __dict__ to copy); its first deal is dealt and dropped, which is no cost off the hot path.
        clone = Match(self.rules, self.seed, self._scripted, self.start_state, wait_for_deals=self.wait_for_deals)
        clone._past = self._past[:]
        clone._public = [seen[:] for seen in self._public]
        clone._public_made = self._public_made[:]
        clone.tokens = self.tokens[:]
        clone.scores = self.scores[:]
        clone.marks = self.marks[:]
        clone.deal_number = self.deal_number
        clone.deals_played = self.deals_played
        clone._dealt = self._dealt
        clone.result = self.result
        clone._scripted_pos = self._scripted_pos
        clone._serial = self._serial
        clone.due = self.due
        clone.pending = self.pending
        clone._deal = self._deal.copy()
        clone._mode = self._mode
        return clone

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (an OpenSpiel state's serialisation) as a new match of the same rules and every
        # attribute's value, as a deal is (Deal.__reduce__): a compiled match is made only through its
        # constructor, and takes its state from the dictionary a plain one keeps in ``__dict__``.
        return (type(self), (self.rules, self.seed, self._scripted, self.start_state), self.__getstate__())

    def __deepcopy__(self, memo: dict[int, Any]) -> Match:
        """An independent copy, its undo stack too (``copy.deepcopy``: OpenSpiel clones a state so). A
        compiled match is made only through its constructor: it is copied as :meth:`copy` copies it,
        then its deal and the undo stack's snapshots are deep-copied together (a snapshot that names
        the deal names the copy)."""
        clone = self.copy()
        clone._deal = copying.deepcopy(self._deal, memo)
        clone._stack = copying.deepcopy(self._stack, memo)
        return clone

    def with_world(self, world: Deal, seat: int) -> Match:
        """A copy of the match that plays ``world`` as its live deal: a deal ``seat`` cannot tell from
        this one (:func:`dominohall.sampling.sample_world`), for a search over whole matches. The
        world's history is this deal's as ``seat`` saw it (other seats' draws without their tiles)."""
        if self._mode != PLAYING:
            raise ValueError("only a deal being played can be imagined otherwise")
        clone = self.copy()
        world.events = [public_event(e, seat) for e in self._deal.events]
        clone._deal = world
        clone._public = [[] for _ in range(self.n)]  # told again from the imagined history
        clone._public_made = [None] * self.n
        return clone

    def public_history(self, seat: int) -> tuple[Event, ...]:
        """Every event of the match so far as ``seat`` may see it (:func:`~dominohall.events.public_event`)."""
        seen = self._public[seat]
        history = self.history
        made = self._public_made[seat]
        if len(seen) < len(history):
            seen.extend(public_event(e, seat) for e in history[len(seen) :])
            made = None
        if made is None:  # else asked again before anything happened (each view of the seat, each bot)
            made = self._public_made[seat] = tuple(seen)
        return made

    def view(self, seat: int) -> View:
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
        if self._mode == WAITING:
            raise IllegalMoveError("C-3", "the next deal is not dealt yet")
        if m not in self.legal_moves():
            if self.pending >= 0:
                raise IllegalMoveError(*self.standing.explain(m))
            raise IllegalMoveError(*self.deal.why_illegal(m))
        self.push(m)
        return m

    def push(self, move: Move) -> None:
        """Make a legal move without checking it (for search); undo with :meth:`pop`."""
        mode = self._mode
        if mode == DEAL_DUE:
            self._deal = self.deal  # the next deal is dealt now, and played from here
            mode = PLAYING
        if not mode:  # PLAYING: the hot path
            deal = self._deal
            deal.push(move)
            if deal.result is None:
                # The hot path: only the deal changed, and the deal keeps its own undo information.
                self._stack.append(None)
                return
            # A move inside the deal changes nothing of the match: what stands now stood before it.
            self._stack.append(self._snapshot())
            self._after_deal(deal.result)
            return
        if mode == WAITING:
            raise IllegalMoveError("C-3", "the next deal is not dealt yet")
        self._stack.append(self._snapshot())
        self.standing.decide(move)
        self._after_between()

    def _snapshot(self) -> tuple[Any, ...]:
        return (
            self._mode,
            self._deal,
            self.tokens[:],
            self.scores[:],
            self.marks[:],
            self.deal_number,
            self.deals_played,
            self._dealt,
            self.pending,
            self.result,
            len(self._past),
            self._serial,
            self._scripted_pos,
            self.due,
        )

    def pop(self) -> Move:
        """Undo the last :meth:`push` (or :meth:`play`) and return its move."""
        saved = self._stack.pop()
        if saved is None:
            move = self._deal.pop()
        else:
            (
                self._mode,
                self._deal,
                self.tokens,
                self.scores,
                self.marks,
                self.deal_number,
                self.deals_played,
                self._dealt,
                self.pending,
                self.result,
                n_past,
                self._serial,
                self._scripted_pos,
                self.due,
            ) = saved
            if self.pending >= 0:
                decision = self._past[n_past]  # the decision between deals (WS-7)
                assert isinstance(decision, Stole)
                move = decision.move
            else:
                move = self._deal.pop()  # the move that ended the deal
            del self._past[n_past:]
        # Undo takes events off the end of the history only: each seat's public copy is cut to match.
        length = len(self._past) + (len(self._deal.events) if self._deal.result is None else 0)
        for seat, seen in enumerate(self._public):
            if len(seen) > length:
                del seen[length:]
                self._public_made[seat] = None
        return move

    # ---- between deals ------------------------------------------------------------------------
    def _after_deal(self, result: DealResult) -> None:
        self._past.extend(self._deal.events)
        if result.ending is not Ending.VOID:  # WS-5: a void deal decides nothing and is dealt again
            self.deals_played += 1
            self.standing.settle(result)
        self._after_between()

    def _after_between(self) -> None:
        if self.result is not None:
            self._mode = OVER
        elif self.pending >= 0:
            self._mode = DECIDING
        elif self.wait_for_deals and self._scripted_pos >= len(self._scripted):
            self._mode = WAITING
        else:
            self._mode = DEAL_DUE

    @property
    def waiting(self) -> bool:
        """Whether the match waits for its next deal to be given (:meth:`give_deal`): only a match
        made with ``wait_for_deals``, between deals. Meanwhile no one is to move (:attr:`turn` is -1)
        and :attr:`deal` is the deal just finished."""
        return self._mode == WAITING

    def give_deal(self, setup: DealSetup) -> None:
        """Add the setup of a coming deal (checked when it is dealt); a match that waits for its next
        deal deals it when next asked. Give a deal the rules deal again (WS-3, TW-2, MC-2) with the one
        that follows it, as :attr:`Match.deal` deals them one after the other."""
        self._scripted.append(setup)
        if self._mode == WAITING:
            self._mode = DEAL_DUE

    def note(self, event: Event) -> None:
        """Add an event between deals to the history (a standing's: a token taken, a steal)."""
        self._past.append(event)

    def end(self, result: MatchResult) -> None:
        """End the match with ``result`` (called by the standing)."""
        self.result = result
        self._past.append(MatchEnded(result))

    def __repr__(self) -> str:
        state = "over" if self.result else f"seat {self.turn} to move"
        return f"<Match {self.variant.name} {self.n} players, deal {self._dealt}, {state}>"
