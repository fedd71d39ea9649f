"""dominohall: four regional domino games (White Snake, Sausage, Twins, Maltese Cross) and the
classic Block and Draw, exactly as RULES.md says — for people and for programs.

>>> import dominohall as dh
>>> m = dh.new_match("sausage", players=3, seed=1)
>>> m.turn in range(3), len(m.view(0).hand_counts)
(True, 3)
>>> list(dh.VARIANTS)[:3]  # in the order of RULES.md; a game added comes after these
['white-snake', 'sausage', 'sausage-one-way']
"""

from __future__ import annotations

import copyreg
import dataclasses
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from dominohall import deal as deal_module
from dominohall.deal import Deal
from dominohall.errors import (
    DominohallError,
    IllegalMoveError,
    NotationError,
    OptionError,
    RecordError,
    SetupError,
)
from dominohall.events import DealResult, Ending, Event, MatchResult
from dominohall.match import Match, MatchState
from dominohall.moves import PASS, Move
from dominohall.rules import Rules, make_rules
from dominohall.setup import DealSetup
from dominohall.tiles import Tile, TileSet, parse_tile, tile_name
from dominohall.variants import VARIANTS, VariantInfo, variant_info
from dominohall.views import View

__version__ = "0.1.0"

compiled: bool = not deal_module.__file__.endswith(".py") if deal_module.__file__ else False
"""Whether the engine in use is the compiled build (``DOMINOHALL_MYPYC=1 pip install .``: C extension
modules made by mypyc from the same source) rather than the plain Python source. The engine modules
are compiled together, so one of them tells for all."""


def _pickled_by_fields(obj: Any) -> tuple[Any, ...]:
    return type(obj), tuple(getattr(obj, f.name) for f in dataclasses.fields(obj) if f.init)


if compiled:
    # A compiled frozen dataclass cannot be unpickled field by field (its fields are set through the
    # frozen ``__setattr__``), so every engine value type is pickled as a call of its constructor, as
    # ``copy`` and the worker processes of the simulator and benchmarks need.
    for _module in list(sys.modules.values()):
        if getattr(_module, "__name__", "").startswith("dominohall."):
            for _value in list(vars(_module).values()):
                if (
                    isinstance(_value, type)
                    and _value.__module__ == _module.__name__
                    and dataclasses.is_dataclass(_value)
                ):
                    copyreg.pickle(_value, _pickled_by_fields)


def variant_class(variant: str) -> type[Deal]:
    """The class of a variant by name (``white-snake`` or ``white_snake``)."""
    return VARIANTS[variant_info(variant).name]


def rules_for(variant: str, players: int, options: Mapping[str, object] | None = None) -> Rules:
    """The rules of a variant for ``players`` players with ``options`` (house rules), checked.

    >>> rules_for("twins", 2, {"target": 50}).options["target"]
    50
    >>> rules_for("twins", 9)
    Traceback (most recent call last):
    ...
    dominohall.errors.OptionError: TW-1: with 9 players the option 'hand_size' must be given
    """
    given = options or {}
    try:
        # The types are part of the key: True == 1, but ``target=True`` is refused and ``target=1`` is
        # not. (The options in the order given: another order is another key for the same rules.)
        key = (variant, type(players), players, tuple(given.items()), tuple(map(type, given.values())))
        rules = _RULES.get(key)
    except TypeError:  # a value that is no hashable option value: make_rules says what is wrong
        return make_rules(variant_class(variant), players, given)
    if rules is None:
        rules = make_rules(variant_class(variant), players, given)
        if len(_RULES) < 1024:
            _RULES[key] = rules
    return rules


_RULES: dict[tuple[object, ...], Rules] = {}
"""Rules already checked, by what they were asked with: they are immutable, and a program that starts
a match per deal asks for the same ones again and again. Only accepted rules are kept."""


def new_match(
    variant: str,
    players: int,
    *,
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    deals: Sequence[DealSetup] = (),
    state: MatchState | None = None,
) -> Match:
    """Start a match. ``seed`` fixes every shuffle (a random one is chosen and kept if omitted);
    ``deals`` gives the first deals explicitly; ``state`` starts the match part-way through."""
    return Match(rules_for(variant, players, options), seed, deals, state)


def new_deal(
    variant: str,
    hands: Sequence[Sequence[str]],
    *,
    stock: Sequence[str] = (),
    set_aside: Sequence[str] = (),
    leader: int | None = None,
    options: Mapping[str, object] | None = None,
    number: int = 1,
    tokens: Sequence[str] = (),
) -> Deal:
    """A lone deal from explicit hands (for puzzles, tests and search), checked against the rules.

    >>> d = new_deal("block", [["0-0","0-1","0-2","0-3","0-4","0-5","0-6"],
    ...                        ["1-1","1-2","1-3","1-4","1-5","1-6","2-2"]],
    ...              set_aside=["2-3","2-4","2-5","2-6","3-3","3-4","3-5","3-6","4-4","4-5","4-6",
    ...                         "5-5","5-6","6-6"])
    >>> [str(m) for m in d.legal_moves()][:3]
    ['0-0', '0-1', '0-2']
    """
    rules = rules_for(variant, len(hands), options)
    setup = DealSetup.of(hands, stock, set_aside, leader)
    excluded = DealSetup.of([tokens]).hands[0]
    return rules.deal_class.new(rules, setup, number=number, excluded=excluded)


__all__ = [
    "PASS",
    "VARIANTS",
    "Deal",
    "DealResult",
    "DealSetup",
    "DominohallError",
    "Ending",
    "Event",
    "IllegalMoveError",
    "Match",
    "MatchResult",
    "MatchState",
    "Move",
    "NotationError",
    "OptionError",
    "RecordError",
    "Rules",
    "SetupError",
    "Tile",
    "TileSet",
    "VariantInfo",
    "View",
    "compiled",
    "new_deal",
    "new_match",
    "parse_tile",
    "rules_for",
    "tile_name",
    "variant_class",
    "variant_info",
]
