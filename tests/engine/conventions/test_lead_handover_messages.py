"""The opening leads' and the one-card hand-overs' reasons are messages (issue 19), so the
lead and hand-over drills' explanations and the deal review's departures can be shown in the
learner's language; no English hides in a plain-string parameter."""

from __future__ import annotations

import random

from engine.actions import Bid, Denomination
from engine.cards import Card, CardSet, Rank, Suit
from engine.conventions.handovers import allpass_handover, bolshevik_gifts, defenders_handover
from engine.conventions.leads import LeadKind, LeadSituation, opening_leads

from .test_exchange_messages import plain_english

DECK = [Card(s, r) for s in Suit for r in Rank]


def situations(n: int, seed: int):
    """Random hands with every lead kind, cards received and handed over, doubles."""
    rng = random.Random(seed)
    suits = list(Suit)
    for _ in range(n):
        hand = CardSet(rng.sample(DECK, rng.choice([12, 13, 16])))
        others = [c for c in DECK if c not in hand]
        kind = rng.choice(list(LeadKind))
        trumps = kind in (LeadKind.TRUMPS_KITTY, LeadKind.TRUMPS_NOKITTY)
        sit = LeadSituation(
            kind,
            rng.choice(suits) if trumps else None,
            rng.choice([None, rng.choice(list(hand)), rng.choice(others)]),
            rng.choice([None, rng.choice(others)]),
            rng.random() < 0.5,
            rng.random() < 0.3,
            rng.random() < 0.3,
            rng.random() < 0.2,
            frozenset(rng.sample(suits, rng.randint(0, 2))),
            rng.choice([None, rng.choice(list(hand))]),
        )
        denomination = rng.choice(list(Denomination))
        yield rng, hand, others, sit, Bid(rng.randint(5, 7), denomination)


def texts(n: int, seed: int) -> list[object]:
    out: list[object] = []
    for rng, hand, others, sit, contract in situations(n, seed):
        received = rng.choice([None, rng.choice(others)])
        out += [c.text for c in opening_leads(hand, sit)]
        out += [
            c.text for c in defenders_handover(hand, contract, received, [sit.trump or Suit(0)])
        ]
        out += [c.text for c in allpass_handover(hand, received, rng.random() < 0.3)]
        out += [g.text for g in bolshevik_gifts(hand, rng.randrange(4))]
    return out


def test_every_lead_and_handover_reason_is_a_message():
    ids: set[str] = set()
    for text in texts(600, 19):
        assert plain_english(text) == [], text
        ids.add(text.params["body"].id if text.id == "fact.call" else text.id)  # type: ignore[attr-defined]
    assert len({i for i in ids if i.startswith("ld.")}) >= 20, sorted(ids)
    assert len({i for i in ids if i.startswith("ho.")}) >= 10, sorted(ids)
