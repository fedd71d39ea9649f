"""The games: each variant is a :class:`~dominohall.deal.Deal` subclass in a module of its own, and
this is the one registry of them. Adding a game is one module plus one line in :data:`BUILT_IN`
(or :func:`register` for a game defined elsewhere).

Everything other parts of dominohall need to know about a variant — the command line, the learning
environments and their modules, the bots' budgets and heuristics, the analysis, the terminal, the
browser (through ``/api/variants``) — is read from the variant's class, here (as a
:class:`VariantInfo`) or from the class itself; nothing else keeps a table by variant name:

>>> info = variant_info("sausage-one-way")
>>> info.rule_prefix, info.first_rule, info.players, info.places, info.cut_sides, info.match_kind
('SA', 'SA-11', (2, 3, 4), ('', 'TR', 'BR'), ('',), 'marks')
>>> variant_info("twins").players[:3], variant_info("twins").max_players is None
((2, 3, 4), True)
>>> variant_info("white-snake").hand_shapes
{5: (5, 3), 6: (4, 4)}
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from dominohall.deal import Deal
from dominohall.errors import OptionError
from dominohall.options import Option, OptionValue
from dominohall.rules import make_rules, player_counts
from dominohall.standing import MatchKind
from dominohall.variants.block import BlockDeal, DrawDeal
from dominohall.variants.maltese_cross import MalteseCrossDeal
from dominohall.variants.sausage import OneWaySausageDeal, SausageDeal
from dominohall.variants.twins import TwinsDeal
from dominohall.variants.white_snake import WhiteSnakeDeal

BUILT_IN: tuple[type[Deal], ...] = (
    WhiteSnakeDeal,
    SausageDeal,
    OneWaySausageDeal,
    TwinsDeal,
    MalteseCrossDeal,
    BlockDeal,
    DrawDeal,
)
"""The games that come with dominohall, in the order of RULES.md."""

VARIANTS: dict[str, type[Deal]] = {}
"""Every variant by name, in the order registered (:func:`register`): the built-in ones first."""

MOST_PLAYERS_LISTED = 7
"""Where a variant has no upper player count (Twins), lists of player counts stop here."""


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """The static facts of one variant, as every interface needs them."""

    name: str
    title: str
    """The name people know it by, in English."""
    rule_prefix: str
    """The section of RULES.md with the variant's rules (``SA``)."""
    first_rule: str
    """The rule that introduces it (shown as its one-sentence description)."""
    match_rule: str
    min_players: int
    max_players: int | None
    players: tuple[int, ...]
    """The player counts it is played by (up to :data:`MOST_PLAYERS_LISTED` where it has no limit)."""
    default_players: int
    hand_shapes: dict[int, tuple[int, int]]
    """For each player count that needs no option: ``(tiles per hand, stock)`` with the default options."""
    end_names: tuple[str, ...]
    places: tuple[str, ...]
    """Where a tile may go: ``""`` (the lead, and White Snake's one end), then the ends."""
    cut_sides: tuple[str, ...]
    steal_tiles: tuple[int, ...]
    """Tiles a seat may have to choose among between deals (White Snake's tokens, WS-7)."""
    draws: bool
    match_lengths: dict[int, tuple[int, int, int]]
    """Deals a match usually takes, by player count: 10th, 50th, 90th percentile (greedy bots)."""
    numbered_deals: bool
    """Whether people count the deals by the rules' deal number (White Snake, WS-2) rather than by
    every deal dealt: a deal dealt again then keeps its number."""
    match_kind: MatchKind
    scores_plays: bool
    """Whether plays score points during a deal (``score`` events; the standing changes mid-deal)."""
    options: tuple[Option, ...]
    defaults: dict[str, OptionValue]
    rating_anchors: dict[str, float]
    """The bot levels that may sit at a rated table, with their fixed ratings."""

    @property
    def titles(self) -> dict[str, str]:
        """The name in each language of :data:`dominohall.i18n.LANGUAGES` (from the catalogs, read
        only when asked)."""
        from dominohall.i18n import LANGUAGES, Texts

        return {lang: Texts(lang)(self.title) for lang in LANGUAGES}

    def json(self) -> dict[str, Any]:
        """The facts as JSON (what ``/api/variants`` serves)."""
        return {
            "variant": self.name,
            "title": self.title,
            "titles": self.titles,
            "rule_prefix": self.rule_prefix,
            "first_rule": self.first_rule,
            "match_rule": self.match_rule,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "players": list(self.players),
            "default_players": self.default_players,
            "hand_shapes": {str(n): list(shape) for n, shape in self.hand_shapes.items()},
            "end_names": list(self.end_names),
            "places": list(self.places),
            "cut_sides": list(self.cut_sides),
            "draws": self.draws,
            "numbered_deals": self.numbered_deals,
            "match_lengths": {str(n): list(deals) for n, deals in self.match_lengths.items()},
            "match_kind": self.match_kind,
            "scores_plays": self.scores_plays,
            "options": [option_json(o) for o in self.options],
            "rating_anchors": {spec: round(anchor) for spec, anchor in self.rating_anchors.items()},
        }


