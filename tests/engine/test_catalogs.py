"""The translation catalogs (``dominohall/locale``): complete, current with the code, plural forms by
CLDR, and a checker that names what is wrong (an untranslated, fuzzy or field-mismatched entry, a
text new in the code or gone from it, a stale compiled file). Babel is needed here (the ``test``
extra), never to play or serve."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("babel", reason="the catalogs are checked with Babel (the test extra)")

from babel import Locale
from babel.messages.pofile import read_po, write_po

from dominohall import catalogs, i18n
from dominohall.i18n import LANGUAGES, LOCALE, Phrase, Texts, tiles

SRC = Path(i18n.__file__).resolve().parent


def test_the_catalogs_are_complete_and_current() -> None:
    """Every text of the code is in every catalog, translated, not fuzzy, with the English's fields;
    the template and the compiled .mo and .json files are what the code and the .po files make.
    On failure: ``python -m dominohall.catalogs update``, translate, ``… compile``."""
    assert catalogs.problems(LOCALE) == []
    template = catalogs._read(LOCALE / "dominohall.pot")
    assert len([m for m in template if m.id]) > 400
    for lang in LANGUAGES[1:]:
        assert catalogs.main(["check"]) == 0, lang


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale)
    return locale


def _edit(path: Path, change: object) -> None:
    with path.open("rb") as f:
        catalog = read_po(f, locale=path.stem)
    change(catalog)  # type: ignore[operator]
    with path.open("wb") as f:
        write_po(f, catalog, width=100, include_lineno=False)


def test_the_check_names_an_untranslated_fuzzy_or_mismatched_entry(copy: Path) -> None:
    def spoil(catalog: object) -> None:
        catalog["stock: {n}"].string = ""  # type: ignore[index]
        catalog["Hello!"].flags.add("fuzzy")  # type: ignore[index]
        catalog["You do not hold {tile}."].string = "Nie masz kamienia {kamien}."  # type: ignore[index]
        catalog.get("{n} tile", "object").string = ("{n} kamień", "{n} kamienie", "kamieni")  # type: ignore[attr-defined]

    _edit(copy / "pl.po", spoil)
    found = catalogs.problems(copy)
    assert any("'stock: {n}' is not translated" in p for p in found), found
    assert any("'Hello!' is fuzzy" in p for p in found), found
    assert any("'You do not hold {tile}.' has the fields ['kamien'], the English ['tile']" in p for p in found), found
    assert any("'{n} tile (context object)' form 2 has the fields []" in p for p in found), found
    assert all(p.startswith("pl.po: ") for p in found), found


def test_the_check_names_a_catalog_out_of_date_with_the_code(copy: Path) -> None:
    """A text new in the code (here: taken out of the catalog) or gone from it (a stray entry), and
    a compiled file that is not the .po's, each fail the check with the command that mends it."""

    def stale(catalog: object) -> None:
        del catalog["Hello!"]  # type: ignore[attr-defined]
        catalog.add("a text no code says", "tekst")  # type: ignore[attr-defined]

    _edit(copy / "ru.po", stale)
    found = catalogs.problems(copy)
    assert "ru.po: 'Hello!' (context None) is new in the code: python -m dominohall.catalogs update" in found
    assert (
        "ru.po: 'a text no code says' (context None) is gone from the code: python -m dominohall.catalogs update"
        in found
    )
    # update mends it: the stray text goes, the new one comes in to be translated: untranslated, never
    # a fuzzy guess from a similar text (issue 37 item 7: "All Fives" came as "All lessons")
    catalogs.update(copy)
    found = catalogs.problems(copy)
    assert found == ["ru.po: 'Hello!' is not translated"], found
    assert not any(m.fuzzy for m in catalogs._read(copy / "ru.po", "ru") if m.id), "update made a fuzzy entry"
    # a .po changed without compiling
    shutil.copy(LOCALE / "ru.po", copy / "ru.po")
    _edit(copy / "ru.po", lambda c: setattr(c["Hello!"], "string", "Здравствуйте!"))
    assert catalogs.problems(copy) == [
        "ru.mo is not current: python -m dominohall.catalogs compile",
        "ru.json is not current: python -m dominohall.catalogs compile",
    ]
    assert catalogs.compile_all(copy) == [copy / "ru.mo", copy / "ru.json"] and catalogs.problems(copy) == []


# ---- what the extraction reads ------------------------------------------------------------------------
LITERAL = r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
CALL = re.compile(r"\b(t|texts|N_|gettext|pgettext|ngettext|npgettext)\(\s*" + LITERAL + r"(?:\s*,\s*" + LITERAL + ")?")
"""A call with a text written out (with a context first for pgettext and npgettext)."""
CONTINUED = re.compile(r"""\s*\n\s*["']""")
"""A text continued on the next line: the pattern sees its first piece only."""
COMMENT = re.compile(r"^\s*(?://|#|\*|/\*\*).*$", re.MULTILINE)


def _sources() -> dict[Path, str]:
    files = [*SRC.rglob("*.py"), *(SRC / "server" / "static" / "js").glob("*.js")]
    return {p: COMMENT.sub("", p.read_text(encoding="utf-8")) for p in files if p.name != "catalogs.py"}


