"""The ``dominohall`` command: rules, variants, lessons, random games, record replays and analyses, the table server."""

from __future__ import annotations

import argparse
import io
import random
import sys
from collections.abc import Sequence
from typing import Any

from dominohall import new_match
from dominohall.errors import DominohallError, OptionError, error_text, os_error_text
from dominohall.i18n import LANGUAGES, N_
from dominohall.options import OptionValue, parse_option_text
from dominohall.record import dump, dumps, event_text, load, load_saved
from dominohall.rulebook import rules_text
from dominohall.variants import INFO, variant_info


def variants_text() -> str:
    """Every variant with its player counts, options and defaults."""
    lines = []
    for name, info in INFO.items():
        top = info.max_players
        players = f"{info.min_players}-{top}" if top is not None else f"{info.min_players}+"
        lines.append(f"{name:16} {info.title} ({info.rule_prefix}), {players} players")
        if info.match_lengths:
            usual = ", ".join(f"{n} players {m} ({lo}-{hi})" for n, (lo, m, hi) in info.match_lengths.items())
            lines.append(f"    a match usually lasts, in deals: {usual}")
        for o in info.options:
            default = "none" if o.default is None else str(o.default).lower()
            lines.append(f"    {o.name}={default:6} {o.help}; {o.allowed()} ({o.rule})")
    return "\n".join(lines) + "\n"


def _options(items: Sequence[str]) -> dict[str, OptionValue]:
    return dict(parse_option_text(item) for item in items)


