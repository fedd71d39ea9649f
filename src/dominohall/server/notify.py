"""Lobby change notifications between the processes of one deployment (PostgreSQL ``LISTEN/NOTIFY``).

With several processes on one PostgreSQL database (docs/server.md, Several processes) the lobby of
every process is read from the database: the TABLE_META each owner writes to its tables' leases.
Instead of reading it again every second, each process keeps the lobby pages it built until it is
told that something a lobby shows changed:

- the process that makes the change (a table created, a seat claimed or taken, a table opened to
  the lobby, renamed, taken over, finished or ended) writes the table's TABLE_META to its lease and
  sends ``NOTIFY`` on the deployment's channel in the same transaction (:meth:`LobbyNotifier.publish`;
  the end of a match is notified right after the transaction that stored it), so another process
  that hears it reads the change;
- changes a lobby shows that are not events (a person connecting or leaving) are written with the
  lease renewal every second, and notified right after it when there were any;
- every process listens on a connection of its own, in a thread (:meth:`LobbyNotifier.start`); a
  notification from another process makes its lobby pages be built again on the next request.

Notifications are not stored: one sent while a listener's connection was down is lost. So a listener
that (re)connects counts as a change, a listener that is down sends the lobby back to being read at
most once a second (as without notifications) while it reconnects (every 1 s, then up to 10 s),
and even with a listener that is up a lobby page is read again after
``DOMINOHALL_LOBBY_REFRESH_SECONDS`` (30 s; :data:`REFRESH_SECONDS`) whatever it heard: the safety
poll. The channel is named after the database schema (``current_schema()``), so deployments sharing
a database in different schemas do not hear each other.

SQLite (one process) needs none of this: the process's own changes renew its lobby.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any, Final

from dominohall.server.store import Store

log = logging.getLogger("dominohall.server")

CHANNEL: Final = "dominohall_lobby"
"""The channel's name in the ``public`` schema; in another schema its name is appended."""
REFRESH_SECONDS: Final = 30.0
"""How long a lobby page is kept without any notification (the safety poll against a lost one)."""
RECONNECT_SECONDS: Final = 1.0
"""The first wait before a listener whose connection dropped connects again (doubled up to 10 s)."""
MAX_RECONNECT_SECONDS: Final = 10.0
CHECK_SECONDS: Final = 10.0
"""A listener that heard nothing this long checks that its connection still answers."""
PAYLOAD_TABLES: Final = 50
"""Table ids named in one notification at most (a payload must stay under 8000 bytes)."""


def channel_for(schema: str) -> str:
    """The channel of the deployment whose tables are in ``schema`` (a PostgreSQL identifier, at most
    63 bytes).

    >>> channel_for("public"), channel_for("test_1a2b")
    ('dominohall_lobby', 'dominohall_lobby_test_1a2b')
    """
    if schema in ("", "public"):
        return CHANNEL
    name = f"{CHANNEL}_{schema}"
    while len(name.encode("utf-8")) > 63:
        name = name[:-1]
    return name


def lobby_part(meta: dict[str, Any]) -> dict[str, Any]:
    """What a lobby shows of a TABLE_META: all but ``seq``, which changes with every move (a move
    is not a lobby change; its meta is written with the next lease renewal)."""
    return {key: value for key, value in meta.items() if key != "seq"}


