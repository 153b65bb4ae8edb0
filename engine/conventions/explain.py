"""What a call in an auction says about the bidder's hand: :func:`explain_call` reads a call
the way :mod:`engine.conventions.suggest` makes it, so a learner's call, a bot's call and a
drill's answer are all described by the same code (docs/conventions.md C-3 – C-5).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TypedDict

from ..actions import Action, Bid, Denomination, Pass
from ..cards import Suit
from ..messages import Msg
from ..rules import Form, partner
from ..scoring import bid_words
from .auction import (
    AuctionView,
    Opening,
    analyse,
    classify_opening,
    describes,
    honours_shown,
)
from .calls import (
    CallMeaning,
    ShowKind,
    ShownFact,
    call_words,
    encouragement_target,
    last_encouragement,
)
from .facts import fact, suits_msg


def explain_call(
    call: Action,
    form: Form,
    auction_before: Sequence[tuple[int, Action]],
    seat: int,
    dealer: int,
) -> CallMeaning:
    """What ``call`` by ``seat`` after ``auction_before`` tells the table about the hand.

    A pure function of immutable values, so answers are kept: a table explains every call of
    its auction on each step, which made the same meanings again and again (and each reading
    analyses the auction before it)."""
    return _explain_call(call, form, tuple((s, c) for s, c in auction_before), seat, dealer)


@lru_cache(maxsize=8192)
def _explain_call(
    call: Action, form: Form, auction_before: tuple[tuple[int, Action], ...], seat: int, dealer: int
) -> CallMeaning:
    view = analyse(form, auction_before, seat, dealer)
    if not view.is_legal(call):
        raise ValueError(f"{call} is not a legal call here (R-3.1, R-3.3)")
    if view.form is Form.NOKITTY:
        return _explain_nokitty(view, call)
    return _explain_kitty(view, call)


def _meaning(
    call: Action,
    body: Msg,
    ids: Sequence[str],
    shows: Sequence[ShownFact],
    conventional: bool = True,
) -> CallMeaning:
    text = Msg("cm.call", label=call_words(call), body=body)
    return CallMeaning(call, (fact(text, *ids),), tuple(shows), conventional)


def _unconventional(call: Action, form: Form) -> CallMeaning:
    return _meaning(
        call,
        Msg("cm.unconventional"),
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
                Msg("cm.pass_asks_spades", ask=bid_words(ask)),
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, Suit.SPADES, bid=ask),),
            )
        if first is None and v.standing is None:
            return _meaning(
                call,
                Msg("cm.pass_nothing_first"),
                ("C-3.7",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if first is None:
            return _meaning(call, Msg("cm.pass_quiet"), ("C-3.7",), ())
        if first[1] == pa and not any(i > first[0] for i, _ in v.calls_of(me)):
            kind = classify_opening(v.before(first[0]), first[2])
            if kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
                return _meaning(
                    call,
                    Msg("cm.pass_partner_misere"),
                    ("C-3.5",),
                    (ShownFact(ShowKind.NOTHING),),
                )
            return _meaning(
                call,
                Msg("cm.pass_no_response"),
                ("C-3.8", "C-3.9", "C-3.12", "C-3.13"),
                (ShownFact(ShowKind.NOTHING),),
            )
        side_kind = classify_opening(v.before(first[0]), first[2])
        if side_kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
            return _meaning(
                call,
                Msg("cm.pass_side_misere"),
                ("C-3.5",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if r == 2:
            return _meaning(
                call,
                Msg("cm.pass_round2"),
                ("C-4.1",),
                (ShownFact(ShowKind.NOTHING),),
            )
        if r == 3:
            return _meaning(call, Msg("cm.pass_round3"), ("C-4.2",), (ShownFact(ShowKind.NOTHING),))
        return _meaning(call, Msg("cm.pass_more"), ("C-4.3",), (ShownFact(ShowKind.NOTHING),))
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
    if r == 2 and s is not None and not d.is_misere and not describes(call):
        # From level 5 a bid names the contract (IC-15), in round two too: the kitty bid,
        # no second-round suit (review round 73, bid 5-r73n13: West's own 5♠ after partner's
        # pass over 5 misère was "a second-round suit in ♠").
        return _meaning(
            call,
            Msg("cm.kitty_bid", suit=s.symbol),
            ("C-4.4", "IC-15", "IC-16"),
            (ShownFact(ShowKind.KITTY_BID, s),),
        )
    if r == 2:
        my_first = next(iter(v.bids_of(me)), None)
        if my_first is not None and my_first[1].denomination.is_misere and s is not None:
            return _meaning(
                call,
                Msg("cm.misfit_best", suit=s.symbol),
                ("C-4.1", "IC-20"),
                (ShownFact(ShowKind.BEST_SUIT, s),),
            )
        if d.is_misere:
            return _meaning(call, Msg("cm.low_cards"), ("C-4.1",), (ShownFact(ShowKind.LOW_CARDS),))
        if s is None:
            return _unconventional(call, v.form)
        low = v.lowest_suit(s)
        gap = call.level - low.level if low is not None else 99
        if s in v.suits_bid_by(pa) and s not in v.suits_bid_by(me):
            return _meaning(
                call,
                Msg("cm.support", suit=s.symbol),
                ("C-4.1", "C-3.9", "IC-20"),
                (ShownFact(ShowKind.RAISE, s),),
            )
        if gap == 1 and first_seat == me:
            return _meaning(
                call,
                Msg("cm.opener_jump", suit=s.symbol),
                ("C-4.1",),
                (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
            )
        if gap == 0:
            # The opener's second suit may meet only the Handbook's easier standard
            # (IC-10), and the reader says so (review round 69, bid 5-r69v11: ♣AQ10 was
            # described as "two honours and three spots, or three honours and a spot").
            opener = first_seat == me
            return _meaning(
                call,
                Msg("cm.second_round_opener" if opener else "cm.second_round", suit=s.symbol),
                ("C-4.1", "IC-10") if opener else ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        return _unconventional(call, v.form)
    shown = honours_shown(v, me)
    if d is Denomination.GRAND:
        low = v.lowest(Denomination.GRAND)
        if r == 3 and low is not None and call.level == low.level:
            side_suits = v.natural_suits_of_side(me)
            return _meaning(
                call,
                Msg("cm.aces_side", suits=suits_msg(side_suits)),
                ("C-4.2",),
                (ShownFact(ShowKind.ACES_IN_SIDE_SUITS, suits=tuple(side_suits)),),
            )
        return _unconventional(call, v.form)
    if d.is_misere or s is None:
        return _unconventional(call, v.form)
    low = v.lowest_suit(s)
    gap = call.level - low.level if low is not None else 99
    if not describes(call):
        return _meaning(
            call,
            Msg("cm.kitty_bid", suit=s.symbol),
            ("C-4.4", "IC-15", "IC-16"),
            (ShownFact(ShowKind.KITTY_BID, s),),
        )
    if (
        r == 3
        and shown.three_aces
        and shown.missing_ace is None
        and not honours_shown(v, partner(me)).fourth_ace
    ):
        return _meaning(
            call,
            Msg("cm.missing_ace", suit=s.symbol),
            ("C-4.2",),
            (ShownFact(ShowKind.MISSING_ACE, s),),
        )
    if r == 3 and gap == 1:
        return _meaning(
            call,
            Msg("cm.akq", suit=s.symbol),
            ("C-4.3",),
            (ShownFact(ShowKind.AKQ, s),),
        )
    if gap != 0:
        return _unconventional(call, v.form)
    honour_ids: tuple[str, ...] = ("C-4.3",)
    shown_kind = ShowKind.KING
    if s in shown.aces:
        body = Msg("cm.king_after_ace", suit=s.symbol)
    elif s in honours_shown(v, partner(me), peek=False).aces:
        # IC-15: a bid in the suit of the ace partner has shown adds the king, as
        # ``honours_shown`` reads it (review round 68, bid 6-r68x13: partner's 4♥ after
        # this hand's 3♥ ace was called "the ♥A").
        body = Msg("cm.king_after_mates_ace", suit=s.symbol)
    elif shown.passed_round3:
        body = Msg("cm.king_after_pass", suit=s.symbol)
    else:
        body, shown_kind = Msg("cm.ace", suit=s.symbol), ShowKind.ACE
        honour_ids = ("C-4.2",) if r == 3 else ("C-4.3",)
    if _may_be_kitty_bid(v, s):
        body = Msg("cm.or_kitty_bid", shown=body, suit=s.symbol)
        honour_ids = (*honour_ids, "C-4.4")
    return _meaning(call, body, honour_ids, (ShownFact(shown_kind, s),))


def _may_be_kitty_bid(v: AuctionView, s: Suit) -> bool:
    """Right after partner's pass, the lowest bid in partner's suit is also how a hand with
    nothing more to show makes the kitty bid (C-4.4, IC-16): the same call, so the reader
    cannot tell which, and either way it takes the kitty if the auction ends there."""
    pa = v.partner
    return isinstance(v.last_call_of(pa), Pass) and v.kitty_suits().allows(s, pa)


def _encouragement_meaning(v: AuctionView, call: Bid) -> CallMeaning | None:
    """C-4.5 (kitty) and C-5.4 (no kitty): a bid one step below the bid partner should make
    asks for it, and making the asked-for bid answers. None when ``call`` is neither."""
    kitty = v.form is not Form.NOKITTY
    if kitty and v.answers_spade_request(call):
        return _meaning(
            call,
            Msg("cm.answers_spades"),
            ("C-4.5", "C-4.4", "IC-18"),
            (ShownFact(ShowKind.KITTY_BID, Suit.SPADES, bid=call),),
        )
    asked = last_encouragement(v, v.partner)
    if asked is not None and asked == call:
        return _meaning(
            call,
            Msg("cm.asked", kitty=Msg("cm.asked_kitty" if kitty else "empty")),
            ("C-4.5", "C-4.4") if kitty else ("C-5.4", "C-4.5"),
            (ShownFact(ShowKind.KITTY_BID, call.denomination.suit, bid=call),),
        )
    target = encouragement_target(v, call)
    if target is None:
        return None
    if kitty:
        return _meaning(
            call,
            Msg("cm.asks_kitty", target=bid_words(target)),
            ("C-4.5", "IC-17"),
            (ShownFact(ShowKind.ASKS_KITTY_BID, target.denomination.suit, bid=target),),
        )
    return _meaning(
        call,
        Msg("cm.asks_bid", target=bid_words(target)),
        ("C-5.4", "C-4.5", "IC-17"),
        (ShownFact(ShowKind.ASKS_KITTY_BID, bid=target),),
    )


def _explain_kitty_opening(v: AuctionView, call: Bid) -> CallMeaning:
    kind = classify_opening(v, call)
    s = call.denomination.suit
    opp = v.opponents_have_bid()
    lead = Msg("cm.defender" if opp and kind is not Opening.MISERE_PREEMPT else "empty")
    if kind is Opening.FIRST_ROUND_SUIT and s is not None:
        if v.round >= 2:
            return _meaning(
                call,
                Msg("cm.open_long", lead=lead, suit=s.symbol),
                ("C-3.1", "C-4.1", "I-3"),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        if call.level == 3:
            # At the three level the lowest bid in a suit is also C-3.4's bid in the best
            # suit (review round 70, bid 5-r70s14: a defender's 3♥ on ♥AQ6 was read as "a
            # first-round suit in ♥").
            return _meaning(
                call,
                Msg("cm.open_first_or_high", lead=lead, suit=s.symbol),
                ("C-3.1", "C-3.4", "I-3"),
                (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
            )
        return _meaning(
            call,
            Msg("cm.open_first", lead=lead, suit=s.symbol),
            ("C-3.1", "I-3"),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    if kind is Opening.STRONG_SUIT and s is not None:
        # A three-level bid one above the lowest (over 1 grand, say) is also C-3.4's
        # three-level bid in the best suit, made at that level whatever stands: the reader
        # cannot tell them apart, and says so (review round 70, bid 5-r70t13: ♦AQ763 over 1G
        # was read as "a very strong ♦ suit").
        both = call.level == 3
        return _meaning(
            call,
            Msg("cm.open_strong_or_high" if both else "cm.open_strong", lead=lead, suit=s.symbol),
            ("C-3.2", "C-3.4") if both else ("C-3.2",),
            (ShownFact(ShowKind.STRONG_SUIT, s),),
        )
    if kind is Opening.HIGH_CARDS and s is not None:
        return _meaning(
            call,
            Msg("cm.open_high", lead=lead, suit=s.symbol),
            ("C-3.4", "IC-11"),
            (ShownFact(ShowKind.HIGH_CARDS, s),),
        )
    if kind is Opening.EQUAL_SUITS:
        return _meaning(
            call,
            Msg("cm.open_equal", lead=lead),
            ("C-3.4", "IC-11", "IC-12"),
            (ShownFact(ShowKind.EQUAL_SUITS),),
        )
    if kind is Opening.THREE_ACES:
        return _meaning(
            call,
            Msg("cm.open_three_aces", lead=lead),
            ("C-3.3",),
            (ShownFact(ShowKind.THREE_ACES, count=3),),
        )
    if kind is Opening.FOUR_ACES:
        return _meaning(
            call,
            Msg("cm.open_four_aces", lead=lead),
            ("C-3.3",),
            (ShownFact(ShowKind.FOUR_ACES, count=4),),
        )
    if kind is Opening.MISERE:
        return _meaning(
            call,
            Msg("cm.open_misere"),
            ("C-3.5",),
            (ShownFact(ShowKind.MISERE),),
        )
    if kind is Opening.MISERE_PREEMPT:
        # Six misère over the opponents' bid is C-3.5's own misère hand (two or three
        # 2-spots), not the five-level pre-empt's thinner one (review round 69, bid 2-r69v14).
        six = call.level >= 6
        return _meaning(
            call,
            Msg("cm.open_preempt_six" if six else "cm.open_preempt"),
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
    if d.is_misere and gap == 0 and ps is not None and describes(call):  # IC-15
        return _meaning(
            call,
            Msg("cm.resp_misfit", suit=ps.symbol),
            ("C-3.13",),
            (ShownFact(ShowKind.MISFIT, ps),),
        )
    if d is Denomination.GRAND:
        if kind is Opening.THREE_ACES and gap == 0:
            return _meaning(
                call,
                Msg("cm.resp_fourth_ace"),
                ("C-3.10",),
                (ShownFact(ShowKind.FOURTH_ACE),),
            )
        if gap == 0:
            return _meaning(
                call,
                Msg("cm.resp_three_aces"),
                ("C-3.12",),
                (ShownFact(ShowKind.THREE_ACES, count=3),),
            )
        if gap == 1:
            return _meaning(
                call,
                Msg("cm.resp_four_aces"),
                ("C-3.12",),
                (ShownFact(ShowKind.FOUR_ACES, count=4),),
            )
        return _unconventional(call, v.form)
    if s is None:
        return _unconventional(call, v.form)
    if kind is Opening.EQUAL_SUITS and call.level == 4:
        return _meaning(
            call,
            Msg("cm.resp_longest", suit=s.symbol),
            ("C-3.11",),
            (ShownFact(ShowKind.BEST_SUIT, s),),
        )
    if kind is Opening.HIGH_CARDS and gap == 0:
        return _meaning(
            call,
            Msg("cm.resp_best", suit=s.symbol),
            ("C-3.11",),
            (ShownFact(ShowKind.BEST_SUIT, s),),
        )
    if s is ps:
        strength = Msg("empty" if describes(call) else "cm.raise_direct")
        return _meaning(
            call,
            Msg("cm.resp_raise", strength=strength, suit=s.symbol),
            ("C-3.9",),
            (ShownFact(ShowKind.RAISE, s),),
        )
    if gap == 0 and any(i < opening_index for i, _ in v.calls_of(v.seat)):
        # A responder that passed before partner opened names a second-round suit now
        # (IC-20), no first-round suit, which it would have opened with (review round 69,
        # bid 6-r69v12, 7-r69v10: ♠J10876 read as "the responder's own first-round suit").
        return _meaning(
            call,
            Msg("cm.second_round", suit=s.symbol),
            ("C-4.1", "IC-20"),
            (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
        )
    if gap == 0:
        return _meaning(
            call,
            Msg("cm.resp_own", suit=s.symbol),
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
                Msg("cm.nk_pass_ready"),
                ("C-5.1", "C-5.3"),
                (ShownFact(ShowKind.NOTHING),),
            )
        return _meaning(call, Msg("cm.nk_pass"), ("C-5",), (ShownFact(ShowKind.NOTHING),))
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
                    Msg("cm.nk_preempt"),
                    ("C-5.3", "C-5.4"),
                    (ShownFact(ShowKind.MISERE_PREEMPT),),
                )
            if call == cheapest:
                return _meaning(
                    call,
                    Msg("cm.nk_competitive"),
                    ("C-5.4",),
                    (ShownFact(ShowKind.COMPETITIVE), ShownFact(ShowKind.STRONG_HAND)),
                )
            return _unconventional(call, v.form)
        if call == Bid(6, Denomination.SPADES):
            return _meaning(
                call,
                Msg("cm.nk_6s"),
                ("C-5.1",),
                (ShownFact(ShowKind.STRONG_HAND),),
            )
        if call == Bid(6, Denomination.CLUBS):
            return _meaning(
                call,
                Msg("cm.nk_6c"),
                ("C-5.2",),
                (ShownFact(ShowKind.STRONG_HAND), ShownFact(ShowKind.NATURAL_VOID)),
            )
        if call == Bid(6, Denomination.DIAMONDS):
            return _meaning(
                call,
                Msg("cm.nk_6d"),
                ("C-5.2",),
                (
                    ShownFact(ShowKind.STRONG_HAND),
                    ShownFact(ShowKind.NATURAL_VOID, suits=(Suit.SPADES, Suit.CLUBS)),
                ),
            )
        if call == Bid(6, Denomination.MISERE):
            return _meaning(
                call,
                Msg("cm.nk_6m"),
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
            Msg("cm.nk_6s_6c"),
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


def _shown(
    form: Form, auction: Sequence[tuple[int, Action]], dealer: int, seat: int
) -> set[ShowKind]:
    """What ``seat``'s bids in ``auction`` showed, as its partner reads them."""
    return {
        f.kind
        for i, (s, c) in enumerate(auction)
        if s == seat and isinstance(c, Bid)
        for f in explain_call(c, form, auction[:i], s, dealer).shows
    }


