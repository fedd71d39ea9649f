"""Bots: programs that play a seat from its view alone.

``make_bot(spec, seed)`` builds one from a spec: ``random``, ``greedy``, ``ismcts``, or ``ismcts`` with a
level, ``ismcts:iterations=2000`` or ``ismcts:seconds=0.5``, and how it chooses its own move,
``ismcts:root=halving`` or ``ismcts:root=ucb`` (default: by variant; see :mod:`dominohall.bots.ismcts`),
comma-separated; ``expert`` (:mod:`dominohall.bots.expert`), or with a level, ``expert:worlds=40`` or
``expert:seconds=0.5``, and the positions each world's solve may visit, ``expert:nodes=50000``.

>>> from dominohall import new_match
>>> m = new_match("block", players=2, seed=1)
>>> bots = [make_bot("greedy", seed=0), make_bot("ismcts:iterations=50", seed=0)]
>>> while not m.deal.is_over:
...     _ = m.play(bots[m.turn].choose(m.view(m.turn)))
>>> m.deal.result is not None
True
>>> make_bot("minimax")
Traceback (most recent call last):
...
dominohall.errors.OptionError: unknown bot 'minimax'; the bots are random, greedy, ismcts, expert
"""

from __future__ import annotations

from dominohall.bots.base import Bot
from dominohall.bots.expert import ExpertBot
from dominohall.bots.greedy import GreedyBot
from dominohall.bots.ismcts import ROOTS, ISMCTSBot
from dominohall.bots.random_bot import RandomBot
from dominohall.bounded import BoundsError, number_text, whole_text
from dominohall.errors import OptionError

BOTS: dict[str, type[Bot]] = {cls.name: cls for cls in (RandomBot, GreedyBot, ISMCTSBot, ExpertBot)}
MAX_ITERATIONS = 1_000_000
"""The most ``ismcts:iterations=N`` a spec may ask for (about 4 minutes a move): a level is a number
from outside and is bounded like every other (the server caps it far lower)."""
MAX_SECONDS = 600.0
"""The most ``ismcts:seconds=S`` a spec may ask for; ``nan`` and ``inf`` are refused, since a search
told to think for them never ends."""
MAX_WORLDS = 100_000
"""The most ``expert:worlds=N`` a spec may ask for."""
MAX_NODES = 100_000_000
"""The most ``expert:nodes=N`` (positions a world's solve may visit) a spec may ask for."""


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """A bot from its spec (see the module docstring)."""
    name, _, params = spec.strip().partition(":")
    if name not in BOTS:
        raise OptionError(f"unknown bot {name[:40]!r}; the bots are {', '.join(BOTS)}")
    if name == "expert":
        return _make_expert(spec, params, seed)
    if name != "ismcts":
        if params:
            raise OptionError(f"bot {name!r} takes no level (got {params[:40]!r})")
        return BOTS[name](seed)
    iterations: int | None = None
    seconds: float | None = None
    root: str | None = None
    for item in filter(None, params.split(",")):
        key, eq, value = item.partition("=")
        try:
            if key == "iterations" and eq:
                iterations = whole_text(value, "ismcts:iterations", 1, MAX_ITERATIONS)
            elif key == "seconds" and eq:
                seconds = number_text(value, "ismcts:seconds", 0.0, MAX_SECONDS, low_open=True)
            elif key == "root" and value in ROOTS:
                root = value
            else:
                raise ValueError
        except BoundsError as exc:
            raise OptionError(f"{exc} (in {spec[:60]!r})") from None
        except ValueError:
            raise OptionError(
                "ismcts levels are written ismcts:iterations=N or ismcts:seconds=S, and its root"
                f" ismcts:root={'|'.join(ROOTS)}, not {spec[:60]!r}"
            ) from None
    try:
        return ISMCTSBot(seed, iterations=iterations, seconds=seconds, root=root)
    except ValueError as exc:
        raise OptionError(str(exc)) from None


def _make_expert(spec: str, params: str, seed: int | None) -> ExpertBot:
    """An ``expert`` bot from the level part of its spec (``worlds=N``, ``seconds=S``, ``nodes=N``)."""
    worlds: int | None = None
    seconds: float | None = None
    nodes: int | None = None
    for item in filter(None, params.split(",")):
        key, eq, value = item.partition("=")
        try:
            if key == "worlds" and eq:
                worlds = whole_text(value, "expert:worlds", 1, MAX_WORLDS)
            elif key == "seconds" and eq:
                seconds = number_text(value, "expert:seconds", 0.0, MAX_SECONDS, low_open=True)
            elif key == "nodes" and eq:
                nodes = whole_text(value, "expert:nodes", 1, MAX_NODES)
            else:
                raise ValueError
        except BoundsError as exc:
            raise OptionError(f"{exc} (in {spec[:60]!r})") from None
        except ValueError:
            raise OptionError(
                f"expert levels are written expert:worlds=N or expert:seconds=S, and expert:nodes=N, not {spec[:60]!r}"
            ) from None
    return ExpertBot(seed, worlds=worlds, seconds=seconds, nodes=nodes)


__all__ = ["BOTS", "Bot", "ExpertBot", "GreedyBot", "ISMCTSBot", "RandomBot", "make_bot"]
