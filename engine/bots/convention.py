"""The convention bot: bids, signals, hands over, doubles and leads by docs/conventions.md, and
plays the cards by the Handbook's tactics. It sees one seat's view, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import (
    BOLSHEVIK,
    DECLARE,
    DOUBLE,
    PASS,
    WITHDRAW,
    Action,
    Bid,
    Denomination,
    Play,
)
from ..cards import CardSet, Rank, Suit
from ..conventions import MisereFit, conventional_calls, evaluate
from ..conventions.calls import asking_kitty_bid
from ..messages import Msg
from ..rules import Form
from ..scoring import bid_words
from ..trick_taking import Kind, Phase
from ..views import SeatView
from . import Decision
from .config import CURRENT, BotConfig
from .exchange import (
    allpass_handover,
    bolshevik_gifts,
    defenders_handover,
    distribution,
    main_packet,
    return_packet,
)
from .play import choose_play


def _first_auction_form(view: SeatView) -> Form:
    return Form.NOKITTY if view.form is Form.NOKITTY else Form.KITTY


class ConventionBot:
    """Deterministic: the same view always gives the same decision. ``config`` names the
    variant (:mod:`engine.bots.config`): the table plays ``CURRENT``."""

    def __init__(self, config: BotConfig = CURRENT) -> None:
        self.config = config

    def decide(self, view: SeatView) -> Decision:
        if not view.my_turn:
            raise ValueError("it is not this seat's turn")
        p = view.phase
        if p is Phase.AUCTION:
            s = conventional_calls(
                view.hand, _first_auction_form(view), view.calls, view.seat, view.dealer
            )[0]
            gated = trump_opening_gate(
                view.hand, _first_auction_form(view), view.calls, view.seat, s.call, self.config
            )
            if gated is not None:
                return gated
            return Decision(s.call, s.text, tuple(s.ids))
        if p is Phase.EXTENDED:
            return extended_call(view)
        if p is Phase.PACKET:
            return main_packet(view)
        if p is Phase.RETURN_PACKET:
            return return_packet(view)
        if p is Phase.DISTRIBUTE:
            return distribution(view)
        if p is Phase.DEFENDERS_EXCHANGE:
            return defenders_handover(view)
        if p is Phase.ALLPASS_EXCHANGE:
            return allpass_handover(view)
        if p is Phase.BOLSHEVIK_GIVE:
            return bolshevik_gifts(view)
        if p is Phase.DOUBLING:
            return double_or_pass(view)
        if p is Phase.REDOUBLING:
            return Decision(
                PASS, "no redouble: the contract is not sure enough to triple it", ("R-4.12",)
            )
        if p is Phase.BOLSHEVIK_AUCTION:
            return bolshevik_call(view)
        if p is Phase.BOLSHEVIK_CHOICE:
            good = _bolshevik_fit(view.hand) >= 2
            return Decision(
                DECLARE if good else WITHDRAW,
                "a hand for 7 misère: play it"
                if good
                else "a later bidder may hold the better misère hand: withdraw",
                ("R-6.4",),
            )
        if p is Phase.BOLSHEVIK_CONTRACT:
            return dictator_or_misere(view)
        if p is Phase.PLAY:
            from .leads import opening_lead

            lead = opening_lead(view)
            if lead is not None:
                return lead
            choice = choose_play(view, config=self.config)
            return Decision(Play(choice.card), choice.reason)
        raise ValueError(f"no decision for phase {p.value}")  # pragma: no cover


# --- bidding judgement -----------------------------------------------------------------------


def trump_opening_gate(
    hand: CardSet,
    form: Form,
    calls: Sequence[tuple[int, Action]],
    seat: int,
    call: Action,
    config: BotConfig,
) -> Decision | None:
    """A pass instead of the conventions' no-kitty trump opening (6♠, 6♣, 6♦: the side's first
    bid, not misère) on a hand below ``config.nokitty_trump_hcp`` high-card points. Six-level
    contracts need 12 tricks between two hands that have not seen each other; a flat 15 count
    opening 6♠ mostly goes down, while all-pass misère costs little (measured in duels, issue
    15). In kitty games ``config.kitty_open_hcp`` gates the side's first trump or grand bid
    the same way: whoever bids first commits the side to eleven tricks unless the opponents
    bid higher (R-4.5). None: keep the conventions' call."""
    gate = config.nokitty_trump_hcp if form is Form.NOKITTY else config.kitty_open_hcp
    if (
        not gate
        or not isinstance(call, Bid)
        or call.denomination.is_misere
        or any(isinstance(c, Bid) and s % 2 == seat % 2 for s, c in calls)
    ):
        return None
    hcp = evaluate(hand).points
    if hcp >= gate:
        return None
    return Decision(
        PASS,
        Msg(
            "bot.too_weak" if form is Form.NOKITTY else "bot.too_weak_kitty",
            hcp=hcp,
            bid=bid_words(call),
            gate=gate,
        ),
        ("C-5.1",) if form is Form.NOKITTY else ("C-3.7",),
    )


