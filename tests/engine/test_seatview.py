"""A seat's whole view as JSON and back (:mod:`dominohall.seatview`, issue #41): what ``dominohall bot
connect --bot ismcts`` thinks on, away from the server. Read back from its JSON text, the view of
random positions of every variant and player count is the server's own (every field of the
:class:`View`, and the public skeleton of its deal attribute by attribute), and the package's bots
choose on it exactly as they do on the original; a document that is not one is refused naming its
field, and names no class but the engine's value types."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from dominohall import VARIANTS, new_match
from dominohall.bots import make_bot
from dominohall.match import Match
from dominohall.seatview import SeatViewError, deal_json, encode, view_from_json, view_json
from dominohall.variants import variant_info
from dominohall.views import View


def positions(variant: str, seed: int) -> list[tuple[Match, int]]:
    """Matches of ``variant`` (each player count, up to three) played at random to a random depth
    (across deals too: up to 150 moves), and every seat of each."""
    rng = random.Random(seed)
    found = []
    for players in variant_info(variant).players[:3]:
        for game in range(3):
            m = new_match(variant, players, seed=seed * 100 + game)
            for _ in range(rng.randrange(150)):
                if m.result is not None:
                    break
                m.play(rng.choice(m.legal_moves()))
            found += [(m, seat) for seat in range(players)]
    return found


def round_trip(view: View) -> View:
    return view_from_json(json.loads(json.dumps(view_json(view))))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_views_json_reads_back_as_the_same_view(variant: str) -> None:
    moved = 0
    for m, seat in positions(variant, 7):
        view = m.view(seat)
        back = round_trip(view)
        assert back == view  # every field but the skeleton (compare=False)
        assert deal_json(back.public_deal) == deal_json(view.public_deal)
        assert type(back.public_deal) is type(view.public_deal)
        assert back.public_deal.legal_moves() == view.public_deal.legal_moves()
        assert back.public_deal.layout() == view.public_deal.layout()
        assert back.void_numbers((seat + 1) % view.players) == view.void_numbers((seat + 1) % view.players)
        if view.my_turn and view.legal_moves and not view.match_over:
            moved += 1
            for spec in ("greedy", "ismcts:iterations=40", "expert:worlds=2,nodes=2000"):
                assert make_bot(spec, seed=5).choose(back) == make_bot(spec, seed=5).choose(view), spec
    assert moved, "no position with a move to choose"


def test_the_view_holds_nothing_of_another_hand() -> None:
    """The document is made from the view alone: the other seats' hands are empty in its skeleton."""
    m = new_match("draw", 3, seed=2)
    for _ in range(5):
        m.play(m.legal_moves()[0])
    document = view_json(m.view(1))
    hands = json.dumps(document["public_deal"]["hands"])
    assert json.loads(hands)[0] == 0 and json.loads(hands)[2] == 0 and json.loads(hands)[1] == m.deal.hands[1]
    assert document["public_deal"]["stock"] == {"T": []}


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(format=99), "engine.format"),
        (lambda d: d.pop("hand"), "engine.hand"),
        (lambda d: d.update(history={"C": "Popen", "v": ["rm"]}), "engine.history"),
        (lambda d: d.update(history={"C": "Ending", "v": []}), "engine.history"),
        (lambda d: d.update(layout={"X": 1}), "engine.layout"),
        (lambda d: d["public_deal"].update(nosuch=1), "engine.deal"),
        (lambda d: d["public_deal"].update(leader=9), "engine.deal.leader"),
        (lambda d: d.update(variant="chess"), "engine.variant"),
    ],
)
def test_a_document_that_is_not_a_view_is_refused_naming_its_field(change: Any, field: str) -> None:
    document = json.loads(json.dumps(view_json(new_match("block", 2, seed=1).view(0))))
    change(document)
    with pytest.raises(SeatViewError) as refused:
        view_from_json(document)
    assert str(refused.value).startswith(field), refused.value


def test_deep_nesting_is_refused_and_only_engine_values_are_written() -> None:
    deep: Any = 0
    for _ in range(200):
        deep = [deep]
    document = view_json(new_match("block", 2, seed=1).view(0))
    document["history"] = deep
    with pytest.raises(SeatViewError, match=r"engine\.history: nested"):
        view_from_json(document)
    with pytest.raises(TypeError):
        encode(object())
    with pytest.raises(TypeError):
        encode(1.5)


def test_the_document_does_not_change_when_hidden_tiles_change_places(monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak test of the views (test_properties: two hidden tiles traded everywhere in the deal's
    hidden state, the seat's view unchanged) made on the document too: what a program is sent is
    the same either way."""
    import test_properties as tp

    compare = tp.view_difference

    def with_document(a: View, b: View, skeleton: bool = False) -> list[str]:
        diff = compare(a, b, skeleton)
        if json.dumps(view_json(a)) != json.dumps(view_json(b)):
            diff.append("the engine document")
        return diff

    monkeypatch.setattr(tp, "view_difference", with_document)
    checked = 0
    for variant in VARIANTS:
        for m, seat in positions(variant, 11):
            pair = tp.hidden_pair(m, seat, random.Random(seat)) if m.result is None else None
            if pair is not None:
                tp.check_view_ignores_swap(m, seat, m.view(seat), *pair)
                checked += 1
    assert checked > 20, checked
