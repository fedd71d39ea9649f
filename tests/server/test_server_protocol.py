"""Every error of docs/protocol.md, each answered clearly (code, field, rule) and each changing nothing:
the table's seq and every view stay as they were."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, my_turn, play_to_end

from dominohall.i18n import LANGUAGES
from dominohall.server.protocol import MAX_MESSAGE, PHRASES, ProtocolError, parse_message, parse_table_request


async def snapshot(server: ServerProcess, table: str, token: str | None) -> dict[str, Any]:
    """What a fresh connection of ``token``'s seat sees now (the parts an action could change)."""
    c = await Client(server, table).connect(token)
    await c.close()
    assert c.state is not None
    return {k: c.state[k] for k in ("seq", "view", "reveal", "sheet", "chat")}


async def person_to_move(server: ServerProcess, **table: Any) -> tuple[dict[str, Any], Client]:
    """A table with a person at seat 0 and a bot at seat 1, once it is the person's turn."""
    made = server.create_table(**table)
    person = await Client(server, made["table"]).connect(made["seats"][0]["token"])
    await person.until(my_turn)
    await person.drain()
    return made, person


def test_every_refused_message_is_answered_and_changes_nothing(server: ServerProcess) -> None:
    async def main() -> None:
        made, person = await person_to_move(
            server, variant="draw", players=2, seats=[{"kind": "human"}, {"kind": "bot"}]
        )
        table, token = made["table"], made["seats"][0]["token"]
        state = person.state
        assert state is not None
        seq = state["seq"]
        hand = {m["tile"] for m in state["view"]["legal"]}
        unheld = next(t for t in ("0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "0-1", "0-2") if t not in hand)
        illegal = next((t for t in state["view"]["hand"] if t not in hand), None)  # a tile held that does not fit
        before = await snapshot(server, table, token)
        cases: list[tuple[Any, str, str | None, str | None]] = [
            ("{not json", "bad_json", None, None),
            (b"\xff\xfe", "bad_json", None, None),
            ("[1, 2]", "bad_message", None, None),
            ({"move": "pass"}, "bad_message", "type", None),
            ({"type": 5}, "bad_message", "type", None),
            ({"type": "shout"}, "unknown_type", "type", None),
            ({"type": "move", "seq": seq}, "bad_message", "move", None),
            ({"type": "move", "move": "pass"}, "bad_message", "seq", None),
            ({"type": "move", "move": 7, "seq": seq}, "bad_message", "move", None),
            ({"type": "move", "move": "pass", "seq": "1"}, "bad_message", "seq", None),
            ({"type": "move", "move": "pass", "seq": True}, "bad_message", "seq", None),
            ({"type": "move", "move": "pass", "seq": -1}, "bad_message", "seq", None),
            ({"type": "move", "move": "2-5@Q", "seq": seq}, "bad_message", "move", "N"),
            ({"type": "move", "move": "pass", "seq": seq, "seat": 1}, "bad_message", "seat", None),
            ({"type": "ping", "extra": 1}, "bad_message", "extra", None),
            ({"type": "chat", "phrase": "free text"}, "bad_message", "phrase", None),
            ({"type": "takeover", "seat": "1"}, "bad_message", "seat", None),
            ({"type": "hello", "token": token}, "bad_message", "type", None),
            ({"type": "move", "move": "x" * (MAX_MESSAGE + 10), "seq": seq}, "too_large", None, None),
            ({"type": "move", "move": f"{unheld}@L", "seq": seq}, "illegal_move", "move", "C-4"),
            ({"type": "move", "move": "pass", "seq": seq + 1}, "stale", "seq", None),
            ({"type": "move", "move": "pass", "seq": seq - 1 if seq else 99}, "stale", "seq", None),
            ({"type": "undo", "seq": seq}, "no_undo", None, None),
            ({"type": "takeover", "seat": 1}, "not_away", "seat", None),
        ]
        if illegal is not None:
            cases.append(({"type": "move", "move": f"{illegal}@L", "seq": seq}, "illegal_move", "move", None))
        if state["view"]["legal"] and state["view"]["legal"][0]["move"] != "pass":
            cases.append(({"type": "move", "move": "pass", "seq": seq}, "illegal_move", "move", "C-7"))
        for message, code, field, rule in cases:
            answer = await person.error(message if isinstance(message, str | bytes) else json.dumps(message))
            assert answer["code"] == code, (message, answer)
            assert answer["field"] == field, (message, answer)
            if rule is not None:
                assert answer["rule"] == rule, (message, answer)
            assert answer["message"], answer
        assert await snapshot(server, table, token) == before
        # The connection is still open and in step.
        assert (await person.request({"type": "ping"}, answer="pong"))["type"] == "pong"
        await person.close()

    asyncio.run(main())


def test_moves_out_of_turn_and_from_spectators_are_refused(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}])
        table = made["table"]
        a = await Client(server, table).connect(made["seats"][0]["token"])
        b = await Client(server, table).connect(made["seats"][1]["token"])
        watcher = await Client(server, table).connect(None)
        await a.until(lambda s: s["table"]["status"] == "playing")
        await b.drain()
        assert b.state is not None
        other = b if b.state["view"]["turn"] == 0 else a  # the seat not to move
        assert other.state is not None
        seq = other.state["seq"]
        tile = other.state["view"]["hand"][0]
        before = await snapshot(server, table, None)
        refused = await other.error({"type": "move", "move": tile, "seq": seq})
        assert refused["code"] == "not_your_turn" and refused["rule"] == "C-2"
        for message in (
            {"type": "move", "move": tile, "seq": seq},
            {"type": "undo", "seq": seq},
            {"type": "takeover", "seat": 0},
        ):
            answer = await watcher.error(message)
            assert answer["code"] == "forbidden", answer
        assert await snapshot(server, table, None) == before
        for c in (a, b, watcher):
            await c.close()

    asyncio.run(main())


