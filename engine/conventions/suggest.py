"""The calls the conventions suggest for a hand (docs/conventions.md C-3, C-4, C-5).

:func:`conventional_calls` never returns an empty list, every call in it is legal in the
auction given (R-3.1, R-3.3), and exactly one of them is ``preferred``; the others are the
alternatives the conventions also accept. Hand words ("first-round suit", "side ace", misère
fitness…) are defined once in :mod:`engine.conventions.handeval`; the shared vocabulary and the
IC-n interpretations used are in :mod:`engine.conventions.calls`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..actions import PASS, Action, Bid, Denomination, Pass
from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from ..rules import PASSES_TO_END, Form, left, partner, right
from ..scoring import bid_words
from .auction import (
    CONTRACT_LEVEL,
    AuctionView,
    Opening,
    analyse,
    classify_opening,
    describes,
    honours_shown,
    step_below,
)
from .calls import (
    CallSuggestion,
    ShowKind,
    ShownFact,
    call_words,
    encouragement_target,
    last_encouragement,
    preempt_pass_asks_spades,
    suit_words,
)
from .facts import suits_msg
from .handeval import HandEval, MisereFit, SuitEval, evaluate, number_msg

# IC-12: a longer suit (four or more cards) whose points plus length fall at most this short
# of the best suit's is also accepted for C-3.4's "three in the best suit" (not preferred).
LONGER_SUIT_MARGIN = 3


@dataclass
class _Collector:
    view: AuctionView
    items: list[tuple[Action, bool, tuple[str, ...], Msg, tuple[ShownFact, ...]]] = field(
        default_factory=list
    )

    def add(
        self,
        call: Action | None,
        candidate: bool,
        text: Msg,
        ids: Sequence[str],
        shows: Sequence[ShownFact] = (),
    ) -> None:
        if call is None or not self.view.is_legal(call):
            return
        if any(c == call for c, *_ in self.items):
            return
        self.items.append((call, candidate, tuple(ids), text, tuple(shows)))

    def fallback(self, text: Msg, ids: Sequence[str], shows: Sequence[ShownFact] = ()) -> None:
        """Pass, when no convention gives this hand a call it prefers: calls that are only
        allowed (not preferred) leave pass the preferred answer."""
        if not any(it[1] for it in self.items):
            self.items = [it for it in self.items if it[0] != PASS]
            self.items.insert(0, (PASS, True, tuple(ids), text, tuple(shows)))

    def reword_pass(self, text: Msg, ids: Sequence[str]) -> bool:
        """Give the preferred pass ``text`` when it is the responder's generic fallback and
        stands beside calls that are only allowed (its words could deny what the hand holds).
        Whether it did."""
        if not self.items or self.items[0][0] != PASS or not self.items[0][1]:
            return False
        if self.items[0][3].id != "cs.no_response":
            return False  # a pass with its own reason keeps it
        if not any(it[0] != PASS for it in self.items[1:]):
            return False
        self.items[0] = (PASS, True, tuple(ids), text, self.items[0][4])
        return True

    def result(self) -> list[CallSuggestion]:
        if not self.items:
            self.items.append(
                (
                    PASS,
                    True,
                    ("C-3.7",) if self.view.form is Form.KITTY else ("C-5",),
                    Msg("cs.nothing_fits"),
                    (ShownFact(ShowKind.NOTHING),),
                )
            )
        preferred_index = next((i for i, it in enumerate(self.items) if it[1]), 0)
        out = []
        for i, (call, _, ids, text, shows) in enumerate(self.items):
            # A reason that starts with the call ("pass: …", "passing lets …") is not labelled
            # again; the English decides, so every language labels the same reasons.
            label = call_words(call)
            named = ", ".join(ids)
            if text.startswith(label):
                text = Msg("fact", body=text, ids=named)
            else:
                text = Msg("fact.call", label=label, body=text, ids=named)
            out.append(CallSuggestion(call, i == preferred_index, ids, text, shows))
        out.sort(key=lambda s: not s.preferred)
        return out


def conventional_calls(
    hand: CardSet,
    form: Form,
    auction: Sequence[tuple[int, Action]],
    seat: int,
    dealer: int,
    *,
    partner_bids: bool = True,
) -> list[CallSuggestion]:
    """The calls the conventions accept for ``seat`` holding ``hand`` after ``auction`` (the
    first auction, calls from the dealer on). The preferred call comes first.
    ``partner_bids=False``: partner passes at every turn, as the bonehead does (R-9.3), so no
    call asks it to bid and no pass leaves a bid to it."""
    view = analyse(form, auction, seat, dealer)
    if not partner_bids:
        view = replace(view, partner_mute=True)
    h = evaluate(hand)
    col = _Collector(view)
    if view.form is Form.NOKITTY:
        _nokitty(view, h, col)
    else:
        _kitty(view, h, col)
    return col.result()


def _kitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    if _comply(v, h, col) or _after_own_ask(v, col):
        return
    spades = v.spade_request()
    if preempt_pass_asks_spades(v) and spades is not None:
        if h[Suit.SPADES].length == 1:
            # C-4.5's exception holds for this ask too: with a singleton spade partner
            # makes the kitty bid itself, and this one card goes over anyway (review of
            # fresh drills, bid 6-r45b23: ♠4 had only 5♠, a void allowed a pass).
            col.add(PASS, True, Msg("cs.singleton_trump", bid=bid_words(spades)), ("C-4.5",))
        if h.misere >= MisereFit.FIVE:
            col.add(
                PASS,
                False,
                Msg("cs.asked_but_misere", bid=bid_words(spades)),
                ("C-4.5", "IC-18"),
            )
        col.add(
            spades,
            h[Suit.SPADES].length != 1,
            Msg("cs.spades_named"),
            ("C-4.5", "IC-18"),
            (ShownFact(ShowKind.KITTY_BID, Suit.SPADES, bid=spades),),
        )
        if h[Suit.SPADES].length == 0:
            # As for any ask (IC-17): with no spade to send, a pass is allowed (review of
            # fresh drills, bid 6-r35m21: a spade void had only 5♠).
            col.add(PASS, False, Msg("cs.void_trump", bid=bid_words(spades)), ("C-4.5", "IC-17"))
        # The Handbook's opener may refuse only "if five misère is suitable" (above); the
        # kitty bid is this hand's, so no other reading of a pass is offered (bid 6-r12p2).
        return
    first = v.first_bid_of_side(me)
    my_bids = v.bids_of(me)
    if first is None:
        _kitty_open(v, h, col)
        return
    _, first_seat, first_bid = first
    responded = any(i > first[0] for i, _ in v.calls_of(me))
    if first_seat == pa and not my_bids and not responded:
        _kitty_respond(v, h, col, first[0], first_bid)
        # In answer to partner's competing bid too (review of fresh drills, bid 2-r34n24:
        # ♠J642 ♣8642 ♥10964 over 1♥ 3♠ 4M had only raises), also while partner's bid
        # stands (review of fresh drills, bid 2-r37j25: only 2♥ over N 1♣ E 1♥ S pass).
        _defender_pass(v, col, answering=True)
        return
    _kitty_later(v, h, col)


def _asked_by(v: AuctionView, seat: int) -> tuple[int, Bid] | None:
    """(index, bid) when ``seat``'s last call asked its partner for a kitty bid: a bid one
    step below it (C-4.5, IC-17) or the pass of IC-18."""
    mine = v.calls_of(seat)
    # The latest call that asked, with only passes after it (review of fresh drills, bid
    # 6-r18g0: North's pass over the pre-empt asked for 5♠, South bid it, North passed
    # once more, and the ask was forgotten).
    for i, call in reversed(mine):
        before = v.before(i)
        if isinstance(call, Bid):
            target = before.encouragement_target(call)
            return None if target is None else (i, target)
        st = before.standing
        if before.pass_would_ask_spades() and st is not None:
            ask = before.lowest(Denomination.SPADES, st.level)
            return None if ask is None else (i, ask)
    return None


def _after_own_ask(v: AuctionView, col: _Collector) -> bool:
    """C-4.5 from the asking side: once partner made the asked-for kitty bid there is nothing
    to add; if partner declined (a singleton trump, which partner can still hand over), the
    asking hand makes the kitty bid itself, so that a bid which only asked never becomes the
    contract. Returns whether that settles this hand's call."""
    asked = _asked_by(v, v.seat)
    if asked is None:
        return False
    i, target = asked
    later = [(j, c) for j, c in v.calls_of(v.partner) if j > i]
    if not later:
        return False
    # Partner's later pass over its own asked-for bid still leaves it made (review of fresh
    # drills, bid 6-r18g0: South bid 5♠ and then passed, and the ask was read as unanswered).
    if any(c == target for _, c in later) and v.standing == target:
        # An ask that was a pass (IC-18) left the decision to partner as much as it asked:
        # say so (review round 82, bid 6-r82y2: ♣AK62 "asked for" the 5♠ partner made).
        by_pass = isinstance(dict(v.calls_of(v.seat)).get(i), Pass)
        col.add(
            PASS,
            True,
            Msg("cs.asked_made_pass" if by_pass else "cs.asked_made", bid=bid_words(target)),
            ("C-4.5", "C-4.4"),
            (ShownFact(ShowKind.NOTHING),),
        )
        return True
    my_call = v.calls[i][1]
    if isinstance(my_call, Bid) and v.standing == my_call and v.is_legal(target):
        col.add(
            target,
            True,
            Msg("cs.asked_declined", bid=bid_words(target), asked=bid_words(my_call)),
            ("C-4.5", "C-4.4"),
            (ShownFact(ShowKind.KITTY_BID, target.denomination.suit, bid=target),),
        )
        return True
    return False


def _comply(v: AuctionView, h: HandEval, col: _Collector) -> bool:
    """C-4.5: partner's encouragement is obeyed, unless holding a singleton trump. Returns
    whether it settles this hand's call (nothing else is shown over partner's request)."""
    target = last_encouragement(v, v.partner)
    if target is None or not v.is_legal(target):
        return False
    s = target.denomination.suit
    if s is not None and h[s].length == 1:
        col.add(
            PASS,
            True,
            Msg("cs.singleton_trump", bid=bid_words(target)),
            ("C-4.5",),
        )
        col.add(target, False, Msg("cs.asked_for_this"), ("C-4.5",))
        _own_strong_instead(v, h, col, target)
        return True
    col.add(
        target,
        True,
        Msg("cs.comply", bid=bid_words(target)),
        ("C-4.5", "C-4.4"),
        (ShownFact(ShowKind.KITTY_BID, s, bid=target),),
    )
    if s is not None and h[s].length == 0:
        # With no trump to send in the packet, this hand adds nothing by taking the kitty:
        # the Handbook's singleton exception holds at least as well (allowed, not preferred).
        col.add(PASS, False, Msg("cs.void_trump", bid=bid_words(target)), ("C-4.5",))
        _own_strong_instead(v, h, col, target)
    return True


