"""The post-game analysis on the server: queued for a finished table (202), stored once done (200),
refused before the match is over (409)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import ServerProcess

from dominohall.analysis import MatchAnalysis


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("analysis")
    process = ServerProcess(
        f"sqlite:///{folder / 'tables.sqlite3'}",
        env={"DOMINOHALL_ANALYSIS_SECONDS": "0.3"},
        log=folder / "server.log",
    ).start()
    yield process
    process.stop()


def test_the_analysis_of_a_finished_table(quick_server: ServerProcess) -> None:
    server = quick_server
    made = server.create_table(
        "block", 2, seats=[{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}], options={"target": 30}
    )
    table = made["table"]
    deadline = time.monotonic() + 30
    while server.get(f"/api/tables/{table}")["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    status, body = server.request("GET", f"/api/tables/{table}/analysis")
    assert status == 202 and body["status"] == "running"
    while status == 202:
        assert time.monotonic() < deadline + 60
        time.sleep(0.2)
        status, body = server.request("GET", f"/api/tables/{table}/analysis")
    assert status == 200, body
    analysis = MatchAnalysis.from_json(body)
    assert analysis.variant == "block" and analysis.deals
    # Stored: asked again, the same figures.
    assert server.get(f"/api/tables/{table}/analysis") == body


def test_no_analysis_before_the_end(quick_server: ServerProcess) -> None:
    made = quick_server.create_table("block", 2)
    status, body = quick_server.request("GET", f"/api/tables/{made['table']}/analysis")
    assert status == 409 and body["code"] == "match_not_over"
    status, body = quick_server.request("GET", "/api/tables/nosuchtable/analysis")
    assert status == 404
