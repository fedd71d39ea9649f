"""Game records (JSON): write and read back every variant, refuse tampered or malformed records with a
:class:`~dominohall.RecordError` naming the field (and rule) at fault, and the ``dominohall`` command
(``rules``, ``variants``, ``random-game``, ``replay``) end to end.

Reading a record is a function of its text: on an error it raises and leaves nothing behind, so every
refusal is checked by its exception alone.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers import match_of, setup_of

from dominohall import VARIANTS, Match, MatchState, RecordError, new_match, parse_tile, tile_name
from dominohall.options import OptionValue
from dominohall.record import dump, dumps, load, loads
from dominohall.tiles import mask_of

GAMES: list[tuple[str, int, dict[str, OptionValue]]] = [
    ("white-snake", 5, {"max_deals": 3}),
    ("white-snake", 6, {}),
    ("sausage", 3, {"losses": 2}),
    ("sausage", 4, {"take_ends_turn": True, "losses": 1}),
    ("sausage-one-way", 2, {"losses": 2}),
    ("twins", 2, {}),
    ("twins", 5, {"set": 9, "target": 50}),
    ("maltese-cross", 3, {"target": 50}),
    ("block", 4, {"teams": True}),
    ("draw", 2, {"target": 50}),
]


def random_game(variant: str, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> Match:
    """A whole match of random legal moves, as ``dominohall random-game`` plays it."""
    m = new_match(variant, players, seed=seed, options=options or {})
    rng = random.Random(seed)
    while not m.is_over:
        legal = m.legal_moves()
        m.push(legal[rng.randrange(len(legal))])
    return m


def edit(text: str, change: Callable[[dict[str, Any]], object]) -> str:
    """The record text after ``change`` edits its parsed JSON (written back one event per line)."""
    data = json.loads(text)
    change(data)
    if "events" not in data:
        return json.dumps(data, indent=2)
    events = data.pop("events")
    head = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in data.items())
    body = ",\n".join(f"    {json.dumps(e)}" for e in events)
    return f'{{\n{head},\n  "events": [\n{body}\n  ]\n}}\n'


def refused(text: str, *fragments: str) -> str:
    """Read ``text``, expecting a RecordError whose message holds every fragment; return the message."""
    with pytest.raises(RecordError) as info:
        loads(text)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


def first(events: list[dict[str, Any]], kind: str, after: int = 0) -> int:
    return next(i for i, e in enumerate(events) if e["event"] == kind and i >= after)


@pytest.fixture(scope="module")
def sausage_text() -> str:
    return dumps(random_game("sausage", 3, 4, {"losses": 2}))


@pytest.fixture(scope="module")
def draw_text() -> str:
    return dumps(random_game("draw", 2, 7, {"target": 50}))


# ---- round trips ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "players", "options"), GAMES, ids=[f"{v}-{n}" for v, n, _ in GAMES])
def test_round_trip(variant: str, players: int, options: dict[str, OptionValue], tmp_path: Path) -> None:
    m = random_game(variant, players, 11, options)
    assert m.is_over
    text = dumps(m)
    again = loads(text)
    assert again.history == m.history and again.result == m.result
    assert (again.scores, again.marks, again.tokens) == (m.scores, m.marks, m.tokens)
    assert dumps(again) == text
    path = tmp_path / "game.json"
    dump(m, str(path))
    assert path.read_text(encoding="utf-8") == text
    assert load(str(path)).history == m.history
    data = json.loads(text)
    assert (data["format"], data["version"], data["variant"], data["players"]) == (
        "dominohall-record",
        2,
        variant,
        players,
    )


@pytest.mark.parametrize("cut", [0, 1, 7, 40])
def test_round_trip_mid_match(cut: int) -> None:
    """A record of a match in progress reads back to the same position, which plays on the same."""
    m = new_match("twins", 3, seed=5)
    rng = random.Random(5)
    for _ in range(cut):
        legal = m.legal_moves()
        m.push(legal[rng.randrange(len(legal))])
    again = loads(dumps(m))
    assert again.history == m.history and again.legal_moves() == m.legal_moves() and again.turn == m.turn
    while not m.is_over:
        move = rng.choice(m.legal_moves())
        m.play(move)
        again.play(move)
    assert again.history == m.history


def test_given_deals_replay() -> None:
    hands = [
        ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
        ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
    ]
    setup = setup_of("block", hands, leader=1)
    m = match_of("block", [setup])
    for move in ("1-1", "0-1@L", "1-2@R", "0-2@R"):
        m.play(move)
    text = dumps(m)
    data = json.loads(text)
    assert data["events"][0]["source"] == "given"
    assert [set(h) for h in data["events"][0]["hands"]] == [set(h) for h in hands]
    again = loads(text)
    assert again.history == m.history and dumps(again) == text
    # played on to the end, with seeded deals after the given one
    rng = random.Random(3)
    while not m.is_over:
        m.push(rng.choice(m.legal_moves()))
    finished = dumps(m)
    assert loads(finished).history == m.history
    assert {e["source"] for e in json.loads(finished)["events"] if e["event"] == "deal"} == {"given", "seed"}

    # a given deal is taken as written: a different one is another game, checked move by move
    def swap(data: dict[str, Any]) -> None:
        hands = data["events"][0]["hands"]
        hands[0][hands[0].index("0-0")], hands[1][hands[1].index("1-1")] = "1-1", "0-0"
        for hand in hands:
            hand.sort(key=parse_tile)  # tiles in a record are in index order

    refused(edit(text, swap), "events[2].move", "C-4")


@pytest.mark.parametrize(
    ("variant", "players", "state"),
    [
        ("twins", 2, MatchState(scores=(90, 95))),
        ("maltese-cross", 3, MatchState(scores=(10, 0, 80), leader=2)),
        ("sausage", 3, MatchState(marks=(4, 1, 3), leader=1)),
        ("white-snake", 5, MatchState(deal_number=3, tokens=(("1-1",), (), ("2-2",), (), ()))),
        ("white-snake", 6, MatchState(deal_number=9, tokens=(("1-1", "2-2", "3-3"), (), ("4-4", "5-5"), (), (), ()))),
    ],
    ids=["twins", "maltese-cross", "sausage", "white-snake", "white-snake-steal"],
)
def test_a_match_started_from_a_state_replays(variant: str, players: int, state: MatchState) -> None:
    m = new_match(variant, players, seed=8, state=state)
    rng = random.Random(8)
    while not m.is_over:
        m.push(rng.choice(m.legal_moves()))
    text = dumps(m)
    assert json.loads(text)["start"] is not None
    again = loads(text)
    assert again.start_state == state and again.history == m.history and dumps(again) == text
    assert (again.scores, again.marks, again.tokens) == (m.scores, m.marks, m.tokens)


# ---- tampering ------------------------------------------------------------------------------------
def test_a_changed_tile_in_a_seeded_deal(sausage_text: str) -> None:
    def swap(data: dict[str, Any]) -> None:
        hands = data["events"][0]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]

    refused(edit(sausage_text, swap), "events[0].hands", "(line 10)")


def test_a_changed_stock_or_leader_in_a_seeded_deal(draw_text: str) -> None:
    def stock(data: dict[str, Any]) -> None:
        s = data["events"][0]["stock"]
        s[0], s[1] = s[1], s[0]

    refused(edit(draw_text, stock), "events[0].stock")
    refused(edit(draw_text, lambda d: d["events"][0].update(leader=1)), "events[0].leader")


def test_a_move_with_a_tile_not_held(sausage_text: str) -> None:
    data = json.loads(sausage_text)
    i = first(data["events"], "play", first(data["events"], "play") + 1)
    seat = data["events"][i]["seat"]
    deal = data["events"][0]
    other = next(t for s, h in enumerate(deal["hands"]) if s != seat for t in h)
    text = edit(sausage_text, lambda d: d["events"][i].update(move=other))
    refused(text, f"events[{i}].move", "C-4", f"(line {10 + i})")


def _sausage_start() -> str:
    """Sausage, 2 players, seat 0 leads 0-0 (crosswise: 0 on every end), seat 1 plays 0-1@TL."""
    seat0 = ["0-0", "0-2", "0-4", "0-6", "1-2", "1-4", "1-6", "2-3", "2-5", "3-3", "3-5", "4-4", "4-6", "5-6"]
    seat1 = ["0-1", "0-3", "0-5", "1-1", "1-3", "1-5", "2-2", "2-4", "2-6", "3-4", "3-6", "4-5", "5-5", "6-6"]
    m = match_of("sausage", [setup_of("sausage", [seat0, seat1], leader=0)])
    m.play("0-0")
    m.play("0-1@TL")
    return dumps(m)


@pytest.mark.parametrize(
    ("move", "rule"),
    [("0-2@TL", "SA-4"), ("1-2@BL", "SA-3"), ("0-2", "N"), ("0-2@L", "N"), ("0-2@cut:0:L", "SA-5"), ("pass", "C-7")],
)
def test_an_illegal_move_names_the_rule(move: str, rule: str) -> None:
    text = _sausage_start()
    extra = {"event": "play", "seat": 0, "move": move} if move != "pass" else {"event": "pass", "seat": 0}
    tampered = edit(text, lambda d: d["events"].append(extra))
    i = len(json.loads(tampered)["events"]) - 1
    message = refused(tampered, f"events[{i}].move", f"{rule}: ")
    assert loads(text).turn == 0  # the untampered record reads, seat 0 to move
    assert re.search(r"\(line \d+\)", message)


@pytest.mark.parametrize(("variant", "players"), [("twins", 3), ("maltese-cross", 2), ("white-snake", 5), ("block", 2)])
def test_an_illegal_move_names_the_variants_rule(variant: str, players: int) -> None:
    """A held tile played where it may not go: the refusal names a rule of the variant (or C/N)."""
    m = new_match(variant, players, seed=2)
    rng = random.Random(2)
    while True:
        legal = m.legal_moves()
        held = m.deal.hands[m.turn] & ~mask_of(mv.tile for mv in legal if mv.tile >= 0)
        if m.deal.played and held and legal[0].kind == "play":
            break
        m.push(rng.choice(legal))
    tile = (held & -held).bit_length() - 1
    end = legal[0].end
    bad = tile_name(tile) + (f"@{end}" if end else "")
    text = dumps(m)
    tampered = edit(text, lambda d: d["events"].append({"event": "play", "seat": m.turn, "move": bad}))
    i = len(json.loads(tampered)["events"]) - 1
    prefix = VARIANTS[variant].rule_prefix
    message = refused(tampered, f"events[{i}].move")
    assert re.search(rf"\b({prefix}|C)-\d+: ", message), message


def test_a_move_by_the_wrong_seat(sausage_text: str) -> None:
    data = json.loads(sausage_text)
    i = first(data["events"], "play", 3)
    seat = data["events"][i]["seat"]
    text = edit(sausage_text, lambda d: d["events"][i].update(seat=(seat + 1) % 3))
    refused(text, f"events[{i}].move", "C-2")


@pytest.mark.parametrize("kind", ["draw", "play", "pass", "deal_end", "lead", "match_end"])
def test_a_deleted_event(draw_text: str, kind: str) -> None:
    events = json.loads(draw_text)["events"]
    i = first(events, kind, 2 if kind == "play" else 0)
    tampered = edit(draw_text, lambda d: d["events"].pop(i))
    if kind == "match_end":
        refused(tampered, "events: the record ends after")
    else:
        refused(tampered, "events[")


def test_an_added_event_after_the_end(draw_text: str) -> None:
    tampered = edit(draw_text, lambda d: d["events"].append({"event": "pass", "seat": 0}))
    refused(tampered, "move", "C-8")


def test_a_changed_result(draw_text: str) -> None:
    events = json.loads(draw_text)["events"]
    i = first(events, "deal_end")

    def change(data: dict[str, Any]) -> None:
        data["events"][i]["points"] = [p + 1 for p in data["events"][i]["points"]]

    refused(edit(draw_text, change), f"events[{i}].points", "the record says")


@pytest.mark.parametrize("keep", [0.3, 0.6, 0.95])
def test_a_truncated_file(sausage_text: str, keep: float) -> None:
    message = refused(sausage_text[: int(len(sausage_text) * keep)], "not JSON")
    assert re.match(r"line \d+ column \d+: ", message), message


def test_wrong_format_and_version(sausage_text: str) -> None:
    refused(sausage_text.replace('"dominohall-record"', '"chess-pgn"'), "format (line 2)")
    refused(sausage_text.replace('"version": 2', '"version": 3'), "version (line 3)", "versions 1 to 2, not 3")
    refused(sausage_text.replace('"version": 2', '"version": "2"'), "version (line 3)")
    with pytest.raises(RecordError, match="a record is a JSON object"):
        loads("[1, 2, 3]")


@pytest.mark.parametrize(
    ("options", "rule"),
    [({"target": 0}, "TW-7"), ({"set": 7}, "TW-1"), ({"lead_double": 10}, "TW-2"), ({"target": True}, "TW-7")],
)
def test_bad_options(options: dict[str, object], rule: str) -> None:
    text = dumps(new_match("twins", 2, seed=1))
    refused(edit(text, lambda d: d["options"].update(options)), "options (line 6)", f"{rule}: ")


def test_unknown_option() -> None:
    text = dumps(new_match("block", 2, seed=1))
    refused(edit(text, lambda d: d["options"].update(spinner=True)), "options (line 6)", "'spinner'")


def test_bad_options_with_a_start_state() -> None:
    text = dumps(new_match("twins", 2, seed=1, state=MatchState(scores=(90, 50))))
    refused(edit(text, lambda d: d["options"].update(target=0)), "options (line 6)", "TW-7: ")


@pytest.mark.parametrize(("field", "value", "rule"), [("players", 9, "SA-1"), ("variant", "kielbasa", "variants are")])
def test_bad_variant_or_players_name_their_field(sausage_text: str, field: str, value: object, rule: str) -> None:
    line = {"variant": 4, "players": 5}[field]
    refused(edit(sausage_text, lambda d: d.update({field: value})), f"{field} (line {line})", rule)


def test_a_bad_given_deal_names_its_event() -> None:
    hands = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]
    text = dumps(match_of("block", [setup_of("block", hands)]))

    def move(data: dict[str, Any]) -> None:
        deal = data["events"][0]
        deal["hands"][1].remove("1-1")
        deal["hands"][0].append("1-1")

    refused(edit(text, move), "events[0]", "R-1: hands[0] holds 8 tiles")


def test_a_bad_start_state() -> None:
    text = dumps(new_match("sausage", 2, seed=1, state=MatchState(marks=(1, 2))))
    refused(edit(text, lambda d: d["start"].update(marks=[1])), "start (line 8)", "marks")
    refused(edit(text, lambda d: d["start"].update(leader=5)), "start (line 8)", "C-2")
    refused(edit(text, lambda d: d["start"].update(bogus=1)), "start (line 8)", "'bogus'")
    ws = dumps(new_match("white-snake", 5, seed=1, state=MatchState(deal_number=2, tokens=(("1-1",), (), (), (), ()))))
    refused(edit(ws, lambda d: d["start"].update(tokens=[["0-0"], [], [], [], []])), "start (line 8)", "WS-7")


@pytest.mark.parametrize("field", ["format", "version", "variant", "players", "options", "events"])
def test_missing_fields(sausage_text: str, field: str) -> None:
    refused(edit(sausage_text, lambda d: d.pop(field)), field)


@pytest.mark.parametrize("field", ["seat", "move", "event"])
def test_missing_fields_of_an_event(sausage_text: str, field: str) -> None:
    events = json.loads(sausage_text)["events"]
    i = first(events, "play", 3)
    message = refused(edit(sausage_text, lambda d: d["events"][i].pop(field)), f"events[{i}]")
    if field != "event":
        assert repr(field) in message


@pytest.mark.parametrize("field", ["hands", "stock", "set_aside"])
def test_a_deal_event_without_its_tiles(sausage_text: str, field: str) -> None:
    hands = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]
    given = dumps(match_of("block", [setup_of("block", hands)]))
    refused(edit(given, lambda d: d["events"][0].pop(field)), "events[0]", repr(field))
    refused(edit(sausage_text, lambda d: d["events"][0].pop(field)), f"events[0].{field}")


def test_events_of_the_wrong_shape(sausage_text: str) -> None:
    refused(edit(sausage_text, lambda d: d["events"].insert(3, "play 0-1")), "events[3]")
    refused(edit(sausage_text, lambda d: d["events"][3].update(move=[1, 2])), "events[3]")
    refused(edit(sausage_text, lambda d: d["events"][3].update(move="1-2@X")), "events[3].move", "N: ")


# ---- the command ----------------------------------------------------------------------------------
def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dominohall", *args], capture_output=True, text=True, check=False, timeout=120
    )


def test_cli_rules() -> None:
    every = run("rules")
    assert every.returncode == 0
    for rule in ("C-1", "WS-3", "SA-5", "TW-4", "MC-3", "R-2"):
        assert f"{rule} " in every.stdout
    twins = run("rules", "twins")
    assert twins.returncode == 0
    assert "TW-4" in twins.stdout and "C-6" in twins.stdout and "WS-3" not in twins.stdout


def test_cli_variants() -> None:
    result = run("variants")
    assert result.returncode == 0
    for name in VARIANTS:
        assert name in result.stdout
    assert "take_ends_turn" in result.stdout and "max_deals" in result.stdout


def test_cli_random_game_and_replay(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    made = run("random-game", "sausage", "--players", "3", "--seed", "4", "--out", str(path))
    assert made.returncode == 0, made.stderr
    assert str(path) in made.stdout
    text = path.read_text(encoding="utf-8")
    # the same game as in this process: seeds mean the same everywhere (C-3)
    assert text == dumps(random_game("sausage", 3, 4))
    replayed = run("replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    plays = [e for e in json.loads(text)["events"] if e["event"] == "play"]
    assert sum(1 for line in replayed.stdout.splitlines() if " plays " in line) == len(plays)
    assert f"seat {plays[0]['seat']} plays {plays[0]['move']}" in replayed.stdout
    assert "record OK" in replayed.stdout and "match finished" in replayed.stdout
    quiet = run("replay", "--quiet", str(path))
    assert quiet.returncode == 0 and quiet.stdout.startswith("record OK")


def test_cli_random_game_to_standard_output() -> None:
    result = run("random-game", "twins", "-n", "2", "-s", "3", "-o", "target=50", "--out", "-")
    assert result.returncode == 0, result.stderr
    m = loads(result.stdout)
    assert m.is_over and m.rules.options["target"] == 50


def test_cli_replay_of_a_tampered_record(tmp_path: Path, sausage_text: str) -> None:
    def swap(data: dict[str, Any]) -> None:
        hands = data["events"][0]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]

    path = tmp_path / "tampered.json"
    path.write_text(edit(sausage_text, swap), encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 2
    assert "events[0].hands" in result.stderr and "record OK" not in result.stdout
    missing = run("replay", str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2 and "nowhere.json" in missing.stderr


def test_cli_unknown_variant() -> None:
    for args in (("random-game", "kielbasa", "--players", "2"), ("rules", "kielbasa")):
        result = run(*args)
        assert result.returncode == 2
        assert "kielbasa" in result.stderr
        assert all(name in result.stderr for name in VARIANTS), result.stderr


def test_cli_bad_option() -> None:
    result = run("random-game", "twins", "--players", "2", "-o", "target=0")
    assert result.returncode == 2 and "TW-7" in result.stderr
    unknown = run("random-game", "twins", "--players", "2", "-o", "spinner=true")
    assert unknown.returncode == 2 and "spinner" in unknown.stderr
    players = run("random-game", "sausage", "--players", "5")
    assert players.returncode == 2 and "SA-1" in players.stderr
