"""The bid suggestions' reasons are messages (issue 19): every CallSuggestion text is an
``engine.messages.Msg`` all the way down, so the site can show it in the learner's language.
No English may hide in a plain-string parameter (an f-string left over): the plain strings
inside a suggestion are cards, suit symbols, bids and convention ids only."""

from __future__ import annotations

import random
import re

from engine.actions import Bid, Pass
from engine.conventions.suggest import conventional_calls
from engine.deal import Deal
from engine.messages import ENGLISH, Msg
from engine.rules import Form
from engine.trick_taking import Phase

WORD = re.compile(r"[A-Za-z]{3,}")


def leaves(msg: Msg) -> list[object]:
    """The parameters of ``msg`` and its nested messages that are not messages."""
    out: list[object] = []
    for value in msg.params.values():
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            out.extend(leaves(item) if isinstance(item, Msg) else [item])
    return out


def test_every_suggestion_text_is_a_message_over_random_auctions():
    rng = random.Random(19)
    seen: set[str] = set()
    checked = 0
    for n in range(300):
        form = Form.NOKITTY if n % 3 == 0 else Form.KITTY
        deal = Deal.from_seed(form, n % 4, "suggestion-messages", n)
        wander = rng.random() * 0.3
        while deal.phase is Phase.AUCTION:
            seat = deal.to_act
            assert seat is not None
            suggestions = conventional_calls(deal.hand(seat), form, deal.calls, seat, deal.dealer)
            for s in suggestions:
                assert isinstance(s.text, Msg), s.text
                assert s.text.id in ("fact", "fact.call"), s.text.id
                body = s.text.params["body"]
                assert isinstance(body, Msg) and body.id in ENGLISH, s.text
                seen.add(body.id)
                for leaf in leaves(s.text):
                    assert not (isinstance(leaf, str) and WORD.search(leaf)), (leaf, s.text)
                checked += 1
            roll = rng.random()
            if roll < wander:
                legal = [a for a in deal.legal_actions() if isinstance(a, (Pass, Bid))]
                call = rng.choice(legal[:6])
            elif roll < wander + 0.15:
                call = rng.choice(suggestions).call
            else:
                call = suggestions[0].call
            deal.apply(call, seat)
    assert checked > 3000
    # Many kinds of reason came up, not only a few passes.
    assert len(seen) >= 60, sorted(seen)


def test_a_reason_that_starts_with_the_call_is_not_labelled_twice():
    # "passing lets the opponents play…" is a pass's reason as it is, in every language.
    for n in range(400):
        deal = Deal.from_seed(Form.KITTY, n % 4, "suggestion-label", n)
        while deal.phase is Phase.AUCTION:
            seat = deal.to_act
            assert seat is not None
            suggestions = conventional_calls(
                deal.hand(seat), Form.KITTY, deal.calls, seat, deal.dealer
            )
            for s in suggestions:
                if s.text.startswith("passing"):
                    assert s.text.id == "fact"
                    return
            deal.apply(suggestions[0].call, seat)
    raise AssertionError("no pass reason starting with 'passing' came up")
