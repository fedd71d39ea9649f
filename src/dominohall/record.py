"""JSON game records: write a match, read one back, replay it to the identical state.

A record holds the variant, player count, options, seed, the match state it started from, and every
event of the match in order (deals with all hands and the stock order, moves, draws, takes, results).
Reading a record replays its moves on a fresh match and checks that every event comes out exactly as
recorded, so a malformed or tampered record is refused with the field (and line) at fault.

>>> from dominohall import new_match
>>> m = new_match("twins", players=2, seed=11)
>>> while not m.deal.is_over:
...     _ = m.play(m.legal_moves()[0])
>>> text = dumps(m)
>>> again = loads(text)
>>> again.history == m.history and dumps(again) == text
True
>>> loads(text.replace('"version": 2', '"version": 7'))
Traceback (most recent call last):
...
dominohall.errors.RecordError: version (line 3): this reader knows versions 1 to 2, not 7
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dominohall.errors import DominohallError, RecordError
from dominohall.events import (
    DealEnded,
    DealResult,
    Dealt,
    Drew,
    Ending,
    Event,
    Led,
    MatchEnded,
    MatchResult,
    Passed,
    Played,
    Redealt,
    Scored,
    Stole,
    TokenTaken,
    Took,
    WentOut,
)
from dominohall.match import Match, MatchState
from dominohall.moves import Move
from dominohall.rules import check_players, make_rules
from dominohall.setup import DealSetup
from dominohall.tiles import TILE_NAMES, names

FORMAT = "dominohall-record"
VERSION = 2
"""The version written. Version 1 records (whose deals carry White Snake's deal number as ``deal``)
are read too."""
READABLE = (1, 2)
DECISIONS = ("play", "pass", "steal")
"""Events that are a player's choice; every other event follows from them and from the deals."""


# ---- events as JSON ---------------------------------------------------------------------------
def _result_json(r: DealResult) -> dict[str, Any]:
    return {
        "ending": r.ending.value,
        "winners": list(r.winners),
        "losers": list(r.losers),
        "rule": r.rule,
        "pips": list(r.pips),
        "points": list(r.points),
    }


def event_json(e: Event, version: int = VERSION) -> dict[str, Any]:
    """One event as a JSON object (see the README for the fields of each kind). ``version`` 1 writes
    what records of version 1 held: there a deal's ``deal`` was White Snake's deal number (1 elsewhere);
    from version 2 it is the count of deals dealt, and ``number`` is the deal number."""
    out: dict[str, Any] = {"event": e.kind}
    match e:
        case Dealt(count=count, number=number, source=source, setup=s):
            assert s is not None
            out.update(deal=count, number=number) if version >= 2 else out.update(deal=number)
            out.update(
                source=source,
                hands=[names(h) for h in s.hands],
                stock=[TILE_NAMES[t] for t in s.stock],
                set_aside=names(s.set_aside),
            )
            if s.leader is not None:
                out["leader"] = s.leader
        case Redealt(count=count, number=number, rule=rule):
            out.update(deal=count, number=number, rule=rule) if version >= 2 else out.update(deal=number, rule=rule)
        case Led(seat=seat, due=due):
            out["seat"] = seat
            if due is not None:
                out["due"] = due
        case Played(seat=seat, move=move):
            out.update(seat=seat, move=str(move))
        case Scored(seat=seat, points=points, rule=rule):
            out.update(seat=seat, points=points, rule=rule)
        case Stole(seat=seat, move=move, victim=victim):
            out.update(seat=seat, move=str(move))
            out["from"] = victim
        case Passed(seat=seat) | WentOut(seat=seat):
            out["seat"] = seat
        case Drew(seat=seat, tiles=tiles) | Took(seat=seat, tiles=tiles):
            out.update(seat=seat, tiles=[TILE_NAMES[t] if t >= 0 else "?" for t in tiles])
        case TokenTaken(seat=seat, tile=tile):
            out.update(seat=seat, tile=TILE_NAMES[tile])
        case DealEnded(result=result):
            out.update(_result_json(result))
        case MatchEnded(result=mr):
            out.update(winners=list(mr.winners), losers=list(mr.losers), ranking=list(mr.ranking), rule=mr.rule)
    return out


def event_text(e: Event) -> str:
    """One event in words, for people (``dominohall replay``)."""
    match e:
        case Dealt(count=count, source=source):
            return f"deal {count} dealt ({'given' if source == 'given' else 'shuffled'})"
        case Redealt(count=count, rule=rule):
            return f"nobody can lead deal {count}: dealt again ({rule})"
        case Led(seat=seat, due=due):
            passed = f" (seat {due} holds no double)" if due is not None else ""
            return f"seat {seat} leads{passed}"
        case Played(seat=seat, move=move):
            return f"seat {seat} plays {move}"
        case Scored(seat=seat, points=points, rule=rule):
            return f"seat {seat} scores {points} ({rule})"
        case Passed(seat=seat):
            return f"seat {seat} passes"
        case Drew(seat=seat, tiles=tiles):
            return f"seat {seat} draws {len(tiles)}: {' '.join(TILE_NAMES[t] for t in tiles)}"
        case Took(seat=seat, tiles=tiles):
            return f"seat {seat} takes {len(tiles)} cut tiles: {' '.join(TILE_NAMES[t] for t in tiles)}"
        case WentOut(seat=seat):
            return f"seat {seat} has no tiles left"
        case TokenTaken(seat=seat, tile=tile):
            return f"seat {seat} takes the token {TILE_NAMES[tile]}"
        case Stole(seat=seat, move=move, victim=victim):
            return f"seat {seat} steals {move.tile_name} from seat {victim}"
        case DealEnded(result=r):
            who = f"winners {list(r.winners)}" if r.winners else "no winner"
            lost = f", losers {list(r.losers)}" if r.losers and r.ending is not Ending.VOID else ""
            scored = f", points {list(r.points)}" if any(r.points) else ""
            return f"deal over by {r.ending.value} ({r.rule}): {who}{lost}{scored}, pips left {list(r.pips)}"
        case MatchEnded(result=mr):
            return f"match over ({mr.rule}): winners {list(mr.winners)}, ranking {list(mr.ranking)}"
    return e.kind  # pragma: no cover - every kind is matched above


# ---- writing ----------------------------------------------------------------------------------
def record_of(
    match: Match,
    bots: Sequence[str | None] | None = None,
    *,
    earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
    lang: str | None = None,
) -> dict[str, Any]:
    """A match as a JSON-ready record. ``bots``, if given, is each seat's bot spec (``None`` for a
    person), written as the optional field ``bots`` so that a game goes on against the same bots.
    ``earlier_bots`` (the optional field of the same name) says which bots made the first moves of a
    game whose bots were changed on the way (``--resume --bots``): each ``(until, bots)`` made the
    decisions before decision number ``until`` not made by an earlier entry, ``bots`` the rest; ``lang``
    (the field ``lang``) is the language the game was played in."""
    out = {
        "format": FORMAT,
        "version": VERSION,
        "variant": match.variant.name,
        "players": match.n,
        "options": dict(match.rules.options),
        "seed": match.seed,
        "start": _state_json(match.start_state),
    }
    if bots is not None:
        if len(bots) != match.n:
            raise ValueError(f"bots: one entry per seat ({match.n}) is needed, not {len(bots)}")
        out["bots"] = list(bots)
    if earlier_bots:
        out["earlier_bots"] = [{"until": until, "bots": list(specs)} for until, specs in earlier_bots]
    if lang is not None:
        out["lang"] = lang
    out["events"] = [event_json(e) for e in match.history]
    return out


def _state_json(state: MatchState | None) -> dict[str, Any] | None:
    if state is None:
        return None
    out: dict[str, Any] = {"deal_number": state.deal_number}
    if state.deals_dealt is not None:
        out["deals_dealt"] = state.deals_dealt
    if state.tokens is not None:
        out["tokens"] = [list(t) for t in state.tokens]
    for field in ("scores", "marks"):
        value = getattr(state, field)
        if value is not None:
            out[field] = list(value)
    if state.leader is not None:
        out["leader"] = state.leader
    return out


def dumps(
    match: Match,
    bots: Sequence[str | None] | None = None,
    *,
    earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
    lang: str | None = None,
) -> str:
    """A match as record text: JSON with one event per line (the rest: see :func:`record_of`)."""
    data = record_of(match, bots, earlier_bots=earlier_bots, lang=lang)
    events = data.pop("events")
    head = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in data.items())
    body = ",\n".join(f"    {json.dumps(e)}" for e in events)
    return f'{{\n{head},\n  "events": [\n{body}\n  ]\n}}\n' if events else f'{{\n{head},\n  "events": []\n}}\n'


