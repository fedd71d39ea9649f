"""What happens at a time, not at a message: the bots' turns (after a human-like delay, the slow
ones thinking in a worker process: :mod:`~dominohall.server.pool`), a person's turn timer, the sweep
that ends the tables nobody joined or stayed at, and the garbage collector's pacing."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from typing import Final

from dominohall.bots import Bot, make_bot
from dominohall.moves import Move
from dominohall.record import dumps
from dominohall.server.live import LiveTable, Part
from dominohall.server.pool import think
from dominohall.server.protocol import ProtocolError
from dominohall.server.store import ActionRow, Finish
from dominohall.server.table import TAKEOVER_BOT, TIMEOUTS_FOR_GOOD
from dominohall.views import View

log = logging.getLogger("dominohall.server")

SLOW_BOTS: Final = ("ismcts", "expert")
"""Bots that think long enough to be run in a worker process (the others answer at once: greedy
takes 0.08 ms a choice, less than sending it elsewhere would)."""
FREEZE_SECONDS: Final = 0.1
"""How often the objects that have lived a while are set aside from the cyclic garbage collector
(``gc.freeze``, which costs next to nothing): at 500 tables a full collection over every table's
match and states took 90-190 ms of CPU every 6 s or so (measured with ``gc.callbacks``) — a pause
every move waiting behind it felt. Every 1 s, the younger collections still went over a second's
worth of states kept as the base of the next delta: 9 ms of CPU on average, up to 30 (gen1, about
twice a second); every 0.1 s, they stay under 3 ms."""
FULL_GC_SECONDS: Final = 600.0
"""How often everything is collected after all (``gc.unfreeze``): frozen objects are still freed
when nothing refers to them, but cycles among them wait for this."""
SLEPT_FOR_GC: Final = 100
"""Tables put to sleep since the last full collection that bring the next one forward (at most one
a minute: :data:`SOONEST_FULL_GC`): a table's match and states are cycles the frozen collector
frees only then, and a sleeping table is meant to give its memory back."""
SOONEST_FULL_GC: Final = 60.0
SWEEP_SECONDS: Final = 30.0
"""How often tables are checked for expiry and idle rate-limit windows forgotten (at most)."""


class Timers(Part):
    """The bots, turn timers and sweeps of one table service (see the module docstring)."""

    async def collector(self) -> None:
        """Keep the cyclic garbage collector's full passes short (see :data:`FREEZE_SECONDS`)."""
        gc.freeze()
        since_full = 0.0
        while True:
            await asyncio.sleep(FREEZE_SECONDS)
            since_full += FREEZE_SECONDS
            slept = self.service.dormancy.slept_since_gc
            if since_full >= FULL_GC_SECONDS or (slept >= SLEPT_FOR_GC and since_full >= SOONEST_FULL_GC):
                since_full = 0.0
                self.service.dormancy.slept_since_gc = 0
                gc.unfreeze()
                gc.collect()
            gc.freeze()

    def kick(self, live: LiveTable) -> None:
        """After any change: set the bot to move going, or the turn timer of the person to move."""
        table = live.table
        seat = table.match.turn
        waiting_for_bots = table.bots_after is not None and table.status == "waiting"
        if waiting_for_bots and (live.fill_task is None or live.fill_task.done()):
            live.fill_task = self.service.spawn(self._fill_when_due(live))
        if table.status != "playing" or seat < 0:
            self.stop_timer(live)
            return
        if table.seats[seat].kind == "bot":
            self.stop_timer(live)
            if live.bot_task is None or live.bot_task.done():
                live.bot_task = self.service.spawn(self._bots(live))
            return
        if table.config.timer is None:
            return
        key = (table.seq, seat)
        if live.timer_key != key:
            self.stop_timer(live)
            live.timer_key = key
            # a turn-based clock runs from the last move as stored (a restart does not give a person
            # their days again); a live one from now
            # and stops while the person is on vacation (Table.clock_deadline)
            since = table.turn_since() if table.turn_based else None
            live.deadline = table.clock_deadline(seat, time.time() if since is None else since)
            live.timer_task = self.service.spawn(self._timer(live, key))
            on_turn = self.service.on_turn
            if on_turn is not None and table.turn_based:
                # told by mail (server/mail.py); a turn noted again after a restart is one mail
                on_turn("turn", table.id, table.seq, seat)
        table.deadline = live.deadline  # also after a table rebuilt without a failed write (same key)

    @staticmethod
    def stop_timer(live: LiveTable) -> None:
        task = live.timer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        live.timer_task = None
        live.timer_key = None
        live.deadline = None
        live.table.deadline = None

    async def _bots(self, live: LiveTable) -> None:
        """Play for bots while a bot is to move."""
        try:
            await self._bot_turns(live)
        except Exception:  # a bug must not pass unseen: the table waits, and the log says why
            log.exception("table %s: the bots stopped", live.table.id)

    async def _bot_turns(self, live: LiveTable) -> None:
        while True:
            table = live.table
            seat = table.match.turn
            if table.status != "playing" or seat < 0 or table.seats[seat].kind != "bot":
                return
            seq = table.seq
            await asyncio.sleep(self.service.bot_delay)  # a human-like pause (0 in tests)
            if live.table is not table or table.seq != seq:
                continue
            bot = table.bot_for(seat)
            if hasattr(bot, "time_limit"):  # whatever its level says, a bot thinks at most bot_seconds
                bot.time_limit = self.limits.bot_seconds
            view = table.view(seat)
            thinking = time.perf_counter()
            if bot.name in SLOW_BOTS and len(view.legal_moves) > 1:
                move = await self._think(live, bot, view)
            else:
                move = bot.choose(view)
            self.metrics.bot_thought(bot.name, time.perf_counter() - thinking)
            if live.table is not table or table.seq != seq:
                continue  # someone undid while the bot thought
            try:
                await self.service.commit(live, ActionRow(0, "move", seat, str(move), "bot", time.time()), seq)
            except ProtocolError as exc:
                if exc.code == "moved":  # handed to another process while draining: it plays on there
                    return
                if exc.code not in ("stale", "internal"):
                    log.error("table %s: bot at seat %d made a refused move %s: %s", table.id, seat, move, exc)
                    return
                if exc.code == "internal":
                    await asyncio.sleep(1.0)

    async def _think(self, live: LiveTable, bot: Bot, view: View) -> Move:
        """A slow bot's move, thought in a worker process in the turn of the address that created
        the table (each table's own turn if the server has restarted since): one visitor's tables
        of the slowest bots share the workers with everyone else's, not take them."""
        key = live.owner or f"table {live.table.id}"
        try:
            move, state = await self.service.pool.run(key, think, bot, view)
        except Exception:  # a worker that died: the table goes on with greedy's move this once
            log.exception("table %s: a bot's search failed; %s moves for it", live.table.id, TAKEOVER_BOT)
            return make_bot(TAKEOVER_BOT, live.table.seq).choose(view)
        bot.rng.setstate(state)  # the bot at the table goes on from the numbers its search drew
        return move

    async def _fill_when_due(self, live: LiveTable) -> None:
        """Wait until the table's ``bots_after`` has passed (from its stored creation: a restart does
        not start the wait again), then :meth:`fill` it."""
        when = live.table.bots_at()
        if when is None:
            return
        await asyncio.sleep(max(0.0, when - time.time()))
        try:
            await self.fill(live)
        except Exception:  # a bug must not pass unseen: the table waits, and the log says why
            log.exception("table %s: its free seats could not be handed to bots", live.table.id)

    async def fill(self, live: LiveTable) -> None:
        """Hand every human seat still free to a bot (:data:`~dominohall.server.table.TAKEOVER_BOT`,
        a ``takeover`` by the ``timer``): the match starts with the people who came. A person who
        comes later with the seat's link takes it back from the bot (``reclaim``), as from any bot
        their seat was handed to."""
        table = live.table
        if live.table is not table or table.status != "waiting":
            return
        for seat in table.free_seats():
            try:
                await self.service.commit(live, ActionRow(0, "takeover", seat, TAKEOVER_BOT, "timer", time.time()))
            except ProtocolError as exc:  # taken at the last moment, or the table moved or ended
                if exc.code in ("moved", "expired", "aborted", "match_over"):
                    return
        log.info("table %s: its free seats went to bots after %g s", table.id, table.bots_after or 0)
        self.service.lobby.changed(table.id)

    async def _timer(self, live: LiveTable, key: tuple[int, int]) -> None:
        """When a person's time runs out: pass if they must, play their only move if they have one,
        otherwise what greedy would play."""
        assert live.deadline is not None
        await asyncio.sleep(max(0.0, live.deadline - time.time()))
        if live.table.turn_based and await self.went_away(live):
            return  # a vacation stored meanwhile (perhaps by another process) moved the deadline
        await self.time_up(live, key)

    async def went_away(self, live: LiveTable) -> bool:
        """Before a turn-based timer plays: read the seats' vacations again (another process may
        have stored one since the table was loaded); if they changed,
        set the timer again (a new one takes over: ``True``)."""
        table = live.table
        try:
            away = await self.db(self.store.away, table.id)
        except Exception:  # the database is away: the clock as it was known
            log.exception("table %s: its people's vacations could not be read", table.id)
            return False
        if live.table is not table or away == table.away:
            return False
        table.away = away
        self.rearm(live)  # a timer of its own takes over (and plays at once if the time is up still)
        return True

    def rearm(self, live: LiveTable) -> None:
        """Compute the running turn's deadline again (a seat's vacations changed) and set its timer."""
        self.stop_timer(live)
        self.kick(live)

    async def time_up(self, live: LiveTable, key: tuple[int, int]) -> None:
        """The move of the seat whose time ran out at ``key`` (seq, seat), if it is still to move;
        at a turn-based table, its :data:`~dominohall.server.table.TIMEOUTS_FOR_GOOD`-th in a row
        hands the seat to the bot for good (a resignation made by the timer)."""
        table = live.table
        seq, seat = key
        if table.seq != seq or table.match.turn != seat or table.status != "playing":
            return
        legal = table.match.legal_moves()
        move = legal[0] if len(legal) == 1 else make_bot(TAKEOVER_BOT, seq).choose(table.match.view(seat))
        if live.timer_task is asyncio.current_task():
            # this task plays the move: the kick that follows it (when it is stored) sets the next
            # turn's timer and must not cancel this one, or what comes after the move here (the
            # person told by mail, the seat handed over after three) would never happen
            live.timer_task = None
        try:
            await self.service.commit(live, ActionRow(0, "move", seat, str(move), "timer", time.time()), seq)
        except ProtocolError as exc:
            if exc.code not in ("stale", "moved"):  # the person moved at the last moment: nothing to do
                log.error("table %s: the timer's move %s for seat %d was refused: %s", table.id, move, seat, exc)
            return
        table = live.table
        if table.turn_based and self.service.on_turn is not None:
            self.service.on_turn("timeout", table.id, seq, seat)  # the person is told (server/mail.py)
        if (
            table.turn_based
            and table.seats[seat].kind == "human"
            and not table.is_over
            and table.timeouts_in_a_row(seat) >= TIMEOUTS_FOR_GOOD
        ):
            log.info("table %s: seat %d timed out %d turns in a row: a bot plays it", table.id, seat, TIMEOUTS_FOR_GOOD)
            with contextlib.suppress(ProtocolError):  # the match ended meanwhile
                await self.service.commit(live, ActionRow(0, "resign", seat, "timeouts", "timer", time.time()))

    async def sweeper(self) -> None:
        """End the tables nobody joined or nobody stayed at, and forget idle rate-limit windows."""
        limits = self.limits
        every = min(
            SWEEP_SECONDS, limits.waiting_seconds / 4, limits.idle_seconds / 4, max(1.0, limits.sleep_seconds / 4)
        )
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep(time.time())
            except Exception:  # the sweeper must go on: the log says why
                log.exception("the expiry sweep failed")

    async def sweep(self, now: float) -> None:
        """One pass of :meth:`sweeper` at ``now``: the idle turn-based tables put to sleep and those
        whose time came woken first (:mod:`~dominohall.server.dormancy`)."""
        limits = self.limits
        self.service.forget_owned()
        await self.service.dormancy.sweep(now)
        for live in list(self.live.values()):
            table = live.table
            if table.is_over:
                continue
            if live.connections:
                live.last_seen = now
                continue
            if table.turn_based:
                # played across days: it never expires while the match runs, and waits for its
                # people for days (turn_based_waiting_seconds), not an hour
                if table.status == "waiting" and now - table.config.created >= limits.turn_based_waiting_seconds:
                    await self.expire(live, now)
                continue
            waited = table.status == "waiting" and now - table.config.created >= limits.waiting_seconds
            if waited or now - live.last_seen >= limits.idle_seconds:
                await self.expire(live, now)
        mono = time.monotonic()
        service = self.service
        for book in (
            service.creates,
            service.account_creates,
            service.connects,
            service.address_messages,
            service.chats,
        ):
            book.sweep(mono)

    async def expire(self, live: LiveTable, now: float) -> None:
        """End a table unfinished and archive it (its record and summary stored as for a finished
        one); it leaves memory, and is loaded again only to be shown."""
        async with live.lock:
            table = live.table
            if table.is_over:
                return
            table.expire(now)
            summary = table.meta()
            for s in summary["seats"]:
                s["connected"] = False
            try:
                also = None if self.service.finish_also is None else self.service.finish_also(table)
                await self.db(self.store.expire, table.id, Finish(now, dumps(table.match), summary, also))
            except Exception:
                log.exception("table %s could not be archived; it stays open", table.id)
                table.expired_at = table.finished_at = None
                return
            self.stop_timer(live)
            if live.bot_task is not None and live.bot_task is not asyncio.current_task():
                live.bot_task.cancel()
            log.info("table %s ended unfinished: nobody was there", table.id)
            self.service.lobby.changed(table.id)
            self.service.broadcast(live)
            self.service.evict_if_done(live)