def test_a_table_waits_for_its_people(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}])
        a = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        assert a.state is not None and a.state["table"]["status"] == "waiting"
        answer = await a.error({"type": "move", "move": "pass", "seq": a.state["seq"]})
        assert answer["code"] == "waiting"
        assert server.get(f"/api/tables/{made['table']}")["status"] == "waiting"
        await a.close()

    asyncio.run(main())


def test_bad_hellos_close_the_connection_with_a_clear_error(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2)
        other = server.create_table("block", 2)
        cases: list[tuple[Any, str, str | None]] = [
            ({"type": "hello", "token": "not-a-token"}, "forbidden", "token"),
            ({"type": "hello", "token": other["seats"][0]["token"]}, "forbidden", "token"),
            ({"type": "hello"}, "bad_message", "token"),
            ({"type": "ping"}, "bad_message", "type"),
            ("hello", "bad_json", None),
        ]
        for message, code, field in cases:
            c = await Client(server, made["table"]).connect(None, hello=False)
            await c.send(message if isinstance(message, str) else json.dumps(message))
            answer = await c.recv()
            assert answer["type"] == "error" and answer["code"] == code and answer["field"] == field, answer
            with pytest.raises(Exception, match="1008"):
                await c.recv()
        c = await Client(server, "no-such-table").connect(None, hello=False)
        await c.send({"type": "hello", "token": None})
        assert (await c.recv())["code"] == "not_found"
        assert server.get(f"/api/tables/{made['table']}")["seats"][0]["claimed"] is False

    asyncio.run(main())


def test_a_finished_match_refuses_moves_but_not_chat(server: ServerProcess) -> None:
    async def main() -> None:
        made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "bot"}], options={"target": 1})
        person = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        last = (await play_to_end([person]))[0]
        seq = last["seq"]
        for message in ({"type": "move", "move": "pass", "seq": seq}, {"type": "undo", "seq": seq}):
            answer = await person.error(message)
            assert answer["code"] == "match_over", answer
        said = await person.request({"type": "chat", "phrase": "well_played"}, answer="chat")
        assert said["phrase"] == "well_played"
        await person.close()

    asyncio.run(main())


