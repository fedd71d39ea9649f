"""What one seat may see (C-4), and what the public history implies.

A :class:`View` is all a bot or a user interface gets: the seat's own hand, the layout, counts,
public events, and inferences every player can make — tiles a seat is known not to hold (from its
passes and draws) and tiles it is known to hold (taken from a Sausage cut). It never holds another
seat's hand, the stock's order or faces, or a tile set aside.

>>> from dominohall import new_match
>>> m = new_match("draw", players=3, seed=5)
>>> v = m.view(1)
>>> v.seat, v.hand_counts, v.stock_count, len(v.legal_moves)
(1, (7, 7, 7), 7, 0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dominohall.deal import Deal, DealSetup
from dominohall.events import Event, public_event
from dominohall.moves import Move
from dominohall.options import OptionValue
from dominohall.tiles import BIT, PIP_MASK, TileSet, iter_tiles, mask_of

if TYPE_CHECKING:
    from dominohall.match import Match


@dataclass(frozen=True)
class View:
    """One seat's view of a deal (and of its match, where there is one)."""

    variant: str
    players: int
    options: dict[str, OptionValue]
    seat: int
    deal_number: int
    hand: TileSet
    """This seat's own tiles."""
    hand_counts: tuple[int, ...]
    stock_count: int
    """Tiles left in the stock (drawable or not)."""
    set_aside_count: int
    layout: Any
    """The public layout (each variant's own shape: ``LineLayout``, ``SausageLayout``, …)."""
    layout_tiles: TileSet
    open_ends: dict[str, int]
    turn: int
    leader: int
    legal_moves: tuple[Move, ...]
    """This seat's legal moves when it is to move, else empty."""
    out: tuple[bool, ...]
    """Which seats have played out and left the deal (Sausage)."""
    history: tuple[Event, ...]
    """Every public event of the match so far, as this seat may see it."""
    known_absent: tuple[TileSet, ...]
    """Per seat: tiles that seat is known not to hold."""
    known_held: tuple[TileSet, ...]
    """Per seat: tiles that seat is known to hold (taken from a cut and not played since)."""
    hidden: TileSet
    """Tiles in play that this seat cannot see: in other hands, in the stock or set aside."""
    tokens: tuple[TileSet, ...]
    scores: tuple[int, ...]
    marks: tuple[int, ...]
    deal_over: bool
    match_over: bool
    public_deal: Deal = field(repr=False, compare=False)
    """The deal with everything this seat may not see removed (other hands empty, no stock, nothing
    set aside, no history): the skeleton :meth:`sample_world` fills in."""

    @staticmethod
    def of(game: Match | Deal, seat: int) -> View:
        """The view of ``seat`` of a match or of a lone deal."""
        from dominohall.match import Match

        match = game if isinstance(game, Match) else None
        deal = game.deal if isinstance(game, Match) else game
        n = deal.n
        if not 0 <= seat < n:
            raise ValueError(f"C-2: seat must be 0 to {n - 1}, not {seat}")
        turn = game.turn
        events = match.history if match is not None else deal.events
        table = deal.layout_tiles()
        in_play = deal.rules.full_set & ~deal.excluded
        return View(
            variant=deal.name,
            players=n,
            options=dict(deal.rules.options),
            seat=seat,
            deal_number=deal.number,
            hand=deal.hands[seat],
            hand_counts=deal.hand_counts(),
            stock_count=deal.stock_left(),
            set_aside_count=deal.set_aside.bit_count(),
            layout=deal.layout(),
            layout_tiles=table,
            open_ends=deal.open_ends(),
            turn=turn,
            leader=deal.leader,
            legal_moves=tuple(game.legal_moves()) if turn == seat else (),
            out=tuple(not deal.in_deal(s) for s in range(n)),
            history=match.public_history(seat) if match is not None else tuple(public_event(e, seat) for e in events),
            known_absent=tuple(m & in_play & ~table for m in deal.known_absent),
            known_held=tuple(deal.known_held),
            hidden=in_play & ~deal.hands[seat] & ~table,
            tokens=tuple(match.tokens) if match else (0,) * n,
            scores=tuple(match.scores) if match else (0,) * n,
            marks=tuple(match.marks) if match else (0,) * n,
            deal_over=deal.result is not None,
            match_over=match is not None and match.result is not None,
            public_deal=_public_skeleton(deal, seat),
        )

    def void_numbers(self, seat: int) -> list[int]:
        """Numbers ``seat`` holds no tile of, as far as this seat can tell: for another seat, every
        hidden tile showing the number is known absent from its hand (C-4 inferences)."""
        top = self.options.get("set") or 6
        own = seat == self.seat
        possible = self.hand if own else (self.hidden & ~self.known_absent[seat]) | self.known_held[seat]
        return [v for v in range(top + 1) if not possible & PIP_MASK[v]]

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat

    def sample_world(self, rng: random.Random) -> Deal:
        """A deal consistent with everything this seat knows, the hidden tiles dealt at random:
        each other seat gets as many tiles as it holds, all the tiles it is known to hold (taken from
        a cut) and none it is known not to hold (from passes and draws); the rest go to the stock,
        in random order, and to the set-aside tiles. This is how a bot imagines the others' hands
        (information-set search) without ever seeing them. For many samples of one view (a search),
        :class:`WorldSampler` does the same faster."""
        skeleton = self.public_deal
        before_lead = not skeleton.played and skeleton.leader != self.seat
        for _ in range(200 if before_lead else 1):
            deal = self._deal_hidden(rng)
            if not before_lead:
                return deal
            # Before the lead the world must also agree with who leads (WS-3, TW-2, MC-2, SA-11).
            deal._init_layout()
            setup = DealSetup(tuple(deal.hands))
            due = deal.leader if deal.leader_given else 0
            if deal.find_leader(deal.rules, setup, due, deal.number) == deal.leader and deal.legal_moves():
                return deal
        raise ValueError("no deal of the hidden tiles agrees with who leads")

    def _deal_hidden(self, rng: random.Random) -> Deal:
        others = [s for s in range(self.players) if s != self.seat]
        hands = sample_hidden(
            self.hidden,
            {s: self.hand_counts[s] for s in others},
            {s: self.known_held[s] for s in others},
            {s: self.known_absent[s] for s in others},
            rng,
        )
        return self.world_with(hands, rng)

    def world_with(self, hands: dict[int, TileSet], rng: random.Random) -> Deal:
        """The public skeleton with the other seats holding ``hands`` and the hidden tiles left over
        shuffled into the stock (as many as it holds) and the set-aside tiles."""
        deal = self.public_deal.copy(events=False)
        dealt = 0
        for s, hand in hands.items():
            deal.hands[s] = hand
            dealt |= hand
        rest = list(iter_tiles(self.hidden & ~dealt))
        rng.shuffle(rest)
        deal.stock = tuple(rest[: self.stock_count])
        deal.stock_pos = 0
        deal.set_aside = mask_of(rest[self.stock_count :])
        return deal


