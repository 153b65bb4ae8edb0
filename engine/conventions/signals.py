"""The Italian first-discard signal (C-8.1): what a first discard asks partner to lead, and
which cards ask for a suit.

An odd card asks for its own suit. An even card asks for one of the two suits that are
neither the suit led nor the discard's own suit: a high even card for the higher-ranking of
the two, a low even card for the lower (suits ranked ♠ < ♣ < ♦ < ♥). IC-36: the card's
value is its number (J 11, Q 12, K 13, A 14), and an even card is *high* from 8 up. The
Handbook's examples (5, 10, 4) settle neither point, so a reading that rests on them carries
``alternative``, the suit another fair reading gives (the queen or ace asking for its own
suit, as an honour discard often does; a 6 read as high, an 8 as low). Graders should accept
both suits, and :func:`signal_cards` lists such cards when asked to be ``lenient``.

>>> from engine.cards import Card, Suit
>>> [discard_signal(Card.parse(t), Suit.DIAMONDS).suit.symbol for t in ("♣5", "♥10", "♠4")]
['♣', '♣', '♣']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from .facts import Fact, fact

HIGH_EVEN_FROM = Rank.EIGHT
#: Even spots on either side of IC-36's line between low and high (6 and 8).
CONTESTED_EVENS = (Rank.SIX, Rank.EIGHT)


@dataclass(frozen=True)
class SignalReading:
    card: Card
    suit: Suit
    fact: Fact
    alternative: Suit | None = None  # another fair reading's suit (IC-36), when there is one


def discard_signal(card: Card, led: Suit) -> SignalReading:
    """What a first discard ``card`` (on a ``led`` trick) asks partner to lead (C-8.1)."""
    if card.suit is led:
        raise ValueError("a discard is a card of another suit than the one led")
    value = int(card.rank)
    if value % 2:
        odd = Msg("sig.odd", card=str(card), suit=str(card.suit))
        return SignalReading(card, card.suit, fact(odd, "C-8.1"))
    others = sorted(s for s in Suit if s is not led and s is not card.suit)
    high = card.rank >= HIGH_EVEN_FROM
    wanted = others[1] if high else others[0]
    alternative: Suit | None = None
    note = Msg("empty")
    if card.rank in (Rank.QUEEN, Rank.ACE):
        alternative = card.suit
        note = Msg("sig.note_honour", suit=str(card.suit))
    elif card.rank in CONTESTED_EVENS:
        alternative = others[0] if high else others[1]
        note = Msg("sig.note_line", suit=str(alternative))
    even = Msg(
        "sig.even_high" if high else "sig.even_low",
        card=str(card),
        a=str(others[0]),
        b=str(others[1]),
        wanted=str(wanted),
        note=note,
    )
    return SignalReading(card, wanted, fact(even, "C-8.1", "IC-36"), alternative)


def signal_cards(
    hand: CardSet, led: Suit, wanted: Suit, *, lenient: bool = False
) -> list[SignalReading]:
    """The cards of ``hand`` (none of the suit led) whose discard asks for ``wanted``; with
    ``lenient`` also those only another fair reading of IC-36 gives ``wanted``."""
    out = []
    for c in sorted(hand, key=lambda c: (c.suit, c.rank)):
        if c.suit is led:
            continue
        r = discard_signal(c, led)
        if r.suit is wanted or (lenient and r.alternative is wanted):
            out.append(r)
    return out


__all__ = ["SignalReading", "discard_signal", "signal_cards"]
