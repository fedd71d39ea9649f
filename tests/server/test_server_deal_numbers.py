"""Deal numbers on the score sheet (issue 23, item 4): a deal that nobody could lead is dealt again
(WS-3, TW-2, MC-2, SA-11), and the count of deals dealt goes on by one; the sheet gives such a
redeal its own row, so that no number is ever skipped unexplained, and every row carries White
Snake's deal number (WS-2), which is what picks the head."""

from __future__ import annotations

from typing import Any

from dominohall.events import DealEnded, Redealt
from dominohall.server.store import ActionRow, SeatConfig, TableConfig
from dominohall.server.table import Table


def _table(variant: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Table:
    config = TableConfig("n", "", variant, players, options or {}, seed, None, 0.0)
    seats = [SeatConfig(0, "human", None, "h", True)] + [
        SeatConfig(s, "bot", "random", None, True) for s in range(1, players)
    ]
    return Table(config, seats)


def _play_to_end(table: Table) -> None:
    while not table.match.is_over:
        seat = table.match.turn
        move = table.match.legal_moves()[0]
        actor = "human" if seat == 0 else "bot"
        table.apply(ActionRow(len(table.actions), "move", seat, str(move), actor, 1.0), seq=table.seq)


def test_a_redeal_before_the_first_move_has_its_row() -> None:
    """White Snake, seed 7: the head 1-1 of deal 1 lies in the stock, so deal 1 is dealt again (WS-3)."""
    table = _table("white-snake", 5, 7)
    sheet = table.state(0)["sheet"]
    assert sheet == [
        {
            "deal": 1,
            "deal_number": 1,
            "deal_shown": 1,  # WS-2: White Snake shows the deal number
            "redeal": "WS-3",
            "why": {"id": "its head {tile} lay in the stock", "fields": {"tile": "1-1"}},
        }
    ]
    view = table.state(0)["view"]
    assert (view["deal"], view["deal_number"]) == (2, 1)
    assert (view["deal_shown"], view["dealt_again"]) == (1, "WS-3")


def test_every_deal_dealt_has_one_row_in_order() -> None:
    """A whole match: the rows count 1, 2, 3, … with no gap, one per deal dealt (finished or dealt
    again), each redeal where the engine recorded it, with its rule, and each row's deal number."""
    table = _table("white-snake", 5, 18)  # deals 6, 7 (one after the other) and 9 are dealt again
    _play_to_end(table)
    history = table.match.history
    redealt = [(e.count, e.number, e.rule) for e in history if isinstance(e, Redealt)]
    assert [count for count, _number, _rule in redealt] == [6, 7, 9]
    ended = [e for e in history if isinstance(e, DealEnded)]
    sheet = table.state(0)["sheet"]
    assert [row["deal"] for row in sheet] == list(range(1, table.match.deals_dealt + 1))
    assert [(r["deal"], r["deal_number"], r["redeal"]) for r in sheet if "redeal" in r] == redealt
    assert len([r for r in sheet if "redeal" not in r]) == len(ended)
    # a rebuild from the stored actions gives the same sheet
    again = _table("white-snake", 5, 18)
    for action in table.actions:
        again.apply(action)
    assert again.state(0)["sheet"] == sheet


def test_undo_inside_a_deal_keeps_the_redeal_rows() -> None:
    table = _table("white-snake", 5, 7)

    def act(kind: str, seat: int, data: str, actor: str) -> None:
        table.apply(ActionRow(len(table.actions), kind, seat, data, actor, 1.0), table.seq)

    while table.match.turn != 0:
        act("move", table.match.turn, str(table.match.legal_moves()[0]), "bot")
    act("move", 0, str(table.match.legal_moves()[0]), "human")
    act("undo", 0, "", "human")
    assert table.state(0)["sheet"] == [
        {
            "deal": 1,
            "deal_number": 1,
            "deal_shown": 1,  # WS-2: White Snake shows the deal number
            "redeal": "WS-3",
            "why": {"id": "its head {tile} lay in the stock", "fields": {"tile": "1-1"}},
        }
    ]
