"""Tables: a match, its seats and everything done at it; and the service that runs them live.

:class:`Table` is the whole state of one table and is synchronous and pure: it is the seeded match
with the table's actions (moves, undos, takeovers, chat) applied in order through the engine, so the
same actions always give the same table — which is how a restarted server resumes (every action was
stored as it happened). An action that the rules or the protocol refuse raises a
:class:`~dominohall.server.protocol.ProtocolError` and changes nothing.

:class:`TableService` runs the tables in the event loop: connections, the per-table lock, bots that
move after a human-like delay (the slow ones thinking in a worker thread), the turn timer, and the
store, written before anyone is told of an action.

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

import asyncio
import hashlib
import hmac
import json
import logging
import os
import secrets
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

from dominohall import Match, new_match
from dominohall.bots import Bot, make_bot
from dominohall.deal import Deal
from dominohall.errors import IllegalMoveError
from dominohall.events import DealResult
from dominohall.moves import PASS, Move
from dominohall.record import DECISIONS, dumps
from dominohall.server.protocol import (
    ChatMessage,
    ClientMessage,
    HelloMessage,
    MoveMessage,
    PingMessage,
    ProtocolError,
    TableRequest,
    TakeoverMessage,
    UndoMessage,
)
from dominohall.server.store import ActionRow, Finish, SeatConfig, Store, StoredTable, TableConfig
from dominohall.server.wire import layout_json, public_event_json, reveal_json, view_json
from dominohall.tiles import TILE_NAMES, iter_tiles, names

log = logging.getLogger("dominohall.server")

AWAY_SECONDS: Final = 60.0
"""How long a human seat must be left without a connection before the others may hand it to a bot."""
TAKEOVER_BOT: Final = "greedy"
CHAT_KEPT: Final = 20
SLOW_BOTS: Final = ("ismcts",)
"""Bots that think long enough to be run in a worker thread (the others answer at once)."""
MAX_QUEUE: Final = 256
"""Messages waiting for one connection; a client that falls further behind is disconnected."""

T = TypeVar("T")


def iso(t: float | None) -> str | None:
    return None if t is None else datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds")


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


@dataclass(frozen=True, slots=True)
class FinishedDeal:
    decision: int
    """The index of the decision that ended the deal (an undo past it un-finishes the deal)."""
    reveal: dict[str, Any]
    row: dict[str, Any]


def sheet_row(deal: Deal, result: DealResult, match: Match) -> dict[str, Any]:
    """One line of the score sheet: how a deal ended and the match standing after it."""
    return {
        "deal": deal.number,
        "ending": result.ending.value,
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

    def __init__(self, config: TableConfig, seats: list[SeatConfig], now: float | None = None) -> None:
        self.config = config
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
        self.finished_deals: list[FinishedDeal] = []
        self.chat: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)
        self.seq = 0
        """Moves and undos so far: a client quotes it so that a move made on an old state is refused."""
        self.finished_at: float | None = None
        self._bots: dict[tuple[int, str], Bot] = {}

    @classmethod
    def rebuild(cls, stored: StoredTable, now: float | None = None) -> Table:
        """A table from the store: its actions replayed through the engine."""
        table = cls(stored.config, stored.seats, now)
        for action in stored.actions:
            table.apply(action)
        if stored.finished is not None:
            table.finished_at = stored.finished
        return table

    # ---- queries ------------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.config.id

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    @property
    def status(self) -> str:
        if self.match.is_over:
            return "finished"
        if any(s.kind == "human" and not s.claimed for s in self.seats):
            return "waiting"
        return "playing"

    def undo_allowed(self, seat: int) -> bool:
        """Undo only where every other seat is a bot: nobody else's game is taken back."""
        return all(s.kind == "bot" for s in self.seats if s.seat != seat)

    def seat_of_token(self, token: str) -> int | None:
        wanted = token_hash(token)
        found = None
        for s in self.seats:
            # Compare every seat in constant time: the answer's timing says nothing about the token.
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, wanted):
                found = s.seat
        return found

    def meta(self) -> dict[str, Any]:
        """TABLE_META (docs/protocol.md); never holds a token."""
        c = self.config
        return {
            "id": c.id,
            "name": c.name,
            "variant": c.variant,
            "players": c.players,
            "options": dict(self.match.rules.options),
            "timer": c.timer,
            "status": self.status,
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "bot": s.bot,
                    "connected": s.connections > 0,
                    "claimed": s.claimed or s.kind == "bot",
                    "away_since": iso(s.away_since) if s.kind == "human" else None,
                }
                for s in self.seats
            ],
            "undo": sum(s.kind == "human" for s in self.seats) <= 1,
            "created": iso(c.created),
            "finished": iso(self.finished_at),
            "seq": self.seq,
        }

    def state(self, seat: int | None, timer: dict[str, Any] | None = None) -> dict[str, Any]:
        """The ``state`` message for one seat's connection, or a spectator's (``seat`` ``None``)."""
        spectator = seat is None
        view = self.match.view(0 if seat is None else seat)
        # Spectators see no hand until the match is over, not even of the deals already finished.
        reveal = [] if spectator and not self.is_over else [f.reveal for f in self.finished_deals]
        return {
            "type": "state",
            "seq": self.seq,
            "table": self.meta(),
            "view": view_json(view, spectator=spectator),
            "reveal": reveal,
            "sheet": [f.row for f in self.finished_deals],
            "timer": timer,
            "chat": list(self.chat),
        }

    def bot_for(self, seat: int) -> Bot:
        spec = self.seats[seat].bot or TAKEOVER_BOT
        bot = self._bots.get((seat, spec))
        if bot is None:
            bot = self._bots[seat, spec] = make_bot(spec, (self.config.seed * 31 + seat) % (2**63))
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
        elif kind == "chat":
            self.chat.append({"seat": action.seat, "phrase": action.data, "at": iso(action.at)})
        else:
            raise ValueError(f"unknown action {kind!r}")
        self.actions.append(action)
        if self.match.is_over and self.finished_at is None:
            self.finished_at = action.at

    def _live_checks(self, seq: int | None) -> None:
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
            raise ProtocolError("not_your_turn", f"it is seat {turn}'s turn, not seat {seat}'s", rule="C-2")
        before = self.match.deal
        was_over = before.result is not None
        try:
            self.match.play(Move.from_str(action.data), seat=seat)
        except IllegalMoveError as exc:
            raise ProtocolError("illegal_move", str(exc), field="move", rule=exc.rule) from None
        except ValueError as exc:  # a notation error in a stored action
            raise ProtocolError("bad_message", str(exc), field="move", rule="N") from None
        self.decisions.append(seat)
        self.seq += 1
        if not was_over and before.result is not None:
            # The finished Deal keeps its final state: show it face up now, before anything changes.
            self.finished_deals.append(
                FinishedDeal(len(self.decisions) - 1, reveal_json(before), sheet_row(before, before.result, self.match))
            )

    def _undo(self, action: ActionRow, seq: int | None) -> None:
        seat = action.seat
        if self.seats[seat].kind != "human" and not self.match.is_over:
            raise ProtocolError("forbidden", f"seat {seat} has been handed to a bot")
        self._live_checks(seq)
        if not self.undo_allowed(seat):
            raise ProtocolError("no_undo", "undo is only for tables where every other player is a bot")
        if seat not in self.decisions:
            raise ProtocolError("no_undo", f"seat {seat} has no move to take back")
        while True:
            mover = self.decisions.pop()
            self.match.pop()
            if mover == seat:
                break
        kept = len(self.decisions)
        self.finished_deals = [f for f in self.finished_deals if f.decision < kept]
        self.seq += 1

    def _takeover(self, action: ActionRow) -> None:
        self._live_checks(None)
        s = self.seats[action.seat]
        if s.kind != "human":
            raise ProtocolError("not_away", f"seat {s.seat} is already played by a bot", field="seat")
        s.kind = "bot"
        s.bot = action.data
        s.away_since = None


