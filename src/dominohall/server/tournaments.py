"""Tournaments in the server (issue #39; docs/tournaments.md, "In the server").

A signed-in account organises a tournament (``POST /api/tournaments``: game, options, table size,
system, rounds or minutes, rated or not, a filler bot or byes, live or turn-based, start time);
accounts join and leave it before it starts. The seating and the scoring are the pure package's
(:mod:`dominohall.tournament`: :func:`~dominohall.tournament.pair_round`,
:func:`~dominohall.tournament.seat_waiting`, :func:`~dominohall.tournament.standings`); this module
stores its state, makes each game's server table with the entrants' seats bound to their accounts
(so it is on their ``/games`` page, and their link is on the tournament's page; with mail, a
``ready`` mail tells them), and hears the tables end.

**Advancing.** One task per process looks at the tournaments every :data:`TICK_SECONDS`
(``DOMINOHALL_TOURNAMENT_TICK``) and after any tournament table's end: a tournament due to start is
started (round 1 paired, or cancelled with fewer than two entrants), a game whose table has ended
gets its places (from the table's stored record: :func:`~dominohall.tournament.simulate.match_places`),
and when a round's games are all over the next round is paired after :data:`PAUSE_SECONDS`
(``DOMINOHALL_TOURNAMENT_PAUSE``, live) or at once (turn-based); an arena seats whoever waits until
its minutes are up. With several processes only the holder of the lease :data:`LEASE` advances
(renewed with the process's table leases: server/leases.py); a process that dies lets it lapse and
another takes it. Everything is in the database (migration 0010), the state written before the
tables are made: a game with no table yet is made by the next look, so a restart mid-round goes on.

**Bounds.** :data:`ORGANISED_MAX` upcoming or running tournaments per organiser,
:data:`JOINED_MAX` per entrant, :data:`ENTRANTS_MAX` entrants per tournament; a tournament starts
within :data:`AHEAD_DAYS` days; a live table's seats nobody takes within :data:`JOIN_SECONDS` go to
the filler (or ``greedy``), and a live turn has the organiser's ``timer``; a round's tables are made
only while the server holds fewer than ``max_tables`` (the rest at the next look).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import os
import secrets
import time
from dataclasses import replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, number, number_setting, whole
from dominohall.errors import OptionError
from dominohall.ratings import START
from dominohall.server import accounts_db as adb
from dominohall.server.gate import address_of, refused
from dominohall.server.protocol import ProtocolError, SeatRequest, TableRequest, check_bot, parse_table_request
from dominohall.server.quotas import changes_and_reads
from dominohall.server.state import of_part
from dominohall.server.store import (
    accounts_t,
    ratings_t,
    table_accounts_t,
    tables_t,
    tournament_entrants_t,
    tournament_games_t,
    tournament_seats_t,
    tournaments_t,
)
from dominohall.tournament import Entrant, Settings, Tournament, pair_round, seat_waiting, standings
from dominohall.tournament.state import MAX_ROUND_ROBIN, SYSTEMS

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.mail import Mail
    from dominohall.server.service import TableService

log = logging.getLogger("dominohall.server")

ORGANISED_MAX: Final = 3
"""Upcoming or running tournaments one account may organise at once."""
JOINED_MAX: Final = 10
"""Upcoming or running tournaments one account may have joined at once."""
ENTRANTS_MAX: Final = 64
"""Entrants of one tournament (a round of 64 at tables of 2 is 32 tables)."""
ROUNDS_MAX: Final = 20
"""Rounds of a Swiss or a round robin."""
MINUTES_RANGE: Final = (1.0, 24 * 60.0)
"""An arena's length in minutes."""
AHEAD_DAYS: Final = 30
"""A tournament starts at most this many days after it is made."""
LISTED_MAX: Final = 50
"""Tournaments of each kind (upcoming, running, finished) ``GET /api/tournaments`` lists."""
NAME_MAX: Final = 80
TICK_SECONDS: Final = 2.0
"""How often the advancing task looks (besides a table's end)."""
PAUSE_SECONDS: Final = 20.0
"""A live tournament's pause between rounds."""
JOIN_SECONDS: Final = 120.0
"""A live tournament table's seats nobody has taken this long after it was made go to a bot."""
TIMER_DEFAULT: Final = 60.0
"""A live tournament table's seconds a turn, unless the organiser says."""
LEASE: Final = "tournaments"
"""The lease (``leases`` row) whose holder advances the tournaments (no table id is this long)."""
ID_LENGTH: Final = 16
"""A tournament's id: ``secrets.token_urlsafe(12)``."""
FIELDS: Final = (
    "name",
    "variant",
    "options",
    "table_size",
    "system",
    "rounds",
    "minutes",
    "rated",
    "filler",
    "pace",
    "timer",
    "starts",
)


# ---- the request ------------------------------------------------------------------------------------
def _bad(message: str, field: str) -> ProtocolError:
    return ProtocolError("bad_message", message, field=field)