def test_a_flood_is_rate_limited_and_nothing_else_changes(strict_server: ServerProcess) -> None:
    async def main() -> None:
        made = strict_server.create_table("block", 2)
        person = await Client(strict_server, made["table"]).connect(made["seats"][0]["token"])
        await person.drain(0.2)
        for _ in range(30):
            await person.send({"type": "ping"})
        answers = [await person.recv() for _ in range(30)]
        assert [a["type"] for a in answers].count("pong") == 20
        assert {a["code"] for a in answers if a["type"] == "error"} == {"rate_limited"}
        await person.close()

    asyncio.run(main())


# ---- creating tables over HTTP ------------------------------------------------------------------
BAD_TABLES: list[tuple[Any, str | None]] = [
    ({"variant": "chess", "players": 2}, "variant"),
    ({"players": 2}, "variant"),
    ({"variant": "block", "players": 9}, "players"),
    ({"variant": "block", "players": "2"}, "players"),
    ({"variant": "twins", "players": 11}, "players"),
    ({"variant": "twins", "players": 9}, "options.hand_size"),
    ({"variant": "block", "players": 2, "options": {"target": 0}}, "options.target"),
    ({"variant": "block", "players": 2, "options": {"colour": 1}}, "options.colour"),
    ({"variant": "block", "players": 2, "options": []}, "options"),
    ({"variant": "block", "players": 2, "seats": [{"kind": "human"}]}, "seats"),
    ({"variant": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "alien"}]}, "seats[1]"),
    (
        {"variant": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "minimax"}]},
        "seats[1].bot",
    ),
    (
        {
            "variant": "block",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "ismcts:iterations=99999"}],
        },
        "seats[1].bot",
    ),
    (
        {"variant": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "ismcts:root=minimax"}]},
        "seats[1].bot",
    ),
    ({"variant": "block", "players": 2, "timer": 0}, "timer"),
    ({"variant": "block", "players": 2, "timer": "10"}, "timer"),
    ({"variant": "block", "players": 2, "name": "x" * 100}, "name"),
    ({"variant": "block", "players": 2, "owner": "me"}, "owner"),
    ({"variant": "block", "players": 2, "seed": -1}, "seed"),
    ({"variant": "block", "players": 2, "seed": 2**63}, "seed"),
    ({"variant": "block", "players": 2, "seed": "7"}, "seed"),
    ({"variant": "block", "players": 2, "seed": True}, "seed"),
    ([1, 2], None),
]


@pytest.mark.parametrize(("body", "field"), BAD_TABLES)
def test_bad_table_options_are_refused_naming_the_field(body: Any, field: str | None) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_table_request(body)
    assert caught.value.field == field


def test_bad_tables_are_refused_over_http_and_create_nothing(server: ServerProcess) -> None:
    before = len(server.get("/api/tables"))
    for body, field in BAD_TABLES[:6]:
        status, answer = server.request("POST", "/api/tables", body)
        assert status == 400 and answer["field"] == field and answer["error"], answer
    status, answer = server.request("POST", "/api/tables", b"{nope")
    assert status == 400 and answer["code"] == "bad_json"
    status, answer = server.request("POST", "/api/tables", b" " * 20000)
    assert status == 413 and answer["code"] == "too_large"
    assert len(server.get("/api/tables")) == before
    status, answer = server.request("GET", "/api/texts/fr")
    assert status == 404 and answer["field"] == "lang"
    status, answer = server.request("GET", "/api/tables/nope/record")
    assert status == 404


def test_a_chosen_seed_deals_the_engines_match_and_is_public(server: ServerProcess) -> None:
    """C-3: a table created with a seed deals exactly the engine's match of that seed; since the seed
    tells every hand, TABLE_META shows it to everyone from the start. A random seed stays hidden
    until the match is over."""
    from dominohall import new_match
    from dominohall.tiles import names

    async def main() -> None:
        made = server.create_table("block", 2, seed=12345)  # seat 0 leads, so nothing moves first
        assert made["meta"]["seed"] == 12345
        person = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        await person.close()
        assert person.state is not None
        assert person.state["table"]["seed"] == 12345
        expected = new_match("block", players=2, seed=12345).deal.hands[0]
        assert person.state["seq"] == 0 and person.state["view"]["hand"] == names(expected)
        hidden = server.create_table("twins", 2)
        assert hidden["meta"]["seed"] is None
        assert server.get(f"/api/tables/{hidden['table']}")["seed"] is None

    asyncio.run(main())


