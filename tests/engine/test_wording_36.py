"""Wording in Polish and Russian (issue 36 item 10): the sentence of a Sausage deal lost on the most pips
(SA-9) names its losers as the subject, not "the most pips lose the deal: Ala"; the match's usual length
says "3 players" and "6 deals" in the form each number takes, not a template's "players: 3"; a forced move
played for the person says so."""

from __future__ import annotations

import pytest

from dominohall.events import DealEnded, DealResult, Ending
from dominohall.i18n import LANGUAGES, Texts
from dominohall.presentation.events import event_phrases, wording
from dominohall.tui.render import length_lines

LABELS = ["Ala (you)", "Ola", "Ela"]


def lost_on_pips(losers: tuple[int, ...]) -> DealEnded:
    winners = tuple(s for s in range(3) if s not in losers)
    return DealEnded(DealResult(Ending.BLOCK, winners, losers, "SA-9", (12, 3, 12), (0, 0, 0)))


def test_the_most_pips_lose_with_the_losers_as_the_subject() -> None:
    en = Texts("en")
    [one, *_] = event_phrases(lost_on_pips((1,)), **wording("sausage"))
    assert en.say(one, LABELS) == "Nobody can play: Ola holds the most pips and loses the deal."
    assert en.say(one, LABELS, me=1) == "Nobody can play: you hold the most pips and lose the deal."
    [two, *_] = event_phrases(lost_on_pips((0, 2)), **wording("sausage"))
    assert en.say(two, LABELS) == "Nobody can play: Ala (you), Ela hold the most pips and lose the deal."
    assert Texts("pl").say(one, LABELS) == "Nikt nie może zagrać: Ola ma najwięcej oczek i przegrywa rozdanie."
    assert Texts("ru").say(two, LABELS) == "Рыба: раздачу проигрывают Ala (you), Ela (больше всего очков)."
    for lang in LANGUAGES:
        said = Texts(lang).say(one, LABELS)
        assert not said.endswith(": Ola."), (lang, said)  # the losers are not a list after a colon


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Twins, 3 players: a match usually lasts {median} deals"),
        ("pl", "Bliźniaki, 3 graczy: mecz trwa zwykle {median} rozdań"),
        ("ru", "Двойняшки, 3 игрока: матч обычно длится {median} раздач"),
    ],
)
def test_the_usual_length_of_a_match_says_its_counts_in_words(lang: str, expected: str) -> None:
    from dominohall.variants import variant_info

    low, median, high = variant_info("twins").match_lengths[3]
    assert median >= 5  # the form of 5 and more: "rozdań", "раздач"
    [line, *_] = length_lines("twins", 3, {}, Texts(lang))
    assert line.startswith(expected.format(median=median)), line
    assert f"{low}" in line and f"{high}" in line


def test_a_forced_move_is_said_as_played_for_the_person() -> None:
    """The terminal's note after a forced move (--auto) says it was played for you (RU "сделано само"
    read as if the game made it up)."""
    import inspect

    from dominohall.tui import app, fullscreen

    for module in (app, fullscreen):
        assert '"played for you: {move}"' in inspect.getsource(module)
    assert Texts("ru")("played for you: {move}", move="pass") == "сыграно за вас: pass"
    assert Texts("pl")("played for you: {move}", move="pass") == "zagrano za ciebie: pass"