def option_json(o: Option) -> dict[str, Any]:
    """An option as JSON: ``choices`` for a choice, ``minimum`` (and ``maximum``) for a number,
    ``nullable`` if it may be none."""
    item: dict[str, Any] = {"name": o.name, "rule": o.rule, "default": o.default, "kind": o.kind, "help": o.help}
    if o.kind == "choice":
        item["choices"] = list(o.choices)
    if o.kind == "int":
        item["minimum"] = o.minimum
        if o.maximum is not None:
            item["maximum"] = o.maximum
    if o.nullable:
        item["nullable"] = True
    return item


def _hand_shapes(cls: type[Deal]) -> dict[int, tuple[int, int]]:
    shapes = {}
    for n in player_counts(cls, MOST_PLAYERS_LISTED):
        try:
            rules = make_rules(cls, n, {})
        except OptionError:
            continue  # this count needs an option (Twins' hand_size)
        shapes[n] = cls.deal_shape(rules, rules.full_set.bit_count())
    return shapes


def info_of(cls: type[Deal]) -> VariantInfo:
    """The facts of a variant class."""
    return VariantInfo(
        name=cls.name,
        title=cls.title,
        rule_prefix=cls.rule_prefix,
        first_rule=cls.first_rule or cls.deal_rule,
        match_rule=cls.match_rule,
        min_players=cls.min_players,
        max_players=cls.max_players,
        players=tuple(player_counts(cls, MOST_PLAYERS_LISTED)),
        default_players=cls.default_players,
        hand_shapes=_hand_shapes(cls),
        end_names=cls.end_names,
        places=("", *cls.end_names),
        cut_sides=cls.cut_sides,
        steal_tiles=cls.standing.decision_tiles,
        draws=cls.draws,
        numbered_deals=cls.numbered_deals,
        scores_plays=cls.scores_plays,
        # Measured for that very class: a game made from another (a subclass) does not last as long.
        match_lengths=dict(vars(cls).get("match_lengths", {})),
        match_kind=cls.standing.kind,
        options=cls.option_specs,
        defaults={o.name: o.default for o in cls.option_specs},
        rating_anchors=dict(cls.rating_anchors),
    )


INFO: dict[str, VariantInfo] = {}
"""The facts of every variant, by name (kept with :data:`VARIANTS` by :func:`register`)."""

REQUIRED_FACTS: dict[str, str] = {
    "standing": "how its matches are won (Points, or a Standing of its own)",
    "search_iterations": "the ismcts bot's iterations a move, measured with benchmarks/strength.py",
    "analysis_rate": "the analysis' continuations a second, measured with benchmarks/decision_weight.py --rates",
    "short_match": "the options of a short match, for tests and demos",
    "fit_rules": "the rules that refuse a tile on an end it does not match (its matching rule first)",
    "rating": "the rating model's parameters, fitted with benchmarks/ratings.py",
    "rating_anchors": "the bots' fixed ratings at rated tables, measured with benchmarks/ratings.py",
}
"""The class attributes a variant must set (or inherit from the game it extends), with what each is.
Every test that goes over the games reads these from the class (and the registry's :class:`VariantInfo`),
so that a game registered later is tested with no line elsewhere (docs/architecture.md, Adding a game)."""

BUILT_IN_FACTS: dict[str, str] = {
    "match_lengths": "the deals a match usually takes, measured for its own class with benchmarks/match_length.py",
    "rule_sentences": "each rule of its own section of RULES.md in one sentence, marked N_() for the catalogs",
}
"""What a game that comes with dominohall states in its own class besides :data:`REQUIRED_FACTS` (a
game registered from elsewhere may go without: none are shown, and its rules are said in English by
their RULES.md text). A built-in game has a lesson too (``lessons/<game>.py`` in ``LESSONS``,
docs/learn.md), which ``tests/engine/test_lessons.py`` names where missing: the lessons read the
registry, so the registry cannot check them."""

_NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
_BOT_SPEC = re.compile(r"[a-z][a-z0-9_]*(:[a-z_]+=[A-Za-z0-9_.|]+(,[a-z_]+=[A-Za-z0-9_.|]+)*)?")


