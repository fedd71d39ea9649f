"""Fixtures shared by the test files: a real table server (see tests/server_helpers.py), and the markers
of the parts.

The tests live in one folder per part of the project: ``engine``, ``bots``, ``server``, ``browser``,
``terminal`` and ``envs``; each test is marked with its folder's name, and the tests that need the
PostgreSQL test database are marked ``postgres``. ``pytest -m "not browser and not postgres"`` is the
quick loop; plain ``pytest`` runs everything.

``server`` is one ``dominohall serve`` for the whole session on a fresh SQLite file, bots moving at
once (``DOMINOHALL_BOT_DELAY=0``); ``server.url`` is its address, ``server.create_table(...)`` makes a
table. ``start_server(env=..., database=...)`` starts more (each stopped at the end of its test).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from server_helpers import ServerProcess

TESTS = Path(__file__).resolve().parent
PARTS = ("engine", "bots", "server", "browser", "terminal", "envs")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test with the part of the project its folder holds."""
    for item in items:
        try:
            part = item.path.resolve().relative_to(TESTS).parts[0]
        except ValueError:  # the doctests of src/ and README.md
            continue
        if part in PARTS:
            item.add_marker(getattr(pytest.mark, part))


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    pytest.importorskip("starlette", reason="the server extra is not installed")
    from server_helpers import ServerProcess

    folder = tmp_path_factory.mktemp("server")
    process = ServerProcess(f"sqlite:///{folder / 'tables.sqlite3'}", log=folder / "server.log").start()
    yield process
    process.stop()


@pytest.fixture(scope="session")
def strict_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server with the real rate limit (20 messages in 5 s) and a takeover after 1.5 s away."""
    pytest.importorskip("starlette", reason="the server extra is not installed")
    from server_helpers import ServerProcess

    folder = tmp_path_factory.mktemp("strict")
    env = {"DOMINOHALL_RATE_LIMIT": "20/5", "DOMINOHALL_AWAY_SECONDS": "1.5"}
    process = ServerProcess(f"sqlite:///{folder / 'tables.sqlite3'}", env=env, log=folder / "server.log").start()
    yield process
    process.stop()


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., ServerProcess]]:
    pytest.importorskip("starlette", reason="the server extra is not installed")
    from server_helpers import ServerProcess

    started: list[ServerProcess] = []

    def start(env: dict[str, str] | None = None, database: str | None = None, **kwargs: Any) -> ServerProcess:
        url = database or f"sqlite:///{tmp_path / 'tables.sqlite3'}"
        process = ServerProcess(url, env=env, log=tmp_path / f"server{len(started)}.log", **kwargs).start()
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()
