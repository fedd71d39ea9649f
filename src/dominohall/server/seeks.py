"""Seeks (issue #35, Finding opponents): a table waiting in the lobby for people to accept it
(docs/protocol.md, Seeks).

A signed-in person posts a seek (``POST /api/seeks``): the body of ``POST /api/tables`` under
``table`` (parsed and checked by the same code), whose first person's seat is the seeker's and whose
other people's seats are for whoever accepts, and, for a rated table, ``rating_range``: the accepters'
rating in the variant must be within that many points of the seeker's (as it was when the seek was
posted). Anyone sees the open seeks (``GET /api/seeks``, the lobby page); a signed-in account
accepts one (``POST /api/seeks/{id}/accept``) unless it is its own, it accepted it already, its
rating is out of range, or a block stands between it and the seeker or anyone who accepted (either
way). When the last seat is accepted the table is made, as a challenge's is
(:func:`~dominohall.server.friends.create`), every seat bound to its account; the one who filled it
gets their link at once, the others at their next ``GET /api/seeks`` (once). A live seek with
``bots_after`` is made when that wait has passed with bots in the seats still free (at the next
``GET /api/seeks`` or accept anyone makes, in any process). The seeker withdraws it, an accepter
their acceptance, with ``DELETE /api/seeks/{id}``.

Bounds: :data:`SEEKS_MAX` open seeks an account has posted, :data:`ACCEPTED_MAX` open seeks it has
accepted; a live seek expires after :data:`LIVE_SECONDS`, a turn-based one after
:data:`TURN_BASED_SECONDS`; rows are deleted :data:`KEPT_SECONDS` after they expire. Everything is
in the database (``seeks``, ``seek_people``: migration 0007), so a restart or another process of a
cluster sees it; an accept locks its seek's row (``SELECT … FOR UPDATE`` on PostgreSQL; SQLite
writes one at a time), so two people taking the last seat at once make one table.
"""

from __future__ import annotations

import contextlib
import json
import math
import secrets
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, whole
from dominohall.ratings import START
from dominohall.server import accounts_db as adb
from dominohall.server import friends
from dominohall.server.gate import address_of, refused
from dominohall.server.protocol import ProtocolError, SeatRequest, TableRequest, parse_table_request
from dominohall.server.quotas import changes_and_reads
from dominohall.server.service import creator
from dominohall.server.social import _blocked, table_json
from dominohall.server.state import of_part
from dominohall.server.store import accounts_t, blocks_t, ratings_t, seek_people_t, seeks_t

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.service import TableService

SEEKS_MAX: Final = 5
"""Open seeks one account may have posted at once."""
ACCEPTED_MAX: Final = 20
"""Open seeks one account may have accepted at once."""
LISTED_MAX: Final = 100
"""Open seeks ``GET /api/seeks`` lists (the newest)."""
LIVE_SECONDS: Final = 1800
"""A live seek expires half an hour after it was posted (unless its bots came before)."""
TURN_BASED_SECONDS: Final = 7 * 24 * 3600
"""A turn-based seek expires a week after it was posted."""
KEPT_SECONDS: Final = 24 * 3600
"""A seek's row is deleted this long after it expired (a made one's too)."""
RATING_RANGE: Final = (50, 1000)
"""The ``rating_range`` a rated seek may ask (points either side of the seeker's rating)."""
MAKING_SECONDS: Final = 120
"""A seek marked ``making`` this long ago whose table was never recorded (its process died while
making it) is open again: the next accept or look finds it so."""
SEEK_ID: Final = 16
"""A seek's id: ``secrets.token_urlsafe(12)``."""
FILL_BOT: Final = "greedy"
"""The bot that takes a live seek's seats still free after its ``bots_after``."""


class _Taken(Exception):
    """Someone else filled the seek's last seat first (rolls the accept back)."""


