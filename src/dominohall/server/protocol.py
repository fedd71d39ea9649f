"""The table protocol's messages (docs/protocol.md), parsed and checked: pure functions, no I/O.

A client message is text of at most :data:`MAX_MESSAGE` bytes holding one JSON object with a
``type``; each type has exactly the fields the protocol gives it (any other field is refused, so a
client cannot believe it chose, say, the seat it plays for). Anything else raises a
:class:`ProtocolError` whose ``code`` is one of docs/protocol.md's error codes and whose ``field``
names the field at fault.

>>> parse_message('{"type": "move", "move": "2-5@TL", "seq": 4}')
MoveMessage(move=Move.from_str('2-5@TL'), seq=4)
>>> parse_message('{"type": "chat", "phrase": "hello"}')
ChatMessage(phrase='hello')
>>> try:
...     parse_message('{"type": "move", "move": "2-5@Q", "seq": 1}')
... except ProtocolError as exc:
...     print(exc.code, exc.field, exc.rule)
bad_message move N
>>> parse_message("[1]")
Traceback (most recent call last):
...
dominohall.server.protocol.ProtocolError: bad_message: a message is one JSON object with a "type"
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Final

from dominohall import variant_class
from dominohall.bots import make_bot
from dominohall.deal import Deal, check_players
from dominohall.errors import DominohallError, NotationError
from dominohall.moves import Move
from dominohall.options import OptionValue, check_options

MAX_MESSAGE: Final = 4096
"""Bytes of one client WebSocket message (docs/protocol.md: ``too_large`` over 4 KiB)."""
MAX_BODY: Final = 16384
"""Bytes of one HTTP request body (creating a table)."""
PHRASES: Final = ("hello", "good_luck", "well_played", "thanks", "oops", "hurry", "bye")
"""Quick chat: the only things a seat can say (no free text, so nothing to moderate)."""
MAX_PLAYERS: Final = 10
"""Twins has no upper bound of its own; a table of more than ten seats is refused."""
TIMER_RANGE: Final = (1.0, 3600.0)
"""Seconds a turn timer may be set to."""
MAX_NAME: Final = 60
MAX_ISMCTS_ITERATIONS: Final = 5000
MAX_ISMCTS_SECONDS: Final = 2.0
"""Bot levels are capped: one table must not be able to hold a core for long on each move."""


class ProtocolError(Exception):
    """Bad input: ``code`` (docs/protocol.md), a message for people, the RULES.md ``rule`` broken (if
    any) and the message ``field`` at fault (if any)."""

    def __init__(self, code: str, message: str, *, field: str | None = None, rule: str | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.field = field
        self.rule = rule

    def to_json(self) -> dict[str, Any]:
        """The ``error`` message (WebSocket) or body (HTTP)."""
        return {"type": "error", "code": self.code, "message": self.message, "rule": self.rule, "field": self.field}


# ---- WebSocket messages -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HelloMessage:
    token: str | None


@dataclass(frozen=True, slots=True)
class MoveMessage:
    move: Move
    seq: int


@dataclass(frozen=True, slots=True)
class UndoMessage:
    seq: int


@dataclass(frozen=True, slots=True)
class ChatMessage:
    phrase: str


@dataclass(frozen=True, slots=True)
class TakeoverMessage:
    seat: int


@dataclass(frozen=True, slots=True)
class PingMessage:
    pass


ClientMessage = HelloMessage | MoveMessage | UndoMessage | ChatMessage | TakeoverMessage | PingMessage

FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "hello": ("token",),
    "move": ("move", "seq"),
    "undo": ("seq",),
    "chat": ("phrase",),
    "takeover": ("seat",),
    "ping": (),
}
"""Each message type and its fields (besides ``type``)."""


def _whole(data: dict[str, Any], name: str) -> int:
    value = data[name]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ProtocolError("bad_message", f"{name} must be a whole number >= 0, not {value!r}", field=name)
    return value


def parse_message(raw: str | bytes) -> ClientMessage:
    """One client message, checked (see the module docstring)."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE:
        raise ProtocolError("too_large", f"a message may hold {MAX_MESSAGE} bytes, this one holds {size}")
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ProtocolError("bad_json", f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", 'a message is one JSON object with a "type"')
    if "type" not in data:
        raise ProtocolError("bad_message", 'the field "type" is missing', field="type")
    kind = data["type"]
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", f'"type" must be a string, not {kind!r}', field="type")
    if kind not in FIELDS:
        raise ProtocolError(
            "unknown_type", f"unknown message type {kind[:40]!r}; the types are {', '.join(FIELDS)}", field="type"
        )
    wanted = FIELDS[kind]
    for name in data:
        if name != "type" and name not in wanted:
            fields = ", ".join(wanted) or "none besides type"
            raise ProtocolError(
                "bad_message", f"{kind} has no field {name[:40]!r} (its fields: {fields})", field=name[:40]
            )
    for name in wanted:
        if name not in data:
            raise ProtocolError("bad_message", f"{kind} needs the field {name!r}", field=name)
    if kind == "hello":
        token = data["token"]
        if token is not None and (not isinstance(token, str) or not 0 < len(token) <= 100):
            raise ProtocolError("bad_message", "token must be a seat's token (a string) or null", field="token")
        return HelloMessage(token)
    if kind == "move":
        text = data["move"]
        if not isinstance(text, str):
            raise ProtocolError("bad_message", f"move must be a string in the notation, not {text!r}", field="move")
        seq = _whole(data, "seq")
        try:
            move = Move.from_str(text)
        except NotationError as exc:
            raise ProtocolError("bad_message", str(exc), field="move", rule="N") from None
        return MoveMessage(move, seq)
    if kind == "undo":
        return UndoMessage(_whole(data, "seq"))
    if kind == "chat":
        phrase = data["phrase"]
        if phrase not in PHRASES:
            raise ProtocolError(
                "bad_message", f"phrase must be one of {', '.join(PHRASES)}, not {phrase!r:.40}", field="phrase"
            )
        return ChatMessage(phrase)
    if kind == "takeover":
        return TakeoverMessage(_whole(data, "seat"))
    return PingMessage()


# ---- creating a table (HTTP) --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatRequest:
    kind: str
    """``human`` or ``bot``."""
    bot: str | None = None


@dataclass(frozen=True, slots=True)
class TableRequest:
    """A checked ``POST /api/tables`` body."""

    variant: str
    players: int
    options: dict[str, OptionValue] = field(default_factory=dict)
    seats: tuple[SeatRequest, ...] = ()
    timer: float | None = None
    name: str = ""
    seed: int | None = None
    """The match's seed (C-3): the same seed, variant, players and options deal the same tiles (for
    playing the same deals again, or at several tables); ``None``: a secret random one."""


TABLE_FIELDS: Final = ("variant", "players", "options", "seats", "timer", "name", "seed")
MAX_SEED: Final = 2**63 - 1


def check_bot(spec: object, where: str) -> str:
    """A bot spec a table may use (``random``, ``greedy``, ``ismcts``, ``ismcts:iterations=N``,
    ``ismcts:seconds=S``), within the caps above."""
    if not isinstance(spec, str) or not spec.strip():
        raise ProtocolError("bad_message", "a bot is named by its spec, e.g. greedy or ismcts", field=where)
    spec = spec.strip()
    try:
        bot = make_bot(spec, 0)
    except DominohallError as exc:
        raise ProtocolError("bad_message", str(exc), field=where) from None
    iterations = getattr(bot, "iterations", None)
    seconds = getattr(bot, "seconds", None)
    if (iterations is not None and iterations > MAX_ISMCTS_ITERATIONS) or (
        seconds is not None and seconds > MAX_ISMCTS_SECONDS
    ):
        raise ProtocolError(
            "bad_message",
            f"bots here think at most {MAX_ISMCTS_ITERATIONS} iterations or {MAX_ISMCTS_SECONDS} seconds a move",
            field=where,
        )
    return spec


def _check_options(cls: type[Deal], players: int, given: object) -> dict[str, OptionValue]:
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise ProtocolError("bad_message", "options is an object of option names and values", field="options")
    specs = {o.name: o for o in cls.option_specs}
    for name, value in given.items():
        where = f"options.{name[:40]}"
        if name not in specs:
            allowed = ", ".join(specs) or "none"
            raise ProtocolError(
                "bad_message", f"{cls.name} has no option {name!r:.40} (its options: {allowed})", field=where
            )
        try:
            specs[name].check(cls.name, value)
        except DominohallError as exc:
            raise ProtocolError("bad_message", str(exc), field=where, rule=specs[name].rule) from None
    try:
        checked = check_options(cls.name, cls.option_specs, given)
        cls.check_rules(players, checked)
    except DominohallError as exc:
        # An option that is wrong only together with the player count (TW-1's hand_size).
        named = exc.field if exc.field in specs else None
        raise ProtocolError(
            "bad_message", str(exc), field=f"options.{named}" if named else "options", rule=exc.rule or ""
        ) from None
    return {k: v for k, v in checked.items() if k in given}


def parse_table_request(data: object) -> TableRequest:
    """A ``POST /api/tables`` body, checked field by field (errors name the field)."""
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "the body is a JSON object")
    for name in data:
        if name not in TABLE_FIELDS:
            raise ProtocolError(
                "bad_message", f"unknown field {name!r:.40} (fields: {', '.join(TABLE_FIELDS)})", field=str(name)[:40]
            )
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise ProtocolError("bad_message", "variant must be a variant's name", field="variant")
    try:
        cls = variant_class(variant)
    except DominohallError as exc:
        raise ProtocolError("bad_message", str(exc), field="variant") from None
    players = data.get("players", cls.min_players)
    try:
        check_players(cls, players)
    except DominohallError as exc:
        raise ProtocolError("bad_message", str(exc), field="players", rule=exc.rule or "") from None
    if players > MAX_PLAYERS:
        raise ProtocolError("bad_message", f"a table seats at most {MAX_PLAYERS} players", field="players")
    options = _check_options(cls, players, data.get("options"))
    raw_seats = data.get("seats")
    if raw_seats is None:
        raw_seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * (players - 1)
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        raise ProtocolError("bad_message", f"seats must be a list of {players} seats", field="seats")
    seats: list[SeatRequest] = []
    for i, raw in enumerate(raw_seats):
        where = f"seats[{i}]"
        if not isinstance(raw, dict) or raw.get("kind") not in ("human", "bot"):
            raise ProtocolError(
                "bad_message", 'a seat is {"kind": "human"} or {"kind": "bot", "bot": spec}', field=where
            )
        extra = set(raw) - {"kind", "bot"}
        if extra:
            raise ProtocolError("bad_message", f"a seat has no field {sorted(extra)[0]!r:.40}", field=where)
        if raw["kind"] == "human":
            if raw.get("bot") is not None:
                raise ProtocolError("bad_message", "a human seat has no bot", field=f"{where}.bot")
            seats.append(SeatRequest("human"))
        else:
            seats.append(SeatRequest("bot", check_bot(raw.get("bot", "greedy"), f"{where}.bot")))
    timer = data.get("timer")
    if timer is not None:
        low, high = TIMER_RANGE
        if (
            isinstance(timer, bool)
            or not isinstance(timer, int | float)
            or not math.isfinite(timer)
            or not low <= timer <= high
        ):
            raise ProtocolError("bad_message", f"timer is null (off) or {low:g} to {high:g} seconds", field="timer")
        timer = float(timer)
    name = data.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME or not name.isprintable():
        raise ProtocolError("bad_message", f"name is printable text of at most {MAX_NAME} characters", field="name")
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED):
        raise ProtocolError("bad_message", f"seed is null (random) or a whole number 0 to {MAX_SEED}", field="seed")
    return TableRequest(cls.name, players, options, tuple(seats), timer, name.strip(), seed)