# --- extended bids -------------------------------------------------------------------------


def _best_denomination(hand: CardSet, misere_ok: bool) -> tuple[Denomination, str]:
    """The contract this hand would like after the exchange."""
    ev = evaluate(hand)
    if misere_ok and ev.misere >= MisereFit.FIVE:
        return Denomination.MISERE, "the hand suits misère"
    lengths = hand.lengths()
    best = max(Suit, key=lambda s: (lengths[s], hand.count_honours(s), s))
    if lengths[best] >= 5:
        return Denomination.of_suit(best), f"{lengths[best]} {best.plural} make the trump suit"
    return Denomination.GRAND, "no long suit: grand"


def extended_call(view: SeatView) -> Decision:
    """R-4.4/R-4.5/R-4.9. Kitty games: the side keeps the denomination the auction found
    (the exchange was made for it) and only raises to the minimum level. No-kitty games: 6♠
    was not about spades, so the highest bidder names the trump suit its hand wants now, at
    the six level; it does not climb to seven for a change of suit, and a misère bid stays
    misère (the packets were chosen for it). Partner agrees unless the auction would end
    below the minimum."""
    standing = _standing(view)
    assert standing is not None
    legal = [a for a in view.legal_actions if isinstance(a, Bid)]
    can_pass = PASS in view.legal_actions
    min_level = view.ruleset.min_final_level(view.form is Form.KITTY)
    first_speaker = view.kitty_bidder == view.seat and not view.extended_calls
    asked = (
        asking_kitty_bid(Form.KITTY, view.calls, view.dealer)
        if view.form is Form.KITTY and view.kitty_bid == standing
        else None
    )
    if asked is not None:
        # C-4.5: the kitty bid was only an asking bid (partner declined to make the bid it
        # asked for); the side plays the denomination it asked for, never the asking one.
        want = asked.denomination
        why = f"{standing.text} only asked for {asked.text}: the side plays {want.word}"
    elif view.form is Form.KITTY or not first_speaker or standing.denomination.is_misere:
        want = standing.denomination
        why = "keep the denomination the side bid for"
    else:
        want, why = _best_denomination(view.hand, misere_ok=False)
    if (
        can_pass
        and standing.level >= min_level
        and (standing.denomination is want or (not first_speaker and asked is None))
    ):
        return Decision(PASS, f"{standing.text} is the contract we want", ("R-4.4",))
    options = [b for b in legal if b.denomination is want and b.level >= min_level]
    if (
        can_pass
        and standing.level >= min_level
        and (not options or options[0].level > standing.level)
    ):
        return Decision(
            PASS, f"{want.word} would need a higher level: keep {standing.text}", ("R-4.4",)
        )
    if not options:
        options = [b for b in legal if b.level >= min_level] or legal
    if not options:
        return Decision(PASS, "no higher contract is worth bidding", ("R-4.4",))
    bid = options[0]
    rule = ("R-4.5",) if view.form is Form.KITTY else ("R-4.9",)
    return Decision(bid, f"{why}: bid {bid.text}", ("R-4.4", *rule))


