"""Draw (R-2): Block with a stock. Teaches drawing (C-6) once, for every game that draws, and the two
tiles of the stock that are never drawn (R-2)."""

from __future__ import annotations

from dominohall.i18n import Phrase
from dominohall.lessons.core import Highlight, Lesson, Practice, Step, position

# The deal of Block's first steps, now with its stock: where Block's player had to pass, Draw's draws.
FIRST = (["2-2", "1-3", "3-5", "0-6", "1-6", "3-6", "6-6"], ["0-1", "1-1", "2-3", "2-4", "4-4", "4-5", "5-5"])
FIRST_STOCK = ["5-6", "1-5", "0-3", "0-2", "1-4", "0-5", "2-6", "2-5", "0-0", "1-2", "0-4", "3-3", "3-4", "4-6"]
RESERVE = (["1-1", "0-3", "0-4", "3-4", "2-5", "4-5", "4-6"], ["0-0", "1-3", "2-4", "1-5", "1-6", "3-6", "6-6"])
RESERVE_STOCK = ["3-5", "0-2", "2-2", "0-6", "5-5", "1-4", "4-4", "0-1", "2-3", "3-3", "2-6", "0-5", "5-6", "1-2"]

LESSON = Lesson(
    variant="draw",
    intro=Phrase.gettext(
        "Draw is Block with a stock: a player who cannot play draws tiles instead of passing at once."
        " Everything else is as in Block."
    ),
    refers=("block",),
    steps=(
        Step(
            key="draw",
            rules=("C-6", "R-2"),
            title=Phrase.gettext("Drawing"),
            text=Phrase.gettext(
                "The ends show 0 and 4 and none of your tiles fitted, so at the start of your turn you drew"
                " from the stock, one tile at a time, until one fitted: 5-6, 1-5, then 0-3. Drawing is never a"
                " choice: it happens only when nothing fits."
            ),
            task=Phrase.gettext("Play the tile you drew that fits."),
            position=position("draw", FIRST, "1-3 2-3@R 1-6@L 2-4@R 0-6@L 4-4@R", stock=FIRST_STOCK),
            accepts=("0-3@L",),
            highlight=Highlight(ends=("L",), hand=("5-6", "1-5", "0-3")),
            done=Phrase.gettext("Good. Your opponent sees that you drew three tiles, but not which."),
        ),
        Step(
            key="reserve",
            rules=("R-2", "C-7"),
            title=Phrase.gettext("The last two stay"),
            text=Phrase.gettext(
                "The ends show 5 and 1, and none of your tiles fits. Two tiles are left in the stock, and in"
                " Draw the last two tiles of the stock are never drawn."
            ),
            task=Phrase.gettext("Pass."),
            position=position(
                "draw",
                RESERVE,
                "0-3 0-0@L 0-4@L 3-6@R 4-6@R 2-4@L 4-5@R 1-5@R 1-1@R 1-3@R 2-5@L 3-5@R 5-5@L 0-5@R 0-2@R 2-6@R"
                " 0-6@R 0-1@R",
                stock=RESERVE_STOCK,
            ),
            accepts=("pass",),
            replies=("1-4@R",),
            highlight=Highlight(ends=("L", "R")),
            done=Phrase.gettext(
                "You passed, as in Block. If nobody can play and the stock is down to its last two tiles, the"
                " deal is blocked."
            ),
        ),
    ),
    practice=Practice(players=2, options={"target": 1}),
)
