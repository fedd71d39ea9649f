"""Free-text chat at tables among accounts, with mute and report (issue #35, Chat that can be
moderated; docs/protocol.md, Chat).

- **Who may write.** A ``chat`` message with ``text`` (instead of a quick ``phrase``) is taken only
  from a connection signed in to the account its seat belongs to (``sign_in`` otherwise:
  anonymous visitors, and spectators, keep the quick phrases), and never at a table where a block
  stands between any two of its seated accounts (``blocked``: free text is refused there for
  everyone; the quick phrases still go).
- **What is written.** :func:`clean_text`: control and format characters (bidirectional
  overrides, zero-width joiners, …) removed, runs of white space made one space, at most
  :data:`TEXT_MAX` characters (``bad_message`` naming ``text`` beyond). The browser shows it as text
  (``textContent``), never as HTML.
- **How often.** The seat's chat rate (``DOMINOHALL_CHAT_LIMIT``, phrases and text together) and,
  over all the account's tables, :data:`TEXT_RATE`.
- **Kept.** Each line is a row of ``chat_lines`` (migration 0007), not an action: the table's
  replay does not depend on it, a rolling upgrade's older release ignores it, and a table rebuilt
  after a restart shows its last lines again (:func:`~dominohall.server.store.texts_of`). Lines are deleted after
  :data:`LINES_KEPT_DAYS` days (a reported one lives on in its report).
- **Mute** is the account's: a signed-in person mutes the account of a seat
  (``POST /api/account/mutes`` ``{"table", "seat"}`` or ``{"name"}``; ``DELETE
  /api/account/mutes/{name}`` or ``…?table=…&seat=…``; ``GET /api/account/mutes``), stored in
  ``mutes`` (migration 0009), at most :data:`MUTES_MAX`. Its free-text lines are then not sent to
  any connection of the muter's at any table, on any device, after a restart too: neither as they
  are said nor in the states (a connection with muted seats, :attr:`~dominohall.server.live.
  Connection.hidden`, gets whole states filtered for it, never a delta of what it was not sent).
  The quick phrases still go (the page hides them itself). Anonymous visitors keep the browser's
  mute (the page's storage).
- **Report.** ``POST /api/tables/{table}/chat/{line}/report`` (signed in): the line, its table,
  seat and author, the reporter and the time are stored in ``chat_reports``, at most
  :data:`REPORTS_A_DAY` an account in 24 hours, once per line and reporter. ``dominohall admin
  reports`` lists them, newest first.
"""

from __future__ import annotations

import json
import os
import sys
import time
import unicodedata
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import and_, create_engine, delete, func, insert, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.server.accounts import account_name
from dominohall.server.gate import refused
from dominohall.server.limits import PerAddress
from dominohall.server.migrations import prepare
from dominohall.server.protocol import ProtocolError
from dominohall.server.quotas import Quotas
from dominohall.server.social import _blocked, account_by_key
from dominohall.server.state import of_part, part
from dominohall.server.store import (
    accounts_t,
    chat_lines_t,
    chat_reports_t,
    database_url,
    mutes_t,
    table_accounts_t,
)
from dominohall.server.table import iso

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.live import Connection, LiveTable
    from dominohall.server.service import TableService

TEXT_MAX: Final = 200
"""Characters of one free-text line (after cleaning)."""
TEXT_RATE: Final = (20, 60.0)
"""Free-text lines one account may write in a window of seconds, over all its tables."""
LINES_KEPT_DAYS: Final = 30
"""Days a free-text line is kept (then deleted; a reported one is copied into its report)."""
REPORTS_A_DAY: Final = 20
"""Lines one account may report in 24 hours."""
MUTES_MAX: Final = 500
"""Accounts one account may mute at once."""
REPORTS_LISTED: Final = 1000
"""Reports ``dominohall admin reports`` lists at most (the newest)."""


