"""``dominohall play`` driven through a pseudo-terminal (pexpect), as a person would: whole short
matches of every variant answered with move 1, illegal and mistyped moves, undo, hint, save and
replay, quitting, the end of input, and the Polish and Russian interfaces."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from dominohall.record import load

PROMPT = "help > "
"""How every move prompt ends, in every language."""
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


def refuse(child: pexpect.spawn, text: str, expected: str) -> None:
    """At a prompt: ``text`` is refused with ``expected`` in the explanation, and a prompt follows."""
    child.sendline(text)
    child.expect_exact(expected)
    child.expect_exact(PROMPT)


VARIANTS = {
    "white-snake": ["-o", "max_deals=1"],
    "sausage": ["-o", "losses=1"],
    "sausage-one-way": ["-o", "losses=1", "--players", "3"],
    "twins": ["-o", "target=20"],
    "maltese-cross": ["-o", "target=20", "--players", "3"],
    "block": ["-o", "target=20"],
    "draw": ["-o", "target=20"],
}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_whole_match_with_a_mistyped_and_an_illegal_move(variant: str) -> None:
    child = spawn(variant, *VARIANTS[variant], "--bots", "random", "--seed", "3", "--ascii")
    child.expect_exact(PROMPT)
    refuse(child, "9-9@Q", "not a move or command: N: unknown end 'Q'")
    refuse(child, "77", "there is no move 77")
    # A voluntary pass at the first prompt where the person has a play (C-5, C-7).
    for _ in range(MAX_PROMPTS):
        if ") pass" not in child.before:
            refuse(child, "pass", "not allowed: C-7: seat 0 has a legal play and must make one")
            break
        child.sendline("1")
        child.expect_exact(PROMPT)
    child.sendline("1")
    out = finish(child)
    assert "match over (" in out
    assert "You won the match!" in out or "The match is lost." in out


def test_undo_takes_back_the_last_move_and_the_bots_replies() -> None:
    child = spawn("block", "--bots", "random", "--seed", "1", "--ascii")
    child.expect_exact(PROMPT)
    first = child.before
    refuse(child, "undo", "nothing to take back")
    child.sendline("1")
    child.expect_exact(PROMPT)
    child.sendline("undo")
    child.expect(r"taken back: (\S+), (\S+)\r?\n")
    assert f"1) {child.match.group(1)}" in first  # the person's move, then the bot's reply
    child.expect_exact(PROMPT)
    assert "you: 7 tiles | seat 1 (random): 7 tiles" in child.before
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_hint_asks_ismcts() -> None:
    child = spawn("twins", "--bots", "greedy", "--seed", "2", "--ascii")
    child.expect_exact(PROMPT)
    listed = child.before
    child.sendline("hint")
    child.expect(r"hint \(ismcts\): (\S+) \(move (\d+)\)", timeout=60)
    move, number = child.match.group(1), child.match.group(2)
    assert f"{number}) {move}" in listed
    child.expect_exact(PROMPT)
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_save_then_replay(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    child = spawn("sausage", "--bots", "random", "--seed", "4", "--ascii")
    for _ in range(3):
        child.expect_exact(PROMPT)
        child.sendline("1")
    child.expect_exact(PROMPT)
    child.sendline(f"save {record}")
    child.expect_exact(f"saved to {record}")
    child.expect_exact(PROMPT)
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
    child.expect_exact(PROMPT)
    child.sendline("help")
    child.expect_exact("save FILE")
    child.expect_exact(PROMPT)
    child.sendline("rules")
    child.expect_exact("MC-3")
    child.expect_exact(PROMPT)
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("n")
    child.expect_exact("the game goes on")
    child.expect_exact(PROMPT)
    child.sendline("quit")
    child.expect(CONFIRM)
    child.sendline("y")
    child.expect_exact("game abandoned; goodbye")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.parametrize(
    ("lang", "prompt_text", "illegal", "over"),
    [
        ("pl", "numer ruchu, zapis lub help", "niedozwolone: C-7:", "koniec meczu (R-1)"),
        ("ru", "номер хода, запись или help", "нельзя: C-7:", "матч окончен (R-1)"),
    ],
)
def test_polish_and_russian(lang: str, prompt_text: str, illegal: str, over: str) -> None:
    child = spawn("block", "-o", "target=20", "--bots", "random", "--seed", "6", "--lang", lang)
    child.expect_exact(prompt_text + " > ")
    if ") pass" not in child.before:
        refuse(child, "pass", illegal)
    refuse(child, "9-9@Q", "N: unknown end 'Q'")
    child.sendline("1")
    out = finish(child)
    assert over in out
    assert "(y/n)" not in out and " tiles" not in out  # nothing left in English


def test_unicode_faces_and_the_ascii_fallback() -> None:
    faces = [chr(c) for c in range(0x1F031, 0x1F094)]
    child = spawn("block", "--bots", "random", "--seed", "7")
    child.expect_exact(PROMPT)
    assert any(f in child.before for f in faces)
    child.sendeof()
    child.expect(pexpect.EOF)
    # A terminal that cannot show them gets ASCII, and Polish letters are replaced, not a crash.
    child = spawn("block", "--bots", "random", "--seed", "7", "--lang", "pl", encoding_env="ascii")
    child.expect_exact("help > ")
    assert not any(f in child.before for f in faces) and "[" in child.before
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
