"""An outside program at a dominohall table: the line protocol of ``dominohall bot connect --command``
(docs/protocol.md, The line protocol).

Each line on stdin is one JSON ``state`` message of the seat's stream, sent when the seat is to
move; the program answers with one line on stdout: the move, in the notation of the rules (one of
``state["view"]["legal"][i]["move"]``). This one plays the heaviest tile it can (a draw or a pass
when that is all it may do). Try it:

    dominohall bot connect --server http://127.0.0.1:8000 --token dht_… --command "python examples/line_bot.py"
"""

import json
import sys


def pips(tile: str | None) -> int:
    """The pips of a tile named ``a-b`` (0 for a move without a tile: a draw, a pass)."""
    if not tile or "-" not in tile:
        return 0
    return sum(int(half) for half in tile.split("-") if half.isdigit())


for line in sys.stdin:
    state = json.loads(line)
    legal = state["view"]["legal"]  # never empty: the program is asked only on its turn
    best = max(legal, key=lambda m: pips(m.get("tile")))
    print(best["move"], flush=True)
