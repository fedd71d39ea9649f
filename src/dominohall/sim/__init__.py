"""The simulator: many deals or matches between bots, in parallel, with statistics and charts.

>>> config = SimConfig("block", 2, ("greedy", "random"), units=4, seed=1)
>>> result = simulate(config)
>>> len(result.rows), result.interrupted
(8, False)
>>> simulate(config, jobs=2).rows == result.rows       # the same rows however the work is run
True
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, TextIO

from dominohall.sim.runner import Row, SimConfig, play_unit
from dominohall.sim.stats import Summary, format_table, summarize

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class SimResult:
    config: SimConfig
    rows: list[Row]
    """One row per seat per finished unit, in unit order."""
    interrupted: bool
    elapsed: float

    def summary(self) -> Summary:
        return summarize(self.config, self.rows)

    def table(self) -> str:
        return format_table(self.summary(), self.elapsed, self.interrupted)


def play_units(config: SimConfig, units: Sequence[int]) -> list[Row]:
    """Play several units (the work one process or one Ray task does)."""
    rows: list[Row] = []
    for unit in units:
        rows += play_unit(config, unit)
    return rows


def _chunks(count: int, size: int) -> Iterator[list[int]]:
    for start in range(0, count, size):
        yield list(range(start, min(count, start + size)))


def simulate(
    config: SimConfig,
    jobs: int = 1,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
    chunk: int | None = None,
) -> SimResult:
    """Play every unit of ``config``. ``jobs`` processes (local) or Ray tasks at a time (``ray``, on
    the cluster at ``address``, or a local Ray instance if ``None``). Interrupting (Ctrl-C) keeps the
    units finished so far."""
    from dominohall.bots import make_bot
    from dominohall.errors import OptionError

    if jobs < 1:
        raise OptionError(f"--jobs must be at least 1, not {jobs}")
    if config.units < 1:
        raise OptionError(f"--deals must be at least 1, not {config.units}")
    if not config.bots:
        raise OptionError("--bots needs at least one bot")
    for spec in config.bots:
        make_bot(spec)  # refuses a bad spec before any work starts
    from dominohall import new_match

    new_match(config.variant, config.players, seed=0, options=config.options)  # checks the rules
    size = chunk or max(1, min(20, config.units // (jobs * 4) or 1))
    start = time.perf_counter()
    done: dict[int, list[Row]] = {}
    interrupted = False
    try:
        if backend == "local":
            _run_local(config, jobs, size, done, progress)
        elif backend == "ray":
            _run_ray(config, jobs, size, address, done, progress)
        else:
            raise OptionError(f"--backend must be local or ray, not {backend!r}")
    except KeyboardInterrupt:
        interrupted = True
    rows = [row for first in sorted(done) for row in done[first]]
    return SimResult(config, rows, interrupted, time.perf_counter() - start)


def _run_local(config: SimConfig, jobs: int, size: int, done: dict[int, list[Row]], progress: Progress | None) -> None:
    chunks = list(_chunks(config.units, size))
    if jobs == 1:
        for units in chunks:
            done[units[0]] = play_units(config, units)
            if progress:
                progress(sum(len(r) for r in done.values()) // config.players, config.units)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: dict[Future[list[Row]], int] = {pool.submit(play_units, config, u): u[0] for u in chunks}
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    done[pending.pop(future)] = future.result()
                if progress:
                    progress(sum(len(r) for r in done.values()) // config.players, config.units)
        except KeyboardInterrupt:
            for future in pending:
                future.cancel()
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _run_ray(
    config: SimConfig,
    jobs: int,
    size: int,
    address: str | None,
    done: dict[int, list[Row]],
    progress: Progress | None,
) -> None:
    from dominohall.errors import OptionError

    try:
        import ray
    except ImportError:
        raise OptionError("--backend ray needs Ray: pip install 'dominohall[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=address, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        remote = ray.remote(play_units)
        chunks = list(_chunks(config.units, size))
        pending: dict[Any, int] = {}
        queue = iter(chunks)
        for units in queue:
            pending[remote.remote(config, units)] = units[0]
            if len(pending) >= jobs * 2:
                break
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                done[pending.pop(ref)] = ray.get(ref)
            for units in queue:
                pending[remote.remote(config, units)] = units[0]
                break
            if progress:
                progress(sum(len(r) for r in done.values()) // config.players, config.units)
    finally:
        if started_here:
            ray.shutdown()


def progress_bar(stream: TextIO = sys.stderr) -> Progress:
    """A progress bar on ``stream`` (redrawn in place)."""
    start = time.perf_counter()

    def show(finished: int, total: int) -> None:
        width = 30
        filled = width * finished // max(1, total)
        elapsed = time.perf_counter() - start
        rate = finished / elapsed if elapsed > 0 else 0.0
        eta = (total - finished) / rate if rate > 0 else 0.0
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {finished}/{total} {rate:.1f}/s eta {eta:.0f}s ")
        if finished >= total:
            stream.write("\n")
        stream.flush()

    return show


__all__ = ["Row", "SimConfig", "SimResult", "Summary", "progress_bar", "simulate", "summarize"]