def parse_tournament(data: dict[str, Any], now: float) -> dict[str, Any]:
    """A ``POST /api/tournaments`` body, every field in its range (errors name the field). The
    game's part (variant, options, table size, rated, pace, timer) is checked as a table's
    (:func:`~dominohall.server.protocol.parse_table_request`)."""
    extra = sorted(set(data) - set(FIELDS))
    if extra:
        raise _bad(f"unknown field {extra[0]!r:.40} (fields: {', '.join(FIELDS)})", extra[0][:40])
    name = data.get("name", "")
    if not isinstance(name, str) or len(name.strip()) > NAME_MAX or any(ord(c) < 32 for c in name):
        raise _bad(f"name is a text of at most {NAME_MAX} characters", "name")
    if "table_size" not in data:
        raise _bad("table_size is the number of seats at each table", "table_size")
    size = data["table_size"]
    if isinstance(size, bool) or not isinstance(size, int):
        raise _bad("table_size is a whole number of seats", "table_size")
    table: dict[str, Any] = {
        "variant": data.get("variant"),
        "players": size,
        "seats": [{"kind": "human"}] * max(0, min(size, 10)),
        "rated": data.get("rated", False),
    }
    if "options" in data:
        table["options"] = data["options"]
    if data.get("pace") is not None:
        table["pace"] = data["pace"]
    if data.get("timer") is not None:
        table["timer"] = data["timer"]
    if not isinstance(table["rated"], bool):
        raise _bad("rated is true or false", "rated")
    try:
        wanted = parse_table_request(table)
    except ProtocolError as exc:
        field = "table_size" if exc.field in ("players", "seats") else exc.field
        raise ProtocolError(exc.code, exc.message, field=field, rule=exc.rule) from None
    system = data.get("system")
    if system not in SYSTEMS:
        raise _bad(f"system is one of {', '.join(SYSTEMS)}", "system")
    rounds = data.get("rounds")
    minutes = data.get("minutes")
    try:
        if system == "arena":
            if rounds is not None:
                raise _bad("an arena has no rounds: it lasts its minutes", "rounds")
            minutes = number(minutes, "minutes", *MINUTES_RANGE)
        else:
            if minutes is not None:
                raise _bad("minutes are an arena's: a Swiss or round robin has rounds", "minutes")
            if rounds is not None or system == "swiss":
                rounds = whole(rounds, "rounds", 1, ROUNDS_MAX)
    except BoundsError as exc:
        raise _bad(str(exc), exc.field or "rounds") from None
    filler = data.get("filler")
    if filler is not None:
        filler = check_bot(filler, "filler")
    elif system == "arena":
        raise _bad("an arena seats whoever waits with filler bots: name one (e.g. greedy)", "filler")
    starts = data.get("starts")
    if starts is None:
        at = now
    else:
        if not isinstance(starts, str) or len(starts) > 40:
            raise _bad("starts is a time in ISO 8601 with its offset, e.g. 2026-12-24T18:00:00Z", "starts")
        try:
            moment = datetime.fromisoformat(starts.replace("Z", "+00:00"))
        except ValueError:
            raise _bad("starts is a time in ISO 8601 with its offset, e.g. 2026-12-24T18:00:00Z", "starts") from None
        if moment.tzinfo is None:
            raise _bad("starts needs its offset (Z for UTC)", "starts")
        at = moment.timestamp()
        if at < now - 60 or at > now + AHEAD_DAYS * 86400:
            raise _bad(f"starts is from now to {AHEAD_DAYS} days ahead", "starts")
    if wanted.pace_hours is not None and system == "arena":
        raise _bad("an arena is live: its games follow each other for its minutes", "pace")
    return {
        "name": name.strip(),
        "variant": wanted.variant,
        "options": dict(wanted.options),
        "table_size": wanted.players,
        "system": system,
        "rounds": rounds,
        "minutes": minutes,
        "rated": wanted.rated,
        "filler": filler,
        "pace_hours": wanted.pace_hours,
        "timer": wanted.timer if wanted.pace_hours is None and wanted.timer is not None else TIMER_DEFAULT,
        "starts": at,
        "seed": secrets.randbelow(2**31),
    }


def table_request(settings: dict[str, Any], seats: list[str | None], name: str) -> TableRequest:
    """The server table of a game: the entrants' seats, the filler bot in the others."""
    filler = settings["filler"] or "greedy"
    live = settings["pace_hours"] is None
    return TableRequest(
        variant=settings["variant"],
        players=len(seats),
        options=dict(settings["options"]),
        seats=tuple(SeatRequest("human") if s is not None else SeatRequest("bot", filler) for s in seats),
        timer=settings["timer"] if live else None,
        name=name[:60],
        rated=settings["rated"],
        pace_hours=settings["pace_hours"],
        bots_after=JOIN_SECONDS if live else None,
    )


def _tournament_id(raw: str) -> str:
    if len(raw) != ID_LENGTH or not raw.isascii() or not raw.replace("-", "").replace("_", "").isalnum():
        raise ProtocolError("not_found", "there is no such tournament", field="id")
    return raw


# ---- the database side (on the service's database threads) -----------------------------------------
def _rating(db: Any, account_id: int, variant: str) -> float:
    found = db.execute(
        select(ratings_t.c.mu).where(ratings_t.c.account_id == account_id, ratings_t.c.variant == variant)
    ).first()
    return START if found is None else float(found.mu)


