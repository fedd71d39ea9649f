"""Block (R-1): the lesson that also teaches the common rules every other lesson refers to — the lead
and matching ends (C-1, R-1), passing (C-7), having to play (C-5), going out and scoring, and the
blocked deal (C-8)."""

from __future__ import annotations

from dominohall import MatchState
from dominohall.i18n import Phrase
from dominohall.lessons.core import Highlight, Lesson, Miss, Practice, Step, position

# Two deals found by play-outs and kept as they were dealt (hands in full, the set-aside rest implied).
FIRST = (["2-2", "1-3", "3-5", "0-6", "1-6", "3-6", "6-6"], ["0-1", "1-1", "2-3", "2-4", "4-4", "4-5", "5-5"])
ENDS = (["6-6", "4-6", "2-3", "0-1", "1-4", "3-5", "0-0"], ["2-6", "2-2", "5-5", "1-1", "0-5", "1-5", "3-3"])
DOMINO = (["1-1", "1-2", "0-3", "1-4", "0-5", "2-5", "0-6"], ["1-3", "0-4", "4-4", "4-5", "3-6", "4-6", "5-6"])
TIED = (["0-2", "0-3", "1-3", "1-5", "2-5", "5-5", "1-6"], ["0-1", "2-2", "2-3", "3-3", "1-4", "4-5", "4-6"])
"""A deal that blocks with 9 pips in each hand (#36 item 14: the tied block, R-1)."""
BLOCKED = (["0-2", "2-2", "0-3", "1-3", "0-6", "2-6", "3-6"], ["0-1", "1-2", "2-3", "3-3", "2-4", "5-6", "6-6"])


DOMINO_WINS_MATCH = Phrase.gettext(
    "Domino! You score the pips left in your opponent's hand: +{points}. Your score is now {total}, past 100:"
    " the match is yours."
)
"""Said when the learner's last tile wins a deal and the match (Block, Twins, Maltese Cross)."""


def _other_leads() -> tuple[Miss, ...]:
    return tuple(
        Miss(
            tile,
            # TRANSLATORS: {tile} is another tile the learner led instead of 6-6
            Phrase.gettext(
                "{tile} may lead too, but then 6-6 stays in your hand: its 12 pips count against you if"
                " nobody can play out.",
                tile=tile,
            ),
        )
        for tile in FIRST[0]
        if tile != "6-6"
    )