# ---- the request ------------------------------------------------------------------------------------
def parse_seek(data: dict[str, Any]) -> tuple[TableRequest, int | None]:
    """The table a ``POST /api/seeks`` body asks for and its ``rating_range`` (``None``: anyone).
    Errors name the field (``table.FIELD`` for the table's)."""
    extra = sorted(set(data) - {"table", "rating_range"})
    if extra:
        raise ProtocolError("bad_message", 'the body is {"table": {…}, "rating_range": …}', field=extra[0][:40])
    if "table" not in data:
        raise ProtocolError("bad_message", 'the body is {"table": {…}, "rating_range": …}', field="table")
    try:
        wanted = parse_table_request(data["table"])
    except ProtocolError as exc:
        raise ProtocolError(exc.code, exc.message, field=f"table.{exc.field}" if exc.field else "table") from None
    humans = [i for i, s in enumerate(wanted.seats) if s.kind == "human"]
    if len(humans) < 2:
        raise ProtocolError(
            "bad_message", "a seek has your seat and one or more for others, bots at the rest", field="table.seats"
        )
    if wanted.open_seats:
        raise ProtocolError("bad_message", "a seek's seats are for those who accept it", field="table.open_seats")
    raw = data.get("rating_range")
    if raw is None:
        return wanted, None
    if not wanted.rated:
        raise ProtocolError("bad_message", "rating_range is for rated seeks", field="rating_range")
    try:
        return wanted, whole(raw, "rating_range", *RATING_RANGE)
    except BoundsError as exc:
        raise ProtocolError("bad_message", str(exc), field="rating_range") from None


def _seek_id(raw: str) -> str:
    if len(raw) != SEEK_ID or not raw.isascii() or not raw.replace("-", "").replace("_", "").isalnum():
        raise ProtocolError("not_found", "there is no such seek", field="id")
    return raw


def with_bots(wanted: TableRequest, people: int) -> TableRequest:
    """``wanted`` with its people's seats after the first ``people`` handed to :data:`FILL_BOT`."""
    seats: list[SeatRequest] = []
    seen = 0
    for s in wanted.seats:
        if s.kind == "human":
            seen += 1
            if seen > people:
                s = SeatRequest("bot", FILL_BOT)
        seats.append(s)
    return replace(wanted, seats=tuple(seats), bots_after=None)


# ---- the database side (called on the service's database threads) ------------------------------
def rating_of(db: Any, account_id: int, variant: str) -> float:
    found = db.execute(
        select(ratings_t.c.mu).where(ratings_t.c.account_id == account_id, ratings_t.c.variant == variant)
    ).first()
    return START if found is None else float(found.mu)


def post_seek(engine: Engine, seek_id: str, account_id: int, wanted: TableRequest, span: int | None, now: float) -> str:
    """Store a seek: ``posted`` or ``too_many``. Rows expired more than :data:`KEPT_SECONDS` ago are
    deleted first (one indexed range)."""
    seconds = LIVE_SECONDS if wanted.pace_hours is None else TURN_BASED_SECONDS
    with engine.begin() as db:
        old = select(seeks_t.c.id).where(seeks_t.c.expires < now - KEPT_SECONDS)
        db.execute(delete(seek_people_t).where(seek_people_t.c.seek_id.in_(old)))
        db.execute(delete(seeks_t).where(seeks_t.c.expires < now - KEPT_SECONDS))
        mine = db.execute(
            select(func.count())
            .select_from(seeks_t)
            .where(seeks_t.c.account_id == account_id, seeks_t.c.status == "open", seeks_t.c.expires > now)
        ).scalar_one()
        if mine >= SEEKS_MAX:
            return "too_many"
        low = high = None
        if span is not None:
            rating = rating_of(db, account_id, wanted.variant)
            low, high = rating - span, rating + span
        db.execute(
            insert(seeks_t).values(
                id=seek_id,
                account_id=account_id,
                request=table_json(wanted),
                rating_low=low,
                rating_high=high,
                created=now,
                expires=now + seconds,
                fill_at=None if wanted.bots_after is None else now + wanted.bots_after,
                status="open",
            )
        )
    return "posted"


