"""The learning environments: PettingZoo's and Gymnasium's own checks, the action codec against the
engine's legal moves, observations blind to hidden tiles, the next agent and the rewards."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import play_all

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from dominohall import VARIANTS, DealSetup, IllegalMoveError, Match, MatchState, Move, new_match  # noqa: E402
from dominohall.deal import player_counts  # noqa: E402
from dominohall.envs import ENVIRONMENTS, ActionCodec, DominoEnv, DominoGymEnv, ObservationEncoder  # noqa: E402
from dominohall.envs.aec import env_name, shares  # noqa: E402
from dominohall.envs.codec import JUNCTIONS, first_column  # noqa: E402
from dominohall.events import DealEnded, Drew, Ending, MatchEnded, Took, public_event  # noqa: E402
from dominohall.tiles import mask_of, tiles_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

SMALL: dict[str, dict[str, object]] = {name: dict(cls.short_match) for name, cls in VARIANTS.items()}
"""Options that keep a match short, so that whole matches fit in the tests' time (each class's ``short_match``)."""


PETTINGZOO_NOTES = pytest.mark.filterwarnings(
    # PettingZoo says this of dict observations, as it does of its own board games'.
    "ignore:Observation is not a NumPy array",
    "ignore:Observation space for each agent probably should be",
    # The illegal-action test makes one on purpose.
    "ignore:.*[Ii]llegal move",
)


@PETTINGZOO_NOTES
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_pettingzoo_api_test(variant: str) -> None:
    module = ENVIRONMENTS[variant]
    api_test(module.env(**SMALL[variant]), num_cycles=300)
    api_test(module.raw_env(**SMALL[variant]), num_cycles=100)


@PETTINGZOO_NOTES
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_pettingzoo_seed_test(variant: str) -> None:
    module = ENVIRONMENTS[variant]
    seed_test(lambda: module.env(**SMALL[variant]), num_cycles=200)


def test_versioned_names_and_options_pass_through() -> None:
    assert {m.__name__.rsplit(".", 1)[1] for m in ENVIRONMENTS.values()} == {env_name(v) for v in VARIANTS}
    env = ENVIRONMENTS["twins"].raw_env(3, set=9, target=50)
    assert str(env) == "twins_v0" and env.rules.options["set"] == 9 and env.rules.options["target"] == 50
    assert env.codec.n_tiles == 55 and env.possible_agents == ["player_0", "player_1", "player_2"]
    same = DominoEnv("twins", 3, options={"set": 9}, target=50)
    assert same.rules == env.rules
    env.reset(seed=5)  # a seeded reset plays the engine's match of that seed
    assert env.match is not None
    assert env.match.history == new_match("twins", 3, seed=5, options={"set": 9, "target": 50}).history
    with pytest.raises(Exception, match="target"):
        DominoEnv("block", 2, target=0)


@pytest.mark.parametrize(
    "variant, opponents, options",
    [
        ("block", "greedy", {"target": 20}),
        ("sausage", "random", {"losses": 2}),
        ("white-snake", "greedy", {"max_deals": 2}),
    ],
)
def test_gymnasium_check_env(variant: str, opponents: str, options: dict[str, object]) -> None:
    check_env(DominoGymEnv(variant, None, opponents=opponents, seat=None, options=options), skip_render_check=True)
    # Made from its registered id, the environment has a spec: check_env then tries every render mode.
    made = gymnasium.make(f"dominohall/{env_name(variant)}", opponents=opponents, render_mode="ansi", options=options)
    check_env(made.unwrapped)


# ---- random playouts through the environment --------------------------------------------------------
def _tables() -> Iterator[tuple[str, int, dict[str, object]]]:
    for variant, cls in VARIANTS.items():
        for n in player_counts(cls, 6):
            yield variant, n, SMALL[variant]


def _random_match(env: DominoEnv, rng: random.Random, seed: int) -> Iterator[DominoEnv]:
    """Play one match with random legal actions, yielding the environment before every move."""
    env.reset(seed=seed)
    while not (env.terminations[env.agent_selection] or env.truncations[env.agent_selection]):
        yield env
        env.step(rng.choice(sorted(env.legal_actions())))


@pytest.mark.parametrize("variant, players, options", list(_tables()))
def test_codec_round_trip_and_mask_is_the_legal_set(variant: str, players: int, options: dict[str, object]) -> None:
    env = DominoEnv(variant, players, options=options)
    rng = random.Random(players)
    kinds: set[str] = set()
    for seed in range(3):
        for _ in _random_match(env, rng, seed):
            match = env.match
            assert isinstance(match, Match)
            agent = env.agent_selection
            assert agent == f"player_{match.turn}"  # the next agent is the engine's turn
            legal = match.legal_moves()
            layout = match.deal.layout()
            first = first_column(layout)
            ids = [env.codec.encode(m, first) for m in legal]
            assert len(set(ids)) == len(legal)
            assert all(env.codec.decode(i, layout) == m for i, m in zip(ids, legal))
            obs = env.observe(agent)
            assert sorted(np.flatnonzero(obs["action_mask"]).tolist()) == sorted(ids)
            assert env.observation_space(agent).contains(obs)
            for other in env.possible_agents:
                if other != agent:
                    assert not env.observe(other)["action_mask"].any()
            kinds |= {m.kind for m in legal}
    expected = {"play", "pass"} | ({"cut"} if VARIANTS[variant].cut_sides else set())
    assert expected <= kinds


def test_white_snake_steals_are_the_winners_turn() -> None:
    """From deal 7 (led by 0-0) with tokens held, the deal's winner steals (WS-7) as its own turn."""
    env = DominoEnv("white-snake", 5)
    held = (("1-1", "2-2"), ("3-3",), ("4-4", "5-5"), ("6-6",), ())
    rng = random.Random(1)
    steals = 0
    for seed in range(6):
        env.reset(seed=seed, options={"state": MatchState(deal_number=7, tokens=held)})
        match = env.match
        assert match is not None
        while match.deals_played == 6:
            env.step(rng.choice(sorted(env.legal_actions())))
        if match.stealer < 0:
            continue  # the winner had one token to take, or the match is over
        agent = env.agent_selection
        assert agent == f"player_{match.stealer}"
        legal = env.legal_actions()
        assert legal and all(m.kind == "steal" for m in legal.values())
        assert all(env.codec.steal_base <= a < env.codec.size for a in legal)
        assert sorted(np.flatnonzero(env.observe(agent)["action_mask"]).tolist()) == sorted(legal)
        action = min(legal)
        env.step(action)
        assert match.history[-1].kind in ("steal", "deal", "lead", "match_end") and any(
            e.kind == "steal" and e.move == legal[action] for e in match.history
        )
        steals += 1
    assert steals >= 1
    with pytest.raises(TypeError, match="MatchState"):
        env.reset(options={"state": {"deal_number": 7}})


