"""Double or not (C-8.2): a defender's (or an all-pass player's, or the stalker's) choice,
with the reason in words and the ids behind it.

C-8.2 names what a double needs in each kind of play; the measures are interpretations
(``INTERPRETATIONS.md``, IC-41 – IC-45):

- IC-41 *Trumps.* A trump honour is a *sure trump trick* when enough cards guard it: A, K x,
  Q x x, J x x x. Kitty game: double with two sure trump tricks (one against a seven-level
  contract) when they and the side aces together reach the tricks the defence needs (three
  against five, two against six, one against seven); side aces alone never do, since the
  main players may be void there. No-kitty game: two sure trump tricks, the Handbook's rule.
- IC-42 *Grand.* A *stopper trick* is a card that wins from the top: A, then K after A, then
  Q after A K. Double when the stopper tricks reach the tricks the defence needs and lie in
  at least two suits (one strong suit alone may never be played by the main players).
- IC-43 *Bid misère.* Double with five or more cards from 2 to 5, the 2 in a suit of three
  or more cards, a king to win a trick with and then lead low cards, at most one ace and at
  most four high cards (A K Q) in all.
- IC-44 *All-pass misère.* Double when this hand can help partner in the suit partner handed
  over (two or more cards from 2 to 5 there), holds an entry to do it with (a king or a
  queen), and is a misère hand itself (IC-13's five-misère measure: the Handbook warns that
  the doubler's side wins every trick twice over). Handing partner a 2-spot or a lone low
  card makes the double better still (said, not required).
- IC-45 *Bolshevik.* The stalker doubles with 2-spots in two suits of four or more cards and
  at least two entries (aces or kings). The other opponents follow the stalker and do not
  double on their own.

>>> from engine.cards import CardSet
>>> from engine.actions import parse_bid
>>> sit = DoubleSituation(DoubleKind.TRUMPS_NOKITTY, parse_bid("6♥"))
>>> [c.double for c in double_options(CardSet.parse("♠K5 ♣Q9832 ♦J5 ♥AK3"), sit)]
[True]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..actions import Bid
from ..cards import Card, CardSet, Rank, Suit
from .facts import Fact, fact
from .handeval import evaluate, number_word


class DoubleKind(Enum):
    TRUMPS_KITTY = "trumps (kitty game)"
    TRUMPS_NOKITTY = "trumps (no-kitty game)"
    GRAND = "grand"
    MISERE = "misère"
    ALLPASS = "all-pass misère"
    BOLSHEVIK = "Bolshevik"


@dataclass(frozen=True)
class DoubleSituation:
    """What the player about to double knows besides the hand: the contract (None in all-pass
    misère), the card partner handed over (all-pass: partner's short suit) and whether this
    player is the Bolshevik's stalker."""

    kind: DoubleKind
    contract: Bid | None = None
    received: Card | None = None
    handed_over: Card | None = None
    stalker: bool = True


@dataclass(frozen=True)
class DoubleChoice:
    double: bool
    preferred: bool
    ids: tuple[str, ...]
    text: str

    @property
    def notation(self) -> str:
        return "double" if self.double else "pass"


def sure_trump_tricks(hand: CardSet, trump: Suit) -> list[Card]:
    """IC-41: the trump honours guarded well enough to win a trick (A, K x, Q x x, J x x x)."""
    ranks = hand.ranks(trump)
    out = []
    for needed, r in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK), start=1):
        if r in ranks and len(ranks) >= needed:
            out.append(Card(trump, r))
    return out


def stopper_tricks(hand: CardSet) -> dict[Suit, int]:
    """IC-42: per suit, the cards that win from the top (A; A K; A K Q…)."""
    out: dict[Suit, int] = {}
    for s in Suit:
        ranks = set(hand.ranks(s))
        n = 0
        for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK):
            if r not in ranks:
                break
            n += 1
        if n:
            out[s] = n
    return out


def defence_needs(contract: Bid) -> int:
    """Tricks the defenders need to beat a trump or grand contract (13 − (6 + level) + 1)."""
    return 8 - contract.level


def _low(hand: CardSet, suit: Suit | None = None) -> list[Card]:
    return sorted(
        (c for c in hand if c.rank <= Rank.FIVE and (suit is None or c.suit is suit)),
        key=lambda c: (c.suit, c.rank),
    )


def _cards(cards: list[Card]) -> str:
    return " ".join(str(c) for c in cards) if cards else "none"


def _tricks(n: int, word: str = "trick") -> str:
    return f"{number_word(n)} {word}{'s' if n != 1 else ''}"


def _decide(double: bool, yes: Fact, no: Fact) -> list[DoubleChoice]:
    chosen = yes if double else no
    return [DoubleChoice(double, True, chosen.ids, chosen.text)]


def _own_misere_fit(hand: CardSet) -> bool:
    """IC-44's own-hand test: IC-13's five-misère measure (a 2-spot, four cards from 2 to 5,
    at most one exposed ace or unguarded J/Q/K), a suit emptied by the hand-over aside."""
    h = evaluate(hand)
    risks = len(h.exposed_aces) + len(h.uncovered_honours)
    return h.twos >= 1 and h.low_cards >= 4 and risks <= 1


