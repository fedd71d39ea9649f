"""Finding opponents (issue #35): blocks, follows and challenges between accounts
(docs/protocol.md, Opponents; docs/accounts.md).

- **Block.** A signed-in person blocks another account (``POST /api/account/blocks``) and unblocks
  it (``DELETE /api/account/blocks/{name}``); ``GET /api/account/blocks`` lists their blocks. A
  blocked pair (whoever blocked whom) is never seated together: a signed-in person sitting down at a
  table where a seat belongs to an account they blocked, or that blocked them, is refused
  (``blocked``, :func:`refuse_blocked`, called by
  :meth:`~dominohall.server.accounts.Accounts.before_join`); no challenge goes between them, and a
  block withdraws the open ones.
- **Challenge.** ``POST /api/challenges`` asks another account to a table — the body of ``POST
  /api/tables`` under ``table``, parsed and checked by the same code
  (:func:`~dominohall.server.protocol.parse_table_request`,
  :meth:`~dominohall.server.accounts.Accounts.check_table`): two people's seats (the challenger's
  is the first, the challenged person's the second), any others bots. The challenged person sees it
  (``GET /api/challenges``, and the count in ``GET /api/my/games``), accepts it (``POST
  /api/challenges/{id}/accept``: the table is made, both seats belong to their accounts, and the
  accepter is given their seat's link; the challenger's is shown at their next ``GET
  /api/challenges``, once) or declines it (``…/decline``; the challenger withdraws it the same
  way). A challenge expires (:data:`LIVE_SECONDS` for a live table, :data:`TURN_BASED_SECONDS` for
  a turn-based one).

- **Follow.** ``/api/account/follows`` (list, follow, unfollow). A player's page shows everyone
  their running matches (:func:`profile`: as Lichess shows anyone a player's current games) and
  how many follow them.

Everything is in the database (``blocks``, ``challenges``, ``follows``: migration 0004), so a
restart or another process of a cluster sees it. Every count is bounded (:data:`BLOCKS_MAX`,
:data:`FOLLOWS_MAX`, :data:`SENT_MAX`, :data:`RECEIVED_MAX`) and every change is counted against
the account's ``social_rate``.
"""

from __future__ import annotations

import json
import math
import secrets
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.server import accounts_db as adb
from dominohall.server import friends
from dominohall.server.accounts import account_name
from dominohall.server.gate import address_of, refused
from dominohall.server.mygames import MyGames, listed, running_seats
from dominohall.server.protocol import ProtocolError, TableRequest, parse_table_request
from dominohall.server.quotas import changes_and_reads
from dominohall.server.service import creator
from dominohall.server.state import of_part
from dominohall.server.store import accounts_t, blocks_t, challenges_t, follows_t, table_accounts_t
from dominohall.server.tokens import is_bot, refuse_bots

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.service import TableService

BLOCKS_MAX: Final = 500
"""Accounts one account may block at once."""
FOLLOWS_MAX: Final = 500
"""Accounts one account may follow at once."""
PLAYING_SHOWN: Final = 20
"""Running matches a player's page shows (their newest tables)."""
PLAYING_FIELDS: Final = (
    "table",
    "name",
    "variant",
    "pace",
    "status",
    "seat",
    "turn_name",
    "seconds_left",
    "players",
    "link",
)
"""What a player's page tells of each running match (``GET /api/my/games``'s, less what is the person's own)."""
SENT_MAX: Final = 10
"""Open challenges one account may have sent at once (withdrawn, declined or expired ones free a place)."""
RECEIVED_MAX: Final = 30
"""Open challenges one account may have been sent at once: more are refused (``too_many``), so
that many accounts together cannot bury one person's list."""
LIVE_SECONDS: Final = 600
"""A challenge to a live table expires 10 minutes after it was sent."""
TURN_BASED_SECONDS: Final = 24 * 3600
"""A challenge to a turn-based table expires a day after it was sent."""
KEPT_SECONDS: Final = 24 * 3600
"""A challenge's row is deleted this long after it expired (an accepted one's too)."""
CHALLENGE_ID: Final = 16
"""A challenge's id: ``secrets.token_urlsafe(12)``."""
STATUSES: Final = ("open", "accepted", "declined", "withdrawn")


