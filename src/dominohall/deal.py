"""One deal: hands, stock, turns, drawing, passing, blocking — and the hooks each variant fills in.

:class:`Deal` holds what every variant shares (C-2 … C-9). A variant is a subclass in
``dominohall.variants`` that declares its static facts (name, players, options, how tiles are dealt,
how its matches are won) and overrides a few hooks: which tiles may lead, which tiles are playable on
the layout now, where a tile may go, how a play changes the layout, and how a deal is settled.

The state is mutable with :meth:`Deal.push` / :meth:`Deal.pop` for search (like python-chess's board);
:meth:`Deal.play` is the checked way in, and raises :class:`~dominohall.errors.IllegalMoveError`,
naming the rule broken, without changing anything. Dealing (:mod:`dominohall.setup`), the rules spec
(:mod:`dominohall.rules`) and the match (:mod:`dominohall.match`) live in their own modules.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, Protocol

from dominohall.errors import IllegalMoveError, SetupError
from dominohall.events import DealEnded, DealResult, Drew, Ending, Event, Passed, Played, Scored
from dominohall.extensible import mypyc_attr
from dominohall.moves import LEADS, PASS, Move, parse_move
from dominohall.options import Option, OptionValue
from dominohall.outcome import scored_returns
from dominohall.ratings import RatingParameters
from dominohall.rules import Rules, check_players, make_rules, player_counts
from dominohall.setup import DealSetup, check_setup, shuffled_setup
from dominohall.tiles import BIT, DOUBLES_MASK, Tile, TileSet, iter_tiles, mask_pips
from dominohall.wording import Wording

if TYPE_CHECKING:
    from dominohall.layouts import Layout
    from dominohall.standing import Standing
    from dominohall.views import View

__all__ = ["Deal", "DealSetup", "Rules", "check_players", "make_rules", "player_counts"]

_PASS_EVENTS: Final = tuple(Passed(seat) for seat in range(64))
_PLAYED: Final[list[dict[Move, Played]]] = [{} for _ in range(64)]
"""Per seat, the play events made so far, by move (a move's hash is worked out once): a frozen event is
slower to make than to find, and every move of every deal makes one. At most 91 tiles x 11 ends a
seat (cuts are not kept)."""


def _played(seat: int, move: Move) -> Played:
    if move.kind != "play":
        return Played(seat, move)
    known = _PLAYED[seat]
    event = known.get(move)
    if event is None:
        event = known[move] = Played(seat, move)
    return event


class RandomSource(Protocol):
    """Where a playout draws its numbers: a ``random.Random``, or anything else with its ``random()``
    (:class:`dominohall.bots.search.Draws` gives each move a search compares the same numbers)."""

    def random(self) -> float: ...


@mypyc_attr(allow_interpreted_subclasses=True)
class Deal:
    """One deal of a variant. Subclasses set the class attributes and override the hooks."""

    # ---- static facts: each variant sets these -------------------------------------------------
    name: ClassVar[str] = ""
    """The variant's name, as used everywhere (``"sausage-one-way"``)."""
    title: ClassVar[str] = ""
    """The name people know the game by, in English, marked for the catalogs (``N_("Twins")``), which
    translate it (:meth:`dominohall.i18n.Texts.variant`)."""
    rule_prefix: ClassVar[str] = ""
    """The prefix of the variant's rule IDs in RULES.md (``"SA"``)."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int | None] = 4
    option_specs: ClassVar[tuple[Option, ...]] = ()
    standing: ClassVar[type[Standing]]
    """How the variant's matches are won (:mod:`dominohall.standing`): points to a target, loss marks,
    or tokens. Set by each variant."""
    draws: ClassVar[bool] = False
    """Whether a player who cannot play draws from the stock (C-6)."""
    stock_reserve: ClassVar[int] = 0
    """Tiles at the bottom of the stock that are never drawn (R-2)."""
    leader_given: ClassVar[bool] = True
    """Whether the match (or an explicit setup) names the leading seat; False where the tiles decide."""
    default_players: ClassVar[int] = 2
    """The player count used where none is given (environments, the lobby's first choice)."""
    end_names: ClassVar[tuple[str, ...]] = ()
    """The ends a play may name (N), in the order moves list them; ``()`` where a play names none."""
    cut_sides: ClassVar[tuple[str, ...]] = ()
    """The sides a cut may name (SA-6: ``L``, ``R``; SA-11: one cut, ``""``); ``()`` where nothing is cut."""
    first_rule: ClassVar[str] = ""
    """The rule that introduces the variant, to describe it in one sentence (its deal rule if empty)."""
    deal_rule: ClassVar[str] = "C-1"
    """The rule that says how the tiles are dealt (for error messages)."""
    score_rule: ClassVar[str] = "C-8"
    """The rule that settles a deal (who wins, what is scored)."""
    match_rule: ClassVar[str] = ""
    """The rule that says how a match is won."""
    first_leader_drawn: ClassVar[bool] = False
    """Whether the seat to lead a match's first deal is drawn by lot (SA-2) rather than seat 0."""
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {}
    """How many deals a match usually takes, by player count: the 10th, 50th and 90th percentile over
    matches of ``greedy`` bots with the default options, measured by ``benchmarks/match_length.py``
    (the terminal shows them when a match starts; ``/api/variants`` serves them, and the lobby says
    them where a variant has them)."""
    scores_plays: ClassVar[bool] = False
    """Whether plays score points during the deal (:meth:`_play_points`), as in the Fives games. Off by
    default: no existing game scores before a deal ends, and its deals do not call the hook."""
    play_score_rule: ClassVar[str] = ""
    """The rule that scores a play (named by each :class:`~dominohall.events.Scored` event)."""
    points_scale: ClassVar[float] = 0.0
    """What a position is worth counts the points scored too (:meth:`worth`): a seat's points above
    the others' mean, divided by this, are added to its return. 0 (the default): only the outcome
    counts, as in every game whose points only follow from winning."""
    caches: ClassVar[tuple[str, ...]] = ()
    """Attributes worked out from the rest of the state and kept for speed (not state: undo may drop
    them). Every other attribute must come back after a move undone and be the same in a copy
    (``tests/engine/test_state_roundtrip.py`` checks every variant)."""
    numbered_deals: ClassVar[bool] = False
    """Whether the rules number the deals (WS-2: the number picks the head, and a deal dealt again
    keeps it): people then count deals by :attr:`number`, elsewhere by :attr:`count`."""
    words: ClassVar[Wording] = Wording()
    """The phrases of the game's own rules (:mod:`dominohall.wording`): why its own rules refuse a
    move, why a tile is not lit, why a deal was dealt again. The default says nothing of its own."""
    rule_sentences: ClassVar[Mapping[str, str]] = {}
    """Each rule of the game's section of RULES.md, in one sentence in English marked for the catalogs
    (``N_``): what :meth:`dominohall.i18n.Texts.rule` says and the browser's ``rules``. A game that
    extends another lists only the rules it adds (the other's are found in its class)."""

    # ---- facts for the programs around the engine ----------------------------------------------
    # Each variant states the first three (a subclass inherits them); the registry refuses a class
    # that leaves one out (dominohall.variants.register), so that no game gets a budget measured for
    # another by accident.
    search_iterations: ClassVar[int]
    """The ``ismcts`` bot's default level: iterations a move, measured so that a move takes at most
    about half a second on 2 cores (``benchmarks/strength.py``)."""
    analysis_rate: ClassVar[float]
    """Continuations a second of the post-game analysis with the ``random`` policy, world sampling
    included, on one core (``benchmarks/decision_weight.py --rates``): what an analysis budget in
    seconds is turned into (:func:`dominohall.analysis.plan`)."""
    short_match: ClassVar[Mapping[str, OptionValue]]
    """Options that keep a match to a deal or a few (what tests and demos play), e.g. a low target."""
    fit_rules: ClassVar[tuple[str, ...]]
    """The rules that refuse a held tile on an end that shows neither of its numbers: the game's
    matching rule, and any rule of where tiles go that is said first (SA-4: the row's end is closed).
    No other rule may refuse it (issue 23: Twins said its twins rule, TW-4, of a tile that did not
    match); the tests check every registered game's refusals against it."""
    search_root: ClassVar[Literal["halving", "ucb"]] = "halving"
    """How the ``ismcts`` bot chooses its own move (:mod:`dominohall.bots.ismcts`)."""
    greedy_doubles_first: ClassVar[bool] = False
    """Whether the ``greedy`` bot plays doubles early: where a double is only a tile that fits fewer
    ends (no rule of the game gives doubles a part of their own)."""
    rating: ClassVar[RatingParameters]
    """The rating model's parameters (:mod:`dominohall.ratings`): the luck of one match (``beta``),
    a new player's uncertainty, the drift, and when a player stops being provisional — fitted on
    simulated matches by ``benchmarks/ratings.py`` (docs/ratings.md)."""
    rating_anchors: ClassVar[Mapping[str, float]]
    """The fixed rating of each bot level that may sit at a rated table (its spec: ``greedy``),
    measured by ``benchmarks/ratings.py``; a level without one is refused there."""
    rating_fitted_at: ClassVar[Mapping[str, OptionValue]] = {}
    """Options :attr:`rating` was fitted at besides the defaults (``benchmarks/ratings.py`` plays a
    short match where the default one is too slow to simulate): a rated table may be set to them
    too, and to nothing else (``server/accounts.py``)."""

    # ---- static hooks ---------------------------------------------------------------------------
    @classmethod
    def check_rules(cls, players: int, options: Mapping[str, OptionValue]) -> None:
        """Refuse combinations of players and options that the variant does not allow."""

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        """``(hand size, stock size)`` for a deal of ``tiles_in_play`` tiles; the rest is set aside."""
        raise NotImplementedError

    @classmethod
    def rating_teams(cls, rules: Rules) -> tuple[tuple[int, ...], ...]:
        """Who is rated together (:mod:`dominohall.server.ratings`): each seat alone, unless the rules
        make partnerships."""
        return tuple((s,) for s in range(rules.players))

    @classmethod
    def find_leader(cls, rules: Rules, setup: DealSetup, due: int, number: int) -> int | None:
        """The seat that leads, given the seat ``due`` to lead; ``None`` if the deal must be dealt
        again (WS-3, TW-2, MC-2)."""
        return due

    redeal_rule: ClassVar[str] = ""

    # ---- construction -------------------------------------------------------------------------
    def __init__(
        self,
        rules: Rules,
        setup: DealSetup,
        leader: int,
        number: int = 1,
        count: int = 1,
        excluded: TileSet = 0,
        due: int | None = None,
    ) -> None:
        """``due`` is the seat that was due to lead, where the rules may pass the lead on (SA-11)."""
        self.rules = rules
        self.setup = setup
        self.n = rules.players
        self.pip_mask = rules.pip_mask
        """The tiles of the set in use that show each number (the hot paths index it)."""
        self.number = number
        """The rules' deal number (WS-2: decided deals plus one, which picks the head); 1 in variants
        that have none. Not the count people see: that is :attr:`count`."""
        self.count = count
        """How many deals the match has dealt, this one included (redeals and void deals too)."""
        self.excluded = excluded
        """Tiles out of play for the whole deal (White Snake tokens, WS-1)."""
        self.leader = leader
        self.hands: list[TileSet] = list(setup.hands)
        self.stock = setup.stock
        self.stock_pos = 0
        """How many tiles have been drawn from the stock."""
        self.set_aside = setup.set_aside
        self.turn = leader
        self.passes = 0
        """Passes in succession since the last play (C-8)."""
        self.out = 0
        """Seats that have played out and left the deal (Sausage, SA-8), as a bitmask."""
        self.played: TileSet = 0
        """Tiles on the layout now (or, in Sausage, also those taken back from it)."""
        self.result: DealResult | None = None
        self.events: list[Event] = []
        """This deal's own events, from the first play to its end (the match keeps the rest)."""
        self.known_absent: list[TileSet] = [0] * self.n
        """Per seat: tiles every other player knows this seat does not hold (from passes, draws)."""
        self.known_held: list[TileSet] = [0] * self.n
        """Per seat: tiles every other player knows this seat holds (taken from a cut)."""
        self.scored: tuple[int, ...] = (0,) * self.n
        """Per seat: points scored by plays so far in this deal (:attr:`scores_plays`); a tuple, replaced
        and never changed in place, so the undo stack and copies share it."""
        self._stack: list[tuple[Any, ...]] = []
        self._init_layout()
        if due is not None and due != leader:
            self._lead_passed(due)

    def _lead_passed(self, due: int) -> None:
        """The lead passed from ``due`` to the leader; what that tells everyone (SA-11: the seats it
        passed over hold no double)."""
        known = self.known_absent[:]
        seat = due
        while seat != self.leader:
            known[seat] |= DOUBLES_MASK & self.rules.full_set
            seat = (seat + 1) % self.n
        self.known_absent = known

    @classmethod
    def new(
        cls,
        rules: Rules,
        setup: DealSetup,
        *,
        number: int = 1,
        excluded: TileSet = 0,
    ) -> Deal:
        """A deal from an explicit setup, checked against the rules (:class:`SetupError` if not)."""
        cls.check_setup(rules, setup, excluded)
        due = setup.leader if setup.leader is not None else 0
        leader = cls.find_leader(rules, setup, due, number)
        if leader is None:
            raise SetupError("nobody can lead this deal; the rules deal it again", rule=cls.redeal_rule)
        passed = due if cls.leader_given else None
        return cls(rules, setup, leader, number=number, excluded=excluded, due=passed)

    @classmethod
    def check_setup(cls, rules: Rules, setup: DealSetup, excluded: TileSet = 0) -> None:
        """Refuse an inconsistent setup (:func:`dominohall.setup.check_setup`)."""
        check_setup(cls, rules, setup, excluded)

    @classmethod
    def shuffled_setup(cls, rules: Rules, rng: random.Random | str, due: int, excluded: TileSet = 0) -> DealSetup:
        """Shuffle the tiles in play and deal them (C-3; :func:`dominohall.setup.shuffled_setup`): by
        ``rng``, or by ``random.Random(rng)`` when it is a text."""
        return shuffled_setup(cls, rules, rng, due, excluded)

    # ---- layout hooks -------------------------------------------------------------------------
    def _init_layout(self) -> None:
        """Set up an empty layout."""

    def _save_layout(self) -> Any:
        """What :meth:`_restore_layout` needs to undo one play."""
        raise NotImplementedError

    def _restore_layout(self, saved: Any) -> None:
        raise NotImplementedError

    def _lead_mask(self) -> TileSet:
        """Tiles that may lead (the leader's hand is intersected with this)."""
        return self.rules.full_set

    def playable_tiles(self) -> TileSet:
        """Every tile that could be played on the layout now, by anyone (after the lead)."""
        raise NotImplementedError

    def _placements(self, tile: Tile) -> list[Move]:
        """Every move with ``tile``, which is in :meth:`playable_tiles` (after the lead)."""
        raise NotImplementedError

    def _place(self, seat: int, move: Move) -> None:
        """Put the tile of ``move`` on the layout (the lead too: ``self.played`` is empty then)."""
        raise NotImplementedError

    def _explain(self, move: Move) -> tuple[str, str]:
        """Why a play of a held tile is illegal now: ``(rule ID, reason)``."""
        return "N", f"{move} is not a legal play here"

    def _explain_steal(self, move: Move) -> tuple[str, str]:
        """Why a steal is not a move of this deal (only White Snake has steals, between deals)."""
        return "N", f"{move} is not a move of {self.name}"

    def _settle_out(self, seat: int) -> None:
        """``seat`` has just played out: end the deal (or, in Sausage, let play go on).
        By default, as in the points games: the player out (and partner) wins."""
        self._settle_out_points(seat, self.score_rule)

    def _settle_block(self) -> None:
        """Every player passed in succession (C-8): settle on pips as the variant says.
        By default, as in the points games: fewest pips win."""
        self._settle_block_on_pips(self.score_rule)

    def layout(self) -> Layout:
        """The public layout, as an immutable value of one of the kinds of :data:`dominohall.layouts.Layout`."""
        raise NotImplementedError

    def open_ends(self) -> dict[str, int]:
        """Each end that may be played on now, with the number it shows."""
        raise NotImplementedError

    def layout_tiles(self) -> TileSet:
        """The tiles on the table now."""
        return self.played

    def _play_points(self, seat: int, move: Move) -> int:
        """Points ``seat`` scores by ``move``, just placed (the layout, :meth:`open_ends`, shows it):
        called after every play where :attr:`scores_plays` is set, and nowhere else. None by default."""
        return 0

    def worth(self) -> tuple[float, ...]:
        """What this position is worth to each seat: the one definition every search (``ismcts``, the
        solver, ``expert``), the analysis and the environments credit a finished (or cut-off) deal
        with. Its returns (:mod:`dominohall.outcome`: +1 won, -1 lost, shares), plus, where the game
        scores during play (:attr:`points_scale`), each seat's points above the others' mean over the
        scale (:func:`~dominohall.outcome.scored_returns`). A deal not over is worth only its points
        so far (nothing yet of its outcome)."""
        result = self.result
        if not self.points_scale:
            return result.returns if result is not None else (0.0,) * self.n
        if result is None:
            return scored_returns((0.0,) * self.n, self.scored, self.points_scale)
        return scored_returns(result.returns, result.points, self.points_scale)

    def greedy_bonus(self, view: View, move: Move, taken: int) -> float:
        """The ``greedy`` bot's score for what is particular to this game, added to the shared
        features (:mod:`dominohall.bots.greedy`); called on the bot's imagined world after ``move``
        (made from ``view``), ``taken``: tiles the move made the next player take. None by default."""
        return 0.0

    # ---- queries ------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def is_lead(self) -> bool:
        """Whether the next play is the lead (nothing is on the table yet)."""
        return not self.played

    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def hand_counts(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.hands)

    def hand_pips(self, seat: int) -> int:
        return mask_pips(self.hands[seat])

    def in_deal(self, seat: int) -> bool:
        return not self.out >> seat & 1

    def legal_moves(self) -> list[Move]:
        """The moves the player to move may make; ``[PASS]`` when stuck, ``[]`` once the deal ends."""
        if self.result is not None:
            return []
        hand = self.hands[self.turn]
        if not self.played:
            leads = []
            m = hand & self._lead_mask()
            while m:  # in tile order, as iter_tiles gives them
                low = m & -m
                leads.append(LEADS[low.bit_length() - 1])
                m ^= low
            return leads
        playable = hand & self.playable_tiles()
        if not playable:
            return [PASS]
        return self._plays(playable)

    def _plays(self, playable: TileSet) -> list[Move]:
        """Every move with the tiles of ``playable`` (held and playable now); a variant may override
        this for speed."""
        moves: list[Move] = []
        for t in iter_tiles(playable):
            moves += self._placements(t)
        return moves

    def _active_count(self) -> int:
        return self.n - self.out.bit_count()

    def _next_seat(self, seat: int) -> int:
        n, out = self.n, self.out
        seat = (seat + 1) % n
        while out >> seat & 1:
            seat = (seat + 1) % n
        return seat

    # ---- making moves -------------------------------------------------------------------------
    def play(self, move: Move | str) -> Move:
        """Make a move given as a :class:`Move` or in the notation, checking it first.

        Raises :class:`IllegalMoveError` naming the rule it breaks; the deal is then unchanged.
        """
        m = parse_move(move)
        if m not in self.legal_moves():
            rule, reason = self.why_illegal(m)
            raise IllegalMoveError(rule, reason)
        self.push(m)
        return m

    def why_illegal(self, move: Move) -> tuple[str, str]:
        """``(rule ID, reason)`` for a move that is not legal now."""
        if self.result is not None:
            return "C-8", "the deal is over"
        seat = self.turn
        if move.kind == "steal":
            return self._explain_steal(move)
        if move.kind == "pass":
            return "C-7", f"seat {seat} has a legal play and must make one (C-5): no voluntary pass"
        if not self.hands[seat] & BIT[move.tile]:
            return "C-4", f"seat {seat} does not hold {move.tile_name}"
        if self.legal_moves() == [PASS]:
            return "C-7", f"seat {seat} has no legal play and must pass"
        return self._explain(move)

    def push(self, move: Move) -> None:
        """Make a legal move without checking it (fast; for search). Undo it with :meth:`pop`."""
        # known_absent and known_held are replaced, never changed in place, so the snapshot can
        # share them.
        self._stack.append(
            (
                self.turn,
                self.passes,
                self.stock_pos,
                self.out,
                self.played,
                self.hands[:],
                self.known_absent,
                self.known_held,
                self.scored,
                len(self.events),
                self._save_layout(),
            )
        )
        self.apply(move)

    def apply(self, move: Move) -> None:
        """Make a legal move without checking it and with no undo information (the fastest way,
        for search on a copy)."""
        seat = self.turn
        if move.kind == "pass":
            self._learn_absent(seat, self.playable_tiles())
            self.events.append(_PASS_EVENTS[seat])
            self.passes += 1
            if self.passes >= self.n - self.out.bit_count():
                self._settle_block()
                return
        else:
            bit = BIT[move.tile]
            self.hands[seat] ^= bit
            if self.known_held[seat] & bit:
                held = self.known_held[:]
                held[seat] &= ~bit
                self.known_held = held
            self.passes = 0
            self.events.append(_played(seat, move))
            self._place(seat, move)
            self.played |= bit
            if self.scores_plays:
                self._score_play(seat, move)
            if not self.hands[seat]:
                self._settle_out(seat)
                if self.result is not None:
                    return
        self._advance(self._next_seat(seat))

    def _score_play(self, seat: int, move: Move) -> None:
        """Score the play just made (:meth:`_play_points`), in the deal and its history."""
        points = self._play_points(seat, move)
        if points:
            scored = list(self.scored)
            scored[seat] += points
            self.scored = tuple(scored)
            self.events.append(Scored(seat, points, self.play_score_rule))

    def _learn_absent(self, seat: int, absent: TileSet, keep: TileSet = -1) -> None:
        """Everyone learns that ``seat`` holds none of ``absent``; what it was known not to hold
        stays known only within ``keep``."""
        known = self.known_absent[:]
        known[seat] = (known[seat] | absent) & keep & self.rules.full_set
        self.known_absent = known

    def _advance(self, seat: int) -> None:
        """Give the turn to ``seat``, who draws first if the variant draws and they cannot play (C-6)."""
        self.turn = seat
        if not self.draws:
            return
        playable = self.playable_tiles()
        hand = self.hands[seat]
        if hand & playable:
            return
        limit = len(self.stock) - self.stock_reserve
        pos = self.stock_pos
        if pos >= limit:
            return
        drawn = []
        stock = self.stock
        while pos < limit:
            t = stock[pos]
            pos += 1
            drawn.append(t)
            hand |= BIT[t]
            if BIT[t] & playable:
                break
        self.stock_pos = pos
        self.hands[seat] = hand
        # What the others learn: the seat held none of the playable tiles, and drew k tiles of
        # which all but the last were unplayable; the last fits, unless the draw emptied the stock,
        # when they cannot tell until the seat moves (C-6: which tiles are drawn is private).
        keep = -1
        if pos >= limit:
            keep = 0
        else:
            if len(drawn) > 1:
                keep &= playable
            keep &= ~playable
        self._learn_absent(seat, playable, keep)
        self.events.append(Drew(seat, tuple(drawn)))

    def playout(self, rng: RandomSource, trace: list[Move] | None = None) -> DealResult:
        """Play the deal to its end with uniformly random legal moves, as fast as possible (for
        Monte Carlo bots and benchmarks), and return the result. The moves go into ``trace`` if
        one is given. No undo information is kept and a variant may skip the public history and
        the drawn layout on the way, so call this on a :meth:`copy`; only ``result`` and the hands
        are then meaningful. The generator is consulted only where there is a choice."""
        random_ = rng.random
        while self.result is None:
            moves = self.legal_moves()
            move = moves[int(random_() * len(moves))] if len(moves) > 1 else moves[0]
            if trace is not None:
                trace.append(move)
            self.apply(move)
        return self.result

    def ended(self) -> DealResult:
        """The result of a deal that is over. (Code that saw ``result`` None before a move reads it
        here: a type checker, and the compiled build, would take it to be None still.)"""
        result = self.result
        assert result is not None, "the deal is not over"
        return result

    def pop(self) -> Move:
        """Undo the last :meth:`push` and return its move."""
        (
            self.turn,
            self.passes,
            self.stock_pos,
            self.out,
            self.played,
            self.hands,
            self.known_absent,
            self.known_held,
            self.scored,
            n_events,
            layout,
        ) = self._stack.pop()
        self._restore_layout(layout)
        self.result = None
        move_event = self.events[n_events]
        del self.events[n_events:]
        return move_event.move if isinstance(move_event, Played) else PASS

    def copy(self, *, events: bool = True) -> Deal:
        """An independent copy (the undo stack is not copied; ``events=False`` starts a new list)."""
        # A new deal of the same setup, brought to this one's state attribute by attribute: as fast as
        # copying the instance's dictionary, and it needs none (a compiled deal has no __dict__).
        # (Positional arguments: a compiled constructor parses keywords by looking each one up.)
        clone = type(self)(self.rules, self.setup, self.leader, self.number, self.count, self.excluded)
        clone.hands = self.hands[:]
        clone.stock = self.stock
        clone.stock_pos = self.stock_pos
        clone.set_aside = self.set_aside
        clone.turn = self.turn
        clone.passes = self.passes
        clone.out = self.out
        clone.played = self.played
        clone.result = self.result
        clone.events = self.events[:] if events else []
        # Replaced, never changed in place (see push): shared.
        clone.known_absent = self.known_absent
        clone.known_held = self.known_held
        clone.scored = self.scored
        clone._copy_layout_from(self)
        return clone

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (to worker processes) as a new deal of the same setup and every attribute's value:
        # a compiled deal is made only through its constructor, and takes its state from the same
        # dictionary (``__getstate__``/``__setstate__``) that a plain one keeps in ``__dict__``.
        return (type(self), (self.rules, self.setup, self.leader), self.__getstate__())

    def _copy_layout_from(self, other: Deal) -> None:
        """Take ``other``'s layout, with layout objects of its own (each variant copies every
        attribute its :meth:`_init_layout` sets; lists are copied, immutable values shared)."""

    def public_copy(self, seat: int) -> Deal:
        """A copy holding only what ``seat`` may see (C-4): the other hands empty, no stock, nothing set
        aside, no history. It is the skeleton that :meth:`with_hidden` fills in."""
        public = self.copy(events=False)
        for s in range(public.n):
            if s != seat:
                public.hands[s] = 0
        public.stock, public.stock_pos, public.set_aside = (), 0, 0
        public.setup = DealSetup(tuple(0 for _ in range(public.n)))
        if not public.played:
            # What leads is worked out from the hands: from this seat's hand alone, it tells nothing.
            public._init_layout()
        return public

    def with_hidden(self, hands: Mapping[int, TileSet], stock: tuple[Tile, ...], set_aside: TileSet) -> Deal:
        """A copy in which the seats of ``hands`` hold those tiles, the stock still to draw is ``stock``
        (in draw order) and ``set_aside`` is set aside: a world for search, sampled from a view
        (:mod:`dominohall.sampling`). The rest of the state (layout, turn, what is known) is kept."""
        world = self.copy(events=False)
        for s, hand in hands.items():
            world.hands[s] = hand
        world.stock = stock
        world.stock_pos = 0
        world.set_aside = set_aside
        return world

    def agrees_with_lead(self) -> bool:
        """Whether, before the lead, these hands give the lead to this deal's leader (WS-3, TW-2, MC-2,
        SA-11) and the leader has a tile that may lead: a sampled world must agree with what was seen."""
        self._init_layout()
        setup = DealSetup(tuple(self.hands))
        due = self.leader if self.leader_given else 0
        return self.find_leader(self.rules, setup, due, self.number) == self.leader and bool(self.legal_moves())

    # ---- settling -----------------------------------------------------------------------------
    # The defaults are those of the points games (R-1, TW-6, MC-7): the player out wins, a block goes
    # to the fewest pips (a tie scores nothing), and winners score the pips left in the other hands.
    # White Snake and Sausage settle in their own way; Block's teams pool their pips.
    def _points_to(self, winners: tuple[int, ...]) -> tuple[int, ...]:
        """The winners score the pips in every other hand (TW-6, MC-7, R-1)."""
        points = [0] * self.n
        if winners:
            # Loops rather than generators, here and below: every deal (every playout of a search)
            # is settled, and a compiled generator is an object made and driven for each.
            total = 0
            for s in range(self.n):
                if s not in winners:
                    total += self.hand_pips(s)
            for s in winners:
                points[s] = total
        return tuple(points)

    def _finish(
        self,
        ending: Ending,
        winners: tuple[int, ...],
        losers: tuple[int, ...],
        rule: str,
        points: tuple[int, ...] | None = None,
    ) -> None:
        pips = tuple([self.hand_pips(s) for s in range(self.n)])
        total = points or (0,) * self.n
        if self.scores_plays:
            # The result's points are the deal's: those its plays scored, and those of its end.
            total = tuple([total[s] + self.scored[s] for s in range(self.n)])
        self.result = DealResult(ending, winners, losers, rule, pips, total)
        self.events.append(DealEnded(self.result))

    def _settle_block_on_pips(self, rule: str) -> None:
        """Fewest pips win, a tie scores nothing (R-1, TW-6, MC-7)."""
        low = self.fewest_pips()
        if len(low) > 1:
            self._finish(Ending.BLOCK, (), (), rule)
            return
        self._win(Ending.BLOCK, (low[0],), rule)

    def _settle_out_points(self, seat: int, rule: str) -> None:
        self._win(Ending.DOMINO, (seat,), rule)

    def _win(self, ending: Ending, winners: tuple[int, ...], rule: str) -> None:
        """``winners`` win the deal and score; everyone else loses."""
        losers = tuple([s for s in range(self.n) if s not in winners])
        self._finish(ending, winners, losers, rule, self._points_to(winners))

    def fewest_pips(self) -> list[int]:
        """The seats still in the deal with the fewest pips in hand."""
        low: list[int] = []
        least = -1
        for s in range(self.n):
            if self.out >> s & 1:
                continue
            pips = self.hand_pips(s)
            if pips < least or least < 0:
                low = [s]
                least = pips
            elif pips == least:
                low.append(s)
        return low

    def __repr__(self) -> str:
        return f"<{type(self).__name__} deal {self.number}, seat {self.turn} to move>"
