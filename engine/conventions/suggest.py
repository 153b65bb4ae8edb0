"""The calls the conventions suggest for a hand (docs/conventions.md C-3, C-4, C-5).

:func:`conventional_calls` never returns an empty list, every call in it is legal in the
auction given (R-3.1, R-3.3), and exactly one of them is ``preferred``; the others are the
alternatives the conventions also accept. Hand words ("first-round suit", "side ace", misère
fitness…) are defined once in :mod:`engine.conventions.handeval`; the shared vocabulary and the
IC-n interpretations used are in :mod:`engine.conventions.calls`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..actions import PASS, Action, Bid, Denomination, Pass
from ..cards import CardSet, Suit
from ..rules import Form, partner, side
from .auction import AuctionView, Opening, analyse, classify_opening, honours_shown, step_below
from .calls import (
    CallSuggestion,
    ShowKind,
    ShownFact,
    last_encouragement,
    preempt_pass_asks_spades,
    suit_words,
)
from .facts import suits_text
from .handeval import HandEval, MisereFit, evaluate, number_word


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


def _kitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    _comply(v, h, col)
    if _after_own_ask(v, col):
        return
    spades = v.spade_request()
    if preempt_pass_asks_spades(v) and spades is not None:
        if h.misere >= MisereFit.FIVE:
            col.add(
                PASS,
                False,
                f"partner asked for {spades.text}, but this hand can let the opponents play "
                f"their misère",
                ("C-4.5", "IC-18"),
            )
        col.add(
            spades,
            True,
            "partner's pass after the misère pre-empt named ♠ and asks this hand for the "
            "kitty bid in it",
            ("C-4.5", "IC-18"),
            (ShownFact(ShowKind.KITTY_BID, Suit.SPADES, bid=spades),),
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


def _asked_by(v: AuctionView, seat: int) -> tuple[int, Bid] | None:
    """(index, bid) when ``seat``'s last call asked its partner for a kitty bid: a bid one
    step below it (C-4.5, IC-17) or the pass of IC-18."""
    mine = v.calls_of(seat)
    if not mine:
        return None
    i, call = mine[-1]
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
    if later[-1][1] == target and v.standing == target:
        col.add(
            PASS,
            True,
            f"partner made the kitty bid {target.text} this hand asked for; nothing to add",
            ("C-4.5", "C-4.4"),
            (ShownFact(ShowKind.NOTHING),),
        )
        return True
    my_call = v.calls[i][1]
    if isinstance(my_call, Bid) and v.standing == my_call and v.is_legal(target):
        col.add(
            target,
            True,
            f"partner did not take up the asking bid (a single trump, which partner can still "
            f"hand over), so this hand makes the kitty bid {target.text} itself: "
            f"{my_call.text} only asked and must not become the contract",
            ("C-4.5", "C-4.4"),
            (ShownFact(ShowKind.KITTY_BID, target.denomination.suit, bid=target),),
        )
        return True
    return False


def _comply(v: AuctionView, h: HandEval, col: _Collector) -> None:
    """C-4.5: partner's encouragement is obeyed, unless holding a singleton trump."""
    target = last_encouragement(v, v.partner)
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
                f"{suit_words(h, s)}, with {h.side_ace_words(s)}: a stronger suit than "
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
            f"{suit_words(h, s)}, with {h.side_ace_words(s)}: a first-round suit, bid at "
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
            f"no misère: three in the best suit, {suit_words(h, best)}",
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
                f"{suit_words(h, s)}: a second-round suit",
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
        _respond_over_preempt(v, h, col, kind, ps, st)
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
            f"{suit_words(h, s)}: the responder's own first-round suit needs no side ace",
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
            also = " (as long as the preferred suit)" if i else ""
            col.add(
                v.lowest_suit(suit, 4),
                True,
                f"partner shows high cards spread evenly: the responder names its longest suit, "
                f"{suit_words(h, suit)}{also}, at the four level; partner bids it at five and "
                f"hands over every card of it",
                ("C-3.11",),
                (ShownFact(ShowKind.BEST_SUIT, suit),),
            )
        return
    if kind is Opening.HIGH_CARDS:
        best = h.best_suit
        col.add(
            v.lowest_suit(best),
            True,
            f"partner shows high cards: the responder names its best suit, {suit_words(h, best)}",
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


MIN_TRUMPS_TO_NAME = 4


def _respond_over_preempt(
    v: AuctionView, h: HandEval, col: _Collector, kind: Opening, ps: Suit | None, st: Bid
) -> None:
    """C-4.5: the responder's first answer when an opponent pre-empted partner's opening with
    misère at level 5 or more. Support for partner's suit raises straight over it (natural,
    and the kitty then comes to this hand, C-4.4). After 3 of a suit or 3 grand the responder
    names its best suit (C-3.11) one step below it, asking partner to take the kitty in it; ♠
    has no free step below, so a pass names ♠ (IC-18). After a suit opening the responder
    names only a first-round suit of its own, and a pass says there is nothing to add."""
    if ps is not None and h[ps].length >= 4 and h[ps].honours >= 1:
        col.add(
            v.lowest_suit(ps, st.level),
            True,
            f"{h[ps].describe()} in partner's suit: a raise straight over the pre-empt, "
            f"which also makes this hand the kitty bidder for partner's suit",
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
            suits = [max(playable, key=lambda e: e.quality).suit] if playable else []
        words = "longest" if kind is Opening.EQUAL_SUITS else "best"
        if not suits and not col.items:
            col.add(
                PASS,
                True,
                "no suit of four cards or more to name; partner reads the pass as a request "
                "for ♠ and may instead let the opponents play their misère",
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.NOTHING),),
            )
    else:
        suits = [x for x in h.first_round_suits(need_side_ace=False) if x is not ps]
        words = "own first-round"
    side_bids = v.denominations_bid_by_side(v.seat)
    for suit in suits:
        target = v.lowest_suit(suit, st.level)
        if target is None:
            continue
        below = step_below(target, v.form)
        free = below is not None and v.is_legal(below) and below.denomination not in side_bids
        if free and below is not None:
            col.add(
                below,
                True,
                f"this hand's {words} suit is {suit_words(h, suit)}: one step below "
                f"{target.text} names it and asks partner to make that kitty bid",
                ("C-4.5", "C-3.11") if high else ("C-4.5", "C-3.8"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, suit, bid=target),),
            )
        elif high and suit is Suit.SPADES:
            col.add(
                PASS,
                True,
                f"this hand's {words} suit is {suit_words(h, suit)}, and no bid is free one "
                f"step below {target.text}: the pass names ♠ and asks partner to bid "
                f"{target.text}",
                ("C-4.5", "IC-18"),
                (ShownFact(ShowKind.ASKS_KITTY_BID, suit, bid=target),),
            )
        else:
            col.add(
                target,
                True,
                f"{suit_words(h, suit)}: no free bid one step below {target.text} to ask "
                f"partner with, so this hand bids it",
                ("C-4.5", "C-3.8"),
                (ShownFact(ShowKind.FIRST_ROUND_SUIT, suit),),
            )
    if not high:
        col.add(
            PASS,
            True,
            "passing lets the opponents play their misère for now; partner may still ask for "
            "the kitty bid in its suit"
            if col.items
            else "nothing to add over the pre-empt: no support for partner's suit and no suit "
            "of this hand's own",
            ("C-4.5", "C-3.7"),
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
                f"{suit_words(h, best)}",
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
                        f"a second suit of first-round strength, {suit_words(h, s)}: the "
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
                f"{suit_words(h, s)}: a second-round suit",
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


@dataclass(frozen=True)
class _StrongHand:
    """Which of C-5.1's six-level hands (a) – (c) this is, in words for explanations."""

    fits: bool
    words: str = ""
    ids: tuple[str, ...] = ()
    borderline: bool = False  # only just (c): a pass is accepted too


SEVEN_HONOURS = 7


def _strong_nokitty(h: HandEval) -> _StrongHand:
    """C-5.1's hands (a) – (c). (c) counts honours as C-5.1 does: seven or more, two of them
    aces (IC-11); with exactly seven, or fewer than 14 points, it is borderline."""
    for s in h.strong_suits():
        return _StrongHand(
            True, f"a very strong suit, {suit_words(h, s)}, with {h.side_ace_words(s)}"
        )
    frs = h.first_round_suits(need_side_ace=False)
    for s in frs:
        for t in sorted(Suit, key=lambda x: h[x].quality, reverse=True):
            if t is not s and h[t].openers_second_round:
                return _StrongHand(
                    True,
                    f"a first-round suit ({h[s].describe()}) and a second-round suit "
                    f"({h[t].describe()})",
                    ("IC-10",),
                )
    if h.honours >= SEVEN_HONOURS and h.aces >= 2:
        return _StrongHand(
            True,
            f"{number_word(h.honours)} honours, {number_word(h.aces)} of them aces",
            ("IC-11",),
            borderline=h.honours == SEVEN_HONOURS or not h.about_seven_honours,
        )
    return _StrongHand(False)


def _nokitty(v: AuctionView, h: HandEval, col: _Collector) -> None:
    me, pa = v.seat, v.partner
    target = last_encouragement(v, pa)
    if target is not None and v.is_legal(target):
        col.add(
            target,
            True,
            f"partner's bid one step lower asks for {target.text}",
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
        if strong and sh.borderline and not hopeless:
            col.add(
                PASS,
                False,
                "the hand only just reaches the honours opening (seven honours, two of them "
                "aces), and the side would then need twelve tricks with a partner it knows "
                "nothing about",
                ("C-5.1", "IC-11"),
                (ShownFact(ShowKind.NOTHING),),
            )
        short = (
            f": {number_word(h.honours)} honours, and the honours opening wants seven or more "
            f"with two aces"
            if h.aces >= 2 and h.honours < SEVEN_HONOURS and h.about_seven_honours
            else ""
        )
        col.fallback(
            f"not strong enough for the six level{short}",
            ("C-5.1", "IC-11") if short else ("C-5.1",),
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
