"""The first auction as the conventions see it: whose turn, which round, who opened for each
side, which bids are legal (R-3), and what each player has already shown.

Rounds: every round begins with the dealer (Handbook, "Auction"), so call number ``i``
(0-based, from the dealer) belongs to round ``i // 4 + 1``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from ..actions import PASS, Action, Bid, Denomination, Pass
from ..cards import Suit
from ..rules import PASSES_TO_END, SEAT_NAMES, Form, partner, side

NOKITTY_MIN_LEVEL: Final = 6
#: IC-15: below this level a bid describes the hand (honours, a misfit's best suit, low cards);
#: from it on a bid names a contract. There a bid is natural in any round, an opponents'
#: misère is a pre-empt (IC-18) and a bid one step below the side's suit asks for it (IC-17).
CONTRACT_LEVEL: Final = 5


def describes(bid: Bid | None) -> bool:
    """IC-15: ``bid`` is still a description (below :data:`CONTRACT_LEVEL`)."""
    return bid is not None and bid.level < CONTRACT_LEVEL


def bidding_form(form: Form) -> Form:
    if form is Form.BOLSHEVIK:
        raise ValueError("a Bolshevik auction has no bids to suggest here (R-6.3)")
    return form


def bid_order(form: Form) -> tuple[Denomination, ...]:
    return Denomination.in_order(form)


def step_below(bid: Bid, form: Form) -> Bid | None:
    """The bid one step lower in this form's order (C-4.5's encouragement), or None."""
    order = bid_order(form)
    i = order.index(bid.denomination)
    if i > 0:
        return Bid(bid.level, order[i - 1])
    if bid.level > 1:
        return Bid(bid.level - 1, order[-1])
    return None


def step_above(bid: Bid, form: Form) -> Bid | None:
    order = bid_order(form)
    i = order.index(bid.denomination)
    if i < len(order) - 1:
        return Bid(bid.level, order[i + 1])
    if bid.level < 7:
        return Bid(bid.level + 1, order[0])
    return None


@dataclass(frozen=True)
class AuctionView:
    """A first auction in progress, seen from the seat about to call."""

    form: Form
    dealer: int
    seat: int
    calls: tuple[tuple[int, Action], ...]
    #: Partner never bids: the bonehead, every three-player bidder's partner (R-9.3). Only
    #: the view of the seat about to call carries it (``conventional_calls``).
    partner_mute: bool = False

    # --- basics ------------------------------------------------------------------------------
    @property
    def round(self) -> int:
        """The round of the next call (1-based)."""
        return len(self.calls) // 4 + 1

    @property
    def partner(self) -> int:
        return partner(self.seat)

    @property
    def opponents(self) -> tuple[int, int]:
        return ((self.seat + 1) % 4, (self.seat + 3) % 4)

    @property
    def standing(self) -> Bid | None:
        for _, c in reversed(self.calls):
            if isinstance(c, Bid):
                return c
        return None

    @property
    def trailing_passes(self) -> int:
        """The passes in a row since the last call that was not one."""
        n = 0
        for _, c in reversed(self.calls):
            if not isinstance(c, Pass):
                break
            n += 1
        return n

    @property
    def standing_seat(self) -> int | None:
        for s, c in reversed(self.calls):
            if isinstance(c, Bid):
                return s
        return None

    def round_of(self, index: int) -> int:
        return index // 4 + 1

    # --- legality (R-3.1, R-3.3) ----------------------------------------------------------
    def is_legal(self, call: Action) -> bool:
        if isinstance(call, Pass):
            return True
        if not isinstance(call, Bid):
            return False
        if self.form is Form.NOKITTY and call.level < NOKITTY_MIN_LEVEL:
            return False
        st = self.standing
        return st is None or call.key(self.form) > st.key(self.form)

    def legal_calls(self) -> list[Action]:
        out: list[Action] = [PASS]
        start = NOKITTY_MIN_LEVEL if self.form is Form.NOKITTY else 1
        for level in range(start, 8):
            for d in bid_order(self.form):
                b = Bid(level, d)
                if self.is_legal(b):
                    out.append(b)
        return out

    def lowest(self, denomination: Denomination, at_least: int = 1) -> Bid | None:
        """The lowest legal bid of ``denomination`` at level ``at_least`` or more."""
        start = max(at_least, NOKITTY_MIN_LEVEL if self.form is Form.NOKITTY else 1)
        for level in range(start, 8):
            b = Bid(level, denomination)
            if self.is_legal(b):
                return b
        return None

    def lowest_suit(self, suit: Suit, at_least: int = 1) -> Bid | None:
        return self.lowest(Denomination.of_suit(suit), at_least)

    # --- who did what --------------------------------------------------------------------
    def calls_of(self, seat: int) -> list[tuple[int, Action]]:
        """(index, call) of every call ``seat`` made."""
        return [(i, c) for i, (s, c) in enumerate(self.calls) if s == seat]

    def bids_of(self, seat: int) -> list[tuple[int, Bid]]:
        return [(i, c) for i, c in self.calls_of(seat) if isinstance(c, Bid)]

    def last_call_of(self, seat: int) -> Action | None:
        mine = self.calls_of(seat)
        return mine[-1][1] if mine else None

    def first_bid_of_side(self, of_seat: int) -> tuple[int, int, Bid] | None:
        """(index, seat, bid) of the first bid by ``of_seat``'s side."""
        for i, (s, c) in enumerate(self.calls):
            if isinstance(c, Bid) and side(s) == side(of_seat):
                return (i, s, c)
        return None

    @property
    def opener(self) -> int | None:
        """The seat that made the auction's first bid, if any."""
        return next((s for s, c in self.calls if isinstance(c, Bid)), None)

    def we_defend(self) -> bool:
        """The other side opened the auction: this seat's side defends (IC-20)."""
        return self.opener is not None and side(self.opener) != side(self.seat)

    def opponents_have_bid(self, of_seat: int | None = None) -> bool:
        me = self.seat if of_seat is None else of_seat
        return any(isinstance(c, Bid) and side(s) != side(me) for s, c in self.calls)

    def suits_bid_by(self, seat: int) -> list[Suit]:
        out: list[Suit] = []
        for _, b in self.bids_of(seat):
            s = b.denomination.suit
            if s is not None and s not in out:
                out.append(s)
        return out

    def suits_bid_by_side(self, of_seat: int) -> list[Suit]:
        out: list[Suit] = []
        for s, c in self.calls:
            if isinstance(c, Bid) and side(s) == side(of_seat):
                su = c.denomination.suit
                if su is not None and su not in out:
                    out.append(su)
        return out

    def denominations_bid_by_side(self, of_seat: int) -> set[Denomination]:
        return {
            c.denomination for s, c in self.calls if isinstance(c, Bid) and side(s) == side(of_seat)
        }

    def first_bidder_of(self, suit: Suit, of_seat: int) -> int | None:
        """Which player of ``of_seat``'s side bid ``suit`` first."""
        for s, c in self.calls:
            if isinstance(c, Bid) and side(s) == side(of_seat) and c.denomination.suit is suit:
                return s
        return None

    def before(self, index: int) -> AuctionView:
        """The auction as it stood before call ``index`` (seen by the caller of that call)."""
        return AuctionView(
            self.form, self.dealer, (self.dealer + index) % 4, tuple(self.calls[:index])
        )

    def after(self, call: Action) -> AuctionView:
        return AuctionView(
            self.form, self.dealer, (self.seat + 1) % 4, (*self.calls, (self.seat, call))
        )

    @functools.cached_property
    def _reading(self) -> tuple[tuple[bool, ...], tuple[Bid | None, ...]]:
        """For every call: whether it is natural, and the bid it asks partner to make when it
        is an encouragement (C-4.5, IC-17)."""
        flags: list[bool] = []
        asks: list[Bid | None] = []
        denoms: dict[int, set[Denomination]] = {0: set(), 1: set()}
        misere_seats: set[int] = set()
        asked: dict[int, Bid] = {}  # the bid each seat's last call asked its partner for
        for i, (s, c) in enumerate(self.calls):
            if not isinstance(c, Bid):
                flags.append(False)
                asks.append(None)
                asked.pop(s, None)
                continue
            natural = self.round_of(i) <= 2 or not describes(c) or self.names_longest_late(i)
            before = self.before(i) if natural else None
            target = None
            if before is not None and before.answers_spade_request(c):
                pass  # IC-18: the kitty bid partner's pass asked for, not an encouragement
            elif natural and asked.get(partner(s)) == c:
                pass  # C-4.5: the kitty bid partner's encouragement asked for
            elif natural:
                target = encouragement(
                    self.form,
                    c,
                    s,
                    denoms[side(s)],
                    misere_seats,
                    any_suit=before is not None and before.responding_to_preempt(),
                )
                natural = target is None
            if target is not None:
                asked[s] = target
            else:
                asked.pop(s, None)
            flags.append(natural)
            asks.append(target)
            if natural:
                denoms[side(s)].add(c.denomination)
            if c.denomination.is_misere:
                misere_seats.add(s)
        return tuple(flags), tuple(asks)

    def first_bid_misfit(self, seat: int) -> int | None:
        """The index of ``seat``'s first bid when that bid was the lowest misère (the misfit,
        C-3.13), else None."""
        first = next(iter(self.bids_of(seat)), None)
        if first is None:
            return None
        index, bid = first
        low = self.before(index).lowest(Denomination.MISERE)
        misfit = bid.denomination.is_misere and low is not None and bid.level == low.level
        return index if misfit else None

    def names_longest_late(self, index: int) -> bool:
        """IC-20: call ``index`` is the round-three bid of a responder that passed first and
        then bid the lowest misère (the misfit) in round two: the Handbook reads it as that
        player's longest suit, a natural bid, and has the aces wait for round four (review
        round 57, bid 5-r57o13: 2♥ so made was read as the ♥A)."""
        seat, call = self.calls[index]
        if self.round_of(index) != 3 or not isinstance(call, Bid) or call.denomination.suit is None:
            return False
        misfit = self.first_bid_misfit(seat)
        return misfit is not None and misfit < index and self.round_of(misfit) == 2

    @property
    def _natural(self) -> tuple[bool, ...]:
        return self._reading[0]

    def is_natural(self, index: int) -> bool:
        """A bid that names a denomination to play in: rounds one and two, or level 5 and up
        (bids of rounds three on below level 5 show aces and kings, C-4.2, C-4.3), and never
        an encouragement (C-4.5)."""
        return self._natural[index]

    def natural_denominations_of_side(self, of_seat: int) -> set[Denomination]:
        return {
            c.denomination
            for i, (s, c) in enumerate(self.calls)
            if isinstance(c, Bid) and side(s) == side(of_seat) and self.is_natural(i)
        }

    @property
    def misere_seats(self) -> set[int]:
        return {s for s, c in self.calls if isinstance(c, Bid) and c.denomination.is_misere}

    def encouragement_target(self, bid: Bid) -> Bid | None:
        """IC-17: if ``bid`` by the seat to call would be an encouragement, the bid it asks
        partner to make."""
        if self.answers_spade_request(bid) or self.asked_by(self.partner) == bid:
            return None  # the kitty bid partner asked for (C-4.5), not a new ask
        return encouragement(
            self.form,
            bid,
            self.seat,
            self.natural_denominations_of_side(self.seat),
            self.misere_seats,
            any_suit=self.responding_to_preempt(),
        )

    def asked_by(self, seat: int) -> Bid | None:
        """The bid ``seat``'s last call asked its partner to make, if it was an
        encouragement (C-4.5, IC-17)."""
        mine = self.calls_of(seat)
        return self._reading[1][mine[-1][0]] if mine else None

    # --- C-4.5 after an opponents' misère pre-empt over our opening ------------------------
    def opening_kind(self, of_seat: int | None = None) -> Opening | None:
        """What the first bid of ``of_seat``'s side (default: the seat to call) showed."""
        first = self.first_bid_of_side(self.seat if of_seat is None else of_seat)
        if first is None:
            return None
        return classify_opening(self.before(first[0]), first[2])

    def responding_to_preempt(self) -> bool:
        """The seat to call is the responder answering for the first time, and the standing
        bid is an opponents' misère pre-empt (level 5 or more) over partner's opening: a bid
        one step below a suit now names that suit and asks partner to make the kitty bid in
        it, and a pass after a high-card opening asks for ♠ (C-4.5, IC-17, IC-18)."""
        me = self.seat
        first = self.first_bid_of_side(me)
        if first is None or first[1] != self.partner:
            return False
        if any(i > first[0] for i, _ in self.calls_of(me)):
            return False
        return self.opponents_preempt() is not None

    def opponents_preempt(self) -> Bid | None:
        """The standing bid when it is an opponents' misère pre-empt over this seat's side
        (IC-18: a misère that names a contract, level 5 or more), else None."""
        st = self.standing
        if st is None or not self.opponents_stand:
            return None
        return st if st.denomination.is_misere and not describes(st) else None

    @property
    def opponents_stand(self) -> bool:
        """The standing bid is the opponents' (of the seat to call)."""
        st_seat = self.standing_seat
        return st_seat is not None and side(st_seat) != side(self.seat)

    def pass_would_ask_spades(self) -> bool:
        """IC-18: a pass by the seat to call would ask partner (the opener of 3 of a suit or
        3 grand) to bid ♠ over the pre-empt."""
        return self.responding_to_preempt() and self.opening_kind() in (
            Opening.HIGH_CARDS,
            Opening.EQUAL_SUITS,
        )

    def pass_asked_spades(self) -> bool:
        """IC-18, seen by the opener: after its high-card opening and an opponents' misère
        pre-empt, its partner passed (asking for ♠) and the other opponent passed."""
        n = len(self.calls)
        if n < 3 or self.first_bid_of_side(self.seat) is None:
            return False
        if self.calls[-2] != (self.partner, PASS) or not isinstance(self.calls[-1][1], Pass):
            return False
        return self.before(n - 2).pass_would_ask_spades()

    def spade_request(self) -> Bid | None:
        """The ♠ bid partner's IC-18 pass asks this hand for, if it did."""
        st = self.standing
        if st is None or not self.pass_asked_spades():
            return None
        return self.lowest(Denomination.SPADES, st.level)

    def answers_spade_request(self, bid: Bid) -> bool:
        return bid == self.spade_request()

    def natural_suits_of(self, seat: int) -> list[Suit]:
        out: list[Suit] = []
        for i, b in self.bids_of(seat):
            s = b.denomination.suit
            if s is not None and s not in out and self.is_natural(i):
                out.append(s)
        return out

    def natural_suits_of_side(self, of_seat: int) -> list[Suit]:
        out: list[Suit] = []
        for i, (s, c) in enumerate(self.calls):
            if isinstance(c, Bid) and side(s) == side(of_seat) and self.is_natural(i):
                su = c.denomination.suit
                if su is not None and su not in out:
                    out.append(su)
        return out

    def kitty_suits(self) -> KittySuits:
        """C-4.4 (IC-16): the suits the seat to call may take the kitty in, as the partner of
        their first bidder."""
        opening = self.first_bid_of_side(self.seat)
        opened = None
        if opening is not None and opening[1] == self.partner:
            opened = opening[2].denomination.suit
        return KittySuits(
            self.agreed_trump(self.seat),
            tuple(self.natural_suits_of(self.partner)),
            opened,
        )

    def agreed_trump(self, of_seat: int) -> tuple[Suit, int] | None:
        """The most recent suit both partners of the side have bid naturally, with the seat
        that bid it first."""
        me, pa = of_seat, partner(of_seat)
        common = set(self.natural_suits_of(me)) & set(self.natural_suits_of(pa))
        if not common:
            return None
        for i in range(len(self.calls) - 1, -1, -1):
            s, c = self.calls[i]
            if isinstance(c, Bid) and side(s) == side(of_seat) and self.is_natural(i):
                su = c.denomination.suit
                if su in common:
                    first = self.first_bidder_of(su, of_seat)
                    assert first is not None
                    return (su, first)
        return None  # pragma: no cover - common is not empty


