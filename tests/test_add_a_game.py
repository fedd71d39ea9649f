"""Adding a game is its module (and its rules, texts and tests): nothing else names it. A game
written here — Block with five tiles a hand — is registered while the tests run, then driven through
every program that plays: the command line (in this process), the terminal's drawing, the server
(``/api/variants``, ``/api/texts``, a table played to its end), the bots, the analysis, a record and
the learning environments. It is a module no other file knows, so if any part kept a table by
variant name, a list of the games or a budget of its own, this would fail (docs/architecture.md,
Adding a game).

A second game, ``toy-fives`` (``tests/scoring_toy.py``), scores during play, through the hooks a Fives
game needs (issue 37 items 1 and 2): a ``score`` event, the standing mid-deal, a reward per step in
the environments, and bots that value the points (:meth:`Deal.worth`)."""

from __future__ import annotations

import asyncio
import importlib
import io
import json
import sys
import threading
import time
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from helpers import match_of, play_all, setup_of
from scoring_toy import FivesToyDeal, registered

import dominohall as dh
from dominohall import cli
from dominohall.bots import make_bot
from dominohall.bots.ismcts import ISMCTSBot
from dominohall.i18n import LANGUAGES, Phrase, Texts
from dominohall.layouts import LineLayout
from dominohall.record import dumps, loads
from dominohall.rules import Rules
from dominohall.tiles import DOUBLES_MASK
from dominohall.tui.render import Style, event_lines, screen
from dominohall.variants import INFO, VARIANTS, BlockDeal, register, unregister
from dominohall.wording import Wording


class BlockFiveDeal(BlockDeal):
    """Block (R-1) with five tiles a hand: everything else, and every fact the programs around the
    engine need (search budget, analysis rate, short match, …), it has from Block."""

    name = "toy-block-five"
    title = "Toy block five"  # a real game marks it N_("…") and translates it in the catalogs

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 5, 0


NAME = BlockFiveDeal.name


@pytest.fixture
def toy() -> Iterator[type[BlockFiveDeal]]:
    info = register(BlockFiveDeal)
    assert info.hand_shapes == {2: (5, 0), 3: (5, 0), 4: (5, 0)}
    try:
        yield BlockFiveDeal
    finally:
        unregister(NAME)
        sys.modules.pop("dominohall.envs.toy_block_five_v0", None)
        envs = sys.modules.get("dominohall.envs")
        if envs is not None and hasattr(envs, "toy_block_five_v0"):
            delattr(envs, "toy_block_five_v0")
    assert NAME not in VARIANTS and NAME not in INFO


def _finished_match(seed: int = 3) -> dh.Match:
    match = dh.new_match(NAME, 2, seed=seed, options=BlockFiveDeal.short_match)
    bots = [make_bot("greedy", seed=1), make_bot("random", seed=2)]
    while not match.is_over:
        match.play(bots[match.turn].choose(match.view(match.turn)))
    return match


