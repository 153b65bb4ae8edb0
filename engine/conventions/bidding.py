"""Bids: the calls the conventions suggest for a hand (C-3, C-4, C-5), and what a call in
an auction says about the bidder's hand.

:func:`conventional_calls` never returns an empty list, every call in it is legal in the
auction given (R-3.1, R-3.3), and exactly one of them is ``preferred``; the others are the
alternatives the conventions also accept. :func:`explain_call` reads a call the other way.

The hand words ("first-round suit", "side ace", "about seven honours", misère fitness…) are
defined once in :mod:`engine.conventions.handeval`. Interpretations beyond CONVENTIONS.md are
the IC-n notes of ``INTERPRETATIONS.md``; the ones used here:

- IC-15: honour showing (aces, kings; C-4.2, C-4.3) stops at level 4, as in the Handbook's
  own example; from level 5 the side bids the contract (the kitty bid).
- IC-16: the kitty bid (C-4.4) is made in the side's agreed suit (bid by both partners,
  partner's suit that this hand raises, or else partner's opening suit) by the partner of
  its first bidder, once that hand has
  nothing left to show and its partner has passed once; it is bid at the lowest legal level.
- IC-17: an encouragement (C-4.5) is recognised when a bid at level 5 or more (no-kitty: a
  bid one step below a misère) lies one step below a suit or misère the bidder's side has
  already bid, in a denomination the side has not bid.
- IC-18: after an opponent's misère pre-empt over our opening, partner's pass asks for 5♠
  when we opened with high cards (3 of a suit, 3 grand), as in the Handbook's sequence; after
  a suit opening the opener encourages partner in the opener's own suit.
- IC-19: no-kitty "wants to keep the spades" (C-5.2) means holding the ♠A or ♠K.
- IC-20: in the second round the opener supports partner's suit with four cards including
  an honour (C-3.9's measure); the responder who showed a misfit bids its best suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..actions import PASS, Action, Bid, Denomination, Pass
from ..cards import CardSet, Suit
from ..rules import Form, partner, side
from .auction import AuctionView, analyse, honours_shown, step_below
from .facts import Fact, fact, merge_ids, suits_text
from .handeval import HandEval, MisereFit, evaluate, number_word


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


# --- what earlier calls were ---------------------------------------------------------------


class Opening(Enum):
    """What the first bid of a side shows (C-3.1 – C-3.6)."""

    FIRST_ROUND_SUIT = "first-round suit"
    STRONG_SUIT = "strong suit"
    HIGH_CARDS = "high cards"
    EQUAL_SUITS = "equal suits"
    THREE_ACES = "three aces"
    FOUR_ACES = "four aces"
    MISERE = "misère"
    MISERE_PREEMPT = "misère pre-empt"
    OTHER = "other"


def classify_opening(before: AuctionView, bid: Bid) -> Opening:
    """The kind of a kitty-game bid made as its side's first bid (``before`` is the auction
    before it)."""
    d = bid.denomination
    low = before.lowest(d)
    gap = bid.level - low.level if low is not None else 99
    opp = before.opponents_have_bid()
    if d.is_misere:
        if opp:
            return Opening.MISERE_PREEMPT
        return Opening.MISERE if bid.level >= 6 else Opening.MISERE_PREEMPT
    if d is Denomination.GRAND:
        if gap == 0:
            return Opening.THREE_ACES
        if gap == 1:
            return Opening.FOUR_ACES
        if bid.level == 3:
            return Opening.EQUAL_SUITS
        return Opening.OTHER
    if gap == 0:
        return Opening.FIRST_ROUND_SUIT
    if gap == 1 and bid.level <= 3:
        return Opening.STRONG_SUIT
    if bid.level == 3:
        return Opening.HIGH_CARDS
    return Opening.OTHER


def encouragement_target(before: AuctionView, bid: Bid) -> Bid | None:
    """IC-17: if ``bid`` (by ``before.seat``) is an encouragement, the bid it asks partner to
    make."""
    return before.encouragement_target(bid)


def _last_encouragement(view: AuctionView, by: int) -> Bid | None:
    """The target of ``by``'s last call if it was an encouragement bid."""
    mine = view.calls_of(by)
    if not mine:
        return None
    i, call = mine[-1]
    if not isinstance(call, Bid):
        return None
    return encouragement_target(view.before(i), call)


def _preempt_pass_asks_spades(view: AuctionView) -> bool:
    """IC-18: we opened with high cards (3 of a suit or 3 grand), an opponent pre-empted in
    misère at level 5+, partner passed and the other opponent passed: partner asks for ♠."""
    me = view.seat
    first = view.first_bid_of_side(me)
    if first is None or first[1] != me:
        return False
    st, st_seat = view.standing, view.standing_seat
    if st is None or st_seat is None or side(st_seat) == side(me) or not st.denomination.is_misere:
        return False
    if st.level < 5 or len(view.calls) < 3:
        return False
    (s1, c1), (_, c2) = view.calls[-2], view.calls[-1]
    if not (s1 == partner(me) and isinstance(c1, Pass) and isinstance(c2, Pass)):
        return False
    if view.calls[-3][0] != st_seat or view.calls[-3][1] != st:
        return False
    kind = classify_opening(view.before(first[0]), first[2])
    return kind in (Opening.HIGH_CARDS, Opening.EQUAL_SUITS)


# --- building the list ----------------------------------------------------------------------


@dataclass
class _Collector:
    view: AuctionView
    items: list[tuple[Action, bool, tuple[str, ...], str, tuple[ShownFact, ...]]] = field(
        default_factory=list
    )

    def add(
        self,
        call: Action | None,
        candidate: bool,
        text: str,
        ids: Sequence[str],
        shows: Sequence[ShownFact] = (),
    ) -> None:
        if call is None or not self.view.is_legal(call):
            return
        if any(c == call for c, *_ in self.items):
            return
        self.items.append((call, candidate, tuple(ids), text, tuple(shows)))

    def fallback(self, text: str, ids: Sequence[str], shows: Sequence[ShownFact] = ()) -> None:
        """Pass, accepted only when no convention gives this hand a call."""
        if not self.items:
            self.add(PASS, True, text, ids, shows)

    def result(self) -> list[CallSuggestion]:
        if not self.items:
            self.items.append(
                (
                    PASS,
                    True,
                    ("C-3.7",) if self.view.form is Form.KITTY else ("C-5",),
                    "pass: nothing the conventions describe fits this hand here",
                    (ShownFact(ShowKind.NOTHING),),
                )
            )
        preferred_index = next((i for i, it in enumerate(self.items) if it[1]), 0)
        out = []
        for i, (call, _, ids, text, shows) in enumerate(self.items):
            label = call.text if isinstance(call, Bid) else call.notation()
            body = text if text.startswith(label) else f"{label}: {text}"
            out.append(
                CallSuggestion(call, i == preferred_index, ids, f"{body} ({', '.join(ids)})", shows)
            )
        out.sort(key=lambda s: not s.preferred)
        return out