@dataclass(frozen=True)
class KittySuits:
    """Where a kitty bid (C-4.4, IC-16) may go: the side's agreed suit with its first bidder
    when there is one; else one of partner's natural suits, or partner's opening suit."""

    agreed: tuple[Suit, int] | None
    partners: tuple[Suit, ...]
    opened: Suit | None

    def allows(self, suit: Suit, partner_seat: int) -> bool:
        """Whether a kitty bid in ``suit`` takes the kitty in partner's suit."""
        if self.agreed is not None:
            return self.agreed == (suit, partner_seat)
        return suit is self.opened or suit in self.partners


def encouragement(
    form: Form,
    bid: Bid,
    seat: int,
    side_denominations: set[Denomination],
    misere_seats: set[int],
    *,
    any_suit: bool = False,
) -> Bid | None:
    """IC-17: a bid at level 5 or more (no-kitty: any level, but only towards misère) one step
    below a denomination the bidder's side has bid naturally (a misère: bid by the bidder's
    partner), in a denomination the side has not bid, asks partner to bid that step.
    ``any_suit``: the responder's first answer over an opponents' misère pre-empt, where a
    bid one step below *any* suit names it (the Handbook's 3♣/grand → 5M → 5♦ for ♥, C-4.5)."""
    target = step_above(bid, form)
    if target is None or bid.denomination in side_denominations:
        return None
    if form is Form.NOKITTY:
        if not target.denomination.is_misere:
            return None
    elif describes(bid):
        return None
    if target.denomination.is_misere:
        return target if partner(seat) in misere_seats else None
    if any_suit and form is not Form.NOKITTY and target.denomination.suit is not None:
        return target
    return target if target.denomination in side_denominations else None


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