# ---- replay of a finished match -----------------------------------------------------------------
def replay_frames(match: Match) -> list[dict[str, Any]]:
    """Every state of a match, from the first deal to the end, with every hand face up: one frame
    after each move, and one at the start of each new deal (``action`` ``{"event": "deal"}``). A move
    that ends a deal is shown on the finished deal."""
    fresh = Match(match.rules, match.seed, (), match.start_state)
    decisions = [e for e in match.history if e.kind in DECISIONS]
    frames = [_frame(0, None, fresh.history, fresh, fresh.deal)]
    for e in decisions:
        before = fresh.deal
        start = len(fresh.history)
        fresh.play(PASS if e.move is None else e.move, seat=e.seat)  # a pass event holds no move
        new = fresh.history[start:]
        cut = next((i for i, x in enumerate(new) if x.kind == "deal"), len(new))
        frames.append(_frame(len(frames), new[0], new[1:cut], fresh, before))
        if cut < len(new):
            frames.append(_frame(len(frames), new[cut], new[cut + 1 :], fresh, fresh.deal))
    return frames


def _frame(index: int, action: Any, events: Any, match: Match, deal: Deal) -> dict[str, Any]:
    current = deal is match.deal
    return {
        "index": index,
        "action": None if action is None else public_event_json(action),
        "events": [public_event_json(e) for e in events],
        "deal": deal.number,
        "hands": [names(h) for h in deal.hands],
        "stock": [TILE_NAMES[t] for t in deal.stock[deal.stock_pos :]],
        "set_aside": [TILE_NAMES[t] for t in iter_tiles(deal.set_aside)],
        "layout": layout_json(deal.layout()),
        "hand_counts": list(deal.hand_counts()),
        "scores": list(match.scores),
        "marks": list(match.marks),
        "tokens": [names(t) for t in match.tokens],
        # A frame of a finished deal shows nobody to move, except a White Snake steal still to choose.
        "turn": match.turn if current and (not deal.is_over or match.stealer >= 0) else -1,
        "deal_over": deal.is_over,
        "match_over": match.is_over and deal is match.deal,
    }


