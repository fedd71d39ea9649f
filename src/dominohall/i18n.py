"""Texts for people in every language of :data:`LANGUAGES`: gettext catalogs, English the source.

The code says each text in English, and that English is the message id: ``texts("stock: {n}", n=3)``.
The catalogs in ``dominohall/locale/`` translate it: ``pl.po`` and ``ru.po`` for translators and their
tools, compiled by ``python -m dominohall.catalogs compile`` into ``pl.mo`` (read here by the standard
library's :mod:`gettext`: the engine needs no package, and the catalog of a language is only read
when a :class:`Texts` of it is first made) and ``pl.json`` (the browser's, served by
``GET /api/texts/{lang}``). docs/translating.md tells how to add or change a text, and a language.

Where one English text needs two translations a context tells them apart: the person's own move
is ``texts.pgettext("you", "{name}: played {move}")`` ("kładziesz"), anyone else's
``texts("{name}: played {move}")`` ("kładzie"). A count takes the form its number takes in the
language, by CLDR's plural rules (the catalog's Plural-Forms header): ``texts.ngettext("{n} tile",
"{n} tiles", n)``. Fields are written ``{name}`` (:meth:`str.format`). Rule IDs and the move notation
are the same in every language; :func:`rule_sentences` says in one sentence what every rule of RULES.md
requires (the common ones here, each game's in its module),
to explain a refused move (the engine's own detail is in English).

>>> Texts("pl")("stock: {n}", n=3)
'talon: 3'
>>> Texts("ru").rule("WS-8")
'Матч выигрывает тот, кто первым соберёт 4 жетона.'
>>> Texts("ru").count(21), Texts("pl").count(22), Texts("pl").count(12), Texts("en").count(1)
('21 костяшка', '22 kamienie', '12 kamieni', '1 tile')
>>> LANGUAGES
('en', 'pl', 'ru')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from gettext import NullTranslations

LANGUAGES: Final = ("en", "pl", "ru")
"""Every language, English (the source) first: a language is its catalog in ``locale/`` and its code here."""

SOURCE: Final = "en"
"""The language the code is written in: its texts are the message ids, and it has no catalog."""

LOCALE: Path = Path(__file__).with_name("locale")
"""Where the catalogs are (``<lang>.po``, compiled ``<lang>.mo`` and ``<lang>.json``)."""


def N_(text: str) -> str:
    """Marks ``text`` for the catalogs where it is only translated later (``texts(TABLE[key])``)."""
    return text


BOT_LEVELS: Final = {
    "beginner": N_("Beginner"),
    "casual": N_("Casual player"),
    "learner": N_("Learner"),
    "quick": N_("Club player, quick"),
    "club": N_("Club player"),
    "expert": N_("Expert"),
}
"""The bots' levels as players read them (#36 item 9), weakest first: the same words as the browser's
``LEVELS`` (static/js/i18n.js), one translation for both."""

LEARNER_ITERATIONS: Final = 50
"""Below this many iterations a move, ``ismcts`` still misses plain plays: a "Learner" (as the
browser's ``levelOf`` says)."""


def bot_level(spec: str) -> str | None:
    """The level (a key of :data:`BOT_LEVELS`) of a bot's spec, as the browser's ``levelOf`` finds it;
    ``None`` for a bot of no known level.

    >>> bot_level("random"), bot_level("ismcts"), bot_level("ismcts:iterations=300"), bot_level("x")
    ('beginner', 'club', 'quick', None)
    """
    name, _sep, params = (spec or "greedy").partition(":")
    if name == "random":
        return "beginner"
    if name == "greedy":
        return "casual"
    if name == "expert":
        return "expert"
    if name != "ismcts":
        return None
    if not params:
        return "club"
    iterations = re.search(r"(?:^|,)iterations=(\d+)", params)
    return "learner" if iterations and int(iterations[1]) < LEARNER_ITERATIONS else "quick"


COMMON_RULES: Final[dict[str, str]] = {
    "C-1": N_(
        "The double-six set (28 tiles) is used unless the variant allows double-nine or double-twelve; a tile is"
        " written a-b with a ≤ b."
    ),
    "C-2": N_("Seats are numbered 0 to n-1 and play passes to the left, to the next seat still in the deal."),
    "C-3": N_(
        "Shuffling and dealing use a seeded random generator: the same variant, options and seed give the same deals."
    ),
    "C-4": N_(
        "A player sees their own hand, the layout, how many tiles everyone holds and every public event, but never"
        " another player's hand or the stock."
    ),
    "C-5": N_("A player who has a legal play must make one: no voluntary pass, no voluntary draw."),
    "C-6": N_(
        "A player with no legal play draws from the stock one tile at a time until a drawn tile is playable or the"
        " stock is empty."
    ),
    "C-7": N_(
        "Only a player with no legal play passes (pass is then their one legal move); a player who can play may not"
        " pass."
    ),
    "C-8": N_("If every player still in the deal passes in succession, the deal is blocked and settled on pips."),
    "C-9": N_("A turn is one play or one pass, never more."),
}
"""The common rules (C) of RULES.md, each in one sentence (in English: ``Texts.rule`` translates); a
game's own rules are its class's ``rule_sentences``, in its module."""
NOTATION_RULE: Final[dict[str, str]] = {
    "N": N_(
        "A move is written a-b, a-b@E (E an end such as L, R, N, TL), a-b@cut:C:L, a-b@cut:C:R, a-b@cut:C, pass or"
        " steal:k-k."
    ),
}
"""The move notation (N), in one sentence."""


def rule_sentences() -> dict[str, str]:
    """Rule ID of RULES.md -> what the rule requires, in one sentence in English, in the rule book's
    order: the common rules, each registered game's (its class's ``rule_sentences``, in the
    registry's order), the notation. A game registered later brings its own."""
    from dominohall.variants import VARIANTS

    out = dict(COMMON_RULES)
    for cls in VARIANTS.values():
        for klass in reversed(cls.__mro__):  # a game that extends another has the other's rules too
            out.update(vars(klass).get("rule_sentences", {}))
    return out | NOTATION_RULE


def __getattr__(name: str) -> dict[str, str]:
    # ``RULES``, as it was a table here: every rule's sentence (:func:`rule_sentences`), made when read.
    if name == "RULES":
        return rule_sentences()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True, slots=True)
