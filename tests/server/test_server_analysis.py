"""The post-game analysis on the server: queued when a match finishes and stored without anyone
asking; asked for a finished table not analysed yet, queued (202) and stored once done (200);
refused before the match is over (409). The queues: asked first, then the latest finished, bounded."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import ServerProcess

from dominohall import new_match
from dominohall.analysis import MatchAnalysis
from dominohall.server.analysis import AnalysisWorker, analysis_budget, finished_queue
from dominohall.server.store import Store


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("analysis")
    process = ServerProcess(
        f"sqlite:///{folder / 'tables.sqlite3'}",
        # No analysis at the end here: a finished table is analysed when first asked for (as when
        # the queue of finished matches dropped it).
        env={"DOMINOHALL_ANALYSIS_SECONDS": "0.3", "DOMINOHALL_ANALYSIS_QUEUE": "0"},
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
    # Issue 38: every choice carries its open-hand values, or why there are none; the last choices of
    # a 2-player Block deal are solved (a few hundred positions each), with the best move's value.
    choices = [d for d in analysis.decisions if d.judged]
    assert choices and all(d.open is not None for d in choices)
    solved = [d.open for d in choices if d.open is not None and d.open.status == "solved"]
    assert solved and all(h.best in {v.move for v in h.moves} and h.moves[0].value >= h.moves[-1].value for h in solved)
    raw = next(x for deal in body["deals"] for x in deal["decisions"] if x["open"] and x["open"]["status"] == "solved")
    assert {"move", "value", "margin"} <= set(raw["open"]["moves"][0]) and raw["open"]["best"]
    # Stored: asked again, the same figures.
    assert server.get(f"/api/tables/{table}/analysis") == body
    # Issue 38: ?seat=N adds the list of that seat's marked decisions, the costliest first (the bots'
    # are not mixed in); the deals keep every decision; a seat the match has not is refused, naming it.
    marked = [x for deal in body["deals"] for x in deal["decisions"] if x["verdict"] in ("inaccuracy", "mistake")]
    for seat in (0, 1):
        status, one = server.request("GET", f"/api/tables/{table}/analysis?seat={seat}")
        assert status == 200 and one["seat"] == seat and one["deals"] == body["deals"]
        mine = sorted((x for x in marked if x["seat"] == seat), key=lambda x: (-x["loss"], x["step"]))
        assert one["costly"] == mine
    for bad in ("2", "-1", "one", ""):
        status, refused = server.request("GET", f"/api/tables/{table}/analysis?seat={bad}")
        assert status == 400 and refused["field"] == "seat", (bad, refused)


def test_no_analysis_before_the_end(quick_server: ServerProcess) -> None:
    made = quick_server.create_table("block", 2)
    status, body = quick_server.request("GET", f"/api/tables/{made['table']}/analysis")
    assert status == 409 and body["code"] == "match_not_over"
    status, body = quick_server.request("GET", "/api/tables/nosuchtable/analysis")
    assert status == 404


def test_a_finished_match_is_analysed_without_being_asked(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    env = {"DOMINOHALL_ANALYSIS_SECONDS": "0.3", "DOMINOHALL_ANALYSIS_QUEUE": "50"}  # the server's default
    server = ServerProcess(database, env=env, log=tmp_path / "server.log").start()
    store = Store(database)
    try:
        seats = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]
        table = server.create_table("block", 2, seats=seats, options={"target": 30})["table"]
        deadline = time.monotonic() + 120
        # Nobody asks for it (no GET .../analysis): it is stored all the same.
        while (stored := store.analysis(table)) is None:
            assert time.monotonic() < deadline, "the finished match was not analysed"
            time.sleep(0.2)
        done, data = stored
        assert done == "done" and data is not None
        assert server.get(f"/api/tables/{table}")["status"] == "finished"
        # The first request gets it at once.
        status, body = server.request("GET", f"/api/tables/{table}/analysis")
        assert status == 200
        assert MatchAnalysis.from_json(body).deals
    finally:
        store.close()
        server.stop()


class Recorder(AnalysisWorker):
    """The worker with the store a dict and the analysis replaced by a note of the order the tables
    were taken in."""

    def __init__(self, finished: int) -> None:
        self.stored: dict[str, tuple[str, str | None]] = {}
        self.order: list[str] = []
        super().__init__(self, self.call, budget=1.0, finished_queue=finished)  # type: ignore[arg-type]

    async def call(self, fn: object, *args: object) -> object:
        return fn(*args)  # type: ignore[operator]

    # the store's part
    def analysis(self, table_id: str) -> tuple[str, str | None] | None:
        return self.stored.get(table_id)

    def record(self, table_id: str) -> tuple[bool, str | None]:
        return True, f"record of {table_id}"

    def put_analysis(self, table_id: str, status: str, data: str | None, _at: float) -> None:
        self.stored[table_id] = (status, data)

    def _analyse(self, record: str) -> tuple[str, str]:
        self.order.append(record.removeprefix("record of "))
        return "done", "{}"


def test_the_queues_asked_first_then_the_latest_finished_bounded() -> None:
    async def scenario() -> None:
        worker = Recorder(finished=3)
        for table in ("f1", "f2", "f3", "f4", "f5"):  # a queue of 3: f1 and f2 are dropped
            worker.finished(table, "")
        assert list(worker.ended) == ["f3", "f4", "f5"] and worker.dropped == 2
        status, body = await worker.get("a1", "record of a1")  # asked: goes first
        assert status == 202 and body["position"] == 1
        status, body = await worker.get("f3", "record of f3")  # queued and now asked: moves up
        assert status == 202 and body["position"] == 2
        worker.finished("f5", "")  # queued already: once
        worker.start()
        while len(worker.order) < 4:
            await asyncio.sleep(0.01)
        assert worker.order == ["a1", "f3", "f5", "f4"]
        assert not worker.waiting and worker.done == 4
        # A dropped one is analysed when first asked for; a stored one is not made again.
        assert (await worker.get("f1", "record of f1"))[0] == 202
        while "f1" not in worker.stored:
            await asyncio.sleep(0.01)
        assert (await worker.get("f1", "record of f1"))[0] == 200
        worker.finished("f1", "")
        assert worker.waiting == {"f1"}
        while worker.waiting:
            await asyncio.sleep(0.01)
        assert worker.order == ["a1", "f3", "f5", "f4", "f1"]
        await worker.stop()
        # Queue 0: nothing is analysed at the end.
        off = Recorder(finished=0)
        off.finished("x", "")
        assert not off.ended and not off.waiting

    asyncio.run(scenario())


def test_the_queue_setting() -> None:
    assert finished_queue({}) == 50
    assert finished_queue({"DOMINOHALL_ANALYSIS_QUEUE": "7"}) == 7
    with pytest.raises(ValueError, match="DOMINOHALL_ANALYSIS_QUEUE"):
        finished_queue({"DOMINOHALL_ANALYSIS_QUEUE": "-1"})
    with pytest.raises(ValueError, match="DOMINOHALL_ANALYSIS_QUEUE"):
        finished_queue({"DOMINOHALL_ANALYSIS_QUEUE": "lots"})


def test_the_budget_setting() -> None:
    """DOMINOHALL_ANALYSIS_SECONDS is parsed into its range like every setting: ``nan`` once made
    the child's deadline ``nan`` and ``-1`` an analysis stopped before it began."""
    assert analysis_budget({}) == 20.0
    assert analysis_budget({"DOMINOHALL_ANALYSIS_SECONDS": "2.5"}) == 2.5
    for bad in ("nan", "inf", "0", "-1", "3601", "soon"):
        with pytest.raises(ValueError, match="DOMINOHALL_ANALYSIS_SECONDS"):
            analysis_budget({"DOMINOHALL_ANALYSIS_SECONDS": bad})


