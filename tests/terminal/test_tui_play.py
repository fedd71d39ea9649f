"""``dominohall play`` driven through a pseudo-terminal (pexpect), as a person would: whole short
matches of every variant answered with move 1, illegal and mistyped moves, undo, hint, save and
replay, quitting, the end of input, and the Polish and Russian interfaces."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from dominohall import VARIANTS as REGISTERED
from dominohall import DealSetup, Move, new_match
from dominohall.match import MatchState
from dominohall.record import dump, load

PROMPT = "(help|pomoc|помощь) > "
"""How every move prompt ends (a pattern: "help" in each language)."""
CONFIRM = r"\(./.\) > "
TIMEOUT = 30
MAX_PROMPTS = 400


def spawn(*args: str, encoding_env: str = "utf-8") -> pexpect.spawn:
    env = dict(os.environ, PYTHONIOENCODING=encoding_env, PYTHONUNBUFFERED="1")
    return pexpect.spawn(
        sys.executable,
        ["-m", "dominohall", "play", *args, "--width", "100"],
        encoding="utf-8",
        codec_errors="replace",
        timeout=TIMEOUT,
        dimensions=(50, 100),
        env=env,
    )


def finish(child: pexpect.spawn) -> str:
    """Answer every prompt with move 1 until the match ends; the whole output from here on."""
    seen = []
    for _ in range(MAX_PROMPTS):
        if child.expect([PROMPT, pexpect.EOF]) == 1:
            seen.append(child.before)
            break
        seen.append(child.before + child.after)
        child.sendline("1")
    else:  # pragma: no cover - a match that never ends is a failure
        pytest.fail("the match did not end")
    child.close()
    assert child.exitstatus == 0, "".join(seen)[-2000:]
    return "".join(seen)


def refuse(child: pexpect.spawn, text: str, *expected: str) -> None:
    """At a prompt: ``text`` is refused with ``expected`` in the explanation (in this order), and a
    prompt follows."""
    child.sendline(text)
    for part in expected:
        child.expect_exact(part)
    child.expect(PROMPT)


THREE_SEATS = {"sausage-one-way", "maltese-cross"}
"""Played by three, not by the default count, so that the line mode is seen at a table of three too."""


def _short_match(name: str) -> list[str]:
    return [arg for option, value in REGISTERED[name].short_match.items() for arg in ("-o", f"{option}={value}")]


VARIANTS = {name: _short_match(name) + (["--players", "3"] if name in THREE_SEATS else []) for name in REGISTERED}
"""Every registered game, with the options of a short match (``short_match``)."""


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_whole_match_with_a_mistyped_and_an_illegal_move(variant: str) -> None:
    child = spawn(variant, *VARIANTS[variant], "--bots", "random", "--seed", "3", "--ascii")
    child.expect(PROMPT)
    refuse(
        child,
        "9-9@Q",
        'not allowed: "9-9@Q" is not a move or a command (help lists them)',
        "  N: A move is written a-b,",
        "  detail: unknown end 'Q'",
    )
    refuse(child, "77", "there is no move 77")
    # A voluntary pass at the first prompt where the person has a play (C-5, C-7).
    for _ in range(MAX_PROMPTS):
        if ") pass" not in child.before:
            refuse(
                child,
                "pass",
                "not allowed: you have a tile to play, so you may not pass (C-7)",
                "  C-7: Only a player with no legal play passes",
            )
            break
        child.sendline("1")
        child.expect(PROMPT)
    child.sendline("1")
    out = finish(child)
    assert "The match is over (" in out and "final standings (" in out and "\n  1. " in out
    # Sausage: only the seats that reach the limit lose the match (SA-10); the others are told so. A
    # person who lost is told their place (issue 23: not only "The match is lost.").
    assert "You won the match!" in out or "You lost the match: place " in out or "you are not among its losers" in out


def test_undo_takes_back_the_last_move_and_the_bots_replies() -> None:
    child = spawn("block", "--bots", "random", "--seed", "1", "--ascii")
    child.expect(PROMPT)
    first = child.before
    refuse(child, "undo", "nothing to take back")
    child.sendline("1")
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect(r"taken back: (\S+), (\S+)\r?\n")
    assert f"1) {child.match.group(1)}" in first  # the person's move, then the bot's reply
    child.expect(PROMPT)
    assert "you: 7 tiles | seat 1 (Beginner): 7 tiles" in child.before
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_hint_asks_ismcts() -> None:
    child = spawn("twins", "--bots", "greedy", "--seed", "2", "--ascii")
    child.expect(PROMPT)
    listed = child.before
    child.sendline("hint")
    child.expect(r"hint \(Club player\): (\S+) \(move (\d+)\)", timeout=60)
    move, number = child.match.group(1), child.match.group(2)
    assert f"{number}) {move}" in listed
    child.expect(PROMPT)
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_save_then_replay(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    child = spawn("sausage", "--bots", "random", "--seed", "4", "--ascii")
    for _ in range(3):
        child.expect(PROMPT)
        child.sendline("1")
    child.expect(PROMPT)
    child.sendline(f"save {record}")
    child.expect_exact(f"saved to {record}")
    child.expect(PROMPT)
    child.sendline("save")
    child.expect_exact("write: save FILE")
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("y")
    child.expect_exact("game abandoned")
    child.expect(pexpect.EOF)
    child.close()
    match = load(str(record))
    assert not match.is_over and match.turn == 0
    assert sum(1 for e in match.history if e.kind in ("play", "pass") and e.seat == 0) == 3
    done = subprocess.run(
        [sys.executable, "-m", "dominohall", "replay", str(record)], capture_output=True, text=True, timeout=TIMEOUT
    )
    assert done.returncode == 0, done.stderr
    assert "record OK: sausage, 2 players" in done.stdout and "match in progress" in done.stdout


def test_quit_asks_first_and_end_of_input_quits() -> None:
    child = spawn("maltese-cross", "--bots", "random", "--seed", "5", "--ascii")
    child.expect(PROMPT)
    child.sendline("help")
    child.expect_exact("save FILE")
    child.expect(PROMPT)
    child.sendline("rules")
    child.expect_exact("MC-3")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("n")
    child.expect_exact("the game goes on")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("y")
    child.expect_exact("game abandoned; goodbye")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


LANGS: dict[str, dict[str, list[str]]] = {
    "pl": {
        "prompt": ["numer ruchu, zapis lub pomoc"],
        "illegal": [
            "niedozwolone: masz czym zagrać, więc nie wolno ci pasować (C-7)",
            "  C-7: Pasuje tylko gracz bez dozwolonego ruchu (pas jest wtedy jego jedynym ruchem);",
        ],
        "mistyped": [
            "niedozwolone: „9-9@Q” to nie ruch ani polecenie (lista: pomoc)",
            "  N: Ruch zapisuje się jako a-b,",
            "  szczegóły (po angielsku): unknown end 'Q'",
        ],
        "rules": ["R-1: Blok: po 7 kamieni", "N: Ruch zapisuje się"],
        "help": ["cofnij swój ostatni ruch"],
        "over": ["Koniec meczu (R-1)."],
    },
    "ru": {
        "prompt": ["номер хода, запись или помощь"],
        "illegal": [
            "нельзя: вам есть чем ходить, поэтому пасовать нельзя (C-7)",
            "  C-7: Пасует только игрок без допустимого хода (тогда пас — его единственный ход);",
        ],
        "mistyped": [
            "нельзя: «9-9@Q» — не ход и не команда (список: помощь)",
            "  N: Ход записывается как a-b,",
            "  подробности (по-английски): unknown end 'Q'",
        ],
        "rules": ["R-1: Блок: по 7 костяшек", "N: Ход записывается"],
        "help": ["отменить свой последний ход"],
        "over": ["Матч окончен (R-1)."],
    },
}


@pytest.mark.parametrize("lang", list(LANGS))
def test_polish_and_russian(lang: str) -> None:
    """A refused move is explained in the language: the rule ID, what the rule requires, then the
    engine's detail labelled as English; help and rules are in the language too."""
    want = LANGS[lang]
    child = spawn("block", "-o", "target=20", "--bots", "random", "--seed", "6", "--lang", lang)
    child.expect_exact(f"{want['prompt'][0]} > ")
    assert ") pass" not in child.before  # seat 0 leads the first deal of Block
    refuse(child, "pass", *want["illegal"])
    refuse(child, "9-9@Q", *want["mistyped"])
    refuse(child, "help", *want["help"])
    refuse(child, "rules", *want["rules"])
    assert "Block" not in child.before and "**" not in child.before  # not RULES.md in English
    child.sendline("1")
    out = finish(child)
    assert want["over"][0] in out
    assert "(y/n)" not in out and " tiles" not in out  # nothing left in English


