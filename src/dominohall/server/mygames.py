"""``GET /api/my/games`` (docs/protocol.md, Your games): the signed-in account's running matches,
live and turn-based, those waiting for the person first, then by the time left on their clock.

The seats bound to the account (``table_accounts``) joined with the tables not finished are read in
one query (at most :data:`MY_GAMES_MAX`, the newest first; the account's names in a second). Each
table is then described from what is at hand, never from a state built for it: a table this
process runs from its :class:`~dominohall.server.live.LiveTable` (whose turn, the turn timer's
deadline, the seats), a table another process runs (several processes) from the TABLE_META its
owner last wrote to the lease (``turn`` and ``deadline`` are in it, written within a second of a
move). A table neither holds (a process died and nobody has taken it over yet) is listed with what
the stored row says, and no turn.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.server.gate import error
from dominohall.server.limits import PerAddress
from dominohall.server.pages import page
from dominohall.server.state import part, running
from dominohall.server.store import _epoch, accounts_t, leases_t, table_accounts_t, tables_t
from dominohall.server.table import iso

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.live import LiveTable
    from dominohall.server.service import TableService

MY_GAMES_MAX: Final = 100
"""Running matches listed at most (the account's newest; ``more`` says when it has others)."""
RUNNING: Final = ("waiting", "playing")
"""The statuses of a running match (an ended one is in the finished games)."""


@dataclass(frozen=True, slots=True)
class Bound:
    """A seat bound to the account at a table not finished, as stored."""

    table_id: str
    seat: int
    variant: str
    name: str
    created: float
    meta: str | None
    """The table's TABLE_META as its owner last wrote it to the lease (several processes), if any."""


class AccountName(str):
    """An account's name as a seat's listed name, which knows whether the account is a bot account
    (server/tokens.py: marked wherever its name shows) and is a plain ``str`` everywhere else."""

    bot: bool = False

    def __new__(cls, name: str, bot: bool = False) -> AccountName:
        made = super().__new__(cls, name)
        made.bot = bot
        return made


def running_seats(
    engine: Engine, account_id: int, limit: int, with_leases: bool
) -> tuple[list[Bound], int, dict[str, dict[int, str]]]:
    """The account's seats at tables not finished (at most ``limit``, the newest tables first), how
    many there are in all, and the account names of every bound seat of those tables. Indexed:
    ``table_accounts.account_id``, then the tables' and the leases' primary keys."""
    mine = (table_accounts_t.c.account_id == account_id, tables_t.c.finished.is_(None))
    joined = table_accounts_t.join(tables_t, tables_t.c.id == table_accounts_t.c.table_id)
    columns = [
        table_accounts_t.c.table_id,
        table_accounts_t.c.seat,
        tables_t.c.variant,
        tables_t.c.name,
        tables_t.c.created,
    ]
    if with_leases:
        joined = joined.outerjoin(leases_t, leases_t.c.table_id == tables_t.c.id)
        columns.append(leases_t.c.meta)
    with engine.connect() as db:
        total = db.execute(select(func.count()).select_from(joined).where(*mine)).scalar_one()
        rows = db.execute(
            select(*columns).select_from(joined).where(*mine).order_by(tables_t.c.created.desc()).limit(limit)
        ).all()
        ids = [r.table_id for r in rows]
        names: dict[str, dict[int, str]] = {}
        if ids:
            for r in db.execute(
                select(table_accounts_t.c.table_id, table_accounts_t.c.seat, accounts_t.c.name, accounts_t.c.bot_since)
                .select_from(table_accounts_t.join(accounts_t, accounts_t.c.id == table_accounts_t.c.account_id))
                .where(table_accounts_t.c.table_id.in_(ids))
            ):
                names.setdefault(r.table_id, {})[int(r.seat)] = AccountName(str(r.name), r.bot_since is not None)
    bound = [
        Bound(
            r.table_id,
            int(r.seat),
            r.variant,
            r.name or "",
            _epoch(r.created),
            r.meta if with_leases else None,
        )
        for r in rows
    ]
    return bound, int(total), names


def _seconds(iso_text: object) -> float | None:
    """Seconds since the epoch of an ISO time in a TABLE_META (``None`` if it has none)."""
    if not isinstance(iso_text, str):
        return None
    try:
        return datetime.fromisoformat(iso_text).timestamp()
    except ValueError:
        return None


@dataclass(slots=True)
class Game:
    """One running match as listed (:meth:`json`)."""

    bound: Bound
    status: str | None
    pace: int | None
    turn: int | None
    deadline: float | None
    players: list[dict[str, Any]]
    resigned: bool
    """The person's seat was handed to the bot for good (they resigned, or timed out): not theirs."""

    @property
    def your_turn(self) -> bool:
        return self.status == "playing" and self.turn == self.bound.seat and not self.resigned

    def seconds_left(self, now: float) -> int | None:
        return None if self.deadline is None else max(0, math.ceil(self.deadline - now))

    def json(self, now: float) -> dict[str, Any]:
        b = self.bound
        turn_name = None
        if self.turn is not None and 0 <= self.turn < len(self.players):
            turn_name = self.players[self.turn]["name"]
        return {
            "table": b.table_id,
            "name": b.name,
            "variant": b.variant,
            "pace": self.pace,
            "status": self.status,
            "seat": b.seat,
            "turn": self.turn,
            "turn_name": turn_name,
            "your_turn": self.your_turn,
            "deadline": None
            if self.deadline is None
            else datetime.fromtimestamp(self.deadline, UTC).isoformat(timespec="seconds"),
            "seconds_left": self.seconds_left(now),
            "players": self.players,
            "link": f"/t/{b.table_id}",
        }


Seat = tuple[int, str, str | None, str | None, str | None]
"""A seat as listed: seat, kind, bot, nickname, and until when its person is on vacation (ISO, or ``None``)."""


def _players(seats: list[Seat], accounts: dict[int, str]) -> list[dict[str, Any]]:
    """Each seat (:data:`Seat`) named by its account if it has one, else its nickname; a seat whose
    person is on vacation says until when (``vacation_until``)."""
    return [
        {
            "seat": seat,
            "kind": kind,
            "bot": bot if kind == "bot" else None,
            "name": accounts.get(seat) or nick,
            **({"bot_account": True} if getattr(accounts.get(seat), "bot", False) else {}),
            **({} if until is None else {"vacation_until": until}),
        }
        for seat, kind, bot, nick, until in seats
    ]


def from_live(bound: Bound, live: LiveTable, accounts: dict[int, str]) -> Game:
    """A match this process runs, from its table as it stands (no state, no TABLE_META built)."""
    table = live.table
    status = table.status
    turn = table.match.turn if status == "playing" and table.match.turn >= 0 else None
    key = live.timer_key
    deadline = live.deadline if key is not None and key[1] == turn else None
    now = time.time()
    seats: list[Seat] = [(s.seat, s.kind, s.bot, s.name, iso(table.on_vacation(s.seat, now))) for s in table.seats]
    resigned = table.seats[bound.seat].resigned if bound.seat < len(table.seats) else False
    return Game(bound, status, table.pace_hours, turn, deadline, _players(seats, accounts), resigned)


def from_meta(bound: Bound, meta: dict[str, Any], accounts: dict[int, str]) -> Game:
    """A match another process runs, from the TABLE_META it last wrote to the lease."""
    given = meta.get("seats")
    raw_seats: list[Any] = given if isinstance(given, list) else []
    seats: list[Seat] = []
    resigned = False
    now = time.time()
    for s in raw_seats:
        if not isinstance(s, dict) or not isinstance(s.get("seat"), int):
            continue
        until = s.get("vacation_until")
        away = until if isinstance(until, str) and (_seconds(until) or 0.0) > now else None  # over since it slept
        seats.append((s["seat"], str(s.get("kind", "human")), s.get("bot"), s.get("name"), away))
        if s["seat"] == bound.seat:
            resigned = bool(s.get("resigned"))
    pace = meta.get("pace")
    hours = pace.get("hours") if isinstance(pace, dict) and pace.get("kind") == "turn-based" else None
    turn = meta.get("turn")
    status = meta.get("status")
    return Game(
        bound,
        status if isinstance(status, str) else None,
        hours if isinstance(hours, int) else None,
        turn if isinstance(turn, int) else None,
        _seconds(meta.get("deadline")),
        _players(seats, accounts),
        resigned,
    )


def listed(service: TableService, bound: list[Bound], names: dict[str, dict[int, str]]) -> list[Game]:
    """The running matches of ``bound``, those waiting for the person first (the least time left
    first), then the others by time left (no clock last), then the newest."""
    games = []
    for b in bound:
        accounts = names.get(b.table_id, {})
        live = service.live.get(b.table_id)
        game: Game | None = None
        # a table asleep here (dominohall.server.dormancy) is told by the TABLE_META it slept with
        text = b.meta if live is not None else service.dormancy.meta(b.table_id) or b.meta
        if live is not None:
            game = from_live(b, live, accounts)
        elif text is not None:
            try:
                meta = json.loads(text)
            except ValueError:
                meta = None
            if isinstance(meta, dict):
                game = from_meta(b, meta, accounts)
        if game is None:  # held by nobody right now (its process died): what the row says
            game = Game(b, None, None, None, None, [], False)
        if game.status is not None and game.status not in RUNNING:
            continue  # ended a moment ago (its row is written with the end: not yet read)
        if game.resigned:
            continue
        games.append(game)
    games.sort(
        key=lambda g: (
            not g.your_turn,
            g.deadline is None,
            g.deadline or 0.0,
            -g.bound.created,
        )
    )
    return games


class MyGames:
    """``GET /api/my/games`` of one running server, with its rate limit per account."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.asked = PerAddress(*service.limits.my_games_rate)
        self._swept = time.monotonic()
        self.challenges_waiting: Callable[[int, float], Awaitable[int]] | None = None
        """The open challenges sent to an account at a time (server/social.py sets it): counted in
        the answer, for the header's count."""

    async def answer(self, request: Request) -> Response:
        accounts = running(request).accounts
        account_id, _name = await accounts.account(request)
        if account_id is None:
            return error(401, "sign_in", "sign in to see your games")
        now = time.monotonic()
        if now - self._swept > 30:
            self._swept = now
            self.asked.sweep(now)
        if not self.asked.allow(account_id, now):
            count, seconds = self.service.limits.my_games_rate
            wait = max(1, math.ceil(self.asked.retry_after(account_id, now)))
            return error(429, "rate_limited", f"at most {count} lists of your games in {seconds:g} s", retry_after=wait)
        service = self.service
        bound, total, names = await service.db(
            running_seats, service.store.engine, account_id, MY_GAMES_MAX, service.cluster is not None
        )
        games = listed(service, bound, names)
        at = time.time()
        challenges = 0 if self.challenges_waiting is None else await self.challenges_waiting(account_id, at)
        return JSONResponse(
            {
                "games": [g.json(at) for g in games],
                "waiting": sum(g.your_turn for g in games),
                "total": total,
                "more": total > len(bound),
                "limit": MY_GAMES_MAX,
                "challenges": challenges,
            },
            headers={"cache-control": "no-store"},
        )


async def my_games(request: Request) -> Response:
    games = part(request, MyGames)
    assert games is not None
    return await games.answer(request)


def routes() -> list[BaseRoute]:
    return [Route("/api/my/games", my_games), Route("/games", page("games.html"))]
