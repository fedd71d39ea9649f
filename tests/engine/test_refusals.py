"""Every kind of refused move in every variant names the rule it breaks, and only that rule.

Issue 23: Twins refused a tile that does not match its end (``2-3@L`` on an end showing 6, 6-6 down)
as TW-4, the twins rule; it breaks TW-3 (a tile joins an end showing one of its numbers). The
positions of tests/refusals.py make every variant's own refusals; the common ones (C-2, C-4, C-7,
C-8) are made in every variant from seeded matches; and over random positions of every variant, a
tile refused on an end it does not match is refused by the variant's matching rule, never by a rule
about something else."""

from __future__ import annotations

import functools
import random

import pytest
from refusals import REFUSALS

from dominohall import IllegalMoveError, Match, Move, View, new_match
from dominohall.moves import PASS
from dominohall.tiles import BIT, TILE_HIGH, TILE_LOW, TILE_NAMES, iter_tiles
from dominohall.variants import BUILT_IN, VARIANTS


def state(match: Match) -> tuple[object, ...]:
    """What a refused move must leave as it was."""
    return (tuple(match.history), match.turn, tuple(match.legal_moves()), tuple(match.deal.hands))


def refuse(match: Match, move: str | Move, seat: int | None = None) -> IllegalMoveError:
    before = state(match)
    with pytest.raises(IllegalMoveError) as err:
        match.play(move, seat=seat)
    assert state(match) == before, move
    return err.value


@pytest.mark.parametrize("case", list(REFUSALS))
def test_each_refusal_names_its_rule(case: str) -> None:
    refusal = REFUSALS[case]
    error = refuse(refusal.position.match(), refusal.move, seat=0)
    assert error.rule == refusal.rule, str(error)
    assert refusal.reason in error.reason, str(error)
    assert str(error).startswith(f"{refusal.rule}: ")


def test_tw3_a_tile_that_does_not_match_is_not_a_twins_refusal() -> None:
    """The reported case: 6-6 down, L shows 6; 2-3 does not match it (TW-3), whatever TW-4 says."""
    refusal = REFUSALS["twins-no-match"]
    match = refusal.position.match()
    assert match.deal.open_ends()["L"] == 6
    error = refuse(match, "2-3@L")
    assert (error.rule, error.reason) == ("TW-3", "2-3 does not match 6 at end L")


@functools.cache
def own_refusals(variant: str, seeds: int = 8) -> dict[str, tuple[View, Move, IllegalMoveError]]:
    """The game's own rules (its section of RULES.md) that refuse a move in play, each with its first
    refusal found: over seeded matches of random moves, every held tile led, played on every end and
    cut at every junction, and the pass, where it is not a legal move."""
    cls = VARIANTS[variant]
    found: dict[str, tuple[View, Move, IllegalMoveError]] = {}
    for seed in range(seeds):
        match = new_match(variant, cls.default_players, seed=seed, options=dict(cls.short_match))
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over:
                break
            legal = match.legal_moves()
            view = match.view(match.turn)
            for move in _tried(match, view):
                if move in legal:
                    continue
                with pytest.raises(IllegalMoveError) as refused:
                    match.play(move, seat=match.turn)
                if refused.value.rule.startswith(f"{cls.rule_prefix}-"):
                    found.setdefault(refused.value.rule, (view, move, refused.value))
            match.play(legal[rng.randrange(len(legal))])
    return found


def _tried(match: Match, view: View) -> list[Move]:
    cls = match.variant
    moves = [PASS]
    for tile in iter_tiles(view.hand):
        moves += [Move.play(tile, ""), *(Move.play(tile, end) for end in cls.end_names)]
        moves += [Move.cut(tile, column, side) for column in range(8) for side in cls.cut_sides]
    return moves