class LobbyNotifier:
    """One process's end of the channel: it publishes this process's lobby changes and listens,
    in a thread, for the other processes' (see the module docstring). ``on_change`` is called in
    the event loop when another process changed the lobby and when the listener (re)connects."""

    def __init__(self, store: Store, worker: str, on_change: Callable[[], None]) -> None:
        if not store.url.startswith("postgresql"):
            raise ValueError("lobby notifications need PostgreSQL (LISTEN/NOTIFY)")
        self.store = store
        self.worker = worker
        self.on_change = on_change
        self.channel = channel_for(store.current_schema())
        self.connected = False
        """The listener holds a connection that is listening: notifications arrive."""
        self.heard = 0
        """Notifications from other processes heard so far."""
        self.connections = 0
        """Times the listener connected (1 once it started; more after reconnections)."""
        self.on_lag: Callable[[float], None] | None = None
        """Called (in the listener's thread) with the seconds between another process's
        notification and this one hearing it (its sending time is in the payload)."""
        self.on_released: Callable[[], None] | None = None
        """Called in the event loop when another process handed its tables over (``released``: it
        is draining), so that they are taken over at once."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    # ---- publishing (on a database thread) ------------------------------------------------------
    def publish(self, metas: dict[str, str], why: str, tables: list[str]) -> None:
        """Write the TABLE_META of this process's tables in ``metas`` to their leases and notify, in
        one transaction (a process that hears it reads what was written)."""
        self.store.publish_lease_metas(self.worker, metas, self.channel, self._payload(why, tables))

    def notify(self, why: str, tables: list[str]) -> None:
        """Notify a change already committed."""
        self.publish({}, why, tables)

    def _payload(self, why: str, tables: list[str]) -> str:
        return json.dumps({"worker": self.worker, "why": why, "tables": tables[:PAYLOAD_TABLES], "at": time.time()})

    # ---- listening (in a thread of its own) -----------------------------------------------------
    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._thread = threading.Thread(target=self._listen, name="dominohall-lobby-listener", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop listening (waits up to a few seconds for the thread: it looks every second)."""
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(5)

    def _changed(self, then: Callable[[], None] | None = None) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: the server is stopping
                loop.call_soon_threadsafe(self.on_change)
                if then is not None:
                    loop.call_soon_threadsafe(then)

    def _connect(self) -> Any:
        import psycopg

        params = self.store.connect_params()
        params.pop("context", None)
        params.update(
            autocommit=True,
            application_name="dominohall-lobby-listener",
            connect_timeout=5,
            # A connection the network lost without a word is noticed too (and by CHECK_SECONDS).
            keepalives=1,
            keepalives_idle=10,
            keepalives_interval=5,
            keepalives_count=3,
        )
        return psycopg.connect(**params)

    def _listen(self) -> None:
        from psycopg import sql

        wait = RECONNECT_SECONDS
        while not self._stopping.is_set():
            try:
                with self._connect() as conn:
                    conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
                    self.connected = True
                    self.connections += 1
                    if self.connections > 1:
                        log.info("lobby notifications: listening again on %s", self.channel)
                    self._changed()  # anything sent while nobody listened is read now
                    wait = RECONNECT_SECONDS
                    self._hear(conn)
            except Exception as exc:
                if self._stopping.is_set():
                    break
                log.warning("lobby notifications: the listener lost its connection (%s); again in %g s", exc, wait)
            finally:
                self.connected = False
            if self._stopping.wait(wait):
                break
            wait = min(wait * 2, MAX_RECONNECT_SECONDS)

    def _hear(self, conn: Any) -> None:
        quiet = 0.0
        while not self._stopping.is_set():
            heard = False
            for note in conn.notifies(timeout=1.0):  # returns within a second: stop is looked at
                payload = self._read(note.payload)
                if payload.get("worker") != self.worker:
                    heard = True
                    self.heard += 1
                    at = payload.get("at")
                    if self.on_lag is not None and isinstance(at, float):
                        self.on_lag(max(0.0, time.time() - at))
                    # At once: the next lobby request reads the change (and handed-over tables are taken).
                    self._changed(self.on_released if payload.get("why") == "released" else None)
            if heard:
                quiet = 0.0
                continue
            quiet += 1.0
            if quiet >= CHECK_SECONDS:
                conn.execute("SELECT 1")  # raises if the connection is gone
                quiet = 0.0

    @staticmethod
    def _read(payload: str) -> dict[str, Any]:
        """A notification's payload (anything unreadable counts as another process's change)."""
        try:
            found = json.loads(payload)
        except ValueError:
            return {}
        return found if isinstance(found, dict) else {}
