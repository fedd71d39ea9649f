"""Seating entrants at tables of a game's size: Swiss, round robin and arena.

**Swiss.** Before a round, the entrants who sit out are chosen (with byes: ``entrants mod n`` of them, those
with the fewest byes so far, then the lowest score, then the lowest rating, then by lot; with a filler bot
nobody sits out). The rest are ordered by score, then rating, then lot (a number drawn from the seed), and
seated table by table: a table's first entrant is the best not yet seated, and each next seat goes to the
best entrant not yet seated who has not sat with anyone at the table before. When nobody left fits, the
seat goes to whoever has met the fewest of them. A second pass then swaps entrants between nearby tables
while that lowers the number of repeat meetings (a table's first entrant is never moved). So: if the
standings order seats nobody again, the tables are slices of that order; and repeats are avoided as long
as the entrants have met few enough others. It is a greedy search, not an exhaustive one; with ``m``
entrants at tables of ``n``, each having met at most ``k`` others, a round without repeats is known to
exist from ``m >= n (k + 1)`` (Hajnal-Szemerédi), and the property tests check that it finds one there.
With a filler bot, a round of ``m`` entrants has ``ceil(m / n)`` tables, and the last tables (the lowest
scores) get one bot each, the very last more if needed.

**Who sits first.** At each table the entrant who has sat in the first seat least often sits first, then
whoever has sat furthest from it, then by lot; filler bots take the last seats.

**Round robin** (small groups). With tables of 2, the circle method: everyone meets everyone exactly once
in ``m - 1`` rounds (``m`` rounds for an odd ``m``, each entrant sitting out once). With larger tables a
perfect schedule rarely exists; each round is made by trying several seeded orders and seating each table
with the entrants who have met its members least, keeping the round with the fewest repeat meetings.
``ceil((m - 1) / (n - 1))`` rounds are the least in which everyone could meet everyone.

**Arena.** There are no rounds: whoever is not playing waits, and :func:`arena_tables` seats the waiting
entrants score-close first (the same seating as a Swiss round, avoiding the table-mates of one's last game),
as many full tables as they make. Those left over wait for the next game to end; if nobody is playing, they
are seated with filler bots (without a filler they wait).
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence

from dominohall.errors import OptionError
from dominohall.tournament.state import Bye, Game, Tournament, lot

SWAP_REACH = 30
"""How many tables away the repair pass looks for a swap (it keeps a 2,000-entrant round fast)."""
ROUND_ROBIN_TRIES = 30


def table_sizes(seated: int, n: int, filled: bool) -> list[int]:
    """Entrants per table for ``seated`` entrants at tables of ``n``: full tables, and with a filler the
    last tables one seat short each (the very last more if need be)."""
    if not filled:
        return [n] * (seated // n)
    tables = -(-seated // n)
    sizes = [n] * tables
    short = tables * n - seated
    i = tables - 1
    while short:
        sizes[i] -= 1
        short -= 1
        i = i - 1 if i > 0 else tables - 1
    return sizes


def meetings(t: Tournament) -> dict[str, set[str]]:
    """Everyone each entrant has sat with (filler bots left out)."""
    met: dict[str, set[str]] = {e.id: set() for e in t.entrants}
    for g in t.games:
        es = g.entrants
        for a in es:
            met[a].update(b for b in es if b != a)
    return met


def swiss_tables(order: Sequence[str], sizes: Sequence[int], met: Mapping[str, set[str]]) -> list[list[str]]:
    """Seat ``order`` (best first) at tables of ``sizes``, avoiding repeat table-mates (module docstring)."""
    m = len(order)
    seated = [False] * m
    empty: set[str] = set()
    tables: list[list[str]] = []
    start = 0
    for size in sizes:
        while seated[start]:
            start += 1
        seated[start] = True
        table = [order[start]]
        blocked = set(met.get(order[start], empty))
        skipped: list[int] = []
        j = start + 1
        while len(table) < size and j < m:
            if not seated[j]:
                e = order[j]
                if e in blocked:
                    skipped.append(j)
                else:
                    table.append(e)
                    seated[j] = True
                    blocked |= met.get(e, empty)
            j += 1
        while len(table) < size:  # nobody fits: whoever has met the fewest at the table
            best = min(
                (k for k in skipped if not seated[k]),
                key=lambda k: (sum(order[k] in met.get(x, empty) for x in table), k),
            )
            seated[best] = True
            table.append(order[best])
        tables.append(table)
    _repair(tables, met)
    return tables


def _clashes(table: Sequence[str], met: Mapping[str, set[str]]) -> int:
    empty: set[str] = set()
    return sum(b in met.get(a, empty) for i, a in enumerate(table) for b in table[i + 1 :])


def _repair(tables: list[list[str]], met: Mapping[str, set[str]]) -> None:
    """Swap non-first entrants between nearby tables while that lowers the repeat meetings."""
    empty: set[str] = set()
    for _ in range(3):
        improved = False
        for ti, table in enumerate(tables):
            if not _clashes(table, met):
                continue
            for a_pos in range(1, len(table)):
                a = table[a_pos]
                if not any(x in met.get(a, empty) for x in table if x != a):
                    continue
                done = False
                for d in range(1, SWAP_REACH + 1):
                    for tj in (ti + d, ti - d):
                        if not 0 <= tj < len(tables):
                            continue
                        other = tables[tj]
                        before = _clashes(table, met) + _clashes(other, met)
                        for b_pos in range(1, len(other)):
                            b = other[b_pos]
                            table[a_pos], other[b_pos] = b, a
                            if _clashes(table, met) + _clashes(other, met) < before:
                                done = improved = True
                                break
                            table[a_pos], other[b_pos] = a, b
                        if done:
                            break
                    if done:
                        break
        if not improved:
            return


def seat_order(
    table: Sequence[str], firsts: Mapping[str, int], seat_sums: Mapping[str, int], seed: int, round_: int
) -> list[str]:
    """The table's seats, first seat first (see the module docstring)."""
    return sorted(
        table,
        key=lambda e: (firsts.get(e, 0), -seat_sums.get(e, 0), lot(seed * 1_000_003 + round_, e)),
    )