# ---- reading ----------------------------------------------------------------------------------
def _about(field: str, exc: Exception) -> RecordError:
    """A record error at ``field`` for what reading it raised; a rule the cause names stays its ``rule``."""
    error = RecordError(str(exc), field=field)
    error.rule = getattr(exc, "rule", None)
    return error


class _Lines:
    """Line numbers of the top-level fields and of the events in a record text, where it has the
    layout :func:`dumps` writes (one event per line); otherwise no line numbers are given."""

    def __init__(self, text: str) -> None:
        self.fields: dict[str, int] = {}
        self.events: list[int] = []
        in_events = False
        for number, line in enumerate(text.splitlines(), 1):
            stripped = line.strip()
            if in_events and stripped.startswith("{"):
                self.events.append(number)
                continue
            m = re.match(r'\s*"(\w+)"\s*:', line)
            if m and not in_events:
                self.fields[m.group(1)] = number
                in_events = m.group(1) == "events"

    def field(self, name: str) -> str:
        line = self.fields.get(name)
        return f"{name} (line {line})" if line else name

    def event(self, index: int, key: str = "") -> str:
        where = f"events[{index}]" + (f".{key}" if key else "")
        if index < len(self.events):
            return f"{where} (line {self.events[index]})"
        return where


def loads(text: str) -> Match:
    """Read a record and replay it; the match returned is in the recorded state.

    Raises :class:`RecordError` naming the line or field at fault."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"line {exc.lineno} column {exc.colno}: not JSON ({exc.msg})") from None
    return replay(data, _Lines(text))


def load(path: str) -> Match:
    """Read a record file and replay it."""
    with open(path, encoding="utf-8") as f:
        return loads(f.read())


@dataclass(frozen=True)
class SavedGame:
    """A game saved by the terminal: the match, and what the terminal keeps with it (optional fields,
    absent from records written by other programs and from older ones)."""

    match: Match
    bots: list[str | None] | None
    """Each seat's bot spec (``None`` for a person), or ``None`` if the record names none."""
    earlier_bots: list[tuple[int, list[str | None]]]
    """The bots that made the first decisions, where the bots were changed (see :func:`record_of`)."""
    lang: str | None
    """The language the game was played in."""


