"""``dominohall serve --workers N``: N server processes on one machine, one port.

Each worker is ``dominohall serve --cluster --shared-port``: it listens on the public port beside
the others (``SO_REUSEPORT``: the kernel spreads new connections between them) and on a loopback
port of its own, where the others relay the WebSockets of the tables it runs (docs/server.md,
Several processes). They share a PostgreSQL database and a secret (generated here unless
``DOMINOHALL_CLUSTER_SECRET`` is set). A worker that dies is started again; meanwhile the others
take its tables over as their leases lapse.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
from typing import Final

from dominohall.server.app import cluster_config
from dominohall.server.dbcommand import ready_schema
from dominohall.server.store import database_url

RESTART_SECONDS: Final = 1.0
"""How long a dead worker stays down before it is started again (a crash loop stays slow)."""


def run_workers(count: int, host: str, port: int, database: str | None) -> int:
    """Start ``count`` workers and keep them running until SIGTERM or SIGINT; returns the exit
    status. Raises :class:`~dominohall.server.app.ClusterError` without PostgreSQL, and
    :class:`~dominohall.server.migrations.SchemaError` for a schema this code may not use."""
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    env = dict(os.environ)
    env.setdefault("DOMINOHALL_CLUSTER_SECRET", secrets.token_urlsafe(24))
    os.environ["DOMINOHALL_CLUSTER_SECRET"] = env["DOMINOHALL_CLUSTER_SECRET"]
    cluster_config(url, "127.0.0.1", port, None)  # the same checks as each worker's, said once
    ready_schema(url, os.environ)  # upgraded once here, not by each worker (nor refused in a restart loop)
    command = [sys.executable, "-m", "dominohall", "serve", "--cluster", "--shared-port"]
    command += ["--host", host, "--port", str(port), "--database", url]
    workers: list[subprocess.Popen[bytes] | None] = [None] * count
    stopping = False

    def stop(_signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        while not stopping:
            for i, proc in enumerate(workers):
                if proc is None or proc.poll() is not None:
                    if proc is not None:
                        print(f"dominohall: worker {i} exited ({proc.returncode}); starting it again", file=sys.stderr)
                        time.sleep(RESTART_SECONDS)
                    workers[i] = subprocess.Popen(command, env=env)
            time.sleep(0.2)
    finally:
        for proc in workers:
            if proc is not None and proc.poll() is None:
                proc.terminate()
        for proc in workers:
            if proc is not None:
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
    return 0
