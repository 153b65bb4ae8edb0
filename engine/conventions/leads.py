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
  a hand with an ace that is not even a five-misère hand (IC-13); then the suit this hand
  handed over is led with a middling card, or, when that suit is gone, a middling card of
  another suit. Where another fair reading (any ace; a five-misère hand as "poor"; a poor
  hand with no ace) would ask for help, that lead is listed with ``open_reading="IC-34"``.
- IC-37 Bolshevik (C-7.6): the stalker does not lead the suit of the card the Bolshevik gave
  it (C-6.5: the lowest card of a suit it is probably emptying); that lead is allowed, not
  preferred. Nor does it lead an ace by the letter of C-7.6 (from A-2, or a lone ace).
- IC-35 No-kitty trumps (C-7.5): a *weak short suit of middling cards* is a two- or
  three-card side suit without A, K or Q; an ace is never led without a high honour (K or
  Q) beside it, and the ace of A-Q is accepted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..actions import Bid
from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from ..rules import Form
from .facts import cards_msg, suits_msg
from .handeval import MisereFit, evaluate
from .handovers import (
    CardChoice,
    CardChoices,
    ascending,
    middling,
    middling_spot,
    shortest_suits,
)


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
    - ``kitty_honours``: suits of the A, K or Q the main players took from the exposed kitty.
    - ``aces_shown``: suits in which the main players showed an ace in the auction (C-4.2).
    - ``kings_shown``: suits in which they showed a king (C-4.3).
    - ``gift``: the card the Bolshevik gave the stalker (R-6.6; C-6.5 says its lowest card of
      a suit, usually one the Bolshevik is emptying).
    - ``dealt``: the card the kitty bidder's partner dealt this hand (R-4.3), from the suit it
      voids (IC-24).
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
    gift: Card | None = None
    kitty_honours: frozenset[Suit] = frozenset()
    aces_shown: frozenset[Suit] = frozenset()
    dealt: Card | None = None
    kings_shown: frozenset[Suit] = frozenset()

    @property
    def dealt_suit(self) -> Suit | None:
        """The suit of the card the kitty bidder's partner dealt this hand, if any."""
        return self.dealt.suit if self.dealt is not None else None

    @property
    def main_strength(self) -> frozenset[Suit]:
        """Suits where the main players are known to be strong: bid, an ace or a king shown
        in the auction (C-4.2, C-4.3), or an honour taken from the kitty (IC-31's tie-break
        between equally long suits)."""
        return self.main_side_suits | self.kitty_honours | self.aces_shown | self.kings_shown

    def strength_signs(self, suit: Suit) -> int:
        """How many of those signs of strength ``suit`` shows (0 to 4)."""
        signs = (self.main_side_suits, self.kitty_honours, self.aces_shown, self.kings_shown)
        return sum(suit in x for x in signs)

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
    cards = ascending(hand, suit)
    return cards[-2] if len(cards) >= 2 else (cards[0] if cards else None)


def _longest(hand: CardSet, exclude: Sequence[Suit] = ()) -> list[Suit]:
    suits = [s for s in Suit if s not in exclude and hand.length(s) > 0]
    return sorted(suits, key=lambda s: (-hand.length(s), -s))


def opening_leads(hand: CardSet, situation: LeadSituation) -> list[CardChoice]:
    """Every conventional opening lead for ``hand``, the preferred one first. Never empty."""
    if not hand:
        raise ValueError("an empty hand cannot lead")
    ch = CardChoices()
    k = situation.kind
    if k is LeadKind.TRUMPS_KITTY:
        _trumps_kitty(hand, situation, ch)
    elif k is LeadKind.GRAND:
        _grand(hand, situation, ch)
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
            ascending(hand, s)[0],
            True,
            Msg("ld.none"),
            "C-7",
        )
    return ch.result()


def _touching_and_second(
    hand: CardSet,
    ch: CardChoices,
    exclude: Sequence[Suit],
    ids: tuple[str, ...],
    long_only: bool,
    signs: Callable[[Suit], int] = lambda s: 0,
) -> None:
    touching = []
    for s in _longest(hand, exclude):
        t = touching_honours(hand, s)
        if t is not None and (not long_only or hand.length(s) >= 4):
            touching.append(t)
    # Between suits of the same length the stronger sequence leads (♠K from K-Q before ♥J
    # from J-10): it sets up tricks sooner and gives less away. Suit rank only breaks a tie.
    touching.sort(key=lambda c: (-hand.length(c.suit), -c.rank, -c.suit))
    for i, t in enumerate(touching):
        # A later sequence in a suit the main players are strong in says so, as the
        # second-highest card's reason does (review round 63, lead 1-r63g11: ♣J of ♣J1076
        # beside the ♣K and ♣Q the declarer took from the kitty).
        key = "ld.touching_bid" if i and signs(t.suit) else "ld.touching"
        ch.add(t, True, Msg(key, suit=t.suit.symbol), *ids, "IC-31")
    # Between equally long suits the convention leaves the choice: each is accepted, one where
    # the main players showed no strength named first (IC-31: the lead runs into no suit of
    # theirs), then the higher-ranking.
    longest = _longest(hand, exclude)
    tied = [s for s in longest if hand.length(s) == hand.length(longest[0])]
    # ...and among suits where they did, the one with fewer signs of it (review of fresh
    # drills, lead 1-r27w2: ♥J was preferred to ♦9, the kitty's ♦K ♦10 beside the ♦ bid,
    # but its reason said it "runs into their strength").
    tied.sort(key=signs)
    # (Only while the first tied suit's card is the preferred answer: after a touching honour
    # or partner's card comes first, the tied cards are plain alternatives; review round 71,
    # lead 1-r71r14: ♣Q, the lower of ♣KQ, got full credit beside the preferred ♣K.)
    first_preferred = not any(it[1] for it in ch.items)
    for i, s in enumerate(tied):
        # A suit with as many signs as the first is as good a lead, suit rank alone
        # deciding, and the reasons say so (review round 70, lead 1-r70s13: ♠ and ♣ each had
        # only the ace South's 2 grand showed, and ♠J was "into their strength" at half
        # credit while ♣10's reason spoke of "less than in the other").
        same = [t for t in tied if t is not s and signs(t) == signs(s)]
        more = [t for t in tied if signs(t) > signs(s)]
        reading: str | None = None
        if len(tied) == 1:
            # "side suit" beside trumps: the trumps may be longer (review round 68, lead
            # 1-r68w15: "the longest suit, ♦" beside ♥KQJ86 at 5♥).
            words = Msg("ld.second_highest_side" if exclude else "ld.second_highest", suit=s.symbol)
        elif not signs(s) or (same and not first_preferred):
            words = Msg("ld.second_highest_tied", suit=s.symbol)
            if i and first_preferred and not signs(tied[0]):
                # No sign in either suit is "as many signs" too (review round 76, lead
                # 1-r76x12: ♦5 of ♦A52 had half credit beside ♥Q of ♥AQ6).
                reading = "IC-31"
        elif i == 0 and same:
            words = Msg("ld.second_highest_same_first", suit=s.symbol, other=suits_msg(same))
        elif i == 0 and more:
            words = Msg("ld.second_highest_less", suit=s.symbol, other=suits_msg(more))
        elif signs(s) == signs(tied[0]):
            words = Msg("ld.second_highest_same", suit=s.symbol, other=tied[0].symbol)
            reading = "IC-31"
        else:
            words = Msg("ld.second_highest_bid", suit=s.symbol)
        ch.add(second_highest(hand, s), True, words, *ids, open_reading=reading)


