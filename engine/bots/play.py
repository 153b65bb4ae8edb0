"""Card play for bots, by the Handbook's rules of thumb, from a seat view only.

Trumps and grand: second hand low for the defenders (the declaring side takes a sure trick
in second seat), third hand high, win as cheaply as possible in fourth seat, cash sure
winners, draw trumps when the main side holds the top trump, ruff when the opponents are
winning, discard from the weakest suit. Misère (and all-pass misère, and the
Bolshevik's 7 misère): duck under the current winner, win with the highest card when a trick
cannot be lost, shed aces onto tricks the other side will win; the side that wants the other
to take tricks plays low under them and throws aces and high cards onto their tricks.

In the last few tricks of a bid contract the bot also looks ahead (:mod:`engine.bots.sampling`):
it solves likely layouts of the unseen cards double dummy and overrides the rule of thumb when
another card does better over them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, CardSet, Suit
from ..messages import Msg
from ..rules import partner
from ..trick_taking import Kind
from ..views import SeatView
from .config import CURRENT, BotConfig
from .sampling import look_ahead


@dataclass(frozen=True)
class PlayChoice:
    card: Card
    reason: str


def _beats(a: Card, b: Card, led: Suit, trumps: Suit | None) -> bool:
    """Does ``a`` beat ``b`` in a trick where ``led`` was led?"""
    if a.suit == b.suit:
        return a.rank > b.rank
    return bool(trumps is not None and a.suit == trumps)


def _winning(trick: tuple[tuple[int, Card], ...], trumps: Suit | None) -> tuple[int, Card]:
    led = trick[0][1].suit
    best = trick[0]
    for seat, card in trick[1:]:
        if _beats(card, best[1], led, trumps):
            best = (seat, card)
    return best


class _Table:
    """What the seat can deduce: cards still unseen (held by others), suits others lack."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.me = view.seat
        self.hand = view.hand
        played = view.played_cards()
        self.unseen = CardSet(((1 << 52) - 1) & ~played.mask & ~view.hand.mask)
        # Cards I handed over are still in play but I know where they are: not "unseen"
        # for the purpose of who can win, they still count as outstanding cards.
        self.trumps: Suit | None = view.contract.trumps if view.contract is not None else None
        if view.kind is Kind.ALLPASS:
            self.trumps = None
        self.void: dict[int, set[Suit]] = {s: set() for s in range(4)}
        for trick in view.visible_tricks:
            led = trick.cards[0][1].suit
            for seat, card in trick.cards[1:]:
                if card.suit != led:
                    self.void[seat].add(led)
        if view.current_trick:
            led = view.current_trick[0][1].suit
            for seat, card in view.current_trick[1:]:
                if card.suit != led:
                    self.void[seat].add(led)

    def outstanding(self, suit: Suit) -> list[Card]:
        """Unseen cards of a suit, high to low."""
        return sorted(self.unseen.suit(suit), key=lambda c: -c.rank)

    def is_top(self, card: Card) -> bool:
        """No unseen card of its suit is higher."""
        return all(c.rank < card.rank for c in self.unseen.suit(card.suit))

    def ruffed_by_opponent(self, suit: Suit, view: SeatView) -> bool:
        """Has an opponent of the seat shown out of ``suit`` while it may still hold trumps
        (and trumps are still out), so a winner led there would be ruffed?"""
        trumps = self.trumps
        if trumps is None or suit == trumps or not self.unseen.suit(trumps):
            return False
        return any(
            suit in self.void[s] and trumps not in self.void[s]
            for s in range(4)
            if not _friends(view, s, self.me) and view.hand_counts[s] > 0
        )

    def lower_unseen(self, card: Card) -> int:
        return sum(1 for c in self.unseen.suit(card.suit) if c.rank < card.rank)


def _side_wants_tricks(view: SeatView, seat: int) -> bool:
    """Does ``seat``'s side try to win tricks in this deal?"""
    kind = view.kind
    contract = view.contract
    if kind is Kind.ALLPASS:
        return False
    if kind is Kind.BOLSHEVIK:
        assert contract is not None and view.declarer is not None
        if contract.denomination.is_misere:
            return seat != view.declarer  # the team tries to make the Bolshevik win
        return True
    assert contract is not None and view.declarer is not None
    if contract.denomination.is_misere:
        main = seat % 2 == view.declarer % 2
        return not main  # defenders push tricks onto the main side
    return True


def _friends(view: SeatView, a: int, b: int) -> bool:
    if view.kind is Kind.BOLSHEVIK:
        d = view.declarer
        return (a == d) == (b == d)
    return a % 2 == b % 2