def conventional_calls(
    hand: CardSet,
    form: Form,
    auction: Sequence[tuple[int, Action]],
    seat: int,
    dealer: int,
) -> list[CallSuggestion]:
    """The calls the conventions accept for ``seat`` holding ``hand`` after ``auction`` (the
    first auction, calls from the dealer on). The preferred call comes first."""
    view = analyse(form, auction, seat, dealer)
    h = evaluate(hand)
    col = _Collector(view)
    if view.form is Form.NOKITTY:
        _nokitty(view, h, col)
    else:
        _kitty(view, h, col)
    return col.result()


def _count(n: int, word: str) -> str:
    return f"{number_word(n)} {word}{'' if n == 1 else 's'}"


def _suit_words(h: HandEval, s: Suit) -> str:
    e = h[s]
    return f"{e.describe()}, {_count(e.honours, 'honour')} and {_count(e.spots, 'spot')}"


# --- kitty -----------------------------------------------------------------------------------


def _kitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    _comply(v, h, col)
    if _preempt_pass_asks_spades(v):
        if h.misere >= MisereFit.FIVE:
            col.add(
                PASS,
                False,
                "pass: partner asked for 5♠, but this hand can let the opponents play five misère",
                ("C-4.5", "IC-18"),
            )
        col.add(
            Bid(5, Denomination.SPADES),
            True,
            "partner's pass after the misère pre-empt asks for the kitty bid in ♠",
            ("C-4.5", "IC-18"),
            (ShownFact(ShowKind.KITTY_BID, Suit.SPADES),),
        )
    first = v.first_bid_of_side(me)
    my_bids = v.bids_of(me)
    if first is None:
        _kitty_open(v, h, col)
        return
    _, first_seat, first_bid = first
    responded = any(i > first[0] for i, _ in v.calls_of(me))
    if first_seat == pa and not my_bids and not responded:
        _kitty_respond(v, h, col, first[0], first_bid)
        return
    _kitty_later(v, h, col)


