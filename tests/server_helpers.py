"""The test server and WebSocket client (kept in :mod:`dominohall.server.harness`, shared with
``benchmarks/load.py``), under the name the test files import; and a table service run inside the
test itself, for what a test must reach into (a store that fails, the order of what is told)."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Any

from dominohall.server.harness import Client, ServerProcess, autoplay, free_port, my_turn, play_to_end

if TYPE_CHECKING:
    from dominohall.server.service import Connection, LiveTable, TableService
    from dominohall.server.store import Store
    from dominohall.server.table import Table

__all__ = [
    "SCHEMA_TOKEN",
    "Client",
    "ServerProcess",
    "autoplay",
    "fixture_state",
    "free_port",
    "human_tables",
    "my_turn",
    "play_to_end",
    "postgres_schema",
    "running_service",
]


SCHEMA_TOKEN = "__SCHEMA__"
"""Stands for the schema's name in a schema fixture's PostgreSQL dump (tests/server/schema_fixtures)."""
FIXTURE_KEPT = ("seq", "view", "reveal", "sheet", "chat")
"""The parts of a seat's state a schema fixture's manifest keeps (the rest — the timer's deadline,
who is connected — is about the moment, not the table)."""


def fixture_state(state: dict[str, Any]) -> dict[str, Any]:
    """What a schema fixture keeps of a seat's ``state`` message, to compare after an upgrade."""
    kept = {key: state[key] for key in FIXTURE_KEPT}
    kept["seats"] = [
        {key: s[key] for key in ("kind", "bot", "name", "taken_over", "claimed")} for s in state["table"]["seats"]
    ]
    kept["status"] = state["table"]["status"]
    return kept


@contextmanager
def postgres_schema() -> Iterator[str]:
    """The URL of a new schema of the PostgreSQL test database (``DOMINOHALL_TEST_POSTGRES_URL``;
    the test is skipped without it), dropped afterwards."""
    import pytest

    url = os.environ.get("DOMINOHALL_TEST_POSTGRES_URL")
    if not url:
        pytest.skip("DOMINOHALL_TEST_POSTGRES_URL is not set (.ci/run starts PostgreSQL and sets it)")
    import psycopg

    plain = url.replace("postgresql+psycopg://", "postgresql://")
    schema = f"test_{secrets.token_hex(4)}"
    with psycopg.connect(plain, autocommit=True) as db:
        db.execute(f"CREATE SCHEMA {schema}")
    separator = "&" if "?" in url else "?"
    try:
        yield f"{plain.replace('postgresql://', 'postgresql+psycopg://')}{separator}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(plain, autocommit=True) as db:
            db.execute(f"DROP SCHEMA {schema} CASCADE")


@asynccontextmanager
async def running_service(store: Store) -> AsyncIterator[TableService]:
    """A :class:`TableService` on ``store`` in this event loop (bots at once), stopped at the end."""
    from dominohall.server.limits import Limits
    from dominohall.server.service import TableService

    service = TableService(store, bot_delay=0, away_seconds=60, limits=Limits())
    await service.start()
    try:
        yield service
    finally:
        await service.stop()


async def human_tables(service: TableService, count: int) -> list[tuple[Table, LiveTable, Connection]]:
    """``count`` two-person Block tables, each joined at seat 0: (table, its live table, the connection)."""
    from dominohall.server.protocol import parse_table_request

    request = parse_table_request({"variant": "block", "seats": [{"kind": "human"}, {"kind": "human"}]})
    made = []
    for _ in range(count):
        table, tokens = await service.create(request, "x")
        live, conn = await service.join(table.id, tokens[0])
        made.append((table, live, conn))
    return made
