"""Vint bots: they decide from a :class:`~engine.vint.views.VintView` only, never from the deal.

:class:`VintBot` bids by a trick estimate and its trump honours, and plays by the old whist
rules of thumb; :class:`RandomVintBot` plays uniformly random legal moves (passing often, or
every auction would climb to 7 NT). Both return an :class:`engine.bots.Decision` with the
reason, so the table can show why a bot did what it did.

Bidding (a reading of V-5, V-6, not a rule). Every trick a pair takes scores at the contract's
trick value, so a higher contract pays both pairs more per trick, but a trick short costs
500 × level above the line, far more than a level gains. So the bot counts the tricks its pair
can expect in each denomination (its own sure and long-suit tricks, ruffs beside partner's
long trumps, and partner's share: more when partner has bid that denomination) and bids only
what that count covers, preferring the denomination in which it holds trump honours (V-6.3 pays
them to whoever holds them). It raises its own side's bid when the count allows a higher
level, since V-5.1's trick value rises with every level.

Card play (from the seat view alone, which shows the trick in progress and the last finished
trick but no older one, V-4.4, VD-12): second hand low, third hand high, win as cheaply as
possible in fourth seat, play low when partner has the trick, ruff when the other pair is
winning and discard from the weakest suit otherwise; the declarers draw trumps while they
hold the top one; leads are the top of touching honours, a sure winner, or from the longest
suit (partner's bid suit first for a defender).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..actions import Pass, Play
from ..bots import Decision
from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from ..rules import partner
from ..trick_taking import Phase
from .actions import Strain, VintBid
from .views import VintView

_STRAINS = tuple(Strain)


# --- hand evaluation ------------------------------------------------------------------------
def honour_tricks(hand: CardSet, suit: Suit) -> float:
    """Tricks the top cards of a suit should take: A, K (guarded), Q (with a higher honour or
    twice guarded)."""
    ranks = hand.ranks(suit)
    n = len(ranks)
    tricks = 0.0
    if Rank.ACE in ranks:
        tricks += 1
    if Rank.KING in ranks:
        tricks += 1 if (n >= 2 and Rank.ACE in ranks) else 0.7 if n >= 2 else 0.2
    if Rank.QUEEN in ranks and n >= 3:
        tricks += 0.7 if (Rank.ACE in ranks or Rank.KING in ranks) else 0.4
    if Rank.JACK in ranks and n >= 4 and sum(r >= Rank.QUEEN for r in ranks) >= 2:
        tricks += 0.3
    return tricks


def estimate_tricks(hand: CardSet, strain: Strain) -> float:
    """Tricks this hand should take with ``strain`` as the contract's denomination."""
    trumps = strain.suit
    total = 0.0
    for suit in Suit:
        n = hand.length(suit)
        top = honour_tricks(hand, suit)
        if trumps is None:
            # Long cards only count in a suit that has a top card to set it up.
            long = max(0, n - 4) if top >= 1 else max(0, n - 5)
            total += top + long
        elif suit == trumps:
            total += max(top, min(n, 3) * 0.3) + max(0, n - 3)
        else:
            total += top * (0.9 if n <= 2 else 1.0)
    return total


def support_ruffs(hand: CardSet, strain: Strain) -> float:
    """Ruffs the short-trump hand adds once partner has shown long trumps: a void, singleton
    or doubleton beside three or more trumps. (The long-trump hand gains nothing by ruffing:
    its length is already counted.)"""
    trumps = strain.suit
    if trumps is None or hand.length(trumps) < 3:
        return 0.0
    short = sum(
        (1.5, 1.0, 0.5)[hand.length(s)] for s in Suit if s != trumps and hand.length(s) <= 2
    )
    return min(float(hand.length(trumps) - 2), short)


def trump_honours_in(hand: CardSet, strain: Strain) -> int:
    suit = strain.suit
    return 0 if suit is None else sum(1 for c in hand.suit(suit) if c.rank >= Rank.TEN)


def _partner_bids(view: VintView) -> list[VintBid]:
    mate = partner(view.seat)
    return [a for s, a in view.calls if s == mate and isinstance(a, VintBid)]


def _opponent_strains(view: VintView) -> set[Strain]:
    return {
        a.denomination for s, a in view.calls if s % 2 != view.seat % 2 and isinstance(a, VintBid)
    }


def pair_estimate(view: VintView, strain: Strain) -> float:
    """Tricks the bot's pair should take in ``strain``: its own count plus partner's share.

    Partner's first bid in ``strain`` shows about level + 3½ tricks of their own (they counted
    on about three from us); their later bids there built on ours, so they add nothing new."""
    hand = view.hand
    mine = estimate_tricks(hand, strain)
    theirs = _partner_bids(view)
    shown = [b for b in theirs if b.denomination == strain]
    if shown:
        return mine + shown[0].level + 3.5 + support_ruffs(hand, strain)
    if theirs:
        share = 3.0  # partner bid something else: some strength, not in this denomination
    else:
        passes = sum(1 for s, a in view.calls if s == partner(view.seat) and isinstance(a, Pass))
        share = 2.0 if passes else 2.5
    if strain in _opponent_strains(view):
        share -= 1.0  # their suit: our honours there are worth less, and they hold length
    return mine + share


