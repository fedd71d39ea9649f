"""The compiled build against the plain one, at the same seconds a move: ``ismcts``'s iterations and
its win rate.

Two worker processes think: one runs the engine from ``src/`` as plain Python, the other with the
interpreter given by ``--compiled-python`` (a Python where ``DOMINOHALL_MYPYC=1 pip install .`` has
installed the compiled build; it must report ``dominohall.compiled``). This process keeps the
match and sends each worker the record so far; the worker replays it (``dominohall.record``) and
answers with ``ismcts:seconds=S``'s move and how many iterations it ran. Each deal is played twice
with the builds in swapped seats, so that the deal's luck falls on both.

    python benchmarks/builds.py --compiled-python /tmp/compiled-venv/bin/python --seconds 0.2 --deals 20
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

from dominohall import new_match, record

SRC = Path(__file__).resolve().parents[1] / "src"

WORKER = r"""
import json, sys
import dominohall
from dominohall import record
from dominohall.bots import make_bot
print(json.dumps({"compiled": dominohall.compiled}), flush=True)
for line in sys.stdin:
    ask = json.loads(line)
    match = record.loads(ask["record"])
    bot = make_bot(ask["bot"], seed=ask["seed"])
    move = bot.choose(match.view(match.turn))
    print(json.dumps({"move": str(move), "iterations": getattr(bot, "last_iterations", 0)}), flush=True)
"""


class Worker:
    def __init__(self, python: str, plain: bool) -> None:
        env = dict(os.environ)
        path = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and Path(p).resolve() != SRC]
        env["PYTHONPATH"] = os.pathsep.join([str(SRC), *path] if plain else path)
        self.process = subprocess.Popen(
            [python, "-c", WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd="/"
        )
        self.compiled = bool(self._read()["compiled"])
        self.iterations: list[int] = []

    def _read(self) -> dict[str, Any]:
        out: IO[str] | None = self.process.stdout
        assert out is not None
        answer: dict[str, Any] = json.loads(out.readline())
        return answer

    def choose(self, text: str, bot: str, seed: int) -> str:
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(json.dumps({"record": text, "bot": bot, "seed": seed}) + "\n")
        stdin.flush()
        answer = self._read()
        self.iterations.append(int(answer["iterations"]))
        return str(answer["move"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compiled-python", required=True, help="a Python with the compiled build installed")
    parser.add_argument("--variant", default="block")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=0.2, help="ismcts seconds a move, for both builds")
    parser.add_argument("--deals", type=int, default=20, help="deals, each played twice (seats swapped)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    plain = Worker(sys.executable, plain=True)
    compiled = Worker(args.compiled_python, plain=False)
    if plain.compiled or not compiled.compiled:
        raise SystemExit(f"builds: the plain worker is compiled={plain.compiled}, the other {compiled.compiled}")
    bot = f"ismcts:seconds={args.seconds:g}"
    shares = {"plain": 0.0, "compiled": 0.0}
    for deal in range(args.deals):
        for swap in (False, True):
            # Seat s is played by the compiled build when (s + swap) is even.
            seats = [compiled if (s + swap) % 2 == 0 else plain for s in range(args.players)]
            m = new_match(args.variant, args.players, seed=args.seed * 1000 + deal)
            moves = 0
            while m.deal.result is None:
                legal = m.legal_moves()
                if len(legal) == 1:
                    m.push(legal[0])
                    continue
                m.play(seats[m.turn].choose(record.dumps(m), bot, seed=deal * 1000 + moves))
                moves += 1
            for s, value in enumerate(m.deal.result.returns):
                shares["compiled" if seats[s] is compiled else "plain"] += max(0.0, value)
    games = 2 * args.deals
    print(f"{args.variant}, {args.players} players, {bot}, {games} deals (each dealt twice, seats swapped)")
    print("| build | iterations a move (median) | mean | win share |")
    print("|---|---:|---:|---:|")
    for name, worker in (("plain", plain), ("compiled", compiled)):
        its = worker.iterations
        print(f"| {name} | {statistics.median(its):,.0f} | {statistics.mean(its):,.0f} | {shares[name] / games:.3f} |")
    ratio = statistics.mean(compiled.iterations) / statistics.mean(plain.iterations)
    print(f"\ncompiled/plain iterations: {ratio:.2f}x")
    plain.close()
    compiled.close()


if __name__ == "__main__":
    main()
