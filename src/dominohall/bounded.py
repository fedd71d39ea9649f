"""Numbers from outside, parsed in one place: every number a person, a client or a setting gives
(bot levels, options, timers, seeds, counts, the columns of the notation) goes through
:func:`whole`, :func:`number`, :func:`whole_text` or :func:`number_text`, which refuse what is not
a finite number in its documented range, naming the field.

Why one place: a number that is not bounded is a resource someone else decides the size of — a
search told to think for ``nan`` seconds never ends, a target of ``10**15`` points never ends a
match, a column of 4,000 digits grows a cache — so each caller states the range, and nothing
reaches ``int()`` or ``float()`` without it.

>>> whole(7, "seq", 0, 100), number(0.5, "seconds", 0.0, 2.0, low_open=True)
(7, 0.5)
>>> whole_text("-3", "column", -99, 99), number_text("1.5", "seconds", 0.0, 2.0)
(-3, 1.5)
>>> number_text("nan", "seconds", 0.0, 2.0)
Traceback (most recent call last):
...
dominohall.bounded.BoundsError: seconds must be a finite number from 0 to 2, not 'nan'
>>> whole_text("9" * 4000, "column", -99, 99)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
dominohall.bounded.BoundsError: column must be a whole number from -99 to 99, not '99999999999999999999...'
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Final

from dominohall.errors import DominohallError

MAX_DIGITS: Final = 20
"""Digits a whole number written as text may have (every range here fits in 19): longer text is
refused before ``int()`` sees it, so its cost never depends on the sender."""
MAX_NUMBER_TEXT: Final = 32
"""Characters a decimal number written as text may have."""
_WHOLE: Final = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")
_DECIMAL: Final = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?")


class BoundsError(DominohallError):
    """A number from outside that is not a finite number in its range; ``field`` names it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def shown(value: object, width: int = 20) -> str:
    """``repr(value)``, cut to ``width`` characters: an error never echoes a huge input."""
    text = repr(value) if not isinstance(value, str) else repr(value[: width + 1])
    if len(text) > width + 2:
        text = text[: width + 1] + "..." + text[-1]
    return text


def whole(
    value: object, field: str, low: int, high: int | None = None, *, nullable: bool = False, where: str | None = None
) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) from ``low`` to ``high`` (``None``: no upper
    bound: only for values whose size costs nothing). The message starts with ``where`` (default:
    the field) and says what is allowed; for a value too small or not a whole number it says
    ``must be a whole number >= LOW``, the wording the engine's option errors always had."""
    label = field if where is None else where
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        suffix = " (or none)" if nullable else ""
        raise BoundsError(field, f"{label} must be a whole number >= {low}{suffix}, not {shown(value)}")
    if high is not None and value > high:
        raise BoundsError(field, f"{label} must be at most {high}, not {shown(value)}")
    return value


def number(value: object, field: str, low: float, high: float, *, low_open: bool = False) -> float:
    """``value`` as a float if it is a finite ``int`` or ``float`` (not a ``bool``) from ``low``
    (excluded with ``low_open``) to ``high``."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or (isinstance(value, float) and not math.isfinite(value))
        or not (low < value if low_open else low <= value)
        or not value <= high
    ):
        raise BoundsError(field, f"{field} must be a finite number {_span(low, high, low_open)}, not {shown(value)}")
    return float(value)


def _span(low: float, high: float, low_open: bool) -> str:
    return f"above {low:g} and at most {high:g}" if low_open else f"from {low:g} to {high:g}"


def whole_text(text: str, field: str, low: int, high: int) -> int:
    """A whole number written as text (an optional sign and at most :data:`MAX_DIGITS` ASCII digits),
    from ``low`` to ``high``."""
    if not isinstance(text, str) or not _WHOLE.fullmatch(text.strip()):
        raise BoundsError(field, f"{field} must be a whole number from {low} to {high}, not {shown(text)}")
    value = int(text.strip())
    if not low <= value <= high:
        raise BoundsError(field, f"{field} must be a whole number from {low} to {high}, not {shown(text)}")
    return value


def number_text(text: str, field: str, low: float, high: float, *, low_open: bool = False) -> float:
    """A decimal number written as text (no ``nan``, ``inf`` or hex; at most
    :data:`MAX_NUMBER_TEXT` characters), finite and from ``low`` (excluded with ``low_open``) to
    ``high``."""
    stripped = text.strip() if isinstance(text, str) else ""
    if len(stripped) > MAX_NUMBER_TEXT or not _DECIMAL.fullmatch(stripped):
        raise BoundsError(field, f"{field} must be a finite number {_span(low, high, low_open)}, not {shown(text)}")
    return number(float(stripped), field, low, high, low_open=low_open)


def number_setting(
    environ: Mapping[str, str], name: str, default: float, low: float, high: float, *, low_open: bool = False
) -> float:
    """The setting ``name`` of ``environ`` (:func:`number_text`, the setting named in the error), or
    ``default`` when it is unset or empty.

    >>> number_setting({}, "LEASE", 4.0, 1.0, 600.0), number_setting({"LEASE": "2"}, "LEASE", 4.0, 1.0, 600.0)
    (4.0, 2.0)
    >>> number_setting({"LEASE": "0.5"}, "LEASE", 4.0, 1.0, 600.0)
    Traceback (most recent call last):
    ...
    dominohall.bounded.BoundsError: LEASE must be a finite number from 1 to 600, not 0.5
    """
    raw = environ.get(name) or ""
    return number_text(raw, name, low, high, low_open=low_open) if raw else default


def whole_setting(environ: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    """The setting ``name`` of ``environ`` (:func:`whole_text`), or ``default`` when it is unset or empty."""
    raw = environ.get(name) or ""
    return whole_text(raw, name, low, high) if raw else default
