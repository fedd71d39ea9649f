"""Post-game analysis (dominohall.analysis): a known best move is found, forced moves are not judged,
the figures are reproducible and survive JSON, and a Block game fits a small budget."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from dominohall import DealSetup, Match, new_match
from dominohall.analysis import MISTAKE, Decision, MatchAnalysis, analyse, analyse_record, plan, verdict
from dominohall.bots import make_bot
from dominohall.cli import main
from dominohall.record import dumps

# A 2-player Block deal (found by search, then written out): after these moves seat 1 holds 2-6 and
# 6-6 with the left end showing 6, and seat 0 holds one tile, known from its two passes to fit
# neither 2 nor 6 nor the right end. 6-6@L keeps 2-6 for the next turn and wins in every world and
# every continuation; 2-6@L leaves 6-6 unplayable, so seat 0 (or the block) wins in every one.
HANDS = [
    ["0-2", "2-3", "3-3", "2-4", "1-5", "1-6", "4-6"],
    ["2-2", "0-4", "4-5", "5-5", "0-6", "2-6", "6-6"],
]
ASIDE = ["0-0", "0-1", "1-1", "1-2", "0-3", "1-3", "1-4", "3-4", "4-4", "0-5", "2-5", "3-5", "3-6", "5-6"]
BEFORE = ["2-3", "2-2@L", "2-4@L", "0-4@L", "3-3@R", "0-6@L", "1-6@L", "pass", "1-5@L", "5-5@L", "pass", "4-5@L"]
SEAT_0_MOVE = "4-6@L"
WINS, LOSES = "6-6@L", "2-6@L"


def endgame(choice: str) -> Match:
    """The deal above played to the decision, ``choice`` made, and the deal (and match) finished."""
    m = new_match("block", 2, seed=1, options={"target": 1}, deals=[DealSetup.of(HANDS, [], ASIDE, 0)])
    for move in [*BEFORE, SEAT_0_MOVE]:
        m.play(move)
    assert sorted(str(x) for x in m.legal_moves()) == sorted([WINS, LOSES])
    m.play(choice)
    while not m.is_over:
        m.play(m.legal_moves()[0])
    return m


def greedy_match(variant: str, players: int, seed: int, deals: int = 1) -> Match:
    """A match of ``greedy`` bots, stopped after ``deals`` deals (the match goes on beyond them)."""
    m = new_match(variant, players, seed=seed)
    bots = [make_bot("greedy", seed=s) for s in range(players)]
    while not m.is_over and not (m.deals_dealt > deals or (m.deals_dealt == deals and m.deal.is_over)):
        m.play(bots[m.turn].choose(m.view(m.turn)))
    return m


def the_decision(a: MatchAnalysis) -> Decision:
    step = len(BEFORE) + 1
    return next(d for d in a.decisions if d.step == step)


def test_a_certain_loss_is_a_mistake_and_the_certain_win_is_named() -> None:
    a = analyse(endgame(LOSES), worlds=16, seed=3)
    d = the_decision(a)
    assert d.seat == 1 and d.move == LOSES
    assert d.verdict == "mistake" and d.best == WINS
    # Certain in every sampled world and every continuation: no noise at all.
    assert d.loss == 1.0 and d.loss_se == 0.0
    values = {v.move: (v.mean, v.se, v.hindsight) for v in d.moves}
    assert values == {WINS: (1.0, 0.0, 1.0), LOSES: (0.0, 0.0, 0.0)}
    assert d.hindsight_best == WINS and d.hindsight_loss == 1.0
    assert a.costly(seat=1)[0] is d
    seat = a.deals[0].seats[1]
    assert seat.mistakes >= 1 and seat.given_away >= 1.0 and seat.result == 0.0


def test_the_certain_win_played_is_fine() -> None:
    a = analyse(endgame(WINS), worlds=16, seed=3)
    d = the_decision(a)
    assert d.verdict == "fine" and d.loss == 0.0 and d.best == WINS
    assert a.deals[0].curve[1][-1] == 1.0 and a.deals[0].curve[0][-1] == 0.0
    # After the winning move, seat 1's own view sees the win as certain.
    i = next(i for i, x in enumerate(a.deals[0].decisions) if x.step == len(BEFORE) + 1)
    assert a.deals[0].curve[1][i + 1] == 1.0


def test_forced_moves_and_passes_are_shown_and_not_judged() -> None:
    a = analyse(endgame(LOSES), worlds=4, seed=0)
    decisions = a.deals[0].decisions
    passes = [d for d in decisions if d.kind == "pass"]
    assert passes and all(d.verdict == "forced" and not d.moves and d.loss == 0.0 for d in passes)
    forced = [d for d in decisions if d.verdict == "forced"]
    assert all(d.best is None and not d.judged for d in forced)
    for s in range(2):
        seat = a.deals[0].seats[s]
        mine = [d for d in decisions if d.seat == s]
        assert seat.decisions == len(mine) and seat.choices == sum(d.judged for d in mine)
    # Every decision is there, in order, numbered as the replay numbers them.
    assert [d.step for d in decisions] == list(range(len(decisions)))


def test_curves_and_summaries_add_up() -> None:
    a = analyse(greedy_match("block", 2, seed=4), worlds=8, seed=1)
    assert len(a.deals) == 1
    deal = a.deals[0]
    for s in range(2):
        curve = deal.curve[s]
        assert len(curve) == len(deal.decisions) + 1 and len(deal.curve_se[s]) == len(curve)
        assert all(0.0 <= v <= 1.0 for v in curve)
        seat = deal.seats[s]
        assert curve[-1] == seat.result == (1 + deal.returns[s]) / 2
        assert seat.start == curve[0]
        assert abs(seat.start + seat.own + seat.luck - seat.result) < 1e-9
    assert a.seats[0].choices == deal.seats[0].choices


def test_reproducible_from_the_seed() -> None:
    m = greedy_match("twins", 2, seed=2)
    one, two = analyse(m, worlds=6, seed=5).as_json(), analyse(m, worlds=6, seed=5).as_json()
    one.pop("seconds"), two.pop("seconds")
    assert one == two
    other = analyse(m, worlds=6, seed=6).as_json()
    other.pop("seconds")
    assert other != one


def test_json_round_trip_and_errors() -> None:
    a = analyse(endgame(LOSES), worlds=4, seed=0)
    text = json.dumps(a.as_json())
    assert MatchAnalysis.from_json(json.loads(text)) == a
    with pytest.raises(ValueError, match="format"):
        MatchAnalysis.from_json({"format": "x"})
    with pytest.raises(ValueError, match="worlds"):
        analyse(endgame(LOSES), worlds=1)
    with pytest.raises(ValueError, match="policy"):
        analyse(endgame(LOSES), worlds=2, policy="minimax")
    # From a record as well.
    again = analyse_record(dumps(endgame(LOSES)), worlds=4, seed=0)
    assert again.deals == a.deals


def test_an_unfinished_deal_is_left_out() -> None:
    m = new_match("block", 2, seed=5)
    for _ in range(3):
        m.play(m.legal_moves()[0])
    a = analyse(m, worlds=4)
    assert a.deals == () and all(s.decisions == 0 for s in a.seats)


def test_greedy_continuations() -> None:
    a = analyse(endgame(LOSES), worlds=4, seed=0, policy="greedy")
    assert the_decision(a).verdict == "mistake"


def test_verdict_needs_the_margin() -> None:
    assert verdict(MISTAKE + 0.01, 0.0) == "mistake"
    assert verdict(MISTAKE + 0.01, 0.01) == "inaccuracy"  # not clear of the threshold by two errors
    assert verdict(0.5, 0.25) == "fine"  # as large as noise can make it


def test_a_block_game_in_a_small_budget() -> None:
    m = greedy_match("block", 2, seed=7, deals=2)
    k, work = plan(m, 0.5)
    assert k >= 16 and work > 0
    started = time.process_time()
    a = analyse(m, budget=0.5, seed=0)
    spent = time.process_time() - started
    assert a.worlds == k and len(a.deals) == 2
    assert spent < 5.0  # planned for half a second; generous for loaded CI machines


# ---- dominohall analyze -----------------------------------------------------------------------
def test_cli_analyze_report_in_three_languages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "endgame.json"
    path.write_text(dumps(endgame(LOSES)), encoding="utf-8")
    assert main(["analyze", str(path), "--budget", "0.2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert "Deal 1" in out and "seat 1:" in out and "!" in out  # the curve marks the mistake
    assert f"played {LOSES} — mistake" in out and f"better: {WINS}" in out
    assert "100%" in out and "[" in err  # the loss, and the progress bar on stderr
    for lang, word in (("pl", "błąd"), ("ru", "ошибка")):
        assert main(["analyze", str(path), "--budget", "0.2", "--lang", lang, "--seat", "1", "-q"]) == 0
        out, err = capsys.readouterr()
        assert word in out and err == "" and "miejsce 0:" not in out


def test_cli_analyze_json_is_reproducible(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "endgame.json"
    path.write_text(dumps(endgame(LOSES)), encoding="utf-8")
    texts = []
    for _ in range(2):
        assert main(["analyze", str(path), "--budget", "0.2", "--json", "-q", "--seed", "4"]) == 0
        data = json.loads(capsys.readouterr().out)
        data.pop("seconds")
        texts.append(data)
    assert texts[0] == texts[1] and texts[0]["format"] == "dominohall-analysis"
    assert MatchAnalysis.from_json({**texts[0], "seconds": 0.0}).deals[0].deal == 1


def test_cli_analyze_refuses_a_bad_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "endgame.json"
    path.write_text(dumps(endgame(LOSES)), encoding="utf-8")
    assert main(["analyze", str(path), "--seat", "5", "-q"]) == 2
    assert "--seat" in capsys.readouterr().err
    assert main(["analyze", str(tmp_path / "missing.json"), "-q"]) == 2


# ---- issue 23, item 7: a chance people read, long matches, an answer deal by deal --------------------
def test_the_chance_curve_is_a_chance_and_ends_at_the_result() -> None:
    """Five-player White Snake: the values start near one half for every seat (a loss is worth
    0.375 there), which read as a win chance mislead; ``chance`` is the share of continuations won:
    the five seats' chances at the start add up to about one (one winner a deal), and each ends at
    the result, 1 for the winner and 0 for the others."""
    m = greedy_match("white-snake", 5, seed=2, deals=1)
    a = analyse(m, worlds=24, seed=0)
    d = a.deals[0]
    assert len(d.chance) == 5 and all(len(c) == len(d.curve[0]) for c in d.chance)
    winners = [s for s in range(5) if d.returns[s] > 0]
    assert [c[-1] for c in d.chance] == [1.0 if s in winners else 0.0 for s in range(5)]
    assert 0.6 <= sum(c[0] for c in d.chance) <= 1.4, [c[0] for c in d.chance]
    assert all(abs(c[0] - 0.5) < 0.2 for c in d.curve)  # the values sit near a half: not a chance
    assert MatchAnalysis.from_json(a.as_json()) == a


def test_a_long_match_gets_fewer_worlds_rather_than_none() -> None:
    """A one-way Sausage match of a thousand moves: sixteen worlds would cost several times the
    budget (more than the server waits), so it gets fewer, down to four, and its work stays within
    one and a half budgets at the measured rate; a short match keeps its sixteen at least."""
    from dominohall.analysis import FEWEST_WORLDS, LONG_STRETCH, MIN_WORLDS

    m = new_match("sausage-one-way", 2, seed=0)
    bots = [make_bot("greedy", seed=s) for s in range(2)]
    while not m.is_over:
        m.play(bots[m.turn].choose(m.view(m.turn)))
    assert sum(e.kind in ("play", "pass") for e in m.history) > 900
    k, work = plan(m, 20.0)
    assert FEWEST_WORLDS <= k < MIN_WORLDS
    assert work <= LONG_STRETCH * 20.0 * m.variant.analysis_rate
    short = greedy_match("block", 2, seed=7, deals=2)
    assert plan(short, 20.0)[0] >= MIN_WORLDS


def test_each_deal_is_given_as_it_is_done() -> None:
    """``on_deal`` hands over the analysis of the deals done so far after each deal (not complete),
    so that a caller stopped by a clock still has the first deals; the last answer is complete."""
    m = greedy_match("block", 2, seed=7, deals=3)
    got: list[MatchAnalysis] = []
    a = analyse(m, worlds=4, seed=0, on_deal=got.append)
    assert [len(x.deals) for x in got] == [1, 2] and not any(x.complete for x in got)
    assert all(x.deals_total == 3 for x in got) and a.complete and a.deals_total == 3
    assert got[-1].deals == a.deals[:2]
    assert MatchAnalysis.from_json(got[0].as_json()) == got[0]


def test_cli_analyze_curves_of_more_than_two_are_chances() -> None:
    """Issue 36 item 24: with three or more players a deal's value is not a chance (a lost seat's value
    curve ends at a share like 0.25); the curve drawn is the chance to win the deal, so a lost deal ends
    at the lowest block and a won one at the full, and the figures given away say they are values."""
    from dominohall.cli import analysis_text
    from dominohall.i18n import Texts

    m = new_match("block", 3, seed=5, options={"target": 1})
    while not m.is_over:
        m.play(m.legal_moves()[0])
    a = analyse(m, budget=0.2, seed=0)
    assert any(0.0 < c[-1] < 1.0 for c in a.deals[0].curve)  # a value that a percentage would misread
    out = analysis_text(a, Texts())
    deal = a.deals[0]
    for s in range(3):
        line = next(row for row in out.splitlines() if row.startswith(f"seat {s}: ") and "real choices" not in row)
        won = deal.chance[s][-1] == 1.0
        assert line[-1] == ("█" if won else "▁"), (s, line, deal.curve[s][-1])
    assert "figures given away are values, not chances" in out
    assert "win chance given away" not in out
