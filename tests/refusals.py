"""Every kind of refused move, in every variant: explicit positions where seat 0 is to move and a
move that the rules refuse, with the rule it breaks, the engine's reason and the person's plain words.

The engine's tests (tests/engine/test_refusals.py) check the rule and the reason; the terminal's
(tests/terminal/test_tui_session.py) check the plain words, which must say the same thing as the rule:
a tile that does not match its end is never explained by another rule (issue 23: Twins refused a
non-matching tile as TW-4, "may go on 6 only once 6-6 is on the table").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from helpers import match_of, play_all, setup_of

from dominohall import Match, MatchState


@dataclass(frozen=True)
class Position:
    """A match from explicit hands, played up to a point where seat 0 is to move."""

    variant: str
    hands: tuple[tuple[str, ...], ...]
    moves: str = ""
    leader: int | None = None
    options: dict[str, object] = field(default_factory=dict)
    state: MatchState | None = None
    tokens: tuple[str, ...] = ()

    def match(self) -> Match:
        number = self.state.deal_number if self.state else 1
        setup = setup_of(
            self.variant, self.hands, leader=self.leader, options=self.options, tokens=self.tokens, number=number
        )
        match = match_of(self.variant, [setup], options=self.options, state=self.state)
        play_all(match, self.moves)
        assert match.turn == 0, (self.variant, self.moves, match.turn)
        return match


@dataclass(frozen=True)
class Refusal:
    """``move`` is refused at ``position`` under ``rule``; the engine's reason holds ``reason`` and the
    person reads ``plain`` first (``None``: no plain words fit, the rule's sentence speaks)."""

    position: Position
    move: str
    rule: str
    reason: str
    plain: str | None


TWINS = Position(
    "twins",
    (("6-6", "2-3", "3-6", "0-1", "0-5", "0-3", "4-4"), ("5-6", "1-1", "1-2", "1-3", "1-4", "1-5", "2-2")),
    "6-6 5-6@R",
)
"""L shows 6 (6-6 is down), R shows 5 (5-5 is not)."""
TWINS_LEAD = Position("twins", TWINS.hands)

WS = Position(
    "white-snake",
    (
        ("1-1", "0-0", "1-3", "2-5", "0-4"),
        ("1-2", "0-1", "0-2", "0-3", "0-5"),
        ("2-3", "0-6", "1-4", "1-5", "1-6"),
        ("3-4", "2-2", "2-4", "2-6", "3-3"),
        ("4-5", "3-5", "3-6", "4-4", "4-6"),
    ),
    "1-1 1-2 2-3 3-4 4-5",
)
"""The snake's free end shows 5."""
WS_LEAD = Position("white-snake", WS.hands)
WS_STEAL = Position(
    "white-snake",
    (
        ("0-0", "1-3", "3-4", "1-5", "5-6"),
        ("0-2", "0-3", "1-4", "2-4", "0-5"),
        ("1-2", "2-3", "2-5", "5-5", "6-6"),
        ("0-1", "0-4", "1-6", "3-6", "4-6"),
        ("4-4", "3-5", "4-5", "0-6", "2-6"),
    ),
    "0-0 0-2 1-2 0-1 0-6 5-6 0-5 pass 0-4 4-4 3-4 0-3 pass pass pass pass pass",
    state=MatchState(deal_number=7, tokens=((), ("1-1", "2-2"), ("3-3",), (), ())),
    tokens=("1-1", "2-2", "3-3"),
)
"""Deal 7 (0-0) is won by seat 0 on a block: it must steal a token (WS-7)."""

SAUSAGE_HANDS = (
    ("2-3", "1-3", "2-2", "1-4", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2", "1-5"),
    ("2-6", "3-6", "6-6", "1-6", "2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "4-6", "5-5", "5-6"),
)
SAUSAGE = Position("sausage", SAUSAGE_HANDS, "2-3 2-6@TR", leader=0)
"""The top row sticks out on the right; BR shows 3."""
SAUSAGE_CUT = Position("sausage", SAUSAGE_HANDS, "2-3 2-6@TR 1-3@BR 3-6@BL 2-2@TL 6-6@TR 1-4@BR 4-5@BR", leader=0)
"""The junction 1|2 may be cut with 1-6 (seat 1 holds it)."""
SAUSAGE_LEAD = Position("sausage", SAUSAGE_HANDS, leader=0)

ONE_WAY_HANDS = (
    ("0-1", "1-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2", "1-3"),
    ("2-2", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5", "2-6", "3-3"),
    ("3-4", "3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "5-6", "6-6"),
)
ONE_WAY_LEAD = Position("sausage-one-way", ONE_WAY_HANDS, leader=0)
ONE_WAY = Position("sausage-one-way", ONE_WAY_HANDS, "1-1 1-4@TR pass", leader=0)
"""TR sticks out (it shows 4); BR shows 1."""

CROSS_HANDS = (
    ("6-6", "2-6", "4-6", "2-2", "4-4", "0-0", "0-5"),
    ("1-6", "3-6", "1-1", "3-3", "1-5", "0-1", "0-2"),
)
CROSS_LEAD = Position("maltese-cross", CROSS_HANDS)
CROSS_ARMS = Position("maltese-cross", CROSS_HANDS, "6-6 1-6@N")
"""MC-3: N holds 1-6; E, S, W are empty."""
CROSS_DOUBLES = Position("maltese-cross", CROSS_HANDS, "6-6 1-6@N 2-6@E 3-6@S 4-6@W 1-1@N")
"""MC-4: N ends in 1-1; E (2), S (3) and W (4) need their doubles."""
CROSS_FREE = Position("maltese-cross", CROSS_HANDS, "6-6 1-6@N 2-6@E 3-6@S 4-6@W 1-1@N 2-2@E 3-3@S 4-4@W 1-5@N")
"""MC-5: the arms end in 5, 2, 3 and 4."""

BLOCK = Position(
    "block",
    (("3-5", "5-5", "0-0", "0-1", "0-2", "0-3", "0-4"), ("2-5", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6")),
    "3-5 2-5@R",
)
"""L shows 3, R shows 2."""
DRAW = Position("draw", BLOCK.hands, "3-5 2-5@R")

REFUSALS: dict[str, Refusal] = {
    # ---- Twins
    "twins-no-match": Refusal(
        TWINS, "2-3@L", "TW-3", "2-3 does not match 6 at end L", "2-3 does not fit L (left end), which shows 6"
    ),
    "twins-locked": Refusal(
        TWINS,
        "0-5@R",
        "TW-4",
        "0-5 may go on 5 only once 5-5 is on the table",
        "0-5 may go on 5 only once 5-5 is on the table",
    ),
    "twins-lead": Refusal(
        TWINS_LEAD, "4-4", "TW-2", "the holder of the highest double leads it", "the deal is led by 6-6"
    ),
    "twins-lead-end": Refusal(
        TWINS_LEAD, "6-6@L", "N", "the lead is written 6-6, without an end", "the lead is written without an end: 6-6"
    ),
    "twins-no-end": Refusal(TWINS, "3-6", "N", "names no end of this line", "say where 3-6 goes: 3-6@L"),
    "twins-bad-end": Refusal(
        TWINS, "3-6@N", "N", "names no end of this line", "3-6@N names no place of this game (here: L, R)"
    ),
    # ---- White Snake
    "ws-no-match": Refusal(
        WS,
        "0-0",
        "WS-4",
        "does not match the snake's free end 5",
        "0-0 does not fit the snake's free end, which shows 5",
    ),
    "ws-end": Refusal(
        WS, "2-5@L", "WS-4", "the snake has one open end", "2-5@L names no place of this game (here: on the snake)"
    ),
    "ws-lead": Refusal(WS_LEAD, "0-0", "WS-3", "the holder of the head 1-1 must lead it", "the deal is led by 1-1"),
    "ws-steal-in-deal": Refusal(
        WS,
        "steal:2-2",
        "WS-7",
        "only by the winner of a 0-0 deal",
        "only the winner of a 0-0 deal steals a token, once the deal is over",
    ),
    "ws-must-steal": Refusal(
        WS_STEAL,
        "pass",
        "WS-7",
        "seat 0 won a 0-0 deal and must steal a token",
        "you won a 0-0 deal: choose whose token to steal",
    ),
    "ws-not-stealable": Refusal(
        WS_STEAL,
        "steal:4-4",
        "WS-7",
        "4-4 is not a token another player holds",
        "4-4 is not a token another player holds",
    ),
    # ---- Sausage
    "sausage-no-match": Refusal(
        SAUSAGE,
        "0-4@BR",
        "SA-3",
        "0-4 does not match 3 at end BR",
        "0-4 does not fit BR (bottom row, right), which shows 3",
    ),
    "sausage-uneven": Refusal(
        SAUSAGE,
        "0-6@TR",
        "SA-4",
        "already sticks out on the right",
        "that row already sticks out on this side: extend the other row first",
    ),
    "sausage-no-junction": Refusal(
        SAUSAGE,
        "1-2@cut:5:L",
        "SA-5",
        "is not between two columns",
        "there is nothing to cut between columns 5 and 6: a cut goes between two columns of two lengthwise tiles",
    ),
    "sausage-wrong-cut": Refusal(
        SAUSAGE_CUT,
        "0-1@cut:1:L",
        "SA-5",
        "must show 6 on top and 1 below (1-6)",
        "only 1-6 fits the cut between columns 1 and 2",
    ),
    "sausage-no-side": Refusal(
        SAUSAGE, "0-1@cut:0", "SA-6", "name the side", "name the side the next player takes: 0-1@cut:0:L or 0-1@cut:0:R"
    ),
    "sausage-bad-end": Refusal(
        SAUSAGE, "0-1@L", "N", "names no end of the sausage", "0-1@L names no place of this game (here: TL, TR, BL, BR)"
    ),
    "sausage-lead-end": Refusal(
        SAUSAGE_LEAD,
        "2-3@TL",
        "N",
        "the lead is written 2-3, without an end",
        "the lead is written without an end: 2-3",
    ),
    # ---- One-way sausage
    "one-way-lead": Refusal(ONE_WAY_LEAD, "0-1", "SA-11", "the lead must be a double", "the lead must be a double"),
    "one-way-left": Refusal(
        ONE_WAY, "0-4@TL", "SA-11", "grows to the right only", "0-4@TL names no place of this game (here: TR, BR)"
    ),
    "one-way-no-match": Refusal(
        ONE_WAY,
        "0-2@BR",
        "SA-3",
        "0-2 does not match 1 at end BR",
        "0-2 does not fit BR (bottom row, right), which shows 1",
    ),
    "one-way-side": Refusal(
        ONE_WAY,
        "0-2@cut:1:L",
        "SA-11",
        "the cutter names no side",
        "in one-way sausage the cutter names no side: 0-2@cut:1",
    ),
    # ---- Maltese Cross
    "cross-lead": Refusal(
        CROSS_LEAD, "4-4", "MC-2", "the holder of the highest double leads it", "the deal is led by 6-6"
    ),
    "cross-side-taken": Refusal(
        CROSS_ARMS,
        "2-6@N",
        "MC-3",
        "play only on an empty side (N is taken)",
        "N (north arm) already holds a tile: until every side of the spinner holds one, play on an empty side",
    ),
    "cross-spinner": Refusal(
        CROSS_ARMS, "0-5@E", "MC-3", "0-5 does not match the spinner 6", "0-5 does not fit E (east arm), which shows 6"
    ),
    "cross-double-first": Refusal(
        CROSS_DOUBLES,
        "0-5@E",
        "MC-4",
        "only 2-2 may go on arm E",
        "until every arm ends in a double, only 2-2 may go on E (east arm)",
    ),
    "cross-arm-done": Refusal(
        CROSS_DOUBLES,
        "4-4@N",
        "MC-4",
        "arm N already ends in a double",
        "N (north arm) already ends in a double: the other arms need theirs first",
    ),
    "cross-no-match": Refusal(
        CROSS_FREE,
        "0-0@E",
        "MC-5",
        "0-0 does not match 2 at the end of arm E",
        "0-0 does not fit E (east arm), which shows 2",
    ),
    "cross-bad-arm": Refusal(
        CROSS_FREE, "0-0@L", "N", "names no arm of the cross", "0-0@L names no place of this game (here: N, E, S, W)"
    ),
    # ---- Block and Draw
    "block-no-match": Refusal(
        BLOCK, "0-1@L", "R-1", "0-1 does not match 3 at end L", "0-1 does not fit L (left end), which shows 3"
    ),
    "draw-no-match": Refusal(
        DRAW, "0-1@L", "R-2", "0-1 does not match 3 at end L", "0-1 does not fit L (left end), which shows 3"
    ),
    "block-steal": Refusal(
        BLOCK, "steal:2-2", "N", "steal:2-2 is not a move of block", "steal:2-2 is not a move of this game"
    ),
}
"""Every refusal kind of every variant (the common ones, C-2 … C-8, are made in every variant by the tests)."""
