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
  at least two suits (one strong suit alone may never be played by the main players); the
  opening leader needs no second suit, since it cashes its stoppers at once.
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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..actions import Bid
from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from ..rules import partner
from ..scoring import bid_words
from ..trick_taking import Transfer
from .facts import Fact, fact
from .handeval import allpass_entry, count_msg, evaluate, number_msg

#: A side suit this long holds an ace the main players are likely to ruff (IC-41).
LONG_ACE_SUIT = 6


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
    misère), the card partner handed over (all-pass: partner's short suit), whether this
    player is the Bolshevik's stalker and whether it makes the opening lead."""

    kind: DoubleKind
    contract: Bid | None = None
    received: Card | None = None
    handed_over: Card | None = None
    stalker: bool = True
    on_lead: bool = False
    gift: Card | None = None  # Bolshevik: the card it gave this seat (C-6.5)
    nokitty: bool = False  # a no-kitty game, where the doubler needs a surer hand
    dealt: Card | None = None  # kitty: the card the kitty bidder's partner dealt


@dataclass(frozen=True)
class DoubleChoice:
    double: bool
    preferred: bool
    ids: tuple[str, ...]
    text: str

    @property
    def notation(self) -> str:
        return "double" if self.double else "pass"


def partner_single_cards(
    transfers: Iterable[Transfer], seat: int
) -> tuple[Card | None, Card | None]:
    """The single card ``seat`` received from its partner and the one it handed to partner
    (the defenders' and all-pass exchanges), each None where there was none: what
    :class:`DoubleSituation` calls ``received`` and ``handed_over``."""
    mate = partner(seat)
    ones = [t for t in transfers if len(t.cards) == 1]
    got = next((t.cards[0] for t in ones if (t.giver, t.receiver) == (mate, seat)), None)
    gave = next((t.cards[0] for t in ones if (t.giver, t.receiver) == (seat, mate)), None)
    return got, gave


def sure_trump_tricks(hand: CardSet, trump: Suit, *, tens: bool = False) -> list[Card]:
    """IC-41: the trump honours guarded well enough to win a trick (A, K x, Q x x, J x x x,
    and with ``tens`` 10 x x x x: the conventions' count; the table bots' own rule keeps the
    four without the 10)."""
    ranks = hand.ranks(trump)
    out = []
    honours = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, *((Rank.TEN,) if tens else ()))
    for needed, r in enumerate(honours, start=1):
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
    return " ".join(str(c) for c in cards) if cards else Msg("none")


def _tricks(n: int, msg_id: str = "dc.tricks") -> Msg:
    """``two tricks`` (or ``dc.sure_tricks``: ``two sure trump tricks``) in words."""
    return count_msg(n, msg_id)


def _choice(double: bool, reason: Msg) -> Msg:
    """``double: …`` or ``pass: …``: the call, then why."""
    return Msg("dc.choice", call=Msg("call.double" if double else "call.pass"), reason=reason)


def _decide(double: bool, yes: Fact, no: Fact) -> list[DoubleChoice]:
    chosen = yes if double else no
    return [DoubleChoice(double, True, chosen.ids, chosen.text)]


def _own_misere_fit(hand: CardSet, risks: Sequence[Card]) -> bool:
    """IC-44's own-hand test: IC-13's five-misère measure (a 2-spot, four cards from 2 to 5,
    at most one exposed ace or unguarded J/Q/K: ``risks``, :func:`_own_risks`), a suit
    emptied by the hand-over aside."""
    h = evaluate(hand)
    return h.twos >= 1 and h.low_cards >= 4 and len(risks) <= 1


def _own_risks(hand: CardSet, entry_suit: Suit | None = None) -> list[Card]:
    """The cards IC-44's own-hand test counts as risks: exposed aces and bare J, Q, K; not
    the honours of partner's short suit (``entry_suit``, the suit partner handed over), the
    entries the double plans with, as IC-34 has it (review of fresh drills, double
    1-r31s24: the ♣K just received was listed as an entry and as a risk)."""
    bare = set(_bare_honours(hand, evaluate(hand).uncovered_honours))
    return [c for c in _ic13_risks(hand) if (c.is_ace or c in bare) and c.suit is not entry_suit]