def _seats(t: Tournament, tables: list[list[str]], round_: int) -> list[list[str | None]]:
    firsts: dict[str, int] = defaultdict(int)
    sums: dict[str, int] = defaultdict(int)
    for g in t.games:
        for i, e in enumerate(g.seats):
            if e is not None:
                sums[e] += i
                firsts[e] += i == 0
    n = t.settings.table_size
    out: list[list[str | None]] = []
    for table in tables:
        seats: list[str | None] = list(seat_order(table, firsts, sums, t.settings.seed, round_))
        out.append(seats + [None] * (n - len(seats)))
    return out


def _byes(t: Tournament, count: int, key: Mapping[str, tuple[float, ...]]) -> list[str]:
    if not count:
        return []
    had: dict[str, int] = defaultdict(int)
    for b in t.byes:
        had[b.entrant] += 1
    return sorted((e.id for e in t.entrants), key=lambda e: (had[e], key[e]))[:count]


def next_round(t: Tournament) -> tuple[list[list[str | None]], list[str]]:
    """The tables (seat order, ``None`` a filler bot) and byes of ``t``'s next round."""
    from dominohall.tournament.standings import scores

    s = t.settings
    n = s.table_size
    r = t.round + 1
    if s.system == "round-robin":
        return _round_robin(t, r)
    sc = scores(t)
    # scores as floats: equal fractions give equal floats and the order is kept, and floats compare fast
    rank = {e.id: (-float(sc[e.id]), -e.rating, lot(s.seed, e.id)) for e in t.entrants}
    low = {e.id: (float(sc[e.id]), e.rating, float(lot(s.seed, e.id))) for e in t.entrants}
    byes = [] if s.filler is not None else _byes(t, len(t.entrants) % n, low)
    out = set(byes)
    order = sorted((e.id for e in t.entrants if e.id not in out), key=rank.__getitem__)
    tables = swiss_tables(order, table_sizes(len(order), n, s.filler is not None), meetings(t))
    return _seats(t, tables, r), byes


