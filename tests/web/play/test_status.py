"""The status strip: the contract, who declared and doubled, trumps, the tricks each side
needs and has, and in misère the aces taken with their cost (R-7.2 – R-7.6), for every kind
of deal at both tables; and the words for moves (hints name players, never compass seats)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from engine.actions import PASS, Bid, Denomination, Double, Give, Packet, Play, Redouble
from engine.bonehead.actions import Announce, GivePositions, HandOverFirst, RowPosition
from engine.cards import Card, Suit
from engine.views import seat_view
from play.services.four import PLAYER_NAMES
from play.services.status import four_status
from play.services.words import action_words, pair

from ..factories import LearnerFactory
from . import positions as P
from .helpers import TAG, compass_words

pytestmark = pytest.mark.django_db


def _page(client, game) -> str:
    """The table page as text: tags left out (a coloured suit is a tag of its own)."""
    client.force_login(game.learner.user)
    html = client.get(f"/play/{game.pk}/").content.decode()
    status = re.search(r'data-status="(\w+)"', html)
    text = unescape(re.sub(r"\s+", " ", TAG.sub("", html)))
    return f"[{status.group(1) if status else ''}] {text}"


def _four(client, kind, **search):
    session = P.four_until(P.playing(kind), random_bots=True, **search)
    game = P.store_four(LearnerFactory(), session)
    return session, _page(client, game)


def test_a_suit_contract_says_trumps_declarer_and_the_tricks_needed(client):
    session, html = _four(client, "suit")
    deal = session.current
    c = deal.contract
    declarer = PLAYER_NAMES[session.slot.seating[deal.declarer]]
    assert html.startswith("[contract]")
    assert f"{c.text} by {declarer}" in html
    assert f"{c.trumps.symbol} trumps" in html
    assert f"(needs {6 + c.level})" in html
    assert f"(need {8 - c.level} to beat it)" in html


def test_a_grand_contract_says_no_trumps(client):
    session, html = _four(client, "grand")
    assert html.startswith("[contract]") and "grand: no trumps" in html
    assert f"(needs {6 + session.current.contract.level})" in html


def test_a_bid_misere_says_lose_tricks_and_counts_the_aces(client):
    session, html = _four(client, "misere")
    c = session.current.contract
    assert html.startswith("[misere]")
    assert "misère: no trumps, lose tricks" in html
    allowance = 7 - c.level
    assert ("must take no trick" if allowance == 0 else f"may take {allowance} at most") in html
    assert "Aces so far:" in html


def test_all_pass_misere_is_named_on_the_table(client):
    """After four passes the heading and the strip say all-pass misère: lose tricks, each
    costing its takers a point, and aces costing their trick's number (R-7.5)."""
    _session, html = _four(client, "allpass")
    assert html.startswith("[allpass]")
    assert "kitty game: all-pass misère" in html
    assert re.search(r"lose tricks: each trick taken costs [123] points?", html)
    assert "each ace taken costs its trick's number" in html
    assert "Aces so far:" in html


def test_a_bolshevik_names_the_one_against_three(client):
    session, html = _four(client, "bolshevik", bolshevik="before-first")
    deal = session.current
    name = PLAYER_NAMES[session.slot.seating[deal.declarer]]
    assert html.startswith("[bolshevik]")
    assert "Bolshevik" in html and f"by {name}" in html


def test_a_bonehead_contract_names_the_declarer_with_the_bonehead(client):
    session = P.bonehead_until(P.bonehead_learner_to_play)
    deal = session.current
    game = P.store_bonehead(LearnerFactory(), session)
    html = _page(client, game)
    names = ("You", "Aino", "Eero", "Bonehead")
    if deal.contract is None:
        assert html.startswith("[allpass]")
    else:
        assert f"{deal.contract.text} by {names[deal.declarer]} with the bonehead" in html
        assert f"{pair(names[deal.declarer], 'Bonehead')}: " in html


def test_who_doubled_is_named_not_the_declarer():
    """The table once said "7♥ doubled by You" when Aino doubled: the strip names the
    doubler and the redoubler, and the declarer separately."""
    session = P.four_until(
        lambda s: s.current is not None and s.current.doubling >= 1 and P.learner_to_play(s),
        random_bots=True,
        seeds=range(200),
    )
    deal = session.current
    names = {s: PLAYER_NAMES[p] for s, p in enumerate(session.slot.seating)}
    status = four_status(seat_view(deal, session.seat_of(0)), names)
    doubler = next(s for s, a in deal.doubling_calls if isinstance(a, Double))
    assert any(n.startswith(f"doubled by {names[doubler]}") for n in status.notes)
    redoubles = [s for s, a in deal.doubling_calls if isinstance(a, Redouble)]
    if redoubles:
        assert any(f"redoubled by {names[redoubles[0]]}" in n for n in status.notes)
    assert status.headline.endswith(f"by {names[deal.declarer]}")


def test_moves_in_words_name_players():
    names = {0: "You", 1: "Aino", 2: "Eero", 3: "Liisa"}.__getitem__
    c = Card.parse
    assert action_words(Give(((2, c("♦10")),)), names) == "Give Eero ♦10"
    assert (
        action_words(Give(((1, c("♠2")), (2, c("♦10")), (3, c("♣J")))), names)
        == "Give Aino ♠2, Eero ♦10 and Liisa ♣J"
    )
    assert action_words(Play(c("♠K")), names) == "Play ♠K"
    assert action_words(Bid(2, Denomination.DIAMONDS), names) == "Bid 2♦"
    assert action_words(Bid(6, Denomination.MISERE), names) == "Bid 6 misère"
    packet = Packet((c("♠4"), c("♥Q"), c("♥3"), c("♦2")))
    assert action_words(packet, names) == "Hand over ♠4 ♥Q ♥3 ♦2 (top first)"
    assert action_words(PASS, names) == "Pass"
    assert action_words(Announce(Bid(6, Denomination.HEARTS)), names) == "Announce 6♥"
    assert action_words(HandOverFirst(True), names).startswith("Let the bonehead go first")
    blind = GivePositions(((1, RowPosition(Suit.HEARTS, 1)),))
    assert action_words(blind, names) == "Give Aino the bonehead's ♥1st"
    assert not compass_words(action_words(Give(((0, c("♦10")),)), names))


def test_a_partnership_reads_the_same_from_either_player():
    assert pair("Eero", "You") == pair("You", "Eero") == "You and Eero"
    assert pair("Bonehead", "Aino") == "Aino and Bonehead"
    assert pair("Liisa", "Aino") == "Aino and Liisa"