def test_codec_refuses_what_it_cannot_encode() -> None:
    codec = ActionCodec(DominoEnv("sausage", 2).rules)
    with pytest.raises(ValueError, match="no action id"):
        codec.encode(Move.cut(3, JUNCTIONS, "L"))
    with pytest.raises(ValueError, match="no action id"):
        codec.encode(Move.play(3, "N"))
    with pytest.raises(ValueError, match="cannot be cut"):
        codec.decode(codec.cut_base, None)
    with pytest.raises(ValueError, match="action ids are"):
        codec.decode(codec.size)
    assert [b[0] for b in codec.blocks()] == ["plays", "cuts", "pass"]
    assert codec.describe(codec.pass_action) == "pass"


def test_the_next_agent_follows_passes_draws_takes_steals_and_new_deals() -> None:
    kinds: set[str] = set()
    deals = 0
    for variant, players in (("draw", 3), ("sausage", 3), ("white-snake", 5), ("block", 2)):
        env = DominoEnv(variant, players, options=SMALL[variant])
        rng = random.Random(7)
        for seed in range(4):
            for _ in _random_match(env, rng, seed):
                assert env.match is not None
                assert env.agent_selection == env.possible_agents[env.match.turn]
                if env.match.stealer >= 0:
                    kinds.add("steal-turn")
            assert env.match is not None
            kinds |= {e.kind for e in env.match.history}
            deals += env.match.deals_played
    assert {"pass", "draw", "take", "deal_end", "match_end"} <= kinds
    assert deals > 12  # matches of several deals went on through their new deals