def clean_text(raw: object) -> str:
    """A free-text line as everyone is shown it: no control, format, private-use or unassigned
    characters (which could reorder or hide the text around it), white space made single spaces,
    at most :data:`TEXT_MAX` characters.

    >>> clean_text("  hi\\u202e <b>there</b>\\n\\x07 ")
    'hi <b>there</b>'
    """
    if not isinstance(raw, str) or len(raw) > 4 * TEXT_MAX:
        raise ProtocolError("bad_message", f"text is a line of at most {TEXT_MAX} characters", field="text")
    kept = "".join(" " if ch.isspace() else ch for ch in raw.encode("utf-8", "replace").decode("utf-8", "replace"))
    kept = "".join(ch for ch in kept if unicodedata.category(ch)[0] != "C")
    text = " ".join(kept.split())
    if not text:
        raise ProtocolError("bad_message", "text is empty", field="text")
    if len(text) > TEXT_MAX:
        raise ProtocolError("bad_message", f"text is a line of at most {TEXT_MAX} characters", field="text")
    return text


# ---- the database side (called on the service's database threads) ------------------------------
def write_line(engine: Engine, table_id: str, seat: int, account_id: int, text: str, now: float) -> int | str:
    """Store a free-text line: its id, or why not (``not_seated``: the seat is not the account's;
    ``blocked``: two of the table's accounts blocked one another). Lines older than
    :data:`LINES_KEPT_DAYS` are deleted first (one indexed range)."""
    with engine.begin() as db:
        owners = {
            int(r.seat): int(r.account_id)
            for r in db.execute(
                select(table_accounts_t.c.seat, table_accounts_t.c.account_id).where(
                    table_accounts_t.c.table_id == table_id
                )
            ).all()
        }
        if owners.get(seat) != account_id:
            return "not_seated"
        people = sorted(set(owners.values()))
        for i, one in enumerate(people):
            if _blocked(db, one, people[i + 1 :]):
                return "blocked"
        db.execute(delete(chat_lines_t).where(chat_lines_t.c.at < now - LINES_KEPT_DAYS * 86400))
        made = db.execute(
            insert(chat_lines_t).values(table_id=table_id, seat=seat, account_id=account_id, text=text, at=now)
        )
        key = made.inserted_primary_key
        assert key is not None
        return int(key[0])


def mute(engine: Engine, account_id: int, muted_id: int, now: float, most: int = MUTES_MAX) -> str:
    """``account_id`` mutes ``muted_id``: ``muted``, ``already`` or ``full`` (it mutes ``most``)."""
    with engine.begin() as db:
        found = db.execute(
            select(mutes_t.c.at).where(mutes_t.c.account_id == account_id, mutes_t.c.muted_id == muted_id)
        ).first()
        if found is not None:
            return "already"
        count = db.execute(select(func.count()).select_from(mutes_t).where(mutes_t.c.account_id == account_id))
        if int(count.scalar_one()) >= most:
            return "full"
        try:
            with db.begin_nested():
                db.execute(insert(mutes_t).values(account_id=account_id, muted_id=muted_id, at=now))
        except IntegrityError:  # the same mute made at once on another device
            return "already"
    return "muted"


def unmute(engine: Engine, account_id: int, muted_id: int) -> bool:
    with engine.begin() as db:
        gone = db.execute(delete(mutes_t).where(mutes_t.c.account_id == account_id, mutes_t.c.muted_id == muted_id))
        return bool(gone.rowcount)


def mutes_of(engine: Engine, account_id: int) -> list[dict[str, Any]]:
    """The accounts ``account_id`` mutes, the latest first (``name``, ``at``)."""
    with engine.connect() as db:
        rows = db.execute(
            select(accounts_t.c.name, mutes_t.c.at)
            .select_from(mutes_t.join(accounts_t, accounts_t.c.id == mutes_t.c.muted_id))
            .where(mutes_t.c.account_id == account_id)
            .order_by(mutes_t.c.at.desc())
        ).all()
    return [{"name": str(r.name), "at": _utc(r.at)} for r in rows]


def seat_account(engine: Engine, table_id: str, seat: int) -> tuple[int, str] | None:
    """The account (id, name) ``seat`` of ``table_id`` belongs to, if any."""
    with engine.connect() as db:
        row = db.execute(
            select(accounts_t.c.id, accounts_t.c.name)
            .select_from(table_accounts_t.join(accounts_t, accounts_t.c.id == table_accounts_t.c.account_id))
            .where(table_accounts_t.c.table_id == table_id, table_accounts_t.c.seat == seat)
        ).first()
    return None if row is None else (int(row.id), str(row.name))


