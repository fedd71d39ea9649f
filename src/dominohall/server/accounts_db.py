"""The database side of accounts (synchronous, called from the service's database threads):
accounts, the seats that belong to them, ratings and what each rated match did to them, a player's
page and the leaderboards (docs/accounts.md).

A rated match's rating changes are written by :func:`write_ratings`, inside the transaction that
stores the match's last move (:class:`~dominohall.server.store.Finish` ``also``): both are stored
or neither. ``rating_changes`` is keyed by table and seat, so a result cannot be counted twice.

>>> from dominohall.server.store import SeatConfig, Store, TableConfig
>>> store = Store("sqlite://")
>>> create_account(store.engine, "Ann", "ann", "h", 0.0), create_account(store.engine, "ANN", "ann", "h", 0.0)
(1, None)
>>> find_account(store.engine, "ann")[:2]
(1, 'Ann')
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, func, insert, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.sql.elements import ColumnElement

from dominohall.ratings import RatingParameters
from dominohall.server.ratings import Skill, rate
from dominohall.server.store import (
    accounts_t,
    analyses_t,
    count_accuracy,
    count_seat,
    lock_table,
    rating_changes_t,
    ratings_t,
    seat_accuracy,
    table_accounts_t,
    tables_t,
)

log = logging.getLogger("dominohall.server")

GAMES_SHOWN = 20
"""Recent games on a player's page."""


def create_account(
    engine: Engine, name: str, key: str, password_hash: str, now: float, skeleton: str | None = None
) -> int | None:
    """A new account; ``None`` if its name's key is taken (whatever the case or form it was written in).
    ``skeleton`` (:func:`~dominohall.server.accounts.name_skeleton`) is stored when given (the
    database has the column: :func:`skeletons_stored`)."""
    values: dict[str, Any] = {
        "name": name,
        "name_key": key,
        "password": password_hash,
        "created": datetime.fromtimestamp(now, UTC),
    }
    if skeleton is not None:
        values["name_skeleton"] = skeleton
    try:
        with engine.begin() as db:
            made = db.execute(insert(accounts_t).values(**values))
            made_key = made.inserted_primary_key
            assert made_key is not None
            return int(made_key[0])
    except IntegrityError:
        return None


def skeletons_stored(engine: Engine) -> bool:
    """Whether the database's ``accounts`` has the ``name_skeleton`` column (its migration ran)."""
    from sqlalchemy import inspect

    return any(c["name"] == "name_skeleton" for c in inspect(engine).get_columns("accounts"))


def similar_name_taken(engine: Engine, skeleton: str) -> str | None:
    """The name of an account whose name's skeleton is ``skeleton`` (a look-alike), if there is one:
    one indexed look-up (``ix_accounts_name_skeleton``), whatever the number of accounts."""
    with engine.connect() as db:
        found = db.execute(select(accounts_t.c.name).where(accounts_t.c.name_skeleton == skeleton).limit(1)).scalar()
    return None if found is None else str(found)


def find_account(engine: Engine, key: str) -> tuple[int, str, str] | None:
    """(id, name, password hash) of the account whose name has ``key``."""
    with engine.connect() as db:
        row = db.execute(
            select(accounts_t.c.id, accounts_t.c.name, accounts_t.c.password).where(accounts_t.c.name_key == key)
        ).first()
    return None if row is None else (int(row.id), str(row.name), str(row.password))


def set_password(engine: Engine, account_id: int, password_hash: str) -> None:
    """A rehashed password (argon2's parameters were raised since it was made)."""
    with engine.begin() as db:
        db.execute(update(accounts_t).where(accounts_t.c.id == account_id).values(password=password_hash))


# ---- seats --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatOwner:
    seat: int
    account_id: int
    address: str | None


def owners(engine: Engine, table_id: str) -> dict[int, SeatOwner]:
    """The accounts the seats of a table belong to."""
    with engine.connect() as db:
        rows = db.execute(select(table_accounts_t).where(table_accounts_t.c.table_id == table_id)).all()
    return {r.seat: SeatOwner(r.seat, r.account_id, r.address) for r in rows}