def accept_seek(engine: Engine, seek_id: str, account_id: int, now: float) -> str | tuple[int, list[int], str]:
    """``account_id`` accepts the open seek ``seek_id``: ``waiting`` (more people are needed), the
    seek's (seeker, accepters in order, table asked) when this filled it (it is then ``making``),
    or why not: ``not_found``, ``own``, ``already``, ``rating``, ``blocked``, ``too_many``."""
    try:
        with engine.begin() as db:
            row = db.execute(
                select(seeks_t.c.account_id, seeks_t.c.request, seeks_t.c.rating_low, seeks_t.c.rating_high)
                .where(seeks_t.c.id == seek_id, seeks_t.c.status == "open", seeks_t.c.expires > now)
                .with_for_update()
            ).first()
            if row is None:
                return "not_found"
            seeker = int(row.account_id)
            if seeker == account_id:
                return "own"
            people = [
                int(r.account_id)
                for r in db.execute(
                    select(seek_people_t.c.account_id)
                    .where(seek_people_t.c.seek_id == seek_id)
                    .order_by(seek_people_t.c.at, seek_people_t.c.account_id)
                ).all()
            ]
            if account_id in people:
                return "already"
            table = json.loads(row.request)
            if row.rating_low is not None:
                rating = rating_of(db, account_id, str(table["variant"]))
                if not float(row.rating_low) <= rating <= float(row.rating_high):
                    return "rating"
            if _blocked(db, account_id, [seeker, *people]):
                return "blocked"
            accepted = db.execute(
                select(func.count())
                .select_from(seek_people_t.join(seeks_t, seeks_t.c.id == seek_people_t.c.seek_id))
                .where(seek_people_t.c.account_id == account_id, seeks_t.c.status == "open", seeks_t.c.expires > now)
            ).scalar_one()
            if accepted >= ACCEPTED_MAX:
                return "too_many"
            humans = sum(1 for s in table["seats"] if s.get("kind") == "human")
            if len(people) + 1 >= humans:
                return "not_found"  # full already (being made again after its process died)
            db.execute(insert(seek_people_t).values(seek_id=seek_id, account_id=account_id, at=now))
            people.append(account_id)
            if len(people) + 1 < humans:
                return "waiting"
            taken = db.execute(
                update(seeks_t)
                .where(seeks_t.c.id == seek_id, seeks_t.c.status == "open")
                .values(status="making", making_at=now)
            ).rowcount
            if taken != 1:
                raise _Taken
            return seeker, people, str(row.request)
    except _Taken:
        return "not_found"


def due_seeks(engine: Engine, now: float) -> list[tuple[str, int, list[int], str]]:
    """The open live seeks whose wait for people has passed, and the seeks left ``making`` for
    :data:`MAKING_SECONDS` (their process died), each marked ``making`` now (atomically: one process
    makes each): (id, seeker, accepters in order, table asked)."""
    found = []
    with engine.begin() as db:
        # and those left ``making`` by a process that died meanwhile: made again
        stuck = and_(seeks_t.c.status == "making", seeks_t.c.making_at < now - MAKING_SECONDS)
        due = and_(seeks_t.c.status == "open", seeks_t.c.fill_at <= now)
        rows = db.execute(
            select(seeks_t.c.id, seeks_t.c.account_id, seeks_t.c.request, seeks_t.c.status)
            .where(or_(due, stuck), seeks_t.c.expires > now)
            .limit(10)
        ).all()
        for row in rows:
            taken = db.execute(
                update(seeks_t)
                .where(seeks_t.c.id == row.id, seeks_t.c.status == row.status)
                .where(seeks_t.c.making_at.is_(None) if row.status == "open" else stuck)
                .values(status="making", making_at=now)
            ).rowcount
            if taken != 1:
                continue
            people = [
                int(r.account_id)
                for r in db.execute(
                    select(seek_people_t.c.account_id)
                    .where(seek_people_t.c.seek_id == row.id)
                    .order_by(seek_people_t.c.at, seek_people_t.c.account_id)
                ).all()
            ]
            found.append((str(row.id), int(row.account_id), people, str(row.request)))
    return found


