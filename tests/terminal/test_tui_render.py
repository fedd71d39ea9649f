"""Snapshots of the terminal drawings (``dominohall.tui.render``) for tricky positions from explicit
deals, in ASCII and with Unicode domino faces. ``UPDATE_SNAPSHOTS=1 python -m pytest
tests/terminal/test_tui_render.py`` writes the snapshots anew (check the diff before committing them)."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import pytest
from helpers import deal_of, play_all, sausage_scenario_a

from dominohall import Deal, View
from dominohall.i18n import LANGUAGES, RULES, Texts
from dominohall.tui.render import Style, draw_layout, horizontal, layout_notes, screen, vertical_glyph
from dominohall.variants.maltese_cross import CrossLayout

SNAPSHOTS = Path(__file__).parent / "snapshots"


def check_snapshot(name: str, text: str) -> None:
    path = SNAPSHOTS / f"{name}.txt"
    if os.environ.get("UPDATE_SNAPSHOTS") == "1":
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"no snapshot {path.name}: run with UPDATE_SNAPSHOTS=1 to write it")
    assert text == path.read_text(encoding="utf-8"), f"drawing differs from {path.name}"


def drawing(d: Deal, width: int, uni: bool, seat: int = 0) -> str:
    view = View.of(d, seat)
    style = Style.choose(view, not uni, "utf-8", width)
    texts = Texts()
    return "\n".join([*draw_layout(view, style, texts), *layout_notes(view, texts)]) + "\n"


# ---- positions -------------------------------------------------------------------------------------


def tiles(text: str) -> list[str]:
    return text.split()


def sausage_two_cuts() -> Deal:
    """Three players (tests/engine/test_sausage.py, SA-8): a cut at 1|2 (left side taken), a player out,
    then a cut at 6|7 (right side taken): the cut tiles lie crosswise in columns 1 and 7, and column -2
    has a top tile only."""
    d = deal_of(
        "sausage",
        [
            ["1-1", "1-2", "2-2", "0-3", "3-4", "5-5", "0-6", "2-6", "4-6"],
            ["0-0", "0-1", "0-2", "1-3", "2-3", "0-4", "4-4", "1-5", "2-5"],
            ["3-3", "1-4", "0-5", "3-5", "4-5", "1-6", "3-6", "5-6", "6-6"],
        ],
        set_aside=["2-4"],
        leader=1,
    )
    play_all(
        d,
        "0-0 0-5@BL 0-6@BR 0-1@TR 3-6@BR 1-2@TR 0-4@TL 1-6@cut:1:L 2-6@BL 2-3@BR 1-4@TL 4-6@TL 0-2@TR "
        "pass 0-4@TR 2-5@BR 5-6@BR 2-2@BL 4-4@TR 4-5@TR 0-6@BR 1-5@TR 6-6@TL 0-1@BR 1-3@BR pass 0-5@cut:6:R",
    )
    return d


def snake_long() -> Deal:
    """White Snake, five players: 18 tiles from the head 1-1, doubles 5-5 and 3-3 on the way."""
    d = deal_of(
        "white-snake",
        [
            ["1-1", "1-2", "2-2", "2-4", "1-5"],
            ["0-0", "0-3", "1-4", "0-5", "2-5"],
            ["0-1", "0-4", "3-4", "5-5", "0-6"],
            ["2-3", "4-4", "3-5", "4-5", "3-6"],
            ["1-3", "3-3", "1-6", "4-6", "5-6"],
        ],
        stock=["6-6", "0-2", "2-6"],
    )
    play_all(
        d,
        "1-1 1-4 3-4 3-6 5-6 1-5 pass 0-1 pass pass pass 0-5 5-5 4-5 4-6 pass pass 0-6 pass pass pass 0-3 "
        "pass 3-5 pass pass 2-5 pass 2-3 3-3 pass pass pass pass 1-3",
    )
    return d


def cross_complete() -> Deal:
    """Maltese Cross (tests/engine/test_maltese_cross.py, MC-7): four arms, a double on each, free play,
    until seat 1 goes out."""
    d = deal_of(
        "maltese-cross",
        [
            ["0-0", "2-2", "0-3", "3-3", "0-5", "0-6", "4-6"],
            ["1-1", "2-3", "1-4", "3-4", "3-5", "3-6", "6-6"],
        ],
        stock=["0-1", "2-6", "0-2", "1-2", "1-5", "4-4", "5-5", "4-5", "1-6", "2-4", "1-3", "5-6", "2-5", "0-4"],
    )
    play_all(d, "6-6 4-6@S 3-6@E 0-6@W 2-6@N 2-2@N 4-4@S 0-0@W pass 3-3@E 2-3@E 0-5@W 2-5@W pass 0-4@S 0-3@S")
    return d


def twins_nine_long() -> Deal:
    """Twins with the double-nine set: a line of 24 tiles, nine of them doubles (no Unicode faces
    beyond 6: the Unicode drawing falls back to ASCII)."""
    d = deal_of(
        "twins",
        [
            ["0-6", "1-6", "3-6", "3-7", "0-8", "6-9", "7-9"],
            ["2-2", "1-3", "3-5", "6-6", "1-8", "4-8", "8-8"],
        ],
        stock=tiles(
            "2-9 8-9 6-8 3-8 5-5 0-9 2-4 3-9 4-5 4-7 1-1 4-4 2-3 0-1 5-6 1-5 0-3 0-2 1-4 0-5 "
            "2-6 2-8 5-8 2-5 7-8 0-0 5-7 2-7 1-2 1-9 0-4 1-7 0-7 6-7 3-3 3-4 7-7 9-9 4-6 5-9 4-9"
        ),
        options={"set": 9},
    )
    play_all(
        d,
        "8-8 0-8@R 4-8@L 4-4@L 1-4@L 1-1@L 1-8@L 8-9@L 0-0@R 0-9@R 9-9@R 7-9@R 7-7@R 4-7@R 3-4@R 6-9@L "
        "3-3@R 3-9@R 1-9@R 1-6@R 6-6@R 6-8@R 7-8@R 3-7@R",
    )
    return d


def block_line() -> Deal:
    """Block, double-six: seven tiles with doubles at both ends, drawn at a narrow width."""
    d = deal_of(
        "block",
        [
            ["0-0", "0-1", "1-2", "0-3", "0-4", "0-5", "5-6"],
            ["1-1", "2-2", "1-3", "3-3", "1-4", "1-5", "3-5"],
        ],
        stock=[],
    )
    play_all(d, "5-6 3-5@L 0-3@L pass 0-5@L 1-5@L 1-2@L 2-2@L")
    return d


CASES = {
    "sausage_two_cuts": (sausage_two_cuts, 80),
    "sausage_two_cuts_narrow": (sausage_two_cuts, 40),
    "snake_turns": (snake_long, 30),
    "cross_complete": (cross_complete, 80),
    "cross_too_wide": (cross_complete, 24),
    "line_wrapped_set9": (twins_nine_long, 60),
    "line_wrapped_set6": (block_line, 24),
}


@pytest.mark.parametrize("uni", [False, True], ids=["ascii", "unicode"])
@pytest.mark.parametrize("name", list(CASES))
def test_layout_snapshot(name: str, uni: bool) -> None:
    make, width = CASES[name]
    check_snapshot(f"{name}.{'unicode' if uni else 'ascii'}", drawing(make(), width, uni))


def test_screen_snapshot() -> None:
    """The whole screen of the seat to move: seats, standings, layout, hand with legal tiles marked,
    numbered moves (plays, and a cut with either side to take). Scenario A of tests/engine/test_sausage.py."""
    view = View.of(sausage_scenario_a(), 1)
    labels = ["seat 0 (greedy)", "you"]
    check_snapshot("screen_sausage.ascii", screen(view, labels, Style(False, 80), Texts()) + "\n")


def test_wrapped_rows_fit_the_width() -> None:
    for make, width in CASES.values():
        for line in drawing(make(), width, False).splitlines()[:-2]:
            assert len(line) <= width, line


def test_unicode_faces_exist_for_0_to_6_only() -> None:
    for a in range(7):
        for b in range(7):
            h, v = horizontal(a, b, True).strip(), vertical_glyph(a, b).strip()
            assert unicodedata.name(h) == f"DOMINO TILE HORIZONTAL-{a:02}-{b:02}"
            assert unicodedata.name(v) == f"DOMINO TILE VERTICAL-{a:02}-{b:02}"
    assert horizontal(3, 9, True) == "[3|9]"


def test_style_falls_back_to_ascii() -> None:
    view = View.of(cross_complete(), 0)
    assert Style.choose(view, False, "UTF-8", 80).unicode
    assert not Style.choose(view, True, "utf-8", 80).unicode  # --ascii
    assert not Style.choose(view, False, "ascii", 80).unicode  # the terminal cannot show them
    assert not Style.choose(view, False, "cp1252", 80).unicode
    assert not Style.choose(View.of(twins_nine_long(), 0), False, "utf-8", 80).unicode  # set 9


def test_every_rule_has_a_sentence_in_three_languages() -> None:
    """Every rule ID of RULES.md (the ``**X-n`` headings, and N for the notation) says what it requires
    in English, Polish and Russian, with the rule IDs it cites kept as they are."""
    import re
    from importlib import resources

    from dominohall.variants import VARIANTS

    text = resources.files("dominohall").joinpath("RULES.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*([A-Z]+-\d+) ", text, re.MULTILINE)
    # Every heading is found once, every rule cited anywhere is a heading, and the sections are the
    # common rules, each registered game's (in the registry's order) and the notation.
    assert len(ids) == len(set(ids)) and set(re.findall(r"\b([A-Z]{1,2}-\d+)\b", text)) == set(ids)
    prefixes = list(dict.fromkeys(cls.rule_prefix for cls in VARIANTS.values()))
    assert re.findall(r"^## ([A-Z]+) ", text, re.MULTILINE) == ["C", *prefixes, "N"]
    assert "## N — Move notation" in text
    for cls in VARIANTS.values():
        named = {cls.deal_rule, cls.score_rule, cls.match_rule, *(o.rule for o in cls.option_specs)}
        assert named <= set(ids) and {cls.first_rule, cls.redeal_rule} - {""} <= set(ids), cls.name
    assert set(RULES) == {*ids, "N"}
    for rule in RULES:
        sentences = [Texts(lang).rule(rule) for lang in LANGUAGES]
        assert all(s and s.endswith(".") for s in sentences), rule
        en, pl, ru = (s or "" for s in sentences)
        assert en == RULES[rule]
        assert len({en, pl, ru}) == 3, rule
        assert re.search("[ąćęłńóśźż]", pl, re.IGNORECASE) and re.search("[а-яё]", ru, re.IGNORECASE), rule
        cited = [set(re.findall(r"\b[A-Z]{1,2}-\d+\b", s)) for s in (en, pl, ru)]
        assert cited[0] == cited[1] == cited[2], rule
    assert Texts("en").rule("X-1") is None


# ---- compact drawings (a height to keep to: the full screen) ----------------------------------------
def compact(d: Deal, width: int, height: int, uni: bool = False) -> list[str]:
    view = View.of(d, 0)
    return draw_layout(view, Style(uni, width, height), Texts())


@pytest.mark.parametrize("uni", [False, True], ids=["ascii", "unicode"])
@pytest.mark.parametrize(("width", "height"), [(80, 20), (80, 9), (40, 9), (30, 6), (80, 5)])
def test_a_cross_within_a_height_keeps_the_spinner_and_every_arm_end(width: int, height: int, uni: bool) -> None:
    """The complete cross (arms of 2 to 4 tiles; 9 lines as it lies in ASCII) drawn within fewer
    lines: its shape with shorter arms, or (too small for that) one line per arm; either way within
    the height and the width, with the spinner, each arm's outer tile and a mark of the tiles left
    out."""
    d = cross_complete()
    lines = compact(d, width, height, uni)
    assert len(lines) <= height and all(len(line) <= width for line in lines), lines
    text = "\n".join(lines)
    full = compact(d, width, 0, uni)
    if full[0].strip() == "N" and len(full) <= height and all(len(line) <= width for line in full):
        assert lines == full  # the cross as it lies fits: drawn whole
        return
    layout = View.of(d, 0).layout
    assert isinstance(layout, CrossLayout) and layout.spinner is not None
    assert (vertical_glyph(6, 6).strip() if uni else "{6|6}") in text
    shape = lines[0].strip() == "N"
    for arm, tiles_ in layout.arms.items():
        p = tiles_[-1]  # the outer tile: N 2-2 (a double), E 3-2, S 0-3, W 0-5 ... drawn as its arm has it
        if not shape:  # the listing: each arm from the spinner outwards, its tiles lengthwise
            face = horizontal(p.first, p.second, uni)
        elif p.is_double:
            face = (
                horizontal(p.first, p.first, uni)
                if arm in "NS"
                else (vertical_glyph(p.first, p.first) if uni else f"[{p.first}/{p.first}]")
            )
        elif arm in "NS":
            top, bottom = (p.second, p.first) if arm == "N" else (p.first, p.second)
            face = vertical_glyph(top, bottom) if uni else f"[{top}/{bottom}]"  # each tile on one line
        else:
            face = horizontal(*((p.second, p.first) if arm == "W" else (p.first, p.second)), uni)
        assert face.strip() in text, (arm, face, text)


def test_a_cross_in_the_shape_with_shorter_arms() -> None:
    """At 80 columns and 7 lines the cross keeps its shape: S (four tiles, four lines in ASCII: each
    tile on one line) gives up its inner tiles first, and the mark says how many."""
    lines = compact(cross_complete(), 80, 7)
    assert lines[0].strip() == "N" and lines[-1].strip() == "S" and len(lines) <= 7, lines
    text = "\n".join(lines)
    assert "W [2|5][5|0][0/0][0|6]{6|6}[6|3][3/3][3|2] E" in text  # E and W fit the width: whole
    assert "..+" in text and "[0/3]" in text  # S's outer tile 0-3 stands as [0/3], 0 over 3


def test_a_line_within_a_height_keeps_both_ends() -> None:
    """The double-nine Twins line (24 tiles, five lines at 60 columns) in two lines: its first and
    last tiles, and a mark for the middle."""
    d = twins_nine_long()
    full = compact(d, 60, 0)
    lines = compact(d, 60, 2)
    assert len(full) > 2 and len(lines) <= 2, lines
    text = "\n".join(lines)
    # (its crosswise doubles take one line each: the second line is a row of its own, ending in R)
    assert text.startswith("L [6|9][9|8]") and text.endswith("[8|7][7|3] R") and re.search(r"\.\.\+\d+\.\.", text)


def test_a_snake_within_a_height_keeps_its_free_end() -> None:
    d = snake_long()
    lines = compact(d, 30, 3)
    assert len(lines) <= 3 and all(len(line) <= 30 for line in lines), lines
    text = "\n".join(lines)
    # the tiles left out marked, then the tail, with the free end 1 (a crosswise double takes one line)
    assert text.lstrip().startswith("..+9..[5|4]") and lines[-1].lstrip().startswith("[1|3]"), text


def test_a_sausage_within_a_height_keeps_its_end_columns() -> None:
    d = sausage_two_cuts()
    full = compact(d, 40, 0)
    lines = compact(d, 40, 4)
    assert len(full) > 4 and len(lines) <= 4 and all(len(line) <= 40 for line in lines), (full, lines)
    numbers = [n for line in full if line.startswith("col") for n in line.split()[1:]]
    assert lines[0].split()[1] == numbers[0] and lines[0].split()[-1] == numbers[-1] and ".." in lines[0]
    assert lines[1].startswith("TL") and lines[1].endswith("TR") and lines[-1].startswith("BL")


def test_compact_notes_for_the_cuts() -> None:
    view = View.of(sausage_two_cuts(), 0)
    full = layout_notes(view, Texts())
    short = layout_notes(view, Texts(), compact=True)
    assert len(short[-1]) < len(full[-1]) and short[-1].startswith("cuts (hands over L/R): ")
    for lang in LANGUAGES:
        assert all("{" not in note for note in layout_notes(view, Texts(lang), compact=True))