class VintBot:
    """Bids by honours and a trick estimate; plays by whist's rules of thumb."""

    def __init__(self, caution: float = 0.5) -> None:
        self.caution = caution  # tricks of margin the count must show before bidding a level

    def decide(self, view: VintView) -> Decision:
        if not view.my_turn:
            raise ValueError("it is not this seat's turn")
        if view.phase is Phase.AUCTION:
            return self.bid(view)
        return self.play(view)

    # --- the auction ---------------------------------------------------------------------
    def bid(self, view: VintView) -> Decision:
        standing = view.standing
        ours = standing is not None and view.standing_seat is not None
        ours = ours and view.standing_seat is not None and view.standing_seat % 2 == view.seat % 2
        # Raising our own side's contract needs a wider margin: a level gains little, a trick
        # short costs 500 × level (V-6.5).
        margin = self.caution + (0.5 if ours else 0.0)
        held = pair_estimate(view, standing.denomination) if ours and standing else 0.0
        options: list[tuple[tuple[int, int, int, int], VintBid, float]] = []
        for strain in _STRAINS:
            est = pair_estimate(view, strain)
            top = min(7, math.floor(est - margin) - 6)
            if top < 1:
                continue
            if ours and standing is not None and strain != standing.denomination and est < held + 1:
                continue  # keep partner's denomination unless ours is clearly better
            bids = [
                a
                for a in view.legal_actions
                if isinstance(a, VintBid) and a.denomination == strain and a.level <= top
            ]
            if not bids:
                continue
            honours = trump_honours_in(view.hand, strain)
            length = view.hand.length(strain.suit) if strain.suit is not None else 0
            if strain is Strain.NO_TRUMP and min(view.hand.lengths()) >= 2:
                honours += 2  # a balanced hand suits no trump
            options.append(((top, honours, length, int(strain)), bids[0], est))
        if not options:
            return Decision(Pass(), Msg("bc.vint_no_cover"), ("V-3.1",))
        _, bid, est = max(options, key=lambda o: o[0])
        whole, tenth = f"{est:.1f}".split(".")
        reason = Msg(
            "bc.vint_bid",
            whole=whole,
            tenth=tenth,
            strain=Msg(f"bc.vint_{bid.denomination.name.lower()}"),
            bid=bid.text,
            need=bid.tricks_needed(),
        )
        honours = trump_honours_in(view.hand, bid.denomination)
        if honours >= 2:
            reason = Msg("bc.vint_honours", reason=reason, n=honours)
        return Decision(bid, reason, ("V-3.3", "V-5.1"))

    # --- the play ------------------------------------------------------------------------
    def play(self, view: VintView) -> Decision:
        legal = sorted(view.legal_cards, key=lambda c: (c.suit, c.rank))
        if len(legal) == 1:
            return Decision(Play(legal[0]), Msg("pl.only_legal"), ("V-4.2",))
        card, reason = _choose(view, legal)
        return Decision(Play(card), reason, ("V-4.2",))


# --- card play --------------------------------------------------------------------------------
def _beats(a: Card, b: Card, trumps: Suit | None) -> bool:
    if a.suit == b.suit:
        return a.rank > b.rank
    return trumps is not None and a.suit == trumps


def _winning(trick: Sequence[tuple[int, Card]], trumps: Suit | None) -> tuple[int, Card]:
    best = trick[0]
    for seat, card in trick[1:]:
        if _beats(card, best[1], trumps):
            best = (seat, card)
    return best


def _unseen(view: VintView) -> CardSet:
    """The cards the bot cannot see: all but its hand, the trick in progress and the last
    finished trick. The view holds no older trick (V-4.4, VD-12), so a card played earlier
    counts as unseen: the bot remembers no more than the table shows the learner."""
    return CardSet(((1 << 52) - 1) & ~view.played_cards().mask & ~view.hand.mask)


def _is_top(card: Card, unseen: CardSet) -> bool:
    return all(c.rank < card.rank for c in unseen.suit(card.suit))


