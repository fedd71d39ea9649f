"""The table protocol's messages (docs/protocol.md), parsed and checked: pure functions, no I/O.

A client message is text of at most :data:`MAX_MESSAGE` bytes holding one JSON object with a
``type``; each type has exactly the fields the protocol gives it (any other field is refused, so a
client cannot believe it chose, say, the seat it plays for). Anything else raises a
:class:`ProtocolError` whose ``code`` is one of docs/protocol.md's error codes and whose ``field``
names the field at fault.

>>> parse_message('{"type": "move", "move": "2-5@TL", "seq": 4}')
MoveMessage(move=Move.from_str('2-5@TL'), seq=4)
>>> parse_message('{"type": "chat", "phrase": "hello"}')
ChatMessage(phrase='hello', text=None)
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
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Final

from dominohall import variant_class
from dominohall.bots import make_bot
from dominohall.bounded import MAX_DIGITS, BoundsError, number, whole
from dominohall.deal import Deal, check_players
from dominohall.errors import DominohallError, NotationError
from dominohall.i18n import Phrase
from dominohall.moves import Move
from dominohall.options import OptionValue, check_options

MAX_MESSAGE: Final = 4096
"""Bytes of one client WebSocket message (docs/protocol.md: ``too_large`` over 4 KiB)."""
MAX_BODY: Final = 16384
"""Bytes of one HTTP request body (creating a table)."""
PHRASES: Final = ("hello", "good_luck", "well_played", "thanks", "oops", "hurry", "bye")
"""Quick chat: what anyone at a seat can say (free ``text`` is for signed-in accounts: server/chat.py)."""
MAX_PLAYERS: Final = 10
"""Twins has no upper bound of its own; a table of more than ten seats is refused."""
TIMER_RANGE: Final = (1.0, 3600.0)
"""Seconds a turn timer may be set to."""
PACE_HOURS: Final = (1, 14 * 24)
BOTS_AFTER: Final = (10.0, 3600.0)
"""Seconds a live table may wait for its people before bots take the seats still free (``bots_after``)."""
"""Hours a move may take at a turn-based table: an hour to fourteen days."""
MAX_NAME: Final = 60
MAX_ISMCTS_ITERATIONS: Final = 5000
MAX_ISMCTS_SECONDS: Final = 2.0
"""Bot levels are capped: one table must not be able to hold a core for long on each move."""
MAX_DEPTH: Final = 16
"""How deeply arrays and objects may nest in a message or a body (the protocol needs 3): deeper JSON
is refused before it is parsed, so that no input reaches the parser's recursion limit."""
MAX_SEQ: Final = 2**31 - 1
"""The largest ``seq`` (and seat) a message may quote: far beyond any table, small enough to compare
at no cost."""
TOKEN: Final = re.compile(r"[A-Za-z0-9_-]{1,100}")
"""What a seat's token may look like (``secrets.token_urlsafe``): anything else is refused before it
is hashed, so that no text (a lone surrogate, say) reaches the encoder."""


def _clean(text: str) -> str:
    """Text that can always be encoded as UTF-8 (a lone surrogate from the input is escaped): an
    error message quoting bad input must not fail to be sent."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class ProtocolError(Exception):
    """Bad input: ``code`` (docs/protocol.md), a message for people, the RULES.md ``rule`` broken (if
    any) and the message ``field`` at fault (if any)."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        field: str | None = None,
        rule: str | None = None,
        retry_after: float | None = None,
        move: str | None = None,
    ) -> None:
        message = _clean(message)
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.field = None if field is None else _clean(field)
        self.rule = rule
        self.retry_after = None if retry_after is None else max(1, math.ceil(retry_after))
        """Whole seconds to wait before trying again (a limit was reached: ``rate_limited``,
        ``too_many``, ``busy``); ``None`` otherwise."""
        self.move = move
        """A refused move: the move as sent (not always notation), which :attr:`why` explains."""
        self.why: Phrase | None = None
        """A refused move: why, in a sentence for the player, from the seat's view
        (:meth:`dominohall.server.table.Table.refusal`)."""

    def to_json(self) -> dict[str, Any]:
        """The ``error`` message (WebSocket) or body (HTTP)."""
        out: dict[str, Any] = {
            "type": "error",
            "code": self.code,
            "message": self.message,
            "rule": self.rule,
            "field": self.field,
        }
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        if self.why is not None:
            out["why"] = self.why.json()
        return out


