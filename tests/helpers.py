"""Helpers for rule scenarios: deals from the notation, moves played from text; a deal's observable state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from dominohall import Deal, DealSetup, Match, MatchState, new_deal, new_match, rules_for
from dominohall.events import Event
from dominohall.tiles import FULL_SET, names, parse_tile

E = TypeVar("E", bound=Event)


def rest_of(*groups: Sequence[str], set_max: int = 6, tokens: Sequence[str] = ()) -> list[str]:
    """Every tile of the set not named in ``groups`` (nor in ``tokens``), in index order."""
    used = {parse_tile(t) for group in groups for t in group} | {parse_tile(t) for t in tokens}
    return [name for name in names(FULL_SET[set_max]) if parse_tile(name) not in used]


def deal_of(
    variant: str,
    hands: Sequence[Sequence[str]],
    *,
    stock: Sequence[str] | None = None,
    set_aside: Sequence[str] | None = None,
    leader: int | None = None,
    options: Mapping[str, object] | None = None,
    number: int = 1,
    tokens: Sequence[str] = (),
) -> Deal:
    """A lone deal from explicit hands. Whichever of ``stock``/``set_aside`` is omitted gets the
    tiles not named elsewhere (the stock in index order), as the variant's deal shape needs."""
    rules = rules_for(variant, len(hands), options)
    set_max = rules.set_max
    if stock is None and set_aside is None:
        _, stock_size = rules.deal_class.deal_shape(rules, FULL_SET[set_max].bit_count() - len(tokens))
        rest = rest_of(*hands, set_max=set_max, tokens=tokens)
        stock, set_aside = rest[:stock_size], rest[stock_size:]
    elif stock is None:
        stock = rest_of(*hands, set_aside or (), set_max=set_max, tokens=tokens)
    elif set_aside is None:
        set_aside = rest_of(*hands, stock, set_max=set_max, tokens=tokens)
    return new_deal(
        variant,
        hands,
        stock=stock,
        set_aside=set_aside or (),
        leader=leader,
        options=options,
        number=number,
        tokens=tokens,
    )


def setup_of(
    variant: str,
    hands: Sequence[Sequence[str]],
    *,
    stock: Sequence[str] | None = None,
    leader: int | None = None,
    options: Mapping[str, object] | None = None,
    tokens: Sequence[str] = (),
    number: int = 1,
) -> DealSetup:
    """A :class:`DealSetup` for :func:`match_of`, completed like :func:`deal_of` (``number``: White
    Snake's deal number, WS-2, which picks the head that must be dealt)."""
    d = deal_of(variant, hands, stock=stock, leader=leader, options=options, tokens=tokens, number=number)
    return d.setup


def match_of(
    variant: str,
    deals: Sequence[DealSetup],
    *,
    players: int | None = None,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    state: MatchState | None = None,
) -> Match:
    """A match whose first deals are given."""
    n = players if players is not None else len(deals[0].hands)
    return new_match(variant, n, seed=seed, options=options, deals=deals, state=state)


def play_all(game: Deal | Match, moves: str) -> None:
    """Play moves written in the notation, separated by blanks or commas."""
    for text in moves.replace(",", " ").split():
        game.play(text)


def sausage_scenario_a() -> Deal:
    """Scenario A of tests/engine/test_sausage.py: seat 1 to move, and it may cut 1|2 with 1-6,
    handing the next player the five tiles to the left or the two to the right (SA-5, SA-6)."""
    d = deal_of(
        "sausage",
        [
            ["2-3", "1-3", "2-2", "1-4", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2", "1-5"],
            ["2-6", "3-6", "6-6", "1-6", "2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "4-6", "5-5", "5-6"],
        ],
        leader=0,
    )
    play_all(d, "2-3 2-6@TR 1-3@BR 3-6@BL 2-2@TL 6-6@TR 1-4@BR")
    return d


def legal(game: Deal | Match) -> list[str]:
    """The legal moves in the notation, sorted."""
    return sorted(str(m) for m in game.legal_moves())


def expect(event: Event, cls: type[E]) -> E:
    """``event``, asserting that it is a ``cls`` (narrows it for the type checker)."""
    assert isinstance(event, cls), f"expected a {cls.__name__} event, got {event!r}"
    return event


def deal_state(d: Deal) -> tuple[object, ...]:
    """Everything observable about a lone deal."""
    return (
        tuple(d.hands),
        d.stock_pos,
        d.turn,
        d.passes,
        d.out,
        d.played,
        tuple(d.known_absent),
        tuple(d.known_held),
        tuple(d.events),
        d.layout(),
        d.open_ends(),
        d.layout_tiles(),
        tuple(d.legal_moves()),
        d.result,
    )


def attributes(obj: object) -> dict[str, object]:
    """Every attribute an object holds, by name: ``vars(obj)`` in the plain build; a compiled engine
    object keeps its attributes outside any ``__dict__``, and its classes list them in
    ``__mypyc_attrs__`` (a Python subclass of a compiled class, a game registered from outside, has
    both)."""
    out: dict[str, object] = {}
    for klass in type(obj).__mro__:
        names: tuple[str, ...] = getattr(klass, "__mypyc_attrs__", ())
        for name in names:
            if name not in out and not name.startswith("__") and hasattr(obj, name):
                out[name] = getattr(obj, name)
    if hasattr(obj, "__dict__"):
        out.update(vars(obj))
    return out
