"""The practice table in Chromium, at a desk (1280×900) and on a phone (390×844): the
completed trick is seen, the status strip tells every kind of contract, the hand is on the
screen while bidding and playing at both tables, and the review replays by keyboard.

Games are brought to the moment under test by bots (tests/web/play/positions.py) and stored
as the logged-in learner's; the browser then opens the table."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from tests.web.factories import LearnerFactory
from tests.web.play import positions as P
from tests.web.play.helpers import COMPASS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DESK = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _open(chromium, live_server, game, viewport):
    client = Client()
    client.force_login(game.learner.user)
    context = chromium.new_context(viewport=viewport, is_mobile=viewport["width"] < 600)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{live_server.url}/play/{game.pk}/")
    page.wait_for_selector("#table")
    return context, page


def _on_screen(page, selector: str) -> list[str]:
    """The elements matching ``selector`` that are not wholly inside the viewport."""
    return page.evaluate(
        """sel => Array.from(document.querySelectorAll(sel)).filter(el => {
             const r = el.getBoundingClientRect();
             return r.top < 0 || r.left < 0 || r.bottom > window.innerHeight + 0.5
                    || r.right > window.innerWidth + 0.5;
           }).map(el => el.getAttribute('aria-label') || el.className)""",
        selector,
    )


def _text(page) -> str:
    return page.locator("#table").inner_text()


# --- the hand on the screen -------------------------------------------------------------
FOUR_MOMENTS = {"bidding": P.learner_to_bid, "playing": P.learner_to_play}
BONEHEAD_MOMENTS = {"bidding": P.bonehead_learner_to_bid, "playing": P.bonehead_learner_to_play}


@pytest.mark.parametrize("viewport", [DESK, PHONE], ids=["desk", "phone"])
@pytest.mark.parametrize("moment", ["bidding", "playing"])
@pytest.mark.parametrize("kind", ["four", "bonehead"])
def test_the_hand_is_on_the_screen_while_bidding_and_playing(
    live_server, chromium, viewport, moment, kind
):
    learner = LearnerFactory()
    if kind == "four":
        game = P.store_four(learner, P.four_until(FOUR_MOMENTS[moment]))
    else:
        game = P.store_bonehead(learner, P.bonehead_until(BONEHEAD_MOMENTS[moment]))
    context, page = _open(chromium, live_server, game, viewport)
    cards = page.locator(".hand-bar .pcard")
    assert cards.count() >= 12
    assert _on_screen(page, ".hand-bar .pcard") == []
    if moment == "bidding":
        assert page.locator(".bidding-box").count() == 1
        # a call of every level is reachable, and none wraps away from its level
        assert page.locator(".bid-grid-row").count() >= 1
    else:
        assert page.locator(".hand-form button[name=action]").count() >= 1
        # the felt (and any trick on it) is in view while choosing the card
        assert _on_screen(page, ".felt .trick-area") == []
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert COMPASS.findall(_text(page)) == []
    context.close()


# --- the status strip -------------------------------------------------------------------
KINDS = {
    "suit": (r"\d♠|\d♣|\d♦|\d♥", r"[♠♣♦♥] trumps", r"needs \d+"),
    "grand": (r"\d grand by \w+", r"grand: no trumps", r"needs \d+"),
    "misere": (r"\d misère by \w+", r"lose tricks", r"Aces so far"),
    "allpass": (r"All-pass misère", r"lose tricks: each trick taken costs", r"Aces so far"),
    "bolshevik": (r"Bolshevik .* by \w+", r"You|Aino|Eero|Liisa", r"tricks?"),
}


@pytest.mark.parametrize("kind", [*KINDS, "bonehead"])
def test_the_status_strip_tells_each_kind_of_contract(live_server, chromium, kind):
    learner = LearnerFactory()
    if kind == "bonehead":
        session = P.bonehead_until(
            lambda s: P.bonehead_learner_to_play(s) and s.current.contract is not None
        )
        game = P.store_bonehead(learner, session)
        expected = (
            r"by \w+ with the bonehead",
            r"and Bonehead: \d+ tricks?",
            r"plays? the bonehead",
        )
    else:
        extra = {"bolshevik": "before-first"} if kind == "bolshevik" else {}
        session = P.four_until(P.playing(kind), random_bots=True, **extra)
        game = P.store_four(learner, session)
        expected = KINDS[kind]
    context, page = _open(chromium, live_server, game, PHONE)
    strip = page.locator(".status-strip")
    assert strip.count() == 1 and _on_screen(page, ".status-strip") == []
    text = strip.inner_text()
    for pattern in expected:
        assert re.search(pattern, text), (pattern, text)
    context.close()


# --- the completed trick ----------------------------------------------------------------
def _learner_plays_the_fourth_card(s):
    return P.learner_to_play(s) and len(s.current.trick_cards) == 3


@pytest.mark.parametrize("viewport", [DESK, PHONE], ids=["desk", "phone"])
def test_the_completed_trick_is_seen_then_a_key_goes_on(live_server, chromium, settings, viewport):
    settings.PLAY_TRICK_PAUSE_MS = 120_000  # only the key moves things on here
    game = P.store_four(LearnerFactory(), P.four_until(_learner_plays_the_fourth_card))
    context, page = _open(chromium, live_server, game, viewport)
    assert page.locator(".trick-grid .pcard").count() == 3
    page.locator(".hand-form button[name=action]").first.click(position={"x": 6, "y": 20})
    page.wait_for_selector("[data-trick-done]")
    assert page.locator("[data-trick-done] .pcard").count() == 4
    assert page.locator("[data-trick-done] .tpos-winner").count() == 1
    assert _on_screen(page, "[data-trick-done] .pcard") == []
    caption = page.locator(".trick-caption").inner_text()
    assert re.search(r"(You|Aino|Eero|Liisa) won trick \d+", caption)
    go = page.locator("[data-trick-go]")
    if go.count():  # a bot leads next: a key goes on at once, the long pause is not waited
        version = page.locator("#table").get_attribute("data-version")
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Space")
        page.wait_for_function(
            "v => document.querySelector('#table').dataset.version !== v", arg=version
        )
        page.wait_for_selector(".trick-grid .pcard")  # the bot's lead is on the felt
    else:  # the learner leads next: a key gathers the trick (with no button focused: Space
        # on a focused card would play it, so the page leaves buttons their own keys)
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Space")
        page.wait_for_selector("[data-trick-done].gathered")
    context.close()


# --- the review -------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["four", "bonehead"])
def test_the_review_replays_trick_by_trick_by_keyboard_and_tap(live_server, chromium, kind):
    learner = LearnerFactory()
    if kind == "four":
        game = P.store_four(learner, P.four_until(P.finished_deal), seen_deals=0)
    else:
        game = P.store_bonehead(learner, P.bonehead_until(P.bonehead_finished), seen_deals=0)
    context, page = _open(chromium, live_server, game, DESK)
    where = page.locator(".replay-where")
    assert where.inner_text() == "Trick 13 of 13"
    assert "won it" in page.locator(".replay-caption").inner_text()
    page.locator("#replay-prev").focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.trim() === 'Trick 12 of 13'"
    )
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.trim() === 'Trick 11 of 13'"
    )
    assert page.evaluate("document.querySelector('#deal-replay').contains(document.activeElement)")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.trim() === 'Trick 12 of 13'"
    )
    page.locator("[data-replay-tap]").click()  # a tap on the table: the next trick
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.trim() === 'Trick 13 of 13'"
    )
    assert page.locator("#deal-replay .replay-trick .pcard").count() == 4
    assert COMPASS.findall(page.locator("main").inner_text()) == []
    context.close()


def _allpass_finished(s):
    from engine.trick_taking import Kind

    return P.finished_deal(s) and s.finished[0].result.kind is Kind.ALLPASS


def test_the_scoresheet_keeps_your_numbers_on_a_phone(live_server, chromium):
    """ "You" and "Running" stay on the screen, even with an all-pass misère's long result."""
    game = P.store_four(LearnerFactory(), P.four_until(_allpass_finished))
    context, page = _open(chromium, live_server, game, PHONE)
    page.goto(f"{live_server.url}/play/{game.pk}/scoresheet/")
    table = page.locator("table.scoresheet").first
    assert "You and " in table.inner_text()  # the result names the partnerships
    for header in ("You", "Running"):
        box = table.locator(f"thead th:text-is('{header}')").bounding_box()
        assert box is not None and box["x"] + box["width"] <= PHONE["width"], header
    assert COMPASS.findall(page.locator("main").inner_text()) == []
    context.close()


def test_keyboard_play_keeps_the_focus_on_what_comes_next(live_server, chromium, settings):
    """Enter on a card plays it; when the table comes back the focus is on the next thing to
    do (a card, or "Next trick"), not lost to the page, and no script fails on the way."""
    settings.PLAY_TRICK_PAUSE_MS = 120_000
    game = P.store_four(LearnerFactory(), P.four_until(P.learner_to_play))
    context, page = _open(chromium, live_server, game, DESK)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.locator(".hand-form button[name=action]").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.matches("
        "'[data-trick-go], .hand-form button[name=action]')"
    )
    assert errors == []
    context.close()