def seek_made(
    engine: Engine, seek_id: str, table_id: str | None, seats: dict[int, tuple[int, str]], drop: int | None
) -> None:
    """The table made of a seek, with each account's (seat, token) to show them once; ``table_id``
    ``None``: it could not be made, and the seek is open again without ``drop`` (who filled it) or,
    made by a look (no ``drop``: a live seek's bots, or one left half made), tried again by a look
    :data:`MAKING_SECONDS` later (it stays ``making`` meanwhile)."""
    with engine.begin() as db:
        if table_id is None:
            if drop is None:
                db.execute(update(seeks_t).where(seeks_t.c.id == seek_id).values(making_at=time.time()))
                return
            db.execute(
                delete(seek_people_t).where(seek_people_t.c.seek_id == seek_id, seek_people_t.c.account_id == drop)
            )
            db.execute(update(seeks_t).where(seeks_t.c.id == seek_id).values(status="open", making_at=None))
            return
        seeker = db.execute(select(seeks_t.c.account_id).where(seeks_t.c.id == seek_id)).scalar_one()
        db.execute(
            update(seeks_t)
            .where(seeks_t.c.id == seek_id)
            .values(status="made", table_id=table_id, token=seats[int(seeker)][1])
        )
        for account_id, (seat, token) in seats.items():
            if account_id != int(seeker):
                db.execute(
                    update(seek_people_t)
                    .where(seek_people_t.c.seek_id == seek_id, seek_people_t.c.account_id == account_id)
                    .values(seat=seat, token=token)
                )


def withdraw_seek(engine: Engine, seek_id: str, account_id: int, now: float) -> str | None:
    """The seeker withdraws their open seek (``withdrawn``), or an accepter their acceptance
    (``left``); ``None``: neither."""
    with engine.begin() as db:
        done = db.execute(
            update(seeks_t)
            .where(
                seeks_t.c.id == seek_id,
                seeks_t.c.account_id == account_id,
                seeks_t.c.status == "open",
                seeks_t.c.expires > now,
            )
            .values(status="withdrawn")
        ).rowcount
        if done:
            return "withdrawn"
        is_open = db.execute(
            select(seeks_t.c.id).where(seeks_t.c.id == seek_id, seeks_t.c.status == "open", seeks_t.c.expires > now)
        ).first()
        if is_open is None:
            return None
        gone = db.execute(
            delete(seek_people_t).where(seek_people_t.c.seek_id == seek_id, seek_people_t.c.account_id == account_id)
        ).rowcount
    return "left" if gone else None