@pytest.mark.parametrize("variant", [cls.name for cls in BUILT_IN])
def test_every_variant_makes_every_kind_of_its_own_refusal(variant: str) -> None:
    """Every rule of its own by which a built-in game refuses a move in play has a position of
    tests/refusals.py (of that game or another of its section: the Sausages share theirs), which the
    tests above play and word; WS-7's steals, between deals, only there."""
    worded = {r.rule for r in REFUSALS.values()}
    found = own_refusals(variant)
    assert found, f"{variant}: no refusal of its own rules found in play"
    missing = sorted(set(found) - worded)
    assert not missing, f"{variant}: no position of tests/refusals.py refuses by {missing}"
    assert {r.position.variant for r in REFUSALS.values()} <= set(VARIANTS)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_variant_says_its_own_refusals_in_every_language(variant: str) -> None:
    """A refusal by a game's own rule is said in the person's words (its plain clause, or the rule's
    sentence), translated: issue 37, a new game's refusals fell back to English in Polish."""
    from dominohall.i18n import LANGUAGES, Texts
    from dominohall.presentation.refusals import refusal_sentence, why_refused

    for rule, (view, move, error) in own_refusals(variant).items():
        assert Texts("en").rule(rule), f"{variant}: {rule} has no sentence (its class's rule_sentences)"
        clause = why_refused(view, move, error)
        sentence = refusal_sentence(view, str(move), rule, "illegal_move")
        for phrase in [sentence] if clause is None else [clause, sentence]:
            said = {lang: Texts(lang).say(phrase) for lang in LANGUAGES}
            assert len(set(said.values())) == len(LANGUAGES), (variant, rule, said)


# ---- the common refusals, in every variant -----------------------------------------------------------
def played_to(variant: str, seed: int, wanted: str) -> Match:
    """A seeded match of random moves, stopped where seat 0 is to move and ``wanted`` holds:
    ``"stuck"`` (its only move is the pass) or ``"free"`` (it has plays and holds a tile it cannot play)."""
    rng = random.Random(seed)
    for attempt in range(200):
        match = new_match(variant, VARIANTS[variant].default_players, seed=seed * 1000 + attempt)
        while not match.is_over:
            moves = match.legal_moves()
            if match.turn == 0 and match.stealer < 0 and not match.deal.is_over:
                stuck = moves == [PASS]
                hand = match.deal.hands[0]
                if wanted == "stuck" and stuck and hand:
                    return match
                if wanted == "free" and not stuck and any(m.kind == "play" for m in moves):
                    return match
            match.play(moves[rng.randrange(len(moves))])
    raise AssertionError(f"no {wanted} position found in {variant}")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_common_refusals_in_every_variant(variant: str) -> None:
    """C-7 (no voluntary pass; a stuck player must pass), C-4 (a tile not held), C-2 (not this seat's
    turn) and C-8 (the match is over): the same rules in every game."""
    match = played_to(variant, 1, "free")
    assert refuse(match, "pass").rule == "C-7"
    absent = next(t for t in iter_tiles(match.rules.full_set) if not match.deal.hands[0] & BIT[t])
    error = refuse(match, Move.play(absent, match.variant.end_names[0] if match.variant.end_names else ""))
    assert error.rule == "C-4" and TILE_NAMES[absent] in error.reason
    assert refuse(match, match.legal_moves()[0], seat=1).rule == "C-2"
    stuck = played_to(variant, 2, "stuck")
    held = next(iter_tiles(stuck.deal.hands[0]))
    end = stuck.variant.end_names[0] if stuck.variant.end_names else ""
    error = refuse(stuck, Move.play(held, end))
    assert error.rule == "C-7" and "must pass" in error.reason
    rng = random.Random(3)
    while not stuck.is_over:
        moves = stuck.legal_moves()
        stuck.play(moves[rng.randrange(len(moves))])
    assert refuse(stuck, "pass").rule == "C-8"


# ---- a tile that does not match is refused for that -----------------------------------------------------


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_tile_that_does_not_match_its_end_is_refused_for_not_matching(variant: str) -> None:
    """Over random positions, every held tile on every open end that shows neither of its numbers is
    refused by the variant's matching rule (its class's ``fit_rules``; TW-4, the twins rule, only ever
    for a tile that matches)."""
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        match = new_match(variant, VARIANTS[variant].default_players, seed=seed)
        while not match.is_over and checked < 400:
            moves = match.legal_moves()
            deal = match.deal
            if match.stealer < 0 and not deal.is_over and not deal.is_lead and moves != [PASS]:
                for tile in iter_tiles(deal.hands[deal.turn]):
                    for end, value in deal.open_ends().items():
                        move = Move.play(tile, end)
                        if move in moves:
                            continue
                        rule, reason = deal.why_illegal(move)
                        matches = value in (TILE_LOW[tile], TILE_HIGH[tile])
                        if not matches:
                            assert rule in match.variant.fit_rules, (variant, str(move), value, rule, reason)
                            checked += 1
                        elif variant == "twins":
                            assert rule == "TW-4", (str(move), value, rule, reason)
            match.play(moves[rng.randrange(len(moves))])
    assert checked > 20
