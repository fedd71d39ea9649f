"""What both terminal interfaces share (``dominohall.tui.session``, the line mode's set-up): saved
games that remember their bots, the end of a match told by the ranking, refusals in plain words,
the Sausage cut's hand-over counts, plural forms and the commands in three languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import deal_of, match_of, play_all, sausage_scenario_a
from refusals import REFUSALS

from dominohall import Move, View, new_match
from dominohall.errors import RecordError
from dominohall.events import MatchResult
from dominohall.i18n import Texts
from dominohall.record import dumps, load_game, loads_game
from dominohall.tiles import BIT, parse_tile
from dominohall.tui.app import setup_game
from dominohall.tui.render import cut_sizes, layout_notes, markdown_text, seat_lines
from dominohall.tui.session import Table
from dominohall.variants.sausage import SausageLayout


def test_a_saved_game_goes_on_against_its_own_bots(tmp_path: Path) -> None:
    match = new_match("sausage", 3, seed=4)
    table = Table(match, ["ismcts:iterations=50", "random"])
    path = str(tmp_path / "game.json")
    table.save(path)
    setup = setup_game(None, None, resume=path, bots=None, seed=None, options=None)
    again, specs = setup.match, setup.specs
    assert specs == ["ismcts:iterations=50", "random"]
    assert Table(again, specs).labels == ["you", "seat 1 (Club player, quick)", "seat 2 (Beginner)"]
    # Bots typed on the command line win over the saved ones.
    assert setup_game(None, None, resume=path, bots="greedy", seed=None, options=None).specs == ["greedy"]


def test_bots_are_named_in_the_players_language() -> None:
    # bots are named by their level as players read it, in the person's language, as the browser
    # names them (#36 item 9: "ismcts:iterations=50" or "greedy" beside a seat names an algorithm)
    match = new_match("sausage", 4, seed=4)
    specs = ["greedy", "random", "ismcts:iterations=50"]
    assert Table(match, specs, lang="pl").labels[1:] == [
        "gracz 1 (Gracz niedzielny)",
        "gracz 2 (Początkujący)",
        "gracz 3 (Gracz klubowy, szybki)",
    ]
    assert Table(match, specs, lang="ru").labels[1:3] == ["игрок 1 (Любитель)", "игрок 2 (Новичок)"]
    assert Table(match, specs).labels[1:] == [
        "seat 1 (Casual player)",
        "seat 2 (Beginner)",
        "seat 3 (Club player, quick)",
    ]
    assert Table(match, ["ismcts", "expert", "ismcts:iterations=20"]).labels[1:] == [
        "seat 1 (Club player)",
        "seat 2 (Expert)",
        "seat 3 (Learner)",
    ]


def test_records_without_bots_still_load_and_bad_bots_are_refused(tmp_path: Path) -> None:
    match = new_match("block", 2, seed=1)
    assert loads_game(dumps(match))[1] is None  # a record from before the field, or from another program
    path = tmp_path / "bad.json"
    path.write_text(dumps(match, bots=[None, "minimax"]), encoding="utf-8")
    assert load_game(str(path))[1] == [None, "minimax"]
    with pytest.raises(Exception, match="unknown bot 'minimax'"):
        setup_game(None, None, resume=str(path), bots=None, seed=None, options=None)
    with pytest.raises(RecordError, match="bots"):
        loads_game(dumps(match).replace('"start"', '"bots": 3,\n  "start"'))


def test_the_match_end_is_told_by_the_ranking() -> None:
    """Sausage (SA-10): only the seat that reaches the limit loses; the person placed second is not
    told the match is lost."""
    match = new_match("sausage", 3, seed=1, options={"losses": 1})
    table = Table(match, ["random"])
    match.result = MatchResult((1,), (2,), (1, 0, 2), "SA-10")
    match.marks = [1, 0, 2]
    assert table.end_message() == "The match is over: you are not among its losers (place 2 of 3)."
    match.result = MatchResult((0,), (2,), (0, 1, 2), "SA-10")
    match.marks = [0, 1, 2]
    assert table.end_message() == "You won the match!"
    match.result = MatchResult((1,), (0,), (1, 2, 0), "SA-10")
    match.marks = [2, 0, 1]
    assert Table(match, ["random"], lang="pl").end_message() == "Mecz przegrany: miejsce 3 z 3."


def test_refusals_say_what_is_wrong_in_plain_words_first() -> None:
    match = new_match("block", 2, seed=3)
    table = Table(match, ["random"])
    hand = match.view(0).hand
    assert table.refusal(Move.from_str("pass")) == [
        "not allowed: you have a tile to play, so you may not pass (C-7)",
        f"  C-7: {Texts().rule('C-7')}",
    ]
    absent = next(t for t in ("0-0", "1-1", "2-2", "6-6") if not hand & BIT[parse_tile(t)])
    assert table.refusal(Move.from_str(absent)) == [f"not allowed: you do not hold {absent}"]
    assert Table(match, ["random"], lang="ru").refusal(Move.from_str("pass"))[0] == (
        "нельзя: вам есть чем ходить, поэтому пасовать нельзя (C-7)"
    )


@pytest.mark.parametrize("case", list(REFUSALS))
def test_every_refusal_in_plain_words_that_say_what_the_rule_says(case: str) -> None:
    """Each refusal of tests/refusals.py in the person's words, with the rule the engine names, and in
    Polish and Russian with no English detail where plain words fit (issue 23: a Twins tile that does
    not match its end was explained by the twins rule)."""
    refusal = REFUSALS[case]
    move = Move.from_str(refusal.move)
    for lang in ("en", "pl", "ru"):
        table = Table(refusal.position.match(), ["random"], lang=lang)
        lines = table.refusal(move)
        t = Texts(lang)
        if refusal.plain is None:
            assert lines[0] == t("not allowed: {rule}: {sentence}", rule=refusal.rule, sentence=t.rule(refusal.rule)), (
                lines
            )
            continue
        if lang == "en":
            assert lines[0] == t("not allowed: {why} ({rule})", why=refusal.plain, rule=refusal.rule), lines
        assert lines[0].endswith(f"({refusal.rule})") and lines[1:] == [
            t("  {rule}: {sentence}", rule=refusal.rule, sentence=t.rule(refusal.rule))
        ], lines


def test_a_tile_that_does_not_match_names_the_end_and_its_number() -> None:
    match = match_of(
        "block",
        [
            deal_of(
                "block",
                [["3-5", "5-5", "0-0", "0-1", "0-2", "0-3", "0-4"], ["2-5", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"]],
            ).setup
        ],
    )
    play_all(match, "3-5 2-5@R")
    table = Table(match, ["random"])
    assert table.refusal(Move.from_str("0-1@L")) == [
        "not allowed: 0-1 does not fit L (left end), which shows 3 (R-1)",
        f"  R-1: {Texts().rule('R-1')}",
    ]


def test_cuts_show_what_each_side_hands_over() -> None:
    """Scenario A of tests/engine/test_sausage.py: seat 1 may cut 1|2 with 1-6, handing the next player the
    five tiles to the left or the two to the right (SA-6)."""
    view = View.of(sausage_scenario_a(), 1)
    assert isinstance(view.layout, SausageLayout) and cut_sizes(view.layout, 1) == (5, 2)
    assert layout_notes(view, Texts("pl"))[-1] == (
        "możliwe cięcia: 1|2 kamieniem 1-6, twoim (do zabrania: z lewej 5 kamieni, z prawej 2 kamienie)"
    )
    pytest.importorskip("textual")
    from dominohall.tui.fullscreen import place_label

    cuts = [m for m in view.legal_moves if m.kind == "cut"]
    assert [place_label(m, view, Texts()) for m in cuts] == [
        "1-6@cut:1:L: cut 1|2, the next player takes the left part: 5 tiles",
        "1-6@cut:1:R: cut 1|2, the next player takes the right part: 2 tiles",
    ]


def test_counts_and_commands_in_three_languages() -> None:
    assert [Texts("ru").count(n) for n in (1, 3, 5, 21)] == ["1 костяшка", "3 костяшки", "5 костяшек", "21 костяшка"]
    assert [Texts("pl").count(n) for n in (1, 3, 5, 22)] == ["1 kamień", "3 kamienie", "5 kamieni", "22 kamienie"]
    assert Texts("en").count(1) == "1 tile"
    assert [Texts("pl").command(w) for w in ("cofnij", "undo", "pomoc", "zapisz")] == ["undo", "undo", "help", "save"]
    view = new_match("white-snake", 5, seed=1).view(0)
    labels = ["you"] + [f"seat {s} (Beginner)" for s in range(1, 5)]
    lines = seat_lines(view, labels, Texts(), width=40)
    assert all(len(line) <= 40 for line in lines) and len(lines) > 2


def test_rules_are_plain_text() -> None:
    from dominohall.rulebook import rules_text

    lines = markdown_text(rules_text("sausage"), 78)
    text = "\n".join(lines)
    assert all(len(line) <= 78 for line in lines)
    assert "**" not in text and "`" not in text and "| ---" not in text
    assert "• SA-6 What a cut takes away (basic game)." in text


def test_a_saved_game_keeps_its_language(tmp_path: Path) -> None:
    """Issue 23: the language was not saved with the game; ``--resume`` starts in it unless ``--lang``
    says otherwise."""
    from dominohall.record import load_saved
    from dominohall.tui.app import setup_game

    path = str(tmp_path / "gra.json")
    Table(new_match("block", 2, seed=1), ["random"], lang="pl").save(path)
    assert load_saved(path).lang == "pl"
    assert setup_game(None, None, resume=path, bots=None, seed=None, options=None).lang == "pl"
    assert setup_game(None, None, resume=path, bots=None, seed=None, options=None, lang="ru").lang == "ru"
    assert setup_game("block", 2, resume=None, bots=None, seed=1, options=None).lang == "en"
    bad = Path(path).read_text(encoding="utf-8").replace('"lang": "pl"', '"lang": "xx"')
    with pytest.raises(RecordError, match=r"lang \(line \d+\): a language of en, pl, ru is needed, not 'xx'"):
        loads_game(bad)


def test_a_game_resumed_against_other_bots_credits_the_old_moves_to_the_old_bots(tmp_path: Path) -> None:
    """Issue 23: ``--resume --bots X`` credited the moves made so far to the new bots. The old moves
    keep the old bots' names, the table says which seats changed hands, and the record saved says
    which bots made which moves (``earlier_bots``); moves taken back from before are the new bots' to
    make."""
    from dominohall.record import load_saved
    from dominohall.tui.app import setup_game

    match = new_match("sausage", 3, seed=4)
    table = Table(match, ["random"])
    for _ in range(3):
        while match.turn != 0:
            bot = table.bot(match.turn)
            assert bot is not None
            table.make(bot.choose(match.view(match.turn)), match.turn)
        table.make(match.legal_moves()[0], 0)
    path = str(tmp_path / "game.json")
    table.save(path)
    decisions = len(table.seats)
    setup = setup_game(None, None, resume=path, bots="greedy", seed=None, options=None)
    again = Table(setup.match, setup.specs, saved_bots=setup.saved_bots, earlier_bots=setup.earlier_bots)
    assert again.labels == ["you", "seat 1 (Casual player)", "seat 2 (Casual player)"]
    history = setup.match.history
    old = next(i for i, e in enumerate(history) if e.kind == "play" and e.seat == 1)
    assert again.labels_at(old)[1] == "seat 1 (Beginner)"
    assert again.labels_at(len(history))[1] == "seat 1 (Casual player)"
    assert again.bot_changes() == [
        "seat 1 (Beginner): now played by Casual player",
        "seat 2 (Beginner): now played by Casual player",
    ]
    again.save(path)
    saved = load_saved(path)
    assert saved.bots == [None, "greedy", "greedy"]
    assert saved.earlier_bots == [(decisions, [None, "random", "random"])]
    # The same bots again: nothing changed hands.
    same = setup_game(None, None, resume=path, bots=None, seed=None, options=None)
    assert Table(same.match, same.specs, saved_bots=same.saved_bots, earlier_bots=same.earlier_bots).changed == []
    # Moves taken back from before the change are made again by the bots of now.
    again.undo()
    assert again.earlier[0][0] <= len(again.seats) < decisions
    again.save(path)
    assert load_saved(path).earlier_bots[0][0] == len(again.seats)


@pytest.mark.parametrize(("lang", "word", "place"), [("pl", "gracz", "miejsce"), ("ru", "игрок", "место")])
def test_a_seat_is_named_as_a_player_not_as_a_place(lang: str, word: str, place: str) -> None:
    """Issue 23, item 9: "miejsce 1"/"место 1" beside the standings reads as "place 1"; a seat is a
    player (as in the browser), and "place" is kept for the standings."""
    table = Table(new_match("sausage", 3, seed=1), ["random", "greedy"], lang=lang)
    assert table.labels[1].startswith(f"{word} 1 (") and table.labels[2].startswith(f"{word} 2 (")
    assert not any(place in label for label in table.labels)


def test_the_terminal_s_levels_are_the_browser_s() -> None:
    """One name a level for both (#36 item 9): the terminal's BOT_LEVELS and its learner's threshold
    are the browser's LEVELS and LEARNER_ITERATIONS (static/js/i18n.js), each word translated once."""
    import re

    import dominohall
    from dominohall.i18n import BOT_LEVELS, LEARNER_ITERATIONS

    js = (Path(dominohall.__file__).parent / "server" / "static" / "js" / "i18n.js").read_text(encoding="utf-8")
    line = next(text for text in js.splitlines() if text.startswith("export const LEVELS"))
    assert dict(re.findall(r'(\w+): N_\("([^"]+)"\)', line)) == BOT_LEVELS
    assert f"const LEARNER_ITERATIONS = {LEARNER_ITERATIONS};" in js
