"""A tournament's state: entrants, games and byes, as frozen values that a server can store as plain data.

A tournament is a flat list of games (a table of one round, or in an arena a table started at some time)
and byes. Every change makes a new :class:`Tournament` (``pair_round``, ``seat_waiting``, ``finish``): the
old one is left as it was, and a refused change (a :class:`~dominohall.errors.OptionError` naming the field
at fault) changes nothing. ``as_dict()`` and ``Tournament.from_dict()`` turn the state into JSON-able dicts
and back, checked, so that a server can persist it between rounds and resume it after a restart.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, cast

from dominohall.errors import OptionError

System = Literal["swiss", "round-robin", "arena"]
SYSTEMS: tuple[System, ...] = ("swiss", "round-robin", "arena")
MAX_TABLE_SIZE = 8
"""The most seats a table may have (the seed games are played at tables of 2 to 7)."""
MAX_ENTRANTS = 100_000
MAX_ROUNDS = 1_000
MAX_ROUND_ROBIN = 40
"""Round robin is for small groups: its rounds grow with the entrants, and its pairing looks at every pair."""


@dataclass(frozen=True)
class Entrant:
    """Someone in the tournament. ``kind`` is what plays it in the simulator (a bot spec); a server
    leaves it ``None``. ``rating`` orders entrants of the same score, and is the last tie-break."""

    id: str
    rating: float = 1500.0
    kind: str | None = None


@dataclass(frozen=True)
class Settings:
    """How the tournament is run.

    ``filler`` is the bot level (a spec such as ``greedy``) that fills the seats of a table that does
    not fill; ``None`` gives byes instead (Swiss and round robin; see :func:`bye_points`). ``rounds`` is
    for Swiss and round robin (round robin's default: enough for everyone to meet everyone,
    :func:`~dominohall.tournament.pairing.round_robin_rounds`); ``minutes`` is an arena's length."""

    system: System
    table_size: int
    rounds: int | None = None
    minutes: float | None = None
    filler: str | None = None
    seed: int = 0

    def check(self) -> None:
        if self.system not in SYSTEMS:
            raise OptionError(f"the systems are {', '.join(SYSTEMS)}, not {self.system!r}", field="system")
        if isinstance(self.table_size, bool) or not 2 <= self.table_size <= MAX_TABLE_SIZE:
            raise OptionError(f"a table seats 2 to {MAX_TABLE_SIZE}, not {self.table_size!r}", field="table_size")
        if self.system == "arena":
            if self.minutes is None or not (0 < self.minutes <= 7 * 24 * 60) or math.isnan(self.minutes):
                raise OptionError(
                    f"an arena lasts more than 0 and at most a week of minutes, not {self.minutes!r}", field="minutes"
                )
        elif self.rounds is not None and not 1 <= self.rounds <= MAX_ROUNDS:
            raise OptionError(f"rounds must be 1 to {MAX_ROUNDS}, not {self.rounds!r}", field="rounds")
        if self.system == "swiss" and self.rounds is None:
            raise OptionError("a Swiss tournament needs its number of rounds", field="rounds")


@dataclass(frozen=True)
class Game:
    """One table: ``seats`` in seat order (seat 0 sits first; ``None`` is a filler bot), and when it is
    over the ``places``, one per seat: 1 is first, and tied seats share the best of the places they
    cover (competition ranking: ``(1, 1, 3)``). ``round`` is the round (0 in an arena), ``start`` and
    ``end`` an arena game's times in minutes from the arena's start."""

    number: int
    round: int
    seats: tuple[str | None, ...]
    places: tuple[int, ...] | None = None
    start: float = 0.0
    end: float | None = None

    @property
    def entrants(self) -> tuple[str, ...]:
        return tuple(s for s in self.seats if s is not None)


@dataclass(frozen=True)
class Bye:
    round: int
    entrant: str


