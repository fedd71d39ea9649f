"""The rough edges players hit, second round (issue 36): the items whose fix a browser test can tell.

Screenshots go to ``tests/artifacts/rough/`` (not committed) for a reviewer."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, open_table, seeded_table, served_texts, state, wait_finished
from test_browser_friends import PHONE, WIDE
from test_browser_rough_edges import send_first_legal, snap, turns

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess


# ---- item 3: moves written with the board's end letters -------------------------------------------------
@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_moves_name_their_end_as_the_board_does(server: ServerProcess, pages: Pages, lang: str) -> None:
    """Block in Polish and Russian: the last-play line and the log write a play on the right end with the
    board's letter of that language (Polish "P", Russian "П"), never the notation's English "@R"; the
    notation typed stays as the rule book writes it (R-… / C-… moves are still sent as "@R")."""
    texts = served_texts(server, lang)
    right = texts("R", "board")
    assert right != "R"
    table = seeded_table(server, "block", 2)
    page = pages.new(WIDE if lang == "pl" else PHONE, lang=lang)
    open_table(page, table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    for _ in range(60):
        now = state(page)
        log = page.evaluate("() => window.dominohall.view.log")
        if any(e.get("event") == "play" and str(e.get("move", "")).endswith("@R") for e in log):
            break
        if now["over"]:
            break
        if page.locator("#overlay:not(.hidden)").count():
            page.click("#overlay-close")
            continue
        if now["mine"]:
            send_first_legal(page)
        else:
            page.wait_for_timeout(30)
    plays = page.evaluate("() => window.dominohall.view.log.filter(e => e.event === 'play').map(e => e.move)")
    assert any(m.endswith("@R") for m in plays), plays
    page.wait_for_function("() => document.getElementById('log').textContent.length > 0")
    log_text = page.locator("#log").inner_text()
    assert "@R" not in log_text, log_text
    assert re.search(rf"\d-\d@{right}\b", log_text), log_text
    last = page.evaluate("() => window.dominohall.view.last_play")
    shown = page.locator("#last-play").inner_text()
    assert last["move"].split("@")[0] in shown
    assert "@R" not in shown
    snap(page, f"moves-board-letters-{lang}")


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_a_lesson_board_names_its_ends_as_the_table_s_board(server: ServerProcess, pages: Pages, lang: str) -> None:
    """The lesson's board in Polish and Russian labels its ends with the board's letters of the language
    (Polish "GL", Russian "ВЛ"), as the table's board does, never the notation's TL … BR; the step's
    marked ends too."""
    texts = served_texts(server, lang)
    board = {texts(end, "board") for end in ("TL", "TR", "BL", "BR")}
    assert not board & {"TL", "TR", "BL", "BR"}
    page = pages.new(WIDE, lang=lang)
    page.goto(f"{server.url}/learn/sausage?lang={lang}#step-1")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_function("() => document.querySelectorAll('#board .end-label').length > 0")
    labels = set(
        page.eval_on_selector_all("#board .end-label, #board .target text", "ns => ns.map(n => n.textContent)")
    )
    assert labels and labels <= board, labels
    snap(page, f"lesson-board-letters-{lang}")


def test_the_replay_names_ends_as_its_board(server: ServerProcess, pages: Pages) -> None:
    """A Russian replay of a finished Block game says each play on the right end with "@П"."""
    bots = [{"kind": "bot", "bot": "greedy"}] * 2
    table = seeded_table(server, "block", 2, seats=bots, options={"target": 1})["table"]
    wait_finished(server, table)
    page = pages.new(WIDE, lang="ru")
    page.goto(f"{server.url}/replay/{table}?lang=ru")
    page.wait_for_selector("body[data-ready]")
    frames = page.evaluate("() => window.dominohallReplay.frames.map(f => f.action && f.action.move)")
    at = next(i for i, m in enumerate(frames) if isinstance(m, str) and m.endswith("@R"))
    for _ in range(at):
        page.click("#next")
    said = page.locator("#action").inner_text()
    assert "@R" not in said and "@П" in said, said
    snap(page, "replay-board-letters-ru")


# ---- item 2: team games shown as teams ----------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("pl", "phone")])
def test_a_team_game_ends_with_the_teams(server: ServerProcess, pages: Pages, lang: str, size: str) -> None:
    """Block with teams (R-1: seats 0+2 against 1+3, pooled scores): each badge names its seat's team with
    the team's points, and the match's end tells this seat what its team did, with the teams' places
    (1, 1, 2, 2, not 1, 1, 3, 3) and the winning team named."""
    texts = served_texts(server, lang)
    table = seeded_table(server, "block", 4, options={"teams": True, "target": 1})
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    open_table(page, table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    for _ in range(400):
        now = state(page)
        if now["over"]:
            break
        if page.locator("#overlay:not(.hidden)").count() and not state(page)["over"]:
            page.click("#overlay-close")
            continue
        if now["mine"]:
            send_first_legal(page)
        else:
            page.wait_for_timeout(30)
    assert state(page)["over"]
    page.wait_for_timeout(300)
    if not page.locator("#overlay:not(.hidden) .standings").count():  # closed as the last deal's window
        page.click("#show-standings")
    page.wait_for_selector("#overlay:not(.hidden) .standings", timeout=5000)
    said = page.locator("#overlay .match-result").inner_text()
    assert said in (texts("Your team won the match!"), texts("Your team lost the match.")), said
    places = page.evaluate("() => window.dominohall.view.places")
    assert sorted(places) == [1, 1, 2, 2]
    team = texts("team {team} · points: {n}").split("{team}")[0]
    badges = page.locator("#seats .standing").all_inner_texts()
    assert len(badges) == 4 and all(b.startswith(team) for b in badges), badges
    assert badges[0] == badges[2] and badges[1] == badges[3]
    winners = page.locator("#overlay .winners-line").inner_text()
    assert winners.startswith(texts("Winner: team {team} ({names})").split("{team}")[0]), winners
    snap(page, f"teams-match-over-{lang}-{size}")


# ---- item 4: a phone's sticky head hid Sausage's ◀L places --------------------------------------------------
UNCOVERED_JS = """() => [...document.querySelectorAll('#board .target')].map(t => {
  const r = t.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {move: t.dataset.move, free: !!(hit && hit.closest('.target') === t)};
})"""


def test_a_phone_shows_every_cut_place_below_the_sticky_head(server: ServerProcess, pages: Pages) -> None:
    """Phone, four-player Sausage (SA-6 cuts): once a tile that can cut is chosen, every lit place (◀L
    above the rows, R▶ below, the ends) is in view, none under the sticky head (about 190 px) or the hand's
    dock, here where the learner took a cut and holds 16 tiles. Scrolling the first place into view
    left the ◀L places under the head."""
    table = seeded_table(server, "sausage", 4, options={"losses": 2}, seed=5)
    page = pages.new(PHONE)
    open_table(page, table["seats"][0]["link"])
    checked = 0
    for now in turns(page, 400):
        if checked >= 6:
            break
        tiles = sorted({m.split("@")[0] for m in now["legal"] if "@cut:" in m})
        if not tiles:
            send_first_legal(page)
            continue
        page.click(f'#hand button.hand-tile[data-tile="{tiles[0]}"]')
        seen = page.evaluate(UNCOVERED_JS)
        if len(seen) > 1:
            assert all(t["free"] for t in seen), seen
            checked += 1
            if checked == 3:
                snap(page, "sausage-phone-cut-places")
        if page.locator("#cancel").count():
            page.click("#cancel")
        if state(page)["seq"] == now["seq"]:
            send_first_legal(page)
    assert checked >= 3, checked


# ---- item 12: a lesson meets the server's own trouble --------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_lesson_says_the_server_s_trouble_and_tries_again(server: ServerProcess, pages: Pages, lang: str) -> None:
    """A lesson's request refused by the server for its own reasons (429 too many requests, 503 busy) is
    said as what happened, with when to try again and a button that sends it again: never "That move is
    not allowed now." for the right answer. A practice hint that does not come says so, and comes once
    the server answers again."""
    texts = served_texts(server, lang)
    page = pages.new(WIDE, lang=lang)
    refusals = [
        (429, {"error": "at most 240 requests in 60 s", "code": "rate_limited", "retry_after": 3}),
        (503, {"error": "the server is busy", "code": "busy", "retry_after": 5}),
    ]

    def refuse(route: Any) -> None:
        if refusals:
            status, body = refusals.pop(0)
            route.fulfill(status=status, content_type="application/json", body=json.dumps(body))
        else:
            route.continue_()

    page.route(re.compile(r".*/api/lessons/twins/steps/.*"), refuse)
    page.goto(f"{server.url}/learn/twins?lang={lang}#step-1")
    page.wait_for_selector("body[data-ready]")
    page.click("#hand button[data-tile='6-6']")  # the right answer (TW-2)
    page.wait_for_selector("#feedback .feedback-box.trouble")
    said = page.inner_text("#feedback")
    assert texts("That move is not allowed now.") not in said
    assert texts("Too many messages: wait a moment.") in said
    assert " 3 " in said  # when to try again, from the answer's retry_after
    snap(page, f"learn-trouble-{lang}")
    page.click("#retry")  # a 503 this time
    page.wait_for_function(
        "t => document.querySelector('#feedback .feedback-box.trouble')"
        " && document.querySelector('#feedback').innerText.includes(t)",
        arg=texts("The server is full right now: try again in a minute."),
    )
    page.click("#retry")
    page.wait_for_selector("#feedback .feedback-box.done")
    # the practice deal: the first hint meets a busy server, says so, and comes by itself afterwards
    hints = [(503, {"error": "the server is busy", "code": "busy", "retry_after": 2})]

    def refuse_hint(route: Any) -> None:
        if hints:
            status, body = hints.pop(0)
            route.fulfill(status=status, content_type="application/json", body=json.dumps(body))
        else:
            route.continue_()

    page.route(re.compile(r".*/api/lessons/twins/practice/hint.*"), refuse_hint)
    page.goto("about:blank")  # a new document: the lesson page was at this address already, but for its hash
    page.goto(f"{server.url}/learn/twins?lang={lang}#practice")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_function("() => !document.getElementById('hint-line').classList.contains('hidden')")
    line = page.inner_text("#hint-line")
    assert texts("The hint did not come: {why}").split("{why}")[0] in line, line
    page.wait_for_function("() => window.dominohall.practice && window.dominohall.practice.hint", timeout=15000)
    assert page.inner_text("#hint-line").startswith(texts("hint: {move}: {why}").split("{move}")[0])
    # the refusals this test made are the page's expected console errors, and no others
    expected = ("status of 429", "status of 503")
    pages.errors[:] = [e for e in pages.errors if not any(x in e for x in expected)]


# ---- item 11: the tab's title says it is your turn ------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_tab_title_says_it_is_your_turn(server: ServerProcess, pages: Pages, lang: str) -> None:
    """The tab's title starts with "Your turn" while it is this seat's turn, seen or not (a tab among
    others, a window behind another: not hidden, so the hidden tab's ● mark never came), and not once the
    turn has passed on."""
    texts = served_texts(server, lang)
    table = seeded_table(server, "block", 2)
    page = pages.new(WIDE, lang=lang)
    open_table(page, table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    mine = f"{texts('Your turn')} · "
    # every title the page sets, in order: the bot answers within milliseconds, faster than this loop looks
    page.evaluate(
        """() => { window.titlesSeen = [document.title];
                   new MutationObserver(() => window.titlesSeen.push(document.title))
                     .observe(document.querySelector('title'),
                              {childList: true, characterData: true, subtree: true}); }"""
    )
    saw_mine = saw_other = False
    for _ in range(200):
        now = state(page)
        if now["over"] or (saw_mine and saw_other):
            break
        if page.locator("#overlay:not(.hidden)").count():
            page.click("#overlay-close")
            continue
        title = page.title()
        if now["mine"]:
            page.wait_for_function("m => document.title.startsWith(m)", arg=mine)
            saw_mine = True
            send_first_legal(page)
        else:
            assert not title.startswith(mine) or state(page)["mine"], title
            saw_other = saw_other or not title.startswith(mine)
            page.wait_for_timeout(30)
    titles: list[str] = page.evaluate("() => window.titlesSeen")
    first_mine = next(i for i, title in enumerate(titles) if title.startswith(mine))
    saw_other = saw_other or any(not title.startswith(mine) for title in titles[first_mine:])
    assert saw_mine and saw_other, titles
    assert page.title().endswith(" · dominohall")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unknown_player_s_page_has_no_empty_recent_games(server: ServerProcess, pages: Pages, lang: str) -> None:
    """``/players/UNKNOWN`` is answered 404 (a link checker or a script tells it from a page), says
    there is no such player, shows no empty "Recent games" under it, and leads on to the leaderboards."""
    texts = served_texts(server, lang)
    page = pages.new(PHONE, lang=lang)
    answer = page.goto(f"{server.url}/players/UNKNOWN?lang={lang}")
    assert answer is not None and answer.status == 404
    page.wait_for_selector("body[data-ready]")
    assert page.inner_text("#player-name") == texts("There is no player of that name.")
    assert not page.locator("#games-card").is_visible()
    assert page.locator("main a[href*='/leaderboard/']").count() == 1
    snap(page, f"player-unknown-{lang}")
    pages.errors[:] = [e for e in pages.errors if "status of 404" not in e]  # the API's answer: no such player


def test_finished_games_can_be_filtered_and_lead_to_their_analysis(server: ServerProcess, pages: Pages) -> None:
    """``/history`` has a filter by game and by a player's name, says when no game fits, and each finished
    game links to its analysis (the replay page's Analysis section)."""
    bots = [{"kind": "bot", "bot": "greedy"}] * 2
    block = seeded_table(server, "block", 2, seats=bots, options={"target": 1})["table"]
    twins = seeded_table(server, "twins", 2, seats=bots, options={"target": 1})["table"]
    wait_finished(server, block)
    wait_finished(server, twins)
    texts = served_texts(server, "pl")
    page = pages.new(WIDE, lang="pl")
    page.goto(f"{server.url}/history?lang=pl")
    page.wait_for_selector("body[data-ready]")
    rows = page.locator("#history tr[data-table]")
    assert rows.count() >= 2
    page.select_option("#filter-game", "twins")
    shown = page.locator("#history tr[data-table]:not(.hidden)")
    assert shown.count() >= 1
    assert set(shown.evaluate_all("rs => rs.map(r => r.dataset.variant)")) == {"twins"}
    link = page.locator(f'#history tr[data-table="{twins}"] a[data-testid="analysis-link"]')
    assert link.get_attribute("href") == f"/replay/{twins}#analysis"
    assert link.inner_text() == texts("Analysis")
    snap(page, "history-filter-pl")
    page.fill("#filter-player", "nobody-has-this-name")
    assert page.locator("#history tr[data-table]:not(.hidden)").count() == 0
    assert page.inner_text("#filter-none") == texts("No finished game fits these filters.")
    page.select_option("#filter-game", "")
    page.fill("#filter-player", "")
    assert page.locator("#history tr[data-table]:not(.hidden)").count() == rows.count()
    # your games: this browser holds seat 0's link of the Block game; won and not won split them
    page.evaluate("t => localStorage.setItem('dominohall.seats', JSON.stringify([{table: t, seat: 0}]))", block)
    page.reload()
    page.wait_for_selector("body[data-ready]")
    visible = "#history tr[data-table]:not(.hidden)"
    page.select_option("#filter-result", "mine")
    assert page.locator(visible).evaluate_all("rs => rs.map(r => r.dataset.table)") == [block]
    counts = []
    for result in ("won", "lost"):
        page.select_option("#filter-result", result)
        counts.append(page.locator(visible).count())
    assert sorted(counts) == [0, 1]
    page.select_option("#filter-result", "mine")
    snap(page, "history-your-games-pl")


# ---- item 15, in part: no "well done!" after a lost practice deal -------------------------------------------------
@pytest.mark.parametrize("lose", [True, False], ids=["lost", "won"])
def test_a_lost_practice_deal_is_not_well_done(server: ServerProcess, pages: Pages, lose: bool) -> None:
    """The practice deal's end says "well done!" only when the learner (seat 0) won it; a deal the bot won
    says so and points to Another deal. (The last answer's result is made a loss or a win by the test.)"""
    from test_browser_learn import learn_state, make_move

    texts = served_texts(server, "en")

    def rigged(route: Any) -> None:
        answer = route.fetch()
        data = answer.json()
        if data.get("over") and data.get("result"):
            r = data["result"]
            people = sorted(set(r.get("winners", [])) | set(r.get("losers", [])) | {0, 1})
            r["winners"] = [s for s in people if s != 0] if lose else [0]
            r["losers"] = [0] if lose else [s for s in people if s != 0]
        route.fulfill(response=answer, body=json.dumps(data))

    page = pages.new(WIDE)
    page.route(re.compile(r".*/api/lessons/block/practice\?.*"), rigged)
    page.goto(f"{server.url}/learn/block?lang=en#practice")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_function("() => window.dominohall.practice && window.dominohall.practice.state")
    page.click("#hints")  # off: the first legal move each time
    for moves in range(200):
        page.wait_for_function("() => !window.dominohall.busy && window.dominohall.practice.state")
        now = learn_state(page)["practice"]
        if now["over"]:
            break
        make_move(page, now["legal"][0])
        page.wait_for_function(
            "n => window.dominohall.practice.moves.length > n || document.querySelector('#feedback .refusal')",
            arg=moves,
        )
    page.wait_for_selector("#feedback .feedback-box.done")
    said = page.inner_text("#feedback")
    well_done = texts("The lesson is over: well done!")
    assert (well_done in said) is (not lose), said
    if lose:
        assert texts("The lesson is over. This deal went to the bot: Another deal tries again.") in said


# ---- item 17: the table in words says the cross's phase, the cuts with what they hand over, the stock -------
def test_the_table_in_words_says_cuts_phase_and_stock(server: ServerProcess, pages: Pages) -> None:
    """Sausage: a cut place's button says how many tiles the next player takes (SA-6); the table in words
    (Alt+Shift+T) lists the cuts with what each side hands over, as the info line does, and the notation
    box's ``cuts`` command reads them out. Maltese Cross: the table in words says the phase and the
    stock's count, which the ``stock`` command reads out too."""
    table = seeded_table(server, "sausage", 4, options={"losses": 2}, seed=5)
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    checked = False
    for now in turns(page, 400):
        cuts = sorted(m for m in now["legal"] if "@cut:" in m)
        if not cuts:
            send_first_legal(page)
            continue
        tile = cuts[0].split("@")[0]
        page.click(f'#hand button.hand-tile[data-tile="{tile}"]')
        labels = page.evaluate(
            "() => [...document.querySelectorAll('#board .target')]"
            ".map(t => [t.dataset.move, t.getAttribute('aria-label')])"
        )
        for move, label in labels:
            if "@cut:" in move:
                assert re.search(r"\d+ tiles?$", label), (move, label)
        if page.locator("#cancel").count():
            page.click("#cancel")
        page.keyboard.press("Alt+Shift+KeyT")
        words = page.locator("#text-view").inner_text()
        assert "cuts possible:" in words and "hands over" in words, words
        snap(page, "sausage-text-view-cuts")
        page.keyboard.press("Alt+Shift+KeyT")
        page.keyboard.press("Alt+Shift+KeyM")
        page.keyboard.type("cuts")
        page.keyboard.press("Enter")
        assert "hands over" in page.locator("#notation-answer").inner_text()
        checked = True
        break
    assert checked
    cross = seeded_table(server, "maltese-cross", 2, seed=3)
    page = pages.new(WIDE)
    open_table(page, cross["seats"][0]["link"])
    for _now in turns(page, 50):
        phase = page.evaluate("() => (window.dominohall.view.notes || []).find(n => n.kind === 'phase')")
        if phase is None:
            send_first_legal(page)
            continue
        page.keyboard.press("Alt+Shift+KeyT")
        words = page.locator("#text-view").inner_text()
        stock = page.evaluate("() => window.dominohall.view.stock")
        assert f"stock: {stock}" in words, words
        assert page.locator("#text-view .tv-note").count() >= 1
        page.keyboard.press("Alt+Shift+KeyT")
        page.keyboard.press("Alt+Shift+KeyM")
        page.keyboard.type("stock")
        page.keyboard.press("Enter")
        assert page.locator("#notation-answer").inner_text() == f"stock: {stock}"
        break
    else:
        pytest.fail("no phase of the cross came up")


# ---- item 15, more: hints in words, and the learner's own takes said ---------------------------------------------
def test_a_sausage_practice_says_hints_in_words_and_the_learner_s_takes(server: ServerProcess, pages: Pages) -> None:
    """A Sausage practice deal played by its hints: each hint says its move in words ("play 2-3 at the left
    end of the top row", "cut with 3-5 between columns …"), never the notation; when the bot's cut hands
    tiles to the learner, the news under the board says what the learner took (SA-6)."""
    from test_browser_learn import learn_state, make_move

    texts = served_texts(server, "en")
    page = pages.new(WIDE)
    page.goto(f"{server.url}/learn/sausage?lang=en#practice")
    page.wait_for_selector("body[data-ready]")
    took = texts("{name}: took from the cut ({n}): {tiles}").split(": ")[1].split(" (")[0]
    seen_take = False
    hints = 0
    for moves in range(200):
        page.wait_for_function(
            "() => !window.dominohall.busy && window.dominohall.practice && window.dominohall.practice.state"
            " && (window.dominohall.practice.state.over || window.dominohall.practice.hint)",
            timeout=20000,
        )
        now = learn_state(page)["practice"]
        if now["over"]:
            break
        log = page.evaluate("() => window.dominohall.practice.state.view.log")
        if any(e["event"] == "take" and e.get("seat") == 0 for e in log) and not seen_take:
            seen_take = True
            assert took in page.inner_text("#feedback"), page.inner_text("#feedback")
        hint = now["hint"]
        line = page.inner_text("#hint-line")
        if hint != "pass" and "@" in hint:
            # in words only (the server's move_said); the notation is the line's title, for those who type
            assert "@" not in line and page.get_attribute("#hint-line", "title") == hint, line
            hints += 1
        make_move(page, hint)
        page.wait_for_function(
            "n => window.dominohall.practice.moves.length > n || document.querySelector('#feedback .refusal')",
            arg=moves,
        )
    assert hints >= 3
    assert seen_take


# ---- item 18: the board's tiles say where they lie --------------------------------------------------------------
@pytest.mark.parametrize(("variant", "players", "words"), [("maltese-cross", 2, "arm"), ("sausage", 2, "row")])
def test_the_board_s_tiles_say_where_they_lie(
    server: ServerProcess, pages: Pages, variant: str, players: int, words: str
) -> None:
    """The accessibility tree of the board: a Maltese Cross's tile names its arm (*north arm*), a
    Sausage's its column and row (*column 1, top row*; the lead *across both rows*), so that a screen
    reader reading the board hears a position, not a flat list of tiles."""
    table = seeded_table(server, variant, players, seed=3)
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    for _ in range(6):
        now = state(page)
        if now["mine"]:
            send_first_legal(page)
        tb.wait_change(page, now["seq"])
    labels = page.evaluate(
        "() => [...document.querySelectorAll('#board g.tile:not(.ghost)')].map(g => g.getAttribute('aria-label'))"
    )
    assert len(labels) >= 3, labels
    placed = [x for x in labels if x and words in x]
    assert len(placed) >= len(labels) - 1, labels  # every tile (the cross's spinner says "spinner")
    tree = page.locator("#board").aria_snapshot()
    assert words in tree, tree


# ---- item 11, more: the analysis chart's cursor and axes, and one player's decisions ------------------------
@pytest.mark.parametrize(("lang", "viewport"), [("en", WIDE), ("ru", PHONE)])
def test_the_analysis_chart_has_a_cursor_axes_and_your_decisions(
    pages: Pages, tmp_path: Path, lang: str, viewport: dict[str, int]
) -> None:
    """The analysis chart has a line at the replay's step that moves as the replay does, the chance up
    its left side (0%, 50%, 100%) and the replay's steps along the bottom; the decisions can be shown
    for one player, and a browser that played a seat here is shown its own (named "(you)") first."""
    from server_helpers import ServerProcess as Server

    quick = Server(
        f"sqlite:///{tmp_path / 'tables.sqlite3'}", env={"DOMINOHALL_ANALYSIS_SECONDS": "0.5"}, log=tmp_path / "log"
    ).start()
    try:
        texts = served_texts(quick, lang)
        bots = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]
        table = seeded_table(quick, "block", 2, seats=bots, options={"target": 30})["table"]
        wait_finished(quick, table)
        page = pages.new(viewport, lang=lang)
        # this browser holds seat 1's link, as the one who played it does
        page.add_init_script(
            f"localStorage.setItem('dominohall.seats', JSON.stringify([{{table: {json.dumps(table)}, seat: 1}}]))"
        )
        page.goto(f"{quick.url}/replay/{table}?lang={lang}")
        page.wait_for_selector("#analysis[data-ready]", timeout=60_000)
        assert page.locator("#analysis .an-curve .an-tick").count() >= 2
        assert page.locator("#analysis .an-axis-title").text_content() == texts("replay step")
        assert {page.locator("#analysis .an-axis").nth(i).text_content() for i in range(3)} == {"100%", "50%", "0%"}
        # the cursor follows the replay within a deal
        cursor = page.locator("#analysis .an-cursor")
        assert cursor.get_attribute("data-at") == "0"
        start = float(cursor.get_attribute("x1") or 0)
        for _ in range(3):
            page.click("#next")
        page.wait_for_function("() => document.querySelector('#analysis .an-cursor').dataset.at !== '0'")
        assert float(cursor.get_attribute("x1") or 0) > start
        # your own decisions first, and a choice of whose
        only = page.locator("#analysis-only")
        assert only.input_value() == "1"
        assert only.locator("option[value='1']").inner_text() == texts("you")  # a seat with no name
        seats = page.eval_on_selector_all("#analysis .an-open li", "(xs) => xs.map((x) => x.dataset.seat)")
        assert seats and set(seats) == {"1"}
        only.select_option("0")
        seats = page.eval_on_selector_all("#analysis .an-open li", "(xs) => xs.map((x) => x.dataset.seat)")
        assert seats and set(seats) == {"0"}
        only.select_option("")
        seats = page.eval_on_selector_all("#analysis .an-open li", "(xs) => xs.map((x) => x.dataset.seat)")
        assert set(seats) == {"0", "1"}
        page.locator("#analysis .an-curve").scroll_into_view_if_needed()
        snap(page, f"analysis-cursor-axes-{lang}")
    finally:
        quick.stop()


# ---- item 8: what lies over what on a Sausage board ------------------------------------------------------------
OVERLAPS_JS = """() => {
  const box = (n) => n.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const all = (sel) => [...document.querySelectorAll('#board ' + sel)];
  const discs = all('.seat-tag circle'), labels = all('.end-label'), numbers = all('.column-number');
  const targets = all('.target .target-area'), tiles = all('g.tile:not(.ghost) .tile-body');
  const out = {discs_labels: 0, discs_targets: 0, targets_numbers: [], scissors_tiles: [], targets: targets.length};
  for (const d of discs) {
    out.discs_labels += labels.filter((l) => meet(box(d), box(l))).length;
    out.discs_targets += targets.filter((t) => meet(box(d), box(t))).length;
  }
  for (const t of targets) {
    const g = t.closest('.target');
    const hit = numbers.filter((n) => meet(box(t), box(n))).map((n) => n.textContent);
    if (hit.length) out.targets_numbers.push([g.dataset.move, hit]);
    if (g.querySelector('.target-label').textContent === '\\u2702') {
      const columns = new Set(tiles.filter((b) => meet(box(t), box(b))).map((b) => b.closest('g.tile').dataset.column));
      out.scissors_tiles.push([g.dataset.move, columns.size]);
    }
  }
  return out;
}"""


@pytest.mark.parametrize(
    ("variant", "players", "viewport", "lang"),
    [("sausage", 4, WIDE, "en"), ("sausage", 4, PHONE, "ru"), ("sausage_one_way", 3, WIDE, "pl")],
)
def test_nothing_on_a_sausage_board_covers_a_label_or_a_target(
    server: ServerProcess, pages: Pages, variant: str, players: int, viewport: dict[str, int], lang: str
) -> None:
    """Sausage with a tile that can cut chosen: no seat's disc lies over an end's label (TL …) or a lit
    place, no place covers the column numbers it refers to (◀L sat on them), and the one-way ✂ sits
    on its junction, not over the tiles of both columns beside it."""
    table = seeded_table(server, variant, players, options={"losses": 2}, seed=5)
    page = pages.new(viewport, lang=lang)
    open_table(page, table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    checked = 0
    for now in turns(page, 400):
        if checked >= 3:
            break
        tiles = sorted({m.split("@")[0] for m in now["legal"] if "@cut:" in m})
        if not tiles:
            send_first_legal(page)
            continue
        page.click(f'#hand button.hand-tile[data-tile="{tiles[0]}"]')
        found = page.evaluate(OVERLAPS_JS)
        if not found["targets"]:  # the tile's one move was made at once (one way: a cut names no side)
            continue
        if checked == 0:
            page.locator("#board").scroll_into_view_if_needed()
            snap(page, f"sausage-board-overlaps-{variant}-{lang}-{viewport['width']}")
        assert (found["discs_labels"], found["discs_targets"], found["targets_numbers"]) == (0, 0, []), found
        assert all(n <= 1 for _move, n in found["scissors_tiles"]), found
        checked += 1
        if page.locator("#cancel").count():
            page.click("#cancel")
        if state(page)["seq"] == now["seq"]:
            send_first_legal(page)
    assert checked >= 1, checked


# ---- item 5: ratings people can read -------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "viewport"), [("en", WIDE), ("pl", PHONE)])
def test_ratings_people_can_read(server: ServerProcess, pages: Pages, lang: str, viewport: dict[str, int]) -> None:
    """A new account plays two rated matches against a bot: the finished table's badge names the account,
    linked to its page, with its rating; the rating's change says why; the profile's games name the
    opponent and the final count, and a graph draws the rating after each match."""
    import asyncio
    import urllib.request
    from concurrent.futures import ThreadPoolExecutor
    from urllib.parse import quote

    from server_helpers import Client, play_to_end

    from dominohall.server.sessions import COOKIE

    texts = served_texts(server, lang)
    name = f"Reader{len(pages.contexts)}{lang}{viewport['width']}"

    def call(method: str, path: str, body: Any = None, cookie: str = "") -> tuple[Any, str]:
        data = None if body is None else json.dumps(body).encode()
        headers = {"content-type": "application/json", **({"cookie": f"{COOKIE}={cookie}"} if cookie else {})}
        req = urllib.request.Request(server.url + path, data=data, method=method, headers=headers)
        with urllib.request.urlopen(req, timeout=30) as answer:
            got = answer.headers.get("set-cookie") or ""
            return json.loads(answer.read()), got.split(f"{COOKIE}=")[1].split(";")[0] if COOKIE in got else cookie

    _, cookie = call("POST", "/api/accounts", {"name": name, "password": "correct horse battery"})
    made: list[dict[str, Any]] = []

    async def one() -> None:
        body = {
            "variant": "block",
            "players": 2,
            "options": {"target": 20},
            "rated": True,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
        }
        table = call("POST", "/api/tables", body, cookie)[0]
        made.append(table)
        client = await Client(server, table["table"], headers={"cookie": f"{COOKIE}={cookie}"}).connect(
            table["seats"][0]["token"]
        )
        await play_to_end([client])
        await client.close()

    for _ in range(2):
        with ThreadPoolExecutor(1) as thread:  # Playwright's loop runs in this thread
            thread.submit(asyncio.run, one()).result()
    page = pages.new(viewport, lang=lang)
    page.context.add_cookies([{"name": COOKIE, "value": cookie, "url": server.url}])
    # the finished table: the account linked from its badge, the change said with its why
    open_table(page, made[-1]["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    link = page.locator('[data-testid="account-0"]')
    assert link.inner_text() == name and (link.get_attribute("href") or "").endswith(
        f"/players/{quote(name)}?lang={lang}"
    )
    page.wait_for_selector('[data-testid="rating-change"]:not(.hidden)')
    said = page.locator('[data-testid="rating-change"]').inner_text()
    whys = [
        "you beat a table rated about as you",
        "you beat a higher-rated table",
        "you beat a lower-rated table, as expected",
        "you lost to a table rated about as you",
        "you lost to a lower-rated table",
        "you lost to a higher-rated table, as expected",
        "the result the ratings expected",
    ]
    assert any(texts(w) in said for w in whys), said
    assert texts("a provisional rating moves in bigger steps") in said, said
    if page.locator("#overlay:not(.hidden)").count():
        page.click("#overlay-close")
    snap(page, f"rating-why-{lang}-{viewport['width']}")
    # the profile: opponents, the count, the rating's graph
    page.goto(f"{server.url}/players/{quote(name)}?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    rows = page.locator(".games-table tr")
    assert rows.count() == 2
    first = rows.first.inner_text()
    assert "greedy" in first and re.search(rf"{re.escape(texts('points {score}').split('{')[0])}\d+ : \d+", first), (
        first
    )
    record = page.locator('[data-testid="record"] tr[data-variant="block"]')
    assert int(record.locator(".won").inner_text()) + int(record.locator(".lost").inner_text()) == 2
    graph = page.locator('[data-testid="rating-history"]')
    assert graph.locator("path.rh-line").count() == 1
    assert page.locator(".ratings-table td.num").first.inner_text().rstrip("?") in (
        graph.get_attribute("aria-label") or ""
    )
    graph.scroll_into_view_if_needed()
    snap(page, f"rating-history-{lang}-{viewport['width']}")
    rows.first.scroll_into_view_if_needed()
    snap(page, f"rating-games-{lang}-{viewport['width']}")


# ---- item 10: refusals said as sentences in PL and RU -----------------------------------------------------
@pytest.mark.parametrize(("lang", "viewport"), [("pl", WIDE), ("ru", PHONE)])
def test_a_tile_that_does_not_match_is_refused_in_a_sentence(
    server: ServerProcess, pages: Pages, lang: str, viewport: dict[str, int]
) -> None:
    """C-5 in Polish and Russian: a tile typed onto an end it does not match is refused with the tile,
    the number and the end in one sentence ("1-1 не подходит к 2 (левый конец)."), not a telegram."""
    from test_browser import type_move
    from test_browser_friends import my_turn

    table = seeded_table(server, "block", 2, options={"target": 50})
    page = pages.new(viewport, lang=lang)
    open_table(page, table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    for _ in range(12):
        my_turn(page)
        view = page.evaluate("() => window.dominohall.view")
        if view["ends"]:
            break
        send_first_legal(page)
    view = page.evaluate("() => window.dominohall.view")
    ends = view["ends"]
    hand = state(page)["hand"]
    end, value = next(iter(ends.items()))
    tile = next(t for t in hand if str(value) not in t.split("-"))
    type_move(page, f"{tile}@{end}")
    refusal = page.locator("#message .refusal .plain")
    refusal.wait_for()
    said = refusal.inner_text()
    word = {"pl": "koniec", "ru": "конец"}[lang]
    assert said.startswith(tile) and f"{value} (" in said and said.endswith(f"{word}).") and " — " not in said, said
    snap(page, f"refusal-sentence-{lang}-{viewport['width']}")