# ---- the database side (called on the service's database threads) ------------------------------
def account_by_key(engine: Engine, key: str) -> tuple[int, str] | None:
    """(id, name) of the account whose name has ``key``."""
    with engine.connect() as db:
        row = db.execute(select(accounts_t.c.id, accounts_t.c.name).where(accounts_t.c.name_key == key)).first()
    return None if row is None else (int(row.id), str(row.name))


def _blocked(db: Any, one: int, others: Iterable[int]) -> bool:
    """Whether ``one`` blocked any of ``others``, or any of them blocked ``one``."""
    others = list(others)
    if not others:
        return False
    found = db.execute(
        select(blocks_t.c.at)
        .where(
            or_(
                and_(blocks_t.c.account_id == one, blocks_t.c.blocked_id.in_(others)),
                and_(blocks_t.c.blocked_id == one, blocks_t.c.account_id.in_(others)),
            )
        )
        .limit(1)
    ).first()
    return found is not None


def blocked_at_table(engine: Engine, table_id: str, seat: int, account_id: int) -> bool:
    """Whether ``account_id`` sitting down at ``seat`` of ``table_id`` would sit with an account
    it blocked or that blocked it (the table's other bound seats). A person coming back to a seat
    that is their account's already is not refused: a block keeps them from sitting down together,
    it does not strand a match they were both in. Two indexed reads."""
    with engine.connect() as db:
        rows = db.execute(
            select(table_accounts_t.c.seat, table_accounts_t.c.account_id).where(
                table_accounts_t.c.table_id == table_id
            )
        ).all()
        if any(int(r.seat) == seat and int(r.account_id) == account_id for r in rows):
            return False
        return _blocked(db, account_id, {int(r.account_id) for r in rows if int(r.account_id) != account_id})


def block(engine: Engine, account_id: int, other_id: int, now: float, most: int = BLOCKS_MAX) -> str:
    """``account_id`` blocks ``other_id``: ``blocked``, ``already`` or ``full`` (it blocks
    ``most``). The open challenges between them, either way, are withdrawn."""
    with engine.begin() as db:
        count = db.execute(select(func.count()).select_from(blocks_t).where(blocks_t.c.account_id == account_id))
        if count.scalar_one() >= most:
            return "full"
        try:
            with db.begin_nested():
                db.execute(insert(blocks_t).values(account_id=account_id, blocked_id=other_id, at=now))
        except IntegrityError:
            return "already"
        db.execute(
            update(challenges_t)
            .where(
                challenges_t.c.status == "open",
                or_(
                    and_(challenges_t.c.from_id == account_id, challenges_t.c.to_id == other_id),
                    and_(challenges_t.c.from_id == other_id, challenges_t.c.to_id == account_id),
                ),
            )
            .values(status="withdrawn")
        )
        db.execute(
            delete(follows_t).where(
                or_(
                    and_(follows_t.c.account_id == account_id, follows_t.c.followed_id == other_id),
                    and_(follows_t.c.account_id == other_id, follows_t.c.followed_id == account_id),
                )
            )
        )
    return "blocked"


def unblock(engine: Engine, account_id: int, other_id: int) -> bool:
    with engine.begin() as db:
        gone = db.execute(
            delete(blocks_t).where(blocks_t.c.account_id == account_id, blocks_t.c.blocked_id == other_id)
        ).rowcount
    return bool(gone)


def blocks_of(engine: Engine, account_id: int) -> list[dict[str, Any]]:
    """The accounts ``account_id`` blocks, the latest first."""
    with engine.connect() as db:
        rows = db.execute(
            select(accounts_t.c.name, blocks_t.c.at)
            .select_from(blocks_t.join(accounts_t, accounts_t.c.id == blocks_t.c.blocked_id))
            .where(blocks_t.c.account_id == account_id)
            .order_by(blocks_t.c.at.desc())
        ).all()
    return [{"name": str(r.name), "at": round(float(r.at))} for r in rows]


