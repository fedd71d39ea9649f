"""Sausage (SA-1 … SA-10): two rows, growing evenly, the cut and who takes what, taking is not a turn,
a crosswise end, going out and the loser, a player who is out never takes, loss marks, and the blocked
sausage. Passing is Block's."""

from __future__ import annotations

from dominohall import MatchState
from dominohall.i18n import Phrase, tiles
from dominohall.lessons.core import Highlight, Lesson, Miss, Practice, Step, position

# Two-player deals found by play-outs and kept as they were dealt (the whole set, 14 tiles each).
ROWS = (
    ["1-1", "0-2", "2-2", "0-3", "1-4", "2-4", "0-5", "2-5", "3-5", "4-5", "2-6", "3-6", "4-6", "5-6"],
    ["0-0", "0-1", "1-2", "1-3", "2-3", "3-3", "0-4", "3-4", "4-4", "1-5", "5-5", "0-6", "1-6", "6-6"],
)
EVEN = (
    ["0-0", "0-1", "1-1", "1-2", "2-2", "0-3", "0-4", "1-4", "2-4", "0-5", "1-5", "2-5", "5-5", "0-6"],
    ["0-2", "1-3", "2-3", "3-3", "3-4", "4-4", "3-5", "4-5", "1-6", "2-6", "3-6", "4-6", "5-6", "6-6"],
)
CUT = (
    ["1-1", "0-2", "1-2", "2-2", "0-3", "2-3", "0-4", "1-4", "3-4", "4-4", "1-5", "3-5", "0-6", "2-6"],
    ["0-0", "0-1", "1-3", "3-3", "2-4", "0-5", "2-5", "4-5", "5-5", "1-6", "3-6", "4-6", "5-6", "6-6"],
)
SIDE = (
    ["0-1", "1-1", "1-2", "2-3", "3-3", "0-4", "1-4", "0-5", "1-5", "2-5", "1-6", "4-6", "5-6", "6-6"],
    ["0-0", "0-2", "2-2", "0-3", "1-3", "2-4", "3-4", "4-4", "3-5", "4-5", "5-5", "0-6", "2-6", "3-6"],
)
OUT = (
    ["0-0", "0-2", "2-3", "3-3", "1-4", "2-4", "3-4", "0-5", "1-5", "2-5", "5-5", "0-6", "2-6", "3-6"],
    ["0-1", "1-1", "1-2", "2-2", "0-3", "1-3", "0-4", "4-4", "3-5", "4-5", "1-6", "4-6", "5-6", "6-6"],
)
OUT_PLAYED = (
    "3-5 5-5@BR 1-3@TR 3-4@TL 0-1@TR 0-5@BL 0-4@TL 2-5@BR 1-2@BR 0-6@BL 0-3@TL 2-6@BL 2-2@BL 2-3@TL pass"
    " 2-4@TL pass 0-2@BL 4-6@TL 0-0@BL 5-6@TL 1-5@cut:1:L 5-6@BL 1-4@TL 4-5@TL 3-6@BL 3-5@TL"
)
BLOCKED = (
    ["0-0", "0-1", "1-1", "0-2", "1-2", "0-3", "2-5", "3-5", "4-5", "0-6", "1-6", "2-6", "5-6", "6-6"],
    ["2-2", "1-3", "2-3", "3-3", "0-4", "1-4", "2-4", "3-4", "4-4", "0-5", "1-5", "5-5", "3-6", "4-6"],
)
TIED = (
    ["0-0", "0-1", "1-1", "1-3", "2-3", "3-4", "3-5", "0-6", "4-6"],
    ["0-2", "2-2", "2-4", "4-4", "4-5", "5-5", "1-6", "3-6", "6-6"],
    ["1-2", "0-3", "3-3", "0-4", "1-4", "1-5", "2-5", "2-6", "5-6"],
)
"""Three players, 9 tiles each and the 28th set aside (SA-1); the deal blocks with 28 pips in each
opponent's hand (#36 item 14: the tie on the most pips, SA-9)."""
OUT_OF_TAKING = (
    ["0-2", "0-4", "0-6", "1-2", "1-3", "1-6", "2-2", "3-4", "5-5"],
    ["0-1", "1-1", "1-4", "1-5", "2-4", "3-3", "4-4", "4-6", "5-6"],
    ["0-0", "0-3", "0-5", "2-3", "2-5", "2-6", "3-5", "3-6", "4-5"],
)
OUT_OF_TAKING_PLAYED = (
    "0-1 0-0@TR 0-4@TL 1-1@BR 0-3@TR 1-6@BR 3-3@TR 2-6@BR 1-3@TR 2-4@BR 3-6@cut:2:L 0-1@TR 4-6@BL 3-5@TL"
    " 0-4@BL 4-4@BR 2-5@TL 0-3@BL 1-4@cut:4:L 4-5@BL 1-6@TL 5-6@TL 0-5@BL 0-2@BL 1-5@TL 2-5@BL 3-4@BR 1-3@TL"
    " 0-6@TR 2-3@TL 5-5@BL 3-6@TR"
)
"""Three players, kept as dealt from a seeded play-out: seat 1 is out and the learner can cut (#36 item
14: a player who is out never takes, SA-8)."""
BOTTOM_ROW = ("0-3@BL", "3-5@BL", "3-6@BL", "0-3@BR", "3-5@BR", "3-6@BR")
TOP_ROW = ("1-1@TL", "1-4@TL", "1-1@TR", "1-4@TR")

