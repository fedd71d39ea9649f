"""The tournament simulator: the same pairing and scoring code, with bots as entrants.

Each table's match is played to its end by the bots (:func:`dominohall.bots.make_bot`); its places come
from the match result (:func:`match_places`). Bots named without a level play at a quick one
(:data:`QUICK`) so that a tournament takes seconds. An arena's clock is simulated: a match lasts its
number of moves times ``move_seconds``.

**True strength** (for Kendall's tau): the kinds of bot in the order of their known strength,
:data:`STRENGTH` (random < greedy < ismcts < expert, as benchmarks/strength.py measures them); entrants
of one kind are equal. Tau is Kendall's tau-b between the final standings (shared places tied) and that
order: 1 when the standings sort the kinds perfectly, 0 when they say nothing about them.
"""

from __future__ import annotations

import hashlib
import heapq
import math
import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dominohall import new_match
from dominohall.bots import make_bot
from dominohall.errors import OptionError
from dominohall.i18n import Texts
from dominohall.match import Match
from dominohall.tournament.pairing import pair_round, seat_waiting
from dominohall.tournament.standings import standings
from dominohall.tournament.state import MAX_ENTRANTS, Entrant, Settings, System, Tournament

QUICK = {"ismcts": "ismcts:iterations=200", "expert": "expert:worlds=6"}
"""The level a bot named without one plays at in the simulator. Quick: at 200 iterations ``ismcts`` is
no better than ``greedy`` in 3-player Twins (docs/tournaments.md); name a level to compare them."""
STRENGTH = ("random", "greedy", "ismcts", "expert")
"""The kinds of bot from weakest to strongest: the simulator's true strength."""
MAX_RUNS = 10_000
ENTRANTS_ITEM = re.compile(r"^\s*([a-z]+(?::[^*,]+)?)\s*(?:\*\s*(\d+))?\s*$")


def parse_entrants(text: str) -> tuple[tuple[str, int], ...]:
    """``greedy*6,ismcts*3,random*3`` as ``(("greedy", 6), ("ismcts", 3), ("random", 3))``: bot specs
    (a level after ``:``, without commas) and how many of each (1 without ``*``).

    >>> parse_entrants("greedy*2, ismcts:iterations=50*3,random")
    (('greedy', 2), ('ismcts:iterations=50', 3), ('random', 1))
    """
    out = []
    for item in text.split(","):
        m = ENTRANTS_ITEM.match(item)
        if not m or not item.strip():
            raise OptionError(
                f"entrants are written KIND*COUNT,KIND*COUNT (greedy*6,ismcts*3), not {item[:40]!r}", field="--entrants"
            )
        spec, count = m.group(1), int(m.group(2) or 1)
        if count < 1:
            raise OptionError(f"a count is at least 1, not {count} (in {item.strip()[:40]!r})", field="--entrants")
        try:
            make_bot(spec)
        except OptionError as exc:
            raise OptionError(exc.reason, field="--entrants") from None
        out.append((spec, count))
    if sum(c for _, c in out) > MAX_ENTRANTS:
        raise OptionError(f"at most {MAX_ENTRANTS} entrants", field="--entrants")
    return tuple(out)


def quick(spec: str) -> str:
    return QUICK.get(spec, spec)


def kind(spec: str) -> str:
    return spec.partition(":")[0]


@dataclass(frozen=True)
class TournamentConfig:
    variant: str
    table_size: int
    system: System
    entrants: tuple[tuple[str, int], ...]
    rounds: int | None = None
    minutes: float | None = None
    filler: str | None = None
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    move_seconds: float = 10.0
    """An arena's simulated time a move takes."""

    def tournament(self, run: int = 0) -> Tournament:
        entrants = tuple(
            Entrant(f"{spec}#{i + 1}" if count > 1 else spec, kind=spec)
            for spec, count in self.entrants
            for i in range(count)
        )
        seed = self.seed if run == 0 else _derive(self.seed, "run", run)
        settings = Settings(self.system, self.table_size, self.rounds, self.minutes, self.filler, seed)
        return Tournament(settings, entrants)


