"""What one server process measures, for Prometheus (``GET /metrics``, docs/operations.md).

:class:`Metrics` holds a process's metrics in a registry of its own. The table service reports
what happens as it happens (a move told, a bot's choice, a batch of writes, a notification heard:
a histogram's ``observe`` costs about a microsecond, its labelled child found once), and what *is*
— tables open, connections, the analysis queue, whether the process is draining — is read when the
metrics are scraped, by :class:`Snapshot`, so an idle server pays nothing for it.

Who may read them: every label is from a small fixed set (a variant, a bot, an action's kind, who
acted), never a table's id, a token, a name or an address. What a reader learns is how busy the
process is and how fast it answers; ``/metrics`` is still answered only to the addresses in
``DOMINOHALL_METRICS_ALLOW_IPS`` (loopback unless told otherwise: :mod:`~dominohall.server.health`).

>>> metrics = Metrics()
>>> metrics.bot_thought("greedy", 0.002)
>>> metrics.batch_written(0.004, 12, failed=False)
>>> text = metrics.exposition().decode()
>>> 'dominohall_bot_think_seconds_count{bot="greedy"} 1.0' in text
True
>>> "dominohall_write_batch_actions_sum 12.0" in text
True
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Final

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from dominohall.server.analysis import AnalysisWorker
    from dominohall.server.service import TableService

# No "_created" twin of every counter and histogram: Prometheus does not need them.
disable_created_metrics()  # type: ignore[no-untyped-call]
CONTENT_TYPE: Final = "text/plain; version=0.0.4; charset=utf-8"
"""The Prometheus text format (what every Prometheus reads)."""
LATENCY_BUCKETS: Final = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
"""Seconds: a person's move is answered in a few milliseconds on an idle machine; the goal is a p99
under 50 ms (docs/server.md)."""
THINK_BUCKETS: Final = (0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0)
BATCH_BUCKETS: Final = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
LAG_BUCKETS: Final = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0)
ACTIONS: Final = (
    "move",
    "undo",
    "chat",
    "takeover",
    "resign",
    "abort",
    "name",
    "open",
    "seat",
    "reclaim",
    "pace",
    "nobots",
)
"""An action's kind (``ActionRow.kind``): any other is counted as ``other`` (the label set stays bounded)."""
ACTORS: Final = ("human", "bot", "timer")
LOOP_SECONDS: Final = 0.25
"""How often the event loop's lateness is measured."""


def _known(value: str, known: Iterable[str]) -> str:
    return value if value in known else "other"


class Metrics:
    """One process's metrics (see the module docstring)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        ProcessCollector(registry=r)  # CPU seconds, resident memory, open descriptors, start time
        self.actions = Counter(
            "dominohall_actions", "Actions stored and told, by kind and by who acted", ["kind", "actor"], registry=r
        )
        self.move_seconds = Histogram(
            "dominohall_move_seconds",
            "A person's move (or undo): from the server reading it until everyone at the table was told",
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.refused = Counter(
            "dominohall_actions_refused", "Actions refused after they were accepted: the write failed", registry=r
        )
        self.bot_seconds = Histogram(
            "dominohall_bot_think_seconds", "A bot's choice of a move", ["bot"], buckets=THINK_BUCKETS, registry=r
        )
        self.batch_seconds = Histogram(
            "dominohall_write_batch_seconds",
            "One transaction of actions (every table's actions of a loop turn together)",
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.batch_actions = Histogram(
            "dominohall_write_batch_actions", "Actions written in one transaction", buckets=BATCH_BUCKETS, registry=r
        )
        self.batch_failures = Counter(
            "dominohall_write_batch_failures",
            "Transactions of actions that failed (then written one by one)",
            registry=r,
        )
        self.notify_lag = Histogram(
            "dominohall_notify_lag_seconds",
            "Several processes: from another process's NOTIFY to this one hearing it (clocks of different"
            " machines add their difference)",
            buckets=LAG_BUCKETS,
            registry=r,
        )
        self.mails = Counter(
            "dominohall_mails",
            "Mails this process tried to send (server/mail.py), by kind and outcome (sent, retry, failed)",
            ["kind", "outcome"],
            registry=r,
        )
        self.takeovers = Counter(
            "dominohall_takeovers", "Several processes: tables this process took over from another", registry=r
        )
        self.handed_over = Counter(
            "dominohall_handed_over",
            "Tables this process gave up while draining (to the others, or stored)",
            registry=r,
        )
        self.relays = Gauge(
            "dominohall_relayed_connections",
            "WebSockets this process carries to the process running their table",
            registry=r,
        )
        self.loop_lag = Histogram(
            "dominohall_event_loop_lag_seconds",
            f"How late the event loop ran a timer set every {LOOP_SECONDS:g} s (a busy or starved process)",
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.hash_queue = Gauge(
            "dominohall_password_hash_queue",
            "Passwords being hashed or waiting for it (sign-ins and sign-ups)",
            registry=r,
        )
        self.hash_queue_peak = Gauge(
            "dominohall_password_hash_queue_peak",
            "The most passwords hashed or waiting at once since the start (bounded: DOMINOHALL_HASH_QUEUE)",
            registry=r,
        )
        self.hashes_refused = Counter(
            "dominohall_password_hashes_refused",
            "Sign-ins and sign-ups answered 503 busy: the hash queue was full",
            registry=r,
        )
        self._snapshot: Snapshot | None = None
        self._loop_task: asyncio.Task[None] | None = None
        # The labelled children reported at every move, found once: ``labels()`` checks and looks
        # up its values under a lock at every call, which cost more than the rest of reporting a
        # move (2-10 µs a call against 1 µs for the ``inc`` or ``observe``). As many as the labels'
        # values, as in the registry itself: ACTIONS × ACTORS, and the bots' names.
        self._told: dict[tuple[str, str], Counter] = {}
        self._thought: dict[str, Histogram] = {}

    # ---- reported as it happens ------------------------------------------------------------------
    def action_told(self, kind: str, actor: str, started: float | None) -> None:
        """An action was stored and everyone told; ``started`` (``time.perf_counter()``) when a
        person's move or undo was read."""
        key = (_known(kind, ACTIONS), _known(actor, ACTORS))
        child = self._told.get(key)
        if child is None:
            child = self._told[key] = self.actions.labels(*key)
        child.inc()
        if started is not None:
            self.move_seconds.observe(time.perf_counter() - started)

    def bot_thought(self, bot: str, seconds: float) -> None:
        child = self._thought.get(bot)
        if child is None:
            child = self._thought[bot] = self.bot_seconds.labels(bot)
        child.observe(seconds)

    def batch_written(self, seconds: float, size: int, failed: bool) -> None:
        self.batch_seconds.observe(seconds)
        self.batch_actions.observe(size)
        if failed:
            self.batch_failures.inc()

    # ---- read when scraped -----------------------------------------------------------------------
    def watch(self, service: TableService, analyses: AnalysisWorker | None, ready: Callable[[], bool]) -> None:
        """Read the state of ``service`` (and ``analyses``) at every scrape; ``ready`` is whether
        the process answers ``/readyz`` with 200 (its last database check)."""
        if self._snapshot is None:
            self._snapshot = Snapshot(service, analyses, ready)
            self.registry.register(self._snapshot)

    def start(self) -> None:
        """Measure the event loop's lateness (in the running loop) until :meth:`stop`."""
        self._loop_task = asyncio.get_running_loop().create_task(self._measure_loop())

    async def stop(self) -> None:
        task, self._loop_task = self._loop_task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def _measure_loop(self) -> None:
        while True:
            due = time.perf_counter() + LOOP_SECONDS
            await asyncio.sleep(LOOP_SECONDS)
            self.loop_lag.observe(max(0.0, time.perf_counter() - due))

    def exposition(self) -> bytes:
        """Every metric in Prometheus's text format."""
        return generate_latest(self.registry)


