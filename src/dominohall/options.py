"""House rules: the options a variant takes, with their defaults and checks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from dominohall.errors import OptionError

OptionValue = int | bool | None
OptionKind = Literal["bool", "int", "choice"]


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

    def check(self, variant: str, value: object) -> OptionValue:
        """The value, checked; raise :class:`OptionError` saying what is allowed."""
        if value is None and self.nullable:
            return None
        where = f"option {self.name!r} of {variant}"
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise OptionError(f"{where} must be true or false, not {value!r}", rule=self.rule, field=self.name)
        if (
            isinstance(value, bool)
            or not isinstance(value, int)
            or (self.kind == "choice" and value not in self.choices)
            or (self.kind == "int" and value < self.minimum)
        ):
            raise OptionError(f"{where} must be {self.allowed()}, not {value!r}", rule=self.rule, field=self.name)
        return value

    def allowed(self) -> str:
        """What the option accepts, in words."""
        if self.kind == "bool":
            text = "true or false"
        elif self.kind == "choice":
            text = "one of " + ", ".join(map(str, self.choices))
        else:
            text = f"a whole number >= {self.minimum}"
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
        value = int(raw)
    else:
        raise OptionError(f"option {name.strip()!r}: {raw!r} is not true, false, none or a number", field=name.strip())
    return name.strip().replace("-", "_"), value