def test_unicode_faces_and_the_ascii_fallback() -> None:
    faces = [chr(c) for c in range(0x1F031, 0x1F094)]
    child = spawn("block", "--bots", "random", "--seed", "7")
    child.expect(PROMPT)
    assert any(f in child.before for f in faces)
    child.sendeof()
    child.expect(pexpect.EOF)
    # A terminal that cannot show them gets ASCII, and Polish letters are replaced, not a crash.
    child = spawn("block", "--bots", "random", "--seed", "7", "--lang", "pl", encoding_env="ascii")
    child.expect_exact("pomoc > ")
    assert not any(f in child.before for f in faces) and "[" in child.before
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def white_snake_record(path: Path) -> None:
    """A White Snake match at deal 7 (head 0-0, WS-2) with the six tokens spread over seats 1-4, stopped
    where the person (seat 0) plays their last tile and so wins the deal (WS-5)."""
    match = new_match(
        "white-snake",
        5,
        seed=1,
        deals=[
            DealSetup.of(
                [
                    ["0-0", "5-6", "3-6", "4-6"],
                    ["2-3", "0-6", "1-5", "0-1"],
                    ["2-6", "0-2", "3-5", "1-2"],
                    ["1-6", "2-5", "1-3", "2-4"],
                    ["3-4", "0-4", "1-4", "0-3"],
                ],
                stock=["4-5", "0-5"],
            )
        ],
        state=MatchState(deal_number=7, tokens=((), ("1-1", "2-2"), ("3-3",), ("4-4", "5-5"), ("6-6",))),
    )
    moves = "0-0 0-1 1-2 2-4 0-4 pass 0-6 2-6 2-5 pass 5-6 pass pass 1-6 1-4 4-6 pass pass pass pass"
    for text in moves.split(" "):
        match.play(Move.from_str(text))
    assert match.turn == 0 and [str(m) for m in match.legal_moves()] == ["3-6"]
    dump(match, str(path))


