"""The registry of variants: one place for every variant fact, read by every interface; the match
knows no variant by name; one definition of what a result is worth (returns)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from server_helpers import ServerProcess

import dominohall as dh
from dominohall.deal import Deal
from dominohall.envs.codec import ActionCodec
from dominohall.events import DealResult, Ending
from dominohall.outcome import returns, unit_value, win_share
from dominohall.variants import (
    BUILT_IN,
    BUILT_IN_FACTS,
    INFO,
    REQUIRED_FACTS,
    VARIANTS,
    BlockDeal,
    check_built_in,
    check_variant,
    register,
    variant_info,
)

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
    """The environments' codec takes its variant facts from the registry."""
    for name, info in INFO.items():
        codec = ActionCodec(dh.rules_for(name, info.default_players))
        assert (codec.places, codec.sides, codec.steal_tiles) == (info.places, info.cut_sides, info.steal_tiles)


MEASURED = {
    "white-snake": (1800, "halving", True, 8000.0),
    "sausage": (600, "ucb", False, 2200.0),
    "sausage-one-way": (450, "ucb", False, 1500.0),
    "twins": (2000, "halving", True, 9000.0),
    "maltese-cross": (1600, "halving", False, 6000.0),
    "block": (2200, "halving", True, 20000.0),
    "draw": (2200, "halving", True, 14000.0),
}
"""The built-in games' tuning as measured: (ismcts iterations a move, its root, greedy's doubles
first, the analysis rate)."""


def test_the_tuning_of_each_game_is_in_its_class_as_measured() -> None:
    """The bots' budgets and root policy, greedy's doubles-first and the analysis rate are facts of
    each class, with the values measured for it (benchmarks/strength.py, decision_weight.py --rates);
    every registered game's facts pass the registry's check, its short match included."""
    assert set(MEASURED) <= {cls.name for cls in BUILT_IN}
    for name, measured in MEASURED.items():
        cls = VARIANTS[name]
        assert (cls.search_iterations, cls.search_root, cls.greedy_doubles_first, cls.analysis_rate) == measured
    for cls in VARIANTS.values():
        check_variant(cls)
        assert dh.rules_for(cls.name, cls.default_players, cls.short_match)


@pytest.mark.parametrize("fact", list(REQUIRED_FACTS))
def test_a_game_without_a_measured_fact_is_refused_naming_it(fact: str) -> None:
    """No silent fallback: a class that neither sets nor inherits a budget (or a rate, a short match,
    a standing) is refused at registration, the fact named, and nothing is registered."""
    facts = {f: getattr(BlockDeal, f) for f in REQUIRED_FACTS if f != fact}
    static = {"name": "bare", "title": "Bare", "rule_prefix": "R"}
    bare: type[Deal] = type("BareDeal", (Deal,), {**static, **facts, "deal_shape": BlockDeal.__dict__["deal_shape"]})
    with pytest.raises(TypeError, match=fact):
        register(bare)
    assert "bare" not in VARIANTS and "bare" not in INFO


@pytest.mark.parametrize("fact", list(BUILT_IN_FACTS))
def test_a_built_in_game_states_its_own_measured_facts(fact: str) -> None:
    """A game that comes with dominohall states the facts of BUILT_IN_FACTS in its own class (a game
    made from another does not last as long, nor has the other's rules): one that only inherits them
    is refused, the fact named. A game registered from elsewhere may go without them."""
    for cls in BUILT_IN:
        check_built_in(cls)
        assert vars(cls)[fact], cls.name
    made: type[Deal] = type("MadeDeal", (BlockDeal,), {"name": "made", "title": "Made"})
    with pytest.raises(TypeError, match=f"'made' .* does not state {fact}"):
        check_built_in(type("MadeDeal", (made,), {f: getattr(BlockDeal, f) for f in BUILT_IN_FACTS if f != fact}))
    check_variant(made)  # registered from elsewhere, it needs none of them


def test_a_name_is_registered_once() -> None:
    with pytest.raises(ValueError, match="registered already"):
        register(BlockDeal)
    renamed = type("Renamed", (BlockDeal,), {"name": "Block Five"})
    with pytest.raises(TypeError, match="lower-case"):
        register(renamed)


def _is_literal(node: ast.Subscript) -> bool:
    return isinstance(node.value, ast.Name) and node.value.id == "Literal"


def name_decisions(path: Path, names: set[str]) -> list[str]:
    """The lines of a Python file that decide by a variant's name: compare with one, look one up or
    key a table by one, list names in a set, or test a name's prefix (``startswith("sausage")``).
    A name as a default argument or in a docstring decides nothing."""
    prefixes = {n.split("-")[0] for n in names}
    found: set[int] = set()

    def named(node: ast.AST | None) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in names
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return any(named(e) for e in node.elts)
        return False

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare) and (named(node.left) or any(named(c) for c in node.comparators)):
            found.add(node.lineno)
        elif isinstance(node, ast.Dict) and any(named(k) for k in node.keys):
            found.update(k.lineno for k in node.keys if k is not None and named(k))
        elif (
            (isinstance(node, ast.Subscript) and named(node.slice) and not _is_literal(node))
            or (isinstance(node, ast.Set) and named(node))
            or (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("startswith", "endswith")
                and any(isinstance(a, ast.Constant) and a.value in prefixes | names for a in node.args)
            )
        ):
            found.add(node.lineno)
    lines = path.read_text(encoding="utf-8").splitlines()
    return [f"{path.name}:{n}: {lines[n - 1].strip()}" for n in sorted(found)]


def test_nothing_outside_the_variants_decides_by_a_variant_name() -> None:
    """A game's facts live in its class (issue #24): no Python module outside variants/ compares,
    looks up or lists a variant by its name, so that a new game needs no line elsewhere."""
    found = [
        hit
        for path in sorted(SRC.rglob("*.py"))
        if "variants" not in path.relative_to(SRC).parts
        for hit in name_decisions(path, set(VARIANTS))
    ]
    assert not found, "\n".join(found)


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
    for cls in BUILT_IN:
        name, info = cls.name, INFO[cls.name]
        assert set(info.match_lengths) == set(info.hand_shapes), name
        for low, median, high in info.match_lengths.values():
            assert 1 <= low <= median <= high, name
        assert info.json()["match_lengths"] == {str(n): list(v) for n, v in info.match_lengths.items()}
    assert INFO["white-snake"].numbered_deals and not INFO["twins"].numbered_deals
    # Figures belong to the class measured: a game made from another has none until it is measured.
    assert all("match_lengths" in vars(cls) for cls in BUILT_IN)