# ---- WebSocket messages -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HelloMessage:
    token: str | None
    name: str | None = None
    """The nickname the person goes by (optional; sanitized by :func:`clean_name`)."""
    delta: bool = False
    """The client applies ``delta`` messages (server/delta.py): after its first ``state`` it gets
    only what changed."""


@dataclass(frozen=True, slots=True)
class MoveMessage:
    move: Move
    seq: int


@dataclass(frozen=True, slots=True)
class UndoMessage:
    seq: int


@dataclass(frozen=True, slots=True)
class ChatMessage:
    phrase: str | None
    """One of :data:`PHRASES`, or ``None`` for free ``text`` (checked by server/chat.py)."""
    text: str | None = None


@dataclass(frozen=True, slots=True)
class TakeoverMessage:
    seat: int


@dataclass(frozen=True, slots=True)
class ResignMessage:
    """The seat's person gives up: a bot plays the seat out (last place at a rated table)."""


@dataclass(frozen=True, slots=True)
class AbortMessage:
    """Call the table off before anyone's second move: it ends, and nothing is rated."""


@dataclass(frozen=True, slots=True)
class PingMessage:
    pass


@dataclass(frozen=True, slots=True)
class NameMessage:
    name: str


@dataclass(frozen=True, slots=True)
class ReclaimMessage:
    pass


@dataclass(frozen=True, slots=True)
class RematchMessage:
    pass


ClientMessage = (
    HelloMessage
    | MoveMessage
    | UndoMessage
    | ChatMessage
    | TakeoverMessage
    | ResignMessage
    | AbortMessage
    | PingMessage
    | NameMessage
    | ReclaimMessage
    | RematchMessage
)

FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "hello": ("token",),
    "move": ("move", "seq"),
    "undo": ("seq",),
    "chat": (),
    "takeover": ("seat",),
    "resign": (),
    "abort": (),
    "ping": (),
    "name": ("name",),
    "reclaim": (),
    "rematch": (),
}
"""Each message type and its fields (besides ``type``)."""
OPTIONAL: Final[dict[str, tuple[str, ...]]] = {"hello": ("name", "delta"), "chat": ("phrase", "text")}
"""Fields a message may leave out (an older client's hello has neither: it is served as before)."""
MAX_NICK: Final = 24
"""Characters of a person's nickname (badges and logs stay one line)."""


def clean_name(raw: object, where: str = "name") -> str | None:
    """A nickname as shown to everyone: printable characters only (no control, format or private-use
    characters, which could reorder or hide the text around it), runs of spaces made one, at most
    :data:`MAX_NICK` characters; ``None`` for none.

    >>> clean_name("  Ala\u202e  ma \tkota "), clean_name(""), clean_name(None)
    ('Ala ma kota', None, None)
    """
    if raw is None:
        return None
    if not isinstance(raw, str) or len(raw) > 4 * MAX_NICK:
        raise ProtocolError("bad_message", f"{where} is text of at most {MAX_NICK} characters", field=where)
    kept = "".join(ch if ch.isprintable() or ch.isspace() else "" for ch in _clean(raw))
    kept = "".join(ch for ch in kept if unicodedata.category(ch)[0] != "C")
    text = " ".join(kept.split())
    if len(text) > MAX_NICK:
        raise ProtocolError("bad_message", f"{where} is text of at most {MAX_NICK} characters", field=where)
    return text or None


def _whole(data: dict[str, Any], name: str) -> int:
    try:
        return whole(data[name], name, 0, MAX_SEQ)
    except BoundsError as exc:
        raise ProtocolError("bad_message", str(exc), field=name) from None


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number has at most {MAX_DIGITS} digits")
    return int(text)


def _constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number here")