class Seat:
    """A field that names a seat: each side says it with its own label for the seat ("you", "Ala
    (you)", "seat 2 · bot: greedy"), which the phrase cannot know. JSON ``{"seat": n}``."""

    seat: int

    def json(self) -> dict[str, Any]:
        return {"seat": self.seat}


@dataclass(frozen=True, slots=True)
class Seats:
    """A field that names several seats, ``", "``-separated (``none`` for no seat); with ``values``
    each label is followed by its value (``Ala 3, Ola 0``: the pips left). JSON ``{"seats": [...]}``
    and ``values``."""

    seats: tuple[int, ...]
    values: tuple[object, ...] | None = None

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seats": list(self.seats)}
        if self.values is not None:
            out["values"] = list(self.values)
        return out


def _field_json(value: object) -> object:
    if isinstance(value, list | tuple):  # said item by item (Texts.say)
        return [_field_json(v) for v in value]
    return value.json() if isinstance(value, Phrase | Seat | Seats) else value


def _field_from_json(value: object) -> object:
    if isinstance(value, list):
        return [_field_from_json(v) for v in value]
    if not isinstance(value, Mapping):
        return value
    if "id" in value:
        return Phrase.from_json(value)
    if "seats" in value:
        values = value.get("values")
        return Seats(tuple(value["seats"]), None if values is None else tuple(values))
    return Seat(int(value["seat"]))