def _analysis_children(pid: int) -> set[int]:
    """The analysis processes a server process started (spawned children, from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            command = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == pid and b"spawn_main" in command:
            found.add(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
@pytest.mark.parametrize("how", ["kill", "stop"])
def test_an_analysis_stops_with_its_server(tmp_path: Path, how: str) -> None:
    """Killed (SIGKILL: the child notices its parent is gone) or stopped (SIGTERM: the server stops
    the child and exits without waiting for it), the server leaves no analysis running."""
    # A budget of 60 s: the analysis would run a minute if nothing stopped it.
    env = {"DOMINOHALL_ANALYSIS_SECONDS": "60", "DOMINOHALL_ANALYSIS_QUEUE": "50"}
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.sqlite3'}", env=env, log=tmp_path / "server.log").start()
    try:
        seats = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]
        server.create_table("block", 2, seats=seats, options={"target": 30})
        assert server.proc is not None
        pid = server.proc.pid
        deadline = time.monotonic() + 60
        while not (children := _analysis_children(pid)):
            assert time.monotonic() < deadline, "no analysis started at the match's end"
            time.sleep(0.1)
        if how == "kill":
            server.kill()
        else:
            server.proc.terminate()
            server.proc.wait(30)
            # It shut down on its own (uvicorn exits by the signal it was stopped with), not
            # waiting for the analysis (the harness would have killed it after 10 s).
            assert server.proc.returncode in (0, -15)
            assert "Application shutdown complete" in (tmp_path / "server.log").read_text()
        gone = time.monotonic()
        while any(Path(f"/proc/{child}").exists() for child in children):
            # Within seconds, not the minute it was planned for.
            assert time.monotonic() < gone + 20, "the analysis outlived its server"
            time.sleep(0.1)
    finally:
        server.stop()


def _stalls_after_its_first_deal(partial: str, _budget: float, out: Any, _parent: int) -> None:
    """A child that hands over the analysis of its first deal and then takes for ever (a long match
    on a busy machine): what it sent is all there is by the limit."""
    out.send(("partial", partial))
    time.sleep(120)


def test_a_long_analysis_stopped_at_its_limit_answers_with_its_first_deals() -> None:
    """Issue 23, item 7: a one-way Sausage match of 936 moves once failed ("took longer than 80 s").
    Now the child hands over each deal as it is done; while it works a request is answered 202 with
    the deals done so far, and stopped at the limit it leaves them stored as the answer, marked not
    complete, instead of nothing."""
    from dominohall.analysis import analyse
    from dominohall.bots import make_bot

    m = new_match("block", 2, seed=7)
    bots = [make_bot("greedy", seed=s) for s in range(2)]
    while m.deals_dealt < 3:
        m.play(bots[m.turn].choose(m.view(m.turn)))
    got: list[MatchAnalysis] = []
    analyse(m, worlds=2, seed=0, on_deal=got.append)
    first = json.dumps(got[0].as_json())

    async def scenario() -> None:
        worker = Recorder(finished=3)
        # time enough for the child to start on a loaded machine; the limit comes once it has begun
        worker.budget, worker.grace = 0.05, 600.0
        worker.runner = _stalls_after_its_first_deal
        worker.running = "long"
        running = asyncio.ensure_future(asyncio.to_thread(AnalysisWorker._analyse, worker, first))
        while worker.partial is None:
            assert not running.done(), running.result()  # the child ended without handing a deal over
            await asyncio.sleep(0.05)
        status, body = await worker.get("long", "record")
        assert status == 202 and body["partial"]["deals"] and body["partial"]["complete"] is False
        worker.grace = 0.0  # the limit passes while the child still works on its second deal
        assert await running == ("done", first)

    asyncio.run(scenario())
    stored = MatchAnalysis.from_json(json.loads(first))
    assert not stored.complete and len(stored.deals) == 1 and stored.deals_total == 2