def load_json(raw: str | bytes, limit: int) -> Any:
    """JSON text of at most ``limit`` bytes, parsed with everything an input could make costly
    refused as ``bad_json`` (or ``too_large``): nesting deeper than :data:`MAX_DEPTH`, whole numbers
    of more than :data:`MAX_DIGITS` digits, ``NaN`` and ``Infinity``, bytes that are not UTF-8."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ProtocolError("too_large", f"a message may hold {limit} bytes, this one holds {size}")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        raise ProtocolError("bad_json", f"not JSON: {exc}") from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(text) > MAX_DEPTH:
        raise ProtocolError("bad_json", f"not JSON the protocol speaks: nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text, parse_int=_int, parse_constant=_constant)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise ProtocolError("bad_json", f"not JSON: {str(exc)[:200]}") from None


def _depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count)."""
    deepest = depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def parse_message(raw: str | bytes) -> ClientMessage:
    """One client message, checked (see the module docstring)."""
    data = load_json(raw, MAX_MESSAGE)
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
    optional = OPTIONAL.get(kind, ())
    for name in data:
        if name != "type" and name not in wanted and name not in optional:
            fields = ", ".join(wanted + optional) or "none besides type"
            raise ProtocolError(
                "bad_message", f"{kind} has no field {name[:40]!r} (its fields: {fields})", field=name[:40]
            )
    for name in wanted:
        if name not in data and name not in OPTIONAL.get(kind, ()):
            raise ProtocolError("bad_message", f"{kind} needs the field {name!r}", field=name)
    if kind == "hello":
        token = data["token"]
        if token is not None and (not isinstance(token, str) or not TOKEN.fullmatch(token)):
            raise ProtocolError("bad_message", "token must be a seat's token (a string) or null", field="token")
        delta = data.get("delta", False)
        if not isinstance(delta, bool):
            raise ProtocolError("bad_message", "delta must be true or false", field="delta")
        return HelloMessage(token, clean_name(data.get("name")), delta)
    if kind == "move":
        text = data["move"]
        if not isinstance(text, str):
            raise ProtocolError("bad_message", f"move must be a string in the notation, not {text!r}", field="move")
        seq = _whole(data, "seq")
        try:
            move = Move.from_str(text)
        except NotationError as exc:
            raise ProtocolError("bad_message", str(exc), field="move", rule="N", move=text) from None
        return MoveMessage(move, seq)
    if kind == "undo":
        return UndoMessage(_whole(data, "seq"))
    if kind == "chat":
        if ("phrase" in data) == ("text" in data):
            raise ProtocolError("bad_message", "chat has a phrase or a text (one of them)", field="phrase")
        if "text" in data:
            text = data["text"]
            if not isinstance(text, str):
                raise ProtocolError("bad_message", "text must be a string", field="text")
            return ChatMessage(None, text)
        phrase = data["phrase"]
        if phrase not in PHRASES:
            raise ProtocolError(
                "bad_message", f"phrase must be one of {', '.join(PHRASES)}, not {phrase!r:.40}", field="phrase"
            )
        return ChatMessage(phrase)
    if kind == "takeover":
        return TakeoverMessage(_whole(data, "seat"))
    if kind == "resign":
        return ResignMessage()
    if kind == "abort":
        return AbortMessage()
    if kind == "name":
        name = clean_name(data["name"])
        if name is None:
            raise ProtocolError("bad_message", "name is a nickname: some printable text", field="name")
        return NameMessage(name)
    if kind == "reclaim":
        return ReclaimMessage()
    if kind == "rematch":
        return RematchMessage()
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
    open_seats: bool = False
    """Anyone in the lobby may take a free human seat (not only the people sent its link)."""
    rated: bool = False
    """The match is rated: accounts and bots only (server/accounts.py checks who may sit there)."""
    pace_hours: int | None = None
    """A turn-based table's time for a move, in hours (``None``: a live table). Its people have
    accounts; a seat whose time runs out is played by a bot for that move."""
    bots_after: float | None = None
    """A live table's wait for its people: the human seats still free this many seconds after it
    was made are handed to bots, and the match starts (``None``: it waits for its people)."""
    outside_bots: bool = True
    """Bot accounts (programs through the bot API, server/botapi.py) may sit at the table; ``False``:
    its creator refused them, and no bot account is ever seated there."""


TABLE_FIELDS: Final = (
    "variant",
    "players",
    "options",
    "seats",
    "timer",
    "name",
    "seed",
    "open_seats",
    "rated",
    "pace",
    "bots_after",
    "outside_bots",
)
MAX_SEED: Final = 2**63 - 1