def follow(engine: Engine, account_id: int, other_id: int, now: float, most: int = FOLLOWS_MAX) -> str:
    """``account_id`` follows ``other_id``: ``followed``, ``already``, ``full`` (it follows ``most``)
    or ``blocked`` (either blocked the other)."""
    with engine.begin() as db:
        if _blocked(db, account_id, [other_id]):
            return "blocked"
        count = db.execute(select(func.count()).select_from(follows_t).where(follows_t.c.account_id == account_id))
        if count.scalar_one() >= most:
            return "full"
        try:
            with db.begin_nested():
                db.execute(insert(follows_t).values(account_id=account_id, followed_id=other_id, at=now))
        except IntegrityError:
            return "already"
    return "followed"


def unfollow(engine: Engine, account_id: int, other_id: int) -> bool:
    with engine.begin() as db:
        gone = db.execute(
            delete(follows_t).where(follows_t.c.account_id == account_id, follows_t.c.followed_id == other_id)
        ).rowcount
    return bool(gone)


def follows_of(engine: Engine, account_id: int) -> list[dict[str, Any]]:
    """The accounts ``account_id`` follows, the latest first."""
    with engine.connect() as db:
        rows = db.execute(
            select(accounts_t.c.name, follows_t.c.at)
            .select_from(follows_t.join(accounts_t, accounts_t.c.id == follows_t.c.followed_id))
            .where(follows_t.c.account_id == account_id)
            .order_by(follows_t.c.at.desc())
        ).all()
    return [{"name": str(r.name), "at": round(float(r.at))} for r in rows]


def profile_reads(engine: Engine, key: str, viewer: int | None, with_leases: bool) -> dict[str, Any] | None:
    """What a player's page shows besides their finished games: their running matches (at most
    :data:`PLAYING_SHOWN`, as ``GET /api/my/games`` reads them), how many follow them, and whether
    ``viewer`` does. Indexed reads only."""
    found = account_by_key(engine, key)
    if found is None:
        return None
    account_id = found[0]
    bound, total, names = running_seats(engine, account_id, PLAYING_SHOWN, with_leases)
    with engine.connect() as db:
        followers = db.execute(
            select(func.count()).select_from(follows_t).where(follows_t.c.followed_id == account_id)
        ).scalar_one()
        following = None
        if viewer is not None:
            mine = (follows_t.c.account_id == viewer, follows_t.c.followed_id == account_id)
            following = db.execute(select(follows_t.c.at).where(*mine)).first() is not None
    return {
        "bound": bound,
        "total": total,
        "names": names,
        "followers": int(followers),
        "following": following,
        "self": viewer == account_id,
    }


async def profile(accounts: Accounts, request: Request, key: str) -> dict[str, Any]:
    """The player page's running matches and follows (``GET /api/players/{name}``): ``playing``
    (every match not finished, to everyone, as Lichess shows a player's current games), ``playing_total``,
    ``followers``, and ``following`` (whether the signed-in viewer follows them; null signed out)."""
    service = accounts.service()
    viewer, _name = await accounts.account(request)
    found = await service.reads.read(profile_reads, service.store.engine, key, viewer, service.cluster is not None)
    if found is None:
        return {}
    games = listed(service, found["bound"], found["names"])
    at = time.time()
    shown = []
    for g in games:
        whole = g.json(at)
        shown.append({k: whole[k] for k in PLAYING_FIELDS})
    return {
        "playing": shown,
        "playing_total": found["total"],
        "followers": found["followers"],
        "following": found["following"],
    }


def _open(now: float) -> Any:
    return and_(challenges_t.c.status == "open", challenges_t.c.expires > now)


def send_challenge(
    engine: Engine, challenge_id: str, from_id: int, to_id: int, request: str, now: float, seconds: float
) -> str:
    """Store a challenge: ``sent``, or why not (``blocked``, ``too_many_sent``, ``too_many_received``).
    Rows that expired more than :data:`KEPT_SECONDS` ago are deleted first (one indexed range)."""
    with engine.begin() as db:
        db.execute(delete(challenges_t).where(challenges_t.c.expires < now - KEPT_SECONDS))
        if _blocked(db, from_id, [to_id]):
            return "blocked"
        sent = db.execute(
            select(func.count()).select_from(challenges_t).where(challenges_t.c.from_id == from_id, _open(now))
        ).scalar_one()
        if sent >= SENT_MAX:
            return "too_many_sent"
        received = db.execute(
            select(func.count()).select_from(challenges_t).where(challenges_t.c.to_id == to_id, _open(now))
        ).scalar_one()
        if received >= RECEIVED_MAX:
            return "too_many_received"
        db.execute(
            insert(challenges_t).values(
                id=challenge_id,
                from_id=from_id,
                to_id=to_id,
                request=request,
                created=now,
                expires=now + seconds,
                status="open",
            )
        )
    return "sent"


