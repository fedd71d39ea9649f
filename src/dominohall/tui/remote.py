"""A seat of a server's table in the full-screen terminal game (``dominohall play --server URL
--table ID --token T``, issue #41): the same screen as the local game (:class:`DominoApp`), over a
:class:`RemoteTable` instead of a local one.

The screen reads a :class:`~dominohall.tui.session.Game` and moves through a
:class:`~dominohall.tui.session.Table`; here the game is the seat's view as the server's board
stream last told it (its ``engine`` view, :mod:`dominohall.seatview`: nothing else of the table is
known here), and a move is sent with the board API (``POST /api/board/game/{table}/move/{move}``).
Moves the rules refuse are explained from the seat's own view before anything is sent (as the
local game explains them); what the server refuses (a clock moved first: ``stale``) is said on the
message line. Undo and saving are the server's business: the first takes nothing back here, the
second says where the game is kept. Every deal's end is summed up as at a local game, from its
:class:`~dominohall.events.DealEnded` in the history the stream carries: the next deal usually starts
at once, so the state "deal over" has often passed when the stream sends it (the layout is drawn
under the summary only when that state was seen).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from typing import Any

from dominohall import Deal, Move, View, rules_for
from dominohall.client import ApiError, Client, engine_view
from dominohall.errors import IllegalMoveError
from dominohall.events import DealEnded, Dealt, Event, MatchEnded, MatchResult
from dominohall.i18n import Texts
from dominohall.match import MatchState
from dominohall.tui.fullscreen import DominoApp
from dominohall.tui.session import Table

RECONNECTS = 10
"""Times in a row the stream is opened again before the screen gives up waiting for the table."""
RETRY_SECONDS = 2.0
BOARD = "board"
"""The API of a person's program (``/api/board/…``): a token of the person's with the scope ``play``."""


class RemoteGame:
    """A server's match as one seat sees it: the latest engine view of its stream."""

    start_state: MatchState | None = None

    def __init__(self, view: View, seq: int) -> None:
        self.rules = rules_for(view.variant, view.players, view.options)
        self.variant: type[Deal] = self.rules.deal_class
        self.n = view.players
        self.seat = view.seat
        self.latest = view
        self.seq = seq
        self.sent = False
        """A move has been sent and its state has not come yet: nothing more is asked meanwhile."""

    def update(self, view: View, seq: int) -> None:
        self.latest, self.seq, self.sent = view, seq, False

    @property
    def history(self) -> Sequence[Event]:
        return self.latest.history

    @property
    def is_over(self) -> bool:
        return self.latest.match_over

    @property
    def result(self) -> MatchResult | None:
        last = self.latest.history[-1] if self.latest.history else None
        return last.result if isinstance(last, MatchEnded) else None

    @property
    def turn(self) -> int:
        return -1 if self.sent else self.latest.turn

    @property
    def stealer(self) -> int:
        """This seat when it is to steal a token (WS-7); another seat's steal it cannot tell apart
        from its turn, and the screen asks only about its own."""
        return self.seat if any(m.kind == "steal" for m in self.latest.legal_moves) else -1

    def view(self, seat: int) -> View:
        if seat != self.seat:
            raise ValueError(f"C-4: seat {self.seat} sees its own view only, not seat {seat}'s")
        return self.latest


