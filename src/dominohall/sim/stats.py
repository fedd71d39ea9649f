"""Summaries of simulation rows: win shares with 95% intervals, first-player advantage, lengths."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from dominohall.sim.runner import Row, SimConfig
from dominohall.variants import variant_info

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fractional successes allowed, for shared wins).

    >>> lo, hi = wilson(60, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.502, 0.691)
    """
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Share:
    """A win share with its 95% interval over ``n`` seat-units."""

    label: str
    n: int
    share: float
    low: float
    high: float
    mean_points: float

    @staticmethod
    def of(label: str, rows: Sequence[Row]) -> Share:
        wins = sum(r.win for r in rows)
        low, high = wilson(wins, len(rows))
        points = statistics.fmean(r.points for r in rows) if rows else 0.0
        return Share(label, len(rows), wins / len(rows) if rows else 0.0, low, high, points)


@dataclass(frozen=True)
class Summary:
    """What a simulation found."""

    config: SimConfig
    units: int
    fair: float
    """The share a seat would win if all were equal (the average win share)."""
    by_bot: tuple[Share, ...]
    """Per line-up position (bot)."""
    by_seat: tuple[Share, ...]
    leader: Share
    """Seats that led the (first) deal."""
    mean_moves: float
    median_moves: float
    mean_deals: float
    endings: dict[str, int]
    rules: dict[str, int]


def summarize(config: SimConfig, rows: Sequence[Row]) -> Summary:
    units = len({r.unit for r in rows})
    n = config.players
    lineup = config.lineup()
    per_unit = {r.unit: r for r in rows if r.seat == 0}
    moves = [r.moves for r in per_unit.values()]
    fair = sum(r.win for r in rows) / len(rows) if rows else 1.0 / n
    return Summary(
        config=config,
        units=units,
        fair=fair,
        by_bot=tuple(
            Share.of(f"{i}:{lineup[i]}", [r for r in rows if r.lineup_position == i]) for i in range(len(lineup))
        ),
        by_seat=tuple(Share.of(f"seat {s}", [r for r in rows if r.seat == s]) for s in range(n)),
        leader=Share.of("leader", [r for r in rows if r.led]),
        mean_moves=statistics.fmean(moves) if moves else 0.0,
        median_moves=statistics.median(moves) if moves else 0.0,
        mean_deals=statistics.fmean(r.deals for r in per_unit.values()) if per_unit else 0.0,
        endings=dict(Counter(r.ending for r in per_unit.values())),
        rules=dict(Counter(r.rule for r in per_unit.values())),
    )


def points_label(config: SimConfig) -> str:
    kind = variant_info(config.variant).match_kind
    if kind == "tokens":
        return "tokens" if config.matches else "points"
    if kind == "marks":
        return "loss marks" if config.matches else "points"
    return "points"


def format_table(summary: Summary, elapsed: float | None = None, interrupted: bool = False) -> str:
    """The summary as a plain-text report."""
    c = summary.config
    unit = "matches" if c.matches else "deals"
    what = "matches won" if c.matches else "deals won"
    if variant_info(c.variant).match_kind == "marks" and not c.matches:
        what += " (every player who does not lose wins an equal part)"
    lines = [
        f"{c.variant}, {c.players} players, {summary.units} {unit}"
        + (" (interrupted)" if interrupted else "")
        + f", seed {c.seed}, line-up {', '.join(c.lineup())}"
        + (f", options {c.options}" if c.options else "")
        + (f", {elapsed:.1f} s" if elapsed is not None else ""),
        "",
        f"share of {what} (95% interval); fair share {summary.fair:.3f}",
        f"  {'who':16} {'n':>6} {'share':>7} {'95% interval':>17} {'vs fair':>8} {'mean ' + points_label(c):>14}",
    ]
    for s in (*summary.by_bot, *summary.by_seat, summary.leader):
        verdict = "above" if s.low > summary.fair else "below" if s.high < summary.fair else "—"
        lines.append(
            f"  {s.label:16} {s.n:6d} {s.share:7.3f}   [{s.low:.3f}, {s.high:.3f}] {verdict:>8} {s.mean_points:14.2f}"
        )
    lines += [
        "",
        f"first-player advantage: the leader's share {summary.leader.share:.3f} against {summary.fair:.3f} fair"
        f" ({summary.leader.share - summary.fair:+.3f})",
        f"length: {summary.mean_moves:.1f} moves a {'match' if c.matches else 'deal'} on average"
        f" (median {summary.median_moves:g})" + (f", {summary.mean_deals:.1f} deals a match" if c.matches else ""),
        "endings: " + ", ".join(f"{k} {v / max(1, summary.units):.0%}" for k, v in sorted(summary.endings.items())),
        "decided by: " + ", ".join(f"{k} {v}" for k, v in sorted(summary.rules.items())),
    ]
    return "\n".join(lines) + "\n"
