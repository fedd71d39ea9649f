"""What goes over the wire: a seat's view (or a spectator's) as JSON, built from :class:`View` only.

The browser draws the table from this and nothing else, so nothing here may hold another seat's
hand, the stock or the set-aside tiles while a deal is being played (C-4). The one exception is
:func:`reveal_json`, sent only for a finished deal, when every hand is shown face up.

Shapes (tiles are written in the notation of RULES.md N, ``"3-5"``; a *placed* tile is
``{"tile": "3-5", "first": 3, "second": 5}``, ``first`` being the half towards the start of its chain):

- ``layout.kind == "line"`` (block, draw, twins): ``tiles`` left to right, ``lead`` the index of
  the lead tile.
- ``"snake"`` (white-snake): ``tiles`` from the head (the opening double) to the open end.
- ``"cross"`` (maltese-cross): ``spinner`` (placed or ``null``), ``arms`` ``{"N": [...], "E": ...,
  "S": ..., "W": ...}`` each from the spinner outwards, ``phase`` 1 (MC-3), 2 (MC-4) or 3 (MC-5).
- ``"sausage"`` (both sausages): ``columns`` left to right, each ``{"column": C, "cross": placed |
  null, "top": placed | null, "bottom": placed | null}`` (a crosswise tile's ``first`` is its top
  half), and ``cuts``: the junctions that may be cut now, ``{"column": C, "tile": "2-4", "left": 5,
  "right": 3}`` for the junction between columns C and C+1 with the tiles each side would hand over
  (SA-6), only those whose tile is not on the table (SA-5; the seat's
  own ``hand`` tells it which of them it can cut itself; none once the deal is over), and
  ``one_way``: true where the rows grow to the right only (SA-11), so the left has no ends.

Words the browser says as they come (phrases, :class:`dominohall.i18n.Phrase` as JSON, worded by
:mod:`dominohall.presentation`): ``notes``, the info line under the layout, each ``{"kind", "text"}``
(``kind`` one of ``phase``, ``ends``, ``cuts``, ``cut-preview`` with its ``column``, ``unlocked``); and
``why_not``, on the seat's own turn only, why each tile of its hand that is not lit is not (by tile).

>>> from dominohall import new_match
>>> m = new_match("block", players=2, seed=3)
>>> v = view_json(m.view(0))
>>> v["layout"], v["hand_counts"], v["turn"], len(v["hand"])
({'kind': 'line', 'tiles': [], 'lead': 0}, [7, 7], 0, 7)
>>> s = view_json(m.view(0), spectator=True)
>>> s["seat"], s["hand"], s["legal"]
(None, [], [])
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Final, assert_never

from dominohall.deal import Deal
from dominohall.events import DealEnded, Dealt, Event, Played, public_event
from dominohall.layouts import CrossLayout, Layout, LineLayout, Placed, SausageLayout, SnakeLayout
from dominohall.moves import Move
from dominohall.presentation.events import dealt_again, event_phrases, said, shown_number, wording
from dominohall.presentation.notes import every_cut_size, table_notes_json
from dominohall.presentation.refusals import tile_reasons
from dominohall.presentation.standing import match_end, seat_places, standing
from dominohall.record import event_json
from dominohall.tiles import TILE_NAMES, TileSet, iter_tiles, names
from dominohall.views import View, numbers_missing


def placed_json(p: Placed | None) -> dict[str, Any] | None:
    """A tile as it lies, as JSON: one dict for each tile and way round, made once and shared by
    every layout that shows it (a move's layout lists every tile again; the delta then sees the
    tiles it kept unchanged by their identity). Nothing may change it.

    >>> placed_json(Placed(9, 2, 3)) is placed_json(Placed(9, 2, 3))
    True
    """
    if p is None:
        return None
    made = _PLACED.get(p)
    if made is None:
        made = _PLACED[p] = {"tile": TILE_NAMES[p.tile], "first": p.first, "second": p.second}
    return made


_PLACED: dict[Placed, dict[str, Any]] = {}
""":func:`placed_json`'s dicts: two for each tile of the largest set at most (a few hundred)."""