def _standing(view: SeatView) -> Bid | None:
    for _seat, call in reversed(view.extended_calls):
        if isinstance(call, Bid):
            return call
    return view.kitty_bid


# --- doubles -------------------------------------------------------------------------------


def _sure_trump_tricks(hand: CardSet, trumps: Suit) -> int:
    ranks = hand.ranks(trumps)
    # An honour is a sure trick when it is guarded by enough cards below it: A, Kx, Qxx, Jxxx.
    return sum(
        1
        for needed, r in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK), start=1)
        if r in ranks and len(ranks) >= needed
    )


def double_or_pass(view: SeatView) -> Decision:
    """C-8.2: double only with sure tricks; all-pass misère and Bolshevik: rarely."""
    contract = view.contract
    if view.kind is Kind.ALLPASS or contract is None:
        return Decision(
            PASS, "no double in all-pass misère without a sure way to help partner", ("C-8.2",)
        )
    if view.kind is Kind.BOLSHEVIK:
        twos = sum(1 for s in Suit if Rank.TWO in view.hand.ranks(s) and view.hand.length(s) >= 4)
        entries = sum(1 for s in Suit if view.hand.ranks(s) and view.hand.ranks(s)[0] >= Rank.KING)
        if contract.denomination.is_misere and twos >= 2 and entries >= 2:
            return Decision(
                DOUBLE,
                "two 2-spots in four-card suits and entries: double the Bolshevik",
                ("C-8.2",),
            )
        return Decision(PASS, "not enough 2-spots and entries to double", ("C-8.2",))
    trumps = contract.trumps
    need = 2  # two sure trump tricks (the Handbook says so outright for no-kitty games)
    if trumps is not None:
        sure = _sure_trump_tricks(view.hand, trumps)
        if sure >= need and contract.level >= 6:
            return Decision(
                DOUBLE, f"{sure} sure trump tricks against a six-level contract", ("C-8.2",)
            )
        return Decision(PASS, "not enough sure trump tricks to double", ("C-8.2",))
    if contract.denomination is Denomination.GRAND:
        stoppers = sum(1 for s in Suit if view.hand.ranks(s) and view.hand.ranks(s)[0] == Rank.ACE)
        if stoppers >= 3:
            return Decision(DOUBLE, "aces in three suits against grand", ("C-8.2",))
        return Decision(PASS, "too few stoppers to double grand", ("C-8.2",))
    return Decision(PASS, "misère is doubled only with low cards and an entry; pass", ("C-8.2",))


# --- Bolshevik -----------------------------------------------------------------------------


def _bolshevik_fit(hand: CardSet) -> int:
    """0 hopeless … 3 excellent for 7 misère."""
    return int(evaluate(hand).misere) + 1 if hand else 0


def bolshevik_call(view: SeatView) -> Decision:
    if view.legal_actions == (BOLSHEVIK,):
        return Decision(
            BOLSHEVIK,
            "forced Bolshevik: the deals left equal the players still to play, and nobody else bid",
            ("R-6.5",),
        )
    if _bolshevik_fit(view.hand) >= 2:
        return Decision(BOLSHEVIK, "low cards and suits to void: a hand for 7 misère", ("R-6.3",))
    return Decision(PASS, "not a 7 misère hand yet", ("R-6.3",))


def dictator_or_misere(view: SeatView) -> Decision:
    hand = view.hand
    aces = len(hand.aces())
    lengths = hand.lengths()
    long_suit = max(Suit, key=lambda s: (lengths[s], s))
    if aces >= 3 and lengths[long_suit] >= 6 and hand.count_honours(long_suit) >= 4:
        bid = Bid(7, Denomination.of_suit(long_suit))
        return Decision(bid, "high cards everywhere: Dictator is the smaller loss", ("R-6.6",))
    return Decision(PASS, "play 7 misère", ("R-6.6",))


__all__ = ["ConventionBot", "trump_opening_gate"]