def bind_seat(engine: Engine, table_id: str, seat: int, account_id: int, address: str | None, now: float) -> int | None:
    """Give ``seat`` to ``account_id`` unless it belongs to an account already, or the account
    holds another seat of the table (one account, one seat of a match: a match counts once for each
    account, #34); returns the account the seat belongs to now (of two at once, the first), or
    ``None`` if it belongs to nobody because ``account_id`` holds another seat. A seat bound once
    its match is over (claimed later) takes the table's end and the analysis's accuracy with it
    (:func:`count_accuracy`)."""
    with engine.begin() as db:
        rows = db.execute(
            select(table_accounts_t.c.seat, table_accounts_t.c.account_id).where(
                table_accounts_t.c.table_id == table_id
            )
        ).all()
        found = {int(r.seat): int(r.account_id) for r in rows}
        if seat in found:
            return found[seat]
        if account_id in found.values():
            return None
    try:
        with engine.begin() as db:
            # The insert first: on SQLite it takes the write lock, so what is read next is the
            # latest; on PostgreSQL the table's row is then held (lock_table) so that a match ending
            # or an analysis stored at the same moment either sees this seat or is seen by it.
            db.execute(
                insert(table_accounts_t).values(
                    table_id=table_id, seat=seat, account_id=account_id, address=address, at=now
                )
            )
            lock_table(db, table_id)
            finished = db.execute(select(tables_t.c.finished).where(tables_t.c.id == table_id)).scalar()
            if finished is not None:
                db.execute(
                    update(table_accounts_t)
                    .where(table_accounts_t.c.table_id == table_id, table_accounts_t.c.seat == seat)
                    .values(finished=finished)
                )
                stored = db.execute(
                    select(analyses_t.c.status, analyses_t.c.data).where(analyses_t.c.table_id == table_id)
                ).first()
                if stored is not None and stored.status == "done":
                    count_seat(db, table_id, seat, account_id, None, seat_accuracy(stored.data, seat) or (0, 0))
        return account_id
    except IntegrityError:  # another connection bound it first: theirs
        again = owners(engine, table_id).get(seat)
        return account_id if again is None else again.account_id


def skills(engine: Engine, account_ids: Sequence[int], variant: str) -> dict[int, tuple[Skill, int]]:
    """The ratings (skill, games) of accounts in a variant (those that have one)."""
    if not account_ids:
        return {}
    with engine.connect() as db:
        rows = db.execute(
            select(ratings_t).where(ratings_t.c.account_id.in_(list(account_ids)), ratings_t.c.variant == variant)
        ).all()
    return {r.account_id: (Skill(r.mu, r.sigma), r.games) for r in rows}


# ---- a rated result ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RatedResult:
    """What :func:`write_ratings` needs of a finished rated match (made on the event loop, written
    on a database thread inside the finishing transaction)."""

    table_id: str
    variant: str
    params: RatingParameters
    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]
    anchors: dict[int, float]
    """The rating of each seat a bot sat at from the start (its level's anchor)."""
    at: float

    def __call__(self, db: Connection) -> None:
        write_ratings(db, self)


