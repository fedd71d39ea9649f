"""The translation catalogs: extract the texts from the code, update the catalogs, compile them, check.

    python -m dominohall.catalogs update     # the template and every catalog from the code
    python -m dominohall.catalogs compile    # <lang>.mo (Python) and <lang>.json (the browser)
    python -m dominohall.catalogs check      # what a test checks too: exits 1 naming each problem
    python -m dominohall.catalogs init LANG  # a new language's catalog, from the template

The texts are the English message ids in the code (:mod:`dominohall.i18n`): the Python of
``src/dominohall``, the browser's JavaScript and the ``data-i18n`` attributes of its pages.
``locale/dominohall.pot`` is the template; ``locale/<lang>.po`` the catalog of each language of
:data:`dominohall.i18n.LANGUAGES` but English (the source). Compiling writes ``<lang>.mo``, which
:class:`dominohall.i18n.Texts` reads with the standard library, and ``<lang>.json`` for the browser:
the translations by message id (``context + "\\x04" + id`` where there is a context; a list of
forms for a plural) and which form each CLDR plural category takes (``Intl.PluralRules``).

This needs Babel (the ``test`` or ``i18n`` extra); playing and serving don't.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from dominohall import i18n

PACKAGE = Path(__file__).resolve().parent
"""What is extracted: the package (``src/dominohall``)."""
DOMAIN = "dominohall"
KEYWORDS = {**DEFAULT_KEYWORDS, "t": None, "texts": None}
"""The calls whose first argument is a text: gettext's (``pgettext``, ``ngettext``, ``N_`` …),
``texts(…)`` in Python and ``t(…)`` in JavaScript."""
COMMENT_TAG = "TRANSLATORS:"
"""A comment starting so, just above a text, goes into the catalogs for the translators."""
FIELD = re.compile(r"\{(\w*)[^{}]*\}")
"""A field of a text (``{name}``, ``{n}``)."""
PLURAL_SAMPLES = range(1001)
UPDATE = "python -m dominohall.catalogs update"
"""The counts on which a catalog's Plural-Forms and CLDR's categories are matched."""


def extract_html(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """The texts of a page: the English in its ``data-i18n``, ``data-i18n-aria`` and
    ``data-i18n-placeholder`` attributes (``static/js/i18n.js`` translatePage puts them in)."""
    import html

    text = fileobj.read().decode("utf-8")
    for found in re.finditer(r'data-i18n(?:-aria|-placeholder)?="([^"]*)"', text):
        yield text.count("\n", 0, found.start()) + 1, "gettext", html.unescape(found.group(1)), []


METHODS: list[tuple[str, Any]] = [
    ("**/static/**.js", "javascript"),
    ("**/static/**.html", extract_html),
    ("catalogs.py", "ignore"),
    ("**.py", "python"),
]


def _key(message: Message) -> tuple[str | None, str]:
    return message.context, _texts(message.id)[0]


def extract(package: Path = PACKAGE) -> Catalog:
    """Every text of the code, as a template (file names without line numbers, which would change
    on every edit)."""
    catalog = Catalog(project=DOMAIN, version="0.1.0", charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        package,
        METHODS,
        # the calls inside a template string's ${…} too
        options_map={"**/static/**.js": {"parse_template_string": "yes"}},
        keywords=KEYWORDS,
        comment_tags=(COMMENT_TAG,),
        strip_comment_tags=True,
    )
    for filename, _lineno, text, comments, context in found:
        where = f"{package.name}/{Path(filename).as_posix()}"
        existing = catalog.get(text if isinstance(text, str) else text[0], context)
        if existing is not None and existing.pluralizable != (not isinstance(text, str)):
            raise SystemExit(f"{where}: {text!r} is used both with and without a plural")
        # file names only: a line number would change the template on every edit
        catalog.add(text, None, [(where, None)], auto_comments=comments, context=context)  # type: ignore[list-item]
    for message in catalog:
        # one location per file (a text used many times in a file names it once)
        message.locations = sorted(set(message.locations), key=lambda loc: loc[0])
    return catalog


def _entries(catalog: Catalog) -> dict[tuple[str | None, str], Any]:
    return {_key(m): m.id for m in catalog if m.id}


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True, include_previous=True)
    # without Babel's version, so that another release of Babel rewrites nothing
    return re.sub(rb'"Generated-By: Babel [^"\\]*\\n"', lambda _: rb'"Generated-By: Babel\n"', out.getvalue())


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale, domain=DOMAIN)


def template(locale: Path) -> Catalog:
    """The template as the code has it now: the one on disk where nothing changed (so that its
    date stays), else a fresh extraction."""
    fresh = extract()
    path = locale / f"{DOMAIN}.pot"
    if path.is_file():
        old = _read(path)
        same = _entries(old) == _entries(fresh) and all(
            (m.auto_comments, m.locations) == (o.auto_comments, o.locations)
            for m in fresh
            if m.id and (o := old.get(m.id, m.context)) is not None
        )
        if same:
            return old
    return fresh


def languages() -> list[str]:
    """The languages that have a catalog (every one but the source)."""
    return [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]


def update(locale: Path) -> list[Path]:
    """Writes the template and brings every catalog up to it (new texts empty, texts gone from the
    code dropped); returns the files changed. No fuzzy matching: Babel's guess from a similar text
    was as often wrong as right ("All Fives" came in Polish as "All lessons"), and a translation that
    looks done is not looked at; a changed English is a new text, empty, for the translator."""
    changed = []
    pot = template(locale)
    path = locale / f"{DOMAIN}.pot"
    if _write(path, _po_bytes(pot)):
        changed.append(path)
    for lang in languages():
        path = locale / f"{lang}.po"
        catalog = _read(path, lang)
        catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False, update_creation_date=False)
        if _write(path, _po_bytes(catalog)):
            changed.append(path)
    return changed


def init(locale: Path, lang: str) -> Path:
    """A new, empty catalog for ``lang`` (its plural forms from CLDR), from the template."""
    path = locale / f"{lang}.po"
    if path.exists():
        raise SystemExit(f"{path} exists already")
    pot = _read(locale / f"{DOMAIN}.pot")
    catalog = Catalog(locale=lang, domain=DOMAIN, project=DOMAIN, version="0.1.0", charset="utf-8", fuzzy=False)
    catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
    _write(path, _po_bytes(catalog))
    return path


def plural_categories(lang: str, plural_expr: str) -> dict[str, int]:
    """Which form of the catalog each CLDR plural category of ``lang`` takes (what the browser
    looks up with ``Intl.PluralRules``), checked to agree with the catalog's Plural-Forms on
    :data:`PLURAL_SAMPLES`."""
    import gettext

    form = gettext.c2py(plural_expr)
    cldr = Locale.parse(lang).plural_form
    categories: dict[str, int] = {}
    for n in PLURAL_SAMPLES:
        category, index = cldr(n), form(n)
        if categories.setdefault(category, index) != index:
            raise SystemExit(f"{lang}: Plural-Forms ({plural_expr}) and CLDR disagree at n = {n} ({category})")
    return categories


def browser_catalog(lang: str, catalog: Catalog | None) -> dict[str, Any]:
    """The browser's catalog of ``lang``: ``{"lang", "plural", "messages"}``."""
    expr = catalog.plural_expr if catalog is not None else get_plural(lang).plural_expr
    messages: dict[str, str | list[str]] = {}
    for m in catalog or ():
        if not m.id or m.fuzzy or not translated(m):
            continue
        context, msgid = _key(m)
        key = msgid if context is None else f"{context}\x04{msgid}"
        forms = _texts(m.string)
        messages[key] = forms if m.pluralizable else forms[0]
    return {"lang": lang, "plural": plural_categories(lang, expr), "messages": messages}