def analyse(
    form: Form, auction: Sequence[tuple[int, Action]], seat: int, dealer: int
) -> AuctionView:
    """Check a first auction (turn order from the dealer, legal calls, not finished) and
    return it as seen by ``seat``, who must be the next to call. Raises ``ValueError``."""
    form = bidding_form(form)
    if not 0 <= dealer <= 3 or not 0 <= seat <= 3:
        raise ValueError("seats are 0–3")
    view = AuctionView(form, dealer, dealer, ())
    passes = 0
    any_bid = False
    for i, (s, call) in enumerate(auction):
        expected = (dealer + i) % 4
        if s != expected:
            raise ValueError(
                f"call {i + 1} is by {SEAT_NAMES[s]}, but it is {SEAT_NAMES[expected]}'s turn"
            )
        if not isinstance(call, (Pass, Bid)):
            raise ValueError(f"only passes and bids belong in the auction, not {call}")
        if not view.is_legal(call):
            raise ValueError(f"{call} is not a legal call after {view.standing} (R-3.1, R-3.3)")
        if isinstance(call, Bid):
            any_bid = True
            passes = 0
        else:
            passes += 1
        if (not any_bid and i == 3) or (any_bid and passes == PASSES_TO_END):
            if i != len(auction) - 1:
                raise ValueError("the auction ended before its last call (R-3.4, R-3.5)")
            raise ValueError("the first auction is over (R-3.4, R-3.5)")
        view = view.after(call)
    if seat != view.seat:
        raise ValueError(f"it is {SEAT_NAMES[view.seat]}'s call, not {SEAT_NAMES[seat]}'s")
    return view


