"""A table: a match, its seats and everything done at it, as pure synchronous state.

:class:`Table` is the whole state of one table and is synchronous and pure: it is the seeded match
with the table's actions (moves, undos, takeovers, resignations, an abort, chat) applied in order
through the engine, so the same actions always give the same table — which is how a restarted
server resumes (every action was stored as it happened). An action that the rules or the protocol refuse raises a
:class:`~dominohall.server.protocol.ProtocolError` and changes nothing.

The live side (connections, bots, timers, the store) is :mod:`dominohall.server.service`.

>>> from dominohall.server.store import SeatConfig, TableConfig
>>> config = TableConfig("t", "", "block", 2, {}, 3, None, 0.0)
>>> table = Table(config, [SeatConfig(0, "human", None, "h", True), SeatConfig(1, "bot", "greedy", None, True)])
>>> table.status, table.seq, table.match.turn
('playing', 0, 0)
>>> table.apply(ActionRow(0, "move", 0, "1-1", "human", 1.0), seq=0)
Traceback (most recent call last):
...
dominohall.server.protocol.ProtocolError: illegal_move: C-4: seat 0 does not hold 1-1
>>> table.apply(ActionRow(0, "move", 0, str(table.match.legal_moves()[0]), "human", 1.0), seq=0)
>>> table.seq, table.match.turn, len(table.actions)
(1, 1, 1)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import logging
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Final

from dominohall import Match, new_match
from dominohall.bots import Bot, make_bot
from dominohall.bounded import whole_text
from dominohall.deal import Deal
from dominohall.errors import DominohallError, IllegalMoveError
from dominohall.events import DealEnded, DealResult, Dealt, Passed, Played, Redealt, Stole
from dominohall.moves import Move
from dominohall.presentation.events import redeal_why, shown_number
from dominohall.presentation.refusals import quotes_rule, refusal_sentence
from dominohall.presentation.standing import ending, standings_of
from dominohall.server.delta import Sent
from dominohall.server.protocol import (
    ProtocolError,
)
from dominohall.server.store import ActionRow, SeatConfig, StoredTable, TableConfig
from dominohall.server.wire import (
    LogCache,
    face_up_json,
    public_event_json,
    reveal_json,
    standings_json,
    view_json,
)
from dominohall.tiles import names
from dominohall.views import View

log = logging.getLogger("dominohall.server")

TAKEOVER_BOT: Final = "greedy"
"""The bot that takes over a seat left away (and plays for a seat whose time runs out)."""
AWAY_SECONDS: Final = 60.0
"""How long a human seat must be left without a connection before the others may hand it to a bot."""
TIMEOUTS_FOR_GOOD: Final = 3
"""At a turn-based table, a seat whose time runs out this many turns in a row is handed to the bot
for good (a resignation: last place at a rated table)."""
CHAT_KEPT: Final = 20
"""Chat lines a table keeps."""
FRIENDLY: Final = ("name", "open", "seat", "reclaim", "account", "pace", "fill", "nobots")
"""Actions that change who sits where, not the match (:meth:`Table._friendly`)."""


def iso(t: float | None) -> str | None:
    return None if t is None else _iso(t)


@lru_cache(maxsize=4096)
def _iso(t: float) -> str:
    # TABLE_META is built at every move, with the same few times (created, away since) each time.
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds")


def token_hash(token: str) -> str:
    """Tokens are stored only as their SHA-256: a copy of the database opens no seat."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class SeatState:
    seat: int
    kind: str
    bot: str | None
    token_hash: str | None
    claimed: bool
    connections: int = 0
    """Open connections of this seat (runtime only)."""
    away_since: float | None = None
    """Since when a human seat has had no connection (runtime only; ``None`` while connected)."""
    name: str | None = None
    """The nickname of the person at the seat (a ``name`` action), shown to everyone."""
    account: str | None = None
    """The account the seat belongs to, at a rated table (an ``account`` action), shown to everyone."""
    rating: int | None = None
    """That account's rating in the variant when it sat down."""
    provisional: bool = False
    """That rating was provisional (few rated matches yet)."""
    bot_account: bool = False
    """That account is a bot account (server/tokens.py): a program plays the seat."""
    resigned: bool = False
    """The seat's person resigned (a ``resign`` action): a bot plays it out, and it is never taken back."""


@dataclass(frozen=True, slots=True)
class FinishedDeal:
    decision: int
    """The index of the decision that ended the deal (an undo past it un-finishes the deal)."""
    reveal: dict[str, Any]
    row: dict[str, Any]