class RemoteTable(Table):
    """The seat ``game.seat`` of the server's table ``table``, played through ``client``."""

    def __init__(
        self,
        client: Client,
        table: str,
        game: RemoteGame,
        seats: Sequence[dict[str, Any]],
        *,
        lang: str = "en",
        seed: int | None = None,
        hint_spec: str = "ismcts",
    ) -> None:
        # Not Table.__init__: there is no local match and no bot here; the attributes the screen
        # reads are set as it sets them.
        self.client = client
        self.table = table
        self.remote = game
        self.game = game
        self.me = game.seat
        n = game.n
        self.specs = [""] * n
        self.bots = [None] * n
        self.texts = Texts(lang)
        self.labels: list[str] = []
        self.name_seats(seats)
        self.seed = seed
        self.hint_spec = hint_spec
        self.seats = []
        self.earlier = []
        self.changed = []
        self.past_labels = []
        self.refused: list[str] = []
        """What the server said to the last move it refused (the screen shows it)."""
        self.sending: set[asyncio.Task[Any]] = set()

    def name_seats(self, seats: Sequence[dict[str, Any]]) -> None:
        """The seats' names from the table's ``seats`` (TABLE_META): "you", the account or nickname
        of a person, a bot's name; the list is changed in place (the screen holds it)."""
        t = self.texts
        labels = []
        for s in range(self.remote.n):
            meta = seats[s] if s < len(seats) else {}
            name = meta.get("account") or meta.get("name")
            if s == self.me:
                labels.append(t("you"))
            elif isinstance(name, str) and name:
                labels.append(t("seat {seat} ({bot})", seat=s, bot=name))
            elif meta.get("kind") == "bot" and isinstance(meta.get("bot"), str):
                labels.append(t("seat {seat} ({bot})", seat=s, bot=t.bot(meta["bot"])))
            else:
                labels.append(t("seat {seat}", seat=s))
        self.labels[:] = labels

    def make(self, move: Move, seat: int) -> Deal | None:
        """Send ``move`` (checked first against the seat's view: a refused one raises
        :class:`IllegalMoveError` with the rule, and nothing is sent). The deal's end comes with
        the stream's next state (:meth:`ServerApp.follow`), not from here."""
        view = self.remote.latest
        if seat != self.me or move not in view.legal_moves:
            rule, reason = view.public_deal.why_illegal(move) if seat == self.me else ("C-2", "not your seat")
            raise IllegalMoveError(rule, reason)
        self.remote.sent = True
        task = asyncio.get_running_loop().create_task(self._send(move, self.remote.seq))
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)
        return None

    async def _send(self, move: Move, seq: int) -> None:
        try:
            await self.client.move(self.table, str(move), seq, kind=BOARD)
        except (ApiError, OSError) as exc:
            self.remote.sent = False  # the state stays the server's last: the seat chooses again
            self.refused = [self.texts("The server did not accept that: {reason}", reason=str(exc))]

    def forced(self) -> Move | None:
        view = self.remote.latest
        if view.match_over or self.game.turn != self.me:
            return None
        return view.legal_moves[0] if len(view.legal_moves) == 1 else None

    def undo(self) -> list[Move]:
        return []  # the server's table takes nothing back

    def save(self, path: str) -> None:
        raise OSError(0, self.texts("the server keeps this game (table {table})", table=self.table))


class Ended:
    """A deal's end still to be summed up: where its :class:`DealEnded` is in the history, its number
    as people see it, and the seat's view at its end if the stream showed that state (its layout)."""

    def __init__(self, end: int, number: int, view: View | None) -> None:
        self.end, self.number, self.view = end, number, view


def deal_ends(history: Sequence[Event], start: int, now: View, numbered: bool) -> list[Ended]:
    """The deals that ended at ``history[start:]``, oldest first. A deal's number is its ``Dealt``'s
    (the rules' number where the variant numbers deals, WS-2, else the count); the view ``now`` goes
    with the last one only if it is that deal's end (no deal dealt after it)."""
    ends = []
    for i in range(start, len(history)):
        if isinstance(history[i], DealEnded):
            dealt = next((e for e in reversed(history[:i]) if isinstance(e, Dealt)), None)
            number = 0 if dealt is None else dealt.number if numbered else dealt.count
            current = now.deal_over and not any(isinstance(e, Dealt) for e in history[i + 1 :])
            ends.append(Ended(i, number, now if current else None))
    return ends