@dataclass(frozen=True, slots=True)
class Phrase:
    """A text for people not yet put into a language: its message id (the English text, with its
    context and English plural where it has them), its fields and the count that picks the plural.

    The terminal says it with :meth:`Texts.say`; the server can send :meth:`json` and the browser
    says it with the same catalog (``texts.say`` in ``static/js/i18n.js``), so that both word it
    alike. A field may itself be a phrase: it is said in the same language; a :class:`Seat` or
    :class:`Seats` field is said with the labels of whoever says it. A phrase about one seat's own
    doing names that ``seat`` and what it says to that seat itself (``own``: "You score {n}.", or the
    same English in the context "you", which Polish and Russian say in the second person); ``own``'s
    fields are added to the phrase's; a list (of phrases or values) is said item by item, joined by
    ", ". Make one with the class methods named as the gettext calls,
    which the catalogs' extraction reads:

    >>> drew = Phrase.pgettext("you", "{name}: drew {n}", name="ty", n=tiles(2, object_case=True))
    >>> Texts("pl").say(drew), Texts("ru").say(drew.json())
    ('ty: dobierasz 2 kamienie', 'ty: берёте из базара 2 костяшки')
    """

    id: str
    fields: Mapping[str, object] = field(default_factory=dict)
    context: str | None = None
    plural: str | None = None
    n: int | None = None
    """The count that picks the plural form (and the field ``n`` unless the fields name it)."""
    seat: int | None = None
    """The seat whose doing this tells: said to that seat, the phrase is ``own``."""
    own: Phrase | None = None

    def to(self, seat: int, own: Phrase) -> Phrase:
        """This phrase about ``seat``, which is told ``own`` instead (with this phrase's fields too)."""
        return replace(self, seat=seat, own=own)

    def told(self, me: int | None) -> Phrase:
        """The phrase as seat ``me`` is told it (``None``: a spectator, or a replay, told of everyone
        in the third person)."""
        if self.own is None or me is None or self.seat != me:
            return self
        return replace(self.own, fields={**self.fields, **self.own.fields})

    @classmethod
    def gettext(cls, text: str, /, **fields: object) -> Phrase:
        return cls(text, fields)

    @classmethod
    def pgettext(cls, context: str, text: str, /, **fields: object) -> Phrase:
        return cls(text, fields, context)

    @classmethod
    def ngettext(cls, singular: str, plural: str, n: int, /, **fields: object) -> Phrase:
        return cls(singular, fields, None, plural, n)

    @classmethod
    def npgettext(cls, context: str, singular: str, plural: str, n: int, /, **fields: object) -> Phrase:
        return cls(singular, fields, context, plural, n)

    def json(self) -> dict[str, Any]:
        """As JSON: ``{"id", "fields"}`` and ``context``, ``plural``, ``n`` where set; a field that
        is a phrase is its JSON."""
        out: dict[str, Any] = {
            "id": self.id,
            "fields": {k: _field_json(v) for k, v in self.fields.items()},
        }
        out.update(
            (k, v)
            for k, v in (("context", self.context), ("plural", self.plural), ("n", self.n), ("seat", self.seat))
            if v is not None
        )
        if self.own is not None:
            # what the seat is told differs mostly by its context alone: the same id and fields
            # are not sent twice (every log entry carries one)
            own = self.own.json()
            if own["id"] == self.id:
                del own["id"]
            if not own["fields"]:
                del own["fields"]
            out["own"] = own
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Phrase:
        fields = {k: _field_from_json(v) for k, v in data.get("fields", {}).items()}
        own = data.get("own")
        return cls(
            data["id"],
            fields,
            data.get("context"),
            data.get("plural"),
            data.get("n"),
            data.get("seat"),
            None if own is None else cls.from_json({"id": data["id"], **own}),
        )


def tiles(n: int, *, object_case: bool = False) -> Phrase:
    """``n`` tiles in the form that number takes (``1 tile``, ``2 kamienie``, ``5 костяшек``, ``21 костяшка``);
    ``object_case`` as the object of a verb (Russian ``берёт 1 костяшку``)."""
    if object_case:
        # TRANSLATORS: a count as the object of a verb ("takes 1 tile"): Russian "1 костяшку"
        return Phrase.npgettext("object", "{n} tile", "{n} tiles", n)
    return Phrase.ngettext("{n} tile", "{n} tiles", n)


Labels = Sequence[str] | Callable[[int], str]
"""How a side names the seats: a label by seat, or a function giving it."""

_CATALOGS: dict[tuple[Path, str], NullTranslations] = {}


