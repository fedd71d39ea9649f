"""Bots: legal, reproducible, blind to what their seat may not see, and with the documented habits."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest
from helpers import deal_of, play_all, rest_of

import dominohall as dh
from dominohall.bots import BOTS, make_bot
from dominohall.bots.base import choose_steal
from dominohall.bots.expert import HEAVY, ExpertBot, deal_events, play_likelihood
from dominohall.bots.greedy import GreedyBot
from dominohall.bots.ismcts import ISMCTSBot
from dominohall.errors import OptionError
from dominohall.events import Drew, Played
from dominohall.sampling import WorldSampler, sample_world, shuffle
from dominohall.tiles import BIT, TILE_PIPS, iter_tiles, parse_tile

CONFIGS = [
    ("white-snake", 5),
    ("sausage", 3),
    ("sausage-one-way", 2),
    ("twins", 3),
    ("maltese-cross", 4),
    ("block", 2),
    ("draw", 4),
]


@pytest.mark.parametrize(
    "spec", ["random", "greedy", "ismcts:iterations=20", "ismcts:iterations=20,root=ucb", "expert:seconds=0.02"]
)
@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_bots_play_only_legal_moves_through_a_deal(spec: str, variant: str, players: int) -> None:
    m = dh.new_match(variant, players, seed=11)
    bots = [make_bot(spec, seed=s) for s in range(players)]
    first = m.deal
    while first.result is None:
        view = m.view(m.turn)
        move = bots[m.turn].choose(view)
        assert move in m.legal_moves()
        m.play(move)


@pytest.mark.parametrize(
    ("spec", "variant"),
    [
        ("random", "sausage"),
        ("greedy", "sausage"),
        ("ismcts:iterations=30", "sausage"),
        ("ismcts:iterations=30", "twins"),
        ("expert:worlds=6,nodes=3000", "twins"),
    ],
)
def test_the_same_seed_gives_the_same_moves(spec: str, variant: str) -> None:
    def game() -> list[str]:
        m = dh.new_match(variant, 3, seed=5)
        bots = [make_bot(spec, seed=s) for s in range(3)]
        first = m.deal
        moves = []
        while first.result is None:
            moves.append(str(m.play(bots[m.turn].choose(m.view(m.turn)))))
        return moves

    assert game() == game()


@pytest.mark.parametrize(
    "spec", ["greedy", "ismcts:iterations=60", "ismcts:iterations=60,root=ucb", "expert:worlds=10"]
)
def test_bots_cannot_see_the_other_hands(spec: str) -> None:
    """C-4: two deals that differ only in the hands seat 0 cannot see give seat 0's bot the same
    view, so the same seeded bot must choose the same move in both."""
    mine = ["0-0", "0-1", "0-2", "1-1", "2-5", "3-3", "4-6"]
    a = [["0-3", "0-4", "1-2", "1-3", "2-2", "5-5", "6-6"], ["0-5", "0-6", "1-4", "1-5", "2-3", "3-4", "4-4"]]
    b = [["0-5", "0-6", "1-4", "1-5", "2-3", "3-4", "4-4"], ["0-3", "0-4", "1-2", "1-3", "2-2", "5-5", "6-6"]]
    choices = []
    for others in (a, b):
        d = deal_of("block", [mine, *others], leader=0)
        choices.append(make_bot(spec, seed=3).choose(dh.View.of(d, 0)))
    assert choices[0] == choices[1]


def test_a_view_hides_other_hands_from_the_world_skeleton() -> None:
    mine = ["0-0", "0-1", "0-2", "1-1", "2-5", "3-3", "4-6"]
    d = deal_of("draw", [mine, rest_of(mine)[:7]])
    skeleton = dh.View.of(d, 0).public_deal
    assert skeleton.hands[1] == 0 and skeleton.stock == () and skeleton.set_aside == 0
    assert skeleton.setup.hands == (0, 0)


def test_sampled_worlds_respect_known_voids_and_known_tiles() -> None:
    """ISMCTS worlds keep what is public: a seat that passed on 3 and 5 never gets a 3 or a 5."""
    d2 = deal_of(
        "block",
        [
            ["3-5", "0-0", "0-1", "0-2", "1-1", "1-2", "2-2"],
            ["0-4", "0-6", "1-4", "1-6", "2-4", "2-6", "4-4"],
        ],
        leader=0,
    )
    play_all(d2, "3-5 pass")
    view = dh.View.of(d2, 0)
    assert 3 in view.void_numbers(1) and 5 in view.void_numbers(1)
    rng = random.Random(1)
    for _ in range(200):
        world = sample_world(view, rng)
        hand = world.hands[1]
        assert hand.bit_count() == 7
        assert not any(hand & (1 << parse_tile(t)) for t in ("3-3", "3-4", "3-6", "4-5", "5-5", "5-6", "2-3", "2-5"))


@pytest.mark.parametrize(("variant", "players"), [*CONFIGS, ("sausage", 4), ("twins", 6), ("block", 4)])
def test_the_search_samples_worlds_as_the_view_does(variant: str, players: int) -> None:
    """ISMCTS's own sampler (what is known worked out once per search) deals worlds that agree with
    the view — hand sizes, known voids, tiles known from cuts, the stock size, the legal moves — and
    with the same odds as :func:`~dominohall.sampling.sample_world` (each hidden tile's chance of each seat)."""
    rng = random.Random(3)
    checked = 0
    for seed in range(12):
        m = dh.new_match(variant, players, seed=seed)
        bots = [make_bot("greedy", seed=s) for s in range(players)]
        first = m.deal
        for _ in range(rng.randrange(0, 30)):
            if first.result is not None:
                break
            m.play(bots[m.turn].choose(m.view(m.turn)))
        if first.result is not None:
            continue
        view = m.view(m.turn)
        sampler = WorldSampler(view)
        for _ in range(20):
            world = sampler.sample(rng)
            checked += 1
            assert world.hands[view.seat] == view.hand
            for s in range(players):
                if s != view.seat:
                    assert world.hands[s].bit_count() == view.hand_counts[s]
                    assert not world.hands[s] & view.known_absent[s]
                    assert world.hands[s] & view.known_held[s] == view.known_held[s] & view.hidden
            assert world.stock_left() == view.stock_count
            assert world.legal_moves() == list(view.legal_moves)
    assert checked >= 100


def test_the_search_sampler_has_the_odds_of_the_view() -> None:
    """A constrained view (seat 1 passed on 3 and 5, and 7 tiles are set aside): each hidden tile
    lands with each seat about as often with the search's sampler as with :func:`~dominohall.sampling.sample_world`."""
    d = deal_of(
        "block",
        [
            ["3-5", "0-0", "0-1", "0-2", "1-1", "1-2", "2-2"],
            ["0-4", "0-6", "1-4", "1-6", "2-4", "2-6", "4-4"],
            ["3-3", "3-4", "3-6", "4-5", "5-5", "5-6", "2-3"],
        ],
        leader=0,
    )
    play_all(d, "3-5 pass")
    view = dh.View.of(d, 0)
    sampler = WorldSampler(view)
    assert sampler.constrained
    counts: list[dict[tuple[int, int], int]] = [{}, {}]
    rngs = [random.Random(1), random.Random(2)]
    for _ in range(3000):
        for k, world in enumerate((sampler.sample(rngs[0]), sample_world(view, rngs[1]))):
            for s in (1, 2):
                for t in range(28):
                    if world.hands[s] >> t & 1:
                        counts[k][s, t] = counts[k].get((s, t), 0) + 1
    keys = set(counts[0]) | set(counts[1])
    assert max(abs(counts[0].get(key, 0) - counts[1].get(key, 0)) for key in keys) / 3000 < 0.06


def test_greedy_cuts_on_the_side_that_gives_the_next_player_more_tiles() -> None:
    """SA-6 and the greedy heuristic: of the two sides of a cut, the bigger one goes to the next player."""
    d = deal_of(
        "sausage",
        [
            ["0-2", "2-2", "1-3", "2-3", "0-4", "1-4", "2-4", "4-4", "3-5", "5-5", "0-6", "4-6", "5-6", "6-6"],
            ["0-0", "0-1", "1-1", "1-2", "0-3", "3-3", "3-4", "0-5", "1-5", "2-5", "4-5", "1-6", "2-6", "3-6"],
        ],
        leader=0,
    )
    play_all(d, "6-6 2-6@BL 5-6@TL 1-2@BL 0-6@TR 1-6@BR 1-4@BR 2-5@TL 2-4@TL 1-5@BL 0-4@TR")
    assert [str(m) for m in d.legal_moves() if m.kind == "cut"] == ["0-1@cut:1:L", "0-1@cut:1:R"]
    move = GreedyBot(seed=0).choose(dh.View.of(d, 1))
    assert str(move) == "0-1@cut:1:L"  # columns -3 to 1, not column 2 alone


def test_steal_goes_to_the_player_nearest_four_tokens() -> None:
    """WS-7 heuristic: the token is stolen from the seat holding the most."""
    m = dh.new_match("white-snake", 5, seed=1)
    tokens = {1: ["1-1"], 2: ["2-2", "3-3", "4-4"], 4: ["5-5"]}
    masks = tuple(sum(1 << parse_tile(t) for t in tokens.get(s, [])) for s in range(5))
    offered = tuple(dh.Move.steal(parse_tile(t)) for s in (1, 2, 4) for t in tokens[s])
    view = dataclasses.replace(m.view(0), tokens=masks, legal_moves=offered)
    move = choose_steal(view)
    assert move.kind == "steal" and move.tile in {parse_tile(t) for t in tokens[2]}
    assert GreedyBot(seed=1).choose(view) == move and make_bot("ismcts", seed=1).choose(view) == move


def test_bot_specs() -> None:
    assert set(BOTS) == {"random", "greedy", "ismcts", "expert"}
    expert = make_bot("expert:worlds=7,nodes=500", seed=1)
    assert isinstance(expert, ExpertBot) and (expert.worlds, expert.nodes, expert.seconds) == (7, 500, None)
    assert make_bot("expert:seconds=0.25").seconds == 0.25  # type: ignore[attr-defined]
    bot = make_bot("ismcts:iterations=77", seed=1)
    assert isinstance(bot, ISMCTSBot) and bot.iterations == 77
    assert make_bot("ismcts:seconds=0.01").seconds == 0.01  # type: ignore[attr-defined]
    assert make_bot("ismcts:root=ucb,iterations=5").root == "ucb"  # type: ignore[attr-defined]
    assert make_bot("ismcts").root is None  # type: ignore[attr-defined]
    for bad in (
        "alphazero",
        "random:3",
        "ismcts:iterations=0",
        "ismcts:depth=3",
        "ismcts:seconds=x",
        "ismcts:root=minimax",
        "ismcts:root",
        "expert:worlds=0",
        "expert:worlds=1000000",
        "expert:seconds=nan",
        "expert:nodes=-1",
        "expert:iterations=5",
        "expert:worlds",
    ):
        with pytest.raises(OptionError):
            make_bot(bad)


@pytest.mark.parametrize("variant", list(dh.VARIANTS))
def test_every_games_rating_anchors_are_bots_that_exist(variant: str) -> None:
    """The registry checks an anchor's spec only by its form (it does not import the bots, which read
    it); each level a rated table of the game may seat is one the bots make."""
    for spec in dh.VARIANTS[variant].rating_anchors:
        assert make_bot(spec).__class__ in BOTS.values(), spec


def test_the_registry_imports_no_bot() -> None:
    """The bots read the registry (budgets, greedy's terms): the registry importing them made a cycle
    of the engine through the bots (issue 37, item 8)."""
    import subprocess
    import sys

    code = "import sys, dominohall.variants; print(sorted(m for m in sys.modules if m.startswith('dominohall.bots')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_registry_refuses_an_anchor_that_is_not_a_bot_spec() -> None:
    from dominohall.variants import BlockDeal, check_variant

    class Badly(BlockDeal):
        name = "toy-bad-anchor"
        rating_anchors = {"greedy bot!": 1500.0}  # noqa: RUF012

    with pytest.raises(TypeError, match="rating_anchors names bots by their spec"):
        check_variant(Badly)


def test_halving_tries_every_move_on_the_same_worlds_and_keeps_the_better_half() -> None:
    """``root=halving``: each round spends an equal share of the budget, spread evenly over the moves
    still in it, and keeps the better half (by mean result); the move played is the one left.
    2-player Block, seat 0 to lead with 7 candidate moves: 3 rounds, 7 -> 3 -> 1."""
    m = dh.new_match("block", 2, seed=4)
    view = m.view(m.turn)
    assert len(view.legal_moves) == 7
    bot = ISMCTSBot(seed=1, iterations=210, root="halving")
    move, nodes = bot.halve(view)
    first, second = 210 // (7 * 3), 210 // (3 * 3)  # worlds per move in each round: 10, 23
    visits = sorted(node.visits for node in nodes.values())
    assert visits == [first] * 4 + [first + second] * 3  # 4 dropped after the first round
    assert nodes[move].visits == first + second and move in view.legal_moves
    assert nodes[move].mean == max(n.mean for n in nodes.values() if n.visits == first + second)
    assert bot.last_iterations == 7 * first + 3 * second


def test_halving_gives_every_move_the_same_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The moves of a round are compared on common worlds: one world is sampled per round step, not
    one per move tried (10 worlds, then 23, for the 7 leads above)."""
    m = dh.new_match("block", 2, seed=4)
    view = m.view(m.turn)
    bot = ISMCTSBot(seed=1, iterations=210, root="halving")
    sampled: list[dh.Deal] = []
    sample = WorldSampler(view).sample

    def counting(rng: random.Random) -> dh.Deal:
        sampled.append(sample(rng))
        return sampled[-1]

    monkeypatch.setattr(bot, "_sampler", lambda view: counting)
    bot.halve(view)
    assert len(sampled) == 10 + 23 and bot.last_iterations == 7 * 10 + 3 * 23
    assert all(w.result is None and not w.played for w in sampled)  # each move is tried on a copy


@pytest.mark.parametrize("variant", ["sausage", "block"])  # the ucb root and halving (each class's search_root)
def test_ismcts_by_time_stops_in_time(variant: str) -> None:
    m = dh.new_match(variant, 2, seed=2)
    bot = make_bot("ismcts:seconds=0.05", seed=1)
    assert isinstance(bot, ISMCTSBot)
    view = m.view(m.turn)
    bot.choose(view)
    assert bot.last_iterations >= len(view.legal_moves)


@pytest.mark.parametrize("root", ["halving", "ucb"])
def test_search_beats_random_play(root: str) -> None:
    """A fixed-seed regression check that the search works: a small ISMCTS wins most deals
    against random play in Maltese Cross, where skill shows quickly (the measured strength table
    is in benchmarks/strength.py)."""
    wins = 0.0
    for seed in range(30):
        m = dh.new_match("maltese-cross", 2, seed=seed)
        bots = [make_bot(f"ismcts:iterations=80,root={root}", seed=seed), make_bot("random", seed=seed)]
        if seed % 2:
            bots.reverse()
        first = m.deal
        while first.result is None:
            m.play(bots[m.turn].choose(m.view(m.turn)))
        assert first.result is not None
        ismcts_seat = 1 if seed % 2 else 0
        wins += 1.0 if ismcts_seat in first.result.winners else 0.0
    assert wins >= 20


def test_sampling_shuffles_as_the_standard_library_does() -> None:
    """``sampling.shuffle`` (the compiled build's own loop) gives ``random.shuffle``'s permutation and
    leaves the generator in the same state, for every length a world has."""
    for seed in range(40):
        for length in (0, 1, 2, 3, 7, 14, 28, 55, 91):
            ours, theirs = list(range(length)), list(range(length))
            a, b = random.Random(seed), random.Random(seed)
            shuffle(ours, a)
            b.shuffle(theirs)
            assert ours == theirs and a.getstate() == b.getstate()


def test_expert_solves_worlds_and_falls_back_to_the_search_where_they_are_too_big() -> None:
    """A 2-player Block deal is solved world by world from its lead; a 2-player Twins deal's lead is
    too big for a tiny budget, and ``ismcts`` chooses (within the move's time)."""
    block = dh.new_match("block", 2, seed=4)
    bot = make_bot("expert:worlds=5", seed=1)
    assert isinstance(bot, ExpertBot)
    view = block.view(block.turn)
    assert bot.decide(view) in view.legal_moves and bot.last_worlds == 5
    twins = dh.new_match("twins", 2, seed=4)
    bot = make_bot("expert:worlds=5,nodes=50,seconds=0.05", seed=1)
    assert isinstance(bot, ExpertBot)
    view = twins.view(twins.turn)
    assert bot.decide(view) in view.legal_moves and bot.last_worlds == 0


def test_expert_beats_random_play() -> None:
    """A fixed-seed regression check that the expert works (the measured strength is in
    benchmarks/strength.py): it wins most 2-player Block deals against random play."""
    wins = 0.0
    for seed in range(40):
        m = dh.new_match("block", 2, seed=seed)
        bots = [make_bot("expert:worlds=16", seed=seed), make_bot("random", seed=seed)]
        if seed % 2:
            bots.reverse()
        first = m.deal
        while first.result is None:
            m.play(bots[m.turn].choose(m.view(m.turn)))
        wins += 1.0 if (1 if seed % 2 else 0) in first.ended().winners else 0.0
    assert wins >= 24


def test_expert_believes_the_others_rid_themselves_of_heavy_tiles() -> None:
    """Inference (``play_likelihood``): after the other seat's lead in 2-player Block (any tile may
    lead), a world is as likely as that lead was among the tiles the world gives it, each weighted
    ``exp(HEAVY * pips)`` — so worlds in which it led its heaviest tile weigh more than those in which
    it kept a heavier one. The worlds come from the seat's view alone; ``heavy=0`` believes nothing,
    and a deal with a draw is not replayed (``deal_events`` is ``None``)."""
    m = dh.new_match("block", 2, seed=3)
    other = m.turn
    m.play(m.legal_moves()[0])
    view = m.view(1 - other)
    events = deal_events(view)
    assert events is not None and len(events) == 1
    lead = events[0]
    assert isinstance(lead, Played) and lead.seat == other and lead.move.tile is not None
    pips = TILE_PIPS[lead.move.tile]
    sampler = WorldSampler(view)
    rng = random.Random(2)
    kept_heavier: list[float] = []
    led_heaviest: list[float] = []
    for _ in range(200):
        world = sampler.sample(rng)
        then = world.hands[other] | BIT[lead.move.tile]
        weight = play_likelihood(view, world, events)
        expected = 1.0 / sum(math.exp(HEAVY * (TILE_PIPS[t] - pips)) for t in iter_tiles(then))
        assert weight == pytest.approx(expected)
        assert play_likelihood(view, world, events, heavy=0.0) == 1.0
        (kept_heavier if any(TILE_PIPS[t] > pips for t in iter_tiles(then)) else led_heaviest).append(weight)
    if led_heaviest and kept_heavier:
        assert sum(led_heaviest) / len(led_heaviest) > sum(kept_heavier) / len(kept_heavier)
    draw = dh.new_match("draw", 2, seed=1)
    while not any(isinstance(e, Drew) for e in draw.public_history(0)):
        draw.play(draw.legal_moves()[0])
    assert deal_events(draw.view(draw.turn)) is None