class ServerApp(DominoApp):
    """The full-screen game at a server's table: the screen follows the seat's board stream."""

    def __init__(self, table: RemoteTable, **kwargs: Any) -> None:
        super().__init__(None, [], table=table, lang=table.texts.lang, **kwargs)
        self.remote = table
        self.ended: list[Ended] = []
        """Deals whose end the stream has told and the person has not yet been shown, oldest first."""

    async def on_mount(self) -> None:
        await super().on_mount()
        self.run_worker(self.follow(), group="stream")

    async def advance(self, finished: Deal | None = None) -> None:
        """Each deal's end not yet shown, summed up in turn (the person goes on with Enter, as at a
        local game), then the screen as :meth:`DominoApp.advance` leaves it; deals that ended while a
        summary was up are shown before the worker lets the person move."""
        while True:
            while self.ended:
                done = self.ended.pop(0)
                event = self.match.history[done.end]
                assert isinstance(event, DealEnded)
                await self.sum_up(event.result, done.end, done.number, done.view)
            await super().advance(None)
            if not self.ended or self.match.is_over:
                return
            self.busy = True

    async def follow(self) -> None:
        """Each new state of the stream: the log and the screen brought up to it, and the summary of
        every deal that ended since the last state (from its end in the history, not from the state:
        the next deal has usually started by the time the stream sends it); at the match's end, its
        summary (:meth:`DominoApp.advance`). A stream that ends before the match (the server restarts:
        it drains its tables' connections) or cannot be opened is opened again, a few seconds later,
        up to :data:`RECONNECTS` times in a row."""
        game, remote = self.remote.remote, self.remote
        failures = 0
        while not game.is_over and failures < RECONNECTS:
            try:
                async for message in remote.client.game(remote.table, BOARD):
                    if message.get("type") != "state" or "engine" not in message:
                        continue
                    failures = 0
                    seen = len(game.history)
                    game.update(engine_view(message), message["seq"])
                    remote.name_seats(message.get("table", {}).get("seats", []))
                    now = game.latest
                    # A stream opened again retells the whole history: only what is new is summed up.
                    self.ended += deal_ends(now.history, seen, now, game.variant.numbered_deals)
                    self.log_events()
                    if not self.busy:
                        self.start()
                    else:
                        self.redraw()
                    if game.is_over:
                        return
            except (ApiError, OSError, TimeoutError):
                remote.refused = [self.texts("connection lost: reconnecting…")]
                self.redraw()
            failures += 1
            await asyncio.sleep(RETRY_SECONDS)

    def redraw(self) -> None:
        if self.remote.refused:
            self.message, self.remote.refused = self.remote.refused, []
        super().redraw()


async def first_state(client: Client, table: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The stream's ``welcome`` and its first state with the seat's engine view (the match has
    started)."""
    welcome: dict[str, Any] = {}
    async for message in client.game(table, BOARD):
        if message.get("type") == "welcome":
            welcome = message
        elif message.get("type") == "state" and "engine" in message:
            return welcome, message
    raise ApiError(410, {"code": "ended", "error": f"the stream of table {table} ended before its match was played"})


def play_server(
    server: str,
    table: str,
    token: str,
    *,
    lang: str = "en",
    ascii_only: bool = False,
    hint_spec: str = "ismcts",
    auto: bool = False,
    seed: int | None = None,
) -> int:
    """``dominohall play --server URL --table ID --token T``: the exit status."""
    from dominohall.bots import make_bot

    make_bot(hint_spec)
    client = Client(server, token)
    try:
        welcome, state = asyncio.run(first_state(client, table))
    except (ApiError, OSError) as exc:
        print(f"dominohall play: {exc}", file=sys.stderr)
        return 1
    view = engine_view(state)
    seats = state.get("table", welcome.get("table", {})).get("seats", [])
    remote = RemoteTable(
        client, table, RemoteGame(view, state["seq"]), seats, lang=lang, seed=seed, hint_spec=hint_spec
    )
    app = ServerApp(remote, ascii_only=ascii_only, hint_spec=hint_spec, auto=auto, encoding=sys.stdout.encoding)
    code = app.run()
    if app.farewell:
        print("\n".join(app.farewell))
    return code if code is not None else 0


__all__ = ["RemoteGame", "RemoteTable", "ServerApp", "play_server"]