def _bare_honours(hand: CardSet, uncovered: Sequence[Card]) -> list[Card]:
    """IC-44: IC-13's uncovered J, Q, K, except a suit's only one of them beside two spot
    cards or more: in all-pass misère that is the entry the Handbook wants (K or Qxx), not a
    risk (review of fresh drills, double 1-r17h4: ♠Q1074 and ♥K872)."""

    def entry(c: Card) -> bool:
        cards = list(hand.suit(c.suit))
        faces = [d for d in cards if d.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)]
        # Spots are the cards from 2 to 9 (the Handbook's glossary): ♣K103 is no K-x-x
        # (review of fresh drills, double 1-r27w4).
        spots = [d for d in cards if d.rank <= Rank.NINE]
        return len(faces) == 1 and len(spots) >= 2

    return [c for c in uncovered if not entry(c)]


def _ic13_risks(hand: CardSet) -> list[Card]:
    """The risks IC-13 counts in a misère hand: short aces and unguarded J, Q, K, even those
    the own-hand test forgives as entries. Any of them puts a double on IC-44's edge: two are
    no firmer a double than one (review of fresh drills, double 1-r31s22: ♣Q and ♥J made the
    double the only answer where one risk allowed a pass)."""
    h = evaluate(hand)
    return [*(Card(s, Rank.ACE) for s in h.exposed_aces), *h.uncovered_honours]


def _allpass_gap(
    received: bool,
    low: bool,
    entries: bool,
    fit: bool,
    risks: Sequence[Card] = (),
    hand: CardSet | None = None,
) -> Msg:
    """Which of IC-44's conditions an all-pass pass fails, first missing first; an own hand
    that fails names its risks when it has two or more (review of fresh drills, double
    1-r29u7: ♠Q was listed as an entry and the risks went unnamed), or its missing 2-spot
    and low cards (double 1-r33p21, 1-r33p27 blamed aces and high cards)."""
    if not received:
        return Msg("dc.gap_nothing_received")
    if not low:
        return Msg("dc.gap_low")
    if not entries:
        return Msg("dc.gap_entry")
    if not fit:
        # The missing 2-spot or low cards first: the basic failure, before its high cards
        # (review round 64, double 1-r64f14: no 2-spot and three low cards, yet "♣Q ♣J are
        # risks" was the reason, the ♣Q listed as an entry just before).
        h = evaluate(hand) if hand is not None else None
        if h is not None and (h.twos == 0 or h.low_cards < 4):
            what = (
                Msg("dc.own_no_two", n=h.low_cards)
                if h.twos == 0
                else Msg("dc.own_few_low", n=h.low_cards)
            )
            return Msg("dc.gap_own_low", what=what)
        if len(risks) >= 2:
            return Msg("dc.gap_own_risks", cards=_cards(list(risks)))
        return Msg("dc.gap_own_hand")
    return Msg("empty")