def choose_play(
    view: SeatView, known: dict[int, int] | None = None, config: BotConfig = CURRENT
) -> PlayChoice:
    """The card to play; ``known`` (seat → card mask) names cards the seat can place, such as
    the bonehead's face-up hand in the three-player game; ``config`` is the bot variant."""
    legal = list(view.legal_cards)
    if len(legal) == 1:
        return PlayChoice(legal[0], Msg("pl.only_legal"))
    t = _Table(view)
    choice = _rule_of_thumb(view, t, legal, config)
    # In the last tricks, look ahead over likely layouts; keep the rule of thumb on a tie.
    ahead = look_ahead(view, t.void, choice.card, known, config)
    return choice if ahead is None else PlayChoice(*ahead)


def _rule_of_thumb(
    view: SeatView, t: _Table, legal: list[Card], config: BotConfig = CURRENT
) -> PlayChoice:
    if _side_wants_tricks(view, view.seat):
        kind = view.kind
        contract = view.contract
        pushing = (
            kind is Kind.BOLSHEVIK and contract is not None and contract.denomination.is_misere
        ) or (kind is Kind.CONTRACT and contract is not None and contract.denomination.is_misere)
        if pushing:
            return _push_tricks(view, t, legal)
        return _win_tricks(view, t, legal, config)
    return _lose_tricks(view, t, legal, config)


# --- trumps and grand ---------------------------------------------------------------------
def _win_tricks(
    view: SeatView, t: _Table, legal: list[Card], config: BotConfig = CURRENT
) -> PlayChoice:
    trick = view.current_trick
    trumps = t.trumps
    if not trick:
        return _lead_to_win(view, t, legal, config)
    led = trick[0][1].suit
    win_seat, win_card = _winning(trick, trumps)
    partner_winning = _friends(view, win_seat, view.seat)
    position = len(trick) + 1  # 2nd, 3rd or 4th to play
    following = [c for c in legal if c.suit == led]
    if following:
        beating = sorted(
            (c for c in following if _beats(c, win_card, led, trumps)), key=lambda c: c.rank
        )
        low = min(following, key=lambda c: c.rank)
        if partner_winning:
            sure = (
                t.is_top(win_card)
                or position == 4
                or (trumps is not None and win_card.suit == trumps and win_card.suit != led)
            )
            if sure:
                return PlayChoice(low, Msg("pl.partner_winning"))
        if position == 2:
            top = [c for c in beating if t.is_top(c)]
            declaring = view.declarer is not None and _friends(view, view.seat, view.declarer)
            if top and declaring:
                # "Second hand low" is the defenders' rule (Handbook, trump tactics): the
                # declaring side needs its tricks and takes a sure one, with the cheapest card
                # that is sure to win.
                return PlayChoice(top[0], Msg("pl.declarer_sure"))
            if top and trumps is not None and led != trumps and len(t.outstanding(led)) <= 2:
                return PlayChoice(top[0], Msg("pl.cash_before_ruff"))
            return PlayChoice(low, Msg("pl.second_low"))
        if position == 3:
            if beating:
                high = max(beating, key=lambda c: c.rank)
                return PlayChoice(
                    high if not t.is_top(beating[0]) else beating[0], Msg("pl.third_high")
                )
            return PlayChoice(low, Msg("pl.cannot_beat"))
        if beating:
            return PlayChoice(beating[0], Msg("pl.last_cheap"))
        return PlayChoice(low, Msg("pl.cannot_win"))
    # Void in the suit led.
    if trumps is not None and not partner_winning:
        my_trumps = sorted((c for c in legal if c.suit == trumps), key=lambda c: c.rank)
        winners = [c for c in my_trumps if _beats(c, win_card, led, trumps)]
        if winners:
            if position < 4:
                # Ruff high enough to beat what the next opponent may hold, but not with a
                # top trump when a middling one does: an overruff costs one trick, a wasted
                # honour often costs more.
                later = t.outstanding(trumps)
                middling = [c for c in winners if sum(1 for x in later if x.rank > c.rank) <= 1]
                choice = middling[0] if middling else winners[0]
                return PlayChoice(choice, Msg("pl.ruff"))
            return PlayChoice(winners[0], Msg("pl.ruff_cheap"))
    return PlayChoice(_discard_weakest(t, legal), Msg("pl.discard_weakest"))


