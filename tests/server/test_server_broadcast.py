"""How a table tells its connections of a change (issue 43, ``LiveTable.tell_state``): each seat's
view built once for all its connections, a delta made from the parts that changed for a connection
that holds the last state, a ``state`` only for one that joins or asked for none.

The protocol stays as documented: at every step of whole matches of every game, a connection that
applies the deltas it is sent holds exactly the ``state`` a connection of the same seat that asked
for no deltas is sent, and that is the state a view made afresh gives (no cache left stale). The
messages go through their JSON text, as on the wire."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from dominohall import Match, variant_class
from dominohall.events import public_event
from dominohall.presentation.notes import table_notes
from dominohall.server import delta as delta_module
from dominohall.server import live as live_module
from dominohall.server import wire
from dominohall.server.delta import Sent, apply_chat, apply_delta
from dominohall.server.limits import Window
from dominohall.server.live import Connection, LiveTable
from dominohall.server.service import TableService
from dominohall.server.store import ActionRow, SeatConfig, TableConfig
from dominohall.server.table import Table
from dominohall.variants import VARIANTS

PLAIN_MOVE_BYTES = 1200
"""A plain move's delta (a tile played, the deal going on) is at most this many bytes, to any seat
or spectator, at a table of six (docs/server.md, How a move is told): 516 to 1,034 when measured."""


class Recorder(Connection):
    """A connection that keeps what it is sent, and holds the state it would have: a ``delta``
    applied to its state, a ``chat`` added to it, a ``state`` taken as it is."""

    def __init__(self, seat: int | None, delta: bool) -> None:
        super().__init__(seat, Window(1000, 1.0), "", delta)
        self.texts: list[str] = []
        self.state: dict[str, Any] | None = None

    def send(self, message: dict[str, Any] | str) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        self.texts.append(text)
        got = json.loads(text)
        if got["type"] == "delta":
            assert self.state is not None, "a delta before any state"
            self.state = apply_delta(self.state, got)
        elif got["type"] == "state":
            self.state = got
        elif got["type"] == "chat" and self.state is not None:
            self.state = apply_chat(self.state, got)


def sit(live: LiveTable, conn: Recorder) -> None:
    """A connection joins as ``Presence.join`` has it: its seat's state sent in full, its base."""
    live.connections.add(conn)
    if conn.seat is not None:
        live.table.seats[conn.seat].connections += 1
    now = live.table.sent(conn.seat)
    live.sent[conn.seat] = now
    conn.synced = True
    conn.send(json.dumps(now.state(live.timer())))


def fresh_view(table: Table, seat: int | None) -> dict[str, Any]:
    """The seat's view made afresh, without any of the table's caches (nor the process's: its notes
    from their phrases, its log's entries from their events)."""
    engine = table.match.view(0 if seat is None else seat)
    view = wire.view_json(engine, spectator=seat is None)
    view["notes"] = [note.json() for note in table_notes(engine, spectator=seat is None)]
    history = engine.history[max(0, len(engine.history) - 30) :]
    view["log"] = [wire.public_event_json(public_event(e, -1) if seat is None else e, engine.variant) for e in history]
    made: dict[str, Any] = json.loads(json.dumps(view))
    return made