def _json_bytes(data: Mapping[str, Any]) -> bytes:
    return (json.dumps(data, ensure_ascii=False, sort_keys=True, indent=0) + "\n").encode("utf-8")


def compiled(locale: Path) -> dict[Path, bytes]:
    """Every compiled file and what it should hold."""
    out = {locale / f"{i18n.SOURCE}.json": _json_bytes(browser_catalog(i18n.SOURCE, None))}
    for lang in languages():
        catalog = _read(locale / f"{lang}.po", lang)
        mo = io.BytesIO()
        write_mo(mo, catalog, use_fuzzy=False)
        out[locale / f"{lang}.mo"] = mo.getvalue()
        out[locale / f"{lang}.json"] = _json_bytes(browser_catalog(lang, catalog))
    return out


def compile_all(locale: Path) -> list[Path]:
    """Writes the compiled files that are not current; returns them."""
    return [path for path, data in compiled(locale).items() if not current(path, data) and _write(path, data)]


def current(path: Path, data: bytes) -> bool:
    """Whether ``path`` holds ``data``: for a ``.mo``, the same translations and Plural-Forms (its
    header, which names the Babel that wrote it, aside)."""
    if not path.is_file():
        return False
    if path.suffix != ".mo":
        return path.read_bytes() == data
    import gettext

    def meaning(mo: bytes) -> tuple[object, ...]:
        translations = gettext.GNUTranslations(io.BytesIO(mo))
        entries = {k: v for k, v in translations._catalog.items() if k != ""}  # type: ignore[attr-defined]
        plural = translations.plural  # type: ignore[attr-defined]
        return entries, [plural(n) for n in PLURAL_SAMPLES]

    return meaning(path.read_bytes()) == meaning(data)


