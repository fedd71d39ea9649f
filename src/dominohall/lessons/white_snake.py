"""White Snake (WS): the head that leads each deal, the snake's one open end, tokens, the hands
shrinking as tokens leave play, the blocked snake's tie-break, four tokens to win, and the 0-0 steal.
Passing and blocks are Block's."""

from __future__ import annotations

from dominohall import MatchState
from dominohall.i18n import Phrase
from dominohall.lessons.core import Highlight, Lesson, Miss, Practice, Step, position

# Deals of five players found by play-outs and kept as they were dealt (the stock is never drawn).
DEAL_1 = (
    ["0-0", "1-1", "2-2", "1-3", "1-4"],
    ["0-4", "2-4", "3-5", "4-5", "4-6"],
    ["3-4", "1-5", "5-5", "3-6", "6-6"],
    ["0-3", "2-3", "2-5", "2-6", "5-6"],
    ["0-1", "1-2", "3-3", "0-5", "0-6"],
)
DEAL_1_PLAYED = "1-1 pass 1-5 5-6 0-6 0-0 0-4 3-4 2-3 1-2 1-3 3-5 5-5 2-5 pass 2-2 2-4 pass pass pass"
ONE_END = (
    ["2-2", "0-6", "1-6", "3-6", "6-6"],
    ["1-3", "2-4", "3-5", "4-5", "5-5"],
    ["0-1", "1-1", "2-3", "4-4", "5-6"],
    ["0-2", "0-3", "1-4", "0-5", "1-5"],
    ["0-0", "1-2", "0-4", "2-5", "2-6"],
)
BLOCKED = (
    ["2-2", "1-4", "3-4", "4-5", "5-5"],
    ["1-3", "3-3", "0-5", "1-5", "5-6"],
    ["1-1", "0-2", "0-3", "2-4", "3-5"],
    ["2-3", "4-4", "2-6", "4-6", "6-6"],
    ["0-0", "0-1", "0-6", "1-6", "3-6"],
)
BLOCKED_PLAYED = (
    "1-1 pass 0-1 pass 0-5 3-5 2-3 pass 2-2 pass 2-4 4-6 3-6 3-4 pass pass 4-4 pass 4-5 1-5 pass pass 1-6"
    " pass 5-6 pass pass pass 5-5 pass pass pass pass"
)
FEWER = (
    ["0-1", "0-4", "2-4", "5-5"],
    ["2-3", "0-5", "3-5", "4-5"],
    ["0-0", "1-2", "0-3", "1-6"],
    ["1-3", "0-6", "2-6", "6-6"],
    ["0-2", "3-4", "2-5", "3-6"],
)
"""Deal 5 with four tokens out of play (seed 0 of that match state, as dealt): 24 tiles, 4 each and 4
in the stock (#36 item 14: the hands shrink, WS-1)."""
DEAL_6 = (
    ["0-1", "1-4", "2-4", "4-5"],
    ["2-3", "3-5", "4-6", "6-6"],
    ["0-0", "1-2", "0-4", "3-4"],
    ["0-5", "1-5", "2-6", "5-6"],
    ["0-2", "1-3", "0-6", "1-6"],
)
DEAL_7 = (
    ["2-3", "1-5", "3-5", "4-6"],
    ["1-3", "1-4", "2-4", "1-6"],
    ["0-2", "3-4", "0-5", "0-6"],
    ["0-0", "0-3", "2-5", "4-5"],
    ["1-2", "0-4", "2-6", "5-6"],
)

