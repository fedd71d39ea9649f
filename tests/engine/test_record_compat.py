"""Records written before the deal count (record version 1) replay to the same states.

The files under ``tests/engine/records/v1`` were written by dominohall at commit 2d61182, with the state each
match reached (``*.state.json``), before events became typed and before matches counted their deals.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dominohall.record import dumps, loads
from dominohall.tiles import TileSet

RECORDS = Path(__file__).parent / "records" / "v1"
VARIANTS = sorted(p.name.removesuffix(".json") for p in RECORDS.glob("*.json") if not p.name.endswith(".state.json"))


def test_every_variant_has_an_old_record() -> None:
    assert sorted(["white-snake", "sausage", "sausage-one-way", "twins", "maltese-cross", "block", "draw"]) == VARIANTS


@pytest.mark.parametrize("variant", VARIANTS)
def test_version_1_records_replay_to_the_same_state(variant: str) -> None:
    text = (RECORDS / f"{variant}.json").read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1
    expected = json.loads((RECORDS / f"{variant}.state.json").read_text(encoding="utf-8"))
    m = loads(text)
    hands: list[TileSet] = m.deal.hands
    result = (
        None
        if m.result is None
        else [list(m.result.winners), list(m.result.losers), list(m.result.ranking), m.result.rule]
    )
    assert {
        "deals_played": m.deals_played,
        "deal_number": m.deal_number,
        "scores": m.scores,
        "marks": m.marks,
        "tokens": m.tokens,
        "result": result,
        "turn": m.turn,
        "hands": hands,
        "events": len(m.history),
    } == expected
    # Written again, it is a record of the current version that replays to the same match.
    again = loads(dumps(m))
    assert again.history == m.history and json.loads(dumps(m))["version"] == 2


def test_version_2_deals_carry_the_count_and_the_number() -> None:
    """Every deal dealt is counted (redeals too); White Snake's deal number (WS-2) is kept apart."""
    m = loads((RECORDS / "white-snake.json").read_text(encoding="utf-8"))
    deals = [e for e in json.loads(dumps(m))["events"] if e["event"] in ("deal", "redeal")]
    dealt = [e for e in deals if e["event"] == "deal"]
    assert [e["deal"] for e in dealt] == list(range(1, len(dealt) + 1))
    assert dealt[-1]["deal"] == m.deals_dealt >= m.deal_number - 1
    assert all(1 <= e["number"] <= m.deal_number for e in deals)