def check_places(places: Sequence[int], n: int) -> tuple[int, ...]:
    """``places`` checked: one per seat, in competition ranking (a place ``p`` has exactly ``p - 1``
    seats placed better)."""
    out = tuple(places)
    if len(out) != n or any(isinstance(p, bool) or not isinstance(p, int) for p in out):
        raise OptionError(f"{n} whole-number places are needed, not {list(out)!r}", field="places")
    for p in out:
        if p != 1 + sum(q < p for q in out):
            raise OptionError(
                f"places are 1 for first and tied seats share the best place they cover (1, 1, 3), not {list(out)!r}",
                field="places",
            )
    return out


def lot(seed: int, entrant: str) -> int:
    """An entrant's lot: a number drawn once from the seed that orders entrants alike in score and
    rating (so that the first round does not seat entrants in the order they were named)."""
    return int.from_bytes(hashlib.sha256(f"dominohall-tournament:{seed}:{entrant}".encode()).digest()[:8], "big")


def round_robin_rounds(entrants: int, table_size: int) -> int:
    """The rounds of a round robin: the fewest in which everyone could meet everyone."""
    if table_size == 2:
        return entrants - 1 if entrants % 2 == 0 else entrants
    return -(-(entrants - 1) // (table_size - 1))


@dataclass(frozen=True)
class Tournament:
    """A tournament's whole state (see the module docstring)."""

    settings: Settings
    entrants: tuple[Entrant, ...]
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    _index: dict[str, Entrant] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self._index:  # made by a change of a checked tournament: the same settings and entrants
            return
        self.settings.check()
        ids: dict[str, Entrant] = {}
        for i, e in enumerate(self.entrants):
            if not isinstance(e.id, str) or not e.id or len(e.id) > 100:
                raise OptionError(
                    f"an entrant's id is a text of 1 to 100 characters, not {e.id!r}", field=f"entrants[{i}]"
                )
            if e.id in ids:
                raise OptionError(f"entrant {e.id!r} is named twice", field=f"entrants[{i}]")
            ids[e.id] = e
        if not 2 <= len(ids) <= MAX_ENTRANTS:
            raise OptionError(f"a tournament has 2 to {MAX_ENTRANTS} entrants, not {len(ids)}", field="entrants")
        s = self.settings
        if s.system == "round-robin" and len(ids) > MAX_ROUND_ROBIN:
            raise OptionError(
                f"round robin is for at most {MAX_ROUND_ROBIN} entrants, not {len(ids)}", field="entrants"
            )
        if s.filler is None and s.system != "arena" and len(ids) < s.table_size:
            raise OptionError(
                f"{len(ids)} entrants cannot fill a table of {s.table_size} without a filler bot", field="filler"
            )
        self._index.update(ids)

    # ---- reading ------------------------------------------------------------------------------------
    def entrant(self, entrant_id: str) -> Entrant:
        return self._index[entrant_id]

    @property
    def round(self) -> int:
        """The last round paired (0 before the first)."""
        return max((g.round for g in self.games), default=0)

    @property
    def total_rounds(self) -> int:
        if self.settings.rounds is not None:
            return self.settings.rounds
        if self.settings.system == "round-robin":
            return round_robin_rounds(len(self.entrants), self.settings.table_size)
        return 0

    @property
    def running(self) -> tuple[Game, ...]:
        return tuple(g for g in self.games if g.places is None)

    @property
    def is_over(self) -> bool:
        if self.settings.system == "arena":
            return False  # an arena ends with its clock (see seat_waiting)
        return self.round >= self.total_rounds and not self.running

    def over_at(self, now: float) -> bool:
        """Whether the tournament is over at minute ``now``: an arena once its time is up and no game runs,
        the others as :attr:`is_over`."""
        if self.settings.system != "arena":
            return self.is_over
        assert self.settings.minutes is not None
        return now >= self.settings.minutes and not self.running

    # ---- changing -----------------------------------------------------------------------------------
    def extended(self, games: tuple[Game, ...], byes: tuple[Bye, ...] = ()) -> Tournament:
        """The tournament with ``games`` (numbered on from the last) and ``byes`` added: a round
        paired or an arena's waiting seated (:mod:`~dominohall.tournament.pairing`)."""
        return replace(self, games=self.games + games, byes=self.byes + byes, _index=self._index)

    def finish(self, number: int, places: Sequence[int], now: float | None = None) -> Tournament:
        """The tournament with game ``number`` over, its seats placed ``places`` (see :class:`Game`)."""
        if not 0 <= number < len(self.games):
            raise OptionError(f"there is no game {number}", field="game")
        game = self.games[number]
        if game.places is not None:
            raise OptionError(f"game {number} is already over", field="game")
        done = replace(game, places=check_places(places, len(game.seats)), end=now)
        games = (*self.games[:number], done, *self.games[number + 1 :])
        return replace(self, games=games, _index=self._index)

    # ---- plain data ---------------------------------------------------------------------------------
    def as_dict(self) -> dict[str, Any]:
        s = self.settings
        return {
            "settings": {
                "system": s.system,
                "table_size": s.table_size,
                "rounds": s.rounds,
                "minutes": s.minutes,
                "filler": s.filler,
                "seed": s.seed,
            },
            "entrants": [{"id": e.id, "rating": e.rating, "kind": e.kind} for e in self.entrants],
            "games": [
                {
                    "number": g.number,
                    "round": g.round,
                    "seats": list(g.seats),
                    "places": None if g.places is None else list(g.places),
                    "start": g.start,
                    "end": g.end,
                }
                for g in self.games
            ],
            "byes": [{"round": b.round, "entrant": b.entrant} for b in self.byes],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tournament:
        """A tournament from :meth:`as_dict`'s dict, checked: a malformed one raises an
        :class:`OptionError` naming the field."""
        where = "settings"
        try:
            s = data["settings"]
            settings = Settings(
                system=cast(System, s["system"]),
                table_size=int(s["table_size"]),
                rounds=None if s.get("rounds") is None else int(s["rounds"]),
                minutes=None if s.get("minutes") is None else float(s["minutes"]),
                filler=None if s.get("filler") is None else str(s["filler"]),
                seed=int(s.get("seed", 0)),
            )
            where = "entrants"
            entrants = tuple(
                Entrant(str(e["id"]), float(e.get("rating", 1500.0)), None if e.get("kind") is None else str(e["kind"]))
                for e in data["entrants"]
            )
            t = cls(settings, entrants)
            games = []
            for i, g in enumerate(data.get("games", [])):
                where = f"games[{i}]"
                seats = tuple(None if x is None else str(x) for x in g["seats"])
                for x in seats:
                    if x is not None and x not in t._index:
                        raise OptionError(f"unknown entrant {x!r}", field=where)
                if g["number"] != i or len(seats) != settings.table_size or int(g["round"]) < 0:
                    raise OptionError("a game's number, round or seats are out of place", field=where)
                places = None if g.get("places") is None else check_places(g["places"], len(seats))
                end = None if g.get("end") is None else float(g["end"])
                games.append(Game(i, int(g["round"]), seats, places, float(g.get("start", 0.0)), end))
            byes = []
            for i, b in enumerate(data.get("byes", [])):
                where = f"byes[{i}]"
                if b["entrant"] not in t._index:
                    raise OptionError(f"unknown entrant {b['entrant']!r}", field=where)
                byes.append(Bye(int(b["round"]), str(b["entrant"])))
        except OptionError as exc:
            if exc.field and exc.field.startswith(("games", "byes", "entrants", "settings")):
                raise
            raise OptionError(exc.reason, field=f"{where}.{exc.field}" if exc.field else where) from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise OptionError(f"malformed ({exc!r})", field=where) from None
        return replace(t, games=tuple(games), byes=tuple(byes), _index=t._index)