def hidden_seats(engine: Engine, table_id: str, account_id: int) -> frozenset[int]:
    """The seats of ``table_id`` whose accounts ``account_id`` mutes: their free text is not sent to it."""
    with engine.connect() as db:
        rows = db.execute(
            select(table_accounts_t.c.seat)
            .select_from(
                table_accounts_t.join(
                    mutes_t,
                    and_(mutes_t.c.muted_id == table_accounts_t.c.account_id, mutes_t.c.account_id == account_id),
                )
            )
            .where(table_accounts_t.c.table_id == table_id)
        ).all()
    return frozenset(int(r.seat) for r in rows)


def muters_among(engine: Engine, muted_id: int, accounts: list[int]) -> set[int]:
    """Those of ``accounts`` that mute ``muted_id``."""
    with engine.connect() as db:
        rows = db.execute(
            select(mutes_t.c.account_id).where(mutes_t.c.muted_id == muted_id, mutes_t.c.account_id.in_(accounts))
        ).all()
    return {int(r.account_id) for r in rows}


def report_line(engine: Engine, table_id: str, line_id: int, reporter: int, now: float) -> str:
    """Store a report of line ``line_id`` of ``table_id``: ``reported``, ``already``, ``not_found``
    or ``too_many`` (:data:`REPORTS_A_DAY` in the last 24 hours)."""
    with engine.begin() as db:
        line = db.execute(
            select(chat_lines_t).where(chat_lines_t.c.id == line_id, chat_lines_t.c.table_id == table_id)
        ).first()
        if line is None:
            return "not_found"
        count = db.execute(
            select(func.count())
            .select_from(chat_reports_t)
            .where(chat_reports_t.c.reporter_id == reporter, chat_reports_t.c.at > now - 86400)
        ).scalar_one()
        if count >= REPORTS_A_DAY:
            return "too_many"
        try:
            with db.begin_nested():
                db.execute(
                    insert(chat_reports_t).values(
                        line_id=line_id,
                        table_id=table_id,
                        seat=line.seat,
                        author_id=line.account_id,
                        text=line.text,
                        said=line.at,
                        reporter_id=reporter,
                        at=now,
                    )
                )
        except IntegrityError:
            return "already"
    return "reported"


def reports(engine: Engine, limit: int = REPORTS_LISTED) -> list[dict[str, Any]]:
    """The reports, newest first: ``at``, ``reporter``, ``table``, ``seat``, ``author``, ``text``,
    ``said`` (times as ISO 8601, UTC)."""
    author = accounts_t.alias("author")
    reporter = accounts_t.alias("reporter")
    with engine.connect() as db:
        rows = db.execute(
            select(
                chat_reports_t,
                author.c.name.label("author_name"),
                reporter.c.name.label("reporter_name"),
            )
            .select_from(
                chat_reports_t.join(author, author.c.id == chat_reports_t.c.author_id).join(
                    reporter, reporter.c.id == chat_reports_t.c.reporter_id
                )
            )
            .order_by(chat_reports_t.c.at.desc(), chat_reports_t.c.id.desc())
            .limit(limit)
        ).all()
    return [
        {
            "at": _utc(r.at),
            "reporter": str(r.reporter_name),
            "table": str(r.table_id),
            "seat": int(r.seat),
            "author": str(r.author_name),
            "text": str(r.text),
            "said": _utc(r.said),
            "line": int(r.line_id),
        }
        for r in rows
    ]


def _utc(t: float) -> str:
    return datetime.fromtimestamp(float(t), UTC).isoformat(timespec="seconds")