def loads_saved(text: str) -> SavedGame:
    """Read a record and replay it, with the terminal's fields (see :class:`SavedGame`); each is
    checked, and a bad one refused with its line."""
    from dominohall.i18n import LANGUAGES

    match = loads(text)
    data = json.loads(text)
    lines = _Lines(text)
    bots = _read_bots(data.get("bots"), match.n, lines.field("bots"))
    decisions = sum(1 for e in match.history if e.kind in DECISIONS)
    earlier: list[tuple[int, list[str | None]]] = []
    raw = data.get("earlier_bots", [])
    where = lines.field("earlier_bots")
    if not isinstance(raw, list):
        raise RecordError(f"a list of {{until, bots}} objects is needed, not {raw!r}", field=where)
    for item in raw:
        until = item.get("until") if isinstance(item, dict) else None
        last = earlier[-1][0] if earlier else 0
        if not isinstance(until, int) or isinstance(until, bool) or not last <= until <= decisions:
            raise RecordError(f"'until' must be a decision count {last} to {decisions}, not {until!r}", field=where)
        specs = _read_bots(item.get("bots"), match.n, where)
        assert specs is not None
        earlier.append((until, specs))
    lang = data.get("lang")
    if lang is not None and lang not in LANGUAGES:
        raise RecordError(f"a language of {', '.join(LANGUAGES)} is needed, not {lang!r}", field=lines.field("lang"))
    return SavedGame(match, bots, earlier, lang)