def spade_void_by_6c(
    form: Form, auction: Sequence[tuple[int, Action]], dealer: int, seat: int
) -> bool:
    """Whether ``seat`` opened a plain 6♣ (C-5.2): the Handbook has partner take ♠ for the
    natural void unless the packet holds a spade (not after 6♠ then 6♣, which keeps them)."""
    shown = _shown(form, auction, dealer, seat)
    bids = [c for s, c in auction if s == seat and isinstance(c, Bid)]
    return (
        bool(bids)
        and bids[0] == Bid(6, Denomination.CLUBS)
        and ShowKind.NATURAL_VOID in shown
        and ShowKind.KEEPS_SPADES not in shown
    )


class ReturnVoids(TypedDict):
    """What the passer's bids say of its voids, as :func:`return_options` takes it."""

    natural_void: bool
    spade_void: bool
    black_voids: bool


def return_voids(
    form: Form, auction: Sequence[tuple[int, Action]], dealer: int, seat: int
) -> ReturnVoids:
    """``seat``'s bids read once for its partner's return (C-5.2): a natural void shown at
    all; a plain 6♣, whose void is ♠ unless the spades were kept (6♠ then 6♣); a 6♦,
    naturally void in both ♠ and ♣."""
    shown = _shown(form, auction, dealer, seat)
    bids = [c for s, c in auction if s == seat and isinstance(c, Bid)]
    first = bids[0] if bids else None
    void = ShowKind.NATURAL_VOID in shown
    return {
        "natural_void": void,
        "spade_void": void
        and first == Bid(6, Denomination.CLUBS)
        and ShowKind.KEEPS_SPADES not in shown,
        "black_voids": void and first == Bid(6, Denomination.DIAMONDS),
    }


def keeps_spades(form: Form, auction: Sequence[tuple[int, Action]], dealer: int, seat: int) -> bool:
    """Whether ``seat`` bid 6♠ then 6♣ (C-5.2): a natural void, and the spades are kept."""
    return ShowKind.KEEPS_SPADES in _shown(form, auction, dealer, seat)


def shows_natural_void(
    form: Form, auction: Sequence[tuple[int, Action]], dealer: int, seat: int
) -> bool:
    """Whether ``seat``'s bids in ``auction`` showed a natural void (C-5.2: 6♣, 6♠ then 6♣,
    6♦), as its partner reads them."""
    return ShowKind.NATURAL_VOID in _shown(form, auction, dealer, seat)
