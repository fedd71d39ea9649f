"""Lessons: learn each game by playing it, one idea a step (the model is Lichess's "Learn").

Each variant has a lesson in a module of its own (pure data made with the engine: explicit deals, the
moves that reach each position, the moves each step accepts); :mod:`dominohall.lessons.core` says what
a step is and judges a tried move, :mod:`dominohall.lessons.practice` plays the short deal against a
gentle bot that ends each lesson, with hints. The common rules (must play, drawing, passing, the
blocked deal) are taught once, in Block and Draw, and the other lessons refer to them.

>>> [name for name in LESSONS]
['block', 'draw', 'white-snake', 'sausage', 'sausage-one-way', 'twins', 'maltese-cross']
>>> len(lesson("sausage").steps), lesson("sausage").steps[3].accepts
(10, ('2-5@cut:1:L',))
"""

from __future__ import annotations

from typing import Any

from dominohall.errors import OptionError
from dominohall.i18n import Texts
from dominohall.lessons import block, draw, maltese_cross, sausage, sausage_one_way, twins, white_snake
from dominohall.lessons.core import Highlight, Judgement, Lesson, Miss, Practice, Step, judge
from dominohall.record import record_of
from dominohall.variants import variant_info

LESSONS: dict[str, Lesson] = {
    m.LESSON.variant: m.LESSON for m in (block, draw, white_snake, sausage, sausage_one_way, twins, maltese_cross)
}
"""Every lesson by variant, in the order a newcomer takes them (Block and Draw first: the others refer
to them)."""

WITHOUT_STEP: dict[str, str] = {
    "C-2": "the turn passes to the left by itself: nothing to choose (each step's seats show it)",
    "C-3": "how the tiles are shuffled: nothing a player does",
    "C-4": "what a player sees: every step shows the learner's view and nothing more",
    "C-9": "one tile a turn: every step's task is one move",
    "SA-1": "how the tiles are dealt, with no stock: nothing to choose (the lesson's introduction says it)",
    "TW-1": "how the tiles are dealt: nothing to choose (drawing from the stock is Draw's step and TW-5's)",
    "MC-1": "how the tiles are dealt: nothing to choose (drawing from the stock is Draw's step and MC-6's)",
}
"""The rules of RULES.md that change neither what a player may do nor how a deal or match is won, and
so have no step, with why (the notation, N, is what every step's moves are written in)."""


def lesson_json(les: Lesson, texts: Texts) -> dict[str, Any]:
    """A lesson as JSON, its texts in ``texts``' language (``dominohall learn VARIANT --json``): each
    step with ``rules`` (the rule IDs it teaches), ``record`` (its position as an engine record that
    :mod:`dominohall.record` loads), ``accepts`` (the moves in the notation), ``misses`` (legal moves
    that miss the point, each with why), ``replies`` (the other seats' moves after an accepted one),
    ``highlight`` and its texts; ``done`` and each ``why`` are said as after the move (the first
    accepted one for ``done``)."""
    steps = []
    for step in les.steps:
        done = judge(step, step.accepts[0]).say or step.done
        steps.append(
            {
                "key": step.key,
                "rules": list(step.rules),
                "title": texts.say(step.title),
                "text": texts.say(step.text),
                "task": texts.say(step.task),
                "done": texts.say(done),
                "record": record_of(step.match()),
                "accepts": list(step.accepts),
                "misses": [{"move": m.move, "why": texts.say(judge(step, m.move).say or m.why)} for m in step.misses],
                "replies": list(step.replies),
                "highlight": step.highlight.json(),
            }
        )
    practice = les.practice
    return {
        "variant": les.variant,
        "title": texts.variant(les.variant),
        "intro": texts.say(les.intro),
        "refers": list(les.refers),
        "steps": steps,
        "practice": {
            "players": practice.players,
            "options": dict(practice.options),
            "seed": practice.seed,
            "bot": practice.bot,
            "hint": practice.hint,
        },
    }


def lesson(variant: str) -> Lesson:
    """The lesson of a variant (``white-snake`` or ``white_snake``)."""
    name = variant_info(variant).name
    if name not in LESSONS:  # a game registered from elsewhere (dominohall.variants.register) may have none
        raise OptionError(f"there is no lesson of {name}; the lessons are {', '.join(LESSONS)}", field="variant")
    return LESSONS[name]


__all__ = [
    "LESSONS",
    "WITHOUT_STEP",
    "Highlight",
    "Judgement",
    "Lesson",
    "Miss",
    "Practice",
    "Step",
    "judge",
    "lesson",
    "lesson_json",
]