def create_tournament(engine: Engine, tid: str, organiser: int, parsed: dict[str, Any], now: float) -> bool:
    """Store a new tournament (``False``: the organiser has :data:`ORGANISED_MAX` open already)."""
    with engine.begin() as db:
        mine = db.execute(
            select(func.count())
            .select_from(tournaments_t)
            .where(tournaments_t.c.organiser == organiser, tournaments_t.c.status.in_(("upcoming", "running")))
        ).scalar_one()
        if mine >= ORGANISED_MAX:
            return False
        db.execute(
            insert(tournaments_t).values(
                id=tid,
                organiser=organiser,
                name=parsed["name"],
                variant=parsed["variant"],
                settings=json.dumps({k: v for k, v in parsed.items() if k not in ("name", "starts")}),
                starts=parsed["starts"],
                status="upcoming",
                created=now,
            )
        )
    return True


def join(engine: Engine, tid: str, account_id: int, now: float) -> str:
    """``joined``, or why not: ``not_found``, ``started``, ``already``, ``full``, ``too_many``."""
    with engine.begin() as db:
        row = db.execute(
            select(tournaments_t.c.status, tournaments_t.c.settings).where(tournaments_t.c.id == tid).with_for_update()
        ).first()
        if row is None:
            return "not_found"
        if row.status != "upcoming":
            return "started"
        most = MAX_ROUND_ROBIN if json.loads(row.settings)["system"] == "round-robin" else ENTRANTS_MAX
        if db.execute(
            select(tournament_entrants_t.c.account_id).where(
                tournament_entrants_t.c.tournament_id == tid, tournament_entrants_t.c.account_id == account_id
            )
        ).first():
            return "already"
        count = db.execute(
            select(func.count()).select_from(tournament_entrants_t).where(tournament_entrants_t.c.tournament_id == tid)
        ).scalar_one()
        if count >= most:
            return "full"
        joined = db.execute(
            select(func.count())
            .select_from(
                tournament_entrants_t.join(tournaments_t, tournaments_t.c.id == tournament_entrants_t.c.tournament_id)
            )
            .where(
                tournament_entrants_t.c.account_id == account_id, tournaments_t.c.status.in_(("upcoming", "running"))
            )
        ).scalar_one()
        if joined >= JOINED_MAX:
            return "too_many"
        db.execute(insert(tournament_entrants_t).values(tournament_id=tid, account_id=account_id, joined=now))
    return "joined"


def leave(engine: Engine, tid: str, account_id: int) -> str:
    """``left``, or why not: ``not_found``, ``started``, ``not_in``."""
    with engine.begin() as db:
        row = db.execute(select(tournaments_t.c.status).where(tournaments_t.c.id == tid).with_for_update()).first()
        if row is None:
            return "not_found"
        if row.status != "upcoming":
            return "started"
        gone = db.execute(
            delete(tournament_entrants_t).where(
                tournament_entrants_t.c.tournament_id == tid, tournament_entrants_t.c.account_id == account_id
            )
        ).rowcount
    return "left" if gone else "not_in"


def organise(engine: Engine, tid: str, account_id: int, action: str, now: float) -> str:
    """The organiser's ``start`` (now) or ``cancel`` (before the end): ``done``, or ``not_found``,
    ``not_yours``, ``started`` (start: it has), ``over``."""
    with engine.begin() as db:
        row = db.execute(
            select(tournaments_t.c.status, tournaments_t.c.organiser).where(tournaments_t.c.id == tid).with_for_update()
        ).first()
        if row is None:
            return "not_found"
        if int(row.organiser) != account_id:
            return "not_yours"
        if row.status in ("finished", "cancelled"):
            return "over"
        if action == "start":
            if row.status != "upcoming":
                return "started"
            db.execute(update(tournaments_t).where(tournaments_t.c.id == tid).values(starts=now))
        else:
            db.execute(
                update(tournaments_t)
                .where(tournaments_t.c.id == tid)
                .values(status="cancelled", ended=now, next_at=None)
            )
    return "done"


def _names(db: Any, ids: set[int]) -> dict[int, str]:
    if not ids:
        return {}
    rows = db.execute(select(accounts_t.c.id, accounts_t.c.name).where(accounts_t.c.id.in_(sorted(ids)))).all()
    return {int(r.id): str(r.name) for r in rows}


def _summary(row: Any, entrants: int, names: dict[int, str]) -> dict[str, Any]:
    settings = json.loads(row.settings)
    return {
        "id": row.id,
        "name": row.name,
        "variant": row.variant,
        "options": settings["options"],
        "system": settings["system"],
        "table_size": settings["table_size"],
        "rounds": settings["rounds"],
        "minutes": settings["minutes"],
        "rated": settings["rated"],
        "filler": settings["filler"],
        "pace": None if settings["pace_hours"] is None else {"kind": "turn-based", "hours": settings["pace_hours"]},
        "status": row.status,
        "starts": _iso(row.starts),
        "organiser": names.get(int(row.organiser), ""),
        "entrants": entrants,
    }


