"""The errors dominohall raises. Each is a ``ValueError``; each message starts with the rule ID (or the
field) at fault, and the object that raised it is unchanged."""

from __future__ import annotations


class DominohallError(ValueError):
    """Base of every error raised for bad input."""


class NotationError(DominohallError):
    """Text that is not a move or tile in the notation of RULES.md (N, C-1)."""


class IllegalMoveError(DominohallError):
    """A move that the rules do not allow now. ``rule`` is the ID of the rule it breaks."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule


class OptionError(DominohallError):
    """An unknown variant, a bad player count or a bad option value."""


class SetupError(DominohallError):
    """An explicit deal or match state that is inconsistent (a tile twice, a missing tile, ...)."""


class RecordError(DominohallError):
    """A malformed or tampered game record; the message names the line or field at fault."""