def play_both_ways(variant: str, players: int, humans: int, seed: int) -> int:
    """A whole match at a table with ``humans`` people (the rest random bots), each seat and the
    spectators watched by a connection taking deltas and one taking full states; after every action
    the table tells them (as the service does) and they must agree. Returns the steps checked."""
    options: dict[str, Any] = {"max_deals": 2} if variant == "white-snake" else {}
    config = TableConfig("b", "", variant, players, options, seed, None, 0.0)
    seats = [
        SeatConfig(s, "human", None, f"h{s}", True) if s < humans else SeatConfig(s, "bot", "random", None, True)
        for s in range(players)
    ]
    live = LiveTable(Table(config, seats))
    table = live.table
    audience: list[int | None] = [*range(players), None]
    pairs = {s: (Recorder(s, True), Recorder(s, False)) for s in audience}
    for conns in pairs.values():
        for conn in conns:
            sit(live, conn)
    rng = random.Random(f"{variant}-{seed}-{humans}")
    late: Recorder | None = None
    checked = 0
    at = 0.0
    while not table.is_over and len(table.actions) < 1500:
        at += 1.0
        seat = table.match.turn
        n = len(table.actions)
        roll = rng.random()
        if humans == 1 and seat == 0 and table.undo_refusal(0) is None and roll < 0.08:
            table.apply(ActionRow(n, "undo", 0, "", "human", at), seq=table.seq)
        elif roll < 0.03:
            table.apply(ActionRow(n, "chat", 0, rng.choice(["oops", "thanks"]), "human", at))
            TableService.tell_chat(live, table.chat[-1])
            continue
        elif humans > 1 and roll < 0.04 and table.seats[humans - 1].kind == "human" and seat != humans - 1:
            table.apply(ActionRow(n, "takeover", humans - 1, "greedy", "human", at))
        elif roll < 0.06:
            # Someone comes or goes between moves: TABLE_META changes, told with the next state.
            someone = table.seats[rng.randrange(players)]
            someone.connections = 0 if someone.connections > 2 else someone.connections + 1
            continue
        else:
            move = rng.choice(table.match.legal_moves())
            actor = "human" if table.seats[seat].kind == "human" else "bot"
            table.apply(ActionRow(n, "move", seat, str(move), actor, at), seq=table.seq)
        live.tell_state()
        if late is None and len(table.actions) > 30:
            # Joins mid-match (between two actions: a table is locked from an action until everyone
            # is told): a state first, deltas from then on.
            late = Recorder(0, True)
            sit(live, late)
        meta = json.loads(json.dumps(table.meta()))
        assert meta["abortable"] == (table.abort_refusal() is None)  # told without counting every move
        for s, (by_delta, by_state) in pairs.items():
            assert by_state.state is not None and json.loads(by_state.texts[-1])["type"] == "state"
            assert by_delta.state == by_state.state, f"{variant} seat {s} after action {n}"
            assert by_state.state["view"] == fresh_view(table, s), f"{variant} seat {s} after action {n}: stale"
            assert by_state.state["table"] == meta and by_state.state["seq"] == table.seq
            checked += 1
        if late is not None:
            assert late.state == pairs[0][1].state
    assert table.is_over, f"{variant}: the match did not end in 1500 actions"
    delta_types = {json.loads(t)["type"] for t in pairs[None][0].texts[1:]}
    assert delta_types <= {"delta", "chat"}, delta_types  # the synced connection got no state again
    return checked


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_deltas_applied_and_full_states_agree_over_whole_matches(variant: str) -> None:
    cls = variant_class(variant)
    low = cls.min_players
    high = cls.max_players or low + 2
    # People at every seat (each sees their own hand and moves), and one person among bots (undo).
    assert play_both_ways(variant, min(high, max(low, 3)), min(high, max(low, 3)), seed=5) > 20
    assert play_both_ways(variant, low, 1, seed=9) > 20