def challenges_of(engine: Engine, account_id: int, now: float) -> dict[str, list[dict[str, Any]]]:
    """The account's challenges not yet expired: those sent to it and still open (``incoming``), and
    those it sent (``outgoing``, any status: an accepted one carries the table and, the first time it
    is read, the challenger's seat token, which is then forgotten)."""
    sender = accounts_t.alias("sender")
    receiver = accounts_t.alias("receiver")
    columns = [
        challenges_t.c.id,
        challenges_t.c.request,
        challenges_t.c.created,
        challenges_t.c.expires,
        challenges_t.c.status,
        challenges_t.c.table_id,
        challenges_t.c.token,
        sender.c.name.label("from_name"),
        receiver.c.name.label("to_name"),
        sender.c.bot_since.label("from_bot"),
        receiver.c.bot_since.label("to_bot"),
    ]
    joined = challenges_t.join(sender, sender.c.id == challenges_t.c.from_id).join(
        receiver, receiver.c.id == challenges_t.c.to_id
    )
    with engine.begin() as db:
        incoming = db.execute(
            select(*columns)
            .select_from(joined)
            .where(challenges_t.c.to_id == account_id, _open(now))
            .order_by(challenges_t.c.created.desc())
            .limit(RECEIVED_MAX)
        ).all()
        outgoing = db.execute(
            select(*columns)
            .select_from(joined)
            .where(challenges_t.c.from_id == account_id, challenges_t.c.expires > now)
            .order_by(challenges_t.c.created.desc())
            .limit(2 * SENT_MAX)
        ).all()
        shown = [r.id for r in outgoing if r.token is not None]
        if shown:
            db.execute(update(challenges_t).where(challenges_t.c.id.in_(shown)).values(token=None))
    return {"incoming": [_json(r, now) for r in incoming], "outgoing": [_json(r, now) for r in outgoing]}


def received_count(engine: Engine, account_id: int, now: float) -> int:
    """Open challenges sent to the account (the header's count)."""
    with engine.connect() as db:
        return int(
            db.execute(
                select(func.count()).select_from(challenges_t).where(challenges_t.c.to_id == account_id, _open(now))
            ).scalar_one()
        )


def _json(row: Any, now: float) -> dict[str, Any]:
    table = json.loads(row.request)
    pace = table.get("pace")
    found: dict[str, Any] = {
        "id": row.id,
        "from": row.from_name,
        "to": row.to_name,
        # a bot account (server/tokens.py) is marked wherever its name shows
        "from_bot": getattr(row, "from_bot", None) is not None,
        "to_bot": getattr(row, "to_bot", None) is not None,
        "status": row.status,
        "variant": table.get("variant"),
        "players": table.get("players"),
        "rated": bool(table.get("rated")),
        "pace": pace.get("hours") if isinstance(pace, dict) else None,
        "table": table,
        "seconds_left": max(0, math.ceil(float(row.expires) - now)),
        "table_id": row.table_id,
    }
    if row.table_id is not None:
        found["link"] = f"/t/{row.table_id}"
    if row.token is not None:  # the challenger's seat: the table's first person's
        seats = table.get("seats") or []
        found["seat"] = next((i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "human"), 0)
        found["token"] = row.token
    return found


def take_challenge(engine: Engine, challenge_id: str, account_id: int, now: float) -> tuple[int, str] | str:
    """The challenge ``challenge_id`` sent to ``account_id``, marked accepted (atomically: two
    accepts at once make one table): (the challenger's id, the table asked), or ``not_found``
    (none such, not to them, expired, or no longer open) or ``blocked``."""
    with engine.begin() as db:
        row = db.execute(
            select(challenges_t.c.from_id, challenges_t.c.request).where(
                challenges_t.c.id == challenge_id, challenges_t.c.to_id == account_id, _open(now)
            )
        ).first()
        if row is None:
            return "not_found"
        if _blocked(db, account_id, [int(row.from_id)]):
            return "blocked"
        taken = db.execute(
            update(challenges_t)
            .where(challenges_t.c.id == challenge_id, challenges_t.c.status == "open")
            .values(status="accepted")
        ).rowcount
    if taken != 1:
        return "not_found"
    return int(row.from_id), str(row.request)