def _comply(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.5: partner's encouragement is obeyed, unless holding a singleton trump."""
    target = _last_encouragement(v, v.partner)
    if target is None or not v.is_legal(target):
        return
    s = target.denomination.suit
    if s is not None and h[s].length == 1:
        col.add(
            PASS,
            True,
            f"partner asks for {target.text}, but a singleton trump is better handed over "
            f"than played from this hand",
            ("C-4.5",),
        )
        col.add(target, False, "partner asks for this kitty bid", ("C-4.5",))
        return
    col.add(
        target,
        True,
        f"partner's one-step-lower bid asks this hand to make the kitty bid {target.text}",
        ("C-4.5", "C-4.4"),
        (ShownFact(ShowKind.KITTY_BID, s, bid=target),),
    )


def _kitty_open(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-3.1 – C-3.7: the first bid of our side (also later rounds, and as defenders)."""
    opp = v.opponents_have_bid()
    partner_passed = v.last_call_of(v.partner) is not None
    nobody_bid = v.standing is None
    # C-3.3: four aces first (CONVENTIONS gives suits precedence only over three aces).
    grand = v.lowest(Denomination.GRAND)
    if h.aces == 4 and grand is not None and grand.level < 7:
        col.add(
            Bid(grand.level + 1, Denomination.GRAND),
            True,
            "four aces: grand one level above the lowest",
            ("C-3.3",),
            (ShownFact(ShowKind.FOUR_ACES, count=4),),
        )
    for s in h.strong_suits():
        low = v.lowest_suit(s)
        if low is not None and low.level < 7:
            col.add(
                Bid(low.level + 1, low.denomination),
                True,
                f"{_suit_words(h, s)}, with {h.side_ace_words(s)}: a stronger suit than "
                f"first-round, so one level above the lowest",
                ("C-3.2",),
                (ShownFact(ShowKind.STRONG_SUIT, s),),
            )
    for s in h.first_round_suits():
        if s in h.strong_suits():
            continue
        col.add(
            v.lowest_suit(s),
            True,
            f"{_suit_words(h, s)}, with {h.side_ace_words(s)}: a first-round suit, bid at "
            f"the lowest level",
            ("C-3.1", "I-3"),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    if h.aces == 3 and grand is not None:
        long_suit = bool(h.first_round_suits())
        col.add(
            grand,
            not long_suit,
            "three aces: grand at the lowest level"
            + (" (the long suit is the better bid)" if long_suit else ""),
            ("C-3.3",),
            (ShownFact(ShowKind.THREE_ACES, count=3),),
        )
    if not h.first_round_suits() and h.about_seven_honours and h.misere is MisereFit.NONE:
        if h.suits_equal:
            col.add(
                v.lowest(Denomination.GRAND, 3),
                True,
                f"{h.points} points of high cards spread evenly over the suits, no "
                f"first-round suit and no misère: three grand",
                ("C-3.4", "IC-11", "IC-12"),
                (ShownFact(ShowKind.EQUAL_SUITS),),
            )
        best = h.best_suit
        col.add(
            None if h.suits_equal else v.lowest_suit(best, 3),
            True,
            f"{h.points} points of high cards (about seven honours), no first-round suit and "
            f"no misère: three in the best suit, {_suit_words(h, best)}",
            ("C-3.4", "IC-11"),
            (ShownFact(ShowKind.HIGH_CARDS, best),),
        )
    if h.misere is MisereFit.SIX:
        col.add(
            v.lowest(Denomination.MISERE, 6),
            True,
            f"a misère hand ({h.misere_words()}) and no natural void",
            ("C-3.5", "IC-13"),
            (ShownFact(ShowKind.MISERE),),
        )
    if opp and not v.bids_of(v.partner) and h.misere >= MisereFit.FIVE:
        ids = ("C-3.6", "C-3.5", "IC-13")
        col.add(
            v.lowest(Denomination.MISERE, 5),
            partner_passed,
            f"the opponents have bid and partner has not: a misère pre-empt with "
            f"{h.misere_words()}",
            ids,
            (ShownFact(ShowKind.MISERE_PREEMPT),),
        )
    if v.round >= 2:
        for s in h.second_round_suits():
            if s in v.suits_bid_by_side(v.seat):
                continue
            col.add(
                v.lowest_suit(s),
                not opp,
                f"{_suit_words(h, s)}: a second-round suit",
                ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
    if nobody_bid and v.round == 1 and h.allpass_hopeless and not col.items:
        best = h.best_suit
        col.add(
            v.lowest_suit(best),
            True,
            "no conventional bid, but the hand is hopeless for all-pass misère (no short suit, "
            "no low spot, high cards everywhere), so it opens anyway in its best suit",
            ("C-3.7", "IC-14"),
            (ShownFact(ShowKind.ALLPASS_HOPELESS, best),),
        )
    if opp:
        col.add(
            PASS,
            not any(it[1] for it in col.items),
            "the opponents have bid; a defender with nothing strong to show stays quiet",
            ("C-3.7",),
            (ShownFact(ShowKind.NOTHING),),
        )
    elif not col.items:
        col.add(
            PASS,
            True,
            "no first-round suit, no three aces, no high-card hand and no misère hand, and "
            "the hand can play all-pass misère",
            ("C-3.7",),
            (ShownFact(ShowKind.NOTHING),),
        )


def _kitty_respond(
    v: AuctionView, h: HandEval, col: _Collector, opening_index: int, opening: Bid
) -> None:
    """C-3.8 – C-3.13: partner opened for our side and this is our first answer."""
    kind = classify_opening(v.before(opening_index), opening)
    ps = opening.denomination.suit
    grand = v.lowest(Denomination.GRAND)
    # An opponent's misère pre-empt over partner: the C-4.5 encouragement.
    st, st_seat = v.standing, v.standing_seat
    preempted = (
        st is not None
        and st_seat is not None
        and side(st_seat) != side(v.seat)
        and st.denomination.is_misere
        and st.level >= 5
    )
    own = h.first_round_suits(need_side_ace=False)
    if preempted and st is not None:
        if ps is not None and h[ps].length >= 4 and h[ps].honours >= 1:
            col.add(
                v.lowest_suit(ps, st.level),
                True,
                f"{h[ps].describe()} in partner's suit: a raise straight over the pre-empt, "
                f"which also makes this hand the kitty bidder for partner's suit",
                ("C-3.9", "C-4.4"),
                (ShownFact(ShowKind.RAISE, ps),),
            )
        for s in own:
            target = v.lowest_suit(s, st.level)
            if target is None:
                continue
            below = step_below(target, v.form)
            if below is None or not v.is_legal(below):
                col.add(
                    PASS,
                    True,
                    f"after the misère pre-empt, a pass asks partner to bid {target.text}: "
                    f"this hand holds {_suit_words(h, s)}",
                    ("C-4.5", "IC-18"),
                    (ShownFact(ShowKind.ASKS_KITTY_BID, s, bid=target),),
                )
            else:
                col.add(
                    below,
                    True,
                    f"one step below {target.text} asks partner to make that kitty bid: this "
                    f"hand holds {_suit_words(h, s)}",
                    ("C-4.5",),
                    (ShownFact(ShowKind.ASKS_KITTY_BID, s, bid=target),),
                )
        col.add(PASS, True, "nothing to add after the pre-empt", ("C-3.7",))
        return
    if kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
        _misere_side_later(v, h, col, partner(v.seat))
        col.add(
            PASS,
            True,
            "partner bid misère: the responder passes in the first round",
            ("C-3.5",),
            (ShownFact(ShowKind.NOTHING),),
        )
        return
    # After 3 of a suit or 3 grand the best suit is named below (C-3.11) instead.
    high_cards = kind in (Opening.HIGH_CARDS, Opening.EQUAL_SUITS)
    for s in [] if high_cards else own:
        if s is ps:
            continue
        col.add(
            v.lowest_suit(s),
            True,
            f"{_suit_words(h, s)}: the responder's own first-round suit needs no side ace",
            ("C-3.8",),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    if kind is Opening.THREE_ACES and grand is not None:
        if h.aces >= 1:
            col.add(
                grand,
                not own,
                "partner shows three aces and this hand holds the fourth: two grand",
                ("C-3.10",),
                (ShownFact(ShowKind.FOURTH_ACE),),
            )
        col.fallback("no long suit and no ace to add", ("C-3.10",))
        return
    if kind is Opening.FOUR_ACES:
        col.fallback("partner holds every ace; nothing to add", ("C-3.12",))
        return
    if grand is not None and h.aces >= 3:
        level = grand.level + (1 if h.aces == 4 else 0)
        if level <= 7:
            col.add(
                Bid(level, Denomination.GRAND),
                True,
                f"{number_word(h.aces)} aces: grand "
                + ("at the lowest level" if h.aces == 3 else "one level above the lowest"),
                ("C-3.12",),
                (ShownFact(ShowKind.THREE_ACES if h.aces == 3 else ShowKind.FOUR_ACES),),
            )
    if kind is Opening.HIGH_CARDS or kind is Opening.EQUAL_SUITS:
        best = h.best_suit
        at_least = 4 if kind is Opening.EQUAL_SUITS else 1
        col.add(
            v.lowest_suit(best, at_least),
            True,
            f"partner shows high cards: the responder names its best suit, "
            f"{_suit_words(h, best)}" + (", at the four level" if at_least == 4 else ""),
            ("C-3.11",),
            (ShownFact(ShowKind.BEST_SUIT, best),),
        )
        return
    if ps is None:
        col.add(PASS, True, "nothing conventional to answer", ("C-3.7",))
        return
    e = h[ps]
    if e.length >= 4 and e.honours >= 1:
        low = v.lowest_suit(ps)
        col.add(
            low,
            True,
            f"{e.describe()} in partner's suit: four or more cards with an honour, a raise",
            ("C-3.9",),
            (ShownFact(ShowKind.RAISE, ps),),
        )
        for level in (5, 6):
            col.add(
                Bid(level, Denomination.of_suit(ps)),
                False,
                "a raise straight to the contract level, when there is nothing else to show",
                ("C-3.9",),
                (ShownFact(ShowKind.RAISE, ps),),
            )
    if e.length == 0 or (e.length == 1 and e.ranks[0].is_spot):
        holding = "a void" if e.length == 0 else f"only the {ps.symbol}{e.ranks[0].symbol}"
        col.add(
            v.lowest(Denomination.MISERE),
            True,
            f"{holding} in partner's suit: the lowest misère says the suit will not do",
            ("C-3.13",),
            (ShownFact(ShowKind.MISFIT, ps),),
        )
    col.fallback(
        "no own first-round suit, no support for partner's suit, no three aces and no "
        "misfit to show",
        ("C-3.7",),
        (ShownFact(ShowKind.NOTHING),),
    )


def _kitty_later(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.1 – C-4.5: rounds after our side's first bid."""
    me, pa = v.seat, v.partner
    r = v.round
    first = v.first_bid_of_side(me)
    assert first is not None
    first_index, first_seat, first_bid = first
    first_kind = classify_opening(v.before(first_index), first_bid)
    side_suits = v.suits_bid_by_side(me)
    if first_kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
        _misere_side_later(v, h, col, first_seat)
        return
    if _after_preempt(v, h, col):
        return
    my_first = next(iter(v.bids_of(me)), None)
    my_misfit = False
    if my_first is not None:
        before = v.before(my_first[0])
        mb = my_first[1]
        low = before.lowest(Denomination.MISERE)
        my_misfit = mb.denomination.is_misere and low is not None and mb.level == low.level
    if r == 2:
        if my_misfit:
            best = h.best_suit
            col.add(
                v.lowest_suit(best),
                True,
                f"after showing the misfit, the responder names its best suit, "
                f"{_suit_words(h, best)}",
                ("C-4.1", "IC-20"),
                (ShownFact(ShowKind.BEST_SUIT, best),),
            )
        if first_seat == me:
            for s in h.first_round_suits():
                if s in side_suits:
                    continue
                low = v.lowest_suit(s)
                if low is not None and low.level < 7:
                    col.add(
                        Bid(low.level + 1, low.denomination),
                        True,
                        f"a second suit of first-round strength, {_suit_words(h, s)}: the "
                        f"opener jumps one level",
                        ("C-4.1",),
                        (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
                    )
        for s in h.second_round_suits():
            if s in side_suits:
                continue
            col.add(
                v.lowest_suit(s),
                True,
                f"{_suit_words(h, s)}: a second-round suit",
                ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        for s in v.suits_bid_by(pa):
            if s in v.suits_bid_by(me):
                continue
            e = h[s]
            if e.length >= 4 and e.honours >= 1:
                col.add(
                    v.lowest_suit(s),
                    True,
                    f"{e.describe()} in partner's suit: support",
                    ("C-4.1", "C-3.9", "IC-20"),
                    (ShownFact(ShowKind.RAISE, s),),
                )
        if h.misere >= MisereFit.FIVE and not any(
            b.denomination.is_misere for _, b in v.bids_of(me) + v.bids_of(pa)
        ):
            col.add(
                v.lowest(Denomination.MISERE),
                False,
                f"misère in the second round shows low cards ({h.misere_words()})",
                ("C-4.1",),
                (ShownFact(ShowKind.LOW_CARDS),),
            )
        col.fallback("nothing new for the second round", ("C-4.1",))
        return
    if r >= 3:
        _honours_rounds(v, h, col)
    _kitty_bid(v, h, col)
    col.fallback("nothing left to show", ("C-4.3",))


def _after_preempt(v: AuctionView, h: HandEval, col: _Collector) -> bool:
    """C-4.5 / C-4.4 after an opponent's misère pre-empt over our bids: the first bidder of
    our suit asks partner (one step below) to take the kitty in it; that partner bids it."""
    me, pa = v.seat, v.partner
    st, st_seat = v.standing, v.standing_seat
    if st is None or st_seat is None or side(st_seat) == side(me):
        return False
    if not st.denomination.is_misere or st.level < 5:
        return False
    agreed = v.agreed_trump(me)
    trump: Suit | None = None
    first_bidder: int | None = None
    if agreed is not None:
        trump, first_bidder = agreed
    else:
        mine = [s for s in v.natural_suits_of(me) if h[s].length >= 4]
        theirs = [s for s in v.natural_suits_of(pa) if h[s].length >= 4 and h[s].honours >= 1]
        if mine:
            trump, first_bidder = mine[0], me
        elif theirs:
            trump, first_bidder = theirs[0], pa
    if trump is None or first_bidder is None:
        return False
    target = v.lowest_suit(trump, st.level)
    if target is None:
        return False
    below = step_below(target, v.form)
    if first_bidder == me and below is not None and v.is_legal(below):
        col.add(
            below,
            True,
            f"after the misère pre-empt, one step below {target.text} asks partner to make the "
            f"kitty bid in our {trump.symbol}, so that all the trumps can end in this hand",
            ("C-4.5",),
            (ShownFact(ShowKind.ASKS_KITTY_BID, trump, bid=target),),
        )
    elif first_bidder == me:
        # No room to encourage (the step below is the pre-empt itself): the first bidder
        # leaves the kitty bid to partner, as the opener does in the Handbook's 6M deal.
        col.add(
            PASS,
            True,
            f"no bid is left one step below {target.text}, and the kitty bid in our "
            f"{trump.symbol} belongs to partner",
            ("C-4.4", "C-4.5"),
            (ShownFact(ShowKind.NOTHING),),
        )
        col.add(
            target,
            False,
            f"bidding {target.text} directly outbids the pre-empt, though from the wrong hand",
            ("C-4.4",),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
    else:
        col.add(
            target,
            True,
            f"after the misère pre-empt this hand makes the kitty bid in our {trump.symbol}",
            ("C-4.4",),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
    col.add(
        PASS,
        False,
        "passing lets the opponents play their misère",
        ("C-3.7",),
        (ShownFact(ShowKind.NOTHING),),
    )
    return True


def _honours_rounds(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.2, C-4.3: aces in round three, then aces and kings (IC-15: up to level 4)."""
    me = v.seat
    r = v.round
    shown = honours_shown(v, me)
    side_suits = v.natural_suits_of_side(me)

    def cheap(b: Bid | None) -> Bid | None:
        return b if b is not None and b.level <= 4 else None

    if r == 3 and shown.three_aces:
        missing = next((s for s in Suit if not h[s].ace), None)
        if missing is not None:
            col.add(
                cheap(v.lowest_suit(missing)),
                True,
                f"three aces were shown; the missing one is the {missing.symbol}A",
                ("C-4.2",),
                (ShownFact(ShowKind.MISSING_ACE, missing),),
            )
        return
    if r == 3 and side_suits and all(h[s].ace for s in side_suits):
        col.add(
            cheap(v.lowest(Denomination.GRAND)),
            True,
            f"aces in every suit our side has bid ({suits_text(side_suits)}): grand",
            ("C-4.2",),
            (ShownFact(ShowKind.ACES_IN_SIDE_SUITS, suits=tuple(side_suits)),),
        )
    unshown = [s for s in h.ace_suits if s not in shown.aces]
    if shown.passed_round3:
        unshown = []
    options: list[tuple[Bid, Suit, ShowKind]] = []
    for s in unshown:
        b = cheap(v.lowest_suit(s))
        if b is not None:
            options.append((b, s, ShowKind.ACE))
    if r >= 4:
        for s in Suit:
            if not h[s].king or s in shown.kings:
                continue
            if s in shown.aces or (shown.passed_round3 and not h[s].ace):
                b = cheap(v.lowest_suit(s))
                if b is not None:
                    options.append((b, s, ShowKind.KING))
    options.sort(key=lambda t: t[0].key(v.form))
    for b, s, kind in options:
        if kind is ShowKind.ACE:
            text = f"shows the {s.symbol}A at the lowest level"
            ids: tuple[str, ...] = ("C-4.2",) if r == 3 else ("C-4.3",)
        elif s in shown.aces:
            text = f"bidding the suit of an ace already shown adds its king, {s.symbol}K"
            ids = ("C-4.3",)
        else:
            text = f"after passing in round three, a suit bid shows a king without the ace: {s}K"
            ids = ("C-4.3",)
        col.add(b, True, text, (*ids, "IC-15"), (ShownFact(kind, s),))
    if r == 3:
        for s in Suit:
            if h[s].akq and s not in shown.aces:
                low = v.lowest_suit(s)
                if low is not None and low.level + 1 <= 4:
                    col.add(
                        Bid(low.level + 1, low.denomination),
                        False,
                        f"A K Q of {s.symbol}: a jump of one level in round three",
                        ("C-4.3",),
                        (ShownFact(ShowKind.AKQ, s),),
                    )
    if r == 3 and not h.ace_suits:
        col.add(PASS, True, "no ace to show in round three", ("C-4.2",))


def _kitty_bid(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.4 (IC-16): the partner of the trump suit's first bidder makes the kitty bid."""
    me, pa = v.seat, v.partner
    if any(it[1] and isinstance(it[0], Bid) for it in col.items):
        return  # still something to show first
    agreed = v.agreed_trump(me)
    trump: Suit | None = None
    first_bidder: int | None = None
    if agreed is not None:
        trump, first_bidder = agreed
    else:
        for s in v.natural_suits_of(pa):
            e = h[s]
            if e.length >= 4 and e.honours >= 1:
                trump, first_bidder = s, pa
                break
    opening = v.first_bid_of_side(me)
    if trump is None and opening is not None and opening[1] == pa:
        # C-4.4: the opener's partner takes the kitty in the opener's suit, support or not
        # (the Handbook's tail-ruff deal: a singleton heart, and the kitty brings three more).
        opened = opening[2].denomination.suit
        if opened is not None:
            trump, first_bidder = opened, pa
    if trump is None or first_bidder is None:
        return
    last_pa = v.last_call_of(pa)
    if v.standing_seat == me:
        return  # this hand already holds the kitty bid
    # A kitty bid is made once, and not above the lowest final level (IC-16).
    made = [
        b
        for i, b in v.bids_of(me) + v.bids_of(pa)
        if b.denomination.suit is trump and b.level >= 5 and v.is_natural(i)
    ]
    kitty = v.lowest_suit(trump)
    if made or kitty is None or kitty.level > 5:
        return
    if first_bidder == pa and isinstance(last_pa, Pass) and v.round >= 3:
        col.add(
            v.lowest_suit(trump),
            True,
            f"partner first bid {trump.symbol}, so this hand takes the kitty and sends partner "
            f"its {trump.symbol}: the kitty bid",
            ("C-4.4", "IC-16"),
            (ShownFact(ShowKind.KITTY_BID, trump),),
        )
    elif first_bidder == me and isinstance(last_pa, Pass) and v.round >= 4:
        low = v.lowest_suit(trump, 5)
        below = step_below(low, v.form) if low is not None else None
        if low is not None and below is not None and v.is_legal(below):
            col.add(
                below,
                False,
                f"partner has not made the kitty bid in {trump.symbol}: one step below "
                f"{low.text} asks for it",
                ("C-4.4", "C-4.5"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, trump, bid=low),),
            )


def _misere_side_later(v: AuctionView, h: HandEval, col: _Collector, first_seat: int) -> None:
    """Our side bid misère first: the pre-empt's partner may encourage (C-4.5)."""
    me = v.seat
    st_seat = v.standing_seat
    if first_seat != me and st_seat is not None and side(st_seat) != side(me):
        low = v.lowest(Denomination.MISERE)
        below = step_below(low, v.form) if low is not None else None
        if (
            low is not None
            and below is not None
            and v.is_legal(below)
            and h.misere >= MisereFit.FIVE
        ):
            col.add(
                below,
                h.misere is MisereFit.SIX,
                f"partner's misère was overbid and this hand is good for misère too "
                f"({h.misere_words()}): one step below {low.text} asks partner to bid it",
                ("C-4.5",),
                (ShownFact(ShowKind.ASKS_KITTY_BID, bid=low),),
            )
    if v.round > 1 or first_seat == me:
        col.add(PASS, True, "our side has shown its misère; nothing to add", ("C-3.5",))


# --- no-kitty ------------------------------------------------------------------------------


def _strong_nokitty(h: HandEval) -> tuple[bool, str, str]:
    """C-5.1's hands (a) – (c): (fits, words, ids)."""
    for s in h.strong_suits():
        return True, f"a very strong suit, {_suit_words(h, s)}, with {h.side_ace_words(s)}", ""
    frs = h.first_round_suits(need_side_ace=False)
    for s in frs:
        for t in h.second_round_suits():
            if t is not s:
                return (
                    True,
                    f"a first-round suit ({h[s].describe()}) and a second-round suit "
                    f"({h[t].describe()})",
                    "",
                )
    if h.about_seven_honours and h.aces >= 2:
        return (
            True,
            f"{h.points} points of high cards (about seven honours) with "
            f"{number_word(h.aces)} aces",
            "IC-11",
        )
    return False, "", ""


def _nokitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    target = _last_encouragement(v, pa)
    if target is not None and v.is_legal(target):
        col.add(
            target,
            True,
            f"partner's bid one step lower asks for {target.text}",
            ("C-5.4", "C-4.5"),
            (ShownFact(ShowKind.KITTY_BID, bid=target),),
        )
    first = v.first_bid_of_side(me)
    strong, words, extra = _strong_nokitty(h)
    hopeless = h.allpass_hopeless
    ids_strong = ("C-5.1", extra) if extra else ("C-5.1",)
    if first is None:
        opp = v.opponents_have_bid()
        if opp:
            if strong or hopeless:
                cheapest = next(
                    (
                        b
                        for b in v.legal_calls()
                        if isinstance(b, Bid) and b.denomination.suit is not None
                    ),
                    None,
                )
                col.add(
                    cheapest,
                    True,
                    f"an opponent has bid and partner has not: the cheapest suit bid with "
                    f"{words or 'a hand hopeless for all-pass misère'}",
                    ("C-5.4", *ids_strong),
                    (ShownFact(ShowKind.COMPETITIVE),),
                )
            if h.misere >= MisereFit.FIVE:
                col.add(
                    v.lowest(Denomination.MISERE),
                    h.misere is MisereFit.SIX and not (strong or hopeless),
                    f"a misère pre-empt after the opponents' bid ({h.misere_words()})",
                    ("C-5.3", "C-5.4", "IC-13"),
                    (ShownFact(ShowKind.MISERE_PREEMPT),),
                )
            col.add(
                PASS,
                not col.items,
                "nothing strong enough to compete at the six level",
                ("C-5.4",),
                (ShownFact(ShowKind.NOTHING),),
            )
            return
        if strong or hopeless:
            reason = words or "a hand hopeless for all-pass misère (only high cards)"
            voids = h.natural_voids
            keep_spades = h[Suit.SPADES].ace or h[Suit.SPADES].king
            best = h.best_suit
            if voids and Suit.SPADES in voids and Suit.CLUBS in voids:
                col.add(
                    Bid(6, Denomination.DIAMONDS),
                    True,
                    f"{reason}, naturally void in both ♠ and ♣",
                    ("C-5.2", *ids_strong),
                    (
                        ShownFact(ShowKind.STRONG_HAND),
                        ShownFact(ShowKind.NATURAL_VOID, suits=(Suit.SPADES, Suit.CLUBS)),
                    ),
                )
            elif voids and best is not Suit.SPADES and not keep_spades:
                col.add(
                    Bid(6, Denomination.CLUBS),
                    True,
                    f"{reason}, with a natural void in {suits_text(voids)} and no wish for ♠ "
                    f"as trumps",
                    ("C-5.2", *ids_strong),
                    (
                        ShownFact(ShowKind.STRONG_HAND),
                        ShownFact(ShowKind.NATURAL_VOID, suits=voids),
                    ),
                )
            else:
                note = (
                    f"; the natural void in {suits_text(voids)} comes with 6♣ next round, to "
                    f"keep the spades"
                    if voids and best is not Suit.SPADES
                    else ""
                )
                col.add(
                    Bid(6, Denomination.SPADES),
                    True,
                    f"{reason}: 6♠, the lowest bid, is no promise of spades{note}",
                    ("C-5.1", *ids_strong[1:], *(("C-5.2", "IC-19") if note else ()))
                    if strong
                    else ("C-5.1", "IC-14"),
                    (ShownFact(ShowKind.STRONG_HAND if strong else ShowKind.ALLPASS_HOPELESS),),
                )
        if h.misere is MisereFit.SIX and not (v.bids_of(pa)):
            col.add(
                v.lowest(Denomination.MISERE),
                not (strong or hopeless),
                f"low cards with {h.misere_words()}, no natural void",
                ("C-5.3", "IC-13"),
                (ShownFact(ShowKind.MISERE),),
            )
        col.fallback(
            "not strong enough for the six level, and fit to play all-pass misère",
            ("C-5.1",),
            (ShownFact(ShowKind.NOTHING),),
        )
        return
    _, first_seat, first_bid = first
    if first_seat == me and v.round == 2:
        mine = v.bids_of(me)
        if (
            len(mine) == 1
            and mine[0][1] == Bid(6, Denomination.SPADES)
            and h.natural_voids
            and (h[Suit.SPADES].ace or h[Suit.SPADES].king)
            and h.best_suit is not Suit.SPADES
        ):
            col.add(
                Bid(6, Denomination.CLUBS),
                True,
                f"6♠ then 6♣: a natural void in {suits_text(h.natural_voids)}, and the spades "
                f"stay in this hand",
                ("C-5.2", "IC-19"),
                (
                    ShownFact(ShowKind.NATURAL_VOID, suits=h.natural_voids),
                    ShownFact(ShowKind.KEEPS_SPADES),
                ),
            )
    if first_bid.denomination.is_misere and first_seat == pa:
        st_seat = v.standing_seat
        low = v.lowest(Denomination.MISERE)
        below = step_below(low, v.form) if low is not None else None
        if (
            st_seat is not None
            and side(st_seat) != side(me)
            and low is not None
            and below is not None
            and v.is_legal(below)
            and h.misere >= MisereFit.FIVE
        ):
            col.add(
                below,
                True,
                f"partner's misère was overbid and this hand suits misère too "
                f"({h.misere_words()}): one step below {low.text} asks partner for it",
                ("C-5.4", "C-4.5"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, bid=low),),
            )
    col.fallback(
        "the exchange of packets will say the rest; nothing to add now",
        ("C-5",),
        (ShownFact(ShowKind.NOTHING),),
    )


# --- explaining a call -------------------------------------------------------------------


def explain_call(
    call: Action,
    form: Form,
    auction_before: Sequence[tuple[int, Action]],
    seat: int,
    dealer: int,
) -> CallMeaning:
    """What ``call`` by ``seat`` after ``auction_before`` tells the table about the hand."""
    view = analyse(form, auction_before, seat, dealer)
    if not view.is_legal(call):
        raise ValueError(f"{call} is not a legal call here (R-3.1, R-3.3)")
    if view.form is Form.NOKITTY:
        return _explain_nokitty(view, call)
    return _explain_kitty(view, call)


def _meaning(
    call: Action,
    body: str,
    ids: Sequence[str],
    shows: Sequence[ShownFact],
    conventional: bool = True,
) -> CallMeaning:
    label = call.text if isinstance(call, Bid) else call.notation()
    return CallMeaning(call, (fact(f"{label}: {body}", *ids),), tuple(shows), conventional)


def _unconventional(call: Action, form: Form) -> CallMeaning:
    return _meaning(
        call,
        "the conventions give this call no set meaning here",
        ("C-3", "C-4") if form is Form.KITTY else ("C-5",),
        (ShownFact(ShowKind.UNCONVENTIONAL),),
        conventional=False,
    )


def _explain_kitty(v: AuctionView, call: Action) -> CallMeaning:
    me, pa = v.seat, v.partner
    first = v.first_bid_of_side(me)
    r = v.round
    if isinstance(call, Pass):
        if _pass_asks_spades(v):
            return _meaning(
                call,
                "after the opponents' misère pre-empt over partner's high-card opening, this "
                "pass asks partner to bid 5♠",
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, Suit.SPADES, bid=Bid(5, Denomination.SPADES)),),
            )
        if first is None and v.standing is None:
            return _meaning(
                call,
                "no first-round suit, no three aces, no high-card or misère hand, and the "
                "hand can play all-pass misère",
                ("C-3.7",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if first is None:
            return _meaning(call, "nothing to show, or a defender keeping quiet", ("C-3.7",), ())
        if first[1] == pa and not any(i > first[0] for i, _ in v.calls_of(me)):
            kind = classify_opening(v.before(first[0]), first[2])
            if kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
                return _meaning(
                    call,
                    "partner bid misère; the responder passes in the first round",
                    ("C-3.5",),
                    (ShownFact(ShowKind.NOTHING),),
                )
            return _meaning(
                call,
                "no own first-round suit, no raise with four cards and an honour, no three "
                "aces and no void or lone spot in partner's suit",
                ("C-3.8", "C-3.9", "C-3.12", "C-3.13"),
                (ShownFact(ShowKind.NOTHING),),
            )
        side_kind = classify_opening(v.before(first[0]), first[2])
        if side_kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
            return _meaning(
                call,
                "our side has shown its misère; nothing to add",
                ("C-3.5",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if r == 2:
            return _meaning(
                call,
                "no second-round suit, support or low cards to show",
                ("C-4.1",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if r == 3:
            return _meaning(call, "no ace to show", ("C-4.2",), (ShownFact(ShowKind.NOTHING),))
        return _meaning(call, "nothing more to show", ("C-4.3",), (ShownFact(ShowKind.NOTHING),))
    assert isinstance(call, Bid)
    encouragement = _encouragement_meaning(v, call)
    if encouragement is not None:
        return encouragement
    d = call.denomination
    s = d.suit
    if first is None:
        return _explain_kitty_opening(v, call)
    first_index, first_seat, first_bid = first
    responded = any(i > first_index for i, _ in v.calls_of(me))
    if first_seat == pa and not v.bids_of(me) and not responded:
        return _explain_kitty_response(v, call, first_index, first_bid)
    first_kind = classify_opening(v.before(first_index), first_bid)
    if first_kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
        return _unconventional(call, v.form)
    if r == 2:
        my_first = next(iter(v.bids_of(me)), None)
        if my_first is not None and my_first[1].denomination.is_misere and s is not None:
            return _meaning(
                call,
                f"after the misfit misère, the responder's best suit: {s.symbol}",
                ("C-4.1", "IC-20"),
                (ShownFact(ShowKind.BEST_SUIT, s),),
            )
        if d.is_misere:
            return _meaning(
                call, "low cards, a misère option", ("C-4.1",), (ShownFact(ShowKind.LOW_CARDS),)
            )
        if s is None:
            return _unconventional(call, v.form)
        low = v.lowest_suit(s)
        gap = call.level - low.level if low is not None else 99
        if s in v.suits_bid_by(pa) and s not in v.suits_bid_by(me):
            return _meaning(
                call,
                f"support for partner's {s.symbol}",
                ("C-4.1", "C-3.9", "IC-20"),
                (ShownFact(ShowKind.RAISE, s),),
            )
        if gap == 1 and first_seat == me:
            return _meaning(
                call,
                f"a second suit of first-round strength in {s.symbol}: the opener's jump",
                ("C-4.1",),
                (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
            )
        if gap == 0:
            return _meaning(
                call,
                f"a second-round suit in {s.symbol} (two honours and three spots, or three "
                f"honours and a spot)",
                ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        return _unconventional(call, v.form)
    shown = honours_shown(v, me)
    if d is Denomination.GRAND:
        low = v.lowest(Denomination.GRAND)
        if r == 3 and low is not None and call.level == low.level:
            side_suits = v.suits_bid_by_side(me)
            return _meaning(
                call,
                f"aces in every suit our side has bid ({suits_text(side_suits)})",
                ("C-4.2",),
                (ShownFact(ShowKind.ACES_IN_SIDE_SUITS, suits=tuple(side_suits)),),
            )
        return _unconventional(call, v.form)
    if d.is_misere or s is None:
        return _unconventional(call, v.form)
    low = v.lowest_suit(s)
    gap = call.level - low.level if low is not None else 99
    if call.level >= 5:
        return _meaning(
            call,
            f"the kitty bid: this hand wants the kitty with {s.symbol} as trumps",
            ("C-4.4", "IC-15", "IC-16"),
            (ShownFact(ShowKind.KITTY_BID, s),),
        )
    if r == 3 and shown.three_aces and shown.missing_ace is None:
        return _meaning(
            call,
            f"three aces were shown; this names the missing one, the {s.symbol}A",
            ("C-4.2",),
            (ShownFact(ShowKind.MISSING_ACE, s),),
        )
    if r == 3 and gap == 1:
        return _meaning(
            call,
            f"a jump in round three: A K Q of {s.symbol}",
            ("C-4.3",),
            (ShownFact(ShowKind.AKQ, s),),
        )
    if gap != 0:
        return _unconventional(call, v.form)
    if s in shown.aces:
        return _meaning(
            call,
            f"the {s.symbol}A was shown already, so this adds the {s.symbol}K",
            ("C-4.3",),
            (ShownFact(ShowKind.KING, s),),
        )
    if shown.passed_round3:
        return _meaning(
            call,
            f"after a pass in round three, the {s.symbol}K without the ace",
            ("C-4.3",),
            (ShownFact(ShowKind.KING, s),),
        )
    return _meaning(
        call,
        f"the {s.symbol}A, shown at the lowest level",
        ("C-4.2",) if r == 3 else ("C-4.3",),
        (ShownFact(ShowKind.ACE, s),),
    )


def _encouragement_meaning(v: AuctionView, call: Bid) -> CallMeaning | None:
    """C-4.5 (kitty) and C-5.4 (no kitty): a bid one step below the bid partner should make
    asks for it, and making the asked-for bid answers. None when ``call`` is neither."""
    kitty = v.form is not Form.NOKITTY
    asked = _last_encouragement(v, v.partner)
    if asked is not None and asked == call:
        return _meaning(
            call,
            "partner's one-step-lower bid asked for this" + (": the kitty bid" if kitty else ""),
            ("C-4.5", "C-4.4") if kitty else ("C-5.4", "C-4.5"),
            (ShownFact(ShowKind.KITTY_BID, call.denomination.suit, bid=call),),
        )
    target = encouragement_target(v, call)
    if target is None:
        return None
    if kitty:
        return _meaning(
            call,
            f"one step below {target.text}: asks partner to make that kitty bid",
            ("C-4.5", "IC-17"),
            (ShownFact(ShowKind.ASKS_KITTY_BID, target.denomination.suit, bid=target),),
        )
    return _meaning(
        call,
        f"one step below {target.text}: asks partner to bid it",
        ("C-5.4", "C-4.5", "IC-17"),
        (ShownFact(ShowKind.ASKS_KITTY_BID, bid=target),),
    )


def _pass_asks_spades(v: AuctionView) -> bool:
    """The responder's pass of IC-18 (seen before it is made)."""
    me, pa = v.seat, v.partner
    first = v.first_bid_of_side(me)
    if first is None or first[1] != pa or v.bids_of(me):
        return False
    st, st_seat = v.standing, v.standing_seat
    if st is None or st_seat is None or side(st_seat) == side(me) or not st.denomination.is_misere:
        return False
    if st.level < 5 or not v.calls or v.calls[-1] != (st_seat, st):
        return False
    kind = classify_opening(v.before(first[0]), first[2])
    return kind in (Opening.HIGH_CARDS, Opening.EQUAL_SUITS)


def _explain_kitty_opening(v: AuctionView, call: Bid) -> CallMeaning:
    kind = classify_opening(v, call)
    s = call.denomination.suit
    opp = v.opponents_have_bid()
    lead = "a defender's bid: " if opp and kind is not Opening.MISERE_PREEMPT else ""
    if kind is Opening.FIRST_ROUND_SUIT and s is not None:
        if v.round >= 2:
            return _meaning(
                call,
                f"{lead}a long {s.symbol} suit: first-round strength (three honours and two "
                f"spots with a side ace) or a second-round suit",
                ("C-3.1", "C-4.1", "I-3"),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        return _meaning(
            call,
            f"{lead}a first-round suit in {s.symbol}: three honours and two spots (or two high "
            f"honours and four spots) with a side ace, bid at the lowest level",
            ("C-3.1", "I-3"),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    if kind is Opening.STRONG_SUIT and s is not None:
        return _meaning(
            call,
            f"{lead}a jump of one level: a very strong {s.symbol} suit (four honours in six "
            f"cards or three in seven) with a side ace",
            ("C-3.2",),
            (ShownFact(ShowKind.STRONG_SUIT, s),),
        )
    if kind is Opening.HIGH_CARDS and s is not None:
        return _meaning(
            call,
            f"{lead}about seven honours without a first-round suit, unfit for misère; "
            f"{s.symbol} is the best suit",
            ("C-3.4", "IC-11"),
            (ShownFact(ShowKind.HIGH_CARDS, s),),
        )
    if kind is Opening.EQUAL_SUITS:
        return _meaning(
            call,
            f"{lead}about seven honours spread evenly, no first-round suit, unfit for misère",
            ("C-3.4", "IC-11", "IC-12"),
            (ShownFact(ShowKind.EQUAL_SUITS),),
        )
    if kind is Opening.THREE_ACES:
        return _meaning(
            call,
            f"{lead}three aces (and no long suit worth bidding first)",
            ("C-3.3",),
            (ShownFact(ShowKind.THREE_ACES, count=3),),
        )
    if kind is Opening.FOUR_ACES:
        return _meaning(
            call, f"{lead}all four aces", ("C-3.3",), (ShownFact(ShowKind.FOUR_ACES, count=4),)
        )
    if kind is Opening.MISERE:
        return _meaning(
            call,
            "low cards with two or three 2-spots, no natural void: a hand for misère",
            ("C-3.5",),
            (ShownFact(ShowKind.MISERE),),
        )
    if kind is Opening.MISERE_PREEMPT:
        return _meaning(
            call,
            "a misère pre-empt: the opponents have bid (or are expected to); a fair misère "
            "hand with fewer low cards than a six-misère opening",
            ("C-3.5", "C-3.6"),
            (ShownFact(ShowKind.MISERE_PREEMPT),),
        )
    return _unconventional(call, v.form)


def _explain_kitty_response(
    v: AuctionView, call: Bid, opening_index: int, opening: Bid
) -> CallMeaning:
    kind = classify_opening(v.before(opening_index), opening)
    ps = opening.denomination.suit
    d = call.denomination
    s = d.suit
    low = v.lowest(d)
    gap = call.level - low.level if low is not None else 99
    if kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
        return _unconventional(call, v.form)
    if d.is_misere and gap == 0 and ps is not None:
        return _meaning(
            call,
            f"the lowest misère: a void or a single spot in partner's {ps.symbol}",
            ("C-3.13",),
            (ShownFact(ShowKind.MISFIT, ps),),
        )
    if d is Denomination.GRAND:
        if kind is Opening.THREE_ACES and gap == 0:
            return _meaning(
                call,
                "the fourth ace (and no long suit to bid instead)",
                ("C-3.10",),
                (ShownFact(ShowKind.FOURTH_ACE),),
            )
        if gap == 0:
            return _meaning(
                call, "three aces", ("C-3.12",), (ShownFact(ShowKind.THREE_ACES, count=3),)
            )
        if gap == 1:
            return _meaning(
                call, "all four aces", ("C-3.12",), (ShownFact(ShowKind.FOUR_ACES, count=4),)
            )
        return _unconventional(call, v.form)
    if s is None:
        return _unconventional(call, v.form)
    if kind is Opening.EQUAL_SUITS and call.level == 4:
        return _meaning(
            call,
            f"answering three grand at the four level: {s.symbol} is this hand's best suit; "
            f"partner bids it at five and hands over all its {s.symbol}",
            ("C-3.11",),
            (ShownFact(ShowKind.BEST_SUIT, s),),
        )
    if kind is Opening.HIGH_CARDS and gap == 0:
        return _meaning(
            call,
            f"answering three of a suit: {s.symbol} is this hand's best suit",
            ("C-3.11",),
            (ShownFact(ShowKind.BEST_SUIT, s),),
        )
    if s is ps:
        strength = " straight to the contract level" if call.level >= 5 else ""
        return _meaning(
            call,
            f"a raise{strength}: four or more {s.symbol} with an honour",
            ("C-3.9",),
            (ShownFact(ShowKind.RAISE, s),),
        )
    if gap == 0:
        return _meaning(
            call,
            f"the responder's own first-round suit in {s.symbol} (no side ace needed)",
            ("C-3.8",),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    return _unconventional(call, v.form)


def _explain_nokitty(v: AuctionView, call: Action) -> CallMeaning:
    me = v.seat
    first = v.first_bid_of_side(me)
    if isinstance(call, Pass):
        if v.standing is None:
            return _meaning(
                call,
                "not strong enough for the six level and no misère hand: ready for all-pass misère",
                ("C-5.1", "C-5.3"),
                (ShownFact(ShowKind.NOTHING),),
            )
        return _meaning(call, "nothing to add", ("C-5",), (ShownFact(ShowKind.NOTHING),))
    assert isinstance(call, Bid)
    encouragement = _encouragement_meaning(v, call)
    if encouragement is not None:
        return encouragement
    d = call.denomination
    if first is None:
        opp = v.opponents_have_bid()
        if opp:
            cheapest = next(
                (b for b in v.legal_calls() if isinstance(b, Bid) and b.denomination.suit),
                None,
            )
            if d.is_misere:
                return _meaning(
                    call,
                    "a misère pre-empt against the opponents' bid",
                    ("C-5.3", "C-5.4"),
                    (ShownFact(ShowKind.MISERE_PREEMPT),),
                )
            if call == cheapest:
                return _meaning(
                    call,
                    "a competitive bid at the cheapest suit: one of the six-level opening "
                    "hands, after an opponent bid",
                    ("C-5.4",),
                    (ShownFact(ShowKind.COMPETITIVE), ShownFact(ShowKind.STRONG_HAND)),
                )
            return _unconventional(call, v.form)
        if call == Bid(6, Denomination.SPADES):
            return _meaning(
                call,
                "the lowest bid, not a promise of spades: a very strong suit with a side ace, "
                "a first- and a second-round suit, about seven honours with two aces, or a "
                "hand hopeless for all-pass misère",
                ("C-5.1",),
                (ShownFact(ShowKind.STRONG_HAND),),
            )
        if call == Bid(6, Denomination.CLUBS):
            return _meaning(
                call,
                "a six-level hand with a natural void (the packet will show where), not "
                "wanting spades as trumps",
                ("C-5.2",),
                (ShownFact(ShowKind.STRONG_HAND), ShownFact(ShowKind.NATURAL_VOID)),
            )
        if call == Bid(6, Denomination.DIAMONDS):
            return _meaning(
                call,
                "a strong hand naturally void in both spades and clubs",
                ("C-5.2",),
                (
                    ShownFact(ShowKind.STRONG_HAND),
                    ShownFact(ShowKind.NATURAL_VOID, suits=(Suit.SPADES, Suit.CLUBS)),
                ),
            )
        if call == Bid(6, Denomination.MISERE):
            return _meaning(
                call,
                "low cards with two or three 2-spots, two of which can go to partner",
                ("C-5.3",),
                (ShownFact(ShowKind.MISERE),),
            )
        return _unconventional(call, v.form)
    mine = v.bids_of(me)
    if (
        call == Bid(6, Denomination.CLUBS)
        and len(mine) == 1
        and mine[0][1] == Bid(6, Denomination.SPADES)
    ):
        return _meaning(
            call,
            "6♠ then 6♣: a natural void, and the spades stay in this hand",
            ("C-5.2",),
            (ShownFact(ShowKind.NATURAL_VOID), ShownFact(ShowKind.KEEPS_SPADES)),
        )
    return _unconventional(call, v.form)


def auction_explanations(
    form: Form, auction: Sequence[tuple[int, Action]], dealer: int
) -> list[CallMeaning]:
    """:func:`explain_call` for every call of an auction, in order."""
    out = []
    for i, (s, c) in enumerate(auction):
        out.append(explain_call(c, form, auction[:i], s, dealer))
    return out


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


__all__ = [
    "CallMeaning",
    "CallSuggestion",
    "Opening",
    "ShowKind",
    "ShownFact",
    "auction_explanations",
    "classify_opening",
    "conventional_calls",
    "encouragement_target",
    "explain_call",
    "parse_auction",
]