def _random_game(args: argparse.Namespace) -> int:
    # the players default as in ``play``: the fewest the game allows
    players = args.players if args.players is not None else variant_info(args.variant).min_players
    match = new_match(args.variant, players, seed=args.seed, options=_options(args.option))
    rng = random.Random(args.seed)
    moves = 0
    while not match.is_over and moves < args.max_moves:
        legal = match.legal_moves()
        match.push(legal[rng.randrange(len(legal))])
        moves += 1
    if args.out == "-":
        sys.stdout.write(dumps(match))
    else:
        out = args.out or f"{match.variant.name}-{match.n}p-seed{match.seed}.json"
        dump(match, out)
        result = match.result
        summary = f"winners {list(result.winners)} ({result.rule})" if result else "unfinished"
        print(f"{match.variant.name}, {match.n} players, seed {match.seed}: {moves} moves, {summary}; record: {out}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    match = load(args.record)
    if not args.quiet:
        for event in match.history:
            print(event_text(event))
    state = "finished" if match.is_over else "in progress"
    print(f"record OK: {match.variant.name}, {match.n} players, {len(match.history)} events, match {state}")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from dominohall.sim import SimConfig, progress_bar, simulate
    from dominohall.sim.output import write_rows

    if args.out and not args.out.endswith((".csv", ".json")):
        raise OptionError(f"--out must end in .csv or .json, not {args.out!r}")
    if args.players is None:
        args.players = variant_info(args.variant).min_players
    config = SimConfig(
        variant=variant_info(args.variant).name,
        players=args.players,
        bots=tuple(b.strip() for b in args.bots.split(",") if b.strip()),
        units=args.deals,
        seed=args.seed,
        matches=args.matches,
        options=_options(args.option),
    )
    progress = None if args.quiet else progress_bar(sys.stderr)
    result = simulate(config, jobs=args.jobs, backend=args.backend, address=args.address, progress=progress)
    if not result.rows:
        print("dominohall: interrupted before any deal finished", file=sys.stderr)
        return 130
    sys.stdout.write(result.table())
    if args.out:
        write_rows(result, args.out)
        print(f"rows: {args.out}")
    if args.plot:
        from dominohall.sim.plot import plot

        plot(result, args.plot)
        print(f"charts: {args.plot}")
    return 130 if result.interrupted else 0


def _tournament(args: argparse.Namespace) -> int:
    import json

    from dominohall.i18n import Texts
    from dominohall.tournament.simulate import (
        TournamentConfig,
        parse_entrants,
        run_tournament,
        standings_text,
        summarise,
        summary_text,
    )

    info = variant_info(args.variant)
    entrants = parse_entrants(args.entrants)
    size = args.table_size if args.table_size is not None else info.min_players
    if size < info.min_players or (info.max_players is not None and size > info.max_players):
        top = info.max_players if info.max_players is not None else "more"
        raise OptionError(f"{info.name} is played by {info.min_players} to {top}, not {size}", field="--table-size")
    if args.system == "arena":
        if args.rounds is not None:
            raise OptionError("an arena runs for --minutes, not rounds", field="--rounds")
        if args.minutes is None:
            raise OptionError("an arena needs its length in minutes", field="--minutes")
    elif args.minutes is not None:
        raise OptionError(f"{args.system} has rounds, not minutes", field="--minutes")
    if args.system == "swiss" and args.rounds is None:
        raise OptionError("a Swiss tournament needs its number of rounds", field="--rounds")
    if args.runs < 1:
        raise OptionError(f"runs must be at least 1, not {args.runs}", field="--runs")
    filler = None if args.filler == "bye" else args.filler
    if filler is not None:
        from dominohall.bots import make_bot

        try:
            make_bot(filler)
        except OptionError as exc:
            raise OptionError(exc.reason, field="--filler") from None
    config = TournamentConfig(
        variant=info.name,
        table_size=size,
        system=args.system,
        entrants=entrants,
        rounds=args.rounds,
        minutes=args.minutes,
        filler=filler,
        seed=args.seed,
        options=_options(args.option),
    )
    try:
        config.tournament()
    except OptionError as exc:
        raise OptionError(exc.reason, field=f"--{(exc.field or 'entrants').replace('_', '-')}") from None
    new_match(info.name, size, seed=0, options=dict(config.options))  # a bad --option, before any game
    if args.runs > 1:
        summary = summarise(config, args.runs)
        if args.json:
            sys.stdout.write(json.dumps(summary.as_dict()) + "\n")
        else:
            sys.stdout.write(summary_text(summary, Texts(args.lang)))
        return 0
    t = run_tournament(config)
    if args.json:
        from dominohall.tournament.standings import standings

        out = {"standings": [r.as_dict() for r in standings(t)], "tournament": t.as_dict()}
        sys.stdout.write(json.dumps(out) + "\n")
    else:
        sys.stdout.write(standings_text(t, Texts(args.lang)))
    return 0


def full_screen_possible(plain: bool, width: int | None) -> bool:
    """Whether ``dominohall play`` starts the full-screen game: a terminal on both sides, not a dumb
    one, Textual installed (the ``tui`` extra), and neither ``--plain`` nor ``--width`` (a fixed width
    is a line-mode setting: the full screen follows the terminal) asked for."""
    import os

    if plain or width is not None or os.environ.get("TERM", "") in ("", "dumb"):
        return False
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return False
    try:
        import textual  # noqa: F401
    except ImportError:
        return False
    return True


def _play(args: argparse.Namespace) -> int:
    if args.server is not None or args.table is not None:
        # A seat of a server's table (docs/protocol.md, Programs at the table): the full screen only.
        if args.server is None or args.table is None or args.token is None:
            raise OptionError("--server, --table and --token go together", field="--server")
        if not full_screen_possible(False, None):
            raise OptionError("a server's table is played full screen: in a terminal, with Textual", field="--server")
        from dominohall.tui.remote import play_server

        return play_server(
            args.server,
            args.table,
            args.token,
            lang=args.lang or "en",
            ascii_only=args.ascii,
            hint_spec=args.hint,
            auto=args.auto,
            seed=args.seed,
        )
    common: dict[str, Any] = {
        "resume": args.resume,
        "bots": args.bots,
        "seed": args.seed,
        "lang": args.lang,
        "ascii_only": args.ascii,
        "options": _options(args.option),
        "hint_spec": args.hint,
        "auto": args.auto,
    }
    if full_screen_possible(args.plain, args.width):
        from dominohall.tui.fullscreen import play_full_screen

        return play_full_screen(args.variant, args.players, **common)
    from dominohall.tui.app import play

    return play(args.variant, args.players, width=args.width, **common)


def _learn(args: argparse.Namespace) -> int:
    import json

    from dominohall.i18n import Texts
    from dominohall.lessons import LESSONS, lesson, lesson_json

    texts = Texts(args.lang)
    if args.variant is None:
        for name, les in LESSONS.items():
            print(f"{name:16} {texts.variant(name)}: {len(les.steps)} steps, then a practice deal")
        print("dominohall learn VARIANT: one lesson (--plain line by line, --json its steps)")
        return 0
    found = lesson(args.variant)
    if not 1 <= args.step <= len(found.steps):
        raise OptionError(f"--step must be 1 to {len(found.steps)}, not {args.step}", field="--step")
    if args.json:
        sys.stdout.write(json.dumps(lesson_json(found, texts), ensure_ascii=False, indent=1) + "\n")
        return 0
    if full_screen_possible(args.plain, args.width):
        from dominohall.tui.learn import learn_full_screen

        return learn_full_screen(found.variant, lang=args.lang, first=args.step - 1, ascii_only=args.ascii)
    from dominohall.tui.learn import learn_plain

    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")
    return learn_plain(
        found.variant,
        lang=args.lang,
        first=args.step - 1,
        ascii_only=args.ascii,
        width=args.width,
        encoding=sys.stdout.encoding,
        write=lambda text: (sys.stdout.write(text), sys.stdout.flush()),
    )


BARS = "▁▂▃▄▅▆▇█"
"""The text curve: a win chance of 0 is the lowest block, 1 the full one."""


def curve_text(values: Sequence[float], marks: Sequence[str] = (), width: int = 100) -> str:
    """A win-chance curve in block characters, one per point, and under it ``?`` and ``!`` where
    ``marks`` (one per point) says ``inaccuracy`` or ``mistake``. A curve longer than ``width`` is
    shown by its every k-th point (a marked point is always kept).

    >>> print(curve_text([0.4, 0.0, 1.0], ["", "mistake", ""]))
    ▄▁█
     !
    """
    points = list(range(len(values)))
    if len(points) > width:
        k = -(-len(points) // width)
        points = [i for i in points if i % k == 0 or (i < len(marks) and marks[i] in ("inaccuracy", "mistake"))]
    line = "".join(BARS[min(len(BARS) - 1, max(0, round(values[i] * (len(BARS) - 1))))] for i in points)
    signs = {"inaccuracy": "?", "mistake": "!"}
    under = "".join(signs.get(marks[i], " ") if i < len(marks) else " " for i in points).rstrip()
    return f"{line}\n{under}" if under else line


POLICIES = {"random": N_("at random"), "greedy": N_("by greedy")}
"""How the analysis plays out the rest of a deal, in words."""
VERDICTS = {
    "fine": N_("fine"),
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "forced": N_("forced"),
    "steal": N_("between deals"),
}
"""What a decision was (dominohall.analysis VERDICTS, and the two kinds it does not judge), in one word."""


OPEN_WHY = {
    "too_large": N_("too large for the solver in the time a decision is given"),
    "no_time": N_("the solver's time for this match ran out"),
    "not_exact": N_("no exact value: a line of play can come back to a position (SA-6)"),
}
"""Why a decision has no open-hand values (dominohall.analysis OpenHand.status), in words."""


def open_outcome(texts: Any, value: float, margin: int | None) -> str:
    """What a move comes to with the hands open and best play after it: "wins by 12 pips"."""
    t = texts
    if value > 0:
        return str(
            t("wins") if margin is None or margin <= 0 else t.ngettext("wins by {n} pip", "wins by {n} pips", margin)
        )
    if value < 0:
        if margin is None or margin >= 0:
            return str(t("loses"))
        return str(t.ngettext("loses by {n} pip", "loses by {n} pips", -margin))
    return str(t("draws"))


def open_text(decision: Any, texts: Any, name: str) -> str:
    """One decision with the hands open: the solver's best move and the move played, each with what it
    comes to, or why the solver gave no answer."""
    t = texts
    hand = decision.open
    if hand.status != "solved":
        return str(
            t(
                "deal {deal}, move {step}, {name}: with the hands open: {why}",
                deal=decision.deal,
                step=decision.step + 1,
                name=name,
                why=t(OPEN_WHY.get(hand.status, hand.status)),
            )
        )
    values = {v.move: v for v in hand.moves}
    best, played = values[hand.best], values[decision.move]
    return str(
        t(
            "deal {deal}, move {step}, {name}: with the hands open, {best} {best_outcome}; played {move}: {outcome}",
            deal=decision.deal,
            step=decision.step + 1,
            name=name,
            best=hand.best,
            best_outcome=open_outcome(t, best.value, best.margin),
            move=decision.move,
            outcome=open_outcome(t, played.value, played.margin),
        )
    )


def analysis_text(
    analysis: Any, texts: Any, seat: int | None = None, top: int = 3, seats: Sequence[int] | None = None
) -> str:
    """The readable report of ``dominohall analyze``: per deal a text curve per seat and each seat's
    summary, then over the match the seats' summaries and the decisions that cost the most, and where
    the analysis has them the open-hand values of each decision. ``seats`` (or the one ``seat``) are
    the seats reported on (default: all)."""
    from dominohall.analysis import MatchAnalysis

    assert isinstance(analysis, MatchAnalysis)
    t = texts
    if seat is not None:
        seats = [seat]
    seats = list(range(analysis.players)) if seats is None else list(seats)
    pct = "{:.0%}".format
    # With two players a deal's value is the chance to win it (a draw counted half); with more it is a
    # share of the result (five-player White Snake's four losers get 0.375 each), which read as a
    # percentage looks like a chance it is not (issue 36 item 24): the curve then shows the separate
    # chance estimate, and the figures given away are written as values.
    as_chance = analysis.players <= 2
    figure = pct if as_chance else "{:.2f}".format

    def name(s: int) -> str:
        return str(t("seat {seat}", seat=s))

    def summary(row: Any) -> str:
        return str(
            t(
                "{name}: real choices: {choices}, given away: {given}, inaccuracies: {inaccuracies}, mistakes:"
                " {mistakes}; dealt: {dealt}, expected: {start}, result: {result}, own moves: {own}, luck: {luck}",
                name=name(row.seat),
                choices=row.choices,
                given=format(row.given_away, ".2f"),
                inaccuracies=row.inaccuracies,
                mistakes=row.mistakes,
                dealt=format(row.dealt, ".2f"),
                start=format(row.start, ".2f"),
                result=format(row.result, ".2f"),
                own=format(row.own, "+.2f"),
                luck=format(row.luck, "+.2f"),
            )
        )

    out = [
        t(
            "Analysis: {variant}, players: {players}, deals: {deals}",
            variant=t.variant(analysis.variant),
            players=analysis.players,
            deals=len(analysis.deals),
        ),
        t(
            "values from each seat's own view, {worlds} worlds per move, rest of the deal played {policy}; seed {seed}",
            worlds=analysis.worlds,
            policy=t(POLICIES[analysis.policy]),
            seed=analysis.seed,
        ),
        "",
        t("win chance of the deal after each decision (▁ 0% … █ 100%; ? inaccuracy, ! mistake)"),
    ]
    if not as_chance:
        out.append(
            t(
                "with more than two players the figures given away are values, not chances: a deal won alone"
                " is worth 1, one lost 0, a shared or partial result a part"
            )
        )
    for deal in analysis.deals:
        out += ["", t("Deal {deal}", deal=deal.deal)]
        for s in seats:
            marks = [""] + [d.verdict if d.seat == s else "" for d in deal.decisions]
            # An analysis stored before the chance curve existed has only values.
            points = deal.chance[s] if deal.chance else deal.curve[s]
            curve = curve_text(points, marks).split("\n")
            label = f"{name(s)}: "
            out.append(label + curve[0])
            if len(curve) > 1:
                out.append(" " * len(label) + curve[1])
        out += ["  " + summary(deal.seats[s]) for s in seats]
    out += ["", t("Over the match")]
    out += ["  " + summary(analysis.seats[s]) for s in seats]
    costly = [d for s in seats for d in analysis.costly(s, top)]
    costly.sort(key=lambda d: (-d.loss, d.step))
    out += ["", t("The decisions that cost the most")]
    if not costly:
        out.append("  " + t("no decision was shown to cost win chance"))
    for d in costly[: top * len(seats)]:
        line = (
            N_(
                "deal {deal}, move {step}, {name}: played {move} — {verdict}, win chance given away: {loss} ± {se};"
                " better: {best}"
            )
            if as_chance
            else N_(
                "deal {deal}, move {step}, {name}: played {move} — {verdict}, value given away: {loss} ± {se};"
                " better: {best}"
            )
        )
        out.append(
            "  "
            + t(
                line,
                deal=d.deal,
                step=d.step + 1,
                name=name(d.seat),
                move=d.move,
                verdict=t(VERDICTS[d.verdict]),
                loss=figure(d.loss),
                se=figure(d.loss_se),
                best=d.best,
            )
        )
        hind = {v.move: v.hindsight for v in d.moves}
        out.append(
            "    "
            + t(
                "with every hand known: {best} ({value} against {played})",
                best=d.hindsight_best,
                value=figure(hind.get(d.hindsight_best or "", 0.0)),
                played=figure(hind.get(d.move, 0.0)),
            )
        )
    opened = [d for d in analysis.decisions if d.open is not None and d.seat in seats]
    if opened:
        out += ["", t("With the hands open (every hand and the stock known, best play after each move)")]
        statuses = {d.open.status for d in opened if d.open is not None}
        if len(statuses) == 1 and "solved" not in statuses:
            # one reason for every decision (Sausage's: no exact value exists): said once, not hundreds of times
            (status,) = statuses
            out.append("  " + t("for every decision: {why}", why=t(OPEN_WHY.get(status, status))))
        else:
            out += ["  " + open_text(d, t, name(d.seat)) for d in opened]
    if len(seats) < analysis.players:
        out += [
            "",
            t(
                "Only the decisions of {names} are shown: --all shows every seat's.",
                names=", ".join(name(s) for s in seats),
            ),
        ]
    return "\n".join(str(line) for line in out) + "\n"


def people(bots: Sequence[str | None] | None) -> list[int] | None:
    """The seats a report is about by default: the people's, where the record says which seats were
    bots and some were not; otherwise ``None`` (every seat).

    >>> people(["greedy", None]), people([None, None]), people(None), people(["greedy", "ismcts"])
    ([1], None, None, None)
    """
    if bots is None:
        return None
    mine = [s for s, bot in enumerate(bots) if bot is None]
    return mine if 0 < len(mine) < len(bots) else None


def _analyze(args: argparse.Namespace) -> int:
    import json

    from dominohall.analysis import analyse, for_seat
    from dominohall.i18n import Texts
    from dominohall.sim import progress_bar

    saved = load_saved(args.record)
    match = saved.match
    if args.seat is not None and not 0 <= args.seat < match.n:
        raise OptionError(f"--seat must be a seat 0 to {match.n - 1}, not {args.seat}")
    if args.seat is not None and args.all:
        raise OptionError("--seat and --all: one or the other")
    if args.budget <= 0:
        raise OptionError(f"--budget is seconds, more than 0, not {args.budget}")
    progress = None if args.quiet else progress_bar(sys.stderr)
    analysis = analyse(
        match, budget=args.budget, seed=args.seed, policy=args.policy, progress=progress, open_hands=args.open
    )
    if args.json:
        data = analysis.as_json() if args.seat is None else for_seat(analysis.as_json(), args.seat)
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(
            analysis_text(analysis, Texts(args.lang), args.seat, args.top, None if args.all else people(saved.bots))
        )
    return 0


def _serve(args: argparse.Namespace) -> int:
    try:
        from dominohall.server.app import serve
    except ImportError as exc:
        print(
            f"dominohall: the server needs the 'server' extra ({exc.name} is missing):"
            " pip install 'dominohall[server]'",
            file=sys.stderr,
        )
        return 2
    from dominohall.server.app import ClusterError
    from dominohall.server.mail import MailConfigError
    from dominohall.server.migrations import SchemaError

    try:
        if args.workers > 1:
            from dominohall.server.workers import run_workers

            return run_workers(args.workers, args.host, args.port, args.database)
        serve(
            args.host,
            args.port,
            args.database,
            cluster=args.cluster,
            advertise=args.advertise,
            shared_port=args.shared_port,
        )
    except (ClusterError, MailConfigError, SchemaError) as exc:
        print(f"dominohall serve: {exc}", file=sys.stderr)
        return 2
    return 0


def _db(args: argparse.Namespace) -> int:
    try:
        from dominohall.server.dbcommand import run
        from dominohall.server.migrations import SchemaError
    except ImportError as exc:
        print(
            f"dominohall: 'db' needs the 'server' extra ({exc.name} is missing): pip install 'dominohall[server]'",
            file=sys.stderr,
        )
        return 2
    try:
        return run(args)
    except SchemaError as exc:
        print(f"dominohall db: {exc}", file=sys.stderr)
        return 2


def _admin(args: argparse.Namespace) -> int:
    try:
        from dominohall.server.chat import admin_reports
        from dominohall.server.migrations import SchemaError
    except ImportError as exc:
        print(
            f"dominohall: 'admin' needs the 'server' extra ({exc.name} is missing): pip install 'dominohall[server]'",
            file=sys.stderr,
        )
        return 2
    try:
        return admin_reports(args.database, args.json, args.limit)
    except SchemaError as exc:
        print(f"dominohall admin: {exc}", file=sys.stderr)
        return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dominohall", description="Regional domino games, exactly as RULES.md says.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rules", help="print the rules (of one variant)")
    p.add_argument("variant", nargs="?", help="a variant name (see 'dominohall variants')")
    sub.add_parser("variants", help="list the variants, player counts and options")
    p = sub.add_parser("random-game", help="play random legal moves and write the record")
    p.add_argument("variant")
    p.add_argument("--players", "-n", type=int, help="players (default: the fewest the game allows)")
    p.add_argument("--seed", "-s", type=int, default=None)
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="a house rule")
    p.add_argument("--out", help="record file (default: VARIANT-Np-seedS.json; '-' for standard output)")
    p.add_argument("--max-moves", type=int, default=1_000_000, help=argparse.SUPPRESS)
    p = sub.add_parser("simulate", help="play many deals (or matches) between bots and report")
    p.add_argument("variant")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--bots", "-b", default="greedy", help="line-up, e.g. ismcts,greedy (the last fills the table)")
    p.add_argument("--deals", "-d", type=int, default=100, help="deals to play (matches with --matches)")
    p.add_argument("--matches", action="store_true", help="play whole matches instead of deals")
    p.add_argument("--seed", "-s", type=int, default=0)
    p.add_argument("--jobs", "-j", type=int, default=1, help="parallel processes (or Ray tasks)")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="a house rule")
    p.add_argument("--out", help="write the raw rows: results.csv or results.json")
    p.add_argument("--plot", help="draw charts into this PNG file (needs matplotlib)")
    p.add_argument("--backend", choices=("local", "ray"), default="local")
    p.add_argument("--address", help="Ray cluster address (default: a local Ray instance)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p = sub.add_parser("tournament", help="tournaments: simulate one with bots as entrants (docs/tournaments.md)")
    tsub = p.add_subparsers(dest="action", required=True)
    q = tsub.add_parser("simulate", help="play a Swiss, round robin or arena between bots and print the standings")
    q.add_argument("variant")
    q.add_argument("--table-size", type=int, help="seats at a table (default: the fewest the game allows)")
    q.add_argument("--system", choices=("swiss", "round-robin", "arena"), default="swiss")
    q.add_argument("--rounds", type=int, help="rounds (Swiss; round robin's default: everyone meets everyone)")
    q.add_argument("--minutes", type=float, help="an arena's length in simulated minutes (a move takes 10 s)")
    q.add_argument(
        "--entrants", default="greedy*6,ismcts*3,random*3", help="bots as KIND*COUNT,... (default %(default)s)"
    )
    q.add_argument("--filler", default="bye", help="the bot filling a table that does not fill, or 'bye' (default)")
    q.add_argument("--seed", "-s", type=int, default=0)
    q.add_argument("--runs", type=int, default=1, help="repeat and report wins per kind and Kendall's tau")
    q.add_argument("--json", action="store_true", help="the standings and the tournament (or the summary) as JSON")
    q.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="a house rule")
    q.add_argument("--lang", choices=LANGUAGES, default="en", help="report language")
    p = sub.add_parser("play", help="play in the terminal: you (seat 0) against bots")
    p.add_argument("variant", nargs="?", help="a variant name (not needed with --resume)")
    p.add_argument("--resume", metavar="FILE", help="go on with a game saved with 'save FILE' (you are seat 0)")
    p.add_argument("--players", "-n", type=int, help="players, you included (default: the fewest the game allows)")
    p.add_argument(
        "--bots",
        "-b",
        default=None,
        help="the bots at seats 1, 2, ... (the last fills the table; default: greedy, or a saved game's own)",
    )
    p.add_argument("--seed", "-s", type=int, default=None)
    p.add_argument(
        "--lang", choices=LANGUAGES, default=None, help="interface language (default: a saved game's, else en)"
    )
    p.add_argument("--ascii", action="store_true", help="draw tiles as [3|5], not Unicode domino faces")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="a house rule")
    p.add_argument("--width", type=int, default=None, help="line mode at this width (default: the terminal's)")
    p.add_argument("--hint", default="ismcts", help="the bot that gives hints (e.g. ismcts:iterations=200)")
    p.add_argument(
        "--plain",
        action="store_true",
        help="line mode, for screen readers, pipes and small terminals (also without a terminal or Textual)",
    )
    p.add_argument("--auto", action="store_true", help="play forced moves (a single legal move, a pass) by themselves")
    p.add_argument("--server", help="play your seat of a server's table instead: the server, http://HOST:PORT")
    p.add_argument("--table", help="with --server: the table's id")
    p.add_argument("--token", help="with --server: a token of your account with the scope play")
    p = sub.add_parser("learn", help="learn a game by playing it: short steps, then a practice deal")
    p.add_argument("variant", nargs="?", help="a variant name (none: the list of lessons)")
    p.add_argument("--lang", choices=LANGUAGES, default="en", help="interface language")
    p.add_argument("--step", type=int, default=1, help="start at this step (default 1)")
    p.add_argument("--json", action="store_true", help="print the steps as JSON (rules, record, accepted moves, texts)")
    p.add_argument("--plain", action="store_true", help="line by line (also without a terminal or Textual)")
    p.add_argument("--ascii", action="store_true", help="draw tiles as [3|5], not Unicode domino faces")
    p.add_argument("--width", type=int, default=None, help="line mode at this width (default: the terminal's)")
    p = sub.add_parser("serve", help="play in the browser: the table server (HTTP and WebSocket)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: loopback only)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument(
        "--database",
        help="SQLAlchemy URL or SQLite file (default: $DOMINOHALL_DATABASE_URL, else ./dominohall.sqlite3)",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        help="server processes on this machine, all on --port (more than 1 needs PostgreSQL; docs/server.md)",
    )
    p.add_argument(
        "--cluster",
        action="store_true",
        help="one of several processes (on this or other machines) sharing a PostgreSQL database",
    )
    p.add_argument("--advertise", help="with --cluster: HOST:PORT where the other processes reach this one")
    p.add_argument("--shared-port", action="store_true", help=argparse.SUPPRESS)
    p = sub.add_parser("db", help="the server's database: schema revision, upgrade, online backup (SQLite)")
    db = p.add_subparsers(dest="action", required=True)
    for action, text in (
        ("status", "the schema's revision and this dominohall's (exit status 1: an upgrade is to be run)"),
        ("upgrade", "run the schema migrations the database lacks (docs/migrations.md)"),
        ("backup", "copy a SQLite database while the server uses it (docs/operations.md)"),
    ):
        q = db.add_parser(action, help=text)
        q.add_argument("--database", help="SQLAlchemy URL or SQLite file (default: as for 'serve')")
        if action == "backup":
            q.add_argument("file", help="the copy to make (a new file)")
    p = sub.add_parser("admin", help="the operator's view of the server: reported chat lines")
    admin = p.add_subparsers(dest="action", required=True)
    q = admin.add_parser("reports", help="the chat lines people reported, newest first (docs/server.md, Chat)")
    q.add_argument("--database", help="SQLAlchemy URL or SQLite file (default: as for 'serve')")
    q.add_argument("--json", action="store_true", help="one JSON array instead of lines of text")
    q.add_argument("--limit", type=int, default=1000, help="at most this many reports (1 to 100000; default 1000)")
    p = sub.add_parser("analyze", help="where a game was won or lost: every decision of a record valued")
    p.add_argument("record")
    p.add_argument(
        "--seat", type=int, help="report on this seat only (default: the people's seats, if the record names bots)"
    )
    p.add_argument("--all", action="store_true", help="report on every seat, the bots' too")
    p.add_argument(
        "--open", action="store_true", help="each decision's exact values with every hand known (the solver)"
    )
    p.add_argument("--budget", type=float, default=10.0, help="seconds of CPU to plan for (default 10)")
    p.add_argument("--json", action="store_true", help="every figure as JSON (docs/analysis.md)")
    p.add_argument("--seed", type=int, default=0, help="the analysis seed (the same seed, the same figures)")
    p.add_argument("--lang", choices=LANGUAGES, default="en", help="report language")
    p.add_argument("--policy", choices=("random", "greedy"), default="random", help="how deals are played on")
    p.add_argument("--top", type=int, default=3, help="costly decisions shown per seat (default 3)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p = sub.add_parser("replay", help="check a record and print the game move by move")
    p.add_argument("record")
    p.add_argument("--quiet", "-q", action="store_true", help="only check the record")
    p = sub.add_parser("bot", help="play a server's matches as a bot account (docs/protocol.md)")
    bot = p.add_subparsers(dest="action", required=True)
    q = bot.add_parser("connect", help="accept the account's challenges and play all its matches")
    q.add_argument("--server", required=True, help="the server: http://HOST:PORT")
    q.add_argument("--token", required=True, help="a token of the bot account with the scope bot:play")
    who = q.add_mutually_exclusive_group()
    who.add_argument(
        "--bot",
        help="the bot that plays, with its level as for --hint: random (default), greedy, ismcts:seconds=2,"
        " expert:worlds=40, ... (it sees the seat's view only)",
    )
    who.add_argument("--command", dest="program", help="an outside program speaking the line protocol on stdin/stdout")
    q.add_argument("--games", type=int, help="stop once this many matches have ended (default: never)")
    q.add_argument("--seed", "-s", type=int, default=None, help="the bot's seed (default: a random one)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "rules":
            if args.variant is None:
                sys.stdout.write(rules_text())  # the rule book, as it is written (Markdown)
            else:
                # one game's rules are read by a player: as text at the terminal's width, not as Markdown
                import shutil

                from dominohall.tui.render import markdown_text

                width = min(shutil.get_terminal_size((100, 24)).columns, 100)
                sys.stdout.write("\n".join(markdown_text(rules_text(args.variant), width)) + "\n")
        elif args.command == "variants":
            sys.stdout.write(variants_text())
        elif args.command == "random-game":
            return _random_game(args)
        elif args.command == "replay":
            return _replay(args)
        elif args.command == "analyze":
            return _analyze(args)
        elif args.command == "simulate":
            return _simulate(args)
        elif args.command == "tournament":
            return _tournament(args)
        elif args.command == "play":
            return _play(args)
        elif args.command == "learn":
            return _learn(args)
        elif args.command == "serve":
            return _serve(args)
        elif args.command == "db":
            return _db(args)
        elif args.command == "bot":
            from dominohall.client import bot_connect

            return bot_connect(args.server, args.token, args.bot, args.program, args.games, args.seed)
        elif args.command == "admin":
            return _admin(args)
    except DominohallError as exc:
        print(f"dominohall: {error_text(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"dominohall: {os_error_text(exc)}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