def _choose(view: VintView, legal: list[Card]) -> tuple[Card, str]:
    trumps = view.trumps
    unseen = _unseen(view)
    trick = view.current_trick
    if not trick:
        return _lead(view, legal, unseen)
    led = trick[0][1].suit
    win_seat, win_card = _winning(trick, trumps)
    friend = win_seat % 2 == view.seat % 2
    position = len(trick) + 1
    following = [c for c in legal if c.suit == led]
    if following:
        low = min(following, key=lambda c: c.rank)
        beating = sorted(
            (c for c in following if _beats(c, win_card, trumps)), key=lambda c: c.rank
        )
        if friend and (position == 4 or _is_top(win_card, unseen) or win_card.suit != led):
            return low, Msg("pl.partner_has")
        if position == 2:
            if beating and _is_top(beating[-1], unseen) and trumps is not None and led != trumps:
                return beating[-1], Msg("pl.sure_before_ruff")
            return low, Msg("pl.second_low")
        if position == 3:
            if beating:
                # The cheapest card that is as good as the highest (touching cards are equal).
                high = beating[-1]
                equal = [c for c in beating if _same_value(c, high, unseen)]
                return equal[0], Msg("pl.third_high")
            return low, Msg("pl.cannot_beat")
        if beating:
            return beating[0], Msg("pl.last_cheap")
        return low, Msg("pl.cannot_win_trick")
    if trumps is not None and not friend:
        ruffs = sorted((c for c in legal if c.suit == trumps), key=lambda c: c.rank)
        over = [c for c in ruffs if _beats(c, win_card, trumps)]
        if over:
            return over[0], Msg("pl.ruff_as_wins")
    return _discard(legal, trumps, unseen), Msg("pl.discard_weakest")


def _same_value(a: Card, b: Card, unseen: CardSet) -> bool:
    """No unseen card of the suit lies between ``a`` and ``b``."""
    lo, hi = sorted((a.rank, b.rank))
    return not any(lo < c.rank < hi for c in unseen.suit(a.suit))


def _discard(legal: list[Card], trumps: Suit | None, unseen: CardSet) -> Card:
    def weakness(c: Card) -> tuple[int, int, int]:
        suit_cards = [x for x in legal if x.suit == c.suit]
        keeps_winner = any(_is_top(x, unseen) for x in suit_cards)
        return (int(trumps is not None and c.suit == trumps), int(keeps_winner), c.rank)

    return min(legal, key=weakness)


def _lead(view: VintView, legal: list[Card], unseen: CardSet) -> tuple[Card, str]:
    trumps = view.trumps
    declaring = view.declarer is not None and view.declarer % 2 == view.seat % 2
    if trumps is not None and declaring:
        mine = sorted((c for c in legal if c.suit == trumps), key=lambda c: -c.rank)
        out = unseen.suit(trumps)
        if mine and out:
            if _is_top(mine[0], unseen):
                return mine[0], Msg("pl.draw_top")
            if len(mine) >= 4:
                return mine[-1], Msg("pl.trump_draw")
    winners = [c for c in legal if _is_top(c, unseen) and c.suit != trumps and unseen.suit(c.suit)]
    if winners and (declaring or view.tricks_played):
        best = max(winners, key=lambda c: (view.hand.length(c.suit), c.rank))
        return best, Msg("pl.cash")
    side = [c for c in legal if c.suit != trumps] or legal
    if not declaring and not view.tricks_played:
        bid_suits = [
            a.denomination.suit
            for s, a in view.calls
            if s == partner(view.seat) and isinstance(a, VintBid) and a.denomination.suit
        ]
        for suit in reversed(bid_suits):
            cards = sorted((c for c in side if c.suit == suit), key=lambda c: -c.rank)
            if cards:
                return cards[0] if len(cards) <= 2 else cards[-1], Msg("pl.partners_bid")
    by_suit: dict[Suit, list[Card]] = {}
    for c in side:
        by_suit.setdefault(c.suit, []).append(c)
    for cards in sorted(by_suit.values(), key=len, reverse=True):
        cards.sort(key=lambda c: -c.rank)
        if len(cards) >= 2 and cards[0].rank >= Rank.QUEEN and cards[0].rank - cards[1].rank == 1:
            return cards[0], Msg("pl.top_touching")
    suit = max(by_suit, key=lambda s: (len(by_suit[s]), -s))
    cards = sorted(by_suit[suit], key=lambda c: -c.rank)
    if len(cards) >= 4:
        return cards[3], Msg("pl.fourth_highest")
    return cards[-1] if len(cards) >= 3 else cards[0], Msg("pl.longest")


class RandomVintBot:
    """Uniformly random legal moves; in the auction a pass with probability ``pass_bias``."""

    def __init__(self, seed: int | str = 0, pass_bias: float = 0.75) -> None:
        self.rng = random.Random(f"random-vint-bot:{seed}")
        self.pass_bias = pass_bias

    def decide(self, view: VintView) -> Decision:
        if not view.my_turn:
            raise ValueError("it is not this seat's turn")
        actions = list(view.legal_actions)
        if view.phase is Phase.AUCTION and self.rng.random() < self.pass_bias:
            return Decision(actions[0], Msg("bc.random_pass"))
        return Decision(self.rng.choice(actions), Msg("bc.random_move"))


__all__ = ["RandomVintBot", "VintBot", "estimate_tricks", "honour_tricks", "pair_estimate"]