LESSON = Lesson(
    variant="block",
    intro=Phrase.gettext(
        "Block is the plainest game of dominoes: match the ends of one line and be the first to play out."
        " Its rules come back in every other game here."
    ),
    steps=(
        Step(
            key="lead",
            rules=("C-1", "R-1"),
            title=Phrase.gettext("The lead"),
            text=Phrase.gettext(
                "Block is played with the 28 tiles from 0-0 to 6-6; the spots on a tile are its pips. Each"
                " player gets 7 tiles and the rest are set aside, unseen. You lead the first deal, and any tile"
                " may lead."
            ),
            task=Phrase.gettext("Lead with 6-6, your heaviest tile."),
            position=position("block", FIRST),
            accepts=("6-6",),
            misses=_other_leads(),
            highlight=Highlight(hand=("6-6",)),
            done=Phrase.gettext("6-6 starts the line. From now on tiles join it at its two ends."),
        ),
        Step(
            key="ends",
            rules=("R-1",),
            title=Phrase.gettext("Matching ends"),
            text=Phrase.gettext(
                "The line has two ends. A tile joins an end that shows one of its numbers, the matching halves"
                " touching. Your opponent laid 2-6 against the 6, so the right end now shows 2; the left end"
                " still shows 6."
            ),
            task=Phrase.gettext("Play a tile on an end that shows one of its numbers."),
            position=position("block", ENDS, "6-6 2-6@R"),
            accepts=("4-6@L", "2-3@R"),
            highlight=Highlight(ends=("L", "R")),
            done=Phrase.gettext("Right: the two ends are the only places a tile can go."),
        ),
        Step(
            key="pass",
            rules=("C-7",),
            title=Phrase.gettext("Passing"),
            text=Phrase.gettext(
                "The ends show 0 and 4, and none of your tiles has a 0 or a 4. A player who cannot play passes,"
                " and the turn goes to the next player."
            ),
            task=Phrase.gettext("Pass."),
            position=position("block", FIRST, "1-3 2-3@R 1-6@L 2-4@R 0-6@L 4-4@R"),
            accepts=("pass",),
            replies=("4-5@R",),
            highlight=Highlight(ends=("L", "R")),
            done=Phrase.gettext("You passed, and your opponent played 4-5 on the right."),
        ),
        Step(
            key="must-play",
            rules=("C-5", "C-7"),
            title=Phrase.gettext("You must play"),
            text=Phrase.gettext(
                "Now the right end shows 5, and your 3-5 fits it. A player who can play must play: passing is"
                " not allowed while a tile fits."
            ),
            task=Phrase.gettext("Play the tile that fits."),
            position=position("block", FIRST, "1-3 2-3@R 1-6@L 2-4@R 0-6@L 4-4@R pass 4-5@R"),
            accepts=("3-5@R",),
            highlight=Highlight(ends=("R",), hand=("3-5",)),
            done=Phrase.gettext("Good: whenever a tile fits, you must play one."),
        ),
        Step(
            key="domino",
            rules=("R-1",),
            title=Phrase.gettext("Domino and points"),
            text=Phrase.gettext(
                "The first player to play out their last tile wins the deal and scores the pips left in the"
                " other hands. The match is played to 100 points, and you have 70."
            ),
            task=Phrase.gettext("Play your last tile."),
            position=position(
                "block",
                DOMINO,
                "0-3 0-4@L 1-4@L 1-3@R 1-1@R pass 1-2@L pass 2-5@L 5-6@L 0-6@L pass",
                state=MatchState(scores=(70, 45)),
            ),
            accepts=("0-5@L",),
            highlight=Highlight(hand=("0-5",), ends=("L",)),
            done=DOMINO_WINS_MATCH,
        ),
        Step(
            key="blocked",
            rules=("C-8", "R-1"),
            title=Phrase.gettext("A blocked deal"),
            text=Phrase.gettext(
                "When every player passes in turn, nobody can ever play again: the deal is blocked. Then the"
                " player with the fewest pips in hand wins it and scores the pips of the others."
            ),
            task=Phrase.gettext("Nothing fits: pass, and see who wins."),
            position=position("block", BLOCKED, "2-6 5-6@R 2-2@L 2-4@L"),
            accepts=("pass",),
            replies=("pass",),
            highlight=Highlight(ends=("L", "R")),
            done=Phrase.gettext(
                "Blocked. Pips left in hand: yours {pips}, your opponent's {their_pips}. The fewest pips win, and"
                " you score your opponent's: +{points}. The winner of a deal leads the next one: that is you."
            ),
        ),
        Step(
            key="tied",
            rules=("C-8", "R-1"),
            title=Phrase.gettext("A tied block"),
            text=Phrase.gettext(
                "The ends show 4 and 1, and neither of you has a 4 or a 1: this deal is about to block. When the"
                " fewest pips are tied, nobody wins the deal and nobody scores; the next deal is led by the"
                " player after this deal's leader. You led this one."
            ),
            task=Phrase.gettext("Nothing fits: pass, and count the pips."),
            position=position("block", TIED, "1-3 3-3@R 0-3@R 0-1@R 1-5@L 1-4@R 5-5@L 4-6@R 1-6@R 4-5@L"),
            accepts=("pass",),
            replies=("pass",),
            highlight=Highlight(ends=("L", "R")),
            done=Phrase.gettext(
                "Blocked, and the pips tie: {pips} in your hand, {their_pips} in your opponent's. Nobody scores,"
                " and your opponent, the player after you, leads the next deal."
            ),
        ),
    ),
    practice=Practice(players=2, options={"target": 1}),
)
