"""Fit the rating model's parameters of each variant on simulated matches, and measure how well the
ratings predict held-out matches (docs/ratings.md).

A population of bots of known strength order — ``random`` < ``greedy`` < ``ismcts`` at rising
budgets (:func:`levels`), :data:`COPIES` players of each level — plays matches of the variant at its default player
count: each match seats players drawn at random from the population. Two seasons are played with
two populations (new players, new seeds): the first to fit the parameters, the second held out.
Every rater is scored *prequentially*, as a server would use it: before each match it predicts each
seat's chance to win (from the ratings so far, everyone starting new), then it learns the result.
The score is the log-loss of those predictions (a coin scores ln(players): a rating that does
worse than that is worse than none) and their calibration (predicted against observed, by tenths).

Raters compared on the held-out season: openskill (Plackett–Luce) with the parameters fitted on the
first season (a grid over ``beta`` and ``tau``, ``sigma`` fixed: :data:`SIGMA`), openskill with its defaults (``beta`` =
``sigma``/2, scaled to a start of 1500), and pairwise Elo (K = 32, and K fitted). The bots' mean
ratings at the end (over both seasons, fitted parameters) become the variant's ``rating_anchors``.

Matches are short where they must be: a variant whose default match takes the population more than
:data:`MATCH_SECONDS` of processor time on average (six probed) is played at its ``short_match``
options (and the output says so).
The games are cached (``--cache``), so fitting again costs no simulation.

    python benchmarks/ratings.py [--only block] [--games 200] [--jobs 1] [--cache /tmp/ratings-games.json]
                                 [--json facts.json] [--write]

``--write`` writes the fitted facts (``rating``, ``rating_anchors``) into each variant's class in
``src/dominohall/variants/`` (between the ``# rating facts`` markers).
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import math
import random
import re
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominohall import VARIANTS, new_match
from dominohall.bots import make_bot
from dominohall.ratings import START, RatingParameters
from dominohall.server.ratings import ANCHOR_SIGMA, Skill, rate, team_ranks, win_chances

SEARCH_SHARES = (100, 20)
"""The ``ismcts`` levels: the variant's own search budget (``search_iterations``, what a served move
costs) divided by these — cheap, so that many matches fit in a modest simulation budget."""


def levels(variant: str) -> tuple[str, ...]:
    """The bots of a variant's population, weakest first as intended (the fit reports the order the
    ratings found)."""
    budget = VARIANTS[variant].search_iterations
    return ("random", "greedy", *(f"ismcts:iterations={max(2, budget // d)}" for d in SEARCH_SHARES))


COPIES = 4
"""Players of each level in a season's population (each with seeds of its own)."""
MATCH_SECONDS = 0.6
"""Above this a match (on average, probed) is too long for the budget: the short match is played."""
DEFAULTS = RatingParameters(beta=250.0, sigma=500.0, tau=5.0, provisional_sigma=250.0)
"""openskill's defaults (mu 25, sigma 25/3, beta sigma/2, tau mu/300) scaled to a start of 1500."""
SIGMA = 500.0
"""A new player's uncertainty, fixed (openskill's 25/3 on its scale of 25, here of 1500): the model's
predictions do not change when ``beta``, ``sigma`` and ``tau`` are scaled together (only the spread
of the ratings does), so one of them sets the scale and the others are fitted against it."""
BETAS = (150, 200, 250, 300, 400, 500, 600, 800, 1000, 1300, 1600, 2000, 2600, 3400, 4500)
TAUS = (5, 10, 20)
"""The drift tried: at least openskill's default (``sigma``/100). Bots do not change, so on simulated
matches no drift at all would fit best; people do, and without it a rating would stiffen for ever."""
PROVISIONAL_GAMES = 10
"""A player stops being provisional after about this many rated matches against the bots."""


@dataclass(frozen=True)
class Game:
    players: tuple[str, ...]
    """The player at each seat (``level#season-copy``)."""
    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]
    """Each team's rank (1 first; equal ranks tie)."""


def level_of(player: str) -> str:
    return player.split("#", 1)[0]


def play(args: tuple[str, dict[str, Any], int, tuple[str, ...]]) -> Game:
    """One match between the players named (seats in order)."""
    variant, options, seed, players = args
    match = new_match(variant, len(players), seed=seed, options=options)
    bots = [make_bot(level_of(p), seed=seed * 7 + s) for s, p in enumerate(players)]
    while not match.is_over:
        match.play(bots[match.turn].choose(match.view(match.turn)))
    result = match.result
    assert result is not None
    teams = VARIANTS[variant].rating_teams(match.rules)
    ranks = team_ranks(result, match.standing.values(), teams, match.standing.better)
    return Game(tuple(players), teams, tuple(ranks))