def double_options(hand: CardSet, situation: DoubleSituation) -> list[DoubleChoice]:
    """The conventional answer (C-8.2): double or pass, preferred first, with the reason."""
    k = situation.kind
    c = situation.contract
    if k in (DoubleKind.TRUMPS_KITTY, DoubleKind.TRUMPS_NOKITTY):
        assert c is not None and c.trumps is not None
        t = c.trumps
        # The 10 counts too when guarded four times (review round 52, double 1-r52u18:
        # ♥AJ1053 ducks the K and Q and holds A J 10 over the rest against 5♥).
        sure = sure_trump_tricks(hand, t, tens=True)
        aces = [Card(s, Rank.ACE) for s in Suit if s is not t and Card(s, Rank.ACE) in hand]
        # The ace of a long side suit is no trick to count on: with six or more of the suit
        # here, the main players hold few and ruff it (the Handbook's warning against side
        # aces; review of fresh drills, double 1-r44c25: the ♦A of ♦AQ98543 made the third
        # trick against 5♥).
        long_aces = [a for a in aces if hand.length(a.suit) >= LONG_ACE_SUIT]
        aces = [a for a in aces if a not in long_aces]
        # Nor the ace of the suit the kitty bidder's partner dealt this hand a card of: that
        # hand has likely emptied it (IC-24) and ruffs the ace (review round 80, double
        # 1-r80y5: the ♥A made the third trick against 5♦ after West dealt the ♥2).
        dealt = situation.dealt
        void_aces = [a for a in aces if dealt is not None and a.suit is dealt.suit]
        aces = [a for a in aces if a not in void_aces]
        need = defence_needs(c)
        if k is DoubleKind.TRUMPS_NOKITTY:
            ok = len(sure) >= 2
            rule = Msg("dc.rule_nokitty")
        else:
            ok = len(sure) >= min(2, need) and len(sure) + len(aces) >= need
            least = min(2, need)
            rule = Msg(
                "dc.rule_kitty",
                contract=bid_words(c),
                need=_tricks(need),
                least=_tricks(least, "dc.sure_tricks"),
            )
        held: Msg = Msg("dc.held_trumps", sure=_cards(sure), aces=_cards(aces))
        if k is DoubleKind.TRUMPS_NOKITTY:
            # The no-kitty rule counts trump tricks alone: side aces go unnamed rather than
            # read "none" beside an ace that is held (review round 75, double 1-r75x17:
            # "side aces: none" with ♣A87532).
            held = Msg("dc.held_sure", sure=_cards(sure))
        elif long_aces:
            held = Msg("dc.held_long_ace", held=held, cards=_cards(long_aces))
        if void_aces and k is DoubleKind.TRUMPS_KITTY:
            held = Msg("dc.held_dealt_ace", held=held, cards=_cards(void_aces))
        return _decide(
            ok,
            fact(_choice(True, Msg("dc.and", held=held, rule=rule)), "C-8.2", "IC-41"),
            fact(_choice(False, Msg("dc.but", held=held, rule=rule)), "C-8.2", "IC-41"),
        )
    if k is DoubleKind.GRAND:
        assert c is not None
        stops = stopper_tricks(hand)
        need = defence_needs(c)
        total = sum(stops.values())
        # The Handbook's opening leader doubles with the stoppers alone: it cashes them
        # before the main players can keep away from the suit (IC-42).
        ok = total >= need and (len(stops) >= 2 or situation.on_lead)
        held = (
            Msg(
                "dc.stoppers",
                tricks=Msg(
                    "join",
                    items=tuple(Msg("dc.stop", n=n, suit=s.symbol) for s, n in stops.items()),
                ),
            )
            if stops
            else Msg("dc.stoppers", tricks=Msg("none"))
        )
        rule = Msg(
            # The leader's rule (one suit, cashed at once) only where it has stoppers; with
            # none, just what the defence needs (review of fresh drills, double 1-r25y2,
            # 1-r26x2: the other defender's "two suits" rule was told to the leader).
            ("dc.rule_grand_lead" if stops else "dc.rule_grand_need")
            if situation.on_lead
            else "dc.rule_grand",
            contract=bid_words(c),
            need=_tricks(need),
        )
        return _decide(
            ok,
            fact(_choice(True, Msg("dc.and", held=held, rule=rule)), "C-8.2", "IC-42"),
            fact(_choice(False, Msg("dc.but", held=held, rule=rule)), "C-8.2", "IC-42"),
        )
    if k is DoubleKind.MISERE:
        low = _low(hand)
        # The 2-spot in a suit of three or more: the suit to lead and to challenge with.
        twos = [x for x in low if x.rank is Rank.TWO and hand.length(x.suit) >= 3]
        kings = [Card(s, Rank.KING) for s in Suit if Card(s, Rank.KING) in hand]
        aces = [c for c in hand if c.rank is Rank.ACE]
        high = [c for c in hand if c.rank >= Rank.QUEEN]
        ok = len(low) >= 5 and bool(twos) and bool(kings) and len(aces) <= 1 and len(high) <= 4
        if len(aces) > 1:
            extra = Msg("dc.more_aces", count=number_msg(len(aces)))
        elif len(high) > 4:
            extra = Msg("dc.more_high", count=number_msg(len(high)))
        else:
            extra = Msg("empty")
        held = Msg(
            "dc.misere_held",
            low=count_msg(len(low), "dc.low"),
            two=Msg("dc.with_two" if twos else "dc.without_two"),
            king=Msg("dc.king", cards=_cards(kings)) if kings else Msg("dc.no_king"),
            extra=extra,
        )
        rule = Msg("dc.rule_misere")
        out = _decide(
            ok,
            fact(_choice(True, Msg("dc.then", held=held, rule=rule)), "C-8.2", "IC-43"),
            fact(_choice(False, Msg("dc.then", held=held, rule=rule)), "C-8.2", "IC-43"),
        )
        if ok and len(low) == 5 and situation.nokitty:
            # A no-kitty doubler "ought to be sure" of beating the misère with its own hand
            # alone (the Handbook's no-kitty tactics), and five low cards are only the bar,
            # about a fair share: pass first, the double allowed (reviews of fresh drills,
            # double 1-r38i28: ♠1086 ♣97432 ♦K65 ♥63; 1-r40g21: ♠J3 ♣KJ85 ♦Q65 ♥K652).
            why = _choice(False, Msg("dc.misere_nk_edge", held=held))
            quiet = fact(why, "C-8.2", "IC-43").text
            out = [
                DoubleChoice(False, True, ("C-8.2", "IC-43"), quiet),
                *(replace(c, preferred=False) for c in out),
            ]
        elif ok and len(high) == 4 and situation.nokitty:
            # So at the high-card limit alone in a no-kitty game: its doubler "ought to be
            # sure" with its own hand, and four of A K Q are tricks for the defence that do not
            # trouble the declarer (review round 77, double 1-r77y13: ♠K1053 ♣K854 ♦65 ♥AQ2
            # against 6 misère, pass got nothing).
            why = _choice(False, Msg("dc.misere_nk_high", held=held))
            out.append(
                DoubleChoice(False, False, ("C-8.2", "IC-43"), fact(why, "C-8.2", "IC-43").text)
            )
        elif ok and len(low) == 5 and len(high) == 4:
            # At both limits at once (five low cards, four of A K Q) the double is a close
            # call, and the Handbook asks a doubler to be fairly sure: a pass is allowed, as
            # on IC-44's edge (review of fresh drills, double 1-r32q25).
            why = _choice(False, Msg("dc.misere_edge", held=held))
            out.append(
                DoubleChoice(False, False, ("C-8.2", "IC-43"), fact(why, "C-8.2", "IC-43").text)
            )
        return out
    if k is DoubleKind.ALLPASS:
        got = situation.received
        help_cards = _low(hand, got.suit) if got is not None else []
        # The Handbook's entries are "K or Qxx": a bare or doubleton queen is none (review of
        # fresh drills, double 1-r29u7: the bare ♠Q was listed as an entry).
        entries = [
            c
            for s in Suit
            for c in (Card(s, Rank.KING), Card(s, Rank.QUEEN))
            if c in hand and allpass_entry(c.rank, hand.length(s))
        ]
        own_risks = _own_risks(hand, got.suit if got is not None else None)
        fit = _own_misere_fit(hand, own_risks)
        ok = got is not None and len(help_cards) >= 2 and bool(entries) and fit
        where = (
            Msg("dc.partners_suit_of", suit=got.suit.symbol)
            if got is not None
            else Msg("dc.partners_suit")
        )
        held = Msg(
            "dc.allpass_held", where=where, low=_cards(help_cards), entries=_cards(entries[:3])
        )
        rule = Msg("dc.rule_allpass")
        mine = situation.handed_over
        bonus = (
            Msg("dc.bonus", card=str(mine))
            # The Handbook: "a 2 spot or a singleton low card" (low: 2 to 5, IC-44).
            if ok
            and mine is not None
            and (mine.rank is Rank.TWO or (hand.length(mine.suit) == 0 and mine.rank <= Rank.FIVE))
            else Msg("empty")
        )
        out = _decide(
            ok,
            fact(
                _choice(True, Msg("dc.bonus_then", held=held, bonus=bonus, rule=rule)),
                "C-8.2",
                "IC-44",
            ),
            fact(
                _choice(
                    False,
                    Msg(
                        "dc.then_fails",
                        held=held,
                        fails=_allpass_gap(
                            got is not None,
                            len(help_cards) >= 2,
                            bool(entries),
                            fit,
                            own_risks,
                            hand,
                        ),
                        rule=rule,
                    ),
                ),
                "C-8.2",
                "IC-44",
            ),
        )
        risky = _ic13_risks(hand)
        # ...and so is a hand with only the four low cards the own-hand test asks for
        # beside a risk (review of fresh drills, double 1-r42e28: ♠K ♣10764 ♦82 ♥KJ8753).
        # The four-card edge holds whatever was handed over (review of fresh drills, double
        # 1-r48y11: ♠K962 ♣K3 ♥AKJ9842 after handing over the lone ♦5 had only the double).
        thin = evaluate(hand).low_cards <= 4
        helped = bonus.id != "empty"
        if ok and ((not helped and len(entries) == 1) or thin) and risky:
            # On the bar's edge (a risk, one entry, no help handed over) a double is a close
            # call, which the Handbook asks to weigh with care: a pass is allowed.
            edge = (
                "dc.allpass_edge"
                if len(entries) == 1 and not helped
                else "dc.allpass_edge_thin_help"
                if helped
                else "dc.allpass_edge_thin"
            )
            why = _choice(False, Msg(edge, held=held, risks=_cards(risky)))
            out.append(
                DoubleChoice(False, False, ("C-8.2", "IC-44"), fact(why, "C-8.2", "IC-44").text)
            )
        return out
    # Bolshevik
    if not situation.stalker:
        return [
            DoubleChoice(
                False,
                True,
                ("C-8.2", "IC-45"),
                fact(_choice(False, Msg("dc.follow_stalker")), "C-8.2", "IC-45").text,
            )
        ]
    # IC-45 with IC-37: the suit of the Bolshevik's gift is one it has probably emptied, so
    # its 2 traps nothing (review of fresh drills, double 1-r18g5, 1-r18g6).
    gift = situation.gift.suit if situation.gift is not None else None
    long_twos = [
        s for s in Suit if Card(s, Rank.TWO) in hand and hand.length(s) >= 4 and s is not gift
    ]
    entries = [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING) if Card(s, r) in hand]
    ok = len(long_twos) >= 2 and len(entries) >= 2
    held = Msg(
        "dc.bol_held",
        suits=", ".join(s.symbol for s in long_twos) or Msg("none"),
        entries=_cards(entries),
    )
    # Say why a 2-spot suit in sight is not counted (review of fresh drills, double 1-r27w0:
    # "none" beside ♥Q10752 whose ♥2 was the gift).
    g = situation.gift
    # So too when the gift was another card of a 2-spot suit (double 1-r34n21: ♥3 given,
    # ♥J5432 left out unnamed).
    if g is not None and Card(g.suit, Rank.TWO) in hand and hand.length(g.suit) >= 4:
        held = Msg("dc.bol_held_gift", held=held, card=str(g))
    rule = Msg("dc.rule_bol")
    return _decide(
        ok,
        fact(_choice(True, Msg("dc.then", held=held, rule=rule)), "C-8.2", "IC-45"),
        fact(_choice(False, Msg("dc.then", held=held, rule=rule)), "C-8.2", "IC-45"),
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
