"""``dominohall learn``: every lesson played through to its end in the full screen by Textual's pilot
(typing each step's move, Enter to go on, then the practice deal by its hints) and in the line mode;
a refused move in the game's own words; ``--json`` (each step's rules, record, accepted moves and
texts) and the command's errors. Screens are saved as text under ``tests/artifacts/learn/``."""

from __future__ import annotations

import asyncio
import io
import json
import re
from pathlib import Path

import pytest

from dominohall import cli
from dominohall.i18n import Texts
from dominohall.lessons import LESSONS, lesson
from dominohall.record import loads
from dominohall.tui.learn import LessonRun, learn_plain

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "learn"
HINT = re.compile(r"^(?:hint|podpowiedź|подсказка): (\d+)\) ", re.M)
"""A hint's move: its number in the list of moves (the hint says the move in words, #36 item 15)."""


def plain_answers(variant: str, lang: str) -> tuple[list[str], str]:
    """Play a lesson in the line mode, answering each step with its first accepted move and each
    practice turn with the hint shown; returns what was asked and everything said."""
    les = lesson(variant)
    out = io.StringIO()
    texts = Texts(lang)
    asked: list[str] = []
    steps = iter([m for s in les.steps for m in (s.accepts[0], "")])

    def read(prompt: str) -> str:
        said = out.getvalue()
        if texts("A short deal against a gentle bot: the hint for each of your turns is shown.") in said:
            hints = HINT.findall(said)
            answer = hints[-1] if hints else "quit"
        else:
            answer = next(steps)
        asked.append(answer)
        return answer

    assert learn_plain(variant, lang=lang, read=read, write=out.write, width=80, ascii_only=True) == 0
    return asked, out.getvalue()


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_lesson_is_played_to_its_end_in_the_line_mode(variant: str) -> None:
    texts = Texts("en")
    asked, said = plain_answers(variant, "en")
    les = lesson(variant)
    assert asked[: 2 * len(les.steps)] == [m for s in les.steps for m in (s.accepts[0], "")]
    for step in les.steps:
        assert texts.say(step.title) in said and texts("Task: {task}", task=texts.say(step.task)) in said
    assert said.count(texts("Enter: go on")) == len(les.steps)
    assert texts("Play a whole game: dominohall play {name}", name=variant) in said
    assert "not allowed:" not in said  # every answer was accepted: the hints are legal moves


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_a_lesson_in_polish_and_russian_in_the_line_mode(lang: str) -> None:
    texts = Texts(lang)
    asked, said = plain_answers("sausage", lang)
    assert len(asked) > 2 * len(lesson("sausage").steps)  # the steps, then the practice deal's moves
    for step in lesson("sausage").steps:
        assert texts.say(step.title) in said
    assert texts("Play a whole game: dominohall play {name}", name="sausage") in said
    # the hints say the move in words, with its number in the list, never the notation (#36 item 15)
    hints = re.findall(rf"^{re.escape(texts('hint: {move}', move=''))}.*$", said, flags=re.M)
    assert hints and not any("@" in line for line in hints), hints
    # the practice news: the person's own takes are told as the bot's are, the person's own plays are
    # not retold in the notation typed (the seed's deal hands the person tiles from a cut)
    practice = said.split(texts("A short deal against a gentle bot: the hint for each of your turns is shown."), 1)[1]
    you = texts("you")
    took = texts.pgettext("you", "{name}: took from the cut ({n}): {tiles}", name=you, n="", tiles="").split("(")[0]
    played = texts.pgettext("you", "{name}: played {move}", name=you, move="")
    assert took in practice and played not in practice, practice
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"plain-sausage-{lang}.txt").write_text(said, encoding="utf-8")


def test_well_done_only_after_a_practice_deal_the_learner_won() -> None:
    """The lesson's last words say "well done" only when the person won the practice deal; a deal
    the bot won says so (#36 item 15), in the person's language."""
    seen: dict[bool, str] = {}
    for seed in range(1, 40):
        run = LessonRun(lesson("block"), lang="pl", seed=seed)
        run.start_practice()
        game = run.game
        assert game is not None
        while not game.over:
            run.practice_attempt(str(game.view().legal_moves[0]))
        assert game.deal.result is not None
        won = 0 in game.deal.result.winners
        seen.setdefault(won, run.over_lines()[0])
        if len(seen) == 2:
            break
    texts = Texts("pl")
    assert seen[True].startswith(texts("The lesson is over: well done!")), seen
    went = texts("The lesson is over. This deal went to the bot: its end above says how.")
    assert seen[False].startswith(went) and texts("The lesson is over: well done!") not in seen[False], seen


def test_a_refused_and_a_missed_move_in_the_line_mode() -> None:
    run = LessonRun(lesson("twins"), lang="pl", first=1)
    texts = run.texts
    refused = run.attempt("1-4")
    assert refused[0].startswith(texts("not allowed: {why} ({rule})", why="", rule="TW-4").split(":")[0])
    assert "TW-4" in refused[0] and (texts.rule("TW-4") or "?") in " ".join(refused)
    missed = run.attempt("0-2@L")
    assert missed == [texts.say(lesson("twins").steps[1].misses[0].why), texts("Try again.")]
    assert run.solved is None
    chosen = LessonRun(lesson("twins"), first=2).attempt("2-3")
    # each place in words with its number in the list, not the notation (#36 item 15)
    assert chosen == ["2-3 fits more than one place: 1) play 2-3 on the left end; 2) play 2-3 on the right end"]
    numbered = LessonRun(lesson("block"), first=3)
    assert numbered.attempt("2") == ["there is no move 2: choose 1 to 1"]
    assert numbered.attempt("1")[0] == Texts("en").say(lesson("block").steps[3].done)
    assert numbered.solved is not None


