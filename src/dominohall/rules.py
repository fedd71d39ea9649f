"""The static spec of a game: a variant with its player count and options, checked (OpenSpiel's
"game", apart from any state).

>>> from dominohall import rules_for
>>> r = rules_for("twins", 3, {"target": 50})
>>> r.variant, r.players, r.options["target"], r.set_max
('twins', 3, 50, 6)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dominohall.errors import OptionError
from dominohall.options import OptionValue, check_options
from dominohall.tiles import FULL_SET, PIP_MASKS, TileSet

if TYPE_CHECKING:
    from dominohall.deal import Deal


@dataclass(frozen=True, slots=True)
class Rules:
    """A variant with its player count and options, checked: the static spec of a game
    (OpenSpiel's "game", apart from any state). Build it with :func:`dominohall.rules_for`."""

    deal_class: type[Deal]
    players: int
    options: Mapping[str, OptionValue]
    set_max: int = field(init=False, compare=False, repr=False)
    """The highest number of the set in use (C-1)."""
    full_set: TileSet = field(init=False, compare=False, repr=False)
    """Every tile of the set in use (worked out once: dealing and views ask for it all the time)."""
    pip_mask: tuple[TileSet, ...] = field(init=False, compare=False, repr=False)
    """The tiles of the set in use that show each number (:data:`dominohall.tiles.PIP_MASKS`)."""

    def __post_init__(self) -> None:
        value = self.options.get("set", 6)
        top = value if isinstance(value, int) and not isinstance(value, bool) else 6
        object.__setattr__(self, "set_max", top)
        object.__setattr__(self, "full_set", FULL_SET[top])
        object.__setattr__(self, "pip_mask", PIP_MASKS[top])

    @property
    def variant(self) -> str:
        return self.deal_class.name

    def option(self, name: str) -> Any:
        return self.options[name]

    def __hash__(self) -> int:
        return hash((self.deal_class, self.players, tuple(sorted(self.options.items()))))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Rules)
            and other.deal_class is self.deal_class
            and other.players == self.players
            and dict(other.options) == dict(self.options)
        )


def player_counts(cls: type[Deal], most: int) -> range:
    """The legal player counts of a variant, up to ``most`` where it has no upper bound (Twins, for
    tables of measurements over every count).

    >>> from dominohall.variants import VARIANTS
    >>> list(player_counts(VARIANTS["white-snake"], 6)), list(player_counts(VARIANTS["twins"], 6))
    ([5, 6], [2, 3, 4, 5, 6])
    """
    top = cls.max_players if cls.max_players is not None else most
    return range(cls.min_players, top + 1)


def check_players(cls: type[Deal], players: int) -> None:
    top = cls.max_players
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or players < cls.min_players
        or (top is not None and players > top)
    ):
        allowed = f"{cls.min_players} to {top}" if top is not None else f"{cls.min_players} or more"
        raise OptionError(
            f"{cls.name} is played by {allowed} players, not {players!r}", rule=f"{cls.rule_prefix}-1", field="players"
        )


def make_rules(cls: type[Deal], players: int, options: Mapping[str, object]) -> Rules:
    check_players(cls, players)
    checked = check_options(cls.name, cls.option_specs, options)
    cls.check_rules(players, checked)
    return Rules(cls, players, checked)