def moved_deadline(since: float, seconds: float, away: Iterable[tuple[float, float]]) -> float:
    """The moment a clock started at ``since`` with ``seconds`` on it runs out, if it stops during
    each of ``away``'s spans (``(starts, ends)``, not overlapping one another): the deadline moves on
    by every part of a span that falls between ``since`` and the deadline as moved so far.

    >>> moved_deadline(0, 10, [(5, 8)])
    13
    >>> moved_deadline(0, 10, [(-5, 3), (12, 20), (40, 50)])
    21
    """
    deadline = since + seconds
    for starts, ends in sorted(away):
        if starts >= deadline:
            break
        if ends > since:
            deadline += ends - max(starts, since)
    return deadline


def redeal_row(event: Redealt, variant: str) -> dict[str, Any]:
    """One line of the score sheet for a deal that nobody could lead (WS-3, TW-2, MC-2, SA-11): it
    was dealt again, so its count is never skipped unexplained."""
    return {
        "deal": event.count,
        "deal_number": event.number,
        "deal_shown": shown_number(variant, event.count, event.number),
        "redeal": event.rule,
        "why": redeal_why(event.rule, event.number).json(),
    }


def sheet_row(deal: Deal, result: DealResult, match: Match) -> dict[str, Any]:
    """One line of the score sheet: how a deal ended and the match standing after it."""
    return {
        "deal": deal.count,
        "deal_number": deal.number,
        "deal_shown": shown_number(deal.name, deal.count, deal.number),
        "ending": result.ending.value,
        "ending_say": ending(result.ending, deal.name).json(),  # the row's word for it, said by the browser
        "rule": result.rule,
        "winners": list(result.winners),
        "losers": list(result.losers),
        "points": list(result.points),
        "pips": list(result.pips),
        "scores": list(match.scores),
        "marks": list(match.marks),
    }