def played_auction(form: Form, auction: Sequence[tuple[int, Action]], dealer: int) -> AuctionView:
    """A first auction as a whole, read after it ended (no checks: the deal made it), so later
    phases can ask what its bids meant (:meth:`AuctionView.natural_suits_of` and the like)."""
    calls = tuple(auction)
    return AuctionView(bidding_form(form), dealer, (dealer + len(calls)) % 4, calls)


@dataclass(frozen=True)
class Shown:
    """What one player's honour-showing bids (rounds 3 on, C-4.2, C-4.3) have shown."""

    aces: frozenset[Suit]
    kings: frozenset[Suit]
    passed_round3: bool
    three_aces: bool
    four_aces: bool
    missing_ace: Suit | None
    #: C-3.10: this player answered partner's three-ace grand with the lowest grand, showing
    #: the fourth ace: the side holds all four.
    fourth_ace: bool = False


def _grand_answers(view: AuctionView, seat: int) -> tuple[bool, bool, bool]:
    """``seat``'s first-rounds grands: three aces (C-3.3), four aces, or the fourth ace
    answered to partner's three (C-3.10)."""
    three = four = fourth = False
    for i, call in view.calls_of(seat):
        if not (isinstance(call, Bid) and call.denomination is Denomination.GRAND):
            continue
        if view.round_of(i) > 2 or call.level >= CONTRACT_LEVEL:
            # IC-15: from level 5 a grand names the contract and shows no aces (review of
            # fresh drills, lead 1-r43d25: 7 grand over 6 misère "showed" every ace, and
            # the lead was said to run into the aces of suits nobody had bid).
            continue
        before = view.before(i)
        low = before.lowest(Denomination.GRAND)
        partner_grand = any(
            isinstance(c, Bid) and c.denomination is Denomination.GRAND
            for s, c in before.calls
            if s == partner(seat)
        )
        if low is not None and call.level == low.level and partner_grand:
            fourth = True  # C-3.10: the answer to partner's three aces
        elif low is not None and call.level == low.level:
            three = True
        elif low is not None and call.level == low.level + 1:
            four = True
    return three, four, fourth


