"""Every resource a visitor can make the server hold, with its bound (docs/server.md, Limits).

:class:`Limits` holds each bound with its default; :meth:`Limits.from_env` reads the settings
(``DOMINOHALL_*``), each parsed through :mod:`dominohall.bounded`, so a setting that is not a finite
number in its range stops the server at start with the setting named. :class:`Window` is a sliding
window rate limit and :class:`PerAddress` keeps one per address, forgetting idle addresses so that
the book itself stays bounded.

>>> w = Window(2, 10.0)
>>> [w.allow(0.0), w.allow(1.0), w.allow(2.0), round(w.retry_after(2.0), 1), w.allow(10.5)]
[True, True, False, 8.0, True]
>>> Limits.from_env({"DOMINOHALL_CREATE_LIMIT": "3/60"}).create_rate
(3, 60.0)
>>> Limits.from_env({"DOMINOHALL_IDLE_SECONDS": "nan"})
Traceback (most recent call last):
...
dominohall.bounded.BoundsError: DOMINOHALL_IDLE_SECONDS must be a finite number from 1 to 3.1536e+07, not 'nan'
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, fields, replace
from typing import Final

from dominohall.bounded import BoundsError, number_text, whole_text

YEAR: Final = 365 * 24 * 3600.0
"""The longest time any setting may name."""
MANY: Final = 10**9
"""The largest count any setting may name (tests raise the limits this far)."""


@dataclass(frozen=True, slots=True)
class Limits:
    """The bounds of one server (docs/server.md has the table: default, setting, owner, expiry)."""

    max_tables: int = 2000
    """Open tables (waiting or playing) on the server: beyond it, ``POST /api/tables`` is 503 ``busy``."""
    tables_per_address: int = 20
    """Open tables created from one address: beyond it, 429 ``too_many``."""
    create_rate: tuple[int, float] = (10, 600.0)
    """Tables one address may create in a window of seconds, signed in to no account: beyond it,
    429 ``rate_limited``. A rematch is not counted (one a finished match: as often as matches end)."""
    account_create_rate: tuple[int, float] = (40, 600.0)
    """Tables one account may create in a window of seconds (counted instead of its address's
    :attr:`create_rate`: a family or a club behind one address, each signed in, plays on)."""
    waiting_seconds: float = 3600.0
    """A table still waiting for its people this long after it was created, with nobody connected,
    ends (``expired``) and is archived."""
    idle_seconds: float = 6 * 3600.0
    """A table where nobody has been connected for this long ends (``expired``) and is archived."""
    turn_based_waiting_seconds: float = 7 * 24 * 3600.0
    """A turn-based table still waiting for its people this long after it was created ends
    (``expired``); once its match runs it never expires (its people come and go over days)."""
    sleep_seconds: float = 600.0
    """A turn-based table nobody has been connected to for this long leaves memory (it sleeps:
    :mod:`~dominohall.server.dormancy`) until someone comes or its clock runs out."""
    connections_per_address: int = 32
    """WebSocket connections from one address at once."""
    connect_rate: tuple[int, float] = (60, 60.0)
    """WebSocket connections one address may open in a window of seconds (churn)."""
    connections_per_table: int = 40
    """WebSocket connections at one table at once (seats and spectators)."""
    spectators_per_table: int = 20
    """Spectators at one table at once."""
    message_rate: tuple[int, float] = (20, 5.0)
    """Messages one connection may send in a window of seconds (``DOMINOHALL_RATE_LIMIT``)."""
    address_rate: tuple[int, float] = (60, 5.0)
    """Messages all the connections of one address may send together in a window of seconds."""
    chat_rate: tuple[int, float] = (5, 10.0)
    """Chat lines one seat may say in a window of seconds, over all its connections."""
    max_connections: int = 1000
    """HTTP and WebSocket connections the server holds at once (uvicorn's ``limit_concurrency``):
    beyond it, new requests are answered 503. Keep it below the process's descriptor limit."""
    http_per_address: int = 64
    """HTTP connections (TCP) one address may hold open at once; more are closed at once."""
    header_seconds: float = 10.0
    """A connection must send a whole request head within this long (and its body, too)."""
    keep_alive_seconds: float = 5.0
    """An idle HTTP connection between requests is closed after this long."""
    stall_seconds: float = 20.0
    """A connection with something to send whose client has taken none of it for this long is
    dropped (``server/http.py``, :func:`~dominohall.server.http.abort_stalled`)."""
    bot_seconds: float = 2.0
    """The longest a bot may think over one move, whatever its level."""
    bot_workers: int = 2
    """Worker processes where bots think (and long replays are built), shared fairly between the
    addresses that created the tables (:mod:`~dominohall.server.pool`)."""
    learn_rate: tuple[int, float] = (600, 60.0)
    """Requests of the lessons' API (``/api/lessons``: a tried move judged, a practice deal replayed,
    a hint, which counts as several) one address may make in a window of seconds: a practice move and
    its hint every second for a minute stay within it (240 did not, issue 36 item 12)."""
    my_games_rate: tuple[int, float] = (60, 60.0)
    """Lists of a signed-in account's running matches (``GET /api/my/games``: every page's header
    asks it once, the games page every minute) one account may ask for in a window of seconds."""
    social_rate: tuple[int, float] = (60, 600.0)
    """Changes of one account's blocks, follows and challenges (a block, an unblock, a follow, an
    unfollow, a challenge sent, accepted, declined or withdrawn) in a window of seconds
    (``server/social.py``)."""
    vacation_days: int = 30
    """Days of vacation a signed-in person may take in any year (the 365 days before now), when the
    clocks of their turn-based seats stop (``server/vacation.py``); 0: no vacations."""
    account_rate: tuple[int, float] = (3, 3600.0)
    """Accounts one address may make in a window of seconds (``server/accounts.py``)."""
    login_rate: tuple[int, float] = (20, 900.0)
    """Sign-ins judged wrong from one address in a window of seconds, before every sign-in from it
    is 429. An attempt counts from the moment it is taken in (before its password is hashed), and a
    right one is given back."""
    login_pair_rate: tuple[int, float] = (10, 900.0)
    """Sign-ins of one name judged wrong from one address in a window of seconds, before that
    name's from that address are 429 (even with the right password: the one guessing cannot tell)."""
    login_name_rate: tuple[int, float] = (30, 900.0)
    """Sign-ins of one name judged wrong from anywhere in a window of seconds, before that name's
    are 429 from every browser that has not signed in to it before (a browser that has, with its
    ``dominohall_known`` cookie, is held only to the two limits above: strangers cannot lock the
    owner out)."""
    login_at_once: int = 4
    """Sign-ins from one address being checked at once: more are 429 at once, before any hashing."""
    login_name_at_once: int = 2
    """Sign-ins of one name being checked at once: more are 429 at once, before any hashing."""
    hash_queue: int = 16
    """Passwords being hashed or waiting for it (sign-ins and sign-ups together; two are hashed at
    a time): more are 503 ``busy`` with ``retry_after``, so a burst never queues minutes of argon2
    work in front of everyone else's sign-ins."""
    page_readers: int = 2
    """Database threads (and connections) for the public pages' reads — a player's page, the
    leaderboards — apart from the tables' own (``server/reads.py``): no number of page loads makes
    a move wait."""
    page_queue: int = 32
    """Page reads that may wait for one of those threads; beyond them, 503 ``busy`` with ``retry_after``."""

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Limits:
        """The defaults with the settings of ``env`` (names in :data:`SETTINGS`) applied."""
        limits = cls()
        changes: dict[str, object] = {}
        for name, (attribute, low, high) in SETTINGS.items():
            raw = env.get(name)
            if raw is None or raw.strip() == "":
                continue
            if isinstance(getattr(limits, attribute), tuple):
                changes[attribute] = parse_rate(name, raw)
            elif isinstance(getattr(limits, attribute), int):
                changes[attribute] = whole_text(raw, name, int(low), int(high))
            else:
                changes[attribute] = number_text(raw, name, low, high)
        return replace(limits, **changes)  # type: ignore[arg-type]

    def names(self) -> list[str]:
        return [f.name for f in fields(self)]


SETTINGS: Final[dict[str, tuple[str, float, float]]] = {
    "DOMINOHALL_MAX_TABLES": ("max_tables", 1, 100_000),
    "DOMINOHALL_TABLES_PER_ADDRESS": ("tables_per_address", 1, MANY),
    "DOMINOHALL_CREATE_LIMIT": ("create_rate", 1, MANY),
    "DOMINOHALL_ACCOUNT_CREATE_LIMIT": ("account_create_rate", 1, MANY),
    "DOMINOHALL_WAITING_SECONDS": ("waiting_seconds", 1, YEAR),
    "DOMINOHALL_IDLE_SECONDS": ("idle_seconds", 1, YEAR),
    "DOMINOHALL_TURN_BASED_WAITING_SECONDS": ("turn_based_waiting_seconds", 1, YEAR),
    "DOMINOHALL_SLEEP_SECONDS": ("sleep_seconds", 0, YEAR),
    "DOMINOHALL_CONNECTIONS_PER_ADDRESS": ("connections_per_address", 1, MANY),
    "DOMINOHALL_CONNECT_LIMIT": ("connect_rate", 1, MANY),
    "DOMINOHALL_CONNECTIONS_PER_TABLE": ("connections_per_table", 1, 10_000),
    "DOMINOHALL_SPECTATORS_PER_TABLE": ("spectators_per_table", 0, 10_000),
    "DOMINOHALL_RATE_LIMIT": ("message_rate", 1, MANY),
    "DOMINOHALL_ADDRESS_RATE_LIMIT": ("address_rate", 1, MANY),
    "DOMINOHALL_CHAT_LIMIT": ("chat_rate", 1, MANY),
    "DOMINOHALL_MAX_CONNECTIONS": ("max_connections", 1, MANY),
    "DOMINOHALL_HTTP_PER_ADDRESS": ("http_per_address", 1, MANY),
    "DOMINOHALL_HEADER_SECONDS": ("header_seconds", 0.1, 3600),
    "DOMINOHALL_KEEP_ALIVE_SECONDS": ("keep_alive_seconds", 0.1, 3600),
    "DOMINOHALL_STALL_SECONDS": ("stall_seconds", 0.1, 3600),
    "DOMINOHALL_BOT_SECONDS": ("bot_seconds", 0.01, 60),
    "DOMINOHALL_BOT_WORKERS": ("bot_workers", 1, 64),
    "DOMINOHALL_LEARN_RATE": ("learn_rate", 1, MANY),
    "DOMINOHALL_ACCOUNT_LIMIT": ("account_rate", 1, MANY),
    "DOMINOHALL_MY_GAMES_LIMIT": ("my_games_rate", 1, MANY),
    "DOMINOHALL_SOCIAL_LIMIT": ("social_rate", 1, MANY),
    "DOMINOHALL_VACATION_DAYS": ("vacation_days", 0, 365),
    "DOMINOHALL_LOGIN_LIMIT": ("login_rate", 1, MANY),
    "DOMINOHALL_LOGIN_NAME_LIMIT": ("login_name_rate", 1, MANY),
    "DOMINOHALL_PAGE_READERS": ("page_readers", 1, 64),
    "DOMINOHALL_PAGE_QUEUE": ("page_queue", 0, 10_000),
    "DOMINOHALL_LOGIN_PAIR_LIMIT": ("login_pair_rate", 1, MANY),
    "DOMINOHALL_LOGIN_AT_ONCE": ("login_at_once", 1, MANY),
    "DOMINOHALL_LOGIN_NAME_AT_ONCE": ("login_name_at_once", 1, MANY),
    "DOMINOHALL_HASH_QUEUE": ("hash_queue", 1, MANY),
}
"""Each setting: the :class:`Limits` field it sets and its range (a rate ``COUNT/SECONDS``: the
range of its count; its seconds are 0.001 to a year)."""


def parse_rate(name: str, raw: str) -> tuple[int, float]:
    """``COUNT/SECONDS`` (e.g. ``20/5``), both bounded, the setting named in the error."""
    count, slash, seconds = raw.partition("/")
    if not slash:
        raise BoundsError(name, f"{name} is written COUNT/SECONDS (e.g. 20/5), not {raw[:40]!r}")
    return whole_text(count, name, 1, MANY), number_text(seconds, name, 0.001, YEAR)


class Window:
    """At most ``count`` events in any ``seconds`` (a sliding window); ``refused`` counts the events
    refused in a row."""

    __slots__ = ("count", "refused", "seconds", "times")

    def __init__(self, count: int, seconds: float) -> None:
        self.count = count
        self.seconds = seconds
        self.times: deque[float] = deque()
        self.refused = 0

    def _forget(self, now: float) -> None:
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()

    def allow(self, now: float) -> bool:
        self._forget(now)
        if len(self.times) >= self.count:
            self.refused += 1
            return False
        self.times.append(now)
        self.refused = 0
        return True

    def refund(self, at: float) -> None:
        """Forget the event allowed at ``at`` (it turned out not to count: a right password)."""
        with suppress(ValueError):
            self.times.remove(at)

    def retry_after(self, now: float) -> float:
        """Seconds until one more event would be allowed."""
        self._forget(now)
        if len(self.times) < self.count:
            return 0.0
        return max(0.0, self.times[0] + self.seconds - now)

    def idle(self, now: float) -> bool:
        self._forget(now)
        return not self.times


class PerAddress:
    """One :class:`Window` per key (an address, a seat), made on first use and forgotten once idle
    (:meth:`sweep`), so that the book holds only the keys active within the window."""

    def __init__(self, count: int, seconds: float) -> None:
        self.count = count
        self.seconds = seconds
        self.windows: dict[object, Window] = {}

    def window(self, key: object) -> Window:
        found = self.windows.get(key)
        if found is None:
            found = self.windows[key] = Window(self.count, self.seconds)
        return found

    def allow(self, key: object, now: float) -> bool:
        return self.window(key).allow(now)

    def retry_after(self, key: object, now: float) -> float:
        return self.window(key).retry_after(now)

    def refund(self, key: object, at: float) -> None:
        found = self.windows.get(key)
        if found is not None:
            found.refund(at)

    def sweep(self, now: float) -> None:
        for key in [k for k, w in self.windows.items() if w.idle(now)]:
            del self.windows[key]
