"""Tournament pairing, by property (issue #39): Swiss rounds over 3-200 entrants at tables of 2-6, played
with random results; and round robin and arena seating."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominohall.errors import OptionError
from dominohall.tournament import Entrant, Settings, Tournament, pair_round, seat_waiting
from dominohall.tournament.pairing import meetings, swiss_tables
from dominohall.tournament.standings import scores
from dominohall.tournament.state import lot, round_robin_rounds

SETTINGS: dict[str, Any] = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow], "max_examples": 60}


def random_places(rng: random.Random, n: int) -> tuple[int, ...]:
    """A random result at a table of ``n``, with a tie now and then."""
    order = list(range(n))
    rng.shuffle(order)
    values = [rng.randrange(n if rng.random() < 0.8 else max(1, n // 2)) for _ in range(n)]
    return tuple(1 + sum(v < values[s] for v in values) for s in range(n))


def finish_round(t: Tournament, rng: random.Random) -> Tournament:
    for g in t.running:
        t = t.finish(g.number, random_places(rng, len(g.seats)))
    return t


def order_of(t: Tournament, out: set[str]) -> list[str]:
    sc = scores(t)
    return sorted(
        (e.id for e in t.entrants if e.id not in out),
        key=lambda e: (-sc[e], -t.entrant(e).rating, lot(t.settings.seed, e)),
    )


@settings(**SETTINGS)
@given(
    m=st.integers(3, 200),
    n=st.integers(2, 6),
    rounds=st.integers(1, 5),
    filled=st.booleans(),
    seed=st.integers(0, 2**32),
)
def test_swiss_rounds_keep_the_pairing_properties(m: int, n: int, rounds: int, filled: bool, seed: int) -> None:
    if not filled and m < n:
        m = n
    rng = random.Random(seed)
    entrants = tuple(Entrant(f"e{i}", rating=float(rng.randrange(1200, 1800, 50))) for i in range(m))
    t = Tournament(Settings("swiss", n, rounds, filler="greedy" if filled else None, seed=seed), entrants)
    for r in range(1, rounds + 1):
        met = meetings(t)
        had_byes = Counter(b.entrant for b in t.byes)
        before = t
        t = pair_round(t)
        games = [g for g in t.games if g.round == r]
        byes = [b.entrant for b in t.byes if b.round == r]
        seated = [e for g in games for e in g.entrants]
        # every entrant seated or given a bye, exactly once
        assert sorted(seated + byes) == sorted(e.id for e in entrants)
        assert all(len(g.seats) == n for g in games)
        if filled:
            assert not byes
            assert sum(g.seats.count(None) for g in games) == len(games) * n - m < n + len(games)
            # the bots sit at the last tables, each table keeping an entrant
            assert all(g.entrants for g in games)
        else:
            assert len(byes) == m % n and all(None not in g.seats for g in games)
            # byes go to the fewest byes so far, then the lowest score
            sc = scores(before)
            if byes:
                worst = max((had_byes[b], sc[b]) for b in byes)
                assert all((had_byes[e], sc[e]) >= worst for e in seated)
        # no repeat table-mates while they are easily avoidable (see the pairing module's docstring)
        k = max(len(v) for v in met.values())
        repeats = sum(b in met[a] for g in games for a, b in combinations(g.entrants, 2))
        if len(seated) >= n * (k + 1):  # then a round without repeats exists (Hajnal-Szemerédi)
            assert repeats == 0
        # score groups: when the standings order seats nobody again, the tables are its slices
        order = order_of(before, set(byes))
        sizes = [len(g.entrants) for g in games]
        slices, i = [], 0
        for size in sizes:
            slices.append(order[i : i + size])
            i += size
        if not any(b in met[a] for s in slices for a, b in combinations(s, 2)):
            assert [sorted(g.entrants) for g in games] == [sorted(s) for s in slices]
        t = finish_round(t, rng)
    # byes spread: nobody has two more than anyone else
    if not filled and m % n:
        counts = Counter(b.entrant for b in t.byes)
        assert max(counts.get(e.id, 0) for e in entrants) - min(counts.get(e.id, 0) for e in entrants) <= 1
    assert t.is_over
    assert Tournament.from_dict(t.as_dict()) == t


def test_the_first_seat_goes_round() -> None:
    t = Tournament(Settings("swiss", 3, 6), tuple(Entrant(x) for x in "abc"))
    for _ in range(6):
        t = finish_round(pair_round(t), random.Random(0))
    assert Counter(g.seats[0] for g in t.games) == {"a": 2, "b": 2, "c": 2}


def test_a_tournament_is_the_same_for_the_same_seed() -> None:
    def play(seed: int) -> Tournament:
        t = Tournament(Settings("swiss", 4, 3, seed=seed), tuple(Entrant(f"p{i}") for i in range(14)))
        rng = random.Random(1)
        for _ in range(3):
            t = finish_round(pair_round(t), rng)
        return t

    assert play(5) == play(5)
    # stored as JSON mid-round and read back (a server's restart), it goes on the same
    t = pair_round(Tournament(Settings("swiss", 4, 3, seed=5), tuple(Entrant(f"p{i}") for i in range(14))))
    t = t.finish(t.running[0].number, (2, 1, 4, 3))
    resumed = Tournament.from_dict(json.loads(json.dumps(t.as_dict())))
    assert resumed == t and resumed.running == t.running
    rng = random.Random(9)
    assert pair_round(finish_round(resumed, rng)) == pair_round(finish_round(t, random.Random(9)))
    assert play(5).games[0].seats != play(6).games[0].seats or play(5).games[1] != play(6).games[1]


@pytest.mark.parametrize("m", [6, 7, 10])
def test_round_robin_of_two_meets_everyone_once(m: int) -> None:
    t = Tournament(Settings("round-robin", 2), tuple(Entrant(f"p{i}") for i in range(m)))
    while not t.is_over:
        t = finish_round(pair_round(t), random.Random(2))
    pairs = Counter(frozenset(g.entrants) for g in t.games)
    assert len(pairs) == m * (m - 1) // 2 and set(pairs.values()) == {1}
    assert t.round == round_robin_rounds(m, 2)
    assert Counter(b.entrant for b in t.byes) == ({f"p{i}": 1 for i in range(m)} if m % 2 else {})


@pytest.mark.parametrize(("m", "n"), [(9, 3), (12, 4), (8, 3)])
def test_round_robin_at_larger_tables_spreads_the_meetings(m: int, n: int) -> None:
    t = Tournament(Settings("round-robin", n), tuple(Entrant(f"p{i}") for i in range(m)))
    while not t.is_over:
        t = finish_round(pair_round(t), random.Random(3))
    met = Counter(frozenset(p) for g in t.games for p in combinations(g.entrants, 2))
    everyone = m * (m - 1) // 2
    slots = sum(len(g.entrants) * (len(g.entrants) - 1) // 2 for g in t.games)
    # most pairs met (of those the rounds' tables can hold), and none thrice; 9 at 3 is a perfect schedule
    assert len(met) >= 0.75 * min(everyone, slots) and max(met.values()) <= 2
    assert (m, n) != (9, 3) or len(met) == everyone


def test_arena_seats_whoever_waits_score_close() -> None:
    entrants = tuple(Entrant(f"p{i}") for i in range(7))
    t = Tournament(Settings("arena", 3, minutes=30, filler=None), entrants)
    t = seat_waiting(t, 0)
    assert len(t.running) == 2  # six seated, one waits
    t = t.finish(0, (1, 2, 3), now=5)
    t = seat_waiting(t, 5)
    # the first table's three and the one who waited: one table of three, one waits still
    assert len(t.running) == 2 and len(t.games) == 3
    assert seat_waiting(t, 30) == t  # no game starts at the end
    assert not t.over_at(30) and not t.over_at(10)
    for g in t.running:
        t = t.finish(g.number, (1, 2, 3), now=31)
    assert t.over_at(31)
    assert Tournament.from_dict(json.loads(json.dumps(t.as_dict()))) == t
    with pytest.raises(OptionError) as caught:
        pair_round(t)
    assert caught.value.field == "system"


def test_bad_input_names_the_field_and_changes_nothing() -> None:
    t = pair_round(Tournament(Settings("swiss", 3, 2), tuple(Entrant(f"p{i}") for i in range(6))))
    calls: list[tuple[Callable[[], object], str]] = [
        (lambda: t.finish(0, (1, 1, 2)), "places"),
        (lambda: t.finish(9, (1, 2, 3)), "game"),
        (lambda: pair_round(t), "round"),
        (lambda: Tournament(Settings("swiss", 1, 2), t.entrants), "table_size"),
        (lambda: Tournament(Settings("swiss", 3, 2), (Entrant("a"), Entrant("a"))), "entrants[1]"),
        (lambda: Tournament(Settings("swiss", 3), t.entrants), "rounds"),
        (lambda: Tournament.from_dict({**t.as_dict(), "games": [{"number": 0}]}), "games[0]"),
    ]
    for call, field in calls:
        with pytest.raises(OptionError) as caught:
            call()
        assert caught.value.field == field, (field, caught.value)
    assert t.running and t.round == 1


def test_swiss_tables_slices_without_history() -> None:
    order = [f"e{i}" for i in range(9)]
    assert swiss_tables(order, [3, 3, 3], {}) == [order[0:3], order[3:6], order[6:9]]
    met: dict[str, set[str]] = {e: set() for e in order} | {"e0": {"e1"}, "e1": {"e0"}}
    tables = swiss_tables(order, [3, 3, 3], met)
    assert tables[0][0] == "e0" and "e1" not in tables[0]
