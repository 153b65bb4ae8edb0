"""Our text outside the lessons is in our own words too: no run of ten words may come from the
source documents. The lessons' originality check, applied to every explanation the engine
generates, to the engine's docstrings and notes, and to the rules reference in docs/."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

import engine.conventions as conventions_pkg
from engine.actions import parse_bid
from engine.cards import CardSet, Suit
from engine.conventions import (
    ContractKind,
    LeadKind,
    LeadSituation,
    PacketPlan,
    PacketWish,
    allpass_handover,
    bolshevik_gifts,
    build_packet,
    conventional_calls,
    defenders_handover,
    distribution_options,
    explain_call,
    opening_leads,
    packet_options,
    read_packet,
    return_options,
)
from engine.deal import Deal
from engine.rules import Form
from engine.trick_taking import Phase
from lessons.content.originality import Checker, seed_texts
from tests.engine.conventions.test_packet_building import SETS


@pytest.fixture(scope="module")
def checker() -> Checker:
    return Checker(seed_texts() or None)


def generated_texts() -> set[str]:
    texts: set[str] = set()
    rng = random.Random(11)
    for four in SETS[:60]:
        for order in itertools.permutations(four):
            for form, returned in (
                (Form.KITTY, False),
                (Form.NOKITTY, False),
                (Form.NOKITTY, True),
            ):
                texts.update(f.text for f in read_packet(order, form, returned=returned).facts)
        for text in ("voids=- misere=yes first=♣", "ace=♠AK keeps=♠♥", "first=♠ unwanted=♦"):
            for form in (Form.KITTY, Form.NOKITTY):
                texts.update(
                    f.text for f in build_packet(four, PacketWish.parse(text), form).reasons
                )
    for seed in range(120):
        form = (Form.KITTY, Form.NOKITTY)[seed % 2]
        deal = Deal.from_seed(form, seed % 4, "originality", seed)
        while deal.phase is Phase.AUCTION:
            seat = deal.to_act
            assert seat is not None
            out = conventional_calls(deal.hand(seat), form, list(deal.calls), seat, deal.dealer)
            texts.update(s.text for s in out)
            for s in out:
                texts.add(explain_call(s.call, form, list(deal.calls), seat, deal.dealer).text)
            deal.apply(out[0].call if rng.random() < 0.8 else deal.legal_actions()[0])
    deck = list(CardSet((1 << 52) - 1))
    for _ in range(60):
        hand16 = CardSet(rng.sample(deck, 16))
        hand13 = CardSet(rng.sample(deck, 13))
        t = rng.choice(list(Suit))
        for plan in (
            PacketPlan(ContractKind.TRUMPS, trump=t),
            PacketPlan(ContractKind.TRUMPS, trump=t, partner_bid_trumps_first=False),
            PacketPlan(ContractKind.GRAND, partner_suits=frozenset({t})),
            PacketPlan(ContractKind.MISERE, trump=t),
        ):
            texts.update(c.text for c in packet_options(hand16, Form.KITTY, plan))
            texts.update(c.text for c in packet_options(hand13, Form.NOKITTY, plan))
            texts.update(g.text for g in distribution_options(hand16, 0, plan.kind, plan.trump))
        texts.update(c.text for c in return_options(hand13 | CardSet(), list(hand13)[:4]))
        texts.update(g.text for g in bolshevik_gifts(hand16, 0))
        got = rng.choice([c for c in deck if c not in hand13])
        texts.update(c.text for c in allpass_handover(hand13))
        texts.update(c.text for c in allpass_handover(hand13, received=got))
        for contract in ("5♥", "5M", "5G"):
            texts.update(c.text for c in defenders_handover(hand13, parse_bid(contract)))
            texts.update(c.text for c in defenders_handover(hand13, parse_bid(contract), got))
        for kind in LeadKind:
            sit = LeadSituation(kind, trump=t, received=got, exchange=True, leader_doubled=True)
            texts.update(c.text for c in opening_leads(hand13, sit))
            texts.update(c.text for c in opening_leads(hand13, LeadSituation(kind, trump=t)))
    return texts


def test_generated_explanations_copy_no_ten_word_run(checker):
    texts = generated_texts()
    assert len(texts) > 500
    copied = {run for t in texts for run in checker.copied_runs(t)}
    assert not copied, sorted(copied)[:10]


REPO = Path(conventions_pkg.__file__).resolve().parents[2]


def test_docs_and_docstrings_copy_no_ten_word_run(checker):
    files = [
        *sorted((REPO / "engine").rglob("*.py")),
        *sorted((REPO / "engine").rglob("*.md")),
        *sorted((REPO / "docs").glob("*.md")),
        REPO / "README.md",
    ]
    assert len(files) > 50
    copied = {
        str(f.relative_to(REPO)): runs
        for f in files
        if (runs := checker.copied_runs(f.read_text(encoding="utf-8")))
    }
    assert not copied


def test_generated_explanations_name_each_id_once():
    """Explanations are shown to beginners: plain words first, the ids once at the end."""
    import collections
    import re

    ids = re.compile(r"\b(?:C|IC|I|R|D)-\d+(?:\.\d+)?\b")
    repeated = [
        t
        for t in generated_texts()
        if any(n > 1 for n in collections.Counter(ids.findall(t)).values())
    ]
    assert not repeated, repeated[:5]