class WorldSampler:
    """:meth:`View.sample_world` for many samples of one view: what is known is worked out once,
    and each sample then only shuffles. Each other seat gets its known tiles and, tile by tile (the
    tiles fewest seats may hold first, in random order within each group), one seat drawn in
    proportion to the room left in it or the stock (in proportion to the tiles left over): the
    same procedure as :func:`dominohall.views.sample_hidden`. Before the lead, and when a few tries
    fail (tight constraints), it asks the view."""

    TRIES = 8

    def __init__(self, view: View) -> None:
        self.view = view
        skeleton = view.public_deal
        # Before the lead the world must also agree with who leads: only the view's sampling checks that.
        self.fallback = not skeleton.played and skeleton.leader != view.seat
        hidden = view.hidden
        others = [s for s in range(view.players) if s != view.seat]
        self.others = others
        self.start = [view.known_held[s] & hidden for s in others]
        self.room = [view.hand_counts[s] - h.bit_count() for s, h in zip(others, self.start)]
        free = hidden
        for h in self.start:
            free &= ~h
        # For each free tile, the positions (in ``others``) of the seats that may hold it.
        groups: dict[int, list[int]] = {}
        self.candidates: dict[int, list[int]] = {}
        for t in iter_tiles(free):
            cands = [i for i, s in enumerate(others) if not view.known_absent[s] & BIT[t]]
            self.candidates[t] = cands
            groups.setdefault(len(cands), []).append(t)
        self.groups = [groups[k] for k in sorted(groups)]
        self.constrained = any(len(c) < len(others) for c in self.candidates.values())
        self.spare = len(self.candidates) - sum(self.room)

    def sample(self, rng: random.Random) -> Deal:
        if self.fallback or self.spare < 0:
            return self.view.sample_world(rng)
        if not self.constrained:
            hands = self._plain(rng)
        else:
            for _ in range(self.TRIES):
                found = self._constrained(rng)
                if found is not None:
                    hands = found
                    break
            else:
                return self.view.sample_world(rng)
        return self.view.world_with(dict(zip(self.others, hands)), rng)

    def _plain(self, rng: random.Random) -> list[int]:
        """Nobody is known to lack any free tile: a uniform deal of them."""
        tiles = list(self.candidates)
        rng.shuffle(tiles)
        hands = []
        i = 0
        for h, r in zip(self.start, self.room):
            hands.append(h | mask_of(tiles[i : i + r]))
            i += r
        return hands

    def _constrained(self, rng: random.Random) -> list[int] | None:
        random_ = rng.random
        hands = self.start[:]
        room = self.room[:]
        spare = self.spare
        candidates = self.candidates
        for group in self.groups:
            group = group[:]
            rng.shuffle(group)
            for t in group:
                total = spare
                for i in candidates[t]:
                    total += room[i]
                if not total:
                    return None
                x = random_() * total
                chosen = -1
                for i in candidates[t]:
                    x -= room[i]
                    if x < 0:
                        chosen = i
                        break
                if chosen < 0 and not spare:  # rounding: the last seat with room
                    chosen = next(i for i in reversed(candidates[t]) if room[i])
                if chosen < 0:
                    spare -= 1
                else:
                    hands[chosen] |= BIT[t]
                    room[chosen] -= 1
        return hands


