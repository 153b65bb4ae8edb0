"""The vocabulary of the auction conventions: what a call can show (:class:`ShowKind`,
:class:`ShownFact`), a suggested call and a call's meaning, how a side's opening is classified,
and the encouragement (C-4.5) that both the suggesting and the explaining side recognise.

:mod:`engine.conventions.suggest` chooses calls for a hand; :mod:`engine.conventions.explain`
reads a call in an auction the other way round. The interpretations they rely on are the IC-n
notes of ``INTERPRETATIONS.md``:

- IC-15: honour showing (aces, kings; C-4.2, C-4.3) stops at level 4, as in the Handbook's
  own example; from level 5 the side bids the contract (the kitty bid).
- IC-16: the kitty bid (C-4.4) is made in the side's agreed suit (bid by both partners,
  partner's suit that this hand raises, or else partner's opening suit) by the partner of
  its first bidder, once that hand has
  nothing left to show and its partner has passed once; it is bid at the lowest legal level.
- IC-17: an encouragement (C-4.5) is recognised when a bid at level 5 or more (no-kitty: a
  bid one step below a misère) lies one step below a suit or misère the bidder's side has
  already bid, in a denomination the side has not bid; the responder's first answer over an
  opponents' misère pre-empt may ask for any suit. An asking bid is never left as the
  contract: partner complies, or the asking hand bids the suit itself.
- IC-18: after an opponent's misère pre-empt over our 3 of a suit or 3 grand, the
  responder's pass asks the opener for 5♠ (it names ♠ as the responder's best suit), as in
  the Handbook's sequence; the opener's 5♠ is then the kitty bid. After a suit opening the
  opener encourages partner in the opener's own suit.
- IC-19: no-kitty "wants to keep the spades" (C-5.2) means holding the ♠A or ♠K.
- IC-20: in the second round the opener supports partner's suit with four cards including
  an honour (C-3.9's measure); the responder who showed a misfit bids its best suit.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..actions import Action, Bid, Double, Pass, Redouble
from ..cards import Suit
from ..messages import Msg
from ..rules import Form
from ..scoring import bid_words
from .auction import AuctionView
from .facts import Fact, merge_ids
from .handeval import HandEval, count_msg, number_word


class ShowKind(Enum):
    """Machine-usable things a call shows (see :class:`ShownFact`)."""

    NOTHING = "nothing"
    FIRST_ROUND_SUIT = "first-round suit"
    STRONG_SUIT = "strong suit"
    SECOND_ROUND_SUIT = "second-round suit"
    BEST_SUIT = "best suit"
    HIGH_CARDS = "high cards"
    EQUAL_SUITS = "all suits equal"
    RAISE = "support for partner's suit"
    THREE_ACES = "three aces"
    FOUR_ACES = "four aces"
    FOURTH_ACE = "the fourth ace"
    ACE = "ace"
    KING = "king"
    AKQ = "A K Q"
    MISSING_ACE = "the suit of the missing ace"
    ACES_IN_SIDE_SUITS = "aces in every suit the side bid"
    MISERE = "misère hand"
    MISERE_PREEMPT = "misère pre-empt"
    LOW_CARDS = "low cards"
    MISFIT = "void or one spot in partner's suit"
    KITTY_BID = "kitty bid"
    ASKS_KITTY_BID = "asks partner for the kitty bid"
    STRONG_HAND = "strong hand (no-kitty opening)"
    NATURAL_VOID = "natural void"
    KEEPS_SPADES = "wants to keep the spades"
    COMPETITIVE = "competitive bid"
    ALLPASS_HOPELESS = "hopeless for all-pass misère"
    UNCONVENTIONAL = "no conventional meaning"


@dataclass(frozen=True)
class ShownFact:
    kind: ShowKind
    suit: Suit | None = None
    suits: tuple[Suit, ...] = ()
    count: int | None = None
    bid: Bid | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value}
        if self.suit is not None:
            out["suit"] = self.suit.symbol
        if self.suits:
            out["suits"] = [s.symbol for s in self.suits]
        if self.count is not None:
            out["count"] = self.count
        if self.bid is not None:
            out["bid"] = self.bid.notation()
        return out


@dataclass(frozen=True)
class CallSuggestion:
    """One call the conventions accept for a hand; ``preferred`` marks the one to make."""

    call: Action
    preferred: bool
    ids: tuple[str, ...]
    text: str
    shows: tuple[ShownFact, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "call": self.call.notation(),
            "preferred": self.preferred,
            "ids": list(self.ids),
            "text": self.text,
            "shows": [s.to_json() for s in self.shows],
        }


@dataclass(frozen=True)
class CallMeaning:
    """What a call says about the bidder's hand in its auction."""

    call: Action
    facts: tuple[Fact, ...]
    shows: tuple[ShownFact, ...]
    conventional: bool = True

    @property
    def text(self) -> str:
        """The facts' texts; a single fact's text as it is (a message stays a message)."""
        if len(self.facts) == 1:
            return self.facts[0].text
        return " ".join(f.text for f in self.facts)

    @property
    def ids(self) -> tuple[str, ...]:
        return merge_ids(*(f.ids for f in self.facts))

    def to_json(self) -> dict[str, Any]:
        return {
            "call": self.call.notation(),
            "text": self.text,
            "ids": list(self.ids),
            "conventional": self.conventional,
            "shows": [s.to_json() for s in self.shows],
        }