LESSON = Lesson(
    variant="white-snake",
    intro=Phrase.gettext(
        "White Snake is for five or six players. The tiles are dealt evenly and the few left over stay"
        " unused. Each deal is led by a set double, the snake grows at one end only, and the winner of a deal"
        " keeps that double as a token: four tokens win. A token is out of play from then on, so the hands"
        " shrink as tokens are won: with 5 players, 5 tiles each at first and 4 once four tokens are out."
        " A deal led by 0-0 makes no token: its winner steals one from another player instead (if nobody else"
        " holds one, nothing is stolen), and a steal that brings a player to four tokens wins the match."
    ),
    refers=("block",),
    steps=(
        Step(
            key="head",
            rules=("WS-2", "WS-3"),
            title=Phrase.gettext("The snake's head"),
            text=Phrase.gettext(
                "Deal 1 is led by 1-1, deal 2 by 2-2, and so on up to 6-6; from the seventh deal on, 0-0"
                " leads. That double is the snake's head, and whoever holds it must lead it. (If it lies in the"
                " stock, the tiles are dealt again.)"
            ),
            task=Phrase.gettext("This is deal 1: lead its head."),
            position=position("white-snake", DEAL_1, stock=["0-2", "4-4", "1-6"]),
            accepts=("1-1",),
            highlight=Highlight(hand=("1-1",)),
            done=Phrase.gettext("1-1 is the head. Every tile after it joins the snake's one free end."),
        ),
        Step(
            key="one-end",
            rules=("WS-4",),
            title=Phrase.gettext("One open end"),
            text=Phrase.gettext(
                "The snake grows in one direction only: each tile joins the tile played last, at its free end."
                " The 1 of the head does not count any more; only the 0 at the end does."
            ),
            task=Phrase.gettext("Play on the snake's free end."),
            position=position("white-snake", ONE_END, "1-1 1-4 0-4", stock=["3-3", "3-4", "4-6"]),
            accepts=("0-6",),
            highlight=Highlight(ends=("",)),
            done=Phrase.gettext("Now the free end shows 6."),
        ),
        Step(
            key="play-out",
            rules=("WS-5", "WS-6"),
            title=Phrase.gettext("Play out, take a token"),
            text=Phrase.gettext(
                "The first player to play out all their tiles wins the deal and keeps the deal's head as a"
                " token: it stays out of play for the rest of the match."
            ),
            task=Phrase.gettext("Play your last tile."),
            position=position("white-snake", DEAL_1, DEAL_1_PLAYED, stock=["0-2", "4-4", "1-6"]),
            accepts=("1-4",),
            highlight=Highlight(hand=("1-4",), ends=("",)),
            done=Phrase.gettext("You win deal 1 and keep 1-1 as a token. Deal 2 will be led by 2-2."),
        ),
        Step(
            key="fewer-tiles",
            rules=("WS-1", "WS-6"),
            title=Phrase.gettext("Fewer tiles each deal"),
            text=Phrase.gettext(
                "The tiles are dealt evenly and the few left over stay in the stock, never drawn: with five"
                " players, 5 tiles each and 3 in the stock at first. Each token leaves play, so the hands"
                " shrink. This is deal 5: four tokens are out (1-1 is yours), 24 tiles are left, and everyone"
                " holds only 4."
            ),
            task=Phrase.gettext("Count your tiles, then lead the head of deal 5."),
            position=position(
                "white-snake",
                FEWER,
                stock=["1-4", "1-5", "4-6", "5-6"],
                state=MatchState(deal_number=5, tokens=(("1-1",), ("2-2", "3-3"), (), ("4-4",), ())),
            ),
            accepts=("5-5",),
            highlight=Highlight(hand=("5-5",)),
            done=Phrase.gettext(
                "5-5 leads deal 5. Whoever wins it keeps 5-5 as a token, and one more tile leaves play."
            ),
        ),
        Step(
            key="blocked",
            rules=("WS-5", "C-8"),
            title=Phrase.gettext("A blocked snake"),
            text=Phrase.gettext(
                "If everyone passes in turn, the deal is blocked and the fewest pips win. A tie goes to the"
                " player with fewer tiles; if they are still tied, the deal is void and played again."
            ),
            task=Phrase.gettext("Nothing fits the 5: pass, and see who wins."),
            position=position("white-snake", BLOCKED, BLOCKED_PLAYED, stock=["1-2", "2-5", "0-4"]),
            accepts=("pass",),
            highlight=Highlight(ends=("",)),
            done=Phrase.gettext(
                "Blocked. You and seat 2 both hold 5 pips, but you hold one tile and seat 2 two: the deal and"
                " the token 1-1 are yours."
            ),
        ),
        Step(
            key="four-tokens",
            rules=("WS-8", "WS-6"),
            title=Phrase.gettext("Four tokens win"),
            text=Phrase.gettext(
                "This is deal 6, led by 6-6. You already hold three tokens: 1-1, 2-2 and 3-3. The first player"
                " to hold four tokens wins the match."
            ),
            task=Phrase.gettext("Play your last tile and take the fourth token."),
            position=position(
                "white-snake",
                DEAL_6,
                "6-6 pass 2-6 0-2 0-1 pass 1-2 pass pass 2-4 4-6 pass 5-6 pass 4-5 pass 3-4 pass 1-3",
                stock=["3-6", "2-5", "0-3"],
                state=MatchState(deal_number=6, tokens=(("1-1", "2-2", "3-3"), ("4-4",), ("5-5",), (), ())),
            ),
            accepts=("1-4",),
            highlight=Highlight(hand=("1-4",)),
            done=Phrase.gettext("You keep 6-6, your fourth token, and win the match."),
        ),
        Step(
            key="steal",
            rules=("WS-7",),
            title=Phrase.gettext("The 0-0 steal"),
            text=Phrase.gettext(
                "From the seventh deal on, 0-0 leads, and 0-0 is never a token. Instead, the winner of a 0-0"
                " deal steals one token from any other player. You have just won this 0-0 deal. Seat 1 holds"
                " three tokens, one short of winning."
            ),
            task=Phrase.gettext("Steal a token from seat 1."),
            position=position(
                "white-snake",
                DEAL_7,
                "0-0 0-4 4-6 1-6 pass pass 1-2 2-3 1-3 pass pass pass 1-5 pass 0-5 0-3 pass 3-5",
                stock=["3-6", "0-1"],
                state=MatchState(deal_number=7, tokens=(("5-5", "6-6"), ("1-1", "2-2", "3-3"), ("4-4",), (), ())),
            ),
            accepts=("steal:1-1", "steal:2-2", "steal:3-3"),
            misses=(
                Miss(
                    "steal:4-4",
                    Phrase.gettext(
                        "You gain a token either way, but seat 1 keeps three and may win the match with the next deal."
                    ),
                ),
            ),
            done=Phrase.gettext("You now hold three tokens, and seat 1 only two."),
        ),
        Step(
            key="steal-wins",
            rules=("WS-7", "WS-8"),
            title=Phrase.gettext("A steal that wins"),
            text=Phrase.gettext(
                "The same 0-0 deal, with other tokens: you hold three (4-4, 5-5 and 6-6) and seat 1 holds the"
                " other three. Four tokens win the match however the fourth comes, a steal too."
            ),
            task=Phrase.gettext("Steal your fourth token."),
            position=position(
                "white-snake",
                DEAL_7,
                "0-0 0-4 4-6 1-6 pass pass 1-2 2-3 1-3 pass pass pass 1-5 pass 0-5 0-3 pass 3-5",
                stock=["3-6", "0-1"],
                state=MatchState(deal_number=7, tokens=(("4-4", "5-5", "6-6"), ("1-1", "2-2", "3-3"), (), (), ())),
            ),
            accepts=("steal:1-1", "steal:2-2", "steal:3-3"),
            done=Phrase.gettext("Your fourth token, stolen: the match is yours."),
        ),
    ),
    practice=Practice(players=5, options={"max_deals": 1}),
)