async def play_full_screen(variant: str, lang: str, size: tuple[int, int]) -> str:
    """A whole lesson in the full screen, typed as a person types; returns the last screen's text."""
    from dominohall.tui.fullscreen import screen_text
    from dominohall.tui.learn_screen import LearnApp

    les = lesson(variant)
    app = LearnApp(LessonRun(les, lang=lang), ascii_only=True)
    texts = Texts(lang)
    async with app.run_test(size=size) as pilot:

        async def typed(text: str) -> None:
            command = app.query_one("#command")
            command.value = text  # type: ignore[attr-defined]
            await pilot.press("enter")
            await pilot.pause()

        for i, step in enumerate(les.steps):
            screen = screen_text(app)
            assert texts.say(step.title) in screen, screen
            await typed(step.accepts[0])
            assert app.run_.solved is not None, screen_text(app)
            if i == 1:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                (ARTIFACTS / f"full-{variant}-{lang}-{size[0]}x{size[1]}-done.txt").write_text(screen_text(app))
            await typed("")
        for _ in range(300):
            if app.run_.finished:
                break
            for _ in range(500):
                if app.hint_text and not app.thinking:
                    break
                await asyncio.sleep(0.01)
                await pilot.pause()
            move = HINT.search(app.hint_text)
            assert move is not None, app.hint_text
            await typed(move.group(1))
        assert app.run_.finished
        await pilot.pause()
        last = screen_text(app)
        await typed("")  # Enter at the end closes the lesson
    return last


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_lesson_is_played_to_its_end_full_screen(variant: str) -> None:
    pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")
    last = asyncio.run(play_full_screen(variant, "en", (100, 40)))
    assert "The lesson is over" in last
    (ARTIFACTS / f"full-{variant}-en-over.txt").write_text(last)


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_a_lesson_full_screen_at_80x24_in_polish_and_russian(lang: str) -> None:
    pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")
    last = asyncio.run(play_full_screen("twins", lang, (80, 24)))
    assert Texts(lang)("Play a whole game: dominohall play {name}", name="twins")[:12] in last


def test_learn_json_prints_every_step_with_its_record_moves_and_texts(capsys: pytest.CaptureFixture[str]) -> None:
    for variant in LESSONS:
        assert cli.main(["learn", variant, "--json", "--lang", "ru"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert data["variant"] == variant and data["title"] == Texts("ru").variant(variant)
        for step, got in zip(lesson(variant).steps, data["steps"], strict=True):
            assert got["rules"] == list(step.rules) and got["accepts"] == list(step.accepts)
            match = loads(json.dumps(got["record"]))
            assert {str(m) for m in match.legal_moves()} >= set(got["accepts"])
            assert got["title"] == Texts("ru").say(step.title) and got["title"] != step.title.id
            assert all(isinstance(got[k], str) and got[k] for k in ("text", "task", "done"))
    assert cli.main(["learn"]) == 0
    assert "sausage" in capsys.readouterr().out


def test_learn_refuses_a_bad_variant_or_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["learn", "dominoes"]) == 2
    assert "unknown variant" in capsys.readouterr().err
    assert cli.main(["learn", "block", "--step", "99", "--plain"]) == 2
    assert "--step must be 1 to 7" in capsys.readouterr().err  # Block has 7 steps


# ---- issue 36 item 16: the lesson at 80x24, the F1 box, the line mode's layouts and wrapping ------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_lesson_s_hand_and_moves_are_in_sight_at_80x24(lang: str) -> None:
    """The first step of Sausage (the longest words: the intro, the step, two rules) at 80×24: the hand
    and the numbered moves are on the screen without scrolling (they were eight presses of ↓ away), and
    F1's box shows its text as broken for the box, no line broken again by it."""
    pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")
    from dominohall.tui.fullscreen import TextScreen, screen_text
    from dominohall.tui.learn_screen import LearnApp

    texts = Texts(lang)

    async def run() -> None:
        app = LearnApp(LessonRun(lesson("sausage"), lang=lang), ascii_only=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = screen_text(app)
            assert texts("your moves:") in screen, screen
            assert "1) " in screen and "10) " in screen, screen
            assert texts("Task: {task}", task="")[:4] in screen
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, TextScreen)
            shown = screen_text(app)
            for line in app.screen.lines:
                assert line.strip() in shown, (line, shown)

    asyncio.run(run())


def test_the_line_mode_lesson_writes_layouts_with_numbers_and_breaks_between_words() -> None:
    """``learn --plain`` draws the layout with its numbers, as ``play --plain`` does (a screen reader
    makes nothing of a domino face), and breaks what a try came to, the bots' moves and the hints
    between words at the width."""
    out = io.StringIO()
    answers = iter(["0-3@TL", "3-5@BL", "", "quit"])
    assert learn_plain("sausage", read=lambda _: next(answers), write=out.write, width=40) == 0
    said = out.getvalue()
    assert "[1/3]" in said  # the crosswise lead, 1 over 3, with its numbers
    layout_start = said.index("\nTL ")
    assert not any(0x1F030 <= ord(ch) <= 0x1F09F for ch in said[layout_start : said.index("open ends")])
    long = [line for line in said.splitlines() if len(line) > 40 and " " in line.strip()]
    hand = [line for line in long if "*" in line or ")" in line]  # the hand and the moves are drawn to 80
    assert long == hand, long