# ---- observations -----------------------------------------------------------------------------------
def _setup(match: Match) -> DealSetup:
    setups = [e.setup for e in match.history if e.kind == "deal"]
    assert setups[-1] is not None
    return setups[-1]


def _swapped(setup: DealSetup, a: int, b: int) -> DealSetup:
    """The setup with tiles ``a`` and ``b`` exchanged wherever they lie (hands, stock, set aside)."""

    def swap_mask(mask: int) -> int:
        has_a, has_b = mask >> a & 1, mask >> b & 1
        mask &= ~((1 << a) | (1 << b))
        return mask | (has_a << b) | (has_b << a)

    stock = tuple(b if t == a else a if t == b else t for t in setup.stock)
    return DealSetup(tuple(swap_mask(h) for h in setup.hands), stock, swap_mask(setup.set_aside), setup.leader)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_observation_does_not_change_when_only_hidden_tiles_change(variant: str) -> None:
    """Two matches whose deals differ only in tiles seat 0 cannot see, with the same public history
    for seat 0, give seat 0 the same observation at every step."""
    rng = random.Random(11)
    players = max(3, VARIANTS[variant].min_players)
    encoder = ObservationEncoder(new_match(variant, players, seed=0).rules)

    def obs(match: Match, seat: int = 0) -> list[float]:
        return [float(v) for v in encoder.encode(match.view(seat))]

    checked = 0
    seen_by_others = 0
    for seed in range(40):
        setup = _setup(new_match(variant, players, seed=seed))
        a = new_match(variant, players, seed=seed, deals=[setup])
        moves: list[Move] = []
        for _ in range(rng.randrange(4, 16)):
            move = rng.choice(a.legal_moves())
            deal = a.deal
            a.play(move)
            if deal.is_over:  # stay inside the first deal
                break
            moves.append(move)
        # Tiles seat 0 never held: not dealt to it, drawn or taken by it (a cut may hand back one it played).
        held = setup.hands[0] | mask_of(
            t for e in a.history if isinstance(e, Drew | Took) and e.seat == 0 for t in e.tiles
        )
        hidden = tiles_of(a.view(0).hidden & ~held)
        if len(hidden) < 2:
            continue
        x, y = rng.sample(hidden, 2)
        other = _swapped(setup, x, y)
        if other == setup:  # both in one hand: nothing changed
            continue
        a = new_match(variant, players, seed=seed, deals=[setup])
        b = new_match(variant, players, seed=seed, deals=[other])
        same = True
        for move in moves:
            if _public(a) != _public(b):
                same = False
                break
            assert obs(a) == obs(b)
            try:
                b.play(move)
            except IllegalMoveError:  # the swap changed what is legal: not one public history
                same = False
                break
            a.play(move)
        if not same or _public(a) != _public(b):
            continue
        assert obs(a) == obs(b)
        checked += 1
        # The swap is real: a seat that holds one of the two tiles sees it.
        seen_by_others += any(obs(a, s) != obs(b, s) for s in range(1, players))
    assert checked >= 5, f"only {checked} pairs of matches with one public history for seat 0"
    assert seen_by_others >= 3


def _public(match: Match) -> list[Any]:
    return [public_event(e, 0) for e in match.history]


def test_observation_sections_and_the_observers_own_hand() -> None:
    env = DominoEnv("sausage", 3)
    env.reset(seed=5)
    enc = env.encoder
    names = [name for name, _, _ in enc.sections()]
    assert names == ["hand", "layout", "playable", "ends", "cuts", "seats", "deal"]
    assert sum(size for _, _, size in enc.sections()) == enc.size
    for agent in env.possible_agents:
        x = env.observe(agent)["observation"]
        seat = int(agent.split("_")[1])
        assert env.match is not None
        hand = env.match.deal.hands[seat]
        assert [i for i in range(28) if enc.section(x, "hand")[i]] == [i for i in range(28) if hand >> i & 1]
        seats = enc.section(x, "seats")
        assert seats[0] == pytest.approx(hand.bit_count() / 28)  # block 0 is the observer itself