class Table:
    """One table's state (see the module docstring). ``now`` stamps seats that start away."""

    def __init__(
        self, config: TableConfig, seats: list[SeatConfig], now: float | None = None, away_seconds: float = AWAY_SECONDS
    ) -> None:
        self.config = config
        self.away_seconds = away_seconds
        """How long a human seat must be away before the others may hand it to a bot (shown in TABLE_META)."""
        self.initial = list(seats)
        """The seats as created (with their claims): a rebuild starts from these."""
        start = config.created if now is None else now
        self.seats = [
            SeatState(s.seat, s.kind, s.bot, s.token_hash, s.claimed, 0, start if s.kind == "human" else None)
            for s in seats
        ]
        self.match = new_match(config.variant, config.players, seed=config.seed, options=config.options)
        self.actions: list[ActionRow] = []
        self.decisions: list[int] = []
        """The seat of every move in the match's history, in order (for undo)."""
        self.made: list[tuple[int, str]] = []
        """For each of :attr:`decisions`, the deal it was made in and who made it (``human``, ``bot``
        or ``timer``): undo never takes back a move of another deal or one a person made."""
        self.finished_deals: list[FinishedDeal] = []
        self.redeals: list[tuple[int, dict[str, Any]]] = []
        """The deals dealt again because nobody could lead them, each with the index of the decision
        after which it was dealt (-1: before the first), as score-sheet rows (:func:`redeal_row`)."""
        self._dealt = 0
        """Deals dealt so far, as far as :meth:`_note_redeals` has looked."""
        self.sheet: list[dict[str, Any]] = []
        """The score sheet: a row per finished deal and per redeal, in the order dealt."""
        self.chat: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)
        self.seq = 0
        """Moves and undos so far: a client quotes it so that a move made on an old state is refused."""
        self.finished_at: float | None = None
        self.expired_at: float | None = None
        """When the table ended unfinished (nobody came, or nobody stayed: docs/server.md, Limits)."""
        self.aborted_at: float | None = None
        """When a person at the table called it off before anyone's second move (an ``abort`` action)."""
        self.resigned: list[int] = []
        """The seats whose people resigned, in the order they did (the last to resign places best of them)."""
        self._bots: dict[tuple[int, str], Bot] = {}
        self._logs: dict[int | None, LogCache] = {}
        """Per seat (``None``: the spectators), the JSON of the log entries last shown (:meth:`state`)."""
        self._views: dict[int, View] = {}
        self._views_at = 0
        """The engine's views made since action ``_views_at`` (:meth:`view`)."""
        self._standings: tuple[tuple[Any, ...], list[dict[str, Any]]] | None = None
        """The seats' standings in the views last built, with the tokens, marks and scores they say."""
        self.open_seats = False
        """Anyone in the lobby may take a free human seat (an ``open`` action, at creation)."""
        self.reserved: frozenset[int] = frozenset()
        """Seats of an open table never offered in the lobby: handed to someone at creation (the
        creator's own, a rematch's people's), they wait for that person's link (the ``open`` action's
        data)."""
        self.pace_hours: int | None = None
        """A turn-based table's hours for a move (the ``pace`` action, at creation); ``None``: live."""
        self.outside_bots = True
        """Bot accounts may sit here; ``False`` after the ``nobots`` action (at creation): its
        creator refused them (server/botapi.py, ``Accounts.before_join``)."""
        self.bots_after: float | None = None
        """Seconds after its creation when the human seats still free are handed to bots (the
        ``fill`` action, at creation: server/timers.py hands them over); ``None``: it waits."""
        self.away: dict[int, tuple[tuple[float, float], ...]] = {}
        """Per seat, its account's vacations (``(starts, ends)``, oldest first: the store's
        :attr:`~dominohall.server.store.StoredTable.away`, kept up to date by
        server/vacation.py): a turn-based clock stops during them (:meth:`clock_deadline`)."""
        self.deadline: float | None = None
        """When the time of the seat to move runs out (set by the turn timer, server/timers.py;
        ``None``: no clock runs): in TABLE_META, so that another process's ``GET /api/my/games``
        reads it from the lease."""
        self._note_redeals()

    @classmethod
    def rebuild(cls, stored: StoredTable, now: float | None = None, away_seconds: float = AWAY_SECONDS) -> Table:
        """A table from the store: its actions replayed through the engine."""
        table = cls(stored.config, stored.seats, now, away_seconds)
        table.away = dict(stored.away)
        for action in stored.actions:
            table.apply(action)
        if stored.texts:  # free-text lines are kept apart from the actions (server/chat.py)
            merged = sorted([*table.chat, *stored.texts], key=lambda line: str(line["at"]))
            table.chat.clear()
            table.chat.extend(merged[-CHAT_KEPT:])
        if stored.finished is not None:
            table.finished_at = stored.finished
            if not table.match.is_over and table.aborted_at is None:
                table.expired_at = stored.finished
        return table

    # ---- queries ------------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.config.id

    @property
    def is_over(self) -> bool:
        """The match is over, or the table ended unfinished (:meth:`expire`, an abort): nothing more is played."""
        return self.match.is_over or self.expired_at is not None or self.aborted_at is not None

    @property
    def status(self) -> str:
        if self.expired_at is not None:
            return "expired"
        if self.aborted_at is not None:
            return "aborted"
        if self.match.is_over:
            return "finished"
        if any(s.kind == "human" and not s.claimed for s in self.seats):
            return "waiting"
        return "playing"

    def undo_allowed(self, seat: int) -> bool:
        """Undo only where every other seat is a bot: nobody else's game is taken back; never at a
        rated table (a move taken back would be a result chosen)."""
        return not self.config.rated and all(s.kind == "bot" for s in self.seats if s.seat != seat)

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not undo now (``None``: it may). An undo takes back the seat's last move and
        the moves after it, and it never crosses the end of a deal (every hand and the stock have been
        shown face up: undoing would let a person replay the deal knowing every hidden tile), nor takes
        back a move a person made (at a seat since handed to a bot, or the timer's move for one), nor
        one the bot playing a person's seat made from that person's hand: playing, seeing its reply,
        undoing and trying again would show the absent person's tiles one by one."""
        if seat not in self.decisions:
            return f"seat {seat} has no move to take back"
        if self.match.deal.result is not None:
            return "the deal is over and its hands were shown: undo stops at the end of a deal"
        current = len(self.finished_deals)
        for i in range(len(self.decisions) - 1, -1, -1):
            deal, actor = self.made[i]
            mover = self.decisions[i]
            if deal != current:
                return "undo stops at the start of the deal: that move was made in a deal already shown face up"
            if mover == seat:
                return None
            if actor != "bot":
                return f"undo would take back a move made for seat {mover} by a person"
            if self.initial[mover].kind == "human":
                return f"undo would take back a move the bot at seat {mover} made from its person's hidden hand"
        return f"seat {seat} has no move to take back"  # pragma: no cover - seat is in decisions

    def abort_refusal(self) -> str | None:
        """Why the table may not be called off now (``None``: it may). A match is aborted only before
        anyone's second move: after that it has begun to tell who is winning, and calling it off would
        let a person who sees a bad hand leave a rated match at no cost (that is resigning)."""
        if self.is_over:
            return "the table has ended"
        if self._nobody_moved_twice():
            return None
        for seat in set(self.decisions):
            if self.decisions.count(seat) > 1:
                return f"seat {seat} has made a second move: a match is aborted only before anyone's second move"
        return None

    def _nobody_moved_twice(self) -> bool:
        """No seat has made a second decision (told in every TABLE_META: past one decision a seat,
        some seat has made two, and that is seen without counting them)."""
        decisions = self.decisions
        return len(decisions) <= len(self.seats) and len(set(decisions)) == len(decisions)

    def _timed_out(self, seat: int) -> bool:
        """The seat was handed to the bot for good after its time ran out too often (the timer's resignation)."""
        return any(a.kind == "resign" and a.seat == seat and a.actor == "timer" for a in self.actions)

    @property
    def turn_based(self) -> bool:
        return self.pace_hours is not None

    def bots_at(self) -> float | None:
        """When bots take the human seats still free (``bots_after``), while the table waits for them."""
        if self.bots_after is None or self.status != "waiting":
            return None
        return self.config.created + self.bots_after

    def free_seats(self) -> list[int]:
        """The human seats nobody has taken yet."""
        return [s.seat for s in self.seats if s.kind == "human" and not s.claimed]

    def turn_since(self) -> float | None:
        """When the turn now running began: the last move or undo (``None``: no move yet). A
        turn-based table's clock runs from it, so a restart or another process carries it on."""
        for action in reversed(self.actions):
            if action.kind in ("move", "undo"):
                return action.at
        return None

    def clock_deadline(self, seat: int, since: float) -> float | None:
        """When the time of ``seat``, to move since ``since``, runs out: its time for a move later,
        and later again by every part of its account's vacations that falls before then (at a
        turn-based table; ``None``: no clock)."""
        timer = self.config.timer
        if timer is None:
            return None
        if not self.turn_based:
            return since + timer
        return moved_deadline(since, timer, self.away.get(seat, ()))

    def on_vacation(self, seat: int, now: float) -> float | None:
        """Until when the person at ``seat`` is on vacation at ``now`` (``None``: they are not, or
        the table is live: its clocks never stop)."""
        if not self.turn_based:
            return None
        for starts, ends in self.away.get(seat, ()):
            if starts <= now < ends:
                return ends
        return None

    def timeouts_in_a_row(self, seat: int) -> int:
        """How many of ``seat``'s latest decisions in a row the turn timer made for it."""
        count = 0
        for mover, (_deal, actor) in zip(reversed(self.decisions), reversed(self.made)):
            if mover != seat:
                continue
            if actor != "timer":
                break
            count += 1
        return count

    def seat_of_token(self, token: str) -> int | None:
        wanted = token_hash(token)
        found = None
        for s in self.seats:
            # Compare every seat in constant time: the answer's timing says nothing about the token.
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, wanted):
                found = s.seat
            # A seat's other tokens (its account's other devices) are in ``initial``: a rebuild keeps them.
            for link in self.initial[s.seat].links:
                if hmac.compare_digest(link, wanted):
                    found = s.seat
        return found

    def set_links(self, seat: int, links: tuple[str, ...]) -> None:
        """The hashes of ``seat``'s other tokens, as the store keeps them (server/accounts.py ``take_seat``)."""
        self.initial[seat] = replace(self.initial[seat], links=links)

    def _vacation_of(self, seat: int, now: float) -> dict[str, Any]:
        """A seat's ``vacation_until`` in TABLE_META, while its person is on vacation (else nothing)."""
        until = self.on_vacation(seat, now) if self.away else None
        return {} if until is None else {"vacation_until": iso(until)}

    def meta(self) -> dict[str, Any]:
        """TABLE_META (docs/protocol.md); never holds a token."""
        c = self.config
        now = time.time()
        status = self.status
        return {
            "id": c.id,
            "name": c.name,
            "variant": c.variant,
            "players": c.players,
            "options": dict(self.match.rules.options),
            # A seed chosen by the creator tells every hand to whoever replays it: everyone is shown it.
            # A random seed stays secret until the match is over.
            "seed": c.seed if c.seed_given or self.is_over else None,
            "timer": c.timer,
            "pace": {"kind": "live"} if self.pace_hours is None else {"kind": "turn-based", "hours": self.pace_hours},
            "outside_bots": self.outside_bots,
            "status": status,
            # whose move it is and when their time runs out: what /api/my/games lists (the lease's copy)
            "turn": self.match.turn if status == "playing" and self.match.turn >= 0 else None,
            "deadline": None if self.is_over else iso(self.deadline),
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "bot": s.bot,
                    "connected": s.connections > 0,
                    "claimed": s.claimed or s.kind == "bot",
                    "away_since": iso(s.away_since) if s.kind == "human" else None,
                    "name": s.name,
                    "taken_over": s.kind == "bot" and self.initial[s.seat].kind == "human",
                    "reserved": s.seat in self.reserved,
                    "resigned": s.resigned,
                    "timed_out": s.resigned and self._timed_out(s.seat),
                    # the moves the bot just made in a row for this seat, its time run out: a person
                    # who comes back (from a mail's link) is told, and how near the seat is to the bot's
                    "timeouts": self.timeouts_in_a_row(s.seat) if self.turn_based and s.kind == "human" else 0,
                    **self._vacation_of(s.seat, now),
                    **(
                        {
                            "account": s.account,
                            "rating": self._rating_of(s),
                            "provisional": s.provisional,
                            "bot_account": s.bot_account,
                        }
                        if c.rated
                        # a bot account is named and marked at any table (server/botapi.py)
                        else {"account": s.account, "bot_account": True}
                        if s.bot_account
                        else {}
                    ),
                }
                for s in self.seats
            ],
            "open_seats": self.open_seats,
            # when bots take the seats still free, while the table waits for its people
            "bots_after": self.bots_after,
            "bots_at": iso(self.bots_at()),
            "result": self.result(),
            "away_seconds": self.away_seconds,
            "undo": not c.rated and sum(s.kind == "human" for s in self.seats) <= 1,
            "abortable": not self.is_over and self._nobody_moved_twice(),  # abort_refusal() is None
            "rated": c.rated,
            "created": iso(c.created),
            "finished": iso(self.finished_at),
            "seq": self.seq,
        }

    def _rating_of(self, s: SeatState) -> int | None:
        """The rating shown in a seat's badge at a rated table: its account's when it sat down, or
        its bot's anchor (the seat's bot as created: a person's seat handed to a bot is theirs)."""
        first = self.initial[s.seat]
        if first.kind == "bot":
            anchor = self.match.variant.rating_anchors.get(first.bot or "")
            return None if anchor is None else round(anchor)
        return s.rating

    def result(self) -> dict[str, Any] | None:
        """How the match ended, for the standings and the finished-games list (``None`` before)."""
        result = self.match.result
        if result is None:
            return None
        return {
            "winners": list(result.winners),
            "losers": list(result.losers),
            "ranking": list(result.ranking),
            "rule": result.rule,
            "scores": list(self.match.scores),
            "marks": list(self.match.marks),
            "tokens": [names(t) for t in self.match.tokens],
        }

    def state(
        self, seat: int | None, timer: dict[str, Any] | None = None, meta: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The ``state`` message for one seat's connection, or a spectator's (``seat`` ``None``);
        ``meta`` is :meth:`meta` when the caller built it already (once for every seat)."""
        return self.sent(seat, meta).state(timer)

    def sent(
        self,
        seat: int | None,
        meta: dict[str, Any] | None = None,
        chat: list[dict[str, Any]] | None = None,
    ) -> Sent:
        """The parts of one seat's ``state`` (or a spectator's) as they are now: its view built once,
        and the table's own TABLE_META (``meta`` if given), reveals, sheet and chat (``chat``: the
        table's as a list, made once for every seat)."""
        spectator = seat is None
        # Spectators see no hand until the match is over, not even of the deals already finished.
        reveal = [] if spectator and not self.is_over else [f.reveal for f in self.finished_deals]
        return Sent(
            self.seq,
            self.meta() if meta is None else meta,
            self.view_json(seat),
            reveal,
            self.sheet,
            list(self.chat) if chat is None else chat,
        )

    def view(self, seat: int) -> View:
        """The engine's view of ``seat`` as the table stands (:meth:`Match.view`), made once for
        everyone who needs it until the next action: the seat's connections, the spectators' (whose
        public part is the seat to move's) and the seat's bot, which thinks on the view its move was
        told with. A view is a value: nobody changes it."""
        if self._views_at != len(self.actions):
            self._views.clear()
            self._views_at = len(self.actions)
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.match.view(seat)
        return view

    def view_json(self, seat: int | None) -> dict[str, Any]:
        """The ``view`` of one seat's ``state`` (or a spectator's: the public part of the view of the
        seat to move, which its bot thinks on next), with the log entries and standings already made
        taken as they are."""
        spectator = seat is None
        turn = self.match.turn
        view = self.view(seat if seat is not None else turn if turn >= 0 else 0)
        key = (view.tokens, view.marks, view.scores)
        if self._standings is None or self._standings[0] != key:
            self._standings = (key, standings_json(view))
        return view_json(
            view,
            spectator=spectator,
            cache=self._log_cache(seat),
            standings=self._standings[1],
        )

    def refusal(self, exc: ProtocolError, seat: int | None) -> dict[str, Any]:
        """The ``error`` message of ``exc`` for ``seat``'s connection; a refused move's says why
        (``why``), worked out from the seat's view of the table it was refused on, and whether its
        rule is worth quoting after that (``quote_rule``)."""
        if exc.move is not None and exc.why is None and seat is not None:
            exc.why = refusal_sentence(self.match.view(seat), exc.move, exc.rule, exc.code)
        out = exc.to_json()
        if exc.why is not None:
            out["quote_rule"] = quotes_rule(exc.rule)
        return out

    def _log_cache(self, seat: int | None) -> LogCache:
        cache = self._logs.get(seat)
        if cache is None:
            cache = self._logs[seat] = LogCache()
        return cache

    def bot_for(self, seat: int) -> Bot:
        spec = self.seats[seat].bot or TAKEOVER_BOT
        bot = self._bots.get((seat, spec))
        if bot is None:
            seed = (self.config.seed * 31 + seat) % (2**63)
            try:
                bot = make_bot(spec, seed)
            except DominohallError as exc:
                # A level stored before it was refused (ismcts:seconds=nan, say): the table goes on
                # with the takeover bot instead of stopping, or thinking for ever, at every start.
                log.warning(
                    "table %s seat %d: bot %r is refused (%s); %s plays", self.id, seat, spec[:60], exc, TAKEOVER_BOT
                )
                bot = make_bot(TAKEOVER_BOT, seed)
            self._bots[seat, spec] = bot
        return bot

    # ---- changes ------------------------------------------------------------------------------
    def claim(self, seat: int) -> None:
        self.seats[seat].claimed = True
        self.initial[seat] = replace(self.initial[seat], claimed=True)

    def apply(self, action: ActionRow, seq: int | None = None) -> None:
        """Apply one action. ``seq`` is given for a live move or undo (a client's), and then the
        table must be at that ``seq`` and not waiting; a replayed action is only checked by the engine.
        Raises :class:`ProtocolError` and changes nothing if the action is refused."""
        if action.n != len(self.actions):
            raise ValueError(f"action {action.n} of table {self.id} follows action {len(self.actions) - 1}")
        if not 0 <= action.seat < len(self.seats):
            raise ProtocolError("bad_message", f"there is no seat {action.seat}", field="seat")
        kind = action.kind
        if kind == "move":
            self._move(action, seq)
        elif kind == "undo":
            self._undo(action, seq)
        elif kind == "takeover":
            self._takeover(action)
        elif kind == "resign":
            self._resign(action)
        elif kind == "abort":
            self._abort(action)
        elif kind == "chat":
            self.say(action.seat, action.data, action.at)
        elif kind in FRIENDLY:
            self._friendly(action)
        else:
            raise ValueError(f"unknown action {kind!r}")
        self.actions.append(action)
        if self.match.is_over and self.finished_at is None:
            self.finished_at = action.at

    def say(self, seat: int, phrase: str, at: float) -> dict[str, Any]:
        """A chat line at the table (the last :data:`CHAT_KEPT` are kept); the ``chat`` entry."""
        line = {"seat": seat, "phrase": phrase, "at": iso(at)}
        self.chat.append(line)
        return line

    def expire(self, at: float) -> None:
        """End the table unfinished (nobody came, or nobody stayed): moves are refused from now on."""
        if not self.is_over:
            self.expired_at = self.finished_at = at

    def _live_checks(self, seq: int | None) -> None:
        if self.expired_at is not None:
            raise ProtocolError("expired", "this table ended unfinished: nobody was there for too long")
        if self.aborted_at is not None:
            raise ProtocolError("aborted", "this table was called off before anyone's second move")
        if self.match.is_over:
            raise ProtocolError("match_over", "the match is over")
        if seq is None:
            return
        if seq != self.seq:
            raise ProtocolError(
                "stale", f"the table is at seq {self.seq}, not {seq}: look at the new state first", field="seq"
            )
        if self.status == "waiting":
            missing = [s.seat for s in self.seats if s.kind == "human" and not s.claimed]
            raise ProtocolError("waiting", f"the match starts once seats {missing} have joined")

    def _move(self, action: ActionRow, seq: int | None) -> None:
        seat = action.seat
        if action.actor == "human" and self.seats[seat].kind != "human" and not self.match.is_over:
            raise ProtocolError("forbidden", f"seat {seat} has been handed to a bot")
        self._live_checks(seq)
        turn = self.match.turn
        if turn != seat:
            raise ProtocolError(
                "not_your_turn", f"it is seat {turn}'s turn, not seat {seat}'s", rule="C-2", move=action.data
            )
        before = self.match.deal
        was_over = before.result is not None
        try:
            self.match.play(Move.from_str(action.data), seat=seat)
        except IllegalMoveError as exc:
            raise ProtocolError("illegal_move", str(exc), field="move", rule=exc.rule, move=action.data) from None
        except ValueError as exc:  # a notation error in a stored action
            raise ProtocolError("bad_message", str(exc), field="move", rule="N", move=action.data) from None
        self.decisions.append(seat)
        # The deal a move belongs to: how many deals had ended before it (-1 for a move made on a
        # finished deal, a White Snake steal: undo never goes back to one).
        self.made.append((-1 if was_over else len(self.finished_deals), action.actor))
        self.seq += 1
        if not was_over and before.result is not None:
            # The finished Deal keeps its final state: show it face up now, before anything changes.
            self.finished_deals.append(
                FinishedDeal(len(self.decisions) - 1, reveal_json(before), sheet_row(before, before.result, self.match))
            )
            self._make_sheet()
        if before.result is not None:  # a deal ended, now or before (a steal): the next may be dealt
            self._note_redeals()

    def _note_redeals(self) -> None:
        """Look at the deals dealt since last time (dealing the next one if it is due, as every view
        would) and keep a score-sheet row for each that was dealt again."""
        dealt = self.match.deals_dealt
        if dealt == self._dealt:
            return
        self._dealt = dealt
        found = []
        for event in reversed(self.match.history):
            if isinstance(event, Redealt):
                found.append(event)
            elif isinstance(event, DealEnded | Stole):
                break  # the deals before were looked at already
        for event in reversed(found):
            self.redeals.append((len(self.decisions) - 1, redeal_row(event, self.match.variant.name)))
        if found:
            self._make_sheet()

    def _make_sheet(self) -> None:
        rows = [f.row for f in self.finished_deals] + [row for _, row in self.redeals]
        self.sheet = sorted(rows, key=lambda row: int(row["deal"]))

    def _undo(self, action: ActionRow, seq: int | None) -> None:
        seat = action.seat
        if self.seats[seat].kind != "human" and not self.match.is_over:
            raise ProtocolError("forbidden", f"seat {seat} has been handed to a bot")
        self._live_checks(seq)
        if not self.undo_allowed(seat):
            raise ProtocolError("no_undo", "undo is only for tables where every other player is a bot")
        if seat not in self.decisions:
            raise ProtocolError("no_undo", f"seat {seat} has no move to take back")
        if seq is not None:  # a live undo (a stored one was checked when it was made)
            refusal = self.undo_refusal(seat)
            if refusal is not None:
                raise ProtocolError("no_undo", refusal)
        while True:
            mover = self.decisions.pop()
            self.made.pop()
            self.match.pop()
            if mover == seat:
                break
        kept = len(self.decisions)
        self.finished_deals = [f for f in self.finished_deals if f.decision < kept]
        self.redeals = [r for r in self.redeals if r[0] < kept]
        self._dealt = self.match.deals_dealt
        self._make_sheet()
        self.seq += 1

    def _takeover(self, action: ActionRow) -> None:
        self._live_checks(None)
        s = self.seats[action.seat]
        if s.kind != "human":
            raise ProtocolError("not_away", f"seat {s.seat} is already played by a bot", field="seat")
        s.kind = "bot"
        s.bot = action.data
        s.away_since = None

    def _resign(self, action: ActionRow) -> None:
        """A person gives up their seat: a bot plays it out (it places last at a rated table:
        :meth:`dominohall.server.accounts.Accounts.finished`). A seat already handed to a bot may
        still be resigned by its person; never a seat made for a bot, nor twice."""
        self._live_checks(None)
        s = self.seats[action.seat]
        if self.initial[s.seat].kind != "human":
            raise ProtocolError("bad_message", f"seat {s.seat} is a bot's: only a person resigns", field="seat")
        if s.resigned:
            raise ProtocolError("bad_message", f"seat {s.seat} has resigned already", field="seat")
        if self.status == "waiting":
            raise ProtocolError("waiting", "the match has not started: nothing to resign (abort the table instead)")
        s.resigned = True
        if s.kind == "human":
            s.kind, s.bot, s.away_since = "bot", TAKEOVER_BOT, None
        self.resigned.append(s.seat)

    def _abort(self, action: ActionRow) -> None:
        self._live_checks(None)
        refusal = self.abort_refusal()
        if refusal is not None:
            raise ProtocolError("no_abort", refusal)
        self.aborted_at = self.finished_at = action.at

    def _friendly(self, action: ActionRow) -> None:
        """The actions of people at a table that leave the match alone (docs/protocol.md): a seat's
        ``name``, the table's ``open`` seats (``data`` the seats kept for the people they were given
        to, :func:`reserved_seats`), a free seat taken from the lobby (``seat``, ``data``
        the new token's hash in base64url: a hex one is longer than an action's data), and a
        taken-over seat's person taking it back (``reclaim``)."""
        s = self.seats[action.seat]
        if action.kind == "name":
            s.name = action.data or None
        elif action.kind == "pace":
            # ``turn-based:HOURS``, the table's first action: its clock is config.timer (the hours)
            self.pace_hours = int(action.data.split(":", 1)[1])
        elif action.kind == "nobots":
            self.outside_bots = False
        elif action.kind == "fill":
            # SECONDS, at creation: the human seats still free then are handed to bots
            self.bots_after = float(action.data)
        elif action.kind == "open":
            self.open_seats = True
            self.reserved = frozenset(reserved_seats(action.data, len(self.seats)))
        elif action.kind == "seat":
            self._live_checks(None)
            if s.kind != "human" or s.claimed:
                raise ProtocolError("taken", f"seat {s.seat} is not free", field="seat")
            if s.seat in self.reserved:
                raise ProtocolError("taken", f"seat {s.seat} is kept for the person it was given to", field="seat")
            s.token_hash = base64.urlsafe_b64decode(action.data + "=" * (-len(action.data) % 4)).hex()
            s.claimed = True  # not in ``initial``: a rebuild replays this action on the seat as created
        elif action.kind == "account":
            # ``RATING:FLAGS:NAME`` (FLAGS: ``p`` provisional, ``b`` a bot account; RATING empty for
            # none): the account a seat of a rated table belongs to, as it was when it sat down
            # (server/accounts.py).
            rating, flags, name = action.data.split(":", 2)
            s.account, s.rating, s.provisional = name, int(rating) if rating else None, "p" in flags
            s.bot_account = "b" in flags
        elif action.kind == "reclaim":
            self._live_checks(None)
            if s.kind != "bot" or self.initial[s.seat].kind != "human":
                raise ProtocolError("bad_message", f"seat {s.seat} is not played by a bot for its person", field="seat")
            if s.resigned:
                raise ProtocolError("bad_message", f"seat {s.seat} resigned: that is not taken back", field="seat")
            s.kind, s.bot = "human", None