def catalog(lang: str) -> NullTranslations:
    """The compiled catalog of ``lang``, read once (English, the source, needs none)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; the languages are {', '.join(LANGUAGES)}")
    key = (LOCALE, lang)
    if key not in _CATALOGS:
        import gettext  # only here: importing dominohall reads no catalog

        if lang == SOURCE:
            _CATALOGS[key] = gettext.NullTranslations()
        else:
            path = LOCALE / f"{lang}.mo"
            try:
                with path.open("rb") as mo:
                    _CATALOGS[key] = gettext.GNUTranslations(mo)
            except FileNotFoundError:
                raise RuntimeError(f"{path} is missing: python -m dominohall.catalogs compile makes it") from None
    return _CATALOGS[key]


def _filled(text: str, fields: Mapping[str, object]) -> str:
    return text.format_map(fields) if fields else text


class Texts:
    """The texts of one language: ``texts(english, **fields)``, and the other gettext calls."""

    def __init__(self, lang: str = SOURCE) -> None:
        self.catalog = catalog(lang)
        self.lang = lang

    def __call__(self, text: str, /, **fields: object) -> str:
        return _filled(self.catalog.gettext(text), fields)

    def pgettext(self, context: str, text: str, /, **fields: object) -> str:
        """``text`` in ``context``: where the same English needs another translation."""
        return _filled(self.catalog.pgettext(context, text), fields)

    def ngettext(self, singular: str, plural: str, n: int, /, **fields: object) -> str:
        """The form count ``n`` takes (the field ``n`` is ``n`` unless given)."""
        return _filled(self.catalog.ngettext(singular, plural, n), {"n": n, **fields})

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **fields: object) -> str:
        return _filled(self.catalog.npgettext(context, singular, plural, n), {"n": n, **fields})

    def say(self, phrase: Phrase | Mapping[str, Any], labels: Labels | None = None, me: int | None = None) -> str:
        """A :class:`Phrase` (or its JSON) in this language, as seat ``me`` is told it (its own doing
        in its own words: :meth:`Phrase.told`); ``labels`` names the seats of :class:`Seat` and
        :class:`Seats` fields (``seat {n}`` without)."""
        if not isinstance(phrase, Phrase):
            phrase = Phrase.from_json(phrase)
        phrase = phrase.told(me)
        fields = {k: self._field(v, labels, me) for k, v in phrase.fields.items()}
        c = phrase.context
        if phrase.plural is None:
            return _filled(self.catalog.pgettext(c, phrase.id) if c else self.catalog.gettext(phrase.id), fields)
        if phrase.n is None:
            raise ValueError(f"{phrase.id!r}: a plural needs its count n")
        n = phrase.n
        text = (
            self.catalog.npgettext(c, phrase.id, phrase.plural, n)
            if c
            else self.catalog.ngettext(phrase.id, phrase.plural, n)
        )
        return _filled(text, {"n": n, **fields})

    def _field(self, value: object, labels: Labels | None, me: int | None) -> object:
        match value:
            case Phrase():
                return self.say(value, labels, me)
            case Seat(seat=seat):
                return self._label(seat, labels)
            case Seats(seats=seats, values=None):
                return ", ".join(self._label(s, labels) for s in seats) or self("none")
            case Seats(seats=seats, values=tuple() as values):
                return ", ".join(f"{self._label(s, labels)} {v}" for s, v in zip(seats, values, strict=True))
            case list() | tuple():
                return ", ".join(str(self._field(v, labels, me)) for v in value)
        return value

    def _label(self, seat: int, labels: Labels | None) -> str:
        if labels is None:
            return self("seat {seat}", seat=seat)
        if callable(labels):
            return labels(seat)
        return labels[seat] if 0 <= seat < len(labels) else ""

    def count(self, n: int, *, object_case: bool = False) -> str:
        """``n`` tiles in words (:func:`tiles`).

        >>> Texts("ru").count(1, object_case=True), Texts("pl").count(5), Texts("en").count(1)
        ('1 костяшку', '5 kamieni', '1 tile')
        """
        return self.say(tiles(n, object_case=object_case))

    def rule(self, rule_id: str) -> str | None:
        """What rule ``rule_id`` of RULES.md requires, in one sentence (``None`` for an unknown ID)."""
        text = rule_sentences().get(rule_id)
        return None if text is None else self(text)

    def variant(self, name: str) -> str:
        """The name people know variant ``name`` by (its class's ``title``, translated)."""
        from dominohall.variants import VARIANTS

        return self(VARIANTS[name].title)

    def bot(self, spec: str) -> str:
        """A bot as the terminal names it beside a seat: its level as players read it, in this language
        (:func:`bot_level`, the browser's ``levelOf``: ``greedy`` is a "Casual player", ``ismcts`` a
        "Club player"); a bot of no known level as it was written.

        >>> Texts("pl").bot("greedy"), Texts("ru").bot("random"), Texts("en").bot("ismcts:seconds=1")
        ('Gracz niedzielny', 'Новичок', 'Club player, quick')
        >>> Texts("en").bot("ismcts:iterations=18"), Texts("en").bot("expert"), Texts("en").bot("mine")
        ('Learner', 'Expert', 'mine')
        """
        level = bot_level(spec)
        return self(BOT_LEVELS[level]) if level is not None else spec

    def command(self, word: str) -> str | None:
        """The command ``word`` names, in any of the languages (``None`` if none)."""
        return _words().commands.get(word.lower())

    def is_pass(self, word: str) -> bool:
        """Whether ``word`` is the pass, as a person may type it in any of the languages."""
        return word.lower() in _words().passes

    def is_yes(self, word: str) -> bool:
        """Whether ``word`` confirms, in any of the languages (``y``, ``tak``, ``да`` …)."""
        return word.lower() in _words().yes


_BROWSER: dict[tuple[Path, str], dict[str, Any]] = {}


def language_name(lang: str) -> str:
    """A language's name in itself (``Polski``), for a language picker."""
    # TRANSLATORS: the name of the language of this catalog, in that language (Polski, Русский)
    return Texts(lang).pgettext("language", "English")


def browser_catalog(lang: str) -> dict[str, Any]:
    """What ``GET /api/texts/{lang}`` serves: the compiled ``<lang>.json`` (the translations by
    message id and which plural form each CLDR category takes) and what the server words by
    identifier: each rule's sentence (``rules``), each variant's name (``variants``) and each
    language's name in itself (``languages``)."""
    from dominohall.variants import VARIANTS

    key = (LOCALE, lang)
    texts = Texts(lang)
    if key not in _BROWSER:
        import json

        data = json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))
        data["languages"] = {code: language_name(code) for code in LANGUAGES}
        _BROWSER[key] = data
    # The games' names and rules are read at every call, not kept: a game registered later
    # (dominohall.variants.register) is named too, and its rules said.
    return {
        **_BROWSER[key],
        "rules": {rule: texts(sentence) for rule, sentence in rule_sentences().items()},
        "variants": {name: texts(cls.title) for name, cls in VARIANTS.items()},
    }