def check_bot(spec: object, where: str) -> str:
    """A bot spec a table may use (``random``, ``greedy``, ``ismcts``, ``ismcts:iterations=N``,
    ``ismcts:seconds=S``, ``expert``, ``expert:worlds=N``, ``expert:seconds=S``), within the caps above
    (and every move within the pool's ``bot_seconds``, which the server sets as each bot's ``time_limit``)."""
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
        try:
            timer = number(timer, "timer", low, high)
        except BoundsError:
            raise ProtocolError(
                "bad_message", f"timer is null (off) or {low:g} to {high:g} seconds", field="timer"
            ) from None
    name = data.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME or not name.isprintable():
        raise ProtocolError("bad_message", f"name is printable text of at most {MAX_NAME} characters", field="name")
    seed = data.get("seed")
    if seed is not None:
        try:
            seed = whole(seed, "seed", 0, MAX_SEED)
        except BoundsError:
            raise ProtocolError(
                "bad_message", f"seed is null (random) or a whole number 0 to {MAX_SEED}", field="seed"
            ) from None
    open_seats = data.get("open_seats", False)
    if not isinstance(open_seats, bool):
        raise ProtocolError("bad_message", "open_seats is true or false", field="open_seats")
    rated = data.get("rated", False)
    if not isinstance(rated, bool):
        raise ProtocolError("bad_message", "rated is true or false", field="rated")
    pace = parse_pace(data.get("pace"))
    if pace is not None:
        if timer is not None:
            raise ProtocolError(
                "bad_message", "a turn-based table's time is its pace's hours: no timer besides", field="timer"
            )
        if not any(s.kind == "human" for s in seats):
            raise ProtocolError("bad_message", "a turn-based table needs a person", field="seats")
    bots_after = parse_bots_after(data.get("bots_after"), rated, pace)
    outside_bots = data.get("outside_bots", True)
    if not isinstance(outside_bots, bool):
        raise ProtocolError("bad_message", "outside_bots is true or false", field="outside_bots")
    return TableRequest(
        cls.name,
        players,
        options,
        tuple(seats),
        timer,
        name.strip(),
        seed,
        open_seats,
        rated,
        pace,
        bots_after,
        outside_bots,
    )


def parse_bots_after(raw: object, rated: bool, pace_hours: int | None) -> float | None:
    """The ``bots_after`` of ``POST /api/tables``: absent or null (the table waits for its people),
    or 10 to 3600 seconds, at a live unrated table: a turn-based table waits days for its people,
    and a rated one seats no bot in a person's place.

    >>> parse_bots_after(300, False, None), parse_bots_after(None, True, 24)
    (300.0, None)
    >>> parse_bots_after(300, True, None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dominohall.server.protocol.ProtocolError: bad_message: bots_after is for unrated tables: ...
    """
    if raw is None:
        return None
    if pace_hours is not None:
        raise ProtocolError(
            "bad_message",
            "a turn-based table waits days for its people: bots_after is for live tables",
            field="bots_after",
        )
    if rated:
        raise ProtocolError(
            "bad_message",
            "bots_after is for unrated tables: a rated one seats no bot in a person's place",
            field="bots_after",
        )
    low, high = BOTS_AFTER
    try:
        return number(raw, "bots_after", low, high)
    except BoundsError:
        raise ProtocolError(
            "bad_message", f"bots_after is null (wait for people) or {low:g} to {high:g} seconds", field="bots_after"
        ) from None


def parse_pace(raw: object) -> int | None:
    """The ``pace`` of ``POST /api/tables``: absent, null or ``{"kind": "live"}`` for a live table,
    ``{"kind": "turn-based", "hours": H}`` (1 to 336) for a turn-based one; the hours, or ``None``.

    >>> parse_pace({"kind": "turn-based", "hours": 24}), parse_pace({"kind": "live"}), parse_pace(None)
    (24, None, None)
    >>> parse_pace({"kind": "turn-based", "hours": 0})
    Traceback (most recent call last):
    ...
    dominohall.server.protocol.ProtocolError: bad_message: pace.hours is a whole number of hours, 1 to 336
    """
    if raw is None:
        return None
    if not isinstance(raw, dict) or raw.get("kind") not in ("live", "turn-based"):
        raise ProtocolError(
            "bad_message", 'pace is {"kind": "live"} or {"kind": "turn-based", "hours": H}', field="pace"
        )
    allowed = {"kind"} if raw["kind"] == "live" else {"kind", "hours", "on_timeout"}
    extra = sorted(set(raw) - allowed)
    if extra:
        raise ProtocolError("bad_message", f"pace has no field {extra[0]!r:.40}", field=f"pace.{extra[0]}"[:40])
    if raw["kind"] == "live":
        return None
    on_timeout = raw.get("on_timeout", "bot")
    if on_timeout != "bot":
        # A skipped turn is no move of the rule book (C-7: a seat passes only when no tile fits, and
        # draws first where the game draws): the bot makes the seat's move instead.
        raise ProtocolError(
            "bad_message",
            "on_timeout is bot: a seat whose time runs out is played by a bot for that move"
            " (a skipped turn is no move of the rules, C-7)",
            field="pace.on_timeout",
            rule="C-7",
        )
    low, high = PACE_HOURS
    try:
        return whole(raw.get("hours"), "pace.hours", low, high)
    except BoundsError:
        raise ProtocolError(
            "bad_message", f"pace.hours is a whole number of hours, {low} to {high}", field="pace.hours"
        ) from None
