"""Persistence (SQLAlchemy 2 Core): every table, its seats and every action, written as it happens.

Three tables: ``tables`` (the configuration, with the match seed; once finished, the record and a
summary), ``seats`` (the token stored only as its SHA-256 hash) and ``actions`` (one row per move,
undo, takeover and chat, numbered in order within a table); and ``analyses``, the post-game
analysis of a finished table once it is done. A table's state is never stored: it is
the seeded match with the actions replayed through the engine, so what was written is all there is.

The store is synchronous; the server calls it from a few worker threads, so it never holds up the
event loop; each table's writes are made one at a time (under the table's lock), in order.

>>> store = Store("sqlite://")
>>> config = TableConfig("t1", "", "block", 2, {}, 7, None, 0.0)
>>> store.create_table(config, [SeatConfig(0, "human", None, "ab", False), SeatConfig(1, "bot", "greedy", None, True)])
>>> store.append("t1", ActionRow(0, "move", 0, "0-0", "human", 1.0))
>>> [(t.config.id, len(t.seats), t.actions[0].data) for t in store.load_open()]
[('t1', 2, '0-0')]
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    false,
    func,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import StaticPool

DEFAULT_DATABASE = "sqlite:///dominohall.sqlite3"
BUSY_SECONDS = 5.0
"""How long a SQLite write waits for a lock held elsewhere before it fails (the action is then
refused with ``internal`` and nothing changes): a locked database holds a table's move up this long
at most, not the 30 s it used to."""

metadata = MetaData()

tables_t = Table(
    "tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(100), nullable=False, default=""),
    Column("variant", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("seed_given", Boolean, nullable=False, default=False),
    Column("timer", Float, nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("finished", DateTime(timezone=True), nullable=True, index=True),
    Column("record", Text, nullable=True),
    Column("summary", Text, nullable=True),
    Column("rated", Boolean, nullable=False, default=False, server_default=false()),
)
seats_t = Table(
    "seats",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(10), nullable=False),
    Column("bot", String(60), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("claimed", Boolean, nullable=False, default=False),
)
seat_links_t = Table(
    "seat_links",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("table_id", String(32), ForeignKey("tables.id"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("created", Float, nullable=False),
    Index("ix_seat_links_table_id", "table_id"),
)
"""More tokens of a seat, beside the one in ``seats``: given to the seat's account on another
device (``POST /api/tables/{table}/seat``, server/accounts.py), stored as their SHA-256, at most
:data:`SEAT_LINKS` a seat (the oldest dropped)."""
SEAT_LINKS: Final = 3
"""Live extra tokens one seat may have (a person's few devices); one more drops the oldest."""
actions_t = Table(
    "actions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("tables.id"), nullable=False, index=True),
    Column("n", Integer, nullable=False),
    Column("kind", String(10), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("data", String(60), nullable=False),
    Column("actor", String(10), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("table_id", "n"),
)
leases_t = Table(
    "leases",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("owner", String(64), nullable=False),
    Column("address", String(200), nullable=False),
    Column("expires", Float, nullable=False),
    Column("meta", Text, nullable=True),
)
"""Which process runs which table (several processes on one database: docs/server.md, Several
processes). A lease is the owner's until ``expires`` (seconds since the epoch), renewed every
second; ``address`` is where the other processes reach the owner; ``meta`` is the table's TABLE_META
as its owner last wrote it, for the lobby of every process."""


@dataclass(frozen=True, slots=True)
class Lease:
    table_id: str
    owner: str
    address: str
    expires: float


analyses_t = Table(
    "analyses",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("status", String(10), nullable=False),
    Column("data", Text, nullable=True),
)
"""The post-game analysis of a finished table (``dominohall.analysis`` as JSON), once done; status
``done``, or ``failed`` with the reason in ``data``."""

accounts_t = Table(
    "accounts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(40), nullable=False),
    Column("name_key", String(80), nullable=False),
    Column("password", String(200), nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("fine_choices", Integer, nullable=False, default=0, server_default="0"),
    Column("judged_choices", Integer, nullable=False, default=0, server_default="0"),
    Column("name_skeleton", String(200), nullable=True),
    Column("bot_since", Float, nullable=True),
    Column("bot_owner", Integer, nullable=True),
    UniqueConstraint("name_key", name="uq_accounts_name_key"),
    Index("ix_accounts_name_skeleton", "name_skeleton"),
)
"""People who made an account (docs/accounts.md): the name as they wrote it, its key (NFKC,
case-folded: unique, so no two names differ only by case or by look-alike forms) and the argon2id
hash of the password. ``fine_choices`` and ``judged_choices`` are the running total of the
decision accuracy over every analysed game of the account (the sum of its seats' ``fine`` and
``judged`` in ``table_accounts``, kept as analyses are stored and seats bound: the player's page
reads it instead of every analysis). ``name_skeleton``: the name's confusable skeleton (a new name
whose skeleton an account has already is refused, ``similar_name``; indexed, not unique: accounts
made before it may share one; filled in for older accounts by migration 0003). ``bot_since``: when
the account became a bot account (NULL: a person's; irreversible, server/tokens.py), ``bot_owner``:
the account that said it runs the bot (no foreign key: accounts are never deleted; migration 0006)."""
sessions_t = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
)
"""Signed-in browsers: the SHA-256 of each session's cookie (a copy of the database signs nobody
in), expiring; a few per account (server/sessions.py)."""
table_accounts_t = Table(
    "table_accounts",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("address", String(64), nullable=True),
    Column("at", Float, nullable=False),
    Column("finished", DateTime(timezone=True), nullable=True),
    Column("fine", Integer, nullable=True),
    Column("judged", Integer, nullable=True),
    Index("ix_table_accounts_account_finished", "account_id", "finished", "table_id", "seat"),
)
"""Which account a seat belongs to (the signed-in person who took it, or claimed it later with its
token); ``address`` is a hash of the address it was taken from (one address, one seat at a rated
table). ``finished`` is the table's (``tables.finished``, copied when the match ends or the seat is
bound after it), so that an account's latest games are one range of an index, however many it
played; ``fine`` and ``judged`` are the seat's decision accuracy in the table's analysis as counted
into the account's totals (``accounts.fine_choices``, ``judged_choices``; NULL: nothing counted)."""
ratings_t = Table(
    "ratings",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("variant", String(40), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Index("ix_ratings_variant_mu", "variant", "mu"),
)
"""Each account's rating in each variant it played rated (dominohall.server.ratings)."""
rating_changes_t = Table(
    "rating_changes",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("variant", String(40), nullable=False),
    Column("mu_before", Float, nullable=False),
    Column("sigma_before", Float, nullable=False),
    Column("mu_after", Float, nullable=False),
    Column("sigma_after", Float, nullable=False),
    Column("at", Float, nullable=False),
)
"""What a rated match did to each account's rating: written in the transaction that stores the
match's last move, and keyed by table and seat, so a result is never counted twice."""
blocks_t = Table(
    "blocks",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("blocked_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("at", Float, nullable=False),
    Index("ix_blocks_blocked_id", "blocked_id"),
)
"""Who blocked whom (server/social.py): a blocked pair, either way, is never seated together and no
challenge goes between them. At most ``social.BLOCKS_MAX`` for each account; kept until undone."""
challenges_t = Table(
    "challenges",
    metadata,
    Column("id", String(24), primary_key=True),
    Column("from_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("to_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("request", Text, nullable=False),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
    Column("status", String(10), nullable=False),
    Column("table_id", String(32), nullable=True),
    Column("token", String(32), nullable=True),
    Index("ix_challenges_from_id_status", "from_id", "status"),
    Index("ix_challenges_to_id_status", "to_id", "status"),
    Index("ix_challenges_expires", "expires"),
)
"""A challenge from one account to another (server/social.py): the table asked for (the body of
``POST /api/tables``, as parsed and written again), until it ``expires``; ``status`` ``open``,
``accepted`` (``table_id``: the table made; ``token``: the challenger's seat token until their
next look at their challenges, then NULL), ``declined`` or ``withdrawn``. Rows are deleted a day
after they expire."""
follows_t = Table(
    "follows",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("followed_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("at", Float, nullable=False),
    Index("ix_follows_followed_id", "followed_id"),
)
"""Who follows whom (server/social.py), at most ``social.FOLLOWS_MAX`` for each account."""
vacations_t = Table(
    "vacations",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("starts", Float, primary_key=True),
    Column("ends", Float, nullable=False),
    Index("ix_vacations_ends", "ends"),
)
"""An account's vacations (server/vacation.py): from ``starts`` to ``ends`` (the planned end, or
the moment the person came back early) the clocks of their turn-based seats stop. Kept a year
(what was taken counts against the year's days), at most ``vacation.VACATIONS_A_YEAR`` an account."""
api_tokens_t = Table(
    "api_tokens",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("name", String(40), nullable=False),
    Column("token_hash", String(64), nullable=False),
    Column("scopes", String(40), nullable=False),
    Column("created", Float, nullable=False),
    Column("last_used", Float, nullable=True),
    UniqueConstraint("token_hash", name="uq_api_tokens_token_hash"),
    Index("ix_api_tokens_account_id", "account_id"),
)
"""Personal API tokens (server/tokens.py): the SHA-256 of each secret (shown once, when made), its
scopes (space-separated: ``play``, ``bot:play``, ``read``), at most ``tokens.TOKENS_MAX`` an account;
kept until revoked (the row deleted). Migration 0006."""


seeks_t = Table(
    "seeks",
    metadata,
    Column("id", String(24), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("request", Text, nullable=False),
    Column("rating_low", Float, nullable=True),
    Column("rating_high", Float, nullable=True),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
    Column("fill_at", Float, nullable=True),
    Column("making_at", Float, nullable=True),
    Column("status", String(10), nullable=False),
    Column("table_id", String(32), nullable=True),
    Column("token", String(32), nullable=True),
    Index("ix_seeks_account_id_status", "account_id", "status"),
    Index("ix_seeks_status_expires", "status", "expires"),
)
"""A seek (server/seeks.py): an account's table waiting in the lobby for people to accept it (the
body of ``POST /api/tables``, as parsed and written again), a rated one for accounts whose rating is
from ``rating_low`` to ``rating_high``; a live one whose ``fill_at`` has passed is made with bots
in the seats still free. ``status`` ``open``, ``making`` (being made into a table since
``making_at``: open again after ``seeks.MAKING_SECONDS``, if its process died meanwhile), ``made``
(``table_id``; ``token``: the seeker's seat token until their next look at the seeks, then
NULL) or ``withdrawn``. Rows are deleted a day after they expire."""
seek_people_t = Table(
    "seek_people",
    metadata,
    Column("seek_id", String(24), ForeignKey("seeks.id"), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("at", Float, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("token", String(32), nullable=True),
    Index("ix_seek_people_account_id", "account_id"),
)
"""Who accepted a seek (the seeker is not listed), and once it is made, their seat and its token
(until their next look at the seeks, then NULL)."""
chat_lines_t = Table(
    "chat_lines",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("text", String(400), nullable=False),
    Column("at", Float, nullable=False),
    Index("ix_chat_lines_table_id_id", "table_id", "id"),
    Index("ix_chat_lines_at", "at"),
)
"""Free-text chat at tables among accounts (server/chat.py): kept ``chat.LINES_KEPT_DAYS``, then
deleted (a reported line is copied into its report)."""
mutes_t = Table(
    "mutes",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("muted_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("at", Float, nullable=False),
)
"""Whose free-text chat an account is not sent (server/chat.py, Mute; migration 0009): on any of
its devices, at any table. At most ``chat.MUTES_MAX`` an account; kept until undone."""
chat_reports_t = Table(
    "chat_reports",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("line_id", Integer, nullable=False),
    Column("table_id", String(32), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("author_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("text", String(400), nullable=False),
    Column("said", Float, nullable=False),
    Column("reporter_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("at", Float, nullable=False),
    UniqueConstraint("line_id", "reporter_id", name="uq_chat_reports_line_reporter"),
    Index("ix_chat_reports_reporter_id_at", "reporter_id", "at"),
    Index("ix_chat_reports_at", "at"),
)
"""A chat line reported to the operator (``dominohall admin reports``): the line as it was said
(its table, seat, author account and text), who reported it and when. At most
``chat.REPORTS_A_DAY`` an account a day; kept until the operator deletes them."""

mail_accounts_t = Table(
    "mail_accounts",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("address", String(254), nullable=True),
    Column("verified", Float, nullable=True),
    Column("mode", String(10), nullable=False),
    Column("language", String(5), nullable=False),
    Column("key", String(64), nullable=False),
    Column("digest_at", Float, nullable=True),
    Column("changed", Float, nullable=False),
)
"""An account's e-mail (server/mail.py): the address (``verified``: when its link was followed;
only a verified address is sent notifications), ``mode`` (``turn``: a mail each turn, ``digest``:
one a day, ``none``), the mails' ``language``, the random ``key`` that signs its unsubscribe
links (made again with every new address, so an old link stops working) and when its last digest
was made."""
mail_tokens_t = Table(
    "mail_tokens",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("address", String(254), nullable=False),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
    Index("ix_mail_tokens_address", "address"),
)
"""Verification links sent (server/mail.py): the SHA-256 of the link's token (single use: expired
when followed), the address it verifies, until ``expires``. Also the count of verification mails
an account and an address were sent in the last hour (the rate limit, the same in every process)."""
mail_outbox_t = Table(
    "mail_outbox",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("key", String(120), nullable=False),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("kind", String(10), nullable=False),
    Column("table_id", String(32), nullable=True),
    Column("payload", Text, nullable=True),
    Column("status", String(10), nullable=False),
    Column("created", Float, nullable=False),
    Column("due", Float, nullable=False),
    Column("expires", Float, nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("owner", String(64), nullable=True),
    Column("lease", Float, nullable=True),
    Column("sent", Float, nullable=True),
    UniqueConstraint("key", name="uq_mail_outbox_key"),
    Index("ix_mail_outbox_status_due", "status", "due"),
)
"""Mails to send (server/mail.py), written before they are sent: ``key`` names what a mail is
about (``turn:TABLE:SEQ:SEAT``, ``verify:HASH`` …) and is unique, so a turn noted twice (a restart,
a table woken) is one mail. ``status`` ``queued`` (sent by the process that holds its ``lease``
once ``due``), ``digest`` (a turn waiting for the account's daily digest), ``digested``, ``sent``,
``expired`` (not sent before ``expires``), ``passed`` (the turn was over before its mail was due),
``dropped`` (the account no longer wants it) or ``failed``. ``payload``: what the mail needs (the
verification link until it is sent, then NULL; a turn's ``seq`` and seat). Rows are deleted 60
days after they were made."""

tournaments_t = Table(
    "tournaments",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("organiser", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("name", String(80), nullable=False),
    Column("variant", String(40), nullable=False),
    Column("settings", Text, nullable=False),
    Column("starts", Float, nullable=False),
    Column("status", String(10), nullable=False),
    Column("created", Float, nullable=False),
    Column("started", Float, nullable=True),
    Column("ended", Float, nullable=True),
    Column("next_at", Float, nullable=True),
    Column("state", Text, nullable=True),
    Index("ix_tournaments_status_starts", "status", "starts"),
)
"""Tournaments (server/tournaments.py, migration 0010): ``settings`` is what the organiser set (JSON);
``status`` ``upcoming``, ``running``, ``finished`` or ``cancelled``; ``next_at`` when the next round
is paired (after a live round's pause); ``state`` the pure tournament
(:meth:`dominohall.tournament.Tournament.as_dict`, JSON) once it started."""
tournament_entrants_t = Table(
    "tournament_entrants",
    metadata,
    Column("tournament_id", String(16), ForeignKey("tournaments.id"), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True, index=True),
    Column("joined", Float, nullable=False),
)
tournament_games_t = Table(
    "tournament_games",
    metadata,
    Column("tournament_id", String(16), ForeignKey("tournaments.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("round", Integer, nullable=False),
    Column("seats", Text, nullable=False),
    Column("table_id", String(32), nullable=True, index=True),
    Column("places", Text, nullable=True),
    Column("started", Float, nullable=False),
    Column("ended", Float, nullable=True),
)
"""The games of a tournament: ``seats`` the entrants' account ids in seat order (JSON, ``null`` a
filler bot), ``table_id`` the server table it is played at (``NULL`` until made), ``places`` once over."""
tournament_seats_t = Table(
    "tournament_seats",
    metadata,
    Column("tournament_id", String(16), ForeignKey("tournaments.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("token", String(64), nullable=True),
)
"""Each entrant's seat at a tournament game with its token: shown to that signed-in entrant only
(their link to the table), and cleared when the game is over."""


@dataclass(frozen=True, slots=True)
class TableConfig:
    """What a table was created with (never changes)."""

    id: str
    name: str
    variant: str
    players: int
    options: dict[str, Any]
    seed: int
    timer: float | None
    created: float
    """Seconds since the epoch."""
    seed_given: bool = False
    """The creator chose the seed: it is public (TABLE_META), since it tells every hand."""
    rated: bool = False
    """The match is rated (accounts and bots only: server/accounts.py)."""


@dataclass(frozen=True, slots=True)
class SeatConfig:
    seat: int
    kind: str
    """``human`` or ``bot`` as created (a takeover is an action)."""
    bot: str | None
    token_hash: str | None
    claimed: bool
    """A person has opened the seat's link at least once."""
    links: tuple[str, ...] = ()
    """The hashes of the seat's other tokens (:data:`seat_links_t`), oldest first."""


@dataclass(frozen=True, slots=True)
class ActionRow:
    """One action at a table: ``kind`` ``move`` (``data`` the notation; ``actor`` ``human``, ``bot``
    or ``timer``), ``undo``, ``takeover`` (``data`` the bot now playing ``seat``) or ``chat`` (``data``
    the phrase); ``n`` counts the table's actions from 0."""

    n: int
    kind: str
    seat: int
    data: str
    actor: str
    at: float


@dataclass(frozen=True, slots=True)
class Finish:
    """Written with the action that ends a match: the record (``dominohall.record.dumps``) and the
    table's final summary (TABLE_META)."""

    at: float
    record: str
    summary: dict[str, Any]
    also: Callable[[Any], None] | None = None
    """Written in the same transaction as the end (called with the connection): a rated match's
    rating changes (server/accounts.py), so that a result and its ratings are stored together or
    not at all."""


@dataclass(slots=True)
class StoredTable:
    config: TableConfig
    seats: list[SeatConfig]
    actions: list[ActionRow] = field(default_factory=list)
    finished: float | None = None
    away: dict[int, tuple[tuple[float, float], ...]] = field(default_factory=dict)
    """Per seat, the vacations of the account it belongs to (``(starts, ends)``, oldest first: a
    year's, :data:`~dominohall.server.vacation.VACATIONS_A_YEAR` at most): the seat's turn-based
    clock stops during them."""
    texts: list[dict[str, Any]] = field(default_factory=list)
    """The table's last free-text chat lines (:func:`texts_of`), oldest first."""


CHAT_TEXTS: Final = 20
"""Free-text lines a rebuilt table is given back (as many as a table keeps: ``table.CHAT_KEPT``)."""


def texts_of(db: Any, table_id: str) -> list[dict[str, Any]]:
    """The table's last :data:`CHAT_TEXTS` free-text chat lines (server/chat.py), oldest first, as
    its ``chat`` entries (``id``: what a report names). One indexed range."""
    rows = db.execute(
        select(chat_lines_t.c.id, chat_lines_t.c.seat, chat_lines_t.c.text, chat_lines_t.c.at)
        .where(chat_lines_t.c.table_id == table_id)
        .order_by(chat_lines_t.c.id.desc())
        .limit(CHAT_TEXTS)
    ).all()
    return [
        {
            "seat": int(r.seat),
            "text": str(r.text),
            "at": datetime.fromtimestamp(float(r.at), UTC).isoformat(timespec="seconds"),
            "id": int(r.id),
        }
        for r in reversed(rows)
    ]


def away_of(db: Any, table_id: str) -> dict[int, tuple[tuple[float, float], ...]]:
    """Per seat of ``table_id``, its account's vacations (:attr:`StoredTable.away`)."""
    return away_of_many(db, [table_id]).get(table_id, {})


def away_of_many(db: Any, table_ids: list[str]) -> dict[str, dict[int, tuple[tuple[float, float], ...]]]:
    """:func:`away_of` for several tables, in one query."""
    found: dict[str, dict[int, list[tuple[float, float]]]] = {}
    rows = db.execute(
        select(table_accounts_t.c.table_id, table_accounts_t.c.seat, vacations_t.c.starts, vacations_t.c.ends)
        .join(vacations_t, vacations_t.c.account_id == table_accounts_t.c.account_id)
        .where(table_accounts_t.c.table_id.in_(table_ids))
        .order_by(vacations_t.c.starts)
    )
    for r in rows:
        found.setdefault(str(r.table_id), {}).setdefault(int(r.seat), []).append((float(r.starts), float(r.ends)))
    return {table: {seat: tuple(v) for seat, v in seats.items()} for table, seats in found.items()}


def _config(row: Any) -> TableConfig:
    return TableConfig(
        row.id,
        row.name,
        row.variant,
        row.players,
        dict(row.options),
        row.seed,
        row.timer,
        _epoch(row.created),
        row.seed_given,
        bool(row.rated),
    )


def _time(t: float) -> datetime:
    return datetime.fromtimestamp(t, UTC)


def _epoch(d: datetime) -> float:
    # SQLite hands back naive datetimes: they were written in UTC.
    return (d if d.tzinfo else d.replace(tzinfo=UTC)).timestamp()


def database_url(given: str | None) -> str:
    """A SQLAlchemy URL from ``--database`` or ``DOMINOHALL_DATABASE_URL``: a URL as it is (a bare
    ``postgresql://`` gets the psycopg 3 driver this package installs), or a file path for SQLite.

    >>> database_url("games.db"), database_url("postgresql://u@localhost/d")
    ('sqlite:///games.db', 'postgresql+psycopg://u@localhost/d')
    """
    if not given:
        return DEFAULT_DATABASE
    for bare in ("postgresql://", "postgres://"):
        if given.startswith(bare):
            return "postgresql+psycopg://" + given[len(bare) :]
    return given if "://" in given else f"sqlite:///{given}"


class Store:
    """The database of one server (see the module docstring)."""

    def __init__(
        self, url: str = DEFAULT_DATABASE, busy_seconds: float = BUSY_SECONDS, *, upgrade: bool = True
    ) -> None:
        """Open ``url`` and make its schema the one this code knows, or raise
        :class:`~dominohall.server.migrations.SchemaError` (``upgrade=False``: an older schema is
        refused too; :func:`~dominohall.server.migrations.prepare`)."""
        from dominohall.server.migrations import prepare

        self.url = url
        self.engine: Engine
        self.memory = url in ("sqlite://", "sqlite:///:memory:")
        """One in-memory SQLite connection: it must be used by one thread at a time."""
        if url.startswith("sqlite"):
            memory = self.memory
            self.engine = create_engine(
                url,
                connect_args={"check_same_thread": False, "timeout": busy_seconds},
                poolclass=StaticPool if memory else None,
            )
            event.listen(self.engine, "connect", _sqlite_pragmas)
        else:
            self.engine = create_engine(url, pool_pre_ping=True)
        try:
            prepare(self.engine, upgrade)
        except BaseException:
            self.engine.dispose()
            raise

    def close(self) -> None:
        self.engine.dispose()

    # ---- writing ------------------------------------------------------------------------------
    def create_table(self, config: TableConfig, seats: list[SeatConfig]) -> None:
        with self.engine.begin() as db:
            db.execute(
                insert(tables_t).values(
                    id=config.id,
                    name=config.name,
                    variant=config.variant,
                    players=config.players,
                    options=config.options,
                    seed=config.seed,
                    seed_given=config.seed_given,
                    rated=config.rated,
                    timer=config.timer,
                    created=_time(config.created),
                )
            )
            db.execute(
                insert(seats_t),
                [
                    {
                        "table_id": config.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "bot": s.bot,
                        "token_hash": s.token_hash,
                        "claimed": s.claimed,
                    }
                    for s in seats
                ],
            )

    def append(self, table_id: str, action: ActionRow, finish: Finish | None = None) -> None:
        """Store one action (and, with ``finish``, the end of the match) in one transaction."""
        self.append_many([(table_id, action, finish)])

    def append_many(self, writes: list[tuple[str, ActionRow, Finish | None]]) -> None:
        """Store the actions of many tables (each with the end of its match, if it ended) in one
        transaction: one commit, one fsync, for all the moves of an event-loop turn."""
        if not writes:
            return
        with self.engine.begin() as db:
            db.execute(
                insert(actions_t),
                [
                    {
                        "table_id": table_id,
                        "n": action.n,
                        "kind": action.kind,
                        "seat": action.seat,
                        "data": action.data,
                        "actor": action.actor,
                        "at": _time(action.at),
                    }
                    for table_id, action, _finish in writes
                ],
            )
            for table_id, _action, finish in writes:
                if finish is not None:
                    db.execute(
                        update(tables_t)
                        .where(tables_t.c.id == table_id)
                        .values(finished=_time(finish.at), record=finish.record, summary=json.dumps(finish.summary))
                    )
                    _seats_finished(db, table_id, finish.at)
                    if finish.also is not None:
                        finish.also(db)

    def expire(self, table_id: str, finish: Finish) -> None:
        """Archive a table that ended unfinished (nobody came, or nobody stayed): it is no longer
        loaded at start, and keeps its record and final summary like a finished one (and, with
        ``also``, what an abandoned rated match does to its players' ratings, in the same transaction)."""
        with self.engine.begin() as db:
            ended = db.execute(
                update(tables_t)
                .where(tables_t.c.id == table_id, tables_t.c.finished.is_(None))
                .values(finished=_time(finish.at), record=finish.record, summary=json.dumps(finish.summary))
            ).rowcount
            if ended:
                _seats_finished(db, table_id, finish.at)
            if ended and finish.also is not None:
                finish.also(db)

    def add_seat_link(self, table_id: str, seat: int, hashed: str, now: float) -> tuple[str, ...]:
        """Store one more token of a seat (its hash), dropping the oldest beyond :data:`SEAT_LINKS`;
        returns the seat's token hashes kept, oldest first."""
        with self.engine.begin() as db:
            db.execute(insert(seat_links_t).values(token_hash=hashed, table_id=table_id, seat=seat, created=now))
            kept = [
                r.token_hash
                for r in db.execute(
                    select(seat_links_t.c.token_hash)
                    .where(seat_links_t.c.table_id == table_id, seat_links_t.c.seat == seat)
                    .order_by(seat_links_t.c.created.desc(), seat_links_t.c.token_hash)
                )
            ]
            if len(kept) > SEAT_LINKS:
                db.execute(delete(seat_links_t).where(seat_links_t.c.token_hash.in_(kept[SEAT_LINKS:])))
        return tuple(reversed(kept[:SEAT_LINKS]))

    def claim(self, table_id: str, seat: int) -> None:
        with self.engine.begin() as db:
            db.execute(
                update(seats_t).where(seats_t.c.table_id == table_id, seats_t.c.seat == seat).values(claimed=True)
            )

    # ---- reading ------------------------------------------------------------------------------
    def load_open(self) -> list[StoredTable]:
        """Every table whose match is not over, with its seats and actions, oldest first."""
        with self.engine.connect() as db:
            rows = db.execute(select(tables_t).where(tables_t.c.finished.is_(None)).order_by(tables_t.c.created)).all()
            return [self._load(db, row) for row in rows]

    def load_many(self, table_ids: list[str]) -> list[StoredTable]:
        """The tables ``table_ids`` (those that exist), with their seats, actions and people's
        vacations, in four queries."""
        if not table_ids:
            return []
        with self.engine.connect() as db:
            rows = db.execute(select(tables_t).where(tables_t.c.id.in_(table_ids))).all()
            seats: dict[str, list[SeatConfig]] = {}
            links = _links(db, seat_links_t.c.table_id.in_(table_ids))
            for s in db.execute(select(seats_t).where(seats_t.c.table_id.in_(table_ids)).order_by(seats_t.c.seat)):
                seats.setdefault(s.table_id, []).append(
                    SeatConfig(
                        s.seat, s.kind, s.bot, s.token_hash, bool(s.claimed), links.get((s.table_id, s.seat), ())
                    )
                )
            actions: dict[str, list[ActionRow]] = {}
            chosen = select(actions_t).where(actions_t.c.table_id.in_(table_ids)).order_by(actions_t.c.n)
            for a in db.execute(chosen):
                actions.setdefault(a.table_id, []).append(ActionRow(a.n, a.kind, a.seat, a.data, a.actor, _epoch(a.at)))
            away = away_of_many(db, [row.id for row in rows if row.finished is None])
            texts = {row.id: texts_of(db, row.id) for row in rows}
        return [
            StoredTable(
                _config(row),
                seats.get(row.id, []),
                actions.get(row.id, []),
                None if row.finished is None else _epoch(row.finished),
                away.get(row.id, {}),
                texts.get(row.id, []),
            )
            for row in rows
        ]

    def load(self, table_id: str) -> StoredTable | None:
        """One table (open or finished), or ``None``."""
        with self.engine.connect() as db:
            row = db.execute(select(tables_t).where(tables_t.c.id == table_id)).first()
            return None if row is None else self._load(db, row)

    def _load(self, db: Any, row: Any) -> StoredTable:
        config = _config(row)
        links = _links(db, seat_links_t.c.table_id == row.id)
        seats = [
            SeatConfig(s.seat, s.kind, s.bot, s.token_hash, bool(s.claimed), links.get((row.id, s.seat), ()))
            for s in db.execute(select(seats_t).where(seats_t.c.table_id == row.id).order_by(seats_t.c.seat))
        ]
        actions = [
            ActionRow(a.n, a.kind, a.seat, a.data, a.actor, _epoch(a.at))
            for a in db.execute(select(actions_t).where(actions_t.c.table_id == row.id).order_by(actions_t.c.n))
        ]
        texts = texts_of(db, row.id)
        if row.finished is not None:
            return StoredTable(config, seats, actions, _epoch(row.finished), texts=texts)
        return StoredTable(config, seats, actions, None, away_of(db, row.id), texts)

    def away(self, table_id: str) -> dict[int, tuple[tuple[float, float], ...]]:
        """The vacations of the accounts of ``table_id``'s seats, as :attr:`StoredTable.away` has them
        (read again by a timer before it plays: another process may have stored one since)."""
        with self.engine.connect() as db:
            return away_of(db, table_id)

    # ---- mail (server/mail.py) ------------------------------------------------------------------
    def _insert_ignoring(self, table: Table) -> Any:
        """An INSERT that does nothing where a row with the same unique key is there already."""
        made = postgresql_insert(table) if self.engine.dialect.name == "postgresql" else sqlite_insert(table)
        return made.on_conflict_do_nothing()

    def mail_settings(self, account_id: int) -> dict[str, Any] | None:
        """An account's ``mail_accounts`` row as a dict (``None``: it never gave an address)."""
        with self.engine.connect() as db:
            row = db.execute(select(mail_accounts_t).where(mail_accounts_t.c.account_id == account_id)).first()
        return None if row is None else dict(row._mapping)

    def mail_set_address(
        self, account_id: int, address: str, language: str, key: str, token_hash: str, mail: dict[str, Any], now: float
    ) -> str | None:
        """Give ``account_id`` the (unverified) ``address`` and queue its verification mail
        (``mail``: ``payload``, ``expires``, ``per_hour``), in one transaction; the refusal's code
        if not (``rate_limited``: ``per_hour`` verification mails to the account or the address in
        the last hour). A new address gets a new unsubscribe ``key``; the mode is kept."""
        hour = now - 3600.0
        with self.engine.begin() as db:
            # one change of an account at a time (PostgreSQL: its row locked), so two at once
            # cannot both pass the hour's count
            db.execute(select(accounts_t.c.id).where(accounts_t.c.id == account_id).with_for_update())
            # links expired or used are kept for the hour's count, then forgotten
            db.execute(delete(mail_tokens_t).where(mail_tokens_t.c.expires <= now, mail_tokens_t.c.created <= hour))
            sent = db.execute(
                select(func.count())
                .select_from(mail_tokens_t)
                .where(
                    mail_tokens_t.c.created > hour,
                    or_(mail_tokens_t.c.account_id == account_id, mail_tokens_t.c.address == address),
                )
            ).scalar_one()
            if int(sent) >= int(mail["per_hour"]):
                return "rate_limited"
            found = db.execute(select(mail_accounts_t.c.mode).where(mail_accounts_t.c.account_id == account_id)).first()
            values = {"address": address, "verified": None, "language": language, "key": key, "changed": now}
            if found is None:
                db.execute(insert(mail_accounts_t).values(account_id=account_id, mode="turn", digest_at=None, **values))
            else:
                db.execute(update(mail_accounts_t).where(mail_accounts_t.c.account_id == account_id).values(**values))
            db.execute(
                insert(mail_tokens_t).values(
                    token_hash=token_hash, account_id=account_id, address=address, created=now, expires=mail["expires"]
                )
            )
            db.execute(
                insert(mail_outbox_t).values(
                    key=f"verify:{token_hash}",
                    account_id=account_id,
                    kind="verify",
                    table_id=None,
                    payload=mail["payload"],
                    status="queued",
                    created=now,
                    due=now,
                    expires=mail["expires"],
                    attempts=0,
                )
            )
        return None

    def mail_token(self, token_hash: str, now: float) -> tuple[int, str] | None:
        """The account and address of a verification link still valid at ``now`` (nothing changed)."""
        with self.engine.connect() as db:
            row = db.execute(
                select(mail_tokens_t.c.account_id, mail_tokens_t.c.address).where(
                    mail_tokens_t.c.token_hash == token_hash, mail_tokens_t.c.expires > now
                )
            ).first()
        return None if row is None else (int(row.account_id), str(row.address))

    def mail_verify(self, token_hash: str, now: float) -> int | None:
        """Follow a verification link: its token is used up, and the account's address verified if it
        is still the one the link was sent to; the account (``None``: no such link, or expired)."""
        with self.engine.begin() as db:
            row = db.execute(
                select(mail_tokens_t).where(mail_tokens_t.c.token_hash == token_hash, mail_tokens_t.c.expires > now)
            ).first()
            if row is None:
                return None
            # used up (kept, expired, until the hour's count of verification mails no longer needs it)
            db.execute(update(mail_tokens_t).where(mail_tokens_t.c.token_hash == token_hash).values(expires=now))
            done = db.execute(
                update(mail_accounts_t)
                .where(mail_accounts_t.c.account_id == row.account_id, mail_accounts_t.c.address == row.address)
                .values(verified=now, changed=now)
            ).rowcount
        return int(row.account_id) if done else None

    def mail_update(self, account_id: int, values: dict[str, Any], now: float) -> bool:
        """Change an account's ``mode`` or ``language``; ``False``: it has no address."""
        with self.engine.begin() as db:
            done = db.execute(
                update(mail_accounts_t).where(mail_accounts_t.c.account_id == account_id).values(changed=now, **values)
            ).rowcount
            if done and values.get("mode") == "none":  # nothing more goes out: what waits is dropped
                db.execute(
                    update(mail_outbox_t)
                    .where(
                        mail_outbox_t.c.account_id == account_id,
                        mail_outbox_t.c.status.in_(("queued", "digest")),
                        mail_outbox_t.c.kind != "verify",
                    )
                    .values(status="dropped", payload=None)
                )
        return bool(done)

    def mail_forget(self, account_id: int) -> bool:
        """Remove an account's address, its links and its mails waiting; ``False``: it had none."""
        with self.engine.begin() as db:
            db.execute(delete(mail_tokens_t).where(mail_tokens_t.c.account_id == account_id))
            db.execute(
                update(mail_outbox_t)
                .where(mail_outbox_t.c.account_id == account_id, mail_outbox_t.c.status.in_(("queued", "digest")))
                .values(status="dropped", payload=None)
            )
            done = db.execute(delete(mail_accounts_t).where(mail_accounts_t.c.account_id == account_id)).rowcount
        return bool(done)

    def mail_note(self, events: list[tuple[str, str, int, int]], now: float, expires: float, delay: float = 0.0) -> int:
        """Queue a mail for each ``(kind, table, seq, seat)`` whose seat's account has a verified
        address and wants mail (in its daily digest if it chose one), due ``delay`` seconds from
        ``now``; the number queued. A turn noted again (a restart, a table woken, another process)
        is the same ``key``: one mail."""
        queued = 0
        with self.engine.begin() as db:
            for kind, table_id, seq, seat in events:
                row = db.execute(
                    select(mail_accounts_t.c.account_id, mail_accounts_t.c.mode)
                    .select_from(
                        table_accounts_t.join(
                            mail_accounts_t, mail_accounts_t.c.account_id == table_accounts_t.c.account_id
                        )
                    )
                    .where(
                        table_accounts_t.c.table_id == table_id,
                        table_accounts_t.c.seat == seat,
                        mail_accounts_t.c.verified.is_not(None),
                        mail_accounts_t.c.address.is_not(None),
                        mail_accounts_t.c.mode != "none",
                    )
                ).first()
                if row is None:
                    continue
                # RETURNING, not rowcount: psycopg's rowcount of an INSERT … ON CONFLICT is not the rows made
                queued += len(
                    db.execute(
                        self._insert_ignoring(mail_outbox_t)
                        .values(
                            key=f"{kind}:{table_id}:{seq}:{seat}",
                            account_id=row.account_id,
                            kind=kind,
                            table_id=table_id,
                            payload=json.dumps({"seq": seq, "seat": seat}),
                            status="digest" if row.mode == "digest" else "queued",
                            created=now,
                            due=now + delay if kind == "turn" else now,
                            expires=expires,
                            attempts=0,
                        )
                        .returning(mail_outbox_t.c.id)
                    ).all()
                )
        return queued

    def mail_digests(self, now: float, every: float, gather: float, expires: float) -> int:
        """Gather into one digest mail the turns waiting for each account that chose a daily digest,
        once ``every`` seconds have passed since its last and the oldest waited ``gather``; the
        number of digests queued. The account's ``digest_at`` is set only if it is still what was
        read, so two processes never make the same digest."""
        made = 0
        with self.engine.begin() as db:
            waiting = db.execute(
                select(mail_outbox_t.c.account_id, func.min(mail_outbox_t.c.created).label("oldest"))
                .where(mail_outbox_t.c.status == "digest")
                .group_by(mail_outbox_t.c.account_id)
                .limit(200)
            ).all()
        for w in waiting:
            if now - float(w.oldest) < gather:
                continue
            with self.engine.begin() as db:
                account = db.execute(
                    select(mail_accounts_t.c.digest_at).where(mail_accounts_t.c.account_id == w.account_id)
                ).first()
                if account is None:
                    continue
                last = account.digest_at
                if last is not None and now - float(last) < every:
                    continue
                same = mail_accounts_t.c.digest_at.is_(None) if last is None else mail_accounts_t.c.digest_at == last
                if not db.execute(
                    update(mail_accounts_t)
                    .where(mail_accounts_t.c.account_id == w.account_id, same)
                    .values(digest_at=now)
                ).rowcount:
                    continue  # another process made it
                items = db.execute(
                    select(mail_outbox_t.c.id, mail_outbox_t.c.table_id, mail_outbox_t.c.kind)
                    .where(mail_outbox_t.c.account_id == w.account_id, mail_outbox_t.c.status == "digest")
                    .order_by(mail_outbox_t.c.id)
                ).all()
                if not items:
                    continue
                db.execute(
                    update(mail_outbox_t).where(mail_outbox_t.c.id.in_([i.id for i in items])).values(status="digested")
                )
                tables = list(dict.fromkeys(str(i.table_id) for i in items))
                db.execute(
                    insert(mail_outbox_t).values(
                        key=f"digest:{w.account_id}:{now:.3f}",
                        account_id=w.account_id,
                        kind="digest",
                        table_id=None,
                        payload=json.dumps({"tables": tables}),
                        status="queued",
                        created=now,
                        due=now,
                        expires=expires,
                        attempts=0,
                    )
                )
                made += 1
        return made

    def mail_claim(
        self, owner: str, now: float, lease: float, limit: int, recheck: float = 900.0
    ) -> list[dict[str, Any]]:
        """The queued mails due now that this process takes to send (each under a lease of
        ``lease`` seconds: another process takes it only once that has run out), with their
        account's address, language and unsubscribe key; those past their expiry are marked
        ``expired``, and those whose account no longer wants them ``dropped``. A turn's mail to a
        person on vacation (their clocks stand still: nothing is asked of them) is held, looked at
        again when the vacation ends or ``recheck`` seconds from now if that is sooner (they may
        come back early), its expiry moved on by as long (:meth:`mail_hold`); a digest still
        lists the turn."""
        with self.engine.begin() as db:
            db.execute(
                update(mail_outbox_t)
                .where(mail_outbox_t.c.status.in_(("queued", "digest")), mail_outbox_t.c.expires <= now)
                .values(status="expired", payload=None)
            )
            rows = db.execute(
                select(mail_outbox_t.c.id)
                .where(
                    mail_outbox_t.c.status == "queued",
                    mail_outbox_t.c.due <= now,
                    or_(mail_outbox_t.c.lease.is_(None), mail_outbox_t.c.lease < now),
                )
                .order_by(mail_outbox_t.c.due)
                .limit(limit)
            ).all()
        mine: list[dict[str, Any]] = []
        for r in rows:
            with self.engine.begin() as db:
                taken = db.execute(
                    update(mail_outbox_t)
                    .where(
                        mail_outbox_t.c.id == r.id,
                        mail_outbox_t.c.status == "queued",
                        or_(mail_outbox_t.c.lease.is_(None), mail_outbox_t.c.lease < now),
                    )
                    .values(owner=owner, lease=now + lease)
                ).rowcount
                if not taken:
                    continue
                row = db.execute(
                    select(
                        mail_outbox_t,
                        mail_accounts_t.c.address,
                        mail_accounts_t.c.verified,
                        mail_accounts_t.c.mode,
                        mail_accounts_t.c.language,
                        mail_accounts_t.c.key.label("unsubscribe_key"),
                        tables_t.c.name.label("table_name"),
                    )
                    .select_from(
                        mail_outbox_t.outerjoin(
                            mail_accounts_t, mail_accounts_t.c.account_id == mail_outbox_t.c.account_id
                        ).outerjoin(tables_t, tables_t.c.id == mail_outbox_t.c.table_id)
                    )
                    .where(mail_outbox_t.c.id == r.id)
                ).first()
                assert row is not None
                found = dict(row._mapping)
                wanted = found["kind"] == "verify" or (
                    found["address"] is not None and found["verified"] is not None and found["mode"] != "none"
                )
                if found["language"] is None or not wanted:
                    db.execute(
                        update(mail_outbox_t).where(mail_outbox_t.c.id == r.id).values(status="dropped", payload=None)
                    )
                    continue
                if found["kind"] == "turn" and _turn_passed(db, found):
                    # the person moved (or the timer did) before the mail was due: nothing to tell
                    db.execute(update(mail_outbox_t).where(mail_outbox_t.c.id == r.id).values(status="passed"))
                    continue
                if found["kind"] == "turn":
                    back = db.execute(
                        select(func.max(vacations_t.c.ends)).where(
                            vacations_t.c.account_id == found["account_id"],
                            vacations_t.c.starts <= now,
                            vacations_t.c.ends > now,
                        )
                    ).scalar_one_or_none()
                    if back is not None:
                        _hold(db, r.id, min(float(back), now + recheck), now)
                        continue
                mine.append(found)
        return mine

    def seat_connected(self, table_id: str, seat: int, now: float) -> bool:
        """Whether ``seat`` of a table another process runs has a connection now, as its owner's
        TABLE_META in the lease says it (renewed every second; an expired lease says nothing)."""
        with self.engine.connect() as db:
            meta = db.execute(
                select(leases_t.c.meta).where(leases_t.c.table_id == table_id, leases_t.c.expires >= now)
            ).scalar_one_or_none()
        if not meta:
            return False
        try:
            seats = json.loads(meta).get("seats", [])
            return bool(0 <= seat < len(seats) and seats[seat].get("connected"))
        except (ValueError, AttributeError, TypeError):
            return False

    def mail_hold(self, mail_id: int, owner: str, due: float, now: float) -> None:
        """A turn's mail this process took is held until ``due`` (its person is at the table and
        sees the turn), its expiry moved on by as long: looked at again then, as if just queued."""
        with self.engine.begin() as db:
            _hold(db, mail_id, due, now, owner)

    def mail_sent(self, mail_id: int, owner: str, now: float) -> None:
        """A mail this process held went out (its payload, a verification link, is not kept)."""
        with self.engine.begin() as db:
            db.execute(
                update(mail_outbox_t)
                .where(mail_outbox_t.c.id == mail_id, mail_outbox_t.c.owner == owner)
                .values(status="sent", sent=now, payload=None, lease=None)
            )

    def mail_retry(self, mail_id: int, owner: str, due: float | None) -> None:
        """A mail this process held was not sent: tried again at ``due`` (``None``: never, ``failed``)."""
        with self.engine.begin() as db:
            db.execute(
                update(mail_outbox_t)
                .where(mail_outbox_t.c.id == mail_id, mail_outbox_t.c.owner == owner)
                .values(
                    attempts=mail_outbox_t.c.attempts + 1,
                    lease=None,
                    **({"status": "failed", "payload": None} if due is None else {"due": due}),
                )
            )

    def mail_purge(self, before: float) -> int:
        """Delete the mails made before ``before`` (sent, expired or dropped long ago) and the links expired."""
        with self.engine.begin() as db:
            db.execute(delete(mail_tokens_t).where(mail_tokens_t.c.expires <= before))
            return int(db.execute(delete(mail_outbox_t).where(mail_outbox_t.c.created < before)).rowcount)

    def mail_outbox(self, account_id: int | None = None) -> list[dict[str, Any]]:
        """The mails stored (of ``account_id``), oldest first (for tests and the operator)."""
        query = select(mail_outbox_t).order_by(mail_outbox_t.c.id)
        if account_id is not None:
            query = query.where(mail_outbox_t.c.account_id == account_id)
        with self.engine.connect() as db:
            return [dict(r._mapping) for r in db.execute(query).all()]

    # ---- leases (several processes) -----------------------------------------------------------
    def claim_lease(
        self, table_id: str, owner: str, address: str, now: float, seconds: float, meta: str | None = None
    ) -> Lease:
        """Take ``table_id`` for ``owner`` if nobody holds it or its lease has expired (or it is
        ``owner``'s already); returns the lease as it now is, whoever holds it. Atomic: of two
        processes claiming at once, one wins and the other sees the winner. ``meta``: the table's
        TABLE_META, written with a new table's lease so that the other processes can show the table
        before its first renewal."""
        values: dict[str, object] = {"owner": owner, "address": address, "expires": now + seconds}
        if meta is not None:
            values["meta"] = meta
        with self.engine.begin() as db:
            taken = db.execute(
                update(leases_t)
                .where(
                    leases_t.c.table_id == table_id,
                    or_(leases_t.c.expires < now, leases_t.c.owner == owner),
                )
                .values(**values)
            ).rowcount
            if not taken:
                found = db.execute(select(leases_t).where(leases_t.c.table_id == table_id)).first()
                if found is not None:
                    return Lease(found.table_id, found.owner, found.address, found.expires)
        if taken:
            return Lease(table_id, owner, address, now + seconds)
        try:
            with self.engine.begin() as db:
                db.execute(insert(leases_t).values(table_id=table_id, **values))
            return Lease(table_id, owner, address, now + seconds)
        except IntegrityError:  # another process inserted it first: theirs
            return self.lease(table_id) or Lease(table_id, "", "", 0.0)

    def claim_leases(self, table_ids: list[str], owner: str, address: str, now: float, seconds: float) -> list[str]:
        """Take, for ``owner``, every table of ``table_ids`` that nobody holds (no lease, or one
        that expired), in one transaction; returns the ones taken. Of two processes claiming at
        once, each table goes to one (a lease row is updated by one at a time; a missing one is
        inserted by one, the other's insert does nothing)."""
        if not table_ids:
            return []
        values = {"owner": owner, "address": address, "expires": now + seconds}
        with self.engine.begin() as db:
            expired = (
                update(leases_t)
                .where(leases_t.c.table_id.in_(table_ids), leases_t.c.expires < now)
                .values(**values)
                .returning(leases_t.c.table_id)
            )
            taken = list(db.execute(expired).scalars())
            held = set(db.execute(select(leases_t.c.table_id).where(leases_t.c.table_id.in_(table_ids))).scalars())
            missing = [t for t in table_ids if t not in held]
            if missing:
                dialect_insert = postgresql_insert if db.dialect.name == "postgresql" else sqlite_insert
                added = (
                    dialect_insert(leases_t)
                    .values([{"table_id": t, **values} for t in missing])
                    .on_conflict_do_nothing()
                    .returning(leases_t.c.table_id)
                )
                taken += list(db.execute(added).scalars())
        return taken

    def lease(self, table_id: str) -> Lease | None:
        with self.engine.connect() as db:
            row = db.execute(select(leases_t).where(leases_t.c.table_id == table_id)).first()
        return None if row is None else Lease(row.table_id, row.owner, row.address, row.expires)

    def lease_meta(self, table_id: str) -> str | None:
        """The TABLE_META text of an open table as its owner last wrote it (``None``: no process
        has written it, or the table is finished). An expired lease's too: its owner may be late in
        renewing it (a busy process), or gone and the table not taken over yet; either way that is
        the table as it last stood."""
        with self.engine.connect() as db:
            row = db.execute(
                select(leases_t.c.meta)
                .select_from(tables_t.join(leases_t, leases_t.c.table_id == tables_t.c.id))
                .where(tables_t.c.id == table_id, tables_t.c.finished.is_(None))
            ).first()
        return None if row is None else row.meta

    def renew_leases(
        self, owner: str, now: float, seconds: float, metas: dict[str, str], released: list[str]
    ) -> set[str]:
        """Extend every lease of ``owner`` (writing the TABLE_META of the tables in ``metas``), give
        up those in ``released``; returns the tables ``owner`` still holds (a lease that expired and
        was taken by another process is gone: its table must leave this process)."""
        with self.engine.begin() as db:
            if released:
                db.execute(delete(leases_t).where(leases_t.c.owner == owner, leases_t.c.table_id.in_(released)))
            db.execute(update(leases_t).where(leases_t.c.owner == owner).values(expires=now + seconds))
            for table_id, meta in metas.items():
                db.execute(
                    update(leases_t).where(leases_t.c.owner == owner, leases_t.c.table_id == table_id).values(meta=meta)
                )
            return set(db.execute(select(leases_t.c.table_id).where(leases_t.c.owner == owner)).scalars())

    def publish_lease_metas(self, owner: str, metas: dict[str, str], channel: str, payload: str) -> None:
        """Write the TABLE_META of ``owner``'s tables in ``metas`` to their leases and send
        ``payload`` on the PostgreSQL ``channel`` (``pg_notify``), in one transaction: a process
        that hears the notification reads what was written (:mod:`dominohall.server.notify`)."""
        with self.engine.begin() as db:
            for table_id, meta in metas.items():
                db.execute(
                    update(leases_t).where(leases_t.c.owner == owner, leases_t.c.table_id == table_id).values(meta=meta)
                )
            db.execute(select(func.pg_notify(channel, payload)))

    def current_schema(self) -> str:
        """The schema the store's tables are in (PostgreSQL's ``current_schema()``)."""
        with self.engine.connect() as db:
            return str(db.execute(select(func.current_schema())).scalar_one())

    def connect_params(self) -> dict[str, Any]:
        """The driver's keyword arguments for a connection of its own to the store's database (the
        lobby's listener holds one outside the pool)."""
        _args, params = self.engine.dialect.create_connect_args(self.engine.url)
        return dict(params)

    def orphans(self, now: float, limit: int = 200) -> list[str]:
        """Open tables whose lease expired or that have none (their process died, or never ran
        them): the oldest first."""
        with self.engine.connect() as db:
            rows = db.execute(
                select(tables_t.c.id)
                .select_from(tables_t.outerjoin(leases_t, leases_t.c.table_id == tables_t.c.id))
                .where(tables_t.c.finished.is_(None), or_(leases_t.c.expires.is_(None), leases_t.c.expires < now))
                .order_by(tables_t.c.created)
                .limit(limit)
            ).all()
        return [r.id for r in rows]

    def lobby(self, now: float, offset: int, limit: int) -> tuple[list[str], int]:
        """Open tables of every process, the newest first: one page of their TABLE_META texts (as
        their owners last wrote them), and how many are open."""
        alive = (tables_t.c.finished.is_(None), leases_t.c.expires >= now, leases_t.c.meta.is_not(None))
        joined = tables_t.join(leases_t, leases_t.c.table_id == tables_t.c.id)
        with self.engine.connect() as db:
            total = db.execute(select(func.count()).select_from(joined).where(*alive)).scalar_one()
            rows = db.execute(
                select(leases_t.c.meta)
                .select_from(joined)
                .where(*alive)
                .order_by(tables_t.c.created.desc())
                .offset(offset)
                .limit(limit)
            ).all()
        return [r.meta for r in rows], int(total)

    def finished(self, limit: int = 100) -> list[dict[str, Any]]:
        """Summaries (TABLE_META) of the finished tables, the latest first."""
        with self.engine.connect() as db:
            rows = db.execute(
                select(tables_t.c.summary)
                .where(tables_t.c.finished.is_not(None))
                .order_by(tables_t.c.finished.desc())
                .limit(limit)
            ).all()
        return [json.loads(r.summary) for r in rows]

    def final(self, table_id: str) -> tuple[bool, str | None, str | None]:
        """Whether the table exists, and once it has ended (finished or expired) its final TABLE_META
        (JSON text) and record, as stored then (else ``None``, ``None``)."""
        with self.engine.connect() as db:
            row = db.execute(
                select(tables_t.c.finished, tables_t.c.summary, tables_t.c.record).where(tables_t.c.id == table_id)
            ).first()
        if row is None:
            return False, None, None
        if row.finished is None:
            return True, None, None
        return True, row.summary, row.record

    def record(self, table_id: str) -> tuple[bool, str | None]:
        """Whether the table exists, and its record once its match is over (else ``None``)."""
        with self.engine.connect() as db:
            row = db.execute(select(tables_t.c.record).where(tables_t.c.id == table_id)).first()
        return (False, None) if row is None else (True, row.record)

    # ---- analyses -------------------------------------------------------------------------------
    def analysis(self, table_id: str) -> tuple[str, str | None] | None:
        """The stored analysis of a table: ``(status, data)``, or ``None`` when there is none."""
        with self.engine.connect() as db:
            row = db.execute(
                select(analyses_t.c.status, analyses_t.c.data).where(analyses_t.c.table_id == table_id)
            ).first()
        return None if row is None else (row.status, row.data)

    def put_analysis(self, table_id: str, status: str, data: str | None, at: float) -> None:
        """Store a table's analysis (replacing any), and in the same transaction count its seats'
        accuracy into their accounts' totals (:func:`count_accuracy`)."""
        with self.engine.begin() as db:
            lock_table(db, table_id)
            db.execute(delete(analyses_t).where(analyses_t.c.table_id == table_id))
            db.execute(insert(analyses_t).values(table_id=table_id, created=_time(at), status=status, data=data))
            count_accuracy(db, table_id, status, data)


def lock_table(db: Connection, table_id: str) -> None:
    """On PostgreSQL, hold a table's row until the transaction ends (``FOR NO KEY UPDATE``: the
    moves' inserts, which only check that the table exists, do not wait for it), so that a seat
    bound, a match's end and an analysis stored at one table are made one after another. SQLite
    makes every write one after another anyway."""
    if db.dialect.name == "postgresql":
        db.execute(select(tables_t.c.id).where(tables_t.c.id == table_id).with_for_update(key_share=True))


# ---- decision accuracy, kept as analyses are stored and seats bound (a player's page reads the totals) ----
def seat_accuracy(data: str | None, seat: int) -> tuple[int, int] | None:
    """(fine choices, judged choices) of a seat in a stored analysis (``None``: it has none).

    >>> seat_accuracy('{"seats": [{"seat": 1, "choices": 10, "inaccuracies": 2, "mistakes": 1}]}', 1)
    (7, 10)
    >>> seat_accuracy("not json", 1), seat_accuracy('{"seats": []}', 1)
    (None, None)
    """
    if not data:
        return None
    try:
        seats = json.loads(data)["seats"]
        mine = next(s for s in seats if s["seat"] == seat)
        choices = int(mine["choices"])
        return choices - int(mine["inaccuracies"]) - int(mine["mistakes"]), choices
    except (ValueError, KeyError, TypeError, StopIteration):
        return None


def count_accuracy(db: Connection, table_id: str, status: str, data: str | None) -> None:
    """In the transaction that stores a table's analysis (``status``, ``data``): each seat of the
    table that belongs to an account gets its accuracy, and the account's running totals
    (``accounts.fine_choices``, ``judged_choices``) move by the difference from what that seat had
    counted before, so an analysis stored again (or replacing a failed one) is counted once."""
    rows = db.execute(
        select(
            table_accounts_t.c.seat, table_accounts_t.c.account_id, table_accounts_t.c.fine, table_accounts_t.c.judged
        )
        .where(table_accounts_t.c.table_id == table_id)
        .order_by(table_accounts_t.c.account_id, table_accounts_t.c.seat)  # the accounts' rows locked in one order
    ).all()
    for r in rows:
        counted = None if r.judged is None else (int(r.fine or 0), int(r.judged))
        now = (seat_accuracy(data, r.seat) or (0, 0)) if status == "done" else None  # (0, 0): none judged
        count_seat(db, table_id, r.seat, r.account_id, counted, now)


def count_seat(
    db: Connection,
    table_id: str,
    seat: int,
    account_id: int,
    counted: tuple[int, int] | None,
    now: tuple[int, int] | None,
) -> None:
    """A seat's accuracy was ``counted`` and is ``now``: the seat and its account's totals updated."""
    if counted == now:
        return
    fine, judged = now if now is not None else (None, None)
    db.execute(
        update(table_accounts_t)
        .where(table_accounts_t.c.table_id == table_id, table_accounts_t.c.seat == seat)
        .values(fine=fine, judged=judged)
    )
    was_fine, was_judged = counted or (0, 0)
    new_fine, new_judged = now or (0, 0)
    db.execute(
        update(accounts_t)
        .where(accounts_t.c.id == account_id)
        .values(
            fine_choices=accounts_t.c.fine_choices + (new_fine - was_fine),
            judged_choices=accounts_t.c.judged_choices + (new_judged - was_judged),
        )
    )


def _hold(db: Any, mail_id: int, due: float, now: float, owner: str | None = None) -> None:
    """Put a queued mail off until ``due``, its lease let go and its expiry moved on by as long (the
    time it was held does not count against the time it may still be sent in)."""
    where = [mail_outbox_t.c.id == mail_id]
    if owner is not None:
        where.append(mail_outbox_t.c.owner == owner)
    db.execute(
        update(mail_outbox_t)
        .where(*where)
        .values(due=due, lease=None, expires=mail_outbox_t.c.expires + max(0.0, due - now))
    )


def _turn_passed(db: Any, mail: dict[str, Any]) -> bool:
    """Whether the turn a ``turn`` mail tells is over: the table's stored moves and undos (its
    ``seq``) went past the one noted, or its match ended."""
    noted = json.loads(mail["payload"] or "{}").get("seq")
    if not isinstance(noted, int):
        return False
    table = db.execute(select(tables_t.c.finished).where(tables_t.c.id == mail["table_id"])).first()
    if table is None or table.finished is not None:
        return True
    made = db.execute(
        select(func.count())
        .select_from(actions_t)
        .where(actions_t.c.table_id == mail["table_id"], actions_t.c.kind.in_(("move", "undo")))
    ).scalar_one()
    return int(made) > noted


def _links(db: Any, where: Any) -> dict[tuple[str, int], tuple[str, ...]]:
    """The seats' extra token hashes (:data:`seat_links_t`) matching ``where``, oldest first."""
    found: dict[tuple[str, int], list[str]] = {}
    chosen = select(seat_links_t).where(where).order_by(seat_links_t.c.created, seat_links_t.c.token_hash)
    for r in db.execute(chosen):
        found.setdefault((r.table_id, int(r.seat)), []).append(r.token_hash)
    return {key: tuple(hashes) for key, hashes in found.items()}


def _seats_finished(db: Any, table_id: str, at: float) -> None:
    """The end of a match, copied to its seats' accounts (``table_accounts.finished``: their pages'
    index)."""
    db.execute(update(table_accounts_t).where(table_accounts_t.c.table_id == table_id).values(finished=_time(at)))


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    # WAL: readers never wait for the writer; NORMAL sync is safe in WAL mode against a killed process
    # (a committed transaction is in the WAL file before the write returns).
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