def _iso(t: float | None) -> str | None:
    return None if t is None else datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds")


def listing(engine: Engine) -> dict[str, list[dict[str, Any]]]:
    """The upcoming (soonest first), running and finished (latest first) tournaments; the finished
    with the cancelled among them (their ``status`` says which), so that an entrant sees what became
    of a tournament that did not take place."""
    out: dict[str, list[dict[str, Any]]] = {}
    with engine.connect() as db:
        for kind, statuses, order in (
            ("upcoming", ("upcoming",), tournaments_t.c.starts.asc()),
            ("running", ("running",), tournaments_t.c.started.desc()),
            ("finished", ("finished", "cancelled"), tournaments_t.c.ended.desc()),
        ):
            rows = db.execute(
                select(tournaments_t).where(tournaments_t.c.status.in_(statuses)).order_by(order).limit(LISTED_MAX)
            ).all()
            counts: dict[str, int] = dict(
                db.execute(
                    select(tournament_entrants_t.c.tournament_id, func.count())
                    .where(tournament_entrants_t.c.tournament_id.in_([r.id for r in rows]))
                    .group_by(tournament_entrants_t.c.tournament_id)
                ).all()
            )
            names = _names(db, {int(r.organiser) for r in rows})
            out[kind] = [_summary(r, int(counts.get(r.id, 0)), names) for r in rows]
    return out


def detail(engine: Engine, tid: str, viewer: int | None) -> dict[str, Any] | None:
    """Everything ``GET /api/tournaments/{id}`` shows: entrants, rounds with their tables and byes,
    standings with the tie-breaks, the podium once finished, and the viewer's own seat (with its
    token) at a game still running."""
    with engine.connect() as db:
        row = db.execute(select(tournaments_t).where(tournaments_t.c.id == tid)).first()
        if row is None:
            return None
        entrant_rows = db.execute(
            select(tournament_entrants_t.c.account_id)
            .where(tournament_entrants_t.c.tournament_id == tid)
            .order_by(tournament_entrants_t.c.joined, tournament_entrants_t.c.account_id)
        ).all()
        ids = [int(r.account_id) for r in entrant_rows]
        games = db.execute(
            select(tournament_games_t)
            .where(tournament_games_t.c.tournament_id == tid)
            .order_by(tournament_games_t.c.number)
        ).all()
        mine: list[Any] = []
        if viewer is not None:
            mine = list(
                db.execute(
                    select(tournament_seats_t.c.number, tournament_seats_t.c.seat, tournament_seats_t.c.token).where(
                        tournament_seats_t.c.tournament_id == tid,
                        tournament_seats_t.c.account_id == viewer,
                        tournament_seats_t.c.token.is_not(None),
                    )
                ).all()
            )
        names = _names(db, {*ids, int(row.organiser)})
        ratings = {a: _rating(db, a, row.variant) for a in ids}
    out = _summary(row, len(ids), names)
    out["organiser_is_you"] = viewer is not None and viewer == int(row.organiser)
    out["joined"] = viewer is not None and viewer in ids
    out["started"] = _iso(row.started)
    out["ended"] = _iso(row.ended)
    out["next_round_in"] = None if row.next_at is None else max(0, math.ceil(row.next_at - time.time()))

    def who(entrant: str | None) -> dict[str, Any] | None:
        return None if entrant is None else {"id": int(entrant), "name": names.get(int(entrant), "?")}

    out["entrants_list"] = [{"id": a, "name": names.get(a, "?"), "rating": round(ratings[a])} for a in ids]
    t = None if row.state is None else Tournament.from_dict(json.loads(row.state))
    rounds: dict[int, dict[str, Any]] = {}
    tables = {int(g.number): g.table_id for g in games}
    if t is not None:
        for g in t.games:
            r = rounds.setdefault(g.round, {"round": g.round, "tables": [], "byes": []})
            table_id = tables.get(g.number)
            r["tables"].append(
                {
                    "game": g.number,
                    "table": table_id,
                    "link": None if table_id is None else f"/t/{table_id}",
                    "seats": [who(s) for s in g.seats],
                    "places": None if g.places is None else list(g.places),
                    "over": g.places is not None,
                    "start": g.start if g.round == 0 else None,
                    "end": g.end if g.round == 0 else None,
                }
            )
        for b in t.byes:
            rounds.setdefault(b.round, {"round": b.round, "tables": [], "byes": []})["byes"].append(who(b.entrant))
        rows = standings(t)
        out["standings"] = [{**r.as_dict(), "entrant": who(r.entrant)} for r in rows]
        out["round"] = t.round
        out["total_rounds"] = t.total_rounds if t.settings.system != "arena" else None
    else:
        out["standings"] = []
        out["round"] = 0
        out["total_rounds"] = out["rounds"]  # as set (a round robin's default is known at the start)
    out["rounds"] = [rounds[k] for k in sorted(rounds)]  # the list of rounds: their number is total_rounds
    out["podium"] = [s for s in out["standings"] if s["place"] <= 3] if row.status == "finished" else []
    out["your_tables"] = [
        {"game": int(m.number), "table": tables.get(int(m.number)), "seat": int(m.seat), "token": m.token}
        for m in mine
        if tables.get(int(m.number))
    ]
    return out