def _round_robin(t: Tournament, r: int) -> tuple[list[list[str | None]], list[str]]:
    s = t.settings
    n = s.table_size
    ids = sorted((e.id for e in t.entrants), key=lambda e: lot(s.seed, e))
    if n == 2:
        # the circle method: the first stays, the others turn one place a round; a phantom pads an odd count
        ring: list[str | None] = [*ids, None] if len(ids) % 2 else list(ids)
        k = len(ring) - 1
        turn = (r - 1) % k
        rest = ring[1:]
        rest = rest[turn:] + rest[:turn]
        ring = [ring[0], *rest]
        pairs = [(ring[i], ring[len(ring) - 1 - i]) for i in range(len(ring) // 2)]
        tables: list[list[str]] = []
        byes: list[str] = []
        for a, b in pairs:
            if a is None or b is None:
                lone = a if b is None else b
                assert lone is not None
                if s.filler is None:
                    byes.append(lone)
                else:
                    tables.append([lone])
            else:
                tables.append([a, b])
        return _seats(t, tables, r), byes
    count: dict[tuple[str, str], int] = defaultdict(int)
    for g in t.games:
        es = g.entrants
        for a in es:
            for b in es:
                if a != b:
                    count[a, b] += 1
    low = {e: (float(lot(s.seed * 7 + r, e)),) for e in ids}
    byes = [] if s.filler is not None else _byes(t, len(ids) % n, low)
    present = [e for e in ids if e not in set(byes)]
    sizes = table_sizes(len(present), n, s.filler is not None)
    rng = random.Random(f"dominohall-round-robin:{s.seed}:{r}")
    best: tuple[int, list[list[str]]] | None = None
    for _ in range(ROUND_ROBIN_TRIES):
        order = present[:]
        rng.shuffle(order)
        left = order[:]
        tables = []
        cost = 0
        for size in sizes:
            table = [left.pop(0)]
            while len(table) < size:
                i = min(range(len(left)), key=lambda i: (sum(count[left[i], x] for x in table), i))
                cost += sum(count[left[i], x] ** 2 + 2 * count[left[i], x] for x in table)
                table.append(left.pop(i))
            tables.append(table)
        if best is None or cost < best[0]:
            best = (cost, tables)
        if cost == 0:
            break
    assert best is not None
    return _seats(t, best[1], r), byes


def arena_tables(t: Tournament, now: float) -> list[list[str | None]]:
    """The tables to start at minute ``now`` in an arena (module docstring)."""
    from dominohall.tournament.standings import scores

    s = t.settings
    n = s.table_size
    busy = {e for g in t.running for e in g.entrants}
    waiting = [e for e in t.entrants if e.id not in busy]
    sc = scores(t)
    order = [e.id for e in sorted(waiting, key=lambda e: (-float(sc[e.id]), -e.rating, lot(s.seed, e.id)))]
    last: dict[str, set[str]] = {}
    for g in t.games:  # in order: the last game of each entrant wins
        for a in g.entrants:
            last[a] = {b for b in g.entrants if b != a}
    full = len(order) // n
    lone = len(order) - full * n
    sizes = [n] * full
    if lone and not busy and not full and s.filler is not None:
        sizes.append(lone)
    elif lone and not busy and s.filler is not None:
        sizes = table_sizes(len(order), n, True)
    if not sizes:
        return []
    seated = order if sum(sizes) == len(order) else order[: sum(sizes)]
    tables = swiss_tables(seated, sizes, last)
    return _seats(t, tables, len(t.games))


def pair_round(t: Tournament) -> Tournament:
    """The tournament with its next round paired (Swiss or round robin)."""
    if t.settings.system == "arena":
        raise OptionError("an arena has no rounds: seat_waiting seats whoever waits", field="system")
    if t.running:
        raise OptionError(f"round {t.round} has {len(t.running)} games still running", field="round")
    if t.round >= t.total_rounds:
        raise OptionError(f"all {t.total_rounds} rounds are paired", field="round")
    tables, byes = next_round(t)
    r = t.round + 1
    base = len(t.games)
    games = tuple(Game(base + i, r, tuple(seats)) for i, seats in enumerate(tables))
    return t.extended(games, tuple(Bye(r, e) for e in byes))


def seat_waiting(t: Tournament, now: float) -> Tournament:
    """An arena at minute ``now``: whoever waits is seated (:func:`~dominohall.tournament.pairing.arena_tables`)."""
    if t.settings.system != "arena":
        raise OptionError("only an arena seats whoever waits; pair_round pairs a round", field="system")
    assert t.settings.minutes is not None
    if now >= t.settings.minutes:
        return t
    tables = arena_tables(t, now)
    base = len(t.games)
    games = tuple(Game(base + i, 0, tuple(seats), start=now) for i, seats in enumerate(tables))
    return t.extended(games)
