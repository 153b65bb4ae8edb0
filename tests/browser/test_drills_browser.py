"""A learner answers one drill of each type by clicking; the verdict appears without a reload."""

import pytest

from drills.services import generate_drill

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def open_drill(page, live_server, kind, level, seed):
    drill = generate_drill(kind, level, seed)
    page.goto(f"{live_server.url}/drills/{kind}/{drill.key}/")
    page.evaluate("window.__marker = 'same page'")
    return drill


def expect_verdict(page):
    page.wait_for_selector(".verdict")
    assert page.evaluate("window.__marker") == "same page"
    return page.locator(".verdict").inner_text()


def test_score_drill(live_server, page):
    drill = open_drill(page, live_server, "score", 2, "browser")
    page.fill("#points-input", str(drill.solution["points"]))
    page.get_by_role("button", name="Check").click()
    assert "Right" in expect_verdict(page)


def test_read_packet_drill(live_server, page):
    drill = open_drill(page, live_server, "read-packet", 2, "browser")
    for q in drill.data["questions"]:
        page.locator(
            f"label[for='{q['name']}-{q['answer'][0] if q['kind'] != 'suit' else q['answer']}']"
        ).click()
    page.get_by_role("button", name="Check").click()
    assert "Right" in expect_verdict(page)


def test_build_packet_drill_by_tapping_cards(live_server, page):
    drill = open_drill(page, live_server, "build-packet", 1, "browser")
    for card in drill.solution["orders"][0]:
        page.locator(f"[data-pick-cards] [data-card='{card}']").click()
    assert page.locator("#order1").input_value() == drill.solution["orders"][0][0]
    page.get_by_role("button", name="Check").click()
    assert "Right" in expect_verdict(page)


def test_next_drill_swaps_in_without_a_reload(live_server, page):
    drill = open_drill(page, live_server, "score", 1, "next")
    page.fill("#points-input", "0" if drill.solution["points"] else "1")
    page.get_by_role("button", name="Check").click()
    expect_verdict(page)
    page.click("#next-drill")
    page.wait_for_function("() => !document.querySelector('.verdict')")
    assert page.evaluate("window.__marker") == "same page"
    assert "/drills/score/1-" in page.url and drill.key not in page.url


def test_bid_drill_with_the_bidding_box(live_server, page):
    drill = open_drill(page, live_server, "bid", 1, "browser")
    best = next(c for c, pref, *_ in drill.solution["suggestions"] if pref)
    page.locator(f".bidding-box button[value='{best}']").click()
    assert "Right" in expect_verdict(page)


def test_lead_drill_by_clicking_a_card(live_server, page):
    drill = open_drill(page, live_server, "lead", 1, "browser")
    best = next(c for c, pref, *_ in drill.solution["choices"] if pref)
    page.locator(f".hand-buttons button[value='{best}']").click()
    assert "Right" in expect_verdict(page)