LESSON = Lesson(
    variant="sausage",
    intro=Phrase.gettext(
        "Sausage is played on two rows at once. The whole set is dealt, with no stock (with three players,"
        " 9 tiles each and the 28th set aside unseen), and a well-placed tile can cut the sausage and hand"
        " part of it to the next player. The loser is the last player still holding tiles; a player who is"
        " out never takes cut tiles. A crosswise tile at an end of the layout leaves both rows open on that"
        " side. On a block the most pips lose, and players tied on the most pips all lose. If the same"
        " position comes back after a take for the third time, the deal ends as a block does."
    ),
    refers=("block",),
    steps=(
        Step(
            key="rows",
            rules=("SA-2", "SA-3"),
            title=Phrase.gettext("Two rows"),
            text=Phrase.gettext(
                "The lead lies crosswise, its lower number in the top row and its higher number in the bottom"
                " row. Tiles then go lengthwise into the two rows, and each row is a chain of its own: here the"
                " top row shows 1 on both sides and the bottom row 3."
            ),
            task=Phrase.gettext("Play a tile on the bottom row, which shows 3."),
            position=position("sausage", ROWS, "1-3", leader=1),
            accepts=BOTTOM_ROW,
            misses=tuple(
                Miss(
                    move,
                    Phrase.gettext(
                        "That plays on the top row. Both rows are open; this step asks for the bottom one, which"
                        " shows 3."
                    ),
                )
                for move in TOP_ROW
            ),
            highlight=Highlight(ends=("BL", "BR")),
            done=Phrase.gettext("Right. The two rows never have to match each other, only themselves."),
        ),
        Step(
            key="evenly",
            rules=("SA-4",),
            title=Phrase.gettext("Grow evenly"),
            text=Phrase.gettext(
                "The sausage must grow evenly. On the left, the top row already sticks out by one tile (0-0), so"
                " it may not grow there until the bottom row, which shows 6, catches up. Your 0s must wait."
            ),
            task=Phrase.gettext("Play a tile where the rows allow it."),
            position=position("sausage", EVEN, "0-6 6-6@BR 0-0@TL 0-2@TR", leader=0),
            accepts=("1-2@TR", "2-2@TR", "2-4@TR", "2-5@TR"),
            highlight=Highlight(ends=("TL",)),
            done=Phrase.gettext("Right. On the right the rows were even, so both of their ends were open."),
        ),
        Step(
            key="cut",
            rules=("SA-5",),
            title=Phrase.gettext("The cut"),
            text=Phrase.gettext(
                "Where two neighbouring columns each hold two lengthwise tiles, a tile may be laid crosswise"
                " between them: a cut. It must match all four tiles around it, the top row's number above and"
                " the bottom row's below. Between columns 1 and 2 the top row shows 5 and the bottom row 3."
            ),
            task=Phrase.gettext("Cut in with 3-5 between columns 1 and 2."),
            position=position("sausage", CUT, "0-2 0-5@TR 2-6@BL 0-0@TL 2-3@BR 5-6@TR 0-6@TL 3-6@BR", leader=0),
            accepts=("3-5@cut:1:L", "3-5@cut:1:R"),
            highlight=Highlight(junctions=(1,)),
            done=Phrase.gettext("A cut! Your opponent took {taken} into their hand."),
        ),
        Step(
            key="side",
            rules=("SA-6",),
            title=Phrase.gettext("Who takes what"),
            text=Phrase.gettext(
                "The cutter names a side, left or right, and the next player takes every tile on that side of"
                " the cut into their hand. The cut tile stays, as the new end of what remains. The more the next"
                " player takes, the better for you."
            ),
            task=Phrase.gettext("Cut with 2-5 so that your opponent takes the longer part."),
            position=position(
                "sausage", SIDE, "4-6 4-5@TR 0-4@TL 2-6@BR 2-3@BR 3-6@BL 0-1@TL 0-3@BL 1-2@TL 5-5@TR", leader=0
            ),
            accepts=("2-5@cut:1:L",),
            misses=(Miss("2-5@cut:1:R", Phrase.gettext("That cuts too, but your opponent takes only {taken}.")),),
            highlight=Highlight(junctions=(1,)),
            done=Phrase.gettext("Your opponent takes {taken}: the left part."),
        ),
        Step(
            key="take",
            rules=("SA-7",),
            title=Phrase.gettext("Taking is not a turn"),
            text=Phrase.gettext(
                "Your opponent cut with 2-6 and you took the left part ({count}, marked in your hand). Taking"
                " them is not a turn: you play now, as usual.",
                count=tiles(4),
            ),
            task=Phrase.gettext("Play a tile."),
            position=position("sausage", EVEN, "0-6 6-6@BR 0-0@TL 0-2@TR 1-2@TR 1-6@BR 1-4@TR 2-6@cut:1:L", leader=0),
            accepts=(
                "0-2@TL",
                "2-2@TL",
                "2-4@TL",
                "2-5@TL",
                "0-6@BL",
                "6-6@BL",
                "0-1@BR",
                "1-1@BR",
                "1-5@BR",
            ),
            highlight=Highlight(hand=("0-0", "0-2", "0-6", "6-6")),
            done=Phrase.gettext(
                "Right: the taker plays on at once (unless the house rule take_ends_turn says otherwise)."
            ),
        ),
        Step(
            key="crosswise-end",
            rules=("SA-4",),
            title=Phrase.gettext("A crosswise end"),
            text=Phrase.gettext(
                "The same position: the cut tile 2-6 stayed as the left end of the sausage, crosswise, as the"
                " lead lay at first. A crosswise tile belongs to both rows, so neither row sticks out beside it:"
                " on the left both rows are open, the top one showing 2 and the bottom one 6."
            ),
            task=Phrase.gettext("Play a tile at the left end, against the cut tile."),
            position=position("sausage", EVEN, "0-6 6-6@BR 0-0@TL 0-2@TR 1-2@TR 1-6@BR 1-4@TR 2-6@cut:1:L", leader=0),
            accepts=("0-2@TL", "2-2@TL", "2-4@TL", "2-5@TL", "0-6@BL", "6-6@BL"),
            misses=tuple(
                Miss(
                    move,
                    Phrase.gettext(
                        "That plays at the right end. This step asks for the left one, where the cut tile lies"
                        " crosswise."
                    ),
                )
                for move in ("0-1@BR", "1-1@BR", "1-5@BR")
            ),
            highlight=Highlight(tiles=("2-6",), ends=("TL", "BL")),
            done=Phrase.gettext("Right: beside a crosswise tile at an end, both rows are open."),
        ),
        Step(
            key="out",
            rules=("SA-8", "SA-9", "SA-10"),
            title=Phrase.gettext("Out, and the loser"),
            text=Phrase.gettext(
                "A player with no tiles left is out of the deal, and the others play on; the last player still"
                " holding tiles loses the deal and gets a loss mark. Five marks lose the match, and your opponent"
                " already has four."
            ),
            task=Phrase.gettext("Play your last tile."),
            position=position("sausage", OUT, OUT_PLAYED, leader=1, state=MatchState(marks=(2, 4))),
            accepts=("3-3@BL",),
            highlight=Highlight(hand=("3-3",)),
            done=Phrase.gettext(
                "You are out. Your opponent, the last with tiles ({left}), loses the deal: a fifth mark, and the match."
            ),
        ),
        Step(
            key="out-takes-nothing",
            rules=("SA-8", "SA-6"),
            title=Phrase.gettext("Out, and never taking"),
            text=Phrase.gettext(
                "Three play here. Seat 1 has played all their tiles and is out; you and seat 2 play on. A player"
                " who is out never takes cut tiles: a cut hands its part to the next player still holding tiles."
            ),
            task=Phrase.gettext("Cut with 1-2 between columns 0 and 1, and see who takes."),
            position=position("sausage", OUT_OF_TAKING, OUT_OF_TAKING_PLAYED, leader=1),
            accepts=("1-2@cut:0:L", "1-2@cut:0:R"),
            highlight=Highlight(junctions=(0,)),
            done=Phrase.gettext(
                "Seat 1 is out and takes nothing: seat 2, the next player still holding tiles, takes {taken}."
            ),
        ),
        Step(
            key="blocked",
            rules=("SA-9",),
            title=Phrase.gettext("A blocked sausage"),
            text=Phrase.gettext(
                "If everyone still holding tiles passes in turn, the deal is blocked, and the player with the"
                " most pips in hand loses it."
            ),
            task=Phrase.gettext("Nothing fits: pass."),
            position=position(
                "sausage",
                BLOCKED,
                "4-5 0-5@BR 2-5@BL 3-4@TR 0-3@TR 0-4@TL 0-2@BL pass 0-1@BR 1-3@BR 0-0@TL pass 0-6@BL pass",
                leader=0,
            ),
            accepts=("pass",),
            highlight=Highlight(ends=("TL", "TR")),
            done=Phrase.gettext(
                "Blocked. Pips left in hand: yours {pips}, your opponent's {their_pips}. The most pips lose: your"
                " opponent takes the loss mark, and leads the next deal."
            ),
        ),
        Step(
            key="tied",
            rules=("SA-1", "SA-9"),
            title=Phrase.gettext("Tied on the most pips"),
            text=Phrase.gettext(
                "Three play here: 9 tiles each, and the 28th lies aside, out of play. Only the bottom row's two"
                " ends are open, both showing 4, and nobody holds a 4: the deal is about to block. When"
                " players are tied on the most pips, every one of them loses the deal."
            ),
            task=Phrase.gettext("Nothing fits: pass, and see who loses."),
            position=position(
                "sausage",
                TIED,
                "3-3 3-5@TL 3-6@BR 0-3@BL 3-4@TR 4-5@TL 1-4@TR 4-6@BR 1-6@TR 0-4@BL pass 4-4@BL pass pass 2-4@TL"
                " 2-5@TL",
                leader=2,
            ),
            accepts=("pass",),
            replies=("pass", "pass"),
            highlight=Highlight(ends=("BL", "BR")),
            done=Phrase.gettext(
                "Blocked. You hold {pips} pips; each of the others holds {their_pips}. They are tied on the most"
                " pips, so both lose the deal and each takes a loss mark."
            ),
        ),
    ),
    practice=Practice(players=2, options={"losses": 1}, hint="ismcts:iterations=200"),
)