def layout_json(layout: Layout, cuts: bool = True) -> dict[str, Any]:
    """The layout as it lies (see the module docstring for each kind); without ``cuts`` (a finished
    deal's board: nothing may be cut any more) a sausage lists no junction that may be cut."""
    match layout:
        case SausageLayout():
            return {
                "kind": "sausage",
                "columns": [
                    {
                        "column": number,
                        "cross": placed_json(col.cross),
                        "top": placed_json(col.top),
                        "bottom": placed_json(col.bottom),
                    }
                    for number, col in layout.columns
                ],
                "cuts": _cuts_json(layout) if cuts else [],
                "one_way": layout.one_way,
            }
        case CrossLayout():
            return {
                "kind": "cross",
                "spinner": placed_json(layout.spinner),
                "arms": {arm: [placed_json(p) for p in tiles] for arm, tiles in layout.arms.items()},
                "phase": layout.phase,
            }
        case SnakeLayout():
            return {"kind": "snake", "tiles": [placed_json(p) for p in layout.tiles]}
        case LineLayout():
            return {"kind": "line", "tiles": [placed_json(p) for p in layout.tiles], "lead": layout.lead}
        case _:
            assert_never(layout)


def _cuts_json(layout: SausageLayout) -> list[dict[str, Any]]:
    sizes = every_cut_size(layout)
    return [
        {"column": column, "tile": TILE_NAMES[tile], "left": sizes[column][0], "right": sizes[column][1]}
        for column, tile in layout.cuts
    ]


def move_json(move: Move) -> dict[str, Any]:
    """A legal move with its parts, so the browser can match clicks to it without parsing."""
    out: dict[str, Any] = {"move": str(move), "kind": move.kind, "tile": move.tile_name, "end": move.end}
    if move.kind == "cut":
        out.update(column=move.column, side=move.side)
    return out


def public_event_json(event: Event, variant: str) -> dict[str, Any]:
    """An event of a view's history (of a match of ``variant``) as JSON: a deal shows its count and
    number only (the dealt tiles are private), and a hidden drawn tile is ``"?"``. ``say``: the
    event in words, the phrases the browser says (:func:`~dominohall.presentation.events.event_phrases`:
    the same for every seat, each seat's page saying its own events in the second person)."""
    out = (
        {"event": "deal", "deal": event.count, "number": event.number}
        if isinstance(event, Dealt)
        else event_json(event)
    )
    out["say"] = said(event_phrases(event, **wording(variant), variant=variant))
    return out


class LogCache:
    """The JSON of the log entries of one seat's (or the spectators') last view, with the events
    they were made from and the place of the first in the history: :func:`view_json` makes an
    entry's JSON once, not again at every move while it is shown."""

    __slots__ = ("events", "first", "json")

    def __init__(self) -> None:
        self.first = 0
        self.events: list[Event] = []
        self.json: list[dict[str, Any]] = []


def entry_json(event: Event, variant: str) -> dict[str, Any]:
    """A log entry's JSON (:func:`public_event_json`), made once for each event and kept,
    process-wide (the latest :data:`ENTRIES_KEPT`): events are values (frozen), and the same ones
    recur in every seat's log and at every table (a seat plays 3-5 on the right end), so a new
    entry's words are made once for everyone who sees it alike, not once a seat. The dicts are
    shared by every view that shows them: nothing may change them."""
    try:
        return _entry_json(event, variant)
    except TypeError:  # an event holding something unhashable (none does today): made as it is
        return public_event_json(event, variant)


ENTRIES_KEPT: Final = 4096
"""Log entries' JSON kept by :func:`entry_json` (some MiB at most)."""


@lru_cache(maxsize=ENTRIES_KEPT)
def _entry_json(event: Event, variant: str) -> dict[str, Any]:
    return public_event_json(event, variant)


