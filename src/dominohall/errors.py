"""The errors dominohall raises. Each is a ``ValueError``; the object that raised it is unchanged.

Every error carries what it is about as attributes, for programs: ``rule``, the ID of the rule of
RULES.md that the input breaks (``None`` if none does), ``field``, the name of the field, option or
argument at fault (``None`` if it is not about one), and ``reason``, the words alone. Its message,
for people, starts with the rule ID (or, without one, the field):

>>> e = SetupError("a token is held twice", rule="WS-6", field="tokens[1]")
>>> str(e), e.rule, e.field, e.reason
('WS-6: a token is held twice', 'WS-6', 'tokens[1]', 'a token is held twice')
>>> str(OptionError("must be at least 1", field="--jobs"))
'--jobs: must be at least 1'
"""

from __future__ import annotations


class DominohallError(ValueError):
    """Base of every error raised for bad input."""

    def __init__(self, reason: str, *, rule: str | None = None, field: str | None = None) -> None:
        prefix = rule or field
        super().__init__(f"{prefix}: {reason}" if prefix else reason)
        self.reason = reason
        self.rule = rule
        self.field = field
        self.part: tuple[str, int] | None = None
        """Set by :meth:`within` with an index: the list and the index of the item at fault."""
        self.inner: str | None = None
        """Set by :meth:`within`: the message of the error about the part."""

    def within(self, field: str, index: int) -> DominohallError:
        """The same error, as one about item ``index`` of the list ``field`` (``deals[2]: C-1: …``):
        the message gains the item in front, ``field`` names the item, ``rule`` stays, and ``part``
        and ``inner`` keep the index and the message about the part apart."""
        outer = DominohallError.__new__(type(self))
        DominohallError.__init__(outer, str(self), field=f"{field}[{index}]")
        outer.rule = self.rule
        outer.part = (field, index)
        outer.inner = str(self)
        return outer


class NotationError(DominohallError):
    """Text that is not a move or tile in the notation of RULES.md (N, C-1)."""


class IllegalMoveError(DominohallError):
    """A move that the rules do not allow now. ``rule`` is the ID of the rule it breaks."""

    rule: str

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(reason, rule=rule)


class OptionError(DominohallError):
    """An unknown variant, a bad player count or a bad option value."""


class SetupError(DominohallError):
    """An explicit deal or match state that is inconsistent (a tile twice, a missing tile, ...)."""


class RecordError(DominohallError):
    """A malformed or tampered game record; the message names the line or field at fault."""


def os_error_text(exc: OSError) -> str:
    """An operating system error for people: ``game.json: No such file or directory`` rather than
    Python's ``[Errno 2] No such file or directory: 'game.json'``."""
    if exc.strerror and exc.filename is not None:
        return f"{exc.filename}: {exc.strerror}"
    return exc.strerror or str(exc)


def error_text(exc: DominohallError) -> str:
    """An error's message for people: as :class:`DominohallError` writes it (rule or field first),
    but without a field name the reason says already (``variant: unknown variant 'x'``)."""
    if exc.rule is None and exc.field and exc.field in exc.reason:
        return exc.reason
    return str(exc)