def season(variant: str, options: dict[str, Any], tag: str, games: int, seed: int) -> list[tuple[Any, ...]]:
    """The matches of one season: ``games`` line-ups drawn from a population of its own."""
    cls = VARIANTS[variant]
    n = cls.default_players
    population = [f"{level}#{tag}-{i}" for level in levels(variant) for i in range(COPIES)]
    rng = random.Random(f"{variant}:{tag}:{seed}")
    return [(variant, options, rng.randrange(2**40), tuple(rng.sample(population, n))) for _ in range(games)]


def simulate(work: list[tuple[Any, ...]], jobs: int) -> list[Game]:
    if jobs <= 1:
        return [play(w) for w in work]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(play, work, chunksize=8))


# ---- raters ---------------------------------------------------------------------------------------
class Rater:
    def chances(self, game: Game) -> list[float]:
        raise NotImplementedError

    def learn(self, game: Game) -> None:
        raise NotImplementedError


class OpenSkill(Rater):
    def __init__(self, params: RatingParameters) -> None:
        self.params = params
        self.skills: dict[str, Skill] = {}

    def teams(self, game: Game) -> list[list[Skill]]:
        new = Skill(self.params.mu, self.params.sigma)
        return [[self.skills.get(game.players[s], new) for s in team] for team in game.teams]

    def chances(self, game: Game) -> list[float]:
        return win_chances(self.params, self.teams(game))

    def learn(self, game: Game) -> None:
        after = rate(self.params, self.teams(game), game.ranks, [[False] * len(t) for t in game.teams])
        for team, skills in zip(game.teams, after):
            for s, skill in zip(team, skills):
                self.skills[game.players[s]] = skill


class Elo(Rater):
    """Pairwise Elo: a team's rating is its members' mean; each pair of teams is a game (K shared
    out over the opponents); the chance to finish first is each team's share of 10^(R/400)."""

    def __init__(self, k: float) -> None:
        self.k = k
        self.ratings: dict[str, float] = {}

    def team(self, game: Game, team: Sequence[int]) -> float:
        return sum(self.ratings.get(game.players[s], START) for s in team) / len(team)

    def chances(self, game: Game) -> list[float]:
        powers = [10 ** (self.team(game, t) / 400) for t in game.teams]
        return [p / sum(powers) for p in powers]

    def learn(self, game: Game) -> None:
        r = [self.team(game, t) for t in game.teams]
        n = len(r)
        for a in range(n):
            change = 0.0
            for b in range(n):
                if a != b:
                    score = 1.0 if game.ranks[a] < game.ranks[b] else 0.5 if game.ranks[a] == game.ranks[b] else 0.0
                    change += score - 1 / (1 + 10 ** ((r[b] - r[a]) / 400))
            for s in game.teams[a]:
                p = game.players[s]
                self.ratings[p] = self.ratings.get(p, START) + self.k / (n - 1) * change


def shares(game: Game) -> list[float]:
    """Each team's share of first place (1/k of k teams ranked first)."""
    first = [r == 1 for r in game.ranks]
    return [1 / sum(first) if f else 0.0 for f in first]


@dataclass
class Score:
    log_loss: float
    coin: float
    pairs: list[tuple[float, float]]
    """(predicted chance, observed share) for every team of every match."""
    gains: list[float]
    """Each match's log-loss less a coin's (negative: better than a coin)."""

    def margin(self) -> float:
        """Twice the standard error of the mean of :attr:`gains` (a 95% interval's half-width)."""
        n = len(self.gains)
        mean = sum(self.gains) / n
        return 2 * math.sqrt(sum((g - mean) ** 2 for g in self.gains) / (n - 1) / n)


def score(rater: Rater, games: Sequence[Game]) -> Score:
    total = coin = 0.0
    pairs: list[tuple[float, float]] = []
    gains: list[float] = []
    for game in games:
        p = rater.chances(game)
        w = shares(game)
        loss = -sum(wi * math.log(max(pi, 1e-12)) for pi, wi in zip(p, w))
        total += loss
        coin += math.log(len(p))
        gains.append(loss - math.log(len(p)))
        pairs += list(zip(p, w))
        rater.learn(game)
    return Score(total / len(games), coin / len(games), pairs, gains)


def calibration(pairs: Sequence[tuple[float, float]], bins: int = 10) -> list[tuple[str, int, float, float]]:
    """By tenths of the predicted chance: (range, count, mean predicted, observed)."""
    rows = []
    for b in range(bins):
        low, high = b / bins, (b + 1) / bins
        inside = [(p, w) for p, w in pairs if low <= p < high or (b == bins - 1 and p == 1.0)]
        if inside:
            mean_p = sum(p for p, _ in inside) / len(inside)
            mean_w = sum(w for _, w in inside) / len(inside)
            rows.append((f"{low:.1f}–{high:.1f}", len(inside), mean_p, mean_w))
    return rows