def write_ratings(db: Connection, result: RatedResult) -> None:
    """Rate a finished match in the transaction ``db`` that stores its end (see the module
    docstring). Each person's rating row is locked (PostgreSQL: ``FOR UPDATE``) while it is read
    and written, so two matches of one account ending at once on two processes both count."""
    bound = {
        r.seat: r.account_id
        for r in db.execute(select(table_accounts_t).where(table_accounts_t.c.table_id == result.table_id))
    }
    people = [s for team in result.teams for s in team if s not in result.anchors]
    missing = [s for s in people if s not in bound]
    if missing:  # cannot happen: a rated seat is taken by an account (accounts.before_join)
        log.error("table %s: rated, but seats %s belong to no account; not rated", result.table_id, missing)
        return
    if len({bound[s] for s in people}) < len(people):  # cannot happen either (bind_seat): never rated twice
        log.error("table %s: rated, but one account holds two of seats %s; not rated", result.table_id, people)
        return
    accounts = sorted({bound[s] for s in people})
    params = result.params
    dialect_insert = postgresql_insert if db.dialect.name == "postgresql" else sqlite_insert
    db.execute(
        dialect_insert(ratings_t)
        .values(
            [
                {"account_id": a, "variant": result.variant, "mu": params.mu, "sigma": params.sigma, "games": 0}
                for a in accounts
            ]
        )
        .on_conflict_do_nothing()
    )
    query = select(ratings_t).where(ratings_t.c.account_id.in_(accounts), ratings_t.c.variant == result.variant)
    if db.dialect.name == "postgresql":
        query = query.with_for_update()
    rows = {r.account_id: r for r in db.execute(query)}

    def skill(seat: int) -> Skill:
        if seat in result.anchors:
            return Skill(result.anchors[seat], 0.0)
        row = rows[bound[seat]]
        return Skill(row.mu, row.sigma)

    before = [[skill(s) for s in team] for team in result.teams]
    flags = [[s in result.anchors for s in team] for team in result.teams]
    after = rate(params, before, result.ranks, flags)
    for team, old, new in zip(result.teams, before, after):
        for seat, was, now in zip(team, old, new):
            if seat in result.anchors:
                continue
            account = bound[seat]
            db.execute(
                update(ratings_t)
                .where(ratings_t.c.account_id == account, ratings_t.c.variant == result.variant)
                .values(mu=now.mu, sigma=now.sigma, games=ratings_t.c.games + 1)
            )
            db.execute(
                insert(rating_changes_t).values(
                    table_id=result.table_id,
                    seat=seat,
                    account_id=account,
                    variant=result.variant,
                    mu_before=was.mu,
                    sigma_before=was.sigma,
                    mu_after=now.mu,
                    sigma_after=now.sigma,
                    at=result.at,
                )
            )


def changes(engine: Engine, table_id: str) -> list[dict[str, Any]]:
    """What a rated match did to each account's rating (empty before its end)."""
    with engine.connect() as db:
        rows = db.execute(
            select(rating_changes_t, accounts_t.c.name)
            .select_from(rating_changes_t.join(accounts_t, accounts_t.c.id == rating_changes_t.c.account_id))
            .where(rating_changes_t.c.table_id == table_id)
            .order_by(rating_changes_t.c.seat)
        ).all()
    return [
        {
            "seat": r.seat,
            "name": r.name,
            "before": round(r.mu_before),
            "after": round(r.mu_after),
            "change": round(r.mu_after) - round(r.mu_before),
        }
        for r in rows
    ]


def catch_up(engine: Engine, most: int = 1000) -> tuple[int, int]:
    """What a process of a release before migration 0003 wrote without these columns (during a
    rolling upgrade it runs beside this one: docs/migrations.md): the seats of matches it ended get
    their end, and the seats of tables it analysed (``most`` of them at a time) their accuracy,
    counted into their accounts' totals. Run once when the server starts; returns (seats given
    their end, tables counted)."""
    ended_tables = select(tables_t.c.id).where(tables_t.c.finished.is_not(None))
    with engine.begin() as db:
        ended = db.execute(
            update(table_accounts_t)
            .where(table_accounts_t.c.finished.is_(None), table_accounts_t.c.table_id.in_(ended_tables))
            .values(
                finished=select(tables_t.c.finished)
                .where(tables_t.c.id == table_accounts_t.c.table_id)
                .scalar_subquery()
            )
        ).rowcount
    with engine.connect() as db:
        missed = (
            db.execute(
                select(table_accounts_t.c.table_id)
                .select_from(table_accounts_t.join(analyses_t, analyses_t.c.table_id == table_accounts_t.c.table_id))
                .where(table_accounts_t.c.judged.is_(None), analyses_t.c.status == "done")
                .distinct()
                .limit(most)
            )
            .scalars()
            .all()
        )
    for table_id in missed:
        with engine.begin() as db:
            lock_table(db, table_id)
            stored = db.execute(
                select(analyses_t.c.status, analyses_t.c.data).where(analyses_t.c.table_id == table_id)
            ).first()
            if stored is not None:
                count_accuracy(db, table_id, stored.status, stored.data)
    return int(ended or 0), len(missed)


