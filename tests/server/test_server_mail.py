"""E-mail (issue #35, "Your turn, told"; :mod:`dominohall.server.mail`): a verified address per
account, a mail when it becomes the person's turn at a turn-based table (one per table per turn),
a mail when the bot took a move whose time ran out, a daily digest instead, a one-click
unsubscribe, nothing sent twice after a restart. Every mail goes to an SMTP server the test starts
on 127.0.0.1 (aiosmtpd), never elsewhere; on SQLite, and on PostgreSQL where
``DOMINOHALL_TEST_POSTGRES_URL`` is set."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import threading
import time
import urllib.parse
from collections.abc import Iterator
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")
pytest.importorskip("aiosmtpd", reason="the test extra (aiosmtpd) is not installed")

from aiosmtpd.controller import Controller
from server_helpers import free_port, postgres_schema
from sqlalchemy import insert, update
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh
from test_server_dormancy import service_on
from test_server_turn_based import play, three_people

from dominohall.i18n import Texts
from dominohall.server import accounts_db as adb
from dominohall.server import mail
from dominohall.server.accounts import Accounts
from dominohall.server.store import Store, vacations_t

DAY = 24 * 3600.0
PUBLIC = "https://hall.test"
"""Where the mails' links lead (``DOMINOHALL_PUBLIC_URL``): the test follows them at its server."""
FROM = "hall@dominohall.test"


class Inbox:
    """The mails a local SMTP server received (aiosmtpd's handler, in its own thread)."""

    def __init__(self) -> None:
        self.mails: list[EmailMessage] = []
        self.lock = threading.Lock()
        self.port = 0

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        found = message_from_bytes(envelope.content, policy=default)
        assert isinstance(found, EmailMessage)
        with self.lock:
            self.mails.append(found)
        return "250 OK"

    def to(self, address: str) -> list[EmailMessage]:
        with self.lock:
            return [m for m in self.mails if m["To"] == address]

    def count(self) -> int:
        with self.lock:
            return len(self.mails)

    def wait(self, count: int, timeout: float = 20.0) -> list[EmailMessage]:
        """Wait until ``count`` mails arrived in all; then a moment more, to see that no more come."""
        deadline = time.monotonic() + timeout
        while self.count() < count:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.count()} mails arrived, not {count}: {[m['Subject'] for m in self.mails]}")
            time.sleep(0.05)
        time.sleep(1.5)  # the sender looks every second: a duplicate would be here by now
        with self.lock:
            assert len(self.mails) == count, [(m["To"], m["Subject"]) for m in self.mails[count - 1 :]]
            return list(self.mails)


@pytest.fixture
def inbox() -> Iterator[Inbox]:
    found = Inbox()
    found.port = free_port()
    controller = Controller(found, hostname="127.0.0.1", port=found.port)
    controller.start()
    try:
        yield found
    finally:
        controller.stop()


def mail_env(inbox: Inbox) -> dict[str, str]:
    return {
        "DOMINOHALL_SMTP_URL": f"smtp://127.0.0.1:{inbox.port}",
        "DOMINOHALL_MAIL_FROM": FROM,
        "DOMINOHALL_PUBLIC_URL": PUBLIC,
        "DOMINOHALL_MAIL_DELAY_SECONDS": "0",  # a turn's mail at once (the delay is tried on its own)
    }


def body(message: EmailMessage) -> str:
    part = message.get_body(("plain",))
    assert part is not None
    return str(part.get_content())


def link_in(message: EmailMessage, path: str) -> str:
    """The link to ``path`` in a mail, as a path at the test's server."""
    found = re.search(re.escape(PUBLIC + path) + r"\S*", body(message))
    assert found is not None, body(message)
    return found.group(0).removeprefix(PUBLIC)


# ---- configuration and addresses ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("http://mail.example", "scheme"),
        ("smtp://", "no host"),
        ("smtp://mail.example:99999", "Port out of range"),
        ("smtp://mail.example/path", "no path"),
        ("smtp://mail.example?starttls=yes", "starttls is 0 or 1"),
        ("smtp://mail.example?ssl=1", "unknown parameter 'ssl'"),
        ("smtps://mail.example?starttls=1", "smtps is TLS already"),
        ("smtp://:secret@mail.example", "a password without a user"),
    ],
)
def test_a_bad_smtp_url_is_refused_naming_what_is_wrong(url: str, said: str) -> None:
    env = {"DOMINOHALL_SMTP_URL": url, "DOMINOHALL_MAIL_FROM": FROM, "DOMINOHALL_PUBLIC_URL": PUBLIC}
    with pytest.raises(mail.MailConfigError) as caught:
        mail.config_from_env(env)
    assert str(caught.value).startswith("DOMINOHALL_SMTP_URL: ") and said in str(caught.value)


