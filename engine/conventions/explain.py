"""What a call in an auction says about the bidder's hand: :func:`explain_call` reads a call
the way :mod:`engine.conventions.suggest` makes it, so a learner's call, a bot's call and a
drill's answer are all described by the same code (docs/conventions.md C-3 – C-5).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Bid, Denomination, Pass
from ..cards import Suit
from ..rules import Form
from .auction import AuctionView, Opening, analyse, classify_opening, honours_shown
from .calls import (
    CallMeaning,
    ShowKind,
    ShownFact,
    encouragement_target,
    last_encouragement,
)
from .facts import fact, suits_text


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
        if v.pass_would_ask_spades():
            st = v.standing
            assert st is not None
            ask = Bid(st.level, Denomination.SPADES)
            return _meaning(
                call,
                f"after the opponents' misère pre-empt over partner's high-card opening, this "
                f"pass asks partner to bid {ask.text}: ♠ is this hand's suit, or it has no "
                f"suit of four cards to name",
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, Suit.SPADES, bid=ask),),
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
    if kitty and v.answers_spade_request(call):
        return _meaning(
            call,
            "partner's pass after the misère pre-empt asked for this kitty bid in ♠; this "
            "hand takes the kitty and can send partner its spades",
            ("C-4.5", "C-4.4", "IC-18"),
            (ShownFact(ShowKind.KITTY_BID, Suit.SPADES, bid=call),),
        )
    asked = last_encouragement(v, v.partner)
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
            f"answering three grand at the four level: {s.symbol} is this hand's longest suit; "
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
                "a first- and a second-round suit, seven or more honours with two aces, or a "
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
