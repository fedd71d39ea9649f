"""Imagined worlds for search: deals consistent with everything one seat knows.

A bot never sees the other hands. To search, it deals the tiles it cannot see (the other hands, the
stock, the tiles set aside) at random among the places they may be, given what its
:class:`~dominohall.views.View` knows — how many tiles each seat holds, the tiles a seat is known
to hold (taken from a Sausage cut) and those it is known not to hold (from its passes and draws) —
and plays on the result. The world is built by the engine's own :meth:`Deal.with_hidden` from the
view's public skeleton (:meth:`Deal.public_copy`); nothing here touches a deal's insides.

>>> import random
>>> from dominohall import new_match
>>> m = new_match("draw", players=3, seed=5)
>>> v = m.view(1)
>>> world = sample_world(v, random.Random(0))
>>> world.hands[1] == v.hand, [h.bit_count() for h in world.hands], world.stock_left()
(True, [7, 7, 7], 7)
"""

from __future__ import annotations

import random

from dominohall.deal import Deal
from dominohall.tiles import BIT, TileSet, iter_tiles, mask_of, tiles_of
from dominohall.views import View


def shuffle(items: list[int], rng: random.Random) -> None:
    """``rng.shuffle(items)``: the same permutation from the same generator state (its algorithm,
    Fisher–Yates drawing each index with ``getrandbits`` and rejection, as ``Random._randbelow``
    does), written out here so that the compiled build runs it as one loop of its own; every world
    a search samples is shuffled."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def sample_world(view: View, rng: random.Random) -> Deal:
    """A deal consistent with everything ``view``'s seat knows, the hidden tiles dealt at random: each
    other seat gets as many tiles as it holds, all the tiles it is known to hold (taken from a cut) and
    none it is known not to hold (from passes and draws); the rest go to the stock, in random order,
    and to the set-aside tiles. For many samples of one view (a search), :class:`WorldSampler` does
    the same faster."""
    skeleton = view.public_deal
    before_lead = not skeleton.played and skeleton.leader != view.seat
    for _ in range(200 if before_lead else 1):
        others = [s for s in range(view.players) if s != view.seat]
        hands = sample_hidden(
            view.hidden,
            {s: view.hand_counts[s] for s in others},
            {s: view.known_held[s] for s in others},
            {s: view.known_absent[s] for s in others},
            rng,
        )
        deal = world_with(view, hands, rng)
        # Before the lead the world must also agree with who leads (WS-3, TW-2, MC-2, SA-11).
        if not before_lead or deal.agrees_with_lead():
            return deal
    raise ValueError("no deal of the hidden tiles agrees with who leads")


def world_with(view: View, hands: dict[int, TileSet], rng: random.Random) -> Deal:
    """The view's public skeleton with the other seats holding ``hands`` and the hidden tiles left over
    shuffled into the stock (as many as it holds) and the set-aside tiles."""
    dealt = 0
    for hand in hands.values():
        dealt |= hand
    rest = tiles_of(view.hidden & ~dealt)
    shuffle(rest, rng)
    return view.public_deal.with_hidden(hands, tuple(rest[: view.stock_count]), mask_of(rest[view.stock_count :]))


class WorldSampler:
    """:func:`sample_world` for many samples of one view: what is known is worked out once,
    and each sample then only shuffles. Each other seat gets its known tiles and, tile by tile (the
    tiles fewest seats may hold first, in random order within each group), one seat drawn in
    proportion to the room left in it or the stock (in proportion to the tiles left over): the
    same procedure as :func:`sample_hidden`. Before the lead, and when a few tries
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

    def determined(self) -> bool:
        """Whether the view leaves only one world: no tile goes to the stock or aside, and at most one
        other seat has tiles not known (two-player Sausage, where the whole set is dealt). Every sample
        is then the true deal, and a search may treat the position as open."""
        return self.spare == 0 and sum(r > 0 for r in self.room) <= 1

    def sample(self, rng: random.Random) -> Deal:
        if self.fallback or self.spare < 0:
            return sample_world(self.view, rng)
        if not self.constrained:
            hands = self._plain(rng)
        else:
            for _ in range(self.TRIES):
                found = self._constrained(rng)
                if found is not None:
                    hands = found
                    break
            else:
                return sample_world(self.view, rng)
        return world_with(self.view, dict(zip(self.others, hands)), rng)

    def _plain(self, rng: random.Random) -> list[int]:
        """Nobody is known to lack any free tile: a uniform deal of them."""
        tiles = list(self.candidates)
        shuffle(tiles, rng)
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
            shuffle(group, rng)
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
    tiles = tiles_of(free)
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
