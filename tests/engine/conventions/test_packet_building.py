"""Building a packet from a wish, and the exhaustive reader/builder properties."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import DECK, Card, Suit
from engine.conventions.packets import (
    NO_ACE_MARK,
    AceMark,
    PacketWish,
    SuitStatus,
    all_readings,
    build_packet,
    read_packet,
)
from engine.rules import Form

from .helpers import cards, order_text

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def test_C_2_3_handbook_6S_packet_is_among_the_orders_for_its_message():
    wish = PacketWish.parse("voids=♠♦ misere=no first=♥")
    b = build_packet(cards("♠8 ♠4 ♦K ♦2"), wish, Form.NOKITTY)
    assert "♦K ♠4 ♦2 ♠8" in [order_text(o) for o in b.orders]
    for o in b.orders:
        assert wish.matches(read_packet(o, Form.NOKITTY))


def test_C_1_1_kept_suit_with_misere_is_only_the_descending_order():
    b = build_packet(cards("♠9 ♠K ♠7 ♠Q"), PacketWish.parse("keeps=♠ misere=yes"), Form.KITTY)
    assert [order_text(o) for o in b.orders] == ["♠K ♠Q ♠9 ♠7"]
    b = build_packet(cards("♠9 ♠K ♠7 ♠Q"), PacketWish.parse("keeps=♠ misere=no"), Form.KITTY)
    assert [order_text(o) for o in b.orders] == ["♠7 ♠9 ♠Q ♠K"]


def test_C_1_1_void_suit_order_counts():
    four = cards("♠9 ♠K ♠7 ♠Q")
    assert len(build_packet(four, PacketWish.parse("voids=♠ misere=yes"), Form.KITTY).orders) == 5
    assert len(build_packet(four, PacketWish.parse("voids=♠ misere=no"), Form.KITTY).orders) == 17


def test_C_1_6_ace_mark_needs_the_single_low_spot_on_top():
    b = build_packet(cards("♠Q ♠7 ♠6 ♣3"), PacketWish.parse("ace=♣A misere=no"), Form.KITTY)
    assert b.orders and all(o[0] == Card.parse("♣3") for o in b.orders)
    assert "♣3 ♠Q ♠6 ♠7" in [order_text(o) for o in b.orders]


def test_C_1_6_cannot_mark_with_a_seven():
    b = build_packet(cards("♠Q ♠9 ♠8 ♣7"), PacketWish.parse("ace=♣A"), Form.KITTY)
    assert not b.possible
    assert any("I-2" in f.ids for f in b.reasons)


def test_C_1_6_cannot_mark_an_ace_with_one_suit():
    b = build_packet(cards("♠Q ♠9 ♠8 ♠2"), PacketWish.parse("ace=♠A"), Form.KITTY)
    assert not b.possible and "one-suit" in b.reasons[0].text


def test_C_1_6_ace_mark_forces_the_long_suit_void():
    wish = PacketWish.parse("ace=♣A keeps=♠♣")
    b = build_packet(cards("♠Q ♠7 ♠6 ♣3"), wish, Form.KITTY)
    assert not b.possible
    assert "not all at once" in b.reasons[0].text
    assert "C-1.6" in b.reasons[0].ids


def test_IC_7_booklet_couples_misere_and_the_trump_wish():
    four = cards("♦K ♦2 ♠8 ♠4")
    ok = build_packet(four, PacketWish.parse("voids=- misere=yes first=♥"), Form.NOKITTY)
    assert ok.possible
    bad = build_packet(four, PacketWish.parse("voids=- misere=yes first=♣"), Form.NOKITTY)
    assert not bad.possible
    assert "booklet" in bad.reasons[0].text and "IC-7" in bad.reasons[0].ids


def test_C_2_3_wish_must_name_an_absent_suit():
    b = build_packet(cards("♦K ♦2 ♠8 ♠4"), PacketWish.parse("first=♠"), Form.NOKITTY)
    assert not b.possible and "C-2.3" in b.reasons[0].ids


def test_C_2_3_kitty_packets_carry_no_trump_wish():
    b = build_packet(cards("♦K ♦2 ♠8 ♠4"), PacketWish.parse("first=♥"), Form.KITTY)
    assert not b.possible and "kitty" in b.reasons[0].text


def test_IC_1_nokitty_single_suit_cannot_show_void():
    b = build_packet(cards("♣A ♣4 ♣7 ♣J"), PacketWish.parse("voids=♣"), Form.NOKITTY)
    assert not b.possible and "IC-1" in b.reasons[0].ids


def test_IC_4_four_suits_have_no_conventional_order():
    b = build_packet(cards("♠9 ♣8 ♦7 ♥J"), PacketWish(), Form.KITTY)
    assert not b.possible and "IC-4" in b.reasons[0].ids
    loose = build_packet(cards("♠9 ♣8 ♦7 ♥J"), PacketWish(), Form.KITTY, allow_unconventional=True)
    assert len(loose.orders) == 24


def test_void_must_be_in_the_packet():
    b = build_packet(cards("♦K ♦2 ♠8 ♠4"), PacketWish.parse("voids=♥"), Form.KITTY)
    assert not b.possible and "not in the packet" in b.reasons[0].text


def test_wish_notation_round_trips():
    for text in [
        "voids=♠♦ misere=no first=♥",
        "voids=- keeps=♣ misere=yes first=♦ second=♠ unwanted=♥ ace=♦AK",
        "ace=none",
        "ace=♣A",
    ]:
        w = PacketWish.parse(text)
        assert PacketWish.parse(w.notation()) == w


def test_wish_parse_accepts_letters_and_words():
    assert PacketWish.parse("voids=SD first=hearts").voids == {S, D}
    assert PacketWish.parse("ace=dAK").ace_mark == AceMark(D, king=True)
    assert PacketWish.parse("ace=none").ace_mark == NO_ACE_MARK


# --- exhaustive properties ------------------------------------------------------------------


def four_card_sets(seed: int, n: int) -> list[tuple[Card, ...]]:
    """Random four-card sets, weighted so every shape (1 to 4 suits) appears often."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        nsuits = 1 + i % 4
        suits = rng.sample(list(Suit), nsuits)
        counts = {1: [4], 2: rng.choice([[2, 2], [3, 1]]), 3: [2, 1, 1], 4: [1, 1, 1, 1]}[nsuits]
        chosen: list[Card] = []
        for s, k in zip(suits, counts, strict=True):
            chosen += rng.sample([c for c in DECK if c.suit is s], k)
        out.append(tuple(chosen))
    return out


