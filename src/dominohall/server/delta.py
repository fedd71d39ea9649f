"""Deltas: what changed between two ``state`` messages of one seat, and how a client applies it.

A ``state`` (docs/protocol.md) holds everything a connection may see: the view, every finished deal
face up, the score sheet, the chat. Sending it after every move costs the server (serialising and
compressing it for every connection) and the client (parsing it) a time that grows with the match.
A connection that asked for deltas (``hello`` with ``"delta": true``) gets a full ``state`` when it
joins and a ``delta`` after every later change: only the view's fields that changed, the new log
entries, the finished deals and sheet rows that were added (or taken back by an undo), and the
table's TABLE_META and timer (small, and changed by presence, claims and takeovers between moves).

A delta applies to the state whose ``seq`` is its ``base``: a client whose state has another ``seq``
has missed something (it never should: a connection's messages are queued in order) and reconnects,
getting a full state. :func:`apply_delta` is the reference; ``static/js/state.js`` does the same in
the browser, and the tests check that applying every delta of whole matches gives exactly the full
state the server would have sent.

>>> old = {"type": "state", "seq": 1, "table": {"seq": 1}, "timer": None, "chat": [], "reveal": [], "sheet": [],
...        "view": {"turn": 0, "events": 2, "log": ["a", "b"], "layout": {"kind": "line", "tiles": ["5-5"]}}}
>>> line = {"kind": "line", "tiles": ["5-5", "5-2"]}
>>> new = {**old, "seq": 2, "table": {"seq": 2},
...        "view": {"turn": 1, "events": 3, "log": ["a", "b", "c"], "layout": line}}
>>> d = diff_state(old, new)
>>> d["table"], d["view"], d["log"]
({'seq': 2}, {'turn': 1, 'events': 3}, {'from': 0, 'to': 2, 'add': ['c']})
>>> d["layout"]
{'fields': {'tiles': {'ends': {'front': 1, 'mid': ['5-2'], 'back': 0}}}}
>>> apply_delta(old, d) == new
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import orjson

CHAT_KEPT: Final = 20
"""Chat lines a table keeps (and a client keeps of the ``chat`` messages it receives)."""


def text_of(message: object) -> str:
    """A message as the JSON text sent: compact (no spaces), UTF-8 as it is (names in Polish and
    Russian are not escaped), a seat's number as a key written as a string, as ``json`` does. Made
    with ``orjson``, a sixth of the time ``json`` takes: every move is serialised once for each seat
    watching it (issue #43).

    >>> text_of({"type": "chat", "seat": 1, "text": "Zażółć", "at": None, "n": {2: 1.5}})
    '{"type":"chat","seat":1,"text":"Zażółć","at":null,"n":{"2":1.5}}'
    """
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


class DeltaGap(ValueError):
    """A delta that does not follow the state it is applied to: the client needs a full state."""


def _patch(old: list[Any], new: list[Any]) -> dict[str, Any] | None:
    """``new`` as ``old[from:to] + add`` keeping the longest common prefix (lists that only grow, or
    lose their tail to an undo: finished deals, sheet rows); ``None`` if they are equal."""
    k = 0
    limit = min(len(old), len(new))
    while k < limit and (old[k] is new[k] or old[k] == new[k]):
        k += 1
    if k == len(old) == len(new):
        return None
    return {"from": 0, "to": k, "add": new[k:]}


def _log_patch(old_view: dict[str, Any], new_view: dict[str, Any]) -> dict[str, Any] | None:
    """The view's ``log`` (the latest entries of a history ``events`` long) as a patch: the entries
    that scrolled out are dropped from the front and the new ones added (or, when the history was
    not simply extended — an undo — the whole new log)."""
    old: list[Any] = old_view["log"]
    new: list[Any] = new_view["log"]
    drop = (new_view["events"] - len(new)) - (old_view["events"] - len(old))
    if 0 <= drop <= len(old):
        kept = len(old) - drop
        if kept <= len(new) and new[:kept] == old[drop:]:
            if drop == 0 and kept == len(new):
                return None
            return {"from": drop, "to": len(old), "add": new[kept:]}
    return {"from": 0, "to": 0, "add": new}


def _ends(old: list[Any], new: list[Any]) -> dict[str, Any] | None:
    """``new`` as ``old[:front] + mid + old[len(old) - back:]``: a list that changes at its ends (a
    line of tiles grows at either end), sent as what is new between what is kept; ``None`` if equal."""
    limit = min(len(old), len(new))
    front = 0
    while front < limit and old[front] == new[front]:
        front += 1
    if front == len(old) == len(new):
        return None
    back = 0
    while back < limit - front and old[len(old) - 1 - back] == new[len(new) - 1 - back]:
        back += 1
    return {"front": front, "mid": new[front : len(new) - back], "back": back}


def _layout(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The layout's changed fields, a list of tiles as :func:`_ends` (a move adds one tile)."""
    if old.get("kind") != new.get("kind"):
        return {"set": new}
    out: dict[str, Any] = {}
    for key, value in new.items():
        before = old.get(key)
        if before == value:
            continue
        if isinstance(value, list) and isinstance(before, list):
            out[key] = {"ends": _ends(before, value)}
        else:
            out[key] = {"set": value}
    return {"fields": out}


@dataclass(slots=True)
class Sent:
    """What a seat's connections were last sent (in full or as a delta), as the parts a ``state``
    is made of: the base of the seat's next delta. The parts are the table's own (its TABLE_META of
    that moment, the seat's view as built once for every connection of the seat, the finished deals'
    reveals, the score sheet, the chat), not copies: nothing may change them once sent."""

    seq: int
    table: dict[str, Any]
    view: dict[str, Any]
    reveal: list[dict[str, Any]]
    sheet: list[dict[str, Any]]
    chat: list[dict[str, Any]]

    @classmethod
    def of(cls, state: dict[str, Any]) -> Sent:
        """The parts of a ``state`` message."""
        return cls(state["seq"], state["table"], state["view"], state["reveal"], state["sheet"], state["chat"])

    def state(self, timer: dict[str, Any] | None) -> dict[str, Any]:
        """The ``state`` message of these parts (docs/protocol.md), for a connection that joins,
        resyncs or asked for no deltas."""
        return {
            "type": "state",
            "seq": self.seq,
            "table": self.table,
            "view": self.view,
            "reveal": self.reveal,
            "sheet": self.sheet,
            "timer": timer,
            "chat": self.chat,
        }


VIEW_PARTS: Final = frozenset({"log", "layout"})
"""The view's fields a delta sends as patches of their own, not whole."""
_NO_PARTS: Final = frozenset[str]()
"""TABLE_META has no field sent as a patch of its own."""
_NONE: Final = object()
"""A field missing from the base: differs from any value (``None`` too)."""


def _changed(old: dict[str, Any], new: dict[str, Any], skip: frozenset[str]) -> dict[str, Any]:
    """``new``'s fields (but those in ``skip``) that differ from ``old``'s: a field holding the very
    object it held (the view's JSON made once for the same values: server/wire.py) is unchanged
    without a look inside."""
    get = old.get
    # a comprehension: the loop of every view field at every move, without a call to store each
    return {
        key: value
        for key, value in new.items()
        if (before := get(key, _NONE)) is not value and before != value and key not in skip
    }


def delta_of(old: Sent, new: Sent, timer: dict[str, Any] | None) -> dict[str, Any]:
    """The ``delta`` message from ``old`` to ``new`` (both of one seat), from their parts: a part the
    table did not make again since (the sheet, the reveals, the standings, the log's entries: the
    very same objects) is seen unchanged at the cost of comparing two references."""
    old_table, new_table = old.table, new.table
    out: dict[str, Any] = {
        "type": "delta",
        "base": old.seq,
        "seq": new.seq,
        # TABLE_META's changed fields: after a move, mostly its seq alone.
        "table": _changed(old_table, new_table, _NO_PARTS),
        "timer": timer,
    }
    old_view, new_view = old.view, new.view
    out["view"] = _changed(old_view, new_view, VIEW_PARTS)
    old_layout, new_layout = old_view["layout"], new_view["layout"]
    if old_layout is not new_layout and old_layout != new_layout:
        out["layout"] = _layout(old_layout, new_layout)
    log = _log_patch(old_view, new_view)
    if log is not None:
        out["log"] = log
    for key, before, after in (("reveal", old.reveal, new.reveal), ("sheet", old.sheet, new.sheet)):
        if before is not after:
            patch = _patch(before, after)
            if patch is not None:
                out[key] = patch
    if old.chat is not new.chat and old.chat != new.chat:
        out["chat"] = new.chat
    return out


def diff_state(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The ``delta`` message that turns the ``state`` ``old`` into ``new`` (both of one seat)."""
    return delta_of(Sent.of(old), Sent.of(new), new["timer"])


def _apply_patch(old: list[Any], patch: dict[str, Any]) -> list[Any]:
    return [*old[patch["from"] : patch["to"]], *patch["add"]]


def _apply_ends(old: list[Any], patch: dict[str, Any]) -> list[Any]:
    return [*old[: patch["front"]], *patch["mid"], *old[len(old) - patch["back"] :]]


def _apply_layout(old: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    if "set" in patch:
        new: dict[str, Any] = patch["set"]
        return new
    out = dict(old)
    for key, change in patch["fields"].items():
        out[key] = _apply_ends(old[key], change["ends"]) if "ends" in change else change["set"]
    return out


def apply_delta(state: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """The ``state`` after ``delta`` (a new dict; ``state`` is not changed). Raises :class:`DeltaGap`
    if the delta does not follow ``state``."""
    if delta["base"] != state["seq"]:
        raise DeltaGap(f"a delta from seq {delta['base']} cannot follow the state at seq {state['seq']}")
    out = dict(state)
    out["seq"] = delta["seq"]
    out["table"] = {**state["table"], **delta["table"]}
    out["timer"] = delta["timer"]
    view = dict(state["view"])
    view.update(delta["view"])
    if "layout" in delta:
        view["layout"] = _apply_layout(state["view"]["layout"], delta["layout"])
    if "log" in delta:
        view["log"] = _apply_patch(state["view"]["log"], delta["log"])
    out["view"] = view
    for key in ("reveal", "sheet"):
        if key in delta:
            out[key] = _apply_patch(state[key], delta[key])
    if "chat" in delta:
        out["chat"] = delta["chat"]
    return out


def apply_chat(state: dict[str, Any], message: dict[str, Any]) -> dict[str, Any]:
    """The ``state`` with a ``chat`` message added to its chat (the latest :data:`CHAT_KEPT` kept), as
    the server's own chat is: a delta carries the chat only when it differs from what the seat was
    last sent, so a client keeps it up to date from the ``chat`` messages. A line is a quick phrase
    (``seat``, ``phrase``, ``at``) or a signed-in person's free text (``seat``, ``text``, ``at``, and
    the ``id`` a report names: server/chat.py), as ``static/js/state.js``'s ``chatLine`` has it.

    >>> state = {"chat": []}
    >>> apply_chat(state, {"type": "chat", "seat": 1, "text": "gg", "at": "t", "id": "x"})["chat"]
    [{'seat': 1, 'text': 'gg', 'at': 't', 'id': 'x'}]
    """
    keys = ("seat", "phrase", "at") if "text" not in message else ("seat", "text", "at", "id")
    line = {k: message[k] for k in keys}
    return {**state, "chat": [*state["chat"], line][-CHAT_KEPT:]}