def fit(games: Sequence[Game]) -> tuple[RatingParameters, float]:
    best: tuple[float, RatingParameters] | None = None
    for beta in BETAS:
        for tau in TAUS:
            params = RatingParameters(beta=float(beta), sigma=SIGMA, tau=float(tau), provisional_sigma=1.0)
            loss = score(OpenSkill(params), games).log_loss
            if best is None or loss < best[0]:
                best = (loss, params)
    assert best is not None
    loss, params = best
    return RatingParameters(params.beta, params.sigma, params.tau, provisional_after(params)), loss


def provisional_after(params: RatingParameters) -> float:
    """The uncertainty of a new player after :data:`PROVISIONAL_GAMES` matches against a bot as
    strong as they are, winning every other one (what ``provisional_sigma`` is set to)."""
    me = Skill(params.mu, params.sigma)
    bot = Skill(params.mu, ANCHOR_SIGMA)
    for i in range(PROVISIONAL_GAMES):
        me = rate(params, [[me], [bot]], [1, 2] if i % 2 else [2, 1], [[False], [True]])[0][0]
    return math.ceil(me.sigma * 10) / 10  # reached at the tenth match, not before


def fit_k(games: Sequence[Game]) -> float:
    return min((8, 16, 24, 32, 48, 64, 96, 128, 192), key=lambda k: score(Elo(k), games).log_loss)


# ---- main ----------------------------------------------------------------------------------------
def run(variant: str, games: int, jobs: int, seed: int, cache: dict[str, Any]) -> dict[str, Any]:
    cls = VARIANTS[variant]
    key = f"{variant}:{games}:{seed}"
    started = time.perf_counter()
    if key in cache:
        found = cache[key]
        options = found["options"]
        seasons = [[Game(tuple(g[0]), tuple(map(tuple, g[1])), tuple(g[2])) for g in s] for s in found["seasons"]]
        simulated = found["seconds"]
    else:
        options: dict[str, Any] = {}  # type: ignore[no-redef]
        cpu = time.process_time()  # processor time: the choice must not depend on the machine's load
        probe = simulate(season(variant, options, "probe", 6, seed), 1)
        if time.process_time() - cpu > MATCH_SECONDS * len(probe):
            options = dict(cls.short_match)
        seasons = [simulate(season(variant, options, tag, games, seed), jobs) for tag in ("fit", "held")]
        simulated = time.perf_counter() - started
        cache[key] = {
            "options": options,
            "seconds": simulated,
            "seasons": [[[g.players, g.teams, g.ranks] for g in s] for s in seasons],
        }
    fit_games, held = seasons
    params, fit_loss = fit(fit_games)
    k = fit_k(fit_games)
    raters: dict[str, Callable[[], Rater]] = {
        "openskill, fitted": lambda: OpenSkill(params),
        "openskill, defaults": lambda: OpenSkill(DEFAULTS),
        "Elo, K=32": lambda: Elo(32),
        f"Elo, K={k:g} (fitted)": lambda: Elo(k),
    }
    scores = {name: score(make(), held) for name, make in raters.items()}
    everyone = OpenSkill(params)
    for g in [*fit_games, *held]:
        everyone.learn(g)
    anchors = {}
    for level in levels(variant):
        mus = [s.mu for p, s in everyone.skills.items() if level_of(p) == level]
        anchors[level] = round(sum(mus) / len(mus)) if mus else None
    return {
        "variant": variant,
        "players": cls.default_players,
        "options": options,
        "games": 2 * games,
        "simulated_seconds": round(simulated, 1),
        "params": params,
        "fit_log_loss": fit_loss,
        "scores": scores,
        "anchors": anchors,
    }