def test_mail_settings_need_a_sender_and_a_public_url_and_without_smtp_there_is_no_mail() -> None:
    assert mail.config_from_env({}) is None
    assert mail.config_from_env({"DOMINOHALL_MAIL_FROM": FROM}) is None
    with pytest.raises(mail.MailConfigError, match="DOMINOHALL_MAIL_FROM"):
        mail.config_from_env({"DOMINOHALL_SMTP_URL": "smtp://127.0.0.1:25", "DOMINOHALL_PUBLIC_URL": PUBLIC})
    with pytest.raises(mail.MailConfigError, match="DOMINOHALL_PUBLIC_URL"):
        mail.config_from_env(
            {"DOMINOHALL_SMTP_URL": "smtp://127.0.0.1", "DOMINOHALL_MAIL_FROM": FROM, "DOMINOHALL_PUBLIC_URL": "hall"}
        )
    config = mail.config_from_env(
        {
            "DOMINOHALL_SMTP_URL": "smtp://u%3Ax:p@127.0.0.1:2525?starttls=1",
            "DOMINOHALL_MAIL_FROM": FROM,
            "DOMINOHALL_PUBLIC_URL": PUBLIC + "/",
        }
    )
    assert config is not None
    assert (config.host, config.port, config.user, config.password, config.starttls, config.public_url) == (
        "127.0.0.1",
        2525,
        "u:x",
        "p",
        True,
        PUBLIC,
    )


@pytest.mark.parametrize(
    "address",
    ["", "ann", "ann@", "@example.org", "ann@example", "a b@example.org", "ann@exa_mple.org", "ann@1.2.3.4",
     "x" * 65 + "@example.org", "ann@" + "a" * 250 + ".org", "ann@example.org\r\nBcc: eve@example.org", 7, None],
)  # fmt: skip
def test_a_bad_address_is_refused(address: object) -> None:
    with pytest.raises(ValueError):
        mail.parse_address(address)


# ---- the whole way, through the HTTP and WebSocket API --------------------------------------------
def _verified(person: Person, inbox: Inbox, address: str, mails_before: int) -> list[EmailMessage]:
    mails = inbox.wait(mails_before + 1)
    sent = mails[-1]
    assert sent["To"] == address and sent["From"] == FROM
    path = link_in(sent, "/mail/verify")
    nobody = Person(person.server, "198.51.100.99")  # the link works without signing in
    status, page = _get(nobody, path)  # a GET (a mail filter fetching the link) uses nothing up
    assert status == 200 and 'method="post"' in page
    assert person.request("GET", "/api/account/mail")[1]["verified"] is False
    status, _page = _get(nobody, path, method="POST")  # the page's button
    assert status == 200
    assert _get(nobody, path, method="POST")[0] == 400  # single use
    assert _get(nobody, path)[0] == 400
    status, settings = person.request("GET", "/api/account/mail")
    assert status == 200 and settings["verified"] is True and settings["address"] == address, settings
    return mails


def _get(person: Person, path: str, method: str = "GET") -> tuple[int, str]:
    import urllib.error
    import urllib.request

    req = urllib.request.Request(person.server.url + path, method=method, headers=person.headers())
    try:
        with urllib.request.urlopen(req, timeout=30) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


