"""Tournament standings, tie-breaks, byes and the arena's streak; the simulator and its command (issue #39)."""

from __future__ import annotations

import json
import math
from fractions import Fraction

import pytest

from dominohall.cli import main
from dominohall.errors import OptionError
from dominohall.tournament import Entrant, Settings, Tournament, bye_points, place_points, standings
from dominohall.tournament.simulate import TournamentConfig, kendall_tau, parse_entrants, run_tournament, summarise
from dominohall.tournament.state import Bye, Game


def made(
    system: str, n: int, ids: str, games: list[tuple[tuple[str | None, ...], tuple[int, ...]]], **kw: object
) -> Tournament:
    """A tournament with finished ``games`` (seats, places), entrants one letter each."""
    settings = Settings(system, n, **kw)  # type: ignore[arg-type]
    t = Tournament(settings, tuple(Entrant(x, rating=1500 + ord(x)) for x in ids))
    played = tuple(
        Game(i, 0 if system == "arena" else 1, seats, places, start=float(i), end=float(i) + 1)
        for i, (seats, places) in enumerate(games)
    )
    return Tournament(settings, t.entrants, played)


def test_points_per_place_and_shared_places() -> None:
    def f(*xs: float) -> tuple[Fraction, ...]:
        return tuple(Fraction(x) for x in xs)

    assert place_points((1, 2, 3)) == f(2, 1, 0)
    assert place_points((3, 1, 2, 4)) == f(1, 3, 2, 0)
    assert place_points((1, 1, 3)) == f(1.5, 1.5, 0)
    assert place_points((1, 2, 2)) == f(2, 0.5, 0.5)
    assert place_points((1, 1, 1)) == f(1, 1, 1)
    assert bye_points(3) == 1 and bye_points(4) == Fraction(3, 2)


def test_standings_order_by_points_then_opponents_then_rating() -> None:
    # a and c both score 2, and their opponents 1 each (b 1 + d 0, f 1 + e 0): rating decides
    t = made(
        "swiss",
        3,
        "abcdef",
        [(("a", "b", "d"), (1, 2, 3)), (("c", "e", "f"), (1, 3, 2))],
        rounds=2,
    )
    rows = standings(t)
    points = {r.entrant: r.points for r in rows}
    assert points == {"a": 2, "b": 1, "c": 2, "d": 0, "e": 0, "f": 1}
    opponents = {r.entrant: r.opponents for r in rows}
    assert opponents["a"] == 1 and opponents["c"] == 1  # tied on the first tie-break too
    # then rating: c (1500 + 99) above a (1500 + 97); b and f the same way
    assert [r.entrant for r in rows] == ["c", "a", "f", "b", "e", "d"]
    assert [r.place for r in rows] == [1, 2, 3, 4, 5, 6]


def test_opponents_scores_break_a_tie_and_equals_share_a_place() -> None:
    t = made(
        "swiss",
        2,
        "abcd",
        [(("a", "b"), (1, 2)), (("c", "d"), (1, 2)), (("a", "d"), (1, 2)), (("c", "b"), (2, 1))],
        rounds=2,
    )
    rows = {r.entrant: r for r in standings(t)}
    # a: 2 points, met b (1) and d (0) -> 1; c: 1 point; b: 1 point, met a (2) and c (1) -> 3
    assert rows["a"].place == 1
    assert rows["b"].opponents == 3 and rows["c"].opponents == 1
    assert rows["b"].place == 2 and rows["c"].place == 3
    same = Tournament(
        Settings("swiss", 2, 1),
        (Entrant("x"), Entrant("y"), Entrant("z"), Entrant("w")),
        (Game(0, 1, ("x", "y"), (1, 1)), Game(1, 1, ("z", "w"), (1, 1))),
    )
    assert [r.place for r in standings(same)] == [1, 1, 1, 1]


def test_byes_and_filler_bots_in_the_points() -> None:
    t = Tournament(
        Settings("swiss", 3, 1, filler="greedy"),
        (Entrant("a"), Entrant("b")),
        (Game(0, 1, ("a", None, "b"), (2, 1, 3)),),
        (Bye(1, "a"),),
    )
    rows = {r.entrant: r for r in standings(t)}
    # the bot took first place: a gets second's point, b nothing; the bye adds (3 - 1) / 2 = 1
    assert rows["a"].points == 2 and rows["b"].points == 0 and rows["a"].byes == 1
    assert rows["a"].opponents == 0  # the bot adds nothing to the tie-break; b's 0 does not either