def report(found: dict[str, Any], out: Any) -> None:
    params: RatingParameters = found["params"]
    scores: dict[str, Score] = found["scores"]
    coin = next(iter(scores.values())).coin
    options = json.dumps(found["options"]) if found["options"] else "default options"
    print(
        f"\n### {found['variant']} ({found['players']} players, {options}; {found['games']} matches,"
        f" simulated in {found['simulated_seconds']} s)\n",
        file=out,
    )
    print(
        f"fitted: beta {params.beta:g}, sigma {params.sigma:g}, tau {params.tau:g},"
        f" provisional above sigma {params.provisional_sigma:g}; anchors {found['anchors']}\n",
        file=out,
    )
    print("| rater (held-out season) | log-loss | against a coin (± 2 SE) |", file=out)
    print("|---|---|---|", file=out)
    print(f"| a coin | {coin:.4f} | 0 |", file=out)
    for name, s in scores.items():
        print(f"| {name} | {s.log_loss:.4f} | {s.log_loss - coin:+.4f} ± {s.margin():.4f} |", file=out)
    print("\n| predicted | " + " | ".join(f"{n}: n, observed" for n in scores) + " |", file=out)
    print("|---|" + "---|" * len(scores), file=out)
    tables = {name: {r[0]: r for r in calibration(s.pairs)} for name, s in scores.items()}
    ranges = sorted({r for t in tables.values() for r in t})
    for r in ranges:
        cells = []
        for name in scores:
            row = tables[name].get(r)
            cells.append("–" if row is None else f"{row[1]}, {row[3]:.2f} (pred. {row[2]:.2f})")
        print(f"| {r} | " + " | ".join(cells) + " |", file=out)


MARKERS = ("    # rating facts (benchmarks/ratings.py --write)\n", "    # end of rating facts\n")


def write_facts(variant: str, facts: dict[str, Any]) -> None:
    """Write a variant's fitted facts into its class's source, between :data:`MARKERS`."""
    cls = VARIANTS[variant]
    path = Path(inspect.getfile(importlib.import_module(cls.__module__)))
    text = path.read_text()
    head = f"class {cls.__name__}("
    start = text.index(head)
    after = re.search(r"^class ", text[start + 1 :], re.M)
    end = len(text) if after is None else start + 1 + after.start()
    body = text[start:end]
    anchors = ", ".join(f"{k!r}: {float(v)!r}" for k, v in facts["anchors"].items() if v is not None)
    block = (
        f"{MARKERS[0]}"
        f"    rating = RatingParameters(beta={facts['beta']!r}, sigma={facts['sigma']!r}, tau={facts['tau']!r},"
        f" provisional_sigma={facts['provisional_sigma']!r})\n"
        f"    rating_anchors: ClassVar[Mapping[str, float]] = {{{anchors}}}\n"
        f"{MARKERS[1]}"
    )
    if MARKERS[0] not in body:
        raise SystemExit(f"{path}: class {cls.__name__} has no '{MARKERS[0].strip()}' line to write at")
    a = body.index(MARKERS[0])
    b = body.index(MARKERS[1]) + len(MARKERS[1])
    path.write_text(text[:start] + body[:a] + block + body[b:] + text[end:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--only", action="append", help="a variant (repeatable); default all")
    parser.add_argument("--games", type=int, default=400, help="matches in each of the two seasons")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=None, help="a JSON file keeping the simulated matches")
    parser.add_argument("--json", type=Path, default=None, help="write the fitted facts here")
    parser.add_argument("--write", action="store_true", help="write the facts into the variants' classes")
    args = parser.parse_args(argv)
    cache: dict[str, Any] = {}
    if args.cache is not None and args.cache.exists():
        cache = json.loads(args.cache.read_text())
    facts = {}
    pooled: dict[str, list[tuple[float, float]]] = {}
    for variant in args.only or list(VARIANTS):
        found = run(variant, args.games, args.jobs, args.seed, cache)
        for name, got in found["scores"].items():
            pooled.setdefault(re.sub(r"K=\d+ \(fitted\)", "K fitted", name), []).extend(got.pairs)
        if args.cache is not None:
            args.cache.write_text(json.dumps(cache))
        report(found, sys.stdout)
        sys.stdout.flush()
        p = found["params"]
        facts[variant] = {
            "beta": p.beta,
            "sigma": p.sigma,
            "tau": p.tau,
            "provisional_sigma": p.provisional_sigma,
            "anchors": found["anchors"],
            "options": found["options"],
            "games": found["games"],
        }
    print("\n### every game together: calibration on the held-out seasons\n")
    print("| predicted | " + " | ".join(f"{n}: n, observed (pred.)" for n in pooled) + " |")
    print("|---|" + "---|" * len(pooled))
    tables = {name: {r[0]: r for r in calibration(pairs)} for name, pairs in pooled.items()}
    for r in sorted({r for t in tables.values() for r in t}):
        cells = [
            "–" if r not in tables[n] else f"{tables[n][r][1]}, {tables[n][r][3]:.2f} ({tables[n][r][2]:.2f})"
            for n in pooled
        ]
        print(f"| {r} | " + " | ".join(cells) + " |")
    if args.json is not None:
        args.json.write_text(json.dumps(facts, indent=1))
    if args.write:
        for variant, found in facts.items():
            write_facts(variant, found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