@pytest.mark.parametrize("database", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_a_turn_based_twins_tells_each_turn_by_one_mail_in_the_persons_language(
    start_server: Any, inbox: Inbox, database: str
) -> None:
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else None
        env = {**PROXIED, **QUICK, **mail_env(inbox)}

        def started() -> Any:
            return hall(start_server, **env) if url is None else start_server(env=env, database=url)

        server = started()
        people = [Person(server, f"198.51.100.{60 + i}").sign_up(fresh(n)) for i, n in enumerate(("Ann", "Ben", "Cy"))]
        languages = ["pl", "ru", "en"]
        addresses = [f"player{i}.{fresh('p')}@players.test" for i in range(3)]
        # a bad address is refused naming its field, and changes nothing
        status, answer = people[0].request("POST", "/api/account/mail", {"address": "Ann <ann@players.test>"})
        assert (status, answer["code"], answer["field"]) == (400, "bad_message", "address")
        assert people[0].request("GET", "/api/account/mail")[1]["address"] is None
        status, answer = people[0].request("POST", "/api/account/mail", {"address": addresses[0], "language": "xx"})
        assert (status, answer["field"]) == (400, "language")
        for i, person in enumerate(people):
            status, answer = person.request(
                "POST", "/api/account/mail", {"address": addresses[i], "language": languages[i]}
            )
            assert status == 202 and answer["verified"] is False, answer
            mails = _verified(person, inbox, addresses[i], i)
            assert mails[-1]["Subject"] == Texts(languages[i])("Confirm your e-mail address for dominohall")
        # an address is told no more than VERIFY_PER_HOUR times an hour, whoever asks
        dee = Person(server, "198.51.100.70").sign_up(fresh("Dee"))
        for _ in range(mail.VERIFY_PER_HOUR):
            assert dee.request("POST", "/api/account/mail", {"address": "dee@players.test"})[0] == 202
        status, answer = dee.request("POST", "/api/account/mail", {"address": "dee@players.test"})
        assert (status, answer["code"], answer["field"]) == (429, "rate_limited", "address")
        inbox.wait(3 + mail.VERIFY_PER_HOUR)
        told = inbox.count()

        status, made = people[0].request(
            "POST",
            "/api/tables",
            {
                "variant": "twins",
                "players": 3,
                "name": "Mail test",
                "seats": [{"kind": "human"}] * 3,
                "pace": {"kind": "turn-based", "hours": 24},
            },
        )
        assert status == 201, made
        table, tokens = made["table"], [s["token"] for s in made["seats"]]
        turns = [0, 0, 0]
        unsubscribed = -1

        def check_turn_mail(seat: int) -> None:
            """The person at ``seat`` (to move now) was sent exactly one mail for this turn."""
            nonlocal told
            if seat == unsubscribed:
                inbox.wait(told)  # nothing comes
                return
            told += 1
            sent = inbox.wait(told)[-1]
            assert sent["To"] == addresses[seat]
            assert sent["Subject"] == Texts(languages[seat])("Your turn at {table}", table="Mail test")
            assert link_in(sent, "/t/") == f"/t/{table}"
            assert sent["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
            turns[seat] += 1

        async def moves(count: int, watcher: Any) -> None:
            for _ in range(count):
                state = await watcher.until(lambda s: s["table"]["status"] == "playing")
                seat, seq = state["view"]["turn"], state["seq"]
                # its person opens the table, moves and closes it: a turn is mailed to one who is not
                # there (one at the table sees it: held back)
                mover = await people[seat].client(table).connect(tokens[seat])
                mine = await mover.until(lambda s, seat=seat, seq=seq: s["view"]["turn"] == seat and s["seq"] >= seq)
                await mover.send({"type": "move", "move": mine["view"]["legal"][0]["move"], "seq": mine["seq"]})
                await watcher.until(lambda s, seq=seq: s["seq"] > seq)
                await mover.close()
                after = watcher.state
                if after["view"]["match_over"]:
                    return
                check_turn_mail(after["view"]["turn"])

        async def sit() -> Any:
            """Everyone sits down (the match starts) and leaves; a spectator watches from then on."""
            clients = [await p.client(table).connect(tokens[i]) for i, p in enumerate(people)]
            state = await clients[0].until(lambda s: s["table"]["status"] == "playing")
            for c in clients:
                await c.close()
            check_turn_mail(state["view"]["turn"])  # held while its person sat there, told once they left
            return await Person(server, "198.51.100.97").client(table).connect(None)

        async def first_part() -> None:
            nonlocal unsubscribed
            watcher = await sit()
            await moves(4, watcher)
            # the one-click unsubscribe of the last mail, as a mail program makes it (RFC 8058):
            # a POST without any cookie
            last = inbox.wait(told)[-1]
            unsubscribed = addresses.index(last["To"])
            link = last["List-Unsubscribe"].strip("<>")
            assert link.startswith(PUBLIC + "/mail/unsubscribe?")
            anyone = Person(server, "198.51.100.98")
            # a GET (a mail filter fetching the link) changes nothing: its page has the button
            status, page = _get(anyone, link.removeprefix(PUBLIC))
            assert status == 200 and 'method="post"' in page and 'id="page-button"' in page
            assert people[addresses.index(last["To"])].request("GET", "/api/account/mail")[1]["mode"] == "turn"
            status, page = _get(anyone, link.removeprefix(PUBLIC), method="POST")
            assert status == 200 and addresses[unsubscribed] in page
            forged = link[:-4] + ("0000" if not link.endswith("0000") else "1111")
            assert _get(anyone, forged.removeprefix(PUBLIC))[0] == 400
            settings = people[unsubscribed].request("GET", "/api/account/mail")[1]
            assert settings["mode"] == "none"
            await moves(4, watcher)
            await watcher.close()

        asyncio.run(first_part())
        assert sum(turns) >= 5  # the first turn and the four after it were each told once
        # a restart: the turn running now was told already, and is not told again
        server.stop()
        server = started()
        for person in people:
            person.server = server
        inbox.wait(told)

        async def after_restart() -> None:
            watcher = await Person(server, "198.51.100.97").client(table).connect(None)
            await moves(2, watcher)  # the next turns are told as before
            await watcher.close()

        asyncio.run(after_restart())


# ---- the clock the test's: a timeout, the digest, and a restart -------------------------------------
def _config(inbox: Inbox) -> mail.MailConfig:
    config = mail.config_from_env(mail_env(inbox))
    assert config is not None
    return config


def _with_address(store: Store, account: int, address: str, language: str, now: float) -> None:
    """Give ``account`` a verified ``address`` (as following the link does)."""
    token = f"token-{account}-{time.monotonic_ns()}"
    link = json.dumps({"address": address, "link": f"{PUBLIC}/mail/verify?token={token}", "name": "M"})
    sent = {"payload": link, "expires": now + mail.TOKEN_SECONDS, "per_hour": mail.VERIFY_PER_HOUR}
    assert store.mail_set_address(account, address, language, "k" * 64, mail.token_hash(token), sent, now) is None
    assert store.mail_verify(mail.token_hash(token), now) == account


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'mail.sqlite3'}"
    else:
        with postgres_schema() as url:
            yield url


def test_a_timeout_is_told_a_digest_gathers_turns_and_a_restart_sends_nothing_again(
    store_url: str, inbox: Inbox
) -> None:
    store = Store(store_url)
    config = _config(inbox)
    now = time.time()
    clock = [now]

    def make(service: Any) -> mail.Mail:
        made = mail.Mail(service, Accounts(lambda: service), config)
        made.clock = lambda: clock[0]
        service.on_turn = made.note  # noted as start() does; the passes are the test's, at its clock
        return made

    async def first() -> tuple[str, list[int]]:
        async with service_on(store) as service:
            mails = make(service)
            live, conns = await three_people(service)
            ids = []
            for seat in range(3):
                name = fresh(f"M{seat}")
                made = adb.create_account(store.engine, name, name.lower(), "x", now)
                assert made is not None
                adb.bind_seat(store.engine, live.table.id, seat, made, None, now)
                ids.append(made)
            pages_closed(live)
            # seat 0 wants a mail each turn, in Polish; seat 1 a daily digest; seat 2 has no address
            _with_address(store, ids[0], "zero@players.test", "pl", now)
            _with_address(store, ids[1], "one@players.test", "ru", now)
            assert store.mail_update(ids[1], {"mode": "digest"}, now)
            mails.noted.clear()  # the first turn was noted before the seats had accounts
            assert await mails.pass_once() == 2  # the verification mails
            inbox.wait(2)
            table = live.table
            # the others move until it is seat 0's turn; its turn is told
            await play(service, live, conns)
            while table.match.turn != 0:
                await play(service, live, conns)
            assert await mails.pass_once() == 1
            sent = inbox.wait(3)[-1]
            assert (sent["To"], sent["Subject"]) == (
                "zero@players.test",
                Texts("pl")("Your turn at {table}", table=table.id),
            )
            # its time runs out (the test's moment): the bot plays, and seat 0 is told
            assert live.timer_key is not None
            await service.timers.time_up(live, live.timer_key)
            assert table.actions[-1].actor == "timer"
            await mails.pass_once()
            told = [m for m in inbox.wait(inbox.count()) if m["To"] == "zero@players.test"]
            assert told[-1]["Subject"] == Texts("pl")("Your time ran out at {table}", table=table.id)
            assert f"{PUBLIC}/t/{table.id}" in body(told[-1])
            # seat 1's turns wait for its digest: none before an hour has gathered them
            while len([r for r in store.mail_outbox(ids[1]) if r["kind"] == "turn"]) < 2:
                await play(service, live, conns)
                await mails.pass_once()
            assert len(inbox.to("one@players.test")) == 1  # its verification mail only
            clock[0] = now + mail.DIGEST_GATHER + 1
            before = inbox.count()
            await mails.pass_once()
            inbox.wait(before + 1)
            digests = inbox.to("one@players.test")[1:]
            assert len(digests) == 1
            assert digests[0]["Subject"] == Texts("ru").ngettext(
                "{n} table is waiting for you", "{n} tables are waiting for you", 1, n=1
            )
            assert f"{PUBLIC}/t/{table.id}" in body(digests[0])
            # one digest a day: another pass, later that day, sends none
            clock[0] = now + 2 * mail.DIGEST_GATHER
            await mails.pass_once()
            assert len(inbox.to("one@players.test")) == 2
            return table.id, ids

    table_id, _ids = asyncio.run(first())
    sent_before = inbox.count()
    rows_before = len(store.mail_outbox())

    async def again() -> None:
        async with service_on(store) as service:  # a restart: the tables load, their turns are noted again
            mails = make(service)
            assert table_id in service.live or service.dormancy.count() == 1
            await mails.pass_once()
            await mails.pass_once()

    asyncio.run(again())
    inbox.wait(sent_before)  # nothing sent again
    assert len(store.mail_outbox()) == rows_before
    store.close()


def test_unsubscribed_and_unverified_accounts_get_nothing_and_a_link_expires(tmp_path: Path, inbox: Inbox) -> None:
    store = Store(f"sqlite:///{tmp_path / 'mail.sqlite3'}")
    now = time.time()
    made = adb.create_account(store.engine, "Eve", "eve", "x", now)
    assert made is not None
    token = "a-token-long-enough-to-be-one"
    sent = {"payload": "{}", "expires": now + 10, "per_hour": 3}
    assert store.mail_set_address(made, "eve@players.test", "en", "k" * 64, mail.token_hash(token), sent, now) is None
    assert store.mail_verify(mail.token_hash(token), now + 11) is None  # expired
    settings = store.mail_settings(made)
    assert settings is not None and settings["verified"] is None
    # a link to an address changed since verifies nothing
    token2 = "another-token-long-enough-to-be"
    sent2 = {"payload": "{}", "expires": now + 100, "per_hour": 3}
    assert store.mail_set_address(made, "eve@players.test", "en", "k" * 64, mail.token_hash(token2), sent2, now) is None
    token3 = "third-token-long-enough-to-be-it"
    assert (
        store.mail_set_address(made, "eve2@players.test", "en", "j" * 64, mail.token_hash(token3), sent2, now) is None
    )
    assert store.mail_verify(mail.token_hash(token2), now) is None
    assert store.mail_settings(made)["verified"] is None  # type: ignore[index]
    # the fourth verification mail of the hour is refused
    assert store.mail_set_address(made, "eve3@players.test", "en", "j" * 64, "h" * 64, sent2, now) == "rate_limited"
    store.close()


def test_the_unsubscribe_link_is_signed_with_the_accounts_own_key() -> None:
    assert urllib.parse.quote(mail.unsubscribe_signature("a" * 64, 1)) == mail.unsubscribe_signature("a" * 64, 1)
    assert mail.unsubscribe_signature("a" * 64, 1) != mail.unsubscribe_signature("a" * 64, 2)


def test_two_processes_on_one_database_send_each_mail_once(store_url: str, inbox: Inbox) -> None:
    """Each process's sender takes the due mails under a lease: two at once send every mail once
    (on SQLite two senders of one process; on PostgreSQL, as between processes of a cluster)."""
    store = Store(store_url)
    config = _config(inbox)
    now = time.time()

    async def main() -> None:
        async with service_on(store) as service:
            live, _conns = await three_people(service)
            for seat in range(3):
                name = fresh(f"P{seat}")
                made = adb.create_account(store.engine, name, name.lower(), "x", now)
                assert made is not None
                adb.bind_seat(store.engine, live.table.id, seat, made, None, now)
                _with_address(store, made, f"p{seat}@players.test", "en", now)
            pages_closed(live)
            # turns of many tables' seats, as if noted by several processes' timers
            events = [("turn", live.table.id, seq, seq % 3) for seq in range(30)]
            assert store.mail_note(events, now, now + mail.TURN_SECONDS) == 30
            assert store.mail_note(events, now, now + mail.TURN_SECONDS) == 0  # noted again: nothing new
            senders = [mail.Mail(service, Accounts(lambda: service), config) for _ in range(2)]
            while True:
                sent = await asyncio.gather(*(s.pass_once() for s in senders))
                if not any(sent):
                    break
            assert senders[0].owner != senders[1].owner
            sent_metric = service.metrics.registry.get_sample_value(
                "dominohall_mails_total", {"kind": "turn", "outcome": "sent"}
            )
            assert sent_metric == 30

    asyncio.run(main())
    mails = inbox.wait(33)  # 3 verification mails and 30 turns, none twice
    assert sorted(m["To"] for m in mails).count("p0@players.test") == 1 + 10
    assert {r["status"] for r in store.mail_outbox()} == {"sent"}
    store.close()


def test_a_turn_over_before_its_mail_was_due_is_not_told(tmp_path: Path, inbox: Inbox) -> None:
    """A turn's mail waits ``DOMINOHALL_MAIL_DELAY_SECONDS``: a person at the table who moves by then
    is not mailed (``passed``); one who does not is."""
    store = Store(f"sqlite:///{tmp_path / 'mail.sqlite3'}")
    env = {**mail_env(inbox), "DOMINOHALL_MAIL_DELAY_SECONDS": "60"}
    config = mail.config_from_env(env)
    assert config is not None and config.delay == 60
    now = time.time()
    clock = [now]

    async def main() -> None:
        async with service_on(store) as service:
            mails = mail.Mail(service, Accounts(lambda: service), config)
            mails.clock = lambda: clock[0]
            service.on_turn = mails.note
            live, conns = await three_people(service)
            for seat in range(3):
                name = fresh(f"D{seat}")
                made = adb.create_account(store.engine, name, name.lower(), "x", now)
                assert made is not None
                adb.bind_seat(store.engine, live.table.id, seat, made, None, now)
                _with_address(store, made, f"d{seat}@players.test", "en", now)
            pages_closed(live)
            assert await mails.pass_once() == 3  # the verification mails (not delayed)
            await play(service, live, conns)  # a turn begins: noted, due in a minute
            first = live.table.match.turn
            await mails.pass_once()
            assert await mails.pass_once() == 0
            await play(service, live, conns)  # ... but its person moves within the minute
            second = live.table.match.turn
            await mails.pass_once()
            clock[0] = now + 61
            assert await mails.pass_once() == 1  # only the second turn, still running, is told
            statuses = {r["key"].split(":")[-1]: r["status"] for r in store.mail_outbox() if r["kind"] == "turn"}
            assert statuses[str(first)] == "passed" and statuses[str(second)] == "sent", statuses

    asyncio.run(main())
    assert inbox.wait(4)[-1]["To"] == f"d{second_seat(store)}@players.test"
    store.close()


def pages_closed(live: Any) -> None:
    """The people's pages are closed: nobody is connected to a seat (their turns are mailed, not
    held back for people who see them); the test moves for them on the connections it keeps."""
    for seat in live.table.seats:
        seat.connections = 0


def test_no_turn_mail_while_on_vacation_or_at_the_table_and_the_digest_still_lists_it(
    store_url: str, inbox: Inbox
) -> None:
    """A turn is not mailed to a person on vacation (their clocks stand still) nor to one connected
    to that table's seat (they see it); it is mailed once they have left without moving, or are back
    from the vacation with the turn still theirs. A daily digest lists the turn all the same."""
    store = Store(store_url)
    config = _config(inbox)
    now = time.time()
    clock = [now]

    async def main() -> None:
        async with service_on(store) as service:
            mails = mail.Mail(service, Accounts(lambda: service), config)
            mails.clock = lambda: clock[0]
            service.on_turn = mails.note
            live, conns = await three_people(service)
            table = live.table
            ids = []
            for seat in range(3):
                name = fresh(f"H{seat}")
                made = adb.create_account(store.engine, name, name.lower(), "x", now)
                assert made is not None
                adb.bind_seat(store.engine, table.id, seat, made, None, now)
                _with_address(store, made, f"h{seat}@players.test", "en", now)
                ids.append(made)
            assert store.mail_update(ids[2], {"mode": "digest"}, now)
            with store.engine.begin() as db:  # seats 1 and 2 are on vacation for three days
                for account in ids[1:]:
                    db.execute(insert(vacations_t).values(account_id=account, starts=now - 1, ends=now + 3 * DAY))
            mails.noted.clear()  # the first turn was noted before the seats had accounts
            assert await mails.pass_once() == 3  # the verification mails
            inbox.wait(3)

            def turns(seat: int) -> list[dict[str, Any]]:
                return [r for r in store.mail_outbox(ids[seat]) if r["kind"] == "turn"]

            async def step() -> None:
                if table.match.turn in (0, 1) and table.seats[table.match.turn].connections == 0:
                    assert live.timer_key is not None
                    await service.timers.time_up(live, live.timer_key)  # they left: their time runs out
                else:
                    await play(service, live, conns)
                await mails.pass_once()

            for _ in range(60):  # everyone's turn came, and now it is seat 0's
                if all(turns(seat) for seat in range(3)) and table.match.turn == 0:
                    break
                await step()
            assert table.match.turn == 0 and not table.is_over
            assert inbox.count() == 3  # seat 0 sat at the table, seat 1 was on vacation, seat 2 wants a digest
            held = turns(0)[-1]
            assert held["status"] == "queued" and held["due"] > clock[0]
            assert all(r["status"] in ("queued", "passed") for r in turns(1))
            assert {r["status"] for r in turns(2)} == {"digest"}
            # seat 0 leaves without moving: its turn is mailed (once the hold is over)
            await service.leave(live, conns[0])
            clock[0] += mail.HOLD_SECONDS + 1
            await mails.pass_once()
            told = inbox.wait(4)[-1]
            assert (told["To"], told["Subject"]) == (
                "h0@players.test",
                Texts("en")("Your turn at {table}", table=table.id),
            )
            # the digest lists seat 2's turns, vacation or not
            clock[0] += mail.DIGEST_GATHER + 1
            await mails.pass_once()
            digest = inbox.wait(5)[-1]
            assert digest["To"] == "h2@players.test" and f"{PUBLIC}/t/{table.id}" in body(digest)
            # on to seat 1's turn: held while it is away; it comes back, leaves the table, and is told
            while table.match.turn != 1:
                await step()
            await mails.pass_once()
            before = inbox.count()
            assert not inbox.to("h1@players.test")[1:]  # its verification mail only
            await service.leave(live, conns[1])
            with store.engine.begin() as db:
                db.execute(update(vacations_t).where(vacations_t.c.account_id == ids[1]).values(ends=clock[0]))
            clock[0] += mail.VACATION_RECHECK + 1
            await mails.pass_once()
            told = inbox.wait(before + 1)[-1]
            assert (told["To"], told["Subject"]) == (
                "h1@players.test",
                Texts("en")("Your turn at {table}", table=table.id),
            )

    asyncio.run(main())
    store.close()


def second_seat(store: Store) -> int:
    (sent,) = [r for r in store.mail_outbox() if r["kind"] == "turn" and r["status"] == "sent"]
    return int(sent["key"].split(":")[-1])


def test_without_an_smtp_url_there_is_no_mail_and_the_api_says_so(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    nobody = Person(server, "198.51.100.80")
    assert nobody.request("GET", "/api/account/mail")[0] == 401
    ann = Person(server, "198.51.100.81").sign_up(fresh("Ann"))
    status, answer = ann.request("GET", "/api/account/mail")
    assert (status, answer["enabled"], answer["address"]) == (200, False, None)
    status, answer = ann.request("POST", "/api/account/mail", {"address": "ann@players.test"})
    assert (status, answer["code"]) == (409, "mail_off")
    assert ann.request("GET", "/api/account/mail")[1]["address"] is None  # nothing changed