def _log_json(
    history: tuple[Event, ...],
    variant: str,
    spectator: bool,
    log: int,
    cache: LogCache | None,
) -> list[dict[str, Any]]:
    """The latest ``log`` events of ``history`` as JSON, turned face down for a spectator (only the
    entries shown, not the whole match's history every move). With ``cache`` (one per seat, and one
    for the spectators), an entry whose event is the very one at that place last time is not made
    again; the cache then holds the entries shown. Events are immutable, so an entry's JSON is
    that of its event for good; an undo puts other events in those places, which are taken anew
    (from :func:`entry_json`, where another seat's view may have made them already).
    The dicts made are shared by the states that show them: nothing may change them."""
    start = max(0, len(history) - log) if log else len(history)
    shown = history[start:]
    if cache is None:
        return [public_event_json(public_event(e, -1) if spectator else e, variant) for e in shown]
    events, made, skip = cache.events, cache.json, start - cache.first
    end = cache.first + len(events)  # the history's length when the cache was made
    if events and skip >= 0 and end <= len(history) and _same(history[end - 1], events[-1], spectator):
        # The history went on from there (an undo would have put another event at end - 1): the
        # entries kept are shown as they are, only the new events' are looked up.
        out = made[skip:] + [
            entry_json(public_event(e, -1) if spectator else e, variant) for e in history[max(start, end) :]
        ]
        cache.first, cache.events, cache.json = start, list(shown), out
        return out
    out = []
    for j, e in enumerate(shown, skip):
        if 0 <= j < len(events) and _same(events[j], e, spectator):
            out.append(made[j])
        else:
            out.append(entry_json(public_event(e, -1) if spectator else e, variant))
    cache.first, cache.events, cache.json = start, list(shown), out
    return out


def _same(kept: Event, now: Event, spectator: bool) -> bool:
    """Whether the log entry made for the event ``kept`` shows ``now``: the very event, or for the
    spectators (whose view is the public part of the seat to move's, another seat's at every move)
    the same event as another seat sees it (a deal, a draw: each seat has its own copy)."""
    return kept is now or (spectator and public_event(kept, -1) == public_event(now, -1))