def test_observation_cuts_leave_out_a_junction_whose_tile_is_on_the_table() -> None:
    """SA-5 (issue #18): after these moves junction -4|-3 needs 1-5, which lies in column -2, and
    -3|-2 needs 1-6 (seat 0 holds it). Only -3|-2 is flagged cuttable, for either seat."""
    m = new_match("sausage", 2, seed=1)
    play_all(m, "2-2 2-5@TL 2-3@BL 1-5@TL 3-6@BL 5-6@BL 3-5@cut:-2:R 3-3@BR 1-1@TL 1-2@TL 5-5@BL")
    assert first_column(m.deal.layout()) == -4
    enc = ObservationEncoder(m.rules)
    for seat in range(2):
        cuts = enc.section(enc.encode(m.view(seat)), "cuts").reshape(JUNCTIONS, enc.cut_width)
        assert [j for j in range(JUNCTIONS) if cuts[j, 0]] == [1]
        assert not cuts[0].any()
        v = enc.values
        assert [i for i in range(v) if cuts[1, 3 + i]] == [1] and [i for i in range(v) if cuts[1, 3 + v + i]] == [6]


# ---- rewards ----------------------------------------------------------------------------------------
def test_shares() -> None:
    assert shares((1,), (0,), 1.0, 2) == [-1.0, 1.0]
    assert shares((0, 1), (2,), 2.0, 3) == [1.0, 1.0, -2.0]
    assert shares((), (), 1.0, 4) == [0.0] * 4


@pytest.mark.parametrize("variant, players", [("block", 2), ("sausage", 3), ("white-snake", 5), ("draw", 4)])
def test_rewards_are_paid_at_deal_and_match_end_as_documented(variant: str, players: int) -> None:
    """Every step's rewards against the engine's deal and match results (winners share +1, losers
    share -1 per deal; the same with 3 at the match end), and last() against their running sums."""
    longer = {"sausage": {"losses": 3}}  # several deals in a match, so deal rewards come alone too
    env = DominoEnv(variant, players, deal_reward=1.0, match_reward=3.0, options=longer.get(variant, SMALL[variant]))
    rng = random.Random(3)
    paid: set[float] = set()
    for seed in range(3):
        owed = dict.fromkeys(env.possible_agents, 0.0)  # rewards since each agent last acted
        env.reset(seed=seed)
        while not env.terminations[env.agent_selection]:
            agent = env.agent_selection
            assert env._cumulative_rewards[agent] == pytest.approx(owed[agent])
            owed[agent] = 0.0
            match = env.match
            assert match is not None
            start = len(match.history)
            env.step(rng.choice(sorted(env.legal_actions())))
            expected = [0.0] * players
            for e in match.history[start:]:
                if isinstance(e, DealEnded) and e.result.ending is not Ending.VOID:
                    winners, losers, amount = e.result.winners, e.result.losers, 1.0
                elif isinstance(e, MatchEnded):
                    winners, losers, amount = e.result.winners, e.result.losers, 3.0
                else:
                    continue
                for s in range(players):
                    expected[s] += amount / len(winners) if s in winners else 0.0
                    expected[s] -= amount / len(losers) if s in losers else 0.0
                if winners and losers:
                    assert sum(expected) == pytest.approx(0.0)  # zero-sum
            for s, other in enumerate(env.possible_agents):
                assert env.rewards[other] == pytest.approx(expected[s])
                owed[other] += expected[s]
                if expected[s]:
                    paid.add(round(expected[s], 4))
        assert all(env.terminations.values()) and env.match is not None and env.match.is_over
    shares_seen = {"block": {1.0, -1.0}, "sausage": {0.5, -1.0}, "white-snake": {1.0, -0.25}, "draw": {1.0}}
    assert shares_seen[variant] <= paid


