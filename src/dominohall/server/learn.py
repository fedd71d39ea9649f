"""The lessons in the browser (``/learn``, ``/learn/VARIANT``): the pages and a thin API over
:mod:`dominohall.lessons` — the browser has no engine, so the server serves each lesson and judges a
tried move with the engine; it holds nothing per visitor.

- ``GET /api/lessons``: every lesson (variant, steps, minutes, the lessons it builds on).
- ``GET /api/lessons/{variant}``: one lesson: each step's texts (as phrases the browser says in its
  language), rules, highlight and position (the learner's view, as the table's wire JSON).
- ``GET /api/lessons/{variant}/steps/{index}?move=M``: a tried move judged: ``accepted`` (with the
  view after it), ``missed`` (why), ``refused`` (the engine's rule and reason, worded by the browser
  as a refusal at a table) or ``choose`` (a tile alone that fits several places).
- ``GET /api/lessons/{variant}/practice?seed=S&moves=A,B,…``: the practice deal after the learner's
  moves, replayed from its seed (:func:`dominohall.lessons.practice.replay`): no practice table is
  kept, so any process of a deployment answers, and nothing expires.
- ``GET /api/lessons/{variant}/practice/hint?seed=S&moves=…``: the hint for the learner's turn and
  its reason.

Every value a visitor sends is parsed into its range (variant among the lessons, step index, seed,
at most :data:`~dominohall.lessons.practice.MAX_MOVES` moves of at most
:data:`~dominohall.lessons.core.MAX_MOVE_TEXT` characters). Each address may make 600
requests a minute (``DOMINOHALL_LEARN_RATE``; a hint counts :data:`HINT_COST`); the hint search
runs in a thread, at most :data:`HINTS_AT_ONCE` at a time, and a request finding
:data:`HINTS_WAITING` already waiting is answered 503 ``busy``. The book of addresses forgets idle
ones and is bounded (:data:`MAX_ADDRESSES`).
"""

from __future__ import annotations

import asyncio
import math
import os
import re
import time
from collections.abc import Callable
from typing import Any, Final

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from dominohall.bounded import BoundsError, whole_text
from dominohall.errors import DominohallError, NotationError
from dominohall.events import DealEnded
from dominohall.i18n import Phrase
from dominohall.lessons import LESSONS, Lesson
from dominohall.lessons.core import LEARNER, MAX_MOVE_TEXT, judge, step_view
from dominohall.lessons.practice import MAX_MOVES, MAX_SEED, Game, PracticeError, hint, replay
from dominohall.presentation.notes import move_said
from dominohall.presentation.refusals import refusal_sentence
from dominohall.presentation.standing import standing_line
from dominohall.server import pages
from dominohall.server.limits import Limits, PerAddress
from dominohall.server.wire import move_json, public_event_json, view_json
from dominohall.views import View

HINT_COST: Final = 8
"""A hint counts as this many requests against the rate (``DOMINOHALL_LEARN_RATE``,
:attr:`Limits.learn_rate`): it costs a search."""
HINTS_AT_ONCE: Final = 2
"""Hint searches running at once in one process."""
HINTS_WAITING: Final = 16
"""Hint requests waiting for a search at once; beyond, 503 ``busy``."""
MAX_ADDRESSES: Final = 65536
"""Addresses the rate book holds at once (idle ones are forgotten first); beyond, 503 ``busy``."""
MAX_MOVES_TEXT: Final = MAX_MOVES * (MAX_MOVE_TEXT + 1)
"""The longest ``moves`` parameter read."""
READING_WORDS_PER_MINUTE: Final = 180
SECONDS_PER_MOVE: Final = 8
PRACTICE_SECONDS: Final = 90
"""What the minutes a lesson takes are estimated from: its words read, a few seconds a move, the
practice deal (measured: docs/learn.md)."""
MOVE_TEXT: Final = re.compile(r"^[A-Za-z0-9:@\-]+$")
"""The characters of the notation (``3-5@L``, ``2-5@cut:1:L``, ``steal:1-1``, ``pass``)."""

_LESSONS: dict[str, dict[str, Any]] = {}
"""Each lesson's JSON, made once (lessons are data: they never change while the server runs)."""