# ---- a player's page and the leaderboards -------------------------------------------------------
class NoSuchGame(ValueError):
    """A page's ``before`` names no finished game of the player's."""


def _opponent(seat: dict[str, Any]) -> dict[str, Any]:
    """A seat of a finished game as the player page names it: the account (linked) or the name it went
    by, and its bot if a bot played it."""
    return {
        "seat": seat.get("seat"),
        "name": seat.get("name"),
        "account": seat.get("account"),
        "bot": seat.get("bot") if seat.get("kind") == "bot" else None,
    }


def _record(rows: Sequence[Any]) -> dict[str, dict[str, int]]:
    """Won, lost and unfinished among the given finished games, by game: a seat among the winners
    won (a shared win too), one that finished otherwise lost; an aborted or expired game counts apart."""
    out: dict[str, dict[str, int]] = {}
    for r in rows:
        summary = json.loads(r.summary) if r.summary else {}
        result = summary.get("result") or {}
        counts = out.setdefault(str(r.variant), {"won": 0, "lost": 0, "unfinished": 0})
        if not result:
            counts["unfinished"] += 1
        elif r.seat in result.get("winners", []):
            counts["won"] += 1
        else:
            counts["lost"] += 1
    return out


def _history(rows: Sequence[Any]) -> dict[str, list[list[Any]]]:
    """The rating after each rated match of ``rows`` (a page of games, the latest first) by game,
    oldest first: ``[[finished (ISO time), rating], …]``."""
    out: dict[str, list[list[Any]]] = {}
    for r in reversed(rows):
        if r.mu_after is not None:
            finished = (json.loads(r.summary) if r.summary else {}).get("finished")
            out.setdefault(str(r.variant), []).append([finished, round(float(r.mu_after))])
    return out