def due(engine: Engine, now: float) -> list[str]:
    """The tournaments to look at: upcoming ones due to start, and those running."""
    with engine.connect() as db:
        rows = db.execute(
            select(tournaments_t.c.id).where(
                ((tournaments_t.c.status == "upcoming") & (tournaments_t.c.starts <= now))
                | (tournaments_t.c.status == "running")
            )
        ).all()
    return [str(r.id) for r in rows]


def load(engine: Engine, tid: str) -> tuple[Any, list[int], dict[int, tuple[str | None, str | None]]]:
    """A tournament's row, its entrants, and each game's (table, stored places)."""
    with engine.connect() as db:
        row = db.execute(select(tournaments_t).where(tournaments_t.c.id == tid)).first()
        ids = [
            int(r.account_id)
            for r in db.execute(
                select(tournament_entrants_t.c.account_id).where(tournament_entrants_t.c.tournament_id == tid)
            ).all()
        ]
        games = {
            int(g.number): (g.table_id, g.places)
            for g in db.execute(select(tournament_games_t).where(tournament_games_t.c.tournament_id == tid)).all()
        }
    return row, ids, games


def ratings_of(engine: Engine, ids: list[int], variant: str) -> dict[int, float]:
    with engine.connect() as db:
        return {a: _rating(db, a, variant) for a in ids}


def ended_tables(engine: Engine, table_ids: list[str]) -> dict[str, str | None]:
    """Of ``table_ids``, those whose match has ended: their record (``None``: it ended without one,
    expired or aborted)."""
    if not table_ids:
        return {}
    with engine.connect() as db:
        rows = db.execute(
            select(tables_t.c.id, tables_t.c.record).where(
                tables_t.c.id.in_(table_ids), tables_t.c.finished.is_not(None)
            )
        ).all()
    return {str(r.id): r.record for r in rows}


def save(
    engine: Engine,
    tid: str,
    t: Tournament,
    status: str,
    values: dict[str, Any],
    new_games: list[tuple[int, int, list[str | None]]],
    finished: dict[int, tuple[int, ...]],
    now: float,
) -> None:
    """Write a tournament's state, its new games (no table yet) and the places of games just over
    (their seats' tokens cleared), in one transaction."""
    with engine.begin() as db:
        db.execute(
            update(tournaments_t)
            .where(tournaments_t.c.id == tid)
            .values(state=json.dumps(t.as_dict()), status=status, **values)
        )
        for number_, round_, seats in new_games:
            db.execute(
                insert(tournament_games_t).values(
                    tournament_id=tid, number=number_, round=round_, seats=json.dumps(seats), started=now
                )
            )
        for number_, places in finished.items():
            db.execute(
                update(tournament_games_t)
                .where(tournament_games_t.c.tournament_id == tid, tournament_games_t.c.number == number_)
                .values(places=json.dumps(list(places)), ended=now)
            )
            db.execute(
                update(tournament_seats_t)
                .where(tournament_seats_t.c.tournament_id == tid, tournament_seats_t.c.number == number_)
                .values(token=None)
            )


def table_made(engine: Engine, tid: str, number_: int, table_id: str, seats: dict[int, tuple[int, str]]) -> None:
    """Record the table of game ``number_`` and each entrant's seat and token there: before the
    table is made (with this id and these tokens), so that a process dying in between leaves the
    next look a game to make again (:func:`unmade`), never a second table beside an orphaned one."""
    with engine.begin() as db:
        db.execute(
            update(tournament_games_t)
            .where(tournament_games_t.c.tournament_id == tid, tournament_games_t.c.number == number_)
            .values(table_id=table_id)
        )
        for seat, (account, token) in seats.items():
            db.execute(
                insert(tournament_seats_t).values(
                    tournament_id=tid, number=number_, seat=seat, account_id=account, token=token
                )
            )


def unmade(engine: Engine, tid: str, numbers: list[int]) -> dict[int, tuple[str, bool, dict[int, tuple[int, str]]]]:
    """Of the games ``numbers`` (with a recorded table), those not finished being made: the table's
    id, whether it is in the store, and the seats with their tokens (a seat not yet bound to its
    account, or a table never made, is what a process dying after :func:`table_made` leaves)."""
    if not numbers:
        return {}
    with engine.connect() as db:
        games = {
            int(g.number): str(g.table_id)
            for g in db.execute(
                select(tournament_games_t.c.number, tournament_games_t.c.table_id).where(
                    tournament_games_t.c.tournament_id == tid,
                    tournament_games_t.c.number.in_(numbers),
                    tournament_games_t.c.table_id.is_not(None),
                )
            ).all()
        }
        made = {
            str(r.id) for r in db.execute(select(tables_t.c.id).where(tables_t.c.id.in_(list(games.values())))).all()
        }
        bound = {
            (str(r.table_id), int(r.seat))
            for r in db.execute(
                select(table_accounts_t.c.table_id, table_accounts_t.c.seat).where(
                    table_accounts_t.c.table_id.in_(list(games.values()))
                )
            ).all()
        }
        seats: dict[int, dict[int, tuple[int, str]]] = {n: {} for n in games}
        for r in db.execute(
            select(tournament_seats_t).where(
                tournament_seats_t.c.tournament_id == tid, tournament_seats_t.c.number.in_(list(games))
            )
        ).all():
            seats[int(r.number)][int(r.seat)] = (int(r.account_id), str(r.token or ""))
    return {
        n: (table_id, table_id in made, seats[n])
        for n, table_id in games.items()
        if table_id not in made or any((table_id, seat) not in bound for seat in seats[n])
    }