def made(engine: Engine, challenge_id: str, table_id: str | None, token: str | None) -> None:
    """The table made of an accepted challenge, and the challenger's seat token to show them once
    (``table_id`` ``None``: it could not be made, and the challenge is open again)."""
    with engine.begin() as db:
        values: dict[str, Any] = {"table_id": table_id, "token": token}
        if table_id is None:
            values["status"] = "open"
        db.execute(update(challenges_t).where(challenges_t.c.id == challenge_id).values(**values))


def answer_challenge(engine: Engine, challenge_id: str, account_id: int, now: float) -> str | None:
    """Decline (the challenged person) or withdraw (the challenger) an open challenge: the status it
    took, or ``None`` (no such open challenge of theirs)."""
    with engine.begin() as db:
        for column, status in ((challenges_t.c.to_id, "declined"), (challenges_t.c.from_id, "withdrawn")):
            done = db.execute(
                update(challenges_t)
                .where(challenges_t.c.id == challenge_id, column == account_id, _open(now))
                .values(status=status)
            ).rowcount
            if done:
                return status
    return None


# ---- the table a challenge asks for ---------------------------------------------------------------
def table_json(wanted: TableRequest) -> str:
    """A checked table request written back as the body of ``POST /api/tables`` (what is stored)."""
    body: dict[str, Any] = {
        "variant": wanted.variant,
        "players": wanted.players,
        "options": wanted.options,
        "seats": [{"kind": s.kind, **({"bot": s.bot} if s.kind == "bot" else {})} for s in wanted.seats],
        "timer": wanted.timer,
        "name": wanted.name,
        "rated": wanted.rated,
    }
    if wanted.seed is not None:
        body["seed"] = wanted.seed
    if wanted.pace_hours is not None:
        body["pace"] = {"kind": "turn-based", "hours": wanted.pace_hours}
    if not wanted.outside_bots:
        body["outside_bots"] = False
    return json.dumps(body, separators=(",", ":"))


def challenge_table(raw: object) -> TableRequest:
    """The ``table`` of a challenge: a ``POST /api/tables`` body (its errors name ``table.FIELD``)
    with exactly two people's seats and no seat open to the lobby."""
    try:
        wanted = parse_table_request(raw)
    except ProtocolError as exc:
        raise ProtocolError(exc.code, exc.message, field=f"table.{exc.field}" if exc.field else "table") from None
    humans = [i for i, s in enumerate(wanted.seats) if s.kind == "human"]
    if len(humans) != 2:
        raise ProtocolError(
            "bad_message",
            "a challenge's table has two people's seats (yours and theirs), bots at the others",
            field="table.seats",
        )
    if wanted.open_seats:
        raise ProtocolError("bad_message", "a challenge's seats are for its two people", field="table.open_seats")
    return wanted


def _challenge_id(raw: str) -> str:
    if len(raw) != CHALLENGE_ID or not raw.isascii() or not raw.replace("-", "").replace("_", "").isalnum():
        raise ProtocolError("not_found", "there is no such challenge", field="id")
    return raw


# ---- the routes ------------------------------------------------------------------------------------


