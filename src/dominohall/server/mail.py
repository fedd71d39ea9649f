"""E-mail (issue #35, "Your turn, told"): a person's turn at a turn-based table, a timeout the bot
took for them, or a daily digest of both, told by mail through the SMTP server the operator
configures (docs/server.md, Mail; docs/protocol.md, Mail; docs/accounts.md).

- **Configuration.** ``DOMINOHALL_SMTP_URL`` (``smtp://[user:password@]host[:port][?starttls=1]``
  or ``smtps://…``), ``DOMINOHALL_MAIL_FROM`` (the sender's address) and ``DOMINOHALL_PUBLIC_URL``
  (where the links in a mail lead: a mail is read far from any request). Without an SMTP URL there
  is no mail and nothing else changes; a malformed one stops the server at start naming what is
  wrong (:func:`config_from_env`).
- **An address per account**, verified: ``POST /api/account/mail`` stores it unverified and queues
  a mail with a link holding a random token (only its SHA-256 is stored; single use, expiring after
  :data:`TOKEN_SECONDS`); following it verifies the address. At most :data:`VERIFY_PER_HOUR`
  verification mails an hour to one account or one address (counted in the database, so in every
  process alike). Only a verified address is sent anything else.
- **What is sent**: ``mode`` ``turn`` (a mail each time it becomes the person's turn at a table, at
  most one per table per turn: a turn is the table's ``seq``, and the outbox's unique key makes a
  turn noted twice one mail), ``digest`` (the same turns gathered into one mail a day) or
  ``none``; a timeout the bot took is told too. Every mail carries a one-click unsubscribe link,
  signed with the account's own random key (HMAC-SHA256), that works without signing in, also as
  ``List-Unsubscribe`` and ``List-Unsubscribe-Post`` headers (RFC 8058: the mail program's one
  click POSTs it; the link in the text opens a page whose one button does, since a GET must change
  nothing). Plain text, in the account's language.
- **Held back**: no turn's mail while its person is on vacation (their clocks stand still; it is
  sent when they are back, if the turn still waits) or while they are connected to that table's
  seat (they see it; sent if they leave without moving). A daily digest still lists the turn.
- **Never on a move's path**: the timers note a turn in a bounded in-memory queue
  (:meth:`Mail.note`: a tuple appended, nothing else); a task of its own writes the queue to the
  stored outbox (``mail_outbox``), makes the digests, takes the due mails under a lease (with
  several processes each mail is sent by the one process that took it) and sends them on a thread,
  with retries backing off and an expiry. A turn noted and not yet written when its process died
  is noted again when its table resumes (at the start, or taken over by another process), and a
  turn stored already is not sent twice (the outbox's unique key). A turn-based table that was
  put to sleep at once at the start is not noted again until it wakes.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import html
import json
import logging
import os
import re
import secrets
import smtplib
import ssl
import time
import urllib.parse
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import formatdate, make_msgid
from typing import TYPE_CHECKING, Any, Final

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, number_setting
from dominohall.i18n import LANGUAGES, Texts
from dominohall.server.gate import refused
from dominohall.server.protocol import ProtocolError
from dominohall.server.quotas import changes_and_reads
from dominohall.server.state import of_part

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.service import TableService

log = logging.getLogger("dominohall.server")

HOUR: Final = 3600.0
DAY: Final = 24 * HOUR
TOKEN_SECONDS: Final = DAY
"""How long a verification link works."""
VERIFY_PER_HOUR: Final = 3
"""Verification mails one account, or one address, is sent in an hour at most."""
ADDRESS_MAX: Final = 254
"""The longest address (RFC 5321's path limit less the brackets); its local part at most 64."""
QUEUE_MAX: Final = 10_000
"""Turns noted and not yet written to the outbox, at most (the oldest are dropped beyond, logged)."""
POLL_SECONDS: Final = 1.0
"""How often the outbox is looked at when nothing wakes the sender (mails queued by another process)."""
BATCH: Final = 20
"""Mails taken to send in one pass."""
LEASE_SECONDS: Final = 120.0
"""How long a process holds the mails it took: one that dies with them lets another take them then."""
TURN_SECONDS: Final = DAY
"""A turn's mail not sent within this long is dropped (``expired``): it would come too late."""
DIGEST_ITEM_SECONDS: Final = 7 * DAY
"""A turn waiting for a digest this long is dropped (the digest was not made: mail was off)."""
DIGEST_EVERY: Final = DAY
DIGEST_GATHER: Final = HOUR
"""A digest waits this long after the first turn it tells, to tell the others of that hour with it."""
ATTEMPTS: Final = 8
"""Sending is tried this many times (a minute after the first failure, doubling up to an hour)."""
KEEP_SECONDS: Final = 60 * DAY
"""How long a mail's row is kept after it was made (a turn noted again in that time is not sent
again; a turn-based move lasts 14 days at most, a vacation 30)."""
DELAY_SECONDS: Final = 120.0
"""How long a turn's mail waits before it is sent (``DOMINOHALL_MAIL_DELAY_SECONDS``, 0 to a day):
a person at the table who moves by then is not mailed (the turn has passed: ``passed``)."""
HOLD_SECONDS: Final = 5.0
"""A turn's mail to a person connected to that table's seat (they see the turn) is looked at again
after the delay (:data:`DELAY_SECONDS`), or this long if the delay is shorter: sent once they have
left without moving, never while they are there."""
VACATION_RECHECK: Final = 900.0
"""A turn's mail to a person on vacation is looked at again when the vacation ends, or after this long
(they may come back early)."""
MODES: Final = ("turn", "digest", "none")
SMTP_SECONDS: Final = 20.0
"""The SMTP connection's timeout."""


POLICY: Final = SMTP.clone(max_line_length=998)
"""How mails are written: CRLF, and headers folded only past RFC 5322's 998 characters. Python 3.11
folds a non-ASCII subject at 78 into encoded words and drops the space between two of them
("адрес почты" read back as "адреспочты"); a subject here is far under 998 (a table's name has at
most 100 characters), so it is never folded."""


class MailConfigError(ValueError):
    """A mail setting that cannot be used; the message names the variable and what is wrong."""


@dataclass(frozen=True, slots=True)
class MailConfig:
    """Where and how mail is sent (:func:`config_from_env`)."""

    host: str
    port: int
    sender: str
    public_url: str
    tls: bool = False
    """``smtps``: TLS from the start."""
    delay: float = DELAY_SECONDS
    """Seconds a turn's mail waits (:data:`DELAY_SECONDS`)."""
    starttls: bool = False
    user: str | None = None
    password: str | None = None


def parse_smtp_url(url: str) -> dict[str, Any]:
    """The parts of ``DOMINOHALL_SMTP_URL``, or :class:`MailConfigError` naming what is wrong.

    >>> parse_smtp_url("smtp://127.0.0.1:2525")["port"]
    2525
    >>> found = parse_smtp_url("smtp://me:s%40cret@mail.example:587?starttls=1")
    >>> found["host"], found["port"], found["user"], found["password"], found["starttls"], found["tls"]
    ('mail.example', 587, 'me', 's@cret', True, False)
    >>> parse_smtp_url("smtp://mail.example?tls=1")
    Traceback (most recent call last):
    ...
    dominohall.server.mail.MailConfigError: DOMINOHALL_SMTP_URL: unknown parameter 'tls' (only starttls=0 or 1)
    """
    name = "DOMINOHALL_SMTP_URL"
    try:
        parts = urllib.parse.urlsplit(url.strip())
        port = parts.port
    except ValueError as exc:
        raise MailConfigError(f"{name}: {exc}") from None
    if parts.scheme not in ("smtp", "smtps"):
        raise MailConfigError(f"{name}: the scheme is smtp:// or smtps://, not {parts.scheme or 'none'}")
    if not parts.hostname:
        raise MailConfigError(f"{name}: no host (smtp://host:port)")
    if parts.path not in ("", "/") or parts.fragment:
        raise MailConfigError(f"{name}: no path or fragment after the host")
    starttls = False
    for key, values in urllib.parse.parse_qs(parts.query, keep_blank_values=True, strict_parsing=False).items():
        if key != "starttls":
            raise MailConfigError(f"{name}: unknown parameter {key!r} (only starttls=0 or 1)")
        if values not in (["0"], ["1"]):
            raise MailConfigError(f"{name}: starttls is 0 or 1")
        starttls = values == ["1"]
    tls = parts.scheme == "smtps"
    if tls and starttls:
        raise MailConfigError(f"{name}: smtps is TLS already: starttls=1 goes with smtp://")
    user = urllib.parse.unquote(parts.username) if parts.username else None
    password = urllib.parse.unquote(parts.password) if parts.password is not None else None
    if password is not None and user is None:
        raise MailConfigError(f"{name}: a password without a user")
    return {
        "host": parts.hostname,
        "port": port if port is not None else (465 if tls else 25),
        "tls": tls,
        "starttls": starttls,
        "user": user,
        "password": password,
    }


def config_from_env(environ: Mapping[str, str]) -> MailConfig | None:
    """The mail configuration of the environment (``None``: no ``DOMINOHALL_SMTP_URL``, no mail),
    or :class:`MailConfigError`."""
    url = environ.get("DOMINOHALL_SMTP_URL", "").strip()
    if not url:
        return None
    parts = parse_smtp_url(url)
    sender = environ.get("DOMINOHALL_MAIL_FROM", "").strip()
    if not sender:
        raise MailConfigError("DOMINOHALL_MAIL_FROM: the sender's address is needed with DOMINOHALL_SMTP_URL")
    try:
        sender = parse_address(sender)
    except ValueError as exc:
        raise MailConfigError(f"DOMINOHALL_MAIL_FROM: {exc}") from None
    public = environ.get("DOMINOHALL_PUBLIC_URL", "").strip().rstrip("/")
    site = urllib.parse.urlsplit(public)
    if site.scheme not in ("http", "https") or not site.hostname or site.query or site.fragment:
        raise MailConfigError(
            "DOMINOHALL_PUBLIC_URL: where the links in a mail lead is needed with DOMINOHALL_SMTP_URL"
            " (https://host[:port][/path])"
        )
    try:
        delay = number_setting(environ, "DOMINOHALL_MAIL_DELAY_SECONDS", DELAY_SECONDS, 0.0, DAY)
    except BoundsError as exc:
        raise MailConfigError(str(exc)) from None
    return MailConfig(sender=sender, public_url=public, delay=delay, **parts)


_LOCAL = re.compile(r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*")
_LABEL = re.compile(r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def parse_address(text: object) -> str:
    """An e-mail address as it is stored (the domain in lower case, IDNA-encoded), or
    :class:`ValueError` saying why not: ``local@domain``, no name, no comment, no quoted part.

    >>> parse_address(" Ann.B+games@Example.ORG ")
    'Ann.B+games@example.org'
    >>> parse_address("ann@bücher.example")
    'ann@xn--bcher-kva.example'
    >>> parse_address("Ann <ann@example.org>")
    Traceback (most recent call last):
    ...
    ValueError: the part before @ may hold letters, digits and !#$%&'*+/=?^_`{|}~.- only
    """
    if not isinstance(text, str):
        raise ValueError("an address is a string")
    address = text.strip()
    if not address:
        raise ValueError("the address is empty")
    if len(address) > ADDRESS_MAX:
        raise ValueError(f"an address has at most {ADDRESS_MAX} characters")
    local, at, domain = address.rpartition("@")
    if not at or not local or not domain:
        raise ValueError("an address is name@domain")
    if len(local) > 64:
        raise ValueError("the part before @ has at most 64 characters")
    if not _LOCAL.fullmatch(local):
        raise ValueError("the part before @ may hold letters, digits and !#$%&'*+/=?^_`{|}~.- only")
    try:
        ascii_domain = domain.encode("idna").decode("ascii").lower()
    except UnicodeError:
        raise ValueError("the domain is not a domain name") from None
    labels = ascii_domain.split(".")
    if len(labels) < 2 or not all(_LABEL.fullmatch(label) for label in labels) or labels[-1].isdigit():
        raise ValueError("the domain is a name like example.org")
    found = f"{local}@{ascii_domain}"
    if len(found) > ADDRESS_MAX:
        raise ValueError(f"an address has at most {ADDRESS_MAX} characters")
    return found


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def unsubscribe_signature(key: str, account_id: int) -> str:
    """The signature of an account's unsubscribe link: HMAC-SHA256 of its id with its own key.

    >>> signed = unsubscribe_signature("k" * 64, 7)
    >>> len(signed), signed == unsubscribe_signature("j" * 64, 7), signed == unsubscribe_signature("k" * 64, 8)
    (32, False, False)
    """
    return hmac.new(key.encode(), f"unsubscribe:{account_id}".encode(), hashlib.sha256).hexdigest()[:32]


# ---- the mails ------------------------------------------------------------------------------------
def compose(config: MailConfig, row: Mapping[str, Any]) -> EmailMessage:
    """The mail of an outbox row (as :meth:`~dominohall.server.store.Store.mail_claim` gives it)."""
    texts = Texts(str(row["language"]) if row["language"] in LANGUAGES else "en")
    site = config.public_url
    kind = row["kind"]
    payload = json.loads(row["payload"]) if row["payload"] else {}
    message = EmailMessage(policy=POLICY)
    message["From"] = config.sender
    message["Date"] = formatdate(localtime=False)
    message["Message-ID"] = make_msgid(domain=config.sender.rpartition("@")[2])
    lines: list[str]
    if kind == "verify":
        message["To"] = payload["address"]
        message["Subject"] = texts("Confirm your e-mail address for dominohall")
        lines = [
            texts("Someone (we hope you) gave this address to the dominohall account {name}.", name=payload["name"]),
            texts("To confirm it, open this link (it works once, for 24 hours):"),
            payload["link"],
            "",
            texts("If it was not you, ignore this mail: nothing will be sent to you."),
        ]
        message.set_content("\n".join(lines) + "\n")
        return message
    message["To"] = str(row["address"])
    unsubscribe = (
        f"{site}/mail/unsubscribe?account={row['account_id']}"
        f"&sig={unsubscribe_signature(str(row['unsubscribe_key']), int(row['account_id']))}"
    )
    message["List-Unsubscribe"] = f"<{unsubscribe}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    table = str(row["table_id"] or "")
    link = f"{site}/t/{table}"
    name = str(row.get("table_name") or "") or table
    if kind == "turn":
        message["Subject"] = texts("Your turn at {table}", table=name)
        lines = [texts("It is your turn at the table {table}.", table=name), texts("Play:") + " " + link]
    elif kind == "ready":  # a tournament's table (server/tournaments.py): the seat's link is on its page
        message["Subject"] = texts("Your tournament table is ready: {table}", table=name)
        lines = [
            texts(
                "Your table {table} of a tournament is ready. The link to your seat is on the tournament's page,"
                " and the table is on your games page:",
                table=name,
            ),
            site + "/games",
        ]
    elif kind == "timeout":
        message["Subject"] = texts("Your time ran out at {table}", table=name)
        lines = [
            texts("Your time for a move ran out at the table {table}: a bot played that move for you.", table=name),
            texts("The table:") + " " + link,
        ]
    else:  # a digest
        tables = [str(t) for t in payload.get("tables", [])]
        message["Subject"] = texts.ngettext(
            "{n} table is waiting for you", "{n} tables are waiting for you", len(tables), n=len(tables)
        )
        lines = [texts("Your turn-based tables that waited for you since the last digest:"), ""]
        lines += [f"{site}/t/{t}" for t in tables]
        lines += ["", texts("All your games:") + " " + site + "/games"]
    games = site + "/games"
    lines += [
        "",
        "-- ",
        texts("You get this mail because you asked for it on your games page: {link}", link=games),
        texts("Unsubscribe (no sign-in needed):") + " " + unsubscribe,
    ]
    message.set_content("\n".join(lines) + "\n")
    return message


class PermanentFailure(Exception):
    """The SMTP server refused the mail for good (5xx): it is not tried again."""


def send(config: MailConfig, message: EmailMessage) -> None:
    """Send one mail (on a thread: it blocks); :class:`PermanentFailure` if the server refused it
    for good, any other exception if it may work later."""
    context = ssl.create_default_context()
    smtp: smtplib.SMTP = (
        smtplib.SMTP_SSL(config.host, config.port, timeout=SMTP_SECONDS, context=context)
        if config.tls
        else smtplib.SMTP(config.host, config.port, timeout=SMTP_SECONDS)
    )
    with smtp:
        if config.starttls:
            smtp.starttls(context=context)
        if config.user is not None:
            smtp.login(config.user, config.password or "")
        try:
            smtp.send_message(message)
        except smtplib.SMTPRecipientsRefused as exc:
            raise PermanentFailure(str(exc)) from None
        except smtplib.SMTPResponseException as exc:
            if 500 <= exc.smtp_code < 600:
                raise PermanentFailure(str(exc)) from None
            raise


# ---- the part of the running server ---------------------------------------------------------------
class Mail:
    """One process's mail: the turns noted, the sender's task, and the routes' handlers."""

    def __init__(self, service: TableService, accounts: Accounts, config: MailConfig | None) -> None:
        self.service = service
        self.accounts = accounts
        self.config = config
        self.store = service.store
        self.owner = f"{os.getpid()}-{secrets.token_hex(6)}"
        """This process in the outbox's leases."""
        self.noted: deque[tuple[str, str, int, int]] = deque(maxlen=QUEUE_MAX)
        self.dropped = 0
        """Turns dropped because the queue was full (the database was away that long)."""
        self.clock: Callable[[], float] = time.time
        """The time mails are queued, due and expire at (the tests' own clock)."""
        self.sent = 0
        self.changes, self.reads, self.quotas = changes_and_reads(service.limits, accounts)
        self._wake: asyncio.Event | None = None
        self._purged = 0.0

    # ---- noting (on the event loop, from the timers: a tuple appended, nothing else) -----------
    def note(self, kind: str, table_id: str, seq: int, seat: int) -> None:
        """It became ``seat``'s turn (``turn``) at ``seq``, or the bot took its move (``timeout``)."""
        if len(self.noted) == QUEUE_MAX:
            self.dropped += 1
        self.noted.append((kind, table_id, seq, seat))
        if self._wake is not None:
            self._wake.set()

    def start(self) -> None:
        """Note turns from now on, and send (the task ends with the service)."""
        if self.config is None:
            return
        self.service.on_turn = self.note
        self._wake = asyncio.Event()
        self.service.spawn(self._run())

    async def _run(self) -> None:
        assert self._wake is not None
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), POLL_SECONDS)
            self._wake.clear()
            try:
                await self.pass_once()
            except Exception:  # the database or the SMTP server is away: tried again next pass
                log.exception("mail: a pass of the sender failed")

    async def pass_once(self) -> int:
        """Write the turns noted to the outbox, make the digests due, and send what is due; the
        number of mails sent."""
        config = self.config
        if config is None:
            return 0
        store = self.store
        now = self.clock()
        events = list(self.noted)
        self.noted.clear()
        if events:
            try:
                await self.service.db(store.mail_note, events, now, now + TURN_SECONDS, config.delay)
            except Exception:
                self.noted.extendleft(reversed(events))  # kept (bounded) for the next pass
                raise
        if self.dropped:
            log.warning("mail: %d turns were not told (the queue was full)", self.dropped)
            self.dropped = 0
        await self.service.db(store.mail_digests, now, DIGEST_EVERY, DIGEST_GATHER, now + TURN_SECONDS)
        if now - self._purged > HOUR:
            self._purged = now
            await self.service.db(store.mail_purge, now - KEEP_SECONDS)
        rows = await self.service.db(store.mail_claim, self.owner, now, LEASE_SECONDS, BATCH, VACATION_RECHECK)
        sent = 0
        for row in rows:
            if row["kind"] == "turn" and await self.watching(row):
                # they are at the table and see it is their turn: told only if they leave without moving
                await self.service.db(
                    store.mail_hold, row["id"], self.owner, now + max(config.delay, HOLD_SECONDS), now
                )
                continue
            try:
                message = compose(config, row)
            except Exception:  # a row this code cannot make a mail of: not tried again
                log.exception("mail %s: could not be written", row["key"])
                await self.service.db(store.mail_retry, row["id"], self.owner, None)
                continue
            try:
                await asyncio.to_thread(send, config, message)
            except PermanentFailure as exc:
                log.warning("mail %s: refused for good by the SMTP server: %s", row["key"], exc)
                self._count(row, "failed")
                await self.service.db(store.mail_retry, row["id"], self.owner, None)
                continue
            except Exception as exc:
                attempts = int(row["attempts"]) + 1
                due = None if attempts >= ATTEMPTS else now + min(HOUR, 60.0 * 2 ** (attempts - 1))
                log.warning("mail %s: not sent (attempt %d): %s", row["key"], attempts, exc)
                self._count(row, "retry" if due is not None else "failed")
                await self.service.db(store.mail_retry, row["id"], self.owner, due)
                continue
            self._count(row, "sent")
            await self.service.db(store.mail_sent, row["id"], self.owner, self.clock())
            sent += 1
        self.sent += sent
        return sent

    async def watching(self, row: Mapping[str, Any]) -> bool:
        """Whether the person a turn's mail is for is connected to that table's seat now: in this
        process (its table in memory), or in the one that runs it (the seats' ``connected`` in the
        TABLE_META it writes to its lease every second: docs/server.md, Several processes)."""
        table_id = str(row["table_id"] or "")
        seat = json.loads(row["payload"] or "{}").get("seat")
        if not isinstance(seat, int):
            return False
        live = self.service.live.get(table_id)
        if live is not None:
            seats = live.table.seats
            return 0 <= seat < len(seats) and seats[seat].connections > 0
        return await self.service.db(self.store.seat_connected, table_id, seat, self.clock())

    def _count(self, row: Mapping[str, Any], outcome: str) -> None:
        self.service.metrics.mails.labels(str(row["kind"]), outcome).inc()

    # ---- the routes ------------------------------------------------------------------------------
    def _json(self, found: Mapping[str, Any] | None) -> dict[str, Any]:
        if found is None:
            return {
                "enabled": self.config is not None,
                "address": None,
                "verified": False,
                "mode": "turn",
                "language": None,
            }
        return {
            "enabled": self.config is not None,
            "address": found["address"],
            "verified": found["verified"] is not None,
            "mode": found["mode"],
            "language": found["language"],
        }

    async def show(self, request: Request) -> Response:
        """``GET /api/account/mail``."""
        try:
            me = await self.quotas.signed_in(request, self.reads)
        except ProtocolError as exc:
            return refused(exc)
        found = await self.service.db(self.store.mail_settings, me)
        return JSONResponse(self._json(found), headers={"cache-control": "no-store"})

    def _off(self) -> None:
        if self.config is None:
            raise ProtocolError("mail_off", "this server sends no mail (no DOMINOHALL_SMTP_URL)")

    @staticmethod
    def _language(data: Mapping[str, Any], default: str) -> str:
        language = data.get("language", default)
        if language not in LANGUAGES:
            raise ProtocolError("bad_message", f"language is one of {', '.join(LANGUAGES)}", field="language")
        return str(language)

    async def give(self, request: Request) -> Response:
        """``POST /api/account/mail`` ``{"address": …, "language"?: …}``: a new address, unverified, and
        its verification mail queued."""
        try:
            me = await self.quotas.signed_in(request, self.changes)
            self._off()
            assert self.config is not None
            data = await self.accounts._body(request)
            if not set(data) <= {"address", "language"} or "address" not in data:
                raise ProtocolError("bad_message", 'the body is {"address": "...", "language": "en"}', field="address")
            try:
                address = parse_address(data["address"])
            except ValueError as exc:
                raise ProtocolError("bad_message", str(exc), field="address") from None
            language = self._language(data, "en")
            _id, name = await self.accounts.account(request)
            token = secrets.token_urlsafe(32)
            hashed = token_hash(token)
            now = time.time()
            link = f"{self.config.public_url}/mail/verify?token={token}"
            payload = json.dumps({"address": address, "link": link, "name": name})
            mail = {"payload": payload, "expires": now + TOKEN_SECONDS, "per_hour": VERIFY_PER_HOUR}
            key = secrets.token_hex(32)
            done = await self.service.db(self.store.mail_set_address, me, address, language, key, hashed, mail, now)
            if done == "rate_limited":
                raise ProtocolError(
                    "rate_limited",
                    f"at most {VERIFY_PER_HOUR} verification mails an hour to one account or address",
                    field="address",
                    retry_after=HOUR,
                )
        except ProtocolError as exc:
            return refused(exc)
        if self._wake is not None:
            self._wake.set()
        found = await self.service.db(self.store.mail_settings, me)
        return JSONResponse(self._json(found), status_code=202, headers={"cache-control": "no-store"})

    async def change(self, request: Request) -> Response:
        """``PATCH /api/account/mail`` ``{"mode"?: "turn" | "digest" | "none", "language"?: …}``."""
        try:
            me = await self.quotas.signed_in(request, self.changes)
            data = await self.accounts._body(request)
            if not data or not set(data) <= {"mode", "language"}:
                raise ProtocolError("bad_message", 'the body is {"mode": "turn", "language": "en"}', field="mode")
            values: dict[str, Any] = {}
            if "mode" in data:
                if data["mode"] not in MODES:
                    raise ProtocolError("bad_message", f"mode is one of {', '.join(MODES)}", field="mode")
                values["mode"] = data["mode"]
            if "language" in data:
                values["language"] = self._language(data, "en")
            if not await self.service.db(self.store.mail_update, me, values, time.time()):
                raise ProtocolError("not_found", "give an address first", field="address")
        except ProtocolError as exc:
            return refused(exc)
        found = await self.service.db(self.store.mail_settings, me)
        return JSONResponse(self._json(found), headers={"cache-control": "no-store"})

    async def forget(self, request: Request) -> Response:
        """``DELETE /api/account/mail``: the address forgotten, nothing more sent."""
        try:
            me = await self.quotas.signed_in(request, self.changes)
            if not await self.service.db(self.store.mail_forget, me):
                raise ProtocolError("not_found", "no address was given", field="address")
        except ProtocolError as exc:
            return refused(exc)
        return JSONResponse(self._json(None), headers={"cache-control": "no-store"})

    async def verify(self, request: Request) -> Response:
        """``POST /mail/verify?token=…``: confirm the address of a verification mail (no sign-in
        needed); a ``GET`` of the mail's link shows the page whose button makes that POST and uses
        nothing up: mail filters fetch the links of the mails they scan, and a link used up by one
        would not work for the person."""
        token = request.query_params.get("token", "")
        account = None
        if request.method == "GET" and 20 <= len(token) <= 100:
            found = await self.service.db(self.store.mail_token, token_hash(token), time.time())
            if found is not None:
                texts = Texts(await self._language_of(found[0]))
                return _page(
                    texts,
                    texts("Confirm your e-mail address"),
                    texts("Send the mails of your games to {address}?", address=found[1]),
                    200,
                    button=(f"/mail/verify?token={urllib.parse.quote(token)}", texts("Confirm")),
                )
        elif 20 <= len(token) <= 100:
            account = await self.service.db(self.store.mail_verify, token_hash(token), time.time())
        language = await self._language_of(account) if account is not None else _page_language(request)
        texts = Texts(language)
        if account is None:
            return _page(
                texts,
                texts("This link does not work"),
                texts(
                    "It was used already, it expired, or the address was changed since."
                    " Give it again on your games page."
                ),
                400,
            )
        return _page(texts, texts("Address confirmed"), texts("Your games will be told to this address."), 200)

    async def unsubscribe(self, request: Request) -> Response:
        """``POST /mail/unsubscribe?account=N&sig=…``: no more mail (no sign-in; RFC 8058's one-click
        POST, made by the mail program from ``List-Unsubscribe-Post``, or the button of the page a
        ``GET`` of the link shows). A ``GET`` changes nothing: mail filters fetch the links of the
        mails they scan, and would unsubscribe everyone (RFC 8058, section 3.2)."""
        texts = Texts(_page_language(request))
        raw, sig = request.query_params.get("account", ""), request.query_params.get("sig", "")
        found = None
        if raw.isdigit() and len(raw) <= 12 and len(sig) == 32:
            found = await self.service.db(self.store.mail_settings, int(raw))
        if found is None or not hmac.compare_digest(unsubscribe_signature(str(found["key"]), int(raw)), sig):
            return _page(texts, texts("This link does not work"), texts("Change what you get on your games page."), 400)
        texts = Texts(str(found["language"]) if found["language"] in LANGUAGES else "en")
        if request.method == "GET":
            return _page(
                texts,
                texts("Unsubscribe"),
                texts("Stop the mails to {address}?", address=found["address"]),
                200,
                button=(f"/mail/unsubscribe?account={raw}&sig={sig}", texts("Unsubscribe")),
            )
        await self.service.db(self.store.mail_update, int(raw), {"mode": "none"}, time.time())
        return _page(
            texts,
            texts("Unsubscribed"),
            texts("No more mails will be sent to {address}. Change it on your games page.", address=found["address"]),
            200,
        )

    async def _language_of(self, account_id: int) -> str:
        found = await self.service.db(self.store.mail_settings, account_id)
        return str(found["language"]) if found is not None and found["language"] in LANGUAGES else "en"


def _page_language(request: Request) -> str:
    """The page's language from ``Accept-Language`` (the first of :data:`LANGUAGES` named)."""
    for choice in request.headers.get("accept-language", "").split(","):
        code = choice.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def _page(texts: Texts, title: str, text: str, status: int, button: tuple[str, str] | None = None) -> HTMLResponse:
    """A small page for a link followed from a mail (``button``: a form's action and label)."""
    form = (
        ""
        if button is None
        else f'<form method="post" action="{html.escape(button[0])}">'
        f'<button type="submit" class="primary" id="page-button">{html.escape(button[1])}</button></form>'
    )
    body = (
        f'<!doctype html><html lang="{texts.lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        # the button's POST carries this site's Origin (the server's no-referrer would make it "null",
        # which the gate refuses as another site's); the link's token goes to this site only
        '<meta name="referrer" content="same-origin">'
        f'<title>{html.escape(title)} · dominohall</title><link rel="icon" href="data:,">'
        '<link rel="stylesheet" href="/static/css/app.css"></head><body><main><section class="card">'
        f"<h1>{html.escape(title)}</h1><p>{html.escape(text)}</p>{form}"
        f'<p><a href="/games">{html.escape(texts("Your games"))}</a></p></section></main></body></html>'
    )
    return HTMLResponse(body, status_code=status, headers={"cache-control": "no-store"})


def _mail_off() -> Response:
    return refused(ProtocolError("mail_off", "this server sends no mail"))


def routes() -> list[BaseRoute]:
    return [
        Route("/api/account/mail", of_part(Mail, Mail.show, _mail_off), methods=["GET"]),
        Route("/api/account/mail", of_part(Mail, Mail.give, _mail_off), methods=["POST"]),
        Route("/api/account/mail", of_part(Mail, Mail.change, _mail_off), methods=["PATCH"]),
        Route("/api/account/mail", of_part(Mail, Mail.forget, _mail_off), methods=["DELETE"]),
        Route("/mail/verify", of_part(Mail, Mail.verify, _mail_off), methods=["GET", "POST"]),
        Route("/mail/unsubscribe", of_part(Mail, Mail.unsubscribe, _mail_off), methods=["GET", "POST"]),
    ]