def view_json(
    view: View,
    spectator: bool = False,
    log: int = 30,
    cache: LogCache | None = None,
    standings: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One seat's view as JSON; with ``spectator``, the public part only (no hand, no moves, and
    every seat's draws face down). ``log`` is how many of the latest public events to include;
    ``cache`` keeps their JSON from one view of the seat to the next (:func:`_log_json`).
    ``standings``: the seats' standings (:func:`standings_json`) when the caller made them already,
    for every seat's view (they are the same in each).

    A field whose engine values are those of an earlier view is the very JSON object made then
    (the known tiles, the void numbers, the options, the moves, the notes: kept process-wide by
    what they say), so that the delta of a move (:func:`~dominohall.server.delta.delta_of`) sees
    it unchanged at the cost of comparing two references: the JSON of a move is made for what the
    move changed. The objects are shared: nothing may change them."""
    history: tuple[Event, ...] = view.history
    last_play: Played | None = None
    for e in reversed(history):
        if isinstance(e, Dealt):
            break  # only a play of this deal is highlighted: the tiles of the one before are dealt again
        if isinstance(e, Played):
            last_play = e
            break
    seat = None if spectator else view.seat
    mine = not spectator and view.turn == view.seat
    return {
        "variant": view.variant,
        "players": view.players,
        "options": _options_json(tuple(view.options.items())),
        "seat": seat,
        "deal": view.deal_count,
        "deal_number": view.deal_number,
        # the number people see (WS-2), and the rule by which that number was dealt before (WS-3, WS-5)
        "deal_shown": shown_number(view.variant, view.deal_count, view.deal_number),
        "dealt_again": dealt_again(view),
        "hand": _NO_TILES if spectator else names_json(view.hand),
        "hand_counts": list(view.hand_counts),
        "stock": view.stock_count,
        "set_aside": view.set_aside_count,
        "layout": layout_json(view.layout, cuts=not view.deal_over),
        "ends": dict(view.open_ends),
        "turn": view.turn,
        "leader": view.leader,
        "legal": _moves_json(view.legal_moves) if mine else _NO_MOVES,
        "out": list(view.out),
        "known_absent": _sets_json(view.known_absent),
        "known_held": _sets_json(view.known_held),
        # the numbers each other seat is known to lack (C-4 inferences from this seat's view: a
        # spectator's would lean on a seat's hidden hand, so it gets none)
        "void_numbers": _no_voids(view.players) if spectator else _voids_json(view),
        "tokens": _sets_json(view.tokens),
        "scores": list(view.scores),
        "marks": list(view.marks),
        "deal_over": view.deal_over,
        "match_over": view.match_over,
        "last_play": None if last_play is None else _last_play_json(last_play.seat, last_play.move),
        "events": len(history),
        "log": _log_json(history, view.variant, spectator, log, cache),
        # what the drawing leaves implicit, and (on the seat's own turn) why each tile of its hand
        # that is not lit is not: worded here once, said by the browser (dominohall.presentation)
        "notes": table_notes_json(view, spectator=spectator),
        "why_not": {tile: why.json() for tile, why in tile_reasons(view).items()} if mine else _NO_REASONS,
        # each seat's standing as its badge says it, and the match's end as this seat is told it
        "standing": standings_json(view) if standings is None else standings,
        "match_end": match_end(view, seat).json() if view.match_over else None,
        # each seat's place once the match is over (tied seats share theirs, whatever their numbers)
        "places": seat_places(view) if view.match_over else None,
    }


# The JSON of fields most views share, made once and kept (process-wide, bounded): a move changes
# few of them, and a field made again for the same values is the same object (see view_json).
_NO_TILES: Final[list[str]] = []
_NO_MOVES: Final[list[dict[str, Any]]] = []
_NO_REASONS: Final[dict[str, Any]] = {}
KEPT: Final = 4096
"""Values of each field kept by the caches below (some MiB in all, at most)."""


@lru_cache(maxsize=64)
def _options_json(options: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    return dict(options)


@lru_cache(maxsize=KEPT)
def _sets_json(sets: tuple[TileSet, ...]) -> list[list[str]]:
    return [names_json(m) for m in sets]


@lru_cache(maxsize=KEPT)
def _moves_json(moves: tuple[Move, ...]) -> list[dict[str, Any]]:
    return [move_json(m) for m in moves]


@lru_cache(maxsize=KEPT)
def _last_play_json(seat: int, move: Move) -> dict[str, Any]:
    return {"seat": seat, "move": str(move)}


@lru_cache(maxsize=8)
def _no_voids(players: int) -> list[list[int]]:
    return [[] for _ in range(players)]


def _voids_json(view: View) -> list[list[int]]:
    """Each seat's :meth:`~dominohall.views.View.void_numbers` as this seat sees them (its own: none
    inferred, an empty list), made once for the same tiles known and unseen."""
    top = view.options.get("set") or 6
    return _voids(view.seat, view.players, top, view.hidden, view.known_absent, view.known_held)


@lru_cache(maxsize=KEPT)
def _voids(
    seat: int, players: int, top: Any, hidden: TileSet, absent: tuple[TileSet, ...], held: tuple[TileSet, ...]
) -> list[list[int]]:
    out: list[list[int]] = []
    for s in range(players):
        if s == seat:
            out.append([])
            continue
        out.append(numbers_missing((hidden & ~absent[s]) | held[s], top))
    return out


NAMES_KEPT: Final = 16384
"""Tile sets whose names :func:`names_json` keeps (a few MiB at most)."""


@lru_cache(maxsize=NAMES_KEPT)
def names_json(mask: TileSet) -> list[str]:
    """:func:`~dominohall.tiles.names` of a tile set, made once for each set and kept, process-wide:
    a view says a hand, and every seat's known tiles and tokens, at every move, and most of those
    sets are the ones of the move before (or of another seat's view). The lists are shared by every
    view that shows them: nothing may change them."""
    return names(mask)


def standings_json(view: View) -> list[dict[str, Any]]:
    """Each seat's standing as its badge says it: the same in every seat's view (tokens, marks and
    scores are public)."""
    return [standing(view, s).json() for s in range(view.players)]


def reveal_json(deal: Deal) -> dict[str, Any]:
    """A finished deal face up (every hand as it ended, the stock left and the set-aside tiles), for
    the end-of-deal screen and replays. Refuses a deal still being played."""
    if deal.result is None:
        raise ValueError("C-4: hands are shown only once the deal is over")
    return {
        "deal": deal.count,
        "deal_number": deal.number,
        "deal_shown": shown_number(deal.name, deal.count, deal.number),
        **face_up_json(deal),
        "result": public_event_json(DealEnded(deal.result), deal.name),
    }


def face_up_json(deal: Deal) -> dict[str, Any]:
    """Everything of a deal as it stands, nothing hidden: every hand, the stock left, the set-aside
    tiles and the layout. Only for deals everyone may see whole (finished ones, replays of finished
    matches): :func:`reveal_json` and the replay frames."""
    return {
        "hands": [names(h) for h in deal.hands],
        "stock": [TILE_NAMES[t] for t in deal.stock[deal.stock_pos :]],
        "set_aside": [TILE_NAMES[t] for t in iter_tiles(deal.set_aside)],
        "layout": layout_json(deal.layout(), cuts=deal.result is None),
    }