class Counted:
    """How many times a function was called (wrapping it in place for one test)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> None:
        self.calls = 0
        original = getattr(owner, name)

        def counting(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(owner, name, counting)


def test_a_move_at_a_table_of_six_builds_each_view_once_and_no_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """The design (issue 43), without timing anything: a move told to a table of six seats, each
    with two connections, and four spectators builds each seat's view once (the spectators' once,
    from the engine view of the seat to move), makes no ``state`` for the connections that take deltas and hold
    the last one, serialises each text once, and a plain move's delta stays small."""
    config = TableConfig("six", "", "white-snake", 6, {}, 11, None, 0.0)
    seats = [SeatConfig(s, "human", None, f"h{s}", True) for s in range(6)]
    live = LiveTable(Table(config, seats))
    table = live.table
    conns = [Recorder(s, True) for s in range(6) for _ in range(2)] + [Recorder(None, True) for _ in range(4)]
    for conn in conns:
        sit(live, conn)
    full = Recorder(None, False)  # a spectator that asked for no deltas: it gets states
    sit(live, full)
    live.tell_state()  # the seats that sat down since the first ones did, in their TABLE_META
    views = Counted(monkeypatch, Match, "view")
    jsons = Counted(monkeypatch, Table, "view_json")
    states = Counted(monkeypatch, Table, "state")
    sent_states = Counted(monkeypatch, Sent, "state")
    dumps = Counted(monkeypatch, live_module, "text_of")
    # The old way, a whole state built for each seat and diffed against the last one sent, in any
    # of its spellings: none of these may run for a connection that takes deltas.
    diffs = Counted(monkeypatch, delta_module, "diff_state")
    metas = Counted(monkeypatch, Table, "meta")
    plain = 0
    rng = random.Random(2)
    while plain < 12:
        move = next((m for m in table.match.legal_moves() if m.kind == "play"), None)
        if move is None:
            move = rng.choice(table.match.legal_moves())
        deals = len(table.finished_deals)
        table.apply(ActionRow(len(table.actions), "move", table.match.turn, str(move), "human", 1.0), seq=table.seq)
        if table.is_over:
            break
        before = {id(c): len(c.texts) for c in [*conns, full]}
        views.calls = jsons.calls = states.calls = sent_states.calls = dumps.calls = diffs.calls = metas.calls = 0
        live.tell_state()
        assert diffs.calls == 0 and metas.calls == 1  # TABLE_META made once for every seat
        assert jsons.calls == 7  # six seats and the spectators: once each, whatever their connections
        assert views.calls <= 6  # the spectators' view is the seat to move's
        assert states.calls == 0 and sent_states.calls == 1  # the one state: the spectator who asked
        assert dumps.calls == 8  # seven deltas (one shared by the spectators) and that state
        for conn in [*conns, full]:
            assert len(conn.texts) == before[id(conn)] + 1
        assert json.loads(full.texts[-1])["type"] == "state"
        if move.kind == "play" and len(table.finished_deals) == deals and not table.match.deal.is_over:
            plain += 1
            for conn in conns:
                sent = json.loads(conn.texts[-1])
                assert sent["type"] == "delta"
                assert len(conn.texts[-1]) <= PLAIN_MOVE_BYTES, (conn.seat, len(conn.texts[-1]), conn.texts[-1])
    assert plain == 12
    for conn in conns:
        assert conn.state == full.state if conn.seat is None else conn.state is not None


def test_a_move_at_a_table_nobody_is_at_makes_nothing_to_tell(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots playing alone (or everyone gone): a move makes no TABLE_META, view or text for nobody,
    and whoever comes next gets the whole state as it stands."""
    config = TableConfig("alone", "", "block", 2, {}, 3, None, 0.0)
    live = LiveTable(Table(config, [SeatConfig(s, "bot", "greedy", None, True) for s in range(2)]))
    table = live.table
    metas = Counted(monkeypatch, Table, "meta")
    jsons = Counted(monkeypatch, Table, "view_json")
    for _ in range(3):
        move = table.match.legal_moves()[0]
        table.apply(ActionRow(len(table.actions), "move", table.match.turn, str(move), "bot", 1.0))
        live.tell_state()
    assert metas.calls == 0 and jsons.calls == 0 and live.sent == {}
    late = Recorder(None, True)
    sit(live, late)
    assert json.loads(late.texts[-1])["type"] == "state"
    # and the deltas after it, from that state, give what a fresh one would
    move = table.match.legal_moves()[0]
    table.apply(ActionRow(len(table.actions), "move", table.match.turn, str(move), "bot", 1.0))
    metas.calls = 0
    live.tell_state()
    assert json.loads(late.texts[-1])["type"] == "delta" and metas.calls == 1
    assert late.state is not None and late.state["seq"] == table.seq
    assert late.state["view"] == fresh_view(table, None)
