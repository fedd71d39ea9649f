"""Probes and metrics (server/health.py, server/metrics.py, docs/operations.md): ``/healthz`` says
the process answers, ``/readyz`` whether it should get players (its database answers, it is not
draining), ``/metrics`` what it is doing, to the addresses allowed only, with no table id, token or
name in it."""

from __future__ import annotations

import asyncio
import random
import re
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("prometheus_client", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, autoplay, running_service

from dominohall.server.health import Health, metrics_networks
from dominohall.server.store import Store


def get(server: ServerProcess, path: str, host: str | None = None) -> tuple[int, str]:
    request = urllib.request.Request(server.url + path)
    if host is not None:
        request.add_header("Host", host)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def samples(text: str, name: str) -> dict[str, float]:
    """The samples of metric ``name`` in a Prometheus text: {labels: value}."""
    found = {}
    for line in text.splitlines():
        m = re.match(rf"^{name}(\{{[^}}]*\}})? (\S+)$", line)
        if m:
            found[m.group(1) or ""] = float(m.group(2))
    return found


def test_the_probes_answer_whatever_the_host(server: ServerProcess) -> None:
    assert get(server, "/healthz") == (200, '{"status":"ok"}')
    assert get(server, "/readyz") == (200, '{"status":"ready"}')
    # A proxy or an orchestrator asks by address; every other path still refuses a foreign Host.
    assert get(server, "/readyz", host="10.1.2.3:8000")[0] == 200
    status, body = get(server, "/api/variants", host="evil.example")
    assert status == 400 and "bad_host" in body


def test_metrics_tell_what_the_process_does_and_nothing_about_who(
    start_server: Callable[..., ServerProcess],
) -> None:
    server = start_server(env={"DOMINOHALL_BOT_DELAY": "0"})
    made = server.create_table("block", 2, options={"target": 30}, name="Secret club")
    token = made["seats"][0]["token"]

    async def play() -> None:
        client = await Client(server, made["table"], delta=True).connect(token)
        await client.send({"type": "name", "name": "Zofia Tajemnicza"})
        watcher = await Client(server, made["table"]).connect(None)
        await asyncio.sleep(0.3)
        status, text = get(server, "/metrics")
        assert status == 200
        assert samples(text, "dominohall_tables_open") == {'{variant="block"}': 1.0}
        assert samples(text, "dominohall_connections") == {'{role="player"}': 1.0, '{role="spectator"}': 1.0}
        await autoplay(client, random.Random(1), 60)
        await watcher.close()
        await client.close()

    asyncio.run(play())
    status, text = get(server, "/metrics")
    assert status == 200
    moves = samples(text, "dominohall_actions_total")
    assert moves['{actor="human",kind="move"}'] > 0 and moves['{actor="bot",kind="move"}'] > 0
    assert moves['{actor="human",kind="name"}'] == 1
    person = samples(text, "dominohall_move_seconds_count")[""]
    assert person == moves['{actor="human",kind="move"}']
    assert samples(text, "dominohall_bot_think_seconds_count")['{bot="greedy"}'] == moves['{actor="bot",kind="move"}']
    batches = samples(text, "dominohall_write_batch_actions_sum")[""]
    assert batches == sum(moves.values())  # every action told was written in a batch
    assert samples(text, "dominohall_write_batch_seconds_count")[""] >= 1
    assert "dominohall_analysis_queue" in text and "dominohall_event_loop_lag_seconds_count" in text
    assert samples(text, "dominohall_ready") == {"": 1.0} and samples(text, "dominohall_draining") == {"": 0.0}
    assert samples(text, "process_resident_memory_bytes")[""] > 0
    # Who may read it learns nothing about a table or a person.
    for secret in (made["table"], token, "Secret club", "Zofia", "127.0.0.1"):
        assert secret not in text
    # Every label value is from a fixed set.
    labels = set(re.findall(r'(\w+)="([^"]*)"', text))
    allowed = {"kind", "actor", "bot", "variant", "role", "queue", "le"}
    assert {name for name, _value in labels} <= allowed


def test_metrics_are_only_for_the_addresses_allowed(start_server: Callable[..., ServerProcess]) -> None:
    server = start_server(env={"DOMINOHALL_METRICS_ALLOW_IPS": "10.0.0.0/8"})
    status, body = get(server, "/metrics")
    assert status == 404 and "not_found" in body
    assert get(server, "/healthz")[0] == 200


def test_a_bad_metrics_allowance_stops_the_server_at_start(start_server: Callable[..., ServerProcess]) -> None:
    with pytest.raises(RuntimeError, match="exited with status"):
        start_server(env={"DOMINOHALL_METRICS_ALLOW_IPS": "everyone"})


def test_not_ready_while_the_database_does_not_answer() -> None:
    async def scenario() -> None:
        store = Store("sqlite://")
        async with running_service(store) as service:
            health = Health(lambda: service, metrics_networks({}))
            assert await health.ready() is None

            def refuse(*_args: Any, **_kwargs: Any) -> Any:
                raise OSError("connection refused")

            store.engine.connect = refuse  # type: ignore[method-assign]
            assert await health.ready() is None  # believed for a second
            health._checked -= 2
            assert await health.ready() == "database"
            service.draining = True
            assert await health.ready() == "draining"
        assert await Health(lambda: None, ()).ready() == "starting"

    asyncio.run(scenario())
