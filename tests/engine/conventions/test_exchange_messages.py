"""The packet choices' reasons are messages (issue 19): what a bot sends as its packet, its
no-kitty return or its one card to each player, and what a packet says in words, are
``engine.messages.Msg`` all the way down, so the site can show them in the learner's language.
No English may hide in a plain-string parameter: the plain strings inside are cards, suit
symbols, numbers and convention ids only."""

from __future__ import annotations

import random
import re

from engine.cards import Card, CardSet, Rank, Suit
from engine.conventions.exchange import (
    ContractKind,
    PacketPlan,
    distribution_options,
    packet_options,
    return_options,
)
from engine.conventions.packets import PacketWish
from engine.messages import Msg
from engine.rules import Form

from .test_suggestion_messages import leaves

WORD = re.compile(r"[A-Za-z]{3,}")
DECK = [Card(s, r) for s in Suit for r in Rank]


def plain_english(msg: object) -> list[object]:
    """The plain-string parameters of ``msg`` that hold a word (nothing should)."""
    assert isinstance(msg, Msg), msg
    return [leaf for leaf in leaves(msg) if isinstance(leaf, str) and WORD.search(leaf)]


def test_every_packet_return_and_gift_reason_is_a_message():
    rng = random.Random(19)
    ids: set[str] = set()
    suits = list(Suit)
    for n in range(200):
        form = Form.KITTY if n % 2 else Form.NOKITTY
        hand = CardSet(rng.sample(DECK, 16 if form is Form.KITTY else 13))
        kind = rng.choice(list(ContractKind))
        plan = PacketPlan(
            kind,
            rng.choice(suits),
            rng.choice([None, *suits]),
            rng.random() < 0.5,
            frozenset(rng.sample(suits, rng.randint(0, 2))),
            frozenset(rng.sample(suits, rng.randint(0, 2))),
        )
        texts = [c.text for c in packet_options(hand, form, plan)]
        seventeen = rng.sample(DECK, 17)
        texts += [c.text for c in return_options(CardSet(seventeen), seventeen[:4])]
        sixteen = CardSet(rng.sample(DECK, 16))
        received = tuple(rng.sample(list(sixteen), 4)) if n % 3 else ()
        trump = rng.choice(suits) if kind is ContractKind.TRUMPS else None
        gifts = distribution_options(sixteen, n % 4, kind, trump, received)
        texts += [g.text for g in gifts]
        for text in texts:
            assert plain_english(text) == [], text
            ids.add(text.id)
            ids.update(p.id for p in leaves_msgs(text))
    # The reasons come from all over the module, not from one fallback.
    assert len({i for i in ids if i.startswith("px.")}) >= 30, sorted(ids)


def leaves_msgs(msg: Msg) -> list[Msg]:
    out: list[Msg] = []
    for value in msg.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Msg):
                out += [item, *leaves_msgs(item)]
    return out


def test_a_wish_in_words_is_a_message():
    wish = PacketWish.parse("voids=♠♦ keeps=♣ misere=no first=♥ ace=♣A")
    words = wish.words()
    assert (
        words == "void in ♠ and ♦, still holding ♣, no misère, first choice ♥, an ace mark for ♣A"
    )
    assert plain_english(words) == []
    assert PacketWish().words() == ""  # nothing asked: empty, so "or" can replace it