class Snapshot(Collector):
    """The gauges read from the service at each scrape (see the module docstring)."""

    def __init__(self, service: TableService, analyses: AnalysisWorker | None, ready: Callable[[], bool]) -> None:
        self.service = service
        self.analyses = analyses
        self.ready = ready

    def collect(self) -> Iterable[Metric]:
        service = self.service
        tables = GaugeMetricFamily(
            "dominohall_tables_open", "Open tables this process runs, by game", labels=["variant"]
        )
        counts: dict[str, int] = {}
        players = spectators = 0
        for live in list(service.live.values()):
            for conn in live.connections:
                if conn.seat is None:
                    spectators += 1
                else:
                    players += 1
            if not live.table.is_over:
                variant = live.table.config.variant
                counts[variant] = counts.get(variant, 0) + 1
        for variant, count in sorted(counts.items()):
            tables.add_metric([variant], count)
        yield tables
        yield GaugeMetricFamily(
            "dominohall_tables_in_memory", "Tables in memory (open, or finished and watched)", len(service.live)
        )
        yield GaugeMetricFamily(
            "dominohall_tables_asleep",
            "Turn-based tables out of memory while nobody is at them",
            service.dormancy.count(),
        )
        connections = GaugeMetricFamily(
            "dominohall_connections", "WebSockets at this process's tables, by role", labels=["role"]
        )
        connections.add_metric(["player"], players)
        connections.add_metric(["spectator"], spectators)
        yield connections
        pending = len(service.writes.pending)
        yield GaugeMetricFamily("dominohall_write_queue", "Actions waiting for the next write", pending)
        yield GaugeMetricFamily(
            "dominohall_draining", "1 while the process is draining (SIGTERM)", int(service.draining)
        )
        yield GaugeMetricFamily("dominohall_ready", "1 while the process answers /readyz with 200", int(self.ready()))
        if self.analyses is not None:
            queue = GaugeMetricFamily(
                "dominohall_analysis_queue", "Finished tables waiting for their analysis, by why", labels=["queue"]
            )
            queue.add_metric(["asked"], len(self.analyses.asked))
            queue.add_metric(["finished"], len(self.analyses.ended))
            yield queue
            yield GaugeMetricFamily(
                "dominohall_analysis_running", "1 while an analysis runs", int(self.analyses.running is not None)
            )
            yield GaugeMetricFamily("dominohall_analyses_done", "Analyses made since the start", self.analyses.done)
            yield GaugeMetricFamily(
                "dominohall_analyses_dropped",
                "Finished tables dropped from a full queue since the start",
                self.analyses.dropped,
            )