def _read_bots(raw: Any, n: int, where: str) -> list[str | None] | None:
    if raw is None:
        return None
    if (
        not isinstance(raw, list)
        or len(raw) != n
        or not all(b is None or (isinstance(b, str) and b.strip()) for b in raw)
    ):
        raise RecordError(f"{where}: one bot spec or null per seat ({n}) is needed, not {raw!r}")
    return list(raw)


def loads_game(text: str) -> tuple[Match, list[str | None] | None]:
    """Read a record and replay it, with the seats' bots it names (``None`` if it names none: records
    written by programs other than the terminal game, and every record before the field existed).

    >>> from dominohall import new_match
    >>> m = new_match("block", players=2, seed=1)
    >>> loads_game(dumps(m, bots=[None, "ismcts:iterations=200"]))[1]
    [None, 'ismcts:iterations=200']
    >>> loads_game(dumps(m).replace('"start"', '"bots": ["x"],\\n  "start"'))
    Traceback (most recent call last):
    ...
    dominohall.errors.RecordError: bots (line 8): one bot spec or null per seat (2) is needed, not ['x']
    """
    saved = loads_saved(text)
    return saved.match, saved.bots


def load_saved(path: str) -> SavedGame:
    """Read a record file and replay it, with the terminal's fields (see :func:`loads_saved`)."""
    with open(path, encoding="utf-8") as f:
        return loads_saved(f.read())


def load_game(path: str) -> tuple[Match, list[str | None] | None]:
    """Read a record file and replay it, with its seats' bots (see :func:`loads_game`)."""
    saved = load_saved(path)
    return saved.match, saved.bots