def _own_strong_instead(v: AuctionView, h: HandEval, col: _Collector, target: Bid) -> None:
    """With one card or none of the suit partner asks for, a strong suit (C-3.2) this hand has
    bid itself may be named instead at the lowest level: a suit our side has bid reads as
    natural (IC-17), and it would take the kitty in the better trumps (allowed, not
    preferred; review of fresh drills, bid 6-r20e4: ♦AKQ10765 under partner's ask for 5♣)."""
    for own in v.suits_bid_by(v.seat):
        bid = v.lowest_suit(own)
        if own is target.denomination.suit or not h[own].strong or bid is None:
            continue
        if bid.level < 5 or not v.is_legal(bid):
            continue
        col.add(
            bid,
            False,
            Msg("cs.own_strong_instead", suit=h[own].describe(), bid=bid_words(target)),
            ("C-4.5", "C-3.2", "IC-17"),
            (ShownFact(ShowKind.KITTY_BID, own, bid=bid),),
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
            Msg("cs.four_aces"),
            ("C-3.3",),
            (ShownFact(ShowKind.FOUR_ACES, count=4),),
        )
    for s in h.strong_suits():
        low = v.lowest_suit(s)
        if low is not None and low.level < 7:
            col.add(
                Bid(low.level + 1, low.denomination),
                True,
                Msg("cs.strong_suit", suit=suit_words(h, s), side=h.side_ace_words(s)),
                ("C-3.2",),
                (ShownFact(ShowKind.STRONG_SUIT, s),),
            )
    for s in h.first_round_suits():
        if s in h.strong_suits():
            continue
        low = v.lowest_suit(s)
        # Over the opponents' six-level bid a first-round suit could only name a contract of
        # twelve tricks or more: a defender mostly stays quiet, the suit allowed (review of
        # fresh drills, bid 5-r44c22: 6♦ on ♦KJ1086 with the ♣A over a 6 misère opening).
        high = opp and low is not None and low.level >= 6
        col.add(
            low,
            not high,
            Msg("cs.first_round_high", suit=suit_words(h, s), side=h.side_ace_words(s))
            if high
            else Msg("cs.first_round", suit=suit_words(h, s), side=h.side_ace_words(s)),
            ("C-3.1", "I-3", "IC-15") if high else ("C-3.1", "I-3"),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
    if h.aces == 3 and grand is not None:
        long_suit = bool(h.first_round_suits())
        col.add(
            grand,
            not long_suit,
            Msg("cs.three_aces", note=Msg("cs.long_suit_better" if long_suit else "empty")),
            ("C-3.3",),
            (ShownFact(ShowKind.THREE_ACES, count=3),),
        )
    # With three or four aces the grand shows them (C-3.3), and the high-card bids of C-3.4
    # (3 grand, three in the best suit) are not made (IC-12).
    aces_grand = grand is not None and (h.aces == 3 or (h.aces == 4 and grand.level < 7))
    if (
        not h.first_round_suits()
        and h.about_seven_honours
        and h.misere is MisereFit.NONE
        and not aces_grand
    ):
        equal = h.suits_equal and h.aces <= 2
        if equal:
            col.add(
                v.lowest(Denomination.GRAND, 3),
                True,
                Msg("cs.equal_suits", points=h.points),
                ("C-3.4", "IC-11", "IC-12"),
                (ShownFact(ShowKind.EQUAL_SUITS),),
            )
        best = h.best_suit
        # IC-12: a doubleton is no suit to offer as trumps; the best of the longer suits is
        # bid, the doubleton allowed (review of fresh drills, bid 1-r29u4: 3♣ on ♣AK beside
        # ♦J8743; the Handbook's summary bids such hands "in the longest suit").
        short_best: Suit | None = None
        longer = [e for e in h.suits if e.length >= 3]
        if h[best].length < 3 and longer and not equal:
            short_best, best = best, max(longer, key=lambda e: e.quality).suit
        if h.allpass_suitable:
            # IC-11: the three-level bid tells partner that all-pass misère is out of the
            # question, which a hand of the Handbook's all-pass picture cannot say: pass is
            # accepted (review of fresh drills, bid 1-r27w4: ♠A9872 ♣KJ ♦K98 ♥K3).
            col.add(PASS, False, Msg("cs.allpass_hand"), ("C-3.4", "C-3.7", "IC-11"))
        if equal:
            # IC-12: the Handbook's summary bids a hand of high cards without a long suit "in
            # the longest suit"; with the suits equal three grand comes first, and the longest
            # suit of four or more with an honour is allowed (review of fresh drills, bid
            # 1-r26x3: 3♥ on ♠A6 ♣KJ ♦A97 ♥K8432 got nothing).
            top = max(e.length for e in h.suits)
            for e in h.suits:
                if e.length == top >= 4 and e.honours > 0:
                    col.add(
                        v.lowest_suit(e.suit, 3),
                        False,
                        Msg("cs.equal_longest", suit=suit_words(h, e.suit)),
                        ("C-3.4", "IC-12"),
                        (ShownFact(ShowKind.HIGH_CARDS, e.suit),),
                    )
        col.add(
            None if equal else v.lowest_suit(best, 3),
            True,
            Msg("cs.high_cards", points=h.points, suit=suit_words(h, best)),
            ("C-3.4", "IC-11"),
            (ShownFact(ShowKind.HIGH_CARDS, best),),
        )
        if short_best is not None:
            col.add(
                v.lowest_suit(short_best, 3),
                False,
                Msg("cs.high_cards_short", suit=suit_words(h, short_best)),
                ("C-3.4", "IC-12"),
                (ShownFact(ShowKind.HIGH_CARDS, short_best),),
            )
        if not equal:
            for other in h.suits:
                # (A three-card suit too when the best is one: review round 78, bid
                # 1-r78x13: ♠AJ8 level with ♦AJ7 got nothing.)
                tied = (
                    other.suit is not best
                    and other.length >= min(4, h[best].length)
                    and other.quality[0] == h[best].quality[0]
                )
                if tied and other.length <= h[best].length:
                    # IC-12: a suit of four or more level with the best on points plus
                    # length is the best suit too; only the tie-break put the other first
                    # (review of fresh drills, bid 1-r25y2: ♣AQ85 beside ♠KQ652).
                    col.add(
                        v.lowest_suit(other.suit, 3),
                        False,
                        Msg("cs.high_cards_tied", suit=suit_words(h, other.suit), best=best.symbol),
                        ("C-3.4", "IC-12"),
                        (ShownFact(ShowKind.HIGH_CARDS, other.suit),),
                    )
            # IC-12: a longer suit nearly as good is a fair reading too.
            _longer_suits(v, h, col, best, ("C-3.4", "IC-12"))
    if (
        not h.first_round_suits()
        and not h.about_seven_honours
        and h.honours >= SEVEN_HONOURS
        and h.misere is MisereFit.NONE
        and not aces_grand
        and not opp
    ):
        # IC-11: seven honours by count under 14 points meet the Handbook's words, not our
        # points measure: the 3-level bid in the best suit is allowed (review of fresh
        # drills, bid 1-r17h3: ♠K83 ♣2 ♦KQJ105 ♥QJ7). Not over the opponents' bids: a
        # defender that weak stays quiet (review round 52, bid 7-r52u12: 4♥ on 8 points in
        # the suit North had just bid).
        col.add(
            v.lowest_suit(h.best_suit, 3),
            False,
            Msg("cs.high_cards_count", points=h.points, suit=suit_words(h, h.best_suit)),
            ("C-3.4", "IC-11"),
            (ShownFact(ShowKind.HIGH_CARDS, h.best_suit),),
        )
        # ...and, as IC-12 allows beside any 3-level bid on high cards, a longer suit nearly
        # as good (review of fresh drills, bid 1-r35m22: ♠K1073 beside ♣AJ10 got nothing).
        _longer_suits(v, h, col, h.best_suit, ("C-3.4", "IC-11", "IC-12"))
    if h.misere is MisereFit.SIX:
        col.add(
            v.lowest(Denomination.MISERE, 6),
            True,
            Msg("cs.misere_hand", why=h.misere_words()),
            ("C-3.5", "IC-13"),
            (ShownFact(ShowKind.MISERE),),
        )
    late_preempt = misfit = False
    if opp and not v.bids_of(v.partner) and h.misere >= MisereFit.FIVE:
        ids = ("C-3.6", "C-3.5", "IC-13")
        # IC-46: from the second round on, the Handbook keeps the pre-empt for an opening side
        # that looks very strong: two bids of theirs, or a high one.
        theirs = [b for s in (left(v.seat), right(v.seat)) for _, b in v.bids_of(s)]
        strong_side = len(theirs) >= 2 or any(
            b.level >= 3 or b.denomination is Denomination.GRAND for b in theirs
        )
        late_preempt = v.round >= 2 and not strong_side
        # IC-46: after the opponents' suit bid and its misère answer (a misfit), the Handbook
        # has the defender pass and watch them unless its hand is especially suitable: a
        # six-misère hand still pre-empts first, a five-misère hand passes first.
        opp_seats = (left(v.seat), right(v.seat))
        opp_calls = [(s, b) for s, b in v.calls if s in opp_seats and isinstance(b, Bid)]
        misfit = (
            len(opp_calls) >= 2
            and opp_calls[0][1].denomination.suit is not None
            and opp_calls[1][1].denomination.is_misere
            and opp_calls[1][0] != opp_calls[0][0]
            and h.misere is not MisereFit.SIX
        )
        late_preempt = late_preempt or misfit
        # C-3.6 pre-empts with "nothing else to bid": a second-round suit to show in round two
        # is something else, and the pre-empt is allowed beside the defender's pass (review
        # round 77, bid 7-r77y13: 5 misère preferred on ♠AK1087 ♣9842 ♦53 ♥10).
        shows_suit = v.round >= 2 and any(
            x not in v.suits_bid_by_side(v.seat) and _describing(v.lowest_suit(x))
            for x in h.second_round_suits()
        )
        col.add(
            v.lowest(Denomination.MISERE, 5),
            partner_passed and not late_preempt and not shows_suit,
            Msg("cs.preempt" if partner_passed else "cs.preempt_early", why=h.misere_words()),
            ids,
            (ShownFact(ShowKind.MISERE_PREEMPT),),
        )
    if v.round >= 2:
        for s in h.second_round_suits():
            # IC-15: a description is a bid up to level 4; from level 5 a bid names the
            # contract (golden drill bid 7-g7x0, re-dealt in round 29: a defender's 5♣ was
            # allowed as "a second-round suit").
            if s in v.suits_bid_by_side(v.seat) or not _describing(v.lowest_suit(s)):
                continue
            col.add(
                v.lowest_suit(s),
                not opp,
                Msg("cs.second_round", suit=suit_words(h, s)),
                ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
    if nobody_bid and v.round == 1 and h.allpass_hopeless and not col.items:
        best = h.best_suit
        col.add(
            v.lowest_suit(best),
            True,
            Msg("cs.hopeless_open"),
            ("C-3.7", "IC-14"),
            (ShownFact(ShowKind.ALLPASS_HOPELESS, best),),
        )
    if opp:
        col.add(
            PASS,
            not any(it[1] for it in col.items),
            Msg(
                "cs.quiet_over_misfit"
                if misfit
                else "cs.preempt_late"
                if late_preempt
                # Not "nothing strong" when there is a suit to show (review of fresh drills,
                # bid 7-r24a1: ♠AQJ109853 "had nothing strong to show").
                else "cs.defender_quiet_suit"
                # A suit bid, that is: beside only a misère pre-empt the hand has no suit to
                # show (review round 70, bid 7-r70t12, 7-r70t13).
                if any(
                    isinstance(it[0], Bid) and it[0].denomination.suit is not None
                    for it in col.items
                )
                else "cs.defender_quiet"
            ),
            ("C-3.7", "IC-46") if late_preempt else ("C-3.7",),
            (ShownFact(ShowKind.NOTHING),),
        )
    elif not any(it[1] for it in col.items):
        # A suit of first-round quality that lacks only the side ace is named (review of
        # fresh drills, bid 1-r31s22: ♣AKQJ4 was "no first-round suit").
        unbacked = h.first_round_suits(need_side_ace=False)
        first = (
            Msg("cs.first_no_side_ace", suit=suit_words(h, unbacked[0]))
            if unbacked
            else Msg("cs.no_first_round")
        )
        col.add(
            PASS,
            True,
            # A five-misère hand is one only for a pre-empt over the opponents' bids (C-3.6;
            # review of fresh drills, bid 1-r20e2 called it "no misère hand").
            Msg(
                "cs.nothing_to_open_five" if h.misere is MisereFit.FIVE else "cs.nothing_to_open",
                first=first,
            ),
            ("C-3.7",),
            (ShownFact(ShowKind.NOTHING),),
        )


def _longer_suits(
    v: AuctionView, h: HandEval, col: _Collector, best: Suit, ids: tuple[str, ...]
) -> None:
    """IC-12: beside a 3-level bid in the best suit, a longer suit of four or more nearly as
    good is allowed too."""
    for other in h.suits:
        if other.length >= 4 and other.length > h[best].length and _near_best(h, best, other):
            col.add(
                v.lowest_suit(other.suit, 3),
                False,
                Msg("cs.high_cards_longer", suit=suit_words(h, other.suit), best=best.symbol),
                ids,
                (ShownFact(ShowKind.HIGH_CARDS, other.suit),),
            )


def _near_best(h: HandEval, best: Suit, other: SuitEval) -> bool:
    """IC-12: ``other`` is nearly as good as the best suit (within the margin on points plus
    length), or is the longest suit with an honour (the Handbook's summary bids "the
    longest")."""
    top = max(e.length for e in h.suits)
    return other.quality[0] >= h[best].quality[0] - LONGER_SUIT_MARGIN or (
        other.length == top and other.honours > 0
    )


def _describing(b: Bid | None) -> Bid | None:
    """``b`` while it is still a description or an honour showing (IC-15), else None."""
    return b if describes(b) else None


def _describing_jump(low: Bid | None) -> Bid | None:
    """One level above ``low`` (C-3.9's jump, C-4.3's A K Q) while that is a description."""
    if low is None or low.level >= 7:
        return None
    return _describing(Bid(low.level + 1, low.denomination))


def _kitty_respond(
    v: AuctionView, h: HandEval, col: _Collector, opening_index: int, opening: Bid
) -> None:
    """C-3.8 – C-3.13: partner opened for our side and this is our first answer."""
    kind = classify_opening(v.before(opening_index), opening)
    ps = opening.denomination.suit
    grand = v.lowest(Denomination.GRAND)
    # An opponent's misère pre-empt over partner: the C-4.5 encouragement.
    st = v.opponents_preempt()
    own = h.first_round_suits(need_side_ace=False)
    if st is not None:
        _respond_over_preempt(v, h, col, kind, ps, st)
        return
    if kind in (Opening.MISERE, Opening.MISERE_PREEMPT):
        _misere_side_later(v, h, col, partner(v.seat))
        col.add(
            PASS,
            True,
            Msg("cs.partner_misere"),
            ("C-3.5",),
            (ShownFact(ShowKind.NOTHING),),
        )
        return
    # After 3 of a suit or 3 grand the best suit is named below (C-3.11) instead.
    high_cards = kind in (Opening.HIGH_CARDS, Opening.EQUAL_SUITS)
    too_high: list[Suit] = []
    for s in [] if high_cards else own:
        # From level 5 a bid names the contract (IC-15), and one step below partner's suit it
        # reads as asking for it (IC-17): no description there (review of fresh drills, bid
        # 5-r43d24: a defender's 5♣ over partner's 4♦ was read as asking for 5♦).
        if s is ps:
            continue
        if _describing(v.lowest_suit(s)) is None:
            too_high.append(s)
            continue
        col.add(
            v.lowest_suit(s),
            True,
            Msg("cs.resp_own", suit=suit_words(h, s)),
            ("C-3.8",),
            (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
        )
        jump = _describing_jump(v.lowest_suit(s))
        # (The responder's own suit needs no side ace, C-3.8, nor does its jump: review round
        # 78, bid 2-r78y12: ♥AKQJ10542 got nothing for 2♥.)
        if s in h.strong_suits(need_side_ace=False) and jump is not None:
            # A suit of C-3.2's strength may jump one step, as the opener's does (the
            # Handbook: a jump "when the hand is particularly strong"): allowed (review of
            # fresh drills, bid 2-r39h25: ♦AJ108765 with the ♠A had only 1♦).
            col.add(
                jump,
                False,
                Msg("cs.resp_strong_jump", suit=suit_words(h, s)),
                ("C-3.8", "C-3.2"),
                (ShownFact(ShowKind.STRONG_SUIT, s),),
            )
    if v.round >= 2 and not high_cards:
        # A responder that passed in round one answers in round two, where a second-round
        # suit (C-4.1) is a description too (review of fresh drills, bid 2-r27w1: ♣AQ532
        # after partner's fourth-seat 1♥ got nothing). The Handbook's second round is for
        # such suits, "in spite of having passed in the first round": it comes before a pass
        # (review round 58, bid 2-r58n13: ♣AKJ9 under partner's 2♠ was only allowed), not
        # before the answer to three aces (C-3.10: 2 grand with the fourth ace).
        # Beside the fourth ace over 1 grand the suit is no answer: over three aces a suit
        # reads as a long one, and 2 grand's reason names it (IC-15; review round 65, bid
        # 2-r65c13: ♥AJ107 had 2♥ allowed beside 2 grand).
        fourth = kind is Opening.THREE_ACES and h.aces >= 1
        for s in h.second_round_suits() if not fourth else ():
            if s is ps or s in own or not _describing(v.lowest_suit(s)):
                continue
            col.add(
                v.lowest_suit(s),
                kind is not Opening.THREE_ACES,
                Msg("cs.second_round", suit=suit_words(h, s)),
                ("C-4.1", "IC-20"),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        # So is the low-cards misère (IC-20; review round 82, bid 2-r82y2: a five-misère hand
        # that passed in round one got nothing for 2 misère under partner's 1♠).
        if kind is not Opening.THREE_ACES:
            _low_cards_misere(v, h, col, v.partner)
    if kind is Opening.THREE_ACES and grand is not None and grand.level > 4:
        # From level 5 a bid names the contract (IC-15): partner's grand stands, and the
        # fourth ace is no answer to give (review of fresh drills, bid 2-r22c1: 7G over 6G).
        col.add(
            PASS,
            True,
            Msg("cs.grand_stands", bid=bid_words(opening)),
            ("C-3.10", "IC-15"),
            (ShownFact(ShowKind.NOTHING),),
        )
        # The raise to all thirteen tricks is allowed only with an ace and a long suit of
        # this hand's own to run: that grand shows no aces (IC-15), and an ace alone is the
        # gamble the Handbook warns against (review round 65, bid 2-r65d13: ♣A and 8 points
        # had 7 grand allowed).
        long = h.first_round_suits(need_side_ace=False)
        if h.aces >= 1 and long:
            col.add(
                grand,
                False,
                Msg("cs.fourth_ace_raise", bid=bid_words(grand), suit=suit_words(h, long[0])),
                ("C-3.10", "IC-15"),
                (ShownFact(ShowKind.FOURTH_ACE),),
            )
        return
    if kind is Opening.THREE_ACES and grand is not None:
        if h.aces >= 1:
            # The Handbook's "fourth ace, but no long suit": a long suit is one to bid in the
            # first round (C-3.8); a lesser one the reason names (review of fresh drills,
            # bid 2-r30t24: ♥AJ854 beside 2 grand, the reason silent on it).
            lesser = [x for x in h.second_round_suits() if x not in own]
            col.add(
                grand,
                not own,
                Msg("cs.fourth_ace_lesser", suit=suit_words(h, lesser[0]))
                if lesser and not own
                # With a long suit the Handbook answers "two grand, unless a long suit": the
                # reason of the allowed grand says so (review round 67, bid 2-r67y10).
                else Msg("cs.fourth_ace_long", suit=suit_words(h, own[0]))
                if own
                else Msg("cs.fourth_ace"),
                ("C-3.10",),
                (ShownFact(ShowKind.FOURTH_ACE),),
            )
        col.fallback(Msg("cs.no_long_no_ace"), ("C-3.10",))
        return
    if kind is Opening.FOUR_ACES:
        col.fallback(Msg("cs.partner_all_aces"), ("C-3.12",))
        return
    if grand is not None and h.aces >= 3:
        level = grand.level + (1 if h.aces == 4 else 0)
        if level <= 7:
            col.add(
                Bid(level, Denomination.GRAND),
                True,
                # Three aces (at the lowest level) or four (one level above).
                Msg("cs.three_aces", note=Msg("empty")) if h.aces == 3 else Msg("cs.four_aces"),
                ("C-3.12",),
                (ShownFact(ShowKind.THREE_ACES if h.aces == 3 else ShowKind.FOUR_ACES),),
            )
            if level >= 5:
                # From level 5 the grand names a contract (IC-15), and partner's bid already
                # names one the aces support: leaving it standing is allowed.
                col.add(
                    PASS,
                    False,
                    Msg("cs.aces_back_partner", bid=bid_words(v.standing))
                    if v.standing is not None
                    else Msg("cs.nothing_left"),
                    ("C-3.12", "IC-15"),
                    (ShownFact(ShowKind.NOTHING),),
                )
    if kind is Opening.EQUAL_SUITS:
        # C-3.11: after 3 grand the best suit is the longest (the Handbook: "best (longest)"),
        # since partner answers at the five level and hands over all its cards of it. Between
        # equally long suits the stronger is preferred and each of the others is accepted.
        longest = max(e.length for e in h.suits)
        tied = sorted(
            (e.suit for e in h.suits if e.length == longest),
            key=lambda x: h[x].quality,
            reverse=True,
        )
        for i, suit in enumerate(tied):
            also = Msg("cs.as_long" if i else "empty")
            col.add(
                v.lowest_suit(suit, 4),
                True,
                Msg("cs.longest_suit", suit=suit_words(h, suit), also=also),
                ("C-3.11",),
                (ShownFact(ShowKind.BEST_SUIT, suit),),
            )
        return
    if kind is Opening.HIGH_CARDS:
        # A suit of four cards or more; any suit only without one.
        playable_best = _best_playable(h)
        best = h.best_suit if playable_best is None else playable_best

        def name(suit: Suit, preferred: bool, words: Msg, ids: tuple[str, ...]) -> bool:
            """Name ``suit`` where a bid still describes (IC-15); False where it cannot."""
            call = _describing(v.lowest_suit(suit))
            if call is not None:
                col.add(call, preferred, words, ids, (ShownFact(ShowKind.BEST_SUIT, suit),))
            return call is not None

        if name(best, True, Msg("cs.best_suit", suit=suit_words(h, best)), ("C-3.11",)):
            # IC-12: a suit of four or more as good by points plus length, only shorter or
            # lower-ranking, is a fair reading of "best" too.
            for e in h.suits:
                if e.suit is not best and e.length >= 4 and e.quality[0] == h[best].quality[0]:
                    words = Msg("cs.best_suit_tied", suit=suit_words(h, e.suit), best=best.symbol)
                    name(e.suit, False, words, ("C-3.11", "IC-12"))
            # C-3.9: four cards with an honour in partner's suit may raise it, the cheapest
            # raise or straight to five or six, allowed (the Handbook's raise is for any
            # opening suit; review of fresh drills, bid 2-r43d21: ♥J963 over partner's 3♥).
            # (So too when partner's suit is the best one, named above: review round 53, bid
            # 2-r53t11: ♠AQJ86 over partner's 3♠ had 4♠ alone, 5♠ and 6♠ nothing.)
            if ps is not None and h[ps].supports:
                low = _describing(v.lowest_suit(ps)) if ps is not best else None
                if low is not None:
                    col.add(
                        low,
                        False,
                        Msg("cs.raise", suit=h[ps].describe()),
                        ("C-3.9",),
                        (ShownFact(ShowKind.RAISE, ps),),
                    )
                if not v.we_defend():
                    _direct_raises(col, ps, h, v)
            return
        # IC-15: over an opponent's bid the best suit may only be left at the contract
        # level; a suit as long that can still be named below it is named instead, else pass.
        as_long = sorted(
            (e for e in h.suits if e.suit is not best and e.length == h[best].length),
            key=lambda e: e.quality,
            reverse=True,
        )
        for e in as_long:
            words = Msg("cs.best_suit_cheaper", suit=suit_words(h, e.suit), best=best.symbol)
            if name(e.suit, True, words, ("C-3.11", "IC-15")):
                break
        # The best suit itself is no answer there: partner would read it as a contract, or
        # (one step below partner's suit) as asking for partner's suit (IC-17).
        col.add(
            PASS,
            not col.items,
            Msg("cs.best_suit_too_high", suit=best.symbol),
            ("C-3.11", "IC-15"),
            (ShownFact(ShowKind.NOTHING),),
        )
        return
    if ps is None:
        col.add(PASS, True, Msg("cs.nothing_conventional"), ("C-3.7",))
        return
    e = h[ps]
    if e.supports:
        low = v.lowest_suit(ps)
        above = low is not None and not describes(low) and v.standing is not None
        if above and v.standing is not None:
            # IC-15: above level 4 a raise names a contract of more tricks; partner's bid
            # already names one, so support alone passes (the raise allowed).
            col.add(
                PASS,
                True,
                Msg("cs.support_too_high", bid=bid_words(v.standing)),
                ("C-3.9", "IC-15"),
                (ShownFact(ShowKind.NOTHING),),
            )
        if not (above and v.we_defend()):
            # (Not for a defending side: a raise at the contract level commits a side that
            # only competes, as a jump there would, IC-20; review of fresh drills, bid
            # 2-r50w14: ♠Q8653 got half for 5♠ over 3♥ 4♠ 4♦.)
            col.add(
                low,
                True,
                Msg("cs.raise", suit=e.describe()),
                ("C-3.9",),
                (ShownFact(ShowKind.RAISE, ps),),
            )
        if not v.we_defend():
            # (Not for a defending side: a raise straight to the contract level commits a
            # side that only competes; review of fresh drills, bid 2-r34n24.)
            _direct_raises(col, ps, h, v)
    # IC-15: the misfit is described up to level 4; from level 5 a misère names a contract
    # (7 misère over partner's 6♣ would commit the side to losing every trick).
    low_misere = _describing(v.lowest(Denomination.MISERE))
    if (e.length == 0 or (e.length == 1 and e.ranks[0].is_spot)) and low_misere is not None:
        holding = (
            Msg("cs.a_void")
            if e.length == 0
            else Msg("cs.only_card", card=f"{ps.symbol}{e.ranks[0].symbol}")
        )
        # A defending side's misfit is allowed, not preferred: the Handbook's defenders
        # mostly stay quiet, and the call would hold the bid with a hand good for nothing
        # (review round 60, bid 2-r60k12: 4 misère over partner's competing 3♠).
        col.add(
            low_misere,
            not v.we_defend(),
            Msg("cs.misfit", holding=holding),
            ("C-3.13",),
            (ShownFact(ShowKind.MISFIT, ps),),
        )
    # A misfit that only a misère from level 5 could show is said so (review round 64, bid
    # 2-r64e13: a lone ♥6 in partner's ♥ passed with "no misfit to show" over 4♥).
    late_misfit = (e.length == 0 or (e.length == 1 and e.ranks[0].is_spot)) and low_misere is None
    col.fallback(
        Msg("cs.own_suit_too_high", suit=suit_words(h, too_high[0]))
        if too_high
        else Msg("cs.misfit_too_high")
        if late_misfit
        else Msg("cs.no_response"),
        ("C-3.7", "IC-15") if too_high or late_misfit else ("C-3.7",),
        (ShownFact(ShowKind.NOTHING),),
    )


def _direct_raises(col: _Collector, suit: Suit, h: HandEval, v: AuctionView) -> None:
    """C-3.9: partner's suit raised straight to five or six, allowed beside the cheapest
    raise or support; the reason names the aces and kings it skips showing (review of
    fresh drills, bid 2-r31s24: "nothing else to show" beside ♠A and ♦A), not the ones the
    auction has shown already (review round 63, bid 4-r63g11: the ♦A after 1G – 2G)."""
    shown = honours_shown(v, v.seat)
    # The ace of the raised suit too: C-4.2 shows it at the lowest level like any other
    # (review round 77, bid 2-r77x11: ♥AJ106 raised to 5♥ "skips showing ♦K" alone).
    skipped = [
        Card(e.suit, r)
        for e in h.suits
        for r in (Rank.ACE, Rank.KING)
        if (e.suit is not suit or r is Rank.ACE)
        and r in e.ranks
        and e.suit not in (shown.aces if r is Rank.ACE else shown.kings)
    ]
    # With another bid preferred there is something else to show: the reason must not say
    # "nothing else" (review round 78, bid 4-r78x12: beside the preferred 2♣ on ♣Q109762).
    other = next((c for c, preferred, *_ in col.items if preferred and isinstance(c, Bid)), None)
    words = (
        Msg("cs.raise_direct_skips", cards=" ".join(str(c) for c in skipped))
        if skipped
        else Msg("cs.raise_direct_before", bid=bid_words(other))
        if other is not None and other.denomination.suit is not suit
        else Msg("cs.raise_direct")
    )
    for level in (5, 6):
        col.add(
            Bid(level, Denomination.of_suit(suit)),
            False,
            words,
            ("C-3.9",),
            (ShownFact(ShowKind.RAISE, suit),),
        )


MIN_TRUMPS_TO_NAME = 4


def _best_playable(h: HandEval, exclude: Suit | None = None) -> Suit | None:
    """C-3.11's best suit as a trump candidate: the best of the suits of four cards or more
    (IC-18's measure) other than ``exclude``; None without one."""
    playable = [e for e in h.suits if e.length >= MIN_TRUMPS_TO_NAME and e.suit is not exclude]
    return max(playable, key=lambda e: e.quality).suit if playable else None


def _respond_over_preempt(
    v: AuctionView, h: HandEval, col: _Collector, kind: Opening, ps: Suit | None, st: Bid
) -> None:
    """C-4.5: the responder's first answer when an opponent pre-empted partner's opening with
    misère at level 5 or more. Support for partner's suit raises straight over it (natural,
    and the kitty then comes to this hand, C-4.4). After 3 of a suit or 3 grand the responder
    names its best suit (C-3.11) one step below it, asking partner to take the kitty in it; ♠
    has no free step below, so a pass names ♠ (IC-18). After a suit opening the responder
    names only a first-round suit of its own, and a pass says there is nothing to add."""
    if ps is not None and h[ps].supports:
        col.add(
            v.lowest_suit(ps, st.level),
            True,
            Msg("cs.raise_over_preempt", suit=h[ps].describe()),
            ("C-3.9", "C-4.4"),
            (ShownFact(ShowKind.RAISE, ps),),
        )
    high = kind in (Opening.HIGH_CARDS, Opening.EQUAL_SUITS)
    if high:
        # A suit to play in at the five level: four cards or more (IC-18). Partner's own suit
        # is raised above when there is support for it, and is no suit to name otherwise.
        playable = [e for e in h.suits if e.length >= MIN_TRUMPS_TO_NAME and e.suit is not ps]
        if kind is Opening.EQUAL_SUITS and playable:
            longest = max(e.length for e in playable)
            suits = sorted(
                (e.suit for e in playable if e.length == longest),
                key=lambda x: h[x].quality,
                reverse=True,
            )
        else:
            best_playable = _best_playable(h, ps)
            suits = [best_playable] if best_playable is not None else []
        which = Msg("cs.which_longest" if kind is Opening.EQUAL_SUITS else "cs.which_best")
    else:
        suits = [x for x in h.first_round_suits(need_side_ace=False) if x is not ps]
        which = Msg("cs.which_own")
    side_bids = v.denominations_bid_by_side(v.seat)
    unnamed: list[tuple[Suit, Bid]] = []  # own suits no bid can name here
    for suit in suits:
        target = v.lowest_suit(suit, st.level)
        if target is None:
            continue
        below = step_below(target, v.form)
        free = below is not None and v.is_legal(below) and below.denomination not in side_bids
        # IC-18: the Handbook encourages over a pre-empt only with a strong suit (C-4.1's
        # second-round standard or better); a weaker one may still be named, pass first.
        strong = _strong_for_preempt(h, suit)
        if free and below is not None:
            col.add(
                below,
                strong,
                Msg(
                    "cs.names_below",
                    which=which,
                    suit=suit_words(h, suit),
                    target=bid_words(target),
                ),
                ("C-4.5", "C-3.11") if high else ("C-4.5", "C-3.8"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, suit, bid=target),),
            )
        elif high and suit is Suit.SPADES and strong:
            col.add(
                PASS,
                True,
                Msg(
                    "cs.pass_names_spades",
                    which=which,
                    suit=suit_words(h, suit),
                    target=bid_words(target),
                ),
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, suit, bid=target),),
            )
        elif encouragement_target(v, target) is None:
            # IC-18's strength test holds here too: a weaker suit is allowed, pass first
            # (review of fresh drills, bid 5-r47z13: a direct 6♥ on a four-card suit).
            col.add(
                target,
                strong,
                Msg("cs.no_free_step", suit=suit_words(h, suit), target=bid_words(target)),
                ("C-4.5", "C-3.8"),
                (ShownFact(ShowKind.FIRST_ROUND_SUIT, suit),),
            )
        else:
            # Otherwise the suit cannot be named at all: its own bid reads as asking for the
            # suit above (the Handbook's "3♣ → five misère → 5♦" asks for 5♥), so it is not
            # made, and the pass says so (review round 58, bid 6-r58n14: ♣AK10872 under
            # 1♠ – 5 misère passed as "no suit of this hand's own").
            unnamed.append((suit, target))
    if high and not any(it[1] for it in col.items):  # no (strong) suit to name
        col.add(
            PASS,
            True,
            # A four-card suit too weak to name is "no strong suit", not "no suit" (review
            # of fresh drills, bid 6-r19f3: ♣Q943 and ♦J843 were "no suit of four cards").
            Msg(
                "cs.no_strong_suit"
                if col.items or _best_playable(h, ps) is not None
                else "cs.no_suit_to_name"
            ),
            ("C-4.5", "IC-18"),
            (ShownFact(ShowKind.NOTHING),),
        )
    if not high:
        # After a grand opening there is no partner's suit to support (review of fresh drills,
        # bid 6-r20e1); the fourth ace, shown by 2 grand below level 5 (C-3.10), would name a
        # contract from there on (IC-15).
        aces = h.ace_suits
        four = kind is Opening.THREE_ACES and len(aces) == 1
        # A suit of its own that no bid can name is said so after a grand opening too
        # (review round 63, bid 6-r63g12: ♠QJ108754 under 1 grand – 5 misère passed as "no
        # first-round suit of its own").
        nothing = (
            Msg("cs.nothing_over_grand", ace=Msg("cs.fourth_ace_late", suit=aces[0].symbol))
            if four
            else Msg(
                "cs.grand_suit_not_nameable" if ps is None else "cs.suit_not_nameable",
                suit=suit_words(h, unnamed[0][0]),
                target=bid_words(unnamed[0][1]),
            )
            if unnamed
            else Msg("cs.nothing_over_grand", ace=Msg("empty"))
            if ps is None
            else Msg("cs.nothing_over_preempt")
        )
        pass_ids: tuple[str, ...] = ("C-4.5", "C-3.7")
        if not col.items and four:
            pass_ids = ("C-4.5", "C-3.7", "C-3.10", "IC-15")
        elif not col.items and unnamed:
            pass_ids = ("C-4.5", "IC-17")
        col.add(
            PASS,
            True,
            Msg("cs.pass_for_now") if col.items else nothing,
            pass_ids,
            (ShownFact(ShowKind.NOTHING),),
        )


def _low_cards_misere(v: AuctionView, h: HandEval, col: _Collector, first_seat: int) -> None:
    """C-4.1's second-round misère showing low cards (IC-20): the call with a six-misère hand,
    allowed with a five-misère one; beside partner's suit it may read as the misfit."""
    me, pa = v.seat, v.partner
    # The lowest misère beside partner's suit reads as the misfit (C-3.13): not with
    # support for that suit (review of fresh drills, bid 4-r45b22: 3 misère allowed
    # beside 3♠ on ♠K742 after partner's 2♠).
    supports_partner = any(h[s].supports for s in v.suits_bid_by(pa))
    if (
        h.misere >= MisereFit.FIVE
        and not supports_partner
        and _describing(v.lowest(Denomination.MISERE))  # IC-15: a pre-empt from level 5
        and not any(b.denomination.is_misere for _, b in v.bids_of(me) + v.bids_of(pa))
    ):
        # The Handbook's second round describes "the possibility to play misère": with a
        # six-misère hand the message is the call; with a weaker one it is allowed and
        # pass stays first.
        col.add(
            v.lowest(Denomination.MISERE),
            h.misere is MisereFit.SIX,
            Msg("cs.low_cards", why=h.misere_words()),
            ("C-4.1",),
            (ShownFact(ShowKind.LOW_CARDS),),
        )
        partner_suits = [x for x in v.suits_bid_by(pa) if h[x].length >= 2]
        if not v.bids_of(me) and partner_suits and first_seat == pa:
            # The Handbook reads the lowest misère after a first pass as the misfit with
            # partner's suit, which this hand (two cards or more there) is not: the call
            # may be misread, so a pass is allowed (review of fresh drills, bid
            # 4-r32q23: ♣853 under partner's 1♣).
            col.add(
                PASS,
                False,
                Msg("cs.low_cards_misread", suit=partner_suits[0].symbol),
                ("C-4.1", "C-3.13"),
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
    misfit_at = v.first_bid_misfit(me)
    my_misfit = misfit_at is not None
    if r == 2 and first_seat == me and first_kind is Opening.EQUAL_SUITS:
        # C-3.11: after 3 grand and partner's longest suit at level 4 the Handbook has the
        # opener answer at the five level in that suit, take the kitty and hand over its
        # cards of it (review of fresh drills, bid 4-r19f2: pass was the only answer).
        last = v.last_call_of(pa)
        if isinstance(last, Bid) and last.level == 4 and last.denomination.suit is not None:
            five = Bid(5, last.denomination)
            if v.is_legal(five):
                suit = last.denomination.suit
                col.add(
                    five,
                    True,
                    Msg("cs.after_3g", suit=suit.symbol),
                    ("C-3.11", "C-4.4"),
                    (ShownFact(ShowKind.KITTY_BID, suit),),
                )
    if r == 2:
        # IC-15: a second-round description is a bid up to level 4; from level 5 a bid
        # names the contract, and a suit that is only worth describing is no contract.
        # The Handbook: after a first-round misfit the responder's second-round bid
        # "describes his/her best suit" (IC-12's measure, among suits of four cards or more,
        # so three top honours do not outrank six cards); the longest suit, if another, is
        # allowed (review of fresh drills, bid 4-r30t25: ♠J7643 went before ♥KQJ10).
        long_suits = [e for e in h.suits if e.length >= 4] or list(h.suits)
        best = max(long_suits, key=lambda e: e.quality).suit
        longest = max(h.suits, key=lambda e: (e.length, e.quality)).suit
        # ...unless partner has since named a suit this hand supports (C-3.9): the misfit was
        # with partner's first suit, and the new one is the fit (review of fresh drills, bid
        # 4-r26x3: 2♥ on ♥K987 was preferred to supporting 2♠ with ♠K963).
        # A longer suit of this hand's own is still named first.
        fits_new = any(
            h[s].supports
            and h[s].length >= h[longest].length
            and s not in v.suits_bid_by(me)
            and _describing(v.lowest_suit(s))
            for s in v.suits_bid_by(pa)
        )
        # A suit tying with the best on IC-12's measure (points plus length) is a best suit
        # too, allowed (review round 66, bid 4-r66a12: ♦K1083 beside ♠Q8753 got nothing).
        measure = h[best].points + h[best].length
        # (Not partner's own suit, which support answers below: review of fresh drills, bid
        # 4-r26x3.)
        tied = [
            e.suit
            for e in long_suits
            if e.suit is not best
            and e.points + e.length == measure
            and e.suit not in v.suits_bid_by(pa)
        ]
        # An honourless longest suit is no trump suit to offer, as IC-12 never accepts one
        # for the best suit (review round 76, bid 4-r76y13: ♦97432 had half credit beside
        # 2♠ on ♠K872).
        offered = [x for x in (best, longest, *tied) if x is best or h[x].honours]
        if my_misfit:
            for suit in dict.fromkeys(offered):
                if _describing(v.lowest_suit(suit)):
                    col.add(
                        v.lowest_suit(suit),
                        suit == best and not fits_new,
                        Msg(
                            "cs.misfit_best"
                            if suit == best
                            else "cs.misfit_longest"
                            if suit == longest
                            else "cs.misfit_tied",
                            suit=suit_words(h, suit),
                        ),
                        ("C-4.1", "IC-20"),
                        (ShownFact(ShowKind.BEST_SUIT, suit),),
                    )
        if first_seat == me:
            for s in h.first_round_suits():
                if s in side_suits:
                    continue
                low = v.lowest_suit(s)
                jump = _describing_jump(low)
                if jump is not None:  # the jump, a description too
                    col.add(
                        jump,
                        True,
                        Msg("cs.second_first_round", suit=suit_words(h, s)),
                        ("C-4.1",),
                        (ShownFact(ShowKind.FIRST_ROUND_SUIT, s),),
                    )
        seconds = h.second_round_suits()
        if first_seat == me:
            # The Handbook asks less of the opener's second suit: two honours and spots, or
            # three honours with the ace (or K Q J), as C-5.1 already reads it (IC-10).
            seconds += [x for x in Suit if x not in seconds and h[x].openers_second_round]
        for s in seconds:
            if s in side_suits or not _describing(v.lowest_suit(s)):
                continue
            col.add(
                v.lowest_suit(s),
                True,
                Msg(
                    "cs.second_round" if h[s].second_round else "cs.second_round_opener",
                    suit=suit_words(h, s),
                ),
                ("C-4.1",),
                (ShownFact(ShowKind.SECOND_ROUND_SUIT, s),),
            )
        for s in v.suits_bid_by(pa):
            if s in v.suits_bid_by(me):
                continue
            e = h[s]
            if e.supports and _describing(v.lowest_suit(s)):
                col.add(
                    v.lowest_suit(s),
                    True,
                    Msg("cs.support", suit=e.describe()),
                    ("C-4.1", "C-3.9", "IC-20"),
                    (ShownFact(ShowKind.RAISE, s),),
                )
                if first_seat == pa and not v.we_defend():
                    # As in the first round (allowed; the cheapest support leaves room). Not
                    # for a side that only competes (IC-20; review round 70, bid 4-r70t10:
                    # 5♦ and 6♦ over partner's competing 3♦).
                    _direct_raises(col, s, h, v)
        _low_cards_misere(v, h, col, first_seat)
        # A defender's pass is accepted while the opponents hold the bid, in round two too
        # (IC-20; review round 70, bid 4-r70t10: only 4♦, 5♦ and 6♦ over the opponents'
        # 4♣). IC-20 in round two too: once the opponents hold the bid and partner has never
        # bid, the opening side may pass (review of fresh drills, bid 4-r18g3).
        if not _defender_pass(v, col) and v.opponents_stand and not v.bids_of(v.partner):
            col.add(PASS, False, Msg("cs.opener_may_pass"), ("C-3.7", "IC-20"))
        # Support that only a contract-level bid could show is left unsaid, and the pass says
        # so (review round 53, bid 4-r53t14: ♠AK63 under partner's 4♠ passed with "nothing
        # new").
        unsaid = [
            s
            for s in v.suits_bid_by(pa)
            if s not in v.suits_bid_by(me)
            and h[s].supports
            and v.lowest_suit(s) is not None
            and not _describing(v.lowest_suit(s))
        ]
        if unsaid and v.standing is not None:
            col.fallback(Msg("cs.support_too_high", bid=bid_words(v.standing)), ("C-4.1", "IC-15"))
        # ...and so is a second-round suit of its own (review round 54, bid 4-r54s11:
        # ♣QJ104 over 1G – 2G – 5M passed with "nothing new").
        own = [
            x
            for x in seconds
            if x not in side_suits
            and v.lowest_suit(x) is not None
            and not _describing(v.lowest_suit(x))
        ]
        if own:
            col.fallback(
                Msg("cs.second_suit_too_high", suit=suit_words(h, own[0])), ("C-4.1", "IC-15")
            )
        col.fallback(Msg("cs.nothing_new"), ("C-4.1",))
        return
    if r == 3 and misfit_at is not None and v.round_of(misfit_at) == 2:
        # The Handbook: a responder that passed first and then bid the lowest misère (the
        # misfit) names its longest suit in round three and shows aces from round four
        # (review round 54, bid 5-r54s14: ♦AQ543 was "the ♦A" and ♥AJ98 "the ♥A").
        longest = max(h.suits, key=lambda e: (e.length, e.quality)).suit
        low = v.lowest_suit(longest)
        if _describing(low):
            col.add(
                low,
                True,
                Msg("cs.misfit_longest_late", suit=suit_words(h, longest)),
                ("C-4.1", "IC-20"),
                (ShownFact(ShowKind.BEST_SUIT, longest),),
            )
    elif r >= 3:
        _honours_rounds(v, h, col)
    _kitty_bid(v, h, col)
    if not _defender_pass(v, col) and v.opponents_stand and not v.bids_of(v.partner):
        # IC-20: so may the opening side once the opponents have taken the bid over and
        # partner has never bid: a further showing bid would compete alone.
        col.add(PASS, False, Msg("cs.opener_may_pass"), ("C-3.7", "IC-20"))
    col.fallback(*_nothing_left(v, h))


def _defender_pass(v: AuctionView, col: _Collector, *, answering: bool = False) -> bool:
    """IC-20: the side that did not open defends; its pass is always accepted while the
    opponents hold the standing bid (the Handbook: defenders mostly stay quiet), and in
    answer to partner's competing bid (``answering``) while that bid stands. Whether it
    applied."""
    if not v.we_defend():
        return False
    if v.opponents_stand:
        col.add(PASS, False, Msg("cs.defender_may_pass"), ("C-3.7", "IC-20"))
    elif answering:
        # Beside an answer that is only allowed (a defender's misfit), the preferred pass
        # says why it is quiet (review round 60, bid 2-r60k12: "no misfit to show" beside
        # the allowed 4 misère).
        text, ids = Msg("cs.defender_need_not_answer"), ("C-3.7", "IC-20")
        if not col.reword_pass(text, ids):
            col.add(PASS, False, text, ids)
    else:
        return False
    return True


def _nothing_left(v: AuctionView, h: HandEval) -> tuple[Msg, tuple[str, ...]]:
    """Why a pass ends this hand's showing: nothing left, or an ace still unshown whose bid
    would be at level 5 or more, where a bid names the contract (IC-15)."""
    text, ids = _left_unshown(v, h)
    st = v.standing
    if st is not None and v.standing_seat == v.seat and v.trailing_passes + 1 >= PASSES_TO_END:
        # The pass that ends the auction on this hand's own bid takes the kitty: that comes
        # first, before any honour left unshown (review round 74, bid 5-r74x14: after 5♦ and
        # seven passes the reason was only "the ace of ♣ and ♦ could only be shown" at 5).
        ends = Msg("cs.own_bid_ends", bid=bid_words(st))
        if text.id != "cs.nothing_left":
            ends = Msg("join", items=(ends, text), sep="; ")
        return ends, ("R-3.5", "R-3.6", *ids)
    return text, ids


def _left_unshown(v: AuctionView, h: HandEval) -> tuple[Msg, tuple[str, ...]]:
    """An ace (or a king beside a shown ace) left unshown because its bid would be at
    level 5 or more, where a bid names the contract (IC-15); else nothing left."""
    shown = honours_shown(v, v.seat)
    # The fourth ace answered to partner's three (C-3.10) is known to partner by its suit
    # (review of fresh drills, bid 5-r26x0: "the ace of ♥ could only be shown" after 2 grand).
    if v.round >= 3 and not (shown.three_aces or shown.four_aces or shown.fourth_ace):
        unshown = [s for s in h.ace_suits if s not in shown.aces]
        if unshown and all(_describing(v.lowest_suit(s)) is None for s in unshown):
            return Msg("cs.ace_too_high", suits=suits_msg(unshown)), ("C-4.3", "IC-15")
    # So too a king beside an ace the side has shown (C-4.3), its own or partner's, when its
    # suit is bid only from level 5 on (review round 63, bid 5-r63g10: ♥AK after 4♥ showed
    # the ace passed with "nothing left to show"; round 64, bid 5-r64f13: ♠K843 beside
    # partner's ♠A). (An ace this hand "showed" without holding it, as a kitty bid may be
    # read, IC-16, is no ace to stand beside.)
    if v.round >= 3:
        mates = honours_shown(v, v.partner, peek=False).aces
        kings = [
            s
            for s in Suit
            if Rank.KING in h[s].ranks
            and s not in shown.kings
            and (s in mates or (s in shown.aces and Rank.ACE in h[s].ranks))
        ]
        if kings and v.round == 3:
            # Round three is for aces: a king beside a known ace waits for round four, so
            # something is left, only not yet (review round 81, bid 5-r81y4: ♦AK8 after 1 grand
            # and partner's 2 grand passed with "nothing left to show").
            cards = " ".join(str(Card(s, Rank.KING)) for s in sorted(kings))
            return Msg("cs.king_later", cards=cards), ("C-4.3",)
        if kings and all(_describing(v.lowest_suit(s)) is None for s in kings):
            cards = " ".join(str(Card(s, Rank.KING)) for s in sorted(kings))
            return Msg("cs.king_too_high", cards=cards), ("C-4.3", "IC-15")
    return Msg("cs.nothing_left"), ("C-4.3",)


def _partners_kitty_bids(v: AuctionView, st: Bid) -> list[tuple[Suit, Bid]]:
    """The suits partner named naturally, each with the kitty bid in it over ``st`` where
    that is legal (IC-18: partner's pass over a pre-empt leaves it to this hand)."""
    return [
        (x, bid)
        for x in v.natural_suits_of(v.partner)
        if (bid := v.lowest_suit(x, st.level)) is not None and v.is_legal(bid)
    ]


def _kitty_in_partners(
    col: _Collector, suit: Suit, bid: Bid, why: str = "cs.kitty_in_partners"
) -> None:
    """The kitty bid in partner's named suit, allowed (C-4.4, IC-18), said as ``why``."""
    col.add(
        bid,
        False,
        Msg(why, suit=suit.symbol, target=bid_words(bid)),
        ("C-4.4", "IC-18"),
        (ShownFact(ShowKind.KITTY_BID, suit, bid=bid),),
    )


def _after_preempt(v: AuctionView, h: HandEval, col: _Collector) -> bool:
    """C-4.5 / C-4.4 after an opponent's misère pre-empt over our bids: the first bidder of
    our suit asks partner (one step below) to take the kitty in it; that partner bids it."""
    me, pa = v.seat, v.partner
    st = v.opponents_preempt()
    if st is None:
        return False
    agreed = v.agreed_trump(me)
    trump: Suit | None = None
    first_bidder: int | None = None
    if agreed is not None:
        trump, first_bidder = agreed
    else:
        mine = [s for s in v.natural_suits_of(me) if h[s].length >= 4]
        theirs = [s for s in v.natural_suits_of(pa) if h[s].supports]
        # IC-16: partner's suit that this hand supports is the agreed one, unless this
        # hand's own suit is longer (review of fresh drills, bid 6-r31s22: ♠K9764 under
        # partner's 4♠ left the kitty bid "in our ♣" to partner instead of bidding 5♠).
        if theirs and (not mine or h[theirs[0]].length >= h[mine[0]].length):
            trump, first_bidder = theirs[0], pa
        elif mine:
            trump, first_bidder = mine[0], me
    if trump is None and v.trailing_passes >= 2 and not v.partner_mute:
        # Partner named a suit of its own and then passed over the pre-empt, and this hand
        # has neither support for it nor a suit of four: the pre-empt may stand, and the kitty
        # bid in partner's suit, which partner's pass has left to this hand, is allowed (C-4.4,
        # IC-18; review round 65, bid 5-r65c10: 3♦ – 4♣ – 5 misère, then 5♣ got nothing).
        named = _partners_kitty_bids(v, st)
        if named:
            x, kitty_bid = named[0]
            # A long suit it never bid is no suit of its own here: say so rather than deny
            # having one (review round 80, bid 6-r80y4: ♠K107632 beside "no suit of four").
            unbid = max(
                (s for s in Suit if s is not x and h[s].length >= 4),
                key=lambda s: h[s].length,
                default=None,
            )
            col.add(
                PASS,
                True,
                Msg("cs.no_fit_let_stand", suit=x.symbol)
                if unbid is None
                else Msg(
                    "cs.no_fit_let_stand_unbid",
                    suit=x.symbol,
                    own="".join([unbid.symbol, *(r.symbol for r in h[unbid].ranks)]),
                ),
                ("C-4.4", "C-4.5"),
                (ShownFact(ShowKind.NOTHING),),
            )
            _kitty_in_partners(col, x, kitty_bid)
            return True
    if agreed is None and first_bidder != pa and v.trailing_passes < 2:
        # The Handbook's six-misère deal: the partner of the 1♠ bidder, with ♠Q76 and the
        # ♣A, "should raise the bid to 6♠" over the pre-empt. Three of partner's suit with a
        # high honour and a side ace take the kitty there (allowed; partner, still to speak,
        # may name it itself; review round 75, bid 4-r75x10: ♠A84 and four aces after 3♠ –
        # 6 misère got nothing for 6♠).
        # (Beside this hand's own suit too, whose ask comes first: review round 77, bid
        # 6-r77x13: ♦Q63 and the ♣A under partner's 3♦, 5♦ got nothing beside 5♠ for ♣.)
        for x, kitty_bid in _partners_kitty_bids(v, st):
            high = {Rank.ACE, Rank.KING, Rank.QUEEN} & set(h[x].ranks)
            if h[x].length == 3 and high and any(s is not x for s in h.ace_suits):
                _kitty_in_partners(col, x, kitty_bid, "cs.three_over_preempt")
    if trump is None or first_bidder is None:
        return False
    target = v.lowest_suit(trump, st.level)
    if target is None:
        return False
    below = step_below(target, v.form)
    # IC-17: a step below in a denomination our side has bid would read as natural; a suit
    # bid only to show an ace (C-4.2) was no natural bid, so its step stays free (review
    # round 66, bid 6-r66a10: partner's 2♦ showed the ♦A, and 5♦, the Handbook's own ask for
    # 5♥, was taken for support).
    natural = {*v.natural_suits_of(me), *v.natural_suits_of(pa)}
    free = below is not None and not (
        below.denomination.suit in natural
        if below.denomination.suit is not None
        else below.denomination in v.denominations_bid_by_side(me)
    )
    # IC-18: only a strong suit of this hand's own asks over the pre-empt; an agreed one has
    # partner's support besides, and partner's suit this hand supports is support itself.
    strong = agreed is not None or first_bidder == pa or _strong_for_preempt(h, trump)
    # Over a six-level pre-empt the ask commits the side to twelve tricks: the Handbook's
    # encouragement is over five misère, and its six-misère deal leaves the raise to the
    # responder. Without the trumps' ace or king the ask is allowed, pass first (review of
    # fresh drills, bid 6-r46a23: 6♦ asked for 6♥ on ♥QJ1042 over 1♥ – 6 misère).
    thin_six = (
        target.level >= 6
        and agreed is None
        and first_bidder == me
        and not {Rank.ACE, Rank.KING} & set(h[trump].ranks)
    )
    strong = strong and not thin_six
    ask = first_bidder == me and below is not None and v.is_legal(below) and free
    side_first = v.first_bid_of_side(me)
    opened = side_first is not None and side_first[1] == me
    if first_bidder == me and agreed is None:
        # Another suit of this hand's own, stronger than the one asked for, may be bid
        # straight over the pre-empt: the kitty bid in the better trumps (allowed; review
        # of fresh drills, bid 6-r35m25: ♠AKJ964 got nothing beside asking for ♥QJ10876).
        for own in v.natural_suits_of(me):
            bid = v.lowest_suit(own, st.level)
            good = h[own].strong or h[own].first_round
            if own is trump or not good or bid is None or not v.is_legal(bid):
                continue
            if h[own].quality <= h[trump].quality:
                continue
            col.add(
                bid,
                False,
                Msg("cs.preempt_own_stronger", suit=h[own].describe(), other=trump.symbol),
                ("C-4.4", "IC-17"),
                (ShownFact(ShowKind.KITTY_BID, own, bid=bid),),
            )
    if first_bidder == me and agreed is None and v.trailing_passes >= 2 and not v.partner_mute:
        # Partner's suit this hand supports, which partner's pass over the pre-empt has left
        # to this hand (IC-16, IC-18): its kitty bid is allowed beside the ask in this hand's
        # longer suit (review round 69, bid 6-r69v13: ♠Q843 under partner's 1♠, and 5♠ got
        # nothing beside 5♣ asking for ♦AKQ765).
        for x, bid in _partners_kitty_bids(v, st):
            if x is not trump and h[x].supports:
                _kitty_in_partners(col, x, bid)
    if ask and not v.partner_mute:
        col.add(
            below,
            strong,
            Msg("cs.ask_after_preempt", target=bid_words(target), trump=trump.symbol),
            ("C-4.5",),
            (ShownFact(ShowKind.ASKS_KITTY_BID, trump, bid=target),),
        )
    elif first_bidder == me and not _partner_speaks_again(v):
        # After this pass the auction ends before partner's turn (R-3.5): nobody is left to
        # make the kitty bid, so this hand outbids the pre-empt itself (review of fresh
        # drills, bid 6-r22c4: "the kitty bid belongs to partner" with six passes behind).
        col.add(
            target,
            strong,
            Msg(
                "cs.mute_partner" if v.partner_mute else "cs.last_turn",
                target=bid_words(target),
                trump=trump.symbol,
            ),
            ("C-4.4", "C-4.5", "R-9.3" if v.partner_mute else "R-3.5"),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
    elif first_bidder == me and opened and st.level == 5 and v.trailing_passes >= 2:
        # This hand opened and its partner, the responder, has passed over the five-misère
        # pre-empt: C-4.5 reads that pass as asking the opener for 5♠, and over a suit
        # opening the opener would now encourage in its own suit; with no step left to
        # encourage with, this hand bids it itself (review of fresh drills, bid 6-r37j25:
        # ♠KQJ9863 passed a second time, "the kitty bid belongs to partner" when partner had
        # passed). A responder's first bid leaves it to the opener, who may pass once first
        # (the Handbook's kitty bid section).
        # A responder that named a suit of its own first (the best-suit answer to a 3-level
        # opening, C-3.11) and then passed over the pre-empt has left its suit's kitty bid to
        # this hand too (C-4.4: the partner of the suit's bidder takes the kitty; IC-18: "the
        # opener decides"): that bid is allowed, and the reason does not call the pass a
        # wish for our suit (review round 64, bid 6-r64e13: 3♠ – 3♣ – 5 misère, then 5♣ got
        # nothing).
        mates = [(x, bid) for x, bid in _partners_kitty_bids(v, st) if x is not trump]
        # Where the step below is legal but a suit our side bid, it is no ask (IC-17), and
        # the reason says so instead of "no step is left" (review round 66, bid 6-r66a10).
        nostep = (
            Msg("cs.step_natural", below=bid_words(below))
            if below is not None and v.is_legal(below)
            else Msg("cs.no_step", target=bid_words(target))
        )
        declined = (
            Msg(
                "cs.partner_declined_own",
                target=bid_words(target),
                trump=trump.symbol,
                other=mates[0][0].symbol,
                nostep=nostep,
            )
            if mates
            else Msg(
                "cs.partner_declined", target=bid_words(target), trump=trump.symbol, nostep=nostep
            )
        )
        col.add(
            target,
            strong,
            declined,
            ("C-4.5", "IC-17"),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
        for x, bid in mates:
            _kitty_in_partners(col, x, bid)
        col.add(
            PASS,
            not strong,
            Msg("cs.pass_again") if strong else Msg("cs.let_preempt_stand", trump=trump.symbol),
            ("C-4.5",),
            (ShownFact(ShowKind.NOTHING),),
        )
    elif first_bidder == me:
        # No room to encourage (the step below is the pre-empt itself): the first bidder
        # leaves the kitty bid to partner, as the opener does in the Handbook's 6M deal.
        col.add(
            PASS,
            True,
            # IC-17: a free step below that our side bid reads as support, not as an ask
            # (review of fresh drills, bid 6-r25y0: "no bid is left" while 5♦ was legal).
            Msg("cs.no_room", target=bid_words(target), trump=trump.symbol)
            if below is None or not v.is_legal(below)
            else Msg(
                # This hand's own suit reads as natural there, partner's as support (review
                # round 64, bid 6-r64e11: 5♣ "would read as support" after its own 2♣).
                "cs.step_own"
                if below.denomination.suit is not None
                and v.first_bidder_of(below.denomination.suit, me) == me
                else "cs.step_ours",
                target=bid_words(target),
                below=bid_words(below),
                trump=trump.symbol,
            ),
            ("C-4.4", "C-4.5"),
            (ShownFact(ShowKind.NOTHING),),
        )
        col.add(
            target,
            False,
            Msg("cs.wrong_hand", target=bid_words(target)),
            ("C-4.4",),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
    else:
        col.add(
            target,
            True,
            Msg("cs.kitty_after_preempt", trump=trump.symbol),
            ("C-4.4",),
            (ShownFact(ShowKind.KITTY_BID, trump, bid=target),),
        )
    # Passing lets the opponents play only when partner has no turn left (R-3.5; review of
    # fresh drills, bid 6-r23b0 said so with partner still to speak).
    quiet = "cs.let_them_play" if not _partner_speaks_again(v) else "cs.pass_partner_speaks"
    col.add(
        PASS,
        not any(it[1] for it in col.items),
        Msg("cs.six_ask_thin", trump=trump.symbol)
        if thin_six
        else Msg(quiet)
        if strong
        else Msg("cs.no_strong_suit"),
        ("C-4.5", "IC-18") if thin_six else ("C-3.7", "IC-18") if not strong else ("C-3.7",),
        (ShownFact(ShowKind.NOTHING),),
    )
    return True


def _partner_speaks_again(v: AuctionView) -> bool:
    """Whether partner still gets a turn if this hand passes: the auction ends after eight
    passes in a row (R-3.5), and partner speaks two calls after this one."""
    return not v.partner_mute and v.trailing_passes + 2 < PASSES_TO_END


def _strong_for_preempt(h: HandEval, suit: Suit) -> bool:
    """The Handbook's "strong suit" that encourages over a misère pre-empt (IC-18): C-4.1's
    second-round standard, two high honours and two spots, or six cards or more."""
    e = h[suit]
    return e.second_round or e.first_round or e.openers_easier or e.length >= 6


def _honours_rounds(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.2, C-4.3: aces in round three, then aces and kings (IC-15: up to level 4)."""
    me = v.seat
    r = v.round
    shown = honours_shown(v, me)
    side_suits = v.natural_suits_of_side(me)
    if v.we_defend() and v.opponents_stand and not v.bids_of(v.partner):
        # A defender whose partner has never bid stays quiet rather than show honours: the
        # side could only compete alone over the opponents' bid (the Handbook: potential
        # defenders mostly refrain; IC-20). The showing bids stay allowed (review round 70,
        # bid 5-r70t13, 5-r70s14: 4 grand preferred over the opponents' 4♦ and 4♥).
        col.add(PASS, True, Msg("cs.defender_alone"), ("C-3.7", "IC-20"))

    # With partner's fourth ace shown (C-3.10) nothing is missing: on to the side's aces.
    if r == 3 and shown.three_aces and shown.aces != frozenset(Suit):
        missing = next((s for s in Suit if not h[s].ace), None)
        if missing is not None:
            col.add(
                _describing(v.lowest_suit(missing)),
                True,
                Msg("cs.missing_ace", suit=missing.symbol),
                ("C-4.2",),
                (ShownFact(ShowKind.MISSING_ACE, missing),),
            )
            # The Handbook's round-three grand for the aces of every suit the side bid
            # stands beside it (allowed; review round 70, bid 5-r70s12: ♠A and ♥A after 2♥
            # and 3♠, and 3 grand got nothing).
            grand = _describing(v.lowest(Denomination.GRAND))
            if grand is not None and side_suits and all(h[x].ace for x in side_suits):
                col.add(
                    grand,
                    False,
                    Msg("cs.aces_side", suits=suits_msg(side_suits)),
                    ("C-4.2",),
                    (ShownFact(ShowKind.ACES_IN_SIDE_SUITS, suits=tuple(side_suits)),),
                )
        return
    unshown = [s for s in h.ace_suits if s not in shown.aces]
    if shown.passed_round3:
        unshown = []
    options: list[tuple[Bid, Suit, ShowKind]] = []
    for s in unshown:
        b = _describing(v.lowest_suit(s))
        if b is not None:
            options.append((b, s, ShowKind.ACE))
    if r == 3 and side_suits and all(h[s].ace for s in side_suits):
        grand = _describing(v.lowest(Denomination.GRAND))
        # The Handbook's grand is for aces "in both suits" the side bid. After one suit it
        # says no more than that suit's ace: a cheaper ace bid goes first ("at the lowest
        # possible level"), the grand allowed.
        cheaper = grand is not None and any(b.key(v.form) < grand.key(v.form) for b, *_ in options)
        col.add(
            grand,
            len(side_suits) >= 2 or shown.three_aces or not cheaper,
            Msg("cs.aces_side", suits=suits_msg(side_suits)),
            ("C-4.2",),
            (ShownFact(ShowKind.ACES_IN_SIDE_SUITS, suits=tuple(side_suits)),),
        )
        if grand is not None and shown.aces == frozenset(Suit):
            # After 1 grand and partner's fourth ace every ace is known to both: the grand
            # adds nothing, and a pass is allowed (review of fresh drills, bid 5-r46a23).
            col.add(PASS, False, Msg("cs.aces_all_known"), ("C-4.2", "C-3.10"))
    # Kings in suits whose ace the side has bid: this hand's or partner's (C-4.3; review
    # round 66, bid 5-r66a13: the ♠K beside partner's 3♠ ace got nothing), as the reader of
    # the auction takes them.
    mate_aces = honours_shown(v, v.partner, peek=False).aces if r >= 4 else frozenset()
    if r >= 4:
        for s in Suit:
            if not h[s].king or s in shown.kings:
                continue
            if (
                s in shown.aces
                or (s in mate_aces and not h[s].ace)
                or (shown.passed_round3 and not h[s].ace)
            ):
                b = _describing(v.lowest_suit(s))
                if b is not None:
                    options.append((b, s, ShowKind.KING))
    options.sort(key=lambda t: t[0].key(v.form))
    if options:
        # A dearer showing is allowed only while the cheapest can still be shown after it
        # below level 5 (IC-15); otherwise that ace or king is lost (review of fresh
        # drills, bid 5-r47z12: 4♥ beside 4♦ left the ♦A to a level-5 bid).
        low_suit = options[0][1]
        options = [
            options[0],
            *(o for o in options[1:] if _describing(v.after(o[0]).lowest_suit(low_suit))),
        ]
    for b, s, kind in options:
        if kind is ShowKind.ACE:
            text = Msg("cs.show_ace", suit=s.symbol)
            ids: tuple[str, ...] = ("C-4.2",) if r == 3 else ("C-4.3",)
        elif s in shown.aces:
            text = Msg("cs.king_after_ace", suit=s.symbol)
            ids = ("C-4.3",)
        elif s in mate_aces and not shown.passed_round3:
            text = Msg("cs.king_after_mates_ace", suit=s.symbol)
            ids = ("C-4.3",)
        else:
            text = Msg("cs.king_after_pass", suit=str(s))
            ids = ("C-4.3",)
        col.add(b, True, text, (*ids, "IC-15"), (ShownFact(kind, s),))
    if r == 3:
        for s in Suit:
            if h[s].akq and s not in shown.aces:
                low = v.lowest_suit(s)
                jump = _describing_jump(low)
                if jump is not None:
                    col.add(
                        jump,
                        False,
                        Msg("cs.akq", suit=s.symbol),
                        ("C-4.3",),
                        (ShownFact(ShowKind.AKQ, s),),
                    )
    if r == 3 and not h.ace_suits:
        col.add(PASS, True, Msg("cs.no_ace_round3"), ("C-4.2",))


def _kitty_bid(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.4 (IC-16): the partner of the trump suit's first bidder makes the kitty bid."""
    me, pa = v.seat, v.partner
    if any(it[1] and isinstance(it[0], Bid) for it in col.items):
        return  # still something to show first
    suits = v.kitty_suits()
    trump: Suit | None = None
    first_bidder: int | None = None
    if suits.agreed is not None:
        trump, first_bidder = suits.agreed
    else:
        for s in suits.partners:
            if h[s].supports:
                trump, first_bidder = s, pa
                break
    if trump is None and suits.opened is not None:
        # C-4.4: the opener's partner takes the kitty in the opener's suit, support or not
        # (the Handbook's tail-ruff deal: a singleton heart, and the kitty brings three more).
        trump, first_bidder = suits.opened, pa
    if trump is None or first_bidder is None:
        return
    last_pa = v.last_call_of(pa)
    if v.standing_seat == me:
        # This hand already holds the kitty bid. When its pass ends the auction below the
        # contract level, the suit may be named now as well (allowed): the contract must
        # reach level 5 in the extended bids anyway (R-4.5; review of fresh drills, bid
        # 5-r40g23: 5♥ got nothing after 3♣ 3♥ 4♥ 4G and seven passes).
        kitty = v.lowest_suit(trump)
        st = v.standing
        ends = not _partner_speaks_again(v) and v.trailing_passes + 1 >= PASSES_TO_END
        short = st is not None and st.level < CONTRACT_LEVEL
        fits = kitty is not None and kitty.level <= CONTRACT_LEVEL and v.is_legal(kitty)
        if ends and short and fits:
            assert kitty is not None and st is not None
            col.add(
                kitty,
                False,
                Msg("cs.kitty_now", trump=trump.symbol, bid=bid_words(st)),
                ("C-4.4", "R-4.5"),
                (ShownFact(ShowKind.KITTY_BID, trump, bid=kitty),),
            )
        return
    # A kitty bid is made once, and not above the lowest final level (IC-16).
    made = [
        b
        for i, b in v.bids_of(me) + v.bids_of(pa)
        if b.denomination.suit is trump and not describes(b) and v.is_natural(i)
    ]
    kitty = v.lowest_suit(trump)
    if made or kitty is None or kitty.level > CONTRACT_LEVEL:
        return
    if first_bidder == pa and isinstance(last_pa, Pass) and v.round >= 3:
        # IC-16: over the opponents' standing bid the kitty bid outbids them; without
        # support for partner's suit the hand lets them play (C-3.7), the bid allowed.
        over_them = v.opponents_stand
        support = h[trump].supports
        col.add(
            v.lowest_suit(trump),
            support or not over_them,
            # With no card of the suit there is nothing of it to send (review round 82, bid
            # 6-r82x3: the void hand "sends partner its ♠").
            Msg("cs.kitty_bid" if h[trump].length else "cs.kitty_bid_void", trump=trump.symbol),
            ("C-4.4", "IC-16"),
            (ShownFact(ShowKind.KITTY_BID, trump),),
        )
        if over_them:
            col.add(
                PASS,
                not support,
                Msg("cs.kitty_bid_over_them", trump=trump.symbol),
                ("C-3.7", "IC-16"),
                (ShownFact(ShowKind.NOTHING),),
            )
        st = v.standing
        if h[trump].length <= 1 and v.standing_seat == pa and st is not None:
            # (A standing grand too: partner names the trumps in the extended bids just the
            # same; review round 82, bid 6-r82x3: ♠ void under partner's 4 grand had only 5♠.)
            # The Handbook's singleton exception (C-4.5): partner's own bid in the suit may
            # take the kitty, the lone trump going over in the hand-over anyway (allowed;
            # review of fresh drills, bid 6-r21d4). So may partner's standing bid in another
            # suit: partner names the trumps in the extended bids (R-4.4; review round 68,
            # bid 6-r68w12: the lone ♣J under partner's 4♦ after its 1♣).
            same = st.denomination.suit is trump and st.denomination.suit is not None
            col.add(
                PASS,
                False,
                Msg(
                    "cs.kitty_bid_singleton" if same else "cs.kitty_bid_singleton_other",
                    trump=trump.symbol,
                    bid=str(st),
                ),
                ("C-4.5", "IC-16", *(() if same else ("R-4.4",))),
                (ShownFact(ShowKind.NOTHING),),
            )
    elif first_bidder == me and isinstance(last_pa, Pass) and v.round >= 4:
        st = v.standing
        if v.standing_seat == pa and st is not None and st.denomination.suit is trump:
            return  # partner's bid in the suit stands: partner takes the kitty as it is
        low = v.lowest_suit(trump, 5)
        below = step_below(low, v.form) if low is not None else None
        if (
            low is not None
            and below is not None
            and v.is_legal(below)
            # IC-17: a step below in a denomination our side bid would read as natural
            and below.denomination not in v.denominations_bid_by_side(me)
        ):
            col.add(
                below,
                False,
                Msg("cs.ask_kitty_bid", trump=trump.symbol, target=bid_words(low)),
                ("C-4.4", "C-4.5"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, trump, bid=low),),
            )


def _misere_side_later(v: AuctionView, h: HandEval, col: _Collector, first_seat: int) -> None:
    """Our side bid misère first: the pre-empt's partner may encourage (C-4.5)."""
    me = v.seat
    if first_seat != me and v.opponents_stand:
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
                Msg("cs.misere_overbid", why=h.misere_words(), target=bid_words(low)),
                ("C-4.5",),
                (ShownFact(ShowKind.ASKS_KITTY_BID, bid=low),),
            )
    if v.round > 1 or first_seat == me:
        col.add(PASS, True, Msg("cs.misere_shown"), ("C-3.5",))


@dataclass(frozen=True)
class _StrongHand:
    """Which of C-5.1's six-level hands (a) – (c) this is, in words for explanations."""

    fits: bool
    words: Msg | None = None
    ids: tuple[str, ...] = ()
    borderline: bool = False  # only just (c): a pass is accepted too
    thin: bool = False  # (b) under 14 points: pass comes first, the bid allowed (IC-11)
    aceless: bool = False  # (a) with no ace at all: pass comes first too (IC-10)
    solid: bool = False  # (a): a very strong suit to run, with a side ace
    stand_in: bool = False  # (a) with two high honours for the side ace (IC-10)
    headless: bool = False  # (a) whose very strong suit lacks its ace (IC-10)
    topless: bool = False  # ...and its king too: two tricks may go before it runs
    kq_less: bool = False  # its ace but neither king nor queen: two tricks may go too
    kingless: bool = False  # (a) whose very strong suit holds its ace but not its king
    suits: tuple[Suit, ...] = ()  # (b): its first-round and second-round suits


SEVEN_HONOURS = 7
# IC-11: seven honours exactly is borderline below this many points (A 4, K 3, Q 2, J 1), the
# no-kitty trump opening gate the bots' duels measured (engine.bots.config).
BORDERLINE_POINTS = 17


def _strong_nokitty(h: HandEval) -> _StrongHand:
    """C-5.1's hands (a) – (c). (c) counts honours as C-5.1 does: seven or more, two of them
    aces (IC-11); with exactly seven and fewer than 17 points, or with fewer than 14 points,
    it is borderline."""
    for s in h.strong_suits():
        # IC-10: two high honours stand in for the side ace; C-5.1 names an ace, so with that
        # stand-in under the 17-point gate the hand only just qualifies (review of fresh
        # drills, bid 3-r28v2: ♣AQJ1097 with ♥KQ65, 12 points, and pass got nothing).
        real_ace = any(x.ace for x in h.suits if x.suit is not s)
        return _StrongHand(
            True,
            Msg("cs.very_strong", suit=suit_words(h, s), side=h.side_ace_words(s)),
            () if real_ace else ("IC-10",),
            # A suit to run holds its ace (the Handbook's ♣AKJ9873); ♦KQJ98654 loses a trick
            # to it first (review of fresh drills, bid 7-r18g0: 7♠ preferred on 10 points).
            solid=h[s].ace and h[s].king,
            stand_in=not real_ace,
            # ...and so does a suit without its ace, which loses a trick before it runs
            # (review of fresh drills, bid 3-r39h24: ♦KQJ1063 and ♥A, 11 points, had only 6♣),
            # or without its king, which may (review round 51, bid 3-r51v13: ♦AQJ1052 and ♥A,
            # 11 points, had only 6♠; bid 7-r51v14: 7♠ on ♠AQJ1076 and ♥A, 13 points).
            headless=real_ace and not h[s].ace,
            # (Its ace and king both missing, it may lose two: review rounds 65 and 66, bid
            # 3-r65c11, 3-r66b12: ♦QJ107542 "loses a trick" before it runs.)
            topless=real_ace and not h[s].ace and not h[s].king,
            # (So too the ace without king and queen: review round 67, bid 3-r67z11:
            # ♥AJ109543 "may lose a trick" to the king, and the queen may take another.)
            kq_less=real_ace and h[s].ace and not h[s].king and Rank.QUEEN not in h[s].ranks,
            kingless=real_ace and h[s].ace and not h[s].king,
            borderline=(not real_ace or not (h[s].ace and h[s].king))
            and h.points < BORDERLINE_POINTS,
            # Both at once, no ace in the hand at all: as the six-level two-suiter needs one
            # (IC-10), pass comes first, the bid allowed (review round 80, bid 3-r80x2:
            # ♦KQ98 ♥KQ109875, 10 points, opened 6♠ first).
            thin=h.aces == 0 and h.points < BORDERLINE_POINTS,
            aceless=h.aces == 0 and h.points < BORDERLINE_POINTS,
        )
    # (c) firmly met, seven honours and more with two aces and no borderline of IC-11's,
    # keeps a two-suiter under the 17-point gate from being borderline (review round 76, bid
    # 3-r76y12: ♠AK65 ♣AJ1053 ♦3 ♥KJ10, eight honours at 16 points, had pass at half).
    firm_honours = (
        h.honours >= SEVEN_HONOURS
        and h.aces >= 2
        and h.about_seven_honours
        and not (h.honours == SEVEN_HONOURS and h.points < BORDERLINE_POINTS)
    )
    # (b) with no ace at all would promise twelve tricks on kings and queens: the Handbook's
    # hands of this kind hold aces (♣AKJ87 and ♦AQJ7), so one ace at least (IC-10).
    frs = h.first_round_suits(need_side_ace=False) if h.aces else []
    for s in frs:
        for t in sorted(Suit, key=lambda x: h[x].quality, reverse=True):
            # IC-10: the six level reads the opener's easier second suit with *high* honours
            # (A K Q); C-4.1's plain standard (Q J and spots) is not enough for twelve tricks.
            if t is not s and h[t].openers_easier:
                return _StrongHand(
                    True,
                    Msg("cs.two_suits", first=h[s].describe(), second=h[t].describe()),
                    ("IC-10",),
                    # IC-11: the Handbook's two-suiter holds two aces and 20 points; under
                    # the 17-point gate it only just qualifies.
                    borderline=h.points < BORDERLINE_POINTS and not firm_honours,
                    # Under "about seven honours" (14 points) the hand is usually no worse for
                    # all-pass misère than for twelve tricks: the Handbook passes such hands.
                    thin=not h.about_seven_honours,
                    suits=(s, t),
                )
    if h.honours >= SEVEN_HONOURS and h.aces >= 2:
        return _StrongHand(
            True,
            Msg("cs.seven_honours", honours=number_msg(h.honours), aces=number_msg(h.aces)),
            ("IC-11",),
            borderline=(h.honours == SEVEN_HONOURS and h.points < BORDERLINE_POINTS)
            or not h.about_seven_honours,
        )
    return _StrongHand(False)


def _nokitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    target = last_encouragement(v, pa)
    if target is not None and v.is_legal(target):
        col.add(
            target,
            True,
            Msg("cs.nk_asked", target=bid_words(target)),
            ("C-5.4", "C-4.5"),
            (ShownFact(ShowKind.KITTY_BID, bid=target),),
        )
    first = v.first_bid_of_side(me)
    sh = _strong_nokitty(h)
    strong, words = sh.fits, sh.words
    hopeless = h.allpass_hopeless
    ids_strong = ("C-5.1", *sh.ids)
    if first is None:
        opp = v.opponents_have_bid()
        if opp:
            cheapest = next(
                (
                    b
                    for b in v.legal_calls()
                    if isinstance(b, Bid) and b.denomination.suit is not None
                ),
                None,
            )
            if strong or hopeless:
                # IC-11: only a very strong suit to run competes at the seven level, and a
                # borderline hand not even at the six: twelve or thirteen tricks with a
                # partner it knows nothing about (the bid allowed).
                seven = cheapest is not None and cheapest.level == 7
                # Nor, at the six, a hand under the 17-point gate whatever its honours count:
                # potential defenders mostly keep quiet (IC-11).
                few = not sh.solid and h.points < BORDERLINE_POINTS
                # A very strong suit ranking below the cheapest bid could only be played at
                # the seven level: thirteen tricks, though the bid itself is at the six.
                run = next(iter(h.strong_suits()), None) if sh.solid else None
                own = v.lowest_suit(run) if run is not None else None
                run_at_seven = (
                    own is not None
                    and own.level == 7
                    and cheapest is not None
                    and cheapest.level == 6
                )
                # So too a two-suiter both of whose suits rank below the cheapest bid (review
                # round 68, bid 7-r68w13: ♠AKQ107 and ♣AQ43 preferred 6♦ over 6♣).
                pair_at_seven = (
                    bool(sh.suits)
                    and cheapest is not None
                    and cheapest.level == 6
                    and all(
                        (low := v.lowest_suit(x)) is not None and low.level == 7 for x in sh.suits
                    )
                )
                grand_slam = (
                    strong
                    and cheapest is not None
                    and (
                        sh.borderline
                        or few
                        or (seven and not sh.solid)
                        or run_at_seven
                        or pair_at_seven
                    )
                )
                # IC-19: a hand only hopeless for all-pass misère bids to stop that game; an
                # opponent's bid has stopped it already, so such a hand passes first.
                col.add(
                    cheapest,
                    strong and not grand_slam,
                    Msg("cs.nk_competitive", words=words or Msg("cs.hopeless")),
                    ("C-5.4", *ids_strong),
                    (ShownFact(ShowKind.COMPETITIVE),),
                )
                if grand_slam:
                    col.add(
                        PASS,
                        True,
                        Msg("cs.nk_seven_borderline")
                        if seven
                        else Msg("cs.nk_suit_at_seven", suit=run.symbol, bid=bid_words(cheapest))
                        if run_at_seven and run is not None and cheapest is not None
                        else Msg(
                            "cs.nk_suits_at_seven",
                            first=sh.suits[0].symbol,
                            second=sh.suits[-1].symbol,
                            bid=bid_words(cheapest),
                        )
                        if pair_at_seven and cheapest is not None
                        else Msg("cs.nk_borderline_compete", honours=number_msg(h.honours))
                        if sh.borderline and "IC-11" in sh.ids
                        else Msg("cs.nk_few_points_compete", points=h.points),
                        ("C-5.4", "IC-11"),
                        (ShownFact(ShowKind.NOTHING),),
                    )
                st = v.standing
                if strong and st is not None and st.denomination.is_misere and h.aces >= 3:
                    # Over a six misère the cheapest bid is six grand (the Handbook's own
                    # sequence 6♠ → six misère → six grand): with three aces, allowed too.
                    col.add(
                        v.lowest(Denomination.GRAND),
                        False,
                        Msg("cs.nk_grand_over_misere", aces=number_msg(h.aces)),
                        ("C-5.4", "C-5.1"),
                        (ShownFact(ShowKind.COMPETITIVE),),
                    )
            if h.misere >= MisereFit.FIVE:
                col.add(
                    v.lowest(Denomination.MISERE),
                    h.misere is MisereFit.SIX and not (strong or hopeless),
                    Msg("cs.nk_preempt", why=h.misere_words()),
                    ("C-5.3", "C-5.4", "IC-13"),
                    (ShownFact(ShowKind.MISERE_PREEMPT),),
                )
            col.add(
                PASS,
                # Calls only allowed (a five-misère pre-empt) leave pass first (IC-20).
                not any(it[1] for it in col.items),
                # A strong hand that passes chooses to defend; it is not too weak to bid. Nor
                # is a hand fit for the misère pre-empt just offered (review of fresh drills,
                # bid 7-r50w13: its pass was "nothing strong enough to compete").
                Msg("cs.nk_defend")
                if strong
                else Msg("cs.nk_defend_misere")
                if h.misere >= MisereFit.FIVE
                else Msg("cs.nk_no_allpass")
                if hopeless
                # Say where the cheapest suit now lies: over six misère it is 7♠, not "the six
                # level" (review round 80, bid 7-r80y4).
                else Msg("cs.nk_not_strong", bid=bid_words(cheapest))
                if cheapest is not None
                else Msg("cs.nk_not_strong_any"),
                ("C-5.4",),
                (ShownFact(ShowKind.NOTHING),),
            )
            return
        if sh.thin and not hopeless:
            col.add(
                PASS,
                True,
                Msg("cs.nk_aceless", points=h.points)
                if sh.aceless
                else Msg("cs.nk_thin", points=h.points),
                ("C-5.1", "IC-10") if sh.aceless else ("C-5.1", "IC-11"),
                (ShownFact(ShowKind.NOTHING),),
            )
        if strong or hopeless:
            reason = words or Msg("cs.hopeless_high")
            voids = h.natural_voids
            keep_spades = h[Suit.SPADES].ace or h[Suit.SPADES].king
            best = h.best_suit
            if voids and Suit.SPADES in voids and Suit.CLUBS in voids:
                col.add(
                    Bid(6, Denomination.DIAMONDS),
                    True,
                    Msg("cs.nk_6d", reason=reason),
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
                    Msg("cs.nk_6c", reason=reason, voids=suits_msg(voids)),
                    ("C-5.2", *ids_strong),
                    (
                        ShownFact(ShowKind.STRONG_HAND),
                        ShownFact(ShowKind.NATURAL_VOID, suits=voids),
                    ),
                )
            else:
                note = (
                    Msg("cs.nk_void_note", voids=suits_msg(voids))
                    if voids and best is not Suit.SPADES
                    else Msg("empty")
                )
                col.add(
                    Bid(6, Denomination.SPADES),
                    True,
                    Msg("cs.nk_6s", reason=reason, note=note),
                    ("C-5.1", *ids_strong[1:], *(("C-5.2", "IC-19") if note else ()))
                    if strong
                    else ("C-5.1", "IC-14"),
                    (ShownFact(ShowKind.STRONG_HAND if strong else ShowKind.ALLPASS_HOPELESS),),
                )
        spots = (
            [str(Card(e.suit, r)) for e in h.suits for r in e.ranks if Rank.FIVE <= r <= Rank.SIX]
            if hopeless and not strong
            else []
        )
        if spots:
            # The Handbook's no-kitty reason for 6♠ is "only high cards"; IC-14 counts no card
            # from 2 to 4, so a hand with 5s and 6s may pass instead (review of fresh drills,
            # bid 3-r33p22: ♠A65 ♣Q75 ♦KQ107 ♥Q109, 13 points, opened 6♠ as the only answer).
            col.add(
                PASS,
                False,
                Msg("cs.nk_hopeless_spots", cards=" ".join(spots)),
                ("C-5.1", "IC-14"),
                (ShownFact(ShowKind.NOTHING),),
            )
        if h.misere is MisereFit.SIX and not (v.bids_of(pa)):
            col.add(
                v.lowest(Denomination.MISERE),
                not (strong or hopeless),
                Msg("cs.nk_misere", why=h.misere_words()),
                ("C-5.3", "IC-13"),
                (ShownFact(ShowKind.MISERE),),
            )
            if h.allpass_middling:
                # The Handbook: a hand "good, or even mediocre, for all-pass misère" usually
                # does not bid in a no-kitty game; pass is allowed beside the misère (review
                # of fresh drills, bid 3-r31s25: ♠K842 ♣AK8542 ♦74 ♥7 got nothing for it).
                col.add(PASS, False, Msg("cs.nk_allpass_hand"), ("C-5.3", "IC-11"))
            elif v.standing is None:
                # Nobody has bid: if all pass, these low cards play all-pass misère, and the
                # Handbook's hand good for that "usually does not bid" (review of fresh drills,
                # bid 3-r38i23: ♠9542 ♣106 ♦Q8652 ♥76 had only 6 misère). The hand failed the
                # all-pass picture above, so the reason does not call it good for that game
                # (review round 59, bid 3-r59m11: ♠A8743 ♣10 ♦2 ♥A107642).
                col.add(PASS, False, Msg("cs.nk_allpass_low"), ("C-5.3", "R-3.4"))
        if strong and sh.borderline and not hopeless:
            col.add(
                PASS,
                False,
                Msg("cs.nk_borderline", honours=number_msg(h.honours), points=h.points)
                if "IC-11" in sh.ids
                else Msg("cs.nk_borderline_side", points=h.points)
                if sh.stand_in
                else Msg("cs.nk_borderline_no_top", points=h.points)
                if sh.topless
                else Msg("cs.nk_borderline_no_kq", points=h.points)
                if sh.kq_less
                else Msg("cs.nk_borderline_no_ace", points=h.points)
                if sh.headless
                else Msg("cs.nk_borderline_no_king", points=h.points)
                if sh.kingless
                else Msg("cs.nk_borderline_two_suits", points=h.points),
                ("C-5.1", "IC-10")
                if sh.stand_in or sh.headless or sh.kingless
                else ("C-5.1", "IC-11"),
                (ShownFact(ShowKind.NOTHING),),
            )
        short = (
            Msg("cs.nk_short", honours=number_msg(h.honours))
            if h.aces >= 2 and h.honours < SEVEN_HONOURS and h.about_seven_honours
            else Msg("empty")
        )
        # A hand with two 2-spots or more is asked about misère too: say why it is none
        # (review round 81, bid 3-r81y2: ♠102 ♣Q872 ♦K62 ♥K875, three 2-spots, passed "not
        # strong enough for the six level" alone).
        no_misere = (
            Msg("cs.nk_no_misere", why=h.misere_words())
            if h.twos >= 2 and h.misere < MisereFit.SIX
            else Msg("empty")
        )
        col.fallback(
            Msg("cs.nk_too_weak", short=short, misere=no_misere),
            (
                *(("C-5.1", "IC-11") if short else ("C-5.1",)),
                # (IC-13 alone: C-5.3 would make the pass count as a six-misère call for the
                # drills' targets, and the misère lesson's questions dealt pass hands.)
                *(("IC-13",) if no_misere.id != "empty" else ()),
            ),
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
                Msg("cs.nk_6s_6c", voids=suits_msg(h.natural_voids)),
                ("C-5.2", "IC-19"),
                (
                    ShownFact(ShowKind.NATURAL_VOID, suits=h.natural_voids),
                    ShownFact(ShowKind.KEEPS_SPADES),
                ),
            )
    if first_bid.denomination.is_misere and first_seat == pa:
        low = v.lowest(Denomination.MISERE)
        below = step_below(low, v.form) if low is not None else None
        if (
            v.opponents_stand
            and low is not None
            and below is not None
            and v.is_legal(below)
            and h.misere >= MisereFit.FIVE
        ):
            col.add(
                below,
                True,
                Msg("cs.nk_misere_overbid", why=h.misere_words(), target=bid_words(low)),
                ("C-5.4", "C-4.5"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, bid=low),),
            )
    col.fallback(
        Msg("cs.nk_rest"),
        ("C-5",),
        (ShownFact(ShowKind.NOTHING),),
    )
