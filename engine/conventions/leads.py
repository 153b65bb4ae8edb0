"""Opening leads (C-7): the conventional first card for the defender on the declarer's left,
the all-pass misère leader (the dealer's left) and the Bolshevik's stalker.

:func:`opening_leads` returns every conventional lead, the preferred one first, each with its
C-ids. Interpretations (``INTERPRETATIONS.md``):

- IC-31 *Touching honours*: two honours next to each other in rank (A K, K Q, Q J, J 10);
  the higher is led. A *long suit* has four or more cards.
- IC-32 Trumps (C-7.1): with a side card received from partner, that card is led unless it
  lies in a suit of two cards or fewer that the main players bid. When partner doubled, the
  lowest card of the suit partner handed over is led (partner is void there and ruffs).
- IC-33 A "high card of the suit received" (C-7.3) is this hand's highest card of that suit;
  a "low card of the 2-spot suit" (C-7.6) is its second-lowest, keeping the 2 for later.
- IC-34 All-pass (C-7.4): "aces or a poor hand" means an ace in a suit shorter than five, or
  a hand that is not even a five-misère hand (IC-13); then the suit this hand handed over
  is led with a middling card, or, when that suit is gone, a middling card of another suit.
- IC-35 No-kitty trumps (C-7.5): a *weak short suit of middling cards* is a two- or
  three-card side suit without A, K or Q; an ace is never led unless the king is beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..actions import Bid
from ..cards import Card, CardSet, Rank, Suit
from ..rules import Form
from .handeval import MisereFit, evaluate
from .handovers import CardChoice, _asc, _Choices, middling, shortest_suits


class LeadKind(Enum):
    TRUMPS_KITTY = "trumps (kitty game)"
    GRAND = "grand"
    MISERE = "misère"
    ALLPASS = "all-pass misère"
    TRUMPS_NOKITTY = "trumps (no-kitty game)"
    BOLSHEVIK = "Bolshevik (stalker)"


@dataclass(frozen=True)
class LeadSituation:
    """What the opening leader knows besides its hand.

    - ``received``: the card partner handed over (defenders' exchange, all-pass misère).
    - ``handed_over``: the card this hand handed over.
    - ``exchange``: the defenders exchanged cards (misère: C-7.3 has two cases).
    - ``partner_doubled`` / ``leader_doubled``: who doubled.
    - ``suspect_ruff``: the bidding and packets suggest a cross-ruff or tail-ruff (C-7.1).
    - ``main_side_suits``: suits the main players bid besides trumps.
    """

    kind: LeadKind
    trump: Suit | None = None
    received: Card | None = None
    handed_over: Card | None = None
    exchange: bool = False
    partner_doubled: bool = False
    leader_doubled: bool = False
    suspect_ruff: bool = False
    main_side_suits: frozenset[Suit] = frozenset()

    @classmethod
    def for_contract(
        cls,
        contract: Bid,
        form: Form,
        received: Card | None = None,
        **kw: object,
    ) -> LeadSituation:
        """The situation for a bid contract (misère with an exchange when a card was
        received)."""
        d = contract.denomination
        if form is Form.BOLSHEVIK:
            kind = LeadKind.BOLSHEVIK
        elif d.is_misere:
            kind = LeadKind.MISERE
        elif d.suit is None:
            kind = LeadKind.GRAND
        elif form is Form.NOKITTY:
            kind = LeadKind.TRUMPS_NOKITTY
        else:
            kind = LeadKind.TRUMPS_KITTY
        exchange = bool(kw.pop("exchange", received is not None))
        return cls(kind, d.suit, received, exchange=exchange, **kw)  # type: ignore[arg-type]


_TOUCHING = (
    (Rank.ACE, Rank.KING),
    (Rank.KING, Rank.QUEEN),
    (Rank.QUEEN, Rank.JACK),
    (Rank.JACK, Rank.TEN),
)


def touching_honours(hand: CardSet, suit: Suit) -> Card | None:
    """IC-31: the higher of the highest pair of touching honours in ``suit``."""
    ranks = set(hand.ranks(suit))
    for hi, lo in _TOUCHING:
        if hi in ranks and lo in ranks:
            return Card(suit, hi)
    return None


def second_highest(hand: CardSet, suit: Suit) -> Card | None:
    cards = _asc(hand, suit)
    return cards[-2] if len(cards) >= 2 else (cards[0] if cards else None)


def _longest(hand: CardSet, exclude: Sequence[Suit] = ()) -> list[Suit]:
    suits = [s for s in Suit if s not in exclude and hand.length(s) > 0]
    return sorted(suits, key=lambda s: (-hand.length(s), -s))


def opening_leads(hand: CardSet, situation: LeadSituation) -> list[CardChoice]:
    """Every conventional opening lead for ``hand``, the preferred one first. Never empty."""
    if not hand:
        raise ValueError("an empty hand cannot lead")
    ch = _Choices()
    k = situation.kind
    if k is LeadKind.TRUMPS_KITTY:
        _trumps_kitty(hand, situation, ch)
    elif k is LeadKind.GRAND:
        _grand(hand, ch)
    elif k is LeadKind.MISERE:
        _misere(hand, situation, ch)
    elif k is LeadKind.ALLPASS:
        _allpass(hand, situation, ch)
    elif k is LeadKind.TRUMPS_NOKITTY:
        _trumps_nokitty(hand, situation, ch)
    else:
        _bolshevik(hand, situation, ch)
    if not ch.items:
        s = _longest(hand)[0]
        ch.add(
            _asc(hand, s)[0],
            True,
            "no lead convention applies; a low card of the longest suit",
            "C-7",
        )
    return ch.result()


def _touching_and_second(
    hand: CardSet, ch: _Choices, exclude: Sequence[Suit], ids: tuple[str, ...], long_only: bool
) -> None:
    touching = []
    for s in _longest(hand, exclude):
        t = touching_honours(hand, s)
        if t is not None and (not long_only or hand.length(s) >= 4):
            touching.append(t)
    for t in touching:
        ch.add(t, True, f"the higher of two touching honours in {t.suit.symbol}", *ids, "IC-31")
    longest = _longest(hand, exclude)
    if longest:
        s = longest[0]
        sh = second_highest(hand, s)
        ch.add(sh, True, f"the second-highest card of the longest suit, {s.symbol}", *ids)


def _trumps_kitty(hand: CardSet, sit: LeadSituation, ch: _Choices) -> None:
    t = sit.trump
    got = sit.received
    if sit.partner_doubled and got is not None and got.suit is not t:
        cards = _asc(hand, got.suit)
        if cards:
            ch.add(
                cards[0],
                True,
                f"partner doubled: lead the suit partner handed over, {got.suit.symbol}, which "
                f"partner can ruff",
                "C-7.1",
                "IC-32",
            )
            for c in cards[1:]:
                ch.add(c, False, "another card of the suit partner handed over", "C-7.1")
    if sit.suspect_ruff and t is not None and hand.length(t) > 0:
        ch.add(
            _asc(hand, t)[0],
            True,
            "a cross-ruff or tail-ruff is coming: a low trump cuts it down",
            "C-7.1",
        )
    if got is not None and got.suit is not t and got in hand:
        short_side = got.suit in sit.main_side_suits and hand.length(got.suit) <= 2
        ch.add(
            got,
            not short_side,
            "the side card partner handed over"
            + (
                " (kept back here: a short suit the main players bid)"
                if short_side
                else ", leading partner's strength"
            ),
            "C-7.1",
            "IC-32",
        )
    _touching_and_second(hand, ch, (t,) if t is not None else (), ("C-7.1",), long_only=False)


def _grand(hand: CardSet, ch: _Choices) -> None:
    _touching_and_second(hand, ch, (), ("C-7.2",), long_only=True)


def _two_suits(hand: CardSet) -> list[Suit]:
    """Suits holding the 2, longest first."""
    return [s for s in _longest(hand) if Card(s, Rank.TWO) in hand]


def _misere(hand: CardSet, sit: LeadSituation, ch: _Choices) -> None:
    got = sit.received
    if sit.leader_doubled:
        for s in _two_suits(hand):
            mid = middling(_asc(hand, s))
            if mid is not None:
                ch.add(
                    mid,
                    True,
                    f"this hand doubled: a middling card of the 2-spot suit {s.symbol} tells "
                    f"partner to shed that suit",
                    "C-7.3",
                    "C-8.2",
                    "IC-28",
                )
    if sit.exchange and got is not None and hand.length(got.suit) > 0:
        cards = _asc(hand, got.suit)
        if cards:
            ch.add(
                cards[-1],
                True,
                f"a high card of the suit partner handed over ({got.suit.symbol}, partner's "
                f"short suit), a low one to follow",
                "C-7.3",
                "IC-33",
            )
            if len(cards) >= 3:
                ch.add(cards[-2], False, "another high card of partner's short suit", "C-7.3")
        return
    twos = _two_suits(hand)
    for s in twos:
        cards = _asc(hand, s)
        if len(cards) >= 2:
            ch.add(
                cards[1],
                True,
                f"holding the {s.symbol}2: the second-lowest card of that suit",
                "C-7.3",
            )
    if not twos:
        s = shortest_suits(hand)[0]
        ch.add(
            _asc(hand, s)[0],
            True,
            f"no 2-spot: the lowest card of the shortest suit, {s.symbol}",
            "C-7.3",
            "IC-27",
        )


def _allpass(hand: CardSet, sit: LeadSituation, ch: _Choices) -> None:
    got = sit.received
    h = evaluate(hand)
    exposed = [s for s in h.ace_suits if hand.length(s) < 5]
    help_me = bool(exposed) or h.misere is MisereFit.NONE
    mine = sit.handed_over
    if help_me:
        why = "aces in short suits" if exposed else "a poor misère hand"
        if mine is not None and hand.length(mine.suit) > 0:
            cards = _asc(hand, mine.suit)
            card = middling(cards) or cards[-1]
            ch.add(
                card,
                True,
                f"with {why}, lead the suit this hand handed over ({mine.suit.symbol}) to ask for "
                f"help",
                "C-7.4",
                "IC-34",
            )
        else:
            for s in _longest(hand, (got.suit,) if got is not None else ()):
                mid = middling(_asc(hand, s))
                if mid is not None:
                    ch.add(
                        mid,
                        True,
                        f"with {why} and the short suit already gone, a middling card of "
                        f"another suit ({s.symbol}) asks for help",
                        "C-7.4",
                        "IC-34",
                    )
                    break
    if got is not None and hand.length(got.suit) > 0:
        cards = _asc(hand, got.suit)
        king = Card(got.suit, Rank.KING)
        if king in hand:
            ch.add(
                king,
                True,
                f"the king of partner's shortest suit ({got.suit.symbol}), to win and lead it "
                f"again",
                "C-7.4",
            )
        mid = middling(cards)
        middles = [mid] + [c for c in cards[1:-1] if c is not mid] if mid is not None else []
        for c in middles:
            ch.add(
                c,
                True,
                f"a middling card of partner's shortest suit ({got.suit.symbol}), the suit partner "
                f"handed over",
                "C-7.4",
                "IC-28",
            )
        if len(cards) < 3:
            ch.add(
                cards[-1],
                True,
                f"the higher card of partner's shortest suit ({got.suit.symbol})",
                "C-7.4",
            )


def _trumps_nokitty(hand: CardSet, sit: LeadSituation, ch: _Choices) -> None:
    t = sit.trump

    def allowed(c: Card) -> bool:
        cards = _asc(hand, c.suit)
        if c.is_ace and Card(c.suit, Rank.KING) not in hand:
            return False  # never an ace without the king beside it
        weak_short = 2 <= len(cards) <= 3 and not any(
            x.rank in (Rank.ACE, Rank.KING, Rank.QUEEN) for x in cards
        )
        return not weak_short

    side = [s for s in Suit if s is not t and hand.length(s) > 0]
    for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
        tc = touching_honours(hand, s)
        if tc is not None and allowed(tc):
            ch.add(tc, True, f"the higher of two touching honours in {s.symbol}", "C-7.5", "IC-31")
    for s in side:
        cards = _asc(hand, s)
        if len(cards) == 1 and allowed(cards[0]):
            ch.add(cards[0], True, f"a singleton {s.symbol}, hoping to ruff its return", "C-7.5")
    for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
        cards = _asc(hand, s)
        if len(cards) >= 4:
            mid = middling(cards)
            if mid is not None and allowed(mid):
                ch.add(mid, True, f"a middling card of the long suit {s.symbol}", "C-7.5", "IC-28")
    if not ch.items:
        for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
            for c in _asc(hand, s):
                if allowed(c):
                    ch.add(
                        c, True, "nothing better: a card the rules do not forbid", "C-7.5", "IC-35"
                    )
                    return


def _bolshevik(hand: CardSet, sit: LeadSituation, ch: _Choices) -> None:
    twos = _two_suits(hand)
    for s in twos:
        cards = _asc(hand, s)
        if len(cards) >= 2:
            if sit.leader_doubled:
                ch.add(
                    cards[1],
                    True,
                    f"the stalker doubled: a low {s.symbol} from the 2-spot suit, so the others "
                    f"shed it and the 2 can be led later",
                    "C-7.6",
                    "IC-33",
                )
            else:
                ch.add(
                    cards[1],
                    True,
                    f"the second-lowest card of {s.symbol}, the suit holding the 2",
                    "C-7.6",
                )
    if not twos or not ch.items:
        s = shortest_suits(hand)[0]
        ch.add(
            _asc(hand, s)[0],
            True,
            f"no 2-spot to lead from: the lowest card of the shortest suit, {s.symbol}",
            "C-7.6",
            "IC-27",
        )


__all__ = ["LeadKind", "LeadSituation", "opening_leads", "second_highest", "touching_honours"]