def _touching(hand: CardSet, card: Card) -> list[Card]:
    """The cards of ``hand`` in an unbroken run of ranks with ``card`` (itself left out)."""
    out: list[Card] = []
    for step in (1, -1):
        r = int(card.rank) + step
        while int(Rank.TWO) <= r <= int(Rank.ACE) and Card(card.suit, Rank(r)) in hand:
            out.append(Card(card.suit, Rank(r)))
            r += step
    return sorted(out, key=lambda c: c.rank)


def _trumps_kitty(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    t = sit.trump
    got = sit.received
    if sit.partner_doubled and got is not None and got.suit is not t:
        cards = ascending(hand, got.suit)
        if cards:
            ch.add(
                cards[0],
                True,
                Msg("ld.partner_doubled", suit=got.suit.symbol),
                "C-7.1",
                "IC-32",
            )
            # With the ace and king of that suit the top of the run cashes before partner
            # ruffs: the Handbook's higher of touching honours, as good a card (review round
            # 58, double 2-r58n12: ♦A of ♦AKQ1063 had half credit beside the ♦3).
            # So does the ace partner handed over itself (review round 61, double 2-r61j15:
            # ♣A from partner's ♣A7 had half credit; the ♣3 gave the opener a cheap trick).
            top = touching_honours(hand, got.suit)
            ace = Card(got.suit, Rank.ACE)
            # So does this hand's own ace there, a sure trick before partner's ruff (review
            # round 70, double 2-r70t11, 2-r70t13: ♣A of ♣AQJ10986 had half credit while the
            # ♣Q under it had full).
            # (Not where the kitty bidder's partner dealt this hand a card of that suit: it
            # is likely void there and ruffs the ace; review round 73, double 2-r73n10.)
            held = ace in hand and len(cards) > 1
            if (top is not None and top.is_ace) or (
                held and (got == ace or sit.dealt_suit is not got.suit)
            ):
                words = (
                    Msg("ld.partner_doubled_top", suit=got.suit.symbol)
                    if top is not None and top.is_ace
                    else Msg("ld.partner_doubled_ace", card=str(ace))
                    if got == ace
                    else Msg("ld.partner_doubled_own_ace", card=str(ace))
                )
                ch.add(ace, False, words, "C-7.1", "IC-31", open_reading="IC-31")
            elif (
                top is not None and top.rank > cards[0].rank + 1 and sit.dealt_suit is not got.suit
            ):
                # So does the king of K-Q (or the queen of Q-J) above the low card: it drives
                # out a higher card where the spot gives declarer a cheap trick (review round
                # 69, double 2-r69u16: ♣K of ♣KQ109 had half credit beside the ♣9).
                # (Not in the suit the kitty bidder's partner dealt this hand a card of, as
                # for the ace: that hand ruffs, and nothing is driven out; review round 74,
                # double 2-r74x15: ♠Q of ♠QJ875 had full credit after East's ♠5.)
                words = Msg("ld.side_top_force", suit=got.suit.symbol)
                ch.add(top, False, words, "C-7.1", "IC-31", open_reading="IC-31")
            # Spots touching the low card play exactly as it does: the same credit (IC-28;
            # review round 81, double 2-r81y0: ♦3 beside ♦2 of ♦KQ109832 had half).
            same = {c for c in _touching(hand, cards[0]) if c.rank.is_spot}
            for c in cards[1:]:
                even = "IC-28" if c in same else None
                ch.add(c, False, Msg("ld.another_handed"), "C-7.1", open_reading=even)
            return  # the Handbook: after partner's double the lead *must* be in that suit
    if sit.suspect_ruff and t is not None and hand.length(t) > 0:
        trumps = ascending(hand, t)
        ch.add(trumps[0], True, Msg("ld.low_trump"), "C-7.1")
        # The Handbook asks for "a low trump": the next spot is one too (the lowest first,
        # as it keeps the higher one above the trumps still out).
        if len(trumps) > 1 and trumps[1].rank <= Rank.NINE:
            ch.add(trumps[1], False, Msg("ld.low_trump"), "C-7.1")
            # So do the spots touching it, which play just as it does (review round 60, lead
            # 1-r60k11: ♥7 beside ♥6 of ♥Q108763 got nothing).
            for c in _touching(hand, trumps[1]):
                if c.rank > trumps[1].rank and c.rank <= Rank.NINE:
                    ch.add(c, False, Msg("ld.low_trump"), "C-7.1")
    if got is not None and got.suit is not t and got in hand:
        short_side = got.suit in sit.main_side_suits and hand.length(got.suit) <= 2
        # C-6.1: a side card comes back for this hand's trump, as the top of partner's
        # shortest suit: a ruff to come, not partner's strength.
        gave_trump = sit.handed_over is not None and sit.handed_over.suit is t
        how = "ld.side_kept" if short_side else "ld.side_lead" if gave_trump else "empty"
        # Cards touching it in this hand play exactly the same (allowed); the top of a run of
        # touching honours above it is the Handbook's honour lead and comes first (review of
        # fresh drills, lead 1-r44c21: ♦Q, not ♦K, of ♦KQJ32 after partner's ♦Q).
        run = _touching(hand, got)
        top = max(run, key=lambda c: c.rank) if run else None
        if top is not None and top.rank > got.rank and got.rank.is_honour and not short_side:
            words = Msg("ld.equal_card_top", card=str(got), how=Msg(how))
            ch.add(top, True, words, "C-7.1", "IC-32", "IC-31")
        # The ace of an A-K run in that suit cashes before partner can ruff: as good a lead
        # as partner's spot, not one to lead under (review round 59, lead 1-r59m10: ♥A of
        # ♥AKJ953 had half credit beside partner's ♥3; IC-31, as after a double).
        cash = touching_honours(hand, got.suit)
        if cash is not None and cash.is_ace and not short_side and got.rank < Rank.QUEEN:
            words = Msg("ld.side_top", suit=got.suit.symbol)
            ch.add(cash, False, words, "C-7.1", "IC-31", open_reading="IC-31")
        elif cash is not None and not short_side and got.rank < cash.rank - 1:
            # So is the king of K-Q (or the queen of Q-J) above partner's spot: the Handbook
            # leads "a card in this suit" and, from touching honours, the higher; a spot under
            # them lets declarer win cheaply (review round 69, lead 1-r69v12: ♠K of ♠KQJ8 had
            # half credit beside partner's ♠8, with ♠10 ♠7 ♠3 in declarer's kitty).
            words = Msg("ld.side_top_force", suit=got.suit.symbol)
            ch.add(cash, False, words, "C-7.1", "IC-31", open_reading="IC-31")
        ch.add(
            got,
            not short_side,
            Msg("ld.side_card", how=Msg(how)),
            "C-7.1",
            "IC-32",
        )
        for c in run:
            ch.add(c, False, Msg("ld.equal_card", card=str(got)), "C-7.1", "IC-32")
    excl = (t,) if t is not None else ()
    _touching_and_second(hand, ch, excl, ("C-7.1",), False, sit.strength_signs)


def _grand(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    _touching_and_second(hand, ch, (), ("C-7.2",), True, sit.strength_signs)


def _two_suits(hand: CardSet) -> list[Suit]:
    """Suits holding the 2, longest first."""
    return [s for s in _longest(hand) if Card(s, Rank.TWO) in hand]


def _not_dealt_last(suits: list[Suit], sit: LeadSituation) -> list[Suit]:
    """``suits`` with the suit the declarer's partner dealt this hand a card of last: that
    hand has emptied it (IC-24) and would shed a high card on the lead (IC-27)."""
    dealt = sit.dealt_suit
    return sorted(suits, key=lambda s: s is dealt)


def _doubler_leads(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    """A misère doubler's lead: a middling card of its 2-spot suit (C-8.2, IC-28); of two
    such suits, not first the one the declarer's partner dealt from (review of fresh drills,
    double 2-r22c4)."""

    def honour_middle(s: Suit) -> bool:
        """No middling spot, or the suit's middle card by position is an honour (review of
        fresh drills, double 2-r46a24: ♣5 of ♣AKQ52, whose middle card is the ♣Q, went
        before ♠6 of ♠962)."""
        cards = ascending(hand, s)
        mid, centre = middling_spot(cards), middling(cards)
        return mid is None or mid.rank > Rank.TEN or (centre is not None and centre.rank > Rank.TEN)

    # Of two 2-spot suits, one with a middling spot before one whose middle card is an honour
    # (IC-28's "a suit with such a spot to one without"; review of fresh drills, double
    # 2-r33p21: ♥Q of ♥KQ2 went before ♦5 of ♦J52).
    dealt = sit.dealt_suit
    leads_first = not ch.items  # (after an exchange, partner's suit leads first)

    def rank(s: Suit) -> tuple[bool, bool, int]:
        return (s is dealt, honour_middle(s), -hand.length(s))

    first: tuple[bool, bool, int] | None = None
    for s in _not_dealt_last(sorted(_two_suits(hand), key=honour_middle), sit):
        cards = ascending(hand, s)
        # IC-28: a middling spot before a middle honour (♥6 of ♥KJ62, not the ♥J; review of
        # fresh drills, double 2-r18g1), as in the natural-void signal.
        mid = middling_spot(cards)
        if mid is not None:
            why = Msg("ld.misere_doubled", suit=s.symbol)
            # A second 2-spot suit that no tie-break ranks lower (as long, a middling spot
            # too, not the dealt suit) earns the same: the Handbook asks only for a middling
            # card of "this suit" (review round 63, double 2-r63g11: ♠4 of ♠942 got half
            # beside ♦5 of ♦K52 by suit order).
            fair = "IC-28" if leads_first and first is not None and rank(s) == first else None
            first = rank(s) if first is None else first
            ch.add(mid, True, why, "C-7.3", "C-8.2", "IC-28", open_reading=fair)
            # Spots touching a middling spot that leads (first, or tied with it) play exactly
            # as it does: the same credit (review round 81, double 2-r81y1: ♥7 and ♥5 beside
            # ♥6, ♠4 beside ♠5, had half).
            leads = leads_first and rank(s) == first
            same = set(_touching(hand, mid)) if leads else set()
            # IC-28: the other middling spots (up to the 10) are middling cards too, second.
            for c in ascending(hand, s)[1:-1]:
                if c.rank <= Rank.TEN:
                    even = "IC-28" if c in same else None
                    ch.add(c, True, why, "C-7.3", "C-8.2", "IC-28", open_reading=even)


def _misere(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    got = sit.received
    # With an exchange, C-7.3's lead (a high card of partner's short suit) comes first even
    # for a doubler: the Handbook's doubler's lead (a middling card of its 2-spot suit) is
    # the no-kitty rule, where no cards were exchanged; it stays accepted.
    exchanged = sit.exchange and got is not None and hand.length(got.suit) > 0
    if sit.leader_doubled and not exchanged:
        _doubler_leads(hand, sit, ch)
    if exchanged:
        assert got is not None
        cards = ascending(hand, got.suit)
        ch.add(
            cards[-1],
            True,
            # The card partner sent may be the only one left: then nothing follows it.
            Msg("ld.misere_high" if len(cards) > 1 else "ld.misere_only", suit=got.suit.symbol),
            "C-7.3",
            "IC-33",
        )
        if len(cards) >= 3:
            ch.add(cards[-2], False, Msg("ld.misere_another"), "C-7.3")
        if sit.leader_doubled:
            _doubler_leads(hand, sit, ch)
        return
    twos = _not_dealt_last(_two_suits(hand), sit)
    aces: list[Card] = []  # the letter's "second-lowest" that is an ace
    led = False
    first: tuple[int, Rank, bool] | None = None  # length, second card, dealt: the first led
    for s in twos:
        cards = ascending(hand, s)
        # A doubler keeps its king (or ace) as the entry its double counted on: K-2's king
        # is no second-lowest card to lead at trick one (review of fresh drills, double
        # 2-r28v1: ♠K of ♠K2 was accepted after the hand's own double).
        spends_entry = sit.leader_doubled and len(cards) >= 2 and cards[1].rank >= Rank.KING
        # A second-lowest card with every higher card of its suit in this hand (the ♣K of
        # ♣AK2) is a sure winner: it only wins the trick for the defence, like the ace of A-2
        # (review round 54, lead 2-r54s12: ♣K preferred, ♠8 of ♠A82 half).
        # (An ace there is one too: no card above it.)
        winner = len(cards) >= 2 and all(Card(s, r) in hand for r in Rank if r > cards[1].rank)
        if winner and not spends_entry:
            # Nor is the ace of A-2 led: the Handbook finds aces not worth leading early
            # against a six- or seven-level misère, as IC-37 has it for Bolshevik (review of
            # fresh drills, lead 2-r38i26: ♥A of ♥A2 was the only answer).
            aces.append(cards[1])
        elif len(cards) >= 2 and not spends_entry:
            # Exactly as long, with as low a second card, as the suit led first (and no more
            # dealt from): nothing but suit order tells them apart, so full credit (IC-33;
            # review round 75, lead 2-r75y10: ♠6 of ♠Q762 beside ♣6 of ♣QJ62 had half).
            key = (len(cards), cards[1].rank, s is sit.dealt_suit)
            if led and key == first:
                tied = Msg("ld.bol_also_two_tied", suit=s.symbol)
                ch.add(cards[1], False, tied, "C-7.3", "IC-33", open_reading="IC-33")
                continue
            if not led:
                first = key
            led = True
            ch.add(
                cards[1],
                True,
                Msg("ld.misere_two", suit=s.symbol),
                "C-7.3",
            )
    if aces and not led:
        _misere_shortest(hand, sit, ch, [t for t in Suit if t not in twos] or list(Suit), aces[0])
        for a in aces:
            ch.add(a, False, Msg("ld.misere_two", suit=a.suit.symbol), "C-7.3")
    dealt = sit.dealt_suit
    if led and dealt is not None and twos == [dealt] and not sit.leader_doubled:
        # The only 2-spot suit is the one the declarer's partner dealt this hand a card of:
        # that hand is emptying it and would shed a high card on the lead (IC-27), so the
        # lowest card of the shortest other suit is allowed too, as IC-37 has the stalker
        # lead (review round 63, lead 2-r63g12: ♥7 of ♥KQ72 after West dealt the ♥K, ♣5 of
        # ♣95 got nothing).
        other = [t for t in shortest_suits(hand, [dealt]) if not _all_sure(hand, t)]
        if other:
            low = ascending(hand, other[0])[0]
            why = Msg("ld.misere_two_dealt", suit=other[0].symbol, dealt=dealt.symbol)
            ch.add(low, False, why, "C-7.3", "IC-27")
    for a in aces if led else ():
        if not a.is_ace:
            # The letter of C-7.3 beside a 2-spot suit with a low second card: allowed.
            ch.add(a, False, Msg("ld.misere_two_winner", card=str(a)), "C-7.3", "IC-33")
    if not twos:
        _misere_shortest(hand, sit, ch, list(Suit), None)


def _misere_shortest(
    hand: CardSet, sit: LeadSituation, ch: CardChoices, allowed: list[Suit], ace: Card | None
) -> None:
    """C-7.3 without a 2-spot to lead from: the lowest card of the shortest suit (of the
    ``allowed`` ones; ``ace``: the 2-spot suit's ace passed over, said in the reason)."""
    # A lone ace is no attacking lead: it only wins the trick for the defence (the
    # Handbook: aces are not worth leading early against a misère), as in IC-37.
    # Likewise a suit whose lowest card is a sure winner (♦AK: the ♦K) is passed over
    # (review of fresh drills, lead 2-r17h3).
    # Of equally short suits, the one the declarer's partner dealt a card of goes last:
    # that hand has emptied it (IC-24) and would shed a high card on the lead (review of
    # fresh drills, lead 2-r21d0).
    weakest = shortest_suits(hand, [t for t in Suit if t not in allowed])
    # Of equally short and equally weak suits, the one with the lower card: "the lowest card
    # of the shortest suit" read across the tie (IC-27; review of fresh drills, lead
    # 2-r41f25: ♣J of ♣QJ by suit order before ♦7 of ♦K7).
    h = evaluate(hand)
    weakest.sort(key=lambda t: (hand.length(t), h[t].points, ascending(hand, t)[0].rank))
    suits = sorted(_not_dealt_last(weakest, sit), key=hand.length)
    s = next((x for x in suits if not _all_sure(hand, x)), suits[0])
    skipped = suits[0]
    why = (
        Msg("ld.misere_not_dealt", suit=s.symbol, dealt=weakest[0].symbol)
        if s is suits[0] and s is not weakest[0]
        else Msg("ld.misere_no_two", suit=s.symbol)
        if s is suits[0]
        else Msg("ld.misere_skip_ace", suit=s.symbol, ace=str(Card(skipped, Rank.ACE)))
        if hand.length(skipped) == 1
        else Msg(
            "ld.misere_skip_winner",
            suit=s.symbol,
            cards=" ".join(str(c) for c in reversed(ascending(hand, skipped))),
        )
    )
    if ace is not None:
        why = Msg("ld.misere_two_ace", card=str(ace), suit=s.symbol)
    else:
        level = [t for t in suits if t is not s and hand.length(t) == hand.length(s)]
        if s is suits[0] and s is weakest[0] and level:
            # Said so when another suit is as short (review of fresh drills, lead 2-r41f25);
            # "as weak" names only the suits of equal points (review round 56, lead
            # 2-r56p16: ♣AJ5 was "as weak" as ♦K86).
            same = [t for t in level if h[t].points == h[s].points]
            weaker = all(h[s].points < h[t].points for t in level)
            if same or weaker:
                key = "ld.misere_no_two_lower" if same else "ld.misere_no_two_weaker"
                why = Msg(key, suit=s.symbol, other=suits_msg(same or level))
    ch.add(ascending(hand, s)[0], True, why, "C-7.3", "IC-27")
    dealt = sit.dealt_suit
    if s is dealt and not sit.leader_doubled:
        # The shortest suit is the one the declarer's partner dealt this hand a card of, with
        # no other as short: the lead lets that hand shed a high card (IC-27), so the next
        # shortest suit's lowest card is allowed too (review round 64, lead 2-r64e10: the
        # dealt ♠J alone was the only answer; 2-r64e13: ♠8 of ♠J8, the ♠J dealt).
        rest = [t for t in weakest if t is not dealt and not _all_sure(hand, t)]
        if rest and not ascending(hand, rest[0])[0].is_ace:
            low = ascending(hand, rest[0])[0]
            words = Msg("ld.misere_dealt_short", suit=rest[0].symbol, dealt=dealt.symbol)
            ch.add(low, False, words, "C-7.3", "IC-27")
    # An equally short suit's lowest card fits "the lowest card of the shortest suit"
    # as well; the tie (IC-27: the weaker suit) only orders them.
    for t in suits:
        low = ascending(hand, t)[0]
        if t is not s and hand.length(t) == hand.length(s) and not _all_sure(hand, t):
            # It says why the other leads first (review round 82, lead 2-r82y3: ♥7 was "the
            # lowest card of the shortest suit" beside ♠10 of the as short, weaker ♠J10).
            key = (
                "ld.misere_tied_weaker"
                if h[s].points < h[t].points
                else "ld.misere_tied_order"
                if h[s].points == h[t].points
                else "ld.misere_tied_first"
            )
            tied = (
                Msg("ld.misere_two_ace", card=str(ace), suit=t.symbol)
                if ace is not None
                else Msg(key, suit=t.symbol, first=s.symbol)
            )
            ch.add(low, False, tied, "C-7.3", "IC-27")


def _allpass(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    h = evaluate(hand)
    exposed = [s for s in h.ace_suits if hand.length(s) < 5]
    # IC-13's bar on a natural void is a rule for bidding misère; in all-pass misère a void
    # is where the aces go (IC-44), so the cards alone say whether the hand is poor; and the
    # honours of partner's short suit are the entries this lead plans with, no risk.
    fit = h.misere_cards
    got = sit.received
    if got is not None and fit is MisereFit.NONE:
        risks = len(h.exposed_aces) + sum(c.suit is not got.suit for c in h.uncovered_honours)
        # With a six-misère hand's low cards (two 2-spots, seven cards from 2 to 5) two risks
        # in suits of three cards or more still leave a five-misère hand, no poor one (IC-34;
        # review round 74, lead 3-r74y12: ♠QJ62 ♣5 ♦5432 ♥7532 asked for help "on no
        # five-misère hand"). A bare or doubleton honour stays a risk to count.
        guarded = all(
            hand.length(c.suit) >= 3 for c in h.uncovered_honours if c.suit is not got.suit
        )
        many_low = h.twos >= 2 and h.low_cards >= 7 and guarded
        if h.twos >= 1 and h.low_cards >= 4 and risks <= (2 if many_low else 1):
            fit = MisereFit.FIVE
    # "Otherwise a poor hand": with no ace at all the Handbook's own scheme (a king or a
    # middling card of partner's short suit) stays first, and asking is the open reading.
    # An ace of partner's short suit in a long suit of this hand's is no ace to get rid of.
    own_aces = [s for s in h.ace_suits if s in exposed or got is None or s is not got.suit]
    help_me = bool(exposed) or (fit is MisereFit.NONE and bool(own_aces))
    if help_me:
        # Name the aces that make it so (review round 80, lead 3-r80y3: "aces in short
        # suits" where only the ♥A lay in one, the ♠A in seven spades).
        why = (
            Msg(
                "ld.short_aces" if len(exposed) > 1 else "ld.short_ace",
                aces=cards_msg([Card(s, Rank.ACE) for s in exposed]),
            )
            if exposed
            else Msg("ld.poor_hand")
        )
        _ask_for_help(hand, sit, ch, Msg("ld.with", why=why), True, None)
        _help_partner(hand, sit, ch)
        return
    _help_partner(hand, sit, ch)
    # IC-34 is a reading of "with aces or a poor hand", which the Handbook leaves open: read
    # as any ace at all, or as a poor hand with no ace, asking for help is right too, so that
    # lead is marked as resting on the reading. A five-misère hand is no poor hand: the
    # Handbook's own good all-pass hand is one.
    # Not after this hand's own double: IC-44 doubles only on a misère hand of one's own, so
    # the "poor hand" reading would contradict the table (review round 67, lead 3-r67y15,
    # 3-r67z14: a bare king asked for help "on no five-misère hand" after the hand doubled).
    if own_aces:
        why = Msg("ld.reading_aces")
    elif fit is MisereFit.NONE and not sit.leader_doubled:
        why = Msg("ld.reading_poor_no_ace")
    else:
        return
    _ask_for_help(hand, sit, ch, why, False, "IC-34")


def _ask_for_help(
    hand: CardSet,
    sit: LeadSituation,
    ch: CardChoices,
    why: Msg,
    candidate: bool,
    open_reading: str | None,
) -> None:
    """C-7.4: lead the suit this hand handed over, or a middling card of another suit."""
    got, mine = sit.received, sit.handed_over
    if mine is not None and hand.length(mine.suit) > 0 and not _all_sure(hand, mine.suit):
        cards = ascending(hand, mine.suit)
        card = middling(cards) or cards[-1]
        if len(cards) == 2 and cards[-1].rank is Rank.KING:
            # K-x kept by the hand-over (C-6.4: the king is the entry, the Handbook's "K or
            # Qxx"): the low card asks, the king stays for later (review of fresh drills, lead
            # 3-r24a2, 3-r24a3).
            card = cards[0]
        text = Msg("ld.ask_handed", why=why, suit=mine.suit.symbol)
        lower = [c for c in cards if c.rank < mine.rank]
        if lower and evaluate(hand).natural_voids:
            # A middling card handed over signals a natural void (C-6.2, IC-29), and the
            # signal is completed by a lower card when the suit is first led; with no void
            # there was no signal (an ace handed over as the lowest card, C-6.4).
            card = lower[-1]
            text = Msg("ld.ask_handed_lower", why=why, suit=mine.suit.symbol, card=str(mine))
        ch.add(
            card,
            candidate,
            text,
            "C-7.4",
            "IC-34",
            open_reading=open_reading,
        )
        # A card touching it plays exactly as it does (below the king kept as the entry):
        # the same credit (review round 81, lead 3-r81x0: ♣J of ♣QJ got nothing beside ♣Q).
        for c in _touching(hand, card):
            if c.rank < Rank.KING and not _sure_winner(hand, c):
                fair = open_reading or ("IC-28" if candidate else None)
                ch.add(c, False, text, "C-7.4", "IC-34", open_reading=fair)
        return
    # Any other suit's middling card asks; the one partner can most easily win comes first
    # (the most higher cards outside this hand), so that partner takes the lead.
    mids = [
        _middling_loser(hand, ascending(hand, s))
        for s in _longest(hand, (got.suit,) if got is not None else ())
    ]
    asks = [c for c in mids if c is not None]
    asks.sort(key=lambda c: -_beaters(hand, c))
    for mid in asks:
        # A suit's card with as many higher cards outside as the first is as easy for
        # partner to win: tied, as good (review round 58, lead 3-r58n10: ♣10 beside ♥9, each
        # with three higher cards out, had half credit with the same reason).
        tied = mid is not asks[0] and _beaters(hand, mid) == _beaters(hand, asks[0])
        ch.add(
            mid,
            candidate,
            Msg(
                "ld.ask_other_sure"
                if mine is not None and hand.length(mine.suit)
                else "ld.ask_other",
                why=why,
                suit=mid.suit.symbol,
            ),
            "C-7.4",
            "IC-34",
            open_reading=open_reading or ("IC-34" if tied else None),
        )
    # IC-34: every middling card of those suits asks as well (allowed), and the suit handed
    # over stays allowed by C-7.4's letter when all it holds is a lone ace: an ace shed at
    # the first trick costs least (review of fresh drills, lead 3-r23b4: ♥8 of ♥A1087 and
    # the bare ♣A got nothing).
    for mid in asks:
        for c in ascending(hand, mid.suit)[1:-1]:
            if c != mid and not _sure_winner(hand, c):
                held = mine is not None and hand.length(mine.suit)
                ask = Msg(
                    "ld.ask_other_sure" if held else "ld.ask_other", why=why, suit=c.suit.symbol
                )
                # So is another middling card with as many higher cards outside as the first
                # ask, in its suit too (review round 64, lead 3-r64e10: ♥5 beside ♥6 of
                # ♥8654, seven higher hearts out for each, had half credit).
                # (Only as many: a lower card with more out is a low card, no middling one,
                # and stays merely allowed; review round 80, lead 3-r80y3, ♠3 of ♠AJ86532.)
                tied = _beaters(hand, c) == _beaters(hand, asks[0])
                fair = open_reading or ("IC-34" if tied else None)
                ch.add(c, False, ask, "C-7.4", "IC-34", open_reading=fair)
    # Only a lone ace: from ♠AK the ♠A is a trick cashed, not an ace shed (lead 3-r6w2).
    if mine is not None and hand.length(mine.suit) == 1 and asks:
        top = ascending(hand, mine.suit)[-1]
        letter = Msg("ld.ask_handed_sure", suit=mine.suit.symbol)
        ch.add(top, False, letter, "C-7.4", "IC-34", open_reading=open_reading)


def _beaters(hand: CardSet, card: Card) -> int:
    """How many higher cards of ``card``'s suit are outside ``hand``."""
    return sum(Card(card.suit, r) not in hand for r in Rank if r > card.rank)


def _sure_winner(hand: CardSet, card: Card) -> bool:
    """Every higher card of ``card``'s suit is in ``hand``: it wins its trick for certain."""
    return _beaters(hand, card) == 0


def _all_sure(hand: CardSet, suit: Suit) -> bool:
    """Every card this hand holds in ``suit`` is a sure winner (♠AK): none asks for help."""
    return all(_sure_winner(hand, c) for c in hand.suit(suit))


def _middling_loser(hand: CardSet, cards: Sequence[Card]) -> Card | None:
    """IC-28's middling card for a misère lead, but never a sure winner (a card whose every
    higher card of the suit is in this hand, as the K beside the A): the middle card (a
    middling spot before a middle honour, IC-28), else the nearest middling one below it,
    else above it. (Review of fresh drills, lead 3-r36k23: ♠J of ♠AQJ83, beaten only by
    the ♠K, was led to ask for help.)"""
    mid = middling_spot(cards)
    if mid is None:
        return None
    i = cards.index(mid)
    for c in [*reversed(cards[1 : i + 1]), *cards[i + 1 : -1]]:
        if not _sure_winner(hand, c):
            return c
    return None


def _help_partner(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    """C-7.4: a king or a middling card of partner's shortest suit (the suit it handed over)."""
    got = sit.received
    # The equal cards below earn full credit only where this suit's lead is the answer, not
    # beside a help-asking lead preferred before it (review round 61, lead 3-r61j10: ♠9 had
    # full credit as the ♠10's equal while the ♠10 had half, the ♣K preferred).
    leads_here = not any(candidate for _, candidate, *_ in ch.items)
    if got is not None and hand.length(got.suit) > 0:
        cards = ascending(hand, got.suit)
        king = Card(got.suit, Rank.KING)
        if king in hand:
            ch.add(
                king,
                True,
                Msg("ld.help_king", suit=got.suit.symbol),
                "C-7.4",
            )
        mid = middling(cards)
        middles = [mid] + [c for c in cards[1:-1] if c is not mid] if mid is not None else []

        # The lead should go to an opponent, with partner playing under it: a middling card
        # by rank above the card partner sent (its lowest there), the highest such spot
        # first; the Handbook keeps this hand's low spots for the second trick (review of
        # fresh drills, lead 3-r16j2: ♣4 of ♣95432 led back under partner's ♣4's suit).
        # A handed-over ace is partner's lowest card there (C-6.4: in the all-pass hand-over
        # an ace counts as the lowest), so every spot has partner's cards below it (review of
        # fresh drills, lead 3-r43d24: ♦4 of ♦A8432 was led under partner's every ♦).
        floor = 1 if got.is_ace else int(got.rank)

        def room(c: Card) -> bool:
            """Partner may hold a card between its own and ``c`` to play under it."""
            return any(Card(got.suit, r) not in hand for r in Rank if floor < r < c.rank)

        # Only a card with room under it for partner: where every card between is in this
        # hand, partner plays over it as over its own, and a lower card at least lets an
        # opponent win when partner is void (review of fresh drills, lead 3-r38i25: ♠9 of
        # ♠98753 over partner's ♠7 was preferred, "partner cannot play under this one").
        above = [c for c in cards if floor < c.rank <= Rank.TEN and room(c)]
        best = None
        if len(cards) >= 3 and above and above[-1] is not cards[0]:
            best = above[-1]
            middles = [best, *(c for c in middles if c is not best)]
        # IC-34: a card at or below partner's own defeats the lead's aim (the opponents can
        # play under it and leave partner, whose cards there are all higher, to win), so it
        # is no middling card to lead while one above partner's card is held (review of
        # fresh drills, lead 3-r25y3, 3-r25y4), one with room under it.
        # A card just above partner's with no room under it plays as partner's own, so it
        # goes too (review of fresh drills, lead 3-r45b21: ♦6 of ♦Q1065 over partner's ♦5
        # had half credit beside ♦10).
        # So too beside this hand's own king above partner's card, the help lead that goes
        # over it (review round 74, lead 3-r74x11: ♣J, partner's own, and ♣8 had half credit
        # beside the preferred ♣K of ♣KJ83).
        own_king = king in hand and king != got
        if own_king or any(c.rank > floor and room(c) for c in middles):
            middles = [c for c in middles if c.rank > floor and room(c)]

        # IC-28: partner handed over its king, its lowest card there (C-6.4), so it holds
        # no more of the suit: a middling card that an opponent must win lets partner shed
        # an ace at once, as good as the king (review round 57, lead 3-r57o11: ♣7 of
        # ♣KQ75432 had half credit after partner's ♣K).
        void = got.rank is Rank.KING and king in hand and leads_here
        # Cards touching the first middling card (nothing held elsewhere between them) play
        # exactly as it does: the same credit (review round 59, lead 3-r59m10: ♥9 beside the
        # preferred ♥8 of ♥J98732 had half credit).
        # (Not beside this suit's own king, preferred above: review round 62, lead
        # 3-r62h14: ♣7 earned full credit as the ♣6's equal under the preferred ♣K.)
        king_leads = king in hand
        same = (
            set(_touching(hand, middles[0])) if middles and leads_here and not king_leads else set()
        )

        def fair(c: Card) -> str | None:
            """IC-28's full credit for a spot that plays as the preferred lead does."""
            return "IC-28" if c.rank <= Rank.TEN and (void or c in same) else None

        for c in middles:
            # The card above partner's has room under it (the best is chosen so): partner may
            # play under it (review of fresh drills, lead 3-r34n21, 3-r38i25).
            above_id = "ld.help_above_ace" if got.is_ace else "ld.help_above"
            words = (
                Msg(above_id, suit=got.suit.symbol, card=str(got))
                if c is best
                else Msg("ld.help_middling", suit=got.suit.symbol)
            )
            ch.add(c, True, words, "C-7.4", "IC-28", open_reading=fair(c))
        # A spot touching a middling card from above plays exactly as it does, even as the
        # suit's top card, so it earns the same (review round 54, lead 3-r54s12: ♦7 of
        # ♦7643 got nothing beside the preferred ♦6).
        for c in middles:
            for e in _touching(hand, c):
                if e.rank > c.rank and e.rank <= Rank.TEN:
                    words = Msg("ld.help_equal", card=str(c), suit=got.suit.symbol)
                    ch.add(e, True, words, "C-7.4", "IC-28", open_reading=fair(e))
        if len(cards) < 3:
            ch.add(
                cards[-1],
                True,
                Msg("ld.help_higher" if len(cards) == 2 else "ld.help_only", suit=got.suit.symbol),
                "C-7.4",
            )


def _trumps_nokitty(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    t = sit.trump

    def high_beside(c: Card) -> bool:
        return any(Card(c.suit, r) in hand for r in (Rank.KING, Rank.QUEEN))

    def allowed(c: Card) -> bool:
        cards = ascending(hand, c.suit)
        if c.is_ace and not high_beside(c):
            return False  # never an ace without a high honour (K or Q) beside it
        weak_short = 2 <= len(cards) <= 3 and not any(
            x.rank in (Rank.ACE, Rank.KING, Rank.QUEEN) for x in cards
        )
        return not weak_short

    side = [s for s in Suit if s is not t and hand.length(s) > 0]
    for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
        tc = touching_honours(hand, s)
        if tc is not None and allowed(tc):
            ch.add(tc, True, Msg("ld.touching", suit=s.symbol), "C-7.5", "IC-31")
    for s in side:
        cards = ascending(hand, s)
        if len(cards) == 1 and allowed(cards[0]):
            ch.add(cards[0], True, Msg("ld.singleton", suit=s.symbol), "C-7.5")
    # Of equally long suits with as many signs of the main players' strength, nothing but
    # suit order chooses: the other's middling card is as good (IC-31's equal leads; review
    # round 79, lead 1-r79y15: ♦10 of ♦K1098 had half credit beside ♥6 of ♥9653).
    # (Only while that middling card is the answer, no touching honours or singleton first.)
    middle_leads = not any(preferred for _, preferred, *_ in ch.items)
    first: tuple[int, int] | None = None
    for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
        cards = ascending(hand, s)
        if len(cards) >= 4:
            mid = middling(cards)
            if mid is not None and allowed(mid):
                key = (len(cards), sit.strength_signs(s))
                tied = first is not None and key == first and middle_leads
                first = key if first is None else first
                words = Msg("ld.long_middling", suit=s.symbol)
                reading = "IC-31" if tied else None
                ch.add(mid, True, words, "C-7.5", "IC-28", open_reading=reading)
                # Cards touching a middling card that leads (preferred, or tied with it) play
                # exactly as it does: the same credit (IC-28; review round 81, lead 1-r81y3:
                # ♥8 beside ♥9 of ♥J985, ♠6 beside ♠7 of ♠A763, had half).
                leads = middle_leads and key == first
                same = set(_touching(hand, mid)) if leads else set()
                # IC-28: the other middling cards (up to the 10) say the same, second.
                for c in cards[1:-1]:
                    if c.rank <= Rank.TEN and allowed(c):
                        fair = (reading or "IC-28") if c in same else None
                        words = Msg("ld.long_middling", suit=s.symbol)
                        ch.add(c, True, words, "C-7.5", "IC-28", open_reading=fair)
    for s in side:
        ace = Card(s, Rank.ACE)
        if ace in hand and Card(s, Rank.KING) not in hand and high_beside(ace):
            ch.add(
                ace,
                False,
                Msg("ld.ace_queen", suit=s.symbol),
                "C-7.5",
                "IC-35",
            )
    if not any(preferred for _, preferred, *_ in ch.items):
        for s in sorted(side, key=lambda s: (-hand.length(s), -s)):
            for c in ascending(hand, s):
                if allowed(c):
                    ch.add(c, True, Msg("ld.nothing_better"), "C-7.5", "IC-35")
                    return


def _shortest_leadable(hand: CardSet, exclude: Sequence[Suit] = ()) -> list[Suit]:
    """IC-27's shortest suits; a suit whose lowest card is an ace last, one whose lowest is
    an honour (♥QJ: the stalker attacks with low cards) before it, and one holding the 2
    (kept for the end) before those (IC-37)."""
    suits = shortest_suits(hand, exclude)
    h = evaluate(hand)
    # Of equally short and equally weak suits, the one with the lower card, as IC-27 has it
    # against a bid misère (review round 55, lead 3-r55q16: ♣4 of ♣74 led by suit order
    # before ♦3 of ♦43).
    return sorted(
        suits,
        key=lambda s: (
            ascending(hand, s)[0].is_ace,
            not ascending(hand, s)[0].rank.is_spot,
            Card(s, Rank.TWO) in hand,
            hand.length(s),
            h[s].points,
            ascending(hand, s)[0].rank,
        ),
    )


def _low_second(cards: Sequence[Card]) -> bool:
    """IC-37: a 2-spot suit's second-lowest card is a *low* card to lead (a spot, 9 or
    lower); from A-2, K-2 or A-K-2 the letter of C-7.6 would lead a high card."""
    return len(cards) >= 2 and cards[1].rank.is_spot


def _stalker_letter(hand: CardSet, skip: Suit | None) -> Card:
    """C-7.6 as written (with IC-37's aces): the second-lowest card of the longest 2-spot suit
    (of equally long ones, the lowest such card: the stalker attacks with low cards), else the
    lowest card of the shortest suit; ``skip`` is a suit to leave out if possible."""
    seconds = [
        ascending(hand, s)[1]
        for s in _two_suits(hand)
        if s is not skip and _low_second(ascending(hand, s))
    ]
    if seconds:
        return min(seconds, key=lambda c: (-hand.length(c.suit), c.rank))
    suits = _shortest_leadable(hand, (skip,) if skip is not None else ()) or _shortest_leadable(
        hand
    )
    return ascending(hand, suits[0])[0]


def _bolshevik(hand: CardSet, sit: LeadSituation, ch: CardChoices) -> None:
    # IC-37: the Bolshevik gives the stalker the lowest card of a suit it is emptying (C-6.5),
    # so a lead in that suit lets it throw away a high card instead of following; and the
    # stalker attacks with low cards, so an ace is not led as the "second-lowest" of A-2 or
    # as the "lowest" of a lone ace.
    gift = sit.gift.suit if sit.gift is not None else None
    card = _stalker_letter(hand, gift)
    s = card.suit
    twos = _two_suits(hand)
    # A lone 2 (no second-lowest card to lead) is kept for the end (IC-37).
    lone = [x for x in twos if x is not gift and x is not s and hand.length(x) == 1]
    ids: tuple[str, ...]
    text: Msg
    if s in twos and card != ascending(hand, s)[0]:
        if sit.leader_doubled:
            text = Msg("ld.bol_doubled", suit=s.symbol)
            ids = ("C-7.6", "IC-33")
        else:
            text = Msg("ld.bol_second", suit=s.symbol)
            ids = ("C-7.6",)
    else:
        # Of equally short suits IC-27 takes the weaker; the reason says it is one of them
        # (and, of equally weak ones, that the lower card leads).
        # A 2-spot suit as short is no rival: it is passed over for its 2, not for its
        # points (review round 62, lead 3-r62h11: ♦A5 was "the weaker" beside ♥K2).
        as_short = [
            t for t in Suit if t is not s and t is not gift and hand.length(t) == hand.length(s)
        ]
        tied = [t for t in as_short if t not in twos or s in twos]
        h = evaluate(hand)
        level = [t for t in tied if h[t].points == h[s].points]
        # Beside a lone 2 the suit led is the shortest *without* the 2 (IC-37; review of
        # fresh drills, lead 3-r30t23 called ♠54 "the shortest suit" beside a lone ♥2).
        no_two = lone or len(as_short) > len(tied)
        shortest = "ld.bol_shortest_no_two" if no_two and not tied else "ld.bol_shortest"
        # Of equally weak suits with as low a lowest card, nothing but suit order would pick
        # one: the reason says either leads (review round 64, lead 3-r64e15: ♦4 of ♦74 "the
        # lower card" beside ♥4 of ♥54).
        low_rank = ascending(hand, s)[0].rank
        even = bool(level) and all(ascending(hand, t)[0].rank == low_rank for t in level)
        text = Msg(
            "ld.bol_shortest_even"
            if even
            else "ld.bol_shortest_lower"
            if level
            else "ld.bol_shortest_tied"
            if tied
            else shortest,
            suit=s.symbol,
        )
        ids = ("C-7.6", "IC-27")
        if not twos:
            text = Msg("ld.bol_no_two", text=text)
    reasons: list[Msg] = []
    if lone:
        reasons.append(Msg("ld.bol_two_kept", card=str(Card(lone[0], Rank.TWO))))
    letter = _stalker_letter(hand, None)
    if gift is not None and letter.suit is gift and s is not gift:
        reasons.append(Msg("ld.bol_gift_alone", suit=gift.symbol))
    ace_two = [x for x in twos if x is not gift and ascending(hand, x)[1:2] == [Card(x, Rank.ACE)]]
    if ace_two:
        reasons.append(Msg("ld.bol_ace_two"))
    high_two = [
        x
        for x in twos
        if x is not gift and x not in ace_two and len(ascending(hand, x)) >= 2
        if not _low_second(ascending(hand, x))
    ]
    if high_two and s not in high_two:
        second = ascending(hand, high_two[0])[1]
        reasons.append(Msg("ld.bol_high_second", card=str(second)))
    short = shortest_suits(hand, (gift,) if gift is not None else ())
    lone_ace = short and ascending(hand, short[0])[0].is_ace and short[0] is not s
    if lone_ace and s not in twos:
        reasons.append(Msg("ld.bol_lone_ace"))
    # IC-37: a shorter suit whose lowest card is an honour has no low card to attack with;
    # every such suit as short as the shortest is named (review of fresh drills, lead
    # 3-r32q25: ♦K10 went unnamed beside ♠QJ, and its ♦10 got nothing).
    shorter_suits = (
        [
            t
            for t in short
            if hand.length(t) == hand.length(short[0])
            and t is not s
            and not ascending(hand, t)[0].rank.is_spot
        ]
        if short and s not in twos and not lone_ace and short[0] is not s
        else []
    )
    honour_lows = sorted(
        (ascending(hand, t)[0] for t in shorter_suits), key=lambda c: (c.rank, c.suit)
    )
    # Every suit passed over for that reason is named, not only the shortest (review round
    # 51, lead 3-r51v15: ♥K10 went unnamed beside ♦J when ♠6 of ♠AK76 led).
    named = shorter_suits + [
        t
        for t in short
        if shorter_suits and hand.length(t) < hand.length(s) and t not in (s, *shorter_suits)
        if not ascending(hand, t)[0].rank.is_spot
    ]
    if honour_lows:
        groups = [" ".join(str(c) for c in reversed(ascending(hand, t))) for t in named]
        if len(groups) == 1:
            reasons.append(Msg("ld.bol_no_low", cards=groups[0]))
        else:
            both = Msg("suits.and", first=", ".join(groups[:-1]), last=groups[-1])
            reasons.append(Msg("ld.bol_no_low_many", cards=both))
    if reasons:
        text = Msg("ld.bol_because", text=text, reasons=Msg("join", items=tuple(reasons), sep="; "))
        ids = (*ids, "IC-37")
    ch.add(card, True, text, *ids)
    for honour_low in honour_lows:
        # IC-37: the letter of C-7.6, that honour, stays allowed (as the king of K-2 does;
        # review of fresh drills, lead 3-r20e5), the lowest first (IC-27).
        letter_honour = Msg(
            "ld.bol_letter_honour_tied" if len(honour_lows) > 1 else "ld.bol_letter_honour",
            suit=honour_low.suit.symbol,
        )
        ch.add(honour_low, False, letter_honour, "C-7.6", "IC-37")
    if not [x for x in twos if x is not gift] or s not in twos:
        # IC-27: an equally short suit's lowest card fits the rule as well (review of fresh
        # drills, lead 3-r18g0), a lone ace aside; so too when the only 2-spot is in the
        # gift's suit (lead 3-r23b0, 3-r23b3), or its second-lowest card is no low card
        # (lead 3-r29u3: ♦5 beside ♥6 got nothing, ♣Q2 the 2-spot suit).
        hv = evaluate(hand)
        for t in _shortest_leadable(hand, (gift,) if gift is not None else ()):
            low = ascending(hand, t)[0]
            # (Not a 2-spot suit's 2: the stalker keeps it, C-7.6.)
            fits = t is not s and t not in twos and hand.length(t) == hand.length(s)
            if fits and not low.is_ace:
                weak = hv[t].points == hv[s].points
                if weak and low.rank == ascending(hand, s)[0].rank:
                    # As short, as weak and as low: as good a lead (IC-37's equal leads).
                    even_msg = Msg("ld.bol_shortest_even_other", suit=t.symbol)
                    ch.add(low, False, even_msg, "C-7.6", "IC-27", "IC-37", open_reading="IC-37")
                    continue
                same = weak and low.rank > ascending(hand, s)[0].rank
                words = "ld.bol_shortest_higher" if same else "ld.bol_shortest_tied"
                ch.add(low, False, Msg(words, suit=t.symbol), "C-7.6", "IC-27")
    # The gift's suit stays allowed whenever it holds the 2 (IC-37: the letter of C-7.6),
    # not only when it is the longest 2-spot suit.
    gift_letter = letter if gift is not None and letter.suit is gift else None
    if gift is not None and gift_letter is None and gift in twos:
        cards = ascending(hand, gift)
        gift_letter = cards[1] if len(cards) >= 2 and not cards[1].is_ace else None
    # ...and when, with no 2-spot to lead, it is as short as the suit led: its lowest card is
    # the letter's "lowest card of the shortest suit" too (IC-27, IC-37; review round 78, lead
    # 3-r78y15: ♠4 of ♠K754, the gift's suit, got nothing beside ♥4 of ♥10764).
    if (
        gift is not None
        and gift_letter is None
        and gift not in twos
        and s not in twos
        and hand.length(gift) == hand.length(s)
    ):
        low = ascending(hand, gift)[0]
        gift_letter = None if low.is_ace else low
    # Not after the stalker's own double: that lead must be a low card of a 2-spot suit the
    # double counted, and the gift's suit was not one (IC-45; review of fresh drills,
    # double 2-r21d5 credited ♣Q of ♣KQ2, the ♣2 being the gift).
    if (
        gift is not None
        and gift_letter is not None
        and gift_letter != card
        and not sit.leader_doubled
    ):
        ch.add(
            gift_letter,
            False,
            Msg("ld.bol_gift_suit", suit=gift.symbol),
            "C-7.6",
            "C-6.5",
            "IC-37",
        )
    # A lone 2 is the letter's "low card in this suit": allowed, but it is the card that can
    # force a trick on the Bolshevik at the end (IC-37).
    for x in lone:
        ch.add(
            Card(x, Rank.TWO),
            False,
            Msg("ld.bol_lone_two", card=str(Card(x, Rank.TWO))),
            "C-7.6",
            "IC-37",
        )
    # Other 2-spot suits stay allowed, as C-7.6 names no order between them.
    for x in twos:
        cards = ascending(hand, x)
        if x is not gift and len(cards) >= 2 and not cards[1].is_ace:
            if _low_second(cards):
                # Exactly as long, with as low a second card, as the suit led: nothing but
                # the order of listing tells them apart, so it earns full credit (review of
                # fresh drills, double 2-r50w13: ♣A10982 beside ♥K10982 got half).
                even = s in twos and hand.length(x) == hand.length(s) and cards[1].rank == card.rank
                ch.add(
                    cards[1],
                    False,
                    Msg("ld.bol_also_two_tied" if even else "ld.bol_also_two", suit=x.symbol),
                    "C-7.6",
                    *(("IC-37",) if even else ()),
                    open_reading="IC-37" if even else None,
                )
            else:
                ch.add(
                    cards[1],
                    False,
                    Msg("ld.bol_letter", suit=x.symbol),
                    "C-7.6",
                    "IC-37",
                )


__all__ = ["LeadKind", "LeadSituation", "opening_leads", "second_highest", "touching_honours"]
