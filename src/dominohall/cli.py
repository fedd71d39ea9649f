"""The ``dominohall`` command: rules, variants, random games, record replays, the table server."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from importlib import resources

from dominohall import new_match
from dominohall.errors import DominohallError, OptionError
from dominohall.options import OptionValue, parse_option_text
from dominohall.record import dump, dumps, event_text, load
from dominohall.variants import INFO, variant_info


def rules_text(variant: str | None = None) -> str:
    """RULES.md, or for one variant its common rules (C), its own section and the notation (N)."""
    text = resources.files("dominohall").joinpath("RULES.md").read_text(encoding="utf-8")
    if variant is None:
        return text
    wanted = {"C", variant_info(variant).rule_prefix, "N"}
    parts = text.split("\n## ")
    kept = [parts[0].split("\n")[0]] + ["## " + p.rstrip() for p in parts[1:] if p.split(" ", 1)[0] in wanted]
    return "\n\n".join(kept) + "\n"


def variants_text() -> str:
    """Every variant with its player counts, options and defaults."""
    lines = []
    for name, info in INFO.items():
        top = info.max_players
        players = f"{info.min_players}-{top}" if top is not None else f"{info.min_players}+"
        lines.append(f"{name:16} {info.title} ({info.rule_prefix}), {players} players")
        for o in info.options:
            default = "none" if o.default is None else str(o.default).lower()
            lines.append(f"    {o.name}={default:6} {o.help}; {o.allowed()} ({o.rule})")
    return "\n".join(lines) + "\n"


def _options(items: Sequence[str]) -> dict[str, OptionValue]:
    return dict(parse_option_text(item) for item in items)


def _random_game(args: argparse.Namespace) -> int:
    match = new_match(args.variant, args.players, seed=args.seed, options=_options(args.option))
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


def _play(args: argparse.Namespace) -> int:
    from dominohall.tui.app import play

    return play(
        args.variant,
        args.players,
        resume=args.resume,
        bots=args.bots,
        seed=args.seed,
        lang=args.lang,
        ascii_only=args.ascii,
        options=_options(args.option),
        width=args.width,
        hint_spec=args.hint,
    )


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
    except ClusterError as exc:
        print(f"dominohall serve: {exc}", file=sys.stderr)
        return 2
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dominohall", description="Regional domino games, exactly as RULES.md says.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rules", help="print the rules (of one variant)")
    p.add_argument("variant", nargs="?", help="a variant name (see 'dominohall variants')")
    sub.add_parser("variants", help="list the variants, player counts and options")
    p = sub.add_parser("random-game", help="play random legal moves and write the record")
    p.add_argument("variant")
    p.add_argument("--players", "-n", type=int, required=True)
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
    p = sub.add_parser("play", help="play in the terminal: you (seat 0) against bots")
    p.add_argument("variant", nargs="?", help="a variant name (not needed with --resume)")
    p.add_argument("--resume", metavar="FILE", help="go on with a game saved with 'save FILE' (you are seat 0)")
    p.add_argument("--players", "-n", type=int, help="players, you included (default: the fewest the game allows)")
    p.add_argument("--bots", "-b", default="greedy", help="the bots at seats 1, 2, ... (the last fills the table)")
    p.add_argument("--seed", "-s", type=int, default=None)
    p.add_argument("--lang", choices=("en", "pl", "ru"), default="en", help="interface language")
    p.add_argument("--ascii", action="store_true", help="draw tiles as [3|5], not Unicode domino faces")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE", help="a house rule")
    p.add_argument("--width", type=int, default=None, help="terminal width (default: the terminal's)")
    p.add_argument("--hint", default="ismcts", help="the bot that gives hints (e.g. ismcts:iterations=200)")
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
    p = sub.add_parser("replay", help="check a record and print the game move by move")
    p.add_argument("record")
    p.add_argument("--quiet", "-q", action="store_true", help="only check the record")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "rules":
            sys.stdout.write(rules_text(args.variant))
        elif args.command == "variants":
            sys.stdout.write(variants_text())
        elif args.command == "random-game":
            return _random_game(args)
        elif args.command == "replay":
            return _replay(args)
        elif args.command == "simulate":
            return _simulate(args)
        elif args.command == "play":
            return _play(args)
        elif args.command == "serve":
            return _serve(args)
    except DominohallError as exc:
        print(f"dominohall: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"dominohall: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
