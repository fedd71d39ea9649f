"""The delta protocol (server/delta.py): a client that applies every delta it gets has, at every
step of whole matches of every game, exactly the full state the server would have sent it — for
every seat and for a spectator, through undos, takeovers, chat and the end of the match. The JSON
goes through text as on the wire (a client only ever has what ``json.loads`` gives)."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from dominohall import variant_class
from dominohall.server.delta import DeltaGap, apply_chat, apply_delta, diff_state
from dominohall.server.store import ActionRow, SeatConfig, TableConfig
from dominohall.server.table import Table
from dominohall.server.wire import view_json
from dominohall.variants import VARIANTS

STATIC = Path(__file__).resolve().parents[2] / "src" / "dominohall" / "server" / "static" / "js"


def wire(message: dict[str, Any]) -> dict[str, Any]:
    """A message as the client reads it: through JSON text (tuples become lists, keys strings)."""
    result: dict[str, Any] = json.loads(json.dumps(message))
    return result


def play_checking_deltas(variant: str, players: int, humans: int, seed: int) -> tuple[int, int]:
    """Plays a whole match at a table with ``humans`` people (the rest random bots) and checks,
    after every action, that each seat's and a spectator's delta applied to the state before gives
    the full state. Returns (deltas checked, their JSON size over the full states' size, in %)."""
    config = TableConfig("d", "", variant, players, {}, seed, None, 0.0)
    seats = [
        SeatConfig(s, "human", None, f"h{s}", True) if s < humans else SeatConfig(s, "bot", "random", None, True)
        for s in range(players)
    ]
    table = Table(config, seats)
    audience: list[int | None] = [*range(players), None]
    sent = {seat: table.state(seat) for seat in audience}  # the server's base for each seat
    held = {seat: wire(state) for seat, state in sent.items()}  # what each client holds
    rng = random.Random(f"{variant}-{seed}")
    checked = delta_bytes = full_bytes = 0
    at = 0.0
    while not table.is_over and len(table.actions) < 1500:
        at += 1.0
        seat = table.match.turn
        n = len(table.actions)
        roll = rng.random()
        if humans == 1 and seat == 0 and table.undo_refusal(0) is None and roll < 0.08:
            table.apply(ActionRow(n, "undo", 0, "", "human", at), seq=table.seq)
        elif roll < 0.03:
            line = ActionRow(n, "chat", 0, rng.choice(["oops", "thanks"]), "human", at)
            table.apply(line)
            message = {"type": "chat", "seat": 0, "phrase": line.data, "at": table.chat[-1]["at"]}
            # A chat is its own message; deltas carry the chat only when it differs from the base.
            held = {s: apply_chat(state, wire(message)) for s, state in held.items()}
            continue
        elif humans > 1 and roll < 0.04 and table.seats[humans - 1].kind == "human" and seat != humans - 1:
            table.apply(ActionRow(n, "takeover", humans - 1, "greedy", "human", at))
        else:
            move = rng.choice(table.match.legal_moves())
            actor = "human" if table.seats[seat].kind == "human" else "bot"
            table.apply(ActionRow(n, "move", seat, str(move), actor, at), seq=table.seq)
        meta = table.meta()
        for s in audience:
            full = table.state(s, None, meta)
            delta = diff_state(sent[s], full)
            text = json.dumps(delta)
            held[s] = apply_delta(held[s], json.loads(text))
            expected = wire(full)
            assert held[s] == expected, f"{variant} seat {s} after action {n}"
            # The table keeps its log entries' JSON from one state to the next: they are what a view
            # made afresh gives, undos included.
            fresh = view_json(table.match.view(0 if s is None else s), spectator=s is None)
            assert full["view"] == fresh, f"{variant} seat {s} after action {n}: the log kept is stale"
            sent[s] = full
            checked += 1
            delta_bytes += len(text)
            full_bytes += len(json.dumps(full))
    assert table.is_over, f"{variant}: the match did not end in 1500 actions"
    return checked, round(100 * delta_bytes / full_bytes)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_applied_deltas_give_the_full_state_at_every_step(variant: str) -> None:
    cls = variant_class(variant)
    low = cls.min_players
    high = cls.max_players or low + 2
    players = min(high, max(low, 3))
    # People at every seat (each sees their own hand and moves), and one person among bots (undo).
    checked, share = play_checking_deltas(variant, players, players, seed=5)
    assert checked > 20
    # A delta is a small part of the state it stands for, or it would not be worth its while.
    assert share < 40, f"{variant}: deltas are {share}% of the full states"
    checked, _ = play_checking_deltas(variant, low, 1, seed=9)
    assert checked > 20


def test_a_delta_that_does_not_follow_the_state_is_a_gap() -> None:
    config = TableConfig("g", "", "block", 2, {}, 1, None, 0.0)
    table = Table(config, [SeatConfig(0, "human", None, "h", True), SeatConfig(1, "bot", "greedy", None, True)])
    first = table.state(0)
    table.apply(ActionRow(0, "move", 0, str(table.match.legal_moves()[0]), "human", 1.0), seq=0)
    second = table.state(0)
    table.apply(ActionRow(1, "move", 1, str(table.match.legal_moves()[0]), "bot", 2.0), seq=1)
    third = table.state(0)
    with pytest.raises(DeltaGap):
        apply_delta(wire(first), wire(diff_state(second, third)))
    assert apply_delta(
        apply_delta(wire(first), wire(diff_state(first, second))), wire(diff_state(second, third))
    ) == wire(third)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_browser_applies_deltas_as_the_server_means_them(tmp_path: Path) -> None:
    """static/js/state.js, run by node on the deltas of a whole match of every game (every kind of
    layout): the same states as Python's."""
    matches: list[dict[str, Any]] = []
    for variant in sorted(VARIANTS):
        players = variant_class(variant).min_players
        options: dict[str, Any] = {"max_deals": 2} if variant == "white-snake" else {}
        config = TableConfig("j", "", variant, players, options, 3, None, 0.0)
        seats = [SeatConfig(0, "human", None, "h", True)] + [
            SeatConfig(s, "bot", "random", None, True) for s in range(1, players)
        ]
        table = Table(config, seats)
        rng = random.Random(3)
        first = base = table.state(0)
        steps: list[dict[str, Any]] = []
        n = 0
        while not table.is_over and n < 400:
            move = str(rng.choice(table.match.legal_moves()))
            table.apply(ActionRow(n, "move", table.match.turn, move, "bot", float(n)), seq=table.seq)
            n += 1
            full = table.state(0)
            steps.append({"delta": diff_state(base, full), "full": full})
            base = full
        matches.append({"variant": variant, "first": first, "steps": steps})
    data = tmp_path / "steps.json"
    data.write_text(json.dumps(matches))
    script = tmp_path / "check.mjs"
    script.write_text(
        f"""import {{ applyDelta }} from {json.dumps((STATIC / "state.js").as_uri())};
import {{ readFileSync }} from "node:fs";
import {{ isDeepStrictEqual }} from "node:util";
let count = 0;
for (const {{ variant, first, steps }} of JSON.parse(readFileSync({json.dumps(str(data))}, "utf8"))) {{
  let state = first;
  steps.forEach((step, i) => {{
    state = applyDelta(state, step.delta);
    if (state === null || !isDeepStrictEqual(state, step.full)) {{
      console.error(variant + " differs at step " + i);
      process.exit(1);
    }}
    count += 1;
  }});
  if (applyDelta(first, steps[steps.length - 1].delta) !== null) process.exit(2);
}}
console.log(count);
"""
    )
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == sum(len(m["steps"]) for m in matches) > 50 * len(matches)


def test_a_delta_client_plays_whole_matches_against_the_server(tmp_path: Path) -> None:
    """End to end: people asking for deltas (and a spectator) play a match on a real server; their
    applied states agree with a full state fetched afresh at the end."""
    pytest.importorskip("websockets", reason="the server extra is not installed")
    from server_helpers import Client, ServerProcess, play_to_end

    server = ServerProcess(f"sqlite:///{tmp_path / 'd.sqlite3'}", log=tmp_path / "server.log").start()
    try:

        async def scenario() -> None:
            made = server.create_table(
                "draw", 3, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
            )
            people = [await Client(server, made["table"], delta=True).connect(s["token"]) for s in made["seats"]]
            watcher = await Client(server, made["table"], delta=True).connect(None)
            ends = await play_to_end([*people, watcher], seed=4)
            assert all(e["view"]["match_over"] for e in ends)
            assert all(c.deltas for c in people)
            for client, seat in ((people[0], made["seats"][0]["token"]), (watcher, None)):
                await client.drain()
                fresh = await Client(server, made["table"]).connect(seat)
                assert fresh.state is not None and client.state is not None
                for key in ("seq", "view", "reveal", "sheet", "chat"):
                    assert client.state[key] == fresh.state[key], key
                await fresh.close()
            for c in [*people, watcher]:
                await c.close()

        asyncio.run(scenario())
    finally:
        server.stop()


def test_the_view_names_the_numbers_each_other_seat_lacks() -> None:
    """Issue 27: the browser's table in words says which numbers a seat is known to lack (C-4
    inferences from the seat's own view, View.void_numbers); the seat's own entry and a spectator's
    are empty (a spectator's would lean on a hidden hand)."""
    from dominohall import new_match

    match = new_match("block", players=3, seed=11)
    seen_some = False
    for _ in range(60):
        if match.result is not None or match.deal.result is not None:
            break
        for seat in range(3):
            view = match.view(seat)
            sent = wire(view_json(view))["void_numbers"]
            assert sent[seat] == []
            assert all(sent[s] == view.void_numbers(s) for s in range(3) if s != seat)
            seen_some = seen_some or any(sent)
            assert wire(view_json(view, spectator=True))["void_numbers"] == [[], [], []]
        match.play(match.legal_moves()[0])
    assert seen_some
