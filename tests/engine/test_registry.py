"""The registry of variants: one place for every variant fact, read by every interface; the match
knows no variant by name; one definition of what a result is worth (returns)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from server_helpers import ServerProcess

import dominohall as dh
from dominohall.bots.greedy import BONUS, SHED_DOUBLES
from dominohall.bots.ismcts import DEFAULT_ITERATIONS, DEFAULT_ROOTS
from dominohall.envs.aec import DEFAULT_PLAYERS
from dominohall.envs.codec import ActionCodec
from dominohall.events import DealResult, Ending
from dominohall.outcome import returns, unit_value, win_share
from dominohall.variants import INFO, VARIANTS, variant_info

SRC = Path(dh.__file__).parent


def test_every_variant_is_registered_once_with_its_facts() -> None:
    assert list(INFO) == list(VARIANTS)
    for name, info in INFO.items():
        cls = VARIANTS[name]
        assert info.name == cls.name == name
        assert set(info.titles) == {"en", "pl", "ru"} and all(info.titles.values())
        assert info.places == ("", *cls.end_names)
        assert info.default_players in info.players
        assert info.match_kind == cls.standing.kind
        assert info.first_rule.startswith(info.rule_prefix + "-")
        for n, (hand, stock) in info.hand_shapes.items():
            rules = dh.rules_for(name, n)
            assert n * hand + stock <= rules.full_set.bit_count()


def test_variant_info_refuses_an_unknown_name_with_the_field() -> None:
    with pytest.raises(dh.OptionError) as err:
        variant_info("dominoes")
    assert err.value.field == "variant" and "white-snake" in str(err.value)


def test_interfaces_read_the_registry() -> None:
    """The environments, the codec and the bots take their variant facts from the registry; the
    bots' own tuning tables name only registered variants."""
    assert {name: info.default_players for name, info in INFO.items()} == DEFAULT_PLAYERS
    for name, info in INFO.items():
        codec = ActionCodec(dh.rules_for(name, info.default_players))
        assert (codec.places, codec.sides, codec.steal_tiles) == (info.places, info.cut_sides, info.steal_tiles)
    for table in (BONUS, SHED_DOUBLES, DEFAULT_ITERATIONS, DEFAULT_ROOTS):
        assert set(table) <= set(VARIANTS)


def test_the_match_knows_no_variant_by_name() -> None:
    """Match and the shared standing contain no variant's name or rule: those live with the variant."""
    for module in ("match.py", "standing.py", "deal.py"):
        text = (SRC / module).read_text(encoding="utf-8")
        code = re.sub(r'""".*?"""', "", text, flags=re.S)  # docstrings may name examples
        code = "\n".join(line.split("#")[0] for line in code.splitlines())
        for name in VARIANTS:
            assert f'"{name}"' not in code, f"{module} names {name}"
        for prefix in ("WS-", "SA-"):
            assert prefix not in code, f"{module} holds a rule of its own ({prefix})"


def test_returns_tie_cases_as_documented() -> None:
    def result(ending: Ending, winners: tuple[int, ...], losers: tuple[int, ...], n: int) -> DealResult:
        return DealResult(ending, winners, losers, "X", (0,) * n, (0,) * n)

    assert result(Ending.DOMINO, (0,), (1,), 2).returns == (1.0, -1.0)
    assert result(Ending.BLOCK, (), (), 3).returns == (0.0, 0.0, 0.0)  # a tied block
    assert result(Ending.VOID, (), (), 5).returns == (0.0,) * 5  # WS-5: a void deal
    assert result(Ending.DOMINO, (0, 2), (1,), 3).returns == (0.5, -1.0, 0.5)  # SA-9, three players
    assert result(Ending.BLOCK, (0,), (1, 2), 3).returns == (1.0, -0.5, -0.5)  # SA-9, tied most pips
    assert result(Ending.BLOCK, (), (0, 1), 2).returns == (-0.5, -0.5)  # SA-9, everyone ties
    assert [win_share(r) for r in returns((0, 2), (1,), 3)] == [0.5, 0.0, 0.5]
    assert [unit_value(r) for r in returns((1,), (0,), 2)] == [0.0, 1.0]
    assert unit_value(0.0) == 0.5


def test_a_match_is_worth_its_returns_once_over() -> None:
    m = dh.new_match("block", 2, seed=4, options={"target": 1})
    assert m.returns == (0.0, 0.0)
    while not m.is_over:
        m.play(m.legal_moves()[0])
    assert m.result is not None and m.returns == m.result.returns
    assert sorted(m.returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_the_deal_count_counts_every_deal_and_white_snake_keeps_its_number() -> None:
    """Every deal dealt is counted (WS-3 redeals too); WS-2's deal number counts decided deals plus one."""
    m = dh.new_match("white-snake", 5, seed=2)
    while m.deal_number < 4 and not m.is_over:
        m.play(m.legal_moves()[0])
    kinds = [e.kind for e in m.history]
    assert m.deals_dealt == kinds.count("deal") >= m.deal_number
    assert m.deal.count == m.deals_dealt and m.view(0).deal_count == m.deals_dealt
    block = dh.new_match("block", 2, seed=1)
    for expected in (1, 2, 3):
        assert block.deals_dealt == expected and block.deal.count == expected
        deal = block.deal
        while not deal.is_over:
            block.play(block.legal_moves()[0])


def test_the_browser_reads_variant_facts_from_the_server(server: ServerProcess) -> None:
    served = {v["variant"]: v for v in server.get("/api/variants")}
    assert served == {name: info.json() for name, info in INFO.items()}
    assert served["sausage-one-way"]["first_rule"] == "SA-11" and served["white-snake"]["match_kind"] == "tokens"
    js = (SRC / "server" / "static" / "js").glob("*.js")
    for path in js:
        text = path.read_text(encoding="utf-8")
        assert '"white-snake"' not in text and "FIRST_RULE" not in text, f"{path.name} keeps its own variant facts"


def test_every_variant_says_how_long_its_matches_usually_last() -> None:
    """``match_lengths`` (benchmarks/match_length.py): for every player count that needs no option,
    the deals a match takes at the 10th, 50th and 90th percentile, served as JSON (issue 23: White
    Snake's matches run long, and a player should know before choosing one)."""
    for name, info in INFO.items():
        assert set(info.match_lengths) == set(info.hand_shapes), name
        for low, median, high in info.match_lengths.values():
            assert 1 <= low <= median <= high, name
        assert info.json()["match_lengths"] == {str(n): list(v) for n, v in info.match_lengths.items()}
    assert INFO["white-snake"].numbered_deals and not INFO["twins"].numbered_deals
