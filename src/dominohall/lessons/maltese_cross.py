"""Maltese Cross (MC): the spinner, four arms first, then a double on each arm, drawing by phase, free
play, and domino to the match. Matching ends, passing and drawing are Block's and Draw's."""

from __future__ import annotations

from dominohall import MatchState
from dominohall.i18n import Phrase
from dominohall.lessons.block import DOMINO_WINS_MATCH
from dominohall.lessons.core import Highlight, Lesson, Practice, Step, position
from dominohall.lessons.twins import FIRST, FIRST_STOCK

OUT = (["0-1", "2-3", "3-3", "4-4", "0-5", "2-6", "3-6"], ["0-0", "0-2", "0-3", "5-5", "1-6", "4-6", "6-6"])
OUT_STOCK = ["0-4", "1-3", "1-4", "2-4", "3-5", "0-6", "1-1", "2-5", "2-2", "5-6", "1-5", "4-5", "3-4", "1-2"]
ARMS = "6-6 4-6@W"
DOUBLES = ARMS + " 0-6@N 3-6@S 5-6@E 5-5@E"
DRAWN = DOUBLES + " 4-4@W 0-0@N"
FREE = DRAWN + " 3-3@S 3-5@S"

LESSON = Lesson(
    variant="maltese-cross",
    intro=Phrase.gettext(
        "Maltese Cross grows four arms from one double. Two players get 7 tiles each, three or four players"
        " 5 each, and the rest is the stock. The highest double leads; first each side of it gets a tile, then"
        " each arm gets a double, and only then is play free. A player who cannot play draws, down to the"
        " stock's last tile."
    ),
    refers=("block", "draw"),
    steps=(
        Step(
            key="spinner",
            rules=("MC-2",),
            title=Phrase.gettext("The spinner"),
            text=Phrase.gettext(
                "The player holding the highest double leads it, and it becomes the spinner: the one tile with"
                " four sides, N, E, S and W. (If nobody holds a double, the tiles are dealt again.)"
            ),
            task=Phrase.gettext("Lead the highest double."),
            position=position("maltese-cross", FIRST, stock=FIRST_STOCK),
            accepts=("6-6",),
            highlight=Highlight(hand=("6-6",)),
            done=Phrase.gettext("6-6 is the spinner."),
        ),
        Step(
            key="arms",
            rules=("MC-3",),
            title=Phrase.gettext("First, four arms"),
            text=Phrase.gettext(
                "Until each of the spinner's four sides holds a tile, the only tiles allowed are ones matching the"
                " spinner, on an empty side. The west arm ends in 4, but it must wait: the north, east and south"
                " sides are still empty."
            ),
            task=Phrase.gettext("Play a tile on an empty side of the spinner."),
            position=position("maltese-cross", FIRST, ARMS, stock=FIRST_STOCK),
            accepts=("0-6@N", "5-6@N", "0-6@E", "5-6@E", "0-6@S", "5-6@S"),
            highlight=Highlight(ends=("N", "E", "S")),
            done=Phrase.gettext("Right. Once all four sides hold a tile, the arms need their doubles."),
        ),
        Step(
            key="doubles",
            rules=("MC-4",),
            title=Phrase.gettext("Then, a double on each arm"),
            text=Phrase.gettext(
                "Every side holds a tile now. Until every arm ends in a double, only doubles may be played, each"
                " matching the end of an arm that has none yet. The east arm has 5-5; the west arm ends in 4."
            ),
            task=Phrase.gettext("Play the double that fits the west arm."),
            position=position("maltese-cross", FIRST, DOUBLES, stock=FIRST_STOCK),
            accepts=("4-4@W",),
            highlight=Highlight(ends=("W",), tiles=("5-5",)),
            done=Phrase.gettext(
                "The west arm has its double. Arm doubles are not spinners: they only carry their arm on."
            ),
        ),
        Step(
            key="draw",
            rules=("MC-6",),
            title=Phrase.gettext("Drawing by phase"),
            text=Phrase.gettext(
                "A player who cannot play draws, down to the stock's last tile (unlike Draw, none stay), and"
                " what counts as playable is what the phase allows. 0-5 matches the north and east arms, but"
                " only doubles may be played now, so you drew on: 1-6, then 3-3."
            ),
            task=Phrase.gettext("Play the double you drew."),
            position=position("maltese-cross", FIRST, DRAWN, stock=FIRST_STOCK),
            accepts=("3-3@S",),
            highlight=Highlight(ends=("S",), hand=("0-5", "1-6", "3-3")),
            done=Phrase.gettext("Every arm now ends in a double: from here on, play is free."),
        ),
        Step(
            key="free",
            rules=("MC-5",),
            title=Phrase.gettext("Free play"),
            text=Phrase.gettext(
                "Every arm ends in a double, so now any tile matching the end of an arm may be played there."
            ),
            task=Phrase.gettext("Play a tile on the end of any arm."),
            position=position("maltese-cross", FIRST, FREE, stock=FIRST_STOCK),
            accepts=("0-2@N", "0-5@N", "0-5@E", "0-5@S", "1-4@W"),
            highlight=Highlight(ends=("N", "E", "S", "W")),
            done=Phrase.gettext("Right. From here on the game goes like Block with four ends."),
        ),
        Step(
            key="domino",
            rules=("MC-7", "MC-8"),
            title=Phrase.gettext("Domino and the match"),
            text=Phrase.gettext(
                "The first player to play out wins the deal and scores the pips left in the other hands; on a"
                " block the fewest pips win. The match goes to 100 points, and you have 75."
            ),
            task=Phrase.gettext("Play your last tile."),
            position=position(
                "maltese-cross",
                OUT,
                "6-6 2-6@N 1-6@E 3-6@W 4-6@S 4-4@S 1-1@E 3-3@W 2-2@N 2-3@W 2-5@W 0-5@W 1-4@S",
                stock=OUT_STOCK,
                state=MatchState(scores=(75, 60)),
            ),
            accepts=("0-1@E", "0-1@S", "0-1@W"),
            highlight=Highlight(hand=("0-1",)),
            done=DOMINO_WINS_MATCH,
        ),
    ),
    practice=Practice(players=2, options={"target": 1}),
)