def check_variant(cls: type[Deal]) -> None:
    """Refuse a variant class whose facts are incomplete or out of range, naming the fact
    (:class:`TypeError`); a game may extend another and keep the facts it inherits."""
    name = cls.name
    if not _NAME.fullmatch(name):
        raise TypeError(f"{cls.__name__}.name must be lower-case words joined by '-' (as 'white-snake'), not {name!r}")
    for fact, what in REQUIRED_FACTS.items():
        if not hasattr(cls, fact):
            raise TypeError(f"variant {name!r} ({cls.__name__}) does not set {fact}: {what}")
    if not (cls.title and cls.rule_prefix):
        raise TypeError(f"variant {name!r} needs its title and rule_prefix")
    if not (isinstance(cls.search_iterations, int) and cls.search_iterations >= 1):
        raise TypeError(f"variant {name!r}: search_iterations must be a whole number of at least 1")
    if not cls.analysis_rate > 0:
        raise TypeError(f"variant {name!r}: analysis_rate must be above 0")
    if not cls.fit_rules or not all(rule.startswith(f"{cls.rule_prefix}-") for rule in cls.fit_rules):
        raise TypeError(f"variant {name!r}: fit_rules must name rules of its own section ({cls.rule_prefix}-…)")
    if cls.search_root not in ("halving", "ucb"):
        raise TypeError(f"variant {name!r}: search_root is 'halving' or 'ucb', not {cls.search_root!r}")
    cls.rating.check()
    if not cls.rating_anchors:
        raise TypeError(f"variant {name!r}: rating_anchors must name at least one bot (rated tables seat bots)")
    for spec, anchor in cls.rating_anchors.items():
        # A bot's spec as written (``greedy``, ``ismcts:iterations=18``): the registry does not make
        # the bots (they read it), so whether the level exists is the bots' to say, when a rated
        # table seats it (tests/bots/test_bots.py makes every registered game's anchors).
        if not isinstance(spec, str) or not _BOT_SPEC.fullmatch(spec):
            raise TypeError(f"variant {name!r}: rating_anchors names bots by their spec (as 'greedy'), not {spec!r}")
        if not 0 < anchor < 1e5:
            raise TypeError(f"variant {name!r}: the rating anchor of {spec!r} must be above 0, not {anchor!r}")
    make_rules(cls, cls.default_players, cls.short_match)  # the short match's options are the game's


def check_built_in(cls: type[Deal]) -> None:
    """Refuse a game that comes with dominohall without the facts of :data:`BUILT_IN_FACTS` in its own
    class (not inherited: they are measured or written for that very game), naming the fact."""
    for fact, what in BUILT_IN_FACTS.items():
        if not vars(cls).get(fact):
            raise TypeError(f"built-in variant {cls.name!r} ({cls.__name__}) does not state {fact}: {what}")


def register(cls: type[Deal]) -> VariantInfo:
    """Add a game: checked (:func:`check_variant`), then known by its name to everything that reads
    the registry — the command line, the terminal, the server, the bots, the environments. Its name
    must be new (:func:`unregister` takes one away)."""
    check_variant(cls)
    if cls.name in VARIANTS:
        raise ValueError(f"a variant named {cls.name!r} is registered already ({VARIANTS[cls.name].__name__})")
    info = info_of(cls)
    VARIANTS[cls.name] = cls
    INFO[cls.name] = info
    return info


def unregister(name: str) -> None:
    """Take a game registered with :func:`register` away again (tests do); the built-in ones stay."""
    if VARIANTS.get(name) in BUILT_IN:
        raise ValueError(f"{name!r} is built in")
    VARIANTS.pop(name, None)
    INFO.pop(name, None)


def variant_info(name: str) -> VariantInfo:
    """The facts of a variant by name (``white-snake`` or ``white_snake``)."""
    key = name.strip().lower().replace("_", "-")
    try:
        return INFO[key]
    except KeyError:
        raise OptionError(
            f"unknown variant {name!r}; the variants are {', '.join(VARIANTS)}", field="variant"
        ) from None


def _register_built_in() -> None:
    # Every class first, then their facts: making the first VariantInfo imports i18n, which reads
    # the whole registry.
    for cls in BUILT_IN:
        check_variant(cls)
        check_built_in(cls)
        VARIANTS[cls.name] = cls
    for cls in BUILT_IN:
        INFO[cls.name] = info_of(cls)


_register_built_in()

__all__ = [
    "BUILT_IN",
    "BUILT_IN_FACTS",
    "INFO",
    "REQUIRED_FACTS",
    "VARIANTS",
    "BlockDeal",
    "DrawDeal",
    "MalteseCrossDeal",
    "OneWaySausageDeal",
    "SausageDeal",
    "TwinsDeal",
    "VariantInfo",
    "WhiteSnakeDeal",
    "check_built_in",
    "check_variant",
    "register",
    "unregister",
    "variant_info",
]