def reserved_seats(data: str, seats: int) -> list[int]:
    """The seats an ``open`` action keeps (its data: seat numbers, comma-separated; empty in the
    actions stored before seats were kept).

    >>> reserved_seats("0,2", 3), reserved_seats("", 3)
    ([0, 2], [])
    """
    return [whole_text(x, "seat", 0, seats - 1) for x in data.split(",") if x]


# ---- replay of a finished match -----------------------------------------------------------------
def replay_frames(match: Match) -> list[dict[str, Any]]:
    """Every state of a match, from the first deal to the end, with every hand face up: one frame
    after each move, and one at the start of each new deal (``action`` ``{"event": "deal"}``). A move
    that ends a deal is shown on the finished deal."""
    fresh = Match(match.rules, match.seed, (), match.start_state)
    decisions = [e for e in match.history if isinstance(e, Played | Passed | Stole)]
    frames = [_frame(0, None, fresh.history, fresh, fresh.deal)]
    for e in decisions:
        before = fresh.deal
        start = len(fresh.history)
        fresh.play(e.move, seat=e.seat)
        new = fresh.history[start:]
        cut = next((i for i, x in enumerate(new) if isinstance(x, Dealt)), len(new))
        frames.append(_frame(len(frames), new[0], new[1:cut], fresh, before))
        if cut < len(new):
            frames.append(_frame(len(frames), new[cut], new[cut + 1 :], fresh, fresh.deal))
    return frames


def _frame(index: int, action: Any, events: Any, match: Match, deal: Deal) -> dict[str, Any]:
    current = deal is match.deal
    tokens = [names(t) for t in match.tokens]
    return {
        "index": index,
        "action": None if action is None else public_event_json(action, deal.name),
        "events": [public_event_json(e, deal.name) for e in events],
        "deal": deal.count,
        "deal_number": deal.number,
        "deal_shown": shown_number(deal.name, deal.count, deal.number),
        **face_up_json(deal),
        "hand_counts": list(deal.hand_counts()),
        "scores": list(match.live_scores),  # with the points the deal's plays scored so far
        "marks": list(match.marks),
        "tokens": tokens,
        "standing": [
            phrase.json()
            for phrase in standings_of(deal.name, tokens, match.marks, match.live_scores, match.rules.options)
        ],
        # A frame of a finished deal shows nobody to move, except a White Snake steal still to choose.
        "turn": match.turn if current and (not deal.is_over or match.stealer >= 0) else -1,
        "deal_over": deal.is_over,
        "match_over": match.is_over and deal is match.deal,
    }
