"""One-way sausage (SA-11): a double leads, the rows grow to the right only, and a cut hands over the
part to its left; and the position that comes back a third time after a take (the repetition beside
SA-9, both Sausages'). Everything else is Sausage's."""

from __future__ import annotations

from dominohall.i18n import Phrase
from dominohall.lessons.core import Highlight, Lesson, Miss, Practice, Step, position
from dominohall.lessons.sausage import ROWS

CUTS = (
    ["0-0", "0-1", "1-1", "1-2", "2-2", "0-3", "1-3", "3-3", "0-4", "1-4", "0-5", "1-5", "3-5", "5-6"],
    ["0-2", "2-3", "2-4", "3-4", "4-4", "2-5", "4-5", "5-5", "0-6", "1-6", "2-6", "3-6", "4-6", "6-6"],
)

CIRCLES = (
    ["0-0", "0-2", "0-4", "0-5", "0-6", "1-4", "1-5", "2-5", "2-6", "3-3", "3-4", "3-6", "5-5", "6-6"],
    ["0-1", "0-3", "1-1", "1-2", "1-3", "1-6", "2-2", "2-3", "2-4", "3-5", "4-4", "4-5", "4-6", "5-6"],
)
CIRCLES_PLAYED = (
    "6-6 5-6@TR 0-6@BR 4-5@TR 0-4@BR 4-6@TR 0-5@cut:1 2-4@BR 3-6@TR 4-4@cut:2 2-5@BR 5-6@BR 2-6@cut:3 2-3@TR"
    " 0-2@TR 3-5@cut:4 3-6@BR 0-6@TR 2-6@cut:5 2-3@BR 2-5@BR 0-3@cut:6 3-6@TR 5-6@BR 2-6@cut:7 2-3@TR 0-2@TR"
    " 3-5@cut:8 3-6@BR 0-6@TR 2-6@cut:9 2-3@BR 2-5@BR 0-3@cut:10 3-6@TR 5-6@BR"
)
"""Two ``greedy`` bots cutting the same tiles back and forth (seed 15728, the shortest such deal found
in play-outs, its seats swapped so that the learner makes the cut that repeats the position a third
time: #36 item 14, variants.sausage.REPETITIONS)."""

LESSON = Lesson(
    variant="sausage-one-way",
    intro=Phrase.gettext(
        "One-way sausage is Sausage with three changes: a double leads, the rows grow to the right only, and a"
        " cut hands over the part to its left."
    ),
    refers=("sausage", "block"),
    steps=(
        Step(
            key="double",
            rules=("SA-11",),
            title=Phrase.gettext("A double leads"),
            text=Phrase.gettext(
                "In one-way sausage the lead must be a double. (If the player due to lead holds none, the lead"
                " passes to the left, to the first player who holds one.)"
            ),
            task=Phrase.gettext("Lead with a double."),
            position=position("sausage-one-way", ROWS, leader=0),
            accepts=("1-1", "2-2"),
            highlight=Highlight(hand=("1-1", "2-2")),
            done=Phrase.gettext("The double lies crosswise, and both rows start from it."),
        ),
        Step(
            key="right",
            rules=("SA-11", "SA-4"),
            title=Phrase.gettext("To the right only"),
            text=Phrase.gettext(
                "The rows grow to the right only: there are just two ends, the right ends of the top and the"
                " bottom row. They must grow evenly, as in Sausage."
            ),
            task=Phrase.gettext("Play a tile on one of the two right ends."),
            position=position("sausage-one-way", ROWS, "3-3 3-5@BR 3-4@TR", leader=1),
            accepts=("1-4@TR", "2-4@TR", "4-5@TR", "4-6@TR", "0-5@BR", "2-5@BR", "4-5@BR", "5-6@BR"),
            highlight=Highlight(ends=("TR", "BR")),
            done=Phrase.gettext("Right: nothing ever goes to the left of the lead."),
        ),
        Step(
            key="cut",
            rules=("SA-11", "SA-5"),
            title=Phrase.gettext("The one-way cut"),
            text=Phrase.gettext(
                "A one-way cut names no side: the next player takes everything from the nearest crosswise tile"
                " on the cut's left, that tile included, up to the cut. Here you can cut in two places."
            ),
            task=Phrase.gettext("Cut where your opponent takes the most tiles."),
            position=position(
                "sausage-one-way", CUTS, "6-6 5-6@TR 1-6@BR 3-5@TR pass 1-3@BR 3-4@BR 0-3@TR 0-6@TR", leader=1
            ),
            accepts=("3-3@cut:2",),
            misses=(Miss("1-5@cut:1", Phrase.gettext("That cuts too, but your opponent takes only {taken}.")),),
            highlight=Highlight(junctions=(1, 2)),
            done=Phrase.gettext("Your opponent takes {taken}."),
        ),
        Step(
            key="third-time",
            rules=("SA-9",),
            title=Phrase.gettext("The same position a third time"),
            text=Phrase.gettext(
                "Cuts can go round in circles: you and your opponent have cut the same tiles back and forth, and"
                " twice already a take has brought back the same position: the same layout, the same hands and"
                " the same player to move. When it comes back a third time, the deal ends as a block does: the"
                " player with the most pips in hand loses it. Both Sausages have this rule."
            ),
            task=Phrase.gettext("Your hand holds fewer pips: cut with 2-6 and end the deal."),
            position=position("sausage-one-way", CIRCLES, CIRCLES_PLAYED, leader=0),
            accepts=("2-6@cut:11",),
            misses=tuple(
                Miss(
                    move,
                    Phrase.gettext(
                        "That is allowed, and the deal goes on. The cut would bring the position back a third time"
                        " and end the deal while your opponent holds more pips."
                    ),
                )
                for move in ("3-3@TR", "3-4@TR")
            ),
            highlight=Highlight(junctions=(11,)),
            done=Phrase.gettext(
                "The same position a third time: the deal ends as a block. Pips in hand: yours {pips}, your"
                " opponent's {their_pips}. The most pips lose: your opponent takes the loss mark."
            ),
        ),
    ),
    practice=Practice(players=2, options={"losses": 1}, hint="ismcts:iterations=200"),
)