def _public_skeleton(deal: Deal, seat: int) -> Deal:
    """A copy of ``deal`` holding only what ``seat`` may see."""
    public = deal.copy(events=False)
    for s in range(public.n):
        if s != seat:
            public.hands[s] = 0
    public.stock, public.stock_pos, public.set_aside = (), 0, 0
    public.setup = DealSetup(tuple(0 for _ in range(public.n)))
    if not public.played:
        # What leads is worked out from the hands: from this seat's hand alone, it tells nothing.
        public._init_layout()
    return public


def sample_hidden(
    hidden: TileSet,
    counts: dict[int, int],
    held: dict[int, TileSet],
    absent: dict[int, TileSet],
    rng: random.Random,
    tries: int = 200,
) -> dict[int, TileSet]:
    """Deal the ``hidden`` tiles into hands of the given ``counts`` at random, each hand holding its
    ``held`` tiles and none of its ``absent`` ones; tiles left over stay undealt. Raises
    ``ValueError`` if no such deal exists."""
    seats = list(counts)
    for _ in range(tries):
        hands, room, tiles = _start_hands(hidden, counts, held, rng)
        # The most constrained tiles first: those fewest seats may hold.
        tiles.sort(key=lambda t: sum(1 for s in seats if not absent[s] & BIT[t]))
        spare = len(tiles) - sum(room.values())
        ok = True
        for t in tiles:
            options = [s for s in seats if room[s] > 0 and not absent[s] & BIT[t]]
            weights = [room[s] for s in options]
            if spare > 0:
                options.append(-1)  # stays in the stock or set aside
                weights.append(spare)
            if not options:
                ok = False
                break
            s = rng.choices(options, weights)[0]
            if s == -1:
                spare -= 1
            else:
                hands[s] |= BIT[t]
                room[s] -= 1
        if ok and all(v == 0 for v in room.values()):
            return hands
    return _sample_exactly(hidden, counts, held, absent, rng)


def _start_hands(
    hidden: TileSet, counts: dict[int, int], held: dict[int, TileSet], rng: random.Random
) -> tuple[dict[int, TileSet], dict[int, int], list[int]]:
    """Hands holding just their known tiles, the room left in each, and the other hidden tiles
    in random order."""
    hands = {s: held[s] & hidden for s in counts}
    room = {s: counts[s] - hands[s].bit_count() for s in counts}
    free = hidden
    for hand in hands.values():
        free &= ~hand
    tiles = list(iter_tiles(free))
    rng.shuffle(tiles)
    return hands, room, tiles


def _sample_exactly(
    hidden: TileSet,
    counts: dict[int, int],
    held: dict[int, TileSet],
    absent: dict[int, TileSet],
    rng: random.Random,
) -> dict[int, TileSet]:
    """A backtracking search for a deal the random greedy one keeps missing (tight constraints)."""
    seats = list(counts)
    hands, room, tiles = _start_hands(hidden, counts, held, rng)
    spare = len(tiles) - sum(room.values())

    def place(i: int, spare: int) -> bool:
        if i == len(tiles):
            return all(v == 0 for v in room.values())
        t = tiles[i]
        order = [s for s in seats if room[s] > 0 and not absent[s] & BIT[t]]
        rng.shuffle(order)
        for s in order:
            room[s] -= 1
            hands[s] |= BIT[t]
            if place(i + 1, spare):
                return True
            room[s] += 1
            hands[s] &= ~BIT[t]
        return spare > 0 and place(i + 1, spare - 1)

    if spare < 0 or not place(0, spare):
        raise ValueError("no deal of the hidden tiles fits what is known")
    return hands
