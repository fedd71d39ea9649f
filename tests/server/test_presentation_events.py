"""#24 item 2, one presentation layer: an event, a deal's and a match's result become phrases once,
in Python (``dominohall.presentation.events``); the terminal says them, the server sends them with
each event and the browser only says them (``sayEvent`` in ``static/js/i18n.js``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from dominohall import new_match
from dominohall.events import DealEnded, DealResult, Ending, Played
from dominohall.i18n import Phrase, Seat, Seats, Texts
from dominohall.moves import Move
from dominohall.presentation import events as presentation
from dominohall.presentation.events import deal_result, event_phrases, wording
from dominohall.server.wire import public_event_json, view_json

ROOT = Path(presentation.__file__).resolve().parents[1]
JS = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "server" / "static" / "js").glob("*.js")}


def test_a_seat_is_named_by_whoever_says_the_phrase() -> None:
    """The phrase names seats ({"seat": n}); each side fills in its own labels."""
    played = event_phrases(Played(1, Move.from_str("3-5@R")))[0]
    assert played.json() == {
        "id": "{name}: played {move}",
        "fields": {"name": {"seat": 1}, "move": "3-5@R"},
        "seat": 1,
        "own": {"context": "you"},  # the same id and fields, said in the context "you"
    }
    assert Phrase.from_json(played.json()) == played
    assert Texts("pl").say(played, ["ty", "Ola"], me=0) == "Ola: kładzie 3-5@R"
    assert Texts("pl").say(played.json(), ["Ala", "ty"], me=1) == "ty: kładziesz 3-5@R"  # C-4 own move
    assert Texts("ru").say(played, lambda s: f"игрок {s}") == "игрок 1: кладёт 3-5@R"  # a spectator
    assert Texts("en").say(played) == "seat 1: played 3-5@R"


def test_a_deal_result_says_each_seat_its_own_sentence() -> None:
    """TW-6: the winner is told "You played out your last tile", the others its label, and every
    seat the pips left (Seats with values) and who scored."""
    result = DealResult(Ending.DOMINO, (0,), (1,), "TW-6", (0, 7), (7, 0))
    phrases = deal_result(result)
    labels = ["you", "Ola"]
    assert [Texts("en").say(p, labels, 0) for p in phrases] == [
        "You played out your last tile and win the deal.",
        "Pips left in the hands: you 0, Ola 7",
        "You score 7.",
    ]
    headline = Texts("en").say(phrases[0], ["Ala", "you"], 1)
    assert headline == "Ala played out the last tile and wins the deal."
    marks = deal_result(DealResult(Ending.DOMINO, (0,), (1,), "SA-9", (0, 7), (0, 0)), marks=True)
    assert Texts("pl").say(marks[0], ["Ala", "ty"], 1) == Texts("pl")("You are left holding tiles and lose the deal.")
    assert Seats((), None).json() == {"seats": []} and Texts("en").say(Phrase("{x}", {"x": Seats(())})) == "none"
    assert Phrase.from_json({"id": "{x}", "fields": {"x": {"seat": 2}}}).fields["x"] == Seat(2)


def test_the_server_sends_every_event_with_its_phrases() -> None:
    """The log, the reveal and the replay carry ``say``; the view the number people see (WS-2)."""
    match = new_match("white-snake", 6, seed=7)  # deal 1 dealt again: its head lay in the stock (WS-3)
    state = view_json(match.view(0))
    assert all(entry["say"] for entry in state["log"])
    assert state["log"][1]["say"][0]["fields"]["why"]["fields"] == {"tile": "1-1"}
    assert (state["deal_shown"], state["dealt_again"]) == (1, "WS-3")
    ended = public_event_json(DealEnded(DealResult(Ending.VOID, (), (), "WS-5", (3, 3), (0, 0))), "white-snake")
    assert ended["say"][0]["id"].startswith("Nobody can play, and the fewest pips and tiles are tied")
    assert wording("sausage") == {"numbered": False, "marks": True}


def _event_msgids() -> set[str]:
    """Every English text the presentation of events says (the first string of each gettext call)."""
    tree = ast.parse(Path(presentation.__file__).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            strings = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if name in ("_", "gettext", "N_") and strings:
                found.add(strings[0])
            elif name == "pgettext" and len(strings) > 1:
                found.add(strings[1])
    return found


def test_the_browser_no_longer_words_events_itself() -> None:
    """No script holds an event's wording (its English texts) or the functions that worked it out."""
    said = _event_msgids()
    assert len(said) > 40 and "{name}: played {move}" in said and "The match goes to {names}." in said
    # words said elsewhere too: the spectator's "The match is over." at the end, the endings' words
    # (ENDINGS, which tests/server/test_web_texts.py keeps equal to the engine's Ending) and the
    # page's title, whose number the server gives (deal_shown)
    shared = {"The match is over.", "domino", "block", "void", "{variant}, deal {deal}"}
    gone = ("describeEvent", "dealResultLines", "matchResultLines", "redealWhy", "numberedDeals", "dealNumber")
    for name, text in JS.items():
        code = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S)  # the comments may quote a text
        literals = set(re.findall(r'"((?:[^"\\]|\\.)*)"', code))
        assert not (said - shared) & literals, (name, (said - shared) & literals)
        assert not [f for f in gone if f in text], name
    assert "sayEvent" in JS["table.js"] and "sayEvent" in JS["replay.js"] and "sayEvent" in JS["learn.js"]


def _said(phrase: Phrase) -> set[tuple[str | None, str]]:
    """The message ids a phrase says, its fields' and its own phrase's too."""
    out = {(phrase.context, phrase.id)}
    for value in phrase.fields.values():
        if isinstance(value, Phrase):
            out |= _said(value)
    if phrase.own is not None:
        out |= _said(phrase.told(phrase.seat))
    return out