@functools.lru_cache(maxsize=4096)
def honours_shown(view: AuctionView, seat: int, peek: bool = True) -> Shown:
    """Read ``seat``'s earlier calls by the C-3.3/C-4.2/C-4.3 rules (``peek``: look at
    partner's calls too, where they settle which aces this seat holds). Kept per view: a
    suggestion asks it of both partners several times (a view is a frozen value)."""
    aces: set[Suit] = set()
    kings: set[Suit] = set()
    passed3 = False
    three, four, fourth = _grand_answers(view, seat)
    # After three aces and partner's fourth (C-3.10) the partners know every ace: each
    # holds the ones the other lacks, so a later suit bid by either shows a king (review
    # of fresh drills, bid 5-r33p23: 4♦ and 4♥ after 1G and 2G "showed" aces again). So
    # too once partner has shown an ace, which can only be the missing one (bid 5-r36k22:
    # 3♣ "named the missing ace" after partner's 2♣ showed it).
    all_known = fourth or (
        three
        and (
            _grand_answers(view, partner(seat))[2]
            or (peek and bool(honours_shown(view, partner(seat), peek=False).aces))
        )
    )
    missing: Suit | None = None
    for i, call in view.calls_of(seat):
        r = view.round_of(i)
        before = view.before(i)
        if r < 3:
            continue
        if isinstance(call, Pass):
            if r == 3:
                passed3 = True
            continue
        assert isinstance(call, Bid)
        if call.level >= CONTRACT_LEVEL:
            continue  # IC-15: from level 5 a bid names the contract, it shows no honour
        if view.names_longest_late(i):
            continue  # IC-20: the passed responder's longest suit after its misfit
        s = call.denomination.suit
        if s is None:
            low = before.lowest(Denomination.GRAND)
            if r == 3 and not three and low is not None and call.level == low.level:
                # C-4.2: grand in round three shows the aces of every suit the side has bid.
                aces |= set(before.natural_suits_of_side(seat))
            continue
        if all_known:
            kings.add(s)
        elif three and missing is None and r == 3:
            missing = s
            # Every other ace is known from here on: a later bid in those suits is a king
            # (review of fresh drills, bid 5-r19f2: 3♣ after 1G and 3♠ read as the ♣A).
            aces |= {x for x in Suit if x is not missing}
        elif four or s in aces or passed3:
            kings.add(s)
        elif peek and s in honours_shown(before, partner(seat), peek=False).aces:
            kings.add(s)  # partner showed this ace already (review round 57, bid 5-r57o13)
        else:
            aces.add(s)
    if three and missing is not None:
        aces |= {s for s in Suit if s is not missing}
    if four or all_known:
        aces |= set(Suit)
    return Shown(frozenset(aces), frozenset(kings), passed3, three, four, missing, fourth)


def aces_shown(
    form: Form, dealer: int, auction: Sequence[tuple[int, Action]], seat: int
) -> frozenset[Suit]:
    """The suits in which ``seat`` showed an ace in a finished first auction (C-4.2, C-4.3):
    the kitty bidder's partner keeps a card in each of them (IC-24)."""
    shown = auction_shown(form, dealer, auction, seat)
    return shown.aces if shown is not None else frozenset()


def auction_shown(
    form: Form, dealer: int, auction: Sequence[tuple[int, Action]], seat: int
) -> Shown | None:
    """What ``seat``'s honour-showing bids showed in a finished first auction (C-4.2, C-4.3):
    its aces, and its kings, a sign of strength for the opening leader (IC-31); None in
    Bolshevik, which has no such bids."""
    if form is Form.BOLSHEVIK:
        return None
    view = AuctionView(bidding_form(form), dealer, seat, tuple(auction))
    return honours_shown(view, seat)