# ---- the live service ---------------------------------------------------------------------------
class RateLimit:
    """At most ``count`` messages in any ``seconds`` (a sliding window)."""

    def __init__(self, count: int, seconds: float) -> None:
        self.count = count
        self.seconds = seconds
        self.times: deque[float] = deque()
        self.refused = 0

    def allow(self, now: float) -> bool:
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()
        if len(self.times) >= self.count:
            self.refused += 1
            return False
        self.times.append(now)
        self.refused = 0
        return True


class Connection:
    """One WebSocket's place at a table: its seat (``None`` for a spectator) and its outgoing queue
    (so that a slow client never holds up the table)."""

    def __init__(self, seat: int | None, limit: RateLimit) -> None:
        self.seat = seat
        self.limit = limit
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.close()
            return
        self.queue.put_nowait(message if isinstance(message, str) else json.dumps(message))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)


@dataclass(eq=False)
class LiveTable:
    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None
    timer_key: tuple[int, int] | None = None
    deadline: float | None = None

    def timer(self) -> dict[str, Any] | None:
        if self.deadline is None or self.timer_key is None:
            return None
        return {
            "seat": self.timer_key[1],
            "deadline": datetime.fromtimestamp(self.deadline, UTC).isoformat(timespec="milliseconds"),
            "remaining": round(max(0.0, self.deadline - time.time()), 2),
        }


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, not {raw!r}") from None


def env_rate(name: str, default: tuple[int, float]) -> tuple[int, float]:
    """``COUNT/SECONDS``, e.g. ``20/5``."""
    raw = os.environ.get(name)
    if not raw:
        return default
    count, _, seconds = raw.partition("/")
    try:
        return int(count), float(seconds)
    except ValueError:
        raise ValueError(f"{name} is written COUNT/SECONDS (e.g. 20/5), not {raw!r}") from None