def encouragement_target(before: AuctionView, bid: Bid) -> Bid | None:
    """IC-17: if ``bid`` (by ``before.seat``) is an encouragement, the bid it asks partner to
    make."""
    return before.encouragement_target(bid)


def last_encouragement(view: AuctionView, by: int) -> Bid | None:
    """The target of ``by``'s last call if it was an encouragement bid."""
    return view.asked_by(by)


def preempt_pass_asks_spades(view: AuctionView) -> bool:
    """IC-18 (C-4.5): we opened with high cards (3 of a suit or 3 grand), an opponent
    pre-empted in misère at level 5+, partner (the responder) passed and the other opponent
    passed: partner's pass asks this hand, the opener, for 5♠."""
    return view.pass_asked_spades()


def asking_kitty_bid(form: Form, auction: Sequence[tuple[int, Action]], dealer: int) -> Bid | None:
    """If the highest bid of a (finished) first auction only asked partner for a kitty bid
    (C-4.5, IC-17) and partner never made it, the bid it asked for: the side wants that
    denomination, not the asking one."""
    calls = tuple(auction)
    view = AuctionView(form, dealer, (dealer + len(calls)) % 4, calls)
    last = next(
        (i for i in range(len(calls) - 1, -1, -1) if isinstance(calls[i][1], Bid)),
        None,
    )
    if last is None:
        return None
    bid = calls[last][1]
    assert isinstance(bid, Bid)
    return view.before(last).encouragement_target(bid)


def count_words(n: int, word: str) -> str:
    return f"{number_word(n)} {word}{'' if n == 1 else 's'}"


def suit_words(h: HandEval, s: Suit) -> Msg:
    """``five ♦ (A K J), three honours and two spots`` (a message: its words translate)."""
    e = h[s]
    return Msg(
        "he.suit_words",
        suit=e.describe(),
        honours=count_msg(e.honours, "he.honours"),
        spots=count_msg(e.spots, "he.spots"),
    )


_CALL_WORDS = {Pass: "call.pass", Double: "call.double", Redouble: "call.redouble"}


# Bid words are asked for again and again (every suggestion names its call): keep them.
_bid_words = functools.lru_cache(maxsize=128)(bid_words)


def call_words(call: Action) -> Msg:
    """The call as explanations name it (``3♦``, ``6 misère``, ``pass``), its words
    translatable."""
    if isinstance(call, Bid):
        return _bid_words(call)
    word = _CALL_WORDS.get(type(call))
    return Msg(word) if word is not None else Msg("bid.suit", text=call.notation())


def parse_auction(text: str, dealer: int) -> list[tuple[int, Action]]:
    """``"pass 1♠ pass"`` (calls from the dealer on) as (seat, call) pairs."""
    from ..actions import parse_action

    out: list[tuple[int, Action]] = []
    tokens = text.replace(",", " ").replace("→", " ").replace("/", " ").split()
    merged: list[str] = []
    for t in tokens:
        low = t.lower()
        if merged and low in ("m", "misere", "misère", "grand", "g", "nt") and merged[-1].isdigit():
            merged[-1] = merged[-1] + low
        else:
            merged.append(t)
    for i, t in enumerate(merged):
        call = parse_action(t)
        if not isinstance(call, (Pass, Bid)):
            raise ValueError(f"{t!r} is not a pass or a bid")
        out.append(((dealer + i) % 4, call))
    return out
