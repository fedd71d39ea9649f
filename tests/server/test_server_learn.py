"""The lessons' pages and API on a real server (dominohall.server.learn): every lesson served, a
tried move judged with the engine as dominohall.lessons judges it, the practice deal replayed from
its seed and the moves sent, hints; every value a visitor sends parsed into its range, and the rate
per address."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest

pytest.importorskip("starlette", reason="the server extra is not installed")

from dominohall.i18n import Texts
from dominohall.lessons import LESSONS
from dominohall.lessons.core import judge
from dominohall.lessons.practice import MAX_MOVES, replay

if TYPE_CHECKING:
    from server_helpers import ServerProcess


def test_every_lesson_is_served_with_its_steps_positions_and_texts(server: ServerProcess) -> None:
    listed = server.get("/api/lessons")
    assert [item["variant"] for item in listed] == list(LESSONS)
    for item in listed:
        les = LESSONS[item["variant"]]
        assert item["steps"] == len(les.steps) and item["keys"] == [s.key for s in les.steps]
        assert 1 <= item["minutes"] <= 10
        served = server.get(f"/api/lessons/{item['variant']}")
        assert served["intro"]["id"] == les.intro.id
        for step, got in zip(les.steps, served["steps"], strict=True):
            assert got["rules"] == list(step.rules) and got["title"]["id"] == step.title.id
            assert got["task"]["id"] == step.task.id and got["highlight"] == step.highlight.json()
            view = got["view"]
            assert view["turn"] == 0 and view["seat"] == 0
            assert sorted(m["move"] for m in view["legal"]) == sorted(str(m) for m in step.match().legal_moves())
            # the learner's view only: no other hand, no stock (C-4)
            assert "hands" not in view and len(view["hand"]) == view["hand_counts"][0]
    status, body = server.request("GET", "/api/lessons/dominoes")
    assert status == 404 and body["code"] == "not_found" and body["field"] == "variant"
    for page in ("/learn", "/learn/sausage", "/learn/dominoes"):
        status, text = server.request("GET", page)
        assert status == 200 and "learn.js" in text


def test_a_tried_move_is_judged_with_the_engine(server: ServerProcess) -> None:
    def tried(variant: str, index: int, move: str) -> dict[str, Any]:
        answer: dict[str, Any] = server.get(f"/api/lessons/{variant}/steps/{index}?move={quote(move)}")
        return answer

    side = tried("sausage", 3, "2-5@cut:1:L")
    assert side["verdict"] == "accepted" and side["move"] == "2-5@cut:1:L"
    assert side["say"]["fields"]["taken"]["n"] == 8 and side["view"]["hand_counts"][1] == 9 + 8
    missed = tried("sausage", 3, "2-5@cut:1:R")
    assert missed["verdict"] == "missed" and missed["say"]["fields"]["taken"]["n"] == 2 and "view" not in missed
    locked = tried("twins", 1, "1-4")  # a tile alone: placed where it shows a number, refused there
    assert locked == {
        "verdict": "refused",
        "move": "1-4@R",
        "error": {
            "code": "illegal_move",
            "rule": "TW-4",
            "message": "1-4 may go on 4 only once 4-4 is on the table",
            # the sentence the page says, worded by the server (dominohall.presentation)
            "why": {
                "id": "{tile} may go on {value} only once {value}-{value} is on the table.",
                "fields": {"tile": "1-4", "value": 4},
            },
        },
    }
    chosen = tried("twins", 2, "2-3")
    assert chosen["verdict"] == "choose" and {m["move"] for m in chosen["moves"]} == {"2-3@L", "2-3@R"}
    bad = tried("block", 1, "9-9@Q")
    assert bad["verdict"] == "refused" and bad["error"]["code"] == "bad_message" and bad["error"]["rule"] == "N"
    assert bad["error"]["why"] == {
        "id": "{move} names no place of this game (here: {places}).",
        "fields": {"move": "9-9@Q", "places": ["L", "R"]},
    }
    for variant, les in LESSONS.items():
        for index, step in enumerate(les.steps):
            got = tried(variant, index, step.accepts[-1])
            assert got["verdict"] == "accepted" == judge(step, step.accepts[-1]).verdict


def test_hostile_values_are_refused_and_change_nothing(server: ServerProcess) -> None:
    def status(path: str) -> tuple[int, Any]:
        return server.request("GET", path)

    past = len(LESSONS["block"].steps)  # the first step number past Block's last
    for path, code in [
        (f"/api/lessons/block/steps/{past}?move=pass", 404),
        ("/api/lessons/block/steps/-1?move=pass", 404),
        ("/api/lessons/block/steps/99999999999999999999?move=pass", 404),
        ("/api/lessons/block/steps/x?move=pass", 404),
        ("/api/lessons/block/steps/0?move=" + "1" * 41, 400),
        ("/api/lessons/" + "x" * 300, 404),
        ("/api/lessons/block/practice?seed=-1", 400),
        ("/api/lessons/block/practice?seed=1e9", 400),
        ("/api/lessons/block/practice?seed=" + "9" * 30, 400),
        ("/api/lessons/block/practice?moves=" + ",".join(["pass"] * (MAX_MOVES + 1)), 400),
        ("/api/lessons/block/practice?moves=" + quote("6-6;drop"), 400),
        ("/api/lessons/block/practice?moves=" + "x" * 9000, 413),
        ("/api/lessons/block/practice?moves=9-9", 400),
    ]:
        got, body = status(path)
        assert got == code, (path, got, body)
        assert isinstance(body, dict) and body["code"], body
    got, body = status("/api/lessons/block/practice?moves=9-9")
    assert body["field"] == "moves[0]" and body["index"] == 0 and body["code"] == "illegal_move"
    # after all that, the lessons are as they were
    assert server.get("/api/lessons/block/steps/0?move=6-6")["verdict"] == "accepted"


def test_the_practice_deal_is_replayed_from_its_seed_with_hints(server: ServerProcess) -> None:
    les = LESSONS["block"]
    moves: list[str] = []
    state = server.get("/api/lessons/block/practice?seed=5")
    game = replay(les, 5, [])
    while not state["over"]:
        assert state["view"]["turn"] == 0 and state["view"]["hand_counts"] == list(game.view().hand_counts)
        hint = server.get(f"/api/lessons/block/practice/hint?seed=5&moves={','.join(moves)}")
        assert hint["move"] in {m["move"] for m in state["view"]["legal"]}
        # the move in words too, not the notation (#36 item 15)
        assert hint["words"]["id"] and "@" not in Texts("en").say(hint["words"])
        moves.append(hint["move"])
        state = server.get(f"/api/lessons/block/practice?seed=5&moves={quote(','.join(moves))}")
        game = replay(les, 5, moves)
    assert state["result"]["event"] == "deal_end" and game.over
    status, body = server.request("GET", f"/api/lessons/block/practice/hint?seed=5&moves={quote(','.join(moves))}")
    assert status == 409 and body["code"] == "not_your_turn"


def test_the_lessons_api_is_rate_limited_per_address(start_server: Callable[..., ServerProcess]) -> None:
    server = start_server(env={"DOMINOHALL_LEARN_RATE": "10/600"})
    for _ in range(10):
        assert server.get("/api/lessons/block/steps/0?move=6-6")["verdict"] == "accepted"
    status, body = server.request("GET", "/api/lessons/block/steps/0?move=6-6")
    assert status == 429 and body["code"] == "rate_limited" and body["retry_after"] >= 1
    # serving the lessons themselves is not limited (they are made once and kept)
    assert server.get("/api/lessons/block")["variant"] == "block"


def test_a_bad_rate_setting_stops_the_server_at_start(start_server: Callable[..., ServerProcess]) -> None:
    with pytest.raises(RuntimeError):
        start_server(env={"DOMINOHALL_LEARN_RATE": "lots"})