def double_options(hand: CardSet, situation: DoubleSituation) -> list[DoubleChoice]:
    """The conventional answer (C-8.2): double or pass, preferred first, with the reason."""
    k = situation.kind
    c = situation.contract
    if k in (DoubleKind.TRUMPS_KITTY, DoubleKind.TRUMPS_NOKITTY):
        assert c is not None and c.trumps is not None
        t = c.trumps
        sure = sure_trump_tricks(hand, t)
        aces = [Card(s, Rank.ACE) for s in Suit if s is not t and Card(s, Rank.ACE) in hand]
        need = defence_needs(c)
        if k is DoubleKind.TRUMPS_NOKITTY:
            ok = len(sure) >= 2
            rule = "a no-kitty trump contract is doubled only with two sure trump tricks"
        else:
            ok = len(sure) >= min(2, need) and len(sure) + len(aces) >= need
            least = min(2, need)
            rule = (
                f"against {c.text} the defence needs {_tricks(need)}; a double wants "
                f"{_tricks(least, 'sure trump trick')} and, with side aces, {_tricks(need)} in all"
            )
        held = f"sure trump tricks: {_cards(sure)}; side aces: {_cards(aces)}"
        return _decide(
            ok,
            fact(f"double: {held}, and {rule}", "C-8.2", "IC-41"),
            fact(f"pass: {held}, but {rule}", "C-8.2", "IC-41"),
        )
    if k is DoubleKind.GRAND:
        assert c is not None
        stops = stopper_tricks(hand)
        need = defence_needs(c)
        total = sum(stops.values())
        ok = total >= need and len(stops) >= 2
        held = ", ".join(f"{n} in {s.symbol}" for s, n in stops.items()) or "none"
        rule = f"against {c.text} the defence needs {_tricks(need)}, from at least two suits"
        return _decide(
            ok,
            fact(f"double: stopper tricks {held}, and {rule}", "C-8.2", "IC-42"),
            fact(f"pass: stopper tricks {held}, but {rule}", "C-8.2", "IC-42"),
        )
    if k is DoubleKind.MISERE:
        low = _low(hand)
        # The 2-spot in a suit of three or more: the suit to lead and to challenge with.
        twos = [x for x in low if x.rank is Rank.TWO and hand.length(x.suit) >= 3]
        kings = [Card(s, Rank.KING) for s in Suit if Card(s, Rank.KING) in hand]
        aces = [c for c in hand if c.rank is Rank.ACE]
        high = [c for c in hand if c.rank >= Rank.QUEEN]
        ok = len(low) >= 5 and bool(twos) and bool(kings) and len(aces) <= 1 and len(high) <= 4
        held = (
            f"{number_word(len(low))} card{'' if len(low) == 1 else 's'} from 2 to 5 "
            f"({'with' if twos else 'without'} a "
            f"2-spot suit), {'a king: ' + _cards(kings) if kings else 'no king'}"
        )
        if len(aces) > 1:
            held += f", {number_word(len(aces))} aces"
        elif len(high) > 4:
            held += f", {number_word(len(high))} high cards (A K Q)"
        rule = (
            "a misère double wants plenty of low cards, a 2-spot suit, a king to win a trick "
            "with, and not many high cards (at most one ace)"
        )
        return _decide(
            ok,
            fact(f"double: {held}; {rule}", "C-8.2", "IC-43"),
            fact(f"pass: {held}; {rule}", "C-8.2", "IC-43"),
        )
    if k is DoubleKind.ALLPASS:
        got = situation.received
        help_cards = _low(hand, got.suit) if got is not None else []
        entries = [Card(s, r) for s in Suit for r in (Rank.KING, Rank.QUEEN) if Card(s, r) in hand]
        fit = _own_misere_fit(hand)
        ok = got is not None and len(help_cards) >= 2 and bool(entries) and fit
        where = f"partner's suit {got.suit.symbol}" if got is not None else "partner's suit"
        held = f"low cards in {where}: {_cards(help_cards)}; entries: {_cards(entries[:3])}"
        rule = (
            "the doubler must be able to win a trick and then help partner in that suit, "
            "and hold a misère hand itself"
        )
        mine = situation.handed_over
        bonus = (
            f"; handing over {mine} helps too"
            if ok and mine is not None and (mine.rank is Rank.TWO or hand.length(mine.suit) == 0)
            else ""
        )
        return _decide(
            ok,
            fact(f"double: {held}{bonus}; {rule}", "C-8.2", "IC-44"),
            fact(f"pass: {held}; {rule}", "C-8.2", "IC-44"),
        )
    # Bolshevik
    if not situation.stalker:
        return [
            DoubleChoice(
                False,
                True,
                ("C-8.2", "IC-45"),
                "pass: the stalker leads the attack on a Bolshevik, and the others follow the "
                "stalker's lead in doubling too (C-8.2, IC-45)",
            )
        ]
    long_twos = [s for s in Suit if Card(s, Rank.TWO) in hand and hand.length(s) >= 4]
    entries = [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING) if Card(s, r) in hand]
    ok = len(long_twos) >= 2 and len(entries) >= 2
    held = (
        f"2-spots in four-card suits: {', '.join(s.symbol for s in long_twos) or 'none'}; "
        f"entries: {_cards(entries)}"
    )
    rule = "the stalker doubles with two such suits and two entries"
    return _decide(
        ok,
        fact(f"double: {held}; {rule}", "C-8.2", "IC-45"),
        fact(f"pass: {held}; {rule}", "C-8.2", "IC-45"),
    )


__all__ = [
    "DoubleChoice",
    "DoubleKind",
    "DoubleSituation",
    "defence_needs",
    "double_options",
    "stopper_tricks",
    "sure_trump_tricks",
]