def player(
    engine: Engine, key: str, before: tuple[str, int] | None = None, limit: int = GAMES_SHOWN
) -> dict[str, Any] | None:
    """A player's page (without the ratings' shown form: :mod:`~dominohall.server.accounts` adds
    it): the account, its ratings, its accuracy over every analysed game (the running totals) and
    ``limit`` of its finished games, the latest first — those finished before the game ``before``
    (table, seat: the last one of the page before), if given. Its cost does not grow with the
    account's history: four statements at most, each reading one range of an index
    (``ix_table_accounts_account_finished``) or a row by its key, and no analysis is read. The rating's
    history and the games won and lost are those of the page's games.
    Raises :class:`NoSuchGame` when ``before`` is not one of the account's finished games."""
    with engine.connect() as db:
        account = db.execute(
            select(
                accounts_t.c.id,
                accounts_t.c.name,
                accounts_t.c.fine_choices,
                accounts_t.c.judged_choices,
                accounts_t.c.bot_since,
            ).where(accounts_t.c.name_key == key)
        ).first()
        if account is None:
            return None
        mine = (table_accounts_t.c.account_id == account.id, table_accounts_t.c.finished.is_not(None))
        later: tuple[ColumnElement[bool], ...] = ()
        if before is not None:
            table_id, seat = before
            cursor = db.execute(
                select(table_accounts_t.c.finished).where(
                    table_accounts_t.c.table_id == table_id, table_accounts_t.c.seat == seat, *mine
                )
            ).first()
            if cursor is None:
                raise NoSuchGame(f"before names no finished game of {account.name}'s")
            key_of = tuple_(table_accounts_t.c.finished, table_accounts_t.c.table_id, table_accounts_t.c.seat)
            later = (
                key_of < tuple_(literal(cursor.finished, DateTime(timezone=True)), literal(table_id), literal(seat)),
            )
        ratings = db.execute(select(ratings_t).where(ratings_t.c.account_id == account.id)).all()
        games = db.execute(
            select(
                table_accounts_t.c.table_id,
                table_accounts_t.c.seat,
                table_accounts_t.c.fine,
                table_accounts_t.c.judged,
                tables_t.c.variant,
                tables_t.c.rated,
                tables_t.c.summary,
                rating_changes_t.c.mu_before,
                rating_changes_t.c.mu_after,
            )
            .select_from(
                table_accounts_t.join(tables_t, tables_t.c.id == table_accounts_t.c.table_id).outerjoin(
                    rating_changes_t,
                    (rating_changes_t.c.table_id == table_accounts_t.c.table_id)
                    & (rating_changes_t.c.seat == table_accounts_t.c.seat),
                )
            )
            .where(*mine, *later)
            .order_by(
                table_accounts_t.c.finished.desc(), table_accounts_t.c.table_id.desc(), table_accounts_t.c.seat.desc()
            )
            .limit(limit + 1)  # one more: is there a page after this one
        ).all()
    shown_games = []
    for g in games[:limit]:
        summary = json.loads(g.summary) if g.summary else {}
        result = summary.get("result") or {}
        shown_games.append(
            {
                "table": g.table_id,
                "seat": g.seat,
                "variant": g.variant,
                "rated": bool(g.rated),
                "finished": summary.get("finished"),
                "status": summary.get("status"),
                "won": g.seat in result.get("winners", []) if result else None,
                "place": result["ranking"].index(g.seat) + 1
                if result and g.seat in result.get("ranking", [])
                else None,
                "players": summary.get("players"),
                # who else sat there, and the match's final points, losses or tokens by seat
                "opponents": [_opponent(x) for x in summary.get("seats", []) if x.get("seat") != g.seat],
                "score": {k: result[k] for k in ("scores", "marks", "tokens") if k in result} if result else None,
                "change": None if g.mu_before is None else round(g.mu_after) - round(g.mu_before),
                "accuracy": None if not g.judged else round((g.fine or 0) / g.judged, 3),
                "replay": f"/replay/{g.table_id}",
                "analysis": f"/api/tables/{g.table_id}/analysis",
                "record": f"/api/tables/{g.table_id}/record",
            }
        )
    last = games[limit - 1] if len(games) > limit else None
    judged = int(account.judged_choices)
    return {
        "name": account.name,
        "bot": account.bot_since is not None,  # a bot account (server/tokens.py): marked wherever its name shows
        "ratings": {r.variant: (Skill(r.mu, r.sigma), r.games) for r in ratings},
        # drawn and counted from the games of this page (no statement more: the page's cost stays flat)
        "history": _history(games[:limit]),
        "record": _record(games[:limit]),
        "record_of": len(games[:limit]),
        "games": shown_games,
        "next": None if last is None else f"{last.table_id}.{last.seat}",
        "accuracy": None if not judged else round(int(account.fine_choices) / judged, 3),
        "judged": judged,
    }


def leaderboard(
    engine: Engine, variant: str, most_sigma: float, offset: int, limit: int
) -> tuple[list[dict[str, Any]], int]:
    """One page of a variant's rated players who are not provisional (``sigma`` at most
    ``most_sigma``), best first, and how many there are."""
    shown = (ratings_t.c.variant == variant, ratings_t.c.sigma <= most_sigma)
    joined = ratings_t.join(accounts_t, accounts_t.c.id == ratings_t.c.account_id)
    with engine.connect() as db:
        total = db.execute(select(func.count()).select_from(ratings_t).where(*shown)).scalar_one()
        rows = db.execute(
            select(accounts_t.c.name, ratings_t.c.mu, ratings_t.c.games, accounts_t.c.bot_since)
            .select_from(joined)
            .where(*shown)
            .order_by(ratings_t.c.mu.desc(), accounts_t.c.id)
            .offset(offset)
            .limit(limit)
        ).all()
    return [
        {
            "rank": offset + i + 1,
            "name": r.name,
            "rating": round(r.mu),
            "games": r.games,
            "bot": r.bot_since is not None,
        }
        for i, r in enumerate(rows)
    ], int(total)