def command_words(texts: Texts) -> dict[str, str]:
    """Each command of the terminal by the words it answers to in ``texts``' language (space-separated)."""
    # TRANSLATORS: the word a person types for a terminal command; several words may be given,
    # separated by spaces (the English ones always work too)
    return {
        "help": texts.pgettext("command", "help"),
        "rules": texts.pgettext("command", "rules"),
        "hint": texts.pgettext("command", "hint"),
        "undo": texts.pgettext("command", "undo"),
        "save": texts.pgettext("command", "save"),
        "auto": texts.pgettext("command", "auto"),
        "quit": texts.pgettext("command", "quit"),
    }


@dataclass(frozen=True)
class _Words:
    commands: dict[str, str]
    passes: frozenset[str]
    yes: frozenset[str]


_WORDS: dict[tuple[Path, tuple[str, ...]], _Words] = {}


def _words() -> _Words:
    """What a person may type, in every language at once (each language's words are understood in all)."""
    key = (LOCALE, LANGUAGES)
    if key not in _WORDS:
        commands, passes, yes = {"?": "help"}, set(), set()
        for lang in LANGUAGES:
            texts = Texts(lang)
            for name, words in command_words(texts).items():
                commands.update((w.lower(), name) for w in words.split())
            passes.add(texts("pass").lower())  # the pass as the list of moves shows it
            # TRANSLATORS: the answers that confirm a question such as "quit? (y/n)", separated by spaces
            yes.update(texts.pgettext("answer", "y yes").lower().split())
        _WORDS[key] = _Words(commands, frozenset(passes), frozenset(yes))
    return _WORDS[key]


__all__ = [
    "BOT_LEVELS",
    "COMMON_RULES",
    "LANGUAGES",
    "LEARNER_ITERATIONS",
    "LOCALE",
    "NOTATION_RULE",
    "N_",
    "SOURCE",
    "Labels",
    "Phrase",
    "Seat",
    "Seats",
    "Texts",
    "bot_level",
    "browser_catalog",
    "catalog",
    "command_words",
    "language_name",
    "rule_sentences",
    "tiles",
]
