"""Hand evaluation: the measurable meaning of the words the conventions use.

docs/conventions.md speaks of "3 honours + 2 spots", "a side ace", "about seven honours",
"suitable for misère", "a natural void", "hopeless for all-pass misère". This module turns
each phrase into one explicit test, so bids, drills and bots agree. Where the sources leave
room, the choice is an interpretation note (IC-n, see ``INTERPRETATIONS.md``):

- *Honours* are A K Q J 10, *spots* 2–9 (docs/rules.md). *High honours* are A K Q (IC-10: the
  Handbook's examples call A K and K Q "two high honours").
- *First-round suit* (C-3.1, suit part): at least 3 honours in 5+ cards, or at least 2 high
  honours in 6+ cards. *Side ace* (C-3.1): an ace in another suit, or two high honours in
  one other suit (the "K Q x" of the Handbook).
- *Strong suit* (C-3.2): 4+ honours in 6+ cards, or 3+ honours in 7+ cards.
- *Second-round suit* (C-4.1): 2+ honours in 5+ cards, or 3+ honours in 4+ cards. The
  opener's easier second suit of the Handbook (two high honours and spots, or three honours
  with the ace or K Q J) also counts for C-5.1's "first-round and second-round suit" (IC-10).
- *Seven honours* (C-5.1): a count of A K Q J 10, seven or more, two of them aces (IC-11).
- *About seven honours* (C-3.4): at least 14 points counting A 4, K 3, Q 2, J 1
  (IC-11). The twenty honours of the pack hold 40 such points, 2 per honour, so seven
  average honours are 14 points; a plain count cannot be meant, since the Handbook's own
  3♦ example holds five honours (two aces, two kings and a queen: 16 points).
- *Best suit* (C-3.4, C-3.11): the suit with the most points plus length, then the longer,
  then the higher-ranking (IC-12). *All suits equal* (C-3.4's 3 grand): every suit holds
  3+ points and no suit has more than 2 points over another (IC-12).
- *Natural void*: no card of a suit in the dealt hand.
- *Misère fitness* (C-3.5, C-5.3, IC-13): never with a natural void. A suit's J, Q and K
  are *covered* (each can be ducked under) when the suit holds more cards from 2 to 5 than
  high cards (A K Q J): a lone king needs two low cards, ♥AKQ632 leaves ♥K and ♥Q uncovered;
  an *exposed* ace is an ace in a suit shorter than five (the Handbook wants it "at least
  fifth"). **Six misère**: two or more 2-spots, no exposed ace, no uncovered J/Q/K.
  **Five misère** (the pre-empt, "fewer low cards"): a 2-spot, at least four cards from 2
  to 5, and at most one exposed ace or uncovered J/Q/K.
- *Hopeless for all-pass misère* (C-3.7, C-5.1, IC-14): the Handbook pictures an even hand
  without low spots and with high cards spread about; we test for no suit shorter than
  three, no card from 2 to 4, and an A, K or Q in at least three suits.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg

POINTS: Final = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
HIGH_HONOURS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN)
ABOUT_SEVEN_HONOURS: Final = 14


class MisereFit(IntEnum):
    """How well a hand suits a bid misère (IC-13)."""

    NONE = 0
    FIVE = 1  # good enough for a five-misère pre-empt
    SIX = 2  # the six-misère hand of C-3.5 / C-5.3


def long_suit_two(card: Card, cards: CardSet) -> bool:
    """``card`` is the 2 of a suit of four or more in ``cards``: the card the Handbook wants a
    misère hand to keep ("no long suit without its 2")."""
    return card.rank is Rank.TWO and cards.length(card.suit) >= 4


@dataclass(frozen=True)
class SuitEval:
    suit: Suit
    ranks: tuple[Rank, ...]  # high to low
    length: int
    honours: int
    high_honours: int
    spots: int
    points: int

    @property
    def ace(self) -> bool:
        return Rank.ACE in self.ranks

    @property
    def king(self) -> bool:
        return Rank.KING in self.ranks

    @property
    def akq(self) -> bool:
        return all(r in self.ranks for r in HIGH_HONOURS)

    @property
    def first_round(self) -> bool:
        """C-3.1's suit part: 3 honours + 2 spots, or 2 high honours + 4 spots."""
        return (self.honours >= 3 and self.length >= 5) or (
            self.high_honours >= 2 and self.length >= 6
        )

    @property
    def supports(self) -> bool:
        """C-3.9's measure of support for partner's suit: four cards or more, one an honour."""
        return self.length >= 4 and self.honours >= 1

    @property
    def strong(self) -> bool:
        """C-3.2: 4 honours in 6 cards or 3 honours in 7 cards (or more)."""
        return (self.honours >= 4 and self.length >= 6) or (self.honours >= 3 and self.length >= 7)

    @property
    def second_round(self) -> bool:
        """C-4.1: 2 honours + 3 spots, or 3 honours + 1 spot (or more)."""
        return (self.honours >= 2 and self.length >= 5) or (self.honours >= 3 and self.length >= 4)

    @property
    def openers_second_round(self) -> bool:
        """A second-round suit, or the Handbook's easier second suit for an opener (the kitty
        opener's second round, C-4.1, IC-10), its words read as they stand: two honours of
        any kind and two spots or more, or three honours with the ace or K Q J. (Only the
        six-level two-suiter reads the two as high honours, :attr:`openers_easier`; review
        round 68, bid 4-r69v13: ♠AJ1076 opened and ♣AJ63 got nothing.)"""
        kqj = all(r in self.ranks for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
        return (
            self.second_round
            or (self.honours >= 2 and self.spots >= 2)
            or (self.honours >= 3 and (self.ace or kqj))
        )

    @property
    def openers_easier(self) -> bool:
        """The opener's easier second suit itself: two honours and spots (read as two *high*
        honours), or three honours with the ace or K Q J, without C-4.1's plain standard.
        C-5.1's six-level "first-round and second-round suit" takes this, as the Handbook's
        own 6♠ hand needs (♣A K 8 7 beside ♥A K Q 8 7) and twelve tricks demand (IC-10)."""
        kqj = all(r in self.ranks for r in (Rank.KING, Rank.QUEEN, Rank.JACK))
        return (self.high_honours >= 2 and self.spots >= 2) or (
            self.honours >= 3 and (self.ace or kqj)
        )

    @property
    def quality(self) -> tuple[int, int, int]:
        """Sort key for "best suit" (IC-12)."""
        return (self.points + self.length, self.length, int(self.suit))

    def describe(self) -> Msg:
        """``five ♦ (A K J)`` style words for explanations (a message: its words translate)."""
        honours = [r for r in self.ranks if r.is_honour]
        inner = " ".join(r.symbol for r in honours) if honours else Msg("he.no_honour")
        return Msg("he.suit", count=number_msg(self.length), suit=self.suit.symbol, honours=inner)


_NUMBER_WORDS: Final = {
    0: "no",
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}


def number_word(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


def number_msg(n: int) -> Msg | str:
    """:func:`number_word` as a message (``num.5``: "five", "viisi"); digits above ten."""
    return Msg(f"num.{n}") if n in _NUMBER_WORDS else str(n)


def count_msg(n: int, msg_id: str) -> Msg:
    """``n`` things in words, e.g. ``count_msg(2, "he.honours")``: "two honours" (the message's
    templates are a (singular, plural) pair with the number word as ``count``)."""
    return Msg(msg_id, n=n, count=number_msg(n))


def evaluate_suit(hand: CardSet, suit: Suit) -> SuitEval:
    ranks = tuple(hand.ranks(suit))
    return SuitEval(
        suit=suit,
        ranks=ranks,
        length=len(ranks),
        honours=sum(1 for r in ranks if r.is_honour),
        high_honours=sum(1 for r in ranks if r in HIGH_HONOURS),
        spots=sum(1 for r in ranks if r.is_spot),
        points=sum(POINTS.get(r, 0) for r in ranks),
    )


@dataclass(frozen=True)
class HandEval:
    """Everything the bidding conventions measure in one hand."""

    hand: CardSet
    suits: tuple[SuitEval, SuitEval, SuitEval, SuitEval]

    def __getitem__(self, suit: Suit) -> SuitEval:
        return self.suits[suit]

    # --- counts -----------------------------------------------------------------------------
    @property
    def points(self) -> int:
        return sum(s.points for s in self.suits)

    @property
    def honours(self) -> int:
        return sum(s.honours for s in self.suits)

    @property
    def ace_suits(self) -> tuple[Suit, ...]:
        return tuple(s.suit for s in self.suits if s.ace)

    @property
    def aces(self) -> int:
        return len(self.ace_suits)

    @property
    def twos(self) -> int:
        return sum(1 for s in self.suits if Rank.TWO in s.ranks)

    @property
    def natural_voids(self) -> tuple[Suit, ...]:
        return tuple(s.suit for s in self.suits if s.length == 0)

    @property
    def about_seven_honours(self) -> bool:
        """C-3.4's "about seven honours" (IC-11); C-5.1 counts honours instead."""
        return self.points >= ABOUT_SEVEN_HONOURS

    # --- suits ------------------------------------------------------------------------------
    def side_ace(self, suit: Suit) -> bool:
        """C-3.1: an ace outside ``suit``, or two high honours together in one other suit."""
        return any(s.suit is not suit and (s.ace or s.high_honours >= 2) for s in self.suits)

    def side_ace_words(self, suit: Suit) -> Msg:
        aces = [s.suit for s in self.suits if s.suit is not suit and s.ace]
        if aces:
            return Msg("he.side_ace", aces=", ".join(f"{a.symbol}A" for a in aces))
        pair = next(s for s in self.suits if s.suit is not suit and s.high_honours >= 2)
        tops = "".join(r.symbol for r in pair.ranks if r in HIGH_HONOURS)
        return Msg("he.side_pair", cards=f"{pair.suit.symbol}{tops}")

    def first_round_suits(self, need_side_ace: bool = True) -> list[Suit]:
        """Suits of first-round quality, best first."""
        out = [
            s.suit
            for s in self.suits
            if s.first_round and (not need_side_ace or self.side_ace(s.suit))
        ]
        return sorted(out, key=lambda x: self[x].quality, reverse=True)

    def strong_suits(self, need_side_ace: bool = True) -> list[Suit]:
        out = [
            s.suit for s in self.suits if s.strong and (not need_side_ace or self.side_ace(s.suit))
        ]
        return sorted(out, key=lambda x: self[x].quality, reverse=True)

    def second_round_suits(self) -> list[Suit]:
        out = [s.suit for s in self.suits if s.second_round]
        return sorted(out, key=lambda x: self[x].quality, reverse=True)

    @property
    def best_suit(self) -> Suit:
        return max(self.suits, key=lambda s: s.quality).suit

    @property
    def suits_equal(self) -> bool:
        """C-3.4's "all suits equally strong" (IC-12)."""
        pts = [s.points for s in self.suits]
        return min(pts) >= 3 and max(pts) - min(pts) <= 2

    # --- misère -----------------------------------------------------------------------------
    @property
    def exposed_aces(self) -> tuple[Suit, ...]:
        return tuple(s.suit for s in self.suits if s.ace and s.length < 5)

    @property
    def uncovered_honours(self) -> tuple[Card, ...]:
        """IC-13: a suit's high cards (A K Q J) are covered by its cards from 2 to 5 when it
        holds at least one more of those than of them; where it holds fewer, its highest J/Q/K
        are uncovered, one for each low card missing (♥AKQ632: ♥K and ♥Q)."""
        out: list[Card] = []
        for s in self.suits:
            low = sum(1 for r in s.ranks if r <= Rank.FIVE)
            high = sum(1 for r in s.ranks if r >= Rank.JACK)
            faces = sorted(
                (r for r in s.ranks if r in (Rank.JACK, Rank.QUEEN, Rank.KING)), reverse=True
            )
            short = max(0, high + 1 - low)
            out.extend(Card(s.suit, r) for r in faces[:short])
        return tuple(out)

    @property
    def low_cards(self) -> int:
        return sum(1 for s in self.suits for r in s.ranks if r <= Rank.FIVE)

    @property
    def misere(self) -> MisereFit:
        """IC-13 (see the module docstring)."""
        if self.natural_voids:
            return MisereFit.NONE
        return self.misere_cards

    @property
    def misere_cards(self) -> MisereFit:
        """IC-13's measure of the cards alone, without the natural-void rule: for a hand whose
        void was made by handing cards over (a packet, a hand-over), which is no natural void."""
        risks = len(self.exposed_aces) + len(self.uncovered_honours)
        # Six misère holds "low cards" and more low spots than five misère's four (review
        # round 58, bid 1-r58n10: ♠1082 ♣1092 ♦A10964 ♥7, three low cards, was six, not five).
        if self.twos >= 2 and risks == 0 and self.low_cards >= 4:
            return MisereFit.SIX
        if self.twos >= 1 and self.low_cards >= 4 and risks <= 1:
            return MisereFit.FIVE
        return MisereFit.NONE

    def misere_words(self) -> Msg:
        """Why the hand is (or is not) a misère hand, for explanations."""
        if self.natural_voids:
            return Msg("he.natural_void", suits=" ".join(s.symbol for s in self.natural_voids))
        bits = [count_msg(self.twos, "he.twos"), count_msg(self.low_cards, "he.low_cards")]
        if self.exposed_aces:
            bits.append(Msg("he.short_ace"))
        if self.uncovered_honours:
            bits.append(
                Msg(
                    "he.unprotected",
                    n=len(self.uncovered_honours),
                    cards=" ".join(str(c) for c in self.uncovered_honours),
                )
            )
        return Msg("join", items=tuple(bits), sep=", ")

    # --- all-pass misère ----------------------------------------------------------------------
    def _allpass_picture(self, entries_needed: int) -> bool:
        """A short suit (one or two cards), entries (a K, or a Q with two more cards) in
        ``entries_needed`` other suits, and a long suit (five or more) holding its ace."""
        short = [s for s in self.suits if 1 <= s.length <= 2]
        for long_suit in (s for s in self.suits if s.length >= 5 and s.ace):
            rest = [s for s in self.suits if s is not long_suit]
            entries = sum(any(allpass_entry(r, s.length) for r in s.ranks) for s in rest)
            if any(x is not long_suit for x in short) and entries >= entries_needed:
                return True
        return False

    @property
    def allpass_suitable(self) -> bool:
        """The Handbook's picture of a hand suited to all-pass misère (IC-11), with entries
        in two suits besides the long one."""
        return self._allpass_picture(2)

    @property
    def allpass_middling(self) -> bool:
        """The Handbook's no-kitty "good, or even mediocre, for all-pass misère" (IC-11): the
        picture with one entry besides the long suit."""
        return self._allpass_picture(1)

    @property
    def allpass_hopeless(self) -> bool:
        """IC-14: no short suit, no low spot, high cards in three or more suits."""
        if min(s.length for s in self.suits) < 3:
            return False
        if any(r <= Rank.FOUR for s in self.suits for r in s.ranks):
            return False
        return sum(1 for s in self.suits if s.high_honours > 0) >= 3


def allpass_entry(rank: Rank, suit_length: int) -> bool:
    """The Handbook's all-pass entry card, "K or Qxx": a king, or a queen in a suit of three
    cards or more (IC-11, IC-44)."""
    return rank is Rank.KING or (rank is Rank.QUEEN and suit_length >= 3)


def evaluate(hand: CardSet) -> HandEval:
    """What the conventions measure in ``hand`` (shared: a bot evaluates the same hand at
    every call of an auction, and a drill maker over many auctions)."""
    return _evaluate(hand.mask)


@functools.lru_cache(maxsize=4096)
def _evaluate(mask: int) -> HandEval:
    hand = CardSet(mask)
    return HandEval(
        hand,
        (
            evaluate_suit(hand, Suit.SPADES),
            evaluate_suit(hand, Suit.CLUBS),
            evaluate_suit(hand, Suit.DIAMONDS),
            evaluate_suit(hand, Suit.HEARTS),
        ),
    )