def _write(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def fields(text: str) -> set[str]:
    """The names of the fields of a text."""
    return set(FIELD.findall(text))


def _texts(value: object) -> list[str]:
    """A message's id or string as a list: its one text, or its plural forms."""
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def translated(message: Message) -> bool:
    forms = _texts(message.string)
    return bool(forms) and all(forms)


def entry_problems(message: Message, nplurals: int) -> Iterator[str]:
    """What is wrong with one entry of a catalog: untranslated, fuzzy, fields unlike the English."""
    context, msgid = _key(message)
    name = msgid if context is None else f"{msgid} (context {context})"
    if message.fuzzy:
        yield f"{name!r} is fuzzy: check the translation, then drop the fuzzy flag"
    if not translated(message):
        yield f"{name!r} is not translated"
        return
    english = set().union(*(fields(text) for text in _texts(message.id)))
    forms = _texts(message.string)
    if message.pluralizable and len(forms) != nplurals:
        yield f"{name!r} has {len(forms)} forms, the language {nplurals}"
    for i, form in enumerate(forms):
        if fields(form) != english:
            which = f" form {i}" if message.pluralizable else ""
            yield f"{name!r}{which} has the fields {sorted(fields(form))}, the English {sorted(english)}"


def problems(locale: Path) -> list[str]:
    """Everything that keeps the catalogs from being complete and current, in words."""
    out = []
    fresh = _entries(extract())
    pot_path = locale / f"{DOMAIN}.pot"
    if not pot_path.is_file() or _entries(_read(pot_path)) != fresh:
        out.append(f"{pot_path.name} is not the code's texts: python -m dominohall.catalogs update")
    for lang in languages():
        path = locale / f"{lang}.po"
        if not path.is_file():
            out.append(f"{path.name} is missing: python -m dominohall.catalogs init {lang}")
            continue
        catalog = _read(path, lang)
        have = _entries(catalog)
        for key in sorted(fresh.keys() - have.keys(), key=str):
            out.append(f"{path.name}: {key[1]!r} (context {key[0]}) is new in the code: {UPDATE}")
        for key in sorted(have.keys() - fresh.keys(), key=str):
            out.append(f"{path.name}: {key[1]!r} (context {key[0]}) is gone from the code: {UPDATE}")
        for key in sorted(k for k in fresh.keys() & have.keys() if fresh[k] != have[k]):
            out.append(f"{path.name}: {key[1]!r} changed its plural: python -m dominohall.catalogs update")
        expected = get_plural(lang)
        if (catalog.num_plurals, catalog.plural_expr) != (expected.num_plurals, expected.plural_expr):
            out.append(f"{path.name}: Plural-Forms is not CLDR's for {lang} ({expected.plural_forms})")
        out += [f"{path.name}: {p}" for m in catalog if m.id for p in entry_problems(m, catalog.num_plurals)]
    if not out:
        stale = [path for path, data in compiled(locale).items() if not current(path, data)]
        out += [f"{path.name} is not current: python -m dominohall.catalogs compile" for path in stale]
    return out


def pseudo(locale: Path, lang: str, wrap: str = "⟦{}⟧") -> Path:
    """A pseudo-translation of every text of the template into ``lang`` (each text wrapped, its
    fields kept): shows that a new language needs only its catalog (and its code in LANGUAGES)."""
    path = init(locale, lang)
    catalog = _read(path, lang)
    for m in catalog:
        if m.id:
            m.string = (
                # the singular for the first form, unless it leaves out a field the plural has ("your
                # time ran out" beside "… {n} times"): every form must carry the English fields (check)
                tuple(
                    wrap.format(m.id[0 if i == 0 and fields(m.id[0]) == fields(m.id[1]) else 1])
                    for i in range(catalog.num_plurals)
                )
                if m.pluralizable
                else wrap.format(m.id)
            )
    catalog.revision_date = datetime(2000, 1, 1, tzinfo=UTC)
    _write(path, _po_bytes(catalog))
    return path


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dominohall.catalogs", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["update", "compile", "check", "init"])
    parser.add_argument("lang", nargs="?", help="the new language (init)")
    parser.add_argument("--locale", type=Path, default=i18n.LOCALE, help="the catalogs' folder")
    args = parser.parse_args(None if argv is None else list(argv))
    if args.command == "init":
        if not args.lang:
            parser.error("init needs the language's code (as CLDR names it: uk, de, pt_BR)")
        path = init(args.locale, args.lang)
        print(f"{path}: translate it, add {args.lang!r} to LANGUAGES in dominohall/i18n.py, then compile")
        return 0
    if args.command == "update":
        changed = update(args.locale)
    elif args.command == "compile":
        changed = compile_all(args.locale)
    else:
        found = problems(args.locale)
        print("\n".join(found) or "the catalogs are complete and current")
        return 1 if found else 0
    print("\n".join(f"wrote {path}" for path in changed) or "nothing changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