def _lead_to_win(
    view: SeatView, t: _Table, legal: list[Card], config: BotConfig = CURRENT
) -> PlayChoice:
    trumps = t.trumps
    main = view.declarer is not None and view.seat % 2 == view.declarer % 2
    if view.kind is Kind.BOLSHEVIK:
        main = view.seat == view.declarer
    if trumps is not None and main:
        mine = sorted((c for c in legal if c.suit == trumps), key=lambda c: -c.rank)
        outstanding = t.outstanding(trumps)
        if mine and outstanding:
            if t.is_top(mine[0]):
                return PlayChoice(mine[0], Msg("pl.draw_top"))
            higher = sum(1 for c in outstanding if c.rank > mine[0].rank)
            if higher == 1 and len(mine) >= 3:
                return PlayChoice(mine[0], Msg("pl.drive_honour"))
            if len(mine) >= 5:
                return PlayChoice(mine[-1], Msg("pl.low_trump"))
    if config.keep_partners_suit and not main and trumps is not None:
        defence = _defenders_lead(view, t, legal, trumps)
        if defence is not None:
            return defence
    winners = [c for c in legal if t.is_top(c) and (trumps is None or c.suit != trumps)]
    if config.keep_partners_suit and trumps is not None:
        winners = [c for c in winners if not t.ruffed_by_opponent(c.suit, view)]
    if winners:
        best = max(winners, key=lambda c: (t.hand.length(c.suit), c.rank))
        return PlayChoice(best, Msg("pl.cash"))
    side = [c for c in legal if trumps is None or c.suit != trumps] or legal
    # Top of touching honours, else the second-highest card of the longest suit (C-7.1/7.2).
    by_suit: dict[Suit, list[Card]] = {}
    for c in side:
        by_suit.setdefault(c.suit, []).append(c)
    suit = max(by_suit, key=lambda s: (len(by_suit[s]), -s))
    cards = sorted(by_suit[suit], key=lambda c: -c.rank)
    if len(cards) >= 2 and cards[0].rank.is_honour and cards[0].rank - cards[1].rank == 1:
        return PlayChoice(cards[0], Msg("pl.touching"))
    if len(cards) >= 2:
        return PlayChoice(cards[1], Msg("pl.second_highest"))
    return PlayChoice(cards[0], Msg("pl.longest"))


def _defenders_lead(
    view: SeatView, t: _Table, legal: list[Card], trumps: Suit
) -> PlayChoice | None:
    """A defender on lead in a trump contract: return the suit partner last led when our side
    won that trick (and the declaring side cannot ruff it); else, when the declaring side has
    shown out of a suit we hold winners in and trumps are still out, lead a trump so they
    cannot ruff them (never cash an ace into a known void)."""
    mate = partner(view.seat)
    for trick in reversed(view.visible_tricks):
        if trick.leader == mate:
            if trick.winner not in (mate, view.seat):
                break
            suit = trick.cards[0][1].suit
            mine = sorted((c for c in legal if c.suit == suit), key=lambda c: c.rank)
            if suit != trumps and mine and not t.ruffed_by_opponent(suit, view):
                top = [c for c in mine if t.is_top(c)]
                return PlayChoice(top[-1] if top else mine[0], Msg("pl.return_partner"))
            break
    ruffable = [
        c for c in legal if c.suit != trumps and t.is_top(c) and t.ruffed_by_opponent(c.suit, view)
    ]
    my_trumps = sorted((c for c in legal if c.suit == trumps), key=lambda c: c.rank)
    if ruffable and my_trumps and t.unseen.suit(trumps):
        return PlayChoice(
            my_trumps[0],
            Msg(
                "pl.trump_lead",
                suits=Msg(f"pl.{ruffable[0].suit.name.lower()}"),
                card=str(ruffable[0]),
            ),
        )
    return None


def _discard_weakest(t: _Table, legal: list[Card]) -> Card:
    """Throw the lowest card of the suit least likely to take tricks (keep winners)."""

    def weakness(c: Card) -> tuple[int, int, int]:
        suit_cards = [x for x in legal if x.suit == c.suit]
        has_winner = any(t.is_top(x) for x in suit_cards)
        is_trump = t.trumps is not None and c.suit == t.trumps
        return (int(is_trump), int(has_winner), c.rank)

    return min(legal, key=weakness)