def error(status: int, code: str, message: str, field: str | None = None, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": message, "code": code, "field": field, **extra}, status_code=status)


def phrase(p: Phrase | None) -> dict[str, Any] | None:
    return None if p is None else p.json()


def minutes(les: Lesson) -> int:
    """The minutes a person who answers at once takes: the words read, the moves made, the practice."""
    words = len(
        " ".join(p.id for p in (les.intro, *(x for s in les.steps for x in (s.title, s.text, s.task, s.done)))).split()
    )
    seconds = words * 60 / READING_WORDS_PER_MINUTE + SECONDS_PER_MOVE * len(les.steps) + PRACTICE_SECONDS
    return max(1, math.ceil(seconds / 60))


def summary(les: Lesson) -> dict[str, Any]:
    return {
        "variant": les.variant,
        "steps": len(les.steps),
        "keys": [s.key for s in les.steps],
        "minutes": minutes(les),
        "refers": list(les.refers),
        "intro": les.intro.json(),
    }


def lesson_json(les: Lesson) -> dict[str, Any]:
    """A lesson for the browser (see the module docstring)."""
    found = _LESSONS.get(les.variant)
    if found is None:
        steps = [
            {
                "key": s.key,
                "rules": list(s.rules),
                "title": s.title.json(),
                "text": s.text.json(),
                "task": s.task.json(),
                "highlight": s.highlight.json(),
                "view": learner_view(step_view(s)),
            }
            for s in les.steps
        ]
        found = _LESSONS[les.variant] = {
            **summary(les),
            "steps": steps,
            "practice": {"players": les.practice.players, "seed": les.practice.seed},
        }
    return found


def learner_view(view: View) -> dict[str, Any]:
    """The learner's view as the table's (its last 60 events), with each seat's standing as the
    learning page lists it under the seats (``standings``: "you: points 0")."""
    return {**view_json(view, log=60), "standings": [standing_line(view, s).json() for s in range(view.players)]}


def refusal_json(exc: DominohallError, view: View | None = None, move: str = "") -> dict[str, Any]:
    """The engine's refusal as the table's WebSocket says it (docs/protocol.md: ``error``), with why
    ``move`` was refused in a sentence (``why``) when the ``view`` it was made on is given."""
    code = "bad_message" if isinstance(exc, NotationError) else "illegal_move"
    out: dict[str, Any] = {"code": code, "rule": exc.rule, "message": exc.reason}
    if view is not None:
        out["why"] = refusal_sentence(view, move, exc.rule, code).json()
    return out


def practice_json(game: Game) -> dict[str, Any]:
    """The practice deal as the learner sees it (as it ended, once over) and its result."""
    result = game.deal.result
    return {
        "view": learner_view(game.view()),
        "over": game.over,
        "result": None if result is None else public_event_json(DealEnded(result), game.deal.name),
    }


def routes(address: Callable[[Request], str]) -> list[Route]:
    """The pages and the API; ``address`` tells the address a request comes from (its limits' key)."""
    rate = Limits.from_env(os.environ).learn_rate
    book = PerAddress(*rate)
    searches = asyncio.Semaphore(HINTS_AT_ONCE)
    waiting = [0]

    def allowed(request: Request, cost: int = 1) -> Response | None:
        now = time.monotonic()
        if len(book.windows) > MAX_ADDRESSES // 2:
            book.sweep(now)
        key = address(request)
        if key not in book.windows and len(book.windows) >= MAX_ADDRESSES:
            return error(503, "busy", "the server is busy: try again in a minute")
        window = book.window(key)
        for _ in range(cost):
            if not window.allow(now):
                retry = max(1, math.ceil(window.retry_after(now)))
                return error(429, "rate_limited", f"at most {rate[0]} requests in {rate[1]:g} s", retry_after=retry)
        return None

    def found(request: Request) -> Lesson | Response:
        name = request.path_params["variant"]
        les = LESSONS.get(name) if len(name) <= 32 else None
        if les is None:
            return error(
                404, "not_found", f"there is no lesson {name[:32]!r}; the lessons are {', '.join(LESSONS)}", "variant"
            )
        return les

    def seed_and_moves(request: Request, les: Lesson) -> tuple[int, list[str]] | Response:
        query = request.query_params
        try:
            seed = whole_text(query.get("seed", str(les.practice.seed)), "seed", 0, MAX_SEED)
        except BoundsError as exc:
            return error(400, "bad_message", str(exc), "seed")
        text = query.get("moves", "")
        if len(text) > MAX_MOVES_TEXT:
            return error(413, "too_large", f"at most {MAX_MOVES} moves", "moves")
        moves = [m for m in text.split(",") if m] if text else []
        if len(moves) > MAX_MOVES or any(len(m) > MAX_MOVE_TEXT or not MOVE_TEXT.match(m) for m in moves):
            return error(
                400, "bad_message", f"moves: at most {MAX_MOVES} moves in the notation, comma-separated", "moves"
            )
        return seed, moves

    page = pages.page("learn.html")

    async def lessons(request: Request) -> Response:
        return JSONResponse([summary(les) for les in LESSONS.values()])

    async def one(request: Request) -> Response:
        les = found(request)
        if isinstance(les, Response):
            return les
        return JSONResponse(lesson_json(les), headers={"cache-control": "no-cache"})

    async def try_move(request: Request) -> Response:
        refused = allowed(request)
        if refused is not None:
            return refused
        les = found(request)
        if isinstance(les, Response):
            return les
        try:
            index = whole_text(request.path_params["index"], "step", 0, len(les.steps) - 1)
        except BoundsError as exc:
            return error(404, "not_found", str(exc), "step")
        text = request.query_params.get("move", "")
        if len(text) > MAX_MOVE_TEXT:
            return error(400, "bad_message", f"a move has at most {MAX_MOVE_TEXT} characters", "move")
        judged = judge(les.steps[index], text)
        out: dict[str, Any] = {"verdict": judged.verdict, "move": None if judged.move is None else str(judged.move)}
        if judged.say is not None:
            out["say"] = judged.say.json()
        if judged.error is not None:
            said = text if judged.move is None else str(judged.move)
            out["error"] = refusal_json(judged.error, step_view(les.steps[index]), said)
        if judged.view is not None:
            out["view"] = learner_view(judged.view)
        if judged.moves:
            out["moves"] = [move_json(m) for m in judged.moves]
        return JSONResponse(out)

    def practice_game(request: Request, cost: int) -> tuple[Lesson, int, list[str], Game] | Response:
        """The practice deal a request names (its lesson, seed and moves), replayed; or the answer
        that refuses the request."""
        refused = allowed(request, cost)
        if refused is not None:
            return refused
        les = found(request)
        if isinstance(les, Response):
            return les
        parsed = seed_and_moves(request, les)
        if isinstance(parsed, Response):
            return parsed
        seed, moves = parsed
        try:
            return les, seed, moves, replay(les, seed, moves)
        except PracticeError as exc:
            answer = refusal_json(exc.error, exc.view, moves[exc.index] if exc.index < len(moves) else "")
            extra = {"why": answer["why"]} if "why" in answer else {}
            return error(400, answer["code"], exc.error.reason, exc.field, rule=exc.rule, index=exc.index, **extra)

    async def practice(request: Request) -> Response:
        made = practice_game(request, 1)
        if isinstance(made, Response):
            return made
        _les, seed, moves, game = made
        return JSONResponse({"seed": seed, "moves": len(moves), **practice_json(game)})

    async def practice_hint(request: Request) -> Response:
        made = practice_game(request, HINT_COST)
        if isinstance(made, Response):
            return made
        les, seed, _moves, game = made
        if game.over or game.match.turn != LEARNER:
            return error(409, "not_your_turn", "the hint is for the learner's turn")
        if waiting[0] >= HINTS_WAITING:
            return error(503, "busy", "the server is busy: try again in a minute", retry_after=5)
        waiting[0] += 1
        try:
            async with searches:
                view = game.view()
                move, why = await asyncio.to_thread(hint, les, view, seed)
        finally:
            waiting[0] -= 1
        # the move in words too (#36 item 15: a hint was the notation alone, 3-5@cut:-2:L)
        return JSONResponse({"move": str(move), "words": phrase(move_said(view, move)), "say": phrase(why)})

    return [
        Route("/learn", page),
        Route("/learn/{variant}", page),
        Route("/api/lessons", lessons),
        Route("/api/lessons/{variant}", one),
        Route("/api/lessons/{variant}/steps/{index}", try_move),
        Route("/api/lessons/{variant}/practice", practice),
        Route("/api/lessons/{variant}/practice/hint", practice_hint),
    ]


__all__ = ["lesson_json", "minutes", "routes"]