def places_of(record: str | None, seats: int) -> tuple[int, ...]:
    """A game's places from its table's record; a table that ended without a result (expired,
    aborted) places everyone first alike (nobody gains on anyone)."""
    if record is None:
        return (1,) * seats
    from dominohall.record import loads
    from dominohall.tournament.simulate import match_places

    match = loads(record)
    if match.result is None:
        return (1,) * seats
    return match_places(match)


# ---- the server part --------------------------------------------------------------------------------
class Tournaments:
    """The tournaments of one running server: their routes, with the rate limits of changes and
    reads, and the task that advances them."""

    def __init__(self, service: TableService, accounts: Accounts) -> None:
        self.service = service
        self.accounts = accounts
        self.changes, self.reads, self.quotas = changes_and_reads(service.limits, accounts)
        self.tick = number_setting(os.environ, "DOMINOHALL_TOURNAMENT_TICK", TICK_SECONDS, 0.05, 600.0)
        self.pause = number_setting(os.environ, "DOMINOHALL_TOURNAMENT_PAUSE", PAUSE_SECONDS, 0.0, 3600.0)
        self.minute = number_setting(os.environ, "DOMINOHALL_TOURNAMENT_MINUTE", 60.0, 0.1, 60.0)
        """Seconds of an arena's minute: 60, shorter only in tests (an arena of minutes in seconds)."""
        self.clock = time.time
        """The time tournaments start and arenas end by (the tests' own clock)."""
        self.mails: Mail | None = None
        """The mail part (set by the app): entrants with a verified address are told their table is ready."""
        self._wake: asyncio.Event | None = None
        self._lock = asyncio.Lock()

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.service.db(fn, self.service.store.engine, *args)

    def start(self) -> None:
        """Hear the tables end, and look at the tournaments every :attr:`tick` (the task ends with the service)."""
        self._wake = asyncio.Event()
        earlier = self.service.on_finish

        def finished(table_id: str, record: str) -> None:
            if earlier is not None:
                earlier(table_id, record)
            if self._wake is not None:
                self._wake.set()

        self.service.on_finish = finished
        self.service.spawn(self._run())

    async def _run(self) -> None:
        assert self._wake is not None
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.tick)
            self._wake.clear()
            try:
                await self.advance_all()
            except Exception:  # the database is away: the next look tries again
                log.exception("tournaments: a look failed")

    async def _holds_lease(self) -> bool:
        cluster = self.service.cluster
        if cluster is None:
            return True
        now = time.time()
        lease = await self.service.db(
            self.service.store.claim_lease, LEASE, cluster.worker, cluster.address, now, cluster.lease_seconds
        )
        return bool(lease.owner == cluster.worker)

    async def advance_all(self) -> None:
        """Advance every tournament due (if this process holds the lease)."""
        async with self._lock:
            if self.service.draining or not await self._holds_lease():
                return
            for tid in await self._db(due, self.clock()):
                try:
                    await self.advance(tid)
                except Exception:  # one tournament's fault must not stop the others
                    log.exception("tournament %s: could not be advanced", tid)

    async def advance(self, tid: str) -> None:
        """One look at a tournament (module docstring, Advancing)."""
        now = self.clock()
        row, ids, games = await self._db(load, tid)
        if row is None:
            return
        settings = json.loads(row.settings)
        if row.status == "upcoming":
            if row.starts > now:
                return
            fill = settings["filler"] is not None or settings["system"] == "arena"
            if len(ids) < 2 or (not fill and len(ids) < settings["table_size"]):
                await self._db(_set_status, tid, "cancelled", now)
                log.info("tournament %s: cancelled at its start (%d entrants)", tid, len(ids))
                return
            ratings = await self._db(ratings_of, ids, row.variant)
            try:
                t = self._new(settings, ids, ratings)
            except OptionError as exc:  # the entrants do not make this tournament (checked at join: a safety net)
                await self._db(_set_status, tid, "cancelled", now)
                log.warning("tournament %s: cancelled at its start: %s", tid, exc)
                return
            await self._db(save, tid, t, "running", {"started": now, "next_at": now}, [], {}, now)
            row, ids, games = await self._db(load, tid)
            log.info("tournament %s: started with %d entrants", tid, len(ids))
        if row.status != "running" or row.state is None:
            return
        await self._go_on(tid, row, games, settings, now)

    @staticmethod
    def _new(settings: dict[str, Any], ids: list[int], ratings: dict[int, float]) -> Tournament:
        return Tournament(
            Settings(
                settings["system"],
                settings["table_size"],
                rounds=settings["rounds"],
                minutes=settings["minutes"],
                filler=settings["filler"],
                seed=settings["seed"],
            ),
            tuple(Entrant(str(a), ratings[a]) for a in sorted(ids)),
        )

    async def _go_on(
        self, tid: str, row: Any, games: dict[int, tuple[str | None, str | None]], settings: dict[str, Any], now: float
    ) -> None:
        """A running tournament: the games whose tables ended are scored, the next round (or an
        arena's waiting) seated, and every game without its table given one."""
        t = Tournament.from_dict(json.loads(row.state))
        # the games whose tables ended
        running = {g.number: games[g.number][0] for g in t.running if games.get(g.number, (None, None))[0]}
        ended = await self._db(ended_tables, [x for x in running.values() if x is not None])
        finished: dict[int, tuple[int, ...]] = {}
        minute = (now - float(row.started)) / self.minute
        arena = t.settings.system == "arena"
        for number_, table_id in running.items():
            if table_id in ended:
                places = places_of(ended[table_id], t.settings.table_size)
                t = t.finish(number_, places, minute if arena else None)
                finished[number_] = places
        values: dict[str, Any] = {}
        status = "running"
        before = len(t.games)
        if arena:
            t = seat_waiting(t, minute)
            if t.over_at(minute):
                status, values = "finished", {"ended": now, "next_at": None}
        elif not t.running:
            if t.is_over:
                status, values = "finished", {"ended": now, "next_at": None}
            elif row.next_at is None:
                wait = self.pause if settings["pace_hours"] is None and t.round > 0 else 0.0
                values = {"next_at": now + wait}
                if wait == 0.0:
                    t = pair_round(t)
                    values = {"next_at": None}
            elif row.next_at <= now:
                t = pair_round(t)
                values = {"next_at": None}
        new = [(g.number, g.round, [None if s is None else int(s) for s in g.seats]) for g in t.games[before:]]
        if finished or new or values or status != "running":
            await self._db(save, tid, t, status, values, new, finished, now)  # before any table is made
            if new:
                log.info("tournament %s: %d tables of round %d paired", tid, len(new), t.round)
            if status == "finished":
                log.info("tournament %s: finished", tid)
        # every game without its table gets one (those just paired), and any a process left half made
        # when it died (its table recorded but not made, or its seats not bound) is finished
        half = await self._db(unmade, tid, [g.number for g in t.running if games.get(g.number, (None, None))[0]])
        for g in t.running:
            if games.get(g.number, (None, None))[0] is None or g.number in half:
                if self.service.open_count() >= self.service.limits.max_tables:  # the server is full: later
                    log.warning("tournament %s: the server holds its most tables; game %d waits", tid, g.number)
                    break
                await self._make(
                    tid, row.name or row.id, settings, g.number, g.round, list(g.seats), half.get(g.number)
                )

    async def _make(
        self,
        tid: str,
        name: str,
        settings: dict[str, Any],
        number_: int,
        round_: int,
        seats: list[str | None],
        half: tuple[str, bool, dict[int, tuple[int, str]]] | None = None,
    ) -> None:
        """Make game ``number_``'s table: its id and tokens recorded first (:func:`table_made`), then
        the table made with them and the entrants' seats bound; ``half``: what :func:`unmade` found
        of a game a process left half made (its recorded id and tokens, and whether the table is made)."""
        service = self.service
        if half is None:
            table_id = secrets.token_urlsafe(6)
            bound = {seat: (int(who), secrets.token_urlsafe(18)) for seat, who in enumerate(seats) if who is not None}
            await self._db(table_made, tid, number_, table_id, bound)
            exists = False
        else:
            table_id, exists, bound = half
        if not exists:
            label = f"{name} · {round_}" if round_ else name
            request = table_request(settings, seats, label)
            await service.create(
                request, f"tournament:{tid}", table_id, {seat: tok for seat, (_a, tok) in bound.items()}
            )
        now = time.time()
        for seat, (account, _token) in bound.items():
            await service.db(adb.bind_seat, service.store.engine, table_id, seat, account, None, now)
        mails = self.mails
        if mails is not None and mails.config is not None:  # without DOMINOHALL_SMTP_URL nothing is noted
            for seat in bound:
                mails.note("ready", table_id, 0, seat)

    # ---- the routes ---------------------------------------------------------------------------------
    async def list(self, request: Request) -> Response:
        try:
            viewer, _name = await self.accounts.account(request)
            self.quotas.count(self.reads, viewer if viewer is not None else address_of(request.client))
        except ProtocolError as exc:
            return refused(exc)
        found = await self._db(listing)
        limits = {"organised": ORGANISED_MAX, "joined": JOINED_MAX, "entrants": ENTRANTS_MAX, "rounds": ROUNDS_MAX}
        return JSONResponse({**found, "limits": limits}, headers={"cache-control": "no-store"})

    async def create(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            parsed = parse_tournament(await self.accounts._body(request), self.clock())
            if parsed["rated"]:
                probe = table_request(parsed, [None] * parsed["table_size"], "")
                probe = replace(probe, seats=(SeatRequest("human"), *probe.seats[1:]))
                try:
                    self.accounts.check_rated(me, probe)
                except ProtocolError as exc:  # a bot whose rating is not measured is the filler's fault
                    field = "filler" if (exc.field or "").startswith("seats") else exc.field
                    raise ProtocolError(exc.code, exc.message, field=field, rule=exc.rule) from None
            try:  # the pure package's own checks (round robin's size, …), before anything is stored
                Settings(
                    parsed["system"],
                    parsed["table_size"],
                    rounds=parsed["rounds"],
                    minutes=parsed["minutes"],
                    filler=parsed["filler"],
                ).check()
            except OptionError as exc:
                raise _bad(exc.reason, exc.field or "system") from None
            tid = secrets.token_urlsafe(12)
            if not await self._db(create_tournament, tid, me, parsed, self.clock()):
                raise ProtocolError(
                    "too_many", f"at most {ORGANISED_MAX} upcoming or running tournaments of yours", field="starts"
                )
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"id": tid, "status": "upcoming", "link": f"/tournaments/{tid}"}, status_code=201)

    async def show(self, request: Request) -> Response:
        try:
            viewer, _name = await self.accounts.account(request)
            self.quotas.count(self.reads, viewer if viewer is not None else address_of(request.client))
            tid = _tournament_id(request.path_params["id"])
            found = await self._db(detail, tid, viewer)
            if found is None:
                raise ProtocolError("not_found", "there is no such tournament", field="id")
        except ProtocolError as exc:
            return refused(exc)
        for m in found["your_tables"]:
            m["link"] = f"/t/{m['table']}#seat={m['seat']}&token={m.pop('token')}"
        return JSONResponse(found, headers={"cache-control": "no-store"})

    async def join(self, request: Request) -> Response:
        return await self._entry(request, "join")

    async def leave(self, request: Request) -> Response:
        return await self._entry(request, "leave")

    async def _entry(self, request: Request, action: str) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            tid = _tournament_id(request.path_params["id"])
            if action == "join":
                done = await self._db(join, tid, me, self.clock())
            else:
                done = await self._db(leave, tid, me)
            why = {
                "not_found": ProtocolError("not_found", "there is no such tournament", field="id"),
                "started": ProtocolError("started", "the tournament has started: entries are closed", field="id"),
                "already": ProtocolError("taken", "you have joined already", field="id"),
                "full": ProtocolError(
                    "too_many", f"the tournament has {ENTRANTS_MAX} entrants: it is full", field="id"
                ),
                "too_many": ProtocolError(
                    "too_many", f"you are in {JOINED_MAX} upcoming or running tournaments already", field="id"
                ),
                "not_in": ProtocolError("not_found", "you are not in this tournament", field="id"),
            }.get(done)
            if why is not None:
                raise why
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"id": tid, "status": done})

    async def organiser(self, request: Request) -> Response:
        action = "start" if request.url.path.endswith("/start") else "cancel"
        try:
            me = await self.quotas.signed_in(request, self.changes)
            tid = _tournament_id(request.path_params["id"])
            done = await self._db(organise, tid, me, action, self.clock())
            why = {
                "not_found": ProtocolError("not_found", "there is no such tournament", field="id"),
                "not_yours": ProtocolError(
                    "forbidden", "only its organiser starts or cancels a tournament", field="id"
                ),
                "started": ProtocolError("started", "the tournament has started already", field="id"),
                "over": ProtocolError("started", "the tournament is over", field="id"),
            }.get(done)
            if why is not None:
                raise why
        except ProtocolError as exc:
            return refused(exc)
        if action == "start" and self._wake is not None:
            self._wake.set()
        return JSONResponse({"id": tid, "status": "starting" if action == "start" else "cancelled"})


def _set_status(engine: Engine, tid: str, status: str, now: float) -> None:
    with engine.begin() as db:
        db.execute(update(tournaments_t).where(tournaments_t.c.id == tid).values(status=status, ended=now))


def routes() -> list[BaseRoute]:
    from dominohall.server.pages import page

    return [
        Route("/tournaments", page("tournaments.html")),
        Route("/tournaments/{id}", page("tournaments.html")),
        Route("/api/tournaments", of_part(Tournaments, Tournaments.list), methods=["GET"]),
        Route("/api/tournaments", of_part(Tournaments, Tournaments.create), methods=["POST"]),
        Route("/api/tournaments/{id}", of_part(Tournaments, Tournaments.show), methods=["GET"]),
        Route("/api/tournaments/{id}/join", of_part(Tournaments, Tournaments.join), methods=["POST"]),
        Route("/api/tournaments/{id}/leave", of_part(Tournaments, Tournaments.leave), methods=["POST"]),
        Route("/api/tournaments/{id}/start", of_part(Tournaments, Tournaments.organiser), methods=["POST"]),
        Route("/api/tournaments/{id}/cancel", of_part(Tournaments, Tournaments.organiser), methods=["POST"]),
    ]