def test_every_phrase_an_event_becomes_is_in_the_catalogs() -> None:
    """Each message id the events are said with (of every kind, in both wordings) is extracted into
    the catalogs, so that it is translated: a phrase made where the extraction cannot see its text
    would fall back to English in Polish and Russian."""
    from scoring_toy import registered

    from dominohall.catalogs import _entries, _read
    from dominohall.events import EVENT_KINDS
    from dominohall.i18n import LOCALE
    from dominohall.variants import VARIANTS

    games: list[tuple[str, int, int, dict[str, object] | None]]
    games = [(name, cls.default_players, 1, dict(cls.short_match)) for name, cls in VARIANTS.items()]
    games += [("white-snake", 6, 4, None), ("sausage-one-way", 3, 1, None)]  # WS-3, WS-5, WS-7; SA-11
    games += [("toy-fives", 2, 1, {"target": 20})]  # a game that scores during play: the "score" event
    said: set[tuple[str | None, str]] = set()
    kinds: set[str] = set()
    with registered():
        _say_every_event(games, said, kinds)
    assert kinds == set(EVENT_KINDS)
    template = _entries(_read(LOCALE / "dominohall.pot"))
    assert not said - template.keys(), sorted(said - template.keys(), key=str)


def _say_every_event(
    games: list[tuple[str, int, int, dict[str, object] | None]],
    said: set[tuple[str | None, str]],
    kinds: set[str],
) -> None:
    from dominohall.bots import make_bot

    for variant, players, seed, options in games:
        match = new_match(variant, players, seed=seed, options=options)
        bots = [make_bot("greedy", seed=s) for s in range(players)]
        while not match.is_over:
            seat = match.turn
            match.play(bots[seat].choose(match.view(seat)), seat=seat)
        for event in match.history:
            kinds.add(event.kind)
            for terse in (False, True):
                for phrase in event_phrases(event, **wording(variant), terse=terse, variant=variant):
                    said |= _said(phrase)


def test_standings_deal_endings_and_the_match_end_come_worded_from_python() -> None:
    """The badges' standing, the score sheet's ending and the match's end as each seat is told it are
    phrases the server sends (``dominohall.presentation.standing``); the page worked them out from
    the match's kind and the ranking, and placed tied seats by seat number."""
    from dominohall.bots import make_bot
    from dominohall.presentation.standing import place_of, places
    from dominohall.server.table import _frame, sheet_row

    match = new_match("sausage", 3, seed=2, options={"losses": 1})
    bots = [make_bot("greedy", seed=s) for s in range(3)]
    while not match.is_over:
        match.play(bots[match.turn].choose(match.view(match.turn)), seat=match.turn)
    assert match.result is not None
    en, pl = Texts("en"), Texts("pl")
    (loser,) = match.result.losers
    for seat in range(3):
        state = view_json(match.view(seat))
        assert [en.say(p) for p in state["standing"]] == [f"losses: {m}" for m in match.marks]
        told = en.say(state["match_end"])
        if seat == loser:
            place = next(p for p, seats in places(match.view(seat)) if seat in seats)
            assert told == f"You lost the match: place {place} of 3.", told
        elif seat in match.result.winners:
            assert told == "You won the match!"
        else:  # SA-10: only the seat at the limit loses; one not among the winners is told its place
            assert told.startswith("The match is over: you are not among its losers (place "), told
    assert en.say(view_json(match.view(0), spectator=True)["match_end"]) == "The match is over."
    assert view_json(match.view(0))["places"] == [place_of(match.view(0), s) for s in range(3)]
    assert sorted(view_json(match.view(0))["places"])[0] == 1
    assert view_json(new_match("block", 2, seed=1).view(0))["match_end"] is None
    deal = match.deal
    assert deal.result is not None
    row = sheet_row(deal, deal.result, match)
    assert en.say(row["ending_say"]) in ("one left with tiles", "blocked")  # SA-9: a loss-marks game's words
    frame = _frame(0, None, [], match, deal)
    assert [pl.say(p) for p in frame["standing"]] == [pl.say(p) for p in view_json(match.view(0))["standing"]]
    # White Snake's badge names the tokens, in the seat's language
    snake = view_json(new_match("white-snake", 5, seed=1).view(0))
    assert pl.say(snake["standing"][0]) == "żetony: brak"
    for name, text in JS.items():
        for gone in (
            "You won the match!",
            "The match is lost.",
            "tokens: none",
            "one left with tiles",
            "losses: {n}",
            "{name}: points {n}",
        ):
            assert f'"{gone}"' not in text, (name, gone)


def test_the_finished_games_list_and_the_lessons_get_the_standings_worded() -> None:
    """/api/history words each seat's final standing, also for a table stored before it was (its
    TABLE_META has only the counts); the learning pages get the seats' lines ("you: points 0")."""
    from dominohall.server.api import with_standing
    from dominohall.server.learn import learner_view

    stored = {"variant": "white-snake", "result": {"tokens": [["3-3", "5-5"], []], "marks": [0, 0], "scores": [0, 0]}}
    standing = with_standing(stored)["result"]["standing"]
    assert [Texts("ru").say(p) for p in standing] == ["жетоны: 3-3 5-5", "жетонов нет"]
    assert with_standing({"variant": "gone", "result": {}}) == {"variant": "gone", "result": {}}
    assert with_standing({"variant": "block", "result": None})["result"] is None
    view = learner_view(new_match("twins", 2, seed=1).view(0))
    assert [Texts("pl").say(p, ["ty", "gracz 1"]) for p in view["standings"]] == ["ty: punkty 0", "gracz 1: punkty 0"]