class Social:
    """Blocks and challenges of one running server, with the rate limit of their changes and reads."""

    def __init__(self, service: TableService, accounts: Accounts, games: MyGames) -> None:
        self.service = service
        self.accounts = accounts
        self.changes, self.reads, self.quotas = changes_and_reads(service.limits, accounts)
        # what the accounts ask of blocks and follows, without importing this module
        accounts.seat_checks.append(self.check_seat)
        accounts.profile_parts.append(lambda request, key: profile(accounts, request, key))
        games.challenges_waiting = lambda account_id, at: self._db(received_count, account_id, at)

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.service.db(fn, self.service.store.engine, *args)

    async def check_seat(self, table_id: str, seat: int, account_id: int) -> None:
        """A blocked pair is never seated together (``Accounts.before_join``)."""
        if await self._db(blocked_at_table, table_id, seat, account_id):
            raise refuse_blocked()

    async def _other(self, raw: object, field: str) -> tuple[int, str]:
        """The account named ``raw`` (``not_found`` naming ``field`` if there is none)."""
        try:
            key = account_name(raw)[1]
        except ProtocolError:
            raise ProtocolError("bad_name", "a name is 3 to 24 letters, digits and spaces", field=field) from None
        found: tuple[int, str] | None = await self._db(account_by_key, key)
        if found is None:
            raise ProtocolError("not_found", "there is no player of that name", field=field)
        return found

    async def list_blocks(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.reads)
            blocks = await self._db(blocks_of, me)
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"blocks": blocks, "limit": BLOCKS_MAX}, headers={"cache-control": "no-store"})

    async def add_block(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            data = await self.accounts._body(request)
            if set(data) != {"name"}:
                raise ProtocolError("bad_message", 'the body is {"name": …}', field="name")
            other, name = await self._other(data["name"], "name")
            if other == me:
                raise ProtocolError("bad_message", "you cannot block yourself", field="name")
            done = await self._db(block, me, other, time.time())
            if done == "full":
                raise ProtocolError(
                    "too_many", f"you block {BLOCKS_MAX} accounts already: unblock one first", field="name"
                )
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"name": name, "blocked": True}, status_code=201 if done == "blocked" else 200)

    async def remove_block(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            other, name = await self._other(request.path_params["name"], "name")
            gone = await self._db(unblock, me, other)
            if not gone:
                raise ProtocolError("not_found", "you do not block that player", field="name")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"name": name, "blocked": False})

    async def list_follows(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.reads)
            follows = await self._db(follows_of, me)
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"follows": follows, "limit": FOLLOWS_MAX}, headers={"cache-control": "no-store"})

    async def add_follow(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            data = await self.accounts._body(request)
            if set(data) != {"name"}:
                raise ProtocolError("bad_message", 'the body is {"name": …}', field="name")
            other, name = await self._other(data["name"], "name")
            if other == me:
                raise ProtocolError("bad_message", "you cannot follow yourself", field="name")
            done = await self._db(follow, me, other, time.time())
            if done == "blocked":
                raise ProtocolError("blocked", "you cannot follow this player", field="name")
            if done == "full":
                raise ProtocolError(
                    "too_many", f"you follow {FOLLOWS_MAX} accounts already: unfollow one first", field="name"
                )
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"name": name, "following": True}, status_code=201 if done == "followed" else 200)

    async def remove_follow(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            other, name = await self._other(request.path_params["name"], "name")
            if not await self._db(unfollow, me, other):
                raise ProtocolError("not_found", "you do not follow that player", field="name")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"name": name, "following": False})

    async def send(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            data = await self.accounts._body(request)
            extra = sorted(set(data) - {"to", "table"})
            if extra:
                raise ProtocolError("bad_message", 'the body is {"to": name, "table": {…}}', field=extra[0][:40])
            if "to" not in data or "table" not in data:
                missing = "to" if "to" not in data else "table"
                raise ProtocolError("bad_message", 'the body is {"to": name, "table": {…}}', field=missing)
            wanted = challenge_table(data["table"])
            other, name = await self._other(data["to"], "to")
            if other == me:
                raise ProtocolError("bad_message", "you cannot challenge yourself", field="to")
            if not wanted.outside_bots and await self._db(is_bot, other):
                raise refuse_bots("table.outside_bots")
        except ProtocolError as exc:
            return refused(exc)
        turned_down = await self.accounts.check_table(request, wanted)  # a rated or turn-based table's rules
        if turned_down is not None:
            return turned_down
        seconds = LIVE_SECONDS if wanted.pace_hours is None else TURN_BASED_SECONDS
        challenge_id = secrets.token_urlsafe(12)
        try:
            done = await self._db(send_challenge, challenge_id, me, other, table_json(wanted), time.time(), seconds)
        except ProtocolError as exc:
            return refused(exc)
        if done == "blocked":
            return refused(ProtocolError("blocked", "you cannot challenge this player", field="to"))
        if done == "too_many_sent":
            return refused(
                ProtocolError("too_many", f"at most {SENT_MAX} open challenges: wait for an answer first", field="to")
            )
        if done == "too_many_received":
            return refused(ProtocolError("too_many", "this player has too many open challenges already", field="to"))
        return JSONResponse(
            {"id": challenge_id, "to": name, "status": "open", "seconds_left": seconds},
            status_code=201,
            headers={"cache-control": "no-store"},
        )

    async def list(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.reads)
            found = await self._db(challenges_of, me, time.time())
        except ProtocolError as exc:
            return refused(exc)
        base = str(request.base_url).rstrip("/")
        for c in found["outgoing"]:
            if "token" in c:
                c["link"] = friends.seat_link(base, c["table_id"], c["seat"], c.pop("token"))
        return JSONResponse({**found, "limit": SENT_MAX}, headers={"cache-control": "no-store"})

    async def accept(self, request: Request) -> Response:
        service = self.service
        try:
            me = await self.quotas.signed_in(request, self.changes)
            challenge_id = _challenge_id(request.path_params["id"])
            taken = await self._db(take_challenge, challenge_id, me, time.time())
            if taken == "blocked":
                raise ProtocolError("blocked", "you cannot play with this player", field="id")
            if isinstance(taken, str):
                raise ProtocolError("not_found", "there is no open challenge of that id for you", field="id")
        except ProtocolError as exc:
            return refused(exc)
        from_id, stored = taken
        address = address_of(request.client)
        try:
            wanted = parse_table_request(json.loads(stored))  # checked again: the code may have changed since
            if not wanted.outside_bots and await self._db(is_bot, me):
                raise refuse_bots("id")
            if wanted.rated:
                self.accounts.check_rated(from_id, wanted)
            service.admit_table(address, me)
            table, tokens = await friends.create(service, wanted, creator(address, me))
        except ProtocolError as exc:
            await self._db(made, challenge_id, None, None)  # open again: it may be accepted later
            return refused(exc)
        except Exception:
            await self._db(made, challenge_id, None, None)
            raise
        theirs, mine = [s for s, seat in enumerate(wanted.seats) if seat.kind == "human"]
        now = time.time()
        # Both seats belong to their accounts before anyone sits down: nobody else's session takes
        # them (a turn-based or rated seat: not_yours), and each is listed in their games at once.
        await self._db(adb.bind_seat, table.id, theirs, from_id, None, now)
        await self._db(adb.bind_seat, table.id, mine, me, None, now)
        await self._db(made, challenge_id, table.id, tokens[theirs])
        base = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "id": challenge_id,
                "table": table.id,
                "seat": mine,
                "token": tokens[mine],
                "link": friends.seat_link(base, table.id, mine, tokens[mine]),
            },
            status_code=201,
            headers={"cache-control": "no-store"},
        )

    async def decline(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            challenge_id = _challenge_id(request.path_params["id"])
            status = await self._db(answer_challenge, challenge_id, me, time.time())
            if status is None:
                raise ProtocolError("not_found", "there is no open challenge of that id of yours", field="id")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"id": challenge_id, "status": status})