def dump(
    match: Match,
    path: str,
    bots: Sequence[str | None] | None = None,
    *,
    earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
    lang: str | None = None,
) -> None:
    """Write a match's record to ``path`` (the rest: see :func:`record_of`)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(match, bots, earlier_bots=earlier_bots, lang=lang))


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise RecordError(f"the field {key!r} is missing", field=where)
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{value!r} is not of the right type", field=where)
    return value


def replay(data: Any, lines: _Lines | None = None) -> Match:
    """Replay a record given as parsed JSON; see :func:`loads`."""
    from dominohall import variant_class

    at = lines or _Lines("")
    if not isinstance(data, dict):
        raise RecordError("line 1: a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"this is not a dominohall record (format {FORMAT!r} expected)", field=at.field("format"))
    version = _need(data, "version", int, at.field("version"))
    if version not in READABLE:
        raise RecordError(f"this reader knows versions 1 to {VERSION}, not {version}", field=at.field("version"))
    variant = _need(data, "variant", str, at.field("variant"))
    players = _need(data, "players", int, at.field("players"))
    options = _need(data, "options", dict, at.field("options"))
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(f"{seed!r} is not a whole number", field=at.field("seed"))
    events = _need(data, "events", list, at.field("events"))
    state = _read_state(data.get("start"), at)
    given: list[DealSetup] = []
    given_at: list[int] = []
    for i, e in enumerate(events):
        if not isinstance(e, dict) or not isinstance(e.get("event"), str):
            raise RecordError("an event is an object with an 'event' field", field=at.event(i))
        if e["event"] == "deal" and e.get("source") == "given":
            given.append(_read_setup(e, at, i))
            given_at.append(i)
    # Each field checked on its own, so that an error names the field at fault.
    try:
        cls = variant_class(variant)
    except DominohallError as exc:
        raise _about(at.field("variant"), exc) from None
    try:
        check_players(cls, players)
    except DominohallError as exc:
        raise _about(at.field("players"), exc) from None
    try:
        rules = make_rules(cls, players, options)
    except DominohallError as exc:
        raise _about(at.field("options"), exc) from None
    try:
        Match(rules, seed, (), state)
    except DominohallError as exc:
        raise _about(at.field("start"), exc) from None

    def given_deal(exc: DominohallError) -> RecordError | None:
        """The error about the event of the given deal it is about (raised for ``deals[k]``), if it is."""
        if exc.part is None or exc.part[0] != "deals" or exc.inner is None:
            return None
        error = RecordError(exc.inner, field=at.event(given_at[exc.part[1]]))
        error.rule = exc.rule
        return error

    try:
        match = Match(rules, seed, given, state)
    except DominohallError as exc:
        raise given_deal(exc) or _about(at.field("options"), exc) from None
    done = 0
    while True:
        history = match.history
        while done < len(history):
            made = event_json(history[done], version)
            if done >= len(events):
                raise RecordError(f"events: the record ends after {len(events)} events, the replay goes on with {made}")
            _compare(events[done], made, at, done)
            done += 1
        if done == len(events):
            return match
        e = events[done]
        kind = e["event"]
        if kind not in DECISIONS:
            raise RecordError(
                f"{at.event(done, 'event')}: the replay expects a move by seat {match.turn}, not {kind!r}"
            )
        seat = _need(e, "seat", int, at.event(done))
        text = "pass" if kind == "pass" else _need(e, "move", str, at.event(done))
        try:
            move = Move.from_str(text)
            if (move.kind == "pass") != (kind == "pass") or (move.kind == "steal") != (kind == "steal"):
                raise RecordError(f"{text!r} is not a {kind}", field=at.event(done, "move"))
            match.play(move, seat=seat)
        except RecordError:
            raise
        except DominohallError as exc:
            raise given_deal(exc) or _about(at.event(done, "move"), exc) from None


def _compare(recorded: Mapping[str, Any], made: Mapping[str, Any], at: _Lines, index: int) -> None:
    if recorded == made:
        return
    for key in ("event", *made, *recorded):
        if recorded.get(key) != made.get(key):
            raise RecordError(
                f"{at.event(index, key)}: the record says {recorded.get(key)!r}, the replay gives {made.get(key)!r}"
            )


def _read_setup(e: Mapping[str, Any], at: _Lines, i: int) -> DealSetup:
    try:
        hands = _need(e, "hands", list, at.event(i))
        stock = _need(e, "stock", list, at.event(i))
        aside = _need(e, "set_aside", list, at.event(i))
        leader = e.get("leader")
        if leader is not None and not isinstance(leader, int):
            raise RecordError(f"{leader!r} is not a seat", field=at.event(i, "leader"))
        if not all(isinstance(h, list) and all(isinstance(t, str) for t in h) for h in hands):
            raise RecordError('hands are lists of tiles like "2-5"', field=at.event(i, "hands"))
        return DealSetup.of(hands, stock, aside, leader)
    except RecordError:
        raise
    except (DominohallError, TypeError) as exc:
        raise _about(at.event(i), exc) from None


def _read_state(raw: Any, at: _Lines) -> MatchState | None:
    if raw is None:
        return None
    where = at.field("start")
    if not isinstance(raw, dict):
        raise RecordError("the match state is an object or null", field=where)
    known = {"deal_number", "deals_dealt", "tokens", "scores", "marks", "leader"}
    for key in raw:
        if key not in known:
            raise RecordError(f"unknown field {key!r} (fields: {', '.join(sorted(known))})", field=where)
    tokens = raw.get("tokens")
    try:
        return MatchState(
            deal_number=int(raw.get("deal_number", 1)),
            tokens=tuple(tuple(str(t) for t in held) for held in tokens) if tokens is not None else None,
            scores=tuple(raw["scores"]) if raw.get("scores") is not None else None,
            marks=tuple(raw["marks"]) if raw.get("marks") is not None else None,
            leader=raw.get("leader"),
            deals_dealt=raw.get("deals_dealt"),
        )
    except (TypeError, ValueError) as exc:
        raise _about(where, exc) from None


__all__ = [
    "DealResult",
    "MatchResult",
    "SavedGame",
    "dump",
    "dumps",
    "event_json",
    "event_text",
    "load",
    "load_game",
    "load_saved",
    "loads",
    "loads_game",
    "loads_saved",
    "record_of",
]