# --- misère: the side that avoids tricks ----------------------------------------------------
def _lose_tricks(
    view: SeatView, t: _Table, legal: list[Card], config: BotConfig = CURRENT
) -> PlayChoice:
    trick = view.current_trick
    if not trick:
        return _lead_to_lose(view, t, legal)
    led = trick[0][1].suit
    win_seat, win_card = _winning(trick, None)
    position = len(trick) + 1
    following = [c for c in legal if c.suit == led]
    if following:
        under = sorted((c for c in following if c.rank < win_card.rank), key=lambda c: -c.rank)
        if under:
            # The highest card that still loses; with players to come, keep it modest.
            if position < 4 and view.kind is not Kind.ALLPASS:
                return PlayChoice(under[0], Msg("pl.duck_under"))
            return PlayChoice(under[0], Msg("pl.duck_highest"))
        top = max(following, key=lambda c: c.rank)
        low = min(following, key=lambda c: c.rank)
        if (
            config.misere_shed_low
            and position < 4
            and view.kind is Kind.CONTRACT
            and _may_overtake(view, t, led, low)
        ):
            return PlayChoice(low, Msg("pl.misere_low"))
        if position == 4 or all(c.rank > win_card.rank for c in following):
            return PlayChoice(top, Msg("pl.cannot_lose"))
        return PlayChoice(top, Msg("pl.win_highest"))
    # Void: shed the most dangerous card, an ace first, onto a trick the others win.
    friend_winning = _friends(view, win_seat, view.seat)
    aces = [c for c in legal if c.is_ace]
    if aces and not friend_winning:
        return PlayChoice(aces[0], Msg("pl.shed_ace"))
    danger = max(legal, key=lambda c: (c.rank - t.lower_unseen(c), c.rank))
    return PlayChoice(danger, Msg("pl.discard_danger"))


def _may_overtake(view: SeatView, t: _Table, led: Suit, card: Card) -> bool:
    """Misère: may an opponent still to play to this trick have to play above ``card``? It
    must not have shown out of the suit, and a higher card of the suit must still be out."""
    to_come = [(view.seat + k) % 4 for k in range(1, 4 - len(view.current_trick))]
    if not any(
        not _friends(view, s, view.seat) and led not in t.void[s] and view.hand_counts[s] > 0
        for s in to_come
    ):
        return False
    return any(c.rank > card.rank for c in t.unseen.suit(led))


def _lead_to_lose(view: SeatView, t: _Table, legal: list[Card]) -> PlayChoice:
    # In all-pass misère, after a trick is won, lead the suit partner handed over (their short
    # suit) so partner can shed an ace (C-7.4).
    if view.kind is Kind.ALLPASS:
        received = [
            c
            for tr in view.own_transfers
            if tr.receiver == view.seat and tr.giver == partner(view.seat)
            for c in tr.cards
        ]
        for card in received:
            mine = [c for c in legal if c.suit == card.suit]
            if mine:
                low = min(mine, key=lambda c: c.rank)
                if t.lower_unseen(low) <= 1:
                    return PlayChoice(low, Msg("pl.partners_short"))

    # The card least likely to win: fewest unseen lower cards in its suit.
    def risk(c: Card) -> tuple[int, int]:
        others_have = len(t.unseen.suit(c.suit))
        if others_have == 0:
            return (100, c.rank)  # everyone else is out of the suit: it would win
        return (t.lower_unseen(c), c.rank)

    card = min(legal, key=risk)
    return PlayChoice(card, Msg("pl.least_likely"))


# --- misère: the side that pushes tricks onto the other ------------------------------------
def _push_tricks(view: SeatView, t: _Table, legal: list[Card]) -> PlayChoice:
    trick = view.current_trick
    if not trick:
        # Lead low from a suit: the second-lowest of a suit holding the 2, else the lowest of
        # the shortest suit (C-7.3 / C-7.6 in spirit).
        two_suits = [c.suit for c in legal if c.rank == 2]
        if two_suits:
            suit_cards = sorted((c for c in legal if c.suit == two_suits[0]), key=lambda c: c.rank)
            pick = suit_cards[1] if len(suit_cards) > 1 else suit_cards[0]
            return PlayChoice(pick, Msg("pl.low_from_two"))
        by_len = min(legal, key=lambda c: (t.hand.length(c.suit), c.rank))
        return PlayChoice(by_len, Msg("pl.shortest_lowest"))
    led = trick[0][1].suit
    win_seat, win_card = _winning(trick, None)
    target_winning = not _friends(view, win_seat, view.seat)
    following = [c for c in legal if c.suit == led]
    if following:
        under = sorted((c for c in following if c.rank < win_card.rank), key=lambda c: -c.rank)
        if target_winning and under:
            return PlayChoice(under[0], Msg("pl.let_keep"))
        if target_winning:
            return PlayChoice(min(following, key=lambda c: c.rank), Msg("pl.forced_above"))
        # A friend is winning: stay low so the declaring side can still be forced over us.
        return PlayChoice(min(following, key=lambda c: c.rank), Msg("pl.play_low"))
    if target_winning:
        aces = [c for c in legal if c.is_ace]
        if aces:
            return PlayChoice(aces[0], Msg("pl.throw_ace"))
        return PlayChoice(max(legal, key=lambda c: c.rank), Msg("pl.throw_high"))
    return PlayChoice(max(legal, key=lambda c: c.rank), Msg("pl.discard_high"))


__all__ = ["PlayChoice", "choose_play"]
