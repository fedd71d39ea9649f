"""House rules: the options a variant takes, with their defaults and checks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

from dominohall.bounded import BoundsError, whole, whole_text
from dominohall.errors import OptionError

OptionValue = int | bool | None
OptionKind = Literal["bool", "int", "choice"]

MAXIMA: Final[dict[str, int]] = {
    "target": 1000,
    "losses": 20,
    "max_deals": 100,
    "hand_size": 91,
    "lead_double": 12,
}
"""The largest value of each ``int`` option of the variants, by name, for an :class:`Option` that
sets no ``maximum`` of its own: ten times the default target (a match of about 10 to 40 deals at
most), four times the default losses, 100 White Snake deals, a double-12 set's 91 tiles in a hand and
the double-12 as the lead double. Without them a table of bots given a target of ``10**15`` would
play, and write a row a move, for ever."""


@dataclass(frozen=True, slots=True)
class Option:
    """One named option of a variant (a rule of RULES.md that players may set)."""

    name: str
    rule: str
    default: OptionValue
    kind: OptionKind
    help: str
    choices: tuple[int, ...] = ()
    minimum: int = 1
    nullable: bool = False
    maximum: int | None = None
    """The largest value of an ``int`` option: every number a table can be given is bounded, since a
    target of ``10**15`` points is a match that never ends (``None`` only for options a size costs
    nothing for); unset, it is :data:`MAXIMA` of the option's name."""

    def __post_init__(self) -> None:
        if self.maximum is None and self.kind == "int" and self.name in MAXIMA:
            object.__setattr__(self, "maximum", MAXIMA[self.name])

    def check(self, variant: str, value: object) -> OptionValue:
        """The value, checked; raise :class:`OptionError` saying what is allowed."""
        if value is None and self.nullable:
            return None
        where = f"option {self.name!r} of {variant}"
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise OptionError(f"{where} must be true or false, not {value!r:.40}", rule=self.rule, field=self.name)
        if self.kind == "choice":
            if isinstance(value, bool) or not isinstance(value, int) or value not in self.choices:
                raise OptionError(
                    f"{where} must be {self.allowed()}, not {value!r:.40}", rule=self.rule, field=self.name
                )
            return value
        try:
            return whole(value, self.name, self.minimum, self.maximum, nullable=self.nullable, where=where)
        except BoundsError as exc:
            raise OptionError(exc.reason, rule=self.rule, field=self.name) from None

    def allowed(self) -> str:
        """What the option accepts, in words."""
        if self.kind == "bool":
            text = "true or false"
        elif self.kind == "choice":
            text = "one of " + ", ".join(map(str, self.choices))
        elif self.maximum is None:
            text = f"a whole number >= {self.minimum}"
        else:
            text = f"a whole number from {self.minimum} to {self.maximum}"
        return text + (" (or none)" if self.nullable else "")


def check_options(variant: str, specs: tuple[Option, ...], given: Mapping[str, object]) -> dict[str, OptionValue]:
    """Every option of a variant, given values checked and the rest at their defaults."""
    known = {o.name: o for o in specs}
    for name in given:
        if name not in known:
            allowed = ", ".join(sorted(known)) or "none"
            raise OptionError(f"{variant} has no option {name!r} (its options: {allowed})", field=str(name))
    return {o.name: o.check(variant, given[o.name]) if o.name in given else o.default for o in specs}


def parse_option_text(text: str) -> tuple[str, OptionValue]:
    """Parse ``name=value`` as typed on a command line (``true``/``false``/``none``/integers)."""
    name, eq, raw = text.partition("=")
    if not eq or not name.strip():
        raise OptionError(f"an option is written name=value, not {text!r}", field="option")
    raw = raw.strip().lower()
    value: OptionValue
    if raw in ("true", "yes", "on"):
        value = True
    elif raw in ("false", "no", "off"):
        value = False
    elif raw in ("none", "null", ""):
        value = None
    elif raw.lstrip("-").isdigit():
        try:
            value = whole_text(raw, name.strip(), -(10**18), 10**18)
        except BoundsError as exc:
            raise OptionError(f"option {exc}") from None
    else:
        raise OptionError(f"option {name.strip()!r}: {raw!r} is not true, false, none or a number", field=name.strip())
    return name.strip().replace("-", "_"), value