def test_the_command_line_lists_plays_and_simulates_it(
    toy: type[BlockFiveDeal], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["variants"]) == 0
    listed = capsys.readouterr().out
    assert f"{NAME:16} Toy block five (R), 2-4 players" in listed
    assert cli.main(["rules", NAME]) == 0
    assert "R-1 Block" in capsys.readouterr().out
    assert cli.main(["simulate", NAME, "--bots", "greedy,random", "--deals", "4", "--seed", "1", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith(f"{NAME}, 2 players, 4 deals")
    assert cli.main(["random-game", NAME, "-n", "3", "--seed", "5", "--out", "-"]) == 0
    record = capsys.readouterr().out
    replayed = loads(record)
    assert replayed.variant is BlockFiveDeal and dumps(replayed) == record
    # The line mode, as a person would play it: the first listed move at every prompt.
    stdin = io.StringIO("1\n" * 400)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdin", stdin)
        code = cli.main(["play", NAME, "--plain", "--bots", "random", "--seed", "3", "--ascii", "-o", "target=10"])
    out = capsys.readouterr().out
    assert code == 0 and "== Toy block five, deal 1 ==" in out and "The match is over (" in out


def test_the_terminal_draws_it_in_every_language(toy: type[BlockFiveDeal]) -> None:
    match = dh.new_match(NAME, 3, seed=4)
    assert match.deal.hand_counts() == (5, 5, 5)
    for _ in range(3):
        assert not match.is_over
        match.play(match.legal_moves()[0])
    view = match.view(0)
    assert isinstance(view.layout, LineLayout) and len(view.layout.tiles) == 3
    labels = ["you", "seat 1", "seat 2"]
    for lang in LANGUAGES:
        texts = Texts(lang)
        title = texts(BlockFiveDeal.title)  # not in the catalogs: said in English
        text = screen(view, labels, Style(unicode=lang == "ru", width=60), texts)
        assert text.startswith(f"== {texts('{variant}, deal {deal}', variant=title, deal=1)} ==")
        assert texts.variant(NAME) == title
        assert all(event_lines(e, 0, labels, texts) is not None for e in view.history)


def test_the_bots_and_the_analysis_use_its_class(toy: type[BlockFiveDeal]) -> None:
    from dominohall.analysis import analyse, plan

    match = dh.new_match(NAME, 2, seed=6)
    view = match.view(match.turn)
    bot = ISMCTSBot(seed=1)
    assert bot._budget(view) == BlockFiveDeal.search_iterations == BlockDeal.search_iterations
    for spec in ("random", "greedy", "ismcts:iterations=60"):
        assert make_bot(spec, seed=2).choose(view) in view.legal_moves
    finished = _finished_match()
    assert plan(finished, 2.0) == plan(finished, 2.0)  # from the class's analysis_rate: no clock
    analysis = analyse(finished, worlds=4, seed=1)
    assert analysis.variant == NAME and analysis.deals


def test_the_learning_environments_have_its_module(toy: type[BlockFiveDeal]) -> None:
    pytest.importorskip("pettingzoo")
    from dominohall.envs import (
        ENVIRONMENTS,
        DominoGymEnv,
        toy_block_five_v0,  # made from the registry (the package's __getattr__)
    )

    assert ENVIRONMENTS[NAME] is toy_block_five_v0 is importlib.import_module("dominohall.envs.toy_block_five_v0")
    env = toy_block_five_v0.env(**BlockFiveDeal.short_match)
    env.reset(seed=7)
    obs, _, _, _, _ = env.last()
    assert int(obs["action_mask"].sum()) == 5  # the leader may lead any of five tiles
    env.step(int(obs["action_mask"].nonzero()[0][0]))
    assert env.unwrapped.match.deal.played.bit_count() == 1
    assert str(env.unwrapped) == "toy_block_five_v0"
    gym = DominoGymEnv(NAME, 2, opponents="greedy", options=dict(BlockFiveDeal.short_match))
    _, info = gym.reset(seed=1)
    gym.step(int(gym.aec.legal_actions().__iter__().__next__()))
    assert info["seat"] == 0


def test_the_server_serves_it_and_plays_a_table_of_it(
    toy: type[BlockFiveDeal], fives: type[FivesToyDeal], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In this process (a ``dominohall serve`` started apart would not know a game registered here):
    the game's facts at ``/api/variants``, its name at ``/api/texts``, and a table of it played out
    over the WebSocket against a greedy bot."""
    pytest.importorskip("starlette")
    import uvicorn

    from dominohall.server.app import create_app
    from dominohall.server.harness import RELAXED, Client, free_port, play_to_end

    for key, value in {**RELAXED, "DOMINOHALL_ANALYSIS_QUEUE": "0"}.items():
        monkeypatch.setenv(key, value)
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 30
        while not server.started:
            assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
            time.sleep(0.05)
        url = f"http://127.0.0.1:{port}"
        web = _Web(url)
        served = {v["variant"]: v for v in web.get("/api/variants")}
        assert served[NAME] == INFO[NAME].json() and served[NAME]["hand_shapes"]["2"] == [5, 0]
        # The game that scores during play says so (its standing changes in the middle of a deal).
        assert served[FIVES] == INFO[FIVES].json() and served[FIVES]["scores_plays"] is True
        assert served[NAME]["scores_plays"] is False
        assert web.get("/api/texts/pl")["variants"][NAME] == "Toy block five"
        table = web.post(
            "/api/tables",
            {
                "variant": NAME,
                "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
                "options": {"target": 10},
            },
        )

        async def play() -> dict[str, object]:
            client = await Client(url, table["table"]).connect(table["seats"][0]["token"])
            try:
                assert client.state is not None and client.state["view"]["hand_counts"] == [5, 5]
                return (await play_to_end([client]))[0]
            finally:
                await client.close()

        last = asyncio.run(play())
        assert last["view"]["match_over"]  # type: ignore[index]

        # A table of the game that scores during play: its score events in the log, and the standing
        # (the badges' scores and words) changed in the middle of a deal, as the browser is sent them.
        fives_table = web.post(
            "/api/tables",
            {
                "variant": FIVES,
                "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
                "options": {"target": 30},
            },
        )

        async def play_fives() -> list[dict[str, Any]]:
            client = await Client(url, fives_table["table"]).connect(fives_table["seats"][0]["token"])
            try:
                await play_to_end([client])
                return [m for m in client.received if m["type"] == "state"]
            finally:
                await client.close()

        states = asyncio.run(play_fives())
        # From each state to the next in the middle of a deal, the standing grows by the points of the
        # score events that came in between, at once (not when the deal is settled).
        seen_a_score = None
        for before, after in pairwise(states):
            old, new = before["view"], after["view"]
            added = new["events"] - old["events"]
            if added <= 0 or added > len(new["log"]):
                continue
            came = new["log"][-added:]
            if any(e["event"] in ("deal", "deal_end") for e in came):
                continue
            gained = [sum(e["points"] for e in came if e["event"] == "score" and e["seat"] == s) for s in (0, 1)]
            assert [b - a for a, b in zip(old["scores"], new["scores"], strict=True)] == gained
            if any(gained):
                assert all(e["rule"] == "TOY-1" and e["say"] for e in came if e["event"] == "score")
                seen_a_score = new
        assert seen_a_score is not None, "no play scored in the whole match"
        view = seen_a_score
        assert any(str(max(view["scores"])) in json.dumps(badge) for badge in view["standing"])
    finally:
        server.should_exit = True
        thread.join(30)


class _Web:
    """JSON over HTTP to the server in this process."""

    def __init__(self, url: str) -> None:
        self.url = url

    def request(self, method: str, path: str, body: object = None) -> tuple[int, object]:
        import json
        import urllib.request

        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method)
        req.add_header("content-type", "application/json")
        with urllib.request.urlopen(req, timeout=30) as answer:
            return answer.status, json.loads(answer.read())

    def get(self, path: str) -> Any:
        status, body = self.request("GET", path)
        assert status == 200, body
        return body

    def post(self, path: str, body: object) -> Any:
        status, answer = self.request("POST", path, body)
        assert status == 201, answer
        return answer


def test_openspiel_registers_it(toy: type[BlockFiveDeal]) -> None:
    pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")
    from dominohall.openspiel import register as register_game

    game = pyspiel.load_game(register_game(NAME), {"players": 3})
    assert game.num_players() == 3
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


# ---- a game with a rule of its own, in its own words ----------------------------------------------
class DoubleLeadWords(Wording):
    """The toy's own phrase: a real game marks it in its module (``Phrase.gettext``, which the catalogs
    extract) and translates it; the toy, outside the package, says an id the catalogs hold already."""

    def lead(self, view: dh.View, move: dh.Move, rule: str) -> Phrase | None:
        return Phrase.gettext("the lead must be a double") if rule == "TOY-2" else None


class DoubleLeadDeal(BlockFiveDeal):
    """Block with five tiles a hand whose lead must be a double (its rule TOY-2)."""

    name = "toy-double-lead"
    title = "Toy double lead"
    words = DoubleLeadWords()

    def _lead_mask(self) -> int:
        return self.rules.full_set & DOUBLES_MASK

    def _explain_lead(self, move: dh.Move) -> tuple[str, str]:
        return "TOY-2", f"{move} cannot lead: the lead is a double"


def test_its_own_refusals_are_said_in_every_language_by_its_words() -> None:
    """Issue 37: a new game's refusal of its own rule fell back to the engine's English in Polish, as
    the shared words knew only the built-in games' rules. Its ``words`` say it, from the catalogs."""
    from dominohall.presentation.refusals import refusal_sentence, why_refused

    register(DoubleLeadDeal)
    try:
        hands = (("2-3", "6-6", "0-1", "0-2", "0-3"), ("1-1", "1-2", "1-3", "1-4", "1-5"))
        match = match_of(DoubleLeadDeal.name, [setup_of(DoubleLeadDeal.name, hands, leader=0)])
        view = match.view(0)
        with pytest.raises(dh.IllegalMoveError) as refused:
            match.play("2-3", seat=0)
        assert refused.value.rule == "TOY-2"
        clause = why_refused(view, dh.Move.from_str("2-3"), refused.value)
        assert clause is not None
        said = {lang: Texts(lang).say(clause) for lang in LANGUAGES}
        assert said["en"] == "the lead must be a double"
        assert said["pl"] == "rozdanie otwiera się dubletem"
        assert len(set(said.values())) == len(LANGUAGES)  # translated, not English in Polish
        # the table page's sentence: the tiles that may lead, in the person's language too
        sentence = refusal_sentence(view, "2-3", "TOY-2", "illegal_move")
        assert Texts("pl").say(sentence) != Texts("en").say(sentence) and "6-6" in Texts("pl").say(sentence)
    finally:
        unregister(DoubleLeadDeal.name)


# ---- a game that scores during play (tests/scoring_toy.py) ----------------------------------------
FIVES = FivesToyDeal.name
HANDS = (("0-4", "0-3", "2-3", "3-6", "1-2"), ("2-5", "2-6", "1-4", "3-3", "0-5"))
"""A deal of the toy at whose end seat 1 plays its last tile, 2-5, on L (ends 5 and 3: no points)
or on R (ends 0 and 5: 5 points): the same win either way, and the only difference is the points."""
BEFORE_THE_END = "2-3 3-3@R 1-2@L 1-4@L 3-6@R 2-6@R 0-4@L 0-5@L pass"


@pytest.fixture
def fives() -> Iterator[type[FivesToyDeal]]:
    with registered() as cls:
        yield cls


def _fives_match() -> dh.Match:
    return match_of(FIVES, [setup_of(FIVES, HANDS, leader=0)], options={"target": 100})


def test_a_play_that_scores_is_an_event_the_standing_shows_at_once(fives: type[FivesToyDeal]) -> None:
    from dominohall.events import DealEnded, Scored

    match = _fives_match()
    play_all(match, "2-3 3-3@R 1-2@L")  # ends 2+3: 5 to seat 0; 2+3 again: 5 to seat 1; then 1+3
    scored = [e for e in match.history if isinstance(e, Scored)]
    assert scored == [Scored(0, 5, "TOY-1"), Scored(1, 5, "TOY-1")]
    assert match.scores == [0, 0] and match.live_scores == (5, 5) == match.deal.scored
    match.pop()
    match.pop()
    assert match.live_scores == (5, 0)
    for seat in (0, 1):
        assert match.view(seat).scores == (5, 0)  # mid-deal, to every seat
    assert match.standing.values() == (5, 0)
    match.pop()
    assert match.live_scores == (0, 0) and not any(isinstance(e, Scored) for e in match.history)
    play_all(match, f"{BEFORE_THE_END} 2-5@R")
    [result] = [e.result for e in match.history if isinstance(e, DealEnded)]
    # The deal's points: its plays' and its end's (seat 1 out: seat 0's 0-3, 3 pips, rounded by nothing).
    plays = [0, 0]
    for e in match.history:
        if isinstance(e, Scored):
            plays[e.seat] += e.points
    assert plays[1] >= 5 and result.points == (plays[0], plays[1] + 3)
    assert match.scores == list(result.points) and match.live_scores == result.points
    text = dumps(match)
    assert '{"event": "score", "seat": 1, "points": 5, "rule": "TOY-1"}' in text
    again = loads(text)
    assert again.history == match.history and dumps(again) == text
    tampered = text.replace('"points": 5, "rule": "TOY-1"}', '"points": 6, "rule": "TOY-1"}', 1)
    with pytest.raises(dh.RecordError, match="points"):
        loads(tampered)


def test_its_score_is_said_and_drawn_in_the_terminal(fives: type[FivesToyDeal]) -> None:
    match = _fives_match()
    play_all(match, "2-3")
    view = match.view(0)
    labels = ["you", "seat 1"]
    texts = Texts("en")
    lines = [line for e in view.history for line in event_lines(e, 0, labels, texts)]
    assert "you: scored 5 (TOY-1)" in lines
    assert "you: points 5" in screen(view, labels, Style(width=60), texts)
    pl = Texts("pl")
    said = [line for e in view.history for line in event_lines(e, 0, ["ty", "Ola"], pl)]
    assert "ty: zdobywasz punkty: 5 (TOY-1)" in said


def test_its_bots_value_the_points(fives: type[FivesToyDeal]) -> None:
    """The last play wins the deal either way; only on R does it score. A search that valued the
    outcome alone would pick at random: the variant's worth (its points) decides, for every search."""
    from dominohall.solver import solve

    match = _fives_match()
    play_all(match, BEFORE_THE_END)
    view = match.view(1)
    assert [str(m) for m in view.legal_moves] == ["2-5@L", "2-5@R"]
    for spec in ("ismcts:iterations=40", "expert:worlds=2", "greedy"):
        for seed in range(3):
            assert str(make_bot(spec, seed=seed).choose(view)) == "2-5@R", (spec, seed)
    values = solve(match.deal.copy()).move_values
    assert values[dh.Move.from_str("2-5@R")] > values[dh.Move.from_str("2-5@L")]
    left, right = match.deal.copy(), match.deal.copy()
    left.apply(dh.Move.from_str("2-5@L"))
    right.apply(dh.Move.from_str("2-5@R"))
    assert left.ended().returns == right.ended().returns  # the same outcome
    assert right.worth()[1] > left.worth()[1] and sum(right.worth()) == pytest.approx(0.0)


def test_the_command_line_records_and_replays_its_points(
    fives: type[FivesToyDeal], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["random-game", FIVES, "-n", "2", "--seed", "5", "--out", "-"]) == 0
    record = capsys.readouterr().out
    assert '"event": "score"' in record
    assert dumps(loads(record)) == record
    stdin = io.StringIO("1\n" * 400)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdin", stdin)
        code = cli.main(["play", FIVES, "--plain", "--bots", "greedy", "--seed", "3", "--ascii", "-o", "target=30"])
    out = capsys.readouterr().out
    assert code == 0 and ": scored " in out and "The match is over (" in out


def test_an_environment_step_rewards_the_points_it_scores(fives: type[FivesToyDeal]) -> None:
    pytest.importorskip("pettingzoo")
    from dominohall.envs import DominoEnv
    from dominohall.events import DealEnded, Scored

    env = DominoEnv(FIVES, 2, target=100)
    assert env.points_reward == pytest.approx(1 / 30)
    env.reset(seed=3)
    match = env.unwrapped.match
    gained = [0.0, 0.0]
    stepped_a_score = False
    ended: list[DealEnded] = []
    while not ended:  # the first deal
        start = len(match.history)
        legal = env.legal_actions()
        env.step(max(legal))  # the last legal id: not the first, which scores in none of this deal's plays
        new = match.history[start:]
        ended = [e for e in new if isinstance(e, DealEnded)]
        rewards = [env.rewards[a] for a in env.possible_agents]
        for s in range(2):
            gained[s] += rewards[s]
        if any(isinstance(e, Scored) for e in new) and not ended:
            [e] = [e for e in new if isinstance(e, Scored)]
            assert rewards[e.seat] == pytest.approx(e.points / 30) and sum(rewards) == pytest.approx(0.0)
            stepped_a_score = True
    assert stepped_a_score, "no play of this deal scored: choose another seed"
    # Over the deal: its outcome, and each seat's points above the other's over the scale.
    result = ended[0].result
    p0, p1 = result.points
    assert gained == pytest.approx([result.returns[0] + (p0 - p1) / 30, result.returns[1] + (p1 - p0) / 30])
    # A game whose points only follow from winning keeps its rewards: none for points.
    assert DominoEnv("block", 2).points_reward == 0.0


def test_openspiel_rewards_it_step_by_step(fives: type[FivesToyDeal]) -> None:
    pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")
    from dominohall.openspiel import register as register_game

    game = pyspiel.load_game(register_game(FIVES), {"players": 2})
    assert game.get_type().reward_model == pyspiel.GameType.RewardModel.REWARDS
    state = game.new_initial_state()
    total = [0.0, 0.0]
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
            continue
        state.apply_action(state.legal_actions()[0])
        total = [t + r for t, r in zip(total, state.rewards(), strict=True)]
    assert total == pytest.approx(state.returns()) and any(abs(r) not in (0.0, 1.0) for r in state.returns())
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