# ---- the running server ------------------------------------------------------------------------
class Chat:
    """Free-text lines (the service asks :meth:`free_text`) and their reports, with their rate limits."""

    def __init__(self, service: TableService, accounts: Accounts) -> None:
        self.service = service
        self.accounts = accounts
        self.texts = PerAddress(*TEXT_RATE)
        self.reports = PerAddress(*service.limits.social_rate)
        self.quotas = Quotas(accounts, self.texts, self.reports)
        service.free_text = self.free_text

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.service.db(fn, self.service.store.engine, *args)

    async def free_text(self, live: LiveTable, conn: Connection, seat: int, raw: str, now: float) -> dict[str, Any]:
        """A free-text line said by ``seat`` (already counted against the seat's chat rate):
        stored, added to the table's chat, and returned as the ``chat`` entry to tell everyone."""
        account = conn.account
        if account is None:
            raise ProtocolError(
                "sign_in",
                "free text is for signed-in people at their seats: others have the quick phrases",
                field="text",
            )
        text = clean_text(raw)
        self.quotas.count(self.texts, account, "text")
        done = await self._db(write_line, live.table.id, seat, account, text, now)
        if done == "not_seated":
            raise ProtocolError("sign_in", "this seat is not your account's: use the quick phrases", field="text")
        if done == "blocked":
            raise ProtocolError(
                "blocked", "no free text at this table: two of its people have blocked one another", field="text"
            )
        line = {"seat": seat, "text": text, "at": iso(now), "id": int(done)}
        live.table.chat.append(line)
        return line

    # ---- mute ----------------------------------------------------------------------------------------
    async def hidden_for(self, table_id: str, account: int | None) -> frozenset[int]:
        """The seats whose free text a connection of ``account`` sitting down at ``table_id`` is not sent."""
        if account is None:
            return frozenset()
        found: frozenset[int] = await self._db(hidden_seats, table_id, account)
        return found

    async def seated(self, live: LiveTable, conn: Connection) -> None:
        """A signed-in person sat down: the connections already at the table whose accounts mute
        theirs are not sent their seat's free text from now on (their hidden seats were read
        before this seat was the person's)."""
        if conn.account is None or conn.seat is None:
            return
        others = sorted({c.account for c in live.connections if c.account is not None and c is not conn})
        if not others:
            return
        muters: set[int] = await self._db(muters_among, conn.account, others)
        for other in list(live.connections):
            if other.account in muters and conn.seat not in other.hidden:
                other.hidden = other.hidden | {conn.seat}
                other.synced = False

    async def _muted_changed(self, account: int) -> None:
        """The account's mutes changed: its connections in this process are sent whole states from
        now on, filtered anew (another process's connections learn it when they connect again)."""
        for live in list(self.service.live.values()):
            mine = [c for c in live.connections if c.account == account]
            if not mine:
                continue
            hidden = await self.hidden_for(live.table.id, account)
            for conn in mine:
                conn.hidden = hidden
                conn.synced = False  # its next state is whole: the lines now shown are in it
            live.tell_state()

    async def _whom(self, request: Request, data: dict[str, Any]) -> tuple[int, str]:
        """The account a mute names: ``{"name"}``, or the account of ``{"table", "seat"}``."""
        if "name" in data:
            if set(data) != {"name"}:
                raise ProtocolError("bad_message", 'the body is {"name": …} or {"table": …, "seat": n}', field="name")
            other, name = await self.social_other(data["name"])
            return other, name
        if set(data) != {"table", "seat"}:
            raise ProtocolError("bad_message", 'the body is {"name": …} or {"table": …, "seat": n}', field="table")
        table_id, seat = data["table"], data["seat"]
        if not isinstance(table_id, str) or not 1 <= len(table_id) <= 32:
            raise ProtocolError("bad_message", "table is a table's id", field="table")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 16:
            raise ProtocolError("bad_message", "seat is a seat's number", field="seat")
        found: tuple[int, str] | None = await self._db(seat_account, table_id, seat)
        if found is None:
            raise ProtocolError("not_found", "that seat belongs to no account", field="seat")
        return found

    async def social_other(self, raw: object) -> tuple[int, str]:
        try:
            key = account_name(raw)[1]
        except ProtocolError:
            raise ProtocolError("bad_name", "a name is 3 to 24 letters, digits and spaces", field="name") from None
        found: tuple[int, str] | None = await self._db(account_by_key, key)
        if found is None:
            raise ProtocolError("not_found", "there is no player of that name", field="name")
        return found

    async def list_mutes(self, request: Request) -> Response:
        """``GET /api/account/mutes`` (``?table=…``: also the seats of that table muted)."""
        try:
            me = await self.quotas.signed_in(request, self.reports)
            found = await self._db(mutes_of, me)
            table_id = request.query_params.get("table", "")
            seats = sorted(await self.hidden_for(table_id, me)) if 1 <= len(table_id) <= 32 else []
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse({"mutes": found, "limit": MUTES_MAX, "seats": seats}, headers={"cache-control": "no-store"})

    async def add_mute(self, request: Request) -> Response:
        """``POST /api/account/mutes`` ``{"name"}`` or ``{"table", "seat"}``."""
        try:
            me = await self.quotas.signed_in(request, self.reports)
            other, name = await self._whom(request, await self.accounts._body(request))
            if other == me:
                raise ProtocolError("bad_message", "you cannot mute yourself", field="name")
            done = await self._db(mute, me, other, time.time())
            if done == "full":
                raise ProtocolError("too_many", f"you mute {MUTES_MAX} players already: unmute one first", field="name")
        except ProtocolError as exc:
            return refused(exc)
        await self._muted_changed(me)
        return JSONResponse({"name": name, "muted": True}, status_code=201 if done == "muted" else 200)

    async def remove_mute(self, request: Request) -> Response:
        """``DELETE /api/account/mutes/{name}``, or ``/api/account/mutes?table=…&seat=n``."""
        try:
            me = await self.quotas.signed_in(request, self.reports)
            raw = request.path_params.get("name")
            if raw is not None:
                other, name = await self.social_other(raw)
            else:
                seat = request.query_params.get("seat", "")
                if not seat.isdigit() or len(seat) > 2:
                    raise ProtocolError("bad_message", "seat is a seat's number", field="seat")
                other, name = await self._whom(
                    request, {"table": request.query_params.get("table", ""), "seat": int(seat)}
                )
            if not await self._db(unmute, me, other):
                raise ProtocolError("not_found", "you do not mute that player", field="name")
        except ProtocolError as exc:
            return refused(exc)
        await self._muted_changed(me)
        return JSONResponse({"name": name, "muted": False})

    async def report(self, request: Request) -> Response:
        try:
            account, _name = await self.accounts.account(request)
            if account is None:
                raise ProtocolError("sign_in", "sign in to report a line")
            self.quotas.count(self.reports, account, "line")
            table_id = request.path_params["table"]
            raw = request.path_params["line"]
            if len(table_id) > 32 or not raw.isdigit() or len(raw) > 12:
                raise ProtocolError("not_found", "there is no such line", field="line")
            done = await self._db(report_line, table_id, int(raw), int(account), time.time())
            if done == "not_found":
                raise ProtocolError("not_found", "there is no such line at this table", field="line")
            if done == "too_many":
                raise ProtocolError("too_many", f"at most {REPORTS_A_DAY} reports a day", field="line")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse(
            {"table": table_id, "line": int(raw), "reported": True}, status_code=201 if done == "reported" else 200
        )