def seeks_list(engine: Engine, viewer: int | None, now: float) -> dict[str, Any]:
    """The open seeks (newest first, at most :data:`LISTED_MAX`; none of someone ``viewer`` blocked or
    who blocked them) and, for ``viewer``, the seeks of
    theirs made into tables whose link they were not shown yet (then forgotten)."""
    with engine.begin() as db:
        rows = db.execute(
            select(
                seeks_t.c.id,
                seeks_t.c.account_id,
                seeks_t.c.request,
                seeks_t.c.rating_low,
                seeks_t.c.rating_high,
                seeks_t.c.expires,
                seeks_t.c.fill_at,
                accounts_t.c.name,
            )
            .select_from(seeks_t.join(accounts_t, accounts_t.c.id == seeks_t.c.account_id))
            .where(seeks_t.c.status == "open", seeks_t.c.expires > now)
            .order_by(seeks_t.c.created.desc())
            .limit(LISTED_MAX)
        ).all()
        if viewer is not None:  # a seek between a blocked pair (either way) is not shown to them
            shut = {
                int(b.account_id) if int(b.blocked_id) == viewer else int(b.blocked_id)
                for b in db.execute(
                    select(blocks_t.c.account_id, blocks_t.c.blocked_id).where(
                        or_(blocks_t.c.account_id == viewer, blocks_t.c.blocked_id == viewer)
                    )
                ).all()
            }
            rows = [r for r in rows if int(r.account_id) not in shut]
        ids = [r.id for r in rows]
        people: dict[str, list[int]] = {i: [] for i in ids}
        if ids:
            for p in db.execute(
                select(seek_people_t.c.seek_id, seek_people_t.c.account_id).where(seek_people_t.c.seek_id.in_(ids))
            ).all():
                people[p.seek_id].append(int(p.account_id))
        listed = []
        for r in rows:
            table = json.loads(r.request)
            pace = table.get("pace")
            listed.append(
                {
                    "id": r.id,
                    "by": str(r.name),
                    "variant": table["variant"],
                    "players": table["players"],
                    "rated": bool(table.get("rated")),
                    "pace": pace.get("hours") if isinstance(pace, dict) else None,
                    "rating_low": None if r.rating_low is None else round(float(r.rating_low)),
                    "rating_high": None if r.rating_high is None else round(float(r.rating_high)),
                    "people": 1 + len(people[r.id]),
                    "wanted": sum(1 for s in table["seats"] if s.get("kind") == "human"),
                    "seconds_left": max(0, math.ceil(float(r.expires) - now)),
                    "bots_in": None if r.fill_at is None else max(0, math.ceil(float(r.fill_at) - now)),
                    "mine": viewer is not None and int(r.account_id) == viewer,
                    "accepted": viewer is not None and viewer in people[r.id],
                }
            )
        made: list[dict[str, Any]] = []
        if viewer is not None:
            for m in db.execute(
                select(seeks_t.c.id, seeks_t.c.table_id, seeks_t.c.token, seeks_t.c.request).where(
                    seeks_t.c.account_id == viewer, seeks_t.c.status == "made", seeks_t.c.token.is_not(None)
                )
            ).all():
                seats = json.loads(m.request)["seats"]
                first = next(i for i, s in enumerate(seats) if s.get("kind") == "human")
                made.append({"id": m.id, "table": m.table_id, "seat": first, "token": m.token})
            db.execute(
                update(seeks_t)
                .where(seeks_t.c.account_id == viewer, seeks_t.c.status == "made", seeks_t.c.token.is_not(None))
                .values(token=None)
            )
            for m in db.execute(
                select(seek_people_t.c.seek_id, seeks_t.c.table_id, seek_people_t.c.seat, seek_people_t.c.token)
                .select_from(seek_people_t.join(seeks_t, seeks_t.c.id == seek_people_t.c.seek_id))
                .where(seek_people_t.c.account_id == viewer, seek_people_t.c.token.is_not(None))
            ).all():
                made.append({"id": m.seek_id, "table": m.table_id, "seat": int(m.seat), "token": m.token})
            db.execute(
                update(seek_people_t)
                .where(seek_people_t.c.account_id == viewer, seek_people_t.c.token.is_not(None))
                .values(token=None)
            )
    return {"seeks": listed, "made": made}