SETS = four_card_sets(2024, 160)
MODES = [(Form.KITTY, False), (Form.NOKITTY, False), (Form.NOKITTY, True)]


@pytest.mark.parametrize(("form", "returned"), MODES)
def test_reader_never_fails_and_statuses_are_consistent(form, returned):
    for four in SETS:
        for order in itertools.permutations(four):
            r = read_packet(order, form, returned=returned)
            assert {s for s, _ in r.suits} == {c.suit for c in four}
            assert not (r.voids & r.continuing)
            assert r.facts and all(f.ids and f.text for f in r.facts)
            if r.first_choice is not None:
                present = {c.suit for c in four}
                assert r.first_choice not in present
                assert r.second_choice not in present and r.second_choice != r.first_choice
            if r.ace_mark.suit is not None:
                assert order[0].suit is r.ace_mark.suit and order[0].rank <= 6
                assert r.status(r.ace_mark.suit) is not SuitStatus.VOID


@pytest.mark.parametrize(("form", "returned"), MODES)
def test_build_then_read_gives_back_every_message(form, returned):
    for four in SETS:
        for r in all_readings(four, form, returned=returned):
            wish = r.message()
            b = build_packet(four, wish, form, returned=returned, allow_unconventional=True)
            assert r.cards in b.orders
            for o in b.orders:
                assert wish.matches(read_packet(o, form, returned=returned))
            strict = build_packet(four, wish, form, returned=returned)
            assert (r.cards in strict.orders) is r.conventional
            if not strict.possible:
                assert strict.reasons


def wishes(four: tuple[Card, ...], rng: random.Random, k: int) -> list[PacketWish]:
    present = sorted({c.suit for c in four})
    out = []
    for _ in range(k):
        values: dict[str, object] = {}
        if rng.random() < 0.5:
            values["voids"] = frozenset(s for s in present if rng.random() < 0.5)
        if rng.random() < 0.3:
            values["keeps"] = frozenset(s for s in present if rng.random() < 0.5)
        if rng.random() < 0.5:
            values["misere"] = rng.random() < 0.5
        if rng.random() < 0.4:
            values["first"] = rng.choice(list(Suit))
        if rng.random() < 0.2:
            values["second"] = rng.choice(list(Suit))
        if rng.random() < 0.1:
            values["unwanted"] = rng.choice(list(Suit))
        if rng.random() < 0.4:
            values["ace_mark"] = rng.choice(
                [NO_ACE_MARK, AceMark(rng.choice(list(Suit))), AceMark(rng.choice(present), True)]
            )
        out.append(PacketWish(**values))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize(("form", "returned"), MODES)
def test_builder_cannot_is_right_and_can_is_complete(form, returned):
    rng = random.Random(7)
    for four in SETS:
        readings = [r for r in all_readings(four, form, returned=returned) if r.conventional]
        for wish in wishes(four, rng, 12):
            b = build_packet(four, wish, form, returned=returned)
            matching = {r.cards for r in readings if wish.matches(r)}
            assert set(b.orders) == matching
            if not b.possible:
                assert b.reasons
                for reason in b.reasons:
                    assert reason.ids and reason.text.endswith(")")


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(52)), st.sampled_from(MODES))
def test_reader_property_random_packets(perm, mode):
    form, returned = mode
    order = [DECK[i] for i in perm[:4]]
    r = read_packet(order, form, returned=returned)
    msg = r.message()
    assert msg.matches(r)
    assert (r.conventional and r.shape.value) or not r.conventional
