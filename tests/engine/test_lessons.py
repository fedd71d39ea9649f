"""The lessons (dominohall.lessons) against the engine and the rule book: every step's position loads
(and its record replays), its accepted moves are legal and accepted, its "misses the point" moves are
legal and not accepted, its scripted replies are legal, its highlight names what is on the board, its
rule IDs exist in RULES.md, and every rule of a variant's section that a player meets has a step —
so that a change to the engine or the rule book cannot leave a lesson stale. Then the judging of
tried moves (the engine's refusals, a tile written alone), the texts in every language, and the
practice deal with its hints."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import dominohall as dh
from dominohall.errors import IllegalMoveError
from dominohall.events import Took
from dominohall.i18n import LANGUAGES, Phrase, Texts
from dominohall.lessons import LESSONS, WITHOUT_STEP, lesson
from dominohall.lessons.core import LEARNER, MAX_MOVE_TEXT, Step, facts, judge, placed, shown_numbers, step_view
from dominohall.lessons.practice import MAX_MOVES, PracticeError, hint, reason, replay
from dominohall.record import loads, record_of
from dominohall.tiles import names
from dominohall.variants import BUILT_IN, VARIANTS, variant_info

RULES_MD = (Path(dh.__file__).parent / "RULES.md").read_text(encoding="utf-8")
RULE_IDS = re.findall(r"^- \*\*([A-Z]+-\d+) ", RULES_MD, flags=re.M)
STEPS = [(name, step) for name, les in LESSONS.items() for step in les.steps]
IDS = [f"{name}:{step.key}" for name, step in STEPS]


def test_every_built_in_game_has_a_lesson_in_the_order_of_learning() -> None:
    """A game that comes with dominohall has a lesson (docs/architecture.md, Adding a game); one
    registered from elsewhere may go without (it is not offered at /learn)."""
    missing = [cls.name for cls in BUILT_IN if cls.name not in LESSONS]
    assert not missing, (
        f"built-in games without a lesson: {', '.join(missing)} (write lessons/<game>.py with a LESSON, as"
        " docs/learn.md tells, and add its module to LESSONS in lessons/__init__.py)"
    )
    assert set(LESSONS) == {cls.name for cls in BUILT_IN}, (
        f"lessons of no built-in game: {set(LESSONS) - set(VARIANTS)}"
    )
    assert list(LESSONS)[:2] == ["block", "draw"]  # the common rules first: the others refer to them
    for name, les in LESSONS.items():
        assert les.variant == name and les.steps
        assert len({s.key for s in les.steps}) == len(les.steps)
        assert set(les.refers) <= set(LESSONS) - {name}
        assert lesson(name.replace("-", "_")) is les


def test_rule_ids_exist_and_every_rule_a_player_meets_has_a_step() -> None:
    """Each step's rules are rule IDs of RULES.md; every rule of the common section and of each
    variant's section has a step in its lesson (the common ones in Block's or Draw's), or is one
    that changes nothing a player does (WITHOUT_STEP, each with its reason)."""
    assert set(WITHOUT_STEP) <= set(RULE_IDS)
    taught: dict[str, set[str]] = {name: {r for s in les.steps for r in s.rules} for name, les in LESSONS.items()}
    for name, rules in taught.items():
        assert rules <= set(RULE_IDS), f"{name}: {rules - set(RULE_IDS)}"
    # the lessons that teach the common rules (Block's and Draw's), and each rule's own games: those
    # whose class states its sentence (rule_sentences), found from the registry
    common_lessons = {n for n, rules in taught.items() if any(r.startswith("C-") for r in rules)}
    common = set().union(*(taught[n] for n in common_lessons))
    own = {n: set(vars(VARIANTS[n]).get("rule_sentences", {})) for n in LESSONS}
    for rule in RULE_IDS:
        if rule in WITHOUT_STEP:
            continue
        if rule.startswith("C-"):
            assert rule in common, f"{rule} is taught in no lesson of the common rules ({sorted(common_lessons)})"
        else:
            owners = [n for n in LESSONS if rule in own[n]] or [
                n for n in LESSONS if variant_info(n).rule_prefix == rule.rsplit("-", 1)[0]
            ]
            assert any(rule in taught[n] for n in owners), f"{rule} has no step in the lesson of {owners}"
    assert common_lessons >= {"block", "draw"}
    # the other games' lessons refer to a lesson of the common rules
    for name in set(LESSONS) - common_lessons:
        assert set(LESSONS[name].refers) & common_lessons, (
            f"the lesson of {name} refers to no lesson of the common rules"
        )


@pytest.mark.parametrize(("name", "step"), STEPS, ids=IDS)
def test_step_position_loads_and_its_moves_are_legal(name: str, step: Step) -> None:
    match = step.match()
    assert match.variant.name == name
    assert match.turn == LEARNER and not match.is_over
    # the position as an engine record that dominohall.record loads back to the same position
    again = loads(json.dumps(record_of(match)))
    assert again.history == match.history and again.legal_moves() == match.legal_moves()
    legal = {str(m) for m in match.legal_moves()}
    assert step.accepts and set(step.accepts) <= legal, set(step.accepts) - legal
    misses = {m.move for m in step.misses}
    assert misses <= legal - set(step.accepts), misses - (legal - set(step.accepts))
    for move in step.accepts:
        judged = judge(step, move)
        assert judged.verdict == "accepted", (move, judged)
        assert judged.view is not None and judged.say is not None
    for miss in step.misses:
        judged = judge(step, miss.move)
        assert judged.verdict == "missed" and judged.say is not None and judged.say.id == miss.why.id
    for move in legal - set(step.accepts) - misses:
        assert judge(step, move).verdict == "missed"  # the task said again


@pytest.mark.parametrize(("name", "step"), STEPS, ids=IDS)
def test_step_replies_are_legal_after_every_accepted_move(name: str, step: Step) -> None:
    for move in step.accepts:
        match = step.match()
        deal = match.deal
        match.play(move)
        for reply in step.replies:
            assert match.turn != LEARNER or deal.is_over, f"{reply}: a reply is another seat's move"
            match.play(reply)  # raises if a reply is not legal


@pytest.mark.parametrize(("name", "step"), STEPS, ids=IDS)
def test_step_highlight_names_what_is_on_the_board(name: str, step: Step) -> None:
    view = step_view(step)
    hand = set(names(view.hand))
    table = set(names(view.layout_tiles))
    light = step.highlight
    assert set(light.hand) <= hand, set(light.hand) - hand
    assert set(light.tiles) <= table, set(light.tiles) - table
    assert set(light.ends) <= set(shown_numbers(view)), light.ends
    cuts = {c for c, _ in getattr(view.layout, "cuts", ())}
    assert set(light.junctions) <= cuts, (light.junctions, cuts)


def test_steps_that_end_a_deal_end_it_as_their_texts_say() -> None:
    """What each lesson's last moves lead to, from the engine: the deal won by going out or on a
    block, the token, the steal, the match won, the cut handed over."""

    def after(name: str, key: str, move: str) -> tuple[dh.Match, dh.Deal]:
        step = next(s for s in LESSONS[name].steps if s.key == key)
        match = step.match()
        deal = match.deal
        match.play(move)
        for reply in step.replies:
            match.play(reply)
        return match, deal

    m, d = after("block", "domino", "0-5@L")
    assert d.result is not None and d.result.winners == (0,) and m.is_over and m.result is not None
    assert m.result.winners == (0,)
    m, d = after("block", "blocked", "pass")
    assert d.result is not None and d.result.ending is dh.Ending.BLOCK and d.result.winners == (0,)
    m, d = after("white-snake", "blocked", "pass")
    assert d.result is not None and d.result.ending is dh.Ending.BLOCK and d.result.winners == (0,)
    assert d.hand_pips(0) == d.hand_pips(2) == 5 and d.hands[0].bit_count() == 1 and d.hands[2].bit_count() == 2
    m, d = after("white-snake", "play-out", "1-4")
    assert m.tokens[0] == 1 << dh.parse_tile("1-1")
    m, d = after("white-snake", "four-tokens", "1-4")
    assert m.is_over and m.result is not None and m.result.winners == (0,)
    m, d = after("white-snake", "steal", "steal:2-2")
    assert m.tokens[0].bit_count() == 3 and m.tokens[1].bit_count() == 2
    m, d = after("sausage", "out", "3-3@BL")
    assert d.result is not None and d.result.losers == (1,) and m.is_over and m.marks == [2, 5]
    m, d = after("sausage", "blocked", "pass")
    assert d.result is not None and d.result.ending is dh.Ending.BLOCK and d.result.losers == (1,)
    for name in ("twins", "maltese-cross"):
        step = next(s for s in LESSONS[name].steps if s.key == "domino")
        m, d = after(name, "domino", step.accepts[0])
        assert m.is_over and m.result is not None and m.result.winners == (0,)
    # #36 item 14: the hands shrink as tokens leave play (WS-1), a crosswise tile at an end leaves both
    # rows open (SA-4), and a player who is out never takes (SA-8)
    fewer = next(s for s in LESSONS["white-snake"].steps if s.key == "fewer-tiles").match()
    assert fewer.deal.hand_counts() == (4, 4, 4, 4, 4) and sum(t.bit_count() for t in fewer.tokens) == 4
    assert dh.new_match("white-snake", 5, seed=0).deal.hand_counts() == (5, 5, 5, 5, 5)
    crosswise = step_view(next(s for s in LESSONS["sausage"].steps if s.key == "crosswise-end"))
    assert {"TL", "BL"} <= set(crosswise.open_ends) and "TR" not in crosswise.open_ends
    for side in "LR":
        m, d = after("sausage", "out-takes-nothing", f"1-2@cut:0:{side}")
        took = [e for e in d.events if isinstance(e, Took)]
        assert took[-1].seat == 2 and d.hands[1] == 0 and not d.is_over
    # the cut that brings the same position back a third time ends the deal as a block (REPETITIONS)
    m, d = after("sausage-one-way", "third-time", "2-6@cut:11")
    assert d.result is not None and d.result.ending is dh.Ending.BLOCK and d.result.losers == (1,)
    assert isinstance(d.events[-2], Took) and not any(isinstance(e, dh.events.Passed) for e in d.events[-4:])
    m, d = after("sausage", "side", "2-5@cut:1:L")
    assert facts(m, d)["taken"] == Phrase.npgettext("object", "{n} tile", "{n} tiles", 8)
    m, d = after("sausage-one-way", "cut", "3-3@cut:2")
    assert facts(m, d)["taken"] == Phrase.npgettext("object", "{n} tile", "{n} tiles", 5)


def test_a_tried_move_is_refused_by_the_engine_with_its_rule() -> None:
    """A refused move carries the engine's own IllegalMoveError (the interfaces word it as at a
    table); a tile alone is placed where it tells most: a locked twin, a row that sticks out, a
    phase of the cross; a tile with several places asks which."""

    def step(name: str, key: str) -> Step:
        return next(s for s in LESSONS[name].steps if s.key == key)

    cases = [
        ("block", "must-play", "pass", "C-7"),
        ("block", "pass", "3-5@R", "C-7"),  # nothing fits: the engine says pass
        ("block", "ends", "5-5@L", "C-4"),  # not held
        ("twins", "locked", "1-4", "TW-4"),
        ("twins", "lead", "4-4", "TW-2"),
        ("sausage", "evenly", "0-3", "SA-4"),
        ("sausage", "side", "2-5@cut:1", "SA-6"),
        ("sausage-one-way", "right", "1-4@TL", "SA-11"),
        ("maltese-cross", "arms", "4-4", "MC-3"),
        ("maltese-cross", "doubles", "1-4", "MC-4"),
        ("white-snake", "head", "2-2", "WS-3"),
        ("white-snake", "one-end", "1-6", "WS-4"),
    ]
    for name, key, move, rule in cases:
        judged = judge(step(name, key), move)
        assert judged.verdict == "refused", (name, key, move, judged)
        assert isinstance(judged.error, IllegalMoveError) and judged.error.rule == rule, (name, key, judged.error)
    for text in ("9-9@Q", "steal", "x" * (MAX_MOVE_TEXT + 1), ""):
        judged = judge(step("block", "ends"), text)
        assert judged.verdict == "refused" and judged.error is not None and judged.error.rule == "N"
    chosen = judge(step("twins", "twin-anywhere"), "2-3")
    assert chosen.verdict == "choose" and {str(m) for m in chosen.moves} == {"2-3@L", "2-3@R"}
    one = placed(step("block", "must-play").match(), "3-5")
    assert str(one) == "3-5@R"
    assert judge(step("block", "must-play"), "3-5").verdict == "accepted"


def test_judging_changes_nothing_of_the_step() -> None:
    step = LESSONS["sausage"].steps[3]
    before = record_of(step.match())
    for move in ("2-5@cut:1:L", "2-5@cut:1:R", "6-6@TL", "pass"):
        judge(step, move)
    assert record_of(step.match()) == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_every_lesson_is_said_in_every_language(lang: str) -> None:
    """Every title, text, task, done and miss, with the fields a move fills in, in each language;
    a translated text differs from the English (the catalogs have every lesson text)."""
    texts = Texts(lang)
    english = Texts("en")
    for les in LESSONS.values():
        said = [texts.say(les.intro)]
        for step in les.steps:
            said += [texts.say(step.title), texts.say(step.text), texts.say(step.task)]
            for move in (*step.accepts, *(m.move for m in step.misses)):
                judged = judge(step, move)
                assert judged.say is not None
                line = texts.say(judged.say)
                assert "{" not in line, line
                said.append(line)
                if lang != "en":
                    assert line != english.say(judged.say), line
        assert all(said)


def test_practice_replays_the_same_deal_and_bots_from_its_seed() -> None:
    for name, les in LESSONS.items():
        game = replay(les, 7, [])
        moves: list[str] = []
        while not game.over and len(moves) < MAX_MOVES:
            moves.append(str(game.view().legal_moves[-1]))
            game = replay(les, 7, moves)
        assert game.over, name
        again = replay(les, 7, moves)
        assert again.deal.events == game.deal.events
        # a move after the deal's end, and a move that is not legal, name their place
        with pytest.raises(PracticeError) as err:
            replay(les, 7, [*moves, "pass"])
        assert err.value.index == len(moves)
    with pytest.raises(PracticeError) as err:
        replay(LESSONS["block"], 1, ["9-9"])
    assert err.value.index == 0 and err.value.field == "moves[0]"
    with pytest.raises(PracticeError):
        replay(LESSONS["block"], 1, ["pass"] * (MAX_MOVES + 1))


def test_practice_hints_are_legal_with_a_reason_said_in_every_language() -> None:
    les = LESSONS["twins"]
    moves: list[str] = []
    game = replay(les, 3, moves)
    reasons = 0
    while not game.over:
        view = game.view()
        move, why = hint(les, view, 3)
        assert move in view.legal_moves
        if why is not None:
            reasons += 1
            for lang in LANGUAGES:
                assert "{" not in Texts(lang).say(why)
        moves.append(str(move))
        game = replay(les, 3, moves)
    assert reasons
    view = replay(LESSONS["block"], 1, []).view()
    assert reason(view, view.legal_moves[0]) is not None or len(view.legal_moves) > 1


def test_a_game_registered_from_elsewhere_has_no_lesson_and_breaks_none() -> None:
    """A game needs no lesson (docs/architecture.md, Adding a game): one registered at run time is
    simply not offered, and every lesson stays as it was."""
    from dominohall.errors import OptionError
    from dominohall.variants import BlockDeal, register, unregister

    toy = type("ToyDeal", (BlockDeal,), {"name": "toy-without-lesson", "title": "Toy"})
    register(toy)
    try:
        with pytest.raises(OptionError) as err:
            lesson("toy-without-lesson")
        assert err.value.field == "variant" and "block" in str(err.value)
        assert "toy-without-lesson" not in LESSONS and lesson("block").variant == "block"
    finally:
        unregister("toy-without-lesson")


def test_a_lesson_says_draw_s_reserve_only_where_its_game_keeps_one() -> None:
    """Issue 36 item 13: a game that draws to the stock's last tile (Twins TW-5, Maltese Cross MC-6:
    ``stock_reserve`` 0) says so, and never "as in Draw", whose last two tiles stay (R-2); Twins' intro
    says the highest double leads (TW-2), and each intro says how many tiles a hand holds (TW-1, MC-1)."""
    en = Texts("en")
    checked = []
    for name, les in LESSONS.items():
        deal = dh.VARIANTS[name]
        if not deal.draws or name == "draw":
            continue
        assert deal.stock_reserve == 0
        texts = [en.say(les.intro)] + [en.say(s.text) for s in les.steps]
        assert not any("as in Draw" in t for t in texts), name
        assert "last tile" in en.say(les.intro), name
        assert "last tile" in en.say(next(s.text for s in les.steps if s.key == "draw")), name
        assert re.search(r"\b7 tiles each\b", en.say(les.intro)) and re.search(r"\b5\b", en.say(les.intro)), name
        checked.append(name)
    assert sorted(checked) == ["maltese-cross", "twins"]
    assert "highest double leads" in en.say(LESSONS["twins"].intro)


@pytest.mark.parametrize("played", [5, 6, 7])
def test_a_sausage_hint_that_cuts_hands_over_the_most(played: int) -> None:
    """SA-6 as the Sausage lesson's step "Who takes what" teaches it (the more the next player takes,
    the better for you): where the learner can cut either way at a junction (2 or 8 tiles, 3 or 9, 5
    or 9), a hint that cuts hands over the larger part, says so, and says it every time it is asked
    (#36 item 15: a hint handed over 5 tiles where the other side held 10)."""
    les = LESSONS["sausage"]
    moves = ["0-1", "0-6@TR", "1-6@TR", "1-1@TR", "3-5@TL", "1-3@TL", "3-6@BL"][:played]
    view = replay(les, 1, moves).view()
    cuts = {str(m) for m in view.legal_moves if m.kind == "cut"}
    assert cuts == {"4-5@cut:-2:L", "4-5@cut:-2:R"}
    seen = set()
    for seed in range(6):
        move, why = hint(les, view, seed)
        if move.kind != "cut":
            continue  # the search may prefer a play to any cut: not what this test is about
        assert str(move) == "4-5@cut:-2:R", (seed, move)
        assert why is not None and why.id.startswith("Of the cuts you can make"), why
        seen.add(Texts("en").say(why))
    assert len(seen) <= 1


def test_a_search_that_cuts_the_short_side_is_turned_to_the_long_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """A short search that settles on the cut handing over 2 tiles where the other side holds 8: the
    hint is the other side's cut, as the lesson teaches (SA-6)."""
    import dominohall.lessons.practice as practice

    class Short:
        def choose(self, view: dh.View) -> dh.Move:
            return next(m for m in view.legal_moves if str(m) == "4-5@cut:-2:L")

    les = LESSONS["sausage"]
    view = replay(les, 1, ["0-1", "0-6@TR", "1-6@TR", "1-1@TR", "3-5@TL"]).view()
    monkeypatch.setattr(practice, "make_bot", lambda spec, seed: Short())  # the hint's search only
    move, why = hint(les, view, 1)
    assert str(move) == "4-5@cut:-2:R"
    assert why is not None and Texts("en").say(why).endswith("the most: 8 tiles.")


def test_the_intros_numbers_are_the_engine_s() -> None:
    """The intros say rules no step shows (#36 item 14), with numbers the engine keeps: Sausage with
    three players deals 9 each and sets the 28th aside (SA-1); White Snake with five deals 5 each, and 4
    once four tokens are out of play (WS-1, WS-6)."""
    from dominohall.rules import make_rules
    from dominohall.variants import VARIANTS

    sausage = dh.new_match("sausage", 3, seed=1)
    assert [sausage.view(s).hand.bit_count() for s in range(3)] == [9, 9, 9]
    said = Texts("en").say(LESSONS["sausage"].intro)
    assert "9 tiles each and the 28th set aside" in said and "third time" in said and "all lose" in said
    snake = VARIANTS["white-snake"]
    rules = make_rules(snake, 5, {})
    assert snake.deal_shape(rules, 28)[0] == 5 and snake.deal_shape(rules, 24)[0] == 4
    said = Texts("en").say(LESSONS["white-snake"].intro)
    assert "with 5 players, 5 tiles each at first and 4 once four tokens are out" in said
    assert "nothing is stolen" in said and "wins the match" in said