async def _report(request: Request) -> Response:
    chat = part(request, Chat)
    assert chat is not None
    return await chat.report(request)


def routes() -> list[BaseRoute]:
    return [
        Route("/api/tables/{table}/chat/{line}/report", _report, methods=["POST"]),
        Route("/api/account/mutes", of_part(Chat, Chat.list_mutes), methods=["GET"]),
        Route("/api/account/mutes", of_part(Chat, Chat.add_mute), methods=["POST"]),
        Route("/api/account/mutes", of_part(Chat, Chat.remove_mute), methods=["DELETE"]),
        Route("/api/account/mutes/{name}", of_part(Chat, Chat.remove_mute), methods=["DELETE"]),
    ]


def admin_reports(database: str | None, as_json: bool, limit: int) -> int:
    """``dominohall admin reports``: the reported lines, newest first, as text or ``--json``; the
    exit status (2: a bad ``--limit``, or a database whose schema is not this code's)."""
    if not 1 <= limit <= 100_000:
        print(f"dominohall admin reports: --limit is 1 to 100000, not {limit}", file=sys.stderr)
        return 2
    engine = create_engine(database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL")))
    try:
        prepare(engine, False)  # refuses (SchemaError) a schema older or newer than the code's
        found = reports(engine, limit)
    finally:
        engine.dispose()
    if as_json:
        print(json.dumps(found, ensure_ascii=False, indent=1))
        return 0
    if not found:
        print("no reports")
    for r in found:
        # repr-quoted: a line's text can hold nothing that moves the terminal's cursor or colours it
        where = f"table {r['table']}, seat {r['seat']}, said {r['said']}"
        print(f"{r['at']}  {r['reporter']} reported {r['author']} ({where}): {r['text']!r}")
    return 0