def test_the_api_describes_variants_and_texts(server: ServerProcess) -> None:
    variants = {v["variant"]: v for v in server.get("/api/variants")}
    assert variants["twins"]["max_players"] is None and variants["white-snake"]["min_players"] == 5
    assert {o["name"] for o in variants["block"]["options"]} == {"target", "teams"}
    for lang in ("en", "pl", "ru"):
        texts = server.get(f"/api/texts/{lang}")
        assert texts["lang"] == lang and texts["variants"]["twins"] and texts["rules"]["C-5"]
        assert set(texts["languages"]) == set(LANGUAGES) and texts["plural"]["one"] == 0
    assert server.get("/api/texts/pl")["messages"]["you"] == "ty"
    assert server.get("/api/texts/pl")["variants"]["twins"] == "Bliźniaki"
    assert server.get("/api/texts/ru")["languages"] == {"en": "English", "pl": "Polski", "ru": "Русский"}


def test_parse_message_accepts_every_message_of_the_protocol() -> None:
    assert parse_message('{"type": "hello", "token": null}').token is None  # type: ignore[union-attr]
    for phrase in PHRASES:
        parse_message(json.dumps({"type": "chat", "phrase": phrase}))
    for text in ('{"type": "ping"}', '{"type": "undo", "seq": 0}', '{"type": "takeover", "seat": 2}'):
        parse_message(text)
    assert str(parse_message('{"type": "move", "move": "3-4@cut:-2:R", "seq": 9}').move) == "3-4@cut:-2:R"  # type: ignore[union-attr]


def test_serve_without_the_server_extra_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    from dominohall.cli import main

    monkeypatch.setitem(sys.modules, "dominohall.server.app", None)
    assert main(["serve", "--port", "1"]) == 2
    assert "pip install 'dominohall[server]'" in capsys.readouterr().err


def test_a_refused_move_says_why_from_the_seats_view_and_the_view_says_why_tiles_are_not_lit(
    server: ServerProcess,
) -> None:
    """The server words the refusal (``why``) and the unlit tiles (``why_not``) once, in Python
    (dominohall.presentation); the browser only says them. A spectator is told no seat's reasons."""
    from dominohall.i18n import Texts

    async def main() -> None:
        made, person = await person_to_move(
            server, variant="draw", players=2, seats=[{"kind": "human"}, {"kind": "bot"}]
        )
        state = person.state
        assert state is not None
        seq, view = state["seq"], state["view"]
        lit = {m["tile"] for m in view["legal"]}
        assert set(view["why_not"]) == set(view["hand"]) - lit
        for tile, why in view["why_not"].items():
            assert tile in Texts("ru").say(why) or "Pass" in Texts().say(why), (tile, why)
        unheld = next(
            t for t in ("0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "0-1", "0-2") if t not in view["hand"]
        )
        answer = await person.error({"type": "move", "move": f"{unheld}@L", "seq": seq})
        assert Texts().say(answer["why"]) == f"You do not hold {unheld}." and answer["quote_rule"] is False
        answer = await person.error({"type": "move", "move": "2-5@Q", "seq": seq})
        assert Texts("pl").say(answer["why"]) == Texts("pl")(
            "{move} names no place of this game (here: {places}).", move="2-5@Q", places="L, R"
        )
        if view["legal"][0]["move"] != "pass":
            answer = await person.error({"type": "move", "move": "pass", "seq": seq})
            assert answer["why"]["id"] == "One of your tiles fits, so you may not pass." and answer["quote_rule"]
        watcher = await Client(server, made["table"]).connect(None)
        assert watcher.state is not None and watcher.state["view"]["why_not"] == {}
        for c in (person, watcher):
            await c.close()

    asyncio.run(main())