def refuse_blocked() -> ProtocolError:
    """The refusal of a seat at a table where someone the person blocked, or who blocked them, sits."""
    return ProtocolError(
        "blocked", "you cannot sit at this table: you and one of its people have blocked the other", field="token"
    )


def routes() -> list[BaseRoute]:
    return [
        Route("/api/account/blocks", of_part(Social, Social.list_blocks), methods=["GET"]),
        Route("/api/account/blocks", of_part(Social, Social.add_block), methods=["POST"]),
        Route("/api/account/blocks/{name}", of_part(Social, Social.remove_block), methods=["DELETE"]),
        Route("/api/account/follows", of_part(Social, Social.list_follows), methods=["GET"]),
        Route("/api/account/follows", of_part(Social, Social.add_follow), methods=["POST"]),
        Route("/api/account/follows/{name}", of_part(Social, Social.remove_follow), methods=["DELETE"]),
        Route("/api/challenges", of_part(Social, Social.send), methods=["POST"]),
        Route("/api/challenges", of_part(Social, Social.list), methods=["GET"]),
        Route("/api/challenges/{id}/accept", of_part(Social, Social.accept), methods=["POST"]),
        Route("/api/challenges/{id}/decline", of_part(Social, Social.decline), methods=["POST"]),
    ]
