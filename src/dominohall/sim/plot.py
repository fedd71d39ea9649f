"""Charts of a simulation (matplotlib, the ``plot`` extra)."""

from __future__ import annotations

from collections import Counter

from dominohall.errors import OptionError
from dominohall.sim import SimResult
from dominohall.sim.stats import Share, points_label


def plot(result: SimResult, path: str) -> None:
    """Draw win shares by bot and by seat (with 95% intervals and the fair share), the spread of
    lengths and how the units ended, into one PNG (or any format matplotlib knows by the suffix)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise OptionError("--plot needs matplotlib: pip install 'dominohall[plot]'") from None

    summary = result.summary()
    c = result.config
    fig, axes = plt.subplots(2, 2, figsize=(11, 7.5))
    unit = "matches" if c.matches else "deals"
    fig.suptitle(
        f"{c.variant}, {c.players} players: {summary.units} {unit}, line-up {', '.join(c.lineup())}", fontsize=12
    )

    def shares(ax: object, items: tuple[Share, ...], title: str) -> None:
        labels = [s.label for s in items]
        values = [s.share for s in items]
        errors = [[s.share - s.low for s in items], [s.high - s.share for s in items]]
        xs = range(len(items))
        ax.bar(xs, values, yerr=errors, capsize=6, color="#4c72b0")  # type: ignore[attr-defined]
        ax.axhline(summary.fair, color="#c44e52", linestyle="--", label=f"fair {summary.fair:.2f}")  # type: ignore[attr-defined]
        ax.set_xticks(list(xs), labels, rotation=20)  # type: ignore[attr-defined]
        ax.set_ylim(0, 1)  # type: ignore[attr-defined]
        ax.set_ylabel("share won, 95% interval")  # type: ignore[attr-defined]
        ax.set_title(title)  # type: ignore[attr-defined]
        ax.legend(loc="upper right")  # type: ignore[attr-defined]

    shares(axes[0][0], summary.by_bot, "by bot (line-up position)")
    shares(axes[0][1], (*summary.by_seat, summary.leader), "by seat, and the leader")

    per_unit = [r for r in result.rows if r.seat == 0]
    ax = axes[1][0]
    ax.hist([r.moves for r in per_unit], bins=min(30, max(5, len(per_unit) // 5)), color="#55a868")
    ax.set_xlabel(f"moves a {unit[:-1]}")
    ax.set_ylabel(unit)
    ax.set_title(f"length (mean {summary.mean_moves:.1f})")

    ax = axes[1][1]
    if c.matches:
        by_bot: dict[str, list[int]] = {}
        for r in result.rows:
            by_bot.setdefault(f"{r.lineup_position}:{r.bot}", []).append(r.points)
        ax.boxplot(list(by_bot.values()))
        ax.set_xticks(range(1, len(by_bot) + 1), list(by_bot), rotation=20)
        ax.set_title(f"{points_label(c)} at the end of a match")
    else:
        endings = Counter(r.ending for r in per_unit)
        ax.bar(list(endings), list(endings.values()), color="#8172b2")
        ax.set_title("how deals ended")
        ax.set_ylabel(unit)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