def test_two_player_block_rewards_by_hand() -> None:
    """Block, 2 players, target 1: the first deal that scores ends the match: +1 deal, +1 match."""
    env = DominoEnv("block", 2, target=1)
    env.reset(seed=2)
    cumulative = dict.fromkeys(env.possible_agents, 0.0)
    rng = random.Random(0)
    while not env.terminations[env.agent_selection]:
        env.step(rng.choice(sorted(env.legal_actions())))
        for agent, r in env.rewards.items():
            cumulative[agent] += r
    match = env.match
    assert match is not None and match.result is not None
    winner, loser = match.result.winners[0], match.result.losers[0]
    decided = [e for e in match.history if isinstance(e, DealEnded) and e.result.winners]
    wins = sum(1 for e in decided if winner in e.result.winners)
    losses = len(decided) - wins
    assert cumulative[f"player_{winner}"] == pytest.approx(wins - losses + 1.0)
    assert cumulative[f"player_{loser}"] == pytest.approx(-(wins - losses) - 1.0)


@PETTINGZOO_NOTES
def test_illegal_actions() -> None:
    raw = DominoEnv("block", 2)
    raw.reset(seed=1)
    illegal = next(a for a in range(raw.codec.size) if a not in raw.legal_actions())
    with pytest.raises(ValueError, match="not legal"):
        raw.step(illegal)
    wrapped = ENVIRONMENTS["block"].env()
    wrapped.reset(seed=1)
    agent = wrapped.agent_selection
    wrapped.step(illegal)
    assert all(wrapped.terminations.values()) and wrapped.rewards[agent] == -1
    gym_env = DominoGymEnv("block", 2)
    obs, _ = gym_env.reset(seed=1)
    _, reward, terminated, _, info = gym_env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(RuntimeError, match="reset"):
        gym_env.step(0)


def test_gym_rewards_add_up_to_the_seats_rewards_in_the_match() -> None:
    env = DominoGymEnv("sausage", 3, seat=1, opponents=["greedy", "random"], losses=2)
    obs, info = env.reset(seed=9)
    rng = np.random.default_rng(0)
    total = 0.0
    done = False
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
        total += float(reward)
        done = terminated or truncated
    match = env.aec.match
    assert match is not None and match.result is not None
    expected = 0.0
    for e in match.history:
        if e.kind == "deal_end" and e.result is not None:
            expected += shares(e.result.winners, e.result.losers, 1.0, 3)[1]
    expected += shares(match.result.winners, match.result.losers, 1.0, 3)[1]
    assert total == pytest.approx(expected)
    assert info["seat"] == 1 and info["deals"] == match.deals_played


def test_gym_seat_none_draws_seats_and_bots_refuse_bad_specs() -> None:
    env = DominoGymEnv("block", 3, seat=None, opponents="random")
    seats = set()
    for seed in range(12):
        _, info = env.reset(seed=seed)
        seats.add(info["seat"])
    assert seats == {0, 1, 2}
    with pytest.raises(Exception, match="unknown bot"):
        DominoGymEnv("block", 2, opponents="minimax")
    with pytest.raises(ValueError, match="seat"):
        DominoGymEnv("block", 2, seat=2)


def test_render_modes() -> None:
    env = DominoEnv("maltese-cross", 2, render_mode="ansi")
    env.reset(seed=3)
    text = env.render()
    assert isinstance(text, str) and "maltese-cross" in text and "hand:" in text
    with pytest.raises(ValueError, match="render_mode"):
        DominoEnv("block", 2, render_mode="rgb_array")


# ---- the benchmark and the example ------------------------------------------------------------------
def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)


def test_env_steps_benchmark_runs() -> None:
    result = _run("benchmarks/env_steps.py", "--seconds", "0.01", "--repeat", "1", "--only", "block")
    assert result.returncode == 0, result.stderr
    assert any(line.startswith("| block_v0 | 2 |") for line in result.stdout.splitlines())
    assert "OpenSpiel" in result.stdout


def test_training_example_runs(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "curve.png"
    result = _run(
        "examples/train_policy.py",
        *("--random-iters", "1", "--greedy-iters", "1", "--batch", "4", "--eval-every", "1"),
        *("--eval-episodes", "4", "--out", str(out)),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("win rate vs random") == 3
    assert out.stat().st_size > 0
