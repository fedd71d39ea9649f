"""The test server and WebSocket client (kept in :mod:`dominohall.server.harness`, shared with
``benchmarks/load.py``), under the name the test files import."""

from __future__ import annotations

from dominohall.server.harness import Client, ServerProcess, autoplay, free_port, my_turn, play_to_end

__all__ = ["Client", "ServerProcess", "autoplay", "free_port", "my_turn", "play_to_end"]
