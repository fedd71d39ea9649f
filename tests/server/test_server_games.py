"""Whole matches through the WebSocket for every variant, and what people do at a table: reconnect,
undo, takeover of a seat left empty, the turn timer, chat. (The rate limit: test_server_protocol.py.)"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, play_to_end

from dominohall.record import loads

# Whole matches, kept short by their own options (fewer tokens' deals, loss marks or points).
GAMES: list[tuple[str, int, list[str], dict[str, Any]]] = [
    ("white-snake", 5, ["greedy", "random", "greedy", "random"], {"max_deals": 4}),
    ("sausage", 3, ["greedy", "random"], {"losses": 3}),
    ("sausage-one-way", 2, ["random"], {"losses": 3}),
    ("twins", 3, ["greedy", "random"], {"target": 50}),
    ("maltese-cross", 2, ["greedy"], {"target": 50}),
    ("block", 4, ["greedy", "random", "greedy"], {"teams": True, "target": 50}),
    ("draw", 2, ["ismcts:iterations=20"], {"target": 50}),
]


def test_a_whole_match_of_every_variant_through_the_websocket(server: ServerProcess) -> None:
    async def one(variant: str, players: int, bots: list[str], options: dict[str, Any], seed: int) -> None:
        seats = [{"kind": "human"}] + [{"kind": "bot", "bot": b} for b in bots]
        made = server.create_table(variant, players, seats=seats, options=options, name=f"{variant} test")
        table = made["table"]
        assert [s["seat"] for s in made["seats"]] == [0]
        person = await Client(server, table).connect(made["seats"][0]["token"])
        watcher = await Client(server, table).connect(None)
        assert person.seat == 0 and watcher.seat is None
        last, watched = await play_to_end([person, watcher], seed, timeout=120)
        assert last["table"]["status"] == "finished" and last["view"]["turn"] == -1
        # Every deal on the score sheet, and face up at the end, for the players and now the spectator.
        record = server.get(f"/api/tables/{table}/record")
        match = loads(_text(record))
        deal_ends = [e for e in match.history if e.kind == "deal_end"]
        assert len(deal_ends) == len(last["reveal"]) == len(watched["reveal"])
        # A row per deal played, and one per deal dealt again because nobody could lead (issue 23).
        played = [row for row in last["sheet"] if "redeal" not in row]
        redealt = [row for row in last["sheet"] if "redeal" in row]
        assert len(played) == len(deal_ends)
        assert len(redealt) == sum(1 for e in match.history if e.kind == "redeal")
        assert last["view"]["scores"] == list(match.scores) and last["view"]["marks"] == list(match.marks)
        replay = server.get(f"/api/tables/{table}/replay")
        decisions = [e for e in match.history if e.kind in ("play", "pass", "steal")]
        assert replay["frames"][-1]["match_over"] and len(replay["frames"]) > len(decisions)
        assert any(e["status"] == "finished" and e["id"] == table for e in server.get("/api/history"))
        await person.close()
        await watcher.close()

    async def main() -> None:
        await asyncio.gather(*(one(*game, seed) for seed, game in enumerate(GAMES)))

    asyncio.run(main())


def _text(record: Any) -> str:
    import json

    return record if isinstance(record, str) else json.dumps(record)


def test_a_bot_only_table_plays_itself_to_the_end(server: ServerProcess) -> None:
    made = server.create_table("block", 2, seats=[{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}])
    assert made["seats"] == []
    deadline = time.monotonic() + 30
    while server.get(f"/api/tables/{made['table']}")["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert made["table"] not in [t["id"] for t in server.get("/api/tables")]


def test_a_person_who_reconnects_comes_back_to_the_same_seat_and_state(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table(
            "draw", 3, seats=[{"kind": "bot", "bot": "greedy"}, {"kind": "human"}, {"kind": "human"}]
        )
        table = made["table"]
        one = await Client(server, table).connect(made["seats"][0]["token"])
        two = await Client(server, table).connect(made["seats"][1]["token"])
        # The bot at seat 0 may lead: wait until a person is to move (nothing changes then).
        await one.until(lambda s: s["table"]["status"] == "playing" and s["view"]["turn"] in (1, 2))
        await one.drain()
        assert one.seat == 1 and two.seat == 2
        seen = one.state
        assert seen is not None
        await one.close()
        again = await Client(server, table).connect(made["seats"][0]["token"])
        assert again.seat == 1 and again.state is not None
        assert again.state["seq"] == seen["seq"] and again.state["view"] == seen["view"]
        # Two tabs of the same seat both follow the game.
        tab = await Client(server, table).connect(made["seats"][0]["token"])
        assert tab.state is not None and tab.state["view"]["hand"] == seen["view"]["hand"]
        meta = server.get(f"/api/tables/{table}")
        assert meta["seats"][1]["connected"] and meta["seats"][2]["connected"] and meta["status"] == "playing"
        for c in (again, tab, two):
            await c.close()

    asyncio.run(main())


def test_undo_takes_back_the_persons_move_and_the_bots_replies(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table(
            "draw", 3, seats=[{"kind": "human"}, {"kind": "bot"}, {"kind": "bot", "bot": "random"}]
        )
        person = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        state = await person.until(lambda s: s["view"]["turn"] == 0 and bool(s["view"]["legal"]))
        before = state["view"]
        assert state["table"]["undo"] is True
        moved = await person.request({"type": "move", "move": before["legal"][-1]["move"], "seq": state["seq"]})
        assert moved["type"] == "state" and moved["view"]["hand"] != before["hand"]
        mine = await person.until(lambda s: s["view"]["turn"] == 0 or s["view"]["match_over"])
        undone = await person.request({"type": "undo", "seq": mine["seq"]})
        assert undone["type"] == "state", undone
        assert undone["seq"] == mine["seq"] + 1
        assert undone["view"] == before
        # Nothing more of this seat's to take back: refused, and nothing changes.
        refused = await person.error({"type": "undo", "seq": undone["seq"]})
        assert refused["code"] == "no_undo"
        await person.close()

    asyncio.run(main())


def test_undo_is_refused_where_another_person_plays(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}])
        a = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        b = await Client(server, made["table"]).connect(made["seats"][1]["token"])
        state = await a.until(lambda s: s["table"]["status"] == "playing")
        assert state["table"]["undo"] is False
        mover = a if state["view"]["turn"] == 0 else b
        await mover.drain()
        assert mover.state is not None
        seq = mover.state["seq"]
        answer = await mover.request({"type": "move", "move": mover.state["view"]["legal"][0]["move"], "seq": seq})
        assert answer["type"] == "state"
        refused = await mover.error({"type": "undo", "seq": answer["seq"]})
        assert refused["type"] == "error" and refused["code"] == "no_undo"
        await a.close()
        await b.close()

    asyncio.run(main())


def test_chat_reaches_everyone_and_is_kept_in_the_state(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}])
        a = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        b = await Client(server, made["table"]).connect(made["seats"][1]["token"])
        watcher = await Client(server, made["table"]).connect(None)
        await a.drain()
        seq = a.state["seq"] if a.state else None
        said = await a.request({"type": "chat", "phrase": "good_luck"}, answer="chat")
        assert said["type"] == "chat" and said["seat"] == 0 and said["phrase"] == "good_luck"
        heard = await b.next_of("chat")
        seen = await watcher.next_of("chat")
        assert heard["phrase"] == seen["phrase"] == "good_luck"
        # Chat is no game action: a move quoting the same seq still stands.
        c = await Client(server, made["table"]).connect(None)
        assert c.state is not None and c.state["seq"] == seq and c.state["chat"][-1]["phrase"] == "good_luck"
        wrong = await a.error({"type": "chat", "phrase": "you cheat"})
        assert wrong["code"] == "bad_message" and wrong["field"] == "phrase"
        mute = await watcher.error({"type": "chat", "phrase": "hello"})
        assert mute["code"] == "forbidden"
        for x in (a, b, watcher, c):
            await x.close()

    asyncio.run(main())


def test_the_turn_timer_plays_for_a_person_whose_time_runs_out(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "bot"}], timer=1)
        person = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        state = await person.until(lambda s: s["view"]["turn"] == 0)
        timer = state["timer"]
        assert timer is not None and timer["seat"] == 0 and 0 < timer["remaining"] <= 1
        seq = state["seq"]
        # Nobody sends anything: the timer moves for seat 0.
        after = await person.until(lambda s: s["seq"] > seq, timeout=10)
        assert any(e.get("seat") == 0 for e in after["view"]["log"][-3:])
        await person.close()

    asyncio.run(main())


def test_a_seat_left_empty_for_long_can_be_handed_to_a_bot(strict_server: ServerProcess) -> None:
    async def main() -> None:
        server = strict_server
        made = server.create_table("sausage", 3, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
        table = made["table"]
        present = await Client(server, table).connect(made["seats"][0]["token"])
        assert present.state is not None and present.state["table"]["status"] == "waiting"
        early = await present.error({"type": "takeover", "seat": 1})
        assert early["code"] == "not_away" and early["field"] == "seat"
        # A friend who opened the link and left is away from the moment of leaving.
        friend = await Client(server, table).connect(made["seats"][1]["token"])
        await present.until(lambda s: s["table"]["status"] == "playing")
        busy = await present.error({"type": "takeover", "seat": 1})
        assert busy["code"] == "not_away"
        await friend.close()
        for bad, field in (({"seat": 0}, "seat"), ({"seat": 7}, "seat")):
            refused = await present.error({"type": "takeover", **bad})
            assert refused["code"] == "bad_message" and refused["field"] == field
        bots = await present.error({"type": "takeover", "seat": 2})
        assert bots["code"] == "not_away"
        taken = await present.take_over(1)
        assert taken["table"]["undo"] is True
        # The friend comes back: watching their seat's hand, no longer playing it.
        back = await Client(server, table).connect(made["seats"][1]["token"])
        assert back.state is not None and back.seat == 1
        for message in ({"type": "move", "move": "pass"}, {"type": "undo"}):
            refused = await back.error({**message, "seq": back.state["seq"]})
            assert refused["code"] == "forbidden"
        await present.close()
        await back.close()

    asyncio.run(main())