# ---- the routes ------------------------------------------------------------------------------------
class Seeks:
    """The seeks of one running server, with the rate limits of their changes and reads."""

    def __init__(self, service: TableService, accounts: Accounts) -> None:
        self.service = service
        self.accounts = accounts
        self.changes, self.reads, self.quotas = changes_and_reads(service.limits, accounts)

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.service.db(fn, self.service.store.engine, *args)

    async def _make(
        self, request: Request, seek_id: str, seeker: int, people: list[int], stored: str, filler: int | None
    ) -> tuple[Any, dict[int, tuple[int, str]]]:
        """Make the table of a full (or due) seek, its seats bound to their accounts; on a refusal the
        seek is open again (without ``filler``'s acceptance) and the refusal raised."""
        service = self.service
        address = address_of(request.client)
        try:
            wanted = with_bots(parse_table_request(json.loads(stored)), 1 + len(people))
            if wanted.rated:
                self.accounts.check_rated(seeker, wanted)
            service.admit_table(address, filler if filler is not None else seeker)
            table, tokens = await friends.create(service, wanted, creator(address, seeker))
        except BaseException:
            await self._db(seek_made, seek_id, None, {}, filler)
            raise
        humans = [i for i, s in enumerate(wanted.seats) if s.kind == "human"]
        seats = {account: (seat, tokens[seat]) for account, seat in zip([seeker, *people], humans, strict=True)}
        now = time.time()
        for account, (seat, _token) in seats.items():
            await self._db(adb.bind_seat, table.id, seat, account, None, now)
        await self._db(seek_made, seek_id, table.id, seats, None)
        return table, seats

    async def _fill_due(self, request: Request) -> None:
        """Make the live seeks whose wait has passed (any process's ``GET``/accept does it)."""
        for seek_id, seeker, people, stored in await self._db(due_seeks, time.time()):
            with contextlib.suppress(ProtocolError):  # open again; tried at the next look
                await self._make(request, seek_id, seeker, people, stored, None)

    async def post(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            wanted, span = parse_seek(await self.accounts._body(request))
        except ProtocolError as exc:
            return refused(exc)
        turned_down = await self.accounts.check_table(request, wanted)  # a rated or turn-based table's rules
        if turned_down is not None:
            return turned_down
        seek_id = secrets.token_urlsafe(12)
        done = await self._db(post_seek, seek_id, me, wanted, span, time.time())
        if done == "too_many":
            return refused(
                ProtocolError("too_many", f"at most {SEEKS_MAX} open seeks: withdraw one first", field="table")
            )
        seconds = LIVE_SECONDS if wanted.pace_hours is None else TURN_BASED_SECONDS
        return JSONResponse(
            {"id": seek_id, "status": "open", "seconds_left": seconds},
            status_code=201,
            headers={"cache-control": "no-store"},
        )

    async def list(self, request: Request) -> Response:
        try:
            viewer, _name = await self.accounts.account(request)
            self.quotas.count(self.reads, viewer if viewer is not None else address_of(request.client))
            await self._fill_due(request)
            found = await self._db(seeks_list, viewer, time.time())
        except ProtocolError as exc:
            return refused(exc)
        base = str(request.base_url).rstrip("/")
        for m in found["made"]:
            m["link"] = friends.seat_link(base, m["table"], m["seat"], m.pop("token"))
        return JSONResponse({**found, "limit": SEEKS_MAX}, headers={"cache-control": "no-store"})

    async def accept(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            seek_id = _seek_id(request.path_params["id"])
            await self._fill_due(request)
            taken = await self._db(accept_seek, seek_id, me, time.time())
            if taken == "own":
                raise ProtocolError("bad_message", "this seek is your own", field="id")
            if taken == "already":
                raise ProtocolError("taken", "you accepted this seek already", field="id")
            if taken == "rating":
                raise ProtocolError("forbidden", "your rating is out of this seek's rating_range", field="rating_range")
            if taken == "blocked":
                raise ProtocolError("blocked", "you cannot play with someone at this seek", field="id")
            if taken == "too_many":
                raise ProtocolError("too_many", f"you accepted {ACCEPTED_MAX} open seeks already", field="id")
            if taken == "not_found":
                raise ProtocolError("not_found", "there is no open seek of that id", field="id")
            if taken == "waiting":
                return JSONResponse({"id": seek_id, "status": "waiting"}, headers={"cache-control": "no-store"})
            seeker, people, stored = taken
            table, seats = await self._make(request, seek_id, seeker, people, stored, me)
        except ProtocolError as exc:
            return refused(exc)
        seat, token = seats[me]
        base = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "id": seek_id,
                "status": "made",
                "table": table.id,
                "seat": seat,
                "token": token,
                "link": friends.seat_link(base, table.id, seat, token),
            },
            status_code=201,
            headers={"cache-control": "no-store"},
        )

    async def withdraw(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            seek_id = _seek_id(request.path_params["id"])
            status = await self._db(withdraw_seek, seek_id, me, time.time())
            if status is None:
                raise ProtocolError("not_found", "there is no open seek of that id of yours", field="id")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"id": seek_id, "status": status})


def routes() -> list[BaseRoute]:
    return [
        Route("/api/seeks", of_part(Seeks, Seeks.post), methods=["POST"]),
        Route("/api/seeks", of_part(Seeks, Seeks.list), methods=["GET"]),
        Route("/api/seeks/{id}/accept", of_part(Seeks, Seeks.accept), methods=["POST"]),
        Route("/api/seeks/{id}", of_part(Seeks, Seeks.withdraw), methods=["DELETE"]),
    ]