class TableService:
    """Every table of one server, run live (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float | None = None,
        away_seconds: float | None = None,
        rate: tuple[int, float] | None = None,
    ) -> None:
        self.store = store
        self.bot_delay = env_float("DOMINOHALL_BOT_DELAY", 0.8) if bot_delay is None else bot_delay
        self.away_seconds = env_float("DOMINOHALL_AWAY_SECONDS", AWAY_SECONDS) if away_seconds is None else away_seconds
        self.rate = env_rate("DOMINOHALL_RATE_LIMIT", (20, 5.0)) if rate is None else rate
        self.live: dict[str, LiveTable] = {}
        self._db_pool = ThreadPoolExecutor(1, thread_name_prefix="dominohall-db")
        self._think_pool = ThreadPoolExecutor(2, thread_name_prefix="dominohall-bot")
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call on the one database thread: writes stay in order, the loop stays free."""
        return await asyncio.get_running_loop().run_in_executor(self._db_pool, fn, *args)

    # ---- start and stop -----------------------------------------------------------------------
    async def start(self) -> None:
        """Rebuild every unfinished table from its stored actions and set its bots going."""
        now = time.time()
        for stored in await self.db(self.store.load_open):
            try:
                table = Table.rebuild(stored, now)
            except Exception:
                log.exception("table %s could not be rebuilt from its actions; it is left out", stored.config.id)
                continue
            live = LiveTable(table)
            self.live[table.id] = live
            self.kick(live)
        log.info("%d open tables resumed", len(self.live))

    async def stop(self) -> None:
        for live in self.live.values():
            for conn in list(live.connections):
                conn.close()
        tasks = [t for t in self._tasks if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._think_pool.shutdown(wait=False, cancel_futures=True)
        self._db_pool.shutdown(wait=True)
        self.store.close()

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ---- tables -------------------------------------------------------------------------------
    async def create(self, request: TableRequest) -> tuple[Table, dict[int, str]]:
        """A new table; returns it with the token of each human seat (shown once, never stored)."""
        now = time.time()
        table_id = secrets.token_urlsafe(6)
        while table_id in self.live:
            table_id = secrets.token_urlsafe(6)
        config = TableConfig(
            table_id,
            request.name,
            request.variant,
            request.players,
            dict(request.options),
            secrets.randbelow(2**62),
            request.timer,
            now,
        )
        tokens: dict[int, str] = {}
        seats: list[SeatConfig] = []
        for i, s in enumerate(request.seats):
            if s.kind == "human":
                tokens[i] = secrets.token_urlsafe(18)
                seats.append(SeatConfig(i, "human", None, token_hash(tokens[i]), False))
            else:
                seats.append(SeatConfig(i, "bot", s.bot, None, True))
        table = Table(config, seats, now)
        await self.db(self.store.create_table, config, seats)
        live = LiveTable(table)
        self.live[table_id] = live
        self.kick(live)
        return table, tokens

    async def get(self, table_id: str) -> LiveTable | None:
        """A table, loaded from the store if it is not in memory (a finished one)."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        if len(table_id) > 32:
            return None
        async with self._load_lock:
            live = self.live.get(table_id)
            if live is None:
                stored = await self.db(self.store.load, table_id)
                if stored is None:
                    return None
                live = LiveTable(Table.rebuild(stored, time.time()))
                self.live[table_id] = live
                self.kick(live)
        return live

    def open_tables(self) -> list[dict[str, Any]]:
        return [live.table.meta() for live in self.live.values() if not live.table.is_over]

    async def finished_match(self, table_id: str) -> tuple[bool, Match | None, dict[str, Any] | None]:
        """Whether the table exists, and its match and TABLE_META once the match is over."""
        live = self.live.get(table_id)
        if live is not None:
            table = live.table
            return True, (table.match if table.is_over else None), table.meta()
        stored = await self.db(self.store.load, table_id) if len(table_id) <= 32 else None
        if stored is None:
            return False, None, None
        if stored.finished is None:
            return True, None, None
        table = Table.rebuild(stored)
        return True, table.match, table.meta()

    # ---- connections --------------------------------------------------------------------------
    async def join(self, table_id: str, token: str | None) -> tuple[LiveTable, Connection]:
        """A connection said hello: to a seat (its token) or to watch (``None``)."""
        live = await self.get(table_id)
        if live is None:
            raise ProtocolError("not_found", f"there is no table {table_id[:40]!r}")
        table = live.table
        seat = None if token is None else table.seat_of_token(token)
        if token is not None and seat is None:
            raise ProtocolError("forbidden", "this token opens no seat at this table", field="token")
        conn = Connection(seat, RateLimit(*self.rate))
        async with live.lock:
            live.connections.add(conn)
            if seat is not None:
                s = table.seats[seat]
                s.connections += 1
                s.away_since = None
                if not s.claimed:
                    await self.db(self.store.claim, table.id, seat)
                    table.claim(seat)
            conn.send({"type": "welcome", "seat": seat, "table": table.meta()})
            self.kick(live)
            self.broadcast(live)
        return live, conn

    async def leave(self, live: LiveTable, conn: Connection) -> None:
        conn.close()
        async with live.lock:
            live.connections.discard(conn)
            if conn.seat is not None:
                s = live.table.seats[conn.seat]
                s.connections -= 1
                if s.connections == 0 and s.kind == "human":
                    s.away_since = time.time()
            self.broadcast(live)
            self._evict_if_done(live)

    def _evict_if_done(self, live: LiveTable) -> None:
        # A finished table with nobody watching lives on in the store only.
        if live.table.is_over and not live.connections and self.live.get(live.table.id) is live:
            del self.live[live.table.id]

    def broadcast(self, live: LiveTable) -> None:
        """Send every connection the state it may see (one view per seat, built once)."""
        texts: dict[int | None, str] = {}
        timer = live.timer()
        for conn in list(live.connections):
            if conn.seat not in texts:
                texts[conn.seat] = json.dumps(live.table.state(conn.seat, timer))
            conn.send(texts[conn.seat])

    async def handle(self, live: LiveTable, conn: Connection, message: ClientMessage) -> None:
        """One message from a connection that has said hello. Raises :class:`ProtocolError`."""
        if isinstance(message, PingMessage):
            conn.send({"type": "pong"})
            return
        if isinstance(message, HelloMessage):
            raise ProtocolError("bad_message", "this connection has already said hello", field="type")
        seat = conn.seat
        if seat is None:
            raise ProtocolError("forbidden", "spectators watch: they cannot play, undo, chat or take over")
        now = time.time()
        if isinstance(message, MoveMessage):
            await self.commit(live, ActionRow(0, "move", seat, str(message.move), "human", now), message.seq)
        elif isinstance(message, UndoMessage):
            await self.commit(live, ActionRow(0, "undo", seat, "", "human", now), message.seq)
        elif isinstance(message, ChatMessage):
            await self.commit(live, ActionRow(0, "chat", seat, message.phrase, "human", now))
        elif isinstance(message, TakeoverMessage):
            await self.takeover(live, seat, message.seat)

    async def takeover(self, live: LiveTable, by: int, seat: int) -> None:
        table = live.table
        if seat >= len(table.seats):
            raise ProtocolError("bad_message", f"there is no seat {seat}", field="seat")
        if seat == by:
            raise ProtocolError("bad_message", "a seat cannot hand itself to a bot", field="seat")
        s = table.seats[seat]
        if s.kind == "human":
            away = None if s.away_since is None else time.time() - s.away_since
            if s.connections or away is None or away < self.away_seconds:
                raise ProtocolError(
                    "not_away",
                    f"seat {seat} can be handed to a bot once it has been away for {self.away_seconds:g} s",
                    field="seat",
                )
        await self.commit(live, ActionRow(0, "takeover", seat, TAKEOVER_BOT, "human", time.time()))

    # ---- acting -------------------------------------------------------------------------------
    async def commit(self, live: LiveTable, action: ActionRow, seq: int | None = None) -> None:
        """Apply an action, store it, then tell everyone. If it cannot be stored, the table is
        rebuilt without it: nobody is ever told of an action the database does not hold."""
        async with live.lock:
            table = live.table
            action = replace(action, n=len(table.actions))
            table.apply(action, seq)
            finish = None
            if table.is_over and action.kind == "move":  # the move that ended the match
                summary = table.meta()
                for s in summary["seats"]:
                    s["connected"] = False
                finish = Finish(action.at, dumps(table.match), summary)
            try:
                await self.db(self.store.append, table.id, action, finish)
            except Exception:
                log.exception("table %s: action %d could not be stored; it is undone", table.id, action.n)
                live.table = self._without_last(table)
                raise ProtocolError("internal", "the server could not store this; nothing changed") from None
            self.kick(live)
            if action.kind == "chat":
                message = {"type": "chat", "seat": action.seat, "phrase": action.data, "at": iso(action.at)}
                for conn in list(live.connections):
                    conn.send(message)
            else:
                self.broadcast(live)
            self._evict_if_done(live)

    @staticmethod
    def _without_last(table: Table) -> Table:
        rebuilt = Table.rebuild(StoredTable(table.config, table.initial, table.actions[:-1]))
        for old, new in zip(table.seats, rebuilt.seats):
            new.connections, new.away_since = old.connections, old.away_since
        return rebuilt

    def kick(self, live: LiveTable) -> None:
        """After any change: set the bot to move going, or the turn timer of the person to move."""
        table = live.table
        seat = table.match.turn
        if table.status != "playing" or seat < 0:
            self._stop_timer(live)
            return
        if table.seats[seat].kind == "bot":
            self._stop_timer(live)
            if live.bot_task is None or live.bot_task.done():
                live.bot_task = self._spawn(self._bots(live))
            return
        if table.config.timer is None:
            return
        key = (table.seq, seat)
        if live.timer_key != key:
            self._stop_timer(live)
            live.timer_key = key
            live.deadline = time.time() + table.config.timer
            live.timer_task = self._spawn(self._timer(live, key))

    @staticmethod
    def _stop_timer(live: LiveTable) -> None:
        task = live.timer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        live.timer_task = None
        live.timer_key = None
        live.deadline = None

    async def _bots(self, live: LiveTable) -> None:
        """Play for bots while a bot is to move."""
        try:
            await self._bot_turns(live)
        except Exception:  # a bug must not pass unseen: the table waits, and the log says why
            log.exception("table %s: the bots stopped", live.table.id)

    async def _bot_turns(self, live: LiveTable) -> None:
        while True:
            table = live.table
            seat = table.match.turn
            if table.status != "playing" or seat < 0 or table.seats[seat].kind != "bot":
                return
            seq = table.seq
            await asyncio.sleep(self.bot_delay)  # a human-like pause (0 in tests)
            if live.table is not table or table.seq != seq:
                continue
            bot = table.bot_for(seat)
            view = table.match.view(seat)
            if bot.name in SLOW_BOTS and len(view.legal_moves) > 1:
                move = await asyncio.get_running_loop().run_in_executor(self._think_pool, bot.choose, view)
            else:
                move = bot.choose(view)
            if live.table is not table or table.seq != seq:
                continue  # someone undid while the bot thought
            try:
                await self.commit(live, ActionRow(0, "move", seat, str(move), "bot", time.time()), seq)
            except ProtocolError as exc:
                if exc.code not in ("stale", "internal"):
                    log.error("table %s: bot at seat %d made a refused move %s: %s", table.id, seat, move, exc)
                    return
                if exc.code == "internal":
                    await asyncio.sleep(1.0)

    async def _timer(self, live: LiveTable, key: tuple[int, int]) -> None:
        """When a person's time runs out: pass if they must, play their only move if they have one,
        otherwise what greedy would play."""
        assert live.deadline is not None
        await asyncio.sleep(max(0.0, live.deadline - time.time()))
        table = live.table
        seq, seat = key
        if table.seq != seq or table.match.turn != seat or table.status != "playing":
            return
        legal = table.match.legal_moves()
        move = legal[0] if len(legal) == 1 else make_bot(TAKEOVER_BOT, seq).choose(table.match.view(seat))
        try:
            await self.commit(live, ActionRow(0, "move", seat, str(move), "timer", time.time()), seq)
        except ProtocolError as exc:
            if exc.code != "stale":  # the person moved at the last moment: nothing to do
                log.error("table %s: the timer's move %s for seat %d was refused: %s", table.id, move, seat, exc)