def test_white_snake_steal_after_resume(tmp_path: Path) -> None:
    """The person wins a 0-0 deal and chooses, through the terminal, the token to steal (WS-7)."""
    record = tmp_path / "snake.json"
    white_snake_record(record)
    child = spawn("--resume", str(record), "--bots", "random", "--seed", "1", "--ascii")
    child.expect(PROMPT)
    assert "you: played 4-6" in child.before  # the current deal is retold
    assert "1) 3-6" in child.before
    child.sendline("1")
    child.expect_exact("won the deal: you")
    child.expect(PROMPT)
    listed = child.before
    steals = re.findall(r"(\d+)\) steal:(\d-\d)", listed)
    assert [tile for _, tile in steals] == ["1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
    refuse(
        child,
        "steal:0-0",
        "not allowed: 0-0 is not a token another player holds (WS-7)",
        "  WS-7: 0-0 is never a token",
    )
    number = dict((tile, n) for n, tile in steals)["5-5"]
    child.sendline(number)
    child.expect_exact("you: stole 5-5 from seat 3 (Beginner)")
    child.expect(PROMPT)
    assert "standings: you: tokens 5-5;" in child.before and "seat 3 (Beginner): tokens 4-4;" in child.before
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_full_screen_in_a_terminal_and_the_line_mode_on_request() -> None:
    """Without ``--width`` or ``--plain``, a terminal gets the full-screen game (Textual); ``--plain``
    keeps the line mode in the same terminal."""
    pytest.importorskip("textual", reason="the tui extra (Textual) is not installed")
    env = dict(os.environ, TERM="xterm-256color", PYTHONIOENCODING="utf-8")
    args = ["-m", "dominohall", "play", "block", "--bots", "random", "--seed", "1"]
    child = pexpect.spawn(
        sys.executable, args, encoding="utf-8", codec_errors="replace", timeout=TIMEOUT, dimensions=(24, 80), env=env
    )
    child.expect_exact("F1 help")  # the key line at the foot of the full screen
    child.send("\x11")  # Ctrl+Q asks first
    child.expect_exact("(y/n)")
    child.send("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child = pexpect.spawn(
        sys.executable,
        [*args, "--plain"],
        encoding="utf-8",
        codec_errors="replace",
        timeout=TIMEOUT,
        dimensions=(24, 80),
        env=env,
    )
    child.expect(PROMPT)
    assert "you: 7 tiles | seat 1 (Beginner): 7 tiles" in child.before
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def run_piped(*args: str, answers: str) -> str:
    """``dominohall play`` with its input and output through pipes (a log file, a screen reader's
    pipe): the whole output."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "dominohall", "play", *args],
        input=answers,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_plain_through_a_pipe_writes_the_numbers_of_the_layout() -> None:
    """Issue 23: ``--plain`` through a pipe drew the layout as domino faces alone (``L 🁝 🁳  R``); a
    screen reader or a log file gets nothing from them. The layout is written with its numbers; the
    hand keeps the faces beside their numbers."""
    faces = {chr(c) for c in range(0x1F030, 0x1F0A0)}
    out = run_piped("twins", "--plain", "--bots", "random", "--seed", "7", answers="1\n1\n1\nquit\ny\n")
    rows = [line for line in out.splitlines() if line.startswith("L ")]
    assert rows and all("[" in line for line in rows), out
    assert not any(ch in faces for line in rows for ch in line), rows
    hand = [line for line in out.splitlines() if "0-1" in line and line.startswith("  ")]
    assert hand and any(ch in faces for ch in hand[0])  # the hand: faces with their numbers


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_help_keeps_to_the_width_and_breaks_no_word(lang: str) -> None:
    """Issue 23: help ignored ``--width`` and the terminal broke Russian words in two."""
    from dominohall.i18n import Texts
    from dominohall.tui.render import HELP

    out = run_piped("block", "--plain", "--width", "40", "--lang", lang, "--seed", "1", answers="help\nquit\ny\n")
    text = Texts(lang)(HELP, hint="ismcts")
    start = out.index(text.split()[0])
    shown = out[start : out.index(text.split()[-1], start) + len(text.split()[-1])]
    assert all(len(line) <= 40 for line in shown.splitlines()), shown
    assert shown.split() == text.split()  # every word whole, in order


def test_resumed_against_other_bots_the_old_moves_stay_theirs(tmp_path: Path) -> None:
    """Issue 23: ``--resume --bots X`` told the moves already made as the new bot's."""
    record = tmp_path / "game.json"
    child = spawn("block", "--bots", "random", "--seed", "4", "--ascii")
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(PROMPT)
    child.sendline(f"save {record}")
    child.expect_exact("saved to")
    child.sendeof()
    child.expect(pexpect.EOF)
    out = run_piped("--resume", str(record), "--bots", "greedy", "--plain", answers="quit\ny\n")
    assert "seat 1 (Beginner): played" in out and "seat 1 (Casual player): played" not in out.split("now played")[0], (
        out
    )
    assert "seat 1 (Beginner): now played by Casual player" in out
    assert "seat 1 (Casual player): 6 tiles" in out  # the table from now on


def test_errors_say_what_is_wrong_without_python_s_words(tmp_path: Path) -> None:
    """Issue 23: ``variant: variant:`` and a raw ``[Errno 2]`` in errors."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    cases = [
        (["play", "chess", "--plain"], "dominohall: unknown variant 'chess'; the variants are"),
        (["play", "--resume", str(tmp_path / "none.json"), "--plain"], f"{tmp_path / 'none.json'}: No such file"),
        (["play", "white-snake", "-o", "max_deals=x", "--plain"], "dominohall: option 'max_deals': 'x' is not"),
    ]
    for args, expected in cases:
        done = subprocess.run(
            [sys.executable, "-m", "dominohall", *args], capture_output=True, text=True, timeout=TIMEOUT, env=env
        )
        assert done.returncode == 2 and expected in done.stderr, done.stderr
        assert "variant: variant" not in done.stderr and "Errno" not in done.stderr
        assert "max_deals: option 'max_deals'" not in done.stderr
    out = run_piped("block", "--plain", "--seed", "1", answers=f"save {tmp_path / 'no' / 'x.json'}\nquit\ny\n")
    assert f"could not save: {tmp_path / 'no' / 'x.json'}: No such file or directory" in out


def test_a_white_snake_match_says_how_long_it_usually_lasts() -> None:
    """Issue 23: long White Snake matches (6–98 deals with random bots, past 150 with ismcts). The
    terminal says how long a match usually lasts when it starts, and offers the house rule
    ``max_deals`` (WS-8); a match with the limit says it."""
    from dominohall.variants import variant_info

    low, median, high = variant_info("white-snake").match_lengths[6]
    out = run_piped("white-snake", "-n", "6", "--plain", "--seed", "1", answers="quit\ny\n")
    head = " ".join(out.split("---")[0].split())  # the lines are broken at the width
    assert f"White Snake, 6 players: a match usually lasts {median} deals ({low} to {high} in 8 matches of 10)" in head
    assert "--option max_deals=N" in head
    out = run_piped("white-snake", "-o", "max_deals=12", "--plain", "--lang", "pl", answers="quit\nt\n")
    head = " ".join(out.split("---")[0].split())
    assert "Ten mecz kończy się najpóźniej po rozdaniu 12 (reguła domowa max_deals, WS-8)." in head