def test_the_extraction_reads_every_text_the_code_says() -> None:
    """Babel's extraction misses a text silently where the code hides it (inside an f-string, behind
    an expression): each call with a text written out, found here by a plain pattern, is in the
    template, and no text is put together at run time (``t(`variant.${…}`)``, ``t(f"…")``)."""
    template = catalogs._entries(catalogs.extract())
    ids = {msgid for _ctx, msgid in template}
    missed = []
    for path, text in _sources().items():
        for found in CALL.finditer(text):
            group = 3 if found.group(1) in ("pgettext", "npgettext") else 2
            if found.group(group) is None or CONTINUED.match(text, found.end(group)):
                continue
            if ast.literal_eval(found.group(group)) not in ids:
                missed.append(f"{path.name}: {found.group(group)}")
        assert not re.search(r"""\b(?:t|texts|N_|pgettext)\(\s*(?:`[^`]*\$\{|f["'])""", text), path.name
    assert not missed, missed
    # the families the code keeps in tables are all there
    for msgid in ("phase: the arms (MC-3)", "north arm", "between deals", "Teams of two", "Your move, please"):
        assert msgid in ids
    assert {
        (None, "{n} tile"),
        ("object", "{n} tile"),
        ("you", "{name}: played {move}"),
        ("end", "left"),
    } <= template.keys()
    # a page's data-i18n English
    assert "Create the table" in ids and "move in the notation" in ids


# ---- plurals ----------------------------------------------------------------------------------------
def old_plural_form(lang: str, n: int) -> str:
    """The hand-written rule the catalogs replaced (i18n.py before them): which of the three forms."""
    if lang == "en":
        return "tile" if n == 1 else "tiles"
    if n == 1:
        return "tile"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "tiles"
    if lang == "ru" and n % 10 == 1 and n % 100 != 11:
        return "tile"
    return "tiles_many"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_are_cldrs_and_read_as_before(lang: str) -> None:
    """The catalog's Plural-Forms (evaluated by the standard library's gettext) picks, for every n
    in 0…1000, the form that CLDR's category for n takes in the browser's catalog (what
    Intl.PluralRules picks there: tests/browser/test_catalog_in_the_browser.py), and the same
    words as the rules written by hand before."""
    browser = i18n.browser_catalog(lang)
    cldr = Locale.parse(lang).plural_form
    forms = {"tile": 0, "tiles": 1, "tiles_many": 2}
    # English, the source, has no catalog: its rule is gettext's own (n != 1)
    plural = getattr(i18n.catalog(lang), "plural", lambda n: int(n != 1))
    for n in range(1001):
        index = plural(n)
        assert browser["plural"][cldr(n)] == index, (lang, n)
        assert index == forms[old_plural_form(lang, n)], (lang, n)
    texts = Texts(lang)
    assert [texts.count(n) for n in (1, 2, 5, 21, 22)] == {
        "en": ["1 tile", "2 tiles", "5 tiles", "21 tiles", "22 tiles"],
        "pl": ["1 kamień", "2 kamienie", "5 kamieni", "21 kamieni", "22 kamienie"],
        "ru": ["1 костяшка", "2 костяшки", "5 костяшек", "21 костяшка", "22 костяшки"],
    }[lang]


def test_the_person_s_own_events_are_in_the_second_person() -> None:
    """The log says "kładziesz", "берёте" for the person's own moves: each text in the context
    "you" differs from the same English without it in Polish and Russian."""
    template = catalogs._entries(catalogs._read(LOCALE / "dominohall.pot"))
    own = sorted(msgid for ctx, msgid in template if ctx == "you")
    assert len(own) == 8  # the seven of the moves, and a play that scores (a "score" event)
    for lang in ("pl", "ru"):
        texts = Texts(lang)
        for msgid in own:
            # Russian's "костяшек больше нет" has no verb that changes with the person
            if (lang, msgid) != ("ru", "{name}: no tiles left"):
                assert texts.pgettext("you", msgid) != texts(msgid), (lang, msgid)
        assert texts("{name}: leading") != texts("{name}: leads"), lang
    assert Texts("pl").pgettext("you", "{name}: played {move}", name="ty", move="2-2") == "ty: kładziesz 2-2"


# ---- the API ----------------------------------------------------------------------------------------
def test_a_phrase_is_said_from_its_json_as_from_itself() -> None:
    """What the server will send the browser (a message id, fields, a count): said in the same words
    as the terminal says it, a field that is itself a phrase included."""
    phrase = Phrase.gettext("deal over ({rule}, {ending})", rule="SA-9", ending=Phrase.gettext("block"))
    drew = Phrase.pgettext("you", "{name}: drew {n}", name="вы", n=tiles(21, object_case=True))
    for lang in LANGUAGES:
        texts = Texts(lang)
        for p in (phrase, drew, tiles(3), Phrase.npgettext("object", "{n} tile", "{n} tiles", 5)):
            assert texts.say(p.json()) == texts.say(p)
    assert Texts("ru").say(phrase) == "раздача окончена (SA-9, рыба)"
    assert Texts("ru").say(drew) == "вы: берёте из базара 21 костяшку"
    assert Phrase.from_json(drew.json()) == drew
    with pytest.raises(ValueError, match="needs its count"):
        Texts("pl").say({"id": "{n} tile", "plural": "{n} tiles"})


def test_commands_and_answers_in_every_language() -> None:
    texts = Texts("en")
    assert [texts.command(w) for w in ("cofnij", "undo", "помощь", "?", "podpowiedź", "авто", "nope")] == [
        "undo",
        "undo",
        "help",
        "help",
        "hint",
        "auto",
        None,
    ]
    assert all(texts.is_yes(w) for w in ("y", "YES", "t", "tak", "д", "да")) and not texts.is_yes("n")
    assert all(texts.is_pass(w) for w in ("pass", "pas", "ПАС")) and not texts.is_pass("pa")
    with pytest.raises(ValueError, match="the languages are en, pl, ru"):
        Texts("fr")