def test_arena_streak_doubles_after_two_wins_until_a_game_not_won() -> None:
    games: list[tuple[tuple[str | None, ...], tuple[int, ...]]] = [
        (("a", "b"), (1, 2)),  # a wins: 1
        (("a", "b"), (1, 2)),  # a wins: 1 (two in a row: on fire from the next)
        (("a", "b"), (1, 2)),  # a wins on fire: 2
        (("a", "b"), (1, 1)),  # a shares first on fire: 1/2 doubled = 1, and the streak ends
        (("a", "b"), (1, 2)),  # a wins: 1 (not on fire)
    ]
    t = made("arena", 2, "ab", games, minutes=60.0)
    rows = {r.entrant: r for r in standings(t)}
    assert rows["a"].points == 1 + 1 + 2 + 1 + 1 and rows["a"].wins == 4 and rows["a"].streak == 1
    assert rows["b"].points == Fraction(1, 2)
    # the same games in a Swiss have no streak
    assert standings(made("swiss", 2, "ab", games, rounds=5))[0].points == 1 + 1 + 1 + Fraction(1, 2) + 1


def test_kendall_tau() -> None:
    assert kendall_tau([1, 2, 3, 4], [10, 20, 30, 40]) == 1.0
    assert kendall_tau([1, 2, 3, 4], [4, 3, 2, 1]) == -1.0
    assert kendall_tau([1, 2, 3, 4], [1, 2, 4, 3]) == pytest.approx(4 / 6)
    # tau-b with ties: (C - D) / sqrt((n0 - n1)(n0 - n2))
    assert kendall_tau([1, 1, 2, 3], [1, 2, 2, 3]) == pytest.approx(4 / math.sqrt(5 * 5))
    assert math.isnan(kendall_tau([1, 1, 1], [1, 2, 3]))


def test_parse_entrants_names_the_argument() -> None:
    assert parse_entrants("greedy*2,random") == (("greedy", 2), ("random", 1))
    for bad in ("greedy*x", "", "wizard*2", "greedy*0", "ismcts:speed=3*2"):
        with pytest.raises(OptionError) as caught:
            parse_entrants(bad)
        assert caught.value.field == "--entrants"


def test_simulated_tournaments_are_deterministic_and_complete() -> None:
    config = TournamentConfig("block", 2, "swiss", (("greedy", 3), ("random", 2)), rounds=3, seed=4)
    one, two = run_tournament(config), run_tournament(config)
    assert one == two and one.is_over and len(one.byes) == 3
    arena = TournamentConfig("block", 2, "arena", (("greedy", 2), ("random", 2)), minutes=90.0, filler="random")
    t = run_tournament(arena)
    assert not t.running and all(g.start < 90 for g in t.games) and len(t.games) >= 4
    summary = summarise(config, 2)
    assert summary.runs == 2 and sum(summary.wins.values()) == pytest.approx(1.0)


def test_the_command_simulates_a_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "simulate", "block", "--table-size", "3", "--rounds", "2", "--entrants", "greedy*2,random*2"]
    assert main([*argv, "--seed", "1", "--filler", "random"]) == 0
    text = capsys.readouterr().out
    assert "place" in text and "greedy#1" in text and "tie-breaks" in text
    assert main([*argv, "--seed", "1", "--filler", "random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["standings"]) == 4 and data["standings"][0]["place"] == 1
    assert Tournament.from_dict(data["tournament"]).is_over
    assert main([*argv, "--runs", "2", "--filler", "random", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert set(summary["wins"]) == {"greedy", "random"} and summary["runs"] == 2
    assert main([*argv, "--seed", "1", "--filler", "random", "--lang", "pl"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("miejsce") and "suma punktów przeciwników" in text
    assert main([*argv, "--runs", "5", "--filler", "random", "--lang", "ru"]) == 0
    assert capsys.readouterr().out.startswith("5 прогонов\n")
    for extra, field in [
        (["--rounds", "0"], "--rounds"),
        (["--table-size", "5"], "--table-size"),
        (["--filler", "wizard"], "--filler"),
        (["--runs", "0"], "--runs"),
        (["--minutes", "5"], "--minutes"),
    ]:
        assert main([*argv, *extra]) == 2
        assert f"dominohall: {field}:" in capsys.readouterr().err
