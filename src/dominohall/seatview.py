"""A seat's :class:`~dominohall.views.View` as JSON and back, whole: what a program away from the
server (``dominohall bot connect --bot ismcts``) needs to run the package's own bots on a seat.

The wire's view (:mod:`dominohall.server.wire`) is made for drawing a table: the latest log entries
only, the layout as it lies, words. A bot needs the engine's object: the full public history, and
the deal's public skeleton (:attr:`View.public_deal`, what :mod:`dominohall.sampling` fills in to
imagine the other hands). So the server's bot and board streams add, to each current ``state``,
``engine``: the view itself in this form, made from the very :class:`View` the wire's view is made
from — it holds nothing the seat may not see (the skeleton is :meth:`Deal.public_copy`).

The form is a tagged JSON of the engine's value types, not ``pickle``: a document from a server is
read as data, and only the engine's own value classes (events, moves, layouts, deal setups) may be
named in it. A tuple is ``{"T": [...]}``, a dict ``{"D": [[key, value], ...]}``, an engine value
``{"C": "Played", "v": [...]}`` (its constructor's fields in order) and an enum member ``{"E":
"Ending", "v": "out"}``.

>>> import json
>>> from dominohall import new_match
>>> m = new_match("draw", players=3, seed=5)
>>> for _ in range(4):
...     _ = m.play(m.legal_moves()[0])
>>> v = m.view(1)
>>> back = view_from_json(json.loads(json.dumps(view_json(v))))
>>> back == v, back.public_deal.legal_moves() == v.public_deal.legal_moves()
(True, True)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, Final

from dominohall import events, moves, setup
from dominohall.deal import Deal
from dominohall.errors import DominohallError
from dominohall.variants import line, maltese_cross, sausage, white_snake
from dominohall.views import View

FORMAT: Final = 1
"""The version of the form; a reader refuses another (the server and the client are updated apart)."""
DEPTH: Final = 64
"""How deep a document may nest (the engine's values nest a few levels)."""


class SeatViewError(DominohallError):
    """A document that is not a seat's view in this form (it names the field)."""


def _value_classes() -> dict[str, type]:
    """The engine's value types a document may name: dataclasses, named tuples and enums of the
    modules whose values a view holds (its history, its layout, its deal's skeleton)."""
    found: dict[str, type] = {}
    for module in (events, moves, setup, line, maltese_cross, sausage, white_snake):
        for name, value in vars(module).items():
            if not isinstance(value, type) or value.__module__ != module.__name__:
                continue
            valued = dataclasses.is_dataclass(value) or issubclass(value, enum.Enum) or hasattr(value, "_fields")
            if valued and found.setdefault(name, value) is not value:
                raise AssertionError(f"two value types are named {name}")
    return found


CLASSES: Final = _value_classes()


def encode(value: Any) -> Any:
    """An engine value as tagged JSON (see the module docstring)."""
    if value is None or (isinstance(value, (bool, int, str)) and not isinstance(value, enum.Enum)):
        return value
    kind = type(value)
    name = kind.__name__
    if isinstance(value, enum.Enum):
        return {"E": name, "v": value.name}
    if dataclasses.is_dataclass(value):
        _known(name, kind)
        return {"C": name, "v": [encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init]}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        _known(name, kind)
        return {"C": name, "v": [encode(x) for x in value]}
    if isinstance(value, tuple):
        return {"T": [encode(x) for x in value]}
    if isinstance(value, list):
        return [encode(x) for x in value]
    if isinstance(value, dict):
        return {"D": [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"{name} is not one of the engine's value types")


def _known(name: str, kind: type) -> None:
    if CLASSES.get(name) is not kind:
        raise TypeError(f"{name} is not one of the engine's value types")


def decode(data: Any, where: str = "engine", depth: int = 0) -> Any:
    """The engine value of tagged JSON; :class:`SeatViewError` naming ``where`` for anything else."""
    if depth > DEPTH:
        raise SeatViewError(f"{where}: nested more than {DEPTH} deep")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return [decode(x, where, depth + 1) for x in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise SeatViewError(f"{where}: {type(data).__name__} is not a value of the form")
    try:
        if set(data) == {"T"}:
            return tuple(decode(x, where, depth + 1) for x in data["T"])
        if set(data) == {"D"}:
            return {decode(k, where, depth + 1): decode(v, where, depth + 1) for k, v in data["D"]}
        if set(data) == {"E", "v"}:
            kind = CLASSES[data["E"]]
            if not issubclass(kind, enum.Enum):
                raise KeyError(data["E"])
            return kind[data["v"]]
        if set(data) == {"C", "v"}:
            kind = CLASSES[data["C"]]
            if issubclass(kind, enum.Enum) or not isinstance(data["v"], list):
                raise KeyError(data["C"])
            return kind(*(decode(x, where, depth + 1) for x in data["v"]))
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, SeatViewError):
            raise
        raise SeatViewError(f"{where}: not a value of the form ({exc})") from None
    raise SeatViewError(f"{where}: unknown tags {sorted(data)[:4]}")


_SKIPPED: Final = ("rules", "setup", "events", "_stack")
"""A skeleton's attributes that are not sent: the rules and the (empty) setup are made again from
the variant, players and options; a public copy has no events and no undo stack."""


def _state(deal: Deal) -> dict[str, Any]:
    """Every attribute of a deal, by name, as pickling takes them (``__getstate__``: a compiled
    deal keeps them outside any ``__dict__``)."""
    state = deal.__getstate__()
    return dict(state) if isinstance(state, dict) else dict(vars(deal))


def deal_json(deal: Deal) -> dict[str, Any]:
    """A deal's public skeleton (a :meth:`Deal.public_copy`): every attribute but :data:`_SKIPPED`
    and the variant's caches (:attr:`Deal.caches`: worked out again when needed, as in a copy)."""
    skipped = (*_SKIPPED, *type(deal).caches)
    return {name: encode(value) for name, value in _state(deal).items() if name not in skipped}


def deal_from_json(data: Mapping[str, Any], variant: str, players: int, options: Mapping[str, Any]) -> Deal:
    """The skeleton of :func:`deal_json` again, made as :meth:`Deal.__reduce__` makes a pickled one:
    a new deal of the same rules, then every attribute's value."""
    from dominohall import rules_for

    rules = rules_for(variant, players, options)
    empty = setup.DealSetup(tuple(0 for _ in range(players)))
    leader = data.get("leader")
    if not isinstance(leader, int) or not 0 <= leader < players:
        raise SeatViewError("engine.deal.leader: a seat")
    deal = rules.deal_class(rules, empty, leader)
    mine = _state(deal)
    unknown = set(data) - set(mine)
    if unknown:
        raise SeatViewError(f"engine.deal: unknown attributes {sorted(unknown)[:4]}")
    state = dict(mine)
    state.update({name: decode(value, f"engine.deal.{name}") for name, value in data.items()})
    state.update(rules=rules, setup=empty, events=[], _stack=[])
    if hasattr(deal, "__setstate__"):
        deal.__setstate__(state)
    else:
        vars(deal).update(state)
    return deal


def view_json(view: View) -> dict[str, Any]:
    """The whole view, for a program that runs a bot on it (:func:`view_from_json`)."""
    out: dict[str, Any] = {"format": FORMAT}
    for f in dataclasses.fields(view):
        value = getattr(view, f.name)
        out[f.name] = deal_json(value) if f.name == "public_deal" else encode(value)
    return out


def view_from_json(data: Any) -> View:
    """The :class:`View` of :func:`view_json`'s document (read back from JSON)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SeatViewError(f"engine.format: this client reads the form {FORMAT}")
    names = [f.name for f in dataclasses.fields(View)]
    missing = [n for n in names if n not in data]
    if missing:
        raise SeatViewError(f"engine.{missing[0]}: missing")
    values = {n: decode(data[n], f"engine.{n}") for n in names if n != "public_deal"}
    variant, players, options = values["variant"], values["players"], values["options"]
    if not (isinstance(variant, str) and isinstance(players, int) and isinstance(options, dict)):
        raise SeatViewError("engine.variant: the variant, players and options of the view")
    try:
        deal = deal_from_json(data["public_deal"], variant, players, options)
    except DominohallError as exc:
        if isinstance(exc, SeatViewError):
            raise
        raise SeatViewError(f"engine.variant: {exc}") from None
    return View(**values, public_deal=deal)


__all__ = ["SeatViewError", "decode", "encode", "view_from_json", "view_json"]