def _derive(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:8], "big")


def match_places(match: Match) -> tuple[int, ...]:
    """Places from a finished match: the winners share first place; the others follow the match's
    ranking, seats equal in its standing (points, marks, tokens) sharing a place."""
    result = match.result
    assert result is not None
    n = match.n
    values = match.standing.values()
    places = [0] * n
    for s in result.winners:
        places[s] = 1
    placed = len(result.winners)
    rest = [s for s in result.ranking if s not in result.winners]
    i = 0
    while i < len(rest):
        j = i
        while j < len(rest) and values[rest[j]] == values[rest[i]]:
            j += 1
        for s in rest[i:j]:
            places[s] = placed + 1
        placed += j - i
        i = j
    return tuple(places)


def play_table(
    variant: str, specs: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
) -> tuple[tuple[int, ...], int]:
    """Play one match between bots (seat order as given) and return its places and its moves."""
    bots = [make_bot(quick(spec), seed=seed + s) for s, spec in enumerate(specs)]
    match = new_match(variant, len(specs), seed=seed, options=dict(options or {}))
    moves = 0
    while not match.is_over:
        seat = match.turn
        match.play(bots[seat].choose(match.view(seat)))
        moves += 1
    return match_places(match), moves


def run_tournament(config: TournamentConfig, run: int = 0) -> Tournament:
    """One tournament played to its end."""
    t = config.tournament(run)
    filler = config.filler or "random"
    seed = t.settings.seed

    def specs(seats: Sequence[str | None]) -> list[str]:
        return [filler if s is None else (t.entrant(s).kind or "random") for s in seats]

    if config.system != "arena":
        while not t.is_over:
            t = pair_round(t)
            for g in t.running:
                places, _ = play_table(config.variant, specs(g.seats), _derive(seed, g.number), config.options)
                t = t.finish(g.number, places)
        return t
    # an arena: events in simulated time (minutes), the earliest end first
    ends: list[tuple[float, int, tuple[int, ...]]] = []
    now = 0.0
    while True:
        before = len(t.games)
        t = seat_waiting(t, now)
        for g in t.games[before:]:
            places, moves = play_table(config.variant, specs(g.seats), _derive(seed, g.number), config.options)
            heapq.heappush(ends, (now + moves * config.move_seconds / 60.0, g.number, places))
        if not ends:
            return t
        now, number, places = heapq.heappop(ends)
        t = t.finish(number, places, now)
        while ends and ends[0][0] == now:
            _, number, places = heapq.heappop(ends)
            t = t.finish(number, places, now)


