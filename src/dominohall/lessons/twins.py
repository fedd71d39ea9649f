"""Twins (TW): the highest double leads, a number is locked until its double (its twin) is on the
table, drawing under that rule, and domino to the match. Matching ends, passing and drawing are Block's
and Draw's."""

from __future__ import annotations

from dominohall import MatchState
from dominohall.i18n import Phrase
from dominohall.lessons.block import DOMINO_WINS_MATCH
from dominohall.lessons.core import Highlight, Lesson, Miss, Practice, Step, position

# Two-player deals found by play-outs and kept as they were dealt, stock in drawing order.
FIRST = (["0-2", "2-3", "1-4", "4-4", "0-6", "5-6", "6-6"], ["2-2", "1-3", "0-4", "2-4", "3-5", "5-5", "4-6"])
FIRST_STOCK = ["3-6", "0-1", "1-1", "0-0", "0-5", "1-6", "3-3", "2-5", "1-2", "3-4", "0-3", "4-5", "1-5", "2-6"]
DRAW = (["1-1", "0-2", "2-3", "0-5", "2-5", "2-6", "5-6"], ["0-1", "1-2", "2-2", "0-3", "1-4", "3-4", "1-6"])
DRAW_STOCK = ["6-6", "4-5", "3-5", "1-5", "0-4", "1-3", "4-6", "3-6", "5-5", "3-3", "0-0", "0-6", "4-4", "2-4"]
OUT = (["0-0", "2-3", "3-3", "2-4", "4-5", "2-6", "4-6"], ["1-1", "1-2", "1-5", "3-5", "0-6", "1-6", "3-6"])
OUT_STOCK = ["1-3", "0-2", "0-3", "5-5", "5-6", "0-1", "1-4", "6-6", "0-4", "2-2", "3-4", "4-4", "0-5", "2-5"]

LESSON = Lesson(
    variant="twins",
    intro=Phrase.gettext(
        "Twins is played on one line, with a stock: two to four players get 7 tiles each (5 with five"
        " players, 4 with six or seven). The highest double leads, and a number is locked until its double,"
        " its twin, is on the table. A player who cannot play draws, down to the stock's last tile."
    ),
    refers=("block", "draw"),
    steps=(
        Step(
            key="lead",
            rules=("TW-2", "TW-3"),
            title=Phrase.gettext("The highest double leads"),
            text=Phrase.gettext(
                "The player holding the highest double leads it. (If nobody holds a double, the tiles are dealt"
                " again.) You hold 6-6 and 4-4."
            ),
            task=Phrase.gettext("Lead the highest double."),
            position=position("twins", FIRST, stock=FIRST_STOCK),
            accepts=("6-6",),
            highlight=Highlight(hand=("6-6",)),
            done=Phrase.gettext("6-6 lies in the middle of the line, with an end on each side and no branches."),
        ),
        Step(
            key="locked",
            rules=("TW-4",),
            title=Phrase.gettext("Locked numbers"),
            text=Phrase.gettext(
                "A tile may go on an end showing a number only once that number's double is on the table. The"
                " right end shows 4 and 4-4 is not down yet, so only 4-4 itself may go there. The left end's 0"
                " is open: 0-0 is on the table."
            ),
            task=Phrase.gettext("Unlock the 4: play 4-4 on the right end."),
            position=position("twins", FIRST, "6-6 4-6@R 0-6@L 0-0@L", stock=FIRST_STOCK),
            accepts=("4-4@R",),
            misses=(
                Miss(
                    "0-2@L",
                    Phrase.gettext(
                        "That is allowed, since 0-0 has unlocked the 0. But this step is about the locked 4."
                    ),
                ),
            ),
            highlight=Highlight(ends=("R",)),
            done=Phrase.gettext("4-4 is down: from now on any 4 may follow it."),
        ),
        Step(
            key="twin-anywhere",
            rules=("TW-4",),
            title=Phrase.gettext("A twin anywhere unlocks"),
            text=Phrase.gettext(
                "The double need not lie at the end it unlocks: once 2-2 is anywhere on the table, every end"
                " showing 2 is open. Both ends show 2 now, and 2-2 lies at the right end."
            ),
            task=Phrase.gettext("Play 2-3 on the left end."),
            position=position("twins", FIRST, "6-6 4-6@R 0-6@L 0-0@L 4-4@R 2-4@R 0-2@L 2-2@R", stock=FIRST_STOCK),
            accepts=("2-3@L",),
            misses=(
                Miss(
                    "2-3@R",
                    Phrase.gettext(
                        "That is allowed too, next to 2-2. But the left end is open as well: the twin on the table"
                        " unlocks every 2."
                    ),
                ),
            ),
            highlight=Highlight(ends=("L",), tiles=("2-2",)),
            done=Phrase.gettext("Right: 2-2 on the table unlocked the 2 at both ends."),
        ),
        Step(
            key="draw",
            rules=("TW-5",),
            title=Phrase.gettext("Drawing in Twins"),
            text=Phrase.gettext(
                "A player who cannot play draws until a tile can be played, and here that means played under the"
                " twins rule. Unlike Draw, no tiles stay in the stock: one may draw its last tile. Your 4-5 shows"
                " the 4 of the right end, but the 4 is locked, so you drew on: 3-5, then 1-5."
            ),
            task=Phrase.gettext("Play the tile that ended your drawing."),
            position=position("twins", DRAW, "2-2 2-6@L 1-2@R 1-1@R 1-4@R 6-6@L 1-6@L", stock=DRAW_STOCK),
            accepts=("1-5@L",),
            highlight=Highlight(hand=("4-5", "3-5", "1-5")),
            done=Phrase.gettext("Right. Once the stock is empty, a player who cannot play passes."),
        ),
        Step(
            key="domino",
            rules=("TW-6", "TW-7"),
            title=Phrase.gettext("Domino and the match"),
            text=Phrase.gettext(
                "The first player to play out wins the deal and scores every pip left in the other hands; on a"
                " block the fewest pips win (a tie scores nothing). The match goes to 100 points, and you have 80."
            ),
            task=Phrase.gettext("Play your last tile."),
            position=position(
                "twins",
                OUT,
                "3-3 3-5@R 2-3@L 5-5@R 4-5@R 2-2@L 2-4@L 4-4@L 4-6@L 0-4@R 0-0@R 6-6@L",
                stock=OUT_STOCK,
                state=MatchState(scores=(80, 55)),
            ),
            accepts=("2-6@L",),
            highlight=Highlight(hand=("2-6",)),
            done=DOMINO_WINS_MATCH,
        ),
    ),
    practice=Practice(players=2, options={"target": 1}),
)