def kendall_tau(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Kendall's tau-b of two rankings (ties allowed); ``nan`` if either is all ties.

    >>> kendall_tau([1, 2, 3], [1, 2, 3]), kendall_tau([1, 2, 3], [3, 2, 1])
    (1.0, -1.0)
    >>> round(kendall_tau([1, 2, 3, 4], [1, 1, 2, 2]), 4)
    0.8165
    """
    concordant = discordant = tied_x = tied_y = 0
    n = len(xs)
    for i in range(n):
        for j in range(i + 1, n):
            dx = (xs[i] > xs[j]) - (xs[i] < xs[j])
            dy = (ys[i] > ys[j]) - (ys[i] < ys[j])
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                tied_x += 1
            elif dy == 0:
                tied_y += 1
            elif dx == dy:
                concordant += 1
            else:
                discordant += 1
    denominator = math.sqrt((concordant + discordant + tied_x) * (concordant + discordant + tied_y))
    return (concordant - discordant) / denominator if denominator else math.nan


def strength(spec: str) -> int:
    k = kind(spec)
    return STRENGTH.index(k) if k in STRENGTH else -1


def tau_of(t: Tournament) -> float:
    """Kendall's tau between ``t``'s standings and its entrants' true strength (module docstring)."""
    rows = standings(t)
    return kendall_tau([-r.place for r in rows], [strength(t.entrant(r.entrant).kind or "") for r in rows])


@dataclass(frozen=True)
class Summary:
    """What ``--runs N`` reports."""

    runs: int
    wins: dict[str, float]
    """Per kind of entrant (its spec), the share of runs it won (a shared first place shared)."""
    entrants: dict[str, int]
    tau: float
    """The mean of Kendall's tau over the runs (runs where it is undefined left out)."""
    taus: tuple[float, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "runs": self.runs,
            "wins": self.wins,
            "entrants": self.entrants,
            "tau": None if math.isnan(self.tau) else self.tau,
            "taus": [None if math.isnan(x) else x for x in self.taus],
        }


def summarise(config: TournamentConfig, runs: int) -> Summary:
    if not 1 <= runs <= MAX_RUNS:
        raise OptionError(f"runs must be 1 to {MAX_RUNS}, not {runs}", field="--runs")
    wins: dict[str, float] = defaultdict(float)
    taus = []
    for run in range(runs):
        t = run_tournament(config, run)
        rows = standings(t)
        first = [r for r in rows if r.place == 1]
        for r in first:
            wins[t.entrant(r.entrant).kind or ""] += 1 / len(first) / runs
        taus.append(tau_of(t))
    defined = [x for x in taus if not math.isnan(x)]
    return Summary(
        runs,
        {spec: wins.get(spec, 0.0) for spec, _ in config.entrants},
        dict(config.entrants),
        sum(defined) / len(defined) if defined else math.nan,
        tuple(taus),
    )


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1) -> list[str]:
    """Columns as wide as their widest cell (the headings are translated); the first ``left`` after the
    first column is aligned left, the others right."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return " ".join(c.ljust(w) if i == left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return [line(header)] + [line(r) for r in rows]


def standings_text(t: Tournament, texts: Texts) -> str:
    """The final standings with their tie-breaks, in the language of ``texts``."""
    arena = t.settings.system == "arena"
    header = [
        texts.pgettext("tournament", "place"),
        texts.pgettext("tournament", "entrant"),
        texts.pgettext("tournament", "points"),
        # TRANSLATORS: short for "the sum of opponents' points", a column of the standings
        texts.pgettext("tournament", "opp."),
        texts.pgettext("tournament", "rating"),
        texts.pgettext("tournament", "games"),
        texts.pgettext("tournament", "wins"),
        texts.pgettext("tournament", "byes"),
    ]
    if arena:
        header.append(texts.pgettext("tournament", "streak"))
    rows = []
    for r in standings(t):
        row = [str(r.place), r.entrant[:24], f"{float(r.points):.2f}", f"{float(r.opponents):.2f}", f"{r.rating:.0f}"]
        row += [str(r.games), str(r.wins), str(r.byes)] + ([str(r.streak)] if arena else [])
        rows.append(row)
    lines = _table(header, rows)
    lines.append(
        texts("tie-breaks: points, then opp. (the sum of opponents' points), then rating; equal in all: a shared place")
    )
    return "\n".join(lines) + "\n"


def summary_text(s: Summary, texts: Texts) -> str:
    """What ``--runs N`` reports, in the language of ``texts``."""
    header = [
        texts.pgettext("tournament", "entrants"),
        texts.pgettext("tournament", "count"),
        texts.pgettext("tournament", "won"),
    ]
    rows = [[spec[:24], str(s.entrants[spec]), f"{share:.1%}"] for spec, share in s.wins.items()]
    lines = [texts.ngettext("{n} run", "{n} runs", s.runs), *_table(header, rows, left=0)]
    tau = texts("undefined (one kind of entrant)") if math.isnan(s.tau) else f"{s.tau:.3f}"
    lines.append(
        texts(
            "Kendall's tau, final order against true strength ({order}), mean: {tau}",
            order=" < ".join(STRENGTH),
            tau=tau,
        )
    )
    return "\n".join(lines) + "\n"
